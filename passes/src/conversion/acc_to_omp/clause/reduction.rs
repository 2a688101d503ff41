//! Reductions: an `acc.reduction` op (its recipe's `reduction_operator` and
//! its `varType`) becomes an `omp.declare_reduction` by value, with the
//! identity and combiner OpenACC defines for the operator:
//!
//! | operator | identity          | combiner (integer / floating point)  |
//! |----------|-------------------|--------------------------------------|
//! | `+`      | 0                 | `arith.addi` / `arith.addf`          |
//! | `*`      | 1                 | `arith.muli` / `arith.mulf`          |
//! | `max`    | least value, -inf | `arith.maxsi` (`maxui`) / `maxnumf`  |
//! | `min`    | greatest, +inf    | `arith.minsi` (`minui`) / `minnumf`  |
//! | `&`      | all ones          | `arith.andi`                         |
//! | `\|`     | 0                 | `arith.ori`                          |
//! | `^`      | 0                 | `arith.xori`                         |
//! | `&&`     | 1                 | both operands non-zero, as 0 or 1    |
//! | `\|\|`   | 0                 | either operand non-zero, as 0 or 1   |
//!
//! MLIR integers are signless: `max` and `min` are unsigned when the recipe's
//! combiner compares unsigned (`arith.maxui`/`arith.minui`), as a front end
//! writes it for an `unsigned` variable. C's `_Bool` is an `i8` holding 0 or
//! 1: a recipe of `i8` elements whose combiner compares with `arith.cmpi ne`
//! for an arithmetic operator keeps it so (`(a + b) != 0`), and so does the
//! declaration.
//!
//! The recipe's own regions are read only for that (the operator and the
//! signedness): the OpenMP reduction is written from the operator. The
//! recipes are by reference (`!llvm.ptr`: init allocates, the combiner
//! loads, combines and stores), as the front end writes them; the
//! `omp.declare_reduction`s are by value, the form verified to lower and
//! run in `reference/mlir-forms.md` (and the one the teams-reduction
//! legalization of `omp_host_legalize` rewrites). Cloning the recipe's
//! combiner would mean rewriting its loads and stores to values for every
//! shape the front end or another producer writes; the table above is the
//! OpenACC specification's, and the front end writes its recipes from the
//! same table (`maxnumf`/`minnumf`: C's `fmax`/`fmin`, a NaN operand is
//! ignored), so the two agree, and `Frontend/OpenACC/reduction.c` checks the
//! recipes' combiners.
//!
//! **Arrays and structs.** A reduction of a fixed-size array of scalars
//! (`reduction(+:a)` of `int a[4]`, or a section of constant length, which
//! the front end gives as the array type at the section's start) or of a
//! struct of scalars (OpenACC 3.3's composite variables) reduces every
//! element with the operator. Its `omp.declare_reduction` is by reference
//! (`!llvm.ptr`): `alloc` makes the private aggregate on the stack, `init`
//! stores the identity in every element, `combiner` combines element by
//! element into its left operand (the forms verified to translate and run
//! on `omp.wsloop`, `omp.simd` and `omp.teams` in MLIR 22).
//!
//! **Sections of a run-time length.** An `acc.reduction` with `bounds` (one
//! `acc.bounds` of the section from its start: `reduction(+:p[lo:n])`, its
//! `varType` the element's) reduces `n` elements, a count that
//! `omp.declare_reduction`'s regions cannot see: they get only the
//! variable's address. Its variable is therefore a descriptor, as Flang's
//! boxes are: `!llvm.struct<(ptr, i64)>`, the data and the count, filled
//! before each reducing op ([`fill_descriptor`]); `alloc` makes a
//! descriptor, `init` reads the count from the original's, allocates the
//! data (`malloc`) and stores the identity in every element, `combiner`
//! combines element by element, `cleanup` frees the data. Inside, the
//! body's variable is the descriptor's data ([`descriptor_data`]).

use crate::driver::NoMatch;
use crate::ir::{declare_symbol, find_symbol};
use acc2omp_dialects::ops::{collect_nested, op_name};
use acc2omp_dialects::symbols::{ReductionSymbol, type_mangle};
use melior::{
    Context, RewriterBase,
    ir::{
        BlockLike, Location, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
        attribute::FlatSymbolRefAttribute,
        operation::{OperationBuilder, OperationLike},
    },
};

/// An OpenACC reduction operator (the symbols' own, in `acc2omp_dialects`).
pub(crate) use acc2omp_dialects::symbols::ReductionOperator as Operator;

