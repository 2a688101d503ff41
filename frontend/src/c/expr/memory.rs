//! Loads and stores: their alignment, volatile and TBAA attributes.

use crate::c::body::Value;
use crate::c::expr::operands;
use crate::c::types::Ty;
use crate::clang::Cursor;
use crate::lower::Lowerer;
use clang_sys::*;

impl Lowerer {
    /// Loads a `ty` from `addr`.
    pub(crate) fn load(&mut self, addr: &Value, ty: &Ty, loc: &str) -> Value {
        let mlir = self.types.mlir(ty);
        self.f.body.value(
            &mlir,
            format!("llvm.load {} : !llvm.ptr -> {mlir}", addr.name),
            loc,
        )
    }

    /// A load through the lvalue `e` (`volatile` when its type is; with its
    /// TBAA tag when the lowering gives them).
    pub(super) fn load_of(&mut self, addr: &Value, ty: &Ty, e: &Cursor, loc: &str) -> Value {
        let volatile = if e.ty().is_volatile() {
            "volatile "
        } else {
            ""
        };
        let mlir = self.types.mlir(ty);
        let attributes = self.access_attributes(&mlir, ty, e);
        self.f.body.value(
            &mlir,
            format!(
                "llvm.load {volatile}{}{attributes} : !llvm.ptr -> {mlir}",
                addr.name
            ),
            loc,
        )
    }

    /// The attributes of a load or store of a `ty` (MLIR type `mlir`)
    /// through the lvalue `e`: its TBAA tag, and its alignment where it is
    /// less than the type's (a member of a packed struct, or one that an
    /// over-aligned member does not align: clang's alignment of the
    /// access, which LLVM would otherwise take to be the type's).
    pub(super) fn access_attributes(&mut self, mlir: &str, ty: &Ty, e: &Cursor) -> String {
        let mut entries = Vec::new();
        if let Some(alignment) = self.lvalue_alignment(e)
            && alignment < self.types.align_of(ty)
        {
            entries.push(format!("alignment = {alignment} : i64"));
        }
        let tbaa = self.tbaa_tag(mlir, e);
        if !tbaa.is_empty() {
            entries.push(
                tbaa.trim()
                    .trim_start_matches('{')
                    .trim_end_matches('}')
                    .to_string(),
            );
        }
        if entries.is_empty() {
            String::new()
        } else {
            format!(" {{{}}}", entries.join(", "))
        }
    }

    /// The alignment clang gives an access through a member expression (or
    /// an element of an array member): the least of its record's alignment
    /// (a pointer to a record points to an aligned one) and of its offset's
    /// in it, through the member expressions it is in; `None` for other
    /// lvalues (their type's alignment).
    pub(super) fn lvalue_alignment(&mut self, e: &Cursor) -> Option<u64> {
        let e = crate::c::strip_wrappers(*e);
        match e.kind() {
            CXCursor_MemberRefExpr => {
                let base = operands(&e).pop()?;
                let base_ty = self.ty_of(&base).ok()?;
                let (record, base_alignment) = match &base_ty {
                    Ty::Ptr(pointee) => match &**pointee {
                        Ty::Record(record) => (*record, self.types.records[*record].align),
                        _ => return None,
                    },
                    Ty::Record(record) => {
                        let own = self.types.records[*record].align;
                        (
                            *record,
                            self.lvalue_alignment(&base).map_or(own, |a| a.min(own)),
                        )
                    }
                    _ => return None,
                };
                let usr = e.referenced().map(|f| crate::c::types::field_key(&f))?;
                let path = self.types.field_path(record, &usr)?;
                let offset: u64 = path
                    .iter()
                    .map(|(r, position)| self.types.records[*r].fields[*position].offset)
                    .sum();
                let offset_alignment = if offset == 0 {
                    u64::MAX
                } else {
                    1 << offset.trailing_zeros()
                };
                Some(base_alignment.min(offset_alignment))
            }
            CXCursor_ArraySubscriptExpr => {
                let parts = operands(&e);
                let base = parts.first()?;
                let array_alignment = self.lvalue_alignment(base)?;
                let element = self.ty_of(&e).ok()?;
                let size = self.types.size_of(&element).filter(|s| *s > 0)?;
                Some(array_alignment.min(1 << size.trailing_zeros()))
            }
            _ => None,
        }
    }

    /// A store through the lvalue `e` (as [`Self::load_of`]).
    pub(super) fn store_to(&mut self, value: &Value, addr: &Value, e: &Cursor, loc: &str) {
        let volatile = if e.ty().is_volatile() {
            "volatile "
        } else {
            ""
        };
        let ty = self.ty_of(e).unwrap_or(Ty::Opaque);
        let attributes = self.access_attributes(&value.ty, &ty, e);
        self.f.body.op(
            format!(
                "llvm.store {volatile}{}, {}{attributes} : {}, !llvm.ptr",
                value.name, addr.name, value.ty
            ),
            loc,
        );
    }

