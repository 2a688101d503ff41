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

mod clauses;
mod compute;
mod directives;
mod edits;
mod ir;
mod jagged;
mod maps;
mod sections;
mod text;
mod zero;

use acc2omp_dialects::attrs;
use acc2omp_dialects::attrs::DirectiveSource;
use ir::{directive_ranges, file_line_column, walk};
use maps::map_entries;
use melior::ir::Module;
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;
use std::collections::BTreeMap;
pub use text::openacc_directives;

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
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct PrintError {
    pub offset: usize,
    /// `(file, line, column)` for an error in another file than the
    /// printed one (`offset` is then 0).
    pub elsewhere: Option<(String, usize, usize)>,
    pub message: String,
}

/// The source ranges of a directive (byte offsets, end exclusive).
type Ranges = DirectiveSource;

/// The file being printed, with the front end's record of its directives
/// (their kinds and their clauses' kinds, by the directive's start).
struct Source<'s> {
    bytes: &'s [u8],
    record: BTreeMap<usize, DirectiveSource>,
    /// The device type whose `device_type(...)` clauses apply
    /// (`convert-acc-to-omp`'s `device-type`).
    device_type: String,
    /// Where struct reductions with a declaration are
    /// ([`attrs::StructReduction`]'s offsets).
    struct_reductions: Vec<usize>,
    options: PrintOptions,
    /// The unit declares the OpenACC runtime's API ([`attrs::OPENACC_API`]).
    openacc_api: bool,
    /// The first use of `_OPENACC` in a header of the program's own
    /// (`file`, line, column; [`attrs::USER_HEADERS`]).
    openacc_macro_use: Option<(String, usize, usize)>,
    /// The file's inactive preprocessor blocks ([`attrs::inactive_blocks`]).
    inactive: Vec<(usize, usize)>,
}

impl Source<'_> {
    /// The directive's kind (`parallel loop`, `enter data`), as the front
    /// end recorded it.
    fn kind(&self, ranges: &Ranges) -> String {
        ranges
            .name
            .clone()
            .or_else(|| {
                self.record
                    .get(&ranges.directive.0)
                    .and_then(|d| d.name.clone())
            })
            .unwrap_or_default()
    }
}

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

/// What the printed OpenMP must do without, for the compiler that will
/// build it (`-fopenacc-print-target=gcc`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PrintOptions {
    /// GCC 12 collapses only perfectly nested loops: a `collapse(force:n)`
    /// nest (code between its loops) prints without `collapse`, its
    /// outermost loop the partitioned one (the same results, less
    /// parallelism).
    pub perfect_collapse_only: bool,
    /// `target update` takes no `present` motion modifier (GCC 12; the
    /// pass's `update-present=no-present`, which the preset gives, leaves
    /// the IR's updates without it, and the pointer-to-pointer sections'
    /// row updates, which the printer writes, follow it).
    pub no_update_present: bool,
}

