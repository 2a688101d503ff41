//! The in-process stages: the front end (libclang → acc dialect),
//! convert-acc-to-omp, the lowering to the LLVM dialect and LLVM IR, LLVM's
//! optimizer and code generator, and what each goal makes of them
//! (`-emit-mlir`, `-fopenacc-print`, a compiled file).

use super::{
    Driver,
    failure::{Failure, Result, write_bytes, write_file},
    goals::Goal,
    report::printer_diagnostic,
    steps::{codegen_step, compile_command},
};
use acc2omp_dialects::{
    capi::{append_body, assume_verified, parse_unverified, verified},
    context::{create_context, create_parsing_context},
    diagnostics::{Diagnostic, DiagnosticCollector, Severity},
};
use acc2omp_frontend::lower::{
    FunctionAttribute, FunctionChunk, Output as FrontEndOutput, lower_file_streaming,
};
use acc2omp_lowering::{
    CodegenOutput,
    source::{Mode, Printed},
};
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use std::io::Write;

/// How far [`Driver::passes`] goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Until {
    /// convert-acc-to-omp.
    Omp,
    /// The GPU kernels, outlined (with `--offload-arch`).
    Gpu,
    /// The LLVM dialect.
    Llvm,
}

/// The front end at work on its thread ([`Driver::start_front_end`]).
struct PendingFrontEnd {
    thread: std::thread::JoinHandle<FrontEndOutput>,
    /// The functions, as they are lowered; closed when the front end is done.
    functions: std::sync::mpsc::Receiver<FunctionChunk>,
    /// Clang's arguments.
    arguments: Vec<String>,
}

/// The front end's module: its text (`mlir`, all but the streamed
/// functions) parsed, the `functions` (each parsed alone, in the order the
/// front end sent them) after its operations, their late `attributes` set,
/// and the whole verified; `None` after MLIR's errors.
fn assemble<'c>(
    context: &'c melior::Context,
    mlir: &str,
    functions: Vec<melior::ir::Module<'c>>,
    attributes: &[FunctionAttribute],
) -> Option<melior::ir::Module<'c>> {
    let module = parse_unverified(context, mlir, GENERATED)?;
    for function in functions {
        append_body(&module, function);
    }
    for attribute in attributes {
        set_function_attribute(context, &module, attribute)?;
    }
    verified(module)
}

/// The file name of the front end's MLIR in MLIR's diagnostics.
const GENERATED: &str = "<accc: generated MLIR>";

/// Sets `attribute` (MLIR text) on its function in `module`; `None` after
/// an error if it does not parse or there is no such function.
fn set_function_attribute(
    context: &melior::Context,
    module: &melior::ir::Module,
    attribute: &FunctionAttribute,
) -> Option<()> {
    use melior::ir::operation::{OperationLike, OperationMutLike, OperationRefMut};
    let missing = |what: &str| {
        acc2omp_dialects::diagnostics::emit_error(
            module.as_operation().location(),
            &format!(
                "the front end's {what} for '{}' of '@{}'",
                attribute.name, attribute.function
            ),
        );
    };
    let Some(value) = melior::ir::Attribute::parse(context, &attribute.value) else {
        missing("attribute does not parse");
        return None;
    };
    let Some(function) =
        acc2omp_dialects::ops::symbol_in(module.as_operation(), &attribute.function)
    else {
        missing("function is missing");
        return None;
    };
    // SAFETY: an op of the module, which the caller may change.
    let mut function = unsafe { OperationRefMut::from_raw(function.to_raw()) };
    function.set_discardable_attribute(&attribute.name, value);
    Some(())
}

impl Driver {
    /// Starts the front end (libclang's parse, the lowering to MLIR text) on
    /// a thread of its own, so that the caller creates the MLIR context
    /// meanwhile and [`Self::front_end`] parses each function as soon as it
    /// is lowered.
    fn start_front_end(&mut self, input: &str) -> PendingFrontEnd {
        self.print_front_end_step(input);
        let arguments = self.c_arguments();
        let options = self.cli.lower_options();
        let (sink, functions) = std::sync::mpsc::channel();
        let (file, clang_arguments) = (input.to_string(), arguments.clone());
        // (LLVM's targets registered first: libclang registers them on its
        // thread, the code generator on this one, and LLVM's registry takes
        // no lock.)
        acc2omp_dialects::capi::initialize_llvm_targets();
        // (The lowering recurses on C's expressions: the main thread's
        // stack size, not a spawned thread's 2 MiB.)
        let thread = std::thread::Builder::new()
            .name("accc front end".into())
            .stack_size(8 << 20)
            .spawn(move || lower_file_streaming(&file, &clang_arguments, &options, sink))
            .unwrap_or_else(|e| panic!("cannot start the front end's thread: {e}"));
        PendingFrontEnd {
            thread,
            functions,
            arguments,
        }
    }

