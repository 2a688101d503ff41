//! Whether a target region can become a kernel, and which kind: every
//! check is made here, before anything is rewritten ([`super::kernel`]
//! then cannot fail).

use super::kernel::TARGET_HOST_EVAL;
use crate::ir::{defining_op, find_symbol};
use acc2omp_dialects::ops::{collect_nested, is_ancestor, op_name, operand_group};
use melior::ir::{
    BlockLike, Location, OperationRef, RegionLike, Value, ValueLike, attribute::TypeAttribute,
    operation::OperationLike,
};

/// The omp ops a kernel may hold (the others are reported).
const KERNEL_OMP_OPS: &[&str] = &[
    "omp.teams",
    "omp.parallel",
    "omp.distribute",
    "omp.wsloop",
    "omp.simd",
    "omp.loop_nest",
    "omp.yield",
    "omp.terminator",
];

/// `omp.target`'s operand groups acc2omp's kernels cannot take yet, with
/// the clause each is (MLIR 22's order).
const TARGET_GROUPS: &[(usize, &str)] = &[
    (0, "allocate"),
    (2, "depend"),
    (3, "device"),
    (4, "has_device_addr"),
    (7, "in_reduction"),
    (8, "is_device_ptr"),
    (10, "private"),
];

pub(super) enum Shape<'c, 'a> {
    /// `nest` under its loop wrappers (and an `omp.parallel`); `rows`: its
    /// iterations on whole blocks ([`super::rows`]).
    Loop {
        nest: OperationRef<'c, 'a>,
        rows: bool,
    },
    /// No partitioned loop: the region runs on one thread of each gang
    /// (`num_gangs`, a value of the host's, when the teams have one). With
    /// `loops`, one gang of one thread (`serial`, a `kernels` region's
    /// sequential part: `num_teams(1) thread_limit(1)`) whose partitioned
    /// loops all run sequentially in it ([`super::sequential`]): any
    /// number of them, with any code between.
    Single {
        gangs: Option<Value<'c, 'a>>,
        loops: bool,
    },
}

pub(super) struct Plan<'c, 'a> {
    pub target: OperationRef<'c, 'a>,
    pub shape: Shape<'c, 'a>,
}

type Rejection<'c> = (Location<'c>, String);

