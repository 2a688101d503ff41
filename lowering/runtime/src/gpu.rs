//! The host side of GPU kernels: the `mgpu*` functions that the host code
//! of MLIR 22's `gpu-lower-to-nvvm-pipeline` calls (the names and LLVM
//! signatures of MLIR's `CudaRuntimeWrappers`), on the CUDA driver.
//!
//! A program's GPU code is one module per translation unit, registered by
//! a global constructor before `main` and unloaded by a global destructor.
//! The driver compiles a module's PTX (JIT) when the program first asks
//! for one of its kernels, not at the start: a run on the host
//! (`ACC_DEVICE_TYPE=host`, or `if(0)` everywhere) never pays for it nor
//! depends on it. A machine without a driver or a GPU must still run the
//! program (on the host), so registering then returns null and the
//! program's compute constructs stay on the host ([`device_count`] is 0);
//! the compiled code asks [`crate::offload`] before it launches anything.
//! Once a kernel is launched, every failure ends the program with the
//! kernel's name.

use crate::cuda::{
    self, CUDA_ERROR_NOT_FOUND, CUdevice, CUevent, CUfunction, CUmodule, CUstream, Driver,
};
use crate::error::fail;
use crate::profile;
use std::cell::{Cell, RefCell};
use std::collections::BTreeMap;
use std::ffi::{CStr, c_char, c_int, c_void};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// How many modules are registered: the program has GPU code it can run.
static MODULES: AtomicUsize = AtomicUsize::new(0);

/// A registered module: its image, loaded (and its PTX compiled) on first
/// use. Its address is the `CUmodule` handle the compiled code keeps.
struct Lazy {
    image: *const c_void,
    jit_level: Option<c_int>,
    what: &'static str,
    module: std::sync::OnceLock<usize>,
}

/// The registered module behind a handle, loaded now if it was not yet.
///
/// # Safety
/// `handle` came from [`register`] and was not unloaded.
unsafe fn loaded(driver: &Driver, handle: CUmodule) -> CUmodule {
    // SAFETY: the caller's contract: a leaked `Lazy`.
    let lazy = unsafe { &*(handle as *const Lazy) };
    *lazy.module.get_or_init(|| {
        let start = Instant::now();
        let module = load(driver, lazy.image, lazy.jit_level, lazy.what);
        if profile::enabled() {
            // The JIT is the module's, not the construct's: its time
            // is left out of the construct's host time.
            let time = start.elapsed();
            profile::count(profile::Kind::ModuleLoad, 0, time);
            STARTED.with(|started| started.set(started.get().map(|t| t + time)));
        }
        module as usize
    }) as CUmodule
}

/// Registers a module image (the program's constant), to load on first use.
fn register(image: *const c_void, jit_level: Option<c_int>, what: &'static str) -> CUmodule {
    MODULES.fetch_add(1, Ordering::AcqRel);
    let lazy = Box::new(Lazy {
        image,
        jit_level,
        what,
        module: std::sync::OnceLock::new(),
    });
    Box::into_raw(lazy).cast()
}

/// Names for error messages, by handle.
#[derive(Debug)]
struct Names {
    /// Each function `mgpuModuleGetFunction` gave, by `CUfunction`.
    kernels: BTreeMap<usize, String>,
}

static NAMES: Mutex<Names> = Mutex::new(Names {
    kernels: BTreeMap::new(),
});

fn names() -> MutexGuard<'static, Names> {
    // A failure ends the program, so a poisoned guard cannot be seen; if
    // it were, the names would still be valid.
    NAMES
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// How many NVIDIA devices the program can run compute constructs on: the
/// driver's, once a module of GPU code is loaded; 0 without.
pub fn device_count() -> usize {
    match cuda::already_opened() {
        Some(driver) if MODULES.load(Ordering::Acquire) > 0 => driver.count,
        _ => 0,
    }
}

