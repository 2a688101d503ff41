//! A directive's clauses as the front end recorded them (canonical kind,
//! argument text from the source), and which kinds the compute printer handles.

use super::ir::{directive_ranges, op_name};
use super::{Ranges, Source};
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// The clauses of the directive: (kind, the argument's text inside the
/// parentheses, as the source spells it).
pub(super) fn spelled_clauses(source: &Source, ranges: &Ranges) -> Vec<(String, String)> {
    let texts: Vec<String> = match &ranges.clause_text {
        Some(texts) => texts.clone(),
        None => ranges
            .clauses
            .iter()
            .map(|&(start, end)| {
                source
                    .bytes
                    .get(start..end)
                    .map(|t| String::from_utf8_lossy(t).into_owned())
                    .unwrap_or_default()
            })
            .collect(),
    };
    let kinds = source
        .record
        .get(&ranges.directive.0)
        .map(|d| d.clause_kinds.clone())
        .unwrap_or_default();
    texts
        .into_iter()
        .zip(kinds)
        .map(|(text, kind)| {
            let argument = match (text.find('('), text.rfind(')')) {
                (Some(open), Some(close)) if open < close => text[open + 1..close].trim(),
                _ => "",
            };
            (kind, argument.to_string())
        })
        .collect()
}

/// The clauses of the compute construct around a loop.
pub(super) fn enclosing_compute_clauses(
    source: &Source,
    op: &OperationRef,
) -> Vec<(String, String)> {
    let mut parent = op.parent_operation();
    while let Some(p) = parent {
        if op_name(&p) == "omp.target"
            && let Some(ranges) = directive_ranges(p)
        {
            return spelled_clauses(source, &ranges);
        }
        parent = p.parent_operation();
    }
    Vec::new()
}

/// Whether the printer handles the clause (its kind) of a compute
/// construct or loop: into OpenMP, or dropped (`async`/`wait` under
/// fake-async-wait: the pass has rejected them otherwise; loop kinds and
/// `independent`/`auto`/`seq`, which the ops show).
pub(super) fn is_compute_clause(kind: &str) -> bool {
    is_data_clause(kind)
        || matches!(
            kind,
            "private"
                | "firstprivate"
                | "reduction"
                | "num_gangs"
                | "num_workers"
                | "vector_length"
                | "if"
                | "async"
                | "wait"
                | "gang"
                | "worker"
                | "vector"
                | "seq"
                | "independent"
                | "auto"
                | "collapse"
                | "tile"
                | "deviceptr"
                | "default"
        )
}

/// A data clause (its maps are printed from the IR); kinds are canonical
/// (`copy` for `pcopy`).
pub(super) fn is_data_clause(kind: &str) -> bool {
    matches!(
        kind,
        "copy" | "copyin" | "copyout" | "create" | "present" | "no_create"
    )
}

/// `if(c)` from the source, after the directive name.
pub(super) fn push_if(text: &mut String, spelled: &[(String, String)]) {
    for (name, argument) in spelled {
        if name == "if" {
            text.push_str(&format!(" if({argument})"));
        }
    }
}

/// The chunk of a `gang(static:chunk)` argument: `Some(None)` for `*`,
/// `None` for any other `gang` argument.
pub(super) fn gang_static_chunk(argument: &str) -> Option<Option<&str>> {
    let chunk = argument
        .trim()
        .strip_prefix("static")?
        .trim_start()
        .strip_prefix(':')?
        .trim();
    // Another gang argument after a top-level comma (`num:`, `dim:`).
    let mut depth = 0i32;
    for c in chunk.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => return None,
            _ => {}
        }
    }
    if chunk.is_empty() {
        return None;
    }
    Some((chunk != "*").then_some(chunk))
}
