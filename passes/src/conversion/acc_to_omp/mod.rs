//! `convert-acc-to-omp`: OpenACC (`acc` dialect) to OpenMP (`omp` dialect),
//! following Clacc's mapping (`reference/seeds/clacc-design-current.txt`,
//! "OpenACC to OpenMP Mapping", and `reference/clacc/README-OpenACC-design.md`
//! for data clauses).
//!
//! One file per op family, each with its patterns:
//! * [`compute`]: `acc.parallel` → `omp.target` + `omp.teams`; `acc.serial`
//!   → the same with one team of one thread.
//!   The construct's loops are converted with it, because the loop a
//!   target region consists of takes its bounds from the host (`host_eval`
//!   on `omp.target`), and its private, firstprivate and reduction clauses.
//! * [`kernels`]: `acc.kernels` → one `acc.parallel` or `acc.serial` per
//!   loop nest inside an `acc.data` (the conservative translation).
//! * [`loops`]: `acc.loop` → `omp.distribute` / `omp.parallel` +
//!   `omp.wsloop` / `omp.simd` nests, or `scf` loops for sequential ones.
//! * [`routine`]: `acc.routine` → `omp.declare_target` on the function.
//! * [`reduction`]: `acc.reduction` → `omp.declare_reduction`.
//! * [`atomic`]: `acc.atomic.*` → `omp.atomic.*`.
//! * [`data`]: `acc.data` → `omp.target_data`, enter/exit data, update,
//!   wait.
//! * [`data_clause`]: data entry ops (`acc.copyin`, `acc.create`,
//!   `acc.present`, ...) → `omp.map.info`, `acc.bounds` → `omp.map.bounds`.
//! * [`build`]: builders the patterns share.
//!
//! After the patterns have run, any `acc` op left is reported at its
//! location as `unsupported: ...` and the pass fails: nothing is ever
//! silently left behind or dropped.

pub(crate) mod asynchronous;
mod atomic;
pub(crate) mod clause;
mod compute;
mod data;
mod declare;
pub(crate) mod loops;
mod options;
mod routine;
mod verify;

pub use options::ConvertAccToOmpOptions;
pub(crate) use options::OPTIONS;
pub use verify::{VERIFY_PASS, create_acc_verify_pass, verify_acc};

use crate::{
    driver::{PatternSet, Reasons, apply_patterns},
    registry::{PassId, PassInfo, external_pass},
    transforms,
};
use acc2omp_dialects::{diagnostics::emit_error, ops::op_name};
use melior::{
    ir::{Location, OperationRef, operation::OperationLike},
    pass::Pass,
};

/// The address of this static is the pass's MLIR `TypeID`.
static PASS_ID: PassId = PassId;

/// The registry record of the pass.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-acc-to-omp",
    summary: "Convert OpenACC (acc dialect) to OpenMP (omp dialect) with Clacc's mapping",
    options: OPTIONS,
    create: |values| create_convert_acc_to_omp_pass(ConvertAccToOmpOptions::from_values(values)),
};

/// Creates the pass. It runs on any op (a module or a function) and
/// converts every `acc` op nested in it.
pub fn create_convert_acc_to_omp_pass(options: ConvertAccToOmpOptions) -> Pass {
    external_pass(&PASS_ID, "ConvertAccToOmp", &PASS, move |op| {
        convert_acc_to_omp(op, &options)
    })
}

/// Adds the patterns of the conversion to `set`.
pub fn populate_acc_to_omp_patterns(set: &mut PatternSet<ConvertAccToOmpOptions>) {
    set.add("acc.parallel", compute::convert_parallel);
    set.add("acc.serial", compute::convert_serial);
    set.add("acc.kernels", convert_kernels);
    set.add("acc.data", data::convert_data);
    set.add("acc.enter_data", data::convert_enter_data);
    set.add("acc.exit_data", data::convert_exit_data);
    set.add("acc.update", data::convert_update);
    set.add("acc.wait", data::convert_wait);
    set.add("acc.declare_enter", declare::convert_declare_enter);
    set.add("acc.global_ctor", declare::convert_global_ctor);
    for name in ["acc.init", "acc.shutdown", "acc.set"] {
        set.add(name, data::convert_runtime_directive);
    }
    set.add("acc.host_data", data::convert_host_data);
    set.add("acc.routine", routine::convert_routine);
    for name in [
        "acc.atomic.read",
        "acc.atomic.write",
        "acc.atomic.update",
        "acc.atomic.capture",
    ] {
        set.add(name, atomic::convert_atomic);
    }
}

/// The pattern for `acc.kernels`: its acc → acc split into parallel parts
/// (`transforms::kernels`), which the compute patterns then convert.
fn convert_kernels<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &melior::RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), crate::driver::NoMatch> {
    transforms::kernels::split_kernels(op, rewriter, options)
}

/// Converts every `acc` op nested in `root`; on failure, every op left is
/// reported at its location and `Err` is returned.
pub fn convert_acc_to_omp(
    root: OperationRef,
    options: &ConvertAccToOmpOptions,
) -> Result<(), ConversionFailed> {
    let mut set = PatternSet::default();
    populate_acc_to_omp_patterns(&mut set);
    crate::driver::take_internal_errors();
    transforms::device_types::resolve_loop_device_types(root, &options.device_type);
    // For the source printer: the device type the constructs take.
    {
        let context = root.context();
        // SAFETY: the context outlives this call.
        let context = unsafe { context.to_ref() };
        let value = melior::ir::attribute::StringAttribute::new(context, &options.device_type);
        // SAFETY: a live op; no rewriter is running yet.
        let mut module = unsafe { melior::ir::operation::OperationRefMut::from_raw(root.to_raw()) };
        melior::ir::operation::OperationMutLike::set_discardable_attribute(
            &mut module,
            acc2omp_dialects::attrs::DEVICE_TYPE,
            value.into(),
        );
    }
    if options.split_parallel {
        transforms::split_parallel::split_parallel_constructs(root);
    }
    transforms::prepare::prepare_compute_constructs(root);
    let reasons = apply_patterns(root, &set, options);
    erase_unused_recipes(root);
    let leftovers = report_leftovers(root, &reasons);
    if crate::driver::take_internal_errors() > 0 {
        return Err(ConversionFailed);
    }
    leftovers
}

