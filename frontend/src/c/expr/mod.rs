//! C expressions: values (`rvalue`), addresses (`lvalue`), conversions.
//!
//! libclang exposes implicit conversions as `UnexposedExpr` nodes with the
//! target type and the same source range as their operand; they are
//! lowered as conversions from the operand's type (lvalue-to-rvalue loads,
//! array and function decay, integer and floating conversions). An
//! `UnexposedExpr` of any other shape is not a conversion and is reported
//! as unsupported.
//!
//! By family: [`lvalues`] (addresses of variables, elements, members),
//! [`bit_fields`], [`memory`] (loads, stores, alignment, TBAA),
//! [`constants`], [`casts`] (conversions, truth values), [`operators`]
//! (unary, binary, comparison, arithmetic, compound assignment,
//! conditional) and [`call`] (calls and builtins).

mod bit_fields;
mod call;
mod casts;
mod constants;
mod lvalues;
pub(crate) mod memory;
mod operators;

use crate::c::body::Value;
use crate::c::expr::constants::long_double_of_literal;
use crate::c::types::{ArrayLen, Field, Ty, unsupported};
use crate::clang::{Cursor, Evaluated};
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    /// The C type of an expression or declaration.
    pub(crate) fn ty_of(&mut self, cursor: &Cursor) -> Result<Ty> {
        // A parameter declared as an array is a pointer (its own type says
        // the array).
        // (libclang gives the array type to the implicit conversion around
        // such a parameter's name, too.)
        let named = if matches!(cursor.kind(), CXCursor_UnexposedExpr | CXCursor_ParenExpr)
            && matches!(
                cursor.ty().kind(),
                CXType_ConstantArray | CXType_IncompleteArray | CXType_VariableArray
            ) {
            crate::c::strip_wrappers(*cursor)
        } else {
            *cursor
        };
        if named.kind() == CXCursor_DeclRefExpr
            && let Some(decl) = named.referenced()
            && decl.kind() == CXCursor_ParmDecl
            && let Some(var) = self.f.locals.get(&decl.usr())
        {
            return Ok(var.ty.clone());
        }
        // An argument converted to a parameter declared as an array
        // (`g(0, NULL)` for `int g(int n, int w[])`): libclang gives the
        // conversion the array type; C's is the pointer it adjusts to.
        if cursor.kind() == CXCursor_UnexposedExpr
            && matches!(
                cursor.ty().kind(),
                CXType_ConstantArray | CXType_IncompleteArray | CXType_VariableArray
            )
            && let Ok(converted) = self.types.convert(cursor.ty(), cursor)
        {
            let inner = crate::c::strip_wrappers(*cursor);
            if self.types.convert(inner.ty(), &inner).ok().as_ref() != Some(&converted) {
                return Ok(decay(&converted));
            }
        }
        // A type from a cast to a pointer to a VLA inside the expression
        // (`((double (*)[m])p)[i]`), whose lengths are needed before the cast
        // is lowered: evaluated now (size expressions read variables; the
        // cast, lowered later, evaluates them again). Unknown, the VLA is an
        // error, a pointer to it opaque.
        let unknown = |outcome: &Result<Ty>| match outcome {
            Err(_) => true,
            Ok(ty) => ty.pointee() == Some(&Ty::Opaque),
        };
        let outcome = self.types.convert(cursor.ty(), cursor);
        if unknown(&outcome)
            && cursor.is_expression()
            && crate::c::stmt::writes_vla(cursor.ty())
            && self.vla_casts(cursor)?
        {
            let retried = self.types.convert(cursor.ty(), cursor);
            if retried.is_ok() {
                return retried;
            }
        }
        outcome
    }

    /// Evaluates the lengths of the VLA types of the casts in an expression
    /// (not in the statements of a statement expression); whether there
    /// were any.
    pub(super) fn vla_casts(&mut self, e: &Cursor) -> Result<bool> {
        let mut found = false;
        if e.kind() == CXCursor_CStyleCastExpr && crate::c::stmt::writes_vla(e.ty()) {
            self.cast_vla_lengths(e)?;
            found = true;
        }
        if e.kind() != CXCursor_StmtExpr {
            for child in e.children() {
                if child.is_expression() {
                    found |= self.vla_casts(&child)?;
                }
            }
        }
        Ok(found)
    }

    /// The value of an expression (arrays and functions decay to their
    /// address; `void` expressions give a placeholder).
    pub(crate) fn rvalue(&mut self, e: &Cursor) -> Result<Value> {
        let loc = self.loc(e);
        let ty = self.ty_of(e)?;
        match e.kind() {
            CXCursor_IntegerLiteral | CXCursor_CharacterLiteral => match e.evaluate() {
                Some(Evaluated::Int { value, .. }) => Ok(self.int_const(&ty, value, &loc)),
                _ => Err(unsupported(e, "literal")),
            },
            // `long double`: from its spelling (Clang's evaluation gives a
            // double).
            CXCursor_FloatingLiteral if ty.bits() == 80 => {
                let bits = self.long_double_literal(e)?;
                Ok(self.long_double_const(bits, &loc))
            }
            CXCursor_FloatingLiteral => match e.evaluate() {
                Some(Evaluated::Float(value)) => Ok(self.float_const(&ty, value, &loc)),
                _ => Err(unsupported(e, "literal")),
            },
            CXCursor_StringLiteral => self.lvalue(e),
            CXCursor_ImaginaryLiteral => self.imaginary_literal(e, &ty),
            CXCursor_ParenExpr => self.rvalue(&single(e)?),
            CXCursor_DeclRefExpr => {
                let decl = e
                    .referenced()
                    .ok_or_else(|| unsupported(e, "unresolved name"))?;
                match decl.kind() {
                    CXCursor_EnumConstantDecl => Ok(self.int_const(&ty, decl.enum_value(), &loc)),
                    CXCursor_FunctionDecl => self.function_address(&decl, e),
                    CXCursor_VarDecl | CXCursor_ParmDecl => {
                        // A pointer named by a section in a clause: inside
                        // the construct its value is the clause's result.
                        if let Some(value) = self.f.values.get(&decl.usr()) {
                            return Ok(value.clone());
                        }
                        let var = self.var_address(&decl, e)?;
                        match &var.ty {
                            Ty::Array(..) => Ok(var.addr),
                            other => Ok(self.load_of(&var.addr, other, e, &loc)),
                        }
                    }
                    _ => Err(unsupported(e, "reference")),
                }
            }
            CXCursor_UnexposedExpr => self.implicit(e, &ty),
            CXCursor_CStyleCastExpr => {
                // `(double (*)[n])p`: the cast's lengths, then its type.
                self.cast_vla_lengths(e)?;
                let ty = self.ty_of(e)?;
                let operand = operands(e).pop().ok_or_else(|| unsupported(e, "cast"))?;
                let from = self.ty_of(&operand)?;
                let value = self.rvalue(&operand)?;
                self.convert(value, &decay(&from), &ty, e)
            }
            CXCursor_MemberRefExpr if let Some((addr, field)) = self.bit_field(e)? => {
                self.bit_field_load(&addr, &field, e.ty().is_volatile(), &loc)
            }
            CXCursor_ArraySubscriptExpr | CXCursor_MemberRefExpr | CXCursor_CompoundLiteralExpr => {
                let addr = self.lvalue(e)?;
                match &ty {
                    Ty::Array(..) => Ok(addr),
                    other => Ok(self.load_of(&addr, other, e, &loc)),
                }
            }
            CXCursor_UnaryOperator => self.unary(e, &ty),
            CXCursor_BinaryOperator => self.binary(e, &ty),
            CXCursor_CompoundAssignOperator => self.compound_assign(e, &ty),
            CXCursor_ConditionalOperator => self.conditional(e, &ty),
            CXCursor_CallExpr => self.call(e, &ty),
            CXCursor_UnaryExpr => match e.evaluate() {
                // sizeof, _Alignof with a constant result.
                Some(Evaluated::Int { value, .. }) => Ok(self.int_const(&ty, value, &loc)),
                _ => self.vla_sizeof(e, &ty),
            },
            CXCursor_InitListExpr => Err(unsupported(e, "initializer list in an expression")),
            CXCursor_StmtExpr => self.statement_expression(e, &ty),
            CXCursor_AddrLabelExpr => Err(unsupported(e, "address of a label (computed 'goto')")),
            CXCursor_GenericSelectionExpr => {
                let selected = self.generic_selection(e)?;
                self.rvalue(&selected)
            }
            _ => Err(unsupported(
                e,
                &format!("expression '{}'", e.kind_spelling()),
            )),
        }
    }

    /// `sizeof` of a variable-length array, computed: of an expression
    /// (evaluated, as C says, when its type is a VLA), or of a type named by
    /// a typedef. A VLA type written in place (`sizeof(double[n])`) is not
    /// supported: libclang does not give it.
    pub(super) fn vla_sizeof(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let loc = self.loc(e);
        let children = e.children();
        let expressions: Vec<Cursor> = children
            .iter()
            .copied()
            .filter(Cursor::is_expression)
            .collect();
        let tokens = e.tokens();
        let written = || {
            unsupported(
                e,
                "'sizeof' of a variable-length array type written in place",
            )
        };
        let operand = match tokens.first().map(|t| t.spelling.as_str()) {
            // `sizeof x`, `sizeof(x)`: an expression spanning the operand.
            Some("sizeof") => {
                let start = tokens.get(1).and_then(|t| t.offset);
                let end = e.byte_range().map(|r| r.end);
                expressions.iter().copied().find(|c| {
                    c.byte_range().map(|r| (Some(r.start), Some(r.end))) == Some((start, end))
                })
            }
            Some(_) if expressions.len() == 1 && children.len() == 1 => Some(expressions[0]),
            _ => return Err(written()),
        };
        let operand_ty = match operand {
            Some(operand) => {
                let operand_ty = self.ty_of(&operand)?;
                if matches!(operand_ty, Ty::Array(_, ArrayLen::Dynamic(_))) {
                    self.rvalue(&operand)?;
                }
                operand_ty
            }
            None => {
                let named = children
                    .iter()
                    .find(|c| c.kind() == CXCursor_TypeRef)
                    .filter(|_| expressions.is_empty())
                    .ok_or_else(written)?;
                self.types.convert(named.ty(), named)?
            }
        };
        if !matches!(operand_ty, Ty::Array(..)) {
            return Err(written());
        }
        let size = self.dynamic_size(&operand_ty, &loc);
        self.convert(size, &Ty::int(64, false), ty, e)
    }

    /// The association a C11 `_Generic` selects (its controlling
    /// expression is not evaluated): libclang does not say which; the one
    /// whose type is the selection's, if only one has it.
    pub(super) fn generic_selection<'t>(&mut self, e: &Cursor<'t>) -> Result<Cursor<'t>> {
        let ty = self.ty_of(e)?;
        let mut found = Vec::new();
        for association in operands(e).into_iter().skip(1) {
            if self.ty_of(&association).is_ok_and(|t| t == ty) {
                found.push(association);
            }
        }
        match found.as_slice() {
            [selected] => Ok(*selected),
            _ => Err(unsupported(
                e,
                "'_Generic' with several associations of the selected type (libclang does \
                 not say which one is selected)",
            )),
        }
    }

    /// A GNU statement expression, `({ statements; expression; })`: its
    /// statements in order; its value is the last statement's, when that is
    /// an expression and the type is not `void`. Its declarations are its
    /// own (locals are keyed by declaration). Blocks a statement inside it
    /// needs go in an `scf.execute_region` (the expression may sit in a
    /// single-block region, an operand of `&&` or `?:`); a jump that leaves
    /// it (`return`, `goto`, an outer loop's `break`) or a label in it is
    /// not supported.
    pub(super) fn statement_expression(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let body = e
            .children()
            .into_iter()
            .find(|c| c.kind() == CXCursor_CompoundStmt)
            .ok_or_else(|| unsupported(e, "statement expression"))?;
        if crate::c::stmt::jumps(&body).any() {
            return Err(unsupported(
                e,
                "jump out of a statement expression, or a label in one",
            ));
        }
        let mut statements = body.children();
        let last = match statements.last() {
            Some(last) if *ty != Ty::Void && last.is_expression() => statements.pop(),
            _ if *ty != Ty::Void => {
                return Err(unsupported(e, "statement expression without a value"));
            }
            _ => None,
        };
        self.f.cfg_region.push(false);
        let outcome = self.compound_statements(&body, &statements, last.as_ref());
        self.f.cfg_region.pop();
        let value = outcome?;
        match (value, last) {
            (Some(value), Some(last)) => {
                let from = decay(&self.ty_of(&last)?);
                self.convert(value, &from, ty, e)
            }
            _ => Ok(Value::new("%void", "none")),
        }
    }

    /// An implicit conversion (or a transparent wrapper such as Clang's
    /// `ConstantExpr`).
    pub(super) fn implicit(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let operand = match single(e) {
            Ok(operand) => operand,
            // `offsetof` and other expressions libclang does not expose
            // that Clang can evaluate.
            Err(error) => return self.constant_of(e, ty)?.ok_or(error),
        };
        if operand.byte_range() != e.byte_range() {
            // A builtin such as `__builtin_va_arg`, or another expression
            // libclang does not expose.
            if let Some(value) = self.constant_of(e, ty)? {
                return Ok(value);
            }
            return Err(unsupported(e, &format!("expression '{}'", e.source_text())));
        }
        // A literal converted to `long double`: exactly (Clang's evaluation
        // of the conversion gives a double).
        if ty.bits() == 80
            && ty.is_float()
            && let Some(bits) = long_double_of_literal(&operand)
        {
            let loc = self.loc(e);
            return Ok(self.long_double_const(bits, &loc));
        }
        // A converted literal (`1.0 * x` with an int 1, `i < 10` on a long):
        // the constant of the target type.
        if ty.is_arithmetic()
            && matches!(
                operand.kind(),
                CXCursor_IntegerLiteral | CXCursor_FloatingLiteral | CXCursor_CharacterLiteral
            )
            && let Some(value) = self.constant_of(e, ty)?
        {
            return Ok(value);
        }
        let from = self.ty_of(&operand)?;
        match (&from, ty) {
            (Ty::Array(..), _) => self.lvalue(&operand),
            (Ty::Func(_), _) => self.rvalue(&operand),
            _ => {
                let value = self.rvalue(&operand)?;
                self.convert(value, &from, ty, e)
            }
        }
    }

    /// The constant Clang evaluates an arithmetic expression to, if any.
    pub(super) fn constant_of(&mut self, e: &Cursor, ty: &Ty) -> Result<Option<Value>> {
        let loc = self.loc(e);
        Ok(match (e.evaluate(), ty) {
            (Some(Evaluated::Int { value, .. }), t) if t.is_integer() => {
                Some(self.int_const(t, value, &loc))
            }
            (Some(Evaluated::Float(value)), t) if t.is_float() => {
                Some(self.float_const(t, value, &loc))
            }
            _ => None,
        })
    }

    /// Sets `sizeof(ty)` bytes at `addr` to zero.
    pub(super) fn zero(&mut self, addr: &Value, ty: &Ty, loc: &str) {
        let size = self.dynamic_size(ty, loc);
        let zero = self.f.body.value("i8", "arith.constant 0 : i8", loc);
        self.f.body.op(
            format!(
                "\"llvm.intr.memset\"({}, {}, {}) <{{isVolatile = false}}> : (!llvm.ptr, i8, i64) -> ()",
                addr.name, zero.name, size.name
            ),
            loc,
        );
    }
}

