//! The clause processor: one file per clause family, each filling the
//! operands of a directive's operation from typed clauses — data clauses
//! ([`data`]), `private`/`firstprivate`/`reduction` ([`privatization`]),
//! loop partitioning (`gang`/`worker`/`vector`, `seq`/`auto`/`independent`,
//! `collapse`, `tile`: [`partition`]) and clauses with scalar arguments
//! (`if`, `self`, `async`, `wait`, `num_gangs`, ...: [`arguments`]). Here:
//! what they share (a clause's argument expressions, device types).

pub(crate) mod arguments;
pub(crate) mod data;
pub(crate) mod partition;
pub(crate) mod privatization;

use crate::acc::parsed::Parsed;
use crate::c::body::Value;
use crate::c::types::{Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::{Clause, ClauseKind};

impl Lowerer {
    /// An integer expression as an `iN` value.
    pub(super) fn int_value(&mut self, e: &Cursor, bits: u32) -> Result<Value> {
        let ty = self.ty_of(e)?;
        let value = self.rvalue(e)?;
        if !ty.is_integer() {
            return Err(unsupported(e, "non-integer clause argument"));
        }
        self.convert(value, &ty, &Ty::int(bits, true), e)
    }

    /// The typed expression of a clause argument (Clang's).
    pub(super) fn clause_expression<'t>(
        &self,
        parsed: &Parsed<'t>,
        ci: usize,
        ai: usize,
        at: &Cursor,
    ) -> Result<Cursor<'t>> {
        parsed.expression(ci, ai).ok_or_else(|| {
            let clause = &parsed.directive.clauses[ci];
            Unsupported {
                location: clause.arguments[ai]
                    .location()
                    .cloned()
                    .or_else(|| at.location()),
                message: format!(
                    "unsupported: argument '{}' of '{}'",
                    clause.arguments[ai].text(),
                    clause.spelled
                ),
            }
        })
    }
}

/// The devices a `device_type(...)` clause names, as MLIR's
/// `#acc.device_type<...>` keywords.
pub(super) fn device_types(clause: &Clause) -> Result<Vec<&'static str>> {
    clause
        .arguments
        .iter()
        .map(|argument| {
            Ok(match argument.text().as_str() {
                "*" => "star",
                "default" => "default",
                "host" | "acc_device_host" => "host",
                "multicore" | "acc_device_multicore" => "multicore",
                "nvidia" | "acc_device_nvidia" => "nvidia",
                "radeon" | "acc_device_radeon" => "radeon",
                other => {
                    return Err(Unsupported {
                        location: argument.location().cloned(),
                        message: format!(
                            "unsupported: device type '{other}' (MLIR's acc dialect knows *, default, host, multicore, nvidia, radeon)"
                        ),
                    });
                }
            })
        })
        .collect()
}

/// `payload` for `device` (`payload [#acc.device_type<nvidia>]`).
pub(super) fn with_device(payload: &str, device: &str) -> String {
    if device == "none" {
        payload.to_string()
    } else {
        format!("{payload} [#acc.device_type<{device}>]")
    }
}

/// `[#acc.device_type<a>, ...]`.
pub(super) fn device_list(devices: &[&str]) -> String {
    format!(
        "[{}]",
        devices
            .iter()
            .map(|d| format!("#acc.device_type<{d}>"))
            .collect::<Vec<_>>()
            .join(", ")
    )
}

/// Each clause of a loop directive with the device types it applies to.
pub(super) fn device_clauses<'p>(
    parsed: &'p Parsed,
) -> Result<Vec<(usize, &'p Clause, Vec<&'static str>)>> {
    let mut devices = vec!["none"];
    let mut out = Vec::new();
    for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
        if clause.kind == ClauseKind::DeviceType {
            devices = device_types(clause)?;
            continue;
        }
        out.push((ci, clause, devices.clone()));
    }
    Ok(out)
}
