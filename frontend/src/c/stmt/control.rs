//! Control flow: `if`, the loops (`for`, `while`, `do`) and `switch`.

use super::{for_parts, jumps};
use crate::c::expr::single;
use crate::c::literals::truncate;
use crate::c::types::unsupported;
use crate::clang::{Cursor, Evaluated};
use crate::lower::JumpTarget;
use crate::lower::Lowerer;
use crate::lower::Result;
use clang_sys::*;

/// The statement under a `default:` label.
fn single_statement<'t>(s: &Cursor<'t>) -> Result<Cursor<'t>> {
    s.children()
        .into_iter()
        .next_back()
        .ok_or_else(|| unsupported(s, "label without a statement"))
        .or_else(|_| single(s))
}

impl Lowerer {
    pub(super) fn if_statement(&mut self, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let parts: Vec<Cursor> = s.children();
        let (condition, then, otherwise) = match parts.as_slice() {
            [c, t] => (*c, *t, None),
            [c, t, e] => (*c, *t, Some(*e)),
            _ => return Err(unsupported(s, "'if' statement")),
        };
        if jumps(s).any() {
            return self.needs_blocks(s, |this| {
                let truth = this.condition(&condition)?;
                let then_block = this.f.body.new_label();
                let else_block = this.f.body.new_label();
                let end = this.f.body.new_label();
                let false_target = if otherwise.is_some() {
                    &else_block
                } else {
                    &end
                };
                this.f.body.terminate(
                    format!("cf.cond_br {}, {then_block}, {false_target}", truth.name),
                    &loc,
                );
                this.f.body.start_block(&then_block);
                this.statement(&then)?;
                if !this.f.body.terminated() {
                    this.f.body.terminate(format!("cf.br {end}"), &loc);
                }
                if let Some(otherwise) = otherwise {
                    this.f.body.start_block(&else_block);
                    this.statement(&otherwise)?;
                    if !this.f.body.terminated() {
                        this.f.body.terminate(format!("cf.br {end}"), &loc);
                    }
                }
                this.f.body.start_block(&end);
                Ok(())
            });
        }
        let truth = self.condition(&condition)?;
        let then_region = self.region(false, "scf.yield", &loc, |this| this.statement(&then))?;
        let text = match otherwise {
            Some(otherwise) => {
                let else_region =
                    self.region(false, "scf.yield", &loc, |this| this.statement(&otherwise))?;
                format!("scf.if {} {then_region} else {else_region}", truth.name)
            }
            None => format!("scf.if {} {then_region}", truth.name),
        };
        self.f.body.op(text, &loc);
        Ok(())
    }

    pub(super) fn loop_statement(&mut self, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let (init, condition, increment, body, is_do) = match s.kind() {
            CXCursor_ForStmt => {
                let parts = for_parts(s)?;
                (
                    parts.init,
                    parts.condition,
                    parts.increment,
                    parts.body,
                    false,
                )
            }
            CXCursor_WhileStmt => {
                let parts = s.children();
                let [c, b] = parts.as_slice() else {
                    return Err(unsupported(s, "'while' statement"));
                };
                (None, Some(*c), None, *b, false)
            }
            _ => {
                let parts = s.children();
                let [b, c] = parts.as_slice() else {
                    return Err(unsupported(s, "'do' statement"));
                };
                (None, Some(*c), None, *b, true)
            }
        };
        if let Some(init) = &init {
            self.statement(init)?;
        }
        if jumps(&body).any() {
            return self.needs_blocks(s, |this| {
                let head = this.f.body.new_label();
                let start = this.f.body.new_label();
                let next = this.f.body.new_label();
                let exit = this.f.body.new_label();
                let first = if is_do { &start } else { &head };
                this.f.body.terminate(format!("cf.br {first}"), &loc);
                this.f.body.start_block(&head);
                match &condition {
                    Some(condition) => {
                        let truth = this.condition(condition)?;
                        this.f
                            .body
                            .terminate(format!("cf.cond_br {}, {start}, {exit}", truth.name), &loc);
                    }
                    None => this.f.body.terminate(format!("cf.br {start}"), &loc),
                }
                this.f.body.start_block(&start);
                this.f.targets.push(JumpTarget::Blocks {
                    break_to: Some(exit.clone()),
                    continue_to: Some(next.clone()),
                    scopes: this.f.blocks.len(),
                });
                let outcome = this.statement(&body);
                this.f.targets.pop();
                outcome?;
                this.f.body.start_block(&next);
                if let Some(increment) = &increment {
                    this.rvalue(increment)?;
                }
                this.f.body.terminate(format!("cf.br {head}"), &loc);
                this.f.body.start_block(&exit);
                Ok(())
            });
        }
        // scf.while: the condition in `before`, the body (and increment)
        // in `after`; a `do` loop runs its body in `before`.
        let before = self.region(false, "", &loc, |this| {
            if is_do {
                this.statement(&body)?;
            }
            let truth = match &condition {
                Some(condition) => this.condition(condition)?,
                None => this.f.body.value("i1", "arith.constant true", &loc),
            };
            this.f
                .body
                .terminate(format!("scf.condition({})", truth.name), &loc);
            Ok(())
        })?;
        let after = self.region(false, "scf.yield", &loc, |this| {
            if !is_do {
                this.statement(&body)?;
                if let Some(increment) = &increment {
                    this.f.body.ensure_open();
                    this.rvalue(increment)?;
                }
            }
            Ok(())
        })?;
        self.f
            .body
            .op(format!("scf.while : () -> () {before} do {after}"), &loc);
        Ok(())
    }