/// `source` (the file named `file`) with its directives rewritten in
/// `mode` from `module` (the result of convert-acc-to-omp on the front
/// end's module of `source`). Only that file is rewritten: a directive in
/// an included file is an error.
pub fn print(
    source: &[u8],
    file: &str,
    module: &Module,
    mode: Mode,
    options: PrintOptions,
) -> Result<Printed, Vec<PrintError>> {
    if mode == Mode::Acc {
        return Ok(Printed {
            text: source.to_vec(),
            directives: 0,
            warnings: Vec::new(),
        });
    }
    let record: BTreeMap<usize, DirectiveSource> =
        attrs::lowered_directives(&module.as_operation())
            .into_iter()
            .map(|d| (d.directive.0, d))
            .collect();
    let device_type = module
        .as_operation()
        .attribute(attrs::DEVICE_TYPE)
        .ok()
        .and_then(attrs::string_value)
        .unwrap_or_else(|| "host".into());
    let text = Source {
        bytes: source,
        record,
        device_type,
        struct_reductions: attrs::struct_reductions(&module.as_operation())
            .iter()
            .map(|r| r.at)
            .collect(),
        options,
        openacc_api: module.as_operation().attribute(attrs::OPENACC_API).is_ok(),
        openacc_macro_use: attrs::user_headers(&module.as_operation())
            .into_iter()
            .find_map(|header| {
                let text = std::fs::read(&header).ok()?;
                let at = text::word_at(&text, b"_OPENACC")?;
                let line_start = text[..at]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |p| p + 1);
                let line = text[..at].iter().filter(|&&b| b == b'\n').count() + 1;
                Some((header, line, at - line_start + 1))
            }),
        inactive: attrs::inactive_blocks(&module.as_operation()),
    };
    let Collected {
        mut groups,
        kernels_part_maps,
        mut errors,
    } = collect_groups(module, source, file);
    // Pointer-to-pointer sections: a directive whose every clause is one
    // has no op of its own (its statements are the printer's).
    let jagged_calls = jagged::calls(source, file, module);
    let in_directive = |call: &jagged::Call, directive: (usize, usize)| {
        directive.0 <= call.offset && call.offset < directive.1
    };
    for call in &jagged_calls {
        if let Some(directive) = text
            .record
            .values()
            .find(|d| in_directive(call, d.directive))
            && !groups.contains_key(&directive.directive)
        {
            groups.insert(
                directive.directive,
                Group {
                    ranges: directive.clone(),
                    ops: Vec::new(),
                },
            );
        }
    }
    check_every_directive(&text, module, &mut groups, &mut errors);
    refuse_runtime_calls(source, file, module, &mut errors);
    let mut edits: Vec<Edit> = Vec::new();
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
        if source[start] != b'#' && !text::alone_on_its_lines(source, start, end) {
            errors.push(PrintError {
                elsewhere: None,
                offset: start,
                message: "unsupported: printing an OpenACC directive written with the '_Pragma' \
                          operator on a line with other code (an OpenMP '#pragma' takes a line \
                          of its own)"
                    .into(),
            });
            continue;
        }
        edits::routine_end(&text, group, mode, &mut edits);
        // (Inside the blocks the others open at the statement's end.)
        sections::edits(&text, group, mode, &mut edits, &mut errors);
        zero::edits(&text, group, mode, &mut edits, &mut errors);
        edits::sequential_private_end(group, mode, &mut edits);
        let calls: Vec<jagged::Call> = jagged_calls
            .iter()
            .filter(|c| in_directive(c, group.ranges.directive))
            .copied()
            .collect();
        if text.kind(&group.ranges) == "declare" {
            let jagged_exit = jagged::declare(&text, group, &calls, mode, &mut edits, &mut errors);
            edits::declare_exits(&text, group, &jagged_exit, mode, &mut edits, &mut errors);
        }
        if text.kind(&group.ranges) == "kernels" {
            let parts = kernels_part_maps
                .get(&group.ranges.directive.0)
                .cloned()
                .unwrap_or_default();
            edits::kernels_body(&text, group, &groups, &parts, mode, &mut edits);
        }
        // After the kernels body's edits: at the statement's end the
        // block closes after a part's braces.
        edits::construct_block(&text, group, mode, &mut edits);
        jagged::edits(&text, group, &calls, mode, &mut edits, &mut errors);
        edits::directive(&text, group, mode, &mut edits, &mut errors);
    }
    if !errors.is_empty() {
        errors.sort_by_key(|e| e.offset);
        // One directive's error once (a `declare`'s entry and its exits at
        // each return see the same map).
        errors.dedup_by(|a, b| {
            a.offset == b.offset && a.elsewhere == b.elsewhere && a.message == b.message
        });
        return Err(errors);
    }
    declare_struct_reductions(module, &groups, &mut edits);
    let warnings = edits::file_edits(&text, &groups, mode, &mut edits);
    Ok(Printed {
        text: splice(source, edits),
        directives: groups.len(),
        warnings,
    })
}

/// A replacement of the bytes `start..end` of the source.
type Edit = ((usize, usize), String);

