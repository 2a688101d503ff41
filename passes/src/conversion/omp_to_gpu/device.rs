//! Calls in kernels: C math functions, and the program's device functions
//! (OpenACC `routine`, `omp.declare_target`).
//!
//! * `sqrt`, `fabs`, `fmax`, `fmin`, `floor`, `ceil`, `trunc`, `round`,
//!   `rint`, `nearbyint`, `copysign`, `fma` (and their `float` forms) and
//!   `abs`/`labs`/`llabs` stay calls here; after `convert-gpu-to-nvvm`
//!   (which would make LLVM's intrinsics for them calls of libdevice, which
//!   comes with the CUDA toolkit only), `convert-libm-to-nvptx`
//!   ([`MATH_PASS`]) makes them LLVM's intrinsics, which the NVPTX back end
//!   makes instructions of.
//! * The other C math functions ([`LIBRARY`]: `exp`, `sin`, `pow`...) are
//!   libclc's: `convert-libm-to-nvptx` renames them to OpenCL C's mangled
//!   names (`sin` → `_Z3sind`, `sinf` → `_Z3sinf`), and the kernels'
//!   module links the functions it calls from libclc's NVPTX bitcode
//!   (`/usr/lib/clc/nvptx64--.bc`, Debian's `libclc-22`: its generic
//!   implementations, within OpenCL's error bounds, which need no
//!   libdevice).
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
    ir::BlockLike as _,
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
    ("rint", "llvm.intr.rint"),
    ("rintf", "llvm.intr.rint"),
    ("nearbyint", "llvm.intr.nearbyint"),
    ("nearbyintf", "llvm.intr.nearbyint"),
    ("abs", "llvm.intr.abs"),
    ("labs", "llvm.intr.abs"),
    ("llabs", "llvm.intr.abs"),
];

/// The C math functions of libclc's NVPTX bitcode (with their `float`
/// forms, `f`-suffixed): name and parameter count, all `double` (or all
/// `float`). `ldexp` (a `double` and an `int`) is [`mangled`]'s special case.
pub(super) const LIBRARY: &[(&str, usize)] = &[
    ("sin", 1),
    ("cos", 1),
    ("tan", 1),
    ("asin", 1),
    ("acos", 1),
    ("atan", 1),
    ("sinh", 1),
    ("cosh", 1),
    ("tanh", 1),
    ("asinh", 1),
    ("acosh", 1),
    ("atanh", 1),
    ("exp", 1),
    ("exp2", 1),
    ("expm1", 1),
    ("log", 1),
    ("log2", 1),
    ("log10", 1),
    ("log1p", 1),
    ("logb", 1),
    ("cbrt", 1),
    ("erf", 1),
    ("erfc", 1),
    ("tgamma", 1),
    ("lgamma", 1),
    ("pow", 2),
    ("atan2", 2),
    ("hypot", 2),
    ("fmod", 2),
    ("remainder", 2),
    ("fdim", 2),
    ("nextafter", 2),
    ("ldexp", 2),
];

/// Whether `name` is a C math function kernels compute (no memory
/// written).
pub(super) fn is_math(name: &str) -> bool {
    MATH.iter().any(|(c, _)| *c == name) || mangled(name).is_some()
}

/// libclc's (OpenCL C's, Itanium-mangled) name of the C function `name`,
/// if it is one of [`LIBRARY`].
pub(super) fn mangled(name: &str) -> Option<String> {
    let (base, letter) = match name.strip_suffix('f') {
        Some(base) if LIBRARY.iter().any(|(n, _)| *n == base) => (base, 'f'),
        _ => (name, 'd'),
    };
    let (_, parameters) = LIBRARY.iter().find(|(n, _)| *n == base)?;
    let codes: String = if base == "ldexp" {
        format!("{letter}i")
    } else {
        std::iter::repeat_n(letter, *parameters).collect()
    };
    Some(format!("_Z{}{base}{codes}", base.len()))
}

/// The suffix of device copies.
pub(super) const DEVICE: &str = "__acc2omp_device";

/// Which copy of a function a call goes to: the device's (the GPU's rules:
/// math, printf, acc_on_device, globals as parameters), or, in the host
/// version of a region, a host copy that takes the globals' device
/// addresses as parameters (the emulated device's copies), only for
/// functions that use globals.
#[derive(Clone, Copy, PartialEq, Eq)]
enum CopyKind {
    Device,
    Host,
}

