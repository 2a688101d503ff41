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
    clause::{
        map::{build_map_info, map_info},
        reduction::{self, Reduction},
    },
    loops,
};
use crate::{
    acc::{
        data_entry::{Clause, DataEntry, analyze_entries, erase_entries},
        operands::{data_entry, omp_target, omp_teams, parallel, serial, sizes},
    },
    driver::NoMatch,
    ir::{
        self as build, defined_inside, defining_op, erase_with_dead_operands,
        integer_constant_value, is_scalar_or_pointer, replace_uses_inside,
    },
    transforms::{
        gang_loops,
        implicit::{self, ImplicitKind},
    },
};
use acc2omp_dialects::{
    capi::{TARGET_TRIP_COUNT, emit_warning, target_exec_flags},
    diagnostics::emit_error,
    omp,
    ops::{OperationLikeExt, collect_nested, op_name, operand_group, users, with_operand_segments},
};
use melior::{
    Context, RewriterBase,
    ir::{
        Block, BlockLike, Location, OperationRef, Region, RegionLike, Type, Value, ValueLike,
        attribute::{IntegerAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::{IntegerType, TypeLike},
    },
};

/// What differs between the compute constructs that become `omp.target` +
/// `omp.teams`.
struct Construct {
    name: &'static str,
    /// The index of `dataOperands` (the last group).
    data_operands: usize,
    /// The indices of `async`, `wait`, `if` and `self`.
    async_group: usize,
    wait_group: usize,
    if_group: usize,
    self_group: usize,
    /// The indices of `reduction`, `private` and `firstprivate`.
    reduction: usize,
    private: usize,
    firstprivate: usize,
    /// `serial`: one gang of one worker (`num_teams(1) thread_limit(1)`).
    single: bool,
}

const PARALLEL: Construct = Construct {
    name: "acc.parallel",
    async_group: parallel::ASYNC,
    wait_group: parallel::WAIT,
    if_group: parallel::IF,
    self_group: parallel::SELF,
    data_operands: parallel::DATA,
    reduction: parallel::REDUCTION,
    private: parallel::PRIVATE,
    firstprivate: parallel::FIRSTPRIVATE,
    single: false,
};

const SERIAL: Construct = Construct {
    name: "acc.serial",
    async_group: serial::ASYNC,
    wait_group: serial::WAIT,
    if_group: serial::IF,
    self_group: serial::SELF,
    data_operands: serial::DATA,
    reduction: serial::REDUCTION,
    private: serial::PRIVATE,
    firstprivate: serial::FIRSTPRIVATE,
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
    /// An immutable scalar or pointer value: stored to a stack slot, mapped
    /// by copy, loaded. Its map follows the data-clause maps; this is its
    /// place among the by-copy maps.
    ByCopy(usize),
    /// A variable (an `llvm.alloca` outside the construct) without a data
    /// clause: implicitly `firstprivate` when its type is a scalar, `copy`
    /// when it is an aggregate (OpenACC's implicit data attributes). The
    /// type is the alloca's element type.
    Implicit(ImplicitKind, Type<'c>),
}

/// A map the construct needs besides its data clauses': a gang reduction's
/// implicit copy, a firstprivate's copy-in, an implicit data attribute.
struct ExtraMap<'c, 'a> {
    var: Value<'c, 'a>,
    var_type: Type<'c>,
    /// The map flags, in the attribute's syntax (`ompx_hold|to|from`).
    flags: String,
    /// The variable's name, for the source printer.
    name: Option<melior::ir::Attribute<'c>>,
    /// A scalar with a visible data clause ([`acc2omp_dialects::attrs::Flag::Visible`]).
    visible: bool,
}

impl<'c, 'a> ExtraMap<'c, 'a> {
    fn new(
        var: Value<'c, 'a>,
        var_type: Type<'c>,
        flags: String,
        name: Option<melior::ir::Attribute<'c>>,
    ) -> Self {
        ExtraMap {
            var,
            var_type,
            flags,
            name,
            visible: false,
        }
    }
}

/// The pattern for `acc.parallel`: `omp target teams`.
pub(crate) fn convert_parallel<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    convert_compute(&PARALLEL, op, rewriter, options)
}

/// The pattern for `acc.serial`: one gang of one worker with vector length
/// 1, `omp target teams num_teams(1) thread_limit(1)`.
pub(crate) fn convert_serial<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    convert_compute(&SERIAL, op, rewriter, options)
}

/// A construct-level `private`, `firstprivate` or `reduction` op (created
/// before the construct and listed on it).
struct ClauseOp<'c, 'a> {
    op: OperationRef<'c, 'a>,
    var_type: Type<'c>,
}

