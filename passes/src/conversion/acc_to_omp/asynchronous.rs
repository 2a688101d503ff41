//! `async` and `wait` (OpenACC 3.3 §2.16) when they are not faked
//! (`fake-async-wait=false`): activity queues as OpenMP tasks with
//! dependences on a token per queue, which the runtime gives (Clacc's
//! translation through `acc2omp_async2dep`; `lowering/runtime/src/queues.rs`).
//!
//! A compute construct with `async(q)` runs in a task of queue `q`:
//!
//! ```mlir
//! %v = llvm.load %s.addr : !llvm.ptr -> f64                 // firstprivate scalars, now
//! %t = llvm.call @__acc2omp_async_enqueue(%q) : (i32) -> !llvm.ptr
//! %w = llvm.call @__acc2omp_async_token(%w1) : (i32) -> !llvm.ptr   // wait(w1)
//! omp.task depend(taskdependin -> %w : !llvm.ptr, taskdependinout -> %t : !llvm.ptr) {
//!   %slot = llvm.alloca %c1 x f64 : (i64) -> !llvm.ptr
//!   llvm.store %v, %slot : f64, !llvm.ptr
//!   %m = omp.map.info var_ptr(%slot : !llvm.ptr, f64) map_clauses(to) ...
//!   omp.target ... map_entries(..., %m -> ...) { ... }
//!   llvm.call @__acc2omp_async_done(%t) : (!llvm.ptr) -> ()
//!   omp.terminator
//! }
//! llvm.call @__acc2omp_async_launched(%q, %t) : (i32, !llvm.ptr) -> ()  // async(acc_async_sync) waits
//! ```
//!
//! The tasks of a queue run in order (`inout` on its token), those of
//! different queues and the host's code may run at once; what a construct
//! takes by copy (its `firstprivate` copy-ins, implicit or not, and the
//! values it uses: scalars into the task, aggregates into a heap copy) is
//! read when the construct is encountered, as a device's kernel arguments
//! are, not when the task runs. accc runs the tasks on their queues'
//! threads (its `translate` points the task calls to the runtime's).
//!
//! `wait(w)` on a construct without `async`, and `async`/`wait` on data
//! constructs and directives (whose maps are synchronous here), wait on the
//! host before the directive (`acc_wait(w)`; `async(q)`: `acc_wait(q)`, so
//! the directive comes after the queue's earlier work, and on `data`
//! again before the region's end). The `wait` directive: `acc_wait(q)` per
//! queue (`acc_wait_device` with `devnum`), `omp.taskwait` without
//! queues; with `async(q)` an empty task of queue `q` that depends on the
//! waited queues.

use crate::acc::{array_elements, device_types, selected_device_type};
use crate::driver::NoMatch;
use crate::ir::{OpSpec, call_external, constant_i32, result};
use acc2omp_dialects::ops::{op_name, operand_group};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, BlockLike, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
        operation::OperationLike, r#type::IntegerType,
    },
};

/// A queue: its `async` argument, `None` for `async` without one
/// (`acc_async_noval`).
pub(crate) type Queue<'c, 'a> = Option<Value<'c, 'a>>;

/// One `wait` list: its `devnum` (if given) and queues.
pub(crate) struct WaitList<'c, 'a> {
    pub devnum: Option<Value<'c, 'a>>,
    pub queues: Vec<Value<'c, 'a>>,
}

/// A directive's `async` and `wait` clauses for the build's device type.
#[derive(Default)]
pub(crate) struct AsyncWait<'c, 'a> {
    /// `async` (with or without an argument).
    pub queue: Option<Queue<'c, 'a>>,
    pub waits: Vec<WaitList<'c, 'a>>,
    /// `wait` without arguments: every queue.
    pub wait_all: bool,
}

impl AsyncWait<'_, '_> {
    pub(crate) fn is_empty(&self) -> bool {
        self.queue.is_none() && self.waits.is_empty() && !self.wait_all
    }
}

