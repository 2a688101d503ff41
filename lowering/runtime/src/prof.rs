//! The profiling interface's registration routines (OpenACC 3.3, 5.3 and
//! 5.4; `include/acc_prof.h`): a tool registers a callback for an event,
//! unregisters it, and turns callbacks off and on for an event, for one
//! callback, or for the calling thread.
//!
//! The registrations are kept in one place, [`callbacks`] gives the ones
//! an event would call ([`crate::prof_events`] dispatches them), and
//! [`active`] says whether there are any (one relaxed load).

use crate::error::fail;
use std::cell::Cell;
use std::ffi::{c_char, c_int, c_void};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Mutex, MutexGuard};

/// `acc_ev_last`: events are `1..LAST` (`acc_ev_none` is 0).
const LAST: c_int = 26;
const ACC_REG: c_int = 0;
const ACC_TOGGLE: c_int = 1;
const ACC_TOGGLE_PER_THREAD: c_int = 2;

/// A callback, as the address of a C function
/// `void (acc_prof_info *, acc_event_info *, acc_api_info *)`.
pub type Callback = unsafe extern "C" fn(*mut c_void, *mut c_void, *mut c_void);

/// One callback registered for one event.
#[derive(Clone, Copy, Debug)]
struct Registration {
    event: c_int,
    callback: Callback,
    /// Registered this many times (as many unregistrations remove it).
    count: u32,
    /// Turned off by `acc_prof_unregister(event, callback, acc_toggle)`.
    enabled: bool,
}

#[derive(Debug)]
struct Registry {
    registrations: Vec<Registration>,
    /// Events turned off as a whole (`acc_toggle` with no callback).
    disabled: Vec<c_int>,
}

static REGISTRY: Mutex<Registry> = Mutex::new(Registry {
    registrations: Vec::new(),
    disabled: Vec::new(),
});

thread_local! {
    /// Callbacks turned off for this thread (`acc_toggle_per_thread`).
    static THREAD_DISABLED: Cell<bool> = const { Cell::new(false) };
}

/// Whether any callback is registered (whatever the toggles say).
static ACTIVE: AtomicBool = AtomicBool::new(false);

/// Whether any callback is registered: events are dispatched only then.
pub fn active() -> bool {
    ACTIVE.load(Ordering::Relaxed)
}

fn registry() -> MutexGuard<'static, Registry> {
    REGISTRY
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn check_event(routine: &str, event: c_int, none_allowed: bool) {
    let valid = (1..LAST).contains(&event) || (none_allowed && event == 0);
    if !valid {
        fail(
            routine,
            &format!("{event} is not an OpenACC event (acc_event_t)"),
        );
    }
}

fn same(a: Callback, b: Callback) -> bool {
    std::ptr::fn_addr_eq(a, b)
}

/// Registers (`acc_reg`) or turns on (`acc_toggle`, `acc_toggle_per_thread`)
/// callbacks.
#[unsafe(no_mangle)]
pub extern "C" fn acc_prof_register(event: c_int, callback: Option<Callback>, action: c_int) {
    change("acc_prof_register", event, callback, action, true);
}

/// Unregisters (`acc_reg`) or turns off (`acc_toggle`,
/// `acc_toggle_per_thread`) callbacks.
#[unsafe(no_mangle)]
pub extern "C" fn acc_prof_unregister(event: c_int, callback: Option<Callback>, action: c_int) {
    change("acc_prof_unregister", event, callback, action, false);
}

fn change(routine: &str, event: c_int, callback: Option<Callback>, action: c_int, on: bool) {
    match action {
        ACC_REG => {
            check_event(routine, event, false);
            let Some(callback) = callback else {
                fail(routine, "acc_reg needs a callback (it is NULL)");
            };
            let mut r = registry();
            let found = r
                .registrations
                .iter()
                .position(|g| g.event == event && same(g.callback, callback));
            match (found, on) {
                (Some(i), true) => r.registrations[i].count += 1,
                (None, true) => r.registrations.push(Registration {
                    event,
                    callback,
                    count: 1,
                    enabled: true,
                }),
                (Some(i), false) => {
                    r.registrations[i].count -= 1;
                    if r.registrations[i].count == 0 {
                        r.registrations.remove(i);
                    }
                }
                (None, false) => {
                    drop(r);
                    fail(
                        routine,
                        &format!("the callback {callback:p} is not registered for event {event}"),
                    );
                }
            }
            ACTIVE.store(!r.registrations.is_empty(), Ordering::Relaxed);
        }
        ACC_TOGGLE => {
            // `acc_ev_none` with no callback: every event.
            check_event(routine, event, callback.is_none());
            let mut r = registry();
            match callback {
                Some(callback) => {
                    let Some(g) = r
                        .registrations
                        .iter_mut()
                        .find(|g| g.event == event && same(g.callback, callback))
                    else {
                        drop(r);
                        fail(
                            routine,
                            &format!(
                                "the callback {callback:p} is not registered for event {event}"
                            ),
                        );
                    };
                    g.enabled = on;
                }
                None => {
                    let events: Vec<c_int> = if event == 0 {
                        (1..LAST).collect()
                    } else {
                        vec![event]
                    };
                    for e in events {
                        r.disabled.retain(|d| *d != e);
                        if !on {
                            r.disabled.push(e);
                        }
                    }
                }
            }
        }
        ACC_TOGGLE_PER_THREAD => {
            if event != 0 || callback.is_some() {
                fail(
                    routine,
                    "acc_toggle_per_thread applies to all callbacks of the thread: the event \
                     must be acc_ev_none and the callback NULL",
                );
            }
            THREAD_DISABLED.with(|d| d.set(!on));
        }
        other => fail(routine, &format!("{other} is not an acc_register_t")),
    }
}

