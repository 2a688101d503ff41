//! `accc`: acc2omp's compiler driver, with clang's command-line conventions.
//!
//! ```text
//! accc -O2 prog.c -o prog                 # OpenACC C -> multicore executable
//! accc -c a.c b.c && accc a.o b.o -o prog  # separate compilation
//! accc -emit-mlir=acc|omp|llvm prog.c     # the module after a stage
//! accc -S -emit-llvm prog.c               # LLVM IR
//! accc -### prog.c -o prog                # the steps, without running them
//! ```
//!
//! Each C file goes through the front end (libclang 22 with `-fopenacc`;
//! MLIR `acc` dialect), `convert-acc-to-omp`, MLIR's upstream lowering to the
//! LLVM dialect and the translation to LLVM IR, all in process; `clang-22`
//! then optimizes, generates code and links with LLVM's `libomp` (with an
//! rpath, so the executable runs without environment setup). Errors of any
//! stage are located diagnostics; a failing external step is reported with
//! its command and output; no partial output file is left.

use acc2omp_dialects::{
    capi::parse_module,
    context::{create_context, create_parsing_context},
    diagnostics::{Diagnostic, DiagnosticCollector, Severity, SourceLines, SourceLoc},
};
use acc2omp_frontend::lower::lower_file_with;
use acc2omp_lowering::Toolchain;
use clap::Parser;
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use std::{
    collections::HashMap,
    io::Write,
    path::{Path, PathBuf},
    process::{Command, ExitCode},
    sync::atomic::{AtomicUsize, Ordering},
};

/// The command line, after clang's single-dash long options are spelled the
/// way clap reads them (`-emit-llvm` → `--emit-llvm`, see [`normalize`]).
#[derive(Parser, Debug)]
#[command(
    name = "accc",
    version,
    about = "acc2omp's OpenACC C compiler: OpenACC C to multicore executables through MLIR",
    override_usage = "accc [options] <inputs>...",
    after_help = "-### prints the steps without running them; -W<warning> options (-Wall, \
                  -Wno-...) go to Clang.\n\
                  OMP_NUM_THREADS sets the number of threads of the compiled program."
)]
struct Cli {
    /// Input files: C sources, objects and libraries.
    #[arg(value_name = "INPUTS")]
    inputs: Vec<String>,
    /// Write the output to <file>.
    #[arg(short = 'o', value_name = "file")]
    output: Option<String>,
    /// Compile (and assemble) only; do not link.
    #[arg(short = 'c')]
    compile_only: bool,
    /// Compile to assembly only (with -emit-llvm: LLVM IR).
    #[arg(short = 'S')]
    assembly: bool,
    /// Preprocess only.
    #[arg(short = 'E')]
    preprocess: bool,
    /// Optimization level (0, 1, 2, 3, s, z; plain -O is 2).
    #[arg(short = 'O', value_name = "level", num_args = 0..=1, default_missing_value = "2")]
    optimize: Option<String>,
    /// Generate debug information (passed to clang).
    #[arg(short = 'g')]
    debug: bool,
    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "dir")]
    include: Vec<String>,
    /// Define a macro (<name>[=<value>]).
    #[arg(short = 'D', value_name = "macro")]
    define: Vec<String>,
    /// Undefine a macro.
    #[arg(short = 'U', value_name = "macro")]
    undefine: Vec<String>,
    /// Add a directory to the library search path.
    #[arg(short = 'L', value_name = "dir")]
    library_path: Vec<String>,
    /// Link a library.
    #[arg(short = 'l', value_name = "library")]
    library: Vec<String>,
    /// The C standard (c99, c11, c17, gnu17, ...).
    #[arg(long = "std", value_name = "standard")]
    standard: Option<String>,
    /// Add a system include directory.
    #[arg(long, value_name = "dir")]
    isystem: Vec<String>,
    /// Include a file before the source.
    #[arg(long = "include", value_name = "file")]
    include_file: Vec<String>,
    /// Clang warning options (-Wall, -Wno-...).
    #[arg(long = "warning", value_name = "warning", hide = true)]
    warnings: Vec<String>,
    /// Suppress warnings.
    #[arg(short = 'w')]
    no_warnings: bool,
    /// Remarks (`-Rpass=<regex>`, `-Rpass-missed=<regex>`,
    /// `-Rpass-analysis=<regex>`): convert-acc-to-omp's when the pattern is
    /// `.*` or names it (`acc`, `kernels`...), and LLVM's optimizer's from
    /// the code generator (`-Rpass=loop-vectorize`).
    #[arg(long = "remark", hide = true, allow_hyphen_values = true)]
    remarks: Vec<String>,
    /// Print the module after a stage: acc (front end), omp
    /// (convert-acc-to-omp), llvm (the LLVM dialect).
    #[arg(long = "emit-mlir", value_name = "stage", value_parser = ["acc", "omp", "llvm"])]
    emit_mlir: Option<String>,
    /// Source-to-source: print the file with its OpenACC directives (acc),
    /// translated to OpenMP (omp), or both, one in comments (acc-omp,
    /// omp-acc), as Clacc.
    #[arg(long = "fopenacc-print", value_name = "mode",
          value_parser = ["acc", "omp", "acc-omp", "omp-acc"])]
    print: Option<String>,
    /// With -fopenacc-print: port the input files and directories into
    /// <dir> (same relative paths; files without OpenACC copied as they are).
    #[arg(long = "out-dir", value_name = "dir")]
    out_dir: Option<String>,
    /// Emit LLVM IR (-S) or bitcode (-c) instead of assembly or objects.
    #[arg(long = "emit-llvm")]
    emit_llvm: bool,
    /// OpenACC directives are compiled (the default).
    #[arg(long = "fopenacc")]
    openacc: bool,
    /// Compile the C and ignore the OpenACC directives.
    #[arg(long = "fno-openacc")]
    no_openacc: bool,
    /// C's type-based aliasing rules inform the optimizer (the default
    /// when optimizing: TBAA on loads and stores, as clang gives it).
    #[arg(long = "fstrict-aliasing", overrides_with = "no_strict_aliasing")]
    strict_aliasing: bool,
    /// Assume any two accesses may alias whatever their types.
    #[arg(long = "fno-strict-aliasing", overrides_with = "strict_aliasing")]
    no_strict_aliasing: bool,
    /// Rejected: acc2omp translates OpenACC to OpenMP itself.
    #[arg(long = "fopenmp", hide = true)]
    openmp: bool,
    /// Options of convert-acc-to-omp (`key=value ...`, as in acc-opt);
    /// `fake-async-wait=true` unless given.
    #[arg(long = "acc2omp-options", value_name = "options", default_value = "")]
    convert_options: String,
    /// Show the steps accc runs.
    #[arg(short = 'v')]
    verbose: bool,
    /// Print the steps without running them.
    #[arg(long = "print-steps", hide = true)]
    dry_run: bool,
    /// Print the C source locations of operations (with -emit-mlir).
    #[arg(long = "mlir-print-debuginfo")]
    debuginfo: bool,
    /// Print locations inline (no #loc aliases).
    #[arg(long = "mlir-print-local-scope")]
    local_scope: bool,
    /// Print the time of each stage to standard error.
    #[arg(long = "ftime-report")]
    time_report: bool,
    /// Language, target and code-model options for Clang's front end and
    /// code generator: -march=, -mtune=, -mcpu=, -fPIC, -fpic, -fPIE, -fpie,
    /// -fno-pic, -fno-pie, -pthread, and Clang's other -f and -m options
    /// (see [`normalize`]).
    #[arg(long = "machine", hide = true, allow_hyphen_values = true)]
    machine: Vec<String>,
    /// Options for the link step: -Wl,<args>, -shared, -static, -rdynamic,
    /// -s, -pie, -no-pie.
    #[arg(long = "link", hide = true, allow_hyphen_values = true)]
    link: Vec<String>,
    /// Pass <arg> to the linker.
    #[arg(long = "Xlinker", value_name = "arg", allow_hyphen_values = true)]
    xlinker: Vec<String>,
    /// The language of the inputs (only `c`).
    #[arg(short = 'x', value_name = "language")]
    language: Option<String>,
}

