//! The offload entry points as compiled code calls them, on the emulated
//! discrete device (`ACC_DEVICE_TYPE=host_discrete`), each scenario in a
//! process of its own (see `common`).

mod common;

use acc2omp_runtime::offload::{
    __acc2omp_device_address, __acc2omp_map_enter, __acc2omp_map_exit, __acc2omp_offload_kind,
    __acc2omp_update,
};
use common::{in_child, run_child, stderr};
use std::ffi::c_void;

const TO: i64 = 0x1;
const FROM: i64 = 0x2;
const DELETE: i64 = 0x8;
const PRESENT: i64 = 0x1000;
const HOLD: i64 = 0x2000;

/// A scenario passes when its child exits with status 0.
fn passes(name: &str, env: &[(&str, &str)]) -> String {
    let output = run_child(name, env);
    let text = stderr(&output);
    assert!(output.status.success(), "{name} failed:\n{text}");
    text
}

#[test]
fn emulated_device_data_clauses() {
    if !in_child("emulated_device_data_clauses") {
        let text = passes(
            "emulated_device_data_clauses",
            &[
                ("ACC_DEVICE_TYPE", "host_discrete"),
                ("ACC2OMP_VERBOSE", "1"),
            ],
        );
        assert!(
            text.contains("acc2omp: compute constructs run on the emulated discrete device"),
            "{text}"
        );
        return;
    }
    assert_eq!(__acc2omp_offload_kind(), 1);
    let mut data: Vec<i32> = (0..64).collect();
    let host = data.as_mut_ptr().cast::<c_void>();
    let name = c"data".as_ptr();
    // SAFETY: 256 valid bytes at `host`; the device copy has as many.
    unsafe {
        // copy(data[0:64]) around a "compute construct" that doubles it.
        let device = __acc2omp_map_enter(host, 256, TO | FROM | HOLD, name);
        assert_ne!(device, host);
        assert_eq!(
            __acc2omp_device_address(host.cast::<i32>().add(3).cast()),
            device.cast::<i32>().add(3).cast()
        );
        let copy = std::slice::from_raw_parts_mut(device.cast::<i32>(), 64);
        assert_eq!(copy[10], 10);
        copy.iter_mut().for_each(|v| *v *= 2);
        // update self of a part, then the construct's end.
        __acc2omp_update(host.cast::<i32>().add(60).cast(), 16, 0, name);
        assert_eq!(data[61], 122);
        assert_eq!(data[1], 1);
        __acc2omp_map_exit(host, 256, TO | FROM | HOLD, name);
        assert_eq!(data[1], 2);
        assert_eq!(__acc2omp_device_address(host), host, "no longer present");
        // enter data create / exit data delete: the device copy is poisoned.
        let device = __acc2omp_map_enter(host, 256, 0, name);
        assert_eq!(*device.cast::<u8>(), 0xA5);
        assert_eq!(__acc2omp_map_enter(host, 256, PRESENT | HOLD, name), device);
        __acc2omp_map_exit(host, 256, HOLD, name);
        __acc2omp_map_exit(host, 256, DELETE, name);
        assert_eq!(__acc2omp_device_address(host), host);
        // A zero-length section is its own address when absent.
        assert_eq!(__acc2omp_map_enter(host, 0, TO | HOLD, name), host);
    }
}

#[test]
fn present_clause_of_absent_data() {
    if !in_child("present_clause_of_absent_data") {
        let output = run_child(
            "present_clause_of_absent_data",
            &[("ACC_DEVICE_TYPE", "host_discrete")],
        );
        let text = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{text}");
        assert!(
            text.contains("OpenACC runtime error: present clause: 'a[0:8]' (32 bytes at 0x")
                && text.contains(") is not present on the device"),
            "{text}"
        );
        return;
    }
    let mut data = [0i32; 8];
    // SAFETY: 32 valid bytes.
    unsafe {
        __acc2omp_map_enter(
            data.as_mut_ptr().cast(),
            32,
            PRESENT | HOLD,
            c"a[0:8]".as_ptr(),
        );
    }
}

#[test]
fn update_of_absent_data() {
    if !in_child("update_of_absent_data") {
        let output = run_child(
            "update_of_absent_data",
            &[("ACC_DEVICE_TYPE", "host_discrete")],
        );
        let text = stderr(&output);
        assert_eq!(output.status.code(), Some(1), "{text}");
        assert!(
            text.contains("OpenACC runtime error: update device: 'x' (4 bytes at 0x")
                && text.contains("is not present on the device"),
            "{text}"
        );
        return;
    }
    let mut x = 0f32;
    // SAFETY: 4 valid bytes.
    unsafe { __acc2omp_update((&raw mut x).cast(), 4, 1, c"x".as_ptr()) };
}

#[test]
fn the_host_when_asked() {
    if !in_child("the_host_when_asked") {
        let text = passes(
            "the_host_when_asked",
            &[("ACC_DEVICE_TYPE", "host"), ("ACC2OMP_VERBOSE", "1")],
        );
        assert!(
            text.contains(
                "compute constructs run on the host (shared memory), as ACC_DEVICE_TYPE asks"
            ),
            "{text}"
        );
        return;
    }
    assert_eq!(__acc2omp_offload_kind(), 0);
    let mut x = 1u8;
    let host = (&raw mut x).cast::<c_void>();
    // SAFETY: one valid byte.
    unsafe {
        assert_eq!(__acc2omp_map_enter(host, 1, TO | HOLD, c"x".as_ptr()), host);
        __acc2omp_map_exit(host, 1, FROM | HOLD, c"x".as_ptr());
    }
}

#[test]
fn the_host_without_a_gpu() {
    if !in_child("the_host_without_a_gpu") {
        let text = passes("the_host_without_a_gpu", &[("ACC2OMP_VERBOSE", "1")]);
        assert!(
            text.contains(
                "compute constructs run on the host (shared memory); not an NVIDIA GPU: "
            ),
            "{text}"
        );
        return;
    }
    // No GPU module is loaded here, so even with a GPU the host is chosen.
    assert_eq!(__acc2omp_offload_kind(), 0);
}
