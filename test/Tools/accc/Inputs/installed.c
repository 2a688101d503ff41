#include <openacc.h>
#include <stdio.h>

int main(void) {
  double a[100], sum = 0;
#pragma acc parallel loop copyout(a)
  for (int i = 0; i < 100; i++)
    a[i] = 0.5 * i;
#pragma acc parallel loop reduction(+:sum)
  for (int i = 0; i < 100; i++)
    sum += a[i];
  printf("sum %g, devices %d\n", sum, acc_get_num_devices(acc_device_host));
  return 0;
}
