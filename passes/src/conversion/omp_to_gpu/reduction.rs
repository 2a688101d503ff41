//! Reductions in kernels. Every thread accumulates into a private partial
//! (initialized with the `omp.declare_reduction`'s init region), whatever
//! level the reduction is on (`teams`, `parallel`, `wsloop`, `simd`: one
//! chain of reduction arguments, outermost first, all the same partial,
//! since a kernel's threads split the levels' iterations between them); at
//! the kernel's end each thread combines its partial into the variable's
//! device copy with a compare-and-swap loop around the declaration's
//! combiner, so that every operator and type the host supports combines the
//! same way (one `llvm.atomicrmw` instead where the hardware has the
//! operation: `+`, integer `max`/`min`/`&`/`|`/`^`):
//!
//! ```mlir
//! %old0 = llvm.load %var
//! scf.while (%old = %old0) {
//!   %new = <combiner>(%old, %partial)
//!   %r = llvm.cmpxchg %var, bits(%old), bits(%new) acq_rel monotonic
//!   scf.condition(!%r.1) bits⁻¹(%r.0)
//! }
//! ```
//!
//! The result is the variable's value before the construct combined with
//! every thread's partial, as OpenACC defines it. In kernels of whole warps
//! a block first combines its threads' partials (warp shuffles, shared
//! memory), and one thread per block combines into the variable.

use super::build::{Builder, symbols};
use crate::ir::{OpSpec, find_symbol, result};
use acc2omp_dialects::ops::{collect_nested, op_name, operand_group};
use melior::ir::{
    Attribute, BlockLike, BlockRef, OperationRef, RegionLike, Type, Value,
    attribute::{IntegerAttribute, TypeAttribute},
    operation::OperationLike,
    r#type::IntegerType,
};

/// The operand group of the reduction variables of each op that has them
/// (MLIR 22's `OpenMPOps.td`).
pub(super) fn reduction_group(name: &str) -> Option<usize> {
    match name {
        "omp.teams" | "omp.simd" => Some(6),
        "omp.parallel" | "omp.wsloop" => Some(5),
        _ => None,
    }
}

/// `omp.declare_reduction`'s regions: alloc, init, combiner, atomic, cleanup.
pub(super) const INIT: usize = 1;
pub(super) const COMBINER: usize = 2;

