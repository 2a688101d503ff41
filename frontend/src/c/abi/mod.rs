//! The x86-64 System V calling convention, as clang-22 applies it for
//! `x86_64-linux-gnu` (clang's `X86_64ABIInfo`): how each parameter and the
//! result of a C function is passed at the LLVM IR level, so that functions
//! compiled by accc and by clang call each other.
//!
//! Each argument is classified by eightbytes (AMD64 psABI 3.2.3): INTEGER,
//! SSE, MEMORY (and X87 for `long double`). Scalars pass as themselves, with
//! `signext`/`zeroext` on `char`, `short` and `_Bool` (an `i1`). Structs,
//! unions and `_Complex` values of up to two eightbytes that classify as
//! INTEGER/SSE are coerced to the scalar types clang uses (`i64`, `iN` for
//! a tail, `ptr`, `double`, `float`, `vector<2xf32>` for two floats in one
//! eightbyte): an argument becomes one or two IR arguments, a result one
//! value or a literal struct of two. Others are passed in memory: a `byval`
//! pointer (aligned to at least 8) for arguments, an `sret` pointer (the
//! first IR argument) for results. An aggregate that needs more registers
//! than are left (6 INTEGER, 8 SSE; an `sret` pointer takes one INTEGER
//! register) goes in memory whole.
//!
//! The coerced types depend on the LLVM type clang gives the aggregate (the
//! scalar found at each eightbyte's start); [`ir_type`] models clang's
//! record lowering for that: fields at their offsets, zero-sized fields
//! skipped, a union as its "storage" member (the most aligned, then the
//! largest).

mod ir_type;

use crate::c::types::{ArrayLen, Ty, Types};
use ir_type::{integer_part, sse_part};

/// A class of an eightbyte (AMD64 psABI 3.2.3; the names are the ABI's).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[allow(clippy::enum_variant_names)]
enum Class {
    NoClass,
    Integer,
    Sse,
    SseUp,
    X87,
    X87Up,
    ComplexX87,
    Memory,
}

/// One scalar of a coerced aggregate: its MLIR type, its byte offset in the
/// aggregate and its store size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Part {
    pub ty: String,
    pub offset: u64,
    pub size: u64,
}

/// How a C argument or result is passed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Pass {
    /// Not passed (an empty struct; a `void` result).
    Ignore,
    /// A scalar, as itself (`_Bool` as an `i1`), with its extension
    /// attribute (`signext`, `zeroext`) for `char`, `short` and `_Bool`.
    Direct { ext: Option<&'static str> },
    /// An aggregate as one or two scalars read from its memory.
    Coerce(Vec<Part>),
    /// In memory: a `byval` pointer (arguments) or an `sret` pointer
    /// (results), with its alignment.
    Indirect { align: u64 },
}

/// The calling convention of one call or function: its result and each
/// argument's passing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Convention {
    pub result: Pass,
    pub params: Vec<Pass>,
}

/// Whether clang treats a value of `ty` as an aggregate (passed through
/// memory in the IR of the function that owns it).
pub fn is_aggregate(ty: &Ty) -> bool {
    matches!(ty, Ty::Record(_) | Ty::Array(..) | Ty::Complex(_))
}

/// The convention of a function returning `result` and taking `params`
/// (the fixed parameters, then the promoted types of the variadic
/// arguments of a call).
pub fn convention(types: &Types, result: &Ty, params: &[Ty]) -> Convention {
    let mut free_int = 6u32;
    let mut free_sse = 8u32;
    let result = classify_return(types, result);
    if matches!(result, Pass::Indirect { .. }) {
        free_int -= 1;
    }
    let params = params
        .iter()
        .map(|ty| {
            let (pass, int, sse) = classify_argument(types, ty, free_int);
            if free_int >= int && free_sse >= sse {
                free_int -= int;
                free_sse -= sse;
                pass
            } else {
                // AMD64-ABI 3.2.3p3: no register for some eightbyte: the
                // whole argument goes on the stack.
                indirect_argument(types, ty, free_int)
            }
        })
        .collect();
    Convention { result, params }
}

