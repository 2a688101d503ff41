//! The memory and data routines of `openacc.h` (OpenACC 3.3, 3.2.24 on):
//! `acc_malloc`, `acc_copyin` and the rest, `acc_map_data`, the address
//! queries, `acc_memcpy_*`, `acc_attach`/`acc_detach`.
//!
//! On the host, which shares memory, data is always present, nothing is
//! copied, and every address is its own device address. On a device with
//! memory of its own (the emulated discrete device, the GPU: see
//! [`crate::offload`]) the routines act on that device's present table,
//! the one compiled data clauses use, so that routines and directives see
//! the same data. Where the specification leaves a case open, a routine
//! does what Clacc's runtime does, said at the routine. Every operation is
//! synchronous.

use crate::api::check_device_num;
use crate::error::fail;
use crate::offload::target;
use crate::present::{Count, Fill, PresentError};
use crate::prof_events::{self as prof, event};
use std::ffi::{c_int, c_void};
use std::ptr::null_mut;

unsafe extern "C" {
    fn malloc(bytes: usize) -> *mut c_void;
    fn free(pointer: *mut c_void);
}

/// The sizes of `acc_malloc`'s device allocations, by address (the
/// profiling interface's `acc_ev_free` gives them).
static ALLOCATED: std::sync::Mutex<std::collections::BTreeMap<usize, usize>> =
    std::sync::Mutex::new(std::collections::BTreeMap::new());

/// Device memory (the C heap on the host); 0 bytes, or none left, give
/// null (Clacc).
#[unsafe(no_mangle)]
pub extern "C" fn acc_malloc(bytes: usize) -> *mut c_void {
    if bytes == 0 {
        return null_mut();
    }
    match target() {
        // SAFETY: malloc takes any size.
        None => unsafe { malloc(bytes) },
        Some(device) => device
            .with(|_, memory| {
                let address = memory.allocate(bytes)?;
                // (No host data: its host address is null.)
                prof::data(event::ALLOC, 0, address, bytes, null_mut());
                ALLOCATED
                    .lock()
                    .unwrap_or_else(std::sync::PoisonError::into_inner)
                    .insert(address, bytes);
                Some(address)
            })
            .map_or(null_mut(), |address| address as *mut c_void),
    }
}

/// Frees `acc_malloc`'s memory (null: nothing).
///
/// # Safety
/// `data_dev` is null or came from `acc_malloc` and was not freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn acc_free(data_dev: *mut c_void) {
    if data_dev.is_null() {
        return;
    }
    match target() {
        // SAFETY: the caller's contract.
        None => unsafe { free(data_dev) },
        Some(device) => device.with(|_, memory| {
            let address = data_dev as usize;
            let bytes = ALLOCATED
                .lock()
                .unwrap_or_else(std::sync::PoisonError::into_inner)
                .remove(&address)
                .unwrap_or(0);
            prof::data(event::FREE, 0, address, bytes, null_mut());
            memory.free(address)
        }),
    }
}

/// What a data routine does on a device with its own memory.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Operation {
    Copyin,
    Create,
    Copyout { finalize: bool },
    Delete { finalize: bool },
    Update { to_device: bool },
}

/// A data routine: on shared memory, the data is present already and
/// nothing is copied; on a device, an operation on its present table with
/// the dynamic reference count. Returns the device address for `copyin`
/// and `create`; null for a null address or no bytes (Clacc), which do
/// nothing.
fn data(routine: &str, operation: Operation, data_arg: *mut c_void, bytes: usize) -> *mut c_void {
    if data_arg.is_null() || bytes == 0 {
        return null_mut();
    }
    let Some(device) = target() else {
        return data_arg;
    };
    let host = data_arg as usize;
    let result = device.with(|table, memory| match operation {
        Operation::Copyin | Operation::Create => {
            let copy = operation == Operation::Copyin;
            table.enter(memory, host, bytes, Count::Dynamic, copy)
        }
        // Absent data: nothing to do (OpenACC 3.3, 3.2.26).
        Operation::Copyout { finalize } | Operation::Delete { finalize } => {
            let copy = matches!(operation, Operation::Copyout { .. });
            match table.exit(memory, host, bytes, Count::Dynamic, copy, finalize) {
                Err(PresentError::NotPresent { .. }) => Ok(0),
                result => result.map(|()| 0),
            }
        }
        Operation::Update { to_device } => table.update(memory, host, bytes, to_device).map(|()| 0),
    });
    match result {
        Ok(address) => address as *mut c_void,
        Err(error) => fail(routine, &format!("{bytes} bytes at {data_arg:p}: {error}")),
    }
}