/// Reductions of structs ([`attrs::StructReduction`]): in each directive's
/// text the variable's `reduction(op: s)` becomes `reduction(id: s)`, and
/// the `declare reduction` of `id` goes before the outermost directive
/// around the clause (a loop's gang reduction is the construct's `teams`
/// reduction).
fn declare_struct_reductions(
    module: &Module,
    groups: &BTreeMap<(usize, usize), Group>,
    edits: &mut Vec<Edit>,
) {
    let reductions = attrs::struct_reductions(&module.as_operation());
    if reductions.is_empty() {
        return;
    }
    let extent = |group: &Group| {
        let (start, end) = group.ranges.directive;
        (start, group.ranges.statement.map_or(end, |s| s.1.max(end)))
    };
    for (range, text) in edits.iter_mut() {
        let Some(group) = groups.values().find(|g| g.ranges.directive == *range) else {
            continue;
        };
        let (start, end) = extent(group);
        let inside: Vec<&attrs::StructReduction> = reductions
            .iter()
            .filter(|r| start <= r.at && r.at < end)
            .collect();
        if !inside.is_empty() {
            *text = rename_reductions(text, &inside);
        }
    }
    let mut declared: Vec<(usize, String)> = Vec::new();
    for reduction in &reductions {
        // The outermost directive around the clause.
        let Some((start, _)) = groups
            .values()
            .map(extent)
            .filter(|(start, end)| *start <= reduction.at && reduction.at < *end)
            .min_by_key(|(start, end)| (*start, std::cmp::Reverse(*end)))
        else {
            continue;
        };
        if declared
            .iter()
            .any(|(at, id)| *at == start && *id == reduction.identifier)
        {
            continue;
        }
        declared.push((start, reduction.identifier.clone()));
        edits.push(((start, start), format!("{}\n", reduction.declaration)));
    }
}

/// `text` with each `reduction(op: list)` of a variable of `reductions`
/// written `reduction(id: var)`.
fn rename_reductions(text: &str, reductions: &[&attrs::StructReduction]) -> String {
    let mut out = String::new();
    let mut rest = text;
    while let Some(found) = rest.find("reduction(") {
        let open = found + "reduction(".len();
        let mut depth = 1;
        let Some(close) = rest[open..].char_indices().find_map(|(i, c)| {
            match c {
                '(' => depth += 1,
                ')' => depth -= 1,
                _ => {}
            }
            (depth == 0).then_some(open + i)
        }) else {
            break;
        };
        let clause = &rest[open..close];
        let renamed = clause.split_once(':').map(|(operator, list)| {
            let mut kept = Vec::new();
            let mut clauses = Vec::new();
            for var in list.split(',').map(str::trim) {
                match reductions.iter().find(|r| r.var == var) {
                    Some(r) => clauses.push(format!("reduction({}:{var})", r.identifier)),
                    None => kept.push(var),
                }
            }
            if !kept.is_empty() {
                clauses.insert(
                    0,
                    format!("reduction({}:{})", operator.trim(), kept.join(", ")),
                );
            }
            clauses.join(" ")
        });
        out.push_str(&rest[..found]);
        match renamed {
            Some(renamed) if !renamed.is_empty() => out.push_str(&renamed),
            _ => out.push_str(&rest[found..=close]),
        }
        rest = &rest[close + 1..];
    }
    out.push_str(rest);
    out
}

/// `source` with `edits` made.
fn splice(source: &[u8], mut edits: Vec<Edit>) -> Vec<u8> {
    edits.sort_by_key(|((start, end), _)| (*start, *end));
    let mut out = Vec::with_capacity(source.len() + 64 * edits.len());
    let mut at = 0;
    for ((start, end), text) in edits {
        out.extend_from_slice(&source[at..start]);
        out.extend_from_slice(text.as_bytes());
        at = end;
    }
    out.extend_from_slice(&source[at..]);
    out
}

/// What the printer writes on the compute constructs that run the code
/// between a `kernels` region's nests.
#[derive(Clone, Debug, Default)]
struct KernelsParts {
    /// Scalars with a visible data clause (kept shared).
    shared: Vec<String>,
    /// Whether an aggregate without a data clause is mapped `present`
    /// (`default(present)`, with the pass's present modifier kept).
    implicit_present: bool,
}