/// Clang's spellings → clap's: single-dash long options get two dashes,
/// `-W...` becomes `--warning=...`, `-###` a long flag. An option clang
/// would not know either is an error, as clang words it.
fn normalize(arguments: Vec<String>) -> std::result::Result<Vec<String>, String> {
    const LONG: &[&str] = LONG_OPTIONS;
    // Short options that take their value attached (`-O2`, `-Idir`).
    const ATTACHED: &[char] = &['o', 'O', 'I', 'D', 'U', 'L', 'l', 'x'];
    let mut previous = String::new();
    arguments
        .into_iter()
        .map(|argument| {
            // The value of -Xlinker is the linker's, whatever it looks like.
            if std::mem::replace(&mut previous, argument.clone()) == "-Xlinker" {
                return Ok(argument);
            }
            if argument == "-###" {
                return Ok("--print-steps".to_string());
            }
            if MACHINE_PREFIXES.iter().any(|p| argument.starts_with(p))
                || MACHINE_FLAGS.contains(&argument.as_str())
            {
                return Ok(format!("--machine={argument}"));
            }
            if argument.starts_with("-Wl,") || LINK_FLAGS.contains(&argument.as_str()) {
                return Ok(format!("--link={argument}"));
            }
            if argument.starts_with("-Rpass") && argument.contains('=') {
                return Ok(format!("--remark={argument}"));
            }
            if argument.starts_with("-Wa,") || argument.starts_with("-Wp,") {
                return Err(format!(
                    "unsupported option '{argument}': accc runs no separate assembler \
                     or preprocessor step"
                ));
            }
            if let Some(warning) = argument.strip_prefix("-W")
                && !warning.is_empty()
            {
                return Ok(format!("--warning={warning}"));
            }
            let name = argument.split('=').next().unwrap_or("");
            if name == "-fopenmp" {
                // `-fopenmp=libomp` too (clang's alias).
                return Ok("--fopenmp".to_string());
            }
            if LONG.contains(&name) {
                return Ok(format!("-{argument}"));
            }
            // Clang's other language and target options (`-fgnu89-inline`,
            // `-fno-common`, `-funsigned-char`, `-mavx2`, ...): to the front
            // end, which checks them (an unknown one is Clang's error), and
            // to the code generator.
            if (argument.starts_with("-f") || argument.starts_with("-m")) && argument.len() > 2 {
                return Ok(format!("--machine={argument}"));
            }
            let mut chars = argument.chars();
            if chars.next() == Some('-')
                && let Some(first) = chars.next()
                && first != '-'
                && argument.len() > 2
                && !ATTACHED.contains(&first)
            {
                return Err(format!("unknown argument: '{argument}'"));
            }
            Ok(argument)
        })
        .collect()
}

