//! `acc-opt --verify-diagnostics`: checks the diagnostics of a run against
//! `expected-*` comments in the input, as mlir-opt's
//! `SourceMgrDiagnosticVerifierHandler` does.
//!
//! ```text
//! // expected-error@+1 {{has no conversion}}
//! acc.parallel ...
//! %x = foo // expected-warning {{unused}}
//! // expected-note@above {{declared here}}
//! // expected-error-re@-2 {{'{{.*}}' clause on 'acc.{{parallel|serial}}'}}
//! // expected-remark@unknown {{no location}}
//! ```
//!
//! A designator is `expected-(error|warning|remark|note)`, then `-re` for a
//! pattern, then an optional place: `@+N`/`@-N` (lines after/before the
//! designator's), `@above` (the last line that is not a designator),
//! `@below` (the next such line), `@unknown` (a diagnostic without a file
//! location); without one, the designator's own line. The text between the
//! first `{{` and the last `}}` of the line is a substring of the message;
//! with `-re`, `{{regex}}` inside it is a regular expression and the rest is
//! literal. Every diagnostic (and every note) must match an expectation of
//! its severity at its line, and every expectation must be met; with
//! [`Verifier::only_expected`] (`--verify-diagnostics=only-expected`) other
//! diagnostics are ignored.

use acc2omp_dialects::diagnostics::{Diagnostic, Severity, SourceLoc};
use regex::Regex;
use std::sync::LazyLock;

/// The designator, as mlir-opt's regex (searched anywhere in a line whose
/// trailing white space is removed).
static DESIGNATOR: LazyLock<Regex> = LazyLock::new(|| {
    Regex::new(
        r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$",
    )
    .expect("the designator pattern is valid")
});

/// Where an expected diagnostic must be reported.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Place {
    /// At this (1-based) line of the input.
    Line(usize),
    /// At an unknown location (`@unknown`).
    Unknown,
}

/// One `expected-*` designator.
#[derive(Clone, Debug)]
pub struct Expectation {
    pub severity: Severity,
    pub place: Place,
    /// The text between `{{` and `}}`, as written.
    pub text: String,
    /// The designator's own position (where errors about it are reported).
    pub at: SourceLoc,
    /// For `-re`: the literal parts escaped, the `{{...}}` parts as written.
    pattern: Option<Regex>,
    matched: bool,
}

