//! The present table of a device with its own memory: which host address
//! ranges have device copies, where, and their structured and dynamic
//! reference counts (OpenACC 3.3, 2.6.7). The GPU target drives it through
//! [`DeviceMemory`]; the host, which shares memory, needs none.
//!
//! Every operation either succeeds or returns a [`PresentError`] that names
//! the addresses involved (the caller adds the routine); the table is then
//! unchanged.

use crate::prof_events::{self as prof, event};
use std::collections::BTreeMap;
use std::fmt;
use std::ptr::null_mut;

/// The memory of a device: allocation and copies (device addresses are
/// plain integers).
pub trait DeviceMemory {
    /// `bytes` of device memory, or `None` when there is not enough.
    fn allocate(&mut self, bytes: usize) -> Option<usize>;
    fn free(&mut self, device: usize);
    /// Copies `bytes` from the host at `host` to the device at `device`.
    fn to_device(&mut self, device: usize, host: usize, bytes: usize);
    /// Copies `bytes` from the device at `device` to the host at `host`.
    fn to_host(&mut self, host: usize, device: usize, bytes: usize);
    /// Copies `bytes` from the device at `source` to the device at
    /// `destination` (the ranges may overlap).
    fn device_to_device(&mut self, destination: usize, source: usize, bytes: usize);
    /// Writes a pointer value (an address) to the device at `device`.
    fn write_pointer(&mut self, device: usize, value: usize);
    /// `bytes` of the host at `host` have a device copy from now until
    /// [`DeviceMemory::host_released`]: the memory may make their copies
    /// faster (the GPU's page-locks a large range at its first copy).
    fn host_mapped(&mut self, _host: usize, _bytes: usize) {}
    /// The device copy of the host range at `host` is gone.
    fn host_released(&mut self, _host: usize) {}
    /// Writes `bytes` zero bytes to the device at `device`.
    fn zero(&mut self, device: usize, bytes: usize) {
        // In pieces below the size the GPU page-locks for a copy.
        const PIECE: usize = 64 * 1024;
        let zeros = vec![0u8; PIECE.min(bytes)];
        let mut done = 0;
        while done < bytes {
            let piece = PIECE.min(bytes - done);
            self.to_device(device + done, zeros.as_ptr() as usize, piece);
            done += piece;
        }
    }
}

/// Copies to the device, between the profiling interface's upload events.
fn upload(memory: &mut dyn DeviceMemory, device: usize, host: usize, bytes: usize) {
    let tool_info = prof::data(event::ENQUEUE_UPLOAD_START, host, device, bytes, null_mut());
    memory.to_device(device, host, bytes);
    prof::data(event::ENQUEUE_UPLOAD_END, host, device, bytes, tool_info);
}

/// Copies to the host, between the profiling interface's download events.
fn download(memory: &mut dyn DeviceMemory, host: usize, device: usize, bytes: usize) {
    let tool_info = prof::data(
        event::ENQUEUE_DOWNLOAD_START,
        host,
        device,
        bytes,
        null_mut(),
    );
    memory.to_host(host, device, bytes);
    prof::data(event::ENQUEUE_DOWNLOAD_END, host, device, bytes, tool_info);
}

/// What a new device copy starts with.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fill {
    /// The host's values (`copyin`, `copy`).
    Host,
    /// Zero bytes (the `zero` modifier of `create` and `copyout`).
    Zero,
    /// Whatever the allocation holds (`create`, `copyout`).
    Nothing,
}

/// Which reference count an operation changes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Count {
    /// Data constructs and compute constructs' data clauses.
    Structured,
    /// `enter data`/`exit data` and the `acc_copyin`... routines.
    Dynamic,
}

/// What an operation found wrong.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PresentError {
    /// `[start, end)` overlaps present data `[present_start, present_end)`
    /// without lying inside it.
    PartialOverlap {
        start: usize,
        end: usize,
        present_start: usize,
        present_end: usize,
    },
    /// `[start, end)` is not present (wholly or in part).
    NotPresent { start: usize, end: usize },
    /// The device has not `bytes` of memory left.
    OutOfMemory { bytes: usize },
    /// `acc_unmap_data` of data `acc_map_data` did not map.
    NotMapped { start: usize },
    /// `acc_map_data` of data already present, or an `acc_unmap_data` or
    /// `exit data` while a structured reference remains.
    StillReferenced { start: usize, end: usize },
    /// A null host address with a non-zero length.
    Null,
    /// `[start, start + bytes)` runs past the end of the address space (a
    /// length no program can have: a corrupted or negative one).
    Wraps { start: usize, bytes: usize },
}

