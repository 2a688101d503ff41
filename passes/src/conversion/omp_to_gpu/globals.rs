//! Global variables in target regions. On the host a region uses a global
//! in place (`llvm.mlir.addressof` inside it); a GPU kernel needs the
//! global's device copy. Each variable global a region uses without a map,
//! itself or through the device functions it calls, gets one, as OpenMP's
//! implicit map of a global and OpenACC's implicit `copy` of an array do:
//! `tofrom` (present data, a `declare`'s or an enclosing data region's, is
//! used where it is; other data is copied in and back), the region's uses
//! then being the map's entry argument (the device address, on the GPU and
//! on the emulated discrete device). A device function that uses globals
//! gets their device addresses as extra parameters in its device copy
//! ([`super::device`]). Constant globals (string literals, `const` tables)
//! stay where they are: MLIR's kernel outlining copies them into the
//! kernels' module.

use crate::conversion::acc_to_omp::clause::map::map_info;
use crate::ir::OpSpec;
use crate::ir::{entry_block, find_symbol};
use acc2omp_dialects::ops::{OperationLikeExt, collect_nested, op_name};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, BlockLike, OperationRef, Value, ValueLike,
        attribute::{FlatSymbolRefAttribute, StringAttribute, TypeAttribute},
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
};

/// `omp.target`'s map operand group (MLIR 22's order).
const TARGET_MAPS: usize = 9;

/// The variable (not constant) global an `llvm.mlir.addressof` names.
pub(super) fn variable_global<'c, 'a>(
    address: OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let name = address
        .attribute("global_name")
        .ok()
        .and_then(|a| FlatSymbolRefAttribute::try_from(a).ok())?
        .value()
        .to_string();
    let global = find_symbol(address, &name)?;
    (op_name(&global) == "llvm.mlir.global" && global.attribute("constant").is_err())
        .then_some(global)
}

