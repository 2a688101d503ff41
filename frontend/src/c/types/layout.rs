//! Record layout: a struct's or union's fields, bit-field storage units and
//! MLIR struct type, and the paths to fields.

use super::{BitField, Field, Record, Storage, Ty, Types, field_key, unsupported};
use crate::clang::{Cursor, Type};
use crate::lower::Unsupported;
use clang_sys::*;

impl Types {
    /// The record of a canonical struct/union type, laid out once.
    pub(super) fn record(&mut self, ty: Type, at: &Cursor) -> Result<usize, Unsupported> {
        let declaration = ty.declaration();
        // Clang gives anonymous structs of one record the same USR; their
        // spelling names where they are.
        let key = format!("{}|{}", declaration.usr(), ty.unqualified().spelling());
        if let Some(&index) = self.by_usr.get(&key) {
            return Ok(index);
        }
        let size = ty.size_of();
        let align = ty.align_of();
        if size < 0 || align < 0 {
            return Err(unsupported(
                at,
                &format!("incomplete type '{}'", ty.spelling()),
            ));
        }
        let union = declaration.kind() == CXCursor_UnionDecl;
        let index = self.records.len();
        self.records.push(Record {
            name: ty.spelling(),
            union,
            size: size as u64,
            align: align as u64,
            fields: Vec::new(),
            storages: Vec::new(),
            mlir: String::new(),
        });
        self.by_usr.insert(key.clone(), index);
        let mut fields = Vec::new();
        for field in ty.fields() {
            let bits = if field.is_bit_field() {
                let width = field.bit_width();
                let offset = field.field_offset_bits();
                if width <= 0 || field.spelling().is_empty() {
                    // `int : 3;`, `int : 0;`: padding (Clang's offsets
                    // already account for it).
                    continue;
                }
                if offset < 0 {
                    self.by_usr.remove(&key);
                    return Err(unsupported(&field, "bit-field without a layout"));
                }
                let shift = (offset % 8) as u32;
                let width = width as u32;
                Some(BitField {
                    shift,
                    width,
                    bytes: (shift + width).div_ceil(8),
                })
            } else {
                None
            };
            let converted = self.convert(field.ty(), &field);
            let field_ty = match converted {
                Ok(t) => t,
                Err(error) => {
                    // Not laid out: a later use reports it again.
                    self.by_usr.remove(&key);
                    return Err(error);
                }
            };
            let anonymous = field.usr().is_empty();
            fields.push(Field {
                usr: field_key(&field),
                name: if anonymous {
                    String::new()
                } else {
                    field.spelling()
                },
                ty: field_ty,
                offset: (field.field_offset_bits().max(0) / 8) as u64,
                index: None,
                bits,
            });
        }
        let mut storages = Vec::new();
        let mlir = if union {
            format!("!llvm.array<{size} x i8>")
        } else if fields.iter().any(|f| f.bits.is_some()) {
            let Some(mlir) = self.bit_field_layout(&mut fields, &mut storages, size as u64) else {
                self.by_usr.remove(&key);
                return Err(unsupported(
                    at,
                    &format!(
                        "layout of '{}' (a member within bit-field bytes)",
                        ty.spelling()
                    ),
                ));
            };
            mlir
        } else {
            self.struct_layout(&mut fields, size as u64)
        };
        let record = &mut self.records[index];
        record.fields = fields;
        record.storages = storages;
        record.mlir = mlir;
        Ok(index)
    }

