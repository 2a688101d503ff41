//! `declare`: in a function, `acc.declare_enter` → `omp.target_enter_data`
//! and its `acc.declare_exit`s → `omp.target_exit_data`; at file scope,
//! `acc.global_ctor` → an `llvm.func` run by `llvm.mlir.global_ctors`.

use super::{
    ConvertAccToOmpOptions,
    data::{Transfer, data_clause_spelling, transfer, transfer_maps},
};
use crate::{
    acc::data_entry::erase_unused_bounds,
    driver::NoMatch,
    ir::{OpSpec, entry_block, move_body},
};
use acc2omp_dialects::ops::{op_name, users};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute,
        attribute::{ArrayAttribute, FlatSymbolRefAttribute, IntegerAttribute},
        r#type::IntegerType,
    },
    ir::{BlockLike, OperationRef, RegionLike, Value, operation::OperationLike},
};

/// `declare` in a function: `acc.declare_enter` -> `omp.target_enter_data`
/// with the maps of its clauses (`copyin`/`copy` -> `to`, `create`/
/// `copyout`/`device_resident` -> `storage`, `present` -> `present,
/// storage`); each `acc.declare_exit` of its token (one per return) ->
/// `omp.target_exit_data` (`copy`/`copyout` -> `from`, the others release
/// the storage). `link` and `deviceptr` need no map. The maps are marked
/// [`acc2omp_dialects::attrs::Flag::Declare`]: their clauses stay visible
/// data clauses in the function (OpenACC 3.3 §2.6.2).
pub(crate) fn convert_declare_enter<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    let token: Value = op.result(0).map_err(|_| NoMatch::NotApplicable)?.into();
    let exits: Vec<OperationRef> = users(token);
    if exits.iter().any(|e| op_name(e) != "acc.declare_exit") {
        return Err(NoMatch::unsupported(
            "a use of an 'acc.declare_enter' token other than 'acc.declare_exit'",
        ));
    }
    let mut enters = Vec::new();
    let mut leaves = Vec::new();
    let mut unmapped = Vec::new();
    // One operand group (dataOperands): no segment sizes.
    let operands: Vec<Value> = op.operands().collect();
    for value in operands {
        let t = transfer(
            value,
            op,
            &["acc.declare_exit", "acc.copyout", "acc.delete"],
        )?;
        let spelling = data_clause_spelling(t.op);
        let (enter, leave) = match (op_name(&t.op), spelling.as_str()) {
            ("acc.copyin", "copy") => ("to", "from"),
            ("acc.copyin", _) => ("to", "storage"),
            ("acc.create", "copyout" | "copyout_zero") => ("storage", "from"),
            ("acc.create", _) | ("acc.declare_device_resident", _) => ("storage", "storage"),
            // (`present=no-present`: a plain map, as on data constructs.)
            ("acc.present", _) if options.present_modifier => ("present|storage", "storage"),
            ("acc.present", _) => ("storage", "storage"),
            ("acc.declare_link" | "acc.deviceptr", _) => {
                unmapped.push(t);
                continue;
            }
            (other, _) => {
                return Err(NoMatch::unsupported_at(
                    t.op.location(),
                    format!("'{other}' on 'acc.declare_enter'"),
                ));
            }
        };
        let mut leave_t = Transfer {
            op: t.op,
            var: t.var,
            var_type: t.var_type,
            bounds: t.bounds.clone(),
            flags: leave.to_string(),
            after: Vec::new(),
        };
        let mut enter_t = t;
        enter_t.flags = enter.to_string();
        leave_t.after.clear();
        enters.push(enter_t);
        leaves.push(leave_t);
    }
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let directive = |rewriter: &RewriterBase<'c, '_>,
                     at: OperationRef<'c, 'a>,
                     name: &str,
                     transfers: &[Transfer<'c, 'a>]| {
        if transfers.is_empty() {
            return;
        }
        rewriter.set_insertion_point_before(at);
        let maps = transfer_maps(rewriter, context, transfers);
        let mut spec = OpSpec::new(name, at.location());
        spec.operands = maps.clone();
        spec.segments = Some(crate::acc::operands::omp_target_directive::segments(
            0,
            maps.len(),
        ));
        rewriter.set_insertion_point_before(at);
        let directive = spec.insert(rewriter, context);
        crate::ir::copy_source(rewriter, at, directive);
        use melior::ir::operation::OperationMutLike;
        // SAFETY: a live op the rewriter has just created.
        let mut directive_mut =
            unsafe { melior::ir::operation::OperationRefMut::from_raw(directive.to_raw()) };
        directive_mut.set_discardable_attribute(
            acc2omp_dialects::attrs::Flag::Declare.name(),
            Attribute::unit(context),
        );
    };
    directive(rewriter, op, "omp.target_enter_data", &enters);
    for exit in &exits {
        directive(rewriter, *exit, "omp.target_exit_data", &leaves);
    }
    // The exit ops after each declare_exit, the declare ops, the clauses.
    let mut erased: Vec<OperationRef> = Vec::new();
    for t in enters.iter().chain(&unmapped) {
        for after in &t.after {
            if !erased.contains(after) {
                erased.push(*after);
            }
        }
    }
    for after in erased {
        rewriter.erase_op(after);
    }
    rewriter.erase_op(op);
    let mut bounds = Vec::new();
    for t in enters.iter().chain(&unmapped) {
        bounds.extend(t.bounds.iter().copied());
        rewriter.erase_op(t.op);
    }
    erase_unused_bounds(rewriter, bounds);
    Ok(())
}

