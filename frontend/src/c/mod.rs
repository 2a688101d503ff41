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
pub(crate) mod expr;
pub(crate) mod float80;
pub(crate) mod init;
pub(crate) mod stmt;
pub(crate) mod types;
