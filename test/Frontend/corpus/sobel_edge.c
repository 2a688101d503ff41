// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Sobel edge detection on an integer image inside a kernels region, with edge-pixel count.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.create
// CHECK: acc.kernels
// CHECK: acc.loop
// CHECK: acc.copyout
#include <stdio.h>
#include <stdlib.h>

#define IMG_W 400
#define IMG_H 300
#define EDGE_THRESHOLD 200

static inline int clamp255(int v) { return v < 0 ? 0 : (v > 255 ? 255 : v); }

static void synth_image(unsigned char *img, int w, int h)
{
  for (int y = 0; y < h; y++)
    for (int x = 0; x < w; x++) {
      int cx = x - w / 2, cy = y - h / 2;
      int disc = cx * cx + cy * cy < 80 * 80;
      int stripes = (x / 25) % 2;
      img[y * w + x] = (unsigned char)clamp255(disc ? 220 : 40 + 60 * stripes);
    }
}

int main(void)
{
  const int w = IMG_W, h = IMG_H;
  const int npix = w * h;
  unsigned char *img = (unsigned char *)malloc((size_t)npix);
  unsigned char *edges = (unsigned char *)malloc((size_t)npix);
  int nedges = 0;
  synth_image(img, w, h);

#pragma acc kernels copyin(img[0:npix]) copyout(edges[0:npix])
  {
#pragma acc loop independent collapse(2) reduction(+:nedges)
    for (int y = 0; y < h; y++)
      for (int x = 0; x < w; x++) {
        if (y == 0 || x == 0 || y == h - 1 || x == w - 1) {
          edges[y * w + x] = 0;
        } else {
          const unsigned char *p = img + (y - 1) * w + (x - 1); /* top-left neighbour */
          int gx = -p[0] + p[2] - 2 * p[w] + 2 * p[w + 2] - p[2 * w] + p[2 * w + 2];
          int gy = -p[0] - 2 * p[1] - p[2] + p[2 * w] + 2 * p[2 * w + 1] + p[2 * w + 2];
          int mag = abs(gx) + abs(gy);
          edges[y * w + x] = (unsigned char)(mag > EDGE_THRESHOLD ? 255 : mag / 4);
          nedges += mag > EDGE_THRESHOLD;
        }
      }
  }

  unsigned long checksum = 0;
  for (int i = 0; i < npix; i++)
    checksum = checksum * 31u + edges[i];
  printf("sobel_edge: %dx%d edge pixels=%d\n", w, h, nedges);
  printf("sobel_edge: checksum=%lu centre=%d rim=%d\n", checksum,
         edges[(h / 2) * w + w / 2], edges[(h / 2) * w + w / 2 + 80]);
  free(img);
  free(edges);
  return 0;
}
