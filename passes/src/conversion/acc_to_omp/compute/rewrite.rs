//! The rewrite of a planned compute construct into `omp.target` +
//! `omp.teams`. It cannot fail: every check was made by the plan.

use super::{
    ConvertAccToOmpOptions,
    maps::{LiveIn, emit_maps, result_index},
    plan::ComputePlan,
    values::{
        default_gang_count, integer_constant, integer_operand, integer_operand_inside, negate,
    },
};
use crate::{
    acc::{
        data_entry::erase_entries,
        operands::{omp_target, omp_teams, sizes},
    },
    conversion::acc_to_omp::{asynchronous, clause::reduction, loops},
    ir::{
        self as build, defined_inside, defining_op, erase_with_dead_operands,
        integer_constant_value, replace_uses_inside,
    },
    transforms::implicit::ImplicitKind,
};
use acc2omp_dialects::{
    capi::{TARGET_TRIP_COUNT, emit_remark, emit_warning, target_exec_flags},
    omp,
    ops::{collect_nested, op_name, users, with_operand_segments},
};
use melior::{
    Context, RewriterBase,
    ir::{
        Block, BlockLike, BlockRef, Location, OperationRef, Region, RegionLike, Type, Value,
        ValueLike,
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
    },
};

/// The values the host evaluates for the target region (`host_eval`), and
/// its condition.
struct HostValues<'c, 'a> {
    num_teams: Option<Value<'c, 'a>>,
    thread_limit: Option<Value<'c, 'a>>,
    num_threads: Option<Value<'c, 'a>>,
    /// The captured loop's bounds.
    bounds: Vec<Value<'c, 'a>>,
    /// `if` of `omp.target`.
    condition: Option<Value<'c, 'a>>,
}

impl<'c, 'a> HostValues<'c, 'a> {
    /// The `host_eval` operands in order: num_teams, thread_limit,
    /// num_threads, then the captured loop's bounds.
    fn evals(&self) -> Vec<Value<'c, 'a>> {
        self.num_teams
            .into_iter()
            .chain(self.thread_limit)
            .chain(self.num_threads)
            .chain(self.bounds.iter().copied())
            .collect()
    }
}

/// The entry block of `omp.target`: the `host_eval` arguments, then the
/// maps'.
#[derive(Clone, Copy)]
struct TargetEntry<'c, 'a> {
    block: BlockRef<'c, 'a>,
    host_evals: usize,
}

impl<'c, 'a> TargetEntry<'c, 'a> {
    /// The argument of map `index`.
    fn map(&self, index: usize) -> Value<'c, 'a> {
        self.block
            .argument(index + self.host_evals)
            .expect("built here: map argument")
            .into()
    }

    /// The argument of `host_eval` operand `index`.
    fn host_eval(&self, index: usize) -> Value<'c, 'a> {
        self.block
            .argument(index)
            .expect("built here: host_eval argument")
            .into()
    }
}

