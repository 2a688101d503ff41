//! Compute constructs and loops (`parallel`, `serial`, `kernels` nests,
//! `loop`): `target teams` and its loop directives, the C their clauses need
//! around them, and `kernels` bodies.

use super::clauses::{
    LOOP_WORKERS, enclosing_compute_clauses, gang_static_chunk, is_compute_clause,
    printable_gang_argument,
};
use super::directives::unsupported;
use super::ir::{
    Count, children, contains_op, count_operand, i64_array_attribute, integer_attribute, op_name,
    sequential_private, teams_level_atomic, walk,
};
use super::maps::{map_entries, team_reductions};
use super::sections::{Copies, SectionCopy, variables_only};
use super::text::{indentation, is_blank_code, is_integer_literal, is_simple_expression, join};
use super::{Group, Mode, Source};
use acc2omp_dialects::segments;
use melior::ir::OperationRef;
use melior::ir::operation::OperationLike;

/// `parallel`/`serial` (with or without `loop`) and `loop` directives.
pub(super) fn compute_or_loop(
    source: &Source,
    group: &Group,
    spelled: &[(String, String)],
    target: Option<&OperationRef>,
    looped: Option<&OperationRef>,
) -> Result<String, String> {
    let name = check_clauses(source, group, spelled)?;
    // OpenMP's private and firstprivate take variables, not array sections
    // (OpenMP 5.2 §5.4.3-4): the printer writes their copies as C.
    let copies = Copies::of(spelled, target.is_some(), looped.is_some())?;
    // The compute construct's part: `target teams` and its clauses.
    let mut teams_clauses = Vec::new();
    if let Some(target) = target {
        match teams_part(&name, spelled, target, looped.is_some(), &copies.gang)? {
            TeamsPart::PlainTarget(text) => return Ok(text),
            TeamsPart::Clauses(clauses) => teams_clauses = clauses,
        }
    }
    // The loop's part.
    let mut part = LoopPart::default();
    if let Some(outer) = looped {
        let construct_spelled = match target {
            Some(_) => spelled.to_vec(),
            None => enclosing_compute_clauses(source, outer),
        };
        part = loop_part(spelled, &construct_spelled, outer, source.options)?;
        if !part.sequential {
            for (clause, text) in spelled {
                match clause.as_str() {
                    "private" => part
                        .clauses
                        .extend(variables_only(text).map(|v| format!("private({v})"))),
                    "reduction" if target.is_none() && (part.threads || part.simd) => {
                        part.clauses.push(format!("reduction({text})"))
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
            let mut names = sequential_private(group);
            // (Sections: `sections::edits` copies them in the body.)
            names.retain(|n| !n.contains('['));
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
    // A combined construct's copies per gang: a block of the `target
    // teams` region around the loop (closed by `sections::edits`).
    let gang_block: Vec<String> = match (target, looped) {
        (Some(_), Some(_)) => copies
            .gang
            .iter()
            .flat_map(SectionCopy::declarations)
            .collect(),
        _ => Vec::new(),
    };
    Ok(assemble(
        target.is_some(),
        &teams_clauses,
        part,
        spelled,
        &gang_block,
    ))
}

/// Checks that the printer can print every clause of the directive;
/// its kind.
fn check_clauses(
    source: &Source,
    group: &Group,
    spelled: &[(String, String)],
) -> Result<String, String> {
    let name = source.kind(&group.ranges);
    for (clause, argument) in spelled {
        let known = is_compute_clause(clause) || clause == LOOP_WORKERS;
        // `vector(n)` is the IR's `simdlen` (or threads); `gang(static:)`
        // its `dist_schedule`. Other partitioning arguments are not printed.
        let printed_argument = match clause.as_str() {
            "gang" => printable_gang_argument(argument),
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
    // OpenMP's reduction operators apply to arithmetic types and arrays of
    // them (OpenMP 5.2 §5.5.5); a struct needs a `declare reduction`.
    let struct_reduction = group.ops.iter().any(|op| {
        let mut found = false;
        walk(*op, &mut |inner| {
            found |= inner
                .attribute("reduction_syms")
                .is_ok_and(|a| a.to_string().contains(".llvm_struct"));
        });
        found
    });
    let (start, end) = group.ranges.directive;
    let end = group.ranges.statement.map_or(end, |s| s.1.max(end));
    let declared = source
        .struct_reductions
        .iter()
        .any(|&at| start <= at && at < end);
    if struct_reduction && !declared {
        return Err(format!(
            "unsupported: printing a reduction of a struct in '{name}' as OpenMP (OpenMP's \
             reduction operators take arithmetic variables and arrays; a struct needs a \
             'declare reduction', which needs a struct type the file names)"
        ));
    }
    Ok(name)
}

/// What a compute construct's `omp.target` prints as.
enum TeamsPart {
    /// A `serial` construct with an atomic at its top level: a plain
    /// `target` (OpenMP allows no atomic strictly nested in `teams`).
    PlainTarget(String),
    /// `target teams` with these clauses.
    Clauses(Vec<String>),
}

/// The clauses of `target teams`: the data clauses in source order, then
/// the construct's (`num_teams`, `if`, `firstprivate`...) and the gangs'
/// reductions.
fn teams_part(
    name: &str,
    spelled: &[(String, String)],
    target: &OperationRef,
    looped: bool,
    gang_copies: &[SectionCopy],
) -> Result<TeamsPart, String> {
    let has = |clause: &str| spelled.iter().any(|(c, _)| c == clause);
    let maps = map_entries(target)?;
    let teams = children(target)
        .into_iter()
        .find(|c| op_name(c) == "omp.teams");
    // A `serial` construct, or a sequential part of `kernels` (one gang of
    // one thread in the IR, whatever sizes its directive spells).
    let serial = name.starts_with("serial")
        || teams.is_some_and(|teams| {
            matches!(
                count_operand(&teams, segments::TEAMS_THREAD_LIMIT),
                Some(Count::Constant(1))
            ) && matches!(
                count_operand(&teams, segments::TEAMS_NUM_TEAMS_UPPER),
                Some(Count::Constant(1))
            )
        });
    let mut teams_clauses = Vec::new();
    for (clause, text) in spelled {
        match clause.as_str() {
            "num_gangs" if !serial => teams_clauses.push(format!("num_teams({text})")),
            "if" | "self" if !teams_clauses.iter().any(|c| c.starts_with("if(")) => {
                teams_clauses
                    .extend(super::clauses::if_condition(spelled).map(|c| format!("if({c})")));
            }
            "if" | "self" => {}
            "firstprivate" => {
                teams_clauses.extend(variables_only(text).map(|v| format!("firstprivate({v})")))
            }
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
            "private" if !looped => {
                teams_clauses.extend(variables_only(text).map(|v| format!("private({v})")))
            }
            _ => {}
        }
    }
    // A scalar without a clause that the construct writes: OpenACC gives
    // each gang a copy (firstprivate), OpenMP's implicit rules one copy
    // for the target region that its teams share.
    teams_clauses.extend(
        maps.iter()
            .filter(|m| m.gang_copy && !m.name.is_empty())
            .map(|m| format!("firstprivate({})", m.name)),
    );
    // Reductions of the gangs (explicit on the construct, or a loop's
    // on a gang-shared variable, as Clacc): the omp.teams's.
    teams_clauses.extend(team_reductions(target, &maps)?);
    // Explicit data clauses, in source order (implicit ones are OpenMP's
    // implicit rules too, but for scalars with a visible data clause,
    // which OpenMP would make firstprivate).
    let mut data: Vec<String> = maps
        .iter()
        .filter(|m| m.source.is_some() && !m.implicit || m.visible)
        .map(|m| format!("map({}: {})", m.map_type("alloc"), m.name))
        .collect();
    // The sections `firstprivate` copies from (their copies are the
    // printer's C: `sections`).
    data.extend(
        gang_copies
            .iter()
            .filter(|s| s.first)
            .map(|s| format!("map(to: {})", s.item())),
    );
    let worksharing = ["omp.distribute", "omp.wsloop", "omp.simd"]
        .iter()
        .any(|name| contains_op(target, name));
    if serial && !worksharing && teams_level_atomic(target) {
        // One thread of a plain `target` is the serial construct's gang.
        if teams_clauses.iter().any(|c| c.starts_with("reduction(")) {
            return Err("unsupported: printing a 'serial' construct with both a \
                        reduction and an atomic as OpenMP"
                .into());
        }
        data.extend(teams_clauses);
        return Ok(TeamsPart::PlainTarget(format!(
            "#pragma omp {}",
            join("target", &data)
        )));
    }
    if serial {
        teams_clauses.insert(0, "num_teams(1) thread_limit(1)".into());
    } else if !has("num_gangs")
        && let Some(teams) = teams
    {
        // The gangs the pass chose without `num_gangs`: one for a
        // construct without a gang loop (more would repeat the region and
        // its reductions), else one per thread (libomp's default on a host
        // is one team, which would run the gang loop on one thread).
        match count_operand(&teams, segments::TEAMS_NUM_TEAMS_UPPER) {
            Some(Count::Constant(n)) => teams_clauses.insert(0, format!("num_teams({n})")),
            Some(Count::MaxThreads) => {
                teams_clauses.insert(0, "num_teams(omp_get_max_threads())".into())
            }
            // A count without `num_gangs` that the source does not spell
            // cannot be printed (the pass makes none today).
            Some(Count::Expression) => {
                return Err("internal error: a number of teams without its source".into());
            }
            None => {}
        }
    }
    data.extend(teams_clauses);
    Ok(TeamsPart::Clauses(data))
}

/// A loop directive's part, read from its ops.
#[derive(Default)]
struct LoopPart {
    /// `distribute`, `parallel for`, `simd`, in OpenMP's order.
    words: Vec<String>,
    clauses: Vec<String>,
    /// A sequential loop (`scf`): no directive.
    sequential: bool,
    /// OpenMP 5.1's `tile sizes(...)` directive under the loop directive.
    tile: Option<String>,
    /// Worksharing among threads (`omp.parallel`).
    threads: bool,
    /// An `omp.simd`.
    simd: bool,
}

/// The loop wrappers from `outer` to its `omp.loop_nest` (or its `scf`
/// loop), as OpenMP words and clauses.
fn loop_part(
    spelled: &[(String, String)],
    construct_spelled: &[(String, String)],
    outer: &OperationRef,
    options: super::PrintOptions,
) -> Result<LoopPart, String> {
    let has = |clause: &str| spelled.iter().any(|(c, _)| c == clause);
    let argument = |clause: &str| {
        spelled
            .iter()
            .find(|(c, _)| c == clause)
            .map(|(_, a)| a.clone())
    };
    // A constant the source spells: its text (a macro stays a macro).
    let spelled_or = |clause: &str, n: i64| {
        construct_spelled
            .iter()
            .find(|(c, _)| c == clause)
            .map_or_else(|| n.to_string(), |(_, a)| a.clone())
    };
    let mut part = LoopPart::default();
    let mut op = Some(*outer);
    while let Some(current) = op {
        match op_name(&current) {
            "scf.for" | "scf.while" => {
                if acc2omp_dialects::attrs::Flag::TeamShared.is_on(&current) {
                    return Err(
                        "unsupported: printing a routine's gang loop as OpenMP (its \
                                iterations are shared among the teams that call the routine; \
                                OpenMP has no orphaned 'distribute')"
                            .into(),
                    );
                }
                part.sequential = true;
                break;
            }
            "omp.distribute" => {
                part.words.push("distribute".into());
                if current.attribute("dist_schedule_static").is_ok() {
                    // The chunk the pass gives the distribute loop, as the
                    // `gang(static:chunk)` argument spells it.
                    let gang = argument("gang").unwrap_or_default();
                    let spelled = gang_static_chunk(&gang).flatten();
                    part.clauses.push(
                        match (
                            count_operand(&current, segments::DISTRIBUTE_CHUNK_SIZE),
                            spelled,
                        ) {
                            (None, _) => "dist_schedule(static)".into(),
                            (Some(_), Some(chunk)) => format!("dist_schedule(static, {chunk})"),
                            (Some(Count::Constant(n)), None) => {
                                format!("dist_schedule(static, {n})")
                            }
                            (Some(_), None) => {
                                return Err(
                                    "internal error: a distribute chunk without its source".into(),
                                );
                            }
                        },
                    );
                }
            }
            "omp.parallel" => {
                part.threads = true;
                part.words.push("parallel for".into());
                // The threads the pass chose: a constant (`num_workers(4)`,
                // or 1 for a vector-only loop), or a non-constant
                // `num_workers`, the construct's `const` local (see
                // `construct_wrapping`, `kernels_clause_locals`), or a
                // `kernels` loop's own `worker(n)`.
                match count_operand(&current, segments::PARALLEL_NUM_THREADS) {
                    Some(Count::Constant(1)) if !has("worker") => {
                        part.clauses.push("num_threads(1)".into())
                    }
                    Some(Count::Constant(n)) => part
                        .clauses
                        .push(format!("num_threads({})", spelled_or("num_workers", n))),
                    Some(_) => part.clauses.push(format!(
                        "num_threads({})",
                        argument(LOOP_WORKERS).unwrap_or_else(|| NUM_WORKERS_LOCAL.into())
                    )),
                    None => {}
                }
            }
            "omp.simd" => {
                part.simd = true;
                part.words.push("simd".into());
                if let Some(length) = integer_attribute(&current, "simdlen") {
                    part.clauses.push(format!("simdlen({length})"));
                }
                // (A private array's loop: clang-22 gives SIMD lanes one
                // copy of it too.)
                if let Some(length) = integer_attribute(&current, "safelen") {
                    part.clauses.push(format!("safelen({length})"));
                }
            }
            "omp.loop_nest" => {
                let forced = argument("collapse").is_some_and(|a| a.trim().starts_with("force"));
                if let Some(count) = integer_attribute(&current, "collapse_num_loops")
                    && !(forced && options.perfect_collapse_only)
                {
                    part.clauses.push(format!("collapse({count})"));
                }
                // `tiles(a, b)`: the directive partitions the floor loops
                // that OpenMP 5.1's `tile` makes (`*` is 1).
                if let Some(sizes) = i64_array_attribute(&current, "tile_sizes") {
                    let sizes: Vec<String> = sizes.iter().map(i64::to_string).collect();
                    part.tile = Some(format!("tile sizes({})", sizes.join(", ")));
                }
                break;
            }
            _ => {}
        }
        op = children(&current).into_iter().find(|c| {
            matches!(
                op_name(c),
                "omp.distribute" | "omp.parallel" | "omp.wsloop" | "omp.simd" | "omp.loop_nest"
            )
        });
    }
    // OpenMP's order (MLIR nests a composite `distribute parallel for` as
    // omp.parallel > omp.distribute > omp.wsloop).
    part.words.sort_by_key(|w| {
        ["distribute", "parallel for", "simd"]
            .iter()
            .position(|o| o == w)
    });
    Ok(part)
}

/// The directive lines: `target teams` (combined with a `distribute`
/// loop's words, or on its own line above the loop's), the loop's, and
/// `tile`.
fn assemble(
    compute: bool,
    teams_clauses: &[String],
    part: LoopPart,
    spelled: &[(String, String)],
    gang_block: &[String],
) -> String {
    let mut lines: Vec<String> = Vec::new();
    // The copies of a combined construct's sections per gang: a block of
    // the `target teams` region, the loop directive inside it.
    let open_block = |lines: &mut Vec<String>| {
        if !gang_block.is_empty() {
            lines.push("{".into());
            lines.extend(gang_block.iter().map(|d| format!("  {d}")));
        }
    };
    match (compute, part.words.is_empty()) {
        (true, true) => {
            lines.push(join("target teams", teams_clauses));
            open_block(&mut lines);
        }
        (true, false) if part.words[0] == "distribute" && gang_block.is_empty() => {
            let mut clauses = teams_clauses.to_vec();
            clauses.extend(
                part.clauses
                    .iter()
                    .filter(|c| !c.starts_with("reduction("))
                    .cloned(),
            );
            lines.push(join(
                &format!("target teams {}", part.words.join(" ")),
                &clauses,
            ));
        }
        (true, false) => {
            lines.push(join("target teams", teams_clauses));
            open_block(&mut lines);
            let mut clauses = part.clauses.clone();
            if part.words[0] == "distribute" {
                // (Split from `target teams`: its threads and lanes reduce
                // too; `distribute` takes no reduction.)
                clauses.extend(
                    teams_clauses
                        .iter()
                        .filter(|c| c.starts_with("reduction(") && (part.threads || part.simd))
                        .cloned(),
                );
            } else {
                for (clause, text) in spelled {
                    if clause == "reduction" {
                        clauses.push(format!("reduction({text})"));
                    }
                }
            }
            lines.push(join(&part.words.join(" "), &clauses));
        }
        (false, true) => {}
        (false, false) => lines.push(join(&part.words.join(" "), &part.clauses)),
    }
    lines.extend(part.tile);
    lines
        .iter()
        .map(|l| match l.starts_with(['{', ' ']) {
            true => l.clone(),
            false => format!("#pragma omp {l}"),
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The `const` local that holds a non-constant `num_workers` (Clacc's
/// mapping: worker loops take their `num_threads` from it).
pub(super) const NUM_WORKERS_LOCAL: &str = "acc2omp_num_workers";

/// The `const` local that holds a `kernels` region's non-constant
/// `num_gangs` (`kernels_clause_locals`).
pub(super) const NUM_GANGS_LOCAL: &str = "acc2omp_num_gangs";

/// The C a compute construct's clauses need around it (Clacc's mapping):
/// a non-constant `num_workers` with worker loops inside becomes a `const`
/// local of a block around the construct; the argument of a `num_workers`
/// or `vector_length` that OpenMP does without is still evaluated,
/// `(void)(arg);`, when it may have side effects. The block's statements,
/// if one is needed.
pub(super) fn construct_wrapping(
    spelled: &[(String, String)],
    target: &OperationRef,
) -> Option<Vec<String>> {
    let mut statements = Vec::new();
    let argument = |clause: &str| {
        spelled
            .iter()
            .find(|(c, _)| c == clause)
            .map(|(_, a)| a.clone())
    };
    if let Some(workers) = argument("num_workers") {
        // Worker loops whose thread count the pass left to the host's
        // value of a non-constant `num_workers`.
        let mut from_local = false;
        walk(*target, &mut |op| {
            from_local |= op_name(&op) == "omp.parallel"
                && matches!(
                    count_operand(&op, segments::PARALLEL_NUM_THREADS),
                    Some(Count::Expression)
                );
        });
        if from_local {
            statements.push(format!("const int {NUM_WORKERS_LOCAL} = {workers};"));
        } else if !is_integer_literal(&workers) && !is_simple_expression(&workers) {
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

/// `kernels`' body: the code between its loop nests runs as serial
/// constructs (the conservative translation), so each such stretch of
/// statements is wrapped in `target teams num_teams(1) thread_limit(1)`
/// and a block. `nests` are the loop-nest directives inside (their
/// directive's start and their statement's end).
pub(super) fn kernels_wrapping(
    source: &[u8],
    statement: (usize, usize),
    nests: &[(usize, usize)],
    maps: &[String],
    clauses: &[String],
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
        // (A nest whose loop directive comes right after the `kernels`
        // directive, without braces, starts before the statement.)
        if nest_end > at && nest_end <= end {
            stretches.push((at, nest_start.max(at)));
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
        for clause in clauses {
            directive.push(' ');
            directive.push_str(clause);
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
