//! The `mgpu*` functions and the offload entry points on a real NVIDIA GPU,
//! with hand-written PTX, each scenario in a process of its own (see
//! `common`). Without a usable driver and device every test says so and
//! passes: CI has no GPU, the GPU machine runs them for real.

mod common;

use acc2omp_runtime::api::acc_get_property_string;
use acc2omp_runtime::gpu::{
    mgpuLaunchKernel, mgpuModuleGetFunction, mgpuModuleLoadJIT, mgpuModuleUnload, mgpuStreamCreate,
    mgpuStreamDestroy, mgpuStreamSynchronize,
};
use acc2omp_runtime::offload::{__acc2omp_map_enter, __acc2omp_map_exit, __acc2omp_offload_kind};
use common::{in_child, run_child, stderr};
use std::ffi::{CStr, CString, c_void};

const TO: i64 = 0x1;
const FROM: i64 = 0x2;
const HOLD: i64 = 0x2000;

/// `add_one(float *a, int n)`: `a[i] += 1` for `i < n`; `fault()`: a store
/// to address 16.
const PTX: &str = r#"
.version 7.0
.target sm_75
.address_size 64

.visible .entry add_one(.param .u64 add_one_param_0, .param .u32 add_one_param_1)
{
    .reg .pred %p<2>;
    .reg .b32 %r<6>;
    .reg .f32 %f<3>;
    .reg .b64 %rd<5>;
    ld.param.u64 %rd1, [add_one_param_0];
    ld.param.u32 %r2, [add_one_param_1];
    mov.u32 %r3, %ctaid.x;
    mov.u32 %r4, %ntid.x;
    mov.u32 %r5, %tid.x;
    mad.lo.s32 %r1, %r3, %r4, %r5;
    setp.ge.s32 %p1, %r1, %r2;
    @%p1 bra DONE;
    cvta.to.global.u64 %rd2, %rd1;
    mul.wide.s32 %rd3, %r1, 4;
    add.s64 %rd4, %rd2, %rd3;
    ld.global.f32 %f1, [%rd4];
    add.f32 %f2, %f1, 0f3F800000;
    st.global.f32 [%rd4], %f2;
DONE:
    ret;
}

.visible .entry fault()
{
    .reg .b32 %r<2>;
    .reg .b64 %rd<2>;
    mov.u64 %rd1, 16;
    mov.u32 %r1, 1;
    st.global.u32 [%rd1], %r1;
    ret;
}
"#;

/// Whether this machine has a usable GPU (the driver opens).
fn gpu() -> bool {
    let usable = acc2omp_runtime::cuda::driver().is_some();
    if !usable {
        eprintln!(
            "no usable NVIDIA GPU, skipped: {}",
            acc2omp_runtime::cuda::unavailable_reason().unwrap_or("?")
        );
    }
    usable
}

/// Registers `ptx` as a program's module (the driver compiles it when a
/// kernel of it is first asked for): the text stays, as a program's
/// constant does.
fn load(ptx: &str) -> *mut c_void {
    let text = CString::new(ptx).expect("no NUL").into_raw();
    // SAFETY: a NUL-terminated string that is never freed.
    unsafe { mgpuModuleLoadJIT(text.cast(), 4) }
}

/// Runs `add_one` on `data` mapped with `copy` semantics.
fn add_one(module: *mut c_void, data: &mut [f32]) {
    let n = data.len() as i32;
    let host = data.as_mut_ptr().cast::<c_void>();
    let bytes = (data.len() * 4) as i64;
    // SAFETY: the kernel's parameters are a pointer and an int, passed as
    // pointers to them; `bytes` valid bytes at `host`.
    unsafe {
        let mut device = __acc2omp_map_enter(host, bytes, TO | FROM | HOLD, c"data".as_ptr());
        assert_ne!(device, host);
        let function = mgpuModuleGetFunction(module, c"add_one".as_ptr());
        let stream = mgpuStreamCreate();
        let mut count = n;
        let mut params = [(&raw mut device).cast::<c_void>(), (&raw mut count).cast()];
        let blocks = i64::from((n + 127) / 128);
        mgpuLaunchKernel(
            function,
            blocks,
            1,
            1,
            128,
            1,
            1,
            0,
            stream,
            params.as_mut_ptr(),
            std::ptr::null_mut(),
            2,
        );
        mgpuStreamSynchronize(stream);
        mgpuStreamDestroy(stream);
        __acc2omp_map_exit(host, bytes, TO | FROM | HOLD, c"data".as_ptr());
    }
}

