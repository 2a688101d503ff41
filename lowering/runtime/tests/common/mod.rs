//! Runs a test of this binary in a child process of its own: the runtime's
//! state is per process (the environment is read once, a device chosen
//! once) and its errors end the process, so each scenario gets one.

use std::process::{Command, Output};

/// Set in a child: the scenario tests run only there.
pub const CHILD: &str = "ACC2OMP_TEST_CHILD";

/// Whether this process is a child running `name`.
pub fn in_child(name: &str) -> bool {
    std::env::var(CHILD).is_ok_and(|child| child == name)
}

/// Runs the test `name` of this binary alone in a child, with `env` added
/// (and `ACC_DEVICE_TYPE` and `ACC2OMP_VERBOSE` removed unless `env` sets
/// them), and returns what it did.
pub fn run_child(name: &str, env: &[(&str, &str)]) -> Output {
    let executable = std::env::current_exe().expect("the test binary's path");
    let mut command = Command::new(executable);
    command
        .args([name, "--exact", "--nocapture", "--test-threads=1"])
        .env_remove("ACC_DEVICE_TYPE")
        .env_remove("ACC_DEVICE_NUM")
        .env_remove("ACC2OMP_VERBOSE")
        .env(CHILD, name);
    for (key, value) in env {
        command.env(key, value);
    }
    let output = command.output().expect("the child runs");
    // A misspelt name would run no test and pass.
    assert!(
        String::from_utf8_lossy(&output.stdout).contains("running 1 test"),
        "the child ran no test {name}"
    );
    output
}

/// The child's standard error, as text.
pub fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}
