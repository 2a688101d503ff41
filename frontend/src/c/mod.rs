#![allow(non_upper_case_globals)]
//! C → MLIR: types and record layouts ([`types`]), the builder
//! ([`body`]), expressions ([`expr`]), statements ([`stmt`]), initializers
//! ([`init`]), calls through x86-64's C calling convention ([`abi`]
//! classifies, [`calls`] marshals), `_Complex` ([`complex`]) and x87
//! `long double` constants ([`float80`]).

pub(crate) mod abi;
pub(crate) mod body;
pub(crate) mod calls;
pub(crate) mod complex;
pub(crate) mod constant;
pub(crate) mod decl;
pub(crate) mod expr;
pub(crate) mod float80;
pub(crate) mod init;
pub(crate) mod literals;
pub(crate) mod stmt;
pub(crate) mod types;

use crate::clang::Cursor;
use clang_sys::*;

/// An expression without the implicit conversions and parentheses that do
/// not change its value's representation (for constant initializers).
pub(crate) fn strip_wrappers(cursor: Cursor) -> Cursor {
    let mut cursor = cursor;
    loop {
        let children = cursor.children();
        let same_extent = children.len() == 1 && children[0].byte_range() == cursor.byte_range();
        match cursor.kind() {
            CXCursor_ParenExpr if children.len() == 1 => cursor = children[0],
            CXCursor_UnexposedExpr if same_extent => cursor = children[0],
            _ => return cursor,
        }
    }
}

impl<'t> Cursor<'t> {
    /// Whether the cursor is an expression.
    pub(crate) fn is_expression(&self) -> bool {
        // libclang numbers expression kinds 100 to 199.
        (100..200).contains(&self.kind())
    }
}