/// The directives the ops of a module came from.
struct Collected<'c, 'a> {
    /// The ops of each directive of the main file, by its range.
    groups: BTreeMap<(usize, usize), Group<'c, 'a>>,
    /// The compute constructs that run the code between a `kernels`
    /// region's nests, by the kernels directive's start.
    kernels_part_maps: BTreeMap<usize, KernelsParts>,
    /// Directives of other files.
    errors: Vec<PrintError>,
}

/// Groups the module's ops by the directive they came from (`source`: the
/// main file's text, `file` its name).
fn collect_groups<'c, 'a>(module: &'a Module<'c>, source: &[u8], file: &str) -> Collected<'c, 'a> {
    let mut groups: BTreeMap<(usize, usize), Group> = BTreeMap::new();
    // Directives of other files, by file and line (a combined construct's
    // ops start at several columns): their first column.
    let mut elsewhere: BTreeMap<(String, usize), usize> = BTreeMap::new();
    let mut kernels_part_maps: BTreeMap<usize, KernelsParts> = BTreeMap::new();
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
            let parts = kernels_part_maps.entry(ranges.directive.0).or_default();
            parts.implicit_present |= maps
                .iter()
                .any(|m| m.source.is_none() && m.flags.has("present"));
            for map in maps.into_iter().filter(|m| m.visible) {
                if !parts.shared.contains(&map.name) {
                    parts.shared.push(map.name);
                }
            }
        }
        if let Some(ranges) = directive_ranges(op) {
            if let Some(location) = file_line_column(&op.location().to_string())
                && location.0 != file
                && !names_main_file_routine(&op, &ranges, source)
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
    let errors: Vec<PrintError> = elsewhere
        .into_iter()
        .map(|((other, line), column)| PrintError {
            offset: 0,
            elsewhere: Some((other, line, column)),
            message: "unsupported: printing an OpenACC directive of an included file as OpenMP \
                      (-fopenacc-print rewrites the main file only)"
                .into(),
        })
        .collect();
    Collected {
        groups,
        kernels_part_maps,
        errors,
    }
}

/// Whether `op` is a function that a `routine(name)` directive of the main
/// file (its text at `ranges`) names: the function's location is its
/// declaration's, which may be in a header (`routine(fmin)` of math.h's).
fn names_main_file_routine(op: &OperationRef, ranges: &DirectiveSource, source: &[u8]) -> bool {
    let Some(name) = matches!(ir::op_name(op), "llvm.func" | "func.func")
        .then(|| op.attribute("sym_name").ok())
        .flatten()
        .map(|n| n.to_string().trim_matches('"').to_string())
    else {
        return false;
    };
    let Some(text) = source.get(ranges.directive.0..ranges.directive.1) else {
        return false;
    };
    let spelled: String = String::from_utf8_lossy(text)
        .chars()
        .filter(|c| !c.is_whitespace())
        .collect();
    spelled.starts_with("#pragmaaccroutine(") && spelled.contains(&format!("routine({name})"))
}

