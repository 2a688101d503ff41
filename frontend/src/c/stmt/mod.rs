//! C statements: `scf` where the statement is structured, `cf` otherwise.
//!
//! An `if` or a loop without jumps (`break`, `continue`, `return`, `goto`
//! or labels) that leave it or target it is `scf.if`/`scf.while`. Others
//! are branches between blocks: in the function body directly, or inside
//! an `scf.execute_region` when they sit in a single-block region (an
//! `scf` or `acc` region) and no jump leaves them. `switch` is always
//! `cf.switch`.

mod control;
mod vla;

use crate::c::body::Value;
use crate::c::expr::operands;
use crate::c::types::unsupported;
use crate::clang::{Cursor, DirectiveKind};
use crate::lower::JumpTarget;
use crate::lower::Lowerer;
use crate::lower::Result;
use crate::lower::Unsupported;
use crate::lower::Var;
use clang_sys::*;
pub(crate) use vla::{is_vla, writes_vla};

/// What a region is for its allocations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Scope {
    /// A region of a statement: its locals belong to the enclosing scope.
    None,
    /// A compute construct's region: its locals are allocated at its entry.
    Allocations,
    /// A loop construct's body: as `Allocations`, freed every iteration.
    LoopBody,
}

impl From<bool> for Scope {
    fn from(scope: bool) -> Self {
        if scope {
            Scope::Allocations
        } else {
            Scope::None
        }
    }
}

/// The jumps a statement contains.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct Jumps {
    /// `return`, `goto` or a label.
    pub(crate) other: bool,
    /// A `break` not captured by a loop or `switch` inside the statement.
    pub(crate) breaks: bool,
    /// A `continue` not captured by a loop inside the statement.
    pub(crate) continues: bool,
}

impl Jumps {
    pub(super) fn any(&self) -> bool {
        self.other || self.breaks || self.continues
    }
}

/// The labels of `cursor` when every `goto` in it targets one of them and
/// it has no `return` or computed `goto`: its jumps stay inside it.
pub(crate) fn local_labels(cursor: &Cursor) -> Option<std::collections::HashSet<String>> {
    fn walk(
        cursor: &Cursor,
        labels: &mut std::collections::HashSet<String>,
        targets: &mut Vec<String>,
    ) -> bool {
        match cursor.kind() {
            CXCursor_ReturnStmt | CXCursor_IndirectGotoStmt => return false,
            CXCursor_LabelStmt => {
                labels.insert(cursor.spelling());
            }
            CXCursor_GotoStmt => {
                if let Some(reference) = cursor.children().first() {
                    targets.push(reference.spelling());
                }
            }
            _ => {}
        }
        cursor.children().iter().all(|c| walk(c, labels, targets))
    }
    let mut labels = std::collections::HashSet::new();
    let mut targets = Vec::new();
    (walk(cursor, &mut labels, &mut targets) && targets.iter().all(|t| labels.contains(t)))
        .then_some(labels)
}

pub(crate) fn jumps(cursor: &Cursor) -> Jumps {
    let kind = cursor.kind();
    if cursor.is_expression() {
        return Jumps::default();
    }
    let mut result = Jumps::default();
    match kind {
        CXCursor_ReturnStmt
        | CXCursor_GotoStmt
        | CXCursor_IndirectGotoStmt
        | CXCursor_LabelStmt => {
            result.other = true;
        }
        CXCursor_BreakStmt => result.breaks = true,
        CXCursor_ContinueStmt => result.continues = true,
        _ => {}
    }
    for child in cursor.children() {
        let inner = jumps(&child);
        result.other |= inner.other;
        match kind {
            CXCursor_ForStmt | CXCursor_WhileStmt | CXCursor_DoStmt => {}
            CXCursor_SwitchStmt => result.continues |= inner.continues,
            _ => {
                result.breaks |= inner.breaks;
                result.continues |= inner.continues;
            }
        }
    }
    result
}

/// The parts of a `for` statement (libclang omits absent ones).
pub(crate) struct ForParts<'t> {
    pub(crate) init: Option<Cursor<'t>>,
    pub(crate) condition: Option<Cursor<'t>>,
    pub(crate) increment: Option<Cursor<'t>>,
    pub(crate) body: Cursor<'t>,
}

