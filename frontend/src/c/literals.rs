//! String and floating-point literals: decoding C string literals, their
//! globals, and the MLIR spelling of `float`/`double` values.

use crate::c::{float80, types};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};
use std::fmt::Write;

impl Lowerer {
    /// The symbol of a string literal's global (`"..."` with its NUL).
    pub(super) fn string_literal(&mut self, bytes: &[u8], loc: &str) -> String {
        if let Some(symbol) = self.strings.get(bytes) {
            return symbol.clone();
        }
        let symbol = format!("str.{}", self.strings.len());
        let text = escape_bytes(bytes);
        self.globals.push(format!(
            "llvm.mlir.global private constant @{symbol}(\"{text}\") {{addr_space = 0 : i32}} : !llvm.array<{} x i8> {loc}",
            bytes.len()
        ));
        self.symbols.insert(symbol.clone());
        self.strings.insert(bytes.to_vec(), symbol.clone());
        symbol
    }
}

/// Bytes as an MLIR string literal body (`\XX` escapes).
pub(super) fn escape_bytes(bytes: &[u8]) -> String {
    let mut out = String::new();
    for &b in bytes {
        if (0x20..0x7f).contains(&b) && b != b'"' && b != b'\\' {
            out.push(b as char);
        } else {
            let _ = write!(out, "\\{b:02X}");
        }
    }
    out
}

/// Wide and UTF-16/32 string literals (`L"..."`) are not supported.
pub(super) fn narrow_string(literal: &Cursor) -> Result<()> {
    if literal.ty().element().size_of() > 1 {
        return Err(types::unsupported(literal, "wide string literal"));
    }
    Ok(())
}

/// The bytes of a string literal, with its terminating NUL.
pub(super) fn string_bytes(literal: &Cursor) -> Vec<u8> {
    let mut bytes = match literal.evaluate() {
        Some(crate::clang::Evaluated::Str(text)) => text.into_bytes(),
        _ => decode_string_literal(&literal.spelling()),
    };
    // Embedded NULs: Clang's evaluation stops at the first one; the type's
    // size tells the real length.
    let size = literal.ty().size_of();
    if size > 0 && bytes.len() + 1 < size as usize {
        bytes = decode_string_literal(&literal.spelling());
    }
    bytes.push(0);
    bytes
}

/// The bytes of a (possibly concatenated) C string literal's spelling.
pub(super) fn decode_string_literal(spelling: &str) -> Vec<u8> {
    let mut out = Vec::new();
    let bytes = spelling.as_bytes();
    let mut i = 0;
    let mut inside = false;
    while i < bytes.len() {
        let b = bytes[i];
        if !inside {
            inside = b == b'"';
            i += 1;
            continue;
        }
        match b {
            b'"' => {
                inside = false;
                i += 1;
            }
            b'\\' if i + 1 < bytes.len() => {
                let e = bytes[i + 1];
                i += 2;
                let simple = match e {
                    b'n' => Some(b'\n'),
                    b't' => Some(b'\t'),
                    b'r' => Some(b'\r'),
                    b'a' => Some(7),
                    b'b' => Some(8),
                    b'f' => Some(12),
                    b'v' => Some(11),
                    b'\\' | b'\'' | b'"' | b'?' => Some(e),
                    _ => None,
                };
                if let Some(c) = simple {
                    out.push(c);
                } else if e == b'x' {
                    let mut value = 0u32;
                    while i < bytes.len() && (bytes[i] as char).is_ascii_hexdigit() {
                        value = value * 16 + (bytes[i] as char).to_digit(16).unwrap_or(0);
                        i += 1;
                    }
                    out.push(value as u8);
                } else if (b'0'..=b'7').contains(&e) {
                    let mut value = u32::from(e - b'0');
                    let mut count = 1;
                    while count < 3 && i < bytes.len() && (b'0'..=b'7').contains(&bytes[i]) {
                        value = value * 8 + u32::from(bytes[i] - b'0');
                        i += 1;
                        count += 1;
                    }
                    out.push(value as u8);
                } else {
                    out.push(e);
                }
            }
            _ => {
                out.push(b);
                i += 1;
            }
        }
    }
    out
}

/// A double as an MLIR float literal (exact, hexadecimal for non-finite).
pub(super) fn float_text(value: f64) -> String {
    if value.is_finite() {
        let text = format!("{value:e}");
        // MLIR wants a digit after the point: 1e0 -> 1.0e0
        if text.contains('.') {
            text
        } else {
            text.replacen('e', ".0e", 1)
        }
    } else {
        format!("0x{:016X}", value.to_bits())
    }
}

pub(super) fn float_literal(value: f64, bits: u32) -> String {
    if bits == 80 {
        float80::text(float80::from_f64(value))
    } else if value.is_finite() {
        float_text(value)
    } else if bits == 32 {
        format!("0x{:08X}", (value as f32).to_bits())
    } else {
        float_text(value)
    }
}

/// `value` truncated to `bits` and printed as a signed number (MLIR reads
/// integer attributes of type iN in the signed range).
pub(super) fn truncate(value: i64, bits: u32) -> i64 {
    if bits >= 64 {
        return value;
    }
    let shift = 64 - bits;
    (value << shift) >> shift
}
