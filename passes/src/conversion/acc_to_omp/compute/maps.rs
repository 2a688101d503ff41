//! How values from outside a compute construct enter its target region:
//! the maps of its data clauses and of the maps it adds (gang reductions,
//! firstprivate copies, implicit data attributes), constants cloned inside,
//! scalars mapped by copy.

use super::{Construct, ConvertAccToOmpOptions, plan::ComputePlan, values::stack_slot};
use crate::{
    acc::data_entry::DataEntry,
    conversion::acc_to_omp::clause::{
        map::{build_map_info, map_info},
        reduction::Reduction,
    },
    driver::NoMatch,
    ir::{defined_inside, defining_op, is_scalar_or_pointer},
    transforms::implicit::{self, ImplicitKind},
};
use acc2omp_dialects::ops::{collect_nested, op_name};
use melior::{
    Context, RewriterBase,
    ir::{
        OperationRef, Type, Value, ValueLike,
        operation::{OperationBuilder, OperationLike},
    },
};

/// Ops whose results can be re-created inside the target region.
const CONSTANT_OPS: [&str; 7] = [
    "arith.constant",
    "llvm.mlir.constant",
    "llvm.mlir.addressof",
    "llvm.mlir.zero",
    "llvm.mlir.undef",
    "llvm.mlir.poison",
    "ub.poison",
];

