// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Mandelbrot escape counts in exact 40.24 fixed-point arithmetic, with an ASCII preview.
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.create
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.copyout
#include <stdio.h>
#include <stdlib.h>

#define WIDTH 320
#define HEIGHT 240
#define MAXIT 256
#define FRAC 24
#define ONE (1LL << FRAC)

typedef long long fixed_t;

/* Iterates z = z^2 + c in fixed point; returns the escape iteration. */
#pragma acc routine seq
static int mandel_iter(fixed_t cr, fixed_t ci, int maxit)
{
  fixed_t zr = 0, zi = 0;
  int it = 0;
  while (it < maxit) {
    fixed_t zr2 = (zr * zr) / ONE;
    fixed_t zi2 = (zi * zi) / ONE;
    if (zr2 + zi2 > 4 * ONE)
      break;
    fixed_t t = zr2 - zi2 + cr;
    zi = (2 * zr * zi) / ONE + ci;
    zr = t;
    ++it;
  }
  return it;
}

static fixed_t to_fixed(double x) { return (fixed_t)(x * (double)ONE); }

int main(void)
{
  const int w = WIDTH, h = HEIGHT;
  int *img = (int *)malloc((size_t)w * h * sizeof(int));
  const fixed_t x0 = to_fixed(-2.25), y0 = to_fixed(-1.25);
  const fixed_t dx = to_fixed(3.0) / w, dy = to_fixed(2.5) / h;
  long total = 0;

#pragma acc parallel loop gang vector collapse(2) vector_length(128) copyout(img[0:w*h]) reduction(+:total)
  for (int py = 0; py < h; py++)
    for (int px = 0; px < w; px++) {
      int it = mandel_iter(x0 + px * dx, y0 + py * dy, MAXIT);
      img[py * w + px] = it;
      total += it;
    }

  static const char shades[] = " .:-=+*#%@";
  const int nshades = (int)(sizeof(shades) - 1);
  for (int py = 0; py < h; py += 24) {
    char line[WIDTH / 8 + 1];
    for (int px = 0; px < w; px += 8) {
      int it = img[py * w + px];
      line[px / 8] = it >= MAXIT ? '@' : shades[(it * (nshades - 1)) / MAXIT];
    }
    line[w / 8] = '\0';
    printf("|%s|\n", line);
  }
  long inside = 0;
  for (int p = 0; p < w * h; p++)
    if (img[p] == MAXIT)
      inside++;
  printf("mandelbrot: %dx%d total_iterations=%ld inside=%ld\n", w, h, total, inside);
  free(img);
  return 0;
}
