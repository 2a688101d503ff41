//! The profiling interface's events (OpenACC 3.3 §5.1): the runtime calls
//! the callbacks a tool registered ([`crate::prof`]) with the event's
//! `acc_prof_info`, `acc_event_info` and `acc_api_info` (`acc_prof.h`).
//!
//! - Tools: at the runtime's first use the program's own
//!   `acc_register_library` (accc exports it from the executable) is
//!   called, then each library's of `ACC_PROFLIB` (paths separated by `:`,
//!   in order; one that cannot be opened, or has no
//!   `acc_register_library`, is an error, as in Clacc) (§5.3).
//! - Directives: compiled code calls [`__acc2omp_prof_enter`] before each
//!   construct and [`__acc2omp_prof_leave`] after it, with a constant
//!   [`Construct`] that the compiler writes (`omp-prof-events`: the
//!   construct's kind, file, lines and function): the compute, enter/exit
//!   data, update and wait events. A data construct's entry and exit are
//!   each such a pair, around its maps. A host build's compute construct
//!   calls [`__acc2omp_prof_compute`], its events and its launch's.
//! - Data: the present table's allocations, new entries and transfers on a
//!   device with memory of its own (the emulated discrete device, a GPU):
//!   `acc_ev_alloc`, `acc_ev_create`, `acc_ev_enqueue_upload_*` at entry,
//!   `acc_ev_enqueue_download_*`, `acc_ev_delete`, `acc_ev_free` at exit,
//!   with the variable's name as the clause spells it. Inside a compute
//!   construct they are bracketed by implicit (`implicit` = 1) enter and
//!   exit data events.
//! - Launches: the GPU's kernel launches (the grid and the kernel's name),
//!   and a host version's run of a compute construct (the compiler's
//!   [`__acc2omp_prof_launch`] around it).
//! - The device's initialization (the GPU's primary context), `acc_init`
//!   and `acc_shutdown`, and `acc_ev_runtime_shutdown` when the program
//!   exits.
//!
//! A start event's `tool_info` (which a callback may set) is passed to its
//! end event. The events are dispatched on the thread that causes them;
//! data events are dispatched with the device's present table locked, so
//! a data event's callback that calls a data routine (`acc_copyin`, ...) is
//! an error ([`check_not_in_data_event`]).
//! Without registered callbacks each hook is one relaxed atomic load.

use crate::prof::{self, Callback};
use std::cell::{Cell, RefCell};
use std::ffi::{CStr, c_char, c_int, c_long, c_void};
use std::sync::atomic::{AtomicI32, AtomicU8, Ordering};

/// `acc_event_t` (acc_prof.h).
#[allow(missing_docs)]
pub mod event {
    use std::ffi::c_int;
    pub const DEVICE_INIT_START: c_int = 1;
    pub const DEVICE_INIT_END: c_int = 2;
    pub const DEVICE_SHUTDOWN_START: c_int = 3;
    pub const DEVICE_SHUTDOWN_END: c_int = 4;
    pub const RUNTIME_SHUTDOWN: c_int = 5;
    pub const CREATE: c_int = 6;
    pub const DELETE: c_int = 7;
    pub const ALLOC: c_int = 8;
    pub const FREE: c_int = 9;
    pub const ENTER_DATA_START: c_int = 10;
    pub const ENTER_DATA_END: c_int = 11;
    pub const EXIT_DATA_START: c_int = 12;
    pub const EXIT_DATA_END: c_int = 13;
    pub const UPDATE_START: c_int = 14;
    pub const UPDATE_END: c_int = 15;
    pub const COMPUTE_CONSTRUCT_START: c_int = 16;
    pub const COMPUTE_CONSTRUCT_END: c_int = 17;
    pub const ENQUEUE_LAUNCH_START: c_int = 18;
    pub const ENQUEUE_LAUNCH_END: c_int = 19;
    pub const ENQUEUE_UPLOAD_START: c_int = 20;
    pub const ENQUEUE_UPLOAD_END: c_int = 21;
    pub const ENQUEUE_DOWNLOAD_START: c_int = 22;
    pub const ENQUEUE_DOWNLOAD_END: c_int = 23;
    pub const WAIT_START: c_int = 24;
    pub const WAIT_END: c_int = 25;
}

/// `acc_construct_runtime_api`: an event a routine caused.
const RUNTIME_API: c_int = 15;
/// `acc_construct_parallel`, the parent of launches without a construct.
const PARALLEL: c_int = 0;
/// `acc_prof_info.version`: `_OPENACC` of `openacc.h`.
const VERSION: c_int = 202506;
/// `acc_device_api_cuda`.
const DEVICE_API_CUDA: c_int = 1;

/// A directive, as the compiler describes it: a constant of the program
/// (a string of bytes `omp-prof-events` writes, one LLVM constant): six
/// little-endian 32-bit integers (`acc_construct_t`, the directive's line
/// and its end line, the function's start and end lines, flags), then the
/// file's name and the function's, each NUL-terminated (empty: not known).
#[repr(C)]
#[derive(Debug)]
pub struct Construct {
    header: [u8; 24],
}

impl Construct {
    fn field(&self, index: usize) -> c_int {
        let mut bytes = [0u8; 4];
        bytes.copy_from_slice(&self.header[4 * index..4 * index + 4]);
        c_int::from_le_bytes(bytes)
    }

