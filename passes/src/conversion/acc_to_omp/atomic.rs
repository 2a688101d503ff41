//! `atomic` (Clacc: `acc atomic` -> `omp atomic` with the same clause):
//! `acc.atomic.read`/`write`/`update`/`capture` become the `omp.atomic` op
//! of the same name with the same operands, `element_type` and regions;
//! `acc.yield` in an update region becomes `omp.yield`, the capture region's
//! `acc.terminator` becomes `omp.terminator`. The ops nested in a capture are
//! converted by their own patterns afterwards.
//!
//! ```mlir
//! acc.atomic.update %x : !llvm.ptr {
//! ^bb0(%old: f64):
//!   %new = arith.addf %old, %c1 : f64
//!   acc.yield %new : f64
//! }
//! ==>
//! omp.atomic.update %x : !llvm.ptr {
//! ^bb0(%old: f64):
//!   %new = arith.addf %old, %c1 : f64
//!   omp.yield(%new : f64)
//! }
//! ```

use super::ConvertAccToOmpOptions;
use crate::{
    driver::NoMatch,
    ir::{OpSpec, move_body},
};
use acc2omp_dialects::ops::op_name;
use melior::{
    Context, RewriterBase,
    ir::{OperationRef, RegionLike, operation::OperationLike},
};

/// The pattern for every `acc.atomic.*` op.
pub(crate) fn convert_atomic<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    _options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    let name = op_name(&op);
    let (kind, base_operands) = match name {
        "acc.atomic.read" => ("read", 2),
        "acc.atomic.write" => ("write", 2),
        "acc.atomic.update" => ("update", 1),
        "acc.atomic.capture" => ("capture", 0),
        _ => return Err(NoMatch::NotApplicable),
    };
    if op.operand_count() > base_operands {
        return Err(NoMatch::unsupported(format!("'if' clause on '{name}'")));
    }
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let location = op.location();
    let mut spec = OpSpec::new(
        match kind {
            "read" => "omp.atomic.read",
            "write" => "omp.atomic.write",
            "update" => "omp.atomic.update",
            _ => "omp.atomic.capture",
        },
        location,
    );
    spec.operands = op.operands().collect();
    if let Ok(element_type) = op.attribute("element_type") {
        spec.attributes.push(("element_type", element_type));
    }
    let has_region = op.region_count() > 0;
    if has_region && op.region(0).ok().and_then(|r| r.first_block()).is_none() {
        return Err(NoMatch::unsupported(format!(
            "'{name}' with an empty region (no block)"
        )));
    }
    if has_region {
        spec.regions = vec![vec![]];
    }
    rewriter.set_insertion_point_before(op);
    let atomic = spec.insert(rewriter, context);
    crate::ir::copy_source(rewriter, op, atomic);
    if has_region {
        move_body(rewriter, context, op, atomic, "omp.yield");
    }
    rewriter.erase_op(op);
    Ok(())
}
