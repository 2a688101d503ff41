//! `routine` (Clacc: `acc routine` -> `omp declare target`): the function
//! named by an `acc.routine` gets `omp.declare_target` (`device_type(any)`,
//! or `nohost` with `nohost`), loses its `acc.routine_info`, and its
//! orphaned `seq` loops become `scf` loops as inside a construct.
//!
//! ```mlir
//! acc.routine @r func(@f) seq
//! func.func @f(...) attributes {acc.routine_info = #acc.routine_info<[@r]>} { ... }
//! ==>
//! func.func @f(...) attributes {omp.declare_target = #omp.declaretarget<device_type = (any), capture_clause = (to)>} { ... }
//! ```

use super::{ConvertAccToOmpOptions, loops};
use crate::{
    driver::NoMatch,
    ir::{enclosing_module, entry_block},
};
use acc2omp_dialects::ops::op_name;
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, BlockLike, OperationRef,
        attribute::FlatSymbolRefAttribute,
        operation::{OperationLike, OperationMutLike},
    },
};

/// The pattern for `acc.routine`.
pub(crate) fn convert_routine<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    _options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    for (attribute, clause) in [
        ("bindIdName", "bind"),
        ("bindStrName", "bind"),
        ("gangDim", "gang(dim:)"),
    ] {
        if op.attribute(attribute).is_ok() {
            return Err(NoMatch::unsupported(format!(
                "'{clause}' clause on 'acc.routine'"
            )));
        }
    }
    let function_name = op
        .attribute("func_name")
        .ok()
        .and_then(|a| FlatSymbolRefAttribute::try_from(a).ok())
        .map(|a| a.value().to_string())
        .ok_or_else(|| NoMatch::unsupported("'acc.routine' naming a nested symbol"))?;
    let module = enclosing_module(op).ok_or(NoMatch::NotApplicable)?;
    let mut function = None;
    let mut current = entry_block(module, 0).first_operation();
    while let Some(candidate) = current {
        if matches!(op_name(&candidate).as_str(), "func.func" | "llvm.func")
            && candidate
                .attribute("sym_name")
                .is_ok_and(|s| s.to_string() == format!("\"{function_name}\""))
        {
            function = Some(candidate);
        }
        current = candidate.next_in_block();
    }
    let function = function.ok_or_else(|| {
        NoMatch::error_at(
            op.location(),
            format!(
                "'acc.routine' names '@{function_name}', which is not a function of this module"
            ),
        )
    })?;
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let has_body = function
        .region(0)
        .ok()
        .and_then(|r| melior::ir::RegionLike::first_block(&r))
        .is_some();
    let plan = if has_body {
        Some(loops::plan(
            function,
            &format!("@{function_name}"),
            None,
            true,
            &loops::LoopOptions::default(),
        )?)
    } else {
        None
    };

    // --- From here on the rewrite cannot fail. ---
    let device_type = if op.attribute("nohost").is_ok() {
        "nohost"
    } else {
        "any"
    };
    let declare_target = Attribute::parse(
        context,
        &format!("#omp.declaretarget<device_type = ({device_type}), capture_clause = (to)>"),
    )
    .expect("built here: valid declare target attribute");
    rewriter.start_op_modification(function);
    // SAFETY: a live op; the rewriter is told about the change.
    let mut function_mut =
        unsafe { melior::ir::operation::OperationRefMut::from_raw(function.to_raw()) };
    function_mut.set_discardable_attribute("omp.declare_target", declare_target);
    // For the source printer: the function now carries its directive.
    if let Ok(source) = op.discardable_attribute(acc2omp_dialects::attrs::SRC) {
        function_mut.set_discardable_attribute(acc2omp_dialects::attrs::SRC, source);
    }
    let _ = function_mut.remove_discardable_attribute("acc.routine_info");
    rewriter.finalize_op_modification(function);
    if let Some(plan) = plan {
        let env = loops::LoopEnv {
            context,
            host_bounds: Vec::new(),
            host_num_threads: None,
            num_threads: None,
            teams_entry: entry_block(function, 0),
        };
        loops::convert(&plan, rewriter, &env);
        for clause_op in acc2omp_dialects::ops::collect_nested(function, |o| {
            matches!(
                op_name(&o).as_str(),
                "acc.private" | "acc.reduction" | "acc.cache"
            )
        }) {
            rewriter.erase_op(clause_op);
        }
    }
    rewriter.erase_op(op);
    Ok(())
}
