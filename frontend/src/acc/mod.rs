#![allow(non_upper_case_globals)]
//! OpenACC directives → the `acc` dialect, in the C-oriented forms of
//! `reference/mlir-forms.md` §4 that `convert-acc-to-omp` consumes.
//!
//! A directive is parsed from its tokens ([`crate::openacc::directive`]); its
//! clause arguments are libclang's typed expression children, matched to
//! the clauses by source position. Data clauses become entry operations
//! before the construct (with `acc.bounds` for array sections, innermost
//! dimension first, as MLIR's data operations count dimensions) and exit
//! operations after it; inside the construct, a variable named in a data,
//! `private`, `firstprivate` or `reduction` clause designates the
//! operation's result. Loop constructs carry the canonical loop's bounds
//! (`control(...)`), with a loop control variable declared in the `for`
//! made an implicit `acc.private`. Every directive operation carries
//! its source ranges ([`attrs::SRC`]): the byte ranges of the directive, of its associated
//! statement and of each clause, for the source printer.

use crate::c::body::Value;
use crate::c::expr::operands;
use crate::c::stmt::for_parts;
use crate::c::types::{ArrayLen, Ty, unsupported};
use crate::lower::{Lowerer, Result, Unsupported, Var, quote};
use crate::clang::{Cursor, DirectiveKind, Evaluated, Token};
use crate::openacc::directive::{self, Clause, Directive, DirectiveName};
use acc2omp_dialects::{attrs, diagnostics::SourceLoc};
use clang_sys::*;
use std::collections::HashMap;

/// A directive with its clause expressions and associated statement.
struct Parsed<'t> {
    directive: Directive,
    /// For each clause, for each argument, the typed expression (if Clang
    /// gave one).
    arguments: Vec<Vec<Option<Cursor<'t>>>>,
    statement: Option<Cursor<'t>>,
    /// The directive's source ranges, as attribute text.
    src: String,
}

impl<'t> Parsed<'t> {
    fn clauses(&self, name: &str) -> impl Iterator<Item = (usize, &Clause)> {
        self.directive
            .clauses
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.name == name)
    }

    fn has(&self, name: &str) -> bool {
        self.clauses(name).next().is_some()
    }

    fn expression(&self, clause: usize, argument: usize) -> Option<Cursor<'t>> {
        self.arguments
            .get(clause)
            .and_then(|a| a.get(argument))
            .copied()
            .flatten()
    }
}

/// The prefix of the binding key of a member expression in a clause.
pub(crate) const MEMBER: &str = "member:";

/// What a binding replaced, to restore after the construct.
pub(crate) enum Saved {
    Value(String, Option<Value>),
    Member(String, Option<Var>),
    Local(String, Option<Var>),
}

fn restore<T>(map: &mut HashMap<String, T>, key: String, previous: Option<T>) {
    match previous {
        Some(value) => {
            map.insert(key, value);
        }
        None => {
            map.remove(&key);
        }
    }
}

/// A data clause kind and its entry/exit operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DataKind {
    Copy,
    Copyin,
    Copyout,
    Create,
    Present,
    NoCreate,
    Deviceptr,
    Attach,
    /// The implicit copy of a reduction variable of a combined construct.
    Reduction,
    /// `declare device_resident`, `declare link`.
    DeviceResident,
    Link,
}

impl DataKind {
    fn from_clause(name: &str) -> Option<DataKind> {
        Some(match name {
            "copy" => DataKind::Copy,
            "copyin" => DataKind::Copyin,
            "copyout" => DataKind::Copyout,
            "create" => DataKind::Create,
            "present" => DataKind::Present,
            "no_create" => DataKind::NoCreate,
            "deviceptr" => DataKind::Deviceptr,
            "attach" => DataKind::Attach,
            _ => return None,
        })
    }

    /// The entry operation and its `dataClause` (when not its own).
    fn entry(self) -> (&'static str, Option<&'static str>) {
        match self {
            DataKind::Copy => ("acc.copyin", Some("acc_copy")),
            DataKind::Copyin => ("acc.copyin", None),
            DataKind::Copyout => ("acc.create", Some("acc_copyout")),
            DataKind::Create => ("acc.create", None),
            DataKind::Present => ("acc.present", None),
            DataKind::NoCreate => ("acc.nocreate", None),
            DataKind::Deviceptr => ("acc.deviceptr", None),
            DataKind::Attach => ("acc.attach", None),
            DataKind::Reduction => ("acc.copyin", Some("acc_reduction")),
            DataKind::DeviceResident => ("acc.declare_device_resident", None),
            DataKind::Link => ("acc.declare_link", None),
        }
    }

    /// The exit operation (`acc.copyout` or `acc.delete`/`acc.detach`) and
    /// its `dataClause`.
    fn exit(self) -> Option<(&'static str, Option<&'static str>)> {
        Some(match self {
            DataKind::Copy => ("acc.copyout", Some("acc_copy")),
            DataKind::Copyin => ("acc.delete", Some("acc_copyin")),
            DataKind::Copyout => ("acc.copyout", None),
            DataKind::Create => ("acc.delete", Some("acc_create")),
            DataKind::Present => ("acc.delete", Some("acc_present")),
            DataKind::NoCreate => ("acc.delete", Some("acc_no_create")),
            DataKind::Attach => ("acc.detach", Some("acc_attach")),
            DataKind::Reduction => ("acc.copyout", Some("acc_reduction")),
            DataKind::DeviceResident => ("acc.delete", Some("acc_declare_device_resident")),
            DataKind::Deviceptr | DataKind::Link => return None,
        })
    }
}

/// The variable part of a clause argument: the address (`varPtr`), the
/// type (`varType`), its bounds and how the construct's body refers to it.
struct ClauseVar {
    var_ptr: Value,
    var_type: String,
    bounds: Vec<String>,
    /// The USR of the variable the body refers to, and whether the body's
    /// references go through a pointer (a section of a pointer variable).
    binding: Option<(String, Ty, bool)>,
    name: String,
    range: Option<(usize, usize)>,
    is_const: bool,
    /// A data clause kind other than the clause's own (a modifier's).
    data_clause: Option<&'static str>,
}

/// An entry operation made for a clause, with what its exit needs.
pub(crate) type DeclareEntry = Entry;

/// An entry operation made for a clause, with what its exit needs.
pub(crate) struct Entry {
    result: Value,
    var: ClauseVar,
    kind: DataKind,
    /// Made for no clause (an implicit data attribute).
    implicit: bool,
}

