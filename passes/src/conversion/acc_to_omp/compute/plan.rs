//! The plan of a compute construct's conversion: everything the rewrite
//! needs, decided before any IR changes. Planning may decline the op (an
//! unsupported clause, a program error); the IR is then untouched.

use super::{
    Construct, ConvertAccToOmpOptions,
    clauses::{
        ClauseOp, ComputeClauses, check_clauses, check_data_sharing, clause_ops, read_clauses,
    },
    maps::{ExtraMap, LiveIn, TeamReduction, classify_live_ins},
};
use crate::{
    acc::data_entry::{Clause, DataEntry, analyze_entries},
    conversion::acc_to_omp::{
        asynchronous::{self, AsyncWait},
        clause::reduction::{self, Reduction},
        loops,
    },
    driver::NoMatch,
    ir::{self as build, defined_inside, defining_op, integer_constant_value},
    transforms::{gang_loops, implicit::ImplicitKind, shared_scalars},
};
use acc2omp_dialects::ops::{op_name, operand_group, users};
use melior::{
    Context,
    ir::{OperationRef, RegionLike, Value, operation::OperationLike},
};

/// What the rewrite of one `acc.parallel` or `acc.serial` builds.
pub(super) struct ComputePlan<'c, 'a> {
    pub construct: &'static Construct,
    pub op: OperationRef<'c, 'a>,
    pub clauses: ComputeClauses<'c, 'a>,
    /// The `acc.deviceptr` ops among the data operands.
    pub deviceptrs: Vec<OperationRef<'c, 'a>>,
    /// `attach(p)`: the `acc.attach` ops, the pointers' addresses, their
    /// `acc.detach` ops (`acc_attach` before the construct, `acc_detach`
    /// after it).
    #[allow(clippy::type_complexity)]
    pub attachments: Vec<(
        OperationRef<'c, 'a>,
        Value<'c, 'a>,
        Vec<OperationRef<'c, 'a>>,
    )>,
    /// The data clauses, whose maps come first.
    pub entries: Vec<DataEntry<'c, 'a>>,
    pub privates: Vec<ClauseOp<'c, 'a>>,
    pub firstprivates: Vec<ClauseOp<'c, 'a>>,
    /// The map of each firstprivate's copy-in (an index into the maps).
    pub firstprivate_maps: Vec<usize>,
    /// The construct-level private, firstprivate and reduction ops.
    pub clause_results: Vec<OperationRef<'c, 'a>>,
    /// The loops inside (prepared: `transforms::prepare`).
    pub loops: loops::Plan<'c, 'a>,
    /// The maps after the data clauses' (their indices follow
    /// `entries.len()`).
    pub extra_maps: Vec<ExtraMap<'c, 'a>>,
    pub team_reductions: Vec<TeamReduction<'c, 'a>>,
    /// Every value used inside and defined outside, in first use order.
    pub live_ins: Vec<(Value<'c, 'a>, LiveIn<'c, 'a>)>,
    /// The map of each implicit data attribute (an index into the maps).
    pub implicit_maps: Vec<(Value<'c, 'a>, usize)>,
    /// `num_workers` evaluated on the host (`host_eval`), when the captured
    /// loop is gang + worker partitioned.
    pub host_num_threads: Option<Value<'c, 'a>>,
    /// `async` and `wait` (none with `fake-async-wait`).
    pub async_wait: AsyncWait<'c, 'a>,
}

impl<'c, 'a> ComputePlan<'c, 'a> {
    /// The map of the implicit data attribute of `value`.
    pub(super) fn implicit_map(&self, value: Value) -> usize {
        self.implicit_maps
            .iter()
            .find(|(v, _)| *v == value)
            .map(|(_, index)| *index)
            .expect("planned: every implicit live-in has a map")
    }
}

