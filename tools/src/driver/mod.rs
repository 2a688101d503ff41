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
//!
//! The modules: `spelling` (clang's spellings of the options), [`cli`]
//! (the parsed command line), `goals` (what is produced, and where),
//! `steps` (the external clang steps and how `-v`/`-###` spell every
//! step), `stages` (the in-process stages), `tree` (`--out-dir`),
//! `runtime` (the OpenACC headers and libraries), `report` (diagnostics),
//! [`failure`].

pub mod cli;
pub mod failure;
mod goals;
mod queries;
mod report;
mod runtime;
mod spelling;
mod stages;
mod steps;
mod tree;

pub use cli::Cli;
pub use failure::{Failure, Result};

use acc2omp_lowering::Toolchain;
use goals::{Goal, c_sources_as, check, check_outputs, executable_file, output_file};
use std::{
    cell::OnceCell,
    collections::HashMap,
    path::PathBuf,
    process::Command,
    sync::atomic::{AtomicUsize, Ordering},
};
use steps::{Libraries, c_arguments, link_command, preprocess_command};

/// One run of accc over its command line.
#[derive(Debug)]
pub struct Driver {
    cli: Cli,
    toolchain: Toolchain,
    /// Temporary files to remove at the end.
    temporaries: Vec<PathBuf>,
    /// The text of the files diagnostics point into (`None`: unreadable).
    sources: HashMap<String, Option<String>>,
    /// Warnings reported so far (for `--out-dir`'s summary).
    warnings: usize,
    /// `--out-dir`'s progress bar: diagnostics print around it.
    progress: Option<indicatif::ProgressBar>,
    /// The directory that holds the runtime's `openacc.h` (written once).
    runtime_include: OnceCell<Option<PathBuf>>,
    /// Whether accc made that directory temporary (then removed at the end).
    temporary_include: std::cell::Cell<bool>,
    /// Standard input's temporary copy, if `-` is an input.
    stdin_copy: Option<String>,
    /// `-ftime-report`: each stage's name and wall time, in order.
    timings: Vec<(&'static str, std::time::Duration)>,
    /// When the driver started (`-ftime-report`'s wall clock).
    started: std::time::Instant,
    /// Whether the command line has one C source (a build's usual command):
    /// a file's module and MLIR context are then left to the process's exit,
    /// as clang leaves its AST (`-disable-free`): freeing them took
    /// milliseconds that nothing needs.
    single_source: bool,
    /// While porting a tree: every diagnostic reported (its severity and
    /// one line), for the report.
    log: Option<Log>,
}

/// Diagnostics as the `--out-dir` report keeps them: each one's severity
/// and its line.
type Log = Vec<(acc2omp_dialects::diagnostics::Severity, String)>;

/// Numbers accc's temporary files and directories within the process.
static TEMPORARY: AtomicUsize = AtomicUsize::new(0);

/// A fresh path in the temporary directory: `accc-<pid>-<n><suffix>`.
fn scratch_path(suffix: &str) -> PathBuf {
    std::env::temp_dir().join(format!(
        "accc-{}-{}{suffix}",
        std::process::id(),
        TEMPORARY.fetch_add(1, Ordering::Relaxed)
    ))
}

impl Driver {
    pub fn new(cli: Cli) -> Self {
        Driver {
            cli,
            toolchain: Toolchain::default(),
            temporaries: Vec::new(),
            sources: HashMap::new(),
            warnings: 0,
            progress: None,
            runtime_include: OnceCell::new(),
            temporary_include: std::cell::Cell::new(false),
            stdin_copy: None,
            timings: Vec::new(),
            started: std::time::Instant::now(),
            single_source: false,
            log: None,
        }
    }

    /// Compiles, prints or ports what the command line asks for. Call
    /// [`Driver::cleanup`] after it, whatever it returns.
    pub fn run(&mut self) -> Result<()> {
        check(&self.cli)?;
        if let Some(out) = self.cli.out_dir.clone() {
            return self.port_tree(&out);
        }
        let goal = Goal::of(&self.cli);
        self.read_standard_input()?;
        let sources = c_sources_as(&self.cli.inputs, &self.cli.c_inputs);
        self.single_source = sources.len() == 1;
        check_outputs(goal, self.cli.output.as_deref(), sources.len())?;
        match goal {
            Goal::Preprocess => return self.preprocess(&sources),
            Goal::Dependencies => {
                for source in &sources {
                    let command = steps::dependencies_command(
                        &self.toolchain.clang,
                        &self.cli,
                        &self.c_arguments(),
                        source,
                        None,
                    );
                    self.external(command)?;
                }
                return Ok(());
            }
            Goal::SyntaxOnly => {
                // Every file checked (clang reports each one's errors).
                let mut failed = None;
                for source in &sources {
                    match self.check_source(source) {
                        Ok(()) => {
                            let object =
                                output_file(Goal::Object, &self.display_name(source), None);
                            self.write_dependencies(source, &object)?;
                        }
                        Err(failure) => failed = Some(failure),
                    }
                }
                self.time_report();
                return failed.map_or(Ok(()), Err);
            }
            _ => {}
        }
        let objects = self.compile_inputs(goal, &sources)?;
        if goal == Goal::Executable {
            let start = std::time::Instant::now();
            self.link(&objects)?;
            self.timed("link (clang)", start);
        }
        self.time_report();
        Ok(())
    }

