//! `omp-host-legalize`: rewrites the `omp` forms that MLIR 22's translation
//! to LLVM IR gets wrong on a host (libomp) into equivalent forms it gets
//! right. It runs in the host pipeline before `convert-openmp-to-llvm`; the
//! `omp` IR that `convert-acc-to-omp` produces (and the source printer
//! reads) keeps the OpenMP form of each decision.
//!
//! **Teams reductions.** MLIR 22 lowers `omp.teams reduction(...)` with the
//! blocking `__kmpc_reduce` followed by `__kmpc_barrier` in the outlined
//! teams function. On a host, libomp runs a teams region on each team's
//! initial thread only: the other threads of a team wait at the fork
//! barrier of the next `parallel`. So whenever a team has more than one
//! thread (libomp gives each team `KMP_TEAMS_THREAD_LIMIT` / teams threads,
//! and without `thread_limit` that is more than one on any machine with
//! more cores than teams), the initial thread waits in that barrier forever.
//! Clang uses `__kmpc_reduce_nowait` and no barrier for the same construct.
//! Here each reduction becomes a team-private copy and one combination per
//! team under a lock, which is what a teams reduction means:
//!
//! ```mlir
//! omp.teams reduction(@r %x -> %a : !llvm.ptr) {
//!   ... %a ...
//!   omp.terminator
//! }
//! ==>
//! omp.teams {
//!   %a = llvm.alloca %c1 x T : (i64) -> !llvm.ptr
//!   %i = llvm.call @r.teams.init(%mold) : (T) -> T         // @r's init region
//!   llvm.store %i, %a : T, !llvm.ptr
//!   ... %a ...
//!   %v = llvm.load %a : !llvm.ptr -> T
//!   llvm.call @r.teams.combine(%x, %v) : (!llvm.ptr, T) -> ()
//!   omp.terminator
//! }
//! llvm.func internal @r.teams.combine(%p: !llvm.ptr, %v: T) {
//!   omp.critical {                                          // one team at a time
//!     %old = llvm.load %p : !llvm.ptr -> T
//!     %new = llvm.call @r.teams.combiner(%old, %v) : (T, T) -> T   // @r's combiner
//!     llvm.store %new, %p : T, !llvm.ptr
//!     omp.terminator
//!   }
//!   llvm.return
//! }
//! ```
//!
//! **Gangs.** `num_teams(n)` becomes `num_teams(min(n, omp_get_num_procs()))`:
//! MLIR 22 asks libomp for exactly `n` teams (`__kmpc_push_num_teams_51`
//! with both bounds `n`), and libomp then starts `n` threads, where the
//! `num_teams(n)` of clang's OpenMP gets at most one team per processor
//! (`__kmpc_push_num_teams` clamps); `num_gangs(1400)`, tuned for a GPU,
//! started 1400 threads on a 2-core host. OpenACC lets an implementation
//! use fewer gangs than `num_gangs` asks for a limitation of its target.
//!
//! **Leagues.** A teams region whose gang loop is a composite `distribute
//! parallel for` runs with the dynamic adjustment of threads off (see
//! `keep_league_size`).
//!
//! The helpers are `internal` functions whose bodies are the declaration's
//! own regions, so LLVM inlines them. The new ops in the teams region are
//! calls, loads, stores and an `alloca`, which MLIR's kernel-mode analysis
//! allows beside a `distribute` loop whose bounds the host evaluates.
//! A reduction by reference (`byref`: arrays and structs) gets the same
//! treatment, its copy the declaration's alloc region (moved into the teams
//! region), its helpers taking and giving pointers; a cleanup region (a
//! section of a run-time length frees its copy's data) becomes a helper
//! called after the team's combination.
//!
//! [`reductions`] holds the rewrite of teams reductions and the helpers it
//! declares; this file the pass, `num_teams` clamping and the driver.

mod reductions;