/// The integers of an `array<i32: ...>` attribute, or the `true`/`false`s
/// of a bool array as 1/0.
fn integers(op: OperationRef, attribute: &str) -> Vec<usize> {
    array_elements(op, attribute)
        .iter()
        .filter_map(|n| match n.as_str() {
            "true" => Some(1),
            "false" => Some(0),
            n => n.parse().ok(),
        })
        .collect()
}

/// The entry for `device_type` (else `*`'s, else the one without
/// `device_type`), as OpenACC 3.3 §2.4 selects clauses.
fn select(types: &[String], device_type: &str) -> Option<usize> {
    let chosen = selected_device_type(types, device_type)?;
    types.iter().position(|t| t == chosen)
}

/// `async`/`wait` of an op whose clauses carry device types (`acc.parallel`,
/// `acc.serial`, `acc.data`, `acc.update`): groups `async_group` and
/// `wait_group`.
pub(crate) fn read_device_typed<'c, 'a>(
    op: OperationRef<'c, 'a>,
    async_group: usize,
    wait_group: usize,
    device_type: &str,
) -> Result<AsyncWait<'c, 'a>, NoMatch> {
    let mut clauses = AsyncWait::default();
    let values = operand_group(op, async_group);
    let value_types = device_types(op, "asyncOperandsDeviceType");
    let only_types = device_types(op, "asyncOnly");
    let mut all_types = value_types.clone();
    all_types.extend(only_types.iter().cloned());
    if let Some(entry) = select(&all_types, device_type) {
        clauses.queue = Some(if entry < value_types.len() {
            Some(*values.get(entry).ok_or(NoMatch::NotApplicable)?)
        } else {
            None
        });
    }
    let values = operand_group(op, wait_group);
    let list_types = device_types(op, "waitOperandsDeviceType");
    let segments = integers(op, "waitOperandsSegments");
    let devnums = integers(op, "hasWaitDevnum");
    let only_types = device_types(op, "waitOnly");
    let mut all_types = list_types.clone();
    all_types.extend(only_types.iter().cloned());
    if segments.len() != list_types.len() || segments.iter().sum::<usize>() != values.len() {
        return Err(NoMatch::unsupported(format!(
            "'wait' clause whose device types do not match its values on '{}'",
            op_name(&op)
        )));
    }
    // Every `wait` clause of the selected device type (`wait(1) wait(2)`
    // waits for both).
    if let Some(entry) = select(&all_types, device_type) {
        let chosen = &all_types[entry];
        for (entry, list_type) in list_types.iter().enumerate() {
            if list_type != chosen {
                continue;
            }
            let first: usize = segments[..entry].iter().sum();
            let mut queues = values[first..first + segments[entry]].to_vec();
            let devnum =
                (devnums.get(entry) == Some(&1) && !queues.is_empty()).then(|| queues.remove(0));
            clauses.waits.push(WaitList { devnum, queues });
        }
        clauses.wait_all = only_types.contains(chosen);
    }
    check_integers(&clauses, op_name(&op))?;
    Ok(clauses)
}

/// `async`/`wait` of `acc.enter_data`/`acc.exit_data` (groups `async`,
/// `waitDevnum`, `wait`; unit attributes `async` and `wait` without
/// arguments) and of `acc.wait` (`asyncOperand`, `waitDevnum`,
/// `waitOperands` in `async_group`, `devnum_group`, `wait_group`).
pub(crate) fn read_plain<'c, 'a>(
    op: OperationRef<'c, 'a>,
    async_group: usize,
    devnum_group: usize,
    wait_group: usize,
) -> Result<AsyncWait<'c, 'a>, NoMatch> {
    let mut clauses = AsyncWait::default();
    if let Some(queue) = operand_group(op, async_group).first() {
        clauses.queue = Some(Some(*queue));
    } else if op.inherent_attribute("async").is_ok() {
        clauses.queue = Some(None);
    }
    let queues = operand_group(op, wait_group);
    if !queues.is_empty() {
        clauses.waits.push(WaitList {
            devnum: operand_group(op, devnum_group).first().copied(),
            queues,
        });
    } else if op.inherent_attribute("wait").is_ok() {
        clauses.wait_all = true;
    }
    check_integers(&clauses, op_name(&op))?;
    Ok(clauses)
}

