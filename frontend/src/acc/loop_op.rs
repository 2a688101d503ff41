//! The `loop` construct and the loop of a combined construct: an `acc.loop`
//! built in named steps (bounds, partitioning clauses, private and reduction
//! clauses, control variables, body).

use crate::acc::canonical_loop::{ControlVar, LoopBounds};
use crate::acc::clauses::partition::{collapse_count, collapse_forced};
use crate::acc::parsed::Parsed;
use crate::acc::{ClauseVar, attribute_text, clone_var, directive_error};
use crate::c::body::Value;
use crate::c::stmt::Scope;
use crate::c::types::unsupported;
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, quote};
use crate::openacc::directive::{ClauseKind, DirectiveName};
use acc2omp_dialects::attrs;

impl Lowerer {
    /// `acc loop` in a statement position.
    pub(crate) fn loop_construct(&mut self, s: &Cursor) -> Result<()> {
        let parsed = self.parse_directive(s, true)?;
        if parsed.directive.name != DirectiveName::Loop {
            return Err(directive_error(s, parsed.directive.name));
        }
        let statement = parsed
            .statement
            .ok_or_else(|| unsupported(s, "loop construct without a loop"))?;
        self.acc_loop(&parsed, statement, None, &[])
    }

    /// The `acc.loop` of a loop construct or of a combined construct
    /// (`combined` names the compute construct): its bounds, partitioning
    /// clauses, private and reduction clauses, control variables and body.
    pub(super) fn acc_loop(
        &mut self,
        parsed: &Parsed,
        statement: Cursor,
        combined: Option<DirectiveName>,
        reduction_copies: &[crate::acc::compute::ReductionCopy],
    ) -> Result<()> {
        let loc = self.loc(&statement);
        let directive_loc = parsed
            .directive
            .location
            .as_ref()
            .map(|l| self.source_loc(l))
            .unwrap_or_else(|| loc.clone());
        let collapse = collapse_count(parsed)?;
        let mut bounds = self.loop_bounds(&statement, collapse, collapse_forced(parsed))?;
        let mut text = String::from("acc.loop");
        match combined {
            Some(DirectiveName::ParallelLoop) => text.push_str(" combined(parallel)"),
            Some(DirectiveName::SerialLoop) => text.push_str(" combined(serial)"),
            Some(DirectiveName::KernelsLoop) => text.push_str(" combined(kernels)"),
            _ => {}
        }
        let mut attributes = vec![parsed.src.clone()];
        let seq = self.partitioning_clauses(
            parsed,
            &statement,
            combined,
            &directive_loc,
            &mut text,
            &mut attributes,
        )?;
        // Loop-level private and reduction (inside the compute construct).
        let (iteration_privates, mut privates): (Vec<_>, Vec<_>) = self
            .private_ops(parsed, ClauseKind::Private, &loc, None)?
            .into_iter()
            .partition(|(_, var)| var.count.is_some());
        let reductions = self.reduction_ops(parsed, &loc, Some(reduction_copies), None)?;
        let (control_slots, privatized) =
            self.control_variable_copies(&mut bounds, &mut privates, seq, &loc)?;
        push_operands(&mut text, "private", &privates);
        push_operands(&mut text, "reduction", &reductions);
        // cache(...) directives at the top of the loop body.
        let caches = self.cache_ops(&bounds.body)?;
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
        let (ivs, iv_types) = self.control_text(&bounds, &mut text, &mut attributes);
        let mut bindings: Vec<(ClauseVar, Value)> = Vec::new();
        for (value, var) in privates.iter().chain(&reductions) {
            bindings.push((clone_var(var), value.clone()));
        }
        let body = bounds.body;
        let intervening = (bounds.before.clone(), bounds.after.clone());
        let bases = bounds.bases.clone();
        let pointees: Vec<Option<String>> = bounds.vars.iter().map(|v| v.pointee.clone()).collect();
        let region = self.region(Scope::LoopBody, "acc.yield", &loc, |this| {
            // Sections of a run-time length: a copy per iteration.
            for (_, var) in &iteration_privates {
                let copy = this.run_time_copy(var, None, &loc);
                bindings.push((clone_var(var), copy));
            }
            let saved = this.bind(&bindings, &loc);
            for (level, ((iv, slot), ty)) in
                ivs.iter().zip(&control_slots).zip(&iv_types).enumerate()
            {
                // A pointer: its initial value (here, in the construct) plus
                // the count.
                if let (Some(element), Some(base)) =
                    (&pointees[level], bases.get(level).copied().flatten())
                {
                    let base = this.rvalue(&base)?;
                    let pointer = this.f.body.value(
                        "!llvm.ptr",
                        format!(
                            "llvm.getelementptr {}[{iv}] : (!llvm.ptr, i64) -> !llvm.ptr, {element}",
                            base.name
                        ),
                        &loc,
                    );
                    this.f.body.op(
                        format!("llvm.store {}, {} : !llvm.ptr, !llvm.ptr", pointer.name, slot.name),
                        &loc,
                    );
                    continue;
                }
                this.f.body.op(
                    format!("llvm.store {iv}, {} : {ty}, !llvm.ptr", slot.name),
                    &loc,
                );
            }
            let outcome = if intervening.0.is_empty() && intervening.1.is_empty() {
                this.loop_body(&body)
            } else {
                this.forced_loop_body(&intervening.0, &body, &intervening.1)
            };
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

    /// The control variables' storage inside the loop: an implicit private
    /// for those declared in the `for` (and for any of a partitioned loop);
    /// a `seq` loop over a variable declared outside updates it. Gives the
    /// slots and the control variables that an explicit `private` clause
    /// of the loop names (the loop runs on that copy, and the variable keeps
    /// its value).
    fn control_variable_copies(
        &mut self,
        bounds: &mut LoopBounds,
        privates: &mut Vec<(Value, ClauseVar)>,
        seq: bool,
        loc: &str,
    ) -> Result<(Vec<Value>, Vec<String>)> {
        // The bounds may have been computed before the compute construct:
        // inside it, a control variable named in a clause is the clause's
        // copy.
        for var in bounds.vars.iter_mut() {
            if let Some(bound) = self.f.locals.get(&var.usr) {
                var.addr = bound.addr.clone();
            }
        }
        let mut control_slots = Vec::new();
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
                let private = self.implicit_private(var, loc)?;
                control_slots.push(private.0.clone());
                privates.push(private);
            } else {
                control_slots.push(var.addr.clone());
            }
        }
        Ok((control_slots, privatized))
    }

    /// The implicit `acc.private` of a control variable.
    fn implicit_private(&mut self, var: &ControlVar, loc: &str) -> Result<(Value, ClauseVar)> {
        let recipe = self.private_recipe(&var.ty, "privatization", loc)?;
        // (MLIR's data operations reject a pointer `varType`: a pointer is
        // a one-pointer struct, of the same layout, as in clauses.)
        let mlir = match &var.ty {
            crate::c::types::Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
            ty => self.types.mlir(ty),
        };
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
            loc,
        );
        let clause_var = ClauseVar {
            var_ptr: var.addr.clone(),
            var_type: mlir,
            bounds: Vec::new(),
            binding: Some((var.usr.clone(), var.ty.clone(), false)),
            name: var.name.clone(),
            range: None,
            is_const: false,
            data_clause: None,
            offset: None,
            modifier: None,
            count: None,
        };
        Ok((result, clause_var))
    }

