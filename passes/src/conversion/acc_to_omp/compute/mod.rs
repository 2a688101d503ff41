//! Compute constructs: `acc.parallel` → `omp.target` + `omp.teams`
//! (Clacc: `acc parallel` -> `omp target teams`).
//!
//! ```mlir
//! %e = acc.copyin varPtr(%a : !llvm.ptr) varType(f64) bounds(%b) -> !llvm.ptr {dataClause = #acc<data_clause acc_copy>}
//! acc.parallel dataOperands(%e : !llvm.ptr) {
//!   ... %e ... %n ...
//!   acc.yield
//! }
//! acc.copyout accPtr(%e : !llvm.ptr) bounds(%b) to varPtr(%a : !llvm.ptr) varType(f64) {dataClause = #acc<data_clause acc_copy>}
//! ==>
//! %mb = omp.map.bounds ...
//! %m = omp.map.info var_ptr(%a : !llvm.ptr, f64) map_clauses(ompx_hold, tofrom) capture(ByRef) bounds(%mb) -> !llvm.ptr
//! llvm.store %n, %n.addr : i32, !llvm.ptr        // %n.addr: an llvm.alloca in the function's entry block
//! %mn = omp.map.info var_ptr(%n.addr : !llvm.ptr, i32) map_clauses(to) capture(ByCopy) -> !llvm.ptr
//! omp.target map_entries(%m -> %a.dev, %mn -> %n.dev : !llvm.ptr, !llvm.ptr) {
//!   %n.in = llvm.load %n.dev : !llvm.ptr -> i32
//!   omp.teams {
//!     ... %a.dev ... %n.in ...
//!     omp.terminator
//!   }
//!   omp.terminator
//! }
//! ```
//!
//! `omp.target` is isolated from above, so every value the region uses from
//! outside must enter it explicitly: device copies of data clauses become
//! `map_entries` block arguments; constants are cloned into the region; other
//! integer, index and floating-point SSA values (which are immutable, so a
//! copy has the same meaning) are mapped by copy through a stack slot.
//! Anything else, such as a pointer used without a data clause, needs the
//! implicit data attributes of `acc-implicit` and is reported as unsupported.
//!
//! The conversion runs in three steps, each in its own file:
//! * [`clauses`] reads and checks the construct's clauses;
//! * [`plan`] decides everything (the maps, how each live-in value enters
//!   the region, the gang-level reductions, the loops' plan); it may decline,
//!   and it changes no IR;
//! * [`rewrite`] builds `omp.target` + `omp.teams` from the plan and cannot
//!   fail; [`maps`] and [`values`] hold the builders it shares.

mod clauses;
mod maps;
mod plan;
mod rewrite;
mod values;

pub(crate) use clauses::check_data_sharing;
pub(crate) use values::runtime_i32;

use super::ConvertAccToOmpOptions;
use crate::{
    acc::operands::{parallel, serial},
    driver::NoMatch,
};
use melior::{RewriterBase, ir::OperationRef};

/// What differs between the compute constructs that become `omp.target` +
/// `omp.teams`.
struct Construct {
    name: &'static str,
    /// The index of `dataOperands` (the last group).
    data_operands: usize,
    /// The indices of `async`, `wait`, `if` and `self`.
    async_group: usize,
    wait_group: usize,
    if_group: usize,
    self_group: usize,
    /// The indices of `reduction`, `private` and `firstprivate`.
    reduction: usize,
    private: usize,
    firstprivate: usize,
    /// `serial`: one gang of one worker (`num_teams(1) thread_limit(1)`).
    single: bool,
}

const PARALLEL: Construct = Construct {
    name: "acc.parallel",
    async_group: parallel::ASYNC,
    wait_group: parallel::WAIT,
    if_group: parallel::IF,
    self_group: parallel::SELF,
    data_operands: parallel::DATA,
    reduction: parallel::REDUCTION,
    private: parallel::PRIVATE,
    firstprivate: parallel::FIRSTPRIVATE,
    single: false,
};

const SERIAL: Construct = Construct {
    name: "acc.serial",
    async_group: serial::ASYNC,
    wait_group: serial::WAIT,
    if_group: serial::IF,
    self_group: serial::SELF,
    data_operands: serial::DATA,
    reduction: serial::REDUCTION,
    private: serial::PRIVATE,
    firstprivate: serial::FIRSTPRIVATE,
    single: true,
};

/// The pattern for `acc.parallel`: `omp target teams`.
pub(crate) fn convert_parallel<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    convert_compute(&PARALLEL, op, rewriter, options)
}

/// The pattern for `acc.serial`: one gang of one worker with vector length
/// 1, `omp target teams num_teams(1) thread_limit(1)`.
pub(crate) fn convert_serial<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    convert_compute(&SERIAL, op, rewriter, options)
}

/// `acc.parallel` or `acc.serial`: plan (which may decline, leaving the IR
/// untouched), then rewrite (which cannot fail).
fn convert_compute<'c, 'a>(
    construct: &'static Construct,
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    let plan = plan::plan(construct, op, options)?;
    rewrite::rewrite(&plan, rewriter, options);
    Ok(())
}
