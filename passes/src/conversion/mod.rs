//! Conversions between dialects: [`acc_to_omp`] (`convert-acc-to-omp`)
//! and [`omp_host_legalize`] (omp → omp forms MLIR 22 translates right for
//! a host), and [`omp_to_gpu`] (`convert-omp-to-gpu`: device constructs to
//! GPU kernels and offload runtime calls), and [`prof_events`]
//! (`omp-prof-events`: the profiling interface's calls around them).

pub mod acc_to_omp;
pub mod omp_host_legalize;
pub mod omp_to_gpu;
pub mod prof_events;
