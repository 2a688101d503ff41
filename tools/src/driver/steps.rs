//! The external steps (clang as preprocessor, code generator and linker)
//! and how every step is spelled for `-v` and `-###`.
//!
//! The commands are built by pure functions of the command line, so their
//! spelling is tested without running clang; [`Driver::external`] runs them.

use super::{Driver, cli::Cli, failure::Result, goals::Goal};
use acc2omp_lowering::Toolchain;
use std::{
    io::Write,
    path::{Path, PathBuf},
    process::Command,
};

/// A command as `-v` and `-###` show it: the program and its arguments,
/// separated by spaces, without quotes.
pub(crate) fn spelling(command: &Command) -> String {
    format!("{command:?}").replace('"', "")
}

/// Clang's arguments for the C front end (include paths, macros,
/// standard, warnings, target options), then the directory of the
/// runtime's `openacc.h`.
pub(crate) fn c_arguments(cli: &Cli, runtime_include: Option<&Path>) -> Vec<String> {
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
    if let Some(directory) = runtime_include {
        arguments.push("-isystem".into());
        arguments.push(directory.display().to_string());
    }
    arguments
}

/// `-E`: clang preprocesses `source` (to `-o`'s file or standard output).
pub(crate) fn preprocess_command(
    clang: &Path,
    cli: &Cli,
    c_arguments: &[String],
    source: &str,
) -> Command {
    let mut command = Command::new(clang);
    command.arg("-E").args(c_arguments).arg(source);
    if let Some(output) = &cli.output {
        command.arg("-o").arg(output);
    }
    command
}

/// Clang from our LLVM IR file `ll` to `goal` (LLVM IR, bitcode, assembly
/// or an object) at `output`: the optimizer and the code generator.
pub(crate) fn compile_command(
    clang: &Path,
    cli: &Cli,
    goal: Goal,
    ll: &str,
    output: &str,
) -> Command {
    let mut command = Command::new(clang);
    command.arg(cli.optimization()).arg("-fopenmp").arg("-w");
    command.args(&cli.remarks);
    command.args(cli.machine.iter().filter(|a| *a != "-pthread"));
    if cli.debug {
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
    command.arg("-x").arg("ir").arg(ll).arg("-o").arg(output);
    command
}

/// What the link needs besides the command line.
#[derive(Debug, Clone)]
pub(crate) struct Libraries {
    /// Clang's own compiler runtime (see [`Driver::compiler_runtime`]).
    pub(crate) compiler_runtime: Option<PathBuf>,
    /// The OpenACC runtime (`libacc2omp_runtime.a`).
    pub(crate) runtime: PathBuf,
}

/// The link of `objects` into the executable `output`: libomp (with an
/// rpath), clang's runtime, the OpenACC runtime, libm and libatomic, then
/// the user's libraries and link options.
pub(crate) fn link_command(
    toolchain: &Toolchain,
    cli: &Cli,
    objects: &[String],
    libraries: &Libraries,
    output: &str,
) -> Command {
    let mut command = Command::new(&toolchain.clang);
    command
        .args(objects)
        .arg("-fopenmp")
        .arg(format!("-Wl,-rpath,{}", toolchain.libomp_dir.display()))
        .arg(format!("-L{}", toolchain.libomp_dir.display()));
    // Clang's own runtime first (see `compiler_runtime`).
    if let Some(library) = &libraries.compiler_runtime {
        command.arg(library);
    }
    command
        // The OpenACC runtime (openacc.h's routines); only what the
        // program calls is linked.
        .arg(&libraries.runtime)
        .arg("-lm")
        // MLIR 22 lowers some atomic reads to `__atomic_load`.
        .arg("-latomic");
    for directory in &cli.library_path {
        command.arg(format!("-L{directory}"));
    }
    for library in &cli.library {
        command.arg(format!("-l{library}"));
    }
    if cli.debug {
        command.arg("-g");
    }
    if cli.machine.iter().any(|a| a == "-pthread") {
        command.arg("-pthread");
    }
    command.args(&cli.link);
    for argument in &cli.xlinker {
        command.arg("-Xlinker").arg(argument);
    }
    command.arg("-o").arg(output);
    command
}

/// The front end's step: `front end: <input> (libclang 22, <arguments>) -> <what>`.
pub(crate) fn front_end_step(cli: &Cli, input: &str, c_arguments: &[String]) -> String {
    let mut arguments = c_arguments.to_vec();
    if !cli.no_openacc {
        arguments.insert(0, "-fopenacc".into());
    }
    format!(
        "front end: {input} (libclang 22{}) -> {}",
        if arguments.is_empty() {
            String::new()
        } else {
            format!(", {}", arguments.join(" "))
        },
        if cli.no_openacc {
            "MLIR, OpenACC directives ignored"
        } else {
            "acc dialect"
        }
    )
}

/// The MLIR passes' step: convert-acc-to-omp with its options (not with
/// `-fno-openacc`), then the lowering to the LLVM dialect when `to_llvm`;
/// `None` when there is neither.
pub(crate) fn passes_step(cli: &Cli, to_llvm: bool) -> Option<String> {
    let convert = format!("convert-acc-to-omp{{{}}}", cli.convert_options());
    let lower = acc2omp_lowering::OMP_TO_LLVM;
    match (cli.no_openacc, to_llvm) {
        (false, true) => Some(format!("{convert}, then {lower}")),
        (false, false) => Some(convert),
        (true, true) => Some(lower.to_string()),
        (true, false) => None,
    }
}

/// The translation's step.
pub(crate) fn translate_step() -> String {
    format!("translate to LLVM IR ({})", acc2omp_lowering::host_triple())
}

impl Driver {
    /// Shows a step with `-v` and `-###`.
    fn show_step(&self, step: &str) {
        if self.cli.shows_steps() {
            eprintln!("accc: {step}");
        }
    }

    /// -v, -###: the front end's step.
    pub(super) fn print_front_end_step(&self, input: &str) {
        if self.cli.shows_steps() {
            self.show_step(&front_end_step(&self.cli, input, &self.c_arguments()));
        }
    }

    /// -v, -###: the MLIR passes' step.
    pub(super) fn print_passes_step(&self, to_llvm: bool) {
        if let Some(step) = passes_step(&self.cli, to_llvm) {
            self.show_step(&step);
        }
    }

    /// -v, -###: the translation's step.
    pub(super) fn print_translate_step(&self) {
        self.show_step(&translate_step());
    }

    /// Runs (or with -### prints) an external command; its failure is
    /// reported with the command and its output.
    pub(super) fn external(&self, mut command: Command) -> Result<()> {
        let line = spelling(&command);
        self.show_step(&line);
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
}
