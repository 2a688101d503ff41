//! acc → acc rewrites. Each leaves valid `acc` IR with the same meaning;
//! the conversion assumes their result instead of re-implementing it.
//!
//! * [`implicit`]: `acc-implicit`, the one implementation of OpenACC's
//!   implicit data attributes and Clacc's implicit `gang` (the conversion
//!   asks it how a variable without a clause enters a construct), with
//!   [`implicit_gang`], which loops get Clacc's implicit `gang`.
//! * [`kernels`]: `acc.kernels` → `acc.data` around one `acc.parallel` or
//!   `acc.serial` per loop nest (a pattern of `convert-acc-to-omp`).
//! * [`split_parallel`]: for GPU builds, `acc.parallel` with several
//!   partitioned loops → `acc.data` around one `acc.parallel` per loop.
//! * [`host_bounds`]: the bounds of a construct's only loop computed
//!   inside it are computed again before it, for `host_eval`.
//! * [`normalize`]: loops `omp.loop_nest` cannot run as they are count
//!   iterations instead.
//! * [`prepare`]: a compute construct made ready for the conversion
//!   (`deviceptr` uses, `cache` hints, loop normalization), before any
//!   pattern runs, so that the compute patterns only check, then rewrite.
//! * [`device_types`]: each loop's clauses for the build's device type,
//!   as entries without one.
//! * [`gang_loops`]: the warning for gang loops that race.
//! * [`shared_scalars`]: the warnings for worker and vector loops that race
//!   on a scalar (a nested reduction without its clause, a temporary
//!   without `private`).

pub(crate) mod device_types;
pub mod gang_loops;
pub(crate) mod host_bounds;
pub mod implicit;
pub(crate) mod implicit_gang;
pub(crate) mod kernels;
pub(crate) mod normalize;
pub(crate) mod prepare;
pub(crate) mod shared_scalars;
pub(crate) mod split_parallel;
