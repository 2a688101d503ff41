// accc puts the runtime's openacc.h on the include path (after the user's
// directories: a build tree's accc the source tree's header, an installed
// one ../include/acc2omp, each only if it is the header accc was built with,
// else a temporary copy, gone afterwards) and links libacc2omp_runtime.a
// with no flags; -### writes nothing. The library can be named with
// ACC2OMP_RUNTIME_LIBRARY.
//
// RUN: rm -rf %t && mkdir -p %t/tmp %t/inc
// RUN: cd %t && env TMPDIR=%t/tmp accc %s -o prog && ./prog | FileCheck %s
// RUN: cd %t && env TMPDIR=%t/tmp accc -### %s -o prog2 2>&1 | FileCheck %s --check-prefix=STEPS
// RUN: test -z "$(ls -A %t/tmp)" && test ! -e %t/prog2
// A user's openacc.h comes first.
// RUN: echo '#define ACC2OMP_OWN_HEADER 1' > %t/inc/openacc.h
// RUN: cd %t && accc -I%t/inc %s -o own && ./own | FileCheck %s --check-prefix=OWN
// RUN: cd %t && env ACC2OMP_RUNTIME_LIBRARY=%t/missing.a not accc %s -o bad 2>&1 | FileCheck %s --check-prefix=MISSING
// CHECK: the runtime's header: host devices 1
// STEPS: front end: {{.*}}(libclang 22, -fopenacc -isystem {{.*}}include) -> acc dialect
// STEPS: {{.*}}/libacc2omp_runtime{{.*}}.a -Wl,--export-dynamic-symbol=acc_* -lm
// OWN: the user's header
// MISSING: accc: error: ACC2OMP_RUNTIME_LIBRARY names '{{.*}}/missing.a', which is not a file
// RUN: test ! -e %t/bad

#include <openacc.h>
#include <stdio.h>

int main(void) {
#ifdef ACC2OMP_OWN_HEADER
  printf("the user's header\n");
#else
  printf("the runtime's header: host devices %d\n", acc_get_num_devices(acc_device_host));
#endif
  return 0;
}