/// Splits a `for` statement: with all four parts present, in their order
/// (C has no condition variable); otherwise by the positions of its `;` and
/// `)` (in the file's tokens, so a header from a macro expansion has all
/// four parts or is an error).
pub(crate) fn for_parts<'t>(stmt: &Cursor<'t>) -> Result<ForParts<'t>> {
    if let [init, condition, increment, body] = stmt.children().as_slice() {
        return Ok(ForParts {
            init: Some(*init),
            condition: Some(*condition),
            increment: Some(*increment),
            body: *body,
        });
    }
    let tokens = stmt.tokens();
    let mut depth = 0;
    let mut separators = Vec::new();
    for token in &tokens {
        match token.spelling.as_str() {
            "(" => depth += 1,
            ")" => {
                depth -= 1;
                if depth == 0 {
                    separators.push(token.offset.unwrap_or(0));
                    break;
                }
            }
            ";" if depth == 1 => separators.push(token.offset.unwrap_or(0)),
            _ => {}
        }
    }
    let [first, second, close] = separators.as_slice() else {
        return Err(unsupported(stmt, "'for' statement written through macros"));
    };
    let mut parts = ForParts {
        init: None,
        condition: None,
        increment: None,
        body: *stmt,
    };
    let mut body = None;
    for child in stmt.children() {
        let start = child.byte_range().map(|r| r.start).unwrap_or(0);
        if start < *first || (child.kind() == CXCursor_DeclStmt && start <= *first) {
            parts.init = Some(child);
        } else if start < *second {
            parts.condition = Some(child);
        } else if start < *close {
            parts.increment = Some(child);
        } else {
            body = Some(child);
        }
    }
    parts.body = body.ok_or_else(|| unsupported(stmt, "'for' statement without a body"))?;
    Ok(parts)
}

impl Lowerer {
    pub(crate) fn statement(&mut self, s: &Cursor) -> Result<()> {
        self.f.body.ensure_open();
        let loc = self.loc(s);
        if s.is_expression() {
            self.rvalue(s)?;
            return Ok(());
        }
        if s.directive().is_some() {
            if !self.openacc {
                return Ok(());
            }
            return self.directive(s);
        }
        match s.kind() {
            CXCursor_CompoundStmt => {
                self.compound_statements(s, &s.children(), None)?;
                Ok(())
            }
            CXCursor_NullStmt => Ok(()),
            CXCursor_DeclStmt => {
                for declaration in s.children() {
                    self.local_declaration(&declaration)?;
                }
                Ok(())
            }
            CXCursor_IfStmt => self.if_statement(s),
            CXCursor_ForStmt | CXCursor_WhileStmt | CXCursor_DoStmt => self.loop_statement(s),
            CXCursor_SwitchStmt => self.needs_blocks(s, |this| this.switch_statement(s)),
            CXCursor_ReturnStmt => {
                if !self.in_function_region() {
                    return Err(unsupported(s, "'return' inside an OpenACC construct"));
                }
                let value = match operands(s).first() {
                    Some(value) => Some(self.rvalue(value)?),
                    None => None,
                };
                self.declare_exits(self.statement_range(s));
                self.lower_return(value, &loc);
                Ok(())
            }
            CXCursor_BreakStmt | CXCursor_ContinueStmt => {
                let is_break = s.kind() == CXCursor_BreakStmt;
                let mut target = None;
                let mut outside = 0;
                for candidate in self.f.targets.iter().rev() {
                    match candidate {
                        JumpTarget::Blocks {
                            break_to,
                            continue_to,
                            scopes,
                        } => {
                            target = if is_break { break_to } else { continue_to }.clone();
                            outside = *scopes;
                            if target.is_some() {
                                break;
                            }
                        }
                        JumpTarget::Barrier => break,
                    }
                }
                let Some(target) = target else {
                    // OpenACC: a construct's structured block has one exit,
                    // at its end (Clang checks compute constructs only).
                    return Err(Unsupported {
                        location: s.location(),
                        message: format!(
                            "invalid branch out of an OpenACC construct: '{}' would leave its \
                             structured block",
                            if is_break { "break" } else { "continue" }
                        ),
                    });
                };
                self.restore_stack(outside, &loc);
                self.f.body.terminate(format!("cf.br {target}"), &loc);
                Ok(())
            }
            CXCursor_GotoStmt => {
                let reference = s
                    .children()
                    .first()
                    .copied()
                    .ok_or_else(|| unsupported(s, "goto"))?;
                let label = reference.spelling();
                if !self.in_function_region() && !self.is_local_label(&label) {
                    return Err(unsupported(s, "'goto' inside a region"));
                }
                // Leaving the blocks that do not hold the label frees their
                // variable-length arrays.
                let at = reference
                    .referenced()
                    .and_then(|l| l.byte_range())
                    .map(|r| r.start);
                let outside = self
                    .f
                    .blocks
                    .iter()
                    .take_while(|b| {
                        matches!((b.range, at), (Some(r), Some(at)) if r.start <= at && at < r.end)
                    })
                    .count();
                self.restore_stack(outside, &loc);
                let block = self.label_block(&label);
                self.f.body.terminate(format!("cf.br {block}"), &loc);
                Ok(())
            }
            CXCursor_LabelStmt => {
                if !self.in_function_region() && !self.is_local_label(&s.spelling()) {
                    return Err(unsupported(s, "label inside a region"));
                }
                let block = self.label_block(&s.spelling());
                self.f.body.start_block(&block);
                for child in s.children() {
                    if child.kind() != CXCursor_LabelRef {
                        self.statement(&child)?;
                    }
                }
                Ok(())
            }
            CXCursor_CaseStmt | CXCursor_DefaultStmt => Err(unsupported(
                s,
                "'case' label nested in a statement of its 'switch'",
            )),
            CXCursor_IndirectGotoStmt => Err(unsupported(s, "computed 'goto'")),
            CXCursor_AsmStmt | CXCursor_MSAsmStmt => Err(unsupported(s, "inline assembly")),
            _ => Err(unsupported(
                s,
                &format!("statement '{}'", s.kind_spelling()),
            )),
        }
    }