/// The extension attribute of a scalar (clang's promotable integer types).
fn extension(ty: &Ty) -> Option<&'static str> {
    match ty {
        Ty::Bool => Some("zeroext"),
        Ty::Int { bits, signed } if *bits < 32 => Some(if *signed { "signext" } else { "zeroext" }),
        _ => None,
    }
}

/// The MLIR type of a scalar passed `Direct` (`_Bool` is an `i1`).
pub fn direct_type(types: &Types, ty: &Ty) -> String {
    match ty {
        Ty::Bool => "i1".into(),
        other => types.mlir(other),
    }
}

fn classify_return(types: &Types, ty: &Ty) -> Pass {
    if *ty == Ty::Void {
        return Pass::Ignore;
    }
    if !is_aggregate(ty) {
        return Pass::Direct { ext: extension(ty) };
    }
    let (lo, hi) = classify(types, ty, 0);
    let mut parts = Vec::new();
    match lo {
        Class::NoClass if hi == Class::NoClass => return Pass::Ignore,
        Class::NoClass => {}
        Class::Memory | Class::SseUp | Class::X87Up => {
            return Pass::Indirect {
                align: types.align_of(ty),
            };
        }
        Class::Integer => parts.push(integer_part(types, ty, 0)),
        Class::Sse => parts.push(sse_part(types, ty, 0)),
        // Rule 6: `long double` in %st0 (an x86_fp80).
        Class::X87 => parts.push(part("f80", 0)),
        // Rule 8: a `long double _Complex` in %st0 and %st1.
        Class::ComplexX87 => {
            parts.push(part("f80", 0));
            parts.push(part("f80", 16));
        }
    }
    match hi {
        Class::Integer => parts.push(integer_part(types, ty, 8)),
        Class::Sse => parts.push(sse_part(types, ty, 8)),
        // After X87 it is the same value; otherwise (unions) an SSE part.
        Class::X87Up if lo != Class::X87 => parts.push(sse_part(types, ty, 8)),
        _ => {}
    }
    Pass::Coerce(pair(parts))
}

/// An argument's passing and the INTEGER and SSE registers it needs.
fn classify_argument(types: &Types, ty: &Ty, free_int: u32) -> (Pass, u32, u32) {
    if !is_aggregate(ty) {
        let sse = matches!(ty, Ty::Float { bits } if *bits <= 64);
        let x87 = matches!(ty, Ty::Float { bits } if *bits > 64);
        let pass = Pass::Direct { ext: extension(ty) };
        return match (sse, x87) {
            (true, _) => (pass, 0, 1),
            (_, true) => (pass, 0, 0),
            _ => (pass, 1, 0),
        };
    }
    let (lo, hi) = classify(types, ty, 0);
    let mut parts = Vec::new();
    let (mut int, mut sse) = (0, 0);
    match lo {
        Class::NoClass if hi == Class::NoClass => return (Pass::Ignore, 0, 0),
        Class::NoClass => {}
        // Rules 1 and 5: MEMORY, X87 and COMPLEX_X87 on the stack.
        Class::Memory | Class::X87 | Class::ComplexX87 | Class::SseUp | Class::X87Up => {
            return (indirect_argument(types, ty, free_int), 0, 0);
        }
        Class::Integer => {
            int += 1;
            parts.push(integer_part(types, ty, 0));
        }
        Class::Sse => {
            sse += 1;
            parts.push(sse_part(types, ty, 0));
        }
    }
    match hi {
        Class::Integer => {
            int += 1;
            parts.push(integer_part(types, ty, 8));
        }
        Class::Sse | Class::X87Up => {
            // (Clang counts no SSE register for a high part alone.)
            if lo != Class::NoClass {
                sse += 1;
            }
            parts.push(sse_part(types, ty, 8));
        }
        _ => {}
    }
    (Pass::Coerce(pair(parts)), int, sse)
}

