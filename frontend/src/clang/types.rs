//! C types as libclang gives them.

use super::*;

/// A C type as libclang sees it.
#[derive(Clone, Copy)]
pub struct Type<'t> {
    pub(super) raw: CXType,
    _unit: PhantomData<&'t ()>,
}

impl fmt::Debug for Type<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Type({})", self.spelling())
    }
}

impl<'t> Type<'t> {
    pub(super) fn new(raw: CXType) -> Self {
        Type {
            raw,
            _unit: PhantomData,
        }
    }

    /// The type's kind (`CXType_*`).
    pub fn kind(&self) -> CXTypeKind {
        self.raw.kind
    }

    /// How the type is spelled (`const double *`).
    pub fn spelling(&self) -> String {
        // SAFETY: a valid type.
        take_string(unsafe { clang_getTypeSpelling(self.raw) })
    }

    /// The canonical type (typedefs and elaborations resolved).
    pub fn canonical(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getCanonicalType(self.raw) })
    }

    /// The identity of the type's node in Clang's AST (its qualifiers
    /// ignored): a variable-length array type is a node of its own for each
    /// declarator that writes one, which its spelling cannot tell apart.
    pub fn identity(&self) -> usize {
        // `QualType`'s opaque pointer keeps its qualifiers and whether it
        // points to extended qualifiers in its low four bits.
        self.raw.data[0] as usize & !0xF
    }

    /// The type without its qualifiers (`const`, `volatile`, `restrict`).
    pub fn unqualified(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getUnqualifiedType(self.raw) })
    }

    /// The pointee of a pointer type.
    pub fn pointee(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getPointeeType(self.raw) })
    }

    /// The element type of an array type.
    pub fn element(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getArrayElementType(self.raw) })
    }

    /// The element type of a complex (or array, vector) type.
    pub fn complex_element(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getElementType(self.raw) })
    }

    /// The number of elements of a constant array (-1 otherwise).
    pub fn array_size(&self) -> i64 {
        // SAFETY: a valid type.
        unsafe { clang_getArraySize(self.raw) }
    }

    /// `sizeof` in bytes (negative when the type has no size).
    pub fn size_of(&self) -> i64 {
        // SAFETY: a valid type.
        unsafe { clang_Type_getSizeOf(self.raw) }
    }

    /// `_Alignof` in bytes (negative when not defined).
    pub fn align_of(&self) -> i64 {
        // SAFETY: a valid type.
        unsafe { clang_Type_getAlignOf(self.raw) }
    }

    /// Whether the type is `const`-qualified.
    pub fn is_const(&self) -> bool {
        // SAFETY: a valid type.
        unsafe { clang_isConstQualifiedType(self.raw) != 0 }
    }

    /// Whether the type is `restrict`-qualified.
    pub fn is_restrict(&self) -> bool {
        // SAFETY: a valid type.
        unsafe { clang_isRestrictQualifiedType(self.raw) != 0 }
    }

    /// Whether the type is `volatile`-qualified.
    pub fn is_volatile(&self) -> bool {
        // SAFETY: a valid type.
        unsafe { clang_isVolatileQualifiedType(self.raw) != 0 }
    }

    /// A function type's result type.
    pub fn result(&self) -> Type<'t> {
        // SAFETY: a valid type.
        Type::new(unsafe { clang_getResultType(self.raw) })
    }

    /// A function type's parameter types (empty for `f()` without a prototype).
    pub fn arguments(&self) -> Vec<Type<'t>> {
        // SAFETY: a valid type.
        let count = unsafe { clang_getNumArgTypes(self.raw) };
        (0..count.max(0) as c_uint)
            // SAFETY: an index below the count.
            .map(|index| Type::new(unsafe { clang_getArgType(self.raw, index) }))
            .collect()
    }

    /// Whether a function type is variadic or has no prototype.
    pub fn is_variadic(&self) -> bool {
        // SAFETY: a valid type.
        unsafe { clang_isFunctionTypeVariadic(self.raw) != 0 }
    }

    /// The declaration of a record or enum type.
    pub fn declaration(&self) -> Cursor<'t> {
        // SAFETY: a valid type.
        Cursor {
            raw: unsafe { clang_getTypeDeclaration(self.raw) },
            _unit: PhantomData,
        }
    }

    /// The fields of a record type, in order.
    pub fn fields(&self) -> Vec<Cursor<'t>> {
        extern "C" fn collect(field: CXCursor, data: CXClientData) -> CXVisitorResult {
            // SAFETY: `data` is the vector passed below, alive for the call.
            let fields = unsafe { &mut *(data as *mut Vec<CXCursor>) };
            fields.push(field);
            CXVisit_Continue
        }
        let mut raw: Vec<CXCursor> = Vec::new();
        // SAFETY: a valid type; the callback only pushes into `raw`.
        unsafe {
            clang_Type_visitFields(
                self.raw,
                collect,
                &mut raw as *mut Vec<CXCursor> as *mut c_void,
            )
        };
        raw.into_iter()
            .map(|raw| Cursor {
                raw,
                _unit: PhantomData,
            })
            .collect()
    }
}