/// Checks that `target` can become a kernel, and which kind.
pub(super) fn plan<'c, 'a>(target: OperationRef<'c, 'a>) -> Result<Plan<'c, 'a>, Rejection<'c>> {
    let here = |message: String| (target.location(), message);
    for (group, clause) in TARGET_GROUPS {
        if !operand_group(target, *group).is_empty() {
            return Err(here(format!(
                "'{clause}' on a compute construct offloaded to a GPU"
            )));
        }
    }
    if target.attribute("nowait").is_ok() {
        return Err(here(
            "'nowait' (async) on a compute construct offloaded to a GPU".into(),
        ));
    }
    if target
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .is_none_or(|b| b.next_in_region().is_some())
    {
        return Err(here("a target region of several blocks (or none)".into()));
    }
    for op in collect_nested(target, |_| true) {
        let name = op_name(&op);
        let at = |message: String| (op.location(), message);
        if op == target {
            continue;
        }
        if name.starts_with("omp.atomic.") {
            super::atomic::check(op).map_err(at)?;
        } else if name.starts_with("omp.") && !KERNEL_OMP_OPS.contains(&name) {
            return Err(at(format!("'{name}' in a GPU kernel")));
        }
        // NVPTX has no x86 extended precision (LLVM aborts on its library
        // calls): `long double` stays on the host.
        let types = op
            .results()
            .map(|r| Value::from(r).r#type())
            .chain(op.operands().map(|v| v.r#type()));
        if types
            .map(|t| t.to_string())
            .any(|t| t == "f80" || t == "f128")
        {
            return Err(at(
                "'long double' (x86 extended precision) in a GPU kernel".into()
            ));
        }
        if op.attribute("reduction_syms").is_ok() {
            super::reduction::check(op).map_err(at)?;
        }
        if matches!(name, "llvm.call" | "func.call") {
            super::device::check_call(op, &mut Vec::new()).map_err(at)?;
        }
        if name == "omp.teams" && op.attribute("private_syms").is_ok() {
            return Err(at("'private' on the teams of a GPU kernel".into()));
        }
        if matches!(name, "omp.wsloop" | "omp.simd") && !operand_group(op, 2).is_empty() {
            return Err(at(format!("'linear' on '{name}' in a GPU kernel")));
        }
        check_privates(op).map_err(at)?;
        // (The kernel inlines the omp ops' regions into one block; other
        // ops keep theirs: `scf.execute_region` of a `continue` or a
        // `switch`.)
        if op.region_count() > 0
            && name.starts_with("omp.")
            && op.regions().any(|r| {
                r.first_block()
                    .is_some_and(|b| b.next_in_region().is_some())
            })
        {
            return Err(at(format!(
                "'{name}' with a body of several blocks in a GPU kernel"
            )));
        }
    }
    let nests = collect_nested(target, |op| op_name(&op) == "omp.loop_nest");
    let shape = match nests.as_slice() {
        [] => {
            if let Some(op) = collect_nested(target, |op| {
                matches!(
                    op_name(&op),
                    "omp.parallel" | "omp.distribute" | "omp.wsloop" | "omp.simd"
                )
            })
            .first()
            {
                return Err((
                    op.location(),
                    format!("'{}' without a loop in a GPU kernel", op_name(op)),
                ));
            }
            Shape::Single {
                gangs: gang_count(target)?,
                loops: false,
            }
        }
        nests if one_thread(target) => {
            for nest in nests {
                super::sequential::check_one_thread(*nest)?;
            }
            Shape::Single {
                gangs: None,
                loops: true,
            }
        }
        nests => {
            // One outermost loop; the others in its body run sequentially
            // in each thread ([`super::sequential`]).
            let outermost: Vec<_> = nests
                .iter()
                .copied()
                .filter(|nest| {
                    !nests
                        .iter()
                        .any(|other| other != nest && is_ancestor(*other, *nest))
                })
                .collect();
            if let [_, second, ..] = outermost.as_slice() {
                return Err((
                    second.location(),
                    "several partitioned loops one after the other in one GPU kernel".into(),
                ));
            }
            let outer = outermost[0];
            for nest in nests.iter().filter(|nest| **nest != outer) {
                super::sequential::check(outer, *nest)?;
            }
            plan_loop(target, outer)?
        }
    };
    Ok(Plan { target, shape })
}

/// Whether `target`'s teams are one gang of one thread (`num_teams(1)
/// thread_limit(1)`, constants: `serial`, a `kernels` region's sequential
/// part).
fn one_thread(target: OperationRef) -> bool {
    let is_one = |value: Option<Value>| {
        let constant = match value.and_then(|v| host_value_source(target, v)) {
            Some(HostSource::Constant(def)) => Some(def),
            Some(HostSource::Value(v)) => defining_op(v),
            None => None,
        };
        constant.is_some_and(|def| {
            matches!(op_name(&def), "arith.constant" | "llvm.mlir.constant")
                && def
                    .attribute("value")
                    .ok()
                    .and_then(|a| melior::ir::attribute::IntegerAttribute::try_from(a).ok())
                    .is_some_and(|a| a.value() == 1)
        })
    };
    let teams = collect_nested(target, |op| op_name(&op) == "omp.teams");
    let [teams] = teams.as_slice() else {
        return false;
    };
    use acc2omp_dialects::segments::{TEAMS_NUM_TEAMS_UPPER, TEAMS_THREAD_LIMIT};
    is_one(
        operand_group(*teams, TEAMS_NUM_TEAMS_UPPER)
            .first()
            .copied(),
    ) && is_one(operand_group(*teams, TEAMS_THREAD_LIMIT).first().copied())
}

/// The number of gangs of a region without a partitioned loop, each of
/// which runs it (gang-redundant code): `num_gangs`'s value inside the
/// region, which the host must know (a `host_eval` operand or a constant).
fn gang_count<'c, 'a>(
    target: OperationRef<'c, 'a>,
) -> Result<Option<Value<'c, 'a>>, Rejection<'c>> {
    for teams in collect_nested(target, |op| op_name(&op) == "omp.teams") {
        let Some(count) = operand_group(teams, 4).first().copied() else {
            continue;
        };
        if host_value_source(target, count).is_none() {
            return Err((
                teams.location(),
                "a number of gangs computed inside the region in a GPU kernel".into(),
            ));
        }
        return Ok(Some(count));
    }
    Ok(None)
}

/// Only `omp.private {type = private}` without an init region: a fresh
/// uninitialized copy per thread.
fn check_privates(user: OperationRef) -> Result<(), String> {
    for symbol in super::build::symbols(user, "private_syms") {
        let symbol = symbol.as_str();
        let declaration =
            find_symbol(user, symbol).ok_or_else(|| format!("no private symbol '@{symbol}'"))?;
        let kind = declaration
            .attribute("data_sharing_type")
            .map(|a| a.to_string())
            .unwrap_or_default();
        let init = declaration
            .region(0)
            .ok()
            .and_then(|r| r.first_block())
            .is_some();
        if kind.contains("firstprivate") || init {
            return Err(format!(
                "the private copy '@{symbol}' with an initial value in a GPU kernel"
            ));
        }
    }
    Ok(())
}

/// The wrappers of `nest` up to the teams region, and the checks of the
/// code around them.
fn plan_loop<'c, 'a>(
    target: OperationRef<'c, 'a>,
    nest: OperationRef<'c, 'a>,
) -> Result<Shape<'c, 'a>, Rejection<'c>> {
    let mut chain = Vec::new();
    let mut current = nest.parent_operation();
    while let Some(op) = current.filter(|op| {
        matches!(
            op_name(op),
            "omp.distribute" | "omp.wsloop" | "omp.simd" | "omp.parallel"
        )
    }) {
        chain.insert(0, op);
        current = op.parent_operation();
    }
    if chain.first().map(op_name) == Some("omp.parallel")
        && chain[1..].iter().any(|op| op_name(op) == "omp.parallel")
    {
        return Err((
            nest.location(),
            "a loop of nested parallel regions in a GPU kernel".into(),
        ));
    }
    if let [parallel, inner, ..] = chain.as_slice()
        && op_name(parallel) == "omp.parallel"
    {
        let entry = crate::ir::entry_block(*parallel, 0);
        let only_loop = entry.first_operation() == Some(*inner)
            && inner
                .next_in_block()
                .is_some_and(|t| op_name(&t) == "omp.terminator");
        if !only_loop {
            return Err((
                parallel.location(),
                "code beside the loop of a parallel region in a GPU kernel".into(),
            ));
        }
    }
    if current.map(|op| op_name(&op)) != Some("omp.teams") {
        return Err((
            nest.location(),
            "a partitioned loop outside the teams region in a GPU kernel".into(),
        ));
    }
    // The loop's bounds: the host's (host_eval) or constants.
    for bound in nest.operands() {
        if host_value_source(target, bound).is_none() {
            return Err((
                nest.location(),
                "loop bounds computed inside the target region in a GPU kernel".into(),
            ));
        }
    }
    // The code every thread runs before the loop.
    let outer = chain[0];
    let writes = LoopWrites::of(target, outer);
    for op in collect_nested(target, |op| !is_ancestor(outer, op)) {
        if op == target || op_name(&op) == "omp.teams" || op_name(&op) == "omp.terminator" {
            continue;
        }
        if !redundant_is_invisible(target, outer, &writes, op) {
            return Err((
                op.location(),
                format!(
                    "'{}' outside the partitioned loop of a GPU kernel (every thread would run it)",
                    op_name(&op)
                ),
            ));
        }
    }
    Ok(Shape::Loop {
        nest,
        rows: super::rows::applies(nest),
    })
}

