//! Call expressions: direct and indirect calls, and the builtins lowered
//! inline (libm functions, `__builtin_*`).

use crate::c::body::Value;
use crate::c::calls::Callee;
use crate::c::expr::{decay, operands, single};
use crate::c::types::{Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    pub(super) fn call(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let mut parts = operands(e);
        if parts.is_empty() {
            return Err(unsupported(e, "call"));
        }
        let callee = parts.remove(0);
        let direct = direct_callee(&callee);
        if let Some(function) = &direct {
            let name = function.spelling();
            if name.starts_with("__builtin_") && library_function(&name).is_none() {
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
            // `__builtin_printf`, `__builtin_abort`...: the C library's
            // function, with the builtin's prototype (clang calls the same).
            Some(function) if let Some(library) = library_function(&function.spelling()) => {
                let function_ty = self.types.convert(function.ty(), function)?;
                if let Ty::Func(signature) = &function_ty
                    && self.symbols.insert(library.to_string())
                {
                    let declaration =
                        self.declaration_text(library, signature, &self.loc(function));
                    self.globals.push(declaration);
                }
                (Callee::External(library.to_string()), function_ty)
            }
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
    pub(super) fn builtin_call(
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
            // A trap, as clang makes it; `__builtin_unreachable` only tells
            // the optimizer, which accc's IR does without.
            "__builtin_trap" => {
                self.f.body.op("llvm.intr.trap", &loc);
                Ok(Value::new("%void", "none"))
            }
            "__builtin_unreachable" => Ok(Value::new("%void", "none")),
            // Bit counts: LLVM's intrinsics on the operand's width, the
            // result an `int` (clz and ctz of 0 are undefined in C too).
            "__builtin_popcount"
            | "__builtin_popcountl"
            | "__builtin_popcountll"
            | "__builtin_clz"
            | "__builtin_clzl"
            | "__builtin_clzll"
            | "__builtin_ctz"
            | "__builtin_ctzl"
            | "__builtin_ctzll"
                if arguments.len() == 1 =>
            {
                let operand = self.rvalue(&arguments[0])?;
                let width = &operand.ty;
                let count = if name.starts_with("__builtin_popcount") {
                    format!("llvm.intr.ctpop({}) : ({width}) -> {width}", operand.name)
                } else {
                    let intrinsic = if name.starts_with("__builtin_clz") {
                        "ctlz"
                    } else {
                        "cttz"
                    };
                    format!(
                        "\"llvm.intr.{intrinsic}\"({}) <{{is_zero_poison = true}}> : ({width}) -> {width}",
                        operand.name
                    )
                };
                let count = self.f.body.value(width, count, &loc);
                let mlir = self.types.mlir(ty);
                if *width == mlir {
                    return Ok(count);
                }
                Ok(self.f.body.value(
                    &mlir,
                    format!("llvm.trunc {} : {width} to {mlir}", count.name),
                    &loc,
                ))
            }
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
}

/// The C library function a `__builtin_` function stands for and is
/// called as (clang's "library builtins" that programs write with the
/// prefix: GCC's and the V&V suites' tests call `__builtin_abort`).
fn library_function(name: &str) -> Option<&str> {
    const LIBRARY: &[&str] = &[
        "abort", "printf", "fprintf", "sprintf", "snprintf", "vprintf", "malloc", "calloc",
        "realloc", "free", "memmove", "memcmp", "strcmp", "strncmp", "strcpy", "strncpy", "strcat",
        "strchr",
    ];
    name.strip_prefix("__builtin_")
        .filter(|library| LIBRARY.contains(library))
}

/// The function a callee expression names directly, if it does.
pub(super) fn direct_callee<'t>(callee: &Cursor<'t>) -> Option<Cursor<'t>> {
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

/// The single token (parentheses aside) an object-like macro named `name`
/// stands for, found among the translation unit's macro definitions.
pub(super) fn macro_body(anchor: &Cursor, name: &str) -> Option<String> {
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
