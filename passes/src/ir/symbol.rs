//! Module-level symbols: finding them and declaring them once.

use melior::{
    Context, RewriterBase,
    ir::{BlockLike, Module, OperationRef, operation::OperationLike},
};

/// The module that holds `op` (the nearest `builtin.module` ancestor).
pub(crate) fn enclosing_module<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    super::nearest_ancestor(op, &["builtin.module"])
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
/// top-level op that holds `user`. The text is built by acc2omp, with types
/// printed from the input: one that does not parse back is reported as an
/// internal error at `user` (the pass then fails), never a panic.
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
    let Some(parsed) = Module::parse(context, text) else {
        crate::driver::internal_error(
            user.location(),
            &format!("the declaration of '@{name}' does not parse: {text}"),
        );
        return;
    };
    let (Some(declaration), Some(anchor)) = (
        parsed.body().first_operation(),
        top_level_ancestor(user, module),
    ) else {
        crate::driver::internal_error(user.location(), &format!("no place to declare '@{name}'"));
        return;
    };
    rewriter.set_insertion_point_before(anchor);
    rewriter.clone_op(declaration);
}

/// The op named `symbol` directly in `module`'s body.
pub(crate) use acc2omp_dialects::ops::symbol_in;

/// The op named `symbol` directly in the module around `user`.
pub(crate) fn find_symbol<'c, 'a>(
    user: OperationRef<'c, 'a>,
    symbol: &str,
) -> Option<OperationRef<'c, 'a>> {
    symbol_in(enclosing_module(user)?, symbol)
}

/// A call of the external function `name` before `before`, declaring it in
/// the module (a private `llvm.func @name<signature>`, `signature` in
/// MLIR's syntax: `(i32) -> i32`) when it is not there; its result, of type
/// `result` if it has one.
pub(crate) fn call_external<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    before: OperationRef<'c, 'a>,
    name: &str,
    signature: &str,
    operands: &[melior::ir::Value<'c, 'a>],
    result: Option<melior::ir::Type<'c>>,
) -> Option<melior::ir::Value<'c, 'a>> {
    declare_symbol(
        rewriter,
        context,
        before,
        name,
        &format!("llvm.func @{name}{signature} attributes {{sym_visibility = \"private\"}}"),
    );
    rewriter.set_insertion_point_before(before);
    let attribute = |text: &str| {
        melior::ir::Attribute::parse(context, text).expect("built here: valid attribute")
    };
    let mut call = super::OpSpec::new("llvm.call", before.location());
    call.operands = operands.to_vec();
    call.attributes = vec![
        ("callee", attribute(&format!("@{name}"))),
        (
            "operandSegmentSizes",
            attribute(&format!("array<i32: {}, 0>", operands.len())),
        ),
        ("op_bundle_sizes", attribute("array<i32>")),
    ];
    call.results = result.into_iter().collect();
    let call = call.insert(rewriter, context);
    result.map(|_| super::result(call))
}
