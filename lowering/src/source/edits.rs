//! The edits of the printed file: each directive's replacement, and the
//! C the translation adds around constructs (blocks, `declare target` ends,
//! `declare`'s exit data, `kernels` bodies) and to the file (`_OPENACC`,
//! `#include <omp.h>`, OpenMP directives turned off inside constructs).

use super::clauses::spelled_clauses;
use super::compute::{construct_wrapping, kernels_wrapping};
use super::directives::kernels_clause_locals;
use super::directives::openmp_directive;
use super::ir::{directive_ranges, op_name, sequential_private};
use super::maps::map_entries;
use super::text::{
    commented, directive_end, first_include, indentation, openmp_directives, whole_line, word_at,
};
use super::{Edit, Group, Mode, OPENACC_MACRO_VALUE, PrintError, Source};
use std::collections::BTreeMap;

/// `routine` before a declaration: `declare target` before it, `end
/// declare target` after it.
pub(super) fn routine_end(text: &Source, group: &Group, mode: Mode, edits: &mut Vec<Edit>) {
    let source = text.bytes;
    let (start, end) = group.ranges.directive;
    let closing = group
        .ops
        .iter()
        .any(|op| matches!(op_name(op), "func.func" | "llvm.func"))
        .then_some(group.ranges.statement)
        .flatten();
    if let Some((_, statement_end)) = closing {
        let indent = indentation(source, start);
        let end_text = "#pragma omp end declare target";
        let text = match mode {
            Mode::AccOmp => format!("\n{indent}// {end_text}"),
            _ => format!("\n{indent}{end_text}"),
        };
        if statement_end <= source.len() && statement_end >= end {
            edits.push(((statement_end, statement_end), text));
        }
    }
}

/// A sequential loop's private copies: their block closes after the loop.
pub(super) fn sequential_private_end(group: &Group, mode: Mode, edits: &mut Vec<Edit>) {
    if mode != Mode::Acc
        && group
            .ops
            .iter()
            .any(|op| matches!(op_name(op), "scf.for" | "scf.while"))
        && !group.ops.iter().any(|op| op_name(op) == "omp.target")
        && !sequential_private(group).is_empty()
        && let Some((_, statement_end)) = group.ranges.statement
    {
        let close = if mode == Mode::AccOmp { " // }" } else { " }" };
        edits.push(((statement_end, statement_end), close.to_string()));
    }
}

/// A block around a compute construct for the C its clauses need (a
/// `kernels` construct's: `kernels_clause_locals`).
pub(super) fn construct_block(text: &Source, group: &Group, mode: Mode, edits: &mut Vec<Edit>) {
    let source = text.bytes;
    let start = group.ranges.directive.0;
    let spelled = spelled_clauses(text, &group.ranges);
    let statements = if text.kind(&group.ranges).starts_with("kernels") {
        Some(kernels_clause_locals(spelled).0).filter(|s| !s.is_empty())
    } else {
        group
            .ops
            .iter()
            .find(|op| op_name(op) == "omp.target")
            .and_then(|target| construct_wrapping(&spelled, target))
    };
    if mode != Mode::Acc
        && let Some((_, statement_end)) = group.ranges.statement
        && let Some(statements) = statements
    {
        let indent = indentation(source, start);
        let (open, close) = match mode {
            Mode::AccOmp => ("// {", "// }"),
            _ => ("{", "}"),
        };
        let body: Vec<String> = statements
            .iter()
            .map(|s| match mode {
                Mode::AccOmp => format!("{indent}// {s}\n"),
                _ => format!("{indent}{s}\n"),
            })
            .collect();
        let body = body.concat();
        // On the directive's line when it has one of its own (a `kernels`
        // directive OpenMP does without goes with its whole line).
        match whole_line(source, start, group.ranges.directive.1) {
            Some((line_start, _)) => {
                edits.push(((line_start, line_start), format!("{indent}{open}\n{body}")))
            }
            None => edits.push(((start, start), format!("{open}\n{body}{indent}"))),
        }
        edits.push(((statement_end, statement_end), format!("\n{indent}{close}")));
    }
}