use crate::registry::PassInfo;
use acc2omp_dialects::{
    diagnostics::emit_error,
    ops::{collect_nested, op_name},
};
use melior::{
    Context, IrRewriter, RewriterBase,
    ir::{
        BlockLike, OperationRef, Type, ValueLike,
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
    },
    pass::Pass,
};
use reductions::{call, legalize_teams};

/// The registry record of the pass.
pub const PASS: PassInfo = PassInfo {
    argument: "omp-host-legalize",
    summary: "Rewrite omp forms that MLIR 22 translates wrongly for a host (teams reductions: \
              a team-private copy combined under a lock; num_teams: at most one team per \
              processor; a composite distribute parallel for: dynamic adjustment off)",
    options: &[],
    create: |_| create_omp_host_legalize_pass(),
};

static PASS_ID: crate::registry::PassId = crate::registry::PassId;

/// Creates the pass; it runs on any op.
pub fn create_omp_host_legalize_pass() -> Pass {
    crate::registry::external_pass(&PASS_ID, "OmpHostLegalize", &PASS, legalize)
}

/// The pass failed; the reasons were reported at their locations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LegalizeFailed;

/// Rewrites every `omp.teams` reduction nested in `root`.
pub fn legalize(root: OperationRef) -> Result<(), LegalizeFailed> {
    let context = root.context();
    // SAFETY: `context` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context.to_ref() };
    let rewriter = IrRewriter::new(context);
    let rewriter = rewriter.as_rewriter_base();
    let mut failed = false;
    crate::driver::take_internal_errors();
    for teams in collect_nested(root, |op| op_name(&op) == "omp.teams") {
        clamp_num_teams(teams, &rewriter, context);
        keep_league_size(teams, &rewriter, context);
    }
    for distribute in collect_nested(root, |op| op_name(&op) == "omp.distribute") {
        unchunk_composite(distribute, &rewriter, context);
    }
    for teams in collect_nested(root, |op| {
        op_name(&op) == "omp.teams" && !reduction_range(op).1.is_empty()
    }) {
        if let Err(message) = legalize_teams(teams, &rewriter, context) {
            emit_error(teams.location(), &message);
            failed = true;
        }
    }
    if crate::driver::take_internal_errors() > 0 {
        failed = true;
    }
    if failed { Err(LegalizeFailed) } else { Ok(()) }
}

/// `omp.teams` operand groups (MLIR 22, ODS order): allocate, allocator,
/// if, num_teams lower, num_teams upper, private, reduction, thread_limit.
const TEAMS_NUM_TEAMS_LOWER: usize = 3;
const TEAMS_NUM_TEAMS_UPPER: usize = 4;
/// `omp.target`'s host_eval group (MLIR 22, ODS order: allocate, allocator,
/// depend, device, has_device_addr, host_eval, ...); its values are the
/// first block arguments of the target region.
const TARGET_HOST_EVAL: usize = 5;

