use super::flags::{ALWAYS, DELETE, FROM, HOLD, PRESENT, TO, ZERO};
use super::*;
use crate::memory::POISON;

/// A device: a present table over poisoning emulated memory.
fn device() -> (PresentTable, EmulatedMemory) {
    (PresentTable::new(), EmulatedMemory::new(true))
}

fn read<T: Copy>(device: usize, count: usize) -> Vec<T> {
    // SAFETY: the tests read inside device copies of `count` values.
    unsafe { std::slice::from_raw_parts(device as *const T, count) }.to_vec()
}

#[test]
fn a_copy_clause_copies_in_and_back() {
    let (mut table, mut memory) = device();
    let mut data: Vec<i32> = (0..100).collect();
    let host = data.as_mut_ptr() as usize;
    let device = enter(&mut table, &mut memory, host, 400, TO | FROM | HOLD).expect("entry");
    assert_ne!(device, host);
    assert_eq!(read::<i32>(device, 100), (0..100).collect::<Vec<_>>());
    // SAFETY: the device copy has 100 values.
    unsafe { *(device as *mut i32).add(7) = -7 };
    assert_eq!(table.counts(host), Some((1, 0)), "a structured reference");
    exit(&mut table, &mut memory, host, 400, TO | FROM | HOLD).expect("exit");
    assert_eq!(data[7], -7);
    assert!(table.is_empty());
    assert_eq!(memory.live(), 0);
}

#[test]
fn create_leaves_poison_and_copyout_only_copies_back() {
    let (mut table, mut memory) = device();
    let mut data = [1u8; 32];
    let host = data.as_mut_ptr() as usize;
    let device = enter(&mut table, &mut memory, host, 32, FROM | HOLD).expect("copyout entry");
    assert_eq!(read::<u8>(device, 32), vec![POISON; 32]);
    exit(&mut table, &mut memory, host, 32, FROM | HOLD).expect("copyout exit");
    assert_eq!(data, [POISON; 32], "what the construct left, here nothing");
}

#[test]
fn a_present_map_needs_present_data() {
    let (mut table, mut memory) = device();
    let mut data = [0u64; 8];
    let host = data.as_mut_ptr() as usize;
    assert_eq!(
        enter(&mut table, &mut memory, host, 64, PRESENT | HOLD),
        Err(MapError::NotPresent)
    );
    let device = enter(&mut table, &mut memory, host, 64, TO).expect("enter data");
    assert_eq!(
        enter(&mut table, &mut memory, host + 8, 16, PRESENT | HOLD),
        Ok(device + 8)
    );
    assert_eq!(table.counts(host), Some((1, 1)));
    // Partly present is not present.
    assert_eq!(
        enter(&mut table, &mut memory, host + 8, 64, PRESENT | HOLD),
        Err(MapError::NotPresent)
    );
}

#[test]
fn dynamic_references_end_with_exit_data_or_delete() {
    let (mut table, mut memory) = device();
    let mut data = [5u16; 4];
    let host = data.as_mut_ptr() as usize;
    for _ in 0..3 {
        enter(&mut table, &mut memory, host, 8, TO).expect("enter data copyin");
    }
    assert_eq!(table.counts(host), Some((0, 3)));
    exit(&mut table, &mut memory, host, 8, FROM).expect("exit data copyout");
    assert_eq!(table.counts(host), Some((0, 2)));
    exit(&mut table, &mut memory, host, 8, DELETE).expect("exit data delete finalize");
    assert!(table.is_empty());
    // Exit data of absent data does nothing; a construct's exit is an
    // error there.
    exit(&mut table, &mut memory, host, 8, FROM).expect("absent: nothing");
    assert!(matches!(
        exit(&mut table, &mut memory, host, 8, FROM | HOLD),
        Err(PresentError::NotPresent { .. })
    ));
}

#[test]
fn zero_length_sections_take_no_reference() {
    let (mut table, mut memory) = device();
    let mut data = [0u32; 4];
    let host = data.as_mut_ptr() as usize;
    assert_eq!(enter(&mut table, &mut memory, host, 0, TO | HOLD), Ok(host));
    assert!(table.is_empty());
    let device = enter(&mut table, &mut memory, host, 16, TO | HOLD).expect("entry");
    assert_eq!(
        enter(&mut table, &mut memory, host + 4, 0, TO | HOLD),
        Ok(device + 4)
    );
    assert_eq!(table.counts(host), Some((1, 0)));
    exit(&mut table, &mut memory, host + 4, 0, FROM | HOLD).expect("nothing");
    assert_eq!(table.counts(host), Some((1, 0)));
}