/// Rewrites `plan.op` into `omp.target` + `omp.teams`, with the maps, the
/// privatized and reduced variables and the converted loops.
pub(super) fn rewrite<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) {
    let op = plan.op;
    let context = op.context();
    // SAFETY: `context` is a local that outlives every use of the reference.
    let context: &'c Context = unsafe { context.to_ref() };
    // `attach(p)`: `acc_attach(&p)` before the construct (its target must
    // be present already: the construct's own maps come with the target
    // region), `acc_detach(&p)` after it (see `erase_construct`).
    let pointers: Vec<Value> = plan.attachments.iter().map(|(_, p, _)| *p).collect();
    if !pointers.is_empty() {
        crate::conversion::acc_to_omp::data::pointer_calls(
            rewriter,
            context,
            op,
            &pointers,
            "acc_attach",
        );
    }
    let (maps, by_copy_base) = emit_maps(plan, rewriter, context, options);
    let host = host_values(plan, rewriter, context);
    let target = build_target(plan, rewriter, context, &host, &maps);
    let entry = TargetEntry {
        block: target
            .region(0)
            .expect("built here: one region")
            .first_block()
            .expect("built here: one block"),
        host_evals: host.evals().len(),
    };
    let teams = entry
        .block
        .first_operation()
        .expect("built here: omp.teams");

    // The construct's body goes into omp.teams (its entry block merged into
    // the one that holds the reduction arguments, if any).
    build::move_body(rewriter, context, op, teams, "omp.terminator");
    let teams_entry = build::entry_block(teams, 0);

    let (num_threads_inside, inside) =
        bind_live_ins(plan, rewriter, target, teams, entry, by_copy_base);
    section_descriptors(plan, rewriter, context, teams, entry, &host, &inside);
    bind_team_reductions(plan, rewriter, context, teams, teams_entry, entry);

    let env = loops::LoopEnv {
        context,
        host_bounds: (0..host.bounds.len())
            .map(|i| build::value(entry.host_eval(entry.host_evals - host.bounds.len() + i)))
            .collect(),
        host_num_threads: host.num_threads.map(|_| {
            let index =
                usize::from(host.num_teams.is_some()) + usize::from(host.thread_limit.is_some());
            build::value(entry.host_eval(index))
        }),
        num_threads: num_threads_inside
            .map(|v| integer_operand_inside(rewriter, context, v, teams)),
        teams_entry,
    };
    privatize(plan, rewriter, &env, teams, entry);

    // The loops.
    loops::convert(&plan.loops, rewriter, &env);

    erase_construct(plan, rewriter, teams);
    check_target(plan, target);
    // `async`: the target region in a task of its queue; `wait` alone: the
    // host waits before it.
    if !plan.async_wait.is_empty() {
        // Taken by copy: firstprivate copy-ins (implicit or not), values.
        let mut by_value: Vec<usize> = plan.firstprivate_maps.clone();
        for (value, how) in &plan.live_ins {
            if let LiveIn::Implicit(ImplicitKind::Firstprivate, _) = how {
                by_value.push(plan.implicit_map(*value));
            }
        }
        by_value.extend(by_copy_base..maps.len());
        let by_value: Vec<OperationRef> = by_value
            .iter()
            .filter_map(|index| maps.get(*index).copied().and_then(defining_op))
            .collect();
        asynchronous::in_task(
            rewriter,
            context,
            target,
            Some(target),
            &plan.async_wait,
            &by_value,
        );
    }
}

/// Builds the `host_eval` values and the condition before the construct.
/// OpenMP takes integers; an `index` is cast to i32.
fn host_values<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> HostValues<'c, 'a> {
    let op = plan.op;
    let location = op.location();
    let clauses = &plan.clauses;
    rewriter.set_insertion_point_before(op);
    emit_remark(location, &construct_remark(plan));
    let (num_teams, thread_limit) = if plan.construct.single {
        let one = integer_constant(rewriter, context, "arith.constant", 32, 1, location);
        (Some(one), Some(one))
    } else if clauses.num_gangs.is_none() && !plan.loops.loops.iter().any(|lp| lp.partition.gang) {
        // No gang-partitioned loop (explicit or implicit): every gang would
        // run the whole region (gang-redundant mode), so the
        // implementation's number of gangs is one. More gangs would only
        // repeat the work, and a construct-level reduction would combine
        // every gang's identical result (`parallel loop vector
        // reduction(+:s)` would sum once per gang).
        (
            Some(integer_constant(
                rewriter,
                context,
                "arith.constant",
                32,
                1,
                location,
            )),
            None,
        )
    } else if clauses.num_gangs.is_none() {
        // Without num_gangs the number of gangs is the implementation's:
        // one per thread the program may use (`omp_get_max_threads()`, so
        // OMP_NUM_THREADS decides). libomp's own default on the host is one
        // team, which runs every gang loop on one thread, and in which MLIR
        // 22's teams reduction deadlocks when the team has several threads.
        (
            Some(default_gang_count(rewriter, context, op, location)),
            None,
        )
    } else {
        (
            clauses
                .num_gangs
                .map(|value| integer_operand(rewriter, context, value)),
            None,
        )
    };
    let num_threads = plan
        .host_num_threads
        .map(|value| integer_operand(rewriter, context, value));
    let bounds: Vec<Value> = plan
        .loops
        .captured_bounds()
        .into_iter()
        .map(|bound| {
            if defined_inside(bound, op) {
                let def = defining_op(bound)
                    .expect("checked by the plan: a bound defined inside is a constant");
                let clone = rewriter.clone_op(def);
                rewriter.move_op_before(clone, op);
                build::result(clone)
            } else {
                bound
            }
        })
        .collect();
    let condition = condition(plan, rewriter, context);
    HostValues {
        num_teams,
        thread_limit,
        num_threads,
        bounds,
        condition,
    }
}

