#include <stdio.h>
int scaled_sum(int n);
int main(void) {
  printf("%d\n", scaled_sum(10));
  return 0;
}
