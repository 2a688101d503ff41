// The profiling interface's events (OpenACC 3.3 chapter 5): the program's
// own acc_register_library (accc exports it; the runtime calls it at its
// first use) registers one callback for every event, which records each
// event with what it carries; main prints the record. A host build: the
// compute constructs (with their host launches) and the waits; the data
// directives move nothing on the host, which shares memory. A build for a
// device with memory of its own (the emulated discrete device): also the
// data constructs' and directives' events, and inside each the allocation,
// creation and transfers of each variable, with its name as the clause
// spells it; a compute construct's data clauses are bracketed by implicit
// enter and exit data events. Each start event's tool_info reaches its
// end event; the source fields are the directive's lines and its
// function's. A tool as a shared library is loaded from ACC_PROFLIB.
//
// RUN: accc %s -o %t && %t | FileCheck %s
// RUN: env OMP_NUM_THREADS=4 %t | FileCheck %s
// RUN: accc --offload-arch=sm_90 %s -o %t.dev
// RUN: env ACC_DEVICE_TYPE=host_discrete %t.dev | FileCheck %s --check-prefixes=CHECK,DEV
// RUN: env ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=1 %t.dev | FileCheck %s --check-prefixes=CHECK,DEV
//
// A tool in a shared library (ACC_PROFLIB), after the program's own; the
// errors of a library that cannot be opened or has no acc_register_library.
// RUN: clang-22 -shared -fPIC -I$(dirname $(accc -print-file-name=acc_prof.h)) %S/Inputs/prof-tool.c -o %t.tool.so
// RUN: env ACC_PROFLIB=%t.tool.so ACC_DEVICE_TYPE=host_discrete %t.dev | FileCheck %s --check-prefix=TOOL
// RUN: env ACC_PROFLIB=%t.missing.so not %t 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: echo 'int not_a_tool(void) { return 0; }' > %t.empty.c && clang-22 -shared -fPIC %t.empty.c -o %t.empty.so
// RUN: env ACC_PROFLIB=%t.empty.so not %t 2>&1 | FileCheck %s --check-prefix=EMPTY
//
// A data event's callback that calls a data routine (the device's data is
// locked then): an error, not a hang.
// RUN: env ACC_DEVICE_TYPE=host_discrete not %t.dev reenter 2>&1 | FileCheck %s --check-prefix=REENTER
//
// TOOL: tool: 5 compute constructs, 1064 bytes uploaded
// REENTER: OpenACC runtime error: profiling callback: a data event's callback called an OpenACC data routine (the device's data is locked while its data events are dispatched)
// MISSING: OpenACC runtime error: ACC_PROFLIB: the profiling library '{{.*}}.missing.so' cannot be opened
// EMPTY: OpenACC runtime error: ACC_PROFLIB: the profiling library '{{.*}}.empty.so' defines no acc_register_library

#include <acc_prof.h>
#include <openacc.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

static const char *names[] = {
    "none", "device_init_start", "device_init_end", "device_shutdown_start",
    "device_shutdown_end", "runtime_shutdown", "create", "delete", "alloc", "free",
    "enter_data_start", "enter_data_end", "exit_data_start", "exit_data_end",
    "update_start", "update_end", "compute_construct_start", "compute_construct_end",
    "enqueue_launch_start", "enqueue_launch_end", "enqueue_upload_start",
    "enqueue_upload_end", "enqueue_download_start", "enqueue_download_end",
    "wait_start", "wait_end"};

static char record_[1 << 16];
static size_t used;
static int problems;
static int reenter;
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;

static int starts(acc_event_t e) {
  return e == acc_ev_device_init_start || e == acc_ev_device_shutdown_start ||
         e == acc_ev_enter_data_start || e == acc_ev_exit_data_start ||
         e == acc_ev_update_start || e == acc_ev_compute_construct_start ||
         e == acc_ev_enqueue_launch_start || e == acc_ev_enqueue_upload_start ||
         e == acc_ev_enqueue_download_start || e == acc_ev_wait_start;
}

static int is_data(acc_event_t e) {
  return (e >= acc_ev_create && e <= acc_ev_free) ||
         (e >= acc_ev_enqueue_upload_start && e <= acc_ev_enqueue_download_end);
}

