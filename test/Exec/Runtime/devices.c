// Device management on the host target (OpenACC 3.3, 3.2.1-3.2.9, 3.2.23):
// one device, the host; acc_device_not_host and acc_device_nvidia have none.
// Each error case exits with status 1 and a message naming the routine.
//
// RUN: accc -O1 %s -o %t
// RUN: %t | FileCheck %s
// RUN: env ACC_DEVICE_TYPE=HOST ACC_DEVICE_NUM=0 %t | FileCheck %s
// RUN: not %t set-num 2>&1 | FileCheck %s --check-prefix=SET-NUM
// RUN: not %t set-type 2>&1 | FileCheck %s --check-prefix=SET-TYPE
// RUN: not %t init 2>&1 | FileCheck %s --check-prefix=INIT
// RUN: not %t shutdown-device 2>&1 | FileCheck %s --check-prefix=SHUTDOWN
// RUN: not %t property 2>&1 | FileCheck %s --check-prefix=PROPERTY
// RUN: not %t bad-type 2>&1 | FileCheck %s --check-prefix=BAD-TYPE
// RUN: not %t bad-property 2>&1 | FileCheck %s --check-prefix=BAD-PROPERTY

#include <openacc.h>
#include <stdio.h>
#include <string.h>

int main(int argc, char **argv) {
  const char *error = argc > 1 ? argv[1] : "";
  // CHECK: _OPENACC 1
  printf("_OPENACC %d\n", _OPENACC >= 201711);
  // CHECK-NEXT: devices: host 1 default 1 current 1 not_host 0 nvidia 0 none 0
  printf("devices: host %d default %d current %d not_host %d nvidia %d none %d\n",
         acc_get_num_devices(acc_device_host), acc_get_num_devices(acc_device_default),
         acc_get_num_devices(acc_device_current), acc_get_num_devices(acc_device_not_host),
         acc_get_num_devices(acc_device_nvidia), acc_get_num_devices(acc_device_none));
  // CHECK-NEXT: type host 1, num host 0 default 0 current 0 not_host -1 nvidia -1
  printf("type host %d, num host %d default %d current %d not_host %d nvidia %d\n",
         acc_get_device_type() == acc_device_host, acc_get_device_num(acc_device_host),
         acc_get_device_num(acc_device_default), acc_get_device_num(acc_device_current),
         acc_get_device_num(acc_device_not_host), acc_get_device_num(acc_device_nvidia));
  acc_init(acc_device_host);
  acc_init(acc_device_default);
  acc_init_device(0, acc_device_host);
  acc_set_device_type(acc_device_host);
  acc_set_device_type(acc_device_default);
  acc_set_device_num(0, acc_device_host);
  acc_set_device_num(-1, acc_device_host); // the default behavior: device 0
  acc_set_device_num(5, acc_device_current); // changes nothing
  // CHECK-NEXT: after setting: type host 1 num 0
  printf("after setting: type host %d num %d\n", acc_get_device_type() == acc_device_host,
         acc_get_device_num(acc_device_host));
  // CHECK-NEXT: memory 1 free 1 shared 1 name 'host (multicore, OpenMP)' vendor 'acc2omp' driver 1 null 1
  // The host's memory and free memory: 0, "not known" (OpenACC 3.3 allows
  // it; the system's figures shift under the program).
  size_t memory = acc_get_property(0, acc_device_host, acc_property_memory);
  size_t free_memory = acc_get_property(0, acc_device_current, acc_property_free_memory);
  printf("memory %d free %d shared %d name '%s' vendor '%s' driver %d null %d\n",
         memory == 0, free_memory == 0,
         (int)acc_get_property(0, acc_device_host, acc_property_shared_memory_support),
         acc_get_property_string(0, acc_device_host, acc_property_name),
         acc_get_property_string(0, acc_device_default, acc_property_vendor),
         strncmp(acc_get_property_string(0, acc_device_host, acc_property_driver), "acc2omp runtime ", 16) == 0,
         acc_get_property_string(0, acc_device_host, acc_property_memory) == NULL &&
             acc_get_property(0, acc_device_host, acc_property_name) == 0);
  // acc_on_device on the host and in compute constructs, which run on the host.
  int host = 0, not_host = 0, none = 0, nvidia = 0, dflt = 0;
#pragma acc parallel loop reduction(+:host, not_host, none, nvidia, dflt)
  for (int i = 0; i < 64; i++) {
    host += acc_on_device(acc_device_host);
    not_host += acc_on_device(acc_device_not_host);
    none += acc_on_device(acc_device_none);
    nvidia += acc_on_device(acc_device_nvidia);
    dflt += acc_on_device(acc_device_default);
  }
  // CHECK-NEXT: on_device in a construct: host 64 not_host 0 none 0 nvidia 0 default 0; outside: 1 0
  printf("on_device in a construct: host %d not_host %d none %d nvidia %d default %d; outside: %d %d\n",
         host, not_host, none, nvidia, dflt, acc_on_device(acc_device_host),
         acc_on_device(acc_device_not_host));
  acc_shutdown_device(0, acc_device_host);
  acc_shutdown(acc_device_host);
  fflush(stdout);
  // SET-NUM: OpenACC runtime error: acc_set_device_num: no device 1 of type acc_device_host (1 available)
  if (!strcmp(error, "set-num"))
    acc_set_device_num(1, acc_device_host);
  // SET-TYPE: OpenACC runtime error: acc_set_device_type: no device 0 of type acc_device_nvidia (0 available)
  if (!strcmp(error, "set-type"))
    acc_set_device_type(acc_device_nvidia);
  // INIT: OpenACC runtime error: acc_init: no device of type acc_device_not_host
  if (!strcmp(error, "init"))
    acc_init(acc_device_not_host);
  // SHUTDOWN: OpenACC runtime error: acc_shutdown_device: no device 0 of type acc_device_none (0 available)
  if (!strcmp(error, "shutdown-device"))
    acc_shutdown_device(0, acc_device_none);
  // PROPERTY: OpenACC runtime error: acc_get_property: no device 2 of type acc_device_host (1 available)
  if (!strcmp(error, "property"))
    acc_get_property(2, acc_device_host, acc_property_memory);
  // BAD-TYPE: OpenACC runtime error: acc_get_num_devices: 3 is not an acc_device_t
  if (!strcmp(error, "bad-type"))
    acc_get_num_devices((acc_device_t)3);
  // BAD-PROPERTY: OpenACC runtime error: acc_get_property_string: 7 is not an acc_device_property_t
  if (!strcmp(error, "bad-property"))
    acc_get_property_string(0, acc_device_host, (acc_device_property_t)7);
  return 0;
}
