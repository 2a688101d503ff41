//! Building ops: a generic op from an [`OpSpec`], integer constants, moving
//! a region's body into a new op, copying the attributes the source printer
//! reads.

use super::value::{defining_op, result};
use acc2omp_dialects::{
    attrs,
    ops::{is_ancestor, op_name, users, with_operand_segments},
};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, Block, BlockLike, BlockRef, Identifier, Location, OperationRef, Region,
        RegionLike, Type, Value,
        attribute::IntegerAttribute,
        operation::{Operation, OperationBuilder, OperationLike, OperationMutLike},
        r#type::IntegerType,
    },
};

/// A generic op: `operands` in `segments` (when the op has
/// `operandSegmentSizes`), attributes parsed from text, `regions` one-block
/// regions whose blocks take the given argument types.
pub(crate) struct OpSpec<'c, 's> {
    pub name: &'s str,
    pub location: Location<'c>,
    pub operands: Vec<Value<'c, 's>>,
    pub segments: Option<Vec<usize>>,
    pub attributes: Vec<(&'s str, Attribute<'c>)>,
    pub regions: Vec<Vec<Type<'c>>>,
    pub results: Vec<Type<'c>>,
}

impl<'c, 's> OpSpec<'c, 's> {
    pub(crate) fn new(name: &'s str, location: Location<'c>) -> Self {
        OpSpec {
            name,
            location,
            operands: Vec::new(),
            segments: None,
            attributes: Vec::new(),
            regions: Vec::new(),
            results: Vec::new(),
        }
    }

    pub(crate) fn build(self, context: &'c Context) -> Operation<'c> {
        let regions: Vec<Region> = self
            .regions
            .iter()
            .map(|arguments| {
                let region = Region::new();
                region.append_block(Block::new(
                    &arguments
                        .iter()
                        .map(|t| (*t, self.location))
                        .collect::<Vec<_>>(),
                ));
                region
            })
            .collect();
        let mut builder = OperationBuilder::new(self.name, self.location)
            .add_operands(&self.operands)
            .add_attributes(
                &self
                    .attributes
                    .iter()
                    .map(|(name, attribute)| (Identifier::new(context, name), *attribute))
                    .collect::<Vec<_>>(),
            )
            .add_results(&self.results);
        for region in regions {
            builder = builder.add_regions([region]);
        }
        let op = builder
            .build()
            .unwrap_or_else(|_| panic!("built here: valid {}", self.name));
        match self.segments {
            Some(segments) => with_operand_segments(op, &segments),
            None => op,
        }
    }

    /// Builds the op at the rewriter's insertion point.
    pub(crate) fn insert<'r>(
        self,
        rewriter: &'r RewriterBase<'c, '_>,
        context: &'c Context,
    ) -> OperationRef<'c, 'r> {
        rewriter.insert(self.build(context))
    }
}

/// The nearest ancestor of `op` whose name is one of `names`.
pub(crate) fn nearest_ancestor<'c, 'a>(
    op: OperationRef<'c, 'a>,
    names: &[&str],
) -> Option<OperationRef<'c, 'a>> {
    std::iter::successors(op.parent_operation(), |p| p.parent_operation())
        .find(|p| names.contains(&op_name(p)))
}

/// The entry block of region `index` of `op`.
pub(crate) fn entry_block<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> BlockRef<'c, 'a> {
    op.region(index)
        .expect("callers pass ops built here with the region, or checked ones")
        .first_block()
        .expect("callers pass regions built here with a block, or checked ones")
}

/// `scf.if %condition` with empty `then` and `else` blocks (each ended by
/// `scf.yield`) at the rewriter's insertion point: the op and the two
/// yields, before which the branches' ops go.
pub(crate) fn if_else<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    location: Location<'c>,
    condition: Value<'c, 'a>,
) -> (
    OperationRef<'c, 'a>,
    OperationRef<'c, 'a>,
    OperationRef<'c, 'a>,
) {
    let mut spec = OpSpec::new("scf.if", location);
    spec.operands = vec![condition];
    spec.regions = vec![Vec::new(), Vec::new()];
    let choice = spec.insert(rewriter, context);
    let mut yields = Vec::new();
    for index in 0..2 {
        rewriter.set_insertion_point_to_end(entry_block(choice, index));
        yields.push(OpSpec::new("scf.yield", location).insert(rewriter, context));
    }
    // SAFETY: the ops live where the insertion point was.
    unsafe {
        (
            OperationRef::from_raw(choice.to_raw()),
            OperationRef::from_raw(yields[0].to_raw()),
            OperationRef::from_raw(yields[1].to_raw()),
        )
    }
}

