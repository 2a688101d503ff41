//! `atomic` (read, write, update, capture): addresses and operands are
//! evaluated first, the atomic operations hold only the atomic accesses.

use crate::acc::parsed::Parsed;
use crate::c::body::Value;
use crate::c::expr::operands;
use crate::c::types::{Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::ClauseKind;
use clang_sys::*;

impl Lowerer {
    /// `acc atomic` (read, write, update, capture). Addresses and operands
    /// are evaluated first; the atomic operations (and a capture's region)
    /// hold only the atomic accesses.
    pub(super) fn atomic(&mut self, parsed: &Parsed, s: &Cursor) -> Result<()> {
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
        // `if(c)` (OpenACC 3.3 §2.12): where `c` is false, the statement
        // runs as it is, not atomically.
        if let Some((ci, _)) = parsed.clauses(ClauseKind::If).next() {
            let expression = self.clause_expression(parsed, ci, 0, s)?;
            let truth = self.condition(&expression)?;
            let atomic = self.region(false, "scf.yield", &loc, |this| {
                this.atomic_operations(parsed, s, &statement, &kind)
            })?;
            let plain = self.region(false, "scf.yield", &loc, |this| this.statement(&statement))?;
            self.f
                .body
                .op(format!("scf.if {} {atomic} else {plain}", truth.name), &loc);
            return Ok(());
        }
        self.atomic_operations(parsed, s, &statement, &kind)
    }

    /// The atomic operations of an `atomic` construct's statement.
    fn atomic_operations(
        &mut self,
        parsed: &Parsed,
        s: &Cursor,
        statement: &Cursor,
        kind: &str,
    ) -> Result<()> {
        let loc = self.loc(s);
        let statement = *statement;
        let operations = match kind {
            "read" => {
                let (v, x) = assignment(&statement)?;
                vec![self.prepare_read(&v, &x)?]
            }
            "write" => {
                let (x, e) = assignment(&statement)?;
                vec![self.prepare_write(&x, &e)?]
            }
            "update" => vec![self.prepare_update(&crate::c::strip_wrappers(statement))?],
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
    pub(super) fn atomic_type(&mut self, x: &Cursor) -> Result<Ty> {
        let ty = self.ty_of(x)?;
        if ty.bits() == 80 && ty.is_float() {
            return Err(unsupported(
                x,
                "atomic operation on a 'long double' (its 10 bytes have no atomic access)",
            ));
        }
        Ok(ty)
    }

    pub(super) fn prepare_read<'t>(
        &mut self,
        v: &Cursor<'t>,
        x: &Cursor<'t>,
    ) -> Result<Atomic<'t>> {
        let x = crate::c::strip_wrappers(*x);
        let ty = self.atomic_type(&x)?;
        let x_addr = self.lvalue(&x)?;
        let v_addr = self.lvalue(v)?;
        Ok(Atomic::Read {
            v: v_addr,
            x: x_addr,
            mlir: self.types.mlir(&ty),
        })
    }

    pub(super) fn prepare_write<'t>(
        &mut self,
        x: &Cursor<'t>,
        e: &Cursor<'t>,
    ) -> Result<Atomic<'t>> {
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
    pub(super) fn prepare_update<'t>(&mut self, e: &Cursor<'t>) -> Result<Atomic<'t>> {
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
    pub(super) fn prepare_capture<'t>(
        &mut self,
        statement: &Cursor<'t>,
    ) -> Result<Vec<Atomic<'t>>> {
        let statements: Vec<Cursor> = if statement.kind() == CXCursor_CompoundStmt {
            statement.children()
        } else {
            vec![*statement]
        };
        match statements.as_slice() {
            [single] => {
                // v = <update of x>
                let (v, update) = assignment(single)?;
                let update = crate::c::strip_wrappers(update);
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
                let first = crate::c::strip_wrappers(*first);
                let second = crate::c::strip_wrappers(*second);
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
    pub(super) fn read_of<'t>(&mut self, v: &Cursor<'t>, other: &Atomic<'t>) -> Result<Atomic<'t>> {
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
    pub(super) fn emit_atomic(&mut self, operation: &Atomic, loc: &str, src: &str) -> Result<()> {
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
}

/// One atomic access, its addresses and operands already evaluated.
pub(super) enum Atomic<'t> {
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
pub(super) enum UpdateOp {
    Step(i64),
    Arith(crate::c::expr::Arith),
}

/// The parts of an atomic update: `x`, the operation, its operand, and
/// whether the operand is on the left (`x = e op x`).
pub(super) fn update_parts<'t>(
    e: &Cursor<'t>,
) -> Result<(Cursor<'t>, UpdateOp, Option<Cursor<'t>>, bool)> {
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
            let value = crate::c::strip_wrappers(ops[1]);
            if value.kind() != CXCursor_BinaryOperator {
                return Err(bad());
            }
            let arith = arith_of(value.binary_operator()).ok_or_else(bad)?;
            let vops = operands(&value);
            let same = |c: &Cursor| {
                let c = crate::c::strip_wrappers(*c);
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

pub(super) fn arith_of(kind: CXBinaryOperatorKind) -> Option<crate::c::expr::Arith> {
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
pub(super) fn assignment<'t>(e: &Cursor<'t>) -> Result<(Cursor<'t>, Cursor<'t>)> {
    let e = crate::c::strip_wrappers(*e);
    if e.kind() != CXCursor_BinaryOperator || e.binary_operator() != CXBinaryOperator_Assign {
        return Err(unsupported(&e, "atomic statement (expected an assignment)"));
    }
    let ops = operands(&e);
    Ok((ops[0], ops[1]))
}

/// Whether an expression reads an lvalue (no operation on it).
pub(super) fn is_plain_read(e: &Cursor) -> bool {
    let e = crate::c::strip_wrappers(*e);
    matches!(
        e.kind(),
        CXCursor_DeclRefExpr | CXCursor_ArraySubscriptExpr | CXCursor_MemberRefExpr
    ) || (e.kind() == CXCursor_UnaryOperator && e.unary_operator() == CXUnaryOperator_Deref)
}
