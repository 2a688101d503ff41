// RUN: acc-opt %s --merge-gpu-modules | FileCheck %s
// After kernel outlining (one gpu.module per kernel, every kernel named
// after its function), merge-gpu-modules moves every kernel into the first
// module under its own module's name, keeps one copy of what outlining
// copied into several modules (a device function, a constant), and points
// the launches at the moved kernels: one GPU binary, one PTX JIT.

// CHECK-LABEL: func.func @main(
// CHECK:         gpu.launch_func @main_kernel::@main_kernel blocks
// CHECK:         gpu.launch_func @main_kernel::@main_kernel_0 blocks
// CHECK:         gpu.launch_func @main_kernel::@main_kernel_1 blocks
// CHECK:       gpu.module @main_kernel {
// CHECK-DAG:     llvm.func @twice(
// CHECK-DAG:     llvm.mlir.global internal constant @table(
// CHECK-DAG:     gpu.func @main_kernel() kernel
// CHECK-DAG:     gpu.func @main_kernel_0() kernel
// CHECK-DAG:     gpu.func @main_kernel_1() kernel
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
    gpu.func @main_kernel() kernel {
      gpu.return
    }
  }
}
