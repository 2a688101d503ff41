// The bundled example that the README's first command compiles and runs:
// accc compiles it to an executable that gives the sequential checksum on 1
// and on 4 threads.
//
// RUN: accc -O3 %S/../../examples/jacobi.c -o %t
// RUN: env OMP_NUM_THREADS=1 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | FileCheck %s
// CHECK: jacobi 1024x1024, 200 iterations: checksum 34502.323996, {{[0-9.]+}} s
