//! Loop bounds the host evaluates (acc → acc, meaning unchanged).
//!
//! OpenMP needs the trip count of a target region's kernel loop on the host
//! before the region starts (`host_eval` on `omp.target`; MLIR 22 crashes
//! without it). The front end writes a loop's bounds where C evaluates them:
//! inside the compute construct, after the statements that precede the loop.
//! When the construct's only loop has bounds computed inside it, this
//! transform computes them again just before the construct and makes the
//! loop use those values:
//!
//! ```c
//! #pragma acc parallel copyout(a)
//! {
//!   int m = n / 2;          // %m = alloca; store n/2 -> %m
//! #pragma acc loop
//!   for (int i = 0; i < m; i++) ...   // upper bound: load %m
//! }
//! ```
//! ```mlir
//! %n = llvm.load %n.addr          // cloned before the construct
//! %m = arith.divsi %n, %c2        // the value stored to %m, forwarded
//! acc.parallel ... { acc.loop ... to (%m) ... }
//! ```
//!
//! What can be evaluated before the construct, in the construct's single
//! block and before the loop:
//! * side-effect-free arithmetic and constants (cloned);
//! * a load from memory that no earlier op of the block may write: a
//!   store's base object (an `alloca` or a global, through
//!   `getelementptr`s and data clauses) must differ from the load's, and a
//!   store through a pointer cannot write a local whose address only
//!   loads, stores and data clauses use; a
//!   load through a data clause's result reads the variable itself, whose
//!   value the clause copied in (`copy`, `copyin`, `present`,
//!   `firstprivate`);
//! * a load from a local of the region that does not escape: the value of
//!   the last store to it before the load (forwarded);
//! * a call whose results only the bounds use, with no write before it
//!   (moved, so that it runs once, as the front end evaluates a combined
//!   construct's loop header).
//!
//! Bounds that depend on anything else stay inside; the conversion then
//! reports them as unsupported. The element counts of the loops'
//! reductions of sections of a run-time length are computed before the
//! construct the same way (the teams reduce a gang-shared section through a
//! descriptor filled before `omp.teams`: see `clause::reduction`). Code made dead by the rewrite (the
//! forwarded locals, the loads) is erased, so that the values no longer
//! used inside do not become the construct's live-ins.