/// `if(c)` -> `if(c)`; `self(c)` -> `if(!c)`; `self` -> `if(false)`: the
/// region then runs on the host (the local device).
fn condition<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Option<Value<'c, 'a>> {
    let location = plan.op.location();
    let clauses = &plan.clauses;
    match (clauses.if_condition, clauses.self_condition) {
        (Some(c), None) => Some(c),
        (None, Some(c)) => Some(negate(rewriter, context, c)),
        (None, None) if clauses.self_always => Some(build::result(
            OperationBuilder::new("arith.constant", location)
                .add_attributes(&[(
                    melior::ir::Identifier::new(context, "value"),
                    melior::ir::Attribute::parse(context, "false").expect("built here: bool"),
                )])
                .add_results(&[IntegerType::new(context, 1).into()])
                .build()
                .map(|o| rewriter.insert(o))
                .expect("built here: valid arith.constant"),
        )),
        (Some(c), Some(s)) => {
            let not_self = negate(rewriter, context, s);
            Some(build::result(
                rewriter.insert(
                    OperationBuilder::new("arith.andi", location)
                        .add_operands(&[c, not_self])
                        .add_results(&[IntegerType::new(context, 1).into()])
                        .build()
                        .expect("built here: valid arith.andi"),
                ),
            ))
        }
        (None, None) => None,
    }
}

