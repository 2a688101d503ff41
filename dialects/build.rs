//! Compiles `shim/capi_ext.cpp`, the four C API extensions acc2omp needs, with
//! the flags of the installed LLVM 22.

use std::{env, path::PathBuf, process::Command};

fn main() {
    println!("cargo:rerun-if-changed=shim/capi_ext.cpp");
    println!("cargo:rerun-if-env-changed=MLIR_SYS_220_PREFIX");
    let prefix = PathBuf::from(
        env::var("MLIR_SYS_220_PREFIX").unwrap_or_else(|_| "/usr/lib/llvm-22".into()),
    );
    let llvm_config = prefix.join("bin/llvm-config");
    let output = Command::new(&llvm_config).arg("--cxxflags").output();
    let cxxflags = match output {
        Ok(output) if output.status.success() => {
            String::from_utf8_lossy(&output.stdout).into_owned()
        }
        _ => {
            eprintln!(
                "error: cannot run {}; run scripts/bootstrap.sh to install LLVM/MLIR 22.",
                llvm_config.display()
            );
            std::process::exit(1);
        }
    };
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
}
