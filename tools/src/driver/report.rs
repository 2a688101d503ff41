//! Diagnostics, printed like clang's: the location, the source line and a
//! caret; remarks only when asked for, warnings not with `-w`.

use super::Driver;
use acc2omp_dialects::diagnostics::{Diagnostic, Severity, SourceLines, SourceLoc};
use acc2omp_lowering::source::PrintError;
use std::{collections::HashMap, io::Write};

impl Driver {
    /// Prints diagnostics like clang, with the source line and a caret.
    pub(super) fn report(&mut self, diagnostics: &[Diagnostic]) {
        fn collect(d: &Diagnostic, sources: &mut HashMap<String, Option<String>>) {
            if let Some(location) = &d.location {
                sources
                    .entry(location.file.clone())
                    .or_insert_with(|| std::fs::read_to_string(&location.file).ok());
            }
            for note in &d.notes {
                collect(note, sources);
            }
        }
        for d in diagnostics {
            collect(d, &mut self.sources);
        }
        // `--out-dir`'s report keeps every diagnostic, remarks too.
        if let Some(log) = self.log.as_mut() {
            for d in diagnostics.iter().filter(|d| d.severity != Severity::Note) {
                let at = d
                    .location
                    .as_ref()
                    .map(|l| format!("{}:{}:{}: ", l.file, l.line, l.column))
                    .unwrap_or_default();
                log.push((d.severity, format!("{at}{}: {}", d.severity, d.message)));
            }
        }
        let lines: HashMap<&str, SourceLines> = self
            .sources
            .iter()
            .filter_map(|(name, text)| Some((name.as_str(), SourceLines::new(text.as_deref()?))))
            .collect();
        // Standard input's copy is `<stdin>`, as clang names it.
        let stdin_copy = self.stdin_copy.as_deref();
        let source_line = |file: &str, line: usize| {
            let file = match stdin_copy {
                Some(copy) if file == STDIN => copy,
                _ => file,
            };
            lines.get(file).and_then(|l| l.line(line))
        };
        let shown: Vec<Diagnostic> = self
            .shown(diagnostics)
            .into_iter()
            .map(|d| renamed(d, stdin_copy))
            .collect();
        // Diagnostics of no file (Clang's command-line errors) name the
        // tool, as clang's do.
        let text: String = shown
            .iter()
            .map(|diagnostic| match diagnostic.location {
                Some(_) => diagnostic.render(&source_line),
                None => format!("accc: {}", diagnostic.render(&source_line)),
            })
            .collect();
        self.warnings += shown
            .iter()
            .filter(|d| d.severity == Severity::Warning)
            .count();
        let write = || {
            let _ = std::io::stderr().lock().write_all(text.as_bytes());
        };
        self.suspended(write);
    }

    /// The diagnostics to show: remarks only when asked for (`-Rpass=...`),
    /// warnings not with `-w`, as clang.
    fn shown<'d>(&self, diagnostics: &'d [Diagnostic]) -> Vec<&'d Diagnostic> {
        diagnostics
            .iter()
            .filter(|d| match d.severity {
                Severity::Remark => self.cli.remarks_wanted(),
                Severity::Warning => !self.cli.no_warnings,
                _ => true,
            })
            .collect()
    }
}

/// How clang names standard input in its diagnostics.
const STDIN: &str = "<stdin>";

/// `diagnostic` (and its notes) with standard input's copy named `<stdin>`.
fn renamed(diagnostic: &Diagnostic, stdin_copy: Option<&str>) -> Diagnostic {
    let mut diagnostic = diagnostic.clone();
    if let Some(copy) = stdin_copy {
        fn rename(d: &mut Diagnostic, copy: &str) {
            if let Some(location) = d.location.as_mut()
                && location.file == copy
            {
                location.file = STDIN.to_string();
            }
            for note in &mut d.notes {
                rename(note, copy);
            }
        }
        rename(&mut diagnostic, copy);
    }
    diagnostic
}

/// A source printer's error or warning as a diagnostic: at its byte offset
/// in `source` (the file `input`), or where it says, in another file.
pub(crate) fn printer_diagnostic(
    source: &[u8],
    input: &str,
    error: PrintError,
    severity: Severity,
) -> Diagnostic {
    let location = match error.elsewhere {
        Some((file, line, column)) => SourceLoc { file, line, column },
        None => {
            let before = &source[..error.offset.min(source.len())];
            let line_start = before
                .iter()
                .rposition(|&b| b == b'\n')
                .map_or(0, |p| p + 1);
            SourceLoc {
                file: input.to_string(),
                line: before.iter().filter(|&&b| b == b'\n').count() + 1,
                column: error.offset - line_start + 1,
            }
        }
    };
    Diagnostic {
        severity,
        location: Some(location),
        message: error.message,
        notes: Vec::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn error(offset: usize, elsewhere: Option<(String, usize, usize)>) -> PrintError {
        PrintError {
            offset,
            elsewhere,
            message: "cannot print".to_string(),
        }
    }

    #[test]
    fn a_printer_error_is_located_by_its_byte_offset() {
        let source = b"int x;\n#pragma acc kernels\n  x = 1;\n";
        let at = |offset| {
            printer_diagnostic(source, "p.c", error(offset, None), Severity::Error)
                .location
                .expect("a location")
        };
        let loc = |line, column| SourceLoc {
            file: "p.c".to_string(),
            line,
            column,
        };
        assert_eq!(at(0), loc(1, 1));
        assert_eq!(at(4), loc(1, 5));
        assert_eq!(at(7), loc(2, 1));
        assert_eq!(at(8), loc(2, 2));
        assert_eq!(at(29), loc(3, 3));
    }

    #[test]
    fn a_printer_error_elsewhere_keeps_its_location() {
        let diagnostic = printer_diagnostic(
            b"",
            "p.c",
            error(0, Some(("h.h".to_string(), 4, 2))),
            Severity::Warning,
        );
        assert_eq!(
            diagnostic,
            Diagnostic {
                severity: Severity::Warning,
                location: Some(SourceLoc {
                    file: "h.h".to_string(),
                    line: 4,
                    column: 2
                }),
                message: "cannot print".to_string(),
                notes: Vec::new(),
            }
        );
    }
}