use crate::{
    acc::operands::r#loop::{LOWER, STEP, UPPER},
    ir::{defined_inside, defining_op, erase_with_dead_operands},
};
use acc2omp_dialects::ops::{collect_nested, op_name, operand_group, users};
use melior::{
    RewriterBase,
    ir::{
        BlockLike, BlockRef, OperationRef, RegionLike, Value, ValueLike,
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
};

/// Whether `object` is an `alloca` whose address only loads, stores to it
/// (not of it), `getelementptr`s and data clauses (their results the same)
/// use: no pointer elsewhere can point into it.
fn address_kept(object: OperationRef) -> bool {
    if op_name(&object) != "llvm.alloca" {
        return false;
    }
    let Ok(result) = object.result(0) else {
        return false;
    };
    let mut pending: Vec<Value> = vec![result.into()];
    let mut seen = 0;
    while let Some(address) = pending.pop() {
        seen += 1;
        if seen > 256 {
            return false;
        }
        for user in users(address) {
            let name = op_name(&user);
            let kept = match name {
                "llvm.load" => true,
                "llvm.store" => {
                    user.operand(1).ok() == Some(address) && user.operand(0).ok() != Some(address)
                }
                "llvm.getelementptr" if user.operand(0).ok() == Some(address) => {
                    pending.extend(user.results().map(Value::from));
                    true
                }
                // A data clause: its result stands for the variable; the
                // constructs and exit clauses that take it as an operand
                // keep it.
                _ if name.starts_with("acc.") => {
                    if user.attribute("dataClause").is_ok() && user.operand(0).ok() == Some(address)
                    {
                        pending.extend(user.results().map(Value::from));
                    }
                    true
                }
                _ => false,
            };
            if !kept {
                return false;
            }
        }
    }
    true
}

/// Arithmetic and constants: no memory access, no other effect.
pub(crate) fn is_arithmetic(name: &str) -> bool {
    name.starts_with("arith.")
        || matches!(
            name,
            "llvm.mlir.constant"
                | "llvm.mlir.zero"
                | "llvm.mlir.undef"
                | "llvm.mlir.addressof"
                | "llvm.getelementptr"
                | "llvm.sext"
                | "llvm.zext"
                | "llvm.trunc"
        )
}

/// Ops with regions that a slice may look past, when no op inside them
/// can write what it loads: loops and structured control flow.
const REGION_OPS: &[&str] = &[
    "acc.loop",
    "scf.if",
    "scf.for",
    "scf.while",
    "scf.execute_region",
    "scf.index_switch",
];

/// Whether every use of `value` (an `llvm.ptrtoint`) is an `arith.subi` of
/// two `llvm.ptrtoint`s.
fn only_in_differences(value: Value) -> bool {
    users(value).iter().all(|user| {
        op_name(user) == "arith.subi"
            && user
                .operands()
                .all(|operand| defining_op(operand).is_some_and(|d| op_name(&d) == "llvm.ptrtoint"))
    })
}

/// Data clauses whose result holds the variable's value at the
/// construct's start.
const VALUE_AT_ENTRY: &[&str] = &["acc.copyin", "acc.present", "acc.firstprivate"];

/// Computes the bounds of `construct`'s only partitioned loop before it,
/// where they are computed inside and can be (see the module
/// documentation). Loops of a construct with several are not its kernel
/// loop, and keep their bounds;
/// `kernels` parts are prepared once split (a local of the region that a
/// loop's bounds read is then a variable of two parts, reported as such:
/// the source printer's parts could not see it either).
pub(crate) fn hoist_loop_bounds<'c>(
    construct: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
) {
    let Some(block) = construct
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .filter(|block| block.next_in_region().is_none())
    else {
        return;
    };
    let ops = block_ops(block);
    let loops: Vec<OperationRef> = ops
        .iter()
        .copied()
        .filter(|op| op_name(op) == "acc.loop")
        .collect();
    // The kernel loop: the only loop that is partitioned (a `seq` or
    // `auto` loop beside it runs sequentially, in the region's code, as
    // the conversion's plan counts them).
    let partitioned: Vec<OperationRef> = loops
        .iter()
        .copied()
        .filter(|lp| lp.attribute("seq").is_err() && lp.attribute("auto_").is_err())
        .collect();
    if let [lp] = partitioned.as_slice() {
        hoist_bounds_of(construct, *lp, &ops, rewriter);
    }
    for lp in loops {
        let ops = block_ops(block);
        hoist_section_counts(construct, lp, &ops, rewriter);
    }
}

