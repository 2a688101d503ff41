//! The CUDA driver API, bound by hand and opened at run time.
//!
//! The driver (`libcuda.so.1`) is installed with the NVIDIA kernel driver,
//! not with the CUDA toolkit, and only on machines with a GPU. Opening it
//! with `dlopen` (through `libloading`) instead of linking it means that
//! building the runtime needs no CUDA toolkit, and that every program accc
//! builds still starts, and runs its compute constructs on the host, on a
//! machine without a GPU. The binding is the few entry points the runtime
//! calls, with the prototypes of `cuda.h` (the `_v2` names where the header
//! maps a name to one).
//!
//! [`driver`] opens the driver once for the program's life: `None` when the
//! library, one of its symbols, `cuInit` or a device is missing, and
//! [`unavailable_reason`] says which. A failed call the program needs ends
//! it through [`crate::error::fail`], naming what was done and the
//! driver's own name and text for the error ([`Driver::check`]).

use crate::error::fail;
use std::ffi::{CStr, CString, c_char, c_int, c_uint, c_void};
use std::sync::OnceLock;

pub type CUresult = c_int;
pub type CUdevice = c_int;
/// A device address (`unsigned long long` in `cuda.h` on 64-bit hosts).
pub type CUdeviceptr = u64;
pub type CUcontext = *mut c_void;
pub type CUmodule = *mut c_void;
pub type CUfunction = *mut c_void;
pub type CUstream = *mut c_void;
pub type CUevent = *mut c_void;

pub const CUDA_SUCCESS: CUresult = 0;
pub const CUDA_ERROR_OUT_OF_MEMORY: CUresult = 2;
pub const CUDA_ERROR_NOT_FOUND: CUresult = 500;

/// `CUjit_option` values (`cuda.h`).
pub const CU_JIT_ERROR_LOG_BUFFER: c_int = 5;
pub const CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES: c_int = 6;
pub const CU_JIT_OPTIMIZATION_LEVEL: c_int = 7;

/// `CUdevice_attribute` values (`cuda.h`).
const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: c_int = 75;
const CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: c_int = 76;
const CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: c_int = 16;
const CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: c_int = 39;

/// Declares [`Api`]: one function pointer per entry point, named as the
/// symbol, and the loader that looks each one up.
macro_rules! api {
    ($($name:ident($($argument:ty),*);)*) => {
        /// The driver's entry points (each returns a `CUresult`).
        #[allow(non_snake_case)]
        #[derive(Clone, Copy, Debug)]
        pub struct Api {
            $(pub $name: unsafe extern "C" fn($($argument),*) -> CUresult,)*
        }

        impl Api {
            fn load(library: &libloading::Library) -> Result<Api, String> {
                Ok(Api {
                    $($name: {
                        let symbol = concat!(stringify!($name), "\0");
                        // SAFETY: the type is `cuda.h`'s prototype of the
                        // symbol; the library outlives the pointer (both
                        // live in the `Driver`, which is never dropped).
                        *unsafe {
                            library.get::<unsafe extern "C" fn($($argument),*) -> CUresult>(
                                symbol.as_bytes(),
                            )
                        }
                        .map_err(|e| {
                            format!("libcuda.so.1 has no {}: {e}", stringify!($name))
                        })?
                    },)*
                })
            }
        }
    };
}

api! {
    cuInit(c_uint);
    cuDeviceGetCount(*mut c_int);
    cuDeviceGet(*mut CUdevice, c_int);
    cuDeviceGetName(*mut c_char, c_int, CUdevice);
    cuDeviceTotalMem_v2(*mut usize, CUdevice);
    cuDeviceGetAttribute(*mut c_int, c_int, CUdevice);
    cuDevicePrimaryCtxRetain(*mut CUcontext, CUdevice);
    cuCtxSetCurrent(CUcontext);
    cuCtxSynchronize();
    cuModuleLoadDataEx(*mut CUmodule, *const c_void, c_uint, *mut c_int, *mut *mut c_void);
    cuModuleUnload(CUmodule);
    cuModuleGetFunction(*mut CUfunction, CUmodule, *const c_char);
    cuLaunchKernel(
        CUfunction, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, c_uint, CUstream,
        *mut *mut c_void, *mut *mut c_void
    );
    cuStreamCreate(*mut CUstream, c_uint);
    cuStreamSynchronize(CUstream);
    cuStreamDestroy_v2(CUstream);
    cuMemAlloc_v2(*mut CUdeviceptr, usize);
    cuMemFree_v2(CUdeviceptr);
    cuMemcpyHtoD_v2(CUdeviceptr, *const c_void, usize);
    cuMemcpyDtoH_v2(*mut c_void, CUdeviceptr, usize);
    cuMemcpyDtoD_v2(CUdeviceptr, CUdeviceptr, usize);
    cuMemsetD8_v2(CUdeviceptr, u8, usize);
    cuMemHostRegister_v2(*mut c_void, usize, c_uint);
    cuMemHostUnregister(*mut c_void);
    cuEventCreate(*mut CUevent, c_uint);
    cuEventRecord(CUevent, CUstream);
    cuEventSynchronize(CUevent);
    cuEventElapsedTime(*mut f32, CUevent, CUevent);
    cuMemGetInfo_v2(*mut usize, *mut usize);
    cuGetErrorName(CUresult, *mut *const c_char);
    cuGetErrorString(CUresult, *mut *const c_char);
}