    /// The packed MLIR struct of a struct with bit-fields: its other fields
    /// at their offsets, and byte arrays (storages) for the bytes that hold
    /// bit-fields, padding between them; every field's index is set (a
    /// bit-field's is its storage's).
    fn bit_field_layout(
        &self,
        fields: &mut [Field],
        storages: &mut Vec<Storage>,
        size: u64,
    ) -> Option<String> {
        // The byte ranges of the bit-fields, merged where they meet.
        let mut ranges: Vec<(u64, u64)> = fields
            .iter()
            .filter_map(|f| f.bits.map(|b| (f.offset, f.offset + u64::from(b.bytes))))
            .collect();
        ranges.sort_unstable();
        let mut merged: Vec<(u64, u64)> = Vec::new();
        for (start, end) in ranges {
            match merged.last_mut() {
                Some(last) if start <= last.1 => last.1 = last.1.max(end),
                _ => merged.push((start, end)),
            }
        }
        // Members in offset order: (offset, end, field position or storage).
        enum Member {
            Field(usize),
            Storage(u64, u64),
        }
        let mut members: Vec<(u64, Member)> = merged
            .iter()
            .map(|(start, end)| (*start, Member::Storage(*start, *end)))
            .collect();
        for (position, field) in fields.iter().enumerate() {
            if field.bits.is_none() {
                members.push((field.offset, Member::Field(position)));
            }
        }
        members.sort_by_key(|(offset, _)| *offset);
        let mut types = Vec::new();
        let mut at = 0u64;
        for (offset, member) in members {
            if offset < at {
                return None;
            }
            if offset > at {
                types.push(format!("!llvm.array<{} x i8>", offset - at));
                at = offset;
            }
            match member {
                Member::Field(position) => {
                    let field = &mut fields[position];
                    field.index = Some(types.len());
                    types.push(self.mlir(&field.ty));
                    at += self.size_of(&field.ty).unwrap_or(0);
                }
                Member::Storage(start, end) => {
                    storages.push(Storage {
                        offset: start,
                        len: end - start,
                        index: types.len(),
                    });
                    types.push(format!("!llvm.array<{} x i8>", end - start));
                    at = end;
                }
            }
        }
        if size > at {
            types.push(format!("!llvm.array<{} x i8>", size - at));
        }
        for field in fields.iter_mut() {
            if field.bits.is_some()
                && let Some(storage) = storages
                    .iter()
                    .find(|s| s.offset <= field.offset && field.offset < s.offset + s.len)
            {
                field.index = Some(storage.index);
            }
        }
        Some(format!("!llvm.struct<packed ({})>", types.join(", ")))
    }

    /// The MLIR struct for `fields` (their indices are set), natural if
    /// LLVM's layout gives Clang's offsets, packed with padding otherwise.
    fn struct_layout(&self, fields: &mut [Field], size: u64) -> String {
        let mut offset = 0u64;
        let mut natural = true;
        let mut max_align = 1;
        for field in fields.iter() {
            let align = self.llvm_align(&field.ty);
            max_align = max_align.max(align);
            offset = offset.div_ceil(align) * align;
            if offset != field.offset {
                natural = false;
            }
            offset += self.size_of(&field.ty).unwrap_or(0);
        }
        if offset.div_ceil(max_align) * max_align != size {
            natural = false;
        }
        let mut members = Vec::new();
        if natural {
            for (index, field) in fields.iter_mut().enumerate() {
                field.index = Some(index);
                members.push(self.mlir(&field.ty));
            }
            return format!("!llvm.struct<({})>", members.join(", "));
        }
        let mut at = 0u64;
        for field in fields.iter_mut() {
            if field.offset > at {
                members.push(format!("!llvm.array<{} x i8>", field.offset - at));
                at = field.offset;
            }
            field.index = Some(members.len());
            members.push(self.mlir(&field.ty));
            at += self.size_of(&field.ty).unwrap_or(0);
        }
        if size > at {
            members.push(format!("!llvm.array<{} x i8>", size - at));
        }
        format!("!llvm.struct<packed ({})>", members.join(", "))
    }

    /// The path to the field `usr` from `record`: (record, field position)
    /// for each step, through the anonymous struct and union members
    /// (C11) that hold it; the last step is the field itself.
    pub fn field_path(&self, record: usize, usr: &str) -> Option<Vec<(usize, usize)>> {
        let fields = &self.records[record].fields;
        if let Some(position) = fields.iter().position(|f| f.usr == usr) {
            return Some(vec![(record, position)]);
        }
        for (position, field) in fields.iter().enumerate() {
            if let (true, Ty::Record(inner)) = (field.name.is_empty(), &field.ty)
                && let Some(mut rest) = self.field_path(*inner, usr)
            {
                rest.insert(0, (record, position));
                return Some(rest);
            }
        }
        None
    }
}
