//! accc's command line: the parsed [`Cli`] (after [`super::spelling`] has
//! normalized clang's spellings), what to print instead of compiling (help,
//! version, errors), and the settings the command line implies for the
//! stages.

use super::spelling::{clang_spelling, normalize};
use acc2omp_lowering::{CodegenOptions, Relocation};
use clap::{CommandFactory, FromArgMatches, Parser};
use std::process::ExitCode;

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
pub struct Cli {
    /// Input files: C sources, objects and libraries.
    #[arg(value_name = "INPUTS")]
    pub(crate) inputs: Vec<String>,
    /// Write the output to <file>.
    #[arg(short = 'o', value_name = "file")]
    pub(crate) output: Option<String>,
    /// Compile (and assemble) only; do not link.
    #[arg(short = 'c')]
    pub(crate) compile_only: bool,
    /// Compile to assembly only (with -emit-llvm: LLVM IR).
    #[arg(short = 'S')]
    pub(crate) assembly: bool,
    /// Preprocess only.
    #[arg(short = 'E')]
    pub(crate) preprocess: bool,
    /// Optimization level (0, 1, 2, 3, s, z; plain -O is 1, as clang).
    #[arg(short = 'O', value_name = "level", num_args = 0..=1, default_missing_value = "1")]
    pub(crate) optimize: Option<String>,
    /// Generate debug information: line tables (-g1, -g2, -g3, -ggdb,
    /// -gdwarf-N, -gline-tables-only too).
    #[arg(short = 'g', overrides_with_all = ["debug", "no_debug"])]
    pub(crate) debug: bool,
    /// `-g0`: no debug information.
    #[arg(long = "no-debug", hide = true, overrides_with_all = ["debug", "no_debug"])]
    pub(crate) no_debug: bool,
    /// `-pipe`: accepted (accc's steps pass files).
    #[arg(long = "pipe", hide = true, overrides_with = "pipe")]
    pub(crate) pipe: bool,
    /// Add a directory to the include search path.
    #[arg(short = 'I', value_name = "dir")]
    pub(crate) include: Vec<String>,
    /// Define a macro (<name>[=<value>]).
    #[arg(short = 'D', value_name = "macro")]
    pub(crate) define: Vec<String>,
    /// Undefine a macro.
    #[arg(short = 'U', value_name = "macro")]
    pub(crate) undefine: Vec<String>,
    /// Add a directory to the library search path.
    #[arg(short = 'L', value_name = "dir")]
    pub(crate) library_path: Vec<String>,
    /// Link a library.
    #[arg(short = 'l', value_name = "library")]
    pub(crate) library: Vec<String>,
    /// The C standard (c99, c11, c17, gnu17, ...).
    #[arg(long = "std", value_name = "standard")]
    pub(crate) standard: Option<String>,
    /// Add a system include directory.
    #[arg(long, value_name = "dir")]
    pub(crate) isystem: Vec<String>,
    /// Include a file before the source.
    #[arg(long = "include", value_name = "file")]
    pub(crate) include_file: Vec<String>,
    /// Clang warning options (-Wall, -Wno-...).
    #[arg(long = "warning", value_name = "warning", hide = true)]
    pub(crate) warnings: Vec<String>,
    /// Suppress warnings.
    #[arg(short = 'w')]
    pub(crate) no_warnings: bool,
    /// Remarks (`-Rpass=<regex>`, `-Rpass-missed=<regex>`,
    /// `-Rpass-analysis=<regex>`): convert-acc-to-omp's when the pattern is
    /// `.*` or names it (`acc`, `kernels`...), and LLVM's optimizer's from
    /// the code generator (`-Rpass=loop-vectorize`).
    #[arg(long = "remark", hide = true, allow_hyphen_values = true)]
    pub(crate) remarks: Vec<String>,
    /// Print the module after a stage: acc (front end), omp
    /// (convert-acc-to-omp), gpu (convert-omp-to-gpu and kernel outlining,
    /// with --offload-arch), llvm (the LLVM dialect).
    #[arg(long = "emit-mlir", value_name = "stage", value_parser = ["acc", "omp", "gpu", "llvm"])]
    pub(crate) emit_mlir: Option<String>,
    /// Offload compute constructs to an NVIDIA GPU of this architecture
    /// (sm_XX, as LLVM's NVPTX back end names it): kernels as PTX that the
    /// CUDA driver compiles when the program starts; the host runs them
    /// where there is no GPU.
    #[arg(long = "offload-arch", value_name = "arch")]
    pub(crate) offload_arch: Option<String>,
    /// OpenMP offload targets, as clang spells them: nvptx64-nvidia-cuda
    /// (the GPU architecture is then --offload-arch's, sm_90 by default).
    #[arg(long = "fopenmp-targets", value_name = "triples")]
    pub(crate) openmp_targets: Option<String>,
    /// Source-to-source: print the file with its OpenACC directives (acc),
    /// translated to OpenMP (omp), or both, one in comments (acc-omp,
    /// omp-acc), as Clacc.
    #[arg(long = "fopenacc-print", value_name = "mode",
          value_parser = ["acc", "omp", "acc-omp", "omp-acc"])]
    pub(crate) print: Option<String>,
    /// With -fopenacc-print: the OpenMP compiler the output is for. clang
    /// (the default): OpenMP 5.2 with clang's extensions (`ompx_hold`,
    /// `present`, `tile`); gcc: what GCC 12 accepts, the same as
    /// -acc2omp-options="structured-ref-count=no-hold present=no-present
    /// update-present=no-present tile=collapse" (options given override it).
    #[arg(long = "fopenacc-print-target", value_name = "compiler",
          value_parser = ["clang", "gcc"])]
    pub(crate) print_target: Option<String>,
    /// With -fopenacc-print: port the input files and directories into
    /// <dir> (same relative paths; files without OpenACC copied as they are).
    #[arg(long = "out-dir", value_name = "dir")]
    pub(crate) out_dir: Option<String>,
    /// Emit LLVM IR (-S) or bitcode (-c) instead of assembly or objects.
    #[arg(long = "emit-llvm")]
    pub(crate) emit_llvm: bool,
    /// OpenACC directives are compiled (the default).
    #[arg(long = "fopenacc")]
    pub(crate) openacc: bool,
    /// Compile the C and ignore the OpenACC directives.
    #[arg(long = "fno-openacc")]
    pub(crate) no_openacc: bool,
    /// C's type-based aliasing rules inform the optimizer (the default
    /// when optimizing: TBAA on loads and stores, as clang gives it).
    #[arg(long = "fstrict-aliasing", overrides_with = "no_strict_aliasing")]
    pub(crate) strict_aliasing: bool,
    /// Assume any two accesses may alias whatever their types.
    #[arg(long = "fno-strict-aliasing", overrides_with = "strict_aliasing")]
    pub(crate) no_strict_aliasing: bool,
    /// Rejected: acc2omp translates OpenACC to OpenMP itself.
    #[arg(long = "fopenmp", hide = true)]
    pub(crate) openmp: bool,
    /// Options of convert-acc-to-omp (`key=value ...`, as in acc-opt);
    /// `fake-async-wait=true` unless given when printing.
    #[arg(long = "acc2omp-options", value_name = "options", default_value = "")]
    pub(crate) convert_options: String,
    /// Show the steps accc runs.
    #[arg(short = 'v')]
    pub(crate) verbose: bool,
    /// Print the steps without running them.
    #[arg(long = "print-steps", hide = true)]
    pub(crate) dry_run: bool,
    /// Print the C source locations of operations (with -emit-mlir).
    #[arg(long = "mlir-print-debuginfo")]
    pub(crate) debuginfo: bool,
    /// Print locations inline (no #loc aliases).
    #[arg(long = "mlir-print-local-scope")]
    pub(crate) local_scope: bool,
    /// Print the time of each stage to standard error.
    #[arg(long = "ftime-report")]
    pub(crate) time_report: bool,
    /// Language, target and code-model options for Clang's front end and
    /// code generator: -march=, -mtune=, -mcpu=, -fPIC, -fpic, -fPIE, -fpie,
    /// -fno-pic, -fno-pie, -pthread, and Clang's other -f and -m options
    /// (see [`normalize`]).
    #[arg(long = "machine", hide = true, allow_hyphen_values = true)]
    pub(crate) machine: Vec<String>,
    /// Options for the link step: -Wl,<args>, -shared, -static, -rdynamic,
    /// -s, -pie, -no-pie.
    #[arg(long = "link", hide = true, allow_hyphen_values = true)]
    pub(crate) link: Vec<String>,
    /// Pass <arg> to the linker.
    #[arg(long = "Xlinker", value_name = "arg", allow_hyphen_values = true)]
    pub(crate) xlinker: Vec<String>,
    /// The language of the inputs after it (`c`; `none`: by their names).
    #[arg(short = 'x', value_name = "language")]
    pub(crate) language: Vec<String>,
    /// For each input, whether a `-x c` before it (and no `-x none` since)
    /// makes it C whatever its name, as clang reads `-x`.
    #[arg(skip)]
    pub(crate) c_inputs: Vec<bool>,
    /// Check the files (Clang's checks, the front end's and the
    /// conversion's); write nothing.
    #[arg(long = "fsyntax-only")]
    pub(crate) syntax_only: bool,
    /// Write the dependencies of the preprocessed file (make's rule)
    /// instead of compiling.
    #[arg(long = "M")]
    pub(crate) dependencies_only: bool,
    /// As -M, without the system headers.
    #[arg(long = "MM")]
    pub(crate) user_dependencies_only: bool,
    /// Write the dependencies to a .d file while compiling.
    #[arg(long = "MD")]
    pub(crate) dependencies: bool,
    /// As -MD, without the system headers.
    #[arg(long = "MMD")]
    pub(crate) user_dependencies: bool,
    /// The dependency file.
    #[arg(long = "MF", value_name = "file")]
    pub(crate) dependency_file: Option<String>,
    /// The target of the dependency rule.
    #[arg(long = "MT", value_name = "target")]
    pub(crate) dependency_targets: Vec<String>,
    /// As -MT, quoted for make.
    #[arg(long = "MQ", value_name = "target")]
    pub(crate) quoted_dependency_targets: Vec<String>,
    /// A phony target for each dependency.
    #[arg(long = "MP")]
    pub(crate) phony_dependencies: bool,
}

