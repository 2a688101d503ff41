//! Byte-level helpers over the C source: where `#pragma` lines are (as a C
//! lexer finds them), lines, indentation, comments, and the shapes of clause
//! arguments.

/// The offset of the first occurrence of identifier `word` in `source`'s
/// code (not in a comment, a string or a character literal).
pub(super) fn word_at(source: &[u8], word: &[u8]) -> Option<usize> {
    let identifier = |b: u8| b.is_ascii_alphanumeric() || b == b'_';
    let mut i = 0;
    while i < source.len() {
        let rest = &source[i..];
        if rest.starts_with(b"//") {
            i += rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        } else if rest.starts_with(b"/*") {
            i += rest[2..]
                .windows(2)
                .position(|w| w == b"*/")
                .map_or(rest.len(), |p| p + 4);
        } else if rest[0] == b'"' || rest[0] == b'\'' {
            let mut j = 1;
            while j < rest.len() && rest[j] != rest[0] && rest[j] != b'\n' {
                j += if rest[j] == b'\\' { 2 } else { 1 };
            }
            i += j + 1;
        } else if identifier(rest[0]) {
            let length = rest.iter().take_while(|&&b| identifier(b)).count();
            if &rest[..length] == word {
                return Some(i);
            }
            i += length;
        } else {
            i += 1;
        }
    }
    None
}

/// Where `#include <omp.h>` goes: before the file's first `#include` that
/// the preprocessor reads (after the feature-test macros a file defines
/// first; not one in an `inactive` block, a false `#ifdef`, where the
/// header would not be included), or at the file's start.
pub(super) fn first_include(source: &[u8], inactive: &[(usize, usize)]) -> usize {
    let mut line_start = 0;
    while line_start < source.len() {
        let line_end = source[line_start..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(source.len(), |p| line_start + p);
        let line = String::from_utf8_lossy(&source[line_start..line_end]);
        // The directive's name (`#include<a.h>`, `# include` too).
        let include = line
            .trim_start()
            .strip_prefix('#')
            .is_some_and(|rest| rest.trim_start().starts_with("include"));
        if include && !inactive.iter().any(|(s, e)| (*s..*e).contains(&line_start)) {
            return line_start;
        }
        line_start = line_end + 1;
    }
    0
}

/// The end of the directive starting at `start`: its line, and the lines
/// its backslashes continue it on (without the final newline).
pub(super) fn directive_end(source: &[u8], start: usize) -> usize {
    let mut at = start;
    loop {
        let end = source[at..]
            .iter()
            .position(|&b| b == b'\n')
            .map_or(source.len(), |p| at + p);
        let line = &source[at..end];
        let continued = line
            .iter()
            .rev()
            .find(|b| !matches!(b, b' ' | b'\t' | b'\r'))
            .is_some_and(|&b| b == b'\\');
        if !continued || end >= source.len() {
            return end;
        }
        at = end + 1;
    }
}

/// The offsets of the `#pragma acc` lines of `source` (at the `#`).
pub fn openacc_directives(source: &[u8]) -> Vec<usize> {
    pragma_lines(source, b"acc")
}

/// The offsets of the `#pragma <namespace>` lines of `source` (at the `#`),
/// as a C lexer finds them: not inside a comment or a string literal (a
/// line that a backslash continues is one line).
pub(super) fn pragma_lines(source: &[u8], namespace: &[u8]) -> Vec<usize> {
    let mut starts = Vec::new();
    let mut in_comment = false;
    let mut at = 0;
    while at < source.len() {
        // The logical line: up to a newline that no backslash splices.
        let end = directive_end(source, at);
        let line = &source[at..end];
        if !in_comment {
            let indent = line
                .iter()
                .take_while(|b| matches!(b, b' ' | b'\t'))
                .count();
            let words: Vec<&[u8]> = line[indent..]
                .split(|b| b.is_ascii_whitespace() || *b == b'\\')
                .filter(|w| !w.is_empty())
                .take(3)
                .collect();
            let directive = match words.as_slice() {
                [b"#pragma", word, ..] => *word == namespace,
                [b"#", b"pragma", word] => *word == namespace,
                _ => false,
            };
            if directive {
                starts.push(at + indent);
            }
        }
        in_comment = comment_continues(line, in_comment);
        at = end + 1;
    }
    starts
}

/// Whether a `/* ... */` comment is open at the end of `line` (C tokens:
/// string and character literals and `//` comments hold no comment start).
pub(super) fn comment_continues(line: &[u8], mut in_comment: bool) -> bool {
    let mut i = 0;
    let mut quote: Option<u8> = None;
    while i < line.len() {
        let rest = &line[i..];
        if in_comment {
            if rest.starts_with(b"*/") {
                in_comment = false;
                i += 2;
                continue;
            }
        } else if let Some(q) = quote {
            if rest[0] == b'\\' {
                i += 2;
                continue;
            }
            if rest[0] == q {
                quote = None;
            }
        } else if rest.starts_with(b"/*") {
            in_comment = true;
            i += 2;
            continue;
        } else if rest.starts_with(b"//") {
            return false;
        } else if rest[0] == b'"' || rest[0] == b'\'' {
            quote = Some(rest[0]);
        }
        i += 1;
    }
    in_comment
}

/// The offsets of the `#pragma omp` lines of `source` (at the `#`).
pub(super) fn openmp_directives(source: &[u8]) -> Vec<usize> {
    pragma_lines(source, b"omp")
}

/// Where the line of `at` starts.
fn line_start(source: &[u8], at: usize) -> usize {
    source[..at]
        .iter()
        .rposition(|&b| b == b'\n')
        .map_or(0, |p| p + 1)
}

/// Whether nothing but whitespace comes before `start..end` on its first
/// line, and nothing but whitespace and comments after it on its last: a
/// `#pragma` line may replace it (a directive written with `_Pragma`).
pub(super) fn alone_on_its_lines(source: &[u8], start: usize, end: usize) -> bool {
    let rest = &source[end.min(source.len())..];
    let after = &rest[..rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len())];
    source[line_start(source, start)..start]
        .iter()
        .all(u8::is_ascii_whitespace)
        && is_blank_code(after)
}

