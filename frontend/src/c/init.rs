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

use crate::c::body::{Body, Value};
use crate::c::expr::{decay, operands};
use crate::c::literals::escape_bytes;
use crate::c::strip_wrappers;
use crate::c::types::{ArrayLen, Record, Ty, Types, unsupported};
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
    pub(crate) fn init_tree<'t>(&mut self, ty: &Ty, init: &Cursor<'t>) -> Result<Init<'t>> {
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

    /// Moves the current object to the subobject the designators name.
    fn designate(
        &mut self,
        levels: &mut Vec<Level>,
        designators: &[Cursor],
        value: &Cursor,
        element: &Cursor,
    ) -> Result<()> {
        let mut index = 0;
        while index < designators.len() {
            let designator = designators[index];
            let Some(level) = levels.last_mut() else {
                return Err(unsupported(element, "designator"));
            };
            if designator.kind() == CXCursor_MemberRef {
                let Ty::Record(record) = level.ty else {
                    return Err(unsupported(&designator, "field designator of a non-record"));
                };
                let usr = designator
                    .referenced()
                    .map(|f| crate::c::types::field_key(&f))
                    .unwrap_or_default();
                let path = self
                    .types
                    .field_path(record, &usr)
                    .ok_or_else(|| unsupported(&designator, "field designator"))?;
                // Through anonymous members: each is a level of its own.
                for (step, (_, position)) in path.iter().enumerate() {
                    let Some(level) = levels.last_mut() else {
                        return Err(unsupported(element, "designator"));
                    };
                    level.position = *position as u64;
                    if step + 1 < path.len() {
                        let inner = self
                            .types
                            .subobject(&level.ty, level.position)
                            .ok_or_else(|| unsupported(&designator, "field designator"))?;
                        levels.push(Level::new(&inner));
                    }
                }
            } else if designator.is_expression() {
                let Ty::Array(element_ty, length) = &level.ty else {
                    return Err(unsupported(&designator, "array designator of a non-array"));
                };
                let element_ty = (**element_ty).clone();
                let length = length.clone();
                let first = self.designator_index(&designator, &length)?;
                // `[a ... b]` and `[a][b]` both give two expressions: a
                // range unless the element is an array and the source says
                // otherwise.
                let next = designators.get(index + 1).filter(|d| d.is_expression());
                let range = match next {
                    Some(next) if matches!(element_ty, Ty::Array(..)) => {
                        let text = self.is_range_text(&designator, next);
                        match text {
                            Some(range) => range,
                            None => self.is_range_by_types(
                                (&designator, next),
                                (&length, &element_ty),
                                index + 2 == designators.len(),
                                value,
                                element,
                            )?,
                        }
                    }
                    Some(_) => true,
                    None => false,
                };
                let Some(level) = levels.last_mut() else {
                    return Err(unsupported(element, "designator"));
                };
                level.position = first;
                if range {
                    let Some(next) = next else {
                        return Err(unsupported(element, "designator"));
                    };
                    let last = self.designator_index(next, &length)?;
                    if last < first {
                        return Err(unsupported(next, "empty designator range"));
                    }
                    if index + 2 < designators.len() {
                        return Err(unsupported(
                            element,
                            "GNU range designator followed by other designators",
                        ));
                    }
                    let Some(level) = levels.last_mut() else {
                        return Err(unsupported(element, "designator"));
                    };
                    level.range_end = Some(last);
                    index += 1;
                }
            } else {
                return Err(unsupported(&designator, "designator"));
            }
            if index + 1 < designators.len() {
                let Some(level) = levels.last() else {
                    return Err(unsupported(element, "designator"));
                };
                let inner = self
                    .types
                    .subobject(&level.ty, level.position)
                    .filter(is_aggregate)
                    .ok_or_else(|| unsupported(&designator, "designator of a scalar"))?;
                levels.push(Level::new(&inner));
            }
            index += 1;
        }
        Ok(())
    }

    /// The constant index of an array designator.
    fn designator_index(&self, index: &Cursor, length: &ArrayLen) -> Result<u64> {
        let Some(Evaluated::Int { value, unsigned }) = index.evaluate() else {
            return Err(unsupported(index, "non-constant array designator"));
        };
        if value < 0 && !unsigned {
            return Err(unsupported(index, "negative array designator"));
        }
        let value = value as u64;
        match length {
            ArrayLen::Const(n) if value >= *n => {
                Err(unsupported(index, "array designator out of bounds"))
            }
            _ => Ok(value),
        }
    }

    /// Whether two consecutive index designators are a GNU range (`[a ...
    /// b]`) rather than two designators (`[a][b]`), as the source between
    /// them says (`None` when it cannot say: libclang places the tokens of
    /// a macro's body where the macro is used).
    fn is_range_text(&self, first: &Cursor, second: &Cursor) -> Option<bool> {
        let (Some(a), Some(b)) = (first.byte_range(), second.byte_range()) else {
            return None;
        };
        if !first.is_in_main_file() || a.end > b.start || first.end_macro_expansion().is_some() {
            return None;
        }
        let text = String::from_utf8_lossy(self.source.get(a.end..b.start)?).into_owned();
        if text.contains("...") {
            Some(true)
        } else if text.contains(']') && text.contains('[') {
            Some(false)
        } else {
            None
        }
    }

    /// The same question when the source cannot tell: the reading whose
    /// indices are in bounds; if both are, of a two-dimensional array, a
    /// range when the value is a braced list (a row), two indices when it is
    /// an expression (an element).
    fn is_range_by_types(
        &self,
        (first, second): (&Cursor, &Cursor),
        (length, element_ty): (&ArrayLen, &Ty),
        last: bool,
        value: &Cursor,
        element: &Cursor,
    ) -> Result<bool> {
        let unknown = || {
            unsupported(
                element,
                "array designators written through a macro (a GNU range or two indices)",
            )
        };
        let a = self.designator_index(first, &ArrayLen::Incomplete)?;
        let b = self.designator_index(second, &ArrayLen::Incomplete)?;
        let Ty::Array(inner, inner_length) = element_ty else {
            return Ok(true);
        };
        let within = |index: u64, length: &ArrayLen| match length {
            ArrayLen::Const(n) => index < *n,
            _ => true,
        };
        let range = last && a <= b && within(b, length);
        let indices = within(a, length) && within(b, inner_length);
        match (range, indices) {
            (true, false) => Ok(true),
            (false, true) => Ok(false),
            (true, true) if !matches!(**inner, Ty::Array(..)) => Ok(init_list(value).is_some()),
            _ => Err(unknown()),
        }
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

    /// Initializes the object at `addr` of type `ty` with `init` (an
    /// expression or an initializer list): an aggregate is zeroed, then
    /// each initialized subobject stored, in order.
    pub(crate) fn initialize(&mut self, addr: &Value, ty: &Ty, init: &Cursor) -> Result<()> {
        let tree = self.init_tree(ty, init)?;
        let loc = self.loc(init);
        if !matches!(tree, Init::Expr(_) | Init::Overridden(..)) {
            self.zero(addr, ty, &loc);
        }
        let align = self.types.align_of(ty);
        self.store_init(addr, ty, &tree, &loc, align)
    }

    /// Stores an initializer tree at `addr` (zeroed already), which is
    /// aligned to `align` (less than a member's type asks in a packed
    /// struct: the stores say so, as clang's).
    fn store_init(
        &mut self,
        addr: &Value,
        ty: &Ty,
        node: &Init,
        loc: &str,
        align: u64,
    ) -> Result<()> {
        match (node, ty) {
            (Init::Zero, _) => Ok(()),
            (Init::Expr(e), _) => self.store_expr(addr, ty, e, align),
            (Init::Overridden(e, over), _) => {
                self.store_expr(addr, ty, e, align)?;
                self.store_init(addr, ty, over, loc, align)
            }
            (Init::Struct(fields), Ty::Record(record)) => {
                for (position, node) in fields.iter().enumerate() {
                    self.store_member(addr, *record, position, node, loc, align)?;
                }
                Ok(())
            }
            (Init::Union(position, node), Ty::Record(record)) => {
                self.store_member(addr, *record, *position, node, loc, align)
            }
            (Init::Array(elements), Ty::Array(element, _)) => {
                for (index, node) in elements {
                    if let Init::Zero = node {
                        continue;
                    }
                    let index = self.i64_const(*index as i64, loc);
                    let slot =
                        self.element_address(addr, element, index, &Ty::int(64, true), loc)?;
                    let size = self.types.size_of(element).unwrap_or(1).max(1);
                    let element_align = align.min(1 << size.trailing_zeros());
                    self.store_init(&slot, element, node, loc, element_align)?;
                }
                Ok(())
            }
            _ => Err(crate::lower::Unsupported {
                location: None,
                message: "unsupported C construct: initializer".into(),
            }),
        }
    }

    /// Stores the initializer of the member at `position` of the record at
    /// `addr` (a bit-field: its bits).
    fn store_member(
        &mut self,
        addr: &Value,
        record: usize,
        position: usize,
        node: &Init,
        loc: &str,
        align: u64,
    ) -> Result<()> {
        let field = self.types.records[record].fields[position].clone();
        let align = if field.offset == 0 {
            align
        } else {
            align.min(1 << field.offset.trailing_zeros())
        };
        let member = self.field_address(addr, record, position, loc);
        match (node, field.bits) {
            (Init::Zero, _) => Ok(()),
            (Init::Expr(e), Some(_)) => {
                let from = decay(&self.ty_of(e)?);
                let value = self.rvalue(e)?;
                let value = self.convert(value, &from, &field.ty, e)?;
                self.bit_field_store(&member, &field, &value, false, loc)?;
                Ok(())
            }
            (_, Some(_)) => Err(crate::lower::Unsupported {
                location: None,
                message: "unsupported C construct: initializer of a bit-field".into(),
            }),
            (node, None) => self.store_init(&member, &field.ty, node, loc, align),
        }
    }

    /// Stores the value of `e` converted to `ty` at `addr` (a string
    /// literal's bytes for a character array).
    fn store_expr(&mut self, addr: &Value, ty: &Ty, e: &Cursor, align: u64) -> Result<()> {
        let loc = self.loc(e);
        if let Ty::Array(..) = ty {
            let literal = strip_wrappers(*e);
            if literal.kind() != CXCursor_StringLiteral {
                return Err(unsupported(e, "array initializer"));
            }
            crate::c::literals::narrow_string(&literal)?;
            let mut bytes = crate::c::literals::string_bytes(&literal);
            let size = self.types.size_of(ty).unwrap_or(bytes.len() as u64) as usize;
            // `char s[3] = "abc"` keeps no NUL.
            bytes.resize(size, 0);
            let mlir = self.types.mlir(ty);
            let constant = self.f.body.value(
                &mlir,
                format!("llvm.mlir.constant(\"{}\") : {mlir}", escape_bytes(&bytes)),
                &loc,
            );
            if align < self.types.align_of(ty) {
                self.store_aligned(&constant, addr, align, &loc);
            } else {
                self.store(&constant, addr, &loc);
            }
            return Ok(());
        }
        let from = decay(&self.ty_of(e)?);
        let value = self.rvalue(e)?;
        let value = self.convert(value, &from, ty, e)?;
        if align < self.types.align_of(ty) {
            self.store_aligned(&value, addr, align, &loc);
        } else {
            self.store(&value, addr, &loc);
        }
        Ok(())
    }

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