macro_rules! data_routines {
    (returning $operation:expr => $($name:ident),*) => {$(
        /// The device copy of `bytes` at `data_arg` (made if absent, with
        /// one dynamic reference more); the host address on the host.
        ///
        /// # Safety
        /// `data_arg` has `bytes` valid bytes.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(data_arg: *mut c_void, bytes: usize) -> *mut c_void {
            data(stringify!($name), $operation, data_arg, bytes)
        }
    )*};
    (void $operation:expr => $($name:ident),*) => {$(
        /// The data's dynamic reference ends, or its copies are updated;
        /// nothing to do on the host.
        ///
        /// # Safety
        /// `data_arg` has `bytes` valid bytes.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(data_arg: *mut c_void, bytes: usize) {
            data(stringify!($name), $operation, data_arg, bytes);
        }
    )*};
    (async $operation:expr => $($name:ident),*) => {$(
        /// As the routine without `_async`, after the work of queue
        /// `async_arg` ([`after_queue`]).
        ///
        /// # Safety
        /// `data_arg` has `bytes` valid bytes.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(data_arg: *mut c_void, bytes: usize, async_arg: c_int) {
            after_queue(stringify!($name), async_arg);
            data(stringify!($name), $operation, data_arg, bytes);
        }
    )*};
}

data_routines!(returning Operation::Copyin => acc_copyin, acc_present_or_copyin, acc_pcopyin);
data_routines!(returning Operation::Create => acc_create, acc_present_or_create, acc_pcreate);
data_routines!(void Operation::Copyout { finalize: false } => acc_copyout);
data_routines!(void Operation::Copyout { finalize: true } => acc_copyout_finalize);
data_routines!(void Operation::Delete { finalize: false } => acc_delete);
data_routines!(void Operation::Delete { finalize: true } => acc_delete_finalize);
data_routines!(void Operation::Update { to_device: true } => acc_update_device);
data_routines!(void Operation::Update { to_device: false } => acc_update_self);
data_routines!(async Operation::Copyin => acc_copyin_async);
data_routines!(async Operation::Create => acc_create_async);
data_routines!(async Operation::Copyout { finalize: false } => acc_copyout_async);
data_routines!(async Operation::Copyout { finalize: true } => acc_copyout_finalize_async);
data_routines!(async Operation::Delete { finalize: false } => acc_delete_async);
data_routines!(async Operation::Delete { finalize: true } => acc_delete_finalize_async);
data_routines!(async Operation::Update { to_device: true } => acc_update_device_async);
data_routines!(async Operation::Update { to_device: false } => acc_update_self_async);

/// Makes `bytes` at `data_arg` present at `data_dev` (device memory the
/// program allocated). On the host the data is its own device copy, so
/// `data_dev` must be `data_arg` (a different address would make two
/// copies of one datum). A null address is an error (Clacc).
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
    match target() {
        None if data_arg != data_dev => fail(
            "acc_map_data",
            &format!(
                "host data at {data_arg:p} is always present on the host device, which shares \
                 memory: it cannot be mapped to {data_dev:p}"
            ),
        ),
        None => {}
        Some(device) => {
            let result = device.with(|table, _| {
                let host = data_arg as usize;
                let result = table.map(host, data_dev as usize, bytes);
                // The association is the device data's creation (§5.1.4).
                if result.is_ok() {
                    prof::data(event::CREATE, host, data_dev as usize, bytes, null_mut());
                }
                result
            });
            if let Err(error) = result {
                fail("acc_map_data", &error.to_string());
            }
        }
    }
}

