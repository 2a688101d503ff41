#define SCALE 3
