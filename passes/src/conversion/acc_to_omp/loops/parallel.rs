//! Parallelized loops: `omp.distribute`, `omp.parallel` + `omp.wsloop`,
//! `omp.simd` wrappers around an `omp.loop_nest`.

use super::{
    LoopEnv, LoopPlan, alloca_at_start, attribute,
    plan::plan_bounds,
    privatize::{private_symbol, private_type},
    symbols,
};
use crate::conversion::acc_to_omp::clause::reduction::{self};
use crate::{
    acc::{
        loop_op::inclusive_flags,
        operands::{r#loop::LOWER, omp_distribute, omp_parallel, omp_simd, omp_wsloop, sizes},
    },
    ir::{OpSpec, copy_source, defining_op, entry_block, replace_uses_inside, result, value},
};
use acc2omp_dialects::ops::{operand_group, users};
use melior::{
    Context, RewriterBase,
    ir::{Attribute, BlockLike, OperationRef, Type, Value, operation::OperationLike},
};

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

/// The declarations and variables of a loop's `private` and `reduction`
/// clauses.
struct LoopClauses<'c, 'a> {
    private_syms: Vec<String>,
    reduction_syms: Vec<String>,
    /// Whether each reduction is by reference (an array or a struct).
    reduction_byref: Vec<bool>,
    /// Private originals: per-gang slots (never read; they only name the
    /// variable, which must be visible inside the target region).
    private_originals: Vec<Value<'c, 'a>>,
    reduction_vars: Vec<Value<'c, 'a>>,
}

/// The wrappers' block arguments the loop body uses.
struct WrapperArguments<'c, 'a, 'r> {
    outermost: Option<OperationRef<'c, 'r>>,
    privates: Vec<Value<'c, 'a>>,
    reductions: Vec<Value<'c, 'a>>,
}

