//! A directive construct as the lowering reads it: its parsed directive
//! ([`crate::openacc::directive`]) with Clang's typed expression for each
//! clause argument, matched by source position, and its associated statement.

use crate::acc::source::token_span;
use crate::clang::{Cursor, Token};
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::{self, Clause, ClauseKind, Directive};

impl Lowerer {
    /// Parses the directive of a construct cursor and matches its clause
    /// expressions.
    pub(super) fn parse_directive<'t>(
        &mut self,
        s: &Cursor<'t>,
        with_statement: bool,
    ) -> Result<Parsed<'t>> {
        let mut children = s.children();
        let statement = if with_statement { children.pop() } else { None };
        // The directive's tokens are the file's own (not macro-expanded):
        // they end where the statement starts in the file, which for a
        // statement that starts with a macro is where the macro is used.
        let end = statement.and_then(|st| st.start_file_location());
        let all = s.tokens();
        // (No tokens at all: a `_Pragma` from a macro defined in another
        // file than the one that uses it.)
        if all.first().is_none_or(|t| t.spelling == "_Pragma") {
            return Err(Unsupported {
                location: s.file_location(),
                message: "unsupported: an OpenACC directive written with the '_Pragma' operator \
                          (write it as '#pragma acc')"
                    .into(),
            });
        }
        let tokens = directive::directive_tokens(&all, end.as_ref());
        let tokens = self.directive_line(tokens)?;
        let parsed = directive::parse(&tokens).map_err(|e| Unsupported {
            location: e.location.or_else(|| s.file_location()),
            message: e.message,
        })?;
        let expressions: Vec<Cursor> = children.into_iter().filter(Cursor::is_expression).collect();
        let all_expressions = expressions.clone();
        let mut arguments: Vec<Vec<Option<Cursor>>> = parsed
            .clauses
            .iter()
            .map(|c| vec![None; c.arguments.len()])
            .collect();
        for expression in expressions {
            let Some(start) = expression.byte_range().map(|r| r.start) else {
                continue;
            };
            // The argument whose tokens include where the expression is
            // spelled (a macro's body for a clause a macro wrote), else the
            // first whose range in the file holds its start.
            let spelled = expression.start_spelling_position();
            let mut found = None;
            'exact: for (ci, clause) in parsed.clauses.iter().enumerate() {
                for (ai, argument) in clause.arguments.iter().enumerate() {
                    if arguments[ci][ai].is_none()
                        && argument.tokens.iter().any(|t| {
                            t.spelling_position()
                                .zip(spelled.as_ref())
                                .is_some_and(|((f, o), (g, p))| f == g && o == *p)
                        })
                    {
                        found = Some((ci, ai));
                        break 'exact;
                    }
                }
            }
            if found.is_none() {
                'clauses: for (ci, clause) in parsed.clauses.iter().enumerate() {
                    for (ai, argument) in clause.arguments.iter().enumerate() {
                        if let Some((first, last)) = token_span(&argument.tokens)
                            && (first..last).contains(&start)
                        {
                            found = Some((ci, ai));
                            break 'clauses;
                        }
                    }
                }
            }
            if let Some((ci, ai)) = found {
                arguments[ci][ai] = Some(expression);
            }
        }
        let src = self.src_attribute(&tokens, statement.as_ref(), &parsed);
        Ok(Parsed {
            directive: parsed,
            arguments,
            all_expressions,
            statement,
            src,
        })
    }

    /// The tokens of a directive as OpenACC reads them: its `#pragma` line
    /// (the next line's tokens cut off; comments are not tokens) with the
    /// macros after `#pragma acc` replaced.
    pub(super) fn directive_line(&self, tokens: Vec<Token>) -> Result<Vec<Token>> {
        let main = tokens
            .first()
            .and_then(|t| t.location.as_ref())
            .is_some_and(|l| l.file == self.file);
        let mut line = directive::pragma_line(&tokens, main.then_some(self.source.as_slice()));
        if line.len() > 3 && !self.macros.is_empty() {
            let expanded = self
                .macros
                .expand_outside_parentheses(&line[3..])
                .map_err(|e| Unsupported {
                    location: e.location,
                    message: e.message,
                })?;
            line.truncate(3);
            line.extend(expanded);
        }
        Ok(line)
    }
}

/// A directive with its clause expressions and associated statement.
pub(crate) struct Parsed<'t> {
    pub(super) directive: Directive,
    /// For each clause, for each argument, the typed expression (if Clang
    /// gave one).
    pub(super) arguments: Vec<Vec<Option<Cursor<'t>>>>,
    /// Every expression Clang gave the directive, in its order.
    pub(super) all_expressions: Vec<Cursor<'t>>,
    pub(super) statement: Option<Cursor<'t>>,
    /// The directive's source ranges, as attribute text.
    pub(super) src: String,
}

impl<'t> Parsed<'t> {
    /// The clauses of a kind, with their indices.
    pub(super) fn clauses(&self, kind: ClauseKind) -> impl Iterator<Item = (usize, &Clause)> {
        self.directive
            .clauses
            .iter()
            .enumerate()
            .filter(move |(_, c)| c.kind == kind)
    }

    /// Whether the directive has a clause of a kind.
    pub(super) fn has(&self, kind: ClauseKind) -> bool {
        self.clauses(kind).next().is_some()
    }

    /// The expression Clang gave for the tokens `tokens` of an argument
    /// (the first that starts among them).
    pub(super) fn expression_in(&self, tokens: &[Token]) -> Option<Cursor<'t>> {
        let (first, last) = token_span(tokens)?;
        self.all_expressions.iter().copied().find(|e| {
            e.byte_range()
                .is_some_and(|r| (first..last).contains(&r.start))
        })
    }

    pub(super) fn expression(&self, clause: usize, argument: usize) -> Option<Cursor<'t>> {
        self.arguments
            .get(clause)
            .and_then(|a| a.get(argument))
            .copied()
            .flatten()
    }
}
