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
//!   thread of one block: `serial`, and gang-redundant `parallel` regions
//!   (one gang is a valid number of gangs).

use super::build::Builder;
use super::host::Entered;
use crate::ir::{OpSpec, defining_op, find_symbol};
use acc2omp_dialects::ops::{collect_nested, is_ancestor, op_name, operand_group};
use melior::{
    Context, RewriterBase,
    ir::{
        BlockLike, BlockRef, Location, OperationRef, RegionLike, Type, Value, ValueLike,
        attribute::TypeAttribute, operation::OperationLike,
    },
};

/// The omp ops a kernel may hold (the others are reported).
const KERNEL_OMP_OPS: &[&str] = &[
    "omp.teams",
    "omp.parallel",
    "omp.distribute",
    "omp.wsloop",
    "omp.simd",
    "omp.loop_nest",
    "omp.yield",
    "omp.terminator",
];

/// `omp.target`'s operand groups acc2omp's kernels cannot take yet, with
/// the clause each is (MLIR 22's order).
const TARGET_GROUPS: &[(usize, &str)] = &[
    (0, "allocate"),
    (2, "depend"),
    (3, "device"),
    (4, "has_device_addr"),
    (6, "if"),
    (7, "in_reduction"),
    (8, "is_device_ptr"),
    (10, "private"),
];
const TARGET_HOST_EVAL: usize = 5;

/// Threads per block of loop kernels, and the most blocks (a grid-stride
/// loop covers any remaining iterations).
const BLOCK: i64 = 256;
const MAX_BLOCKS: i64 = 1 << 20;

pub(super) enum Shape<'c, 'a> {
    /// `nest` under its loop wrappers (and an `omp.parallel`).
    Loop {
        nest: OperationRef<'c, 'a>,
    },
    Single,
}

pub(super) struct Plan<'c, 'a> {
    pub target: OperationRef<'c, 'a>,
    shape: Shape<'c, 'a>,
}

type Rejection<'c> = (Location<'c>, String);

