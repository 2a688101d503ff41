//! Data constructs and executable data directives (Clacc's "Data
//! Directives", "Enter Data", "Exit Data" and "Update Directives"):
//!
//! | OpenACC                        | OpenMP                                              |
//! |--------------------------------|-----------------------------------------------------|
//! | `acc.data` + its data clauses  | `omp.target_data` with the maps of `data_clause.rs` |
//! | `acc.enter_data` `copyin`      | `omp.target_enter_data` `map(to)`                   |
//! | `acc.enter_data` `create`      | `omp.target_enter_data` `map(alloc)` (`storage`)    |
//! | `acc.exit_data` `copyout`      | `omp.target_exit_data` `map(from)`                  |
//! | `acc.exit_data` `delete`       | `omp.target_exit_data` `map(release)` (`storage`)   |
//! | `finalize`                     | the `delete` map-type modifier                      |
//! | `acc.update` `device`          | `omp.target_update` `to`, `present` unless `if_present` |
//! | `acc.update` `self`/`host`     | `omp.target_update` `from`, `present` unless `if_present` |
//! | `if`                           | `if`                                                |
//! | `acc.wait`                     | `acc_wait_all()`, `acc_wait(q)` per queue; `omp.taskwait` (fake) |
//! | `acc.host_data` `use_device`   | `omp.target_data` `use_device_addr`                 |
//!
//! Unstructured data clauses have no `ompx_hold`: they change the dynamic
//! reference count. `async` and `wait` clauses (without `fake-async-wait`,
//! which drops them): the host waits for the queues before the directive,
//! for its own queue too (`asynchronous.rs`); the `wait` directive with
//! `async(q)` is an empty task of queue `q` that depends on the others.

use super::{
    ConvertAccToOmpOptions,
    asynchronous::{self, AsyncWait},
    clause::map::{BoundsCache, build_map_info, map_with_bounds},
};
use crate::{
    acc::{
        data_entry::{analyze_entries, erase_entries, erase_unused_bounds},
        operands::{
            data, data_entry, enter_exit_data, host_data, omp_target_data, omp_target_directive,
            update, wait,
        },
    },
    driver::NoMatch,
    ir::{OpSpec, defining_op, entry_block, move_body, replace_uses_inside, result},
};
use acc2omp_dialects::ops::{OperationLikeExt, is_ancestor, op_name, operand_group, users};
use melior::{
    Context, RewriterBase,
    ir::{BlockLike, OperationRef, RegionLike, Type, Value, operation::OperationLike},
};

/// The directive's `async`/`wait` (none with `fake-async-wait`): waits on
/// the host before it (its maps are synchronous), its own queue's too.
fn host_waits<'c, 'a>(
    op: OperationRef<'c, 'a>,
    options: &ConvertAccToOmpOptions,
    device_typed: Option<(usize, usize)>,
) -> Result<AsyncWait<'c, 'a>, NoMatch> {
    if options.fake_async_wait {
        return Ok(AsyncWait::default());
    }
    match device_typed {
        Some((async_group, wait_group)) => {
            asynchronous::read_device_typed(op, async_group, wait_group, &options.device_type)
        }
        None => asynchronous::read_plain(
            op,
            enter_exit_data::ASYNC,
            enter_exit_data::WAIT_DEVNUM,
            enter_exit_data::WAIT,
        ),
    }
}

/// Emits the waits of [`host_waits`] before `op`.
fn emit_host_waits<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    op: OperationRef<'c, 'a>,
    waits: &AsyncWait<'c, 'a>,
) {
    if waits.is_empty() {
        return;
    }
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    asynchronous::wait_on_host(rewriter, context, op, waits, true);
}