/// The element counts of `lp`'s reductions of sections of a run-time
/// length (their `acc.bounds`' extents), computed before the construct
/// where they can be: a gang-shared section's teams reduction is set up
/// before the construct's code runs (`convert-acc-to-omp` reports a count
/// left inside).
fn hoist_section_counts<'c, 'a>(
    construct: OperationRef<'c, 'a>,
    lp: OperationRef<'c, 'a>,
    ops: &[OperationRef<'c, 'a>],
    rewriter: &RewriterBase<'c, '_>,
) {
    let reductions = operand_group(lp, crate::acc::operands::r#loop::REDUCTION)
        .into_iter()
        .filter_map(defining_op)
        .filter(|r| op_name(r) == "acc.reduction");
    for reduction in reductions {
        let Some(bound) = operand_group(reduction, crate::acc::operands::data_entry::BOUNDS)
            .first()
            .copied()
            .and_then(defining_op)
            .filter(|b| op_name(b) == "acc.bounds")
        else {
            continue;
        };
        let Some(count) = operand_group(bound, crate::acc::operands::bounds::EXTENT)
            .first()
            .copied()
            .filter(|c| defined_inside(*c, construct))
        else {
            continue;
        };
        let mut slice = Slice::new(construct, ops);
        let Some(node) = slice.node(count) else {
            continue;
        };
        let Some(moved) = slice.movable_calls(&[(count, node)]) else {
            continue;
        };
        let values = slice.materialize(rewriter, &moved);
        rewriter.start_op_modification(bound);
        // SAFETY: the bounds op is live; the rewriter is told of the change.
        unsafe { OperationRefMut::from_raw(bound.to_raw()) }
            .replace_uses_of_with(count, values[node]);
        rewriter.finalize_op_modification(bound);
        slice.erase_dead_originals(rewriter, &moved);
        erase_write_only_locals(&slice.forwarded, rewriter, construct);
    }
}

/// Computes the bounds of `lp`, a loop of `construct`'s block, before the
/// construct, if every bound defined inside can be.
fn hoist_bounds_of<'c, 'a>(
    construct: OperationRef<'c, 'a>,
    lp: OperationRef<'c, 'a>,
    ops: &[OperationRef<'c, 'a>],
    rewriter: &RewriterBase<'c, '_>,
) {
    let bounds: Vec<Value> = [LOWER, UPPER, STEP]
        .iter()
        .flat_map(|group| operand_group(lp, *group))
        .filter(|bound| defined_inside(*bound, construct))
        .collect();
    if bounds.is_empty() {
        return;
    }
    let mut slice = Slice::new(construct, ops);
    // All or nothing: a bound left inside makes the conversion report it.
    let Some(planned) = bounds
        .iter()
        .map(|bound| slice.node(*bound).map(|node| (*bound, node)))
        .collect::<Option<Vec<(Value, usize)>>>()
    else {
        return;
    };
    let Some(moved) = slice.movable_calls(&planned) else {
        return;
    };
    let values = slice.materialize(rewriter, &moved);
    rewriter.start_op_modification(lp);
    // SAFETY: the loop is live; the rewriter is told of the modification.
    let mut loop_mut = unsafe { OperationRefMut::from_raw(lp.to_raw()) };
    for (bound, node) in &planned {
        loop_mut.replace_uses_of_with(*bound, values[*node]);
    }
    rewriter.finalize_op_modification(lp);
    slice.erase_dead_originals(rewriter, &moved);
    erase_write_only_locals(&slice.forwarded, rewriter, construct);
}

/// The ops of `block`, in order.
fn block_ops<'c, 'a>(block: BlockRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ops = Vec::new();
    let mut current = block.first_operation();
    while let Some(op) = current {
        ops.push(op);
        current = op.next_in_block();
    }
    ops
}

fn is_unused(op: OperationRef) -> bool {
    op.results()
        .all(|result| users(Value::from(result)).is_empty())
}

/// A value the host computes before the construct.
enum Node<'c, 'a> {
    /// Defined before the construct.
    Outside(Value<'c, 'a>),
    /// The result of `op` (an op of the block), with its operands' nodes.
    Op {
        op: OperationRef<'c, 'a>,
        result: usize,
        operands: Vec<usize>,
    },
}

/// The values of the bounds, computed before the construct: a DAG of nodes.
struct Slice<'o, 'c, 'a> {
    construct: OperationRef<'c, 'a>,
    /// The ops of the construct's block, in order.
    ops: &'o [OperationRef<'c, 'a>],
    nodes: Vec<Node<'c, 'a>>,
    memo: Vec<(Value<'c, 'a>, usize)>,
    /// The locals whose loads were forwarded.
    forwarded: Vec<OperationRef<'c, 'a>>,
    /// The loads replaced by the value stored before them.
    forwarded_loads: Vec<OperationRef<'c, 'a>>,
    /// The calls that run before a load or a call of the slice.
    required: Vec<OperationRef<'c, 'a>>,
    /// The loads of the construct's data (a data clause's, or a variable's
    /// that a visible data clause makes present), which the host reads
    /// through the runtime's view of a device's copy.
    viewed: Vec<OperationRef<'c, 'a>>,
}

