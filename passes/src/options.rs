//! Pass options: their declaration and the parsing of the option text of a
//! pipeline element (`convert-acc-to-omp{present=no-present}`, or on the
//! command line `--convert-acc-to-omp="present=no-present"`).

use std::collections::BTreeMap;

/// The values an option accepts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum OptionKind {
    /// One of a fixed set of words.
    Enum(&'static [&'static str]),
    /// `true`/`false` (`1`/`0`); a bare name means `true`.
    Bool,
}

/// One option of a pass, as `acc-opt --help` shows it.
#[derive(Clone, Copy, Debug)]
pub struct PassOption {
    pub name: &'static str,
    pub kind: OptionKind,
    pub default: &'static str,
    pub help: &'static str,
}

impl PassOption {
    /// `<hold|no-hold>` or `<bool>`, for help texts.
    pub fn value_syntax(&self) -> String {
        match self.kind {
            OptionKind::Enum(values) => format!("<{}>", values.join("|")),
            OptionKind::Bool => "<bool>".to_owned(),
        }
    }
}

/// Option values after parsing: every declared option has a value (its
/// default unless given).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OptionValues {
    values: BTreeMap<&'static str, String>,
}

impl OptionValues {
    /// The value of a declared option. Asking for an undeclared one is a bug
    /// in the pass and yields the empty string.
    pub fn get(&self, name: &str) -> &str {
        self.values.get(name).map(String::as_str).unwrap_or("")
    }

    /// The value of a declared `Bool` option.
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), "true" | "1")
    }
}

/// Parses `name=value` pairs separated by spaces (values may be quoted with
/// `'` or `"`, as in MLIR's pipeline syntax) against the declared options.
pub fn parse_options(
    pass: &str,
    declared: &[PassOption],
    text: &str,
) -> Result<OptionValues, String> {
    let mut values: BTreeMap<&'static str, String> = declared
        .iter()
        .map(|o| (o.name, o.default.to_owned()))
        .collect();
    for item in split_items(text)? {
        let (name, value) = match item.split_once('=') {
            Some((name, value)) => (name.trim(), Some(unquote(value.trim()))),
            None => (item.trim(), None),
        };
        let Some(option) = declared.iter().find(|o| o.name == name) else {
            let known: Vec<&str> = declared.iter().map(|o| o.name).collect();
            return Err(if known.is_empty() {
                format!("pass '{pass}' has no options, but '{name}' was given")
            } else {
                format!(
                    "no option '{name}' for pass '{pass}' (options: {})",
                    known.join(", ")
                )
            });
        };
        let value = match (option.kind, value) {
            (OptionKind::Bool, None) => "true".to_owned(),
            (OptionKind::Bool, Some(v)) if matches!(v.as_str(), "true" | "false" | "1" | "0") => v,
            (OptionKind::Enum(allowed), Some(v)) if allowed.contains(&v.as_str()) => v,
            (_, value) => {
                return Err(format!(
                    "invalid value '{}' for option '{name}' of pass '{pass}' (expected {})",
                    value.unwrap_or_default(),
                    option.value_syntax()
                ));
            }
        };
        values.insert(option.name, value);
    }
    Ok(OptionValues { values })
}

fn split_items(text: &str) -> Result<Vec<String>, String> {
    let mut items = Vec::new();
    let mut current = String::new();
    let mut quote: Option<char> = None;
    for c in text.chars() {
        match (quote, c) {
            (Some(q), c) if c == q => {
                quote = None;
                current.push(c);
            }
            (Some(_), c) => current.push(c),
            (None, '\'' | '"') => {
                quote = Some(c);
                current.push(c);
            }
            (None, c) if c.is_whitespace() => {
                if !current.is_empty() {
                    items.push(std::mem::take(&mut current));
                }
            }
            (None, c) => current.push(c),
        }
    }
    if quote.is_some() {
        return Err(format!("unterminated quote in pass options '{text}'"));
    }
    if !current.is_empty() {
        items.push(current);
    }
    Ok(items)
}

fn unquote(value: &str) -> String {
    let bytes = value.as_bytes();
    if bytes.len() >= 2
        && (bytes[0] == b'"' || bytes[0] == b'\'')
        && bytes[bytes.len() - 1] == bytes[0]
    {
        value[1..value.len() - 1].to_owned()
    } else {
        value.to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OPTIONS: &[PassOption] = &[
        PassOption {
            name: "mode",
            kind: OptionKind::Enum(&["a", "b"]),
            default: "a",
            help: "",
        },
        PassOption {
            name: "flag",
            kind: OptionKind::Bool,
            default: "false",
            help: "",
        },
    ];

    #[test]
    fn defaults_apply() {
        let values = parse_options("p", OPTIONS, "").expect("valid");
        assert_eq!(values.get("mode"), "a");
        assert!(!values.flag("flag"));
    }

    #[test]
    fn values_and_bare_flags() {
        let values = parse_options("p", OPTIONS, " mode='b'  flag ").expect("valid");
        assert_eq!(values.get("mode"), "b");
        assert!(values.flag("flag"));
    }

    #[test]
    fn errors_name_the_problem() {
        assert_eq!(
            parse_options("p", OPTIONS, "mode=c").expect_err("an error"),
            "invalid value 'c' for option 'mode' of pass 'p' (expected <a|b>)"
        );
        assert_eq!(
            parse_options("p", OPTIONS, "nope=1").expect_err("an error"),
            "no option 'nope' for pass 'p' (options: mode, flag)"
        );
        assert_eq!(
            parse_options("p", &[], "x").expect_err("an error"),
            "pass 'p' has no options, but 'x' was given"
        );
        assert_eq!(
            parse_options("p", OPTIONS, "mode='b").expect_err("an error"),
            "unterminated quote in pass options 'mode='b'"
        );
    }
}
