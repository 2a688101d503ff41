// collapse(force:n) (OpenACC 3.3 §2.9.1): the loops are collapsed with the
// code between them, which runs in every iteration of the collapsed loop:
// the code before the inner loop, then its body, then the code after it,
// in one block (its locals are the iteration's). Without `force`, Clang
// rejects such a nest; a jump in the code is unsupported.
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: not accc -emit-mlir=acc -DJUMP %s 2>&1 | FileCheck %s --check-prefix=JUMP

// CHECK-LABEL: func.func @forced(
// CHECK:         acc.loop {{.*}}control(%[[I:.*]] : i32, %[[J:.*]] : i32)
// CHECK:           %[[ROW:[0-9]+]] = llvm.alloca {{.*}} x f64
// The code before the inner loop: row = i * 100.0.
// CHECK:           %[[PRODUCT:[0-9]+]] = arith.mulf
// CHECK-NEXT:      llvm.store %[[PRODUCT]], %[[ROW]] : f64, !llvm.ptr
// The inner body: a[i][j] = row + j.
// CHECK:           llvm.load %[[ROW]]
// CHECK:           arith.addf
// CHECK:           llvm.store
// The code after it: count[i] += 1.
// CHECK:           arith.addi
// CHECK:           llvm.store
// CHECK:           acc.yield
// CHECK-NEXT:    } attributes {{{.*}}collapse = [2], collapseDeviceType = [#acc.device_type<none>]
void forced(double a[16][16], int count[16]) {
#pragma acc parallel loop collapse(force:2) copyout(a[0:16]) copy(count[0:16])
  for (int i = 0; i < 16; i++) {
    double row = i * 100.0;
    for (int j = 0; j < 16; j++)
      a[i][j] = row + j;
    count[i] += 1;
  }
}

#ifdef JUMP
void jump(double a[16][16]) {
#pragma acc parallel loop collapse(force:2) copyout(a[0:16])
  for (int i = 0; i < 16; i++) {
    // JUMP: collapse-force.c:[[@LINE+1]]:5: error: unsupported: a jump ('break', 'continue', 'return', 'goto') in a loop nest collapsed with 'collapse(force:)'
    if (i == 3) continue;
    for (int j = 0; j < 16; j++)
      a[i][j] = j;
  }
}
#endif