/// The long options, spelled with one dash as in clang.
const LONG_OPTIONS: &[&str] = &[
    "-emit-mlir",
    "-emit-llvm",
    "-fopenacc",
    "-fno-openacc",
    "-fopenmp",
    "-fopenacc-print",
    "-acc2omp-options",
    "-mlir-print-debuginfo",
    "-mlir-print-local-scope",
    "-ftime-report",
    "-fstrict-aliasing",
    "-fno-strict-aliasing",
    "-std",
    "-isystem",
    "-include",
    "-Xlinker",
    "-help",
];

/// Target options with a value (`-march=native`): to Clang's preprocessor
/// (they define macros such as `__AVX2__`) and code generator.
const MACHINE_PREFIXES: &[&str] = &["-march=", "-mtune=", "-mcpu="];
/// Code-model flags, to the same places (`-pthread` also to the link).
const MACHINE_FLAGS: &[&str] = &[
    "-fPIC", "-fpic", "-fPIE", "-fpie", "-fno-pic", "-fno-PIC", "-fno-pie", "-fno-PIE", "-pthread",
];
/// Flags of the link step.
const LINK_FLAGS: &[&str] = &["-shared", "-static", "-rdynamic", "-s", "-pie", "-no-pie"];

/// The long options whose value clang joins with `=` (`-std=c17`).
const JOINED_OPTIONS: &[&str] = &["-emit-mlir", "-fopenacc-print", "-acc2omp-options", "-std"];

/// clap's text (help, errors) with the options spelled as users type them:
/// `--emit-mlir <stage>` → `-emit-mlir=<stage>`, `--fopenacc` → `-fopenacc`.
fn clang_spelling(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find("--") {
        out.push_str(&rest[..at]);
        let after = &rest[at + 2..];
        let name_len = after
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
            .unwrap_or(after.len());
        let name = &after[..name_len];
        let dashed = format!("-{name}");
        if name != "help" && LONG_OPTIONS.contains(&dashed.as_str()) {
            // In the help's option column, keep the descriptions aligned.
            if out.ends_with(' ') {
                out.push(' ');
            }
            out.push_str(&dashed);
            rest = &after[name_len..];
            // `-std <standard>` → `-std=<standard>`, as clang spells it.
            if JOINED_OPTIONS.contains(&dashed.as_str())
                && let Some(value) = rest.strip_prefix(" <")
            {
                out.push_str("=<");
                rest = value;
            }
        } else {
            out.push_str("--");
            rest = after;
        }
    }
    out.push_str(rest);
    out
}

fn main() -> ExitCode {
    let arguments = match normalize(std::env::args().skip(1).collect()) {
        Ok(arguments) => arguments,
        Err(message) => {
            eprintln!("accc: error: {message}");
            return ExitCode::FAILURE;
        }
    };
    let cli = match Cli::try_parse_from(std::iter::once("accc".to_string()).chain(arguments)) {
        Ok(cli) => cli,
        Err(error) => {
            let mut text = clang_spelling(&error.render().to_string());
            if !text.ends_with('\n') {
                text.push('\n');
            }
            match error.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    print!("{text}")
                }
                _ => eprint!("{text}"),
            }
            return match error.kind() {
                clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion => {
                    ExitCode::SUCCESS
                }
                _ => ExitCode::FAILURE,
            };
        }
    };
    let mut driver = Driver::new(cli);
    let outcome = driver.run();
    driver.cleanup();
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(Failure::Reported) => ExitCode::FAILURE,
        Err(Failure::Message(message)) => {
            eprintln!("accc: error: {message}");
            ExitCode::FAILURE
        }
    }
}

/// Why accc stops: diagnostics already printed, or a message to print.
enum Failure {
    Reported,
    Message(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Message(message)
    }
}

type Result<T> = std::result::Result<T, Failure>;

/// What accc is asked to produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Goal {
    Preprocess,
    /// `-fopenacc-print=<mode>`: source to source.
    Print,
    Mlir,
    LlvmIr,
    Bitcode,
    Assembly,
    Object,
    Executable,
}

struct Driver {
    cli: Cli,
    toolchain: Toolchain,
    /// Temporary files to remove at the end.
    temporaries: Vec<PathBuf>,
    sources: HashMap<String, Option<String>>,
    /// Warnings reported so far (for `--out-dir`'s summary).
    warnings: usize,
    /// `--out-dir`'s progress bar: diagnostics print around it.
    progress: Option<indicatif::ProgressBar>,
    /// The directory that holds the runtime's `openacc.h` (written once).
    runtime_include: std::cell::OnceCell<Option<PathBuf>>,
}

/// The runtime's header, put on the front end's include path.
const OPENACC_H: &str = include_str!("../../../lowering/runtime/include/openacc.h");
const ACC_PROF_H: &str = include_str!("../../../lowering/runtime/include/acc_prof.h");

/// The runtime library's file name.
const RUNTIME_LIBRARY: &str = "libacc2omp_runtime.a";

static TEMPORARY: AtomicUsize = AtomicUsize::new(0);

impl Driver {
    fn new(cli: Cli) -> Self {
        Driver {
            cli,
            toolchain: Toolchain::default(),
            temporaries: Vec::new(),
            sources: HashMap::new(),
            warnings: 0,
            progress: None,
            runtime_include: std::cell::OnceCell::new(),
        }
    }

