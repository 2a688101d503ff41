//! Array sections in `private` and `firstprivate` (`private(w[lo:n])`,
//! OpenACC 3.3 §2.5.13-14). OpenMP's data-sharing clauses take variables,
//! not sections (OpenMP 5.2 §5.4.3-4), so the printer writes the copy
//! accc's executable makes as C: an array of the section's length declared
//! where the copy lives, and a pointer of the variable's name that shadows
//! it, the copy less the lower bound (`firstprivate`'s copy filled from the
//! section first). A compute construct's copies (one per gang) go in a block
//! of the `target teams` region, a loop's (one per iteration, as accc
//! makes a loop's) at the start of the loop's body.

use super::clauses::top_level_parts;
use super::ir::{is_loop_op, op_name};
use super::text::indentation;
use super::{Edit, Group, Mode, PrintError, Source};

/// A section of a `private` or `firstprivate` clause.
#[derive(Clone, Debug, PartialEq)]
pub(super) struct SectionCopy {
    /// The variable (a pointer or an array).
    pub name: String,
    /// The lower bound's text (`0` when the section omits it).
    pub lower: String,
    /// The length's text.
    pub length: String,
    /// `firstprivate`: filled from the section.
    pub first: bool,
}

impl SectionCopy {
    /// `w[lo:n]`, `w[:n]`, `w[e]` (one element); `None` for a variable.
    pub fn parse(item: &str, first: bool) -> Result<Option<SectionCopy>, String> {
        let item = item.trim();
        let Some(open) = item.find('[') else {
            return Ok(None);
        };
        let name = item[..open].trim();
        let is_name = name
            .chars()
            .next()
            .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
            && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_');
        let inner = item[open..]
            .strip_prefix('[')
            .and_then(|rest| rest.strip_suffix(']'))
            .filter(|inner| balanced(inner));
        let (Some(inner), true) = (inner, is_name) else {
            return Err(format!(
                "unsupported: printing the array section '{item}' of a 'private' or \
                 'firstprivate' clause as OpenMP (the printer writes a copy of a section of one \
                 dimension of a named variable)"
            ));
        };
        let colons: Vec<usize> = top_level_colons(inner);
        let (lower, length) = match colons.as_slice() {
            [] => (inner.trim().to_string(), "1".to_string()),
            [at] => {
                let lower = inner[..*at].trim();
                let length = inner[at + 1..].trim();
                if length.is_empty() {
                    return Err(format!(
                        "unsupported: printing the array section '{item}' without a length in \
                         a 'private' or 'firstprivate' clause as OpenMP"
                    ));
                }
                let lower = if lower.is_empty() { "0" } else { lower };
                (lower.to_string(), length.to_string())
            }
            _ => {
                return Err(format!(
                    "unsupported: printing the array section '{item}' of a 'private' or \
                     'firstprivate' clause as OpenMP (parenthesize a conditional expression)"
                ));
            }
        };
        Ok(Some(SectionCopy {
            name: name.to_string(),
            lower,
            length,
            first,
        }))
    }

    /// The copy's name.
    fn copy(&self) -> String {
        let kind = if self.first {
            "firstprivate"
        } else {
            "private"
        };
        format!("acc2omp_{kind}_{}", self.name)
    }

    /// The declarations (and `firstprivate`'s fill) that make the copy and
    /// point the variable's name at it.
    pub fn declarations(&self) -> Vec<String> {
        let (name, copy) = (&self.name, self.copy());
        let mut lines = vec![format!("__typeof__({name}[0]) {copy}[{}];", self.length)];
        if self.first {
            lines.push(format!(
                "__builtin_memcpy({copy}, &{name}[{}], sizeof {copy});",
                self.lower
            ));
        }
        let start = match self.lower.as_str() {
            "0" => copy,
            lower => format!("{copy} - ({lower})"),
        };
        lines.push(format!("__typeof__({name}[0]) *{name} = {start};"));
        lines
    }

