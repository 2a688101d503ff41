//! Small builders shared by the patterns: generic ops with operand segments
//! and one-block regions, integer constants, module-level declarations.

use acc2omp_dialects::{
    attrs,
    ops::{op_name, with_operand_segments},
};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, Block, BlockLike, BlockRef, Identifier, Location, Module, OperationRef, Region,
        RegionLike, Type, Value, ValueLike,
        attribute::IntegerAttribute,
        operation::{Operation, OperationBuilder, OperationLike, OperationMutLike},
        r#type::IntegerType,
    },
};

/// The type held by the type attribute `name` of `op` (`varType`,
/// `elem_type`), if it has one.
pub(super) fn type_attribute<'c>(op: OperationRef<'c, '_>, name: &str) -> Option<Type<'c>> {
    op.attribute(name)
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
        .map(|a| a.value())
}

/// Extends a value's lifetime to the IR being rewritten.
pub(super) fn value<'c, 'a>(value: Value<'c, '_>) -> Value<'c, 'a> {
    // SAFETY: every value handled by the patterns lives in the IR being
    // rewritten, which outlives the pattern ('a).
    unsafe { Value::from_raw(value.to_raw()) }
}

/// The first result of `op`.
pub(crate) fn result<'c, 'a>(op: OperationRef<'c, '_>) -> Value<'c, 'a> {
    value(op.result(0).expect("op has a result").into())
}

/// A generic op: `operands` in `segments` (when the op has
/// `operandSegmentSizes`), attributes parsed from text, `regions` one-block
/// regions whose blocks take the given argument types.
pub(super) struct OpSpec<'c, 's> {
    pub name: &'s str,
    pub location: Location<'c>,
    pub operands: Vec<Value<'c, 's>>,
    pub segments: Option<Vec<usize>>,
    pub attributes: Vec<(&'s str, Attribute<'c>)>,
    pub regions: Vec<Vec<Type<'c>>>,
    pub results: Vec<Type<'c>>,
}

impl<'c, 's> OpSpec<'c, 's> {
    pub(super) fn new(name: &'s str, location: Location<'c>) -> Self {
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

    pub(super) fn build(self, context: &'c Context) -> Operation<'c> {
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
            .unwrap_or_else(|_| panic!("valid {}", self.name));
        match self.segments {
            Some(segments) => with_operand_segments(op, &segments),
            None => op,
        }
    }

    /// Builds the op at the rewriter's insertion point.
    pub(super) fn insert<'r>(
        self,
        rewriter: &'r RewriterBase<'c, '_>,
        context: &'c Context,
    ) -> OperationRef<'c, 'r> {
        rewriter.insert(self.build(context))
    }
}

/// The entry block of region `index` of `op`.
pub(super) fn entry_block<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> BlockRef<'c, 'a> {
    op.region(index)
        .expect("op has the region")
        .first_block()
        .expect("region has a block")
}

/// An integer constant op (`arith.constant`) of `type` at the rewriter's
/// insertion point.
pub(super) fn constant<'c, 'a>(
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
            .expect("valid arith.constant"),
    );
    result(op)
}

/// An `i32` constant.
pub(super) fn constant_i32<'c, 'a>(
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

/// The value of an integer constant (`arith.constant`,
/// `llvm.mlir.constant`), if `value` is one.
pub(super) fn integer_constant_value(value: Value) -> Option<i64> {
    let def = super::data_clause::defining_op(value)?;
    if !matches!(
        op_name(&def).as_str(),
        "arith.constant" | "llvm.mlir.constant"
    ) {
        return None;
    }
    let attribute = def.attribute("value").ok()?;
    IntegerAttribute::try_from(attribute)
        .ok()
        .map(|a| a.value())
}

/// The module that holds `op` (the nearest `builtin.module` ancestor).
pub(crate) fn enclosing_module<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut current = op.parent_operation();
    while let Some(candidate) = current {
        if op_name(&candidate) == "builtin.module" {
            return Some(candidate);
        }
        current = candidate.parent_operation();
    }
    None
}

/// The op directly in `module`'s body that contains `op`.
pub(crate) fn top_level_ancestor<'c, 'a>(
    op: OperationRef<'c, 'a>,
    module: OperationRef<'c, 'a>,
) -> Option<OperationRef<'c, 'a>> {
    let mut current = op;
    loop {
        let parent = current.parent_operation()?;
        if parent == module {
            return Some(current);
        }
        current = parent;
    }
}

/// Makes sure the module around `user` has a symbol `name`; if not, the
/// declaration in `text` (MLIR of one op) is parsed and inserted before the
/// top-level op that holds `user`.
pub(crate) fn declare_symbol(
    rewriter: &RewriterBase,
    context: &Context,
    user: OperationRef,
    name: &str,
    text: &str,
) {
    let Some(module) = enclosing_module(user) else {
        return;
    };
    if find_symbol(user, name).is_some() {
        return;
    }
    let parsed = Module::parse(context, text).expect("valid declaration");
    let declaration = parsed.body().first_operation().expect("one declaration");
    let anchor = top_level_ancestor(user, module).expect("user is in the module");
    rewriter.set_insertion_point_before(anchor);
    rewriter.clone_op(declaration);
}