/// The operands of a binary arithmetic operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Shl,
    Shr,
    And,
    Or,
    Xor,
}

impl Arith {
    fn from_binary(kind: CXBinaryOperatorKind) -> Option<Arith> {
        Some(match kind {
            CXBinaryOperator_Add | CXBinaryOperator_AddAssign => Arith::Add,
            CXBinaryOperator_Sub | CXBinaryOperator_SubAssign => Arith::Sub,
            CXBinaryOperator_Mul | CXBinaryOperator_MulAssign => Arith::Mul,
            CXBinaryOperator_Div | CXBinaryOperator_DivAssign => Arith::Div,
            CXBinaryOperator_Rem | CXBinaryOperator_RemAssign => Arith::Rem,
            CXBinaryOperator_Shl | CXBinaryOperator_ShlAssign => Arith::Shl,
            CXBinaryOperator_Shr | CXBinaryOperator_ShrAssign => Arith::Shr,
            CXBinaryOperator_And | CXBinaryOperator_AndAssign => Arith::And,
            CXBinaryOperator_Or | CXBinaryOperator_OrAssign => Arith::Or,
            CXBinaryOperator_Xor | CXBinaryOperator_XorAssign => Arith::Xor,
            _ => return None,
        })
    }
}

/// The expression children of a cursor (type references and the like
/// skipped).
pub(crate) fn operands<'t>(cursor: &Cursor<'t>) -> Vec<Cursor<'t>> {
    cursor
        .children()
        .into_iter()
        .filter(Cursor::is_expression)
        .collect()
}