/// What a command line that compiles nothing leads to: the help or the
/// version (on standard output, success) or an error (on standard error).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Early {
    /// The text, ending with a newline.
    pub text: String,
    pub success: bool,
}

impl Early {
    pub(crate) fn error(message: &str) -> Self {
        Early {
            text: format!("accc: error: {message}\n"),
            success: false,
        }
    }

    /// Prints the text where it goes; the exit status.
    pub fn exit(self) -> ExitCode {
        if self.success {
            print!("{}", self.text);
            ExitCode::SUCCESS
        } else {
            eprint!("{}", self.text);
            ExitCode::FAILURE
        }
    }
}

/// accc's arguments (the program's name left out) → the [`Cli`], or what
/// to print instead: clap's help, version and errors in clang's spellings.
/// -fopenacc-print-target=gcc: the pass options for what GCC 12's OpenMP
/// accepts (no `ompx_hold`, no `present` modifier, no `tile` construct).
const GCC_PRESET: &str =
    "structured-ref-count=no-hold present=no-present update-present=no-present tile=collapse";

pub fn parse(arguments: Vec<String>) -> Result<Cli, Early> {
    let arguments = super::spelling::expand_response_files(arguments)
        .map_err(|message| Early::error(&message))?;
    if let Some(early) = super::queries::answer(&arguments) {
        return Err(early);
    }
    let arguments = normalize(arguments).map_err(|message| Early::error(&message))?;
    let early = |error: clap::Error| {
        let mut text = clang_spelling(&error.render().to_string());
        if !text.ends_with('\n') {
            text.push('\n');
        }
        let success = matches!(
            error.kind(),
            clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
        );
        Early { text, success }
    };
    let matches = Cli::command()
        .try_get_matches_from(std::iter::once("accc".to_string()).chain(arguments))
        .map_err(early)?;
    let mut cli = Cli::from_arg_matches(&matches).map_err(early)?;
    // Each `-x` applies to the inputs after it, up to the next one.
    let languages: Vec<(usize, &String)> = matches
        .indices_of("language")
        .into_iter()
        .flatten()
        .zip(&cli.language)
        .collect();
    cli.c_inputs = matches
        .indices_of("inputs")
        .into_iter()
        .flatten()
        .map(|input| {
            languages
                .iter()
                .rev()
                .find(|(at, _)| *at < input)
                .is_some_and(|(_, language)| *language == "c")
        })
        .collect();
    Ok(cli)
}