impl CopyKind {
    fn suffix(self) -> &'static str {
        match self {
            CopyKind::Device => DEVICE,
            CopyKind::Host => "__acc2omp_host",
        }
    }
}

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
    if is_math(&name)
        || name == ON_DEVICE
        || name == PRINTF
        || TEAM_QUERIES.contains(&name.as_str())
        || seen.contains(&name)
    {
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
             library, the math functions run on the GPU; functions of the program need \
             '#pragma acc routine')"
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
    if matches!(name, "llvm.call" | "func.call") {
        return check_call(op, seen);
    }
    if name == "llvm.mlir.addressof"
        && super::globals::variable_global(op).is_some()
        && !in_func_func(op)
    {
        return Err(
            "a global variable in an 'llvm.func' device function called from a GPU kernel \
             (only 'func.func' device functions get their globals' device addresses)"
                .into(),
        );
    }
    if name.starts_with("omp.atomic.") {
        return super::atomic::check(op);
    }
    if name.starts_with("omp.") && name != "omp.yield" && name != "omp.terminator" {
        return Err(format!(
            "'{name}' in a device function called from a GPU kernel"
        ));
    }
    Ok(())
}

/// `op`'s `arg_attrs` (a function's or a call's) with `more` empty
/// dictionaries after its own, for the parameters added after them; `None`
/// when it has none.
fn extended_argument_attributes<'c>(
    op: OperationRef<'c, '_>,
    more: usize,
    context: &'c Context,
) -> Option<melior::ir::Attribute<'c>> {
    let text = op.attribute("arg_attrs").ok()?.to_string();
    let inner = text.strip_prefix('[')?.strip_suffix(']')?.trim();
    let added = vec!["{}"; more].join(", ");
    let joined = if inner.is_empty() {
        format!("[{added}]")
    } else {
        format!("[{inner}, {added}]")
    };
    melior::ir::Attribute::parse(context, &joined)
}

/// Whether `op` is in a `func.func`.
fn in_func_func(op: OperationRef) -> bool {
    crate::ir::nearest_ancestor(op, &["func.func", "llvm.func"])
        .is_some_and(|f| op_name(&f) == "func.func")
}

/// In the kernel `launch`: math calls become intrinsics, calls of device
/// functions call their device copies (made once per module).
/// `globals`: the device addresses of the variable globals the kernel's
/// device functions use, by name.
pub(super) fn rewrite_calls<'c, 'a>(
    launch: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    globals: &[(String, Value<'c, 'a>)],
) {
    for call in collect_nested(launch, |op| {
        matches!(op_name(&op), "llvm.call" | "func.call")
    }) {
        rewrite_call(call, rewriter, context, globals, CopyKind::Device);
    }
}

fn rewrite_call<'c, 'a>(
    call: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    globals: &[(String, Value<'c, 'a>)],
    copy: CopyKind,
) {
    let Some(name) = callee(call) else {
        return;
    };
    if copy == CopyKind::Host {
        // The host keeps its functions, but those that use globals.
        if find_symbol(call, &name)
            .is_none_or(|f| f.region(0).ok().and_then(|r| r.first_block()).is_none())
            || super::globals::device_globals(call, &name).is_empty()
        {
            return;
        }
    } else {
        if is_math(&name) {
            return;
        }
        if name == ON_DEVICE {
            on_device(call, rewriter, context);
            return;
        }
        if TEAM_QUERIES.contains(&name.as_str()) {
            team_query(call, &name, rewriter, context);
            return;
        }
        if name == PRINTF {
            printf_to_vprintf(call, rewriter, context);
            return;
        }
    }
    let device_name = device_copy(call, &name, rewriter, context, copy);
    // The device addresses of the globals the function uses: extra
    // arguments, after the call's own.
    let extra: Vec<Value> = super::globals::device_globals(call, &name)
        .iter()
        .map(|global| {
            globals
                .iter()
                .find(|(g, _)| g == global)
                .map(|(_, value)| *value)
                .expect("mapped for the region by map_globals")
        })
        .collect();
    rewriter.start_op_modification(call);
    // SAFETY: a live op; the rewriter is told.
    let mut call_mut = unsafe { OperationRefMut::from_raw(call.to_raw()) };
    call_mut.set_attribute(
        "callee",
        FlatSymbolRefAttribute::new(context, &device_name).into(),
    );
    if !extra.is_empty() {
        if let Some(attributes) = extended_argument_attributes(call, extra.len(), context) {
            call_mut.set_attribute("arg_attrs", attributes);
        }
        let operands: Vec<mlir_sys::MlirValue> = call
            .operands()
            .chain(extra.iter().copied())
            .map(|v| v.to_raw())
            .collect();
        // SAFETY: a live op; a func.call's operands are its arguments (the
        // plan allows globals in func.func device functions only).
        unsafe {
            mlir_sys::mlirOperationSetOperands(
                call.to_raw(),
                operands.len() as isize,
                operands.as_ptr(),
            );
        }
    }
    rewriter.finalize_op_modification(call);
}