/// Checks that `target` can become a kernel, and which kind.
pub(super) fn plan<'c, 'a>(target: OperationRef<'c, 'a>) -> Result<Plan<'c, 'a>, Rejection<'c>> {
    let here = |message: String| (target.location(), message);
    for (group, clause) in TARGET_GROUPS {
        if !operand_group(target, *group).is_empty() {
            return Err(here(format!(
                "'{clause}' on a compute construct offloaded to a GPU"
            )));
        }
    }
    if target.attribute("nowait").is_ok() {
        return Err(here(
            "'nowait' (async) on a compute construct offloaded to a GPU".into(),
        ));
    }
    if target
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .is_none_or(|b| b.next_in_region().is_some())
    {
        return Err(here("a target region of several blocks (or none)".into()));
    }
    for op in collect_nested(target, |_| true) {
        let name = op_name(&op);
        let at = |message: String| (op.location(), message);
        if op == target {
            continue;
        }
        if name.starts_with("omp.") && !KERNEL_OMP_OPS.contains(&name.as_str()) {
            return Err(at(format!("'{name}' in a GPU kernel")));
        }
        // NVPTX has no x86 extended precision (LLVM aborts on its library
        // calls): `long double` stays on the host.
        let types = op
            .results()
            .map(|r| Value::from(r).r#type())
            .chain(op.operands().map(|v| v.r#type()));
        if types
            .map(|t| t.to_string())
            .any(|t| t == "f80" || t == "f128")
        {
            return Err(at(
                "'long double' (x86 extended precision) in a GPU kernel".into()
            ));
        }
        if op.attribute("reduction_syms").is_ok() {
            super::reduction::check(op).map_err(at)?;
        }
        if matches!(name.as_str(), "llvm.call" | "func.call") {
            super::device::check_call(op, &mut Vec::new()).map_err(at)?;
        }
        if name == "llvm.mlir.addressof" {
            return Err(at(
                "a global variable in a GPU kernel (globals are not offloaded yet)".into(),
            ));
        }
        if name == "omp.teams" && op.attribute("private_syms").is_ok() {
            return Err(at("'private' on the teams of a GPU kernel".into()));
        }
        if matches!(name.as_str(), "omp.wsloop" | "omp.simd") && !operand_group(op, 2).is_empty() {
            return Err(at(format!("'linear' on '{name}' in a GPU kernel")));
        }
        if let Ok(symbols) = op.attribute("private_syms") {
            check_privates(op, &symbols.to_string()).map_err(at)?;
        }
        if op.region_count() > 0
            && name != "omp.target"
            && op.regions().any(|r| {
                r.first_block()
                    .is_some_and(|b| b.next_in_region().is_some())
            })
        {
            return Err(at(format!(
                "'{name}' with a body of several blocks in a GPU kernel"
            )));
        }
    }
    let nests = collect_nested(target, |op| op_name(&op) == "omp.loop_nest");
    let shape = match nests.as_slice() {
        [] => {
            if let Some(op) = collect_nested(target, |op| {
                matches!(
                    op_name(&op).as_str(),
                    "omp.parallel" | "omp.distribute" | "omp.wsloop" | "omp.simd"
                )
            })
            .first()
            {
                return Err((
                    op.location(),
                    format!("'{}' without a loop in a GPU kernel", op_name(op)),
                ));
            }
            Shape::Single
        }
        [nest] => plan_loop(target, *nest)?,
        [_, second, ..] => {
            return Err((
                second.location(),
                "several partitioned loops, or nested ones, in one GPU kernel".into(),
            ));
        }
    };
    Ok(Plan { target, shape })
}

/// Only `omp.private {type = private}` without an init region: a fresh
/// uninitialized copy per thread.
fn check_privates(user: OperationRef, symbols: &str) -> Result<(), String> {
    for symbol in symbols.trim_matches(|c| c == '[' || c == ']').split(',') {
        let symbol = symbol.trim().trim_start_matches('@').trim_matches('"');
        let declaration =
            find_symbol(user, symbol).ok_or_else(|| format!("no private symbol '@{symbol}'"))?;
        let kind = declaration
            .attribute("data_sharing_type")
            .map(|a| a.to_string())
            .unwrap_or_default();
        let init = declaration
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .is_some();
        if kind.contains("firstprivate") || init {
            return Err(format!(
                "the private copy '@{symbol}' with an initial value in a GPU kernel"
            ));
        }
    }
    Ok(())
}

/// The wrappers of `nest` up to the teams region, and the checks of the
/// code around them.
fn plan_loop<'c, 'a>(
    target: OperationRef<'c, 'a>,
    nest: OperationRef<'c, 'a>,
) -> Result<Shape<'c, 'a>, Rejection<'c>> {
    let mut chain = Vec::new();
    let mut current = nest.parent_operation();
    while let Some(op) = current.filter(|op| {
        matches!(
            op_name(op).as_str(),
            "omp.distribute" | "omp.wsloop" | "omp.simd" | "omp.parallel"
        )
    }) {
        chain.insert(0, op);
        current = op.parent_operation();
    }
    if chain.first().map(op_name).as_deref() == Some("omp.parallel")
        && chain[1..].iter().any(|op| op_name(op) == "omp.parallel")
    {
        return Err((
            nest.location(),
            "a loop of nested parallel regions in a GPU kernel".into(),
        ));
    }
    if let [parallel, inner, ..] = chain.as_slice()
        && op_name(parallel) == "omp.parallel"
    {
        let entry = crate::ir::entry_block(*parallel, 0);
        let only_loop = entry.first_operation() == Some(*inner)
            && inner
                .next_in_block()
                .is_some_and(|t| op_name(&t) == "omp.terminator");
        if !only_loop {
            return Err((
                parallel.location(),
                "code beside the loop of a parallel region in a GPU kernel".into(),
            ));
        }
    }
    if current.map(|op| op_name(&op)).as_deref() != Some("omp.teams") {
        return Err((
            nest.location(),
            "a partitioned loop outside the teams region in a GPU kernel".into(),
        ));
    }
    // The loop's bounds: the host's (host_eval) or constants.
    for bound in nest.operands() {
        if host_value_source(target, bound).is_none() {
            return Err((
                nest.location(),
                "loop bounds computed inside the target region in a GPU kernel".into(),
            ));
        }
    }
    // The code every thread runs before the loop.
    let outer = chain[0];
    for op in collect_nested(target, |op| !is_ancestor(outer, op)) {
        if op == target || op_name(&op) == "omp.teams" || op_name(&op) == "omp.terminator" {
            continue;
        }
        if !redundant_is_invisible(target, outer, op) {
            return Err((
                op.location(),
                format!(
                    "'{}' outside the partitioned loop of a GPU kernel (every thread would run it)",
                    op_name(&op)
                ),
            ));
        }
    }
    Ok(Shape::Loop { nest })
}

/// Whether every thread running `op` is the same as one gang running it:
/// arithmetic, locals, stores to locals of the region, and loads of memory
/// the loop cannot change while other threads run it: the region's locals,
/// and the device copies of scalars (the construct's own copies, which
/// no pointer of the program reaches) that the loop does not store to.
fn redundant_is_invisible(target: OperationRef, outer: OperationRef, op: OperationRef) -> bool {
    let name = op_name(&op);
    if name.starts_with("arith.")
        || matches!(
            name.as_str(),
            "llvm.mlir.constant" | "llvm.alloca" | "llvm.getelementptr" | "llvm.mlir.zero"
        )
    {
        return true;
    }
    match name.as_str() {
        "llvm.store" => matches!(
            op.operand(1).ok().map(|a| base(target, a)),
            Some(Base::Local)
        ),
        "llvm.load" => match op.operand(0).ok().map(|a| base(target, a)) {
            Some(Base::Local) => true,
            Some(Base::Map(index)) => {
                let stores = collect_nested(outer, |o| op_name(&o) == "llvm.store");
                scalar_map(target, index)
                    && !stores.iter().any(|store| {
                        store
                            .operand(1)
                            .is_ok_and(|address| base(target, address) == Base::Map(index))
                    })
            }
            _ => false,
        },
        _ => false,
    }
}

/// What an address in a target region points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Base {
    /// A local of the region (an `alloca` in it).
    Local,
    /// The variable of the region's entry argument `index` (a map).
    Map(usize),
    Unknown,
}