/// A gang-level reduction: `reduction` on `omp.teams` for a gang-shared
/// variable (Clacc: a loop reduction of a gang-shared variable becomes an
/// implicit reduction on the `acc parallel`).
struct TeamReduction<'c, 'a> {
    /// The variable outside the construct: a host pointer or the result of
    /// its data entry op.
    var: Value<'c, 'a>,
    reduction: Reduction<'c>,
    /// Its map: an index into the maps.
    map: usize,
    /// The construct-level `acc.reduction` ops whose result it replaces.
    construct_ops: Vec<OperationRef<'c, 'a>>,
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
    let name = construct.name;
    check_clauses(construct, op, options)?;
    if op.region(0).ok().and_then(|r| r.first_block()).is_none() {
        return Err(NoMatch::unsupported(format!(
            "'{name}' with an empty region (no block)"
        )));
    }
    let if_condition = operand_group(op, construct.if_group).into_iter().next();
    let self_condition = operand_group(op, construct.self_group).into_iter().next();
    let self_always = op.attribute("selfAttr").is_ok();
    // `num_gangs`, `num_workers` and `vector_length` (`acc.parallel` only).
    let (num_gangs, num_workers, vector_length) = if construct.single {
        (None, None, None)
    } else {
        (
            single_argument(
                op,
                parallel::NUM_GANGS,
                "num_gangs",
                "numGangsDeviceType",
                name,
            )?,
            single_argument(
                op,
                parallel::NUM_WORKERS,
                "num_workers",
                "numWorkersDeviceType",
                name,
            )?,
            single_argument(
                op,
                parallel::VECTOR_LENGTH,
                "vector_length",
                "vectorLengthDeviceType",
                name,
            )?,
        )
    };
    for (argument, clause) in [
        (num_gangs, "num_gangs"),
        (num_workers, "num_workers"),
        (vector_length, "vector_length"),
    ] {
        if let Some(value) = argument.and_then(integer_constant_value)
            && value <= 0
        {
            return Err(NoMatch::error_at(
                op.location(),
                format!("the argument of '{clause}' must be positive, not {value}"),
            ));
        }
    }
    // One gang has nothing to race with.
    if std::ptr::eq(construct, &PARALLEL) && num_gangs.and_then(integer_constant_value) != Some(1) {
        gang_loops::warn_dependent_gang_loops(op);
    }
    let simdlen = if construct.single {
        Some(1)
    } else {
        vector_length.and_then(integer_constant_value)
    };

    // Data clauses and the exit ops that close them.
    // `deviceptr(p)`: the pointer's value is a device address, used as it
    // is (OpenMP's `is_device_ptr`; on the host, the value by copy); the
    // construct's uses of it are the pointer's already (transforms::prepare).
    let deviceptrs: Vec<OperationRef> = operand_group(op, construct.data_operands)
        .into_iter()
        .filter_map(defining_op)
        .filter(|d| op_name(d) == "acc.deviceptr")
        .collect();
    let entries = analyze_entries(op, construct.data_operands, name, options.fake_async_wait)?;

    // Construct-level private, firstprivate and reduction.
    let clause_ops = |group: usize, expected: &str| -> Result<Vec<ClauseOp<'c, 'a>>, NoMatch> {
        let mut list: Vec<ClauseOp> = Vec::new();
        for value in operand_group(op, group) {
            let def = defining_op(value)
                .filter(|d| op_name(d) == expected)
                .ok_or_else(|| {
                    NoMatch::unsupported(format!("a clause operand not defined by '{expected}'"))
                })?;
            if list.iter().any(|c| c.op == def) {
                continue;
            }
            if expected == "acc.private" {
                crate::acc::reject_const(def, "private")?;
            }
            if !operand_group(def, data_entry::BOUNDS).is_empty() {
                return Err(NoMatch::unsupported_at(
                    def.location(),
                    format!("'{expected}' of an array section"),
                ));
            }
            let var_type = build::type_attribute(def, "varType").ok_or_else(|| {
                NoMatch::unsupported_at(def.location(), format!("'{expected}' without varType"))
            })?;
            list.push(ClauseOp { op: def, var_type });
        }
        Ok(list)
    };
    let privates = clause_ops(construct.private, "acc.private")?;
    let firstprivates = clause_ops(construct.firstprivate, "acc.firstprivate")?;
    let construct_reductions = clause_ops(construct.reduction, "acc.reduction")?;
    check_data_sharing(
        name,
        &entries,
        &privates,
        &firstprivates,
        &construct_reductions,
    )?;

