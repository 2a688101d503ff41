// RUN: acc-opt %s --merge-gpu-modules | FileCheck %s
// After kernel outlining (one gpu.module per kernel, every kernel named
// after its function), merge-gpu-modules moves every kernel into the first
// module under its own module's name, keeps one copy of what outlining
// copied into several modules (a device function, a constant), and points
// the launches at the moved kernels: one GPU binary, one PTX JIT. A
// kernel's shared-memory buffers (workgroup attributions) get an alignment
// of 16 bytes: without one, NVPTX declared a byte buffer `.align 1` and the
// buffers after it could start at an address that LLVM's 16-byte vector
// loads of them fault on (CUDA_ERROR_MISALIGNED_ADDRESS on an H100).

// CHECK-LABEL: func.func @main(
// CHECK:         gpu.launch_func @main_kernel::@main_kernel blocks
// CHECK:         gpu.launch_func @main_kernel::@main_kernel_0 blocks
// CHECK:         gpu.launch_func @main_kernel::@main_kernel_1 blocks
// CHECK:       gpu.module @main_kernel {
// CHECK-DAG:     llvm.func @twice(
// CHECK-DAG:     llvm.mlir.global internal constant @table(
// CHECK-DAG:     gpu.func @main_kernel() kernel
// CHECK-DAG:     gpu.func @main_kernel_0() kernel
// CHECK-DAG:     gpu.func @main_kernel_1() workgroup(%{{.*}} : memref<8xi8, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}, %{{.*}} : memref<8xf64, #gpu.address_space<workgroup>> {llvm.align = 16 : i64}) kernel
// CHECK-DAG:     llvm.func @other(
// CHECK:       }
// CHECK-NOT:   gpu.module
// CHECK-NOT:     llvm.func @twice(

module attributes {gpu.container_module} {
  func.func @main() {
    %c1 = arith.constant 1 : index
    gpu.launch_func @main_kernel::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @main_kernel_0::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    gpu.launch_func @main_kernel_1::@main_kernel blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
    return
  }
  gpu.module @main_kernel {
    llvm.func @twice(%x: i32) -> i32 {
      %y = llvm.add %x, %x : i32
      llvm.return %y : i32
    }
    gpu.func @main_kernel() kernel {
      gpu.return
    }
  }
  gpu.module @main_kernel_0 {
    llvm.mlir.global internal constant @table(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
    llvm.func @twice(%x: i32) -> i32 {
      %y = llvm.add %x, %x : i32
      llvm.return %y : i32
    }
    gpu.func @main_kernel() kernel {
      gpu.return
    }
  }
  gpu.module @main_kernel_1 {
    llvm.mlir.global internal constant @table(dense<[1, 2]> : tensor<2xi32>) : !llvm.array<2 x i32>
    llvm.func @other(%x: i32) -> i32 {
      llvm.return %x : i32
    }
    gpu.func @main_kernel() workgroup(%bytes : memref<8xi8, #gpu.address_space<workgroup>>, %doubles : memref<8xf64, #gpu.address_space<workgroup>>) kernel {
      gpu.return
    }
  }
}