/// The op named `symbol` directly in the module around `user`.
pub(crate) fn find_symbol<'c, 'a>(
    user: OperationRef<'c, 'a>,
    symbol: &str,
) -> Option<OperationRef<'c, 'a>> {
    let body = entry_block(enclosing_module(user)?, 0);
    let quoted = format!("\"{symbol}\"");
    let mut current = body.first_operation();
    while let Some(op) = current {
        if op
            .attribute("sym_name")
            .is_ok_and(|s| s.to_string() == quoted)
        {
            return Some(op);
        }
        current = op.next_in_block();
    }
    None
}

/// Moves the body of `from` (its region) into the region of `into`, which
/// holds one empty block: when that block has arguments (reductions,
/// `use_device_addr`), `from`'s entry block, which has none, is merged into
/// it; otherwise `from`'s blocks replace it, arguments included (a loop's
/// induction variables). Then, in the blocks of that region, each
/// `acc.yield` becomes `yield_name` with the same operands and each
/// `acc.terminator` becomes `omp.terminator`. A handle to `into`'s old entry
/// block is stale afterwards: fetch the entry block again.
pub(super) fn move_body<'c>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    from: OperationRef<'c, '_>,
    into: OperationRef<'c, '_>,
    yield_name: &str,
) {
    let target = entry_block(into, 0);
    let body = from.region(0).expect("an op with a body");
    let body_entry = body.first_block().expect("a body block");
    rewriter.inline_region_before(body, target);
    if target.argument_count() > 0 {
        rewriter.move_block_before(target, body_entry);
        rewriter.merge_blocks(body_entry, target, &[]);
    } else {
        rewriter.erase_block(target);
    }
    let mut block = into.region(0).expect("one region").first_block();
    while let Some(current) = block {
        if let Some(terminator) = current.terminator() {
            let replacement = match op_name(&terminator).as_str() {
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

/// Replaces the uses of `from` by ops nested in `scope` (not `scope`
/// itself) with `to`, telling the rewriter. (All uses:
/// `RewriterBase::replace_all_uses_with`.)
pub(super) fn replace_uses_inside<'c>(
    rewriter: &RewriterBase<'c, '_>,
    from: Value<'c, '_>,
    to: Value<'c, '_>,
    scope: OperationRef<'c, '_>,
) {
    let mut seen: Vec<OperationRef> = Vec::new();
    for user in acc2omp_dialects::ops::users(from) {
        if seen.contains(&user) || user == scope || !acc2omp_dialects::ops::is_ancestor(scope, user)
        {
            continue;
        }
        seen.push(user);
        rewriter.start_op_modification(user);
        // SAFETY: `user` is a live op; the rewriter is told about the change.
        let mut user_mut =
            unsafe { melior::ir::operation::OperationRefMut::from_raw(user.to_raw()) };
        user_mut.replace_uses_of_with(from, to);
        rewriter.finalize_op_modification(user);
    }
}

/// The name of the variable whose storage `value` is: an `llvm.alloca` (or
/// a global's `llvm.mlir.addressof`) whose location is named after it (`loc("x"(...))`, as acc2omp's front
/// end writes a C variable's).
pub(super) fn variable_name(value: Value) -> Option<String> {
    let def = super::data_clause::defining_op(value)
        .filter(|d| matches!(op_name(d).as_str(), "llvm.alloca" | "llvm.mlir.addressof"))?;
    let location = def.location();
    location
        .is_name()
        .then(|| {
            location
                .name_value()
                .as_string_ref()
                .as_str()
                .ok()
                .map(str::to_string)
        })
        .flatten()
}

/// Clacc: `private` or `reduction` of a `const` variable is an error (its
/// private copy could never be initialised, or the result never stored).
pub(super) fn reject_const(op: OperationRef, clause: &str) -> Result<(), crate::driver::NoMatch> {
    if attrs::Flag::Const.is_on(&op) {
        let name = op
            .attribute("name")
            .map(|n| n.to_string().trim_matches('"').to_string())
            .unwrap_or_else(|_| "<unnamed>".into());
        return Err(crate::driver::NoMatch::error_at(
            op.location(),
            format!("'{name}' is const: it cannot appear in a '{clause}' clause"),
        ));
    }
    Ok(())
}

/// Copies `from`'s source ranges ([`attrs::SRC`]) (if any) onto `to`.
pub(super) fn copy_source(rewriter: &RewriterBase, from: OperationRef, to: OperationRef) {
    copy_attribute(rewriter, from, to, attrs::SRC, attrs::SRC);
}

/// Copies `from`'s discardable attribute `name` (if any) onto `to` as `as_name`.
pub(super) fn copy_attribute(
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
