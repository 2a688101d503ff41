use super::*;
use crate::present::{Count, PresentTable};

fn address<T>(data: &[T]) -> usize {
    data.as_ptr() as usize
}

/// The address of memory the device copies into.
fn address_mut<T>(data: &mut [T]) -> usize {
    data.as_mut_ptr() as usize
}

/// The `bytes` bytes of the emulated device at `device`.
fn device_bytes(device: usize, bytes: usize) -> Vec<u8> {
    // SAFETY: the tests read inside allocations they made.
    unsafe { std::slice::from_raw_parts(device as *const u8, bytes) }.to_vec()
}

#[test]
fn allocations_are_aligned_poisoned_and_freed() {
    let mut memory = EmulatedMemory::new(true);
    let blocks: Vec<usize> = [1, 3, 64, 100, 0]
        .iter()
        .map(|&bytes| memory.allocate(bytes).expect("allocated"))
        .collect();
    assert_eq!(memory.live(), 5);
    for &block in &blocks {
        assert_eq!(block % ALIGNMENT, 0, "{block:#x} is aligned");
    }
    assert!(device_bytes(blocks[3], 100).iter().all(|&b| b == POISON));
    // A zero-length allocation is one byte, distinct from the others.
    assert_eq!(device_bytes(blocks[4], 1), vec![POISON]);
    for block in blocks {
        memory.free(block);
    }
    assert_eq!(memory.live(), 0);
    // An address it did not allocate is left alone.
    memory.free(0x1000);
}

#[test]
fn copies_go_both_ways() {
    let mut memory = EmulatedMemory::new(false);
    let source: Vec<u8> = (0..200u8).collect();
    let mut back = vec![0u8; 200];
    let device = memory.allocate(200).expect("allocated");
    memory.to_device(device, address(&source), 200);
    assert_eq!(device_bytes(device, 200), source);
    memory.to_host(address_mut(&mut back) + 10, device + 20, 50);
    assert_eq!(&back[10..60], &source[20..70]);
    assert!(back[..10].iter().chain(&back[60..]).all(|&b| b == 0));
    memory.write_pointer(device + 3, 0x1122_3344_5566_7788);
    let written = device_bytes(device + 3, 8);
    assert_eq!(written, 0x1122_3344_5566_7788usize.to_ne_bytes());
    memory.to_host(address_mut(&mut back), device, 200);
    back[3..11].copy_from_slice(&source[3..11]);
    assert_eq!(back, source, "only the pointer's bytes changed");
    memory.free(device);
}

#[test]
fn dropping_the_memory_frees_what_is_left() {
    let mut memory = EmulatedMemory::new(true);
    memory.allocate(1 << 20).expect("allocated");
    memory.allocate(16).expect("allocated");
    drop(memory); // Miri or a leak checker would object otherwise.
}

#[test]
fn an_impossible_allocation_is_out_of_memory() {
    let mut memory = EmulatedMemory::new(false);
    assert_eq!(memory.allocate(usize::MAX - 8), None);
    let mut table = PresentTable::new();
    let host = [0u8; 4];
    assert!(
        table
            .enter(
                &mut memory,
                address(&host),
                usize::MAX - 8,
                Count::Dynamic,
                false
            )
            .is_err()
    );
    assert!(table.is_empty());
}

#[test]
fn copyin_and_copyout_round_trip_through_the_device() {
    let mut memory = EmulatedMemory::new(true);
    let mut table = PresentTable::new();
    let mut host: Vec<f64> = (0..32).map(f64::from).collect();
    let start = address_mut(&mut host);
    let bytes = host.len() * size_of::<f64>();
    let device = table
        .enter(&mut memory, start, bytes, Count::Structured, true)
        .expect("copyin");
    assert_ne!(device, start);
    // A compute construct doubles the device copy.
    // SAFETY: the device copy holds 32 doubles, 64-byte aligned.
    let copy = unsafe { std::slice::from_raw_parts_mut(device as *mut f64, 32) };
    for value in copy.iter_mut() {
        *value *= 2.0;
    }
    assert_eq!(host[5], 5.0, "the host copy is apart");
    table
        .exit(&mut memory, start, bytes, Count::Structured, true, false)
        .expect("copyout");
    assert_eq!(
        host,
        (0..32).map(|i| f64::from(i) * 2.0).collect::<Vec<_>>()
    );
    assert!(table.is_empty());
    assert_eq!(memory.live(), 0);
}

#[test]
fn create_does_not_carry_host_values() {
    let mut memory = EmulatedMemory::new(true);
    let mut table = PresentTable::new();
    let host = [7u32; 16];
    let device = table
        .enter(&mut memory, address(&host), 64, Count::Dynamic, false)
        .expect("create");
    assert_eq!(device_bytes(device, 64), vec![POISON; 64]);
    // Without poisoning the values are whatever the allocator left, which
    // may be anything; with it, a missing copy is never the right value.
    table
        .update(&mut memory, address(&host) + 8, 8, true)
        .expect("update device");
    let after = device_bytes(device, 64);
    assert_eq!(
        after[8..16],
        [7u32.to_ne_bytes(), 7u32.to_ne_bytes()].concat()
    );
    assert!(after[..8].iter().chain(&after[16..]).all(|&b| b == POISON));
    table
        .exit(
            &mut memory,
            address(&host),
            64,
            Count::Dynamic,
            false,
            false,
        )
        .expect("delete");
    assert_eq!(host, [7; 16], "delete copies nothing back");
}
