//! Gang iterations on whole blocks. A kernel loop partitioned over gangs
//! alone (`parallel loop gang`) whose body has `vector` (or `worker`)
//! loops, the pattern of `gemv`, SpMV by rows or a row reduction, runs
//! each gang iteration on one block: the blocks take the iterations in a
//! grid-stride loop, every thread of the block runs the gang's code
//! redundantly (the same values in every thread), and each inner loop's
//! iterations go to the block's threads in turn, consecutive iterations on
//! consecutive threads (coalesced accesses along a row):
//!
//! ```text
//! for (i = block; i < rows; i += blocks) {        // gang
//!   s = 0                                           // every thread
//!   barrier
//!   for (j = thread; j < n; j += threads) p += ...  // vector
//!   barrier; s += block_all_reduce(p)               // warp shuffles, shared memory
//!   barrier; if (thread == 0) y[i] = s; barrier      // stores to memory: one thread
//! }
//! ```
//!
//! The gang's code may only compute, load, and store (stores to memory
//! other than the thread's locals are made by the block's first thread
//! alone, between barriers); the inner loops must not write the
//! gang's locals other than through their reductions (in OpenACC they are
//! the gang's, shared by its vector lanes: the thread's copy would not
//! be). Any other kernel keeps one iteration per thread and its inner
//! loops sequential ([`super::sequential`]).

use super::build::Builder;
use super::reduction::{COMBINER, WARP, inline_region, warp_combine};
use super::sequential::{inner_nests, local_alloca, run_inner, wrappers};
use crate::ir::OpSpec;
use acc2omp_dialects::ops::{collect_nested, is_ancestor, op_name};
use melior::ir::{
    BlockLike, BlockRef, OperationRef, Type, Value, attribute::IntegerAttribute,
    operation::OperationLike,
};

/// Whether the kernel loop `outer` runs its iterations on whole blocks.
pub(super) fn applies(outer: OperationRef) -> bool {
    let Some(distribute) = outer.parent_operation() else {
        return false;
    };
    if op_name(&distribute) != "omp.distribute"
        || distribute.parent_operation().map(|p| op_name(&p)) != Some("omp.teams")
    {
        return false;
    }
    let inner = collect_nested(outer, |op| op_name(&op) == "omp.loop_nest");
    let tops = tops(outer, &inner);
    if tops.is_empty()
        || !inner
            .iter()
            .all(|nest| tops.iter().any(|top| is_ancestor(*top, *nest)))
    {
        return false;
    }
    let in_inner = |op: OperationRef| tops.iter().any(|top| is_ancestor(*top, op));
    let gang_code = collect_nested(outer, |op| !in_inner(op));
    if !gang_code.iter().all(|op| gang_level(*op)) {
        return false;
    }
    // The inner loops write no local of the gang but through reductions.
    // (a local of the gang's iteration, or a private copy of the gang loop:
    // an argument of its wrappers)
    let gang_local = |address: Value| {
        local_alloca(address).is_some_and(|alloca| !in_inner(alloca) && is_ancestor(outer, alloca))
            || gang_argument(address, outer)
    };
    tops.iter().all(|top| {
        collect_nested(*top, |op| {
            let name = op_name(&op);
            name == "llvm.store" || name.starts_with("llvm.intr.mem") || name.contains("call")
        })
        .iter()
        .all(|op| {
            if op_name(op) == "llvm.store" {
                op.operand(1).is_ok_and(|address| !gang_local(address))
            } else {
                op.operands().all(|operand| !gang_local(operand))
            }
        })
    })
}

/// Whether `address` is (an element of) an entry argument of one of the
/// ops around `outer` (its `omp.distribute`, `omp.teams`: their private
/// copies and reductions' partials), which become each thread's own.
fn gang_argument(address: Value, outer: OperationRef) -> bool {
    let mut current = address;
    loop {
        if let Ok(argument) = melior::ir::block::BlockArgument::try_from(current) {
            return argument
                .owner()
                .parent_operation()
                .is_some_and(|owner| owner != outer && is_ancestor(owner, outer));
        }
        match crate::ir::defining_op(current) {
            Some(def) if op_name(&def) == "llvm.getelementptr" => match def.operand(0) {
                Ok(base) => current = base,
                Err(_) => return false,
            },
            _ => return false,
        }
    }
}