impl Cli {
    /// The GPU architecture compute constructs are offloaded to, if any
    /// (`--offload-arch`, or sm_90 for `-fopenmp-targets=nvptx64-nvidia-cuda`);
    /// an error for a target or an architecture accc cannot build for.
    pub(crate) fn gpu_arch(&self) -> Result<Option<String>, String> {
        if let Some(targets) = &self.openmp_targets {
            for target in targets.split(',') {
                if !matches!(target, "nvptx64-nvidia-cuda" | "nvptx64" | "nvptx64-nvidia") {
                    return Err(format!(
                        "unsupported offload target '{target}' (accc offloads to nvptx64-nvidia-cuda)"
                    ));
                }
            }
        }
        let arch = match (&self.offload_arch, &self.openmp_targets) {
            (Some(arch), _) => arch.clone(),
            (None, Some(_)) => "sm_90".to_string(),
            (None, None) => return Ok(None),
        };
        let digits = arch
            .strip_prefix("sm_")
            .map(|d| d.trim_end_matches(['a', 'f']));
        if !digits.is_some_and(|d| !d.is_empty() && d.chars().all(|c| c.is_ascii_digit())) {
            return Err(format!(
                "unsupported offload architecture '{arch}' (an NVIDIA sm_XX, such as sm_90)"
            ));
        }
        Ok(Some(arch))
    }

