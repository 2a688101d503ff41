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

#[test]
fn emulated_device_data_routines() {
    use acc2omp_runtime::data::*;
    if !in_child("emulated_device_data_routines") {
        let text = passes(
            "emulated_device_data_routines",
            &[
                ("ACC_DEVICE_TYPE", "host_discrete"),
                ("ACC2OMP_VERBOSE", "1"),
            ],
        );
        // The message says which constructs use the device: a host
        // build's run on the host, with the host's data.
        assert!(
            text.contains(
                "acc2omp: compute constructs run on the emulated discrete device (the host's \
                 cores, with separate memory) (those compiled with --offload-arch, and the data \
                 directives and routines; those compiled without it run on the host, with the \
                 host's data)"
            ),
            "{text}"
        );
        return;
    }
    let mut data: Vec<u32> = (0..16).collect();
    let host = data.as_mut_ptr().cast::<c_void>();
    // SAFETY: 64 valid bytes at `host`, device addresses from the runtime.
    unsafe {
        let device = acc_copyin(host, 64);
        assert!(!device.is_null() && device != host);
        assert_eq!(acc_is_present(host, 64), 1);
        assert_eq!(acc_deviceptr(host), device);
        assert_eq!(
            acc_hostptr(device.cast::<u8>().add(4).cast()),
            host.cast::<u8>().add(4).cast()
        );
        // The directives see the routines' data, and the reverse.
        assert_eq!(
            __acc2omp_map_enter(host, 64, PRESENT | HOLD, c"data".as_ptr()),
            device
        );
        __acc2omp_map_exit(host, 64, HOLD, c"data".as_ptr());
        *device.cast::<u32>().add(2) = 99;
        acc_update_self(host.cast::<u32>().add(2).cast(), 4);
        assert_eq!(data[2], 99);
        data[3] = 77;
        acc_copyout(host, 64);
        assert_eq!(data[3], 3, "copyout brings the device's values back");
        assert_eq!(acc_is_present(host, 64), 0);
        assert!(acc_deviceptr(host).is_null());
        acc_copyout(host, 64); // absent: nothing

        // acc_malloc'ed memory, mapped, copied into and out of.
        let memory = acc_malloc(64);
        assert_eq!(memory as usize % 64, 0);
        acc_map_data(host, memory, 64);
        assert_eq!(acc_deviceptr(host), memory);
        let values: Vec<u32> = (100..116).collect();
        acc_memcpy_to_device(memory, values.as_ptr().cast_mut().cast(), 64);
        acc_memcpy_device(memory, memory.cast::<u8>().add(4).cast(), 8);
        acc_update_self(host, 64);
        assert_eq!(&data[..4], &[101, 102, 102, 103]);
        acc_unmap_data(host);
        assert_eq!(acc_is_present(host, 64), 0);
        let mut back = [0u32; 2];
        acc_memcpy_from_device(
            back.as_mut_ptr().cast(),
            memory.cast::<u8>().add(60).cast(),
            4,
        );
        assert_eq!(back[0], 115);
        acc_free(memory);

        // A pointer in present data attached to its target's device copy.
        let mut target = [1.5f64; 4];
        let mut record: [*mut f64; 1] = [target.as_mut_ptr()];
        let record_device = acc_create(record.as_mut_ptr().cast(), 8).cast::<*mut f64>();
        let target_device = acc_copyin(target.as_mut_ptr().cast(), 32);
        acc_attach(record.as_mut_ptr().cast());
        assert_eq!(*record_device, target_device.cast::<f64>());
        acc_detach(record.as_mut_ptr().cast());
        assert_eq!(*record_device, target.as_mut_ptr());
        acc_delete_finalize(record.as_mut_ptr().cast(), 8);
        acc_delete(target.as_mut_ptr().cast(), 32);
        assert_eq!(acc_is_present(target.as_mut_ptr().cast(), 32), 0);
        // Attaching a pointer that is not present does nothing.
        acc_attach(record.as_mut_ptr().cast());
    }
}