/// C's `printf`, which kernels call through the CUDA driver's `vprintf`.
const PRINTF: &str = "printf";

/// `printf(format, args...)` in a kernel: `vprintf(format, &buffer)`, the
/// buffer a struct of the arguments as C's variadic call promoted them
/// (`double`, `int`, `long`, pointers), each at its natural alignment, as
/// `vprintf` reads them; its stack is released after the call (a call in a
/// loop does not grow the stack). The format and `%s` strings are
/// constants, which outlining copies into the kernels' module. The driver
/// prints the kernel's lines when the kernel ends.
fn printf_to_vprintf<'c>(
    call: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    const VPRINTF: &str = "vprintf";
    let b = super::build::Builder {
        rewriter,
        context,
        location: call.location(),
    };
    let operands: Vec<Value> = call.operands().collect();
    let Some((format, arguments)) = operands.split_first() else {
        return;
    };
    rewriter.set_insertion_point_before(call);
    let mut save = OpSpec::new("llvm.intr.stacksave", call.location());
    save.results = vec![b.ptr_type()];
    let stack = crate::ir::result(save.insert(rewriter, context));
    let buffer = if arguments.is_empty() {
        let mut null = OpSpec::new("llvm.mlir.zero", call.location());
        null.results = vec![b.ptr_type()];
        crate::ir::result(null.insert(rewriter, context))
    } else {
        let fields: Vec<String> = arguments.iter().map(|a| a.r#type().to_string()).collect();
        let record =
            melior::ir::Type::parse(context, &format!("!llvm.struct<({})>", fields.join(", ")))
                .expect("built here: a literal struct of the arguments' types");
        let buffer = b.alloca(record);
        for (index, argument) in arguments.iter().enumerate() {
            let mut field = OpSpec::new("llvm.getelementptr", call.location());
            field.operands = vec![buffer];
            field.attributes = vec![
                (
                    "rawConstantIndices",
                    melior::ir::Attribute::parse(context, &format!("array<i32: 0, {index}>"))
                        .expect("built here: indices"),
                ),
                (
                    "elem_type",
                    melior::ir::attribute::TypeAttribute::new(record).into(),
                ),
            ];
            field.results = vec![b.ptr_type()];
            let address = crate::ir::result(field.insert(rewriter, context));
            b.store(*argument, address);
        }
        buffer
    };
    let printed = b
        .call(call, VPRINTF, &[*format, buffer], Some(b.i32_type()))
        .expect("a result type was given");
    let mut restore = OpSpec::new("llvm.intr.stackrestore", call.location());
    restore.operands = vec![stack];
    restore.insert(rewriter, context);
    if let Ok(result) = call.result(0) {
        rewriter.replace_all_uses_with(result.into(), printed);
    }
    rewriter.erase_op(call);
}

/// OpenACC's `acc_on_device`, which a kernel answers itself.
const ON_DEVICE: &str = "acc_on_device";

/// The OpenMP queries a routine's gang loop asks (which gang, of how
/// many), which a kernel answers itself: a gang is a block where code runs
/// gang-redundantly (one thread per gang).
const TEAM_QUERIES: [&str; 2] = ["omp_get_team_num", "omp_get_num_teams"];

