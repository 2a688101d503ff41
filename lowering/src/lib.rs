//! The host lowering: OpenACC (`acc` dialect) to OpenMP (`omp`) with
//! acc2omp's passes, then MLIR's upstream pipeline to the LLVM dialect,
//! translation to LLVM IR, LLVM's optimizer and code generator in process
//! (as `clang -x ir` runs them), and `clang-22` as linker with LLVM's
//! `libomp` (and as code generator for the options only clang takes).
//!
//! * [`acc_to_omp`] and [`omp_to_llvm`]: the pass pipelines, run on a module
//!   in place (diagnostics go to the context's handlers).
//! * [`translate`]: the LLVM dialect module as LLVM IR text; [`compile`]:
//!   optimized and written as an object, assembly, bitcode or LLVM IR by a
//!   [`Codegen`] ([`prepare_codegen`]) made before the module exists.
//! * [`Toolchain`]: the `clang-22` and `libomp` this build uses.

pub mod source;

pub use acc2omp_dialects::capi::{Codegen, CodegenOptions, CodegenOutput, Relocation};
use acc2omp_dialects::capi::{add_pipeline, create_pass_manager};
use melior::{
    Context,
    ir::{Module, operation::OperationLike},
};
use std::{
    ffi::CStr,
    path::{Path, PathBuf},
};

/// acc → omp: Clacc's mapping, with `convert-acc-to-omp`'s `options`
/// (`key=value` pairs separated by spaces, as on acc-opt's command line).
pub fn acc_to_omp(context: &Context, module: &mut Module, options: &str) -> Result<(), String> {
    acc2omp_passes::register_passes();
    let pipeline = if options.is_empty() {
        "convert-acc-to-omp".to_string()
    } else {
        format!("convert-acc-to-omp{{{options}}}")
    };
    run(context, module, &pipeline)
}

/// The upstream pipeline from `func`/`scf`/`cf`/`arith`/`math`/`omp` to the
/// LLVM dialect (passes on the module, as on acc-opt's command line):
/// `scf` to `cf`, then MLIR's one `convert-to-llvm` conversion, which takes
/// every dialect's patterns at once (the same module as `convert-arith-to-
/// llvm`, `-math-`, `-func-`, `-cf-` and `-openmp-to-llvm` one after
/// another, in one walk instead of five). `omp-prof-events` first calls
/// the profiling interface's runtime around each compute construct (and
/// gives the host versions of a GPU build their launch events).
pub const OMP_TO_LLVM: &str = "omp-host-legalize,omp-prof-events,convert-scf-to-cf,convert-to-llvm,\
     reconcile-unrealized-casts";

/// The kernels of an NVIDIA GPU target (`sm_XX`): the profiling
/// interface's calls around the device constructs, `convert-omp-to-gpu`,
/// then MLIR's kernel outlining, the kernels in one `gpu.module` (one PTX,
/// compiled once); printed by `-emit-mlir=gpu`.
pub const OMP_TO_GPU: &str =
    "omp-prof-events{offload=true},convert-omp-to-gpu,gpu-kernel-outlining,merge-gpu-modules";

/// (In the kernels, `arith` goes to the LLVM dialect before
/// `convert-gpu-to-nvvm`, which would make `arith.maxnumf` a call of
/// libdevice's `__nv_fmax`: there is no libdevice without a CUDA toolkit,
/// and NVPTX has `max.f64` for LLVM's `maxnum`.)
///
/// libclc's NVPTX bitcode (Debian's `libclc-22`), which the kernels' C math
/// functions (`sin`, `exp`, `pow`...) are linked from.
pub const LIBCLC: &str = "/usr/lib/clc/nvptx64--.bc";

/// The kernels (`gpu.module`s) to PTX embedded in the host module (`gpu.binary`,
/// which the CUDA driver JIT-compiles when the program starts) and the
/// launches to calls of the runtime (`mgpuLaunchKernel`...), for `arch`.
pub fn gpu_to_binary_pipeline(arch: &str) -> String {
    format!(
        "nvvm-attach-target{{chip={arch} features=+{ptx} O=3 l={LIBCLC}}},\
         gpu.module(convert-scf-to-cf,convert-arith-to-llvm,convert-gpu-to-nvvm,convert-libm-to-nvptx,reconcile-unrealized-casts),\
         gpu-to-llvm,gpu-module-to-binary{{format=isa}}",
        ptx = ptx_version(arch)
    )
}

/// The PTX ISA version for `arch` (`sm_XX`): the oldest that LLVM 22's NVPTX
/// back end accepts for it, so that older drivers can JIT it.
pub fn ptx_version(arch: &str) -> &'static str {
    let number: u32 = arch
        .trim_start_matches("sm_")
        .trim_end_matches(|c: char| c.is_ascii_alphabetic())
        .parse()
        .unwrap_or(90);
    match number {
        0..=89 => "ptx78",
        90..=99 => "ptx80",
        100..=119 => "ptx86",
        _ => "ptx87",
    }
}