/// `value` as an `i32` before `before` (queue numbers are C `int`s; a
/// wider integer is truncated as C converts it).
fn as_i32<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    before: OperationRef<'c, 'a>,
    value: Value<'c, 'a>,
) -> Value<'c, 'a> {
    let i32_type: Type = IntegerType::new(context, 32).into();
    let r#type = value.r#type();
    if r#type == i32_type {
        return value;
    }
    // An integer or an index ([`check_integers`]).
    let name = match IntegerType::try_from(r#type).map(|t| t.width()) {
        Ok(width) if width > 32 => "arith.trunci",
        Ok(_) => "arith.extsi",
        Err(_) => "arith.index_cast",
    };
    rewriter.set_insertion_point_before(before);
    let mut spec = OpSpec::new(name, before.location());
    spec.operands = vec![value];
    spec.results = vec![i32_type];
    result(spec.insert(rewriter, context))
}

/// Queue numbers and device numbers are integers (C's `int`).
fn check_integers(clauses: &AsyncWait, directive: &str) -> Result<(), NoMatch> {
    let values = clauses.queue.iter().flatten().chain(
        clauses
            .waits
            .iter()
            .flat_map(|l| l.devnum.iter().chain(l.queues.iter())),
    );
    for value in values {
        if !value.r#type().is_integer() && !value.r#type().is_index() {
            return Err(NoMatch::unsupported(format!(
                "an 'async' or 'wait' argument of type {} on '{directive}'",
                value.r#type()
            )));
        }
    }
    Ok(())
}

/// The queue's `async` argument as an `i32` (`acc_async_noval` without one).
fn queue_value<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    before: OperationRef<'c, 'a>,
    queue: Queue<'c, 'a>,
) -> Value<'c, 'a> {
    match queue {
        Some(value) => as_i32(rewriter, context, before, value),
        None => {
            rewriter.set_insertion_point_before(before);
            constant_i32(rewriter, context, -1, before.location())
        }
    }
}

fn ptr_type(context: &Context) -> Type<'_> {
    Type::parse(context, "!llvm.ptr").expect("valid type")
}

/// Host waits before `before`: each wait list's queues (`acc_wait`, or
/// `acc_wait_device` with a `devnum`), every queue for `wait` without
/// arguments, and the directive's own queue when `with_queue` (a
/// synchronous directive ordered after its queue's earlier work).
pub(crate) fn wait_on_host<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    before: OperationRef<'c, 'a>,
    clauses: &AsyncWait<'c, 'a>,
    with_queue: bool,
) {
    let wait = |name: &str, signature: &str, operands: &[Value<'c, 'a>]| {
        call_external(rewriter, context, before, name, signature, operands, None);
    };
    for list in &clauses.waits {
        for queue in &list.queues {
            let queue = as_i32(rewriter, context, before, *queue);
            match list.devnum {
                Some(devnum) => {
                    let devnum = as_i32(rewriter, context, before, devnum);
                    wait("acc_wait_device", "(i32, i32)", &[queue, devnum]);
                }
                None => wait("acc_wait", "(i32)", &[queue]),
            }
        }
    }
    if clauses.wait_all {
        wait("acc_wait_all", "()", &[]);
    }
    if with_queue && let Some(queue) = clauses.queue {
        let queue = queue_value(rewriter, context, before, queue);
        wait("acc_wait", "(i32)", &[queue]);
    }
}

/// How a value `op` takes by copy is copied when the construct is
/// encountered.
enum Snapshot<'c, 'a> {
    /// A scalar: its value (the task stores it in a slot of its own).
    Value(Value<'c, 'a>),
    /// An aggregate (a `firstprivate` array or struct, or a section's
    /// elements): a heap copy, freed at the task's end.
    Heap(Value<'c, 'a>),
}

