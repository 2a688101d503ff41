//! A target region as a GPU kernel (`gpu.launch`, outlined later by
//! `gpu-kernel-outlining`), beside its host version.
//!
//! * **Loop kernels.** The region's work is one `omp.loop_nest` under a
//!   chain of loop wrappers (`distribute`, `wsloop`, `simd`, optionally in
//!   an `omp.parallel`): its levels' trip counts are computed on the host,
//!   their product `N` is the flattened iteration space, and every thread
//!   of the grid runs iterations `gid, gid + G, gid + 2G, ...` (`gid` its
//!   global index, `G` the number of threads), the last level varying
//!   fastest: consecutive iterations on consecutive threads. OpenACC's
//!   `gang`, `worker` and `vector` over one loop all allow any assignment
//!   of iterations to executors. A private variable is one `alloca` per
//!   thread. The code before the loop runs on every thread; the plan only
//!   allows code whose repetition cannot be seen.
//! * **Single kernels.** A region with no partitioned loop runs on one
//!   thread of each gang's block: `serial` (one gang), and gang-redundant
//!   `parallel` regions: one block per gang of `num_gangs` (every gang
//!   runs the code, as OpenACC says), one when the number is not given
//!   (one gang is a valid number of gangs). A region of one gang of one
//!   thread (`serial`) runs its partitioned loops sequentially in it,
//!   however many there are.

use super::build::{Builder, symbols};
use super::host::Entered;
use super::plan::{HostSource, Plan, Shape, host_value_source};
use crate::ir::{OpSpec, find_symbol};
use acc2omp_dialects::ops::{collect_nested, is_ancestor, op_name, operand_group, users};
use melior::{
    Context, RewriterBase,
    ir::{
        BlockLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
        attribute::TypeAttribute, operation::OperationLike,
    },
};

/// `omp.target`'s `host_eval` operand group (MLIR 22's order).
pub(super) const TARGET_HOST_EVAL: usize = 5;

/// Threads per block of loop kernels, and the most blocks (a grid-stride
/// loop covers any remaining iterations).
const BLOCK: i64 = 256;
const MAX_BLOCKS: i64 = 1 << 20;

/// `value` (used in `target`) before the target, on the host.
fn host_value<'c, 'a>(
    target: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
    b: &Builder<'c, '_, '_>,
) -> Value<'c, 'a> {
    match host_value_source(target, value).expect("checked by the plan: the host's value") {
        HostSource::Value(v) => v,
        HostSource::Constant(def) => {
            b.rewriter.set_insertion_point_before(target);
            let clone = b.rewriter.clone_op(def);
            crate::ir::result(clone)
        }
    }
}

/// One level of a loop nest, on the host.
pub(super) struct Level<'c, 'a> {
    lower: Value<'c, 'a>,
    step: Value<'c, 'a>,
    /// The trip count (`index`).
    pub(super) count: Value<'c, 'a>,
    r#type: Type<'c>,
}

impl<'c, 'a> Level<'c, 'a> {
    /// At the insertion point: the induction variable at `position` (an
    /// `index` from 0), `lower + position * step`.
    pub(super) fn iv(&self, b: &Builder<'c, '_, '_>, position: Value<'c, 'a>) -> Value<'c, 'a> {
        let position = b.cast(position, self.r#type);
        let offset = b.arith("arith.muli", &[position, self.step]);
        b.arith("arith.addi", &[self.lower, offset])
    }
}

/// The trip count of `lower..upper` by `step` (`inclusive` or not), as an
/// `i64`, zero when empty.
pub(super) fn trip_count<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    lower: Value<'c, 'a>,
    upper: Value<'c, 'a>,
    step: Value<'c, 'a>,
    inclusive: bool,
) -> Value<'c, 'a> {
    let i64_type = b.i64_type();
    let (lower, upper, step) = (
        b.cast(lower, i64_type),
        b.cast(upper, i64_type),
        b.cast(step, i64_type),
    );
    let zero = b.constant(i64_type, 0);
    let one = b.constant(i64_type, 1);
    let upwards = b.compare(4, step, zero); // sgt
    let magnitude = b.select(upwards, step, b.arith("arith.subi", &[zero, step]));
    let distance = b.select(
        upwards,
        b.arith("arith.subi", &[upper, lower]),
        b.arith("arith.subi", &[lower, upper]),
    );
    // exclusive: (distance + |step| - 1) / |step|; inclusive: distance / |step| + 1
    let count = if inclusive {
        let quotient = b.arith("arith.divsi", &[distance, magnitude]);
        let count = b.arith("arith.addi", &[quotient, one]);
        let empty = b.compare(2, distance, zero); // slt
        b.select(empty, zero, count)
    } else {
        let padded = b.arith(
            "arith.addi",
            &[distance, b.arith("arith.subi", &[magnitude, one])],
        );
        b.arith("arith.divsi", &[padded, magnitude])
    };
    b.arith("arith.maxsi", &[count, zero])
}

