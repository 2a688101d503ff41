//! Activity queues on the host (OpenACC 3.3 §2.16): what `async(q)` and
//! `wait(q)` become when `convert-acc-to-omp` does not fake them.
//!
//! A compute construct with `async(q)` is an OpenMP task (`omp.task`) whose
//! `depend(inout: ...)` names the queue's *dependence token*, an address
//! this module gives each queue (Clacc's `acc2omp_async2dep`), and whose
//! `depend(in: ...)` names the tokens of the queues its `wait` clause
//! waits for. The code around the task is
//!
//! ```c
//! void *token = __acc2omp_async_enqueue(q);       // one more task on q
//! #pragma omp task depend(inout: *token) ...
//! { <the construct>; __acc2omp_async_done(token); }
//! __acc2omp_async_launched(q, token);             // waits when q is acc_async_sync
//! ```
//!
//! MLIR's translation makes the task with libomp's `__kmpc_omp_task_alloc`
//! and `__kmpc_omp_task_with_deps`; accc renames those calls to
//! [`__acc2omp_task_alloc`] and [`__acc2omp_task_with_deps`] (its
//! `translate`), which run the task on the queue's own thread: a queue's
//! tasks in order, different queues and the host's code at once. The task
//! waits there for the tasks of the queues it depends on that were
//! enqueued before it. (libomp's hidden-helper tasks would overlap too, but
//! libomp 19 and 22 abort in them on 16 cores — "Assertion failure at
//! kmp_tasking.cpp(4368): task_team != __null" — when their target regions
//! start teams; a queue's thread is a root thread of libomp's, which may
//! start teams.) Compiled without the renaming (`acc-opt` and
//! `mlir-translate`), the tasks are libomp's own: correct, and overlapping
//! as libomp schedules them.
//!
//! Each queue counts the tasks enqueued and done, so `acc_async_test` is
//! exact and a wait (`acc_wait`, the `wait` directive) waits until the
//! tasks enqueued before it are done (yielding to libomp's tasks meanwhile,
//! for the libomp-scheduled form).
//!
//! Queue numbers: `q >= 0` is queue `q`; `acc_async_noval` and
//! `acc_async_default` are acc-default-async-var's queue, which is
//! initially `acc_async_noval`'s own queue (distinct from every numbered
//! one); `acc_async_sync` is synchronous (a construct waits for itself).

use crate::api::check_async;
use crate::device::state;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Condvar, Mutex, OnceLock};
use std::time::Duration;

/// `acc_async_noval`, `acc_async_sync`, `acc_async_default` (`openacc.h`).
pub const ASYNC_NOVAL: c_int = -1;
pub const ASYNC_SYNC: c_int = -2;
pub const ASYNC_DEFAULT: c_int = -3;

/// One queue: its dependence token (the address of `token`, the struct's
/// first field), its counts of tasks enqueued and done, and the thread
/// that runs its tasks (started with its first task). Queues live as long
/// as the program (tasks hold their tokens).
#[repr(C)]
#[derive(Debug)]
pub struct Queue {
    token: u64,
    /// Its number (`resolve`'s: `>= 0`, `ASYNC_NOVAL` or `ASYNC_SYNC`).
    number: c_int,
    enqueued: AtomicU64,
    done: AtomicU64,
    worker: Mutex<Option<Sender<Job>>>,
}

impl Queue {
    /// The queue's dependence token.
    pub fn token(&'static self) -> *mut c_void {
        (&self.token as *const u64).cast_mut().cast()
    }

    /// Whether every task enqueued so far is done.
    pub fn is_idle(&self) -> bool {
        self.done.load(Ordering::Acquire) >= self.enqueued.load(Ordering::Acquire)
    }

    /// The queue of a token.
    ///
    /// # Safety
    /// `token` is a queue's token.
    unsafe fn of(token: *const c_void) -> &'static Queue {
        // SAFETY: the token is the first field of a leaked `Queue`.
        unsafe { &*(token as *const Queue) }
    }
}

