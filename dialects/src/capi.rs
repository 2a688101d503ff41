//! Safe wrappers over `shim/capi_ext.cpp`, the C API extensions acc2omp needs.

use melior::{
    Context, StringRef,
    ir::{
        Location, Module,
        operation::{Operation, OperationLike, OperationRef},
    },
    pass::{Pass, PassManager},
};
use mlir_sys::{
    MlirContext, MlirLocation, MlirOperation, MlirPass, MlirPassManager, MlirStringCallback,
    MlirStringRef,
};
use std::ffi::c_void;

unsafe extern "C" {
    fn acc2omp_parse_module(
        context: MlirContext,
        source: MlirStringRef,
        name: MlirStringRef,
    ) -> MlirOperation;
    fn acc2omp_pass_manager_create(context: MlirContext) -> MlirPassManager;
    fn acc2omp_register_pass(
        argument: MlirStringRef,
        description: MlirStringRef,
        factory: PassFactory,
        user_data: *mut c_void,
    );
    fn acc2omp_print_registered_passes();
    fn acc2omp_target_exec_flags(op: MlirOperation) -> i32;
    fn acc2omp_clause_map_flags(attribute: mlir_sys::MlirAttribute) -> i64;
    fn acc2omp_emit_diagnostic(location: MlirLocation, severity: i32, message: MlirStringRef);
    fn acc2omp_translate_module(
        module: MlirOperation,
        context: mlir_sys::LLVMContextRef,
    ) -> mlir_sys::LLVMModuleRef;
    fn acc2omp_remove_file_on_signal(path: *const std::ffi::c_char);
    fn acc2omp_initialize_llvm_targets();
    #[allow(clippy::too_many_arguments)]
    fn acc2omp_codegen_prepare(
        triple: *const std::ffi::c_char,
        cpu: *const std::ffi::c_char,
        tune_cpu: *const std::ffi::c_char,
        features: *const std::ffi::c_char,
        opt_level: i32,
        size_level: i32,
        relocation: i32,
        output: i32,
        error: *mut *mut std::ffi::c_char,
    ) -> *mut c_void;
    fn acc2omp_codegen_context(codegen: *mut c_void) -> mlir_sys::LLVMContextRef;
    fn acc2omp_codegen_run(
        codegen: *mut c_void,
        module: mlir_sys::LLVMModuleRef,
        path: *const std::ffi::c_char,
        error: *mut *mut std::ffi::c_char,
    ) -> bool;
    fn acc2omp_codegen_dispose(codegen: *mut c_void);
}

/// Has `path` removed if the process dies of a signal or of a fatal error
/// that LLVM reports in process (LLVM's signal handlers, installed on the
/// first call): for temporary files, which the normal exit removes itself.
pub fn remove_file_on_signal(path: &str) {
    if let Ok(path) = std::ffi::CString::new(path) {
        // SAFETY: a NUL-terminated path that LLVM copies.
        unsafe {
            acc2omp_remove_file_on_signal(path.as_ptr());
        }
    }
}

/// Registers every LLVM target, once (as libclang does when it starts):
/// before a thread that uses libclang starts, so that no two threads
/// register a target at once (LLVM's registry takes no lock; a race links
/// a target into a cycle and later lookups never end).
pub fn initialize_llvm_targets() {
    // SAFETY: no arguments; the shim initializes once.
    unsafe { acc2omp_initialize_llvm_targets() }
}

/// What [`Codegen`] writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CodegenOutput {
    Object = 0,
    Assembly = 1,
    Bitcode = 2,
    Text = 3,
}

/// The relocation model of [`CodegenOptions`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relocation {
    Static = 0,
    Pic = 1,
    /// Position-independent code for an executable (clang's default on
    /// Debian).
    Pie = 2,
    /// `-fpic` and `-fpie`: the small model's levels (the same code on
    /// x86-64; the modules' flags say which, as clang's do).
    SmallPic = 3,
    SmallPie = 4,
}