/// `declare` in a function: its exit data before every return (the
/// return wrapped in a block with it) and before the closing brace, after
/// `jagged_exit` (the exit's statements of its pointer-to-pointer
/// sections, whose pointer arrays the exit data releases last).
pub(super) fn declare_exits(
    text: &Source,
    group: &Group,
    jagged_exit: &[String],
    mode: Mode,
    edits: &mut Vec<Edit>,
    errors: &mut Vec<PrintError>,
) {
    let source = text.bytes;
    let start = group.ranges.directive.0;
    if text.kind(&group.ranges) == "declare" && mode != Mode::Acc {
        for exit in group
            .ops
            .iter()
            .filter(|op| op_name(op) == "omp.target_exit_data")
        {
            let Some((at, end_at)) = directive_ranges(*exit).and_then(|r| r.statement) else {
                continue;
            };
            let maps = match map_entries(exit) {
                Ok(maps) => maps,
                Err(message) => {
                    errors.push(PrintError {
                        elsewhere: None,
                        offset: start,
                        message,
                    });
                    continue;
                }
            };
            let mut directive = String::from("#pragma omp target exit data");
            for map in maps {
                directive.push_str(&format!(" map({}: {})", map.map_type("release"), map.name));
            }
            if mode == Mode::AccOmp {
                directive = format!("// {directive}");
            }
            let indent = indentation(source, at);
            // The rows first, each line of its own.
            let rows = super::jagged::format_lines(jagged_exit, &indent, mode);
            let directive = match rows.is_empty() {
                true => directive,
                false => format!("{}{indent}{directive}", rows.trim_start()),
            };
            if at < end_at {
                // `return ...;` -> `{ exit data; return ...; }`.
                edits.push(((at, at), format!("{{\n{indent}{directive}\n{indent}")));
                edits.push(((end_at, end_at), format!("\n{indent}}}")));
            } else {
                // Falling off the end: before the closing brace's line.
                let line_start = source[..at]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |p| p + 1);
                let text = if source[line_start..at].iter().all(u8::is_ascii_whitespace) {
                    edits.push(((line_start, line_start), format!("  {directive}\n")));
                    continue;
                } else {
                    format!("\n{directive}\n")
                };
                edits.push(((at, at), text));
            }
        }
    }
}

/// `kernels`: the code between its loop nests runs as serial constructs.
pub(super) fn kernels_body(
    text: &Source,
    group: &Group,
    groups: &BTreeMap<(usize, usize), Group>,
    parts: &super::KernelsParts,
    mode: Mode,
    edits: &mut Vec<Edit>,
) {
    let source = text.bytes;
    if text.kind(&group.ranges) == "kernels"
        && let Some(statement) = group.ranges.statement
        && mode != Mode::Acc
    {
        // The loop nests inside: the groups that became compute
        // constructs.
        let mut nests: Vec<(usize, usize)> = groups
            .values()
            .filter(|g| {
                g.ranges.directive.0 > group.ranges.directive.0
                    && g.ranges.directive.0 < statement.1
                    && g.ops.iter().any(|op| op_name(op) == "omp.target")
            })
            .filter_map(|g| g.ranges.statement.map(|(_, e)| (g.ranges.directive.0, e)))
            .collect();
        nests.sort();
        // The region's `if`, `self` and `default(present)` hold for its
        // code between nests too.
        let region = super::directives::kernels_region_clauses(text, &group.ranges);
        let condition = super::clauses::if_condition(&region).map(|c| format!("if({c})"));
        let clauses: Vec<String> = condition
            .into_iter()
            .chain(region.into_iter().filter_map(|(clause, _)| {
                match clause.as_str() {
                    "default" => parts
                        .implicit_present
                        .then(|| "defaultmap(present: aggregate)".to_string()),
                    // One gang of one thread runs the code between nests.
                    _ => None,
                }
            }))
            .collect();
        edits.extend(kernels_wrapping(
            source,
            statement,
            &nests,
            &parts.shared,
            &clauses,
            mode,
        ));
    }
}