    /// A directory with the runtime's `openacc.h` and `acc_prof.h` (a temporary one, removed
    /// at the end); `None` when it cannot be written (the front end then
    /// reports a missing `openacc.h` where a program includes it).
    fn runtime_include(&self) -> Option<&Path> {
        self.runtime_include
            .get_or_init(|| {
                let directory = std::env::temp_dir().join(format!(
                    "accc-{}-{}-include",
                    std::process::id(),
                    TEMPORARY.fetch_add(1, Ordering::Relaxed)
                ));
                // -### shows the directory without writing it.
                if !self.cli.dry_run {
                    std::fs::create_dir_all(&directory).ok()?;
                    std::fs::write(directory.join("openacc.h"), OPENACC_H).ok()?;
                    std::fs::write(directory.join("acc_prof.h"), ACC_PROF_H).ok()?;
                }
                Some(directory)
            })
            .as_deref()
    }

    /// The compiler runtime clang links programs with (libgcc, as
    /// `clang -print-libgcc-file-name` names it), linked before the OpenACC
    /// runtime: that Rust static library carries its own copies of some of
    /// its routines (compiler-rt's `__divdc3`, `__muldc3`, `__divsc3`,
    /// `__mulsc3`, which round differently), and the program must get the
    /// ones clang's own link gives it.
    fn compiler_runtime(&self) -> Option<PathBuf> {
        let output = self.clang().arg("-print-libgcc-file-name").output().ok()?;
        let path = PathBuf::from(String::from_utf8(output.stdout).ok()?.trim());
        path.is_file().then_some(path)
    }

    /// The runtime library: `$ACC2OMP_RUNTIME_LIBRARY`, or next to accc
    /// (cargo's `target/<profile>/`, or `../lib/` of an installation), or
    /// the newest one in cargo's `deps/` (where building accc puts it).
    fn runtime_library(&self) -> Result<PathBuf> {
        if let Some(path) = std::env::var_os("ACC2OMP_RUNTIME_LIBRARY") {
            let path = PathBuf::from(path);
            if !path.is_file() {
                return Err(format!(
                    "ACC2OMP_RUNTIME_LIBRARY names '{}', which is not a file",
                    path.display()
                )
                .into());
            }
            return Ok(path);
        }
        let executable =
            std::env::current_exe().map_err(|e| format!("cannot find accc's own path: {e}"))?;
        let directory = executable.parent().unwrap_or(Path::new("."));
        for candidate in [
            directory.join(RUNTIME_LIBRARY),
            directory.join("../lib").join(RUNTIME_LIBRARY),
        ] {
            if candidate.is_file() {
                return Ok(candidate);
            }
        }
        let newest = std::fs::read_dir(directory.join("deps"))
            .into_iter()
            .flatten()
            .flatten()
            .filter(|entry| {
                let name = entry.file_name().to_string_lossy().into_owned();
                name.starts_with("libacc2omp_runtime-") && name.ends_with(".a")
            })
            .max_by_key(|entry| entry.metadata().and_then(|m| m.modified()).ok());
        newest.map(|entry| entry.path()).ok_or_else(|| {
            format!(
                "cannot find the OpenACC runtime library {RUNTIME_LIBRARY} next to '{}' \
                 (build the workspace with cargo, or set ACC2OMP_RUNTIME_LIBRARY)",
                executable.display()
            )
            .into()
        })
    }

    fn goal(&self) -> Goal {
        let cli = &self.cli;
        if cli.preprocess {
            Goal::Preprocess
        } else if cli.print.is_some() {
            Goal::Print
        } else if cli.emit_mlir.is_some() {
            Goal::Mlir
        } else if cli.emit_llvm && cli.assembly {
            Goal::LlvmIr
        } else if cli.emit_llvm {
            Goal::Bitcode
        } else if cli.assembly {
            Goal::Assembly
        } else if cli.compile_only {
            Goal::Object
        } else {
            Goal::Executable
        }
    }