/// The queues by number (`ASYNC_NOVAL`'s own queue and the synchronous
/// one under their `acc_async_*` values).
fn queues() -> &'static Mutex<HashMap<c_int, &'static Queue>> {
    static QUEUES: OnceLock<Mutex<HashMap<c_int, &'static Queue>>> = OnceLock::new();
    QUEUES.get_or_init(|| Mutex::new(HashMap::new()))
}

/// Signalled whenever a task is done (waits check their counts again).
fn progress() -> &'static (Mutex<()>, Condvar) {
    static PROGRESS: OnceLock<(Mutex<()>, Condvar)> = OnceLock::new();
    PROGRESS.get_or_init(|| (Mutex::new(()), Condvar::new()))
}

/// The queue's number after acc-default-async-var: a number `>= 0`,
/// `ASYNC_NOVAL` (the default queue) or `ASYNC_SYNC`.
pub fn resolve(async_arg: c_int) -> c_int {
    match async_arg {
        ASYNC_NOVAL | ASYNC_DEFAULT => state().default_async,
        queue => queue,
    }
}

/// The queue `async_arg` names (made when first named).
pub fn queue(routine: &str, async_arg: c_int) -> &'static Queue {
    check_async(routine, async_arg);
    let number = resolve(async_arg);
    let mut table = queues().lock().unwrap_or_else(|e| e.into_inner());
    table.entry(number).or_insert_with(|| {
        Box::leak(Box::new(Queue {
            token: 0,
            number,
            enqueued: AtomicU64::new(0),
            done: AtomicU64::new(0),
            worker: Mutex::new(None),
        }))
    })
}

/// The number of the queue whose thread this is (`None` on other threads).
pub fn this_queue() -> Option<c_int> {
    let address = crate::gpu::THIS_QUEUE.with(std::cell::Cell::get);
    // SAFETY: a queue's thread holds its leaked queue's address.
    (address != 0).then(|| unsafe { &*(address as *const Queue) }.number)
}

/// Whether every queue made so far is idle.
pub fn all_idle() -> bool {
    let table = queues().lock().unwrap_or_else(|e| e.into_inner());
    table.values().all(|q| q.is_idle())
}

// ------------------------------------------------------------ libomp

/// libomp's `ident_t` (a source location for its diagnostics).
#[repr(C)]
struct Ident {
    reserved_1: i32,
    flags: i32,
    reserved_2: i32,
    reserved_3: i32,
    psource: *const c_char,
}

// SAFETY: read-only; the string is static.
unsafe impl Sync for Ident {}

static LOCATION: Ident = Ident {
    reserved_1: 0,
    flags: 2, // KMP_IDENT_KMPC
    reserved_2: 0,
    reserved_3: 0,
    psource: c";unknown;unknown;0;0;;".as_ptr(),
};

type GlobalThreadNum = unsafe extern "C" fn(*const Ident) -> i32;
type TaskYield = unsafe extern "C" fn(*const Ident, i32, i32) -> i32;

/// The libomp entry points the waits use, when the program has libomp.
struct Libomp {
    thread_num: GlobalThreadNum,
    taskyield: TaskYield,
}

fn libomp() -> Option<&'static Libomp> {
    static LIBOMP: OnceLock<Option<Libomp>> = OnceLock::new();
    LIBOMP
        .get_or_init(|| {
            // SAFETY: symbols of the running program (RTLD_DEFAULT), with
            // libomp's signatures.
            unsafe {
                let this = libloading::os::unix::Library::this();
                Some(Libomp {
                    thread_num: *this.get(b"__kmpc_global_thread_num\0").ok()?,
                    taskyield: *this.get(b"__kmpc_omp_taskyield\0").ok()?,
                })
            }
        })
        .as_ref()
}

