//! `acc.parallel` with several partitioned loops one after the other (or a
//! partitioned loop beside a `seq` loop; `acc.serial` needs no split: its
//! one thread runs every loop, see `convert-omp-to-gpu`), for
//! GPU builds (`convert-acc-to-omp`'s `split-parallel=true`, which accc
//! gives with `--offload-arch`): a compute construct per loop, inside an
//! `acc.data` region that holds the construct's data (acc → acc).
//!
//! A GPU kernel is one grid-stride loop (`convert-omp-to-gpu`); CUDA has no
//! barrier across a grid's blocks outside cooperative launches, so one
//! kernel cannot run two partitioned loops in order. OpenACC orders
//! nothing between the gangs of a `parallel` construct, but programs
//! commonly read in the second loop what the first wrote, which one kernel
//! per loop, launched in order on one stream, gives (a schedule the
//! construct allows: every gang runs its share of each loop, the loops one
//! after the other):
//!
//! ```c
//! #pragma acc parallel copy(a) copyout(b)       // acc.data copy(a) copyout(b) {
//! {                                             //   acc.parallel present(a) { loop 1 }
//!   #pragma acc loop                            //   acc.parallel present(a, b) { code; loop 2 }
//!   for (...) a[i] = ...;                       // }
//!   code;                                       // (each part keeps the construct's
//!   #pragma acc loop                            //  num_gangs, if, self, default and
//!   for (...) b[i] = a[i];                      //  its own clause ops)
//! }
//! ```
//!
//! Each part runs the code before its loop gang-redundantly, as the
//! construct did, but for code that writes memory other than the region's
//! locals (or calls), a part of its own; a `seq` loop (or an `if`) with
//! the code before it, and
//! the code after the last loop unless it is only arithmetic, are parts of
//! their own (gang-redundant code, without a partitioned loop: a GPU
//! kernel's threads would all run it). The split
//! is made only where it keeps the program's meaning; otherwise the
//! construct is left as it is (and the GPU back end reports the loops):
//! * one block; no `async`/`wait` clauses; no partitioned loop below
//!   another op (a `seq` loop or an `if` holding one);
//! * a value (an SSA value, or a local of the region) computed in one part
//!   and used in another: only side-effect-free arithmetic of values from
//!   outside, which moves before the construct;
//! * `private` and `reduction` variables used in one part only;
//!   `firstprivate` ones used in one part, or only read (each part gets its
//!   own copy of the original value);
//! * a variable without a clause (`firstprivate` if a scalar) that a part
//!   stores to and another uses: refused (the second part's copy would
//!   start from the original value); aggregates without a clause become
//!   the data region's implicit `copy` (unless `default(...)`), so that
//!   they stay on the device between the parts.

use crate::{
    acc::{data_entry::analyze_entries, operands::parallel},
    ir::{
        OpSpec, address_base, defined_inside, defining_op, entry_block, replace_uses_inside, result,
    },
    transforms::{
        implicit,
        kernels::{data_region_condition, implicit_copies, present_ops, whole_scalar},
    },
};
use acc2omp_dialects::{
    capi::emit_remark,
    ops::{OperationLikeExt, collect_nested, is_ancestor, op_name, operand_group, users},
};
use melior::{
    Context, IrRewriter, RewriterBase,
    ir::{
        Attribute, BlockLike, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike,
    },
};

/// Splits every eligible `acc.parallel` nested in `root` (see the module
/// documentation).
pub(crate) fn split_parallel_constructs(root: OperationRef) {
    let context = root.context();
    // SAFETY: `context` is a local that outlives the rewriter.
    let context: &Context = unsafe { context.to_ref() };
    let rewriter = IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    // (`acc.serial` is one gang of one thread: its GPU kernel runs its
    // loops one after the other in that thread, without a split.)
    for construct in collect_nested(root, |op| op_name(&op) == "acc.parallel") {
        if let Some(plan) = plan_split(construct) {
            split(&plan, &rewriter, context);
        }
    }
}

/// A part: the ops of the region it runs, in order.
struct Part<'c, 'a> {
    ops: Vec<OperationRef<'c, 'a>>,
}

impl Part<'_, '_> {
    fn holds(&self, op: OperationRef) -> bool {
        self.ops.iter().any(|o| *o == op || is_ancestor(*o, op))
    }
}

