//! Device kinds and numbering: the one place that says which devices a
//! program has, what each `acc_device_t` includes, and how devices of a
//! type are numbered. The runtime's state (the current device type and
//! number, the default async queue) starts from `ACC_DEVICE_TYPE` and
//! `ACC_DEVICE_NUM`.
//!
//! The devices are the host (device 0 of `acc_device_host`), the NVIDIA
//! GPU when the program can use one ([`crate::gpu`]), and the emulated
//! discrete device `host_discrete`, which only `ACC_DEVICE_TYPE` or
//! `acc_set_device_type` choose. A new target adds its kind to [`KINDS`]
//! and its count to [`Kind::count`], and every routine follows.

use crate::error::fail;

/// `acc_device_t` (the values of `openacc.h`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DeviceType {
    Current,
    None,
    Default,
    Host,
    NotHost,
    Nvidia,
    /// acc2omp's own: the emulated discrete device ([`Kind::HostDiscrete`]),
    /// a value far from the specification's (and from the 3 of GCC's old
    /// `acc_device_host_nonshm`, which programs may take for invalid).
    HostDiscrete,
}

impl DeviceType {
    /// The enumerator of `openacc.h`'s value, if it is one.
    pub fn from_raw(value: i32) -> Option<DeviceType> {
        Some(match value {
            -1 => DeviceType::Current,
            0 => DeviceType::None,
            1 => DeviceType::Default,
            2 => DeviceType::Host,
            4 => DeviceType::NotHost,
            5 => DeviceType::Nvidia,
            0x100 => DeviceType::HostDiscrete,
            _ => return None,
        })
    }

    pub fn raw(self) -> i32 {
        match self {
            DeviceType::Current => -1,
            DeviceType::None => 0,
            DeviceType::Default => 1,
            DeviceType::Host => 2,
            DeviceType::HostDiscrete => 0x100,
            DeviceType::NotHost => 4,
            DeviceType::Nvidia => 5,
        }
    }

    /// The enumerator's name in `openacc.h`.
    pub fn name(self) -> &'static str {
        match self {
            DeviceType::Current => "acc_device_current",
            DeviceType::None => "acc_device_none",
            DeviceType::Default => "acc_device_default",
            DeviceType::Host => "acc_device_host",
            DeviceType::NotHost => "acc_device_not_host",
            DeviceType::Nvidia => "acc_device_nvidia",
            DeviceType::HostDiscrete => "acc_device_host_discrete",
        }
    }
}

/// A kind of device the runtime can target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// The host, through OpenMP's multicore runtime: shares memory.
    Host,
    /// NVIDIA GPUs, through the CUDA driver.
    Nvidia,
    /// The host posing as a device with its own memory: data clauses copy
    /// between the program's memory and separate allocations, and compute
    /// constructs run on the host's cores against those copies. It lets a
    /// machine without a GPU (CI) test what a discrete device needs of a
    /// program and of the compiler: a missing copy reads poisoned memory.
    HostDiscrete,
}

/// Every kind, in the order of the global device numbering.
pub const KINDS: [Kind; 3] = [Kind::Host, Kind::Nvidia, Kind::HostDiscrete];

impl Kind {
    /// How many devices of this kind the program has: GPUs only when the
    /// driver, a device and the program's GPU code are all there.
    pub fn count(self) -> usize {
        match self {
            Kind::Host | Kind::HostDiscrete => 1,
            Kind::Nvidia => crate::gpu::device_count(),
        }
    }

    /// The architecture-specific `acc_device_t` of the kind.
    pub fn device_type(self) -> DeviceType {
        match self {
            Kind::Host => DeviceType::Host,
            Kind::Nvidia => DeviceType::Nvidia,
            Kind::HostDiscrete => DeviceType::HostDiscrete,
        }
    }

    /// Whether the kind's memory is the host's (data is always present).
    pub fn shares_memory(self) -> bool {
        matches!(self, Kind::Host)
    }

    pub fn name(self) -> &'static str {
        match self {
            Kind::Host => "host",
            Kind::Nvidia => "nvidia",
            Kind::HostDiscrete => "host_discrete",
        }
    }
}

/// One device: its kind and its number among the devices of that kind.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Device {
    pub kind: Kind,
    pub number: usize,
}