impl Lowerer {
    /// Parses the directive of a construct cursor and matches its clause
    /// expressions.
    fn parse_directive<'t>(&mut self, s: &Cursor<'t>, with_statement: bool) -> Result<Parsed<'t>> {
        let mut children = s.children();
        let statement = if with_statement { children.pop() } else { None };
        // The directive's tokens are the file's own (not macro-expanded):
        // they end where the statement starts in the file, which for a
        // statement that starts with a macro is where the macro is used.
        let end = statement.and_then(|st| st.start_file_location());
        let all = s.tokens();
        if all.first().is_some_and(|t| t.spelling == "_Pragma") {
            return Err(Unsupported {
                location: s.file_location(),
                message: "unsupported: an OpenACC directive written with the '_Pragma' operator \
                          (write it as '#pragma acc')"
                    .into(),
            });
        }
        let tokens = directive::directive_tokens(&all, end.as_ref());
        let tokens = self.directive_line(tokens)?;
        let parsed = directive::parse(&tokens).map_err(|e| Unsupported {
            location: e.location,
            message: e.message,
        })?;
        let expressions: Vec<Cursor> = children.into_iter().filter(Cursor::is_expression).collect();
        let mut arguments: Vec<Vec<Option<Cursor>>> = parsed
            .clauses
            .iter()
            .map(|c| vec![None; c.arguments.len()])
            .collect();
        for expression in expressions {
            let Some(start) = expression.byte_range().map(|r| r.start) else {
                continue;
            };
            // The argument whose tokens include where the expression is
            // spelled (a macro's body for a clause a macro wrote), else the
            // first whose range in the file holds its start.
            let spelled = expression.start_spelling_position();
            let mut found = None;
            'exact: for (ci, clause) in parsed.clauses.iter().enumerate() {
                for (ai, argument) in clause.arguments.iter().enumerate() {
                    if arguments[ci][ai].is_none()
                        && argument.tokens.iter().any(|t| {
                            t.spelling_position()
                                .zip(spelled.as_ref())
                                .is_some_and(|((f, o), (g, p))| f == g && o == *p)
                        })
                    {
                        found = Some((ci, ai));
                        break 'exact;
                    }
                }
            }
            if found.is_none() {
                'clauses: for (ci, clause) in parsed.clauses.iter().enumerate() {
                    for (ai, argument) in clause.arguments.iter().enumerate() {
                        if let Some((first, last)) = token_span(&argument.tokens)
                            && (first..last).contains(&start)
                        {
                            found = Some((ci, ai));
                            break 'clauses;
                        }
                    }
                }
            }
            if let Some((ci, ai)) = found {
                arguments[ci][ai] = Some(expression);
            }
        }
        let src = self.src_attribute(&tokens, statement.as_ref(), &parsed);
        Ok(Parsed {
            directive: parsed,
            arguments,
            statement,
            src,
        })
    }

    /// The tokens of a directive as OpenACC reads them: its `#pragma` line
    /// (the next line's tokens cut off; comments are not tokens) with the
    /// macros after `#pragma acc` replaced.
    pub(crate) fn directive_line(&self, tokens: Vec<Token>) -> Result<Vec<Token>> {
        let main = tokens
            .first()
            .and_then(|t| t.location.as_ref())
            .is_some_and(|l| l.file == self.file);
        let mut line = directive::pragma_line(&tokens, main.then_some(self.source.as_slice()));
        if line.len() > 3 && !self.macros.is_empty() {
            let expanded = self
                .macros
                .expand_outside_parentheses(&line[3..])
                .map_err(|e| Unsupported {
                    location: e.location,
                    message: e.message,
                })?;
            line.truncate(3);
            line.extend(expanded);
        }
        Ok(line)
    }

    /// The directive's source ranges ([`attrs::SRC`]: the directive, its
    /// statement, its clauses in source order; byte offsets, end
    /// exclusive), as attribute text; an empty dictionary where the tokens
    /// have no location.
    fn src_attribute(
        &self,
        tokens: &[Token],
        statement: Option<&Cursor>,
        parsed: &Directive,
    ) -> String {
        let Some(directive) = token_span(tokens) else {
            return format!("{} = {{}}", attrs::SRC);
        };
        // Clause spans: from the clause name to the end of its arguments.
        let mut clauses = Vec::new();
        let mut index = 0;
        for clause in &parsed.clauses {
            let Some(start) = clause_start(tokens, clause, &mut index) else {
                continue;
            };
            clauses.push((start, clause.end.unwrap_or(start + clause.spelled.len())));
        }
        // Clauses that macros wrote: the file does not spell them, so
        // their text is given (what the source printer prints).
        let macro_written = tokens.iter().any(|t| t.spelled_at.is_some());
        attrs::DirectiveSource {
            directive,
            statement: statement.and_then(|s| self.statement_range(s)),
            clauses,
            clause_text: macro_written.then(|| parsed.clauses.iter().map(|c| c.text()).collect()),
            name: macro_written.then(|| parsed.name.spelling().to_string()),
        }
        .to_mlir()
    }

    /// The bytes a statement takes: to the end of its last nested part (a
    /// construct's extent covers only its directive line) and its final
    /// `;` (an expression statement's extent stops before it).
    pub(crate) fn statement_range(&self, statement: &Cursor) -> Option<(usize, usize)> {
        fn deep_end(cursor: &Cursor, source: &[u8]) -> usize {
            let mut own = cursor.byte_range().map_or(0, |r| r.end);
            if let Some(at) = cursor.end_macro_expansion() {
                // The range ends in a macro's expansion: at the end of its
                // invocation (its name and any parenthesized arguments).
                own = macro_invocation_end(source, at);
            }
            cursor
                .children()
                .last()
                .map_or(own, |c| own.max(deep_end(c, source)))
        }
        let start = statement.byte_range()?.start;
        let mut end = deep_end(statement, &self.source);
        let rest = self.source.get(end..).unwrap_or_default();
        let ends_block = end > 0 && self.source.get(end - 1) == Some(&b'}');
        if !ends_block
            && let Some(position) = rest.iter().position(|b| !b.is_ascii_whitespace())
            && rest[position] == b';'
        {
            end += position + 1;
        }
        Some((start, end))
    }

    /// A compute construct (`parallel`, `serial`, `kernels`) or a combined
    /// construct.
    pub(crate) fn compute_construct(&mut self, s: &Cursor) -> Result<()> {
        let parsed = self.parse_directive(s, true)?;
        let loc = self.loc(s);
        let name = parsed.directive.name;
        let (op, terminator, combined) = match name {
            DirectiveName::Parallel => ("acc.parallel", "acc.yield", false),
            DirectiveName::Serial => ("acc.serial", "acc.yield", false),
            DirectiveName::Kernels => ("acc.kernels", "acc.terminator", false),
            DirectiveName::ParallelLoop => ("acc.parallel", "acc.yield", true),
            DirectiveName::SerialLoop => ("acc.serial", "acc.yield", true),
            DirectiveName::KernelsLoop => ("acc.kernels", "acc.terminator", true),
            other => return Err(directive_error(s, other)),
        };
        let statement = parsed
            .statement
            .ok_or_else(|| unsupported(s, "construct without a statement"))?;
        // Global variables used inside are addressed before the construct,
        // so that they are the construct's live-ins (implicit data rules).
        self.hoist_globals(&statement);
        let mut text = String::from(op);
        if combined {
            text.push_str(" combined(loop)");
        }
        // Scalar clauses, evaluated before the construct.
        let mut attributes = vec![parsed.src.clone()];
        self.scalar_clauses(&parsed, &mut text, &mut attributes, true)?;
        // Data clauses: entries before the construct.
        let mut entries = self.data_entries(&parsed, true)?;
        // Combined constructs: the loop's reductions get an implicit copy.
        let mut loop_reductions = Vec::new();
        if combined {
            for (ci, clause) in parsed.clauses("reduction") {
                for ai in 0..clause.arguments.len() {
                    let expression = self.clause_expression(&parsed, ci, ai, s)?;
                    let var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                    // A variable already in a data clause (`copy(s)
                    // reduction(+:s)`) reduces into that clause's copy.
                    let named = entries.iter().position(|e| {
                        e.var.binding.as_ref().map(|b| &b.0) == var.binding.as_ref().map(|b| &b.0)
                            && var.binding.is_some()
                            && e.var.bounds.is_empty()
                    });
                    if let Some(index) = named {
                        loop_reductions.push((ci, ai, index));
                        continue;
                    }
                    let entry = self.entry_op(DataKind::Reduction, var, true, &loc, true)?;
                    loop_reductions.push((ci, ai, entries.len()));
                    entries.push(entry);
                }
            }
        }
        // Variable-length arrays used inside without a clause: OpenACC's
        // implicit `copy` (`present` under `default(present)`) of arrays,
        // with their bounds (an `llvm.alloca` of a run-time count of
        // elements does not say the array's size).
        for use_site in self.unnamed_vlas(&statement, &parsed) {
            let default = parsed
                .clauses("default")
                .next()
                .and_then(|(_, c)| c.arguments.first().map(|a| a.text()))
                .unwrap_or_default();
            if default == "none" {
                return Err(Unsupported {
                    location: use_site.location(),
                    message: format!(
                        "'{}' has no data clause on a construct with 'default(none)'",
                        use_site.spelling()
                    ),
                });
            }
            let mut var = self.clause_var(&use_site, &[])?;
            var.name = use_site.spelling();
            let kind = if default == "present" {
                DataKind::Present
            } else {
                DataKind::Copy
            };
            let entry = self.entry_op(kind, var, true, &loc, true)?;
            entries.push(entry);
        }
        // private/firstprivate/reduction of the construct: before it.
        let mut privates = Vec::new();
        let mut firstprivates = Vec::new();
        let mut reductions = Vec::new();
        if !combined {
            privates = self.private_ops(&parsed, "private", &loc, None)?;
            reductions = self.reduction_ops(&parsed, &loc, None, None)?;
        }
        firstprivates = {
            let _ = &firstprivates;
            self.private_ops(&parsed, "firstprivate", &loc, None)?
        };
        // The loop of a combined construct (or the only loop of a compute
        // construct): its bounds are computed before the construct.
        let only_loop = if combined {
            Some(statement)
        } else {
            only_loop_construct(&statement)
        };
        let precomputed = match only_loop {
            Some(loop_statement) if combined => {
                let collapse = collapse_count(&parsed, self, combined, &loop_statement)?;
                Some(self.loop_bounds(&loop_statement, collapse)?)
            }
            Some(construct) => {
                let inner = self.parse_directive(&construct, true)?;
                let for_statement = inner
                    .statement
                    .ok_or_else(|| unsupported(&construct, "loop construct without a loop"))?;
                let collapse = collapse_count(&inner, self, false, &for_statement)?;
                Some(self.loop_bounds(&for_statement, collapse)?)
            }
            None => None,
        };
        let group = |values: &[(Value, ClauseVar)]| -> String {
            values
                .iter()
                .map(|(v, _)| v.name.clone())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let types = |count: usize| vec!["!llvm.ptr"; count].join(", ");
        if !entries.is_empty() {
            text.push_str(&format!(
                " dataOperands({} : {})",
                entries
                    .iter()
                    .map(|e| e.result.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                types(entries.len())
            ));
        }
        if !privates.is_empty() {
            text.push_str(&format!(
                " private({} : {})",
                group(&privates),
                types(privates.len())
            ));
        }
        if !firstprivates.is_empty() {
            text.push_str(&format!(
                " firstprivate({} : {})",
                group(&firstprivates),
                types(firstprivates.len())
            ));
        }
        if !reductions.is_empty() {
            text.push_str(&format!(
                " reduction({} : {})",
                group(&reductions),
                types(reductions.len())
            ));
        }
        // The body: variables of clauses designate the operations' results.
        let mut bindings: Vec<(ClauseVar, Value)> = Vec::new();
        for entry in &entries {
            if entry.kind != DataKind::Reduction {
                bindings.push((clone_var(&entry.var), entry.result.clone()));
            }
        }
        for (value, var) in privates.iter().chain(&firstprivates).chain(&reductions) {
            bindings.push((clone_var(var), value.clone()));
        }
        let reduction_copies: Vec<(usize, usize, Value)> = loop_reductions
            .iter()
            .map(|(ci, ai, index)| (*ci, *ai, entries[*index].result.clone()))
            .collect();
        self.f.in_compute += 1;
        self.f.computes.push(name);
        let region = self.region(true, terminator, &loc, |this| {
            let saved = this.bind(&bindings, &loc);
            let outcome = if combined {
                this.loop_with(
                    &parsed,
                    statement,
                    Some(name),
                    precomputed,
                    &reduction_copies,
                )
            } else {
                this.statement_with_loop_bounds(&statement, precomputed)
            };
            this.unbind(saved);
            outcome
        });
        self.f.in_compute -= 1;
        self.f.computes.pop();
        self.f.hoisted.pop();
        let region = region?;
        let attributes = attribute_text(&attributes);
        self.f.body.op(format!("{text} {region}{attributes}"), &loc);
        self.data_exits(&entries, &loc);
        Ok(())
    }

    /// The statement of a compute construct; its only loop construct uses
    /// the bounds computed before the construct.
    fn statement_with_loop_bounds(
        &mut self,
        statement: &Cursor,
        precomputed: Option<LoopBounds>,
    ) -> Result<()> {
        match precomputed {
            None => self.statement(statement),
            Some(bounds) => {
                let target = only_loop_construct(statement).expect("checked by the caller");
                // Declarations around the loop are lowered as usual.
                self.loop_construct_with(&target, Some(bounds))
            }
        }
    }

    /// `acc loop` in a statement position.
    pub(crate) fn loop_construct(&mut self, s: &Cursor) -> Result<()> {
        self.loop_construct_with(s, None)
    }

    fn loop_construct_with(&mut self, s: &Cursor, precomputed: Option<LoopBounds>) -> Result<()> {
        let parsed = self.parse_directive(s, true)?;
        if parsed.directive.name != DirectiveName::Loop {
            return Err(directive_error(s, parsed.directive.name));
        }
        let statement = parsed
            .statement
            .ok_or_else(|| unsupported(s, "loop construct without a loop"))?;
        self.loop_with(&parsed, statement, None, precomputed, &[])
    }

    /// The `acc.loop` of a loop construct or of a combined construct
    /// (`combined` names the compute construct).
    fn loop_with(
        &mut self,
        parsed: &Parsed,
        statement: Cursor,
        combined: Option<DirectiveName>,
        precomputed: Option<LoopBounds>,
        reduction_copies: &[(usize, usize, Value)],
    ) -> Result<()> {
        let loc = self.loc(&statement);
        let directive_loc = parsed
            .directive
            .location
            .as_ref()
            .map(|l| self.source_loc(l))
            .unwrap_or_else(|| loc.clone());
        let collapse = collapse_count(parsed, self, combined.is_some(), &statement)?;
        let mut bounds = match precomputed {
            Some(bounds) => bounds,
            None => self.loop_bounds(&statement, collapse)?,
        };
        let mut text = String::from("acc.loop");
        match combined {
            Some(DirectiveName::ParallelLoop) => text.push_str(" combined(parallel)"),
            Some(DirectiveName::SerialLoop) => text.push_str(" combined(serial)"),
            Some(DirectiveName::KernelsLoop) => text.push_str(" combined(kernels)"),
            _ => {}
        }
        let mut attributes = vec![parsed.src.clone()];
        // Partitioning, per device type: clauses after `device_type(...)`
        // apply to those devices (MLIR's `[#acc.device_type<...>]`).
        let clauses = device_clauses(parsed)?;
        let mut keyword_only: Vec<(&str, &'static str)> = Vec::new();
        let mut with_values: Vec<(&str, String, &'static str)> = Vec::new();
        let mut modes: Vec<(&str, &'static str)> = Vec::new();
        let mut tiles: Vec<(String, &'static str)> = Vec::new();
        for (ci, clause, devices) in &clauses {
            let ci = *ci;
            match clause.name.as_str() {
                level @ ("gang" | "worker" | "vector") => {
                    if clause.arguments.is_empty() && clause.modifier.is_none() {
                        for device in devices {
                            keyword_only.push((level, device));
                        }
                        continue;
                    }
                    let payload = if level == "gang" {
                        let mut parts = Vec::new();
                        for (ai, argument) in clause.arguments.iter().enumerate() {
                            let (key, is_star) = gang_argument_key(&argument.tokens);
                            let value = if is_star {
                                self.int_const(&Ty::int(32, true), -1, &directive_loc)
                            } else {
                                let expression =
                                    self.clause_expression(parsed, ci, ai, &statement)?;
                                self.int_value(&expression, 32)?
                            };
                            parts.push(format!("{key}={} : i32", value.name));
                        }
                        format!("{{{}}}", parts.join(", "))
                    } else {
                        let expression = self.clause_expression(parsed, ci, 0, &statement)?;
                        let value = self.int_value(&expression, 32)?;
                        format!("{} : i32", value.name)
                    };
                    for device in devices {
                        with_values.push((level, payload.clone(), device));
                    }
                }
                mode @ ("seq" | "auto" | "independent") => {
                    for device in devices {
                        modes.push((mode, device));
                    }
                }
                "tile" => {
                    let mut sizes = Vec::new();
                    for (ai, argument) in clause.arguments.iter().enumerate() {
                        if argument.tokens.len() == 1 && argument.tokens[0].spelling == "*" {
                            sizes.push(self.int_const(&Ty::int(32, true), -1, &directive_loc));
                        } else {
                            let expression = self.clause_expression(parsed, ci, ai, &statement)?;
                            sizes.push(self.int_value(&expression, 32)?);
                        }
                    }
                    let payload = format!(
                        "{{{}}}",
                        sizes
                            .iter()
                            .map(|v| format!("{} : i32", v.name))
                            .collect::<Vec<_>>()
                            .join(", ")
                    );
                    for device in devices {
                        tiles.push((payload.clone(), device));
                    }
                }
                _ => {}
            }
        }
        for level in ["gang", "worker", "vector"] {
            let keywords: Vec<&str> = keyword_only
                .iter()
                .filter(|(l, _)| *l == level)
                .map(|(_, d)| *d)
                .collect();
            let values: Vec<String> = with_values
                .iter()
                .filter(|(l, _, _)| *l == level)
                .map(|(_, payload, device)| with_device(payload, device))
                .collect();
            // MLIR 22 prints `worker([#acc.device_type<...>])` (and drops
            // the keyword of a mixed `worker(...)`) in forms its parser does
            // not read back: only the default-device keyword, or values.
            if level != "gang"
                && !keywords.is_empty()
                && (keywords != ["none"] || !values.is_empty())
            {
                let clause = clauses
                    .iter()
                    .find(|(_, c, d)| c.name == level && c.arguments.is_empty() && d != &["none"])
                    .or_else(|| clauses.iter().find(|(_, c, _)| c.name == level));
                return Err(Unsupported {
                    location: clause.and_then(|(_, c, _)| c.location.clone()),
                    message: format!(
                        "unsupported: '{level}' without an argument for a 'device_type' and '{level}' for another device on one loop (MLIR 22 cannot print it so that it reads back)"
                    ),
                });
            }
            if values.is_empty() && keywords == ["none"] {
                text.push_str(&format!(" {level}"));
            } else if !values.is_empty() || !keywords.is_empty() {
                let mut parts = Vec::new();
                if !keywords.is_empty() {
                    parts.push(device_list(&keywords));
                }
                parts.extend(values);
                text.push_str(&format!(" {level}({})", parts.join(", ")));
            }
        }
        // seq / auto / independent: for the default device, Clacc's rule
        // (independent in parallel constructs, auto in kernels).
        let in_kernels =
            match combined {
                Some(name) => name == DirectiveName::KernelsLoop,
                None => self.f.computes.last().is_some_and(|c| {
                    matches!(c, DirectiveName::Kernels | DirectiveName::KernelsLoop)
                }),
            };
        let seq = modes.contains(&("seq", "none"));
        if !modes.iter().any(|(_, device)| *device == "none") {
            modes.push((if in_kernels { "auto" } else { "independent" }, "none"));
        }
        for mode in ["seq", "auto", "independent"] {
            let devices: Vec<&str> = modes
                .iter()
                .filter(|(m, _)| *m == mode)
                .map(|(_, d)| *d)
                .collect();
            if !devices.is_empty() {
                let name = if mode == "auto" { "auto_" } else { mode };
                attributes.push(format!("{name} = {}", device_list(&devices)));
            }
        }
        let collapses: Vec<(usize, &'static str)> = collapse_entries(parsed)?;
        if !collapses.is_empty() && !parsed.has("tile") {
            attributes.push(format!(
                "collapse = [{}]",
                collapses
                    .iter()
                    .map(|(n, _)| n.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
            attributes.push(format!(
                "collapseDeviceType = {}",
                device_list(&collapses.iter().map(|(_, d)| *d).collect::<Vec<_>>())
            ));
        }
        if !tiles.is_empty() {
            text.push_str(&format!(
                " tile({})",
                tiles
                    .iter()
                    .map(|(payload, device)| with_device(payload, device))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
        // Loop-level private and reduction (inside the compute construct).
        let mut privates = self.private_ops(parsed, "private", &loc, Some(&statement))?;
        let reductions =
            self.reduction_ops(parsed, &loc, Some(&statement), Some(reduction_copies))?;
        // The control variables: an implicit private for those declared in
        // the `for` (and for any of a partitioned loop); a `seq` loop over
        // a variable declared outside updates it.
        // The bounds may have been computed before the compute construct:
        // inside it, a control variable named in a clause is the clause's
        // copy.
        for var in bounds.vars.iter_mut() {
            if let Some(bound) = self.f.locals.get(&var.usr) {
                var.addr = bound.addr.clone();
            }
        }
        let mut control_slots = Vec::new();
        // Control variables an explicit `private` clause of the loop names:
        // the loop runs on that copy, and the variable keeps its value.
        let mut privatized = Vec::new();
        for var in &bounds.vars {
            let explicit = privates.iter().find(|(_, clause)| {
                clause
                    .binding
                    .as_ref()
                    .is_some_and(|(usr, _, _)| *usr == var.usr)
            });
            if let Some((copy, _)) = explicit {
                control_slots.push(copy.clone());
                privatized.push(var.usr.clone());
                continue;
            }
            if var.declared || !seq {
                let recipe = self.private_recipe(&var.ty, "privatization", &loc)?;
                let mlir = self.types.mlir(&var.ty);
                // A variable the `for` declares needs no copy in C (the
                // source printer's concern): marked so.
                let declared = if var.declared {
                    format!(", {}", attrs::Flag::Declared.name())
                } else {
                    String::new()
                };
                let result = self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "acc.private varPtr({} : !llvm.ptr) varType({mlir}) recipe(@{recipe}) -> !llvm.ptr {{implicit = true, name = {}{declared}}}",
                        var.addr.name,
                        quote(&var.name)
                    ),
                    &loc,
                );
                privates.push((
                    result.clone(),
                    ClauseVar {
                        var_ptr: var.addr.clone(),
                        var_type: mlir,
                        bounds: Vec::new(),
                        binding: Some((var.usr.clone(), var.ty.clone(), false)),
                        name: var.name.clone(),
                        range: None,
                        is_const: false,
                        data_clause: None,
                    },
                ));
                control_slots.push(result);
            } else {
                control_slots.push(var.addr.clone());
            }
        }
        if !privates.is_empty() {
            text.push_str(&format!(
                " private({} : {})",
                privates
                    .iter()
                    .map(|(v, _)| v.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; privates.len()].join(", ")
            ));
        }
        if !reductions.is_empty() {
            text.push_str(&format!(
                " reduction({} : {})",
                reductions
                    .iter()
                    .map(|(v, _)| v.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; reductions.len()].join(", ")
            ));
        }
        // cache(...) directives at the top of the loop body.
        let caches = self.cache_ops(&bounds.body())?;
        if !caches.is_empty() {
            text.push_str(&format!(
                " cache({} : {})",
                caches
                    .iter()
                    .map(|v| v.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; caches.len()].join(", ")
            ));
        }
        let ivs: Vec<String> = bounds.vars.iter().map(|_| self.f.body.fresh()).collect();
        let iv_types: Vec<String> = bounds.vars.iter().map(|v| self.types.mlir(&v.ty)).collect();
        let list = |values: Vec<String>| values.join(", ");
        text.push_str(&format!(
            " control({}) = ({} : {}) to ({} : {}) step ({} : {})",
            list(
                ivs.iter()
                    .zip(&iv_types)
                    .map(|(i, t)| format!("{i} : {t}"))
                    .collect()
            ),
            list(bounds.lower.iter().map(|v| v.name.clone()).collect()),
            list(iv_types.clone()),
            list(bounds.upper.iter().map(|v| v.name.clone()).collect()),
            list(iv_types.clone()),
            list(bounds.step.iter().map(|v| v.name.clone()).collect()),
            list(iv_types.clone()),
        ));
        attributes.push(format!(
            "inclusiveUpperbound = array<i1: {}>",
            bounds
                .inclusive
                .iter()
                .map(|b| b.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
        // Which control variables are unsigned (`acc` integers are
        // signless), one flag per level.
        if bounds.vars.iter().any(|v| !v.ty.is_signed()) {
            let flags: Vec<bool> = bounds.vars.iter().map(|v| !v.ty.is_signed()).collect();
            attributes.push(attrs::unsigned_mlir(&flags));
        }
        let mut bindings: Vec<(ClauseVar, Value)> = Vec::new();
        for (value, var) in privates.iter().chain(&reductions) {
            bindings.push((clone_var(var), value.clone()));
        }
        let body = bounds.body();
        let region = self.region(crate::c::stmt::Scope::LoopBody, "acc.yield", &loc, |this| {
            let saved = this.bind(&bindings, &loc);
            for ((iv, slot), ty) in ivs.iter().zip(&control_slots).zip(&iv_types) {
                this.f.body.op(
                    format!("llvm.store {iv}, {} : {ty}, !llvm.ptr", slot.name),
                    &loc,
                );
            }
            let outcome = this.loop_body(&body);
            this.unbind(saved);
            outcome
        })?;
        let attributes = attribute_text(&attributes);
        self.f
            .body
            .op(format!("{text} {region}{attributes}"), &directive_loc);
        // A `seq` loop over a variable declared outside: its final value
        // (Clacc: such a variable is shared, unless a clause privatizes it).
        if seq {
            for (index, var) in bounds.vars.iter().enumerate() {
                if !var.declared && !privatized.contains(&var.usr) {
                    self.final_value(var, &bounds, index, &loc)?;
                }
            }
        }
        Ok(())
    }

    /// The body of an `acc.loop`: `continue` ends the iteration.
    fn loop_body(&mut self, body: &Cursor) -> Result<()> {
        let jumps = crate::c::stmt::jumps(body);
        if jumps.other || jumps.breaks {
            return Err(unsupported(body, "jump out of a loop construct"));
        }
        if !jumps.continues {
            return self.statement(body);
        }
        let loc = self.loc(body);
        self.f.body.push_region(false);
        self.f.cfg_region.push(true);
        let next = self.f.body.new_label();
        self.f.targets.push(crate::lower::JumpTarget::Blocks {
            break_to: None,
            continue_to: Some(next.clone()),
            scopes: self.f.blocks.len(),
        });
        let outcome = self.statement(body);
        self.f.targets.pop();
        self.f.cfg_region.pop();
        self.f.body.start_block(&next);
        self.f.body.terminate("scf.yield", &loc);
        let region = self.f.body.pop_region();
        outcome?;
        self.f.body.op(format!("scf.execute_region {region}"), &loc);
        Ok(())
    }

    /// Stores the value a `seq` loop leaves in its control variable:
    /// `lb + trip * step`, the first value that fails the condition.
    fn final_value(
        &mut self,
        var: &ControlVar,
        bounds: &LoopBounds,
        index: usize,
        loc: &str,
    ) -> Result<()> {
        let mlir = self.types.mlir(&var.ty);
        let (lb, ub, step) = (
            &bounds.lower[index],
            &bounds.upper[index],
            &bounds.step[index],
        );
        let signed = var.ty.is_signed();
        let div = if signed { "arith.divsi" } else { "arith.divui" };
        let b = &mut self.f.body;
        let one = b.value(&mlir, format!("arith.constant 1 : {mlir}"), loc);
        let zero = b.value(&mlir, format!("arith.constant 0 : {mlir}"), loc);
        // Counting up (step > 0): trip = max(0, (ub - lb + step - 1 + incl) / step);
        // counting down: trip = max(0, (lb - ub - step - 1 + incl) / -step).
        let down = b.value(
            "i1",
            format!("arith.cmpi slt, {}, {} : {mlir}", step.name, zero.name),
            loc,
        );
        let up_span = b.value(
            &mlir,
            format!("arith.subi {}, {} : {mlir}", ub.name, lb.name),
            loc,
        );
        let down_span = b.value(
            &mlir,
            format!("arith.subi {}, {} : {mlir}", lb.name, ub.name),
            loc,
        );
        let span = b.value(
            &mlir,
            format!(
                "arith.select {}, {}, {} : {mlir}",
                down.name, down_span.name, up_span.name
            ),
            loc,
        );
        let negated = b.value(
            &mlir,
            format!("arith.subi {}, {} : {mlir}", zero.name, step.name),
            loc,
        );
        let magnitude = b.value(
            &mlir,
            format!(
                "arith.select {}, {}, {} : {mlir}",
                down.name, negated.name, step.name
            ),
            loc,
        );
        let inclusive = if bounds.inclusive[index] { 1 } else { 0 };
        let extra = b.value(&mlir, format!("arith.constant {inclusive} : {mlir}"), loc);
        let a1 = b.value(
            &mlir,
            format!("arith.addi {}, {} : {mlir}", span.name, magnitude.name),
            loc,
        );
        let a2 = b.value(
            &mlir,
            format!("arith.subi {}, {} : {mlir}", a1.name, one.name),
            loc,
        );
        let a3 = b.value(
            &mlir,
            format!("arith.addi {}, {} : {mlir}", a2.name, extra.name),
            loc,
        );
        // An empty loop (ub on the wrong side of lb) leaves lb.
        let empty_up = if bounds.inclusive[index] {
            if signed { "sgt" } else { "ugt" }
        } else if signed {
            "sge"
        } else {
            "uge"
        };
        let empty_down = if bounds.inclusive[index] {
            if signed { "slt" } else { "ult" }
        } else if signed {
            "sle"
        } else {
            "ule"
        };
        let e_up = b.value(
            "i1",
            format!("arith.cmpi {empty_up}, {}, {} : {mlir}", lb.name, ub.name),
            loc,
        );
        let e_down = b.value(
            "i1",
            format!("arith.cmpi {empty_down}, {}, {} : {mlir}", lb.name, ub.name),
            loc,
        );
        let empty = b.value(
            "i1",
            format!(
                "arith.select {}, {}, {} : i1",
                down.name, e_down.name, e_up.name
            ),
            loc,
        );
        let trip = b.value(
            &mlir,
            format!("{div} {}, {} : {mlir}", a3.name, magnitude.name),
            loc,
        );
        let trip = b.value(
            &mlir,
            format!(
                "arith.select {}, {}, {} : {mlir}",
                empty.name, zero.name, trip.name
            ),
            loc,
        );
        let advance = b.value(
            &mlir,
            format!("arith.muli {}, {} : {mlir}", trip.name, step.name),
            loc,
        );
        let last = b.value(
            &mlir,
            format!("arith.addi {}, {} : {mlir}", lb.name, advance.name),
            loc,
        );
        self.store(&last, &var.addr, loc);
        Ok(())
    }

    /// Data, enter/exit data, update, host_data, wait, init, shutdown,
    /// set, atomic and cache constructs.
    pub(crate) fn other_construct(&mut self, s: &Cursor) -> Result<()> {
        let kind = s.directive().expect("a directive");
        let with_statement = matches!(
            kind,
            DirectiveKind::Data | DirectiveKind::HostData | DirectiveKind::Atomic
        );
        let parsed = self.parse_directive(s, with_statement)?;
        let loc = self.loc(s);
        if !matches!(
            parsed.directive.name,
            DirectiveName::Data
                | DirectiveName::Init
                | DirectiveName::Shutdown
                | DirectiveName::Set
        ) {
            self.reject_device_type(&parsed, s)?;
        }
        let mut attributes = vec![parsed.src.clone()];
        match parsed.directive.name {
            DirectiveName::Data => {
                let statement = parsed
                    .statement
                    .ok_or_else(|| unsupported(s, "data construct"))?;
                let mut text = String::from("acc.data");
                self.scalar_clauses(&parsed, &mut text, &mut attributes, false)?;
                let entries = self.data_entries(&parsed, true)?;
                if !entries.is_empty() {
                    text.push_str(&format!(
                        " dataOperands({} : {})",
                        entries
                            .iter()
                            .map(|e| e.result.name.clone())
                            .collect::<Vec<_>>()
                            .join(", "),
                        vec!["!llvm.ptr"; entries.len()].join(", ")
                    ));
                }
                let region = self.region(false, "acc.terminator", &loc, |this| {
                    this.statement(&statement)
                })?;
                self.f.body.op(
                    format!("{text} {region}{}", attribute_text(&attributes)),
                    &loc,
                );
                self.data_exits(&entries, &loc);
                Ok(())
            }
            DirectiveName::EnterData | DirectiveName::ExitData => {
                let enter = parsed.directive.name == DirectiveName::EnterData;
                let mut text = String::from(if enter {
                    "acc.enter_data"
                } else {
                    "acc.exit_data"
                });
                self.scalar_clauses(&parsed, &mut text, &mut attributes, false)?;
                if parsed.has("finalize") {
                    attributes.push("finalize".into());
                }
                let mut operands = Vec::new();
                let mut exits = Vec::new();
                for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
                    let kind = match (enter, clause.name.as_str()) {
                        (true, "copyin") => ("acc.copyin", None, None),
                        (true, "create") => ("acc.create", None, None),
                        (true, "attach") => ("acc.attach", None, None),
                        (false, "copyout") => {
                            ("acc.getdeviceptr", Some("acc_copyout"), Some("acc.copyout"))
                        }
                        (false, "delete") => {
                            ("acc.getdeviceptr", Some("acc_delete"), Some("acc.delete"))
                        }
                        (false, "detach") => {
                            ("acc.getdeviceptr", Some("acc_detach"), Some("acc.detach"))
                        }
                        _ => continue,
                    };
                    for ai in 0..clause.arguments.len() {
                        let expression = self.clause_expression(&parsed, ci, ai, s)?;
                        let var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                        let result = self.data_op(kind.0, kind.1, &var, false, false, &loc)?;
                        operands.push(result.clone());
                        if let Some(exit) = kind.2 {
                            exits.push((exit, result, var));
                        }
                    }
                }
                if !operands.is_empty() {
                    text.push_str(&format!(
                        " dataOperands({} : {})",
                        operands
                            .iter()
                            .map(|v| v.name.clone())
                            .collect::<Vec<_>>()
                            .join(", "),
                        vec!["!llvm.ptr"; operands.len()].join(", ")
                    ));
                }
                let attributes = if attributes.is_empty() {
                    String::new()
                } else {
                    format!(" attributes {{{}}}", attributes.join(", "))
                };
                self.f.body.op(format!("{text}{attributes}"), &loc);
                for (exit, result, var) in exits {
                    self.exit_op(exit, None, &result, &var, false, false, &loc);
                }
                Ok(())
            }
            DirectiveName::Update => {
                let mut text = String::from("acc.update");
                self.scalar_clauses(&parsed, &mut text, &mut attributes, false)?;
                if parsed.has("if_present") {
                    attributes.push("ifPresent".into());
                }
                let mut operands = Vec::new();
                let mut exits = Vec::new();
                for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
                    let host = match clause.name.as_str() {
                        "device" => false,
                        "self" | "host" => true,
                        _ => continue,
                    };
                    // `self` of update names variables; of compute constructs
                    // it is a condition (handled by scalar_clauses there).
                    for ai in 0..clause.arguments.len() {
                        let expression = self.clause_expression(&parsed, ci, ai, s)?;
                        let var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                        if host {
                            let data_clause = if clause.name == "host" {
                                "acc_update_host"
                            } else {
                                "acc_update_self"
                            };
                            let result = self.data_op(
                                "acc.getdeviceptr",
                                Some(data_clause),
                                &var,
                                false,
                                false,
                                &loc,
                            )?;
                            operands.push(result.clone());
                            exits.push((result, var, data_clause));
                        } else {
                            let result =
                                self.data_op("acc.update_device", None, &var, false, false, &loc)?;
                            operands.push(result);
                        }
                    }
                }
                text.push_str(&format!(
                    " dataOperands({} : {})",
                    operands
                        .iter()
                        .map(|v| v.name.clone())
                        .collect::<Vec<_>>()
                        .join(", "),
                    vec!["!llvm.ptr"; operands.len()].join(", ")
                ));
                let attributes = format!(" attributes {{{}}}", attributes.join(", "));
                self.f.body.op(format!("{text}{attributes}"), &loc);
                for (result, var, data_clause) in exits {
                    self.exit_op(
                        "acc.update_host",
                        Some(data_clause),
                        &result,
                        &var,
                        false,
                        false,
                        &loc,
                    );
                }
                Ok(())
            }
            DirectiveName::HostData => {
                let statement = parsed
                    .statement
                    .ok_or_else(|| unsupported(s, "host_data construct"))?;
                let mut text = String::from("acc.host_data");
                self.scalar_clauses(&parsed, &mut text, &mut attributes, false)?;
                if parsed.has("if_present") {
                    attributes.push("ifPresent".into());
                }
                let mut bindings = Vec::new();
                let mut operands = Vec::new();
                for (ci, clause) in parsed.clauses("use_device") {
                    for ai in 0..clause.arguments.len() {
                        let expression = self.clause_expression(&parsed, ci, ai, s)?;
                        let var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                        let result =
                            self.data_op("acc.use_device", None, &var, false, true, &loc)?;
                        operands.push(result.clone());
                        bindings.push((var, result));
                    }
                }
                text.push_str(&format!(
                    " dataOperands({} : {})",
                    operands
                        .iter()
                        .map(|v| v.name.clone())
                        .collect::<Vec<_>>()
                        .join(", "),
                    vec!["!llvm.ptr"; operands.len()].join(", ")
                ));
                let region = self.region(false, "acc.terminator", &loc, |this| {
                    let saved = this.bind(&bindings, &loc);
                    let outcome = this.statement(&statement);
                    this.unbind(saved);
                    outcome
                })?;
                self.f.body.op(
                    format!("{text} {region}{}", attribute_text(&attributes)),
                    &loc,
                );
                Ok(())
            }
            DirectiveName::Wait => {
                let mut text = String::from("acc.wait");
                let mut queues = Vec::new();
                // The directive's own arguments: Clang gives them as the
                // first expressions (after the clauses' in reverse order);
                // match them by position.
                let expressions: Vec<Cursor> = s
                    .children()
                    .into_iter()
                    .filter(Cursor::is_expression)
                    .collect();
                for argument in &parsed.directive.arguments {
                    let Some((first, last)) = token_span(&argument.tokens) else {
                        continue;
                    };
                    if argument
                        .tokens
                        .first()
                        .is_some_and(|t| t.spelling == "devnum" || t.spelling == "queues")
                    {
                        return Err(unsupported(s, "'devnum:'/'queues:' in 'wait'"));
                    }
                    let expression = expressions
                        .iter()
                        .find(|e| {
                            e.byte_range()
                                .is_some_and(|r| (first..last).contains(&r.start))
                        })
                        .ok_or_else(|| unsupported(s, "wait argument"))?;
                    queues.push(self.int_value(expression, 32)?);
                }
                if !queues.is_empty() {
                    text.push_str(&format!(
                        "({} : {})",
                        queues
                            .iter()
                            .map(|v| v.name.clone())
                            .collect::<Vec<_>>()
                            .join(", "),
                        vec!["i32"; queues.len()].join(", ")
                    ));
                }
                self.scalar_clauses(&parsed, &mut text, &mut attributes, false)?;
                self.f
                    .body
                    .op(format!("{text}{}", attribute_dict(&attributes)), &loc);
                Ok(())
            }
            DirectiveName::Init | DirectiveName::Shutdown | DirectiveName::Set => {
                let mut text = String::from(match parsed.directive.name {
                    DirectiveName::Init => "acc.init",
                    DirectiveName::Shutdown => "acc.shutdown",
                    _ => "acc.set",
                });
                // Several `device_type` clauses name the union of their
                // devices (Clang and GCC accept them).
                let mut all_devices: Vec<&'static str> = Vec::new();
                for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
                    match clause.name.as_str() {
                        "device_num" | "default_async" => {
                            let expression = self.clause_expression(&parsed, ci, 0, s)?;
                            let value = self.int_value(&expression, 32)?;
                            text.push_str(&format!(" {}({} : i32)", clause.name, value.name));
                        }
                        "device_type" => {
                            for device in device_types(clause)? {
                                if !all_devices.contains(&device) {
                                    all_devices.push(device);
                                }
                            }
                            if parsed.directive.name == DirectiveName::Set && all_devices.len() > 1
                            {
                                return Err(Unsupported {
                                    location: clause.location.clone(),
                                    message: "'set' takes one device type".into(),
                                });
                            }
                        }
                        "if" => {
                            let expression = self.clause_expression(&parsed, ci, 0, s)?;
                            let value = self.condition(&expression)?;
                            text.push_str(&format!(" if({})", value.name));
                        }
                        _ => {}
                    }
                }
                match all_devices.as_slice() {
                    [] => {}
                    [device] if parsed.directive.name == DirectiveName::Set => {
                        attributes.push(format!("device_type = #acc.device_type<{device}>"));
                    }
                    devices => {
                        attributes.push(format!("device_types = {}", device_list(devices)));
                    }
                }
                self.f
                    .body
                    .op(format!("{text}{}", attribute_dict(&attributes)), &loc);
                Ok(())
            }
            DirectiveName::Atomic => self.atomic(&parsed, s),
            // A cache directive at the top of a loop that is not a loop
            // construct: a hint with no acc operation to carry it.
            DirectiveName::Cache if self.f.in_compute > 0 => Ok(()),
            DirectiveName::Cache => Err(unsupported(
                s,
                "'cache' directive outside a compute construct",
            )),
            other => Err(directive_error(s, other)),
        }
    }

    /// `device_type` on directives whose operations carry no per-device
    /// clauses here (data, enter/exit data, host_data, wait, atomic).
    fn reject_device_type(&self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        if let Some((_, clause)) = parsed.clauses("device_type").next() {
            return Err(Unsupported {
                location: clause.location.clone().or_else(|| s.location()),
                message: format!(
                    "unsupported: 'device_type' clause on '{}'",
                    parsed.directive.name.spelling()
                ),
            });
        }
        Ok(())
    }

    /// Clauses with scalar arguments: `if`, `self(cond)`, `async`, `wait`,
    /// `num_gangs`, `num_workers`, `vector_length`, `default`. After a
    /// `device_type(...)` clause, `async`, `wait`, `num_gangs`,
    /// `num_workers` and `vector_length` apply to those devices only (MLIR's
    /// `[#acc.device_type<...>]` suffixes).
    fn scalar_clauses(
        &mut self,
        parsed: &Parsed,
        text: &mut String,
        attributes: &mut Vec<String>,
        compute: bool,
    ) -> Result<()> {
        let per_device = compute || parsed.directive.name == DirectiveName::Data;
        let mut devices: Vec<&'static str> = vec!["none"];
        // (clause, payload, device) in order; keyword-only clauses by device.
        let mut groups: Vec<(&'static str, String, &'static str)> = Vec::new();
        let mut async_only: Vec<&'static str> = Vec::new();
        let mut wait_only: Vec<&'static str> = Vec::new();
        let mut wait_all = false;
        let mut wait_queues: Vec<Value> = Vec::new();
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            let located = |message: &str| Unsupported {
                location: clause.location.clone(),
                message: message.to_string(),
            };
            let expression = |ai: usize| -> Result<Cursor> {
                parsed.expression(ci, ai).ok_or_else(|| {
                    located(&format!(
                        "the argument of '{}' is not an expression",
                        clause.spelled
                    ))
                })
            };
            let device_specific = devices != ["none"];
            if device_specific && !per_device && matches!(clause.name.as_str(), "async" | "wait") {
                return Err(located(&format!(
                    "unsupported: '{}' after 'device_type' on '{}'",
                    clause.spelled,
                    parsed.directive.name.spelling()
                )));
            }
            match clause.name.as_str() {
                "device_type" => devices = device_types(clause)?,
                "if" => {
                    let e = expression(0)?;
                    let value = self.condition(&e)?;
                    text.push_str(&format!(" if({})", value.name));
                }
                "self" if compute => {
                    if clause.arguments.is_empty() {
                        attributes.push("selfAttr".into());
                    } else {
                        let e = expression(0)?;
                        let value = self.condition(&e)?;
                        text.push_str(&format!(" self({})", value.name));
                    }
                }
                "async" => {
                    if clause.arguments.is_empty() && !per_device {
                        text.push_str(" async");
                    } else if clause.arguments.is_empty() {
                        async_only.extend(&devices);
                    } else {
                        let e = expression(0)?;
                        let value = self.int_value(&e, 32)?;
                        if per_device {
                            for device in &devices {
                                groups.push(("async", format!("{} : i32", value.name), device));
                            }
                        } else {
                            text.push_str(&format!(" async({} : i32)", value.name));
                        }
                    }
                }
                "wait" => {
                    if clause.arguments.is_empty() {
                        if per_device {
                            wait_only.extend(&devices);
                        } else {
                            wait_all = true;
                        }
                    } else {
                        if clause.modifier.is_some() {
                            return Err(located("unsupported: 'devnum:'/'queues:' in 'wait'"));
                        }
                        let mut values = Vec::new();
                        for ai in 0..clause.arguments.len() {
                            let e = expression(ai)?;
                            values.push(self.int_value(&e, 32)?);
                        }
                        let list = values
                            .iter()
                            .map(|v| format!("{} : i32", v.name))
                            .collect::<Vec<_>>()
                            .join(", ");
                        if per_device {
                            for device in &devices {
                                groups.push(("wait", format!("{{{list}}}"), device));
                            }
                        } else {
                            wait_queues.extend(values);
                        }
                    }
                }
                "num_gangs" if compute => {
                    let mut values = Vec::new();
                    for ai in 0..clause.arguments.len() {
                        let e = expression(ai)?;
                        values.push(self.int_value(&e, 32)?);
                    }
                    let list = values
                        .iter()
                        .map(|v| format!("{} : i32", v.name))
                        .collect::<Vec<_>>()
                        .join(", ");
                    for device in &devices {
                        groups.push(("num_gangs", format!("{{{list}}}"), device));
                    }
                }
                "num_workers" | "vector_length" if compute => {
                    let e = expression(0)?;
                    let value = self.int_value(&e, 32)?;
                    let key = if clause.name == "num_workers" {
                        "num_workers"
                    } else {
                        "vector_length"
                    };
                    for device in &devices {
                        groups.push((key, format!("{} : i32", value.name), device));
                    }
                }
                "default" => {
                    let value = clause
                        .arguments
                        .first()
                        .map(|a| a.text())
                        .unwrap_or_default();
                    attributes.push(format!("defaultAttr = #acc<defaultvalue {value}>"));
                }
                _ => {}
            }
        }
        // Several `wait` clauses (Clang and GCC accept them) wait for the
        // union of their queues; a `wait` without queues waits for all.
        if wait_all {
            text.push_str(" wait");
        } else if !wait_queues.is_empty() {
            let names: Vec<String> = wait_queues.iter().map(|v| v.name.clone()).collect();
            if parsed.directive.name == DirectiveName::Update {
                let list: Vec<String> = names.iter().map(|n| format!("{n} : i32")).collect();
                text.push_str(&format!(" wait({{{}}})", list.join(", ")));
            } else {
                text.push_str(&format!(
                    " wait({} : {})",
                    names.join(", "),
                    vec!["i32"; names.len()].join(", ")
                ));
            }
        }
        for key in ["async", "wait", "num_gangs", "num_workers", "vector_length"] {
            let entries: Vec<String> = groups
                .iter()
                .filter(|(k, _, _)| *k == key)
                .map(|(_, payload, device)| with_device(payload, device))
                .collect();
            if !entries.is_empty() {
                text.push_str(&format!(" {key}({})", entries.join(", ")));
            }
        }
        if !async_only.is_empty() {
            attributes.push(format!("asyncOnly = {}", device_list(&async_only)));
        }
        if !wait_only.is_empty() {
            attributes.push(format!("waitOnly = {}", device_list(&wait_only)));
        }
        Ok(())
    }

    /// An integer expression as an `iN` value.
    fn int_value(&mut self, e: &Cursor, bits: u32) -> Result<Value> {
        let ty = self.ty_of(e)?;
        let value = self.rvalue(e)?;
        if !ty.is_integer() {
            return Err(unsupported(e, "non-integer clause argument"));
        }
        self.convert(value, &ty, &Ty::int(bits, true), e)
    }

    /// The typed expression of a clause argument (Clang's).
    fn clause_expression<'t>(
        &self,
        parsed: &Parsed<'t>,
        ci: usize,
        ai: usize,
        at: &Cursor,
    ) -> Result<Cursor<'t>> {
        parsed.expression(ci, ai).ok_or_else(|| {
            let clause = &parsed.directive.clauses[ci];
            Unsupported {
                location: clause.arguments[ai]
                    .location()
                    .cloned()
                    .or_else(|| at.location()),
                message: format!(
                    "unsupported: argument '{}' of '{}'",
                    clause.arguments[ai].text(),
                    clause.spelled
                ),
            }
        })
    }

    /// The entry operations of the data clauses of a structured construct.
    fn data_entries(&mut self, parsed: &Parsed, structured: bool) -> Result<Vec<Entry>> {
        let mut entries = Vec::new();
        let at = parsed.statement;
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            let Some(kind) = DataKind::from_clause(&clause.name) else {
                continue;
            };
            for ai in 0..clause.arguments.len() {
                let expression = match parsed.expression(ci, ai) {
                    Some(e) => e,
                    None => {
                        return Err(Unsupported {
                            location: clause.arguments[ai].location().cloned(),
                            message: format!(
                                "unsupported: argument '{}' of '{}'",
                                clause.arguments[ai].text(),
                                clause.spelled
                            ),
                        });
                    }
                };
                let mut var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                if kind == DataKind::Deviceptr {
                    var = self.pointer_value_var(&expression, var)?;
                }
                // `copyin(readonly: ...)`, `copyout(zero: ...)`,
                // `create(zero: ...)`: their own data clause kinds.
                var.data_clause = match (kind, clause.modifier.as_deref()) {
                    (DataKind::Copyin, Some("readonly")) => Some("acc_copyin_readonly"),
                    (DataKind::Copyout, Some("zero")) => Some("acc_copyout_zero"),
                    (DataKind::Create, Some("zero")) => Some("acc_create_zero"),
                    (_, None) => None,
                    (_, Some(other)) => {
                        return Err(Unsupported {
                            location: clause.location.clone(),
                            message: format!(
                                "unsupported: modifier '{other}' on '{}'",
                                clause.spelled
                            ),
                        });
                    }
                };
                let loc = self.loc(&expression);
                let entry = self.entry_op(kind, var, structured, &loc, false)?;
                entries.push(entry);
            }
        }
        let _ = at;
        Ok(entries)
    }

    fn entry_op(
        &mut self,
        kind: DataKind,
        var: ClauseVar,
        structured: bool,
        loc: &str,
        implicit: bool,
    ) -> Result<Entry> {
        let (op, data_clause) = kind.entry();
        let data_clause = var.data_clause.or(data_clause);
        let result = self.data_op(op, data_clause, &var, implicit, structured, loc)?;
        Ok(Entry {
            result,
            var,
            kind,
            implicit,
        })
    }

    /// One data entry operation (`acc.copyin`, `acc.getdeviceptr`, ...).
    fn data_op(
        &mut self,
        op: &str,
        data_clause: Option<&str>,
        var: &ClauseVar,
        implicit: bool,
        structured: bool,
        loc: &str,
    ) -> Result<Value> {
        let bounds = if var.bounds.is_empty() {
            String::new()
        } else {
            format!(" bounds({})", var.bounds.join(", "))
        };
        let attributes = entry_attributes(data_clause, var, implicit, structured);
        Ok(self.f.body.value(
            "!llvm.ptr",
            format!(
                "{op} varPtr({} : !llvm.ptr) varType({}){bounds} -> !llvm.ptr {attributes}",
                var.var_ptr.name, var.var_type
            ),
            loc,
        ))
    }

    /// The exit operations after a structured construct, in clause order.
    fn data_exits(&mut self, entries: &[Entry], loc: &str) {
        for entry in entries {
            if let Some((op, data_clause)) = entry.kind.exit() {
                let data_clause = entry.var.data_clause.or(data_clause);
                self.exit_op(
                    op,
                    data_clause,
                    &entry.result,
                    &entry.var,
                    entry.kind == DataKind::Reduction || entry.implicit,
                    true,
                    loc,
                );
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn exit_op(
        &mut self,
        op: &str,
        data_clause: Option<&str>,
        result: &Value,
        var: &ClauseVar,
        implicit: bool,
        structured: bool,
        loc: &str,
    ) {
        let bounds = if var.bounds.is_empty() {
            String::new()
        } else {
            format!(" bounds({})", var.bounds.join(", "))
        };
        let attributes = entry_attributes(data_clause, var, implicit, structured);
        let text = match op {
            "acc.copyout" | "acc.update_host" => format!(
                "{op} accPtr({} : !llvm.ptr){bounds} to varPtr({} : !llvm.ptr) varType({}) {attributes}",
                result.name, var.var_ptr.name, var.var_type
            ),
            _ => format!(
                "{op} accPtr({} : !llvm.ptr){bounds} {attributes}",
                result.name
            ),
        };
        self.f.body.op(text, loc);
    }

    /// The variable, type and bounds of a clause argument (a variable, an
    /// array element, an array section, a member).
    fn clause_var(&mut self, expression: &Cursor, tokens: &[Token]) -> Result<ClauseVar> {
        let name = tokens
            .iter()
            .map(|t| t.spelling.as_str())
            .collect::<String>();
        let range = token_span(tokens);
        let loc = self.loc(expression);
        let mut sections = Vec::new();
        let mut base = *expression;
        // Peel sections (`a[lo:len]`) and subscripts (`a[i]`), outermost last.
        loop {
            match base.kind() {
                CXCursor_ArraySectionExpr => {
                    let parts = operands(&base);
                    let section_base = *parts
                        .first()
                        .ok_or_else(|| unsupported(&base, "array section"))?;
                    let (lower, length) =
                        self.section_parts(&base, &parts, tokens, sections.len())?;
                    sections.push((lower, length, base));
                    base = section_base;
                }
                CXCursor_ArraySubscriptExpr => {
                    let parts = operands(&base);
                    let [b, index] = parts.as_slice() else {
                        return Err(unsupported(&base, "subscript in a clause"));
                    };
                    sections.push((Some(*index), None, base));
                    base = *b;
                }
                CXCursor_UnexposedExpr | CXCursor_ParenExpr
                    if operands(&base).len() == 1 && !sections.is_empty() =>
                {
                    base = operands(&base)[0];
                }
                _ => break,
            }
        }
        let base = crate::lower::strip_wrappers(base);
        let base_ty = self.ty_of(&base)?;
        let is_const = base.ty().is_const() || base.referenced().is_some_and(|d| d.ty().is_const());
        // What the construct's body designates by the clause's variable: a
        // variable (by USR), or a member expression (by its spelling).
        let binding_usr = match base.kind() {
            CXCursor_DeclRefExpr => base.referenced().map(|d| d.usr()),
            CXCursor_MemberRefExpr => Some(format!("{MEMBER}{}", base.source_text())),
            _ => None,
        };
        // A whole variable-length array: a section of all of it (its type
        // alone does not say its size).
        let whole_vla = sections.is_empty() && crate::c::stmt::is_vla(&base_ty);
        if whole_vla {
            let mut element = &base_ty;
            while let Ty::Array(inner, _) = element {
                sections.push((None, Some(None), *expression));
                element = inner;
            }
        }
        if sections.is_empty() {
            // A whole variable or member: its address and type. MLIR's
            // data operations reject a pointer `varType`; a pointer variable
            // is described as the one-pointer struct of the same layout.
            let addr = self.lvalue(&base)?;
            let var_type = match &base_ty {
                Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
                other => self.types.mlir(other),
            };
            return Ok(ClauseVar {
                var_ptr: addr,
                var_type,
                bounds: Vec::new(),
                binding: binding_usr.map(|u| (u, base_ty, false)),
                name,
                range,
                is_const,
                data_clause: None,
            });
        }
        // Sections: outermost subscript first in source order.
        if !whole_vla {
            sections.reverse();
        }
        let (var_ptr, through_pointer) = match &base_ty {
            Ty::Ptr(_) => (self.rvalue(&base)?, true),
            Ty::Array(..) => (self.lvalue(&base)?, false),
            _ => return Err(unsupported(&base, "array section of a non-array")),
        };
        // The dimensions: the first through the base's pointee/element,
        // then through arrays only (a pointer inside would not be
        // contiguous).
        let mut dims: Vec<Option<ArrayLen>> = Vec::new();
        let mut element = base_ty.clone();
        for (index, _) in sections.iter().enumerate() {
            let next = match &element {
                Ty::Ptr(inner) if index == 0 => {
                    dims.push(None);
                    (**inner).clone()
                }
                Ty::Array(inner, length) => {
                    dims.push(match length {
                        ArrayLen::Incomplete => None,
                        known => Some(known.clone()),
                    });
                    (**inner).clone()
                }
                _ => {
                    return Err(unsupported(
                        expression,
                        "array section through a pointer to pointers (not contiguous)",
                    ));
                }
            };
            element = next;
        }
        let mut bounds = Vec::new();
        for ((lower, length, at), dim) in sections.iter().zip(&dims) {
            let zero = self.i64_const(0, &loc);
            let one = self.i64_const(1, &loc);
            let lower = match lower {
                Some(e) => {
                    let ty = self.ty_of(e)?;
                    let v = self.rvalue(e)?;
                    self.convert(v, &ty, &Ty::int(64, true), e)?
                }
                None => zero.clone(),
            };
            let length = match length {
                Some(Some(e)) => {
                    let ty = self.ty_of(e)?;
                    let v = self.rvalue(e)?;
                    self.convert(v, &ty, &Ty::int(64, true), e)?
                }
                Some(None) => match dim {
                    Some(n) => {
                        let n = match n {
                            ArrayLen::Dynamic(length) => Value::new(length.clone(), "i64"),
                            ArrayLen::Const(n) => self.i64_const(*n as i64, &loc),
                            ArrayLen::Incomplete => self.i64_const(0, &loc),
                        };
                        self.f.body.value(
                            "i64",
                            format!("arith.subi {}, {} : i64", n.name, lower.name),
                            &loc,
                        )
                    }
                    None => {
                        return Err(unsupported(
                            at,
                            "array section without a length on a pointer",
                        ));
                    }
                },
                None => one.clone(),
            };
            let last = self.f.body.value(
                "i64",
                format!("arith.addi {}, {} : i64", lower.name, length.name),
                &loc,
            );
            let upper = self.f.body.value(
                "i64",
                format!("arith.subi {}, {} : i64", last.name, one.name),
                &loc,
            );
            let bound = self.f.body.value(
                "!acc.data_bounds_ty",
                format!(
                    "acc.bounds lowerbound({} : i64) upperbound({} : i64) extent({} : i64) stride({} : i64) startIdx({} : i64)",
                    lower.name, upper.name, length.name, one.name, zero.name
                ),
                &loc,
            );
            bounds.push(bound.name);
        }
        // MLIR counts dimensions from the fastest-varying one.
        bounds.reverse();
        Ok(ClauseVar {
            var_ptr,
            var_type: self.types.mlir(&element),
            bounds,
            binding: binding_usr.map(|u| (u, base_ty.clone(), through_pointer)),
            name,
            range,
            is_const,
            data_clause: None,
        })
    }

    /// `deviceptr(p)`: the pointer's value is the device address; the body
    /// uses the operation's result as `p`.
    fn pointer_value_var(&mut self, expression: &Cursor, var: ClauseVar) -> Result<ClauseVar> {
        let base = crate::lower::strip_wrappers(*expression);
        let ty = self.ty_of(&base)?;
        let Ty::Ptr(pointee) = &ty else {
            return Err(unsupported(expression, "'deviceptr' of a non-pointer"));
        };
        let value = self.load(&var.var_ptr, &ty, &self.loc(expression));
        let element = match &**pointee {
            Ty::Void | Ty::Opaque => "i8".to_string(),
            other => self.types.mlir(other),
        };
        Ok(ClauseVar {
            var_ptr: value,
            var_type: element,
            binding: var.binding.map(|(usr, ty, _)| (usr, ty, true)),
            ..var
        })
    }

    /// The lower bound and length of an `ArraySectionExpr` (`None` when
    /// omitted; the length as `Some(None)` when omitted).
    #[allow(clippy::type_complexity)]
    fn section_parts<'t>(
        &self,
        section: &Cursor<'t>,
        parts: &[Cursor<'t>],
        tokens: &[Token],
        group: usize,
    ) -> Result<(Option<Cursor<'t>>, Option<Option<Cursor<'t>>>)> {
        // Which of lower/length are written: from the clause argument's
        // tokens (macros replaced) around ':' in the section's brackets,
        // the `group`-th bracket group from the argument's end.
        let tokens = self
            .macros
            .expand(tokens)
            .unwrap_or_else(|_| tokens.to_vec());
        let mut open = None;
        let mut colon = None;
        let mut close = None;
        let mut depth = 0usize;
        let mut seen = 0usize;
        for index in (0..tokens.len()).rev() {
            match tokens[index].spelling.as_str() {
                "]" | ")" => {
                    if depth == 0 && tokens[index].spelling == "]" {
                        if seen == group {
                            close = Some(index);
                        }
                        seen += 1;
                    }
                    depth += 1;
                }
                "[" | "(" => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 && close.is_some() {
                        open = Some(index);
                        break;
                    }
                }
                ":" if depth == 1 && close.is_some() && colon.is_none() => colon = Some(index),
                _ => {}
            }
        }
        let (Some(open), Some(colon), Some(close)) = (open, colon, close) else {
            return Err(unsupported(section, "array section"));
        };
        let mut lower = None;
        let mut length = None;
        for part in &parts[1..] {
            // The part's first token in the section: where it is spelled
            // (in a macro's body for a macro-written part), else where it
            // is in the file.
            let spelled = part.start_spelling_position();
            let start = part.byte_range().map(|r| r.start);
            let index = (open + 1..close)
                .find(|&i| {
                    tokens[i]
                        .spelling_position()
                        .zip(spelled.as_ref())
                        .is_some_and(|((f, o), (g, p))| f == g && o == *p)
                })
                .or_else(|| {
                    (open + 1..close)
                        .find(|&i| tokens[i].spelled_at.is_none() && tokens[i].offset == start)
                });
            match index {
                Some(i) if i < colon => lower = Some(*part),
                Some(_) => length = Some(*part),
                None => return Err(unsupported(section, "array section")),
            }
        }
        Ok((lower, Some(length)))
    }

    /// `private`/`firstprivate` operations of a clause kind (before the
    /// construct, or before the loop inside it).
    fn private_ops(
        &mut self,
        parsed: &Parsed,
        clause_name: &str,
        loc: &str,
        at: Option<&Cursor>,
    ) -> Result<Vec<(Value, ClauseVar)>> {
        let _ = at;
        let mut ops = Vec::new();
        let (op, prefix) = if clause_name == "private" {
            ("acc.private", "privatization")
        } else {
            ("acc.firstprivate", "firstprivatization")
        };
        for (ci, clause) in parsed.clauses(clause_name) {
            for ai in 0..clause.arguments.len() {
                let expression = parsed.expression(ci, ai).ok_or_else(|| Unsupported {
                    location: clause.arguments[ai].location().cloned(),
                    message: format!(
                        "unsupported: argument '{}' of '{}'",
                        clause.arguments[ai].text(),
                        clause.spelled
                    ),
                })?;
                let var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                if !var.bounds.is_empty() {
                    let what = if var
                        .binding
                        .as_ref()
                        .is_some_and(|b| crate::c::stmt::is_vla(&b.1))
                    {
                        "a variable-length array"
                    } else {
                        "an array section"
                    };
                    return Err(Unsupported {
                        location: expression.file_location(),
                        message: format!(
                            "unsupported: {what} in a '{}' clause (whole arrays of constant \
                             size and scalars are supported)",
                            clause.spelled
                        ),
                    });
                }
                let ty = self.ty_of(&crate::lower::strip_wrappers(expression))?;
                let recipe = self.private_recipe(&ty, prefix, loc)?;
                let attributes = entry_attributes(None, &var, false, true);
                let result = self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "{op} varPtr({} : !llvm.ptr) varType({}) recipe(@{recipe}) -> !llvm.ptr {attributes}",
                        var.var_ptr.name, var.var_type
                    ),
                    loc,
                );
                ops.push((result, var));
            }
        }
        Ok(ops)
    }

    /// `acc.reduction` operations; `copies` gives, for a combined
    /// construct, the implicit copy each one reduces into.
    fn reduction_ops(
        &mut self,
        parsed: &Parsed,
        loc: &str,
        at: Option<&Cursor>,
        copies: Option<&[(usize, usize, Value)]>,
    ) -> Result<Vec<(Value, ClauseVar)>> {
        let _ = at;
        let mut ops = Vec::new();
        for (ci, clause) in parsed.clauses("reduction") {
            let operator = clause.modifier.clone().unwrap_or_default();
            for ai in 0..clause.arguments.len() {
                let expression = parsed.expression(ci, ai).ok_or_else(|| Unsupported {
                    location: clause.arguments[ai].location().cloned(),
                    message: format!(
                        "unsupported: argument '{}' of 'reduction'",
                        clause.arguments[ai].text()
                    ),
                })?;
                let mut var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                if !var.bounds.is_empty() {
                    return Err(unsupported(
                        &expression,
                        if var
                            .binding
                            .as_ref()
                            .is_some_and(|b| crate::c::stmt::is_vla(&b.1))
                        {
                            "variable-length array in a reduction clause"
                        } else {
                            "array section in a reduction clause"
                        },
                    ));
                }
                let ty = self.ty_of(&crate::lower::strip_wrappers(expression))?;
                let recipe = self.reduction_recipe(&ty, &operator, clause, loc)?;
                if let Some(copy) =
                    copies.and_then(|c| c.iter().find(|(c2, a2, _)| *c2 == ci && *a2 == ai))
                {
                    var.var_ptr = copy.2.clone();
                }
                let attributes = entry_attributes(None, &var, false, true);
                let result = self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "acc.reduction varPtr({} : !llvm.ptr) varType({}) recipe(@{recipe}) -> !llvm.ptr {attributes}",
                        var.var_ptr.name, var.var_type
                    ),
                    loc,
                );
                ops.push((result, var));
            }
        }
        Ok(ops)
    }

    /// Binds the variables of clauses to the operations' results for the
    /// construct's body; gives what to restore.
    fn bind(&mut self, bindings: &[(ClauseVar, Value)], loc: &str) -> Vec<Saved> {
        let _ = loc;
        let mut saved = Vec::new();
        for (var, result) in bindings {
            let Some((usr, ty, through_pointer)) = &var.binding else {
                continue;
            };
            if *through_pointer && !usr.starts_with(MEMBER) {
                // A section of a pointer variable: the pointer's value is the
                // device address (no copy in memory, nothing to keep live).
                let previous = self.f.values.insert(usr.clone(), result.clone());
                saved.push(Saved::Value(usr.clone(), previous));
                continue;
            }
            let addr = if *through_pointer {
                // A section of a pointer member: the body reads the member;
                // a private slot holds the device address.
                let slot = self.f.body.alloca("!llvm.ptr", 8, loc);
                self.store(result, &slot, loc);
                slot
            } else {
                result.clone()
            };
            let var = Var {
                addr,
                ty: ty.clone(),
            };
            if usr.starts_with(MEMBER) {
                let previous = self.f.members.insert(usr.clone(), var);
                saved.push(Saved::Member(usr.clone(), previous));
            } else {
                let previous = self.f.locals.insert(usr.clone(), var);
                saved.push(Saved::Local(usr.clone(), previous));
            }
        }
        saved
    }

    fn unbind(&mut self, saved: Vec<Saved>) {
        for entry in saved.into_iter().rev() {
            match entry {
                Saved::Value(usr, previous) => restore(&mut self.f.values, usr, previous),
                Saved::Member(usr, previous) => restore(&mut self.f.members, usr, previous),
                Saved::Local(usr, previous) => restore(&mut self.f.locals, usr, previous),
            }
        }
    }

    /// The local variable-length arrays declared outside a construct that
    /// its statement uses and that none of its clauses names: each one's
    /// first use.
    fn unnamed_vlas<'t>(&mut self, statement: &Cursor<'t>, parsed: &Parsed<'t>) -> Vec<Cursor<'t>> {
        fn collect<'t>(cursor: &Cursor<'t>, found: &mut Vec<Cursor<'t>>) {
            if cursor.kind() == CXCursor_DeclRefExpr {
                found.push(*cursor);
            }
            for child in cursor.children() {
                collect(&child, found);
            }
        }
        let mut references = Vec::new();
        collect(statement, &mut references);
        let named: Vec<String> = parsed
            .arguments
            .iter()
            .flatten()
            .flatten()
            .filter_map(|e| {
                let mut base = crate::lower::strip_wrappers(*e);
                while matches!(
                    base.kind(),
                    CXCursor_ArraySectionExpr | CXCursor_ArraySubscriptExpr
                ) {
                    base = crate::lower::strip_wrappers(*operands(&base).first()?);
                }
                base.referenced().map(|d| d.usr())
            })
            .collect();
        let mut found: Vec<(String, Cursor)> = Vec::new();
        for reference in references {
            let Some(declaration) = reference.referenced() else {
                continue;
            };
            let usr = declaration.usr();
            if found.iter().any(|(u, _)| *u == usr) || named.contains(&usr) {
                continue;
            }
            if self
                .f
                .locals
                .get(&usr)
                .is_some_and(|var| crate::c::stmt::is_vla(&var.ty))
            {
                found.push((usr, reference));
            }
        }
        found.into_iter().map(|(_, reference)| reference).collect()
    }

    /// Addresses of the globals a construct's body uses, taken before it.
    fn hoist_globals(&mut self, body: &Cursor) {
        let mut found: Vec<Cursor> = Vec::new();
        collect_globals(body, &mut found);
        let mut map = HashMap::new();
        for global in found {
            let usr = global.usr();
            if map.contains_key(&usr)
                || self.f.locals.contains_key(&usr)
                || self.declared.contains(&usr)
            {
                continue;
            }
            let Ok((symbol, _)) = self.global(global) else {
                continue;
            };
            // Named, as a local's storage is: a pass that gives the global
            // a clause names it.
            let loc = self.variable_loc(&global);
            let addr = self.f.body.value(
                "!llvm.ptr",
                format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                &loc,
            );
            map.insert(usr, addr);
        }
        self.f.hoisted.push(map);
    }

    /// The recipe symbol for privatizing a `ty` (declared once).
    fn private_recipe(&mut self, ty: &Ty, prefix: &str, loc: &str) -> Result<String> {
        let mlir = self.types.mlir(ty);
        let name = format!("{prefix}_{}", mangle(&mlir));
        if self.symbols.insert(name.clone()) {
            let align = self.types.align_of(ty);
            let init = format!(
                "init {{\n^bb0(%orig: !llvm.ptr):\n  %one = arith.constant 1 : i64\n  %p = llvm.alloca %one x {mlir} {{alignment = {align} : i64}} : (i64) -> !llvm.ptr\n  acc.yield %p : !llvm.ptr\n}}"
            );
            let text = if prefix == "privatization" {
                format!("acc.private.recipe @{name} : !llvm.ptr {init}")
            } else {
                format!(
                    "acc.firstprivate.recipe @{name} : !llvm.ptr {init} copy {{\n^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):\n  %v = llvm.load %src : !llvm.ptr -> {mlir}\n  llvm.store %v, %dst : {mlir}, !llvm.ptr\n  acc.terminator\n}}"
                )
            };
            self.recipes.push(crate::lower::located(&text, loc));
        }
        Ok(name)
    }

    /// The recipe symbol of a reduction of `ty` with a C operator.
    fn reduction_recipe(
        &mut self,
        ty: &Ty,
        operator: &str,
        clause: &Clause,
        loc: &str,
    ) -> Result<String> {
        let mlir = self.types.mlir(ty);
        let located = |message: String| Unsupported {
            location: clause.location.clone(),
            message,
        };
        if !ty.is_arithmetic() {
            return Err(located(format!("unsupported: reduction of type '{mlir}'")));
        }
        let float = ty.is_float();
        let signed = ty.is_signed();
        let bits = ty.bits();
        let (kind, identity, combine): (&str, String, String) = match operator {
            "+" => (
                "add",
                if float { "0.0".into() } else { "0".into() },
                if float {
                    "arith.addf %a, %b".into()
                } else {
                    "arith.addi %a, %b".into()
                },
            ),
            "*" => (
                "mul",
                if float { "1.0".into() } else { "1".into() },
                if float {
                    "arith.mulf %a, %b".into()
                } else {
                    "arith.muli %a, %b".into()
                },
            ),
            "max" => (
                "max",
                if float {
                    match bits {
                        32 => "0xFF800000".into(),
                        80 => "0xFFFF8000000000000000".into(),
                        _ => "0xFFF0000000000000".into(),
                    }
                } else if signed {
                    (i64::MIN >> (64 - bits)).to_string()
                } else {
                    "0".into()
                },
                if float {
                    "arith.maximumf %a, %b".into()
                } else if signed {
                    "arith.maxsi %a, %b".into()
                } else {
                    "arith.maxui %a, %b".into()
                },
            ),
            "min" => (
                "min",
                if float {
                    match bits {
                        32 => "0x7F800000".into(),
                        80 => "0x7FFF8000000000000000".into(),
                        _ => "0x7FF0000000000000".into(),
                    }
                } else if signed {
                    (i64::MAX >> (64 - bits)).to_string()
                } else {
                    "-1".into()
                },
                if float {
                    "arith.minimumf %a, %b".into()
                } else if signed {
                    "arith.minsi %a, %b".into()
                } else {
                    "arith.minui %a, %b".into()
                },
            ),
            "&" if !float => ("iand", "-1".into(), "arith.andi %a, %b".into()),
            "|" if !float => ("ior", "0".into(), "arith.ori %a, %b".into()),
            "^" if !float => ("xor", "0".into(), "arith.xori %a, %b".into()),
            "&&" => (
                "land",
                if float { "1.0".into() } else { "1".into() },
                String::new(),
            ),
            "||" => (
                "lor",
                if float { "0.0".into() } else { "0".into() },
                String::new(),
            ),
            other => {
                return Err(located(format!(
                    "unsupported: reduction operator '{other}' on '{mlir}'"
                )));
            }
        };
        let name = format!(
            "reduction_{kind}_{}{}",
            if !float && !signed && bits > 1 {
                "u"
            } else {
                ""
            },
            mangle(&mlir)
        );
        if self.symbols.insert(name.clone()) {
            let combiner = if combine.is_empty() {
                // && and ||: (a != 0) op (b != 0), as 0 or 1.
                let zero = if float { "0.0" } else { "0" };
                let compare = if float {
                    "arith.cmpf une,"
                } else {
                    "arith.cmpi ne,"
                };
                let logic = if kind == "land" {
                    "arith.andi"
                } else {
                    "arith.ori"
                };
                let back = if float {
                    format!("arith.uitofp %l : i1 to {mlir}")
                } else {
                    format!("arith.extui %l : i1 to {mlir}")
                };
                format!(
                    "  %z = arith.constant {zero} : {mlir}\n  %ta = {compare} %a, %z : {mlir}\n  %tb = {compare} %b, %z : {mlir}\n  %l = {logic} %ta, %tb : i1\n  %c = {back}\n"
                )
            } else if matches!(ty, Ty::Bool) {
                // `_Bool` stays 0 or 1.
                format!(
                    "  %r = {combine} : {mlir}\n  %zb = arith.constant 0 : i8\n  %tb = arith.cmpi ne, %r, %zb : i8\n  %c = arith.extui %tb : i1 to i8\n"
                )
            } else {
                format!("  %c = {combine} : {mlir}\n")
            };
            let align = self.types.align_of(ty);
            let text = format!(
                "acc.reduction.recipe @{name} : !llvm.ptr reduction_operator <{kind}> init {{\n^bb0(%orig: !llvm.ptr):\n  %one = arith.constant 1 : i64\n  %p = llvm.alloca %one x {mlir} {{alignment = {align} : i64}} : (i64) -> !llvm.ptr\n  %i = arith.constant {identity} : {mlir}\n  llvm.store %i, %p : {mlir}, !llvm.ptr\n  acc.yield %p : !llvm.ptr\n}} combiner {{\n^bb0(%lhs: !llvm.ptr, %rhs: !llvm.ptr):\n  %a = llvm.load %lhs : !llvm.ptr -> {mlir}\n  %b = llvm.load %rhs : !llvm.ptr -> {mlir}\n{combiner}  llvm.store %c, %lhs : {mlir}, !llvm.ptr\n  acc.yield %lhs : !llvm.ptr\n}}"
            );
            self.recipes.push(crate::lower::located(&text, loc));
        }
        Ok(name)
    }

    /// `acc.cache` operations of `cache` directives at the top of a loop
    /// body.
    fn cache_ops(&mut self, body: &Cursor) -> Result<Vec<Value>> {
        let statements = if body.kind() == CXCursor_CompoundStmt {
            body.children()
        } else {
            Vec::new()
        };
        let mut values = Vec::new();
        for statement in statements {
            if statement.directive() != Some(DirectiveKind::Cache) {
                break;
            }
            let parsed = self.parse_directive(&statement, false)?;
            let loc = self.loc(&statement);
            let expressions: Vec<Cursor> = statement
                .children()
                .into_iter()
                .filter(Cursor::is_expression)
                .collect();
            for argument in &parsed.directive.arguments {
                let mut tokens = argument.tokens.clone();
                if tokens.first().is_some_and(|t| t.spelling == "readonly")
                    && tokens.get(1).is_some_and(|t| t.spelling == ":")
                {
                    tokens.drain(..2);
                }
                let Some((first, last)) = token_span(&tokens) else {
                    continue;
                };
                let expression = expressions
                    .iter()
                    .find(|e| {
                        e.byte_range()
                            .is_some_and(|r| (first..last).contains(&r.start))
                    })
                    .ok_or_else(|| unsupported(&statement, "cache argument"))?;
                let var = self.clause_var(expression, &tokens)?;
                let result = self.data_op("acc.cache", None, &var, false, true, &loc)?;
                values.push(result);
                self.f
                    .cached
                    .insert(statement.byte_range().map(|r| r.start).unwrap_or(0));
            }
        }
        Ok(values)
    }

    /// `acc atomic` (read, write, update, capture). Addresses and operands
    /// are evaluated first; the atomic operations (and a capture's region)
    /// hold only the atomic accesses.
    fn atomic(&mut self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let statement = parsed
            .statement
            .ok_or_else(|| unsupported(s, "atomic construct"))?;
        let kind = parsed
            .directive
            .arguments
            .first()
            .map(|a| a.text())
            .unwrap_or_else(|| "update".into());
        if parsed.has("if") {
            return Err(unsupported(s, "'if' clause on 'atomic'"));
        }
        let operations = match kind.as_str() {
            "read" => {
                let (v, x) = assignment(&statement)?;
                vec![self.prepare_read(&v, &x)?]
            }
            "write" => {
                let (x, e) = assignment(&statement)?;
                vec![self.prepare_write(&x, &e)?]
            }
            "update" => vec![self.prepare_update(&crate::lower::strip_wrappers(statement))?],
            "capture" => self.prepare_capture(&statement)?,
            other => return Err(unsupported(s, &format!("atomic '{other}'"))),
        };
        if kind == "capture" {
            let region = self.region(false, "acc.terminator", &loc, |this| {
                for operation in &operations {
                    this.emit_atomic(operation, &loc, "")?;
                }
                Ok(())
            })?;
            self.f.body.op(
                format!("acc.atomic.capture {region} {{{}}}", parsed.src),
                &loc,
            );
            return Ok(());
        }
        let src = format!(" {{{}}}", parsed.src);
        for operation in &operations {
            self.emit_atomic(operation, &loc, &src)?;
        }
        Ok(())
    }

    /// The type of an atomic operation's variable, if atomic access to it
    /// exists (not x86's 80-bit `long double`: no power-of-two size).
    fn atomic_type(&mut self, x: &Cursor) -> Result<Ty> {
        let ty = self.ty_of(x)?;
        if ty.bits() == 80 && ty.is_float() {
            return Err(unsupported(
                x,
                "atomic operation on a 'long double' (its 10 bytes have no atomic access)",
            ));
        }
        Ok(ty)
    }

    fn prepare_read<'t>(&mut self, v: &Cursor<'t>, x: &Cursor<'t>) -> Result<Atomic<'t>> {
        let x = crate::lower::strip_wrappers(*x);
        let ty = self.atomic_type(&x)?;
        let x_addr = self.lvalue(&x)?;
        let v_addr = self.lvalue(v)?;
        Ok(Atomic::Read {
            v: v_addr,
            x: x_addr,
            mlir: self.types.mlir(&ty),
        })
    }

    fn prepare_write<'t>(&mut self, x: &Cursor<'t>, e: &Cursor<'t>) -> Result<Atomic<'t>> {
        let ty = self.atomic_type(x)?;
        let value = self.rvalue(e)?;
        let x_addr = self.lvalue(x)?;
        Ok(Atomic::Write {
            x: x_addr,
            value,
            mlir: self.types.mlir(&ty),
        })
    }

    /// `x++`, `x op= e`, `x = x op e`, `x = e op x`.
    fn prepare_update<'t>(&mut self, e: &Cursor<'t>) -> Result<Atomic<'t>> {
        let (x, op, operand, reversed) = update_parts(e)?;
        let ty = self.atomic_type(&x)?;
        let operand = match &operand {
            Some(o) => {
                let value_ty = self.ty_of(o)?;
                let value = self.rvalue(o)?;
                Some((value, value_ty))
            }
            None => None,
        };
        let x_addr = self.lvalue(&x)?;
        Ok(Atomic::Update {
            x: x_addr,
            ty,
            op,
            operand,
            reversed,
            at: *e,
        })
    }

    /// The operations of an atomic capture: `v = x++`, `v = x op= e`,
    /// `{v = x; x op= e;}`, `{x op= e; v = x;}`, `{v = x; x = e;}`.
    fn prepare_capture<'t>(&mut self, statement: &Cursor<'t>) -> Result<Vec<Atomic<'t>>> {
        let statements: Vec<Cursor> = if statement.kind() == CXCursor_CompoundStmt {
            statement.children()
        } else {
            vec![*statement]
        };
        match statements.as_slice() {
            [single] => {
                // v = <update of x>
                let (v, update) = assignment(single)?;
                let update = crate::lower::strip_wrappers(update);
                let (x, _, _, _) = update_parts(&update)?;
                let postfix = update.kind() == CXCursor_UnaryOperator
                    && matches!(
                        update.unary_operator(),
                        CXUnaryOperator_PostInc | CXUnaryOperator_PostDec
                    );
                let _ = x;
                // Both operations name `x` by the same address (the
                // capture's verifier requires it).
                let write = self.prepare_update(&update)?;
                let read = self.read_of(&v, &write)?;
                Ok(if postfix {
                    vec![read, write]
                } else {
                    vec![write, read]
                })
            }
            [first, second] => {
                let first = crate::lower::strip_wrappers(*first);
                let second = crate::lower::strip_wrappers(*second);
                if let Ok((v, x)) = assignment(&first)
                    && is_plain_read(&x)
                {
                    // {v = x; x op= e;} or {v = x; x = e;}
                    let _ = x;
                    let write = if update_parts(&second).is_ok() {
                        self.prepare_update(&second)?
                    } else {
                        let (x2, e) = assignment(&second)?;
                        self.prepare_write(&x2, &e)?
                    };
                    let read = self.read_of(&v, &write)?;
                    return Ok(vec![read, write]);
                }
                // {x op= e; v = x;}
                let update = self.prepare_update(&first)?;
                let (v, _) = assignment(&second)?;
                let read = self.read_of(&v, &update)?;
                Ok(vec![update, read])
            }
            _ => Err(unsupported(statement, "atomic capture statement")),
        }
    }

    /// The read of a capture into `v` from the `x` of `other`.
    fn read_of<'t>(&mut self, v: &Cursor<'t>, other: &Atomic<'t>) -> Result<Atomic<'t>> {
        let (x, mlir) = match other {
            Atomic::Update { x, ty, .. } => (x.clone(), self.types.mlir(ty)),
            Atomic::Write { x, mlir, .. } => (x.clone(), mlir.clone()),
            Atomic::Read { x, mlir, .. } => (x.clone(), mlir.clone()),
        };
        let v = self.lvalue(v)?;
        Ok(Atomic::Read { v, x, mlir })
    }

    /// An atomic operation; `src` is its attribute dictionary (the
    /// directive's source ranges), empty inside `atomic capture`.
    fn emit_atomic(&mut self, operation: &Atomic, loc: &str, src: &str) -> Result<()> {
        match operation {
            Atomic::Read { v, x, mlir } => {
                self.f.body.op(
                    format!(
                        "acc.atomic.read {} = {} : !llvm.ptr, !llvm.ptr, {mlir}{src}",
                        v.name, x.name
                    ),
                    loc,
                );
            }
            Atomic::Write { x, value, mlir } => {
                self.f.body.op(
                    format!(
                        "acc.atomic.write {} = {} : !llvm.ptr, {mlir}{src}",
                        x.name, value.name
                    ),
                    loc,
                );
            }
            Atomic::Update {
                x,
                ty,
                op,
                operand,
                reversed,
                at,
            } => {
                let at_loc = self.loc(at);
                let mlir = self.types.mlir(ty);
                let argument = self.f.body.fresh();
                self.f
                    .body
                    .push_region_with_arguments(&format!("{argument}: {mlir} {at_loc}"));
                let old = Value::new(argument.clone(), mlir.clone());
                let new = match (op, operand) {
                    (UpdateOp::Step(delta), _) => {
                        let step = if ty.is_float() {
                            self.f.body.value(
                                &mlir,
                                format!("arith.constant {delta}.0 : {mlir}"),
                                &at_loc,
                            )
                        } else {
                            self.int_const(ty, *delta, &at_loc)
                        };
                        let add = if ty.is_float() {
                            "arith.addf"
                        } else {
                            "arith.addi"
                        };
                        self.f.body.value(
                            &mlir,
                            format!("{add} {}, {} : {mlir}", old.name, step.name),
                            &at_loc,
                        )
                    }
                    (UpdateOp::Arith(arith), Some((value, value_ty))) => {
                        let computation = crate::c::expr::common_type(ty, value_ty);
                        let (left, left_ty, right, right_ty) = if *reversed {
                            (value.clone(), value_ty.clone(), old.clone(), ty.clone())
                        } else {
                            (old.clone(), ty.clone(), value.clone(), value_ty.clone())
                        };
                        let result =
                            self.arith(*arith, left, &left_ty, right, &right_ty, &computation, at)?;
                        self.convert(result, &computation, ty, at)?
                    }
                    _ => {
                        return Err(Unsupported {
                            location: None,
                            message: "unsupported: atomic update".into(),
                        });
                    }
                };
                self.f
                    .body
                    .op(format!("acc.yield {} : {mlir}", new.name), &at_loc);
                let region = self.f.body.pop_region();
                self.f.body.op(
                    format!("acc.atomic.update {} : !llvm.ptr {region}{src}", x.name),
                    loc,
                );
            }
        }
        Ok(())
    }

    /// `#pragma acc routine` on a function (an attribute of its declaration).
    pub(crate) fn routine_from_attribute(
        &mut self,
        function: &Cursor,
        attribute: &Cursor,
    ) -> Result<()> {
        let Some(location) = attribute.location() else {
            return Ok(());
        };
        // The attribute points at `routine`: tokenize its line.
        let tokens = line_tokens(function, &location);
        if tokens.len() < 3 || tokens[2].spelling != "acc" {
            return Ok(());
        }
        let tokens = self.directive_line(tokens)?;
        let parsed = directive::parse(&tokens).map_err(|e| Unsupported {
            location: e.location,
            message: e.message,
        })?;
        if parsed.name != DirectiveName::Routine {
            return Ok(());
        }
        // The directive's range, and the declaration it applies to.
        let src = token_span(&tokens).map(|directive| attrs::DirectiveSource {
            directive,
            statement: function.byte_range().map(|r| (r.start, r.end)),
            ..Default::default()
        });
        self.routine(function, &parsed, src.as_ref())
    }

    /// `routine` for `function`; `src`: the directive's range, and for the
    /// form before a declaration the declaration's as its statement.
    fn routine(
        &mut self,
        function: &Cursor,
        parsed: &Directive,
        src: Option<&attrs::DirectiveSource>,
    ) -> Result<()> {
        let name = self.symbol(function);
        let location = match &parsed.location {
            Some(l) => self.source_loc(l),
            None => self.loc(function),
        };
        let entries = self.routines.entry(name.clone()).or_default();
        let symbol = format!("acc_routine_{name}_{}", entries.len());
        let mut text = format!("acc.routine @{symbol} func(@{name})");
        for clause in &parsed.clauses {
            match clause.name.as_str() {
                "seq" | "worker" | "vector" | "nohost" => {
                    text.push_str(&format!(" {}", clause.name))
                }
                "gang" if clause.arguments.is_empty() => text.push_str(" gang"),
                "gang" => {
                    return Err(Unsupported {
                        location: clause.location.clone(),
                        message: "unsupported: 'gang(dim:)' on 'routine'".into(),
                    });
                }
                "bind" => {
                    let target = clause
                        .arguments
                        .first()
                        .map(|a| a.text())
                        .unwrap_or_default();
                    let target = target.trim_matches('"');
                    text.push_str(&format!(" bind({})", quote(target)));
                }
                "device_type" => {
                    return Err(Unsupported {
                        location: clause.location.clone(),
                        message: "unsupported: 'device_type' clause".into(),
                    });
                }
                _ => {}
            }
        }
        let clauses = text[text.find(" func").unwrap_or(0)..].to_string();
        if entries
            .iter()
            .any(|e| e.contains(&format!("{clauses} loc(")))
        {
            return Ok(());
        }
        let attributes = src
            .map(|src| format!(" attributes {{{}}}", src.to_mlir()))
            .unwrap_or_default();
        entries.push(format!("{text}{attributes} {location}"));
        Ok(())
    }

    /// A directive that is a declaration (`routine(name)`, `declare`) at
    /// file scope or in a function (`function` is the current one).
    pub(crate) fn directive_declaration(
        &mut self,
        decl: Cursor,
        function: Option<&str>,
    ) -> Result<()> {
        let tokens = decl.tokens();
        if tokens.len() < 3 || tokens[0].spelling != "#" || tokens[2].spelling != "acc" {
            return Ok(());
        }
        let tokens = self.directive_line(tokens)?;
        let parsed = directive::parse(&tokens).map_err(|e| Unsupported {
            location: e.location,
            message: e.message,
        })?;
        let _ = function;
        match parsed.name {
            DirectiveName::Routine => {
                let Some(target) = parsed.arguments.first() else {
                    return Ok(());
                };
                let name = target.text();
                let Some(function) = find_function(&decl, &name) else {
                    return Err(Unsupported {
                        location: target.location().cloned(),
                        message: format!(
                            "unsupported: 'routine({name})' names no function of this file"
                        ),
                    });
                };
                let src = token_span(&tokens).map(|directive| attrs::DirectiveSource {
                    directive,
                    ..Default::default()
                });
                self.routine(&function, &parsed, src.as_ref())
            }
            DirectiveName::Declare => self.declare(&decl, &parsed, function.is_some()),
            _ => Ok(()),
        }
    }

    /// `declare`: in a function, entry operations and `acc.declare_enter`
    /// here and `acc.declare_exit` with the exit operations at every
    /// return; at file scope, the global's `acc.declare` attribute and an
    /// `acc.global_ctor` that enters its data. Arguments are variables.
    fn declare(&mut self, decl: &Cursor, parsed: &Directive, in_function: bool) -> Result<()> {
        let loc = self.loc(decl);
        // The directive's ranges, for the source printer: on the enter op,
        // and (the directive's alone) on each exit op.
        let tokens = decl.tokens();
        let src = self.src_attribute(&tokens, None, parsed);
        let directive_range = token_span(&tokens);
        let mut entries = Vec::new();
        for clause in &parsed.clauses {
            let kind = match clause.name.as_str() {
                "copy" => DataKind::Copy,
                "copyin" => DataKind::Copyin,
                "copyout" => DataKind::Copyout,
                "create" => DataKind::Create,
                "device_resident" => DataKind::DeviceResident,
                "link" => DataKind::Link,
                "present" => DataKind::Present,
                "deviceptr" => DataKind::Deviceptr,
                other => {
                    return Err(Unsupported {
                        location: clause.location.clone(),
                        message: format!("unsupported: '{other}' clause on 'declare'"),
                    });
                }
            };
            for argument in &clause.arguments {
                let name = argument.text();
                let located = |message: String| Unsupported {
                    location: argument.location().cloned(),
                    message,
                };
                if argument.tokens.len() != 1 {
                    return Err(located(format!(
                        "unsupported: 'declare' of '{name}' (only whole variables)"
                    )));
                }
                let variable = self
                    .f
                    .names
                    .get(&name)
                    .cloned()
                    .filter(|_| in_function)
                    .map(|usr| (usr, None))
                    .or_else(|| find_global(decl, &name).map(|g| (g.usr(), Some(g))))
                    .ok_or_else(|| {
                        located(format!(
                            "unsupported: 'declare' of '{name}', which names no variable here"
                        ))
                    })?;
                if !in_function {
                    let global = variable.1.expect("a file-scope declare names a global");
                    return self.declare_global(
                        &global,
                        kind,
                        &name,
                        argument.location().cloned(),
                        &src,
                    );
                }
                let var =
                    match variable.1 {
                        None => self.f.locals.get(&variable.0).cloned().ok_or_else(|| {
                            located(format!("unsupported: 'declare' of '{name}'"))
                        })?,
                        Some(global) => self.var_address(&global, decl)?,
                    };
                let var_type = match &var.ty {
                    Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
                    other => self.types.mlir(other),
                };
                let clause_var = ClauseVar {
                    var_ptr: var.addr.clone(),
                    var_type,
                    bounds: Vec::new(),
                    binding: None,
                    name: name.clone(),
                    range: token_span(&argument.tokens),
                    is_const: false,
                    data_clause: None,
                };
                entries.push(self.entry_op(kind, clause_var, true, &loc, false)?);
            }
        }
        if !in_function || entries.is_empty() {
            return Ok(());
        }
        let token = self.f.body.value(
            "!acc.declare_token",
            format!(
                "acc.declare_enter dataOperands({} : {}) attributes {{{src}}}",
                entries
                    .iter()
                    .map(|e| e.result.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; entries.len()].join(", ")
            ),
            &loc,
        );
        self.f
            .declares
            .push((token.name, entries, loc, directive_range));
        Ok(())
    }

    /// The exits of the function's `declare` directives (before a return;
    /// `at`: the return statement's byte range, or the empty range before
    /// the function's closing brace).
    pub(crate) fn declare_exits(&mut self, at: Option<(usize, usize)>) {
        let declares = std::mem::take(&mut self.f.declares);
        for (token, entries, loc, directive) in declares.iter().rev() {
            let src = match (at, directive) {
                (Some(statement), Some(directive)) => format!(
                    " attributes {{{}}}",
                    attrs::DirectiveSource {
                        directive: *directive,
                        statement: Some(statement),
                        ..Default::default()
                    }
                    .to_mlir()
                ),
                _ => String::new(),
            };
            self.f.body.op(
                format!(
                    "acc.declare_exit token({token}) dataOperands({} : {}){src}",
                    entries
                        .iter()
                        .map(|e| e.result.name.clone())
                        .collect::<Vec<_>>()
                        .join(", "),
                    vec!["!llvm.ptr"; entries.len()].join(", ")
                ),
                loc,
            );
            self.data_exits(entries, loc);
        }
        self.f.declares = declares;
    }

    fn declare_global(
        &mut self,
        global: &Cursor,
        kind: DataKind,
        name: &str,
        location: Option<SourceLoc>,
        src: &str,
    ) -> Result<()> {
        let (symbol, ty) = self.global(*global)?;
        let data_clause = match kind {
            DataKind::Copyin => "acc_copyin",
            DataKind::Create => "acc_create",
            DataKind::Deviceptr => "acc_deviceptr",
            DataKind::DeviceResident => "acc_declare_device_resident",
            DataKind::Link => "acc_declare_link",
            _ => {
                return Err(Unsupported {
                    location,
                    message: "unsupported: this data clause on a file-scope 'declare' (OpenACC allows create, copyin, deviceptr, device_resident and link there)".into(),
                });
            }
        };
        let prefix = "llvm.mlir.global ";
        for text in &mut self.globals {
            if text.starts_with(prefix) && text.contains(&format!("@{symbol}()")) {
                *text = text.replacen(
                    "{addr_space",
                    &format!(
                        "{{acc.declare = #acc.declare<dataClause = {data_clause}>, addr_space"
                    ),
                    1,
                );
            }
        }
        let (op, clause) = kind.entry();
        let mlir = match &ty {
            Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
            other => self.types.mlir(other),
        };
        let loc = self.loc(global);
        let dc = clause
            .map(|c| format!("dataClause = #acc<data_clause {c}>, "))
            .unwrap_or_default();
        self.globals.push(format!(
            "acc.global_ctor @{symbol}_acc_ctor {{
  %a = llvm.mlir.addressof @{symbol} : !llvm.ptr {loc}
  %c = {op} varPtr(%a : !llvm.ptr) varType({mlir}) -> !llvm.ptr {{{dc}name = {}, structured = false}} {loc}
  acc.declare_enter dataOperands(%c : !llvm.ptr) attributes {{{src}}} {loc}
  acc.terminator {loc}
}} {loc}",
            quote(name)
        ));
        self.declared.insert(global.usr());
        Ok(())
    }

    /// The canonical loop(s) of a `for` nest: control variables and bounds,
    /// evaluated where this is called.
    fn loop_bounds<'t>(&mut self, statement: &Cursor<'t>, count: usize) -> Result<LoopBounds<'t>> {
        let mut bounds = LoopBounds::default();
        let mut current = *statement;
        for depth in 0..count {
            if current.kind() != CXCursor_ForStmt {
                return Err(unsupported(
                    &current,
                    "loop construct without a 'for' loop (collapse or tile needs perfectly nested loops)",
                ));
            }
            let parts = for_parts(&current)?;
            // Collapsed loops must be rectangular: the inner bounds may not
            // use the outer control variables.
            if depth > 0 {
                let outer: Vec<String> = bounds.vars.iter().map(|v| v.usr.clone()).collect();
                for part in [parts.init, parts.condition, parts.increment]
                    .into_iter()
                    .flatten()
                {
                    if let Some(name) =
                        uses_any(&part, &outer, &bounds.vars.last().map(|v| v.usr.clone()))
                    {
                        return Err(Unsupported {
                            location: part.location(),
                            message: format!(
                                "unsupported: collapsed loops whose bounds depend on the outer loop's '{name}' (not rectangular)"
                            ),
                        });
                    }
                }
            }
            let canonical = self.canonical_loop(&current, &parts)?;
            bounds.vars.push(canonical.0);
            bounds.lower.push(canonical.1);
            bounds.upper.push(canonical.2);
            bounds.step.push(canonical.3);
            bounds.inclusive.push(canonical.4);
            current = parts.body;
            if depth + 1 < count {
                // Perfect nesting: `{ for ... }` is allowed.
                while current.kind() == CXCursor_CompoundStmt {
                    let children = current.children();
                    let [only] = children.as_slice() else {
                        return Err(unsupported(
                            &current,
                            "collapsed loops that are not perfectly nested",
                        ));
                    };
                    current = *only;
                }
            }
        }
        bounds.body = Some(current);
        Ok(bounds)
    }

    /// A canonical C `for`: `var = lb; var rel ub; var += step`.
    #[allow(clippy::type_complexity)]
    fn canonical_loop(
        &mut self,
        s: &Cursor,
        parts: &crate::c::stmt::ForParts,
    ) -> Result<(ControlVar, Value, Value, Value, bool)> {
        let not_canonical = |what: &str| {
            unsupported(
                s,
                &format!("loop construct over a non-canonical loop ({what})"),
            )
        };
        let init = parts
            .init
            .ok_or_else(|| not_canonical("no initialization"))?;
        let (decl, lower_expr, declared) = match init.kind() {
            CXCursor_DeclStmt => {
                let vars = init.children();
                let [var] = vars.as_slice() else {
                    return Err(not_canonical("several variables declared"));
                };
                let lower = var
                    .children()
                    .into_iter()
                    .rfind(Cursor::is_expression)
                    .ok_or_else(|| not_canonical("no initial value"))?;
                self.local_var(var)?;
                (*var, lower, true)
            }
            CXCursor_BinaryOperator if init.binary_operator() == CXBinaryOperator_Assign => {
                let ops = operands(&init);
                let target = crate::lower::strip_wrappers(ops[0]);
                let decl = target
                    .referenced()
                    .filter(|_| target.kind() == CXCursor_DeclRefExpr)
                    .ok_or_else(|| not_canonical("the initialization assigns no variable"))?;
                (decl, ops[1], false)
            }
            _ => return Err(not_canonical("initialization")),
        };
        let usr = decl.usr();
        let ty = self.ty_of(&decl)?;
        if !ty.is_integer() || matches!(ty, Ty::Bool) {
            return Err(not_canonical("the control variable is not an integer"));
        }
        let var = self.var_address(&decl, s)?;
        let is_var = |c: &Cursor| {
            let c = crate::lower::strip_wrappers(*c);
            c.kind() == CXCursor_DeclRefExpr && c.referenced().is_some_and(|d| d.usr() == usr)
        };
        // Condition.
        let condition = parts
            .condition
            .ok_or_else(|| not_canonical("no condition"))?;
        let condition = crate::lower::strip_wrappers(condition);
        if condition.kind() != CXCursor_BinaryOperator {
            return Err(not_canonical("condition"));
        }
        let ops = operands(&condition);
        let (mut relation, bound) = if is_var(&ops[0]) {
            (condition.binary_operator(), ops[1])
        } else if is_var(&ops[1]) {
            let flipped = match condition.binary_operator() {
                CXBinaryOperator_LT => CXBinaryOperator_GT,
                CXBinaryOperator_GT => CXBinaryOperator_LT,
                CXBinaryOperator_LE => CXBinaryOperator_GE,
                CXBinaryOperator_GE => CXBinaryOperator_LE,
                other => other,
            };
            (flipped, ops[0])
        } else {
            return Err(not_canonical(
                "the condition does not compare the control variable",
            ));
        };
        // Increment.
        let increment = parts
            .increment
            .ok_or_else(|| not_canonical("no increment"))?;
        let increment = crate::lower::strip_wrappers(increment);
        let (step_expr, negative): (Option<Cursor>, bool) = match increment.kind() {
            CXCursor_UnaryOperator if is_var(&operands(&increment)[0]) => {
                match increment.unary_operator() {
                    CXUnaryOperator_PostInc | CXUnaryOperator_PreInc => (None, false),
                    CXUnaryOperator_PostDec | CXUnaryOperator_PreDec => (None, true),
                    _ => return Err(not_canonical("increment")),
                }
            }
            CXCursor_CompoundAssignOperator if is_var(&operands(&increment)[0]) => {
                match increment.binary_operator() {
                    CXBinaryOperator_AddAssign => (Some(operands(&increment)[1]), false),
                    CXBinaryOperator_SubAssign => (Some(operands(&increment)[1]), true),
                    _ => return Err(not_canonical("increment")),
                }
            }
            CXCursor_BinaryOperator
                if increment.binary_operator() == CXBinaryOperator_Assign
                    && is_var(&operands(&increment)[0]) =>
            {
                let value = crate::lower::strip_wrappers(operands(&increment)[1]);
                let vops = operands(&value);
                match (value.kind(), value.binary_operator()) {
                    (CXCursor_BinaryOperator, CXBinaryOperator_Add) if is_var(&vops[0]) => {
                        (Some(vops[1]), false)
                    }
                    (CXCursor_BinaryOperator, CXBinaryOperator_Add) if is_var(&vops[1]) => {
                        (Some(vops[0]), false)
                    }
                    (CXCursor_BinaryOperator, CXBinaryOperator_Sub) if is_var(&vops[0]) => {
                        (Some(vops[1]), true)
                    }
                    _ => return Err(not_canonical("increment")),
                }
            }
            _ => return Err(not_canonical("increment")),
        };
        let loc = self.loc(s);
        // Values, in the control variable's type.
        let lower_ty = self.ty_of(&lower_expr)?;
        let lower = self.rvalue(&lower_expr)?;
        let lower = self.convert(lower, &lower_ty, &ty, &lower_expr)?;
        let bound_ty = self.ty_of(&bound)?;
        let upper = self.rvalue(&bound)?;
        let upper = self.convert(upper, &bound_ty, &ty, &bound)?;
        let mut step = match step_expr {
            Some(e) => {
                let step_ty = self.ty_of(&e)?;
                let v = self.rvalue(&e)?;
                self.convert(v, &step_ty, &ty, &e)?
            }
            None => self.int_const(&ty, 1, &loc),
        };
        let constant_step = match step_expr {
            None => Some(1),
            Some(e) => match e.evaluate() {
                Some(Evaluated::Int { value, .. }) => Some(value),
                _ => None,
            },
        };
        if negative {
            let zero = self.int_const(&ty, 0, &loc);
            let mlir = self.types.mlir(&ty);
            step = self.f.body.value(
                &mlir,
                format!("arith.subi {}, {} : {mlir}", zero.name, step.name),
                &loc,
            );
        }
        if relation == CXBinaryOperator_NE {
            relation = match (constant_step, negative) {
                (Some(1), false) => CXBinaryOperator_LT,
                (Some(1), true) => CXBinaryOperator_GT,
                _ => return Err(not_canonical("'!=' needs a step of 1 or -1")),
            };
        }
        let (inclusive, decreasing) = match relation {
            CXBinaryOperator_LT => (false, false),
            CXBinaryOperator_LE => (true, false),
            CXBinaryOperator_GT => (false, true),
            CXBinaryOperator_GE => (true, true),
            _ => return Err(not_canonical("relational operator")),
        };
        if decreasing != negative && constant_step.is_some() {
            return Err(not_canonical("the step goes away from the bound"));
        }
        Ok((
            ControlVar {
                usr,
                name: decl.spelling(),
                ty,
                addr: var.addr,
                declared,
            },
            lower,
            upper,
            step,
            inclusive,
        ))
    }

    /// Declares a local variable (the control variable of a `for`).
    fn local_var(&mut self, var: &Cursor) -> Result<()> {
        let ty = self.ty_of(var)?;
        let mlir = self.types.mlir(&ty);
        let align = self.types.align_of(&ty);
        let addr = self.f.body.alloca(&mlir, align, &self.variable_loc(var));
        self.f.locals.insert(var.usr(), Var { addr, ty });
        Ok(())
    }
}

