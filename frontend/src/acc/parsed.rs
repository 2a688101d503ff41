//! A directive construct as the lowering reads it: its parsed directive
//! ([`crate::openacc::directive`]) with Clang's typed expression for each
//! clause argument, matched by source position, and its associated statement.

use crate::acc::source::token_span;
use crate::clang::{Cursor, Token, TokenKind};
use crate::lower::unit_macros;
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::{self, Clause, ClauseKind, Directive};
use crate::openacc::pragma_operator;
use acc2omp_dialects::diagnostics::SourceLoc;

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
        let all = s.tokens();
        let operator =
            s.starts_in_macro_expansion() || all.first().is_none_or(|t| t.spelling == "_Pragma");
        let tokens = if operator {
            self.pragma_operator_line(s, true)?
                .ok_or_else(|| Unsupported {
                    location: s.file_location(),
                    message:
                        "unsupported: an OpenACC directive written with the '_Pragma' operator \
                          that accc cannot read"
                            .into(),
                })?
        } else {
            // The directive's tokens are the file's own (not
            // macro-expanded): they end where the statement starts in the
            // file, which for a statement that starts with a macro is where
            // the macro is used.
            let end = statement.and_then(|st| st.start_file_location());
            let tokens = directive::directive_tokens(&all, end.as_ref());
            self.directive_line(tokens)?
        };
        let parsed = directive::parse(&tokens).map_err(|e| Unsupported {
            location: e.location.or_else(|| s.file_location()),
            message: e.message,
        })?;
        let expressions: Vec<Cursor> = children.into_iter().filter(Cursor::is_expression).collect();
        if operator {
            check_pragma_operator_text(s, &tokens, &expressions)?;
        }
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
            // spelled (a macro's body for a clause a macro wrote, the text
            // of a `_Pragma` operator), else the first whose range in the
            // file holds its start (not for a `_Pragma` operator, whose
            // tokens all have the operator's range).
            let spelled = expression.start_spelling_position();
            let mut found = None;
            'exact: for (ci, clause) in parsed.clauses.iter().enumerate() {
                for (ai, argument) in clause.arguments.iter().enumerate() {
                    if arguments[ci][ai].is_none()
                        && argument
                            .tokens
                            .iter()
                            .any(|t| t.is_spelled_at(spelled.as_ref()))
                    {
                        found = Some((ci, ai));
                        break 'exact;
                    }
                }
            }
            if found.is_none() && !operator {
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
            operator,
        })
    }

    /// The tokens of a directive written with the `_Pragma` operator: `#`,
    /// `pragma` and the operator's text ([`pragma_operator`]), its macros
    /// replaced. `None` where the operator's text (or that of the macro
    /// that writes it) is not an OpenACC directive.
    ///
    /// In a construct's text every macro is replaced, clause arguments'
    /// too (Clang's expressions, matched by where they are spelled, check
    /// the text); in a declaration's (`routine`, `declare`, whose
    /// arguments are names that no expression checks) those outside
    /// parentheses, as on a `#pragma acc` line.
    pub(crate) fn pragma_operator_line(
        &mut self,
        s: &Cursor,
        construct: bool,
    ) -> Result<Option<Vec<Token>>> {
        let unsupported = |location: Option<SourceLoc>, why: &str| Unsupported {
            location: location.or_else(|| s.file_location()),
            message: format!(
                "unsupported: an OpenACC directive written with the '_Pragma' operator {why}"
            ),
        };
        // The operator, or the invocation of the macro that writes it.
        let invocation = s.expansion_tokens();
        let (Some(at), Some(last)) = (invocation.first(), invocation.last()) else {
            return Err(unsupported(
                None,
                "where the macro that writes it starts and ends in different files",
            ));
        };
        if self.unit_macros.is_none() {
            self.unit_macros = Some(unit_macros(&s.unit_cursor().children()));
        }
        let macros = self.unit_macros.as_ref().expect("made above");
        let expanded = macros.expand(&invocation).map_err(|e| Unsupported {
            location: e.location,
            message: e.message,
        })?;
        // The operators whose text is an OpenACC directive.
        let openacc = |w: &[Token]| {
            (w[0].spelling == "_Pragma" && w[1].spelling == "(" && w[3].spelling == ")")
                .then(|| pragma_operator::destringize(&w[2].spelling))
                .flatten()
                .filter(|text| text.split_whitespace().next() == Some("acc"))
        };
        let operators: Vec<String> = expanded.windows(4).filter_map(openacc).collect();
        if operators.is_empty() {
            return Ok(None);
        }
        let mut refused = None;
        let text = if expanded.len() == 4 {
            operators.into_iter().next().expect("one")
        } else {
            // A macro that writes the directive with its statement (or
            // with other directives): the one of this construct's kind.
            // (The source printer's error does not stop the lowering: it
            // reports every such directive.)
            if self.for_source_printer {
                refused = Some(unsupported(
                    at.location.clone(),
                    "from a macro that writes more than the operator (the source printer \
                     replaces the macro's use with the OpenMP directive)",
                ));
            }
            let kind = s.directive();
            let mut ours = operators
                .into_iter()
                .filter(|text| pragma_operator::names_kind(text, kind));
            match (ours.next(), ours.next()) {
                (Some(text), None) => text,
                _ => {
                    return Err(unsupported(
                        at.location.clone(),
                        "from a macro that writes several directives of its kind \
                         (write the directive as '#pragma acc', or its macro as the operator \
                         alone)",
                    ));
                }
            }
        };
        let mut line: Vec<Token> = ["#", "pragma"]
            .into_iter()
            .map(|spelling| Token {
                spelling: spelling.into(),
                location: at.location.clone(),
                offset: at.offset,
                end: last.end,
                ..Token::default()
            })
            .collect();
        let text_tokens = pragma_operator::lex(&text, at, last.end).map_err(|e| Unsupported {
            location: at.location.clone(),
            message: format!("in the '_Pragma' operator's text: {}", e.message),
        })?;
        // Every macro replaced, in clause arguments too: Clang's
        // expressions for a macro's tokens are spelled in its body, where
        // the replacement's tokens say they are (on a `#pragma acc` line
        // the file's range of the argument finds them; here every token
        // has the operator's range).
        let replaced = if construct {
            macros.expand(&text_tokens)
        } else {
            macros.expand_outside_parentheses(&text_tokens)
        };
        line.extend(replaced.map_err(|e| Unsupported {
            location: e.location,
            message: e.message,
        })?);
        if let Some(refused) = refused {
            self.error(refused);
        }
        Ok(Some(line))
    }

    /// The macros known to directives: every macro of the unit once a
    /// `_Pragma` operator needed them, else those of the `#pragma acc`
    /// lines.
    pub(super) fn known_macros(&self) -> &crate::openacc::macros::Macros {
        self.unit_macros.as_ref().unwrap_or(&self.macros)
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
            // A reduction operator that a macro writes (`reduction(OP:s)`):
            // replaced too (an operator is no expression of Clang's).
            let mut at = 3;
            while at + 1 < line.len() {
                if line[at].spelling == "reduction" && line[at + 1].spelling == "(" {
                    let operator = at + 2;
                    let colon = line[operator..]
                        .iter()
                        .position(|t| matches!(t.spelling.as_str(), ":" | "(" | ")"))
                        .map(|p| operator + p)
                        .filter(|&c| line[c].spelling == ":");
                    if let Some(colon) = colon {
                        let replaced = self.macros.expand(&line[operator..colon]).map_err(|e| {
                            Unsupported {
                                location: e.location,
                                message: e.message,
                            }
                        })?;
                        line.splice(operator..colon, replaced);
                    }
                }
                at += 1;
            }
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
    /// Whether the directive is written with the `_Pragma` operator.
    pub(super) operator: bool,
}