    /// `acc_construct_t`.
    pub fn kind(&self) -> c_int {
        self.field(0)
    }

    /// The lines: the directive's, its end, the function's start and end.
    pub fn lines(&self) -> [c_int; 4] {
        [self.field(1), self.field(2), self.field(3), self.field(4)]
    }

    /// Bit 0: the events are implicit (a `wait` clause's wait, made by a
    /// directive other than `wait`).
    pub fn flags(&self) -> c_int {
        self.field(5)
    }

    /// The file's and the function's names (null where not known).
    pub fn names(&self) -> (*const c_char, *const c_char) {
        // SAFETY: the compiler's constant: the header, then two
        // NUL-terminated strings.
        unsafe {
            let file = (self as *const Construct)
                .cast::<u8>()
                .add(24)
                .cast::<c_char>();
            let file_length = CStr::from_ptr(file).to_bytes().len();
            let function = file.add(file_length + 1);
            let known = |name: *const c_char| {
                if *name == 0 { std::ptr::null() } else { name }
            };
            (known(file), known(function))
        }
    }
}

/// What [`__acc2omp_prof_enter`] and [`__acc2omp_prof_leave`] bracket.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Bracket {
    /// A compute construct (`parallel`, `serial`, a part of `kernels`).
    Compute,
    /// A data construct's entry (its maps before the region).
    DataEntry,
    /// A data construct's exit (its maps after the region).
    DataExit,
    EnterData,
    ExitData,
    Update,
    Wait,
}

impl Bracket {
    fn from_raw(what: c_int) -> Option<Bracket> {
        Some(match what {
            0 => Bracket::Compute,
            1 => Bracket::DataEntry,
            2 => Bracket::DataExit,
            3 => Bracket::EnterData,
            4 => Bracket::ExitData,
            5 => Bracket::Update,
            6 => Bracket::Wait,
            _ => return None,
        })
    }

    /// The start and end events.
    fn events(self) -> (c_int, c_int) {
        use event::*;
        match self {
            Bracket::Compute => (COMPUTE_CONSTRUCT_START, COMPUTE_CONSTRUCT_END),
            Bracket::DataEntry | Bracket::EnterData => (ENTER_DATA_START, ENTER_DATA_END),
            Bracket::DataExit | Bracket::ExitData => (EXIT_DATA_START, EXIT_DATA_END),
            Bracket::Update => (UPDATE_START, UPDATE_END),
            Bracket::Wait => (WAIT_START, WAIT_END),
        }
    }
}

/// A compute construct's implicit data events (§5.1.7: its data clauses
/// are part of it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Implicit {
    None,
    /// `acc_ev_enter_data_start` was dispatched (its tool_info).
    Entering(*mut c_void),
    Entered,
    /// `acc_ev_exit_data_start` was dispatched.
    Exiting(*mut c_void),
}

/// A directive being executed on this thread.
#[derive(Debug)]
struct Frame {
    construct: *const Construct,
    bracket: Bracket,
    /// The start event's `tool_info`, for its end event.
    tool_info: *mut c_void,
    implicit: Implicit,
    /// A launch's start event's `tool_info`.
    launch: *mut c_void,
}

thread_local! {
    static FRAMES: RefCell<Vec<Frame>> = const { RefCell::new(Vec::new()) };
    /// The variable the current map entry point works on (its name as the
    /// compiler wrote it).
    static VARIABLE: Cell<*const c_char> = const { Cell::new(std::ptr::null()) };
    /// The device the current present-table operation is on.
    static DEVICE: Cell<(c_int, c_int)> = const { Cell::new((0, 0)) };
    static THREAD_ID: Cell<c_int> = const { Cell::new(-1) };
    /// A data event is being dispatched (the present table is locked).
    static IN_DATA_EVENT: Cell<bool> = const { Cell::new(false) };
}

/// This thread's `thread_id`: 0 for the first thread that dispatches an
/// event, then 1, 2...
fn thread_id() -> c_int {
    static NEXT: AtomicI32 = AtomicI32::new(0);
    THREAD_ID.with(|id| {
        if id.get() < 0 {
            id.set(NEXT.fetch_add(1, Ordering::Relaxed));
        }
        id.get()
    })
}

/// `acc_prof_info` (acc_prof.h).
#[repr(C)]
struct ProfInfo {
    event_type: c_int,
    valid_bytes: c_int,
    version: c_int,
    device_type: c_int,
    device_number: c_int,
    thread_id: c_int,
    async_: c_long,
    async_queue: c_long,
    src_file: *const c_char,
    func_name: *const c_char,
    line_no: c_int,
    end_line_no: c_int,
    func_line_no: c_int,
    func_end_line_no: c_int,
}

/// `acc_data_event_info`, `acc_launch_event_info` and
/// `acc_other_event_info` share their first five fields; this is the
/// largest (56 bytes), the union's size.
#[repr(C)]
struct EventInfo {
    event_type: c_int,
    valid_bytes: c_int,
    parent_construct: c_int,
    implicit: c_int,
    tool_info: *mut c_void,
    /// `var_name` or `kernel_name`.
    name: *const c_char,
    /// `bytes` or `num_gangs`.
    first: usize,
    /// `host_ptr` or `num_workers`.
    second: usize,
    /// `device_ptr` or `vector_length`.
    third: usize,
}

