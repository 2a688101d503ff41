// OpenACC 3.3 §A.2.1's CUDA interoperability routines: on the host (this
// test's run) each gives NULL and acc_set_cuda_stream 0; on a GPU
// (test/Integration/gpu/cuda-interop.c runs this program there) a pointer to
// the CUdevice, the primary context, each queue's stream (the same on
// every call; acc_async_sync's the calling thread's), and a stream set for
// a queue is the one it then reports and runs on. Both print the same.
// RUN: accc -O1 %s -o %t && %t | FileCheck %s
// RUN: accc -O1 -fopenacc-print=omp %s | FileCheck %s --check-prefix=PRINT
// CHECK: interop: consistent
// CHECK: queue 2 on queue 1's stream: 499500
// PRINT: #pragma omp target teams distribute
#include <openacc.h>
#include <stdio.h>

int main(void) {
  static int a[1000];
  void *device = acc_get_current_cuda_device();
  void *context = acc_get_current_cuda_context();
  void *one = acc_get_cuda_stream(1);
  void *sync = acc_get_cuda_stream(acc_async_sync);
  int on_gpu = acc_get_device_type() == acc_device_nvidia;
  int consistent;
  if (on_gpu)
    consistent = device && *(int *)device >= 0 && context && one && sync && one != sync &&
                 acc_get_cuda_stream(1) == one && acc_set_cuda_stream(2, one) == 1 &&
                 acc_get_cuda_stream(2) == one;
  else
    consistent = !device && !context && !one && !sync && acc_set_cuda_stream(2, (void *)a) == 0;
  printf("interop: %s\n", consistent ? "consistent" : "inconsistent");
#pragma acc parallel loop copyout(a) async(2)
  for (int i = 0; i < 1000; i++)
    a[i] = i;
#pragma acc wait(2)
  long sum = 0;
  for (int i = 0; i < 1000; i++)
    sum += a[i];
  printf("queue 2 on queue 1's stream: %ld\n", sum);
  return 0;
}
