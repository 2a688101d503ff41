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
    ir::{enclosing_module, entry_block, symbol_in},
};
use acc2omp_dialects::ops::op_name;
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, OperationRef,
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
    if op.attribute("gangDim").is_ok() {
        return Err(NoMatch::unsupported("'gang(dim:)' clause on 'acc.routine'"));
    }
    let bind = bind_name(op)?;
    let function_name = op
        .attribute("func_name")
        .ok()
        .and_then(|a| FlatSymbolRefAttribute::try_from(a).ok())
        .map(|a| a.value().to_string())
        .ok_or_else(|| NoMatch::unsupported("'acc.routine' naming a nested symbol"))?;
    let module = enclosing_module(op).ok_or(NoMatch::NotApplicable)?;
    let function = symbol_in(module, &function_name)
        .filter(|candidate| matches!(op_name(candidate), "func.func" | "llvm.func"));
    let function = function.ok_or_else(|| {
        NoMatch::error_at(
            op.location(),
            format!(
                "'acc.routine' names '@{function_name}', which is not a function of this module"
            ),
        )
    })?;
    // `bind(g)`: the device code calls `g` instead, a function of the
    // same type.
    let bound = match &bind {
        Some(name) => Some(bound_function(op, module, function, name)?),
        None => None,
    };
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
    // A gang loop shares its iterations among the gangs that call a
    // `routine gang`; in a routine of another level it is not OpenACC.
    if let Some(plan) = &plan
        && op.attribute("gang").is_err()
        && let Some(lp) = plan.loops.iter().find(|lp| lp.shared_by_teams)
    {
        return Err(NoMatch::error_at(
            lp.op.location(),
            format!("a gang loop in '@{function_name}', a routine without 'gang'"),
        ));
    }
    let device_calls = match &bound {
        Some(_) => Some(device_calls_of(module, &function_name)?),
        None => None,
    };

    // --- From here on the rewrite cannot fail. ---
    if let (Some(bound), Some(calls)) = (&bound, device_calls) {
        bind_device_calls(calls, bound, rewriter, context);
    }
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
            matches!(op_name(&o), "acc.private" | "acc.reduction" | "acc.cache")
        }) {
            // (With a section's `acc.bounds`.)
            crate::ir::erase_with_dead_operands(rewriter, clause_op, function);
        }
    }
    rewriter.erase_op(op);
    Ok(())
}

/// The name `bind(name)` gives (`bind(g)` or `bind("g")`), for every
/// device type.
fn bind_name(op: OperationRef) -> Result<Option<String>, NoMatch> {
    for (names, devices) in [
        ("bindIdName", "bindIdNameDeviceType"),
        ("bindStrName", "bindStrNameDeviceType"),
    ] {
        let Ok(attribute) = op.attribute(names) else {
            continue;
        };
        let text = attribute.to_string();
        let entries: Vec<&str> = text
            .trim_start_matches('[')
            .trim_end_matches(']')
            .split(", ")
            .filter(|e| !e.is_empty())
            .collect();
        let [entry] = entries.as_slice() else {
            if entries.is_empty() {
                continue;
            }
            return Err(NoMatch::unsupported(
                "'bind' for several device types on 'acc.routine'",
            ));
        };
        if op
            .attribute(devices)
            .is_ok_and(|d| d.to_string() != "[#acc.device_type<none>]")
        {
            return Err(NoMatch::unsupported(
                "'bind' for a 'device_type' on 'acc.routine'",
            ));
        }
        return Ok(Some(
            entry.trim_start_matches('@').trim_matches('"').to_string(),
        ));
    }
    Ok(None)
}

/// The function `name` that `bind(name)` names, of `function`'s type.
fn bound_function(
    op: OperationRef,
    module: OperationRef,
    function: OperationRef,
    name: &str,
) -> Result<String, NoMatch> {
    if let Some(candidate) = symbol_in(module, name)
        .filter(|candidate| matches!(op_name(candidate), "func.func" | "llvm.func"))
    {
        let type_of = |f: OperationRef| f.attribute("function_type").map(|t| t.to_string()).ok();
        if type_of(candidate) != type_of(function) || op_name(&candidate) != op_name(&function) {
            return Err(NoMatch::error_at(
                op.location(),
                format!(
                    "'bind({name})': '{name}' has another type than the routine it \
                     replaces in device code"
                ),
            ));
        }
        return Ok(name.to_string());
    }
    Err(NoMatch::error_at(
        op.location(),
        format!("'bind({name})' names '{name}', which is not a function of this file"),
    ))
}

/// The calls of `function` in compute constructs (device code), which
/// `bind` redirects; a call from another routine's body (host code too,
/// which keeps calling `function`) is unsupported.
fn device_calls_of<'c, 'a>(
    module: OperationRef<'c, 'a>,
    function: &str,
) -> Result<Vec<OperationRef<'c, 'a>>, NoMatch> {
    let calls = acc2omp_dialects::ops::collect_nested(module, |call| {
        matches!(op_name(&call), "func.call" | "llvm.call")
            && call
                .attribute("callee")
                .is_ok_and(|c| c.to_string() == format!("@{function}"))
    });
    let mut device = Vec::new();
    for call in calls {
        let mut parent = call.parent_operation();
        let mut in_device_code = false;
        let mut in_routine = false;
        while let Some(p) = parent {
            let name = op_name(&p);
            if matches!(
                name,
                "acc.parallel" | "acc.serial" | "acc.kernels" | "omp.target"
            ) {
                in_device_code = true;
                break;
            }
            if matches!(name, "func.func" | "llvm.func")
                && (p.attribute("acc.routine_info").is_ok()
                    || p.attribute("omp.declare_target").is_ok())
            {
                in_routine = true;
            }
            parent = p.parent_operation();
        }
        if in_device_code {
            device.push(call);
        } else if in_routine {
            return Err(NoMatch::unsupported_at(
                call.location(),
                format!(
                    "a call of '@{function}', bound to another function ('bind'), from a \
                     routine (its body is host code too: the host must call '@{function}')"
                ),
            ));
        }
    }
    Ok(device)
}

/// `calls` call `bound` instead.
fn bind_device_calls<'c>(
    calls: Vec<OperationRef<'c, '_>>,
    bound: &str,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let callee =
        Attribute::parse(context, &format!("@{bound}")).expect("built here: a symbol reference");
    for call in calls {
        rewriter.start_op_modification(call);
        // SAFETY: a live op; the rewriter is told about the change.
        unsafe { melior::ir::operation::OperationRefMut::from_raw(call.to_raw()) }
            .set_attribute("callee", callee);
        rewriter.finalize_op_modification(call);
    }
}