impl<'o, 'c, 'a> Slice<'o, 'c, 'a> {
    /// An empty slice of `construct`'s block, whose ops are `ops`.
    fn new(construct: OperationRef<'c, 'a>, ops: &'o [OperationRef<'c, 'a>]) -> Self {
        Slice {
            construct,
            ops,
            nodes: Vec::new(),
            memo: Vec::new(),
            forwarded: Vec::new(),
            forwarded_loads: Vec::new(),
            viewed: Vec::new(),
            required: Vec::new(),
        }
    }

    fn push(&mut self, value: Value<'c, 'a>, node: Node<'c, 'a>) -> usize {
        self.nodes.push(node);
        self.memo.push((value, self.nodes.len() - 1));
        self.nodes.len() - 1
    }

    /// The position of `op` in the block, if it is one of its ops.
    fn position(&self, op: OperationRef) -> Option<usize> {
        self.ops.iter().position(|o| *o == op)
    }

    /// The node computing `value` before the construct, if it can be.
    fn node(&mut self, value: Value<'c, 'a>) -> Option<usize> {
        if let Some((_, node)) = self.memo.iter().find(|(v, _)| *v == value) {
            return Some(*node);
        }
        if !defined_inside(value, self.construct) {
            let host = self.through_clause(value)?;
            return Some(self.push(value, Node::Outside(host)));
        }
        let def = defining_op(value)?;
        let position = self.position(def)?;
        let name = op_name(&def);
        let result = def.results().position(|r| Value::from(r) == value)?;
        if def.region_count() > 0 {
            return None;
        }
        if is_arithmetic(name) {
            return self.with_operands(value, def, result);
        }
        // A pointer's integer value only in the difference of two (a loop
        // over a pointer counts `(ub - lb) / size` elements): the host's
        // addresses of the variables differ from the device's copies', but
        // not the distance between two addresses of one variable.
        if name == "llvm.ptrtoint" && only_in_differences(value) {
            let address = self.address_node(def.operand(0).ok()?)?;
            return Some(self.push_op(value, def, result, vec![address]));
        }
        match name {
            "llvm.load" if def.attribute("volatile_").is_err() => {
                let address = def.operand(0).ok()?;
                if let Some(local) = self.local(address) {
                    let stored = self.forward(local, position)?;
                    if stored.r#type() != value.r#type() {
                        return None;
                    }
                    if !self.forwarded.contains(&local) {
                        self.forwarded.push(local);
                    }
                    self.forwarded_loads.push(def);
                    let node = self.node(stored)?;
                    self.memo.push((value, node));
                    return Some(node);
                }
                // Of an unknown object, any store may write it.
                let base = self.base_object(address);
                if !self.no_write_before(position, base) {
                    return None;
                }
                if self.reads_data(address) {
                    self.viewed.push(def);
                }
                self.with_operands(value, def, result)
            }
            "llvm.call" | "func.call" if self.no_write_before(position, None) => {
                self.with_operands(value, def, result)
            }
            _ => None,
        }
    }

    /// The node of an address whose integer value only a difference of
    /// two uses ([`only_in_differences`]): any data clause's device copy
    /// stands for its variable there (`copyout`'s and `create`'s too),
    /// through `getelementptr`s.
    fn address_node(&mut self, address: Value<'c, 'a>) -> Option<usize> {
        if let Some((_, node)) = self.memo.iter().find(|(v, _)| *v == address) {
            return Some(*node);
        }
        let def = defining_op(address);
        if !defined_inside(address, self.construct) {
            if let Some(def) =
                def.filter(|d| op_name(d).starts_with("acc.") && d.attribute("dataClause").is_ok())
            {
                let host = def.operand(0).ok()?;
                return Some(self.push(address, Node::Outside(host)));
            }
            return self.node(address);
        }
        let def = def?;
        if op_name(&def) != "llvm.getelementptr" || self.position(def).is_none() {
            return self.node(address);
        }
        let mut operands = vec![self.address_node(def.operand(0).ok()?)?];
        for index in 1..def.operand_count() {
            operands.push(self.node(def.operand(index).ok()?)?);
        }
        Some(self.push_op(address, def, 0, operands))
    }

    /// The node of `def`'s result `result`, its operands computed first.
    fn with_operands(
        &mut self,
        value: Value<'c, 'a>,
        def: OperationRef<'c, 'a>,
        result: usize,
    ) -> Option<usize> {
        let mut operands = Vec::new();
        for index in 0..def.operand_count() {
            operands.push(self.node(def.operand(index).ok()?)?);
        }
        Some(self.push_op(value, def, result, operands))
    }

    /// The node of `def`'s result `result`, of the nodes `operands`.
    fn push_op(
        &mut self,
        value: Value<'c, 'a>,
        op: OperationRef<'c, 'a>,
        result: usize,
        operands: Vec<usize>,
    ) -> usize {
        self.push(
            value,
            Node::Op {
                op,
                result,
                operands,
            },
        )
    }

    /// `address` as a data clause's result stands for the variable itself
    /// before the construct, when the clause copied its value in.
    fn through_clause(&self, address: Value<'c, 'a>) -> Option<Value<'c, 'a>> {
        match defining_op(address) {
            Some(def) if !defined_inside(address, self.construct) => {
                let name = op_name(&def);
                if name.starts_with("acc.") {
                    VALUE_AT_ENTRY
                        .contains(&name)
                        .then(|| def.operand(0).ok())
                        .flatten()
                } else {
                    Some(address)
                }
            }
            _ => Some(address),
        }
    }

    /// The object `address` points into: an `alloca` or a global, through
    /// `getelementptr`s and data clauses; `None` when not known.
    fn base_object(&self, address: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
        let mut current = self.through_clause(address)?;
        loop {
            let def = defining_op(current)?;
            match op_name(&def) {
                "llvm.getelementptr" => current = self.through_clause(def.operand(0).ok()?)?,
                "llvm.alloca" | "llvm.mlir.addressof" => return Some(def),
                _ => return None,
            }
        }
    }

    /// Whether `address` may be in data a device holds a copy of: through a
    /// data clause's result (but `firstprivate`'s, whose value is the
    /// variable's at the construct's start), a pointer's target, an
    /// aggregate variable (the construct's copy of it), or a scalar with a
    /// visible data clause (an enclosing `data` construct's: the construct
    /// uses the present copy); not a local, nor a scalar without one
    /// (firstprivate: the host's value).
    fn reads_data(&self, address: Value<'c, 'a>) -> bool {
        let mut current = address;
        loop {
            let Some(def) = defining_op(current) else {
                // (A block argument: the function's, a pointer.)
                return true;
            };
            let name = op_name(&def);
            if name == "llvm.getelementptr" {
                match def.operand(0) {
                    Ok(base) => current = base,
                    Err(_) => return true,
                }
                continue;
            }
            let inside = defined_inside(current, self.construct);
            return match name {
                // A local of the region.
                "llvm.alloca" if inside => false,
                // The construct's firstprivate copy: the variable's value
                // at the construct's start.
                "acc.firstprivate" => false,
                // A variable: a scalar is firstprivate (the host's value)
                // unless a visible data clause makes it present; an
                // aggregate is the construct's copy of it.
                "llvm.alloca" | "llvm.mlir.addressof" => {
                    !crate::transforms::implicit::variable_type(current)
                        .is_some_and(crate::ir::is_scalar_or_pointer)
                        || crate::transforms::implicit::has_visible_data_clause(
                            self.construct,
                            current,
                        )
                }
                // Data clauses, and data a pointer points to (which a data
                // construct may hold): the view reads the host's where it
                // is not present.
                _ => true,
            };
        }
    }

    /// `address` as a local of the construct's block whose every use is a
    /// load from it or a store to it (it does not escape).
    fn local(&self, address: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
        let def = defining_op(address).filter(|d| op_name(d) == "llvm.alloca")?;
        self.position(def)?;
        users(address)
            .iter()
            .all(|user| match op_name(user) {
                "llvm.load" => true,
                "llvm.store" => {
                    user.operand(1).ok() == Some(address) && user.operand(0).ok() != Some(address)
                }
                _ => false,
            })
            .then_some(def)
    }

    /// The value the last store before `position` left in `local`.
    fn forward(&self, local: OperationRef<'c, 'a>, position: usize) -> Option<Value<'c, 'a>> {
        let address: Value = local.result(0).ok()?.into();
        for op in self.ops[..position].iter().rev() {
            if op_name(op) == "llvm.store" && op.operand(1).ok() == Some(address) {
                return (op.attribute("volatile_").is_err())
                    .then(|| op.operand(0).ok())
                    .flatten();
            }
            // Loads from it leave it as it is.
            let uses =
                |o: &OperationRef| op_name(o) != "llvm.load" && o.operands().any(|v| v == address);
            if uses(op) || !collect_nested(*op, |o| uses(&o)).is_empty() {
                return None;
            }
        }
        None
    }

    /// Whether no op of the block before `position` may write `object`
    /// (any memory, when `None`), other than calls: those are recorded, and
    /// the slice is only good if it moves each of them too (they then run
    /// before it on the host, in the same order). Ops with regions (a `seq`
    /// loop before the kernel loop, an `if`) are looked into: every op in
    /// them must be one that cannot write `object`, and they hold no call.
    fn no_write_before(&mut self, position: usize, object: Option<OperationRef<'c, 'a>>) -> bool {
        let mut calls = Vec::new();
        let good = self.ops[..position].iter().all(|op| {
            if op.region_count() > 0 {
                return object.is_some()
                    && REGION_OPS.contains(&op_name(op))
                    && collect_nested(*op, |_| true)
                        .iter()
                        .filter(|inner| inner != &op)
                        .all(|inner| {
                            !matches!(op_name(inner), "llvm.call" | "func.call")
                                && (REGION_OPS.contains(&op_name(inner))
                                    || self.cannot_write(*inner, object, &mut Vec::new()))
                        });
            }
            self.cannot_write(*op, object, &mut calls)
        });
        for call in calls {
            if !self.required.contains(&call) {
                self.required.push(call);
            }
        }
        good
    }

    /// Whether `op`, which has no regions, cannot write `object` (any
    /// memory, when `None`), but for the calls it adds to `calls`.
    fn cannot_write(
        &self,
        op: OperationRef<'c, 'a>,
        object: Option<OperationRef<'c, 'a>>,
        calls: &mut Vec<OperationRef<'c, 'a>>,
    ) -> bool {
        let name = op_name(&op);
        match name {
            "llvm.load" | "llvm.alloca" | "llvm.ptrtoint" | "llvm.inttoptr" => true,
            "acc.private" | "acc.firstprivate" | "acc.reduction" | "acc.cache" => true,
            "acc.yield" | "acc.terminator" | "scf.yield" | "scf.condition" => true,
            "llvm.call" | "func.call" => {
                calls.push(op);
                true
            }
            // A copy into a local of the block (a `firstprivate`
            // section's of a run-time length).
            "llvm.intr.memcpy" => op
                .operand(0)
                .ok()
                .and_then(defining_op)
                .is_some_and(|d| op_name(&d) == "llvm.alloca" && self.position(d).is_some()),
            "llvm.store" => {
                let Some(address) = op.operand(1).ok() else {
                    return false;
                };
                // A local of the block is not the host's memory.
                if defining_op(address)
                    .is_some_and(|d| op_name(&d) == "llvm.alloca" && self.position(d).is_some())
                {
                    return true;
                }
                match (object, self.stored_object(address)) {
                    (Some(object), Some(base)) => base != object,
                    // Through a pointer: it cannot point into a local
                    // whose address never leaves loads, stores to it and
                    // data clauses.
                    (Some(object), None) => address_kept(object),
                    _ => false,
                }
            }
            _ => is_arithmetic(name),
        }
    }

    /// The object a store to `address` writes: [`Self::base_object`], where
    /// also private copies (`acc.private`, `acc.reduction`, a loop's
    /// `acc.firstprivate`: storage of their own) and the device copy of
    /// any data clause's variable (the variable's own object, which it
    /// stands for, as the construct's `firstprivate` copy) are known
    /// objects.
    fn stored_object(&self, address: Value<'c, 'a>) -> Option<OperationRef<'c, 'a>> {
        let mut current = address;
        loop {
            let def = defining_op(current)?;
            match op_name(&def) {
                "llvm.getelementptr" => current = def.operand(0).ok()?,
                "llvm.alloca" | "llvm.mlir.addressof" => return Some(def),
                // A private copy (the construct's, made before it, or a
                // loop's in it): storage of its own.
                "acc.private" | "acc.reduction" => return Some(def),
                "acc.firstprivate" if defined_inside(current, self.construct) => {
                    return Some(def);
                }
                // The construct's firstprivate copy: the variable, as a
                // load through it reads ([`Self::base_object`]).
                "acc.firstprivate" | "acc.copyin" | "acc.create" | "acc.present"
                | "acc.nocreate" | "acc.attach"
                    if !defined_inside(current, self.construct) =>
                {
                    current = def.operand(0).ok()?;
                }
                _ => return None,
            }
        }
    }

    /// The calls of the slice, which move before the construct instead of
    /// being cloned; `None` when one has a result used elsewhere (it would
    /// run twice).
    fn movable_calls(
        &self,
        planned: &[(Value<'c, 'a>, usize)],
    ) -> Option<Vec<OperationRef<'c, 'a>>> {
        let in_slice: Vec<OperationRef> = self
            .nodes
            .iter()
            .filter_map(|node| match node {
                Node::Op { op, .. } => Some(*op),
                Node::Outside(_) => None,
            })
            .collect();
        let bounds: Vec<Value> = planned.iter().map(|(bound, _)| *bound).collect();
        let mut calls = Vec::new();
        for op in &in_slice {
            if !matches!(op_name(op), "llvm.call" | "func.call") || calls.contains(op) {
                continue;
            }
            let used_elsewhere = op.results().any(|r| {
                let value = Value::from(r);
                users(value).iter().any(|user| {
                    let bound_use = op_name(user) == "acc.loop" && bounds.contains(&value);
                    !in_slice.contains(user) && !bound_use
                })
            });
            if used_elsewhere {
                return None;
            }
            calls.push(*op);
        }
        // The calls before a load or a call of the slice must move with it.
        self.required
            .iter()
            .all(|call| calls.contains(call))
            .then_some(calls)
    }

    /// Builds the nodes before the construct in the block's order (which
    /// respects their dependences); returns each node's value there.
    fn materialize(
        &self,
        rewriter: &RewriterBase<'c, '_>,
        moved: &[OperationRef<'c, 'a>],
    ) -> Vec<Value<'c, 'a>> {
        let mut order: Vec<usize> = (0..self.nodes.len()).collect();
        order.sort_by_key(|index| match &self.nodes[*index] {
            Node::Outside(_) => 0,
            Node::Op { op, .. } => 1 + self.position(*op).unwrap_or(0),
        });
        let mut values: Vec<Option<Value>> = vec![None; self.nodes.len()];
        let mut built: Vec<(OperationRef, OperationRef)> = Vec::new();
        for index in order {
            let value = match &self.nodes[index] {
                Node::Outside(value) => *value,
                Node::Op {
                    op,
                    result,
                    operands,
                } => {
                    let host = match built.iter().find(|(original, _)| original == op) {
                        Some((_, host)) => *host,
                        None => {
                            let mut operand_values: Vec<Value> = operands
                                .iter()
                                .map(|operand| {
                                    values[*operand]
                                        .expect("built in the block's order: operands come first")
                                })
                                .collect();
                            // The construct's data: read through the
                            // runtime's view of a device's copy.
                            if self.viewed.contains(op)
                                && let Some(viewed) = self.view(rewriter, *op, operand_values[0])
                            {
                                operand_values[0] = viewed;
                            }
                            let host = if moved.contains(op) {
                                rewriter.move_op_before(*op, self.construct);
                                *op
                            } else {
                                rewriter.set_insertion_point_before(self.construct);
                                rewriter.clone_op(*op)
                            };
                            rewriter.start_op_modification(host);
                            // SAFETY: `host` is live; the rewriter is told.
                            let mut host_mut = unsafe { OperationRefMut::from_raw(host.to_raw()) };
                            for (position, operand) in operand_values.into_iter().enumerate() {
                                host_mut.set_operand(position, operand);
                            }
                            rewriter.finalize_op_modification(host);
                            built.push((*op, host));
                            host
                        }
                    };
                    host.result(*result)
                        .map(Value::from)
                        .expect("the node's result index was taken from the op")
                }
            };
            values[index] = Some(value);
        }
        values
            .into_iter()
            .map(|value| value.expect("every node is built"))
            .collect()
    }
}