/// Plans the conversion of `op` (`construct` says which it is).
pub(super) fn plan<'c, 'a>(
    construct: &'static Construct,
    op: OperationRef<'c, 'a>,
    options: &ConvertAccToOmpOptions,
) -> Result<ComputePlan<'c, 'a>, NoMatch> {
    let context = op.context();
    // SAFETY: `context` is a local that outlives every use of the reference.
    let context: &'c Context = unsafe { context.to_ref() };
    let name = construct.name;
    check_clauses(construct, op)?;
    let async_wait = if options.fake_async_wait {
        AsyncWait::default()
    } else {
        asynchronous::read_device_typed(
            op,
            construct.async_group,
            construct.wait_group,
            &options.device_type,
        )?
    };
    if op.region(0).ok().and_then(|r| r.first_block()).is_none() {
        return Err(NoMatch::unsupported(format!(
            "'{name}' with an empty region (no block)"
        )));
    }
    let clauses = read_clauses(construct, op, &options.device_type)?;
    // One gang has nothing to race with.
    if !construct.single && clauses.num_gangs.and_then(integer_constant_value) != Some(1) {
        gang_loops::warn_dependent_gang_loops(op);
    }
    if !construct.single {
        shared_scalars::warn_shared_scalars(op);
    }
    let simdlen = if construct.single {
        Some(1)
    } else {
        clauses.vector_length.and_then(integer_constant_value)
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
    let entries = analyze_entries(op, construct.data_operands, name)?;
    let attachments = crate::acc::data_entry::attachments(op, construct.data_operands)?;
    if !attachments.is_empty() && async_wait.queue.is_some() {
        return Err(NoMatch::unsupported(format!(
            "'attach' with 'async' on '{name}' (its detach after the construct would not wait for the queue)"
        )));
    }

    // Construct-level private, firstprivate and reduction.
    let privates = clause_ops(op, construct.private, "acc.private")?;
    let firstprivates = clause_ops(op, construct.firstprivate, "acc.firstprivate")?;
    let construct_reductions = clause_ops(op, construct.reduction, "acc.reduction")?;
    check_data_sharing(
        name,
        &entries,
        &privates,
        &firstprivates,
        &construct_reductions,
    )?;

    // The loops (prepared: transforms::prepare).
    let loop_plan = loops::plan(op, name, simdlen, false, &options.loop_options())?;

    let mut extra = ExtraMaps {
        context,
        options,
        entries: &entries,
        maps: Vec::new(),
        team_reductions: Vec::new(),
    };
    extra.add_team_reductions(op, &construct_reductions, &loop_plan)?;
    let firstprivate_maps: Vec<usize> = firstprivates
        .iter()
        .map(|clause| {
            extra.push(ExtraMap::new(
                clause_var(clause.op),
                clause.var_type,
                Clause::Copyin.map_flags(options),
                clause.op.attribute("name").ok(),
            ))
        })
        .collect();

    // Every value used inside but defined outside, and how it gets in.
    let clause_results: Vec<OperationRef> = privates
        .iter()
        .chain(&firstprivates)
        .chain(&construct_reductions)
        .map(|c| c.op)
        .collect();
    let host_num_threads = loop_plan
        .captured_gang_worker()
        .then_some(clauses.num_workers)
        .flatten();
    let mut extra_live_ins: Vec<Value> = if loop_plan.uses_workers && host_num_threads.is_none() {
        clauses.num_workers.into_iter().collect()
    } else {
        Vec::new()
    };
    // The counts of sections of a run-time length reduced by the teams.
    extra_live_ins.extend(extra.team_reductions.iter().filter_map(|t| t.extent));
    let live_ins = {
        let reduction_vars: Vec<Value> = extra.team_reductions.iter().map(|t| t.var).collect();
        let skip = live_in_filter(&loop_plan, &clause_results, &reduction_vars, &entries);
        classify_live_ins(construct, op, &entries, &skip, &extra_live_ins)?
    };
    // Implicit data attributes get their maps with the other clauses'.
    let implicit_maps = extra.add_implicit_maps(op, &live_ins);
    let ExtraMaps {
        maps: extra_maps,
        team_reductions,
        ..
    } = extra;
    Ok(ComputePlan {
        construct,
        op,
        clauses,
        deviceptrs,
        attachments,
        entries,
        privates,
        firstprivates,
        firstprivate_maps,
        clause_results,
        loops: loop_plan,
        extra_maps,
        team_reductions,
        live_ins,
        implicit_maps,
        host_num_threads,
        async_wait,
    })
}

/// The variable of a clause op: its `varPtr`.
fn clause_var<'c, 'a>(op: OperationRef<'c, 'a>) -> Value<'c, 'a> {
    op.operand(0).expect("verified: a clause op has its varPtr")
}

/// The uses of outside values that need no way in: the construct's clause
/// ops' results, the team reductions' variables (inside, the team's copy
/// replaces them; an implicit copy of a reduction variable overrides
/// implicit firstprivate), the captured loop's bounds (`host_eval`), and the
/// variable operand of a clause op inside that names no data clause.
fn live_in_filter<'c, 'a, 'p>(
    loop_plan: &'p loops::Plan<'c, 'a>,
    clause_results: &'p [OperationRef<'c, 'a>],
    reduction_vars: &'p [Value<'c, 'a>],
    entries: &'p [DataEntry<'c, 'a>],
) -> impl Fn(OperationRef<'c, 'a>, usize, Value<'c, 'a>) -> bool + 'p {
    let captured_op = loop_plan.captured.map(|i| loop_plan.loops[i].op);
    let bound_count = loop_plan.captured_bounds().len();
    move |user: OperationRef, index: usize, value: Value| -> bool {
        if defining_op(value).is_some_and(|d| clause_results.contains(&d)) {
            return true;
        }
        if reduction_vars.contains(&value) {
            return true;
        }
        if Some(user) == captured_op && index < bound_count {
            return true;
        }
        index == 0
            && matches!(
                op_name(&user),
                "acc.private" | "acc.firstprivate" | "acc.reduction"
            )
            && !entries.iter().any(|e| defining_op(value) == Some(e.op))
    }
}

