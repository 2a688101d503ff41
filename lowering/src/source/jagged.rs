//! Pointer-to-pointer sections (`a[lo:n][lo2:m]` of a `T **a`, OpenACC
//! 3.3 §2.7.1) printed as OpenMP. accc makes their data present with a call
//! of its runtime (`__acc2omp_jagged`, whose operation bits say what the
//! clause does); OpenMP's map takes contiguous storage, so the printed file
//! maps the pointer array and then each row in a loop of its own, and
//! OpenMP's pointer attachment (5.1 §2.21.7.2: a mapped pointer whose
//! storage is present gets its pointee's device address) points the
//! device's pointer array at the device's rows:
//!
//! ```c
//! {
//! #pragma omp target enter data map(to: a[lo:n])
//! for (long long acc2omp_row = lo; acc2omp_row < lo + (n); acc2omp_row++) {
//! #pragma omp target enter data map(to: a[acc2omp_row][lo2:m])
//! }
//! #pragma omp target teams ... map(present, alloc: a[lo:n])   // the construct
//! ...
//! for (long long acc2omp_row = lo; acc2omp_row < lo + (n); acc2omp_row++) {
//! #pragma omp target exit data map(from: a[acc2omp_row][lo2:m])
//! }
//! #pragma omp target exit data map(release: a[lo:n])
//! }
//! ```
//!
//! On a standalone directive (`enter data`, `exit data`, `update`) the
//! statements follow it; a directive whose every clause is such a section
//! becomes only them. A `present` clause needs nothing (the construct's map
//! of the pointer array says present). The directive's `if(c)` (and a
//! compute construct's `self(s)`) holds for the statements too: the
//! condition is evaluated once, into a local of the block.

use super::clauses::spelled_clauses;
use super::ir::{file_line_column, op_name, walk};
use super::text::{indentation, whole_line};
use super::{Edit, Group, Mode, PrintError, Source};
use acc2omp_dialects::jagged::*;
use melior::ir::Module;
use melior::ir::operation::OperationLike;

/// A call of `__acc2omp_jagged` in the main file: where its clause
/// argument starts, and its operation bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Call {
    pub(super) offset: usize,
    pub(super) operation: i32,
}

/// The calls of the module whose location is in `file`.
pub(super) fn calls(source: &[u8], file: &str, module: &Module) -> Vec<Call> {
    let mut found = Vec::new();
    walk(module.as_operation(), &mut |op| {
        if op_name(&op) != "llvm.call"
            || !op
                .attribute("callee")
                .is_ok_and(|c| c.to_string() == "@__acc2omp_jagged")
        {
            return;
        }
        let Some((f, line, column)) = file_line_column(&op.location().to_string()) else {
            return;
        };
        if f != file {
            return;
        }
        let last = op.operand_count().saturating_sub(1);
        let Some(operation) = op.operand(last).ok().and_then(constant) else {
            return;
        };
        let line_start: usize = source
            .split_inclusive(|b| *b == b'\n')
            .take(line.saturating_sub(1))
            .map(<[u8]>::len)
            .sum();
        found.push(Call {
            offset: (line_start + column.saturating_sub(1)).min(source.len()),
            operation: operation as i32,
        });
    });
    found.sort_by_key(|c| (c.offset, c.operation));
    found.dedup();
    found
}

/// An `arith.constant`'s integer value.
fn constant(value: melior::ir::Value) -> Option<i64> {
    let result = melior::ir::operation::OperationResult::try_from(value).ok()?;
    let op = result.owner();
    if op_name(&op) != "arith.constant" {
        return None;
    }
    let text = op.attribute("value").ok()?.to_string();
    text.split(':').next()?.trim().parse().ok()
}

/// The section `base[lo:n][lo2:m]` as the clause spells it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Section {
    base: String,
    lo: String,
    n: String,
    lo2: String,
    m: String,
}

