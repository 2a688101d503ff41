//! The clauses of constructs and loops, as the conversion builds them:
//! [`map`] (data clauses → `omp.map.info`), [`privatize`] (`private` →
//! `omp.private` and per-gang copies) and [`reduction`] (`acc.reduction` →
//! `omp.declare_reduction`).

pub(super) mod map;
pub(super) mod privatize;
pub(super) mod reduction;
