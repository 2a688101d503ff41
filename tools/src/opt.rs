//! `acc-opt`: acc2omp's `mlir-opt`. Reads MLIR, runs the passes named on the
//! command line (acc2omp's and every upstream MLIR pass), prints the result.
//!
//! ```text
//! acc-opt in.mlir --convert-acc-to-omp
//! acc-opt in.mlir --convert-acc-to-omp="structured-ref-count=no-hold" --canonicalize
//! acc-opt in.mlir --pass-pipeline='builtin.module(func.func(convert-acc-to-omp),convert-openmp-to-llvm)'
//! acc-opt invalid.mlir --convert-acc-to-omp --split-input-file --verify-diagnostics
//! ```

use crate::input::{Input, SPLIT_MARKER, read_input, split_input};
use crate::verify_diagnostics::Verifier;
use acc2omp_dialects::{
    capi::{add_pipeline, create_pass_manager, parse_module, print_registered_passes},
    context::create_context,
    diagnostics::{Diagnostic, DiagnosticCollector, Severity, SourceLines},
};
use acc2omp_passes::{PASSES, register_passes};
use clap::Parser;
use melior::{
    Context,
    ir::operation::{OperationLike, OperationPrintingFlags},
    pass::{PassIrPrintingOptions, PassManager},
};
use std::io::Write;

/// Options of the tool itself; every other `--name[=options]` is a pass.
#[derive(Parser, Debug)]
#[command(
    name = "acc-opt",
    version,
    about = "acc2omp's MLIR optimizer driver: runs acc2omp's and MLIR's passes on MLIR input",
    override_usage = "acc-opt [OPTIONS] [INPUT] [--PASS[=OPTIONS]]...",
    after_help = passes_help()
)]
pub struct Cli {
    /// Input file (`-` for standard input).
    #[arg(default_value = "-")]
    input: String,

    /// Output file (`-` for standard output). Nothing is written on error.
    #[arg(short = 'o', value_name = "FILE", default_value = "-")]
    output: String,

    /// Process each chunk between `// -----` lines as a separate input.
    #[arg(long)]
    split_input_file: bool,

    /// Check the diagnostics against the input's `// expected-error@+1 {{...}}`
    /// comments, as mlir-opt does: exit code 1 on a diagnostic not expected
    /// or an expectation not met (`only-expected`: only the expectations
    /// are checked, other diagnostics are ignored).
    #[arg(
        long,
        value_name = "MODE",
        value_enum,
        num_args = 0..=1,
        require_equals = true,
        default_missing_value = "all"
    )]
    verify_diagnostics: Option<VerifyDiagnostics>,

    /// A textual pass pipeline, e.g. `builtin.module(func.func(canonicalize))`.
    #[arg(long, value_name = "PIPELINE")]
    pass_pipeline: Option<String>,

    /// Print the IR after each pass (to standard error).
    #[arg(long)]
    mlir_print_ir_after_all: bool,

    /// Print the IR before each pass (to standard error).
    #[arg(long)]
    mlir_print_ir_before_all: bool,

    /// Time each pass and print the report on standard error when the
    /// passes are done (mlir-opt's option; the passes' times, as MLIR's
    /// pass manager measures them).
    #[arg(long)]
    mlir_timing: bool,

    /// Print locations (`loc(...)`) in the output.
    #[arg(long)]
    mlir_print_debuginfo: bool,

    /// Print operations in the generic form.
    #[arg(long)]
    mlir_print_op_generic: bool,

    /// Accept operations of dialects that are not registered.
    #[arg(long)]
    allow_unregistered_dialect: bool,

    /// List every registered pass and pipeline with its options, and exit.
    #[arg(long)]
    list_passes: bool,
}

/// What `--verify-diagnostics[=MODE]` checks (as mlir-opt's option).
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
enum VerifyDiagnostics {
    // Every diagnostic is expected and every expectation met.
    All,
    // Every expectation is met.
    OnlyExpected,
}

/// The names of the tool's own long options, to tell them from pass flags.
const TOOL_OPTIONS: &[&str] = &[
    "split-input-file",
    "verify-diagnostics",
    "pass-pipeline",
    "mlir-print-ir-after-all",
    "mlir-print-ir-before-all",
    "mlir-timing",
    "mlir-print-debuginfo",
    "mlir-print-op-generic",
    "allow-unregistered-dialect",
    "list-passes",
    "help",
    "version",
];

