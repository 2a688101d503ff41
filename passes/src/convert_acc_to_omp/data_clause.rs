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

use super::ConvertAccToOmpOptions;
use crate::driver::NoMatch;
use acc2omp_dialects::{
    omp,
    ops::{known_attribute, op_name, operand_group, users, with_operand_segments},
};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, Location, OperationRef, Type, Value, ValueLike,
        attribute::TypeAttribute,
        operation::{OperationLike, OperationMutLike},
    },
};

/// The OpenACC data clause an entry op stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Clause {
    Copy,
    Copyin,
    Copyout,
    Create,
    Present,
    /// `no_create`: Clacc's `-fopenacc-no-create-omp=no-ompx-no-alloc`
    /// translation, `map(hold, alloc)`; MLIR 22 has no `ompx_no_alloc` map
    /// flag for the default one.
    NoCreate,
}

impl Clause {
    /// The clause as OpenACC spells it.
    pub(super) fn spelling(self) -> &'static str {
        match self {
            Clause::Copy => "copy",
            Clause::Copyin => "copyin",
            Clause::Copyout => "copyout",
            Clause::Create => "create",
            Clause::Present => "present",
            Clause::NoCreate => "no_create",
        }
    }

    /// The flags of the OpenMP map for this clause, in the attribute syntax
    /// (`present|ompx_hold|storage`).
    pub(super) fn map_flags(self, options: &ConvertAccToOmpOptions) -> String {
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

/// A data entry op listed in a construct's `dataOperands`.
#[derive(Debug)]
pub(super) struct DataEntry<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub clause: Clause,
    /// The host address (`varPtr`).
    pub var: Value<'c, 'a>,
    /// The type of the data at that address (`varType`).
    pub var_type: Type<'c>,
    /// The `acc.bounds` of an array section, rank 0 first.
    pub bounds: Vec<OperationRef<'c, 'a>>,

    /// The exit ops (`acc.copyout`, `acc.delete`) after the construct that
    /// end the lifetime this op began.
    pub exits: Vec<OperationRef<'c, 'a>>,
}