    // The loops (prepared: transforms::prepare).
    let plan = loops::plan(op, name, simdlen, false, &options.loop_options())?;

    // Gang-level reductions: the construct's, and the loops' on variables
    // from outside the construct.
    let mut extra_maps: Vec<ExtraMap> = Vec::new();
    let mut team_reductions: Vec<TeamReduction> = Vec::new();
    let mut add_team_reduction = |var: Value<'c, 'a>,
                                  reduction: Reduction<'c>,
                                  construct_op: Option<OperationRef<'c, 'a>>,
                                  location: Location<'c>,
                                  extra_maps: &mut Vec<ExtraMap<'c, 'a>>|
     -> Result<(), NoMatch> {
        if let Some(existing) = team_reductions.iter_mut().find(|t| t.var == var) {
            if existing.reduction.operator != reduction.operator {
                return Err(NoMatch::error_at(
                    location,
                    format!(
                        "conflicting reduction operators for '{}': '{}' and '{}'",
                        reduction.name,
                        existing.reduction.operator.spelling(),
                        reduction.operator.spelling()
                    ),
                ));
            }
            existing.construct_ops.extend(construct_op);
            return Ok(());
        }
        let map = match entries
            .iter()
            .position(|e| defining_op(var) == Some(e.op) || e.var == var)
        {
            Some(index) => index,
            None => {
                // Named after the variable, for the source printer.
                let name = (!reduction.name.is_empty()).then(|| {
                    melior::ir::attribute::StringAttribute::new(context, &reduction.name).into()
                });
                extra_maps.push(ExtraMap::new(
                    var,
                    reduction.r#type,
                    Clause::Copy.map_flags(options),
                    name,
                ));
                entries.len() + extra_maps.len() - 1
            }
        };
        team_reductions.push(TeamReduction {
            var,
            reduction,
            map,
            construct_ops: construct_op.into_iter().collect(),
        });
        Ok(())
    };
    for clause in &construct_reductions {
        let reduction = reduction::analyze(clause.op)?;
        let var = clause.op.operand(0).expect("varPtr");
        add_team_reduction(
            var,
            reduction,
            Some(clause.op),
            clause.op.location(),
            &mut extra_maps,
        )?;
    }
    for lp in &plan.loops {
        for (reduction_op, reduction) in &lp.reductions {
            let mut var = reduction_op.operand(0).expect("varPtr");
            // A loop reduction of the construct's own reduction variable
            // (`parallel reduction(+:x)` + `loop reduction(+:x)`, whose
            // varPtr is the construct's `acc.reduction`): the same team
            // reduction.
            if let Some(clause) = construct_reductions
                .iter()
                .find(|c| defining_op(var) == Some(c.op))
            {
                var = clause.op.operand(0).expect("varPtr");
            }
            if !defined_inside(var, op) {
                add_team_reduction(
                    var,
                    reduction.clone(),
                    None,
                    reduction_op.location(),
                    &mut extra_maps,
                )?;
            }
        }
    }
    let firstprivate_maps: Vec<usize> = firstprivates
        .iter()
        .map(|clause| {
            extra_maps.push(ExtraMap::new(
                clause.op.operand(0).expect("varPtr"),
                clause.var_type,
                Clause::Copyin.map_flags(options),
                clause.op.attribute("name").ok(),
            ));
            entries.len() + extra_maps.len() - 1
        })
        .collect();

