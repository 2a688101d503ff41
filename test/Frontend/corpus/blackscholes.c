// RUN: accc -emit-mlir=acc %s | FileCheck %s
// Black-Scholes prices for a batch of European calls and puts held in an array of structs.
// CHECK: acc.routine
// CHECK: acc.routine
// CHECK-LABEL: func.func @main
// CHECK: acc.copyin
// CHECK: acc.create
// CHECK: acc.parallel
// CHECK: acc.loop
// CHECK: acc.copyout
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

typedef enum { OPT_CALL, OPT_PUT } opt_kind;

typedef struct {
  double spot;   /* S */
  double strike; /* K */
  double rate;   /* r */
  double vol;    /* sigma */
  double years;  /* T */
  opt_kind kind;
} option_t;

/* Cumulative normal distribution (Abramowitz-Stegun 26.2.17). */
#pragma acc routine seq
static double cnd(double d)
{
  const double a1 = 0.31938153, a2 = -0.356563782, a3 = 1.781477937;
  const double a4 = -1.821255978, a5 = 1.330274429;
  const double inv_sqrt_2pi = 0.39894228040143267794;
  double k = 1.0 / (1.0 + 0.2316419 * fabs(d));
  double w = inv_sqrt_2pi * exp(-0.5 * d * d) *
             (k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5)))));
  return d > 0.0 ? 1.0 - w : w;
}

#pragma acc routine seq
static double bs_price(option_t o)
{
  double sq = o.vol * sqrt(o.years);
  double d1 = (log(o.spot / o.strike) + (o.rate + 0.5 * o.vol * o.vol) * o.years) / sq;
  double d2 = d1 - sq;
  double disc = o.strike * exp(-o.rate * o.years);
  if (o.kind == OPT_CALL)
    return o.spot * cnd(d1) - disc * cnd(d2);
  return disc * cnd(-d2) - o.spot * cnd(-d1);
}

static void make_options(option_t *opts, int n)
{
  for (int i = 0; i < n; i++) {
    option_t *o = opts + i;
    o->spot = 80.0 + (i % 41);
    o->strike = 100.0;
    o->rate = 0.02 + 0.001 * (i % 5);
    o->vol = 0.15 + 0.01 * (i % 11);
    o->years = 0.25 * (1 + i % 8);
    o->kind = (i & 1) ? OPT_PUT : OPT_CALL;
  }
}

int main(void)
{
  const int n = 100000;
  option_t *opts = (option_t *)malloc((size_t)n * sizeof(option_t));
  double *price = (double *)malloc((size_t)n * sizeof(double));
  make_options(opts, n);

#pragma acc parallel loop gang vector copyin(opts[0:n]) copyout(price[0:n])
  for (int i = 0; i < n; i++)
    price[i] = bs_price(opts[i]);

  double calls = 0.0, puts = 0.0;
  for (int i = 0; i < n; i++) {
    if (opts[i].kind == OPT_CALL)
      calls += price[i];
    else
      puts += price[i];
  }
  printf("blackscholes: n=%d\n", n);
  printf("blackscholes: price[0]=%.6f price[1]=%.6f price[77]=%.6f\n", price[0],
         price[1], price[77]);
  printf("blackscholes: mean call=%.6f mean put=%.6f\n", calls / (n / 2), puts / (n / 2));
  free(opts);
  free(price);
  return 0;
}
