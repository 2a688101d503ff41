//! Clang's LLVM type for an aggregate, as far as the coerced types need it:
//! the scalar at each eightbyte's start (clang's `GetINTEGERTypeAtOffset`,
//! `getFPTypeAtOffset`), through struct and array elements and a union's
//! storage member.

use super::{Part, part};
use crate::c::types::{ArrayLen, Ty, Types};

/// The scalar of clang's LLVM type for an aggregate at a byte offset.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Leaf {
    Int(u64),
    Ptr,
    Float(u32),
    Nothing,
}

/// The scalar at byte `offset` of clang's LLVM type for `ty`, found as
/// clang's `GetINTEGERTypeAtOffset` and `getFPTypeAtOffset` find it
/// (through struct elements and array elements), or nothing when the
/// offset is inside a scalar or in padding.
fn ir_leaf(types: &Types, ty: &Ty, offset: u64) -> Leaf {
    match ty {
        Ty::Bool if offset == 0 => Leaf::Int(8),
        Ty::Int { bits, .. } if offset == 0 => Leaf::Int(u64::from(*bits)),
        Ty::Ptr(_) | Ty::Func(_) if offset == 0 => Leaf::Ptr,
        Ty::Float { bits } if offset == 0 => Leaf::Float(*bits),
        Ty::Complex(element) => {
            let size = types.size_of(element).unwrap_or(0);
            if offset >= size && size > 0 {
                ir_leaf(types, element, offset - size)
            } else {
                ir_leaf(types, element, offset)
            }
        }
        Ty::Array(element, _) => match types.size_of(element) {
            Some(size) if size > 0 => ir_leaf(types, element, offset % size),
            _ => Leaf::Nothing,
        },
        Ty::Record(index) => {
            let record = &types.records[*index];
            if record.union {
                // The storage member, then padding bytes.
                return match union_storage(types, *index) {
                    Some(ty) if offset < types.size_of(ty).unwrap_or(0) => {
                        ir_leaf(types, ty, offset)
                    }
                    _ if offset < record.size => Leaf::Int(8),
                    _ => Leaf::Nothing,
                };
            }
            // The element containing the offset: the last that starts at or
            // before it, among the non-empty fields and the byte arrays
            // clang puts where LLVM's own alignment would not place the
            // next field (or the end) at its offset. (Padding LLVM leaves
            // implicit belongs to the element before it.)
            let align = ir_align(types, ty);
            let mut end = 0u64;
            let mut containing = Leaf::Nothing;
            for (field_offset, field_ty) in ir_elements(types, *index) {
                let Some(size) = types.size_of(&field_ty).filter(|s| *s > 0) else {
                    continue;
                };
                let field_align = if align == 1 {
                    1
                } else {
                    ir_align(types, &field_ty)
                };
                if field_offset != end.div_ceil(field_align) * field_align && end <= offset {
                    containing = Leaf::Int(8);
                }
                if field_offset <= offset {
                    containing = ir_leaf(types, &field_ty, offset - field_offset);
                }
                end = field_offset + size;
            }
            if record.size != end.div_ceil(align) * align && end <= offset && offset < record.size {
                containing = Leaf::Int(8);
            }
            containing
        }
        _ => Leaf::Nothing,
    }
}

/// The elements of clang's LLVM struct for a (non-union) record, in
/// offset order: its fields that are not bit-fields, and an integer per
/// run of bit-fields (its storage: `iN` of its bytes when that is a power
/// of two, else bytes).
fn ir_elements(types: &Types, index: usize) -> Vec<(u64, Ty)> {
    let record = &types.records[index];
    let mut elements: Vec<(u64, Ty)> = record
        .fields
        .iter()
        .filter(|f| f.bits.is_none())
        .map(|f| (f.offset, f.ty.clone()))
        .chain(record.storages.iter().map(|storage| {
            let ty = if matches!(storage.len, 1 | 2 | 4 | 8) {
                Ty::int(8 * storage.len as u32, false)
            } else {
                Ty::Array(Box::new(Ty::int(8, false)), ArrayLen::Const(storage.len))
            };
            (storage.offset, ty)
        }))
        .collect();
    elements.sort_by_key(|(offset, _)| *offset);
    elements
}

