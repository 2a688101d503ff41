//! The host side of offload: every `omp.map.info` of a device construct
//! becomes a call of the offload runtime's present table
//! (`__acc2omp_map_enter`/`__acc2omp_map_exit`/`__acc2omp_update`, in
//! `lowering/runtime`), which returns the device address of the data (the
//! host address itself when the program runs on the host).
//!
//! A map covers `[start, start + bytes)`: the variable (`var_type`'s size at
//! `var_ptr`), or the section `var_ptr[lb..=ub]` of its one `omp.map.bounds`.
//! The kernel and the host version of a target region take the device
//! address of `var_ptr` itself (the section's device address less `lb`
//! elements), as the region indexes from the variable's start.

use super::build::Builder;
use crate::ir::{defining_op, value};
use acc2omp_dialects::{capi::MapFlags, ops::op_name, ops::operand_group};
use melior::{
    Context, RewriterBase,
    ir::{
        BlockLike, OperationRef, RegionLike, Type, Value,
        attribute::{StringAttribute, TypeAttribute},
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
};

/// The runtime's map flags (OpenMP's `tgt_map_type` bits, which the
/// runtime reads): MLIR's `ClauseMapFlags` names to bits.
const RUNTIME_FLAGS: [(&str, i64); 6] = [
    ("to", 0x1),
    ("from", 0x2),
    ("always", 0x4),
    ("delete", 0x8),
    ("present", 0x1000),
    ("ompx_hold", 0x2000),
];

/// The operand group of each construct's maps, and of `target_data`'s
/// `use_device_addr`.
fn map_group(name: &str) -> Option<usize> {
    match name {
        "omp.target" => Some(9),
        "omp.target_data" => Some(2),
        "omp.target_enter_data" | "omp.target_exit_data" | "omp.target_update" => Some(3),
        _ => None,
    }
}

/// The maps of a device construct (their `omp.map.info` ops).
fn map_ops<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    map_group(op_name(&op))
        .map(|group| operand_group(op, group))
        .unwrap_or_default()
        .into_iter()
        .filter_map(defining_op)
        .collect()
}

/// Whether the runtime calls can express `op`'s maps: each one an
/// `omp.map.info` of a variable or of a section (strides in elements),
/// without member maps or an explicit `var_ptr_ptr`.
pub(super) fn check_maps(op: OperationRef) -> Result<(), String> {
    let group = map_group(op_name(&op)).unwrap_or(0);
    for map in operand_group(op, group) {
        let Some(info) = defining_op(map).filter(|d| op_name(d) == "omp.map.info") else {
            return Err(format!(
                "a map of '{}' that is not an 'omp.map.info'",
                op_name(&op)
            ));
        };
        let name = map_name(info);
        if !operand_group(info, 1).is_empty() || !operand_group(info, 2).is_empty() {
            return Err(format!(
                "the map of '{name}' attaches a pointer or maps members"
            ));
        }
        let in_bytes = operand_group(info, 3)
            .into_iter()
            .filter_map(defining_op)
            .any(|bounds| {
                bounds
                    .attribute("stride_in_bytes")
                    .is_ok_and(|a| a.to_string() == "true")
            });
        if in_bytes {
            return Err(format!(
                "the map of '{name}' is a section with strides in bytes"
            ));
        }
        // (A pointer inside mapped data is copied as it is, as OpenACC
        // says; a section reached through it is attached to it: `attach`.)
        if var_type(info).is_none() {
            return Err(format!("the map of '{name}' has no 'var_type'"));
        }
    }
    Ok(())
}

fn var_type<'c>(info: OperationRef<'c, '_>) -> Option<Type<'c>> {
    let attribute = info.attribute("var_type").ok()?;
    TypeAttribute::try_from(attribute).ok().map(|t| t.value())
}