/// A loop control variable.
struct ControlVar {
    usr: String,
    name: String,
    ty: Ty,
    addr: Value,
    declared: bool,
}

/// The bounds of a (collapsed) loop nest and its innermost body.
#[derive(Default)]
struct LoopBounds<'t> {
    vars: Vec<ControlVar>,
    lower: Vec<Value>,
    upper: Vec<Value>,
    step: Vec<Value>,
    inclusive: Vec<bool>,
    body: Option<Cursor<'t>>,
}

impl<'t> LoopBounds<'t> {
    #[allow(dead_code)]
    fn body(&self) -> Cursor<'t> {
        self.body.expect("set by loop_bounds")
    }
}

/// One atomic access, its addresses and operands already evaluated.
enum Atomic<'t> {
    Read {
        v: Value,
        x: Value,
        mlir: String,
    },
    Write {
        x: Value,
        value: Value,
        mlir: String,
    },
    Update {
        x: Value,
        ty: Ty,
        op: UpdateOp,
        operand: Option<(Value, Ty)>,
        reversed: bool,
        at: Cursor<'t>,
    },
}

#[derive(Clone, Copy)]
enum UpdateOp {
    Step(i64),
    Arith(crate::c::expr::Arith),
}

/// The parts of an atomic update: `x`, the operation, its operand, and
/// whether the operand is on the left (`x = e op x`).
fn update_parts<'t>(e: &Cursor<'t>) -> Result<(Cursor<'t>, UpdateOp, Option<Cursor<'t>>, bool)> {
    let bad = || unsupported(e, "atomic update statement");
    match e.kind() {
        CXCursor_UnaryOperator => {
            let x = operands(e).pop().ok_or_else(bad)?;
            let delta = match e.unary_operator() {
                CXUnaryOperator_PostInc | CXUnaryOperator_PreInc => 1,
                CXUnaryOperator_PostDec | CXUnaryOperator_PreDec => -1,
                _ => return Err(bad()),
            };
            Ok((x, UpdateOp::Step(delta), None, false))
        }
        CXCursor_CompoundAssignOperator => {
            let ops = operands(e);
            let arith = arith_of(e.binary_operator()).ok_or_else(bad)?;
            Ok((ops[0], UpdateOp::Arith(arith), Some(ops[1]), false))
        }
        CXCursor_BinaryOperator if e.binary_operator() == CXBinaryOperator_Assign => {
            let ops = operands(e);
            let x = ops[0];
            let value = crate::lower::strip_wrappers(ops[1]);
            if value.kind() != CXCursor_BinaryOperator {
                return Err(bad());
            }
            let arith = arith_of(value.binary_operator()).ok_or_else(bad)?;
            let vops = operands(&value);
            let same = |c: &Cursor| {
                let c = crate::lower::strip_wrappers(*c);
                c.source_text() == x.source_text()
            };
            if same(&vops[0]) {
                Ok((x, UpdateOp::Arith(arith), Some(vops[1]), false))
            } else if same(&vops[1]) {
                Ok((x, UpdateOp::Arith(arith), Some(vops[0]), true))
            } else {
                Err(bad())
            }
        }
        _ => Err(bad()),
    }
}

