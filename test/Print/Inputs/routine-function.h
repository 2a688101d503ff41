// A function that routine-header-function.c's routine(name) names.
static inline double halve(double x) { return x / 2; }
