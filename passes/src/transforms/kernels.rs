//! `acc.kernels`: the conservative translation. Each loop nest of the region
//! becomes its own compute construct: `acc.parallel` when its outermost loop
//! is `independent` (it then gets the implicit `gang`), else `acc.serial`
//! (one gang runs it sequentially, as Clacc treats `auto`). The kernels'
//! data clauses become an `acc.data` around them, and each construct gets a
//! `present` clause for each of them (its `attach` clauses go to the data
//! region). The new constructs are then converted by their own patterns. A
//! remark says what was done.
//!
//! ```mlir
//! %e = acc.copyin varPtr(%a ...) {dataClause = #acc<data_clause acc_copy>}
//! acc.kernels dataOperands(%e) { acc.loop ... { ... %e ... } attributes {independent = ...}; acc.terminator }
//! acc.copyout accPtr(%e ...) to varPtr(%a ...)
//! ==>
//! %e = acc.copyin varPtr(%a ...) {dataClause = #acc<data_clause acc_copy>}
//! acc.data dataOperands(%e) {
//!   %p = acc.present varPtr(%a ...)
//!   acc.parallel dataOperands(%p) { acc.loop ... { ... %p ... }; acc.yield }
//!   acc.terminator
//! }
//! acc.copyout accPtr(%e ...) to varPtr(%a ...)
//! ```
//!
//! Code between the loop nests runs on the device in OpenACC; only
//! side-effect-free arithmetic that does not read device data is accepted
//! there (it moves to the host), anything else is reported as unsupported.

mod sizes;

use super::{implicit, prepare::prepare_construct};
use crate::{
    acc::{
        data_entry::{DataEntry, analyze_entries},
        operands::{data_entry, data_exit, kernels, serial},
    },
    driver::NoMatch,
    ir::{OpSpec, defined_inside, defining_op, entry_block, replace_uses_inside, result},
};
use acc2omp_dialects::{
    capi::emit_remark,
    ops::{OperationLikeExt, op_name, operand_group, users},
};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike,
        operation::OperationLike,
    },
};

fn is_pure(name: &str) -> bool {
    name.starts_with("arith.")
        || matches!(
            name,
            "llvm.mlir.constant" | "llvm.mlir.zero" | "llvm.mlir.undef" | "llvm.mlir.addressof"
        )
}

/// A part of a kernels region: a loop nest with its clause operations, or
/// the device code between nests (`nest` is `None`).
struct Unit<'c, 'a> {
    ops: Vec<OperationRef<'c, 'a>>,
    nest: Option<OperationRef<'c, 'a>>,
}

fn attribute_true(context: &Context) -> Attribute<'_> {
    Attribute::parse(context, "true").expect("built here: a bool attribute")
}

/// A whole variable of a scalar type (no array section).
pub(crate) fn whole_scalar(var_type: melior::ir::Type, bounds: &[OperationRef]) -> bool {
    bounds.is_empty() && crate::ir::is_scalar_or_pointer(var_type)
}

/// The rewrite of `acc.kernels` (a pattern of `convert-acc-to-omp`).
/// `async` and `wait` clauses: dropped with `fake-async-wait`; otherwise
/// the host waits for the waited queues and for the kernels' own queue
/// before the kernels, which then run synchronously (a conforming
/// schedule: its queue's earlier work comes first, its later work after).
pub(crate) fn split_kernels<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &crate::conversion::acc_to_omp::ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    let plan = plan_kernels(op)?;
    if !options.fake_async_wait {
        let waits = crate::conversion::acc_to_omp::asynchronous::read_device_typed(
            op,
            kernels::ASYNC,
            kernels::WAIT,
            &options.device_type,
        )?;
        let context = op.context();
        // SAFETY: `context` is a local that outlives every use of the reference.
        let context: &Context = unsafe { context.to_ref() };
        crate::conversion::acc_to_omp::asynchronous::wait_on_host(
            rewriter, context, op, &waits, true,
        );
    }
    rewrite_kernels(&plan, rewriter);
    Ok(())
}