/// Puts `op` (an `omp.target`, or nothing for an empty task) in a task of
/// `clauses.queue` before `at` (without `async`: host waits before `at`);
/// the task depends on the waited queues (waits with a `devnum` and `wait`
/// without arguments are host waits before it). What `by_value` maps (the
/// construct's `firstprivate` copy-ins, implicit or not, and the values it
/// uses by copy: `omp.map.info` ops of `op` without bounds) is copied
/// before the task and mapped from the copy inside it.
pub(crate) fn in_task<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    at: OperationRef<'c, 'a>,
    op: Option<OperationRef<'c, 'a>>,
    clauses: &AsyncWait<'c, 'a>,
    by_value: &[OperationRef<'c, 'a>],
) {
    let Some(queue) = clauses.queue else {
        wait_on_host(rewriter, context, at, clauses, false);
        return;
    };
    let location = at.location();
    let ptr = ptr_type(context);
    // Waits the task cannot express as dependences.
    let host_waits = AsyncWait {
        queue: None,
        waits: clauses
            .waits
            .iter()
            .filter(|l| l.devnum.is_some())
            .map(|l| WaitList {
                devnum: l.devnum,
                queues: l.queues.clone(),
            })
            .collect(),
        wait_all: clauses.wait_all,
    };
    wait_on_host(rewriter, context, at, &host_waits, false);
    let mut dependences = Vec::new();
    let mut kinds = Vec::new();
    for list in clauses.waits.iter().filter(|l| l.devnum.is_none()) {
        for queue in &list.queues {
            let queue = as_i32(rewriter, context, at, *queue);
            dependences.push(
                call_external(
                    rewriter,
                    context,
                    at,
                    "__acc2omp_async_token",
                    "(i32) -> !llvm.ptr",
                    &[queue],
                    Some(ptr),
                )
                .expect("a result"),
            );
            kinds.push("#omp<clause_task_depend(taskdependin)>");
        }
    }
    // The values of what is mapped by copy, now.
    let snapshots = snapshot_values(rewriter, context, at, by_value);
    let queue = queue_value(rewriter, context, at, queue);
    let token = call_external(
        rewriter,
        context,
        at,
        "__acc2omp_async_enqueue",
        "(i32) -> !llvm.ptr",
        &[queue],
        Some(ptr),
    )
    .expect("a result");
    dependences.push(token);
    kinds.push("#omp<clause_task_depend(taskdependinout)>");

    rewriter.set_insertion_point_before(at);
    let mut spec = OpSpec::new("omp.task", location);
    spec.operands = dependences.clone();
    spec.segments = Some(vec![0, 0, dependences.len(), 0, 0, 0, 0, 0, 0]);
    spec.attributes = vec![(
        "depend_kinds",
        Attribute::parse(context, &format!("[{}]", kinds.join(", "))).expect("valid attribute"),
    )];
    spec.regions = vec![Vec::new()];
    let task = spec.insert(rewriter, context);
    let body = crate::ir::entry_block(task, 0);
    rewriter.set_insertion_point_to_end(body);
    let terminator = OpSpec::new("omp.terminator", location).insert(rewriter, context);
    if let Some(target) = op {
        // SAFETY: both ops are alive; the target moves into the task.
        unsafe { mlir_sys::mlirOperationMoveBefore(target.to_raw(), terminator.to_raw()) };
        for (map, snapshot) in &snapshots {
            rewriter.set_insertion_point_before(target);
            let copy = match snapshot {
                // A slot of the task's own, then the map of it.
                Snapshot::Value(value) => {
                    let one = crate::ir::constant(
                        rewriter,
                        context,
                        IntegerType::new(context, 64).into(),
                        1,
                        location,
                    );
                    let mut alloca = OpSpec::new("llvm.alloca", location);
                    alloca.operands = vec![one];
                    alloca.attributes = vec![(
                        "elem_type",
                        Attribute::parse(context, &format!("{}", value.r#type()))
                            .expect("valid type"),
                    )];
                    alloca.results = vec![ptr];
                    let slot = result(alloca.insert(rewriter, context));
                    let mut store = OpSpec::new("llvm.store", location);
                    store.operands = vec![*value, slot];
                    store.insert(rewriter, context);
                    slot
                }
                Snapshot::Heap(copy) => *copy,
            };
            // SAFETY: both ops are alive; the map moves before the target,
            // after its copy.
            unsafe {
                mlir_sys::mlirOperationMoveBefore(map.to_raw(), target.to_raw());
                mlir_sys::mlirOperationSetOperand(map.to_raw(), 0, copy.to_raw());
            }
        }
    }
    for (_, snapshot) in &snapshots {
        if let Snapshot::Heap(copy) = snapshot {
            call_external(
                rewriter,
                context,
                terminator,
                "free",
                "(!llvm.ptr)",
                &[*copy],
                None,
            );
        }
    }
    call_external(
        rewriter,
        context,
        terminator,
        "__acc2omp_async_done",
        "(!llvm.ptr)",
        &[token],
        None,
    );
    let next = task
        .next_in_block()
        .expect("the task is not its block's terminator");
    call_external(
        rewriter,
        context,
        next,
        "__acc2omp_async_launched",
        "(i32, !llvm.ptr)",
        &[queue, token],
        None,
    );
}

/// The values of the variables `maps` map (`omp.map.info` ops without
/// bounds), read before `at`: a scalar's value, an aggregate's heap copy.
fn snapshot_values<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    at: OperationRef<'c, 'a>,
    maps: &[OperationRef<'c, 'a>],
) -> Vec<(OperationRef<'c, 'a>, Snapshot<'c, 'a>)> {
    let ptr = ptr_type(context);
    let i64_type: Type = IntegerType::new(context, 64).into();
    let location = at.location();
    let mut snapshots = Vec::new();
    for map in maps {
        if op_name(map) != "omp.map.info" || map.operand_count() != 1 {
            continue;
        }
        let (Some(var_type), Ok(variable)) =
            (crate::ir::type_attribute(*map, "var_type"), map.operand(0))
        else {
            continue;
        };
        rewriter.set_insertion_point_before(at);
        let scalar =
            var_type.is_integer() || var_type.is_float() || var_type.to_string() == "!llvm.ptr";
        if scalar {
            let mut load = OpSpec::new("llvm.load", location);
            load.operands = vec![variable];
            load.results = vec![var_type];
            snapshots.push((
                *map,
                Snapshot::Value(result(load.insert(rewriter, context))),
            ));
            continue;
        }
        // sizeof(T): the address of element 1 of a null T array.
        let mut null = OpSpec::new("llvm.mlir.zero", location);
        null.results = vec![ptr];
        let null = result(null.insert(rewriter, context));
        let mut end = OpSpec::new("llvm.getelementptr", location);
        end.operands = vec![null];
        end.attributes = vec![
            (
                "elem_type",
                Attribute::parse(context, &var_type.to_string()).expect("valid type"),
            ),
            (
                "rawConstantIndices",
                Attribute::parse(context, "array<i32: 1>").expect("valid attribute"),
            ),
        ];
        end.results = vec![ptr];
        let end = result(end.insert(rewriter, context));
        let mut size = OpSpec::new("llvm.ptrtoint", location);
        size.operands = vec![end];
        size.results = vec![i64_type];
        let size = result(size.insert(rewriter, context));
        let copy = call_external(
            rewriter,
            context,
            at,
            "malloc",
            "(i64) -> !llvm.ptr",
            &[size],
            Some(ptr),
        )
        .expect("a result");
        rewriter.set_insertion_point_before(at);
        let mut memcpy = OpSpec::new("llvm.intr.memcpy", location);
        memcpy.operands = vec![copy, variable, size];
        memcpy.attributes = vec![(
            "isVolatile",
            Attribute::parse(context, "false").expect("valid attribute"),
        )];
        memcpy.insert(rewriter, context);
        snapshots.push((*map, Snapshot::Heap(copy)));
    }
    snapshots
}

/// Whether `op`'s region (a `data` construct's) ends in `acc.terminator`s
/// before which its queue's wait goes.
pub(crate) fn region_ends<'c, 'a>(op: OperationRef<'c, 'a>) -> Vec<OperationRef<'c, 'a>> {
    let mut ends = Vec::new();
    if let Ok(region) = op.region(0) {
        let mut block = region.first_block();
        while let Some(current) = block {
            if let Some(terminator) = current.terminator()
                && op_name(&terminator) == "acc.terminator"
            {
                ends.push(terminator);
            }
            block = current.next_in_region();
        }
    }
    ends
}
