//! `accc`: acc2omp's compiler driver, with clang's command-line conventions
//! (see [`acc2omp_tools::driver`]).

use acc2omp_tools::driver::{Driver, cli};
use std::process::ExitCode;

fn main() -> ExitCode {
    let cli = match cli::parse(std::env::args().skip(1).collect()) {
        Ok(cli) => cli,
        Err(early) => return early.exit(),
    };
    let mut driver = Driver::new(cli);
    let outcome = driver.run();
    driver.cleanup();
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => failure.exit(),
    }
}
