//! acc2omp's MLIR passes.
//!
//! Layers, each using only those above it in this list:
//! * [`driver`], [`options`], [`ir`]: applying patterns written in Rust,
//!   pass options, and builders/readers of MLIR that know no dialect's
//!   semantics.
//! * [`acc`]: reading the `acc` dialect (operand groups by name, data
//!   clauses, loop clauses).
//! * [`transforms`]: acc → acc rewrites: `acc-implicit` (the one
//!   implementation of implicit data attributes and implicit gang),
//!   `kernels` into parallel parts, loop normalization, the preparation of
//!   compute constructs for the conversion, the gang-loop race warning.
//! * [`conversion`]: `convert-acc-to-omp` (its public
//!   [`populate_acc_to_omp_patterns`](conversion::acc_to_omp::populate_acc_to_omp_patterns))
//!   and `omp-host-legalize`.
//! * [`registry`]: one record per pass (name, summary, options with their
//!   defaults), from which the passes are registered with MLIR under their
//!   names and from which `acc-opt --help` is generated.

pub mod acc;
pub mod conversion;
pub mod driver;
pub(crate) mod ir;
pub mod options;
pub mod registry;
pub mod transforms;

pub use registry::{PASSES, PassInfo, register_passes};
