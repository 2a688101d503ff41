//! Preparing compute constructs for the conversion (acc → acc, meaning
//! unchanged). `convert-acc-to-omp` runs this on every `acc.parallel` and
//! `acc.serial` before its patterns, and the `kernels` pattern on the
//! constructs it creates, so that the compute patterns only check (and may
//! decline) before they rewrite:
//!
//! * `deviceptr(p)`: inside the construct, the uses of the clause's result
//!   become uses of `p` (the pointer's value is a device address, used as
//!   it is; the conversion erases the clause op once unused);
//! * `cache` directives are hints with no OpenMP form: their ops and the
//!   bounds computed only for them go, so that they count neither as
//!   live-ins nor against the kernel loop (the loops then use the cached
//!   variable itself);
//! * the bounds of the construct's only loop, when computed inside it, are
//!   computed again before it ([`super::host_bounds`]: the host evaluates
//!   them for `host_eval`);
//! * loops `omp.loop_nest` cannot run as they are (unsigned, narrow, mixed
//!   types or bounds) count iterations instead ([`super::normalize`]).

use super::{host_bounds::hoist_loop_bounds, normalize::normalize_loops};
use crate::{
    acc::operands::{parallel, serial},
    ir::{erase_with_dead_operands, replace_uses_inside, result},
};
use acc2omp_dialects::ops::{collect_nested, op_name, operand_group};
use melior::{
    Context, IrRewriter, RewriterBase,
    ir::{OperationRef, Value, operation::OperationLike},
};

/// Prepares every compute construct nested in `root`.
pub(crate) fn prepare_compute_constructs(root: OperationRef) {
    let context = root.context();
    // SAFETY: `context` is a local that outlives the rewriter.
    let context: &Context = unsafe { context.to_ref() };
    let rewriter = IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    let constructs = collect_nested(root, |op| {
        matches!(op_name(&op), "acc.parallel" | "acc.serial")
    });
    for construct in constructs {
        prepare_construct(construct, &rewriter, context);
    }
}

/// Prepares the compute construct `op` (`acc.parallel` or `acc.serial`).
pub(crate) fn prepare_construct<'c>(
    op: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let data = match op_name(&op) {
        "acc.parallel" => parallel::DATA,
        "acc.serial" => serial::DATA,
        _ => return,
    };
    // A construct without its operand segments is left for the pattern to
    // decline.
    if acc2omp_dialects::ops::OperationLikeExt::segment_sizes(&op).is_none() {
        return;
    }
    for deviceptr in operand_group(op, data)
        .into_iter()
        .filter_map(crate::ir::defining_op)
        .filter(|d| op_name(d) == "acc.deviceptr")
    {
        // The verifier requires `varPtr`.
        if let Ok(pointer) = deviceptr.operand(0) {
            replace_uses_inside(rewriter, result(deviceptr), pointer, op);
        }
    }
    for cache in collect_nested(op, |o| op_name(&o) == "acc.cache") {
        let Ok(var) = cache.operand(0) else {
            continue;
        };
        let var: Value = var;
        rewriter.replace_all_uses_with(result(cache), var);
        erase_with_dead_operands(rewriter, cache, op);
    }
    hoist_loop_bounds(op, rewriter);
    normalize_loops(op, rewriter, context);
}