/// The directive's replacement, in `mode`.
pub(super) fn directive(
    text: &Source,
    group: &Group,
    mode: Mode,
    edits: &mut Vec<Edit>,
    errors: &mut Vec<PrintError>,
) {
    let source = text.bytes;
    let (start, end) = group.ranges.directive;
    match openmp_directive(text, group)
        .and_then(|omp| super::zero::wrap_directive(text, group, omp))
    {
        Ok(omp) => {
            let acc = String::from_utf8_lossy(&source[start..end]).into_owned();
            let indent = indentation(source, start);
            // Several OpenMP directives: one per line, indented alike.
            let omp = omp.replace('\n', &format!("\n{indent}"));
            let (mut start, mut end) = (start, end);
            let text = match (mode, omp.is_empty()) {
                // A directive OpenMP does without (a sequential loop):
                // its line goes, if it holds nothing else.
                (Mode::Omp, true) => {
                    if let Some(line) = whole_line(source, start, end) {
                        (start, end) = line;
                    }
                    String::new()
                }
                (Mode::Omp, false) => omp,
                (Mode::AccOmp, true) => acc,
                (Mode::AccOmp, false) => {
                    format!("{acc}\n{indent}{}", commented(&omp, &indent))
                }
                (Mode::OmpAcc, true) => commented(&acc, &indent),
                (Mode::OmpAcc, false) => {
                    format!("{omp}\n{indent}{}", commented(&acc, &indent))
                }
                (Mode::Acc, _) => acc,
            };
            edits.push(((start, end), text));
        }
        Err(message) => errors.push(PrintError {
            elsewhere: None,
            offset: start,
            message,
        }),
    }
}

/// The edits of the whole file; the warnings they come with.
pub(super) fn file_edits(
    text: &Source,
    groups: &BTreeMap<(usize, usize), Group>,
    mode: Mode,
    edits: &mut Vec<Edit>,
) -> Vec<PrintError> {
    let source = text.bytes;
    // `_OPENACC`: an OpenMP compiler does not define it, so that the code
    // it selects stays selected, its definition goes first (Clacc's
    // `-Wopenacc-omp-macro-inserted`).
    let mut warnings = Vec::new();
    // A header of the program's own that uses it counts too (the V&V
    // suite's acc_testsuite.h).
    let use_at = word_at(source, b"_OPENACC")
        .map(|offset| (offset, None))
        .or_else(|| text.openacc_macro_use.clone().map(|at| (0, Some(at))));
    if matches!(mode, Mode::Omp | Mode::OmpAcc)
        && let Some((offset, elsewhere)) = use_at
    {
        edits.push(((0, 0), format!("#define _OPENACC {OPENACC_MACRO_VALUE}\n")));
        warnings.push(PrintError {
            offset,
            elsewhere,
            message: format!(
                "'_OPENACC' is used: '#define _OPENACC {OPENACC_MACRO_VALUE}' is inserted at the \
                 start of the OpenMP translation so that it selects the same code"
            ),
        });
    }
    // A call into the OpenMP runtime needs its header.
    let zeroing = edits
        .iter()
        .any(|(_, text)| text.contains("omp_target_is_present("));
    let mut header = String::new();
    if (zeroing
        || edits.iter().any(|(_, text)| {
            text.contains("omp_set_default_device(") || text.contains("omp_get_max_threads(")
        }))
        && !super::text::includes(source, "omp.h")
    {
        header.push_str("#include <omp.h>\n");
    }
    // The `zero` modifier's presence test (see `zero`) is the device
    // runtime's (libomptarget, not in a host-only libomp): weak, so that a
    // program without one links, and tests the function's address first.
    if zeroing {
        header.push_str("#include <omp.h>\n#pragma weak omp_target_is_present\n");
    }
    if !header.is_empty() {
        let at = first_include(source, &text.inactive);
        edits.push((
            (at, at),
            header.replacen(
                "#include <omp.h>\n#include <omp.h>\n",
                "#include <omp.h>\n",
                1,
            ),
        ));
    }
    // OpenMP directives the file already has inside a translated construct
    // (written for another compiler): accc ignores them, and the
    // translation must not turn them on inside its own (they would nest
    // a second parallel level, or clash with the construct's): each line
    // becomes a comment, as Clacc drops them.
    if mode != Mode::Acc {
        let statements: Vec<(usize, usize)> =
            groups.values().filter_map(|g| g.ranges.statement).collect();
        for start in openmp_directives(source) {
            if statements.iter().any(|(s, e)| *s <= start && start < *e) {
                let mut at = start;
                let end = directive_end(source, start);
                // Every line of a continued directive.
                loop {
                    edits.push(((at, at), "// ".into()));
                    match source[at..end].iter().position(|&b| b == b'\n') {
                        Some(p) => at += p + 1,
                        None => break,
                    }
                }
            }
        }
    }
    warnings
}
