//! Reading `acc.loop`: its partitioning clauses and the attributes of its
//! control levels.

use melior::ir::{OperationRef, Type, operation::OperationLike};

/// Which levels of `op` have unsigned control variables (sequential loops
/// then compare unsigned; parallelized ones, whose `omp.loop_nest`
/// compares signed, are normalized first: normalize.rs).
pub(crate) fn unsigned_flags(op: OperationRef, count: usize) -> Vec<bool> {
    acc2omp_dialects::attrs::unsigned_flags(&op, count)
}

/// The width of an integer type (`index`: 64).
pub(crate) fn integer_width(r#type: Type) -> u32 {
    // SAFETY: type predicates and accessors on a valid type.
    unsafe {
        if mlir_sys::mlirTypeIsAInteger(melior::ir::r#type::TypeLike::to_raw(&r#type)) {
            mlir_sys::mlirIntegerTypeGetWidth(melior::ir::r#type::TypeLike::to_raw(&r#type))
        } else {
            64
        }
    }
}

/// Whether `op` has the clause held by `attribute` (`gang`, `seq`, `auto_`)
/// for the default device type.
pub(crate) fn has_device_type(op: OperationRef, attribute: &str) -> bool {
    op.attribute(attribute).is_ok_and(|a| {
        let text = a.to_string();
        text.contains("#acc.device_type<none>") || text.contains("#acc.device_type<star>")
    })
}

/// Which levels of `op` have an inclusive upper bound.
pub(crate) fn inclusive_flags(op: OperationRef, count: usize) -> Vec<bool> {
    match op.attribute("inclusiveUpperbound") {
        Ok(attribute) => {
            let text = attribute.to_string();
            let inner = text
                .split_once(':')
                .map(|(_, rest)| rest.trim_end_matches('>').to_string())
                .unwrap_or_default();
            let flags: Vec<bool> = inner.split(',').map(|f| f.trim() == "true").collect();
            if flags.len() == count {
                flags
            } else {
                vec![false; count]
            }
        }
        Err(_) => vec![false; count],
    }
}