/// An integer constant op (`arith.constant`) of `type` at the rewriter's
/// insertion point.
pub(crate) fn constant<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    r#type: Type<'c>,
    value: i64,
    location: Location<'c>,
) -> Value<'c, 'a> {
    let op = rewriter.insert(
        OperationBuilder::new("arith.constant", location)
            .add_attributes(&[(
                Identifier::new(context, "value"),
                IntegerAttribute::new(r#type, value).into(),
            )])
            .add_results(&[r#type])
            .build()
            .expect("built here: valid arith.constant"),
    );
    result(op)
}

/// An `i32` constant.
pub(crate) fn constant_i32<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    value: i64,
    location: Location<'c>,
) -> Value<'c, 'a> {
    constant(
        rewriter,
        context,
        IntegerType::new(context, 32).into(),
        value,
        location,
    )
}

/// Moves the body of `from` (its region) into the region of `into`, which
/// holds one empty block: when that block has arguments (reductions,
/// `use_device_addr`), `from`'s entry block, which has none, is merged into
/// it; otherwise `from`'s blocks replace it, arguments included (a loop's
/// induction variables). Then, in the blocks of that region, each
/// `acc.yield` becomes `yield_name` with the same operands and each
/// `acc.terminator` becomes `omp.terminator`. A handle to `into`'s old entry
/// block is stale afterwards: fetch the entry block again.
pub(crate) fn move_body<'c>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    from: OperationRef<'c, '_>,
    into: OperationRef<'c, '_>,
    yield_name: &str,
) {
    let target = entry_block(into, 0);
    let body = from
        .region(0)
        .expect("checked by the caller: the op has a region");
    let body_entry = body
        .first_block()
        .expect("checked by the caller: the region has a block");
    rewriter.inline_region_before(body, target);
    if target.argument_count() > 0 {
        rewriter.move_block_before(target, body_entry);
        rewriter.merge_blocks(body_entry, target, &[]);
    } else {
        rewriter.erase_block(target);
    }
    let mut block = into
        .region(0)
        .expect("built here: the op has one region")
        .first_block();
    while let Some(current) = block {
        if let Some(terminator) = current.terminator() {
            let replacement = match op_name(&terminator) {
                "acc.yield" => Some(yield_name),
                "acc.terminator" => Some("omp.terminator"),
                _ => None,
            };
            if let Some(replacement) = replacement {
                let mut spec = OpSpec::new(replacement, terminator.location());
                spec.operands = terminator.operands().collect();
                rewriter.set_insertion_point_before(terminator);
                spec.insert(rewriter, context);
                rewriter.erase_op(terminator);
            }
        }
        block = current.next_in_region();
    }
}

/// Copies `from`'s source ranges ([`attrs::SRC`]) (if any) onto `to`.
pub(crate) fn copy_source(rewriter: &RewriterBase, from: OperationRef, to: OperationRef) {
    copy_attribute(rewriter, from, to, attrs::SRC, attrs::SRC);
}

/// Copies `from`'s discardable attribute `name` (if any) onto `to` as `as_name`.
pub(crate) fn copy_attribute(
    rewriter: &RewriterBase,
    from: OperationRef,
    to: OperationRef,
    name: &str,
    as_name: &str,
) {
    let Ok(source) = from.discardable_attribute(name) else {
        return;
    };
    rewriter.start_op_modification(to);
    // SAFETY: a live op; the rewriter is told about the change.
    let mut to_mut = unsafe { melior::ir::operation::OperationRefMut::from_raw(to.to_raw()) };
    to_mut.set_discardable_attribute(as_name, source);
    rewriter.finalize_op_modification(to);
}

/// Erases `op`, then the operations that computed its operands and have no
/// other use and no effect (a `cache` directive's bounds): the target region
/// must hold nothing but its loop for MLIR's kernel-mode analysis.
pub(crate) fn erase_with_dead_operands(
    rewriter: &RewriterBase,
    op: OperationRef,
    within: OperationRef,
) {
    let mut pending = vec![op];
    let mut erased: Vec<OperationRef> = Vec::new();
    while let Some(current) = pending.pop() {
        if erased.contains(&current) {
            continue;
        }
        let mut feeders: Vec<OperationRef> = Vec::new();
        for index in 0..current.operand_count() {
            if let Some(feeder) = current.operand(index).ok().and_then(defining_op)
                && !feeders.contains(&feeder)
            {
                feeders.push(feeder);
            }
        }
        rewriter.erase_op(current);
        erased.push(current);
        for feeder in feeders {
            if erased.contains(&feeder) || pending.contains(&feeder) {
                continue;
            }
            let name = op_name(&feeder);
            let pure = name.starts_with("arith.")
                || matches!(
                    name,
                    "acc.bounds"
                        | "llvm.mlir.constant"
                        | "llvm.getelementptr"
                        | "llvm.load"
                        | "llvm.mlir.addressof"
                );
            let unused = (0..feeder.result_count())
                .filter_map(|index| feeder.result(index).ok())
                .all(|result| users(Value::from(result)).is_empty());
            let volatile = feeder.attribute("volatile_").is_ok();
            if pure && unused && !volatile && is_ancestor(within, feeder) {
                pending.push(feeder);
            }
        }
    }
}
