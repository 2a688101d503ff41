//! What accc is asked to produce, whether the command line can produce it,
//! and where each output goes (clang's names: `prog.o`, `prog.s`, `a.out`).

use super::cli::Cli;
use super::failure::Result;
use std::path::Path;

/// What accc is asked to produce.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Goal {
    /// `-M`/`-MM`: the dependencies of the preprocessed file.
    Dependencies,
    Preprocess,
    /// `-fsyntax-only`: the checks, no output.
    SyntaxOnly,
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
    /// The goal of a command line: the first of `-M`/`-MM`, `-E`,
    /// `-fsyntax-only`, `-fopenacc-print`,
    /// `-emit-mlir`, `-S -emit-llvm`, `-emit-llvm`, `-S`, `-c` given, else
    /// an executable.
    pub fn of(cli: &Cli) -> Goal {
        if cli.dependencies_only || cli.user_dependencies_only {
            Goal::Dependencies
        } else if cli.preprocess {
            Goal::Preprocess
        } else if cli.syntax_only {
            Goal::SyntaxOnly
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
    cli.gpu_arch()?;
    if cli.gpu_arch()?.is_some() && cli.emit_mlir.is_none() && cli.print.is_none() && cli.no_openacc
    {
        return Err(
            "--offload-arch with -fno-openacc: there is nothing to offload"
                .to_string()
                .into(),
        );
    }
    if cli.emit_mlir.as_deref() == Some("gpu") && cli.gpu_arch()?.is_none() {
        return Err("-emit-mlir=gpu needs --offload-arch=<sm_XX>"
            .to_string()
            .into());
    }
    if let Some(language) = cli.language.iter().find(|l| *l != "c" && *l != "none") {
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

/// The inputs that accc compiles (the others go to the link): C files and
/// standard input; after `-x c` (`c_inputs`, one flag per input) every
/// input that is not an object or a library, whatever its name.
pub(crate) fn c_sources_as(inputs: &[String], c_inputs: &[bool]) -> Vec<String> {
    inputs
        .iter()
        .enumerate()
        .filter(|(at, i)| {
            is_c_source(i) || (c_inputs.get(*at) == Some(&true) && !is_object_or_library(i))
        })
        .map(|(_, i)| i.clone())
        .collect()
}

/// An object, an archive or a shared library (what the link takes).
pub(crate) fn is_object_or_library(path: &str) -> bool {
    let name = Path::new(path)
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    [".o", ".a", ".so", ".lo", ".obj"]
        .iter()
        .any(|e| name.ends_with(e))
        || name.contains(".so.")
}

/// Only an executable is one output of several C files: `-o` with another
/// goal and several C files is an error, as in clang.
pub(crate) fn check_outputs(goal: Goal, output: Option<&str>, sources: usize) -> Result<()> {
    // (`-fsyntax-only` writes nothing: its `-o` is ignored, as clang's.)
    if !matches!(goal, Goal::Executable | Goal::SyntaxOnly) && output.is_some() && sources > 1 {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::{Failure, cli::parsed};

    fn goal(arguments: &[&str]) -> Goal {
        Goal::of(&parsed(arguments))
    }

    fn message(result: Result<()>) -> String {
        match result {
            Err(Failure::Message(message)) => message,
            other => panic!("not a message: {other:?}"),
        }
    }

    #[test]
    fn each_flag_selects_its_goal() {
        assert_eq!(goal(&["a.c"]), Goal::Executable);
        assert_eq!(goal(&["-c", "a.c"]), Goal::Object);
        assert_eq!(goal(&["-S", "a.c"]), Goal::Assembly);
        assert_eq!(goal(&["-S", "-emit-llvm", "a.c"]), Goal::LlvmIr);
        assert_eq!(goal(&["-c", "-emit-llvm", "a.c"]), Goal::Bitcode);
        assert_eq!(goal(&["-emit-llvm", "a.c"]), Goal::Bitcode);
        assert_eq!(goal(&["-E", "a.c"]), Goal::Preprocess);
        assert_eq!(goal(&["-emit-mlir=omp", "a.c"]), Goal::Mlir);
        assert_eq!(goal(&["-fopenacc-print=acc", "a.c"]), Goal::Print);
        assert_eq!(goal(&["-M", "a.c"]), Goal::Dependencies);
        assert_eq!(goal(&["-MM", "-E", "a.c"]), Goal::Dependencies);
        assert_eq!(goal(&["-fsyntax-only", "-c", "a.c"]), Goal::SyntaxOnly);
        assert_eq!(goal(&["-MD", "-c", "a.c"]), Goal::Object);
    }

    #[test]
    fn the_earlier_stage_wins() {
        assert_eq!(
            goal(&["-E", "-fopenacc-print=omp", "a.c"]),
            Goal::Preprocess
        );
        assert_eq!(
            goal(&["-emit-mlir=acc", "-fopenacc-print=omp"]),
            Goal::Print
        );
        assert_eq!(goal(&["-c", "-S", "-emit-mlir=llvm", "a.c"]), Goal::Mlir);
        assert_eq!(goal(&["-c", "-S", "a.c"]), Goal::Assembly);
    }

    #[test]
    fn outputs_are_named_after_the_input_in_the_current_directory() {
        assert_eq!(output_file(Goal::Object, "dir/prog.c", None), "prog.o");
        assert_eq!(output_file(Goal::Assembly, "dir/prog.c", None), "prog.s");
        assert_eq!(output_file(Goal::LlvmIr, "../prog.c", None), "prog.ll");
        assert_eq!(output_file(Goal::Bitcode, "prog.c", None), "prog.bc");
        assert_eq!(output_file(Goal::Object, "-", None), "-.o");
        assert_eq!(output_file(Goal::Object, "a.c", Some("x/y.o")), "x/y.o");
        assert_eq!(executable_file(None), "a.out");
        assert_eq!(executable_file(Some("prog")), "prog");
        assert_eq!(stem("/a/b.tar.c", "s"), "b.tar.s");
        assert_eq!(stem("/", "o"), "out.o");
    }

    #[test]
    fn c_sources_are_c_files_and_standard_input() {
        assert!(is_c_source("a.c"));
        assert!(is_c_source("-"));
        assert!(!is_c_source("a.o"));
        assert!(!is_c_source("a.h"));
        assert!(!is_c_source("libx.a"));
        assert_eq!(
            c_sources_as(
                &["k.cu", "b.o", "libx.so.1", "a.c"].map(String::from),
                &[true; 4]
            ),
            ["k.cu", "a.c"]
        );
        assert_eq!(
            c_sources_as(&["k.cu", "a.c"].map(String::from), &[false; 2]),
            ["a.c"]
        );
        assert_eq!(
            c_sources_as(&["a.c", "b.o", "-", "-lm", "c.c"].map(String::from), &[]),
            ["a.c", "-", "c.c"]
        );
    }

    #[test]
    fn o_with_several_outputs_is_rejected_as_clang_does() {
        let rejected = "cannot specify -o when generating multiple output files";
        for goal in [
            Goal::Object,
            Goal::Assembly,
            Goal::LlvmIr,
            Goal::Bitcode,
            Goal::Mlir,
            Goal::Print,
            Goal::Preprocess,
        ] {
            assert_eq!(message(check_outputs(goal, Some("out"), 2)), rejected);
            assert_eq!(check_outputs(goal, Some("out"), 1), Ok(()));
            assert_eq!(check_outputs(goal, None, 2), Ok(()));
        }
        // Several C files make one executable.
        assert_eq!(check_outputs(Goal::Executable, Some("prog"), 3), Ok(()));
    }

    #[test]
    fn the_command_line_is_checked_before_anything_runs() {
        assert_eq!(
            message(check(&parsed(&["-fopenmp", "-"]))),
            "-fopenacc combined with -fopenmp is not supported"
        );
        assert!(
            message(check(&parsed(&["-fopenmp", "-fno-openacc", "-"])))
                .starts_with("-fopenmp is not supported")
        );
        assert_eq!(
            message(check(&parsed(&["-x", "c++", "-"]))),
            "language not recognized: 'c++' (accc compiles C)"
        );
        assert_eq!(check(&parsed(&["-x", "c", "-"])), Ok(()));
        assert_eq!(message(check(&parsed(&["-c"]))), "no input files");
        assert_eq!(
            message(check(&parsed(&["-", "/nonexistent/missing.c"]))),
            "no such file or directory: '/nonexistent/missing.c'"
        );
        assert_eq!(
            message(check(&parsed(&["--out-dir=d", "-"]))),
            "--out-dir needs -fopenacc-print=<mode>"
        );
        assert_eq!(
            message(check(&parsed(&[
                "-fopenacc-print=omp",
                "--out-dir=d",
                "-o",
                "x",
                "-"
            ]))),
            "cannot specify -o with --out-dir"
        );
        assert_eq!(
            check(&parsed(&["-fopenacc-print=omp", "--out-dir=d", "-"])),
            Ok(())
        );
    }
}
