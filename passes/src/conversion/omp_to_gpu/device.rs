//! Calls in kernels: C math functions that NVPTX computes itself, and the
//! program's device functions (OpenACC `routine`, `omp.declare_target`).
//!
//! * `sqrt`, `fabs`, `fmax`, `fmin`, `floor`, `ceil`, `trunc`, `round`,
//!   `copysign`, `fma` (and their `float` forms) stay calls here; after
//!   `convert-gpu-to-nvvm` (which would make LLVM's intrinsics for them
//!   calls of libdevice), `convert-libm-to-nvptx` ([`MATH_PASS`]) makes them
//!   LLVM's intrinsics, which the NVPTX back end makes instructions of. The
//!   other libm functions (`exp`, `sin`, `pow`...) need libdevice, which
//!   comes with the CUDA toolkit only: they are reported.
//! * A call of a function defined in the module with `omp.declare_target`
//!   calls its device copy, `<name>__acc2omp_device` (PTX names have no dots): a clone in which the
//!   same rules apply (its math calls become intrinsics; its calls go to
//!   device copies), which MLIR's kernel outlining then puts in the
//!   kernel's `gpu.module`. The host's function is left as it is (its math
//!   calls keep C's `errno`).

use crate::ir::{OpSpec, find_symbol};
use crate::registry::{PassId, PassInfo, external_pass};
use acc2omp_dialects::ops::{collect_nested, op_name};
use melior::{
    Context, RewriterBase,
    ir::{
        OperationRef, RegionLike, Value, ValueLike,
        attribute::{FlatSymbolRefAttribute, StringAttribute},
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
};

/// C math functions → the LLVM intrinsic NVPTX lowers to instructions.
const MATH: &[(&str, &str)] = &[
    ("sqrt", "llvm.intr.sqrt"),
    ("sqrtf", "llvm.intr.sqrt"),
    ("fabs", "llvm.intr.fabs"),
    ("fabsf", "llvm.intr.fabs"),
    ("fmax", "llvm.intr.maxnum"),
    ("fmaxf", "llvm.intr.maxnum"),
    ("fmin", "llvm.intr.minnum"),
    ("fminf", "llvm.intr.minnum"),
    ("floor", "llvm.intr.floor"),
    ("floorf", "llvm.intr.floor"),
    ("ceil", "llvm.intr.ceil"),
    ("ceilf", "llvm.intr.ceil"),
    ("trunc", "llvm.intr.trunc"),
    ("truncf", "llvm.intr.trunc"),
    ("round", "llvm.intr.round"),
    ("roundf", "llvm.intr.round"),
    ("copysign", "llvm.intr.copysign"),
    ("copysignf", "llvm.intr.copysign"),
    ("fma", "llvm.intr.fma"),
    ("fmaf", "llvm.intr.fma"),
];

/// The suffix of device copies.
const DEVICE: &str = "__acc2omp_device";

/// The callee of a call op.
pub(super) fn callee(op: OperationRef) -> Option<String> {
    let attribute = op.attribute("callee").ok()?;
    FlatSymbolRefAttribute::try_from(attribute)
        .ok()
        .map(|s| s.value().to_string())
}

/// Whether the call `op` (in a kernel, or in a device function) can be made
/// on the device; `seen` holds the functions checked so far.
pub(super) fn check_call(op: OperationRef, seen: &mut Vec<String>) -> Result<(), String> {
    let Some(name) = callee(op) else {
        return Err("an indirect call in a GPU kernel".into());
    };
    if MATH.iter().any(|(c, _)| *c == name) || seen.contains(&name) {
        return Ok(());
    }
    let Some(function) = find_symbol(op, &name) else {
        return Err(format!(
            "a call of '{name}' in a GPU kernel (not a device function)"
        ));
    };
    let has_body = function
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .is_some();
    if !has_body {
        return Err(format!(
            "a call of '{name}' in a GPU kernel: a function without a device version (of the C \
             library, only sqrt, fabs, fmax, fmin, floor, ceil, trunc, round, copysign and fma \
             run on the GPU without libdevice; functions of the program need '#pragma acc \
             routine')"
        ));
    }
    if function.attribute("omp.declare_target").is_err() {
        return Err(format!(
            "a call of '{name}' in a GPU kernel, which is not a device function ('#pragma acc \
             routine')"
        ));
    }
    seen.push(name);
    for inner in collect_nested(function, |_| true) {
        check_device_op(inner, seen)?;
    }
    Ok(())
}

/// The checks of an op of a device function's body.
fn check_device_op(op: OperationRef, seen: &mut Vec<String>) -> Result<(), String> {
    let name = op_name(&op);
    if matches!(name.as_str(), "llvm.call" | "func.call") {
        return check_call(op, seen);
    }
    if name == "llvm.mlir.addressof" {
        return Err("a global variable in a device function called from a GPU kernel".into());
    }
    if name.starts_with("omp.") {
        return Err(format!(
            "'{name}' in a device function called from a GPU kernel"
        ));
    }
    Ok(())
}

/// In the kernel `launch`: math calls become intrinsics, calls of device
/// functions call their device copies (made once per module).
pub(super) fn rewrite_calls<'c>(
    launch: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    for call in collect_nested(launch, |op| {
        matches!(op_name(&op).as_str(), "llvm.call" | "func.call")
    }) {
        rewrite_call(call, rewriter, context);
    }
}