    // Every value used inside but defined outside, and how it gets in.
    let clause_results: Vec<OperationRef> = privates
        .iter()
        .chain(&firstprivates)
        .chain(&construct_reductions)
        .map(|c| c.op)
        .collect();
    let captured_op = plan.captured.map(|i| plan.loops[i].op);
    let bound_count = plan.captured_bounds().len();
    let reduction_vars: Vec<Value> = team_reductions.iter().map(|t| t.var).collect();
    let skip = |user: OperationRef, index: usize, value: Value| -> bool {
        if defining_op(value).is_some_and(|d| clause_results.contains(&d)) {
            return true;
        }
        // Implicit copy of a reduction variable overrides implicit
        // firstprivate: inside, it is the team's copy.
        if reduction_vars.contains(&value) {
            return true;
        }
        if Some(user) == captured_op && index < bound_count {
            return true;
        }
        index == 0
            && matches!(
                op_name(&user).as_str(),
                "acc.private" | "acc.firstprivate" | "acc.reduction"
            )
            && !entries.iter().any(|e| defining_op(value) == Some(e.op))
    };
    let host_num_threads = plan.captured_gang_worker().then_some(num_workers).flatten();
    let extra_live_ins: Vec<Value> = if plan.uses_workers && host_num_threads.is_none() {
        num_workers.into_iter().collect()
    } else {
        Vec::new()
    };
    let live_ins = classify_live_ins(construct, op, &entries, &skip, &extra_live_ins)?;
    // Implicit data attributes get their maps with the other clauses'.
    let mut implicit_maps: Vec<(Value, usize)> = Vec::new();
    for (value, how) in &live_ins {
        if let LiveIn::Implicit(kind, element) = how {
            let flags = match kind {
                ImplicitKind::Copy => Clause::Copy.map_flags(options),
                ImplicitKind::Present => Clause::Present.map_flags(options),
                ImplicitKind::Firstprivate => Clause::Copyin.map_flags(options),
                // The data is present (the enclosing construct's clause made
                // it so): a map that moves nothing and makes no private
                // copy, as Clacc's `defaultmap(tofrom: scalar)`.
                ImplicitKind::Visible => "to|from".to_string(),
            };
            let name = build::variable_name(*value)
                .map(|name| melior::ir::attribute::StringAttribute::new(context, &name).into());
            let mut map = ExtraMap::new(*value, *element, flags, name);
            map.visible = *kind == ImplicitKind::Visible;
            extra_maps.push(map);
            implicit_maps.push((*value, entries.len() + extra_maps.len() - 1));
        }
    }
    let implicit_map = |value: Value| -> usize {
        implicit_maps
            .iter()
            .find(|(v, _)| *v == value)
            .map(|(_, index)| *index)
            .expect("an implicit map")
    };