    pub(super) fn switch_statement(&mut self, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let parts = s.children();
        let [condition, body] = parts.as_slice() else {
            return Err(unsupported(s, "'switch' statement"));
        };
        let ty = self.ty_of(condition)?;
        let value = self.rvalue(condition)?;
        let exit = self.f.body.new_label();
        // Case labels in order, with their blocks.
        let statements: Vec<Cursor> = if body.kind() == CXCursor_CompoundStmt {
            body.children()
        } else {
            vec![*body]
        };
        let mut cases: Vec<(i64, String)> = Vec::new();
        let mut default = None;
        let mut plan: Vec<(Option<String>, Cursor)> = Vec::new();
        for statement in &statements {
            let mut current = *statement;
            let mut block = None;
            loop {
                match current.kind() {
                    CXCursor_CaseStmt => {
                        let children = current.children();
                        let [label, inner] = children.as_slice() else {
                            return Err(unsupported(&current, "'case' range"));
                        };
                        let Some(Evaluated::Int { value: v, .. }) = label.evaluate() else {
                            return Err(unsupported(label, "non-constant 'case' label"));
                        };
                        let b = block.get_or_insert_with(|| self.f.body.new_label()).clone();
                        cases.push((truncate(v, ty.bits()), b));
                        current = *inner;
                    }
                    CXCursor_DefaultStmt => {
                        let b = block.get_or_insert_with(|| self.f.body.new_label()).clone();
                        default = Some(b);
                        current = single_statement(&current)?;
                    }
                    _ => break,
                }
            }
            plan.push((block, current));
        }
        let fallback = default.clone().unwrap_or(exit.clone());
        if ty.bits() == 64 && cases.iter().any(|(case, _)| *case < 0) {
            // MLIR 22 prints negative 64-bit `cf.switch` cases as unsigned
            // numbers that it cannot read back: compare one by one.
            for (case, block) in &cases {
                let constant =
                    self.f
                        .body
                        .value("i64", format!("arith.constant {case} : i64"), &loc);
                let equal = self.f.body.value(
                    "i1",
                    format!("arith.cmpi eq, {}, {} : i64", value.name, constant.name),
                    &loc,
                );
                let next = self.f.body.new_label();
                self.f
                    .body
                    .terminate(format!("cf.cond_br {}, {block}, {next}", equal.name), &loc);
                self.f.body.start_block(&next);
            }
            self.f.body.terminate(format!("cf.br {fallback}"), &loc);
        } else {
            let mut table = format!(
                "cf.switch {} : {}, [\n  default: {fallback}",
                value.name, value.ty
            );
            for (case, block) in &cases {
                table.push_str(&format!(",\n  {case}: {block}"));
            }
            table.push_str("\n]");
            self.f.body.terminate(table, &loc);
        }
        // `continue` goes on to the enclosing loop's target.
        self.f.targets.push(JumpTarget::Blocks {
            break_to: Some(exit.clone()),
            continue_to: None,
            scopes: self.f.blocks.len(),
        });
        let mut outcome = Ok(());
        for (block, statement) in plan {
            if let Some(block) = block {
                self.f.body.start_block(&block);
            }
            outcome = self.statement(&statement);
            if outcome.is_err() {
                break;
            }
        }
        self.f.targets.pop();
        outcome?;
        self.f.body.start_block(&exit);
        Ok(())
    }
}