/// `acc.data` -> `omp.target_data`.
pub(crate) fn convert_data<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    if op.region(0).ok().and_then(|r| r.first_block()).is_none() {
        return Err(NoMatch::unsupported(
            "'acc.data' with an empty region (no block)",
        ));
    }
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    // Groups: if, async, wait, dataOperands.
    let waits = host_waits(op, options, Some((data::ASYNC, data::WAIT)))?;
    if let Ok(default) = op.attribute("defaultAttr")
        && !default.to_string().contains("none")
    {
        return Err(NoMatch::unsupported(
            "'default(present)' clause on 'acc.data'",
        ));
    }
    let entries = analyze_entries(op, data::DATA, "acc.data")?;
    // A variable in two of its data clauses (`create(b) copyout(b[0:n])`):
    // an error, as on compute constructs (Clacc's rule, gcc's too): which
    // clause's exit action wins would otherwise be the order of the exits.
    crate::conversion::acc_to_omp::compute::check_data_sharing(
        "acc.data",
        &entries,
        &[],
        &[],
        &[],
    )?;
    // `deviceptr(p)`: `p` holds a device address; the region's compute
    // constructs use it by value (a pointer without a visible data clause
    // is firstprivate), so it maps nothing.
    let deviceptrs: Vec<OperationRef> = operand_group(op, data::DATA)
        .into_iter()
        .filter_map(defining_op)
        .filter(|d| op_name(d) == "acc.deviceptr")
        .collect();
    // `attach(p)`: the runtime's `acc_attach(&p)` at the start of the
    // region (its maps are made), `acc_detach(&p)` at its end (before they
    // go), in place of the clause's `acc.attach` and `acc.detach`.
    let attachments = crate::acc::data_entry::attachments(op, data::DATA)?;
    if !attachments.is_empty() {
        if entries.is_empty() {
            return Err(NoMatch::unsupported(
                "'acc.data' with 'attach' and no data clause (OpenMP 'target data' needs a map)",
            ));
        }
        if entry_block(op, 0).next_in_region().is_some() {
            return Err(NoMatch::unsupported(
                "'acc.data' with 'attach' and unstructured control flow",
            ));
        }
    }
    if entries.is_empty() && deviceptrs.is_empty() {
        return Err(NoMatch::unsupported(
            "'acc.data' without data clauses (OpenMP 'target data' needs a map)",
        ));
    }
    let body = entry_block(op, 0);
    if entries.is_empty() && body.next_in_region().is_some() {
        return Err(NoMatch::unsupported(
            "'acc.data' with only 'deviceptr' clauses and unstructured control flow",
        ));
    }
    // `async(q)`: the region's end waits for the queue too (its maps end
    // after the queue's work in the region).
    emit_host_waits(rewriter, op, &waits);
    if let Some(queue) = waits.queue {
        let at_end = AsyncWait {
            queue: Some(queue),
            ..AsyncWait::default()
        };
        for end in asynchronous::region_ends(op) {
            emit_host_waits(rewriter, end, &at_end);
        }
    }
    for deviceptr in &deviceptrs {
        if let Ok(pointer) = deviceptr.operand(0) {
            replace_uses_inside(rewriter, result(*deviceptr), pointer, op);
        }
    }
    if entries.is_empty() {
        // Only device pointers: the region's code in its place.
        let mut current = body.first_operation();
        while let Some(child) = current {
            current = child.next_in_block();
            if op_name(&child) != "acc.terminator" {
                rewriter.move_op_before(child, op);
            }
        }
        rewriter.erase_op(op);
        erase_deviceptrs(rewriter, &deviceptrs);
        return Ok(());
    }
    let condition = operand_group(op, data::IF);

    rewriter.set_insertion_point_before(op);
    let mut cache: BoundsCache = Vec::new();
    let maps: Vec<Value> = entries
        .iter()
        .map(|e| build_map_info(rewriter, context, e, options, &mut cache))
        .collect();
    let mut spec = OpSpec::new("omp.target_data", op.location());
    spec.operands = condition
        .iter()
        .copied()
        .chain(maps.iter().copied())
        .collect();
    spec.segments = Some(omp_target_data::segments(condition.len(), maps.len(), 0));
    spec.regions = vec![vec![]];
    rewriter.set_insertion_point_before(op);
    let target_data = spec.insert(rewriter, context);
    crate::ir::copy_source(rewriter, op, target_data);
    move_body(rewriter, context, op, target_data, "omp.terminator");
    if !attachments.is_empty() {
        let body = entry_block(target_data, 0);
        let pointers: Vec<Value> = attachments.iter().map(|(_, p, _)| *p).collect();
        let first = body
            .first_operation()
            .expect("the region ends with its terminator");
        pointer_calls(rewriter, context, first, &pointers, "acc_attach");
        let terminator = body
            .terminator()
            .expect("the region ends with its terminator");
        pointer_calls(rewriter, context, terminator, &pointers, "acc_detach");
    }
    // Host code in the region refers to the host variables.
    for entry in &entries {
        let device: Value = entry
            .op
            .result(0)
            .expect("verified: a data clause op has its accPtr result")
            .into();
        replace_uses_inside(rewriter, device, entry.var, target_data);
    }
    rewriter.erase_op(op);
    erase_entries(rewriter, &entries);
    erase_deviceptrs(rewriter, &deviceptrs);
    for (attach, _, detaches) in attachments {
        for detach in detaches {
            rewriter.erase_op(detach);
        }
        rewriter.erase_op(attach);
    }
    Ok(())
}

