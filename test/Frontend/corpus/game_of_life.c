// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Conway's Game of Life on a periodic static grid with ghost cells; population per generation.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
/* present_or_copy is the pre-3.0 spelling of copy; clang flags it as deprecated. */
#ifdef __clang__
#pragma clang diagnostic ignored "-Wopenacc-deprecated-clause-alias"
#endif
#include <stdio.h>
#include <string.h>

#define GRID 128
#define GENERATIONS 120

static unsigned char cur[GRID + 2][GRID + 2];
static unsigned char nxt[GRID + 2][GRID + 2];

static const char *glider_gun[] = {
    "........................O...........",
    "......................O.O...........",
    "............OO......OO............OO",
    "...........O...O....OO............OO",
    "OO........O.....O...OO..............",
    "OO........O...O.OO....O.O...........",
    "..........O.....O.......O...........",
    "...........O...O....................",
    "............OO......................",
};

static void seed(void)
{
  memset(cur, 0, sizeof cur);
  const int rows = (int)(sizeof glider_gun / sizeof glider_gun[0]);
  for (int r = 0; r < rows; r++) {
    const char *line = glider_gun[r];
    const size_t len = strlen(line);
    for (size_t c = 0; c < len; c++)
      cur[10 + r][5 + c] = line[c] == 'O';
  }
  for (int k = 0; k < 40; k++) /* plus a scattered soup in the far corner */
    cur[80 + (k * 7) % 30][80 + (k * 13) % 30] = 1;
}

int main(void)
{
  seed();
  int population = 0;

#pragma acc data present_or_copy(cur) create(nxt)
  {
    for (int gen = 1; gen <= GENERATIONS; gen++) {
      /* Periodic ghost rows and columns. */
#pragma acc parallel loop present(cur)
      for (int i = 1; i <= GRID; i++) {
        cur[i][0] = cur[i][GRID];
        cur[i][GRID + 1] = cur[i][1];
      }
#pragma acc parallel loop present(cur)
      for (int j = 0; j <= GRID + 1; j++) {
        cur[0][j] = cur[GRID][j];
        cur[GRID + 1][j] = cur[1][j];
      }

#pragma acc parallel loop collapse(2) present(cur, nxt)
      for (int i = 1; i <= GRID; i++)
        for (int j = 1; j <= GRID; j++) {
          int nb = cur[i - 1][j - 1] + cur[i - 1][j] + cur[i - 1][j + 1] + cur[i][j - 1] +
                   cur[i][j + 1] + cur[i + 1][j - 1] + cur[i + 1][j] + cur[i + 1][j + 1];
          nxt[i][j] = (nb == 3 || (nb == 2 && cur[i][j])) ? 1 : 0;
        }

      population = 0;
#pragma acc parallel loop collapse(2) present(cur, nxt) reduction(+:population)
      for (int i = 1; i <= GRID; i++)
        for (int j = 1; j <= GRID; j++) {
          cur[i][j] = nxt[i][j];
          population += cur[i][j];
        }

      if (gen % 30 == 0)
        printf("game_of_life: generation %3d population %d\n", gen, population);
    }
  }

  unsigned int signature = 0;
  for (int i = 1; i <= GRID; i++)
    for (int j = 1; j <= GRID; j++)
      if (cur[i][j])
        signature = signature * 33u + (unsigned int)(i * GRID + j);
  printf("game_of_life: final population %d signature %u\n", population, signature);
  return 0;
}