    // --- From here on the rewrite cannot fail. ---
    let location = op.location();
    rewriter.set_insertion_point_before(op);
    let mut cache = Vec::new();
    let mut maps: Vec<Value> = entries
        .iter()
        .map(|e| build_map_info(rewriter, context, e, options, &mut cache))
        .collect();
    for extra in &extra_maps {
        let map = map_info(
            rewriter,
            context,
            location,
            extra.var,
            extra.var_type,
            &extra.flags,
            "ByRef",
            &[],
            extra.name,
        );
        if extra.visible
            && let Some(map_op) = defining_op(map)
        {
            use melior::ir::operation::OperationMutLike;
            // SAFETY: a live op the rewriter has just created.
            let mut map_mut =
                unsafe { melior::ir::operation::OperationRefMut::from_raw(map_op.to_raw()) };
            map_mut.set_discardable_attribute(
                acc2omp_dialects::attrs::Flag::Visible.name(),
                melior::ir::Attribute::unit(context),
            );
        }
        maps.push(map);
    }
    let by_copy_base = maps.len();
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
    // num_teams, thread_limit, num_threads, then the captured loop's bounds.
    // OpenMP takes integers; an `index` is cast to i32.
    rewriter.set_insertion_point_before(op);
    let (num_teams, thread_limit) = if construct.single {
        let one = integer_constant(rewriter, context, "arith.constant", 32, 1, location);
        (Some(one), Some(one))
    } else if num_gangs.is_none() && !plan.loops.iter().any(|lp| lp.partition.gang) {
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
    } else if num_gangs.is_none() {
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
            num_gangs.map(|value| integer_operand(rewriter, context, value)),
            None,
        )
    };
    let num_threads_host = host_num_threads.map(|value| integer_operand(rewriter, context, value));
    let bounds_host: Vec<Value> = plan
        .captured_bounds()
        .into_iter()
        .map(|bound| {
            if defined_inside(bound, op) {
                let def = defining_op(bound).expect("a constant");
                let clone = rewriter.clone_op(def);
                rewriter.move_op_before(clone, op);
                build::result(clone)
            } else {
                bound
            }
        })
        .collect();
    // `if(c)` -> `if(c)`; `self(c)` -> `if(!c)`; `self` -> `if(false)`: the
    // region then runs on the host (the local device).
    let condition: Option<Value> = match (if_condition, self_condition) {
        (Some(c), None) => Some(c),
        (None, Some(c)) => Some(negate(rewriter, context, c)),
        (None, None) if self_always => Some(build::result(
            OperationBuilder::new("arith.constant", location)
                .add_attributes(&[(
                    melior::ir::Identifier::new(context, "value"),
                    melior::ir::Attribute::parse(context, "false").expect("bool"),
                )])
                .add_results(&[IntegerType::new(context, 1).into()])
                .build()
                .map(|o| rewriter.insert(o))
                .expect("valid arith.constant"),
        )),
        (Some(c), Some(s)) => {
            let not_self = negate(rewriter, context, s);
            Some(build::result(
                rewriter.insert(
                    OperationBuilder::new("arith.andi", location)
                        .add_operands(&[c, not_self])
                        .add_results(&[IntegerType::new(context, 1).into()])
                        .build()
                        .expect("valid arith.andi"),
                ),
            ))
        }
        (None, None) => None,
    };
    let host_evals: Vec<Value> = num_teams
        .into_iter()
        .chain(thread_limit)
        .chain(num_threads_host)
        .chain(bounds_host.iter().copied())
        .collect();

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
    let host_arg = |index: usize| -> Value {
        target_block
            .argument(index)
            .expect("host_eval argument")
            .into()
    };
    let pointer = Type::parse(context, "!llvm.ptr").expect("known type");
    for reduction in &team_reductions {
        reduction::declare(rewriter, context, op, &reduction.reduction);
    }
    let mut teams = build::OpSpec::new("omp.teams", location);
    let mut segments = vec![0; omp_teams::COUNT];
    if num_teams.is_some() {
        teams.operands.push(host_arg(0));
        segments[omp_teams::NUM_TEAMS_UPPER] = 1;
    }
    if !team_reductions.is_empty() {
        for reduction in &team_reductions {
            teams.operands.push(host_arg(map_arg(reduction.map)));
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
            .expect("symbol list"),
        ));
        teams.attributes.push((
            "reduction_byref",
            melior::ir::Attribute::parse(
                context,
                &format!(
                    "array<i1: {}>",
                    vec!["false"; team_reductions.len()].join(", ")
                ),
            )
            .expect("bool array"),
        ));
    }
    if thread_limit.is_some() {
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
                .chain(condition)
                .chain(maps.iter().copied())
                .collect::<Vec<Value>>(),
        )
        .add_regions([target_region])
        .build()
        .expect("valid omp.target");
    rewriter.set_insertion_point_before(op);
    let target = rewriter.insert(with_operand_segments(
        target,
        &sizes(
            omp_target::COUNT,
            &[
                (omp_target::HOST_EVAL, host_evals.len()),
                (omp_target::IF, usize::from(condition.is_some())),
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
    let target_entry = target
        .region(0)
        .expect("one region")
        .first_block()
        .expect("one block");
    let teams = target_entry.first_operation().expect("omp.teams");

    // The construct's body goes into omp.teams (its entry block merged into
    // the one that holds the reduction arguments, if any).
    build::move_body(rewriter, context, op, teams, "omp.terminator");
    let teams_entry = build::entry_block(teams, 0);

    // Values from outside now come from the region's entry.
    rewriter.set_insertion_point_before(teams);
    let mut num_threads_inside: Option<Value> = None;
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
            // Firstprivate copies are made per gang, below.
            LiveIn::Implicit(ImplicitKind::Firstprivate, _) => continue,
            LiveIn::Implicit(
                ImplicitKind::Copy | ImplicitKind::Present | ImplicitKind::Visible,
                _,
            ) => target_entry
                .argument(map_arg(implicit_map(*value)))
                .expect("map argument")
                .into(),
            LiveIn::ByCopy(ordinal) => {
                let pointer = target_entry
                    .argument(map_arg(by_copy_base + ordinal))
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
        if Some(*value) == num_workers {
            num_threads_inside = Some(build::value(inner));
        }
        replace_uses_inside(rewriter, *value, inner, target);
    }

    // Gang-level reductions: inside omp.teams the variable is the team's
    // copy (Clacc: references to it in the construct are to gang-private
    // copies).
    for (index, reduction) in team_reductions.iter().enumerate() {
        let team_copy: Value = teams_entry
            .argument(index)
            .expect("reduction argument")
            .into();
        let mapped: Value = target_entry
            .argument(map_arg(reduction.map))
            .expect("map argument")
            .into();
        replace_uses_inside(rewriter, mapped, team_copy, teams);
        replace_uses_inside(rewriter, reduction.var, team_copy, teams);
        for construct_op in &reduction.construct_ops {
            replace_uses_inside(rewriter, build::result(*construct_op), team_copy, teams);
        }
    }

    // Construct-level private and firstprivate: one copy per gang.
    let env = loops::LoopEnv {
        context,
        host_bounds: (0..bounds_host.len())
            .map(|i| {
                build::value(
                    target_entry
                        .argument(host_evals.len() - bounds_host.len() + i)
                        .expect("host_eval argument")
                        .into(),
                )
            })
            .collect(),
        host_num_threads: num_threads_host.map(|_| {
            let index = usize::from(num_teams.is_some()) + usize::from(thread_limit.is_some());
            build::value(
                target_entry
                    .argument(index)
                    .expect("host_eval argument")
                    .into(),
            )
        }),
        num_threads: num_threads_inside
            .map(|v| integer_operand_inside(rewriter, context, v, teams)),
        teams_entry,
    };
    for clause in &privates {
        let slot = loops::alloca_at_start(
            rewriter,
            &env,
            teams_entry,
            clause.var_type,
            clause.op.location(),
        );
        replace_uses_inside(rewriter, build::result(clause.op), slot, teams);
    }
    // Explicit and implicit firstprivate: a per-gang copy initialised from
    // the original's `map(to)`.
    let firstprivate_copies: Vec<(Value, Type, usize, Location)> = firstprivates
        .iter()
        .zip(&firstprivate_maps)
        .map(|(clause, map)| {
            (
                build::result(clause.op),
                clause.var_type,
                *map,
                clause.op.location(),
            )
        })
        .chain(live_ins.iter().filter_map(|(value, how)| match how {
            LiveIn::Implicit(ImplicitKind::Firstprivate, element) => {
                Some((*value, *element, implicit_map(*value), value.location()))
            }
            _ => None,
        }))
        .collect();
    for (value, var_type, map, copy_location) in firstprivate_copies {
        let slot = loops::alloca_at_start(rewriter, &env, teams_entry, var_type, copy_location);
        let original: Value = target_entry
            .argument(map_arg(map))
            .expect("map argument")
            .into();
        let slot_op = defining_op(slot).expect("alloca");
        rewriter.set_insertion_point_after(slot_op);
        let loaded = rewriter.insert(
            OperationBuilder::new("llvm.load", copy_location)
                .add_operands(&[original])
                .add_results(&[var_type])
                .build()
                .expect("valid llvm.load"),
        );
        rewriter.insert(
            OperationBuilder::new("llvm.store", copy_location)
                .add_operands(&[loaded.result(0).expect("one result").into(), slot])
                .build()
                .expect("valid llvm.store"),
        );
        replace_uses_inside(rewriter, value, slot, teams);
    }

    // The loops.
    loops::convert(&plan, rewriter, &env);

    // Clause ops inside the construct are now unused; the construct goes
    // with its exit ops, entry ops, clause ops and now unused bounds.
    for clause_op in collect_nested(teams, |o| {
        matches!(
            op_name(&o).as_str(),
            "acc.private" | "acc.firstprivate" | "acc.reduction" | "acc.cache"
        )
    }) {
        erase_with_dead_operands(rewriter, clause_op, teams);
    }
    rewriter.erase_op(op);
    for deviceptr in deviceptrs {
        if users(build::result(deviceptr)).is_empty() {
            rewriter.erase_op(deviceptr);
        }
    }
    for clause_op in &clause_results {
        let clause_result: Value = build::result(*clause_op);
        if users(clause_result).is_empty() {
            rewriter.erase_op(*clause_op);
        }
    }
    erase_entries(rewriter, &entries);

    if let Some(length) = vector_length
        && integer_constant_value(length).is_none()
    {
        emit_warning(
            location,
            "'vector_length' argument is not a constant; it is ignored (OpenMP 'simdlen' must be a constant)",
        );
    }
    let flags = target_exec_flags(target).unwrap_or(0);
    if (flags & TARGET_TRIP_COUNT != 0) != plan.captured.is_some() {
        emit_error(
            location,
            "internal error: convert-acc-to-omp predicted the wrong kernel mode for this construct; \
             the output would crash mlir-translate (please report this)",
        );
        super::INTERNAL_ERRORS.with(|count| count.set(count.get() + 1));
    }
    Ok(())
}

/// Clacc's "Basic Data Sharing" rules: a variable may appear in only one
/// of `copy`, `copyin`, `copyout`, `create`, `present`, `firstprivate` and
/// `private`, and not in `reduction` together with `private` or
/// `firstprivate`. Reported at the second clause.
fn check_data_sharing<'c, 'a>(
    construct_name: &str,
    entries: &[DataEntry<'c, 'a>],
    privates: &[ClauseOp<'c, 'a>],
    firstprivates: &[ClauseOp<'c, 'a>],
    reductions: &[ClauseOp<'c, 'a>],
) -> Result<(), NoMatch> {
    fn clause_var<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
        op.operand(0).ok()
    }
    let display = |op: OperationRef| -> String {
        op.attribute("name")
            .map(|n| n.to_string().trim_matches('"').to_string())
            .unwrap_or_else(|_| "<unnamed>".into())
    };
    // (variable, clause, op) in source order of the clause lists.
    let mut seen: Vec<(Value<'c, 'a>, String, OperationRef<'c, 'a>)> = Vec::new();
    let data = entries
        .iter()
        .map(|e| (e.var, e.clause.spelling().to_string(), e.op));
    let private_like = privates
        .iter()
        .map(|c| (c, "private"))
        .chain(firstprivates.iter().map(|c| (c, "firstprivate")))
        .filter_map(|(c, clause)| clause_var(c.op).map(|v| (v, clause.to_string(), c.op)));
    for (var, clause, op) in data.chain(private_like) {
        if let Some((_, first, _)) = seen.iter().find(|(v, _, _)| *v == var) {
            let message = if *first == clause {
                format!(
                    "'{}' appears more than once in '{clause}' clauses of '{construct_name}'",
                    display(op)
                )
            } else {
                format!(
                    "'{}' appears in both '{first}' and '{clause}' clauses of '{construct_name}'",
                    display(op)
                )
            };
            return Err(NoMatch::error_at(op.location(), message));
        }
        seen.push((var, clause, op));
    }
    for reduction in reductions {
        let Some(var) = clause_var(reduction.op) else {
            continue;
        };
        if let Some((_, clause, _)) = seen
            .iter()
            .find(|(v, c, _)| *v == var && (c == "private" || c == "firstprivate"))
        {
            return Err(NoMatch::error_at(
                reduction.op.location(),
                format!(
                    "'{}' appears in both '{clause}' and 'reduction' clauses of '{construct_name}'",
                    display(reduction.op)
                ),
            ));
        }
    }
    Ok(())
}

/// `!c` for an `i1` at the rewriter's insertion point.
fn negate<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    c: Value<'c, 'a>,
) -> Value<'c, 'a> {
    let location = c.location();
    let i1: Type = IntegerType::new(context, 1).into();
    let one = rewriter.insert(
        OperationBuilder::new("arith.constant", location)
            .add_attributes(&[(
                melior::ir::Identifier::new(context, "value"),
                IntegerAttribute::new(i1, 1).into(),
            )])
            .add_results(&[i1])
            .build()
            .expect("valid arith.constant"),
    );
    build::result(
        rewriter.insert(
            OperationBuilder::new("arith.xori", location)
                .add_operands(&[c, build::result(one)])
                .add_results(&[i1])
                .build()
                .expect("valid arith.xori"),
        ),
    )
}

/// `value` (inside `teams`) as an integer for `num_threads`: an `index` is
/// cast to i32 right after its definition.
fn integer_operand_inside<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    value: Value<'c, 'a>,
    teams: OperationRef<'c, 'a>,
) -> Value<'c, 'a> {
    match defining_op(value) {
        Some(def) => rewriter.set_insertion_point_after(def),
        None => rewriter.set_insertion_point_before(teams),
    }
    integer_operand(rewriter, context, value)
}

