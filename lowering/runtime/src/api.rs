//! The `acc_*` routines of `openacc.h` (OpenACC 3.3, chapter 3) for C.
//!
//! The current device is the host, which shares memory with the program:
//! as the specification gives it for such a device, data is always
//! present, the data routines make no copies and return the host address,
//! and every operation is synchronous. Where the specification leaves a
//! case open, the routine does what Clacc's runtime does (its status
//! document), said at the routine.

use crate::device::{DeviceType, Kind, devices_of, state};
use crate::error::fail;
use std::ffi::{c_char, c_int, c_void};

/// `dev_type` as an `acc_device_t`, or an error naming `routine`.
fn device_type(routine: &str, dev_type: c_int) -> DeviceType {
    DeviceType::from_raw(dev_type)
        .unwrap_or_else(|| fail(routine, &format!("{dev_type} is not an acc_device_t")))
}

/// An async argument: a queue number (>= 0), `acc_async_noval`,
/// `acc_async_sync` or `acc_async_default`.
fn check_async(routine: &str, async_arg: c_int) {
    if async_arg < -3 {
        fail(routine, &format!("{async_arg} is not an async argument"));
    }
}

/// A device number of the current device type.
fn check_device_num(routine: &str, dev_num: c_int) {
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
/// host's for the host and the emulated device, the GPU's from the
/// driver), and whether it shares memory with the host (1); 0 for a
/// string property.
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_property(dev_num: c_int, dev_type: c_int, property: c_int) -> usize {
    let kind = device_at("acc_get_property", dev_num, dev_type);
    let gpu = match kind {
        Kind::Nvidia => crate::cuda::already_opened(),
        Kind::Host | Kind::HostDiscrete => None,
    };
    match property {
        1 => gpu.map_or_else(
            || page_count(libc_sysconf::PHYS_PAGES) * page_size(),
            |driver| driver.total_memory,
        ),
        2 => gpu.map_or_else(
            || page_count(libc_sysconf::AVPHYS_PAGES) * page_size(),
            crate::cuda::Driver::free_memory,
        ),
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

mod libc_sysconf {
    // `sysconf` names of glibc on Linux.
    pub const PHYS_PAGES: i32 = 85;
    pub const AVPHYS_PAGES: i32 = 86;
    pub const PAGESIZE: i32 = 30;
    unsafe extern "C" {
        pub fn sysconf(name: i32) -> i64;
    }
}

fn page_count(name: i32) -> usize {
    // SAFETY: sysconf takes any name and returns -1 for unknown ones.
    usize::try_from(unsafe { libc_sysconf::sysconf(name) }).unwrap_or(0)
}

fn page_size() -> usize {
    page_count(libc_sysconf::PAGESIZE)
}

/// Initializes the devices of `dev_type` (nothing to do on the host); a
/// type without devices is an error.
#[unsafe(no_mangle)]
pub extern "C" fn acc_init(dev_type: c_int) {
    require_devices("acc_init", dev_type);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_init_device(dev_num: c_int, dev_type: c_int) {
    device_at("acc_init_device", dev_num, dev_type);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_shutdown(dev_type: c_int) {
    require_devices("acc_shutdown", dev_type);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_shutdown_device(dev_num: c_int, dev_type: c_int) {
    device_at("acc_shutdown_device", dev_num, dev_type);
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

/// Every operation is synchronous: all queues are always complete.
#[unsafe(no_mangle)]
pub extern "C" fn acc_async_test(wait_arg: c_int) -> c_int {
    check_async("acc_async_test", wait_arg);
    1
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_async_test_device(wait_arg: c_int, dev_num: c_int) -> c_int {
    check_async("acc_async_test_device", wait_arg);
    check_device_num("acc_async_test_device", dev_num);
    1
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_async_test_all() -> c_int {
    1
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_async_test_all_device(dev_num: c_int) -> c_int {
    check_device_num("acc_async_test_all_device", dev_num);
    1
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait(wait_arg: c_int) {
    check_async("acc_wait", wait_arg);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_device(wait_arg: c_int, dev_num: c_int) {
    check_async("acc_wait_device", wait_arg);
    check_device_num("acc_wait_device", dev_num);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_async(wait_arg: c_int, async_arg: c_int) {
    check_async("acc_wait_async", wait_arg);
    check_async("acc_wait_async", async_arg);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_device_async(wait_arg: c_int, async_arg: c_int, dev_num: c_int) {
    check_async("acc_wait_device_async", wait_arg);
    check_async("acc_wait_device_async", async_arg);
    check_device_num("acc_wait_device_async", dev_num);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_all() {}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_all_device(dev_num: c_int) {
    check_device_num("acc_wait_all_device", dev_num);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_all_async(async_arg: c_int) {
    check_async("acc_wait_all_async", async_arg);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_wait_all_device_async(async_arg: c_int, dev_num: c_int) {
    check_async("acc_wait_all_device_async", async_arg);
    check_device_num("acc_wait_all_device_async", dev_num);
}

/// `acc-default-async-var` (initially `acc_async_sync`).
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_default_async() -> c_int {
    state().default_async
}

/// Sets `acc-default-async-var`; `acc_async_default` restores the initial
/// value. Anything but a queue number or an `acc_async_*` value is an
/// error (Clacc).
#[unsafe(no_mangle)]
pub extern "C" fn acc_set_default_async(async_arg: c_int) {
    check_async("acc_set_default_async", async_arg);
    state().default_async = if async_arg == -3 { -2 } else { async_arg };
}

// ----------------------------------------------------------------- memory

unsafe extern "C" {
    fn malloc(bytes: usize) -> *mut c_void;
    fn free(pointer: *mut c_void);
}

/// Device memory: on the host, the C heap; 0 bytes give null (Clacc).
#[unsafe(no_mangle)]
pub extern "C" fn acc_malloc(bytes: usize) -> *mut c_void {
    if bytes == 0 {
        return std::ptr::null_mut();
    }
    // SAFETY: malloc takes any size.
    unsafe { malloc(bytes) }
}

/// Frees `acc_malloc`'s memory (null: nothing).
///
/// # Safety
/// `data_dev` is null or came from `acc_malloc` and was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn acc_free(data_dev: *mut c_void) {
    // SAFETY: the caller's contract.
    unsafe { free(data_dev) }
}

/// The data routines on shared memory: present already, nothing to copy;
/// the host address, or null for a null address or no bytes (Clacc).
fn shared(data_arg: *mut c_void, bytes: usize) -> *mut c_void {
    if data_arg.is_null() || bytes == 0 {
        std::ptr::null_mut()
    } else {
        data_arg
    }
}

macro_rules! data_routines {
    (returning: $($name:ident),*) => {$(
        /// Shared memory: the data is present; returns its address.
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(data_arg: *mut c_void, bytes: usize) -> *mut c_void {
            shared(data_arg, bytes)
        }
    )*};
    (void: $($name:ident),*) => {$(
        /// Shared memory: the data stays present; nothing to copy.
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(data_arg: *mut c_void, bytes: usize) {
            shared(data_arg, bytes);
        }
    )*};
    (async: $($name:ident),*) => {$(
        /// Shared memory: nothing to copy; runs synchronously.
        #[unsafe(no_mangle)]
        pub extern "C" fn $name(data_arg: *mut c_void, bytes: usize, async_arg: c_int) {
            check_async(stringify!($name), async_arg);
            shared(data_arg, bytes);
        }
    )*};
}

data_routines!(returning: acc_copyin, acc_create, acc_present_or_copyin, acc_pcopyin,
    acc_present_or_create, acc_pcreate);
data_routines!(void: acc_copyout, acc_copyout_finalize, acc_delete, acc_delete_finalize,
    acc_update_device, acc_update_self);
data_routines!(async: acc_copyin_async, acc_create_async, acc_copyout_async,
    acc_copyout_finalize_async, acc_delete_async, acc_delete_finalize_async,
    acc_update_device_async, acc_update_self_async);

/// Shared memory: the host data is its own device copy, so `data_dev` must
/// be `data_arg` (a different address would make two copies of one datum);
/// a null address is an error (Clacc).
#[unsafe(no_mangle)]
pub extern "C" fn acc_map_data(data_arg: *mut c_void, data_dev: *mut c_void, bytes: usize) {
    if bytes == 0 {
        return;
    }
    if data_arg.is_null() || data_dev.is_null() {
        fail(
            "acc_map_data",
            &format!("a null address (host {data_arg:p}, device {data_dev:p})"),
        );
    }
    if data_arg != data_dev {
        fail(
            "acc_map_data",
            &format!(
                "host data at {data_arg:p} is always present on the host device, which shares \
                 memory: it cannot be mapped to {data_dev:p}"
            ),
        );
    }
}

/// Shared memory: nothing was mapped apart from the data itself.
#[unsafe(no_mangle)]
pub extern "C" fn acc_unmap_data(data_arg: *mut c_void) {
    if data_arg.is_null() {
        fail("acc_unmap_data", "a null address");
    }
}

/// Shared memory: the device address is the host address.
#[unsafe(no_mangle)]
pub extern "C" fn acc_deviceptr(data_arg: *mut c_void) -> *mut c_void {
    data_arg
}

/// Shared memory: the host address is the device address.
#[unsafe(no_mangle)]
pub extern "C" fn acc_hostptr(data_dev: *mut c_void) -> *mut c_void {
    data_dev
}

/// Shared memory: all data is present (a null address too, as Clacc).
#[unsafe(no_mangle)]
pub extern "C" fn acc_is_present(_data_arg: *mut c_void, _bytes: usize) -> c_int {
    1
}

/// A copy between two addresses of shared memory (they may overlap); null
/// addresses with bytes to copy are an error (Clacc).
fn copy(routine: &str, destination: *mut c_void, source: *const c_void, bytes: usize) {
    if bytes == 0 {
        return;
    }
    if destination.is_null() || source.is_null() {
        fail(
            routine,
            &format!(
                "a null address (destination {destination:p}, source {source:p}) with {bytes} bytes to copy"
            ),
        );
    }
    // SAFETY: the program gives `bytes` valid bytes at each address.
    unsafe { std::ptr::copy(source.cast::<u8>(), destination.cast::<u8>(), bytes) }
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_memcpy_to_device(dest: *mut c_void, src: *mut c_void, bytes: usize) {
    copy("acc_memcpy_to_device", dest, src, bytes);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_memcpy_to_device_async(
    dest: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    async_arg: c_int,
) {
    check_async("acc_memcpy_to_device_async", async_arg);
    copy("acc_memcpy_to_device_async", dest, src, bytes);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_memcpy_from_device(dest: *mut c_void, src: *mut c_void, bytes: usize) {
    copy("acc_memcpy_from_device", dest, src, bytes);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_memcpy_from_device_async(
    dest: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    async_arg: c_int,
) {
    check_async("acc_memcpy_from_device_async", async_arg);
    copy("acc_memcpy_from_device_async", dest, src, bytes);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_memcpy_device(dest: *mut c_void, src: *mut c_void, bytes: usize) {
    copy("acc_memcpy_device", dest, src, bytes);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_memcpy_device_async(
    dest: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    async_arg: c_int,
) {
    check_async("acc_memcpy_device_async", async_arg);
    copy("acc_memcpy_device_async", dest, src, bytes);
}

/// A copy between devices of the current type (the host: device 0).
#[unsafe(no_mangle)]
pub extern "C" fn acc_memcpy_d2d(
    dest: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    dev_num_dest: c_int,
    dev_num_src: c_int,
) {
    check_device_num("acc_memcpy_d2d", dev_num_dest);
    check_device_num("acc_memcpy_d2d", dev_num_src);
    copy("acc_memcpy_d2d", dest, src, bytes);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_memcpy_d2d_async(
    dest: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    dev_num_dest: c_int,
    dev_num_src: c_int,
    async_arg: c_int,
) {
    check_async("acc_memcpy_d2d_async", async_arg);
    check_device_num("acc_memcpy_d2d_async", dev_num_dest);
    check_device_num("acc_memcpy_d2d_async", dev_num_src);
    copy("acc_memcpy_d2d_async", dest, src, bytes);
}

/// Shared memory: a pointer already points to its target's device copy;
/// a null `ptr_addr` is an error.
fn pointer_routine(routine: &str, ptr_addr: *mut *mut c_void) {
    if ptr_addr.is_null() {
        fail(routine, "a null pointer address");
    }
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_attach(ptr_addr: *mut *mut c_void) {
    pointer_routine("acc_attach", ptr_addr);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_attach_async(ptr_addr: *mut *mut c_void, async_arg: c_int) {
    check_async("acc_attach_async", async_arg);
    pointer_routine("acc_attach_async", ptr_addr);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_detach(ptr_addr: *mut *mut c_void) {
    pointer_routine("acc_detach", ptr_addr);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_detach_async(ptr_addr: *mut *mut c_void, async_arg: c_int) {
    check_async("acc_detach_async", async_arg);
    pointer_routine("acc_detach_async", ptr_addr);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_detach_finalize(ptr_addr: *mut *mut c_void) {
    pointer_routine("acc_detach_finalize", ptr_addr);
}

#[unsafe(no_mangle)]
pub extern "C" fn acc_detach_finalize_async(ptr_addr: *mut *mut c_void, async_arg: c_int) {
    check_async("acc_detach_finalize_async", async_arg);
    pointer_routine("acc_detach_finalize_async", ptr_addr);
}