/// `function(p)` (a runtime routine taking a pointer's address) for each
/// of `pointers`, before `at`.
pub(crate) fn pointer_calls<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    at: OperationRef<'c, 'a>,
    pointers: &[Value<'c, 'a>],
    function: &str,
) {
    for pointer in pointers {
        crate::ir::call_external(
            rewriter,
            context,
            at,
            function,
            "(!llvm.ptr)",
            &[*pointer],
            None,
        );
    }
}

/// Erases `deviceptr` clause ops (and their bounds) nothing uses any more.
fn erase_deviceptrs(rewriter: &RewriterBase, deviceptrs: &[OperationRef]) {
    for deviceptr in deviceptrs {
        if users(result(*deviceptr)).is_empty() {
            let bounds: Vec<OperationRef> = operand_group(*deviceptr, data_entry::BOUNDS)
                .into_iter()
                .filter_map(defining_op)
                .collect();
            rewriter.erase_op(*deviceptr);
            erase_unused_bounds(rewriter, bounds);
        }
    }
}

/// One variable of an executable data directive.
pub(crate) struct Transfer<'c, 'a> {
    /// The data clause op listed on the directive.
    pub(crate) op: OperationRef<'c, 'a>,
    pub(crate) var: Value<'c, 'a>,
    pub(crate) var_type: Type<'c>,
    pub(crate) bounds: Vec<OperationRef<'c, 'a>>,
    pub(crate) flags: String,
    /// Ops that go with it: the `acc.copyout`/`acc.delete`/`acc.update_host`
    /// after the directive.
    pub(crate) after: Vec<OperationRef<'c, 'a>>,
}

