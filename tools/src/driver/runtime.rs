//! The runtime pieces accc adds to a program: the OpenACC headers on the
//! front end's include path, clang's compiler runtime and the OpenACC
//! runtime library on the link.

use super::{Driver, failure::Result, scratch_path};
use std::path::{Path, PathBuf};

/// The runtime's header, put on the front end's include path.
const OPENACC_H: &str = include_str!("../../../lowering/runtime/include/openacc.h");
const ACC_PROF_H: &str = include_str!("../../../lowering/runtime/include/acc_prof.h");

/// The runtime library's file name.
const RUNTIME_LIBRARY: &str = "libacc2omp_runtime.a";

/// The directory of this accc's headers that stays: `../include/acc2omp`
/// of an installation (`scripts/install.sh`), else the source tree's
/// `lowering/runtime/include` (a build tree's accc); each only if its
/// headers are the ones accc was built with. `None`: accc writes them to a
/// temporary directory.
fn installed_headers(executable: &Path) -> Option<PathBuf> {
    let bin = executable.parent()?;
    let candidates = [
        bin.join("../include/acc2omp"),
        PathBuf::from(concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../lowering/runtime/include"
        )),
    ];
    candidates.into_iter().find_map(|directory| {
        holds_headers(&directory).then(|| directory.canonicalize().unwrap_or(directory.clone()))
    })
}

/// Whether `directory` holds the headers accc was built with.
fn holds_headers(directory: &Path) -> bool {
    let same = |name: &str, text: &str| {
        std::fs::read_to_string(directory.join(name)).is_ok_and(|found| found == text)
    };
    same("openacc.h", OPENACC_H) && same("acc_prof.h", ACC_PROF_H)
}

/// The headers in the user's cache directory, written there if they are
/// not yet (`dry_run`: only named).
fn cached_headers(dry_run: bool) -> Option<PathBuf> {
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|home| PathBuf::from(home).join(".cache")))?;
    // FNV-1a of both headers: another accc's headers go elsewhere.
    let hash = OPENACC_H
        .bytes()
        .chain(ACC_PROF_H.bytes())
        .fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
            (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
        });
    let directory = base.join("acc2omp").join(format!("include-{hash:016x}"));
    if dry_run {
        return Some(directory);
    }
    if !holds_headers(&directory) {
        std::fs::create_dir_all(&directory).ok()?;
        write_headers(&directory).ok()?;
    }
    Some(directory)
}

/// Writes the runtime's headers into `directory`.
fn write_headers(directory: &Path) -> std::io::Result<()> {
    std::fs::write(directory.join("openacc.h"), OPENACC_H)?;
    std::fs::write(directory.join("acc_prof.h"), ACC_PROF_H)
}

impl Driver {
    /// A directory with the runtime's `openacc.h` and `acc_prof.h`: an
    /// installation's or the source tree's ([`installed_headers`]), else a
    /// copy in the user's cache directory (`$XDG_CACHE_HOME`, or
    /// `~/.cache`, `acc2omp/include-<hash of the headers>`): dependency files
    /// name it, so it must stay after the build; else, where neither can be
    /// written, a temporary one removed at the end. `None` when nothing can
    /// be written (the front end then reports a missing `openacc.h` where a
    /// program includes it).
    pub(super) fn runtime_include(&self) -> Option<&Path> {
        self.runtime_include
            .get_or_init(|| {
                if let Some(directory) = std::env::current_exe()
                    .ok()
                    .and_then(|exe| installed_headers(&exe))
                {
                    return Some(directory);
                }
                if let Some(directory) = cached_headers(self.cli.dry_run) {
                    return Some(directory);
                }
                let directory = scratch_path("-include");
                // -### shows the directory without writing it.
                if !self.cli.dry_run {
                    std::fs::create_dir_all(&directory).ok()?;
                    write_headers(&directory).ok()?;
                    self.temporary_include.set(true);
                }
                Some(directory)
            })
            .as_deref()
    }

    /// The compiler runtime clang links programs with (libgcc, as
    /// `clang -print-libgcc-file-name` names it), linked before the OpenACC
    /// runtime: that Rust static library carries its own copies of some of
    /// its routines (compiler-rt's `__divdc3`, `__muldc3`, `__divsc3`,
    /// `__mulsc3`, which round differently), and the program must get the
    /// ones clang's own link gives it.
    pub(super) fn compiler_runtime(&self) -> Option<PathBuf> {
        let output = self.clang().arg("-print-libgcc-file-name").output().ok()?;
        let path = PathBuf::from(String::from_utf8(output.stdout).ok()?.trim());
        path.is_file().then_some(path)
    }

    /// The runtime library: `$ACC2OMP_RUNTIME_LIBRARY`, or the one found
    /// next to accc ([`runtime_library_near`]).
    pub(super) fn runtime_library(&self) -> Result<PathBuf> {
        if let Some(path) = std::env::var_os("ACC2OMP_RUNTIME_LIBRARY") {
            return chosen_runtime_library(PathBuf::from(path));
        }
        let executable =
            std::env::current_exe().map_err(|e| format!("cannot find accc's own path: {e}"))?;
        runtime_library_near(&executable)
    }
}

