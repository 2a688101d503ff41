//! The sizes a loop of a `kernels` region asks for: `gang(num: n)` (or
//! `gang(n)`), `worker(n)` and `vector(n)` say how many gangs, workers and
//! vector lanes run that loop (OpenACC 3.3 §2.9.2-4; only `kernels` allows
//! them). The conservative translation gives every loop nest its own
//! compute construct, so they become that part's `num_gangs`,
//! `num_workers` and `vector_length` (over the kernels' own), and leave the
//! loops, which keep their `gang`/`worker`/`vector` keywords. The part's
//! clauses are evaluated before the region, on the host:
//!
//! ```mlir
//! %ng = llvm.alloca ...                // int ng (outside the region)
//! acc.kernels {
//!   %n = llvm.load %ng : !llvm.ptr -> i32
//!   acc.loop gang({num=%n : i32}) ...
//! }
//! ==>
//! %n' = llvm.load %ng : !llvm.ptr -> i32      // cloned before the kernels
//! acc.parallel num_gangs({%n' : i32}) { acc.loop gang ... }
//! ```
//!
//! A size defined outside the region is used as it is; one computed inside
//! is computed again before the region when it is arithmetic of constants,
//! of values from outside and of loads of host variables (`llvm.alloca`,
//! globals) that the region only reads; anything else is unsupported.

use crate::{
    acc::operands::r#loop::{GANG, VECTOR, WORKER},
    driver::NoMatch,
    ir::{defined_inside, defining_op},
};
use acc2omp_dialects::ops::{
    OperationLikeExt, collect_nested, is_ancestor, op_name, operand_group, users,
};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, OperationRef, Value,
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
};

/// The sizes of one loop nest's part: the first loop of the nest that gives
/// each one.
#[derive(Default, Clone, Copy)]
pub(super) struct Sizes<'c, 'a> {
    pub(super) gangs: Option<Value<'c, 'a>>,
    pub(super) workers: Option<Value<'c, 'a>>,
    pub(super) vector: Option<Value<'c, 'a>>,
}

/// The loops of a nest: the outermost and those inside it.
fn nest_loops<'c, 'a>(nest: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut loops = vec![nest];
    loops.extend(collect_nested(nest, |op| op_name(&op) == "acc.loop"));
    loops
}

/// The attribute `name` as its text, empty when absent.
fn text(op: OperationRef, name: &str) -> String {
    op.attribute(name)
        .map(|a| a.to_string())
        .unwrap_or_default()
}

/// The entries of an `[a, b, ...]` array attribute's text.
fn entries(text: &str) -> Vec<String> {
    let inner = text.trim().trim_start_matches('[').trim_end_matches(']');
    if inner.trim().is_empty() {
        return Vec::new();
    }
    inner.split(", ").map(|s| s.trim().to_string()).collect()
}

const NONE: &str = "#acc.device_type<none>";

/// The number of gang arguments per device type (`gangOperandsSegments`).
fn gang_segments(op: OperationRef) -> Vec<usize> {
    text(op, "gangOperandsSegments")
        .trim_start_matches("array<i32:")
        .trim_end_matches('>')
        .split(',')
        .filter_map(|s| s.trim().parse().ok())
        .collect()
}

/// The positions (in the loop's group) of the default device's size
/// arguments of one level.
fn default_device_sizes(op: OperationRef, group: usize) -> Vec<usize> {
    let count = operand_group(op, group).len();
    match group {
        GANG => {
            // Per device type a segment of arguments, each with its kind.
            let devices = entries(&text(op, "gangOperandsDeviceType"));
            let kinds = entries(&text(op, "gangOperandsArgType"));
            let segments = gang_segments(op);
            let mut positions = Vec::new();
            let mut start = 0;
            for (device, length) in devices.iter().zip(&segments) {
                for position in start..start + length {
                    if device == NONE && kinds.get(position).is_some_and(|k| k.contains("Num")) {
                        positions.push(position);
                    }
                }
                start += length;
            }
            positions
        }
        _ => {
            let name = if group == WORKER {
                "workerNumOperandsDeviceType"
            } else {
                "vectorOperandsDeviceType"
            };
            entries(&text(op, name))
                .iter()
                .enumerate()
                .filter(|(position, device)| *device == NONE && *position < count)
                .map(|(position, _)| position)
                .collect()
        }
    }
}