/// omp → GPU kernels and offload calls, for `arch` (`-emit-mlir=gpu` stops
/// after the first half, `binary = false`).
pub fn omp_to_gpu(
    context: &Context,
    module: &mut Module,
    arch: &str,
    binary: bool,
) -> Result<(), String> {
    acc2omp_passes::register_passes();
    run(context, module, OMP_TO_GPU)?;
    if binary {
        // (Verified after each pass: `gpu-module-to-binary` translates the
        // kernels inside the pipeline.)
        run_verified_each(context, module, &gpu_to_binary_pipeline(arch))?;
    }
    Ok(())
}

/// omp → LLVM dialect.
pub fn omp_to_llvm(context: &Context, module: &mut Module) -> Result<(), String> {
    acc2omp_passes::register_passes();
    run(context, module, OMP_TO_LLVM)
}

/// `accc -g`: a subprogram for each function of the LLVM dialect from its
/// location (MLIR's `ensure-debug-info-scope-on-llvm-func`, line tables
/// only), so that the translation writes the source lines; the functions
/// the OpenMP translation outlines get theirs in [`translate`].
pub fn add_debug_scopes(context: &Context, module: &mut Module) -> Result<(), String> {
    run(
        context,
        module,
        "ensure-debug-info-scope-on-llvm-func{emission-kind=LineTablesOnly}",
    )
}

/// Runs `pipeline` on `module`. Debug builds (the test suite's) verify the
/// module after each pass, as mlir-opt does, so that a pass that breaks the
/// IR is named; release builds verify the pipeline's result once, as clang's
/// release builds leave LLVM's verifier out between passes (per-pass
/// verification was 4% of a corpus program's `-O2 -c`): a pipeline's
/// invalid result is reported (the verifier's diagnostics, a failed stage)
/// before the next stage translates or prints it, though IR a pass breaks
/// reaches the pipeline's later passes unverified (a bug of that pass,
/// which the test suite's per-pass verification catches).
fn run(context: &Context, module: &mut Module, pipeline: &str) -> Result<(), String> {
    run_verifying(context, module, pipeline, cfg!(debug_assertions))
}

/// [`run`], verifying after each pass in every build (for a pipeline that
/// translates IR inside it).
fn run_verified_each(context: &Context, module: &mut Module, pipeline: &str) -> Result<(), String> {
    run_verifying(context, module, pipeline, true)
}

fn run_verifying(
    context: &Context,
    module: &mut Module,
    pipeline: &str,
    verify_each: bool,
) -> Result<(), String> {
    let pass_manager = create_pass_manager(context);
    pass_manager.enable_verifier(verify_each);
    add_pipeline(&pass_manager, pipeline)?;
    pass_manager
        .run(module)
        .map_err(|_| "the pass pipeline failed".to_string())?;
    if !verify_each && !module.as_operation().verify() {
        return Err(format!("the result of '{pipeline}' does not verify"));
    }
    Ok(())
}

/// The module (LLVM dialect) as LLVM IR text, with the host's target triple
/// (the context must have the LLVM IR translations registered, as
/// `acc2omp_dialects::context::create_context` does).
pub fn translate(module: &Module) -> Result<String, String> {
    with_llvm_module(module, None, |llvm_module| {
        // SAFETY: a valid module; the message is disposed of after the copy.
        unsafe {
            let text = mlir_sys::LLVMPrintModuleToString(llvm_module);
            let ir = CStr::from_ptr(text).to_string_lossy().into_owned();
            mlir_sys::LLVMDisposeMessage(text);
            Ok(ir)
        }
    })
}

/// LLVM's optimizer and code generator for the host with `options`,
/// writing `output`, made before the module exists (see [`Codegen`]).
pub fn prepare_codegen(options: &CodegenOptions, output: CodegenOutput) -> Result<Codegen, String> {
    Codegen::prepare(&host_triple(), options, output)
}

/// The module (LLVM dialect) translated into `codegen`'s context,
/// optimized and written to `path` in process, as `clang -x ir` with its
/// options would (see [`translate`] for the context).
pub fn compile(module: &Module, codegen: &mut Codegen, path: &str) -> Result<(), String> {
    let context = codegen.context();
    // SAFETY: a valid module of the code generator's context, its triple set
    // by `with_llvm_module`.
    with_llvm_module(module, Some(context), |llvm_module| unsafe {
        codegen.run(llvm_module, path)
    })
}