/// `omp.target { omp.teams { } omp.terminator }` before the construct
/// (the block arguments are the host_eval values, then the maps), with the
/// team reductions declared.
fn build_target<'c, 'a, 'r>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &'r RewriterBase<'c, '_>,
    context: &'c Context,
    host: &HostValues<'c, 'a>,
    maps: &[Value<'c, 'a>],
) -> OperationRef<'c, 'r> {
    let op = plan.op;
    let location = op.location();
    let host_evals = host.evals();
    let target_block = Block::new(
        &host_evals
            .iter()
            .chain(maps.iter())
            .map(|v| (v.r#type(), location))
            .collect::<Vec<(Type, Location)>>(),
    );
    let host_arg = |index: usize| -> Value {
        target_block
            .argument(index)
            .expect("built here: host_eval argument")
            .into()
    };
    let pointer = Type::parse(context, "!llvm.ptr").expect("built here: known type");
    let team_reductions = &plan.team_reductions;
    for reduction in team_reductions {
        reduction::declare(rewriter, context, op, &reduction.reduction);
    }
    let mut teams = build::OpSpec::new("omp.teams", location);
    let mut segments = vec![0; omp_teams::COUNT];
    if host.num_teams.is_some() {
        teams.operands.push(host_arg(0));
        segments[omp_teams::NUM_TEAMS_UPPER] = 1;
    }
    if !team_reductions.is_empty() {
        for reduction in team_reductions {
            teams
                .operands
                .push(host_arg(reduction.map + host_evals.len()));
        }
        segments[omp_teams::REDUCTION] = team_reductions.len();
        teams.attributes.push((
            "reduction_syms",
            melior::ir::Attribute::parse(
                context,
                &format!(
                    "[{}]",
                    team_reductions
                        .iter()
                        .map(|r| format!("@{}", r.reduction.symbol()))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            )
            .expect("built here: symbol list"),
        ));
        let byref: Vec<bool> = team_reductions
            .iter()
            .map(|r| r.reduction.byref())
            .collect();
        teams
            .attributes
            .push(("reduction_byref", crate::ir::bool_array(context, &byref)));
    }
    if host.thread_limit.is_some() {
        teams.operands.push(host_arg(1));
        segments[omp_teams::THREAD_LIMIT] = 1;
    }
    teams.segments = Some(segments);
    teams.regions = vec![vec![pointer; team_reductions.len()]];
    target_block.append_operation(teams.build(context));
    target_block.append_operation(omp::terminator(context, location).into());
    let target_region = Region::new();
    target_region.append_block(target_block);
    // Operands in ODS order: host_eval, if, map.
    let target = OperationBuilder::new("omp.target", location)
        .add_operands(
            &host_evals
                .iter()
                .copied()
                .chain(host.condition)
                .chain(maps.iter().copied())
                .collect::<Vec<Value>>(),
        )
        .add_regions([target_region])
        .build()
        .expect("built here: valid omp.target");
    rewriter.set_insertion_point_before(op);
    let target = rewriter.insert(with_operand_segments(
        target,
        &sizes(
            omp_target::COUNT,
            &[
                (omp_target::HOST_EVAL, host_evals.len()),
                (omp_target::IF, usize::from(host.condition.is_some())),
                (omp_target::MAP, maps.len()),
            ],
        ),
    ));
    build::copy_source(rewriter, op, target);
    for kernels in [
        acc2omp_dialects::attrs::KERNELS_PART,
        acc2omp_dialects::attrs::KERNELS,
    ] {
        build::copy_attribute(rewriter, op, target, kernels, kernels);
    }
    target
}

/// Replaces the uses of values from outside inside `target` with the
/// values that bring them in. Returns `num_workers` inside, if it is one of
/// them, and each value with the value inside.
#[allow(clippy::type_complexity)]
fn bind_live_ins<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    target: OperationRef<'c, 'a>,
    teams: OperationRef<'c, 'a>,
    entry: TargetEntry<'c, 'a>,
    by_copy_base: usize,
) -> (Option<Value<'c, 'a>>, Vec<(Value<'c, 'a>, Value<'c, 'a>)>) {
    rewriter.set_insertion_point_before(teams);
    let mut num_threads_inside: Option<Value> = None;
    let mut inside = Vec::new();
    for (value, how) in &plan.live_ins {
        let inner: Value = match how {
            LiveIn::Mapped(index) => entry.map(*index),
            LiveIn::Constant(def) => {
                let clone = rewriter.clone_op(*def);
                let index = result_index(*def, *value);
                clone
                    .result(index)
                    .expect("built here: the clone has the results of the constant")
                    .into()
            }
            // Firstprivate copies are made per gang, by `privatize`.
            LiveIn::Implicit(ImplicitKind::Firstprivate, _) => continue,
            LiveIn::Implicit(
                ImplicitKind::Copy | ImplicitKind::Present | ImplicitKind::Visible,
                _,
            ) => entry.map(plan.implicit_map(*value)),
            LiveIn::ByCopy(ordinal) => {
                let pointer = entry.map(by_copy_base + ordinal);
                rewriter
                    .insert(
                        OperationBuilder::new("llvm.load", value.location())
                            .add_operands(&[pointer])
                            .add_results(&[value.r#type()])
                            .build()
                            .expect("built here: valid llvm.load"),
                    )
                    .result(0)
                    .expect("built here: one result")
                    .into()
            }
        };
        if Some(*value) == plan.clauses.num_workers {
            num_threads_inside = Some(build::value(inner));
        }
        replace_uses_inside(rewriter, *value, inner, target);
        inside.push((*value, build::value(inner)));
    }
    (num_threads_inside, inside)
}

/// Team reductions of sections of a run-time length: the teams reduce a
/// descriptor of the section's device copy and its count, made before
/// `omp.teams` (see `reduction`'s module).
fn section_descriptors<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    teams: OperationRef<'c, 'a>,
    entry: TargetEntry<'c, 'a>,
    host: &HostValues<'c, 'a>,
    inside: &[(Value<'c, 'a>, Value<'c, 'a>)],
) {
    for (index, team) in plan.team_reductions.iter().enumerate() {
        let Some(extent) = team.extent else {
            continue;
        };
        let count = inside
            .iter()
            .find(|(outside, _)| *outside == extent)
            .map(|(_, inner)| *inner)
            .expect("planned: a section's count is a live-in");
        let location = teams.location();
        rewriter.set_insertion_point_before(teams);
        let one = build::constant(
            rewriter,
            context,
            Type::parse(context, "i64").expect("built here: i64"),
            1,
            location,
        );
        let mut slot = build::OpSpec::new("llvm.alloca", location);
        slot.operands = vec![one];
        slot.attributes = vec![(
            "elem_type",
            melior::ir::attribute::TypeAttribute::new(
                Type::parse(context, reduction::DESCRIPTOR).expect("built here: known type"),
            )
            .into(),
        )];
        slot.results = vec![Type::parse(context, "!llvm.ptr").expect("built here: ptr")];
        let slot = build::result(slot.insert(rewriter, context));
        reduction::fill_descriptor(
            rewriter,
            context,
            slot,
            entry.map(team.map),
            count,
            location,
        );
        // The teams' reduction operands follow `num_teams`.
        let position = usize::from(host.num_teams.is_some()) + index;
        rewriter.start_op_modification(teams);
        use melior::ir::operation::OperationMutLike;
        // SAFETY: a live op; the rewriter is told about the change.
        unsafe { melior::ir::operation::OperationRefMut::from_raw(teams.to_raw()) }
            .set_operand(position, slot);
        rewriter.finalize_op_modification(teams);
    }
}

/// Gang-level reductions: inside omp.teams the variable is the team's copy
/// (Clacc: references to it in the construct are to gang-private copies).
fn bind_team_reductions<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    teams: OperationRef<'c, 'a>,
    teams_entry: BlockRef<'c, 'a>,
    entry: TargetEntry<'c, 'a>,
) {
    for (index, reduction) in plan.team_reductions.iter().enumerate() {
        let mut team_copy: Value = teams_entry
            .argument(index)
            .expect("built here: reduction argument")
            .into();
        // A section's: the team's descriptor's data.
        if reduction.extent.is_some() {
            rewriter.set_insertion_point_to_start(teams_entry);
            team_copy = reduction::descriptor_data(rewriter, context, team_copy, teams.location());
        }
        let mapped = entry.map(reduction.map);
        replace_uses_inside(rewriter, mapped, team_copy, teams);
        replace_uses_inside(rewriter, reduction.var, team_copy, teams);
        for construct_op in &reduction.construct_ops {
            replace_uses_inside(rewriter, build::result(*construct_op), team_copy, teams);
        }
    }
}

/// Construct-level private and firstprivate, explicit and implicit: one
/// copy per gang, a firstprivate's initialised from the original's
/// `map(to)`.
fn privatize<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    env: &loops::LoopEnv<'c, 'a>,
    teams: OperationRef<'c, 'a>,
    entry: TargetEntry<'c, 'a>,
) {
    let teams_entry = env.teams_entry;
    for clause in &plan.privates {
        let slot = loops::alloca_at_start(
            rewriter,
            env,
            teams_entry,
            clause.var_type,
            clause.op.location(),
        );
        replace_uses_inside(rewriter, build::result(clause.op), slot, teams);
    }
    let firstprivate_copies: Vec<(Value, Type, usize, Location)> = plan
        .firstprivates
        .iter()
        .zip(&plan.firstprivate_maps)
        .map(|(clause, map)| {
            (
                build::result(clause.op),
                clause.var_type,
                *map,
                clause.op.location(),
            )
        })
        .chain(plan.live_ins.iter().filter_map(|(value, how)| match how {
            LiveIn::Implicit(ImplicitKind::Firstprivate, element) => Some((
                *value,
                *element,
                plan.implicit_map(*value),
                value.location(),
            )),
            _ => None,
        }))
        .collect();
    for (value, var_type, map, copy_location) in firstprivate_copies {
        let slot = loops::alloca_at_start(rewriter, env, teams_entry, var_type, copy_location);
        let original = entry.map(map);
        let slot_op = defining_op(slot).expect("built here: alloca");
        rewriter.set_insertion_point_after(slot_op);
        let loaded = rewriter.insert(
            OperationBuilder::new("llvm.load", copy_location)
                .add_operands(&[original])
                .add_results(&[var_type])
                .build()
                .expect("built here: valid llvm.load"),
        );
        rewriter.insert(
            OperationBuilder::new("llvm.store", copy_location)
                .add_operands(&[
                    loaded.result(0).expect("built here: one result").into(),
                    slot,
                ])
                .build()
                .expect("built here: valid llvm.store"),
        );
        replace_uses_inside(rewriter, value, slot, teams);
    }
}

/// Clause ops inside the construct are now unused; the construct goes with
/// its exit ops, entry ops, clause ops and now unused bounds.
fn erase_construct<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    teams: OperationRef<'c, 'a>,
) {
    for clause_op in collect_nested(teams, |o| {
        matches!(
            op_name(&o),
            "acc.private" | "acc.firstprivate" | "acc.reduction" | "acc.cache"
        )
    }) {
        erase_with_dead_operands(rewriter, clause_op, teams);
    }
    if let Some(next) = plan.op.next_in_block()
        && !plan.attachments.is_empty()
    {
        let pointers: Vec<Value> = plan.attachments.iter().map(|(_, p, _)| *p).collect();
        let context = plan.op.context();
        // SAFETY: `context` is a local that outlives every use of the reference.
        let context: &'c Context = unsafe { context.to_ref() };
        crate::conversion::acc_to_omp::data::pointer_calls(
            rewriter,
            context,
            next,
            &pointers,
            "acc_detach",
        );
    }
    rewriter.erase_op(plan.op);
    for (attach, _, detaches) in &plan.attachments {
        for detach in detaches {
            rewriter.erase_op(*detach);
        }
        rewriter.erase_op(*attach);
    }
    for deviceptr in &plan.deviceptrs {
        if users(build::result(*deviceptr)).is_empty() {
            rewriter.erase_op(*deviceptr);
        }
    }
    for clause_op in &plan.clause_results {
        let clause_result: Value = build::result(*clause_op);
        if users(clause_result).is_empty() {
            rewriter.erase_op(*clause_op);
        }
    }
    erase_entries(rewriter, &plan.entries);
}