/// `acc_api_info`.
#[repr(C)]
struct ApiInfo {
    device_api: c_int,
    valid_bytes: c_int,
    device_type: c_int,
    vendor: c_int,
    device_handle: *const c_void,
    context_handle: *const c_void,
    async_handle: *const c_void,
}

/// The byte offset just past a field of `EventInfo`'s layout.
const OTHER_BYTES: c_int = 24;
const NAME_BYTES: c_int = 32;

/// What an event concerns besides its type.
struct Details {
    parent: c_int,
    implicit: bool,
    /// `var_name`/`kernel_name` and the three sizes or addresses; `valid`
    /// counts how many of the four the event has (0: an other event).
    name: *const c_char,
    values: [usize; 3],
    valid: usize,
    tool_info: *mut c_void,
    device: (c_int, c_int),
    construct: *const Construct,
}

/// Dispatches `event`; returns the `tool_info` the callbacks left.
fn dispatch(event: c_int, details: Details) -> *mut c_void {
    let callbacks: Vec<Callback> = prof::callbacks(event);
    if callbacks.is_empty() {
        return details.tool_info;
    }
    // SAFETY: a construct is a constant of the program (or null).
    let construct = unsafe { details.construct.as_ref() };
    // The queue whose thread runs an asynchronous construct's work (each
    // queue has its own), else `acc_async_sync`.
    let queue = c_long::from(crate::queues::this_queue().unwrap_or(crate::queues::ASYNC_SYNC));
    let names = construct.map_or((std::ptr::null(), std::ptr::null()), Construct::names);
    let lines = construct.map_or([0; 4], Construct::lines);
    let mut info = ProfInfo {
        event_type: event,
        valid_bytes: size_of::<ProfInfo>() as c_int,
        version: VERSION,
        device_type: details.device.0,
        device_number: details.device.1,
        thread_id: thread_id(),
        async_: queue,
        async_queue: queue,
        src_file: names.0,
        func_name: names.1,
        line_no: lines[0],
        end_line_no: lines[1],
        func_line_no: lines[2],
        func_end_line_no: lines[3],
    };
    let valid_bytes = match details.valid {
        0 => OTHER_BYTES,
        n => NAME_BYTES + 8 * (n as c_int - 1),
    };
    let mut event_info = EventInfo {
        event_type: event,
        valid_bytes,
        parent_construct: details.parent,
        implicit: c_int::from(details.implicit),
        tool_info: details.tool_info,
        name: details.name,
        first: details.values[0],
        second: details.values[1],
        third: details.values[2],
    };
    let mut api = api_info(details.device.0);
    for callback in callbacks {
        // SAFETY: a tool's callback, called with live structures of the
        // layouts acc_prof.h declares.
        unsafe {
            callback(
                (&raw mut info).cast(),
                (&raw mut event_info).cast(),
                (&raw mut api).cast(),
            )
        };
    }
    event_info.tool_info
}

/// `acc_api_info` for a device type: CUDA's device and context for the
/// GPU (the driver is open: the event is on it), none for the others.
fn api_info(device_type: c_int) -> ApiInfo {
    let mut api = ApiInfo {
        device_api: 0,
        valid_bytes: size_of::<ApiInfo>() as c_int,
        device_type,
        vendor: -1,
        device_handle: std::ptr::null(),
        context_handle: std::ptr::null(),
        async_handle: std::ptr::null(),
    };
    if device_type == crate::device::DeviceType::Nvidia.raw()
        && let Some(driver) = crate::cuda::already_opened()
    {
        api.device_api = DEVICE_API_CUDA;
        api.device_handle = driver.device_handle();
        api.context_handle = driver.context().cast_const();
    }
    api
}

/// The current device (`acc_device_t`, number), for events outside the
/// present table.
fn current_device() -> (c_int, c_int) {
    let current = crate::device::state().current;
    (current.kind.device_type().raw(), current.number as c_int)
}