struct SplitPlan<'c, 'a> {
    op: OperationRef<'c, 'a>,
    parts: Vec<Part<'c, 'a>>,
    /// Locals the front end sets once from a value from outside and then
    /// only reads (a member section's binding, `s.d` of `copy(s.d[0:n])`):
    /// the local and its store, copied into each other part that reads it.
    replicated: Vec<(OperationRef<'c, 'a>, OperationRef<'c, 'a>, Value<'c, 'a>)>,
    /// Arithmetic that moves before the construct (used by several parts).
    hoisted: Vec<OperationRef<'c, 'a>>,
    /// Per clause op of the construct (`reduction`, `private`,
    /// `firstprivate`, in the construct's order): its group and the parts
    /// that use it.
    clauses: Vec<(usize, Value<'c, 'a>, Vec<usize>)>,
}

/// The operand groups of `acc.parallel`.
struct Groups {
    asynchronous: usize,
    wait: usize,
    reduction: usize,
    private: usize,
    firstprivate: usize,
    data: usize,
    count: usize,
}

impl Groups {
    fn of(op: OperationRef) -> Option<Self> {
        Some(match op_name(&op) {
            "acc.parallel" => Groups {
                asynchronous: parallel::ASYNC,
                wait: parallel::WAIT,
                reduction: parallel::REDUCTION,
                private: parallel::PRIVATE,
                firstprivate: parallel::FIRSTPRIVATE,
                data: parallel::DATA,
                count: parallel::NAMES.len(),
            },
            _ => return None,
        })
    }
}

/// Whether `lp` (an `acc.loop`) runs sequentially (`seq`, or `auto`, which
/// is sequential here).
fn sequential(lp: OperationRef) -> bool {
    lp.attribute("seq").is_ok() || lp.attribute("auto_").is_ok()
}

/// Arithmetic and constants (a global's address is not among them: moved
/// before the construct, a global scalar would become a variable that
/// each part copies).
fn is_pure(name: &str) -> bool {
    name.starts_with("arith.")
        || matches!(
            name,
            "llvm.mlir.constant" | "llvm.mlir.zero" | "llvm.mlir.undef"
        )
}

/// The store that sets `alloca` (a local at the top of `construct`'s region,
/// in `part`), if it is its only one, at the top of that part, of a value
/// from outside the construct, and every other use a load.
fn set_once<'c, 'a>(
    construct: OperationRef<'c, 'a>,
    part: &Part<'c, 'a>,
    alloca: OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let address: Value = result(alloca);
    let mut store = None;
    for user in users(address) {
        match op_name(&user) {
            "llvm.load" => {}
            "llvm.store"
                if store.is_none()
                    && user.operand(1).ok() == Some(address)
                    && part.ops.contains(&user)
                    && user
                        .operand(0)
                        .is_ok_and(|value| !defined_inside(value, construct)) =>
            {
                store = Some(user)
            }
            _ => return None,
        }
    }
    store
}

/// Whether `construct` only reads through `address`: loads of it, and of
/// the elements and members `getelementptr`s of it address (a read-only
/// `firstprivate` array).
fn only_read(construct: OperationRef, address: Value) -> bool {
    users(address)
        .iter()
        .filter(|u| is_ancestor(construct, **u) && **u != construct)
        .all(|user| match op_name(user) {
            "llvm.load" => true,
            "llvm.getelementptr" => {
                user.operand(0).ok() == Some(address)
                    && user
                        .result(0)
                        .is_ok_and(|element| only_read(construct, Value::from(element)))
            }
            _ => false,
        })
}

/// Whether the region takes the address of a scalar from outside it (a
/// variable, each gang's copy of which a part would get, or a clause's
/// private copy) other than to load from or store to it: a store of the
/// address as a value (`int *pk = &n;`), a call or a copy of memory with
/// it. A part could then write the scalar through a pointer, which the
/// checks of the variables each part uses do not see (a firstprivate
/// scalar written so in one part and read in the next read the original
/// value: found by differential testing). Data of data clauses (arrays,
/// sections) stays on the device across the parts: pointers into it are
/// fine.
fn outside_address_escapes(construct: OperationRef) -> bool {
    let scalar_storage = |base: Value| {
        if defined_inside(base, construct) {
            return false;
        }
        match defining_op(base) {
            Some(def)
                if matches!(
                    op_name(&def),
                    "acc.firstprivate" | "acc.private" | "acc.reduction"
                ) =>
            {
                true
            }
            _ => implicit::variable_type(base).is_some_and(crate::ir::is_scalar_or_pointer),
        }
    };
    // Whether an address points into such a scalar.
    let outside = |address: Value| scalar_storage(address_base(address));
    collect_nested(construct, |o| o != construct)
        .into_iter()
        .any(|user| match op_name(&user) {
            "llvm.store" => user.operand(0).is_ok_and(outside),
            "llvm.call" | "func.call" | "llvm.intr.memcpy" | "llvm.intr.memmove"
            | "llvm.intr.memset" => user.operands().any(outside),
            _ => false,
        })
}

