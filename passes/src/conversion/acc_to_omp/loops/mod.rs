//! Loops inside a compute construct (Clacc's "Loop Directives").
//!
//! A loop is *sequential* with `seq`, with `auto`, or without `gang`,
//! `worker` and `vector` unless it gets an implicit `gang`; it becomes a plain
//! `scf.for` (or `scf.while` for inclusive bounds and negative or runtime
//! steps). Otherwise it is *parallelized*:
//!
//! | partitioning            | OpenMP                                                            |
//! |-------------------------|-------------------------------------------------------------------|
//! | gang                    | `omp.distribute`                                                  |
//! | gang worker             | composite `omp.parallel` > `omp.distribute` > `omp.wsloop`        |
//! | gang vector             | composite `omp.distribute` > `omp.simd`                           |
//! | gang worker vector      | composite `omp.parallel` > `distribute` > `wsloop` > `simd`        |
//! | worker                  | `omp.parallel num_threads(w)` > `omp.wsloop`                      |
//! | worker vector           | `omp.parallel num_threads(w)` > composite `wsloop` > `simd`        |
//! | vector, inside gang or worker loop | `omp.simd`                                             |
//! | vector, no gang/worker loop around | `omp.parallel num_threads(1)` > composite `wsloop` > `simd` |
//!
//! `num_threads` is the construct's `num_workers`, `simdlen` its constant
//! `vector_length`. An implicit `gang` goes to the outermost naked loops
//! (no `gang`, `worker`, `vector`, `seq` or `auto`) that have no partitioned
//! or naked loop around them and no gang loop inside, after `auto` loops have
//! become sequential ("Implicit Gang Clauses").
//!
//! `private` variables are privatized (`omp.private`) on the innermost
//! wrapper of the loop; those of a sequential loop on the innermost
//! wrapper of the parallelized loop around it, or, with none, once per gang
//! (an `llvm.alloca` at the start of the `omp.teams` region). `reduction`s go
//! on the `omp.wsloop` (worker) and `omp.simd` (vector) of the loop; the gang
//! level of a reduction is the construct's (see `compute.rs`).

use super::clause::reduction::{self, Reduction};
use crate::{
    acc::{
        loop_op::{has_device_type, inclusive_flags, unsigned_flags},
        operands::{
            r#loop::{
                CACHE, FIRSTPRIVATE, GANG as GANG_OPERANDS, LOWER, PRIVATE, REDUCTION, STEP, TILE,
                UPPER, VECTOR as VECTOR_OPERANDS, WORKER as WORKER_OPERANDS,
            },
            omp_distribute, omp_parallel, omp_simd, omp_wsloop, sizes,
        },
    },
    driver::NoMatch,
    ir::{
        OpSpec, constant, copy_source, defined_inside, defining_op, entry_block,
        integer_constant_value, replace_uses_inside, result, value,
    },
    transforms::implicit,
};
use acc2omp_dialects::ops::{
    OperationLikeExt, collect_nested, is_ancestor, op_name, operand_group, users,
};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, BlockLike, BlockRef, Location, OperationRef, RegionLike, Type, Value, ValueLike,
        attribute::{StringAttribute, TypeAttribute},
        operation::{OperationLike, OperationMutLike},
    },
};

/// Clacc's `-fopenacc-implicit-worker=none|vector|outer|vector-outer`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum ImplicitWorker {
    /// No implicit worker clauses (Clacc's default).
    #[default]
    None,
    /// Loops with an explicit `vector` clause.
    Vector,
    /// Each loop nest's outermost loops on which `worker` is permitted.
    Outer,
    /// `Vector`, then `Outer`.
    VectorOuter,
}

/// The pass options that choose how loops are mapped.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LoopOptions {
    /// `vector=parallel-for`.
    pub vector_as_threads: bool,
    /// `implicit-worker=...`.
    pub implicit_worker: ImplicitWorker,
    /// `implicit-vector=outer`: each loop nest's outermost loops on which
    /// `vector` is permitted get an implicit `vector`.
    pub implicit_vector: bool,
    /// `worker=simd`: worker loops become `omp.simd` instead of
    /// `omp.parallel` + `omp.wsloop`.
    pub worker_as_simd: bool,
    /// `tile=collapse`: a `tile` clause collapses its loops without tiling
    /// them (its loops are independent, so this is only a different
    /// schedule), for OpenMP implementations without `omp tile`.
    pub tile_as_collapse: bool,
}

/// How a loop is partitioned; all false for a sequential loop.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Partition {
    pub gang: bool,
    pub worker: bool,
    pub vector: bool,
}

impl Partition {
    pub(crate) fn parallel(self) -> bool {
        self.gang || self.worker || self.vector
    }
}