/// Every routine of `openacc.h` and `acc_prof.h`, by name: linked into
/// every program that uses the runtime (this table is [`initialize`]'s, which
/// every program calls), so that a tool that `ACC_PROFLIB` loads finds them
/// all (accc exports `acc_*` from the executable); a unit test checks the
/// headers against it.
pub static ROUTINES: Routines = Routines(&[
    ("acc_async_test", crate::api::acc_async_test as *const ()),
    (
        "acc_async_test_all",
        crate::api::acc_async_test_all as *const (),
    ),
    (
        "acc_async_test_all_device",
        crate::api::acc_async_test_all_device as *const (),
    ),
    (
        "acc_async_test_device",
        crate::api::acc_async_test_device as *const (),
    ),
    ("acc_async_wait", crate::api::acc_async_wait as *const ()),
    (
        "acc_async_wait_all",
        crate::api::acc_async_wait_all as *const (),
    ),
    ("acc_attach", crate::data::acc_attach as *const ()),
    (
        "acc_attach_async",
        crate::data::acc_attach_async as *const (),
    ),
    ("acc_copyin", crate::data::acc_copyin as *const ()),
    (
        "acc_copyin_async",
        crate::data::acc_copyin_async as *const (),
    ),
    ("acc_copyout", crate::data::acc_copyout as *const ()),
    (
        "acc_copyout_async",
        crate::data::acc_copyout_async as *const (),
    ),
    (
        "acc_copyout_finalize",
        crate::data::acc_copyout_finalize as *const (),
    ),
    (
        "acc_copyout_finalize_async",
        crate::data::acc_copyout_finalize_async as *const (),
    ),
    ("acc_create", crate::data::acc_create as *const ()),
    (
        "acc_create_async",
        crate::data::acc_create_async as *const (),
    ),
    ("acc_delete", crate::data::acc_delete as *const ()),
    (
        "acc_delete_async",
        crate::data::acc_delete_async as *const (),
    ),
    (
        "acc_delete_finalize",
        crate::data::acc_delete_finalize as *const (),
    ),
    (
        "acc_delete_finalize_async",
        crate::data::acc_delete_finalize_async as *const (),
    ),
    ("acc_detach", crate::data::acc_detach as *const ()),
    (
        "acc_detach_async",
        crate::data::acc_detach_async as *const (),
    ),
    (
        "acc_detach_finalize",
        crate::data::acc_detach_finalize as *const (),
    ),
    (
        "acc_detach_finalize_async",
        crate::data::acc_detach_finalize_async as *const (),
    ),
    ("acc_deviceptr", crate::data::acc_deviceptr as *const ()),
    ("acc_free", crate::data::acc_free as *const ()),
    (
        "acc_get_cuda_stream",
        crate::gpu::acc_get_cuda_stream as *const (),
    ),
    (
        "acc_get_current_cuda_context",
        crate::gpu::acc_get_current_cuda_context as *const (),
    ),
    (
        "acc_get_current_cuda_device",
        crate::gpu::acc_get_current_cuda_device as *const (),
    ),
    (
        "acc_get_default_async",
        crate::api::acc_get_default_async as *const (),
    ),
    (
        "acc_get_device_num",
        crate::api::acc_get_device_num as *const (),
    ),
    (
        "acc_get_device_type",
        crate::api::acc_get_device_type as *const (),
    ),
    (
        "acc_get_num_devices",
        crate::api::acc_get_num_devices as *const (),
    ),
    (
        "acc_get_property",
        crate::api::acc_get_property as *const (),
    ),
    (
        "acc_get_property_string",
        crate::api::acc_get_property_string as *const (),
    ),
    ("acc_hostptr", crate::data::acc_hostptr as *const ()),
    ("acc_init", crate::api::acc_init as *const ()),
    ("acc_init_device", crate::api::acc_init_device as *const ()),
    ("acc_is_present", crate::data::acc_is_present as *const ()),
    ("acc_malloc", crate::data::acc_malloc as *const ()),
    ("acc_map_data", crate::data::acc_map_data as *const ()),
    ("acc_memcpy_d2d", crate::data::acc_memcpy_d2d as *const ()),
    (
        "acc_memcpy_d2d_async",
        crate::data::acc_memcpy_d2d_async as *const (),
    ),
    (
        "acc_memcpy_device",
        crate::data::acc_memcpy_device as *const (),
    ),
    (
        "acc_memcpy_device_async",
        crate::data::acc_memcpy_device_async as *const (),
    ),
    (
        "acc_memcpy_from_device",
        crate::data::acc_memcpy_from_device as *const (),
    ),
    (
        "acc_memcpy_from_device_async",
        crate::data::acc_memcpy_from_device_async as *const (),
    ),
    (
        "acc_memcpy_to_device",
        crate::data::acc_memcpy_to_device as *const (),
    ),
    (
        "acc_memcpy_to_device_async",
        crate::data::acc_memcpy_to_device_async as *const (),
    ),
    ("acc_on_device", crate::api::acc_on_device as *const ()),
    ("acc_pcopyin", crate::data::acc_pcopyin as *const ()),
    ("acc_pcreate", crate::data::acc_pcreate as *const ()),
    (
        "acc_present_or_copyin",
        crate::data::acc_present_or_copyin as *const (),
    ),
    (
        "acc_present_or_create",
        crate::data::acc_present_or_create as *const (),
    ),
    ("acc_prof_lookup", prof::acc_prof_lookup as *const ()),
    ("acc_prof_register", prof::acc_prof_register as *const ()),
    (
        "acc_prof_unregister",
        prof::acc_prof_unregister as *const (),
    ),
    (
        "acc_set_cuda_stream",
        crate::gpu::acc_set_cuda_stream as *const (),
    ),
    (
        "acc_set_default_async",
        crate::api::acc_set_default_async as *const (),
    ),
    (
        "acc_set_device_num",
        crate::api::acc_set_device_num as *const (),
    ),
    (
        "acc_set_device_type",
        crate::api::acc_set_device_type as *const (),
    ),
    ("acc_shutdown", crate::api::acc_shutdown as *const ()),
    (
        "acc_shutdown_device",
        crate::api::acc_shutdown_device as *const (),
    ),
    ("acc_unmap_data", crate::data::acc_unmap_data as *const ()),
    (
        "acc_update_device",
        crate::data::acc_update_device as *const (),
    ),
    (
        "acc_update_device_async",
        crate::data::acc_update_device_async as *const (),
    ),
    ("acc_update_self", crate::data::acc_update_self as *const ()),
    (
        "acc_update_self_async",
        crate::data::acc_update_self_async as *const (),
    ),
    ("acc_wait", crate::api::acc_wait as *const ()),
    ("acc_wait_all", crate::api::acc_wait_all as *const ()),
    (
        "acc_wait_all_async",
        crate::api::acc_wait_all_async as *const (),
    ),
    (
        "acc_wait_all_device",
        crate::api::acc_wait_all_device as *const (),
    ),
    (
        "acc_wait_all_device_async",
        crate::api::acc_wait_all_device_async as *const (),
    ),
    ("acc_wait_any", crate::api::acc_wait_any as *const ()),
    (
        "acc_wait_any_device",
        crate::api::acc_wait_any_device as *const (),
    ),
    ("acc_wait_async", crate::api::acc_wait_async as *const ()),
    ("acc_wait_device", crate::api::acc_wait_device as *const ()),
    (
        "acc_wait_device_async",
        crate::api::acc_wait_device_async as *const (),
    ),
]);