#[test]
fn partial_overlaps_are_errors() {
    let (mut table, mut memory) = device();
    let mut data = [0u8; 64];
    let host = data.as_mut_ptr() as usize;
    enter(&mut table, &mut memory, host, 32, TO | HOLD).expect("entry");
    assert!(matches!(
        enter(&mut table, &mut memory, host + 16, 32, TO | HOLD),
        Err(MapError::Table(PresentError::PartialOverlap { .. }))
    ));
}

#[test]
fn routines_are_named_by_the_reference_they_count() {
    assert_eq!(routine(TO | HOLD, true), "data clause");
    assert_eq!(routine(TO, true), "enter data");
    assert_eq!(routine(FROM | DELETE, false), "exit data");
}

#[test]
fn the_host_maps_nothing() {
    // The unit tests' process has no GPU module and no ACC_DEVICE_TYPE
    // naming another device: the host.
    if std::env::var_os("ACC_DEVICE_TYPE").is_some() {
        return;
    }
    let mut data = [1u8; 4];
    let host = data.as_mut_ptr().cast::<c_void>();
    assert_eq!(__acc2omp_offload_kind(), 0);
    // SAFETY: four valid bytes and a NUL-terminated name.
    unsafe {
        assert_eq!(
            __acc2omp_map_enter(host, 4, TO | HOLD, c"data".as_ptr()),
            host
        );
        __acc2omp_update(host, 4, 1, c"data".as_ptr());
        __acc2omp_map_exit(host, 4, FROM | HOLD, c"data".as_ptr());
    }
    assert_eq!(__acc2omp_device_address(host), host);
}

#[test]
fn zero_starts_a_new_copy_zeroed_and_leaves_present_data_alone() {
    let (mut table, mut memory) = device();
    // Larger than one piece of the zeroing loop.
    let mut data = vec![7u8; 200_000];
    let host = data.as_mut_ptr() as usize;
    let device = enter(
        &mut table,
        &mut memory,
        host,
        data.len(),
        FROM | HOLD | ZERO,
    )
    .expect("entry");
    assert!(read::<u8>(device, data.len()).iter().all(|b| *b == 0));
    // Present already: a reference, its values kept.
    // SAFETY: inside the device copy.
    unsafe { *(device as *mut u8).add(5) = 9 };
    let again = enter(&mut table, &mut memory, host, data.len(), HOLD | ZERO).expect("present");
    assert_eq!(again, device);
    assert_eq!(read::<u8>(device, 6)[5], 9);
    exit(&mut table, &mut memory, host, data.len(), HOLD).expect("inner exit");
    exit(&mut table, &mut memory, host, data.len(), FROM | HOLD).expect("exit");
    assert_eq!(data[5], 9);
    assert_eq!(data[4], 0);
    assert_eq!(memory.live(), 0);
}

#[test]
fn always_copies_present_data_in_and_out() {
    let (mut table, mut memory) = device();
    let mut data = [1i32; 16];
    let host = data.as_mut_ptr() as usize;
    let device = enter(&mut table, &mut memory, host, 64, TO | HOLD).expect("outer");
    data[3] = 2;
    // Present: no copy, unless always.
    enter(&mut table, &mut memory, host, 64, TO | HOLD).expect("inner");
    assert_eq!(read::<i32>(device, 4)[3], 1);
    enter(&mut table, &mut memory, host, 64, ALWAYS | TO | HOLD).expect("always in");
    assert_eq!(read::<i32>(device, 4)[3], 2);
    // SAFETY: inside the device copy.
    unsafe { *(device as *mut i32).add(5) = 9 };
    exit(&mut table, &mut memory, host, 64, FROM | HOLD).expect("inner exit");
    assert_eq!(data[5], 1, "references remain: no copy");
    exit(&mut table, &mut memory, host, 64, ALWAYS | FROM | HOLD).expect("always out");
    assert_eq!(data[5], 9);
    exit(&mut table, &mut memory, host, 64, HOLD).expect("last");
    assert!(table.is_empty());
}