/// Why [`device_count`] is 0, for `ACC2OMP_VERBOSE`.
pub fn unusable_reason() -> String {
    if MODULES.load(Ordering::Acquire) > 0 {
        return "the GPU is usable".into();
    }
    match cuda::unavailable_reason() {
        Some(reason) => reason.into(),
        None => "the program has no GPU code (no GPU module was loaded)".into(),
    }
}

/// The driver for a call that needs it: without one no module loaded, so
/// no compute construct was meant to reach here.
fn required(what: &str) -> &'static Driver {
    match cuda::driver() {
        Some(driver) => driver,
        None => fail(
            what,
            &format!("no usable NVIDIA GPU: {}", unusable_reason()),
        ),
    }
}

/// Loads a module from `image` with an error log, so that a failed PTX
/// compilation prints the driver's reasons; `jit_level` is the PTX JIT's
/// optimization level.
fn load(driver: &Driver, image: *const c_void, jit_level: Option<c_int>, what: &str) -> CUmodule {
    driver.bind();
    let mut log = vec![0u8; 1 << 16];
    let mut options = vec![CUDA_JIT_ERROR_LOG.0, CUDA_JIT_ERROR_LOG.1];
    let mut values: Vec<*mut c_void> =
        vec![log.as_mut_ptr().cast(), (log.len() - 1) as *mut c_void];
    if let Some(level) = jit_level {
        options.push(cuda::CU_JIT_OPTIMIZATION_LEVEL);
        values.push(level.clamp(0, 4) as usize as *mut c_void);
    }
    let mut module: CUmodule = std::ptr::null_mut();
    // SAFETY: the options and values arrays have the same length; the log
    // buffer is as long as its size value says (one byte kept for a NUL);
    // `image` is the module the compiled code embeds.
    let result = unsafe {
        (driver.api.cuModuleLoadDataEx)(
            &mut module,
            image,
            options.len() as u32,
            options.as_mut_ptr(),
            values.as_mut_ptr(),
        )
    };
    if result != cuda::CUDA_SUCCESS {
        // The log is NUL-terminated (the buffer was zeroed, and the driver
        // keeps within the size it was given).
        let end = log.iter().position(|&b| b == 0).unwrap_or(log.len());
        let text = String::from_utf8_lossy(&log[..end]);
        let text = text.trim_end();
        let mut message = format!(
            "the GPU code does not load on {}: {}",
            driver.summary(),
            driver.describe(result)
        );
        if !text.is_empty() {
            message.push('\n');
            message.push_str(text);
        }
        fail(what, &message);
    }
    module
}

/// `CU_JIT_ERROR_LOG_BUFFER` and its size option.
const CUDA_JIT_ERROR_LOG: (c_int, c_int) = (
    cuda::CU_JIT_ERROR_LOG_BUFFER,
    cuda::CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES,
);

/// Registers the program's PTX (`ptx`, NUL-terminated), which the driver
/// compiles at `opt_level` (0 to 4) when a kernel of it is first asked for
/// ([`mgpuModuleGetFunction`]). Null without a usable GPU; a PTX the driver
/// cannot compile then ends the program with the driver's log.
///
/// # Safety
/// `ptx` is null or a NUL-terminated string that stays valid (the
/// program's constant).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuModuleLoadJIT(ptx: *mut c_void, opt_level: c_int) -> CUmodule {
    let Some(driver) = cuda::driver() else {
        return std::ptr::null_mut();
    };
    if ptx.is_null() {
        fail("mgpuModuleLoadJIT", "no PTX (a null pointer)");
    }
    let _ = driver;
    register(
        ptx,
        Some(opt_level),
        "mgpuModuleLoadJIT (PTX JIT compilation)",
    )
}

