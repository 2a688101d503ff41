// RUN: accc -emit-mlir=acc %s | FileCheck %s
// atomic read/write/update/capture: the operand expression is evaluated
// before the atomic op, the update region applies the operator to the block
// argument (keeping the operand order of x = expr - x), capture pairs a
// read and an update in the order of the C statement(s).

int g;

// CHECK-LABEL: func.func @atomics(
// CHECK:         llvm.store %arg0, %[[X:[0-9]+]] : !llvm.ptr, !llvm.ptr
// CHECK:         llvm.store %arg1, %[[E:[0-9]+]] : i32, !llvm.ptr
// CHECK:         llvm.store %arg2, %[[D:[0-9]+]] : !llvm.ptr, !llvm.ptr
// CHECK:         llvm.store %arg3, %[[DE:[0-9]+]] : f64, !llvm.ptr
// CHECK:         llvm.store %arg4, %[[U:[0-9]+]] : i32, !llvm.ptr
// CHECK:         acc.parallel {
// v = *x
// CHECK-NEXT:      %[[P:.*]] = llvm.load %[[X]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      acc.atomic.read %[[V:[0-9]+]] = %[[P]] : !llvm.ptr, !llvm.ptr, i32
// *x = e + 1
// CHECK-NEXT:      %[[EV:.*]] = llvm.load %[[E]] : !llvm.ptr -> i32
// CHECK-NEXT:      %[[ONE:.*]] = arith.constant 1 : i32
// CHECK-NEXT:      %[[SUM:.*]] = arith.addi %[[EV]], %[[ONE]] : i32
// CHECK-NEXT:      %[[P:.*]] = llvm.load %[[X]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      acc.atomic.write %[[P]] = %[[SUM]] : !llvm.ptr, i32
// *x += e
// CHECK-NEXT:      %[[EV:.*]] = llvm.load %[[E]] : !llvm.ptr -> i32
// CHECK-NEXT:      %[[P:.*]] = llvm.load %[[X]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      acc.atomic.update %[[P]] : !llvm.ptr {
// CHECK-NEXT:      ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:        %[[NEW:.*]] = arith.addi %[[OLD]], %[[EV]] : i32
// CHECK-NEXT:        acc.yield %[[NEW]] : i32
// CHECK-NEXT:      }
// *d *= de
// CHECK-NEXT:      %[[DV:.*]] = llvm.load %[[DE]] : !llvm.ptr -> f64
// CHECK-NEXT:      %[[P:.*]] = llvm.load %[[D]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      acc.atomic.update %[[P]] : !llvm.ptr {
// CHECK-NEXT:      ^bb0(%[[OLD:.*]]: f64):
// CHECK-NEXT:        %[[NEW:.*]] = arith.mulf %[[OLD]], %[[DV]] : f64
// CHECK-NEXT:        acc.yield %[[NEW]] : f64
// CHECK-NEXT:      }
// (*x)++
// CHECK-NEXT:      %[[P:.*]] = llvm.load %[[X]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      acc.atomic.update %[[P]] : !llvm.ptr {
// CHECK-NEXT:      ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:        %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:        %[[NEW:.*]] = arith.addi %[[OLD]], %[[C]] : i32
// CHECK-NEXT:        acc.yield %[[NEW]] : i32
// CHECK-NEXT:      }
// --*d
// CHECK-NEXT:      %[[P:.*]] = llvm.load %[[D]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      acc.atomic.update %[[P]] : !llvm.ptr {
// CHECK-NEXT:      ^bb0(%[[OLD:.*]]: f64):
// CHECK-NEXT:        %[[C:.*]] = arith.constant -1.000000e+00 : f64
// CHECK-NEXT:        %[[NEW:.*]] = arith.addf %[[OLD]], %[[C]] : f64
// CHECK-NEXT:        acc.yield %[[NEW]] : f64
// CHECK-NEXT:      }
// *x = e - *x
// CHECK-NEXT:      %[[EV:.*]] = llvm.load %[[E]] : !llvm.ptr -> i32
// CHECK-NEXT:      %[[P:.*]] = llvm.load %[[X]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      acc.atomic.update %[[P]] : !llvm.ptr {
// CHECK-NEXT:      ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:        %[[NEW:.*]] = arith.subi %[[EV]], %[[OLD]] : i32
// CHECK-NEXT:        acc.yield %[[NEW]] : i32
// CHECK-NEXT:      }
// u = u >> 2 (unsigned: logical shift)
// CHECK-NEXT:      %[[TWO:.*]] = arith.constant 2 : i32
// CHECK-NEXT:      acc.atomic.update %[[U]] : !llvm.ptr {
// CHECK-NEXT:      ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:        %[[NEW:.*]] = arith.shrui %[[OLD]], %[[TWO]] : i32
// CHECK-NEXT:        acc.yield %[[NEW]] : i32
// CHECK-NEXT:      }
// *x = *x & e
// CHECK-NEXT:      %[[EV:.*]] = llvm.load %[[E]] : !llvm.ptr -> i32
// CHECK-NEXT:      %[[P:.*]] = llvm.load %[[X]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:      acc.atomic.update %[[P]] : !llvm.ptr {
// CHECK-NEXT:      ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:        %[[NEW:.*]] = arith.andi %[[OLD]], %[[EV]] : i32
// CHECK-NEXT:        acc.yield %[[NEW]] : i32
// CHECK-NEXT:      }
// CHECK-NEXT:      llvm.load %[[V]] : !llvm.ptr -> i32
void atomics(int *x, int e, double *d, double de, unsigned u) {
  int v;
#pragma acc parallel
  {
#pragma acc atomic read
    v = *x;
#pragma acc atomic write
    *x = e + 1;
#pragma acc atomic update
    *x += e;
#pragma acc atomic
    *d *= de;
#pragma acc atomic
    (*x)++;
#pragma acc atomic update
    --*d;
#pragma acc atomic
    *x = e - *x;
#pragma acc atomic
    u = u >> 2;
#pragma acc atomic
    *x = *x & e;
    x[1] = v + u;
  }
}