fn arith_of(kind: CXBinaryOperatorKind) -> Option<crate::c::expr::Arith> {
    use crate::c::expr::Arith;
    Some(match kind {
        CXBinaryOperator_Add | CXBinaryOperator_AddAssign => Arith::Add,
        CXBinaryOperator_Sub | CXBinaryOperator_SubAssign => Arith::Sub,
        CXBinaryOperator_Mul | CXBinaryOperator_MulAssign => Arith::Mul,
        CXBinaryOperator_Div | CXBinaryOperator_DivAssign => Arith::Div,
        CXBinaryOperator_Shl | CXBinaryOperator_ShlAssign => Arith::Shl,
        CXBinaryOperator_Shr | CXBinaryOperator_ShrAssign => Arith::Shr,
        CXBinaryOperator_And | CXBinaryOperator_AndAssign => Arith::And,
        CXBinaryOperator_Or | CXBinaryOperator_OrAssign => Arith::Or,
        CXBinaryOperator_Xor | CXBinaryOperator_XorAssign => Arith::Xor,
        _ => return None,
    })
}

/// `a = b` as its two sides.
fn assignment<'t>(e: &Cursor<'t>) -> Result<(Cursor<'t>, Cursor<'t>)> {
    let e = crate::lower::strip_wrappers(*e);
    if e.kind() != CXCursor_BinaryOperator || e.binary_operator() != CXBinaryOperator_Assign {
        return Err(unsupported(&e, "atomic statement (expected an assignment)"));
    }
    let ops = operands(&e);
    Ok((ops[0], ops[1]))
}

