//! Small builders the compute rewrite shares: conditions, integer
//! constants and casts, stack slots, the default number of gangs.

use crate::ir::{self as build, defining_op};
use acc2omp_dialects::ops::op_name;
use melior::{
    Context, RewriterBase,
    ir::{
        Location, OperationRef, RegionLike, Type, Value, ValueLike,
        attribute::{IntegerAttribute, TypeAttribute},
        operation::{OperationBuilder, OperationLike},
        r#type::{IntegerType, TypeLike},
    },
};

/// `!c` for an `i1` at the rewriter's insertion point.
pub(super) fn negate<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    c: Value<'c, 'a>,
) -> Value<'c, 'a> {
    let location = c.location();
    let i1: Type = IntegerType::new(context, 1).into();
    let one = rewriter.insert(
        OperationBuilder::new("arith.constant", location)
            .add_attributes(&[(
                melior::ir::Identifier::new(context, "value"),
                IntegerAttribute::new(i1, 1).into(),
            )])
            .add_results(&[i1])
            .build()
            .expect("built here: valid arith.constant"),
    );
    build::result(
        rewriter.insert(
            OperationBuilder::new("arith.xori", location)
                .add_operands(&[c, build::result(one)])
                .add_results(&[i1])
                .build()
                .expect("built here: valid arith.xori"),
        ),
    )
}

/// `value` (inside `teams`) as an integer for `num_threads`: an `index` is
/// cast to i32 right after its definition.
pub(super) fn integer_operand_inside<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    value: Value<'c, 'a>,
    teams: OperationRef<'c, 'a>,
) -> Value<'c, 'a> {
    match defining_op(value) {
        Some(def) => rewriter.set_insertion_point_after(def),
        None => rewriter.set_insertion_point_before(teams),
    }
    integer_operand(rewriter, context, value)
}

/// A one-element `llvm.alloca` of `type` in the entry block of the function
/// around `op` (a slot in a loop body would grow the stack every iteration).
pub(super) fn stack_slot<'c, 'r>(
    rewriter: &'r RewriterBase<'c, '_>,
    context: &'c Context,
    op: OperationRef<'c, '_>,
    r#type: Type<'c>,
    location: Location<'c>,
) -> Value<'c, 'r> {
    let mut function = op.parent_operation();
    while let Some(candidate) = function {
        if matches!(op_name(&candidate), "func.func" | "llvm.func") {
            break;
        }
        function = candidate.parent_operation();
    }
    match function
        .and_then(|f| f.region(0).ok())
        .and_then(|r| r.first_block())
    {
        Some(entry) => rewriter.set_insertion_point_to_start(entry),
        None => rewriter.set_insertion_point_before(op),
    }
    let one = integer_constant(rewriter, context, "llvm.mlir.constant", 64, 1, location);
    let pointer = Type::parse(context, "!llvm.ptr").expect("built here: known type");
    rewriter
        .insert(
            OperationBuilder::new("llvm.alloca", location)
                .add_operands(&[one])
                .add_attributes(&[(
                    melior::ir::Identifier::new(context, "elem_type"),
                    TypeAttribute::new(r#type).into(),
                )])
                .add_results(&[pointer])
                .build()
                .expect("built here: valid llvm.alloca"),
        )
        .result(0)
        .expect("built here: one result")
        .into()
}

/// `omp_get_max_threads()` at the rewriter's insertion point (an `i32`),
/// declaring the function in the module.
pub(super) fn default_gang_count<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    user: OperationRef<'c, 'a>,
    location: Location<'c>,
) -> Value<'c, 'a> {
    runtime_i32(rewriter, context, user, location, "omp_get_max_threads")
}

/// A call of the OpenMP runtime's `int name(void)` before `user`,
/// declaring the function in the module.
pub(crate) fn runtime_i32<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    user: OperationRef<'c, 'a>,
    _location: Location<'c>,
    name: &str,
) -> Value<'c, 'a> {
    build::call_external(
        rewriter,
        context,
        user,
        name,
        "() -> i32",
        &[],
        Some(IntegerType::new(context, 32).into()),
    )
    .expect("a result type was given")
}

/// An integer constant op (`arith.constant` or `llvm.mlir.constant`) of
/// `bits` width at the rewriter's insertion point.
pub(super) fn integer_constant<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    op_name: &str,
    bits: u32,
    value: i64,
    location: Location<'c>,
) -> Value<'c, 'a> {
    let r#type: Type = IntegerType::new(context, bits).into();
    let constant = rewriter.insert(
        OperationBuilder::new(op_name, location)
            .add_attributes(&[(
                melior::ir::Identifier::new(context, "value"),
                IntegerAttribute::new(r#type, value).into(),
            )])
            .add_results(&[r#type])
            .build()
            .expect("built here: valid integer constant"),
    );
    build::result(constant)
}

/// `value` as an integer: an `index` is cast to i32 (`arith.index_cast`) at
/// the rewriter's insertion point; integers are used as they are.
pub(super) fn integer_operand<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    value: Value<'c, 'a>,
) -> Value<'c, 'a> {
    // SAFETY: a type predicate on a valid type.
    if !unsafe { mlir_sys::mlirTypeIsAIndex(value.r#type().to_raw()) } {
        return value;
    }
    let cast = rewriter.insert(
        OperationBuilder::new("arith.index_cast", value.location())
            .add_operands(&[value])
            .add_results(&[IntegerType::new(context, 32).into()])
            .build()
            .expect("built here: valid arith.index_cast"),
    );
    build::result(cast)
}
