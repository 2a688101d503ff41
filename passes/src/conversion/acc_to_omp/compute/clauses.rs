//! The clauses of a compute construct: which are converted, their
//! arguments, and Clacc's data-sharing rules between them.

use super::Construct;
use crate::{
    acc::{
        data_entry::DataEntry,
        operands::{data_entry, parallel},
    },
    driver::NoMatch,
    ir::{self as build, defining_op, integer_constant_value},
};
use acc2omp_dialects::ops::{op_name, operand_group};
use melior::ir::{OperationRef, Type, Value, operation::OperationLike};

/// A construct-level `private`, `firstprivate` or `reduction` op (created
/// before the construct and listed on it).
pub(crate) struct ClauseOp<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub var_type: Type<'c>,
}

/// The construct's `if`, `self`, `num_gangs`, `num_workers` and
/// `vector_length` clauses.
pub(super) struct ComputeClauses<'c, 'a> {
    pub if_condition: Option<Value<'c, 'a>>,
    pub self_condition: Option<Value<'c, 'a>>,
    /// `self` without an argument.
    pub self_always: bool,
    pub num_gangs: Option<Value<'c, 'a>>,
    pub num_workers: Option<Value<'c, 'a>>,
    pub vector_length: Option<Value<'c, 'a>>,
}

/// Reads the construct's conditions and launch arguments (`acc.parallel`
/// only); a constant argument must be positive.
pub(super) fn read_clauses<'c, 'a>(
    construct: &Construct,
    op: OperationRef<'c, 'a>,
    device_type: &str,
) -> Result<ComputeClauses<'c, 'a>, NoMatch> {
    let name = construct.name;
    let (num_gangs, num_workers, vector_length) = if construct.single {
        (None, None, None)
    } else {
        (
            single_argument(
                op,
                parallel::NUM_GANGS,
                "num_gangs",
                "numGangsDeviceType",
                name,
                device_type,
            )?,
            single_argument(
                op,
                parallel::NUM_WORKERS,
                "num_workers",
                "numWorkersDeviceType",
                name,
                device_type,
            )?,
            single_argument(
                op,
                parallel::VECTOR_LENGTH,
                "vector_length",
                "vectorLengthDeviceType",
                name,
                device_type,
            )?,
        )
    };
    for (argument, clause) in [
        (num_gangs, "num_gangs"),
        (num_workers, "num_workers"),
        (vector_length, "vector_length"),
    ] {
        if let Some(value) = argument.and_then(integer_constant_value)
            && value <= 0
        {
            return Err(NoMatch::error_at(
                op.location(),
                format!("the argument of '{clause}' must be positive, not {value}"),
            ));
        }
    }
    Ok(ComputeClauses {
        if_condition: operand_group(op, construct.if_group).into_iter().next(),
        self_condition: operand_group(op, construct.self_group).into_iter().next(),
        self_always: op.attribute("selfAttr").is_ok(),
        num_gangs,
        num_workers,
        vector_length,
    })
}

/// The construct-level `private`, `firstprivate` or `reduction` ops of
/// operand group `group`, each defined by an `expected` op, without
/// duplicates.
pub(super) fn clause_ops<'c, 'a>(
    op: OperationRef<'c, 'a>,
    group: usize,
    expected: &str,
) -> Result<Vec<ClauseOp<'c, 'a>>, NoMatch> {
    let mut list: Vec<ClauseOp> = Vec::new();
    for value in operand_group(op, group) {
        let def = defining_op(value)
            .filter(|d| op_name(d) == expected)
            .ok_or_else(|| {
                NoMatch::unsupported(format!("a clause operand not defined by '{expected}'"))
            })?;
        if list.iter().any(|c| c.op == def) {
            continue;
        }
        if expected == "acc.private" {
            crate::acc::reject_const(def, "private")?;
        }
        // (A reduction's section of a run-time length has its bounds: see
        // `clause::reduction`.)
        if expected != "acc.reduction" && !operand_group(def, data_entry::BOUNDS).is_empty() {
            return Err(NoMatch::unsupported_at(
                def.location(),
                format!("'{expected}' of an array section"),
            ));
        }
        let var_type = build::type_attribute(def, "varType").ok_or_else(|| {
            NoMatch::unsupported_at(def.location(), format!("'{expected}' without varType"))
        })?;
        list.push(ClauseOp { op: def, var_type });
    }
    Ok(list)
}