    /// The statements of a compound statement `block` (all of them, or
    /// those of a statement expression before its value), then the value
    /// expression `value` if given (its value is returned).
    pub(crate) fn compound_statements(
        &mut self,
        block: &Cursor,
        statements: &[Cursor],
        value: Option<&Cursor>,
    ) -> Result<Option<Value>> {
        self.f.blocks.push(crate::lower::BlockScope {
            range: block.byte_range(),
            stack: None,
        });
        let outcome = (|| {
            for statement in statements {
                self.statement(statement)?;
            }
            match value {
                Some(value) => {
                    self.f.body.ensure_open();
                    Ok(Some(self.rvalue(value)?))
                }
                None => Ok(None),
            }
        })();
        let scope = self.f.blocks.pop();
        // The end of the block frees its variable-length arrays.
        if let Some(crate::lower::BlockScope {
            stack: Some(stack), ..
        }) = scope
            && outcome.is_ok()
            && !self.f.body.terminated()
        {
            let loc = self.loc(block);
            self.f
                .body
                .op(format!("llvm.intr.stackrestore {stack} : !llvm.ptr"), &loc);
        }
        outcome
    }

    /// Before a jump that leaves the blocks from `outside` on (the number
    /// of blocks it stays in): frees the variable-length arrays of the
    /// outermost block it leaves that has some.
    fn restore_stack(&mut self, outside: usize, loc: &str) {
        let saved = self
            .f
            .blocks
            .iter()
            .skip(outside)
            .find_map(|b| b.stack.clone());
        if let Some(stack) = saved {
            self.f
                .body
                .op(format!("llvm.intr.stackrestore {stack} : !llvm.ptr"), loc);
        }
    }

    /// Whether ops go to the function's own region (not a nested one).
    fn in_function_region(&self) -> bool {
        self.f.cfg_region.len() == 1
    }

    /// Whether `label` belongs to the innermost region whose jumps stay
    /// inside it (a loop construct's body), and the statement is in it
    /// directly (a region of several blocks).
    fn is_local_label(&self, label: &str) -> bool {
        self.f.cfg_region.last() == Some(&true)
            && self
                .f
                .local_labels
                .last()
                .is_some_and(|l| l.contains(label))
    }

    fn label_block(&mut self, name: &str) -> String {
        if let Some(block) = self.f.labels.get(name) {
            return block.clone();
        }
        let block = self.f.body.new_label();
        self.f.labels.insert(name.to_string(), block.clone());
        block
    }