impl fmt::Display for PresentError {
    fn fmt(&self, f: &mut fmt::Formatter) -> fmt::Result {
        match self {
            PresentError::PartialOverlap {
                start,
                end,
                present_start,
                present_end,
            } => write!(
                f,
                "host data [{start:#x}, {end:#x}) is partly present: it overlaps [{present_start:#x}, {present_end:#x})"
            ),
            PresentError::NotPresent { start, end } => {
                write!(
                    f,
                    "host data [{start:#x}, {end:#x}) is not present on the device"
                )
            }
            PresentError::OutOfMemory { bytes } => {
                write!(f, "out of device memory ({bytes} bytes requested)")
            }
            PresentError::NotMapped { start } => {
                write!(f, "host data at {start:#x} was not mapped by acc_map_data")
            }
            PresentError::StillReferenced { start, end } => write!(
                f,
                "host data [{start:#x}, {end:#x}) is present with a structured reference or was already mapped"
            ),
            PresentError::Null => write!(f, "a null host address with a non-zero length"),
            PresentError::Wraps { start, bytes } => write!(
                f,
                "host data at {start:#x} of {bytes} bytes runs past the end of the address space"
            ),
        }
    }
}

/// One present host range.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Entry {
    end: usize,
    /// The length the program gave (`end` covers at least one byte).
    bytes: usize,
    device: usize,
    structured: usize,
    dynamic: usize,
    /// Mapped by `acc_map_data`: the device memory is the program's, never
    /// freed here, and the entry goes only with `acc_unmap_data`.
    mapped: bool,
    /// Attachment counts of the pointers inside the range, by host address.
    attachments: BTreeMap<usize, usize>,
}

/// The present table of one device.
#[derive(Debug, Default)]
pub struct PresentTable {
    /// By host start address.
    entries: BTreeMap<usize, Entry>,
}

impl PresentTable {
    /// An empty table (`const`: the offload layer keeps its tables in
    /// statics).
    pub const fn new() -> PresentTable {
        PresentTable {
            entries: BTreeMap::new(),
        }
    }

    /// The present entry that holds all of `[start, start + bytes)`
    /// (`bytes` 0: the byte at `start`), `None` if no entry overlaps it,
    /// an error if one overlaps only part of it.
    fn find(&self, start: usize, bytes: usize) -> Result<Option<usize>, PresentError> {
        // Every other computation of the end follows this check.
        let end = start
            .checked_add(bytes.max(1))
            .ok_or(PresentError::Wraps { start, bytes })?;
        // The last entry starting before `end`: the only one that can hold
        // `start`; any other overlapping one starts inside the range.
        if let Some((&key, entry)) = self.entries.range(..end).next_back() {
            if key <= start && entry.end >= end {
                return Ok(Some(key));
            }
            if entry.end > start {
                return Err(PresentError::PartialOverlap {
                    start,
                    end,
                    present_start: key,
                    present_end: entry.end,
                });
            }
        }
        Ok(None)
    }

    /// The key of the entry that holds all of `[start, start + bytes)`; an
    /// error when it is absent or only partly present.
    fn present(&self, start: usize, bytes: usize) -> Result<usize, PresentError> {
        self.find(start, bytes)?.ok_or(PresentError::NotPresent {
            start,
            end: start + bytes.max(1),
        })
    }

    /// Whether `[start, start + bytes)` is wholly present.
    pub fn is_present(&self, start: usize, bytes: usize) -> bool {
        matches!(self.find(start, bytes), Ok(Some(_)))
    }

    /// The device address of the host address `host` (inside present data).
    pub fn device_address(&self, host: usize) -> Option<usize> {
        let key = self.find(host, 0).ok()??;
        Some(self.entries[&key].device + (host - key))
    }

    /// The host address of the device address `device`.
    pub fn host_address(&self, device: usize) -> Option<usize> {
        self.entries.iter().find_map(|(&key, entry)| {
            let length = entry.end - key;
            (entry.device <= device && device < entry.device + length.max(1))
                .then(|| key + (device - entry.device))
        })
    }