fn base(target: OperationRef, address: Value) -> Base {
    let mut current = address;
    loop {
        match defining_op(current) {
            Some(def) if op_name(&def) == "llvm.getelementptr" => match def.operand(0) {
                Ok(base) => current = base,
                Err(_) => return Base::Unknown,
            },
            Some(def) if op_name(&def) == "llvm.alloca" && is_ancestor(target, def) => {
                return Base::Local;
            }
            Some(_) => return Base::Unknown,
            None => {
                let Some(entry) = target.region(0).ok().and_then(|r| r.first_block()) else {
                    return Base::Unknown;
                };
                return (0..entry.argument_count())
                    .find(|i| entry.argument(*i).ok().map(Value::from) == Some(current))
                    .map_or(Base::Unknown, Base::Map);
            }
        }
    }
}

/// Whether entry argument `index` of `target` is a map of a scalar (an
/// integer, a float or a pointer).
fn scalar_map(target: OperationRef, index: usize) -> bool {
    let host_evals = operand_group(target, TARGET_HOST_EVAL).len();
    let Some(map) = index
        .checked_sub(host_evals)
        .and_then(|i| operand_group(target, 9).get(i).copied())
        .and_then(defining_op)
    else {
        return false;
    };
    map.attribute("var_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .is_some_and(|t| {
            let text = t.value().to_string();
            text.starts_with('i')
                || text.starts_with('f')
                || text == "!llvm.ptr"
                || text == "!llvm.struct<(ptr)>"
        })
}

/// Where a value used inside `target` comes from on the host: a
/// `host_eval` operand, a constant of the region (cloned), or a value
/// defined outside.
enum HostSource<'c, 'a> {
    Value(Value<'c, 'a>),
    Constant(OperationRef<'c, 'a>),
}

fn host_value_source<'c, 'a>(
    target: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
) -> Option<HostSource<'c, 'a>> {
    if let Some(def) = defining_op(value) {
        if !is_ancestor(target, def) {
            return Some(HostSource::Value(value));
        }
        return matches!(
            op_name(&def).as_str(),
            "arith.constant" | "llvm.mlir.constant"
        )
        .then_some(HostSource::Constant(def));
    }
    let entry = target.region(0).ok()?.first_block()?;
    let index = (0..entry.argument_count())
        .find(|i| entry.argument(*i).ok().map(Value::from) == Some(value))?;
    operand_group(target, TARGET_HOST_EVAL)
        .get(index)
        .copied()
        .map(HostSource::Value)
}

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
struct Level<'c, 'a> {
    lower: Value<'c, 'a>,
    step: Value<'c, 'a>,
    /// The trip count (`index`).
    count: Value<'c, 'a>,
    r#type: Type<'c>,
}

