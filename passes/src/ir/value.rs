//! Reading and rewiring values: defining ops, constants, types of variables,
//! uses inside a scope.

use acc2omp_dialects::ops::{is_ancestor, op_name};
use melior::{
    RewriterBase,
    ir::{
        BlockLike, BlockRef, OperationRef, Type, Value, ValueLike,
        attribute::IntegerAttribute,
        operation::{OperationLike, OperationMutLike},
        r#type::TypeLike,
    },
};

/// The type held by the type attribute `name` of `op` (`varType`,
/// `elem_type`), if it has one.
pub(crate) fn type_attribute<'c>(op: OperationRef<'c, '_>, name: &str) -> Option<Type<'c>> {
    op.attribute(name)
        .ok()
        .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
        .map(|a| a.value())
}

/// Extends a value's lifetime to the IR being rewritten.
pub(crate) fn value<'c, 'a>(value: Value<'c, '_>) -> Value<'c, 'a> {
    // SAFETY: every value handled by the patterns lives in the IR being
    // rewritten, which outlives the pattern ('a).
    unsafe { Value::from_raw(value.to_raw()) }
}

/// The first result of `op`.
pub(crate) fn result<'c, 'a>(op: OperationRef<'c, '_>) -> Value<'c, 'a> {
    value(
        op.result(0)
            .expect("callers pass ops built here or verified clause ops, each with a result")
            .into(),
    )
}

/// The value of an integer constant (`arith.constant`,
/// `llvm.mlir.constant`), if `value` is one.
pub(crate) fn integer_constant_value(value: Value) -> Option<i64> {
    let def = defining_op(value)?;
    if !matches!(op_name(&def), "arith.constant" | "llvm.mlir.constant") {
        return None;
    }
    let attribute = def.attribute("value").ok()?;
    IntegerAttribute::try_from(attribute)
        .ok()
        .map(|a| a.value())
}

/// Replaces the uses of `from` by ops nested in `scope` (not `scope`
/// itself) with `to`, telling the rewriter. (All uses:
/// `RewriterBase::replace_all_uses_with`.)
pub(crate) fn replace_uses_inside<'c>(
    rewriter: &RewriterBase<'c, '_>,
    from: Value<'c, '_>,
    to: Value<'c, '_>,
    scope: OperationRef<'c, '_>,
) {
    let mut seen: Vec<OperationRef> = Vec::new();
    for user in acc2omp_dialects::ops::users(from) {
        if seen.contains(&user) || user == scope || !is_ancestor(scope, user) {
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
pub(crate) fn variable_name(value: Value) -> Option<String> {
    let def = defining_op(value)
        .filter(|d| matches!(op_name(d), "llvm.alloca" | "llvm.mlir.addressof"))?;
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

/// The op whose result `value` is; `None` for a block argument.
pub(crate) fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    melior::ir::operation::OperationResult::try_from(value)
        .ok()
        .map(|r| r.owner())
}

/// The address an address is an offset of: `value` through
/// `llvm.getelementptr`s' base operands.
pub(crate) fn address_base<'c, 'a>(address: Value<'c, 'a>) -> Value<'c, 'a> {
    let mut current = address;
    while let Some(base) = defining_op(current)
        .filter(|def| op_name(def) == "llvm.getelementptr")
        .and_then(|def| def.operand(0).ok())
    {
        current = value(base);
    }
    current
}

/// Whether `value` is defined in `op`'s regions: an op result whose op is
/// nested in `op`, or an argument of a block of `op` or of an op nested in it.
pub(crate) fn defined_inside(value: Value, op: OperationRef) -> bool {
    let owner = match defining_op(value) {
        Some(def) => Some(def),
        // SAFETY: a value that is not an op result is a block argument.
        None => unsafe { BlockRef::from_raw(mlir_sys::mlirBlockArgumentGetOwner(value.to_raw())) }
            .parent_operation(),
    };
    // `op`'s own results cannot be used inside it, so `owner == op` means
    // an argument of one of its blocks.
    owner.is_some_and(|owner| is_ancestor(op, owner))
}

pub(crate) fn is_pointer(r#type: Type) -> bool {
    r#type.to_string().starts_with("!llvm.ptr")
}

pub(crate) fn is_scalar(r#type: Type) -> bool {
    // SAFETY: type predicates on a valid type.
    unsafe {
        mlir_sys::mlirTypeIsAInteger(r#type.to_raw())
            || mlir_sys::mlirTypeIsAIndex(r#type.to_raw())
            || mlir_sys::mlirTypeIsAFloat(r#type.to_raw())
    }
}

/// A scalar or a pointer: the types OpenACC's implicit `firstprivate`
/// applies to, and that a value can be mapped by copy with.
pub(crate) fn is_scalar_or_pointer(r#type: Type) -> bool {
    is_scalar(r#type) || is_pointer(r#type)
}

/// An `array<i1: ...>` attribute (`reduction_byref` of the omp ops).
pub(crate) fn bool_array<'c>(
    context: &'c melior::Context,
    flags: &[bool],
) -> melior::ir::Attribute<'c> {
    let text = flags
        .iter()
        .map(bool::to_string)
        .collect::<Vec<_>>()
        .join(", ");
    melior::ir::Attribute::parse(context, &format!("array<i1: {text}>"))
        .expect("built here: a bool array")
}

/// The flags of an `array<i1: ...>` attribute of `op` (none without it).
pub(crate) fn bool_array_of(op: OperationRef, name: &str) -> Vec<bool> {
    op.attribute(name)
        .map(|a| {
            a.to_string()
                .trim_start_matches("array<i1")
                .trim_start_matches(':')
                .trim_end_matches('>')
                .split(',')
                .map(|flag| flag.trim() == "true")
                .collect()
        })
        .unwrap_or_default()
}