/// Ends `acc_map_data`'s mapping (the device memory stays the program's);
/// on the host nothing was mapped apart from the data itself.
#[unsafe(no_mangle)]
pub extern "C" fn acc_unmap_data(data_arg: *mut c_void) {
    if data_arg.is_null() {
        fail("acc_unmap_data", "a null address");
    }
    if let Some(device) = target()
        && let Err(error) = device.with(|table, _| {
            let host = data_arg as usize;
            // The association's end is the device data's deletion.
            table.unmap(host).map(|(device, bytes)| {
                prof::data(event::DELETE, host, device, bytes, null_mut());
            })
        })
    {
        fail("acc_unmap_data", &error.to_string());
    }
}

/// The device address of `data_arg`: itself on the host, null when absent
/// from a device.
#[unsafe(no_mangle)]
pub extern "C" fn acc_deviceptr(data_arg: *mut c_void) -> *mut c_void {
    match target() {
        None => data_arg,
        Some(device) => device
            .with(|table, _| table.device_address(data_arg as usize))
            .map_or(null_mut(), |address| address as *mut c_void),
    }
}

/// The host address of the device address `data_dev`: itself on the host,
/// null when no present data has it.
#[unsafe(no_mangle)]
pub extern "C" fn acc_hostptr(data_dev: *mut c_void) -> *mut c_void {
    match target() {
        None => data_dev,
        Some(device) => device
            .with(|table, _| table.host_address(data_dev as usize))
            .map_or(null_mut(), |address| address as *mut c_void),
    }
}

/// Whether all of `bytes` at `data_arg` is present: always on the host (a
/// null address too, as Clacc).
#[unsafe(no_mangle)]
pub extern "C" fn acc_is_present(data_arg: *mut c_void, bytes: usize) -> c_int {
    match target() {
        None => 1,
        Some(device) => {
            c_int::from(device.with(|table, _| table.is_present(data_arg as usize, bytes)))
        }
    }
}

/// Which memories an `acc_memcpy_*` routine copies between.
#[derive(Clone, Copy, Debug)]
enum Direction {
    /// Host to device.
    In,
    /// Device to host.
    Out,
    /// Device to device.
    Within,
}

/// A copy of `bytes` (on the host, between two addresses of shared memory,
/// which may overlap); null addresses with bytes to copy are an error
/// (Clacc).
///
/// # Safety
/// Each address has `bytes` valid bytes of its memory.
unsafe fn copy(
    routine: &str,
    direction: Direction,
    destination: *mut c_void,
    source: *const c_void,
    bytes: usize,
) {
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
    let (to, from) = (destination as usize, source as usize);
    match target() {
        // SAFETY: the caller's contract.
        None => unsafe { std::ptr::copy(source.cast::<u8>(), destination.cast::<u8>(), bytes) },
        Some(device) => device.with(|_, memory| match direction {
            // (The profiling interface's upload and download events.)
            Direction::In => {
                let tool_info =
                    prof::data(event::ENQUEUE_UPLOAD_START, from, to, bytes, null_mut());
                memory.to_device(to, from, bytes);
                prof::data(event::ENQUEUE_UPLOAD_END, from, to, bytes, tool_info);
            }
            Direction::Out => {
                let tool_info =
                    prof::data(event::ENQUEUE_DOWNLOAD_START, to, from, bytes, null_mut());
                memory.to_host(to, from, bytes);
                prof::data(event::ENQUEUE_DOWNLOAD_END, to, from, bytes, tool_info);
            }
            Direction::Within => memory.device_to_device(to, from, bytes),
        }),
    }
}