    fn run(&mut self) -> Result<()> {
        if self.cli.openmp {
            // Clacc's diagnostic: OpenMP directives next to OpenACC ones are
            // not supported (accc produces the OpenMP itself).
            return Err(if self.cli.no_openacc {
                "-fopenmp is not supported: accc does not compile OpenMP directives \
                 (clang-22 -fopenmp does)"
            } else {
                "-fopenacc combined with -fopenmp is not supported"
            }
            .to_string()
            .into());
        }
        if let Some(language) = &self.cli.language
            && language != "c"
        {
            return Err(format!("language not recognized: '{language}' (accc compiles C)").into());
        }
        if self.cli.inputs.is_empty() {
            return Err("no input files".to_string().into());
        }
        for input in &self.cli.inputs {
            if input != "-" && !Path::new(input).exists() {
                return Err(format!("no such file or directory: '{input}'").into());
            }
        }
        if let Some(out) = self.cli.out_dir.clone() {
            if self.cli.print.is_none() {
                return Err("--out-dir needs -fopenacc-print=<mode>".to_string().into());
            }
            if self.cli.output.is_some() {
                return Err("cannot specify -o with --out-dir".to_string().into());
            }
            return self.port_tree(&out);
        }
        let goal = self.goal();
        let sources: Vec<String> = self
            .cli
            .inputs
            .iter()
            .filter(|i| is_c_source(i))
            .cloned()
            .collect();
        if goal != Goal::Executable && self.cli.output.is_some() && sources.len() > 1 {
            return Err("cannot specify -o when generating multiple output files"
                .to_string()
                .into());
        }
        if goal == Goal::Preprocess {
            for source in &sources {
                let mut command = self.clang();
                command.arg("-E").args(self.clang_c_arguments()).arg(source);
                if let Some(output) = &self.cli.output {
                    command.arg("-o").arg(output);
                }
                self.external(command)?;
            }
            return Ok(());
        }
        let mut objects: Vec<String> = Vec::new();
        for input in self.cli.inputs.clone() {
            if !is_c_source(&input) {
                objects.push(input);
                continue;
            }
            match goal {
                Goal::Mlir => self.emit_mlir(&input)?,
                Goal::Print => self.print_source(&input)?,
                Goal::LlvmIr | Goal::Bitcode | Goal::Assembly | Goal::Object => {
                    let output = self.cli.output.clone().unwrap_or_else(|| {
                        let extension = match goal {
                            Goal::LlvmIr => "ll",
                            Goal::Bitcode => "bc",
                            Goal::Assembly => "s",
                            _ => "o",
                        };
                        stem(&input, extension)
                    });
                    self.compile(&input, goal, &output)?;
                }
                _ => {
                    let object = self.temporary("o");
                    self.compile(&input, Goal::Object, &object)?;
                    objects.push(object);
                }
            }
        }
        if goal == Goal::Executable {
            let output = self
                .cli
                .output
                .clone()
                .unwrap_or_else(|| "a.out".to_string());
            let mut command = self.clang();
            command
                .args(&objects)
                .arg("-fopenmp")
                .arg(format!(
                    "-Wl,-rpath,{}",
                    self.toolchain.libomp_dir.display()
                ))
                .arg(format!("-L{}", self.toolchain.libomp_dir.display()));
            // Clang's own runtime first (see `compiler_runtime`).
            if let Some(library) = self.compiler_runtime() {
                command.arg(library);
            }
            command
                // The OpenACC runtime (openacc.h's routines); only what the
                // program calls is linked.
                .arg(self.runtime_library()?)
                .arg("-lm")
                // MLIR 22 lowers some atomic reads to `__atomic_load`.
                .arg("-latomic");
            for directory in &self.cli.library_path {
                command.arg(format!("-L{directory}"));
            }
            for library in &self.cli.library {
                command.arg(format!("-l{library}"));
            }
            if self.cli.debug {
                command.arg("-g");
            }
            if self.cli.machine.iter().any(|a| a == "-pthread") {
                command.arg("-pthread");
            }
            command.args(&self.cli.link);
            for argument in &self.cli.xlinker {
                command.arg("-Xlinker").arg(argument);
            }
            command.arg("-o").arg(&output);
            self.external(command)?;
        }
        Ok(())
    }

    /// Clang's arguments for the C front end (include paths, macros,
    /// standard, warnings).
    fn clang_c_arguments(&self) -> Vec<String> {
        let cli = &self.cli;
        let mut arguments = Vec::new();
        for directory in &cli.include {
            arguments.push(format!("-I{directory}"));
        }
        for definition in &cli.define {
            arguments.push(format!("-D{definition}"));
        }
        for name in &cli.undefine {
            arguments.push(format!("-U{name}"));
        }
        if let Some(standard) = &cli.standard {
            arguments.push(format!("-std={standard}"));
        }
        for directory in &cli.isystem {
            arguments.push("-isystem".into());
            arguments.push(directory.clone());
        }
        for file in &cli.include_file {
            arguments.push("-include".into());
            arguments.push(file.clone());
        }
        for warning in &cli.warnings {
            arguments.push(format!("-W{warning}"));
        }
        if cli.no_warnings {
            arguments.push("-w".into());
        }
        arguments.extend(cli.machine.iter().cloned());
        // After the user's directories: the runtime's openacc.h.
        if let Some(directory) = self.runtime_include() {
            arguments.push("-isystem".into());
            arguments.push(directory.display().to_string());
        }
        arguments
    }

    /// convert-acc-to-omp's options: the user's, and unless they say
    /// otherwise `fake-async-wait=true`: `async` work runs synchronously, a
    /// conforming schedule for OpenACC programs (they must `wait` anyway).
    fn convert_options(&self) -> String {
        let options = self.cli.convert_options.trim();
        if options.contains("fake-async-wait") {
            options.to_string()
        } else if options.is_empty() {
            "fake-async-wait=true".to_string()
        } else {
            format!("{options} fake-async-wait=true")
        }
    }

    fn clang(&self) -> Command {
        Command::new(&self.toolchain.clang)
    }

    fn optimization(&self) -> String {
        format!("-O{}", self.cli.optimize.as_deref().unwrap_or("0"))
    }

    /// The front end's options: TBAA when optimizing, as clang (`-O1` and
    /// up, `-fno-strict-aliasing` turns it off).
    fn lower_options(&self) -> acc2omp_frontend::lower::Options {
        let optimizing = !matches!(self.cli.optimize.as_deref(), None | Some("0"));
        acc2omp_frontend::lower::Options {
            openacc: !self.cli.no_openacc,
            tbaa: optimizing && !self.cli.no_strict_aliasing,
        }
    }

    /// A C file through the front end and the MLIR pipeline to LLVM IR,
    /// then clang to `goal` at `output`.
    fn compile(&mut self, input: &str, goal: Goal, output: &str) -> Result<()> {
        let ir = self.llvm_ir(input)?;
        let ll = if goal == Goal::LlvmIr && self.cli.optimize.is_none() {
            // Unoptimized LLVM IR: ours, as it is.
            return write_file(output, &ir);
        } else {
            self.temporary("ll")
        };
        if !self.cli.dry_run {
            write_file(&ll, &ir)?;
        }
        let mut command = self.clang();
        command.arg(self.optimization()).arg("-fopenmp").arg("-w");
        command.args(&self.cli.remarks);
        command.args(self.cli.machine.iter().filter(|a| *a != "-pthread"));
        if self.cli.debug {
            command.arg("-g");
        }
        match goal {
            Goal::LlvmIr => {
                command.args(["-S", "-emit-llvm"]);
            }
            Goal::Bitcode => {
                command.args(["-c", "-emit-llvm"]);
            }
            Goal::Assembly => {
                command.arg("-S");
            }
            _ => {
                command.arg("-c");
            }
        }
        command.arg("-x").arg("ir").arg(&ll).arg("-o").arg(output);
        self.external(command)
    }

