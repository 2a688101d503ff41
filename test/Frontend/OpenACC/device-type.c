// device_type: the clauses after `device_type(...)` apply to those devices,
// as `[#acc.device_type<...>]` suffixes and per-device attribute lists.
//
// RUN: accc -emit-mlir=acc %s | FileCheck %s
// RUN: accc -emit-mlir=acc %s | acc-opt | FileCheck %s

// CHECK-LABEL: func.func @compute
// CHECK: acc.parallel combined(loop) {{.*}}async(%{{.*}} : i32 [#acc.device_type<star>]) num_gangs({%{{.*}} : i32}, {%{{.*}} : i32} [#acc.device_type<nvidia>]) vector_length(%{{.*}} : i32 [#acc.device_type<nvidia>])
void compute(float *a, int n) {
#pragma acc parallel loop copy(a[0:n]) num_gangs(4) device_type(nvidia) num_gangs(64) vector_length(128) device_type(*) async(2)
  for (int i = 0; i < n; i++) a[i] += 1;
}

// CHECK-LABEL: func.func @loops
// CHECK: acc.loop gang([#acc.device_type<none>], {num=%{{.*}} : i32} [#acc.device_type<nvidia>]) vector(%{{.*}} : i32 [#acc.device_type<nvidia>])
// CHECK-SAME: control(
// CHECK: } attributes {{.*}}auto_ = [#acc.device_type<none>], collapse = [1, 1], collapseDeviceType = [#acc.device_type<none>, #acc.device_type<radeon>]
// CHECK: acc.loop combined(parallel) {{.*}}control(
// CHECK: independent = [#acc.device_type<none>], seq = [#acc.device_type<host>]
void loops(float *a, int n) {
#pragma acc kernels copy(a[0:n])
  {
#pragma acc loop gang collapse(1) device_type(nvidia) gang(num:8) vector(32) device_type(radeon) collapse(1)
    for (int i = 0; i < n; i++) a[i] += 1;
  }
#pragma acc parallel loop copy(a[0:n]) device_type(host) seq
  for (int i = 0; i < n; i++) a[i] += 1;
}

// CHECK-LABEL: func.func @runtime
// CHECK: acc.init attributes {{{.*}}device_types = [#acc.device_type<nvidia>]}
// CHECK: acc.set device_num(%{{.*}} : i32) attributes {{{.*}}device_type = #acc.device_type<nvidia>}
// CHECK: acc.shutdown attributes {{{.*}}device_types = [#acc.device_type<host>]}
void runtime(void) {
#pragma acc init device_type(nvidia)
#pragma acc set device_type(nvidia) device_num(0)
#pragma acc shutdown device_type(host)
}