/// What the split of one `acc.kernels` builds, decided before the IR
/// changes.
struct KernelsPlan<'c, 'a> {
    op: OperationRef<'c, 'a>,
    entries: Vec<DataEntry<'c, 'a>>,
    /// The results of the data clauses' entry ops.
    entry_results: Vec<Value<'c, 'a>>,
    /// The parts, in order.
    units: Vec<Unit<'c, 'a>>,
    /// Arithmetic that moves before the kernels, to the host.
    hoisted: Vec<OperationRef<'c, 'a>>,
    /// Per unit, the sizes its loops ask for (`gang(num:)`, ...).
    sizes: Vec<sizes::Sizes<'c, 'a>>,
}

/// Checks the clauses and the region of `op` and splits the region into
/// parts; declines (leaving the IR untouched) what cannot be split.
fn plan_kernels<'c, 'a>(op: OperationRef<'c, 'a>) -> Result<KernelsPlan<'c, 'a>, NoMatch> {
    check_kernels_clauses(op)?;
    let entries = analyze_entries(op, kernels::DATA, "acc.kernels")?;
    let block = op
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .ok_or_else(|| NoMatch::unsupported("'acc.kernels' with an empty region (no block)"))?;
    if block.next_in_region().is_some() {
        return Err(NoMatch::unsupported(
            "'acc.kernels' with unstructured control flow",
        ));
    }
    let entry_results: Vec<Value> = entries.iter().map(|e| result(e.op)).collect();
    let (mut units, hoisted, allocas) = partition_region(op, block, &entry_results)?;
    // (A combined `kernels loop`: its code units are the compiler's, not
    // statements the source printer prints as parts of their own.)
    if op.attribute("combined").is_ok() {
        merge_sequential_units(&mut units);
    }
    place_allocas(&mut units, allocas)?;
    check_unit_values(&units)?;
    let sizes = units
        .iter()
        .map(|unit| match unit.nest {
            Some(nest) if nest.attribute("independent").is_ok() => sizes::plan_sizes(op, nest),
            _ => Ok(sizes::Sizes::default()),
        })
        .collect::<Result<Vec<_>, NoMatch>>()?;
    Ok(KernelsPlan {
        op,
        entries,
        entry_results,
        units,
        hoisted,
        sizes,
    })
}

/// Clauses of `acc.kernels` that are not converted (not `kernels` clauses
/// in OpenACC 3.3; hand-written MLIR may have them).
fn check_kernels_clauses(op: OperationRef) -> Result<(), NoMatch> {
    let sizes = op.segment_sizes().ok_or(NoMatch::NotApplicable)?;
    for (index, clause) in kernels::NAMES.iter().enumerate() {
        if matches!(*clause, "reduction" | "private" | "firstprivate")
            && sizes.get(index).copied().unwrap_or(0) > 0
        {
            return Err(NoMatch::unsupported(format!(
                "'{clause}' clause on 'acc.kernels'"
            )));
        }
    }
    Ok(())
}

/// The parts of a region split by [`partition_region`], the arithmetic
/// hoisted to the host, and the region's locals.
type Partitioned<'c, 'a> = (
    Vec<Unit<'c, 'a>>,
    Vec<OperationRef<'c, 'a>>,
    Vec<OperationRef<'c, 'a>>,
);

