//! The `zero` modifier of `create` and `copyout` (OpenACC 3.3 §2.7.7,
//! §2.7.8): a device copy the clause allocates starts zeroed. OpenMP's
//! maps do not zero what they allocate, so the printer writes what accc's
//! runtime does, in C: before the directive, whether the data is absent
//! from a device other than the host (`omp_target_is_present`); after the
//! map, if it was and now is present (the directive made it: not under a
//! false `if`), a `target` loop that zeroes its bytes. On `enter data`
//! the loop follows the directive; on `data` and `kernels` it starts the
//! region; a compute construct's maps go first in a `target data` around
//! it (with their copy-back: the construct's own maps find the data
//! present), the loop before the construct. On the host (no device, or
//! the host as the default device) nothing is zeroed, as accc's
//! shared-memory host makes no copy.

use super::ir::op_name;
use super::maps::map_entries;
use super::sections::SectionCopy;
use super::text::indentation;
use super::{Edit, Group, Mode, PrintError, Source};
use melior::ir::operation::OperationLike;

/// The maps of a directive's group that have the `zero` modifier: their
/// list items (`a`, `a[lo:n]`) and printed map types.
pub(super) fn zero_maps(group: &Group) -> Result<Vec<(String, String)>, String> {
    let mut zeros = Vec::new();
    // A file-scope `declare` of a global without an initializer: OpenMP's
    // `declare target` copy starts as the global's image, zero.
    // (Its enter data is the global's constructor's, `<global>_acc_ctor`.)
    let file_scope = group.ops.iter().any(|op| {
        op.parent_operation().is_some_and(|f| {
            op_name(&f) == "llvm.func"
                && f.attribute("sym_name")
                    .is_ok_and(|n| n.to_string().trim_matches('"').ends_with("_acc_ctor"))
        })
    });
    for op in &group.ops {
        if !matches!(
            op_name(op),
            "omp.target" | "omp.target_data" | "omp.target_enter_data"
        ) {
            continue;
        }
        for map in map_entries(op)? {
            if map.zero && !(file_scope && map.zero_global) {
                zeros.push((map.name.clone(), map.map_type("alloc")));
            }
        }
    }
    Ok(zeros)
}

/// How a directive with zeroed maps is printed.
enum Shape {
    /// `enter data`, a function's `declare`: the loops after the
    /// directive.
    Standalone,
    /// `data`, `kernels`: the loops at the start of the region.
    Region,
    /// A compute construct: a `target data` of the zeroed maps around it,
    /// the loops before it.
    Compute,
}

fn shape(text: &Source, group: &Group) -> Result<Shape, String> {
    let kind = text.kind(&group.ranges);
    let has = |name: &str| group.ops.iter().any(|op| op_name(op) == name);
    let spelled = super::clauses::spelled_clauses(text, &group.ranges);
    if spelled.iter().any(|(c, _)| c == "async") {
        return Err(format!(
            "unsupported: printing the 'zero' modifier on '{kind}' with 'async' as OpenMP (the \
             printer's zeroing runs when the directive is encountered, before its queue maps \
             the data)"
        ));
    }
    if kind == "enter data" || kind == "declare" && has("omp.target_enter_data") {
        Ok(Shape::Standalone)
    } else if kind == "data" || kind == "kernels" && has("omp.target_data") {
        Ok(Shape::Region)
    } else if has("omp.target") && kind != "declare" {
        Ok(Shape::Compute)
    } else {
        Err(format!(
            "unsupported: printing the 'zero' modifier on '{kind}' as OpenMP (OpenMP's maps do \
             not zero the memory they allocate; the printer zeroes it after 'enter data', 'data', \
             'kernels', compute constructs and a function's 'declare')"
        ))
    }
}

/// The local that holds a compute construct's condition.
const IF_LOCAL: &str = "acc2omp_zero_if";

/// The local that holds whether the `index`th zeroed map was absent.
fn flag(index: usize) -> String {
    format!("acc2omp_zero{index}")
}

