//! What accc is asked to produce, whether the command line can produce it,
//! and where each output goes (clang's names: `prog.o`, `prog.s`, `a.out`).

use super::cli::Cli;
use super::failure::Result;
use std::path::Path;

/// What accc is asked to produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
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

impl Goal {
    /// The goal of a command line: the first of `-E`, `-fopenacc-print`,
    /// `-emit-mlir`, `-S -emit-llvm`, `-emit-llvm`, `-S`, `-c` given, else
    /// an executable.
    pub fn of(cli: &Cli) -> Goal {
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

    /// The extension of the file that compiling one C file to this goal
    /// writes (an object for an executable: it is linked).
    fn extension(self) -> &'static str {
        match self {
            Goal::LlvmIr => "ll",
            Goal::Bitcode => "bc",
            Goal::Assembly => "s",
            _ => "o",
        }
    }
}

/// The command line's checks before anything runs: the options accc
/// rejects, the inputs, `--out-dir`'s company.
pub(crate) fn check(cli: &Cli) -> Result<()> {
    if cli.openmp {
        // Clacc's diagnostic: OpenMP directives next to OpenACC ones are
        // not supported (accc produces the OpenMP itself).
        return Err(if cli.no_openacc {
            "-fopenmp is not supported: accc does not compile OpenMP directives \
             (clang-22 -fopenmp does)"
        } else {
            "-fopenacc combined with -fopenmp is not supported"
        }
        .to_string()
        .into());
    }
    if let Some(language) = &cli.language
        && language != "c"
    {
        return Err(format!("language not recognized: '{language}' (accc compiles C)").into());
    }
    if cli.inputs.is_empty() {
        return Err("no input files".to_string().into());
    }
    for input in &cli.inputs {
        if input != "-" && !Path::new(input).exists() {
            return Err(format!("no such file or directory: '{input}'").into());
        }
    }
    if cli.out_dir.is_some() {
        if cli.print.is_none() {
            return Err("--out-dir needs -fopenacc-print=<mode>".to_string().into());
        }
        if cli.output.is_some() {
            return Err("cannot specify -o with --out-dir".to_string().into());
        }
    }
    Ok(())
}

/// The inputs that accc compiles (the others go to the link).
pub(crate) fn c_sources(inputs: &[String]) -> Vec<String> {
    inputs.iter().filter(|i| is_c_source(i)).cloned().collect()
}

/// Only an executable is one output of several C files: `-o` with another
/// goal and several C files is an error, as in clang.
pub(crate) fn check_outputs(goal: Goal, output: Option<&str>, sources: usize) -> Result<()> {
    if goal != Goal::Executable && output.is_some() && sources > 1 {
        return Err("cannot specify -o when generating multiple output files"
            .to_string()
            .into());
    }
    Ok(())
}

/// Where compiling `input` to `goal` (not an executable) writes: `-o`'s
/// file, else the input's name with the goal's extension, in the current
/// directory (`dir/prog.c -S` → `prog.s`).
pub(crate) fn output_file(goal: Goal, input: &str, output: Option<&str>) -> String {
    output.map_or_else(|| stem(input, goal.extension()), str::to_string)
}

/// The executable's name: `-o`'s, else `a.out`.
pub(crate) fn executable_file(output: Option<&str>) -> String {
    output.unwrap_or("a.out").to_string()
}

/// A C source (`-` is standard input, read as C).
pub(crate) fn is_c_source(path: &str) -> bool {
    path.ends_with(".c") || path == "-"
}

/// `dir/name.c` → `name.<extension>` (in the current directory, as clang).
pub(crate) fn stem(input: &str, extension: &str) -> String {
    let name = Path::new(input)
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "out".into());
    format!("{name}.{extension}")
}
