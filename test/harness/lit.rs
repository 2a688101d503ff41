//! Runs the lit suites under `test/` from `cargo test`, one trial per test
//! file, named by its path (`Conversion/AccToOmp/parallel.mlir`).
//!
//! Test files are found by walking `test/` (never from a list). Each file's
//! `RUN:` lines are run as LLVM's lit runs them with `lit test/` and
//! `test/lit.cfg.py`: lines ending in `\` continue on the next, `%s` `%S`
//! `%p` `%t` `%T` `%%` and lit.cfg.py's `%acc_runtime` `%bin_dir` `%repo` are substituted, each command runs in bash with
//! `pipefail`, and the file passes when every command exits with 0. `PATH`
//! starts with the directory of the freshly built `acc-opt` and then LLVM
//! 22's tools (`FileCheck`, `not`, `mlir-translate`, `clang`).
//!
//! `REQUIRES: <features>` (comma-separated) skips a file (reported as
//! ignored) unless every feature is available, as lit.cfg.py says: `cuda`
//! when `ACC2OMP_TEST_CUDA` is set (not empty, not `0`): the machine has an
//! NVIDIA GPU and its driver. `XFAIL:` and `UNSUPPORTED:` are not supported.
//!
//! `cargo test --test lit -- <filter>` runs the matching files only.

use libtest_mimic::{Arguments, Failed, Trial};
use std::{
    fs,
    path::{Path, PathBuf},
    process::Command,
};

/// File suffixes that are tests (as `config.suffixes` in lit.cfg.py).
const SUFFIXES: &[&str] = &["mlir", "c", "test"];
/// Directories that hold no tests (as `config.excludes`).
const EXCLUDED_DIRS: &[&str] = &["harness", "Inputs", "Output"];
const LLVM_BIN: &str = "/usr/lib/llvm-22/bin";

fn main() {
    let arguments = Arguments::from_args();
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../test");
    let root = root.canonicalize().unwrap_or(root);
    let bin_dir = tools_dir();
    let mut files = Vec::new();
    discover(&root, &mut files);
    files.sort();
    let trials = files
        .into_iter()
        .map(|file| {
            let name = file
                .strip_prefix(&root)
                .unwrap_or(&file)
                .to_string_lossy()
                .into_owned();
            let bin_dir = bin_dir.clone();
            let missing = fs::read_to_string(&file)
                .map(|text| missing_features(&text))
                .unwrap_or_default();
            Trial::test(name, move || run_test(&file, &bin_dir)).with_ignored_flag(missing)
        })
        .collect();
    libtest_mimic::run(&arguments, trials).exit();
}

/// The features a machine may have (lit.cfg.py's `available_features`).
fn available_features() -> Vec<&'static str> {
    let mut features = Vec::new();
    if std::env::var("ACC2OMP_TEST_CUDA").is_ok_and(|v| !v.is_empty() && v != "0") {
        features.push("cuda");
    }
    features
}

/// Whether a `REQUIRES:` line of `text` names a feature this machine lacks.
fn missing_features(text: &str) -> bool {
    let available = available_features();
    text.lines()
        // (Comments: `//` in C and MLIR, `#` in `.test` files, as lit.)
        .filter(|line| {
            let line = line.trim_start();
            line.starts_with("//") || line.starts_with('#')
        })
        .filter_map(|line| line.split_once("REQUIRES:").map(|(_, rest)| rest))
        .flat_map(|rest| rest.split(','))
        .any(|feature| !available.contains(&feature.trim()))
}

/// bash, found once on the harness's own `PATH` (the tests' `PATH` starts
/// with the tool directories).
static BASH: std::sync::LazyLock<PathBuf> = std::sync::LazyLock::new(|| {
    std::env::var_os("PATH")
        .iter()
        .flat_map(std::env::split_paths)
        .map(|d| d.join("bash"))
        .find(|p| p.is_file())
        .unwrap_or_else(|| PathBuf::from("/bin/bash"))
});

/// Where the tests' scratch directories go: cargo's `CARGO_TARGET_TMPDIR`
/// (`target/tmp`) when cargo runs the harness, else the system's.
fn scratch_root() -> PathBuf {
    option_env!("CARGO_TARGET_TMPDIR")
        .map(PathBuf::from)
        .unwrap_or_else(std::env::temp_dir)
}

/// The directory of the `acc-opt` that cargo built for this test run.
fn tools_dir() -> PathBuf {
    let exe = option_env!("CARGO_BIN_EXE_acc-opt")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("CARGO_BIN_EXE_acc-opt").map(PathBuf::from))
        // target/<profile>/deps/lit-<hash> -> target/<profile>/acc-opt
        .or_else(|| {
            std::env::current_exe()
                .ok()
                .and_then(|e| Some(e.parent()?.parent()?.join("acc-opt")))
        })
        .unwrap_or_default();
    exe.parent().map(Path::to_path_buf).unwrap_or_default()
}

