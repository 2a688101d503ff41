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
/// `static:*`). `gang(dim:1)` is the plain `gang` (the one dimension of
/// gangs); `gang(num:)` is only for `kernels`, whose parts take it as their
/// `num_gangs` before the conversion (transforms::kernels).
pub(super) fn gang_static_chunk(op: OperationRef) -> Result<Option<Option<usize>>, NoMatch> {
    let operands = operand_group(op, GANG_OPERANDS);
    if operands.is_empty() {
        return Ok(None);
    }
    let location = op.location();
    if op
        .attribute("gangOperandsDeviceType")
        .is_ok_and(|a| a.to_string() != "[#acc.device_type<none>]")
    {
        return Err(NoMatch::unsupported_at(
            location,
            "'gang' clause for a 'device_type' on 'acc.loop'",
        ));
    }
    let kinds = op
        .attribute("gangOperandsArgType")
        .map(|a| a.to_string())
        .unwrap_or_default();
    let kinds: Vec<&str> = kinds
        .trim_start_matches('[')
        .trim_end_matches(']')
        .split(", ")
        .collect();
    let sizes = op.segment_sizes().ok_or(NoMatch::NotApplicable)?;
    let first: usize = sizes.iter().take(GANG_OPERANDS).sum();
    let mut chunk = None;
    for (position, (operand, kind)) in operands.iter().zip(&kinds).enumerate() {
        if kind.contains("Dim") {
            match integer_constant_value(*operand) {
                Some(1) => continue,
                Some(d @ 2..=3) => {
                    return Err(NoMatch::unsupported_at(
                        location,
                        format!(
                            "'gang(dim:{d})': gangs of {d} dimensions need 'num_gangs' with \
                             {d} values, which OpenMP's one-dimensional league of teams \
                             does not have"
                        ),
                    ));
                }
                _ => {
                    return Err(NoMatch::error_at(
                        location,
                        "the 'dim' argument of 'gang' must be the constant 1, 2 or 3",
                    ));
                }
            }
        }
        if !kind.contains("Static") {
            return Err(NoMatch::unsupported_at(
                location,
                "'gang' with a number of gangs on a loop outside 'kernels' ('gang(n)', \
                 'gang(num:n)'; 'num_gangs' on the compute construct gives the number of gangs)",
            ));
        }
        chunk = Some(match integer_constant_value(*operand) {
            Some(-1) => None,
            Some(size) if size <= 0 => {
                return Err(NoMatch::error_at(
                    location,
                    format!("the 'static' argument of 'gang' must be positive or '*', not {size}"),
                ));
            }
            _ => Some(first + position),
        });
    }
    Ok(chunk)
}