/// The units of the region, in order: loop nests (each with the clause
/// operations created for it just before it), and the device code between
/// them, which runs as its own `serial` construct. Side-effect-free
/// arithmetic that does not read device data moves to the host; the
/// region's locals are placed later ([`place_allocas`]).
fn partition_region<'c, 'a>(
    op: OperationRef<'c, 'a>,
    block: BlockRef<'c, 'a>,
    entry_results: &[Value<'c, 'a>],
) -> Result<Partitioned<'c, 'a>, NoMatch> {
    let mut units: Vec<Unit> = Vec::new();
    let mut hoisted: Vec<OperationRef> = Vec::new();
    let mut pending_clauses: Vec<OperationRef> = Vec::new();
    let mut allocas: Vec<OperationRef> = Vec::new();
    let mut current = block.first_operation();
    while let Some(child) = current {
        let name = op_name(&child);
        match name {
            "acc.loop" => {
                let mut ops = std::mem::take(&mut pending_clauses);
                ops.push(child);
                take_loop_prologue(&mut units, &mut ops);
                units.push(Unit {
                    ops,
                    nest: Some(child),
                });
            }
            "acc.terminator" | "acc.yield" => {}
            "acc.private" | "acc.firstprivate" | "acc.reduction" | "acc.cache" => {
                pending_clauses.push(child)
            }
            // A local of the region: it goes with the part that uses it (a
            // variable-length array, whose count is computed in the region,
            // stays where it is, as code).
            "llvm.alloca"
                if child.operand(0).ok().is_some_and(|count| {
                    !defined_inside(count, op)
                        || defining_op(count).is_some_and(|d| {
                            matches!(op_name(&d), "arith.constant" | "llvm.mlir.constant")
                        })
                }) =>
            {
                allocas.push(child)
            }
            // Its operands must be available on the host: from outside the
            // region, or from arithmetic hoisted before it.
            _ if is_pure(name)
                && child.region_count() == 0
                && !child.operands().any(|v| entry_results.contains(&v))
                && child.operands().all(|v| {
                    !defined_inside(v, op) || defining_op(v).is_some_and(|d| hoisted.contains(&d))
                }) =>
            {
                hoisted.push(child)
            }
            _ => match units.last_mut() {
                Some(unit) if unit.nest.is_none() => unit.ops.push(child),
                _ => units.push(Unit {
                    ops: vec![child],
                    nest: None,
                }),
            },
        }
        current = child.next_in_block();
    }
    if let Some(clause) = pending_clauses.first() {
        return Err(NoMatch::unsupported_at(
            clause.location(),
            format!("'{}' of no loop in 'acc.kernels'", op_name(clause)),
        ));
    }
    Ok((units, hoisted, allocas))
}

/// The code just before a loop that only the loop uses (its bounds) goes
/// with it: moved from the last unit (code) to the front of `ops`.
fn take_loop_prologue<'c, 'a>(units: &mut Vec<Unit<'c, 'a>>, ops: &mut Vec<OperationRef<'c, 'a>>) {
    let Some(previous) = units.last_mut().filter(|previous| previous.nest.is_none()) else {
        return;
    };
    while let Some(last) = previous.ops.last().copied() {
        let only_here = last.results().all(|r| {
            users(Value::from(r)).iter().all(|u| {
                ops.iter()
                    .any(|o| acc2omp_dialects::ops::is_ancestor(*o, *u) || o == u)
            })
        });
        if !only_here || last.result_count() == 0 {
            break;
        }
        previous.ops.pop();
        ops.insert(0, last);
    }
    if previous.ops.is_empty() {
        units.pop();
    }
}

/// Each local of the region goes with the one part that uses it (or the
/// first, when none does).
fn place_allocas<'c, 'a>(
    units: &mut [Unit<'c, 'a>],
    allocas: Vec<OperationRef<'c, 'a>>,
) -> Result<(), NoMatch> {
    for alloca in allocas {
        let value: Value = result(alloca);
        let owners: Vec<usize> = users(value)
            .iter()
            .filter_map(|user| {
                units.iter().position(|unit| {
                    unit.ops
                        .iter()
                        .any(|o| o == user || acc2omp_dialects::ops::is_ancestor(*o, *user))
                })
            })
            .collect();
        match owners.first() {
            Some(&first) if owners.iter().all(|&o| o == first) => {
                units[first].ops.insert(0, alloca)
            }
            None if !units.is_empty() => units[0].ops.insert(0, alloca),
            _ => {
                return Err(NoMatch::unsupported_at(
                    alloca.location(),
                    "a variable of 'acc.kernels' used in two of its parts (loop nests or the \
                     code between them)",
                ));
            }
        }
    }
    Ok(())
}

/// A unit that runs on one thread: code between nests, or a nest that is
/// not `independent`.
fn is_sequential(unit: &Unit) -> bool {
    unit.nest
        .is_none_or(|nest| nest.attribute("independent").is_err())
}

/// Whether a value computed in `unit` is used outside it.
fn leaks(unit: &Unit) -> bool {
    let inside = |user: &OperationRef| {
        unit.ops
            .iter()
            .any(|o| o == user || acc2omp_dialects::ops::is_ancestor(*o, *user))
    };
    unit.ops.iter().any(|op| {
        std::iter::once(*op)
            .chain(acc2omp_dialects::ops::collect_nested(*op, |_| true))
            .any(|definer| {
                definer
                    .results()
                    .any(|r| users(Value::from(r)).iter().any(|u| !inside(u)))
            })
    })
}