/// Warns of an ignored `vector_length`, and reports (as an internal error
/// that fails the pass) a kernel mode other than the plan's.
fn check_target<'c, 'a>(plan: &ComputePlan<'c, 'a>, target: OperationRef<'c, 'a>) {
    // The construct is erased; its location is still valid.
    let location = target.location();
    if let Some(length) = plan.clauses.vector_length
        && integer_constant_value(length).is_none()
    {
        emit_warning(
            location,
            "'vector_length' argument is not a constant; it is ignored (OpenMP 'simdlen' must be a constant)",
        );
    }
    let flags = target_exec_flags(target).unwrap_or(0);
    // (An OpenMP op under C control flow outside any loop, a loop wrapper
    // or the `omp.parallel` of a worker loop: MLIR's analysis of the region
    // before its `scf` ops become branches may capture a loop that the
    // translation, after, does not: the op then is a sibling of the loop it
    // would have let MLIR capture. Its verdict here is no proxy. Inside a
    // loop's body the capture stops at the loop either way.)
    let under_control_flow = !collect_nested(target, |o| {
        op_name(&o).starts_with("omp.")
            && o.region_count() > 0
            && o.parent_operation()
                .is_some_and(|p| op_name(&p).starts_with("scf."))
            && !inside_loop_nest(o)
    })
    .is_empty();
    // (Nor while acc ops other patterns convert are in the region: an
    // `acc.atomic.update` is no OpenMP op to MLIR's analysis yet, and lets
    // it capture a loop that the `omp.atomic.update` it becomes does not.)
    let unconverted = !collect_nested(target, |o| op_name(&o).starts_with("acc.")).is_empty();
    if !under_control_flow
        && !unconverted
        && (flags & TARGET_TRIP_COUNT != 0) != plan.loops.captured.is_some()
    {
        crate::driver::internal_error(
            location,
            "convert-acc-to-omp predicted the wrong kernel mode for this construct; \
             the output would crash mlir-translate",
        );
    }
}

