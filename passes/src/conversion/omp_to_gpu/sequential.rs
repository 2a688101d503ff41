//! Partitioned loops nested in a kernel's partitioned loop (`gang` over
//! rows, `vector` or `worker` over each row's elements): each runs as a
//! sequential loop in the thread that runs the enclosing iteration, which
//! is one valid assignment of its iterations to the executors OpenACC
//! allows. Its private variables are the thread's; a reduction accumulates
//! into a partial (the declaration's initial value) that is combined into
//! the variable after the loop, without atomics: the plan checks that the
//! variable is the thread's own (a local of the enclosing iteration, or an
//! enclosing level's partial). (Spreading the inner loop over the threads
//! of a block is the performance issue's.)
//!
//! ```mlir
//! omp.simd private(@p %a -> %pa) reduction(@add %s -> %ps) {
//!   omp.loop_nest (%j) = (%lb) to (%ub) step (%st) { body(%j, %pa, %ps) }
//! }
//! // becomes, in the kernel:
//! %part = <init>; store %part, %partial
//! scf.for %k = 0 to trip_count(%lb, %ub, %st) step 1 {
//!   body(%lb + %k * %st, %private, %partial)
//! }
//! store <combiner>(load %s, load %partial), %s
//! ```

use super::build::{Builder, symbols};
use super::reduction::{COMBINER, inline_region, leaf_address, reduction_group};
use crate::ir::{defining_op, find_symbol};
use acc2omp_dialects::ops::{collect_nested, is_ancestor, op_name, operand_group};
use melior::ir::{
    BlockLike, OperationRef, Value, attribute::TypeAttribute, operation::OperationLike,
};

/// The loop wrappers an inner partitioned loop may have (`distribute`: an
/// outermost loop of a one-thread kernel, [`check_one_thread`]).
const WRAPPERS: &[&str] = &["omp.wsloop", "omp.simd", "omp.parallel", "omp.distribute"];

/// The wrappers of `nest`, outermost first.
pub(super) fn wrappers<'c, 'a>(nest: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut chain = Vec::new();
    let mut current = nest.parent_operation();
    while let Some(op) = current.filter(|op| WRAPPERS.contains(&op_name(op))) {
        chain.insert(0, op);
        current = op.parent_operation();
    }
    chain
}

/// Whether the inner partitioned loop `nest` (in the body of the kernel's
/// loop `outer`) can run sequentially in each thread.
pub(super) fn check<'c>(
    outer: OperationRef<'c, '_>,
    nest: OperationRef<'c, '_>,
) -> Result<(), (melior::ir::Location<'c>, String)> {
    check_levels(Some(outer), nest)
}

/// Whether the partitioned loop `nest` of a kernel of one thread can run
/// sequentially in it (every variable is that thread's).
pub(super) fn check_one_thread<'c>(
    nest: OperationRef<'c, '_>,
) -> Result<(), (melior::ir::Location<'c>, String)> {
    check_levels(None, nest)
}

