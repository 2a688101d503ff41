//! The operand groups (`operandSegmentSizes`, in ODS order) of the ops the
//! passes read and build, by name: one module per op, so that no group is
//! read or built by a bare index anywhere else. The orders are those of
//! MLIR 22's `OpenACCOps.td` and `OpenMPOps.td`.

/// `acc.parallel` (and `acc.kernels`, which has the same groups).
pub(crate) mod parallel {
    pub(crate) const ASYNC: usize = 0;
    pub(crate) const WAIT: usize = 1;
    pub(crate) const NUM_GANGS: usize = 2;
    pub(crate) const NUM_WORKERS: usize = 3;
    pub(crate) const VECTOR_LENGTH: usize = 4;
    pub(crate) const IF: usize = 5;
    pub(crate) const SELF: usize = 6;
    pub(crate) const REDUCTION: usize = 7;
    pub(crate) const PRIVATE: usize = 8;
    pub(crate) const FIRSTPRIVATE: usize = 9;
    pub(crate) const DATA: usize = 10;
    /// The groups as clause names, in order.
    pub(crate) const NAMES: &[&str] = &[
        "async",
        "wait",
        "num_gangs",
        "num_workers",
        "vector_length",
        "if",
        "self",
        "reduction",
        "private",
        "firstprivate",
        "dataOperands",
    ];
}

/// `acc.kernels`: the groups of `acc.parallel`.
pub(crate) use parallel as kernels;

/// `acc.serial`.
pub(crate) mod serial {
    pub(crate) const ASYNC: usize = 0;
    pub(crate) const WAIT: usize = 1;
    pub(crate) const IF: usize = 2;
    pub(crate) const SELF: usize = 3;
    pub(crate) const REDUCTION: usize = 4;
    pub(crate) const PRIVATE: usize = 5;
    pub(crate) const FIRSTPRIVATE: usize = 6;
    pub(crate) const DATA: usize = 7;
}

/// `acc.loop`.
pub(crate) mod r#loop {
    pub(crate) const LOWER: usize = 0;
    pub(crate) const UPPER: usize = 1;
    pub(crate) const STEP: usize = 2;
    pub(crate) const GANG: usize = 3;
    pub(crate) const WORKER: usize = 4;
    pub(crate) const VECTOR: usize = 5;
    pub(crate) const TILE: usize = 6;
    pub(crate) const CACHE: usize = 7;
    pub(crate) const PRIVATE: usize = 8;
    pub(crate) const FIRSTPRIVATE: usize = 9;
    pub(crate) const REDUCTION: usize = 10;
}

/// The data clause ops that take a host variable (`acc.copyin`,
/// `acc.create`, `acc.present`, `acc.private`, `acc.reduction`, ...).
pub(crate) mod data_entry {
    pub(crate) const VAR: usize = 0;
    pub(crate) const VAR_PTR_PTR: usize = 1;
    pub(crate) const BOUNDS: usize = 2;
    /// (A clause's `async` is its directive's, which is read there.)
    #[allow(dead_code)]
    pub(crate) const ASYNC: usize = 3;
    /// The sizes of an entry op with `varPtr` and `bounds` bounds.
    pub(crate) fn segments(bounds: usize) -> Vec<usize> {
        vec![1, 0, bounds, 0]
    }
}

/// The data exit ops (`acc.copyout`, `acc.delete`): `accPtr`, `varPtr`,
/// bounds, async.
pub(crate) mod data_exit {
    /// The sizes of `acc.copyout accPtr(..) to varPtr(..)` without bounds.
    pub(crate) fn copyout_segments() -> Vec<usize> {
        vec![1, 1, 0, 0]
    }
}

/// `acc.bounds`.
pub(crate) mod bounds {
    pub(crate) const LOWER: usize = 0;
    pub(crate) const UPPER: usize = 1;
    pub(crate) const EXTENT: usize = 2;
    pub(crate) const STRIDE: usize = 3;
    pub(crate) const START: usize = 4;
}

