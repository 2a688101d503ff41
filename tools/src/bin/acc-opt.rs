//! `acc-opt`: acc2omp's `mlir-opt` (see [`acc2omp_tools::opt`]).

use std::process::ExitCode;

fn main() -> ExitCode {
    // A panic is a bug in acc-opt, never the input's fault: say so plainly.
    std::panic::set_hook(Box::new(|info| {
        eprintln!(
            "acc-opt: internal error: {info}\nacc-opt: this is a bug in acc2omp; please report it with the input file"
        );
    }));
    match acc2omp_tools::opt::run(std::env::args().collect()) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::FAILURE,
        Err(message) => {
            eprintln!("acc-opt: error: {message}");
            ExitCode::FAILURE
        }
    }
}
