//! MLIR diagnostics as located Rust values, and their clang-style rendering.
//!
//! Everything acc2omp reports about MLIR input (parse errors, verifier
//! errors, `unsupported: ...` from the conversion passes) goes through MLIR's
//! diagnostic engine; a [`DiagnosticCollector`] captures it so that tools can
//! render it like clang, with the source line and a caret, and decide the
//! exit code.

use melior::{
    Context,
    diagnostic::{Diagnostic as MlirDiagnostic, DiagnosticSeverity},
    ir::Location,
};
use std::{
    fmt,
    sync::{Arc, Mutex},
};

/// How serious a diagnostic is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Severity {
    Note,
    Remark,
    Warning,
    Error,
}

impl fmt::Display for Severity {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Severity::Note => "note",
            Severity::Remark => "remark",
            Severity::Warning => "warning",
            Severity::Error => "error",
        })
    }
}

/// A position in a source file (1-based line and column, as MLIR's).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SourceLoc {
    pub file: String,
    pub line: usize,
    pub column: usize,
}

impl fmt::Display for SourceLoc {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}:{}", self.file, self.line, self.column)
    }
}

/// One diagnostic with its notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Diagnostic {
    pub severity: Severity,
    /// `None` for diagnostics at an unknown location.
    pub location: Option<SourceLoc>,
    pub message: String,
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    fn from_mlir(diagnostic: &MlirDiagnostic) -> Self {
        let severity = match diagnostic.severity() {
            DiagnosticSeverity::Error => Severity::Error,
            DiagnosticSeverity::Warning => Severity::Warning,
            DiagnosticSeverity::Remark => Severity::Remark,
            DiagnosticSeverity::Note => Severity::Note,
        };
        let notes = (0..diagnostic.note_count())
            .filter_map(|index| diagnostic.note(index).ok())
            .map(|note| Diagnostic::from_mlir(&note))
            .collect();
        Diagnostic {
            severity,
            location: source_loc(diagnostic.location()),
            message: diagnostic.to_string(),
            notes,
        }
    }

    /// Renders the diagnostic as clang and mlir-opt do:
    /// `file:line:col: error: message`, then the source line and a caret
    /// when `source_line(file, line)` has it (1-based; see
    /// [`SourceLines`]), then the notes likewise.
    pub fn render<'s>(&self, source_line: &dyn Fn(&str, usize) -> Option<&'s str>) -> String {
        let mut out = String::new();
        self.render_into(&mut out, source_line);
        out
    }

    fn render_into<'s>(
        &self,
        out: &mut String,
        source_line: &dyn Fn(&str, usize) -> Option<&'s str>,
    ) {
        use fmt::Write;
        match &self.location {
            Some(location) => {
                let _ = writeln!(out, "{location}: {}: {}", self.severity, self.message);
                if let Some(line) = source_line(&location.file, location.line) {
                    let _ = writeln!(out, "{line}");
                    // Keep tabs so that the caret lines up under the column.
                    let pad: String = line
                        .chars()
                        .take(location.column.saturating_sub(1))
                        .map(|c| if c == '\t' { '\t' } else { ' ' })
                        .collect();
                    let _ = writeln!(out, "{pad}^");
                }
            }
            None => {
                let _ = writeln!(out, "{}: {}", self.severity, self.message);
            }
        }
        for note in &self.notes {
            note.render_into(out, source_line);
        }
    }
}

/// The lines of a source text, indexed once, so that rendering many
/// diagnostics costs time linear in their number.
#[derive(Debug)]
pub struct SourceLines<'s> {
    text: &'s str,
    starts: Vec<usize>,
}

impl<'s> SourceLines<'s> {
    pub fn new(text: &'s str) -> Self {
        let starts = std::iter::once(0)
            .chain(text.match_indices('\n').map(|(i, _)| i + 1))
            .filter(|start| *start < text.len())
            .collect();
        SourceLines { text, starts }
    }

    /// Line `number` (1-based) without its line break.
    pub fn line(&self, number: usize) -> Option<&'s str> {
        let start = *self.starts.get(number.checked_sub(1)?)?;
        let end = self.text[start..]
            .find('\n')
            .map_or(self.text.len(), |i| start + i);
        Some(self.text[start..end].trim_end_matches('\r'))
    }
}

