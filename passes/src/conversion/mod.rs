//! Conversions between dialects: [`acc_to_omp`] (`convert-acc-to-omp`)
//! and [`omp_host_legalize`] (omp → omp forms MLIR 22 translates right for
//! a host).

pub mod acc_to_omp;
pub mod omp_host_legalize;
