/*
 * acc_prof.h: the OpenACC 3.3 profiling interface (chapter 5) for C, as
 * acc2omp's runtime (libacc2omp_runtime.a) implements it: the event,
 * information and registration types, and acc_prof_register,
 * acc_prof_unregister and acc_prof_lookup, which record and toggle a
 * tool's callbacks.
 *
 * At its first use the runtime calls the program's acc_register_library
 * (accc exports it from the executable; a shared library the program links
 * may define it too), then each one of the libraries ACC_PROFLIB names
 * (paths separated by ':'). Events: compute constructs (with their
 * launches: the GPU's kernels, or the host's run of the construct), data
 * constructs, enter/exit data, update and wait directives (with the
 * directive's file, lines and function); on a device with memory of its
 * own each variable's alloc, create, upload, download, delete and free
 * (var_name as the clause spells it; inside a compute construct between
 * implicit enter and exit data events); acc_init/acc_shutdown, the GPU's
 * initialization, and acc_ev_runtime_shutdown at exit. A start event's
 * tool_info reaches its end event. async and async_queue are the queue
 * whose work the event is part of (an async construct's events are
 * dispatched on the thread that runs its queue), else acc_async_sync.
 * Data events are dispatched with the device's present
 * table locked: a callback that calls a data routine is an error. A compiler
 * other than accc (OpenMP printed by accc -fopenacc-print=omp) inserts no
 * directive events. acc_prof_lookup knows no routine (NULL).
 */
#ifndef ACC2OMP_ACC_PROF_H
#define ACC2OMP_ACC_PROF_H

#include <stddef.h>
#include <openacc.h>

#ifdef __cplusplus
extern "C" {
#endif

/* 5.1: the events, in the specification's order. */
typedef enum acc_event_t {
  acc_ev_none = 0,
  acc_ev_device_init_start = 1,
  acc_ev_device_init_end = 2,
  acc_ev_device_shutdown_start = 3,
  acc_ev_device_shutdown_end = 4,
  acc_ev_runtime_shutdown = 5,
  acc_ev_create = 6,
  acc_ev_delete = 7,
  acc_ev_alloc = 8,
  acc_ev_free = 9,
  acc_ev_enter_data_start = 10,
  acc_ev_enter_data_end = 11,
  acc_ev_exit_data_start = 12,
  acc_ev_exit_data_end = 13,
  acc_ev_update_start = 14,
  acc_ev_update_end = 15,
  acc_ev_compute_construct_start = 16,
  acc_ev_compute_construct_end = 17,
  acc_ev_enqueue_launch_start = 18,
  acc_ev_enqueue_launch_end = 19,
  acc_ev_enqueue_upload_start = 20,
  acc_ev_enqueue_upload_end = 21,
  acc_ev_enqueue_download_start = 22,
  acc_ev_enqueue_download_end = 23,
  acc_ev_wait_start = 24,
  acc_ev_wait_end = 25,
  acc_ev_last = 26
} acc_event_t;

/* 5.2.1: the first argument of every callback. */
typedef struct acc_prof_info {
  acc_event_t event_type;
  int valid_bytes;
  int version;
  acc_device_t device_type;
  int device_number;
  int thread_id;
  long async;
  long async_queue;
  const char *src_file;
  const char *func_name;
  int line_no, end_line_no;
  int func_line_no, func_end_line_no;
} acc_prof_info;

/* 5.2.2: the second argument: what the event concerns. */
typedef enum acc_construct_t {
  acc_construct_parallel = 0,
  acc_construct_kernels = 1,
  acc_construct_loop = 2,
  acc_construct_data = 3,
  acc_construct_enter_data = 4,
  acc_construct_exit_data = 5,
  acc_construct_host_data = 6,
  acc_construct_atomic = 7,
  acc_construct_declare = 8,
  acc_construct_init = 9,
  acc_construct_shutdown = 10,
  acc_construct_set = 11,
  acc_construct_update = 12,
  acc_construct_routine = 13,
  acc_construct_wait = 14,
  acc_construct_runtime_api = 15,
  acc_construct_serial = 16
} acc_construct_t;

typedef struct acc_data_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
  const char *var_name;
  size_t bytes;
  const void *host_ptr;
  const void *device_ptr;
} acc_data_event_info;

typedef struct acc_launch_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
  const char *kernel_name;
  size_t num_gangs, num_workers, vector_length;
} acc_launch_event_info;

typedef struct acc_other_event_info {
  acc_event_t event_type;
  int valid_bytes;
  acc_construct_t parent_construct;
  int implicit;
  void *tool_info;
} acc_other_event_info;

typedef union acc_event_info {
  acc_event_t event_type;
  acc_data_event_info data_event;
  acc_launch_event_info launch_event;
  acc_other_event_info other_event;
} acc_event_info;

/* 5.2.3: the third argument: the device API underneath. */
typedef enum acc_device_api {
  acc_device_api_none = 0,
  acc_device_api_cuda = 1,
  acc_device_api_opencl = 2,
  acc_device_api_coi = 3,
  acc_device_api_other = 4
} acc_device_api;

typedef struct acc_api_info {
  acc_device_api device_api;
  int valid_bytes;
  acc_device_t device_type;
  int vendor;
  const void *device_handle;
  const void *context_handle;
  const void *async_handle;
} acc_api_info;

typedef void (*acc_prof_callback)(acc_prof_info *, acc_event_info *, acc_api_info *);

/* 5.3: registering, unregistering and toggling callbacks. */
typedef enum acc_register_t {
  acc_reg = 0,
  acc_toggle = 1,
  acc_toggle_per_thread = 2
} acc_register_t;

typedef void (*acc_prof_reg)(acc_event_t, acc_prof_callback, acc_register_t);
void acc_prof_register(acc_event_t event, acc_prof_callback callback, acc_register_t action);
void acc_prof_unregister(acc_event_t event, acc_prof_callback callback, acc_register_t action);

/* 5.4: a tool's entry point, and the lookup of other routines. */
typedef void (*acc_query_fn)(void);
typedef acc_query_fn (*acc_prof_lookup_func)(const char *);
acc_query_fn acc_prof_lookup(const char *name);
void acc_register_library(acc_prof_reg reg, acc_prof_reg unreg, acc_prof_lookup_func lookup);

#ifdef __cplusplus
}
#endif

#endif /* ACC2OMP_ACC_PROF_H */