/// The clause argument at `offset`: to the first `,` or `)` outside
/// brackets and parentheses; `None` unless it ends in two sections.
fn section_at(source: &[u8], offset: usize) -> Option<Section> {
    let mut depth = 0i32;
    let mut end = offset;
    for (i, b) in source.get(offset..)?.iter().enumerate() {
        match b {
            b'(' | b'[' => depth += 1,
            b')' | b']' if depth > 0 => depth -= 1,
            b',' | b')' if depth == 0 => {
                end = offset + i;
                break;
            }
            b'\n' => return None,
            _ => {}
        }
    }
    let text = std::str::from_utf8(&source[offset..end]).ok()?.trim();
    // The last two bracketed groups, from the end.
    let (rest, second) = last_group(text)?;
    let (base, first) = last_group(rest)?;
    let split = |group: &str| -> Option<(String, String)> {
        let colon = top_level_colon(group)?;
        let lo = group[..colon].trim();
        let length = group[colon + 1..].trim();
        if length.is_empty() {
            return None;
        }
        Some((
            if lo.is_empty() { "0".into() } else { lo.into() },
            length.into(),
        ))
    };
    let (lo, n) = split(first)?;
    let (lo2, m) = split(second)?;
    let base = base.trim();
    (!base.is_empty()).then(|| Section {
        base: base.into(),
        lo,
        n,
        lo2,
        m,
    })
}

/// The pointer-to-pointer sections among a clause's arguments
/// (`copy(a[0:n][0:m], v)`).
fn clause_sections(clause: &[u8]) -> Vec<Section> {
    let Some(open) = clause.iter().position(|&b| b == b'(') else {
        return Vec::new();
    };
    let mut sections = Vec::new();
    let mut at = open + 1;
    let mut depth = 0i32;
    for (i, &b) in clause.iter().enumerate().skip(open + 1) {
        match b {
            b'(' | b'[' => depth += 1,
            b')' | b']' if depth > 0 => depth -= 1,
            b',' | b')' if depth == 0 => {
                // (A modifier's `zero:`, `readonly:` ahead of the list.)
                let argument = &clause[at..i];
                let argument = match argument.iter().position(|&c| c == b':') {
                    Some(colon)
                        if !argument[..colon].contains(&b'[')
                            && argument[..colon]
                                .iter()
                                .all(|c| c.is_ascii_alphanumeric() || c.is_ascii_whitespace()) =>
                    {
                        &argument[colon + 1..]
                    }
                    _ => argument,
                };
                let mut text = argument.to_vec();
                text.push(b')');
                let start = text.iter().take_while(|c| c.is_ascii_whitespace()).count();
                if let Some(section) = section_at(&text, start) {
                    sections.push(section);
                }
                at = i + 1;
            }
            _ => {}
        }
    }
    sections
}

/// `text` without its last `[...]` group, and that group's inside.
fn last_group(text: &str) -> Option<(&str, &str)> {
    let text = text.trim_end();
    if !text.ends_with(']') {
        return None;
    }
    let mut depth = 0i32;
    for (i, c) in text.char_indices().rev() {
        match c {
            ']' | ')' => depth += 1,
            '[' | '(' => {
                depth -= 1;
                if depth == 0 {
                    return (c == '[').then(|| (&text[..i], &text[i + 1..text.len() - 1]));
                }
            }
            _ => {}
        }
    }
    None
}

fn top_level_colon(text: &str) -> Option<usize> {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ':' if depth == 0 => return Some(i),
            _ => {}
        }
    }
    None
}

/// The loop variable of the rows.
const ROW: &str = "acc2omp_row";
/// The local that holds a directive's condition.
const CONDITION: &str = "acc2omp_jagged_if";

