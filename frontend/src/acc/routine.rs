//! `routine`: on a function declaration (an attribute of it) or naming a
//! function (`routine(name)`), an `acc.routine` for the function.

use crate::acc::source::{line_tokens, token_span};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, Unsupported, quote};
use crate::openacc::directive::{self, ClauseKind, Directive, DirectiveName};
use acc2omp_dialects::attrs;
use clang_sys::*;

impl Lowerer {
    /// `#pragma acc routine` on a function (an attribute of its declaration).
    pub(crate) fn routine_from_attribute(
        &mut self,
        function: &Cursor,
        attribute: &Cursor,
    ) -> Result<()> {
        // (In the text of a `_Pragma` operator, `location` is where the
        // operator is used.)
        let operator = attribute.pragma_operator_start().is_some();
        let tokens = match attribute.location() {
            Some(location) if !operator => {
                // The attribute points at `routine`: tokenize its line.
                let tokens = line_tokens(function, &location);
                if tokens.len() < 3 || tokens[2].spelling != "acc" {
                    return Ok(());
                }
                self.directive_line(tokens)?
            }
            // In the text of a `_Pragma` operator.
            _ if operator => match self.pragma_operator_line(attribute, false)? {
                Some(tokens) => tokens,
                None => return Ok(()),
            },
            _ => return Ok(()),
        };
        let parsed = directive::parse(&tokens).map_err(|e| Unsupported {
            location: e.location,
            message: e.message,
        })?;
        if parsed.name != DirectiveName::Routine {
            return Ok(());
        }
        // The directive's range, and the declaration it applies to.
        let src = token_span(&tokens).map(|directive| attrs::DirectiveSource {
            statement: function.byte_range().map(|r| (r.start, r.end)),
            ..crate::acc::source::directive_source(directive, &tokens, &parsed)
        });
        if let Some(src) = &src {
            self.record_directive(&tokens, src);
        }
        let src = src.map(|src| attrs::DirectiveSource {
            name: None,
            clause_kinds: Vec::new(),
            ..src
        });
        self.routine(function, &parsed, src.as_ref())
    }

    /// `routine` for `function`; `src`: the directive's range, and for the
    /// form before a declaration the declaration's as its statement.
    pub(super) fn routine(
        &mut self,
        function: &Cursor,
        parsed: &Directive,
        src: Option<&attrs::DirectiveSource>,
    ) -> Result<()> {
        let name = self.symbol(function);
        let location = match &parsed.location {
            Some(l) => self.source_loc(l),
            None => self.loc(function),
        };
        let entries = self.routines.entry(name.clone()).or_default();
        let symbol = format!("acc_routine_{name}_{}", entries.len());
        let mut text = format!("acc.routine @{symbol} func(@{name})");
        for clause in &parsed.clauses {
            match clause.kind {
                ClauseKind::Seq | ClauseKind::Worker | ClauseKind::Vector | ClauseKind::Nohost => {
                    text.push_str(&format!(" {}", clause.kind.spelling()))
                }
                ClauseKind::Gang if clause.arguments.is_empty() => text.push_str(" gang"),
                ClauseKind::Gang => {
                    return Err(Unsupported {
                        location: clause.location.clone(),
                        message: "unsupported: 'gang(dim:)' on 'routine'".into(),
                    });
                }
                ClauseKind::Bind => {
                    let target = clause
                        .arguments
                        .first()
                        .map(|a| a.text())
                        .unwrap_or_default();
                    let target = target.trim_matches('"');
                    text.push_str(&format!(" bind({})", quote(target)));
                }
                ClauseKind::DeviceType => {
                    return Err(Unsupported {
                        location: clause.location.clone(),
                        message: "unsupported: 'device_type' clause".into(),
                    });
                }
                _ => {}
            }
        }
        let clauses = text[text.find(" func").unwrap_or(0)..].to_string();
        if entries
            .iter()
            .any(|e| e.contains(&format!("{clauses} loc(")))
        {
            return Ok(());
        }
        let attributes = src
            .map(|src| format!(" attributes {{{}}}", src.to_mlir()))
            .unwrap_or_default();
        entries.push(format!("{text}{attributes} {location}"));
        Ok(())
    }
}

/// A function of the unit by name (for `routine(name)`).
pub(super) fn find_function<'t>(anchor: &Cursor<'t>, name: &str) -> Option<Cursor<'t>> {
    anchor
        .unit_cursor()
        .children()
        .into_iter()
        .find(|c| c.kind() == CXCursor_FunctionDecl && c.spelling() == name)
}
