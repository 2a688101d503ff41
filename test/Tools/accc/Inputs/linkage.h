// Functions both files of test/Tools/accc/linkage.c define.
#ifdef GNU89
// GNU89: `extern inline` provides no external definition.
extern inline int quad(int x) { return x * x * x * x; }
#else
// C99: an inline definition provides no external definition.
inline int quad(int x) { return x * x * x * x; }
#endif
// `static inline` in a header: one private copy per file.
static inline int cube(int x) { return x * x * x; }
