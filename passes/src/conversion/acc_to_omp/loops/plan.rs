//! The plan of a construct's loops: Clacc's partitioning with the implicit
//! clauses, the nesting rules, where privates go, the captured loop. It
//! changes no IR.

use super::{
    ImplicitWorker, LoopOptions, LoopPlan, Partition, Plan,
    clauses::{gang_static_chunk, tile_sizes},
    privatize::{private_names, private_type},
};
use crate::conversion::acc_to_omp::clause::reduction::{self, Reduction};
use crate::{
    acc::{
        loop_op::{has_device_type, inclusive_flags},
        operands::r#loop::{
            CACHE, FIRSTPRIVATE, GANG as GANG_OPERANDS, LOWER, PRIVATE, REDUCTION, STEP, UPPER,
            VECTOR as VECTOR_OPERANDS, WORKER as WORKER_OPERANDS,
        },
    },
    driver::NoMatch,
    ir::{defined_inside, defining_op, integer_constant_value},
    transforms::implicit,
};
use acc2omp_dialects::ops::{collect_nested, is_ancestor, op_name, operand_group};
use melior::ir::{BlockLike, OperationRef, RegionLike, Value, operation::OperationLike};

/// The `acc.loop` ops nested in `construct` whose nearest enclosing loop is
/// `parent` (None: not nested in a loop of the construct).
fn parent_loop<'c, 'a>(
    op: OperationRef<'c, 'a>,
    construct: OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(candidate) = current {
        if candidate == construct {
            return None;
        }
        if op_name(&candidate) == "acc.loop" {
            return Some(candidate);
        }
        current = candidate.parent_operation();
    }
    None
}

/// The `acc.loop` ops of a construct, outer loops first, and the loop
/// around each.
struct Nest<'c, 'a> {
    ops: Vec<OperationRef<'c, 'a>>,
    /// The index of each loop's nearest enclosing loop.
    parents: Vec<Option<usize>>,
}

impl Nest<'_, '_> {
    /// The loops around loop `index`, innermost first.
    fn ancestors(&self, index: usize) -> Vec<usize> {
        std::iter::successors(self.parents[index], |a| self.parents[*a]).collect()
    }

    /// The loops inside loop `index`.
    fn descendants(&self, index: usize) -> Vec<usize> {
        (0..self.ops.len())
            .filter(|d| *d != index && is_ancestor(self.ops[index], self.ops[*d]))
            .collect()
    }
}

/// What each loop's own clauses say.
struct Explicit {
    /// The partitioning (none for a sequential loop).
    partitions: Vec<Partition>,
    /// `seq`, or `auto` (which becomes sequential).
    sequential: Vec<bool>,
    /// `gang(static:n)`: see [`gang_static_chunk`].
    gang_static: Vec<Option<Option<usize>>>,
}

/// Plans every loop of `construct` (Clacc's partitioning, implicit gang,
/// the captured loop, where privates go). `vector_length` is the construct's
/// constant `vector_length`, if any.
/// With `orphaned`, `construct` is a function (an `acc routine`): its loops
/// must be sequential and get no implicit gang.
/// `options` choose the alternative mappings: vector loops as threads
/// (`vector=parallel-for`), Clacc's implicit worker and vector clauses.
pub(crate) fn plan<'c, 'a>(
    construct: OperationRef<'c, 'a>,
    construct_name: &str,
    vector_length: Option<i64>,
    orphaned: bool,
    options: &LoopOptions,
) -> Result<Plan<'c, 'a>, NoMatch> {
    let ops = collect_nested(construct, |op| op_name(&op) == "acc.loop");
    let parents: Vec<Option<usize>> = ops
        .iter()
        .map(|op| {
            parent_loop(*op, construct)
                .and_then(|p| ops.iter().position(|candidate| *candidate == p))
        })
        .collect();
    let nest = Nest { ops, parents };
    let explicit = explicit_partitions(&nest.ops)?;
    let effective = effective_partitions(&nest, &explicit, orphaned, options)?;

    // Nesting rules and the plan of each loop.
    let mut plan = Plan::default();
    for index in 0..nest.ops.len() {
        let lp = plan_loop(&nest, &effective, &explicit, index, vector_length, options)?;
        plan.uses_workers |= lp.partition.worker && !lp.vector_as_threads;
        plan.loops.push(lp);
    }
    if orphaned {
        share_orphaned_gang_loops(&explicit, &mut plan)?;
    }
    place_privates(&nest, &effective, &mut plan)?;
    plan.captured = captured_loop(construct, construct_name, orphaned, &nest, &effective)?;
    Ok(plan)
}