    /// -v or -###: the steps are shown.
    pub(crate) fn shows_steps(&self) -> bool {
        self.verbose || self.dry_run
    }

    /// convert-acc-to-omp's options: the user's, and unless they say
    /// otherwise `fake-async-wait=true` when printing OpenMP, where queues
    /// are not printed (`async` work then runs synchronously, a conforming
    /// schedule for OpenACC programs: they must `wait` anyway). Builds run
    /// queues as tasks on the queues' threads (on a GPU each thread's
    /// stream its own).
    pub(crate) fn convert_options(&self) -> String {
        let preset = match self.print_target.as_deref() {
            Some("gcc") if self.print.is_some() => GCC_PRESET,
            _ => "",
        };
        let gpu = self.offload_arch.is_some() || self.openmp_targets.is_some();
        // A GPU build takes the `device_type(nvidia)` values.
        let device = if gpu && !self.convert_options.contains("device-type") {
            "device-type=nvidia"
        } else {
            ""
        };
        // A GPU build's kernels run one loop each: a `parallel` construct
        // with several loops is split (not when printing OpenMP, whose
        // constructs stay the program's).
        let split =
            if gpu && self.print.is_none() && !self.convert_options.contains("split-parallel") {
                "split-parallel=true"
            } else {
                ""
            };
        let options = format!("{preset} {device} {split} {}", self.convert_options.trim());
        let options = options.split_whitespace().collect::<Vec<_>>().join(" ");
        let options = options.as_str();
        let fake = self.print.is_some();
        if options.contains("fake-async-wait") || !fake {
            options.to_string()
        } else if options.is_empty() {
            "fake-async-wait=true".to_string()
        } else {
            format!("{options} fake-async-wait=true")
        }
    }

    /// The in-process optimizer and code generator's options, as clang
    /// derives them from this command line for LLVM IR input; `None` when
    /// the command line asks for something only clang's code generator step
    /// does (LLVM's remarks, `-Ofast`, a `-f`/`-m` option other than
    /// `-march=`/`-mtune=`, the position-independence ones and those only
    /// the front end reads: `-pthread`, `-f(no-)common`,
    /// `-f(no-)gnu89-inline`, `-f(no-)(un)signed-char`), which then runs as
    /// a process.
    pub(crate) fn codegen_options(&self) -> Option<CodegenOptions> {
        if !self.remarks.is_empty() {
            return None;
        }
        let (opt_level, size_level) = match self.optimize.as_deref().unwrap_or("0") {
            "0" => (0, 0),
            "1" | "g" => (1, 0),
            "2" => (2, 0),
            "3" => (3, 0),
            "s" => (2, 1),
            "z" => (2, 2),
            _ => return None,
        };
        let mut options = CodegenOptions {
            cpu: "x86-64".to_string(),
            tune_cpu: String::new(),
            features: String::new(),
            opt_level,
            size_level,
            // Debian's clang 22 makes position-independent executables.
            relocation: Relocation::Pie,
        };
        if std::env::consts::ARCH != "x86_64" {
            return None;
        }
        for flag in &self.machine {
            if let Some(cpu) = flag.strip_prefix("-march=") {
                options.cpu = cpu.to_string();
            } else if let Some(cpu) = flag.strip_prefix("-mtune=") {
                options.tune_cpu = cpu.to_string();
            } else {
                // As clang: the last of the position-independence options
                // decides.
                options.relocation = match flag.as_str() {
                    "-fPIC" => Relocation::Pic,
                    "-fpic" => Relocation::SmallPic,
                    "-fPIE" => Relocation::Pie,
                    "-fpie" => Relocation::SmallPie,
                    "-fno-pic" | "-fno-PIC" | "-fno-pie" | "-fno-PIE" => Relocation::Static,
                    // The front end's alone.
                    "-pthread" | "-fcommon" | "-fno-common" | "-fgnu89-inline"
                    | "-fno-gnu89-inline" | "-fsigned-char" | "-funsigned-char"
                    | "-fno-signed-char" | "-fno-unsigned-char" => options.relocation,
                    _ => return None,
                };
            }
        }
        Some(options)
    }