/// Waits until `done()`: runs libomp's tasks meanwhile (the tasks of the
/// libomp-scheduled form may be this thread's to run), and sleeps until a
/// task is done or a moment has passed.
pub fn spin_until(done: impl Fn() -> bool) {
    let (lock, signal) = progress();
    while !done() {
        if let Some(omp) = libomp() {
            // SAFETY: libomp's entry points, this thread's number.
            unsafe {
                let gtid = (omp.thread_num)(&LOCATION);
                (omp.taskyield)(&LOCATION, gtid, 0);
            }
        }
        if done() {
            break;
        }
        let guard = lock.lock().unwrap_or_else(|e| e.into_inner());
        let _ = signal.wait_timeout(guard, Duration::from_micros(200));
    }
}

/// Waits for the tasks enqueued on `queue` so far.
pub fn wait_queue(queue: &'static Queue) {
    let target = queue.enqueued.load(Ordering::Acquire);
    spin_until(|| queue.done.load(Ordering::Acquire) >= target);
}

/// Waits for the tasks enqueued on every queue so far.
pub fn wait_all() {
    let table: Vec<&'static Queue> = {
        let table = queues().lock().unwrap_or_else(|e| e.into_inner());
        table.values().copied().collect()
    };
    for queue in table {
        wait_queue(queue);
    }
}

// ------------------------------------------------------------ tasks

/// The head of a task [`__acc2omp_task_alloc`] makes: as libomp's
/// `kmp_task_t`, the shareds' address first (MLIR's translation copies the
/// captured values there) and the routine second.
#[repr(C)]
struct TaskHead {
    shareds: *mut c_void,
    routine: TaskRoutine,
}

/// MLIR's outlined task body (libomp's `kmp_routine_entry_t`; its result,
/// if any, is not read).
type TaskRoutine = unsafe extern "C" fn(i32, *mut c_void);

/// A task sent to its queue's thread, with the tasks it waits for: each
/// queue's count of tasks enqueued when the task was made.
struct Job {
    task: usize,
    waits: Vec<(&'static Queue, u64)>,
}

/// A task's alignment; its allocation starts with its size, this many
/// bytes before the task.
const TASK_ALIGN: usize = 16;

fn task_layout(size: usize) -> std::alloc::Layout {
    std::alloc::Layout::from_size_align(size, TASK_ALIGN).expect("a task's size")
}

/// Frees a task of [`__acc2omp_task_alloc`].
///
/// # Safety
/// `task` is such a task, not used afterwards.
unsafe fn free_task(task: *mut u8) {
    // SAFETY: the caller's contract: the size is just before the task.
    unsafe {
        let start = task.sub(TASK_ALIGN);
        std::alloc::dealloc(start, task_layout(start.cast::<usize>().read()));
    }
}

/// In place of libomp's `__kmpc_omp_task_alloc` for acc2omp's tasks: the
/// task's head (`sizeof_task` bytes), then its shareds (the allocation's
/// size before them).
///
/// # Safety
/// The arguments of `__kmpc_omp_task_alloc`; `routine` is a task body.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_task_alloc(
    _location: *const c_void,
    _gtid: i32,
    _flags: i32,
    sizeof_task: usize,
    sizeof_shareds: usize,
    routine: TaskRoutine,
) -> *mut c_void {
    let head = sizeof_task
        .max(size_of::<TaskHead>())
        .next_multiple_of(TASK_ALIGN);
    let size = TASK_ALIGN + head + sizeof_shareds;
    // SAFETY: a non-zero size; the size and the head are written before use.
    unsafe {
        let start = std::alloc::alloc_zeroed(task_layout(size));
        if start.is_null() {
            crate::error::fail("async", "out of memory for a task");
        }
        start.cast::<usize>().write(size);
        let task = start.add(TASK_ALIGN);
        task.cast::<TaskHead>().write(TaskHead {
            shareds: task.add(head).cast(),
            routine,
        });
        task.cast()
    }
}

