//! Compute constructs: `acc.parallel` → `omp.target` + `omp.teams`
//! (Clacc: `acc parallel` -> `omp target teams`).
//!
//! ```mlir
//! %e = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>}
//! acc.parallel dataOperands(%e : !llvm.ptr) {
//!   ... %e ... %n ...
//!   acc.yield
//! }
//! acc.copyout accPtr(%e : !llvm.ptr) bounds(%b) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>}
//! ==>
//! %mb = omp.map.bounds ...
//! %m = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) bounds(%mb) -> !llvm.ptr
//! llvm.store %n, %n.addr : i32, !llvm.ptr        // %n.addr: an llvm.alloca in the function's entry block
//! %mn = omp.map.info var_ptr(%n.addr : !llvm.ptr, i32) map_clauses(to) capture(ByCopy) -> !llvm.ptr
//! omp.target map_entries(%m -> %a.dev, %mn -> %n.dev : !llvm.ptr, !llvm.ptr) {
//!   %n.in = llvm.load %n.dev : !llvm.ptr -> i32
//!   omp.teams {
//!     ... %a.dev ... %n.in ...
//!     omp.terminator
//!   }
//!   omp.terminator
//! }
//! ```
//!
//! `omp.target` is isolated from above, so every value the region uses from
//! outside must enter it explicitly: device copies of data clauses become
//! `map_entries` block arguments; constants are cloned into the region; other
//! integer, index and floating-point SSA values (which are immutable, so a
//! copy has the same meaning) are mapped by copy through a stack slot.
//! Anything else, such as a pointer used without a data clause, needs the
//! implicit data attributes of `acc-implicit` and is reported as unsupported.

use super::{
    ConvertAccToOmpOptions,
    data_clause::{DataEntry, analyze_entry, build_map_info, defining_op, map_info},
};
use crate::driver::NoMatch;
use acc2omp_dialects::{
    omp,
    ops::{
        OperationLikeExt, collect_nested, is_ancestor, op_name, operand_group, users,
        with_operand_segments,
    },
};
use melior::{
    Context, RewriterBase,
    ir::{
        Block, BlockLike, BlockRef, Location, OperationRef, Region, RegionLike, Type, Value,
        ValueLike,
        attribute::{IntegerAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike, OperationMutLike, OperationRefMut},
        r#type::{IntegerType, TypeLike},
    },
};

/// What differs between the compute constructs that become `omp.target` +
/// `omp.teams`.
struct Construct {
    name: &'static str,
    /// The operand groups, in ODS order, as clause names.
    groups: &'static [&'static str],
    /// The index of `dataOperands` (the last group).
    data_operands: usize,
    /// The index of `num_gangs`, for constructs that have it.
    num_gangs: Option<usize>,
    /// `serial`: one gang of one worker (`num_teams(1) thread_limit(1)`).
    single: bool,
}

const PARALLEL: Construct = Construct {
    name: "acc.parallel",
    groups: &[
        "async",
        "wait",
        "num_gangs",
        "num_workers",
        "vector_length",
        "if",
        "self",
        "reduction",
        "private",
        "firstprivate",
        "dataOperands",
    ],
    data_operands: 10,
    num_gangs: Some(2),
    single: false,
};

const SERIAL: Construct = Construct {
    name: "acc.serial",
    groups: &[
        "async",
        "wait",
        "if",
        "self",
        "reduction",
        "private",
        "firstprivate",
        "dataOperands",
    ],
    data_operands: 7,
    num_gangs: None,
    single: true,
};

/// Ops whose results can be re-created inside the target region.
const CONSTANT_OPS: [&str; 7] = [
    "arith.constant",
    "llvm.mlir.constant",
    "llvm.mlir.addressof",
    "llvm.mlir.zero",
    "llvm.mlir.undef",
    "llvm.mlir.poison",
    "ub.poison",
];

/// How a value from outside the construct enters the target region.
enum LiveIn<'c, 'a> {
    /// The device copy of a data clause: a `map_entries` block argument.
    Mapped(usize),
    /// A constant: cloned at the start of the region.
    Constant(OperationRef<'c, 'a>),
    /// An immutable scalar: stored to a stack slot, mapped by copy, loaded.
    /// Its map follows the data-clause maps; this is its place among the
    /// by-copy maps.
    ByCopy(usize),
}

