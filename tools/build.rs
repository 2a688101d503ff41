//! Links accc and acc-opt as position-dependent executables (`-no-pie`).
//!
//! They hold MLIR's static libraries (LLVM is its shared library, see
//! dialects/build.rs): as PIE, the dynamic loader applied about 284,000
//! relative relocations at every start (when LLVM was static too), writing
//! (and so copying) the pages of their pointer tables. Linked at a fixed
//! address, the linker resolves those pointers: `accc -fsyntax-only` of a
//! corpus file took 42.5 ms instead of 47.2 (clang-22's: 25.7 ms;
//! bench/compile_time.py has the figures).
fn main() {
    println!("cargo:rustc-link-arg-bins=-no-pie");
}
