//! `acc-implicit`: OpenACC's implicit data attributes and Clacc's implicit
//! `gang`, made explicit in the `acc` dialect (acc → acc). For each compute
//! construct:
//!
//! * a variable (an `llvm.alloca` outside the construct, or a mutable global
//!   scalar or pointer whose `llvm.mlir.addressof` is outside it) used inside
//!   without any clause gets `firstprivate` (scalars, on `parallel`/`serial`; with a
//!   generated recipe) or `copy` (aggregates, and scalars on `kernels`), as
//!   clause ops marked `implicit = true`; inside, the construct uses them;
//! * the loops that get Clacc's implicit `gang` get the `gang` attribute.
//!
//! `convert-acc-to-omp` applies the same rules itself; this pass shows them
//! (and lets other tools see them). Pointer values (not variables) are left
//! alone: they are firstprivate by their nature, which the conversion maps
//! by copy.

use super::implicit_gang::mark_implicit_gang;
pub(crate) use super::implicit_gang::{LoopNest, implicit_gang};
use crate::{
    acc::operands::{data_entry, data_exit, parallel, serial},
    ir::{
        OpSpec, declare_symbol, defined_inside, defining_op, find_symbol, is_scalar_or_pointer,
        replace_uses_inside, result, type_attribute,
    },
    options::{OptionValues, PassOption},
    registry::{PassId, PassInfo, external_pass},
};
use acc2omp_dialects::ops::{OperationLikeExt, collect_nested, is_ancestor, op_name, users};
use melior::{
    Context, IrRewriter, RewriterBase,
    ir::{
        Attribute, OperationRef, Type, Value, ValueLike,
        attribute::TypeAttribute,
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
    pass::Pass,
};

const NO_OPTIONS: &[PassOption] = &[];

/// The registry record of `acc-implicit`.
pub const PASS: PassInfo = PassInfo {
    argument: "acc-implicit",
    summary: "Make OpenACC's implicit data attributes and Clacc's implicit gang clauses explicit \
              (acc to acc)",
    options: NO_OPTIONS,
    create: |_: &OptionValues| create_acc_implicit_pass(),
};

/// The address of this static is the pass's MLIR `TypeID`.
static PASS_ID: PassId = PassId;

/// Creates `acc-implicit`.
pub fn create_acc_implicit_pass() -> Pass {
    external_pass(&PASS_ID, "AccImplicit", &PASS, |root| {
        crate::driver::take_internal_errors();
        make_implicit_explicit(root);
        // Reported at their locations.
        if crate::driver::take_internal_errors() > 0 {
            Err(())
        } else {
            Ok(())
        }
    })
}

/// The operand groups of a compute construct that this pass extends.
struct Groups {
    firstprivate: Option<usize>,
    data: usize,
}

fn groups(name: &str) -> Option<Groups> {
    match name {
        "acc.parallel" => Some(Groups {
            firstprivate: Some(parallel::FIRSTPRIVATE),
            data: parallel::DATA,
        }),
        "acc.serial" => Some(Groups {
            firstprivate: Some(serial::FIRSTPRIVATE),
            data: serial::DATA,
        }),
        "acc.kernels" => Some(Groups {
            firstprivate: None,
            data: parallel::DATA,
        }),
        _ => None,
    }
}

/// Applies the pass to every compute construct in `root`.
pub fn make_implicit_explicit(root: OperationRef) {
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let rewriter = IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    let constructs = collect_nested(root, |op| groups(op_name(&op)).is_some());
    for construct in constructs {
        let name = op_name(&construct);
        let Some(groups) = groups(name) else {
            continue;
        };
        let Some(sizes) = construct.segment_sizes() else {
            continue;
        };

        // Implicit gang: Clacc's placement, as convert-acc-to-omp computes it.
        if name != "acc.kernels" {
            mark_implicit_gang(construct, context);
        }

        // Variables used inside without a clause.
        let variables = unnamed_variables(construct);
        if variables.is_empty() {
            continue;
        }

        // The clause ops, before the construct (and copyouts after it).
        let mut firstprivates: Vec<Value> = Vec::new();
        let mut copies: Vec<Value> = Vec::new();
        for (variable, element) in &variables {
            rewriter.set_insertion_point_before(construct);
            let kind = implicit_kind(construct, *variable, *element);
            if kind == ImplicitKind::Present {
                copies.push(add_present(
                    &rewriter, context, construct, *variable, *element,
                ));
            } else if kind == ImplicitKind::Firstprivate && groups.firstprivate.is_some() {
                firstprivates.push(add_firstprivate(
                    &rewriter, context, construct, *variable, *element,
                ));
            } else {
                copies.push(add_copy(&rewriter, context, construct, *variable, *element));
            }
        }
        list_clauses(
            &rewriter,
            context,
            construct,
            &groups,
            sizes,
            &firstprivates,
            &copies,
        );
    }
}

/// The attributes every implicit clause op of `element` has, after its
/// own (`varType`, then `extra`, then the defaults).
fn clause_attributes<'c>(
    context: &'c Context,
    element: Type<'c>,
    extra: Vec<(&'static str, Attribute<'c>)>,
) -> Vec<(&'static str, Attribute<'c>)> {
    let mut attributes = vec![("varType", TypeAttribute::new(element).into())];
    attributes.extend(extra);
    attributes.extend(defaults(context));
    attributes
}