    /// Clang's optimization option for the code generator (`-O0` unless
    /// asked).
    pub(crate) fn optimization(&self) -> String {
        format!("-O{}", self.optimize.as_deref().unwrap_or("0"))
    }

    /// The front end's options: TBAA when optimizing, as clang (`-O1` and
    /// up, `-fno-strict-aliasing` turns it off).
    pub(crate) fn lower_options(&self) -> acc2omp_frontend::lower::Options {
        let optimizing = !matches!(self.optimize.as_deref(), None | Some("0"));
        acc2omp_frontend::lower::Options {
            openacc: !self.no_openacc,
            tbaa: optimizing && !self.no_strict_aliasing,
            for_source_printer: self.print.is_some(),
        }
    }

    /// Whether a `-Rpass...=<pattern>` asks for convert-acc-to-omp's
    /// remarks: `.*` (any), or a pattern that its name holds (`acc`,
    /// `convert-acc-to-omp`), the tool's (`acc2omp`) or that names the
    /// construct (`kernels`).
    pub(crate) fn remarks_wanted(&self) -> bool {
        self.remarks.iter().any(|remark| {
            let pattern = remark.split_once('=').map_or("", |(_, p)| p);
            // As clang: the pattern is a regular expression searched in
            // the pass's names (an invalid one matches nothing).
            !pattern.is_empty()
                && regex::Regex::new(pattern).is_ok_and(|re| {
                    ["convert-acc-to-omp", "acc2omp", "kernels"]
                        .iter()
                        .any(|name| re.is_match(name))
                })
        })
    }
}

