//! The offload entry points: the contract between the compiler's lowering
//! of compute and data constructs and the runtime. Compiled code asks
//! [`__acc2omp_offload_kind`] where compute constructs run now, maps data
//! with [`__acc2omp_map_enter`]/[`__acc2omp_map_exit`] (whose flags are
//! OpenMP's map-type bits, as the omp dialect carries them), updates it
//! with [`__acc2omp_update`], and finds device addresses with
//! [`__acc2omp_device_address`].
//!
//! On the host, which shares memory, mapping does nothing and every
//! address is its own device address. The emulated discrete device and the
//! GPU each have one present table ([`crate::present`]) over their memory
//! ([`crate::memory`]), behind a mutex: OpenMP threads may map data at
//! once.
//!
//! Errors end the program through [`fail`], naming the variable as the
//! compiler spelled it in the source, its length and its host address.

use crate::cuda::{self, Driver};
use crate::device::{Kind, state};
use crate::error::fail;
use crate::memory::{CudaMemory, EmulatedMemory};
use crate::present::{Count, DeviceMemory, Fill, PresentError, PresentTable};
use std::borrow::Cow;
use std::ffi::{CStr, c_char, c_void};
use std::io::Write;
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::{Mutex, MutexGuard, OnceLock};

/// OpenMP's map-type bits that the entry points read.
pub mod flags {
    /// `to`: copy the host's values in (`copyin`, `copy`).
    pub const TO: i64 = 0x1;
    /// `from`: copy the device's values back (`copyout`, `copy`).
    pub const FROM: i64 = 0x2;
    /// `always`: the map's copies happen even for present data (OpenACC's
    /// `always`, `alwaysin`, `alwaysout` modifiers).
    pub const ALWAYS: i64 = 0x4;
    /// `delete`: with a dynamic reference, drop them all (`finalize`).
    pub const DELETE: i64 = 0x8;
    /// `present`: the data must be present already.
    pub const PRESENT: i64 = 0x1000;
    /// `ompx_hold`: the structured reference count (data and compute
    /// constructs), not the dynamic one (`enter data`/`exit data`).
    pub const HOLD: i64 = 0x2000;
    /// acc2omp's own: a new device copy starts zeroed (the `zero`
    /// modifier of `create` and `copyout`; OpenMP has none).
    pub const ZERO: i64 = 0x4000;
}

/// Where compute constructs run, when not on the host.
#[derive(Clone, Copy, Debug)]
pub enum Discrete {
    /// The emulated discrete device (offload kind 1).
    Emulated,
    /// The NVIDIA GPU (offload kind 2).
    Gpu(&'static Driver),
}

/// A device's present table and memory.
#[derive(Debug)]
struct DeviceData<M> {
    table: PresentTable,
    memory: M,
}

static EMULATED: Mutex<DeviceData<EmulatedMemory>> = Mutex::new(DeviceData {
    table: PresentTable::new(),
    memory: EmulatedMemory::new(true),
});

static GPU: OnceLock<Mutex<DeviceData<CudaMemory>>> = OnceLock::new();

fn lock<T>(mutex: &Mutex<T>) -> MutexGuard<'_, T> {
    // A failure ends the program inside the lock, never unwinding, so a
    // poisoned lock is not seen; its table would be consistent anyway.
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

impl Discrete {
    /// Runs `f` on the device's present table and memory, under its lock.
    pub fn with<R>(self, f: impl FnOnce(&mut PresentTable, &mut dyn DeviceMemory) -> R) -> R {
        // (The profiling interface's data events name the device; their
        // callbacks cannot come back here.)
        crate::prof_events::check_not_in_data_event();
        crate::prof_events::on_device(|| self.with_locked(f))
    }