/// A table of addresses (they are the program's, never written).
#[derive(Debug)]
pub struct Routines(pub &'static [(&'static str, *const ())]);
// SAFETY: function addresses, read only.
unsafe impl Sync for Routines {}

/// 0: not started, 1: registering, 2: done.
static STARTED: AtomicU8 = AtomicU8::new(0);

/// Calls the tools' `acc_register_library` once, at the runtime's first
/// use (a call from inside one returns at once).
pub fn initialize() {
    // (The routines stay linked: see `ROUTINES`.)
    std::hint::black_box(ROUTINES.0.len());
    if STARTED.load(Ordering::Acquire) == 2
        || STARTED
            .compare_exchange(0, 1, Ordering::AcqRel, Ordering::Acquire)
            .is_err()
    {
        return;
    }
    type Register = unsafe extern "C" fn(
        unsafe extern "C" fn(c_int, Option<Callback>, c_int),
        unsafe extern "C" fn(c_int, Option<Callback>, c_int),
        unsafe extern "C" fn(*const c_char) -> Option<unsafe extern "C" fn()>,
    );
    let register = |function: Register| {
        // SAFETY: a tool's acc_register_library, given the routines.
        unsafe {
            function(
                prof::acc_prof_register,
                prof::acc_prof_unregister,
                prof::acc_prof_lookup,
            )
        }
    };
    // The program's own (or a shared library's it links), unless it is
    // GCC's OpenACC runtime's (libgomp defines one that stops the program
    // with "TODO"; OpenMP printed by accc and built by gcc links it).
    let this = libloading::os::unix::Library::this();
    // SAFETY: the symbol, where it is defined, has acc_prof.h's prototype.
    if let Ok(function) = unsafe { this.get::<Register>(b"acc_register_library\0") }
        && !defined_in_libgomp(*function as *const c_void)
    {
        register(*function);
    }
    let libraries = std::env::var("ACC_PROFLIB").unwrap_or_default();
    for path in libraries.split(':').filter(|p| !p.trim().is_empty()) {
        // SAFETY: loading a tool runs its initializers, as ACC_PROFLIB asks.
        let library = match unsafe { libloading::Library::new(path) } {
            Ok(library) => library,
            Err(error) => crate::error::fail(
                "ACC_PROFLIB",
                &format!("the profiling library '{path}' cannot be opened ({error})"),
            ),
        };
        // SAFETY: as above.
        match unsafe { library.get::<Register>(b"acc_register_library\0") } {
            Ok(function) => register(*function),
            Err(_) => crate::error::fail(
                "ACC_PROFLIB",
                &format!("the profiling library '{path}' defines no acc_register_library"),
            ),
        }
        // The tool stays loaded: its callbacks are called until the end.
        std::mem::forget(library);
    }
    STARTED.store(2, Ordering::Release);
    unsafe extern "C" {
        fn atexit(callback: extern "C" fn()) -> c_int;
    }
    // SAFETY: a C-ABI function of this library, which stays.
    unsafe { atexit(runtime_shutdown) };
}

/// Whether `address` lies in GCC's libgomp.
fn defined_in_libgomp(address: *const c_void) -> bool {
    #[repr(C)]
    struct DlInfo {
        fname: *const c_char,
        fbase: *mut c_void,
        sname: *const c_char,
        saddr: *mut c_void,
    }
    unsafe extern "C" {
        fn dladdr(address: *const c_void, info: *mut DlInfo) -> c_int;
    }
    let mut info = DlInfo {
        fname: std::ptr::null(),
        fbase: std::ptr::null_mut(),
        sname: std::ptr::null(),
        saddr: std::ptr::null_mut(),
    };
    // SAFETY: a live out-structure of glibc's Dl_info layout.
    if unsafe { dladdr(address, &mut info) } == 0 || info.fname.is_null() {
        return false;
    }
    // SAFETY: dladdr's NUL-terminated file name.
    let file = unsafe { CStr::from_ptr(info.fname) }.to_string_lossy();
    file.rsplit('/')
        .next()
        .is_some_and(|name| name.starts_with("libgomp"))
}

extern "C" fn runtime_shutdown() {
    if prof::active() {
        dispatch(
            event::RUNTIME_SHUTDOWN,
            other(
                RUNTIME_API,
                true,
                std::ptr::null(),
                (crate::device::DeviceType::Host.raw(), 0),
            ),
        );
    }
}

