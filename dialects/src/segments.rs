//! The operand groups (ODS order, `operandSegmentSizes`) of the OpenMP ops
//! whose operands acc2omp reads by group ([`crate::ops::operand_group`]),
//! named here once. MLIR 22's `OpenMPOps.td` fixes them: an op's groups are
//! its clauses' operands in the order of its `clauses` list.

/// `omp.target`: allocate, allocator, depend, device, has_device_addr,
/// host_eval, if, in_reduction, is_device_ptr, map, private, thread_limit.
pub const TARGET_HOST_EVAL: usize = 5;
/// `omp.teams`: allocate, allocator, if, num_teams_lower, num_teams_upper,
/// private, reduction, thread_limit.
pub const TEAMS_NUM_TEAMS_UPPER: usize = 4;
/// `omp.teams`'s reduction variables.
pub const TEAMS_REDUCTION: usize = 6;
/// `omp.teams`'s `thread_limit`.
pub const TEAMS_THREAD_LIMIT: usize = 7;
/// `omp.parallel`: allocate, allocator, if, num_threads, private, reduction.
pub const PARALLEL_NUM_THREADS: usize = 3;
/// `omp.distribute`: allocate, allocator, dist_schedule_chunk_size, private.
pub const DISTRIBUTE_CHUNK_SIZE: usize = 2;
