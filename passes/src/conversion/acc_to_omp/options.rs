//! The options of `convert-acc-to-omp` (and `acc-verify`), as Clacc's
//! command-line options.

use super::loops::{ImplicitWorker, LoopOptions};
use crate::options::{OptionKind, OptionValues, PassOption};

/// The options of `convert-acc-to-omp`, as Clacc's command-line options.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ConvertAccToOmpOptions {
    /// Clacc's `-fopenacc-structured-ref-count-omp=hold|no-hold`: add the
    /// `ompx_hold` map-type modifier to the maps of structured data clauses,
    /// so that OpenACC's structured reference count is kept apart from the
    /// dynamic one.
    pub hold: bool,
    /// Clacc's `-fopenacc-present-omp=present|no-present`: translate
    /// `present` to a map with the `present` modifier (a runtime error when
    /// the data is absent), or to a plain `alloc` map.
    pub present_modifier: bool,
    /// `vector=simd|parallel-for`: a vector-partitioned loop becomes
    /// `omp.simd` (Clacc), or, outside worker loops, threads: `omp.parallel`
    /// and `omp.wsloop`, with `num_threads` from a constant `vector_length`,
    /// so that GPU-style `gang vector` code uses the cores of a host.
    pub vector_as_threads: bool,
    /// Clacc's `-fopenacc-implicit-worker` and `-fopenacc-implicit-vector`.
    pub implicit_worker: ImplicitWorker,
    pub implicit_vector: bool,
    /// Clacc's `-fopenacc-update-present-omp=present|no-present`: the
    /// `present` motion modifier on `update` without `if_present`.
    pub update_present: bool,
    /// Clacc's `-fopenacc-fake-async-wait`: `async` and `wait` clauses are
    /// dropped and every construct runs synchronously (a conforming
    /// schedule: `async` permits, never requires, overlap).
    pub fake_async_wait: bool,
    /// `worker=parallel-for|simd`: worker loops become threads (Clacc) or
    /// SIMD lanes (GPU-warp style, for hosts whose teams get one thread).
    pub worker_as_simd: bool,
    /// `tile=tile|collapse`: `tile(a, b)` tiles its loops (`omp.loop_nest
    /// ... tiles(a, b)`, OpenMP 5.1's `omp tile`), or only collapses them.
    pub tile_as_collapse: bool,
    /// `device-type=host|nvidia`: the device type whose `device_type`
    /// clause values (`num_gangs`, `num_workers`, `vector_length` after
    /// `device_type(...)`) the constructs take; accc gives `nvidia` with
    /// `--offload-arch`.
    pub device_type: String,
    /// `split-parallel=true`: `acc.parallel` with several partitioned loops
    /// becomes a data region around a construct per loop
    /// ([`crate::transforms::split_parallel`]); accc gives it with
    /// `--offload-arch` (a GPU kernel runs one loop).
    pub split_parallel: bool,
}

impl ConvertAccToOmpOptions {
    pub(crate) fn loop_options(&self) -> LoopOptions {
        LoopOptions {
            vector_as_threads: self.vector_as_threads,
            implicit_worker: self.implicit_worker,
            implicit_vector: self.implicit_vector,
            worker_as_simd: self.worker_as_simd,
            tile_as_collapse: self.tile_as_collapse,
        }
    }
}

impl Default for ConvertAccToOmpOptions {
    fn default() -> Self {
        ConvertAccToOmpOptions {
            hold: true,
            present_modifier: true,
            vector_as_threads: false,
            implicit_worker: ImplicitWorker::None,
            implicit_vector: false,
            update_present: true,
            fake_async_wait: false,
            worker_as_simd: false,
            tile_as_collapse: false,
            device_type: "host".into(),
            split_parallel: false,
        }
    }
}

