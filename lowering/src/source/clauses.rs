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
    let clauses: Vec<(String, String)> = texts
        .into_iter()
        .zip(kinds)
        .map(|(text, kind)| {
            let argument = match (text.find('('), text.rfind(')')) {
                (Some(open), Some(close)) if open < close => text[open + 1..close].trim(),
                _ => "",
            };
            (kind, argument.to_string())
        })
        .collect();
    for_device(clauses, &source.device_type)
}

/// The clauses that apply to `device` (OpenACC 3.3 §2.4): those after a
/// `device_type(...)` apply to the devices it names (`*`: to any other);
/// for each kind, a group naming `device` wins over `device_type(*)`'s,
/// which wins over the clauses before any `device_type`. What
/// `convert-acc-to-omp` resolved for the same device, so that the printer
/// reads the source of the values the IR holds.
pub(super) fn for_device(clauses: Vec<(String, String)>, device: &str) -> Vec<(String, String)> {
    if !clauses.iter().any(|(kind, _)| kind == "device_type") {
        return clauses;
    }
    // (kind, argument, rank: 0 before any device_type, 1 `*`, 2 `device`,
    // None another device's)
    let mut ranked = Vec::new();
    let mut rank = Some(0);
    for (kind, argument) in clauses {
        if kind == "device_type" {
            let names: Vec<String> = argument
                .split(',')
                .map(|name| name.trim().to_ascii_lowercase())
                .collect();
            rank = if names.iter().any(|name| name == device) {
                Some(2)
            } else if names.iter().any(|name| name == "*") {
                Some(1)
            } else {
                None
            };
            continue;
        }
        ranked.push((kind, argument, rank));
    }
    let best = |kind: &str| {
        ranked
            .iter()
            .filter(|(k, _, _)| k == kind)
            .filter_map(|(_, _, rank)| *rank)
            .max()
    };
    let keep: Vec<bool> = ranked
        .iter()
        .map(|(kind, _, rank)| rank.is_some() && *rank == best(kind))
        .collect();
    ranked
        .into_iter()
        .zip(keep)
        .filter(|(_, keep)| *keep)
        .map(|((kind, argument, _), _)| (kind, argument))
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
                | "self"
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

/// The condition of OpenMP's `if` for a compute construct's (or `kernels`'
/// data region's) `if(c)` and `self(s)`/`self` (not `update`'s data clause): the region runs on the device where `c` holds and `s`
/// does not (`self` alone: never); false, OpenMP runs it on the host with
/// the host's data, as OpenACC's `self` does.
pub(super) fn if_condition(spelled: &[(String, String)]) -> Option<String> {
    let condition = spelled
        .iter()
        .find(|(name, _)| name == "if")
        .map(|(_, c)| c.trim().to_string());
    let host = spelled
        .iter()
        .find(|(name, _)| name == "self")
        .map(|(_, s)| s.trim().to_string());
    match (condition, host) {
        (condition, None) => condition,
        (None, Some(s)) if s.is_empty() => Some("0".into()),
        (None, Some(s)) => Some(format!("!({s})")),
        (Some(_), Some(s)) if s.is_empty() => Some("0".into()),
        (Some(c), Some(s)) => Some(format!("({c}) && !({s})")),
    }
}

/// The pseudo-clause `kernels_loop_sizes` adds for a loop's own
/// `worker(n)`: the expression its `parallel for` prints as `num_threads`,
/// evaluated where the loop's part starts (a construct's non-constant
/// `num_workers` is a `const` local instead).
pub(super) const LOOP_WORKERS: &str = "acc2omp.loop_workers";

/// The clauses of a loop directive in `kernels` (or of `kernels loop`) as
/// its part's construct has them: `gang(n)`/`gang(num: n)`, `worker(n)` and
/// `vector(n)` (with `num:`/`length:`) say how many gangs, workers and
/// vector lanes run the loop, which the pass made the part's `num_gangs`,
/// `num_workers` and `vector_length` (where the directive has none); the
/// loop keeps the keywords (and `gang(static:)`).
pub(super) fn kernels_loop_sizes(spelled: Vec<(String, String)>) -> Vec<(String, String)> {
    let has = |clause: &str| spelled.iter().any(|(c, _)| c == clause);
    let mut sizes = Vec::new();
    let mut rest = Vec::new();
    for (clause, argument) in &spelled {
        let size = match clause.as_str() {
            "gang" | "worker" | "vector" if !argument.trim().is_empty() => clause.as_str(),
            _ => {
                rest.push((clause.clone(), argument.clone()));
                continue;
            }
        };
        let mut kept = Vec::new();
        for part in top_level_parts(argument) {
            let (key, value) = match part.split_once(':') {
                Some((key, value)) if !key.contains(['(', '[']) => (key.trim(), value.trim()),
                _ => ("num", part.trim()),
            };
            let construct = match (size, key) {
                ("gang", "num") => "num_gangs",
                ("worker", "num") => "num_workers",
                ("vector", "length" | "num") => "vector_length",
                _ => {
                    kept.push(part.trim().to_string());
                    continue;
                }
            };
            if !has(construct) && !sizes.iter().any(|(c, _): &(String, String)| c == construct) {
                sizes.push((construct.to_string(), value.to_string()));
                if construct == "num_workers" {
                    sizes.push((LOOP_WORKERS.to_string(), value.to_string()));
                }
            }
        }
        rest.push((clause.clone(), kept.join(", ")));
    }
    rest.extend(sizes);
    rest
}

/// The arguments of a clause split at its top-level commas.
pub(super) fn top_level_parts(argument: &str) -> Vec<&str> {
    let mut parts = Vec::new();
    let (mut depth, mut start) = (0i32, 0);
    for (i, c) in argument.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ',' if depth == 0 => {
                parts.push(&argument[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&argument[start..]);
    parts
}

/// The chunk of a `gang(static:chunk)` argument: `Some(None)` for `*`,
/// `None` without `static:` (another argument beside it, `dim:1`, is
/// allowed).
pub(super) fn gang_static_chunk(argument: &str) -> Option<Option<&str>> {
    top_level_parts(argument).into_iter().find_map(|part| {
        let chunk = part
            .trim()
            .strip_prefix("static")?
            .trim_start()
            .strip_prefix(':')?
            .trim();
        (!chunk.is_empty()).then_some((chunk != "*").then_some(chunk))
    })
}

/// Whether the printer prints a `gang` clause's arguments: `static:`
/// (`dist_schedule`) and `dim:1` (the one dimension of teams).
pub(super) fn printable_gang_argument(argument: &str) -> bool {
    argument.trim().is_empty()
        || top_level_parts(argument).into_iter().all(|part| {
            let part: String = part.chars().filter(|c| !c.is_whitespace()).collect();
            part == "dim:1" || part.starts_with("static:") && part.len() > "static:".len()
        })
}