/// `-print-file-name=` of the runtime's own files: the library accc links
/// (`libacc2omp_runtime.a`) and its headers (`openacc.h`, `acc_prof.h`), as
/// clang names its runtime's, so that a build of printed OpenMP that keeps
/// `acc_*` calls finds them; `None` for other names (clang answers those).
pub(super) fn runtime_file(name: &str) -> Option<PathBuf> {
    let executable = std::env::current_exe().ok()?;
    match name {
        RUNTIME_LIBRARY => match std::env::var_os("ACC2OMP_RUNTIME_LIBRARY") {
            Some(path) => chosen_runtime_library(PathBuf::from(path)).ok(),
            None => runtime_library_near(&executable).ok(),
        },
        "openacc.h" | "acc_prof.h" => installed_headers(&executable)
            .or_else(|| cached_headers(false))
            .map(|directory| directory.join(name)),
        _ => None,
    }
}

/// The runtime library `$ACC2OMP_RUNTIME_LIBRARY` names, which must be a
/// file.
fn chosen_runtime_library(path: PathBuf) -> Result<PathBuf> {
    if !path.is_file() {
        return Err(format!(
            "ACC2OMP_RUNTIME_LIBRARY names '{}', which is not a file",
            path.display()
        )
        .into());
    }
    Ok(path)
}

/// The runtime library next to the `executable` (cargo's
/// `target/<profile>/`, or `../lib/` of an installation), or the newest
/// one in cargo's `deps/` (where building accc puts it).
fn runtime_library_near(executable: &Path) -> Result<PathBuf> {
    let directory = executable.parent().unwrap_or(Path::new("."));
    for candidate in [
        directory.join(RUNTIME_LIBRARY),
        directory.join("../lib").join(RUNTIME_LIBRARY),
    ] {
        if candidate.is_file() {
            return Ok(candidate);
        }
    }
    let newest = std::fs::read_dir(directory.join("deps"))
        .into_iter()
        .flatten()
        .flatten()
        .filter(|entry| {
            let name = entry.file_name().to_string_lossy().into_owned();
            name.starts_with("libacc2omp_runtime-") && name.ends_with(".a")
        })
        .max_by_key(|entry| entry.metadata().and_then(|m| m.modified()).ok());
    newest.map(|entry| entry.path()).ok_or_else(|| {
        format!(
            "cannot find the OpenACC runtime library {RUNTIME_LIBRARY} next to '{}' \
             (build the workspace with cargo, or set ACC2OMP_RUNTIME_LIBRARY)",
            executable.display()
        )
        .into()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::driver::Failure;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("accc-runtime-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(dir.join("deps")).expect("scratch directory");
        dir
    }

    #[test]
    fn the_library_next_to_accc_comes_first() {
        let dir = scratch("next");
        let accc = dir.join("accc");
        std::fs::write(dir.join("deps/libacc2omp_runtime-abc.a"), "").expect("write");
        assert_eq!(
            runtime_library_near(&accc),
            Ok(dir.join("deps/libacc2omp_runtime-abc.a"))
        );
        std::fs::write(dir.join(RUNTIME_LIBRARY), "").expect("write");
        assert_eq!(runtime_library_near(&accc), Ok(dir.join(RUNTIME_LIBRARY)));
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn an_installation_keeps_it_in_lib() {
        let dir = scratch("installed");
        std::fs::create_dir_all(dir.join("bin")).expect("bin");
        std::fs::create_dir_all(dir.join("lib")).expect("lib");
        std::fs::write(dir.join("lib").join(RUNTIME_LIBRARY), "").expect("write");
        assert_eq!(
            runtime_library_near(&dir.join("bin/accc")),
            Ok(dir.join("bin/../lib").join(RUNTIME_LIBRARY))
        );
        std::fs::remove_dir_all(dir).expect("cleanup");
    }

    #[test]
    fn a_missing_library_says_where_it_was_looked_for() {
        let dir = scratch("missing");
        std::fs::write(dir.join("deps/libother-abc.a"), "").expect("write");
        let accc = dir.join("accc");
        assert_eq!(
            runtime_library_near(&accc),
            Err(Failure::Message(format!(
                "cannot find the OpenACC runtime library libacc2omp_runtime.a next to '{}' \
                 (build the workspace with cargo, or set ACC2OMP_RUNTIME_LIBRARY)",
                accc.display()
            )))
        );
        assert_eq!(
            chosen_runtime_library(dir.join("deps")),
            Err(Failure::Message(format!(
                "ACC2OMP_RUNTIME_LIBRARY names '{}', which is not a file",
                dir.join("deps").display()
            )))
        );
        std::fs::remove_dir_all(dir).expect("cleanup");
    }
}
