//! Loop partitioning clauses: `gang`, `worker`, `vector`, `seq`, `auto`,
//! `independent`, `collapse`, `tile`, per device type.

use crate::acc::clauses::device_clauses;
use crate::acc::parsed::Parsed;
use crate::clang::{Cursor, Evaluated, Token};
use crate::lower::{Lowerer, Result, Unsupported};
use acc2omp_dialects::diagnostics::SourceLoc;

/// `gang(num: n)`, `gang(static: *)`, `gang(dim: 2)`, `gang(n)`.
pub(crate) fn gang_argument_key(tokens: &[Token]) -> (&'static str, bool) {
    let key = match tokens.first().map(|t| t.spelling.as_str()) {
        Some("static") if tokens.get(1).is_some_and(|t| t.spelling == ":") => "static",
        Some("dim") if tokens.get(1).is_some_and(|t| t.spelling == ":") => "dim",
        _ => "num",
    };
    let star = tokens.last().is_some_and(|t| t.spelling == "*");
    (key, star)
}

/// The `collapse(n)` values with their device types.
pub(crate) fn collapse_entries(parsed: &Parsed) -> Result<Vec<(usize, &'static str)>> {
    let mut entries = Vec::new();
    for (ci, clause, devices) in device_clauses(parsed)? {
        if clause.name != "collapse" {
            continue;
        }
        let located = |message: String| Unsupported {
            location: clause.location.clone(),
            message,
        };
        let argument = clause
            .arguments
            .first()
            .ok_or_else(|| located("'collapse' needs an argument".into()))?;
        if argument
            .tokens
            .first()
            .is_some_and(|t| t.spelling == "force")
        {
            return Err(located("unsupported: 'collapse(force:...)'".into()));
        }
        let value = parsed
            .expression(ci, 0)
            .and_then(|e| match e.evaluate() {
                Some(Evaluated::Int { value, .. }) => Some(value),
                _ => None,
            })
            .or_else(|| argument.text().parse().ok())
            .ok_or_else(|| located("unsupported: non-constant 'collapse' argument".into()))?;
        for device in devices {
            entries.push((value.max(1) as usize, device));
        }
    }
    Ok(entries)
}

/// The number of loops a loop construct takes (`collapse(n)`, `tile`): one
/// `acc.loop` has one list of control variables, so device-specific
/// `collapse` or `tile` clauses must take as many loops as the default.
pub(crate) fn collapse_count(
    parsed: &Parsed,
    lowerer: &Lowerer,
    _combined: bool,
    at: &Cursor,
) -> Result<usize> {
    let _ = (lowerer, at);
    let mut counts: Vec<(usize, Option<SourceLoc>)> = collapse_entries(parsed)?
        .into_iter()
        .map(|(n, _)| {
            (
                n,
                parsed
                    .clauses("collapse")
                    .next()
                    .and_then(|(_, c)| c.location.clone()),
            )
        })
        .collect();
    for (_, clause, _) in device_clauses(parsed)? {
        if clause.name == "tile" {
            counts.push((clause.arguments.len().max(1), clause.location.clone()));
        }
    }
    let Some((first, _)) = counts.first().cloned() else {
        return Ok(1);
    };
    if let Some((_, location)) = counts.iter().find(|(n, _)| *n != first) {
        return Err(Unsupported {
            location: location.clone(),
            message: "unsupported: 'collapse'/'tile' taking different numbers of loops for different device types".into(),
        });
    }
    Ok(first)
}
