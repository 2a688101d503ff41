//! Globals: the constant an initializer tree gives ([`Lowerer::constant_node`]),
//! a packed struct where a union holds another member than its first bytes
//! say.

use super::{Init, Part, bit_field_bits, byte_array, insert, is_aggregate};
use crate::c::body::{Body, Value};
use crate::c::expr::operands;
use crate::c::strip_wrappers;
use crate::c::types::{Record, Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    /// The constant of type `ty` an initializer tree gives (a global's),
    /// as `llvm.mlir.*` operations in `body`. Its MLIR type is `ty`'s, or,
    /// where a union holds another member than its type's first bytes say
    /// (anywhere inside), a packed struct of the same size and bytes.
    pub(crate) fn constant_node(
        &mut self,
        body: &mut Body,
        ty: &Ty,
        node: &Init,
        loc: &str,
    ) -> Result<Value> {
        let mlir = self.types.mlir(ty);
        match (node, ty) {
            (Init::Zero, _) => Ok(body.value(&mlir, format!("llvm.mlir.zero : {mlir}"), loc)),
            (Init::Expr(e), _) => self.constant_expr(body, ty, e, loc),
            (Init::Overridden(e, _), _) => Err(unsupported(
                e,
                "designator overriding part of a subobject initialized by an expression, \
                 in a constant initializer",
            )),
            (Init::Struct(fields), Ty::Record(record)) => {
                let record = self.types.records[*record].clone();
                let variant = self.is_variant(ty, node)?;
                let mut parts = Vec::new();
                let mut aggregate =
                    (!variant).then(|| body.value(&mlir, format!("llvm.mlir.zero : {mlir}"), loc));
                // Bit-fields: the bytes of their storages.
                let mut storages: Vec<Vec<u8>> = record
                    .storages
                    .iter()
                    .map(|s| vec![0; s.len as usize])
                    .collect();
                for (position, node) in fields.iter().enumerate() {
                    let field = &record.fields[position];
                    if let (Init::Expr(e), Some(_)) = (node, field.bits)
                        && let Some((storage, bytes)) = record
                            .storages
                            .iter()
                            .zip(storages.iter_mut())
                            .find(|(s, _)| Some(s.index) == field.index)
                    {
                        bit_field_bits(field, e, storage.offset, bytes)?;
                    }
                }
                for (storage, bytes) in record.storages.iter().zip(&storages) {
                    if bytes.iter().all(|b| *b == 0) {
                        continue;
                    }
                    let value = byte_array(body, bytes, loc);
                    match &mut aggregate {
                        Some(aggregate) => {
                            *aggregate = insert(body, &mlir, aggregate, &value, storage.index, loc)
                        }
                        None => parts.push((storage.offset, value, storage.len)),
                    }
                }
                for (position, node) in fields.iter().enumerate() {
                    let field = &record.fields[position];
                    if matches!(node, Init::Zero) || field.bits.is_some() {
                        continue;
                    }
                    let value = self.constant_node(body, &field.ty, node, loc)?;
                    let size = self.types.size_of(&field.ty).unwrap_or(0);
                    match (&mut aggregate, field.index) {
                        (Some(aggregate), Some(index)) => {
                            *aggregate = insert(body, &mlir, aggregate, &value, index, loc)
                        }
                        _ => parts.push((field.offset, value, size)),
                    }
                }
                Ok(match aggregate {
                    Some(aggregate) => aggregate,
                    None => self.packed(body, record.size, parts, loc),
                })
            }
            (Init::Union(position, node), Ty::Record(record)) => {
                let record: Record = self.types.records[*record].clone();
                let field = &record.fields[*position];
                if let (Some(bits), Init::Expr(e)) = (field.bits, &**node) {
                    let mut bytes = vec![0; bits.bytes as usize];
                    bit_field_bits(field, e, field.offset, &mut bytes)?;
                    let value = byte_array(body, &bytes, loc);
                    let part = (field.offset, value, u64::from(bits.bytes));
                    return Ok(self.packed(body, record.size, vec![part], loc));
                }
                let value = self.constant_node(body, &field.ty, node, loc)?;
                let size = self.types.size_of(&field.ty).unwrap_or(0);
                Ok(self.packed(body, record.size, vec![(0, value, size)], loc))
            }
            (Init::Array(elements), Ty::Array(element, _)) => {
                let size = self.types.size_of(element).unwrap_or(0);
                let variant = self.is_variant(ty, node)?;
                let mut parts = Vec::new();
                let mut aggregate =
                    (!variant).then(|| body.value(&mlir, format!("llvm.mlir.zero : {mlir}"), loc));
                for (index, node) in elements {
                    if let Init::Zero = node {
                        continue;
                    }
                    let value = self.constant_node(body, element, node, loc)?;
                    match &mut aggregate {
                        Some(aggregate) => {
                            *aggregate =
                                insert(body, &mlir, aggregate, &value, *index as usize, loc)
                        }
                        None => parts.push((index * size, value, size)),
                    }
                }
                let total = self.types.size_of(ty).unwrap_or(0);
                Ok(match aggregate {
                    Some(aggregate) => aggregate,
                    None => self.packed(body, total, parts, loc),
                })
            }
            _ => Err(crate::lower::Unsupported {
                location: None,
                message: "unsupported C construct: constant initializer".into(),
            }),
        }
    }

    /// Whether the constant of a node has another MLIR type than its C
    /// type's: it holds a union's member (a union's MLIR type is bytes).
    fn is_variant(&mut self, ty: &Ty, node: &Init) -> Result<bool> {
        Ok(match (node, ty) {
            (Init::Union(..), _) => true,
            (Init::Struct(fields), Ty::Record(record)) => {
                let types: Vec<Ty> = self.types.records[*record]
                    .fields
                    .iter()
                    .map(|f| f.ty.clone())
                    .collect();
                let mut any = false;
                for (node, ty) in fields.iter().zip(&types) {
                    any |= self.is_variant(ty, node)?;
                }
                any
            }
            (Init::Array(elements), Ty::Array(element, _)) => {
                let mut any = false;
                for node in elements.values() {
                    any |= self.is_variant(element, node)?;
                }
                any
            }
            // A compound literal at file scope initializing an aggregate.
            (Init::Expr(e), _) if is_aggregate(ty) => {
                let literal = strip_wrappers(*e);
                match operands(&literal).pop() {
                    Some(list) if literal.kind() == CXCursor_CompoundLiteralExpr => {
                        let tree = self.init_tree(ty, &list)?;
                        self.is_variant(ty, &tree)?
                    }
                    _ => false,
                }
            }
            _ => false,
        })
    }

    /// A packed struct of `size` bytes holding `parts` (byte offset, value,
    /// size in bytes) at their offsets, zero bytes between them: the bytes
    /// of an aggregate whose union members make its own MLIR type unfit.
    fn packed(&mut self, body: &mut Body, size: u64, parts: Vec<Part>, loc: &str) -> Value {
        let mut parts = parts;
        parts.sort_by_key(|(offset, _, _)| *offset);
        let mut members = Vec::new();
        let mut placed = Vec::new();
        let mut at = 0u64;
        for (offset, value, part_size) in parts {
            if offset > at {
                members.push(format!("!llvm.array<{} x i8>", offset - at));
            }
            placed.push((members.len(), value.clone()));
            members.push(value.ty.clone());
            at = offset.max(at) + part_size;
        }
        if size > at {
            members.push(format!("!llvm.array<{} x i8>", size - at));
        }
        let packed = format!("!llvm.struct<packed ({})>", members.join(", "));
        let mut aggregate = body.value(&packed, format!("llvm.mlir.zero : {packed}"), loc);
        for (index, value) in placed {
            aggregate = insert(body, &packed, &aggregate, &value, index, loc);
        }
        aggregate
    }

    /// A constant of type `ty` from an initializer expression.
    fn constant_expr(&mut self, body: &mut Body, ty: &Ty, e: &Cursor, loc: &str) -> Result<Value> {
        let init = strip_wrappers(*e);
        // `struct pt p = (struct pt){1, 2};` (a GNU extension at file scope).
        if init.kind() == CXCursor_CompoundLiteralExpr
            && is_aggregate(ty)
            && let Some(list) = operands(&init).pop()
        {
            let tree = self.init_tree(ty, &list)?;
            return self.constant_node(body, ty, &tree, loc);
        }
        self.constant_value(body, ty, Some(&init), loc)
    }
}