/// The variable's name as the program spells it (for the runtime's
/// messages).
fn map_name(info: OperationRef) -> String {
    info.attribute("name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
        .unwrap_or_else(|| "<unnamed>".to_string())
}

/// The runtime's flags of a map.
fn runtime_flags(info: OperationRef) -> i64 {
    let flags = MapFlags::of(&info).unwrap_or(MapFlags(0));
    // The runtime's own `zero` bit (acc2omp's `flags::ZERO`).
    let zero = if acc2omp_dialects::attrs::Flag::Zero.is_on(&info) {
        0x4000
    } else {
        0
    };
    zero + RUNTIME_FLAGS
        .iter()
        .filter(|(name, _)| flags.has(name))
        .map(|(_, bit)| bit)
        .sum::<i64>()
}

/// One map's range and arguments, computed before its construct.
pub(super) struct Entered<'c, 'a> {
    pub info: OperationRef<'c, 'a>,
    pub start: Value<'c, 'a>,
    pub bytes: Value<'c, 'a>,
    pub flags: Value<'c, 'a>,
    pub name: Value<'c, 'a>,
    /// The section's first element (0 for a variable), an `i64`.
    pub lower: Value<'c, 'a>,
    pub element: Type<'c>,
    /// The address of the pointer a section is reached through
    /// (`s.p[0:n]`: `&s.p`), which the section's device address is
    /// attached to where the pointer is present (a struct's device copy).
    pub attach: Option<Value<'c, 'a>>,
    /// A section of several dimensions: its span and its element count.
    pub gaps: Option<(Value<'c, 'a>, Value<'c, 'a>)>,
}

/// The maps of `target`, each its own: one that another op uses too (an
/// enclosing data region's, another target's) is cloned for it, as the
/// target's is rewritten to the device address.
fn own_map_ops<'c, 'a>(
    target: OperationRef<'c, 'a>,
    b: &Builder<'c, '_, '_>,
) -> Vec<OperationRef<'c, 'a>> {
    let group = map_group("omp.target").expect("a target");
    let mut own = Vec::new();
    for (position, info) in map_ops(target).into_iter().enumerate() {
        let result: Value = info
            .result(0)
            .expect("verified: omp.map.info has a result")
            .into();
        if acc2omp_dialects::ops::users(result).len() <= 1 {
            own.push(info);
            continue;
        }
        b.rewriter.set_insertion_point_before(target);
        let copy = b.rewriter.clone_op(info);
        let sizes =
            acc2omp_dialects::ops::OperationLikeExt::segment_sizes(&target).unwrap_or_default();
        let index = sizes[..group].iter().sum::<usize>() + position;
        b.rewriter.start_op_modification(target);
        // SAFETY: a live op; the rewriter is told.
        let mut target_mut = unsafe { OperationRefMut::from_raw(target.to_raw()) };
        target_mut.set_operand(index, copy.result(0).expect("a clone of a map").into());
        b.rewriter.finalize_op_modification(target);
        // SAFETY: the copy lives before the target.
        own.push(unsafe { OperationRef::from_raw(copy.to_raw()) });
    }
    own
}

/// Computes `info`'s range and arguments before `anchor`.
fn range<'c, 'a>(
    info: OperationRef<'c, 'a>,
    anchor: OperationRef<'c, 'a>,
    b: &Builder<'c, '_, '_>,
) -> Entered<'c, 'a> {
    b.rewriter.set_insertion_point_before(anchor);
    let element = var_type(info).expect("checked by check_maps: var_type");
    let var_ptr: Value = info.operand(0).expect("verified: omp.map.info has var_ptr");
    let size = b.size_of(element);
    let name = b.string(anchor, &map_name(info));
    b.rewriter.set_insertion_point_before(anchor);
    let bounds: Vec<_> = operand_group(info, 3)
        .into_iter()
        .filter_map(defining_op)
        .collect();
    let mut gaps = None;
    let (lower, start, bytes) = if bounds.is_empty() {
        (b.constant(b.i64_type(), 0), var_ptr, size)
    } else {
        // The section's first and last elements (offsets from `var_ptr`, in
        // elements: each dimension's bound times its stride) and its
        // element count.
        let zero = b.constant(b.i64_type(), 0);
        let one = b.constant(b.i64_type(), 1);
        let (mut first, mut last, mut count) = (zero, zero, one);
        for bound in &bounds {
            let operand = |group: usize, default: Value<'c, 'a>| {
                operand_group(*bound, group)
                    .first()
                    .map_or(default, |v| b.cast(value(*v), b.i64_type()))
            };
            let lower = operand(0, zero);
            let upper = operand(1, lower);
            let stride = operand(3, one);
            let from = b.arith("arith.muli", &[lower, stride]);
            let to = b.arith("arith.muli", &[upper, stride]);
            first = b.arith("arith.addi", &[first, from]);
            last = b.arith("arith.addi", &[last, to]);
            let extent = b.arith("arith.subi", &[upper, lower]);
            let extent = b.arith("arith.addi", &[extent, one]);
            count = b.arith("arith.muli", &[count, extent]);
        }
        let span = b.arith("arith.subi", &[last, first]);
        let span = b.arith("arith.addi", &[span, one]);
        if bounds.len() > 1 {
            gaps = Some((span, count));
        }
        let start = b.element_address(var_ptr, first, element);
        (first, start, b.arith("arith.muli", &[span, size]))
    };
    let flags = b.constant(b.i64_type(), runtime_flags(info));
    // A section through a pointer loaded from memory: that memory is the
    // pointer to attach.
    let attach = (!bounds.is_empty())
        .then(|| defining_op(var_ptr))
        .flatten()
        .filter(|load| op_name(load) == "llvm.load")
        .and_then(|load| load.operand(0).ok());
    Entered {
        info,
        start,
        bytes,
        flags,
        name,
        lower,
        element,
        attach,
        gaps,
    }
}

/// Before a section of several dimensions enters: a device copy is one
/// range, so the runtime stops a section with gaps (`a[0:n][1:2]`), which
/// it cannot copy as one.
fn check_gaps<'c>(anchor: OperationRef<'c, '_>, map: &Entered<'c, '_>, b: &Builder<'c, '_, '_>) {
    if let Some((span, count)) = map.gaps {
        b.call(
            anchor,
            "__acc2omp_section_check",
            &[span, count, map.name],
            None,
        );
    }
}