/// The only expression child of a cursor.
pub(super) fn single<'t>(e: &Cursor<'t>) -> Result<Cursor<'t>> {
    let mut parts = operands(e);
    if parts.len() != 1 {
        return Err(unsupported(e, &format!("expression '{}'", e.source_text())));
    }
    Ok(parts.remove(0))
}

/// An array's or function's type as a value (a pointer).
pub(super) fn decay(ty: &Ty) -> Ty {
    match ty {
        Ty::Array(element, _) => Ty::Ptr(element.clone()),
        Ty::Func(_) => Ty::Ptr(Box::new(ty.clone())),
        other => other.clone(),
    }
}

/// C's integer promotion.
pub(super) fn promote(ty: &Ty) -> Ty {
    match ty {
        Ty::Bool => Ty::int(32, true),
        Ty::Int { bits, .. } if *bits < 32 => Ty::int(32, true),
        other => other.clone(),
    }
}

/// The type a bit-field's value promotes to, as Clang does: `int` below
/// its width, `int` or `unsigned int` at its width, its own type above.
pub(super) fn promote_bit_field(field: &Field) -> Ty {
    match field.bits {
        Some(bits) if bits.width < 32 => Ty::int(32, true),
        Some(bits) if bits.width == 32 => Ty::int(32, field.ty.is_signed()),
        _ => promote(&field.ty),
    }
}

/// C's usual arithmetic conversions.
pub(crate) fn common_type(a: &Ty, b: &Ty) -> Ty {
    match (a, b) {
        (Ty::Complex(_), _) | (_, Ty::Complex(_)) => crate::c::complex::common_complex(a, b),
        (Ty::Float { bits: x }, Ty::Float { bits: y }) => Ty::Float { bits: *x.max(y) },
        (Ty::Float { .. }, _) => a.clone(),
        (_, Ty::Float { .. }) => b.clone(),
        _ => {
            let (a, b) = (promote(a), promote(b));
            let (
                Ty::Int {
                    bits: ab,
                    signed: asg,
                },
                Ty::Int {
                    bits: bb,
                    signed: bsg,
                },
            ) = (&a, &b)
            else {
                return a;
            };
            if asg == bsg {
                return Ty::int(*ab.max(bb), *asg);
            }
            let (unsigned_bits, signed_bits) = if *asg { (*bb, *ab) } else { (*ab, *bb) };
            if unsigned_bits >= signed_bits {
                Ty::int(unsigned_bits, false)
            } else {
                Ty::int(signed_bits, true)
            }
        }
    }
}
