//! C initializers (C11 6.7.9), resolved once for locals and globals alike.
//!
//! libclang shows an initializer list in its *syntactic* form: the
//! elements as written. A designated element is an `UnexposedExpr` of type
//! `void` whose children are its designators (a `MemberRef` per field
//! designator, Clang's implicit ones through anonymous members included;
//! an expression per array index, two for a GNU range `[a ... b]`) and then
//! the value. [`Lowerer::init_tree`] resolves a list as C does — the
//! current object, designators, brace elision, positional initializers
//! continuing after a designated one, later initializers overriding
//! earlier ones, a union's member — into an [`Init`] tree that says what
//! initializes each subobject; every subobject it does not name is zero.
//! Locals store the tree in the semantic order (members and elements in
//! order, as Clang evaluates them: [`Lowerer::initialize`]); globals build
//! their constant from it ([`Lowerer::constant_node`]).

mod constant;
mod designators;
mod store;

use crate::c::body::{Body, Value};
use crate::c::expr::operands;
use crate::c::literals::escape_bytes;
use crate::c::strip_wrappers;
use crate::c::types::{ArrayLen, Ty, Types, unsupported};
use crate::clang::{Cursor, Evaluated};
use crate::lower::{Lowerer, Result};
use clang_sys::*;
use std::collections::BTreeMap;

/// What initializes an object or one of its subobjects.
#[derive(Clone, Debug)]
pub(crate) enum Init<'t> {
    /// Nothing explicit: zero (C's initialization of static objects).
    Zero,
    /// An expression that initializes the whole (sub)object: a scalar's
    /// value, a struct or union value of its type, a string literal for a
    /// character array.
    Expr(Cursor<'t>),
    /// A struct's members, one entry per field of its [`Record`].
    Struct(Vec<Init<'t>>),
    /// A union: the member initialized (its position in the record's
    /// fields) and what initializes it.
    Union(usize, Box<Init<'t>>),
    /// An array's elements that are initialized, by index.
    Array(BTreeMap<u64, Init<'t>>),
    /// An aggregate initialized by an expression, then some of its
    /// subobjects by designators (`{.p = q, .p.x = 1}`): the expression and
    /// the subobjects (a `Zero` among them keeps the expression's part).
    Overridden(Cursor<'t>, Box<Init<'t>>),
}

/// A part of a packed constant: its byte offset, its value and its size in
/// bytes.
type Part = (u64, Value, u64);

/// `aggregate` with `value` inserted at `index` (of MLIR type `mlir`).
fn insert(
    body: &mut Body,
    mlir: &str,
    aggregate: &Value,
    value: &Value,
    index: usize,
    loc: &str,
) -> Value {
    body.value(
        mlir,
        format!(
            "llvm.insertvalue {}, {}[{index}] : {mlir}",
            value.name, aggregate.name
        ),
        loc,
    )
}

/// One level of the current object: an aggregate and the position in it
/// (field or element) of the next initializer.
#[derive(Clone, Debug)]
struct Level {
    ty: Ty,
    position: u64,
    /// The last index of a GNU range designator at this level.
    range_end: Option<u64>,
}

impl Level {
    fn new(ty: &Ty) -> Self {
        Level {
            ty: ty.clone(),
            position: 0,
            range_end: None,
        }
    }
}

/// Whether initializers of `ty` are lists of subobject initializers.
fn is_aggregate(ty: &Ty) -> bool {
    matches!(ty, Ty::Array(..) | Ty::Record(_))
}

/// The initializer list an initializer is (through Clang's wrappers).
fn init_list<'t>(init: &Cursor<'t>) -> Option<Cursor<'t>> {
    let stripped = strip_wrappers(*init);
    (stripped.kind() == CXCursor_InitListExpr).then_some(stripped)
}

/// A string literal initializing a character array (parentheses allowed).
fn is_string(init: &Cursor) -> bool {
    strip_wrappers(*init).kind() == CXCursor_StringLiteral
}

/// An array of characters (a string literal initializes it whole).
fn is_char_array(ty: &Ty) -> bool {
    matches!(ty, Ty::Array(element, _) if matches!(**element, Ty::Int { .. }))
}

/// A designated element's designators and value: an `UnexposedExpr` of
/// type `void` with the designators and the value as its children.
fn designation<'t>(element: &Cursor<'t>) -> Option<(Vec<Cursor<'t>>, Cursor<'t>)> {
    if element.kind() != CXCursor_UnexposedExpr || element.ty().kind() != CXType_Void {
        return None;
    }
    let mut children = element.children();
    if children.len() < 2 {
        return None;
    }
    let value = children.pop()?;
    Some((children, value))
}

impl Types {
    /// The number of subobjects of an aggregate (`None`: unbounded, an
    /// array of unknown size).
    fn subobjects(&self, ty: &Ty) -> Option<u64> {
        match ty {
            Ty::Record(record) => Some(self.records[*record].fields.len() as u64),
            Ty::Array(_, ArrayLen::Const(n)) => Some(*n),
            _ => None,
        }
    }