/// The maps a construct adds after its data clauses', and its gang-level
/// reductions (which may add a map).
struct ExtraMaps<'c, 'a, 'p> {
    context: &'c Context,
    options: &'p ConvertAccToOmpOptions,
    entries: &'p [DataEntry<'c, 'a>],
    maps: Vec<ExtraMap<'c, 'a>>,
    team_reductions: Vec<TeamReduction<'c, 'a>>,
}

impl<'c, 'a> ExtraMaps<'c, 'a, '_> {
    /// Adds `map`; returns its index among all the construct's maps.
    fn push(&mut self, map: ExtraMap<'c, 'a>) -> usize {
        self.maps.push(map);
        self.entries.len() + self.maps.len() - 1
    }

    /// Gang-level reductions: the construct's, and the loops' on variables
    /// from outside the construct.
    fn add_team_reductions(
        &mut self,
        op: OperationRef<'c, 'a>,
        construct_reductions: &[ClauseOp<'c, 'a>],
        loop_plan: &loops::Plan<'c, 'a>,
    ) -> Result<(), NoMatch> {
        for clause in construct_reductions {
            let reduction = reduction::analyze(clause.op)?;
            let var = clause_var(clause.op);
            self.add_team_reduction(var, reduction, Some(clause.op), clause.op)?;
        }
        for lp in &loop_plan.loops {
            for (reduction_op, reduction) in &lp.reductions {
                let mut var = clause_var(*reduction_op);
                // A loop reduction of the construct's own reduction variable
                // (`parallel reduction(+:x)` + `loop reduction(+:x)`, whose
                // varPtr is the construct's `acc.reduction`): the same team
                // reduction.
                if let Some(clause) = construct_reductions
                    .iter()
                    .find(|c| defining_op(var) == Some(c.op))
                {
                    var = clause_var(clause.op);
                }
                // A loop reduction of the construct's `private` or
                // `firstprivate` variable reduces into each gang's copy:
                // no team reduction. A gang loop's (explicit or Clacc's
                // implicit gang) would leave each gang's copy with only its
                // share of the iterations.
                let gang_private = defining_op(var)
                    .is_some_and(|d| matches!(op_name(&d), "acc.private" | "acc.firstprivate"));
                if gang_private && lp.partition.gang {
                    return Err(NoMatch::unsupported_at(
                        reduction_op.location(),
                        format!(
                            "a reduction of '{}', which the compute construct makes private to \
                             each gang, on a loop partitioned across the gangs{}: each gang's \
                             copy would get only its share of the iterations (reduce it on a \
                             worker or vector loop inside a gang loop, or reduce a variable the \
                             gangs share)",
                            reduction.name,
                            if lp.implicit_gang {
                                " (the implicit gang loop)"
                            } else {
                                ""
                            }
                        ),
                    ));
                }
                if !defined_inside(var, op) && !gang_private {
                    if reduction.is_section()
                        && reduction::extent(*reduction_op).is_none_or(|e| defined_inside(e, op))
                    {
                        return Err(NoMatch::unsupported_at(
                            reduction_op.location(),
                            format!(
                                "a loop's reduction of '{}', a section of a run-time length of \
                                 a variable of the compute construct, whose length is computed \
                                 inside the construct (reduce it on the compute construct, or \
                                 on a combined construct)",
                                reduction.name
                            ),
                        ));
                    }
                    self.add_team_reduction(var, reduction.clone(), None, *reduction_op)?;
                }
            }
        }
        Ok(())
    }

    /// A reduction on `omp.teams` of `var` (merged with one on the same
    /// variable); a variable without a data clause gets an implicit copy.
    fn add_team_reduction(
        &mut self,
        var: Value<'c, 'a>,
        reduction: Reduction<'c>,
        construct_op: Option<OperationRef<'c, 'a>>,
        reduction_op: OperationRef<'c, 'a>,
    ) -> Result<(), NoMatch> {
        let location = reduction_op.location();
        if let Some(existing) = self.team_reductions.iter_mut().find(|t| t.var == var) {
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
            if existing.reduction.r#type != reduction.r#type {
                // One private copy per team: of one type.
                return Err(NoMatch::unsupported_at(
                    location,
                    format!(
                        "gang-level reductions of '{}' as {} and as {} in one construct",
                        reduction.name, existing.reduction.r#type, reduction.r#type
                    ),
                ));
            }
            existing.construct_ops.extend(construct_op);
            return Ok(());
        }
        let map = match self
            .entries
            .iter()
            .position(|e| defining_op(var) == Some(e.op) || e.var == var)
        {
            Some(index) => index,
            // A section of a run-time length is mapped with its bounds (the
            // front end gives it a data entry).
            None if reduction.is_section() => {
                return Err(NoMatch::unsupported_at(
                    location,
                    format!(
                        "a reduction of '{}', a section of a run-time length, without a data \
                         clause of its own on the construct",
                        reduction.name
                    ),
                ));
            }
            None => {
                // Named after the variable, for the source printer.
                let name = (!reduction.name.is_empty()).then(|| {
                    melior::ir::attribute::StringAttribute::new(self.context, &reduction.name)
                        .into()
                });
                let flags = Clause::Copy.map_flags(self.options);
                self.push(ExtraMap::new(var, reduction.r#type, flags, name))
            }
        };
        let extent = reduction
            .is_section()
            .then(|| reduction::extent(reduction_op))
            .flatten();
        self.team_reductions.push(TeamReduction {
            var,
            reduction,
            map,
            construct_ops: construct_op.into_iter().collect(),
            extent,
        });
        Ok(())
    }

    /// One map per implicit data attribute among `live_ins`; returns each
    /// value's map.
    fn add_implicit_maps(
        &mut self,
        op: OperationRef<'c, 'a>,
        live_ins: &[(Value<'c, 'a>, LiveIn<'c, 'a>)],
    ) -> Vec<(Value<'c, 'a>, usize)> {
        let mut implicit_maps = Vec::new();
        for (value, how) in live_ins {
            if let LiveIn::Implicit(kind, element) = how {
                let flags = match kind {
                    ImplicitKind::Copy => Clause::Copy.map_flags(self.options),
                    ImplicitKind::Present => Clause::Present.map_flags(self.options),
                    ImplicitKind::Firstprivate => Clause::Copyin.map_flags(self.options),
                    // The data is present (the enclosing construct's clause
                    // made it so): a map that moves nothing and makes no
                    // private copy, as Clacc's `defaultmap(tofrom: scalar)`.
                    ImplicitKind::Visible => "to|from".to_string(),
                };
                let name = build::variable_name(*value).map(|name| {
                    melior::ir::attribute::StringAttribute::new(self.context, &name).into()
                });
                let mut map = ExtraMap::new(*value, *element, flags, name);
                map.visible = *kind == ImplicitKind::Visible;
                // Written in the construct: each gang's copy (the source
                // printer's `firstprivate`).
                map.gang_copy = *kind == ImplicitKind::Firstprivate
                    && users(*value).iter().any(|user| {
                        op_name(user) == "llvm.store"
                            && user.operand(1).ok() == Some(*value)
                            && acc2omp_dialects::ops::is_ancestor(op, *user)
                    });
                implicit_maps.push((*value, self.push(map)));
            }
        }
        implicit_maps
    }
}
