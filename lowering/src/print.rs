//! The source printer (`accc -fopenacc-print=omp|acc-omp|omp-acc`): the
//! original file with each OpenACC directive rewritten from the OpenMP ops
//! convert-acc-to-omp made of it, as Clacc's `-fopenacc-print` does.
//!
//! Every OpenMP op that a directive became carries the directive's source
//! ranges (`acc2omp.src`: the directive, its clauses, its statement), and
//! each `omp.map.info` of a data clause its argument's range and spelling
//! (`name`). The printer groups the ops by directive, writes the OpenMP
//! directive for each group (clause arguments as the source spells them),
//! and splices it into the original bytes: everything else (includes,
//! macros, comments, layout) is left as it is.
//!
//! Directives printed so far: `data`, `enter data`, `exit data`, `update`,
//! `wait`.
//! Any other directive is an error at its location (`unsupported: ...`):
//! the printer never prints a file it has only partly translated.

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
    pub message: String,
}

/// The source ranges of a directive (byte offsets, end exclusive).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct Ranges {
    directive: (usize, usize),
    clauses: Vec<(usize, usize)>,
}

/// The OpenMP ops that came from one directive.
struct Group<'c, 'a> {
    ranges: Ranges,
    ops: Vec<OperationRef<'c, 'a>>,
}

