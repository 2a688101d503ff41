// RUN: accc -emit-mlir=acc %s | FileCheck %s
// All-pairs shortest paths (Floyd-Warshall) on a static 2-D integer distance matrix.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.copyout
#include <stdio.h>

#define NV 160
#define INF 1000000000

static int dist[NV][NV];

static void build_graph(void)
{
  for (int i = 0; i < NV; i++)
    for (int j = 0; j < NV; j++)
      dist[i][j] = (i == j) ? 0 : INF;
  /* A ring plus deterministic chords with varying weights. */
  for (int i = 0; i < NV; i++) {
    dist[i][(i + 1) % NV] = 5 + i % 4;
    if (i % 3 == 0)
      dist[i][(i * 7 + 11) % NV] = 20 + (i % 13);
    if (i % 5 == 1)
      dist[(i * 3) % NV][i] = 9;
  }
}

int main(void)
{
  long total = 0;
  int diameter = 0;
  build_graph();

#pragma acc data copy(dist[0:NV][0:NV])
  {
    for (int k = 0; k < NV; k++) {
      /* Row k and column k do not change during step k, so (i, j) are independent. */
#pragma acc parallel loop gang vector collapse(2) present(dist)
      for (int i = 0; i < NV; i++)
        for (int j = 0; j < NV; j++) {
          int via = dist[i][k] >= INF || dist[k][j] >= INF ? INF : dist[i][k] + dist[k][j];
          if (via < dist[i][j])
            dist[i][j] = via;
        }
    }

#pragma acc parallel loop collapse(2) reduction(+:total) reduction(max:diameter) present(dist)
    for (int i = 0; i < NV; i++)
      for (int j = 0; j < NV; j++) {
        int d = dist[i][j];
        if (d < INF) {
          total += d;
          diameter = d > diameter ? d : diameter;
        }
      }
  }

  printf("floyd_warshall: vertices=%d total=%ld diameter=%d\n", NV, total, diameter);
  printf("floyd_warshall: d(0,%d)=%d d(%d,0)=%d\n", NV / 2, dist[0][NV / 2], NV - 1,
         dist[NV - 1][0]);
  return 0;
}
