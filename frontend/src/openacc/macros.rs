//! Macro replacement in OpenACC directives.
//!
//! "Preprocessing tokens following the `#pragma acc` are subject to macro
//! replacement" (OpenACC 3.3 §2.1), and Clang's own OpenACC parser expands
//! them: `#define GV gang vector` ... `#pragma acc parallel loop GV`. The
//! directive parser reads the file's raw tokens (their positions are what
//! the source printer needs), so it replaces macros itself, as C's
//! preprocessor does (C17 6.10.3): object-like and function-like macros,
//! arguments macro-replaced before substitution except as operands of `#`
//! and `##`, `#` stringizing, `##` pasting, `__VA_ARGS__` (and GNU's named
//! variadic parameters), and rescanning with the macro's own name disabled.
//! The definitions are Clang's (its preprocessing record), so they are the
//! ones Clang expanded when it checked the directive.
//!
//! A token a replacement produces keeps the position of the invocation in
//! the file (`location`, `offset`, `end`: diagnostics point at the macro's
//! use, ranges cover the invocation) and records where the macro's body
//! spells it (`spelled_at`), which is where Clang's expressions for the
//! clause arguments say they start.

use crate::clang::{Token, TokenKind};
use acc2omp_dialects::diagnostics::SourceLoc;
use std::collections::HashMap;

/// A macro definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Macro {
    pub function_like: bool,
    /// The parameter names; a variadic macro's last one is `__VA_ARGS__`
    /// (or the GNU name of `name...`).
    pub params: Vec<String>,
    pub variadic: bool,
    pub body: Vec<Token>,
}

impl Macro {
    /// Whether two definitions are the same (C17 6.10.3: the same
    /// parameters and replacement tokens; where they are written aside).
    pub fn same_as(&self, other: &Macro) -> bool {
        self.function_like == other.function_like
            && self.params == other.params
            && self.variadic == other.variadic
            && self.body.len() == other.body.len()
            && self
                .body
                .iter()
                .zip(&other.body)
                .all(|(a, b)| a.spelling == b.spelling)
    }

    /// A definition from the tokens of a `MacroDefinition` cursor's extent
    /// (the name, the parameter list of a function-like macro, the body):
    /// its name and the macro.
    pub fn from_tokens(tokens: &[Token], function_like: bool) -> Option<(String, Macro)> {
        let name = tokens.first()?.spelling.clone();
        let mut rest = &tokens[1..];
        let mut params = Vec::new();
        let mut variadic = false;
        if function_like {
            if rest.first()?.spelling != "(" {
                return None;
            }
            let close = rest.iter().position(|t| t.spelling == ")")?;
            let mut after_name = false;
            for token in &rest[1..close] {
                match token.spelling.as_str() {
                    "," => after_name = false,
                    "..." => {
                        variadic = true;
                        // `args...` (GNU) names the variadic arguments.
                        if !after_name {
                            params.push("__VA_ARGS__".to_string());
                        }
                    }
                    other => {
                        params.push(other.to_string());
                        after_name = true;
                    }
                }
            }
            rest = &rest[close + 1..];
        }
        Some((
            name,
            Macro {
                function_like,
                params,
                variadic,
                body: rest.to_vec(),
            },
        ))
    }
}

/// The macros a directive may use, by name.
#[derive(Clone, Debug, Default)]
pub struct Macros {
    definitions: HashMap<String, Macro>,
    /// The names the unit defines more than once (or `#undef`s and
    /// defines again): which definition a directive uses depends on where
    /// it is, which the preprocessing record's definitions do not say, so
    /// replacing one is an error, not a guess.
    redefined: std::collections::HashSet<String>,
}

/// An error of the replacement (a function-like macro's unterminated
/// argument list), at the invocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExpansionError {
    /// Where the invocation is.
    pub location: Option<SourceLoc>,
    pub offset: Option<usize>,
    pub message: String,
}

/// How deep replacements may nest (a guard against pathological input:
/// C's rule that a macro's name is not replaced inside its own replacement
/// already ends every expansion).
const MAX_DEPTH: usize = 200;

impl Macros {
    /// Defines `name` (a later definition replaces an earlier one, and
    /// marks the name as defined more than once).
    pub fn define(&mut self, name: String, definition: Macro) {
        if let Some(previous) = self.definitions.insert(name.clone(), definition)
            && !previous.same_as(&self.definitions[&name])
        {
            self.redefined.insert(name);
        }
    }