/// Reads a data clause op of an executable directive: its variable, type,
/// bounds, and the ops after the directive that use its result.
pub(crate) fn transfer<'c, 'a>(
    value: Value<'c, 'a>,
    directive_op: OperationRef<'c, 'a>,
    accepted_after: &[&str],
) -> Result<Transfer<'c, 'a>, NoMatch> {
    let directive = op_name(&directive_op);
    let op = defining_op(value).ok_or_else(|| {
        NoMatch::unsupported(format!(
            "an operand of '{directive}' that is not the result of a data clause operation"
        ))
    })?;
    let location = op.location();
    let var = operand_group(op, data_entry::VAR)
        .into_iter()
        .next()
        .ok_or(NoMatch::NotApplicable)?;
    if !operand_group(op, data_entry::VAR_PTR_PTR).is_empty() {
        return Err(NoMatch::unsupported_at(
            location,
            format!("'varPtrPtr' on '{directive}'"),
        ));
    }
    // `async` on a clause is its directive's (which waits for it).
    let var_type = crate::ir::type_attribute(op, "varType")
        .ok_or_else(|| NoMatch::unsupported_at(location, "a data clause without 'varType'"))?;
    crate::acc::data_entry::check_always(op, op_name(&op), &data_clause_spelling(op))?;
    let mut bounds = Vec::new();
    for bound in operand_group(op, data_entry::BOUNDS) {
        match defining_op(bound) {
            Some(b) if op_name(&b) == "acc.bounds" => bounds.push(b),
            _ => {
                return Err(NoMatch::unsupported_at(
                    location,
                    "bounds that are not 'acc.bounds'",
                ));
            }
        }
    }
    let result: Value = op.result(0).map_err(|_| NoMatch::NotApplicable)?.into();
    let mut after = Vec::new();
    for user in users(result) {
        let name = op_name(&user);
        // The directive itself, and for host_data its region.
        if user == directive_op || is_ancestor(directive_op, user) {
            continue;
        }
        if !accepted_after.contains(&name) {
            return Err(NoMatch::unsupported_at(
                user.location(),
                format!("'{name}' using the result of a clause of '{directive}'"),
            ));
        }
        after.push(user);
    }
    Ok(Transfer {
        op,
        var,
        var_type,
        bounds,
        flags: String::new(),
        after,
    })
}

pub(crate) fn data_clause_spelling(op: OperationRef) -> String {
    op.attribute("dataClause")
        .map(|a| {
            a.to_string()
                .trim_start_matches("#acc<data_clause ")
                .trim_end_matches('>')
                .trim_start_matches("acc_")
                .to_string()
        })
        .unwrap_or_default()
}

/// The `omp.map.info` of each transfer (bounds shared), at the rewriter's
/// insertion point.
pub(crate) fn transfer_maps<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    transfers: &[Transfer<'c, 'a>],
) -> Vec<Value<'c, 'a>> {
    let mut cache: BoundsCache = Vec::new();
    transfers
        .iter()
        .map(|t| {
            map_with_bounds(
                rewriter, context, t.op, t.var, t.var_type, &t.bounds, &t.flags, &mut cache,
            )
        })
        .collect()
}

/// Erases the clause ops of `transfers`, the ops after the directive that
/// close them, and their bounds once unused.
fn erase_transfers(rewriter: &RewriterBase, transfers: &[Transfer]) {
    let mut bounds = Vec::new();
    for t in transfers {
        for after in &t.after {
            rewriter.erase_op(*after);
        }
        bounds.extend(t.bounds.iter().copied());
        rewriter.erase_op(t.op);
    }
    erase_unused_bounds(rewriter, bounds);
}

/// Builds `name` (`omp.target_enter_data`, `omp.target_exit_data`,
/// `omp.target_update`) with the maps of `transfers` and the optional `if`.
fn build_directive<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    op: OperationRef<'c, 'a>,
    name: &str,
    transfers: &[Transfer<'c, 'a>],
    condition: Vec<Value<'c, 'a>>,
) {
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    rewriter.set_insertion_point_before(op);
    let maps = transfer_maps(rewriter, context, transfers);
    let mut spec = OpSpec::new(name, op.location());
    spec.operands = condition
        .iter()
        .copied()
        .chain(maps.iter().copied())
        .collect();
    // [depend, device, if, map]
    spec.segments = Some(omp_target_directive::segments(condition.len(), maps.len()));
    rewriter.set_insertion_point_before(op);
    let directive = spec.insert(rewriter, context);
    crate::ir::copy_source(rewriter, op, directive);
    rewriter.erase_op(op);
    erase_transfers(rewriter, transfers);
}

