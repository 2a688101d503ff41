// RUN: accc -emit-mlir=acc %s | FileCheck %s
// 3x3 Gaussian blur and tiled box filter on a static 2-D image, with exact dyadic weights.
// CHECK-LABEL: func.func @main
// CHECK: acc.firstprivate
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.copyout
// CHECK: acc.parallel
// CHECK: acc.loop
#include <stdio.h>
#include <stdlib.h>

#define H 256
#define W 320

static float img[H][W];
static float blur[H][W];
static float box[H][W];

static const float gauss[3][3] = {
    {1.0f, 2.0f, 1.0f},
    {2.0f, 4.0f, 2.0f},
    {1.0f, 2.0f, 1.0f},
};

static void make_image(void)
{
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++)
      img[y][x] = (float)(((x / 16) + (y / 16)) % 2 ? 200 : 50) + (float)((x * y) % 7);
}

static double image_sum(float a[H][W])
{
  double s = 0.0;
  for (int y = 1; y < H - 1; y++)
    for (int x = 1; x < W - 1; x++)
      s += a[y][x];
  return s;
}

int main(void)
{
  float kern[9]; /* flattened, unnormalised 3x3 weights */
  const float scale = 1.0f / 16.0f;
  make_image();
  for (int a = 0; a < 3; a++)
    for (int b = 0; b < 3; b++)
      kern[3 * a + b] = gauss[a][b];

#pragma acc parallel loop collapse(2) copyin(img[0:H][0:W]) firstprivate(kern, scale) copyout(blur[0:H][0:W])
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      float acc = 0.0f;
      if (y == 0 || x == 0 || y == H - 1 || x == W - 1) {
        blur[y][x] = img[y][x];
        continue;
      }
      for (int dy = -1; dy <= 1; dy++)
        for (int dx = -1; dx <= 1; dx++)
          acc += kern[3 * (dy + 1) + (dx + 1)] * img[y + dy][x + dx];
      blur[y][x] = acc * scale;
    }

  const int r = 2;
#pragma acc parallel loop tile(16, 16) copyin(blur[0:H][0:W]) copyout(box[0:H][0:W])
  for (int y = 0; y < H; y++)
    for (int x = 0; x < W; x++) {
      float s = 0.0f;
      int cnt = 0;
      for (int dy = -r; dy <= r; dy++)
        for (int dx = -r; dx <= r; dx++) {
          int yy = y + dy, xx = x + dx;
          if (yy < 0 || yy >= H || xx < 0 || xx >= W)
            continue;
          s += blur[yy][xx];
          cnt++;
        }
      box[y][x] = s / (float)cnt;
    }

  printf("conv2d: %dx%d image sum=%.1f blur sum=%.1f\n", H, W, image_sum(img),
         image_sum(blur));
  printf("conv2d: blur[16][16]=%.4f blur[100][37]=%.4f\n", (double)blur[16][16],
         (double)blur[100][37]);
  printf("conv2d: box[0][0]=%.3f box[128][160]=%.3f\n", (double)box[0][0],
         (double)box[128][160]);
  return 0;
}
