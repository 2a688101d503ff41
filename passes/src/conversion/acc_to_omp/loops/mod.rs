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
//! level of a reduction is the construct's (see `compute`).
//!
//! [`plan`] plans the loops of a construct (it may decline, changing no
//! IR), reading `tile` and `gang(static:)` through [`clauses`];
//! [`parallel`] and [`sequential`] rewrite them; [`privatize`] holds what
//! both need for `private` clauses.

mod clauses;
mod parallel;
mod plan;
mod privatize;
mod sequential;

pub(crate) use plan::plan;
pub(crate) use privatize::private_type;

use super::clause::reduction::Reduction;
use crate::{
    acc::operands::r#loop::{LOWER, STEP, UPPER},
    ir::{OpSpec, constant, result, value},
};
use acc2omp_dialects::ops::operand_group;
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, BlockRef, Location, OperationRef, Type, Value, attribute::TypeAttribute,
        operation::OperationLike,
    },
};
use parallel::convert_parallel_loop;
use sequential::convert_sequential_loop;

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
    /// An orphaned gang loop (in a `routine gang`), run by every gang that
    /// calls the routine: its iterations are dealt round-robin to the
    /// teams (`omp_get_team_num()` of `omp_get_num_teams()`; all of them
    /// outside a `teams` region).
    pub shared_by_teams: bool,
    /// The gang level is Clacc's implicit one (for the remark).
    pub implicit_gang: bool,
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
    for (op, r#type) in plan.gang_privates.iter().map(|p| {
        (
            *p,
            private_type(*p).expect("checked by the plan: private_type accepted every private"),
        )
    }) {
        let slot = alloca_at_start(rewriter, cx, cx.teams_entry, r#type, op.location());
        rewriter.replace_all_uses_with(result(op), slot);
    }
    for (index, lp) in plan.loops.iter().enumerate() {
        acc2omp_dialects::capi::emit_remark(lp.op.location(), &loop_remark(lp));
        for cache in &lp.caches {
            let var = value(
                cache
                    .operand(0)
                    .expect("verified: acc.cache has its varPtr"),
            );
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

/// The remark (`-Rpass=acc`) that says what a loop became.
fn loop_remark(lp: &LoopPlan) -> String {
    let Partition {
        gang,
        worker,
        vector,
    } = lp.partition;
    if !lp.partition.parallel() {
        return "'acc.loop' runs sequentially in each thread that reaches it (seq, auto, or \
                no partition left for it)"
            .to_string();
    }
    let mut levels = Vec::new();
    let mut became = Vec::new();
    if gang {
        levels.push(if lp.implicit_gang {
            "gang (implicit: an outermost loop of a compute construct without a gang loop)"
        } else {
            "gang"
        });
        became.push(if lp.shared_by_teams {
            "its iterations dealt round-robin to the calling gangs".to_string()
        } else {
            "omp.distribute over the gangs (teams)".to_string()
        });
    }
    if lp.vector_as_threads {
        levels.push("vector");
        became.push("omp.parallel + omp.wsloop: its vector lanes as threads".to_string());
    } else {
        if worker {
            levels.push("worker");
            became.push("omp.parallel + omp.wsloop over the gang's workers (threads)".to_string());
        }
        if vector {
            levels.push("vector");
            became.push(match lp.simdlen {
                Some(n) => format!("omp.simd (simdlen {n})"),
                None => "omp.simd".to_string(),
            });
        }
    }
    let reductions: Vec<String> = lp
        .reductions
        .iter()
        .filter_map(|(op, _)| op.attribute("name").ok())
        .filter_map(acc2omp_dialects::attrs::string_value)
        .collect();
    let reductions = if reductions.is_empty() {
        String::new()
    } else if gang {
        format!(
            "; reduction of {}: the gangs' partials combined by the construct's teams \
             reduction",
            reductions.join(", ")
        )
    } else {
        format!("; reduction of {} at its level", reductions.join(", "))
    };
    format!(
        "'acc.loop' ({}) became {}{reductions}",
        levels.join(" "),
        became.join(", ")
    )
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
    let i64_type = Type::parse(cx.context, "i64").expect("built here: i64");
    let one = constant(rewriter, cx.context, i64_type, 1, location);
    let mut spec = OpSpec::new("llvm.alloca", location);
    spec.operands = vec![one];
    spec.attributes = vec![("elem_type", TypeAttribute::new(r#type).into())];
    spec.results = vec![Type::parse(cx.context, "!llvm.ptr").expect("built here: ptr")];
    result(spec.insert(rewriter, cx.context))
}

fn attribute<'c>(context: &'c Context, text: &str) -> Attribute<'c> {
    Attribute::parse(context, text).unwrap_or_else(|| panic!("built here: valid attribute {text}"))
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