/// `acc.data`.
pub(crate) mod data {
    pub(crate) const IF: usize = 0;
    pub(crate) const ASYNC: usize = 1;
    pub(crate) const WAIT: usize = 2;
    pub(crate) const DATA: usize = 3;
    /// The sizes of an `acc.data` with only `data` data operands.
    pub(crate) fn segments(data: usize) -> Vec<usize> {
        vec![0, 0, 0, data]
    }
}

/// `acc.enter_data` and `acc.exit_data`.
pub(crate) mod enter_exit_data {
    pub(crate) const IF: usize = 0;
    pub(crate) const ASYNC: usize = 1;
    pub(crate) const WAIT_DEVNUM: usize = 2;
    pub(crate) const WAIT: usize = 3;
    pub(crate) const DATA: usize = 4;
}

/// `acc.wait`.
pub(crate) mod wait {
    pub(crate) const QUEUES: usize = 0;
    pub(crate) const ASYNC: usize = 1;
    pub(crate) const DEVNUM: usize = 2;
    pub(crate) const IF: usize = 3;
}

/// `acc.update`.
pub(crate) mod update {
    pub(crate) const IF: usize = 0;
    pub(crate) const ASYNC: usize = 1;
    pub(crate) const WAIT: usize = 2;
    pub(crate) const DATA: usize = 3;
}

/// `acc.host_data`.
pub(crate) mod host_data {
    pub(crate) const IF: usize = 0;
    pub(crate) const DATA: usize = 1;
}

/// `omp.teams`.
pub(crate) mod omp_teams {
    pub(crate) const COUNT: usize = 8;
    pub(crate) const NUM_TEAMS_UPPER: usize = 4;
    pub(crate) const REDUCTION: usize = 6;
    pub(crate) const THREAD_LIMIT: usize = 7;
}

/// `omp.target`.
pub(crate) mod omp_target {
    pub(crate) const COUNT: usize = 12;
    pub(crate) const HOST_EVAL: usize = 5;
    pub(crate) const IF: usize = 6;
    pub(crate) const MAP: usize = 9;
}

/// `omp.map.info`: var_ptr, var_ptr_ptr, members, bounds.
pub(crate) mod omp_map_info {
    pub(crate) fn segments(bounds: usize) -> Vec<usize> {
        vec![1, 0, 0, bounds]
    }
}

/// `omp.target_data`: device, if, map, use_device_addr, use_device_ptr.
pub(crate) mod omp_target_data {
    pub(crate) fn segments(condition: usize, maps: usize, use_device_addr: usize) -> Vec<usize> {
        vec![0, condition, maps, use_device_addr, 0]
    }
}

/// `omp.target_enter_data`, `omp.target_exit_data`, `omp.target_update`:
/// depend, device, if, map.
pub(crate) mod omp_target_directive {
    pub(crate) fn segments(condition: usize, maps: usize) -> Vec<usize> {
        vec![0, 0, condition, maps]
    }
}

/// `omp.parallel`.
pub(crate) mod omp_parallel {
    pub(crate) const COUNT: usize = 6;
    pub(crate) const NUM_THREADS: usize = 3;
    pub(crate) const PRIVATE: usize = 4;
    pub(crate) const REDUCTION: usize = 5;
}

/// `omp.distribute`.
pub(crate) mod omp_distribute {
    pub(crate) const COUNT: usize = 4;
    pub(crate) const DIST_SCHEDULE_CHUNK: usize = 2;
    pub(crate) const PRIVATE: usize = 3;
}

/// `omp.wsloop`.
pub(crate) mod omp_wsloop {
    pub(crate) const COUNT: usize = 7;
    pub(crate) const PRIVATE: usize = 4;
    pub(crate) const REDUCTION: usize = 5;
}

/// `omp.simd`.
pub(crate) mod omp_simd {
    pub(crate) const COUNT: usize = 7;
    pub(crate) const PRIVATE: usize = 5;
    pub(crate) const REDUCTION: usize = 6;
}

/// Sizes for an op with `count` groups, all empty but `groups`.
pub(crate) fn sizes(count: usize, groups: &[(usize, usize)]) -> Vec<usize> {
    let mut sizes = vec![0; count];
    for (group, size) in groups {
        sizes[*group] = *size;
    }
    sizes
}