    fn with_locked<R>(self, f: impl FnOnce(&mut PresentTable, &mut dyn DeviceMemory) -> R) -> R {
        match self {
            Discrete::Emulated => {
                let mut data = lock(&EMULATED);
                let data = &mut *data;
                f(&mut data.table, &mut data.memory)
            }
            Discrete::Gpu(driver) => {
                let cell = GPU.get_or_init(|| {
                    Mutex::new(DeviceData {
                        table: PresentTable::new(),
                        memory: CudaMemory::new(driver),
                    })
                });
                let mut data = lock(cell);
                let data = &mut *data;
                f(&mut data.table, &mut data.memory)
            }
        }
    }

    /// The offload kind's number (1 or 2).
    fn kind(self) -> i32 {
        match self {
            Discrete::Emulated => 1,
            Discrete::Gpu(_) => 2,
        }
    }
}

/// The device compute constructs use now (`None`: the host), from the
/// current device (`ACC_DEVICE_TYPE`, `acc_set_device_type`); the GPU
/// only when the driver, a device and the program's GPU code are there
/// (otherwise it has no devices, and the host is the default).
pub fn target() -> Option<Discrete> {
    let current = state().current;
    let target = match current.kind {
        Kind::Host => None,
        Kind::HostDiscrete => Some(Discrete::Emulated),
        Kind::Nvidia => match cuda::already_opened() {
            Some(driver) if crate::gpu::device_count() > 0 => {
                if current.number != driver.ordinal {
                    fail(
                        "the OpenACC runtime",
                        &format!(
                            "device {} of acc_device_nvidia is current, but the runtime drives \
                             only device {}, which ACC_DEVICE_TYPE and ACC_DEVICE_NUM chose at \
                             program start",
                            current.number, driver.ordinal
                        ),
                    );
                }
                Some(Discrete::Gpu(driver))
            }
            // No GPU devices: the state cannot name one.
            _ => None,
        },
    };
    report(target);
    target
}

/// With `ACC2OMP_VERBOSE=2` (or more), one line on standard error per map,
/// update and kernel launch: what a program moved, and where.
pub(crate) fn trace(line: impl FnOnce() -> String) {
    static LEVEL: OnceLock<u32> = OnceLock::new();
    let level = *LEVEL.get_or_init(|| {
        std::env::var("ACC2OMP_VERBOSE")
            .ok()
            .and_then(|v| v.trim().parse().ok())
            .unwrap_or(0)
    });
    if level >= 2 {
        eprintln!("acc2omp: {}", line());
    }
}

/// With `ACC2OMP_VERBOSE` set (not empty, not `0`), says on standard error
/// which device compute constructs use, the first time and whenever it
/// changes, and why not the GPU when the program has GPU code or asked for
/// one.
fn report(target: Option<Discrete>) {
    static VERBOSE: OnceLock<bool> = OnceLock::new();
    static REPORTED: AtomicI32 = AtomicI32::new(-1);
    let verbose = *VERBOSE
        .get_or_init(|| std::env::var("ACC2OMP_VERBOSE").is_ok_and(|v| !v.is_empty() && v != "0"));
    let kind = target.map_or(0, Discrete::kind);
    if !verbose || REPORTED.swap(kind, Ordering::AcqRel) == kind {
        return;
    }
    // A program's compute constructs use a device only where they were
    // compiled with --offload-arch; its data directives and routines do
    // wherever they are.
    let scope = if target.is_some() {
        " (those compiled with --offload-arch, and the data directives and routines; \
         those compiled without it run on the host, with the host's data)"
    } else {
        ""
    };
    let message = match target {
        Some(Discrete::Gpu(driver)) => format!("an NVIDIA GPU: {}", driver.summary()),
        Some(Discrete::Emulated) => {
            "the emulated discrete device (the host's cores, with separate memory)".into()
        }
        None => {
            let asked = std::env::var("ACC_DEVICE_TYPE").ok();
            let host_asked =
                asked.as_deref().map(|t| t.trim().to_ascii_lowercase()) == Some("host".into());
            if host_asked {
                "the host (shared memory), as ACC_DEVICE_TYPE asks".into()
            } else {
                format!(
                    "the host (shared memory); not an NVIDIA GPU: {}",
                    crate::gpu::unusable_reason()
                )
            }
        }
    };
    let _ = writeln!(
        std::io::stderr(),
        "acc2omp: compute constructs run on {message}{scope}"
    );
}

/// What a map entry found wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MapError {
    /// A `present` map of data that is not (wholly) present.
    NotPresent,
    Table(PresentError),
}

