//! Directives written with C's `_Pragma` operator (C17 6.10.9):
//! `_Pragma("acc parallel loop")`, directly or from a macro
//! (`#define PRAGMA(x) _Pragma(#x)` ... `PRAGMA(acc parallel loop)`).
//!
//! The directive's text is the operator's string literal destringized.
//! Clang lexes it from its scratch buffer, so its expressions for the
//! clause arguments are spelled there: where the string's text starts is
//! known to libclang only as a column, since Clang writes each string
//! there after a newline and one space (the replaced opening quote). The
//! tokens made here are the directive's as Clang lexed them, each spelled
//! at [`SCRATCH`] and its byte offset in the text, which is that column
//! less two ([`crate::clang::Cursor::start_spelling_position`]); they are
//! located at the operator's use in the file (the `_Pragma`, or the
//! macro's name), as a macro's tokens are.

use crate::clang::{DirectiveKind, Token, TokenKind};

/// The file name of positions in a `_Pragma` operator's text (Clang's name
/// of its scratch buffer).
pub const SCRATCH: &str = "<scratch space>";

/// The text of a string literal destringized: its encoding prefix and
/// quotes deleted, `\"` and `\\` replaced (C17 6.10.9); `None` for a token
/// that is not a string literal.
pub fn destringize(literal: &str) -> Option<String> {
    let start = literal.find('"')?;
    if !matches!(&literal[..start], "" | "L" | "u8" | "u" | "U") {
        return None;
    }
    let body = literal[start + 1..].strip_suffix('"')?;
    let mut text = String::with_capacity(body.len());
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        if c == '\\' {
            match chars.next() {
                Some(next @ ('"' | '\\')) => text.push(next),
                Some(next) => {
                    text.push('\\');
                    text.push(next);
                }
                None => text.push('\\'),
            }
        } else {
            text.push(c);
        }
    }
    Some(text)
}

/// Whether a directive's text (after `acc`: its first two words) names a
/// directive of the construct `kind` (`None`: a declaration directive,
/// `routine` or `declare`).
pub fn names_kind(text: &str, kind: Option<DirectiveKind>) -> bool {
    let mut words = text
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
        .filter(|w| !w.is_empty())
        .skip(1);
    let (first, second) = (words.next().unwrap_or(""), words.next().unwrap_or(""));
    let compute = matches!(first, "parallel" | "serial" | "kernels");
    match kind {
        None => matches!(first, "routine" | "declare"),
        Some(DirectiveKind::Compute) => compute && second != "loop",
        Some(DirectiveKind::Combined) => compute && second == "loop",
        Some(DirectiveKind::Loop) => first == "loop",
        Some(DirectiveKind::Data) => first == "data",
        Some(DirectiveKind::EnterData) => first == "enter",
        Some(DirectiveKind::ExitData) => first == "exit",
        Some(DirectiveKind::HostData) => first == "host_data",
        Some(DirectiveKind::Wait) => first == "wait",
        Some(DirectiveKind::Init) => first == "init",
        Some(DirectiveKind::Shutdown) => first == "shutdown",
        Some(DirectiveKind::Set) => first == "set",
        Some(DirectiveKind::Update) => first == "update",
        Some(DirectiveKind::Atomic) => first == "atomic",
        Some(DirectiveKind::Cache) => first == "cache",
    }
}

/// C's punctuators, longest first (the lexer takes the longest that
/// matches).
const PUNCTUATORS: [&str; 48] = [
    "%:%:", "...", "<<=", ">>=", "->", "++", "--", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||",
    "*=", "/=", "%=", "+=", "-=", "&=", "^=", "|=", "##", "<:", ":>", "<%", "%>", "%:", "[", "]",
    "(", ")", "{", "}", ".", "&", "*", "+", "-", "~", "!", "/", "%", "<", ">", "^", "|",
];

/// C's keywords (libclang calls them keywords, not identifiers).
const KEYWORDS: [&str; 37] = [
    "auto", "break", "case", "char", "const", "continue", "default", "do", "double", "else",
    "enum", "extern", "float", "for", "goto", "if", "inline", "int", "long", "register",
    "restrict", "return", "short", "signed", "sizeof", "static", "struct", "switch", "typedef",
    "union", "unsigned", "void", "volatile", "while", "_Bool", "_Complex", "_Atomic",
];

/// An error of [`lex`]: the byte offset in the text, and what is wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LexError {
    pub offset: usize,
    pub message: String,
}