/// How [`Codegen`] optimizes and generates code: clang's `-O<opt_level>`
/// (`size_level` 1 for `-Os`, 2 for `-Oz`), `-march=<cpu>` (`native`: the
/// host's CPU and features), `-mtune=<tune_cpu>`, the relocation model.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodegenOptions {
    pub cpu: String,
    pub tune_cpu: String,
    pub features: String,
    pub opt_level: i32,
    pub size_level: i32,
    pub relocation: Relocation,
}

/// LLVM's optimizer and code generator for one module, as clang runs them
/// for LLVM IR input (`shim/capi_ext.cpp`'s `Acc2ompCodegen`), made before
/// the module exists (accc makes it while libclang parses the C: its
/// target machine and pass pipelines took about 1 ms of each compile), then
/// [`Codegen::run`] once on a module translated into [`Codegen::context`].
#[derive(Debug)]
pub struct Codegen {
    raw: *mut c_void,
}

impl Codegen {
    /// The optimizer and code generator for `triple` with `options`,
    /// writing `output`.
    pub fn prepare(
        triple: &str,
        options: &CodegenOptions,
        output: CodegenOutput,
    ) -> Result<Self, String> {
        let c = |text: &str| std::ffi::CString::new(text).map_err(|_| format!("NUL in '{text}'"));
        let (triple, cpu, tune, features) = (
            c(triple)?,
            c(&options.cpu)?,
            c(&options.tune_cpu)?,
            c(&options.features)?,
        );
        let mut error = std::ptr::null_mut();
        // SAFETY: the strings outlive the call; the shim returns an owned
        // object or null with a malloc'ed message.
        let raw = unsafe {
            acc2omp_codegen_prepare(
                triple.as_ptr(),
                cpu.as_ptr(),
                tune.as_ptr(),
                features.as_ptr(),
                options.opt_level,
                options.size_level,
                options.relocation as i32,
                output as i32,
                &mut error,
            )
        };
        if raw.is_null() {
            // SAFETY: null or the shim's malloc'ed message.
            return Err(unsafe { take_error(error) });
        }
        Ok(Codegen { raw })
    }

    /// The LLVM context the module must be translated into (alive as long
    /// as `self`; its modules must be disposed of before `self` is dropped).
    pub fn context(&self) -> mlir_sys::LLVMContextRef {
        // SAFETY: a live code generator.
        unsafe { acc2omp_codegen_context(self.raw) }
    }

    /// Optimizes `module` and writes it to `path` (once).
    ///
    /// # Safety
    /// `module` is a valid LLVM module of [`Self::context`] with its target
    /// triple set.
    pub unsafe fn run(
        &mut self,
        module: mlir_sys::LLVMModuleRef,
        path: &str,
    ) -> Result<(), String> {
        let path = std::ffi::CString::new(path).map_err(|_| format!("NUL in '{path}'"))?;
        let mut error = std::ptr::null_mut();
        // SAFETY: the caller's contract; the path outlives the call.
        unsafe {
            if acc2omp_codegen_run(self.raw, module, path.as_ptr(), &mut error) {
                return Ok(());
            }
            Err(take_error(error))
        }
    }
}

impl Drop for Codegen {
    fn drop(&mut self) {
        // SAFETY: owned; its context's modules were disposed of (`context`'s
        // contract).
        unsafe { acc2omp_codegen_dispose(self.raw) }
    }
}

/// The shim's malloc'ed error message, freed.
///
/// # Safety
/// `error` is null or a NUL-terminated string from `malloc`.
unsafe fn take_error(error: *mut std::ffi::c_char) -> String {
    if error.is_null() {
        return "out of memory".to_string();
    }
    // SAFETY: the caller's contract.
    unsafe {
        let message = std::ffi::CStr::from_ptr(error)
            .to_string_lossy()
            .into_owned();
        libc_free(error.cast());
        message
    }
}

unsafe extern "C" {
    #[link_name = "free"]
    fn libc_free(pointer: *mut c_void);
}

