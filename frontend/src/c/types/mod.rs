//! C types as the lowering sees them, and their MLIR spelling.
//!
//! Clang's types are converted once into [`Ty`]: integers with their width
//! and signedness, floating types, pointers with their pointee, arrays
//! (constant, incomplete, or variable-length with the SSA value of their
//! length), records by index into the [`Types`] table, and function types.
//! Record layouts are Clang's: a record whose natural LLVM layout matches
//! Clang's field offsets and size is a plain `!llvm.struct<(...)>`; any
//! other (packed, over-aligned) gets a packed struct with explicit padding,
//! so that every field lands at Clang's offset. Unions are byte arrays of
//! their size; their members are at offset 0.

mod layout;

use crate::clang::{Cursor, Type};
use crate::lower::Unsupported;
use clang_sys::*;
use std::collections::HashMap;

/// A C type.
#[derive(Clone, Debug, PartialEq)]
pub enum Ty {
    Void,
    /// `_Bool`: an `i8` in memory holding 0 or 1.
    Bool,
    Int {
        bits: u32,
        signed: bool,
    },
    Float {
        bits: u32,
    },
    Ptr(Box<Ty>),
    Array(Box<Ty>, ArrayLen),
    /// A struct or union: an index into [`Types::records`].
    Record(usize),
    /// `_Complex T` (`float`, `double`): `{T, T}`, real part first.
    Complex(Box<Ty>),
    Func(Box<FuncTy>),
    /// The pointee of a pointer whose type is outside the supported subset
    /// (an incomplete struct, `long double`, ...): using it is an error.
    Opaque,
}

/// The length of an array type.
#[derive(Clone, Debug, PartialEq)]
pub enum ArrayLen {
    Const(u64),
    /// A variable-length array: the SSA name of its `i64` length.
    Dynamic(String),
    /// `int a[]` (an extern declaration or a parameter).
    Incomplete,
}

/// A function type.
#[derive(Clone, Debug, PartialEq)]
pub struct FuncTy {
    pub result: Ty,
    pub params: Vec<Ty>,
    pub variadic: bool,
}

/// A struct's or union's layout.
#[derive(Clone, Debug)]
pub struct Record {
    pub name: String,
    pub union: bool,
    pub size: u64,
    pub align: u64,
    /// The fields by name (anonymous members flattened by Clang's lookup:
    /// a `MemberRefExpr` names the field's own declaration); unnamed
    /// bit-fields are padding, not fields.
    pub fields: Vec<Field>,
    /// The storage of its bit-fields (a struct with bit-fields is a packed
    /// struct whose bit-fields live in byte arrays).
    pub storages: Vec<Storage>,
    /// The MLIR type.
    pub mlir: String,
}

#[derive(Clone, Debug)]
pub struct Field {
    pub usr: String,
    pub name: String,
    pub ty: Ty,
    /// Byte offset in the record.
    pub offset: u64,
    /// The index of the field in the MLIR struct (unions: none; a
    /// bit-field: its storage's).
    pub index: Option<usize>,
    /// A bit-field: where its bits are from `offset`.
    pub bits: Option<BitField>,
}

/// A bit-field's bits: `width` bits from bit `shift` (0 to 7) of the byte
/// at its field's `offset`, held by `bytes` bytes (what an access loads:
/// an integer of `8 * bytes` bits, little-endian).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BitField {
    pub shift: u32,
    pub width: u32,
    pub bytes: u32,
}

/// The bytes of a record that hold bit-fields: a byte array of the MLIR
/// struct (at `index`), `len` bytes from `offset`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Storage {
    pub offset: u64,
    pub len: u64,
    pub index: usize,
}

/// The record table and the conversion of Clang types.
#[derive(Debug, Default)]
pub struct Types {
    pub records: Vec<Record>,
    by_usr: HashMap<String, usize>,
    /// Variable-length array types of the current function by identity
    /// (each declarator that writes `double[n]` makes a type of its own,
    /// evaluated where it is: [`crate::clang::Type::identity`]): the SSA
    /// value of the length.
    pub vla_lengths: HashMap<usize, String>,
    /// VLA parameters' declared types by identity (`double[n][n]`):
    /// libclang gives their uses (`a + 1`) that type too; they are pointers.
    pub decayed: HashMap<usize, Ty>,
}

impl Ty {
    pub fn int(bits: u32, signed: bool) -> Ty {
        Ty::Int { bits, signed }
    }

    pub fn is_integer(&self) -> bool {
        matches!(self, Ty::Int { .. } | Ty::Bool)
    }

    pub fn is_float(&self) -> bool {
        matches!(self, Ty::Float { .. })
    }

    pub fn is_arithmetic(&self) -> bool {
        self.is_integer() || self.is_float()
    }

    pub fn is_pointer(&self) -> bool {
        matches!(self, Ty::Ptr(_))
    }