impl ConvertAccToOmpOptions {
    pub(crate) fn from_values(values: &OptionValues) -> Self {
        ConvertAccToOmpOptions {
            hold: values.get("structured-ref-count") == "hold",
            present_modifier: values.get("present") == "present",
            vector_as_threads: values.get("vector") == "parallel-for",
            implicit_worker: match values.get("implicit-worker") {
                "vector" => ImplicitWorker::Vector,
                "outer" => ImplicitWorker::Outer,
                "vector-outer" => ImplicitWorker::VectorOuter,
                _ => ImplicitWorker::None,
            },
            implicit_vector: values.get("implicit-vector") == "outer",
            update_present: values.get("update-present") == "present",
            fake_async_wait: matches!(values.get("fake-async-wait"), "true" | "1"),
            worker_as_simd: values.get("worker") == "simd",
            tile_as_collapse: values.get("tile") == "collapse",
            device_type: values.get("device-type").to_string(),
            split_parallel: matches!(values.get("split-parallel"), "true" | "1"),
        }
    }
}

pub(crate) const OPTIONS: &[PassOption] = &[
    PassOption {
        name: "structured-ref-count",
        kind: OptionKind::Enum(&["hold", "no-hold"]),
        default: "hold",
        help: "hold: maps of structured data clauses carry the ompx_hold modifier (Clacc's default); \
               no-hold: plain OpenMP map types",
    },
    PassOption {
        name: "present",
        kind: OptionKind::Enum(&["present", "no-present"]),
        default: "present",
        help: "present: `present` becomes map(present,alloc) (Clacc's default); no-present: map(alloc)",
    },
    PassOption {
        name: "vector",
        kind: OptionKind::Enum(&["simd", "parallel-for"]),
        default: "simd",
        help: "simd: vector loops become omp.simd (Clacc's mapping); parallel-for: vector loops \
               outside worker loops become threads (parallel for, num_threads = a constant \
               vector_length), so that gang-vector code uses the host's cores",
    },
    PassOption {
        name: "worker",
        kind: OptionKind::Enum(&["parallel-for", "simd"]),
        default: "parallel-for",
        help: "parallel-for: worker loops become omp.parallel + omp.wsloop (Clacc's mapping); \
               simd: worker loops without a vector loop inside become omp.simd",
    },
    PassOption {
        name: "tile",
        kind: OptionKind::Enum(&["tile", "collapse"]),
        default: "tile",
        help: "tile: tile(a, b) tiles its loops (omp.loop_nest tiles, OpenMP 5.1's omp tile); \
               collapse: it only collapses them (their iterations are independent), for OpenMP \
               implementations without omp tile",
    },
    PassOption {
        name: "implicit-worker",
        kind: OptionKind::Enum(&["none", "vector", "outer", "vector-outer"]),
        default: "none",
        help: "implicit worker clauses (-fopenacc-implicit-worker): none; vector: on loops with \
               vector; outer: on each nest's outermost loops that permit worker; vector-outer: both",
    },
    PassOption {
        name: "implicit-vector",
        kind: OptionKind::Enum(&["none", "outer"]),
        default: "none",
        help: "implicit vector clauses (-fopenacc-implicit-vector): none; outer: on each nest's \
               outermost loops that permit vector",
    },
    PassOption {
        name: "update-present",
        kind: OptionKind::Enum(&["present", "no-present"]),
        default: "present",
        help: "present: update without if_present carries the present motion modifier \
               (-fopenacc-update-present-omp); no-present: it does not",
    },
    PassOption {
        name: "device-type",
        kind: OptionKind::Enum(&["host", "nvidia"]),
        default: "host",
        help: "the device type whose device_type(...) values of num_gangs, num_workers and \
               vector_length the constructs take (else device_type(*)'s, else the clause's \
               without device_type); accc gives nvidia with --offload-arch",
    },
    PassOption {
        name: "split-parallel",
        kind: OptionKind::Bool,
        default: "false",
        help: "a parallel construct with several partitioned loops becomes a data region around \
               a compute construct per loop (run in order); accc gives it with --offload-arch, \
               whose GPU kernels run one loop each",
    },
    PassOption {
        name: "fake-async-wait",
        kind: OptionKind::Bool,
        default: "false",
        help: "drop async and wait clauses: everything runs synchronously \
               (-fopenacc-fake-async-wait); otherwise they are errors",
    },
];