/// libomp's `kmp_depend_info_t`.
#[repr(C)]
struct DependInfo {
    base_addr: isize,
    len: usize,
    flags: u8,
}

/// `depend(out:)` (with `in`: `inout`).
const DEPEND_OUT: u8 = 2;

/// In place of libomp's `__kmpc_omp_task_with_deps` for acc2omp's tasks:
/// the task goes to the thread of the queue its `inout` dependence names,
/// after the tasks the `in` dependences' queues have so far.
///
/// # Safety
/// The arguments of `__kmpc_omp_task_with_deps`: `task` from
/// [`__acc2omp_task_alloc`], `dependences` `count` of them whose addresses
/// are queues' tokens.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_task_with_deps(
    _location: *const c_void,
    _gtid: i32,
    task: *mut c_void,
    count: i32,
    dependences: *const c_void,
    _noalias_count: i32,
    _noalias: *const c_void,
) -> i32 {
    // SAFETY: the caller's contract.
    let dependences: &[DependInfo] = if count <= 0 || dependences.is_null() {
        &[]
    } else {
        unsafe { std::slice::from_raw_parts(dependences.cast(), count as usize) }
    };
    let mut own = None;
    let mut waits = Vec::new();
    for dependence in dependences {
        // SAFETY: acc2omp's dependences are queue tokens.
        let queue = unsafe { Queue::of(dependence.base_addr as *const c_void) };
        if dependence.flags & DEPEND_OUT != 0 {
            own = Some(queue);
        } else {
            waits.push((queue, queue.enqueued.load(Ordering::Acquire)));
        }
    }
    let job = Job {
        task: task as usize,
        waits,
    };
    match own {
        Some(queue) => submit(queue, job),
        // (A task of no queue: run now.)
        None => run(job),
    }
    0
}

/// In place of libomp's `__kmpc_omp_task` (a task without dependences:
/// acc2omp makes none): runs it now.
///
/// # Safety
/// As for [`__acc2omp_task_with_deps`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_task(
    location: *const c_void,
    gtid: i32,
    task: *mut c_void,
) -> i32 {
    // SAFETY: the caller's contract.
    unsafe {
        __acc2omp_task_with_deps(
            location,
            gtid,
            task,
            0,
            std::ptr::null(),
            0,
            std::ptr::null(),
        )
    }
}

/// Sends `job` to `queue`'s thread, starting it with the first job.
fn submit(queue: &'static Queue, job: Job) {
    let mut worker = queue.worker.lock().unwrap_or_else(|e| e.into_inner());
    let sender = worker.get_or_insert_with(|| {
        let (sender, receiver) = channel::<Job>();
        std::thread::Builder::new()
            .name("acc2omp-queue".into())
            .spawn(move || {
                crate::gpu::THIS_QUEUE.with(|this| this.set(queue as *const Queue as usize));
                while let Ok(job) = receiver.recv() {
                    run(job);
                }
            })
            .unwrap_or_else(|e| {
                crate::error::fail("async", &format!("no thread for a queue: {e}"))
            });
        sender
    });
    if sender.send(job).is_err() {
        crate::error::fail("async", "a queue's thread has ended");
    }
}

/// Runs a task once the tasks it waits for are done, then frees it.
fn run(job: Job) {
    for (queue, count) in &job.waits {
        spin_until(|| queue.done.load(Ordering::Acquire) >= *count);
    }
    let gtid = libomp().map_or(0, |omp| {
        // SAFETY: libomp's entry point (registers this thread as a root).
        unsafe { (omp.thread_num)(&LOCATION) }
    });
    let task = job.task as *mut u8;
    // SAFETY: a task `__acc2omp_task_alloc` made, run once, then freed.
    unsafe {
        let head = task.cast::<TaskHead>().read();
        (head.routine)(gtid, task.cast());
        free_task(task);
    }
}

