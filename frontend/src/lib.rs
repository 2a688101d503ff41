//! The front end: C with OpenACC through libclang 22 (`-fopenacc`), so that
//! preprocessing, C semantics and Clang's own OpenACC checks are Clang's.
//!
//! * [`clang`]: a safe wrapper over the part of libclang the front end uses
//!   (translation units, cursors, types, tokens, diagnostics).
//! * [`openacc`]: `#pragma acc` tokens to a typed directive (name, clauses
//!   in order with canonical names, modifiers, arguments), and the macros
//!   directives use.
//! * [`lower`]: the entry points; the AST of the main file to MLIR (`func`,
//!   `arith`, `scf`, `cf`, `llvm` and the `acc` dialect), following
//!   `DESIGN.md`'s IR conventions: C through `c`, OpenACC directives
//!   through `acc`; see `README.md`.

mod acc;
mod c;
pub mod clang;
pub mod lower;
pub mod openacc;

pub use openacc::{directive, macros};

#[cfg(test)]
mod tests {
    use super::{
        clang::{DirectiveKind, parse_source},
        directive::{self, DirectiveName},
    };

    /// libclang's construct cursor, its directive line cut at the associated
    /// statement, and the directive parser together.
    #[test]
    fn a_directive_from_libclang_parses() {
        let source = "void f(int n, double *a, double s) {\n\
                      #pragma acc parallel loop present_or_copy(a[0:n]) \\\n    reduction(+:s)\n\
                      for (int i = 0; i < n; i++) s += a[i];\n}\n";
        parse_source(source, |unit| {
            // Clang's own check of the alias, located at it.
            let diagnostics = unit.diagnostics();
            assert_eq!(diagnostics.len(), 1, "{diagnostics:?}");
            assert!(
                diagnostics[0]
                    .message
                    .contains("'present_or_copy' is a deprecated clause name")
            );
            assert_eq!(
                diagnostics[0].location.as_ref().map(|l| (l.line, l.column)),
                Some((2, 27))
            );
            let function = unit
                .cursor()
                .children()
                .into_iter()
                .find(|c| c.spelling() == "f" && c.is_in_main_file())
                .expect("the function");
            let body = function.children().pop().expect("a body");
            let construct = body.children().remove(0);
            assert_eq!(construct.directive(), Some(DirectiveKind::Combined));
            let statement = construct.children().pop().expect("the loop");
            let line =
                directive::directive_tokens(&construct.tokens(), statement.location().as_ref());
            let parsed = directive::parse(&line).expect("a directive");
            assert_eq!(parsed.name, DirectiveName::ParallelLoop);
            let names: Vec<&str> = parsed.clauses.iter().map(|c| c.kind.spelling()).collect();
            assert_eq!(names, ["copy", "reduction"]);
            // The continued line keeps its own line number.
            assert_eq!(parsed.clauses[1].location.as_ref().map(|l| l.line), Some(3));
        });
    }
}
