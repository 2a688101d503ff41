//! C expressions: values (`rvalue`), addresses (`lvalue`), conversions.
//!
//! libclang exposes implicit conversions as `UnexposedExpr` nodes with the
//! target type and the same source range as their operand; they are
//! lowered as conversions from the operand's type (lvalue-to-rvalue loads,
//! array and function decay, integer and floating conversions). An
//! `UnexposedExpr` of any other shape is not a conversion and is reported
//! as unsupported.

use crate::c::body::Value;
use crate::c::calls::Callee;
use crate::c::literals::{float_text, string_bytes, truncate};
use crate::c::types::{ArrayLen, Field, Ty, unsupported};
use crate::clang::{Cursor, Evaluated};
use crate::lower::{Lowerer, Result, Var};
use clang_sys::*;

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
    fn vla_casts(&mut self, e: &Cursor) -> Result<bool> {
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

    pub(crate) fn int_const(&mut self, ty: &Ty, value: i64, loc: &str) -> Value {
        let mlir = self.types.mlir(ty);
        let value = truncate(value, ty.bits());
        self.f
            .body
            .value(&mlir, format!("arith.constant {value} : {mlir}"), loc)
    }

    pub(crate) fn i64_const(&mut self, value: i64, loc: &str) -> Value {
        self.int_const(&Ty::int(64, true), value, loc)
    }

    /// A `long double` constant from its bits: a float literal when it is
    /// a `double`, else its bits as an `i80` cast to `f80` (MLIR prints an
    /// `f80` attribute in decimal and reads decimals as doubles: text would
    /// lose the bits a double does not hold).
    pub(crate) fn long_double_const(&mut self, bits: u128, loc: &str) -> Value {
        if crate::c::float80::exact_f64(bits).is_some() {
            let text = crate::c::float80::text(bits);
            return self
                .f
                .body
                .value("f80", format!("arith.constant {text} : f80"), loc);
        }
        let integer = self.f.body.value(
            "i80",
            format!("arith.constant {} : i80", crate::c::float80::signed(bits)),
            loc,
        );
        self.f.body.value(
            "f80",
            format!("arith.bitcast {} : i80 to f80", integer.name),
            loc,
        )
    }

    fn float_const(&mut self, ty: &Ty, value: f64, loc: &str) -> Value {
        let mlir = self.types.mlir(ty);
        if ty.bits() == 80 {
            return self.long_double_const(crate::c::float80::from_f64(value), loc);
        }
        let text = if value.is_finite() {
            float_text(value)
        } else if ty.bits() == 32 {
            format!("0x{:08X}", (value as f32).to_bits())
        } else {
            float_text(value)
        };
        self.f
            .body
            .value(&mlir, format!("arith.constant {text} : {mlir}"), loc)
    }

    /// Loads a `ty` from `addr`.
    pub(crate) fn load(&mut self, addr: &Value, ty: &Ty, loc: &str) -> Value {
        let mlir = self.types.mlir(ty);
        self.f.body.value(
            &mlir,
            format!("llvm.load {} : !llvm.ptr -> {mlir}", addr.name),
            loc,
        )
    }

    /// A load through the lvalue `e` (`volatile` when its type is; with its
    /// TBAA tag when the lowering gives them).
    fn load_of(&mut self, addr: &Value, ty: &Ty, e: &Cursor, loc: &str) -> Value {
        let volatile = if e.ty().is_volatile() {
            "volatile "
        } else {
            ""
        };
        let mlir = self.types.mlir(ty);
        let attributes = self.access_attributes(&mlir, ty, e);
        self.f.body.value(
            &mlir,
            format!(
                "llvm.load {volatile}{}{attributes} : !llvm.ptr -> {mlir}",
                addr.name
            ),
            loc,
        )
    }

    /// The attributes of a load or store of a `ty` (MLIR type `mlir`)
    /// through the lvalue `e`: its TBAA tag, and its alignment where it is
    /// less than the type's (a member of a packed struct, or one that an
    /// over-aligned member does not align: clang's alignment of the
    /// access, which LLVM would otherwise take to be the type's).
    fn access_attributes(&mut self, mlir: &str, ty: &Ty, e: &Cursor) -> String {
        let mut entries = Vec::new();
        if let Some(alignment) = self.lvalue_alignment(e)
            && alignment < self.types.align_of(ty)
        {
            entries.push(format!("alignment = {alignment} : i64"));
        }
        let tbaa = self.tbaa_tag(mlir, e);
        if !tbaa.is_empty() {
            entries.push(
                tbaa.trim()
                    .trim_start_matches('{')
                    .trim_end_matches('}')
                    .to_string(),
            );
        }
        if entries.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", entries.join(", "))
        }
    }

    /// The alignment clang gives an access through a member expression (or
    /// an element of an array member): the least of its record's alignment
    /// (a pointer to a record points to an aligned one) and of its offset's
    /// in it, through the member expressions it is in; `None` for other
    /// lvalues (their type's alignment).
    fn lvalue_alignment(&mut self, e: &Cursor) -> Option<u64> {
        let e = crate::c::strip_wrappers(*e);
        match e.kind() {
            CXCursor_MemberRefExpr => {
                let base = operands(&e).pop()?;
                let base_ty = self.ty_of(&base).ok()?;
                let (record, base_alignment) = match &base_ty {
                    Ty::Ptr(pointee) => match &**pointee {
                        Ty::Record(record) => (*record, self.types.records[*record].align),
                        _ => return None,
                    },
                    Ty::Record(record) => {
                        let own = self.types.records[*record].align;
                        (
                            *record,
                            self.lvalue_alignment(&base).map_or(own, |a| a.min(own)),
                        )
                    }
                    _ => return None,
                };
                let usr = e.referenced().map(|f| crate::c::types::field_key(&f))?;
                let path = self.types.field_path(record, &usr)?;
                let offset: u64 = path
                    .iter()
                    .map(|(r, position)| self.types.records[*r].fields[*position].offset)
                    .sum();
                let offset_alignment = if offset == 0 {
                    u64::MAX
                } else {
                    1 << offset.trailing_zeros()
                };
                Some(base_alignment.min(offset_alignment))
            }
            CXCursor_ArraySubscriptExpr => {
                let parts = operands(&e);
                let base = parts.first()?;
                let array_alignment = self.lvalue_alignment(base)?;
                let element = self.ty_of(&e).ok()?;
                let size = self.types.size_of(&element).filter(|s| *s > 0)?;
                Some(array_alignment.min(1 << size.trailing_zeros()))
            }
            _ => None,
        }
    }

    /// A store through the lvalue `e` (as [`Self::load_of`]).
    fn store_to(&mut self, value: &Value, addr: &Value, e: &Cursor, loc: &str) {
        let volatile = if e.ty().is_volatile() {
            "volatile "
        } else {
            ""
        };
        let ty = self.ty_of(e).unwrap_or(Ty::Opaque);
        let attributes = self.access_attributes(&value.ty, &ty, e);
        self.f.body.op(
            format!(
                "llvm.store {volatile}{}, {}{attributes} : {}, !llvm.ptr",
                value.name, addr.name, value.ty
            ),
            loc,
        );
    }

    /// The TBAA attribute of an access of MLIR type `mlir` through the
    /// lvalue `e`: ` {tbaa = [#tbaa_int]}`, or nothing where the access may
    /// alias any object (see [`TBAA_TYPES`]).
    fn tbaa_tag(&self, mlir: &str, e: &Cursor) -> &'static str {
        if !self.tbaa {
            return "";
        }
        // char and _Bool (i8), __int128, records, arrays: no tag (they may
        // alias anything, or are copies of aggregates).
        let Some((_, tag)) = TBAA_TAGS.iter().find(|(ty, _)| *ty == mlir) else {
            return "";
        };
        if may_alias(e) { "" } else { tag }
    }

    /// A store at an address aligned to `align` only.
    pub(crate) fn store_aligned(&mut self, value: &Value, addr: &Value, align: u64, loc: &str) {
        self.f.body.op(
            format!(
                "llvm.store {}, {} {{alignment = {align} : i64}} : {}, !llvm.ptr",
                value.name, addr.name, value.ty
            ),
            loc,
        );
    }

    pub(crate) fn store(&mut self, value: &Value, addr: &Value, loc: &str) {
        self.f.body.op(
            format!(
                "llvm.store {}, {} : {}, !llvm.ptr",
                value.name, addr.name, value.ty
            ),
            loc,
        );
    }

    /// The address of a variable declaration.
    pub(crate) fn var_address(&mut self, decl: &Cursor, at: &Cursor) -> Result<Var> {
        let usr = decl.usr();
        if let Some(var) = self.f.locals.get(&usr) {
            return Ok(var.clone());
        }
        let hoisted = self
            .f
            .hoisted
            .iter()
            .rev()
            .find_map(|h| h.get(&usr).cloned());
        {
            if let Some(addr) = hoisted {
                let ty = self.ty_of(decl)?;
                return Ok(Var {
                    addr: addr.clone(),
                    ty,
                });
            }
        }
        if decl.has_global_storage() {
            let (symbol, ty) = self.global(*decl)?;
            let loc = self.loc(at);
            let addr = self.f.body.value(
                "!llvm.ptr",
                format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                &loc,
            );
            return Ok(Var { addr, ty });
        }
        Err(unsupported(
            at,
            &format!("reference to '{}' outside its scope", decl.spelling()),
        ))
    }

    /// The address an lvalue expression designates.
    pub(crate) fn lvalue(&mut self, e: &Cursor) -> Result<Value> {
        let loc = self.loc(e);
        match e.kind() {
            CXCursor_DeclRefExpr => {
                let decl = e
                    .referenced()
                    .ok_or_else(|| unsupported(e, "unresolved name"))?;
                match decl.kind() {
                    CXCursor_VarDecl | CXCursor_ParmDecl => {
                        if self.f.values.contains_key(&decl.usr()) {
                            return Err(crate::lower::Unsupported {
                                location: e.location(),
                                message: format!(
                                    "unsupported: assigning or taking the address of '{}', a pointer whose section is in a clause of the enclosing construct",
                                    decl.spelling()
                                ),
                            });
                        }
                        Ok(self.var_address(&decl, e)?.addr)
                    }
                    CXCursor_FunctionDecl => self.function_address(&decl, e),
                    _ => Err(unsupported(e, "address of a non-variable")),
                }
            }
            CXCursor_ParenExpr => self.lvalue(&single(e)?),
            CXCursor_GenericSelectionExpr => {
                let selected = self.generic_selection(e)?;
                self.lvalue(&selected)
            }
            CXCursor_UnexposedExpr => {
                let operand = single(e)?;
                if operand.byte_range() != e.byte_range() {
                    return Err(unsupported(e, "expression"));
                }
                self.lvalue(&operand)
            }
            CXCursor_ArraySubscriptExpr => self.subscript_address(e),
            CXCursor_MemberRefExpr => self.member_address(e),
            CXCursor_UnaryOperator if e.unary_operator() == CXUnaryOperator_Deref => {
                self.rvalue(&single(e)?)
            }
            CXCursor_UnaryOperator
                if matches!(
                    e.unary_operator(),
                    CXUnaryOperator_Real | CXUnaryOperator_Imag
                ) =>
            {
                self.real_imag_address(e, e.unary_operator() == CXUnaryOperator_Imag)
            }
            // `__extension__ __PRETTY_FUNCTION__` (glibc's `assert`).
            CXCursor_UnaryOperator if e.unary_operator() == CXUnaryOperator_Extension => {
                self.lvalue(&single(e)?)
            }
            CXCursor_StringLiteral => {
                crate::c::literals::narrow_string(e)?;
                let symbol = self.string_literal(&string_bytes(e), &loc);
                Ok(self.f.body.value(
                    "!llvm.ptr",
                    format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                    &loc,
                ))
            }
            CXCursor_CompoundLiteralExpr => {
                let ty = self.ty_of(e)?;
                let mlir = self.types.mlir(&ty);
                let align = self.types.align_of(&ty);
                let addr = self.f.body.alloca(&mlir, align, &loc);
                let init = operands(e)
                    .pop()
                    .ok_or_else(|| unsupported(e, "compound literal"))?;
                self.initialize(&addr, &ty, &init)?;
                Ok(addr)
            }
            // A struct value (a call's result, `c ? s : t`, `s = t`): its
            // members are read from a temporary.
            CXCursor_CallExpr | CXCursor_ConditionalOperator | CXCursor_BinaryOperator
                if matches!(self.ty_of(e)?, Ty::Record(_)) =>
            {
                let ty = self.ty_of(e)?;
                let value = self.rvalue(e)?;
                let mlir = self.types.mlir(&ty);
                let align = self.types.align_of(&ty);
                let addr = self.f.body.alloca(&mlir, align, &loc);
                self.store(&value, &addr, &loc);
                Ok(addr)
            }
            _ => Err(unsupported(
                e,
                &format!("{} as an lvalue", e.kind_spelling()),
            )),
        }
    }

    fn function_address(&mut self, function: &Cursor, at: &Cursor) -> Result<Value> {
        let loc = self.loc(at);
        let (symbol, defined) = self.function_symbol(function)?;
        if !defined {
            return Ok(self.f.body.value(
                "!llvm.ptr",
                format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                &loc,
            ));
        }
        let signature = self.function_type_text(function)?;
        let constant = self.f.body.value(
            &signature,
            format!("func.constant @{symbol} : {signature}"),
            &loc,
        );
        Ok(self.f.body.value(
            "!llvm.ptr",
            format!(
                "builtin.unrealized_conversion_cast {} : {signature} to !llvm.ptr",
                constant.name
            ),
            &loc,
        ))
    }

    fn subscript_address(&mut self, e: &Cursor) -> Result<Value> {
        let loc = self.loc(e);
        let parts = operands(e);
        let [first, second] = parts.as_slice() else {
            return Err(unsupported(e, "subscript"));
        };
        let first_ty = self.ty_of(first)?;
        let (base, index) = if first_ty.is_pointer() || matches!(first_ty, Ty::Array(..)) {
            (first, second)
        } else {
            (second, first)
        };
        let element = self.ty_of(e)?;
        let base_value = self.rvalue(base)?;
        let index_ty = self.ty_of(index)?;
        let index_value = self.rvalue(index)?;
        self.element_address(&base_value, &element, index_value, &index_ty, &loc)
    }

    /// `&base[index]` for elements of type `element`.
    pub(crate) fn element_address(
        &mut self,
        base: &Value,
        element: &Ty,
        index: Value,
        index_ty: &Ty,
        loc: &str,
    ) -> Result<Value> {
        if matches!(element, Ty::Opaque) {
            return Err(crate::lower::Unsupported {
                location: None,
                message: "unsupported C construct: arithmetic on a pointer to an unsupported type"
                    .into(),
            });
        }
        let index = self.widen_index(index, index_ty, loc);
        if let Some(size) = self.types.size_of(element)
            && !matches!(element, Ty::Void | Ty::Func(_))
        {
            let _ = size;
            let mlir = self.types.mlir(element);
            return Ok(self.f.body.value(
                "!llvm.ptr",
                format!(
                    "llvm.getelementptr {}[{}] : (!llvm.ptr, i64) -> !llvm.ptr, {mlir}",
                    base.name, index.name
                ),
                loc,
            ));
        }
        // Elements of run-time size (VLA rows) or `void` (GNU arithmetic).
        let size = self.dynamic_size(element, loc);
        let offset = self.f.body.value(
            "i64",
            format!("arith.muli {}, {} : i64", index.name, size.name),
            loc,
        );
        Ok(self.f.body.value(
            "!llvm.ptr",
            format!(
                "llvm.getelementptr {}[{}] : (!llvm.ptr, i64) -> !llvm.ptr, i8",
                base.name, offset.name
            ),
            loc,
        ))
    }

    /// `sizeof` of a type, computed at run time for VLAs (an `i64`).
    pub(crate) fn dynamic_size(&mut self, ty: &Ty, loc: &str) -> Value {
        if let Some(size) = self.types.size_of(ty) {
            return self.i64_const(size as i64, loc);
        }
        match ty {
            Ty::Array(element, ArrayLen::Dynamic(length)) => {
                let inner = self.dynamic_size(element, loc);
                self.f.body.value(
                    "i64",
                    format!("arith.muli {length}, {} : i64", inner.name),
                    loc,
                )
            }
            Ty::Array(element, ArrayLen::Const(n)) => {
                let inner = self.dynamic_size(element, loc);
                let n = self.i64_const(*n as i64, loc);
                self.f.body.value(
                    "i64",
                    format!("arith.muli {}, {} : i64", n.name, inner.name),
                    loc,
                )
            }
            other => {
                let size = self.types.size_of(other).unwrap_or(1) as i64;
                self.i64_const(size, loc)
            }
        }
    }

    /// An integer index as `i64` (sign- or zero-extended by its type).
    pub(crate) fn widen_index(&mut self, index: Value, ty: &Ty, loc: &str) -> Value {
        if index.ty == "i64" {
            return index;
        }
        let op = if ty.is_signed() {
            "arith.extsi"
        } else {
            "arith.extui"
        };
        self.f.body.value(
            "i64",
            format!("{op} {} : {} to i64", index.name, index.ty),
            loc,
        )
    }

    fn member_address(&mut self, e: &Cursor) -> Result<Value> {
        if !self.f.members.is_empty()
            && let Some(var) =
                self.f
                    .members
                    .get(&format!("{}{}", crate::acc::MEMBER, e.source_text()))
        {
            return Ok(var.addr.clone());
        }
        let loc = self.loc(e);
        let (address, record, position) = self.member_base(e)?;
        if self.types.records[record].fields[position].bits.is_some() {
            return Err(unsupported(
                e,
                "bit-field where an object with an address is needed (a clause, an atomic operation)",
            ));
        }
        Ok(self.field_address(&address, record, position, &loc))
    }

    /// The record that holds a member expression's field (through the
    /// anonymous structs and unions on the way): its address, its index in
    /// the record table and the field's position in it.
    fn member_base(&mut self, e: &Cursor) -> Result<(Value, usize, usize)> {
        let loc = self.loc(e);
        let base = operands(e)
            .pop()
            .ok_or_else(|| unsupported(e, "member access"))?;
        let base_ty = self.ty_of(&base)?;
        let (address, record_ty) = match &base_ty {
            Ty::Ptr(pointee) => (self.rvalue(&base)?, (**pointee).clone()),
            other => (self.lvalue(&base)?, other.clone()),
        };
        let Ty::Record(record) = record_ty else {
            return Err(unsupported(e, "member access on a non-record"));
        };
        let field_usr = e
            .referenced()
            .map(|f| crate::c::types::field_key(&f))
            .ok_or_else(|| unsupported(e, "member access"))?;
        let Some(mut path) = self.types.field_path(record, &field_usr) else {
            return Err(unsupported(e, "member access"));
        };
        let Some((record, position)) = path.pop() else {
            return Err(unsupported(e, "member access"));
        };
        let mut address = address;
        for (outer, position) in path {
            address = self.field_address(&address, outer, position, &loc);
        }
        Ok((address, record, position))
    }

    /// The address of the field at `position` of the record at `address`
    /// (a union's members are at its address; a bit-field's is the first
    /// byte that holds it).
    pub(crate) fn field_address(
        &mut self,
        address: &Value,
        record: usize,
        position: usize,
        loc: &str,
    ) -> Value {
        let record = &self.types.records[record];
        let field = &record.fields[position];
        if field.bits.is_some() {
            if field.offset == 0 {
                return address.clone();
            }
            let offset = field.offset;
            return self.f.body.value(
                "!llvm.ptr",
                format!(
                    "llvm.getelementptr {}[{offset}] : (!llvm.ptr) -> !llvm.ptr, i8",
                    address.name
                ),
                loc,
            );
        }
        match field.index {
            None => address.clone(),
            Some(index) => {
                let mlir = record.mlir.clone();
                self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "llvm.getelementptr {}[0, {index}] : (!llvm.ptr) -> !llvm.ptr, {mlir}",
                        address.name
                    ),
                    loc,
                )
            }
        }
    }

    /// A bit-field member expression (through parentheses): the address of
    /// the first byte holding it and its field.
    pub(crate) fn bit_field(&mut self, e: &Cursor) -> Result<Option<(Value, Field)>> {
        let mut e = *e;
        while e.kind() == CXCursor_ParenExpr {
            e = single(&e)?;
        }
        if e.kind() != CXCursor_MemberRefExpr || !e.referenced().is_some_and(|f| f.is_bit_field()) {
            return Ok(None);
        }
        let loc = self.loc(&e);
        let (address, record, position) = self.member_base(&e)?;
        let field = self.types.records[record].fields[position].clone();
        if field.bits.is_none() {
            return Ok(None);
        }
        let address = self.field_address(&address, record, position, &loc);
        Ok(Some((address, field)))
    }

    /// Reads a bit-field: the bytes that hold it as one integer (alignment
    /// 1: a bit-field's bytes may sit anywhere), shifted and cut to its
    /// width, sign- or zero-extended to its type.
    pub(crate) fn bit_field_load(
        &mut self,
        addr: &Value,
        field: &Field,
        volatile: bool,
        loc: &str,
    ) -> Result<Value> {
        let Some(bits) = field.bits else {
            return Ok(self.load(addr, &field.ty, loc));
        };
        let storage = format!("i{}", bits.bytes * 8);
        let width = format!("i{}", bits.width);
        let mlir = self.types.mlir(&field.ty);
        let volatile = if volatile { "volatile " } else { "" };
        let b = &mut self.f.body;
        let mut value = b.value(
            &storage,
            format!(
                "llvm.load {volatile}{} {{alignment = 1 : i64}} : !llvm.ptr -> {storage}",
                addr.name
            ),
            loc,
        );
        if bits.shift > 0 {
            let shift = b.value(
                &storage,
                format!("arith.constant {} : {storage}", bits.shift),
                loc,
            );
            value = b.value(
                &storage,
                format!("arith.shrui {}, {} : {storage}", value.name, shift.name),
                loc,
            );
        }
        if bits.width < bits.bytes * 8 {
            value = b.value(
                &width,
                format!("arith.trunci {} : {storage} to {width}", value.name),
                loc,
            );
        }
        let target = field.ty.bits();
        if bits.width < target {
            let op = if field.ty.is_signed() {
                "arith.extsi"
            } else {
                "arith.extui"
            };
            value = b.value(
                &mlir,
                format!("{op} {} : {width} to {mlir}", value.name),
                loc,
            );
        }
        Ok(Value::new(value.name, mlir))
    }

    /// Writes `value` (of the bit-field's type) to a bit-field: only the
    /// bytes that hold it, read, their other bits kept, written back (all
    /// of them written when the field fills them). Gives the value the
    /// bit-field then holds (cut to its width, extended to its type): the
    /// value of an assignment to it.
    pub(crate) fn bit_field_store(
        &mut self,
        addr: &Value,
        field: &Field,
        value: &Value,
        volatile: bool,
        loc: &str,
    ) -> Result<Value> {
        let Some(bits) = field.bits else {
            self.store(value, addr, loc);
            return Ok(value.clone());
        };
        let n = bits.bytes * 8;
        let storage = format!("i{n}");
        let width = format!("i{}", bits.width);
        let mlir = self.types.mlir(&field.ty);
        let target = field.ty.bits();
        let volatile = if volatile { "volatile " } else { "" };
        let b = &mut self.f.body;
        let narrow = if bits.width < target {
            b.value(
                &width,
                format!("arith.trunci {} : {mlir} to {width}", value.name),
                loc,
            )
        } else {
            Value::new(value.name.clone(), width.clone())
        };
        let mut wide = narrow.clone();
        if n > bits.width {
            wide = b.value(
                &storage,
                format!("arith.extui {} : {width} to {storage}", narrow.name),
                loc,
            );
        }
        if bits.shift > 0 {
            let shift = b.value(
                &storage,
                format!("arith.constant {} : {storage}", bits.shift),
                loc,
            );
            wide = b.value(
                &storage,
                format!("arith.shli {}, {} : {storage}", wide.name, shift.name),
                loc,
            );
        }
        if bits.width < n {
            let mask = ((1u128 << bits.width) - 1) << bits.shift;
            let keep = !mask & ((1u128 << n) - 1);
            let old = b.value(
                &storage,
                format!(
                    "llvm.load {volatile}{} {{alignment = 1 : i64}} : !llvm.ptr -> {storage}",
                    addr.name
                ),
                loc,
            );
            let keep = b.value(
                &storage,
                format!("arith.constant {} : {storage}", signed_text(keep, n)),
                loc,
            );
            let kept = b.value(
                &storage,
                format!("arith.andi {}, {} : {storage}", old.name, keep.name),
                loc,
            );
            wide = b.value(
                &storage,
                format!("arith.ori {}, {} : {storage}", kept.name, wide.name),
                loc,
            );
        }
        b.op(
            format!(
                "llvm.store {volatile}{}, {} {{alignment = 1 : i64}} : {storage}, !llvm.ptr",
                wide.name, addr.name
            ),
            loc,
        );
        if bits.width < target {
            let op = if field.ty.is_signed() {
                "arith.extsi"
            } else {
                "arith.extui"
            };
            return Ok(b.value(
                &mlir,
                format!("{op} {} : {width} to {mlir}", narrow.name),
                loc,
            ));
        }
        Ok(value.clone())
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
    fn vla_sizeof(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
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
    fn generic_selection<'t>(&mut self, e: &Cursor<'t>) -> Result<Cursor<'t>> {
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
    fn statement_expression(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
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

    /// The bits of a `long double` floating literal, from its spelling (or
    /// the spelling of the object-like macro it comes from).
    pub(crate) fn long_double_literal(&self, e: &Cursor) -> Result<u128> {
        let spelling = e.tokens().first().map(|t| t.spelling.clone());
        let mut spelling = spelling.unwrap_or_default();
        // `#define PI 3.14159...L`: the macro's single token (a few levels).
        for _ in 0..8 {
            if let Some(bits) = crate::c::float80::parse(&spelling) {
                return Ok(bits);
            }
            let Some(body) = macro_body(e, &spelling) else {
                break;
            };
            spelling = body;
        }
        Err(unsupported(
            e,
            "'long double' literal written through a macro that is not one literal",
        ))
    }

    /// An implicit conversion (or a transparent wrapper such as Clang's
    /// `ConstantExpr`).
    fn implicit(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
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
    fn constant_of(&mut self, e: &Cursor, ty: &Ty) -> Result<Option<Value>> {
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

    /// Converts `value` of C type `from` to `to` (C's conversions).
    pub(crate) fn convert(
        &mut self,
        value: Value,
        from: &Ty,
        to: &Ty,
        at: &Cursor,
    ) -> Result<Value> {
        let loc = self.loc(at);
        let to_mlir = self.types.mlir(to);
        let b = &mut self.f.body;
        Ok(match (from, to) {
            (_, Ty::Void) => value,
            (Ty::Bool, Ty::Bool) => value,
            (_, Ty::Bool) => {
                let truth = self.truth(value, from, at)?;
                self.f
                    .body
                    .value("i8", format!("arith.extui {} : i1 to i8", truth.name), &loc)
            }
            (Ty::Complex(a), Ty::Complex(b)) if a == b => value,
            (Ty::Complex(_), _) | (_, Ty::Complex(_)) => {
                return match self.complex_convert(&value, from, to, at)? {
                    Some(converted) => Ok(converted),
                    None => Err(unsupported(at, "conversion")),
                };
            }
            // A `_Bool` is its lowest bit, as Clang reads it (a byte that
            // holds another value, through a union say, reads as that bit).
            (Ty::Bool, Ty::Int { .. }) => {
                let bit = b.value(
                    "i1",
                    format!("arith.trunci {} : i8 to i1", value.name),
                    &loc,
                );
                b.value(
                    &to_mlir,
                    format!("arith.extui {} : i1 to {to_mlir}", bit.name),
                    &loc,
                )
            }
            (Ty::Bool, Ty::Float { .. }) => {
                let bit = b.value(
                    "i1",
                    format!("arith.trunci {} : i8 to i1", value.name),
                    &loc,
                );
                b.value(
                    &to_mlir,
                    format!("arith.uitofp {} : i1 to {to_mlir}", bit.name),
                    &loc,
                )
            }
            (Ty::Int { bits: fb, signed }, Ty::Int { bits: tb, .. }) => {
                if fb == tb {
                    Value::new(value.name, to_mlir)
                } else if fb > tb {
                    b.value(
                        &to_mlir,
                        format!("arith.trunci {} : {} to {to_mlir}", value.name, value.ty),
                        &loc,
                    )
                } else {
                    let op = if *signed {
                        "arith.extsi"
                    } else {
                        "arith.extui"
                    };
                    b.value(
                        &to_mlir,
                        format!("{op} {} : {} to {to_mlir}", value.name, value.ty),
                        &loc,
                    )
                }
            }
            (Ty::Int { signed, .. }, Ty::Float { .. }) => {
                let op = if *signed {
                    "arith.sitofp"
                } else {
                    "arith.uitofp"
                };
                b.value(
                    &to_mlir,
                    format!("{op} {} : {} to {to_mlir}", value.name, value.ty),
                    &loc,
                )
            }
            (Ty::Float { .. }, Ty::Int { signed, .. }) => {
                let op = if *signed {
                    "arith.fptosi"
                } else {
                    "arith.fptoui"
                };
                b.value(
                    &to_mlir,
                    format!("{op} {} : {} to {to_mlir}", value.name, value.ty),
                    &loc,
                )
            }
            (Ty::Float { bits: fb }, Ty::Float { bits: tb }) => {
                if fb == tb {
                    value
                } else if fb < tb {
                    b.value(
                        &to_mlir,
                        format!("arith.extf {} : {} to {to_mlir}", value.name, value.ty),
                        &loc,
                    )
                } else {
                    b.value(
                        &to_mlir,
                        format!("arith.truncf {} : {} to {to_mlir}", value.name, value.ty),
                        &loc,
                    )
                }
            }
            (Ty::Ptr(_) | Ty::Func(_) | Ty::Array(..), Ty::Ptr(_) | Ty::Func(_)) => value,
            (Ty::Ptr(_) | Ty::Array(..), Ty::Int { .. }) => b.value(
                &to_mlir,
                format!("llvm.ptrtoint {} : !llvm.ptr to {to_mlir}", value.name),
                &loc,
            ),
            (Ty::Int { .. } | Ty::Bool, Ty::Ptr(_)) => b.value(
                &to_mlir,
                format!("llvm.inttoptr {} : {} to !llvm.ptr", value.name, value.ty),
                &loc,
            ),
            (Ty::Record(a), Ty::Record(c)) if a == c => value,
            _ => return Err(unsupported(at, "conversion")),
        })
    }

    /// `value != 0` as an `i1`.
    pub(crate) fn truth(&mut self, value: Value, ty: &Ty, at: &Cursor) -> Result<Value> {
        let loc = self.loc(at);
        Ok(match ty {
            Ty::Bool => self.f.body.value(
                "i1",
                format!("arith.trunci {} : i8 to i1", value.name),
                &loc,
            ),
            Ty::Int { .. } => {
                let zero =
                    self.f
                        .body
                        .value(&value.ty, format!("arith.constant 0 : {}", value.ty), &loc);
                self.f.body.value(
                    "i1",
                    format!(
                        "arith.cmpi ne, {}, {} : {}",
                        value.name, zero.name, value.ty
                    ),
                    &loc,
                )
            }
            Ty::Float { .. } => {
                let zero = self.float_const(ty, 0.0, &loc);
                self.f.body.value(
                    "i1",
                    format!(
                        "arith.cmpf une, {}, {} : {}",
                        value.name, zero.name, value.ty
                    ),
                    &loc,
                )
            }
            Ty::Ptr(_) | Ty::Array(..) | Ty::Func(_) => {
                let null = self
                    .f
                    .body
                    .value("!llvm.ptr", "llvm.mlir.zero : !llvm.ptr", &loc);
                self.f.body.value(
                    "i1",
                    format!("llvm.icmp \"ne\" {}, {} : !llvm.ptr", value.name, null.name),
                    &loc,
                )
            }
            Ty::Complex(_) => self.complex_truth(&value, at),
            _ => return Err(unsupported(at, "condition of this type")),
        })
    }

    /// A condition expression as an `i1`.
    pub(crate) fn condition(&mut self, e: &Cursor) -> Result<Value> {
        let ty = self.ty_of(e)?;
        let value = self.rvalue(e)?;
        self.truth(value, &decay(&ty), e)
    }

    fn unary(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
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
    fn step(&mut self, value: &Value, ty: &Ty, delta: i64, at: &Cursor) -> Result<Value> {
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

    fn binary(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
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
    pub(crate) fn compare(
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

    fn compound_assign(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
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

    fn conditional(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
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

    fn call(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let mut parts = operands(e);
        if parts.is_empty() {
            return Err(unsupported(e, "call"));
        }
        let callee = parts.remove(0);
        let direct = direct_callee(&callee);
        if let Some(function) = &direct {
            let name = function.spelling();
            if name.starts_with("__builtin_") {
                return self.builtin_call(e, &name, &parts, ty);
            }
            // `creal`, `cimag`, `conj`: computed inline, as clang does.
            if crate::c::complex::is_inline_complex_function(function)
                && let Some(value) = self.complex_builtin(e, &name, &parts)?
            {
                return Ok(value);
            }
        }
        let mut arguments = Vec::new();
        for argument in &parts {
            let argument_ty = decay(&self.ty_of(argument)?);
            arguments.push((self.rvalue(argument)?, argument_ty));
        }
        let (target, function_ty) = match &direct {
            Some(function) => {
                let (symbol, defined) = self.function_symbol(function)?;
                let target = if defined {
                    Callee::Func(symbol)
                } else {
                    Callee::External(symbol)
                };
                (
                    target,
                    Ty::Func(Box::new(self.function_signature(function)?)),
                )
            }
            None => {
                let pointer = self.rvalue(&callee)?;
                let callee_ty = self.ty_of(&callee)?;
                let function_ty = callee_ty.pointee().cloned().unwrap_or(callee_ty);
                (Callee::Pointer(pointer), function_ty)
            }
        };
        let Ty::Func(signature) = &function_ty else {
            return Err(unsupported(e, "call of a non-function"));
        };
        self.emit_call(target, signature, arguments, ty, e)
    }

    /// Clang builtins: constants (`__builtin_inf()`), the library functions
    /// they stand for (`__builtin_fabs`), and `__builtin_expect`.
    fn builtin_call(
        &mut self,
        e: &Cursor,
        name: &str,
        arguments: &[Cursor],
        ty: &Ty,
    ) -> Result<Value> {
        if let Some(value) = self.constant_of(e, ty)? {
            return Ok(value);
        }
        let loc = self.loc(e);
        if let Some(value) = self.complex_builtin(e, name, arguments)? {
            return Ok(value);
        }
        match name {
            "__builtin_expect" if !arguments.is_empty() => self.rvalue(&arguments[0]),
            "__builtin_isnan"
            | "__builtin_isinf"
            | "__builtin_isfinite"
            | "__builtin_isinf_sign"
                if arguments.len() == 1 =>
            {
                let x = self.rvalue(&arguments[0])?;
                let fty = x.ty.clone();
                let b = &mut self.f.body;
                let truth = if name == "__builtin_isnan" {
                    b.value(
                        "i1",
                        format!("arith.cmpf uno, {}, {} : {fty}", x.name, x.name),
                        &loc,
                    )
                } else {
                    let magnitude = b.value(
                        &fty,
                        format!("llvm.intr.fabs({}) : ({fty}) -> {fty}", x.name),
                        &loc,
                    );
                    let infinity = match fty.as_str() {
                        "f32" => "0x7F800000",
                        "f80" => "0x7FFF8000000000000000",
                        _ => "0x7FF0000000000000",
                    };
                    let inf = b.value(&fty, format!("arith.constant {infinity} : {fty}"), &loc);
                    let predicate = if name == "__builtin_isfinite" {
                        "olt"
                    } else {
                        "oeq"
                    };
                    b.value(
                        "i1",
                        format!(
                            "arith.cmpf {predicate}, {}, {} : {fty}",
                            magnitude.name, inf.name
                        ),
                        &loc,
                    )
                };
                let mlir = self.types.mlir(ty);
                let as_int = self.f.body.value(
                    &mlir,
                    format!("arith.extui {} : i1 to {mlir}", truth.name),
                    &loc,
                );
                if name != "__builtin_isinf_sign" {
                    return Ok(as_int);
                }
                // -1 for -inf, 1 for +inf, 0 otherwise.
                let b = &mut self.f.body;
                let zero = b.value(&fty, format!("arith.constant 0.0 : {fty}"), &loc);
                let negative = b.value(
                    "i1",
                    format!("arith.cmpf olt, {}, {} : {fty}", x.name, zero.name),
                    &loc,
                );
                let minus = b.value(&mlir, format!("arith.constant -1 : {mlir}"), &loc);
                let plus = b.value(&mlir, format!("arith.constant 1 : {mlir}"), &loc);
                let sign = b.value(
                    &mlir,
                    format!(
                        "arith.select {}, {}, {} : {mlir}",
                        negative.name, minus.name, plus.name
                    ),
                    &loc,
                );
                let zero_int = b.value(&mlir, format!("arith.constant 0 : {mlir}"), &loc);
                Ok(b.value(
                    &mlir,
                    format!(
                        "arith.select {}, {}, {} : {mlir}",
                        truth.name, sign.name, zero_int.name
                    ),
                    &loc,
                ))
            }
            _ => {
                let library = &name["__builtin_".len()..];
                const LIBM: &[&str] = &[
                    "fabs", "fabsf", "fabsl", "sqrt", "sqrtf", "sqrtl", "sin", "sinl", "cos",
                    "cosl", "exp", "expl", "log", "logl", "pow", "powl", "floor", "floorl", "ceil",
                    "ceill", "fmax", "fmaxl", "fmin", "fminl", "memcpy", "memset", "strlen", "abs",
                    "labs",
                ];
                if !LIBM.contains(&library) {
                    return Err(unsupported(e, &format!("builtin '{name}'")));
                }
                let mut values = Vec::new();
                for argument in arguments {
                    values.push(self.rvalue(argument)?);
                }
                let mlir = self.types.mlir(ty);
                let params: Vec<String> = values.iter().map(|v| v.ty.clone()).collect();
                let symbol = library.to_string();
                if self.symbols.insert(symbol.clone()) {
                    let result = if *ty == Ty::Void {
                        String::new()
                    } else {
                        format!(" -> {mlir}")
                    };
                    self.globals.push(format!(
                        "llvm.func @{symbol}({}){result} attributes {{sym_visibility = \"private\"}} {loc}",
                        params.join(", ")
                    ));
                }
                let names: Vec<String> = values.iter().map(|v| v.name.clone()).collect();
                let result_text = if *ty == Ty::Void {
                    "()".to_string()
                } else {
                    mlir.clone()
                };
                let text = format!(
                    "llvm.call @{symbol}({}) : ({}) -> {result_text}",
                    names.join(", "),
                    params.join(", ")
                );
                if *ty == Ty::Void {
                    self.f.body.op(text, &loc);
                    return Ok(Value::new("%void", "none"));
                }
                Ok(self.f.body.value(&mlir, text, &loc))
            }
        }
    }

    /// Sets `sizeof(ty)` bytes at `addr` to zero.
    pub(crate) fn zero(&mut self, addr: &Value, ty: &Ty, loc: &str) {
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

/// An `n`-bit integer constant (`n` up to 128) with the bits of `value`,
/// as MLIR reads it (in the signed range).
fn signed_text(value: u128, n: u32) -> String {
    if n >= 128 || value < (1u128 << (n - 1)) {
        value.to_string()
    } else {
        format!("-{}", (1u128 << n) - value)
    }
}

/// The `long double` equal to an integer, character or `double`/`float`
/// literal (exactly), if `e` is one.
fn long_double_of_literal(e: &Cursor) -> Option<u128> {
    match (e.kind(), e.evaluate()?) {
        (
            CXCursor_IntegerLiteral | CXCursor_CharacterLiteral,
            Evaluated::Int { value, unsigned },
        ) => Some(crate::c::float80::from_integer(if unsigned {
            i128::from(value as u64)
        } else {
            i128::from(value)
        })),
        (CXCursor_FloatingLiteral, Evaluated::Float(value))
            if e.ty().kind() != CXType_LongDouble =>
        {
            Some(crate::c::float80::from_f64(value))
        }
        _ => None,
    }
}

/// The single token (parentheses aside) an object-like macro named `name`
/// stands for, found among the translation unit's macro definitions.
fn macro_body(anchor: &Cursor, name: &str) -> Option<String> {
    if !name.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
        return None;
    }
    let definition = anchor
        .unit_cursor()
        .children()
        .into_iter()
        .rev()
        .find(|c| c.kind() == CXCursor_MacroDefinition && c.spelling() == name)?;
    let tokens = definition.tokens();
    let body: Vec<&str> = tokens.iter().skip(1).map(|t| t.spelling.as_str()).collect();
    // One floating literal (`-1.5L`, `(1.5L)`), else one name.
    let literals: Vec<&&str> = body
        .iter()
        .filter(|t| t.starts_with(|c: char| c.is_ascii_digit() || c == '.'))
        .collect();
    let names: Vec<&&str> = body
        .iter()
        .filter(|t| t.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'))
        .collect();
    match (literals.as_slice(), names.as_slice()) {
        ([literal], _) => Some(literal.to_string()),
        ([], [name]) => Some(name.to_string()),
        _ => None,
    }
}

/// The only expression child of a cursor.
pub(crate) fn single<'t>(e: &Cursor<'t>) -> Result<Cursor<'t>> {
    let mut parts = operands(e);
    if parts.len() != 1 {
        return Err(unsupported(e, &format!("expression '{}'", e.source_text())));
    }
    Ok(parts.remove(0))
}

/// The function a callee expression names directly, if it does.
fn direct_callee<'t>(callee: &Cursor<'t>) -> Option<Cursor<'t>> {
    let mut cursor = *callee;
    loop {
        match cursor.kind() {
            CXCursor_UnexposedExpr | CXCursor_ParenExpr => {
                cursor = single(&cursor).ok()?;
            }
            CXCursor_DeclRefExpr => {
                let target = cursor.referenced()?;
                return (target.kind() == CXCursor_FunctionDecl).then_some(target);
            }
            _ => return None,
        }
    }
}

/// An array's or function's type as a value (a pointer).
pub(crate) fn decay(ty: &Ty) -> Ty {
    match ty {
        Ty::Array(element, _) => Ty::Ptr(element.clone()),
        Ty::Func(_) => Ty::Ptr(Box::new(ty.clone())),
        other => other.clone(),
    }
}

/// C's integer promotion.
fn promote(ty: &Ty) -> Ty {
    match ty {
        Ty::Bool => Ty::int(32, true),
        Ty::Int { bits, .. } if *bits < 32 => Ty::int(32, true),
        other => other.clone(),
    }
}

/// The type a bit-field's value promotes to, as Clang does: `int` below
/// its width, `int` or `unsigned int` at its width, its own type above.
fn promote_bit_field(field: &Field) -> Ty {
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

/// The TBAA type nodes (alias, name in LLVM's metadata): clang's scalar
/// types for C, all children of "omnipotent char", which aliases every
/// type. The node follows the access's MLIR type: `long` and `long long`
/// (and 64-bit enums) share a node, every pointer type is "any pointer",
/// `_Bool` is untagged like char (clang distinguishes them; sharing is
/// conservative). Signed and unsigned variants share their node, as C
/// allows.
const TBAA_TYPES: [(&str, &str); 6] = [
    ("short", "short"),
    ("int", "int"),
    ("long", "long"),
    ("float", "float"),
    ("double", "double"),
    ("pointer", "any pointer"),
];

/// Each node's access tag, as the attribute of a load or store.
const TBAA_TAGS: [(&str, &str); 6] = [
    ("i16", " {tbaa = [#tbaa_short]}"),
    ("i32", " {tbaa = [#tbaa_int]}"),
    ("i64", " {tbaa = [#tbaa_long]}"),
    ("f32", " {tbaa = [#tbaa_float]}"),
    ("f64", " {tbaa = [#tbaa_double]}"),
    ("!llvm.ptr", " {tbaa = [#tbaa_pointer]}"),
];

/// The attribute aliases of the TBAA nodes and tags, for the top of the
/// module.
pub(crate) fn tbaa_definitions() -> String {
    let mut text = String::from(
        "#tbaa_root = #llvm.tbaa_root<id = \"Simple C/C++ TBAA\">\n\
         #tbaa_char = #llvm.tbaa_type_desc<id = \"omnipotent char\", members = {<#tbaa_root, 0>}>\n",
    );
    for (alias, name) in TBAA_TYPES {
        text.push_str(&format!(
            "#tbaa_type_{alias} = #llvm.tbaa_type_desc<id = \"{name}\", members = {{<#tbaa_char, 0>}}>\n\
             #tbaa_{alias} = #llvm.tbaa_tag<base_type = #tbaa_type_{alias}, access_type = #tbaa_type_{alias}, offset = 0>\n"
        ));
    }
    text
}

/// Whether an access through the lvalue `e` may alias an object of any
/// type, as clang decides: a member of a union (C allows reading another
/// member than the one last stored) or of a record with attributes
/// (`may_alias`), anywhere along the lvalue's members and subscripts, or a
/// type named by a typedef with attributes.
fn may_alias(e: &Cursor) -> bool {
    let ty = e.ty();
    if ty.kind() == CXType_Typedef && ty.declaration().has_attributes() {
        return true;
    }
    match e.kind() {
        CXCursor_MemberRefExpr => {
            if let Some(field) = e.referenced() {
                let record = field.semantic_parent();
                if record.kind() == CXCursor_UnionDecl || record.has_attributes() {
                    return true;
                }
            }
            e.children().iter().any(may_alias)
        }
        CXCursor_ParenExpr | CXCursor_UnexposedExpr | CXCursor_ArraySubscriptExpr => {
            e.children().iter().any(may_alias)
        }
        _ => false,
    }
}
