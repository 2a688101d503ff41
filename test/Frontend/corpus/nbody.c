// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Direct-sum gravitational N-body with leapfrog steps and total energy diagnostics.
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.data
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.reduction
// CHECK: acc.loop
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct {
  double x, y, z;
} vec3;

#define NBODIES 1024
#define NSTEPS 10

static const double SOFTENING2 = 1.0e-2;
static const double DT = 1.0e-3;

#pragma acc routine seq
static vec3 vsub(vec3 a, vec3 b)
{
  vec3 r = {a.x - b.x, a.y - b.y, a.z - b.z};
  return r;
}

static double energy(const vec3 *pos, const vec3 *vel, const double *m, int n)
{
  double e = 0.0;
  for (int i = 0; i < n; i++) {
    e += 0.5 * m[i] * (vel[i].x * vel[i].x + vel[i].y * vel[i].y + vel[i].z * vel[i].z);
    for (int j = i + 1; j < n; j++) {
      vec3 d = vsub(pos[i], pos[j]);
      e -= m[i] * m[j] / sqrt(d.x * d.x + d.y * d.y + d.z * d.z + SOFTENING2);
    }
  }
  return e;
}

int main(void)
{
  const int n = NBODIES;
  vec3 *pos = (vec3 *)malloc(n * sizeof(vec3));
  vec3 *vel = (vec3 *)malloc(n * sizeof(vec3));
  double *mass = (double *)malloc(n * sizeof(double));

  for (int i = 0; i < n; i++) { /* bodies on a jittered spherical shell */
    double th = 2.0 * 3.14159265358979 * i / n, ph = acos(1.0 - 2.0 * (i + 0.5) / n);
    double r = 1.0 + 0.1 * cos(7.0 * th);
    pos[i].x = r * sin(ph) * cos(th);
    pos[i].y = r * sin(ph) * sin(th);
    pos[i].z = r * cos(ph);
    vel[i].x = -0.2 * pos[i].y;
    vel[i].y = 0.2 * pos[i].x;
    vel[i].z = 0.0;
    mass[i] = 1.0 / n * (1.0 + 0.5 * pow(sin(3.0 * th), 2.0));
  }
  double e0 = energy(pos, vel, mass, n);

#pragma acc data copyin(mass[0:n]) copy(pos[0:n], vel[0:n])
  for (int step = 0; step < NSTEPS; step++) {
#pragma acc parallel loop gang present(pos[0:n], vel[0:n], mass[0:n])
    for (int i = 0; i < n; i++) {
      double ax = 0.0, ay = 0.0, az = 0.0;
      vec3 pi = pos[i];
#pragma acc loop vector reduction(+:ax, ay, az)
      for (int j = 0; j < n; j++) {
        vec3 d = vsub(pos[j], pi);
        double r2 = d.x * d.x + d.y * d.y + d.z * d.z + SOFTENING2;
        double inv = 1.0 / sqrt(r2);
        double s = mass[j] * inv * inv * inv;
        ax += s * d.x;
        ay += s * d.y;
        az += s * d.z;
      }
      vel[i].x += DT * ax;
      vel[i].y += DT * ay;
      vel[i].z += DT * az;
    }
#pragma acc parallel loop present(pos[0:n], vel[0:n])
    for (int i = 0; i < n; i++) {
      pos[i].x += DT * vel[i].x;
      pos[i].y += DT * vel[i].y;
      pos[i].z += DT * vel[i].z;
    }
  }

  double e1 = energy(pos, vel, mass, n);
  printf("nbody: n=%d steps=%d\n", n, NSTEPS);
  printf("nbody: energy before %.6e after %.6e\n", e0, e1);
  printf("nbody: pos[0]=(%.5f, %.5f, %.5f)\n", pos[0].x, pos[0].y, pos[0].z);
  free(pos);
  free(vel);
  free(mass);
  return 0;
}
