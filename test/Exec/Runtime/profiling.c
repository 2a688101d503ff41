// acc_prof.h, the profiling interface (OpenACC 3.3 chapter 5): its types
// and the registration routines. A tool's acc_register_library is given
// them and registers, toggles and unregisters callbacks; misuse is an error
// that names the routine (exit status 1). The program calls its own
// acc_register_library, and the runtime calls it again at its first use
// (registering twice keeps one callback per event, unregistered twice);
// the compute construct's start and end events call on_compute
// (profiling-events.c tests the events).
//
// RUN: accc %s -o %t 2>%t.warnings && %t | FileCheck %s
// RUN: not grep . %t.warnings
// RUN: not %t bad-event 2>&1 | FileCheck %s --check-prefix=EVENT
// RUN: not %t null-callback 2>&1 | FileCheck %s --check-prefix=NULL
// RUN: not %t unregistered 2>&1 | FileCheck %s --check-prefix=UNREGISTERED
// RUN: not %t per-thread 2>&1 | FileCheck %s --check-prefix=PERTHREAD
// RUN: not %t action 2>&1 | FileCheck %s --check-prefix=ACTION
// CHECK: sizes 72 56 24
// CHECK-NEXT: registered, toggled and unregistered
// CHECK-NEXT: lookup 1 (nil)
// CHECK-NEXT: callbacks called 2
// EVENT: OpenACC runtime error: acc_prof_register: 26 is not an OpenACC event (acc_event_t)
// NULL: OpenACC runtime error: acc_prof_register: acc_reg needs a callback (it is NULL)
// UNREGISTERED: OpenACC runtime error: acc_prof_unregister: the callback {{.*}} is not registered for event 17
// PERTHREAD: OpenACC runtime error: acc_prof_register: acc_toggle_per_thread applies to all callbacks of the thread: the event must be acc_ev_none and the callback NULL
// ACTION: OpenACC runtime error: acc_prof_unregister: 7 is not an acc_register_t

#include <acc_prof.h>
#include <stdio.h>
#include <string.h>

static int calls;
static void on_compute(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)prof; (void)event; (void)api;
  calls++;
}
static void on_data(acc_prof_info *prof, acc_event_info *event, acc_api_info *api) {
  (void)prof; (void)event; (void)api;
  calls += 10;
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup) {
  (void)lookup;
  reg(acc_ev_compute_construct_start, on_compute, acc_reg);
  reg(acc_ev_compute_construct_end, on_compute, acc_reg);
  reg(acc_ev_enqueue_upload_start, on_data, acc_reg);
  unreg(acc_ev_compute_construct_end, on_compute, acc_toggle);
  reg(acc_ev_compute_construct_end, on_compute, acc_toggle);
  unreg(acc_ev_none, NULL, acc_toggle);
  reg(acc_ev_none, NULL, acc_toggle);
  unreg(acc_ev_none, NULL, acc_toggle_per_thread);
  reg(acc_ev_none, NULL, acc_toggle_per_thread);
  unreg(acc_ev_enqueue_upload_start, on_data, acc_reg);
}

int main(int argc, char **argv) {
  printf("sizes %zu %zu %zu\n", sizeof(acc_prof_info), sizeof(acc_launch_event_info),
         sizeof(acc_other_event_info));
  acc_register_library(acc_prof_register, acc_prof_unregister, acc_prof_lookup);
  printf("registered, toggled and unregistered\n");
  printf("lookup %d %p\n",
         (void *)acc_prof_lookup("acc_get_device_type") == (void *)acc_get_device_type,
         (void *)acc_prof_lookup("no_such_routine"));
  int a[8] = {0};
#pragma acc parallel loop copy(a)
  for (int i = 0; i < 8; i++) a[i] = i;
  printf("callbacks called %d\n", calls);
  if (argc > 1 && !strcmp(argv[1], "bad-event")) acc_prof_register(acc_ev_last, on_compute, acc_reg);
  if (argc > 1 && !strcmp(argv[1], "null-callback")) acc_prof_register(acc_ev_create, NULL, acc_reg);
  if (argc > 1 && !strcmp(argv[1], "unregistered")) acc_prof_unregister(acc_ev_compute_construct_end, on_data, acc_reg);
  if (argc > 1 && !strcmp(argv[1], "per-thread")) acc_prof_register(acc_ev_create, NULL, acc_toggle_per_thread);
  if (argc > 1 && !strcmp(argv[1], "action")) acc_prof_unregister(acc_ev_create, on_data, (acc_register_t)7);
  return 0;
}