    /// -v, -###: the front end's step.
    fn print_front_end_step(&self, input: &str) {
        if self.cli.verbose || self.cli.dry_run {
            let mut arguments = self.clang_c_arguments();
            if !self.cli.no_openacc {
                arguments.insert(0, "-fopenacc".into());
            }
            eprintln!(
                "accc: front end: {input} (libclang 22{}) -> {}",
                if arguments.is_empty() {
                    String::new()
                } else {
                    format!(", {}", arguments.join(" "))
                },
                if self.cli.no_openacc {
                    "MLIR, OpenACC directives ignored"
                } else {
                    "acc dialect"
                }
            );
        }
    }

    /// -v, -###: the MLIR passes' step.
    fn print_passes_step(&self, to_llvm: bool) {
        if !(self.cli.verbose || self.cli.dry_run) {
            return;
        }
        let convert = format!("convert-acc-to-omp{{{}}}", self.convert_options());
        let lower = acc2omp_lowering::OMP_TO_LLVM;
        match (self.cli.no_openacc, to_llvm) {
            (false, true) => eprintln!("accc: {convert}, then {lower}"),
            (false, false) => eprintln!("accc: {convert}"),
            (true, true) => eprintln!("accc: {lower}"),
            (true, false) => {}
        }
    }

    /// -v, -###: the translation's step.
    fn print_translate_step(&self) {
        if self.cli.verbose || self.cli.dry_run {
            eprintln!(
                "accc: translate to LLVM IR ({})",
                acc2omp_lowering::host_triple()
            );
        }
    }