    /// Marks `name` as defined more than once in the unit.
    pub fn mark_redefined(&mut self, name: String) {
        self.redefined.insert(name);
    }

    pub fn get(&self, name: &str) -> Option<&Macro> {
        self.definitions.get(name)
    }

    pub fn is_empty(&self) -> bool {
        self.definitions.is_empty()
    }

    /// `tokens` with the macro invocations outside parentheses replaced: a
    /// directive's name and clauses. Clause arguments keep their macros as
    /// written (Clang's expressions for them are expanded, and an OpenMP
    /// directive's arguments are macro-replaced too, so the source printer
    /// keeps them), unless a replacement wrote them.
    pub fn expand_outside_parentheses(
        &self,
        tokens: &[Token],
    ) -> Result<Vec<Token>, ExpansionError> {
        if self.definitions.is_empty() {
            return Ok(tokens.to_vec());
        }
        let mut out = Vec::with_capacity(tokens.len());
        let mut depth = 0usize;
        let mut index = 0;
        while index < tokens.len() {
            let token = &tokens[index];
            let definition = match token.kind {
                TokenKind::Identifier | TokenKind::Keyword if depth == 0 => {
                    self.get(&token.spelling)
                }
                _ => None,
            };
            let Some(definition) = definition else {
                match token.spelling.as_str() {
                    "(" | "[" | "{" => depth += 1,
                    ")" | "]" | "}" => depth = depth.saturating_sub(1),
                    _ => {}
                }
                out.push(token.clone());
                index += 1;
                continue;
            };
            // The invocation: the name, and a function-like macro's
            // parenthesized arguments.
            let mut end = index + 1;
            if definition.function_like && tokens.get(end).is_some_and(|t| t.spelling == "(") {
                let (_, close) = arguments(tokens, end, token)?;
                end = close + 1;
            }
            out.extend(self.expand(&tokens[index..end])?);
            index = end;
        }
        Ok(out)
    }

    /// `tokens` with every macro invocation replaced.
    pub fn expand(&self, tokens: &[Token]) -> Result<Vec<Token>, ExpansionError> {
        if self.definitions.is_empty() {
            return Ok(tokens.to_vec());
        }
        self.expand_with(tokens, &mut Vec::new())
    }

    fn expand_with(
        &self,
        tokens: &[Token],
        disabled: &mut Vec<String>,
    ) -> Result<Vec<Token>, ExpansionError> {
        let mut out = Vec::with_capacity(tokens.len());
        let mut index = 0;
        while index < tokens.len() {
            let token = &tokens[index];
            index += 1;
            let definition = match token.kind {
                TokenKind::Identifier | TokenKind::Keyword => self.get(&token.spelling),
                _ => None,
            };
            let Some(definition) = definition.filter(|_| !disabled.contains(&token.spelling))
            else {
                out.push(token.clone());
                continue;
            };
            if disabled.len() >= MAX_DEPTH {
                return Err(ExpansionError {
                    location: token.location.clone(),
                    offset: token.offset,
                    message: format!("macro '{}' nests too deeply", token.spelling),
                });
            }
            if self.redefined.contains(&token.spelling) {
                return Err(ExpansionError {
                    location: token.location.clone(),
                    offset: token.offset,
                    message: format!(
                        "unsupported: macro '{}' in an OpenACC directive is defined more than \
                         once in the file (accc cannot tell which definition applies here)",
                        token.spelling
                    ),
                });
            }
            let replacement = if definition.function_like {
                // A function-like macro's name not followed by `(` is not
                // an invocation.
                if tokens.get(index).is_none_or(|t| t.spelling != "(") {
                    out.push(token.clone());
                    continue;
                }
                let (arguments, close) = arguments(tokens, index, token)?;
                index = close + 1;
                let invocation_end = tokens[close].end;
                let mut expanded_arguments = Vec::with_capacity(arguments.len());
                for argument in &arguments {
                    expanded_arguments.push(self.expand_with(argument, disabled)?);
                }
                substitute(
                    definition,
                    token,
                    invocation_end,
                    &arguments,
                    &expanded_arguments,
                )
            } else {
                definition
                    .body
                    .iter()
                    .map(|b| produced(b, token, token.end))
                    .collect()
            };
            let mut replacement = replacement;
            if let Some(first) = replacement.first_mut() {
                first.leading_space = token.leading_space;
            }
            disabled.push(token.spelling.clone());
            let rescanned = self.expand_with(&replacement, disabled);
            disabled.pop();
            out.extend(rescanned?);
        }
        Ok(out)
    }
}