    /// The structured and dynamic reference counts of the data at `host`.
    pub fn counts(&self, host: usize) -> Option<(usize, usize)> {
        let key = self.find(host, 0).ok()??;
        let entry = &self.entries[&key];
        Some((entry.structured, entry.dynamic))
    }

    /// `copyin` (`copy` = true) or `create`: a reference to present data,
    /// or new device memory (initialized from the host for `copyin`).
    /// Returns the device address of `start`.
    pub fn enter(
        &mut self,
        memory: &mut dyn DeviceMemory,
        start: usize,
        bytes: usize,
        count: Count,
        copy: bool,
    ) -> Result<usize, PresentError> {
        let fill = if copy { Fill::Host } else { Fill::Nothing };
        self.enter_filled(memory, start, bytes, count, fill)
    }

    /// [`PresentTable::enter`], a new copy starting with `fill`.
    pub fn enter_filled(
        &mut self,
        memory: &mut dyn DeviceMemory,
        start: usize,
        bytes: usize,
        count: Count,
        fill: Fill,
    ) -> Result<usize, PresentError> {
        if start == 0 {
            return Err(PresentError::Null);
        }
        if let Some(key) = self.find(start, bytes)? {
            let entry = self.entries.get_mut(&key).expect("found");
            match count {
                Count::Structured => entry.structured += 1,
                Count::Dynamic => entry.dynamic += 1,
            }
            return Ok(entry.device + (start - key));
        }
        let device = memory
            .allocate(bytes.max(1))
            .ok_or(PresentError::OutOfMemory { bytes })?;
        // (The profiling interface's events: each new entry has memory of
        // its own, allocated for it.)
        prof::data(event::ALLOC, start, device, bytes, null_mut());
        prof::data(event::CREATE, start, device, bytes, null_mut());
        memory.host_mapped(start, bytes);
        match fill {
            Fill::Host if bytes > 0 => upload(memory, device, start, bytes),
            Fill::Zero if bytes > 0 => memory.zero(device, bytes),
            _ => {}
        }
        self.entries.insert(
            start,
            Entry {
                end: start + bytes.max(1),
                bytes,
                device,
                structured: usize::from(count == Count::Structured),
                dynamic: usize::from(count == Count::Dynamic),
                mapped: false,
                attachments: BTreeMap::new(),
            },
        );
        Ok(device)
    }

    /// `copyout` (`copy` = true) or `delete`: one reference less (all the
    /// dynamic ones with `finalize`); when none is left the data goes,
    /// copied back to the host first for `copyout`. Absent data is an
    /// error (the routines check `acc_is_present` semantics first where the
    /// specification makes absence a no-op).
    pub fn exit(
        &mut self,
        memory: &mut dyn DeviceMemory,
        start: usize,
        bytes: usize,
        count: Count,
        copy: bool,
        finalize: bool,
    ) -> Result<(), PresentError> {
        let key = self.present(start, bytes)?;
        let entry = self.entries.get_mut(&key).expect("found");
        match count {
            Count::Structured => entry.structured = entry.structured.saturating_sub(1),
            Count::Dynamic if finalize => entry.dynamic = 0,
            Count::Dynamic => entry.dynamic = entry.dynamic.saturating_sub(1),
        }
        if entry.structured == 0 && entry.dynamic == 0 && !entry.mapped {
            let entry = self.entries.remove(&key).expect("found");
            if copy && entry.bytes > 0 {
                download(memory, key, entry.device, entry.bytes);
            }
            prof::data(event::DELETE, key, entry.device, entry.bytes, null_mut());
            prof::data(event::FREE, key, entry.device, entry.bytes, null_mut());
            memory.free(entry.device);
            memory.host_released(key);
        }
        Ok(())
    }

    /// `update device` (`to_device`) or `update self` of present data.
    pub fn update(
        &mut self,
        memory: &mut dyn DeviceMemory,
        start: usize,
        bytes: usize,
        to_device: bool,
    ) -> Result<(), PresentError> {
        let key = self.present(start, bytes)?;
        let device = self.entries[&key].device + (start - key);
        if bytes > 0 {
            if to_device {
                upload(memory, device, start, bytes);
            } else {
                download(memory, start, device, bytes);
            }
        }
        Ok(())
    }

