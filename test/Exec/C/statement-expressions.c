// Statement expressions and glibc's assert, compiled by accc (-O0 and -O2)
// and by clang-22, the outputs compared; a failing assert aborts with
// glibc's message (the program's name stripped).
//
// RUN: accc -O0 %s -o %t.O0 && %t.O0 > %t.O0.out
// RUN: accc -O2 %s -o %t && %t > %t.acc.out
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.acc.out && diff %t.ref.out %t.O0.out
// RUN: not --crash %t fail > %t.acc.fail 2>&1
// RUN: not --crash %t.ref fail > %t.ref.fail 2>&1
// RUN: sed 's/^[^:]*: //' %t.acc.fail > %t.acc.msg && sed 's/^[^:]*: //' %t.ref.fail > %t.ref.msg
// RUN: diff %t.ref.msg %t.acc.msg && grep -q "Assertion .argc == 1' failed" %t.acc.msg

#include <assert.h>
#include <stdio.h>

#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })

static int calls;
static int next(void) { return ++calls; }

struct pair { int a, b; };

int f(int n) {
  int v = ({ int t = n; t + 1; });
  assert(n > 0);
  // Evaluated once each (the macro's locals).
  int m = MAX(next(), n);
  // A loop with break inside an operand of && (short-circuited when n <= 2).
  int w = n > 2 && ({ int k = 0; for (int i = 0; i < n; i++) { if (i == 3) break; k += i; } k; }) > 2;
  ({ printf("void %d\n", n); });
  double d = ({ 3; }) + MAX(1.5, n);
  // A struct value, and a statement expression in a condition.
  struct pair p = ({ struct pair q = {n, -n}; q; });
  if (({ int z = n % 2; z; }))
    v += 100;
  // Nested, shadowing names.
  int x = ({ int y = n; ({ int y2 = y * 3; y2; }) + y; });
  return v + m + w + (int)d + p.a - p.b + x;
}

int main(int argc, char **argv) {
  (void)argv;
  setvbuf(stdout, 0, _IONBF, 0);
  printf("%d\n", f(5));
  printf("%d\n", f(2));
  printf("%d calls\n", calls);
  assert(argc == 1);
  printf("not reached with an argument\n");
  return 0;
}
