/* A project header that selects its OpenACC code with _OPENACC (as the
   OpenACC V&V suite's acc_testsuite.h does). */
#ifdef _OPENACC
#include <openacc.h>
#define ON_ACC 1
#else
#define ON_ACC 0
#endif