/// Whether every thread running `op` is the same as one gang running it:
/// arithmetic, locals, stores to locals of the region and to the
/// construct's variables the loop does not store to, and loads of memory
/// the loop cannot change while other threads run it: the region's locals,
/// and the device copies of scalars (the construct's own copies, which
/// no pointer of the program reaches) and of copied-in data that the loop
/// does not store to.
fn redundant_is_invisible(
    target: OperationRef,
    outer: OperationRef,
    writes: &LoopWrites,
    op: OperationRef,
) -> bool {
    let name = op_name(&op);
    if name.starts_with("arith.")
        || matches!(
            name,
            "llvm.mlir.constant"
                | "llvm.alloca"
                | "llvm.getelementptr"
                | "llvm.mlir.zero"
                | "llvm.mlir.addressof"
                | "llvm.ptrtoint"
        )
    {
        return true;
    }
    let loop_stores_to = |index: usize| writes.stored.contains(&Base::Map(index));
    match name {
        // A store to a variable of the construct that the loop does not
        // store to: every thread stores the same value (the code before
        // the loop computes the same values in every thread), before its
        // own iterations, so every read sees that value, as after one
        // gang's store.
        "llvm.store" => match op.operand(1).ok().map(|a| base(target, a)) {
            Some(Base::Local) => true,
            Some(Base::Map(index)) => {
                !loop_stores_to(index)
                    && before_loop(outer, op)
                    && only_access_outside(target, outer, op, index)
                    && writes.known
            }
            _ => false,
        },
        // A load of a variable the loop does not store to: its device copy
        // of a scalar (which no pointer reaches), or any data where every
        // store of the loop has a known variable (an array the loop only
        // reads: every thread reads what one gang would).
        "llvm.load" => match op.operand(0).ok().map(|a| base(target, a)) {
            Some(Base::Local) => true,
            Some(Base::Map(index)) => {
                !loop_stores_to(index) && (scalar_map(target, index) || writes.known)
            }
            _ => false,
        },
        // A copy into a local (a `firstprivate` section's of a run-time
        // length) from what a load may read: each thread's own.
        "llvm.intr.memcpy" => {
            let readable = |address: Option<Value>| match address.map(|a| base(target, a)) {
                Some(Base::Local) => true,
                Some(Base::Map(index)) => scalar_map(target, index) && !loop_stores_to(index),
                _ => false,
            };
            op.operand(0)
                .is_ok_and(|destination| base(target, destination) == Base::Local)
                && readable(op.operand(1).ok())
        }
        _ => false,
    }
}