/// Registers a cubin or fatbin of `size` bytes at `data`, loaded when a
/// kernel of it is first asked for; null without a usable GPU.
///
/// # Safety
/// `data` is null or `size` valid bytes that stay valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuModuleLoad(data: *mut c_void, size: u64) -> CUmodule {
    let Some(driver) = cuda::driver() else {
        return std::ptr::null_mut();
    };
    if data.is_null() || size == 0 {
        fail(
            "mgpuModuleLoad",
            &format!("no GPU binary ({size} bytes at {data:p})"),
        );
    }
    let _ = driver;
    register(data, None, "mgpuModuleLoad")
}

/// Unloads a module at program exit. It runs from a global destructor,
/// perhaps while the program exits through a runtime error, after the GPU
/// faulted or before the driver was even opened: it only ever tries, and
/// reports nothing (ending the program from an exit handler would not be
/// defined).
///
/// # Safety
/// `module` is null or came from `mgpuModuleLoad*` and was not unloaded.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuModuleUnload(module: CUmodule) {
    let Some(driver) = cuda::already_opened() else {
        return;
    };
    if module.is_null() {
        return;
    }
    MODULES.fetch_sub(1, Ordering::AcqRel);
    // SAFETY: the caller's contract: a handle of `register`, not unloaded.
    let lazy = unsafe { Box::from_raw(module as *mut Lazy) };
    if let Some(&loaded) = lazy.module.get()
        && driver.try_bind()
    {
        // SAFETY: a module of this driver's context; errors are ignored.
        let _ = unsafe { (driver.api.cuModuleUnload)(loaded as CUmodule) };
    }
}

/// The kernel `name` of `module`. A null module (no usable GPU) or a name
/// the module does not have is an error naming the kernel.
///
/// # Safety
/// `name` is null or a NUL-terminated string; `module` is null or a loaded
/// module.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuModuleGetFunction(
    module: CUmodule,
    name: *const c_char,
) -> CUfunction {
    // The compiled code asks again before every launch, with the same
    // module and the same constant name: the answer is kept per thread.
    let key = (module as usize, name as usize);
    if let Some(function) = FUNCTIONS.with_borrow(|kept| {
        kept.iter()
            .find(|(k, _)| *k == key)
            .map(|&(_, function)| function)
    }) {
        return function as CUfunction;
    }
    let kernel = if name.is_null() {
        "(null)".to_string()
    } else {
        // SAFETY: the caller's contract.
        unsafe { CStr::from_ptr(name) }
            .to_string_lossy()
            .into_owned()
    };
    let what = format!("mgpuModuleGetFunction of kernel '{kernel}'");
    if module.is_null() || name.is_null() {
        fail(
            &what,
            &format!("no GPU module is loaded: {}", unusable_reason()),
        );
    }
    let driver = required(&what);
    // SAFETY: the caller's contract: a handle of `register`.
    let loaded_module = unsafe { loaded(driver, module) };
    driver.bind();
    let mut function: CUfunction = std::ptr::null_mut();
    // SAFETY: a loaded module and a NUL-terminated name.
    let result = unsafe { (driver.api.cuModuleGetFunction)(&mut function, loaded_module, name) };
    if result == CUDA_ERROR_NOT_FOUND {
        fail(&what, "the program's GPU module has no such kernel");
    }
    driver.check(result, || what.clone());
    names().kernels.entry(function as usize).or_insert(kernel);
    FUNCTIONS.with_borrow_mut(|kept| kept.push((key, function as usize)));
    function
}

thread_local! {
    /// The functions [`mgpuModuleGetFunction`] gave this thread, by module
    /// handle and name address (a program's few kernels: a short list).
    static FUNCTIONS: RefCell<Vec<((usize, usize), usize)>> = const { RefCell::new(Vec::new()) };
    /// This thread's last launch (its kernel and its construct's location):
    /// the kernel a fault its stream's synchronization reports most likely
    /// is (each thread launches on its own stream).
    static LAST_LAUNCH: Cell<(CUfunction, *const c_char)> =
        const { Cell::new((std::ptr::null_mut(), std::ptr::null())) };
}