/// A token of a macro's body as its invocation at `invocation` (ending at
/// `end`) produces it.
fn produced(body: &Token, invocation: &Token, end: Option<usize>) -> Token {
    Token {
        spelling: body.spelling.clone(),
        kind: body.kind,
        location: invocation.location.clone(),
        offset: invocation.offset,
        end,
        spelled_at: body
            .spelling_position()
            .map(|(file, offset)| (file.to_string(), offset)),
        leading_space: body.leading_space,
    }
}

/// The arguments of the invocation whose `(` is at `open`, split at
/// top-level commas, and the index of its `)`.
fn arguments(
    tokens: &[Token],
    open: usize,
    name: &Token,
) -> Result<(Vec<Vec<Token>>, usize), ExpansionError> {
    let mut arguments = vec![Vec::new()];
    let mut depth = 0usize;
    for (index, token) in tokens.iter().enumerate().skip(open + 1) {
        match token.spelling.as_str() {
            "(" => depth += 1,
            ")" if depth == 0 => {
                if arguments.len() == 1 && arguments[0].is_empty() {
                    arguments.clear();
                }
                return Ok((arguments, index));
            }
            ")" => depth -= 1,
            "," if depth == 0 => {
                arguments.push(Vec::new());
                continue;
            }
            _ => {}
        }
        if let Some(last) = arguments.last_mut() {
            last.push(token.clone());
        }
    }
    Err(ExpansionError {
        location: name.location.clone(),
        offset: name.offset,
        message: format!(
            "unterminated argument list invoking macro '{}'",
            name.spelling
        ),
    })
}

/// The replacement of a function-like macro's invocation: its body with
/// the parameters substituted (`#p` stringized, `##` operands pasted
/// unreplaced, other uses replaced by the macro-replaced argument).
fn substitute(
    definition: &Macro,
    invocation: &Token,
    end: Option<usize>,
    raw: &[Vec<Token>],
    expanded: &[Vec<Token>],
) -> Vec<Token> {
    let argument_of = |name: &str| -> Option<usize> {
        let position = definition.params.iter().position(|p| p == name)?;
        Some(position)
    };
    // The raw tokens of parameter `p`; a variadic parameter takes the rest,
    // commas included.
    let raw_argument = |p: usize, replaced: bool| -> Vec<Token> {
        let source = if replaced { expanded } else { raw };
        if definition.variadic && p + 1 == definition.params.len() {
            let mut all = Vec::new();
            for (i, argument) in source.iter().enumerate().skip(p) {
                if i > p {
                    let mut comma = produced(
                        &Token {
                            spelling: ",".into(),
                            ..Token::default()
                        },
                        invocation,
                        end,
                    );
                    comma.spelled_at = None;
                    // (As commas are mostly written: `a, b`.)
                    comma.leading_space = Some(false);
                    all.push(comma);
                }
                all.extend(argument.iter().cloned());
            }
            all
        } else {
            source.get(p).cloned().unwrap_or_default()
        }
    };
    let body = &definition.body;
    let mut out: Vec<Token> = Vec::new();
    let mut i = 0;
    while i < body.len() {
        let token = &body[i];
        let pasted_after = body.get(i + 1).is_some_and(|t| t.spelling == "##");
        let pasted_before = i > 0 && body[i - 1].spelling == "##";
        if token.spelling == "#"
            && let Some(next) = body.get(i + 1)
            && let Some(p) = argument_of(&next.spelling)
        {
            let text = stringize(&raw_argument(p, false));
            let mut literal = produced(token, invocation, end);
            literal.spelling = text;
            literal.kind = TokenKind::Literal;
            out.push(literal);
            i += 2;
            continue;
        }
        if token.spelling == "##" {
            // Paste the previous token with the next (or the first token
            // of the next parameter's argument).
            i += 1;
            let Some(next) = body.get(i) else { break };
            let mut right = match argument_of(&next.spelling) {
                Some(p) => raw_argument(p, false),
                None => vec![produced(next, invocation, end)],
            };
            i += 1;
            if right.is_empty() {
                continue;
            }
            let first = right.remove(0);
            match out.last_mut() {
                Some(left) => {
                    left.spelling.push_str(&first.spelling);
                    left.kind = classify(&left.spelling);
                }
                None => out.push(first),
            }
            out.extend(right);
            continue;
        }
        match argument_of(&token.spelling) {
            Some(p) => {
                // The argument's first token is spaced as the parameter.
                let mut argument = raw_argument(p, !(pasted_after || pasted_before));
                if let Some(first) = argument.first_mut() {
                    first.leading_space = token.leading_space;
                }
                out.extend(argument);
            }
            None => out.push(produced(token, invocation, end)),
        }
        i += 1;
    }
    out
}