/// What an `acc.reduction` op reduces.
#[derive(Clone, Debug)]
pub(crate) struct Reduction<'c> {
    pub operator: Operator,
    /// The variable's type (`varType`): a scalar, an array or a struct.
    pub r#type: Type<'c>,
    pub shape: Shape<'c>,
    pub unsigned: bool,
    /// `_Bool` elements: every combination is made 0 or 1.
    pub boolean: bool,
    /// A struct whose members differ in those (signed, unsigned, `_Bool`):
    /// each member's, else empty (and `unsigned`/`boolean` apply to all).
    pub members: Vec<Member>,
    /// The variable's name, for diagnostics.
    pub name: String,
}

/// How a struct member's combination differs from its MLIR type's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Member {
    /// Signed integers and floating point (the type says it).
    Plain,
    /// An unsigned integer (`max`/`min` compare without sign).
    Unsigned,
    /// `_Bool` (an `i8` kept 0 or 1).
    Bool,
}

impl Member {
    /// The member's letter in a declaration's symbol.
    fn letter(self) -> char {
        match self {
            Member::Plain => 's',
            Member::Unsigned => 'u',
            Member::Bool => 'b',
        }
    }

    fn from_letter(letter: char) -> Option<Self> {
        Some(match letter {
            's' => Member::Plain,
            'u' => Member::Unsigned,
            'b' => Member::Bool,
            _ => return None,
        })
    }
}