/// The runtime's routine named `name` (any routine `openacc.h` and
/// `acc_prof.h` declare: OpenACC 3.3 §5.3.2 lets a tool ask for them by
/// name), `NULL` for other names and for `NULL`.
///
/// # Safety
/// `name` is null or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn acc_prof_lookup(name: *const c_char) -> Option<unsafe extern "C" fn()> {
    if name.is_null() {
        return None;
    }
    // SAFETY: a tool passes a NUL-terminated name.
    let name = unsafe { std::ffi::CStr::from_ptr(name) }.to_str().ok()?;
    let (_, routine) = crate::prof_events::ROUTINES
        .0
        .iter()
        .find(|(routine, _)| *routine == name)?;
    // SAFETY: the table holds the addresses of `extern "C"` functions,
    // which the tool casts back to their own types.
    Some(unsafe { std::mem::transmute::<*const (), unsafe extern "C" fn()>(*routine) })
}

/// The callbacks that `event` calls on this thread now, in the order they
/// were registered.
pub fn callbacks(event: c_int) -> Vec<Callback> {
    if THREAD_DISABLED.with(Cell::get) {
        return Vec::new();
    }
    let r = registry();
    if r.disabled.contains(&event) {
        return Vec::new();
    }
    r.registrations
        .iter()
        .filter(|g| g.event == event && g.enabled)
        .map(|g| g.callback)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    use std::sync::atomic::{AtomicUsize, Ordering};

    // Two callbacks with different bodies (the linker may fold identical
    // functions into one address).
    static CALLS: AtomicUsize = AtomicUsize::new(0);
    unsafe extern "C" fn first(_: *mut c_void, _: *mut c_void, _: *mut c_void) {
        CALLS.fetch_add(1, Ordering::Relaxed);
    }
    unsafe extern "C" fn second(_: *mut c_void, _: *mut c_void, _: *mut c_void) {
        CALLS.fetch_add(2, Ordering::Relaxed);
    }

    /// The registry is the process's: one test walks every case.
    #[test]
    fn register_toggle_and_unregister() {
        const CREATE: c_int = 6;
        const DELETE: c_int = 7;
        acc_prof_register(CREATE, Some(first), ACC_REG);
        acc_prof_register(CREATE, Some(second), ACC_REG);
        acc_prof_register(DELETE, Some(first), ACC_REG);
        // Which callbacks an event calls: each one called, told apart by
        // what it adds.
        let names = |event| {
            callbacks(event)
                .into_iter()
                .map(|c| {
                    let before = CALLS.load(Ordering::Relaxed);
                    // SAFETY: the test's callbacks ignore their arguments.
                    unsafe {
                        c(
                            std::ptr::null_mut(),
                            std::ptr::null_mut(),
                            std::ptr::null_mut(),
                        )
                    };
                    match CALLS.load(Ordering::Relaxed) - before {
                        1 => "first",
                        _ => "second",
                    }
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(names(CREATE), ["first", "second"]);
        // One callback off, then the whole event, then every event.
        acc_prof_unregister(CREATE, Some(first), ACC_TOGGLE);
        assert_eq!(names(CREATE), ["second"]);
        acc_prof_unregister(CREATE, None, ACC_TOGGLE);
        assert!(names(CREATE).is_empty());
        acc_prof_register(CREATE, None, ACC_TOGGLE);
        acc_prof_register(CREATE, Some(first), ACC_TOGGLE);
        assert_eq!(names(CREATE), ["first", "second"]);
        acc_prof_unregister(0, None, ACC_TOGGLE);
        assert!(names(DELETE).is_empty());
        acc_prof_register(0, None, ACC_TOGGLE);
        assert_eq!(names(DELETE), ["first"]);
        // Per thread: off here, on in another thread.
        acc_prof_unregister(0, None, ACC_TOGGLE_PER_THREAD);
        assert!(names(DELETE).is_empty());
        let other = std::thread::spawn(|| callbacks(DELETE).len())
            .join()
            .expect("thread");
        assert_eq!(other, 1);
        acc_prof_register(0, None, ACC_TOGGLE_PER_THREAD);
        // Registered twice: unregistered twice.
        acc_prof_register(CREATE, Some(second), ACC_REG);
        acc_prof_unregister(CREATE, Some(second), ACC_REG);
        assert_eq!(names(CREATE), ["first", "second"]);
        acc_prof_unregister(CREATE, Some(second), ACC_REG);
        assert_eq!(names(CREATE), ["first"]);
        // The runtime's routines by name; nothing for other names.
        // SAFETY: NUL-terminated names, and null.
        unsafe {
            let found = acc_prof_lookup(c"acc_get_num_devices".as_ptr()).map(|f| f as usize);
            assert_eq!(
                found,
                Some(crate::api::acc_get_num_devices as *const () as usize)
            );
            assert!(acc_prof_lookup(c"acc_prof_register".as_ptr()).is_some());
            assert!(acc_prof_lookup(c"no_such_routine".as_ptr()).is_none());
            assert!(acc_prof_lookup(std::ptr::null()).is_none());
        }
    }
}
