//! `convert-omp-to-gpu`: the `omp` dialect's device constructs to the
//! upstream `gpu` dialect and calls of the offload runtime, for NVIDIA GPUs
//! (MLIR's `gpu-lower-to-nvvm` pipeline then makes the kernels PTX).
//!
//! Each `omp.target` keeps its host version and gets a GPU version; which
//! one runs is decided when the program runs (`__acc2omp_offload_kind`):
//!
//! ```mlir
//! %d = llvm.call @__acc2omp_map_enter(%start, %bytes, %flags, %name)  // per map
//! %kind = llvm.call @__acc2omp_offload_kind()
//! scf.if (%kind == 2) {                        // an NVIDIA GPU
//!   gpu.launch blocks(...) threads(...) { <the region, as a kernel> }
//! } else {                                     // the host, or the emulated
//!   omp.target map_entries(... %d ...) { ... } // discrete device (its copies)
//! }
//! llvm.call @__acc2omp_map_exit(%start, %bytes, %flags, %name)        // per map
//! ```
//!
//! The maps of `omp.target_data`, `omp.target_enter_data`,
//! `omp.target_exit_data` and `omp.target_update` become the same runtime
//! calls (`lowering/runtime`: a present table with structured and dynamic
//! reference counts; on the host, whose memory is shared, they do nothing
//! and return the host address).
//!
//! Kernels ([`kernel`]): a target region whose work is one loop nest
//! partitioned by `distribute`, `parallel`+`wsloop` and `simd` (any
//! composite of them, `collapse`d levels included) becomes a grid-stride
//! loop over the nest's flattened iteration space, consecutive iterations
//! of the innermost level on consecutive threads (coalesced accesses); the
//! code before the loop is run by every thread (only code whose redundant
//! execution cannot be seen: locals, loads, arithmetic). A target region
//! with no partitioned loop (`serial`, gang-redundant code) runs on one
//! thread. Reductions at any level: [`reduction`]; calls of device
//! functions and C math functions: [`device`]; `atomic` read, write and
//! update: [`atomic`]. Everything else is
//! reported as `unsupported` at the construct (atomic capture, nested partitioned loops, `nowait`/`depend`
//! on device constructs, sections of several dimensions): a kernel is never
//! silently wrong.

mod atomic;
mod build;
mod device;
pub use device::MATH_PASS;
pub use merge::MERGE_PASS;
mod globals;
mod host;
mod kernel;
mod merge;
mod plan;
mod reduction;
mod rows;
mod sequential;

use crate::registry::{PassId, PassInfo, external_pass_creating};
use acc2omp_dialects::{
    diagnostics::emit_error,
    ops::{collect_nested, op_name},
};
use melior::{
    Context, IrRewriter,
    dialect::DialectHandle,
    ir::{OperationRef, operation::OperationLike},
    pass::Pass,
};

/// The address of this static is the pass's MLIR `TypeID`.
static PASS_ID: PassId = PassId;

/// The registry record of the pass.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-omp-to-gpu",
    summary: "Convert OpenMP device constructs (omp.target and the data directives) to GPU \
              kernels (gpu dialect) and calls of acc2omp's offload runtime",
    options: &[],
    create: |_| create_convert_omp_to_gpu_pass(),
};

/// The pass failed; the reasons were reported at their locations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct OffloadFailed;

/// Creates the pass (on a module). It creates `gpu`, `scf` and `arith`
/// ops besides `omp` and `llvm` ones.
pub fn create_convert_omp_to_gpu_pass() -> Pass {
    // SAFETY: these return the static handles of upstream dialects.
    let more = unsafe {
        [
            DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__gpu__()),
            DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__scf__()),
            DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__arith__()),
        ]
    };
    external_pass_creating(
        &PASS_ID,
        "ConvertOmpToGpu",
        &PASS,
        &more,
        convert_omp_to_gpu,
    )
}

