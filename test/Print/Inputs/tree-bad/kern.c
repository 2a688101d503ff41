int main(void) {
  int a[4][4];
#pragma acc parallel loop copyout(zero: a) async(1)
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      a[i][j] = i + j;
  return a[3][3] - 6;
}