    /// `-ftime-report`: records the wall time of a stage that began at
    /// `start`.
    fn timed(&mut self, stage: &'static str, start: std::time::Instant) {
        self.time(stage, start.elapsed());
    }

    /// `-ftime-report`: records the wall time of a stage.
    fn time(&mut self, stage: &'static str, time: std::time::Duration) {
        if self.cli.time_report {
            self.timings.push((stage, time));
        }
    }

    /// `-ftime-report`: each stage's wall time summed over the files, their
    /// sum (more than the wall time of the whole: the front end's functions
    /// are parsed while the next ones are lowered) and the driver's wall
    /// time so far, on standard error.
    fn time_report(&self) {
        if !self.cli.time_report || self.timings.is_empty() {
            return;
        }
        let mut stages: Vec<(&str, std::time::Duration)> = Vec::new();
        for (stage, time) in &self.timings {
            match stages.iter_mut().find(|(s, _)| s == stage) {
                Some((_, total)) => *total += *time,
                None => stages.push((stage, *time)),
            }
        }
        let total: std::time::Duration = stages.iter().map(|(_, t)| *t).sum();
        let mut text = String::from("===-- accc: time of each stage (wall clock) --===\n");
        for (stage, time) in &stages {
            text.push_str(&format!(
                "  {:>9.4} s ({:>5.1}%)  {stage}\n",
                time.as_secs_f64(),
                100.0 * time.as_secs_f64() / total.as_secs_f64().max(1e-9)
            ));
        }
        text.push_str(&format!(
            "  {:>9.4} s           total\n",
            total.as_secs_f64()
        ));
        text.push_str(&format!(
            "  {:>9.4} s           wall clock (the parse of the functions overlaps the lowering)\n",
            self.started.elapsed().as_secs_f64()
        ));
        self.suspended(|| eprint!("{text}"));
    }

    /// Removes the temporary files and directories.
    pub fn cleanup(&self) {
        for path in &self.temporaries {
            let _ = std::fs::remove_file(path);
        }
        // The headers' directory only if accc made it temporary.
        if let Some(Some(directory)) = self.runtime_include.get()
            && self.temporary_include.get()
        {
            let _ = std::fs::remove_dir_all(directory);
        }
    }

    /// `-E`: clang preprocesses each C file.
    fn preprocess(&mut self, sources: &[String]) -> Result<()> {
        for source in sources {
            let command = preprocess_command(
                &self.toolchain.clang,
                &self.cli,
                &self.c_arguments(),
                source,
            );
            self.external(command)?;
            // -MD with -E: the rule of the object the file would make.
            let object = output_file(Goal::Object, &self.display_name(source), None);
            self.write_dependencies(source, &object)?;
        }
        Ok(())
    }

    /// Each input toward `goal`, in order: a C file printed, emitted or
    /// compiled (for an executable, to a temporary object). The objects to
    /// link: those, and the inputs that are not C.
    fn compile_inputs(&mut self, goal: Goal, sources: &[String]) -> Result<Vec<String>> {
        let mut objects: Vec<String> = Vec::new();
        for input in self.cli.inputs.clone() {
            if !sources.contains(&input) {
                objects.push(input);
                continue;
            }
            match goal {
                Goal::Mlir => self.emit_mlir(&input)?,
                Goal::Print => self.print_source(&input)?,
                Goal::LlvmIr | Goal::Bitcode | Goal::Assembly | Goal::Object => {
                    let output =
                        output_file(goal, &self.display_name(&input), self.cli.output.as_deref());
                    self.compile(&input, goal, &output)?;
                    self.write_dependencies(&input, &output)?;
                }
                Goal::Executable | Goal::Preprocess | Goal::Dependencies | Goal::SyntaxOnly => {
                    let object = self.temporary("o");
                    self.compile(&input, Goal::Object, &object)?;
                    // (Registered again: LLVM's code generator, writing it in
                    // process, unregisters the file it keeps. Killed while
                    // the link runs, accc leaves no object behind.)
                    acc2omp_dialects::capi::remove_file_on_signal(&object);
                    // As clang: the rule of `-o prog` is `prog`'s (in
                    // `prog.d`), else the object's (`a.o` in `a.d`).
                    let named = match self.cli.output.clone() {
                        Some(program) => program,
                        None => output_file(Goal::Object, &self.display_name(&input), None),
                    };
                    self.write_dependencies(&input, &named)?;
                    objects.push(object);
                }
            }
        }
        Ok(objects)
    }

