//! Data clauses: the data entry ops before a construct (`acc.copyin`,
//! `acc.create`, `acc.present`) become `omp.map.info` entries, their
//! `acc.bounds` become `omp.map.bounds`, and the matching exit ops after the
//! construct (`acc.copyout`, `acc.delete`) disappear into the map type.
//!
//! Map types follow Clacc's "Data Directives" table, which also governs the
//! data clauses of compute constructs:
//!
//! | OpenACC            | OpenMP map                          |
//! |--------------------|-------------------------------------|
//! | `copy`             | `ompx_hold, tofrom`                 |
//! | `copyin`           | `ompx_hold, to`                     |
//! | `copyout`          | `ompx_hold, from`                   |
//! | `create`           | `ompx_hold, alloc` (MLIR: `storage`)|
//! | `present`          | `present, ompx_hold, alloc`         |
//! | `no_create`        | `ompx_hold, alloc` (Clacc's `no-ompx-no-alloc`) |
//!
//! `ompx_hold` is dropped with `structured-ref-count=no-hold` and `present`
//! with `present=no-present`, as Clacc's command-line options do.
//!
//! ```mlir
//! %b = acc.bounds lowerbound(%lb : i64) upperbound(%ub : i64) ...
//! %e = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
//! ...
//! acc.copyout accPtr(%e : !llvm.ptr) bounds(%b) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>, name = "a[0:n]"}
//! ==>
//! %mb = omp.map.bounds lower_bound(%lb : i64) upper_bound(%ub : i64) ...
//! %m = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) bounds(%mb) -> !llvm.ptr {name = "a[0:n]"}
//! ```

use super::super::ConvertAccToOmpOptions;
use crate::acc::{
    data_entry::{Clause, DataEntry},
    operands::{bounds as acc_bounds, omp_map_info},
};
use crate::ir::defining_op;
use acc2omp_dialects::{
    omp,
    ops::{known_attribute, operand_group, with_operand_segments},
};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, Location, OperationRef, Type, Value, ValueLike,
        attribute::TypeAttribute,
        operation::{OperationLike, OperationMutLike},
    },
};

impl Clause {
    /// The flags of the OpenMP map for this clause, in the attribute syntax
    /// (`present|ompx_hold|storage`).
    pub(crate) fn map_flags(self, options: &ConvertAccToOmpOptions) -> String {
        let mut flags: Vec<&str> = Vec::new();
        if self == Clause::Present && options.present_modifier {
            flags.push("present");
        }
        if options.hold {
            flags.push("ompx_hold");
        }
        flags.extend_from_slice(match self {
            Clause::Copy => &["to", "from"],
            Clause::Copyin => &["to"],
            Clause::Copyout => &["from"],
            Clause::Create | Clause::Present | Clause::NoCreate => &["storage"],
        });
        flags.join("|")
    }
}

/// The `omp.map.bounds` already built for each `acc.bounds` of a construct
/// (clauses that share bounds share the converted ones too).
pub(crate) type BoundsCache<'c, 'a> = Vec<(OperationRef<'c, 'a>, Value<'c, 'a>)>;

/// Creates the `omp.map.bounds` and `omp.map.info` for `entry` at the
/// rewriter's insertion point and returns the map.
pub(crate) fn build_map_info<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    entry: &DataEntry<'c, 'a>,
    options: &ConvertAccToOmpOptions,
    cache: &mut BoundsCache<'c, 'a>,
) -> Value<'c, 'a> {
    let flags = entry.clause.map_flags(options);
    map_with_bounds(
        rewriter,
        context,
        entry.op,
        entry.var,
        entry.var_type,
        &entry.bounds,
        &flags,
        cache,
    )
}

