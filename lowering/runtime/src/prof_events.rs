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
//!   each such a pair, around its maps.
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
//! a callback must not call the data routines (`acc_copyin`, ...).
//! Without registered callbacks each hook is one relaxed atomic load.

use crate::prof::{self, Callback};
use std::cell::{Cell, RefCell};
use std::ffi::{c_char, c_int, c_long, c_void};
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

/// A directive, as the compiler describes it (a constant of the program;
/// `omp-prof-events` writes it, with this layout).
#[repr(C)]
#[derive(Debug)]
pub struct Construct {
    /// `acc_construct_t`.
    pub kind: c_int,
    pub line_no: c_int,
    pub end_line_no: c_int,
    pub func_line_no: c_int,
    pub func_end_line_no: c_int,
    /// Not used (0).
    pub reserved: c_int,
    /// NUL-terminated, or null.
    pub src_file: *const c_char,
    /// NUL-terminated, or null.
    pub func_name: *const c_char,
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
    let mut info = ProfInfo {
        event_type: event,
        valid_bytes: size_of::<ProfInfo>() as c_int,
        version: VERSION,
        device_type: details.device.0,
        device_number: details.device.1,
        thread_id: thread_id(),
        async_: queue,
        async_queue: queue,
        src_file: construct.map_or(std::ptr::null(), |c| c.src_file),
        func_name: construct.map_or(std::ptr::null(), |c| c.func_name),
        line_no: construct.map_or(0, |c| c.line_no),
        end_line_no: construct.map_or(0, |c| c.end_line_no),
        func_line_no: construct.map_or(0, |c| c.func_line_no),
        func_end_line_no: construct.map_or(0, |c| c.func_end_line_no),
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

/// 0: not started, 1: registering, 2: done.
static STARTED: AtomicU8 = AtomicU8::new(0);

/// Calls the tools' `acc_register_library` once, at the runtime's first
/// use (a call from inside one returns at once).
pub fn initialize() {
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
    let file = unsafe { std::ffi::CStr::from_ptr(info.fname) }.to_string_lossy();
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
    // SAFETY: the caller's contract.
    let kind = unsafe { c.as_ref() }.map_or(RUNTIME_API, |c| c.kind);
    let tool_info = dispatch(bracket.events().0, other(kind, false, c, current_device()));
    FRAMES.with(|f| {
        f.borrow_mut().push(Frame {
            construct: c,
            bracket,
            tool_info,
            implicit: Implicit::None,
            launch: std::ptr::null_mut(),
        })
    });
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
    // SAFETY: the caller's contract.
    let kind = unsafe { c.as_ref() }.map_or(RUNTIME_API, |c| c.kind);
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
            ..other(kind, false, c, device)
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

/// A launch on this thread, in the innermost compute construct (`c`, or
/// that construct when null): `values` are the gangs, workers and vector
/// lanes, `valid` how many of the name and the three the event has.
fn launch(c: *const Construct, end: bool, name: *const c_char, values: [usize; 3], valid: usize) {
    let device = current_device();
    let (construct, entering) = FRAMES.with(|f| {
        let mut frames = f.borrow_mut();
        match frames.last_mut() {
            Some(frame) if frame.bracket == Bracket::Compute => {
                let entering = match frame.implicit {
                    Implicit::Entering(tool_info) if !end => {
                        frame.implicit = Implicit::Entered;
                        Some(tool_info)
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
    let kind = unsafe { construct.as_ref() }.map_or(PARALLEL, |c| c.kind);
    if let Some(tool_info) = entering {
        dispatch(
            event::ENTER_DATA_END,
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
        let kind = unsafe { frame.construct.as_ref() }.map_or(RUNTIME_API, |c| c.kind);
        let mut opened = Vec::new();
        if frame.bracket == Bracket::Compute {
            match (frame.implicit, entering) {
                (Implicit::None, true) => opened.push(event::ENTER_DATA_START),
                (Implicit::Entering(_), false) => {
                    opened.push(event::ENTER_DATA_END);
                    opened.push(event::EXIT_DATA_START);
                }
                (Implicit::None | Implicit::Entered, false) => opened.push(event::EXIT_DATA_START),
                _ => {}
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
                    event::ENTER_DATA_END => Implicit::Entered,
                    _ => Implicit::Exiting(tool_info),
                };
            }
        });
    }
    dispatch(
        event,
        Details {
            name: VARIABLE.with(Cell::get),
            values: [bytes, host, device],
            valid: 4,
            tool_info,
            ..other(parent, implicit, construct, on)
        },
    )
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
    let device = current_device();
    let tool_info = dispatch(
        event::WAIT_START,
        other(RUNTIME_API, false, std::ptr::null(), device),
    );
    f();
    dispatch(
        event::WAIT_END,
        Details {
            tool_info,
            ..other(RUNTIME_API, false, std::ptr::null(), device)
        },
    );
}

/// The device's initialization (`end`: it is done).
pub fn device_init(end: bool, device: (c_int, c_int)) {
    if prof::active() {
        dispatch(
            if end {
                event::DEVICE_INIT_END
            } else {
                event::DEVICE_INIT_START
            },
            other(RUNTIME_API, true, std::ptr::null(), device),
        );
    }
}

/// `acc_init` or `acc_shutdown` of `device`: its start and end events
/// around `f`.
pub fn device_routine(shutdown: bool, device: (c_int, c_int), f: impl FnOnce()) {
    initialize();
    if !prof::active() {
        return f();
    }
    let (start, end) = if shutdown {
        (event::DEVICE_SHUTDOWN_START, event::DEVICE_SHUTDOWN_END)
    } else {
        (event::DEVICE_INIT_START, event::DEVICE_INIT_END)
    };
    let tool_info = dispatch(start, other(RUNTIME_API, false, std::ptr::null(), device));
    f();
    dispatch(
        end,
        Details {
            tool_info,
            ..other(RUNTIME_API, false, std::ptr::null(), device)
        },
    );
}