/// The outermost wrappers of the inner loops directly in `outer`'s body.
fn tops<'c, 'a>(
    outer: OperationRef<'c, 'a>,
    inner: &[OperationRef<'c, 'a>],
) -> Vec<OperationRef<'c, 'a>> {
    let mut tops: Vec<OperationRef> = Vec::new();
    for nest in inner {
        if let Some(top) = wrappers(*nest).first().copied()
            && top.parent_operation() == Some(outer)
            && !tops.contains(&top)
        {
            tops.push(top);
        }
    }
    tops
}

/// Whether every thread of a block can run `op` as the gang would: no
/// call, no atomic, no memory intrinsic (stores are handled).
fn gang_level(op: OperationRef) -> bool {
    let name = op_name(&op);
    if name.starts_with("arith.") || name.starts_with("math.") || name.starts_with("scf.") {
        return true;
    }
    if matches!(name, "omp.yield" | "omp.terminator") {
        return true;
    }
    name.starts_with("llvm.")
        && !matches!(
            name,
            "llvm.call" | "llvm.atomicrmw" | "llvm.cmpxchg" | "llvm.fence" | "llvm.inline_asm"
        )
        && !name.starts_with("llvm.intr.mem")
}

/// A launch's block of threads: a gang's inner loops, reductions over it.
pub(super) struct Block<'c, 'a> {
    /// The launch's body (its arguments: the ids, then shared memory).
    body: BlockRef<'c, 'a>,
    /// The thread's index in the block, and the block's threads (a
    /// multiple of a warp).
    pub(super) thread: Value<'c, 'a>,
    threads: i64,
}

impl<'c, 'a> Block<'c, 'a> {
    /// The block of the launch whose body is `body`, of `threads` threads.
    pub(super) fn new(body: BlockRef<'c, 'a>, threads: i64) -> Self {
        Block {
            body,
            thread: body.argument(3).expect("gpu.launch: thread_id x").into(),
            threads,
        }
    }

    /// `gpu.barrier` at the insertion point.
    pub(super) fn barrier(&self, b: &Builder<'c, '_, '_>) {
        OpSpec::new("gpu.barrier", b.location).insert(b.rewriter, b.context);
    }

