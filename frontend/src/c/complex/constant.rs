//! Complex constants: a constant complex expression's value, rounded as its
//! type's precision says, and its MLIR constant.

use crate::c::body::Value;
use crate::c::expr::single;
use crate::c::types::{Ty, unsupported};
use crate::clang::{Cursor, Evaluated};
use crate::lower::Result;
use clang_sys::*;

/// The bits of the real type of an expression's type (`float`, `float
/// _Complex`: 32; `double`...: 64; other types: none).
fn real_bits(ty: crate::clang::Type) -> Option<u32> {
    let ty = ty.canonical();
    let ty = if ty.kind() == CXType_Complex {
        ty.complex_element().canonical()
    } else {
        ty
    };
    match ty.kind() {
        CXType_Float => Some(32),
        CXType_Double => Some(64),
        _ => None,
    }
}

/// `value` rounded to a `bits`-wide float.
fn round(value: f64, bits: Option<u32>) -> f64 {
    if bits == Some(32) {
        value as f32 as f64
    } else {
        value
    }
}

/// The value of a constant complex expression (a global's initializer),
/// as clang folds it: literals, imaginary literals, casts, unary `+ - ~`,
/// `+ -`, `*` and division by a real, `__builtin_complex`; each operation
/// rounded to its type. `None` for anything else (a complex division, a
/// product whose parts are both NaN: clang's folding of those follows
/// Annex G's recovery, not computed here).
pub(super) fn constant_complex(e: &Cursor) -> Option<(f64, f64)> {
    let bits = real_bits(e.ty());
    let complex = e.ty().canonical().kind() == CXType_Complex;
    if !complex {
        return match e.evaluate()? {
            Evaluated::Float(value) => Some((value, 0.0)),
            Evaluated::Int { value, unsigned } => Some((
                round(
                    if unsigned {
                        value as u64 as f64
                    } else {
                        value as f64
                    },
                    bits,
                ),
                0.0,
            )),
            _ => None,
        };
    }
    let parts = crate::c::expr::operands;
    let (re, im) = match e.kind() {
        CXCursor_ParenExpr | CXCursor_UnexposedExpr | CXCursor_CStyleCastExpr => {
            let operand = parts(e).pop()?;
            constant_complex(&operand)?
        }
        CXCursor_ImaginaryLiteral => match single(e).ok()?.evaluate()? {
            Evaluated::Float(value) => (0.0, value),
            Evaluated::Int { value, .. } => (0.0, value as f64),
            _ => return None,
        },
        CXCursor_UnaryOperator => {
            let (re, im) = constant_complex(&single(e).ok()?)?;
            match e.unary_operator() {
                CXUnaryOperator_Plus | CXUnaryOperator_Extension => (re, im),
                CXUnaryOperator_Minus => (-re, -im),
                CXUnaryOperator_Not => (re, -im),
                _ => return None,
            }
        }
        CXCursor_BinaryOperator => {
            let [left, right] = parts(e).try_into().ok()?;
            let real = |c: &Cursor| c.ty().canonical().kind() != CXType_Complex;
            let (left_real, right_real) = (real(&left), real(&right));
            let (a, b) = constant_complex(&left)?;
            let (c, d) = constant_complex(&right)?;
            let r = |v: f64| round(v, bits);
            match e.binary_operator() {
                CXBinaryOperator_Add => (
                    r(a + c),
                    match (left_real, right_real) {
                        (false, false) => r(b + d),
                        (false, true) => b,
                        _ => d,
                    },
                ),
                CXBinaryOperator_Sub => (
                    r(a - c),
                    match (left_real, right_real) {
                        (false, false) => r(b - d),
                        (false, true) => b,
                        _ => -d,
                    },
                ),
                CXBinaryOperator_Mul => match (left_real, right_real) {
                    (false, false) => {
                        let (re, im) = (r(r(a * c) - r(b * d)), r(r(a * d) + r(b * c)));
                        if re.is_nan() && im.is_nan() {
                            return None;
                        }
                        (re, im)
                    }
                    (false, true) => (r(a * c), r(b * c)),
                    _ => (r(a * c), r(a * d)),
                },
                CXBinaryOperator_Div if right_real && !left_real => (r(a / c), r(b / c)),
                _ => return None,
            }
        }
        CXCursor_CallExpr => {
            let [callee, re, im] = parts(e).try_into().ok()?;
            if !callee.source_text().contains("__builtin_complex") {
                return None;
            }
            (constant_complex(&re)?.0, constant_complex(&im)?.0)
        }
        _ => return None,
    };
    Some((round(re, bits), round(im, bits)))
}

/// A complex constant in a global's initializer region.
pub(crate) fn constant_complex_value(
    body: &mut crate::c::body::Body,
    element: &Ty,
    init: &Cursor,
    loc: &str,
) -> Result<Value> {
    let init = match init.kind() {
        // `{1.0 + 2.0i}`
        CXCursor_InitListExpr => crate::c::expr::operands(init)
            .into_iter()
            .next()
            .unwrap_or(*init),
        _ => *init,
    };
    let Some((re, im)) = constant_complex(&init) else {
        return Err(unsupported(
            &init,
            "initializer of a complex global (constants with '+', '-', '*' and division by a real are)",
        ));
    };
    let bits = element.bits();
    let mlir = if bits == 32 { "f32" } else { "f64" };
    let ty = format!("!llvm.struct<({mlir}, {mlir})>");
    let mut part = |value: f64| {
        body.value(
            mlir,
            format!(
                "llvm.mlir.constant({} : {mlir}) : {mlir}",
                crate::c::literals::float_literal(value, bits)
            ),
            loc,
        )
    };
    let re = part(re);
    let im = part(im);
    let undef = body.value(&ty, format!("llvm.mlir.undef : {ty}"), loc);
    let with_re = body.value(
        &ty,
        format!("llvm.insertvalue {}, {}[0] : {ty}", re.name, undef.name),
        loc,
    );
    Ok(body.value(
        &ty,
        format!("llvm.insertvalue {}, {}[1] : {ty}", im.name, with_re.name),
        loc,
    ))
}