/// The sizes the loops of `nest` give its part, each checked to be
/// computable before `kernels`.
pub(super) fn plan_sizes<'c, 'a>(
    kernels: OperationRef<'c, 'a>,
    nest: OperationRef<'c, 'a>,
) -> Result<Sizes<'c, 'a>, NoMatch> {
    let mut sizes = Sizes::default();
    for lp in nest_loops(nest) {
        for (group, slot, clause) in [
            (GANG, &mut sizes.gangs, "gang(num:)"),
            (WORKER, &mut sizes.workers, "worker(num:)"),
            (VECTOR, &mut sizes.vector, "vector(length:)"),
        ] {
            let Some(position) = default_device_sizes(lp, group).first().copied() else {
                continue;
            };
            if slot.is_some() {
                continue;
            }
            let value = operand_group(lp, group)[position];
            if !on_host(value, kernels) {
                return Err(NoMatch::unsupported_at(
                    lp.location(),
                    format!(
                        "a '{clause}' argument in 'kernels' that the host cannot compute \
                         before the region (it reads device data or what the region writes)"
                    ),
                ));
            }
            *slot = Some(value);
        }
    }
    Ok(sizes)
}

/// Whether `value` can be computed before `kernels`: see the module
/// documentation.
fn on_host(value: Value, kernels: OperationRef) -> bool {
    if !defined_inside(value, kernels) {
        return true;
    }
    let Some(op) = defining_op(value) else {
        return false;
    };
    let name = op_name(&op);
    if name == "llvm.load" {
        let Ok(address) = op.operand(0) else {
            return false;
        };
        return host_object(address, kernels);
    }
    crate::transforms::host_bounds::is_arithmetic(name)
        && op.region_count() == 0
        && op.operands().all(|operand| on_host(operand, kernels))
}

/// A host variable defined outside `kernels` (a local's `llvm.alloca`, a
/// global's address) that the region uses only to load from.
fn host_object(address: Value, kernels: OperationRef) -> bool {
    if defined_inside(address, kernels) {
        return false;
    }
    let Some(object) = defining_op(address) else {
        return false;
    };
    matches!(op_name(&object), "llvm.alloca" | "llvm.mlir.addressof")
        && users(address).into_iter().all(|user| {
            !is_ancestor(kernels, user)
                || (op_name(&user) == "llvm.load"
                    && user.operand(0).is_ok_and(|operand| operand == address))
        })
}

/// `value` computed again before `kernels` (checked by [`on_host`]):
/// the ops of its computation cloned there, in order.
pub(super) fn host_value<'c, 'a>(
    value: Value<'c, 'a>,
    kernels: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
) -> Value<'c, 'a> {
    if !defined_inside(value, kernels) {
        return value;
    }
    let op = defining_op(value).expect("checked by on_host: defined by an op");
    let operands: Vec<Value> = op
        .operands()
        .map(|operand| host_value(operand, kernels, rewriter))
        .collect();
    rewriter.set_insertion_point_before(kernels);
    let copy = rewriter.clone_op(op);
    rewriter.start_op_modification(copy);
    // SAFETY: `copy` is live; the rewriter is told of the modification.
    let mut copy_mut = unsafe { OperationRefMut::from_raw(copy.to_raw()) };
    for (position, operand) in operands.into_iter().enumerate() {
        copy_mut.set_operand(position, operand);
    }
    rewriter.finalize_op_modification(copy);
    let index = (0..op.result_count())
        .find(|i| op.result(*i).is_ok_and(|r| Value::from(r) == value))
        .unwrap_or(0);
    copy.result(index)
        .map(Value::from)
        .expect("the clone has the original's results")
}

