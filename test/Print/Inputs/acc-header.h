static void increment(int *a, int n) {
#pragma acc parallel loop copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i]++;
}
