//! `accc`: acc2omp's compiler driver, with clang's command-line
//! conventions.
//!
//! ```text
//! accc -emit-mlir=acc prog.c [-I dir] [-D name[=value]] [-U name] [-std=c17] [-o out.mlir]
//! ```
//!
//! The C file goes through libclang 22 with `-fopenacc` (preprocessing, C
//! semantics and Clang's own OpenACC checks are Clang's) and is lowered to
//! MLIR: `func`, `arith`, `scf`, `cf`, `llvm` and the `acc` dialect. The
//! module is verified before it is printed. Clang's diagnostics and the
//! front end's (`unsupported C construct: ...`) print like clang's, and any
//! error exits with 1 and writes no output file.

use acc2omp_dialects::{
    capi::parse_module,
    context::create_parsing_context,
    diagnostics::{Diagnostic, DiagnosticCollector, Severity, SourceLines},
};
use melior::ir::operation::{OperationLike, OperationPrintingFlags};
use std::{collections::HashMap, io::Write, process::ExitCode};

const USAGE: &str = "\
OVERVIEW: acc2omp's OpenACC C compiler

USAGE: accc [options] file.c

OPTIONS:
  -emit-mlir=acc         Print the module in the acc dialect (with func, arith, scf, cf, llvm)
  -o <file>              Write the output to <file> ('-' for standard output)
  -mlir-print-debuginfo  Print the C source locations of operations
  -mlir-print-local-scope
                         Print locations inline (no #loc aliases)
  -ftime-report          Print the time of each stage to standard error
  -I <dir>, -I<dir>      Add a directory to the include search path
  -D <macro>[=<value>]   Define a macro
  -U <macro>             Undefine a macro
  -std=<standard>        The C standard (c99, c11, c17, gnu17, ...)
  -include <file>        Include a file before the source
  -isystem <dir>         Add a system include directory
  -W<warning>, -w        Clang's warning options
  -fopenacc              Accepted; always on
  --help                 Show this help
  --version              Show the version

Compiling to an executable (issue 5) and printing OpenMP C (issue 6) are
not implemented yet; they fail with an error.
";

/// What the command line asks for.
#[derive(Debug, Default)]
struct Options {
    input: Option<String>,
    output: Option<String>,
    emit: Option<String>,
    debuginfo: bool,
    local_scope: bool,
    time_report: bool,
    clang: Vec<String>,
}

fn parse_arguments(arguments: Vec<String>) -> Result<Options, String> {
    let mut options = Options::default();
    let mut iter = arguments.into_iter();
    // Clang options that take their value as the next argument.
    const WITH_VALUE: &[&str] = &[
        "-I",
        "-D",
        "-U",
        "-include",
        "-isystem",
        "-idirafter",
        "-iquote",
    ];
    while let Some(argument) = iter.next() {
        if let Some(kind) = argument.strip_prefix("-emit-mlir=") {
            options.emit = Some(kind.to_string());
        } else if argument == "-o" {
            options.output = Some(
                iter.next()
                    .ok_or("argument to '-o' is missing (expected 1 value)")?,
            );
        } else if let Some(path) = argument.strip_prefix("-o") {
            options.output = Some(path.to_string());
        } else if argument == "-ftime-report" {
            options.time_report = true;
        } else if argument == "-mlir-print-debuginfo" || argument == "--mlir-print-debuginfo" {
            options.debuginfo = true;
        } else if argument == "-mlir-print-local-scope" || argument == "--mlir-print-local-scope" {
            options.local_scope = true;
        } else if WITH_VALUE.contains(&argument.as_str()) {
            let value = iter
                .next()
                .ok_or_else(|| format!("argument to '{argument}' is missing (expected 1 value)"))?;
            options.clang.push(argument);
            options.clang.push(value);
        } else if ["-I", "-D", "-U", "-std=", "-W", "-isystem"]
            .iter()
            .any(|p| argument.starts_with(p))
            || matches!(
                argument.as_str(),
                "-w" | "-fopenacc" | "-pedantic" | "-ansi"
            )
        {
            options.clang.push(argument);
        } else if argument == "-x" {
            let language = iter
                .next()
                .ok_or("argument to '-x' is missing (expected 1 value)")?;
            if language != "c" {
                return Err(format!(
                    "language not recognized: '{language}' (accc compiles C)"
                ));
            }
        } else if argument.starts_with("-O") || argument == "-g" || argument == "-c" {
            // Accepted for clang compatibility; they do not change the
            // emitted acc module.
        } else if argument == "-" || !argument.starts_with('-') {
            if let Some(first) = &options.input {
                return Err(format!(
                    "more than one input file ('{first}' and '{argument}')"
                ));
            }
            options.input = Some(argument);
        } else {
            return Err(format!("unknown argument: '{argument}'"));
        }
    }
    Ok(options)
}

fn main() -> ExitCode {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    if arguments.iter().any(|a| a == "--help" || a == "-help") {
        print!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    if arguments.iter().any(|a| a == "--version") {
        println!("accc (acc2omp) {}", env!("CARGO_PKG_VERSION"));
        return ExitCode::SUCCESS;
    }
    match run(arguments) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("accc: error: {message}");
            ExitCode::FAILURE
        }
    }
}

