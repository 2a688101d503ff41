// The variadic callee of test/Exec/C/abi-structs.c, always compiled by
// clang-22 (accc does not define variadic functions): each argument is a
// tag then a value of the tagged type.
#include <stdarg.h>
#include <stdio.h>
#include "abi-types.h"

double vsum(int n, ...) {
  va_list ap;
  va_start(ap, n);
  double sum = 0;
  for (int i = 0; i < n; i++) {
    int tag = va_arg(ap, int);
    switch (tag) {
    case 0: { struct i3 x = va_arg(ap, struct i3); printf("v i3 %d %d %d\n", x.a, x.b, x.c); sum += x.a + x.b + x.c; break; }
    case 1: { struct d3 x = va_arg(ap, struct d3); printf("v d3 %g %g %g\n", x.a, x.b, x.c); sum += x.a + x.b + x.c; break; }
    case 2: { struct f3 x = va_arg(ap, struct f3); printf("v f3 %g %g %g\n", x.a, x.b, x.c); sum += x.a + x.b + x.c; break; }
    case 3: { struct di x = va_arg(ap, struct di); printf("v di %g %d\n", x.a, x.b); sum += x.a + x.b; break; }
    case 4: { double x = va_arg(ap, double); printf("v double %g\n", x); sum += x; break; }
    case 5: { struct pk x = va_arg(ap, struct pk); printf("v pk %d %d %d\n", x.a, x.b, x.c); sum += x.a + x.b + x.c; break; }
    case 6: { struct c3 x = va_arg(ap, struct c3); printf("v c3 %d %d %d\n", x.a, x.b, x.c); sum += x.a + x.b + x.c; break; }
    case 7: { struct id x = va_arg(ap, struct id); printf("v id %d %g\n", x.a, x.b); sum += x.a + x.b; break; }
    }
  }
  va_end(ap);
  return sum;
}