/// `#x`: the argument's spelling as a string literal (one space between
/// tokens; `"` and `\` in string and character literals escaped).
fn stringize(tokens: &[Token]) -> String {
    // Where a token is written: (file, start, end).
    let written = |t: &Token| {
        let (file, start) = t.spelling_position()?;
        Some((file.to_string(), start, start + t.spelling.len()))
    };
    let mut text = String::from("\"");
    for (index, token) in tokens.iter().enumerate() {
        // One space where white space separates two tokens (C17 6.10.3.2):
        // none between tokens written next to each other.
        let adjacent = index > 0
            && match token.leading_space {
                Some(space) => !space,
                None => written(&tokens[index - 1])
                    .zip(written(token))
                    .is_some_and(|((f, _, end), (g, start, _))| f == g && end == start),
            };
        if index > 0 && !adjacent {
            text.push(' ');
        }
        if token.kind == TokenKind::Literal
            && (token.spelling.contains('"') || token.spelling.contains('\''))
        {
            for c in token.spelling.chars() {
                if c == '"' || c == '\\' {
                    text.push('\\');
                }
                text.push(c);
            }
        } else {
            text.push_str(&token.spelling);
        }
    }
    text.push('"');
    text
}

/// The kind of a token that pasting made.
fn classify(spelling: &str) -> TokenKind {
    match spelling.chars().next() {
        Some(c) if c.is_ascii_digit() || c == '"' || c == '\'' => TokenKind::Literal,
        Some(c) if c.is_alphabetic() || c == '_' => TokenKind::Identifier,
        _ => TokenKind::Punctuation,
    }
}

