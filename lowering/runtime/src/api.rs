//! The `acc_*` routines of `openacc.h` (OpenACC 3.3, chapter 3) for C:
//! devices, async queues and waits here; the memory and data routines in
//! [`crate::data`].
//!
//! Queues and waits are [`crate::queues`]'. Where the specification leaves a case
//! open, the routine does what Clacc's runtime does (its status
//! document), said at the routine.

use crate::device::{DeviceType, Kind, devices_of, state};
use crate::error::fail;
use std::ffi::{c_char, c_int};

/// `dev_type` as an `acc_device_t`, or an error naming `routine`.
fn device_type(routine: &str, dev_type: c_int) -> DeviceType {
    DeviceType::from_raw(dev_type)
        .unwrap_or_else(|| fail(routine, &format!("{dev_type} is not an acc_device_t")))
}

/// An async argument: a queue number (>= 0), `acc_async_noval`,
/// `acc_async_sync` or `acc_async_default`.
pub(crate) fn check_async(routine: &str, async_arg: c_int) {
    if async_arg < -3 {
        fail(routine, &format!("{async_arg} is not an async argument"));
    }
}

/// A device number of the current device type.
pub(crate) fn check_device_num(routine: &str, dev_num: c_int) {
    let count = {
        let s = state();
        devices_of(s.current.kind.device_type(), s.current, s.default).len()
    };
    if dev_num < 0 || dev_num as usize >= count {
        fail(
            routine,
            &format!(
                "device number {dev_num} is not one of the {count} device(s) of the current type"
            ),
        );
    }
}

// ---------------------------------------------------------------- devices

/// The number of devices of `dev_type` (`acc_device_current`: one, the
/// current device, as Clacc counts it).
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_num_devices(dev_type: c_int) -> c_int {
    let t = device_type("acc_get_num_devices", dev_type);
    let s = state();
    devices_of(t, s.current, s.default).len() as c_int
}

/// Makes the first device of `dev_type` current (Clacc: the same as
/// `acc_set_device_num(0, dev_type)`); a type without devices is an error.
#[unsafe(no_mangle)]
pub extern "C" fn acc_set_device_type(dev_type: c_int) {
    set_device("acc_set_device_type", 0, dev_type);
}

fn set_device(routine: &str, dev_num: c_int, dev_type: c_int) {
    let t = device_type(routine, dev_type);
    let mut s = state();
    if t == DeviceType::Current {
        return; // Clacc: nothing to change.
    }
    let devices = devices_of(t, s.current, s.default);
    // A negative number: the default behavior, the type's first device.
    let number = dev_num.max(0) as usize;
    match devices.get(number) {
        Some(device) => s.current = *device,
        None => {
            drop(s);
            fail(
                routine,
                &format!(
                    "no device {number} of type {} ({} available)",
                    t.name(),
                    devices.len()
                ),
            )
        }
    }
}

/// The current device's type.
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_device_type() -> c_int {
    state().current.kind.device_type().raw()
}

/// Makes device `dev_num` of `dev_type` current.
#[unsafe(no_mangle)]
pub extern "C" fn acc_set_device_num(dev_num: c_int, dev_type: c_int) {
    set_device("acc_set_device_num", dev_num, dev_type);
}

/// The current device's number among the devices of `dev_type`; -1 when
/// `dev_type` does not include it (Clacc).
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_device_num(dev_type: c_int) -> c_int {
    let t = device_type("acc_get_device_num", dev_type);
    let s = state();
    devices_of(t, s.current, s.default)
        .iter()
        .position(|d| *d == s.current)
        .map_or(-1, |p| p as c_int)
}

/// The device `dev_num` of `dev_type`, or an error.
fn device_at(routine: &str, dev_num: c_int, dev_type: c_int) -> Kind {
    let t = device_type(routine, dev_type);
    let devices = {
        let s = state();
        devices_of(t, s.current, s.default)
    };
    match usize::try_from(dev_num).ok().and_then(|n| devices.get(n)) {
        Some(device) => device.kind,
        None => fail(
            routine,
            &format!(
                "no device {dev_num} of type {} ({} available)",
                t.name(),
                devices.len()
            ),
        ),
    }
}

/// A numeric property: the device's memory and free memory in bytes (the
/// GPU's from the driver; 0, "not known", as OpenACC allows, for the host
/// and the emulated device, whose memory is the system's, shifting under
/// the program), and whether it shares memory with the host (1); 0 for a
/// string property.
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_property(dev_num: c_int, dev_type: c_int, property: c_int) -> usize {
    let kind = device_at("acc_get_property", dev_num, dev_type);
    let gpu = match kind {
        Kind::Nvidia => crate::cuda::already_opened(),
        Kind::Host | Kind::HostDiscrete => None,
    };
    match property {
        1 => gpu.map_or(0, |driver| driver.total_memory),
        2 => gpu.map_or(0, crate::cuda::Driver::free_memory),
        3 => usize::from(kind.shares_memory()),
        0x10001..=0x10003 => 0,
        _ => fail(
            "acc_get_property",
            &format!("{property} is not an acc_device_property_t"),
        ),
    }
}