    /// The section as an OpenMP map's list item.
    pub fn item(&self) -> String {
        format!("{}[{}:{}]", self.name, self.lower, self.length)
    }
}

/// Whether the brackets and parentheses of `text` balance.
fn balanced(text: &str) -> bool {
    let mut depth = 0i32;
    for c in text.chars() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            _ => {}
        }
        if depth < 0 {
            return false;
        }
    }
    depth == 0
}

/// The offsets of the `:`s of `text` outside parentheses and brackets.
fn top_level_colons(text: &str) -> Vec<usize> {
    let mut depth = 0i32;
    let mut colons = Vec::new();
    for (i, c) in text.char_indices() {
        match c {
            '(' | '[' => depth += 1,
            ')' | ']' => depth -= 1,
            ':' if depth == 0 => colons.push(i),
            _ => {}
        }
    }
    colons
}

/// Where a directive's section copies live.
#[derive(Debug, Default)]
pub(super) struct Copies {
    /// One per gang: a block at the start of the `target teams` region.
    pub gang: Vec<SectionCopy>,
    /// One per iteration: the start of the loop's body.
    pub iteration: Vec<SectionCopy>,
}

impl Copies {
    /// The sections of `spelled`'s `private` and `firstprivate` clauses
    /// on a directive with a compute construct (`compute`) and/or a loop
    /// (`looped`): a compute construct's `private` and every
    /// `firstprivate` per gang, a loop's `private` (a combined
    /// construct's too) per iteration.
    pub fn of(spelled: &[(String, String)], compute: bool, looped: bool) -> Result<Copies, String> {
        let mut copies = Copies::default();
        for (clause, argument) in spelled {
            let first = match clause.as_str() {
                "private" => false,
                "firstprivate" => true,
                _ => continue,
            };
            for item in top_level_parts(argument) {
                if let Some(section) = SectionCopy::parse(item, first)? {
                    match (first, looped) {
                        (false, true) => copies.iteration.push(section),
                        _ if compute || first => copies.gang.push(section),
                        _ => copies.iteration.push(section),
                    }
                }
            }
        }
        Ok(copies)
    }

    pub fn is_empty(&self) -> bool {
        self.gang.is_empty() && self.iteration.is_empty()
    }
}

/// The variables of a `private`/`firstprivate` argument list without its
/// sections (`None` when none is left).
pub(super) fn variables_only(argument: &str) -> Option<String> {
    let kept: Vec<&str> = top_level_parts(argument)
        .into_iter()
        .map(str::trim)
        .filter(|item| !item.contains('['))
        .collect();
    (!kept.is_empty()).then(|| kept.join(", "))
}

/// Whether a group is a compute construct, a loop.
fn shape(group: &Group) -> (bool, bool) {
    let compute = group.ops.iter().any(|op| op_name(op) == "omp.target");
    let looped = group.ops.iter().any(is_loop_op);
    (compute, looped)
}