/// Rewrites the planned target: the host version in the `else` branch of a
/// run-time choice, the kernel in the `then` branch. `maps` are the device
/// addresses of its maps, in order; `globals` the entry arguments of the
/// globals' maps, by name. Returns the op after which the maps exit.
pub(super) fn rewrite<'c, 'a>(
    plan: &Plan<'c, 'a>,
    maps: &[(Entered<'c, 'a>, Value<'c, 'a>)],
    globals: &[(String, usize)],
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> OperationRef<'c, 'a> {
    let target = plan.target;
    let b = Builder {
        rewriter,
        context,
        location: target.location(),
    };
    rewriter.set_insertion_point_before(target);
    // The loop's levels and the launch geometry, on the host.
    let levels = match &plan.shape {
        Shape::Loop { nest, .. } => loop_levels(target, *nest, &b),
        Shape::Single { .. } => Vec::new(),
    };
    rewriter.set_insertion_point_before(target);
    let index = b.index_type();
    let one = b.constant(index, 1);
    // The threads of a block, when the kernel has a partitioned loop.
    let rows = matches!(plan.shape, Shape::Loop { rows: true, .. });
    let threads = match &plan.shape {
        Shape::Loop { nest, rows: false } => Some(vector_length(*nest).unwrap_or(BLOCK)),
        Shape::Loop { nest, rows: true } => {
            Some(super::rows::inner_vector_length(*nest).unwrap_or(BLOCK))
        }
        Shape::Single { .. } => None,
    };
    let (grid, block, total) = if let Shape::Single { gangs, .. } = &plan.shape {
        // One thread per gang: each runs the region (gang-redundant).
        let grid = match gangs {
            Some(count) => {
                let count = host_value(target, *count, &b);
                rewriter.set_insertion_point_before(target);
                let count = b.cast(count, index);
                b.arith("arith.maxsi", &[count, one])
            }
            None => one,
        };
        (grid, one, one)
    } else {
        let mut total = levels[0].count;
        for level in &levels[1..] {
            total = b.arith("arith.muli", &[total, level.count]);
        }
        let threads = threads.expect("a loop kernel has blocks of threads");
        let block = b.constant(index, threads);
        // One iteration per thread, or with `rows` one per block.
        let blocks = if rows {
            total
        } else {
            let padded = b.arith("arith.addi", &[total, b.constant(index, threads - 1)]);
            b.arith("arith.divui", &[padded, block])
        };
        let blocks = b.arith("arith.minui", &[blocks, b.constant(index, MAX_BLOCKS)]);
        // `num_gangs(n)`: at most n blocks (the grid-stride loop covers the
        // rest of the iterations).
        let blocks = match requested_gangs(target) {
            Some(gangs) => {
                let gangs = host_value(target, gangs, &b);
                rewriter.set_insertion_point_before(target);
                let gangs = b.cast(gangs, index);
                let gangs = b.arith("arith.maxsi", &[gangs, one]);
                b.arith("arith.minui", &[blocks, gangs])
            }
            None => blocks,
        };
        // With reductions, as many blocks as the GPU holds at once: each
        // thread combines its partial into the variable at the end, so
        // more threads would only add combinations (the grid-stride loop
        // covers the iterations).
        let blocks =
            if collect_nested(target, |op| op.attribute("reduction_syms").is_ok()).is_empty() {
                blocks
            } else {
                let threads = b.constant(b.i64_type(), threads);
                let resident = b
                    .call(
                        target,
                        "__acc2omp_resident_blocks",
                        &[threads],
                        Some(b.i64_type()),
                    )
                    .expect("a result type was given");
                rewriter.set_insertion_point_before(target);
                let resident = b.cast(resident, index);
                b.arith("arith.minui", &[blocks, resident])
            };
        (b.arith("arith.maxui", &[blocks, one]), block, total)
    };
    let kind = b
        .call(target, "__acc2omp_offload_kind", &[], Some(b.i32_type()))
        .expect("a result type was given");
    rewriter.set_insertion_point_before(target);
    let gpu_kind = b.constant(b.i32_type(), 2);
    let on_gpu = b.compare(0, kind, gpu_kind);
    let (choice, then_yield, else_yield) = b.if_else(on_gpu);
    // The construct's source location, for the runtime's messages.
    if let Some(location) = source_location(target) {
        rewriter.set_insertion_point_before(then_yield);
        let text = b.string(target, &location);
        rewriter.set_insertion_point_before(then_yield);
        b.call(then_yield, "__acc2omp_construct", &[text], None);
    }
    // The kernel: a copy of the region in a gpu.launch.
    rewriter.set_insertion_point_before(then_yield);
    let copy = rewriter.clone_op(target);
    let launch = build_launch(&b, then_yield, grid, block);
    let body = crate::ir::entry_block(launch, 0);
    let end = body.terminator().expect("built here: gpu.terminator");
    let arguments: Vec<Value> = host_arguments(target, maps);
    let copy_entry = copy
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("checked: one block");
    inline_before(rewriter, copy_entry, end, &arguments);
    rewriter.erase_op(copy);
    let first = body
        .first_operation()
        .expect("the kernel has ops: its terminator at least");
    if rows {
        super::rows::distribute(&b, launch, first, threads.expect("a loop kernel"));
    }
    let one_thread = matches!(plan.shape, Shape::Single { loops: true, .. });
    super::sequential::sequentialize(&b, launch, first, one_thread);
    let reduced = super::reduction::privatize(&b, launch, first);
    // The host version.
    rewriter.move_op_before(target, else_yield);
    let entry = crate::ir::entry_block(target, 0);
    let host_globals: Vec<(String, Value)> = globals
        .iter()
        .filter_map(|(name, index)| {
            entry
                .argument(*index)
                .ok()
                .map(|a| (name.clone(), a.into()))
        })
        .collect();
    super::device::rewrite_host_calls(target, rewriter, context, &host_globals);
    if let Shape::Loop { .. } = plan.shape {
        grid_stride_loop(&b, body, &levels, total, rows);
    }
    unwrap_regions(&b, body);
    super::reduction::combine(&b, &reduced, end, threads.map(|t| (body, t)), rows);
    super::atomic::rewrite_atomics(&b, launch);
    let globals: Vec<(String, Value)> = globals
        .iter()
        .filter_map(|(name, index)| arguments.get(*index).map(|v| (name.clone(), *v)))
        .collect();
    super::device::rewrite_calls(launch, rewriter, context, &globals);
    // The host's default number of gangs (`omp_get_max_threads()`, whose
    // first call initializes libomp: about 3 ms on 16 cores) is the host
    // version's alone (once the kernel no longer uses it): it moves into
    // its branch, so that a program whose constructs all run on the GPU
    // never starts libomp.
    for operand in operand_group(target, TARGET_HOST_EVAL) {
        if let Some(call) = crate::ir::defining_op(operand)
            && op_name(&call) == "llvm.call"
            && super::device::callee(call).as_deref() == Some("omp_get_max_threads")
            && users(operand).iter().all(|user| is_ancestor(target, *user))
        {
            rewriter.move_op_before(call, target);
        }
    }
    // SAFETY: the op is live in the function that holds `target`.
    unsafe { OperationRef::from_raw(choice.to_raw()) }
}

/// The threads of a block `vector_length(n)` asks for (`simdlen` on the
/// nest's `omp.simd`): a multiple of a warp (32), at most 1024.
fn vector_length(nest: OperationRef) -> Option<i64> {
    let mut current = nest.parent_operation();
    while let Some(op) = current {
        if op_name(&op) == "omp.simd"
            && let Some(length) = op
                .attribute("simdlen")
                .ok()
                .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
                .map(|a| a.value())
        {
            return Some(((length + 31) / 32 * 32).clamp(32, 1024));
        }
        if op_name(&op) == "omp.teams" {
            return None;
        }
        current = op.parent_operation();
    }
    None
}

/// The number of gangs the program asks for (`num_gangs(n)`, the teams'
/// `num_teams` inside the region), unless it is acc2omp's default for the
/// host (`omp_get_max_threads()`, the host's threads, which would starve a
/// GPU).
fn requested_gangs<'c, 'a>(target: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let teams = collect_nested(target, |op| op_name(&op) == "omp.teams")
        .first()
        .copied()?;
    let count = operand_group(teams, 4).first().copied()?;
    if let Some(HostSource::Value(value)) = host_value_source(target, count)
        && crate::ir::defining_op(value).is_some_and(|def| {
            op_name(&def) == "llvm.call"
                && super::device::callee(def).as_deref() == Some("omp_get_max_threads")
        })
    {
        return None;
    }
    Some(count)
}

/// `file:line:col` of `op`'s location (the first file location in it).
fn source_location(op: OperationRef) -> Option<String> {
    let text = op.location().to_string();
    let start = text.find("loc(\"")? + 5;
    let rest = &text[start..];
    let end = rest.find('"')?;
    let file = &rest[..end];
    let numbers: String = rest[end + 1..]
        .chars()
        .take_while(|c| c.is_ascii_digit() || *c == ':')
        .collect();
    (!numbers.is_empty()).then(|| format!("{file}{numbers}"))
}

/// The values the region's entry block arguments stand for on the host:
/// the `host_eval` operands, then the maps' device addresses.
fn host_arguments<'c, 'a>(
    target: OperationRef<'c, 'a>,
    maps: &[(Entered<'c, 'a>, Value<'c, 'a>)],
) -> Vec<Value<'c, 'a>> {
    operand_group(target, TARGET_HOST_EVAL)
        .into_iter()
        .chain(maps.iter().map(|(_, device)| *device))
        .collect()
}

/// Moves `block`'s ops (but its terminator) before `before`, its arguments
/// replaced by `arguments`.
fn inline_before<'c>(
    rewriter: &RewriterBase<'c, '_>,
    block: BlockRef<'c, '_>,
    before: OperationRef<'c, '_>,
    arguments: &[Value<'c, '_>],
) {
    if let Some(terminator) = block.terminator() {
        rewriter.erase_op(terminator);
    }
    rewriter.inline_block_before(block, before, arguments);
}