/// `acc.global_ctor @name { ... acc.declare_enter ... }` (a file-scope
/// `declare`): an `llvm.func internal @name` with the same body, run by
/// `llvm.mlir.global_ctors` at program start; its `acc.declare_enter`
/// converts as in a function. The globals lose their `acc.declare`
/// attribute.
pub(crate) fn convert_global_ctor<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    _options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    let name = op
        .attribute("sym_name")
        .map(|a| a.to_string().trim_matches('"').to_string())
        .map_err(|_| NoMatch::NotApplicable)?;
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let location = op.location();
    // The constructor is registered in the module that holds `op`.
    let module = op.parent_operation().ok_or(NoMatch::NotApplicable)?;
    if op.region(0).ok().and_then(|r| r.first_block()).is_none() {
        return Err(NoMatch::unsupported(
            "'acc.global_ctor' with an empty region (no block)",
        ));
    }
    rewriter.set_insertion_point_before(op);
    let mut function = OpSpec::new("llvm.func", location);
    function.attributes = vec![
        (
            "sym_name",
            melior::ir::attribute::StringAttribute::new(context, &name).into(),
        ),
        (
            "function_type",
            Attribute::parse(context, "!llvm.func<void ()>").expect("built here: type"),
        ),
        (
            "linkage",
            Attribute::parse(context, "#llvm.linkage<internal>").expect("built here: linkage"),
        ),
    ];
    function.regions = vec![vec![]];
    let function = function.insert(rewriter, context);
    move_body(rewriter, context, op, function, "llvm.return");
    // The region's terminator (now omp.terminator) becomes llvm.return.
    let body = entry_block(function, 0);
    if let Some(last) = body.terminator() {
        rewriter.set_insertion_point_before(last);
        OpSpec::new("llvm.return", location).insert(rewriter, context);
        rewriter.erase_op(last);
    }
    // Register it (one global_ctors op for every constructor).
    let module_body = entry_block(module, 0);
    let mut existing: Option<OperationRef> = None;
    let mut current = module_body.first_operation();
    while let Some(child) = current {
        if op_name(&child) == "llvm.mlir.global_ctors" {
            existing = Some(child);
        }
        if op_name(&child) == "llvm.mlir.global" && child.attribute("acc.declare").is_ok() {
            // SAFETY: a live op; the attribute is discardable.
            unsafe {
                let identifier = mlir_sys::mlirStringRefCreateFromCString(c"acc.declare".as_ptr());
                mlir_sys::mlirOperationRemoveAttributeByName(child.to_raw(), identifier);
            }
        }
        current = child.next_in_block();
    }
    // The existing lists (arrays of `@ctor`, `i32` priorities and data
    // attributes), extended by this constructor.
    let (mut ctors, mut priorities, mut data) = (Vec::new(), Vec::new(), Vec::new());
    if let Some(old) = existing {
        for (key, list) in [
            ("ctors", &mut ctors),
            ("priorities", &mut priorities),
            ("data", &mut data),
        ] {
            if let Ok(attribute) = old.attribute(key) {
                list.extend(array_elements(attribute));
            }
        }
        rewriter.erase_op(old);
    }
    ctors.push(FlatSymbolRefAttribute::new(context, &name).into());
    let i32_type = IntegerType::new(context, 32).into();
    priorities.push(IntegerAttribute::new(i32_type, 65535).into());
    data.push(
        Attribute::parse(context, "#llvm.zero").expect("built here: a valid #llvm.zero attribute"),
    );
    rewriter.set_insertion_point_before(function);
    let mut spec = OpSpec::new("llvm.mlir.global_ctors", location);
    spec.attributes = vec![
        ("ctors", ArrayAttribute::new(context, &ctors).into()),
        (
            "priorities",
            ArrayAttribute::new(context, &priorities).into(),
        ),
        ("data", ArrayAttribute::new(context, &data).into()),
    ];
    spec.insert(rewriter, context);
    rewriter.erase_op(op);
    Ok(())
}

/// The elements of `attribute` if it is an array attribute (none else).
fn array_elements(attribute: Attribute) -> Vec<Attribute> {
    let Ok(array) = ArrayAttribute::try_from(attribute) else {
        return Vec::new();
    };
    (0..array.len())
        .filter_map(|index| array.element(index).ok())
        .collect()
}
