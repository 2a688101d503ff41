// Partitioned loops over every kind of control variable: collapsed levels
// of different widths and directions (int with long counting down,
// unsigned long counting down), unsigned ranges that signed comparison
// would find empty, char and short variables, inclusive and exclusive
// bounds mixed in one collapse, runtime steps of either sign, `!=`, and
// sequential collapsed loops whose levels differ in signedness. accc
// normalizes the loops omp.loop_nest cannot run as they are (iteration
// numbers in i64, the variables computed from them); every result must be
// the sequential program's.
//
// RUN: accc -O2 %s -o %t
// RUN: clang -w -O1 %s -o %t.seq && %t.seq > %t.expected
// RUN: env OMP_NUM_THREADS=1 %t | diff - %t.expected
// RUN: env OMP_NUM_THREADS=4 %t | diff - %t.expected
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 timeout 60 %t | diff - %t.expected
// RUN: accc -O0 %s -o %t.O0 && env OMP_NUM_THREADS=3 %t.O0 | diff - %t.expected
// RUN: accc -fopenacc-print=omp %s -o %t.omp.c && clang -fopenmp -w %t.omp.c -o %t.clang
// RUN: env OMP_NUM_THREADS=4 %t.clang | diff - %t.expected
// RUN: accc -fopenacc-print=omp -acc2omp-options="structured-ref-count=no-hold present=no-present tile=collapse" %s -o %t.gcc.c
// gcc 12 runs no iteration of an OpenMP loop over a `signed char` (its bug,
// clang's agree): its line is not compared.
// RUN: gcc -fopenmp -foffload=disable -w %t.gcc.c -o %t.gcc && env OMP_NUM_THREADS=4 %t.gcc | grep -v '^narrow_variables' > %t.gcc.out
// RUN: grep -v '^narrow_variables' %t.expected | diff - %t.gcc.out
// RUN: accc -emit-mlir=omp %s | FileCheck %s

#include <stdio.h>

static long grid[10][20];

// CHECK-LABEL: func.func @int_long_down
// CHECK: omp.loop_nest (%{{.*}}, %{{.*}}) : i64 = (%{{.*}}, %{{.*}}) to (%{{.*}}, %{{.*}}) step (%{{.*}}, %{{.*}}) collapse(2) {
void int_long_down(void) {
  long sum = 0;
#pragma acc parallel loop collapse(2) reduction(+ : sum)
  for (int i = 0; i < 10; i++)
    for (long j = 19; j >= 0; j--) {
      grid[i][j] = i * 100 + j;
      sum += i * 100 + j;
    }
  long check = 0;
  for (int i = 0; i < 10; i++)
    for (int j = 0; j < 20; j++)
      check += grid[i][j] * (i + 1);
  printf("int_long_down: %ld %ld\n", sum, check);
}

void unsigned_long_down(void) {
  unsigned long total = 0;
#pragma acc parallel loop collapse(2) reduction(+ : total)
  for (unsigned long i = 10; i > 0; i--)
    for (int j = 0; j < 5; j++)
      total += i * (unsigned long)j;
  printf("unsigned_long_down: %lu\n", total);
}

// [2^31 - 8, 2^31 + 8) is empty to a signed comparison; [2^63 - 4, 2^63 + 4)
// too.
void unsigned_ranges(void) {
  unsigned int lo = 2147483640u;
  long count = 0;
  unsigned long ucount = 0, big = 0;
#pragma acc parallel loop gang vector reduction(+ : count)
  for (unsigned int u = lo; u < lo + 16; u++)
    count += u - lo;
  unsigned long top = 9223372036854775804ul;
#pragma acc parallel loop reduction(+ : ucount) reduction(max : big)
  for (unsigned long v = top; v < top + 8; v++) {
    ucount += 1;
    big = big > v ? big : v;
  }
  printf("unsigned_ranges: %ld %lu %lu\n", count, ucount, big);
}

void narrow_variables(void) {
  int hits[256] = {0};
  long s = 0;
#pragma acc parallel loop copy(hits)
  for (unsigned char c = 10; c < 250; c++)
    hits[c] += 1;
#pragma acc parallel loop reduction(+ : s)
  for (short h = -300; h <= 300; h += 7)
    s += h;
  signed char down = 0;
  long t = 0;
#pragma acc parallel loop worker reduction(+ : t)
  for (signed char d = 100; d > -100; d -= 3)
    t += d;
  (void)down;
  int n = 0;
  for (int k = 0; k < 256; k++)
    n += hits[k] * k;
  printf("narrow_variables: %d %ld %ld\n", n, s, t);
}

// Inclusive and exclusive levels in one collapse, and `!=`.
void mixed_bounds(int m) {
  long a = 0, b = 0;
#pragma acc parallel loop collapse(2) reduction(+ : a)
  for (int i = 0; i <= m; i++)
    for (int j = m; j > 0; j--)
      a += i * 1000 + j;
#pragma acc parallel loop collapse(3) reduction(+ : b)
  for (int i = 0; i != m; i++)
    for (long j = -m; j <= m; j += 2)
      for (unsigned k = 0; k < 3; k++)
        b += i + j * k;
  printf("mixed_bounds: %ld %ld\n", a, b);
}

// Runtime steps of either sign, on int and unsigned variables.
void runtime_steps(int step, int n) {
  long up = 0, down = 0, u = 0;
#pragma acc parallel loop reduction(+ : up)
  for (int i = 0; i < n; i += step)
    up += i;
#pragma acc parallel loop reduction(+ : down)
  for (int i = n; i > 0; i -= step)
    down += i;
#pragma acc parallel loop reduction(+ : u)
  for (unsigned int i = 3; i < (unsigned)n; i += (unsigned)step)
    u += i;
  printf("runtime_steps: %ld %ld %ld\n", up, down, u);
}

// Sequential collapsed levels of different signedness: each level compares
// with its own.
void sequential_mixed(void) {
  long s = 0;
#pragma acc serial copy(s)
  {
#pragma acc loop seq collapse(2)
    for (unsigned int i = 0; i < 3; i++)
      for (int j = -2; j < 2; j++)
        s += (long)i * 10 + j;
  }
  printf("sequential_mixed: %ld\n", s);
}

int main(void) {
  int_long_down();
  unsigned_long_down();
  unsigned_ranges();
  narrow_variables();
  mixed_bounds(7);
  runtime_steps(3, 50);
  sequential_mixed();
  return 0;
}