/// `a[i][lo:n]` as `("a[i]", "lo:n")`: the text before the last
/// subscript and the subscript's, brackets balanced.
fn last_subscript(item: &str) -> Option<(&str, &str)> {
    let inner = item.strip_suffix(']')?;
    let mut depth = 0i32;
    for (at, c) in inner.char_indices().rev() {
        match c {
            ']' | ')' => depth += 1,
            '(' => depth -= 1,
            '[' if depth == 0 => return Some((&inner[..at], &inner[at + 1..])),
            '[' => depth -= 1,
            _ => {}
        }
    }
    None
}

/// The address of a map's list item, and its size in bytes: a variable, a
/// section of one (`a[lo:n]`) or of a row (`a[i][lo:n]`, a
/// pointer-to-pointer section's).
fn address_and_size(item: &str) -> Result<(String, String), String> {
    if let Some((row, section)) = last_subscript(item.trim())
        .filter(|(row, section)| row.contains('[') && section.contains(':'))
    {
        let (lower, length) = section
            .split_once(':')
            .expect("checked: the section has a colon");
        let lower = match lower.trim() {
            "" => "0",
            lower => lower,
        };
        return Ok((
            format!("&{row}[{lower}]"),
            format!("({}) * sizeof {row}[0]", length.trim()),
        ));
    }
    let copy = SectionCopy::parse(item, false)?;
    Ok(match copy {
        Some(s) => (
            format!("&{}[{}]", s.name, s.lower),
            format!("({}) * sizeof {}[0]", s.length, s.name),
        ),
        None => (format!("&{item}"), format!("sizeof {item}")),
    })
}

/// The statements before the directive: each flag's declaration.
fn flags(zeros: &[(String, String)]) -> Result<Vec<String>, String> {
    zeros
        .iter()
        .enumerate()
        .map(|(index, (item, _))| Ok(zero_lines(item, &flag(index))?.0))
        .collect()
}

/// The statements that zero what the directive allocated.
fn zeroing(zeros: &[(String, String)]) -> Result<Vec<String>, String> {
    let mut lines = Vec::new();
    for (index, (item, _)) in zeros.iter().enumerate() {
        lines.extend(zero_lines(item, &flag(index))?.1);
    }
    Ok(lines)
}

/// For the list item `item` (`a`, `a[lo:n]`, `a[i][lo:n]`) of a map that
/// zeroes: the declaration of `flag` (whether the data is absent from a
/// device that is not the host), before the map, and the statements that
/// zero it where the map made it present, after it.
pub(super) fn zero_lines(item: &str, flag: &str) -> Result<(String, Vec<String>), String> {
    let (address, size) = address_and_size(item)?;
    let declaration = format!(
        "const int {flag} = omp_get_default_device() != omp_get_initial_device() && \
         omp_target_is_present && !omp_target_is_present({address}, \
         omp_get_default_device());"
    );
    let lines = vec![
        format!("if ({flag} && omp_target_is_present({address}, omp_get_default_device())) {{"),
        format!("#pragma omp target teams distribute parallel for map(alloc: {item})"),
        format!("  for (unsigned long acc2omp_byte = 0; acc2omp_byte < {size}; ++acc2omp_byte)"),
        format!("    ((unsigned char *)({address}))[acc2omp_byte] = 0;"),
        "}".to_string(),
    ];
    Ok((declaration, lines))
}