/// `mlirTranslateModuleToLLVMIR`, with each function that MLIR's OpenMP
/// translation outlines given a subprogram of its own before LLVM's
/// verifier runs (MLIR 22 leaves it its parent's, which the verifier
/// rejects when the module has debug information: `accc -g`). Null on
/// failure (the verifier's message printed).
///
/// # Safety
/// `module` is a valid `builtin.module` of the LLVM dialect and `context` a
/// live LLVM context; the caller disposes of the result.
pub unsafe fn translate_module(
    module: MlirOperation,
    context: mlir_sys::LLVMContextRef,
) -> mlir_sys::LLVMModuleRef {
    // SAFETY: the caller's contract.
    unsafe { acc2omp_translate_module(module, context) }
}

/// Emits a warning at `location` through the context's diagnostic engine.
pub fn emit_warning(location: Location, message: &str) {
    // SAFETY: a valid location; the message is copied by the engine.
    unsafe {
        acc2omp_emit_diagnostic(location.to_raw(), 1, StringRef::new(message).to_raw());
    }
}

/// Emits a remark at `location` through the context's diagnostic engine.
pub fn emit_remark(location: Location, message: &str) {
    // SAFETY: as for `emit_warning`.
    unsafe {
        acc2omp_emit_diagnostic(location.to_raw(), 2, StringRef::new(message).to_raw());
    }
}

/// MLIR's `TargetRegionFlags::trip_count`: the target captures a loop whose
/// trip count the host evaluates, so its bounds must be `host_eval` values.
pub const TARGET_TRIP_COUNT: i32 = 4;
/// MLIR's `TargetRegionFlags::spmd`.
pub const TARGET_SPMD: i32 = 2;

/// The kernel execution flags MLIR derives for an `omp.target` op
/// (`TargetOp::getKernelExecFlags` of its innermost captured op), or `None`
/// for any other op.
pub fn target_exec_flags(op: OperationRef) -> Option<i32> {
    // SAFETY: a valid operation; the function only reads the IR.
    let flags = unsafe { acc2omp_target_exec_flags(op.to_raw()) };
    (flags >= 0).then_some(flags)
}

/// The flags of an `omp.map.info`'s `map_type` (MLIR's `ClauseMapFlags`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MapFlags(pub u32);

impl MapFlags {
    /// The flags' names, in MLIR's order of bits (`del` is `delete`).
    pub const NAMES: [(&'static str, u32); 20] = [
        ("storage", 1),
        ("to", 2),
        ("from", 4),
        ("always", 8),
        ("delete", 16),
        ("return_param", 32),
        ("private", 64),
        ("literal", 128),
        ("implicit", 256),
        ("close", 512),
        ("present", 1024),
        ("ompx_hold", 2048),
        ("attach", 4096),
        ("attach_always", 8192),
        ("attach_none", 16384),
        ("attach_auto", 32768),
        ("ref_ptr", 65536),
        ("ref_ptee", 131072),
        ("ref_ptr_ptee", 262144),
        ("is_device_ptr", 524288),
    ];

    /// The `map_type` of an `omp.map.info` op.
    pub fn of(op: &OperationRef) -> Option<Self> {
        let attribute = op.attribute("map_type").ok()?;
        // SAFETY: a live attribute; the shim checks its kind.
        let bits =
            unsafe { acc2omp_clause_map_flags(melior::ir::AttributeLike::to_raw(&attribute)) };
        u32::try_from(bits).ok().map(MapFlags)
    }

    /// Whether the flag `name` (of [`MapFlags::NAMES`]) is set.
    pub fn has(self, name: &str) -> bool {
        Self::NAMES
            .iter()
            .any(|(n, bit)| *n == name && self.0 & bit != 0)
    }

    /// The names of the flags that are set.
    pub fn names(self) -> Vec<&'static str> {
        Self::NAMES
            .iter()
            .filter(|(_, bit)| self.0 & bit != 0)
            .map(|(name, _)| *name)
            .collect()
    }
}

type PassFactory =
    unsafe extern "C" fn(*mut c_void, MlirStringRef, MlirStringCallback, *mut c_void) -> MlirPass;

