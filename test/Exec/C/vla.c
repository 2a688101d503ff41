// Local variable-length arrays: multi-dimensional indexing, sizeof,
// pointers to VLA types (also casts to them), typedefs, VLAs in loops (the stack restored each
// iteration, also on break/continue/goto), in OpenACC data clauses and
// used in compute constructs without one; compiled by accc (-O0, and -O2
// run on 1, 2 and 4 threads) and by clang-22 (the directives ignored), the
// outputs compared.
//
// RUN: accc -O0 -w %s -o %t.O0 && %t.O0 > %t.O0.out
// RUN: accc -O2 -w %s -o %t && env OMP_NUM_THREADS=1 %t > %t.acc.out
// RUN: clang-22 -O0 -w %s -o %t.ref && %t.ref > %t.ref.out
// RUN: diff %t.ref.out %t.acc.out && diff %t.ref.out %t.O0.out
// RUN: env OMP_NUM_THREADS=2 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=4 %t | diff %t.ref.out -
// RUN: env OMP_NUM_THREADS=2 OMP_TEAMS_THREAD_LIMIT=2 KMP_TEAMS_THREAD_LIMIT=8 %t | diff %t.ref.out -

#include <stdint.h>
#include <stdio.h>

static int calls;
static int len(int n) {
  calls++;
  return n;
}

static double sum2(int n, int m, double a[n][m]) {
  double s = 0;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      s += a[i][j];
  return s;
}

static uintptr_t depth(void) {
  char here;
  return (uintptr_t)&here;
}

int main(void) {
  int n = 5, m = 3;
  double a[n];
  double mat[n][m];
  for (int i = 0; i < n; i++) {
    a[i] = i * 1.5;
    for (int j = 0; j < m; j++)
      mat[i][j] = i * 10 + j;
  }
  printf("%zu %zu %zu %zu\n", sizeof(a), sizeof(mat), sizeof(mat[0]), sizeof mat[1][2]);
  printf("%g %g %g\n", a[4], mat[4][2], sum2(n, m, mat));
  double(*p)[m] = mat;
  printf("%g %g %zu\n", p[2][1], (*(p + 3))[0], sizeof(*p));
  // Mixed constant and variable dimensions.
  int cv[2][n][4];
  for (int i = 0; i < 2; i++)
    for (int j = 0; j < n; j++)
      for (int k = 0; k < 4; k++)
        cv[i][j][k] = i * 100 + j * 10 + k;
  printf("%zu %zu %d %d\n", sizeof(cv), sizeof(cv[1]), cv[1][4][3], cv[0][2][1]);
  // A typedef's length is evaluated at the typedef.
  typedef double row[m];
  row r;
  row rs[2];
  m = 7;
  r[2] = 4;
  printf("%zu %zu %zu %g\n", sizeof(row), sizeof(r), sizeof(rs), r[2]);
  double b[m];
  printf("%zu\n", sizeof(b));
  // sizeof evaluates an operand of VLA type.
  int k = 0;
  size_t s = sizeof(mat[k++]);
  printf("%zu %d\n", s, k);
  // Lengths evaluated once, where declared; the stack restored each
  // iteration, on continue and on break.
  uintptr_t top = depth(), deepest = top;
  for (int it = 0; it < 20000; it++) {
    char big[len(1000) + it % 3];
    big[0] = (char)it;
    uintptr_t d = depth();
    if (d < deepest)
      deepest = d;
    if (it % 2)
      continue;
    int more[len(50)];
    more[0] = big[0];
    if (it == 19998)
      break;
  }
  printf("bounded %d, %d calls\n", top - deepest < 100000, calls);
  // goto backwards out of the VLA's block.
  int g = 0;
again:;
  {
    int v[len(100)];
    v[0] = g;
    uintptr_t d = depth();
    if (d < deepest)
      deepest = d;
    if (++g < 2000)
      goto again;
    printf("%d\n", v[0]);
  }
  printf("bounded %d\n", top - deepest < 100000);
  int total = 0;
  for (int i = 1; i <= 3; i++) {
    int v[i][i + 1];
    for (int x = 0; x < i; x++)
      for (int y = 0; y <= i; y++)
        v[x][y] = x * y;
    total += v[i - 1][i] + (int)sizeof(v);
  }
  printf("%d\n", total);
  // Casts to pointers to VLA types, also indexed directly.
  double flat[12];
  for (int i = 0; i < 12; i++)
    flat[i] = i;
  int cols = 3;
  double(*pa)[cols] = (double(*)[cols])flat;
  printf("%g %g %g %zu\n", pa[1][2], ((double(*)[cols])flat)[3][1],
         (*(((double(*)[cols])flat) + 2))[0], sizeof(*(double(*)[cols])flat));
  // Switch cases with VLAs in their blocks.
  for (int i = 0; i < 3; i++) {
    switch (i) {
    case 1: {
      int q[n + i];
      q[0] = i;
      if (q[0])
        break;
      printf("no\n");
    }
    default:
      printf("case %d\n", i);
    }
  }

  // OpenACC: a whole VLA in data clauses, and used without a clause.
  int N = 1000;
  double x[N];
  double y[N / 10][10];
  for (int i = 0; i < N; i++) {
    x[i] = i * 0.5;
    y[i / 10][i % 10] = i;
  }
  double sum = 0;
#pragma acc parallel loop copyin(x) reduction(+:sum)
  for (int i = 0; i < N; i++)
    sum += x[i];
  printf("%g\n", sum);
  double t = 0;
#pragma acc parallel loop reduction(+:t)
  for (int i = 0; i < N; i++)
    t += x[i] + y[i / 10][i % 10];
  printf("%g\n", t);
#pragma acc parallel loop copy(y[0:N/10][0:10])
  for (int i = 0; i < N / 10; i++)
    y[i][0] = -i;
#pragma acc parallel loop
  for (int i = 0; i < N; i++)
    x[i] = x[i] * 2;
  double u = 0;
  for (int i = 0; i < N; i++)
    u += x[i] + y[i / 10][0];
  printf("%g\n", u);
  int K = 8;
  double vv[K][K];
#pragma acc parallel loop collapse(2) copyout(vv)
  for (int i = 0; i < K; i++)
    for (int j = 0; j < K; j++)
      vv[i][j] = i * K + j;
  double w = 0;
#pragma acc data copyin(vv)
  {
#pragma acc parallel loop reduction(+:w)
    for (int i = 0; i < K; i++)
      w += vv[i][i];
  }
  printf("%g\n", w);
  // VLAs declared inside a compute construct.
  double outv[16];
#pragma acc parallel loop copyout(outv)
  for (int i = 0; i < 16; i++) {
    double tmp[K + i];
    for (int j = 0; j < K + i; j++)
      tmp[j] = i + j;
    double acc = 0;
    for (int j = 0; j < K + i; j++)
      acc += tmp[j];
    outv[i] = acc;
  }
  double tot = 0;
  for (int i = 0; i < 16; i++)
    tot += outv[i];
  printf("%g\n", tot);
  return 0;
}