    /// `value` (each thread's) combined over the block, before `before`:
    /// every thread gets the same result (the warps' combinations, in
    /// shared memory, combined in the same order by every thread).
    pub(super) fn all_reduce(
        &self,
        b: &Builder<'c, '_, '_>,
        declaration: OperationRef<'c, 'a>,
        r#type: Type<'c>,
        value: Value<'c, 'a>,
        before: OperationRef<'c, 'a>,
    ) -> Value<'c, 'a> {
        let warps = self.threads / WARP;
        let buffer = super::reduction::shared_buffer(b, self.body, r#type, warps);
        b.rewriter.set_insertion_point_before(before);
        let index = b.index_type();
        let lane = b.arith("arith.andi", &[self.thread, b.constant(index, WARP - 1)]);
        let warp = b.arith("arith.shrui", &[self.thread, b.constant(index, 5)]);
        let first_lane = b.compare(0, lane, b.constant(index, 0));
        let mine = warp_combine(b, declaration, r#type, value, before);
        let (choice, then_yield, _) = b.if_else(first_lane);
        b.rewriter.set_insertion_point_before(then_yield);
        let mut store = OpSpec::new("memref.store", b.location);
        store.operands = vec![mine, buffer, warp];
        store.insert(b.rewriter, b.context);
        b.rewriter.set_insertion_point_after(choice);
        self.barrier(b);
        let load = |w: i64| {
            let mut spec = OpSpec::new("memref.load", b.location);
            spec.operands = vec![buffer, b.constant(index, w)];
            spec.results = vec![r#type];
            crate::ir::result(spec.insert(b.rewriter, b.context))
        };
        let mut total = load(0);
        for w in 1..warps {
            let next = load(w);
            total = inline_region(b, declaration, COMBINER, &[total, next], before);
            b.rewriter.set_insertion_point_before(before);
        }
        // The buffer is read by all before any thread writes it again.
        self.barrier(b);
        total
    }

    /// `nest`'s levels, flattened, as a loop of the block's threads before
    /// `top` (iteration k on thread k mod threads), its body inside.
    pub(super) fn threads_loop(
        &self,
        b: &Builder<'c, '_, '_>,
        nest: OperationRef<'c, 'a>,
        top: OperationRef<'c, 'a>,
    ) {
        let index = b.index_type();
        let levels = super::kernel::nest_levels(b, nest, top, |bound| bound);
        b.rewriter.set_insertion_point_before(top);
        let mut total = b.constant(index, 1);
        for level in &levels {
            total = b.arith("arith.muli", &[total, level.count]);
        }
        let stride = b.constant(index, self.threads);
        let (flat, end) = b.index_for(self.thread, total, stride);
        let ivs = super::kernel::positions(b, flat, &levels);
        super::kernel::inline_nest(b.rewriter, nest, end, &ivs);
    }
}

/// In the kernel `launch` (blocks of `threads` threads) whose loop
/// [`applies`]: the inner loops on the block's threads, the gang's stores
/// to memory by the first thread. Per-thread storage goes before `first`.
pub(super) fn distribute<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    launch: OperationRef<'c, 'a>,
    first: OperationRef<'c, 'a>,
    threads: i64,
) {
    let body = crate::ir::entry_block(launch, 0);
    let block = Block::new(body, threads);
    let inner = inner_nests(launch);
    let Some(outer) = inner
        .first()
        .and_then(|nest| wrappers(*nest).first().copied())
        .and_then(|top| top.parent_operation())
    else {
        return;
    };
    for top in tops(outer, &inner) {
        let nest = collect_nested(top, |op| op_name(&op) == "omp.loop_nest")[0];
        run_inner(b, nest, first, Some(Block::new(body, threads)));
    }
    // The gang's stores to memory (not the thread's locals): the first
    // thread's, between barriers.
    let loops: Vec<OperationRef> = collect_nested(outer, |op| {
        op_name(&op) == "scf.for" && op.operand(0).is_ok_and(|start| start == block.thread)
    });
    let stores = collect_nested(outer, |op| {
        op_name(&op) == "llvm.store" && !loops.iter().any(|l| is_ancestor(*l, op))
    });
    let index = b.index_type();
    for store in stores {
        let local = store.operand(1).is_ok_and(|address| {
            local_alloca(address).is_some_and(|alloca| is_ancestor(launch, alloca))
                || wrapper_argument(address)
        });
        if local {
            continue;
        }
        // Before: every thread has read what the store overwrites; after:
        // every thread reads what it wrote.
        b.rewriter.set_insertion_point_before(store);
        block.barrier(b);
        let first_thread = b.compare(0, block.thread, b.constant(index, 0));
        let (choice, then_yield, _) = b.if_else(first_thread);
        b.rewriter.move_op_before(store, then_yield);
        b.rewriter.set_insertion_point_after(choice);
        block.barrier(b);
    }
}

/// Whether `address` is an argument of an OpenMP wrapper (a private copy
/// or a reduction's partial, which become the thread's locals).
fn wrapper_argument(address: Value) -> bool {
    melior::ir::block::BlockArgument::try_from(address)
        .ok()
        .is_some_and(|argument| {
            argument
                .owner()
                .parent_operation()
                .is_some_and(|owner| op_name(&owner).starts_with("omp."))
        })
}

/// The threads of a block for a kernel whose loop [`applies`]: the inner
/// loop's `vector_length` (`simdlen`), a multiple of a warp, at most 1024.
pub(super) fn inner_vector_length(outer: OperationRef) -> Option<i64> {
    collect_nested(outer, |op| op_name(&op) == "omp.simd")
        .iter()
        .find_map(|simd| {
            simd.attribute("simdlen")
                .ok()
                .and_then(|a| IntegerAttribute::try_from(a).ok())
                .map(|a| a.value())
        })
        .map(|length| ((length + 31) / 32 * 32).clamp(32, 1024))
}
