//! Helpers for building and reading operations that melior's generated
//! builders do not provide.

use melior::{
    Context,
    ir::{
        Attribute, BlockLike, Identifier, OperationRef, RegionLike, Value, ValueLike,
        attribute::{DenseI32ArrayAttribute, StringAttribute},
        operation::{Operation, OperationLike, OperationMutLike},
    },
};

/// Sets `operandSegmentSizes` on an operation with variadic operand groups.
///
/// melior's generated builders never set it, so every op with
/// `AttrSizedOperandSegments` (acc.parallel, omp.target, omp.map.info, ...)
/// fails verification until this is called with one size per ODS operand
/// group, in ODS order.
pub fn with_operand_segments<'c>(op: impl Into<Operation<'c>>, sizes: &[usize]) -> Operation<'c> {
    let mut op: Operation<'c> = op.into();
    let context = op.context();
    // SAFETY: the ContextRef lives in a local for the whole use (a temporary
    // would dangle, see melior-notes pitfall 2b).
    let context: &'c Context = unsafe { context.to_ref() };
    let sizes: Vec<i32> = sizes
        .iter()
        .map(|&size| i32::try_from(size).unwrap_or(i32::MAX))
        .collect();
    op.set_inherent_attribute(
        "operandSegmentSizes",
        DenseI32ArrayAttribute::new(context, &sizes).into(),
    );
    op
}

/// Operand-group access for any operation, typed or not.
pub trait OperationLikeExt<'a> {
    /// The sizes of the operand groups (`operandSegmentSizes`).
    fn segment_sizes(&self) -> Option<Vec<usize>>;
}

impl<'c: 'a, 'a, T: OperationLike<'c, 'a>> OperationLikeExt<'a> for T {
    fn segment_sizes(&self) -> Option<Vec<usize>> {
        let attribute = self.inherent_attribute("operandSegmentSizes").ok()?;
        let sizes = DenseI32ArrayAttribute::try_from(attribute).ok()?;
        (0..sizes.len())
            .map(|i| sizes.element(i).ok().and_then(|s| usize::try_from(s).ok()))
            .collect()
    }
}

/// The operands of group `index` (in ODS order) of an operation with
/// `AttrSizedOperandSegments`. An operation without segments, or an index
/// past the last group, yields no operands.
pub fn operand_group<'c, 'a>(op: OperationRef<'c, 'a>, index: usize) -> Vec<Value<'c, 'a>> {
    let Some(sizes) = op.segment_sizes() else {
        return Vec::new();
    };
    if index >= sizes.len() {
        return Vec::new();
    }
    let start: usize = sizes[..index].iter().sum();
    (start..start + sizes[index])
        .filter_map(|i| op.operand(i).ok())
        .collect()
}

/// Views a borrowed operation through a generated typed wrapper
/// (`acc::ParallelOperation`, ...) without taking ownership. Evaluates to
/// `None` if the op has another name.
///
/// The generated wrappers own their operation; this wraps the same handle in
/// `ManuallyDrop` so it is never destroyed through the view.
#[macro_export]
macro_rules! view {
    ($ty:ty, $op:expr) => {{
        let op: $crate::melior::ir::OperationRef = $op;
        if $crate::melior::ir::operation::OperationLike::name(&op)
            .as_string_ref()
            .as_str()
            == Ok(<$ty>::name())
        {
            // SAFETY: the name matches, so `try_from` cannot fail (a failed
            // `try_from` would destroy the op); the view is never dropped.
            let owned = unsafe { $crate::melior::ir::operation::Operation::from_raw(op.to_raw()) };
            <$ty>::try_from(owned)
                .ok()
                .map(::std::mem::ManuallyDrop::new)
        } else {
            None
        }
    }};
}

/// The name of an operation (`"acc.parallel"`), borrowed from the context:
/// the passes ask for it at every op they look at, and copying it into a
/// `String` each time was a measurable part of a conversion.
pub fn op_name<'c: 'a, 'a>(op: &impl OperationLike<'c, 'a>) -> &'c str {
    // SAFETY: an operation's name is an identifier uniqued in its context,
    // which outlives 'c; registered and unregistered op names alike are
    // the parser's or a builder's `&str`, so UTF-8 (checked, as melior's
    // `StringRef::as_str` does).
    unsafe {
        let name = mlir_sys::mlirIdentifierStr(mlir_sys::mlirOperationGetName(op.to_raw()));
        let bytes = std::slice::from_raw_parts(name.data as *const u8, name.length);
        std::str::from_utf8(bytes).unwrap_or("<invalid>")
    }
}

/// The operations that use `value`, in use-list order (an op using the
/// value twice appears twice).
pub fn users<'c, 'a>(value: impl ValueLike<'c>) -> Vec<OperationRef<'c, 'a>> {
    let mut result = Vec::new();
    // SAFETY: walks MLIR's use list of a live value; every owner is a live op.
    unsafe {
        let mut operand = mlir_sys::mlirValueGetFirstUse(value.to_raw());
        while !mlir_sys::mlirOpOperandIsNull(operand) {
            result.push(OperationRef::from_raw(mlir_sys::mlirOpOperandGetOwner(
                operand,
            )));
            operand = mlir_sys::mlirOpOperandGetNextUse(operand);
        }
    }
    result
}