/// A map at the entry of a construct: a reference to present data, or a
/// new device copy (copied in for [`flags::TO`]). Returns the device
/// address of `host`; a zero-length section takes no reference and is its
/// own address unless it lies in present data.
pub fn enter(
    table: &mut PresentTable,
    memory: &mut dyn DeviceMemory,
    host: usize,
    bytes: usize,
    map: i64,
) -> Result<usize, MapError> {
    if bytes == 0 {
        return Ok(table.device_address(host).unwrap_or(host));
    }
    if map & flags::PRESENT != 0 && !table.is_present(host, bytes) {
        return Err(MapError::NotPresent);
    }
    // `always, to` of present data: the host's values, then a reference.
    if map & flags::ALWAYS != 0
        && map & flags::TO != 0
        && table.is_present(host, bytes)
        && let Some(device) = table.device_address(host)
    {
        memory.to_device(device, host, bytes);
    }
    let fill = if map & flags::TO != 0 {
        Fill::Host
    } else if map & flags::ZERO != 0 {
        Fill::Zero
    } else {
        Fill::Nothing
    };
    table
        .enter_filled(memory, host, bytes, count(map), fill)
        .map_err(MapError::Table)
}

/// A map at the exit of a construct: one reference less (every dynamic one
/// for [`flags::DELETE`]); the last one copies back for [`flags::FROM`] and
/// frees the device copy. Absent data is an error for a structured map
/// (the construct's entry made it present), and nothing to do for a
/// dynamic one (`exit data` of absent data does nothing).
pub fn exit(
    table: &mut PresentTable,
    memory: &mut dyn DeviceMemory,
    host: usize,
    bytes: usize,
    map: i64,
) -> Result<(), PresentError> {
    if bytes == 0 {
        return Ok(());
    }
    let count = count(map);
    let copy = map & flags::FROM != 0;
    // `always, from`: the device's values come back though references
    // remain (the last one copies them anyway).
    if copy
        && map & flags::ALWAYS != 0
        && table.is_present(host, bytes)
        && let Some(device) = table.device_address(host)
    {
        memory.to_host(host, device, bytes);
    }
    match table.exit(memory, host, bytes, count, copy, map & flags::DELETE != 0) {
        Err(PresentError::NotPresent { .. }) if count == Count::Dynamic => Ok(()),
        result => result,
    }
}

fn count(map: i64) -> Count {
    if map & flags::HOLD != 0 {
        Count::Structured
    } else {
        Count::Dynamic
    }
}

/// What the program was doing, for messages: a construct's data clause
/// (structured) or an `enter data`/`exit data` directive.
fn routine(map: i64, entry: bool) -> &'static str {
    match (count(map), entry) {
        (Count::Structured, _) => "data clause",
        (Count::Dynamic, true) => "enter data",
        (Count::Dynamic, false) => "exit data",
    }
}

/// The variable's name as the compiler passed it.
///
/// # Safety
/// `name` is null or NUL-terminated.
unsafe fn variable<'a>(name: *const c_char) -> Cow<'a, str> {
    if name.is_null() {
        Cow::Borrowed("(unnamed)")
    } else {
        // SAFETY: the caller's contract.
        unsafe { CStr::from_ptr(name) }.to_string_lossy()
    }
}

