// RUN: accc -emit-mlir=acc %s | FileCheck %s
// C11 features: _Static_assert in a block (Clang checks it; nothing to
// lower), _Generic (the association of the selection's type), _Thread_local
// (a copy per thread: thread_local globals).

// CHECK-DAG: llvm.mlir.global external thread_local @tl()
_Thread_local int tl = 5;
// CHECK-DAG: llvm.mlir.global internal thread_local @counter()
// CHECK-DAG: llvm.mlir.global private constant @[[NAME:str\.[0-9]+]]("double\00")
static __thread long counter;

static int abs_i(int x) { return x < 0 ? -x : x; }
static double abs_d(double x) { return x < 0 ? -x : x; }
#define ABS(x) _Generic((x), int: abs_i, double: abs_d)(x)
#define NAME(x) _Generic((x), int: "int", double: "double", default: "other type")

// CHECK-LABEL: func.func @use
double use(int i, double d) {
  _Static_assert(sizeof(int) == 4, "int");
  // The selected function, called through its address.
  // CHECK: constant @abs_i
  // CHECK: llvm.call %{{.*}}(%{{.*}}) : !llvm.ptr, (i32) -> i32
  // CHECK: constant @abs_d
  // CHECK: llvm.call %{{.*}}(%{{.*}}) : !llvm.ptr, (f64) -> f64
  double r = ABS(i) + ABS(d);
  // CHECK: llvm.mlir.addressof @[[NAME]]
  const char *name = NAME(d);
  // CHECK: llvm.mlir.addressof @counter
  counter += (long)r;
  return r + name[0] + tl;
}