/// Sequential units of a combined `kernels loop` that share values become
/// one (one `serial` part runs them in order): a sequential nest with the
/// code before it that computes what both use, or after it that uses what
/// it computed (`kernels loop seq` over a control variable declared outside
/// the loop: the variable's final value, stored after the loop, uses the
/// loop's bound).
fn merge_sequential_units(units: &mut Vec<Unit>) {
    let mut index = 0;
    while index + 1 < units.len() {
        let (first, second) = (&units[index], &units[index + 1]);
        let mergeable = is_sequential(first)
            && is_sequential(second)
            && (first.nest.is_none() || second.nest.is_none());
        if mergeable && leaks(first) {
            let second = units.remove(index + 1);
            let first = &mut units[index];
            first.ops.extend(second.ops);
            first.nest = first.nest.or(second.nest);
            // (The merged unit may share values with the next one too.)
            continue;
        }
        index += 1;
    }
}

/// A value computed in one unit cannot be used by another.
fn check_unit_values(units: &[Unit]) -> Result<(), NoMatch> {
    for unit in units {
        for op_in_unit in &unit.ops {
            let nested = acc2omp_dialects::ops::collect_nested(*op_in_unit, |_| true);
            for value_user in std::iter::once(*op_in_unit).chain(nested) {
                for result_value in value_user.results() {
                    let value: Value = result_value.into();
                    if users(value).iter().any(|u| {
                        !unit
                            .ops
                            .iter()
                            .any(|o| o == u || acc2omp_dialects::ops::is_ancestor(*o, *u))
                    }) {
                        return Err(NoMatch::unsupported_at(
                            value_user.location(),
                            "a value computed in one part of 'acc.kernels' (a loop nest or the \
                             code between nests) and used in another",
                        ));
                    }
                }
            }
        }
    }
    Ok(())
}

/// Rewrites the planned kernels: implicit copies, the hoisted arithmetic,
/// an `acc.data` around one compute construct per part, then erases the
/// kernels. It cannot fail.
fn rewrite_kernels<'c, 'a>(plan: &KernelsPlan<'c, 'a>, rewriter: &RewriterBase<'c, '_>) {
    let op = plan.op;
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let location = op.location();
    let implicit = add_implicit_copies(op, rewriter, context);
    let entry_results: Vec<Value> = plan.entry_results.iter().copied().chain(implicit).collect();
    // `attach(p)`: the data region's (its conversion attaches at its start
    // and detaches at its end, around every part).
    let attachments: Vec<Value> = operand_group(op, kernels::DATA)
        .into_iter()
        .filter(|value| defining_op(*value).is_some_and(|d| op_name(&d) == "acc.attach"))
        .collect();
    for child in &plan.hoisted {
        rewriter.move_op_before(*child, op);
    }
    // The loops' sizes, computed on the host before the region.
    let host_sizes: Vec<[Option<Value>; 3]> = plan
        .sizes
        .iter()
        .map(|s| {
            [s.gangs, s.workers, s.vector]
                .map(|size| size.map(|size| sizes::host_value(size, op, rewriter)))
        })
        .collect();

    // The acc.data around the nests, if the kernels have data clauses.
    rewriter.set_insertion_point_before(op);
    if !entry_results.is_empty() || !attachments.is_empty() {
        let mut spec = OpSpec::new("acc.data", location);
        // `if(c)`: the data region's maps only where the parts run on the
        // device.
        let condition = data_region_condition(op, rewriter, context);
        spec.operands = condition
            .iter()
            .copied()
            .chain(entry_results.iter().copied())
            .chain(attachments.iter().copied())
            .collect();
        let mut segments =
            crate::acc::operands::data::segments(entry_results.len() + attachments.len());
        segments[crate::acc::operands::data::IF] = condition.len();
        spec.segments = Some(segments);
        spec.regions = vec![vec![]];
        let data = spec.insert(rewriter, context);
        // The source printer finds the kernels directive on it.
        crate::ir::copy_source(rewriter, op, data);
        rewriter.set_insertion_point_to_end(entry_block(data, 0));
        let terminator = OpSpec::new("acc.terminator", location).insert(rewriter, context);
        // The nests go before the data region's terminator.
        rewriter.set_insertion_point_before(terminator);
    }

    let mut parallel_nests = 0;
    let mut parts = Vec::new();
    let nest_count = plan.units.iter().filter(|u| u.nest.is_some()).count();
    for (unit, sizes) in plan.units.iter().zip(&host_sizes) {
        let (construct, independent) =
            build_part(plan, unit, sizes, &entry_results, rewriter, context);
        parallel_nests += usize::from(independent);
        rewriter.set_insertion_point_after(construct);
        parts.push(construct);
    }
    // The parts are compute constructs the conversion expects prepared.
    for part in parts {
        prepare_construct(part, rewriter, context);
    }
    emit_remark(
        location,
        &format!(
            "'acc.kernels' translated conservatively: {} loop nest(s), each its own target \
             region; {} of them parallel (independent), the others sequential; {} part(s) of \
             code between nests run as 'serial' regions",
            nest_count,
            parallel_nests,
            plan.units.len() - nest_count
        ),
    );
    rewriter.erase_op(op);
}

