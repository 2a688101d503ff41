//! Lvalues: the addresses of variables, functions, array elements
//! (variable-length arrays included) and members.

use crate::c::body::Value;
use crate::c::expr::{operands, single};
use crate::c::literals::string_bytes;
use crate::c::types::{ArrayLen, Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, Var};
use clang_sys::*;

impl Lowerer {
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

    pub(super) fn function_address(&mut self, function: &Cursor, at: &Cursor) -> Result<Value> {
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

    pub(super) fn subscript_address(&mut self, e: &Cursor) -> Result<Value> {
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
    pub(super) fn dynamic_size(&mut self, ty: &Ty, loc: &str) -> Value {
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
    pub(super) fn widen_index(&mut self, index: Value, ty: &Ty, loc: &str) -> Value {
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

    pub(super) fn member_address(&mut self, e: &Cursor) -> Result<Value> {
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
    pub(super) fn member_base(&mut self, e: &Cursor) -> Result<(Value, usize, usize)> {
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
}