/// `gpu.launch` before `before` with the grid and block sizes (x only),
/// its body ending in `gpu.terminator`.
fn build_launch<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    before: OperationRef<'c, 'a>,
    grid: Value<'c, 'a>,
    block: Value<'c, 'a>,
) -> OperationRef<'c, 'a> {
    b.rewriter.set_insertion_point_before(before);
    let one = b.constant(b.index_type(), 1);
    let mut spec = OpSpec::new("gpu.launch", b.location);
    spec.operands = vec![grid, one, one, block, one, one];
    spec.segments = Some(vec![0, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0]);
    spec.regions = vec![vec![b.index_type(); 12]];
    let launch = spec.insert(b.rewriter, b.context);
    let body = crate::ir::entry_block(launch, 0);
    b.rewriter.set_insertion_point_to_end(body);
    OpSpec::new("gpu.terminator", b.location).insert(b.rewriter, b.context);
    // SAFETY: the op is live in the block that holds `before`.
    unsafe { OperationRef::from_raw(launch.to_raw()) }
}

/// The levels of `nest` (in `target`), on the host before it.
fn loop_levels<'c, 'a>(
    target: OperationRef<'c, 'a>,
    nest: OperationRef<'c, 'a>,
    b: &Builder<'c, '_, '_>,
) -> Vec<Level<'c, 'a>> {
    nest_levels(b, nest, target, |value| host_value(target, value, b))
}

