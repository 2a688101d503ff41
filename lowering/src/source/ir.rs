//! Reading the omp IR: walks, op names, the counts the pass chose (constants,
//! `omp_get_max_threads()`, source expressions through `host_eval`), and the
//! records convert-acc-to-omp leaves on ops.

use super::{Group, Ranges};
use acc2omp_dialects::attrs;
use acc2omp_dialects::attrs::DirectiveSource;
use acc2omp_dialects::ops::operand_group;
use acc2omp_dialects::segments;
use melior::ir::BlockLike;
use melior::ir::OperationRef;
use melior::ir::RegionLike;
use melior::ir::Value;
use melior::ir::attribute::FlatSymbolRefAttribute;
use melior::ir::attribute::IntegerAttribute;
use melior::ir::block::BlockArgument;
use melior::ir::operation::OperationLike;
use melior::ir::operation::OperationResult;

/// Calls `f` on `op` and every op nested in it, in order.
pub(super) fn walk<'c, 'a>(op: OperationRef<'c, 'a>, f: &mut impl FnMut(OperationRef<'c, 'a>)) {
    f(op);
    for index in 0..op.region_count() {
        let Ok(region) = op.region(index) else {
            continue;
        };
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation();
            while let Some(inner) = next {
                walk(inner, f);
                next = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

/// The file, line and column of an MLIR location's text
/// (`loc("file":line:column)`), when it names them first.
pub(super) fn file_line_column(location: &str) -> Option<(String, usize, usize)> {
    let rest = location.strip_prefix("loc(\"")?;
    let quote = rest.find('"')?;
    let mut numbers = rest[quote + 1..]
        .split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .map(|n| n.parse::<usize>().ok());
    Some((
        rest[..quote].to_string(),
        numbers.next()??,
        numbers.next()??,
    ))
}

/// A directive op's source ranges.
pub(super) fn directive_ranges(op: OperationRef) -> Option<Ranges> {
    DirectiveSource::of(&op, attrs::SRC)
}

pub(super) fn op_name<'c>(op: &OperationRef<'c, '_>) -> &'c str {
    acc2omp_dialects::ops::op_name(op)
}

/// The op a loop construct becomes: its outermost loop wrapper, or the scf
/// loop of a sequential loop.
pub(super) fn is_loop_op(op: &OperationRef) -> bool {
    matches!(
        op_name(op),
        "omp.distribute" | "omp.parallel" | "omp.wsloop" | "omp.simd" | "scf.for" | "scf.while"
    )
}

/// The ops directly inside `op`'s regions.
pub(super) fn children<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    for index in 0..op.region_count() {
        let Ok(region) = op.region(index) else {
            continue;
        };
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation();
            while let Some(inner) = next {
                out.push(inner);
                next = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
    out
}

/// What an integer operand of an OpenMP op is, seen from the host (a
/// `host_eval` value of the `omp.target` around it is its host value).
pub(super) enum Count {
    Constant(i64),
    /// `omp_get_max_threads()`.
    MaxThreads,
    /// Another value: an expression of the source.
    Expression,
}

/// The operand of group `group` of `op`, if it has one.
pub(super) fn count_operand(op: &OperationRef, group: usize) -> Option<Count> {
    let value = *operand_group(*op, group).first()?;
    // A block argument of an `omp.target`: its host_eval values come
    // first, and the host value is the count.
    if let Ok(argument) = BlockArgument::try_from(value)
        && let Some(target) = argument.owner().parent_operation()
        && op_name(&target) == "omp.target"
        && let Some(host) =
            operand_group(target, segments::TARGET_HOST_EVAL).get(argument.argument_number())
    {
        return Some(count_of(*host));
    }
    Some(count_of(value))
}

/// What `value` is: a constant, `omp_get_max_threads()` (through integer
/// casts), or another value.
pub(super) fn count_of(value: Value) -> Count {
    let mut value = value;
    loop {
        let Ok(result) = OperationResult::try_from(value) else {
            return Count::Expression;
        };
        let op = result.owner();
        match op_name(&op) {
            "arith.constant" | "llvm.mlir.constant" => {
                return op
                    .attribute("value")
                    .ok()
                    .and_then(|a| IntegerAttribute::try_from(a).ok())
                    .map_or(Count::Expression, |a| Count::Constant(a.value()));
            }
            "llvm.call"
                if op
                    .attribute("callee")
                    .ok()
                    .and_then(|c| FlatSymbolRefAttribute::try_from(c).ok())
                    .is_some_and(|c| c.value() == "omp_get_max_threads") =>
            {
                return Count::MaxThreads;
            }
            "arith.extsi" | "arith.extui" | "arith.trunci" | "arith.index_cast" | "llvm.sext"
            | "llvm.zext" | "llvm.trunc" => match op.operand(0) {
                Ok(next) => value = next,
                Err(_) => return Count::Expression,
            },
            _ => return Count::Expression,
        }
    }
}

/// Whether an atomic op in `target` sits directly in its teams region.
pub(super) fn teams_level_atomic(target: &OperationRef) -> bool {
    let mut found = false;
    walk(*target, &mut |op| {
        if !op_name(&op).starts_with("omp.atomic.") {
            return;
        }
        let mut parent = op.parent_operation();
        while let Some(p) = parent {
            let name = op_name(&p);
            if name.starts_with("omp.") && name != "omp.atomic.capture" {
                found |= name == "omp.teams";
                return;
            }
            parent = p.parent_operation();
        }
    });
    found
}

/// Whether some op nested in `op` is named `name`.
pub(super) fn contains_op(op: &OperationRef, name: &str) -> bool {
    let mut found = false;
    walk(*op, &mut |inner| found |= op_name(&inner) == name);
    found
}

/// The variables a sequential loop's `private` clause privatizes, as
/// convert-acc-to-omp records them on its `scf` op ([`attrs::SEQUENTIAL_PRIVATE`]).
pub(super) fn sequential_private(group: &Group) -> Vec<String> {
    group
        .ops
        .iter()
        .filter(|op| matches!(op_name(op), "scf.for" | "scf.while"))
        .flat_map(attrs::sequential_private)
        .collect()
}

/// The value of `op`'s integer attribute `name`.
pub(super) fn integer_attribute(op: &OperationRef, name: &str) -> Option<i64> {
    IntegerAttribute::try_from(op.attribute(name).ok()?)
        .ok()
        .map(|a| a.value())
}

/// The values of `op`'s `array<i64: ...>` attribute `name`.
pub(super) fn i64_array_attribute(op: &OperationRef, name: &str) -> Option<Vec<i64>> {
    let raw = melior::ir::AttributeLike::to_raw(&op.attribute(name).ok()?);
    // SAFETY: a live attribute, checked to be a dense i64 array before it
    // is read.
    unsafe {
        if !mlir_sys::mlirAttributeIsADenseI64Array(raw) {
            return None;
        }
        Some(
            (0..mlir_sys::mlirDenseArrayGetNumElements(raw))
                .map(|i| mlir_sys::mlirDenseI64ArrayGetElement(raw, i))
                .collect(),
        )
    }
}