    /// Clang's own errors for a file libclang made no translation unit of
    /// (an unknown `-march=` CPU, an invalid `-std=`: libclang then gives an
    /// error code only): `clang -fsyntax-only` with the front end's
    /// arguments, its errors with their notes. `None` when clang finds
    /// nothing to say (libclang's code stays the message).
    fn why_clang_fails(&self, input: &str, arguments: &[String]) -> Option<Vec<Diagnostic>> {
        let result = self
            .clang()
            .arg("-fsyntax-only")
            .args(arguments)
            .arg(input)
            .output()
            .ok()?;
        if result.status.success() {
            return None;
        }
        // Its errors (`clang: error: ...` from its driver, `error: ...` from
        // its front end: both about the options, without a location) and
        // their notes; warnings (an argument unused without a link, say),
        // their notes and the error count are left out.
        let mut diagnostics: Vec<Diagnostic> = Vec::new();
        let mut in_error = false;
        for line in String::from_utf8_lossy(&result.stderr).lines() {
            let diagnostic = |severity, message: &str| Diagnostic {
                severity,
                location: None,
                message: message.to_string(),
                notes: Vec::new(),
            };
            if let Some(message) = line.strip_prefix("note: ") {
                if in_error && let Some(last) = diagnostics.last_mut() {
                    last.notes.push(diagnostic(Severity::Note, message));
                }
            } else if let Some(message) = line
                .strip_prefix("error: ")
                .or_else(|| line.split_once(": error: ").map(|(_, message)| message))
            {
                diagnostics.push(diagnostic(Severity::Error, message));
                in_error = true;
            } else {
                in_error = false;
            }
        }
        (!diagnostics.is_empty()).then_some(diagnostics)
    }