/// The devices `device_type` includes, numbered as `acc_set_device_num`
/// numbers them (`acc_device_not_host`: every accelerator, in [`KINDS`]
/// order; not the emulated device, so that `not_host` still means real
/// hardware). `current` is the current device, `default` the kind
/// `acc_device_default` names.
pub fn devices_of(device_type: DeviceType, current: Device, default: Kind) -> Vec<Device> {
    let all = |kind: Kind| (0..kind.count()).map(move |number| Device { kind, number });
    match device_type {
        DeviceType::None => Vec::new(),
        DeviceType::Current => vec![current],
        DeviceType::Default => all(default).collect(),
        DeviceType::Host => all(Kind::Host).collect(),
        DeviceType::Nvidia => all(Kind::Nvidia).collect(),
        DeviceType::HostDiscrete => all(Kind::HostDiscrete).collect(),
        DeviceType::NotHost => KINDS
            .iter()
            .filter(|k| !matches!(k, Kind::Host | Kind::HostDiscrete))
            .flat_map(|k| all(*k))
            .collect(),
    }
}

/// The runtime's internal control variables.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct State {
    /// `acc-current-device-type-var` and `acc-current-device-num-var`.
    pub current: Device,
    /// The kind `acc_device_default` means.
    pub default: Kind,
    /// `acc-default-async-var`.
    pub default_async: i32,
}

impl State {
    /// The state at program start: `ACC_DEVICE_TYPE` (case-insensitive
    /// `host`, `not_host`, `nvidia`, `default`, or acc2omp's
    /// `host_discrete`) and `ACC_DEVICE_NUM` (a device of that type; 0 when
    /// only the type is set). A value naming no available device is an
    /// error, as Clacc makes it. The default device is the GPU when the
    /// program can use one, else the host.
    pub fn from_environment(
        device_type: Option<&str>,
        device_num: Option<&str>,
    ) -> Result<State, String> {
        let host = Device {
            kind: Kind::Host,
            number: 0,
        };
        let default = if Kind::Nvidia.count() > 0 {
            Kind::Nvidia
        } else {
            Kind::Host
        };
        let mut state = State {
            current: host,
            default,
            default_async: -1,
        };
        let device_type = match device_type.map(str::trim).filter(|t| !t.is_empty()) {
            None => DeviceType::Default,
            Some(name) => match name.to_ascii_lowercase().as_str() {
                "host" => DeviceType::Host,
                "not_host" => DeviceType::NotHost,
                "nvidia" => DeviceType::Nvidia,
                "default" => DeviceType::Default,
                "host_discrete" => DeviceType::HostDiscrete,
                _ => {
                    return Err(format!(
                        "ACC_DEVICE_TYPE={name}: not a device type (host, not_host, nvidia, default, host_discrete)"
                    ));
                }
            },
        };
        let number = match device_num.map(str::trim).filter(|n| !n.is_empty()) {
            None => 0,
            Some(text) => text
                .parse::<usize>()
                .map_err(|_| format!("ACC_DEVICE_NUM={text}: not a non-negative integer"))?,
        };
        let devices = devices_of(device_type, host, state.default);
        match devices.get(number) {
            Some(device) => state.current = *device,
            None => {
                return Err(format!(
                    "ACC_DEVICE_TYPE/ACC_DEVICE_NUM: no device {number} of type {} ({} available)",
                    device_type.name(),
                    devices.len()
                ));
            }
        }
        Ok(state)
    }
}

/// The number of the NVIDIA device the GPU back end drives, from the
/// environment as [`State::from_environment`] reads it: `ACC_DEVICE_NUM`
/// when `ACC_DEVICE_TYPE` is `nvidia` or `not_host` (which number the GPUs
/// alike), else 0. Never an error: the driver opens before the program
/// runs, and an invalid value is reported when the program first calls the
/// runtime.
pub fn nvidia_ordinal(device_type: Option<&str>, device_num: Option<&str>) -> usize {
    let names_gpus = device_type
        .map(|t| t.trim().to_ascii_lowercase())
        .is_some_and(|t| t == "nvidia" || t == "not_host");
    match device_num.map(str::trim) {
        Some(number) if names_gpus => number.parse().unwrap_or(0),
        _ => 0,
    }
}

