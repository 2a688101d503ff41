//! Runtime errors: what the specification calls an error in a routine's
//! use ends the program with a message that names the routine (and the
//! addresses involved), never a crash.

use std::io::Write;

/// Reports `message` for `routine` on standard error and exits with
/// status 1 (C's `exit`: the program's buffered output is flushed).
pub fn fail(routine: &str, message: &str) -> ! {
    let mut stderr = std::io::stderr().lock();
    let _ = writeln!(stderr, "OpenACC runtime error: {routine}: {message}");
    let _ = stderr.flush();
    std::process::exit(1)
}
