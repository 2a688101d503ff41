//! The options that ask the compiler something instead of compiling, as
//! build systems probe them: `--version`, `-dumpversion`, `-dumpmachine`,
//! `-print-file-name=`, `-print-prog-name=`, `-print-search-dirs`,
//! `-print-resource-dir`, `-print-libgcc-file-name`. accc compiles C as
//! clang-22 does (its front end, ABI and code generator are clang's), so it
//! answers with clang's version, target and files, but for its own
//! runtime's (`-print-file-name=libacc2omp_runtime.a`, `=openacc.h`).

use super::cli::Early;
use acc2omp_lowering::Toolchain;
use std::process::Command;

/// The options clang answers for accc.
const CLANG_QUERIES: &[&str] = &[
    "-print-search-dirs",
    "-print-resource-dir",
    "-print-libgcc-file-name",
    "-print-multiarch",
    "-print-target-triple",
    "-print-effective-triple",
];
const CLANG_QUERY_PREFIXES: &[&str] = &["-print-file-name=", "-print-prog-name="];

/// What to print for the first query of `arguments`, if there is one.
pub(crate) fn answer(arguments: &[String]) -> Option<Early> {
    let toolchain = Toolchain::default();
    // `accc -v` alone: the version, as clang (autoconf probes it).
    if arguments == ["-v"] {
        return Some(version(&toolchain));
    }
    // The options whose next argument is their value (`-Xlinker
    // --version` is the linker's).
    const VALUED: &[&str] = &[
        "-Xlinker", "-o", "-MF", "-MT", "-MQ", "-I", "-D", "-U", "-L", "-l", "-x", "-isystem",
        "-include",
    ];
    let mut previous = "";
    for argument in arguments {
        let argument = argument.as_str();
        if VALUED.contains(&std::mem::replace(&mut previous, argument)) {
            continue;
        }
        match argument {
            "--version" => return Some(version(&toolchain)),
            "-dumpversion" => return Some(clang(&toolchain, &["-dumpversion"])),
            "-dumpmachine" => {
                return Some(success(format!("{}\n", acc2omp_lowering::host_triple())));
            }
            _ if let Some(path) = argument
                .strip_prefix("-print-file-name=")
                .and_then(super::runtime::runtime_file) =>
            {
                return Some(success(format!("{}\n", path.display())));
            }
            _ if CLANG_QUERIES.contains(&argument)
                || CLANG_QUERY_PREFIXES.iter().any(|p| argument.starts_with(p)) =>
            {
                return Some(clang(&toolchain, &[argument]));
            }
            _ => {}
        }
    }
    None
}

/// `--version`: accc's, the clang it compiles as, the target, where accc is.
fn version(toolchain: &Toolchain) -> Early {
    let clang = run_clang(toolchain, &["-dumpversion"])
        .map(|v| v.trim().to_string())
        .unwrap_or_else(|_| "(not found)".into());
    let installed = std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.display().to_string()))
        .unwrap_or_default();
    success(format!(
        "accc {} (acc2omp: OpenACC C through MLIR; clang version {clang})\nTarget: {}\n\
         Thread model: posix\nInstalledDir: {installed}\n",
        env!("CARGO_PKG_VERSION"),
        acc2omp_lowering::host_triple()
    ))
}

fn clang(toolchain: &Toolchain, arguments: &[&str]) -> Early {
    match run_clang(toolchain, arguments) {
        Ok(text) => success(text),
        Err(message) => Early::error(&message),
    }
}

fn run_clang(toolchain: &Toolchain, arguments: &[&str]) -> Result<String, String> {
    let output = Command::new(&toolchain.clang)
        .args(arguments)
        .output()
        .map_err(|e| format!("cannot run {}: {e}", toolchain.clang.display()))?;
    if !output.status.success() {
        return Err(format!(
            "{} {} failed: {}",
            toolchain.clang.display(),
            arguments.join(" "),
            String::from_utf8_lossy(&output.stderr).trim()
        ));
    }
    Ok(String::from_utf8_lossy(&output.stdout).into_owned())
}

fn success(text: String) -> Early {
    Early {
        text,
        success: true,
    }
}
