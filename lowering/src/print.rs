//! The source printer (`accc -fopenacc-print=omp|acc-omp|omp-acc`): the
//! original file with each OpenACC directive rewritten from the OpenMP ops
//! convert-acc-to-omp made of it, as Clacc's `-fopenacc-print` does.
//!
//! Every OpenMP op that a directive became carries the directive's source
//! ranges ([`attrs::SRC`]: the directive, its clauses, its statement), and
//! each `omp.map.info` of a data clause its argument's range and spelling
//! (`name`). The printer groups the ops by directive, writes the OpenMP
//! directive for each group (clause arguments as the source spells them),
//! and splices it into the original bytes: everything else (includes,
//! macros, comments, layout) is left as it is.
//!
//! Directives printed so far: `parallel`, `serial` and `loop` (and their
//! combinations), `data`, `enter data`, `exit data`, `update`, `wait`,
//! `atomic`, `routine`, `host_data`, `init`/`shutdown`/`cache` (dropped),
//! `set device_num`, `kernels` (as convert-acc-to-omp translates it),
//! `declare`, the C the mapping adds (blocks, a `const` local for
//! `num_workers`, `(void)` evaluations, sequential loops' private copies).
//! Implicit data attributes are left to OpenMP's implicit rules, which
//! agree on the host (scalars firstprivate, arrays tofrom, a reduction
//! variable tofrom), but for a scalar with a visible data clause (an
//! enclosing `data` or a `declare`), which OpenMP would make firstprivate
//! and which gets `map(tofrom: x)`.
//! Any other directive is an error at its location (`unsupported: ...`):
//! the printer never prints a file it has only partly translated.

use acc2omp_dialects::{
    attrs::{self, DirectiveSource},
    capi::MapFlags,
    symbols::ReductionSymbol,
};
use melior::ir::{
    BlockLike, Module, OperationRef, RegionLike, operation::OperationLike,
    operation::OperationResult,
};
use std::collections::BTreeMap;

/// What `-fopenacc-print` prints (Clacc's modes).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// The original file.
    Acc,
    /// The OpenMP translation.
    Omp,
    /// OpenACC, each directive followed by its OpenMP in a comment.
    AccOmp,
    /// OpenMP, each directive followed by its OpenACC in a comment.
    OmpAcc,
}

impl Mode {
    pub fn parse(text: &str) -> Option<Mode> {
        match text {
            "acc" => Some(Mode::Acc),
            "omp" => Some(Mode::Omp),
            "acc-omp" => Some(Mode::AccOmp),
            "omp-acc" => Some(Mode::OmpAcc),
            _ => None,
        }
    }
}

/// An error of the printer at a byte offset of the source.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PrintError {
    pub offset: usize,
    /// `(file, line, column)` for an error in another file than the
    /// printed one (`offset` is then 0).
    pub elsewhere: Option<(String, usize, usize)>,
    pub message: String,
}

/// The source ranges of a directive (byte offsets, end exclusive).
type Ranges = DirectiveSource;

/// The OpenMP ops that came from one directive.
struct Group<'c, 'a> {
    ranges: Ranges,
    ops: Vec<OperationRef<'c, 'a>>,
}

/// A printed file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Printed {
    pub text: Vec<u8>,
    /// The OpenACC directives rewritten.
    pub directives: usize,
    /// Warnings (at byte offsets of the source).
    pub warnings: Vec<PrintError>,
}

/// The value of `_OPENACC` in accc's front end (Clang 22 with `-fopenacc`).
pub const OPENACC_MACRO_VALUE: &str = "202506";