/// Whether an expression reads an lvalue (no operation on it).
fn is_plain_read(e: &Cursor) -> bool {
    let e = crate::lower::strip_wrappers(*e);
    matches!(
        e.kind(),
        CXCursor_DeclRefExpr | CXCursor_ArraySubscriptExpr | CXCursor_MemberRefExpr
    ) || (e.kind() == CXCursor_UnaryOperator && e.unary_operator() == CXUnaryOperator_Deref)
}

/// The name of one of the variables `usrs` that `cursor` reads (other
/// than the loop's own control variable, which its own parts assign).
fn uses_any(cursor: &Cursor, usrs: &[String], _last: &Option<String>) -> Option<String> {
    if cursor.kind() == CXCursor_DeclRefExpr
        && let Some(target) = cursor.referenced()
        && usrs.contains(&target.usr())
    {
        return Some(target.spelling());
    }
    cursor
        .children()
        .iter()
        .find_map(|c| uses_any(c, usrs, _last))
}

/// The devices a `device_type(...)` clause names, as MLIR's
/// `#acc.device_type<...>` keywords.
fn device_types(clause: &Clause) -> Result<Vec<&'static str>> {
    clause
        .arguments
        .iter()
        .map(|argument| {
            Ok(match argument.text().as_str() {
                "*" => "star",
                "default" => "default",
                "host" | "acc_device_host" => "host",
                "multicore" | "acc_device_multicore" => "multicore",
                "nvidia" | "acc_device_nvidia" => "nvidia",
                "radeon" | "acc_device_radeon" => "radeon",
                other => {
                    return Err(Unsupported {
                        location: argument.location().cloned(),
                        message: format!(
                            "unsupported: device type '{other}' (MLIR's acc dialect knows *, default, host, multicore, nvidia, radeon)"
                        ),
                    });
                }
            })
        })
        .collect()
}