/// [`check`], [`check_one_thread`] (`outer` `None`).
fn check_levels<'c>(
    outer: Option<OperationRef<'c, '_>>,
    nest: OperationRef<'c, '_>,
) -> Result<(), (melior::ir::Location<'c>, String)> {
    let chain = wrappers(nest);
    let at = |op: OperationRef<'c, '_>, message: &str| (op.location(), message.to_string());
    let Some(top) = chain.first().copied() else {
        return Err(at(
            nest,
            "a loop nest without a loop construct in a GPU kernel",
        ));
    };
    for (index, op) in chain.iter().enumerate() {
        if op_name(op) == "omp.parallel" {
            let entry = crate::ir::entry_block(*op, 0);
            let only = chain.get(index + 1).is_some_and(|inner| {
                entry.first_operation() == Some(*inner)
                    && inner
                        .next_in_block()
                        .is_some_and(|t| op_name(&t) == "omp.terminator")
            });
            if !only {
                return Err(at(
                    *op,
                    "code beside an inner partitioned loop of a GPU kernel",
                ));
            }
        }
        let Some(group) = reduction_group(op_name(op)) else {
            continue;
        };
        let Some(outer) = outer else {
            // (One thread: every variable is its own.)
            continue;
        };
        for variable in operand_group(*op, group) {
            // The thread's own: a local of the enclosing iteration, a
            // reduction argument (a partial) of an enclosing level, or a
            // private copy of a loop wrapper of the enclosing loop
            // (`parallel loop gang private(s)`: one per thread).
            let local = local_alloca(variable).is_some_and(|d| is_ancestor(outer, d));
            let own_argument = melior::ir::block::BlockArgument::try_from(variable)
                .ok()
                .is_some_and(|argument| {
                    argument.owner().parent_operation().is_some_and(|owner| {
                        let partial = owner.attribute("reduction_syms").is_ok()
                            && (is_ancestor(owner, top) || chain.contains(&owner));
                        let private = owner.attribute("private_syms").is_ok()
                            && matches!(
                                op_name(&owner),
                                "omp.distribute" | "omp.wsloop" | "omp.simd" | "omp.loop"
                            )
                            && is_ancestor(owner, outer);
                        partial || private
                    })
                });
            if !local && !own_argument {
                return Err(at(
                    *op,
                    "a reduction on an inner partitioned loop of a variable the outer loop's \
                     iterations share, in a GPU kernel",
                ));
            }
        }
    }
    Ok(())
}

/// The `llvm.alloca` an address points into (through GEPs), if any.
pub(super) fn local_alloca<'c, 'a>(address: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    defining_op(crate::ir::address_base(address)).filter(|def| op_name(def) == "llvm.alloca")
}

/// The loop nests of the kernel `launch` nested in another one.
pub(super) fn inner_nests<'c, 'a>(launch: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let nests = collect_nested(launch, |op| op_name(&op) == "omp.loop_nest");
    nests
        .iter()
        .copied()
        .filter(|nest| {
            nests
                .iter()
                .any(|other| other != nest && is_ancestor(*other, *nest))
        })
        .collect()
}

/// Makes every inner partitioned loop of the kernel `launch` sequential
/// (with `all`, a kernel of one thread, every partitioned loop, outermost
/// first); per-thread storage goes before `first` (the kernel body's first
/// op).
pub(super) fn sequentialize<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    launch: OperationRef<'c, 'a>,
    first: OperationRef<'c, 'a>,
    all: bool,
) {
    let nests = match all {
        true => collect_nested(launch, |op| op_name(&op) == "omp.loop_nest"),
        false => inner_nests(launch),
    };
    for nest in nests {
        run_inner(b, nest, first, None);
    }
}