/// How a value from outside the construct enters the target region.
pub(super) enum LiveIn<'c, 'a> {
    /// The device copy of a data clause: a `map_entries` block argument.
    Mapped(usize),
    /// A constant: cloned at the start of the region.
    Constant(OperationRef<'c, 'a>),
    /// An immutable scalar or pointer value: stored to a stack slot, mapped
    /// by copy, loaded. Its map follows the data-clause maps; this is its
    /// place among the by-copy maps.
    ByCopy(usize),
    /// A variable (an `llvm.alloca` outside the construct) without a data
    /// clause: implicitly `firstprivate` when its type is a scalar, `copy`
    /// when it is an aggregate (OpenACC's implicit data attributes). The
    /// type is the alloca's element type.
    Implicit(ImplicitKind, Type<'c>),
}

/// A map the construct needs besides its data clauses': a gang reduction's
/// implicit copy, a firstprivate's copy-in, an implicit data attribute.
pub(super) struct ExtraMap<'c, 'a> {
    pub var: Value<'c, 'a>,
    pub var_type: Type<'c>,
    /// The map flags, in the attribute's syntax (`ompx_hold|to|from`).
    pub flags: String,
    /// The variable's name, for the source printer.
    pub name: Option<melior::ir::Attribute<'c>>,
    /// A scalar with a visible data clause ([`acc2omp_dialects::attrs::Flag::Visible`]).
    pub visible: bool,
    /// An implicitly firstprivate scalar the construct writes
    /// ([`acc2omp_dialects::attrs::Flag::GangCopy`]).
    pub gang_copy: bool,
}

impl<'c, 'a> ExtraMap<'c, 'a> {
    pub(super) fn new(
        var: Value<'c, 'a>,
        var_type: Type<'c>,
        flags: String,
        name: Option<melior::ir::Attribute<'c>>,
    ) -> Self {
        ExtraMap {
            var,
            var_type,
            flags,
            name,
            visible: false,
            gang_copy: false,
        }
    }
}

/// A gang-level reduction: `reduction` on `omp.teams` for a gang-shared
/// variable (Clacc: a loop reduction of a gang-shared variable becomes an
/// implicit reduction on the `acc parallel`).
pub(super) struct TeamReduction<'c, 'a> {
    /// The variable outside the construct: a host pointer or the result of
    /// its data entry op.
    pub var: Value<'c, 'a>,
    pub reduction: Reduction<'c>,
    /// Its map: an index into the maps.
    pub map: usize,
    /// The construct-level `acc.reduction` ops whose result it replaces.
    pub construct_ops: Vec<OperationRef<'c, 'a>>,
    /// A section of a run-time length: its element count, a value from
    /// outside the construct (the team reduction's variable is a descriptor
    /// of the map and the count).
    pub extent: Option<Value<'c, 'a>>,
}

/// Finds every value used in `op`'s region and defined outside it, in first
/// use order, and decides how it enters the target region.
pub(super) fn classify_live_ins<'c, 'a>(
    construct: &Construct,
    op: OperationRef<'c, 'a>,
    entries: &[DataEntry<'c, 'a>],
    skip: &dyn Fn(OperationRef<'c, 'a>, usize, Value<'c, 'a>) -> bool,
    extra: &[Value<'c, 'a>],
) -> Result<Vec<(Value<'c, 'a>, LiveIn<'c, 'a>)>, NoMatch> {
    let mut live_ins: Vec<(Value, LiveIn)> = Vec::new();
    let mut by_copy = 0;
    let default_none = implicit::default_is(op, "none");
    let uses = collect_nested(op, |_| true).into_iter().flat_map(|user| {
        user.operands()
            .enumerate()
            .filter(move |(index, value)| !skip(user, *index, *value))
            .map(move |(_, value)| (user, value))
            .collect::<Vec<_>>()
    });
    let extra_uses = extra.iter().map(|value| (op, *value));
    for (user, value) in uses.chain(extra_uses) {
        {
            if live_ins.iter().any(|(v, _)| *v == value) || defined_inside(value, op) {
                continue;
            }
            let def = defining_op(value);
            let how = if let Some(index) = entries.iter().position(|e| Some(e.op) == def) {
                LiveIn::Mapped(index)
            } else if let Some(element) = implicit::variable_type(value) {
                if default_none {
                    // The variable as the source names it, where it has a
                    // name (the front end's allocas carry it).
                    let message = match crate::ir::variable_name(value) {
                        Some(name) => format!(
                            "'{name}' has no data clause on '{}' with 'default(none)'",
                            construct.name.trim_start_matches("acc.")
                        ),
                        None => format!(
                            "'{}' uses a variable that has no data clause on '{}' with \
                             'default(none)'",
                            op_name(&user),
                            construct.name
                        ),
                    };
                    return Err(NoMatch::error_at(user.location(), message));
                }
                let kind = implicit::implicit_kind(op, value, element);
                LiveIn::Implicit(kind, element)
            } else if let Some(def) = def.filter(|d| CONSTANT_OPS.contains(&op_name(d))) {
                LiveIn::Constant(def)
            } else if is_scalar_or_pointer(value.r#type()) {
                by_copy += 1;
                LiveIn::ByCopy(by_copy - 1)
            } else {
                return Err(NoMatch::unsupported(format!(
                    "'{}' inside '{}' uses a value of type {} that has no data clause \
                     (implicit data attributes cover variables, integers, floats and pointers)",
                    op_name(&user),
                    construct.name,
                    value.r#type()
                )));
            };
            live_ins.push((value, how));
        }
    }
    Ok(live_ins)
}

pub(super) fn result_index(def: OperationRef, value: Value) -> usize {
    def.results()
        .position(|r| Value::from(r) == value)
        .unwrap_or(0)
}

/// Builds the maps before the construct: its data clauses', the extra
/// maps, then one by-copy map per [`LiveIn::ByCopy`] value (stored to a
/// stack slot first). Returns the maps and the index of the first by-copy
/// map.
pub(super) fn emit_maps<'c, 'a>(
    plan: &ComputePlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    options: &ConvertAccToOmpOptions,
) -> (Vec<Value<'c, 'a>>, usize) {
    let op = plan.op;
    let location = op.location();
    rewriter.set_insertion_point_before(op);
    let mut cache = Vec::new();
    let mut maps: Vec<Value> = plan
        .entries
        .iter()
        .map(|e| build_map_info(rewriter, context, e, options, &mut cache))
        .collect();
    for extra in &plan.extra_maps {
        let map = map_info(
            rewriter,
            context,
            location,
            extra.var,
            extra.var_type,
            &extra.flags,
            "ByRef",
            &[],
            extra.name,
        );
        for (on, flag) in [
            (extra.visible, acc2omp_dialects::attrs::Flag::Visible),
            (extra.gang_copy, acc2omp_dialects::attrs::Flag::GangCopy),
        ] {
            if on && let Some(map_op) = defining_op(map) {
                use melior::ir::operation::OperationMutLike;
                // SAFETY: a live op the rewriter has just created.
                let mut map_mut =
                    unsafe { melior::ir::operation::OperationRefMut::from_raw(map_op.to_raw()) };
                map_mut
                    .set_discardable_attribute(flag.name(), melior::ir::Attribute::unit(context));
            }
        }
        maps.push(map);
    }
    let by_copy_base = maps.len();
    for (value, how) in &plan.live_ins {
        if let LiveIn::ByCopy(_) = how {
            let slot = stack_slot(rewriter, context, op, value.r#type(), value.location());
            rewriter.set_insertion_point_before(op);
            rewriter.insert(
                OperationBuilder::new("llvm.store", value.location())
                    .add_operands(&[*value, slot])
                    .build()
                    .expect("built here: valid llvm.store"),
            );
            maps.push(map_info(
                rewriter,
                context,
                value.location(),
                slot,
                value.r#type(),
                "to",
                "ByCopy",
                &[],
                None,
            ));
        }
    }
    (maps, by_copy_base)
}
