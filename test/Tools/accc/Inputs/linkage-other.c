// The other file of test/Tools/accc/linkage.c.
#include "linkage.h"
static int helper(int x) { return x + 100; }
static int counter = 7;
int other(int x) { return helper(x) + counter + cube(x); }
#ifdef GNU89
// GNU89: `inline` alone is the external definition.
inline int quad(int x) { return x * x * x * x; }
#else
// C99: the external definition of the inline function of the header.
extern int quad(int x);
#endif
