//! Warnings for scalars that the iterations of a worker or vector loop
//! share and write, a data race that programs written for one compiler's
//! automatic privatization contain (NPB-ACC's MG: NVHPC privatizes such
//! scalars and reductions by its own analysis; accc, as OpenACC says,
//! shares them, and the vectorized loop loses updates):
//!
//! * a variable that an enclosing loop reduces, updated in a worker or
//!   vector loop inside it without a `reduction` clause of its own (OpenACC
//!   3.3 §2.9.11: a reduction that spans nested loops needs the clause on
//!   each loop; GCC warns the same, "nested loop in reduction needs
//!   reduction clause");
//! * a scalar declared outside the loop that every iteration of a worker or
//!   vector loop assigns (a store directly in the loop's body, not under a
//!   condition) without a `private` clause (OpenACC 3.3 §2.6.1: only the
//!   loop's control variable is private by default; a scalar of the compute
//!   construct is one copy per gang, which the gang's workers and vector
//!   lanes share).
//!
//! The warnings name the variable and the clause that makes the loop
//! right; the translation is unchanged.

use crate::ir::defining_op;
use acc2omp_dialects::{
    capi::emit_warning,
    ops::{collect_nested, is_ancestor, op_name},
};
use melior::ir::{BlockLike, OperationRef, RegionLike, Value, ValueLike, operation::OperationLike};

/// The level a loop is partitioned at below the gangs, if it is.
fn inner_level(lp: OperationRef) -> Option<&'static str> {
    if lp.attribute("seq").is_ok() || lp.attribute("auto_").is_ok() {
        return None;
    }
    if lp.attribute("vector").is_ok() {
        Some("vector")
    } else if lp.attribute("worker").is_ok() {
        Some("worker")
    } else {
        None
    }
}

/// The innermost `acc.loop` around `op` that is partitioned below the
/// gangs (a `seq` loop's iterations run in the one that holds it).
fn partitioned_parent<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if op_name(&p) == "acc.loop" && inner_level(p).is_some() {
            return Some(p);
        }
        if matches!(op_name(&p), "acc.parallel" | "acc.serial" | "acc.kernels") {
            return None;
        }
        parent = p.parent_operation();
    }
    None
}

/// Whether `value` is one of `lp`'s own operands (its private, reduction
/// and firstprivate variables, its control variable's copy).
fn is_operand_of(lp: OperationRef, value: Value) -> bool {
    lp.operands().any(|operand| operand == value)
}