/// Explicit partitioning, after `auto` loops have become sequential; the
/// clauses of a loop that are not converted.
fn explicit_partitions(ops: &[OperationRef]) -> Result<Explicit, NoMatch> {
    let mut explicit = Explicit {
        partitions: Vec::new(),
        sequential: Vec::new(),
        gang_static: Vec::new(),
    };
    for op in ops {
        let op = *op;
        let location = op.location();
        for (group, clause) in [(FIRSTPRIVATE, "firstprivate"), (WORKER_OPERANDS, "worker")] {
            if !operand_group(op, group).is_empty() {
                let what = match clause {
                    "gang" | "worker" => {
                        format!("'{clause}' clause with an argument on 'acc.loop'")
                    }
                    _ => format!("'{clause}' clause on 'acc.loop'"),
                };
                return Err(NoMatch::unsupported_at(location, what));
            }
        }
        explicit.gang_static.push(gang_static_chunk(op)?);
        if op.region(0).ok().and_then(|r| r.first_block()).is_none() {
            return Err(NoMatch::unsupported_at(
                location,
                "'acc.loop' with an empty region (no block)",
            ));
        }
        if op.attribute("unstructured").is_ok() {
            return Err(NoMatch::unsupported_at(
                location,
                "'acc.loop' without a single-block body (unstructured control flow)",
            ));
        }
        let sequential = has_device_type(op, "seq") || has_device_type(op, "auto_");
        let partition = Partition {
            gang: has_device_type(op, "gang") || !operand_group(op, GANG_OPERANDS).is_empty(),
            worker: has_device_type(op, "worker"),
            vector: has_device_type(op, "vector") || !operand_group(op, VECTOR_OPERANDS).is_empty(),
        };
        explicit.sequential.push(sequential);
        explicit.partitions.push(if sequential {
            Partition::default()
        } else {
            partition
        });
    }
    Ok(explicit)
}

/// The partitioning with the implicit clauses: implicit gang (Clacc's rule,
/// transforms::implicit) or, orphaned, no partitioned loop at all; then
/// Clacc's implicit worker and vector clauses (off by default).
fn effective_partitions(
    nest: &Nest,
    explicit: &Explicit,
    orphaned: bool,
    options: &LoopOptions,
) -> Result<Vec<Partition>, NoMatch> {
    let ops = &nest.ops;
    let mut effective = explicit.partitions.clone();
    if orphaned {
        // A routine's worker and vector loops run sequentially in the
        // calling gang or worker: one worker, one vector lane, a schedule
        // OpenACC allows (the routine's own partitioning is not used yet).
        // Its gang loops too, sharing their iterations among the gangs
        // that call the routine ([`share_orphaned_gang_loops`]).
        return Ok(vec![Partition::default(); ops.len()]);
    } else {
        let loop_nest = implicit::LoopNest {
            ops,
            parents: &nest.parents,
            sequential: &explicit.sequential,
            gang: &explicit
                .partitions
                .iter()
                .map(|p| p.gang)
                .collect::<Vec<bool>>(),
            parallel: &explicit
                .partitions
                .iter()
                .map(|p| p.parallel())
                .collect::<Vec<bool>>(),
        };
        for (index, gang) in implicit::implicit_gang(&loop_nest).into_iter().enumerate() {
            effective[index].gang |= gang;
        }
    }

    let worker_permitted = |effective: &[Partition], index: usize| {
        !explicit.sequential[index]
            && !effective[index].worker
            && nest
                .ancestors(index)
                .iter()
                .all(|a| !effective[*a].worker && !effective[*a].vector)
            && nest
                .descendants(index)
                .iter()
                .all(|d| !effective[*d].gang && !effective[*d].worker)
    };
    if matches!(
        options.implicit_worker,
        ImplicitWorker::Vector | ImplicitWorker::VectorOuter
    ) {
        for index in 0..ops.len() {
            if explicit.partitions[index].vector && worker_permitted(&effective, index) {
                effective[index].worker = true;
            }
        }
    }
    if matches!(
        options.implicit_worker,
        ImplicitWorker::Outer | ImplicitWorker::VectorOuter
    ) {
        for index in 0..ops.len() {
            if worker_permitted(&effective, index) {
                effective[index].worker = true;
            }
        }
    }
    if options.implicit_vector {
        for index in 0..ops.len() {
            let permitted = !explicit.sequential[index]
                && !effective[index].vector
                && nest.ancestors(index).iter().all(|a| !effective[*a].vector)
                && nest
                    .descendants(index)
                    .iter()
                    .all(|d| !effective[*d].parallel());
            if permitted {
                effective[index].vector = true;
            }
        }
    }
    // A vector loop reducing an array or a struct: its SIMD lanes would
    // share the by-reference private copy (MLIR 22's `omp.simd` privatizes
    // it once and marks the loop's accesses parallel: vectorized, the
    // lanes' updates of one element are lost). Its vector level runs as
    // threads where a worker level may be added, else in one lane.
    for index in 0..ops.len() {
        if effective[index].vector && has_aggregate_reduction(ops[index]) {
            if worker_permitted(&effective, index) {
                effective[index].worker = true;
            }
            effective[index].vector = false;
        }
    }
    Ok(effective)
}