/// A kernel's name for messages, with its construct's location when known.
fn kernel_name(function: CUfunction, location: *const c_char) -> String {
    let kernel = names()
        .kernels
        .get(&(function as usize))
        .cloned()
        .unwrap_or_else(|| format!("at {function:p}"));
    if location.is_null() {
        kernel
    } else {
        // SAFETY: `__acc2omp_construct`'s contract: a program constant.
        format!(
            "{kernel}' of the compute construct at '{}",
            unsafe { CStr::from_ptr(location) }.to_string_lossy()
        )
    }
}

thread_local! {
    /// This thread's stream, made by its first launch and kept: MLIR's
    /// launches create, synchronize and destroy a stream each, and
    /// creating one costs more than the launch itself.
    static STREAM: Cell<CUstream> = const { Cell::new(std::ptr::null_mut()) };
    /// The activity queue whose thread this is (its address; 0 on other
    /// threads): a queue's stream is the queue's, in [`QUEUE_STREAMS`], so
    /// that `acc_get_cuda_stream`/`acc_set_cuda_stream` reach it from any
    /// thread.
    pub(crate) static THIS_QUEUE: Cell<usize> = const { Cell::new(0) };
}

/// Each activity queue's stream, by the queue's address.
static QUEUE_STREAMS: Mutex<BTreeMap<usize, usize>> = Mutex::new(BTreeMap::new());

/// The stream kept for the calling thread's launches (its queue's on a
/// queue's thread), if one was made or set.
fn kept_stream() -> CUstream {
    stream_of(THIS_QUEUE.with(Cell::get))
}

/// The stream kept for a queue (by its address; 0: the calling thread's),
/// null if none was made or set.
fn stream_of(queue: usize) -> CUstream {
    if queue == 0 {
        return STREAM.with(Cell::get);
    }
    let streams = QUEUE_STREAMS.lock().unwrap_or_else(|e| e.into_inner());
    streams
        .get(&queue)
        .map_or(std::ptr::null_mut(), |s| *s as CUstream)
}

fn keep_stream(queue: usize, stream: CUstream) {
    match queue {
        0 => STREAM.with(|kept| kept.set(stream)),
        queue => {
            let mut streams = QUEUE_STREAMS.lock().unwrap_or_else(|e| e.into_inner());
            streams.insert(queue, stream as usize);
        }
    }
}

/// A new blocking stream (see [`mgpuStreamCreate`]).
fn new_stream(driver: &Driver) -> CUstream {
    driver.bind();
    let mut stream: CUstream = std::ptr::null_mut();
    // SAFETY: a live local; flags 0 is CU_STREAM_DEFAULT.
    let result = unsafe { (driver.api.cuStreamCreate)(&mut stream, 0) };
    driver.check(result, || "cuStreamCreate".into());
    stream
}

/// The driver when the current device is an NVIDIA GPU the program uses.
fn current_gpu() -> Option<&'static Driver> {
    let on_gpu = crate::device::state().current.kind == crate::device::Kind::Nvidia;
    if on_gpu && device_count() > 0 {
        cuda::already_opened()
    } else {
        None
    }
}

/// `acc_get_current_cuda_device` (OpenACC 3.3 §A.2.1): a pointer to the
/// current GPU's `CUdevice` (as GCC's libgomp gives it); `NULL` when the
/// current device is not a GPU.
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_current_cuda_device() -> *mut c_void {
    current_gpu().map_or(std::ptr::null_mut(), |driver| {
        (&driver.device as *const CUdevice).cast_mut().cast()
    })
}

/// `acc_get_current_cuda_context`: the `CUcontext` the runtime launches in
/// (the device's primary context); `NULL` when the current device is not
/// a GPU.
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_current_cuda_context() -> *mut c_void {
    current_gpu().map_or(std::ptr::null_mut(), |driver| driver.context().cast())
}

