//! The registry of acc2omp's passes: one record per pass, from which MLIR
//! registration, option parsing and `acc-opt --help` all come.

use crate::{
    conversion::{acc_to_omp, omp_host_legalize, omp_to_gpu, prof_events},
    options::{OptionValues, PassOption, parse_options},
    transforms::implicit,
};
use acc2omp_dialects::{capi, context::register_upstream_passes};
use melior::{
    dialect::DialectHandle,
    ir::{OperationRef, r#type::TypeId},
    pass::{Pass, create_external},
};
use std::sync::Once;

/// A pass as the command line and pipelines see it.
#[derive(Debug)]
pub struct PassInfo {
    /// The name used on the command line and in pipelines.
    pub argument: &'static str,
    /// One line for `--help`.
    pub summary: &'static str,
    /// The options with their defaults.
    pub options: &'static [PassOption],
    /// Creates the pass with parsed options.
    pub create: fn(&OptionValues) -> Pass,
}

impl PassInfo {
    /// Creates the pass from the option text of a pipeline element.
    pub fn build(&self, options: &str) -> Result<Pass, String> {
        let values = parse_options(self.argument, self.options, options)?;
        Ok((self.create)(&values))
    }
}

/// Every pass of acc2omp, in the order `--help` lists them.
pub static PASSES: &[PassInfo] = &[
    acc_to_omp::PASS,
    acc_to_omp::VERIFY_PASS,
    implicit::PASS,
    omp_host_legalize::PASS,
    omp_to_gpu::PASS,
    omp_to_gpu::MATH_PASS,
    omp_to_gpu::MERGE_PASS,
    prof_events::PASS,
];

/// Registers every upstream MLIR pass and every pass of [`PASSES`] with
/// MLIR's global registry, once per process.
pub fn register_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        register_upstream_passes();
        for info in PASSES {
            capi::register_pass(
                info.argument,
                info.summary,
                Box::leak(Box::new(move |text: &str| info.build(text))),
            );
        }
    });
}

/// The record of one of our passes.
pub fn find(argument: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.argument == argument)
}

/// The address of a static of this type is a pass's MLIR `TypeID`.
#[repr(align(8))]
pub(crate) struct PassId;

/// An external pass: `run` on the op the pass manager gives; an `Err`
/// fails the pass (the errors were reported at their locations). It may
/// create ops of the `omp` and `llvm` dialects.
pub(crate) fn external_pass<E>(
    id: &'static PassId,
    name: &str,
    info: &PassInfo,
    run: impl Fn(OperationRef) -> Result<(), E> + Clone + 'static,
) -> Pass {
    external_pass_creating(id, name, info, &[], run)
}

/// [`external_pass`] for a pass that also creates ops of the dialects of
/// `more` (MLIR loads a pass's dependent dialects before it runs).
pub(crate) fn external_pass_creating<E>(
    id: &'static PassId,
    name: &str,
    info: &PassInfo,
    more: &[DialectHandle],
    run: impl Fn(OperationRef) -> Result<(), E> + Clone + 'static,
) -> Pass {
    // SAFETY: these return the static handles of upstream dialects.
    let mut dialects = unsafe {
        vec![
            DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__omp__()),
            DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__llvm__()),
        ]
    };
    dialects.extend_from_slice(more);
    create_external(
        move |op: OperationRef, pass: melior::pass::ExternalPass| {
            if run(op).is_err() {
                pass.signal_failure();
            }
        },
        TypeId::create(id),
        name,
        info.argument,
        info.summary,
        "",
        &dialects,
    )
}
