// accc's GPU options, in clang's spellings: --offload-arch=sm_XX and
// -fopenmp-targets=nvptx64-nvidia-cuda (sm_90), the steps -### shows,
// -emit-mlir=gpu, and the errors for what accc cannot offload to.
//
// RUN: accc --offload-arch=sm_90 -### %s -o %t 2>&1 | FileCheck %s --check-prefix=STEPS
// STEPS: convert-acc-to-omp{{.*}}, omp-prof-events{offload=true},convert-omp-to-gpu,gpu-kernel-outlining,merge-gpu-modules, nvvm-attach-target{chip=sm_90 features=+ptx80 O=3 l=/usr/lib/clc/nvptx64--.bc},{{.*}}gpu-module-to-binary{format=isa}, then omp-host-legalize
// RUN: accc -fopenmp-targets=nvptx64-nvidia-cuda -### %s -o %t 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: accc --offload-arch=sm_80 -### %s -o %t 2>&1 | FileCheck %s --check-prefix=SM80
// SM80: nvvm-attach-target{chip=sm_80 features=+ptx78 O=3 l=/usr/lib/clc/nvptx64--.bc}
//
// -emit-mlir=gpu: after convert-omp-to-gpu and the kernels' outlining.
// RUN: accc --offload-arch=sm_90 -emit-mlir=gpu %s | FileCheck %s --check-prefix=GPU
// GPU: module attributes {{{.*}}gpu.container_module
// GPU: func.func @scale(
// GPU: llvm.call @__acc2omp_offload_kind()
// GPU: gpu.launch_func  @scale_kernel::@scale_kernel
// GPU: omp.target
// GPU: gpu.module @scale_kernel
// GPU: gpu.func @scale_kernel({{.*}}) kernel
// -emit-mlir=omp stops before the GPU conversion:
// RUN: accc --offload-arch=sm_90 -emit-mlir=omp %s | FileCheck %s --check-prefix=OMP
// OMP-NOT: gpu.
//
// RUN: not accc --offload-arch=gfx90a -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=ARCH
// ARCH: accc: error: unsupported offload architecture 'gfx90a' (an NVIDIA sm_XX, such as sm_90)
// RUN: not accc -fopenmp-targets=amdgcn-amd-amdhsa -c %s -o %t.o 2>&1 | FileCheck %s --check-prefix=TARGET
// TARGET: accc: error: unsupported offload target 'amdgcn-amd-amdhsa' (accc offloads to nvptx64-nvidia-cuda)
// RUN: not accc -emit-mlir=gpu %s 2>&1 | FileCheck %s --check-prefix=NOARCH
// NOARCH: accc: error: -emit-mlir=gpu needs --offload-arch=<sm_XX>
// RUN: not ls %t.o

void scale(int n, double *x) {
#pragma acc parallel loop copy(x[0:n])
  for (int i = 0; i < n; i++) x[i] *= 2;
}