/// The plan for one `acc.loop`.
#[derive(Debug)]
pub(crate) struct LoopPlan<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub partition: Partition,
    /// A loop around this one is gang- or worker-partitioned.
    pub inside_gang_or_worker: bool,
    /// `vector(n)` with a constant `n`; else the construct's constant
    /// `vector_length`.
    pub simdlen: Option<i64>,
    /// `acc.private` ops privatized on this loop's innermost wrapper.
    pub privates: Vec<OperationRef<'c, 'a>>,
    /// `acc.reduction` ops of this loop.
    pub reductions: Vec<(OperationRef<'c, 'a>, Reduction<'c>)>,
    /// A vector loop mapped to threads (`vector=parallel-for`): its
    /// `partition` says worker; `num_threads` is `simdlen`, if any.
    pub vector_as_threads: bool,
    /// `tile(...)` sizes, one per induction variable (`*` is -1: no
    /// tiling of that loop, size 1).
    pub tiles: Option<Vec<i64>>,
    /// `gang(static:n)` -> `dist_schedule(static, n)`: `Some(None)` for
    /// `static:*`, the index of the chunk operand otherwise.
    pub gang_static: Option<Option<usize>>,
    /// `acc.cache` ops of the loop's `cache` directive: a hint, dropped (the
    /// body uses the variable itself), as Clacc does.
    pub caches: Vec<OperationRef<'c, 'a>>,
    /// The variables the loop's own `private` clause names, but control
    /// variables its `for` declares (for the source printer's copies of a
    /// sequential loop's).
    pub private_names: Vec<String>,
}

/// The plan for the loops of one compute construct.
#[derive(Debug, Default)]
pub(crate) struct Plan<'c, 'a> {
    /// Every `acc.loop`, outer loops first.
    pub loops: Vec<LoopPlan<'c, 'a>>,
    /// The loop MLIR will capture as the target's kernel loop: its bounds
    /// must come from the host (`host_eval`).
    pub captured: Option<usize>,
    /// `acc.private` ops of sequential loops outside any parallelized loop:
    /// one copy per gang.
    pub gang_privates: Vec<OperationRef<'c, 'a>>,
    /// Some loop is worker-partitioned (it needs `num_workers`).
    pub uses_workers: bool,
}

impl<'c, 'a> Plan<'c, 'a> {
    /// The captured loop's bounds: lower bounds, upper bounds, steps.
    pub(crate) fn captured_bounds(&self) -> Vec<Value<'c, 'a>> {
        match self.captured {
            Some(index) => {
                let op = self.loops[index].op;
                [LOWER, UPPER, STEP]
                    .iter()
                    .flat_map(|g| operand_group(op, *g))
                    .collect()
            }
            None => Vec::new(),
        }
    }

