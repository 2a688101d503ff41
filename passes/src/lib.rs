//! acc2omp's MLIR passes.
//!
//! * [`registry`]: one record per pass (name, summary, options with their
//!   defaults), from which the passes are registered with MLIR under their
//!   names and from which `acc-opt --help` is generated.
//! * [`convert_acc_to_omp`]: the `convert-acc-to-omp` pass and its public
//!   [`populate_acc_to_omp_patterns`](convert_acc_to_omp::populate_acc_to_omp_patterns).
//! * [`driver`]: writing MLIR rewrite patterns in Rust and applying them.

pub mod convert_acc_to_omp;
pub mod driver;
pub mod omp_host_legalize;
pub mod options;
pub mod registry;

pub use registry::{PASSES, PassInfo, register_passes};