/// `source` with its directives rewritten in `mode` from `module` (the
/// result of convert-acc-to-omp on the front end's module of `source`).
pub fn print(source: &[u8], module: &Module, mode: Mode) -> Result<Vec<u8>, Vec<PrintError>> {
    if mode == Mode::Acc {
        return Ok(source.to_vec());
    }
    let mut groups: BTreeMap<(usize, usize), Group> = BTreeMap::new();
    walk(module.as_operation(), &mut |op| {
        if let Some(ranges) = directive_ranges(op) {
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
    let mut errors = Vec::new();
    let mut edits: Vec<((usize, usize), String)> = Vec::new();
    for group in groups.values() {
        let (start, end) = group.ranges.directive;
        if end > source.len() || start >= end {
            errors.push(PrintError {
                offset: start.min(source.len()),
                message: "internal error: a directive's source range is outside the file".into(),
            });
            continue;
        }
        match openmp_directive(source, group) {
            Ok(omp) => {
                let acc = String::from_utf8_lossy(&source[start..end]).into_owned();
                let indent = indentation(source, start);
                let text = match mode {
                    Mode::Omp => omp,
                    Mode::AccOmp => format!("{acc}\n{indent}{}", commented(&omp, &indent)),
                    Mode::OmpAcc => format!("{omp}\n{indent}{}", commented(&acc, &indent)),
                    Mode::Acc => acc,
                };
                edits.push(((start, end), text));
            }
            Err(message) => errors.push(PrintError {
                offset: start,
                message,
            }),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    let mut out = Vec::with_capacity(source.len() + 64 * edits.len());
    let mut at = 0;
    for ((start, end), text) in edits {
        out.extend_from_slice(&source[at..start]);
        out.extend_from_slice(text.as_bytes());
        at = end;
    }
    out.extend_from_slice(&source[at..]);
    Ok(out)
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

/// The numbers of `array<i64: a, b, ...>` after `key = ` in `text`.
fn numbers_after(text: &str, key: &str) -> Option<Vec<usize>> {
    let pattern = format!("{key} = array<i64: ");
    let start = text.find(&pattern)? + pattern.len();
    let end = start + text[start..].find('>')?;
    text[start..end]
        .split(',')
        .map(|n| n.trim().parse().ok())
        .collect()
}

/// A directive op's `acc2omp.src` ranges.
fn directive_ranges(op: OperationRef) -> Option<Ranges> {
    let source = op.discardable_attribute("acc2omp.src").ok()?.to_string();
    if !source.starts_with('{') {
        return None; // a clause argument's range
    }
    let directive = numbers_after(&source, "directive")?;
    let clauses = numbers_after(&source, "clauses").unwrap_or_default();
    Some(Ranges {
        directive: (*directive.first()?, *directive.get(1)?),
        clauses: clauses.chunks(2).map(|c| (c[0], c[1])).collect(),
    })
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
    ranges
        .clauses
        .iter()
        .filter(|(start, end)| start < end && *end <= source.len())
        .map(|&(start, end)| {
            let text = String::from_utf8_lossy(&source[start..end]).into_owned();
            match text.find('(') {
                Some(open) => (
                    text[..open].trim().to_string(),
                    text[open + 1..text.len().saturating_sub(1)]
                        .trim()
                        .to_string(),
                ),
                None => (text.trim().to_string(), String::new()),
            }
        })
        .collect()
}

/// The OpenMP directive (`#pragma omp ...`) for a group of ops.
fn openmp_directive(source: &[u8], group: &Group) -> Result<String, String> {
    let spelled = spelled_clauses(source, &group.ranges);
    let [op] = group.ops.as_slice() else {
        return Err(unsupported(source, group));
    };
    let name = op.name().as_string_ref().as_str().unwrap_or("").to_string();
    let mut text = String::from("#pragma omp ");
    let maps = || map_entries(op);
    match name.as_str() {
        "omp.taskwait" => text.push_str("taskwait"),
        // `data` (not `host_data`, which also becomes omp.target_data).
        "omp.target_data" if directive_name(source, group) == "data" => {
            text.push_str("target data");
            push_if(&mut text, &spelled);
            for map in maps()? {
                text.push_str(&format!(" map({}: {})", map.map_type("alloc"), map.name));
            }
        }
        "omp.target_enter_data" => {
            text.push_str("target enter data");
            push_if(&mut text, &spelled);
            for map in maps()? {
                text.push_str(&format!(" map({}: {})", map.map_type("alloc"), map.name));
            }
        }
        "omp.target_exit_data" => {
            text.push_str("target exit data");
            push_if(&mut text, &spelled);
            for map in maps()? {
                text.push_str(&format!(" map({}: {})", map.map_type("release"), map.name));
            }
        }
        "omp.target_update" => {
            text.push_str("target update");
            push_if(&mut text, &spelled);
            for map in maps()? {
                let motion = if map.flags.iter().any(|f| f == "to") {
                    "to"
                } else {
                    "from"
                };
                let present = if map.flags.iter().any(|f| f == "present") {
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
    let (start, end) = group.ranges.directive;
    let text = String::from_utf8_lossy(&source[start..end]);
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
         data, enter data, exit data, update and wait so far)",
        directive_name(source, group)
    )
}

/// An `omp.map.info` as the printer needs it.
struct Map {
    /// The variable or section as the source spells it.
    name: String,
    /// The map flags (`to`, `from`, `tofrom`, `storage`, `present`, ...).
    flags: Vec<String>,
}

impl Map {
    /// The map type: `to`, `from`, `tofrom`, or `storage` spelled as
    /// `storage` (`alloc` on enter, `release` on exit); `delete` as is.
    fn map_type(&self, storage: &str) -> String {
        let mut modifiers: Vec<&str> = Vec::new();
        let mut kind = storage;
        for flag in &self.flags {
            match flag.as_str() {
                "ompx_hold" => modifiers.push("ompx_hold"),
                "present" => modifiers.push("present"),
                "always" => modifiers.push("always"),
                "to" => kind = "to",
                "from" => kind = "from",
                "tofrom" => kind = "tofrom",
                "del" | "delete" => kind = "delete",
                _ => {}
            }
        }
        if self.flags.iter().any(|f| f == "to") && self.flags.iter().any(|f| f == "from") {
            kind = "tofrom";
        }
        // One order whatever the attribute's: ompx_hold, always, present.
        modifiers.sort_by_key(|m| {
            ["ompx_hold", "always", "present"]
                .iter()
                .position(|o| o == m)
        });
        modifiers.push(kind);
        modifiers.join(", ")
    }
}

/// The `omp.map.info` ops of a directive's `map_entries`.
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
        let name = owner
            .attribute("name")
            .map(|n| {
                n.to_string()
                    .trim_matches('"')
                    .replace("\\22", "\"")
                    .to_string()
            })
            .map_err(|_| "internal error: a map without its variable's name".to_string())?;
        let flags = owner
            .attribute("map_type")
            .map(|t| t.to_string())
            .unwrap_or_default();
        // `#omp<clause_map_flags to|present>`
        let inner = flags
            .trim_start_matches("#omp<clause_map_flags")
            .trim_end_matches('>');
        maps.push(Map {
            name,
            flags: inner
                .split(['|', ',', ' '])
                .filter(|f| !f.is_empty())
                .map(str::to_string)
                .collect(),
        });
    }
    Ok(maps)
}
