//! The front end: C with OpenACC through libclang 22 (`-fopenacc`), so that
//! preprocessing, C semantics and Clang's own OpenACC checks are Clang's.
//!
//! * [`clang`]: a safe wrapper over the part of libclang the front end uses
//!   (translation units, cursors, types, tokens, diagnostics).
//!
//! The lowering to the `acc` dialect is issue 4's remaining work; see
//! `README.md` for what libclang exposes and what `convert-acc-to-omp`
//! expects.

pub mod clang;
