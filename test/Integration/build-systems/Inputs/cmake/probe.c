int main(void) {
  int s = 0;
#pragma acc parallel loop reduction(+:s)
  for (int i = 0; i < 4; i++)
    s += i;
  return s == 6 ? 0 : 1;
}