/// Reads the entry op that defines `value`, a `dataOperands` operand of
/// `construct` (`construct_name` for diagnostics), and its exit ops.
///
/// The map type follows what the ops do, not the `dataClause` attribute
/// (which only records the clause's spelling): data is copied in when the
/// entry op is `acc.copyin` and copied out when an `acc.copyout` ends the
/// lifetime. The attribute only rules out variants not converted yet
/// (`zero`).
pub(super) fn analyze_entry<'c, 'a>(
    value: Value<'c, 'a>,
    construct: OperationRef<'c, 'a>,
    construct_name: &str,
    options: &ConvertAccToOmpOptions,
) -> Result<DataEntry<'c, 'a>, NoMatch> {
    let Some(op) = defining_op(value) else {
        return Err(NoMatch::unsupported(format!(
            "a data operand of '{construct_name}' that is not the result of a data clause operation"
        )));
    };
    let name = op_name(&op);
    let data_clause = op
        .inherent_attribute("dataClause")
        .map(|a| a.to_string())
        .unwrap_or_default();
    // `#acc<data_clause acc_copyin>` -> `copyin`
    let spelling = data_clause
        .trim_start_matches("#acc<data_clause ")
        .trim_end_matches('>')
        .trim_start_matches("acc_");
    let converted: &[&str] = match name.as_str() {
        // `reduction`: the implicit `copy` of a reduction variable.
        "acc.copyin" => &["copy", "copyin", "copyin_readonly", "reduction"],
        "acc.create" => &["create", "copyout"],
        "acc.present" => &["present"],
        "acc.nocreate" => &["no_create"],
        other => {
            return Err(NoMatch::unsupported(format!(
                "data clause operation '{other}' on '{construct_name}'"
            )));
        }
    };
    if !converted.contains(&spelling) {
        return Err(NoMatch::unsupported(format!(
            "data clause '{spelling}' ('{name}') on '{construct_name}'"
        )));
    }
    if let Ok(modifiers) = op.inherent_attribute("modifiers") {
        // `#acc<data_clause_modifier readonly>`; several are joined by `,`.
        let modifiers = modifiers.to_string();
        let list = modifiers
            .split_once(' ')
            .map_or("", |(_, list)| list)
            .trim_end_matches('>');
        if list
            .split([',', '|'])
            .any(|m| !matches!(m.trim(), "none" | "readonly"))
        {
            return Err(NoMatch::unsupported(format!(
                "modifier {modifiers} of the '{spelling}' clause on '{construct_name}'"
            )));
        }
    }
    // Operand groups of a data entry op: var, varPtrPtr, bounds, async.
    let var = operand_group(op, 0)
        .into_iter()
        .next()
        .ok_or(NoMatch::NotApplicable)?;
    if !operand_group(op, 1).is_empty() {
        return Err(NoMatch::unsupported(format!(
            "'varPtrPtr' on a '{spelling}' clause of '{construct_name}'"
        )));
    }
    if !options.fake_async_wait
        && (!operand_group(op, 3).is_empty() || op.inherent_attribute("asyncOnly").is_ok())
    {
        return Err(NoMatch::unsupported(format!(
            "'async' on a '{spelling}' clause of '{construct_name}'"
        )));
    }
    let var_type = super::build::type_attribute(op, "varType").ok_or(NoMatch::NotApplicable)?;
    let mut bounds = Vec::new();
    for bound in operand_group(op, 2) {
        match defining_op(bound) {
            Some(b) if op_name(&b) == "acc.bounds" => bounds.push(b),
            _ => {
                return Err(NoMatch::unsupported(format!(
                    "bounds of a '{spelling}' clause that are not 'acc.bounds'"
                )));
            }
        }
    }

    // Every use of the device copy outside the construct must be an exit op.
    let result: Value = op.result(0).map_err(|_| NoMatch::NotApplicable)?.into();
    let mut exits = Vec::new();
    for user in users(result) {
        if acc2omp_dialects::ops::is_ancestor(construct, user) {
            continue;
        }
        match op_name(&user).as_str() {
            "acc.copyout" if !user.operands().any(|v| v == var) => {
                return Err(NoMatch::unsupported(format!(
                    "'acc.copyout' of a '{spelling}' clause to another variable than it came from"
                )));
            }
            "acc.copyout" | "acc.delete" => exits.push(user),
            other => {
                return Err(NoMatch::unsupported(format!(
                    "the device copy of a '{spelling}' clause is used by '{other}' outside of the construct"
                )));
            }
        }
    }
    let copies_out = exits.iter().any(|e| op_name(e) == "acc.copyout");
    let clause = match (name.as_str(), copies_out) {
        ("acc.copyin", true) => Clause::Copy,
        ("acc.copyin", false) => Clause::Copyin,
        ("acc.create", true) => Clause::Copyout,
        ("acc.create", false) => Clause::Create,
        ("acc.nocreate", false) => Clause::NoCreate,
        (_, false) => Clause::Present,
        (_, true) => {
            return Err(NoMatch::unsupported(format!(
                "'acc.copyout' after a '{spelling}' clause on '{construct_name}'"
            )));
        }
    };
    Ok(DataEntry {
        op,
        clause,
        var,
        var_type,
        bounds,
        exits,
    })
}

/// The data entry ops listed in operand group `group` of `construct`, each
/// once, analyzed.
pub(super) fn analyze_entries<'c, 'a>(
    construct: OperationRef<'c, 'a>,
    group: usize,
    construct_name: &str,
    options: &ConvertAccToOmpOptions,
) -> Result<Vec<DataEntry<'c, 'a>>, NoMatch> {
    let mut entries: Vec<DataEntry> = Vec::new();
    for value in operand_group(construct, group) {
        if entries.iter().any(|e| Some(e.op) == defining_op(value)) {
            continue;
        }
        // `deviceptr` operands are used by value: compute constructs
        // replace them with the pointer before this and erase them after.
        if construct_name != "acc.data"
            && defining_op(value).is_some_and(|d| op_name(&d) == "acc.deviceptr")
        {
            continue;
        }
        entries.push(analyze_entry(value, construct, construct_name, options)?);
    }
    Ok(entries)
}