    /// `acc_map_data`: `[start, start + bytes)` is present at `device`
    /// (memory the program allocated) until `acc_unmap_data`.
    pub fn map(&mut self, start: usize, device: usize, bytes: usize) -> Result<(), PresentError> {
        if start == 0 {
            return Err(PresentError::Null);
        }
        if self.find(start, bytes)?.is_some() {
            return Err(PresentError::StillReferenced {
                start,
                end: start + bytes.max(1),
            });
        }
        // A range that contains present data (find only sees the entry
        // before its end).
        if let Some((&key, entry)) = self.entries.range(start..start + bytes.max(1)).next() {
            return Err(PresentError::PartialOverlap {
                start,
                end: start + bytes.max(1),
                present_start: key,
                present_end: entry.end,
            });
        }
        self.entries.insert(
            start,
            Entry {
                end: start + bytes.max(1),
                bytes,
                device,
                structured: 0,
                dynamic: 0,
                mapped: true,
                attachments: BTreeMap::new(),
            },
        );
        Ok(())
    }

    /// `acc_unmap_data`: the mapping `acc_map_data` made at `start` goes
    /// (the device memory stays the program's).
    /// Returns the mapping's device address and length.
    pub fn unmap(&mut self, start: usize) -> Result<(usize, usize), PresentError> {
        match self.entries.get(&start) {
            Some(entry) if entry.mapped => {
                if entry.structured > 0 {
                    return Err(PresentError::StillReferenced {
                        start,
                        end: entry.end,
                    });
                }
                let entry = self.entries.remove(&start).expect("found");
                Ok((entry.device, entry.bytes))
            }
            _ => Err(PresentError::NotMapped { start }),
        }
    }

    /// `acc_attach`: the device copy of the pointer at `pointer` (present
    /// data) is made to point to the device copy of its target `target`
    /// (present data) on the first attachment; later ones count.
    pub fn attach(
        &mut self,
        memory: &mut dyn DeviceMemory,
        pointer: usize,
        target: usize,
    ) -> Result<(), PresentError> {
        self.attach_biased(memory, pointer, target, 0)
    }

    /// `attach` of a pointer whose present data starts `bias` bytes after
    /// its target (a row `a[i][lo2:m]` of a pointer-to-pointer section:
    /// `a[i]` points `lo2` elements before it): the device pointer is the
    /// device address of `target + bias` less `bias`, as OpenMP's attach
    /// with a bias.
    pub fn attach_biased(
        &mut self,
        memory: &mut dyn DeviceMemory,
        pointer: usize,
        target: usize,
        bias: usize,
    ) -> Result<(), PresentError> {
        let key = self.present(pointer, size_of::<usize>())?;
        let target_device = match self.device_address(target + bias) {
            Some(address) => address.wrapping_sub(bias),
            None => {
                return Err(PresentError::NotPresent {
                    start: target + bias,
                    end: (target + bias).saturating_add(1),
                });
            }
        };
        let entry = self.entries.get_mut(&key).expect("found");
        let device_pointer = entry.device + (pointer - key);
        let count = entry.attachments.entry(pointer).or_insert(0);
        if *count == 0 {
            memory.write_pointer(device_pointer, target_device);
        }
        *count += 1;
        Ok(())
    }

    /// `acc_detach` (all attachments with `finalize`): on the last one the
    /// device copy of the pointer gets the host pointer's value `value`
    /// back. Detaching a pointer that is not attached does nothing.
    pub fn detach(
        &mut self,
        memory: &mut dyn DeviceMemory,
        pointer: usize,
        value: usize,
        finalize: bool,
    ) -> Result<(), PresentError> {
        let key = self.present(pointer, size_of::<usize>())?;
        let entry = self.entries.get_mut(&key).expect("found");
        let device_pointer = entry.device + (pointer - key);
        if let Some(count) = entry.attachments.get_mut(&pointer) {
            *count = if finalize { 0 } else { *count - 1 };
            if *count == 0 {
                entry.attachments.remove(&pointer);
                memory.write_pointer(device_pointer, value);
            }
        }
        Ok(())
    }

    /// How many host ranges are present.
    pub fn len(&self) -> usize {
        self.entries.len()
    }

    pub fn is_empty(&self) -> bool {
        self.entries.is_empty()
    }
}

#[cfg(test)]
#[path = "present_tests.rs"]
mod tests;
