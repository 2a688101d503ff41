//! Why accc stops, and how its output files are written.

use std::process::ExitCode;

/// Why accc stops: diagnostics already printed, or a message to print.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Failure {
    Reported,
    Message(String),
}

impl From<String> for Failure {
    fn from(message: String) -> Self {
        Failure::Message(message)
    }
}

impl Failure {
    /// Prints the message (as `accc: error: ...`) if there is one; the
    /// failing exit status.
    pub fn exit(self) -> ExitCode {
        if let Failure::Message(message) = self {
            eprintln!("accc: error: {message}");
        }
        ExitCode::FAILURE
    }
}

pub type Result<T> = std::result::Result<T, Failure>;

/// Writes an output file (`-`: standard output).
pub(crate) fn write_file(path: &str, text: &str) -> Result<()> {
    write_bytes(path, text.as_bytes())
}

/// [`write_file`] for bytes: a regular file is replaced atomically, a
/// device, FIFO or link target written in place ([`crate::output`]).
pub(crate) fn write_bytes(path: &str, bytes: &[u8]) -> Result<()> {
    crate::output::write(path, bytes).map_err(|e| {
        if path == "-" {
            format!("cannot write to standard output: {e}").into()
        } else {
            format!("cannot write '{path}': {e}").into()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_cannot_be_written_is_named() {
        let failure = write_file("/nonexistent-accc-dir/out.s", "x").expect_err("an error");
        assert_eq!(
            failure,
            Failure::Message(
                "cannot write '/nonexistent-accc-dir/out.s': No such file or directory (os error 2)"
                    .to_string()
            )
        );
    }
}