    /// The front end's acc module of `input`, parsed and verified.
    fn front_end<'c>(
        &mut self,
        input: &str,
        context: &'c melior::Context,
        collector: &DiagnosticCollector,
    ) -> Result<melior::ir::Module<'c>> {
        self.print_front_end_step(input);
        let output = lower_file_with(input, &self.clang_c_arguments(), &self.lower_options());
        self.report(&output.diagnostics);
        let Some(mlir) = output.mlir else {
            return Err(Failure::Reported);
        };
        let Some(module) = parse_module(context, &mlir, "<accc: generated MLIR>") else {
            self.report(&collector.take());
            return Err(format!(
                "internal error: the MLIR generated for '{input}' does not verify; please report this bug"
            )
            .into());
        };
        Ok(module)
    }

    /// `-fopenacc-print=<mode>`: the file goes through the front end and
    /// convert-acc-to-omp (their errors are reported as when compiling, and
    /// nothing is printed); `acc` prints the file as it is, byte for byte.
    fn print_source(&mut self, input: &str) -> Result<()> {
        let printed = self.translate_source(input)?;
        write_bytes(self.cli.output.as_deref().unwrap_or("-"), &printed.text)
    }

    /// `input` printed in `-fopenacc-print`'s mode (errors reported).
    fn translate_source(&mut self, input: &str) -> Result<acc2omp_lowering::print::Printed> {
        let mode = self.cli.print.clone().unwrap_or_default();
        let context = create_context(true);
        let collector = DiagnosticCollector::attach(&context);
        let mut module = self.front_end(input, &context, &collector)?;
        self.passes(&context, &mut module, &collector, false)?;
        let source = std::fs::read(input).map_err(|e| format!("cannot read '{input}': {e}"))?;
        let mode = acc2omp_lowering::print::Mode::parse(&mode).expect("clap checked the mode");
        let diagnostic = |error: acc2omp_lowering::print::PrintError, severity: Severity| {
            let location = match error.elsewhere {
                Some((file, line, column)) => SourceLoc { file, line, column },
                None => {
                    let before = &source[..error.offset.min(source.len())];
                    let line_start = before
                        .iter()
                        .rposition(|&b| b == b'\n')
                        .map_or(0, |p| p + 1);
                    SourceLoc {
                        file: input.to_string(),
                        line: before.iter().filter(|&&b| b == b'\n').count() + 1,
                        column: error.offset - line_start + 1,
                    }
                }
            };
            Diagnostic {
                severity,
                location: Some(location),
                message: error.message,
                notes: Vec::new(),
            }
        };
        match acc2omp_lowering::print::print(&source, input, &module, mode) {
            Ok(mut printed) => {
                let warnings: Vec<Diagnostic> = std::mem::take(&mut printed.warnings)
                    .into_iter()
                    .map(|w| diagnostic(w, Severity::Warning))
                    .collect();
                self.report(&warnings);
                Ok(printed)
            }
            Err(errors) => {
                let diagnostics: Vec<Diagnostic> = errors
                    .into_iter()
                    .map(|e| diagnostic(e, Severity::Error))
                    .collect();
                self.report(&diagnostics);
                Err(Failure::Reported)
            }
        }
    }

    /// `-fopenacc-print=<mode> --out-dir=<dir> inputs...`: ports a tree.
    /// Every file under the input directories (and every input file) goes
    /// to the same relative path under `out`: a C file with OpenACC
    /// directives printed in the mode, any other file copied as it is. A
    /// file that fails is reported and not written; the others go on. A
    /// progress bar (on a terminal) and a summary on standard error.
    fn port_tree(&mut self, out: &str) -> Result<()> {
        let out_dir = PathBuf::from(out);
        std::fs::create_dir_all(&out_dir).map_err(|e| format!("cannot create '{out}': {e}"))?;
        let out_canonical = out_dir.canonicalize().unwrap_or(out_dir.clone());
        let mut files: Vec<(PathBuf, PathBuf)> = Vec::new();
        for input in self.cli.inputs.clone() {
            let path = PathBuf::from(&input);
            if path.is_dir() {
                let mut found = Vec::new();
                walk_files(&path, &out_canonical, &mut found)
                    .map_err(|e| format!("cannot read '{input}': {e}"))?;
                found.sort();
                for file in found {
                    let relative = file.strip_prefix(&path).unwrap_or(&file).to_path_buf();
                    files.push((file, out_dir.join(relative)));
                }
            } else {
                let name = path.file_name().map(PathBuf::from).unwrap_or_default();
                files.push((path, out_dir.join(name)));
            }
        }
        let bar = indicatif::ProgressBar::new(files.len() as u64);
        bar.set_style(
            indicatif::ProgressStyle::with_template("{bar:30} {pos}/{len} {wide_msg}")
                .expect("a valid template"),
        );
        self.progress = Some(bar.clone());
        let (mut translated, mut copied, mut directives) = (0usize, 0usize, 0usize);
        let mut failed: Vec<String> = Vec::new();
        for (source, destination) in &files {
            let name = source.display().to_string();
            bar.set_message(name.clone());
            if let Some(parent) = destination.parent() {
                std::fs::create_dir_all(parent)
                    .map_err(|e| format!("cannot create '{}': {e}", parent.display()))?;
            }
            let text = std::fs::read(source).map_err(|e| format!("cannot read '{name}': {e}"))?;
            let has_openacc = !acc2omp_lowering::print::openacc_directives(&text).is_empty();
            if has_openacc && name.ends_with(".c") {
                match self.translate_source(&name) {
                    Ok(printed) => {
                        write_bytes(&destination.display().to_string(), &printed.text)?;
                        translated += 1;
                        directives += printed.directives;
                    }
                    Err(Failure::Reported) => failed.push(name),
                    Err(Failure::Message(message)) => {
                        bar.suspend(|| eprintln!("accc: error: {name}: {message}"));
                        failed.push(name);
                    }
                }
            } else {
                if has_openacc {
                    // A header's directives are rewritten neither on their
                    // own nor where it is included (an error there: only
                    // main files are rewritten).
                    bar.suspend(|| {
                        eprintln!(
                            "accc: warning: {name}: OpenACC directives outside a C file are \
                             copied unchanged"
                        )
                    });
                    self.warnings += 1;
                }
                write_bytes(&destination.display().to_string(), &text)?;
                copied += 1;
            }
            bar.inc(1);
        }
        bar.finish_and_clear();
        self.progress = None;
        eprintln!(
            "accc: {} files: {translated} translated ({directives} directives), {copied} copied \
             unchanged, {} failed; {} warnings",
            files.len(),
            failed.len(),
            self.warnings
        );
        if failed.is_empty() {
            Ok(())
        } else {
            eprintln!("accc: not written: {}", failed.join(", "));
            Err(Failure::Reported)
        }
    }

    /// `-emit-mlir=acc|omp|llvm`.
    fn emit_mlir(&mut self, input: &str) -> Result<()> {
        let stage = self.cli.emit_mlir.clone().unwrap_or_default();
        let context = if stage == "acc" {
            create_parsing_context()
        } else {
            create_context(true)
        };
        let collector = DiagnosticCollector::attach(&context);
        let mut module = self.front_end(input, &context, &collector)?;
        if stage != "acc" {
            self.passes(&context, &mut module, &collector, stage == "llvm")?;
        }
        let mut flags = OperationPrintingFlags::new();
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

    /// acc → omp (→ LLVM dialect when `to_llvm`).
    fn passes<'c>(
        &mut self,
        context: &'c melior::Context,
        module: &mut melior::ir::Module<'c>,
        collector: &DiagnosticCollector,
        to_llvm: bool,
    ) -> Result<()> {
        self.print_passes_step(to_llvm);
        if !self.cli.no_openacc {
            let converted = acc2omp_lowering::acc_to_omp(context, module, &self.convert_options());
            let diagnostics = collector.take();
            let failed =
                converted.is_err() || diagnostics.iter().any(|d| d.severity == Severity::Error);
            self.report(&diagnostics);
            if failed {
                return Err(Failure::Reported);
            }
        }
        if to_llvm {
            let lowered = acc2omp_lowering::omp_to_llvm(context, module);
            let diagnostics = collector.take();
            let failed =
                lowered.is_err() || diagnostics.iter().any(|d| d.severity == Severity::Error);
            self.report(&diagnostics);
            if failed {
                return Err(
                    "internal error: the upstream lowering to the LLVM dialect failed; please report this bug"
                        .to_string()
                        .into(),
                );
            }
        }
        Ok(())
    }

    /// `input` through every in-process stage: LLVM IR text.
    fn llvm_ir(&mut self, input: &str) -> Result<String> {
        if self.cli.dry_run {
            // -###: the steps only.
            self.print_front_end_step(input);
            self.print_passes_step(true);
            self.print_translate_step();
            return Ok(String::new());
        }
        let context = create_context(true);
        let collector = DiagnosticCollector::attach(&context);
        let mut module = self.front_end(input, &context, &collector)?;
        self.passes(&context, &mut module, &collector, true)?;
        self.print_translate_step();
        let ir = acc2omp_lowering::translate(&module).map_err(|e| {
            self.report(&collector.take());
            format!("internal error: {e}; please report this bug")
        })?;
        Ok(ir)
    }

    /// Runs (or with -### prints) an external command; its failure is
    /// reported with the command and its output.
    fn external(&self, mut command: Command) -> Result<()> {
        let line = format!("{command:?}").replace('"', "");
        if self.cli.verbose || self.cli.dry_run {
            eprintln!("accc: {line}");
        }
        if self.cli.dry_run {
            return Ok(());
        }
        let output = command
            .output()
            .map_err(|e| format!("cannot run {}: {e}", self.toolchain.clang.display()))?;
        let _ = std::io::stderr().write_all(&output.stderr);
        let _ = std::io::stdout().write_all(&output.stdout);
        if !output.status.success() {
            return Err(format!("external step failed ({}): {line}", output.status).into());
        }
        Ok(())
    }

    fn temporary(&mut self, extension: &str) -> String {
        let path = std::env::temp_dir().join(format!(
            "accc-{}-{}.{extension}",
            std::process::id(),
            TEMPORARY.fetch_add(1, Ordering::Relaxed)
        ));
        self.temporaries.push(path.clone());
        path.to_string_lossy().into_owned()
    }

    fn cleanup(&self) {
        for path in &self.temporaries {
            let _ = std::fs::remove_file(path);
        }
        if let Some(Some(directory)) = self.runtime_include.get() {
            let _ = std::fs::remove_dir_all(directory);
        }
    }

    /// Whether a `-Rpass...=<pattern>` asks for convert-acc-to-omp's
    /// remarks: `.*` (any), or a pattern that its name holds (`acc`,
    /// `convert-acc-to-omp`) or that names the construct (`kernels`).
    fn remarks_wanted(&self) -> bool {
        self.cli.remarks.iter().any(|remark| {
            let pattern = remark.split_once('=').map_or("", |(_, p)| p);
            pattern == ".*"
                || (!pattern.is_empty()
                    && ("convert-acc-to-omp".contains(pattern) || pattern == "kernels"))
        })
    }

    /// Prints diagnostics like clang, with the source line and a caret.
    fn report(&mut self, diagnostics: &[Diagnostic]) {
        fn collect(d: &Diagnostic, sources: &mut HashMap<String, Option<String>>) {
            if let Some(location) = &d.location {
                sources
                    .entry(location.file.clone())
                    .or_insert_with(|| std::fs::read_to_string(&location.file).ok());
            }
            for note in &d.notes {
                collect(note, sources);
            }
        }
        for d in diagnostics {
            collect(d, &mut self.sources);
        }
        let lines: HashMap<&str, SourceLines> = self
            .sources
            .iter()
            .filter_map(|(name, text)| Some((name.as_str(), SourceLines::new(text.as_deref()?))))
            .collect();
        let source_line = |file: &str, line: usize| lines.get(file).and_then(|l| l.line(line));
        // Remarks only when asked for (`-Rpass=...`), warnings not with
        // `-w`, as clang.
        let shown: Vec<&Diagnostic> = diagnostics
            .iter()
            .filter(|d| match d.severity {
                Severity::Remark => self.remarks_wanted(),
                Severity::Warning => !self.cli.no_warnings,
                _ => true,
            })
            .collect();
        // Diagnostics of no file (Clang's command-line errors) name the
        // tool, as clang's do.
        let text: String = shown
            .iter()
            .map(|diagnostic| match diagnostic.location {
                Some(_) => diagnostic.render(&source_line),
                None => format!("accc: {}", diagnostic.render(&source_line)),
            })
            .collect();
        self.warnings += shown
            .iter()
            .filter(|d| d.severity == Severity::Warning)
            .count();
        let write = || {
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
        };
        match &self.progress {
            Some(bar) => bar.suspend(write),
            None => write(),
        }
    }
}

