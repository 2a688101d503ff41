//! The macros and identifiers that OpenACC directives use: collected from the
//! unit's macro definitions for expanding directive lines.

use crate::clang::Cursor;
use clang_sys::*;
use std::collections::{HashMap, HashSet};

/// The macro definitions that the main file's OpenACC directives use,
/// directly or through other macros (the last definition of each name in
/// the translation unit; see [`crate::openacc::macros`]).
pub(crate) fn directive_macros(top: &[Cursor], source: &[u8]) -> crate::openacc::macros::Macros {
    let mut macros = crate::openacc::macros::Macros::default();
    let mut wanted: Vec<String> = directive_identifiers(source);
    if wanted.is_empty() {
        return macros;
    }
    // Every definition of each name, in the unit's order.
    let mut definitions: HashMap<String, Vec<Cursor>> = HashMap::new();
    for cursor in top.iter().filter(|c| c.kind() == CXCursor_MacroDefinition) {
        definitions
            .entry(cursor.spelling())
            .or_default()
            .push(*cursor);
    }
    let mut seen: HashSet<String> = HashSet::new();
    while let Some(name) = wanted.pop() {
        if !seen.insert(name.clone()) {
            continue;
        }
        let Some(cursors) = definitions.get(&name) else {
            continue;
        };
        let parse = |cursor: &Cursor| {
            crate::openacc::macros::Macro::from_tokens(
                &cursor.tokens(),
                cursor.is_function_like_macro(),
            )
        };
        let Some((name, definition)) = cursors.last().and_then(parse) else {
            continue;
        };
        // (Defined again otherwise: which definition applies depends on
        // where the directive is.)
        let redefined = cursors[..cursors.len() - 1]
            .iter()
            .filter_map(parse)
            .any(|(_, other)| !other.same_as(&definition));
        wanted.extend(
            definition
                .body
                .iter()
                .filter(|t| {
                    matches!(
                        t.kind,
                        crate::clang::TokenKind::Identifier | crate::clang::TokenKind::Keyword
                    )
                })
                .map(|t| t.spelling.clone()),
        );
        if redefined {
            macros.mark_redefined(name.clone());
        }
        macros.define(name, definition);
    }
    macros
}

/// Every macro definition of the unit (the last of each name), for
/// directives written with `_Pragma`: the macro that writes one may be
/// used anywhere.
pub(crate) fn unit_macros(top: &[Cursor]) -> crate::openacc::macros::Macros {
    let mut macros = crate::openacc::macros::Macros::default();
    for cursor in top {
        if cursor.kind() == CXCursor_MacroDefinition
            && let Some((name, definition)) = crate::openacc::macros::Macro::from_tokens(
                &cursor.tokens(),
                cursor.is_function_like_macro(),
            )
        {
            macros.define(name, definition);
        }
    }
    macros
}

/// The identifiers of the `#pragma acc` lines of `source` (with their
/// continuation lines).
pub(super) fn directive_identifiers(source: &[u8]) -> Vec<String> {
    let mut names = Vec::new();
    let text = String::from_utf8_lossy(source);
    let mut continued = false;
    for line in text.lines() {
        let words: Vec<&str> = line.split_whitespace().take(3).collect();
        let directive = matches!(
            words.as_slice(),
            ["#pragma", "acc", ..] | ["#", "pragma", "acc"]
        );
        if directive || continued {
            let mut word = String::new();
            for c in line.chars().chain(std::iter::once(' ')) {
                if c.is_alphanumeric() || c == '_' {
                    word.push(c);
                } else if !word.is_empty() {
                    if !word.starts_with(|c: char| c.is_ascii_digit()) {
                        names.push(std::mem::take(&mut word));
                    }
                    word.clear();
                }
            }
        }
        continued = (directive || continued) && line.trim_end().ends_with('\\');
    }
    names
}