/// `payload` for `device` (`payload [#acc.device_type<nvidia>]`).
fn with_device(payload: &str, device: &str) -> String {
    if device == "none" {
        payload.to_string()
    } else {
        format!("{payload} [#acc.device_type<{device}>]")
    }
}

/// `[#acc.device_type<a>, ...]`.
fn device_list(devices: &[&str]) -> String {
    format!(
        "[{}]",
        devices
            .iter()
            .map(|d| format!("#acc.device_type<{d}>"))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// `gang(num: n)`, `gang(static: *)`, `gang(dim: 2)`, `gang(n)`.
fn gang_argument_key(tokens: &[Token]) -> (&'static str, bool) {
    let key = match tokens.first().map(|t| t.spelling.as_str()) {
        Some("static") if tokens.get(1).is_some_and(|t| t.spelling == ":") => "static",
        Some("dim") if tokens.get(1).is_some_and(|t| t.spelling == ":") => "dim",
        _ => "num",
    };
    let star = tokens.last().is_some_and(|t| t.spelling == "*");
    (key, star)
}

/// Each clause of a loop directive with the device types it applies to.
fn device_clauses<'p>(parsed: &'p Parsed) -> Result<Vec<(usize, &'p Clause, Vec<&'static str>)>> {
    let mut devices = vec!["none"];
    let mut out = Vec::new();
    for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
        if clause.name == "device_type" {
            devices = device_types(clause)?;
            continue;
        }
        out.push((ci, clause, devices.clone()));
    }
    Ok(out)
}