    /// The type of the subobject at `position` of an aggregate.
    fn subobject(&self, ty: &Ty, position: u64) -> Option<Ty> {
        match ty {
            Ty::Record(record) => self.records[*record]
                .fields
                .get(position as usize)
                .map(|f| f.ty.clone()),
            Ty::Array(element, _) => Some((**element).clone()),
            _ => None,
        }
    }
}

/// The node of the subobject at `position` of the aggregate `ty` whose node
/// is `node`, made an aggregate node if it was zero.
fn child<'a, 't>(
    types: &Types,
    node: &'a mut Init<'t>,
    ty: &Ty,
    position: u64,
    at: &Cursor,
) -> Result<&'a mut Init<'t>> {
    if let Init::Expr(e) = node {
        *node = Init::Overridden(*e, Box::new(Init::Zero));
    }
    if let Init::Overridden(_, over) = node {
        return child(types, over, ty, position, at);
    }
    match ty {
        Ty::Record(record) if types.records[*record].union => {
            let position = position as usize;
            if !matches!(node, Init::Union(member, _) if *member == position) {
                *node = Init::Union(position, Box::new(Init::Zero));
            }
            match node {
                Init::Union(_, inner) => Ok(&mut **inner),
                _ => Err(unsupported(at, "union initializer")),
            }
        }
        Ty::Record(record) => {
            if let Init::Zero = node {
                *node = Init::Struct(vec![Init::Zero; types.records[*record].fields.len()]);
            }
            match node {
                Init::Struct(fields) => fields
                    .get_mut(position as usize)
                    .ok_or_else(|| unsupported(at, "initializer of a member")),
                _ => Err(unsupported(at, "struct initializer")),
            }
        }
        Ty::Array(..) => {
            if let Init::Zero = node {
                *node = Init::Array(BTreeMap::new());
            }
            match node {
                Init::Array(elements) => Ok(elements.entry(position).or_insert(Init::Zero)),
                _ => Err(unsupported(at, "array initializer")),
            }
        }
        _ => Err(unsupported(at, "initializer of a scalar's subobject")),
    }
}

/// Sets the bits of a bit-field in the bytes of its storage (which starts
/// at byte `storage` of the record) to the constant `init`.
fn bit_field_bits(
    field: &crate::c::types::Field,
    init: &Cursor,
    storage: u64,
    bytes: &mut [u8],
) -> Result<()> {
    let Some(bits) = field.bits else {
        return Ok(());
    };
    let value: i128 = match init.evaluate() {
        Some(Evaluated::Int { value, unsigned }) if unsigned => i128::from(value as u64),
        Some(Evaluated::Int { value, .. }) => i128::from(value),
        // A floating constant converted to the field's integer type.
        Some(Evaluated::Float(value)) if value.is_finite() => value.trunc() as i128,
        _ => {
            return Err(unsupported(
                init,
                "non-constant initializer of a bit-field in a constant",
            ));
        }
    };
    let value = if field.ty == Ty::Bool {
        i128::from(value != 0)
    } else {
        value
    };
    let start = (field.offset - storage) * 8 + u64::from(bits.shift);
    for bit in 0..u64::from(bits.width) {
        if (value >> bit) & 1 == 1 {
            let at = start + bit;
            if let Some(byte) = bytes.get_mut((at / 8) as usize) {
                *byte |= 1 << (at % 8);
            }
        }
    }
    Ok(())
}

/// A constant byte array (`!llvm.array<N x i8>`).
fn byte_array(body: &mut Body, bytes: &[u8], loc: &str) -> Value {
    let mlir = format!("!llvm.array<{} x i8>", bytes.len());
    body.value(
        &mlir,
        format!("llvm.mlir.constant(\"{}\") : {mlir}", escape_bytes(bytes)),
        loc,
    )
}

/// Whether every expression of a node is a constant Clang evaluates (GNU
/// range designators repeat their value; Clang compiles only constant ones).
fn is_constant(node: &Init) -> bool {
    match node {
        Init::Zero => true,
        // (Never evaluating a compound literal: libclang's evaluation of an
        // initializer list with designators crashes.)
        Init::Expr(e) => {
            is_string(e)
                || (!matches!(
                    strip_wrappers(*e).kind(),
                    CXCursor_CompoundLiteralExpr | CXCursor_InitListExpr
                ) && e.evaluate().is_some())
        }
        Init::Struct(fields) => fields.iter().all(is_constant),
        Init::Union(_, inner) => is_constant(inner),
        Init::Array(elements) => elements.values().all(is_constant),
        Init::Overridden(e, over) => is_constant(&Init::Expr(*e)) && is_constant(over),
    }
}