/// A string property: the device's name (the GPU's as its driver gives
/// it), vendor and driver; null for a numeric property.
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_property_string(
    dev_num: c_int,
    dev_type: c_int,
    property: c_int,
) -> *const c_char {
    let kind = device_at("acc_get_property_string", dev_num, dev_type);
    let text: &'static [u8] = match (property, kind) {
        (0x10001, Kind::Host) => b"host (multicore, OpenMP)\0",
        (0x10001, Kind::HostDiscrete) => {
            b"host_discrete (the host, emulating a device with its own memory)\0"
        }
        (0x10001, Kind::Nvidia) => match crate::cuda::already_opened() {
            Some(driver) => driver.name.as_bytes_with_nul(),
            None => b"nvidia\0",
        },
        (0x10002, _) => b"acc2omp\0",
        (0x10003, _) => concat!("acc2omp runtime ", env!("CARGO_PKG_VERSION"), "\0").as_bytes(),
        (1..=3, _) => return std::ptr::null(),
        _ => fail(
            "acc_get_property_string",
            &format!("{property} is not an acc_device_property_t"),
        ),
    };
    text.as_ptr().cast()
}

/// Initializes the devices of `dev_type` (nothing to do on the host); a
/// type without devices is an error.
#[unsafe(no_mangle)]
pub extern "C" fn acc_init(dev_type: c_int) {
    require_devices("acc_init", dev_type);
    device_events(false, dev_type, 0);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_init_device(dev_num: c_int, dev_type: c_int) {
    device_at("acc_init_device", dev_num, dev_type);
    device_events(false, dev_type, dev_num);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_shutdown(dev_type: c_int) {
    require_devices("acc_shutdown", dev_type);
    device_events(true, dev_type, 0);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_shutdown_device(dev_num: c_int, dev_type: c_int) {
    device_at("acc_shutdown_device", dev_num, dev_type);
    device_events(true, dev_type, dev_num);
}

/// The profiling interface's device initialization or shutdown events of
/// `acc_init`/`acc_shutdown` (which have nothing else to do: devices are
/// initialized at their first use and stay until the program ends).
fn device_events(shutdown: bool, dev_type: c_int, dev_num: c_int) {
    // `acc_device_default` and `acc_device_not_host`: the type of the
    // device they stand for.
    let resolved = {
        let s = state();
        let routine = if shutdown { "acc_shutdown" } else { "acc_init" };
        devices_of(device_type(routine, dev_type), s.current, s.default)
            .first()
            .map_or(dev_type, |d| d.kind.device_type().raw())
    };
    crate::prof_events::device_routine(shutdown, (resolved, dev_num));
}

fn require_devices(routine: &str, dev_type: c_int) {
    let t = device_type(routine, dev_type);
    let count = {
        let s = state();
        devices_of(t, s.current, s.default).len()
    };
    if count == 0 {
        fail(routine, &format!("no device of type {}", t.name()));
    }
}

/// Whether the code runs on a device of `dev_type`: accc's compute
/// constructs run on the host, so true for `acc_device_host` only (Clacc:
/// false for `acc_device_none`, `acc_device_default` and
/// `acc_device_current`).
#[unsafe(no_mangle)]
pub extern "C" fn acc_on_device(dev_type: c_int) -> c_int {
    c_int::from(dev_type == DeviceType::Host.raw())
}

// ------------------------------------------------------------ async/wait
//
// The queues are `crate::queues`': a program whose `async` constructs run
// as tasks (accc's host builds) has pending work on them; one that runs
// every operation synchronously (`fake-async-wait`, GPU builds) has none,
// and every test is then true and every wait returns at once.

use crate::queues::{ASYNC_SYNC, all_idle, queue, wait_all, wait_queue};

/// Whether queue `wait_arg`'s operations are complete.
#[unsafe(no_mangle)]
pub extern "C" fn acc_async_test(wait_arg: c_int) -> c_int {
    c_int::from(queue("acc_async_test", wait_arg).is_idle())
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_async_test_device(wait_arg: c_int, dev_num: c_int) -> c_int {
    check_async("acc_async_test_device", wait_arg);
    check_device_num("acc_async_test_device", dev_num);
    acc_async_test(wait_arg)
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_async_test_all() -> c_int {
    c_int::from(all_idle())
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_async_test_all_device(dev_num: c_int) -> c_int {
    check_device_num("acc_async_test_all_device", dev_num);
    acc_async_test_all()
}

/// Waits for queue `wait_arg`'s operations.
#[unsafe(no_mangle)]
pub extern "C" fn acc_wait(wait_arg: c_int) {
    crate::prof_events::routine_wait(|| wait_queue(queue("acc_wait", wait_arg)));
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_device(wait_arg: c_int, dev_num: c_int) {
    check_async("acc_wait_device", wait_arg);
    check_device_num("acc_wait_device", dev_num);
    acc_wait(wait_arg);
}

/// Queue `async_arg` waits for queue `wait_arg`: the host waits for
/// `wait_arg` here (a conforming schedule: later operations of `async_arg`
/// come after it).
#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_async(wait_arg: c_int, async_arg: c_int) {
    check_async("acc_wait_async", wait_arg);
    check_async("acc_wait_async", async_arg);
    acc_wait(wait_arg);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_device_async(wait_arg: c_int, async_arg: c_int, dev_num: c_int) {
    check_async("acc_wait_device_async", wait_arg);
    check_async("acc_wait_device_async", async_arg);
    check_device_num("acc_wait_device_async", dev_num);
    acc_wait(wait_arg);
}

/// OpenACC 3.3's `acc_wait_any`: the index in `wait_arg` (of `count`
/// queues) of one whose activities are complete (the first, when several
/// are), waiting until one is; -1 when `count` is 0 or every entry is
/// `acc_async_sync`.
///
/// # Safety
/// `wait_arg` points to `count` ints (or is null with `count` 0).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn acc_wait_any(count: c_int, wait_arg: *const c_int) -> c_int {
    // SAFETY: the caller's contract.
    unsafe { wait_any("acc_wait_any", count, wait_arg) }
}

/// `acc_wait_any` on device `dev_num` of the current device type.
///
/// # Safety
/// As for [`acc_wait_any`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn acc_wait_any_device(
    count: c_int,
    wait_arg: *const c_int,
    dev_num: c_int,
) -> c_int {
    check_device_num("acc_wait_any_device", dev_num);
    // SAFETY: the caller's contract.
    unsafe { wait_any("acc_wait_any_device", count, wait_arg) }
}

/// # Safety
/// As for [`acc_wait_any`].
unsafe fn wait_any(routine: &str, count: c_int, wait_arg: *const c_int) -> c_int {
    if count < 0 {
        fail(routine, &format!("a negative count ({count})"));
    }
    if count > 0 && wait_arg.is_null() {
        fail(routine, &format!("a null wait_arg array of {count} queues"));
    }
    let queues: &[c_int] = if count == 0 {
        &[]
    } else {
        // SAFETY: the caller's contract: `count` ints.
        unsafe { std::slice::from_raw_parts(wait_arg, count as usize) }
    };
    for &number in queues {
        check_async(routine, number);
    }
    // acc_async_sync names no queue.
    let named: Vec<(usize, &'static crate::queues::Queue)> = queues
        .iter()
        .enumerate()
        .filter(|(_, number)| **number != ASYNC_SYNC)
        .map(|(index, number)| (index, queue(routine, *number)))
        .collect();
    if named.is_empty() {
        return -1;
    }
    let idle = || {
        named
            .iter()
            .find(|(_, q)| q.is_idle())
            .map(|(index, _)| *index)
    };
    crate::prof_events::routine_wait(|| crate::queues::spin_until(|| idle().is_some()));
    idle().map_or(-1, |index| index as c_int)
}

/// Waits for every queue's operations.
#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_all() {
    crate::prof_events::routine_wait(wait_all);
}

/// `acc_wait`'s name in OpenACC 1.0.
#[unsafe(no_mangle)]
pub extern "C" fn acc_async_wait(wait_arg: c_int) {
    crate::prof_events::routine_wait(|| wait_queue(queue("acc_async_wait", wait_arg)));
}

/// `acc_wait_all`'s name in OpenACC 1.0.
#[unsafe(no_mangle)]
pub extern "C" fn acc_async_wait_all() {
    acc_wait_all();
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_all_device(dev_num: c_int) {
    check_device_num("acc_wait_all_device", dev_num);
    crate::prof_events::routine_wait(wait_all);
}

/// Queue `async_arg` waits for every queue: the host waits for them here.
#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_all_async(async_arg: c_int) {
    check_async("acc_wait_all_async", async_arg);
    crate::prof_events::routine_wait(wait_all);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_all_device_async(async_arg: c_int, dev_num: c_int) {
    check_async("acc_wait_all_device_async", async_arg);
    check_device_num("acc_wait_all_device_async", dev_num);
    crate::prof_events::routine_wait(wait_all);
}

/// `acc-default-async-var` (initially `acc_async_noval`: `async` without
/// an argument goes on a queue of its own).
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_default_async() -> c_int {
    state().default_async
}

/// Sets `acc-default-async-var`; `acc_async_default` restores the initial
/// value (`acc_async_noval`). Anything but a queue number or an `acc_async_*` value is an
/// error (Clacc).
#[unsafe(no_mangle)]
pub extern "C" fn acc_set_default_async(async_arg: c_int) {
    check_async("acc_set_default_async", async_arg);
    state().default_async = if async_arg == -3 { -1 } else { async_arg };
}