/// OpenACC's attach of a section's pointer after its entry (`acc_attach`:
/// nothing where the pointer is not present, and on the host).
fn attach<'c>(anchor: OperationRef<'c, '_>, map: &Entered<'c, '_>, b: &Builder<'c, '_, '_>) {
    if let Some(pointer) = map.attach {
        b.call(anchor, "acc_attach", &[pointer], None);
    }
}

/// The detach before a section's exit (the device copy of the pointer gets
/// the host's value back before the struct holding it is copied back).
fn detach<'c>(anchor: OperationRef<'c, '_>, map: &Entered<'c, '_>, b: &Builder<'c, '_, '_>) {
    if let Some(pointer) = map.attach {
        b.call(anchor, "acc_detach", &[pointer], None);
    }
}

/// A target with an `if` clause: when the condition is false, OpenACC runs
/// the region on the host with the host's data and moves nothing. The
/// target moves into the `then` branch of an `scf.if` on the condition
/// (where it is offloaded as any other), and a copy of it, as it is (its
/// maps the host's), runs in the `else` branch.
pub(super) fn split_on_condition<'c>(
    target: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let Some(condition) = operand_group(target, 6).first().copied() else {
        return;
    };
    let b = Builder {
        rewriter,
        context,
        location: target.location(),
    };
    rewriter.set_insertion_point_before(target);
    let (_, then_yield, else_yield) = b.if_else(condition);
    rewriter.set_insertion_point_before(else_yield);
    rewriter.clone_op(target);
    rewriter.move_op_before(target, then_yield);
}