/// Whether `op` is in the body of an `omp.loop_nest`.
fn inside_loop_nest(op: OperationRef) -> bool {
    crate::ir::nearest_ancestor(op, &["omp.loop_nest", "omp.target"])
        .is_some_and(|p| op_name(&p) == "omp.loop_nest")
}

/// The remark (`-Rpass=acc`) that says what a compute construct became and
/// how many gangs it runs, and why.
fn construct_remark(plan: &ComputePlan) -> String {
    let name = op_name(&plan.op);
    let gang_loops = plan
        .loops
        .loops
        .iter()
        .filter(|lp| lp.partition.gang)
        .count();
    let gangs = if plan.construct.single {
        "one gang of one thread (a serial construct)".to_string()
    } else if plan.clauses.num_gangs.is_some() {
        "'num_teams' from 'num_gangs'".to_string()
    } else if gang_loops == 0 {
        "one gang: no gang-partitioned loop, so more gangs would each run the whole region \
         (gang-redundant mode)"
            .to_string()
    } else {
        "one gang per thread the program may use (num_teams(omp_get_max_threads()): no \
         'num_gangs')"
            .to_string()
    };
    let reductions = if !plan.team_reductions.is_empty() {
        format!(
            "; {} reduction(s) combined across the gangs by the teams (construct-level and gang-loop reductions)",
            plan.team_reductions.len()
        )
    } else {
        String::new()
    };
    format!(
        "'{name}' became 'omp.target' + 'omp.teams' with {gangs}; {} partitioned loop(s), {} \
         sequential{reductions}",
        plan.loops
            .loops
            .iter()
            .filter(|lp| lp.partition.parallel())
            .count(),
        plan.loops
            .loops
            .iter()
            .filter(|lp| !lp.partition.parallel())
            .count()
    )
}