/// The levels of `nest`, their bounds `bound(operand)`, their trip counts
/// computed before `at`.
pub(super) fn nest_levels<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    nest: OperationRef<'c, 'a>,
    at: OperationRef<'c, 'a>,
    bound: impl Fn(Value<'c, 'a>) -> Value<'c, 'a>,
) -> Vec<Level<'c, 'a>> {
    let operands: Vec<Value> = nest.operands().collect();
    let depth = operands.len() / 3;
    let inclusive = nest.attribute("loop_inclusive").is_ok();
    (0..depth)
        .map(|l| {
            let lower = bound(operands[l]);
            let upper = bound(operands[depth + l]);
            let step = bound(operands[2 * depth + l]);
            b.rewriter.set_insertion_point_before(at);
            let count = trip_count(b, lower, upper, step, inclusive);
            Level {
                lower,
                step,
                count: b.cast(count, b.index_type()),
                r#type: lower.r#type(),
            }
        })
        .collect()
}

/// At the insertion point: the induction variables of `levels` at the
/// flattened position `flat` (the innermost level varying fastest).
pub(super) fn positions<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    flat: Value<'c, 'a>,
    levels: &[Level<'c, 'a>],
) -> Vec<Value<'c, 'a>> {
    let mut rest = flat;
    let mut ivs = vec![rest; levels.len()];
    for (l, level) in levels.iter().enumerate().rev() {
        let position = if l == 0 {
            rest
        } else {
            b.arith("arith.remui", &[rest, level.count])
        };
        if l > 0 {
            rest = b.arith("arith.divui", &[rest, level.count]);
        }
        ivs[l] = level.iv(b, position);
    }
    ivs
}