/// The statements of one call (each a line), or why OpenMP cannot say it.
fn statements(
    section: &Section,
    operation: i32,
    update_present: bool,
) -> Result<Vec<String>, String> {
    let Section {
        base,
        lo,
        n,
        lo2,
        m,
    } = section;
    let array = format!("{base}[{lo}:{n}]");
    let row = format!("{base}[{ROW}][{lo2}:{m}]");
    let rows = |line: String| {
        vec![
            format!("for (long long {ROW} = {lo}; {ROW} < {lo} + ({n}); {ROW}++) {{"),
            line,
            "}".to_string(),
        ]
    };
    let refuse = |what: &str, reason: &str| {
        Err(format!(
            "unsupported: printing a pointer-to-pointer section {what} as OpenMP ({reason})"
        ))
    };
    if operation & NO_CREATE != 0 {
        return refuse(
            "in 'no_create'",
            "OpenMP has no map that uses present data and leaves the rest to the host's memory",
        );
    }
    if operation & UPDATE != 0 {
        let motion = if operation & TO_DEVICE != 0 {
            "to"
        } else {
            "from"
        };
        let present = if operation & IF_PRESENT == 0 && update_present {
            "present: "
        } else {
            ""
        };
        return Ok(rows(format!(
            "#pragma omp target update {motion}({present}{row})"
        )));
    }
    if operation & PRESENT != 0 {
        // Present already, attached by the directive that made it so.
        return Ok(Vec::new());
    }
    let exit = operation & EXIT != 0;
    let row_map = match (exit, operation & COPY != 0) {
        (false, true) if operation & ALWAYS_IN != 0 => "always, to",
        (false, true) => "to",
        (false, false) => "alloc",
        (true, _) if operation & FINALIZE != 0 => "delete",
        (true, true) if operation & ALWAYS_OUT != 0 => "always, from",
        (true, true) => "from",
        (true, false) => "release",
    };
    let directive = if exit {
        "target exit data"
    } else {
        "target enter data"
    };
    let mut lines = Vec::new();
    if !exit {
        lines.push(format!("#pragma omp {directive} map(to: {array})"));
    }
    if !exit && operation & ZERO != 0 {
        // `create(zero:)`/`copyout(zero:)`: each row the map makes present
        // zeroed (see `zero`; the pointer array is the runtime's).
        let (flag, zeroing) = super::zero::zero_lines(&row, "acc2omp_zero")?;
        lines.push(format!(
            "for (long long {ROW} = {lo}; {ROW} < {lo} + ({n}); {ROW}++) {{"
        ));
        lines.push(flag);
        lines.push(format!("#pragma omp {directive} map({row_map}: {row})"));
        lines.extend(zeroing);
        lines.push("}".to_string());
    } else if exit && operation & FINALIZE != 0 && operation & COPY != 0 {
        // `copyout` with `finalize`: each row copied out, then deleted
        // (OpenMP 5.2's map types have none that does both).
        lines.extend([
            format!("for (long long {ROW} = {lo}; {ROW} < {lo} + ({n}); {ROW}++) {{"),
            format!("#pragma omp target update from({row})"),
            format!("#pragma omp {directive} map({row_map}: {row})"),
            "}".to_string(),
        ]);
    } else {
        lines.extend(rows(format!(
            "#pragma omp {directive} map({row_map}: {row})"
        )));
    }
    if exit {
        let array_map = if operation & FINALIZE != 0 {
            "delete"
        } else {
            "release"
        };
        lines.push(format!("#pragma omp {directive} map({array_map}: {array})"));
    }
    Ok(lines)
}

/// The entry's and the exit's statements of a directive's
/// pointer-to-pointer sections (`calls`: those in its range); errors
/// reported.
fn directive_lines(
    text: &Source,
    group: &Group,
    calls: &[Call],
    errors: &mut Vec<PrintError>,
) -> (Vec<String>, Vec<String>) {
    let source = text.bytes;
    let error = |offset: usize, message: String| PrintError {
        elsewhere: None,
        offset,
        message,
    };
    let (mut entry, mut exit) = (Vec::new(), Vec::new());
    if group.ranges.clause_text.is_some() {
        errors.push(error(
            group.ranges.directive.0,
            "unsupported: printing a pointer-to-pointer section that a macro writes as OpenMP"
                .into(),
        ));
        return (entry, exit);
    }
    // A `present` clause's exit call does not say `present`: its entry,
    // at the same clause, does (neither prints anything).
    let present: Vec<usize> = calls
        .iter()
        .filter(|c| c.operation & PRESENT != 0)
        .map(|c| c.offset)
        .collect();
    // `declare`'s calls are at the directive (its clauses are read from
    // tokens): its one section, from its clauses' text.
    let declared = (text.kind(&group.ranges) == "declare").then(|| {
        let sections: Vec<Section> = group
            .ranges
            .clauses
            .iter()
            .flat_map(|&(start, end)| clause_sections(source.get(start..end).unwrap_or_default()))
            .collect();
        sections
    });
    if let Some(sections) = &declared
        && sections.len() != 1
    {
        errors.push(error(
            group.ranges.directive.0,
            "unsupported: printing several pointer-to-pointer sections of one 'declare' as \
             OpenMP (one directive each)"
                .into(),
        ));
        return (entry, exit);
    }
    for call in calls.iter().filter(|c| !present.contains(&c.offset)) {
        let section = match &declared {
            Some(sections) => sections.first().cloned(),
            None => section_at(source, call.offset),
        };
        let Some(section) = section else {
            errors.push(error(
                call.offset,
                "internal error: the pointer-to-pointer section's text is not 'a[lo:n][lo2:m]'"
                    .into(),
            ));
            continue;
        };
        match statements(&section, call.operation, !text.options.no_update_present) {
            Ok(lines) if call.operation & EXIT != 0 => exit.extend(lines),
            Ok(lines) => entry.extend(lines),
            Err(message) => errors.push(error(call.offset, message)),
        }
    }
    (entry, exit)
}