/// Enters the maps of `target` before it (structured or dynamic as their
/// flags say) and makes its host version use the device addresses: each
/// `omp.map.info` moves just before the target, its `var_ptr` the device
/// address of the variable. Returns the entered maps, in order.
pub(super) fn enter_target_maps<'c, 'a>(
    target: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Vec<(Entered<'c, 'a>, Value<'c, 'a>)> {
    let b = Builder {
        rewriter,
        context,
        location: target.location(),
    };
    let mut entered = Vec::new();
    for info in own_map_ops(target, &b) {
        translate_pointer(info, target, &b);
        let map = range(info, target, &b);
        check_gaps(target, &map, &b);
        let device = b
            .call(
                target,
                "__acc2omp_map_enter",
                &[map.start, map.bytes, map.flags, map.name],
                Some(b.ptr_type()),
            )
            .expect("a result type was given");
        let zero = b.constant(b.i64_type(), 0);
        let back = b.arith("arith.subi", &[zero, map.lower]);
        let base = b.element_address(device, back, map.element);
        rewriter.move_op_before(info, target);
        rewriter.start_op_modification(info);
        // SAFETY: a live op; the rewriter is told.
        let mut info_mut = unsafe { OperationRefMut::from_raw(info.to_raw()) };
        info_mut.set_operand(0, base);
        rewriter.finalize_op_modification(info);
        entered.push((map, base));
    }
    // Attach once every map has entered (the struct may come after the
    // section in the clauses).
    b.rewriter.set_insertion_point_before(target);
    for (map, _) in &entered {
        attach(target, map, &b);
    }
    entered
}

/// A pointer mapped by value and not copied back (`firstprivate`, or the
/// implicit data attribute of a pointer): the region sees the device address of the data
/// it points to when that data is present (OpenMP's zero-length array
/// section, which Clacc's mapping relies on; every OpenACC compiler does
/// it), else its value. The map then copies a slot that holds that address.
fn translate_pointer<'c>(
    info: OperationRef<'c, '_>,
    target: OperationRef<'c, '_>,
    b: &Builder<'c, '_, '_>,
) {
    let is_pointer = var_type(info).is_some_and(|t| is_pointer_type(&t.to_string()));
    // (An explicit `copy(p)`, `copyout(p)`: the pointer variable itself is
    // the data, copied as it is, and back. The implicit `copy` of a pointer
    // in `kernels`, or one visible in an enclosing data clause of its
    // section, still points to present data.)
    let derived =
        info.attribute("acc2omp.implicit").is_ok() || info.attribute("acc2omp.visible").is_ok();
    let copied_back = !derived && MapFlags::of(&info).is_some_and(|f| f.has("from"));
    if !is_pointer || copied_back || !operand_group(info, 3).is_empty() {
        return;
    }
    b.rewriter.set_insertion_point_before(target);
    let var_ptr: Value = info.operand(0).expect("verified: var_ptr");
    let host = b.load(var_ptr, b.ptr_type());
    let device = b
        .call(
            target,
            "__acc2omp_device_address",
            &[host],
            Some(b.ptr_type()),
        )
        .expect("a result type was given");
    let slot = b.entry_alloca(target, b.ptr_type());
    b.store(device, slot);
    b.rewriter.start_op_modification(info);
    // SAFETY: a live op; the rewriter is told. (It moves before the target,
    // after the slot, in enter_target_maps.)
    let mut info_mut = unsafe { OperationRefMut::from_raw(info.to_raw()) };
    info_mut.set_operand(0, slot);
    b.rewriter.finalize_op_modification(info);
}

/// A pointer variable's type as a map carries it: the pointer, or the
/// struct of one pointer the front end writes for `firstprivate(p)` and
/// `use_device(p)`.
fn is_pointer_type(text: &str) -> bool {
    text == "!llvm.ptr" || text == "!llvm.struct<(ptr)>"
}