/// `nest`'s body moved before `before`, its induction variables `ivs`.
pub(super) fn inline_nest<'c>(
    rewriter: &RewriterBase<'c, '_>,
    nest: OperationRef<'c, '_>,
    before: OperationRef<'c, '_>,
    ivs: &[Value<'c, '_>],
) {
    let entry = nest
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("checked: one block");
    inline_before(rewriter, entry, before, ivs);
}

/// In the kernel `body`: the partitioned loop becomes a grid-stride loop
/// over the flattened iteration space; the wrappers go.
fn grid_stride_loop<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    body: BlockRef<'c, 'a>,
    levels: &[Level<'c, 'a>],
    total: Value<'c, 'a>,
    rows: bool,
) {
    let launch = body.parent_operation().expect("a launch body");
    let nest = collect_nested(launch, |op| op_name(&op) == "omp.loop_nest")[0];
    let mut outer = nest;
    while let Some(parent) = outer.parent_operation().filter(|p| {
        matches!(
            op_name(p),
            "omp.distribute" | "omp.wsloop" | "omp.simd" | "omp.parallel"
        )
    }) {
        outer = parent;
    }
    let rewriter = b.rewriter;
    rewriter.set_insertion_point_before(outer);
    // Private copies: one per thread.
    let mut wrapper = nest.parent_operation();
    while let Some(op) = wrapper.filter(|op| *op != launch && op_name(op) != "omp.teams") {
        let names = symbols(op, "private_syms");
        if !names.is_empty() {
            let entry = crate::ir::entry_block(op, 0);
            for (index, name) in names.iter().enumerate() {
                let r#type = find_symbol(op, name)
                    .and_then(|d| d.attribute("type").ok())
                    .and_then(|a| TypeAttribute::try_from(a).ok())
                    .map(|t| t.value())
                    .expect("checked by the plan: a private symbol with a type");
                rewriter.set_insertion_point_before(outer);
                let copy = b.alloca(r#type);
                if let Ok(argument) = entry.argument(index) {
                    rewriter.replace_all_uses_with(argument.into(), copy);
                }
            }
        }
        wrapper = op.parent_operation();
    }
    rewriter.set_insertion_point_before(outer);
    let ids: Vec<Value> = (0..12)
        .map(|i| body.argument(i).expect("12 launch arguments").into())
        .collect();
    // gid = block_id.x * block_size.x + thread_id.x; stride = grid.x * block.x
    // (with `rows`, the block's index and the grid's blocks)
    let (gid, stride) = if rows {
        (ids[0], ids[6])
    } else {
        (
            b.arith(
                "arith.addi",
                &[b.arith("arith.muli", &[ids[0], ids[9]]), ids[3]],
            ),
            b.arith("arith.muli", &[ids[6], ids[9]]),
        )
    };
    let (flat, yield_op) = b.index_for(gid, total, stride);
    let ivs = positions(b, flat, levels);
    inline_nest(rewriter, nest, yield_op, &ivs);
    rewriter.erase_op(outer);
}

/// The `omp.teams` and `omp.parallel` left in the kernel body: their
/// bodies move in place of them (their private and reduction arguments have
/// been replaced: they stand for unused values).
fn unwrap_regions<'c>(b: &Builder<'c, '_, '_>, body: BlockRef<'c, '_>) {
    let launch = body.parent_operation().expect("a launch body");
    loop {
        let found = collect_nested(launch, |op| {
            matches!(op_name(&op), "omp.teams" | "omp.parallel")
        });
        let Some(op) = found.first().copied() else {
            return;
        };
        let entry = op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .expect("checked: one block");
        b.rewriter.set_insertion_point_before(op);
        let unused: Vec<Value> = (0..entry.argument_count())
            .map(|index| {
                let argument = entry.argument(index).expect("in range");
                let mut spec = OpSpec::new("llvm.mlir.zero", b.location);
                spec.results = vec![argument.r#type()];
                crate::ir::result(spec.insert(b.rewriter, b.context))
            })
            .collect();
        inline_before(b.rewriter, entry, op, &unused);
        b.rewriter.erase_op(op);
    }
}
