/* A profiling tool as a shared library (profiling-events.c loads it through
 * ACC_PROFLIB): it counts the compute constructs and the bytes uploaded,
 * and prints them when the runtime shuts down. */
#include <acc_prof.h>
#include <stdio.h>

static int constructs;
static size_t uploaded;

static void on_compute(acc_prof_info *p, acc_event_info *e, acc_api_info *a) {
  (void)p; (void)e; (void)a;
  constructs++;
}
static void on_upload(acc_prof_info *p, acc_event_info *e, acc_api_info *a) {
  (void)p; (void)a;
  uploaded += e->data_event.bytes;
}
static void on_shutdown(acc_prof_info *p, acc_event_info *e, acc_api_info *a) {
  (void)p; (void)e; (void)a;
  printf("tool: %d compute constructs, %zu bytes uploaded\n", constructs, uploaded);
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup) {
  (void)unreg; (void)lookup;
  reg(acc_ev_compute_construct_start, on_compute, acc_reg);
  reg(acc_ev_enqueue_upload_start, on_upload, acc_reg);
  reg(acc_ev_runtime_shutdown, on_shutdown, acc_reg);
}