/// `num_teams(n)` (an upper bound only) becomes `num_teams(min(n,
/// omp_get_num_procs()))`, computed where `n` is (before the `omp.target`
/// whose `host_eval` gives it to the teams).
fn clamp_num_teams<'c>(
    teams: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    use acc2omp_dialects::ops::OperationLikeExt;
    let sizes = teams.segment_sizes().unwrap_or_default();
    if sizes.len() <= TEAMS_NUM_TEAMS_UPPER
        || sizes[TEAMS_NUM_TEAMS_LOWER] != 0
        || sizes[TEAMS_NUM_TEAMS_UPPER] != 1
    {
        return;
    }
    let index: usize = sizes[..TEAMS_NUM_TEAMS_UPPER].iter().sum();
    let Ok(value) = teams.operand(index) else {
        return;
    };
    // Where the value is computed: a target's host_eval operand (the
    // block argument's position among them), or the teams' own operand.
    let target = teams
        .parent_operation()
        .filter(|p| op_name(p) == "omp.target");
    let (owner, position) = match (melior::ir::block::BlockArgument::try_from(value), target) {
        (Ok(argument), Some(target))
            if argument
                .owner()
                .parent_operation()
                .is_some_and(|o| o == target) =>
        {
            let target_sizes = target.segment_sizes().unwrap_or_default();
            if target_sizes.len() <= TARGET_HOST_EVAL
                || argument.argument_number() >= target_sizes[TARGET_HOST_EVAL]
            {
                return;
            }
            let start: usize = target_sizes[..TARGET_HOST_EVAL].iter().sum();
            (target, start + argument.argument_number())
        }
        _ => (teams, index),
    };
    let Ok(outer) = owner.operand(position) else {
        return;
    };
    let i32_type: Type = IntegerType::new(context, 32).into();
    if outer.r#type() != i32_type {
        return;
    }
    let location = teams.location();
    crate::ir::declare_symbol(
        rewriter,
        context,
        owner,
        "omp_get_num_procs",
        "llvm.func @omp_get_num_procs() -> i32 attributes {sym_visibility = \"private\"}",
    );
    rewriter.set_insertion_point_before(owner);
    let procs = rewriter.insert(call(
        context,
        location,
        "omp_get_num_procs",
        &[],
        Some(i32_type),
    ));
    let procs = crate::ir::result(procs);
    let least = rewriter.insert(
        OperationBuilder::new("arith.minsi", location)
            .add_operands(&[outer, procs])
            .add_results(&[outer.r#type()])
            .build()
            .expect("built here: valid arith.minsi"),
    );
    let least = crate::ir::result(least);
    // SAFETY: `owner` is a live operation and `position` one of its
    // operands; the new value dominates it (inserted just before it).
    unsafe {
        mlir_sys::mlirOperationSetOperand(owner.to_raw(), position as isize, least.to_raw());
    }
}
/// A league whose gang loop is a composite `distribute parallel for` runs
/// with the dynamic adjustment of threads off (`omp_set_dynamic(0)` before
/// its `omp.target`, the previous setting restored after it): libomp's
/// `__kmpc_dist_for_static_init`, which MLIR 22 calls for the composite
/// loop, asserts that the league has as many teams as were asked for, and
/// with `OMP_DYNAMIC=true` libomp may start fewer team threads, by the
/// system's load ("Assertion failure at kmp_sched.cpp(547)", measured with
/// libomp 22 on 2 threads). dyn-var is the encountering task's ICV, so
/// the program's own parallel regions keep theirs. (Clang's host code for
/// the same loop calls `__kmpc_for_static_init` twice instead.)
fn keep_league_size<'c>(
    teams: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let composite = !collect_nested(teams, |op| {
        op_name(&op) == "omp.wsloop"
            && op
                .parent_operation()
                .is_some_and(|p| op_name(&p) == "omp.distribute")
    })
    .is_empty();
    if !composite {
        return;
    }
    let owner = teams
        .parent_operation()
        .filter(|p| op_name(p) == "omp.target")
        .unwrap_or(teams);
    let location = teams.location();
    let i32_type: Type = IntegerType::new(context, 32).into();
    crate::ir::declare_symbol(
        rewriter,
        context,
        owner,
        "omp_get_dynamic",
        "llvm.func @omp_get_dynamic() -> i32 attributes {sym_visibility = \"private\"}",
    );
    crate::ir::declare_symbol(
        rewriter,
        context,
        owner,
        "omp_set_dynamic",
        "llvm.func @omp_set_dynamic(i32) attributes {sym_visibility = \"private\"}",
    );
    rewriter.set_insertion_point_before(owner);
    let previous = rewriter.insert(call(
        context,
        location,
        "omp_get_dynamic",
        &[],
        Some(i32_type),
    ));
    let previous = crate::ir::result(previous);
    let off = crate::ir::constant_i32(rewriter, context, 0, location);
    rewriter.insert(call(context, location, "omp_set_dynamic", &[off], None));
    rewriter.set_insertion_point_after(owner);
    rewriter.insert(call(
        context,
        location,
        "omp_set_dynamic",
        &[previous],
        None,
    ));
}