/// Converts every device construct in `root` (a module). Each construct is
/// checked before anything is rewritten; on failure every reason has been
/// reported and the IR is left as it was.
pub fn convert_omp_to_gpu(root: OperationRef) -> Result<(), OffloadFailed> {
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    crate::driver::take_internal_errors();
    let targets = collect_nested(root, |op| op_name(&op) == "omp.target");
    let directives = collect_nested(root, |op| {
        matches!(
            op_name(&op),
            "omp.target_data"
                | "omp.target_enter_data"
                | "omp.target_exit_data"
                | "omp.target_update"
        )
    });
    // Check everything first.
    let mut failed = false;
    let mut report = |location, message: String| {
        emit_error(
            location,
            &format!("unsupported: {message} (--offload-arch)"),
        );
        failed = true;
    };
    let mut plans = Vec::new();
    for target in &targets {
        match plan::plan(*target) {
            Ok(plan) => plans.push(plan),
            Err((location, message)) => report(location, message),
        }
    }
    // (A target's own clauses are the plan's.)
    for directive in &directives {
        if let Err(message) = host::check_directive(*directive) {
            report(directive.location(), message);
        }
    }
    for op in directives.iter().chain(&targets) {
        if let Err(message) = host::check_maps(*op) {
            report(op.location(), message);
        }
    }
    if failed {
        return Err(OffloadFailed);
    }
    let rewriter = IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    mark_container_module(root, &rewriter, context);
    mark_jagged_calls(root, &rewriter, context);
    for plan in plans {
        let globals = globals::map_globals(plan.target, &rewriter, context);
        host::split_on_condition(plan.target, &rewriter, context);
        let maps = host::enter_target_maps(plan.target, &rewriter, context);
        // The maps exit after the run-time choice of device, on both paths.
        let choice = kernel::rewrite(&plan, &maps, &globals, &rewriter, context);
        host::exit_maps(choice, &maps, &rewriter, context);
    }
    for directive in directives {
        host::rewrite_directive(directive, &rewriter, context);
    }
    if crate::driver::take_internal_errors() > 0 {
        return Err(OffloadFailed);
    }
    Ok(())
}

/// `gpu.container_module` on the module: it holds `gpu.module`s (the
/// kernels, once outlined).
fn mark_container_module(root: OperationRef, rewriter: &melior::RewriterBase, context: &Context) {
    let mut module = root;
    while let Some(parent) = module.parent_operation() {
        module = parent;
    }
    rewriter.start_op_modification(module);
    // SAFETY: the module is live; the rewriter is told of the change.
    let mut module_mut =
        unsafe { melior::ir::operation::OperationRefMut::from_raw(module.to_raw()) };
    melior::ir::operation::OperationMutLike::set_discardable_attribute(
        &mut module_mut,
        "gpu.container_module",
        melior::ir::attribute::Attribute::unit(context),
    );
    rewriter.finalize_op_modification(module);
}

/// The runtime's `OFFLOADED` bit.
const JAGGED_OFFLOADED: i64 = acc2omp_dialects::jagged::OFFLOADED as i64;

/// The front end's calls of `__acc2omp_jagged` (pointer-to-pointer
/// sections) get the `OFFLOADED` bit: in this program the constructs may
/// run on a device, whose copies the call makes (a host build's call does
/// nothing, its constructs using the host's data).
fn mark_jagged_calls<'c>(
    root: OperationRef<'c, '_>,
    rewriter: &melior::RewriterBase<'c, '_>,
    context: &'c Context,
) {
    for call in collect_nested(root, |op| {
        op_name(&op) == "llvm.call"
            && op
                .attribute("callee")
                .is_ok_and(|c| c.to_string() == "@__acc2omp_jagged")
    }) {
        let last = call.operand_count().saturating_sub(1);
        let Some(operation) = call
            .operand(last)
            .ok()
            .and_then(crate::ir::integer_constant_value)
        else {
            continue;
        };
        rewriter.set_insertion_point_before(call);
        let i32_type = melior::ir::r#type::IntegerType::new(context, 32).into();
        let marked = crate::ir::constant(
            rewriter,
            context,
            i32_type,
            operation | JAGGED_OFFLOADED,
            call.location(),
        );
        // SAFETY: `call` is live; operand `last` exists and takes an i32.
        unsafe {
            mlir_sys::mlirOperationSetOperand(
                call.to_raw(),
                last as isize,
                melior::ir::ValueLike::to_raw(&marked),
            );
        }
    }
}