    /// `-MD`/`-MMD`: the dependencies of `input`, compiled to `output`, in
    /// `-MF`'s file or `output` with `.d` (clang's rule: its target the
    /// output, unless `-MT`/`-MQ` name one).
    fn write_dependencies(&mut self, input: &str, output: &str) -> Result<()> {
        if !(self.cli.dependencies || self.cli.user_dependencies) {
            return Ok(());
        }
        let file = self.cli.dependency_file.clone().unwrap_or_else(|| {
            let path = std::path::Path::new(output).with_extension("d");
            path.to_string_lossy().into_owned()
        });
        let command = steps::dependencies_command(
            &self.toolchain.clang,
            &self.cli,
            &self.c_arguments(),
            input,
            Some((&file, output)),
        );
        self.external(command)
    }

    /// The name an input has for its outputs: `-` for standard input's
    /// temporary copy (clang's `-.o`).
    fn display_name(&self, input: &str) -> String {
        match &self.stdin_copy {
            Some(copy) if copy == input => "-".to_string(),
            _ => input.to_string(),
        }
    }

    /// `-` among the inputs: standard input, read into a temporary C file
    /// (the front end parses files); as clang, only with `-x c` (or `-E`).
    /// Its quoted includes are looked up in the current directory
    /// (`-iquote .`, as clang does for standard input).
    fn read_standard_input(&mut self) -> Result<()> {
        if !self.cli.inputs.iter().any(|i| i == "-") {
            return Ok(());
        }
        let stdin_is_c = self
            .cli
            .inputs
            .iter()
            .zip(&self.cli.c_inputs)
            .all(|(input, c)| input != "-" || *c);
        if !stdin_is_c && !self.cli.preprocess {
            return Err("-E or -x required when input is from standard input"
                .to_string()
                .into());
        }
        if self.cli.dry_run {
            return Ok(());
        }
        let mut text = Vec::new();
        std::io::Read::read_to_end(&mut std::io::stdin(), &mut text)
            .map_err(|e| format!("cannot read standard input: {e}"))?;
        let path = self.temporary("stdin.c");
        std::fs::write(&path, text).map_err(|e| format!("cannot write '{path}': {e}"))?;
        for input in self.cli.inputs.iter_mut().filter(|i| *i == "-") {
            *input = path.clone();
        }
        self.cli.include.push(".".into());
        self.stdin_copy = Some(path);
        Ok(())
    }

    /// Links the objects into the executable.
    fn link(&mut self, objects: &[String]) -> Result<()> {
        let output = executable_file(self.cli.output.as_deref());
        let compiler_runtime = self.compiler_runtime();
        let libraries = Libraries {
            compiler_runtime,
            runtime: self.runtime_library()?,
        };
        let command = link_command(&self.toolchain, &self.cli, objects, &libraries, &output);
        self.external(command)
    }

    /// Clang's arguments for the C front end, with the runtime's headers.
    fn c_arguments(&self) -> Vec<String> {
        c_arguments(&self.cli, self.runtime_include())
    }

    fn clang(&self) -> Command {
        Command::new(&self.toolchain.clang)
    }

    /// A temporary file, removed at the end.
    /// (Also if accc dies of a signal or of a fatal error in LLVM.)
    fn temporary(&mut self, extension: &str) -> String {
        let path = scratch_path(&format!(".{extension}"));
        self.temporaries.push(path.clone());
        let path = path.to_string_lossy().into_owned();
        acc2omp_dialects::capi::remove_file_on_signal(&path);
        path
    }

    /// Runs `print` with the progress bar (if any) out of the way.
    fn suspended(&self, print: impl FnOnce()) {
        match &self.progress {
            Some(bar) => bar.suspend(print),
            None => print(),
        }
    }
}
