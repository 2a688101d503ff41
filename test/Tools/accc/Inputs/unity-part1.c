// Part of test/Tools/accc/unity-build.c: calls a function part2 defines.
#include <stdio.h>
int callee(int);
static int helper(int x) { return x * 2; }
int f(int x) { return callee(helper(x)); }
int main(void) {
  printf("%d\n", f(20));
  return 0;
}