/// `omp.distribute`'s operand groups (MLIR 22, ODS order): allocate,
/// allocator, dist_schedule_chunk_size, private.
const DISTRIBUTE_CHUNK: usize = 2;

/// A composite `distribute parallel for` (an `omp.distribute` over an
/// `omp.wsloop`) loses its `dist_schedule(static[, chunk])`
/// (`gang(static:n)` or `gang(static:*)` on a gang-worker loop): MLIR 22
/// lowers it for a host into a `__kmpc_dist_for_static_init` call that
/// libomp 22 rejects ("unknown loop scheduling type": an abort) or that
/// runs some iterations twice (one team, two threads, chunk 2: measured),
/// where clang's host code for the same OpenMP is right. Without it the
/// gangs' iterations are dealt in blocks, which OpenACC allows as well: the
/// chunk is a schedule, not a result (no OpenACC routine tells a gang's
/// number).
fn unchunk_composite<'c>(
    distribute: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    use acc2omp_dialects::ops::OperationLikeExt;
    let composite = crate::ir::entry_block(distribute, 0)
        .first_operation()
        .is_some_and(|op| op_name(&op) == "omp.wsloop");
    let mut sizes = distribute.segment_sizes().unwrap_or_default();
    if !composite || distribute.attribute("dist_schedule_static").is_err() {
        return;
    }
    // (No chunk: an index past the operands.)
    let chunk: usize = match sizes.get(DISTRIBUTE_CHUNK) {
        Some(1) => sizes[..DISTRIBUTE_CHUNK].iter().sum(),
        _ => usize::MAX,
    };
    // SAFETY: a live op; the operand list keeps every other group in order,
    // and its segment sizes say so.
    unsafe {
        let operands: Vec<mlir_sys::MlirValue> = distribute
            .operands()
            .enumerate()
            .filter(|(i, _)| *i != chunk)
            .map(|(_, v)| v.to_raw())
            .collect();
        rewriter.start_op_modification(distribute);
        mlir_sys::mlirOperationSetOperands(
            distribute.to_raw(),
            operands.len() as isize,
            operands.as_ptr(),
        );
        if let Some(size) = sizes.get_mut(DISTRIBUTE_CHUNK) {
            *size = 0;
        }
        let sizes: Vec<i32> = sizes.iter().map(|&s| s as i32).collect();
        mlir_sys::mlirOperationSetAttributeByName(
            distribute.to_raw(),
            melior::StringRef::new("operandSegmentSizes").to_raw(),
            melior::ir::AttributeLike::to_raw(&melior::ir::attribute::DenseI32ArrayAttribute::new(
                context, &sizes,
            )),
        );
        mlir_sys::mlirOperationRemoveAttributeByName(
            distribute.to_raw(),
            melior::StringRef::new("dist_schedule_static").to_raw(),
        );
        rewriter.finalize_op_modification(distribute);
    }
}

/// The private and reduction groups of `omp.teams`.
const TEAMS_PRIVATE: usize = 5;
const TEAMS_REDUCTION: usize = 6;

/// The segment sizes of `teams` and the operand indices of its reductions.
fn reduction_range(teams: OperationRef) -> (Vec<usize>, std::ops::Range<usize>) {
    use acc2omp_dialects::ops::OperationLikeExt;
    let sizes = teams.segment_sizes().unwrap_or_default();
    if sizes.len() <= TEAMS_REDUCTION {
        return (sizes, 0..0);
    }
    let start: usize = sizes[..TEAMS_REDUCTION].iter().sum();
    let end = start + sizes[TEAMS_REDUCTION];
    (sizes, start..end)
}