/// The first file position a location refers to, looking through name,
/// call-site and fused locations.
pub fn source_loc(location: Location<'_>) -> Option<SourceLoc> {
    if location.is_file_line_col_range() {
        return Some(SourceLoc {
            // SAFETY: an identifier's string reference is valid while the context lives.
            file: unsafe {
                crate::capi::string_ref(
                    location
                        .file_line_col_range_filename()
                        .as_string_ref()
                        .to_raw(),
                )
            }
            .into_owned(),
            line: location.file_line_col_range_start_line(),
            column: location.file_line_col_range_start_column(),
        });
    }
    if location.is_name() {
        return source_loc(location.name_child_location());
    }
    if location.is_call_site() {
        return source_loc(location.call_site_callee());
    }
    if location.is_fused() {
        return (0..location.fused_num_locations())
            .find_map(|index| source_loc(location.fused_location(index)));
    }
    None
}

/// Emits an error at `location` through the context's diagnostic engine.
pub fn emit_error(location: Location<'_>, message: &str) {
    let message = std::ffi::CString::new(message.replace('\0', " ")).unwrap_or_default();
    // SAFETY: a valid location and a NUL-terminated message.
    unsafe { mlir_sys::mlirEmitError(location.to_raw(), message.as_ptr()) }
}

/// Captures every diagnostic of a context while it lives; dropping it
/// restores the previous handlers.
#[derive(Debug)]
pub struct DiagnosticCollector<'c> {
    context: &'c Context,
    id: Option<melior::diagnostic::DiagnosticHandlerId>,
    diagnostics: Arc<Mutex<Vec<Diagnostic>>>,
}

impl<'c> DiagnosticCollector<'c> {
    pub fn attach(context: &'c Context) -> Self {
        let diagnostics = Arc::new(Mutex::new(Vec::new()));
        let sink = Arc::clone(&diagnostics);
        // Diagnostics of passes that run on several threads arrive here in
        // order, from MLIR's ParallelDiagnosticHandler; the mutex keeps the
        // collector sound if one arrives from a worker thread anyway.
        let id = context.attach_diagnostic_handler(move |diagnostic| {
            if let Ok(mut sink) = sink.lock() {
                sink.push(Diagnostic::from_mlir(&diagnostic));
            }
            true
        });
        DiagnosticCollector {
            context,
            id: Some(id),
            diagnostics,
        }
    }

    /// Takes the diagnostics collected so far.
    pub fn take(&self) -> Vec<Diagnostic> {
        self.diagnostics
            .lock()
            .map(|mut d| std::mem::take(&mut *d))
            .unwrap_or_default()
    }
}

impl Drop for DiagnosticCollector<'_> {
    fn drop(&mut self) {
        if let Some(id) = self.id.take() {
            self.context.detach_diagnostic_handler(id);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diag(line: usize, column: usize) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            location: Some(SourceLoc {
                file: "a.mlir".into(),
                line,
                column,
            }),
            message: "boom".into(),
            notes: vec![Diagnostic {
                severity: Severity::Note,
                location: None,
                message: "why".into(),
                notes: vec![],
            }],
        }
    }

    #[test]
    fn renders_source_line_and_caret() {
        let text = "first\n\tsecond line\n";
        let lines = SourceLines::new(text);
        let rendered = diag(2, 3).render(&|_, n| lines.line(n));
        assert_eq!(
            rendered,
            "a.mlir:2:3: error: boom\n\tsecond line\n\t ^\nnote: why\n"
        );
    }

    #[test]
    fn renders_without_source() {
        assert_eq!(
            diag(9, 1).render(&|_, _| None),
            "a.mlir:9:1: error: boom\nnote: why\n"
        );
        // A line past the end of the text has no excerpt.
        assert_eq!(
            diag(9, 1).render(&|_, n| SourceLines::new("x").line(n)),
            "a.mlir:9:1: error: boom\nnote: why\n"
        );
    }

    #[test]
    fn collects_parse_errors_with_locations() {
        let context = crate::context::create_context(false);
        let collector = DiagnosticCollector::attach(&context);
        assert!(crate::capi::parse_module(&context, "\n  %x = \n", "t.mlir").is_none());
        let diagnostics = collector.take();
        assert_eq!(diagnostics.len(), 1);
        let location = diagnostics[0].location.as_ref().expect("located");
        assert_eq!((location.file.as_str(), location.line), ("t.mlir", 2));
    }
}