fn discover(directory: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = fs::read_dir(directory) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        if path.is_dir() {
            if !EXCLUDED_DIRS.contains(&name.as_str()) && !name.starts_with('.') {
                discover(&path, files);
            }
        } else if path
            .extension()
            .and_then(|e| e.to_str())
            .is_some_and(|e| SUFFIXES.contains(&e))
        {
            files.push(path);
        }
    }
}

/// The RUN commands of a test file, continuation lines joined.
fn run_lines(text: &str) -> Result<Vec<String>, String> {
    let mut commands = Vec::new();
    let mut pending: Option<String> = None;
    for line in text.lines() {
        for directive in ["XFAIL:", "UNSUPPORTED:"] {
            if line.contains(directive) && line.trim_start().starts_with("//") {
                return Err(format!(
                    "'{directive}' is not supported by the cargo lit harness"
                ));
            }
        }
        let Some(position) = line.find("RUN:") else {
            continue;
        };
        let part = line[position + 4..].trim();
        let (part, continues) = match part.strip_suffix('\\') {
            Some(head) => (head.trim_end(), true),
            None => (part, false),
        };
        let mut command = pending.take().unwrap_or_default();
        if !command.is_empty() {
            command.push(' ');
        }
        command.push_str(part);
        if continues {
            pending = Some(command);
        } else {
            commands.push(command);
        }
    }
    if pending.is_some() {
        return Err("the last RUN: line ends with '\\'".to_owned());
    }
    if commands.is_empty() {
        return Err("test has no 'RUN:' line".to_owned());
    }
    Ok(commands)
}

/// lit.cfg.py's `%acc_runtime`: what a C compiler needs to build a program
/// that calls the OpenACC runtime (printed OpenMP that keeps `acc_*` calls
/// or selects `_OPENACC` code): its header and its library, where accc
/// finds them (a debug build's library is in cargo's `deps/`).
const ACC_RUNTIME: &str = "-I$(dirname $(accc -print-file-name=openacc.h)) \
     $(accc -print-file-name=libacc2omp_runtime.a) -lpthread -ldl -lm";

fn substitute(command: &str, file: &Path, temporary: &Path, bin_dir: &Path) -> String {
    let directory = file.parent().unwrap_or(Path::new("."));
    // lit.cfg.py's own substitutions, before the one-letter ones.
    let repository = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let command = command
        .replace("%acc_runtime", ACC_RUNTIME)
        .replace("%bin_dir", &bin_dir.to_string_lossy())
        .replace("%repo", &repository.to_string_lossy());
    let mut out = String::new();
    let mut chars = command.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('s') => out.push_str(&file.to_string_lossy()),
            Some('S') | Some('p') => out.push_str(&directory.to_string_lossy()),
            Some('t') => out.push_str(&temporary.join("t.tmp").to_string_lossy()),
            Some('T') => out.push_str(&temporary.to_string_lossy()),
            Some('%') => out.push('%'),
            Some(other) => {
                out.push('%');
                out.push(other);
            }
            None => out.push('%'),
        }
    }
    out
}

fn run_test(file: &Path, bin_dir: &Path) -> Result<(), Failed> {
    let text =
        fs::read_to_string(file).map_err(|e| format!("cannot read {}: {e}", file.display()))?;
    let commands = run_lines(&text)?;
    // Each test's scratch directory is its own, under cargo's directory for
    // integration tests' files (target/tmp) rather than the shared /tmp:
    // whatever cleans /tmp, or another run, cannot take it away between two
    // commands (bash, started there, would fail to start).
    let temporary = scratch_root().join(format!(
        "lit-{}-{}",
        std::process::id(),
        file.to_string_lossy().replace(['/', '.'], "_")
    ));
    fs::create_dir_all(&temporary)
        .map_err(|e| format!("cannot create {}: {e}", temporary.display()))?;
    let path = format!(
        "{}:{LLVM_BIN}:{}",
        bin_dir.display(),
        std::env::var("PATH").unwrap_or_default()
    );
    let result = (|| {
        for command in &commands {
            let command = substitute(command, file, &temporary, bin_dir);
            // A command may remove its working directory (`rm -rf %T`):
            // the next one gets it again.
            fs::create_dir_all(&temporary)
                .map_err(|e| format!("cannot create {}: {e}", temporary.display()))?;
            let output = Command::new(&*BASH)
                .arg("-c")
                .arg(format!("set -o pipefail\n{command}"))
                .current_dir(&temporary)
                .env("PATH", &path)
                .output()
                .map_err(|e| {
                    format!(
                        "cannot run {} in {} (exists: {}): {e}",
                        BASH.display(),
                        temporary.display(),
                        temporary.exists()
                    )
                })?;
            if !output.status.success() {
                return Err(format!(
                    "command failed ({}):\n  {command}\n--- stdout ---\n{}--- stderr ---\n{}",
                    output.status,
                    String::from_utf8_lossy(&output.stdout),
                    String::from_utf8_lossy(&output.stderr)
                ));
            }
        }
        Ok(())
    })();
    let _ = fs::remove_dir_all(&temporary);
    result.map_err(Failed::from)
}