/// Takes the default device's size arguments off the loops of `nest`
/// (the part's clauses hold them now); each loop keeps its keyword.
pub(super) fn drop_loop_sizes(nest: OperationRef, rewriter: &RewriterBase, context: &Context) {
    for lp in nest_loops(nest) {
        let dropped: Vec<(usize, Vec<usize>)> = [GANG, WORKER, VECTOR]
            .into_iter()
            .map(|group| (group, default_device_sizes(lp, group)))
            .filter(|(_, positions)| !positions.is_empty())
            .collect();
        if dropped.is_empty() {
            continue;
        }
        let mut groups: Vec<Vec<Value>> = Vec::new();
        let sizes = lp.segment_sizes().unwrap_or_default();
        let mut all = lp.operands();
        for size in &sizes {
            groups.push(all.by_ref().take(*size).collect());
        }
        let attribute =
            |text: &str| Attribute::parse(context, text).expect("built here: valid attribute");
        let mut attributes: Vec<(&str, Attribute)> = Vec::new();
        let mut removed: Vec<&str> = Vec::new();
        for (group, positions) in &dropped {
            groups[*group] = groups[*group]
                .iter()
                .enumerate()
                .filter(|(position, _)| !positions.contains(position))
                .map(|(_, value)| *value)
                .collect();
            let keyword = match *group {
                GANG => "gang",
                WORKER => "worker",
                _ => "vector",
            };
            // The keyword for the default device.
            let mut keywords = entries(&text(lp, keyword));
            if !keywords.iter().any(|k| k == NONE) {
                keywords.push(NONE.to_string());
            }
            attributes.push((keyword, attribute(&format!("[{}]", keywords.join(", ")))));
            // The remaining arguments' device types (and kinds).
            let keep = |list: Vec<String>| -> Vec<String> {
                list.into_iter()
                    .enumerate()
                    .filter(|(position, _)| !positions.contains(position))
                    .map(|(_, entry)| entry)
                    .collect()
            };
            match *group {
                GANG => {
                    let devices = entries(&text(lp, "gangOperandsDeviceType"));
                    let kinds = keep(entries(&text(lp, "gangOperandsArgType")));
                    let segments = gang_segments(lp);
                    // Only the default device's segment shrinks.
                    let mut kept_devices = Vec::new();
                    let mut kept_segments = Vec::new();
                    for (device, length) in devices.iter().zip(&segments) {
                        let length = if device == NONE {
                            length - positions.len()
                        } else {
                            *length
                        };
                        if length > 0 {
                            kept_devices.push(device.clone());
                            kept_segments.push(length.to_string());
                        }
                    }
                    if kinds.is_empty() {
                        removed.extend([
                            "gangOperandsArgType",
                            "gangOperandsDeviceType",
                            "gangOperandsSegments",
                        ]);
                    } else {
                        attributes.push((
                            "gangOperandsArgType",
                            attribute(&format!("[{}]", kinds.join(", "))),
                        ));
                        attributes.push((
                            "gangOperandsDeviceType",
                            attribute(&format!("[{}]", kept_devices.join(", "))),
                        ));
                        attributes.push((
                            "gangOperandsSegments",
                            attribute(&format!("array<i32: {}>", kept_segments.join(", "))),
                        ));
                    }
                }
                _ => {
                    let name = if *group == WORKER {
                        "workerNumOperandsDeviceType"
                    } else {
                        "vectorOperandsDeviceType"
                    };
                    let devices = keep(entries(&text(lp, name)));
                    if devices.is_empty() {
                        removed.push(name);
                    } else {
                        attributes.push((name, attribute(&format!("[{}]", devices.join(", ")))));
                    }
                }
            }
        }
        let segments: Vec<String> = groups.iter().map(|g| g.len().to_string()).collect();
        attributes.push((
            "operandSegmentSizes",
            attribute(&format!("array<i32: {}>", segments.join(", "))),
        ));
        let operands: Vec<Value> = groups.into_iter().flatten().collect();
        rewriter.start_op_modification(lp);
        // SAFETY: a live op; the rewriter is told of the modification, and
        // the segment sizes are set to the new groups.
        let mut lp_mut = unsafe { OperationRefMut::from_raw(lp.to_raw()) };
        lp_mut.set_operands(&operands);
        for (name, value) in attributes {
            lp_mut.set_inherent_attribute(name, value);
        }
        for name in removed {
            lp_mut.remove_attribute(name).ok();
        }
        rewriter.finalize_op_modification(lp);
    }
}