/// Where an `_async` routine's work goes: after what queue `async_arg`
/// holds (its compute constructs may use or make the data). The runtime
/// copies synchronously, so it waits for the queue first, a conforming
/// schedule, as the data directives with `async` do. (It did not wait: an
/// `acc_update_self_async` after an `async` kernel copied the data before
/// the kernel wrote it; found by the OpenACC V&V suite.)
fn after_queue(routine: &str, async_arg: c_int) {
    crate::queues::wait_queue(crate::queues::queue(routine, async_arg));
}

macro_rules! memcpy_routines {
    ($($name:ident, $name_async:ident: $direction:ident;)*) => {$(
        /// Copies `bytes` from `src` to `dest` (host or device addresses,
        /// as the name says).
        ///
        /// # Safety
        /// Each address has `bytes` valid bytes of its memory.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(dest: *mut c_void, src: *mut c_void, bytes: usize) {
            // SAFETY: the caller's contract.
            unsafe { copy(stringify!($name), Direction::$direction, dest, src, bytes) }
        }

        /// As the routine without `_async`, after the work of queue
        /// `async_arg` ([`after_queue`]).
        ///
        /// # Safety
        /// Each address has `bytes` valid bytes of its memory.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name_async(
            dest: *mut c_void,
            src: *mut c_void,
            bytes: usize,
            async_arg: c_int,
        ) {
            after_queue(stringify!($name_async), async_arg);
            // SAFETY: the caller's contract.
            unsafe { copy(stringify!($name_async), Direction::$direction, dest, src, bytes) }
        }
    )*};
}

memcpy_routines! {
    acc_memcpy_to_device, acc_memcpy_to_device_async: In;
    acc_memcpy_from_device, acc_memcpy_from_device_async: Out;
    acc_memcpy_device, acc_memcpy_device_async: Within;
}

/// A copy between devices of the current type (each type has one device
/// the runtime drives: device 0 of the host, the GPU of the program).
///
/// # Safety
/// Each address has `bytes` valid bytes of device memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn acc_memcpy_d2d(
    dest: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    dev_num_dest: c_int,
    dev_num_src: c_int,
) {
    check_device_num("acc_memcpy_d2d", dev_num_dest);
    check_device_num("acc_memcpy_d2d", dev_num_src);
    // SAFETY: the caller's contract.
    unsafe { copy("acc_memcpy_d2d", Direction::Within, dest, src, bytes) }
}

/// As `acc_memcpy_d2d`, after the work of queue `async_arg`
/// ([`after_queue`]).
///
/// # Safety
/// Each address has `bytes` valid bytes of device memory.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn acc_memcpy_d2d_async(
    dest: *mut c_void,
    src: *mut c_void,
    bytes: usize,
    dev_num_dest: c_int,
    dev_num_src: c_int,
    async_arg: c_int,
) {
    after_queue("acc_memcpy_d2d_async", async_arg);
    check_device_num("acc_memcpy_d2d_async", dev_num_dest);
    check_device_num("acc_memcpy_d2d_async", dev_num_src);
    // SAFETY: the caller's contract.
    unsafe { copy("acc_memcpy_d2d_async", Direction::Within, dest, src, bytes) }
}

/// Attaches (`detach` is `None`) or detaches (`Some(finalize)`) the
/// pointer at `ptr_addr`: on the host it already points to its target's
/// device copy.
/// On a device, a pointer or target that is not present is nothing to do
/// (OpenACC 3.3, 2.7.2). A null `ptr_addr` is an error.
///
/// # Safety
/// `ptr_addr` is null or the address of a pointer.
unsafe fn pointer_routine(routine: &str, ptr_addr: *mut *mut c_void, detach: Option<bool>) {
    if ptr_addr.is_null() {
        fail(routine, "a null pointer address");
    }
    let Some(device) = target() else {
        return;
    };
    // SAFETY: the caller's contract.
    let value = unsafe { ptr_addr.read_unaligned() } as usize;
    let pointer = ptr_addr as usize;
    let result = device.with(|table, memory| match detach {
        None => table.attach(memory, pointer, value),
        Some(finalize) => table.detach(memory, pointer, value, finalize),
    });
    match result {
        Ok(()) => crate::offload::trace(|| {
            format!("{routine} the pointer at {pointer:#x} (its host value {value:#x})")
        }),
        Err(PresentError::NotPresent { .. }) => {}
        Err(error) => fail(routine, &error.to_string()),
    }
}