/// The edits that make a directive's section copies: a compute
/// construct's in a block around its statement (unless the directive
/// itself opens it: a combined construct's gang copies, see
/// `compute_or_loop`), a loop's at the start of the body of its innermost
/// associated loop.
pub(super) fn edits(
    text: &Source,
    group: &Group,
    mode: Mode,
    edits: &mut Vec<Edit>,
    errors: &mut Vec<PrintError>,
) {
    if mode == Mode::Acc || text.kind(&group.ranges) == "declare" {
        return;
    }
    let Some(statement) = group.ranges.statement else {
        return;
    };
    let (compute, looped) = shape(group);
    if !compute && !looped {
        return;
    }
    let spelled = super::clauses::spelled_clauses(text, &group.ranges);
    let Ok(copies) = Copies::of(&spelled, compute, looped) else {
        // (The directive's error.)
        return;
    };
    if copies.is_empty() {
        return;
    }
    let source = text.bytes;
    // The copies' lines, indented one level more than `indent`.
    let block = |copies: &[SectionCopy], indent: &str| -> String {
        copies
            .iter()
            .flat_map(SectionCopy::declarations)
            .map(|l| match mode {
                Mode::AccOmp => format!("\n{indent}  // {l}"),
                _ => format!("\n{indent}  {l}"),
            })
            .collect()
    };
    let (open, close) = match mode {
        Mode::AccOmp => ("// {", "// }"),
        _ => ("{", "}"),
    };
    let mut closing = Vec::new();
    if !copies.iteration.is_empty() {
        let levels = associated_loops(&spelled);
        match loop_body(source, statement, levels) {
            Some(Body::Braced(at)) => {
                let indent = indentation(source, at);
                edits.push(((at, at), block(&copies.iteration, &indent)));
            }
            Some(Body::Statement(start, end)) => {
                let indent = indentation(source, start);
                edits.push((
                    (start, start),
                    format!("{open}{}\n{indent}  ", block(&copies.iteration, &indent)),
                ));
                closing.push(((end, end), format!("\n{indent}{close}")));
            }
            None => errors.push(PrintError {
                elsewhere: None,
                offset: group.ranges.directive.0,
                message: "unsupported: printing an array section in the 'private' clause of a \
                          loop as OpenMP, where the loop's 'for' statements are not spelled in \
                          the file (a macro writes them) or 'tile' makes the loops"
                    .into(),
            }),
        }
    }
    let indent = indentation(source, statement.0);
    // A compute construct that is not combined: the start of its
    // compound statement, or a block around another.
    if !copies.gang.is_empty() && !looped {
        let (start, end) = statement;
        if source.get(start) == Some(&b'{') {
            edits.push(((start + 1, start + 1), block(&copies.gang, &indent)));
        } else {
            edits.push((
                (start, start),
                format!("{open}{}\n{indent}", block(&copies.gang, &indent)),
            ));
            closing.push(((end, end), format!("\n{indent}{close}")));
        }
    }
    // A combined construct's gang copies: the directive opened the block.
    if !copies.gang.is_empty() && looped && compute {
        closing.push(((statement.1, statement.1), format!("\n{indent}{close}")));
    }
    edits.extend(closing);
}

/// The number of loops a loop directive's clauses associate with it.
fn associated_loops(spelled: &[(String, String)]) -> Option<usize> {
    match spelled.iter().find(|(c, _)| c == "collapse" || c == "tile") {
        None => Some(1),
        Some((clause, _)) if clause == "tile" => None,
        Some((_, argument)) => {
            let count = argument.trim();
            let count = count
                .strip_prefix("force")
                .map_or(count, |rest| rest.trim_start().trim_start_matches(':'))
                .trim();
            count.parse().ok()
        }
    }
}

/// Where a loop's body is.
#[derive(Debug, PartialEq)]
enum Body {
    /// A compound statement: just after its `{`.
    Braced(usize),
    /// Another statement: its range.
    Statement(usize, usize),
}

/// The body of the `levels`-th loop of the nest of `for` statements at
/// `statement`, as the file spells them.
fn loop_body(source: &[u8], statement: (usize, usize), levels: Option<usize>) -> Option<Body> {
    let levels = levels.filter(|&n| n >= 1)?;
    let mut at = statement.0;
    // The end of the innermost compound statement around the body.
    let mut end = statement.1;
    for level in 1..=levels {
        at = skip_space(source, at);
        if !source[at..].starts_with(b"for")
            || source
                .get(at + 3)
                .is_some_and(|&b| b.is_ascii_alphanumeric() || b == b'_')
        {
            return None;
        }
        at = skip_space(source, at + 3);
        if source.get(at) != Some(&b'(') {
            return None;
        }
        at = skip_space(source, matching(source, at)? + 1);
        if source.get(at) == Some(&b'{') {
            let close = matching(source, at)?;
            if level == levels {
                return Some(Body::Braced(at + 1));
            }
            end = close;
            at += 1;
        }
    }
    // A statement: up to the end of the innermost block around it, less
    // the space before that block's `}`.
    let end = if end == statement.1 {
        end
    } else {
        let text = &source[at..end];
        at + text.len()
            - text
                .iter()
                .rev()
                .take_while(|b| b.is_ascii_whitespace())
                .count()
    };
    (at < end && end <= source.len()).then_some(Body::Statement(at, end))
}