fn passes_help() -> String {
    let mut text = String::from("Passes of acc2omp (run in the order given, like mlir-opt's):\n");
    for pass in PASSES {
        text.push_str(&format!("  --{}\n      {}\n", pass.argument, pass.summary));
        for option in pass.options {
            text.push_str(&format!(
                "      {}={} (default: {})\n          {}\n",
                option.name,
                option.value_syntax(),
                option.default,
                option.help
            ));
        }
    }
    text.push_str(
        "\nEvery upstream MLIR 22 pass is available by its mlir-opt flag \
         (e.g. --canonicalize, --convert-openmp-to-llvm); --list-passes lists them all.\n\
         Options go after '=': --convert-acc-to-omp=\"present=no-present structured-ref-count=no-hold\"",
    );
    text
}

/// Splits the command line into the tool's arguments and the pass flags, in
/// order. A pass flag is any `--name[=options]` that is not a tool option.
fn split_arguments(args: Vec<String>) -> (Vec<String>, Vec<(String, String)>) {
    let mut tool = Vec::new();
    let mut passes = Vec::new();
    let mut after_double_dash = false;
    for arg in args {
        if after_double_dash {
            tool.push(arg);
            continue;
        }
        if arg == "--" {
            after_double_dash = true;
            tool.push(arg);
            continue;
        }
        if let Some(flag) = arg.strip_prefix("--") {
            let (name, options) = flag.split_once('=').unwrap_or((flag, ""));
            if !TOOL_OPTIONS.contains(&name) {
                passes.push((name.to_owned(), options.to_owned()));
                continue;
            }
        }
        tool.push(arg);
    }
    (tool, passes)
}

/// The pipeline text for pass flags: `name{options},...`.
fn flags_pipeline(passes: &[(String, String)]) -> String {
    passes
        .iter()
        .map(|(name, options)| {
            if options.is_empty() {
                name.clone()
            } else {
                format!("{name}{{{options}}}")
            }
        })
        .collect::<Vec<_>>()
        .join(",")
}

/// acc-opt over its arguments (the program's name first): `Ok(true)` on
/// success, `Ok(false)` when the errors are already printed, `Err` with a
/// message to print as `acc-opt: error: ...`.
pub fn run(arguments: Vec<String>) -> Result<bool, String> {
    let (tool_args, pass_flags) = split_arguments(arguments);
    let cli = match Cli::try_parse_from(tool_args) {
        Ok(cli) => cli,
        Err(error) => {
            use clap::error::ErrorKind;
            let _ = error.print();
            return Ok(matches!(
                error.kind(),
                ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
            ));
        }
    };
    if cli.pass_pipeline.is_some() && !pass_flags.is_empty() {
        return Err(format!(
            "--pass-pipeline cannot be combined with pass flags such as --{}",
            pass_flags[0].0
        ));
    }

    register_passes();
    if cli.list_passes {
        print!("{}", passes_help());
        println!("\n\nAll registered passes and pipelines:");
        print_registered_passes();
        return Ok(true);
    }

    let input = match read_input(&cli.input) {
        Ok(input) => input,
        Err(error) if error.location.is_empty() => return Err(error.message),
        // Located input errors print as `file:line:col: error: ...`.
        Err(error) => {
            eprintln!("{error}");
            return Ok(false);
        }
    };
    process(&cli, &pass_flags, &input)
}