/// Whether `op` comes before the loop `outer` (its ancestor in the loop's
/// block does): code after the loop may run while other threads still run
/// their iterations.
fn before_loop(outer: OperationRef, op: OperationRef) -> bool {
    let Some(block) = outer.block() else {
        return false;
    };
    let mut ancestor = op;
    while ancestor.block() != Some(block) {
        match ancestor.parent_operation() {
            Some(parent) => ancestor = parent,
            None => return false,
        }
    }
    let mut current = block.first_operation();
    while let Some(candidate) = current {
        if candidate == outer {
            return false;
        }
        if candidate == ancestor {
            return true;
        }
        current = candidate.next_in_block();
    }
    false
}

/// Whether `store` is the only access to the variable of map `index`
/// outside the loop (no read-modify-write, no second store: every thread
/// then stores the one same value).
fn only_access_outside(
    target: OperationRef,
    outer: OperationRef,
    store: OperationRef,
    index: usize,
) -> bool {
    collect_nested(target, |o| {
        !is_ancestor(outer, o) && matches!(op_name(&o), "llvm.load" | "llvm.store")
    })
    .iter()
    .filter(|access| {
        let address = if op_name(*access) == "llvm.load" {
            access.operand(0)
        } else {
            access.operand(1)
        };
        address.is_ok_and(|a| base(target, a) == Base::Map(index))
    })
    .all(|access| *access == store)
}

/// What the partitioned loop writes, found once: the bases of its stores
/// and atomic writes, and whether those are all its writes with known
/// variables (no calls but C math, no stores through pointers the region
/// loaded), so that "the loop does not store to it" holds.
struct LoopWrites {
    stored: Vec<Base>,
    known: bool,
}