impl Lowerer {
    /// What initializes an object of type `ty` whose initializer is `init`
    /// (an expression or a braced list).
    pub(super) fn init_tree<'t>(&mut self, ty: &Ty, init: &Cursor<'t>) -> Result<Init<'t>> {
        match init_list(init) {
            Some(list) => self.braced(ty, &list),
            None => Ok(Init::Expr(*init)),
        }
    }

    /// A braced list initializing an object of type `ty`: its elements
    /// placed by C's rules, starting with `ty` as the current object.
    fn braced<'t>(&mut self, ty: &Ty, list: &Cursor<'t>) -> Result<Init<'t>> {
        let elements = operands(list);
        if !is_aggregate(ty) {
            // `int x = {1}`; `{}` is zero; extra elements are ignored (Clang
            // warns).
            return match elements.first() {
                None => Ok(Init::Zero),
                Some(first) if designation(first).is_some() => {
                    Err(unsupported(first, "designator for a scalar"))
                }
                Some(first) => self.init_tree(ty, first),
            };
        }
        // `char s[4] = {"abc"}`.
        if let Some(first) = elements.first()
            && is_char_array(ty)
            && is_string(first)
        {
            return Ok(Init::Expr(strip_wrappers(*first)));
        }
        match ty {
            Ty::Array(_, ArrayLen::Dynamic(_)) if elements.is_empty() => return Ok(Init::Zero),
            Ty::Array(_, ArrayLen::Dynamic(_)) => {
                return Err(unsupported(
                    list,
                    "initializer list of a variable-length array",
                ));
            }
            _ => {}
        }
        let mut root = Init::Zero;
        let mut levels = vec![Level::new(ty)];
        for element in &elements {
            let value = match designation(element) {
                Some((designators, value)) => {
                    // Designators start from the list's own object.
                    levels.truncate(1);
                    levels[0].range_end = None;
                    self.designate(&mut levels, &designators, &value, element)?;
                    value
                }
                None => *element,
            };
            if !self.place(&mut root, &mut levels, &value)? {
                // An excess element: Clang warns and ignores it and every
                // element after it (their designators unresolved).
                break;
            }
        }
        Ok(root)
    }

    /// Places `value` at the current object's next subobject: descends
    /// into aggregates that it does not initialize whole (brace elision),
    /// leaves levels that are full (positional continuation). False when
    /// the list's object is full (an excess element).
    fn place<'t>(
        &mut self,
        root: &mut Init<'t>,
        levels: &mut Vec<Level>,
        value: &Cursor<'t>,
    ) -> Result<bool> {
        loop {
            let Some(level) = levels.last() else {
                return Ok(false);
            };
            if self
                .types
                .subobjects(&level.ty)
                .is_some_and(|count| level.position >= count)
            {
                if levels.len() == 1 {
                    return Ok(false);
                }
                levels.pop();
                if let Some(parent) = levels.last_mut() {
                    self.advance(parent);
                }
                continue;
            }
            let sub = self
                .types
                .subobject(&level.ty, level.position)
                .ok_or_else(|| unsupported(value, "initializer"))?;
            if let (Ty::Array(_, ArrayLen::Incomplete), Ty::Record(_)) = (&sub, &level.ty) {
                return Err(unsupported(value, "initializer of a flexible array member"));
            }
            let list = init_list(value);
            if list.is_none() && is_aggregate(&sub) && !self.initializes_whole(&sub, value)? {
                if level.range_end.is_some() {
                    return Err(unsupported(
                        value,
                        "GNU range designator of an aggregate initialized without braces",
                    ));
                }
                levels.push(Level::new(&sub));
                continue;
            }
            let node = match list {
                Some(list) => self.braced(&sub, &list)?,
                None => Init::Expr(*value),
            };
            let last = levels.len() - 1;
            let range_end = levels[last].range_end;
            if range_end.is_some() && !is_constant(&node) {
                // As Clang, which cannot compile them either.
                return Err(unsupported(
                    value,
                    "GNU range designator with a non-constant initializer",
                ));
            }
            let first = levels[last].position;
            for position in first..=range_end.unwrap_or(first) {
                let mut slot = &mut *root;
                for level in &levels[..last] {
                    slot = child(&self.types, slot, &level.ty, level.position, value)?;
                }
                slot = child(&self.types, slot, &levels[last].ty, position, value)?;
                *slot = node.clone();
            }
            self.advance(&mut levels[last]);
            return Ok(true);
        }
    }

    /// The position after the subobject just initialized (a union holds one
    /// member).
    fn advance(&self, level: &mut Level) {
        match (&level.ty, level.range_end.take()) {
            (Ty::Record(record), _) if self.types.records[*record].union => {
                level.position = self.types.records[*record].fields.len() as u64;
            }
            (_, Some(last)) => level.position = last + 1,
            _ => level.position += 1,
        }
    }

    /// Whether an expression (not a list) initializes the aggregate `ty`
    /// whole: a string literal for a character array, a struct or union
    /// value of its type.
    fn initializes_whole(&mut self, ty: &Ty, value: &Cursor) -> Result<bool> {
        if is_char_array(ty) && is_string(value) {
            return Ok(true);
        }
        if matches!(ty, Ty::Array(..)) {
            return Ok(false);
        }
        Ok(self.ty_of(value)? == *ty)
    }
}
