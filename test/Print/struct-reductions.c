// Struct reductions printed as OpenMP: a `declare reduction` per clause
// (OpenMP's operators take arithmetic types), whose combiner and
// initializer reduce each member with its identity, for every operator;
// the printed file built by clang-22 and gcc prints what accc's executable
// prints. A struct type the file cannot name (an unnamed struct) stays a
// located error.
//
// RUN: accc -O1 %s -o %t && env OMP_NUM_THREADS=4 %t > %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && FileCheck %s < %t.omp.c
// RUN: clang -fopenmp -w %t.omp.c -o %t.clang && env OMP_NUM_THREADS=4 %t.clang | diff %t.expected -
// RUN: accc -fopenacc-print=omp -fopenacc-print-target=gcc %s -o %t.gcc.c
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | diff %t.expected -
// RUN: not accc -fopenacc-print=omp -DUNNAMED %s -o %t.unnamed.c 2>&1 | FileCheck %s --check-prefix=UNNAMED
//
// CHECK: #pragma omp declare reduction(acc2omp_and_ints_{{[0-9]+}} : ints : omp_out.i &= omp_in.i, omp_out.l &= omp_in.l) initializer(omp_priv = (ints){~0, ~0})
// CHECK: #pragma omp declare reduction(acc2omp_times_mixed_{{[0-9]+}} : mixed : omp_out.i *= omp_in.i, omp_out.d *= omp_in.d, omp_out.f *= omp_in.f) initializer(omp_priv = (mixed){1, 1, 1})
// CHECK: #pragma omp declare reduction(acc2omp_max_mixed_{{[0-9]+}} : mixed : {{.*}}) initializer(omp_priv = (mixed){-2147483647LL - 1, -__builtin_inf(), -__builtin_inff()})
// CHECK: #pragma omp declare reduction(acc2omp_min_mixed_{{[0-9]+}} : mixed : {{.*}}) initializer(omp_priv = (mixed){2147483647LL, __builtin_inf(), __builtin_inff()})
// CHECK: #pragma omp declare reduction(acc2omp_land_mixed_{{[0-9]+}} : mixed : omp_out.i = omp_out.i && omp_in.i, {{.*}}) initializer(omp_priv = (mixed){1, 1, 1})
// CHECK: #pragma omp declare reduction(acc2omp_lor_mixed_{{[0-9]+}} : mixed : {{.*}}) initializer(omp_priv = (mixed){0, 0, 0})
// CHECK: #pragma omp target teams distribute num_teams(omp_get_max_threads()) reduction(acc2omp_times_mixed_{{[0-9]+}}:p) reduction(acc2omp_max_mixed_{{[0-9]+}}:mx)
// UNNAMED: struct-reductions.c:[[@LINE+15]]:1: error: unsupported: printing a reduction of a struct in 'parallel loop' as OpenMP
#include <stdio.h>
typedef struct { int i; long l; } ints;
typedef struct { int i; double d; float f; } mixed;
int main(void) {
  ints a = {0, 0}, o = {0, 0}, x = {0, 0}, n = {-1, -1};
  mixed p = {1, 1, 1}, mx = {-5, -5.5, -5}, mn = {5, 5.5, 5}, la = {1, 1, 1}, lo = {0, 0, 0};
#pragma acc parallel loop reduction(+:a) reduction(|:o) reduction(^:x) reduction(&:n)
  for (int k = 0; k < 40; ++k) { a.i += k; a.l += 2 * k; o.i |= 1 << (k % 8); o.l |= 1L << (k % 40); x.i ^= k; x.l ^= 3 * k; n.i &= ~(1 << (k % 5)); n.l &= ~(1L << (k % 7)); }
#pragma acc parallel loop reduction(*:p) reduction(max:mx) reduction(min:mn) reduction(&&:la) reduction(||:lo)
  for (int k = 1; k <= 10; ++k) { p.i *= 2; p.d *= 1.5; p.f *= 0.5f; mx.i = mx.i > -k ? mx.i : -k; mx.d = mx.d > -k - 0.5 ? mx.d : -k - 0.5; mx.f = mx.f > k ? mx.f : k; mn.i = mn.i < k ? mn.i : k; mn.d = mn.d < k ? mn.d : k; mn.f = mn.f < -k ? mn.f : -k; la.i = la.i && (k < 11); la.d = la.d && (k != 7); la.f = la.f && 1; lo.i = lo.i || (k == 3); lo.d = lo.d || 0; lo.f = lo.f || (k == 10); }
  printf("%d %ld %d %ld %d %ld %d %ld\n", a.i, a.l, o.i, o.l, x.i, x.l, n.i, n.l);
  printf("%d %g %g | %d %g %g | %d %g %g | %d %g %g | %d %g %g\n", p.i, p.d, p.f, mx.i, mx.d, mx.f, mn.i, mn.d, mn.f, la.i, la.d, la.f, lo.i, lo.d, lo.f);
#ifdef UNNAMED
  struct { int i; } u = {0};
#pragma acc parallel loop reduction(+:u)
  for (int k = 0; k < 4; ++k) u.i += k;
#endif
  return 0;
  return 0;
}