    /// The captured loop is composite gang-worker: its `omp.parallel` takes
    /// `num_threads` from the host.
    pub(crate) fn captured_gang_worker(&self) -> bool {
        self.captured.is_some_and(|i| {
            let lp = &self.loops[i];
            lp.partition.worker && lp.partition.gang && !lp.vector_as_threads
        })
    }
}

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
    let vector_as_threads = options.vector_as_threads;
    let ops = collect_nested(construct, |op| op_name(&op) == "acc.loop");
    let parents: Vec<Option<usize>> = ops
        .iter()
        .map(|op| {
            parent_loop(*op, construct)
                .and_then(|p| ops.iter().position(|candidate| *candidate == p))
        })
        .collect();
    let mut plan = Plan::default();

    // Explicit partitioning, after `auto` loops have become sequential.
    let mut explicit = Vec::new();
    let mut naked = Vec::new();
    let mut explicitly_sequential = Vec::new();
    let mut gang_static = Vec::new();
    for op in &ops {
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
        gang_static.push(gang_static_chunk(op)?);
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
        naked.push(!sequential && !partition.parallel());
        explicitly_sequential.push(sequential);
        explicit.push(if sequential {
            Partition::default()
        } else {
            partition
        });
    }

    // Implicit gang (Clacc's rule, transforms::implicit), or, orphaned, no
    // partitioned loop at all.
    let mut effective = explicit.clone();
    if orphaned {
        if let Some(index) = (0..ops.len()).find(|i| explicit[*i].parallel()) {
            return Err(NoMatch::unsupported_at(
                ops[index].location(),
                format!(
                    "a gang, worker or vector loop outside a compute construct (orphaned, in \
                     '{construct_name}')"
                ),
            ));
        }
    } else {
        let nest = implicit::LoopNest {
            ops: &ops,
            parents: &parents,
            sequential: &explicitly_sequential,
            gang: &explicit.iter().map(|p| p.gang).collect::<Vec<bool>>(),
            parallel: &explicit.iter().map(|p| p.parallel()).collect::<Vec<bool>>(),
        };
        for (index, gang) in implicit::implicit_gang(&nest).into_iter().enumerate() {
            effective[index].gang |= gang;
        }
    }

    // Clacc's implicit worker and vector clauses (off by default).
    let ancestors = |index: usize| {
        std::iter::successors(parents[index], |a| parents[*a]).collect::<Vec<usize>>()
    };
    let descendants = |index: usize| {
        (0..ops.len())
            .filter(|d| *d != index && is_ancestor(ops[index], ops[*d]))
            .collect::<Vec<usize>>()
    };
    let worker_permitted = |effective: &[Partition], index: usize| {
        !explicitly_sequential[index]
            && !effective[index].worker
            && ancestors(index)
                .iter()
                .all(|a| !effective[*a].worker && !effective[*a].vector)
            && descendants(index)
                .iter()
                .all(|d| !effective[*d].gang && !effective[*d].worker)
    };
    if matches!(
        options.implicit_worker,
        ImplicitWorker::Vector | ImplicitWorker::VectorOuter
    ) {
        for index in 0..ops.len() {
            if explicit[index].vector && worker_permitted(&effective, index) {
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
            let permitted = !explicitly_sequential[index]
                && !effective[index].vector
                && ancestors(index).iter().all(|a| !effective[*a].vector)
                && descendants(index).iter().all(|d| !effective[*d].parallel());
            if permitted {
                effective[index].vector = true;
            }
        }
    }

    // Nesting rules and the plan of each loop.
    for (index, op) in ops.iter().enumerate() {
        let op = *op;
        let location = op.location();
        let partition = effective[index];
        let mut inside_gang_or_worker = false;
        let mut ancestor = parents[index];
        while let Some(a) = ancestor {
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
                    location,
                    format!(
                        "a '{level}' loop cannot be nested in a loop partitioned at the same or \
                         an inner level"
                    ),
                ));
            }
            inside_gang_or_worker |= outer.gang || outer.worker;
            ancestor = parents[a];
        }
        let lowers = operand_group(op, LOWER);
        if lowers.is_empty() {
            return Err(NoMatch::unsupported_at(
                location,
                "'acc.loop' without 'control' bounds",
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
        let mut inside_worker = false;
        let mut ancestor = parents[index];
        while let Some(a) = ancestor {
            inside_worker |= effective[a].worker;
            ancestor = parents[a];
        }
        let as_threads =
            vector_as_threads && partition.vector && !partition.worker && !inside_worker;
        // worker=simd: a worker loop with no vector loop inside becomes SIMD
        // lanes (with its own vector level, if any, merged into them).
        let vector_inside =
            (0..ops.len()).any(|d| d != index && effective[d].vector && is_ancestor(op, ops[d]));
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
        plan.uses_workers |= partition.worker && !as_threads;
        // A vector loop (`omp.simd`) is collapsed, not tiled: OpenMP allows
        // no `tile` inside `simd`, and SIMD lanes over the floor loops would
        // step across tiles; OpenACC gives vector the element loops.
        let tiles = tiles.filter(|_| !options.tile_as_collapse && !partition.vector);
        plan.loops.push(LoopPlan {
            op,
            partition,
            inside_gang_or_worker,
            simdlen,
            privates: Vec::new(),
            reductions,
            vector_as_threads: as_threads,
            tiles,
            gang_static: gang_static[index],
            private_names: private_names(op),
            caches: operand_group(op, CACHE)
                .into_iter()
                .filter_map(defining_op)
                .filter(|d| op_name(d) == "acc.cache")
                .collect(),
        });
    }

    // Where privates go.
    for (index, op) in ops.iter().enumerate() {
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
            owner = parents[o];
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

    // The captured loop: the construct's region is one block whose only op
    // that becomes an OpenMP op is a gang loop.
    let region = construct
        .region(0)
        .expect("a compute construct has a region");
    if let Some(block) = region
        .first_block()
        .filter(|b| !orphaned && b.next_in_region().is_none())
    {
        let mut omp_ops = Vec::new();
        let mut current = block.first_operation();
        while let Some(op) = current {
            let name = op_name(&op);
            let becomes_omp = match name.as_str() {
                "acc.loop" => ops
                    .iter()
                    .position(|l| *l == op)
                    .is_some_and(|i| effective[i].parallel()),
                "acc.yield" | "acc.terminator" | "acc.private" | "acc.firstprivate"
                | "acc.reduction" | "acc.cache" => false,
                _ => name.starts_with("acc.") || name.starts_with("omp."),
            };
            if becomes_omp {
                omp_ops.push(op);
            }
            current = op.next_in_block();
        }
        if let [only] = omp_ops.as_slice()
            && let Some(index) = ops.iter().position(|l| l == only)
            && effective[index].gang
        {
            for bound in plan_bounds(ops[index]) {
                if defined_inside(bound, construct) && integer_constant_value(bound).is_none() {
                    return Err(NoMatch::unsupported_at(
                        ops[index].location(),
                        format!(
                            "bounds of the gang loop computed inside '{construct_name}' (the host \
                             evaluates them: compute them before the construct)"
                        ),
                    ));
                }
            }
            plan.captured = Some(index);
        }
    }
    Ok(plan)
}

/// The constant sizes of `tile(...)`: one per induction variable, `*` (-1)
/// meaning no tiling (size 1). Runtime sizes and `device_type` forms are
/// not converted.
fn tile_sizes(op: OperationRef, induction_variables: usize) -> Result<Option<Vec<i64>>, NoMatch> {
    let operands = operand_group(op, TILE);
    if operands.is_empty() {
        return Ok(None);
    }
    let location = op.location();
    if op
        .attribute("tileOperandsDeviceType")
        .is_ok_and(|a| a.to_string() != "[#acc.device_type<none>]")
    {
        return Err(NoMatch::unsupported_at(
            location,
            "'tile' clause for a 'device_type' on 'acc.loop'",
        ));
    }
    if operands.len() != induction_variables {
        return Err(NoMatch::unsupported_at(
            location,
            format!(
                "'tile' with {} sizes on an 'acc.loop' with {} induction variables",
                operands.len(),
                induction_variables
            ),
        ));
    }
    let mut sizes = Vec::new();
    for operand in operands {
        match integer_constant_value(operand) {
            Some(-1) => sizes.push(1),
            Some(size) if size > 0 => sizes.push(size),
            Some(size) => {
                return Err(NoMatch::error_at(
                    location,
                    format!("a 'tile' size must be positive or '*', not {size}"),
                ));
            }
            None => {
                return Err(NoMatch::unsupported_at(
                    location,
                    "'tile' with a size that is not a constant",
                ));
            }
        }
    }
    Ok(Some(sizes))
}

/// `gang(static:n)`: the index of `n` among the loop's operands (`None` for
/// `static:*`). `gang(num:)` and `gang(dim:)` are not converted (`num` is
/// only for `kernels`, where the conservative translation has no use for
/// it).
fn gang_static_chunk(op: OperationRef) -> Result<Option<Option<usize>>, NoMatch> {
    let operands = operand_group(op, GANG_OPERANDS);
    if operands.is_empty() {
        return Ok(None);
    }
    let location = op.location();
    let kinds = op
        .attribute("gangOperandsArgType")
        .map(|a| a.to_string())
        .unwrap_or_default();
    if operands.len() != 1 || !kinds.contains("Static") {
        return Err(NoMatch::unsupported_at(
            location,
            "'gang' with a number of gangs or a dimension on a loop ('gang(n)', \
             'gang(num:n)', 'gang(dim:d)'; 'num_gangs' on the compute construct gives the \
             number of gangs)",
        ));
    }
    if op
        .attribute("gangOperandsDeviceType")
        .is_ok_and(|a| a.to_string() != "[#acc.device_type<none>]")
    {
        return Err(NoMatch::unsupported_at(
            location,
            "'gang' clause for a 'device_type' on 'acc.loop'",
        ));
    }
    let sizes = op.segment_sizes().ok_or(NoMatch::NotApplicable)?;
    let index: usize = sizes.iter().take(GANG_OPERANDS).sum();
    match integer_constant_value(operands[0]) {
        Some(-1) => Ok(Some(None)),
        Some(size) if size <= 0 => Err(NoMatch::error_at(
            location,
            format!("the 'static' argument of 'gang' must be positive or '*', not {size}"),
        )),
        _ => Ok(Some(Some(index))),
    }
}

fn plan_bounds<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<Value<'c, 'a>> {
    [LOWER, UPPER, STEP]
        .iter()
        .flat_map(|g| operand_group(op, *g))
        .collect()
}

/// The `varType` of an `acc.private`.
pub(crate) fn private_type<'c>(op: OperationRef<'c, '_>) -> Result<Type<'c>, NoMatch> {
    crate::acc::reject_const(op, "private")?;
    if !operand_group(op, 2).is_empty() {
        return Err(NoMatch::unsupported_at(
            op.location(),
            "'private' of an array section",
        ));
    }
    crate::ir::type_attribute(op, "varType")
        .ok_or_else(|| NoMatch::unsupported_at(op.location(), "'acc.private' without 'varType'"))
}

/// What the loop rewrite needs from the construct.
pub(crate) struct LoopEnv<'c, 'a> {
    pub context: &'c Context,
    /// The `host_eval` block arguments for the captured loop's bounds.
    pub host_bounds: Vec<Value<'c, 'a>>,
    /// `num_threads` for worker loops: a `host_eval` block argument for the
    /// captured composite loop, else a value inside the target region.
    pub host_num_threads: Option<Value<'c, 'a>>,
    pub num_threads: Option<Value<'c, 'a>>,
    /// The start of the `omp.teams` region, for per-gang copies.
    pub teams_entry: BlockRef<'c, 'a>,
}

/// Rewrites every planned loop (outer loops first).
pub(crate) fn convert<'c, 'a>(
    plan: &Plan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
) {
    for (op, r#type) in plan
        .gang_privates
        .iter()
        .map(|p| (*p, private_type(*p).expect("checked by plan")))
    {
        let slot = alloca_at_start(rewriter, cx, cx.teams_entry, r#type, op.location());
        rewriter.replace_all_uses_with(result(op), slot);
    }
    for (index, lp) in plan.loops.iter().enumerate() {
        for cache in &lp.caches {
            let var = value(cache.operand(0).expect("acc.cache has varPtr"));
            rewriter.replace_all_uses_with(result(*cache), var);
        }
        if lp.partition.parallel() {
            let host_bounds = (plan.captured == Some(index)).then_some(cx.host_bounds.as_slice());
            convert_parallel_loop(lp, rewriter, cx, host_bounds);
        } else {
            convert_sequential_loop(lp, rewriter, cx);
        }
    }
}

/// A one-element `llvm.alloca` of `type` at the start of `block`.
pub(crate) fn alloca_at_start<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
    block: BlockRef<'c, 'a>,
    r#type: Type<'c>,
    location: Location<'c>,
) -> Value<'c, 'a> {
    rewriter.set_insertion_point_to_start(block);
    let i64_type = Type::parse(cx.context, "i64").expect("i64");
    let one = constant(rewriter, cx.context, i64_type, 1, location);
    let mut spec = OpSpec::new("llvm.alloca", location);
    spec.operands = vec![one];
    spec.attributes = vec![("elem_type", TypeAttribute::new(r#type).into())];
    spec.results = vec![Type::parse(cx.context, "!llvm.ptr").expect("ptr")];
    result(spec.insert(rewriter, cx.context))
}

fn attribute<'c>(context: &'c Context, text: &str) -> Attribute<'c> {
    Attribute::parse(context, text).unwrap_or_else(|| panic!("valid attribute {text}"))
}

fn symbols<'c>(context: &'c Context, names: &[String]) -> Attribute<'c> {
    attribute(
        context,
        &format!(
            "[{}]",
            names
                .iter()
                .map(|n| format!("@{n}"))
                .collect::<Vec<_>>()
                .join(", ")
        ),
    )
}

/// Declares the `omp.private {type = private}` symbol of `type` (`symbols::private`).
fn private_symbol(
    rewriter: &RewriterBase,
    context: &Context,
    user: OperationRef,
    r#type: Type,
) -> String {
    let name = acc2omp_dialects::symbols::private(r#type);
    crate::ir::declare_symbol(
        rewriter,
        context,
        user,
        &name,
        &format!("omp.private {{type = private}} @{name} : {type}", type = r#type),
    );
    name
}

/// One loop wrapper (or the `omp.parallel` around it) to build.
struct Wrapper<'c, 'a> {
    name: &'static str,
    segments: Vec<usize>,
    operands: Vec<Value<'c, 'a>>,
    attributes: Vec<(&'static str, Attribute<'c>)>,
    /// Block argument types: privates, then reductions.
    privates: usize,
    reductions: usize,
}

fn convert_parallel_loop<'c, 'a>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
    host_bounds: Option<&[Value<'c, 'a>]>,
) {
    let context = cx.context;
    let op = lp.op;
    let location = op.location();
    let p = lp.partition;
    let pointer = Type::parse(context, "!llvm.ptr").expect("ptr");

    // Symbols.
    let private_types: Vec<Type> = lp
        .privates
        .iter()
        .map(|p| private_type(*p).expect("checked by plan"))
        .collect();
    let private_syms: Vec<String> = private_types
        .iter()
        .map(|t| private_symbol(rewriter, context, op, *t))
        .collect();
    let reduction_syms: Vec<String> = lp
        .reductions
        .iter()
        .map(|(_, r)| {
            reduction::declare(rewriter, context, op, r);
            r.symbol()
        })
        .collect();
    // Private originals: per-gang slots (never read; they only name the
    // variable, which must be visible inside the target region).
    let private_originals: Vec<Value> = lp
        .privates
        .iter()
        .zip(&private_types)
        .map(|(p, t)| alloca_at_start(rewriter, cx, cx.teams_entry, *t, p.location()))
        .collect();
    let reduction_vars: Vec<Value> = lp
        .reductions
        .iter()
        .map(|(r, _)| value(r.operand(0).expect("acc.reduction has varPtr")))
        .collect();

    // The wrappers, outermost first; loop wrappers are composite when there
    // are several, `omp.parallel` when it is part of `distribute parallel for`.
    rewriter.set_insertion_point_before(op);
    let mut wrappers: Vec<Wrapper> = Vec::new();
    let reduce_on_wsloop = p.worker || (p.vector && !p.gang && !lp.inside_gang_or_worker);
    let needs_parallel = p.worker || (p.vector && !p.gang && !lp.inside_gang_or_worker);
    if needs_parallel {
        // omp.parallel: [allocate, allocator, if, num_threads, private, reduction]
        let num_threads = if lp.vector_as_threads {
            lp.simdlen
                .map(|length| crate::ir::constant_i32(rewriter, context, length, location))
        } else if p.gang {
            cx.host_num_threads.or(cx.num_threads)
        } else if p.worker {
            cx.num_threads
        } else {
            None
        };
        let mut attributes = Vec::new();
        if p.gang {
            attributes.push(("omp.composite", attribute(context, "unit")));
        }
        let threads: Vec<Value> = match num_threads {
            Some(v) => vec![v],
            // vector only: `parallel for num_threads(1)` + `simd`.
            None if !p.worker => vec![crate::ir::constant_i32(rewriter, context, 1, location)],
            None => vec![],
        };
        wrappers.push(Wrapper {
            name: "omp.parallel",
            segments: sizes(
                omp_parallel::COUNT,
                &[(omp_parallel::NUM_THREADS, threads.len())],
            ),
            operands: threads,
            attributes,
            privates: 0,
            reductions: 0,
        });
    }
    if p.gang {
        // omp.distribute: [allocate, allocator, dist_schedule_chunk, private]
        let (chunk, attributes) = match lp.gang_static {
            Some(chunk) => (
                chunk
                    .map(|index| value(op.operand(index).expect("the chunk operand")))
                    .into_iter()
                    .collect::<Vec<Value>>(),
                vec![("dist_schedule_static", attribute(context, "unit"))],
            ),
            None => (Vec::new(), Vec::new()),
        };
        wrappers.push(Wrapper {
            name: "omp.distribute",
            segments: sizes(
                omp_distribute::COUNT,
                &[(omp_distribute::DIST_SCHEDULE_CHUNK, chunk.len())],
            ),
            operands: chunk,
            attributes,
            privates: 0,
            reductions: 0,
        });
    }
    if needs_parallel {
        wrappers.push(Wrapper {
            name: "omp.wsloop",
            segments: vec![0; omp_wsloop::COUNT],
            operands: vec![],
            attributes: vec![],
            privates: 0,
            reductions: if reduce_on_wsloop {
                lp.reductions.len()
            } else {
                0
            },
        });
    }
    if p.vector {
        let mut attributes = Vec::new();
        if let Some(length) = lp.simdlen {
            attributes.push(("simdlen", attribute(context, &format!("{length} : i64"))));
        }
        wrappers.push(Wrapper {
            name: "omp.simd",
            segments: vec![0; omp_simd::COUNT],
            operands: vec![],
            attributes,
            privates: 0,
            reductions: lp.reductions.len(),
        });
    }
    let loop_wrappers = wrappers.iter().filter(|w| w.name != "omp.parallel").count();
    if let Some(innermost) = wrappers.last_mut() {
        innermost.privates = lp.privates.len();
    }

    // Build them.
    rewriter.set_insertion_point_before(op);
    let mut reduction_inputs = reduction_vars.clone();
    let mut private_inputs = private_originals.clone();
    let mut outermost: Option<OperationRef> = None;
    let mut private_values: Vec<Value> = Vec::new();
    for w in wrappers {
        let is_parallel = w.name == "omp.parallel";
        let mut operands = w.operands.clone();
        let mut segments = w.segments.clone();
        let (private_index, reduction_index) = match w.name {
            "omp.parallel" => (omp_parallel::PRIVATE, omp_parallel::REDUCTION),
            // omp.distribute has no reduction clause (none is put there).
            "omp.distribute" => (omp_distribute::PRIVATE, usize::MAX),
            "omp.wsloop" => (omp_wsloop::PRIVATE, omp_wsloop::REDUCTION),
            _ => (omp_simd::PRIVATE, omp_simd::REDUCTION),
        };
        let mut attributes = w.attributes.clone();
        let mut arguments = Vec::new();
        if w.privates > 0 {
            operands.extend(private_inputs.iter().copied());
            segments[private_index] = w.privates;
            attributes.push(("private_syms", symbols(context, &private_syms)));
            arguments.extend(std::iter::repeat_n(pointer, w.privates));
        }
        if w.reductions > 0 {
            operands.extend(reduction_inputs.iter().copied());
            segments[reduction_index] = w.reductions;
            attributes.push(("reduction_syms", symbols(context, &reduction_syms)));
            attributes.push((
                "reduction_byref",
                attribute(
                    context,
                    &format!("array<i1: {}>", vec!["false"; w.reductions].join(", ")),
                ),
            ));
            arguments.extend(std::iter::repeat_n(pointer, w.reductions));
        }
        if !is_parallel && loop_wrappers > 1 {
            attributes.push(("omp.composite", attribute(context, "unit")));
        }
        let mut spec = OpSpec::new(w.name, location);
        spec.operands = operands;
        spec.segments = Some(segments);
        spec.attributes = attributes;
        spec.regions = vec![arguments];
        let built = spec.insert(rewriter, context);
        outermost.get_or_insert(built);
        let block = entry_block(built, 0);
        if w.privates > 0 {
            private_values = (0..w.privates)
                .map(|i| value(block.argument(i).expect("private argument").into()))
                .collect();
            private_inputs = private_values.clone();
        }
        if w.reductions > 0 {
            reduction_inputs = (0..w.reductions)
                .map(|i| {
                    value(
                        block
                            .argument(w.privates + i)
                            .expect("reduction argument")
                            .into(),
                    )
                })
                .collect();
        }
        if is_parallel {
            rewriter.set_insertion_point_to_start(block);
            OpSpec::new("omp.terminator", location).insert(rewriter, context);
            let terminator = block.first_operation().expect("terminator");
            rewriter.set_insertion_point_before(terminator);
        } else {
            rewriter.set_insertion_point_to_end(block);
        }
    }

    if let Some(outermost) = outermost {
        copy_source(rewriter, op, outermost);
    }

    // The loop nest.
    let lowers = operand_group(op, LOWER);
    let count = lowers.len();
    let bounds: Vec<Value> = match host_bounds {
        Some(values) => values.to_vec(),
        None => plan_bounds(op),
    };
    let mut attributes: Vec<(&str, Attribute)> = Vec::new();
    if count > 1 {
        attributes.push((
            "collapse_num_loops",
            attribute(context, &format!("{count} : i64")),
        ));
    }
    if let Some(tiles) = &lp.tiles {
        attributes.push((
            "tile_sizes",
            attribute(
                context,
                &format!(
                    "array<i64: {}>",
                    tiles
                        .iter()
                        .map(i64::to_string)
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
            ),
        ));
    }
    if inclusive_flags(op, count)[0] {
        attributes.push(("loop_inclusive", attribute(context, "unit")));
    }
    let mut spec = OpSpec::new("omp.loop_nest", location);
    spec.operands = bounds;
    spec.attributes = attributes;
    spec.regions = vec![vec![]];
    let nest = spec.insert(rewriter, context);
    crate::ir::move_body(rewriter, context, op, nest, "omp.yield");

    // Uses inside the loop now refer to the private and reduction copies.
    for (private, inner) in lp.privates.iter().zip(&private_values) {
        replace_uses_inside(rewriter, result(*private), *inner, nest);
    }
    for ((reduction_op, _), inner) in lp.reductions.iter().zip(&reduction_inputs) {
        rewriter.replace_all_uses_with(result(*reduction_op), *inner);
    }
    let old_bounds: Vec<OperationRef> = match host_bounds {
        Some(_) => plan_bounds(op)
            .into_iter()
            .filter_map(defining_op)
            .collect(),
        None => Vec::new(),
    };
    rewriter.erase_op(op);
    // Constant bounds the host now evaluates are dead inside.
    let mut erased: Vec<OperationRef> = Vec::new();
    for def in old_bounds {
        let def_result: Value = result(def);
        if !erased.contains(&def) && users(def_result).is_empty() {
            erased.push(def);
            rewriter.erase_op(def);
        }
    }
}

/// A sequential loop: its reductions and privates were placed elsewhere
/// (the construct, an enclosing wrapper, per-gang slots); the loop itself
/// becomes `scf.for` or `scf.while`, one per induction variable.
fn convert_sequential_loop<'c, 'a>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
) {
    let context = cx.context;
    let op = lp.op;
    let location = op.location();
    // A reduction on a sequential loop is trivial (gang-private) or the
    // construct's: the body updates the variable itself.
    for (reduction_op, _) in &lp.reductions {
        let var = value(reduction_op.operand(0).expect("varPtr"));
        rewriter.replace_all_uses_with(result(*reduction_op), var);
    }
    let lowers = operand_group(op, LOWER);
    let uppers = operand_group(op, UPPER);
    let steps = operand_group(op, STEP);
    let inclusive = inclusive_flags(op, lowers.len());
    let unsigned_levels = unsigned_flags(op, lowers.len());
    let private_names = &lp.private_names;
    let body = op
        .region(0)
        .expect("acc.loop has a region")
        .first_block()
        .expect("a body");

    rewriter.set_insertion_point_before(op);
    let mut ivs: Vec<Value> = Vec::new();
    let mut innermost_end: Vec<(BlockRef, Option<(Value, Value)>)> = Vec::new();
    for level in 0..lowers.len() {
        let (lb, ub, step) = (lowers[level], uppers[level], steps[level]);
        let r#type = lb.r#type();
        let constant_step = integer_constant_value(step);
        let unsigned = unsigned_levels[level];
        if constant_step.is_some_and(|s| s > 0) && !inclusive[level] {
            let mut spec = OpSpec::new("scf.for", location);
            spec.operands = vec![lb, ub, step];
            spec.regions = vec![vec![r#type]];
            if unsigned {
                spec.attributes = vec![("unsignedCmp", attribute(context, "unit"))];
            }
            let for_op = spec.insert(rewriter, context);
            if level == 0 {
                copy_source(rewriter, op, for_op);
                mark_private_names(rewriter, context, for_op, private_names);
            }
            let block = entry_block(for_op, 0);
            ivs.push(value(block.argument(0).expect("iv").into()));
            rewriter.set_insertion_point_to_end(block);
            innermost_end.push((block, None));
        } else {
            // scf.while (%iv = %lb) { cond } do { body; %next = %iv + %step }
            let mut spec = OpSpec::new("scf.while", location);
            spec.operands = vec![lb];
            spec.regions = vec![vec![r#type], vec![r#type]];
            spec.results = vec![r#type];
            let while_op = spec.insert(rewriter, context);
            if level == 0 {
                copy_source(rewriter, op, while_op);
                mark_private_names(rewriter, context, while_op, private_names);
            }
            let before = entry_block(while_op, 0);
            let after = entry_block(while_op, 1);
            rewriter.set_insertion_point_to_end(before);
            let iv: Value = value(before.argument(0).expect("iv").into());
            let (up, down) = match (inclusive[level], unsigned) {
                (true, false) => ("sle", "sge"),
                (false, false) => ("slt", "sgt"),
                (true, true) => ("ule", "uge"),
                (false, true) => ("ult", "ugt"),
            };
            let compare = |predicate: &str| -> Value<'c, 'a> {
                let mut spec = OpSpec::new("arith.cmpi", location);
                spec.operands = vec![iv, ub];
                spec.attributes = vec![(
                    "predicate",
                    attribute(context, &format!("{} : i64", cmpi_predicate(predicate))),
                )];
                spec.results = vec![Type::parse(context, "i1").expect("i1")];
                result(spec.insert(rewriter, context))
            };
            let condition = match constant_step {
                Some(s) if s > 0 => compare(up),
                Some(_) => compare(down),
                None => {
                    let going_up = compare(up);
                    let going_down = compare(down);
                    let zero = constant(rewriter, context, r#type, 0, location);
                    let mut spec = OpSpec::new("arith.cmpi", location);
                    spec.operands = vec![step, zero];
                    spec.attributes = vec![(
                        "predicate",
                        attribute(context, &format!("{} : i64", cmpi_predicate("sgt"))),
                    )];
                    spec.results = vec![Type::parse(context, "i1").expect("i1")];
                    let positive = result(spec.insert(rewriter, context));
                    let mut spec = OpSpec::new("arith.select", location);
                    spec.operands = vec![positive, going_up, going_down];
                    spec.results = vec![Type::parse(context, "i1").expect("i1")];
                    result(spec.insert(rewriter, context))
                }
            };
            let mut spec = OpSpec::new("scf.condition", location);
            spec.operands = vec![condition, iv];
            spec.insert(rewriter, context);
            let after_iv: Value = value(after.argument(0).expect("iv").into());
            ivs.push(after_iv);
            rewriter.set_insertion_point_to_end(after);
            innermost_end.push((after, Some((after_iv, step))));
        }
    }
    // The body goes into the innermost level; each level ends with its
    // yield (the next induction value for `scf.while`).
    let (innermost, _) = *innermost_end.last().expect("one level");
    rewriter.merge_blocks(body, innermost, &ivs);
    for (level, (block, next)) in innermost_end.iter().enumerate().rev() {
        let is_innermost = level + 1 == innermost_end.len();
        if is_innermost {
            let last = block.terminator().expect("acc.yield ends the body");
            rewriter.set_insertion_point_before(last);
            rewriter.erase_op(last);
        }
        rewriter.set_insertion_point_to_end(*block);
        let mut spec = OpSpec::new("scf.yield", location);
        if let Some((iv, step)) = next {
            let mut add = OpSpec::new("arith.addi", location);
            add.operands = vec![*iv, *step];
            add.results = vec![iv.r#type()];
            let next_value = result(add.insert(rewriter, context));
            spec.operands = vec![next_value];
        }
        spec.insert(rewriter, context);
    }
    rewriter.erase_op(op);
}

/// The variables `op`'s own `private` clause names (explicit, or the
/// implicit one of a control variable declared outside the `for`), but the
/// control variables its `for` declares.
fn private_names(op: OperationRef) -> Vec<String> {
    operand_group(op, PRIVATE)
        .into_iter()
        .filter_map(defining_op)
        .filter(|p| {
            op_name(p) == "acc.private" && !acc2omp_dialects::attrs::Flag::Declared.is_on(p)
        })
        .filter_map(|p| {
            p.attribute("name")
                .ok()
                .and_then(|n| StringAttribute::try_from(n).ok())
                .map(|n| n.value().to_string())
        })
        .collect()
}

fn mark_private_names<'c>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    op: OperationRef<'c, '_>,
    names: &[String],
) {
    if names.is_empty() {
        return;
    }
    let list: Vec<Attribute> = names
        .iter()
        .map(|n| StringAttribute::new(context, n).into())
        .collect();
    rewriter.start_op_modification(op);
    // SAFETY: a live op; the rewriter is told about the change.
    unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) }
        .set_discardable_attribute(
            acc2omp_dialects::attrs::SEQUENTIAL_PRIVATE,
            melior::ir::attribute::ArrayAttribute::new(context, &list).into(),
        );
    rewriter.finalize_op_modification(op);
}

fn cmpi_predicate(name: &str) -> i64 {
    match name {
        "eq" => 0,
        "ne" => 1,
        "slt" => 2,
        "sle" => 3,
        "sgt" => 4,
        "sge" => 5,
        "ult" => 6,
        "ule" => 7,
        "ugt" => 8,
        _ => 9,
    }
}
