//! `acc-verify`: reports what `convert-acc-to-omp` would reject, leaving
//! the IR unchanged.
//!
//! It runs the conversion itself on a copy of the module. A separate set of
//! checks would be a second statement of what the patterns accept, and the
//! two would drift apart (the same trap as the source printer re-deciding
//! the mapping): whether an op converts can depend on its parent having
//! converted first (the driver retries declined ops), and the plan steps of
//! the compute and loop patterns only run once their ancestors are rewritten.
//! Converting a copy reports exactly the conversion's diagnostics, by
//! construction, for the price of one clone of the module.

use super::{ConversionFailed, ConvertAccToOmpOptions, OPTIONS, convert_acc_to_omp};
use crate::registry::{PassInfo, external_pass};
use melior::{
    ir::{OperationRef, operation::OperationLike},
    pass::Pass,
};

/// The address of this static is the pass's MLIR `TypeID`.
static VERIFY_PASS_ID: crate::registry::PassId = crate::registry::PassId;

/// The registry record of `acc-verify`.
pub const VERIFY_PASS: PassInfo = PassInfo {
    argument: "acc-verify",
    summary: "Report the OpenACC semantic errors and unsupported features convert-acc-to-omp \
              would reject, leaving the IR unchanged",
    options: OPTIONS,
    create: |values| create_acc_verify_pass(ConvertAccToOmpOptions::from_values(values)),
};

/// Creates `acc-verify`: it converts a copy of the module and reports the
/// failures at their locations; the module itself is left as it is. It
/// takes the options of `convert-acc-to-omp`, which change what is
/// accepted (`fake-async-wait`).
pub fn create_acc_verify_pass(options: ConvertAccToOmpOptions) -> Pass {
    external_pass(&VERIFY_PASS_ID, "AccVerify", &VERIFY_PASS, move |op| {
        verify_acc(op, &options)
    })
}

/// Runs the conversion on a copy of the module around `root` (recipes and
/// symbols live there) and reports what it rejects.
pub fn verify_acc(
    root: OperationRef,
    options: &ConvertAccToOmpOptions,
) -> Result<(), ConversionFailed> {
    let mut module = root;
    while let Some(parent) = module.parent_operation() {
        module = parent;
    }
    // SAFETY: cloning a live op gives a new detached op owned here, which is
    // destroyed below.
    let copy = unsafe { mlir_sys::mlirOperationClone(module.to_raw()) };
    // SAFETY: `copy` is a valid detached op.
    let copy_ref = unsafe { OperationRef::from_raw(copy) };
    let result = convert_acc_to_omp(copy_ref, options);
    // SAFETY: the detached copy is not referenced any more.
    unsafe { mlir_sys::mlirOperationDestroy(copy) };
    result
}
