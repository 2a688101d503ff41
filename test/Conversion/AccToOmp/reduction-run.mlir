// Every reduction operator on i32 and f64, at every loop level: each line
// prints the result and the value a sequential loop computes (from the same
// non-identity initial value), which must be equal.
//
// RUN: acc-opt %s --convert-acc-to-omp --convert-scf-to-cf --convert-arith-to-llvm --convert-func-to-llvm \
// RUN:   --convert-cf-to-llvm --convert-openmp-to-llvm --reconcile-unrealized-casts | mlir-translate --mlir-to-llvmir -o %t.ll
// RUN: clang -O1 -w %t.ll -fopenmp -o %t.exe
// RUN: env OMP_NUM_THREADS=1 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=2 %t.exe | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t.exe | FileCheck %s

// Where reductions go: the gang level on omp.teams (the variable is
// gang-shared), the worker level on omp.wsloop, the vector level on omp.simd.
// RUN: acc-opt %s --convert-acc-to-omp 2>/dev/null | FileCheck %s --check-prefix=IR
// RUN: acc-opt %s --convert-acc-to-omp 2>/dev/null | FileCheck %s --check-prefix=DECL
// DECL-LABEL: omp.declare_reduction @acc2omp.reduction.max.i32 : i32 init {
// DECL:         arith.constant -2147483648 : i32
// DECL:       } combiner {
// DECL:         arith.maxsi
// DECL-LABEL: omp.declare_reduction @acc2omp.reduction.max.f64 : f64 init {
// DECL:         arith.constant 0xFFF0000000000000 : f64
// DECL:         arith.maxnumf
// DECL-LABEL: omp.declare_reduction @acc2omp.reduction.lor.f64 : f64 init {
// DECL:         arith.cmpf une
// DECL:         arith.ori
// DECL:         arith.uitofp
// With a gang-level reduction, a gang worker vector loop runs one worker per
// gang (MLIR 22 miscompiles the teams reduction of the composite distribute
// parallel for), with a remark:
// RUN: acc-opt %s --convert-acc-to-omp 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// REMARK: remark: 'gang worker' loop with a gang-level reduction runs one worker per gang (omp.distribute without parallel for): MLIR 22 miscompiles the teams reduction of the composite form
// IR-LABEL: func.func @add_f64_gwv
// IR:         omp.teams num_teams( to %{{.*}} : i32) reduction(@acc2omp.reduction.add.f64 %{{.*}} -> %[[T:.*]] : !llvm.ptr) {
// IR-NOT:       omp.parallel
// IR:           omp.distribute {
// IR-NEXT:        omp.simd simdlen(4) reduction(@acc2omp.reduction.add.f64 %[[T]] -> %[[S:.*]] : !llvm.ptr) {
// IR:               llvm.load %[[S]]
// IR-LABEL: func.func @add_f64_g
// IR:         omp.teams num_teams( to %{{.*}} : i32) reduction(@acc2omp.reduction.add.f64 %{{.*}} -> %[[T:.*]] : !llvm.ptr) {
// IR-NOT:       reduction
// IR:           omp.distribute {
// IR:             llvm.load %[[T]]
// IR-LABEL: func.func @add_f64_v
// IR:         omp.teams {{.*}}reduction(@acc2omp.reduction.add.f64 %{{.*}} -> %[[T:.*]] : !llvm.ptr) {
// IR:           omp.parallel num_threads(%{{.*}} : i32) {
// IR-NEXT:        omp.wsloop reduction(@acc2omp.reduction.add.f64 %[[T]] -> %[[W:.*]] : !llvm.ptr) {
// IR-NEXT:          omp.simd reduction(@acc2omp.reduction.add.f64 %[[W]] -> %{{.*}} : !llvm.ptr) {
// IR-LABEL: func.func @add_f64_w
// IR:         omp.teams {{.*}}reduction(@acc2omp.reduction.add.f64 %{{.*}} -> %[[T:.*]] : !llvm.ptr) {
// IR:           omp.parallel num_threads(%{{.*}} : i32) {
// IR-NEXT:        omp.wsloop reduction(@acc2omp.reduction.add.f64 %[[T]] -> %{{.*}} : !llvm.ptr) {
// IR-NEXT:          omp.loop_nest

// CHECK: add_i32_gwv [[V0:[-0-9.e+]+]] [[V0]]{{$}}
// CHECK: mul_i32_gwv [[V1:[-0-9.e+]+]] [[V1]]{{$}}
// CHECK: max_i32_gwv [[V2:[-0-9.e+]+]] [[V2]]{{$}}
// CHECK: min_i32_gwv [[V3:[-0-9.e+]+]] [[V3]]{{$}}
// CHECK: iand_i32_gwv [[V4:[-0-9.e+]+]] [[V4]]{{$}}
// CHECK: ior_i32_gwv [[V5:[-0-9.e+]+]] [[V5]]{{$}}
// CHECK: xor_i32_gwv [[V6:[-0-9.e+]+]] [[V6]]{{$}}
// CHECK: land_i32_gwv [[V7:[-0-9.e+]+]] [[V7]]{{$}}
// CHECK: lor_i32_gwv [[V8:[-0-9.e+]+]] [[V8]]{{$}}
// CHECK: add_f64_gwv [[V9:[-0-9.e+]+]] [[V9]]{{$}}
// CHECK: mul_f64_gwv [[V10:[-0-9.e+]+]] [[V10]]{{$}}
// CHECK: max_f64_gwv [[V11:[-0-9.e+]+]] [[V11]]{{$}}
// CHECK: min_f64_gwv [[V12:[-0-9.e+]+]] [[V12]]{{$}}
// CHECK: land_f64_gwv [[V13:[-0-9.e+]+]] [[V13]]{{$}}
// CHECK: lor_f64_gwv [[V14:[-0-9.e+]+]] [[V14]]{{$}}
// CHECK: add_i32_g [[V15:[-0-9.e+]+]] [[V15]]{{$}}
// CHECK: mul_i32_g [[V16:[-0-9.e+]+]] [[V16]]{{$}}
// CHECK: max_i32_g [[V17:[-0-9.e+]+]] [[V17]]{{$}}
// CHECK: min_i32_g [[V18:[-0-9.e+]+]] [[V18]]{{$}}
// CHECK: iand_i32_g [[V19:[-0-9.e+]+]] [[V19]]{{$}}
// CHECK: ior_i32_g [[V20:[-0-9.e+]+]] [[V20]]{{$}}
// CHECK: xor_i32_g [[V21:[-0-9.e+]+]] [[V21]]{{$}}
// CHECK: land_i32_g [[V22:[-0-9.e+]+]] [[V22]]{{$}}
// CHECK: lor_i32_g [[V23:[-0-9.e+]+]] [[V23]]{{$}}
// CHECK: add_f64_g [[V24:[-0-9.e+]+]] [[V24]]{{$}}
// CHECK: mul_f64_g [[V25:[-0-9.e+]+]] [[V25]]{{$}}
// CHECK: max_f64_g [[V26:[-0-9.e+]+]] [[V26]]{{$}}
// CHECK: min_f64_g [[V27:[-0-9.e+]+]] [[V27]]{{$}}
// CHECK: land_f64_g [[V28:[-0-9.e+]+]] [[V28]]{{$}}
// CHECK: lor_f64_g [[V29:[-0-9.e+]+]] [[V29]]{{$}}
// CHECK: add_i32_v [[V30:[-0-9.e+]+]] [[V30]]{{$}}
// CHECK: mul_i32_v [[V31:[-0-9.e+]+]] [[V31]]{{$}}
// CHECK: max_i32_v [[V32:[-0-9.e+]+]] [[V32]]{{$}}
// CHECK: min_i32_v [[V33:[-0-9.e+]+]] [[V33]]{{$}}
// CHECK: iand_i32_v [[V34:[-0-9.e+]+]] [[V34]]{{$}}
// CHECK: ior_i32_v [[V35:[-0-9.e+]+]] [[V35]]{{$}}
// CHECK: xor_i32_v [[V36:[-0-9.e+]+]] [[V36]]{{$}}
// CHECK: land_i32_v [[V37:[-0-9.e+]+]] [[V37]]{{$}}
// CHECK: lor_i32_v [[V38:[-0-9.e+]+]] [[V38]]{{$}}
// CHECK: add_f64_v [[V39:[-0-9.e+]+]] [[V39]]{{$}}
// CHECK: mul_f64_v [[V40:[-0-9.e+]+]] [[V40]]{{$}}
// CHECK: max_f64_v [[V41:[-0-9.e+]+]] [[V41]]{{$}}
// CHECK: min_f64_v [[V42:[-0-9.e+]+]] [[V42]]{{$}}
// CHECK: land_f64_v [[V43:[-0-9.e+]+]] [[V43]]{{$}}
// CHECK: lor_f64_v [[V44:[-0-9.e+]+]] [[V44]]{{$}}
// CHECK: add_i32_w [[V45:[-0-9.e+]+]] [[V45]]{{$}}
// CHECK: mul_i32_w [[V46:[-0-9.e+]+]] [[V46]]{{$}}
// CHECK: max_i32_w [[V47:[-0-9.e+]+]] [[V47]]{{$}}
// CHECK: min_i32_w [[V48:[-0-9.e+]+]] [[V48]]{{$}}
// CHECK: iand_i32_w [[V49:[-0-9.e+]+]] [[V49]]{{$}}
// CHECK: ior_i32_w [[V50:[-0-9.e+]+]] [[V50]]{{$}}
// CHECK: xor_i32_w [[V51:[-0-9.e+]+]] [[V51]]{{$}}
// CHECK: land_i32_w [[V52:[-0-9.e+]+]] [[V52]]{{$}}
// CHECK: lor_i32_w [[V53:[-0-9.e+]+]] [[V53]]{{$}}
// CHECK: add_f64_w [[V54:[-0-9.e+]+]] [[V54]]{{$}}
// CHECK: mul_f64_w [[V55:[-0-9.e+]+]] [[V55]]{{$}}
// CHECK: max_f64_w [[V56:[-0-9.e+]+]] [[V56]]{{$}}
// CHECK: min_f64_w [[V57:[-0-9.e+]+]] [[V57]]{{$}}
// CHECK: land_f64_w [[V58:[-0-9.e+]+]] [[V58]]{{$}}
// CHECK: lor_f64_w [[V59:[-0-9.e+]+]] [[V59]]{{$}}