/// The state, read from the environment on first use.
pub fn state() -> std::sync::MutexGuard<'static, State> {
    static STATE: std::sync::OnceLock<std::sync::Mutex<State>> = std::sync::OnceLock::new();
    // The runtime's first use: the profiling tools register first (the
    // device's initialization is an event); a tool's registration may call
    // the runtime (this returns at once then). Afterwards one atomic load.
    crate::prof_events::initialize();
    let cell = STATE.get_or_init(|| {
        let device_type = std::env::var("ACC_DEVICE_TYPE").ok();
        let device_num = std::env::var("ACC_DEVICE_NUM").ok();
        match State::from_environment(device_type.as_deref(), device_num.as_deref()) {
            Ok(state) => std::sync::Mutex::new(state),
            Err(message) => fail("the OpenACC runtime", &message),
        }
    });
    // A routine that failed ended the program, so no guard is ever
    // poisoned; a poisoned one would still hold a valid state.
    cell.lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOST: Device = Device {
        kind: Kind::Host,
        number: 0,
    };

    #[test]
    fn the_host_is_the_only_device() {
        assert_eq!(devices_of(DeviceType::Host, HOST, Kind::Host), vec![HOST]);
        assert_eq!(
            devices_of(DeviceType::Default, HOST, Kind::Host),
            vec![HOST]
        );
        assert_eq!(
            devices_of(DeviceType::Current, HOST, Kind::Host),
            vec![HOST]
        );
        assert!(devices_of(DeviceType::NotHost, HOST, Kind::Host).is_empty());
        assert!(devices_of(DeviceType::Nvidia, HOST, Kind::Host).is_empty());
        assert!(devices_of(DeviceType::None, HOST, Kind::Host).is_empty());
    }

    #[test]
    fn raw_values_round_trip() {
        for raw in [-1, 0, 1, 2, 4, 5, 0x100] {
            assert_eq!(DeviceType::from_raw(raw).map(DeviceType::raw), Some(raw));
        }
        assert_eq!(DeviceType::from_raw(3), None);
        assert_eq!(DeviceType::from_raw(6), None);
    }

    #[test]
    fn the_emulated_device_is_chosen_by_name_only() {
        let discrete = Device {
            kind: Kind::HostDiscrete,
            number: 0,
        };
        assert_eq!(
            devices_of(DeviceType::HostDiscrete, HOST, Kind::Host),
            vec![discrete]
        );
        assert!(!devices_of(DeviceType::NotHost, HOST, Kind::Host).contains(&discrete));
        assert_eq!(
            State::from_environment(Some("Host_Discrete"), None).map(|s| s.current),
            Ok(discrete)
        );
        assert!(!Kind::HostDiscrete.shares_memory());
    }

    #[test]
    fn the_gpu_number_comes_from_the_environment_without_errors() {
        assert_eq!(nvidia_ordinal(None, None), 0);
        assert_eq!(nvidia_ordinal(Some("NVIDIA"), Some(" 2")), 2);
        assert_eq!(nvidia_ordinal(Some("not_host"), Some("1")), 1);
        assert_eq!(nvidia_ordinal(Some("host"), Some("1")), 0);
        assert_eq!(nvidia_ordinal(Some("nvidia"), Some("-1")), 0);
        assert_eq!(nvidia_ordinal(Some("nvidia"), None), 0);
    }

    #[test]
    fn the_environment_selects_a_device() {
        let state = State::from_environment(None, None).expect("defaults");
        assert_eq!(state.current, HOST);
        assert_eq!(state.default_async, -1);
        assert_eq!(
            State::from_environment(Some("HOST"), Some("0")).map(|s| s.current),
            Ok(HOST)
        );
        assert_eq!(
            State::from_environment(Some(" "), Some("")).map(|s| s.current),
            Ok(HOST)
        );
    }

    #[test]
    fn the_environment_can_name_no_device() {
        let error =
            |t: Option<&str>, n: Option<&str>| State::from_environment(t, n).expect_err("an error");
        assert!(error(Some("nvidia"), None).contains("no device 0 of type acc_device_nvidia"));
        assert!(error(Some("not_host"), None).contains("(0 available)"));
        assert!(error(None, Some("1")).contains("no device 1"));
        assert!(error(None, Some("-1")).contains("not a non-negative integer"));
        assert!(error(Some("gpu"), None).contains("ACC_DEVICE_TYPE=gpu: not a device type"));
    }
}