impl LoopWrites {
    fn of(target: OperationRef, outer: OperationRef) -> LoopWrites {
        let mut stored = Vec::new();
        let mut known = true;
        for op in collect_nested(outer, |_| true) {
            let name = op_name(&op);
            let address = match name {
                "llvm.store" => op.operand(1).ok(),
                // (A capture's read and update are among the ops too.)
                "omp.atomic.update" | "omp.atomic.write" => op.operand(0).ok(),
                "llvm.call" | "func.call" => {
                    // C's math functions write no memory.
                    known &= super::device::callee(op).is_some_and(|c| super::device::is_math(&c));
                    continue;
                }
                "llvm.atomicrmw" | "llvm.cmpxchg" | "llvm.intr.memcpy" | "llvm.intr.memmove"
                | "llvm.intr.memset" => {
                    known = false;
                    continue;
                }
                _ => continue,
            };
            let written = address.map_or(Base::Unknown, |a| base(target, a));
            known &= written != Base::Unknown;
            stored.push(written);
        }
        LoopWrites { stored, known }
    }
}

/// What an address in a target region points into.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Base {
    /// A local of the region (an `alloca` in it).
    Local,
    /// The variable of the region's entry argument `index` (a map).
    Map(usize),
    Unknown,
}

fn base(target: OperationRef, address: Value) -> Base {
    let current = crate::ir::address_base(address);
    match defining_op(current) {
        Some(def) if op_name(&def) == "llvm.alloca" && is_ancestor(target, def) => Base::Local,
        Some(_) => Base::Unknown,
        None => {
            let Some(entry) = target.region(0).ok().and_then(|r| r.first_block()) else {
                return Base::Unknown;
            };
            if let Some(index) = (0..entry.argument_count())
                .find(|i| entry.argument(*i).ok().map(Value::from) == Some(current))
            {
                return Base::Map(index);
            }
            // A private copy or reduction partial of a loop wrapper inside
            // the region: the thread's own.
            let wrapper = melior::ir::block::BlockArgument::try_from(current)
                .ok()
                .is_some_and(|argument| {
                    argument.owner().parent_operation().is_some_and(|owner| {
                        owner != target
                            && is_ancestor(target, owner)
                            && (owner.attribute("private_syms").is_ok()
                                || owner.attribute("reduction_syms").is_ok())
                    })
                });
            if wrapper { Base::Local } else { Base::Unknown }
        }
    }
}

/// Whether entry argument `index` of `target` is a map of a scalar (an
/// integer, a float or a pointer), or a copy the construct only copies in
/// (`firstprivate` of an array: `to`, not `from`).
fn scalar_map(target: OperationRef, index: usize) -> bool {
    let host_evals = operand_group(target, TARGET_HOST_EVAL).len();
    let Some(map) = index
        .checked_sub(host_evals)
        .and_then(|i| operand_group(target, 9).get(i).copied())
        .and_then(defining_op)
    else {
        return false;
    };
    let flags = acc2omp_dialects::capi::MapFlags::of(&map);
    if flags.is_some_and(|f| f.has("to") && !f.has("from")) {
        return true;
    }
    map.attribute("var_type")
        .ok()
        .and_then(|a| TypeAttribute::try_from(a).ok())
        .is_some_and(|t| {
            let text = t.value().to_string();
            text.starts_with('i')
                || text.starts_with('f')
                || text == "!llvm.ptr"
                || text == "!llvm.struct<(ptr)>"
        })
}

/// Where a value used inside `target` comes from on the host: a
/// `host_eval` operand, a constant of the region (cloned), or a value
/// defined outside.
pub(super) enum HostSource<'c, 'a> {
    Value(Value<'c, 'a>),
    Constant(OperationRef<'c, 'a>),
}

pub(super) fn host_value_source<'c, 'a>(
    target: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
) -> Option<HostSource<'c, 'a>> {
    if let Some(def) = defining_op(value) {
        if !is_ancestor(target, def) {
            return Some(HostSource::Value(value));
        }
        return matches!(op_name(&def), "arith.constant" | "llvm.mlir.constant")
            .then_some(HostSource::Constant(def));
    }
    let entry = target.region(0).ok()?.first_block()?;
    let index = (0..entry.argument_count())
        .find(|i| entry.argument(*i).ok().map(Value::from) == Some(value))?;
    operand_group(target, TARGET_HOST_EVAL)
        .get(index)
        .copied()
        .map(HostSource::Value)
}
