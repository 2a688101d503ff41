//! Operators: unary, binary, comparisons, arithmetic, compound
//! assignment and the conditional operator.

use crate::c::body::Value;
use crate::c::expr::{Arith, common_type, decay, operands, promote, promote_bit_field, single};
use crate::c::types::{Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    pub(super) fn unary(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let loc = self.loc(e);
        let operand = single(e)?;
        let kind = e.unary_operator();
        match kind {
            CXUnaryOperator_PostInc
            | CXUnaryOperator_PostDec
            | CXUnaryOperator_PreInc
            | CXUnaryOperator_PreDec => {
                let delta = if matches!(kind, CXUnaryOperator_PostInc | CXUnaryOperator_PreInc) {
                    1
                } else {
                    -1
                };
                if let Some((addr, field)) = self.bit_field(&operand)? {
                    let volatile = operand.ty().is_volatile();
                    let old = self.bit_field_load(&addr, &field, volatile, &loc)?;
                    let new = self.step(&old, ty, delta, e)?;
                    let new = self.bit_field_store(&addr, &field, &new, volatile, &loc)?;
                    let post = matches!(kind, CXUnaryOperator_PostInc | CXUnaryOperator_PostDec);
                    return Ok(if post { old } else { new });
                }
                let addr = self.lvalue(&operand)?;
                let old = self.load_of(&addr, ty, &operand, &loc);
                let new = self.step(&old, ty, delta, e)?;
                self.store_to(&new, &addr, &operand, &loc);
                Ok(
                    if matches!(kind, CXUnaryOperator_PostInc | CXUnaryOperator_PostDec) {
                        old
                    } else {
                        new
                    },
                )
            }
            CXUnaryOperator_AddrOf => {
                let operand_ty = self.ty_of(&operand)?;
                if let Ty::Func(_) = operand_ty {
                    return self.rvalue(&operand);
                }
                self.lvalue(&operand)
            }
            CXUnaryOperator_Deref => {
                let pointer = self.rvalue(&operand)?;
                match ty {
                    Ty::Array(..) | Ty::Func(_) => Ok(pointer),
                    Ty::Void => Ok(pointer),
                    other => Ok(self.load_of(&pointer, other, e, &loc)),
                }
            }
            CXUnaryOperator_Plus | CXUnaryOperator_Extension => self.rvalue(&operand),
            CXUnaryOperator_Real | CXUnaryOperator_Imag => {
                self.real_imag(e, kind == CXUnaryOperator_Imag, ty)
            }
            // `-z`, `~z` (GNU: the conjugate).
            CXUnaryOperator_Minus | CXUnaryOperator_Not if matches!(ty, Ty::Complex(_)) => {
                let value = self.rvalue(&operand)?;
                Ok(self.complex_unary(&value, kind == CXUnaryOperator_Minus, e))
            }
            CXUnaryOperator_Minus => {
                let value = self.rvalue(&operand)?;
                if ty.is_float() {
                    Ok(self.f.body.value(
                        &value.ty.clone(),
                        format!("arith.negf {} : {}", value.name, value.ty),
                        &loc,
                    ))
                } else {
                    let zero = self.int_const(ty, 0, &loc);
                    Ok(self.f.body.value(
                        &value.ty.clone(),
                        format!("arith.subi {}, {} : {}", zero.name, value.name, value.ty),
                        &loc,
                    ))
                }
            }
            CXUnaryOperator_Not => {
                let value = self.rvalue(&operand)?;
                let ones = self.int_const(ty, -1, &loc);
                Ok(self.f.body.value(
                    &value.ty.clone(),
                    format!("arith.xori {}, {} : {}", value.name, ones.name, value.ty),
                    &loc,
                ))
            }
            CXUnaryOperator_LNot => {
                let truth = self.condition(&operand)?;
                let one = self.f.body.value("i1", "arith.constant true", &loc);
                let not = self.f.body.value(
                    "i1",
                    format!("arith.xori {}, {} : i1", truth.name, one.name),
                    &loc,
                );
                let mlir = self.types.mlir(ty);
                Ok(self.f.body.value(
                    &mlir,
                    format!("arith.extui {} : i1 to {mlir}", not.name),
                    &loc,
                ))
            }
            _ => Err(unsupported(e, "unary operator")),
        }
    }

    /// `value + delta` for `++`/`--` (pointers step by elements).
    pub(super) fn step(
        &mut self,
        value: &Value,
        ty: &Ty,
        delta: i64,
        at: &Cursor,
    ) -> Result<Value> {
        let loc = self.loc(at);
        Ok(match ty {
            Ty::Int { .. } => {
                let one = self.int_const(ty, delta, &loc);
                self.f.body.value(
                    &value.ty.clone(),
                    format!("arith.addi {}, {} : {}", value.name, one.name, value.ty),
                    &loc,
                )
            }
            Ty::Bool => {
                // `b++` sets it; `b--` flips it (C 6.5.2.4 on _Bool).
                if delta > 0 {
                    self.int_const(&Ty::Bool, 1, &loc)
                } else {
                    let one = self.int_const(&Ty::Bool, 1, &loc);
                    self.f.body.value(
                        "i8",
                        format!("arith.xori {}, {} : i8", value.name, one.name),
                        &loc,
                    )
                }
            }
            Ty::Complex(_) => self.complex_step(value, delta, at),
            Ty::Float { .. } => {
                let one = self.float_const(ty, delta as f64, &loc);
                self.f.body.value(
                    &value.ty.clone(),
                    format!("arith.addf {}, {} : {}", value.name, one.name, value.ty),
                    &loc,
                )
            }
            Ty::Ptr(pointee) => {
                let index = self.i64_const(delta, &loc);
                let pointee = (**pointee).clone();
                self.element_address(value, &pointee, index, &Ty::int(64, true), &loc)?
            }
            _ => return Err(unsupported(at, "increment of this type")),
        })
    }

    pub(super) fn binary(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let loc = self.loc(e);
        let parts = operands(e);
        let [lhs, rhs] = parts.as_slice() else {
            return Err(unsupported(e, "binary operator"));
        };
        let kind = e.binary_operator();
        match kind {
            CXBinaryOperator_Assign => {
                let value = self.rvalue(rhs)?;
                if let Some((addr, field)) = self.bit_field(lhs)? {
                    let from = decay(&self.ty_of(rhs)?);
                    let value = self.convert(value, &from, &field.ty, e)?;
                    let volatile = lhs.ty().is_volatile();
                    return self.bit_field_store(&addr, &field, &value, volatile, &loc);
                }
                let addr = self.lvalue(lhs)?;
                self.store_to(&value, &addr, lhs, &loc);
                Ok(value)
            }
            CXBinaryOperator_Comma => {
                self.rvalue(lhs)?;
                self.rvalue(rhs)
            }
            CXBinaryOperator_LAnd | CXBinaryOperator_LOr => {
                let left = self.condition(lhs)?;
                self.f.body.push_region(false);
                let right = self.condition(rhs)?;
                self.f
                    .body
                    .op(format!("scf.yield {} : i1", right.name), &loc);
                let evaluate = self.f.body.pop_region();
                self.f.body.push_region(false);
                let shortcut = self.f.body.value(
                    "i1",
                    format!("arith.constant {}", kind == CXBinaryOperator_LOr),
                    &loc,
                );
                self.f
                    .body
                    .op(format!("scf.yield {} : i1", shortcut.name), &loc);
                let skip = self.f.body.pop_region();
                let (then, otherwise) = if kind == CXBinaryOperator_LAnd {
                    (evaluate, skip)
                } else {
                    (skip, evaluate)
                };
                let result = self.f.body.value(
                    "i1",
                    format!("scf.if {} -> (i1) {then} else {otherwise}", left.name),
                    &loc,
                );
                let mlir = self.types.mlir(ty);
                Ok(self.f.body.value(
                    &mlir,
                    format!("arith.extui {} : i1 to {mlir}", result.name),
                    &loc,
                ))
            }
            CXBinaryOperator_EQ | CXBinaryOperator_NE
                if matches!(self.ty_of(lhs)?, Ty::Complex(_))
                    || matches!(self.ty_of(rhs)?, Ty::Complex(_)) =>
            {
                let (left_ty, right_ty) = (self.ty_of(lhs)?, self.ty_of(rhs)?);
                let left = self.rvalue(lhs)?;
                let right = self.rvalue(rhs)?;
                let truth = self.complex_compare(
                    kind == CXBinaryOperator_EQ,
                    (left, &left_ty),
                    (right, &right_ty),
                    e,
                )?;
                let mlir = self.types.mlir(ty);
                Ok(self.f.body.value(
                    &mlir,
                    format!("arith.extui {} : i1 to {mlir}", truth.name),
                    &loc,
                ))
            }
            CXBinaryOperator_LT | CXBinaryOperator_GT | CXBinaryOperator_LE
            | CXBinaryOperator_GE | CXBinaryOperator_EQ | CXBinaryOperator_NE => {
                let operand_ty = decay(&self.ty_of(lhs)?);
                let left = self.rvalue(lhs)?;
                let right = self.rvalue(rhs)?;
                let truth = self.compare(kind, &left, &right, &operand_ty, &loc);
                let mlir = self.types.mlir(ty);
                Ok(self.f.body.value(
                    &mlir,
                    format!("arith.extui {} : i1 to {mlir}", truth.name),
                    &loc,
                ))
            }
            _ => {
                let op =
                    Arith::from_binary(kind).ok_or_else(|| unsupported(e, "binary operator"))?;
                let left_ty = decay(&self.ty_of(lhs)?);
                let right_ty = decay(&self.ty_of(rhs)?);
                let left = self.rvalue(lhs)?;
                let right = self.rvalue(rhs)?;
                self.arith(op, left, &left_ty, right, &right_ty, ty, e)
            }
        }
    }

    /// A comparison as an `i1` (operands of the same type, or pointers).
    pub(super) fn compare(
        &mut self,
        kind: CXBinaryOperatorKind,
        left: &Value,
        right: &Value,
        ty: &Ty,
        loc: &str,
    ) -> Value {
        let signed = ty.is_signed();
        if ty.is_float() {
            let predicate = match kind {
                CXBinaryOperator_LT => "olt",
                CXBinaryOperator_GT => "ogt",
                CXBinaryOperator_LE => "ole",
                CXBinaryOperator_GE => "oge",
                CXBinaryOperator_EQ => "oeq",
                _ => "une",
            };
            return self.f.body.value(
                "i1",
                format!(
                    "arith.cmpf {predicate}, {}, {} : {}",
                    left.name, right.name, left.ty
                ),
                loc,
            );
        }
        let predicate = match (kind, signed) {
            (CXBinaryOperator_LT, true) => "slt",
            (CXBinaryOperator_LT, false) => "ult",
            (CXBinaryOperator_GT, true) => "sgt",
            (CXBinaryOperator_GT, false) => "ugt",
            (CXBinaryOperator_LE, true) => "sle",
            (CXBinaryOperator_LE, false) => "ule",
            (CXBinaryOperator_GE, true) => "sge",
            (CXBinaryOperator_GE, false) => "uge",
            (CXBinaryOperator_EQ, _) => "eq",
            _ => "ne",
        };
        if left.ty == "!llvm.ptr" {
            return self.f.body.value(
                "i1",
                format!(
                    "llvm.icmp \"{predicate}\" {}, {} : !llvm.ptr",
                    left.name, right.name
                ),
                loc,
            );
        }
        self.f.body.value(
            "i1",
            format!(
                "arith.cmpi {predicate}, {}, {} : {}",
                left.name, right.name, left.ty
            ),
            loc,
        )
    }

    /// `left op right` with C's types: pointer arithmetic, or both operands
    /// converted to `result`'s type (Clang has converted them already
    /// except for shifts and compound assignments).
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn arith(
        &mut self,
        op: Arith,
        left: Value,
        left_ty: &Ty,
        right: Value,
        right_ty: &Ty,
        result: &Ty,
        at: &Cursor,
    ) -> Result<Value> {
        if matches!(result, Ty::Complex(_)) {
            return self.complex_arith(op, left, left_ty, right, right_ty, result, at);
        }
        let loc = self.loc(at);
        // Pointer arithmetic.
        match (left_ty, right_ty, op) {
            (Ty::Ptr(pointee), r, Arith::Add | Arith::Sub) if r.is_integer() => {
                let mut index = self.widen_index(right, r, &loc);
                if op == Arith::Sub {
                    let zero = self.i64_const(0, &loc);
                    index = self.f.body.value(
                        "i64",
                        format!("arith.subi {}, {} : i64", zero.name, index.name),
                        &loc,
                    );
                }
                let pointee = (**pointee).clone();
                return self.element_address(&left, &pointee, index, &Ty::int(64, true), &loc);
            }
            (l, Ty::Ptr(pointee), Arith::Add) if l.is_integer() => {
                let pointee = (**pointee).clone();
                return self.element_address(&right, &pointee, left, l, &loc);
            }
            (Ty::Ptr(pointee), Ty::Ptr(_), Arith::Sub) => {
                let a = self.f.body.value(
                    "i64",
                    format!("llvm.ptrtoint {} : !llvm.ptr to i64", left.name),
                    &loc,
                );
                let b = self.f.body.value(
                    "i64",
                    format!("llvm.ptrtoint {} : !llvm.ptr to i64", right.name),
                    &loc,
                );
                let bytes = self.f.body.value(
                    "i64",
                    format!("arith.subi {}, {} : i64", a.name, b.name),
                    &loc,
                );
                let pointee = (**pointee).clone();
                let size = self.dynamic_size(&pointee, &loc);
                let difference = self.f.body.value(
                    "i64",
                    format!("arith.divsi {}, {} : i64", bytes.name, size.name),
                    &loc,
                );
                return self.convert(difference, &Ty::int(64, true), result, at);
            }
            _ => {}
        }
        // Shifts: the right operand takes the left's width.
        let (left, right) = if matches!(op, Arith::Shl | Arith::Shr) {
            let left = self.convert(left, left_ty, result, at)?;
            let right = self.convert(right, right_ty, result, at)?;
            (left, right)
        } else {
            (
                self.convert(left, left_ty, result, at)?,
                self.convert(right, right_ty, result, at)?,
            )
        };
        let mlir = self.types.mlir(result);
        let name = if result.is_float() {
            match op {
                Arith::Add => "arith.addf",
                Arith::Sub => "arith.subf",
                Arith::Mul => "arith.mulf",
                Arith::Div => "arith.divf",
                Arith::Rem => "arith.remf",
                _ => return Err(unsupported(at, "bitwise operator on a floating value")),
            }
        } else {
            let signed = result.is_signed();
            match op {
                Arith::Add => "arith.addi",
                Arith::Sub => "arith.subi",
                Arith::Mul => "arith.muli",
                Arith::Div if signed => "arith.divsi",
                Arith::Div => "arith.divui",
                Arith::Rem if signed => "arith.remsi",
                Arith::Rem => "arith.remui",
                Arith::Shl => "arith.shli",
                Arith::Shr if signed => "arith.shrsi",
                Arith::Shr => "arith.shrui",
                Arith::And => "arith.andi",
                Arith::Or => "arith.ori",
                Arith::Xor => "arith.xori",
            }
        };
        Ok(self.f.body.value(
            &mlir,
            format!("{name} {}, {} : {mlir}", left.name, right.name),
            &loc,
        ))
    }

    pub(super) fn compound_assign(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let loc = self.loc(e);
        let parts = operands(e);
        let [lhs, rhs] = parts.as_slice() else {
            return Err(unsupported(e, "compound assignment"));
        };
        let op = Arith::from_binary(e.binary_operator())
            .ok_or_else(|| unsupported(e, "compound assignment"))?;
        let right_ty = decay(&self.ty_of(rhs)?);
        let right = self.rvalue(rhs)?;
        let bit_field = self.bit_field(lhs)?;
        let (addr, old, promoted) = match &bit_field {
            Some((addr, field)) => {
                let old = self.bit_field_load(addr, field, lhs.ty().is_volatile(), &loc)?;
                (addr.clone(), old, promote_bit_field(field))
            }
            None => {
                let addr = self.lvalue(lhs)?;
                let old = self.load_of(&addr, ty, lhs, &loc);
                (addr, old, promote(ty))
            }
        };
        let computation = if ty.is_pointer() {
            ty.clone()
        } else if matches!(op, Arith::Shl | Arith::Shr) {
            promoted
        } else {
            common_type(&promoted, &right_ty)
        };
        let new = if ty.is_pointer() {
            self.arith(op, old, ty, right, &right_ty, ty, e)?
        } else {
            let old = self.convert(old, ty, &computation, e)?;
            let value = self.arith(op, old, &computation, right, &right_ty, &computation, e)?;
            self.convert(value, &computation, ty, e)?
        };
        if let Some((addr, field)) = &bit_field {
            return self.bit_field_store(addr, field, &new, lhs.ty().is_volatile(), &loc);
        }
        self.store_to(&new, &addr, lhs, &loc);
        Ok(new)
    }

    pub(super) fn conditional(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let loc = self.loc(e);
        let parts = operands(e);
        let [condition, then, otherwise] = parts.as_slice() else {
            return Err(unsupported(e, "'?:' without a middle operand"));
        };
        let truth = self.condition(condition)?;
        let mlir = self.types.mlir(&decay(ty));
        let arm = |this: &mut Self, arm: &Cursor| -> Result<String> {
            this.f.body.push_region(false);
            let value = this.rvalue(arm)?;
            if *ty == Ty::Void {
                this.f.body.op("scf.yield", &loc);
            } else {
                this.f
                    .body
                    .op(format!("scf.yield {} : {}", value.name, value.ty), &loc);
            }
            Ok(this.f.body.pop_region())
        };
        let then_region = arm(self, then)?;
        let else_region = arm(self, otherwise)?;
        if *ty == Ty::Void {
            self.f.body.op(
                format!("scf.if {} {then_region} else {else_region}", truth.name),
                &loc,
            );
            return Ok(Value::new("%void", "none"));
        }
        Ok(self.f.body.value(
            &mlir,
            format!(
                "scf.if {} -> ({mlir}) {then_region} else {else_region}",
                truth.name
            ),
            &loc,
        ))
    }
}