    /// The TBAA attribute of an access of MLIR type `mlir` through the
    /// lvalue `e`: ` {tbaa = [#tbaa_int]}`, or nothing where the access may
    /// alias any object (see [`TBAA_TYPES`]).
    pub(super) fn tbaa_tag(&self, mlir: &str, e: &Cursor) -> &'static str {
        if !self.tbaa {
            return "";
        }
        // char and _Bool (i8), __int128, records, arrays: no tag (they may
        // alias anything, or are copies of aggregates).
        let Some((_, tag)) = TBAA_TAGS.iter().find(|(ty, _)| *ty == mlir) else {
            return "";
        };
        if may_alias(e) { "" } else { tag }
    }

    /// A store at an address aligned to `align` only.
    pub(crate) fn store_aligned(&mut self, value: &Value, addr: &Value, align: u64, loc: &str) {
        self.f.body.op(
            format!(
                "llvm.store {}, {} {{alignment = {align} : i64}} : {}, !llvm.ptr",
                value.name, addr.name, value.ty
            ),
            loc,
        );
    }

    pub(crate) fn store(&mut self, value: &Value, addr: &Value, loc: &str) {
        self.f.body.op(
            format!(
                "llvm.store {}, {} : {}, !llvm.ptr",
                value.name, addr.name, value.ty
            ),
            loc,
        );
    }
}

/// The TBAA type nodes (alias, name in LLVM's metadata): clang's scalar
/// types for C, all children of "omnipotent char", which aliases every
/// type. The node follows the access's MLIR type: `long` and `long long`
/// (and 64-bit enums) share a node, every pointer type is "any pointer",
/// `_Bool` is untagged like char (clang distinguishes them; sharing is
/// conservative). Signed and unsigned variants share their node, as C
/// allows.
pub(super) const TBAA_TYPES: [(&str, &str); 6] = [
    ("short", "short"),
    ("int", "int"),
    ("long", "long"),
    ("float", "float"),
    ("double", "double"),
    ("pointer", "any pointer"),
];

/// Each node's access tag, as the attribute of a load or store.
const TBAA_TAGS: [(&str, &str); 6] = [
    ("i16", " {tbaa = [#tbaa_short]}"),
    ("i32", " {tbaa = [#tbaa_int]}"),
    ("i64", " {tbaa = [#tbaa_long]}"),
    ("f32", " {tbaa = [#tbaa_float]}"),
    ("f64", " {tbaa = [#tbaa_double]}"),
    ("!llvm.ptr", " {tbaa = [#tbaa_pointer]}"),
];

/// The attribute aliases of the TBAA nodes and tags, for the top of the
/// module.
pub(crate) fn tbaa_definitions() -> String {
    tbaa_definitions_used_by(None)
}

/// [`tbaa_definitions`], only those of the tags `text` uses (and the nodes
/// they refer to) when it is given: the aliases a function parsed alone
/// needs. (No tag's name is the start of another's.)
pub(crate) fn tbaa_definitions_used_by(user: Option<&str>) -> String {
    let used = |alias: &str| user.is_none_or(|user| user.contains(&format!("#tbaa_{alias}")));
    if !TBAA_TYPES.iter().any(|(alias, _)| used(alias)) {
        return String::new();
    }
    let mut text = String::from(
        "#tbaa_root = #llvm.tbaa_root<id = \"Simple C/C++ TBAA\">\n\
         #tbaa_char = #llvm.tbaa_type_desc<id = \"omnipotent char\", members = {<#tbaa_root, 0>}>\n",
    );
    for (alias, name) in TBAA_TYPES.iter().filter(|(alias, _)| used(alias)) {
        text.push_str(&format!(
            "#tbaa_type_{alias} = #llvm.tbaa_type_desc<id = \"{name}\", members = {{<#tbaa_char, 0>}}>\n\
             #tbaa_{alias} = #llvm.tbaa_tag<base_type = #tbaa_type_{alias}, access_type = #tbaa_type_{alias}, offset = 0>\n"
        ));
    }
    text
}

/// Whether an access through the lvalue `e` may alias an object of any
/// type, as clang decides: a member of a union (C allows reading another
/// member than the one last stored) or of a record with attributes
/// (`may_alias`), anywhere along the lvalue's members and subscripts, or a
/// type named by a typedef with attributes.
pub(super) fn may_alias(e: &Cursor) -> bool {
    let ty = e.ty();
    if ty.kind() == CXType_Typedef && ty.declaration().has_attributes() {
        return true;
    }
    match e.kind() {
        CXCursor_MemberRefExpr => {
            if let Some(field) = e.referenced() {
                let record = field.semantic_parent();
                if record.kind() == CXCursor_UnionDecl || record.has_attributes() {
                    return true;
                }
            }
            e.children().iter().any(may_alias)
        }
        CXCursor_ParenExpr | CXCursor_UnexposedExpr | CXCursor_ArraySubscriptExpr => {
            e.children().iter().any(may_alias)
        }
        _ => false,
    }
}
