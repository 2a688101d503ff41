//! Activity queues on the host (OpenACC 3.3 §2.16): what `async(q)` and
//! `wait(q)` become when `convert-acc-to-omp` does not fake them.
//!
//! A compute construct with `async(q)` is an OpenMP task (`omp.task`) whose
//! `depend(inout: ...)` names the queue's *dependence token*, an address
//! this module gives each queue (Clacc's `acc2omp_async2dep`): two tasks of
//! one queue run in order, tasks of different queues may run at once, and
//! `wait(w)` on a construct is a `depend(in: ...)` on queue `w`'s token. The
//! code around the task is
//!
//! ```c
//! void *token = __acc2omp_async_enqueue(q);       // one more pending task
//! #pragma omp task depend(inout: *token) ...      // acc2omp's hidden-helper task
//! { <the construct>; __acc2omp_async_done(token); }
//! __acc2omp_async_launched(q, token);             // waits when q is acc_async_sync
//! ```
//!
//! Each queue counts its pending tasks, so `acc_async_test` is exact; a
//! wait (`acc_wait`, the `wait` directive) asks libomp to wait for the
//! queue's tasks (`__kmpc_omp_wait_deps` with `depend(in:)` on the token:
//! the thread runs other tasks meanwhile), then waits for the count to
//! reach 0 (a task made by another task, whose dependences libomp keeps
//! apart). libomp's entry points are found when first needed (`dlsym`), so
//! that the library links without libomp (its unit tests).
//!
//! Queue numbers: `q >= 0` is queue `q`; `acc_async_noval` and
//! `acc_async_default` are acc-default-async-var's queue, which is
//! initially `acc_async_noval`'s own queue (distinct from every numbered
//! one); `acc_async_sync` is synchronous (a construct waits for itself).

use crate::api::check_async;
use crate::device::state;
use std::collections::HashMap;
use std::ffi::{c_char, c_int, c_void};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, OnceLock};

/// `acc_async_noval`, `acc_async_sync`, `acc_async_default` (`openacc.h`).
pub const ASYNC_NOVAL: c_int = -1;
pub const ASYNC_SYNC: c_int = -2;
pub const ASYNC_DEFAULT: c_int = -3;

/// One queue: its dependence token (the address of `token`) and its count
/// of tasks enqueued and not yet done. Queues live as long as the program
/// (their tokens are in tasks libomp holds).
#[repr(C)]
#[derive(Debug)]
pub struct Queue {
    token: u64,
    pending: AtomicUsize,
}

impl Queue {
    /// The queue's dependence token.
    pub fn token(&'static self) -> *mut c_void {
        (&self.token as *const u64).cast_mut().cast()
    }

    /// Whether no task of the queue is pending.
    pub fn is_idle(&self) -> bool {
        self.pending.load(Ordering::Acquire) == 0
    }
}

/// The queues by number (`ASYNC_NOVAL`'s own queue and the synchronous
/// one under their `acc_async_*` values).
fn queues() -> &'static Mutex<HashMap<c_int, &'static Queue>> {
    static QUEUES: OnceLock<Mutex<HashMap<c_int, &'static Queue>>> = OnceLock::new();
    QUEUES.get_or_init(|| Mutex::new(HashMap::new()))
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
            pending: AtomicUsize::new(0),
        }))
    })
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

/// libomp's `kmp_depend_info_t`.
#[repr(C)]
struct DependInfo {
    base_addr: isize,
    len: usize,
    flags: u8,
}

/// `depend(in:)`.
const DEPEND_IN: u8 = 1;

type GlobalThreadNum = unsafe extern "C" fn(*const Ident) -> i32;
type WaitDeps =
    unsafe extern "C" fn(*const Ident, i32, i32, *const DependInfo, i32, *const DependInfo);
type TaskWait = unsafe extern "C" fn(*const Ident, i32) -> i32;
type TaskYield = unsafe extern "C" fn(*const Ident, i32, i32) -> i32;

/// The libomp entry points the waits use, when the program has libomp.
struct Libomp {
    thread_num: GlobalThreadNum,
    wait_deps: WaitDeps,
    taskwait: TaskWait,
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
                    wait_deps: *this.get(b"__kmpc_omp_wait_deps\0").ok()?,
                    taskwait: *this.get(b"__kmpc_omp_taskwait\0").ok()?,
                    taskyield: *this.get(b"__kmpc_omp_taskyield\0").ok()?,
                })
            }
        })
        .as_ref()
}

/// Waits until `done()`, running other tasks meanwhile (a task of this
/// thread's team may be what it waits for).
pub fn spin_until(done: impl Fn() -> bool) {
    let mut rounds = 0u32;
    while !done() {
        if let Some(omp) = libomp() {
            // SAFETY: libomp's entry points, this thread's number.
            unsafe {
                let gtid = (omp.thread_num)(&LOCATION);
                (omp.taskyield)(&LOCATION, gtid, 0);
            }
        }
        rounds = rounds.saturating_add(1);
        if rounds > 64 {
            std::thread::sleep(std::time::Duration::from_micros(50));
        } else {
            std::thread::yield_now();
        }
    }
}

/// Waits for every task of `queue`.
pub fn wait_queue(queue: &'static Queue) {
    if queue.is_idle() {
        return;
    }
    if let Some(omp) = libomp() {
        let dependence = DependInfo {
            base_addr: queue.token() as isize,
            len: size_of::<u64>(),
            flags: DEPEND_IN,
        };
        // SAFETY: libomp's entry points; one dependence that lives across
        // the call.
        unsafe {
            let gtid = (omp.thread_num)(&LOCATION);
            (omp.wait_deps)(&LOCATION, gtid, 1, &dependence, 0, std::ptr::null());
        }
    }
    spin_until(|| queue.is_idle());
}

/// Waits for every task of every queue.
pub fn wait_all() {
    if all_idle() {
        return;
    }
    if let Some(omp) = libomp() {
        // SAFETY: libomp's entry points.
        unsafe {
            let gtid = (omp.thread_num)(&LOCATION);
            (omp.taskwait)(&LOCATION, gtid);
        }
    }
    spin_until(all_idle);
}

// ------------------------------------------------------------ compiled code

/// Before an `async(async_arg)` task: one more pending task on the queue;
/// the queue's dependence token (the task's `depend(inout:)`).
#[unsafe(no_mangle)]
pub extern "C" fn __acc2omp_async_enqueue(async_arg: c_int) -> *mut c_void {
    let queue = queue("async", async_arg);
    queue.pending.fetch_add(1, Ordering::AcqRel);
    queue.token()
}

/// At the end of an async task: the task of `token`'s queue is done.
///
/// # Safety
/// `token` is a queue's token from [`__acc2omp_async_enqueue`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_async_done(token: *mut c_void) {
    // SAFETY: the token is the first field of a leaked `Queue`.
    let queue = unsafe { &*(token as *const Queue) };
    queue.pending.fetch_sub(1, Ordering::AcqRel);
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
        wait_queue(unsafe { &*(token as *const Queue) });
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

    #[test]
    fn queues_count_their_tasks_and_keep_their_tokens() {
        let token = __acc2omp_async_enqueue(41);
        assert_eq!(token, __acc2omp_async_token(41));
        assert_ne!(token, __acc2omp_async_token(42));
        assert!(!queue("test", 41).is_idle());
        // SAFETY: a token from __acc2omp_async_enqueue.
        unsafe { __acc2omp_async_done(token) };
        assert!(queue("test", 41).is_idle());
        // Idle: returns at once, without libomp.
        wait_queue(queue("test", 41));
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
