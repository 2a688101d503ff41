//! A safe wrapper over the part of libclang 22 the front end uses.
//!
//! A [`TranslationUnit`] is parsed with Clang's own driver arguments
//! (`-fopenacc`, `-I`, `-D`, `-std=`, ...). Its [`Cursor`]s borrow it, so no
//! cursor outlives the AST it points into. Clang's diagnostics come back as
//! acc2omp [`Diagnostic`]s, rendered like every other diagnostic of the
//! project.
//!
//! OpenACC constructs are cursors of the kinds 320 to 333
//! ([`DirectiveKind`]); their children are the clause arguments, last clause
//! first, then the associated statement, and [`Cursor::tokens`] gives the
//! directive's own tokens (`# pragma acc parallel loop ...`).

// libclang's constants keep their C names.
#![allow(non_upper_case_globals)]

use acc2omp_dialects::diagnostics::{Diagnostic, Severity, SourceLoc};
use clang_sys::*;
use std::{
    ffi::{CStr, CString, c_void},
    fmt,
    marker::PhantomData,
    os::raw::{c_char, c_int, c_uint},
    ptr,
};

mod cursor;
mod token;
mod types;
mod unit;

pub use cursor::*;
pub use token::*;
pub use types::*;
pub use unit::*;

/// Parses `source` as a C file with `-fopenacc` and runs `test` on it (the
/// file is written to the temporary directory, then removed).
#[cfg(test)]
pub(crate) fn parse_source(source: &str, test: impl FnOnce(&TranslationUnit)) {
    let dir = std::env::temp_dir().join(format!("acc2omp-frontend-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("temp dir");
    // Tests run in parallel: one file per source.
    let mut hash = std::collections::hash_map::DefaultHasher::new();
    std::hash::Hash::hash(source, &mut hash);
    let path = dir.join(format!("t{:x}.c", std::hash::Hasher::finish(&hash)));
    std::fs::write(&path, source).expect("write the test file");
    let index = Index::new();
    let unit = TranslationUnit::parse(
        &index,
        path.to_str().expect("utf-8 path"),
        &["-fopenacc".to_string()],
    )
    .expect("parses");
    test(&unit);
    let _ = std::fs::remove_file(&path);
    // The last test of the process removes the (then empty) directory.
    let _ = std::fs::remove_dir(&dir);
}

#[cfg(test)]
mod tests {
    use super::*;

    fn find<'t>(cursor: Cursor<'t>, kind: DirectiveKind) -> Option<Cursor<'t>> {
        if cursor.directive() == Some(kind) {
            return Some(cursor);
        }
        cursor.children().into_iter().find_map(|c| find(c, kind))
    }

    #[test]
    fn openacc_constructs_are_cursors_with_clause_children_and_tokens() {
        let source = "void f(int n, float *x, float *y) {\n\
                      #pragma acc parallel loop copyin(x[0:n]) copy(y[0:n])\n\
                      for (int i = 0; i < n; i++) y[i] += x[i];\n}\n";
        parse_source(source, |unit| {
            assert!(unit.diagnostics().is_empty(), "{:?}", unit.diagnostics());
            let construct =
                find(unit.cursor(), DirectiveKind::Combined).expect("a combined construct");
            assert_eq!(construct.location().map(|l| l.line), Some(2));
            let children = construct.children();
            let kinds: Vec<String> = children.iter().map(|c| c.kind_spelling()).collect();
            // Clause arguments, last clause first, then the loop.
            assert_eq!(
                kinds,
                ["ArraySectionExpr", "ArraySectionExpr", "ForStmt"],
                "{kinds:?}"
            );
            // The first child is the last clause's argument: `y` of `copy(y[0:n])`.
            assert_eq!(children[0].location().map(|l| l.column), Some(47));
            let tokens: Vec<String> = construct
                .tokens()
                .into_iter()
                .take(6)
                .map(|t| t.spelling)
                .collect();
            assert_eq!(tokens, ["#", "pragma", "acc", "parallel", "loop", "copyin"]);
        });
    }

    #[test]
    fn clang_diagnostics_are_located() {
        let source = "void f(void) {\n  int x = ;\n}\n";
        parse_source(source, |unit| {
            let diagnostics = unit.diagnostics();
            let first = diagnostics.first().expect("an error");
            assert_eq!(first.severity, Severity::Error);
            let location = first.location.as_ref().expect("located");
            assert_eq!((location.line, location.column), (2, 11));
            assert_eq!(first.message, "expected expression");
        });
    }
}