/// The queue `async_arg` names; `None` for the synchronous one (the
/// calling thread's stream).
fn named_queue(routine: &str, async_arg: c_int) -> Option<&'static crate::queues::Queue> {
    if crate::queues::resolve(async_arg) == crate::queues::ASYNC_SYNC {
        crate::api::check_async(routine, async_arg);
        None
    } else {
        Some(crate::queues::queue(routine, async_arg))
    }
}

/// A queue's key in [`QUEUE_STREAMS`] (0: the synchronous one).
fn queue_key(queue: Option<&'static crate::queues::Queue>) -> usize {
    queue.map_or(0, |q| q as *const crate::queues::Queue as usize)
}

/// `acc_get_cuda_stream(async)`: the stream the kernels of queue `async`
/// run on (made now if the queue has launched nothing yet; for
/// `acc_async_sync`, the calling thread's); `NULL` when the current device
/// is not a GPU. A queue's work is launched from its own thread, so the
/// work enqueued before the call is waited for first: what the program
/// then puts on the stream comes after it, and the queue's later kernels
/// after the program's work (one stream orders them).
#[unsafe(no_mangle)]
pub extern "C" fn acc_get_cuda_stream(async_arg: c_int) -> *mut c_void {
    let Some(driver) = current_gpu() else {
        return std::ptr::null_mut();
    };
    let queue = named_queue("acc_get_cuda_stream", async_arg);
    if let Some(queue) = queue {
        crate::queues::wait_queue(queue);
    }
    let key = queue_key(queue);
    let kept = stream_of(key);
    if !kept.is_null() {
        return kept.cast();
    }
    let stream = new_stream(driver);
    keep_stream(key, stream);
    stream.cast()
}

/// `acc_set_cuda_stream(async, stream)`: queue `async`'s later kernels run
/// on `stream` (a stream of the current context the program made). 1 when
/// done; 0 when the current device is not a GPU or `stream` is null.
///
/// # Safety
/// `stream` is a live `CUstream` of the GPU's primary context, kept by the
/// program while the queue uses it.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn acc_set_cuda_stream(async_arg: c_int, stream: *mut c_void) -> c_int {
    if current_gpu().is_none() || stream.is_null() {
        return 0;
    }
    let queue = named_queue("acc_set_cuda_stream", async_arg);
    keep_stream(queue_key(queue), stream.cast());
    1
}

/// A stream for a kernel launch: the thread's own, made once. It is a
/// blocking stream, not the non-blocking one MLIR's wrappers make: the
/// present table copies with the synchronous `cuMemcpy*` calls on the
/// legacy default stream, and a blocking stream orders its kernels after
/// those copies.
#[unsafe(no_mangle)]
pub extern "C" fn mgpuStreamCreate() -> CUstream {
    let kept = kept_stream();
    if !kept.is_null() {
        return kept;
    }
    let stream = new_stream(required("mgpuStreamCreate"));
    keep_stream(THIS_QUEUE.with(Cell::get), stream);
    stream
}