/// Whether `op` reduces an array, a struct or a section of a run-time
/// length (an `acc.reduction` with bounds).
fn has_aggregate_reduction(op: OperationRef) -> bool {
    operand_group(op, REDUCTION)
        .into_iter()
        .filter_map(defining_op)
        .any(|r| {
            reduction::extent(r).is_some()
                || crate::ir::type_attribute(r, "varType").is_some_and(|t| {
                    let t = t.to_string();
                    t.starts_with("!llvm.array") || t.starts_with("!llvm.struct")
                })
        })
}

/// The gang loops of a routine (`routine gang`): sequential in each gang
/// that calls the routine, their iterations shared among those gangs (see
/// [`LoopPlan::shared_by_teams`]). One control variable; a reduction would
/// have to combine the gangs' partial values, which nothing synchronizes
/// outside a compute construct.
fn share_orphaned_gang_loops(explicit: &Explicit, plan: &mut Plan) -> Result<(), NoMatch> {
    for (index, lp) in plan.loops.iter_mut().enumerate() {
        if !explicit.partitions[index].gang {
            continue;
        }
        let location = lp.op.location();
        if operand_group(lp.op, LOWER).len() != 1 {
            return Err(NoMatch::unsupported_at(
                location,
                "a collapsed gang loop in a routine ('routine gang')",
            ));
        }
        if !lp.reductions.is_empty() {
            return Err(NoMatch::unsupported_at(
                location,
                "a reduction on a gang loop in a routine ('routine gang': the gangs that call \
                 it have nothing to combine their values in)",
            ));
        }
        // Each team starts at lb + t * step: an unsigned control variable
        // could wrap around past its bound.
        if crate::acc::loop_op::unsigned_flags(lp.op, 1)[0] {
            return Err(NoMatch::unsupported_at(
                location,
                "a gang loop with an unsigned control variable in a routine ('routine gang')",
            ));
        }
        lp.shared_by_teams = true;
    }
    Ok(())
}