// ------------------------------------------------------------ compiled code

/// Before an `async(async_arg)` task: one more task on the queue; the
/// queue's dependence token (the task's `depend(inout:)`).
#[unsafe(no_mangle)]
pub extern "C" fn __acc2omp_async_enqueue(async_arg: c_int) -> *mut c_void {
    let queue = queue("async", async_arg);
    queue.enqueued.fetch_add(1, Ordering::AcqRel);
    queue.token()
}

/// At the end of an async task: the task of `token`'s queue is done.
///
/// # Safety
/// `token` is a queue's token from [`__acc2omp_async_enqueue`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_async_done(token: *mut c_void) {
    // SAFETY: the caller's contract.
    let queue = unsafe { Queue::of(token) };
    queue.done.fetch_add(1, Ordering::AcqRel);
    let (lock, signal) = progress();
    drop(lock.lock().unwrap_or_else(|e| e.into_inner()));
    signal.notify_all();
}

/// After an async task is made: an `async(acc_async_sync)` construct (or
/// `async` while acc-default-async-var is `acc_async_sync`) waits for it.
///
/// # Safety
/// `token` is the token [`__acc2omp_async_enqueue`] gave for `async_arg`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_async_launched(async_arg: c_int, token: *mut c_void) {
    if resolve(async_arg) == ASYNC_SYNC {
        // SAFETY: the caller's contract.
        wait_queue(unsafe { Queue::of(token) });
    }
}

/// The dependence token of queue `wait_arg`, for a task's `depend(in:)`
/// (`wait(wait_arg)` on an async construct).
#[unsafe(no_mangle)]
pub extern "C" fn __acc2omp_async_token(wait_arg: c_int) -> *mut c_void {
    queue("wait", wait_arg).token()
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

    static RUNS: AtomicUsize = AtomicUsize::new(0);

    /// A task body: the shareds hold its queue's token; counts the run.
    unsafe extern "C" fn body(_gtid: i32, task: *mut c_void) {
        // SAFETY: a task of `__acc2omp_task_alloc` whose shareds hold a token.
        unsafe {
            let shareds = task.cast::<TaskHead>().read().shareds;
            let token = shareds.cast::<*mut c_void>().read();
            RUNS.fetch_add(1, Ordering::SeqCst);
            __acc2omp_async_done(token);
        }
    }

    #[test]
    fn queues_run_their_tasks_on_their_threads_and_count_them() {
        let token = __acc2omp_async_enqueue(41);
        assert_eq!(token, __acc2omp_async_token(41));
        assert_ne!(token, __acc2omp_async_token(42));
        assert!(!queue("test", 41).is_idle());
        // SAFETY: the task protocol of MLIR's translation.
        unsafe {
            let task = __acc2omp_task_alloc(std::ptr::null(), 0, 1, 40, 8, body);
            let shareds = task.cast::<TaskHead>().read().shareds;
            shareds.cast::<*mut c_void>().write(token);
            let dependence = DependInfo {
                base_addr: token as isize,
                len: 8,
                flags: 3,
            };
            __acc2omp_task_with_deps(
                std::ptr::null(),
                0,
                task,
                1,
                (&dependence as *const DependInfo).cast(),
                0,
                std::ptr::null(),
            );
        }
        wait_queue(queue("test", 41));
        assert!(queue("test", 41).is_idle());
        assert_eq!(RUNS.load(Ordering::SeqCst), 1);
    }

    #[test]
    fn the_default_queue_is_its_own_until_set() {
        let noval = __acc2omp_async_token(ASYNC_NOVAL);
        assert_eq!(noval, __acc2omp_async_token(ASYNC_DEFAULT));
        assert_ne!(noval, __acc2omp_async_token(0));
        assert_eq!(resolve(ASYNC_SYNC), ASYNC_SYNC);
        assert_eq!(resolve(7), 7);
    }
}