/// The elements a reduction combines.
#[derive(Clone, Debug)]
pub(crate) enum Shape<'c> {
    /// The variable itself (by value).
    Scalar,
    /// `count` elements of a scalar type (by reference).
    Array { element: Type<'c>, count: u64 },
    /// The members of a struct, each a scalar (by reference).
    Struct { members: Vec<Type<'c>> },
    /// A section of a run-time length of `element`s (by reference, through
    /// a descriptor).
    Section { element: Type<'c> },
}

/// The type of a section's descriptor: its data and its element count.
pub(crate) use acc2omp_dialects::symbols::SECTION_DESCRIPTOR as DESCRIPTOR;

impl<'c> Shape<'c> {
    /// The elements of `r#type`: a scalar, an array of scalars or a struct
    /// of scalars (`None` for any other type).
    pub(crate) fn of(r#type: Type<'c>) -> Option<Self> {
        let scalar = |t: Type| {
            let text = t.to_string();
            text == "f32"
                || text == "f64"
                || text == "f80"
                || text
                    .strip_prefix('i')
                    .and_then(|w| w.parse::<u32>().ok())
                    .is_some_and(|w| (1..=64).contains(&w))
        };
        if scalar(r#type) {
            return Some(Shape::Scalar);
        }
        // SAFETY: the type is live in `context`; the queries only read it.
        if unsafe { mlir_sys::mlirTypeIsALLVMStructType(r#type.to_raw()) } {
            let count = unsafe { mlir_sys::mlirLLVMStructTypeGetNumElementTypes(r#type.to_raw()) };
            let members: Vec<Type> = (0..count)
                .map(|i| unsafe {
                    Type::from_raw(mlir_sys::mlirLLVMStructTypeGetElementType(
                        r#type.to_raw(),
                        i,
                    ))
                })
                .collect();
            return (!members.is_empty() && members.iter().all(|m| scalar(*m)))
                .then_some(Shape::Struct { members });
        }
        // `!llvm.array<N x T>` (the C API has no query of the count: it is
        // read from the type's text).
        let text = r#type.to_string();
        let count = text
            .strip_prefix("!llvm.array<")?
            .split_once(" x ")?
            .0
            .trim()
            .parse::<u64>()
            .ok()
            .filter(|c| *c > 0)?;
        // SAFETY: an LLVM array type (checked above); its element type
        // lives in the same context.
        let element =
            unsafe { Type::from_raw(mlir_sys::mlirLLVMArrayTypeGetElementType(r#type.to_raw())) };
        if !scalar(element) {
            return None;
        }
        Some(Shape::Array { element, count })
    }

    /// Each element of an aggregate: its index in the aggregate (an
    /// array's element, a struct's member) and its type.
    pub(crate) fn leaves(&self) -> Vec<(i32, Type<'c>)> {
        match self {
            Shape::Scalar => Vec::new(),
            Shape::Array { element, count } => (0..i32::try_from(*count).unwrap_or(i32::MAX))
                .map(|k| (k, *element))
                .collect(),
            Shape::Struct { members } => (0..).zip(members.iter().copied()).collect(),
            Shape::Section { .. } => Vec::new(),
        }
    }

    /// The scalar types it holds (one for an array).
    fn scalars(&self, r#type: Type<'c>) -> Vec<Type<'c>> {
        match self {
            Shape::Scalar => vec![r#type],
            Shape::Array { element, .. } | Shape::Section { element } => vec![*element],
            Shape::Struct { members } => members.clone(),
        }
    }
}

impl<'c> Reduction<'c> {
    /// Whether the reduction is by reference (an array or a struct).
    pub(crate) fn byref(&self) -> bool {
        !matches!(self.shape, Shape::Scalar)
    }

    /// The symbol of the `omp.declare_reduction`.
    pub(crate) fn symbol(&self) -> String {
        ReductionSymbol {
            operator: self.operator,
            unsigned: self.unsigned,
            r#type: match (&self.shape, self.boolean) {
                (Shape::Section { .. }, true) => {
                    format!("section_{}_bool", type_mangle(self.r#type))
                }
                (Shape::Section { .. }, false) => format!("section_{}", type_mangle(self.r#type)),
                (_, true) => format!("{}_bool", type_mangle(self.r#type)),
                // (`type_mangle` never writes two underscores.)
                (_, false) if !self.members.is_empty() => format!(
                    "{}__{}",
                    type_mangle(self.r#type),
                    self.members.iter().map(|m| m.letter()).collect::<String>()
                ),
                (_, false) => type_mangle(self.r#type),
            },
        }
        .name()
    }

    /// The reduction of the struct member `index` alone (a scalar).
    fn member(&self, index: usize, r#type: Type<'c>) -> Self {
        let (unsigned, boolean) = match self.members.get(index) {
            Some(Member::Plain) => (false, false),
            Some(Member::Unsigned) => (true, false),
            Some(Member::Bool) => (matches!(self.operator, Operator::Max | Operator::Min), true),
            None => (self.unsigned, self.boolean),
        };
        Reduction {
            r#type,
            shape: Shape::Scalar,
            unsigned,
            boolean,
            members: Vec::new(),
            ..self.clone()
        }
    }

    /// Whether the variable is a section's descriptor.
    pub(crate) fn is_section(&self) -> bool {
        matches!(self.shape, Shape::Section { .. })
    }
}

/// The element count of an `acc.reduction` of a section of a run-time
/// length (its `acc.bounds`' extent), `None` for any other.
pub(crate) fn extent<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Value<'c, 'a>> {
    let bounds = acc2omp_dialects::ops::operand_group(op, crate::acc::operands::data_entry::BOUNDS);
    let bound = crate::ir::defining_op(*bounds.first()?)?;
    acc2omp_dialects::ops::operand_group(bound, crate::acc::operands::bounds::EXTENT)
        .first()
        .copied()
}

/// Fills the descriptor `slot` (an `!llvm.struct<(ptr, i64)>` alloca) with
/// `data` and `count` (an `i64`) at the insertion point.
pub(crate) fn fill_descriptor<'c>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    slot: Value<'c, '_>,
    data: Value<'c, '_>,
    count: Value<'c, '_>,
    location: Location<'c>,
) {
    let descriptor = Type::parse(context, DESCRIPTOR).expect("built here: known type");
    let pointer = Type::parse(context, "!llvm.ptr").expect("built here: known type");
    rewriter.insert(
        OperationBuilder::new("llvm.store", location)
            .add_operands(&[data, slot])
            .build()
            .expect("built here: valid llvm.store"),
    );
    let count_slot = rewriter.insert(
        OperationBuilder::new("llvm.getelementptr", location)
            .add_operands(&[slot])
            .add_attributes(&[
                (
                    melior::ir::Identifier::new(context, "rawConstantIndices"),
                    melior::ir::Attribute::parse(context, "array<i32: 0, 1>")
                        .expect("built here: valid indices"),
                ),
                (
                    melior::ir::Identifier::new(context, "elem_type"),
                    melior::ir::attribute::TypeAttribute::new(descriptor).into(),
                ),
            ])
            .add_results(&[pointer])
            .build()
            .expect("built here: valid llvm.getelementptr"),
    );
    rewriter.insert(
        OperationBuilder::new("llvm.store", location)
            .add_operands(&[
                count,
                count_slot.result(0).expect("built here: one result").into(),
            ])
            .build()
            .expect("built here: valid llvm.store"),
    );
}

/// The data of the descriptor `descriptor` (a load at the insertion point).
pub(crate) fn descriptor_data<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    descriptor: Value<'c, 'a>,
    location: Location<'c>,
) -> Value<'c, 'a> {
    let pointer = Type::parse(context, "!llvm.ptr").expect("built here: known type");
    let load = rewriter.insert(
        OperationBuilder::new("llvm.load", location)
            .add_operands(&[descriptor])
            .add_results(&[pointer])
            .build()
            .expect("built here: valid llvm.load"),
    );
    // SAFETY: the load is in the region of `descriptor`'s users: its result
    // lives as long as the values of that region.
    unsafe { Value::from_raw(load.result(0).expect("built here: one result").to_raw()) }
}

/// Reads an `acc.reduction` op: its recipe's operator and its `varType`.
pub(crate) fn analyze<'c>(op: OperationRef<'c, '_>) -> Result<Reduction<'c>, NoMatch> {
    crate::acc::reject_const(op, "reduction")?;
    let location = op.location();
    let name = op
        .attribute("name")
        .map(|n| n.to_string().trim_matches('"').to_string())
        .unwrap_or_else(|_| "<unnamed>".into());
    let r#type = crate::ir::type_attribute(op, "varType")
        .ok_or_else(|| NoMatch::unsupported_at(location, "'acc.reduction' without 'varType'"))?;
    let recipe_name = op
        .attribute("recipe")
        .ok()
        .and_then(|r| FlatSymbolRefAttribute::try_from(r).ok())
        .map(|r| r.value().to_string())
        .ok_or_else(|| NoMatch::unsupported_at(location, "'acc.reduction' without a recipe"))?;
    let recipe = find_symbol(op, &recipe_name)
        .filter(|candidate| op_name(candidate) == "acc.reduction.recipe")
        .ok_or_else(|| {
            NoMatch::error_at(
                location,
                format!("reduction recipe '@{recipe_name}' not found"),
            )
        })?;
    let operator_text = recipe
        .attribute("reductionOperator")
        .map(|a| a.to_string())
        .unwrap_or_default();
    let operator = operator_text
        .rsplit_once('<')
        .and_then(|(_, rest)| Operator::from_mnemonic(rest.trim_end_matches('>').trim()))
        .ok_or_else(|| {
            NoMatch::unsupported_at(
                location,
                format!("reduction operator {operator_text} of '@{recipe_name}'"),
            )
        })?;
    let unsigned = collect_nested(recipe, |_| true)
        .into_iter()
        .any(|o| compares_unsigned(o));
    let boolean = !matches!(operator, Operator::LogicalAnd | Operator::LogicalOr)
        && collect_nested(recipe, |_| true)
            .into_iter()
            .any(|o| keeps_boolean(o));
    let bounds = acc2omp_dialects::ops::operand_group(op, crate::acc::operands::data_entry::BOUNDS);
    let section = match bounds.len() {
        0 => None,
        1 if extent(op).is_some() => Some(Shape::Section { element: r#type }),
        _ => {
            return Err(NoMatch::unsupported_at(
                location,
                format!("reduction of '{name}' with bounds other than one section's extent"),
            ));
        }
    };
    if section.is_some() && !matches!(Shape::of(r#type), Some(Shape::Scalar)) {
        return Err(NoMatch::unsupported_at(
            location,
            format!(
                "reduction of a section of '{name}' of {} elements (integer, f32, f64 and f80 \
                 elements are supported)",
                r#type
            ),
        ));
    }
    let shape = section.or_else(|| Shape::of(r#type)).ok_or_else(|| {
        NoMatch::unsupported_at(
            location,
            format!(
                "reduction of '{name}' of type {} (integer, f32, f64 and f80 scalars, arrays \
                 of them and structs of them are supported)",
                r#type
            ),
        )
    })?;
    // A struct whose members combine differently: each member's way, read
    // from the combiner's store of that member.
    let (unsigned, boolean, members) = match &shape {
        Shape::Struct { members } => {
            let kinds = member_kinds(recipe, operator);
            if kinds.len() == members.len() && kinds.iter().any(|k| *k != kinds[0]) {
                (false, false, kinds)
            } else {
                (unsigned, boolean, Vec::new())
            }
        }
        _ => (unsigned, boolean, Vec::new()),
    };
    let reduction = Reduction {
        operator,
        r#type,
        shape,
        unsigned,
        boolean,
        members,
        name,
    };
    declaration_text(&reduction).map_err(|message| NoMatch::error_at(location, message))?;
    Ok(reduction)
}

/// Whether `op` compares without sign (`max`/`min` of unsigned integers).
fn compares_unsigned(op: OperationRef) -> bool {
    matches!(op_name(&op), "arith.maxui" | "arith.minui")
}

/// Whether `op` makes a `_Bool` 0 or 1 (`arith.cmpi ne` of an `i8`).
fn keeps_boolean(op: OperationRef) -> bool {
    op_name(&op) == "arith.cmpi"
        && op
            .attribute("predicate")
            .is_ok_and(|p| p.to_string().starts_with("1 "))
        && op.operand(0).is_ok_and(|v| v.r#type().to_string() == "i8")
}

/// How a struct recipe's combiner combines each member: the ops that
/// compute each `llvm.store` of its combiner, in order (the front end
/// stores member `i` `i`-th; empty when the combiner is not so).
fn member_kinds(recipe: OperationRef, operator: Operator) -> Vec<Member> {
    let Some(block) = recipe.region(1).ok().and_then(|r| r.first_block()) else {
        return Vec::new();
    };
    let logical = matches!(operator, Operator::LogicalAnd | Operator::LogicalOr);
    let mut kinds = Vec::new();
    let mut current = block.first_operation();
    while let Some(op) = current {
        current = op.next_in_block();
        if op_name(&op) != "llvm.store" {
            continue;
        }
        // The store's value and what computes it.
        let mut pending: Vec<OperationRef> = op
            .operand(0)
            .ok()
            .and_then(crate::ir::defining_op)
            .into_iter()
            .collect();
        let mut seen = Vec::new();
        let (mut unsigned, mut boolean) = (false, false);
        while let Some(def) = pending.pop() {
            if seen.contains(&def) {
                continue;
            }
            seen.push(def);
            unsigned |= compares_unsigned(def);
            boolean |= !logical && keeps_boolean(def);
            pending.extend(def.operands().filter_map(crate::ir::defining_op));
        }
        kinds.push(match (boolean, unsigned) {
            (true, _) => Member::Bool,
            (false, true) => Member::Unsigned,
            (false, false) => Member::Plain,
        });
    }
    kinds
}

/// Declares the `omp.declare_reduction` for `reduction` in the module of
/// `user` (once per module).
pub(crate) fn declare(
    rewriter: &RewriterBase,
    context: &Context,
    user: OperationRef,
    reduction: &Reduction,
) {
    let text = declaration_text(reduction).expect("checked by analyze");
    if reduction.is_section() {
        // (Its regions call `malloc` and `free`.)
        for (name, signature) in [("malloc", "(i64) -> !llvm.ptr"), ("free", "(!llvm.ptr)")] {
            declare_symbol(
                rewriter,
                context,
                user,
                name,
                &format!("llvm.func @{name}{signature}"),
            );
        }
    }
    declare_symbol(rewriter, context, user, &reduction.symbol(), &text);
    if reduction.is_section() {
        return;
    }
    // An aggregate's: its elements' by-value declarations too (the GPU
    // back end reduces element by element: [`leaf_symbol`]).
    if reduction.byref() {
        for (index, r#type) in reduction
            .shape
            .scalars(reduction.r#type)
            .into_iter()
            .enumerate()
        {
            declare(rewriter, context, user, &reduction.member(index, r#type));
        }
    }
}

/// The by-value declaration of one element, `index` of type `leaf`, of the
/// aggregate reduction `symbol` (which [`declare`] declares beside it).
pub(crate) fn leaf_symbol(symbol: &str, index: usize, leaf: Type) -> Option<String> {
    let aggregate = ReductionSymbol::parse(symbol)?;
    // A struct of members that combine differently: the member's letter.
    let member = match aggregate.r#type.split_once("__") {
        Some((_, letters)) => Some(Member::from_letter(letters.chars().nth(index)?)?),
        None => None,
    };
    let (unsigned, boolean) = match member {
        Some(Member::Plain) => (false, false),
        Some(Member::Unsigned) => (true, false),
        Some(Member::Bool) => (
            matches!(aggregate.operator, Operator::Max | Operator::Min),
            true,
        ),
        None => (aggregate.unsigned, aggregate.r#type.ends_with("_bool")),
    };
    Some(
        ReductionSymbol {
            r#type: if boolean {
                format!("{}_bool", type_mangle(leaf))
            } else {
                type_mangle(leaf)
            },
            unsigned,
            ..aggregate
        }
        .name(),
    )
}

/// The `omp.declare_reduction` in MLIR text, or why the operator does not
/// apply to the type.
fn declaration_text(reduction: &Reduction) -> Result<String, String> {
    let symbol = reduction.symbol();
    let t = reduction.r#type.to_string();
    let parts = reduction
        .shape
        .scalars(reduction.r#type)
        .iter()
        .enumerate()
        .map(|(index, scalar)| {
            scalar_parts(
                &reduction.member(index, *scalar),
                &scalar.to_string(),
                &index.to_string(),
            )
        })
        .collect::<Result<Vec<_>, _>>()?;
    match &reduction.shape {
        Shape::Scalar => {
            let (identity, combiner) = &parts[0];
            Ok(format!(
                "omp.declare_reduction @{symbol} : {t} init {{\n^bb0(%o: {t}):\n  {identity}\n  \
                 omp.yield(%i0 : {t})\n}} combiner {{\n^bb0(%x0: {t}, %y0: {t}):\n  {combiner}\n  \
                 omp.yield(%r0 : {t})\n}}"
            ))
        }
        Shape::Array { element, count } => {
            let e = element.to_string();
            let (identity, combiner) = &parts[0];
            // One loop over the elements: `%k` the index, `%pe`/`%qe` the
            // elements of the two operands.
            let each = |operands: &[&str], body: &str| {
                let geps: String = operands
                    .iter()
                    .map(|name| {
                        format!(
                            "    %{name}e = llvm.getelementptr %{name}[0, %k64] : (!llvm.ptr, i64) \
                             -> !llvm.ptr, {t}\n"
                        )
                    })
                    .collect();
                format!(
                    "  %lo = arith.constant 0 : index\n  %hi = arith.constant {count} : index\n  \
                     %step = arith.constant 1 : index\n  scf.for %k = %lo to %hi step %step {{\n    \
                     %k64 = arith.index_cast %k : index to i64\n{geps}{body}  }}\n"
                )
            };
            let init = each(
                &["p"],
                &format!("    llvm.store %i0, %pe : {e}, !llvm.ptr\n"),
            );
            let combine = each(
                &["p", "q"],
                &format!(
                    "    %x0 = llvm.load %pe : !llvm.ptr -> {e}\n    %y0 = llvm.load %qe : !llvm.ptr -> {e}\n    \
                     {combiner}\n    llvm.store %r0, %pe : {e}, !llvm.ptr\n"
                ),
            );
            Ok(byref_text(
                &symbol,
                &t,
                &format!("  {identity}\n{init}"),
                &combine,
            ))
        }
        Shape::Struct { members } => {
            let mut init = String::new();
            let mut combine = String::new();
            for (index, (member, (identity, combiner))) in members.iter().zip(&parts).enumerate() {
                let m = member.to_string();
                let gep = |name: &str| {
                    format!(
                        "  %{name}{index} = llvm.getelementptr %{name}[0, {index}] : (!llvm.ptr) -> \
                         !llvm.ptr, {t}\n"
                    )
                };
                init.push_str(&format!(
                    "{}  {identity}\n  llvm.store %i{index}, %p{index} : {m}, !llvm.ptr\n",
                    gep("p")
                ));
                combine.push_str(&format!(
                    "{}{}  %x{index} = llvm.load %p{index} : !llvm.ptr -> {m}\n  \
                     %y{index} = llvm.load %q{index} : !llvm.ptr -> {m}\n  {combiner}\n  \
                     llvm.store %r{index}, %p{index} : {m}, !llvm.ptr\n",
                    gep("p"),
                    gep("q")
                ));
            }
            Ok(byref_text(&symbol, &t, &init, &combine))
        }
        Shape::Section { element } => {
            let e = element.to_string();
            let (identity, combiner) = &parts[0];
            // Bytes per element (`i1`: one).
            let size = element_bits(&e).div_ceil(8);
            // One loop over the `%len` elements of `%pd` (and `%qd`).
            let each = |operands: &[&str], body: &str| {
                let geps: String = operands
                    .iter()
                    .map(|name| {
                        format!(
                            "    %{name}e = llvm.getelementptr %{name}d[%k64] : (!llvm.ptr, i64) \
                             -> !llvm.ptr, {e}\n"
                        )
                    })
                    .collect();
                format!(
                    "  %lo = arith.constant 0 : index\n  %hi = arith.index_cast %len : i64 to index\n  \
                     %step = arith.constant 1 : index\n  scf.for %k = %lo to %hi step %step {{\n    \
                     %k64 = arith.index_cast %k : index to i64\n{geps}{body}  }}\n"
                )
            };
            let count = |descriptor: &str| {
                format!(
                    "  %lenp = llvm.getelementptr %{descriptor}[0, 1] : (!llvm.ptr) -> !llvm.ptr, \
                     {DESCRIPTOR}\n  %len = llvm.load %lenp : !llvm.ptr -> i64\n"
                )
            };
            let init = format!(
                "{}  %size = llvm.mlir.constant({size} : i64) : i64\n  \
                 %bytes = arith.muli %len, %size : i64\n  \
                 %pd = llvm.call @malloc(%bytes) : (i64) -> !llvm.ptr\n  \
                 llvm.store %pd, %p : !llvm.ptr, !llvm.ptr\n  \
                 %plen = llvm.getelementptr %p[0, 1] : (!llvm.ptr) -> !llvm.ptr, {DESCRIPTOR}\n  \
                 llvm.store %len, %plen : i64, !llvm.ptr\n  {identity}\n{}",
                count("mold"),
                each(
                    &["p"],
                    &format!("    llvm.store %i0, %pe : {e}, !llvm.ptr\n")
                )
            );
            let combine = format!(
                "  %pd = llvm.load %p : !llvm.ptr -> !llvm.ptr\n  \
                 %qd = llvm.load %q : !llvm.ptr -> !llvm.ptr\n{}{}",
                count("p"),
                each(
                    &["p", "q"],
                    &format!(
                        "    %x0 = llvm.load %pe : !llvm.ptr -> {e}\n    %y0 = llvm.load %qe : !llvm.ptr -> {e}\n    \
                         {combiner}\n    llvm.store %r0, %pe : {e}, !llvm.ptr\n"
                    ),
                )
            );
            Ok(format!(
                "omp.declare_reduction @{symbol} : !llvm.ptr alloc {{\n  \
                 %one = llvm.mlir.constant(1 : i64) : i64\n  \
                 %a = llvm.alloca %one x {DESCRIPTOR} : (i64) -> !llvm.ptr\n  omp.yield(%a : !llvm.ptr)\n}} \
                 init {{\n^bb0(%mold: !llvm.ptr, %p: !llvm.ptr):\n{init}  omp.yield(%p : !llvm.ptr)\n}} \
                 combiner {{\n^bb0(%p: !llvm.ptr, %q: !llvm.ptr):\n{combine}  omp.yield(%p : !llvm.ptr)\n}} \
                 cleanup {{\n^bb0(%p: !llvm.ptr):\n  %pd = llvm.load %p : !llvm.ptr -> !llvm.ptr\n  \
                 llvm.call @free(%pd) : (!llvm.ptr) -> ()\n  omp.yield\n}}\n\
                 llvm.func @malloc(i64) -> !llvm.ptr\nllvm.func @free(!llvm.ptr)"
            ))
        }
    }
}

/// The width in bits of a scalar MLIR type (`iN`, `f32`, `f64`).
fn element_bits(t: &str) -> u64 {
    match t {
        "f32" => 32,
        "f64" => 64,
        // x86's `long double`: 10 bytes stored in 16.
        "f80" => 128,
        _ => t
            .strip_prefix('i')
            .and_then(|w| w.parse().ok())
            .unwrap_or(64),
    }
}

/// A declaration by reference of an aggregate `t`: `init` stores the
/// identity through `%p` (the private copy), `combine` combines `%q` (the
/// right operand) into `%p`.
fn byref_text(symbol: &str, t: &str, init: &str, combine: &str) -> String {
    format!(
        "omp.declare_reduction @{symbol} : !llvm.ptr alloc {{\n  \
         %one = llvm.mlir.constant(1 : i64) : i64\n  \
         %a = llvm.alloca %one x {t} : (i64) -> !llvm.ptr\n  omp.yield(%a : !llvm.ptr)\n}} \
         init {{\n^bb0(%mold: !llvm.ptr, %p: !llvm.ptr):\n{init}  omp.yield(%p : !llvm.ptr)\n}} \
         combiner {{\n^bb0(%p: !llvm.ptr, %q: !llvm.ptr):\n{combine}  omp.yield(%p : !llvm.ptr)\n}}"
    )
}

/// The identity of the reduction on a scalar of type `t` (an op defining
/// `%i<s>`) and its combiner (ops of `%x<s>` and `%y<s>` defining `%r<s>`),
/// or why the operator does not apply to the type.
fn scalar_parts(reduction: &Reduction, t: &str, s: &str) -> Result<(String, String), String> {
    let bits = |prefix: char| -> Option<u32> {
        t.strip_prefix(prefix)
            .and_then(|rest| rest.parse::<u32>().ok())
    };
    let (identity, combiner) = if let Some(width) = bits('i').filter(|w| (1..=64).contains(w)) {
        let max = if width == 64 {
            i64::MAX as i128
        } else {
            (1i128 << (width - 1)) - 1
        };
        let min = -max - 1;
        let all_ones: i128 = -1;
        let simple =
            |identity: i128, op: &str| (identity, format!("%r{s} = arith.{op} %x{s}, %y{s} : {t}"));
        let (identity, combine) = match (reduction.operator, reduction.unsigned) {
            (Operator::Add, _) => simple(0, "addi"),
            (Operator::Mul, _) => simple(1, "muli"),
            (Operator::Max, false) => simple(min, "maxsi"),
            (Operator::Max, true) => simple(0, "maxui"),
            (Operator::Min, false) => simple(max, "minsi"),
            (Operator::Min, true) => simple(all_ones, "minui"),
            (Operator::BitAnd, _) => simple(all_ones, "andi"),
            (Operator::BitOr, _) => simple(0, "ori"),
            (Operator::BitXor, _) => simple(0, "xori"),
            (Operator::LogicalAnd | Operator::LogicalOr, _) => {
                let (identity, join) = if reduction.operator == Operator::LogicalAnd {
                    (1, "andi")
                } else {
                    (0, "ori")
                };
                (
                    identity,
                    format!(
                        "%z{s} = arith.constant 0 : {t}\n  %a{s} = arith.cmpi ne, %x{s}, %z{s} : {t}\n  \
                         %b{s} = arith.cmpi ne, %y{s}, %z{s} : {t}\n  %c{s} = arith.{join} %a{s}, %b{s} : i1\n  \
                         %r{s} = arith.extui %c{s} : i1 to {t}"
                    ),
                )
            }
        };
        let identity = if width == 1 { identity & 1 } else { identity };
        let combine = if reduction.boolean && t == "i8" {
            // `_Bool`: the combination made 0 or 1.
            format!(
                "{}\n  %zb{s} = arith.constant 0 : i8\n  %nb{s} = arith.cmpi ne, %w{s}, %zb{s} : i8\n  \
                 %r{s} = arith.extui %nb{s} : i1 to i8",
                combine.replacen(&format!("%r{s} ="), &format!("%w{s} ="), 1)
            )
        } else {
            combine
        };
        (format!("%i{s} = arith.constant {identity} : {t}"), combine)
    } else if t == "f32" || t == "f64" || t == "f80" {
        // (Infinities as their bits; x87's 80-bit format has an explicit
        // integer bit.)
        let (inf, neg_inf) = match t {
            "f32" => ("0x7F800000", "0xFF800000"),
            "f64" => ("0x7FF0000000000000", "0xFFF0000000000000"),
            _ => ("0x7FFF8000000000000000", "0xFFFF8000000000000000"),
        };
        let simple = |identity: &str, op: &str| {
            (
                identity.to_string(),
                format!("%r{s} = arith.{op} %x{s}, %y{s} : {t}"),
            )
        };
        let (identity, combine) = match reduction.operator {
            Operator::Add => simple("0.0", "addf"),
            Operator::Mul => simple("1.0", "mulf"),
            Operator::Max => simple(neg_inf, "maxnumf"),
            Operator::Min => simple(inf, "minnumf"),
            Operator::LogicalAnd | Operator::LogicalOr => {
                let (identity, join) = if reduction.operator == Operator::LogicalAnd {
                    ("1.0", "andi")
                } else {
                    ("0.0", "ori")
                };
                (
                    identity.to_string(),
                    format!(
                        "%z{s} = arith.constant 0.0 : {t}\n  %a{s} = arith.cmpf une, %x{s}, %z{s} : {t}\n  \
                         %b{s} = arith.cmpf une, %y{s}, %z{s} : {t}\n  %c{s} = arith.{join} %a{s}, %b{s} : i1\n  \
                         %r{s} = arith.uitofp %c{s} : i1 to {t}"
                    ),
                )
            }
            Operator::BitAnd | Operator::BitOr | Operator::BitXor => {
                return Err(format!(
                    "reduction operator '{}' is not valid for the floating-point variable '{}'",
                    reduction.operator.spelling(),
                    reduction.name
                ));
            }
        };
        (format!("%i{s} = arith.constant {identity} : {t}"), combine)
    } else {
        return Err(format!(
            "unsupported: reduction of '{}' of type {t} (integer, f32, f64 and f80 scalars, arrays of \
             them and structs of them are supported)",
            reduction.name
        ));
    };
    Ok((identity, combiner))
}