fn other(
    parent: c_int,
    implicit: bool,
    construct: *const Construct,
    device: (c_int, c_int),
) -> Details {
    Details {
        parent,
        implicit,
        name: std::ptr::null(),
        values: [0; 3],
        valid: 0,
        tool_info: std::ptr::null_mut(),
        device,
        construct,
    }
}

/// The construct `c` describes starts (`what`: 0 a compute construct, 1 a
/// data construct's entry, 2 its exit, 3 `enter data`, 4 `exit data`, 5
/// `update`, 6 `wait`): its start event.
///
/// # Safety
/// `c` is a [`Construct`] that stays, or null.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_prof_enter(c: *const Construct, what: c_int) {
    initialize();
    let Some(bracket) = Bracket::from_raw(what) else {
        return;
    };
    if !prof::active() {
        return;
    }
    let (kind, implicit) = kind_of(c);
    // The frame first: what a start callback causes is the construct's.
    FRAMES.with(|f| {
        f.borrow_mut().push(Frame {
            construct: c,
            bracket,
            tool_info: std::ptr::null_mut(),
            implicit: Implicit::None,
            launch: std::ptr::null_mut(),
        })
    });
    let tool_info = dispatch(
        bracket.events().0,
        other(kind, implicit, c, current_device()),
    );
    FRAMES.with(|f| {
        if let Some(frame) = f
            .borrow_mut()
            .iter_mut()
            .rev()
            .find(|frame| std::ptr::eq(frame.construct, c) && frame.bracket == bracket)
        {
            frame.tool_info = tool_info;
        }
    });
}

/// A construct's `acc_construct_t` and whether its events are implicit.
fn kind_of(c: *const Construct) -> (c_int, bool) {
    // SAFETY: a constant of the program, or null.
    unsafe { c.as_ref() }.map_or((RUNTIME_API, false), |c| (c.kind(), c.flags() & 1 != 0))
}

/// The construct that [`__acc2omp_prof_enter`] started ends: its end event
/// (a compute construct's implicit data events end first).
///
/// # Safety
/// As for [`__acc2omp_prof_enter`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_prof_leave(c: *const Construct, what: c_int) {
    let Some(bracket) = Bracket::from_raw(what) else {
        return;
    };
    let frame = FRAMES.with(|f| {
        let mut frames = f.borrow_mut();
        let top = frames.last()?;
        (std::ptr::eq(top.construct, c) && top.bracket == bracket)
            .then(|| frames.pop())
            .flatten()
    });
    let Some(frame) = frame else {
        return;
    };
    let device = current_device();
    let (kind, implicit) = kind_of(c);
    match frame.implicit {
        Implicit::Entering(tool_info) => {
            dispatch(
                event::ENTER_DATA_END,
                Details {
                    tool_info,
                    ..other(kind, true, c, device)
                },
            );
        }
        Implicit::Exiting(tool_info) => {
            dispatch(
                event::EXIT_DATA_END,
                Details {
                    tool_info,
                    ..other(kind, true, c, device)
                },
            );
        }
        Implicit::None | Implicit::Entered => {}
    }
    dispatch(
        bracket.events().1,
        Details {
            tool_info: frame.tool_info,
            ..other(kind, implicit, c, device)
        },
    );
}

/// A host version of a compute construct runs (`end` 0: it starts, else it
/// ended), with `gangs`, `workers` and `vector` as the construct asks (a
/// negative one: not known): the launch events. The host runs at most one
/// gang per processor.
///
/// # Safety
/// As for [`__acc2omp_prof_enter`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_prof_launch(
    c: *const Construct,
    end: c_int,
    gangs: i64,
    workers: i64,
    vector: i64,
) {
    if !prof::active() {
        return;
    }
    unsafe extern "C" {
        fn omp_get_num_procs() -> c_int;
    }
    // SAFETY: libomp's routine, no preconditions.
    let procs = i64::from(unsafe { omp_get_num_procs() }).max(1);
    let sizes = [gangs.min(procs), workers, vector];
    let known = sizes.iter().take_while(|s| **s > 0).count();
    let mut values = [0usize; 3];
    for (value, size) in values.iter_mut().zip(sizes).take(known) {
        *value = size as usize;
    }
    launch(c, end != 0, std::ptr::null(), values, 1 + known);
}

/// A host build's compute construct that `c` describes starts (`end` 0:
/// its start event and its launch's) or ends (its launch's end and its
/// end event): [`__acc2omp_prof_enter`] and [`__acc2omp_prof_launch`] in
/// one call, as the host runs the construct right away.
///
/// # Safety
/// As for [`__acc2omp_prof_enter`].
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_prof_compute(
    c: *const Construct,
    end: c_int,
    gangs: i64,
    workers: i64,
    vector: i64,
) {
    // SAFETY: the caller's contract.
    unsafe {
        if end == 0 {
            __acc2omp_prof_enter(c, 0);
            __acc2omp_prof_launch(c, 0, gangs, workers, vector);
        } else {
            __acc2omp_prof_launch(c, 1, gangs, workers, vector);
            __acc2omp_prof_leave(c, 0);
        }
    }
}

