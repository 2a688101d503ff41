//! `convert-acc-to-omp`: OpenACC (`acc` dialect) to OpenMP (`omp` dialect),
//! following Clacc's mapping (`reference/seeds/clacc-design-current.txt`,
//! "OpenACC to OpenMP Mapping", and `reference/clacc/README-OpenACC-design.md`
//! for data clauses).
//!
//! One file per op family, each with its patterns:
//! * [`compute`]: `acc.parallel` → `omp.target` + `omp.teams`; `acc.serial`
//!   → the same with one team of one thread.
//!   The construct's loops are converted with it, because the loop a
//!   target region consists of takes its bounds from the host (`host_eval`
//!   on `omp.target`), and its private, firstprivate and reduction clauses.
//! * [`kernels`]: `acc.kernels` → one `acc.parallel` or `acc.serial` per
//!   loop nest inside an `acc.data` (the conservative translation).
//! * [`loops`]: `acc.loop` → `omp.distribute` / `omp.parallel` +
//!   `omp.wsloop` / `omp.simd` nests, or `scf` loops for sequential ones.
//! * [`routine`]: `acc.routine` → `omp.declare_target` on the function.
//! * [`reduction`]: `acc.reduction` → `omp.declare_reduction`.
//! * [`atomic`]: `acc.atomic.*` → `omp.atomic.*`.
//! * [`data`]: `acc.data` → `omp.target_data`, enter/exit data, update,
//!   wait.
//! * [`data_clause`]: data entry ops (`acc.copyin`, `acc.create`,
//!   `acc.present`, ...) → `omp.map.info`, `acc.bounds` → `omp.map.bounds`.
//! * [`build`]: builders the patterns share.
//!
//! After the patterns have run, any `acc` op left is reported at its
//! location as `unsupported: ...` and the pass fails: nothing is ever
//! silently left behind or dropped.

mod atomic;
pub(crate) mod build;
mod compute;
mod data;
mod data_clause;
mod gang_loops;
mod implicit;
pub use implicit::{IMPLICIT_PASS, create_acc_implicit_pass, make_implicit_explicit};
mod kernels;
mod loops;
mod normalize;
mod reduction;
mod routine;

use crate::{
    driver::{PatternSet, Reasons, apply_patterns},
    options::{OptionKind, OptionValues, PassOption},
    registry::PassInfo,
};
use acc2omp_dialects::{diagnostics::emit_error, ops::op_name};
use melior::{
    dialect::DialectHandle,
    ir::{Location, OperationRef, operation::OperationLike, r#type::TypeId},
    pass::{Pass, create_external},
};

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
    pub implicit_worker: loops::ImplicitWorker,
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
}

impl ConvertAccToOmpOptions {
    pub(crate) fn loop_options(&self) -> loops::LoopOptions {
        loops::LoopOptions {
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
            implicit_worker: loops::ImplicitWorker::None,
            implicit_vector: false,
            update_present: true,
            fake_async_wait: false,
            worker_as_simd: false,
            tile_as_collapse: false,
        }
    }
}

impl ConvertAccToOmpOptions {
    fn from_values(values: &OptionValues) -> Self {
        ConvertAccToOmpOptions {
            hold: values.get("structured-ref-count") == "hold",
            present_modifier: values.get("present") == "present",
            vector_as_threads: values.get("vector") == "parallel-for",
            implicit_worker: match values.get("implicit-worker") {
                "vector" => loops::ImplicitWorker::Vector,
                "outer" => loops::ImplicitWorker::Outer,
                "vector-outer" => loops::ImplicitWorker::VectorOuter,
                _ => loops::ImplicitWorker::None,
            },
            implicit_vector: values.get("implicit-vector") == "outer",
            update_present: values.get("update-present") == "present",
            fake_async_wait: matches!(values.get("fake-async-wait"), "true" | "1"),
            worker_as_simd: values.get("worker") == "simd",
            tile_as_collapse: values.get("tile") == "collapse",
        }
    }
}

const OPTIONS: &[PassOption] = &[
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
        name: "fake-async-wait",
        kind: OptionKind::Bool,
        default: "false",
        help: "drop async and wait clauses: everything runs synchronously \
               (-fopenacc-fake-async-wait); otherwise they are errors",
    },
];

/// The registry record of the pass.
pub const PASS: PassInfo = PassInfo {
    argument: "convert-acc-to-omp",
    summary: "Convert OpenACC (acc dialect) to OpenMP (omp dialect) with Clacc's mapping",
    options: OPTIONS,
    create: |values| create_convert_acc_to_omp_pass(ConvertAccToOmpOptions::from_values(values)),
};