/// Parses each chunk of the input, runs the pipeline on it, and writes the
/// results (nothing when any chunk fails).
fn process(cli: &Cli, pass_flags: &[(String, String)], input: &Input) -> Result<bool, String> {
    let print_ir = cli.mlir_print_ir_after_all || cli.mlir_print_ir_before_all;
    let context = create_context(!print_ir);
    context.set_allow_unregistered_dialects(cli.allow_unregistered_dialect);
    let collector = DiagnosticCollector::attach(&context);
    let lines = SourceLines::new(&input.text);
    let source_line = |file: &str, line: usize| {
        if file == input.name {
            lines.line(line)
        } else {
            None
        }
    };
    let report = |diagnostics: Vec<Diagnostic>| {
        let mut stderr = std::io::stderr().lock();
        for diagnostic in diagnostics {
            let _ = stderr.write_all(diagnostic.render(&source_line).as_bytes());
        }
    };

    // One pass manager for every chunk; a bad pipeline is reported before
    // any input is parsed.
    let pass_manager = match pass_manager(&context, cli, pass_flags) {
        Ok(pass_manager) => pass_manager,
        Err(error) => {
            report(collector.take());
            return Err(error);
        }
    };

    let chunks = if cli.split_input_file {
        split_input(&input.text)
    } else {
        vec![input.text.clone()]
    };
    let mut outputs = Vec::new();
    let mut ok = true;
    for chunk in &chunks {
        // With --verify-diagnostics each chunk is checked against its own
        // expectations, and a chunk whose errors were all expected prints
        // nothing (as in mlir-opt).
        let verifier = cli.verify_diagnostics.map(|mode| {
            let verifier = Verifier::new(&input.name, chunk);
            match mode {
                VerifyDiagnostics::All => verifier,
                VerifyDiagnostics::OnlyExpected => verifier.only_expected(),
            }
        });
        let module = parse_module(&context, chunk, &input.name);
        let result = match (module, &pass_manager) {
            (None, _) => None,
            (Some(mut module), Some(pass_manager)) => {
                pass_manager.run(&mut module).ok().map(|()| module)
            }
            (Some(module), None) => Some(module),
        };
        let diagnostics = collector.take();
        if let Some(mut verifier) = verifier {
            for diagnostic in &diagnostics {
                verifier.process(diagnostic);
            }
            let errors = verifier.finish();
            ok &= errors.is_empty();
            report(errors);
        } else {
            let failed =
                result.is_none() || diagnostics.iter().any(|d| d.severity == Severity::Error);
            report(diagnostics);
            if failed {
                ok = false;
                continue;
            }
        }
        let text = match result {
            Some(module) => module
                .as_operation()
                .to_string_with_flags(printing_flags(cli))
                .map_err(|e| e.to_string())?,
            None => String::new(),
        };
        outputs.push(text);
    }
    if !ok {
        return Ok(false);
    }
    write_output(&cli.output, &joined_output(&outputs))?;
    Ok(true)
}

/// The pass manager of `--pass-pipeline` or of the pass flags (`None`
/// when there is neither: the input is only parsed and printed).
fn pass_manager<'c>(
    context: &'c Context,
    cli: &Cli,
    pass_flags: &[(String, String)],
) -> Result<Option<PassManager<'c>>, String> {
    if cli.pass_pipeline.is_none() && pass_flags.is_empty() {
        return Ok(None);
    }
    let pass_manager = create_pass_manager(context);
    let added = match &cli.pass_pipeline {
        Some(pipeline) => {
            melior::utility::parse_pass_pipeline(pass_manager.as_operation_pass_manager(), pipeline)
                .map_err(|e| e.to_string())
        }
        None => add_pipeline(&pass_manager, &flags_pipeline(pass_flags)),
    };
    if let Err(error) = added {
        return Err(pipeline_error(&error, pass_flags));
    }
    if cli.mlir_timing {
        acc2omp_dialects::capi::enable_timing(&pass_manager);
    }
    if cli.mlir_print_ir_after_all || cli.mlir_print_ir_before_all {
        pass_manager.enable_ir_printing(&PassIrPrintingOptions {
            before_all: cli.mlir_print_ir_before_all,
            after_all: cli.mlir_print_ir_after_all,
            module_scope: true,
            on_change: false,
            on_failure: false,
            flags: printing_flags(cli),
            tree_printing_path: Default::default(),
        });
    }
    Ok(Some(pass_manager))
}

/// The printed modules of the chunks, with `// -----` between them, ending
/// with a newline (nothing at all when no chunk printed anything).
fn joined_output(outputs: &[String]) -> String {
    let mut text = outputs.join(&format!("\n{SPLIT_MARKER}\n"));
    if !text.is_empty() && !text.ends_with('\n') {
        text.push('\n');
    }
    text
}

fn printing_flags(cli: &Cli) -> OperationPrintingFlags {
    let mut flags = OperationPrintingFlags::new();
    if cli.mlir_print_debuginfo {
        flags = flags.enable_debug_info(true, false);
    }
    if cli.mlir_print_op_generic {
        flags = flags.print_generic_operation_form();
    }
    flags
}