static void record(acc_prof_info *p, acc_event_info *e, acc_api_info *a) {
  char line[512];
  acc_event_t t = p->event_type;
  if (reenter && t == acc_ev_create) acc_is_present((void *)e->data_event.host_ptr, 1);
  int n = snprintf(line, sizeof line, "%s parent=%d implicit=%d lines=%d-%d func=%s:%d-%d",
                   names[t], e->other_event.parent_construct, e->other_event.implicit,
                   p->line_no, p->end_line_no, p->func_name ? p->func_name : "-",
                   p->func_line_no, p->func_end_line_no);
  if (p->src_file && !strstr(p->src_file, "profiling-events.c")) problems |= 1;
  if (p->valid_bytes != (int)sizeof(acc_prof_info) || p->version != _OPENACC) problems |= 2;
  if (a->valid_bytes != (int)sizeof(acc_api_info) || a->device_type != p->device_type) problems |= 4;
  if (is_data(t)) {
    n += snprintf(line + n, sizeof line - n, " var=%s bytes=%zu",
                  e->data_event.var_name ? e->data_event.var_name : "-", e->data_event.bytes);
    // (acc_malloc's memory, allocated and freed, has no host data.)
    if (!e->data_event.device_ptr) problems |= 8;
    if (!e->data_event.host_ptr && t != acc_ev_alloc && t != acc_ev_free) problems |= 32;
  }
  if (t == acc_ev_compute_construct_start && p->async != acc_async_sync)
    n += snprintf(line + n, sizeof line - n, " async=%ld queue=%ld", p->async, p->async_queue);
  if (t == acc_ev_enqueue_launch_start && e->launch_event.valid_bytes == (int)sizeof(acc_launch_event_info))
    n += snprintf(line + n, sizeof line - n, " gangs=%zu workers=%zu vector=%zu",
                  e->launch_event.num_gangs, e->launch_event.num_workers,
                  e->launch_event.vector_length);
  // A start event's tool_info comes back with its end event.
  if (starts(t)) {
    e->other_event.tool_info = (void *)(uintptr_t)(0x1000 + t);
  } else if (starts((acc_event_t)(t - 1)) && e->other_event.tool_info != (void *)(uintptr_t)(0x1000 + t - 1)) {
    problems |= 16;
  }
  if (t == acc_ev_runtime_shutdown) {
    printf("%s problems=%d\n", line, problems);
    return;
  }
  pthread_mutex_lock(&lock);
  if (used + n + 2 < sizeof record_) {
    memcpy(record_ + used, line, n);
    used += n;
    record_[used++] = '\n';
  }
  pthread_mutex_unlock(&lock);
}

void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup) {
  (void)unreg; (void)lookup;
  for (int e = acc_ev_none + 1; e < acc_ev_last; e++) reg((acc_event_t)e, record, acc_reg);
}

static void scale(float *x, int n) {
  // CHECK: compute_construct_start parent=0 implicit=0 lines=[[#@LINE+1]]-[[#@LINE+2]] func=scale:[[#@LINE-1]]-[[#@LINE+5]]
#pragma acc parallel loop copy(x[0:n]) num_gangs(2)
  for (int i = 0; i < n; i++) x[i] *= 2;
  // (The label's line: the directive below; the function: from its
  // name's line to its closing brace.)
}