/// The text of a C API string reference. (melior's `StringRef::as_str`
/// panics on an empty reference.) Invalid UTF-8 is replaced.
///
/// # Safety
/// `raw` must point to `length` readable bytes (or have length 0).
pub unsafe fn string_ref<'a>(raw: MlirStringRef) -> std::borrow::Cow<'a, str> {
    if raw.length == 0 || raw.data.is_null() {
        return std::borrow::Cow::Borrowed("");
    }
    // SAFETY: guaranteed by the caller.
    let bytes = unsafe { std::slice::from_raw_parts(raw.data.cast::<u8>(), raw.length) };
    String::from_utf8_lossy(bytes)
}

/// Parses `source` into a module whose locations name `file_name`. Several
/// top-level operations are wrapped in a `builtin.module`, as in mlir-opt.
/// On failure, the diagnostics have gone to the context's handlers.
pub fn parse_module<'c>(context: &'c Context, source: &str, file_name: &str) -> Option<Module<'c>> {
    verified(parse_unverified(context, source, file_name)?)
}

/// [`parse_module`] without the verification: a part of a module (a
/// function whose callees and globals another part defines), to be put
/// together with [`append_body`] and checked by [`verified`].
pub fn parse_unverified<'c>(
    context: &'c Context,
    source: &str,
    file_name: &str,
) -> Option<Module<'c>> {
    if let Some((line, column, message)) = find_parser_crash(source) {
        crate::diagnostics::emit_error(Location::new(context, file_name, line, column), message);
        return None;
    }
    // SAFETY: the shim returns either null or an owned, verified-to-parse
    // `builtin.module` operation created in `context`.
    unsafe {
        let raw = acc2omp_parse_module(
            context.to_raw(),
            StringRef::new(source).to_raw(),
            StringRef::new(file_name).to_raw(),
        );
        Module::from_operation(Operation::from_option_raw(raw)?)
    }
}

