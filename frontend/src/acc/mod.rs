#![allow(non_upper_case_globals)]
//! OpenACC directives → the `acc` dialect, in the C-oriented forms of
//! `reference/mlir-forms.md` §4 that `convert-acc-to-omp` consumes.
//!
//! A directive is parsed from its tokens ([`parsed`]); its clause
//! arguments are libclang's typed expression children, matched to the
//! clauses by source position. The clause processor ([`clauses`]) turns
//! clauses into operands: data clauses become entry operations before the
//! construct (with `acc.bounds` for array sections, [`sections`]) and exit
//! operations after it; inside the construct, a variable named in a data,
//! `private`, `firstprivate` or `reduction` clause designates the
//! operation's result. One file per directive family: [`compute`],
//! [`loop_op`] (over [`canonical_loop`]s), [`data`], [`declare`],
//! [`atomic`], [`routine`], [`sync`]. Every directive operation carries its
//! source ranges ([`source`]) for the source printer.

mod atomic;
mod canonical_loop;
mod clauses;
mod compute;
mod data;
mod declare;
mod jagged;
mod loop_op;
mod parsed;
mod recipes;
mod routine;
mod sections;
mod source;
mod sync;
mod token_expr;

use crate::acc::clauses::data::DataKind;
use crate::acc::parsed::Parsed;
use crate::acc::routine::find_function;
use crate::acc::source::token_span;
use crate::c::body::Value;
use crate::c::types::{Ty, unsupported};
use crate::clang::{Cursor, DirectiveKind};
use crate::lower::{Lowerer, Result, Unsupported, Var};
use crate::openacc::directive::{self, ClauseKind, DirectiveName};
use acc2omp_dialects::attrs;
use std::collections::HashMap;