int main(int argc, char **argv) {
  reenter = argc > 1 && !strcmp(argv[1], "reenter");
  float x[200];
  int a[10], b[4], c[16];
  for (int i = 0; i < 200; i++) x[i] = i;
  for (int i = 0; i < 10; i++) a[i] = i;
  scale(x, 200);
  // DEV-NEXT: enter_data_start parent=0 implicit=1 lines={{[0-9]+}}-
  // DEV-NEXT: alloc parent=0 implicit=1 {{.*}} var=x[0:n] bytes=800
  // DEV-NEXT: create parent=0 implicit=1 {{.*}} var=x[0:n] bytes=800
  // DEV-NEXT: enqueue_upload_start parent=0 implicit=1 {{.*}} var=x[0:n] bytes=800
  // DEV-NEXT: enqueue_upload_end parent=0 implicit=1 {{.*}} var=x[0:n] bytes=800
  // DEV-NEXT: enter_data_end parent=0 implicit=1
  // CHECK-NEXT: enqueue_launch_start parent=0 implicit=1 {{.*}} gangs=2 workers=1 vector=1
  // CHECK-NEXT: enqueue_launch_end parent=0 implicit=1
  // DEV-NEXT: exit_data_start parent=0 implicit=1
  // DEV-NEXT: enqueue_download_start parent=0 implicit=1 {{.*}} var=x[0:n] bytes=800
  // DEV-NEXT: enqueue_download_end parent=0 implicit=1 {{.*}} var=x[0:n] bytes=800
  // DEV-NEXT: delete parent=0 implicit=1 {{.*}} var=x[0:n] bytes=800
  // DEV-NEXT: free parent=0 implicit=1 {{.*}} var=x[0:n] bytes=800
  // DEV-NEXT: exit_data_end parent=0 implicit=1
  // CHECK-NEXT: compute_construct_end parent=0 implicit=0

  // A data construct: its entry's and exit's events around its maps.
  // DEV-NEXT: enter_data_start parent=3 implicit=0 lines=[[#@LINE+6]]-[[#@LINE+19]] func=main:{{[0-9]+}}-
  // DEV-NEXT: alloc parent=3 implicit=0 {{.*}} var=a bytes=40
  // DEV-NEXT: create parent=3 implicit=0 {{.*}} var=a bytes=40
  // DEV-NEXT: enqueue_upload_start parent=3 implicit=0 {{.*}} var=a bytes=40
  // DEV-NEXT: enqueue_upload_end parent=3 implicit=0 {{.*}} var=a bytes=40
  // DEV-NEXT: enter_data_end parent=3 implicit=0
#pragma acc data copyin(a)
  {
    // CHECK-NEXT: compute_construct_start parent=16 implicit=0 lines=[[#@LINE+1]]-[[#@LINE+2]] func=main
#pragma acc serial present(a)
    a[0] += 100;
    // CHECK-NEXT: enqueue_launch_start parent=16 implicit=1 {{.*}} gangs=1 workers=1 vector=1
    // CHECK-NEXT: enqueue_launch_end parent=16
    // CHECK-NEXT: compute_construct_end parent=16
    // DEV-NEXT: update_start parent=12 implicit=0 lines=[[#@LINE+4]]-[[#@LINE+4]]
    // DEV-NEXT: enqueue_download_start parent=12 implicit=0 {{.*}} var=a[0:4] bytes=16
    // DEV-NEXT: enqueue_download_end parent=12 implicit=0 {{.*}} var=a[0:4] bytes=16
    // DEV-NEXT: update_end parent=12
#pragma acc update self(a[0:4])
  }
  // DEV-NEXT: exit_data_start parent=3 implicit=0
  // DEV-NEXT: delete parent=3 implicit=0 {{.*}} var=a bytes=40
  // DEV-NEXT: free parent=3 implicit=0 {{.*}} var=a bytes=40
  // DEV-NEXT: exit_data_end parent=3 implicit=0

  // DEV-NEXT: enter_data_start parent=4 implicit=0 lines=[[#@LINE+5]]-[[#@LINE+5]]
  // DEV-NEXT: alloc parent=4 {{.*}} var=b bytes=16
  // DEV-NEXT: create parent=4 {{.*}} var=b bytes=16
  // (create: no transfer)
  // DEV-NEXT: enter_data_end parent=4
#pragma acc enter data create(b)
  // DEV-NEXT: exit_data_start parent=5 implicit=0 lines=[[#@LINE+4]]-[[#@LINE+4]]
  // DEV-NEXT: delete parent=5 {{.*}} var=b bytes=16
  // DEV-NEXT: free parent=5 {{.*}} var=b bytes=16
  // DEV-NEXT: exit_data_end parent=5
#pragma acc exit data delete(b)

  // A kernels region: one compute construct, a launch per part (its loop
  // nests), its data clauses inside it as implicit enter and exit data.
  int k[8] = {0};
  // CHECK-NEXT: compute_construct_start parent=1 implicit=0 lines=[[#@LINE+1]]-[[#@LINE+7]]
#pragma acc kernels copy(k) num_gangs(1)
  {
#pragma acc loop independent
    for (int i = 0; i < 8; i++) k[i] += i;
#pragma acc loop independent
    for (int i = 0; i < 8; i++) k[i] *= 2;
  }
  // DEV-NEXT: enter_data_start parent=1 implicit=1
  // DEV-NEXT: alloc parent=1 implicit=1 {{.*}} var=k bytes=32
  // DEV-NEXT: create parent=1
  // DEV-NEXT: enqueue_upload_start parent=1
  // DEV-NEXT: enqueue_upload_end parent=1
  // DEV-NEXT: enter_data_end parent=1 implicit=1
  // CHECK-NEXT: enqueue_launch_start parent=1 implicit=1 {{.*}} gangs=1 workers=1 vector=1
  // CHECK-NEXT: enqueue_launch_end parent=1
  // CHECK-NEXT: enqueue_launch_start parent=1 implicit=1 {{.*}} gangs=1 workers=1 vector=1
  // CHECK-NEXT: enqueue_launch_end parent=1
  // DEV-NEXT: exit_data_start parent=1 implicit=1
  // DEV-NEXT: enqueue_download_start parent=1 implicit=1 {{.*}} var=k bytes=32
  // DEV-NEXT: enqueue_download_end parent=1
  // DEV-NEXT: delete parent=1
  // DEV-NEXT: free parent=1
  // DEV-NEXT: exit_data_end parent=1 implicit=1
  // CHECK-NEXT: compute_construct_end parent=1 implicit=0

  // A wait clause's wait: implicit, its directive's.
  // CHECK-NEXT: wait_start parent=0 implicit=1 lines=[[#@LINE+3]]-[[#@LINE+4]]
  // CHECK-NEXT: wait_end parent=0 implicit=1
  // CHECK-NEXT: compute_construct_start parent=0 implicit=0 lines=[[#@LINE+1]]-[[#@LINE+2]]
#pragma acc parallel loop wait(1) copy(k) num_gangs(1)
  for (int i = 0; i < 8; i++) k[i] += 1;
  // CHECK:      compute_construct_end parent=0 implicit=0

  // The runtime's routines: their data events' parent is
  // acc_construct_runtime_api (15), with no source.
  acc_copyin(c, sizeof c);
  acc_delete(c, sizeof c);
  // DEV-NEXT: alloc parent=15 implicit=0 lines=0-0 func=-:0-0 var=- bytes=64
  // DEV-NEXT: create parent=15
  // DEV-NEXT: enqueue_upload_start parent=15
  // DEV-NEXT: enqueue_upload_end parent=15
  // DEV-NEXT: delete parent=15
  // DEV-NEXT: free parent=15
  void *memory = acc_malloc(32);
  acc_free(memory);
  // DEV-NEXT: alloc parent=15 implicit=0 lines=0-0 func=-:0-0 var=- bytes=32
  // DEV-NEXT: free parent=15 implicit=0 lines=0-0 func=-:0-0 var=- bytes=32
  // acc_map_data's association is a creation, acc_unmap_data's end a
  // deletion; acc_memcpy_to_device and _from_device transfer.
  if (acc_get_device_type() != acc_device_host) {
    memory = acc_malloc(sizeof k);
    acc_map_data(&k[0], memory, sizeof k);
    acc_memcpy_to_device(memory, &k[0], sizeof k);
    acc_memcpy_from_device(&k[0], memory, sizeof k);
    acc_unmap_data(&k[0]);
    acc_free(memory);
  }
  // DEV-NEXT: alloc parent=15 implicit=0 lines=0-0 func=-:0-0 var=- bytes=32
  // DEV-NEXT: create parent=15 implicit=0 lines=0-0 func=-:0-0 var=- bytes=32
  // DEV-NEXT: enqueue_upload_start parent=15 {{.*}} bytes=32
  // DEV-NEXT: enqueue_upload_end parent=15 {{.*}} bytes=32
  // DEV-NEXT: enqueue_download_start parent=15 {{.*}} bytes=32
  // DEV-NEXT: enqueue_download_end parent=15 {{.*}} bytes=32
  // DEV-NEXT: delete parent=15 implicit=0 lines=0-0 func=-:0-0 var=- bytes=32
  // DEV-NEXT: free parent=15 implicit=0 lines=0-0 func=-:0-0 var=- bytes=32
  acc_init(acc_device_host);
  // CHECK-NEXT: device_init_start parent=15
  // CHECK-NEXT: device_init_end parent=15
  acc_shutdown(acc_device_host);
  // CHECK-NEXT: device_shutdown_start parent=15
  // CHECK-NEXT: device_shutdown_end parent=15
  acc_wait_all();
  // CHECK-NEXT: wait_start parent=15 implicit=0 lines=0-0
  // CHECK-NEXT: wait_end parent=15
  // CHECK-NEXT: end of the record
  fwrite(record_, 1, used, stdout);
  printf("end of the record\n");

  // An asynchronous construct: its events on the thread that runs the
  // queue's work, its wait's on this one (in either order).
  used = 0;
#pragma acc parallel loop async(1) num_gangs(1)
  for (int i = 0; i < 4; i++) c[i] = i;
#pragma acc wait(1)
  int computes = 0, launches = 0, waits = 0, queued = 0;
  for (char *line = record_; line < record_ + used; line = strchr(line, '\n') + 1) {
    computes += !strncmp(line, "compute_construct_", 18);
    queued += !strncmp(line, "compute_construct_start", 23) && strstr(line, " async=1 queue=1\n") == strchr(line, '\n') - 16;
    launches += !strncmp(line, "enqueue_launch_", 15);
    waits += !strncmp(line, "wait_", 5);
  }
  // CHECK-NEXT: async: 2 compute, 2 launch, 2 wait events; 1 start on queue 1
  printf("async: %d compute, %d launch, %d wait events; %d start on queue 1\n", computes,
         launches, waits, queued);
  // CHECK-NEXT: runtime_shutdown parent=15 implicit=1 lines=0-0 func=-:0-0 problems=0
  return a[0] == 100 && c[3] == 3 ? 0 : 1;
}
// (main's lines: from its name to here)
