//! Reading the `acc` dialect: operand groups by name ([`operands`]), the
//! data clauses of a construct ([`data_entry`]), `acc.loop`'s clauses
//! ([`loop_op`]), clauses' device types. Shared by the acc → acc transforms and the conversion,
//! which both sit above it.

pub(crate) mod data_entry;
pub(crate) mod loop_op;
pub(crate) mod operands;

use crate::driver::NoMatch;
use acc2omp_dialects::attrs;
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// The device types of a clause's entries, from its device-type array
/// attribute (`[#acc.device_type<none>, #acc.device_type<nvidia>]` →
/// `none`, `nvidia`; empty without the attribute).
pub(crate) fn device_types(op: OperationRef, attribute: &str) -> Vec<String> {
    op.inherent_attribute(attribute)
        .map(|a| {
            a.to_string()
                .trim_matches(['[', ']'])
                .split(',')
                .map(|t| {
                    t.trim()
                        .trim_start_matches("#acc.device_type<")
                        .trim_end_matches('>')
                        .to_string()
                })
                .filter(|t| !t.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

/// The elements of an array attribute, as text (`[a, b]`, `array<i32: 1,
/// 2>`, `[true, false]`); empty without the attribute.
pub(crate) fn array_elements(op: OperationRef, attribute: &str) -> Vec<String> {
    op.inherent_attribute(attribute)
        .map(|a| {
            let text = a.to_string();
            let inner = match text.split_once(':') {
                Some((head, rest)) if head.starts_with("array<") => {
                    rest.trim_end_matches('>').to_string()
                }
                _ => text.trim_matches(['[', ']']).to_string(),
            };
            inner
                .split(',')
                .map(|e| e.trim().to_string())
                .filter(|e| !e.is_empty())
                .collect()
        })
        .unwrap_or_default()
}

/// The device type whose entries apply among `present` (OpenACC 3.3 §2.4):
/// the build's `device_type`, else `star` (`device_type(*)`), else `none`.
pub(crate) fn selected_device_type<'t>(
    present: &[String],
    device_type: &'t str,
) -> Option<&'t str> {
    [device_type, "star", "none"]
        .into_iter()
        .find(|wanted| present.iter().any(|t| t == wanted))
}

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
