//! The operation bits of the runtime's `__acc2omp_jagged` (a
//! pointer-to-pointer section's data clause, `a[lo:n][lo2:m]` of a
//! `T **a`): the front end writes them into its calls, the source printer
//! reads them back, and the runtime (`lowering/runtime/src/data.rs`, which
//! has its own copy: it depends on no other crate) acts on them.

/// Exit (else enter).
pub const EXIT: i32 = 1;
/// Copy the rows in (enter) or out (exit).
pub const COPY: i32 = 2;
/// The rows must be present (a `present` clause).
pub const PRESENT: i32 = 4;
/// `exit data ... finalize`.
pub const FINALIZE: i32 = 8;
/// A structured construct's clause (else `enter data`/`exit data`).
pub const STRUCTURED: i32 = 16;
/// Set by `convert-omp-to-gpu`: the program's constructs may run on a
/// device with memory of its own.
pub const OFFLOADED: i32 = 32;
/// `update`: each row's data to the device (with `TO_DEVICE`) or to the
/// host; with `IF_PRESENT`, rows not present are left alone.
pub const UPDATE: i32 = 64;
pub const TO_DEVICE: i32 = 128;
pub const IF_PRESENT: i32 = 256;
/// `create(zero: ...)`, `copyout(zero: ...)`: new rows start zeroed.
pub const ZERO: i32 = 512;
/// `always`/`alwaysin`: rows copied in even when present.
pub const ALWAYS_IN: i32 = 1024;
/// `always`/`alwaysout`: rows copied out even when references remain.
pub const ALWAYS_OUT: i32 = 2048;
/// `no_create`: only what is present gets a reference.
pub const NO_CREATE: i32 = 4096;
/// The exit of an `async` construct's clause: after the queues' work.
pub const AFTER_QUEUES: i32 = 8192;
