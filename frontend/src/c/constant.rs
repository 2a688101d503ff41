//! Constant initializers of globals: values, addresses (of globals,
//! functions, string literals, members and elements) and x87 `long double`
//! constants, in `llvm.mlir.global` initializer regions.

use crate::c::body::{Body, Value};
use crate::c::literals::{escape_bytes, float_literal, narrow_string, string_bytes, truncate};
use crate::c::strip_wrappers;
use crate::c::types::Ty;
use crate::c::{complex, float80, init, types};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    /// The initializer region of a global: constants only (as C requires).
    pub(super) fn constant_initializer(
        &mut self,
        ty: &Ty,
        init: Option<&Cursor>,
        at: &Cursor,
    ) -> Result<(String, String)> {
        let mut body = Body::default();
        let loc = self.loc(at);
        let tree = match init {
            Some(init) => self.init_tree(ty, init)?,
            None => init::Init::Zero,
        };
        let value = self.constant_node(&mut body, ty, &tree, &loc)?;
        let mlir = value.ty.clone();
        body.terminate(format!("llvm.return {} : {mlir}", value.name), &loc);
        Ok((body.finish(), mlir))
    }

    /// A constant of type `ty` from an initializer expression (not a list;
    /// zero when absent), as `llvm.mlir.*` operations in `body`.
    pub(super) fn constant_value(
        &mut self,
        body: &mut Body,
        ty: &Ty,
        init: Option<&Cursor>,
        loc: &str,
    ) -> Result<Value> {
        let mlir = self.types.mlir(ty);
        let Some(init) = init.map(|c| strip_wrappers(*c)) else {
            return Ok(body.value(&mlir, format!("llvm.mlir.zero : {mlir}"), loc));
        };
        if let Ty::Complex(element) = ty {
            return complex::constant_complex_value(body, element, &init, loc);
        }
        match ty {
            Ty::Array(_, _) | Ty::Ptr(_) if init.kind() == CXCursor_StringLiteral => {
                narrow_string(&init)?;
                let bytes = string_bytes(&init);
                if let Ty::Ptr(_) = ty {
                    let symbol = self.string_literal(&bytes, loc);
                    return Ok(body.value(
                        &mlir,
                        format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                        loc,
                    ));
                }
                let size = self.types.size_of(ty).unwrap_or(0) as usize;
                let mut padded = bytes;
                padded.resize(size, 0);
                let text = escape_bytes(&padded);
                return Ok(body.value(
                    &mlir,
                    format!("llvm.mlir.constant(\"{text}\") : {mlir}"),
                    loc,
                ));
            }
            Ty::Array(_, _) => return Err(types::unsupported(&init, "array initializer")),
            Ty::Record(_) => return Err(types::unsupported(&init, "struct initializer")),
            _ => {}
        }
        if ty.bits() == 80 && ty.is_float() {
            return self.long_double_constant(body, &init, loc);
        }
        // Addresses: `&global`, `"string"`, `array` (decayed), functions, null.
        if ty.is_pointer()
            && let Some(value) = self.constant_address(body, &init, loc)?
        {
            return Ok(value);
        }
        match init.evaluate() {
            Some(crate::clang::Evaluated::Int { value, unsigned }) => Ok(match ty {
                Ty::Float { bits } => body.value(
                    &mlir,
                    format!(
                        "llvm.mlir.constant({} : {mlir}) : {mlir}",
                        float_literal(
                            if unsigned {
                                value as u64 as f64
                            } else {
                                value as f64
                            },
                            *bits
                        )
                    ),
                    loc,
                ),
                Ty::Ptr(_) if value == 0 => body.value(&mlir, "llvm.mlir.zero : !llvm.ptr", loc),
                Ty::Bool => body.value(
                    "i8",
                    format!("llvm.mlir.constant({} : i8) : i8", i64::from(value != 0)),
                    loc,
                ),
                Ty::Int { bits, .. } => body.value(
                    &mlir,
                    format!(
                        "llvm.mlir.constant({} : {mlir}) : {mlir}",
                        truncate(value, *bits)
                    ),
                    loc,
                ),
                _ => return Err(types::unsupported(&init, "constant initializer")),
            }),
            Some(crate::clang::Evaluated::Float(value)) => Ok(match ty {
                Ty::Float { bits } => body.value(
                    &mlir,
                    format!(
                        "llvm.mlir.constant({} : {mlir}) : {mlir}",
                        float_literal(value, *bits)
                    ),
                    loc,
                ),
                Ty::Bool => body.value(
                    "i8",
                    format!("llvm.mlir.constant({} : i8) : i8", i64::from(value != 0.0)),
                    loc,
                ),
                Ty::Int { bits, .. } => body.value(
                    &mlir,
                    format!(
                        "llvm.mlir.constant({} : {mlir}) : {mlir}",
                        truncate(value as i64, *bits)
                    ),
                    loc,
                ),
                _ => return Err(types::unsupported(&init, "constant initializer")),
            }),
            _ => Err(types::unsupported(
                &init,
                "non-constant initializer of a global",
            )),
        }
    }

    /// A `long double` constant in a global's initializer, exactly: its
    /// literals from their spellings, integers and `double`s (exact in it)
    /// as Clang evaluates them, its arithmetic as `llvm.fadd`/... of those
    /// constants (LLVM folds them into one, in the type's own precision).
    pub(super) fn long_double_constant(
        &mut self,
        body: &mut Body,
        e: &Cursor,
        loc: &str,
    ) -> Result<Value> {
        let e = strip_wrappers(*e);
        let constant = |body: &mut Body, bits: u128| long_double_global(body, bits, loc);
        let is_long_double = e.ty().canonical().kind() == CXType_LongDouble;
        if !is_long_double {
            // An integer or a double converted to long double: exact.
            return match e.evaluate() {
                Some(crate::clang::Evaluated::Int { value, unsigned }) => {
                    let value = if unsigned {
                        i128::from(value as u64)
                    } else {
                        i128::from(value)
                    };
                    Ok(constant(body, float80::from_integer(value)))
                }
                Some(crate::clang::Evaluated::Float(value)) => {
                    Ok(constant(body, float80::from_f64(value)))
                }
                _ => Err(types::unsupported(
                    &e,
                    "non-constant initializer of a global",
                )),
            };
        }
        let operands: Vec<Cursor> = e
            .children()
            .into_iter()
            .filter(Cursor::is_expression)
            .collect();
        match (e.kind(), operands.as_slice()) {
            (CXCursor_FloatingLiteral, _) => Ok(constant(body, self.long_double_literal(&e)?)),
            (CXCursor_ParenExpr | CXCursor_CStyleCastExpr | CXCursor_UnexposedExpr, [operand]) => {
                self.long_double_constant(body, operand, loc)
            }
            (CXCursor_UnaryOperator, [operand])
                if matches!(
                    e.unary_operator(),
                    CXUnaryOperator_Plus | CXUnaryOperator_Extension
                ) =>
            {
                self.long_double_constant(body, operand, loc)
            }
            (CXCursor_UnaryOperator, [operand]) if e.unary_operator() == CXUnaryOperator_Minus => {
                let value = self.long_double_constant(body, operand, loc)?;
                Ok(body.value("f80", format!("llvm.fneg {} : f80", value.name), loc))
            }
            (CXCursor_BinaryOperator, [left, right]) => {
                let op = match e.binary_operator() {
                    CXBinaryOperator_Add => "llvm.fadd",
                    CXBinaryOperator_Sub => "llvm.fsub",
                    CXBinaryOperator_Mul => "llvm.fmul",
                    CXBinaryOperator_Div => "llvm.fdiv",
                    _ => {
                        return Err(types::unsupported(&e, "'long double' constant expression"));
                    }
                };
                let left = self.long_double_constant(body, left, loc)?;
                let right = self.long_double_constant(body, right, loc)?;
                Ok(body.value(
                    "f80",
                    format!("{op} {}, {} : f80", left.name, right.name),
                    loc,
                ))
            }
            _ => Err(types::unsupported(&e, "'long double' constant expression")),
        }
    }

    /// A constant address expression in a global's initializer.
    pub(super) fn constant_address(
        &mut self,
        body: &mut Body,
        init: &Cursor,
        loc: &str,
    ) -> Result<Option<Value>> {
        let init = strip_wrappers(*init);
        match init.kind() {
            // A compound literal array at file scope (decayed).
            CXCursor_CompoundLiteralExpr => self.constant_lvalue(body, &init, loc),
            // `(char *)0`, `NULL`, `(void *)&x`.
            CXCursor_CStyleCastExpr => {
                let Some(operand) = init.children().into_iter().rfind(Cursor::is_expression) else {
                    return Ok(None);
                };
                if let Some(value) = self.constant_address(body, &operand, loc)? {
                    return Ok(Some(value));
                }
                if let Some(crate::clang::Evaluated::Int { value: 0, .. }) = operand.evaluate() {
                    return Ok(Some(body.value(
                        "!llvm.ptr",
                        "llvm.mlir.zero : !llvm.ptr",
                        loc,
                    )));
                }
                Ok(None)
            }
            CXCursor_StringLiteral => {
                narrow_string(&init)?;
                let symbol = self.string_literal(&string_bytes(&init), loc);
                Ok(Some(body.value(
                    "!llvm.ptr",
                    format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                    loc,
                )))
            }
            CXCursor_UnaryOperator if init.unary_operator() == CXUnaryOperator_AddrOf => {
                let operand = strip_wrappers(init.children()[0]);
                if let Ok(Ty::Func(_)) = self.types.convert(operand.ty(), &operand) {
                    return self.constant_address(body, &operand, loc);
                }
                self.constant_lvalue(body, &operand, loc)
            }
            // `array + 2`, `p - 1` on constant addresses.
            CXCursor_BinaryOperator
                if matches!(
                    init.binary_operator(),
                    CXBinaryOperator_Add | CXBinaryOperator_Sub
                ) =>
            {
                let parts: Vec<Cursor> = init.children();
                let [left, right] = parts.as_slice() else {
                    return Ok(None);
                };
                let (pointer, offset) = match self.types.convert(left.ty(), left) {
                    Ok(Ty::Ptr(_) | Ty::Array(..)) => (left, right),
                    _ => (right, left),
                };
                let Some(crate::clang::Evaluated::Int { value, .. }) = offset.evaluate() else {
                    return Ok(None);
                };
                let value = if init.binary_operator() == CXBinaryOperator_Sub {
                    -value
                } else {
                    value
                };
                let Some(base) = self.constant_address(body, pointer, loc)? else {
                    return Ok(None);
                };
                let element = match self.types.convert(init.ty(), &init)? {
                    Ty::Ptr(element) => *element,
                    _ => return Ok(None),
                };
                Ok(Some(
                    self.constant_element(body, &base, &element, value, loc),
                ))
            }
            // A row of an array of arrays, or an array member, decayed
            // (`g[1]` of `int g[4][5]`, `s.a`): its address.
            CXCursor_ArraySubscriptExpr | CXCursor_MemberRefExpr
                if matches!(self.types.convert(init.ty(), &init), Ok(Ty::Array(..))) =>
            {
                self.constant_lvalue(body, &init, loc)
            }
            // A decayed array: its address.
            CXCursor_UnexposedExpr => {
                let operand = init.children().into_iter().rfind(Cursor::is_expression);
                match operand {
                    Some(operand) => self.constant_lvalue(body, &operand, loc),
                    None => Ok(None),
                }
            }
            CXCursor_DeclRefExpr => {
                let Some(target) = init.referenced() else {
                    return Ok(None);
                };
                if target.kind() == CXCursor_VarDecl && target.has_global_storage() {
                    let (symbol, _) = self.global(target)?;
                    return Ok(Some(body.value(
                        "!llvm.ptr",
                        format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                        loc,
                    )));
                }
                if target.kind() == CXCursor_FunctionDecl {
                    let (symbol, defined) = self.function_symbol(&target)?;
                    if defined {
                        // A `func.func`: its constant, as a pointer.
                        let signature = self.function_type_text(&target)?;
                        let constant = body.value(
                            &signature,
                            format!("func.constant @{symbol} : {signature}"),
                            loc,
                        );
                        return Ok(Some(body.value(
                            "!llvm.ptr",
                            format!(
                                "builtin.unrealized_conversion_cast {} : {signature} to !llvm.ptr",
                                constant.name
                            ),
                            loc,
                        )));
                    }
                    return Ok(Some(body.value(
                        "!llvm.ptr",
                        format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                        loc,
                    )));
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    /// The address of a constant lvalue in a global's initializer: a
    /// global, an element or member of one, a string literal.
    pub(super) fn constant_lvalue(
        &mut self,
        body: &mut Body,
        e: &Cursor,
        loc: &str,
    ) -> Result<Option<Value>> {
        let e = strip_wrappers(*e);
        match e.kind() {
            CXCursor_DeclRefExpr => {
                let Some(var) = e
                    .referenced()
                    .filter(|v| v.kind() == CXCursor_VarDecl && v.has_global_storage())
                else {
                    return self.constant_address(body, &e, loc);
                };
                let (symbol, _) = self.global(var)?;
                Ok(Some(body.value(
                    "!llvm.ptr",
                    format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                    loc,
                )))
            }
            CXCursor_StringLiteral => self.constant_address(body, &e, loc),
            // At file scope, a compound literal has static storage: a
            // private global of its own.
            CXCursor_CompoundLiteralExpr => {
                let ty = self.types.convert(e.ty(), &e)?;
                let Some(list) = e.children().into_iter().rfind(Cursor::is_expression) else {
                    return Ok(None);
                };
                let (region, mlir) = self.constant_initializer(&ty, Some(&list), &e)?;
                let mut symbol = format!("__compound_literal.{}", self.globals.len());
                while !self.symbols.insert(symbol.clone()) {
                    symbol.push('_');
                }
                let align = self.variable_align(&e, &ty)?;
                let constant = if e.ty().is_const() { "constant " } else { "" };
                let at = self.loc(&e);
                self.globals.push(format!(
                    "llvm.mlir.global private {constant}@{symbol}() {{addr_space = 0 : i32, alignment = {align} : i64}} : {mlir} {region} {at}"
                ));
                Ok(Some(body.value(
                    "!llvm.ptr",
                    format!("llvm.mlir.addressof @{symbol} : !llvm.ptr"),
                    loc,
                )))
            }
            CXCursor_ArraySubscriptExpr => {
                let parts: Vec<Cursor> = e
                    .children()
                    .into_iter()
                    .filter(Cursor::is_expression)
                    .collect();
                let [base, index] = parts.as_slice() else {
                    return Ok(None);
                };
                let Some(crate::clang::Evaluated::Int { value, .. }) = index.evaluate() else {
                    return Ok(None);
                };
                let Some(address) = self.constant_address(body, base, loc)? else {
                    return Ok(None);
                };
                let element = self.types.convert(e.ty(), &e)?;
                Ok(Some(
                    self.constant_element(body, &address, &element, value, loc),
                ))
            }
            CXCursor_MemberRefExpr => {
                let Some(base) = e.children().into_iter().rfind(Cursor::is_expression) else {
                    return Ok(None);
                };
                let base_ty = self.types.convert(base.ty(), &base)?;
                let (address, record) = match base_ty {
                    Ty::Ptr(pointee) => (self.constant_address(body, &base, loc)?, *pointee),
                    other => (self.constant_lvalue(body, &base, loc)?, other),
                };
                let (Some(address), Ty::Record(record)) = (address, record) else {
                    return Ok(None);
                };
                let usr = e
                    .referenced()
                    .map(|f| types::field_key(&f))
                    .unwrap_or_default();
                let Some(path) = self.types.field_path(record, &usr) else {
                    return Ok(None);
                };
                let mut address = address;
                for (record, position) in path {
                    let record = &self.types.records[record];
                    let Some(index) = record.fields[position].index else {
                        continue;
                    };
                    address = body.value(
                        "!llvm.ptr",
                        format!(
                            "llvm.getelementptr {}[0, {index}] : (!llvm.ptr) -> !llvm.ptr, {}",
                            address.name, record.mlir
                        ),
                        loc,
                    );
                }
                Ok(Some(address))
            }
            _ => Ok(None),
        }
    }

    /// `&base[index]` with a constant index, in a global's initializer.
    pub(super) fn constant_element(
        &mut self,
        body: &mut Body,
        base: &Value,
        element: &Ty,
        index: i64,
        loc: &str,
    ) -> Value {
        let (ty, index) = match self.types.size_of(element) {
            Some(_) if !matches!(element, Ty::Void | Ty::Func(_) | Ty::Opaque) => {
                (self.types.mlir(element), index)
            }
            _ => ("i8".to_string(), index),
        };
        body.value(
            "!llvm.ptr",
            format!(
                "llvm.getelementptr {}[{index}] : (!llvm.ptr) -> !llvm.ptr, {ty}",
                base.name
            ),
            loc,
        )
    }
}

/// A floating constant of a `bits`-wide type as MLIR reads it (non-finite
/// values as the type's own hexadecimal bits).
/// A `long double` constant in a global's initializer (as
/// [`Lowerer::long_double_const`]: bits a double does not hold as an `i80`
/// cast to `f80`).
pub(super) fn long_double_global(body: &mut Body, bits: u128, loc: &str) -> Value {
    if float80::exact_f64(bits).is_some() {
        return body.value(
            "f80",
            format!("llvm.mlir.constant({} : f80) : f80", float80::text(bits)),
            loc,
        );
    }
    let integer = body.value(
        "i80",
        format!("llvm.mlir.constant({} : i80) : i80", float80::signed(bits)),
        loc,
    );
    body.value(
        "f80",
        format!("llvm.bitcast {} : i80 to f80", integer.name),
        loc,
    )
}
