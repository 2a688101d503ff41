//! The external steps (clang as preprocessor, code generator and linker)
//! and how every step is spelled for `-v` and `-###`.
//!
//! The commands are built by pure functions of the command line, so their
//! spelling is tested without running clang; [`Driver::external`] runs them.

use super::{Driver, cli::Cli, failure::Result, goals::Goal};
use acc2omp_lowering::{CodegenOptions, Relocation, Toolchain};
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
    // `-x c`: files of other names are C too (every file accc compiles is).
    if cli.language.iter().any(|l| l == "c") {
        arguments.extend(["-x".to_string(), "c".to_string()]);
    }
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

/// Clang's dependency rule of `source` (the preprocessor's files):
/// `-M`/`-MM` alone (`dependency`: `None`; to `-MF`'s file, or `-o`'s, or
/// standard output), or for `-MD`/`-MMD` into `(file, target)`.
pub(crate) fn dependencies_command(
    clang: &Path,
    cli: &Cli,
    c_arguments: &[String],
    source: &str,
    dependency: Option<(&str, &str)>,
) -> Command {
    let mut command = Command::new(clang);
    let system = !(cli.user_dependencies_only || cli.user_dependencies);
    command
        .arg(if system { "-M" } else { "-MM" })
        .args(c_arguments);
    for target in &cli.dependency_targets {
        command.arg("-MT").arg(target);
    }
    for target in &cli.quoted_dependency_targets {
        command.arg("-MQ").arg(target);
    }
    if cli.phony_dependencies {
        command.arg("-MP");
    }
    match dependency {
        Some((file, target)) => {
            command.arg("-MF").arg(file);
            // The default target quoted for make, as clang's driver does.
            if cli.dependency_targets.is_empty() && cli.quoted_dependency_targets.is_empty() {
                command.arg("-MQ").arg(target);
            }
        }
        None => {
            if let Some(file) = &cli.dependency_file {
                command.arg("-MF").arg(file);
            } else if let Some(output) = &cli.output {
                command.arg("-o").arg(output);
            }
        }
    }
    command.arg(source);
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
    for directory in &cli.library_path {
        command.arg(format!("-L{directory}"));
    }
    for library in &cli.library {
        command.arg(format!("-l{library}"));
    }
    command
        // The OpenACC runtime (openacc.h's routines, and those compiled
        // code calls), after the user's libraries, whose objects call it
        // too (as clang puts its runtime last); only what the program
        // calls is linked.
        .arg(&libraries.runtime)
        // A profiling tool linked into the program: the runtime finds its
        // acc_register_library with dlsym (OpenACC 3.3 §5.3.3); one that
        // ACC_PROFLIB loads calls the runtime's routines, which every
        // program has (the runtime's table of them).
        .arg("-Wl,--export-dynamic-symbol=acc_*")
        .arg("-lm")
        // MLIR 22 lowers some atomic reads to `__atomic_load`.
        .arg("-latomic");
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
    let options = cli.convert_options();
    let mut convert = if options.is_empty() {
        "convert-acc-to-omp".to_string()
    } else {
        format!("convert-acc-to-omp{{{options}}}")
    };
    if let Ok(Some(arch)) = cli.gpu_arch() {
        convert.push_str(&format!(", {}", acc2omp_lowering::OMP_TO_GPU));
        if to_llvm {
            convert.push_str(&format!(
                ", {}",
                acc2omp_lowering::gpu_to_binary_pipeline(&arch)
            ));
        }
    }
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

/// The in-process optimizer and code generator's step, as clang's options
/// would say it: `optimize and generate code (-O2 -march=x86-64 -fPIE, in
/// process) -> <output>`.
pub(crate) fn codegen_step(
    cli: &Cli,
    options: &CodegenOptions,
    goal: Goal,
    output: &str,
) -> String {
    let mut flags = vec![cli.optimization(), format!("-march={}", options.cpu)];
    if !options.tune_cpu.is_empty() {
        flags.push(format!("-mtune={}", options.tune_cpu));
    }
    flags.push(
        match options.relocation {
            Relocation::Static => "-fno-pic",
            Relocation::Pic => "-fPIC",
            Relocation::Pie => "-fPIE",
            Relocation::SmallPic => "-fpic",
            Relocation::SmallPie => "-fpie",
        }
        .to_string(),
    );
    let what = match goal {
        Goal::LlvmIr => "LLVM IR",
        Goal::Bitcode => "LLVM bitcode",
        Goal::Assembly => "assembly",
        _ => "an object",
    };
    format!(
        "optimize and generate {what} in process ({}) -> {output}",
        flags.join(" ")
    )
}

impl Driver {
    /// Shows a step with `-v` and `-###`.
    pub(super) fn show_step(&self, step: &str) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::cli::parsed;

    fn toolchain() -> Toolchain {
        Toolchain {
            clang: PathBuf::from("/llvm/bin/clang"),
            libomp_dir: PathBuf::from("/llvm/lib"),
        }
    }

    fn compiled(arguments: &[&str], goal: Goal) -> String {
        let cli = parsed(arguments);
        spelling(&compile_command(
            &toolchain().clang,
            &cli,
            goal,
            "/tmp/t.ll",
            "out",
        ))
    }

    #[test]
    fn a_command_is_spelled_without_quotes() {
        let mut command = Command::new("/llvm/bin/clang");
        command.args(["-O2", "-Wl,-rpath,/x y", "a.o"]);
        assert_eq!(
            spelling(&command),
            "/llvm/bin/clang -O2 -Wl,-rpath,/x y a.o"
        );
    }

    #[test]
    fn the_code_generator_step_of_each_goal() {
        let base = "/llvm/bin/clang -O0 -fopenmp -w";
        let tail = "-x ir /tmp/t.ll -o out";
        assert_eq!(
            compiled(&["a.c"], Goal::Object),
            format!("{base} -c {tail}")
        );
        assert_eq!(
            compiled(&["a.c"], Goal::Assembly),
            format!("{base} -S {tail}")
        );
        assert_eq!(
            compiled(&["a.c"], Goal::LlvmIr),
            format!("{base} -S -emit-llvm {tail}")
        );
        assert_eq!(
            compiled(&["a.c"], Goal::Bitcode),
            format!("{base} -c -emit-llvm {tail}")
        );
    }

    #[test]
    fn the_code_generator_gets_remarks_target_options_and_debug_info() {
        assert_eq!(
            compiled(
                &[
                    "-O2",
                    "-g",
                    "-Rpass=loop-vectorize",
                    "-march=native",
                    "-pthread",
                    "-fno-common",
                    "-Wall",
                    "-DX",
                    "a.c"
                ],
                Goal::Object
            ),
            "/llvm/bin/clang -O2 -fopenmp -w -Rpass=loop-vectorize -march=native -fno-common \
             -g -c -x ir /tmp/t.ll -o out"
        );
    }

    #[test]
    fn the_link_step() {
        let cli = parsed(&[
            "-g",
            "-pthread",
            "-Wl,-z,now",
            "-shared",
            "-Xlinker",
            "--gc-sections",
            "-L",
            "libs",
            "-lfoo",
            "-O3",
            "a.c",
            "b.o",
        ]);
        let libraries = Libraries {
            compiler_runtime: Some(PathBuf::from("/gcc/libgcc.a")),
            runtime: PathBuf::from("/acc/libacc2omp_runtime.a"),
        };
        let objects = ["/tmp/accc-1-0.o", "b.o"].map(String::from);
        assert_eq!(
            spelling(&link_command(
                &toolchain(),
                &cli,
                &objects,
                &libraries,
                "prog"
            )),
            "/llvm/bin/clang /tmp/accc-1-0.o b.o -fopenmp -Wl,-rpath,/llvm/lib -L/llvm/lib \
             /gcc/libgcc.a -Llibs -lfoo /acc/libacc2omp_runtime.a \
             -Wl,--export-dynamic-symbol=acc_* -lm -latomic -g -pthread \
             -Wl,-z,now -shared -Xlinker --gc-sections -o prog"
        );
        let plain = Libraries {
            compiler_runtime: None,
            ..libraries
        };
        assert_eq!(
            spelling(&link_command(
                &toolchain(),
                &parsed(&["a.o"]),
                &objects[1..],
                &plain,
                "a.out"
            )),
            "/llvm/bin/clang b.o -fopenmp -Wl,-rpath,/llvm/lib -L/llvm/lib \
             /acc/libacc2omp_runtime.a -Wl,--export-dynamic-symbol=acc_* -lm \
             -latomic -o a.out"
        );
    }

    #[test]
    fn the_front_end_gets_the_c_options_then_the_runtime_headers() {
        let cli = parsed(&[
            "-Iinc",
            "-DX=1",
            "-UY",
            "-std=gnu17",
            "-isystem",
            "sys",
            "-include",
            "h.h",
            "-Wall",
            "-w",
            "-march=native",
            "-O2",
            "-g",
            "a.c",
        ]);
        assert_eq!(
            c_arguments(&cli, Some(Path::new("/tmp/rt"))),
            [
                "-Iinc",
                "-DX=1",
                "-UY",
                "-std=gnu17",
                "-isystem",
                "sys",
                "-include",
                "h.h",
                "-Wall",
                "-w",
                "-march=native",
                "-isystem",
                "/tmp/rt"
            ]
        );
        assert!(c_arguments(&parsed(&["a.c"]), None).is_empty());
        let command = preprocess_command(
            Path::new("/llvm/bin/clang"),
            &parsed(&["-E", "-o", "a.i", "a.c"]),
            &["-DX".to_string()],
            "a.c",
        );
        assert_eq!(spelling(&command), "/llvm/bin/clang -E -DX a.c -o a.i");
    }

    #[test]
    fn the_in_process_steps_as_shown() {
        let cli = parsed(&["a.c"]);
        assert_eq!(
            front_end_step(
                &cli,
                "a.c",
                &["-Iinc".into(), "-isystem".into(), "/rt".into()]
            ),
            "front end: a.c (libclang 22, -fopenacc -Iinc -isystem /rt) -> acc dialect"
        );
        let no_acc = parsed(&["-fno-openacc", "a.c"]);
        assert_eq!(
            front_end_step(&no_acc, "a.c", &[]),
            "front end: a.c (libclang 22) -> MLIR, OpenACC directives ignored"
        );
        let lower = acc2omp_lowering::OMP_TO_LLVM;
        assert_eq!(
            passes_step(&cli, true),
            Some(format!("convert-acc-to-omp, then {lower}"))
        );
        let options = parsed(&["-acc2omp-options=vector=simd", "a.c"]);
        assert_eq!(
            passes_step(&options, false).as_deref(),
            Some("convert-acc-to-omp{vector=simd}")
        );
        assert_eq!(passes_step(&no_acc, true).as_deref(), Some(lower));
        assert_eq!(passes_step(&no_acc, false), None);
        assert!(translate_step().starts_with("translate to LLVM IR ("));
    }
}