/// The reduced type of a declaration, when a kernel can combine it: an 8-,
/// 16-, 32- or 64-bit integer or a 32- or 64-bit float (8- and 16-bit
/// values are widened for the warp shuffles, which move 32 bits, and
/// combined into the variable by a compare-and-swap of their width, which
/// LLVM's NVPTX back end makes on the 32-bit word that holds them).
pub(super) fn reduced_type<'c>(declaration: OperationRef<'c, '_>) -> Option<Type<'c>> {
    let r#type = declaration
        .attribute("type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())?
        .value();
    matches!(
        r#type.to_string().as_str(),
        "i8" | "i16" | "i32" | "i64" | "f32" | "f64"
    )
    .then_some(r#type)
}

/// The width in bits of an integer or float type of a reduction.
fn width(r#type: Type) -> u32 {
    match r#type.to_string().as_str() {
        "i8" => 8,
        "i16" => 16,
        "i64" | "f64" => 64,
        _ => 32,
    }
}

/// Whether the reductions of `op` can be done in a kernel.
pub(super) fn check(op: OperationRef) -> Result<(), String> {
    let name = op_name(&op);
    if reduction_group(name).is_none() {
        return Err(format!("a reduction on '{name}' in a GPU kernel"));
    }
    for symbol in symbols(op, "reduction_syms") {
        for (_, declaration, _) in parts(op, &symbol)?.leaves {
            // Regions (MLIR 22): alloc (empty: by value), init, combiner, ...
            for region in [INIT, COMBINER] {
                let single = declaration
                    .region(region)
                    .ok()
                    .and_then(|r| r.first_block())
                    .is_some_and(|b| b.next_in_region().is_none());
                if !single {
                    return Err(format!(
                        "the reduction '@{symbol}' with a region of several blocks"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Elements of an array or struct reduced in a kernel one by one, at most:
/// each has its partial, its shuffles and its atomic operation. A larger
/// array is reduced in loops over its elements ([`Parts::looped`]).
const MAX_LEAVES: usize = 64;

/// What a reduction combines: the storage of a thread's partial, and each
/// scalar in it (its index in the aggregate, none for a scalar; its by-value
/// declaration; its type). A reduction by reference (an array or struct:
/// `convert-acc-to-omp` declares each element's by-value reduction beside
/// it) is reduced element by element.
pub(super) struct Parts<'c, 'a> {
    pub storage: Type<'c>,
    pub leaves: Vec<(Option<i32>, OperationRef<'c, 'a>, Type<'c>)>,
    /// An array of more than [`MAX_LEAVES`] elements: its count. Its one
    /// leaf (index `None`) stands for every element: the partial is an
    /// array in the thread's local memory, initialized, combined and
    /// combined into the variable in loops over the elements (with no
    /// shuffles: each thread combines its elements into the variable).
    pub looped: Option<i64>,
}

/// The parts of the reduction `symbol` of `op`, or why a kernel cannot
/// combine it.
pub(super) fn parts<'c, 'a>(
    op: OperationRef<'c, 'a>,
    symbol: &str,
) -> Result<Parts<'c, 'a>, String> {
    let declaration = find_symbol(op, symbol).ok_or_else(|| format!("no reduction '@{symbol}'"))?;
    let scalar = |declaration: OperationRef<'c, 'a>, what: &str| {
        reduced_type(declaration).ok_or_else(|| {
            format!(
                "a reduction of {what} of another type than an 8-, 16-, 32- or 64-bit integer \
                 or a 32- or 64-bit float in a GPU kernel ('@{symbol}')"
            )
        })
    };
    // By reference: the alloc region's `llvm.alloca` says the aggregate.
    let aggregate = declaration
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .and_then(|b| {
            let mut op = b.first_operation();
            while let Some(current) = op {
                if op_name(&current) == "llvm.alloca" {
                    return current
                        .attribute("elem_type")
                        .ok()
                        .and_then(|a| TypeAttribute::try_from(a).ok())
                        .map(|a| a.value());
                }
                op = current.next_in_block();
            }
            None
        });
    let Some(storage) = aggregate else {
        let r#type = scalar(declaration, "a variable")?;
        return Ok(Parts {
            storage: r#type,
            leaves: vec![(None, declaration, r#type)],
            looped: None,
        });
    };
    use crate::conversion::acc_to_omp::clause::reduction::{DESCRIPTOR, Shape};
    if storage.to_string() == DESCRIPTOR {
        return Err(format!(
            "a reduction of an array section of a run-time length in a GPU kernel ('@{symbol}': \
             each thread's copy would be allocated on the device)"
        ));
    }
    let shape = Shape::of(storage)
        .filter(|s| !matches!(s, Shape::Scalar))
        .ok_or_else(|| format!("a reduction by reference of {storage} in a GPU kernel"))?;
    if let Shape::Array { element, count } = &shape
        && *count > MAX_LEAVES as u64
    {
        let leaf =
            crate::conversion::acc_to_omp::clause::reduction::leaf_symbol(symbol, 0, *element)
                .and_then(|name| find_symbol(op, &name))
                .ok_or_else(|| format!("no element reduction of '@{symbol}'"))?;
        let count = i64::try_from(*count)
            .map_err(|_| format!("an array of {count} elements reduced in a GPU kernel"))?;
        return Ok(Parts {
            storage,
            leaves: vec![(None, leaf, scalar(leaf, "an array element")?)],
            looped: Some(count),
        });
    }
    if let Shape::Struct { members } = &shape
        && members.len() > MAX_LEAVES
    {
        return Err(format!(
            "a reduction of a struct of more than {MAX_LEAVES} members in a GPU kernel \
             ({storage}: each member has its partial, shuffles and atomic operation)"
        ));
    }
    let mut parts = Vec::new();
    for (index, r#type) in shape.leaves() {
        let leaf = crate::conversion::acc_to_omp::clause::reduction::leaf_symbol(
            symbol,
            usize::try_from(index).unwrap_or(0),
            r#type,
        )
        .and_then(|name| find_symbol(op, &name))
        .ok_or_else(|| format!("no element reduction of '@{symbol}'"))?;
        parts.push((
            Some(index),
            leaf,
            scalar(leaf, "an array or struct element")?,
        ));
    }
    Ok(Parts {
        storage,
        leaves: parts,
        looped: None,
    })
}

/// A thread's partial of `parts` (its storage before `storage_before`),
/// each scalar in it initialized before `init_before` by its declaration's
/// init region: the partial and each scalar's (index, address,
/// declaration, type).
#[allow(clippy::type_complexity)]
pub(super) fn new_partial<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    parts: &Parts<'c, 'a>,
    storage_before: OperationRef<'c, 'a>,
    init_before: OperationRef<'c, 'a>,
) -> (
    Value<'c, 'a>,
    Vec<(Option<i32>, Value<'c, 'a>, OperationRef<'c, 'a>, Type<'c>)>,
) {
    b.rewriter.set_insertion_point_before(storage_before);
    let partial = b.alloca(parts.storage);
    let mut elements = Vec::new();
    if let (Some(count), [(_, declaration, r#type)]) = (parts.looped, parts.leaves.as_slice()) {
        // Every element of the array: the identity, in a loop.
        b.rewriter.set_insertion_point_before(init_before);
        let mold = zero(b, *r#type);
        let initial = inline_region(b, *declaration, INIT, &[mold], init_before);
        b.rewriter.set_insertion_point_before(init_before);
        each_element(b, count, |b, k, _| {
            let element = b.element_address(partial, k, *r#type);
            b.store(initial, element);
        });
        elements.push((None, partial, *declaration, *r#type));
        return (partial, elements);
    }
    for &(index, declaration, r#type) in &parts.leaves {
        b.rewriter.set_insertion_point_before(init_before);
        let mold = zero(b, r#type);
        let initial = inline_region(b, declaration, INIT, &[mold], init_before);
        b.rewriter.set_insertion_point_before(init_before);
        let element = leaf_address(b, partial, parts.storage, index);
        b.store(initial, element);
        elements.push((index, element, declaration, r#type));
    }
    (partial, elements)
}

/// At the insertion point, `scf.for` over the `count` elements of an array:
/// `body` builds before the loop body's `scf.yield` (given) with the
/// element's index (an `i64`); the insertion point is left after the loop.
pub(super) fn each_element<'c: 'a, 'a>(
    b: &Builder<'c, '_, '_>,
    count: i64,
    body: impl FnOnce(&Builder<'c, '_, '_>, Value<'c, 'a>, OperationRef<'c, 'a>),
) {
    let index = b.index_type();
    let zero = b.constant(index, 0);
    let end = b.constant(index, count);
    let one = b.constant(index, 1);
    let (k, yield_op) = b.index_for(zero, end, one);
    let k64 = b.cast(k, b.i64_type());
    body(b, k64, yield_op);
    let for_op = yield_op
        .parent_operation()
        .expect("an scf.yield in its loop");
    b.rewriter.set_insertion_point_after(for_op);
}

/// The address of the element `index` of the aggregate `storage` at `base`
/// (`base` itself for a scalar), at the insertion point.
pub(super) fn leaf_address<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    base: Value<'c, 'a>,
    storage: Type<'c>,
    index: Option<i32>,
) -> Value<'c, 'a> {
    let Some(index) = index else {
        return base;
    };
    let mut spec = OpSpec::new("llvm.getelementptr", b.location);
    spec.operands = vec![base];
    spec.attributes = vec![
        (
            "rawConstantIndices",
            Attribute::parse(b.context, &format!("array<i32: 0, {index}>"))
                .expect("built here: indices"),
        ),
        ("elem_type", TypeAttribute::new(storage).into()),
    ];
    spec.results = vec![b.ptr_type()];
    result(spec.insert(b.rewriter, b.context))
}

/// A variable reduced in a kernel: its device address and each thread's
/// partial.
#[derive(Clone, Copy)]
pub(super) struct Reduced<'c, 'a> {
    /// The variable (an aggregate's start: see `index`).
    variable: Value<'c, 'a>,
    /// The partial of this scalar.
    partial: Value<'c, 'a>,
    declaration: OperationRef<'c, 'a>,
    r#type: Type<'c>,
    /// An aggregate's element: the aggregate and the element's index.
    storage: Type<'c>,
    index: Option<i32>,
    /// An array reduced in loops ([`Parts::looped`]): its element count;
    /// `variable` and `partial` are the arrays' starts.
    count: Option<i64>,
}

impl<'c, 'a> Reduced<'c, 'a> {
    /// The reduction with its variable the element's address, computed at
    /// the insertion point (where the variable is defined).
    fn at_element(self, b: &Builder<'c, '_, '_>) -> Self {
        Reduced {
            variable: leaf_address(b, self.variable, self.storage, self.index),
            index: None,
            ..self
        }
    }
}

/// In the kernel whose body starts with `first`: a partial per reduced
/// variable at the body's start, the reduction arguments of every level
/// replaced by it. Returns the variables to combine at the end.
pub(super) fn privatize<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    launch: OperationRef<'c, 'a>,
    first: OperationRef<'c, 'a>,
) -> Vec<Reduced<'c, 'a>> {
    let mut reduced: Vec<Reduced> = Vec::new();
    // (a level's reduction argument, the partial it stands for)
    let mut partials: Vec<(Value, Value)> = Vec::new();
    for op in collect_nested(launch, |op| op.attribute("reduction_syms").is_ok()) {
        let group = reduction_group(op_name(&op)).expect("checked by the plan");
        let variables = operand_group(op, group);
        let entry = crate::ir::entry_block(op, 0);
        let privates = symbols(op, "private_syms").len();
        for (index, (variable, symbol)) in variables
            .iter()
            .zip(symbols(op, "reduction_syms"))
            .enumerate()
        {
            // An inner level reduces its enclosing level's argument, which
            // is its partial by now.
            let inner = partials
                .iter()
                .find(|(argument, partial)| argument == variable || partial == variable);
            let partial = match inner {
                Some((_, partial)) => *partial,
                None => {
                    let parts = parts(op, &symbol).expect("checked by the plan");
                    let (partial, elements) = new_partial(b, &parts, first, first);
                    for (index, element, declaration, r#type) in elements {
                        reduced.push(Reduced {
                            variable: *variable,
                            partial: element,
                            declaration,
                            r#type,
                            storage: parts.storage,
                            index,
                            count: parts.looped,
                        });
                    }
                    partial
                }
            };
            if let Ok(argument) = entry.argument(privates + index) {
                let argument: Value = argument.into();
                b.rewriter.replace_all_uses_with(argument, partial);
                partials.push((argument, partial));
            }
        }
    }
    reduced
}

/// Before `end` (the kernel's terminator): the partials combined into the
/// variables. In blocks of `threads` threads (a multiple of a warp, the
/// launch's `body` giving the thread's index), each block combines its
/// threads' partials first ([`super::rows::Block::all_reduce`]: warp
/// shuffles, then one partial per warp in shared memory) and its first
/// thread alone combines the result into the variable: one atomic
/// operation per block, not per thread. Otherwise (gang-redundant kernels, one thread
/// a block) each thread combines its partial. `redundant`: the block's
/// threads all ran each gang iteration ([`super::rows`]); the first
/// thread's partial is the block's.
pub(super) fn combine<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    reduced: &[Reduced<'c, 'a>],
    end: OperationRef<'c, 'a>,
    block: Option<(BlockRef<'c, 'a>, i64)>,
    redundant: bool,
) {
    // Arrays reduced in loops: each thread combines its elements into the
    // variable (only the block's first thread where every thread ran the
    // gang's code: its partial is the gang's).
    let (looped, reduced): (Vec<Reduced>, Vec<Reduced>) =
        reduced.iter().partition(|r| r.count.is_some());
    for reduction in &looped {
        let count = reduction.count.expect("partitioned: looped");
        b.rewriter.set_insertion_point_before(end);
        if let Some((body, threads)) = block.filter(|&(_, t)| t >= WARP && t % WARP == 0)
            && redundant
        {
            let thread = super::rows::Block::new(body, threads).thread;
            let first_thread = b.compare(0, thread, b.constant(b.index_type(), 0));
            let (_, then_yield, _) = b.if_else(first_thread);
            b.rewriter.set_insertion_point_before(then_yield);
        }
        each_element(b, count, |b, k, _| {
            let mine = b.load(
                b.element_address(reduction.partial, k, reduction.r#type),
                reduction.r#type,
            );
            let element = Reduced {
                variable: b.element_address(reduction.variable, k, reduction.r#type),
                count: None,
                ..*reduction
            };
            combine_into_variable(b, &element, mine);
        });
    }
    let reduced = reduced.as_slice();
    let Some((body, threads)) = block.filter(|&(_, t)| t >= WARP && t % WARP == 0) else {
        for reduction in reduced {
            b.rewriter.set_insertion_point_before(end);
            let mine = b.load(reduction.partial, reduction.r#type);
            combine_into_variable(b, &reduction.at_element(b), mine);
        }
        return;
    };
    let block = super::rows::Block::new(body, threads);
    let index = b.index_type();
    let mut totals = Vec::new();
    for reduction in reduced {
        b.rewriter.set_insertion_point_before(end);
        let mut mine = b.load(reduction.partial, reduction.r#type);
        if redundant {
            // Every thread of the block ran the gang's code: the first
            // thread's partial is the gang's, the others count for none.
            let first_thread = b.compare(0, block.thread, b.constant(index, 0));
            let mold = zero(b, reduction.r#type);
            let identity = inline_region(b, reduction.declaration, INIT, &[mold], end);
            b.rewriter.set_insertion_point_before(end);
            mine = b.select(first_thread, mine, identity);
        }
        totals.push(block.all_reduce(b, reduction.declaration, reduction.r#type, mine, end));
    }
    if totals.is_empty() {
        return;
    }
    b.rewriter.set_insertion_point_before(end);
    let first_thread = b.compare(0, block.thread, b.constant(index, 0));
    let (_, then_yield, _) = b.if_else(first_thread);
    for (reduction, total) in reduced.iter().zip(totals) {
        b.rewriter.set_insertion_point_before(then_yield);
        combine_into_variable(b, &reduction.at_element(b), total);
    }
}

/// A shared-memory array of `count` `r#type`s in the kernel whose launch
/// body is `body` (a workgroup attribution of the `gpu.launch`): one per
/// type and count, which every block combination uses in turn (each ends
/// with a barrier after its last read: see `rows::Block::all_reduce`), so
/// that a kernel's shared memory does not grow with the reduced elements.
pub(super) fn shared_buffer<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    body: BlockRef<'c, 'a>,
    r#type: Type<'c>,
    count: i64,
) -> Value<'c, 'a> {
    let buffer_type = Type::parse(
        b.context,
        &format!("memref<{count}x{type}, #gpu.address_space<workgroup>>"),
    )
    .expect("built here: a memref type");
    // The launch body's arguments: 12 indices, then the attributions.
    for index in 12..body.argument_count() {
        if let Ok(argument) = body.argument(index)
            && melior::ir::ValueLike::r#type(&argument) == buffer_type
        {
            return argument.into();
        }
    }
    let buffer = body.add_argument(buffer_type, b.location);
    let launch = body.parent_operation().expect("a launch body");
    // SAFETY: the launch is live; `workgroup_attributions` counts the
    // memrefs after its 12 index arguments.
    let mut launch_mut =
        unsafe { melior::ir::operation::OperationRefMut::from_raw(launch.to_raw()) };
    melior::ir::operation::OperationMutLike::set_discardable_attribute(
        &mut launch_mut,
        "workgroup_attributions",
        IntegerAttribute::new(b.i64_type(), body.argument_count() as i64 - 12).into(),
    );
    buffer
}

/// Threads of a warp.
pub(super) const WARP: i64 = 32;

/// `value` combined over the warp's 32 lanes (a butterfly of shuffles,
/// every lane ending with the warp's combination), before `before`.
pub(super) fn warp_combine<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    declaration: OperationRef<'c, 'a>,
    r#type: Type<'c>,
    value: Value<'c, 'a>,
    before: OperationRef<'c, 'a>,
) -> Value<'c, 'a> {
    let mut value = value;
    let mut offset = WARP / 2;
    while offset > 0 {
        b.rewriter.set_insertion_point_before(before);
        let other = shuffle_xor(b, value, r#type, offset);
        value = inline_region(b, declaration, COMBINER, &[value, other], before);
        offset /= 2;
    }
    b.rewriter.set_insertion_point_before(before);
    value
}

/// The `value` of the lane whose index is this lane's xor `offset`
/// (`gpu.shuffle xor` on 32 bits: a 64-bit value in two halves).
fn shuffle_xor<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    value: Value<'c, 'a>,
    r#type: Type<'c>,
    offset: i64,
) -> Value<'c, 'a> {
    let i32_type = b.i32_type();
    let wide = width(r#type) == 64;
    let narrow = width(r#type) < 32;
    let bits_type = if wide { b.i64_type() } else { i32_type };
    let bits = if r#type.to_string().starts_with('f') {
        bitcast(b, value, bits_type)
    } else if narrow {
        // (An 8- or 16-bit value in the low bits of a 32-bit word.)
        b.cast_bits("arith.extui", value, i32_type)
    } else {
        value
    };
    let shuffle = |word: Value<'c, 'a>| -> Value<'c, 'a> {
        let mut spec = OpSpec::new("gpu.shuffle", b.location);
        spec.operands = vec![
            word,
            b.constant(i32_type, offset),
            b.constant(i32_type, WARP),
        ];
        spec.attributes = vec![(
            "mode",
            Attribute::parse(b.context, "#gpu<shuffle_mode xor>").expect("built here"),
        )];
        spec.results = vec![i32_type, IntegerType::new(b.context, 1).into()];
        result(spec.insert(b.rewriter, b.context))
    };
    let shuffled = if wide {
        let low = b.cast_bits("arith.trunci", bits, i32_type);
        let high = b.arith("arith.shrui", &[bits, b.constant(bits_type, 32)]);
        let high = b.cast_bits("arith.trunci", high, i32_type);
        let low = b.cast_bits("arith.extui", shuffle(low), bits_type);
        let high = b.cast_bits("arith.extui", shuffle(high), bits_type);
        let high = b.arith("arith.shli", &[high, b.constant(bits_type, 32)]);
        b.arith("arith.ori", &[low, high])
    } else {
        shuffle(bits)
    };
    if r#type.to_string().starts_with('f') {
        bitcast(b, shuffled, r#type)
    } else if narrow {
        b.cast_bits("arith.trunci", shuffled, r#type)
    } else {
        shuffled
    }
}

/// At the insertion point: `value` combined into the reduction's variable
/// atomically.
fn combine_into_variable<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    reduction: &Reduced<'c, 'a>,
    mine: Value<'c, 'a>,
) {
    if let Some(bin_op) = hardware_atomic(reduction) {
        // One atomic instruction: no retries, whatever the contention.
        let mut spec = OpSpec::new("llvm.atomicrmw", b.location);
        spec.operands = vec![reduction.variable, mine];
        spec.attributes = vec![
            ("bin_op", IntegerAttribute::new(b.i64_type(), bin_op).into()),
            ("ordering", IntegerAttribute::new(b.i64_type(), 6).into()),
        ];
        spec.results = vec![reduction.r#type];
        spec.insert(b.rewriter, b.context);
        return;
    }
    compare_and_swap(
        b,
        reduction.variable,
        reduction.r#type,
        reduction.declaration,
        COMBINER,
        &[mine],
    );
}

/// At the insertion point: `*variable = f(*variable, extra...)` atomically,
/// `f` a copy of region `index` of `owner` (one block, its arguments the
/// old value then `extra`, ending in `omp.yield` of the new value), in a
/// compare-and-swap loop on the value's bits (32 or 64). Returns the value
/// the variable had before.
pub(super) fn compare_and_swap<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    variable: Value<'c, 'a>,
    r#type: Type<'c>,
    owner: OperationRef<'c, '_>,
    index: usize,
    extra: &[Value<'c, 'a>],
) -> Value<'c, 'a> {
    let first = b.load(variable, r#type);
    let bits_type: Type = IntegerType::new(b.context, width(r#type)).into();
    let is_float = r#type.to_string().starts_with('f');
    let mut spec = OpSpec::new("scf.while", b.location);
    spec.operands = vec![first];
    spec.regions = vec![vec![r#type], vec![r#type]];
    spec.results = vec![r#type];
    let while_op = spec.insert(b.rewriter, b.context);
    // before: combine, try to swap; go on while the swap failed.
    let before = crate::ir::entry_block(while_op, 0);
    b.rewriter.set_insertion_point_to_end(before);
    let old: Value = before.argument(0).expect("built with one argument").into();
    // The condition is built last, before a placeholder that keeps the
    // combiner's ops in order.
    let placeholder = {
        let mut spec = OpSpec::new("llvm.mlir.zero", b.location);
        spec.results = vec![bits_type];
        spec.insert(b.rewriter, b.context)
    };
    let arguments: Vec<Value> = std::iter::once(old).chain(extra.iter().copied()).collect();
    let new = inline_region(b, owner, index, &arguments, placeholder);
    b.rewriter.set_insertion_point_before(placeholder);
    let (old_bits, new_bits) = if is_float {
        (bitcast(b, old, bits_type), bitcast(b, new, bits_type))
    } else {
        (old, new)
    };
    let mut swap = OpSpec::new("llvm.cmpxchg", b.location);
    swap.operands = vec![variable, old_bits, new_bits];
    swap.attributes = vec![
        (
            "success_ordering",
            IntegerAttribute::new(b.i64_type(), 6).into(),
        ),
        (
            "failure_ordering",
            IntegerAttribute::new(b.i64_type(), 2).into(),
        ),
    ];
    swap.results = vec![
        Type::parse(b.context, &format!("!llvm.struct<({bits_type}, i1)>"))
            .expect("built here: a literal struct"),
    ];
    let swapped = result(swap.insert(b.rewriter, b.context));
    let seen = extract(b, swapped, 0, bits_type);
    let done = extract(b, swapped, 1, IntegerType::new(b.context, 1).into());
    let one = b.constant(IntegerType::new(b.context, 1).into(), 1);
    let again = b.arith("arith.xori", &[done, one]);
    let seen = if is_float {
        bitcast(b, seen, r#type)
    } else {
        seen
    };
    let mut condition = OpSpec::new("scf.condition", b.location);
    condition.operands = vec![again, seen];
    condition.insert(b.rewriter, b.context);
    b.rewriter.erase_op(placeholder);
    // after: go round with the value seen.
    let after = crate::ir::entry_block(while_op, 1);
    b.rewriter.set_insertion_point_to_end(after);
    let mut next = OpSpec::new("scf.yield", b.location);
    next.operands = vec![after.argument(0).expect("built with one argument").into()];
    next.insert(b.rewriter, b.context);
    b.rewriter.set_insertion_point_after(while_op);
    // SAFETY: the loop's result lives where the loop is.
    unsafe { Value::from_raw(melior::ir::ValueLike::to_raw(&result(while_op))) }
}

/// The `llvm.atomicrmw` operation (MLIR's `AtomicBinOp` number) that
/// combines like `reduction`'s declaration, when acc2omp wrote it (its
/// symbol names the operator): `+` on integers and floats, `max`/`min`,
/// `&`/`|`/`^` on integers.
fn hardware_atomic(reduction: &Reduced) -> Option<i64> {
    use acc2omp_dialects::symbols::{ReductionOperator as Op, ReductionSymbol};
    let symbol = reduction
        .declaration
        .attribute("sym_name")
        .ok()?
        .to_string()
        .trim_matches('"')
        .to_string();
    let parsed = ReductionSymbol::parse(&symbol)?;
    // (8- and 16-bit values: a compare-and-swap loop.)
    if width(reduction.r#type) < 32 {
        return None;
    }
    let float = reduction.r#type.to_string().starts_with('f');
    Some(match (parsed.operator, float, parsed.unsigned) {
        (Op::Add, false, _) => 1,
        (Op::Add, true, _) => 11,
        (Op::Max, false, false) => 7,
        (Op::Min, false, false) => 8,
        (Op::Max, false, true) => 9,
        (Op::Min, false, true) => 10,
        (Op::BitAnd, false, _) => 3,
        (Op::BitOr, false, _) => 5,
        (Op::BitXor, false, _) => 6,
        _ => return None,
    })
}

/// A copy of region `index` of `declaration` (one block ending in
/// `omp.yield`) before `before`, its arguments `arguments`; the yielded value.
pub(super) fn inline_region<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    declaration: OperationRef<'c, '_>,
    index: usize,
    arguments: &[Value<'c, 'a>],
    before: OperationRef<'c, 'a>,
) -> Value<'c, 'a> {
    // Clone the declaration's region into a scratch op, then inline it.
    b.rewriter.set_insertion_point_before(before);
    let mut scratch = OpSpec::new("scf.execute_region", b.location);
    scratch.regions = vec![Vec::new()];
    let scratch = scratch.insert(b.rewriter, b.context);
    let holder = crate::ir::entry_block(scratch, 0);
    let region = declaration
        .region(index)
        .expect("checked by the plan: the region");
    b.rewriter.clone_region_before(region, holder);
    let copy = scratch
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .expect("the cloned block comes first");
    let yielded = copy
        .terminator()
        .expect("verified: omp.yield ends the region");
    let value: Value = yielded
        .operand(0)
        .expect("verified: omp.yield of the value");
    b.rewriter.erase_op(yielded);
    b.rewriter.inline_block_before(copy, before, arguments);
    b.rewriter.erase_op(scratch);
    // SAFETY: the value's op now lives before `before`.
    unsafe { Value::from_raw(melior::ir::ValueLike::to_raw(&value)) }
}

pub(super) fn zero<'c, 'a>(b: &Builder<'c, '_, '_>, r#type: Type<'c>) -> Value<'c, 'a> {
    let mut spec = OpSpec::new("llvm.mlir.zero", b.location);
    spec.results = vec![r#type];
    result(spec.insert(b.rewriter, b.context))
}

fn bitcast<'c, 'a>(b: &Builder<'c, '_, '_>, value: Value<'c, 'a>, to: Type<'c>) -> Value<'c, 'a> {
    let mut spec = OpSpec::new("llvm.bitcast", b.location);
    spec.operands = vec![value];
    spec.results = vec![to];
    result(spec.insert(b.rewriter, b.context))
}

fn extract<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    aggregate: Value<'c, 'a>,
    position: i64,
    r#type: Type<'c>,
) -> Value<'c, 'a> {
    let mut spec = OpSpec::new("llvm.extractvalue", b.location);
    spec.operands = vec![aggregate];
    spec.attributes = vec![(
        "position",
        Attribute::parse(b.context, &format!("array<i64: {position}>")).expect("built here"),
    )];
    spec.results = vec![r#type];
    result(spec.insert(b.rewriter, b.context))
}