// CHECK-LABEL: func.func @captures(
// CHECK:         %[[V:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:         %[[S:[0-9]+]] = llvm.alloca %{{.*}} x i32
// CHECK:         %[[G:.*]] = llvm.mlir.addressof @g : !llvm.ptr
// CHECK:         acc.parallel {
// v = s++: read, then update
// CHECK-NEXT:      acc.atomic.capture {
// CHECK-NEXT:        acc.atomic.read %[[V]] = %[[S]] : !llvm.ptr, !llvm.ptr, i32
// CHECK-NEXT:        acc.atomic.update %[[S]] : !llvm.ptr {
// CHECK-NEXT:        ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:          %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:          %[[NEW:.*]] = arith.addi %[[OLD]], %[[C]] : i32
// CHECK-NEXT:          acc.yield %[[NEW]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// v = ++s: update, then read
// CHECK-NEXT:      acc.atomic.capture {
// CHECK-NEXT:        acc.atomic.update %[[S]] : !llvm.ptr {
// CHECK-NEXT:        ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:          %[[C:.*]] = arith.constant 1 : i32
// CHECK-NEXT:          %[[NEW:.*]] = arith.addi %[[OLD]], %[[C]] : i32
// CHECK-NEXT:          acc.yield %[[NEW]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:        acc.atomic.read %[[V]] = %[[S]] : !llvm.ptr, !llvm.ptr, i32
// CHECK-NEXT:      }
// v = g-- (a global)
// CHECK-NEXT:      acc.atomic.capture {
// CHECK-NEXT:        acc.atomic.read %[[V]] = %[[G]] : !llvm.ptr, !llvm.ptr, i32
// CHECK-NEXT:        acc.atomic.update %[[G]] : !llvm.ptr {
// CHECK-NEXT:        ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:          %[[C:.*]] = arith.constant -1 : i32
// CHECK-NEXT:          %[[NEW:.*]] = arith.addi %[[OLD]], %[[C]] : i32
// CHECK-NEXT:          acc.yield %[[NEW]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:      }
// { v = s; s++; }
// CHECK-NEXT:      acc.atomic.capture {
// CHECK-NEXT:        acc.atomic.read %[[V]] = %[[S]] : !llvm.ptr, !llvm.ptr, i32
// CHECK-NEXT:        acc.atomic.update %[[S]] : !llvm.ptr {
// CHECK:             }
// CHECK-NEXT:      }
// { --g; v = g; }
// CHECK-NEXT:      acc.atomic.capture {
// CHECK-NEXT:        acc.atomic.update %[[G]] : !llvm.ptr {
// CHECK-NEXT:        ^bb0(%[[OLD:.*]]: i32):
// CHECK-NEXT:          %[[C:.*]] = arith.constant -1 : i32
// CHECK-NEXT:          %[[NEW:.*]] = arith.addi %[[OLD]], %[[C]] : i32
// CHECK-NEXT:          acc.yield %[[NEW]] : i32
// CHECK-NEXT:        }
// CHECK-NEXT:        acc.atomic.read %[[V]] = %[[G]] : !llvm.ptr, !llvm.ptr, i32
// CHECK-NEXT:      }
// CHECK-NEXT:      llvm.load %[[V]] : !llvm.ptr -> i32
void captures(int *out) {
  int v, s = 0;
#pragma acc parallel
  {
#pragma acc atomic capture
    v = s++;
#pragma acc atomic capture
    v = ++s;
#pragma acc atomic capture
    v = g--;
#pragma acc atomic capture
    { v = s; s++; }
#pragma acc atomic capture
    { --g; v = g; }
    out[0] = v;
  }
}