/// The condition of the kernels' data region: `if(c)`, and not `self(s)`
/// (the parts then run on the host, with the host's data: a device copy
/// would only be copied back over it), built before `op`.
pub(crate) fn data_region_condition<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Vec<Value<'c, 'a>> {
    // (`acc.serial`'s groups differ from `acc.kernels`' and
    // `acc.parallel`'s.)
    let (if_group, self_group) = if op_name(&op) == "acc.serial" {
        (serial::IF, serial::SELF)
    } else {
        (kernels::IF, kernels::SELF)
    };
    let condition = operand_group(op, if_group);
    let self_condition = operand_group(op, self_group);
    let always_self = op.attribute("selfAttr").is_ok();
    if self_condition.is_empty() && !always_self {
        return condition;
    }
    let location = op.location();
    let i1 = melior::ir::Type::parse(context, "i1").expect("built here: i1");
    let constant = |value: bool| -> Value<'c, 'a> {
        let mut spec = OpSpec::new("arith.constant", location);
        spec.attributes = vec![(
            "value",
            Attribute::parse(context, if value { "true" } else { "false" })
                .expect("built here: a bool"),
        )];
        spec.results = vec![i1];
        result(spec.insert(rewriter, context))
    };
    let binary = |name: &str, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>| -> Value<'c, 'a> {
        let mut spec = OpSpec::new(name, location);
        spec.operands = vec![lhs, rhs];
        spec.results = vec![i1];
        result(spec.insert(rewriter, context))
    };
    rewriter.set_insertion_point_before(op);
    let on_device = match (always_self, self_condition.first()) {
        (true, _) | (false, None) => constant(false),
        (false, Some(host)) => binary("arith.xori", *host, constant(true)),
    };
    let combined = match condition.first() {
        Some(c) => binary("arith.andi", *c, on_device),
        None => on_device,
    };
    rewriter.set_insertion_point_before(op);
    vec![combined]
}

/// OpenACC 3.3 §2.6.2: a scalar the kernels use without a data clause
/// (its own or a visible one) is `copy`, as if it were listed: its
/// writes, such as a convergence flag, reach the host. Aggregates are
/// `copy` too, which each part's implicit rules give them. Returns the
/// results of their `acc.copyin` ops, made before the kernels.
fn add_implicit_copies<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Vec<Value<'c, 'a>> {
    implicit_copies(op, true, rewriter, context)
}