fn run(arguments: Vec<String>) -> Result<bool, String> {
    let options = parse_arguments(arguments)?;
    let input = options.input.clone().ok_or("no input files")?;
    match options.emit.as_deref() {
        Some("acc") => {}
        Some(other) => {
            return Err(format!(
                "unsupported: '-emit-mlir={other}' (only '-emit-mlir=acc' is implemented)"
            ));
        }
        None => {
            return Err(
                "unsupported: compiling to an executable (use '-emit-mlir=acc' to print the acc module)".into(),
            );
        }
    }
    if input != "-" && !std::path::Path::new(&input).is_file() {
        return Err(format!("no such file or directory: '{input}'"));
    }
    let output = acc2omp_frontend::lower::lower_file(&input, &options.clang);
    let mut sources = Sources::default();
    report(&output.diagnostics, &mut sources);
    let Some(mlir) = output.mlir else {
        return Ok(false);
    };
    // Parse and verify the module; a failure here is the front end's bug.
    let start = std::time::Instant::now();
    let context = create_parsing_context();
    let collector = DiagnosticCollector::attach(&context);
    let Some(module) = parse_module(&context, &mlir, "<accc: generated MLIR>") else {
        let diagnostics = collector.take();
        report(&diagnostics, &mut sources);
        eprintln!(
            "accc: error: internal error: the MLIR generated for '{input}' does not verify; please report this bug"
        );
        if std::env::var_os("ACCC_DUMP_GENERATED").is_some() {
            eprintln!("{mlir}");
        }
        return Ok(false);
    };
    let verify_time = start.elapsed();
    let start = std::time::Instant::now();
    let mut flags = OperationPrintingFlags::new();
    if options.debuginfo {
        flags = flags.enable_debug_info(true, false);
    }
    if options.local_scope {
        flags = flags.use_local_scope();
    }
    let text = module
        .as_operation()
        .to_string_with_flags(flags)
        .map_err(|e| format!("cannot print the module: {e}"))?;
    match options.output.as_deref() {
        None | Some("-") => {
            let mut stdout = std::io::stdout().lock();
            let _ = writeln!(stdout, "{text}");
        }
        Some(path) => std::fs::write(path, format!("{text}\n"))
            .map_err(|e| format!("cannot write '{path}': {e}"))?,
    }
    if options.time_report {
        let ms = |d: std::time::Duration| d.as_secs_f64() * 1e3;
        eprintln!(
            "accc: time report (ms): clang {:.2}, lowering {:.2}, MLIR parse+verify {:.2}, print {:.2}",
            ms(output.clang_time),
            ms(output.lowering_time),
            ms(verify_time),
            ms(start.elapsed())
        );
    }
    Ok(true)
}

/// Source files read for diagnostics (their lines, for the caret).
#[derive(Default)]
struct Sources {
    files: HashMap<String, Option<String>>,
}

fn report(diagnostics: &[Diagnostic], sources: &mut Sources) {
    // Load every file a diagnostic points into.
    fn collect(d: &Diagnostic, sources: &mut Sources) {
        if let Some(location) = &d.location {
            sources
                .files
                .entry(location.file.clone())
                .or_insert_with(|| std::fs::read_to_string(&location.file).ok());
        }
        for note in &d.notes {
            collect(note, sources);
        }
    }
    for d in diagnostics {
        collect(d, sources);
    }
    let lines: HashMap<&str, SourceLines> = sources
        .files
        .iter()
        .filter_map(|(name, text)| Some((name.as_str(), SourceLines::new(text.as_deref()?))))
        .collect();
    let source_line = |file: &str, line: usize| lines.get(file).and_then(|l| l.line(line));
    let mut stderr = std::io::stderr().lock();
    for diagnostic in diagnostics {
        let _ = stderr.write_all(diagnostic.render(&source_line).as_bytes());
    }
    let _ = Severity::Error;
}
