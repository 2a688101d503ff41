// ACC_DEVICE_TYPE and ACC_DEVICE_NUM choose the current device (read when
// the program first calls the runtime): case-insensitive `host`,
// `not_host`, `nvidia`, `default` or acc2omp's `host_discrete` (the
// emulated discrete device), and a device number of that type (0 when only
// the type is set). A value that names no device available is an error at
// the first call, as Clacc makes it (here, without a GPU, `nvidia` and
// `not_host` name none).
//
// RUN: accc %s -o %t
// RUN: env ACC_DEVICE_TYPE=host %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=Default ACC_DEVICE_NUM=0 %t | FileCheck %s
// RUN: env ACC_DEVICE_NUM=0 %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE= ACC_DEVICE_NUM= %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=nvidia not %t 2>&1 | FileCheck %s --check-prefix=NVIDIA
// RUN: env ACC_DEVICE_TYPE=not_host not %t 2>&1 | FileCheck %s --check-prefix=NOT-HOST
// RUN: env ACC_DEVICE_NUM=1 not %t 2>&1 | FileCheck %s --check-prefix=NUM
// RUN: env ACC_DEVICE_NUM=-1 not %t 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// RUN: env ACC_DEVICE_TYPE=gpu not %t 2>&1 | FileCheck %s --check-prefix=GPU
// RUN: env ACC_DEVICE_TYPE=Host_Discrete %t | FileCheck %s --check-prefix=DISCRETE
// CHECK: before the first call
// CHECK-NEXT: host device 0
// NVIDIA: before the first call
// NVIDIA-NEXT: OpenACC runtime error: the OpenACC runtime: ACC_DEVICE_TYPE/ACC_DEVICE_NUM: no device 0 of type acc_device_nvidia (0 available)
// NOT-HOST: OpenACC runtime error: the OpenACC runtime: ACC_DEVICE_TYPE/ACC_DEVICE_NUM: no device 0 of type acc_device_not_host (0 available)
// NUM: OpenACC runtime error: the OpenACC runtime: ACC_DEVICE_TYPE/ACC_DEVICE_NUM: no device 1 of type acc_device_default (1 available)
// NEGATIVE: OpenACC runtime error: the OpenACC runtime: ACC_DEVICE_NUM=-1: not a non-negative integer
// GPU: OpenACC runtime error: the OpenACC runtime: ACC_DEVICE_TYPE=gpu: not a device type (host, not_host, nvidia, default, host_discrete)
// DISCRETE: before the first call
// DISCRETE-NEXT: other device -1

#include <openacc.h>
#include <stdio.h>

int main(void) {
  printf("before the first call\n");
  fflush(stdout);
  int type = acc_get_device_type();
  printf("%s device %d\n", type == acc_device_host ? "host" : "other",
         acc_get_device_num(acc_device_host));
  return 0;
}
