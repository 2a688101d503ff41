// What a vector loop tells LLVM: `vector` becomes `omp simd`, whose loop
// carries llvm.loop metadata (vectorize.enable, parallel_accesses over the
// loop's access group, and vectorize.width from vector_length), and at -O2
// the loop is vectorized at that width. A loop without vector gets none.
//
// RUN: accc -S -emit-llvm %s -o - | FileCheck %s
// RUN: accc -O2 -S -emit-llvm %s -o - | FileCheck %s --check-prefix=OPT

// CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_add_l{{[0-9]+}}..omp_par(
// CHECK:         load float, ptr %{{.*}}, !llvm.access.group ![[GROUP:[0-9]+]]
// CHECK:         br label %{{.*}}, !llvm.loop ![[LOOP:[0-9]+]]
// CHECK-LABEL: define internal void @__omp_offloading_{{.*}}_gang_only_l{{[0-9]+}}..omp_par(
// CHECK-NOT:     !llvm.loop
// CHECK:       !llvm.module.flags
// CHECK:       ![[GROUP]] = distinct !{}
// CHECK:       ![[LOOP]] = distinct !{![[LOOP]], ![[PA:[0-9]+]], ![[EN:[0-9]+]], ![[W:[0-9]+]]}
// CHECK:       ![[PA]] = !{!"llvm.loop.parallel_accesses", ![[GROUP]]}
// CHECK:       ![[EN]] = !{!"llvm.loop.vectorize.enable", i1 true}
// CHECK:       ![[W]] = !{!"llvm.loop.vectorize.width", i64 8}

// OPT-LABEL: define {{.*}}@add(
// OPT:         load <8 x float>
// OPT:         fadd <8 x float>
void add(int n, float *a, const float *b) {
#pragma acc parallel loop gang vector vector_length(8) copy(a[0:n]) copyin(b[0:n])
  for (int i = 0; i < n; i++)
    a[i] += b[i];
}

void gang_only(int n, float *a) {
#pragma acc parallel loop gang copy(a[0:n])
  for (int i = 0; i < n; i++)
    a[i] *= 2.0f;
}

void plain(int n, float *a) {
  for (int i = 0; i < n; i++)
    a[i] *= 2.0f;
}