impl Lowerer {
    /// Every directive other than compute and loop constructs, dispatched
    /// to its family: data constructs ([`data`]), `wait`/`init`/`shutdown`/
    /// `set`/`cache` ([`sync`]) and `atomic` ([`atomic`]).
    pub(crate) fn dispatch_directive(&mut self, s: &Cursor) -> Result<()> {
        let kind = s.directive().ok_or_else(|| unsupported(s, "directive"))?;
        let with_statement = matches!(
            kind,
            DirectiveKind::Data | DirectiveKind::HostData | DirectiveKind::Atomic
        );
        let parsed = self.parse_directive(s, with_statement)?;
        if !matches!(
            parsed.directive.name,
            DirectiveName::Data
                | DirectiveName::Init
                | DirectiveName::Shutdown
                | DirectiveName::Set
        ) {
            self.reject_device_type(&parsed, s)?;
        }
        match parsed.directive.name {
            DirectiveName::Data => self.data_construct(&parsed, s),
            DirectiveName::EnterData | DirectiveName::ExitData => {
                self.enter_or_exit_data(&parsed, s)
            }
            DirectiveName::Update => self.update_directive(&parsed, s),
            DirectiveName::HostData => self.host_data_construct(&parsed, s),
            DirectiveName::Wait => self.wait_directive(&parsed, s),
            DirectiveName::Init | DirectiveName::Shutdown | DirectiveName::Set => {
                self.init_shutdown_or_set(&parsed, s)
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
    pub(crate) fn reject_device_type(&self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        if let Some((_, clause)) = parsed.clauses(ClauseKind::DeviceType).next() {
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

    /// A directive that is a declaration (`routine(name)`, `declare`) at
    /// file scope or in a function (`function` is the current one).
    pub(crate) fn directive_declaration(
        &mut self,
        decl: Cursor,
        function: Option<&str>,
    ) -> Result<()> {
        let tokens = decl.tokens();
        let tokens = if tokens.first().is_none_or(|t| t.spelling != "#")
            && decl
                .pretty_printed()
                .trim_start()
                .starts_with("#pragma acc")
        {
            // `_Pragma("acc routine(f) seq")`, directly or from a macro.
            self.pragma_operator_line(&decl, false)?
                .ok_or_else(|| Unsupported {
                    location: decl.file_location(),
                    message:
                        "unsupported: an OpenACC directive written with the '_Pragma' operator \
                          that accc cannot read"
                            .into(),
                })?
        } else if tokens.len() < 3 || tokens[0].spelling != "#" || tokens[2].spelling != "acc" {
            return Ok(());
        } else {
            self.directive_line(tokens)?
        };
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
                let src = token_span(&tokens)
                    .map(|directive| source::directive_source(directive, &tokens, &parsed));
                if let Some(src) = &src {
                    self.record_directive(&tokens, src);
                }
                let src = src.map(|src| attrs::DirectiveSource {
                    name: None,
                    clause_kinds: Vec::new(),
                    ..src
                });
                self.routine(&function, &parsed, src.as_ref())
            }
            DirectiveName::Declare => self.declare(&decl, &tokens, &parsed, function.is_some()),
            _ => Ok(()),
        }
    }

    /// Binds the variables of clauses to the operations' results for the
    /// construct's body; gives what to restore.
    pub(crate) fn bind(&mut self, bindings: &[(ClauseVar, Value)], loc: &str) -> Vec<Saved> {
        let mut saved = Vec::new();
        for (var, result) in bindings {
            let Some((usr, ty, through_pointer)) = &var.binding else {
                continue;
            };
            // The private copy of a section: the variable is the copy less
            // the section's lower bound, computed inside the construct.
            let shifted;
            let result = match &var.offset {
                Some((lower, element)) => {
                    let zero = self.i64_const(0, loc);
                    let negative = self.f.body.value(
                        "i64",
                        format!("arith.subi {}, {} : i64", zero.name, lower.name),
                        loc,
                    );
                    shifted = self.f.body.value(
                        "!llvm.ptr",
                        format!(
                            "llvm.getelementptr {}[{}] : (!llvm.ptr, i64) -> !llvm.ptr, {element}",
                            result.name, negative.name
                        ),
                        loc,
                    );
                    &shifted
                }
                None => result,
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

    pub(crate) fn unbind(&mut self, saved: Vec<Saved>) {
        for entry in saved.into_iter().rev() {
            match entry {
                Saved::Value(usr, previous) => restore(&mut self.f.values, usr, previous),
                Saved::Member(usr, previous) => restore(&mut self.f.members, usr, previous),
                Saved::Local(usr, previous) => restore(&mut self.f.locals, usr, previous),
            }
        }
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

pub(crate) fn restore<T>(map: &mut HashMap<String, T>, key: String, previous: Option<T>) {
    match previous {
        Some(value) => {
            map.insert(key, value);
        }
        None => {
            map.remove(&key);
        }
    }
}

/// The variable part of a clause argument: the address (`varPtr`), the
/// type (`varType`), its bounds and how the construct's body refers to it.
pub(crate) struct ClauseVar {
    pub(crate) var_ptr: Value,
    pub(crate) var_type: String,
    pub(crate) bounds: Vec<String>,
    /// The USR of the variable the body refers to, and whether the body's
    /// references go through a pointer (a section of a pointer variable).
    pub(crate) binding: Option<(String, Ty, bool)>,
    pub(crate) name: String,
    pub(crate) range: Option<(usize, usize)>,
    pub(crate) is_const: bool,
    /// A data clause kind other than the clause's own (a modifier's).
    pub(crate) data_clause: Option<&'static str>,
    /// The private copy of an array section (`private(p[lo:n])`): the
    /// body's variable designates the copy less the section's lower bound
    /// (an `i64` count of elements of the MLIR type given).
    pub(crate) offset: Option<(Value, String)>,
    /// `always`, `alwaysin`, `alwaysout`: MLIR's data clause modifier, on
    /// the entry and the exit operations.
    pub(crate) modifier: Option<&'static str>,
    /// A loop's `private(p[lo:n])` of a run-time length: the copy's element
    /// count (an `i64`, computed before the loop); no `acc.private` is made,
    /// the copy is allocated in the loop body, one per iteration
    /// ([`Lowerer::iteration_copy`]).
    pub(crate) count: Option<Value>,
}

pub(crate) fn clone_var(var: &ClauseVar) -> ClauseVar {
    ClauseVar {
        var_ptr: var.var_ptr.clone(),
        var_type: var.var_type.clone(),
        bounds: var.bounds.clone(),
        binding: var.binding.clone(),
        name: var.name.clone(),
        range: var.range,
        is_const: var.is_const,
        data_clause: var.data_clause,
        offset: var.offset.clone(),
        modifier: var.modifier,
        count: var.count.clone(),
    }
}

/// An entry operation made for a clause, with what its exit needs.
pub(crate) struct Entry {
    pub(crate) result: Value,
    pub(crate) var: ClauseVar,
    pub(crate) kind: DataKind,
    /// Made for no clause (an implicit data attribute).
    pub(crate) implicit: bool,
    /// A pointer-to-pointer section's pointer array: the runtime call that
    /// ends the clause after the exit operation, with its operation bits.
    pub(crate) jagged: Option<(jagged::Jagged, i32)>,
}

pub(crate) fn directive_error(s: &Cursor, name: DirectiveName) -> Unsupported {
    unsupported(s, &format!("'{}' directive here", name.spelling()))
}

/// ` attributes {...}` of an operation (empty when there are none).
pub(crate) fn attribute_text(attributes: &[String]) -> String {
    if attributes.is_empty() {
        String::new()
    } else {
        format!(" attributes {{{}}}", attributes.join(", "))
    }
}