/// The `collapse(n)` values with their device types.
fn collapse_entries(parsed: &Parsed) -> Result<Vec<(usize, &'static str)>> {
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
fn collapse_count(
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

/// The loop construct that is a compute construct's whole statement.
fn only_loop_construct<'t>(statement: &Cursor<'t>) -> Option<Cursor<'t>> {
    let mut current = *statement;
    loop {
        match current.kind() {
            CXCursor_CompoundStmt => {
                let children = current.children();
                let [only] = children.as_slice() else {
                    return None;
                };
                current = *only;
            }
            _ if current.directive() == Some(DirectiveKind::Loop) => return Some(current),
            _ => return None,
        }
    }
}

/// Global variables a statement refers to (not through `sizeof`).
fn collect_globals<'t>(cursor: &Cursor<'t>, found: &mut Vec<Cursor<'t>>) {
    if cursor.kind() == CXCursor_DeclRefExpr
        && let Some(target) = cursor.referenced()
        && target.kind() == CXCursor_VarDecl
        && target.has_global_storage()
    {
        found.push(target);
    }
    if cursor.kind() == CXCursor_UnaryExpr {
        return;
    }
    for child in cursor.children() {
        collect_globals(&child, found);
    }
}

fn clone_var(var: &ClauseVar) -> ClauseVar {
    ClauseVar {
        var_ptr: var.var_ptr.clone(),
        var_type: var.var_type.clone(),
        bounds: var.bounds.clone(),
        binding: var.binding.clone(),
        name: var.name.clone(),
        range: var.range,
        is_const: var.is_const,
        data_clause: var.data_clause,
    }
}