/// The address of a static of this type is a pass's MLIR `TypeID`.
#[repr(align(8))]
struct PassId;
static PASS_ID: PassId = PassId;
static VERIFY_PASS_ID: PassId = PassId;
static IMPLICIT_PASS_ID: PassId = PassId;

/// The registry record of `acc-verify`.
pub const VERIFY_PASS: PassInfo = PassInfo {
    argument: "acc-verify",
    summary: "Report the OpenACC semantic errors and unsupported features convert-acc-to-omp \
              would reject, leaving the IR unchanged",
    options: OPTIONS,
    create: |values| create_acc_verify_pass(ConvertAccToOmpOptions::from_values(values)),
};

/// Creates `acc-verify`: it converts a copy of the module and reports the
/// failures at their locations; the module itself is left as it is. It
/// takes the options of `convert-acc-to-omp`, which change what is
/// accepted (`fake-async-wait`).
pub fn create_acc_verify_pass(options: ConvertAccToOmpOptions) -> Pass {
    external_pass(&VERIFY_PASS_ID, "AccVerify", &VERIFY_PASS, move |op| {
        verify_acc(op, &options)
    })
}

/// Runs the conversion on a copy of the module around `root` (recipes and
/// symbols live there) and reports what it rejects.
pub fn verify_acc(
    root: OperationRef,
    options: &ConvertAccToOmpOptions,
) -> Result<(), ConversionFailed> {
    let mut module = root;
    while let Some(parent) = module.parent_operation() {
        module = parent;
    }
    // SAFETY: cloning a live op gives a new detached op owned here, which is
    // destroyed below.
    let copy = unsafe { mlir_sys::mlirOperationClone(module.to_raw()) };
    // SAFETY: `copy` is a valid detached op.
    let copy_ref = unsafe { OperationRef::from_raw(copy) };
    let result = convert_acc_to_omp(copy_ref, options);
    // SAFETY: the detached copy is not referenced any more.
    unsafe { mlir_sys::mlirOperationDestroy(copy) };
    result
}

/// Creates the pass. It runs on any op (a module or a function) and
/// converts every `acc` op nested in it.
pub fn create_convert_acc_to_omp_pass(options: ConvertAccToOmpOptions) -> Pass {
    external_pass(&PASS_ID, "ConvertAccToOmp", &PASS, move |op| {
        convert_acc_to_omp(op, &options)
    })
}

/// An external pass of this module: `run` on the op the pass manager gives;
/// an `Err` fails the pass (the errors were reported at their locations).
/// It may create ops of the `omp` and `llvm` dialects.
fn external_pass(
    id: &'static PassId,
    name: &str,
    info: &PassInfo,
    run: impl Fn(OperationRef) -> Result<(), ConversionFailed> + Clone + 'static,
) -> Pass {
    create_external(
        move |op: OperationRef, pass: melior::pass::ExternalPass| {
            if run(op).is_err() {
                pass.signal_failure();
            }
        },
        TypeId::create(id),
        name,
        info.argument,
        info.summary,
        "",
        // SAFETY: these return the static handles of upstream dialects.
        &unsafe {
            [
                DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__omp__()),
                DialectHandle::from_raw(mlir_sys::mlirGetDialectHandle__llvm__()),
            ]
        },
    )
}

/// Adds the patterns of the conversion to `set`.
pub fn populate_acc_to_omp_patterns(set: &mut PatternSet<ConvertAccToOmpOptions>) {
    set.add("acc.parallel", compute::convert_parallel);
    set.add("acc.serial", compute::convert_serial);
    set.add("acc.kernels", kernels::convert_kernels);
    set.add("acc.data", data::convert_data);
    set.add("acc.enter_data", data::convert_enter_data);
    set.add("acc.exit_data", data::convert_exit_data);
    set.add("acc.update", data::convert_update);
    set.add("acc.wait", data::convert_wait);
    set.add("acc.declare_enter", data::convert_declare_enter);
    set.add("acc.global_ctor", data::convert_global_ctor);
    for name in ["acc.init", "acc.shutdown", "acc.set"] {
        set.add(name, data::convert_runtime_directive);
    }
    set.add("acc.host_data", data::convert_host_data);
    set.add("acc.routine", routine::convert_routine);
    for name in [
        "acc.atomic.read",
        "acc.atomic.write",
        "acc.atomic.update",
        "acc.atomic.capture",
    ] {
        set.add(name, atomic::convert_atomic);
    }
}

/// Converts every `acc` op nested in `root`; on failure, every op left is
/// reported at its location and `Err` is returned.
pub fn convert_acc_to_omp(
    root: OperationRef,
    options: &ConvertAccToOmpOptions,
) -> Result<(), ConversionFailed> {
    let mut set = PatternSet::default();
    populate_acc_to_omp_patterns(&mut set);
    INTERNAL_ERRORS.with(|count| count.set(0));
    let reasons = apply_patterns(root, &set, options);
    erase_unused_recipes(root);
    let leftovers = report_leftovers(root, &reasons);
    if INTERNAL_ERRORS.with(std::cell::Cell::get) > 0 {
        return Err(ConversionFailed);
    }
    leftovers
}