/// `lines`, each on a line of its own with `indent` (commented in the
/// `acc-omp` mode).
pub(super) fn format_lines(lines: &[String], indent: &str, mode: Mode) -> String {
    lines
        .iter()
        .map(|l| match mode {
            Mode::AccOmp => format!("{indent}// {l}\n"),
            _ => format!("{indent}{l}\n"),
        })
        .collect()
}

/// The lines of the directive at `start..end` ([`whole_line`]), or an
/// error: the printed statements go on lines of their own.
fn directive_line(
    source: &[u8],
    start: usize,
    end: usize,
    errors: &mut Vec<PrintError>,
) -> Option<(usize, usize)> {
    let lines = whole_line(source, start, end);
    if lines.is_none() {
        errors.push(PrintError {
            elsewhere: None,
            offset: start,
            message: "unsupported: printing a pointer-to-pointer section of a directive that \
                      shares its line with code as OpenMP"
                .into(),
        });
    }
    lines
}

/// A `declare` directive's pointer-to-pointer sections: the entry's
/// statements before the directive (its own `enter data` of the pointer
/// array then finds it present); the exit's, which go before each of the
/// function's exits (`edits::declare_exits`), returned.
pub(super) fn declare(
    text: &Source,
    group: &Group,
    calls: &[Call],
    mode: Mode,
    edits: &mut Vec<Edit>,
    errors: &mut Vec<PrintError>,
) -> Vec<String> {
    if calls.is_empty() || mode == Mode::Acc {
        return Vec::new();
    }
    let source = text.bytes;
    let (start, end) = group.ranges.directive;
    let Some((line_start, _)) = directive_line(source, start, end, errors) else {
        return Vec::new();
    };
    let (entry, exit) = directive_lines(text, group, calls, errors);
    if !entry.is_empty() {
        let indent = indentation(source, start);
        edits.push((
            (line_start, line_start),
            format_lines(&entry, &indent, mode),
        ));
    }
    exit
}