/// Tokens as text, with a space only where two tokens would otherwise run
/// together (two words, or two operator characters).
pub fn join(tokens: &[Token]) -> String {
    let mut text = String::new();
    for token in tokens {
        if let (Some(a), Some(b)) = (text.chars().last(), token.spelling.chars().next()) {
            let word = |c: char| c.is_alphanumeric() || c == '_' || c == '.';
            let operator = |c: char| "+-*/%&|^<>=!~?#".contains(c);
            if (word(a) && word(b)) || (operator(a) && operator(b)) {
                text.push(' ');
            }
        }
        text.push_str(&token.spelling);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Tokens of `text` (words, numbers and one-character punctuation,
    /// `##` and `...`), at offsets from `base`.
    fn tokens(text: &str, base: usize) -> Vec<Token> {
        let bytes = text.as_bytes();
        let mut out = Vec::new();
        let mut i = 0;
        while i < bytes.len() {
            let c = bytes[i] as char;
            if c.is_whitespace() {
                i += 1;
                continue;
            }
            let start = i;
            let kind = if c.is_alphanumeric() || c == '_' {
                while i < bytes.len() && ((bytes[i] as char).is_alphanumeric() || bytes[i] == b'_')
                {
                    i += 1;
                }
                if c.is_ascii_digit() {
                    TokenKind::Literal
                } else {
                    TokenKind::Identifier
                }
            } else if text[i..].starts_with("##") {
                i += 2;
                TokenKind::Punctuation
            } else if text[i..].starts_with("...") {
                i += 3;
                TokenKind::Punctuation
            } else {
                i += 1;
                TokenKind::Punctuation
            };
            out.push(Token {
                spelling: text[start..i].to_string(),
                kind,
                location: Some(SourceLoc {
                    file: "t.c".into(),
                    line: 1,
                    column: base + start + 1,
                }),
                offset: Some(base + start),
                end: Some(base + i),
                spelled_at: None,
                leading_space: None,
            });
        }
        out
    }

    fn macros(definitions: &[(&str, bool)]) -> Macros {
        let mut macros = Macros::default();
        for (index, (text, function_like)) in definitions.iter().enumerate() {
            let (name, definition) =
                Macro::from_tokens(&tokens(text, 1000 * (index + 1)), *function_like)
                    .expect("a definition");
            macros.define(name, definition);
        }
        macros
    }

    fn expanded(macros: &Macros, text: &str) -> String {
        let out = macros.expand(&tokens(text, 0)).expect("expands");
        join(&out)
    }

    #[test]
    fn object_like_macros_and_rescanning() {
        let m = macros(&[
            ("GV gang vector", false),
            ("ALL GV worker", false),
            ("N (M + 1)", false),
            ("M 10", false),
            ("SELF SELF + 1", false),
        ]);
        assert_eq!(
            expanded(&m, "parallel loop GV"),
            "parallel loop gang vector"
        );
        assert_eq!(expanded(&m, "loop ALL"), "loop gang vector worker");
        assert_eq!(expanded(&m, "copy(a[0:N])"), "copy(a[0:(10+1)])");
        // A macro's own name is not replaced again.
        assert_eq!(expanded(&m, "if(SELF)"), "if(SELF+1)");
    }

    #[test]
    fn produced_tokens_keep_the_invocation_and_their_spelling() {
        let m = macros(&[("CL copyout(b)", false)]);
        let out = m.expand(&tokens("parallel CL", 0)).expect("expands");
        assert_eq!(out.len(), 5);
        let b = &out[3];
        assert_eq!(b.spelling, "b");
        assert_eq!((b.offset, b.end), (Some(9), Some(11)));
        assert_eq!(b.spelled_at, Some(("t.c".to_string(), 1011)));
    }

    #[test]
    fn function_like_macros() {
        let m = macros(&[
            ("SEC(a, n) a[0:n]", true),
            ("RED(op, v) reduction(op:v)", true),
            ("STR(x) #x", true),
            ("CAT(a, b) a ## b", true),
            ("V(...) copy(__VA_ARGS__)", true),
            ("G(args...) private(args)", true),
            ("N 8", false),
            ("F(x) x", true),
        ]);
        assert_eq!(expanded(&m, "copyin(SEC(x, N))"), "copyin(x[0:8])");
        assert_eq!(expanded(&m, "RED(+, s)"), "reduction(+:s)");
        assert_eq!(expanded(&m, "STR(N)"), "\"N\"");
        // One space where the argument has white space, none elsewhere
        // (C17 6.10.3.2; a `_Pragma` operator's text so written is then
        // the one Clang reads).
        assert_eq!(
            expanded(&m, "STR( acc  loop copy(a[0:n])  )"),
            "\"acc loop copy(a[0:n])\""
        );
        assert_eq!(expanded(&m, "CAT(num_, gangs)(4)"), "num_gangs(4)");
        assert_eq!(expanded(&m, "V(a, b[0:N])"), "copy(a,b[0:8])");
        assert_eq!(expanded(&m, "G(i, j)"), "private(i,j)");
        // A function-like macro's name without arguments stays.
        assert_eq!(expanded(&m, "F + 1"), "F+1");
        assert_eq!(expanded(&m, "F((a, b))"), "(a,b)");
    }

    #[test]
    fn only_invocations_outside_parentheses() {
        let m = macros(&[
            ("GV gang vector", false),
            ("N 8", false),
            ("RED(v) reduction(+:v[0:N])", true),
        ]);
        let out = m
            .expand_outside_parentheses(&tokens("loop GV copy(a[0:N]) RED(s)", 0))
            .expect("expands");
        assert_eq!(
            join(&out),
            "loop gang vector copy(a[0:N])reduction(+:s[0:8])"
        );
    }

    #[test]
    fn unterminated_invocations_are_errors() {
        let m = macros(&[("F(x) x", true)]);
        let error = m.expand(&tokens("copy(F(a)", 0)).map(|_| ());
        assert!(error.is_ok(), "the argument list closes");
        let error = m.expand(&tokens("copy F(a", 0)).expect_err("an error");
        assert_eq!(
            error.message,
            "unterminated argument list invoking macro 'F'"
        );
        assert_eq!(error.offset, Some(5));
    }
}
