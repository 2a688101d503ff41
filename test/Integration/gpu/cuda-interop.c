// REQUIRES: cuda
// RUN: accc -O2 --offload-arch=sm_90 %s -o %t && env ACC_DEVICE_TYPE=nvidia %t | FileCheck %S/../../Exec/Runtime/cuda-interop.c
//
// The CUDA interoperability routines on the GPU: the program and its
// checks are test/Exec/Runtime/cuda-interop.c's (scripts/test-gpu.sh also
// runs it on the host: the same output).
#include "../../Exec/Runtime/cuda-interop.c"