macro_rules! pointer_routines {
    ($($name:ident, $name_async:ident: $detach:expr;)*) => {$(
        /// Attaches or detaches the pointer at `ptr_addr` (see
        /// `pointer_routine`).
        ///
        /// # Safety
        /// `ptr_addr` is null or the address of a pointer.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(ptr_addr: *mut *mut c_void) {
            // SAFETY: the caller's contract.
            unsafe { pointer_routine(stringify!($name), ptr_addr, $detach) }
        }

        /// As the routine without `_async`, after the work of queue
        /// `async_arg` ([`after_queue`]).
        ///
        /// # Safety
        /// `ptr_addr` is null or the address of a pointer.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name_async(ptr_addr: *mut *mut c_void, async_arg: c_int) {
            after_queue(stringify!($name_async), async_arg);
            // SAFETY: the caller's contract.
            unsafe { pointer_routine(stringify!($name_async), ptr_addr, $detach) }
        }
    )*};
}

pointer_routines! {
    acc_attach, acc_attach_async: None;
    acc_detach, acc_detach_async: Some(false);
    acc_detach_finalize, acc_detach_finalize_async: Some(true);
}

/// What [`__acc2omp_jagged`] does: bits of its `operation`.
pub mod jagged {
    /// Exit (else enter).
    pub const EXIT: i32 = 1;
    /// Copy the rows in (enter) or out (exit).
    pub const COPY: i32 = 2;
    /// The rows must be present (a `present` clause): enter makes nothing.
    pub const PRESENT: i32 = 4;
    /// `exit data ... finalize`.
    pub const FINALIZE: i32 = 8;
    /// A structured construct's clause (else `enter data`/`exit data`).
    pub const STRUCTURED: i32 = 16;
    /// Set by `convert-omp-to-gpu`: the program's constructs may run on a
    /// device. Without it (a host build, whose constructs use the host's
    /// data) the call does nothing, whatever device `ACC_DEVICE_TYPE` picks.
    pub const OFFLOADED: i32 = 32;
    /// `update`: each row's data to the device (with `TO_DEVICE`) or to the
    /// host (the pointer array keeps its device pointers); with
    /// `IF_PRESENT`, rows not present are left alone.
    pub const UPDATE: i32 = 64;
    pub const TO_DEVICE: i32 = 128;
    pub const IF_PRESENT: i32 = 256;
    /// The `zero` modifier (`create`, `copyout`): new rows start zeroed.
    pub const ZERO: i32 = 512;
    /// `always`/`alwaysin` (`copy`, `copyin`): each row copied in even when
    /// it was present.
    pub const ALWAYS_IN: i32 = 1024;
    /// `always`/`alwaysout` (`copy`, `copyout`): each row copied out even
    /// when references remain.
    pub const ALWAYS_OUT: i32 = 2048;
    /// `no_create` (structured): the rows present get a reference and
    /// their pointers attached; the others are left to the host's memory
    /// (the pointer array's copy keeps the host's pointers to them).
    pub const NO_CREATE: i32 = 4096;
    /// The exit of an `async` compute construct's clause: the construct
    /// runs on its queue, so the rows go only after the queues are done.
    pub const AFTER_QUEUES: i32 = 8192;
}