/// The preprocessing tokens of a `_Pragma` operator's text, each located
/// at `at` (the operator's use: its location and byte offset; `end`, where
/// the use ends) and spelled at [`SCRATCH`] and its offset in `text`.
/// Comments are whitespace; an unterminated literal or comment is an
/// error.
pub fn lex(text: &str, at: &Token, end: Option<usize>) -> Result<Vec<Token>, LexError> {
    let bytes = text.as_bytes();
    let mut tokens = Vec::new();
    let mut i = 0;
    let identifier = |b: u8| b.is_ascii_alphanumeric() || b == b'_' || b >= 0x80;
    while i < bytes.len() {
        let c = bytes[i];
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        }
        if text[i..].starts_with("/*") {
            let close = text[i + 2..].find("*/").ok_or_else(|| LexError {
                offset: i,
                message: "unterminated /* comment".into(),
            })?;
            i += close + 4;
            continue;
        }
        if text[i..].starts_with("//") {
            // (A string has no newline: the comment runs to its end.)
            break;
        }
        let start = i;
        let kind;
        let digit_after_dot = c == b'.' && bytes.get(i + 1).is_some_and(u8::is_ascii_digit);
        if c.is_ascii_digit() || digit_after_dot {
            // A preprocessing number (C17 6.4.8).
            i += 1;
            while i < bytes.len() {
                let b = bytes[i];
                let exponent_sign =
                    matches!(b, b'+' | b'-') && matches!(bytes[i - 1], b'e' | b'E' | b'p' | b'P');
                if exponent_sign || identifier(b) || b == b'.' {
                    i += 1;
                } else {
                    break;
                }
            }
            kind = TokenKind::Literal;
        } else if let Some(quote) = literal_start(&text[i..]) {
            // A character constant or string literal, with its prefix.
            i += quote;
            let delimiter = bytes[i];
            i += 1;
            loop {
                match bytes.get(i) {
                    None => {
                        return Err(LexError {
                            offset: start,
                            message: "unterminated literal".into(),
                        });
                    }
                    Some(b'\\') => i += 2,
                    Some(&b) if b == delimiter => {
                        i += 1;
                        break;
                    }
                    Some(_) => i += 1,
                }
            }
            kind = TokenKind::Literal;
        } else if identifier(c) {
            while i < bytes.len() && identifier(bytes[i]) {
                i += 1;
            }
            kind = if KEYWORDS.contains(&&text[start..i]) {
                TokenKind::Keyword
            } else {
                TokenKind::Identifier
            };
        } else {
            let length = PUNCTUATORS
                .iter()
                .find(|p| text[i..].starts_with(**p))
                .map_or_else(
                    || text[i..].chars().next().map_or(1, char::len_utf8),
                    |p| p.len(),
                );
            i += length;
            kind = TokenKind::Punctuation;
        }
        tokens.push(Token {
            spelling: text[start..i].to_string(),
            kind,
            location: at.location.clone(),
            offset: at.offset,
            end,
            spelled_at: Some((SCRATCH.to_string(), start)),
            leading_space: Some(start > 0 && bytes[start - 1].is_ascii_whitespace()),
        });
    }
    Ok(tokens)
}

/// Where the quote of a literal at the start of `text` is (after its
/// encoding prefix), if one starts there.
fn literal_start(text: &str) -> Option<usize> {
    ["", "L", "u8", "u", "U"].iter().find_map(|prefix| {
        let rest = text.strip_prefix(prefix)?;
        rest.starts_with(['"', '\'']).then_some(prefix.len())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn destringizes_as_c_says() {
        assert_eq!(
            destringize(r#""acc parallel loop""#).as_deref(),
            Some("acc parallel loop")
        );
        assert_eq!(
            destringize(r#"L"a \"b\" \\ \n""#).as_deref(),
            Some(r#"a "b" \ \n"#)
        );
        assert_eq!(destringize("x"), None);
        assert_eq!(destringize("'a'"), None);
    }

    #[test]
    fn directive_names_match_construct_kinds() {
        assert!(names_kind(
            "acc parallel loop gang",
            Some(DirectiveKind::Combined)
        ));
        assert!(!names_kind(
            "acc parallel loop gang",
            Some(DirectiveKind::Compute)
        ));
        assert!(names_kind(
            "acc parallel num_gangs(4)",
            Some(DirectiveKind::Compute)
        ));
        assert!(names_kind("acc wait(1)", Some(DirectiveKind::Wait)));
        assert!(names_kind(
            "acc enter data copyin(a)",
            Some(DirectiveKind::EnterData)
        ));
        assert!(names_kind("acc routine(f) seq", None));
        assert!(!names_kind("acc loop", None));
    }

    #[test]
    fn lexes_with_offsets_in_the_text() {
        let at = Token {
            offset: Some(40),
            ..Token::default()
        };
        let text = "acc loop reduction(+:s) tile(2,*) /* c */ x->y += .5e+3 \"s\\\"\"";
        let tokens = lex(text, &at, Some(60)).expect("lexes");
        let spellings: Vec<&str> = tokens.iter().map(|t| t.spelling.as_str()).collect();
        assert_eq!(
            spellings,
            [
                "acc",
                "loop",
                "reduction",
                "(",
                "+",
                ":",
                "s",
                ")",
                "tile",
                "(",
                "2",
                ",",
                "*",
                ")",
                "x",
                "->",
                "y",
                "+=",
                ".5e+3",
                "\"s\\\"\""
            ]
        );
        for token in &tokens {
            let (file, offset) = token.spelled_at.clone().expect("spelled");
            assert_eq!(file, SCRATCH);
            assert_eq!(&text[offset..offset + token.spelling.len()], token.spelling);
            assert_eq!((token.offset, token.end), (Some(40), Some(60)));
        }
        assert_eq!(
            lex("a /* b", &at, None).err().map(|e| e.message).as_deref(),
            Some("unterminated /* comment")
        );
    }
}
