int main(void) {
  int a[4];
#pragma acc kernels copyout(a)
  for (int i = 0; i < 4; i++)
    a[i] = i;
  return a[3] - 3;
}