/// The files under `directory` (recursively), skipping `skip` (the output
/// directory when it is inside an input).
fn walk_files(directory: &Path, skip: &Path, files: &mut Vec<PathBuf>) -> std::io::Result<()> {
    for entry in std::fs::read_dir(directory)? {
        let path = entry?.path();
        if path.canonicalize().is_ok_and(|p| p == skip) {
            continue;
        }
        if path.is_dir() {
            walk_files(&path, skip, files)?;
        } else if path.is_file() {
            files.push(path);
        }
    }
    Ok(())
}

fn is_c_source(path: &str) -> bool {
    path.ends_with(".c") || path == "-"
}

/// `dir/name.c` → `name.<extension>` (in the current directory, as clang).
fn stem(input: &str, extension: &str) -> String {
    let name = Path::new(input)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    format!("{name}.{extension}")
}

/// Writes an output file (`-`: standard output).
fn write_file(path: &str, text: &str) -> Result<()> {
    write_bytes(path, text.as_bytes())
}

/// [`write_file`] for bytes: a regular file is replaced atomically, a
/// device, FIFO or link target written in place ([`acc2omp_tools::output`]).
fn write_bytes(path: &str, bytes: &[u8]) -> Result<()> {
    acc2omp_tools::output::write(path, bytes).map_err(|e| {
        if path == "-" {
            format!("cannot write to standard output: {e}").into()
        } else {
            format!("cannot write '{path}': {e}").into()
        }
    })
}
