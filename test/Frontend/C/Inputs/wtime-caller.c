/* Compiled by clang: calls the definition in macro-named-function.c. */
#include <stdio.h>
void wtime_(double *);
int scaled_(int);
int main(void) {
  double t = -1;
  wtime_(&t);
  printf("%d %d\n", t > 0, scaled_(21));
  return 0;
}