/// The conversion failed; every reason was reported at its location
/// through the context's diagnostics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConversionFailed;

impl std::fmt::Display for ConversionFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("convert-acc-to-omp failed; the errors were reported at their locations")
    }
}

impl std::error::Error for ConversionFailed {}

/// Ops that belong to a construct (its data clauses and their bounds,
/// recipes): when they are left over, the construct is the one to report.
fn is_clause_op(name: &str) -> bool {
    const CLAUSE_OPS: &[&str] = &[
        "acc.bounds",
        "acc.copyin",
        "acc.create",
        "acc.present",
        "acc.nocreate",
        "acc.attach",
        "acc.deviceptr",
        "acc.getdeviceptr",
        "acc.copyout",
        "acc.delete",
        "acc.detach",
        "acc.update_host",
        "acc.update_device",
        "acc.use_device",
        "acc.private",
        "acc.firstprivate",
        "acc.reduction",
        "acc.cache",
        "acc.declare_device_resident",
        "acc.declare_link",
    ];
    CLAUSE_OPS.contains(&name) || name.ends_with(".recipe")
}

/// Erases the privatization and reduction recipes once no `acc` op that
/// could name them is left (the converted constructs carry their own
/// `omp.private` and `omp.declare_reduction` declarations).
fn erase_unused_recipes(root: OperationRef) {
    let recipes = acc2omp_dialects::ops::collect_nested(root, |op| {
        let name = op_name(&op);
        name.starts_with("acc.") && name.ends_with(".recipe")
    });
    let others_left = !acc2omp_dialects::ops::collect_nested(root, |op| {
        op_name(&op).starts_with("acc.")
            && !recipes
                .iter()
                .any(|r| acc2omp_dialects::ops::is_ancestor(*r, op))
    })
    .is_empty();
    if others_left {
        return;
    }
    for recipe in recipes {
        // SAFETY: a recipe is a top-level symbol nothing refers to any more;
        // it is detached, then destroyed.
        unsafe {
            mlir_sys::mlirOperationRemoveFromParent(recipe.to_raw());
            mlir_sys::mlirOperationDestroy(recipe.to_raw());
        }
    }
}

/// Reports the outermost `acc` ops still in `root` (an op inside a reported
/// op is not reported again; clause ops only when no construct is left).
fn report_leftovers(root: OperationRef, reasons: &Reasons) -> Result<(), ConversionFailed> {
    // Recipes are left only for the clause ops that name them, which are
    // reported instead.
    let leftovers = acc2omp_dialects::ops::collect_nested(root, |op| {
        let name = op_name(&op);
        name.starts_with("acc.") && !name.ends_with(".recipe")
    });
    let constructs_left = leftovers.iter().any(|op| !is_clause_op(op_name(op)));
    // Ops a failure of another op was reported at (a loop that made its
    // construct or routine fail) are not reported again.
    let blamed: Vec<Location> = leftovers
        .iter()
        .filter_map(|op| reasons.reason(*op))
        .filter_map(|failure| failure.location)
        // SAFETY: locations of this context, taken by patterns.
        .map(|raw| unsafe { Location::from_raw(raw) })
        .collect();
    // The functions of the `acc.routine` ops that failed: the routine's
    // pattern converts their loops, which its failure leaves (a valid
    // `loop seq` beside the gang loop that made it fail).
    let failed_routines: Vec<String> = leftovers
        .iter()
        .filter(|op| op_name(*op) == "acc.routine" && reasons.reason(**op).is_some())
        .filter_map(|op| op.attribute("func_name").ok())
        .map(|name| name.to_string())
        .collect();
    let in_failed_routine = |op: OperationRef| {
        crate::ir::nearest_ancestor(op, &["func.func", "llvm.func"])
            .and_then(|f| f.attribute("sym_name").ok())
            .is_some_and(|name| {
                let name = name.to_string();
                let name = name.trim_matches('"');
                failed_routines
                    .iter()
                    .any(|r| r.trim_start_matches('@') == name)
            })
    };
    let mut reported: Vec<OperationRef> = Vec::new();
    for op in leftovers {
        if reported
            .iter()
            .any(|outer| acc2omp_dialects::ops::is_ancestor(*outer, op))
        {
            continue;
        }
        if reasons.reason(op).is_none() && in_failed_routine(op) {
            continue;
        }
        let in_recipe = std::iter::successors(op.parent_operation(), |p| p.parent_operation())
            .any(|p| op_name(&p).ends_with(".recipe"));
        if in_recipe || constructs_left && is_clause_op(op_name(&op)) {
            continue;
        }
        match reasons.reason(op) {
            Some(failure) => {
                let location = match failure.location {
                    // SAFETY: a location of this context, taken by a pattern.
                    Some(raw) => unsafe { Location::from_raw(raw) },
                    None => op.location(),
                };
                emit_error(location, &failure.message);
            }
            None if blamed.contains(&op.location()) => {}
            None => emit_error(
                op.location(),
                &format!(
                    "unsupported: '{}' has no conversion to OpenMP yet",
                    op_name(&op)
                ),
            ),
        }
        reported.push(op);
    }
    if reported.is_empty() {
        Ok(())
    } else {
        Err(ConversionFailed)
    }
}
