//! acc2omp's OpenACC runtime library: the `acc_*` routines of
//! `include/openacc.h` as a C-ABI static library (`libacc2omp_runtime.a`),
//! which accc links into every program, with the header on its include
//! path, as Clacc's `libacc2omp` does on top of the OpenMP runtime.
//!
//! - [`device`]: device kinds and numbering, the current device, the
//!   environment (`ACC_DEVICE_TYPE`, `ACC_DEVICE_NUM`): one place.
//! - [`api`]: the device, async and wait routines.
//! - [`data`]: the memory and data routines, on the host (shared memory)
//!   or on the current device's present table.
//! - [`present`]: the present table a device with its own memory needs
//!   (reference counts, `finalize`, partial overlaps as errors).
//! - [`memory`]: the memories of such devices: the emulated discrete
//!   device's (separate host allocations) and the GPU's.
//! - [`offload`]: the entry points compiled code calls to choose where
//!   compute constructs run and to map data (`__acc2omp_*`).
//! - [`cuda`]: the CUDA driver API, opened at run time (`libcuda.so.1`).
//! - [`gpu`]: the `mgpu*` functions the host code of GPU kernels calls
//!   (MLIR's GPU lowering), on the driver.
//! - [`prof`]: the profiling interface's registration routines
//!   (`acc_prof.h`); [`prof_events`]: its events, dispatched to the
//!   registered callbacks.
//! - [`profile`]: `ACC2OMP_PROFILE=1`, the kernels' and the transfers'
//!   times, printed at exit.
//! - [`error`]: misuse is reported with the routine and the addresses, and
//!   the program exits with status 1.

pub mod api;
pub mod cuda;
pub mod data;
pub mod device;
pub mod error;
pub mod gpu;
pub mod memory;
pub mod offload;
pub mod present;
pub mod prof;
pub mod prof_events;
pub mod profile;
pub mod queues;