impl Expectation {
    /// Whether `message` contains the text (or matches the pattern).
    pub fn matches(&self, message: &str) -> bool {
        match &self.pattern {
            Some(pattern) => pattern.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

/// The expectations of one input (or one `--split-input-file` chunk) and
/// the errors found so far; see the module documentation.
#[derive(Debug)]
pub struct Verifier {
    file: String,
    expectations: Vec<Expectation>,
    errors: Vec<Diagnostic>,
    only_expected: bool,
}

impl Verifier {
    /// Reads the designators of `text`, the contents of `file`. Malformed
    /// `-re` patterns are errors (reported by [`Verifier::finish`]).
    pub fn new(file: &str, text: &str) -> Self {
        let (expectations, errors) = parse_expectations(file, text);
        Verifier {
            file: file.to_owned(),
            expectations,
            errors,
            only_expected: false,
        }
    }

    /// Ignores the diagnostics that no expectation matches (mlir-opt's
    /// `--verify-diagnostics=only-expected`).
    pub fn only_expected(mut self) -> Self {
        self.only_expected = true;
        self
    }

    /// Checks one emitted diagnostic, then each of its notes.
    pub fn process(&mut self, diagnostic: &Diagnostic) {
        self.process_one(diagnostic);
        for note in &diagnostic.notes {
            self.process(note);
        }
    }

    fn process_one(&mut self, diagnostic: &Diagnostic) {
        let severity = diagnostic.severity;
        let message = &diagnostic.message;
        // A diagnostic in another file has no expectations here.
        let place = match &diagnostic.location {
            Some(location) if location.file == self.file => Some(Place::Line(location.line)),
            Some(_) => None,
            None => Some(Place::Unknown),
        };
        let mut near_miss = None;
        for (index, expectation) in self.expectations.iter_mut().enumerate() {
            if Some(expectation.place) != place || !expectation.matches(message) {
                continue;
            }
            if expectation.severity == severity {
                expectation.matched = true;
                return;
            }
            // Only the severity differs.
            near_miss = Some(index);
        }
        if self.only_expected {
            return;
        }
        let error = match near_miss {
            Some(index) => {
                let expectation = &self.expectations[index];
                error(
                    Some(expectation.at.clone()),
                    format!(
                        "'{severity}' diagnostic emitted when expecting a '{}'",
                        expectation.severity
                    ),
                )
            }
            None => error(
                diagnostic.location.clone(),
                format!("unexpected {severity}: {message}"),
            ),
        };
        self.errors.push(error);
    }

    /// The errors: malformed designators, unexpected diagnostics (in the
    /// order they came), then each expectation that was not met. Empty when
    /// the diagnostics were exactly those expected.
    pub fn finish(mut self) -> Vec<Diagnostic> {
        for expectation in self.expectations.iter().filter(|e| !e.matched) {
            self.errors.push(error(
                Some(expectation.at.clone()),
                format!(
                    "expected {} \"{}\" was not produced",
                    expectation.severity, expectation.text
                ),
            ));
        }
        self.errors
    }
}

fn error(location: Option<SourceLoc>, message: String) -> Diagnostic {
    Diagnostic {
        severity: Severity::Error,
        location,
        message,
        notes: Vec::new(),
    }
}

/// The designators of `text` (the contents of `file`) and the errors in
/// them, as mlir-opt reads them.
pub fn parse_expectations(file: &str, text: &str) -> (Vec<Expectation>, Vec<Diagnostic>) {
    let mut expectations: Vec<Expectation> = Vec::new();
    let mut errors = Vec::new();
    // The last line (0-based) that is not a designator, for `@above`.
    let mut last_plain_line = 0;
    // Designators (indices) waiting for the next plain line, for `@below`.
    let mut below = Vec::new();
    let lines: Vec<&str> = text.split('\n').collect();
    for (index, line) in lines.iter().enumerate() {
        let Some(captures) = DESIGNATOR.captures(line.trim_end()) else {
            for waiting in below.drain(..) {
                let expectation: &mut Expectation = &mut expectations[waiting];
                expectation.place = Place::Line(index + 1);
            }
            last_plain_line = index;
            continue;
        };
        let whole = captures.get(0).expect("the whole match");
        let severity = match &captures[1] {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "remark" => Severity::Remark,
            _ => Severity::Note,
        };
        let at = SourceLoc {
            file: file.to_owned(),
            line: index + 1,
            column: line[..whole.start()].chars().count() + 1,
        };
        let text = captures[5].to_owned();
        let pattern = if captures.get(2).is_some() {
            match pattern(&text) {
                Ok(pattern) => Some(pattern),
                Err(message) => {
                    errors.push(error(Some(at), message));
                    continue;
                }
            }
        } else {
            None
        };
        let place = match captures.get(4).map(|m| m.as_str()) {
            None => Place::Line(index + 1),
            Some("unknown") => Place::Unknown,
            Some("above") => Place::Line(last_plain_line + 1),
            Some("below") => {
                below.push(expectations.len());
                // A dangling `@below` stays at the end.
                Place::Line(lines.len())
            }
            Some(offset) => {
                let lines: usize = offset[1..].parse().unwrap_or(usize::MAX);
                Place::Line(if offset.starts_with('+') {
                    (index + 1).saturating_add(lines)
                } else {
                    (index + 1).saturating_sub(lines)
                })
            }
        };
        expectations.push(Expectation {
            severity,
            place,
            text,
            at,
            pattern,
            matched: false,
        });
    }
    (expectations, errors)
}

/// The regex of an `expected-*-re` text: literal text outside `{{...}}`,
/// a group per `{{...}}`.
fn pattern(text: &str) -> Result<Regex, String> {
    let mut source = String::new();
    let mut rest = text;
    while !rest.is_empty() {
        let Some(start) = rest.find("{{") else {
            source.push_str(&regex::escape(rest));
            break;
        };
        source.push_str(&regex::escape(&rest[..start]));
        rest = &rest[start + 2..];
        let Some(end) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_owned());
        };
        let part = &rest[..end];
        Regex::new(part).map_err(|e| format!("invalid regex: {}", regex_reason(&e)))?;
        source.push('(');
        source.push_str(part);
        source.push(')');
        rest = &rest[end + 2..];
    }
    Regex::new(&source).map_err(|e| format!("invalid regex: {}", regex_reason(&e)))
}

/// The last line of the regex crate's error (the reason, without the
/// pattern and the caret above it).
fn regex_reason(error: &regex::Error) -> String {
    let text = error.to_string();
    text.lines()
        .rev()
        .find(|line| !line.trim().is_empty())
        .map(|line| line.trim().trim_start_matches("error: ").to_owned())
        .unwrap_or(text)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn located(severity: Severity, line: usize, message: &str) -> Diagnostic {
        Diagnostic {
            severity,
            location: Some(SourceLoc {
                file: "t.mlir".into(),
                line,
                column: 3,
            }),
            message: message.into(),
            notes: Vec::new(),
        }
    }

    fn places(text: &str) -> Vec<(Severity, Place, String)> {
        let (expectations, errors) = parse_expectations("t.mlir", text);
        assert!(errors.is_empty(), "{errors:?}");
        expectations
            .into_iter()
            .map(|e| (e.severity, e.place, e.text))
            .collect()
    }

    fn messages(errors: &[Diagnostic]) -> Vec<String> {
        errors
            .iter()
            .map(|e| match &e.location {
                Some(l) => format!("{}:{}: {}", l.line, l.column, e.message),
                None => e.message.clone(),
            })
            .collect()
    }

    #[test]
    fn designators_of_each_severity_on_their_own_line() {
        assert_eq!(
            places(
                "a // expected-error {{e}}\n// expected-warning{{w}}\n\
                 // expected-remark {{r}}\n// expected-note {{n}}"
            ),
            vec![
                (Severity::Error, Place::Line(1), "e".into()),
                (Severity::Warning, Place::Line(2), "w".into()),
                (Severity::Remark, Place::Line(3), "r".into()),
                (Severity::Note, Place::Line(4), "n".into()),
            ]
        );
    }

    #[test]
    fn offsets_above_below_and_unknown() {
        let text = "op1\n\
                    // expected-error@+2 {{plus}}\n\
                    // expected-error@-2 {{minus}}\n\
                    // expected-error@above {{above}}\n\
                    // expected-error@below {{below}}\n\
                    // expected-error@below {{below too}}\n\
                    op2\n\
                    // expected-error @unknown {{nowhere}}\n\
                    // expected-error@below {{dangling}}";
        assert_eq!(
            places(text),
            vec![
                (Severity::Error, Place::Line(4), "plus".into()),
                (Severity::Error, Place::Line(1), "minus".into()),
                (Severity::Error, Place::Line(1), "above".into()),
                (Severity::Error, Place::Line(7), "below".into()),
                (Severity::Error, Place::Line(7), "below too".into()),
                (Severity::Error, Place::Unknown, "nowhere".into()),
                (Severity::Error, Place::Line(9), "dangling".into()),
            ]
        );
    }

    #[test]
    fn the_text_runs_to_the_last_braces_and_lines_without_braces_are_plain() {
        assert_eq!(
            places("// expected-error {{a}} {{b}}  \n// expected-error no braces\n"),
            vec![(Severity::Error, Place::Line(1), "a}} {{b".into())]
        );
        assert!(places("// expected-errors {{x}}\n// expected-fatal {{x}}").is_empty());
    }

    #[test]
    fn substring_and_regex_matching() {
        let (expectations, _) = parse_expectations(
            "t.mlir",
            "// expected-error {{clause on}}\n\
             // expected-error {{a {{b}} c}}\n\
             // expected-error-re {{'{{[a-z_]+}}' clause on 'acc.{{parallel|serial}}'}}\n\
             // expected-error-re {{^exactly (this)$}}",
        );
        assert!(expectations[0].matches("unsupported: 'async' clause on 'acc.wait'"));
        assert!(!expectations[0].matches("clause"));
        // Without -re, braces inside the text are literal.
        assert!(expectations[1].matches("x a {{b}} c"));
        assert!(!expectations[1].matches("a b c"));
        assert!(expectations[2].matches("unsupported: 'num_gangs' clause on 'acc.serial'"));
        assert!(!expectations[2].matches("'Num' clause on 'acc.serial'"));
        // Only the {{...}} parts are patterns.
        assert!(expectations[3].matches("x^exactly (this)$x"));
        assert!(!expectations[3].matches("exactly this"));
    }

    #[test]
    fn malformed_patterns_are_located_errors() {
        let (expectations, errors) = parse_expectations(
            "t.mlir",
            "  // expected-error-re {{a {{b}}\n// expected-error-re {{{{(}}}}",
        );
        assert!(expectations.is_empty());
        let messages = messages(&errors);
        assert_eq!(messages[0], "1:6: found start of regex with no end '}}'");
        assert!(
            messages[1].starts_with("2:4: invalid regex: "),
            "{}",
            messages[1]
        );
    }

    #[test]
    fn every_diagnostic_expected_and_every_expectation_met() {
        let text = "op // expected-error {{boom}}\n\
                    op\n\
                    // expected-note@-1 {{here}}\n\
                    // expected-warning@unknown {{somewhere}}";
        let mut verifier = Verifier::new("t.mlir", text);
        let mut boom = located(Severity::Error, 1, "it went boom");
        boom.notes.push(located(Severity::Note, 2, "declared here"));
        verifier.process(&boom);
        verifier.process(&Diagnostic {
            location: None,
            ..located(Severity::Warning, 0, "somewhere else")
        });
        assert_eq!(messages(&verifier.finish()), Vec::<String>::new());
    }

    #[test]
    fn unexpected_near_miss_and_unmet() {
        let text = "op // expected-error {{boom}}\n\
                    op // expected-warning {{careful}}\n\
                    op // expected-remark {{never}}";
        let mut verifier = Verifier::new("t.mlir", text);
        // Right line, right text, wrong severity.
        verifier.process(&located(Severity::Error, 2, "be careful"));
        // Right text, wrong line.
        verifier.process(&located(Severity::Error, 3, "boom"));
        // Another file.
        verifier.process(&Diagnostic {
            location: Some(SourceLoc {
                file: "other.mlir".into(),
                line: 1,
                column: 1,
            }),
            ..located(Severity::Error, 1, "boom")
        });
        // An unexpected note of an expected error.
        let mut boom = located(Severity::Error, 1, "boom");
        boom.notes.push(located(Severity::Note, 1, "why"));
        verifier.process(&boom);
        assert_eq!(
            messages(&verifier.finish()),
            vec![
                "2:7: 'error' diagnostic emitted when expecting a 'warning'",
                "3:3: unexpected error: boom",
                "1:1: unexpected error: boom",
                "1:3: unexpected note: why",
                "2:7: expected warning \"careful\" was not produced",
                "3:7: expected remark \"never\" was not produced",
            ]
        );
    }

    #[test]
    fn only_expected_ignores_the_other_diagnostics() {
        let text = "op // expected-error {{boom}}\nop // expected-note {{never}}";
        let mut verifier = Verifier::new("t.mlir", text).only_expected();
        verifier.process(&located(Severity::Error, 1, "boom"));
        verifier.process(&located(Severity::Warning, 1, "unexpected"));
        verifier.process(&located(Severity::Error, 2, "never"));
        assert_eq!(
            messages(&verifier.finish()),
            vec!["2:7: expected note \"never\" was not produced"]
        );
    }

    #[test]
    fn an_expectation_is_met_once_by_many_diagnostics() {
        // As in mlir-opt, one designator accepts every matching diagnostic.
        let mut verifier = Verifier::new("t.mlir", "op // expected-error {{boom}}");
        verifier.process(&located(Severity::Error, 1, "boom"));
        verifier.process(&located(Severity::Error, 1, "boom again"));
        assert!(verifier.finish().is_empty());
    }
}