/// Exits the maps of a construct after `anchor` (in reverse order).
pub(super) fn exit_maps<'c, 'a>(
    anchor: OperationRef<'c, 'a>,
    maps: &[(Entered<'c, 'a>, Value<'c, 'a>)],
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let b = Builder {
        rewriter,
        context,
        location: anchor.location(),
    };
    let Some(next) = anchor.next_in_block() else {
        return;
    };
    // Detach before any exit (a struct copied back keeps host pointers).
    for (map, _) in maps.iter().rev() {
        rewriter.set_insertion_point_before(next);
        detach(next, map, &b);
    }
    for (map, _) in maps.iter().rev() {
        rewriter.set_insertion_point_before(next);
        b.call(
            next,
            "__acc2omp_map_exit",
            &[map.start, map.bytes, map.flags, map.name],
            None,
        );
    }
}

/// Whether the runtime calls can do what a data directive asks.
pub(super) fn check_directive(op: OperationRef) -> Result<(), String> {
    let name = op_name(&op);
    let unsupported_groups: &[(usize, &str)] = match name {
        "omp.target_data" => &[(0, "device"), (4, "use_device_ptr")],
        _ => &[(0, "depend"), (1, "device")],
    };
    for (group, clause) in unsupported_groups {
        if !operand_group(op, *group).is_empty() {
            return Err(format!("'{clause}' on '{name}'"));
        }
    }
    if op.attribute("nowait").is_ok() {
        return Err(format!("'nowait' on '{name}'"));
    }
    if name == "omp.target_data" {
        let blocks = op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .map(|b| b.next_in_region().is_none());
        if blocks != Some(true) {
            return Err("a data region of several blocks".to_string());
        }
    }
    Ok(())
}

/// Rewrites a data directive into runtime calls (the data region's body
/// stays in place, between its maps' entries and exits).
pub(super) fn rewrite_directive<'c>(
    op: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let b = Builder {
        rewriter,
        context,
        location: op.location(),
    };
    let name = op_name(&op);
    let maps: Vec<Entered> = map_ops(op)
        .into_iter()
        .map(|info| range(info, op, &b))
        .collect();
    // `if(false)`: nothing moves (the data region's body still runs).
    let condition = operand_group(op, if_group(name)).first().copied();
    let anchor = guarded(condition, op, &b);
    if name == "omp.target_exit_data" {
        for map in &maps {
            rewriter.set_insertion_point_before(anchor);
            detach(anchor, map, &b);
        }
    }
    for map in &maps {
        rewriter.set_insertion_point_before(anchor);
        check_gaps(anchor, map, &b);
        match name {
            "omp.target_data" | "omp.target_enter_data" => {
                b.call(
                    anchor,
                    "__acc2omp_map_enter",
                    &[map.start, map.bytes, map.flags, map.name],
                    Some(b.ptr_type()),
                );
            }
            "omp.target_exit_data" => {
                b.call(
                    anchor,
                    "__acc2omp_map_exit",
                    &[map.start, map.bytes, map.flags, map.name],
                    None,
                );
            }
            _ => update(anchor, map, &b),
        }
    }
    if matches!(name, "omp.target_data" | "omp.target_enter_data") {
        for map in &maps {
            rewriter.set_insertion_point_before(anchor);
            attach(anchor, map, &b);
        }
    }
    if name == "omp.target_data" {
        inline_data_region(op, rewriter, &b);
        let anchor = guarded(condition, op, &b);
        for map in maps.iter().rev() {
            rewriter.set_insertion_point_before(anchor);
            detach(anchor, map, &b);
        }
        for map in maps.iter().rev() {
            rewriter.set_insertion_point_before(anchor);
            b.call(
                anchor,
                "__acc2omp_map_exit",
                &[map.start, map.bytes, map.flags, map.name],
                None,
            );
        }
    }
    rewriter.erase_op(op);
}