/// `acc.enter_data` -> `omp.target_enter_data`.
pub(crate) fn convert_enter_data<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    // Groups: if, async, waitDevnum, wait, dataClauseOperands.
    let waits = host_waits(op, options, None)?;
    let mut transfers = Vec::new();
    let mut attachments = Vec::new();
    for value in operand_group(op, enter_exit_data::DATA) {
        let mut t = transfer(value, op, &[])?;
        t.flags = match op_name(&t.op) {
            "acc.copyin" => "to",
            "acc.create" => "storage",
            // `attach(p)`: the runtime's `acc_attach(&p)` after the maps.
            "acc.attach" => {
                attachments.push(t);
                continue;
            }
            other => {
                return Err(NoMatch::unsupported_at(
                    t.op.location(),
                    format!("'{other}' on 'acc.enter_data'"),
                ));
            }
        }
        .to_string();
        transfers.push(t);
    }
    let condition = operand_group(op, enter_exit_data::IF);
    emit_host_waits(rewriter, op, &waits);
    runtime_pointer_calls(
        rewriter,
        op,
        &attachments,
        "acc_attach",
        condition.first().copied(),
        true,
    );
    if transfers.is_empty() {
        rewriter.erase_op(op);
    } else {
        build_directive(rewriter, op, "omp.target_enter_data", &transfers, condition);
    }
    // (Once the directive that uses them is gone.)
    erase_transfers(rewriter, &attachments);
    Ok(())
}

/// `acc_attach(p)`/`acc_detach(p)`/`acc_detach_finalize(p)` (the runtime's)
/// of each transfer's pointer (`varPtr`: the pointer's address), after
/// `op` (`after`) or before it, under `if` with `condition`.
fn runtime_pointer_calls<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    op: OperationRef<'c, 'a>,
    transfers: &[Transfer<'c, 'a>],
    function: &str,
    condition: Option<Value<'c, 'a>>,
    after: bool,
) {
    if transfers.is_empty() {
        return;
    }
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let anchor = match (after, op.next_in_block()) {
        (true, Some(next)) => next,
        _ => op,
    };
    let at = match condition {
        Some(condition) => {
            rewriter.set_insertion_point_before(anchor);
            crate::ir::if_else(rewriter, context, op.location(), condition).1
        }
        None => anchor,
    };
    let pointers: Vec<Value> = transfers.iter().map(|t| t.var).collect();
    pointer_calls(rewriter, context, at, &pointers, function);
}

/// `acc.exit_data` -> `omp.target_exit_data`.
pub(crate) fn convert_exit_data<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    let waits = host_waits(op, options, None)?;
    let finalize = op.attribute("finalize").is_ok();
    let mut transfers = Vec::new();
    let mut detachments = Vec::new();
    for value in operand_group(op, enter_exit_data::DATA) {
        let mut t = transfer(value, op, &["acc.copyout", "acc.delete", "acc.detach"])?;
        if op_name(&t.op) != "acc.getdeviceptr" {
            return Err(NoMatch::unsupported_at(
                t.op.location(),
                format!("'{}' on 'acc.exit_data'", op_name(&t.op)),
            ));
        }
        let copies_out = t.after.iter().any(|a| op_name(a) == "acc.copyout");
        let spelling = data_clause_spelling(t.op);
        // `detach(p)`: the runtime's `acc_detach(&p)` before the maps.
        if spelling == "detach" {
            detachments.push(t);
            continue;
        }
        let base = match (spelling.as_str(), copies_out) {
            ("copyout", true) | ("", true) => "from",
            ("delete", false) | ("", false) => "storage",
            (other, _) => {
                return Err(NoMatch::unsupported_at(
                    t.op.location(),
                    format!("'{other}' clause on 'acc.exit_data'"),
                ));
            }
        };
        t.flags = if finalize {
            format!("del|{base}")
        } else {
            base.to_string()
        };
        transfers.push(t);
    }
    let condition = operand_group(op, enter_exit_data::IF);
    emit_host_waits(rewriter, op, &waits);
    let detach = if finalize {
        "acc_detach_finalize"
    } else {
        "acc_detach"
    };
    runtime_pointer_calls(
        rewriter,
        op,
        &detachments,
        detach,
        condition.first().copied(),
        false,
    );
    if transfers.is_empty() {
        rewriter.erase_op(op);
    } else {
        build_directive(rewriter, op, "omp.target_exit_data", &transfers, condition);
    }
    erase_transfers(rewriter, &detachments);
    Ok(())
}