/// The attribute dictionary of a data operation.
fn entry_attributes(
    data_clause: Option<&str>,
    var: &ClauseVar,
    implicit: bool,
    structured: bool,
) -> String {
    let mut parts = Vec::new();
    if var.is_const {
        parts.push(attrs::Flag::Const.name().to_string());
    }
    if let Some((start, end)) = var.range {
        parts.push(attrs::argument_span_mlir((start, end)));
    }
    if let Some(data_clause) = data_clause {
        parts.push(format!("dataClause = #acc<data_clause {data_clause}>"));
    }
    if implicit {
        parts.push("implicit = true".into());
    }
    parts.push(format!("name = {}", quote(&var.name)));
    if !structured {
        parts.push("structured = false".into());
    }
    format!("{{{}}}", parts.join(", "))
}

/// ` attributes {...}` after a region (empty when there is none).
fn attribute_text(attributes: &[String]) -> String {
    if attributes.is_empty() {
        String::new()
    } else {
        format!(" attributes {{{}}}", attributes.join(", "))
    }
}

/// ` attributes {...}` of an operation without regions.
fn attribute_dict(attributes: &[String]) -> String {
    attribute_text(attributes)
}

/// The first and one-past-last byte offsets of tokens.
fn token_span(tokens: &[Token]) -> Option<(usize, usize)> {
    let first = tokens.first()?.offset?;
    let last = tokens.last()?;
    Some((first, last.end?))
}

/// The end of the macro invocation at `at` in `source`: its name, and its
/// arguments' parentheses when they follow.
fn macro_invocation_end(source: &[u8], at: usize) -> usize {
    let word = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_';
    let Some(rest) = source.get(at..) else {
        return at;
    };
    let name = rest.iter().take_while(|b| word(b)).count();
    let after = &rest[name..];
    let space = after.iter().take_while(|b| b.is_ascii_whitespace()).count();
    if name == 0 || after.get(space) != Some(&b'(') {
        return at + name;
    }
    let mut depth = 0usize;
    for (i, b) in after[space..].iter().enumerate() {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return at + name + space + i + 1;
                }
            }
            _ => {}
        }
    }
    at + name
}

/// The offset where a clause starts in the directive's tokens.
fn clause_start(tokens: &[Token], clause: &Clause, index: &mut usize) -> Option<usize> {
    while *index < tokens.len() {
        let token = &tokens[*index];
        *index += 1;
        if token.spelling == clause.spelled && token.location == clause.location {
            return token.offset;
        }
    }
    None
}

/// A symbol-safe spelling of an MLIR type.
fn mangle(mlir: &str) -> String {
    mlir.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect::<String>()
        .trim_matches('_')
        .to_string()
}

fn directive_error(s: &Cursor, name: DirectiveName) -> Unsupported {
    unsupported(s, &format!("'{}' directive here", name.spelling()))
}

/// The tokens of the `#pragma` line at `location` (up to the function).
fn line_tokens(function: &Cursor, location: &SourceLoc) -> Vec<Token> {
    let tokens = function.tokens_from_line(location.line);
    // One directive: its line and the lines its backslashes continue it on.
    let text = std::fs::read_to_string(&location.file).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let mut last = location.line;
    while lines
        .get(last - 1)
        .is_some_and(|l| l.trim_end().ends_with('\\'))
    {
        last += 1;
    }
    tokens
        .into_iter()
        .filter(|t| t.location.as_ref().is_some_and(|l| l.line <= last))
        .collect()
}

/// A file-scope variable of the unit by name.
fn find_global<'t>(anchor: &Cursor<'t>, name: &str) -> Option<Cursor<'t>> {
    anchor
        .unit_cursor()
        .children()
        .into_iter()
        .rfind(|c| c.kind() == CXCursor_VarDecl && c.spelling() == name)
}

/// A function of the unit by name (for `routine(name)`).
fn find_function<'t>(anchor: &Cursor<'t>, name: &str) -> Option<Cursor<'t>> {
    anchor
        .unit_cursor()
        .children()
        .into_iter()
        .find(|c| c.kind() == CXCursor_FunctionDecl && c.spelling() == name)
}
