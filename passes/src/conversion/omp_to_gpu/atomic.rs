//! `atomic` in kernels (`omp.atomic.read`, `.write`, `.update`,
//! `.capture`): a read and a write of an aligned 32- or 64-bit value are
//! single memory operations on the GPU, so they become a load and a store;
//! an update becomes one `llvm.atomicrmw` where the hardware has the
//! operation (`x += v`, `x -= v`, `&`, `|`, `^`, integer max/min), else a
//! compare-and-swap loop around the op's own region (whatever the
//! expression, as the host computes it). Both give the value before the
//! update, which a capture stores (`v = x++`), or from which it computes
//! the value after with the update's region (`x += 2; v = x`); a capture of
//! a write (`v = x; x = e`) is one `atomicrmw xchg`.

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

/// Whether the value an atomic op reads or writes is an 8- to 64-bit
/// integer or a 32- or 64-bit float (LLVM's NVPTX back end makes the
/// atomic operations of 8- and 16-bit integers on the 32-bit word that
/// holds them).
fn wide_enough(r#type: Type) -> bool {
    matches!(
        r#type.to_string().as_str(),
        "i8" | "i16" | "i32" | "i64" | "f32" | "f64"
    )
}

/// The type an atomic op works on.
fn atomic_type<'c>(op: OperationRef<'c, '_>) -> Option<Type<'c>> {
    match op_name(&op) {
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

/// The two atomic ops of an `omp.atomic.capture`, in order.
fn captured<'c, 'a>(capture: OperationRef<'c, 'a>) -> Option<[OperationRef<'c, 'a>; 2]> {
    let first = capture.region(0).ok()?.first_block()?.first_operation()?;
    let second = first.next_in_block()?;
    Some([first, second])
}

/// What a capture does: `v = x` before the update or write, or after it.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Capture {
    Before,
    After,
}

/// A capture's form: when `v` is read, the read op and the update or write.
fn capture_form<'c, 'a>(
    capture: OperationRef<'c, 'a>,
) -> Option<(Capture, OperationRef<'c, 'a>, OperationRef<'c, 'a>)> {
    let [first, second] = captured(capture)?;
    match (op_name(&first), op_name(&second)) {
        ("omp.atomic.read", "omp.atomic.update" | "omp.atomic.write") => {
            Some((Capture::Before, first, second))
        }
        ("omp.atomic.update", "omp.atomic.read") => Some((Capture::After, second, first)),
        _ => None,
    }
}

/// Whether `op` (an `omp.atomic.*` in a kernel) can be made.
pub(super) fn check(op: OperationRef) -> Result<(), String> {
    let name = op_name(&op);
    if name == "omp.atomic.capture" {
        let Some((_, _, change)) = capture_form(op) else {
            return Err(
                "an 'omp.atomic.capture' of another form than a read and an update or \
                 write in a GPU kernel"
                    .into(),
            );
        };
        return check(change);
    }
    if !KERNEL_ATOMICS.contains(&name) {
        return Err(format!("'{name}' in a GPU kernel"));
    }
    match atomic_type(op) {
        Some(r#type) if wide_enough(r#type) => Ok(()),
        _ => Err(format!(
            "'{name}' of a value of another type than an 8- to 64-bit integer or a 32- or \
             64-bit float in a GPU kernel"
        )),
    }
}

/// An update the hardware does in one instruction: the region is one
/// `arith` operation of the old value and a value `v` from outside or a
/// constant of the region (`x += v`, `x -= v`, `x &= v`, `x++`...). Returns
/// MLIR's `AtomicBinOp` number and `v` (a constant of the region is
/// cloned at the insertion point).
fn hardware_update<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    op: OperationRef<'c, 'a>,
) -> Option<(i64, Value<'c, 'a>)> {
    let block = op.region(0).ok()?.first_block()?;
    let old: Value = block.argument(0).ok()?.into();
    let mut first = block.first_operation()?;
    let mut constants = Vec::new();
    while op_name(&first) == "arith.constant" {
        constants.push(first);
        first = first.next_in_block()?;
    }
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
    let (code, value) = match op_name(&first) {
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
    }?;
    match constants
        .iter()
        .find(|c| c.result(0).is_ok_and(|r| Value::from(r) == value))
    {
        Some(constant) => Some((code, crate::ir::result(b.rewriter.clone_op(*constant)))),
        None if crate::ir::defining_op(value).is_some_and(|d| d.parent_operation() == Some(op)) => {
            None
        }
        None => Some((code, value)),
    }
}

/// `*x = f(*x)` atomically (`op` an `omp.atomic.update`) at the insertion
/// point; the value before.
fn update<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    op: OperationRef<'c, 'a>,
    r#type: Type<'c>,
) -> Value<'c, 'a> {
    let x: Value = op.operand(0).expect("verified: the update's x");
    match hardware_update(b, op) {
        Some((bin_op, value)) => atomicrmw(b, bin_op, x, value, r#type),
        None => compare_and_swap(b, x, r#type, op, 0, &[]),
    }
}

/// `llvm.atomicrmw` (MLIR's `AtomicBinOp` number `bin_op`, `acq_rel`) of `value` at `x`; the value before.
fn atomicrmw<'c, 'a>(
    b: &Builder<'c, '_, '_>,
    bin_op: i64,
    x: Value<'c, 'a>,
    value: Value<'c, 'a>,
    r#type: Type<'c>,
) -> Value<'c, 'a> {
    let mut spec = OpSpec::new("llvm.atomicrmw", b.location);
    spec.operands = vec![x, value];
    spec.attributes = vec![
        ("bin_op", IntegerAttribute::new(b.i64_type(), bin_op).into()),
        ("ordering", IntegerAttribute::new(b.i64_type(), 6).into()),
    ];
    spec.results = vec![r#type];
    crate::ir::result(spec.insert(b.rewriter, b.context))
}

/// Rewrites the atomic ops in the kernel `launch`.
pub(super) fn rewrite_atomics<'c>(b: &Builder<'c, '_, '_>, launch: OperationRef<'c, '_>) {
    let rewriter: &RewriterBase = b.rewriter;
    for capture in collect_nested(launch, |op| op_name(&op) == "omp.atomic.capture") {
        let (when, read, change) = capture_form(capture).expect("checked by the plan");
        let r#type = atomic_type(change).expect("checked by the plan");
        rewriter.set_insertion_point_before(capture);
        let x: Value = change.operand(0).expect("verified: the atomic's x");
        let v: Value = read.operand(1).expect("verified: the read's v");
        let captured = if op_name(&change) == "omp.atomic.write" {
            let value = change.operand(1).expect("verified: the write's value");
            atomicrmw(b, 0, x, value, r#type)
        } else {
            let before = update(b, change, r#type);
            match when {
                Capture::Before => before,
                Capture::After => super::reduction::inline_region(b, change, 0, &[before], capture),
            }
        };
        rewriter.set_insertion_point_before(capture);
        b.store(captured, v);
        rewriter.erase_op(capture);
    }
    for op in collect_nested(launch, |op| KERNEL_ATOMICS.contains(&op_name(&op))) {
        let r#type = atomic_type(op).expect("checked by the plan");
        rewriter.set_insertion_point_before(op);
        let operand =
            |i: usize| -> Value { op.operand(i).expect("verified: the atomic's operands") };
        match op_name(&op) {
            "omp.atomic.read" => {
                // `%v = %x`: operands x, v.
                let value = b.load(operand(0), r#type);
                b.store(value, operand(1));
            }
            "omp.atomic.write" => b.store(operand(1), operand(0)),
            _ => {
                update(b, op, r#type);
            }
        }
        rewriter.erase_op(op);
    }
}
