//! The memories of the devices that do not share the host's: the emulated
//! discrete device's ([`EmulatedMemory`]) and the NVIDIA GPU's
//! ([`CudaMemory`]), each a [`DeviceMemory`] the present table drives.
//!
//! Addresses are plain integers, as the present table keeps them. The host
//! ranges come from the program through the offload entry points (their
//! contract: `bytes` valid bytes at `host`); the device ranges are the
//! allocations made here, which the table never uses past their length.

use crate::cuda::{CUDA_ERROR_OUT_OF_MEMORY, CUdeviceptr, Driver};
use crate::present::DeviceMemory;
use crate::profile::{self, Kind};
use std::alloc::Layout;
use std::collections::BTreeMap;

/// The alignment of the emulated device's allocations: what `malloc` and
/// `cuMemAlloc` give at least, so that code that relies on the alignment
/// of device copies (vector loads) behaves as on a GPU.
pub const ALIGNMENT: usize = 64;

/// What a fresh allocation of the emulated device holds when poisoning is
/// on: a byte pattern that is neither zero nor a plausible small integer
/// or float, so a program that reads device data it never copied in (a
/// missing `copyin`) prints visibly wrong values.
pub const POISON: u8 = 0xA5;

/// The emulated discrete device's memory: allocations of the system
/// allocator, apart from the program's own, each remembered with its
/// layout so that [`DeviceMemory::free`] can release it.
#[derive(Debug, Default)]
pub struct EmulatedMemory {
    blocks: BTreeMap<usize, Layout>,
    poison: bool,
}

impl EmulatedMemory {
    /// A memory whose fresh allocations hold [`POISON`] bytes (`poison`)
    /// or whatever the allocator left there.
    pub const fn new(poison: bool) -> EmulatedMemory {
        EmulatedMemory {
            blocks: BTreeMap::new(),
            poison,
        }
    }

    /// How many allocations are live.
    pub fn live(&self) -> usize {
        self.blocks.len()
    }
}

impl DeviceMemory for EmulatedMemory {
    fn allocate(&mut self, bytes: usize) -> Option<usize> {
        let layout = Layout::from_size_align(bytes.max(1), ALIGNMENT).ok()?;
        // SAFETY: the layout's size is not zero.
        let block = unsafe { std::alloc::alloc(layout) };
        if block.is_null() {
            return None;
        }
        if self.poison {
            // SAFETY: the block has `layout.size()` bytes.
            unsafe { std::ptr::write_bytes(block, POISON, layout.size()) };
        }
        self.blocks.insert(block as usize, layout);
        Some(block as usize)
    }

    fn free(&mut self, device: usize) {
        // The table frees only what it allocated; anything else is left.
        if let Some(layout) = self.blocks.remove(&device) {
            // SAFETY: allocated above with this layout, freed once.
            unsafe { std::alloc::dealloc(device as *mut u8, layout) };
        }
    }

    fn to_device(&mut self, device: usize, host: usize, bytes: usize) {
        // SAFETY: see the module's documentation; the program's memory and
        // a separate allocation never overlap.
        unsafe { std::ptr::copy_nonoverlapping(host as *const u8, device as *mut u8, bytes) }
    }

    fn to_host(&mut self, host: usize, device: usize, bytes: usize) {
        // SAFETY: as for `to_device`.
        unsafe { std::ptr::copy_nonoverlapping(device as *const u8, host as *mut u8, bytes) }
    }

    fn device_to_device(&mut self, destination: usize, source: usize, bytes: usize) {
        // SAFETY: two ranges of device memory (`acc_memcpy_device`'s
        // contract); they may overlap.
        unsafe { std::ptr::copy(source as *const u8, destination as *mut u8, bytes) }
    }

    fn write_pointer(&mut self, device: usize, value: usize) {
        // SAFETY: the table writes inside present data, at any alignment.
        unsafe { std::ptr::write_unaligned(device as *mut usize, value) }
    }
}

impl Drop for EmulatedMemory {
    fn drop(&mut self) {
        for (block, layout) in std::mem::take(&mut self.blocks) {
            // SAFETY: allocated with this layout and not freed yet.
            unsafe { std::alloc::dealloc(block as *mut u8, layout) };
        }
    }
}

/// The NVIDIA GPU's memory, through the driver. A failed copy or free ends
/// the program (it cannot go on with data in an unknown state); a failed
/// allocation for want of memory is the table's `OutOfMemory` error.
///
/// Host ranges of at least [`PIN_MIN`] bytes with a device copy are
/// page-locked (`cuMemHostRegister`) at their first copy and unlocked when
/// the copy goes: the driver then moves them by DMA at the link's speed
/// (about 55 GB/s each way on an H100's PCIe 5 link) instead of through its
/// staging buffers (7 to 11 GB/s from pageable memory). Locking costs about
/// as much as one pageable copy, so it pays from the second copy of a
/// range, and for copies to the device at once; data that is never copied
/// (`create`) is never locked. A range the driver will not lock (read-only
/// memory, a page already locked by another range) is copied as it is.
/// `ACC2OMP_PIN=0` turns locking off.
#[derive(Debug)]
pub struct CudaMemory {
    driver: &'static Driver,
    /// The host ranges with a device copy, by start: their length, and
    /// whether locking them was tried yet (`Some(true)`: locked).
    ranges: BTreeMap<usize, (usize, Option<bool>)>,
    pin: bool,
}

