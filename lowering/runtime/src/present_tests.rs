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
    /// Host ranges said mapped (`host_mapped`), until released.
    mapped: BTreeMap<usize, usize>,
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
            mapped: BTreeMap::new(),
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
    fn device_to_device(&mut self, destination: usize, source: usize, bytes: usize) {
        let (to, from) = (destination - DEVICE_BASE, source - DEVICE_BASE);
        self.device.copy_within(from..from + bytes, to);
    }
    fn host_mapped(&mut self, host: usize, bytes: usize) {
        assert!(self.mapped.insert(host, bytes).is_none(), "mapped twice");
    }
    fn host_released(&mut self, host: usize) {
        assert!(self.mapped.remove(&host).is_some(), "released unmapped");
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
fn the_memory_hears_of_each_host_range_from_its_entry_to_its_exit() {
    // (A GPU memory page-locks a mapped range at its first copy and
    // unlocks it when the data goes.)
    let (mut t, mut m) = (PresentTable::new(), Fake::new());
    let a = HOST_BASE + 16;
    t.enter(&mut m, a, 64, Count::Dynamic, true)
        .expect("copyin");
    t.enter(&mut m, a + 8, 8, Count::Structured, false)
        .expect("present");
    assert_eq!(m.mapped.get(&a), Some(&64));
    assert_eq!(m.mapped.len(), 1);
    t.exit(&mut m, a + 8, 8, Count::Structured, false, false)
        .expect("one reference less");
    assert_eq!(m.mapped.len(), 1);
    t.exit(&mut m, a, 64, Count::Dynamic, true, false)
        .expect("copyout");
    assert!(m.mapped.is_empty());
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

#[test]
fn a_range_past_the_address_space_is_an_error() {
    let (mut t, mut m) = (PresentTable::new(), Fake::new());
    let error = PresentError::Wraps {
        start: HOST_BASE,
        bytes: usize::MAX,
    };
    assert_eq!(
        t.enter(&mut m, HOST_BASE, usize::MAX, Count::Dynamic, true),
        Err(error.clone())
    );
    assert_eq!(t.update(&mut m, HOST_BASE, usize::MAX, true), Err(error));
    assert!(!t.is_present(usize::MAX, 0));
    assert_eq!(t.device_address(usize::MAX), None);
    assert!(matches!(
        t.map(usize::MAX - 1, DEVICE_BASE, 8),
        Err(PresentError::Wraps { .. })
    ));
    assert!(t.is_empty());
}

#[test]
fn a_biased_attachment_points_before_the_present_data() {
    // A row `a[i][2:4]` of doubles: `a[i]` points 16 bytes before the
    // present data; the device pointer the same 16 bytes before its copy.
    let (mut t, mut m) = (PresentTable::new(), Fake::new());
    let slot = HOST_BASE;
    let row = HOST_BASE + 64;
    let slot_device = t
        .enter(&mut m, slot, 8, Count::Structured, true)
        .expect("pointer array");
    let data_device = t
        .enter(&mut m, row + 16, 32, Count::Structured, true)
        .expect("row");
    assert!(matches!(
        t.attach(&mut m, slot, row),
        Err(PresentError::NotPresent { .. })
    ));
    t.attach_biased(&mut m, slot, row, 16).expect("attach");
    assert_eq!(pointer_at(&m, slot_device), data_device - 16);
    t.detach(&mut m, slot, row, false).expect("detach");
    assert_eq!(pointer_at(&m, slot_device), row, "the host value back");
}
