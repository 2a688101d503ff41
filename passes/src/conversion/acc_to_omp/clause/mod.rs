//! The clauses of constructs and loops, as the conversion builds them:
//! [`map`] (data clauses → `omp.map.info`) and [`reduction`]
//! (`acc.reduction` → `omp.declare_reduction`). Privatization
//! (`omp.private`, per-gang copies) is still in `loops`.

pub(crate) mod map;
pub(crate) mod reduction;