/// The symbol a global's op defines.
pub(super) fn symbol_name(op: OperationRef) -> String {
    op.attribute("sym_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
        .unwrap_or_default()
}

/// The variable globals the device function `name` uses, itself or
/// through the device functions it calls, sorted (the order of its device
/// copy's extra parameters).
pub(super) fn device_globals(user: OperationRef, name: &str) -> Vec<String> {
    let mut found = Vec::new();
    let mut seen = Vec::new();
    collect_globals(user, name, &mut seen, &mut found);
    found.sort();
    found
}

fn collect_globals(
    user: OperationRef,
    name: &str,
    seen: &mut Vec<String>,
    found: &mut Vec<String>,
) {
    if seen.iter().any(|s| s == name) {
        return;
    }
    seen.push(name.to_string());
    let Some(function) = find_symbol(user, name) else {
        return;
    };
    if function.attribute("omp.declare_target").is_err() {
        return;
    }
    for op in collect_nested(function, |_| true) {
        match op_name(&op) {
            "llvm.mlir.addressof" => {
                if let Some(global) = variable_global(op) {
                    let global = symbol_name(global);
                    if !found.contains(&global) {
                        found.push(global);
                    }
                }
            }
            "llvm.call" | "func.call" => {
                if let Some(callee) = super::device::callee(op) {
                    collect_globals(user, &callee, seen, found);
                }
            }
            _ => {}
        }
    }
}

/// Maps the variable globals `target` uses in place (see the module).
/// Returns each global's name and the index of its map's entry argument.
pub(super) fn map_globals<'c>(
    target: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Vec<(String, usize)> {
    let addresses = collect_nested(target, |op| {
        op_name(&op) == "llvm.mlir.addressof" && variable_global(op).is_some()
    });
    let entry = entry_block(target, 0);
    let mut mapped: Vec<(String, Value)> = Vec::new();
    // The globals of the device functions the region calls: maps of their
    // own (a host address made before the target).
    let mut through_calls: Vec<String> = Vec::new();
    for call in collect_nested(target, |op| {
        matches!(op_name(&op), "llvm.call" | "func.call")
    }) {
        if let Some(callee) = super::device::callee(call) {
            for global in device_globals(call, &callee) {
                if !through_calls.contains(&global) {
                    through_calls.push(global);
                }
            }
        }
    }
    for name in through_calls {
        let Some(global) = find_symbol(target, &name) else {
            continue;
        };
        rewriter.set_insertion_point_before(target);
        let mut spec = OpSpec::new("llvm.mlir.addressof", target.location());
        spec.attributes = vec![(
            "global_name",
            FlatSymbolRefAttribute::new(context, &name).into(),
        )];
        spec.results = vec![melior::ir::Type::parse(context, "!llvm.ptr").expect("a type")];
        let address = spec.insert(rewriter, context);
        // SAFETY: the op lives before the target.
        let address = unsafe { OperationRef::from_raw(address.to_raw()) };
        if let Some(argument) = add_map(target, address, global, &name, rewriter, context) {
            mapped.push((name, argument));
        }
        rewriter.erase_op(address);
    }
    for address in addresses {
        let global = variable_global(address).expect("collected: a variable global");
        let name = symbol_name(global);
        let argument = match mapped.iter().find(|(n, _)| *n == name) {
            Some((_, argument)) => *argument,
            None => {
                let Some(argument) = add_map(target, address, global, &name, rewriter, context)
                else {
                    continue;
                };
                mapped.push((name, argument));
                argument
            }
        };
        let result: Value = address.result(0).expect("addressof has a result").into();
        rewriter.replace_all_uses_with(result, argument);
        rewriter.erase_op(address);
    }
    mapped
        .into_iter()
        .map(|(name, argument)| {
            let index = (0..entry.argument_count())
                .find(|i| entry.argument(*i).ok().map(Value::from) == Some(argument))
                .expect("an entry argument of the target");
            (name, index)
        })
        .collect()
}

/// A map of `global` (its address taken by a clone of `address` before
/// `target`) on `target`; its entry argument.
fn add_map<'c, 'a>(
    target: OperationRef<'c, 'a>,
    address: OperationRef<'c, 'a>,
    global: OperationRef<'c, 'a>,
    name: &str,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Option<Value<'c, 'a>> {
    let global_type = global
        .attribute("global_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .map(|t| t.value())?;
    rewriter.set_insertion_point_before(target);
    let host = crate::ir::result(rewriter.clone_op(address));
    let map = map_info(
        rewriter,
        context,
        address.location(),
        host,
        global_type,
        "ompx_hold|to|from",
        "ByRef",
        &[],
        Some(StringAttribute::new(context, name).into()),
    );
    append_map(target, map, rewriter, context);
    Some(entry_block(target, 0).add_argument(host.r#type(), address.location()))
}

/// Adds `map` to `target`'s maps (the last group with entry arguments that
/// a planned target has: its entry argument comes last).
fn append_map<'c>(
    target: OperationRef<'c, '_>,
    map: Value<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let mut sizes = target
        .segment_sizes()
        .expect("omp.target has operand segments");
    let at: usize = sizes[..=TARGET_MAPS].iter().sum();
    let mut operands: Vec<mlir_sys::MlirValue> = target.operands().map(|v| v.to_raw()).collect();
    operands.insert(at, map.to_raw());
    sizes[TARGET_MAPS] += 1;
    let sizes = sizes
        .iter()
        .map(usize::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    rewriter.start_op_modification(target);
    // SAFETY: a live op; its segment sizes are updated to match.
    unsafe {
        mlir_sys::mlirOperationSetOperands(
            target.to_raw(),
            operands.len() as isize,
            operands.as_ptr(),
        );
        OperationRefMut::from_raw(target.to_raw()).set_inherent_attribute(
            "operandSegmentSizes",
            Attribute::parse(context, &format!("array<i32: {sizes}>"))
                .expect("built here: segment sizes"),
        );
    }
    rewriter.finalize_op_modification(target);
}