/// The single argument of clause `group` (`num_gangs`, `num_workers`,
/// `vector_length`) for `device_type` (the build's device: `host` or
/// `nvidia`), if any: the value after `device_type(<it>)`, else after
/// `device_type(*)`, else the clause's without `device_type` (OpenACC 3.3
/// §2.4: the others are for other devices). One dimension of `num_gangs`
/// is converted.
fn single_argument<'c, 'a>(
    op: OperationRef<'c, 'a>,
    group: usize,
    clause: &str,
    device_type_attribute: &str,
    construct_name: &str,
    device_type: &str,
) -> Result<Option<Value<'c, 'a>>, NoMatch> {
    let values = operand_group(op, group);
    if values.is_empty() {
        return Ok(None);
    }
    // The device type of each entry, in order (`none`: no device_type).
    let mut device_types = crate::acc::device_types(op, device_type_attribute);
    if device_types.is_empty() {
        device_types.push("none".to_string());
    }
    // `num_gangs`: how many values each entry has.
    let segments: Vec<usize> = op
        .inherent_attribute("numGangsSegments")
        .ok()
        .filter(|_| clause == "num_gangs")
        .map(|a| {
            a.to_string()
                .trim_start_matches("array<i32")
                .trim_start_matches(':')
                .trim_end_matches('>')
                .split(',')
                .filter_map(|n| n.trim().parse().ok())
                .collect()
        })
        .unwrap_or_else(|| vec![1; device_types.len()]);
    if segments.len() != device_types.len() || segments.iter().sum::<usize>() != values.len() {
        return Err(NoMatch::unsupported(format!(
            "'{clause}' clause whose device types do not match its values on '{construct_name}'"
        )));
    }
    let chosen = crate::acc::selected_device_type(&device_types, device_type)
        .and_then(|wanted| device_types.iter().position(|t| t == wanted));
    let Some(entry) = chosen else {
        // Only values for other devices.
        return Ok(None);
    };
    let first: usize = segments[..entry].iter().sum();
    match segments[entry] {
        1 => Ok(Some(values[first])),
        _ => Err(NoMatch::unsupported(format!(
            "'{clause}' clause with several dimensions on '{construct_name}'"
        ))),
    }
}

/// Clauses of a compute construct that are not converted: `default`
/// other than `none`/`present`.
pub(super) fn check_clauses(construct: &Construct, op: OperationRef) -> Result<(), NoMatch> {
    check_default(construct, op)
}

fn check_default(construct: &Construct, op: OperationRef) -> Result<(), NoMatch> {
    if let Ok(default) = op.inherent_attribute("defaultAttr") {
        let text = default.to_string();
        if !text.contains("none") && !text.contains("present") {
            return Err(NoMatch::unsupported(format!(
                "'{text}' default clause on '{}'",
                construct.name
            )));
        }
    }
    Ok(())
}

/// Clacc's "Basic Data Sharing" rules: a variable may appear in only one
/// of `copy`, `copyin`, `copyout`, `create`, `present`, `firstprivate` and
/// `private`, and not in `reduction` together with `private` or
/// `firstprivate`. Reported at the second clause.
pub(crate) fn check_data_sharing<'c, 'a>(
    construct_name: &str,
    entries: &[DataEntry<'c, 'a>],
    privates: &[ClauseOp<'c, 'a>],
    firstprivates: &[ClauseOp<'c, 'a>],
    reductions: &[ClauseOp<'c, 'a>],
) -> Result<(), NoMatch> {
    fn clause_var<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
        op.operand(0).ok()
    }
    let display = |op: OperationRef| -> String {
        op.attribute("name")
            .map(|n| n.to_string().trim_matches('"').to_string())
            .unwrap_or_else(|_| "<unnamed>".into())
    };
    // (variable, clause, op) in source order of the clause lists.
    let mut seen: Vec<(Value<'c, 'a>, String, OperationRef<'c, 'a>)> = Vec::new();
    let data = entries
        .iter()
        .map(|e| (e.var, e.clause.spelling().to_string(), e.op));
    let private_like = privates
        .iter()
        .map(|c| (c, "private"))
        .chain(firstprivates.iter().map(|c| (c, "firstprivate")))
        .filter_map(|(c, clause)| clause_var(c.op).map(|v| (v, clause.to_string(), c.op)));
    for (var, clause, op) in data.chain(private_like) {
        if let Some((_, first, _)) = seen.iter().find(|(v, _, _)| *v == var) {
            let message = if *first == clause {
                format!(
                    "'{}' appears more than once in '{clause}' clauses of '{construct_name}'",
                    display(op)
                )
            } else {
                format!(
                    "'{}' appears in both '{first}' and '{clause}' clauses of '{construct_name}'",
                    display(op)
                )
            };
            return Err(NoMatch::error_at(op.location(), message));
        }
        seen.push((var, clause, op));
    }
    for reduction in reductions {
        let Some(var) = clause_var(reduction.op) else {
            continue;
        };
        if let Some((_, clause, _)) = seen
            .iter()
            .find(|(v, c, _)| *v == var && (c == "private" || c == "firstprivate"))
        {
            return Err(NoMatch::error_at(
                reduction.op.location(),
                format!(
                    "'{}' appears in both '{clause}' and 'reduction' clauses of '{construct_name}'",
                    display(reduction.op)
                ),
            ));
        }
    }
    Ok(())
}