/// `module` if it verifies (without running the verifiers that crash on
/// some inputs: their errors are given instead); the diagnostics go to the
/// context's handlers.
pub fn verified(module: Module<'_>) -> Option<Module<'_>> {
    let operation = module.as_operation();
    if let Some((op, message)) = find_verifier_crash(operation) {
        crate::diagnostics::emit_error(op.location(), &message);
        return None;
    }
    // SAFETY: a live operation.
    unsafe { mlir_sys::mlirOperationVerify(operation.to_raw()) }.then_some(module)
}

/// `flags` telling MLIR's printer that the IR verifies (it would run the
/// verifier again, to fall back to the generic form: an eighth of printing
/// a large module): for modules [`verified`] or checked by a pass manager.
pub fn assume_verified(
    flags: melior::ir::operation::OperationPrintingFlags,
) -> melior::ir::operation::OperationPrintingFlags {
    // SAFETY: live flags.
    unsafe { mlir_sys::mlirOpPrintingFlagsAssumeVerified(flags.to_raw()) };
    flags
}

/// Moves the operations of `from`'s body to the end of `into`'s.
pub fn append_body(into: &Module<'_>, from: Module<'_>) {
    // SAFETY: both modules are live; each operation is detached from
    // `from`'s block before `into`'s block takes ownership of it, and
    // `from` (then empty) is destroyed at the end.
    unsafe {
        let target = into.body().to_raw();
        let source = from.body().to_raw();
        loop {
            let op = mlir_sys::mlirBlockGetFirstOperation(source);
            if op.ptr.is_null() {
                break;
            }
            mlir_sys::mlirOperationRemoveFromParent(op);
            mlir_sys::mlirBlockAppendOwnedOperation(target, op);
        }
    }
}

/// The acc ops whose verifiers (MLIR 22) dereference the defining op of
/// every clause operand: a block argument there crashes the verifier.
const CLAUSE_LIST_OPS: &[&str] = &[
    "acc.parallel",
    "acc.serial",
    "acc.kernels",
    "acc.loop",
    "acc.data",
    "acc.enter_data",
    "acc.exit_data",
    "acc.update",
    "acc.host_data",
    "acc.declare_enter",
    "acc.declare",
    "acc.kernel_environment",
];

/// An op that MLIR 22's verifier would crash on, with the error to give
/// instead: an acc construct with a pointer-like clause operand that is a
/// block argument (the verifier dereferences its defining op; integer
/// operands such as bounds, `if`, `num_gangs` may be block arguments), or
/// one with operands of a clause whose device-type attribute is missing
/// (possible only in the generic form; the verifier reads the attribute
/// without checking it is there).
fn find_verifier_crash<'c, 'a>(
    module: OperationRef<'c, 'a>,
) -> Option<(OperationRef<'c, 'a>, String)> {
    crate::ops::collect_nested(module, |op| {
        CLAUSE_LIST_OPS.contains(&crate::ops::op_name(&op))
    })
    .into_iter()
    .find_map(|op| {
        let name = crate::ops::op_name(&op);
        let block_argument = op.operands().enumerate().find(|(_, value)| {
            // SAFETY: predicates on a valid value and its type.
            unsafe {
                let raw = melior::ir::ValueLike::to_raw(value);
                let r#type = mlir_sys::mlirValueGetType(raw);
                mlir_sys::mlirValueIsABlockArgument(raw)
                    && !mlir_sys::mlirTypeIsAInteger(r#type)
                    && !mlir_sys::mlirTypeIsAIndex(r#type)
            }
        });
        if let Some((index, _)) = block_argument {
            return Some((
                op,
                format!(
                    "operand #{index} of '{name}' is a block argument; it must be the result of \
                     a data clause, private, firstprivate, reduction or cache operation"
                ),
            ));
        }
        let sizes = segment_sizes(op)?;
        DEVICE_TYPE_ATTRIBUTES
            .iter()
            .filter(|(op_name, _, _)| *op_name == name)
            .find_map(|(_, segment, attributes)| {
                let missing = attributes
                    .iter()
                    .find(|attribute| op.attribute(attribute).is_err())?;
                (sizes.get(*segment).copied().unwrap_or(0) > 0).then(|| {
                    (
                        op,
                        format!(
                            "'{name}' has operands in segment #{segment} but no '{missing}' \
                             attribute (the generic form must give it)"
                        ),
                    )
                })
            })
    })
}

/// An op's `operandSegmentSizes`.
fn segment_sizes(op: OperationRef) -> Option<Vec<i64>> {
    let text = op.attribute("operandSegmentSizes").ok()?.to_string();
    let list = text.strip_prefix("array<i32:")?.strip_suffix('>')?;
    list.split(',').map(|n| n.trim().parse().ok()).collect()
}

/// For each acc op, an operand segment and the attributes MLIR 22's
/// verifier reads, unchecked, when the segment is not empty.
const DEVICE_TYPE_ATTRIBUTES: &[(&str, usize, &[&str])] = &[
    ("acc.parallel", 0, &["asyncOperandsDeviceType"]),
    (
        "acc.parallel",
        1,
        &[
            "waitOperandsDeviceType",
            "waitOperandsSegments",
            "hasWaitDevnum",
        ],
    ),
    (
        "acc.parallel",
        2,
        &["numGangsDeviceType", "numGangsSegments"],
    ),
    ("acc.parallel", 3, &["numWorkersDeviceType"]),
    ("acc.parallel", 4, &["vectorLengthDeviceType"]),
    ("acc.kernels", 0, &["asyncOperandsDeviceType"]),
    (
        "acc.kernels",
        1,
        &[
            "waitOperandsDeviceType",
            "waitOperandsSegments",
            "hasWaitDevnum",
        ],
    ),
    (
        "acc.kernels",
        2,
        &["numGangsDeviceType", "numGangsSegments"],
    ),
    ("acc.kernels", 3, &["numWorkersDeviceType"]),
    ("acc.kernels", 4, &["vectorLengthDeviceType"]),
    ("acc.serial", 0, &["asyncOperandsDeviceType"]),
    (
        "acc.serial",
        1,
        &[
            "waitOperandsDeviceType",
            "waitOperandsSegments",
            "hasWaitDevnum",
        ],
    ),
    ("acc.data", 1, &["asyncOperandsDeviceType"]),
    (
        "acc.data",
        2,
        &[
            "waitOperandsDeviceType",
            "waitOperandsSegments",
            "hasWaitDevnum",
        ],
    ),
    (
        "acc.loop",
        3,
        &[
            "gangOperandsArgType",
            "gangOperandsDeviceType",
            "gangOperandsSegments",
        ],
    ),
    ("acc.loop", 4, &["workerNumOperandsDeviceType"]),
    ("acc.loop", 5, &["vectorOperandsDeviceType"]),
    (
        "acc.loop",
        6,
        &["tileOperandsDeviceType", "tileOperandsSegments"],
    ),
];

/// Finds input that crashes MLIR 22's parser instead of being rejected, so
/// that it can be rejected with a located error first.
///
/// Known case (`reference/mlir-forms.md`, pitfall 16): an `acc` data clause
/// op whose `varPtr` is an opaque `!llvm.ptr` without `varType(...)`; the
/// parser derives the type from the pointee, gets null and segfaults. In the
/// custom syntax `varType(` must directly follow `varPtr(%v : type)`.
/// Comments and string literals are skipped. Returns 1-based line and
/// column.
pub fn find_parser_crash(source: &str) -> Option<(usize, usize, &'static str)> {
    let bytes = source.as_bytes();
    let mut i = 0;
    let (mut line, mut line_start) = (1, 0);
    while i < bytes.len() {
        match bytes[i] {
            b'\n' => {
                line += 1;
                line_start = i + 1;
                i += 1;
            }
            b'/' if bytes.get(i + 1) == Some(&b'/') => {
                while i < bytes.len() && bytes[i] != b'\n' {
                    i += 1;
                }
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' && bytes[i] != b'\n' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
                i += 1;
            }
            // Bytes, not `str` slices: `i` may be inside a UTF-8 character
            // (a string or comment skipped by a byte count, any non-ASCII
            // text near an error).
            // `varPtr` then `(`, with any whitespace between (the lexer's
            // tokens).
            _ if keyword_then_paren(&bytes[i..], b"varPtr").is_some()
                && (i == 0 || !bytes[i - 1].is_ascii_alphanumeric()) =>
            {
                let start = i;
                let open = i + keyword_then_paren(&bytes[i..], b"varPtr").unwrap_or(0);
                let close = bytes[open..]
                    .iter()
                    .position(|&b| b == b')')
                    .map(|p| open + p);
                if let Some(close) = close {
                    let inside = String::from_utf8_lossy(&bytes[open + 1..close]);
                    let pointer_type = inside.rsplit(':').next().unwrap_or("").trim();
                    let rest = &bytes[close + 1..];
                    let rest = &rest[rest
                        .iter()
                        .position(|b| !lexer_space(b))
                        .unwrap_or(rest.len())..];
                    if pointer_type.starts_with("!llvm.ptr")
                        && keyword_then_paren(rest, b"varType").is_none()
                    {
                        return Some((
                            line,
                            start - line_start + 1,
                            "'varType(...)' is required after 'varPtr(... : !llvm.ptr)' (an opaque pointer has no element type)",
                        ));
                    }
                }
                i += "varPtr(".len();
            }
            // A dense array of a type that is neither an integer nor a
            // float (`array<index: 1>`): the parser asks the type's bit width
            // and crashes.
            _ if keyword_then(&bytes[i..], b"array", b'<').is_some()
                && (i == 0
                    || !(bytes[i - 1].is_ascii_alphanumeric()
                        || matches!(bytes[i - 1], b'.' | b'_' | b'!'))) =>
            {
                let open = keyword_then(&bytes[i..], b"array", b'<').unwrap_or(0);
                let after = &bytes[i + open + 1..];
                let end = after
                    .iter()
                    .position(|&b| matches!(b, b':' | b'>' | b'\n'))
                    .unwrap_or(after.len());
                let element = String::from_utf8_lossy(&after[..end]);
                let element = element.trim();
                // `array<4 x i8>` nested in an LLVM type is no dense array.
                let llvm_array = element.starts_with(|c: char| c.is_ascii_digit());
                if !llvm_array && !dense_array_element(element) {
                    return Some((
                        line,
                        i - line_start + 1,
                        "a dense array's elements must be of an integer or floating-point type",
                    ));
                }
                i += "array<".len();
            }
            _ => i += 1,
        }
    }
    None
}

/// Whether MLIR's lexer skips `b` between tokens: whitespace, and a NUL
/// byte that does not end the buffer.
fn lexer_space(b: &u8) -> bool {
    b.is_ascii_whitespace() || *b == 0
}

/// When `bytes` starts with `keyword`, optional whitespace and `(`: the
/// offset of the `(`.
fn keyword_then_paren(bytes: &[u8], keyword: &[u8]) -> Option<usize> {
    keyword_then(bytes, keyword, b'(')
}

/// When `bytes` starts with `keyword`, optional whitespace and
/// `punctuation`: the offset of the punctuation.
fn keyword_then(bytes: &[u8], keyword: &[u8], punctuation: u8) -> Option<usize> {
    let rest = bytes.strip_prefix(keyword)?;
    let space = rest.iter().take_while(|b| lexer_space(b)).count();
    (rest.get(space) == Some(&punctuation)).then_some(keyword.len() + space)
}

/// Whether a dense array (`array<T: ...>`) of `element` parses: an integer
/// (`i32`, `si8`, `ui64`) or a floating-point type (`f32`, `bf16`, `f8E4M3`...).
fn dense_array_element(element: &str) -> bool {
    let digits = |rest: &str| !rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit());
    element
        .strip_prefix('i')
        .or_else(|| element.strip_prefix("si"))
        .or_else(|| element.strip_prefix("ui"))
        .is_some_and(digits)
        || matches!(element, "bf16" | "tf32")
        || element.starts_with("f8")
        || element.starts_with("f6")
        || element.starts_with("f4")
        || element.strip_prefix('f').is_some_and(digits)
}

/// Creates a pass manager on `builtin.module` with mlir-opt's implicit
/// nesting (a `func.func` pass added to it runs on every function).
pub fn create_pass_manager(context: &Context) -> PassManager<'_> {
    // SAFETY: the shim returns a new, owned pass manager for `context`.
    unsafe { PassManager::from_raw(acc2omp_pass_manager_create(context.to_raw())) }
}

/// Times each pass of `pass_manager`; MLIR prints the report on standard
/// error when the pass manager is destroyed (mlir-opt's `--mlir-timing`).
pub fn enable_timing(pass_manager: &PassManager) {
    // SAFETY: a live pass manager.
    unsafe { mlir_sys::mlirPassManagerEnableTiming(pass_manager.to_raw()) }
}

/// Builds a pass from the option text of a pipeline element
/// (`name{options}`), or says why the options are wrong.
pub type PassBuilder = dyn Fn(&str) -> Result<Pass, String> + Sync;

/// Registers a pass written in Rust under `argument`, so that textual
/// pipelines (`builtin.module(func.func(argument{opt=val}))`) can name it.
/// MLIR's registry is global and rejects duplicates: call this once per
/// argument and process (the caller guards it with `Once`).
pub fn register_pass(
    argument: &'static str,
    description: &'static str,
    builder: &'static PassBuilder,
) {
    unsafe extern "C" fn factory(
        user_data: *mut c_void,
        options: MlirStringRef,
        error: MlirStringCallback,
        error_data: *mut c_void,
    ) -> MlirPass {
        // SAFETY: `user_data` is the leaked `&'static PassBuilder` given at
        // registration; `options` is valid for the duration of the call.
        unsafe {
            let builder: &&'static PassBuilder = &*(user_data as *const &'static PassBuilder);
            let options = string_ref(options);
            match builder(&options) {
                Ok(pass) => pass.to_raw(),
                Err(message) => {
                    if let Some(error) = error {
                        error(StringRef::new(&message).to_raw(), error_data);
                    }
                    MlirPass {
                        ptr: std::ptr::null_mut(),
                    }
                }
            }
        }
    }
    // A thin pointer to the (fat) builder reference; registered once per
    // pass, so leaking it is the intended lifetime.
    let user_data: &'static &'static PassBuilder = Box::leak(Box::new(builder));
    // SAFETY: the strings are 'static and the user data lives forever.
    unsafe {
        acc2omp_register_pass(
            StringRef::new(argument).to_raw(),
            StringRef::new(description).to_raw(),
            factory,
            user_data as *const &'static PassBuilder as *mut c_void,
        );
    }
}