module attributes {omp.is_target_device = false, omp.is_gpu = false, llvm.target_triple = "x86_64-pc-linux-gnu"} {
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.mlir.global internal constant @fmt_add_i32_gwv("add_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_mul_i32_gwv("mul_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_max_i32_gwv("max_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_min_i32_gwv("min_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_iand_i32_gwv("iand_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_ior_i32_gwv("ior_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_xor_i32_gwv("xor_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_land_i32_gwv("land_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_lor_i32_gwv("lor_i32_gwv %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_add_f64_gwv("add_f64_gwv %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_mul_f64_gwv("mul_f64_gwv %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_max_f64_gwv("max_f64_gwv %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_min_f64_gwv("min_f64_gwv %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_land_f64_gwv("land_f64_gwv %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_lor_f64_gwv("lor_f64_gwv %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_add_i32_g("add_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_mul_i32_g("mul_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_max_i32_g("max_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_min_i32_g("min_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_iand_i32_g("iand_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_ior_i32_g("ior_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_xor_i32_g("xor_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_land_i32_g("land_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_lor_i32_g("lor_i32_g %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_add_f64_g("add_f64_g %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_mul_f64_g("mul_f64_g %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_max_f64_g("max_f64_g %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_min_f64_g("min_f64_g %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_land_f64_g("land_f64_g %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_lor_f64_g("lor_f64_g %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_add_i32_v("add_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_mul_i32_v("mul_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_max_i32_v("max_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_min_i32_v("min_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_iand_i32_v("iand_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_ior_i32_v("ior_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_xor_i32_v("xor_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_land_i32_v("land_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_lor_i32_v("lor_i32_v %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_add_f64_v("add_f64_v %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_mul_f64_v("mul_f64_v %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_max_f64_v("max_f64_v %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_min_f64_v("min_f64_v %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_land_f64_v("land_f64_v %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_lor_f64_v("lor_f64_v %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_add_i32_w("add_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_mul_i32_w("mul_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_max_i32_w("max_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_min_i32_w("min_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_iand_i32_w("iand_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_ior_i32_w("ior_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_xor_i32_w("xor_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_land_i32_w("land_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_lor_i32_w("lor_i32_w %d %d\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_add_f64_w("add_f64_w %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_mul_f64_w("mul_f64_w %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_max_f64_w("max_f64_w %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_min_f64_w("min_f64_w %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_land_f64_w("land_f64_w %g %g\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @fmt_lor_f64_w("lor_f64_w %g %g\0A\00") {addr_space = 0 : i32}
acc.reduction.recipe @red_add_i32 : !llvm.ptr reduction_operator <add> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_mul_i32 : !llvm.ptr reduction_operator <mul> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_max_i32 : !llvm.ptr reduction_operator <max> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_min_i32 : !llvm.ptr reduction_operator <min> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_iand_i32 : !llvm.ptr reduction_operator <iand> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_ior_i32 : !llvm.ptr reduction_operator <ior> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_xor_i32 : !llvm.ptr reduction_operator <xor> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_land_i32 : !llvm.ptr reduction_operator <land> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_lor_i32 : !llvm.ptr reduction_operator <lor> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x i32 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_add_f64 : !llvm.ptr reduction_operator <add> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_mul_f64 : !llvm.ptr reduction_operator <mul> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_max_f64 : !llvm.ptr reduction_operator <max> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_min_f64 : !llvm.ptr reduction_operator <min> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_land_f64 : !llvm.ptr reduction_operator <land> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}
acc.reduction.recipe @red_lor_f64 : !llvm.ptr reduction_operator <lor> init {
^bb0(%o: !llvm.ptr):
  %c1 = arith.constant 1 : i64
  %p = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
  acc.yield %p : !llvm.ptr
} combiner {
^bb0(%l: !llvm.ptr, %r: !llvm.ptr):
  acc.yield %l : !llvm.ptr
}

  func.func @add_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_add_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.addi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @mul_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_mul_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 25 : i32
        %xr = arith.remsi %i, %xk : i32
        %xzz = arith.constant 0 : i32
        %xe = arith.cmpi eq, %xr, %xzz : i32
        %xtwo = arith.constant 2 : i32
        %xone = arith.constant 1 : i32
        %xv = arith.select %xe, %xtwo, %xone : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.muli %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @max_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_max_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.maxsi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @min_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_min_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.minsi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @iand_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_iand_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 20 : i32
        %xr = arith.remsi %i, %xk : i32
        %xone = arith.constant 1 : i32
        %xb = arith.shli %xone, %xr : i32
        %xm = arith.constant -1 : i32
        %xv = arith.xori %xb, %xm : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.andi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @ior_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_ior_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 20 : i32
        %xr = arith.remsi %i, %xk : i32
        %xone = arith.constant 1 : i32
        %xv = arith.shli %xone, %xr : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.ori %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @xor_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_xor_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.xori %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @land_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_land_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi ne, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2z = arith.constant 0 : i32
        %s2a = arith.cmpi ne, %cur, %s2z : i32
        %s2b = arith.cmpi ne, %x, %s2z : i32
        %s2c = arith.andi %s2a, %s2b : i1
        %s2 = arith.extui %s2c : i1 to i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @lor_i32_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_lor_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi eq, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2z = arith.constant 0 : i32
        %s2a = arith.cmpi ne, %cur, %s2z : i32
        %s2b = arith.cmpi ne, %x, %s2z : i32
        %s2c = arith.ori %s2a, %s2b : i1
        %s2 = arith.extui %s2c : i1 to i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @add_f64_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_add_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.addf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @mul_f64_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_mul_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 25 : i32
        %xr = arith.remsi %i, %xk : i32
        %xzz = arith.constant 0 : i32
        %xe = arith.cmpi eq, %xr, %xzz : i32
        %xtwo = arith.constant 2 : i32
        %xone = arith.constant 1 : i32
        %xv = arith.select %xe, %xtwo, %xone : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.mulf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @max_f64_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_max_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.maxnumf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @min_f64_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_min_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.minnumf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @land_f64_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_land_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi ne, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2z = arith.constant 0.0 : f64
        %s2a = arith.cmpf une, %cur, %s2z : f64
        %s2b = arith.cmpf une, %x, %s2z : f64
        %s2c = arith.andi %s2a, %s2b : i1
        %s2 = arith.uitofp %s2c : i1 to f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @lor_f64_gwv(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) num_workers(%c2 : i32) vector_length(%c4 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_lor_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang worker vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi eq, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2z = arith.constant 0.0 : f64
        %s2a = arith.cmpf une, %cur, %s2z : f64
        %s2b = arith.cmpf une, %x, %s2z : f64
        %s2c = arith.ori %s2a, %s2b : i1
        %s2 = arith.uitofp %s2c : i1 to f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @add_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_add_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.addi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @mul_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_mul_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 25 : i32
        %xr = arith.remsi %i, %xk : i32
        %xzz = arith.constant 0 : i32
        %xe = arith.cmpi eq, %xr, %xzz : i32
        %xtwo = arith.constant 2 : i32
        %xone = arith.constant 1 : i32
        %xv = arith.select %xe, %xtwo, %xone : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.muli %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @max_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_max_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.maxsi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @min_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_min_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.minsi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @iand_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_iand_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 20 : i32
        %xr = arith.remsi %i, %xk : i32
        %xone = arith.constant 1 : i32
        %xb = arith.shli %xone, %xr : i32
        %xm = arith.constant -1 : i32
        %xv = arith.xori %xb, %xm : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.andi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @ior_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_ior_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 20 : i32
        %xr = arith.remsi %i, %xk : i32
        %xone = arith.constant 1 : i32
        %xv = arith.shli %xone, %xr : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.ori %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @xor_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_xor_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.xori %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @land_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_land_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi ne, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2z = arith.constant 0 : i32
        %s2a = arith.cmpi ne, %cur, %s2z : i32
        %s2b = arith.cmpi ne, %x, %s2z : i32
        %s2c = arith.andi %s2a, %s2b : i1
        %s2 = arith.extui %s2c : i1 to i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @lor_i32_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_lor_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi eq, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2z = arith.constant 0 : i32
        %s2a = arith.cmpi ne, %cur, %s2z : i32
        %s2b = arith.cmpi ne, %x, %s2z : i32
        %s2c = arith.ori %s2a, %s2b : i1
        %s2 = arith.extui %s2c : i1 to i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @add_f64_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_add_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.addf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @mul_f64_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_mul_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 25 : i32
        %xr = arith.remsi %i, %xk : i32
        %xzz = arith.constant 0 : i32
        %xe = arith.cmpi eq, %xr, %xzz : i32
        %xtwo = arith.constant 2 : i32
        %xone = arith.constant 1 : i32
        %xv = arith.select %xe, %xtwo, %xone : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.mulf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @max_f64_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_max_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.maxnumf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @min_f64_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_min_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.minnumf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @land_f64_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_land_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi ne, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2z = arith.constant 0.0 : f64
        %s2a = arith.cmpf une, %cur, %s2z : f64
        %s2b = arith.cmpf une, %x, %s2z : f64
        %s2c = arith.andi %s2a, %s2b : i1
        %s2 = arith.uitofp %s2c : i1 to f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @lor_f64_g(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c4 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_lor_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) gang reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi eq, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2z = arith.constant 0.0 : f64
        %s2a = arith.cmpf une, %cur, %s2z : f64
        %s2b = arith.cmpf une, %x, %s2z : f64
        %s2c = arith.ori %s2a, %s2b : i1
        %s2 = arith.uitofp %s2c : i1 to f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @add_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_add_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.addi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @mul_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_mul_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 25 : i32
        %xr = arith.remsi %i, %xk : i32
        %xzz = arith.constant 0 : i32
        %xe = arith.cmpi eq, %xr, %xzz : i32
        %xtwo = arith.constant 2 : i32
        %xone = arith.constant 1 : i32
        %xv = arith.select %xe, %xtwo, %xone : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.muli %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @max_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_max_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.maxsi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @min_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_min_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.minsi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @iand_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_iand_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 20 : i32
        %xr = arith.remsi %i, %xk : i32
        %xone = arith.constant 1 : i32
        %xb = arith.shli %xone, %xr : i32
        %xm = arith.constant -1 : i32
        %xv = arith.xori %xb, %xm : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.andi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @ior_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_ior_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 20 : i32
        %xr = arith.remsi %i, %xk : i32
        %xone = arith.constant 1 : i32
        %xv = arith.shli %xone, %xr : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.ori %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @xor_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_xor_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.xori %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @land_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_land_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi ne, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2z = arith.constant 0 : i32
        %s2a = arith.cmpi ne, %cur, %s2z : i32
        %s2b = arith.cmpi ne, %x, %s2z : i32
        %s2c = arith.andi %s2a, %s2b : i1
        %s2 = arith.extui %s2c : i1 to i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @lor_i32_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_lor_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi eq, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2z = arith.constant 0 : i32
        %s2a = arith.cmpi ne, %cur, %s2z : i32
        %s2b = arith.cmpi ne, %x, %s2z : i32
        %s2c = arith.ori %s2a, %s2b : i1
        %s2 = arith.extui %s2c : i1 to i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @add_f64_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_add_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.addf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @mul_f64_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_mul_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 25 : i32
        %xr = arith.remsi %i, %xk : i32
        %xzz = arith.constant 0 : i32
        %xe = arith.cmpi eq, %xr, %xzz : i32
        %xtwo = arith.constant 2 : i32
        %xone = arith.constant 1 : i32
        %xv = arith.select %xe, %xtwo, %xone : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.mulf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @max_f64_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_max_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.maxnumf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @min_f64_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_min_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.minnumf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @land_f64_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_land_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi ne, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2z = arith.constant 0.0 : f64
        %s2a = arith.cmpf une, %cur, %s2z : f64
        %s2b = arith.cmpf une, %x, %s2z : f64
        %s2c = arith.andi %s2a, %s2b : i1
        %s2 = arith.uitofp %s2c : i1 to f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @lor_f64_v(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_lor_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) vector reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi eq, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2z = arith.constant 0.0 : f64
        %s2a = arith.cmpf une, %cur, %s2z : f64
        %s2b = arith.cmpf une, %x, %s2z : f64
        %s2c = arith.ori %s2a, %s2b : i1
        %s2 = arith.uitofp %s2c : i1 to f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @add_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_add_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.addi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @mul_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_mul_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 25 : i32
        %xr = arith.remsi %i, %xk : i32
        %xzz = arith.constant 0 : i32
        %xe = arith.cmpi eq, %xr, %xzz : i32
        %xtwo = arith.constant 2 : i32
        %xone = arith.constant 1 : i32
        %xv = arith.select %xe, %xtwo, %xone : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.muli %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @max_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_max_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.maxsi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @min_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_min_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.minsi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @iand_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_iand_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 20 : i32
        %xr = arith.remsi %i, %xk : i32
        %xone = arith.constant 1 : i32
        %xb = arith.shli %xone, %xr : i32
        %xm = arith.constant -1 : i32
        %xv = arith.xori %xb, %xm : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.andi %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @ior_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_ior_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 20 : i32
        %xr = arith.remsi %i, %xk : i32
        %xone = arith.constant 1 : i32
        %xv = arith.shli %xone, %xr : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.ori %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @xor_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_xor_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2 = arith.xori %cur, %x : i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @land_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_land_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi ne, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2z = arith.constant 0 : i32
        %s2a = arith.cmpi ne, %cur, %s2z : i32
        %s2b = arith.cmpi ne, %x, %s2z : i32
        %s2c = arith.andi %s2a, %s2b : i1
        %s2 = arith.extui %s2c : i1 to i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @lor_i32_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(i32) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(i32) recipe(@red_lor_i32) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xzero = arith.constant 0 : i32
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi eq, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.addi %xv, %xzero : i32
        %cur = llvm.load %red : !llvm.ptr -> i32
        %s2z = arith.constant 0 : i32
        %s2a = arith.cmpi ne, %cur, %s2z : i32
        %s2b = arith.cmpi ne, %x, %s2z : i32
        %s2c = arith.ori %s2a, %s2b : i1
        %s2 = arith.extui %s2c : i1 to i32
        llvm.store %s2, %red : i32, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(i32) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @add_f64_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_add_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.addf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @mul_f64_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_mul_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 25 : i32
        %xr = arith.remsi %i, %xk : i32
        %xzz = arith.constant 0 : i32
        %xe = arith.cmpi eq, %xr, %xzz : i32
        %xtwo = arith.constant 2 : i32
        %xone = arith.constant 1 : i32
        %xv = arith.select %xe, %xtwo, %xone : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.mulf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @max_f64_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_max_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.maxnumf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @min_f64_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_min_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 37 : i32
        %xp = arith.muli %i, %xk : i32
        %xh = arith.constant 101 : i32
        %xr = arith.remsi %xp, %xh : i32
        %xf = arith.constant 50 : i32
        %xv = arith.subi %xr, %xf : i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2 = arith.minnumf %cur, %x : f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @land_f64_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_land_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi ne, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2z = arith.constant 0.0 : f64
        %s2a = arith.cmpf une, %cur, %s2z : f64
        %s2b = arith.cmpf une, %x, %s2z : f64
        %s2c = arith.andi %s2a, %s2b : i1
        %s2 = arith.uitofp %s2c : i1 to f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }
  func.func @lor_f64_w(%s: !llvm.ptr, %n: i32) {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %c4 = arith.constant 4 : i32
    %scp = acc.copyin varPtr(%s : !llvm.ptr) varType(f64) -> !llvm.ptr {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    acc.parallel combined(loop) num_gangs({%c1 : i32}) num_workers(%c2 : i32) dataOperands(%scp : !llvm.ptr) {
      %red = acc.reduction varPtr(%scp : !llvm.ptr) varType(f64) recipe(@red_lor_f64) -> !llvm.ptr {name = "s"}
      %c0 = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      acc.loop combined(parallel) worker reduction(%red : !llvm.ptr) control(%i : i32) = (%c0 : i32) to (%n : i32) step (%one : i32) {
        %xk = arith.constant 57 : i32
        %xe = arith.cmpi eq, %i, %xk : i32
        %xv = arith.extui %xe : i1 to i32
        %x = arith.sitofp %xv : i32 to f64
        %cur = llvm.load %red : !llvm.ptr -> f64
        %s2z = arith.constant 0.0 : f64
        %s2a = arith.cmpf une, %cur, %s2z : f64
        %s2b = arith.cmpf une, %x, %s2z : f64
        %s2c = arith.ori %s2a, %s2b : i1
        %s2 = arith.uitofp %s2c : i1 to f64
        llvm.store %s2, %red : f64, !llvm.ptr
        acc.yield
      } attributes {inclusiveUpperbound = array<i1: false>, independent = [#acc.device_type<none>]}
      acc.yield
    }
    acc.copyout accPtr(%scp : !llvm.ptr) to varPtr(%s : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_reduction>, implicit = true, name = "s"}
    return
  }

  func.func @main() -> i32 {
    %one64 = arith.constant 1 : i64
    %n = arith.constant 100 : i32
    %c0 = arith.constant 0 : i32
    %c1 = arith.constant 1 : i32
    %s0 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init0 = arith.constant 7 : i32
    llvm.store %init0, %s0 : i32, !llvm.ptr
    func.call @add_i32_gwv(%s0, %n) : (!llvm.ptr, i32) -> ()
    %got0 = llvm.load %s0 : !llvm.ptr -> i32
    %want0 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init0) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.addi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt0 = llvm.mlir.addressof @fmt_add_i32_gwv : !llvm.ptr
    %r0 = llvm.call @printf(%fmt0, %got0, %want0) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s1 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init1 = arith.constant 7 : i32
    llvm.store %init1, %s1 : i32, !llvm.ptr
    func.call @mul_i32_gwv(%s1, %n) : (!llvm.ptr, i32) -> ()
    %got1 = llvm.load %s1 : !llvm.ptr -> i32
    %want1 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init1) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 25 : i32
      %xr = arith.remsi %i, %xk : i32
      %xzz = arith.constant 0 : i32
      %xe = arith.cmpi eq, %xr, %xzz : i32
      %xtwo = arith.constant 2 : i32
      %xone = arith.constant 1 : i32
      %xv = arith.select %xe, %xtwo, %xone : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.muli %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt1 = llvm.mlir.addressof @fmt_mul_i32_gwv : !llvm.ptr
    %r1 = llvm.call @printf(%fmt1, %got1, %want1) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s2 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init2 = arith.constant 7 : i32
    llvm.store %init2, %s2 : i32, !llvm.ptr
    func.call @max_i32_gwv(%s2, %n) : (!llvm.ptr, i32) -> ()
    %got2 = llvm.load %s2 : !llvm.ptr -> i32
    %want2 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init2) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.maxsi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt2 = llvm.mlir.addressof @fmt_max_i32_gwv : !llvm.ptr
    %r2 = llvm.call @printf(%fmt2, %got2, %want2) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s3 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init3 = arith.constant 7 : i32
    llvm.store %init3, %s3 : i32, !llvm.ptr
    func.call @min_i32_gwv(%s3, %n) : (!llvm.ptr, i32) -> ()
    %got3 = llvm.load %s3 : !llvm.ptr -> i32
    %want3 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init3) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.minsi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt3 = llvm.mlir.addressof @fmt_min_i32_gwv : !llvm.ptr
    %r3 = llvm.call @printf(%fmt3, %got3, %want3) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s4 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init4 = arith.constant 7 : i32
    llvm.store %init4, %s4 : i32, !llvm.ptr
    func.call @iand_i32_gwv(%s4, %n) : (!llvm.ptr, i32) -> ()
    %got4 = llvm.load %s4 : !llvm.ptr -> i32
    %want4 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init4) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 20 : i32
      %xr = arith.remsi %i, %xk : i32
      %xone = arith.constant 1 : i32
      %xb = arith.shli %xone, %xr : i32
      %xm = arith.constant -1 : i32
      %xv = arith.xori %xb, %xm : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.andi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt4 = llvm.mlir.addressof @fmt_iand_i32_gwv : !llvm.ptr
    %r4 = llvm.call @printf(%fmt4, %got4, %want4) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s5 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init5 = arith.constant 7 : i32
    llvm.store %init5, %s5 : i32, !llvm.ptr
    func.call @ior_i32_gwv(%s5, %n) : (!llvm.ptr, i32) -> ()
    %got5 = llvm.load %s5 : !llvm.ptr -> i32
    %want5 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init5) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 20 : i32
      %xr = arith.remsi %i, %xk : i32
      %xone = arith.constant 1 : i32
      %xv = arith.shli %xone, %xr : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.ori %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt5 = llvm.mlir.addressof @fmt_ior_i32_gwv : !llvm.ptr
    %r5 = llvm.call @printf(%fmt5, %got5, %want5) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s6 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init6 = arith.constant 7 : i32
    llvm.store %init6, %s6 : i32, !llvm.ptr
    func.call @xor_i32_gwv(%s6, %n) : (!llvm.ptr, i32) -> ()
    %got6 = llvm.load %s6 : !llvm.ptr -> i32
    %want6 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init6) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.xori %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt6 = llvm.mlir.addressof @fmt_xor_i32_gwv : !llvm.ptr
    %r6 = llvm.call @printf(%fmt6, %got6, %want6) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s7 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init7 = arith.constant 1 : i32
    llvm.store %init7, %s7 : i32, !llvm.ptr
    func.call @land_i32_gwv(%s7, %n) : (!llvm.ptr, i32) -> ()
    %got7 = llvm.load %s7 : !llvm.ptr -> i32
    %want7 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init7) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi ne, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.addi %xv, %xzero : i32
      %yz = arith.constant 0 : i32
      %ya = arith.cmpi ne, %acc, %yz : i32
      %yb = arith.cmpi ne, %x, %yz : i32
      %yc = arith.andi %ya, %yb : i1
      %y = arith.extui %yc : i1 to i32
      scf.yield %y : i32
    }
    %fmt7 = llvm.mlir.addressof @fmt_land_i32_gwv : !llvm.ptr
    %r7 = llvm.call @printf(%fmt7, %got7, %want7) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s8 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init8 = arith.constant 0 : i32
    llvm.store %init8, %s8 : i32, !llvm.ptr
    func.call @lor_i32_gwv(%s8, %n) : (!llvm.ptr, i32) -> ()
    %got8 = llvm.load %s8 : !llvm.ptr -> i32
    %want8 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init8) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi eq, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.addi %xv, %xzero : i32
      %yz = arith.constant 0 : i32
      %ya = arith.cmpi ne, %acc, %yz : i32
      %yb = arith.cmpi ne, %x, %yz : i32
      %yc = arith.ori %ya, %yb : i1
      %y = arith.extui %yc : i1 to i32
      scf.yield %y : i32
    }
    %fmt8 = llvm.mlir.addressof @fmt_lor_i32_gwv : !llvm.ptr
    %r8 = llvm.call @printf(%fmt8, %got8, %want8) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s9 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init9 = arith.constant 7.5 : f64
    llvm.store %init9, %s9 : f64, !llvm.ptr
    func.call @add_f64_gwv(%s9, %n) : (!llvm.ptr, i32) -> ()
    %got9 = llvm.load %s9 : !llvm.ptr -> f64
    %want9 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init9) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.addf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt9 = llvm.mlir.addressof @fmt_add_f64_gwv : !llvm.ptr
    %r9 = llvm.call @printf(%fmt9, %got9, %want9) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s10 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init10 = arith.constant 7.5 : f64
    llvm.store %init10, %s10 : f64, !llvm.ptr
    func.call @mul_f64_gwv(%s10, %n) : (!llvm.ptr, i32) -> ()
    %got10 = llvm.load %s10 : !llvm.ptr -> f64
    %want10 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init10) -> (f64) : i32 {
      %xk = arith.constant 25 : i32
      %xr = arith.remsi %i, %xk : i32
      %xzz = arith.constant 0 : i32
      %xe = arith.cmpi eq, %xr, %xzz : i32
      %xtwo = arith.constant 2 : i32
      %xone = arith.constant 1 : i32
      %xv = arith.select %xe, %xtwo, %xone : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.mulf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt10 = llvm.mlir.addressof @fmt_mul_f64_gwv : !llvm.ptr
    %r10 = llvm.call @printf(%fmt10, %got10, %want10) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s11 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init11 = arith.constant 7.5 : f64
    llvm.store %init11, %s11 : f64, !llvm.ptr
    func.call @max_f64_gwv(%s11, %n) : (!llvm.ptr, i32) -> ()
    %got11 = llvm.load %s11 : !llvm.ptr -> f64
    %want11 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init11) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.maxnumf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt11 = llvm.mlir.addressof @fmt_max_f64_gwv : !llvm.ptr
    %r11 = llvm.call @printf(%fmt11, %got11, %want11) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s12 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init12 = arith.constant 7.5 : f64
    llvm.store %init12, %s12 : f64, !llvm.ptr
    func.call @min_f64_gwv(%s12, %n) : (!llvm.ptr, i32) -> ()
    %got12 = llvm.load %s12 : !llvm.ptr -> f64
    %want12 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init12) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.minnumf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt12 = llvm.mlir.addressof @fmt_min_f64_gwv : !llvm.ptr
    %r12 = llvm.call @printf(%fmt12, %got12, %want12) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s13 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init13 = arith.constant 1.0 : f64
    llvm.store %init13, %s13 : f64, !llvm.ptr
    func.call @land_f64_gwv(%s13, %n) : (!llvm.ptr, i32) -> ()
    %got13 = llvm.load %s13 : !llvm.ptr -> f64
    %want13 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init13) -> (f64) : i32 {
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi ne, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.sitofp %xv : i32 to f64
      %yz = arith.constant 0.0 : f64
      %ya = arith.cmpf une, %acc, %yz : f64
      %yb = arith.cmpf une, %x, %yz : f64
      %yc = arith.andi %ya, %yb : i1
      %y = arith.uitofp %yc : i1 to f64
      scf.yield %y : f64
    }
    %fmt13 = llvm.mlir.addressof @fmt_land_f64_gwv : !llvm.ptr
    %r13 = llvm.call @printf(%fmt13, %got13, %want13) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s14 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init14 = arith.constant 0.0 : f64
    llvm.store %init14, %s14 : f64, !llvm.ptr
    func.call @lor_f64_gwv(%s14, %n) : (!llvm.ptr, i32) -> ()
    %got14 = llvm.load %s14 : !llvm.ptr -> f64
    %want14 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init14) -> (f64) : i32 {
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi eq, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.sitofp %xv : i32 to f64
      %yz = arith.constant 0.0 : f64
      %ya = arith.cmpf une, %acc, %yz : f64
      %yb = arith.cmpf une, %x, %yz : f64
      %yc = arith.ori %ya, %yb : i1
      %y = arith.uitofp %yc : i1 to f64
      scf.yield %y : f64
    }
    %fmt14 = llvm.mlir.addressof @fmt_lor_f64_gwv : !llvm.ptr
    %r14 = llvm.call @printf(%fmt14, %got14, %want14) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s15 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init15 = arith.constant 7 : i32
    llvm.store %init15, %s15 : i32, !llvm.ptr
    func.call @add_i32_g(%s15, %n) : (!llvm.ptr, i32) -> ()
    %got15 = llvm.load %s15 : !llvm.ptr -> i32
    %want15 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init15) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.addi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt15 = llvm.mlir.addressof @fmt_add_i32_g : !llvm.ptr
    %r15 = llvm.call @printf(%fmt15, %got15, %want15) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s16 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init16 = arith.constant 7 : i32
    llvm.store %init16, %s16 : i32, !llvm.ptr
    func.call @mul_i32_g(%s16, %n) : (!llvm.ptr, i32) -> ()
    %got16 = llvm.load %s16 : !llvm.ptr -> i32
    %want16 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init16) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 25 : i32
      %xr = arith.remsi %i, %xk : i32
      %xzz = arith.constant 0 : i32
      %xe = arith.cmpi eq, %xr, %xzz : i32
      %xtwo = arith.constant 2 : i32
      %xone = arith.constant 1 : i32
      %xv = arith.select %xe, %xtwo, %xone : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.muli %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt16 = llvm.mlir.addressof @fmt_mul_i32_g : !llvm.ptr
    %r16 = llvm.call @printf(%fmt16, %got16, %want16) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s17 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init17 = arith.constant 7 : i32
    llvm.store %init17, %s17 : i32, !llvm.ptr
    func.call @max_i32_g(%s17, %n) : (!llvm.ptr, i32) -> ()
    %got17 = llvm.load %s17 : !llvm.ptr -> i32
    %want17 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init17) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.maxsi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt17 = llvm.mlir.addressof @fmt_max_i32_g : !llvm.ptr
    %r17 = llvm.call @printf(%fmt17, %got17, %want17) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s18 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init18 = arith.constant 7 : i32
    llvm.store %init18, %s18 : i32, !llvm.ptr
    func.call @min_i32_g(%s18, %n) : (!llvm.ptr, i32) -> ()
    %got18 = llvm.load %s18 : !llvm.ptr -> i32
    %want18 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init18) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.minsi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt18 = llvm.mlir.addressof @fmt_min_i32_g : !llvm.ptr
    %r18 = llvm.call @printf(%fmt18, %got18, %want18) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s19 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init19 = arith.constant 7 : i32
    llvm.store %init19, %s19 : i32, !llvm.ptr
    func.call @iand_i32_g(%s19, %n) : (!llvm.ptr, i32) -> ()
    %got19 = llvm.load %s19 : !llvm.ptr -> i32
    %want19 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init19) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 20 : i32
      %xr = arith.remsi %i, %xk : i32
      %xone = arith.constant 1 : i32
      %xb = arith.shli %xone, %xr : i32
      %xm = arith.constant -1 : i32
      %xv = arith.xori %xb, %xm : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.andi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt19 = llvm.mlir.addressof @fmt_iand_i32_g : !llvm.ptr
    %r19 = llvm.call @printf(%fmt19, %got19, %want19) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s20 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init20 = arith.constant 7 : i32
    llvm.store %init20, %s20 : i32, !llvm.ptr
    func.call @ior_i32_g(%s20, %n) : (!llvm.ptr, i32) -> ()
    %got20 = llvm.load %s20 : !llvm.ptr -> i32
    %want20 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init20) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 20 : i32
      %xr = arith.remsi %i, %xk : i32
      %xone = arith.constant 1 : i32
      %xv = arith.shli %xone, %xr : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.ori %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt20 = llvm.mlir.addressof @fmt_ior_i32_g : !llvm.ptr
    %r20 = llvm.call @printf(%fmt20, %got20, %want20) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s21 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init21 = arith.constant 7 : i32
    llvm.store %init21, %s21 : i32, !llvm.ptr
    func.call @xor_i32_g(%s21, %n) : (!llvm.ptr, i32) -> ()
    %got21 = llvm.load %s21 : !llvm.ptr -> i32
    %want21 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init21) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.xori %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt21 = llvm.mlir.addressof @fmt_xor_i32_g : !llvm.ptr
    %r21 = llvm.call @printf(%fmt21, %got21, %want21) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s22 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init22 = arith.constant 1 : i32
    llvm.store %init22, %s22 : i32, !llvm.ptr
    func.call @land_i32_g(%s22, %n) : (!llvm.ptr, i32) -> ()
    %got22 = llvm.load %s22 : !llvm.ptr -> i32
    %want22 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init22) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi ne, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.addi %xv, %xzero : i32
      %yz = arith.constant 0 : i32
      %ya = arith.cmpi ne, %acc, %yz : i32
      %yb = arith.cmpi ne, %x, %yz : i32
      %yc = arith.andi %ya, %yb : i1
      %y = arith.extui %yc : i1 to i32
      scf.yield %y : i32
    }
    %fmt22 = llvm.mlir.addressof @fmt_land_i32_g : !llvm.ptr
    %r22 = llvm.call @printf(%fmt22, %got22, %want22) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s23 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init23 = arith.constant 0 : i32
    llvm.store %init23, %s23 : i32, !llvm.ptr
    func.call @lor_i32_g(%s23, %n) : (!llvm.ptr, i32) -> ()
    %got23 = llvm.load %s23 : !llvm.ptr -> i32
    %want23 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init23) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi eq, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.addi %xv, %xzero : i32
      %yz = arith.constant 0 : i32
      %ya = arith.cmpi ne, %acc, %yz : i32
      %yb = arith.cmpi ne, %x, %yz : i32
      %yc = arith.ori %ya, %yb : i1
      %y = arith.extui %yc : i1 to i32
      scf.yield %y : i32
    }
    %fmt23 = llvm.mlir.addressof @fmt_lor_i32_g : !llvm.ptr
    %r23 = llvm.call @printf(%fmt23, %got23, %want23) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s24 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init24 = arith.constant 7.5 : f64
    llvm.store %init24, %s24 : f64, !llvm.ptr
    func.call @add_f64_g(%s24, %n) : (!llvm.ptr, i32) -> ()
    %got24 = llvm.load %s24 : !llvm.ptr -> f64
    %want24 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init24) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.addf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt24 = llvm.mlir.addressof @fmt_add_f64_g : !llvm.ptr
    %r24 = llvm.call @printf(%fmt24, %got24, %want24) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s25 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init25 = arith.constant 7.5 : f64
    llvm.store %init25, %s25 : f64, !llvm.ptr
    func.call @mul_f64_g(%s25, %n) : (!llvm.ptr, i32) -> ()
    %got25 = llvm.load %s25 : !llvm.ptr -> f64
    %want25 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init25) -> (f64) : i32 {
      %xk = arith.constant 25 : i32
      %xr = arith.remsi %i, %xk : i32
      %xzz = arith.constant 0 : i32
      %xe = arith.cmpi eq, %xr, %xzz : i32
      %xtwo = arith.constant 2 : i32
      %xone = arith.constant 1 : i32
      %xv = arith.select %xe, %xtwo, %xone : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.mulf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt25 = llvm.mlir.addressof @fmt_mul_f64_g : !llvm.ptr
    %r25 = llvm.call @printf(%fmt25, %got25, %want25) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s26 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init26 = arith.constant 7.5 : f64
    llvm.store %init26, %s26 : f64, !llvm.ptr
    func.call @max_f64_g(%s26, %n) : (!llvm.ptr, i32) -> ()
    %got26 = llvm.load %s26 : !llvm.ptr -> f64
    %want26 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init26) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.maxnumf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt26 = llvm.mlir.addressof @fmt_max_f64_g : !llvm.ptr
    %r26 = llvm.call @printf(%fmt26, %got26, %want26) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s27 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init27 = arith.constant 7.5 : f64
    llvm.store %init27, %s27 : f64, !llvm.ptr
    func.call @min_f64_g(%s27, %n) : (!llvm.ptr, i32) -> ()
    %got27 = llvm.load %s27 : !llvm.ptr -> f64
    %want27 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init27) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.minnumf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt27 = llvm.mlir.addressof @fmt_min_f64_g : !llvm.ptr
    %r27 = llvm.call @printf(%fmt27, %got27, %want27) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s28 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init28 = arith.constant 1.0 : f64
    llvm.store %init28, %s28 : f64, !llvm.ptr
    func.call @land_f64_g(%s28, %n) : (!llvm.ptr, i32) -> ()
    %got28 = llvm.load %s28 : !llvm.ptr -> f64
    %want28 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init28) -> (f64) : i32 {
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi ne, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.sitofp %xv : i32 to f64
      %yz = arith.constant 0.0 : f64
      %ya = arith.cmpf une, %acc, %yz : f64
      %yb = arith.cmpf une, %x, %yz : f64
      %yc = arith.andi %ya, %yb : i1
      %y = arith.uitofp %yc : i1 to f64
      scf.yield %y : f64
    }
    %fmt28 = llvm.mlir.addressof @fmt_land_f64_g : !llvm.ptr
    %r28 = llvm.call @printf(%fmt28, %got28, %want28) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s29 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init29 = arith.constant 0.0 : f64
    llvm.store %init29, %s29 : f64, !llvm.ptr
    func.call @lor_f64_g(%s29, %n) : (!llvm.ptr, i32) -> ()
    %got29 = llvm.load %s29 : !llvm.ptr -> f64
    %want29 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init29) -> (f64) : i32 {
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi eq, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.sitofp %xv : i32 to f64
      %yz = arith.constant 0.0 : f64
      %ya = arith.cmpf une, %acc, %yz : f64
      %yb = arith.cmpf une, %x, %yz : f64
      %yc = arith.ori %ya, %yb : i1
      %y = arith.uitofp %yc : i1 to f64
      scf.yield %y : f64
    }
    %fmt29 = llvm.mlir.addressof @fmt_lor_f64_g : !llvm.ptr
    %r29 = llvm.call @printf(%fmt29, %got29, %want29) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s30 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init30 = arith.constant 7 : i32
    llvm.store %init30, %s30 : i32, !llvm.ptr
    func.call @add_i32_v(%s30, %n) : (!llvm.ptr, i32) -> ()
    %got30 = llvm.load %s30 : !llvm.ptr -> i32
    %want30 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init30) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.addi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt30 = llvm.mlir.addressof @fmt_add_i32_v : !llvm.ptr
    %r30 = llvm.call @printf(%fmt30, %got30, %want30) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s31 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init31 = arith.constant 7 : i32
    llvm.store %init31, %s31 : i32, !llvm.ptr
    func.call @mul_i32_v(%s31, %n) : (!llvm.ptr, i32) -> ()
    %got31 = llvm.load %s31 : !llvm.ptr -> i32
    %want31 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init31) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 25 : i32
      %xr = arith.remsi %i, %xk : i32
      %xzz = arith.constant 0 : i32
      %xe = arith.cmpi eq, %xr, %xzz : i32
      %xtwo = arith.constant 2 : i32
      %xone = arith.constant 1 : i32
      %xv = arith.select %xe, %xtwo, %xone : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.muli %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt31 = llvm.mlir.addressof @fmt_mul_i32_v : !llvm.ptr
    %r31 = llvm.call @printf(%fmt31, %got31, %want31) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s32 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init32 = arith.constant 7 : i32
    llvm.store %init32, %s32 : i32, !llvm.ptr
    func.call @max_i32_v(%s32, %n) : (!llvm.ptr, i32) -> ()
    %got32 = llvm.load %s32 : !llvm.ptr -> i32
    %want32 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init32) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.maxsi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt32 = llvm.mlir.addressof @fmt_max_i32_v : !llvm.ptr
    %r32 = llvm.call @printf(%fmt32, %got32, %want32) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s33 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init33 = arith.constant 7 : i32
    llvm.store %init33, %s33 : i32, !llvm.ptr
    func.call @min_i32_v(%s33, %n) : (!llvm.ptr, i32) -> ()
    %got33 = llvm.load %s33 : !llvm.ptr -> i32
    %want33 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init33) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.minsi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt33 = llvm.mlir.addressof @fmt_min_i32_v : !llvm.ptr
    %r33 = llvm.call @printf(%fmt33, %got33, %want33) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s34 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init34 = arith.constant 7 : i32
    llvm.store %init34, %s34 : i32, !llvm.ptr
    func.call @iand_i32_v(%s34, %n) : (!llvm.ptr, i32) -> ()
    %got34 = llvm.load %s34 : !llvm.ptr -> i32
    %want34 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init34) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 20 : i32
      %xr = arith.remsi %i, %xk : i32
      %xone = arith.constant 1 : i32
      %xb = arith.shli %xone, %xr : i32
      %xm = arith.constant -1 : i32
      %xv = arith.xori %xb, %xm : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.andi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt34 = llvm.mlir.addressof @fmt_iand_i32_v : !llvm.ptr
    %r34 = llvm.call @printf(%fmt34, %got34, %want34) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s35 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init35 = arith.constant 7 : i32
    llvm.store %init35, %s35 : i32, !llvm.ptr
    func.call @ior_i32_v(%s35, %n) : (!llvm.ptr, i32) -> ()
    %got35 = llvm.load %s35 : !llvm.ptr -> i32
    %want35 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init35) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 20 : i32
      %xr = arith.remsi %i, %xk : i32
      %xone = arith.constant 1 : i32
      %xv = arith.shli %xone, %xr : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.ori %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt35 = llvm.mlir.addressof @fmt_ior_i32_v : !llvm.ptr
    %r35 = llvm.call @printf(%fmt35, %got35, %want35) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s36 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init36 = arith.constant 7 : i32
    llvm.store %init36, %s36 : i32, !llvm.ptr
    func.call @xor_i32_v(%s36, %n) : (!llvm.ptr, i32) -> ()
    %got36 = llvm.load %s36 : !llvm.ptr -> i32
    %want36 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init36) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.xori %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt36 = llvm.mlir.addressof @fmt_xor_i32_v : !llvm.ptr
    %r36 = llvm.call @printf(%fmt36, %got36, %want36) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s37 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init37 = arith.constant 1 : i32
    llvm.store %init37, %s37 : i32, !llvm.ptr
    func.call @land_i32_v(%s37, %n) : (!llvm.ptr, i32) -> ()
    %got37 = llvm.load %s37 : !llvm.ptr -> i32
    %want37 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init37) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi ne, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.addi %xv, %xzero : i32
      %yz = arith.constant 0 : i32
      %ya = arith.cmpi ne, %acc, %yz : i32
      %yb = arith.cmpi ne, %x, %yz : i32
      %yc = arith.andi %ya, %yb : i1
      %y = arith.extui %yc : i1 to i32
      scf.yield %y : i32
    }
    %fmt37 = llvm.mlir.addressof @fmt_land_i32_v : !llvm.ptr
    %r37 = llvm.call @printf(%fmt37, %got37, %want37) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s38 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init38 = arith.constant 0 : i32
    llvm.store %init38, %s38 : i32, !llvm.ptr
    func.call @lor_i32_v(%s38, %n) : (!llvm.ptr, i32) -> ()
    %got38 = llvm.load %s38 : !llvm.ptr -> i32
    %want38 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init38) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi eq, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.addi %xv, %xzero : i32
      %yz = arith.constant 0 : i32
      %ya = arith.cmpi ne, %acc, %yz : i32
      %yb = arith.cmpi ne, %x, %yz : i32
      %yc = arith.ori %ya, %yb : i1
      %y = arith.extui %yc : i1 to i32
      scf.yield %y : i32
    }
    %fmt38 = llvm.mlir.addressof @fmt_lor_i32_v : !llvm.ptr
    %r38 = llvm.call @printf(%fmt38, %got38, %want38) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s39 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init39 = arith.constant 7.5 : f64
    llvm.store %init39, %s39 : f64, !llvm.ptr
    func.call @add_f64_v(%s39, %n) : (!llvm.ptr, i32) -> ()
    %got39 = llvm.load %s39 : !llvm.ptr -> f64
    %want39 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init39) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.addf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt39 = llvm.mlir.addressof @fmt_add_f64_v : !llvm.ptr
    %r39 = llvm.call @printf(%fmt39, %got39, %want39) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s40 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init40 = arith.constant 7.5 : f64
    llvm.store %init40, %s40 : f64, !llvm.ptr
    func.call @mul_f64_v(%s40, %n) : (!llvm.ptr, i32) -> ()
    %got40 = llvm.load %s40 : !llvm.ptr -> f64
    %want40 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init40) -> (f64) : i32 {
      %xk = arith.constant 25 : i32
      %xr = arith.remsi %i, %xk : i32
      %xzz = arith.constant 0 : i32
      %xe = arith.cmpi eq, %xr, %xzz : i32
      %xtwo = arith.constant 2 : i32
      %xone = arith.constant 1 : i32
      %xv = arith.select %xe, %xtwo, %xone : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.mulf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt40 = llvm.mlir.addressof @fmt_mul_f64_v : !llvm.ptr
    %r40 = llvm.call @printf(%fmt40, %got40, %want40) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s41 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init41 = arith.constant 7.5 : f64
    llvm.store %init41, %s41 : f64, !llvm.ptr
    func.call @max_f64_v(%s41, %n) : (!llvm.ptr, i32) -> ()
    %got41 = llvm.load %s41 : !llvm.ptr -> f64
    %want41 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init41) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.maxnumf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt41 = llvm.mlir.addressof @fmt_max_f64_v : !llvm.ptr
    %r41 = llvm.call @printf(%fmt41, %got41, %want41) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s42 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init42 = arith.constant 7.5 : f64
    llvm.store %init42, %s42 : f64, !llvm.ptr
    func.call @min_f64_v(%s42, %n) : (!llvm.ptr, i32) -> ()
    %got42 = llvm.load %s42 : !llvm.ptr -> f64
    %want42 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init42) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.minnumf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt42 = llvm.mlir.addressof @fmt_min_f64_v : !llvm.ptr
    %r42 = llvm.call @printf(%fmt42, %got42, %want42) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s43 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init43 = arith.constant 1.0 : f64
    llvm.store %init43, %s43 : f64, !llvm.ptr
    func.call @land_f64_v(%s43, %n) : (!llvm.ptr, i32) -> ()
    %got43 = llvm.load %s43 : !llvm.ptr -> f64
    %want43 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init43) -> (f64) : i32 {
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi ne, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.sitofp %xv : i32 to f64
      %yz = arith.constant 0.0 : f64
      %ya = arith.cmpf une, %acc, %yz : f64
      %yb = arith.cmpf une, %x, %yz : f64
      %yc = arith.andi %ya, %yb : i1
      %y = arith.uitofp %yc : i1 to f64
      scf.yield %y : f64
    }
    %fmt43 = llvm.mlir.addressof @fmt_land_f64_v : !llvm.ptr
    %r43 = llvm.call @printf(%fmt43, %got43, %want43) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s44 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init44 = arith.constant 0.0 : f64
    llvm.store %init44, %s44 : f64, !llvm.ptr
    func.call @lor_f64_v(%s44, %n) : (!llvm.ptr, i32) -> ()
    %got44 = llvm.load %s44 : !llvm.ptr -> f64
    %want44 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init44) -> (f64) : i32 {
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi eq, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.sitofp %xv : i32 to f64
      %yz = arith.constant 0.0 : f64
      %ya = arith.cmpf une, %acc, %yz : f64
      %yb = arith.cmpf une, %x, %yz : f64
      %yc = arith.ori %ya, %yb : i1
      %y = arith.uitofp %yc : i1 to f64
      scf.yield %y : f64
    }
    %fmt44 = llvm.mlir.addressof @fmt_lor_f64_v : !llvm.ptr
    %r44 = llvm.call @printf(%fmt44, %got44, %want44) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s45 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init45 = arith.constant 7 : i32
    llvm.store %init45, %s45 : i32, !llvm.ptr
    func.call @add_i32_w(%s45, %n) : (!llvm.ptr, i32) -> ()
    %got45 = llvm.load %s45 : !llvm.ptr -> i32
    %want45 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init45) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.addi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt45 = llvm.mlir.addressof @fmt_add_i32_w : !llvm.ptr
    %r45 = llvm.call @printf(%fmt45, %got45, %want45) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s46 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init46 = arith.constant 7 : i32
    llvm.store %init46, %s46 : i32, !llvm.ptr
    func.call @mul_i32_w(%s46, %n) : (!llvm.ptr, i32) -> ()
    %got46 = llvm.load %s46 : !llvm.ptr -> i32
    %want46 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init46) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 25 : i32
      %xr = arith.remsi %i, %xk : i32
      %xzz = arith.constant 0 : i32
      %xe = arith.cmpi eq, %xr, %xzz : i32
      %xtwo = arith.constant 2 : i32
      %xone = arith.constant 1 : i32
      %xv = arith.select %xe, %xtwo, %xone : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.muli %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt46 = llvm.mlir.addressof @fmt_mul_i32_w : !llvm.ptr
    %r46 = llvm.call @printf(%fmt46, %got46, %want46) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s47 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init47 = arith.constant 7 : i32
    llvm.store %init47, %s47 : i32, !llvm.ptr
    func.call @max_i32_w(%s47, %n) : (!llvm.ptr, i32) -> ()
    %got47 = llvm.load %s47 : !llvm.ptr -> i32
    %want47 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init47) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.maxsi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt47 = llvm.mlir.addressof @fmt_max_i32_w : !llvm.ptr
    %r47 = llvm.call @printf(%fmt47, %got47, %want47) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s48 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init48 = arith.constant 7 : i32
    llvm.store %init48, %s48 : i32, !llvm.ptr
    func.call @min_i32_w(%s48, %n) : (!llvm.ptr, i32) -> ()
    %got48 = llvm.load %s48 : !llvm.ptr -> i32
    %want48 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init48) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.minsi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt48 = llvm.mlir.addressof @fmt_min_i32_w : !llvm.ptr
    %r48 = llvm.call @printf(%fmt48, %got48, %want48) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s49 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init49 = arith.constant 7 : i32
    llvm.store %init49, %s49 : i32, !llvm.ptr
    func.call @iand_i32_w(%s49, %n) : (!llvm.ptr, i32) -> ()
    %got49 = llvm.load %s49 : !llvm.ptr -> i32
    %want49 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init49) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 20 : i32
      %xr = arith.remsi %i, %xk : i32
      %xone = arith.constant 1 : i32
      %xb = arith.shli %xone, %xr : i32
      %xm = arith.constant -1 : i32
      %xv = arith.xori %xb, %xm : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.andi %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt49 = llvm.mlir.addressof @fmt_iand_i32_w : !llvm.ptr
    %r49 = llvm.call @printf(%fmt49, %got49, %want49) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s50 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init50 = arith.constant 7 : i32
    llvm.store %init50, %s50 : i32, !llvm.ptr
    func.call @ior_i32_w(%s50, %n) : (!llvm.ptr, i32) -> ()
    %got50 = llvm.load %s50 : !llvm.ptr -> i32
    %want50 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init50) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 20 : i32
      %xr = arith.remsi %i, %xk : i32
      %xone = arith.constant 1 : i32
      %xv = arith.shli %xone, %xr : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.ori %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt50 = llvm.mlir.addressof @fmt_ior_i32_w : !llvm.ptr
    %r50 = llvm.call @printf(%fmt50, %got50, %want50) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s51 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init51 = arith.constant 7 : i32
    llvm.store %init51, %s51 : i32, !llvm.ptr
    func.call @xor_i32_w(%s51, %n) : (!llvm.ptr, i32) -> ()
    %got51 = llvm.load %s51 : !llvm.ptr -> i32
    %want51 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init51) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.addi %xv, %xzero : i32
      %y = arith.xori %acc, %x : i32
      scf.yield %y : i32
    }
    %fmt51 = llvm.mlir.addressof @fmt_xor_i32_w : !llvm.ptr
    %r51 = llvm.call @printf(%fmt51, %got51, %want51) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s52 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init52 = arith.constant 1 : i32
    llvm.store %init52, %s52 : i32, !llvm.ptr
    func.call @land_i32_w(%s52, %n) : (!llvm.ptr, i32) -> ()
    %got52 = llvm.load %s52 : !llvm.ptr -> i32
    %want52 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init52) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi ne, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.addi %xv, %xzero : i32
      %yz = arith.constant 0 : i32
      %ya = arith.cmpi ne, %acc, %yz : i32
      %yb = arith.cmpi ne, %x, %yz : i32
      %yc = arith.andi %ya, %yb : i1
      %y = arith.extui %yc : i1 to i32
      scf.yield %y : i32
    }
    %fmt52 = llvm.mlir.addressof @fmt_land_i32_w : !llvm.ptr
    %r52 = llvm.call @printf(%fmt52, %got52, %want52) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s53 = llvm.alloca %one64 x i32 : (i64) -> !llvm.ptr
    %init53 = arith.constant 0 : i32
    llvm.store %init53, %s53 : i32, !llvm.ptr
    func.call @lor_i32_w(%s53, %n) : (!llvm.ptr, i32) -> ()
    %got53 = llvm.load %s53 : !llvm.ptr -> i32
    %want53 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init53) -> (i32) : i32 {
      %xzero = arith.constant 0 : i32
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi eq, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.addi %xv, %xzero : i32
      %yz = arith.constant 0 : i32
      %ya = arith.cmpi ne, %acc, %yz : i32
      %yb = arith.cmpi ne, %x, %yz : i32
      %yc = arith.ori %ya, %yb : i1
      %y = arith.extui %yc : i1 to i32
      scf.yield %y : i32
    }
    %fmt53 = llvm.mlir.addressof @fmt_lor_i32_w : !llvm.ptr
    %r53 = llvm.call @printf(%fmt53, %got53, %want53) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32, i32) -> i32
    %s54 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init54 = arith.constant 7.5 : f64
    llvm.store %init54, %s54 : f64, !llvm.ptr
    func.call @add_f64_w(%s54, %n) : (!llvm.ptr, i32) -> ()
    %got54 = llvm.load %s54 : !llvm.ptr -> f64
    %want54 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init54) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.addf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt54 = llvm.mlir.addressof @fmt_add_f64_w : !llvm.ptr
    %r54 = llvm.call @printf(%fmt54, %got54, %want54) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s55 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init55 = arith.constant 7.5 : f64
    llvm.store %init55, %s55 : f64, !llvm.ptr
    func.call @mul_f64_w(%s55, %n) : (!llvm.ptr, i32) -> ()
    %got55 = llvm.load %s55 : !llvm.ptr -> f64
    %want55 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init55) -> (f64) : i32 {
      %xk = arith.constant 25 : i32
      %xr = arith.remsi %i, %xk : i32
      %xzz = arith.constant 0 : i32
      %xe = arith.cmpi eq, %xr, %xzz : i32
      %xtwo = arith.constant 2 : i32
      %xone = arith.constant 1 : i32
      %xv = arith.select %xe, %xtwo, %xone : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.mulf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt55 = llvm.mlir.addressof @fmt_mul_f64_w : !llvm.ptr
    %r55 = llvm.call @printf(%fmt55, %got55, %want55) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s56 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init56 = arith.constant 7.5 : f64
    llvm.store %init56, %s56 : f64, !llvm.ptr
    func.call @max_f64_w(%s56, %n) : (!llvm.ptr, i32) -> ()
    %got56 = llvm.load %s56 : !llvm.ptr -> f64
    %want56 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init56) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.maxnumf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt56 = llvm.mlir.addressof @fmt_max_f64_w : !llvm.ptr
    %r56 = llvm.call @printf(%fmt56, %got56, %want56) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s57 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init57 = arith.constant 7.5 : f64
    llvm.store %init57, %s57 : f64, !llvm.ptr
    func.call @min_f64_w(%s57, %n) : (!llvm.ptr, i32) -> ()
    %got57 = llvm.load %s57 : !llvm.ptr -> f64
    %want57 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init57) -> (f64) : i32 {
      %xk = arith.constant 37 : i32
      %xp = arith.muli %i, %xk : i32
      %xh = arith.constant 101 : i32
      %xr = arith.remsi %xp, %xh : i32
      %xf = arith.constant 50 : i32
      %xv = arith.subi %xr, %xf : i32
      %x = arith.sitofp %xv : i32 to f64
      %y = arith.minnumf %acc, %x : f64
      scf.yield %y : f64
    }
    %fmt57 = llvm.mlir.addressof @fmt_min_f64_w : !llvm.ptr
    %r57 = llvm.call @printf(%fmt57, %got57, %want57) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s58 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init58 = arith.constant 1.0 : f64
    llvm.store %init58, %s58 : f64, !llvm.ptr
    func.call @land_f64_w(%s58, %n) : (!llvm.ptr, i32) -> ()
    %got58 = llvm.load %s58 : !llvm.ptr -> f64
    %want58 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init58) -> (f64) : i32 {
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi ne, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.sitofp %xv : i32 to f64
      %yz = arith.constant 0.0 : f64
      %ya = arith.cmpf une, %acc, %yz : f64
      %yb = arith.cmpf une, %x, %yz : f64
      %yc = arith.andi %ya, %yb : i1
      %y = arith.uitofp %yc : i1 to f64
      scf.yield %y : f64
    }
    %fmt58 = llvm.mlir.addressof @fmt_land_f64_w : !llvm.ptr
    %r58 = llvm.call @printf(%fmt58, %got58, %want58) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %s59 = llvm.alloca %one64 x f64 : (i64) -> !llvm.ptr
    %init59 = arith.constant 0.0 : f64
    llvm.store %init59, %s59 : f64, !llvm.ptr
    func.call @lor_f64_w(%s59, %n) : (!llvm.ptr, i32) -> ()
    %got59 = llvm.load %s59 : !llvm.ptr -> f64
    %want59 = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init59) -> (f64) : i32 {
      %xk = arith.constant 57 : i32
      %xe = arith.cmpi eq, %i, %xk : i32
      %xv = arith.extui %xe : i1 to i32
      %x = arith.sitofp %xv : i32 to f64
      %yz = arith.constant 0.0 : f64
      %ya = arith.cmpf une, %acc, %yz : f64
      %yb = arith.cmpf une, %x, %yz : f64
      %yc = arith.ori %ya, %yb : i1
      %y = arith.uitofp %yc : i1 to f64
      scf.yield %y : f64
    }
    %fmt59 = llvm.mlir.addressof @fmt_lor_f64_w : !llvm.ptr
    %r59 = llvm.call @printf(%fmt59, %got59, %want59) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, f64) -> i32
    %ret = arith.constant 0 : i32
    return %ret : i32
  }
}
