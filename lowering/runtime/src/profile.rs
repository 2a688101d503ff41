//! `ACC2OMP_PROFILE=1`: where a program's time on the GPU goes, printed on
//! standard error when it exits (as `NV_ACC_TIME` does for NVIDIA's
//! compiler): per compute construct, its launches, the kernels' time on the
//! GPU (the driver's events around each launch) and the time the host spent
//! from the construct's start to the end of its synchronization; the
//! transfers by direction (count, bytes, time, rate); the map calls.
//!
//! Off (the default), each hook is one relaxed load of a flag. On, each
//! launch records two events and waits for the second: the figures are the
//! kernels' own, and a program's total time grows by the events' cost.

use std::collections::BTreeMap;
use std::ffi::c_int;
use std::sync::atomic::{AtomicU8, Ordering};
use std::sync::{Mutex, MutexGuard};
use std::time::{Duration, Instant};

/// 0: not read yet, 1: off, 2: on.
static STATE: AtomicU8 = AtomicU8::new(0);

/// Whether `ACC2OMP_PROFILE` asks for a profile (set, not empty, not `0`).
/// The first call that finds it on registers the report for the exit.
pub fn enabled() -> bool {
    match STATE.load(Ordering::Relaxed) {
        1 => false,
        2 => true,
        _ => {
            let on = std::env::var("ACC2OMP_PROFILE").is_ok_and(|v| !v.is_empty() && v != "0");
            if STATE
                .compare_exchange(
                    0,
                    if on { 2 } else { 1 },
                    Ordering::AcqRel,
                    Ordering::Acquire,
                )
                .is_ok()
                && on
            {
                unsafe extern "C" {
                    fn atexit(callback: extern "C" fn()) -> c_int;
                }
                // SAFETY: `report` is a C-ABI function of no arguments that
                // stays (it is this library's).
                unsafe { atexit(report) };
            }
            STATE.load(Ordering::Relaxed) == 2
        }
    }
}

/// The figures of one compute construct (by its source location).
#[derive(Debug, Default)]
struct Construct {
    launches: u64,
    /// The kernels' time on the GPU (events).
    kernel: Duration,
    /// From the construct's start (`__acc2omp_construct`) to the end of
    /// its kernel's synchronization, on the host.
    host: Duration,
    /// The last launch's geometry.
    grid: u32,
    block: u32,
}

/// Timed calls of one kind: how many, the bytes they moved, their time.
#[derive(Debug, Default, Clone, Copy)]
struct Tally {
    count: u64,
    bytes: u64,
    time: Duration,
}

/// What [`timed`] counts.
#[derive(Debug, Clone, Copy)]
pub enum Kind {
    /// Copies, by direction.
    ToDevice = 0,
    ToHost = 1,
    DeviceToDevice = 2,
    /// Page-locks of host ranges (`cuMemHostRegister`).
    PageLock = 3,
    /// Module loads (the PTX JIT).
    ModuleLoad = 4,
    /// Map calls (`__acc2omp_map_enter`/`exit`, `__acc2omp_update`), their
    /// copies counted too.
    Map = 5,
}

#[derive(Debug, Default)]
struct Profile {
    constructs: BTreeMap<String, Construct>,
    /// By [`Kind`].
    tallies: [Tally; 6],
}

static PROFILE: Mutex<Option<Profile>> = Mutex::new(None);

fn profile() -> MutexGuard<'static, Option<Profile>> {
    PROFILE
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn with<R>(f: impl FnOnce(&mut Profile) -> R) -> R {
    f(profile().get_or_insert_with(Profile::default))
}

/// Runs `call` (of `bytes`, 0 where none), timed when profiling.
pub fn timed<R>(kind: Kind, bytes: usize, call: impl FnOnce() -> R) -> R {
    if !enabled() {
        return call();
    }
    let start = Instant::now();
    let result = call();
    count(kind, bytes, start.elapsed());
    result
}

/// Counts a call of `kind` that took `time`.
pub fn count(kind: Kind, bytes: usize, time: Duration) {
    with(|p| {
        let t = &mut p.tallies[kind as usize];
        t.count += 1;
        t.bytes += bytes as u64;
        t.time += time;
    });
}

/// One launch of the construct at `location`: its kernel's time on the
/// GPU, the host's time since the construct started, the geometry.
pub fn launch(location: &str, kernel: Duration, host: Duration, grid: u32, block: u32) {
    with(|p| {
        let c = p.constructs.entry(location.to_string()).or_default();
        c.launches += 1;
        c.kernel += kernel;
        c.host += host;
        c.grid = grid;
        c.block = block;
    });
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Prints the profile on standard error (at the program's exit).
extern "C" fn report() {
    let Some(p) = profile().take() else {
        eprintln!("acc2omp profile: no compute construct ran on a GPU, no transfer");
        return;
    };
    let device = crate::cuda::already_opened()
        .map(|d| d.summary())
        .unwrap_or_else(|| "no GPU".into());
    eprintln!("acc2omp profile ({device}):");
    if !p.constructs.is_empty() {
        let width = p
            .constructs
            .keys()
            .map(String::len)
            .max()
            .unwrap_or(0)
            .max(9);
        eprintln!(
            "  {:width$} {:>8} {:>11} {:>11} {:>11} {:>12} {:>12}",
            "construct",
            "launches",
            "kernel ms",
            "host ms",
            "kernel µs",
            "overhead µs",
            "grid x block"
        );
        for (location, c) in &p.constructs {
            let n = c.launches.max(1) as f64;
            let per_kernel = c.kernel.as_secs_f64() * 1e6 / n;
            let overhead = c.host.saturating_sub(c.kernel).as_secs_f64() * 1e6 / n;
            eprintln!(
                "  {location:width$} {:>8} {:>11.3} {:>11.3} {:>11.1} {:>12.1} {:>12}",
                c.launches,
                ms(c.kernel),
                ms(c.host),
                per_kernel,
                overhead,
                format!("{}x{}", c.grid, c.block)
            );
        }
    }
    let names = ["host to device", "device to host", "device to device"];
    for (name, t) in names.iter().zip(p.tallies) {
        if t.count == 0 {
            continue;
        }
        let seconds = t.time.as_secs_f64();
        let rate = if seconds > 0.0 {
            t.bytes as f64 / seconds / 1e9
        } else {
            0.0
        };
        eprintln!(
            "  {name}: {} copies, {:.1} MB, {:.3} ms, {rate:.1} GB/s",
            t.count,
            t.bytes as f64 / 1e6,
            ms(t.time)
        );
    }
    let others = [
        (Kind::PageLock, "page-locked host ranges"),
        (
            Kind::ModuleLoad,
            "GPU module loads (PTX JIT, not in the constructs' host time)",
        ),
        (Kind::Map, "map calls (with their copies)"),
    ];
    for (kind, name) in others {
        let t = p.tallies[kind as usize];
        if t.count > 0 {
            eprintln!(
                "  {name}: {}, {:.1} MB, {:.3} ms ({:.2} µs each)",
                t.count,
                t.bytes as f64 / 1e6,
                ms(t.time),
                t.time.as_secs_f64() * 1e6 / t.count as f64
            );
        }
    }
}