/// The operand group of a data directive's `if` clause (MLIR 22's order).
fn if_group(name: &str) -> usize {
    if name == "omp.target_data" { 1 } else { 2 }
}

/// Where the calls of a directive go: before `op`, or, with an `if`
/// clause, in the `then` branch of an `scf.if` on its condition before `op`.
fn guarded<'c, 'a>(
    condition: Option<Value<'c, 'a>>,
    op: OperationRef<'c, 'a>,
    b: &Builder<'c, '_, '_>,
) -> OperationRef<'c, 'a> {
    let Some(condition) = condition else {
        return op;
    };
    b.rewriter.set_insertion_point_before(op);
    let (_, then_yield, _) = b.if_else(condition);
    then_yield
}

/// `update device`/`update self` of one map before `op`; with `if_present`
/// (the map is not `present`), only when the data is present.
fn update<'c>(op: OperationRef<'c, '_>, map: &Entered<'c, '_>, b: &Builder<'c, '_, '_>) {
    let flags = MapFlags::of(&map.info).unwrap_or(MapFlags(0));
    let direction = b.constant(b.i32_type(), i64::from(flags.has("to")));
    let arguments = [map.start, map.bytes, direction, map.name];
    if flags.has("present") {
        b.call(op, "__acc2omp_update", &arguments, None);
        return;
    }
    let present = b
        .call(
            op,
            "acc_is_present",
            &[map.start, map.bytes],
            Some(b.i32_type()),
        )
        .expect("a result type was given");
    let zero = b.constant(b.i32_type(), 0);
    let is_present = b.compare(1, present, zero);
    let (_, then_yield, _) = b.if_else(is_present);
    b.rewriter.set_insertion_point_before(then_yield);
    b.call(then_yield, "__acc2omp_update", &arguments, None);
}

/// Moves the body of an `omp.target_data` before it; its `use_device_addr`
/// arguments become the device addresses of their variables. For a
/// pointer (`var_type` a pointer, or the struct of one pointer the front end
/// writes for `use_device(p)`), the argument is a slot holding the device
/// address of the data the pointer points to, as the region loads the
/// pointer from it.
fn inline_data_region<'c>(
    op: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    b: &Builder<'c, '_, '_>,
) {
    let block = op
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("checked by check_directive: one block");
    // `if(false)`: the region sees the host's addresses (the device
    // address of data that is not present is the host's too, so the call
    // is safe either way).
    let condition = operand_group(op, if_group("omp.target_data"))
        .first()
        .copied();
    let chosen = |device: Value<'c, '_>, host: Value<'c, '_>| match condition {
        Some(condition) => b.select(condition, device, host),
        None => value(device),
    };
    let mut addresses = Vec::new();
    for info in operand_group(op, 3).into_iter().filter_map(defining_op) {
        rewriter.set_insertion_point_before(op);
        let var_ptr: Value = info.operand(0).expect("verified: var_ptr");
        let is_pointer = var_type(info).is_some_and(|t| is_pointer_type(&t.to_string()));
        let address = if is_pointer {
            let host = b.load(var_ptr, b.ptr_type());
            let device = b
                .call(op, "__acc2omp_device_address", &[host], Some(b.ptr_type()))
                .expect("a result type was given");
            let device = chosen(device, host);
            let slot = b.entry_alloca(op, b.ptr_type());
            b.store(device, slot);
            slot
        } else {
            let device = b
                .call(
                    op,
                    "__acc2omp_device_address",
                    &[var_ptr],
                    Some(b.ptr_type()),
                )
                .expect("a result type was given");
            chosen(device, var_ptr)
        };
        addresses.push(address);
    }
    if let Some(terminator) = block.terminator() {
        rewriter.erase_op(terminator);
    }
    let arguments: Vec<Value> = addresses.into_iter().take(block.argument_count()).collect();
    rewriter.inline_block_before(block, op, &arguments);
}
