//! Compiles `shim/capi_ext.cpp`, the four C API extensions acc2omp needs, with
//! the flags of the installed LLVM 22, and links LLVM as its shared library.
//!
//! mlir-sys links MLIR's static libraries and, after them, every LLVM
//! component's static library; libclang, which the front end links, loads
//! LLVM's shared library too. Two copies of LLVM ran their static
//! constructors (about 650: every target's, every `cl::opt`) and paged in
//! at every start. Naming the shared library here puts it before mlir-sys's
//! libraries on the link line (a crate's native libraries come before its
//! dependencies'), so the linker resolves MLIR's references to LLVM from it
//! and takes nothing from LLVM's static archives: one LLVM, the one
//! libclang uses, and binaries half the size (`accc -fsyntax-only` of an
//! empty file: 34 ms before, 24 ms after; clang-22's: 20 ms).

use std::{env, path::PathBuf, process::Command};

fn main() {
    println!("cargo:rerun-if-changed=shim/capi_ext.cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    let prefix = PathBuf::from(
        env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()),
    );
    let llvm_config = |arguments: &[&str]| {
        let command = prefix.join("bin/llvm-config");
        match Command::new(&command).args(arguments).output() {
            Ok(output) if output.status.success() => {
                String::from_utf8_lossy(&output.stdout).trim().to_string()
            }
            _ => {
                eprintln!(
                    "error: cannot run {} {}; run scripts/bootstrap.sh to install LLVM/MLIR 22.",
                    command.display(),
                    arguments.join(" ")
                );
                std::process::exit(1);
            }
        }
    };
    let cxxflags = llvm_config(&["--cxxflags"]);
    let mut build = cc::Build::new();
    build.cpp(true).file("shim/capi_ext.cpp").warnings(false);
    let clang = prefix.join("bin/clang++");
    if clang.exists() {
        build.compiler(clang);
    }
    for flag in cxxflags.split_whitespace() {
        // Keep include paths, defines and the language standard; the
        // optimisation and warning choices are ours.
        if flag.starts_with("-I")
            || flag.starts_with("-D")
            || flag.starts_with("-std=")
            || flag == "-fno-exceptions"
            || flag == "-funwind-tables"
        {
            build.flag(flag);
        }
    }
    build.compile("acc2omp_capi_ext");

    // LLVM's shared library (`libLLVM-22.so` on Debian), by the name
    // llvm-config gives it.
    let library = llvm_config(&["--link-shared", "--libnames"]);
    let name = library
        .strip_prefix("lib")
        .and_then(|name| name.strip_suffix(".so"))
        .unwrap_or_else(|| {
            eprintln!("error: llvm-config names no shared LLVM library (got '{library}')");
            std::process::exit(1);
        });
    println!(
        "cargo:rustc-link-search=native={}",
        llvm_config(&["--libdir"])
    );
    println!("cargo:rustc-link-lib=dylib={name}");
}