/// Appends a textual pipeline (`canonicalize,func.func(cse)`) to a pass
/// manager; the manager's nesting mode applies (implicit for
/// [`create_pass_manager`]'s, as for mlir-opt's pass flags). On failure,
/// returns MLIR's message.
pub fn add_pipeline(pass_manager: &PassManager, pipeline: &str) -> Result<(), String> {
    use std::cell::RefCell;
    unsafe extern "C" fn append(text: MlirStringRef, data: *mut c_void) {
        // SAFETY: `data` is the RefCell below; `text` is valid for the call.
        unsafe {
            let error = &*(data as *const RefCell<String>);
            error.borrow_mut().push_str(&string_ref(text));
        }
    }
    let error = RefCell::new(String::new());
    // SAFETY: a valid pass manager and pipeline string; the callback only
    // appends to `error`, which outlives the call.
    let result = unsafe {
        mlir_sys::mlirOpPassManagerAddPipeline(
            pass_manager.as_operation_pass_manager().to_raw(),
            StringRef::new(pipeline).to_raw(),
            Some(append),
            &error as *const RefCell<String> as *mut c_void,
        )
    };
    if result.value != 0 {
        Ok(())
    } else {
        Err(error.into_inner())
    }
}

/// Prints every registered pass and pass pipeline, with its options, to
/// standard output (the list `mlir-opt --help` shows).
pub fn print_registered_passes() {
    use std::io::Write;
    let _ = std::io::stdout().flush();
    // SAFETY: no arguments; prints through LLVM's stdout stream and flushes.
    unsafe { acc2omp_print_registered_passes() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::create_context;
    use melior::ir::{BlockLike, operation::OperationLike};

    #[test]
    fn parsed_locations_name_the_file() {
        let context = create_context(false);
        let module = parse_module(&context, "\n\nfunc.func @f() {\n  return\n}\n", "in.mlir")
            .expect("parses");
        let func = module.body().first_operation().expect("one function");
        assert_eq!(func.location().to_string(), "loc(\"in.mlir\":3:1)");
    }

    #[test]
    fn several_top_level_ops_get_a_module() {
        let context = create_context(false);
        let module = parse_module(
            &context,
            "func.func private @a()\nfunc.func private @b()\n",
            "x",
        )
        .expect("parses");
        assert!(module.as_operation().verify());
    }

    #[test]
    fn opaque_pointer_without_var_type_is_caught() {
        let source = "// varPtr(%a : !llvm.ptr) in a comment\n  %0 = acc.copyin varPtr(%a : !llvm.ptr) -> !llvm.ptr\n";
        let (line, column, _) = find_parser_crash(source).expect("caught");
        assert_eq!((line, column), (2, 19));
        assert!(
            find_parser_crash("acc.copyin varPtr(%a : !llvm.ptr) varType(f64) -> !llvm.ptr")
                .is_none()
        );
        assert!(
            find_parser_crash("acc.copyin varPtr(%a : memref<4xf32>) -> memref<4xf32>").is_none()
        );
        assert!(find_parser_crash("x = \"varPtr(%a : !llvm.ptr)\"").is_none());
        // Whitespace (a NUL byte is whitespace to MLIR's lexer) between the
        // keyword and its parenthesis.
        assert!(find_parser_crash("acc.copyin varPtr (%a : !llvm.ptr) -> !llvm.ptr").is_some());
        assert!(find_parser_crash("acc.copyin varPtr\0(%a : !llvm.ptr) -> !llvm.ptr").is_some());
        assert!(
            find_parser_crash("acc.copyin varPtr (%a : !llvm.ptr) varType (f64) -> !llvm.ptr")
                .is_none()
        );
    }

    #[test]
    fn parse_errors_return_none() {
        let context = create_context(false);
        context.attach_diagnostic_handler(|_| true);
        assert!(parse_module(&context, "func.func @f( {", "bad.mlir").is_none());
    }
}