/// Warns about the worker and vector loops of the `acc.parallel`
/// `construct` that race on a shared scalar (see the module's notes).
pub(crate) fn warn_shared_scalars(construct: OperationRef) {
    let mut warned: Vec<(OperationRef, Value)> = Vec::new();
    // The construct's loops and the variables each reduces.
    let reducing: Vec<(OperationRef, Vec<Value>)> =
        collect_nested(construct, |op| op_name(&op) == "acc.loop")
            .into_iter()
            .map(|lp| {
                let reduced = lp
                    .operands()
                    .filter(|v| defining_op(*v).is_some_and(|d| op_name(&d) == "acc.reduction"))
                    .collect();
                (lp, reduced)
            })
            .collect();
    for store in collect_nested(construct, |op| op_name(&op) == "llvm.store") {
        let Some(lp) = partitioned_parent(store) else {
            continue;
        };
        let Ok(address) = store.operand(1) else {
            continue;
        };
        let address = crate::ir::value(address);
        if is_operand_of(lp, address) || warned.contains(&(lp, address)) {
            continue;
        }
        let Some(def) = defining_op(address) else {
            continue;
        };
        // A variable of the loop itself (declared in its body) is its own.
        if is_ancestor(lp, def) {
            continue;
        }
        let Some(level) = inner_level(lp) else {
            continue;
        };
        let name = super::gang_loops::name_of(address);
        let message = match op_name(&def) {
            // An enclosing loop's reduction variable.
            "acc.reduction" => {
                // (One of the loops around this one reduces it.)
                let reduced_around = reducing
                    .iter()
                    .any(|(outer, reduced)| reduced.contains(&address) && is_ancestor(*outer, lp));
                if !reduced_around {
                    continue;
                }
                format!(
                    "'{name}' is reduced by an enclosing loop and updated in this {level} loop, \
                     which has no 'reduction' clause for it: its iterations race on it \
                     (OpenACC 3.3 §2.9.11: a reduction that spans nested loops needs the clause \
                     on each of them); give this loop the enclosing loop's 'reduction' clause"
                )
            }
            // A scalar from outside the loop that every iteration assigns.
            "llvm.alloca"
            | "acc.private"
            | "acc.firstprivate"
            | "llvm.mlir.addressof"
            | "acc.copyin"
            | "acc.create"
            | "acc.present"
            | "acc.nocreate"
                if store.parent_operation() == Some(lp) && is_scalar(store) =>
            {
                if is_seq_control(lp, address) {
                    // Clacc's data attributes: a `seq` loop's control
                    // variable that its `for` assigns is the enclosing one's.
                    format!(
                        "'{name}', the control variable of a 'seq' loop in this {level} loop, is \
                         shared by the {level} loop's iterations (a 'seq' loop's control \
                         variable that its 'for' assigns, not declares, is the one outside): \
                         they race on it; declare it in the 'for' or add 'private({name})' to \
                         this loop"
                    )
                } else if read_before(store, address) {
                    // `s = s + a[i]`: an accumulation, not a temporary.
                    format!(
                        "'{name}' is read and assigned in every iteration of this {level} loop, \
                         which shares it: its iterations race on it (OpenACC 3.3 §2.6.1: only a \
                         loop's control variable is private by default); if the loop accumulates \
                         into it, add a 'reduction' clause for it"
                    )
                } else {
                    format!(
                        "'{name}' is assigned in every iteration of this {level} loop, which \
                         shares it: its iterations race on it (OpenACC 3.3 §2.6.1: only a loop's \
                         control variable is private by default); add 'private({name})' to the \
                         loop"
                    )
                }
            }
            _ => continue,
        };
        warned.push((lp, address));
        emit_warning(store.location(), &message);
    }
}

/// Whether `address` is the control variable of a `seq` loop inside `lp`
/// (its body stores the loop's induction variable there).
fn is_seq_control(lp: OperationRef, address: Value) -> bool {
    collect_nested(lp, |op| {
        op_name(&op) == "acc.loop" && op.attribute("seq").is_ok()
    })
    .into_iter()
    .any(|seq| {
        let Some(block) = seq.region(0).ok().and_then(|r| r.first_block()) else {
            return false;
        };
        let arguments: Vec<Value> = (0..block.argument_count())
            .filter_map(|i| block.argument(i).ok().map(Value::from))
            .collect();
        !collect_nested(seq, |op| {
            op_name(&op) == "llvm.store"
                && op.operand(1).is_ok_and(|a| a == address)
                && op.operand(0).is_ok_and(|v| arguments.contains(&v))
        })
        .is_empty()
    })
}

/// Whether an op of the store's block before it reads `address`.
fn read_before(store: OperationRef, address: Value) -> bool {
    let Some(block) = store.block() else {
        return false;
    };
    let mut op = block.first_operation();
    while let Some(current) = op {
        if current == store {
            return false;
        }
        let is_read = |inner: OperationRef| {
            op_name(&inner) == "llvm.load" && inner.operand(0).is_ok_and(|a| a == address)
        };
        let reads = is_read(current) || !collect_nested(current, is_read).is_empty();
        if reads {
            return true;
        }
        op = current.next_in_block();
    }
    false
}

/// Whether the store writes a whole scalar (an integer, a float or a
/// pointer), not an aggregate.
fn is_scalar(store: OperationRef) -> bool {
    store.operand(0).is_ok_and(|value| {
        let text = crate::ir::value(value).r#type().to_string();
        text.starts_with('i') || text.starts_with('f') || text == "!llvm.ptr"
    })
}