/// The single argument of clause `group` (`num_gangs`, `num_workers`,
/// `vector_length`), if any. Only the form without `device_type` and, for
/// `num_gangs`, with one dimension is converted.
fn single_argument<'c, 'a>(
    op: OperationRef<'c, 'a>,
    group: usize,
    clause: &str,
    device_type_attribute: &str,
    construct_name: &str,
) -> Result<Option<Value<'c, 'a>>, NoMatch> {
    let values = operand_group(op, group);
    match values.as_slice() {
        [] => Ok(None),
        [value] => {
            if let Ok(device_types) = op.inherent_attribute(device_type_attribute)
                && device_types.to_string() != "[#acc.device_type<none>]"
            {
                return Err(NoMatch::unsupported(format!(
                    "'{clause}' clause for a 'device_type' on '{construct_name}'"
                )));
            }
            Ok(Some(*value))
        }
        _ => Err(NoMatch::unsupported(format!(
            "'{clause}' clause with several dimensions on '{construct_name}'"
        ))),
    }
}

/// Clauses of a compute construct that are not converted yet.
fn check_clauses(
    construct: &Construct,
    op: OperationRef,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    if options.fake_async_wait {
        return check_default(construct, op);
    }
    let name = construct.name;
    let sizes = op.segment_sizes().ok_or(NoMatch::NotApplicable)?;
    for (index, clause) in [
        (construct.async_group, "async"),
        (construct.wait_group, "wait"),
    ] {
        if sizes.get(index).copied().unwrap_or(0) > 0 {
            return Err(NoMatch::unsupported(format!(
                "'{clause}' clause on '{name}'"
            )));
        }
    }
    for (attribute, clause) in [("asyncOnly", "async"), ("waitOnly", "wait")] {
        if op.inherent_attribute(attribute).is_ok() {
            return Err(NoMatch::unsupported(format!(
                "'{clause}' clause on '{name}'"
            )));
        }
    }
    check_default(construct, op)
}