/// The conversion failed; every reason was reported at its location
/// through the context's diagnostics.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ConversionFailed;

impl std::fmt::Display for ConversionFailed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("convert-acc-to-omp failed; the errors were reported at their locations")
    }
}

impl std::error::Error for ConversionFailed {}

thread_local! {
    /// Errors a pattern reported after it had rewritten the IR (a pattern
    /// cannot fail then; the pass fails at the end instead).
    static INTERNAL_ERRORS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Ops that belong to a construct (its data clauses and their bounds,
/// recipes): when they are left over, the construct is the one to report.
fn is_clause_op(name: &str) -> bool {
    const CLAUSE_OPS: &[&str] = &[
        "acc.bounds",
        "acc.copyin",
        "acc.create",
        "acc.present",
        "acc.nocreate",
        "acc.attach",
        "acc.deviceptr",
        "acc.getdeviceptr",
        "acc.copyout",
        "acc.delete",
        "acc.detach",
        "acc.update_host",
        "acc.update_device",
        "acc.use_device",
        "acc.private",
        "acc.firstprivate",
        "acc.reduction",
        "acc.cache",
        "acc.declare_device_resident",
        "acc.declare_link",
    ];
    CLAUSE_OPS.contains(&name) || name.ends_with(".recipe")
}

/// Erases the privatization and reduction recipes once no `acc` op that
/// could name them is left (the converted constructs carry their own
/// `omp.private` and `omp.declare_reduction` declarations).
fn erase_unused_recipes(root: OperationRef) {
    let recipes = acc2omp_dialects::ops::collect_nested(root, |op| {
        let name = op_name(&op);
        name.starts_with("acc.") && name.ends_with(".recipe")
    });
    let others_left = !acc2omp_dialects::ops::collect_nested(root, |op| {
        op_name(&op).starts_with("acc.")
            && !recipes
                .iter()
                .any(|r| acc2omp_dialects::ops::is_ancestor(*r, op))
    })
    .is_empty();
    if others_left {
        return;
    }
    for recipe in recipes {
        // SAFETY: a recipe is a top-level symbol nothing refers to any more;
        // it is detached, then destroyed.
        unsafe {
            mlir_sys::mlirOperationRemoveFromParent(recipe.to_raw());
            mlir_sys::mlirOperationDestroy(recipe.to_raw());
        }
    }
}

/// Reports the outermost `acc` ops still in `root` (an op inside a reported
/// op is not reported again; clause ops only when no construct is left).
fn report_leftovers(root: OperationRef, reasons: &Reasons) -> Result<(), ConversionFailed> {
    // Recipes are left only for the clause ops that name them, which are
    // reported instead.
    let leftovers = acc2omp_dialects::ops::collect_nested(root, |op| {
        let name = op_name(&op);
        name.starts_with("acc.") && !name.ends_with(".recipe")
    });
    let constructs_left = leftovers.iter().any(|op| !is_clause_op(&op_name(op)));
    // Ops a failure of another op was reported at (a loop that made its
    // construct or routine fail) are not reported again.
    let blamed: Vec<Location> = leftovers
        .iter()
        .filter_map(|op| reasons.reason(*op))
        .filter_map(|failure| failure.location)
        // SAFETY: locations of this context, taken by patterns.
        .map(|raw| unsafe { Location::from_raw(raw) })
        .collect();
    let mut reported: Vec<OperationRef> = Vec::new();
    for op in leftovers {
        if reported
            .iter()
            .any(|outer| acc2omp_dialects::ops::is_ancestor(*outer, op))
        {
            continue;
        }
        let in_recipe = std::iter::successors(op.parent_operation(), |p| p.parent_operation())
            .any(|p| op_name(&p).ends_with(".recipe"));
        if in_recipe || constructs_left && is_clause_op(&op_name(&op)) {
            continue;
        }
        match reasons.reason(op) {
            Some(failure) => {
                let location = match failure.location {
                    // SAFETY: a location of this context, taken by a pattern.
                    Some(raw) => unsafe { Location::from_raw(raw) },
                    None => op.location(),
                };
                emit_error(location, &failure.message);
            }
            None if blamed.contains(&op.location()) => {}
            None => emit_error(
                op.location(),
                &format!(
                    "unsupported: '{}' has no conversion to OpenMP yet",
                    op_name(&op)
                ),
            ),
        }
        reported.push(op);
    }
    if reported.is_empty() {
        Ok(())
    } else {
        Err(ConversionFailed)
    }
}