/// `work` on the module translated to LLVM IR in `llvm_context` (a context
/// of its own if `None`), with the host's target triple and data layout;
/// the LLVM module (and a context of its own) is disposed of after it.
fn with_llvm_module<T>(
    module: &Module,
    llvm_context: Option<mlir_sys::LLVMContextRef>,
    work: impl FnOnce(mlir_sys::LLVMModuleRef) -> Result<T, String>,
) -> Result<T, String> {
    // SAFETY: a valid module; the LLVM context and module are disposed of
    // after `work`.
    unsafe {
        // The host's data layout first: the translation folds the address
        // of a global's member into a byte offset with the LLVM module's
        // layout, and LLVM's default one puts an `i64` after an `i8` at
        // offset 4 (x86-64: 8).
        let operation = module.as_operation().to_raw();
        if let Some(layout) = host_data_layout() {
            let name = c"llvm.data_layout";
            let name = mlir_sys::mlirStringRefCreateFromCString(name.as_ptr());
            let present = mlir_sys::mlirOperationGetDiscardableAttributeByName(operation, name);
            if present.ptr.is_null() {
                let layout = std::ffi::CString::new(layout).expect("no NUL");
                let context = mlir_sys::mlirOperationGetContext(operation);
                let value = mlir_sys::mlirStringAttrGet(
                    context,
                    mlir_sys::mlirStringRefCreateFromCString(layout.as_ptr()),
                );
                mlir_sys::mlirOperationSetDiscardableAttributeByName(operation, name, value);
            }
        }
        let own_context = llvm_context.is_none();
        let llvm_context = llvm_context.unwrap_or_else(|| mlir_sys::LLVMContextCreate());
        let llvm_module =
            acc2omp_dialects::capi::translate_module(module.as_operation().to_raw(), llvm_context);
        if llvm_module.is_null() {
            if own_context {
                mlir_sys::LLVMContextDispose(llvm_context);
            }
            return Err("the translation to LLVM IR failed".into());
        }
        let triple = std::ffi::CString::new(host_triple()).expect("no NUL");
        mlir_sys::LLVMSetTarget(llvm_module, triple.as_ptr());
        queue_tasks(llvm_module);
        let outcome = work(llvm_module);
        mlir_sys::LLVMDisposeModule(llvm_module);
        if own_context {
            mlir_sys::LLVMContextDispose(llvm_context);
        }
        outcome
    }
}

/// Runs the tasks of async constructs on their queues' threads: the calls
/// of MLIR's translation of `omp.task` that make and start a task
/// (`__kmpc_omp_task_alloc`, `__kmpc_omp_task_with_deps`, `__kmpc_omp_task`)
/// call the runtime's `__acc2omp_*` versions instead
/// (`lowering/runtime/src/queues.rs`: libomp would run a task made outside a
/// parallel region at once, and its hidden-helper tasks abort on 16 cores
/// when they start teams). acc2omp makes `omp.task` only for activity
/// queues (`convert-acc-to-omp` without `fake-async-wait`), never with
/// `if`; a module with an undeferred task (`__kmpc_omp_task_begin_if0`)
/// keeps libomp's.
///
/// # Safety
/// `module` is a valid LLVM module.
unsafe fn queue_tasks(module: mlir_sys::LLVMModuleRef) {
    // SAFETY: the caller's contract; every value read comes from it.
    unsafe {
        if !mlir_sys::LLVMGetNamedFunction(module, c"__kmpc_omp_task_begin_if0".as_ptr()).is_null()
        {
            return;
        }
        for (libomp, runtime) in [
            (c"__kmpc_omp_task_alloc", "__acc2omp_task_alloc"),
            (c"__kmpc_omp_task_with_deps", "__acc2omp_task_with_deps"),
            (c"__kmpc_omp_task", "__acc2omp_task"),
        ] {
            let function = mlir_sys::LLVMGetNamedFunction(module, libomp.as_ptr());
            if !function.is_null() {
                mlir_sys::LLVMSetValueName2(function, runtime.as_ptr().cast(), runtime.len());
            }
        }
    }
}

/// The data layout of the host's target, as clang-22 gives it.
pub fn host_data_layout() -> Option<&'static str> {
    match std::env::consts::ARCH {
        "x86_64" => {
            Some("e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128")
        }
        "aarch64" => Some(
            "e-m:e-p270:32:32-p271:32:32-p272:64:64-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32",
        ),
        _ => None,
    }
}

/// The target triple of the host (what clang-22 compiles for by default).
pub fn host_triple() -> String {
    let arch = std::env::consts::ARCH;
    match std::env::consts::OS {
        "linux" => format!("{arch}-pc-linux-gnu"),
        os => format!("{arch}-unknown-{os}"),
    }
}

/// The LLVM 22 toolchain: `clang-22` and the directory of `libomp`.
#[derive(Clone, Debug)]
pub struct Toolchain {
    pub clang: PathBuf,
    pub libomp_dir: PathBuf,
}

impl Default for Toolchain {
    fn default() -> Self {
        let prefix = std::env::var_os("MLIR_SYS_220_PREFIX")
            .map(PathBuf::from)
            .unwrap_or_else(|| PathBuf::from("/usr/lib/llvm-22"));
        Toolchain {
            clang: prefix.join("bin/clang"),
            libomp_dir: libomp_dir(&prefix),
        }
    }
}

/// The directory that holds the `libomp.so` LLVM 22's clang links (Debian's
/// `/usr/lib/llvm-22/lib/libomp.so` is a link to the real one).
fn libomp_dir(prefix: &Path) -> PathBuf {
    let link = prefix.join("lib/libomp.so");
    std::fs::canonicalize(&link)
        .ok()
        .and_then(|real| real.parent().map(Path::to_path_buf))
        .unwrap_or_else(|| prefix.join("lib"))
}