    /// `control(%iv : T) = (lb : T) to (ub : T) step (s : T)` and the
    /// bounds' attributes; gives the induction variables and their types.
    fn control_text(
        &mut self,
        bounds: &LoopBounds,
        text: &mut String,
        attributes: &mut Vec<String>,
    ) -> (Vec<String>, Vec<String>) {
        let ivs: Vec<String> = bounds.vars.iter().map(|_| self.f.body.fresh()).collect();
        let iv_types: Vec<String> = bounds
            .vars
            .iter()
            .map(|v| self.types.mlir(&v.count_ty()))
            .collect();
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
        if bounds.vars.iter().any(|v| !v.count_ty().is_signed()) {
            let flags: Vec<bool> = bounds
                .vars
                .iter()
                .map(|v| !v.count_ty().is_signed())
                .collect();
            attributes.push(attrs::unsigned_mlir(&flags));
        }
        (ivs, iv_types)
    }

    /// The body of a loop collapsed with `collapse(force:)`: the code
    /// before the inner loops (outermost first), the innermost body, the
    /// code after them (innermost first), in every iteration (OpenACC 3.3
    /// §2.9.1), in one block scope.
    fn forced_loop_body(
        &mut self,
        before: &[Cursor],
        body: &Cursor,
        after: &[Cursor],
    ) -> Result<()> {
        for statement in before.iter().chain([body]).chain(after) {
            let jumps = crate::c::stmt::jumps(statement);
            if jumps.other || jumps.breaks || jumps.continues {
                return Err(crate::lower::Unsupported {
                    location: statement.location(),
                    message: "unsupported: a jump ('break', 'continue', 'return', 'goto') in a \
                              loop nest collapsed with 'collapse(force:)'"
                        .into(),
                });
            }
        }
        let statements: Vec<Cursor> = before.iter().chain([body]).chain(after).copied().collect();
        self.compound_statements(body, &statements, None)?;
        Ok(())
    }

    /// The body of an `acc.loop`: `continue` ends the iteration; `goto`s
    /// to labels of the body are branches inside it (a region of several
    /// blocks).
    pub(super) fn loop_body(&mut self, body: &Cursor) -> Result<()> {
        let jumps = crate::c::stmt::jumps(body);
        let labels = if jumps.other {
            crate::c::stmt::local_labels(body)
        } else {
            Some(Default::default())
        };
        let Some(labels) = labels.filter(|_| !jumps.breaks) else {
            return Err(unsupported(body, "jump out of a loop construct"));
        };
        if !jumps.continues && !jumps.other {
            return self.statement(body);
        }
        let loc = self.loc(body);
        self.f.body.push_region(false);
        self.f.cfg_region.push(true);
        self.f.local_labels.push(labels);
        let next = self.f.body.new_label();
        self.f.targets.push(crate::lower::JumpTarget::Blocks {
            break_to: None,
            continue_to: Some(next.clone()),
            scopes: self.f.blocks.len(),
        });
        let outcome = self.statement(body);
        self.f.targets.pop();
        self.f.local_labels.pop();
        self.f.cfg_region.pop();
        self.f.body.start_block(&next);
        self.f.body.terminate("scf.yield", &loc);
        let region = self.f.body.pop_region();
        outcome?;
        self.f.body.op(format!("scf.execute_region {region}"), &loc);
        Ok(())
    }
}

/// ` keyword(%a, %b : !llvm.ptr, !llvm.ptr)` for a non-empty group of
/// clause operations.
pub(super) fn push_operands(text: &mut String, keyword: &str, operations: &[(Value, ClauseVar)]) {
    if operations.is_empty() {
        return;
    }
    text.push_str(&format!(
        " {keyword}({} : {})",
        operations
            .iter()
            .map(|(v, _)| v.name.clone())
            .collect::<Vec<_>>()
            .join(", "),
        vec!["!llvm.ptr"; operations.len()].join(", ")
    ));
}