/// An implicit `present(variable)` at the rewriter's insertion point; the
/// construct's uses of the variable become the clause's.
fn add_present<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    construct: OperationRef<'c, 'a>,
    variable: Value<'c, 'a>,
    element: Type<'c>,
) -> Value<'c, 'a> {
    let mut spec = OpSpec::new("acc.present", variable.location());
    spec.operands = vec![variable];
    spec.segments = Some(data_entry::segments(0));
    spec.attributes = clause_attributes(
        context,
        element,
        vec![
            (
                "dataClause",
                Attribute::parse(context, "#acc<data_clause acc_present>")
                    .expect("built here: a valid data clause attribute"),
            ),
            (
                "implicit",
                Attribute::parse(context, "true").expect("built here: a valid bool"),
            ),
        ],
    );
    spec.results = vec![variable.r#type()];
    let clause = result(spec.insert(rewriter, context));
    replace_uses_inside(rewriter, variable, clause, construct);
    clause
}

/// An implicit `firstprivate(variable)` before the construct, with its
/// recipe; the construct's uses of the variable become the clause's.
fn add_firstprivate<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    construct: OperationRef<'c, 'a>,
    variable: Value<'c, 'a>,
    element: Type<'c>,
) -> Value<'c, 'a> {
    let recipe = acc2omp_dialects::symbols::firstprivate(element);
    declare_symbol(
        rewriter,
        context,
        construct,
        &recipe,
        &format!(
            "acc.firstprivate.recipe @{recipe} : !llvm.ptr init {{\n\
             ^bb0(%o: !llvm.ptr):\n  %one = arith.constant 1 : i64\n  \
             %p = llvm.alloca %one x {element} : (i64) -> !llvm.ptr\n  \
             acc.yield %p : !llvm.ptr\n}} copy {{\n\
             ^bb0(%s: !llvm.ptr, %d: !llvm.ptr):\n  \
             %v = llvm.load %s : !llvm.ptr -> {element}\n  \
             llvm.store %v, %d : {element}, !llvm.ptr\n  acc.terminator\n}}"
        ),
    );
    rewriter.set_insertion_point_before(construct);
    let mut spec = OpSpec::new("acc.firstprivate", variable.location());
    spec.operands = vec![variable];
    spec.segments = Some(data_entry::segments(0));
    spec.attributes = clause_attributes(
        context,
        element,
        vec![
            (
                "recipe",
                Attribute::parse(context, &format!("@{recipe}")).expect("built here: symbol"),
            ),
            (
                "implicit",
                Attribute::parse(context, "true").expect("built here: bool"),
            ),
            (
                "dataClause",
                Attribute::parse(context, "#acc<data_clause acc_firstprivate>")
                    .expect("built here: data clause"),
            ),
        ],
    );
    spec.results = vec![variable.r#type()];
    let clause = result(spec.insert(rewriter, context));
    replace_uses_inside(rewriter, variable, clause, construct);
    clause
}

/// An implicit `copy(variable)`: `acc.copyin` at the rewriter's insertion
/// point, `acc.copyout` after the construct; the construct's uses of the
/// variable become the copyin's.
fn add_copy<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    construct: OperationRef<'c, 'a>,
    variable: Value<'c, 'a>,
    element: Type<'c>,
) -> Value<'c, 'a> {
    let location = variable.location();
    let copy =
        Attribute::parse(context, "#acc<data_clause acc_copy>").expect("built here: data clause");
    let attributes = || {
        clause_attributes(
            context,
            element,
            vec![
                ("dataClause", copy),
                (
                    "implicit",
                    Attribute::parse(context, "true").expect("built here: bool"),
                ),
            ],
        )
    };
    let mut spec = OpSpec::new("acc.copyin", location);
    spec.operands = vec![variable];
    spec.segments = Some(data_entry::segments(0));
    spec.attributes = attributes();
    spec.results = vec![variable.r#type()];
    let clause = result(spec.insert(rewriter, context));
    rewriter.set_insertion_point_after(construct);
    let mut spec = OpSpec::new("acc.copyout", location);
    spec.operands = vec![clause, variable];
    spec.segments = Some(data_exit::copyout_segments());
    spec.attributes = attributes();
    spec.insert(rewriter, context);
    replace_uses_inside(rewriter, variable, clause, construct);
    clause
}

/// The construct lists the new clause ops: `firstprivates` in its
/// firstprivate group, `copies` in its data operands.
fn list_clauses<'c>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    construct: OperationRef<'c, '_>,
    groups: &Groups,
    mut sizes: Vec<usize>,
    firstprivates: &[Value],
    copies: &[Value],
) {
    let mut operands: Vec<Vec<Value>> = Vec::new();
    let mut all = construct.operands();
    for size in &sizes {
        operands.push(all.by_ref().take(*size).collect());
    }
    // verified: the groups table gives operand group indices of this op
    // (its operandSegmentSizes has them).
    if let Some(group) = groups.firstprivate {
        operands[group].extend(firstprivates.iter().copied());
        sizes[group] += firstprivates.len();
    }
    operands[groups.data].extend(copies.iter().copied());
    sizes[groups.data] += copies.len();
    let flat: Vec<mlir_sys::MlirValue> = operands.iter().flatten().map(|v| v.to_raw()).collect();
    rewriter.start_op_modification(construct);
    // SAFETY: a live op; its segment sizes are updated to match.
    unsafe {
        mlir_sys::mlirOperationSetOperands(construct.to_raw(), flat.len() as isize, flat.as_ptr());
    }
    let segments = Attribute::parse(
        context,
        &format!(
            "array<i32: {}>",
            sizes
                .iter()
                .map(usize::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
    )
    .expect("built here: segment sizes");
    // SAFETY: as above.
    unsafe { OperationRefMut::from_raw(construct.to_raw()) }
        .set_inherent_attribute("operandSegmentSizes", segments);
    rewriter.finalize_op_modification(construct);
}

/// The variables (see [`variable_type`]) outside `construct` that `construct` uses
/// without any clause of its own or of its loops naming them, and without a
/// visible data clause (OpenACC 3.3 §2.6.2: an enclosing `data` construct's
/// or a `declare`'s): the variables implicit data attributes apply to, with
/// their element types, in order of first use.
pub(crate) fn unnamed_variables<'c, 'a>(
    construct: OperationRef<'c, 'a>,
) -> Vec<(Value<'c, 'a>, Type<'c>)> {
    variables_without(construct, false)
}

/// [`unnamed_variables`], where a loop's `reduction` or `private` clause
/// does not name the variable for the construct: `kernels`, whose code
/// outside the loop uses the variable itself (OpenACC 3.3 §2.6.2: `copy`;
/// a loop reduction's result and a later `s += k` both reach the host).
pub(crate) fn variables_without_construct_clause<'c, 'a>(
    construct: OperationRef<'c, 'a>,
) -> Vec<(Value<'c, 'a>, Type<'c>)> {
    variables_without(construct, true)
}

fn variables_without<'c, 'a>(
    construct: OperationRef<'c, 'a>,
    construct_level: bool,
) -> Vec<(Value<'c, 'a>, Type<'c>)> {
    let construct_operands: Vec<Value> = construct.operands().collect();
    let mut variables: Vec<(Value, Type)> = Vec::new();
    let mut seen: Vec<Value> = Vec::new();
    for user in collect_nested(construct, |_| true) {
        for value in user.operands() {
            if seen.contains(&value) || defined_inside(value, construct) {
                continue;
            }
            seen.push(value);
            let Some(element) = variable_type(value) else {
                continue;
            };
            // A clause op of this construct (listed on it, or nested in
            // it, as loop clauses are) already names it: a data clause,
            // private, firstprivate, reduction, cache.
            let named = users(value).iter().any(|u| {
                let name = op_name(u);
                let listed = u
                    .result(0)
                    .is_ok_and(|r| construct_operands.contains(&Value::from(r)));
                name.starts_with("acc.")
                    && !name.starts_with("acc.atomic")
                    && u.operand(0).ok() == Some(value)
                    && u.result_count() > 0
                    && (listed
                        || is_ancestor(construct, *u)
                            && !(construct_level
                                && matches!(name, "acc.reduction" | "acc.private")))
            });
            if !named && !has_visible_data_clause(construct, value) {
                variables.push((value, element));
            }
        }
    }
    variables
}

/// The type of the variable whose address `value` is, if implicit data
/// attributes apply to it: an `llvm.alloca`'s element type (of a constant
/// count), or the type of a mutable global scalar or pointer (an
/// `llvm.mlir.addressof`). OpenACC 3.3 §2.6.2 makes no exception for
/// globals: one used in `parallel` or `serial` without a data clause is
/// `firstprivate`, as OpenMP makes it in `target` (a `declare`d global's
/// address is taken inside the construct, so it is no variable here).
/// Global aggregates and constants stay shared: on the host their `copy` is
/// the variable itself, and constants cannot be written.
pub(crate) fn variable_type<'c>(value: Value<'c, '_>) -> Option<Type<'c>> {
    let def = defining_op(value)?;
    match op_name(&def) {
        // A variable-length array (a run-time count of elements) is not a
        // variable these rules can size: the front end gives it a clause.
        "llvm.alloca"
            if !def.operand(0).ok().and_then(defining_op).is_some_and(|d| {
                matches!(op_name(&d), "arith.constant" | "llvm.mlir.constant")
            }) =>
        {
            None
        }
        "llvm.alloca" => type_attribute(def, "elem_type"),
        "llvm.mlir.addressof" => {
            let global = find_symbol(def, &global_name(def)?)
                .filter(|g| op_name(g) == "llvm.mlir.global" && g.attribute("constant").is_err())?;
            type_attribute(global, "global_type").filter(|t| is_scalar_or_pointer(*t))
        }
        _ => None,
    }
}

/// The symbol an `llvm.mlir.addressof` names.
fn global_name(addressof: OperationRef) -> Option<String> {
    let text = addressof.attribute("global_name").ok()?.to_string();
    Some(text.strip_prefix('@')?.trim_matches('"').to_string())
}

/// Whether two addresses are the same variable's: the same value, or the
/// addresses of the same global (each `llvm.mlir.addressof` is its own value).
pub(crate) fn same_variable(a: Value, b: Value) -> bool {
    a == b
        || defining_op(a)
            .zip(defining_op(b))
            .filter(|(x, y)| {
                op_name(x) == "llvm.mlir.addressof" && op_name(y) == "llvm.mlir.addressof"
            })
            .is_some_and(|(x, y)| global_name(x).is_some() && global_name(x) == global_name(y))
}

/// The default-valued attributes a data clause op built generically must
/// carry (its verifier reads them).
pub(crate) fn defaults(context: &Context) -> [(&'static str, Attribute<'_>); 2] {
    [
        (
            "structured",
            Attribute::parse(context, "true").expect("built here: bool"),
        ),
        (
            "modifiers",
            Attribute::parse(context, "#acc<data_clause_modifier none>")
                .expect("built here: modifier"),
        ),
    ]
}

/// The implicit data attribute of a variable used in a compute construct
/// without a clause (OpenACC 3.3 §2.6.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum ImplicitKind {
    /// A scalar (or pointer) in `parallel` or `serial`.
    Firstprivate,
    /// An aggregate, or a scalar in `kernels`.
    Copy,
    /// `default(present)`: an aggregate without a clause is `present`.
    Present,
    /// A scalar with a visible data clause (a clause of a lexically
    /// enclosing `data` construct or of a `declare` directive in its scope):
    /// no implicit attribute applies, the construct uses the present data,
    /// and its writes are the variable's.
    Visible,
}

/// The implicit data attribute of the variable at `var` (whose element
/// type is `element`, see [`variable_type`]) in `construct`. The one rule
/// both `acc-implicit` and `convert-acc-to-omp` apply.
pub(crate) fn implicit_kind(construct: OperationRef, var: Value, element: Type) -> ImplicitKind {
    let scalar = is_scalar_or_pointer(element);
    if scalar && has_visible_data_clause(construct, var) {
        ImplicitKind::Visible
    } else if scalar && op_name(&construct) != "acc.kernels" {
        ImplicitKind::Firstprivate
    } else if !scalar && default_is(construct, "present") {
        ImplicitKind::Present
    } else {
        ImplicitKind::Copy
    }
}

/// Whether `construct` has `default(<which>)` (`none`, `present`).
pub(crate) fn default_is(construct: OperationRef, which: &str) -> bool {
    construct
        .attribute("defaultAttr")
        .is_ok_and(|a| a.to_string().contains(which))
}

/// Whether the variable at `var` has a visible data clause at `construct`
/// (OpenACC 3.3 §2.6.2): a whole-variable clause of a lexically enclosing
/// `data` construct (`acc.data`, or the `omp.target_data` it became), or of
/// a `declare` directive in the enclosing function (`acc.declare_enter`, or
/// the `omp.target_enter_data` it became).
pub(crate) fn has_visible_data_clause(construct: OperationRef, var: Value) -> bool {
    let names_var = |clause: Value| {
        defining_op(clause).is_some_and(|def| {
            matches!(
                op_name(&def),
                "omp.map.info"
                    | "acc.copyin"
                    | "acc.create"
                    | "acc.present"
                    | "acc.nocreate"
                    | "acc.declare_device_resident"
            ) && def.operand(0).is_ok_and(|v| same_variable(v, var))
        })
    };
    let mut parent = construct.parent_operation();
    while let Some(current) = parent {
        match op_name(&current) {
            "acc.data" | "omp.target_data" if current.operands().any(names_var) => return true,
            "func.func" | "llvm.func" => {
                return !collect_nested(current, |candidate| {
                    (op_name(&candidate) == "acc.declare_enter"
                        || op_name(&candidate) == "omp.target_enter_data"
                            && candidate
                                .discardable_attribute(
                                    acc2omp_dialects::attrs::Flag::Declare.name(),
                                )
                                .is_ok())
                        && candidate.operands().any(names_var)
                })
                .is_empty();
            }
            _ => {}
        }
        parent = current.parent_operation();
    }
    false
}
