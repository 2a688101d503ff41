//! Pieces shared by acc2omp's command-line tools.

pub mod input;
pub mod output;
