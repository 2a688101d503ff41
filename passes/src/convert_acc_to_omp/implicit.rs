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

use super::{
    ConversionFailed,
    build::{OpSpec, declare_symbol, replace_uses_inside, result},
    compute::defined_inside,
    data_clause::defining_op,
    loops,
};
use crate::{
    options::{OptionValues, PassOption},
    registry::PassInfo,
};
use acc2omp_dialects::ops::{OperationLikeExt, collect_nested, is_ancestor, op_name, users};
use melior::{
    Context, IrRewriter,
    ir::{
        Attribute, OperationRef, Type, Value, ValueLike,
        attribute::TypeAttribute,
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
    pass::Pass,
};

const NO_OPTIONS: &[PassOption] = &[];

/// The registry record of `acc-implicit`.
pub const IMPLICIT_PASS: PassInfo = PassInfo {
    argument: "acc-implicit",
    summary: "Make OpenACC's implicit data attributes and Clacc's implicit gang clauses explicit \
              (acc to acc)",
    options: NO_OPTIONS,
    create: |_: &OptionValues| create_acc_implicit_pass(),
};

/// Creates `acc-implicit`.
pub fn create_acc_implicit_pass() -> Pass {
    super::external_pass(
        &super::IMPLICIT_PASS_ID,
        "AccImplicit",
        &IMPLICIT_PASS,
        make_implicit_explicit,
    )
}

/// The operand groups of a compute construct that this pass extends.
struct Groups {
    firstprivate: Option<usize>,
    data: usize,
}

fn groups(name: &str) -> Option<Groups> {
    match name {
        "acc.parallel" => Some(Groups {
            firstprivate: Some(9),
            data: 10,
        }),
        "acc.serial" => Some(Groups {
            firstprivate: Some(6),
            data: 7,
        }),
        "acc.kernels" => Some(Groups {
            firstprivate: None,
            data: 10,
        }),
        _ => None,
    }
}

/// Applies the pass to every compute construct in `root`.
pub fn make_implicit_explicit(root: OperationRef) -> Result<(), ConversionFailed> {
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let rewriter = IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    let constructs = collect_nested(root, |op| groups(&op_name(&op)).is_some());
    for construct in constructs {
        let name = op_name(&construct);
        let groups = groups(&name).expect("a compute construct");
        if construct.segment_sizes().is_none() {
            continue;
        }

        // Implicit gang: Clacc's placement, as convert-acc-to-omp computes it.
        if name != "acc.kernels"
            && let Ok(plan) = loops::plan(
                construct,
                &name,
                None,
                false,
                &loops::LoopOptions::default(),
            )
        {
            for lp in plan.loops.iter().filter(|lp| lp.implicit_gang) {
                let gang = Attribute::parse(context, "[#acc.device_type<none>]")
                    .expect("device type array");
                // SAFETY: a live op being rewritten.
                unsafe { OperationRefMut::from_raw(lp.op.to_raw()) }
                    .set_inherent_attribute("gang", gang);
            }
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
            let location = variable.location();
            let scalar = is_scalar(*element);
            let pointer_type = variable.r#type();
            rewriter.set_insertion_point_before(construct);
            if scalar && groups.firstprivate.is_some() {
                let recipe = acc2omp_dialects::symbols::firstprivate(*element);
                declare_symbol(
                    &rewriter,
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
                let mut spec = OpSpec::new("acc.firstprivate", location);
                spec.operands = vec![*variable];
                spec.segments = Some(vec![1, 0, 0, 0]);
                spec.attributes = vec![
                    ("varType", TypeAttribute::new(*element).into()),
                    (
                        "recipe",
                        Attribute::parse(context, &format!("@{recipe}")).expect("symbol"),
                    ),
                    ("implicit", Attribute::parse(context, "true").expect("bool")),
                    (
                        "dataClause",
                        Attribute::parse(context, "#acc<data_clause acc_firstprivate>")
                            .expect("data clause"),
                    ),
                ];
                spec.attributes.extend(defaults(context));
                spec.results = vec![pointer_type];
                let clause = result(spec.insert(&rewriter, context));
                replace_uses_inside(&rewriter, *variable, clause, construct);
                firstprivates.push(clause);
            } else {
                let copy =
                    Attribute::parse(context, "#acc<data_clause acc_copy>").expect("data clause");
                let mut spec = OpSpec::new("acc.copyin", location);
                spec.operands = vec![*variable];
                spec.segments = Some(vec![1, 0, 0, 0]);
                spec.attributes = vec![
                    ("varType", TypeAttribute::new(*element).into()),
                    ("dataClause", copy),
                    ("implicit", Attribute::parse(context, "true").expect("bool")),
                ];
                spec.attributes.extend(defaults(context));
                spec.results = vec![pointer_type];
                let clause = result(spec.insert(&rewriter, context));
                rewriter.set_insertion_point_after(construct);
                let mut spec = OpSpec::new("acc.copyout", location);
                spec.operands = vec![clause, *variable];
                spec.segments = Some(vec![1, 1, 0, 0]);
                spec.attributes = vec![
                    ("varType", TypeAttribute::new(*element).into()),
                    ("dataClause", copy),
                    ("implicit", Attribute::parse(context, "true").expect("bool")),
                ];
                spec.attributes.extend(defaults(context));
                spec.insert(&rewriter, context);
                replace_uses_inside(&rewriter, *variable, clause, construct);
                copies.push(clause);
            }
        }

        // The construct lists them.
        let mut sizes = construct.segment_sizes().expect("checked above");
        let mut operands: Vec<Vec<Value>> = Vec::new();
        let mut all = construct.operands();
        for size in &sizes {
            operands.push(all.by_ref().take(*size).collect());
        }
        if let Some(group) = groups.firstprivate {
            operands[group].extend(firstprivates.iter().copied());
            sizes[group] += firstprivates.len();
        }
        operands[groups.data].extend(copies.iter().copied());
        sizes[groups.data] += copies.len();
        let flat: Vec<mlir_sys::MlirValue> =
            operands.iter().flatten().map(|v| v.to_raw()).collect();
        rewriter.start_op_modification(construct);
        // SAFETY: a live op; its segment sizes are updated to match.
        unsafe {
            mlir_sys::mlirOperationSetOperands(
                construct.to_raw(),
                flat.len() as isize,
                flat.as_ptr(),
            );
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
        .expect("segment sizes");
        // SAFETY: as above.
        unsafe { OperationRefMut::from_raw(construct.to_raw()) }
            .set_inherent_attribute("operandSegmentSizes", segments);
        rewriter.finalize_op_modification(construct);
    }
    Ok(())
}

/// The variables (see [`variable_type`]) outside `construct` that `construct` uses
/// without any clause of its own or of its loops naming them, and without a
/// visible data clause (OpenACC 3.3 §2.6.2: an enclosing `data` construct's
/// or a `declare`'s): the variables implicit data attributes apply to, with
/// their element types, in order of first use.
pub(super) fn unnamed_variables<'c, 'a>(
    construct: OperationRef<'c, 'a>,
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
                name.starts_with("acc.")
                    && !name.starts_with("acc.atomic")
                    && u.operand(0).ok() == Some(value)
                    && u.result_count() > 0
                    && (is_ancestor(construct, *u)
                        || u.result(0)
                            .is_ok_and(|r| construct_operands.contains(&Value::from(r))))
            });
            if !named && !super::compute::has_visible_data_clause(construct, value) {
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
pub(super) fn variable_type<'c>(value: Value<'c, '_>) -> Option<Type<'c>> {
    let def = defining_op(value)?;
    match op_name(&def).as_str() {
        // A variable-length array (a run-time count of elements) is not a
        // variable these rules can size: the front end gives it a clause.
        "llvm.alloca"
            if !def.operand(0).ok().and_then(defining_op).is_some_and(|d| {
                matches!(
                    op_name(&d).as_str(),
                    "arith.constant" | "llvm.mlir.constant"
                )
            }) =>
        {
            None
        }
        "llvm.alloca" => super::build::type_attribute(def, "elem_type"),
        "llvm.mlir.addressof" => {
            let global = super::build::find_symbol(def, &global_name(def)?)
                .filter(|g| op_name(g) == "llvm.mlir.global" && g.attribute("constant").is_err())?;
            super::build::type_attribute(global, "global_type").filter(|t| is_scalar(*t))
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
pub(super) fn same_variable(a: Value, b: Value) -> bool {
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
pub(super) fn defaults(context: &Context) -> [(&'static str, Attribute<'_>); 2] {
    [
        (
            "structured",
            Attribute::parse(context, "true").expect("bool"),
        ),
        (
            "modifiers",
            Attribute::parse(context, "#acc<data_clause_modifier none>").expect("modifier"),
        ),
    ]
}

pub(super) fn is_scalar(r#type: Type) -> bool {
    let text = r#type.to_string();
    text.starts_with('i')
        || text.starts_with('f')
        || text == "index"
        || text.starts_with("!llvm.ptr")
        || text == "bf16"
}