fn check_default(construct: &Construct, op: OperationRef) -> Result<(), NoMatch> {
    if let Ok(default) = op.inherent_attribute("defaultAttr") {
        let text = default.to_string();
        if !text.contains("none") && !text.contains("present") {
            return Err(NoMatch::unsupported(format!(
                "'{text}' default clause on '{}'",
                construct.name
            )));
        }
    }
    Ok(())
}

/// Finds every value used in `op`'s region and defined outside it, in first
/// use order, and decides how it enters the target region.
fn classify_live_ins<'c, 'a>(
    construct: &Construct,
    op: OperationRef<'c, 'a>,
    entries: &[DataEntry<'c, 'a>],
    skip: &dyn Fn(OperationRef<'c, 'a>, usize, Value<'c, 'a>) -> bool,
    extra: &[Value<'c, 'a>],
) -> Result<Vec<(Value<'c, 'a>, LiveIn<'c, 'a>)>, NoMatch> {
    let mut live_ins: Vec<(Value, LiveIn)> = Vec::new();
    let mut by_copy = 0;
    let default_none = implicit::default_is(op, "none");
    let uses = collect_nested(op, |_| true).into_iter().flat_map(|user| {
        user.operands()
            .enumerate()
            .filter(move |(index, value)| !skip(user, *index, *value))
            .map(move |(_, value)| (user, value))
            .collect::<Vec<_>>()
    });
    let extra_uses = extra.iter().map(|value| (op, *value));
    for (user, value) in uses.chain(extra_uses) {
        {
            if live_ins.iter().any(|(v, _)| *v == value) || defined_inside(value, op) {
                continue;
            }
            let def = defining_op(value);
            let how = if let Some(index) = entries.iter().position(|e| Some(e.op) == def) {
                LiveIn::Mapped(index)
            } else if let Some(element) = implicit::variable_type(value) {
                if default_none {
                    return Err(NoMatch::error_at(
                        user.location(),
                        format!(
                            "'{}' uses a variable that has no data clause on '{}' with \
                             'default(none)'",
                            op_name(&user),
                            construct.name
                        ),
                    ));
                }
                let kind = implicit::implicit_kind(op, value, element);
                LiveIn::Implicit(kind, element)
            } else if let Some(def) = def.filter(|d| CONSTANT_OPS.contains(&op_name(d).as_str())) {
                LiveIn::Constant(def)
            } else if is_scalar_or_pointer(value.r#type()) {
                by_copy += 1;
                LiveIn::ByCopy(by_copy - 1)
            } else {
                return Err(NoMatch::unsupported(format!(
                    "'{}' inside '{}' uses a value of type {} that has no data clause \
                     (implicit data attributes cover variables, integers, floats and pointers)",
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

/// `omp_get_max_threads()` at the rewriter's insertion point (an `i32`),
/// declaring the function in the module.
fn default_gang_count<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    user: OperationRef<'c, 'a>,
    location: Location<'c>,
) -> Value<'c, 'a> {
    build::declare_symbol(
        rewriter,
        context,
        user,
        "omp_get_max_threads",
        "llvm.func @omp_get_max_threads() -> i32 attributes {sym_visibility = \"private\"}",
    );
    rewriter.set_insertion_point_before(user);
    let i32_type: Type = IntegerType::new(context, 32).into();
    let attribute = |text: &str| melior::ir::Attribute::parse(context, text).expect("attribute");
    let call = rewriter.insert(
        OperationBuilder::new("llvm.call", location)
            .add_attributes(&[
                (
                    melior::ir::Identifier::new(context, "callee"),
                    attribute("@omp_get_max_threads"),
                ),
                (
                    melior::ir::Identifier::new(context, "operandSegmentSizes"),
                    attribute("array<i32: 0, 0>"),
                ),
                (
                    melior::ir::Identifier::new(context, "op_bundle_sizes"),
                    attribute("array<i32>"),
                ),
            ])
            .add_results(&[i32_type])
            .build()
            .expect("valid llvm.call"),
    );
    build::result(call)
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
    build::result(constant)
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
    build::result(cast)
}
