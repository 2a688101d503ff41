// acc_attach/acc_detach and their async and finalize forms on the host: a
// pointer in shared memory already points to its target's device copy, so
// they change nothing; a null pointer address is an error.
//
// RUN: accc %s -o %t
// RUN: %t | FileCheck %s
// RUN: not %t null 2>&1 | FileCheck %s --check-prefix=NULL
// CHECK: after attach: 1, in a construct: 45, after detach: 1
// NULL: OpenACC runtime error: acc_detach_finalize: a null pointer address

#include <openacc.h>
#include <stdio.h>
#include <string.h>

struct vector {
  int n;
  int *data;
};

int main(int argc, char **argv) {
  int values[10];
  for (int i = 0; i < 10; i++)
    values[i] = i;
  struct vector v = {10, values};
  acc_copyin(&v, sizeof v);
  acc_copyin(values, sizeof values);
  acc_attach((void **)&v.data);
  acc_attach_async((void **)&v.data, 1);
  int attached = v.data == values;
  int sum = 0;
#pragma acc parallel loop present(v) reduction(+:sum)
  for (int i = 0; i < 10; i++)
    sum += v.data[i];
  acc_detach((void **)&v.data);
  acc_detach_async((void **)&v.data, 1);
  acc_detach_finalize((void **)&v.data);
  acc_detach_finalize_async((void **)&v.data, acc_async_noval);
  printf("after attach: %d, in a construct: %d, after detach: %d\n", attached, sum,
         v.data == values);
  fflush(stdout);
  if (argc > 1 && !strcmp(argv[1], "null"))
    acc_detach_finalize(NULL);
  return 0;
}