/// A launch on this thread, in the innermost compute construct (`c`, or
/// that construct when null): `values` are the gangs, workers and vector
/// lanes, `valid` how many of the name and the three the event has.
fn launch(c: *const Construct, end: bool, name: *const c_char, values: [usize; 3], valid: usize) {
    let device = current_device();
    let (construct, entering) = FRAMES.with(|f| {
        let mut frames = f.borrow_mut();
        match frames.last_mut() {
            Some(frame) if frame.bracket == Bracket::Compute => {
                // A launch ends the data events before it (in a `kernels`
                // region also the previous part's exit).
                let entering = match frame.implicit {
                    Implicit::Entering(tool_info) if !end => {
                        frame.implicit = Implicit::Entered;
                        Some((event::ENTER_DATA_END, tool_info))
                    }
                    Implicit::Exiting(tool_info) if !end => {
                        frame.implicit = Implicit::Entered;
                        Some((event::EXIT_DATA_END, tool_info))
                    }
                    _ => None,
                };
                (frame.construct, entering)
            }
            _ => (c, None),
        }
    });
    let construct = if construct.is_null() { c } else { construct };
    // SAFETY: a constant of the program, or null.
    let kind = unsafe { construct.as_ref() }.map_or(PARALLEL, |c| c.kind());
    if let Some((closing, tool_info)) = entering {
        dispatch(
            closing,
            Details {
                tool_info,
                ..other(kind, true, construct, device)
            },
        );
    }
    let previous = FRAMES.with(|f| {
        f.borrow()
            .last()
            .filter(|frame| frame.bracket == Bracket::Compute)
            .map_or(std::ptr::null_mut(), |frame| frame.launch)
    });
    let tool_info = dispatch(
        if end {
            event::ENQUEUE_LAUNCH_END
        } else {
            event::ENQUEUE_LAUNCH_START
        },
        Details {
            name,
            values,
            valid,
            tool_info: if end { previous } else { std::ptr::null_mut() },
            ..other(kind, true, construct, device)
        },
    );
    if !end {
        FRAMES.with(|f| {
            if let Some(frame) = f
                .borrow_mut()
                .last_mut()
                .filter(|frame| frame.bracket == Bracket::Compute)
            {
                frame.launch = tool_info;
            }
        });
    }
}

/// A GPU kernel's launch (`end`: it was enqueued): the grid's blocks are
/// the gangs, a block's threads the workers (its `y` and `z`) and vector
/// lanes (its `x`).
pub fn kernel_launch(end: bool, name: *const c_char, grid: [u64; 3], block: [u64; 3]) {
    if !prof::active() {
        return;
    }
    let values = [
        (grid[0] * grid[1] * grid[2]) as usize,
        (block[1] * block[2]) as usize,
        block[0] as usize,
    ];
    launch(std::ptr::null(), end, name, values, 4);
}

/// Runs `f` (a map entry point's work on `name`, a NUL-terminated string or
/// null) with `name` as the data events' `var_name`.
pub fn with_variable<R>(name: *const c_char, f: impl FnOnce() -> R) -> R {
    if !prof::active() {
        return f();
    }
    let outer = VARIABLE.with(|v| v.replace(name));
    let result = f();
    VARIABLE.with(|v| v.set(outer));
    result
}

/// Runs `f` (work on a device's present table, which `f` locks) with the
/// current device as the data events' device, read here: the runtime's
/// state is not read with a present table locked.
pub fn on_device<R>(f: impl FnOnce() -> R) -> R {
    if !prof::active() {
        return f();
    }
    let outer = DEVICE.with(|d| d.replace(current_device()));
    let result = f();
    DEVICE.with(|d| d.set(outer));
    result
}

/// Whether any callback is registered (data hooks check it first).
pub fn active() -> bool {
    prof::active()
}

/// A present-table data event: `event` (create, delete, alloc, free, an
/// upload's or a download's start or end) of `bytes` at `host` and
/// `device`. Returns the `tool_info` (a transfer's start gives it to its
/// end through `tool_info`).
pub fn data(
    event: c_int,
    host: usize,
    device: usize,
    bytes: usize,
    tool_info: *mut c_void,
) -> *mut c_void {
    if !prof::active() {
        return tool_info;
    }
    let on = DEVICE.with(Cell::get);
    let entering = matches!(
        event,
        event::CREATE | event::ALLOC | event::ENQUEUE_UPLOAD_START | event::ENQUEUE_UPLOAD_END
    );
    // The innermost directive; a compute construct's data events are
    // bracketed by implicit enter or exit data events.
    let (construct, parent, implicit, opened) = FRAMES.with(|f| {
        let mut frames = f.borrow_mut();
        let Some(frame) = frames.last_mut() else {
            return (std::ptr::null(), RUNTIME_API, false, Vec::new());
        };
        // SAFETY: a constant of the program, or null.
        let kind = unsafe { frame.construct.as_ref() }.map_or(RUNTIME_API, |c| c.kind());
        let mut opened = Vec::new();
        if frame.bracket == Bracket::Compute {
            // (A `kernels` region's parts enter and exit in turn.)
            match (frame.implicit, entering) {
                (Implicit::None | Implicit::Entered, true) => opened.push(event::ENTER_DATA_START),
                (Implicit::Exiting(_), true) => {
                    opened.push(event::EXIT_DATA_END);
                    opened.push(event::ENTER_DATA_START);
                }
                (Implicit::Entering(_), false) => {
                    opened.push(event::ENTER_DATA_END);
                    opened.push(event::EXIT_DATA_START);
                }
                (Implicit::None | Implicit::Entered, false) => opened.push(event::EXIT_DATA_START),
                (Implicit::Entering(_), true) | (Implicit::Exiting(_), false) => {}
            }
        }
        (
            frame.construct,
            kind,
            frame.bracket == Bracket::Compute,
            opened,
        )
    });
    for bracket_event in opened {
        let previous = FRAMES.with(|f| match f.borrow().last().map(|frame| frame.implicit) {
            Some(Implicit::Entering(t)) if bracket_event == event::ENTER_DATA_END => t,
            Some(Implicit::Exiting(t)) if bracket_event == event::EXIT_DATA_END => t,
            _ => std::ptr::null_mut(),
        });
        let tool_info = dispatch(
            bracket_event,
            Details {
                tool_info: previous,
                ..other(parent, true, construct, on)
            },
        );
        FRAMES.with(|f| {
            if let Some(frame) = f.borrow_mut().last_mut() {
                frame.implicit = match bracket_event {
                    event::ENTER_DATA_START => Implicit::Entering(tool_info),
                    event::ENTER_DATA_END | event::EXIT_DATA_END => Implicit::Entered,
                    _ => Implicit::Exiting(tool_info),
                };
            }
        });
    }
    IN_DATA_EVENT.with(|d| d.set(true));
    let tool_info = dispatch(
        event,
        Details {
            name: VARIABLE.with(Cell::get),
            values: [bytes, host, device],
            valid: 4,
            tool_info,
            ..other(parent, implicit, construct, on)
        },
    );
    IN_DATA_EVENT.with(|d| d.set(false));
    tool_info
}