    /// Runs `lower` where blocks may be created: here if the current region
    /// takes several, else in an `scf.execute_region`.
    fn needs_blocks(
        &mut self,
        s: &Cursor,
        lower: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<()> {
        if *self.f.cfg_region.last().unwrap_or(&true) {
            return lower(self);
        }
        let escaping = jumps(s);
        if escaping.any() {
            return Err(unsupported(
                s,
                "jump out of a statement nested in an OpenACC construct or expression",
            ));
        }
        let loc = self.loc(s);
        self.f.body.push_region(false);
        self.f.cfg_region.push(true);
        let outcome = lower(self);
        self.f.cfg_region.pop();
        if !self.f.body.terminated() {
            self.f.body.terminate("scf.yield", &loc);
        }
        let region = self.f.body.pop_region();
        outcome?;
        self.f.body.op(format!("scf.execute_region {region}"), &loc);
        Ok(())
    }

    /// Lowers `s` into a fresh single-block region and gives its text; the
    /// region ends with `terminator` unless it ended already.
    pub(crate) fn region(
        &mut self,
        scope: impl Into<Scope>,
        terminator: &str,
        loc: &str,
        lower: impl FnOnce(&mut Self) -> Result<()>,
    ) -> Result<String> {
        let scope = scope.into();
        if scope == Scope::LoopBody {
            self.f.body.push_loop_region();
        } else {
            self.f.body.push_region(scope == Scope::Allocations);
        }
        self.f.cfg_region.push(false);
        self.f.targets.push(JumpTarget::Barrier);
        let outcome = lower(self);
        self.f.targets.pop();
        self.f.cfg_region.pop();
        if !self.f.body.terminated() {
            self.f.body.terminate(terminator, loc);
        }
        let region = self.f.body.pop_region();
        outcome.map(|()| region)
    }

    fn local_declaration(&mut self, declaration: &Cursor) -> Result<()> {
        match declaration.kind() {
            CXCursor_VarDecl => {}
            // Clang checked `_Static_assert` already.
            CXCursor_StructDecl
            | CXCursor_UnionDecl
            | CXCursor_EnumDecl
            | CXCursor_StaticAssert => {
                return Ok(());
            }
            // `typedef double row[n];`: its lengths are evaluated here.
            CXCursor_TypedefDecl => {
                return self.vla_lengths(declaration, declaration.typedef_underlying());
            }
            CXCursor_FunctionDecl => return Ok(()),
            CXCursor_UnexposedDecl => {
                let function = self.f.names.get("").cloned();
                let _ = function;
                return self.directive_declaration(*declaration, Some(""));
            }
            _ => {
                return Err(unsupported(
                    declaration,
                    &format!("declaration '{}'", declaration.kind_spelling()),
                ));
            }
        }
        if declaration.has_global_storage() || declaration.storage_class() == CX_SC_Extern {
            // `static` locals and `extern` declarations are module globals.
            self.global(*declaration)?;
            return Ok(());
        }
        self.vla_lengths(declaration, declaration.ty())?;
        let ty = self.ty_of(declaration)?;
        let align = self.variable_align(declaration, &ty)?;
        let addr = if is_vla(&ty) {
            self.vla_alloca(declaration, &ty, align)?
        } else {
            let mlir = self.types.mlir(&ty);
            self.f
                .body
                .alloca(&mlir, align, &self.variable_loc(declaration))
        };
        self.f
            .names
            .insert(declaration.spelling(), declaration.usr());
        self.f.locals.insert(
            declaration.usr(),
            Var {
                addr: addr.clone(),
                ty: ty.clone(),
            },
        );
        if let Some(init) = declaration.var_initializer() {
            self.initialize(&addr, &ty, &init)?;
        }
        Ok(())
    }

    /// An OpenACC construct in a statement position.
    fn directive(&mut self, s: &Cursor) -> Result<()> {
        match s.directive() {
            Some(DirectiveKind::Compute | DirectiveKind::Combined) if self.f.in_compute > 0 => {
                Err(Unsupported {
                    location: s.location(),
                    message: "unsupported: a compute construct inside another compute \
                              construct (nested parallelism)"
                        .into(),
                })
            }
            Some(kind @ (DirectiveKind::Init | DirectiveKind::Shutdown | DirectiveKind::Set))
                if self.f.in_compute > 0 =>
            {
                let name = match kind {
                    DirectiveKind::Init => "init",
                    DirectiveKind::Shutdown => "shutdown",
                    _ => "set",
                };
                Err(Unsupported {
                    location: s.location(),
                    message: format!(
                        "the '{name}' directive cannot appear inside a compute construct \
                         (it runs on the host)"
                    ),
                })
            }
            Some(DirectiveKind::Compute | DirectiveKind::Combined) => self.compute_construct(s),
            Some(DirectiveKind::Loop) => self.loop_construct(s),
            // Already an `acc.cache` of the enclosing `acc.loop`.
            Some(DirectiveKind::Cache)
                if self
                    .f
                    .cached
                    .contains(&s.byte_range().map(|r| r.start).unwrap_or(0)) =>
            {
                Ok(())
            }
            Some(_) => self.dispatch_directive(s),
            None => Err(unsupported(s, "directive")),
        }
    }
}