/// The trip count of `lower..upper` by `step` (`inclusive` or not), as an
/// `i64`, zero when empty.
fn trip_count<'c, 'a>(
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
/// addresses of its maps, in order. Returns the op after which the maps
/// exit.
pub(super) fn rewrite<'c, 'a>(
    plan: &Plan<'c, 'a>,
    maps: &[(Entered<'c, 'a>, Value<'c, 'a>)],
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
        Shape::Single => Vec::new(),
    };
    rewriter.set_insertion_point_before(target);
    let index = b.index_type();
    let one = b.constant(index, 1);
    let (grid, block, total) = if levels.is_empty() {
        (one, one, one)
    } else {
        let mut total = levels[0].count;
        for level in &levels[1..] {
            total = b.arith("arith.muli", &[total, level.count]);
        }
        let block = b.constant(index, BLOCK);
        let padded = b.arith("arith.addi", &[total, b.constant(index, BLOCK - 1)]);
        let blocks = b.arith("arith.divui", &[padded, block]);
        let blocks = b.arith("arith.minui", &[blocks, b.constant(index, MAX_BLOCKS)]);
        (b.arith("arith.maxui", &[blocks, one]), block, total)
    };
    let kind = b
        .call(target, "__acc2omp_offload_kind", &[], Some(b.i32_type()))
        .expect("a result type was given");
    rewriter.set_insertion_point_before(target);
    let gpu_kind = b.constant(b.i32_type(), 2);
    let on_gpu = b.compare(0, kind, gpu_kind);
    let mut choice = OpSpec::new("scf.if", target.location());
    choice.operands = vec![on_gpu];
    choice.regions = vec![Vec::new(), Vec::new()];
    let choice = choice.insert(rewriter, context);
    let then_block = crate::ir::entry_block(choice, 0);
    let else_block = crate::ir::entry_block(choice, 1);
    for block in [then_block, else_block] {
        rewriter.set_insertion_point_to_end(block);
        OpSpec::new("scf.yield", target.location()).insert(rewriter, context);
    }
    // The kernel: a copy of the region in a gpu.launch.
    let then_yield = then_block.terminator().expect("built here: scf.yield");
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
    let reduced = super::reduction::privatize(&b, launch, first);
    // The host version.
    let else_yield = else_block.terminator().expect("built here: scf.yield");
    rewriter.move_op_before(target, else_yield);
    if let Shape::Loop { .. } = plan.shape {
        grid_stride_loop(&b, body, &levels, total);
    }
    unwrap_regions(&b, body);
    super::reduction::combine(&b, &reduced, end);
    super::device::rewrite_calls(launch, rewriter, context);
    // SAFETY: the op is live in the function that holds `target`.
    unsafe { OperationRef::from_raw(choice.to_raw()) }
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
    let operands: Vec<Value> = nest.operands().collect();
    let depth = operands.len() / 3;
    let inclusive = nest.attribute("loop_inclusive").is_ok();
    (0..depth)
        .map(|l| {
            let lower = host_value(target, operands[l], b);
            let upper = host_value(target, operands[depth + l], b);
            let step = host_value(target, operands[2 * depth + l], b);
            b.rewriter.set_insertion_point_before(target);
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

/// In the kernel `body`: the partitioned loop becomes a grid-stride loop
/// over the flattened iteration space; the wrappers go.
fn grid_stride_loop<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    body: BlockRef<'c, 'a>,
    levels: &[Level<'c, 'a>],
    total: Value<'c, 'a>,
) {
    let launch = body.parent_operation().expect("a launch body");
    let nest = collect_nested(launch, |op| op_name(&op) == "omp.loop_nest")[0];
    let mut outer = nest;
    while let Some(parent) = outer.parent_operation().filter(|p| {
        matches!(
            op_name(p).as_str(),
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
        if let Ok(symbols) = op.attribute("private_syms") {
            let names: Vec<String> = symbols
                .to_string()
                .trim_matches(|c| c == '[' || c == ']')
                .split(',')
                .map(|s| {
                    s.trim()
                        .trim_start_matches('@')
                        .trim_matches('"')
                        .to_string()
                })
                .collect();
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
    let gid = b.arith(
        "arith.addi",
        &[b.arith("arith.muli", &[ids[0], ids[9]]), ids[3]],
    );
    let stride = b.arith("arith.muli", &[ids[6], ids[9]]);
    let mut for_op = OpSpec::new("scf.for", b.location);
    for_op.operands = vec![gid, total, stride];
    for_op.regions = vec![vec![b.index_type()]];
    let for_op = for_op.insert(rewriter, b.context);
    let for_body = crate::ir::entry_block(for_op, 0);
    rewriter.set_insertion_point_to_end(for_body);
    let yield_op = OpSpec::new("scf.yield", b.location).insert(rewriter, b.context);
    rewriter.set_insertion_point_before(yield_op);
    let mut rest: Value = for_body.argument(0).expect("the induction variable").into();
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
        let position = b.cast(position, level.r#type);
        let offset = b.arith("arith.muli", &[position, level.step]);
        ivs[l] = b.arith("arith.addi", &[level.lower, offset]);
    }
    let nest_entry = nest
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("checked: one block");
    inline_before(rewriter, nest_entry, yield_op, &ivs);
    rewriter.erase_op(outer);
}

/// The `omp.teams` and `omp.parallel` left in the kernel body: their
/// bodies move in place of them (their private and reduction arguments have
/// been replaced: they stand for unused values).
fn unwrap_regions<'c>(b: &Builder<'c, '_, '_>, body: BlockRef<'c, '_>) {
    let launch = body.parent_operation().expect("a launch body");
    loop {
        let found = collect_nested(launch, |op| {
            matches!(op_name(&op).as_str(), "omp.teams" | "omp.parallel")
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
