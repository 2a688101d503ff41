//! The MLIR foundation of acc2omp.
//!
//! * [`acc`] and [`omp`]: typed builders and accessors for every operation of
//!   the upstream OpenACC and OpenMP dialects, generated at build time by
//!   melior's `dialect!` macro from the TableGen files of the installed
//!   MLIR 22 (so they always match the MLIR we link against).
//! * [`context`]: the one place that creates an MLIR context with every
//!   upstream dialect, pass and LLVM IR translation registered.
//! * [`ops`]: helpers the generated builders lack (`operandSegmentSizes`,
//!   viewing a borrowed operation through a typed wrapper, use lists).
//! * [`diagnostics`]: MLIR diagnostics captured as located Rust values.
//! * [`attrs`]: the `acc2omp.*` attributes (their names, typed readers, the
//!   text the front end writes), and [`symbols`]: the names of the symbols
//!   convert-acc-to-omp declares (reduction and privatization recipes).
//! * [`capi`]: the few C API extensions acc2omp needs (parsing under a file
//!   name, registering a Rust pass by name, mlir-opt's pass manager nesting).

pub mod attrs;
pub mod capi;
pub mod context;
pub mod diagnostics;
pub mod jagged;
pub mod ops;
pub mod segments;
pub mod symbols;

/// The generated bindings: a module per dialect. They take ~20 s to compile,
/// which is why they live in this crate and not in the crates that use them.
#[allow(
    missing_debug_implementations,
    unused_qualifications,
    clippy::all,
    clippy::unwrap_used,
    rustdoc::all
)]
mod generated {
    melior::dialect! { name: "acc", files: ["mlir/Dialect/OpenACC/OpenACCOps.td"] }
    melior::dialect! { name: "omp", files: ["mlir/Dialect/OpenMP/OpenMPOps.td"] }
}

pub use generated::{acc, omp};
pub use melior;
pub use mlir_sys;
