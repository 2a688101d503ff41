// Part of test/Tools/accc/unity-build.c.
int callee(int x) {
  int s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < x; i++) s += i;
  return s + 1;
}