/// `source` (the file named `file`) with its directives rewritten in
/// `mode` from `module` (the result of convert-acc-to-omp on the front
/// end's module of `source`). Only that file is rewritten: a directive in
/// an included file is an error.
pub fn print(
    source: &[u8],
    file: &str,
    module: &Module,
    mode: Mode,
) -> Result<Printed, Vec<PrintError>> {
    if mode == Mode::Acc {
        return Ok(Printed {
            text: source.to_vec(),
            directives: 0,
            warnings: Vec::new(),
        });
    }
    let mut groups: BTreeMap<(usize, usize), Group> = BTreeMap::new();
    // The maps of the compute constructs that run the code between a
    // `kernels` region's nests (by the kernels directive's start) that the
    // printer writes: scalars with a visible data clause.
    let mut kernels_part_maps: BTreeMap<usize, Vec<String>> = BTreeMap::new();
    // Directives of other files, by file and line (a combined construct's
    // ops start at several columns): their first column.
    let mut elsewhere: BTreeMap<(String, usize), usize> = BTreeMap::new();
    walk(module.as_operation(), &mut |op| {
        // A loop nest's construct in a `kernels` region: the region's
        // directive is printed (removed) even when no other op carries it.
        if let Some(ranges) = DirectiveSource::of(&op, attrs::KERNELS) {
            groups.entry(ranges.directive).or_insert_with(|| Group {
                ranges: ranges.clone(),
                ops: Vec::new(),
            });
        }
        if let Some(ranges) = DirectiveSource::of(&op, attrs::KERNELS_PART)
            && let Ok(maps) = map_entries(&op)
        {
            // A `kernels` region that only has such parts has no other op
            // that carries its directive.
            groups.entry(ranges.directive).or_insert_with(|| Group {
                ranges: ranges.clone(),
                ops: Vec::new(),
            });
            let names = kernels_part_maps.entry(ranges.directive.0).or_default();
            for map in maps.into_iter().filter(|m| m.visible) {
                if !names.contains(&map.name) {
                    names.push(map.name);
                }
            }
        }
        if let Some(ranges) = directive_ranges(op) {
            if let Some(location) = file_line_column(&op.location().to_string())
                && location.0 != file
            {
                let (other, line, column) = location;
                let first = elsewhere.entry((other, line)).or_insert(column);
                *first = (*first).min(column);
                return;
            }
            groups
                .entry(ranges.directive)
                .or_insert_with(|| Group {
                    ranges: ranges.clone(),
                    ops: Vec::new(),
                })
                .ops
                .push(op);
        }
    });
    let mut errors: Vec<PrintError> = elsewhere
        .into_iter()
        .map(|((other, line), column)| PrintError {
            offset: 0,
            elsewhere: Some((other, line, column)),
            message: "unsupported: printing an OpenACC directive of an included file as OpenMP \
                      (-fopenacc-print rewrites the main file only)"
                .into(),
        })
        .collect();
    // Every OpenACC directive of the file must have become OpenMP ops that
    // carry its range; one that did not (its translation does not record
    // it yet) would be left as it is: an error, not a half-translated file.
    let inactive = attrs::inactive_blocks(&module.as_operation());
    for start in openacc_directives(source) {
        if inactive.iter().any(|(s, e)| *s <= start && start < *e) {
            continue; // in an `#if 0` block, or the `#else` of `#ifdef _OPENACC`
        }
        if !groups.contains_key(&(start, 0)) && !groups.keys().any(|(s, _)| *s == start) {
            let end = directive_end(source, start);
            let text = String::from_utf8_lossy(&source[start..end]);
            // Directives the translation drops (Clacc: `cache` is a hint;
            // OpenMP initializes and finalizes devices by itself).
            if matches!(
                name_of_directive(&text).as_str(),
                "init" | "shutdown" | "cache" | "set"
            ) {
                groups.insert(
                    (start, end),
                    Group {
                        ranges: Ranges {
                            directive: (start, end),
                            ..Ranges::default()
                        },
                        ops: Vec::new(),
                    },
                );
                continue;
            }
            errors.push(PrintError {
                elsewhere: None,
                offset: start,
                message: format!(
                    "unsupported: printing the '{}' directive as OpenMP",
                    name_of_directive(&text)
                ),
            });
        }
    }
    let mut edits: Vec<((usize, usize), String)> = Vec::new();
    for group in groups.values() {
        let (start, end) = group.ranges.directive;
        if end > source.len() || start >= end {
            errors.push(PrintError {
                elsewhere: None,
                offset: start.min(source.len()),
                message: "internal error: a directive's source range is outside the file".into(),
            });
            continue;
        }
        // `routine` before a declaration: `declare target` before it, `end
        // declare target` after it.
        let closing = group
            .ops
            .iter()
            .any(|op| matches!(op_name(op).as_str(), "func.func" | "llvm.func"))
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
        // A sequential loop's private copy: its block closes after the loop.
        if mode != Mode::Acc
            && group
                .ops
                .iter()
                .any(|op| matches!(op_name(op).as_str(), "scf.for" | "scf.while"))
            && !group.ops.iter().any(|op| op_name(op) == "omp.target")
            && !sequential_private(group).is_empty()
            && let Some((_, statement_end)) = group.ranges.statement
        {
            let close = if mode == Mode::AccOmp { " // }" } else { " }" };
            edits.push(((statement_end, statement_end), close.to_string()));
        }
        // A block around a compute construct for the C its clauses need.
        if mode != Mode::Acc
            && let Some(target) = group.ops.iter().find(|op| op_name(op) == "omp.target")
            && let Some((_, statement_end)) = group.ranges.statement
            && let Some(statements) =
                construct_wrapping(&spelled_clauses(source, &group.ranges), target)
        {
            let indent = indentation(source, start);
            let body = statements.join(&format!("\n{indent}"));
            match mode {
                Mode::AccOmp => {
                    let commented = statements
                        .iter()
                        .map(|s| format!("// {s}"))
                        .collect::<Vec<_>>()
                        .join(&format!("\n{indent}"));
                    edits.push((
                        (start, start),
                        format!("// {{\n{indent}{commented}\n{indent}"),
                    ));
                    edits.push(((statement_end, statement_end), format!("\n{indent}// }}")));
                }
                _ => {
                    edits.push(((start, start), format!("{{\n{indent}{body}\n{indent}")));
                    edits.push(((statement_end, statement_end), format!("\n{indent}}}")));
                }
            }
        }
        // `declare` in a function: its exit data before every return (the
        // return wrapped in a block with it) and before the closing brace.
        if directive_name(source, group) == "declare" && mode != Mode::Acc {
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
        if directive_name(source, group) == "kernels"
            && let Some(statement) = group.ranges.statement
            && mode != Mode::Acc
        {
            // The loop nests inside: the groups that became compute
            // constructs.
            let mut nests: Vec<(usize, usize)> = groups
                .values()
                .filter(|g| {
                    g.ranges.directive.0 > statement.0
                        && g.ranges.directive.0 < statement.1
                        && g.ops.iter().any(|op| op_name(op) == "omp.target")
                })
                .filter_map(|g| g.ranges.statement.map(|(_, e)| (g.ranges.directive.0, e)))
                .collect();
            nests.sort();
            let maps = kernels_part_maps
                .get(&group.ranges.directive.0)
                .map(Vec::as_slice)
                .unwrap_or_default();
            edits.extend(kernels_wrapping(source, statement, &nests, maps, mode));
        }
        match openmp_directive(source, group) {
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
    if !errors.is_empty() {
        errors.sort_by_key(|e| e.offset);
        return Err(errors);
    }
    // `_OPENACC`: an OpenMP compiler does not define it, so that the code
    // it selects stays selected, its definition goes first (Clacc's
    // `-Wopenacc-omp-macro-inserted`).
    let mut warnings = Vec::new();
    if matches!(mode, Mode::Omp | Mode::OmpAcc)
        && let Some(use_at) = word_at(source, b"_OPENACC")
    {
        edits.push(((0, 0), format!("#define _OPENACC {OPENACC_MACRO_VALUE}\n")));
        warnings.push(PrintError {
            offset: use_at,
            elsewhere: None,
            message: format!(
                "'_OPENACC' is used: '#define _OPENACC {OPENACC_MACRO_VALUE}' is inserted at the \
                 start of the OpenMP translation so that it selects the same code"
            ),
        });
    }
    // A call into the OpenMP runtime needs its header.
    if edits.iter().any(|(_, text)| {
        text.contains("omp_set_default_device(") || text.contains("omp_get_max_threads(")
    }) && !String::from_utf8_lossy(source).lines().any(|line| {
        let words: String = line.split_whitespace().collect();
        words == "#include<omp.h>"
    }) {
        let at = first_include(source);
        edits.push(((at, at), "#include <omp.h>\n".into()));
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
    let directives = groups.len();
    edits.sort_by_key(|((start, end), _)| (*start, *end));
    let mut out = Vec::with_capacity(source.len() + 64 * edits.len());
    let mut at = 0;
    for ((start, end), text) in edits {
        out.extend_from_slice(&source[at..start]);
        out.extend_from_slice(text.as_bytes());
        at = end;
    }
    out.extend_from_slice(&source[at..]);
    Ok(Printed {
        text: out,
        directives,
        warnings,
    })
}

/// The offset of the first occurrence of identifier `word` in `source`'s
/// code (not in a comment, a string or a character literal).
fn word_at(source: &[u8], word: &[u8]) -> Option<usize> {
    let identifier = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut i = 0;
    while i < source.len() {
        let rest = &source[i..];
        if rest.starts_with(b"//") {
            i += rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        } else if rest.starts_with(b"/*") {
            i += rest[2..]
                .windows(2)
                .position(|w| w == b"*/")
                .map_or(rest.len(), |p| p + 4);
        } else if rest[0] == b'"' || rest[0] == b'\'' {
            let mut j = 1;
            while j < rest.len() && rest[j] != rest[0] && rest[j] != b'\n' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            i += j + 1;
        } else if identifier(rest[0]) {
            let length = rest.iter().take_while(|&&b| identifier(b)).count();
            if &rest[..length] == word {
                return Some(i);
            }
            i += length;
        } else {
            i += 1;
        }
    }
    None
}

/// Where `#include <omp.h>` goes: before the file's first `#include`, or at
/// its start.
fn first_include(source: &[u8]) -> usize {
    let mut line_start = 0;
    while line_start < source.len() {
        let line_end = source[line_start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(source.len(), |p| line_start + p);
        let line = String::from_utf8_lossy(&source[line_start..line_end]);
        let words: Vec<&str> = line.split_whitespace().collect();
        if words.first() == Some(&"#include") || words.starts_with(&["#", "include"]) {
            return line_start;
        }
        line_start = line_end + 1;
    }
    0
}

/// The end of the directive starting at `start`: its line, and the lines
/// its backslashes continue it on (without the final newline).
fn directive_end(source: &[u8], start: usize) -> usize {
    let mut at = start;
    loop {
        let end = source[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(source.len(), |p| at + p);
        let line = &source[at..end];
        let continued = line
            .iter()
            .rev()
            .find(|b| !matches!(b, b' ' | b'\t' | b'\r'))
            .is_some_and(|&b| b == b'\\');
        if !continued || end >= source.len() {
            return end;
        }
        at = end + 1;
    }
}

/// The offsets of the `#pragma acc` lines of `source` (at the `#`).
pub fn openacc_directives(source: &[u8]) -> Vec<usize> {
    pragma_lines(source, b"acc")
}

/// The offsets of the `#pragma <namespace>` lines of `source` (at the `#`),
/// as a C lexer finds them: not inside a comment or a string literal (a
/// line that a backslash continues is one line).
fn pragma_lines(source: &[u8], namespace: &[u8]) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut in_comment = false;
    let mut at = 0;
    while at < source.len() {
        // The logical line: up to a newline that no backslash splices.
        let end = directive_end(source, at);
        let line = &source[at..end];
        if !in_comment {
            let indent = line
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t'))
                .count();
            let words: Vec<&[u8]> = line[indent..]
                .split(|b| b.is_ascii_whitespace() || *b == b'\\')
                .filter(|w| !w.is_empty())
                .take(3)
                .collect();
            let directive = match words.as_slice() {
                [b"#pragma", word, ..] => *word == namespace,
                [b"#", b"pragma", word] => *word == namespace,
                _ => false,
            };
            if directive {
                starts.push(at + indent);
            }
        }
        in_comment = comment_continues(line, in_comment);
        at = end + 1;
    }
    starts
}

/// Whether a `/* ... */` comment is open at the end of `line` (C tokens:
/// string and character literals and `//` comments hold no comment start).
fn comment_continues(line: &[u8], mut in_comment: bool) -> bool {
    let mut i = 0;
    let mut quote: Option<u8> = None;
    while i < line.len() {
        let rest = &line[i..];
        if in_comment {
            if rest.starts_with(b"*/") {
                in_comment = false;
                i += 2;
                continue;
            }
        } else if let Some(q) = quote {
            if rest[0] == b'\\' {
                i += 2;
                continue;
            }
            if rest[0] == q {
                quote = None;
            }
        } else if rest.starts_with(b"/*") {
            in_comment = true;
            i += 2;
            continue;
        } else if rest.starts_with(b"//") {
            return false;
        } else if rest[0] == b'"' || rest[0] == b'\'' {
            quote = Some(rest[0]);
        }
        i += 1;
    }
    in_comment
}

/// The offsets of the `#pragma omp` lines of `source` (at the `#`).
fn openmp_directives(source: &[u8]) -> Vec<usize> {
    pragma_lines(source, b"omp")
}

/// Calls `f` on `op` and every op nested in it, in order.
fn walk<'c, 'a>(op: OperationRef<'c, 'a>, f: &mut impl FnMut(OperationRef<'c, 'a>)) {
    f(op);
    for index in 0..op.region_count() {
        let Ok(region) = op.region(index) else {
            continue;
        };
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation();
            while let Some(inner) = next {
                walk(inner, f);
                next = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
}

/// The file, line and column of an MLIR location's text
/// (`loc("file":line:column)`), when it names them first.
fn file_line_column(location: &str) -> Option<(String, usize, usize)> {
    let rest = location.strip_prefix("loc(\"")?;
    let quote = rest.find('"')?;
    let mut numbers = rest[quote + 1..]
        .split(|c: char| !c.is_ascii_digit())
        .filter(|n| !n.is_empty())
        .map(|n| n.parse::<usize>().ok());
    Some((
        rest[..quote].to_string(),
        numbers.next()??,
        numbers.next()??,
    ))
}

/// A directive op's source ranges.
fn directive_ranges(op: OperationRef) -> Option<Ranges> {
    DirectiveSource::of(&op, attrs::SRC)
}

/// The range of the whole line(s) of `start..end` with its newline, when
/// nothing but whitespace shares them.
fn whole_line(source: &[u8], start: usize, end: usize) -> Option<(usize, usize)> {
    let line_start = source[..start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    if !source[line_start..start]
        .iter()
        .all(u8::is_ascii_whitespace)
    {
        return None;
    }
    let rest = &source[end..];
    let line_end = rest
        .iter()
        .position(|&b| b == b'\n')
        .map_or(source.len(), |p| end + p + 1);
    if !source[end..line_end].iter().all(u8::is_ascii_whitespace) {
        return None;
    }
    Some((line_start, line_end))
}

/// The whitespace before the directive on its line.
fn indentation(source: &[u8], start: usize) -> String {
    let line_start = source[..start]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1);
    source[line_start..start]
        .iter()
        .take_while(|b| b.is_ascii_whitespace())
        .map(|&b| b as char)
        .collect()
}

/// `text` as a `//` comment (each line, continuation lines indented as the
/// first).
fn commented(text: &str, indent: &str) -> String {
    text.lines()
        .enumerate()
        .map(|(index, line)| {
            if index == 0 {
                format!("// {line}")
            } else {
                format!("{indent}// {}", line.trim_start())
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The clauses of the directive as the source spells them: (name, argument
/// text inside the parentheses).
fn spelled_clauses(source: &[u8], ranges: &Ranges) -> Vec<(String, String)> {
    let texts: Vec<String> = match &ranges.clause_text {
        Some(texts) => texts.clone(),
        None => ranges
            .clauses
            .iter()
            .filter(|(start, end)| start < end && *end <= source.len())
            .map(|&(start, end)| String::from_utf8_lossy(&source[start..end]).into_owned())
            .collect(),
    };
    texts
        .into_iter()
        .map(|text| match text.find('(') {
            Some(open) => (
                text[..open].trim().to_string(),
                text[open + 1..text.len().saturating_sub(1)]
                    .trim()
                    .to_string(),
            ),
            None => (text.trim().to_string(), String::new()),
        })
        .collect()
}

/// The OpenMP directive (`#pragma omp ...`) for a group of ops.
fn openmp_directive(source: &[u8], group: &Group) -> Result<String, String> {
    let spelled = spelled_clauses(source, &group.ranges);
    if group.ops.is_empty() {
        let (start, end) = group.ranges.directive;
        let text = String::from_utf8_lossy(&source[start..end]).into_owned();
        if name_of_directive(&text) != "set" {
            // A dropped directive (see `print`).
            return Ok(String::new());
        }
        // `set device_num(n)` -> `omp_set_default_device(n);` (its only
        // effect on the host; `default_async` has none).
        let clauses = text
            .split_once("set")
            .map(|(_, rest)| rest.replace("\\\n", " "))
            .unwrap_or_default();
        let mut statement = String::new();
        for clause in split_clauses(&clauses) {
            let (name, argument) = match clause.find('(') {
                Some(open) => (
                    clause[..open].trim().to_string(),
                    clause[open + 1..clause.len() - 1].trim().to_string(),
                ),
                None => (clause.trim().to_string(), String::new()),
            };
            match name.as_str() {
                "device_num" => statement = format!("omp_set_default_device({argument});"),
                "default_async" => {}
                _ => {
                    return Err(format!(
                        "unsupported: printing the '{clause}' clause of 'set' as OpenMP"
                    ));
                }
            }
        }
        return Ok(statement);
    }
    // `declare`: at file scope (its enter data runs in a global
    // constructor, `<global>_acc_ctor`) `declare target(list)`; in a
    // function `target enter data` here, the exits are edits of `print`.
    if directive_name(source, group) == "declare" {
        let enters: Vec<&OperationRef> = group
            .ops
            .iter()
            .filter(|op| op_name(op) == "omp.target_enter_data")
            .collect();
        let at_file_scope = enters.iter().any(|op| {
            let mut parent = op.parent_operation();
            while let Some(p) = parent {
                if matches!(op_name(&p).as_str(), "llvm.func" | "func.func") {
                    return p
                        .attribute("sym_name")
                        .is_ok_and(|n| n.to_string().trim_matches('"').ends_with("_acc_ctor"));
                }
                parent = p.parent_operation();
            }
            false
        });
        let mut maps = Vec::new();
        for enter in &enters {
            maps.extend(map_entries(enter)?);
        }
        if at_file_scope {
            let names: Vec<String> = maps.iter().map(|m| m.name.clone()).collect();
            return Ok(format!("#pragma omp declare target({})", names.join(", ")));
        }
        let mut text = String::from("#pragma omp target enter data");
        for map in maps {
            text.push_str(&format!(" map({}: {})", map.map_type("alloc"), map.name));
        }
        return Ok(text);
    }
    let target = group.ops.iter().find(|op| op_name(op) == "omp.target");
    let looped = group.ops.iter().find(|op| is_loop_op(op));
    // `kernels`: a data region for its data clauses, then (`kernels loop`)
    // the nest's compute construct; the code between nests is wrapped by
    // `kernels_wrapping`.
    if directive_name(source, group).starts_with("kernels") {
        let mut lines = Vec::new();
        if let Some(data) = group.ops.iter().find(|op| op_name(op) == "omp.target_data") {
            let mut text = String::from("#pragma omp target data");
            for map in map_entries(data)? {
                text.push_str(&format!(" map({}: {})", map.map_type("alloc"), map.name));
            }
            lines.push(text);
        }
        if target.is_some() || looped.is_some() {
            // Its clauses: the nest's (the data ones are the region's).
            let nest_spelled: Vec<(String, String)> = spelled
                .iter()
                .filter(|(c, _)| !is_data_clause(c))
                .cloned()
                .collect();
            lines.push(compute_or_loop(
                source,
                group,
                &nest_spelled,
                target,
                looped,
            )?);
        }
        return Ok(lines.join("\n"));
    }
    if target.is_some() || looped.is_some() {
        return compute_or_loop(source, group, &spelled, target, looped);
    }
    // `atomic capture`: the capture op, whatever its inner ops carry.
    if let Some(atomic) = group
        .ops
        .iter()
        .map(op_name)
        .filter_map(|name| name.strip_prefix("omp.atomic.").map(str::to_string))
        .min_by_key(|kind| kind != "capture")
    {
        // OpenMP allows no atomic strictly nested in a teams region (gcc
        // rejects it; Clacc warns).
        let op = group.ops[0];
        let mut parent = op.parent_operation();
        while let Some(p) = parent {
            let name = op_name(&p);
            if name.starts_with("omp.") && name != "omp.atomic.capture" {
                // A `serial` construct with such an atomic prints as a plain
                // `target` (one thread, as one gang of one worker).
                let serial = p
                    .parent_operation()
                    .and_then(directive_ranges)
                    .is_some_and(|r| ranges_name(source, &r).starts_with("serial"));
                if name == "omp.teams" && !serial {
                    return Err(
                        "unsupported: printing an 'atomic' directive directly inside a \
                                compute construct as OpenMP (OpenMP allows no atomic strictly \
                                nested in 'teams')"
                            .into(),
                    );
                }
                break;
            }
            parent = p.parent_operation();
        }
        return Ok(format!("#pragma omp atomic {atomic}"));
    }
    let [op] = group.ops.as_slice() else {
        return Err(unsupported(source, group));
    };
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    let mut text = String::from("#pragma omp ");
    if name == "func.func" || name == "llvm.func" {
        // `routine` (seq: the only level the pass accepts with a body).
        if let Some((clause, _)) = spelled
            .iter()
            .find(|(c, _)| !matches!(c.as_str(), "seq" | "worker" | "vector" | "gang"))
        {
            return Err(format!(
                "unsupported: printing the '{clause}' clause of 'routine' as OpenMP"
            ));
        }
        if group.ranges.statement.is_some() {
            return Ok("#pragma omp declare target".into());
        }
        let function = op
            .attribute("sym_name")
            .map(|n| n.to_string().trim_matches('"').to_string())
            .unwrap_or_default();
        return Ok(format!("#pragma omp declare target({function})"));
    }
    let maps = || map_entries(op);
    match name.as_str() {
        "omp.taskwait" => text.push_str("taskwait"),
        // `host_data use_device(list)`: a pointer's device value, an
        // array's device address.
        "omp.target_data" if directive_name(source, group) == "host_data" => {
            text.push_str("target data");
            push_if(&mut text, &spelled);
            if spelled.iter().any(|(c, _)| c == "if_present") {
                return Err("unsupported: printing 'if_present' on 'host_data' as OpenMP".into());
            }
            for map in maps()? {
                let clause = if map.var_type.contains("ptr") {
                    "use_device_ptr"
                } else {
                    "use_device_addr"
                };
                text.push_str(&format!(" {clause}({})", map.name));
            }
        }
        // `data` (not `host_data`, which also becomes omp.target_data).
        // The map type of a map without one: `alloc` on entry, `release` on
        // exit.
        name @ ("omp.target_data" | "omp.target_enter_data" | "omp.target_exit_data")
            if name != "omp.target_data" || directive_name(source, group) == "data" =>
        {
            let (directive, default) = match name {
                "omp.target_data" => ("target data", "alloc"),
                "omp.target_enter_data" => ("target enter data", "alloc"),
                _ => ("target exit data", "release"),
            };
            text.push_str(directive);
            push_if(&mut text, &spelled);
            for map in maps()? {
                text.push_str(&format!(" map({}: {})", map.map_type(default), map.name));
            }
        }
        "omp.target_update" => {
            text.push_str("target update");
            push_if(&mut text, &spelled);
            for map in maps()? {
                if map.static_declared {
                    return Err(format!(
                        "unsupported: printing 'update' of '{}', a static variable in a 'declare' \
                         directive, as OpenMP ('target update' of a declare target variable \
                         that is not externally visible is rejected by clang)",
                        map.name
                    ));
                }
                let motion = if map.flags.has("to") { "to" } else { "from" };
                let present = if map.flags.has("present") {
                    "present: "
                } else {
                    ""
                };
                text.push_str(&format!(" {motion}({present}{})", map.name));
            }
        }
        _ => return Err(unsupported(source, group)),
    }
    Ok(text)
}

/// Whether a compute construct's `omp.target` evaluates
/// `omp_get_max_threads()` on the host for its teams (what
/// convert-acc-to-omp gives a construct without `num_gangs`).
fn uses_max_threads(target: &OperationRef) -> bool {
    (0..target.operand_count()).any(|index| {
        target
            .operand(index)
            .ok()
            .and_then(|operand| OperationResult::try_from(operand).ok())
            .is_some_and(|result| {
                let call = result.owner();
                op_name(&call) == "llvm.call"
                    && call
                        .attribute("callee")
                        .is_ok_and(|c| c.to_string() == "@omp_get_max_threads")
            })
    })
}

fn op_name(op: &OperationRef) -> String {
    op.name().as_string_ref().as_str().unwrap_or("").to_string()
}

/// The op a loop construct becomes: its outermost loop wrapper, or the scf
/// loop of a sequential loop.
fn is_loop_op(op: &OperationRef) -> bool {
    matches!(
        op_name(op).as_str(),
        "omp.distribute" | "omp.parallel" | "omp.wsloop" | "omp.simd" | "scf.for" | "scf.while"
    )
}

/// The ops directly inside `op`'s regions.
fn children<'c, 'a>(op: &OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut out = Vec::new();
    for index in 0..op.region_count() {
        let Ok(region) = op.region(index) else {
            continue;
        };
        let mut block = region.first_block();
        while let Some(b) = block {
            let mut next = b.first_operation();
            while let Some(inner) = next {
                out.push(inner);
                next = inner.next_in_block();
            }
            block = b.next_in_region();
        }
    }
    out
}

/// Clauses a compute construct or loop carries into OpenMP, or drops
/// (`async`/`wait` under fake-async-wait: the pass has rejected them
/// otherwise; loop kinds and `independent`/`auto`/`seq`, which the ops
/// show).
const COMPUTE_CLAUSES: &[&str] = &[
    "copy",
    "pcopy",
    "present_or_copy",
    "copyin",
    "pcopyin",
    "present_or_copyin",
    "copyout",
    "pcopyout",
    "present_or_copyout",
    "create",
    "pcreate",
    "present_or_create",
    "present",
    "no_create",
    "private",
    "firstprivate",
    "reduction",
    "num_gangs",
    "num_workers",
    "vector_length",
    "if",
    "async",
    "wait",
    "gang",
    "worker",
    "vector",
    "seq",
    "independent",
    "auto",
    "collapse",
    "tile",
    "deviceptr",
    "default",
];

/// `parallel`/`serial` (with or without `loop`) and `loop` directives.
fn compute_or_loop(
    source: &[u8],
    group: &Group,
    spelled: &[(String, String)],
    target: Option<&OperationRef>,
    looped: Option<&OperationRef>,
) -> Result<String, String> {
    let name = directive_name(source, group);
    for (clause, argument) in spelled {
        let known = COMPUTE_CLAUSES.contains(&clause.as_str());
        // `vector(n)` is the IR's `simdlen` (or threads); `gang(static:)`
        // its `dist_schedule`. Other partitioning arguments are not printed.
        let printed_argument = match clause.as_str() {
            "gang" => argument.is_empty() || gang_static_chunk(argument).is_some(),
            "worker" => argument.is_empty(),
            // An argument OpenMP drops must not need evaluating.
            "vector" => {
                argument.is_empty()
                    || is_integer_literal(argument)
                    || is_simple_expression(argument)
            }
            _ => true,
        };
        if !known || !printed_argument {
            let text = if argument.is_empty() {
                clause.clone()
            } else {
                format!("{clause}({argument})")
            };
            return Err(format!(
                "unsupported: printing the '{text}' clause of '{name}' as OpenMP"
            ));
        }
    }
    if !(name.starts_with("parallel")
        || name.starts_with("serial")
        || name.starts_with("kernels")
        || name == "loop")
    {
        return Err(unsupported(source, group));
    }
    let has = |clause: &str| spelled.iter().any(|(c, _)| c == clause);
    let argument = |clause: &str| {
        spelled
            .iter()
            .find(|(c, _)| c == clause)
            .map(|(_, a)| a.clone())
    };
    // The compute construct's part: `target teams` and its clauses.
    let mut teams_clauses: Vec<String> = Vec::new();
    let mut compute_spelled: Vec<(String, String)> = Vec::new();
    if let Some(target) = target {
        let maps = map_entries(target)?;
        let serial = name.starts_with("serial");
        let gang_loop = contains_op(target, "omp.distribute");
        for (clause, text) in spelled {
            match clause.as_str() {
                "num_gangs" => teams_clauses.push(format!("num_teams({text})")),
                "if" => teams_clauses.push(format!("if({text})")),
                "firstprivate" => teams_clauses.push(format!("firstprivate({text})")),
                "deviceptr" => teams_clauses.push(format!("is_device_ptr({text})")),
                // default(present): the aggregates without a clause are
                // mapped `present` (when the pass keeps OpenMP 5.1's
                // modifier: present=present); default(none): every variable
                // has a clause, OpenMP's implicit rules then add nothing.
                "default"
                    if text == "present"
                        && maps
                            .iter()
                            .any(|m| m.source.is_none() && m.flags.has("present")) =>
                {
                    teams_clauses.push("defaultmap(present: aggregate)".into())
                }
                "private" if looped.is_none() => teams_clauses.push(format!("private({text})")),
                _ => {}
            }
        }
        // Reductions of the gangs (explicit on the construct, or a loop's
        // on a gang-shared variable, as Clacc): the omp.teams's.
        teams_clauses.extend(team_reductions(target, &maps)?);
        let worksharing = ["omp.distribute", "omp.wsloop", "omp.simd"]
            .iter()
            .any(|name| contains_op(target, name));
        if serial && !worksharing && teams_level_atomic(target) {
            // OpenMP allows no atomic strictly nested in teams: one thread
            // of a plain `target` is the serial construct's gang.
            if teams_clauses.iter().any(|c| c.starts_with("reduction(")) {
                return Err("unsupported: printing a 'serial' construct with both a \
                            reduction and an atomic as OpenMP"
                    .into());
            }
            let data: Vec<String> = maps
                .iter()
                .filter(|m| m.source.is_some() && !m.implicit || m.visible)
                .map(|m| format!("map({}: {})", m.map_type("alloc"), m.name))
                .chain(teams_clauses.iter().cloned())
                .collect();
            return Ok(format!("#pragma omp {}", join("target", &data)));
        }
        if serial {
            teams_clauses.insert(0, "num_teams(1) thread_limit(1)".into());
        } else if !has("num_gangs") && !gang_loop {
            // No gang loop: one gang (what accc runs; more would repeat the
            // region and its reductions).
            teams_clauses.insert(0, "num_teams(1)".into());
        } else if !has("num_gangs") && uses_max_threads(target) {
            // The gangs the pass chose without `num_gangs`: one per thread
            // (libomp's default on a host is one team, which would run the
            // gang loop on one thread).
            teams_clauses.insert(0, "num_teams(omp_get_max_threads())".into());
        }
        // Explicit data clauses, in source order (implicit ones are
        // OpenMP's implicit rules too, but for scalars with a visible data
        // clause, which OpenMP would make firstprivate).
        let mut data: Vec<String> = maps
            .iter()
            .filter(|m| m.source.is_some() && !m.implicit || m.visible)
            .map(|m| format!("map({}: {})", m.map_type("alloc"), m.name))
            .collect();
        data.extend(teams_clauses);
        teams_clauses = data;
        compute_spelled = spelled.to_vec();
    }
    // The loop's part.
    let mut loop_words: Vec<String> = Vec::new();
    let mut loop_clauses: Vec<String> = Vec::new();
    let mut sequential = false;
    let mut tile: Option<String> = None;
    if let Some(outer) = looped {
        let construct_spelled = match target {
            Some(_) => compute_spelled.clone(),
            None => enclosing_compute_clauses(source, outer),
        };
        let construct_argument = |clause: &str| {
            construct_spelled
                .iter()
                .find(|(c, _)| c == clause)
                .map(|(_, a)| a.clone())
        };
        let mut op = Some(*outer);
        let mut threads = false;
        let mut simd = false;
        while let Some(current) = op {
            match op_name(&current).as_str() {
                "scf.for" | "scf.while" => {
                    sequential = true;
                    break;
                }
                "omp.distribute" => {
                    loop_words.push("distribute".into());
                    if current.attribute("dist_schedule_static").is_ok() {
                        let gang = argument("gang").unwrap_or_default();
                        loop_clauses.push(match gang_static_chunk(&gang).flatten() {
                            Some(chunk) => format!("dist_schedule(static, {chunk})"),
                            None => "dist_schedule(static)".into(),
                        });
                    }
                }
                "omp.parallel" => {
                    threads = true;
                    loop_words.push("parallel for".into());
                    if has("worker") {
                        if let Some(workers) = construct_argument("num_workers") {
                            // A non-constant count: the construct's `const`
                            // local (see `construct_wrapping`).
                            let workers = if is_integer_literal(&workers) {
                                workers
                            } else {
                                NUM_WORKERS_LOCAL.to_string()
                            };
                            loop_clauses.push(format!("num_threads({workers})"));
                        }
                    } else if !has("gang") || has("vector") {
                        // A vector-only loop: `parallel for num_threads(1) simd`.
                        loop_clauses.push("num_threads(1)".into());
                    }
                }
                "omp.simd" => {
                    simd = true;
                    loop_words.push("simd".into());
                    if let Ok(length) = current.attribute("simdlen") {
                        let text = length.to_string();
                        let number = text.split(':').next().unwrap_or("").trim().to_string();
                        loop_clauses.push(format!("simdlen({number})"));
                    }
                }
                "omp.loop_nest" => {
                    if let Ok(count) = current.attribute("collapse_num_loops") {
                        let text = count.to_string();
                        let number = text.split(':').next().unwrap_or("").trim().to_string();
                        loop_clauses.push(format!("collapse({number})"));
                    }
                    // `tiles(a, b)`: the directive partitions the floor
                    // loops that OpenMP 5.1's `tile` makes (`*` is 1).
                    if let Ok(sizes) = current.attribute("tile_sizes") {
                        let text = sizes.to_string();
                        let list = text
                            .trim_start_matches("array<i64:")
                            .trim_end_matches('>')
                            .trim();
                        tile = Some(format!("tile sizes({list})"));
                    }
                    break;
                }
                _ => {}
            }
            op = children(&current).into_iter().find(|c| {
                matches!(
                    op_name(c).as_str(),
                    "omp.distribute" | "omp.parallel" | "omp.wsloop" | "omp.simd" | "omp.loop_nest"
                )
            });
        }
        // OpenMP's order (MLIR nests a composite `distribute parallel for`
        // as omp.parallel > omp.distribute > omp.wsloop).
        loop_words.sort_by_key(|w| {
            ["distribute", "parallel for", "simd"]
                .iter()
                .position(|o| o == w)
        });
        if !sequential {
            for (clause, text) in spelled {
                match clause.as_str() {
                    "private" => loop_clauses.push(format!("private({text})")),
                    "reduction" if target.is_none() && (threads || simd) => {
                        loop_clauses.push(format!("reduction({text})"))
                    }
                    _ => {}
                }
            }
        } else {
            // A sequential loop: the directive goes. The variables its
            // `private` clause names (a control variable declared outside
            // the `for` and not `seq`'s, or explicit ones) get local copies:
            // a block around the loop (closed by `print`), or, for a
            // combined construct, `private` on its `target teams` (one
            // gang runs the loop at a time).
            let names = sequential_private(group);
            if !names.is_empty() {
                if target.is_none() {
                    return Ok(names
                        .iter()
                        .map(|n| format!("__typeof__({n}) {n};"))
                        .fold("{".to_string(), |text, d| format!("{text} {d}")));
                }
                teams_clauses.push(format!("private({})", names.join(", ")));
            }
        }
    }
    let mut lines: Vec<String> = Vec::new();
    match (target.is_some(), loop_words.is_empty()) {
        (true, true) => lines.push(join("target teams", &teams_clauses)),
        (true, false) if loop_words[0] == "distribute" => {
            let mut clauses = teams_clauses.clone();
            clauses.extend(
                loop_clauses
                    .iter()
                    .filter(|c| !c.starts_with("reduction("))
                    .cloned(),
            );
            lines.push(join(
                &format!("target teams {}", loop_words.join(" ")),
                &clauses,
            ));
        }
        (true, false) => {
            lines.push(join("target teams", &teams_clauses));
            let mut clauses = loop_clauses.clone();
            for (clause, text) in spelled {
                if clause == "reduction" {
                    clauses.push(format!("reduction({text})"));
                }
            }
            lines.push(join(&loop_words.join(" "), &clauses));
        }
        (false, true) => {}
        (false, false) => lines.push(join(&loop_words.join(" "), &loop_clauses)),
    }
    lines.extend(tile);
    Ok(lines
        .iter()
        .map(|l| format!("#pragma omp {l}"))
        .collect::<Vec<_>>()
        .join("\n"))
}

/// The chunk of a `gang(static:chunk)` argument: `Some(None)` for `*`,
/// `None` for any other `gang` argument.
fn gang_static_chunk(argument: &str) -> Option<Option<&str>> {
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

/// The `reduction(op: name)` clauses of the omp.teams in `target`.
fn team_reductions(target: &OperationRef, maps: &[Map]) -> Result<Vec<String>, String> {
    let Some(teams) = children(target)
        .into_iter()
        .find(|c| op_name(c) == "omp.teams")
    else {
        return Ok(Vec::new());
    };
    let Ok(symbols) = teams.attribute("reduction_syms") else {
        return Ok(Vec::new());
    };
    let symbols: Vec<String> = symbols
        .to_string()
        .trim_matches(['[', ']'])
        .split(',')
        .map(|s| s.trim().trim_start_matches('@').to_string())
        .filter(|s| !s.is_empty())
        .collect();
    let segments = teams
        .attribute("operandSegmentSizes")
        .map(|a| a.to_string())
        .unwrap_or_default();
    let segments: Vec<usize> = segments
        .trim_start_matches("array<i32:")
        .trim_end_matches('>')
        .split(',')
        .filter_map(|n| n.trim().parse().ok())
        .collect();
    if segments.len() != 8 {
        return Err("internal error: an omp.teams without its operand segments".into());
    }
    let first = segments[..6].iter().sum::<usize>();
    let entry = target
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or("internal error: an omp.target without a body")?;
    let arguments = entry.argument_count();
    let mut clauses = Vec::new();
    for (index, symbol) in symbols.iter().enumerate() {
        let operand = teams
            .operand(first + index)
            .map_err(|_| "internal error: a teams reduction without its variable".to_string())?;
        let argument = melior::ir::block::BlockArgument::try_from(operand)
            .map_err(|_| "internal error: a teams reduction of a value".to_string())?;
        // The target's block arguments: host_eval values, then the maps.
        let map = (argument.argument_number() + maps.len())
            .checked_sub(arguments)
            .and_then(|i| maps.get(i))
            .filter(|m| !m.name.is_empty())
            .ok_or("internal error: a teams reduction without its variable's name")?;
        clauses.push(format!(
            "reduction({}:{})",
            reduction_operator(symbol)?,
            map.name
        ));
    }
    Ok(clauses)
}

/// The operator of a reduction symbol, as OpenMP spells it.
fn reduction_operator(symbol: &str) -> Result<&'static str, String> {
    ReductionSymbol::parse(symbol)
        .map(|r| r.operator.spelling())
        .ok_or_else(|| format!("internal error: the reduction '{symbol}'"))
}

/// The clauses of a directive's text after its name: `a(b, c) d` ->
/// [`a(b, c)`, `d`].
fn split_clauses(text: &str) -> Vec<String> {
    let mut clauses = Vec::new();
    let mut current = String::new();
    let mut depth = 0;
    for c in text.chars() {
        match c {
            '(' => depth += 1,
            ')' => depth -= 1,
            _ => {}
        }
        if depth == 0 && (c.is_whitespace() || c == ',') {
            if !current.trim().is_empty() {
                clauses.push(current.trim().to_string());
            }
            current.clear();
            if c == ',' {
                continue;
            }
        } else {
            current.push(c);
        }
        if depth == 0 && c == ')' {
            clauses.push(current.trim().to_string());
            current.clear();
        }
    }
    if !current.trim().is_empty() {
        clauses.push(current.trim().to_string());
    }
    clauses
}

/// The `const` local that holds a non-constant `num_workers` (Clacc's
/// mapping: worker loops take their `num_threads` from it).
const NUM_WORKERS_LOCAL: &str = "acc2omp_num_workers";

/// `123`, `0x1F`, `8u`: an integer constant as written.
fn is_integer_literal(text: &str) -> bool {
    let text = text.trim();
    text.chars().next().is_some_and(|c| c.is_ascii_digit())
        && text.chars().all(|c| c.is_ascii_alphanumeric())
}

/// A name or a constant: an argument without side effects.
fn is_simple_expression(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// The C a compute construct's clauses need around it (Clacc's mapping):
/// a non-constant `num_workers` with worker loops inside becomes a `const`
/// local of a block around the construct; the argument of a `num_workers`
/// or `vector_length` that OpenMP does without is still evaluated,
/// `(void)(arg);`, when it may have side effects. The block's statements,
/// if one is needed.
fn construct_wrapping(spelled: &[(String, String)], target: &OperationRef) -> Option<Vec<String>> {
    let mut statements = Vec::new();
    let argument = |clause: &str| {
        spelled
            .iter()
            .find(|(c, _)| c == clause)
            .map(|(_, a)| a.clone())
    };
    if let Some(workers) = argument("num_workers")
        && !is_integer_literal(&workers)
    {
        if contains_op(target, "omp.parallel") {
            statements.push(format!(
                "const __typeof__({workers}) {NUM_WORKERS_LOCAL} = {workers};"
            ));
        } else if !is_simple_expression(&workers) {
            statements.push(format!("(void)({workers});"));
        }
    }
    if let Some(length) = argument("vector_length")
        && !is_integer_literal(&length)
        && !is_simple_expression(&length)
    {
        statements.push(format!("(void)({length});"));
    }
    (!statements.is_empty()).then_some(statements)
}

/// A data clause (its maps are printed from the IR).
fn is_data_clause(name: &str) -> bool {
    matches!(
        name,
        "copy"
            | "pcopy"
            | "present_or_copy"
            | "copyin"
            | "pcopyin"
            | "present_or_copyin"
            | "copyout"
            | "pcopyout"
            | "present_or_copyout"
            | "create"
            | "pcreate"
            | "present_or_create"
            | "present"
            | "no_create"
    )
}

/// `kernels`' body: the code between its loop nests runs as serial
/// constructs (the conservative translation), so each such stretch of
/// statements is wrapped in `target teams num_teams(1) thread_limit(1)`
/// and a block. `nests` are the loop-nest directives inside (their
/// directive's start and their statement's end).
fn kernels_wrapping(
    source: &[u8],
    statement: (usize, usize),
    nests: &[(usize, usize)],
    maps: &[String],
    mode: Mode,
) -> Vec<((usize, usize), String)> {
    let (mut start, mut end) = statement;
    if source.get(start) == Some(&b'{') && end > start + 1 && source.get(end - 1) == Some(&b'}') {
        start += 1;
        end -= 1;
    }
    let mut stretches = Vec::new();
    let mut at = start;
    for &(nest_start, nest_end) in nests {
        if nest_start >= at && nest_end <= end {
            stretches.push((at, nest_start));
            at = nest_end;
        }
    }
    stretches.push((at, end));
    let mut edits = Vec::new();
    for (from, to) in stretches {
        let text = &source[from..to];
        if is_blank_code(text) {
            continue;
        }
        let first = from + text.iter().take_while(|b| b.is_ascii_whitespace()).count();
        let last = to
            - text
                .iter()
                .rev()
                .take_while(|b| b.is_ascii_whitespace())
                .count();
        let indent = indentation(source, first);
        // Scalars with a visible data clause (the kernels', or an
        // enclosing construct's) stay shared: OpenMP would make them
        // firstprivate. (A map of one that a stretch does not use moves
        // nothing: the data is present.)
        let mut directive = String::from("#pragma omp target teams num_teams(1) thread_limit(1)");
        if !maps.is_empty() {
            directive.push_str(&format!(" map(tofrom: {})", maps.join(", ")));
        }
        // A directive starts a line: after a brace on the same line, a
        // line break first.
        let line_start = source[..first]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        let before = if source[line_start..first]
            .iter()
            .all(u8::is_ascii_whitespace)
        {
            String::new()
        } else {
            format!("\n{indent}")
        };
        match mode {
            Mode::AccOmp => {
                edits.push(((first, first), format!("{before}// {directive}\n{indent}")));
            }
            _ => {
                edits.push((
                    (first, first),
                    format!("{before}{directive}\n{indent}{{\n{indent}"),
                ));
                edits.push(((last, last), format!("\n{indent}}}")));
            }
        }
    }
    edits
}

/// Whether C text holds nothing but whitespace and comments.
fn is_blank_code(text: &[u8]) -> bool {
    let text = String::from_utf8_lossy(text);
    let mut rest = text.as_ref();
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(after) = rest.strip_prefix("/*") {
            rest = after.split_once("*/").map_or("", |(_, r)| r);
        } else {
            return rest.is_empty();
        }
    }
}

/// `words clause clause ...`.
fn join(words: &str, clauses: &[String]) -> String {
    if clauses.is_empty() {
        words.to_string()
    } else {
        format!("{words} {}", clauses.join(" "))
    }
}

/// Whether an atomic op in `target` sits directly in its teams region.
fn teams_level_atomic(target: &OperationRef) -> bool {
    let mut found = false;
    walk(*target, &mut |op| {
        if !op_name(&op).starts_with("omp.atomic.") {
            return;
        }
        let mut parent = op.parent_operation();
        while let Some(p) = parent {
            let name = op_name(&p);
            if name.starts_with("omp.") && name != "omp.atomic.capture" {
                found |= name == "omp.teams";
                return;
            }
            parent = p.parent_operation();
        }
    });
    found
}

/// Whether some op nested in `op` is named `name`.
fn contains_op(op: &OperationRef, name: &str) -> bool {
    let mut found = false;
    walk(*op, &mut |inner| found |= op_name(&inner) == name);
    found
}

/// The spelled clauses of the compute construct around a loop.
fn enclosing_compute_clauses(source: &[u8], op: &OperationRef) -> Vec<(String, String)> {
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

/// The variables a sequential loop's `private` clause privatizes, as
/// convert-acc-to-omp records them on its `scf` op ([`attrs::SEQUENTIAL_PRIVATE`]).
fn sequential_private(group: &Group) -> Vec<String> {
    group
        .ops
        .iter()
        .filter(|op| matches!(op_name(op).as_str(), "scf.for" | "scf.while"))
        .flat_map(attrs::sequential_private)
        .collect()
}

/// `if(c)` from the source, after the directive name.
fn push_if(text: &mut String, spelled: &[(String, String)]) {
    for (name, argument) in spelled {
        if name == "if" {
            text.push_str(&format!(" if({argument})"));
        }
    }
}

/// The directive's name as written (`#pragma acc parallel loop ...` ->
/// `parallel loop`).
fn directive_name(source: &[u8], group: &Group) -> String {
    ranges_name(source, &group.ranges)
}

/// The name of the directive at `ranges`.
fn ranges_name(source: &[u8], ranges: &Ranges) -> String {
    if let Some(name) = &ranges.name {
        return name.clone();
    }
    let (start, end) = ranges.directive;
    name_of_directive(&String::from_utf8_lossy(&source[start..end]))
}

/// [`directive_name`] of a directive's text.
fn name_of_directive(text: &str) -> String {
    let words: Vec<&str> = text
        .split(|c: char| c.is_whitespace() || c == '(' || c == '\\')
        .filter(|w| !w.is_empty())
        .collect();
    let name: Vec<&str> = words
        .iter()
        .skip(2)
        .take_while(|w| {
            matches!(
                **w,
                "parallel"
                    | "serial"
                    | "init"
                    | "shutdown"
                    | "set"
                    | "kernels"
                    | "loop"
                    | "data"
                    | "enter"
                    | "exit"
                    | "host_data"
                    | "atomic"
                    | "routine"
                    | "declare"
                    | "cache"
                    | "update"
                    | "wait"
            )
        })
        .copied()
        .collect();
    name.join(" ")
}

/// The error for a directive the printer cannot print yet.
fn unsupported(source: &[u8], group: &Group) -> String {
    format!(
        "unsupported: printing the '{}' directive as OpenMP (the source printer covers \
         parallel, serial, loop, data, enter data, exit data, update and wait so far)",
        directive_name(source, group)
    )
}

/// An `omp.map.info` as the printer needs it.
struct Map {
    /// The variable or section as the source spells it.
    name: String,
    /// The clause argument's source range (explicit and front-end implicit
    /// clauses have one).
    source: Option<(usize, usize)>,
    /// An implicit data attribute.
    implicit: bool,
    /// An implicit map of a scalar with a visible data clause
    /// ([`attrs::Flag::Visible`]): OpenMP's implicit rules would make it
    /// firstprivate, so it is written.
    visible: bool,
    /// The variable's MLIR type (`!llvm.ptr`, `f64`, ...).
    var_type: String,
    /// The map flags (`to`, `from`, `storage`, `present`, ...).
    flags: MapFlags,
    /// The variable is a `static` global in a file-scope `declare`.
    static_declared: bool,
}

impl Map {
    /// The map type: `to`, `from`, `tofrom`, or `storage` spelled as
    /// `storage` (`alloc` on enter, `release` on exit); `delete` as is.
    fn map_type(&self, storage: &str) -> String {
        // One order: ompx_hold, always, present.
        let mut modifiers: Vec<&str> = ["ompx_hold", "always", "present"]
            .into_iter()
            .filter(|m| self.flags.has(m))
            .collect();
        let kind = match (self.flags.has("to"), self.flags.has("from")) {
            (true, true) => "tofrom",
            (true, false) => "to",
            (false, true) => "from",
            (false, false) if self.flags.has("delete") => "delete",
            (false, false) => storage,
        };
        modifiers.push(kind);
        modifiers.join(", ")
    }
}

/// The `omp.map.info` ops of a directive's `map_entries`.
/// Whether an `omp.map.info`'s variable is a global with internal linkage
/// (`static`) that a file-scope `declare` makes `declare target` (its
/// constructor `<global>_acc_ctor` enters it).
fn static_declare_target(map: &OperationRef) -> bool {
    let Ok(pointer) = map.operand(0) else {
        return false;
    };
    let Ok(result) = OperationResult::try_from(pointer) else {
        return false;
    };
    let address = result.owner();
    if op_name(&address) != "llvm.mlir.addressof" {
        return false;
    }
    let Ok(symbol) = address.attribute("global_name") else {
        return false;
    };
    let symbol = symbol.to_string().trim_start_matches('@').to_string();
    let mut top = address;
    while let Some(parent) = top.parent_operation() {
        top = parent;
    }
    let (mut internal, mut declared) = (false, false);
    walk(top, &mut |op| {
        let name = op
            .attribute("sym_name")
            .map(|n| n.to_string().trim_matches('"').to_string())
            .unwrap_or_default();
        match op_name(&op).as_str() {
            "llvm.mlir.global" if name == symbol => {
                internal = op
                    .attribute("linkage")
                    .is_ok_and(|l| l.to_string().contains("internal"));
            }
            "llvm.func" | "func.func" if name == format!("{symbol}_acc_ctor") => declared = true,
            _ => {}
        }
    });
    internal && declared
}

fn map_entries(op: &OperationRef) -> Result<Vec<Map>, String> {
    let mut maps = Vec::new();
    for index in 0..op.operand_count() {
        let Ok(operand) = op.operand(index) else {
            continue;
        };
        let Ok(result) = OperationResult::try_from(operand) else {
            continue;
        };
        let owner = result.owner();
        if owner.name().as_string_ref().as_str() != Ok("omp.map.info") {
            continue;
        }
        // Maps the pass made for implicit data attributes have no name
        // (and no source range): the printer leaves those to OpenMP.
        let name = owner
            .attribute("name")
            .ok()
            .and_then(attrs::string_value)
            .unwrap_or_default();
        let source = attrs::argument_span(&owner);
        let flags = MapFlags::of(&owner)
            .ok_or_else(|| format!("internal error: the map of '{name}' has no map type"))?;
        maps.push(Map {
            static_declared: static_declare_target(&owner),
            name,
            source,
            implicit: attrs::Flag::Implicit.is_on(&owner),
            visible: attrs::Flag::Visible.is_on(&owner),
            var_type: owner
                .attribute("var_type")
                .map(|t| t.to_string())
                .unwrap_or_default(),
            flags,
        });
    }
    Ok(maps)
}