/// The variables `op` uses without a clause, the scalars (and pointers) or
/// the aggregates as `scalars` says, as implicit `copy` clauses around it
/// (entry ops before `op`, exit ops after it); their entry ops' results.
pub(crate) fn implicit_copies<'c, 'a>(
    op: OperationRef<'c, 'a>,
    scalars: bool,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Vec<Value<'c, 'a>> {
    let location = op.location();
    let mut implicit: Vec<Value> = Vec::new();
    // (`kernels`' scalars: a loop's reduction or private clause does not
    // give the variable the kernels' data attribute.)
    let variables = match op_name(&op) {
        "acc.kernels" => implicit::variables_without_construct_clause(op),
        _ => implicit::unnamed_variables(op),
    };
    for (variable, element) in variables {
        if crate::ir::is_scalar_or_pointer(element) != scalars {
            continue;
        }
        let name = crate::ir::variable_name(variable);
        let copy = Attribute::parse(context, "#acc<data_clause acc_copy>")
            .expect("built here: data clause");
        let mut attributes = vec![
            (
                "varType",
                melior::ir::attribute::TypeAttribute::new(element).into(),
            ),
            ("dataClause", copy),
            ("implicit", attribute_true(context)),
        ];
        attributes.extend(implicit::defaults(context));
        if let Some(name) = &name {
            attributes.push((
                "name",
                melior::ir::attribute::StringAttribute::new(context, name).into(),
            ));
        }
        rewriter.set_insertion_point_before(op);
        let mut spec = OpSpec::new("acc.copyin", location);
        spec.operands = vec![variable];
        spec.segments = Some(data_entry::segments(0));
        spec.attributes = attributes.clone();
        spec.results = vec![variable.r#type()];
        let entry = spec.insert(rewriter, context);
        rewriter.set_insertion_point_after(op);
        let mut spec = OpSpec::new("acc.copyout", location);
        spec.operands = vec![result(entry), variable];
        spec.segments = Some(data_exit::copyout_segments());
        spec.attributes = attributes;
        spec.insert(rewriter, context);
        implicit.push(result(entry));
    }
    implicit
}

/// The compute construct of one part at the rewriter's insertion point:
/// `acc.parallel` for an independent nest, else `acc.serial`, with a
/// `present` clause for the kernels' data. Returns it and whether it is
/// parallel.
fn build_part<'c, 'a, 'r>(
    plan: &KernelsPlan<'c, 'a>,
    unit: &Unit<'c, 'a>,
    sizes: &[Option<Value<'c, 'a>>; 3],
    entry_results: &[Value<'c, 'a>],
    rewriter: &'r RewriterBase<'c, '_>,
    context: &'c Context,
) -> (OperationRef<'c, 'r>, bool) {
    let op = plan.op;
    // A unit is made with an op and emptied units are dropped.
    let first = unit.ops[0];
    let nest_location = unit.nest.unwrap_or(first).location();
    let independent = unit
        .nest
        .is_some_and(|nest| nest.attribute("independent").is_ok());
    let presents = present_ops(&plan.entries, rewriter, context);
    let mut spec = part_spec(op, independent, sizes, nest_location, context);
    spec.operands.extend(presents.iter().copied());
    if let Some(segments) = spec.segments.as_mut() {
        segments.push(presents.len());
    }
    let construct = spec.insert(rewriter, context);
    // A nest's construct carries the nest's loop directive (the
    // printer writes the compute construct there).
    match unit.nest {
        Some(nest) => {
            crate::ir::copy_source(rewriter, nest, construct);
            crate::ir::copy_attribute(
                rewriter,
                op,
                construct,
                acc2omp_dialects::attrs::SRC,
                acc2omp_dialects::attrs::KERNELS,
            );
        }
        // The code between nests: the printer wraps it, with the maps
        // this construct gets.
        None => crate::ir::copy_attribute(
            rewriter,
            op,
            construct,
            acc2omp_dialects::attrs::SRC,
            acc2omp_dialects::attrs::KERNELS_PART,
        ),
    }
    let body = entry_block(construct, 0);
    rewriter.set_insertion_point_to_end(body);
    let yield_op = OpSpec::new("acc.yield", nest_location).insert(rewriter, context);
    for moved in &unit.ops {
        rewriter.move_op_before(*moved, yield_op);
    }
    // The loops' sizes are the part's now.
    if let Some(nest) = unit.nest {
        sizes::drop_loop_sizes(nest, rewriter, context);
    }
    // Inside, the data is the present copy, a whole scalar the
    // variable.
    let mut presents = presents.iter();
    for (entry, device) in plan.entries.iter().zip(entry_results) {
        if whole_scalar(entry.var_type, &entry.bounds) {
            replace_uses_inside(rewriter, *device, entry.var, construct);
        } else if let Some(present) = presents.next() {
            replace_uses_inside(rewriter, *device, *present, construct);
        }
    }
    (construct, independent)
}

/// present(...) for every data clause of the kernels but those of whole
/// scalars, which each part uses as variables with a visible data clause
/// (a map that keeps them shared, and which the source printer writes, as
/// OpenMP would make them firstprivate).
pub(crate) fn present_ops<'c, 'a>(
    entries: &[DataEntry<'c, 'a>],
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Vec<Value<'c, 'a>> {
    entries
        .iter()
        .filter(|e| !whole_scalar(e.var_type, &e.bounds))
        .map(|e| (e.op, e.var, e.var_type, e.bounds.as_slice()))
        .map(|(clause, var, var_type, bounds)| {
            let mut spec = OpSpec::new("acc.present", clause.location());
            spec.operands = std::iter::once(var)
                .chain(bounds.iter().map(|b| -> Value { result(*b) }))
                .collect();
            spec.segments = Some(data_entry::segments(bounds.len()));
            spec.attributes.push((
                "varType",
                melior::ir::attribute::TypeAttribute::new(var_type).into(),
            ));
            if let Ok(name) = clause.attribute("name") {
                spec.attributes.push(("name", name));
            }
            spec.results = vec![var.r#type()];
            result(spec.insert(rewriter, context))
        })
        .collect()
}

/// The construct of a part without its `present` operands (whose segment
/// is still to be pushed): `acc.parallel` with the kernels' `num_gangs`,
/// `num_workers` and `vector_length` (or those its loops ask for,
/// `sizes`), or `acc.serial`.
fn part_spec<'c, 'a>(
    op: OperationRef<'c, 'a>,
    independent: bool,
    sizes: &[Option<Value<'c, 'a>>; 3],
    location: melior::ir::Location<'c>,
    context: &'c Context,
) -> OpSpec<'c, 'a> {
    let arguments = |group: usize, size: Option<Value<'c, 'a>>| match size {
        Some(value) => vec![value],
        None => operand_group(op, group),
    };
    let (num_gangs, num_workers, vector_length) = (
        arguments(kernels::NUM_GANGS, sizes[0]),
        arguments(kernels::NUM_WORKERS, sizes[1]),
        arguments(kernels::VECTOR_LENGTH, sizes[2]),
    );
    // `if(c)`, `self(c)` and `default(...)` hold for every part.
    let condition = operand_group(op, kernels::IF);
    let self_condition = operand_group(op, kernels::SELF);
    let attribute =
        |text: &str| Attribute::parse(context, text).expect("built here: valid attribute");
    let (name, operands, segments) = if independent {
        (
            "acc.parallel",
            [
                num_gangs.as_slice(),
                num_workers.as_slice(),
                vector_length.as_slice(),
                condition.as_slice(),
                self_condition.as_slice(),
            ]
            .concat(),
            vec![
                0,
                0,
                num_gangs.len(),
                num_workers.len(),
                vector_length.len(),
                condition.len(),
                self_condition.len(),
                0,
                0,
                0,
            ],
        )
    } else {
        let mut segments = vec![0; 7];
        segments[serial::IF] = condition.len();
        segments[serial::SELF] = self_condition.len();
        (
            "acc.serial",
            [condition.as_slice(), self_condition.as_slice()].concat(),
            segments,
        )
    };
    let mut spec = OpSpec::new(name, location);
    spec.operands = operands;
    spec.segments = Some(segments);
    if independent {
        // The kernels' own values keep their device types (the conversion
        // takes the build's device's); a loop's size has none.
        let device_types = |index: usize, names: &[&'static str], plain: &[&str]| {
            let own = sizes[index].is_none();
            names
                .iter()
                .zip(plain)
                .map(|(name, text)| {
                    let kept = own.then(|| op.attribute(name).ok()).flatten();
                    (*name, kept.unwrap_or_else(|| attribute(text)))
                })
                .collect::<Vec<_>>()
        };
        if !num_gangs.is_empty() {
            spec.attributes.extend(device_types(
                0,
                &["numGangsSegments", "numGangsDeviceType"],
                &["array<i32: 1>", "[#acc.device_type<none>]"],
            ));
        }
        if !num_workers.is_empty() {
            spec.attributes.extend(device_types(
                1,
                &["numWorkersDeviceType"],
                &["[#acc.device_type<none>]"],
            ));
        }
        if !vector_length.is_empty() {
            spec.attributes.extend(device_types(
                2,
                &["vectorLengthDeviceType"],
                &["[#acc.device_type<none>]"],
            ));
        }
    }
    if let Ok(default) = op.attribute("defaultAttr") {
        spec.attributes.push(("defaultAttr", default));
    }
    if let Ok(always_self) = op.attribute("selfAttr") {
        spec.attributes.push(("selfAttr", always_self));
    }
    spec.regions = vec![vec![]];
    spec
}