/// The directive's text (`omp`, as printed without the modifier) with the
/// C the modifier needs before and after it.
pub(super) fn wrap_directive(text: &Source, group: &Group, omp: String) -> Result<String, String> {
    let zeros = zero_maps(group)?;
    if zeros.is_empty() {
        return Ok(omp);
    }
    let shape = shape(text, group)?;
    if omp.starts_with("#pragma omp declare target") {
        return Err(
            "unsupported: printing the 'zero' modifier on a file-scope 'declare' of a \
             variable with an initializer as OpenMP (its 'declare target' copy starts as the \
             initializer's image, and no statement runs before 'main' to zero it; one without \
             an initializer starts zeroed)"
                .into(),
        );
    }
    let mut lines = vec!["{".to_string()];
    lines.extend(flags(&zeros)?);
    match shape {
        Shape::Standalone => {
            lines.push(omp);
            lines.extend(zeroing(&zeros)?);
            lines.push("}".into());
        }
        Shape::Region => lines.push(omp),
        Shape::Compute => {
            let mut clauses: Vec<String> = zeros
                .iter()
                .map(|(item, map_type)| format!("map({map_type}: {item})"))
                .collect();
            // The construct's condition holds for its maps: evaluated
            // once, into a local both name.
            let spelled = super::clauses::spelled_clauses(text, &group.ranges);
            let mut omp = omp;
            if let Some(condition) = super::clauses::if_condition(&spelled) {
                lines.push(format!("const int {IF_LOCAL} = ({condition}) != 0;"));
                omp = omp.replace(&format!("if({condition})"), &format!("if({IF_LOCAL})"));
                clauses.insert(0, format!("if({IF_LOCAL})"));
            }
            lines.push(format!("#pragma omp target data {}", clauses.join(" ")));
            lines.push("{".into());
            lines.extend(zeroing(&zeros)?);
            lines.push(omp);
        }
    }
    Ok(lines.join("\n"))
}

/// The edits in the directive's statement: a region's zeroing at its start
/// (a block around a statement that is not one), and the blocks'
/// closings. Called before the edits of the statement's other blocks
/// that open inside it and after those that close inside.
pub(super) fn edits(
    text: &Source,
    group: &Group,
    mode: Mode,
    edits: &mut Vec<Edit>,
    errors: &mut Vec<PrintError>,
) {
    if mode == Mode::Acc {
        return;
    }
    let zeros = match zero_maps(group) {
        Ok(zeros) if !zeros.is_empty() => zeros,
        // (An error is the directive's.)
        _ => return,
    };
    let Some((start, end)) = group.ranges.statement else {
        return;
    };
    let shape = match shape(text, group) {
        Ok(shape) => shape,
        Err(message) => {
            errors.push(PrintError {
                elsewhere: None,
                offset: group.ranges.directive.0,
                message,
            });
            return;
        }
    };
    let source = text.bytes;
    let indent = indentation(source, group.ranges.directive.0);
    let line = |l: &str| match mode {
        Mode::AccOmp => format!("// {l}"),
        _ => l.to_string(),
    };
    let close = format!("\n{indent}{}", line("}"));
    match shape {
        Shape::Standalone => {}
        Shape::Region => {
            let Ok(zeroing) = zeroing(&zeros) else {
                return;
            };
            let inner = indentation(source, start);
            let body: String = zeroing
                .iter()
                .map(|l| format!("\n{inner}  {}", line(l)))
                .collect();
            if source.get(start) == Some(&b'{') {
                edits.push(((start + 1, start + 1), body));
            } else {
                edits.push(((start, start), format!("{}{body}\n{inner}", line("{"))));
                edits.push(((end, end), close.clone()));
            }
            edits.push(((end, end), close));
        }
        Shape::Compute => {
            edits.push(((end, end), close.clone()));
            edits.push(((end, end), close));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn addresses_and_sizes() {
        let pair = |item| address_and_size(item).expect("printable");
        assert_eq!(pair("a"), ("&a".into(), "sizeof a".into()));
        assert_eq!(pair("p[4:n]"), ("&p[4]".into(), "(n) * sizeof p[0]".into()));
        assert_eq!(
            pair("a[acc2omp_row][f(x[1]):m]"),
            (
                "&a[acc2omp_row][f(x[1])]".into(),
                "(m) * sizeof a[acc2omp_row][0]".into()
            )
        );
        assert_eq!(last_subscript("a[b[1]]"), Some(("a", "b[1]")));
    }
}
