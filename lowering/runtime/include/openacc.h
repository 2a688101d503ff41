/*
 * openacc.h: the OpenACC 3.3 runtime library API for C, as acc2omp's
 * runtime (libacc2omp_runtime.a, which accc links into every program)
 * implements it. accc puts this header on the include path by itself.
 *
 * The default target is an NVIDIA GPU when the program has GPU code and
 * the machine a usable GPU, else the host (multicore through OpenMP),
 * which shares memory with the program: there data is always present and
 * no copies are made. Misuse the specification calls an error ends the program with
 * "OpenACC runtime error: <routine>: <what>" on standard error and exit
 * status 1.
 */
#ifndef ACC2OMP_OPENACC_H
#define ACC2OMP_OPENACC_H

#include <stddef.h>

#ifndef _OPENACC
#define _OPENACC 202506 /* as clang-22 -fopenacc, which accc uses, defines it */
#endif

#ifdef __cplusplus
extern "C" {
#endif

typedef enum acc_device_t {
  acc_device_current = -1,
  acc_device_none = 0,
  acc_device_default = 1,
  acc_device_host = 2,
  acc_device_not_host = 4,
  acc_device_nvidia = 5,
  /* acc2omp's own: the host posing as a device with its own memory
     (ACC_DEVICE_TYPE=host_discrete), to test data clauses without a GPU. */
  acc_device_host_discrete = 0x100
} acc_device_t;

typedef enum acc_device_property_t {
  acc_property_memory = 1,
  acc_property_free_memory = 2,
  acc_property_shared_memory_support = 3,
  acc_property_name = 0x10001,
  acc_property_vendor = 0x10002,
  acc_property_driver = 0x10003
} acc_device_property_t;

enum {
  acc_async_noval = -1,
  acc_async_sync = -2,
  acc_async_default = -3
};

/* Device management. */
int acc_get_num_devices(acc_device_t dev_type);
void acc_set_device_type(acc_device_t dev_type);
acc_device_t acc_get_device_type(void);
void acc_set_device_num(int dev_num, acc_device_t dev_type);
int acc_get_device_num(acc_device_t dev_type);
size_t acc_get_property(int dev_num, acc_device_t dev_type, acc_device_property_t property);
const char *acc_get_property_string(int dev_num, acc_device_t dev_type,
                                    acc_device_property_t property);
void acc_init(acc_device_t dev_type);
void acc_init_device(int dev_num, acc_device_t dev_type);
void acc_shutdown(acc_device_t dev_type);
void acc_shutdown_device(int dev_num, acc_device_t dev_type);
int acc_on_device(acc_device_t dev_type);

/* Asynchronous activity queues (each queue's work runs in order on a
   thread of its own, beside the host's and other queues'). */
int acc_async_test(int wait_arg);
int acc_async_test_device(int wait_arg, int dev_num);
int acc_async_test_all(void);
int acc_async_test_all_device(int dev_num);
void acc_wait(int wait_arg);
void acc_wait_device(int wait_arg, int dev_num);
void acc_wait_async(int wait_arg, int async_arg);
void acc_wait_device_async(int wait_arg, int async_arg, int dev_num);
int acc_wait_any(int count, int wait_arg[]);
int acc_wait_any_device(int count, int wait_arg[], int dev_num);
void acc_wait_all(void);
void acc_wait_all_device(int dev_num);
void acc_wait_all_async(int async_arg);
void acc_wait_all_device_async(int async_arg, int dev_num);
int acc_get_default_async(void);
void acc_set_default_async(int async_arg);

/* Memory. */
void *acc_malloc(size_t bytes);
void acc_free(void *data_dev);
void *acc_copyin(void *data_arg, size_t bytes);
void acc_copyin_async(void *data_arg, size_t bytes, int async_arg);
void *acc_create(void *data_arg, size_t bytes);
void acc_create_async(void *data_arg, size_t bytes, int async_arg);
void acc_copyout(void *data_arg, size_t bytes);
void acc_copyout_async(void *data_arg, size_t bytes, int async_arg);
void acc_copyout_finalize(void *data_arg, size_t bytes);
void acc_copyout_finalize_async(void *data_arg, size_t bytes, int async_arg);
void acc_delete(void *data_arg, size_t bytes);
void acc_delete_async(void *data_arg, size_t bytes, int async_arg);
void acc_delete_finalize(void *data_arg, size_t bytes);
void acc_delete_finalize_async(void *data_arg, size_t bytes, int async_arg);
void acc_update_device(void *data_arg, size_t bytes);
void acc_update_device_async(void *data_arg, size_t bytes, int async_arg);
void acc_update_self(void *data_arg, size_t bytes);
void acc_update_self_async(void *data_arg, size_t bytes, int async_arg);
void acc_map_data(void *data_arg, void *data_dev, size_t bytes);
void acc_unmap_data(void *data_arg);
void *acc_deviceptr(void *data_arg);
void *acc_hostptr(void *data_dev);
int acc_is_present(void *data_arg, size_t bytes);
void acc_memcpy_to_device(void *data_dev_dest, void *data_host_src, size_t bytes);
void acc_memcpy_to_device_async(void *data_dev_dest, void *data_host_src, size_t bytes,
                                int async_arg);
void acc_memcpy_from_device(void *data_host_dest, void *data_dev_src, size_t bytes);
void acc_memcpy_from_device_async(void *data_host_dest, void *data_dev_src, size_t bytes,
                                  int async_arg);
void acc_memcpy_device(void *data_dev_dest, void *data_dev_src, size_t bytes);
void acc_memcpy_device_async(void *data_dev_dest, void *data_dev_src, size_t bytes,
                             int async_arg);
void acc_memcpy_d2d(void *data_arg_dest, void *data_arg_src, size_t bytes, int dev_num_dest,
                    int dev_num_src);
void acc_memcpy_d2d_async(void *data_arg_dest, void *data_arg_src, size_t bytes,
                          int dev_num_dest, int dev_num_src, int async_arg_src);
void acc_attach(void **ptr_addr);
void acc_attach_async(void **ptr_addr, int async_arg);
void acc_detach(void **ptr_addr);
void acc_detach_async(void **ptr_addr, int async_arg);
void acc_detach_finalize(void **ptr_addr);
void acc_detach_finalize_async(void **ptr_addr, int async_arg);

/* NVIDIA CUDA interoperability (OpenACC 3.3 §A.2.1): NULL (and 0 from
   acc_set_cuda_stream) when the current device is not a GPU. The device is
   a pointer to its CUdevice, the context the primary one the runtime
   launches in; a queue's stream is the one its kernels run on. */
void *acc_get_current_cuda_device(void);
void *acc_get_current_cuda_context(void);
void *acc_get_cuda_stream(int async_arg);
int acc_set_cuda_stream(int async_arg, void *stream);

/* The names of OpenACC 2.x, still accepted. */
void *acc_present_or_copyin(void *data_arg, size_t bytes);
void *acc_pcopyin(void *data_arg, size_t bytes);
void *acc_present_or_create(void *data_arg, size_t bytes);
void *acc_pcreate(void *data_arg, size_t bytes);
/* The names of OpenACC 1.0 for acc_wait and acc_wait_all (as libgomp's). */
void acc_async_wait(int wait_arg);
void acc_async_wait_all(void);

#ifdef __cplusplus
}
#endif

#endif /* ACC2OMP_OPENACC_H */
