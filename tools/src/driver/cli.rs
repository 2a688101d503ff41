//! accc's command line: clang's spellings (`-emit-llvm`, `-std=c17`,
//! `-Wall`, `-###`) normalized to what clap reads, the parsed [`Cli`], and
//! the settings it implies for the stages.

use clap::Parser;
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
    /// Optimization level (0, 1, 2, 3, s, z; plain -O is 2).
    #[arg(short = 'O', value_name = "level", num_args = 0..=1, default_missing_value = "2")]
    pub(crate) optimize: Option<String>,
    /// Generate debug information (passed to clang).
    #[arg(short = 'g')]
    pub(crate) debug: bool,
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
    /// (convert-acc-to-omp), llvm (the LLVM dialect).
    #[arg(long = "emit-mlir", value_name = "stage", value_parser = ["acc", "omp", "llvm"])]
    pub(crate) emit_mlir: Option<String>,
    /// Source-to-source: print the file with its OpenACC directives (acc),
    /// translated to OpenMP (omp), or both, one in comments (acc-omp,
    /// omp-acc), as Clacc.
    #[arg(long = "fopenacc-print", value_name = "mode",
          value_parser = ["acc", "omp", "acc-omp", "omp-acc"])]
    pub(crate) print: Option<String>,
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
    /// `fake-async-wait=true` unless given.
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
    /// The language of the inputs (only `c`).
    #[arg(short = 'x', value_name = "language")]
    pub(crate) language: Option<String>,
}

/// Clang's spellings → clap's: single-dash long options get two dashes,
/// `-W...` becomes `--warning=...`, `-###` a long flag. An option clang
/// would not know either is an error, as clang words it.
pub(crate) fn normalize(arguments: Vec<String>) -> Result<Vec<String>, String> {
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
            if LONG_OPTIONS.contains(&name) {
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
pub(crate) fn clang_spelling(text: &str) -> String {
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

/// What a command line that compiles nothing leads to: the help or the
/// version (on standard output, success) or an error (on standard error).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Early {
    /// The text, ending with a newline.
    pub text: String,
    pub success: bool,
}

impl Early {
    fn error(message: &str) -> Self {
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
pub fn parse(arguments: Vec<String>) -> Result<Cli, Early> {
    let arguments = normalize(arguments).map_err(|message| Early::error(&message))?;
    Cli::try_parse_from(std::iter::once("accc".to_string()).chain(arguments)).map_err(|error| {
        let mut text = clang_spelling(&error.render().to_string());
        if !text.ends_with('\n') {
            text.push('\n');
        }
        let success = matches!(
            error.kind(),
            clap::error::ErrorKind::DisplayHelp | clap::error::ErrorKind::DisplayVersion
        );
        Early { text, success }
    })
}

impl Cli {
    /// -v or -###: the steps are shown.
    pub(crate) fn shows_steps(&self) -> bool {
        self.verbose || self.dry_run
    }

    /// convert-acc-to-omp's options: the user's, and unless they say
    /// otherwise `fake-async-wait=true`: `async` work runs synchronously, a
    /// conforming schedule for OpenACC programs (they must `wait` anyway).
    pub(crate) fn convert_options(&self) -> String {
        let options = self.convert_options.trim();
        if options.contains("fake-async-wait") {
            options.to_string()
        } else if options.is_empty() {
            "fake-async-wait=true".to_string()
        } else {
            format!("{options} fake-async-wait=true")
        }
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
        }
    }

    /// Whether a `-Rpass...=<pattern>` asks for convert-acc-to-omp's
    /// remarks: `.*` (any), or a pattern that its name holds (`acc`,
    /// `convert-acc-to-omp`) or that names the construct (`kernels`).
    pub(crate) fn remarks_wanted(&self) -> bool {
        self.remarks.iter().any(|remark| {
            let pattern = remark.split_once('=').map_or("", |(_, p)| p);
            pattern == ".*"
                || (!pattern.is_empty()
                    && ("convert-acc-to-omp".contains(pattern) || pattern == "kernels"))
        })
    }
}