/// The range of the whole line(s) of `start..end` with its newline, when
/// nothing but whitespace shares them.
pub(super) fn whole_line(source: &[u8], start: usize, end: usize) -> Option<(usize, usize)> {
    let line_start = line_start(source, start);
    if !source[line_start..start]
        .iter()
        .all(u8::is_ascii_whitespace)
    {
        return None;
    }
    let rest = &source[end..];
    let line_end = rest
        .iter()
        .position(|&b| b == b'\n')
        .map_or(source.len(), |p| end + p + 1);
    if !source[end..line_end].iter().all(u8::is_ascii_whitespace) {
        return None;
    }
    Some((line_start, line_end))
}

/// The whitespace before the directive on its line.
pub(super) fn indentation(source: &[u8], start: usize) -> String {
    source[line_start(source, start)..start]
        .iter()
        .take_while(|b| b.is_ascii_whitespace())
        .map(|&b| b as char)
        .collect()
}

/// `text` as a `//` comment (each line, continuation lines indented as the
/// first).
pub(super) fn commented(text: &str, indent: &str) -> String {
    text.lines()
        .enumerate()
        .map(|(index, line)| {
            if index == 0 {
                format!("// {line}")
            } else {
                format!("{indent}// {}", line.trim_start())
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Whether C text holds nothing but whitespace and comments.
pub(super) fn is_blank_code(text: &[u8]) -> bool {
    let text = String::from_utf8_lossy(text);
    let mut rest = text.as_ref();
    loop {
        rest = rest.trim_start();
        if let Some(after) = rest.strip_prefix("//") {
            rest = after.split_once('\n').map_or("", |(_, r)| r);
        } else if let Some(after) = rest.strip_prefix("/*") {
            rest = after.split_once("*/").map_or("", |(_, r)| r);
        } else {
            return rest.is_empty();
        }
    }
}

/// `words clause clause ...`.
pub(super) fn join(words: &str, clauses: &[String]) -> String {
    if clauses.is_empty() {
        words.to_string()
    } else {
        format!("{words} {}", clauses.join(" "))
    }
}

/// `123`, `0x1F`, `8u`: an integer constant as written.
pub(super) fn is_integer_literal(text: &str) -> bool {
    let text = text.trim();
    text.chars().next().is_some_and(|c| c.is_ascii_digit())
        && text.chars().all(|c| c.is_ascii_alphanumeric())
}

/// A name or a constant: an argument without side effects.
pub(super) fn is_simple_expression(text: &str) -> bool {
    let text = text.trim();
    !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
}

/// Whether the file has `#include <header>` (or `"header"`).
pub(super) fn includes(source: &[u8], header: &str) -> bool {
    String::from_utf8_lossy(source).lines().any(|line| {
        let words: String = line.split_whitespace().collect();
        words == format!("#include<{header}>") || words == format!("#include\"{header}\"")
    })
}

#[cfg(test)]
mod tests {
    use super::first_include;

    #[test]
    fn omp_h_goes_before_the_first_include_that_is_read() {
        fn at<'t>(text: &'t str, inactive: &[(usize, usize)]) -> &'t str {
            &text[first_include(text.as_bytes(), inactive)..]
        }
        let plain = "// x\n#define _GNU_SOURCE\n#include<stdio.h>\n";
        assert!(at(plain, &[]).starts_with("#include<stdio.h>"));
        // In an active conditional (with its feature-test macro): there.
        let whole =
            "#ifdef __STDC__\n#define _POSIX_C_SOURCE 200809L\n# include <time.h>\n#endif\n";
        assert!(at(whole, &[]).starts_with("# include <time.h>"));
        // In a false one: the next that is read, else the start.
        let skipped = "int x;\n#ifdef A\n#include \"a.h\"\n#endif\n#include <b.h>\n";
        let inactive = [(16, 29)];
        assert!(at(skipped, &inactive).starts_with("#include <b.h>"));
        assert_eq!(
            first_include(b"int x;\n#ifdef A\n#include \"a.h\"\n#endif\n", &inactive),
            0
        );
        assert_eq!(first_include(b"int x;\n", &[]), 0);
    }
}