#[test]
fn kernels_run_on_the_gpu() {
    if !in_child("kernels_run_on_the_gpu") {
        let output = run_child("kernels_run_on_the_gpu", &[("ACC2OMP_VERBOSE", "1")]);
        let text = stderr(&output);
        assert!(output.status.success(), "{text}");
        eprintln!("{text}");
        return;
    }
    if !gpu() {
        return;
    }
    let module = load(PTX);
    assert!(!module.is_null());
    assert_eq!(__acc2omp_offload_kind(), 2);
    // SAFETY: property 0x10001 (the name) of device 0 of acc_device_nvidia.
    let name = unsafe { CStr::from_ptr(acc_get_property_string(0, 5, 0x10001)) };
    eprintln!("device name: {}", name.to_string_lossy());
    let mut data: Vec<f32> = (0..1000).map(|i| i as f32).collect();
    add_one(module, &mut data);
    assert!(data.iter().enumerate().all(|(i, v)| *v == i as f32 + 1.0));
    // Another thread: it must make the context current itself.
    let module_address = module as usize;
    std::thread::spawn(move || {
        let mut data = vec![0.5f32; 300];
        add_one(module_address as *mut c_void, &mut data);
        assert!(data.iter().all(|v| *v == 1.5));
    })
    .join()
    .expect("the other thread's kernel");
    // A grid without blocks runs nothing.
    // SAFETY: no kernel runs.
    unsafe {
        let function = mgpuModuleGetFunction(module, c"add_one".as_ptr());
        let stream = mgpuStreamCreate();
        mgpuLaunchKernel(
            function,
            0,
            1,
            1,
            128,
            1,
            1,
            0,
            stream,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            0,
        );
        mgpuStreamSynchronize(stream);
        mgpuStreamDestroy(stream);
        mgpuModuleUnload(module);
    }
}

/// Runs `name` in a child that must fail with status 1 and `message`.
fn fails_with(name: &str, message: &str) {
    if acc2omp_runtime::cuda::driver().is_none() {
        return;
    }
    let output = run_child(name, &[]);
    let text = stderr(&output);
    assert_eq!(output.status.code(), Some(1), "{text}");
    assert!(text.contains(message), "expected {message:?} in:\n{text}");
    eprintln!("{text}");
}

#[test]
fn an_unknown_kernel_is_an_error() {
    if !in_child("an_unknown_kernel_is_an_error") {
        return fails_with(
            "an_unknown_kernel_is_an_error",
            "OpenACC runtime error: mgpuModuleGetFunction of kernel 'nope': the program's GPU module has no such kernel",
        );
    }
    let module = load(PTX);
    // SAFETY: a loaded module and a NUL-terminated name.
    unsafe { mgpuModuleGetFunction(module, c"nope".as_ptr()) };
}

#[test]
fn a_kernel_fault_is_reported_at_synchronization() {
    if !in_child("a_kernel_fault_is_reported_at_synchronization") {
        return fails_with(
            "a_kernel_fault_is_reported_at_synchronization",
            "OpenACC runtime error: GPU kernel 'fault' of the compute construct at 'prog.c:7:1' (its stream's synchronization): CUDA_ERROR_ILLEGAL_ADDRESS",
        );
    }
    let module = load(PTX);
    // SAFETY: `fault` takes no parameters; the location is a constant.
    unsafe {
        // The compiled code names the construct before its launch.
        acc2omp_runtime::gpu::__acc2omp_construct(c"prog.c:7:1".as_ptr());
        let function = mgpuModuleGetFunction(module, c"fault".as_ptr());
        let stream = mgpuStreamCreate();
        mgpuLaunchKernel(
            function,
            1,
            1,
            1,
            1,
            1,
            1,
            0,
            stream,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
            0,
        );
        mgpuStreamSynchronize(stream);
    }
}

