#ifndef N
#define N 1000
#endif
