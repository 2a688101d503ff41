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
#[derive(Debug)]
pub struct CudaMemory {
    driver: &'static Driver,
}

impl CudaMemory {
    pub fn new(driver: &'static Driver) -> CudaMemory {
        CudaMemory { driver }
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
        let driver = self.driver;
        driver.bind();
        // SAFETY: see the module's documentation.
        let result =
            unsafe { (driver.api.cuMemcpyHtoD_v2)(device as CUdeviceptr, host as *const _, bytes) };
        driver.check(result, || {
            format!("cuMemcpyHtoD_v2 of {bytes} bytes from {host:#x} to device {device:#x}")
        });
    }

    fn to_host(&mut self, host: usize, device: usize, bytes: usize) {
        let driver = self.driver;
        driver.bind();
        // SAFETY: see the module's documentation.
        let result =
            unsafe { (driver.api.cuMemcpyDtoH_v2)(host as *mut _, device as CUdeviceptr, bytes) };
        driver.check(result, || {
            format!("cuMemcpyDtoH_v2 of {bytes} bytes from device {device:#x} to {host:#x}")
        });
    }

    fn device_to_device(&mut self, destination: usize, source: usize, bytes: usize) {
        let driver = self.driver;
        driver.bind();
        // SAFETY: two ranges of device memory (`acc_memcpy_device`'s
        // contract).
        let result = unsafe {
            (driver.api.cuMemcpyDtoD_v2)(destination as CUdeviceptr, source as CUdeviceptr, bytes)
        };
        driver.check(result, || {
            format!("cuMemcpyDtoD_v2 of {bytes} bytes from device {source:#x} to device {destination:#x}")
        });
    }

    fn write_pointer(&mut self, device: usize, value: usize) {
        let bytes = value.to_ne_bytes();
        self.to_device(device, bytes.as_ptr() as usize, bytes.len());
    }
}

#[cfg(test)]
#[path = "memory_tests.rs"]
mod tests;