/// The edits of a directive's pointer-to-pointer sections (`calls`: those
/// in its range), but `declare`'s ([`declare`]).
pub(super) fn edits(
    text: &Source,
    group: &Group,
    calls: &[Call],
    mode: Mode,
    edits: &mut Vec<Edit>,
    errors: &mut Vec<PrintError>,
) {
    if calls.is_empty() || mode == Mode::Acc || text.kind(&group.ranges) == "declare" {
        return;
    }
    let source = text.bytes;
    let (start, end) = group.ranges.directive;
    let kind = text.kind(&group.ranges);
    let Some((line_start, line_end)) = directive_line(source, start, end, errors) else {
        return;
    };
    let (entry, exit) = directive_lines(text, group, calls, errors);
    if entry.is_empty() && exit.is_empty() {
        return;
    }
    // The directive's condition: `if(c)`, a compute construct's `self(s)`.
    let spelled = spelled_clauses(text, &group.ranges);
    let argument = |name: &str| {
        spelled
            .iter()
            .find(|(c, _)| c == name)
            .map(|(_, a)| a.clone())
    };
    let compute = ["parallel", "serial", "kernels"]
        .iter()
        .any(|k| kind.starts_with(k));
    let mut conditions = Vec::new();
    if let Some(condition) = argument("if") {
        conditions.push(format!("({condition})"));
    }
    if compute && let Some(condition) = argument("self") {
        conditions.push(if condition.trim().is_empty() {
            "0".into()
        } else {
            format!("!({condition})")
        });
    }
    let guard = |lines: Vec<String>, condition: &str| -> Vec<String> {
        if lines.is_empty() || conditions.is_empty() {
            return lines;
        }
        let mut guarded = vec![format!("if ({condition}) {{")];
        guarded.extend(lines);
        guarded.push("}".into());
        guarded
    };
    let indent = indentation(source, start);
    let format = |lines: &[String]| format_lines(lines, &indent, mode);
    let (open, close) = match mode {
        Mode::AccOmp => ("// {", "// }"),
        _ => ("{", "}"),
    };
    match group.ranges.statement {
        // A structured construct: a block around it, the entry before the
        // directive and the exit after its statement.
        Some((_, statement_end)) if statement_end <= source.len() => {
            let mut before = Vec::new();
            let condition = if conditions.is_empty() {
                String::new()
            } else {
                before.push(format!(
                    "const int {CONDITION} = {};",
                    conditions.join(" && ")
                ));
                CONDITION.to_string()
            };
            before.extend(guard(entry, &condition));
            let after = guard(exit, &condition);
            edits.push((
                (line_start, line_start),
                format!("{indent}{open}\n{}", format(&before)),
            ));
            edits.push((
                (statement_end, statement_end),
                format!("\n{}{indent}{close}", format(&after)),
            ));
        }
        // A standalone directive: the statements after its line.
        _ => {
            let mut lines = entry;
            lines.extend(exit);
            let lines = guard(lines, &conditions.join(" && "));
            // (`whole_line`'s end is after the line's newline, if it has one.)
            let text = if line_end > 0 && source.get(line_end - 1) == Some(&b'\n') {
                format(&lines)
            } else {
                format!("\n{}", format(&lines).trim_end_matches('\n'))
            };
            edits.push(((line_end, line_end), text));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn section(text: &str) -> Option<Section> {
        section_at(text.as_bytes(), 0)
    }

    #[test]
    fn sections_as_clauses_spell_them() {
        assert_eq!(
            section("a[0:n][1:m-1])"),
            Some(Section {
                base: "a".into(),
                lo: "0".into(),
                n: "n".into(),
                lo2: "1".into(),
                m: "m-1".into(),
            })
        );
        let s = section("s->rows[:f(n, 2)][k[0]:m], b)").expect("a section");
        assert_eq!(
            (s.base.as_str(), s.lo.as_str(), s.n.as_str()),
            ("s->rows", "0", "f(n, 2)")
        );
        assert_eq!((s.lo2.as_str(), s.m.as_str()), ("k[0]", "m"));
        assert_eq!(section("a[0:n])"), None);
        assert_eq!(section("a[0:n][2])"), None);
    }

    #[test]
    fn statements_by_operation() {
        let s = section("a[0:n][0:m])").expect("a section");
        assert_eq!(
            statements(&s, COPY | STRUCTURED, true).expect("printable"),
            [
                "#pragma omp target enter data map(to: a[0:n])",
                "for (long long acc2omp_row = 0; acc2omp_row < 0 + (n); acc2omp_row++) {",
                "#pragma omp target enter data map(to: a[acc2omp_row][0:m])",
                "}",
            ]
        );
        let exit = statements(&s, EXIT | FINALIZE, true).expect("printable");
        assert_eq!(
            exit[1],
            "#pragma omp target exit data map(delete: a[acc2omp_row][0:m])"
        );
        assert_eq!(exit[3], "#pragma omp target exit data map(delete: a[0:n])");
        // `copyout` with `finalize`: copied out first.
        let exit = statements(&s, EXIT | FINALIZE | COPY, true).expect("printable");
        assert_eq!(
            exit[1..3],
            [
                "#pragma omp target update from(a[acc2omp_row][0:m])",
                "#pragma omp target exit data map(delete: a[acc2omp_row][0:m])"
            ]
        );
        let update = statements(&s, UPDATE | TO_DEVICE, true).expect("printable");
        assert_eq!(
            update[1],
            "#pragma omp target update to(present: a[acc2omp_row][0:m])"
        );
        let update = statements(&s, UPDATE | IF_PRESENT, true).expect("printable");
        assert_eq!(
            update[1],
            "#pragma omp target update from(a[acc2omp_row][0:m])"
        );
        assert!(
            statements(&s, PRESENT | STRUCTURED, true)
                .expect("printable")
                .is_empty()
        );
        // The zero modifier: each row zeroed where its map made it present.
        let zero = statements(&s, ZERO, true).expect("printable");
        assert_eq!(
            zero[3],
            "#pragma omp target enter data map(alloc: a[acc2omp_row][0:m])"
        );
        assert_eq!(
            zero[4],
            "if (acc2omp_zero && omp_target_is_present(&a[acc2omp_row][0], \
             omp_get_default_device())) {"
        );
    }
}
