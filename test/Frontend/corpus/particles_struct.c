// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Ballistic particles in a box stored as an array of structs: drift, bounce, and escape.
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.enter_data
// CHECK: acc.parallel
// CHECK: acc.parallel
// CHECK: acc.reduction
// CHECK: acc.loop
// CHECK: acc.update
// CHECK: acc.exit_data
#include <stdio.h>
#include <stdlib.h>

typedef struct particle {
  double x, y, z;
  double vx, vy, vz;
  double mass;
  int alive;
} particle_t;

enum { NPART = 20000, NSTEPS = 256, REPORT_EVERY = 64 };

/* All constants are dyadic so that every update below is exact. */
static const double DT = 1.0 / 64.0;
static const double GRAVITY = -9.75;
static const double BOX = 64.0;

static void init_particles(particle_t *p, int n)
{
  for (int i = 0; i < n; i++) {
    particle_t *q = &p[i];
    q->x = (double)(i % 64);
    q->y = (double)((i / 64) % 64);
    q->z = 1.0 + (double)(i % 17);
    q->vx = (double)((i * 13) % 33 - 16) / 4.0;
    q->vy = (double)((i * 7) % 29 - 14) / 4.0;
    q->vz = (double)((i * 5) % 21) / 2.0;
    q->mass = 1.0 + (i % 3);
    q->alive = 1;
  }
}

int main(void)
{
  const int n = NPART;
  particle_t *p = (particle_t *)malloc(n * sizeof *p);
  init_particles(p, n);

#pragma acc enter data copyin(p[0:n])

  for (int step = 1; step <= NSTEPS; step++) {
#pragma acc parallel loop gang vector present(p[0:n])
    for (int i = 0; i < n; i++) {
      particle_t *q = p + i;
      if (!q->alive)
        continue;
      q->vz += GRAVITY * DT;
      q->x += q->vx * DT;
      q->y += q->vy * DT;
      q->z += q->vz * DT;
      if (q->z < 0.0) { /* inelastic bounce on the floor */
        q->z = -q->z;
        q->vz = -q->vz * 0.5;
      }
      q->alive = (q->x >= 0.0 && q->x < BOX && q->y >= 0.0 && q->y < BOX) ? 1 : 0;
    }

    if (step % REPORT_EVERY == 0) {
      int alive = 0;
      double mz = 0.0;
#pragma acc parallel loop reduction(+:alive, mz) present(p[0:n])
      for (int i = 0; i < n; i++) {
        alive += p[i].alive;
        mz += p[i].alive ? p[i].mass * p[i].z : 0.0;
      }
      printf("particles_struct: step %3d alive %5d mass-weighted height %.2f\n", step,
             alive, mz);
    }
  }

#pragma acc update self(p[0:n])
#pragma acc exit data delete(p[0:n])

  long escaped = 0;
  for (int i = 0; i < n; i++)
    escaped += !p[i].alive;
  printf("particles_struct: escaped=%ld p[7].z=%.6f p[n-1].x=%.6f\n", escaped, p[7].z,
         p[n - 1].x);
  free(p);
  return 0;
}