/// Whether `ancestor` is `op` or (transitively) contains it.
pub fn is_ancestor(ancestor: OperationRef, op: OperationRef) -> bool {
    let mut current = Some(op);
    while let Some(candidate) = current {
        if candidate == ancestor {
            return true;
        }
        current = candidate.parent_operation();
    }
    false
}

/// Every operation nested in `root` (not `root` itself) for which `select`
/// holds, in pre-order. Handles are returned rather than borrowed refs
/// because melior's walk callback is higher-ranked.
pub fn collect_nested<'c, 'a>(
    root: OperationRef<'c, 'a>,
    mut select: impl FnMut(OperationRef) -> bool,
) -> Vec<OperationRef<'c, 'a>> {
    let mut raw = Vec::new();
    let root_raw = root.to_raw();
    root.walk(melior::ir::operation::WalkOrder::PreOrder, |op| {
        if op.to_raw().ptr != root_raw.ptr && select(op) {
            raw.push(op.to_raw());
        }
        melior::ir::operation::WalkResult::Advance
    });
    // SAFETY: the handles were just collected from live ops under `root`.
    raw.into_iter()
        .map(|raw| unsafe { OperationRef::from_raw(raw) })
        .collect()
}

/// Parses an attribute that must be valid (an enum spelled by this code,
/// such as `#omp<clause_map_flags to>`). Panics only on a bug in the caller.
pub fn known_attribute<'c>(context: &'c Context, text: &str) -> Attribute<'c> {
    Attribute::parse(context, text)
        .unwrap_or_else(|| panic!("internal error: acc2omp spelled an invalid attribute `{text}`"))
}

/// An identifier, for generic builders.
pub fn identifier<'c>(context: &'c Context, name: &str) -> Identifier<'c> {
    Identifier::new(context, name)
}

/// Whether `op` is the symbol `name` (its `sym_name`), read without
/// printing the attribute: [`symbol_in`] scans a module's top-level ops, and
/// printing each one's name made it the conversion's hot spot on files of
/// many functions.
fn has_symbol_name(op: &OperationRef, name: &str) -> bool {
    op.attribute("sym_name")
        .ok()
        .and_then(|attribute| StringAttribute::try_from(attribute).ok())
        .is_some_and(|symbol| symbol.value() == name)
}

/// The op named `symbol` directly in `module`'s body (a `builtin.module`:
/// one region of one block).
pub fn symbol_in<'c, 'a>(
    module: OperationRef<'c, 'a>,
    symbol: &str,
) -> Option<OperationRef<'c, 'a>> {
    let mut current = module.region(0).ok()?.first_block()?.first_operation();
    while let Some(op) = current {
        if has_symbol_name(&op, symbol) {
            return Some(op);
        }
        current = op.next_in_block();
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{acc, capi::parse_module, context::create_context};
    use melior::ir::{BlockLike, RegionLike};

    const SOURCE: &str = "func.func @f(%p: !llvm.ptr, %n: i32) {
  %0 = acc.copyin varPtr(%p : !llvm.ptr) varType(f64) -> !llvm.ptr
  acc.parallel num_gangs({%n : i32}) dataOperands(%0 : !llvm.ptr) {
    acc.yield
  }
  return
}";

    #[test]
    fn operand_groups_and_views() {
        let context = create_context(false);
        let module = parse_module(&context, SOURCE, "t.mlir").expect("parses");
        let parallel = collect_nested(module.as_operation(), |op| op_name(&op) == "acc.parallel");
        let parallel = parallel[0];
        assert_eq!(
            parallel.segment_sizes(),
            Some(vec![0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1])
        );
        let num_gangs = operand_group(parallel, 2);
        let data = operand_group(parallel, 10);
        assert_eq!((num_gangs.len(), data.len()), (1, 1));
        assert!(operand_group(parallel, 11).is_empty());
        assert_eq!(users(num_gangs[0]), vec![parallel]);

        let view = crate::view!(acc::ParallelOperation, parallel).expect("an acc.parallel");
        assert_eq!(view.as_operation().to_raw().ptr, parallel.to_raw().ptr);
        assert!(crate::view!(acc::LoopOperation, parallel).is_none());
        // The view never destroyed the op.
        let function = module.body().first_operation().expect("func");
        let body = function
            .region(0)
            .expect("body")
            .first_block()
            .expect("entry");
        assert_eq!(
            collect_nested(function, |op| op_name(&op) == "acc.parallel").len(),
            1
        );
        assert!(body.first_operation().is_some());
        assert!(is_ancestor(function, parallel) && !is_ancestor(parallel, function));
    }

    #[test]
    fn segments_make_built_ops_verify() {
        let context = create_context(false);
        let module = parse_module(&context, SOURCE, "t.mlir").expect("parses");
        let parallel =
            collect_nested(module.as_operation(), |op| op_name(&op) == "acc.parallel")[0];
        // SAFETY: `parallel` lives as long as `module`.
        let mut clone = unsafe { parallel.to_ref() }.clone();
        clone.set_inherent_attribute(
            "operandSegmentSizes",
            DenseI32ArrayAttribute::new(&context, &[0; 11]).into(),
        );
        assert!(!clone.verify());
        let fixed = with_operand_segments(clone, &[0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1]);
        assert_eq!(
            fixed.segment_sizes(),
            Some(vec![0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1])
        );
        assert!(fixed.verify());
    }
}