/// The opened driver and the one GPU the runtime drives: the device
/// `ACC_DEVICE_TYPE`/`ACC_DEVICE_NUM` name at program start (device 0
/// otherwise), through its primary context, the context the CUDA runtime
/// and other libraries of the program would share.
#[derive(Debug)]
pub struct Driver {
    pub api: Api,
    /// Kept open: the function pointers point into it.
    _library: libloading::Library,
    /// How many devices the driver reports.
    pub count: usize,
    /// The device driven, by its number among them.
    pub ordinal: usize,
    pub device: CUdevice,
    context: CUcontext,
    /// The device's name (for `acc_get_property_string`).
    pub name: CString,
    pub total_memory: usize,
    pub compute_capability: (c_int, c_int),
    /// Streaming multiprocessors, and the threads each can hold at once.
    pub multiprocessors: c_int,
    pub threads_per_multiprocessor: c_int,
}

// SAFETY: a primary context is a process-wide handle that any thread may
// make current; the other fields are plain data and function pointers.
unsafe impl Send for Driver {}
// SAFETY: as for `Send`; the driver API itself is thread-safe.
unsafe impl Sync for Driver {}

static DRIVER: OnceLock<Result<Driver, String>> = OnceLock::new();

/// The driver, opened on first use; `None` when the program has no usable
/// NVIDIA GPU ([`unavailable_reason`] says why). Never ends the program.
pub fn driver() -> Option<&'static Driver> {
    opened().as_ref().ok()
}

/// Why [`driver`] is `None` (`None` when it is not).
pub fn unavailable_reason() -> Option<&'static str> {
    opened().as_ref().err().map(String::as_str)
}

/// The driver if it was already opened, without opening it or waiting for
/// another thread that opens it: for global destructors, which run while
/// the program exits, perhaps from inside a call that was opening it.
pub fn already_opened() -> Option<&'static Driver> {
    DRIVER.get().and_then(|result| result.as_ref().ok())
}

fn opened() -> &'static Result<Driver, String> {
    // The profiling tools register before the device's initialization (an
    // event); the GPU's module loads when the program starts, before its
    // first call of the runtime.
    crate::prof_events::initialize();
    DRIVER.get_or_init(|| {
        let ordinal = crate::device::nvidia_ordinal(
            std::env::var("ACC_DEVICE_TYPE").ok().as_deref(),
            std::env::var("ACC_DEVICE_NUM").ok().as_deref(),
        );
        Driver::open(ordinal)
    })
}