/// The plan of loop `index`, after the nesting rules.
fn plan_loop<'c, 'a>(
    nest: &Nest<'c, 'a>,
    effective: &[Partition],
    explicit: &Explicit,
    index: usize,
    vector_length: Option<i64>,
    options: &LoopOptions,
) -> Result<LoopPlan<'c, 'a>, NoMatch> {
    let op = nest.ops[index];
    let location = op.location();
    let partition = effective[index];
    let inside_gang_or_worker = check_nesting(nest, effective, index)?;
    let lowers = operand_group(op, LOWER);
    if lowers.is_empty() {
        return Err(NoMatch::unsupported_at(
            location,
            "'acc.loop' without 'control' bounds",
        ));
    }
    let induction_variables = op
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .map_or(0, |body| body.argument_count());
    if induction_variables != lowers.len() {
        return Err(NoMatch::error_at(
            location,
            format!(
                "'acc.loop' with {} bounds and {induction_variables} induction variables",
                lowers.len()
            ),
        ));
    }
    if partition.parallel() {
        let inclusive = inclusive_flags(op, lowers.len());
        if inclusive.iter().any(|f| *f != inclusive[0]) {
            return Err(NoMatch::unsupported_at(
                location,
                "collapsed 'acc.loop' mixing inclusive and exclusive upper bounds",
            ));
        }
    }
    let tiles = tile_sizes(op, lowers.len())?;
    // A 64-bit unsigned control variable (`size_t i`) of a parallelized
    // loop runs as a signed `i64` (OpenMP loops in MLIR 22 compare
    // signed): exact for bounds below 2^63, which is every array's.
    let simdlen = match operand_group(op, VECTOR_OPERANDS).first() {
        Some(length) => integer_constant_value(*length).filter(|v| *v > 0),
        None => vector_length,
    };
    let reductions = loop_reductions(op)?;
    let inside_worker = nest.ancestors(index).iter().any(|a| effective[*a].worker);
    let as_threads =
        options.vector_as_threads && partition.vector && !partition.worker && !inside_worker;
    // worker=simd: a worker loop with no vector loop inside becomes SIMD
    // lanes (with its own vector level, if any, merged into them).
    let vector_inside = (0..nest.ops.len())
        .any(|d| d != index && effective[d].vector && is_ancestor(op, nest.ops[d]));
    let worker_as_simd = options.worker_as_simd && partition.worker && !vector_inside;
    let partition = if as_threads {
        Partition {
            worker: true,
            vector: false,
            ..partition
        }
    } else if worker_as_simd {
        Partition {
            worker: false,
            vector: true,
            ..partition
        }
    } else {
        partition
    };
    // A vector loop (`omp.simd`) is collapsed, not tiled: OpenMP allows
    // no `tile` inside `simd`, and SIMD lanes over the floor loops would
    // step across tiles; OpenACC gives vector the element loops.
    let tiles = tiles.filter(|_| !options.tile_as_collapse && !partition.vector);
    Ok(LoopPlan {
        op,
        partition,
        inside_gang_or_worker,
        simdlen,
        privates: Vec::new(),
        reductions,
        vector_as_threads: as_threads,
        tiles,
        gang_static: explicit.gang_static[index],
        implicit_gang: partition.gang && !explicit.partitions[index].gang,
        private_names: private_names(op),
        shared_by_teams: false,
        caches: operand_group(op, CACHE)
            .into_iter()
            .filter_map(defining_op)
            .filter(|d| op_name(d) == "acc.cache")
            .collect(),
    })
}

/// A loop may not be nested in a loop partitioned at the same or an inner
/// level. Returns whether a gang or worker loop is around it.
fn check_nesting(nest: &Nest, effective: &[Partition], index: usize) -> Result<bool, NoMatch> {
    let partition = effective[index];
    let mut inside_gang_or_worker = false;
    for a in nest.ancestors(index) {
        let outer = effective[a];
        let conflict = (partition.gang && outer.parallel())
            || (partition.worker && (outer.worker || outer.vector))
            || (partition.vector && outer.vector);
        if conflict {
            let level = if partition.gang {
                "gang"
            } else if partition.worker {
                "worker"
            } else {
                "vector"
            };
            return Err(NoMatch::error_at(
                nest.ops[index].location(),
                format!(
                    "a '{level}' loop cannot be nested in a loop partitioned at the same or \
                     an inner level"
                ),
            ));
        }
        inside_gang_or_worker |= outer.gang || outer.worker;
    }
    Ok(inside_gang_or_worker)
}

/// The reductions of loop `op`; reducing its control variable is an error.
fn loop_reductions<'c, 'a>(
    op: OperationRef<'c, 'a>,
) -> Result<Vec<(OperationRef<'c, 'a>, Reduction<'c>)>, NoMatch> {
    let location = op.location();
    let mut reductions = Vec::new();
    for value in operand_group(op, REDUCTION) {
        let def = defining_op(value)
            .filter(|d| op_name(d) == "acc.reduction")
            .ok_or_else(|| {
                NoMatch::unsupported_at(
                    location,
                    "a reduction operand not defined by 'acc.reduction'",
                )
            })?;
        // The loop control variable is privatized implicitly (the front
        // end's implicit `acc.private` of it); reducing it is an error.
        let var = def.operand(0).ok();
        let is_control_variable = operand_group(op, PRIVATE)
            .into_iter()
            .filter_map(defining_op)
            .any(|p| {
                op_name(&p) == "acc.private"
                    && p.attribute("implicit").is_ok()
                    && p.operand(0).ok() == var
            });
        let reduction = reduction::analyze(def)?;
        if is_control_variable {
            return Err(NoMatch::error_at(
                def.location(),
                format!(
                    "reduction on the loop control variable '{}'",
                    reduction.name
                ),
            ));
        }
        reductions.push((def, reduction));
    }
    Ok(reductions)
}