/// The size and alignment LLVM gives a part's type.
fn layout(ty: &str) -> (u64, u64) {
    match ty {
        "f32" => (4, 4),
        "f80" => (16, 16),
        "f64" | "!llvm.ptr" | "vector<2xf32>" => (8, 8),
        integer => {
            let bits: u64 = integer
                .strip_prefix('i')
                .and_then(|b| b.parse().ok())
                .unwrap_or(64);
            let bytes = bits.div_ceil(8).next_power_of_two();
            (bytes, bytes.min(8))
        }
    }
}

/// Two parts as clang pairs them (`getX86_64ByValArgumentPair`): the high
/// part must be at offset 8 of the literal struct `{lo, hi}`, so a low
/// part after which it would come earlier (`float`, `i32`... followed by a
/// 4-byte-aligned part) is widened to `double` or `i64`.
fn pair(mut parts: Vec<Part>) -> Vec<Part> {
    if let [lo, hi] = parts.as_mut_slice() {
        let (lo_size, _) = layout(&lo.ty);
        let (_, hi_align) = layout(&hi.ty);
        if lo_size.div_ceil(hi_align) * hi_align != 8 {
            lo.ty = if lo.ty == "f32" { "f64" } else { "i64" }.into();
            lo.size = 8;
        }
    }
    parts
}

/// An aggregate argument passed in memory: `byval` aligned to at least 8,
/// or, once no INTEGER register is left, an integer of its size when it
/// fits in an eightbyte (clang's `getIndirectResult`).
fn indirect_argument(types: &Types, ty: &Ty, free_int: u32) -> Pass {
    if !is_aggregate(ty) {
        return Pass::Direct { ext: extension(ty) };
    }
    let align = types.align_of(ty).max(8);
    let size = types.size_of(ty).unwrap_or(0);
    if free_int == 0 && align == 8 && size <= 8 && size > 0 {
        return Pass::Coerce(vec![Part {
            ty: format!("i{}", size * 8),
            offset: 0,
            size,
        }]);
    }
    Pass::Indirect { align }
}

fn part(ty: &str, offset: u64) -> Part {
    let size = match ty {
        "i8" => 1,
        "i16" => 2,
        "i32" | "f32" => 4,
        "f80" => 10,
        _ => 8,
    };
    Part {
        ty: ty.into(),
        offset,
        size,
    }
}

/// Clang's `merge` (AMD64-ABI 3.2.3p2 rule 4).
fn merge(accum: Class, field: Class) -> Class {
    use Class::*;
    if accum == field || field == NoClass {
        return accum;
    }
    if field == Memory {
        return Memory;
    }
    if accum == NoClass {
        return field;
    }
    if accum == Integer || field == Integer {
        return Integer;
    }
    if matches!(field, X87 | X87Up | ComplexX87) || matches!(accum, X87 | X87Up) {
        return Memory;
    }
    Sse
}

/// Clang's `postMerge` (AMD64-ABI 3.2.3p2 rule 5).
fn post_merge(size: u64, lo: &mut Class, hi: &mut Class) {
    if *hi == Class::Memory {
        *lo = Class::Memory;
    }
    if *hi == Class::X87Up && *lo != Class::X87 {
        *lo = Class::Memory;
    }
    if size > 16 && (*lo != Class::Sse || *hi != Class::SseUp) {
        *lo = Class::Memory;
    }
    if *hi == Class::SseUp && *lo != Class::Sse {
        *hi = Class::Sse;
    }
}

