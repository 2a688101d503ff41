//! The present table of a device with its own memory: which host address
//! ranges have device copies, where, and their structured and dynamic
//! reference counts (OpenACC 3.3, 2.6.7). The GPU target drives it through
//! [`DeviceMemory`]; the host, which shares memory, needs none.
//!
//! Every operation either succeeds or returns a [`PresentError`] that names
//! the addresses involved (the caller adds the routine); the table is then
//! unchanged.

use std::collections::BTreeMap;
use std::fmt;

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
    /// Writes a pointer value (an address) to the device at `device`.
    fn write_pointer(&mut self, device: usize, value: usize);
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
    pub fn new() -> PresentTable {
        PresentTable::default()
    }

    /// The present entry that holds all of `[start, start + bytes)`
    /// (`bytes` 0: the byte at `start`), `None` if no entry overlaps it,
    /// an error if one overlaps only part of it.
    fn find(&self, start: usize, bytes: usize) -> Result<Option<usize>, PresentError> {
        let end = start + bytes.max(1);
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
        if copy && bytes > 0 {
            memory.to_device(device, start, bytes);
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
                memory.to_host(key, entry.device, entry.bytes);
            }
            memory.free(entry.device);
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
                memory.to_device(device, start, bytes);
            } else {
                memory.to_host(start, device, bytes);
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
    pub fn unmap(&mut self, start: usize) -> Result<(), PresentError> {
        match self.entries.get(&start) {
            Some(entry) if entry.mapped => {
                if entry.structured > 0 {
                    return Err(PresentError::StillReferenced {
                        start,
                        end: entry.end,
                    });
                }
                self.entries.remove(&start);
                Ok(())
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
        let key = self.present(pointer, size_of::<usize>())?;
        let target_device = match self.device_address(target) {
            Some(address) => address,
            None => {
                return Err(PresentError::NotPresent {
                    start: target,
                    end: target + 1,
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
mod tests {
    use super::*;

    /// Device memory as a byte arena at a distinct address range, with a
    /// fake host memory, recording every copy.
    struct Fake {
        host: Vec<u8>,
        device: Vec<u8>,
        next: usize,
        limit: usize,
        live: BTreeMap<usize, usize>,
        copies: Vec<(&'static str, usize, usize, usize)>,
    }

    const HOST_BASE: usize = 0x1000;
    const DEVICE_BASE: usize = 0x10_0000;

    impl Fake {
        fn new() -> Fake {
            Fake {
                host: (0..=255).cycle().take(4096).collect(),
                device: vec![0; 4096],
                next: DEVICE_BASE,
                limit: 4096,
                live: BTreeMap::new(),
                copies: Vec::new(),
            }
        }
        fn host_byte(&self, address: usize) -> u8 {
            self.host[address - HOST_BASE]
        }
        fn device_byte(&self, address: usize) -> u8 {
            self.device[address - DEVICE_BASE]
        }
    }

    impl DeviceMemory for Fake {
        fn allocate(&mut self, bytes: usize) -> Option<usize> {
            if self.next + bytes > DEVICE_BASE + self.limit {
                return None;
            }
            let address = self.next;
            self.next += bytes;
            self.live.insert(address, bytes);
            Some(address)
        }
        fn free(&mut self, device: usize) {
            assert!(self.live.remove(&device).is_some(), "double free");
        }
        fn to_device(&mut self, device: usize, host: usize, bytes: usize) {
            for i in 0..bytes {
                self.device[device - DEVICE_BASE + i] = self.host[host - HOST_BASE + i];
            }
            self.copies.push(("to_device", device, host, bytes));
        }
        fn to_host(&mut self, host: usize, device: usize, bytes: usize) {
            for i in 0..bytes {
                self.host[host - HOST_BASE + i] = self.device[device - DEVICE_BASE + i];
            }
            self.copies.push(("to_host", device, host, bytes));
        }
        fn write_pointer(&mut self, device: usize, value: usize) {
            let bytes = value.to_le_bytes();
            self.device[device - DEVICE_BASE..device - DEVICE_BASE + bytes.len()]
                .copy_from_slice(&bytes);
        }
    }

    fn pointer_at(fake: &Fake, device: usize) -> usize {
        let mut bytes = [0u8; 8];
        bytes.copy_from_slice(&fake.device[device - DEVICE_BASE..device - DEVICE_BASE + 8]);
        usize::from_le_bytes(bytes)
    }

    #[test]
    fn copyin_copies_once_and_counts_references() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        let a = HOST_BASE + 16;
        let d = t
            .enter(&mut m, a, 64, Count::Dynamic, true)
            .expect("copyin");
        assert_eq!(d, DEVICE_BASE);
        assert_eq!(m.device_byte(d + 5), m.host_byte(a + 5));
        // Present: a reference more, no copy; a subrange maps inside.
        let inner = t
            .enter(&mut m, a + 8, 8, Count::Structured, true)
            .expect("present");
        assert_eq!(inner, d + 8);
        assert_eq!(m.copies.len(), 1);
        assert_eq!(t.counts(a), Some((1, 1)));
        assert!(t.is_present(a, 64) && t.is_present(a + 63, 1) && !t.is_present(a + 63, 2));
        assert_eq!(t.device_address(a + 10), Some(d + 10));
        assert_eq!(t.host_address(d + 10), Some(a + 10));
        assert_eq!(t.host_address(d + 64), None);
    }

    #[test]
    fn copyout_copies_back_when_the_last_reference_goes() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        let a = HOST_BASE;
        let d = t
            .enter(&mut m, a, 32, Count::Dynamic, true)
            .expect("copyin");
        t.enter(&mut m, a, 32, Count::Dynamic, false)
            .expect("create: present");
        m.device[d - DEVICE_BASE + 3] = 0xAB;
        t.exit(&mut m, a, 32, Count::Dynamic, true, false)
            .expect("first copyout");
        assert!(t.is_present(a, 32), "one dynamic reference left");
        assert_ne!(m.host_byte(a + 3), 0xAB);
        t.exit(&mut m, a, 32, Count::Dynamic, true, false)
            .expect("second copyout");
        assert!(t.is_empty());
        assert_eq!(m.host_byte(a + 3), 0xAB);
        assert!(m.live.is_empty(), "device memory freed");
    }

    #[test]
    fn finalize_drops_every_dynamic_reference_but_not_structured_ones() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        let a = HOST_BASE;
        for _ in 0..3 {
            t.enter(&mut m, a, 8, Count::Dynamic, true).expect("copyin");
        }
        t.enter(&mut m, a, 8, Count::Structured, true)
            .expect("data construct");
        t.exit(&mut m, a, 8, Count::Dynamic, false, true)
            .expect("delete finalize");
        assert_eq!(t.counts(a), Some((1, 0)));
        t.exit(&mut m, a, 8, Count::Structured, true, false)
            .expect("end of the construct");
        assert!(t.is_empty());
        assert_eq!(m.copies.last().map(|c| c.0), Some("to_host"));
    }

    #[test]
    fn delete_does_not_copy_back() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        t.enter(&mut m, HOST_BASE, 8, Count::Dynamic, false)
            .expect("create");
        t.exit(&mut m, HOST_BASE, 8, Count::Dynamic, false, false)
            .expect("delete");
        assert!(m.copies.is_empty());
        assert!(t.is_empty());
    }

    #[test]
    fn partial_overlaps_are_errors_and_change_nothing() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        let a = HOST_BASE + 100;
        t.enter(&mut m, a, 50, Count::Dynamic, true)
            .expect("copyin");
        let before = t.counts(a);
        // Starting inside, ending after.
        assert_eq!(
            t.enter(&mut m, a + 40, 20, Count::Dynamic, true),
            Err(PresentError::PartialOverlap {
                start: a + 40,
                end: a + 60,
                present_start: a,
                present_end: a + 50
            })
        );
        // Starting before, ending inside.
        assert!(matches!(
            t.enter(&mut m, a - 10, 20, Count::Dynamic, true),
            Err(PresentError::PartialOverlap { .. })
        ));
        // Containing it.
        assert!(matches!(
            t.exit(&mut m, a - 10, 100, Count::Dynamic, true, false),
            Err(PresentError::PartialOverlap { .. })
        ));
        assert!(matches!(
            t.update(&mut m, a + 49, 2, true),
            Err(PresentError::PartialOverlap { .. })
        ));
        assert_eq!(t.counts(a), before);
        assert_eq!(t.len(), 1);
        // Adjacent ranges are separate data.
        t.enter(&mut m, a + 50, 10, Count::Dynamic, true)
            .expect("adjacent after");
        t.enter(&mut m, a - 10, 10, Count::Dynamic, true)
            .expect("adjacent before");
        assert_eq!(t.len(), 3);
        let message = PresentError::PartialOverlap {
            start: 0x10,
            end: 0x20,
            present_start: 0x18,
            present_end: 0x30,
        }
        .to_string();
        assert_eq!(
            message,
            "host data [0x10, 0x20) is partly present: it overlaps [0x18, 0x30)"
        );
    }

    #[test]
    fn absent_data_is_an_error_for_exit_and_update() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        let error = PresentError::NotPresent {
            start: HOST_BASE,
            end: HOST_BASE + 4,
        };
        assert_eq!(
            t.exit(&mut m, HOST_BASE, 4, Count::Dynamic, true, false),
            Err(error.clone())
        );
        assert_eq!(t.update(&mut m, HOST_BASE, 4, false), Err(error));
        assert_eq!(
            t.enter(&mut m, 0, 4, Count::Dynamic, true),
            Err(PresentError::Null)
        );
        assert_eq!(t.device_address(HOST_BASE), None);
    }

    #[test]
    fn update_copies_the_subrange_only() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        let a = HOST_BASE;
        let d = t
            .enter(&mut m, a, 16, Count::Dynamic, false)
            .expect("create");
        t.update(&mut m, a + 4, 4, true).expect("update device");
        assert_eq!(m.copies, vec![("to_device", d + 4, a + 4, 4)]);
        m.device[d - DEVICE_BASE + 5] = 7;
        t.update(&mut m, a + 5, 1, false).expect("update self");
        assert_eq!(m.host_byte(a + 5), 7);
    }

    #[test]
    fn out_of_memory_is_an_error() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        m.limit = 16;
        assert_eq!(
            t.enter(&mut m, HOST_BASE, 32, Count::Dynamic, true),
            Err(PresentError::OutOfMemory { bytes: 32 })
        );
        assert!(t.is_empty());
    }

    #[test]
    fn mapped_data_stays_until_unmapped() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        let a = HOST_BASE;
        let d = m.allocate(16).expect("acc_malloc");
        t.map(a, d, 16).expect("acc_map_data");
        assert_eq!(
            t.map(a + 4, d, 4),
            Err(PresentError::StillReferenced {
                start: a + 4,
                end: a + 8
            })
        );
        assert!(matches!(
            t.map(a - 4, d, 8),
            Err(PresentError::PartialOverlap { .. })
        ));
        // A copyin/copyout pair neither copies into nor frees it.
        assert_eq!(t.enter(&mut m, a, 16, Count::Dynamic, true), Ok(d));
        t.exit(&mut m, a, 16, Count::Dynamic, true, false)
            .expect("copyout");
        assert!(t.is_present(a, 16));
        assert!(m.copies.is_empty());
        assert_eq!(
            t.unmap(a + 1),
            Err(PresentError::NotMapped { start: a + 1 })
        );
        t.unmap(a).expect("acc_unmap_data");
        assert!(t.is_empty());
        assert_eq!(m.live.len(), 1, "the program's memory is not freed");
        // Unmapping what copyin made is an error.
        t.enter(&mut m, a, 4, Count::Dynamic, true).expect("copyin");
        assert_eq!(t.unmap(a), Err(PresentError::NotMapped { start: a }));
        // A range that contains present data cannot be mapped.
        assert!(matches!(
            t.map(a - 8, d, 32),
            Err(PresentError::PartialOverlap { .. })
        ));
    }

    #[test]
    fn attach_and_detach_count_and_restore_the_pointer() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        let record = HOST_BASE; // a struct holding a pointer at offset 8
        let array = HOST_BASE + 64;
        let record_device = t
            .enter(&mut m, record, 16, Count::Dynamic, true)
            .expect("record");
        // The target must be present.
        assert!(matches!(
            t.attach(&mut m, record + 8, array),
            Err(PresentError::NotPresent { .. })
        ));
        let array_device = t
            .enter(&mut m, array, 32, Count::Dynamic, true)
            .expect("array");
        t.attach(&mut m, record + 8, array + 4).expect("attach");
        assert_eq!(pointer_at(&m, record_device + 8), array_device + 4);
        t.attach(&mut m, record + 8, array + 4)
            .expect("attach again");
        t.detach(&mut m, record + 8, array + 4, false)
            .expect("detach");
        assert_eq!(
            pointer_at(&m, record_device + 8),
            array_device + 4,
            "still attached once"
        );
        t.detach(&mut m, record + 8, array + 4, false)
            .expect("last detach");
        assert_eq!(
            pointer_at(&m, record_device + 8),
            array + 4,
            "the host value back"
        );
        t.attach(&mut m, record + 8, array).expect("attach");
        t.attach(&mut m, record + 8, array).expect("attach");
        t.detach(&mut m, record + 8, array, true)
            .expect("detach finalize");
        assert_eq!(pointer_at(&m, record_device + 8), array);
        // Detaching what is not attached does nothing.
        t.detach(&mut m, record + 8, array, false).expect("no-op");
        // The pointer itself must be present.
        assert!(matches!(
            t.attach(&mut m, HOST_BASE + 200, array),
            Err(PresentError::NotPresent { .. })
        ));
    }

    #[test]
    fn zero_length_data_is_one_byte() {
        let (mut t, mut m) = (PresentTable::new(), Fake::new());
        t.enter(&mut m, HOST_BASE, 0, Count::Dynamic, true)
            .expect("zero bytes");
        assert!(t.is_present(HOST_BASE, 0));
        assert!(m.copies.is_empty());
        t.exit(&mut m, HOST_BASE, 0, Count::Dynamic, true, false)
            .expect("exit");
        assert!(t.is_empty());
        assert!(m.copies.is_empty(), "nothing to copy back");
    }
}