/// `acc.update` -> `omp.target_update`.
pub(crate) fn convert_update<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    // Groups: if, async, wait, dataOperands.
    let waits = host_waits(op, options, Some((update::ASYNC, update::WAIT)))?;
    let present = if op.attribute("ifPresent").is_ok() || !options.update_present {
        ""
    } else {
        "present|"
    };
    let mut transfers = Vec::new();
    for value in operand_group(op, update::DATA) {
        let mut t = transfer(value, op, &["acc.update_host"])?;
        let motion = match (op_name(&t.op), t.after.is_empty()) {
            ("acc.update_device", true) => "to",
            ("acc.getdeviceptr", false) => "from",
            (other, _) => {
                return Err(NoMatch::unsupported_at(
                    t.op.location(),
                    format!("'{other}' on 'acc.update'"),
                ));
            }
        };
        t.flags = format!("{present}{motion}");
        transfers.push(t);
    }
    emit_host_waits(rewriter, op, &waits);
    build_directive(
        rewriter,
        op,
        "omp.target_update",
        &transfers,
        operand_group(op, update::IF),
    );
    Ok(())
}

/// The `if` operand of `acc.set` (defaultAsync, deviceNum, ifCond).
const SET_IF: usize = 2;

/// Sets the insertion point before `op`, or, when `op` has an `if`
/// operand (group `group`), inside an `scf.if` of it built there; returns
/// the op the insertion point is before.
fn guard_with_if<'c, 'a>(
    op: OperationRef<'c, 'a>,
    group: usize,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> OperationRef<'c, 'a> {
    rewriter.set_insertion_point_before(op);
    match operand_group(op, group).first().copied() {
        Some(condition) => {
            let (_, then_yield, _) =
                crate::ir::if_else(rewriter, context, op.location(), condition);
            rewriter.set_insertion_point_before(then_yield);
            then_yield
        }
        None => op,
    }
}

/// `acc.wait` -> `omp.taskwait` with `fake-async-wait` (every operation is
/// synchronous: waiting for all is exact); otherwise `acc_wait_all()`
/// without queues (with `async(q)` too: the host waits), `acc_wait(q)`
/// (`acc_wait_device(q, d)` with `devnum`) per queue, and with `async(q)`
/// an empty task of queue `q` that depends on the waited queues. With
/// `if(c)`, under `scf.if`.
pub(crate) fn convert_wait<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    let clauses = if options.fake_async_wait {
        AsyncWait::default()
    } else {
        asynchronous::read_plain(op, wait::ASYNC, wait::DEVNUM, wait::QUEUES)?
    };
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    let at = guard_with_if(op, wait::IF, rewriter, context);
    if clauses.waits.is_empty() && !options.fake_async_wait {
        // Every queue (with `async(q)` too: the host waits); the queues'
        // tasks run on their own threads, which `taskwait` does not see.
        let all = AsyncWait {
            wait_all: true,
            ..AsyncWait::default()
        };
        asynchronous::wait_on_host(rewriter, context, at, &all, false);
    } else if clauses.waits.is_empty() {
        rewriter.set_insertion_point_before(at);
        let taskwait = OpSpec::new("omp.taskwait", op.location()).insert(rewriter, context);
        crate::ir::copy_source(rewriter, op, taskwait);
    } else {
        asynchronous::in_task(rewriter, context, at, None, &clauses, &[]);
    }
    rewriter.erase_op(op);
    Ok(())
}