/// Whether `token` can be where `expression` (at `column` of a `_Pragma`
/// operator's text) starts: its leftmost name is the token's, its
/// leftmost literal a literal.
fn same_start(expression: &Cursor, column: usize, token: &Token) -> bool {
    let mut leaf = *expression;
    while let Some(first) = leaf.children().first().copied()
        && first.pragma_operator_start().map(|(_, c)| c) == Some(column)
    {
        leaf = first;
    }
    match leaf.kind() {
        clang_sys::CXCursor_DeclRefExpr | clang_sys::CXCursor_MemberRefExpr => {
            token.spelling == leaf.spelling()
        }
        clang_sys::CXCursor_ParenExpr | clang_sys::CXCursor_CStyleCastExpr => token.spelling == "(",
        clang_sys::CXCursor_UnaryOperator => token.kind == TokenKind::Punctuation,
        clang_sys::CXCursor_IntegerLiteral
        | clang_sys::CXCursor_FloatingLiteral
        | clang_sys::CXCursor_CharacterLiteral
        | clang_sys::CXCursor_StringLiteral => token.kind == TokenKind::Literal,
        _ => true,
    }
}

/// Checks that Clang read a `_Pragma` operator's text as the tokens made
/// of it ([`pragma_operator::lex`]): each of its expressions that starts in
/// the operator's text (Clang's scratch buffer) starts at one of the
/// tokens, a name at a token of that name, all in one text. Where the text
/// is not the one Clang read (a macro's stringized argument whose spacing
/// accc does not reproduce), expressions could be matched to the wrong
/// clause arguments: an error instead.
fn check_pragma_operator_text(s: &Cursor, tokens: &[Token], expressions: &[Cursor]) -> Result<()> {
    let mut base = None;
    for expression in expressions {
        let Some((text_start, column)) = expression.pragma_operator_start() else {
            continue;
        };
        let offset = column - 2;
        let token = tokens.iter().find(|t| {
            t.spelled_at
                .as_ref()
                .is_some_and(|(file, at)| file == pragma_operator::SCRATCH && *at == offset)
        });
        let name_differs = token.is_some_and(|t| !same_start(expression, column, t));
        if token.is_none() || name_differs || *base.get_or_insert(text_start) != text_start {
            return Err(Unsupported {
                location: s.file_location(),
                message: "unsupported: an OpenACC directive written with the '_Pragma' operator \
                          whose text accc reads otherwise than Clang (a macro's argument \
                          stringized with other spacing, or a macro that is not one where the \
                          directive is; write the directive as '#pragma acc')"
                    .into(),
            });
        }
    }
    Ok(())
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
        if self.operator {
            // (Every token has the operator's range: by where Clang spells
            // the expression.)
            return self.all_expressions.iter().copied().find(|e| {
                let spelled = e.start_spelling_position();
                tokens.iter().any(|t| t.is_spelled_at(spelled.as_ref()))
            });
        }
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