/// `omp_get_team_num()` / `omp_get_num_teams()` on the GPU: the block's
/// index in the grid, the grid's blocks (`i32`).
fn team_query<'c>(
    call: OperationRef<'c, '_>,
    name: &str,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let Ok(result) = call.result(0) else {
        return;
    };
    rewriter.set_insertion_point_before(call);
    let op = if name == "omp_get_team_num" {
        "gpu.block_id"
    } else {
        "gpu.grid_dim"
    };
    let mut spec = OpSpec::new(op, call.location());
    spec.attributes = vec![(
        "dimension",
        melior::ir::Attribute::parse(context, "#gpu<dim x>").expect("built here: a gpu dimension"),
    )];
    spec.results = vec![melior::ir::Type::index(context)];
    let index = crate::ir::result(spec.insert(rewriter, context));
    let mut cast = OpSpec::new("arith.index_cast", call.location());
    cast.operands = vec![index];
    cast.results = vec![Value::from(result).r#type()];
    let answer = crate::ir::result(cast.insert(rewriter, context));
    rewriter.replace_all_uses_with(result.into(), answer);
    rewriter.erase_op(call);
}

/// `acc_on_device(t)` in a kernel: true for `acc_device_not_host` and
/// `acc_device_nvidia` (`openacc.h`'s 4 and 5), false for the others (the
/// host, and none/default/current, as the host's runtime answers them).
fn on_device<'c>(
    call: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let (Ok(device_type), Ok(result)) = (call.operand(0), call.result(0)) else {
        return;
    };
    let b = super::build::Builder {
        rewriter,
        context,
        location: call.location(),
    };
    rewriter.set_insertion_point_before(call);
    let r#type = device_type.r#type();
    let not_host = b.constant(r#type, 4);
    let nvidia = b.constant(r#type, 5);
    let is_not_host = b.compare(0, device_type, not_host);
    let is_nvidia = b.compare(0, device_type, nvidia);
    let either = b.arith("arith.ori", &[is_not_host, is_nvidia]);
    let mut extend = OpSpec::new("arith.extui", call.location());
    extend.operands = vec![either];
    extend.results = vec![Value::from(result).r#type()];
    let answer = extend.insert(rewriter, context);
    rewriter.replace_all_uses_with(
        result.into(),
        answer.result(0).expect("arith.extui has a result").into(),
    );
    rewriter.erase_op(call);
}

/// In the host version of a compute region (the host, or the emulated
/// discrete device, chosen when the program runs), `acc_on_device` asks
/// the runtime which of them runs the region: `__acc2omp_on_device`.
pub(super) fn rewrite_host_calls<'c, 'a>(
    target: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    globals: &[(String, Value<'c, 'a>)],
) {
    // Functions that use globals: their host copies, on the globals' maps.
    for call in collect_nested(target, |op| {
        matches!(op_name(&op), "llvm.call" | "func.call")
    }) {
        rewrite_call(call, rewriter, context, globals, CopyKind::Host);
    }
    const IN_REGION: &str = "__acc2omp_on_device";
    for call in collect_nested(target, |op| {
        op_name(&op) == "llvm.call" && callee(op).as_deref() == Some(ON_DEVICE)
    }) {
        // (`int acc_on_device(acc_device_t)`: an `int` and an `int` enum.)
        crate::ir::declare_symbol(
            rewriter,
            context,
            call,
            IN_REGION,
            &format!(
                "llvm.func @{IN_REGION}(i32) -> i32 attributes {{sym_visibility = \"private\"}}"
            ),
        );
        rewriter.start_op_modification(call);
        // SAFETY: a live op; the rewriter is told.
        let mut call_mut = unsafe { OperationRefMut::from_raw(call.to_raw()) };
        call_mut.set_attribute(
            "callee",
            FlatSymbolRefAttribute::new(context, IN_REGION).into(),
        );
        rewriter.finalize_op_modification(call);
    }
}

/// The name of the device copy of `name` (made, with its calls rewritten,
/// if the module has none yet).
fn device_copy<'c>(
    user: OperationRef<'c, '_>,
    name: &str,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    kind: CopyKind,
) -> String {
    let device_name = format!("{name}{}", kind.suffix());
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
    // The globals it uses: parameters of the copy, after its own.
    let names = super::globals::device_globals(user, name);
    let mut globals: Vec<(String, Value)> = Vec::new();
    if !names.is_empty() {
        let entry = crate::ir::entry_block(copy, 0);
        let pointer = melior::ir::Type::parse(context, "!llvm.ptr").expect("a type");
        for global in &names {
            globals.push((global.clone(), entry.add_argument(pointer, copy.location())));
        }
        let inputs: Vec<melior::ir::Type> = (0..entry.argument_count())
            .map(|i| entry.argument(i).expect("in range").r#type())
            .collect();
        let results: Vec<melior::ir::Type> = copy
            .attribute("function_type")
            .ok()
            .and_then(|a| melior::ir::attribute::TypeAttribute::try_from(a).ok())
            .and_then(|t| melior::ir::r#type::FunctionType::try_from(t.value()).ok())
            .map(|f| {
                (0..f.result_count())
                    .filter_map(|i| f.result(i).ok())
                    .collect()
            })
            .unwrap_or_default();
        let function_type = melior::ir::r#type::FunctionType::new(context, &inputs, &results);
        rewriter.start_op_modification(copy);
        // SAFETY: a live op; the rewriter is told.
        let mut copy_mut = unsafe { OperationRefMut::from_raw(copy.to_raw()) };
        copy_mut.set_attribute(
            "function_type",
            melior::ir::attribute::TypeAttribute::new(function_type.into()).into(),
        );
        // Parameter attributes (signext, noalias...), one per parameter.
        if let Some(attributes) = extended_argument_attributes(copy, names.len(), context) {
            copy_mut.set_attribute("arg_attrs", attributes);
        }
        rewriter.finalize_op_modification(copy);
        for address in collect_nested(copy, |op| op_name(&op) == "llvm.mlir.addressof") {
            let Some(global) = super::globals::variable_global(address) else {
                continue;
            };
            let global = super::globals::symbol_name(global);
            if let Some((_, parameter)) = globals.iter().find(|(g, _)| *g == global) {
                let result: Value = address.result(0).expect("addressof has a result").into();
                rewriter.replace_all_uses_with(result, *parameter);
                rewriter.erase_op(address);
            }
        }
    }
    for call in collect_nested(copy, |op| matches!(op_name(&op), "llvm.call" | "func.call")) {
        rewrite_call(call, rewriter, context, &globals, kind);
    }
    if kind == CopyKind::Device {
        // Its atomics, as a kernel's.
        let b = super::build::Builder {
            rewriter,
            context,
            location: copy.location(),
        };
        // SAFETY: the copy lives in the module.
        let copy = unsafe { OperationRef::from_raw(copy.to_raw()) };
        super::atomic::rewrite_atomics(&b, copy);
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

/// Replaces the math calls nested in `root` by intrinsics, and renames
/// libclc's functions (their declarations and calls) to libclc's names.
pub fn libm_to_intrinsics(root: OperationRef) {
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let rewriter = melior::IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    for op in collect_nested(root, |op| matches!(op_name(&op), "llvm.call" | "llvm.func")) {
        let name = if op_name(&op) == "llvm.func" {
            Some(super::globals::symbol_name(op))
        } else {
            callee(op)
        };
        let Some(library) = name.as_deref().and_then(mangled) else {
            continue;
        };
        rewriter.start_op_modification(op);
        // SAFETY: a live op; the rewriter is told.
        let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
        if op_name(&op) == "llvm.func" {
            op_mut.set_attribute("sym_name", StringAttribute::new(context, &library).into());
        } else {
            op_mut.set_attribute(
                "callee",
                FlatSymbolRefAttribute::new(context, &library).into(),
            );
        }
        rewriter.finalize_op_modification(op);
    }
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
        if *intrinsic == "llvm.intr.abs" {
            // C's abs of INT_MIN is undefined; LLVM's then gives INT_MIN.
            spec.attributes = vec![(
                "is_int_min_poison",
                melior::ir::attribute::IntegerAttribute::new(
                    melior::ir::r#type::IntegerType::new(context, 1).into(),
                    0,
                )
                .into(),
            )];
        }
        let replacement = spec.insert(&rewriter, context);
        for index in 0..call.result_count() {
            if let (Ok(old), Ok(new)) = (call.result(index), replacement.result(index)) {
                rewriter.replace_all_uses_with(old.into(), new.into());
            }
        }
        rewriter.erase_op(call);
    }
}