/// The member whose type clang's LLVM type for a union holds: the first
/// of the most aligned, then strictly larger, members.
fn union_storage(types: &Types, index: usize) -> Option<&Ty> {
    let mut best: Option<&Ty> = None;
    for field in &types.records[index].fields {
        let better = match best {
            None => true,
            Some(current) => {
                let (a, b) = (ir_align(types, &field.ty), ir_align(types, current));
                a > b
                    || (a == b
                        && types.size_of(&field.ty).unwrap_or(0)
                            > types.size_of(current).unwrap_or(0))
            }
        };
        if better {
            best = Some(&field.ty);
        }
    }
    best
}

/// The ABI alignment of clang's LLVM type for `ty` (a packed LLVM struct,
/// which clang makes when a field is not at a multiple of its type's
/// alignment or the size is not a multiple of the alignment, has 1).
fn ir_align(types: &Types, ty: &Ty) -> u64 {
    match ty {
        Ty::Array(element, _) | Ty::Complex(element) => ir_align(types, element),
        Ty::Float { bits } if *bits > 64 => 16,
        Ty::Record(index) => {
            let record = &types.records[*index];
            let natural = if record.union {
                union_storage(types, *index).map_or(1, |t| ir_align(types, t))
            } else {
                let mut align = 1;
                for (field_offset, field_ty) in ir_elements(types, *index) {
                    if types.size_of(&field_ty).is_none_or(|s| s == 0) {
                        continue;
                    }
                    let field_align = ir_align(types, &field_ty);
                    if !field_offset.is_multiple_of(field_align) {
                        return 1;
                    }
                    align = align.max(field_align);
                }
                align
            };
            if !record.size.is_multiple_of(natural) {
                1
            } else {
                natural
            }
        }
        other => types.size_of(other).unwrap_or(1).max(1),
    }
}

/// Whether bits `[start, end)` of a `ty` hold no field data (clang's
/// `BitsContainNoUserData`).
fn no_user_data(types: &Types, ty: &Ty, start: u64, end: u64) -> bool {
    let size = types.size_of(ty).unwrap_or(0) * 8;
    if size <= start {
        return true;
    }
    match ty {
        Ty::Array(element, ArrayLen::Const(count)) => {
            let element_size = types.size_of(element).unwrap_or(0) * 8;
            for index in 0..*count {
                let element_offset = index * element_size;
                if element_offset >= end {
                    break;
                }
                let element_start = start.saturating_sub(element_offset);
                if !no_user_data(types, element, element_start, end - element_offset) {
                    return false;
                }
            }
            true
        }
        Ty::Record(index) => {
            for field in &types.records[*index].fields {
                // A bit-field's data starts at its bit (clang counts its
                // declared type's bits from there).
                let field_offset = field.offset * 8 + field.bits.map_or(0, |b| u64::from(b.shift));
                if field_offset >= end {
                    break;
                }
                let field_start = start.saturating_sub(field_offset);
                if !no_user_data(types, &field.ty, field_start, end - field_offset) {
                    return false;
                }
            }
            true
        }
        _ => false,
    }
}

/// The type of the INTEGER eightbyte at `offset` (clang's
/// `GetINTEGERTypeAtOffset`).
pub(super) fn integer_part(types: &Types, ty: &Ty, offset: u64) -> Part {
    let size = types.size_of(ty).unwrap_or(0);
    match ir_leaf(types, ty, offset) {
        Leaf::Ptr => return part("!llvm.ptr", offset),
        Leaf::Int(64) => return part("i64", offset),
        Leaf::Int(bits @ (8 | 16 | 32))
            if no_user_data(types, ty, offset * 8 + bits, offset * 8 + 64) =>
        {
            return Part {
                ty: format!("i{bits}"),
                offset,
                size: bits / 8,
            };
        }
        _ => {}
    }
    let bytes = size.saturating_sub(offset).clamp(1, 8);
    Part {
        ty: format!("i{}", bytes * 8),
        offset,
        size: bytes,
    }
}

/// The type of the SSE eightbyte at `offset` (clang's
/// `GetSSETypeAtOffset`): `double`, `float`, or two floats.
pub(super) fn sse_part(types: &Types, ty: &Ty, offset: u64) -> Part {
    let size = types.size_of(ty).unwrap_or(0).saturating_sub(offset);
    let first = ir_leaf(types, ty, offset);
    if first != Leaf::Float(32) {
        return part("f64", offset);
    }
    let second = if size > 4 {
        ir_leaf(types, ty, offset + 4)
    } else {
        Leaf::Nothing
    };
    match second {
        Leaf::Float(32) => Part {
            ty: "vector<2xf32>".into(),
            offset,
            size: 8,
        },
        Leaf::Float(_) => part("f64", offset),
        _ => part("f32", offset),
    }
}
