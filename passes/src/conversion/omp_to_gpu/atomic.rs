//! `atomic` in kernels (`omp.atomic.read`, `.write`, `.update`; `capture`
//! is reported): a read and a write of an aligned 32- or 64-bit value are
//! single memory operations on the GPU, so they become a load and a store;
//! an update becomes one `llvm.atomicrmw` where the hardware has the
//! operation (`x += v`, `x -= v`, `&`, `|`, `^`, integer max/min), else a
//! compare-and-swap loop around the op's own region (whatever the
//! expression, as the host computes it).

use super::build::Builder;
use super::reduction::compare_and_swap;
use crate::ir::OpSpec;
use acc2omp_dialects::ops::{collect_nested, op_name};
use melior::{
    RewriterBase,
    ir::{
        BlockLike, OperationRef, RegionLike, Type, Value, ValueLike,
        attribute::{IntegerAttribute, TypeAttribute},
        operation::OperationLike,
    },
};

/// The atomic ops a kernel may hold.
pub(super) const KERNEL_ATOMICS: &[&str] =
    &["omp.atomic.read", "omp.atomic.write", "omp.atomic.update"];

/// Whether the value an atomic op reads or writes is 32 or 64 bits wide.
fn wide_enough(r#type: Type) -> bool {
    matches!(r#type.to_string().as_str(), "i32" | "i64" | "f32" | "f64")
}

/// The type an atomic op works on.
fn atomic_type<'c>(op: OperationRef<'c, '_>) -> Option<Type<'c>> {
    match op_name(&op).as_str() {
        "omp.atomic.read" => op
            .attribute("element_type")
            .ok()
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .map(|t| t.value()),
        "omp.atomic.write" => op.operand(1).ok().map(|v| v.r#type()),
        "omp.atomic.update" => op
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .and_then(|b| b.argument(0).ok())
            .map(|a| a.r#type()),
        _ => None,
    }
}

/// Whether `op` (an `omp.atomic.*` in a kernel) can be made.
pub(super) fn check(op: OperationRef) -> Result<(), String> {
    let name = op_name(&op);
    if !KERNEL_ATOMICS.contains(&name.as_str()) {
        return Err(format!("'{name}' in a GPU kernel"));
    }
    match atomic_type(op) {
        Some(r#type) if wide_enough(r#type) => Ok(()),
        _ => Err(format!(
            "'{name}' of a value of another type than a 32- or 64-bit integer or float in a \
             GPU kernel"
        )),
    }
}

/// An update the hardware does in one instruction: the region is one
/// `arith` operation of the old value and a value from outside (`x += v`,
/// `x -= v`, `x &= v`...). Returns MLIR's `AtomicBinOp` number and `v`.
fn hardware_update<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<(i64, Value<'c, 'a>)> {
    let block = op.region(0).ok()?.first_block()?;
    let old: Value = block.argument(0).ok()?.into();
    let first = block.first_operation()?;
    let terminator = first.next_in_block()?;
    if op_name(&terminator) != "omp.yield"
        || terminator.operand(0).ok()? != Value::from(first.result(0).ok()?)
    {
        return None;
    }
    let (lhs, rhs): (Value, Value) = (first.operand(0).ok()?, first.operand(1).ok()?);
    let commutative = |code: i64| -> Option<(i64, Value<'c, 'a>)> {
        if lhs == old && rhs != old {
            Some((code, rhs))
        } else if rhs == old && lhs != old {
            Some((code, lhs))
        } else {
            None
        }
    };
    match op_name(&first).as_str() {
        "arith.addi" => commutative(1),
        "arith.addf" => commutative(11),
        "arith.andi" => commutative(3),
        "arith.ori" => commutative(5),
        "arith.xori" => commutative(6),
        "arith.maxsi" => commutative(7),
        "arith.minsi" => commutative(8),
        "arith.maxui" => commutative(9),
        "arith.minui" => commutative(10),
        // x = x - v only (not v - x).
        "arith.subi" if lhs == old && rhs != old => Some((2, rhs)),
        "arith.subf" if lhs == old && rhs != old => Some((12, rhs)),
        _ => None,
    }
}

/// Rewrites the atomic ops in the kernel `launch`.
pub(super) fn rewrite_atomics<'c>(b: &Builder<'c, '_, '_>, launch: OperationRef<'c, '_>) {
    let rewriter: &RewriterBase = b.rewriter;
    for op in collect_nested(launch, |op| KERNEL_ATOMICS.contains(&op_name(&op).as_str())) {
        let r#type = atomic_type(op).expect("checked by the plan");
        rewriter.set_insertion_point_before(op);
        let operand =
            |i: usize| -> Value { op.operand(i).expect("verified: the atomic's operands") };
        match op_name(&op).as_str() {
            "omp.atomic.read" => {
                // `%v = %x`: operands x, v.
                let value = b.load(operand(0), r#type);
                b.store(value, operand(1));
            }
            "omp.atomic.write" => b.store(operand(1), operand(0)),
            _ => match hardware_update(op) {
                Some((bin_op, value)) => {
                    let mut spec = OpSpec::new("llvm.atomicrmw", b.location);
                    spec.operands = vec![operand(0), value];
                    spec.attributes = vec![
                        ("bin_op", IntegerAttribute::new(b.i64_type(), bin_op).into()),
                        ("ordering", IntegerAttribute::new(b.i64_type(), 6).into()),
                    ];
                    spec.results = vec![r#type];
                    spec.insert(b.rewriter, b.context);
                }
                None => {
                    compare_and_swap(b, operand(0), r#type, op, 0, &[]);
                }
            },
        }
        rewriter.erase_op(op);
    }
}