/// A section's length in bytes; a negative one is an error.
fn length(routine: &str, bytes: i64, name: &str) -> usize {
    usize::try_from(bytes).unwrap_or_else(|_| {
        fail(
            routine,
            &format!("'{name}' has a negative length ({bytes} bytes)"),
        )
    })
}

/// Where compute constructs run now: 0 the host (shared memory: maps do
/// nothing), 1 the emulated discrete device (compute constructs run on the
/// host's cores against the device copies), 2 an NVIDIA GPU.
#[unsafe(no_mangle)]
pub extern "C" fn __acc2omp_offload_kind() -> i32 {
    target().map_or(0, Discrete::kind)
}

/// Maps `bytes` at `host` at a construct's entry (`flags`: OpenMP's
/// map-type bits, see [`flags`]) and returns the device address of `host`
/// (`host` itself on the host). `name` names the variable in messages.
///
/// # Safety
/// `host` has `bytes` valid bytes; `name` is null or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_map_enter(
    host: *mut c_void,
    bytes: i64,
    flags: i64,
    name: *const c_char,
) -> *mut c_void {
    let Some(device) = target() else {
        return host;
    };
    let raw_name = name;
    // SAFETY: the caller's contract.
    let name = unsafe { variable(name) };
    let routine = routine(flags, true);
    let bytes = length(routine, bytes, &name);
    match crate::profile::timed(crate::profile::Kind::Map, 0, || {
        crate::prof_events::with_variable(raw_name, || {
            device.with(|table, memory| enter(table, memory, host as usize, bytes, flags))
        })
    }) {
        Ok(address) => {
            trace(|| {
                format!(
                    "enter '{name}' {bytes} bytes at {host:p} (flags {flags:#x}) -> {address:#x}"
                )
            });
            address as *mut c_void
        }
        Err(MapError::NotPresent) => fail(
            "present clause",
            &format!("'{name}' ({bytes} bytes at {host:p}) is not present on the device"),
        ),
        Err(MapError::Table(error)) => fail(
            routine,
            &format!("'{name}' ({bytes} bytes at {host:p}): {error}"),
        ),
    }
}

/// Unmaps `bytes` at `host` at a construct's exit (`flags` as for
/// [`__acc2omp_map_enter`]); nothing on the host.
///
/// # Safety
/// As for [`__acc2omp_map_enter`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_map_exit(
    host: *mut c_void,
    bytes: i64,
    flags: i64,
    name: *const c_char,
) {
    let Some(device) = target() else {
        return;
    };
    let raw_name = name;
    // SAFETY: the caller's contract.
    let name = unsafe { variable(name) };
    let routine = routine(flags, false);
    let bytes = length(routine, bytes, &name);
    trace(|| format!("exit '{name}' {bytes} bytes at {host:p} (flags {flags:#x})"));
    if let Err(error) = crate::profile::timed(crate::profile::Kind::Map, 0, || {
        crate::prof_events::with_variable(raw_name, || {
            device.with(|table, memory| exit(table, memory, host as usize, bytes, flags))
        })
    }) {
        fail(
            routine,
            &format!("'{name}' ({bytes} bytes at {host:p}): {error}"),
        );
    }
}

/// Copies present data to the device (`to_device` not 0) or back to the
/// host (`update device`/`update self`); nothing on the host. Data that is
/// not present is an error.
///
/// # Safety
/// As for [`__acc2omp_map_enter`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_update(
    host: *mut c_void,
    bytes: i64,
    to_device: i32,
    name: *const c_char,
) {
    let Some(device) = target() else {
        return;
    };
    let raw_name = name;
    // SAFETY: the caller's contract.
    let name = unsafe { variable(name) };
    let routine = if to_device != 0 {
        "update device"
    } else {
        "update self"
    };
    let bytes = length(routine, bytes, &name);
    if bytes == 0 {
        return;
    }
    let result = crate::profile::timed(crate::profile::Kind::Map, 0, || {
        crate::prof_events::with_variable(raw_name, || {
            device.with(|table, memory| table.update(memory, host as usize, bytes, to_device != 0))
        })
    });
    if let Err(error) = result {
        fail(
            routine,
            &format!("'{name}' ({bytes} bytes at {host:p}): {error}"),
        );
    }
}