/// Erases the data entry ops of a converted construct, the exit ops that
/// close them, and their `acc.bounds` once nothing else uses them.
pub(super) fn erase_entries(rewriter: &RewriterBase, entries: &[DataEntry]) {
    let mut bounds: Vec<OperationRef> = Vec::new();
    for entry in entries {
        for exit in &entry.exits {
            rewriter.erase_op(*exit);
        }
        bounds.extend(entry.bounds.iter().copied());
        rewriter.erase_op(entry.op);
    }
    erase_unused_bounds(rewriter, bounds);
}

/// Erases each of `bounds` (once, duplicates allowed) that nothing uses.
pub(super) fn erase_unused_bounds(rewriter: &RewriterBase, bounds: Vec<OperationRef>) {
    let mut erased: Vec<OperationRef> = Vec::new();
    for bound in bounds {
        let result: Value = bound.result(0).expect("acc.bounds has one result").into();
        if !erased.contains(&bound) && users(result).is_empty() {
            erased.push(bound);
            rewriter.erase_op(bound);
        }
    }
}

/// The `omp.map.bounds` already built for each `acc.bounds` of a construct
/// (clauses that share bounds share the converted ones too).
pub(super) type BoundsCache<'c, 'a> = Vec<(OperationRef<'c, 'a>, Value<'c, 'a>)>;

/// Creates the `omp.map.bounds` and `omp.map.info` for `entry` at the
/// rewriter's insertion point and returns the map.
pub(super) fn build_map_info<'c, 'a>(
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
pub(super) fn map_with_bounds<'c, 'a>(
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
    let map = map_info(
        rewriter,
        context,
        clause_op.location(),
        var,
        var_type,
        flags,
        "ByRef",
        &converted_bounds,
        clause_op.inherent_attribute("name").ok(),
    );
    if let Some(map_op) = defining_op(map) {
        super::build::copy_source(rewriter, clause_op, map_op);
        // An implicit data attribute (the front end's implicit copy of a
        // reduction variable): the printer leaves it to OpenMP's rules.
        if clause_op
            .attribute("implicit")
            .is_ok_and(|a| a.to_string() == "true")
        {
            // SAFETY: a live op the rewriter has just created.
            let mut map_mut =
                unsafe { melior::ir::operation::OperationRefMut::from_raw(map_op.to_raw()) };
            map_mut.set_discardable_attribute(
                acc2omp_dialects::attrs::Flag::Implicit.name(),
                Attribute::unit(context),
            );
        }
    }
    map
}

/// Creates `omp.map.info var_ptr(%var : ptr, type) map_clauses(flags)
/// (`flags` as in the attribute: `to|ompx_hold`)
/// capture(capture) bounds(...)` at the rewriter's insertion point.
#[allow(clippy::too_many_arguments)]
pub(super) fn map_info<'c, 'a>(
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
    let mut op = with_operand_segments(op, &[1, 0, 0, bounds.len()]);
    if let Some(name) = name {
        op.set_inherent_attribute("name", name);
    }
    let op = rewriter.insert(op);
    super::build::result(op)
}

/// `acc.bounds` -> `omp.map.bounds` with the same operands (both are
/// 0-based, in elements, with an inclusive upper bound).
fn build_map_bounds<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    bounds: OperationRef<'c, 'a>,
) -> Value<'c, 'a> {
    let group = |i| operand_group(bounds, i);
    let (lower, upper, extent, stride, start) = (group(0), group(1), group(2), group(3), group(4));
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
        .add_results(&[Type::parse(context, "!omp.map_bounds_ty").expect("known type")])
        .build()
        .expect("valid omp.map.bounds");
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
    super::build::result(op)
}

pub(super) fn defining_op<'c, 'a>(value: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
    melior::ir::operation::OperationResult::try_from(value)
        .ok()
        .map(|r| r.owner())
}