/// Launches `function` on a grid of `grid` blocks of `block` threads, with
/// `shared_bytes` of dynamic shared memory, on `stream`. The parameters
/// pass through to the driver (`params`: one pointer per argument;
/// `_param_count` is their number, which the driver does not take). A grid
/// with no block has nothing to run: no launch.
///
/// # Safety
/// `function` came from `mgpuModuleGetFunction`, `stream` from
/// `mgpuStreamCreate` (or is null), and `params`/`extra` are what the
/// kernel's signature needs.
#[allow(clippy::too_many_arguments)]
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuLaunchKernel(
    function: CUfunction,
    grid_x: i64,
    grid_y: i64,
    grid_z: i64,
    block_x: i64,
    block_y: i64,
    block_z: i64,
    shared_bytes: i32,
    stream: CUstream,
    params: *mut *mut c_void,
    extra: *mut *mut c_void,
    _param_count: i64,
) {
    let location = CONSTRUCT.with(Cell::get);
    let what = || {
        format!(
            "cuLaunchKernel of kernel '{}' (grid {grid_x}x{grid_y}x{grid_z}, block \
             {block_x}x{block_y}x{block_z}, {shared_bytes} bytes of dynamic shared memory)",
            kernel_name(function, location)
        )
    };
    let dimension = |value: i64| {
        u32::try_from(value)
            .unwrap_or_else(|_| fail(&what(), "a size out of the range 0 to 2^32-1"))
    };
    let grid = [dimension(grid_x), dimension(grid_y), dimension(grid_z)];
    let block = [dimension(block_x), dimension(block_y), dimension(block_z)];
    let shared = u32::try_from(shared_bytes)
        .unwrap_or_else(|_| fail(&what(), "a negative shared memory size"));
    if grid.contains(&0) {
        return;
    }
    let driver = required("cuLaunchKernel");
    driver.bind();
    crate::offload::trace(|| format!("launch {}", what()));
    let events = profile::enabled().then(|| profile_events(driver, stream));
    let sizes = (grid.map(u64::from), block.map(u64::from));
    let name = crate::prof_events::active().then(|| {
        // The name as the compiled code passed it (a constant).
        FUNCTIONS.with_borrow(|kept| {
            kept.iter()
                .find(|(_, f)| *f == function as usize)
                .map_or(std::ptr::null(), |((_, name), _)| *name as *const c_char)
        })
    });
    if let Some(name) = name {
        crate::prof_events::kernel_launch(false, name, sizes.0, sizes.1);
    }
    // SAFETY: the caller's contract.
    let result = unsafe {
        (driver.api.cuLaunchKernel)(
            function, grid[0], grid[1], grid[2], block[0], block[1], block[2], shared, stream,
            params, extra,
        )
    };
    driver.check(result, what);
    if let Some(name) = name {
        crate::prof_events::kernel_launch(true, name, sizes.0, sizes.1);
    }
    LAST_LAUNCH.with(|last| last.set((function, location)));
    if let Some((_, end)) = events {
        // SAFETY: an event of this context, on the launch's stream.
        let result = unsafe { (driver.api.cuEventRecord)(end, stream) };
        driver.check(result, || "cuEventRecord".into());
        PENDING.with(|pending| {
            pending.set(Some((
                grid[0] * grid[1] * grid[2],
                block[0] * block[1] * block[2],
            )))
        });
    }
}

thread_local! {
    /// With `ACC2OMP_PROFILE`: the events around this thread's launches
    /// (made once), when the construct started, and the geometry of the
    /// launch whose events the next synchronization reads.
    static EVENTS: Cell<(CUevent, CUevent)> =
        const { Cell::new((std::ptr::null_mut(), std::ptr::null_mut())) };
    static STARTED: Cell<Option<Instant>> = const { Cell::new(None) };
    static PENDING: Cell<Option<(u32, u32)>> = const { Cell::new(None) };
}

/// This thread's profiling events, the first recorded on `stream` now.
fn profile_events(driver: &Driver, stream: CUstream) -> (CUevent, CUevent) {
    let mut events = EVENTS.with(Cell::get);
    if events.0.is_null() {
        for event in [&mut events.0, &mut events.1] {
            // SAFETY: a live local; flags 0 (CU_EVENT_DEFAULT: timed).
            let result = unsafe { (driver.api.cuEventCreate)(event, 0) };
            driver.check(result, || "cuEventCreate".into());
        }
        EVENTS.with(|kept| kept.set(events));
    }
    // SAFETY: an event of this context.
    let result = unsafe { (driver.api.cuEventRecord)(events.0, stream) };
    driver.check(result, || "cuEventRecord".into());
    events
}

