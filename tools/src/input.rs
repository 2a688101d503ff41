//! Reading input files and splitting them as `--split-input-file` does.

use std::{fs, io::Read, path::Path};

/// The marker line between the cases of a `--split-input-file` input.
pub const SPLIT_MARKER: &str = "// -----";

/// An input file: its name as diagnostics show it, and its text.
#[derive(Debug, Clone)]
pub struct Input {
    pub name: String,
    pub text: String,
}

/// Why an input could not be read; rendered as a located error.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InputError {
    /// `file:line:col: ` or `` when the file could not be opened.
    pub location: String,
    pub message: String,
}

impl std::fmt::Display for InputError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}error: {}", self.location, self.message)
    }
}

/// Reads `path` (`-` for standard input, named `<stdin>` as in mlir-opt).
/// Text that is not UTF-8 is an error at the first bad byte.
pub fn read_input(path: &str) -> Result<Input, InputError> {
    let (name, bytes) = if path == "-" {
        let mut bytes = Vec::new();
        std::io::stdin()
            .read_to_end(&mut bytes)
            .map_err(|e| InputError {
                location: String::new(),
                message: format!("cannot read standard input: {e}"),
            })?;
        ("<stdin>".to_owned(), bytes)
    } else {
        let bytes = fs::read(Path::new(path)).map_err(|e| InputError {
            location: String::new(),
            message: format!("cannot open input file '{path}': {}", io_reason(&e)),
        })?;
        (path.to_owned(), bytes)
    };
    match String::from_utf8(bytes) {
        Ok(text) => Ok(Input { name, text }),
        Err(error) => {
            let valid = &error.as_bytes()[..error.utf8_error().valid_up_to()];
            let line = valid.iter().filter(|&&b| b == b'\n').count() + 1;
            let column =
                valid.len() - valid.iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1) + 1;
            Err(InputError {
                location: format!("{name}:{line}:{column}: "),
                message: "input is not UTF-8 text (is it a binary file?)".to_owned(),
            })
        }
    }
}

/// The OS's reason without Rust's `(os error N)` suffix.
fn io_reason(error: &std::io::Error) -> String {
    let text = error.to_string();
    match text.find(" (os error") {
        Some(position) => text[..position].to_owned(),
        None => text,
    }
}

/// Splits `text` at lines that start with `// -----`. Each chunk is padded
/// with the newlines that precede it, so that line numbers in diagnostics
/// are those of the whole file.
pub fn split_input(text: &str) -> Vec<String> {
    let mut chunks = Vec::new();
    let mut current = String::new();
    let mut line_offset = 0;
    let mut lines_in_current = 0;
    for line in text.split_inclusive('\n') {
        if line.starts_with(SPLIT_MARKER) {
            chunks.push(std::mem::take(&mut current));
            line_offset += lines_in_current + 1;
            lines_in_current = 0;
            current = "\n".repeat(line_offset);
            continue;
        }
        current.push_str(line);
        lines_in_current += 1;
    }
    chunks.push(current);
    chunks
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_keeps_line_numbers() {
        let chunks = split_input("a\nb\n// -----\nc\n// ----- tail\nd");
        assert_eq!(
            chunks,
            vec![
                "a\nb\n".to_owned(),
                "\n\n\nc\n".to_owned(),
                "\n\n\n\n\nd".to_owned()
            ]
        );
    }

    #[test]
    fn no_marker_is_one_chunk() {
        assert_eq!(split_input("x\n"), vec!["x\n".to_owned()]);
    }

    #[test]
    fn missing_file_is_an_error() {
        let error = read_input("/nonexistent/x.mlir").expect_err("an error");
        assert_eq!(
            error.to_string(),
            "error: cannot open input file '/nonexistent/x.mlir': No such file or directory"
        );
    }
}