    pub fn is_scalar(&self) -> bool {
        self.is_arithmetic() || self.is_pointer()
    }

    pub fn is_signed(&self) -> bool {
        matches!(self, Ty::Int { signed: true, .. })
    }

    /// The pointee of a pointer or the element of an array.
    pub fn pointee(&self) -> Option<&Ty> {
        match self {
            Ty::Ptr(t) | Ty::Array(t, _) => Some(t),
            _ => None,
        }
    }

    /// Width in bits of an integer or floating type (`_Bool`: 8).
    pub fn bits(&self) -> u32 {
        match self {
            Ty::Int { bits, .. } | Ty::Float { bits } => *bits,
            Ty::Bool => 8,
            Ty::Ptr(_) => 64,
            _ => 0,
        }
    }
}

impl Types {
    /// The MLIR type of a C object type.
    pub fn mlir(&self, ty: &Ty) -> String {
        match ty {
            Ty::Void => "none".into(),
            Ty::Bool => "i8".into(),
            Ty::Int { bits, .. } => format!("i{bits}"),
            Ty::Float { bits: 32 } => "f32".into(),
            Ty::Float { bits: 80 } => "f80".into(),
            Ty::Float { .. } => "f64".into(),
            Ty::Ptr(_) | Ty::Func(_) => "!llvm.ptr".into(),
            Ty::Opaque => "i8".into(),
            Ty::Array(element, ArrayLen::Const(n)) => {
                format!("!llvm.array<{n} x {}>", self.mlir(element))
            }
            // A VLA or incomplete array is never an object of its own here;
            // its element type stands for it.
            Ty::Array(element, _) => self.mlir(element),
            Ty::Record(index) => self.records[*index].mlir.clone(),
            Ty::Complex(element) => {
                let element = self.mlir(element);
                format!("!llvm.struct<({element}, {element})>")
            }
        }
    }

    /// `sizeof` of a type with a constant size.
    pub fn size_of(&self, ty: &Ty) -> Option<u64> {
        Some(match ty {
            Ty::Void => 1,
            Ty::Bool => 1,
            // x86-64's `long double`: 10 bytes of x87 extended precision in
            // 16.
            Ty::Float { bits: 80 } => 16,
            Ty::Int { bits, .. } | Ty::Float { bits } => u64::from(*bits) / 8,
            Ty::Ptr(_) | Ty::Func(_) => 8,
            Ty::Array(element, ArrayLen::Const(n)) => self.size_of(element)? * n,
            Ty::Array(..) | Ty::Opaque => return None,
            Ty::Record(index) => self.records[*index].size,
            Ty::Complex(element) => self.size_of(element)? * 2,
        })
    }

    pub fn align_of(&self, ty: &Ty) -> u64 {
        match ty {
            Ty::Array(element, _) | Ty::Complex(element) => self.align_of(element),
            Ty::Record(index) => self.records[*index].align,
            other => self.size_of(other).unwrap_or(1).max(1),
        }
    }

    /// The alignment LLVM gives the MLIR type of `ty` (byte arrays and
    /// packed structs: 1), which decides where a natural struct puts it.
    fn llvm_align(&self, ty: &Ty) -> u64 {
        match ty {
            Ty::Array(element, _) | Ty::Complex(element) => self.llvm_align(element),
            Ty::Record(index) => {
                let record = &self.records[*index];
                if record.union || record.mlir.contains("packed") {
                    1
                } else {
                    record
                        .fields
                        .iter()
                        .map(|f| self.llvm_align(&f.ty))
                        .max()
                        .unwrap_or(1)
                }
            }
            other => self.size_of(other).unwrap_or(1).max(1),
        }
    }