/// The smallest host range worth page-locking (1 MiB: a lock's fixed cost
/// is about what copying that much more slowly costs).
pub const PIN_MIN: usize = 1 << 20;

impl CudaMemory {
    pub fn new(driver: &'static Driver) -> CudaMemory {
        CudaMemory {
            driver,
            ranges: BTreeMap::new(),
            pin: std::env::var("ACC2OMP_PIN").map_or(true, |v| v != "0"),
        }
    }

    /// Before a copy of `bytes` at `host`: locks the mapped range that
    /// holds it, the first time, when it is large enough.
    fn lock_for_copy(&mut self, host: usize, bytes: usize) {
        if !self.pin || bytes < PIN_MIN {
            return;
        }
        let Some((&start, range)) = self.ranges.range_mut(..=host).next_back() else {
            return;
        };
        let (length, locked) = range;
        if host + bytes > start + *length || locked.is_some() {
            return;
        }
        let driver = self.driver;
        driver.bind();
        // SAFETY: a host range the program mapped (its memory, valid until
        // the mapping ends, when `host_released` unlocks it); flags 0.
        let result = profile::timed(Kind::PageLock, *length, || unsafe {
            (driver.api.cuMemHostRegister_v2)(start as *mut _, *length, 0)
        });
        *locked = Some(result == crate::cuda::CUDA_SUCCESS);
        crate::offload::trace(|| {
            format!(
                "page-lock {length} bytes at {start:#x}: {}",
                if result == crate::cuda::CUDA_SUCCESS {
                    "done".to_string()
                } else {
                    format!("not done ({}), copied as pageable", driver.describe(result))
                }
            )
        });
    }
}

impl DeviceMemory for CudaMemory {
    fn allocate(&mut self, bytes: usize) -> Option<usize> {
        let driver = self.driver;
        driver.bind();
        let mut device: CUdeviceptr = 0;
        // SAFETY: a live local of the prototype's type.
        let result = unsafe { (driver.api.cuMemAlloc_v2)(&mut device, bytes.max(1)) };
        if result == CUDA_ERROR_OUT_OF_MEMORY {
            return None;
        }
        driver.check(result, || format!("cuMemAlloc_v2 of {bytes} bytes"));
        usize::try_from(device).ok()
    }

    fn free(&mut self, device: usize) {
        let driver = self.driver;
        driver.bind();
        // SAFETY: an allocation of `allocate`, freed once.
        let result = unsafe { (driver.api.cuMemFree_v2)(device as CUdeviceptr) };
        driver.check(result, || {
            format!("cuMemFree_v2 of device memory at {device:#x}")
        });
    }

    fn to_device(&mut self, device: usize, host: usize, bytes: usize) {
        self.lock_for_copy(host, bytes);
        let driver = self.driver;
        driver.bind();
        // SAFETY: see the module's documentation.
        let result = profile::timed(Kind::ToDevice, bytes, || unsafe {
            (driver.api.cuMemcpyHtoD_v2)(device as CUdeviceptr, host as *const _, bytes)
        });
        driver.check(result, || {
            format!("cuMemcpyHtoD_v2 of {bytes} bytes from {host:#x} to device {device:#x}")
        });
    }

    fn to_host(&mut self, host: usize, device: usize, bytes: usize) {
        self.lock_for_copy(host, bytes);
        let driver = self.driver;
        driver.bind();
        // SAFETY: see the module's documentation.
        let result = profile::timed(Kind::ToHost, bytes, || unsafe {
            (driver.api.cuMemcpyDtoH_v2)(host as *mut _, device as CUdeviceptr, bytes)
        });
        driver.check(result, || {
            format!("cuMemcpyDtoH_v2 of {bytes} bytes from device {device:#x} to {host:#x}")
        });
    }

    fn device_to_device(&mut self, destination: usize, source: usize, bytes: usize) {
        let driver = self.driver;
        driver.bind();
        // SAFETY: two ranges of device memory (`acc_memcpy_device`'s
        // contract).
        let result = profile::timed(Kind::DeviceToDevice, bytes, || unsafe {
            (driver.api.cuMemcpyDtoD_v2)(destination as CUdeviceptr, source as CUdeviceptr, bytes)
        });
        driver.check(result, || {
            format!("cuMemcpyDtoD_v2 of {bytes} bytes from device {source:#x} to device {destination:#x}")
        });
    }

    fn write_pointer(&mut self, device: usize, value: usize) {
        let bytes = value.to_ne_bytes();
        self.to_device(device, bytes.as_ptr() as usize, bytes.len());
    }

    fn host_mapped(&mut self, host: usize, bytes: usize) {
        if bytes >= PIN_MIN {
            self.ranges.insert(host, (bytes, None));
        }
    }

    fn host_released(&mut self, host: usize) {
        if let Some((_, Some(true))) = self.ranges.remove(&host) {
            let driver = self.driver;
            driver.bind();
            // SAFETY: a range `lock_for_copy` locked. The program may have
            // freed it already (a misuse OpenACC leaves undefined): the
            // driver's error is then ignored, as the range is gone anyway.
            let _ = unsafe { (driver.api.cuMemHostUnregister)(host as *mut _) };
        }
    }
}

#[cfg(test)]
#[path = "memory_tests.rs"]
mod tests;