/// A parallelized loop: its wrappers (see the table in [`super`]) around
/// an `omp.loop_nest`; `host_bounds` are the captured loop's `host_eval`
/// bounds.
pub(super) fn convert_parallel_loop<'c, 'a>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
    host_bounds: Option<&[Value<'c, 'a>]>,
) {
    let op = lp.op;
    let clauses = declare_clauses(lp, rewriter, cx);
    // The wrappers, outermost first; loop wrappers are composite when there
    // are several, `omp.parallel` when it is part of `distribute parallel for`.
    rewriter.set_insertion_point_before(op);
    let wrappers = plan_wrappers(lp, rewriter, cx);
    rewriter.set_insertion_point_before(op);
    let arguments = build_wrappers(lp, rewriter, cx.context, wrappers, &clauses);
    if let Some(outermost) = arguments.outermost {
        copy_source(rewriter, op, outermost);
    }
    let nest = build_loop_nest(lp, rewriter, cx.context, host_bounds);

    // Uses inside the loop now refer to the private and reduction copies.
    for (private, inner) in lp.privates.iter().zip(&arguments.privates) {
        replace_uses_inside(rewriter, result(*private), *inner, nest);
    }
    for ((reduction_op, reduction), inner) in lp.reductions.iter().zip(&arguments.reductions) {
        let inner = if reduction.is_section() {
            // The body's variable: the thread's descriptor's data.
            rewriter.set_insertion_point_to_start(entry_block(nest, 0));
            reduction::descriptor_data(rewriter, cx.context, *inner, reduction_op.location())
        } else {
            *inner
        };
        rewriter.replace_all_uses_with(result(*reduction_op), inner);
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

/// Declares the loop's `omp.private` and `omp.declare_reduction` symbols and
/// makes the private originals.
fn declare_clauses<'c, 'a>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
) -> LoopClauses<'c, 'a> {
    let context = cx.context;
    let op = lp.op;
    let private_types: Vec<Type> = lp
        .privates
        .iter()
        .map(|p| {
            private_type(*p).expect("checked by the plan: private_type accepted every private")
        })
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
    let private_originals: Vec<Value> = lp
        .privates
        .iter()
        .zip(&private_types)
        .map(|(p, t)| alloca_at_start(rewriter, cx, cx.teams_entry, *t, p.location()))
        .collect();
    let reduction_vars: Vec<Value> = lp
        .reductions
        .iter()
        .map(|(r, reduction)| {
            let var = value(
                r.operand(0)
                    .expect("verified: acc.reduction has its varPtr"),
            );
            match reduction::extent(*r).filter(|_| reduction.is_section()) {
                // A section of a run-time length: its descriptor (a slot at
                // the start of the teams region, filled before the loop).
                Some(count) => {
                    let descriptor = Type::parse(context, reduction::DESCRIPTOR)
                        .expect("built here: known type");
                    let slot =
                        alloca_at_start(rewriter, cx, cx.teams_entry, descriptor, r.location());
                    rewriter.set_insertion_point_before(op);
                    reduction::fill_descriptor(rewriter, context, slot, var, count, r.location());
                    slot
                }
                None => var,
            }
        })
        .collect();
    LoopClauses {
        private_syms,
        reduction_syms,
        reduction_byref: lp.reductions.iter().map(|(_, r)| r.byref()).collect(),
        private_originals,
        reduction_vars,
    }
}

/// The wrappers of the loop, outermost first: `omp.parallel`,
/// `omp.distribute`, `omp.wsloop`, `omp.simd` as its partitioning needs;
/// privates on the innermost.
fn plan_wrappers<'c, 'a>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
) -> Vec<Wrapper<'c, 'a>> {
    let context = cx.context;
    let p = lp.partition;
    let mut wrappers: Vec<Wrapper> = Vec::new();
    let reduce_on_wsloop = p.worker || (p.vector && !p.gang && !lp.inside_gang_or_worker);
    let needs_parallel = p.worker || (p.vector && !p.gang && !lp.inside_gang_or_worker);
    if needs_parallel {
        wrappers.push(parallel_wrapper(lp, rewriter, cx));
    }
    if p.gang {
        wrappers.push(distribute_wrapper(lp, context));
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
        // A private array or struct: one copy per thread, which SIMD lanes
        // would share (MLIR 22 marks the loop's accesses parallel, and
        // LLVM's vectorizer then interleaves the lanes' uses of the one
        // copy: wrong results at -O2, found by differential testing);
        // `safelen(1)` keeps the iterations in order (no parallel
        // accesses, no vectorization), each seeing the copy alone (and
        // replaces `simdlen`, which must not exceed it).
        let aggregate_private = lp.privates.iter().any(|p| {
            private_type(*p).is_ok_and(|t| {
                // (A pointer is a one-pointer struct in the acc IR.)
                !crate::ir::is_scalar_or_pointer(t) && t.to_string() != "!llvm.struct<(ptr)>"
            })
        });
        if aggregate_private {
            attributes.push(("safelen", attribute(context, "1 : i64")));
        } else if let Some(length) = lp.simdlen {
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
    if let Some(innermost) = wrappers.last_mut() {
        innermost.privates = lp.privates.len();
    }
    wrappers
}

/// `omp.parallel`: [allocate, allocator, if, num_threads, private,
/// reduction], composite in `distribute parallel for`.
fn parallel_wrapper<'c, 'a>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
) -> Wrapper<'c, 'a> {
    let context = cx.context;
    let location = lp.op.location();
    let p = lp.partition;
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
    Wrapper {
        name: "omp.parallel",
        segments: sizes(
            omp_parallel::COUNT,
            &[(omp_parallel::NUM_THREADS, threads.len())],
        ),
        operands: threads,
        attributes,
        privates: 0,
        reductions: 0,
    }
}

/// `omp.distribute`: [allocate, allocator, dist_schedule_chunk, private].
fn distribute_wrapper<'c, 'a>(lp: &LoopPlan<'c, 'a>, context: &'c Context) -> Wrapper<'c, 'a> {
    let op = lp.op;
    let (chunk, attributes) = match lp.gang_static {
        Some(chunk) => (
            chunk
                .map(|index| {
                    value(
                        op.operand(index)
                            .expect("checked by the plan: the gang(static:n) operand index"),
                    )
                })
                .into_iter()
                .collect::<Vec<Value>>(),
            vec![("dist_schedule_static", attribute(context, "unit"))],
        ),
        None => (Vec::new(), Vec::new()),
    };
    Wrapper {
        name: "omp.distribute",
        segments: sizes(
            omp_distribute::COUNT,
            &[(omp_distribute::DIST_SCHEDULE_CHUNK, chunk.len())],
        ),
        operands: chunk,
        attributes,
        privates: 0,
        reductions: 0,
    }
}

/// Builds `wrappers` nested in one another at the rewriter's insertion
/// point, each taking the privates and reductions from the one around it;
/// leaves the insertion point inside the innermost.
fn build_wrappers<'c, 'a, 'r>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &'r RewriterBase<'c, '_>,
    context: &'c Context,
    wrappers: Vec<Wrapper<'c, 'a>>,
    clauses: &LoopClauses<'c, 'a>,
) -> WrapperArguments<'c, 'a, 'r> {
    let location = lp.op.location();
    let pointer = Type::parse(context, "!llvm.ptr").expect("built here: ptr");
    let loop_wrappers = wrappers.iter().filter(|w| w.name != "omp.parallel").count();
    let mut reduction_inputs = clauses.reduction_vars.clone();
    let mut private_inputs = clauses.private_originals.clone();
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
            attributes.push(("private_syms", symbols(context, &clauses.private_syms)));
            arguments.extend(std::iter::repeat_n(pointer, w.privates));
        }
        if w.reductions > 0 {
            operands.extend(reduction_inputs.iter().copied());
            segments[reduction_index] = w.reductions;
            attributes.push(("reduction_syms", symbols(context, &clauses.reduction_syms)));
            attributes.push((
                "reduction_byref",
                crate::ir::bool_array(context, &clauses.reduction_byref),
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
                .map(|i| {
                    value(
                        block
                            .argument(i)
                            .expect("built here: private argument")
                            .into(),
                    )
                })
                .collect();
            private_inputs = private_values.clone();
        }
        if w.reductions > 0 {
            reduction_inputs = (0..w.reductions)
                .map(|i| {
                    value(
                        block
                            .argument(w.privates + i)
                            .expect("built here: reduction argument")
                            .into(),
                    )
                })
                .collect();
        }
        if is_parallel {
            rewriter.set_insertion_point_to_start(block);
            OpSpec::new("omp.terminator", location).insert(rewriter, context);
            let terminator = block.first_operation().expect("built here: terminator");
            rewriter.set_insertion_point_before(terminator);
        } else {
            rewriter.set_insertion_point_to_end(block);
        }
    }
    WrapperArguments {
        outermost,
        privates: private_values,
        reductions: reduction_inputs,
    }
}

/// `omp.loop_nest` at the rewriter's insertion point, with the loop's body.
fn build_loop_nest<'c, 'a, 'r>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &'r RewriterBase<'c, '_>,
    context: &'c Context,
    host_bounds: Option<&[Value<'c, 'a>]>,
) -> OperationRef<'c, 'r> {
    let op = lp.op;
    let location = op.location();
    let count = operand_group(op, LOWER).len();
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
    nest
}