impl Driver {
    /// Opens `libcuda.so.1`, initializes it and retains the primary context
    /// of device `ordinal` (device 0 when there is no such device: the
    /// environment's check reports that number to the program later).
    fn open(ordinal: usize) -> Result<Driver, String> {
        // SAFETY: opening the driver runs its initializers, which have no
        // preconditions.
        let library = unsafe { libloading::Library::new("libcuda.so.1") }
            .map_err(|e| format!("libcuda.so.1 cannot be loaded ({e})"))?;
        let api = Api::load(&library)?;
        let reason =
            |what: &str, result: CUresult| format!("{what} failed: {}", describe(&api, result));
        // SAFETY (this block's calls): each passes pointers to live locals
        // of the types the prototypes name, with their sizes.
        unsafe {
            let result = (api.cuInit)(0);
            if result != CUDA_SUCCESS {
                return Err(reason("cuInit", result));
            }
            let mut count: c_int = 0;
            let result = (api.cuDeviceGetCount)(&mut count);
            if result != CUDA_SUCCESS {
                return Err(reason("cuDeviceGetCount", result));
            }
            let count = usize::try_from(count).unwrap_or(0);
            if count == 0 {
                return Err("the CUDA driver reports no device".into());
            }
            let ordinal = if ordinal < count { ordinal } else { 0 };
            let mut device: CUdevice = 0;
            let result = (api.cuDeviceGet)(&mut device, ordinal as c_int);
            if result != CUDA_SUCCESS {
                return Err(reason("cuDeviceGet", result));
            }
            // The device's initialization is its primary context's.
            let nvidia = (crate::device::DeviceType::Nvidia.raw(), ordinal as c_int);
            let tool_info = crate::prof_events::device_init(false, nvidia, std::ptr::null_mut());
            let mut context: CUcontext = std::ptr::null_mut();
            let result = (api.cuDevicePrimaryCtxRetain)(&mut context, device);
            crate::prof_events::device_init(true, nvidia, tool_info);
            if result != CUDA_SUCCESS {
                return Err(reason("cuDevicePrimaryCtxRetain", result));
            }
            let mut name = [0 as c_char; 256];
            let name = if (api.cuDeviceGetName)(name.as_mut_ptr(), 255, device) == CUDA_SUCCESS {
                CStr::from_ptr(name.as_ptr()).to_owned()
            } else {
                c"NVIDIA GPU".to_owned()
            };
            let mut total_memory = 0usize;
            if (api.cuDeviceTotalMem_v2)(&mut total_memory, device) != CUDA_SUCCESS {
                total_memory = 0;
            }
            let attribute = |attribute: c_int| {
                let mut value: c_int = 0;
                if (api.cuDeviceGetAttribute)(&mut value, attribute, device) == CUDA_SUCCESS {
                    value
                } else {
                    0
                }
            };
            let compute_capability = (
                attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR),
                attribute(CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR),
            );
            let multiprocessors = attribute(CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT);
            let threads_per_multiprocessor =
                attribute(CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR);
            Ok(Driver {
                api,
                _library: library,
                count,
                ordinal,
                device,
                context,
                name,
                total_memory,
                compute_capability,
                multiprocessors,
                threads_per_multiprocessor,
            })
        }
    }

    /// Ends the program if `result` is an error: `what` says what was done
    /// (`cuLaunchKernel of kernel 'foo'`), the rest is the driver's.
    pub fn check(&self, result: CUresult, what: impl FnOnce() -> String) {
        if result != CUDA_SUCCESS {
            fail(&what(), &describe(&self.api, result));
        }
    }

    /// The driver's name and text for `result`.
    pub fn describe(&self, result: CUresult) -> String {
        describe(&self.api, result)
    }

    /// The `CUdevice` handle's address (the profiling interface's
    /// `device_handle`).
    pub fn device_handle(&'static self) -> *const c_void {
        (&raw const self.device).cast()
    }

    /// The context the runtime launches in (the device's primary one).
    pub fn context(&self) -> CUcontext {
        self.context
    }

    /// Makes the device's context current on the calling thread, which
    /// every sequence of driver calls needs first: a current context is
    /// per thread, and the program's OpenMP threads may call in.
    pub fn bind(&self) {
        // SAFETY: the context was retained and is never released.
        let result = unsafe { (self.api.cuCtxSetCurrent)(self.context) };
        self.check(result, || {
            "cuCtxSetCurrent (the GPU's primary context)".into()
        });
    }

    /// As [`Driver::bind`], but only trying: for exit handlers, which must
    /// not end the program.
    pub fn try_bind(&self) -> bool {
        // SAFETY: as in `bind`.
        unsafe { (self.api.cuCtxSetCurrent)(self.context) == CUDA_SUCCESS }
    }

    /// The device's free memory in bytes (0 if the driver cannot say).
    pub fn free_memory(&self) -> usize {
        self.bind();
        let (mut free, mut total) = (0usize, 0usize);
        // SAFETY: two live locals of the prototype's type.
        let result = unsafe { (self.api.cuMemGetInfo_v2)(&mut free, &mut total) };
        if result == CUDA_SUCCESS { free } else { 0 }
    }

    /// One line on the device, for `ACC2OMP_VERBOSE`.
    pub fn summary(&self) -> String {
        format!(
            "{} (device {} of {}, compute capability {}.{}, {} MiB)",
            self.name.to_string_lossy(),
            self.ordinal,
            self.count,
            self.compute_capability.0,
            self.compute_capability.1,
            self.total_memory >> 20
        )
    }
}

/// `CUDA_ERROR_NAME (the driver's text)`, or the bare number when the
/// driver does not know it.
fn describe(api: &Api, result: CUresult) -> String {
    let text = |get: unsafe extern "C" fn(CUresult, *mut *const c_char) -> CUresult| {
        let mut text: *const c_char = std::ptr::null();
        // SAFETY: the driver stores a pointer to a static string, or fails.
        let ok = unsafe { get(result, &mut text) } == CUDA_SUCCESS && !text.is_null();
        // SAFETY: a NUL-terminated static string of the driver.
        ok.then(|| {
            unsafe { CStr::from_ptr(text) }
                .to_string_lossy()
                .into_owned()
        })
    };
    match (text(api.cuGetErrorName), text(api.cuGetErrorString)) {
        (Some(name), Some(text)) => format!("{name} ({text})"),
        (Some(name), None) => name,
        _ => format!("CUDA error {result}"),
    }
}
