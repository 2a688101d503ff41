//! Constants: integers, floating point and x87 `long double` values.

use crate::c::body::Value;
use crate::c::expr::call::macro_body;
use crate::c::literals::{float_text, truncate};
use crate::c::types::{Ty, unsupported};
use crate::clang::{Cursor, Evaluated};
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
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
    pub(super) fn long_double_const(&mut self, bits: u128, loc: &str) -> Value {
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

    pub(super) fn float_const(&mut self, ty: &Ty, value: f64, loc: &str) -> Value {
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
}

/// An `n`-bit integer constant (`n` up to 128) with the bits of `value`,
/// as MLIR reads it (in the signed range).
pub(super) fn signed_text(value: u128, n: u32) -> String {
    if n >= 128 || value < (1u128 << (n - 1)) {
        value.to_string()
    } else {
        format!("-{}", (1u128 << n) - value)
    }
}

/// The `long double` equal to an integer, character or `double`/`float`
/// literal (exactly), if `e` is one.
pub(super) fn long_double_of_literal(e: &Cursor) -> Option<u128> {
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