/// Stops the program when a data event's callback calls a routine that
/// works on a device's present table, which the event holds locked (the
/// call would wait for itself).
pub fn check_not_in_data_event() {
    if IN_DATA_EVENT.with(Cell::get) {
        crate::error::fail(
            "profiling callback",
            "a data event's callback called an OpenACC data routine (the device's data is \
             locked while its data events are dispatched)",
        );
    }
}

/// A wait routine's `f` (the host waits for queues): between wait events
/// whose parent is `acc_construct_runtime_api`, unless a `wait` directive
/// called it (its events are the directive's).
pub fn routine_wait(f: impl FnOnce()) {
    initialize();
    let directive = FRAMES.with(|frames| {
        frames
            .borrow()
            .last()
            .is_some_and(|frame| frame.bracket == Bracket::Wait)
    });
    if !prof::active() || directive {
        return f();
    }
    routine_events((event::WAIT_START, event::WAIT_END), current_device(), f);
}

/// A routine's start event, `f`, its end event (the start's `tool_info`
/// passed on), their parent `acc_construct_runtime_api`.
fn routine_events(events: (c_int, c_int), device: (c_int, c_int), f: impl FnOnce()) {
    let tool_info = dispatch(
        events.0,
        other(RUNTIME_API, false, std::ptr::null(), device),
    );
    f();
    dispatch(
        events.1,
        Details {
            tool_info,
            ..other(RUNTIME_API, false, std::ptr::null(), device)
        },
    );
}

/// The device's initialization (`end`: it is done; `tool_info`: the start
/// event's, for the end event). Returns the event's `tool_info`.
pub fn device_init(end: bool, device: (c_int, c_int), tool_info: *mut c_void) -> *mut c_void {
    if !prof::active() {
        return tool_info;
    }
    dispatch(
        if end {
            event::DEVICE_INIT_END
        } else {
            event::DEVICE_INIT_START
        },
        Details {
            tool_info,
            ..other(RUNTIME_API, true, std::ptr::null(), device)
        },
    )
}

/// `acc_init` or `acc_shutdown` of `device`: its start and end events
/// (devices are initialized at their first use and stay until the program
/// ends: the routines have nothing else to do).
pub fn device_routine(shutdown: bool, device: (c_int, c_int)) {
    initialize();
    if !prof::active() {
        return;
    }
    let events = if shutdown {
        (event::DEVICE_SHUTDOWN_START, event::DEVICE_SHUTDOWN_END)
    } else {
        (event::DEVICE_INIT_START, event::DEVICE_INIT_END)
    };
    routine_events(events, device, || {});
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every routine the headers declare is in [`ROUTINES`] (but
    /// `acc_register_library`, which a tool defines).
    #[test]
    fn the_routines_table_covers_the_headers() {
        let mut missing = Vec::new();
        let mut seen = 0;
        for header in ["openacc.h", "acc_prof.h"] {
            let path = format!("{}/include/{header}", env!("CARGO_MANIFEST_DIR"));
            let text = std::fs::read_to_string(&path).expect("the header");
            for line in text.lines().map(str::trim) {
                if line.starts_with('#') || line.starts_with("typedef") || line.starts_with('*') {
                    continue;
                }
                let Some(open) = line.find('(') else {
                    continue;
                };
                let Some(name) = line[..open]
                    .split(|c: char| !c.is_alphanumeric() && c != '_')
                    .rfind(|w| w.starts_with("acc_"))
                else {
                    continue;
                };
                seen += 1;
                if name != "acc_register_library" && !ROUTINES.0.iter().any(|(n, _)| *n == name) {
                    missing.push(name.to_string());
                }
            }
        }
        assert!(missing.is_empty(), "not in ROUTINES: {missing:?}");
        assert!(seen >= 76, "{seen} routines found in the headers");
    }
}