    /// The front end's acc module of `input`, parsed and verified: each
    /// function parsed as the front end sends it (beside the lowering of
    /// the next ones), then, once the front end is done, the rest of the
    /// module, the functions appended to it in order and the whole
    /// verified.
    fn front_end<'c>(
        &mut self,
        input: &str,
        pending: PendingFrontEnd,
        context: &'c melior::Context,
        collector: &DiagnosticCollector,
    ) -> Result<melior::ir::Module<'c>> {
        let mut parse_time = std::time::Duration::ZERO;
        let mut functions = Vec::new();
        let mut unparsed = false;
        for chunk in pending.functions.iter() {
            if unparsed {
                continue;
            }
            let start = std::time::Instant::now();
            let name = format!("<accc: generated MLIR: @{}>", chunk.symbol);
            match parse_unverified(context, &chunk.text, &name) {
                Some(function) => functions.push(function),
                None => unparsed = true,
            }
            parse_time += start.elapsed();
        }
        let mut output = match pending.thread.join() {
            Ok(output) => output,
            Err(panic) => std::panic::resume_unwind(panic),
        };
        self.time(
            "front end: Clang's parse and checks (libclang)",
            output.clang_time,
        );
        self.time("front end: the lowering to MLIR text", output.lowering_time);
        if output.parse_failed
            && let Some(diagnostics) = self.why_clang_fails(input, &pending.arguments)
        {
            output.diagnostics = diagnostics;
        }
        self.report(&output.diagnostics);
        let Some(mlir) = output.mlir else {
            return Err(Failure::Reported);
        };
        let start = std::time::Instant::now();
        let parsed = (!unparsed)
            .then(|| assemble(context, &mlir, functions, &output.function_attributes))
            .flatten();
        parse_time += start.elapsed();
        self.time(
            "MLIR: parse (each function beside the lowering) and verify the module",
            parse_time,
        );
        let Some(module) = parsed else {
            self.report(&collector.take());
            return Err(format!(
                "internal error: the MLIR generated for '{input}' does not verify; please report this bug"
            )
            .into());
        };
        Ok(module)
    }

    /// acc → omp, then, as far as `until` goes, the GPU kernels (with
    /// `--offload-arch`) and the LLVM dialect.
    fn passes<'c>(
        &mut self,
        context: &'c melior::Context,
        module: &mut melior::ir::Module<'c>,
        collector: &DiagnosticCollector,
        until: Until,
    ) -> Result<()> {
        let to_llvm = until == Until::Llvm;
        self.print_passes_step(to_llvm);
        let start = std::time::Instant::now();
        let outcome = self.run_passes(context, module, collector, until);
        self.timed(
            "MLIR: convert-acc-to-omp and the lowering to the LLVM dialect",
            start,
        );
        outcome
    }

    /// [`Self::passes`]' work (timed there).
    fn run_passes<'c>(
        &mut self,
        context: &'c melior::Context,
        module: &mut melior::ir::Module<'c>,
        collector: &DiagnosticCollector,
        until: Until,
    ) -> Result<()> {
        let to_llvm = until == Until::Llvm;
        if !self.cli.no_openacc {
            let converted =
                acc2omp_lowering::acc_to_omp(context, module, &self.cli.convert_options());
            self.check_stage(converted.is_ok(), collector)?;
        }
        let arch = self.cli.gpu_arch()?;
        if let Some(arch) = arch.filter(|_| until != Until::Omp && !self.cli.no_openacc) {
            let offloaded = acc2omp_lowering::omp_to_gpu(context, module, &arch, to_llvm);
            self.check_stage(offloaded.is_ok(), collector)?;
        }
        if to_llvm {
            let lowered = acc2omp_lowering::omp_to_llvm(context, module);
            let diagnostics = collector.take();
            let errors = diagnostics.iter().any(|d| d.severity == Severity::Error);
            let refused = diagnostics
                .iter()
                .any(|d| d.severity == Severity::Error && d.message.starts_with("unsupported:"));
            self.report(&diagnostics);
            if refused {
                // omp-host-legalize's located refusals say why.
                return Err(Failure::Reported);
            }
            if lowered.is_err() || errors {
                return Err(
                    "internal error: the upstream lowering to the LLVM dialect failed; please report this bug"
                        .to_string()
                        .into(),
                );
            }
        }
        Ok(())
    }

    /// Reports a stage's diagnostics; it failed if it says so or reported
    /// an error.
    fn check_stage(&mut self, succeeded: bool, collector: &DiagnosticCollector) -> Result<()> {
        let diagnostics = collector.take();
        let failed = !succeeded || diagnostics.iter().any(|d| d.severity == Severity::Error);
        self.report(&diagnostics);
        if failed {
            Err(Failure::Reported)
        } else {
            Ok(())
        }
    }

    /// `-fsyntax-only`: `input` through the front end and
    /// convert-acc-to-omp (the checks of Clang, of the front end and of the
    /// conversion, with their diagnostics); nothing is written.
    pub(super) fn check_source(&mut self, input: &str) -> Result<()> {
        if self.cli.dry_run {
            self.print_front_end_step(input);
            self.print_passes_step(false);
            return Ok(());
        }
        let pending = self.start_front_end(input);
        let context = create_context(true);
        let collector = DiagnosticCollector::attach(&context);
        let mut module = self.front_end(input, pending, &context, &collector)?;
        self.passes(&context, &mut module, &collector, Until::Omp)?;
        drop(collector);
        if self.single_source {
            std::mem::forget(module);
            std::mem::forget(context);
        }
        Ok(())
    }

    /// `input` through the front end and the MLIR pipeline to the LLVM
    /// dialect, then `then` on the module (its diagnostics reported) with
    /// what `prepare` made while libclang parsed the C.
    fn lowered<P, T>(
        &mut self,
        input: &str,
        prepare: impl FnOnce() -> P,
        then: impl FnOnce(&mut Self, &melior::ir::Module, P) -> std::result::Result<T, String>,
    ) -> Result<T> {
        let pending = self.start_front_end(input);
        let context = create_context(true);
        let prepared = prepare();
        let collector = DiagnosticCollector::attach(&context);
        let mut module = self.front_end(input, pending, &context, &collector)?;
        self.passes(&context, &mut module, &collector, Until::Llvm)?;
        if self.cli.debug {
            let scoped = acc2omp_lowering::add_debug_scopes(&context, &mut module);
            self.check_stage(scoped.is_ok(), &collector)?;
        }
        let result = then(self, &module, prepared).map_err(|e| {
            self.report(&collector.take());
            e.into()
        });
        drop(collector);
        if self.single_source {
            std::mem::forget(module);
            std::mem::forget(context);
        }
        result
    }

    /// A C file through the front end and the MLIR pipeline to LLVM IR,
    /// then optimized and compiled to `goal` at `output`: in process as
    /// clang would ([`Cli::codegen_options`]), or by clang.
    pub(super) fn compile(&mut self, input: &str, goal: Goal, output: &str) -> Result<()> {
        let in_process = self.cli.codegen_options();
        if self.cli.dry_run {
            // -###: the steps only.
            self.print_front_end_step(input);
            self.print_passes_step(true);
            self.print_translate_step();
            if let Some(options) = &in_process {
                self.show_step(&codegen_step(&self.cli, options, goal, output));
            } else {
                let ll = self.temporary("ll");
                self.external(compile_command(
                    &self.toolchain.clang,
                    &self.cli,
                    goal,
                    &ll,
                    output,
                ))?;
            }
            return Ok(());
        }
        if let Some(options) = in_process {
            let kind = match goal {
                Goal::LlvmIr => CodegenOutput::Text,
                Goal::Bitcode => CodegenOutput::Bitcode,
                Goal::Assembly => CodegenOutput::Assembly,
                _ => CodegenOutput::Object,
            };
            let prepare = || acc2omp_lowering::prepare_codegen(&options, kind);
            return self.lowered(input, prepare, |driver, module, codegen| {
                driver.print_translate_step();
                driver.show_step(&codegen_step(&driver.cli, &options, goal, output));
                let start = std::time::Instant::now();
                let outcome = codegen.and_then(|mut codegen| {
                    acc2omp_lowering::compile(module, &mut codegen, output)
                });
                driver.timed(
                    "translation to LLVM IR, optimization and code generation",
                    start,
                );
                outcome.map_err(|e| format!("error in the code generator: {e}"))
            });
        }
        let ir = self.lowered(
            input,
            || (),
            |driver, module, ()| {
                driver.print_translate_step();
                let start = std::time::Instant::now();
                let ir = acc2omp_lowering::translate(module)
                    .map_err(|e| format!("internal error: {e}; please report this bug"));
                driver.timed("translation to LLVM IR", start);
                ir
            },
        )?;
        let ll = self.temporary("ll");
        write_file(&ll, &ir)?;
        let command = compile_command(&self.toolchain.clang, &self.cli, goal, &ll, output);
        let start = std::time::Instant::now();
        let outcome = self.external(command);
        self.timed("clang: optimization and code generation", start);
        outcome
    }

    /// `-emit-mlir=acc|omp|llvm`.
    pub(super) fn emit_mlir(&mut self, input: &str) -> Result<()> {
        let stage = self.cli.emit_mlir.clone().unwrap_or_default();
        let pending = self.start_front_end(input);
        let context = if stage == "acc" {
            create_parsing_context()
        } else {
            create_context(true)
        };
        let collector = DiagnosticCollector::attach(&context);
        let mut module = self.front_end(input, pending, &context, &collector)?;
        let until = match stage.as_str() {
            "llvm" => Some(Until::Llvm),
            "gpu" => Some(Until::Gpu),
            "omp" => Some(Until::Omp),
            _ => None,
        };
        if let Some(until) = until {
            self.passes(&context, &mut module, &collector, until)?;
        }
        if until == Some(Until::Llvm) && self.cli.debug {
            let scoped = acc2omp_lowering::add_debug_scopes(&context, &mut module);
            self.check_stage(scoped.is_ok(), &collector)?;
        }
        // (Verified: by the front end's check, then by the passes'.)
        let mut flags = assume_verified(OperationPrintingFlags::new());
        if self.cli.debuginfo {
            flags = flags.enable_debug_info(true, false);
        }
        if self.cli.local_scope {
            flags = flags.use_local_scope();
        }
        let text = module
            .as_operation()
            .to_string_with_flags(flags)
            .map_err(|e| format!("cannot print the module: {e}"))?;
        match self.cli.output.as_deref() {
            None | Some("-") => {
                let mut stdout = std::io::stdout().lock();
                let _ = writeln!(stdout, "{text}");
                Ok(())
            }
            Some(path) => write_file(path, &format!("{text}\n")),
        }
    }

    /// `-fopenacc-print=<mode>`: the file goes through the front end and
    /// convert-acc-to-omp (their errors are reported as when compiling, and
    /// nothing is printed); `acc` prints the file as it is, byte for byte.
    pub(super) fn print_source(&mut self, input: &str) -> Result<()> {
        let printed = self.translate_source(input)?;
        write_bytes(self.cli.output.as_deref().unwrap_or("-"), &printed.text)
    }

    /// `input` printed in `-fopenacc-print`'s mode (errors reported).
    pub(super) fn translate_source(&mut self, input: &str) -> Result<Printed> {
        let mode = self.cli.print.clone().unwrap_or_default();
        let pending = self.start_front_end(input);
        let context = create_context(true);
        let collector = DiagnosticCollector::attach(&context);
        let mut module = self.front_end(input, pending, &context, &collector)?;
        self.passes(&context, &mut module, &collector, Until::Omp)?;
        let source = std::fs::read(input).map_err(|e| format!("cannot read '{input}': {e}"))?;
        let mode = Mode::parse(&mode).expect("clap checked the mode");
        // The effective `update-present` (the last one given; the gcc
        // preset's, which later options override).
        let no_update_present = self
            .cli
            .convert_options()
            .split_whitespace()
            .rev()
            .find_map(|o| o.strip_prefix("update-present="))
            == Some("no-present");
        let options = acc2omp_lowering::source::PrintOptions {
            perfect_collapse_only: self.cli.print_target.as_deref() == Some("gcc"),
            no_update_present,
        };
        match acc2omp_lowering::source::print(&source, input, &module, mode, options) {
            Ok(mut printed) => {
                let warnings: Vec<Diagnostic> = std::mem::take(&mut printed.warnings)
                    .into_iter()
                    .map(|w| printer_diagnostic(&source, input, w, Severity::Warning))
                    .collect();
                self.report(&warnings);
                Ok(printed)
            }
            Err(errors) => {
                let diagnostics: Vec<Diagnostic> = errors
                    .into_iter()
                    .map(|e| printer_diagnostic(&source, input, e, Severity::Error))
                    .collect();
                self.report(&diagnostics);
                Err(Failure::Reported)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use acc2omp_dialects::capi::parse_module;
    use acc2omp_frontend::lower::{Options, lower_file_with};

    /// The module the driver assembles from the streamed functions is the
    /// module of the whole text: a `static` function (its linkage), a
    /// `routine(name)` directive after the body (its `acc.routine_info`,
    /// set once every directive is known), TBAA tags (module-level aliases)
    /// and named locations (`loc("x"(#lN))`, aliases of the module's text).
    #[test]
    fn streamed_functions_make_the_same_module() {
        let source = "static int twice(int x) { return 2 * x; }\n\
                      float sq(float x) { return x * x; }\n\
                      #pragma acc routine(sq) seq\n\
                      void f(int n, float *a, int *b) {\n\
                        float t = 0;\n\
                        #pragma acc parallel loop copy(a[0:n]) reduction(+:t)\n\
                        for (int i = 0; i < n; i++) { a[i] = sq(a[i]); t += a[i]; }\n\
                        b[0] = twice(b[1]) + (int)t;\n\
                      }\n";
        let dir = std::env::temp_dir().join(format!("acc2omp-stream-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("a temporary directory");
        let file = dir.join("stream.c");
        std::fs::write(&file, source).expect("the source written");
        let file = file.to_str().expect("a UTF-8 path");
        let options = Options {
            tbaa: true,
            ..Options::default()
        };
        let whole = lower_file_with(file, &[], &options);
        let (sink, chunks) = std::sync::mpsc::channel();
        let streamed = lower_file_streaming(file, &[], &options, sink);
        let _ = std::fs::remove_dir_all(&dir);
        let chunks: Vec<FunctionChunk> = chunks.iter().collect();
        let symbols: Vec<&str> = chunks.iter().map(|c| c.symbol.as_str()).collect();
        assert_eq!(symbols, ["twice", "sq", "f"]);
        assert_eq!(
            streamed.function_attributes,
            [FunctionAttribute {
                function: "sq".into(),
                name: "acc.routine_info".into(),
                value: "#acc.routine_info<[@acc_routine_sq_0]>".into(),
            }]
        );
        let header = streamed.mlir.expect("no error");
        assert!(!header.contains("func.func"), "{header}");

        let context = create_parsing_context();
        let expected = parse_module(&context, &whole.mlir.expect("no error"), GENERATED)
            .expect("the whole text parses");
        let functions = chunks
            .iter()
            .map(|c| parse_unverified(&context, &c.text, GENERATED).expect(&c.text))
            .collect();
        let assembled = assemble(&context, &header, functions, &streamed.function_attributes)
            .expect("the streamed module assembles and verifies");
        let print = |module: &melior::ir::Module| {
            module
                .as_operation()
                .to_string_with_flags(OperationPrintingFlags::new().enable_debug_info(true, false))
                .expect("printed")
        };
        let (expected, assembled) = (print(&expected), print(&assembled));
        assert!(
            expected.contains("llvm.linkage = #llvm.linkage<internal>"),
            "{expected}"
        );
        assert!(expected.contains("tbaa = [#tbaa"), "{expected}");
        assert_eq!(assembled, expected);
    }
}
