//! Compute constructs (`parallel`, `serial`, `kernels`) and combined
//! constructs (`parallel loop`, ...): data clauses before the construct,
//! implicit copies of variable-length arrays, the region and its bindings.

use crate::acc::clauses::data::DataKind;
use crate::acc::loop_op::push_operands;
use crate::acc::parsed::Parsed;
use crate::acc::{ClauseVar, Entry, attribute_text, clone_var, directive_error};
use crate::c::body::Value;
use crate::c::expr::operands;
use crate::c::types::Ty;
use crate::c::types::unsupported;
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::{ClauseKind, DirectiveName};
use clang_sys::*;
use std::collections::HashMap;

impl Lowerer {
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
        self.conditions_queues_and_sizes(&parsed, &mut text, &mut attributes, true)?;
        // Data clauses: entries before the construct.
        let mut entries = self.data_entries(&parsed, true)?;
        // Combined constructs: the loop's reductions get an implicit copy.
        let loop_reductions = if combined {
            self.combined_reduction_copies(&parsed, s, &loc, &mut entries)?
        } else {
            Vec::new()
        };
        // Variable-length arrays used inside without a clause: OpenACC's
        // implicit `copy` (`present` under `default(present)`).
        self.implicit_vla_copies(&statement, &parsed, &loc, &mut entries)?;
        // private/firstprivate/reduction of the construct: before it.
        let mut privates = Vec::new();
        let mut reductions = Vec::new();
        if !combined {
            privates = self.private_ops(&parsed, ClauseKind::Private, &loc, None)?;
            reductions = self.reduction_ops(&parsed, &loc, None, Some(&mut entries))?;
        }
        let firstprivates =
            self.private_ops(&parsed, ClauseKind::Firstprivate, &loc, Some(&mut entries))?;
        // Sections of a run-time length: copies made at the start of the
        // region, one per gang (`firstprivate`'s from their implicit
        // `copyin`'s data).
        let (run_time_privates, privates): (Vec<_>, Vec<_>) =
            privates.into_iter().partition(|(_, v)| v.count.is_some());
        let (run_time_firstprivates, firstprivates): (Vec<_>, Vec<_>) = firstprivates
            .into_iter()
            .partition(|(_, v)| v.count.is_some());
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
        push_operands(&mut text, "private", &privates);
        push_operands(&mut text, "firstprivate", &firstprivates);
        push_operands(&mut text, "reduction", &reductions);
        // The body: variables of clauses designate the operations' results.
        let mut bindings: Vec<(ClauseVar, Value)> = Vec::new();
        for entry in &entries {
            // (`attach` makes no copy: the body reads the pointer through
            // the variable that holds it.)
            if !matches!(entry.kind, DataKind::Reduction | DataKind::Attach) {
                bindings.push((clone_var(&entry.var), entry.result.clone()));
            }
        }
        for (value, var) in privates.iter().chain(&firstprivates).chain(&reductions) {
            bindings.push((clone_var(var), value.clone()));
        }
        let reduction_copies = loop_reductions;
        self.f.in_compute += 1;
        self.f.computes.push(name);
        let region = self.region(true, terminator, &loc, |this| {
            for (_, var) in &run_time_privates {
                let copy = this.run_time_copy(var, None, &loc);
                bindings.push((clone_var(var), copy));
            }
            for (data, var) in &run_time_firstprivates {
                let copy = this.run_time_copy(var, Some(data), &loc);
                bindings.push((clone_var(var), copy));
            }
            let saved = this.bind(&bindings, &loc);
            let outcome = if combined {
                this.acc_loop(&parsed, statement, Some(name), &reduction_copies)
            } else {
                this.statement(&statement)
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

    /// The implicit copies of a combined construct's reduction variables
    /// (into `entries`); for each reduction argument, the entry it reduces
    /// into.
    fn combined_reduction_copies(
        &mut self,
        parsed: &Parsed,
        s: &Cursor,
        loc: &str,
        entries: &mut Vec<Entry>,
    ) -> Result<Vec<ReductionCopy>> {
        let mut loop_reductions = Vec::new();
        for (ci, clause) in parsed.clauses(ClauseKind::Reduction) {
            for ai in 0..clause.arguments.len() {
                let expression = self.clause_expression(parsed, ci, ai, s)?;
                // (A section: the variable at its start, of the section's
                // type.)
                let (var, ty) =
                    self.reduction_var(&expression, &clause.arguments[ai].tokens, clause, false)?;
                // A variable already in a data clause (`copy(s)
                // reduction(+:s)`) reduces into that clause's copy.
                let named = entries.iter().position(|e| {
                    e.var.binding.as_ref().map(|b| &b.0) == var.binding.as_ref().map(|b| &b.0)
                        && var.binding.is_some()
                        && var.offset.is_none()
                        && e.var.offset.is_none()
                        && e.var.bounds.is_empty()
                });
                let index = match named {
                    Some(index) => index,
                    None => {
                        let entry =
                            self.entry_op(DataKind::Reduction, clone_var(&var), true, loc, true)?;
                        entries.push(entry);
                        entries.len() - 1
                    }
                };
                loop_reductions.push(ReductionCopy {
                    clause: ci,
                    argument: ai,
                    result: entries[index].result.clone(),
                    var,
                    ty,
                });
            }
        }
        Ok(loop_reductions)
    }

    /// Variable-length arrays used inside a construct without a clause:
    /// OpenACC's implicit `copy` (`present` under `default(present)`) of
    /// arrays, with their bounds (an `llvm.alloca` of a run-time count of
    /// elements does not say the array's size).
    fn implicit_vla_copies(
        &mut self,
        statement: &Cursor,
        parsed: &Parsed,
        loc: &str,
        entries: &mut Vec<Entry>,
    ) -> Result<()> {
        for use_site in self.unnamed_vlas(statement, parsed) {
            let default = parsed
                .clauses(ClauseKind::Default)
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
            let entry = self.entry_op(kind, var, true, loc, true)?;
            entries.push(entry);
        }
        Ok(())
    }

    /// The local variable-length arrays declared outside a construct that
    /// its statement uses and that none of its clauses names: each one's
    /// first use.
    pub(super) fn unnamed_vlas<'t>(
        &mut self,
        statement: &Cursor<'t>,
        parsed: &Parsed<'t>,
    ) -> Vec<Cursor<'t>> {
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
                let mut base = crate::c::strip_wrappers(*e);
                while matches!(
                    base.kind(),
                    CXCursor_ArraySectionExpr | CXCursor_ArraySubscriptExpr
                ) {
                    base = crate::c::strip_wrappers(*operands(&base).first()?);
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
    pub(super) fn hoist_globals(&mut self, body: &Cursor) {
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
}

/// Global variables a statement refers to (not through `sizeof`).
pub(super) fn collect_globals<'t>(cursor: &Cursor<'t>, found: &mut Vec<Cursor<'t>>) {
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

/// A combined construct's reduction argument (`clause`, `argument`) and
/// the implicit copy it reduces into (`result`): its variable and type as
/// computed before the construct, which the loop's reduction reuses (no
/// code inside the construct reads the host's variable).
pub(crate) struct ReductionCopy {
    pub(crate) clause: usize,
    pub(crate) argument: usize,
    pub(crate) result: Value,
    pub(crate) var: ClauseVar,
    pub(crate) ty: Ty,
}
