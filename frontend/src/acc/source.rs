//! The source ranges of directives ([`attrs::DirectiveSource`]): the byte
//! ranges of the directive, its associated statement and each clause, that
//! the source printer reads from the directive's operation.

use crate::clang::{Cursor, Token};
use crate::lower::Lowerer;
use crate::openacc::directive::{Clause, Directive};
use acc2omp_dialects::{attrs, diagnostics::SourceLoc};

impl Lowerer {
    /// The directive's source ranges ([`attrs::SRC`]: the directive, its
    /// statement, its clauses in source order; byte offsets, end
    /// exclusive), as attribute text; an empty dictionary where the tokens
    /// have no location.
    pub(super) fn src_attribute(
        &mut self,
        tokens: &[Token],
        statement: Option<&Cursor>,
        parsed: &Directive,
    ) -> String {
        let Some(directive) = token_span(tokens) else {
            return format!("{} = {{}}", attrs::SRC);
        };
        let source = attrs::DirectiveSource {
            statement: statement.and_then(|s| self.statement_range(s)),
            ..directive_source(directive, tokens, parsed)
        };
        self.record_directive(tokens, &source);
        // The ops carry the ranges (the directive's name and the clauses'
        // kinds are the module's record, by the directive's range), and the
        // text a macro wrote.
        attrs::DirectiveSource {
            name: source
                .clause_text
                .is_some()
                .then_some(source.name.clone())
                .flatten(),
            clause_kinds: Vec::new(),
            ..source
        }
        .to_mlir()
    }

    /// Records a directive of the main file for the module's
    /// [`attrs::DIRECTIVES`] (once: `declare` computes its ranges twice).
    pub(super) fn record_directive(&mut self, tokens: &[Token], source: &attrs::DirectiveSource) {
        let main = tokens
            .first()
            .and_then(|t| t.location.as_ref())
            .is_some_and(|l| l.file == self.file);
        if main && !self.directives.contains_key(&source.directive) {
            // The lines the profiling interface reports.
            let end = source.statement.map_or(source.directive.1, |s| s.1);
            let mut lines = vec![(
                self.line_of(source.directive.0),
                self.line_of(end.saturating_sub(1)),
            )];
            // (The function being lowered, where the directive is in it:
            // not a file-scope `declare`, nor a `routine` before its function.)
            if let Some((start, end)) = self.f.extent
                && (start..end).contains(&source.directive.0)
            {
                lines.push((self.line_of(start), self.line_of(end.saturating_sub(1))));
            }
            self.directives.insert(
                source.directive,
                attrs::DirectiveSource {
                    lines,
                    ..source.clone()
                },
            );
        }
    }

    /// The 1-based line of a byte offset of the main file.
    fn line_of(&mut self, offset: usize) -> usize {
        if self.line_starts.is_empty() {
            self.line_starts = std::iter::once(0)
                .chain(
                    self.source
                        .iter()
                        .enumerate()
                        .filter(|(_, b)| **b == b'\n')
                        .map(|(i, _)| i + 1),
                )
                .collect();
        }
        self.line_starts.partition_point(|start| *start <= offset)
    }

    /// The bytes a statement takes: to the end of its last nested part (a
    /// construct's extent covers only its directive line) and its final
    /// `;` (an expression statement's extent stops before it).
    pub(crate) fn statement_range(&self, statement: &Cursor) -> Option<(usize, usize)> {
        fn deep_end(cursor: &Cursor, source: &[u8]) -> usize {
            let mut own = cursor.byte_range().map_or(0, |r| r.end);
            if let Some(at) = cursor.end_macro_expansion() {
                // The range ends in a macro's expansion: at the end of its
                // invocation (its name and any parenthesized arguments).
                own = macro_invocation_end(source, at);
            }
            cursor
                .children()
                .last()
                .map_or(own, |c| own.max(deep_end(c, source)))
        }
        let start = statement.byte_range()?.start;
        let mut end = deep_end(statement, &self.source);
        let rest = self.source.get(end..).unwrap_or_default();
        let ends_block = end > 0 && self.source.get(end - 1) == Some(&b'}');
        if !ends_block
            && let Some(position) = rest.iter().position(|b| !b.is_ascii_whitespace())
            && rest[position] == b';'
        {
            end += position + 1;
        }
        Some((start, end))
    }
}