/// A data clause of a pointer-to-pointer section, `a[lo:n][lo2:m]` of a
/// `T **a` (OpenACC 3.3 §2.7.1, the jagged "dynamic multidimensional
/// array"): on entry the pointer array `a[lo:n]` is made present (copied
/// in), each row `a[i][lo2:m]` (`m` elements of `element` bytes) made
/// present (copied in with `COPY`, required with `PRESENT`) and the
/// device's `a[i]` attached to it (biased by `lo2` elements); on exit each
/// row's pointer is detached and the row ends (copied out with `COPY`),
/// then the pointer array (its host values kept: detaching restored
/// them). On the host, which shares memory, nothing: every row is its own
/// device copy.
///
/// # Safety
/// `base[lo..lo + n]` are valid pointers to at least `lo2 + m` elements.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_jagged(
    base: *mut *mut c_void,
    lo: i64,
    n: i64,
    lo2: i64,
    m: i64,
    element: i64,
    operation: c_int,
) {
    let routine = if operation & jagged::UPDATE != 0 {
        "update"
    } else if operation & jagged::STRUCTURED != 0 {
        "data clause"
    } else if operation & jagged::EXIT != 0 {
        "exit data"
    } else {
        "enter data"
    };
    if operation & jagged::OFFLOADED == 0 {
        return;
    }
    if operation & jagged::AFTER_QUEUES != 0 {
        // (The runtime's own wait: no profiling events of the routine.)
        crate::queues::wait_all();
    }
    let Some(device) = target() else {
        return;
    };
    if n < 0 || m < 0 {
        fail(
            routine,
            &format!("a pointer-to-pointer section [{lo}:{n}][{lo2}:{m}] of a negative length"),
        );
    }
    if n == 0 {
        return;
    }
    if base.is_null() {
        fail(routine, "a pointer-to-pointer section of a null pointer");
    }
    let pointer_size = size_of::<*mut c_void>() as i128;
    // Addresses as the program computes them, checked: a section outside
    // the address space is an error, not a wrapped address.
    let address = |value: i128, what: &str| -> usize {
        usize::try_from(value).unwrap_or_else(|_| {
            fail(
                routine,
                &format!("the {what} of a pointer-to-pointer section [{lo}:{n}][{lo2}:{m}] is outside the address space"),
            )
        })
    };
    let slots = address(
        base as usize as i128 + lo as i128 * pointer_size,
        "pointer array",
    );
    let slots_bytes = address(n as i128 * pointer_size, "pointer array");
    let bytes = address(m as i128 * element as i128, "rows");
    let bias = lo2 as i128 * element as i128;
    let exit = operation & jagged::EXIT != 0;
    let copy = operation & jagged::COPY != 0;
    let present = operation & jagged::PRESENT != 0;
    let finalize = operation & jagged::FINALIZE != 0;
    let fill = if copy {
        Fill::Host
    } else if operation & jagged::ZERO != 0 {
        Fill::Zero
    } else {
        Fill::Nothing
    };
    let always_in = operation & jagged::ALWAYS_IN != 0;
    let always_out = operation & jagged::ALWAYS_OUT != 0;
    let count = if operation & jagged::STRUCTURED != 0 {
        Count::Structured
    } else {
        Count::Dynamic
    };
    // (slot, the row's pointer, the row's section)
    let rows: Vec<(usize, usize, usize)> = (0..n as usize)
        .map(|i| {
            let slot = slots + i * pointer_size as usize;
            // SAFETY: the caller's contract: `n` pointers from `base + lo`.
            let row = unsafe { (slot as *const usize).read_unaligned() };
            if row == 0 && bytes > 0 {
                fail(
                    routine,
                    &format!(
                        "row {} of a pointer-to-pointer section is a null pointer",
                        lo as i128 + i as i128
                    ),
                );
            }
            (slot, row, address(row as i128 + bias, "row"))
        })
        .collect();
    let bias = usize::try_from(bias).ok();
    let result = device.with(|table, memory| -> Result<(), String> {
        let describe = |what: &str, start: usize, size: usize, error: PresentError| {
            format!("{what} ({size} bytes at {start:#x}): {error}")
        };
        if operation & jagged::UPDATE != 0 {
            let to_device = operation & jagged::TO_DEVICE != 0;
            let if_present = operation & jagged::IF_PRESENT != 0;
            for (i, &(_, _, start)) in rows.iter().enumerate() {
                match table.update(memory, start, bytes, to_device) {
                    Ok(()) => {}
                    Err(PresentError::NotPresent { .. }) if if_present => {}
                    Err(e) => {
                        return Err(describe(
                            &format!("row {}", lo as i128 + i as i128),
                            start,
                            bytes,
                            e,
                        ));
                    }
                }
            }
            return Ok(());
        }
        // `no_create`: the pointer array is made present as with the other
        // clauses (where it was not, its copy holds the host's pointers: the
        // construct reads the host's rows, the "local memory" of OpenACC
        // 3.3 §2.7.11; a construct's `no_create` map of it, `storage`,
        // would otherwise allocate an uninitialized one), the rows only
        // where present.
        let no_create = operation & jagged::NO_CREATE != 0;
        if !exit {
            if present && !table.is_present(slots, slots_bytes) {
                return Err(format!(
                    "the pointer array ({slots_bytes} bytes at {slots:#x}) is not present"
                ));
            }
            table
                .enter(memory, slots, slots_bytes, count, true)
                .map_err(|e| describe("the pointer array", slots, slots_bytes, e))?;
            if bytes == 0 {
                return Ok(());
            }
            let Some(bias) = bias else {
                return Err(format!(
                    "rows that start before their pointers ([{lo2}:{m}])"
                ));
            };
            for (i, &(slot, row, start)) in rows.iter().enumerate() {
                let what = format!("row {}", lo as i128 + i as i128);
                if no_create && !table.is_present(start, bytes) {
                    continue;
                }
                if present && !table.is_present(start, bytes) {
                    return Err(format!(
                        "{what} ({bytes} bytes at {start:#x}) is not present"
                    ));
                }
                let was_present = table.is_present(start, bytes);
                table
                    .enter_filled(memory, start, bytes, count, fill)
                    .map_err(|e| describe(&what, start, bytes, e))?;
                if always_in && was_present {
                    table
                        .update(memory, start, bytes, true)
                        .map_err(|e| describe(&what, start, bytes, e))?;
                }
                table
                    .attach_biased(memory, slot, row, bias)
                    .map_err(|e| describe(&format!("{what}'s pointer"), slot, 8, e))?;
            }
        } else {
            for (i, &(slot, row, start)) in rows.iter().enumerate() {
                if bytes == 0 {
                    break;
                }
                let what = format!("row {}", lo as i128 + i as i128);
                // `no_create`: the rows the entry found present.
                if no_create
                    && table
                        .counts(start)
                        .is_none_or(|(structured, _)| structured == 0)
                {
                    continue;
                }
                // `always`: copied out even when references remain (a
                // row that goes is copied out by its exit with `COPY`).
                if always_out && table.is_present(start, bytes) {
                    table
                        .update(memory, start, bytes, false)
                        .map_err(|e| describe(&what, start, bytes, e))?;
                }
                // `exit data` of rows an enclosing construct holds (no
                // dynamic reference): their pointers stay attached.
                let held = count == Count::Dynamic
                    && table.counts(start).is_some_and(|(_, dynamic)| dynamic == 0);
                if !held {
                    match table.detach(memory, slot, row, finalize) {
                        Ok(()) | Err(PresentError::NotPresent { .. }) => {}
                        Err(e) => return Err(describe(&format!("{what}'s pointer"), slot, 8, e)),
                    }
                }
                match table.exit(memory, start, bytes, count, copy, finalize) {
                    Ok(()) | Err(PresentError::NotPresent { .. }) => {}
                    Err(e) => return Err(describe(&what, start, bytes, e)),
                }
            }
            match table.exit(memory, slots, slots_bytes, count, false, finalize) {
                Ok(()) | Err(PresentError::NotPresent { .. }) => {}
                Err(e) => return Err(describe("the pointer array", slots, slots_bytes, e)),
            }
        }
        Ok(())
    });
    if let Err(message) = result {
        fail(routine, &message);
    }
}
