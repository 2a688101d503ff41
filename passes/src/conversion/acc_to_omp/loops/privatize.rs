//! `private` clauses of loops: their types, `omp.private` symbols, and the
//! names the source printer shows for a sequential loop's privates.

use crate::{acc::operands::r#loop::PRIVATE, driver::NoMatch, ir::defining_op};
use acc2omp_dialects::ops::{op_name, operand_group};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, OperationRef, Type,
        attribute::StringAttribute,
        operation::{OperationLike, OperationMutLike},
    },
};

/// The `varType` of an `acc.private`.
pub(crate) fn private_type<'c>(op: OperationRef<'c, '_>) -> Result<Type<'c>, NoMatch> {
    crate::acc::reject_const(op, "private")?;
    if !operand_group(op, 2).is_empty() {
        return Err(NoMatch::unsupported_at(
            op.location(),
            "'private' of an array section",
        ));
    }
    crate::ir::type_attribute(op, "varType")
        .ok_or_else(|| NoMatch::unsupported_at(op.location(), "'acc.private' without 'varType'"))
}

/// Declares the `omp.private {type = private}` symbol of `type` (`symbols::private`).
pub(super) fn private_symbol(
    rewriter: &RewriterBase,
    context: &Context,
    user: OperationRef,
    r#type: Type,
) -> String {
    let name = acc2omp_dialects::symbols::private(r#type);
    crate::ir::declare_symbol(
        rewriter,
        context,
        user,
        &name,
        &format!("omp.private {{type = private}} @{name} : {type}", type = r#type),
    );
    name
}

/// The variables `op`'s own `private` clause names (explicit, or the
/// implicit one of a control variable declared outside the `for`), but the
/// control variables its `for` declares.
pub(super) fn private_names(op: OperationRef) -> Vec<String> {
    operand_group(op, PRIVATE)
        .into_iter()
        .filter_map(defining_op)
        .filter(|p| {
            op_name(p) == "acc.private" && !acc2omp_dialects::attrs::Flag::Declared.is_on(p)
        })
        .filter_map(|p| {
            p.attribute("name")
                .ok()
                .and_then(|n| StringAttribute::try_from(n).ok())
                .map(|n| n.value().to_string())
        })
        .collect()
}

/// Records `names` on `op` (the outermost `scf` loop of a sequential
/// loop) for the source printer.
pub(super) fn mark_private_names<'c>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    op: OperationRef<'c, '_>,
    names: &[String],
) {
    if names.is_empty() {
        return;
    }
    let list: Vec<Attribute> = names
        .iter()
        .map(|n| StringAttribute::new(context, n).into())
        .collect();
    rewriter.start_op_modification(op);
    // SAFETY: a live op; the rewriter is told about the change.
    unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) }
        .set_discardable_attribute(
            acc2omp_dialects::attrs::SEQUENTIAL_PRIVATE,
            melior::ir::attribute::ArrayAttribute::new(context, &list).into(),
        );
    rewriter.finalize_op_modification(op);
}