/// The offset after whitespace and comments from `at`.
fn skip_space(source: &[u8], mut at: usize) -> usize {
    loop {
        while source.get(at).is_some_and(u8::is_ascii_whitespace) {
            at += 1;
        }
        let rest = &source[at.min(source.len())..];
        if rest.starts_with(b"//") {
            at += rest.iter().position(|&b| b == b'\n').unwrap_or(rest.len());
        } else if rest.starts_with(b"/*") {
            at += rest
                .windows(2)
                .skip(2)
                .position(|w| w == b"*/")
                .map_or(rest.len(), |p| p + 4);
        } else {
            return at;
        }
    }
}

/// The offset of the bracket that closes the one at `open` (`(`, `[` or
/// `{`), skipping comments and string and character literals.
fn matching(source: &[u8], open: usize) -> Option<usize> {
    let mut depth = 0usize;
    let mut at = open;
    while at < source.len() {
        let rest = &source[at..];
        match rest[0] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(at);
                }
            }
            b'"' | b'\'' => {
                let quote = rest[0];
                at += 1;
                while at < source.len() && source[at] != quote {
                    at += if source[at] == b'\\' { 2 } else { 1 };
                }
            }
            b'/' if rest.starts_with(b"//") || rest.starts_with(b"/*") => {
                at = skip_space(source, at);
                continue;
            }
            _ => {}
        }
        at += 1;
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_sections() {
        let parse = |s| SectionCopy::parse(s, false).expect("a section or a variable");
        assert_eq!(parse("x"), None);
        let s = parse(" w[k + 1 : n * 2] ").expect("a section");
        assert_eq!((s.name.as_str(), s.lower.as_str()), ("w", "k + 1"));
        assert_eq!(s.length, "n * 2");
        let s = parse("w[:4]").expect("a section");
        assert_eq!((s.lower.as_str(), s.length.as_str()), ("0", "4"));
        let s = parse("one[a[1]]").expect("an element");
        assert_eq!((s.lower.as_str(), s.length.as_str()), ("a[1]", "1"));
        assert!(SectionCopy::parse("w[2:]", false).is_err());
        assert!(SectionCopy::parse("s.p[0:2]", false).is_err());
        assert!(SectionCopy::parse("w[0:2][0:3]", false).is_err());
    }

    #[test]
    fn declarations() {
        let s = SectionCopy::parse("w[lo:n]", true)
            .expect("a section")
            .expect("a section");
        assert_eq!(
            s.declarations(),
            [
                "__typeof__(w[0]) acc2omp_firstprivate_w[n];",
                "__builtin_memcpy(acc2omp_firstprivate_w, &w[lo], sizeof acc2omp_firstprivate_w);",
                "__typeof__(w[0]) *w = acc2omp_firstprivate_w - (lo);",
            ]
        );
    }

    #[test]
    fn finds_loop_bodies() {
        let text = b"for (i = 0; i < n; i++) { a[i] = ')'; }";
        assert_eq!(
            loop_body(text, (0, text.len()), Some(1)),
            Some(Body::Braced(25))
        );
        let text = b"for (i = 0; i < (n); i++) /* c */ a[i] = 1;";
        assert_eq!(
            loop_body(text, (0, text.len()), Some(1)),
            Some(Body::Statement(34, text.len()))
        );
        let text =
            b"for (i = 0; i < n; i++) {\n  for (j = 0; j < m; j++)\n    a[i][j] = 1; // x\n}";
        let end = text.len() - 2;
        assert_eq!(
            loop_body(text, (0, text.len()), Some(2)),
            Some(Body::Statement(56, end))
        );
        assert_eq!(loop_body(b"FOR_EACH(i) x;", (0, 14), Some(1)), None);
    }
}