/// The device address of `host` when it lies in present data; `host`
/// itself otherwise, and always on the host.
#[unsafe(no_mangle)]
pub extern "C" fn __acc2omp_device_address(host: *mut c_void) -> *mut c_void {
    match target() {
        None => host,
        Some(device) => device
            .with(|table, _| table.device_address(host as usize))
            .map_or(host, |address| address as *mut c_void),
    }
}

/// The address to read `bytes` of the host's `host` from, on the host,
/// for a value a compute construct reads from its data (a loop bound the
/// host computes for the kernel's launch): `host` itself, unless they are
/// present on a device with memory of its own, whose values (which the
/// device may have changed since the data entered) are then copied into
/// a buffer of the calling thread (one of several, reused in turn: a
/// construct's bounds read a few values, each right after its copy) whose
/// address is returned.
#[unsafe(no_mangle)]
pub extern "C" fn __acc2omp_device_view(host: *const c_void, bytes: i64) -> *const c_void {
    const SLOTS: usize = 16;
    const SLOT: usize = 16;
    thread_local! {
        static VIEWS: std::cell::RefCell<([[u64; SLOT / 8]; SLOTS], usize)> =
            const { std::cell::RefCell::new(([[0; SLOT / 8]; SLOTS], 0)) };
    }
    let Some(device) = target() else {
        return host;
    };
    let bytes = usize::try_from(bytes).unwrap_or(usize::MAX);
    if host.is_null() || bytes == 0 || bytes > SLOT {
        return host;
    }
    let Some(address) = device.with(|table, _| {
        table
            .is_present(host as usize, bytes)
            .then(|| table.device_address(host as usize))
            .flatten()
    }) else {
        return host;
    };
    VIEWS.with(|views| {
        let mut views = views.borrow_mut();
        let (slots, next) = &mut *views;
        let slot = slots[*next].as_mut_ptr().cast::<u8>() as usize;
        *next = (*next + 1) % SLOTS;
        device.with(|_, memory| memory.to_host(slot, address, bytes));
        slot as *const c_void
    })
}

#[cfg(test)]
#[path = "offload_tests.rs"]
mod tests;

/// Stops the program when a section of several dimensions that a discrete
/// device must copy has gaps (`span` elements from its first to its last,
/// `count` of them its own): a device copy is one range, and copying the
/// gaps back would overwrite the host's data there. Nothing on the host.
///
/// # Safety
/// `name` is null or NUL-terminated.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_section_check(span: i64, count: i64, name: *const c_char) {
    // (An empty section moves nothing.)
    if target().is_none() || span == count || count == 0 {
        return;
    }
    // SAFETY: the caller's contract.
    let name = unsafe { variable(name) };
    fail(
        "data clause",
        &format!(
            "'{name}' is a section with gaps ({count} of the {span} elements between its first \
             and its last): a device copy of it is not supported (copy whole rows)"
        ),
    );
}

/// `acc_on_device` in the host version of a compute region: on the
/// emulated discrete device the region runs "on the device" (true for
/// `acc_device_not_host` and `acc_device_host_discrete`, false for
/// `acc_device_host`); on the host, `acc_on_device`'s answer.
#[unsafe(no_mangle)]
pub extern "C" fn __acc2omp_on_device(dev_type: std::ffi::c_int) -> std::ffi::c_int {
    match target() {
        Some(device) if device.kind() == 1 => std::ffi::c_int::from(
            dev_type == crate::device::DeviceType::NotHost.raw()
                || dev_type == crate::device::DeviceType::HostDiscrete.raw(),
        ),
        _ => crate::api::acc_on_device(dev_type),
    }
}
