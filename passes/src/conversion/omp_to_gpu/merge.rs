//! `merge-gpu-modules`: after MLIR's kernel outlining, which makes one
//! `gpu.module` per kernel, every kernel of the module goes into the first
//! `gpu.module`, so that a program carries one PTX and the CUDA driver
//! compiles it once (its first kernel's launch) instead of once per kernel
//! at each one's first launch. Each kernel takes its module's name (kernels
//! are all named after their function: `@main_kernel` in `@main_kernel_0`
//! becomes `@main_kernel_0` in the first module) and the launches follow;
//! the device functions, globals and declarations outlining copied into
//! several modules are copies of the same host symbol: one is kept. The
//! device copies of functions left in the host module go. The kernels'
//! shared-memory buffers get an alignment of 16 bytes
//! ([`align_workgroup_buffers`]).

use crate::registry::{PassId, PassInfo, external_pass};
use acc2omp_dialects::ops::{collect_nested, op_name};
use melior::{
    Context,
    ir::{
        Attribute, BlockLike as _, OperationRef, RegionLike,
        attribute::StringAttribute,
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
};

/// The address of this static is the pass's MLIR `TypeID`.
static MERGE_PASS_ID: PassId = PassId;

/// `merge-gpu-modules`.
pub const MERGE_PASS: PassInfo = PassInfo {
    argument: "merge-gpu-modules",
    summary: "Move every kernel into the first gpu.module (after gpu-kernel-outlining): one \
              GPU binary, compiled once, per program",
    options: &[],
    create: |_| {
        external_pass(&MERGE_PASS_ID, "MergeGpuModules", &MERGE_PASS, |root| {
            merge(root);
            Ok::<(), ()>(())
        })
    },
};

/// The operations directly in `op`'s first block.
fn children<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut current = op
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .and_then(|b| b.first_operation());
    while let Some(child) = current {
        current = child.next_in_block();
        ops.push(child);
    }
    ops
}

fn name(op: OperationRef) -> Option<String> {
    op.attribute("sym_name")
        .ok()
        .and_then(|a| StringAttribute::try_from(a).ok())
        .map(|s| s.value().to_string())
}

/// The device copies of functions left in the host module once outlining
/// copied them into the GPU modules: the host code calls none of them, and
/// they may hold GPU operations (a routine's `gpu.block_id`) that the host
/// cannot translate.
fn erase_host_device_copies(root: OperationRef) {
    let called: Vec<String> =
        collect_nested(root, |op| matches!(op_name(&op), "llvm.call" | "func.call"))
            .into_iter()
            .filter(|call| {
                // Calls from the GPU modules, or from the device copies themselves
                // (which go too), do not count.
                let mut parent = call.parent_operation();
                while let Some(p) = parent {
                    if op_name(&p) == "gpu.module"
                        || name(p).is_some_and(|n| n.ends_with(super::device::DEVICE))
                    {
                        return false;
                    }
                    parent = p.parent_operation();
                }
                true
            })
            .filter_map(|call| super::device::callee(call))
            .collect();
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let rewriter = melior::IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    for op in children(root) {
        if matches!(op_name(&op), "func.func" | "llvm.func")
            && let Some(symbol) = name(op)
            && symbol.ends_with(super::device::DEVICE)
            && !called.contains(&symbol)
        {
            rewriter.erase_op(op);
        }
    }
}

/// Shared-memory buffers (a kernel's workgroup attributions) aligned to 16
/// bytes: MLIR makes each an internal global without an alignment, which
/// the NVPTX back end declares with its element's (`.shared .align 4`,
/// `.align 1` for bytes), yet LLVM's load/store vectorizer reads them with
/// 16-byte vector loads (`ld.shared.v4.b32`, `ld.shared.v2.b64`), which
/// fault with CUDA_ERROR_MISALIGNED_ADDRESS where ptxas places a buffer
/// after a byte buffer (measured on an H100: a struct reduction of
/// `{int, int, char, char, char, double}`).
fn align_workgroup_buffers(root: OperationRef) {
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    for function in collect_nested(root, |op| op_name(&op) == "gpu.func") {
        let count = function
            .attribute("workgroup_attributions")
            .ok()
            .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
            .map_or(0, |a| a.value());
        if count <= 0 {
            continue;
        }
        let each = vec!["{llvm.align = 16 : i64}"; count as usize].join(", ");
        let attributes = Attribute::parse(context, &format!("[{each}]"))
            .expect("built here: an array of dictionaries");
        // SAFETY: a live op, outside any rewrite.
        unsafe { OperationRefMut::from_raw(function.to_raw()) }
            .set_attribute("workgroup_attrib_attrs", attributes);
    }
}

/// Merges the `gpu.module`s directly in `root` into the first.
pub fn merge(root: OperationRef) {
    align_workgroup_buffers(root);
    erase_host_device_copies(root);
    let modules: Vec<OperationRef> = children(root)
        .into_iter()
        .filter(|op| op_name(op) == "gpu.module")
        .collect();
    let [first, rest @ ..] = modules.as_slice() else {
        return;
    };
    if rest.is_empty() {
        return;
    }
    let context_ref = root.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let rewriter = melior::IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    let first_name = name(*first).expect("a gpu.module has a name");
    let mut symbols: Vec<String> = children(*first).into_iter().filter_map(name).collect();
    let mut renamed = Vec::new();
    for module in rest {
        let module_name = name(*module).expect("a gpu.module has a name");
        for op in children(*module) {
            let Some(symbol) = name(op) else {
                continue;
            };
            let last = *children(*first)
                .last()
                .expect("the first module has its kernel");
            if op_name(&op) == "gpu.func" && op.attribute("gpu.kernel").is_ok() {
                rewriter.start_op_modification(op);
                // SAFETY: a live op; the rewriter is told.
                unsafe { OperationRefMut::from_raw(op.to_raw()) }.set_attribute(
                    "sym_name",
                    StringAttribute::new(context, &module_name).into(),
                );
                rewriter.finalize_op_modification(op);
                rewriter.move_op_after(op, last);
                renamed.push((format!("@{module_name}::@{symbol}"), module_name.clone()));
            } else if symbols.contains(&symbol) {
                rewriter.erase_op(op);
            } else {
                rewriter.move_op_after(op, last);
                symbols.push(symbol);
            }
        }
        rewriter.erase_op(*module);
    }
    for launch in collect_nested(root, |op| op_name(&op) == "gpu.launch_func") {
        let Ok(kernel) = launch.attribute("kernel") else {
            continue;
        };
        let kernel = kernel.to_string();
        let Some((_, module_name)) = renamed.iter().find(|(old, _)| *old == kernel) else {
            continue;
        };
        let new = Attribute::parse(context, &format!("@{first_name}::@{module_name}"))
            .expect("built here: a symbol reference");
        rewriter.start_op_modification(launch);
        // SAFETY: a live op; the rewriter is told.
        unsafe { OperationRefMut::from_raw(launch.to_raw()) }.set_attribute("kernel", new);
        rewriter.finalize_op_modification(launch);
    }
}
