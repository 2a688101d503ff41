// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Integer k-means clustering of 2-D points: assignment, atomic accumulation, centroid update.
// CHECK-LABEL: func.func @main
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.atomic.update
// CHECK: acc.atomic.update
// CHECK: acc.update
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define NPOINTS 60000
#define K 5
#define MAX_ITERS 50

typedef struct {
  long x, y;
} centroid_t;

static unsigned int lcg_state = 2024u;

static int next_coord(int range)
{
  lcg_state = lcg_state * 1103515245u + 12345u;
  return (int)((lcg_state >> 8) % (unsigned int)range);
}

/* Points come from five blobs so that the clustering has a clear answer. */
static void make_points(int *px, int *py, int n)
{
  static const int cx[K] = {100, 800, 450, 150, 700};
  static const int cy[K] = {120, 150, 500, 800, 820};
  for (int i = 0; i < n; i++) {
    int c = i % K;
    px[i] = cx[c] + next_coord(161) - 80;
    py[i] = cy[c] + next_coord(161) - 80;
  }
}

int main(void)
{
  const int n = NPOINTS;
  int *px = (int *)malloc(n * sizeof(int));
  int *py = (int *)malloc(n * sizeof(int));
  int *label = (int *)malloc(n * sizeof(int));
  long sumx[K], sumy[K], count[K];
  centroid_t cent[K];
  long cx[K], cy[K];

  make_points(px, py, n);
  for (int i = 0; i < n; i++)
    label[i] = -1;
  for (int k = 0; k < K; k++) { /* seed centroids with the first points */
    cent[k].x = px[k * 7];
    cent[k].y = py[k * 7];
  }

  int iter = 0;
  long changed;
#pragma acc data copyin(px[0:n], py[0:n]) copy(label[0:n]) create(sumx, sumy, count, cx, cy)
  {
    do {
      for (int k = 0; k < K; k++) {
        cx[k] = cent[k].x;
        cy[k] = cent[k].y;
        sumx[k] = sumy[k] = count[k] = 0;
      }
#pragma acc update device(cx, cy, sumx, sumy, count)

      changed = 0;
#pragma acc parallel loop gang vector reduction(+:changed)
      for (int i = 0; i < n; i++) {
        long best = -1;
        int bk = 0;
        for (int k = 0; k < K; k++) {
          long dx = px[i] - cx[k], dy = py[i] - cy[k];
          long d = dx * dx + dy * dy;
          if (best < 0 || d < best) {
            best = d;
            bk = k;
          }
        }
        if (label[i] != bk) {
          changed++;
          label[i] = bk;
        }
#pragma acc atomic update
        sumx[bk] += px[i];
#pragma acc atomic update
        sumy[bk] += py[i];
#pragma acc atomic
        count[bk]++;
      }

#pragma acc update self(sumx, sumy, count)
      for (int k = 0; k < K; k++)
        if (count[k] > 0) {
          cent[k].x = sumx[k] / count[k];
          cent[k].y = sumy[k] / count[k];
        }
      iter++;
    } while (changed > 0 && iter < MAX_ITERS);
  }

  printf("kmeans_step: iterations=%d\n", iter);
  for (int k = 0; k < K; k++)
    printf("kmeans_step: cluster %d centroid (%ld, %ld) size %ld\n", k, cent[k].x,
           cent[k].y, count[k]);
  free(px);
  free(py);
  free(label);
  return 0;
}