impl<'c, 'a> Slice<'_, 'c, 'a> {
    /// Before the construct: `__acc2omp_device_view(address, bytes)`, the
    /// address the host reads `load`'s value from (a device's copy's values
    /// where the data is present on one with memory of its own).
    fn view(
        &self,
        rewriter: &RewriterBase<'c, '_>,
        load: OperationRef<'c, 'a>,
        address: Value<'c, 'a>,
    ) -> Option<Value<'c, 'a>> {
        let loaded = load.result(0).ok()?;
        let bytes: i64 = match Value::from(loaded).r#type().to_string().as_str() {
            "i1" | "i8" => 1,
            "i16" => 2,
            "i32" | "f32" => 4,
            "i64" | "f64" | "!llvm.ptr" => 8,
            _ => return None,
        };
        let context = self.construct.context();
        // SAFETY: the context outlives this call.
        let context = unsafe { context.to_ref() };
        rewriter.set_insertion_point_before(self.construct);
        let i64_type = melior::ir::r#type::IntegerType::new(context, 64).into();
        let count = crate::ir::constant(rewriter, context, i64_type, bytes, load.location());
        let pointer = melior::ir::Type::parse(context, "!llvm.ptr")?;
        crate::ir::call_external(
            rewriter,
            context,
            self.construct,
            "__acc2omp_device_view",
            "(!llvm.ptr, i64) -> !llvm.ptr",
            &[address, count],
            Some(pointer),
        )
    }

    /// Erases the ops of the slice left inside the construct that nothing
    /// uses any more (the users come after their operands in the block:
    /// visited last to first).
    fn erase_dead_originals(
        &self,
        rewriter: &RewriterBase<'c, '_>,
        moved: &[OperationRef<'c, 'a>],
    ) {
        let mut originals: Vec<(usize, OperationRef)> = self
            .nodes
            .iter()
            .filter_map(|node| match node {
                Node::Op { op, .. } if !moved.contains(op) => {
                    self.position(*op).map(|position| (position, *op))
                }
                _ => None,
            })
            .chain(
                self.forwarded_loads
                    .iter()
                    .filter_map(|load| self.position(*load).map(|position| (position, *load))),
            )
            .collect();
        originals.sort_by_key(|(position, _)| std::cmp::Reverse(*position));
        originals.dedup_by_key(|(position, _)| *position);
        for (_, op) in originals {
            let name = op_name(&op);
            if is_unused(op)
                && (is_arithmetic(name) || name == "llvm.load" || name == "llvm.ptrtoint")
                && op.attribute("volatile_").is_err()
            {
                rewriter.erase_op(op);
            }
        }
    }
}

/// Erases the forwarded locals that are now only written: their stores
/// and what computed the stored values.
fn erase_write_only_locals<'c>(
    locals: &[OperationRef<'c, '_>],
    rewriter: &RewriterBase<'c, '_>,
    construct: OperationRef<'c, '_>,
) {
    // Erasing one local's stores may leave another (whose value they
    // stored) write-only: repeat until nothing changes.
    let mut remaining = locals.to_vec();
    loop {
        let before = remaining.len();
        remaining.retain(|local| {
            let Ok(address) = local.result(0).map(Value::from) else {
                return false;
            };
            let stores = users(address);
            if stores.iter().any(|user| op_name(user) != "llvm.store") {
                return true;
            }
            for store in stores {
                erase_with_dead_operands(rewriter, store, construct);
            }
            rewriter.erase_op(*local);
            false
        });
        if remaining.len() == before {
            return;
        }
    }
}