/// Whether `child`, an op of `construct`'s region without regions, writes
/// memory other than the region's locals, or calls a function.
fn writes_visibly(construct: OperationRef, child: OperationRef) -> bool {
    let local = |address: Value| {
        defining_op(address_base(address))
            .is_some_and(|def| op_name(&def) == "llvm.alloca" && is_ancestor(construct, def))
    };
    // A gang's own copy: a private or firstprivate clause's, or a scalar
    // without a clause (implicitly firstprivate).
    let gang_copy = |address: Value| {
        defining_op(address)
            .is_some_and(|def| matches!(op_name(&def), "acc.private" | "acc.firstprivate"))
            || (!defined_inside(address, construct)
                && implicit::variable_type(address).is_some_and(|element| {
                    implicit::implicit_kind(construct, address, element)
                        == implicit::ImplicitKind::Firstprivate
                }))
    };
    match op_name(&child) {
        "llvm.store" => child.operand(1).is_ok_and(|a| !local(a) && !gang_copy(a)),
        "llvm.call" | "func.call" | "llvm.intr.memcpy" | "llvm.intr.memmove"
        | "llvm.intr.memset" => true,
        name => name.starts_with("acc.atomic"),
    }
}

/// The split of `op`, if it has several partitioned loops and splitting
/// keeps its meaning.
fn plan_split<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<SplitPlan<'c, 'a>> {
    op.segment_sizes()?;
    let groups = Groups::of(op)?;
    let construct_name = op_name(&op);
    if op.attribute("combined").is_ok()
        || op.attribute("asyncOnly").is_ok()
        || op.attribute("waitOnly").is_ok()
        || !operand_group(op, groups.asynchronous).is_empty()
        || !operand_group(op, groups.wait).is_empty()
    {
        return None;
    }
    if outside_address_escapes(op) {
        return None;
    }
    let block = op
        .region(0)
        .ok()?
        .first_block()
        .filter(|b| b.next_in_region().is_none())?;
    // The top-level ops, the partitioned loops among them.
    let mut ops = Vec::new();
    let mut current = block.first_operation();
    while let Some(child) = current {
        current = child.next_in_block();
        if !matches!(op_name(&child), "acc.yield" | "acc.terminator") {
            ops.push(child);
        }
    }
    let partitioned = |o: &OperationRef| op_name(o) == "acc.loop" && !sequential(*o);
    if !ops.iter().any(partitioned) {
        return None;
    }
    // No partitioned loop below another top-level op.
    for child in &ops {
        let nested_partitioned = collect_nested(*child, |o| {
            o != *child && op_name(&o) == "acc.loop" && !sequential(o)
        });
        if !partitioned(child) && !nested_partitioned.is_empty() {
            return None;
        }
    }
    // The parts: each partitioned loop with the code before it; each
    // sequential loop (or other op with regions) with the code before it
    // (gang-redundant code, which a kernel's threads would all run); the
    // code after the last loop, unless it is only arithmetic, which goes
    // with the last part.
    let mut parts: Vec<Part> = Vec::new();
    let mut pending: Vec<OperationRef> = Vec::new();
    for child in &ops {
        if partitioned(child) {
            // The loop's own prologue (its bounds, its clause ops: what only
            // it uses, just before it) goes with it; code before that which
            // writes memory other than the region's locals, or calls, is a
            // part of its own (every thread of a kernel would run it).
            let mut part = vec![*child];
            while let Some(last) = pending.last().copied() {
                let only_loop = last.result_count() > 0
                    && last.results().all(|r| {
                        users(Value::from(r))
                            .iter()
                            .all(|u| part.iter().any(|o| o == u || is_ancestor(*o, *u)))
                    });
                if !only_loop {
                    break;
                }
                pending.pop();
                part.insert(0, last);
            }
            if pending.iter().any(|o| writes_visibly(op, *o)) {
                parts.push(Part {
                    ops: std::mem::take(&mut pending),
                });
            }
            pending.extend(part);
            parts.push(Part {
                ops: std::mem::take(&mut pending),
            });
            continue;
        }
        pending.push(*child);
        if child.region_count() > 0 {
            parts.push(Part {
                ops: std::mem::take(&mut pending),
            });
        }
    }
    if !pending.is_empty() {
        let only_arithmetic = pending.iter().all(|o| is_pure(op_name(o)));
        match parts.last_mut() {
            Some(last) if only_arithmetic => last.ops.extend(pending),
            _ => parts.push(Part { ops: pending }),
        }
    }
    if parts.len() < 2 {
        return None;
    }
    let part_of = |user: OperationRef| parts.iter().position(|p| p.holds(user));
    // Values used across parts: arithmetic of outside values moves out; a
    // local of the region used by one other part only moves to it.
    let mut hoisted: Vec<OperationRef> = Vec::new();
    let mut moves: Vec<(OperationRef, usize)> = Vec::new();
    let mut replicated: Vec<(OperationRef, OperationRef, Value)> = Vec::new();
    for (k, part) in parts.iter().enumerate() {
        for top in &part.ops {
            let definers = std::iter::once(*top).chain(collect_nested(*top, |o| o != *top));
            for definer in definers {
                let others: Vec<usize> = definer
                    .results()
                    .flat_map(|r| users(Value::from(r)))
                    .filter_map(&part_of)
                    .filter(|p| *p != k)
                    .collect();
                if others.is_empty() {
                    continue;
                }
                let name = op_name(&definer);
                let users_here = definer
                    .results()
                    .flat_map(|r| users(Value::from(r)))
                    .any(|u| part.holds(u));
                if definer == *top
                    && is_pure(name)
                    && definer.region_count() == 0
                    && definer.operands().all(|v| {
                        !defined_inside(v, op)
                            || defining_op(v).is_some_and(|d| hoisted.contains(&d))
                    })
                {
                    hoisted.push(definer);
                } else if definer == *top
                    && name == "llvm.alloca"
                    && !users_here
                    && others.iter().all(|p| *p == others[0])
                {
                    // Its count goes before the construct (a constant, as
                    // the front end writes it).
                    let count = definer.operand(0).ok()?;
                    if let Some(def) = defining_op(count).filter(|_| defined_inside(count, op)) {
                        if !is_pure(op_name(&def)) || def.operands().any(|v| defined_inside(v, op))
                        {
                            return None;
                        }
                        if !hoisted.contains(&def) {
                            hoisted.push(def);
                        }
                    }
                    moves.push((definer, others[0]));
                } else if definer == *top
                    && name == "llvm.alloca"
                    && let Some(store) = set_once(op, part, definer)
                {
                    if !replicated.iter().any(|(a, _, _)| *a == definer)
                        && let Ok(value) = store.operand(0)
                    {
                        replicated.push((definer, store, value));
                    }
                } else {
                    return None;
                }
            }
        }
    }
    for (alloca, to) in &moves {
        for part in parts.iter_mut() {
            part.ops.retain(|o| o != alloca);
        }
        parts[*to].ops.insert(0, *alloca);
    }
    for h in &hoisted {
        for part in parts.iter_mut() {
            part.ops.retain(|o| o != h);
        }
    }
    let part_of = |user: OperationRef| parts.iter().position(|p| p.holds(user));
    let parts_using = |value: Value| -> Vec<usize> {
        let mut found: Vec<usize> = users(value)
            .into_iter()
            .filter(|u| is_ancestor(op, *u) && *u != op)
            .filter_map(part_of)
            .collect();
        found.sort_unstable();
        found.dedup();
        found
    };
    // The construct's private, firstprivate and reduction clauses.
    let mut clauses = Vec::new();
    for group in [groups.reduction, groups.private, groups.firstprivate] {
        for value in operand_group(op, group) {
            let using = parts_using(value);
            let read_only = only_read(op, value);
            if using.len() > 1 && !(group == groups.firstprivate && read_only) {
                return None;
            }
            // (A clause no part uses stays with the first.)
            let using = if using.is_empty() { vec![0] } else { using };
            clauses.push((group, value, using));
        }
    }
    // Scalars without a clause (locals of the function, mutable globals:
    // `firstprivate`): each part's copy starts from the variable's value,
    // so one a part writes may be used by no other part.
    let mut scalars: Vec<(String, usize, bool)> = Vec::new();
    for access in collect_nested(op, |o| matches!(op_name(&o), "llvm.load" | "llvm.store")) {
        let (address, stored) = if op_name(&access) == "llvm.store" {
            (access.operand(1).ok(), true)
        } else {
            (access.operand(0).ok(), false)
        };
        let Some(address) = address else {
            continue;
        };
        let global = defining_op(address)
            .filter(|d| op_name(d) == "llvm.mlir.addressof")
            .and_then(|d| d.attribute("global_name").ok())
            .map(|name| name.to_string());
        if global.is_none() && defined_inside(address, op) {
            continue;
        }
        if !implicit::variable_type(address).is_some_and(crate::ir::is_scalar_or_pointer) {
            continue;
        }
        let key = global.unwrap_or_else(|| format!("{:?}", address.to_raw().ptr));
        let Some(part) = part_of(access) else {
            continue;
        };
        scalars.push((key, part, stored));
    }
    for (key, _, _) in scalars.iter().filter(|(_, _, stored)| *stored) {
        let mut using: Vec<usize> = scalars
            .iter()
            .filter(|(k, _, _)| k == key)
            .map(|(_, part, _)| *part)
            .collect();
        using.sort_unstable();
        using.dedup();
        if using.len() > 1 {
            return None;
        }
    }
    // The data clauses must be ones the data region takes, or `deviceptr`
    // (each part's own clause).
    analyze_entries(op, groups.data, construct_name).ok()?;
    if operand_group(op, groups.data).into_iter().any(|value| {
        defining_op(value).is_none_or(|d| {
            !matches!(
                op_name(&d),
                "acc.copyin"
                    | "acc.create"
                    | "acc.present"
                    | "acc.nocreate"
                    | "acc.attach"
                    | "acc.deviceptr"
            )
        })
    }) {
        return None;
    }
    Some(SplitPlan {
        op,
        parts,
        replicated,
        hoisted,
        clauses,
    })
}

