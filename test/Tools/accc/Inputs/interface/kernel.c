#include <stdio.h>
#include "scale.h"

int scaled_sum(int n) {
  int sum = 0;
#pragma acc parallel loop reduction(+:sum)
  for (int i = 0; i < n; i++)
    sum += SCALE * i;
  return sum;
}
