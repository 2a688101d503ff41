//! The registry of acc2omp's passes: one record per pass, from which MLIR
//! registration, option parsing and `acc-opt --help` all come.

use crate::{
    convert_acc_to_omp,
    options::{OptionValues, PassOption, parse_options},
};
use acc2omp_dialects::{capi, context::register_upstream_passes};
use melior::pass::Pass;
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
    convert_acc_to_omp::PASS,
    convert_acc_to_omp::VERIFY_PASS,
    convert_acc_to_omp::IMPLICIT_PASS,
    crate::omp_host_legalize::PASS,
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