/// The [`Cli`] of `arguments` (which must parse), for the tests.
#[cfg(test)]
pub(crate) fn parsed(arguments: &[&str]) -> Cli {
    match parse(arguments.iter().map(|a| a.to_string()).collect()) {
        Ok(cli) => cli,
        Err(early) => panic!("{arguments:?} does not parse: {}", early.text),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The error `arguments` give (they must not parse).
    fn early(arguments: &[&str]) -> Early {
        parse(arguments.iter().map(|a| a.to_string()).collect()).expect_err("an error")
    }

    #[test]
    fn parses_clang_style_values() {
        let cli = parsed(&[
            "-c",
            "-I",
            "inc",
            "-Iother",
            "-DX=1",
            "-D",
            "Y",
            "-UZ",
            "-std=c17",
            "-o",
            "out.o",
            "-O3",
            "-w",
            "-Wall",
            "-Rpass=acc",
            "-march=native",
            "-lm",
            "-Lx",
            "a.c",
        ]);
        assert!(cli.compile_only);
        assert_eq!(cli.include, ["inc", "other"]);
        assert_eq!(cli.define, ["X=1", "Y"]);
        assert_eq!(cli.undefine, ["Z"]);
        assert_eq!(cli.standard.as_deref(), Some("c17"));
        assert_eq!(cli.output.as_deref(), Some("out.o"));
        assert_eq!(cli.optimize.as_deref(), Some("3"));
        assert!(cli.no_warnings);
        assert_eq!(cli.warnings, ["all"]);
        assert_eq!(cli.remarks, ["-Rpass=acc"]);
        assert_eq!(cli.machine, ["-march=native"]);
        assert_eq!(cli.library, ["m"]);
        assert_eq!(cli.library_path, ["x"]);
        assert_eq!(cli.inputs, ["a.c"]);
        let attached = parsed(&["-ofile", "-O", "a.c", "b.o"]);
        assert_eq!(attached.output.as_deref(), Some("file"));
        assert_eq!(
            attached.inputs,
            ["b.o"],
            "-O takes the next word as its level"
        );
        assert_eq!(parsed(&["a.c", "-O"]).optimize.as_deref(), Some("1"));
        assert_eq!(parsed(&["a.c"]).optimize, None);
        let print = parsed(&["-fopenacc-print=omp-acc", "-###", "a.c"]);
        assert_eq!(print.print.as_deref(), Some("omp-acc"));
        assert!(print.dry_run);
        let xlinker = parsed(&["-Xlinker", "--gc-sections", "a.c"]);
        assert_eq!(xlinker.xlinker, ["--gc-sections"]);
    }

    #[test]
    fn errors_are_spelled_as_clang_spells_the_options() {
        let error = early(&["-emit-mlir=mlir", "a.c"]);
        assert!(!error.success);
        assert!(
            error
                .text
                .starts_with("error: invalid value 'mlir' for '-emit-mlir=<stage>'")
        );
        assert!(error.text.ends_with('\n'));
        let error = early(&["-fopenacc-print=c", "a.c"]);
        assert!(
            error.text.contains("'-fopenacc-print=<mode>'"),
            "{}",
            error.text
        );
        assert_eq!(
            early(&["-bogus"]),
            Early {
                text: "accc: error: unknown argument: '-bogus'\n".to_string(),
                success: false
            }
        );
        assert!(
            early(&["--bogus"])
                .text
                .contains("unexpected argument '--bogus'")
        );
    }

    #[test]
    fn help_goes_to_standard_output_in_clang_spellings() {
        let help = early(&["-help"]);
        assert!(help.success);
        assert!(help.text.contains(" -emit-mlir=<stage>"), "{}", help.text);
        assert!(help.text.contains(" -std=<standard>"));
        assert!(help.text.contains(" -fno-openacc"));
        assert!(!help.text.contains("--emit-llvm"));
        // Hidden options stay hidden.
        assert!(!help.text.contains("--machine"));
        assert!(early(&["--version"]).success);
    }

    #[test]
    fn the_gcc_print_target_is_a_preset_that_given_options_override() {
        assert_eq!(
            parsed(&["-fopenacc-print=omp", "-fopenacc-print-target=gcc", "a.c"]).convert_options(),
            format!("{GCC_PRESET} fake-async-wait=true")
        );
        assert_eq!(
            parsed(&[
                "-fopenacc-print=omp",
                "-fopenacc-print-target=gcc",
                "-acc2omp-options=present=present",
                "a.c"
            ])
            .convert_options(),
            format!("{GCC_PRESET} present=present fake-async-wait=true")
        );
        // Compiling: the IR accc runs is clang's.
        assert_eq!(
            parsed(&["-fopenacc-print-target=gcc", "a.c"]).convert_options(),
            ""
        );
    }

    #[test]
    fn convert_options_take_nvidia_device_type_values_with_offload_arch() {
        assert_eq!(
            parsed(&["--offload-arch=sm_90", "a.c"]).convert_options(),
            "device-type=nvidia split-parallel=true"
        );
        assert_eq!(
            parsed(&[
                "--offload-arch=sm_90",
                "-acc2omp-options=device-type=host split-parallel=false",
                "a.c"
            ])
            .convert_options(),
            "device-type=host split-parallel=false"
        );
        // Printing keeps the program's constructs.
        assert_eq!(
            parsed(&["--offload-arch=sm_90", "-fopenacc-print=omp", "a.c"]).convert_options(),
            "device-type=nvidia fake-async-wait=true"
        );
    }

    #[test]
    fn convert_options_fake_async_wait_in_printing_unless_given() {
        // Builds run queues as tasks, GPU builds too.
        assert_eq!(parsed(&["a.c"]).convert_options(), "");
        assert_eq!(
            parsed(&[
                "--offload-arch=sm_90",
                "-acc2omp-options=device-type=nvidia",
                "a.c"
            ])
            .convert_options(),
            "split-parallel=true device-type=nvidia"
        );
        assert_eq!(
            parsed(&["-acc2omp-options= vector=simd ", "a.c"]).convert_options(),
            "vector=simd"
        );
        assert_eq!(
            parsed(&[
                "-fopenacc-print=omp",
                "-acc2omp-options= vector=simd ",
                "a.c"
            ])
            .convert_options(),
            "vector=simd fake-async-wait=true"
        );
        assert_eq!(
            parsed(&["-acc2omp-options=fake-async-wait=false", "a.c"]).convert_options(),
            "fake-async-wait=false"
        );
    }

    #[test]
    fn optimization_decides_tbaa() {
        let cli = parsed(&["a.c"]);
        assert_eq!(cli.optimization(), "-O0");
        assert!(!cli.lower_options().tbaa);
        assert!(cli.lower_options().openacc);
        assert!(parsed(&["-O1", "a.c"]).lower_options().tbaa);
        assert!(!parsed(&["-O0", "a.c"]).lower_options().tbaa);
        assert!(
            !parsed(&["-O2", "-fno-strict-aliasing", "a.c"])
                .lower_options()
                .tbaa
        );
        // The later of -fstrict-aliasing and -fno-strict-aliasing wins.
        assert!(
            parsed(&["-O2", "-fno-strict-aliasing", "-fstrict-aliasing", "a.c"])
                .lower_options()
                .tbaa
        );
        assert_eq!(parsed(&["-Os", "a.c"]).optimization(), "-Os");
        assert!(!parsed(&["-fno-openacc", "a.c"]).lower_options().openacc);
    }

    #[test]
    fn x_applies_to_the_inputs_after_it() {
        let cli = parsed(&[
            "a.src", "-x", "c", "b.src", "-O2", "c.src", "-xnone", "d.c", "e.o",
        ]);
        assert_eq!(cli.c_inputs, [false, true, true, false, false]);
        assert_eq!(cli.language, ["c", "none"]);
        assert_eq!(parsed(&["a.c"]).c_inputs, [false]);
    }

    #[test]
    #[cfg(target_arch = "x86_64")]
    fn the_in_process_code_generator_takes_what_clang_would_derive() {
        let options = |arguments: &[&str]| {
            let mut all = arguments.to_vec();
            all.push("a.c");
            parsed(&all).codegen_options()
        };
        let in_process = |arguments: &[&str]| options(arguments).expect("in process");
        let plain = in_process(&[]);
        assert_eq!((plain.opt_level, plain.size_level), (0, 0));
        assert_eq!(plain.cpu, "x86-64");
        assert_eq!(plain.relocation, Relocation::Pie);
        let tuned = in_process(&["-Os", "-march=native", "-mtune=znver4", "-pthread"]);
        assert_eq!((tuned.opt_level, tuned.size_level), (2, 1));
        assert_eq!(
            (tuned.cpu.as_str(), tuned.tune_cpu.as_str()),
            ("native", "znver4")
        );
        assert_eq!(in_process(&["-Oz"]).size_level, 2);
        assert_eq!(in_process(&["-Og"]).opt_level, 1);
        // The last position-independence option decides.
        assert_eq!(in_process(&["-fPIC"]).relocation, Relocation::Pic);
        assert_eq!(
            in_process(&["-fPIC", "-fno-pie"]).relocation,
            Relocation::Static
        );
        assert_eq!(
            in_process(&["-fno-pic", "-fpie"]).relocation,
            Relocation::SmallPie
        );
        assert_eq!(
            in_process(&["-fPIE", "-fpic"]).relocation,
            Relocation::SmallPic
        );
        // What only clang's code generator step takes.
        assert_eq!(options(&["-Ofast"]), None);
        assert_eq!(options(&["-ffast-math"]), None);
        assert_eq!(options(&["-mavx2"]), None);
        assert_eq!(options(&["-Rpass=loop-vectorize"]), None);
    }

    #[test]
    fn remarks_of_convert_acc_to_omp_only_when_named() {
        let wanted = |remark: &str| parsed(&[remark, "a.c"]).remarks_wanted();
        assert!(wanted("-Rpass=.*"));
        assert!(wanted("-Rpass=acc"));
        assert!(wanted("-Rpass-missed=convert-acc-to-omp"));
        assert!(wanted("-Rpass-analysis=kernels"));
        assert!(!wanted("-Rpass=loop-vectorize"));
        assert!(!wanted("-Rpass="));
        assert!(!parsed(&["a.c"]).remarks_wanted());
    }
}
