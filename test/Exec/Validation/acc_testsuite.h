/* The conventions of the OpenACC validation suites' tests (OpenACCV-V):
 * each test file runs its sub-tests (test1, test2, ...) and returns from
 * main a bitmask of the ones that failed (bit k-1 for test k), 0 when all
 * pass. Only what acc2omp's own examples here need. */
#ifndef ACC_TESTSUITE_H
#define ACC_TESTSUITE_H

#include <math.h>
#ifdef _OPENACC /* the printed OpenMP defines it too (accc inserts it) */
#include <openacc.h>
#endif
#include <stdio.h>
#include <stdlib.h>

#define n 1024
#define SEED 17
#define PRECISION 1e-9
#define NUM_TEST_CALLS 3

typedef double real_t;

/* A sub-test's result into main's bitmask. */
#define RUN_TEST(k, test)                                                    \
  do {                                                                       \
    int failcode_ = 0;                                                       \
    for (int call_ = 0; call_ < NUM_TEST_CALLS; ++call_)                     \
      failcode_ += test();                                                   \
    if (failcode_ != 0) {                                                    \
      failed |= 1 << ((k) - 1);                                              \
      fprintf(stderr, "%s: test%d failed\n", __FILE__, (k));                 \
    }                                                                        \
  } while (0)

#endif