/// Creates the `omp.map.bounds` of `bounds` (shared through `cache`) and an
/// `omp.map.info` with `flags` for the variable of the data clause op
/// `clause_op` (its location and name are used).
#[allow(clippy::too_many_arguments)]
pub(crate) fn map_with_bounds<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    clause_op: OperationRef<'c, 'a>,
    var: Value<'c, 'a>,
    var_type: Type<'c>,
    bounds: &[OperationRef<'c, 'a>],
    flags: &str,
    cache: &mut BoundsCache<'c, 'a>,
) -> Value<'c, 'a> {
    let mut converted_bounds: Vec<Value> = Vec::new();
    for bound in bounds {
        let converted = match cache.iter().find(|(acc, _)| acc == bound) {
            Some((_, omp)) => *omp,
            None => {
                let omp = build_map_bounds(rewriter, context, *bound);
                cache.push((*bound, omp));
                omp
            }
        };
        converted_bounds.push(converted);
    }
    // `always`, `alwaysin`, `alwaysout`: OpenMP's `always` (the copies of
    // the map's motion happen even for present data).
    let (always_in, always_out) = crate::acc::data_entry::always_modifiers(clause_op);
    let flags = if (always_in || always_out) && !flags.split('|').any(|f| f == "always") {
        format!("always|{flags}")
    } else {
        flags.to_string()
    };
    let map = map_info(
        rewriter,
        context,
        clause_op.location(),
        var,
        var_type,
        &flags,
        "ByRef",
        &converted_bounds,
        clause_op.inherent_attribute("name").ok(),
    );
    if let Some(map_op) = defining_op(map) {
        crate::ir::copy_source(rewriter, clause_op, map_op);
        // An implicit data attribute (the front end's implicit copy of a
        // reduction variable): the printer leaves it to OpenMP's rules.
        // `create(zero: ...)`, `copyout(zero: ...)`: a new device copy
        // starts zeroed (the runtime's flag).
        let implicit = clause_op
            .attribute("implicit")
            .is_ok_and(|a| a.to_string() == "true");
        let zero = clause_op
            .attribute("dataClause")
            .is_ok_and(|a| a.to_string().contains("_zero>"));
        for (on, flag) in [
            (implicit, acc2omp_dialects::attrs::Flag::Implicit),
            (zero, acc2omp_dialects::attrs::Flag::Zero),
        ] {
            if on {
                // SAFETY: a live op the rewriter has just created.
                let mut map_mut =
                    unsafe { melior::ir::operation::OperationRefMut::from_raw(map_op.to_raw()) };
                map_mut.set_discardable_attribute(flag.name(), Attribute::unit(context));
            }
        }
    }
    map
}

/// Creates `omp.map.info var_ptr(%var : ptr, type) map_clauses(flags)
/// (`flags` as in the attribute: `to|ompx_hold`)
/// capture(capture) bounds(...)` at the rewriter's insertion point.
#[allow(clippy::too_many_arguments)]
pub(crate) fn map_info<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    location: Location<'c>,
    var: Value<'c, '_>,
    var_type: Type<'c>,
    flags: &str,
    capture: &str,
    bounds: &[Value<'c, '_>],
    name: Option<Attribute<'c>>,
) -> Value<'c, 'a> {
    let op = omp::MapInfoOperation::builder(context, location)
        .omp_ptr(var.r#type())
        .var_ptr(var)
        .var_type(TypeAttribute::new(var_type))
        .map_type(known_attribute(
            context,
            &format!("#omp<clause_map_flags {flags}>"),
        ))
        .map_capture_type(known_attribute(
            context,
            &format!("#omp<variable_capture_kind({capture})>"),
        ))
        .members(&[])
        .bounds(bounds)
        .build();
    let mut op = with_operand_segments(op, &omp_map_info::segments(bounds.len()));
    if let Some(name) = name {
        op.set_inherent_attribute("name", name);
    }
    let op = rewriter.insert(op);
    crate::ir::result(op)
}

/// `acc.bounds` -> `omp.map.bounds` with the same operands (both are
/// 0-based, in elements, with an inclusive upper bound).
fn build_map_bounds<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    bounds: OperationRef<'c, 'a>,
) -> Value<'c, 'a> {
    let group = |i| operand_group(bounds, i);
    let (lower, upper, extent, stride, start) = (
        group(acc_bounds::LOWER),
        group(acc_bounds::UPPER),
        group(acc_bounds::EXTENT),
        group(acc_bounds::STRIDE),
        group(acc_bounds::START),
    );
    let mut op = melior::ir::operation::OperationBuilder::new("omp.map.bounds", bounds.location())
        .add_operands(
            &[
                lower.as_slice(),
                upper.as_slice(),
                extent.as_slice(),
                stride.as_slice(),
                start.as_slice(),
            ]
            .concat(),
        )
        .add_results(&[Type::parse(context, "!omp.map_bounds_ty").expect("built here: known type")])
        .build()
        .expect("built here: valid omp.map.bounds");
    if let Ok(in_bytes) = bounds.inherent_attribute("strideInBytes") {
        op.set_inherent_attribute("stride_in_bytes", in_bytes);
    }
    let op = with_operand_segments(
        op,
        &[
            lower.len(),
            upper.len(),
            extent.len(),
            stride.len(),
            start.len(),
        ],
    );
    let op = rewriter.insert(op);
    crate::ir::result(op)
}