/// The first and one-past-last byte offsets of tokens.
/// The first `:` of `tokens` outside parentheses and brackets.
pub(crate) fn top_level_colon(tokens: &[Token]) -> Option<usize> {
    let mut depth = 0i32;
    tokens.iter().position(|t| {
        match t.spelling.as_str() {
            "(" | "[" => depth += 1,
            ")" | "]" => depth -= 1,
            ":" if depth == 0 => return true,
            _ => {}
        }
        false
    })
}

pub(crate) fn token_span(tokens: &[Token]) -> Option<(usize, usize)> {
    let first = tokens.first()?.offset?;
    let last = tokens.last()?;
    Some((first, last.end?))
}

/// The end of the macro invocation at `at` in `source`: its name, and its
/// arguments' parentheses when they follow.
pub(super) fn macro_invocation_end(source: &[u8], at: usize) -> usize {
    let word = |b: &u8| b.is_ascii_alphanumeric() || *b == b'_';
    let Some(rest) = source.get(at..) else {
        return at;
    };
    let name = rest.iter().take_while(|b| word(b)).count();
    let after = &rest[name..];
    let space = after.iter().take_while(|b| b.is_ascii_whitespace()).count();
    if name == 0 || after.get(space) != Some(&b'(') {
        return at + name;
    }
    let mut depth = 0usize;
    for (i, b) in after[space..].iter().enumerate() {
        match b {
            b'(' => depth += 1,
            b')' => {
                depth -= 1;
                if depth == 0 {
                    return at + name + space + i + 1;
                }
            }
            _ => {}
        }
    }
    at + name
}

/// The offset where a clause starts in the directive's tokens.
pub(super) fn clause_start(tokens: &[Token], clause: &Clause, index: &mut usize) -> Option<usize> {
    while *index < tokens.len() {
        let token = &tokens[*index];
        *index += 1;
        if token.spelling == clause.spelled && token.location == clause.location {
            return token.offset;
        }
    }
    None
}

/// The tokens of the `#pragma` line at `location` (up to the function).
pub(super) fn line_tokens(function: &Cursor, location: &SourceLoc) -> Vec<Token> {
    let tokens = function.tokens_from_line(location.line);
    // One directive: its line and the lines its backslashes continue it on.
    let text = std::fs::read_to_string(&location.file).unwrap_or_default();
    let lines: Vec<&str> = text.lines().collect();
    let mut last = location.line;
    while lines
        .get(last - 1)
        .is_some_and(|l| l.trim_end().ends_with('\\'))
    {
        last += 1;
    }
    tokens
        .into_iter()
        .filter(|t| t.location.as_ref().is_some_and(|l| l.line <= last))
        .collect()
}

/// A directive's ranges at `directive`: its clauses' spans (from the
/// clause name to the end of its arguments) and kinds, with their text
/// where macros wrote them (the file does not spell them: what the source
/// printer prints). No statement.
pub(super) fn directive_source(
    directive: (usize, usize),
    tokens: &[Token],
    parsed: &Directive,
) -> attrs::DirectiveSource {
    let mut clauses = Vec::new();
    let mut kinds = Vec::new();
    let mut index = 0;
    for clause in &parsed.clauses {
        let Some(start) = clause_start(tokens, clause, &mut index) else {
            continue;
        };
        clauses.push((start, clause.end.unwrap_or(start + clause.spelled.len())));
        kinds.push(clause.kind.spelling().to_string());
    }
    let macro_written = tokens.iter().any(|t| t.spelled_at.is_some());
    if macro_written {
        kinds = parsed
            .clauses
            .iter()
            .map(|c| c.kind.spelling().to_string())
            .collect();
    }
    attrs::DirectiveSource {
        directive,
        statement: None,
        clauses,
        clause_text: macro_written.then(|| parsed.clauses.iter().map(|c| c.text()).collect()),
        name: Some(parsed.name.spelling().to_string()),
        clause_kinds: kinds,
        lines: Vec::new(),
    }
}