#[test]
fn ptx_that_does_not_compile_prints_the_log() {
    if !in_child("ptx_that_does_not_compile_prints_the_log") {
        return fails_with(
            "ptx_that_does_not_compile_prints_the_log",
            "OpenACC runtime error: mgpuModuleLoadJIT (PTX JIT compilation): the GPU code does not load on",
        );
    }
    let module = load(&PTX.replace("add.f32 %f2", "add.f33 %f2"));
    // The PTX is compiled when its first kernel is asked for.
    // SAFETY: a registered module and a NUL-terminated name.
    unsafe { mgpuModuleGetFunction(module, c"add_one".as_ptr()) };
}

/// Which PTX targets and versions the driver's JIT takes (MLIR's NVVM
/// target defaults to sm_50): printed, not checked.
#[test]
fn ptx_targets_the_driver_accepts() {
    const CASES: [(&str, &str); 4] = [
        ("7.0", "sm_50"),
        ("7.0", "sm_75"),
        ("7.8", "sm_90"),
        ("8.5", "sm_90"),
    ];
    if let Ok(case) = std::env::var(common::CHILD) {
        if let Some(index) = case.strip_prefix("ptx_targets_the_driver_accepts/") {
            let (version, target) = CASES[index.parse::<usize>().expect("index")];
            let ptx = PTX
                .replace(".version 7.0", &format!(".version {version}"))
                .replace(".target sm_75", &format!(".target {target}"));
            if gpu() {
                let module = load(&ptx);
                assert!(!module.is_null());
                // SAFETY: a registered module and a NUL-terminated name.
                let function = unsafe { mgpuModuleGetFunction(module, c"add_one".as_ptr()) };
                assert!(!function.is_null());
            }
        }
        return;
    }
    if acc2omp_runtime::cuda::driver().is_none() {
        return;
    }
    for (index, (version, target)) in CASES.iter().enumerate() {
        let executable = std::env::current_exe().expect("path");
        let output = std::process::Command::new(executable)
            .args(["ptx_targets_the_driver_accepts", "--exact", "--nocapture"])
            .env(
                common::CHILD,
                format!("ptx_targets_the_driver_accepts/{index}"),
            )
            .output()
            .expect("child");
        let first_error = stderr(&output)
            .lines()
            .find(|l| l.contains("error"))
            .unwrap_or("")
            .to_string();
        eprintln!(
            "PTX .version {version} .target {target}: {} {first_error}",
            if output.status.success() {
                "loads"
            } else {
                "does not load:"
            }
        );
    }
}

#[test]
fn data_routines_on_the_gpu() {
    use acc2omp_runtime::data::*;
    if !in_child("data_routines_on_the_gpu") {
        let output = run_child("data_routines_on_the_gpu", &[]);
        assert!(output.status.success(), "{}", stderr(&output));
        return;
    }
    if !gpu() {
        return;
    }
    let module = load(PTX);
    assert_eq!(__acc2omp_offload_kind(), 2);
    let mut data: Vec<f32> = (0..256).map(|i| i as f32).collect();
    let host = data.as_mut_ptr().cast::<c_void>();
    // SAFETY: 1024 valid bytes at `host`; device addresses from the runtime.
    unsafe {
        let device = acc_copyin(host, 1024);
        assert_eq!(acc_is_present(host, 1024), 1);
        assert_eq!(acc_deviceptr(host), device);
        // The kernel through the directives' entry, on the present data.
        add_one(module, &mut data);
        let host = data.as_mut_ptr().cast::<c_void>();
        assert_eq!(
            data[10], 10.0,
            "still present: no copy back at the construct's end"
        );
        acc_copyout(host, 1024);
        assert_eq!(data[10], 11.0);
        assert_eq!(acc_is_present(host, 1024), 0);
        let memory = acc_malloc(1024);
        assert!(!memory.is_null());
        acc_memcpy_to_device(memory, host, 1024);
        acc_memcpy_device(memory, memory.cast::<u8>().add(512).cast(), 4);
        let mut back = [0f32; 2];
        acc_memcpy_from_device(back.as_mut_ptr().cast(), memory, 8);
        assert_eq!(back, [129.0, 2.0]);
        acc_free(memory);
    }
}