/// Where privates go: on the innermost parallelized loop around (or at)
/// their loop, else one copy per gang.
fn place_privates<'c, 'a>(
    nest: &Nest<'c, 'a>,
    effective: &[Partition],
    plan: &mut Plan<'c, 'a>,
) -> Result<(), NoMatch> {
    for (index, op) in nest.ops.iter().enumerate() {
        let privates: Vec<OperationRef> = operand_group(*op, PRIVATE)
            .into_iter()
            .filter_map(defining_op)
            .filter(|d| op_name(d) == "acc.private")
            .collect();
        let mut owner = Some(index);
        while let Some(o) = owner {
            if effective[o].parallel() {
                break;
            }
            owner = nest.parents[o];
        }
        for private in privates {
            private_type(private)?;
            let list = match owner {
                Some(o) => &mut plan.loops[o].privates,
                None => &mut plan.gang_privates,
            };
            if !list.contains(&private) {
                list.push(private);
            }
        }
    }
    Ok(())
}

/// The captured loop: the construct's region is one block whose only op
/// that becomes an OpenMP op is a gang loop. Its bounds must be computable
/// on the host.
fn captured_loop(
    construct: OperationRef,
    construct_name: &str,
    orphaned: bool,
    nest: &Nest,
    effective: &[Partition],
) -> Result<Option<usize>, NoMatch> {
    let ops = &nest.ops;
    let Some(block) = construct
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .filter(|b| !orphaned && b.next_in_region().is_none())
    else {
        return Ok(None);
    };
    // Whether `op` becomes an OpenMP op other than a terminator.
    let becomes_omp = |op: OperationRef| {
        let name = op_name(&op);
        match name {
            "acc.loop" => ops
                .iter()
                .position(|l| *l == op)
                .is_some_and(|i| effective[i].parallel()),
            "acc.yield" | "acc.terminator" | "acc.private" | "acc.firstprivate"
            | "acc.reduction" | "acc.bounds" | "acc.cache" => false,
            _ => name.starts_with("acc.") || name.starts_with("omp."),
        }
    };
    let mut omp_ops = Vec::new();
    let mut current = block.first_operation();
    while let Some(op) = current {
        // C control flow (an `if`, a C loop, a sequential loop) that holds
        // a partitioned loop or another op that becomes an OpenMP op (an
        // atomic): once MLIR lowers it to branches, that op is in the same
        // region as the loop, and MLIR's kernel capture takes no loop
        // (host_eval bounds made its verifier fail: internal errors found
        // by differential testing and by a libgomp test).
        let holds_omp = || op.region_count() > 0 && !collect_nested(op, becomes_omp).is_empty();
        if becomes_omp(op) || holds_omp() {
            omp_ops.push(op);
        }
        current = op.next_in_block();
    }
    let [only] = omp_ops.as_slice() else {
        return Ok(None);
    };
    let Some(index) = ops
        .iter()
        .position(|l| l == only)
        .filter(|i| effective[*i].gang)
    else {
        return Ok(None);
    };
    for bound in plan_bounds(ops[index]) {
        if defined_inside(bound, construct) && integer_constant_value(bound).is_none() {
            return Err(NoMatch::unsupported_at(
                ops[index].location(),
                format!(
                    "bounds of the gang loop computed inside '{construct_name}' from values \
                     the host cannot compute before it (memory written or a call made earlier \
                     in the construct): compute them before the construct"
                ),
            ));
        }
    }
    Ok(Some(index))
}

/// The loop's lower bounds, upper bounds and steps.
pub(super) fn plan_bounds<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    [LOWER, UPPER, STEP]
        .iter()
        .flat_map(|g| operand_group(op, *g))
        .collect()
}
