//! Pieces shared by acc2omp's command-line tools, and the tools themselves:
//! [`driver`] is `accc`, [`opt`] is `acc-opt`; their binaries only parse
//! the command line, run, and turn the outcome into an exit status.

pub mod driver;
pub mod input;
pub mod opt;
pub mod output;
pub mod verify_diagnostics;
