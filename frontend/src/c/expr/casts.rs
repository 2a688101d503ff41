//! Conversions between C types (the usual arithmetic conversions, pointer
//! and integer casts) and truth values.

use crate::c::body::Value;
use crate::c::expr::decay;
use crate::c::types::{Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};

impl Lowerer {
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
    pub(super) fn truth(&mut self, value: Value, ty: &Ty, at: &Cursor) -> Result<Value> {
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
}
