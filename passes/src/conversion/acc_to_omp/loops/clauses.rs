//! The loop clauses the plan reads with their arguments: `tile` sizes and
//! `gang(static:n)`.

use crate::{
    acc::operands::r#loop::{GANG as GANG_OPERANDS, TILE},
    driver::NoMatch,
    ir::integer_constant_value,
};
use acc2omp_dialects::ops::{OperationLikeExt, operand_group};
use melior::ir::{OperationRef, operation::OperationLike};

/// The constant sizes of `tile(...)`: one per induction variable, `*` (-1)
/// meaning no tiling (size 1). Runtime sizes and `device_type` forms are
/// not converted.
pub(super) fn tile_sizes(
    op: OperationRef,
    induction_variables: usize,
) -> Result<Option<Vec<i64>>, NoMatch> {
    let operands = operand_group(op, TILE);
    if operands.is_empty() {
        return Ok(None);
    }
    let location = op.location();
    if op
        .attribute("tileOperandsDeviceType")
        .is_ok_and(|a| a.to_string() != "[#acc.device_type<none>]")
    {
        return Err(NoMatch::unsupported_at(
            location,
            "'tile' clause for a 'device_type' on 'acc.loop'",
        ));
    }
    if operands.len() != induction_variables {
        return Err(NoMatch::unsupported_at(
            location,
            format!(
                "'tile' with {} sizes on an 'acc.loop' with {} induction variables",
                operands.len(),
                induction_variables
            ),
        ));
    }
    let mut sizes = Vec::new();
    for operand in operands {
        match integer_constant_value(operand) {
            Some(-1) => sizes.push(1),
            Some(size) if size > 0 => sizes.push(size),
            Some(size) => {
                return Err(NoMatch::error_at(
                    location,
                    format!("a 'tile' size must be positive or '*', not {size}"),
                ));
            }
            None => {
                return Err(NoMatch::unsupported_at(
                    location,
                    "'tile' with a size that is not a constant",
                ));
            }
        }
    }
    Ok(Some(sizes))
}

/// `gang(static:n)`: the index of `n` among the loop's operands (`None` for
/// `static:*`). `gang(num:)` and `gang(dim:)` are not converted (`num` is
/// only for `kernels`, where the conservative translation has no use for
/// it).
pub(super) fn gang_static_chunk(op: OperationRef) -> Result<Option<Option<usize>>, NoMatch> {
    let operands = operand_group(op, GANG_OPERANDS);
    if operands.is_empty() {
        return Ok(None);
    }
    let location = op.location();
    let kinds = op
        .attribute("gangOperandsArgType")
        .map(|a| a.to_string())
        .unwrap_or_default();
    if operands.len() != 1 || !kinds.contains("Static") {
        return Err(NoMatch::unsupported_at(
            location,
            "'gang' with a number of gangs or a dimension on a loop ('gang(n)', \
             'gang(num:n)', 'gang(dim:d)'; 'num_gangs' on the compute construct gives the \
             number of gangs)",
        ));
    }
    if op
        .attribute("gangOperandsDeviceType")
        .is_ok_and(|a| a.to_string() != "[#acc.device_type<none>]")
    {
        return Err(NoMatch::unsupported_at(
            location,
            "'gang' clause for a 'device_type' on 'acc.loop'",
        ));
    }
    let sizes = op.segment_sizes().ok_or(NoMatch::NotApplicable)?;
    let index: usize = sizes.iter().take(GANG_OPERANDS).sum();
    match integer_constant_value(operands[0]) {
        Some(-1) => Ok(Some(None)),
        Some(size) if size <= 0 => Err(NoMatch::error_at(
            location,
            format!("the 'static' argument of 'gang' must be positive or '*', not {size}"),
        )),
        _ => Ok(Some(Some(index))),
    }
}
