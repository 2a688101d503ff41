//! Tokens with their locations and byte offsets.

use super::*;

/// What kind of token a [`Token`] is (libclang's `CXTokenKind`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum TokenKind {
    #[default]
    Punctuation,
    Keyword,
    Identifier,
    Literal,
}

/// A token of the source, with where it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Token {
    pub spelling: String,
    pub kind: TokenKind,
    pub location: Option<SourceLoc>,
    /// Byte offset of the token in its file.
    pub offset: Option<usize>,
    /// Byte offset where the token ends in its file; for a token that a
    /// macro expansion produced, where the macro's invocation ends.
    pub end: Option<usize>,
    /// For a token that a macro expansion produced from the macro's body:
    /// where the body spells it (file, byte offset). `location`, `offset`
    /// and `end` are then those of the macro's invocation.
    pub spelled_at: Option<(String, usize)>,
    /// Whether white space comes before the token where it is written
    /// (`None`: not known, the first token of a range), as C's `#`
    /// operator needs it; a macro's replacement gives its first token the
    /// invocation's, a substituted argument's first token the parameter's.
    pub leading_space: Option<bool>,
}

impl Token {
    /// Whether the token is spelled at `position` (a file and byte offset,
    /// as [`crate::clang::Cursor::start_spelling_position`] gives one).
    pub fn is_spelled_at(&self, position: Option<&(String, usize)>) -> bool {
        self.spelling_position()
            .zip(position)
            .is_some_and(|((file, offset), (other, at))| file == other && offset == *at)
    }

    /// Where the token is spelled: in a macro's body for a token of an
    /// expansion, else where it is.
    pub fn spelling_position(&self) -> Option<(&str, usize)> {
        match &self.spelled_at {
            Some((file, offset)) => Some((file.as_str(), *offset)),
            None => Some((self.location.as_ref()?.file.as_str(), self.offset?)),
        }
    }
}

/// The tokens of `range` in `unit`.
///
/// # Safety
/// `unit` and `range` must be valid (from the same translation unit).
pub(super) unsafe fn tokenize(unit: CXTranslationUnit, range: CXSourceRange) -> Vec<Token> {
    let mut tokens: *mut CXToken = ptr::null_mut();
    let mut count: c_uint = 0;
    // SAFETY: the caller's contract; the tokens are disposed of after copying.
    unsafe {
        clang_tokenize(unit, range, &mut tokens, &mut count);
        let result = (0..count as usize)
            .map(|index| *tokens.add(index))
            // Comments are not tokens of the program (a directive may end
            // with one).
            .filter(|&token| clang_getTokenKind(token) != CXToken_Comment)
            .map(|token| {
                let spelling = take_string(clang_getTokenSpelling(unit, token));
                let location = clang_getTokenLocation(unit, token);
                let offset = file_offset(location);
                Token {
                    leading_space: None,
                    kind: match clang_getTokenKind(token) {
                        CXToken_Keyword => TokenKind::Keyword,
                        CXToken_Identifier => TokenKind::Identifier,
                        CXToken_Literal => TokenKind::Literal,
                        _ => TokenKind::Punctuation,
                    },
                    location: spelling_location(location),
                    offset,
                    end: offset.map(|o| o + spelling.len()),
                    spelled_at: None,
                    spelling,
                }
            })
            // Clang's lexer treats Unicode whitespace (a no-break space) as
            // whitespace, with a warning; libclang still returns it.
            .filter(|t: &Token| !t.spelling.chars().all(char::is_whitespace))
            .collect::<Vec<Token>>();
        // (libclang lexes a range from one buffer: the offsets compare.)
        let mut result = result;
        for index in 1..result.len() {
            let (before, token) = (&result[index - 1], &result[index]);
            result[index].leading_space = (before.end.is_some() && token.offset.is_some())
                .then(|| before.end != token.offset);
        }
        if !tokens.is_null() {
            clang_disposeTokens(unit, tokens, count);
        }
        result
    }
}

/// Whether a space goes between `before` and `next` when re-spelling tokens.
pub(super) fn needs_space(before: &str, next: &str) -> bool {
    let word = |c: char| c.is_alphanumeric() || c == '_';
    before.chars().last().is_some_and(word) && next.chars().next().is_some_and(word)
}