/// The pattern for `acc.parallel`: `omp target teams`.
pub(super) fn convert_parallel<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    convert_compute(&PARALLEL, op, rewriter, options)
}

/// The pattern for `acc.serial`: one gang of one worker with vector length
/// 1, `omp target teams num_teams(1) thread_limit(1)`.
pub(super) fn convert_serial<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    convert_compute(&SERIAL, op, rewriter, options)
}

fn convert_compute<'c, 'a>(
    construct: &Construct,
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    let context = op.context();
    // SAFETY: `context` is a local that outlives every use of the reference.
    let context: &'c Context = unsafe { context.to_ref() };
    check_clauses(construct, op)?;
    let num_gangs = match construct.num_gangs {
        Some(group) => num_gangs(construct, op, group)?,
        None => None,
    };

    // Data clauses and the exit ops that close them.
    let mut entries: Vec<DataEntry> = Vec::new();
    for value in operand_group(op, construct.data_operands) {
        if entries
            .iter()
            .any(|e| e.op == defining_op(value).unwrap_or(op))
        {
            continue;
        }
        entries.push(analyze_entry(value, op, construct.name)?);
    }

    // Every value used inside but defined outside, and how it gets in.
    let live_ins = classify_live_ins(construct, op, &entries)?;

    // --- From here on the rewrite cannot fail. ---
    let location = op.location();
    rewriter.set_insertion_point_before(op);
    let mut cache = Vec::new();
    let mut maps: Vec<Value> = entries
        .iter()
        .map(|e| build_map_info(rewriter, context, e, options, &mut cache))
        .collect();
    for (value, how) in &live_ins {
        if let LiveIn::ByCopy(_) = how {
            let slot = stack_slot(rewriter, context, op, value.r#type(), value.location());
            rewriter.set_insertion_point_before(op);
            rewriter.insert(
                OperationBuilder::new("llvm.store", value.location())
                    .add_operands(&[*value, slot])
                    .build()
                    .expect("valid llvm.store"),
            );
            maps.push(map_info(
                rewriter,
                context,
                value.location(),
                slot,
                value.r#type(),
                "to",
                "ByCopy",
                &[],
                None,
            ));
        }
    }

    // Values the host evaluates for the target region (`host_eval`):
    // num_teams, then thread_limit. OpenMP takes integers; an `index` is
    // cast to i32.
    rewriter.set_insertion_point_before(op);
    let (num_teams, thread_limit) = if construct.single {
        let one = integer_constant(rewriter, context, "arith.constant", 32, 1, location);
        (Some(one), Some(one))
    } else {
        (
            num_gangs.map(|value| integer_operand(rewriter, context, value)),
            None,
        )
    };
    let host_evals: Vec<Value> = num_teams.into_iter().chain(thread_limit).collect();

    // omp.target { omp.teams { <placeholder> } omp.terminator }; the block
    // arguments are the host_eval values, then the maps.
    let target_block = Block::new(
        &host_evals
            .iter()
            .chain(maps.iter())
            .map(|v| (v.r#type(), location))
            .collect::<Vec<(Type, Location)>>(),
    );
    let map_arg = |index: usize| index + host_evals.len();
    let teams_region = Region::new();
    teams_region.append_block(Block::new(&[]));
    let teams = omp::TeamsOperation::builder(context, location)
        .allocate_vars(&[])
        .allocator_vars(&[])
        .private_vars(&[])
        .reduction_vars(&[])
        .region(teams_region);
    let host_arg = |index: usize| -> Value {
        target_block
            .argument(index)
            .expect("host_eval argument")
            .into()
    };
    let teams = match (num_teams.is_some(), thread_limit.is_some()) {
        (true, true) => with_operand_segments(
            teams
                .num_teams_upper(host_arg(0))
                .thread_limit(host_arg(1))
                .build(),
            &[0, 0, 0, 0, 1, 0, 0, 1],
        ),
        (true, false) => with_operand_segments(
            teams.num_teams_upper(host_arg(0)).build(),
            &[0, 0, 0, 0, 1, 0, 0, 0],
        ),
        _ => with_operand_segments(teams.build(), &[0; 8]),
    };
    target_block.append_operation(teams);
    target_block.append_operation(omp::terminator(context, location).into());
    let target_region = Region::new();
    target_region.append_block(target_block);
    let target = omp::TargetOperation::builder(context, location)
        .allocate_vars(&[])
        .allocator_vars(&[])
        .depend_vars(&[])
        .has_device_addr_vars(&[])
        .host_eval_vars(&host_evals)
        .in_reduction_vars(&[])
        .is_device_ptr_vars(&[])
        .map_vars(&maps)
        .private_vars(&[])
        .region(target_region)
        .build();
    let target = rewriter.insert(with_operand_segments(
        target,
        &[0, 0, 0, 0, 0, host_evals.len(), 0, 0, 0, maps.len(), 0, 0],
    ));
    let target_entry = target
        .region(0)
        .expect("one region")
        .first_block()
        .expect("one block");
    let teams = target_entry.first_operation().expect("omp.teams");
    let placeholder = teams
        .region(0)
        .expect("one region")
        .first_block()
        .expect("one block");

    // Move the construct's body into omp.teams; acc.yield -> omp.terminator.
    rewriter.inline_region_before(
        op.region(0).expect("a compute construct has a region"),
        placeholder,
    );
    rewriter.erase_block(placeholder);
    let mut block = teams.region(0).expect("one region").first_block();
    while let Some(current) = block {
        if let Some(terminator) = current.terminator()
            && matches!(
                op_name(&terminator).as_str(),
                "acc.yield" | "acc.terminator"
            )
        {
            rewriter.set_insertion_point_before(terminator);
            rewriter.insert(omp::terminator(context, terminator.location()).into());
            rewriter.erase_op(terminator);
        }
        block = current.next_in_region();
    }

    // Values from outside now come from the region's entry.
    rewriter.set_insertion_point_before(teams);
    for (value, how) in &live_ins {
        let inner: Value = match how {
            LiveIn::Mapped(index) => target_entry
                .argument(map_arg(*index))
                .expect("map argument")
                .into(),
            LiveIn::Constant(def) => {
                let clone = rewriter.clone_op(*def);
                let index = result_index(*def, *value);
                clone.result(index).expect("same results").into()
            }
            LiveIn::ByCopy(ordinal) => {
                let pointer = target_entry
                    .argument(map_arg(entries.len() + ordinal))
                    .expect("map argument");
                rewriter
                    .insert(
                        OperationBuilder::new("llvm.load", value.location())
                            .add_operands(&[pointer.into()])
                            .add_results(&[value.r#type()])
                            .build()
                            .expect("valid llvm.load"),
                    )
                    .result(0)
                    .expect("one result")
                    .into()
            }
        };
        replace_uses_inside(rewriter, *value, inner, target);
    }

    // The construct, its exit ops, entry ops and now unused bounds go.
    rewriter.erase_op(op);
    let mut bounds: Vec<OperationRef> = Vec::new();
    for entry in &entries {
        for exit in &entry.exits {
            rewriter.erase_op(*exit);
        }
        for bound in &entry.bounds {
            if !bounds.contains(bound) {
                bounds.push(*bound);
            }
        }
        rewriter.erase_op(entry.op);
    }
    for bound in bounds {
        let result: Value = bound.result(0).expect("acc.bounds has one result").into();
        if users(result).is_empty() {
            rewriter.erase_op(bound);
        }
    }
    Ok(())
}

/// The `num_gangs` argument, if any. Clacc: *exp* `num_gangs` -> *exp*
/// `num_teams`. Only the one-dimensional form without `device_type` is
/// converted; OpenMP's `num_teams` has one dimension.
fn num_gangs<'c, 'a>(
    construct: &Construct,
    op: OperationRef<'c, 'a>,
    group: usize,
) -> Result<Option<Value<'c, 'a>>, NoMatch> {
    let values = operand_group(op, group);
    match values.as_slice() {
        [] => Ok(None),
        [value] => {
            if let Ok(device_types) = op.inherent_attribute("numGangsDeviceType")
                && device_types.to_string() != "[#acc.device_type<none>]"
            {
                return Err(NoMatch::unsupported(format!(
                    "'num_gangs' clause for a 'device_type' on '{}'",
                    construct.name
                )));
            }
            Ok(Some(*value))
        }
        _ => Err(NoMatch::unsupported(format!(
            "'num_gangs' clause with several dimensions on '{}'",
            construct.name
        ))),
    }
}

/// Clauses of a compute construct that are not converted yet.
fn check_clauses(construct: &Construct, op: OperationRef) -> Result<(), NoMatch> {
    let name = construct.name;
    let sizes = op.segment_sizes().ok_or(NoMatch::NotApplicable)?;
    for (index, clause) in construct
        .groups
        .iter()
        .enumerate()
        .take(construct.data_operands)
    {
        if Some(index) == construct.num_gangs {
            continue;
        }
        if sizes.get(index).copied().unwrap_or(0) > 0 {
            return Err(NoMatch::unsupported(format!(
                "'{clause}' clause on '{name}'"
            )));
        }
    }
    for (attribute, clause) in [
        ("asyncOnly", "async"),
        ("waitOnly", "wait"),
        ("selfAttr", "self"),
    ] {
        if op.inherent_attribute(attribute).is_ok() {
            return Err(NoMatch::unsupported(format!(
                "'{clause}' clause on '{name}'"
            )));
        }
    }
    if let Ok(default) = op.inherent_attribute("defaultAttr")
        && !default.to_string().contains("none")
    {
        return Err(NoMatch::unsupported(format!(
            "'default(present)' clause on '{name}'"
        )));
    }
    Ok(())
}

/// Finds every value used in `op`'s region and defined outside it, in first
/// use order, and decides how it enters the target region.
fn classify_live_ins<'c, 'a>(
    construct: &Construct,
    op: OperationRef<'c, 'a>,
    entries: &[DataEntry<'c, 'a>],
) -> Result<Vec<(Value<'c, 'a>, LiveIn<'c, 'a>)>, NoMatch> {
    let mut live_ins: Vec<(Value, LiveIn)> = Vec::new();
    let mut by_copy = 0;
    for user in collect_nested(op, |_| true) {
        for value in user.operands() {
            if live_ins.iter().any(|(v, _)| *v == value) || defined_inside(value, op) {
                continue;
            }
            let def = defining_op(value);
            let how = if let Some(index) = entries.iter().position(|e| Some(e.op) == def) {
                LiveIn::Mapped(index)
            } else if let Some(def) = def.filter(|d| CONSTANT_OPS.contains(&op_name(d).as_str())) {
                LiveIn::Constant(def)
            } else if is_scalar(value.r#type()) {
                by_copy += 1;
                LiveIn::ByCopy(by_copy - 1)
            } else {
                return Err(NoMatch::unsupported(format!(
                    "'{}' inside '{}' uses a value of type {} that has no data clause \
                     (implicit data attributes are not implemented yet)",
                    op_name(&user),
                    construct.name,
                    value.r#type()
                )));
            };
            live_ins.push((value, how));
        }
    }
    Ok(live_ins)
}

/// Whether `value` is defined in `op`'s regions: an op result whose op is
/// nested in `op`, or an argument of a block of `op` or of an op nested in it.
fn defined_inside(value: Value, op: OperationRef) -> bool {
    let owner = match defining_op(value) {
        Some(def) => Some(def),
        // SAFETY: a value that is not an op result is a block argument.
        None => unsafe { BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(value.to_raw())) }
            .parent_operation(),
    };
    // `op`'s own results cannot be used inside it, so `owner == op` means
    // an argument of one of its blocks.
    owner.is_some_and(|owner| is_ancestor(op, owner))
}

fn is_scalar(r#type: Type) -> bool {
    // SAFETY: type predicates on a valid type.
    unsafe {
        mlir_sys::mlirTypeIsAInteger(r#type.to_raw())
            || mlir_sys::mlirTypeIsAIndex(r#type.to_raw())
            || mlir_sys::mlirTypeIsAFloat(r#type.to_raw())
    }
}

fn result_index(def: OperationRef, value: Value) -> usize {
    def.results()
        .position(|r| Value::from(r) == value)
        .unwrap_or(0)
}

/// A one-element `llvm.alloca` of `type` in the entry block of the function
/// around `op` (a slot in a loop body would grow the stack every iteration).
fn stack_slot<'c, 'r>(
    rewriter: &'r RewriterBase<'c, '_>,
    context: &'c Context,
    op: OperationRef<'c, '_>,
    r#type: Type<'c>,
    location: Location<'c>,
) -> Value<'c, 'r> {
    let mut function = op.parent_operation();
    while let Some(candidate) = function {
        if matches!(op_name(&candidate).as_str(), "func.func" | "llvm.func") {
            break;
        }
        function = candidate.parent_operation();
    }
    match function
        .and_then(|f| f.region(0).ok())
        .and_then(|r| r.first_block())
    {
        Some(entry) => rewriter.set_insertion_point_to_start(entry),
        None => rewriter.set_insertion_point_before(op),
    }
    let one = integer_constant(rewriter, context, "llvm.mlir.constant", 64, 1, location);
    let pointer = Type::parse(context, "!llvm.ptr").expect("known type");
    rewriter
        .insert(
            OperationBuilder::new("llvm.alloca", location)
                .add_operands(&[one])
                .add_attributes(&[(
                    melior::ir::Identifier::new(context, "elem_type"),
                    TypeAttribute::new(r#type).into(),
                )])
                .add_results(&[pointer])
                .build()
                .expect("valid llvm.alloca"),
        )
        .result(0)
        .expect("one result")
        .into()
}

/// An integer constant op (`arith.constant` or `llvm.mlir.constant`) of
/// `bits` width at the rewriter's insertion point.
fn integer_constant<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    op_name: &str,
    bits: u32,
    value: i64,
    location: Location<'c>,
) -> Value<'c, 'a> {
    let r#type: Type = IntegerType::new(context, bits).into();
    let constant = rewriter.insert(
        OperationBuilder::new(op_name, location)
            .add_attributes(&[(
                melior::ir::Identifier::new(context, "value"),
                IntegerAttribute::new(r#type, value).into(),
            )])
            .add_results(&[r#type])
            .build()
            .expect("valid integer constant"),
    );
    // SAFETY: the op was just inserted into the IR being rewritten.
    unsafe { Value::from_raw(constant.result(0).expect("one result").to_raw()) }
}

/// `value` as an integer: an `index` is cast to i32 (`arith.index_cast`) at
/// the rewriter's insertion point; integers are used as they are.
fn integer_operand<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    value: Value<'c, 'a>,
) -> Value<'c, 'a> {
    // SAFETY: a type predicate on a valid type.
    if !unsafe { mlir_sys::mlirTypeIsAIndex(value.r#type().to_raw()) } {
        return value;
    }
    let cast = rewriter.insert(
        OperationBuilder::new("arith.index_cast", value.location())
            .add_operands(&[value])
            .add_results(&[IntegerType::new(context, 32).into()])
            .build()
            .expect("valid arith.index_cast"),
    );
    // SAFETY: the op was just inserted into the IR being rewritten.
    unsafe { Value::from_raw(cast.result(0).expect("one result").to_raw()) }
}

/// Replaces the uses of `from` by ops nested in `region_op` with `to`.
fn replace_uses_inside<'c>(
    rewriter: &RewriterBase<'c, '_>,
    from: Value<'c, '_>,
    to: Value<'c, '_>,
    region_op: OperationRef<'c, '_>,
) {
    let mut seen: Vec<OperationRef> = Vec::new();
    for user in users(from) {
        if seen.contains(&user) || !is_ancestor(region_op, user) || user == region_op {
            continue;
        }
        seen.push(user);
        rewriter.start_op_modification(user);
        // SAFETY: `user` is a live op; the rewriter is told about the change.
        let mut user_mut = unsafe { OperationRefMut::from_raw(user.to_raw()) };
        user_mut.replace_uses_of_with(from, to);
        rewriter.finalize_op_modification(user);
    }
}