/// The inner partitioned loop `nest` as a loop of the thread (`block`
/// `None`) or of its block's threads ([`super::rows`]), its private
/// variables the thread's, its reductions into partials combined after the
/// loop (innermost level first; the outermost level's partials first
/// combined over the block when the block runs the loop).
pub(super) fn run_inner<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    nest: OperationRef<'c, 'a>,
    first: OperationRef<'c, 'a>,
    block: Option<super::rows::Block<'c, 'a>>,
) {
    let chain = wrappers(nest);
    let top = chain[0];
    let after = top
        .next_in_block()
        .expect("a wrapper is followed by a terminator");
    // (variable, partial, declaration, type) of each level, outermost
    // first: combined after the loop innermost first (an inner level's
    // variable is an outer level's partial).
    let mut combines = Vec::new();
    // (a level's reduction argument, the partial that replaced it)
    let mut replaced: Vec<(Value, Value)> = Vec::new();
    for op in &chain {
        let entry = crate::ir::entry_block(*op, 0);
        let privates = symbols(*op, "private_syms");
        for (index, name) in privates.iter().enumerate() {
            let r#type = find_symbol(*op, name)
                .and_then(|d| d.attribute("type").ok())
                .and_then(|a| TypeAttribute::try_from(a).ok())
                .map(|t| t.value())
                .expect("checked by the plan: a private symbol with a type");
            b.rewriter.set_insertion_point_before(first);
            let copy = b.alloca(r#type);
            if let Ok(argument) = entry.argument(index) {
                b.rewriter.replace_all_uses_with(argument.into(), copy);
            }
        }
        let Some(group) = reduction_group(op_name(op)) else {
            continue;
        };
        let variables = operand_group(*op, group);
        for (index, (variable, symbol)) in variables
            .iter()
            .zip(symbols(*op, "reduction_syms"))
            .enumerate()
        {
            // An array or struct: element by element.
            let parts = super::reduction::parts(*op, &symbol).expect("checked by the plan");
            let (partial, elements) = super::reduction::new_partial(b, &parts, first, top);
            for (element, _, declaration, r#type) in elements {
                combines.push((
                    *variable,
                    partial,
                    (parts.storage, element, parts.looped),
                    declaration,
                    r#type,
                ));
            }
            if let Ok(argument) = entry.argument(privates.len() + index) {
                b.rewriter.replace_all_uses_with(argument.into(), partial);
                replaced.push((argument.into(), partial));
            }
        }
    }
    if let Some(block) = &block {
        // What the gang wrote before the loop is seen by every thread of
        // the block; what the loop wrote, after it.
        b.rewriter.set_insertion_point_before(top);
        block.barrier(b);
        b.rewriter.set_insertion_point_before(after);
        block.barrier(b);
    }
    for (variable, partial, (storage, element, looped), declaration, r#type) in
        combines.into_iter().rev()
    {
        // An enclosing level's argument is its partial by now (the
        // operand itself may already be: its uses were replaced).
        let inner = replaced
            .iter()
            .find(|(argument, partial)| *argument == variable || *partial == variable);
        let outermost = inner.is_none();
        let variable = inner.map_or(variable, |(_, partial)| *partial);
        b.rewriter.set_insertion_point_before(after);
        // A large array: the same, element by element in a loop (every
        // thread of the block runs it: its combinations' barriers too).
        // The partial at `partial` combined into `variable` before `before`
        // (over the block's threads first, at the outermost level).
        let combine = |b: &Builder<'c, '_, '_>, variable, partial, before| {
            let mut mine = b.load(partial, r#type);
            if let (Some(block), true) = (&block, outermost) {
                mine = block.all_reduce(b, declaration, r#type, mine, before);
            }
            b.rewriter.set_insertion_point_before(before);
            let old = b.load(variable, r#type);
            let combined = inline_region(b, declaration, COMBINER, &[old, mine], before);
            b.rewriter.set_insertion_point_before(before);
            b.store(combined, variable);
        };
        if let Some(count) = looped {
            super::reduction::each_element(b, count, |b, k, before| {
                let variable = b.element_address(variable, k, r#type);
                let partial = b.element_address(partial, k, r#type);
                combine(b, variable, partial, before);
            });
            continue;
        }
        let variable = leaf_address(b, variable, storage, element);
        let partial = leaf_address(b, partial, storage, element);
        combine(b, variable, partial, after);
    }
    match &block {
        None => sequential_loop(b, nest, top),
        Some(block) => block.threads_loop(b, nest, top),
    }
    b.rewriter.erase_op(top);
}

/// `nest`'s levels as nested `scf.for` loops over their trip counts, before
/// `top`, with its body inside.
pub(super) fn sequential_loop<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    nest: OperationRef<'c, 'a>,
    top: OperationRef<'c, 'a>,
) {
    let levels = super::kernel::nest_levels(b, nest, top, |bound| bound);
    let index = b.index_type();
    let mut anchor = top;
    let mut ivs = Vec::new();
    for level in &levels {
        b.rewriter.set_insertion_point_before(anchor);
        let zero = b.constant(index, 0);
        let one = b.constant(index, 1);
        let (k, end) = b.index_for(zero, level.count, one);
        ivs.push(level.iv(b, k));
        anchor = end;
    }
    super::kernel::inline_nest(b.rewriter, nest, anchor, &ivs);
}