/// After a synchronization: the profiled launch's kernel time (its events)
/// and the host's time since its construct started.
fn profile_launch(driver: &Driver) {
    let Some((grid, block)) = PENDING.with(|pending| pending.take()) else {
        return;
    };
    let (start, end) = EVENTS.with(Cell::get);
    let mut milliseconds = 0f32;
    // SAFETY: two recorded events of this context, the stream synchronized.
    let result = unsafe { (driver.api.cuEventElapsedTime)(&mut milliseconds, start, end) };
    driver.check(result, || "cuEventElapsedTime".into());
    let host = STARTED
        .with(Cell::take)
        .map(|started| started.elapsed())
        .unwrap_or_default();
    let location = match LAST_LAUNCH.with(Cell::get).1 {
        location if location.is_null() => "(unknown construct)".into(),
        // SAFETY: `__acc2omp_construct`'s contract.
        location => unsafe { CStr::from_ptr(location) }.to_string_lossy(),
    };
    profile::launch(
        &location,
        Duration::from_secs_f64(f64::from(milliseconds) / 1e3),
        host,
        grid,
        block,
    );
}

thread_local! {
    /// The source location of the compute construct this thread launches
    /// next (`file:line:col`, a constant of the program), for messages.
    static CONSTRUCT: Cell<*const c_char> = const { Cell::new(std::ptr::null()) };
}

/// Records the source location of the compute construct whose kernel this
/// thread launches next (the compiled code calls it before each launch):
/// a launch's or a kernel's failure names it.
///
/// # Safety
/// `location` is null or a NUL-terminated string that stays valid.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn __acc2omp_construct(location: *const c_char) {
    CONSTRUCT.with(|c| c.set(location));
    if profile::enabled() {
        STARTED.with(|started| started.set(Some(Instant::now())));
    }
}

/// Waits for `stream`'s kernels. A kernel's fault (an illegal address, a
/// trap) surfaces here, asynchronously: it ends the program naming the
/// kernel last launched on the stream.
///
/// # Safety
/// `stream` came from `mgpuStreamCreate` (or is null).
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuStreamSynchronize(stream: CUstream) {
    let driver = required("mgpuStreamSynchronize");
    driver.bind();
    // SAFETY: the caller's contract.
    let result = unsafe { (driver.api.cuStreamSynchronize)(stream) };
    if result != cuda::CUDA_SUCCESS {
        let what = match LAST_LAUNCH.with(Cell::get) {
            (function, _) if function.is_null() => "cuStreamSynchronize".into(),
            (function, location) => format!(
                "GPU kernel '{}' (its stream's synchronization)",
                kernel_name(function, location)
            ),
        };
        fail(&what, &driver.describe(result));
    }
    profile_launch(driver);
}

/// Destroys `stream` once its work is done; the thread's kept stream
/// stays for its next launch (its work is done: the launch synchronized).
///
/// # Safety
/// `stream` came from `mgpuStreamCreate` and is not used again.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn mgpuStreamDestroy(stream: CUstream) {
    if stream == kept_stream() {
        return;
    }
    let driver = required("mgpuStreamDestroy");
    driver.bind();
    // SAFETY: the caller's contract.
    let result = unsafe { (driver.api.cuStreamDestroy_v2)(stream) };
    driver.check(result, || "cuStreamDestroy_v2".into());
}

/// How many blocks of `threads_per_block` threads the GPU holds at once
/// (its multiprocessors times the blocks each holds, by threads alone): the
/// grid of a kernel with reductions, whose threads each combine a partial
/// at the end (more threads than the GPU runs at once would only add
/// combinations). Large without a GPU (no kernel runs then).
#[unsafe(no_mangle)]
pub extern "C" fn __acc2omp_resident_blocks(threads_per_block: i64) -> i64 {
    match cuda::driver() {
        Some(driver) if driver.multiprocessors > 0 && threads_per_block > 0 => {
            let per_multiprocessor =
                (i64::from(driver.threads_per_multiprocessor) / threads_per_block).max(1);
            i64::from(driver.multiprocessors) * per_multiprocessor
        }
        _ => 1 << 20,
    }
}