/// Runtime calls that no OpenMP clause prints as, each refused at its
/// location (its directive's or clause's) with its reason (the
/// pointer-to-pointer sections' calls print as statements: [`jagged`]):
/// * activity queues (`async` without `fake-async-wait`, which accc sets
///   when printing unless told otherwise): the call that enqueues a task;
///   OpenMP's `nowait depend(...)` would not keep the runtime's count of the
///   queue's tasks that `acc_async_test` and `acc_wait` read.
fn refuse_runtime_calls(source: &[u8], file: &str, module: &Module, errors: &mut Vec<PrintError>) {
    const REFUSED: &[(&str, &str)] = &[(
        "@__acc2omp_async_enqueue",
        "unsupported: printing an activity queue as OpenMP (async without \
             fake-async-wait: the runtime counts each queue's tasks, which OpenMP's \
             'nowait depend' would not); without -acc2omp-options=fake-async-wait=false \
             accc prints async work synchronously",
    )];
    let mut found = std::collections::BTreeSet::new();
    walk(module.as_operation(), &mut |op| {
        let refused = (ir::op_name(&op) == "llvm.call")
            .then(|| op.attribute("callee").ok())
            .flatten()
            .and_then(|c| {
                let callee = c.to_string();
                REFUSED.iter().position(|(name, _)| *name == callee)
            });
        if let Some(kind) = refused
            && let Some((f, line, column)) = file_line_column(&op.location().to_string())
            && f == file
        {
            // 1-based line and byte column.
            let line_start = source
                .split_inclusive(|b| *b == b'\n')
                .take(line.saturating_sub(1))
                .map(<[u8]>::len)
                .sum::<usize>();
            found.insert((
                (line_start + column.saturating_sub(1)).min(source.len()),
                kind,
            ));
        }
    });
    for (offset, kind) in found {
        errors.push(PrintError {
            offset,
            elsewhere: None,
            message: REFUSED[kind].1.into(),
        });
    }
}

/// Every OpenACC directive of the file must have become OpenMP ops that
/// carry its range, but those the translation drops (`init`, `shutdown`,
/// `cache`) and `set`, a call, which get a group of no ops: one that did
/// not is an error, not a half-translated file.
fn check_every_directive(
    text: &Source,
    module: &Module,
    groups: &mut BTreeMap<(usize, usize), Group>,
    errors: &mut Vec<PrintError>,
) {
    let source = text.bytes;
    let inactive = attrs::inactive_blocks(&module.as_operation());
    // The `#pragma acc` lines, and the directives written with `_Pragma`
    // that the front end recorded (its text starts otherwise).
    let mut starts = openacc_directives(source);
    starts.extend(
        text.record
            .keys()
            .filter(|start| source.get(**start) != Some(&b'#')),
    );
    starts.sort_unstable();
    starts.dedup();
    for start in starts {
        if inactive.iter().any(|(s, e)| *s <= start && start < *e) {
            continue; // in an `#if 0` block, or the `#else` of `#ifdef _OPENACC`
        }
        if !groups.keys().any(|(s, _)| *s == start) {
            // Directives the translation drops (Clacc: `cache` is a hint;
            // OpenMP initializes and finalizes devices by itself), and
            // `set`, a call.
            let recorded = text.record.get(&start);
            let kind = recorded.and_then(|d| d.name.as_deref());
            // `data` and `declare` with only `deviceptr` clauses (and `if`):
            // the pointers hold device addresses, which OpenMP's target
            // regions use as they are (a pointer without a map); nothing
            // to print.
            let only_deviceptr = recorded.is_some_and(|d| {
                matches!(kind, Some("data" | "declare"))
                    && d.clause_kinds.iter().any(|c| c == "deviceptr")
                    && d.clause_kinds.iter().all(|c| c == "deviceptr" || c == "if")
            });
            if let Some(directive) = recorded
                && (matches!(kind, Some("init" | "shutdown" | "cache" | "set")) || only_deviceptr)
            {
                groups.insert(
                    directive.directive,
                    Group {
                        ranges: directive.clone(),
                        ops: Vec::new(),
                    },
                );
                continue;
            }
            errors.push(PrintError {
                elsewhere: None,
                offset: start,
                message: match kind {
                    Some(kind)
                        if recorded.is_some_and(|d| {
                            d.clause_kinds
                                .iter()
                                .any(|c| c == "attach" || c == "detach")
                        }) =>
                    {
                        format!(
                            "unsupported: printing 'attach'/'detach' on '{kind}' as OpenMP (accc \
                             calls the OpenACC runtime's acc_attach/acc_detach; an OpenMP map \
                             attaches a pointer only with a section of its target)"
                        )
                    }
                    Some(kind) => format!("unsupported: printing the '{kind}' directive as OpenMP"),
                    None => "unsupported: printing this OpenACC directive as OpenMP (accc did \
                             not lower it)"
                        .into(),
                },
            });
        }
    }
}