fn rewrite_call<'c>(
    call: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let Some(name) = callee(call) else {
        return;
    };
    if MATH.iter().any(|(c, _)| *c == name) {
        return;
    }
    let device_name = device_copy(call, &name, rewriter, context);
    rewriter.start_op_modification(call);
    // SAFETY: a live op; the rewriter is told.
    let mut call_mut = unsafe { OperationRefMut::from_raw(call.to_raw()) };
    call_mut.set_attribute(
        "callee",
        FlatSymbolRefAttribute::new(context, &device_name).into(),
    );
    rewriter.finalize_op_modification(call);
}

/// The name of the device copy of `name` (made, with its calls rewritten,
/// if the module has none yet).
fn device_copy<'c>(
    user: OperationRef<'c, '_>,
    name: &str,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> String {
    let device_name = format!("{name}{DEVICE}");
    if find_symbol(user, &device_name).is_some() {
        return device_name;
    }
    let function = find_symbol(user, name).expect("checked by the plan: the function exists");
    rewriter.set_insertion_point_after(function);
    let copy = rewriter.clone_op(function);
    rewriter.start_op_modification(copy);
    // SAFETY: a live op; the rewriter is told.
    let mut copy_mut = unsafe { OperationRefMut::from_raw(copy.to_raw()) };
    copy_mut.set_attribute(
        "sym_name",
        StringAttribute::new(context, &device_name).into(),
    );
    // Only device code calls it: private, so LLVM drops the host's copy.
    copy_mut.set_attribute(
        "sym_visibility",
        StringAttribute::new(context, "private").into(),
    );
    rewriter.finalize_op_modification(copy);
    for call in collect_nested(copy, |op| {
        matches!(op_name(&op).as_str(), "llvm.call" | "func.call")
    }) {
        rewrite_call(call, rewriter, context);
    }
    device_name
}

/// The address of this static is the pass's MLIR `TypeID`.
static MATH_PASS_ID: PassId = PassId;

/// `convert-libm-to-nvptx`: calls of the C math functions NVPTX computes
/// itself become LLVM's intrinsics (run on the kernels after
/// `convert-gpu-to-nvvm`).
pub const MATH_PASS: PassInfo = PassInfo {
    argument: "convert-libm-to-nvptx",
    summary: "Replace calls of C math functions that NVPTX computes itself (sqrt, fabs, fmax, \
              floor, ...) by LLVM intrinsics, after convert-gpu-to-nvvm (no libdevice needed)",
    options: &[],
    create: |_| {
        external_pass(&MATH_PASS_ID, "ConvertLibmToNvptx", &MATH_PASS, |root| {
            libm_to_intrinsics(root);
            Ok::<(), ()>(())
        })
    },
};

/// Replaces the math calls nested in `root` by intrinsics.
pub fn libm_to_intrinsics(root: OperationRef) {
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let rewriter = melior::IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    for call in collect_nested(root, |op| op_name(&op) == "llvm.call") {
        let Some(name) = callee(call) else {
            continue;
        };
        let Some((_, intrinsic)) = MATH.iter().find(|(c, _)| *c == name) else {
            continue;
        };
        rewriter.set_insertion_point_before(call);
        let mut spec = OpSpec::new(intrinsic, call.location());
        spec.operands = call.operands().collect();
        spec.results = call.results().map(|r| Value::from(r).r#type()).collect();
        let replacement = spec.insert(&rewriter, context);
        for index in 0..call.result_count() {
            if let (Ok(old), Ok(new)) = (call.result(index), replacement.result(index)) {
                rewriter.replace_all_uses_with(old.into(), new.into());
            }
        }
        rewriter.erase_op(call);
    }
}
