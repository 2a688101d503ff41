//! Reading the `acc` dialect: operand groups by name ([`operands`]), the
//! data clauses of a construct ([`data_entry`]), `acc.loop`'s clauses
//! ([`loop_op`]). Shared by the acc → acc transforms and the conversion,
//! which both sit above it.

pub(crate) mod data_entry;
pub(crate) mod loop_op;
pub(crate) mod operands;

use crate::driver::NoMatch;
use acc2omp_dialects::attrs;
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// Clacc: `private` or `reduction` of a `const` variable is an error (its
/// private copy could never be initialised, or the result never stored).
pub(crate) fn reject_const(op: OperationRef, clause: &str) -> Result<(), NoMatch> {
    if attrs::Flag::Const.is_on(&op) {
        let name = op
            .attribute("name")
            .map(|n| n.to_string().trim_matches('"').to_string())
            .unwrap_or_else(|_| "<unnamed>".into());
        return Err(NoMatch::error_at(
            op.location(),
            format!("'{name}' is const: it cannot appear in a '{clause}' clause"),
        ));
    }
    Ok(())
}