/// The classes of the two eightbytes of a `ty` at byte `offset` of the
/// aggregate being classified (clang's `classify`).
fn classify(types: &Types, ty: &Ty, offset: u64) -> (Class, Class) {
    let mut lo = Class::NoClass;
    let mut hi = Class::NoClass;
    let high = offset >= 8;
    let set = |lo: &mut Class, hi: &mut Class, class: Class| {
        if high {
            *hi = class;
        } else {
            *lo = class;
        }
    };
    set(&mut lo, &mut hi, Class::Memory);
    match ty {
        Ty::Void => set(&mut lo, &mut hi, Class::NoClass),
        Ty::Bool | Ty::Ptr(_) | Ty::Func(_) => set(&mut lo, &mut hi, Class::Integer),
        Ty::Int { bits, .. } if *bits <= 64 => set(&mut lo, &mut hi, Class::Integer),
        Ty::Int { .. } => {
            lo = Class::Integer;
            hi = Class::Integer;
        }
        Ty::Float { bits } if *bits <= 64 => set(&mut lo, &mut hi, Class::Sse),
        Ty::Float { .. } => {
            lo = Class::X87;
            hi = Class::X87Up;
        }
        Ty::Complex(element) => {
            let element_size = types.size_of(element).unwrap_or(0);
            match &**element {
                Ty::Float { bits: 32 } => set(&mut lo, &mut hi, Class::Sse),
                Ty::Float { bits: 64 } => {
                    lo = Class::Sse;
                    hi = Class::Sse;
                }
                Ty::Float { .. } => set(&mut lo, &mut hi, Class::ComplexX87),
                Ty::Int { .. } | Ty::Bool => {
                    if element_size * 2 <= 8 {
                        set(&mut lo, &mut hi, Class::Integer);
                    } else if element_size * 2 <= 16 {
                        lo = Class::Integer;
                        hi = Class::Integer;
                    }
                }
                _ => {}
            }
            // A complex crossing an eightbyte boundary is split.
            if hi == Class::NoClass && offset / 8 != (offset + element_size) / 8 {
                hi = lo;
            }
        }
        Ty::Array(element, ArrayLen::Const(count)) => {
            let size = types.size_of(ty).unwrap_or(0);
            if size > 64 || !offset.is_multiple_of(types.align_of(element)) {
                return (lo, hi);
            }
            set(&mut lo, &mut hi, Class::NoClass);
            let element_size = types.size_of(element).unwrap_or(0);
            // (Clang: larger than 16 bytes and not one vector element.)
            if size > 16 {
                return (lo, hi);
            }
            for index in 0..*count {
                let (field_lo, field_hi) = classify(types, element, offset + index * element_size);
                lo = merge(lo, field_lo);
                hi = merge(hi, field_hi);
                if lo == Class::Memory || hi == Class::Memory {
                    break;
                }
            }
            post_merge(size, &mut lo, &mut hi);
        }
        Ty::Record(index) => {
            let record = &types.records[*index];
            let size = record.size;
            let flexible = record
                .fields
                .last()
                .is_some_and(|f| matches!(f.ty, Ty::Array(_, ArrayLen::Incomplete)));
            if size > 64 || flexible {
                return (lo, hi);
            }
            set(&mut lo, &mut hi, Class::NoClass);
            for field in &record.fields {
                let field_offset = offset + field.offset;
                // A bit-field: INTEGER in each eightbyte its bits touch
                // (clang does not ask it to be aligned).
                if let Some(bits) = field.bits {
                    if size > 16 {
                        lo = Class::Memory;
                        post_merge(size, &mut lo, &mut hi);
                        return (lo, hi);
                    }
                    let first = field_offset * 8 + u64::from(bits.shift);
                    let last = first + u64::from(bits.width.max(1)) - 1;
                    let (field_lo, field_hi) = if first / 64 > 0 {
                        (Class::NoClass, Class::Integer)
                    } else if last / 64 > 0 {
                        (Class::Integer, Class::Integer)
                    } else {
                        (Class::Integer, Class::NoClass)
                    };
                    lo = merge(lo, field_lo);
                    hi = merge(hi, field_hi);
                    continue;
                }
                // Larger than two eightbytes (no vectors here), or an
                // unaligned (packed) field: MEMORY.
                if size > 16 || !field_offset.is_multiple_of(types.align_of(&field.ty)) {
                    lo = Class::Memory;
                    post_merge(size, &mut lo, &mut hi);
                    return (lo, hi);
                }
                let (field_lo, field_hi) = classify(types, &field.ty, field_offset);
                lo = merge(lo, field_lo);
                hi = merge(hi, field_hi);
                if lo == Class::Memory || hi == Class::Memory {
                    break;
                }
            }
            post_merge(size, &mut lo, &mut hi);
        }
        // Variable-length or incomplete arrays, unsupported types.
        Ty::Array(..) | Ty::Opaque => {}
    }
    (lo, hi)
}

#[cfg(test)]
mod tests;