/// Says which flag was wrong when MLIR rejects a pipeline built from flags.
fn pipeline_error(message: &str, pass_flags: &[(String, String)]) -> String {
    // MLIR wraps the reason in "failed to parse pass pipeline:" and
    // "failed to add ..." lines; keep the reason.
    let reason: Vec<&str> = message
        .lines()
        .map(str::trim)
        .filter(|l| {
            !l.is_empty()
                && !l.starts_with("failed to parse pass pipeline")
                && !l.starts_with("failed to add")
        })
        .collect();
    let message = if reason.is_empty() {
        message.trim().to_owned()
    } else {
        reason.join("\n")
    };
    for (name, _) in pass_flags {
        if message.contains(&format!("'{name}' does not refer to a registered pass")) {
            return format!("unknown pass or option '--{name}' (see acc-opt --help)");
        }
    }
    message
}

/// Writes the whole output at once (see [`crate::output`]: a
/// regular file is replaced atomically, a device or FIFO written in place).
fn write_output(path: &str, text: &str) -> Result<(), String> {
    crate::output::write(path, text.as_bytes()).map_err(|e| {
        if path == "-" {
            format!("cannot write output: {e}")
        } else {
            format!("cannot write output file '{path}': {e}")
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strings(words: &[&str]) -> Vec<String> {
        words.iter().map(|w| w.to_string()).collect()
    }

    fn flags(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(name, options)| (name.to_string(), options.to_string()))
            .collect()
    }

    #[test]
    fn pass_flags_are_the_long_options_that_are_not_the_tools() {
        let (tool, passes) = split_arguments(strings(&[
            "acc-opt",
            "in.mlir",
            "--split-input-file",
            "--convert-acc-to-omp=vector=simd present=no-present",
            "-o",
            "out.mlir",
            "--canonicalize",
            "--mlir-print-debuginfo",
            "--",
            "--not-a-pass",
        ]));
        assert_eq!(
            tool,
            strings(&[
                "acc-opt",
                "in.mlir",
                "--split-input-file",
                "-o",
                "out.mlir",
                "--mlir-print-debuginfo",
                "--",
                "--not-a-pass",
            ])
        );
        assert_eq!(
            passes,
            flags(&[
                ("convert-acc-to-omp", "vector=simd present=no-present"),
                ("canonicalize", "")
            ])
        );
        let (tool, passes) = split_arguments(strings(&["acc-opt", "--pass-pipeline=x", "--help"]));
        assert_eq!(tool, strings(&["acc-opt", "--pass-pipeline=x", "--help"]));
        assert!(passes.is_empty());
    }

    #[test]
    fn pass_flags_make_a_pipeline_in_their_order() {
        assert_eq!(
            flags_pipeline(&flags(&[
                ("convert-acc-to-omp", "vector=simd"),
                ("canonicalize", ""),
                ("cse", "")
            ])),
            "convert-acc-to-omp{vector=simd},canonicalize,cse"
        );
        assert_eq!(flags_pipeline(&[]), "");
    }

    #[test]
    fn a_pipeline_error_names_the_unknown_flag() {
        let message = "failed to parse pass pipeline:\n  'no-such' does not refer to a registered pass or pass pipeline\n";
        assert_eq!(
            pipeline_error(message, &flags(&[("canonicalize", ""), ("no-such", "")])),
            "unknown pass or option '--no-such' (see acc-opt --help)"
        );
        assert_eq!(
            pipeline_error(
                "failed to add `convert-acc-to-omp` with options `x=1`\nno such option x\n",
                &flags(&[("convert-acc-to-omp", "x=1")])
            ),
            "no such option x"
        );
        assert_eq!(pipeline_error("  odd  \n", &[]), "odd");
    }

    #[test]
    fn chunks_are_joined_with_the_split_marker() {
        assert_eq!(
            joined_output(&strings(&["module {\n}", "module {\n}"])),
            "module {\n}\n// -----\nmodule {\n}\n"
        );
        assert_eq!(joined_output(&strings(&["a\n"])), "a\n");
        assert_eq!(joined_output(&[]), "");
        // Chunks that failed as --verify-diagnostics expected print nothing.
        assert_eq!(joined_output(&strings(&[""])), "");
        assert_eq!(joined_output(&strings(&["", "m"])), "\n// -----\nm\n");
    }

    #[test]
    fn the_help_lists_acc2omps_passes_with_their_options() {
        let help = passes_help();
        for pass in PASSES {
            assert!(
                help.contains(&format!("  --{}\n", pass.argument)),
                "{}",
                pass.argument
            );
        }
        assert!(help.contains("convert-acc-to-omp"));
    }
}