/// `acc.init`, `acc.shutdown`: nothing (OpenMP initializes its devices
/// when they are first used and has no shutdown); `acc.set device_num(n)`
/// -> `omp_set_default_device(n)`, under `scf.if` with an `if` clause;
/// `acc.set default_async(q)` -> `acc_set_default_async(q)`.
pub(crate) fn convert_runtime_directive<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    _options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    if op_name(&op) == "acc.set" {
        // Operands: defaultAsync, deviceNum, ifCond (each optional).
        let sizes = op.segment_sizes().ok_or(NoMatch::NotApplicable)?;
        let mut calls = Vec::new();
        let mut index = 0;
        for (group, function) in [(0, "acc_set_default_async"), (1, "omp_set_default_device")] {
            if sizes.get(group).copied().unwrap_or(0) > 0 {
                let value: Value = op.operand(index).map_err(|_| NoMatch::NotApplicable)?;
                calls.push((function, value));
                index += 1;
            }
        }
        if !calls.is_empty() {
            let context_ref = op.context();
            // SAFETY: `context_ref` is a local that outlives every use of the reference.
            let context: &Context = unsafe { context_ref.to_ref() };
            let at = guard_with_if(op, SET_IF, rewriter, context);
            for (function, value) in calls {
                crate::ir::call_external(rewriter, context, at, function, "(i32)", &[value], None);
            }
        }
    }
    rewriter.erase_op(op);
    Ok(())
}

/// `acc.host_data use_device(...)` -> `omp.target_data use_device_addr(...)`:
/// inside, the variable is its device address (Clacc: `use_device` ->
/// `use_device_ptr`; for the data address `acc.use_device` names, OpenMP's
/// `use_device_addr` is the exact form).
pub(crate) fn convert_host_data<'c, 'a>(
    op: OperationRef<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    _options: &ConvertAccToOmpOptions,
) -> Result<(), NoMatch> {
    if op.region(0).ok().and_then(|r| r.first_block()).is_none() {
        return Err(NoMatch::unsupported(
            "'acc.host_data' with an empty region (no block)",
        ));
    }
    // `if_present`: the device address of present data, the variable's
    // own otherwise, which is what the runtime's device address gives
    // (OpenMP 5.1's `use_device_addr` of data not present too).
    let condition = operand_group(op, host_data::IF);
    let mut transfers = Vec::new();
    for value in operand_group(op, host_data::DATA) {
        let mut t = transfer(value, op, &[])?;
        if op_name(&t.op) != "acc.use_device" {
            return Err(NoMatch::unsupported_at(
                t.op.location(),
                format!("'{}' on 'acc.host_data'", op_name(&t.op)),
            ));
        }
        t.flags = "return_param".to_string();
        transfers.push(t);
    }
    let context_ref = op.context();
    // SAFETY: `context_ref` is a local that outlives every use of the reference.
    let context: &Context = unsafe { context_ref.to_ref() };
    rewriter.set_insertion_point_before(op);
    let maps = transfer_maps(rewriter, context, &transfers);
    let pointer = Type::parse(context, "!llvm.ptr").expect("built here: ptr");
    let mut spec = OpSpec::new("omp.target_data", op.location());
    spec.operands = condition
        .iter()
        .copied()
        .chain(maps.iter().copied())
        .collect();
    // [device, if, map, use_device_addr, use_device_ptr]
    spec.segments = Some(omp_target_data::segments(condition.len(), 0, maps.len()));
    spec.regions = vec![vec![pointer; maps.len()]];
    rewriter.set_insertion_point_before(op);
    let target_data = spec.insert(rewriter, context);
    crate::ir::copy_source(rewriter, op, target_data);
    move_body(rewriter, context, op, target_data, "omp.terminator");
    let entry = entry_block(target_data, 0);
    for (index, t) in transfers.iter().enumerate() {
        let device: Value =
            t.op.result(0)
                .expect("verified: a data clause op has its accPtr result")
                .into();
        let inner: Value = entry
            .argument(index)
            .expect("built here: use_device_addr argument")
            .into();
        rewriter.replace_all_uses_with(device, inner);
    }
    rewriter.erase_op(op);
    erase_transfers(rewriter, &transfers);
    Ok(())
}
