//! Task captures. MLIR 22's translation of `omp.task` passes the values the
//! task uses from outside in a struct it copies into the task when the task
//! is made, but sizes that copy as the sum of the values' sizes, without
//! the struct's padding: an `i32` before an `i64` makes the copy short by
//! 4 bytes and the task reads its last value as garbage (a null pointer in
//! accc's async constructs). Every captured value of fewer than 8 bytes is
//! therefore passed as an `i64` (integers extended, floats through their
//! bits) and narrowed again at the start of the task, so that the struct
//! has no padding:
//!
//! ```mlir
//! omp.task { ... %n : i32 ... }
//! ==>
//! %w = arith.extui %n : i32 to i64
//! omp.task {
//!   %n2 = arith.trunci %w : i64 to i32
//!   ... %n2 ...
//! }
//! ```

use acc2omp_dialects::ops::collect_nested;
use melior::{
    Context, RewriterBase,
    ir::{
        BlockLike, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
        operation::OperationLike, r#type::IntegerType,
    },
};

use crate::ir::{OpSpec, defined_inside, replace_uses_inside, result};

/// The width in bits of a scalar type (integers, floats), `None` for
/// others.
fn scalar_width(r#type: Type) -> Option<u32> {
    if let Ok(integer) = IntegerType::try_from(r#type) {
        return Some(integer.width());
    }
    match r#type.to_string().as_str() {
        "f16" | "bf16" => Some(16),
        "f32" => Some(32),
        "f64" => Some(64),
        _ => None,
    }
}

/// Passes the values `task` captures that are narrower than 8 bytes as
/// `i64`s; an error for a captured value of another size.
pub(super) fn widen_captures<'c>(
    task: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Result<(), String> {
    let mut captured: Vec<Value> = Vec::new();
    for op in collect_nested(task, |o| o != task) {
        for value in op.operands() {
            if !defined_inside(value, task) && !captured.contains(&value) {
                captured.push(value);
            }
        }
    }
    let i64_type: Type = IntegerType::new(context, 64).into();
    let Some(body) = task.region(0).ok().and_then(|r| r.first_block()) else {
        return Ok(());
    };
    let location = task.location();
    for value in captured {
        let r#type = value.r#type();
        let pointer_sized = r#type.is_index() || r#type.to_string() == "!llvm.ptr";
        let width = match scalar_width(r#type) {
            Some(64) => continue,
            _ if pointer_sized => continue,
            Some(width) if width < 64 => width,
            _ => {
                return Err(format!(
                    "unsupported: an asynchronous construct that uses a value of type {type} \
                     (MLIR 22 passes it to the task wrongly)"
                ));
            }
        };
        let bits: Type = IntegerType::new(context, width).into();
        let unary = |name: &str, operand: Value<'c, '_>, to: Type<'c>| {
            let mut spec = OpSpec::new(name, location);
            spec.operands = vec![operand];
            spec.results = vec![to];
            result(spec.insert(rewriter, context))
        };
        // Outside: the bits, extended.
        rewriter.set_insertion_point_before(task);
        let integer = if bits == r#type {
            value
        } else {
            unary("arith.bitcast", value, bits)
        };
        let wide = unary("arith.extui", integer, i64_type);
        // Inside: narrowed again.
        match body.first_operation() {
            Some(first) => rewriter.set_insertion_point_before(first),
            None => rewriter.set_insertion_point_to_end(body),
        }
        let narrow = unary("arith.trunci", wide, bits);
        let inside = if bits == r#type {
            narrow
        } else {
            unary("arith.bitcast", narrow, r#type)
        };
        // (The new ops inside use `wide`, not `value`.)
        replace_uses_inside(rewriter, value, inside, task);
    }
    Ok(())
}
