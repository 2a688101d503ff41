//! A warning for a `parallel` construct whose gang loops depend on each
//! other: the gangs of a `parallel` construct do not wait for each other
//! between its loops (OpenACC 3.3 §2.5.1: there is no synchronization
//! between gangs; §2.9: a loop's iterations are shared among them), so a
//! loop that reads or writes what an earlier loop of the same construct
//! writes (or writes what it reads) races with it. Programs written for one
//! compiler's GPU code do this (PolyBench-ACC's 3mm, atax, bicg, adi...),
//! and their results change with the number of gangs; OpenMP's
//! `distribute` loops of one `teams` region, which they become, have no
//! barrier between them either. Separate constructs, or `kernels` (one
//! kernel per loop nest), give the order the program means.
//!
//! The analysis is conservative in what it reports: accesses of elements
//! or members through the same base (a variable, a data clause's pointer)
//! in two of the construct's outermost loops, at least one of them a
//! store; it does not try to prove that the elements differ, and a scalar
//! accessed as a whole (each gang's copy) is left out.

use crate::ir::defining_op;
use acc2omp_dialects::{
    capi::emit_warning,
    ops::{collect_nested, op_name},
};
use melior::ir::{OperationRef, Value, ValueLike, operation::OperationLike};

/// The storage an address designates: the value that `llvm.getelementptr`s
/// (and a pointer loaded from a variable, by that variable) lead to.
fn base<'c, 'a>(address: Value<'c, 'a>) -> Value<'c, 'a> {
    let mut current = address;
    for _ in 0..64 {
        let Some(def) = defining_op(current) else {
            return current;
        };
        match op_name(&def) {
            "llvm.getelementptr" | "llvm.load" | "llvm.bitcast" | "llvm.addrspacecast" => {
                match def.operand(0) {
                    Ok(next) => current = crate::ir::value(next),
                    Err(_) => return current,
                }
            }
            _ => return current,
        }
    }
    current
}

/// The bases a loop reads and writes.
fn accesses<'c, 'a>(lp: OperationRef<'c, 'a>) -> (Vec<Value<'c, 'a>>, Vec<Value<'c, 'a>>) {
    let mut reads = Vec::new();
    let mut writes = Vec::new();
    for op in collect_nested(lp, |_| true) {
        let (address, is_write) = match op_name(&op) {
            "llvm.load" => (op.operand(0).ok(), false),
            "llvm.store" => (op.operand(1).ok(), true),
            "acc.atomic.update" | "acc.atomic.write" | "omp.atomic.update" | "omp.atomic.write" => {
                (op.operand(0).ok(), true)
            }
            _ => (None, false),
        };
        let Some(address) = address else { continue };
        // Only the pointers of memory (not a loaded integer's).
        if !address.r#type().to_string().starts_with("!llvm.ptr") {
            continue;
        }
        let storage = base(address);
        // A scalar variable accessed as a whole (`j = 0`, no element or
        // member of it): without a data clause it is the gang's own
        // (firstprivate); an element of an array, or what a pointer points
        // to, is shared.
        if storage == address {
            continue;
        }
        // A variable of the loop itself (declared in its body) is its own.
        if defining_op(storage).is_some_and(|d| lp.is_ancestor_of(d)) {
            continue;
        }
        if is_write {
            writes.push(storage);
        } else {
            reads.push(storage);
        }
    }
    (reads, writes)
}

trait Ancestor {
    fn is_ancestor_of(&self, op: OperationRef) -> bool;
}

impl Ancestor for OperationRef<'_, '_> {
    fn is_ancestor_of(&self, op: OperationRef) -> bool {
        acc2omp_dialects::ops::is_ancestor(*self, op)
    }
}

/// The name of the variable a base is: a data clause's `name`, or the
/// variable's own (`loc("x"(...))`).
pub(crate) fn name_of(value: Value) -> String {
    if let Some(def) = defining_op(value)
        && let Ok(name) = def.attribute("name")
    {
        // A section's variable (`E[0:N]`: `E`).
        let name = name.to_string();
        let name = name.trim_matches('"');
        return name.split('[').next().unwrap_or(name).trim().to_string();
    }
    crate::ir::variable_name(value).unwrap_or_else(|| "a variable".to_string())
}

/// Warns where a gang loop of the `acc.parallel` `construct` depends on an
/// earlier one (see the module's documentation).
pub(crate) fn warn_dependent_gang_loops(construct: OperationRef) {
    // The construct's outermost loops, in order (Clacc's implicit gang
    // makes each a gang loop unless it says `seq`).
    let loops: Vec<OperationRef> = collect_nested(construct, |op| {
        op_name(&op) == "acc.loop" && {
            let mut parent = op.parent_operation();
            let mut outermost = true;
            while let Some(p) = parent {
                if p == construct {
                    break;
                }
                if op_name(&p) == "acc.loop" {
                    outermost = false;
                    break;
                }
                parent = p.parent_operation();
            }
            outermost && op.attribute("seq").is_err() && op.attribute("auto_").is_err()
        }
    });
    if loops.len() < 2 {
        return;
    }
    let summaries: Vec<_> = loops.iter().map(|l| accesses(*l)).collect();
    for (later, (reads, writes)) in summaries.iter().enumerate().skip(1) {
        let conflict = summaries[..later]
            .iter()
            .find_map(|(earlier_reads, earlier_writes)| {
                earlier_writes
                    .iter()
                    .find(|w| reads.contains(w) || writes.contains(w))
                    .or_else(|| earlier_reads.iter().find(|r| writes.contains(r)))
                    .copied()
            });
        if let Some(storage) = conflict {
            emit_warning(
                loops[later].location(),
                &format!(
                    "this loop and an earlier one of the same 'parallel' construct access \
                     '{}', and one of them writes it: the gangs do not wait for each other \
                     between the loops of a 'parallel' construct, so they race; a construct \
                     per loop (or 'kernels') orders them",
                    name_of(storage)
                ),
            );
        }
    }
}