    /// Converts a Clang type; `at` locates the error for types outside the
    /// supported C subset.
    pub fn convert(&mut self, ty: Type, at: &Cursor) -> Result<Ty, Unsupported> {
        if !self.decayed.is_empty()
            && let Some(pointer) = self.decayed.get(&ty.identity())
        {
            return Ok(pointer.clone());
        }
        // Pointers and arrays keep their written element types (a VLA's
        // spelling names its length); everything else is classified by its
        // canonical type.
        let canonical = match ty.kind() {
            CXType_Pointer
            | CXType_ConstantArray
            | CXType_IncompleteArray
            | CXType_VariableArray => ty,
            _ => ty.canonical(),
        };
        Ok(match canonical.kind() {
            CXType_Void => Ty::Void,
            CXType_Bool => Ty::Bool,
            CXType_Char_U | CXType_UChar => Ty::int(8, false),
            CXType_Char_S | CXType_SChar => Ty::int(8, true),
            CXType_UShort => Ty::int(16, false),
            CXType_Short => Ty::int(16, true),
            CXType_UInt => Ty::int(32, false),
            CXType_Int => Ty::int(32, true),
            CXType_ULong | CXType_ULongLong => Ty::int(64, false),
            CXType_Long | CXType_LongLong => Ty::int(64, true),
            CXType_WChar => Ty::int(32, true),
            CXType_Char16 => Ty::int(16, false),
            CXType_Char32 => Ty::int(32, false),
            CXType_Float => Ty::Float { bits: 32 },
            CXType_Double => Ty::Float { bits: 64 },
            CXType_Pointer => {
                let pointee = canonical.pointee();
                match self.convert(pointee, at) {
                    Ok(t) => Ty::Ptr(Box::new(t)),
                    // Pointers to what is never accessed here (`FILE` with
                    // its incomplete members, ...) stay usable as values.
                    Err(_) => Ty::Ptr(Box::new(Ty::Opaque)),
                }
            }
            CXType_BlockPointer => return Err(unsupported(at, "block pointer type")),
            CXType_ConstantArray => {
                let element = self.convert(canonical.element(), at)?;
                Ty::Array(
                    Box::new(element),
                    ArrayLen::Const(canonical.array_size().max(0) as u64),
                )
            }
            CXType_IncompleteArray => Ty::Array(
                Box::new(self.convert(canonical.element(), at)?),
                ArrayLen::Incomplete,
            ),
            CXType_VariableArray => {
                let length = self
                    .vla_lengths
                    .get(&canonical.identity())
                    .or_else(|| self.vla_lengths.get(&canonical.canonical().identity()))
                    .cloned();
                let Some(length) = length else {
                    return Err(unsupported(
                        at,
                        &format!("{VLA_UNKNOWN} '{}'", canonical.spelling()),
                    ));
                };
                Ty::Array(
                    Box::new(self.convert(canonical.element(), at)?),
                    ArrayLen::Dynamic(length),
                )
            }
            CXType_Enum => {
                let declaration = canonical.declaration();
                self.convert(declaration.enum_integer_type(), at)?
            }
            CXType_Record => Ty::Record(self.record(canonical, at)?),
            CXType_FunctionProto | CXType_FunctionNoProto => {
                let result = self.convert(canonical.result(), at)?;
                let params = canonical
                    .arguments()
                    .into_iter()
                    .map(|p| self.convert(p, at))
                    .collect::<Result<_, _>>()?;
                Ty::Func(Box::new(FuncTy {
                    result,
                    params,
                    variadic: canonical.is_variadic() || canonical.kind() == CXType_FunctionNoProto,
                }))
            }
            // x86-64's: x87 extended precision, 16 bytes aligned to 16 (LLVM's
            // `x86_fp80`, MLIR's `f80`).
            CXType_LongDouble if canonical.size_of() == 16 && canonical.align_of() == 16 => {
                Ty::Float { bits: 80 }
            }
            CXType_LongDouble => {
                return Err(unsupported(at, "'long double' of this target"));
            }
            CXType_Complex
                if canonical.complex_element().canonical().kind() == CXType_LongDouble =>
            {
                return Err(unsupported(at, "'long double _Complex'"));
            }
            CXType_Complex => match self.convert(canonical.complex_element(), at)? {
                element @ Ty::Float { bits: 32 | 64 } => Ty::Complex(Box::new(element)),
                Ty::Float { .. } => return Err(unsupported(at, "'long double _Complex'")),
                _ => return Err(unsupported(at, "complex integer type")),
            },
            CXType_Half | CXType_Float16 | CXType_BFloat16 => {
                return Err(unsupported(at, "half-precision floating type"));
            }
            CXType_Int128 | CXType_UInt128 => return Err(unsupported(at, "128-bit integer")),
            CXType_Vector | CXType_ExtVector => return Err(unsupported(at, "vector type")),
            CXType_Atomic => return Err(unsupported(at, "'_Atomic' type")),
            _ => {
                return Err(unsupported(at, &format!("type '{}'", canonical.spelling())));
            }
        })
    }
}

/// The error of a variable-length array type whose lengths are not known
/// where it is used (written in `sizeof(type)`, or in a cast the lowering
/// has not seen).
const VLA_UNKNOWN: &str = "variable-length array type written in an expression (a cast, or \
                           'sizeof' of a type)";

/// The key of a field declaration in its record: its USR, or for an
/// anonymous struct or union member (which has none) its type's spelling,
/// which says where the type is declared.
pub fn field_key(field: &Cursor) -> String {
    let usr = field.usr();
    if usr.is_empty() {
        format!("anonymous:{}", field.ty().canonical().spelling())
    } else {
        usr
    }
}

/// `unsupported C construct: <what>` at a cursor.
pub fn unsupported(at: &Cursor, what: &str) -> Unsupported {
    Unsupported {
        location: at.location(),
        message: format!("unsupported C construct: {what}"),
    }
}