/// Rewrites the planned construct: the hoisted arithmetic, the implicit
/// copies of aggregates, an `acc.data` around a construct per part; then
/// erases it.
fn split<'c, 'a>(plan: &SplitPlan<'c, 'a>, rewriter: &RewriterBase<'c, '_>, context: &'c Context) {
    let op = plan.op;
    let location = op.location();
    let Some(groups) = Groups::of(op) else {
        return;
    };
    let construct_name = op_name(&op);
    let Ok(entries) = analyze_entries(op, groups.data, construct_name) else {
        return;
    };
    for hoisted in &plan.hoisted {
        rewriter.move_op_before(*hoisted, op);
    }
    let entry_results: Vec<Value> = entries.iter().map(|e| result(e.op)).collect();
    // Aggregates without a clause: the data region's implicit `copy`.
    let implicit_copies = if op.attribute("defaultAttr").is_ok() {
        Vec::new()
    } else {
        implicit_copies(op, false, rewriter, context)
    };
    let deviceptrs: Vec<Value> = operand_group(op, groups.data)
        .into_iter()
        .filter(|value| defining_op(*value).is_some_and(|d| op_name(&d) == "acc.deviceptr"))
        .collect();
    let attachments: Vec<Value> = operand_group(op, groups.data)
        .into_iter()
        .filter(|value| defining_op(*value).is_some_and(|d| op_name(&d) == "acc.attach"))
        .collect();
    // Each part's clause ops: the original for the first part that uses
    // it, a copy for the others (read-only `firstprivate`), made before
    // the data region.
    let mut part_clauses: Vec<Vec<(usize, Value, Value)>> = vec![Vec::new(); plan.parts.len()];
    for (group, value, using) in &plan.clauses {
        for (n, part) in using.iter().enumerate() {
            let own = if n == 0 {
                *value
            } else {
                let original = defining_op(*value).expect("a clause op's result");
                rewriter.set_insertion_point_before(original);
                let copy = rewriter.clone_op(original);
                result(copy)
            };
            part_clauses[*part].push((*group, *value, own));
        }
    }
    // The data region, if the construct has data (global arrays without
    // a clause are each part's own maps).
    let data_operands: Vec<Value> = entry_results
        .iter()
        .copied()
        .chain(implicit_copies.iter().copied())
        .chain(attachments.iter().copied())
        .collect();
    let terminator = if data_operands.is_empty() {
        op
    } else {
        rewriter.set_insertion_point_before(op);
        let condition = data_region_condition(op, rewriter, context);
        rewriter.set_insertion_point_before(op);
        let mut spec = OpSpec::new("acc.data", location);
        spec.operands = condition
            .iter()
            .copied()
            .chain(data_operands.iter().copied())
            .collect();
        let mut segments = crate::acc::operands::data::segments(data_operands.len());
        segments[crate::acc::operands::data::IF] = condition.len();
        spec.segments = Some(segments);
        spec.regions = vec![vec![]];
        let data = spec.insert(rewriter, context);
        rewriter.set_insertion_point_to_end(entry_block(data, 0));
        OpSpec::new("acc.terminator", location).insert(rewriter, context)
    };
    // The parts.
    let attributes: Vec<(String, Attribute)> = op
        .attributes()
        .map(|(name, value)| {
            (
                name.as_string_ref()
                    .as_str()
                    .unwrap_or_default()
                    .to_string(),
                value,
            )
        })
        .filter(|(name, _)| name != "operandSegmentSizes")
        .collect();
    for (part, clauses) in plan.parts.iter().zip(&part_clauses) {
        rewriter.set_insertion_point_before(terminator);
        let presents = present_ops(&entries, rewriter, context);
        let mut spec = OpSpec::new(construct_name, location);
        let mut segments = Vec::new();
        for group in 0..groups.count {
            let operands: Vec<Value> = if group == groups.asynchronous || group == groups.wait {
                Vec::new()
            } else if [groups.reduction, groups.private, groups.firstprivate].contains(&group) {
                clauses
                    .iter()
                    .filter(|(g, _, _)| *g == group)
                    .map(|(_, _, own)| *own)
                    .collect()
            } else if group == groups.data {
                presents
                    .iter()
                    .copied()
                    .chain(deviceptrs.iter().copied())
                    .collect()
            } else {
                operand_group(op, group)
            };
            segments.push(operands.len());
            spec.operands.extend(operands);
        }
        spec.segments = Some(segments);
        spec.attributes = attributes
            .iter()
            .map(|(name, value)| (name.as_str(), *value))
            .collect();
        spec.regions = vec![vec![]];
        rewriter.set_insertion_point_before(terminator);
        let construct = spec.insert(rewriter, context);
        let body = entry_block(construct, 0);
        rewriter.set_insertion_point_to_end(body);
        let yield_op = OpSpec::new("acc.yield", location).insert(rewriter, context);
        for moved in &part.ops {
            rewriter.move_op_before(*moved, yield_op);
        }
        // The locals set once that this part reads but another sets: its
        // own copy, set at its start.
        for (alloca, store, stored) in &plan.replicated {
            let original: Value = result(*alloca);
            let read_here = users(original)
                .iter()
                .any(|u| is_ancestor(construct, *u) && *u != construct);
            if !read_here || part.holds(*alloca) {
                continue;
            }
            rewriter.set_insertion_point_to_start(body);
            let own = rewriter.clone_op(*alloca);
            rewriter.set_insertion_point_after(own);
            let set = rewriter.clone_op(*store);
            // (The value from outside, which the data clauses' uses below
            // make this part's own.)
            rewriter.start_op_modification(set);
            // SAFETY: a live op the rewriter has just created.
            melior::ir::operation::OperationMutLike::set_operand(
                &mut unsafe { melior::ir::operation::OperationRefMut::from_raw(set.to_raw()) },
                0,
                *stored,
            );
            rewriter.finalize_op_modification(set);
            replace_uses_inside(rewriter, original, result(own), construct);
        }
        // Inside, the data is the present copy, a whole scalar the
        // variable (the data region's copy, a visible data clause).
        let mut presents = presents.iter();
        for (entry, device) in entries.iter().zip(&entry_results) {
            if whole_scalar(entry.var_type, &entry.bounds) {
                replace_uses_inside(rewriter, *device, entry.var, construct);
            } else if let Some(present) = presents.next() {
                replace_uses_inside(rewriter, *device, *present, construct);
            }
        }
        for (_, original, own) in clauses {
            if original != own {
                replace_uses_inside(rewriter, *original, *own, construct);
            }
        }
    }
    emit_remark(
        location,
        &format!(
            "'{construct_name}' split into {} compute constructs in a data region, run in order \
             (each GPU kernel runs one partitioned loop, or code without one)",
            plan.parts.len()
        ),
    );
    rewriter.erase_op(op);
}
