// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Stream compaction with atomic capture slot allocation, atomic write flag, and atomic read.
// CHECK-LABEL: func.func @main
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.atomic.capture
// CHECK: acc.atomic.write
// CHECK: acc.serial
// CHECK: acc.atomic.read
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N 200000
#define THRESHOLD 9000
#define ALARM 9990

typedef int (*cmp_fn)(const void *, const void *);

static int cmp_int_asc(const void *a, const void *b)
{
  int x = *(const int *)a, y = *(const int *)b;
  return (x > y) - (x < y);
}

static int value_at(int i)
{
  return (int)(((unsigned int)i * 2246822519u) % 10000u);
}

int main(void)
{
  int *in = (int *)malloc(N * sizeof(int));
  int *out = (int *)malloc(N * sizeof(int));
  int count = 0, alarm = 0, seen = -1;
  cmp_fn cmp = cmp_int_asc;

  for (int i = 0; i < N; i++)
    in[i] = value_at(i);
  memset(out, 0xff, N * sizeof(int));

#pragma acc data copyin(in[0:N]) copy(out[0:N], count, alarm, seen)
  {
#pragma acc parallel loop present(in[0:N], out[0:N], count, alarm)
    for (int i = 0; i < N; i++) {
      int v = in[i];
      if (v > THRESHOLD) {
        int slot;
#pragma acc atomic capture
        slot = count++;
        out[slot] = v;
      }
      if (v >= ALARM) {
#pragma acc atomic write
        alarm = 1;
      }
    }

#pragma acc serial present(count, seen)
    {
      int c;
#pragma acc atomic read
      c = count;
      seen = c;
    }
  }

  /* Slot order depends on scheduling, so sort before reporting. */
  qsort(out, (size_t)count, sizeof(int), cmp);
  long sum = 0;
  for (int i = 0; i < count; i++)
    sum += out[i];
  printf("stream_compaction_capture: kept=%d seen=%d alarm=%d\n", count, seen, alarm);
  printf("stream_compaction_capture: smallest=%d largest=%d sum=%ld\n", out[0],
         out[count - 1], sum);
  free(in);
  free(out);
  return 0;
}
