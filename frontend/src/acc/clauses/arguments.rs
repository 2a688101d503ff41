//! Clauses with scalar arguments: `if`, `self(cond)`, `async`, `wait`,
//! `num_gangs`, `num_workers`, `vector_length`, `default`.

use crate::acc::clauses::{device_list, device_types, with_device};
use crate::acc::parsed::Parsed;
use crate::c::body::Value;
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::{ClauseKind, DirectiveName};

impl Lowerer {
    /// Clauses with scalar arguments: `if`, `self(cond)`, `async`, `wait`,
    /// `num_gangs`, `num_workers`, `vector_length`, `default`. After a
    /// `device_type(...)` clause, `async`, `wait`, `num_gangs`,
    /// `num_workers` and `vector_length` apply to those devices only (MLIR's
    /// `[#acc.device_type<...>]` suffixes).
    pub(crate) fn conditions_queues_and_sizes(
        &mut self,
        parsed: &Parsed,
        text: &mut String,
        attributes: &mut Vec<String>,
        compute: bool,
    ) -> Result<()> {
        let per_device = compute || parsed.directive.name == DirectiveName::Data;
        self.directive_if = None;
        self.directive_self = None;
        self.directive_async = parsed.has(ClauseKind::Async);
        let mut devices: Vec<&'static str> = vec!["none"];
        let mut queues = Queues::default();
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            let located = |message: &str| Unsupported {
                location: clause.location.clone(),
                message: message.to_string(),
            };
            let expression = |ai: usize| argument_expression(parsed, ci, ai);
            let device_specific = devices != ["none"];
            if device_specific
                && !per_device
                && matches!(clause.kind, ClauseKind::Async | ClauseKind::Wait)
            {
                return Err(located(&format!(
                    "unsupported: '{}' after 'device_type' on '{}'",
                    clause.spelled,
                    parsed.directive.name.spelling()
                )));
            }
            match clause.kind {
                ClauseKind::DeviceType => devices = device_types(clause)?,
                ClauseKind::If => {
                    let e = expression(0)?;
                    let value = self.condition(&e)?;
                    text.push_str(&format!(" if({})", value.name));
                    self.directive_if = Some(value.name.clone());
                }
                ClauseKind::SelfClause if compute => {
                    if clause.arguments.is_empty() {
                        attributes.push("selfAttr".into());
                        self.directive_self = Some(None);
                    } else {
                        let e = expression(0)?;
                        let value = self.condition(&e)?;
                        text.push_str(&format!(" self({})", value.name));
                        self.directive_self = Some(Some(value.name.clone()));
                    }
                }
                ClauseKind::Async => {
                    if clause.arguments.is_empty() && !per_device {
                        text.push_str(" async");
                    } else if clause.arguments.is_empty() {
                        queues.async_only.extend(&devices);
                    } else {
                        let e = expression(0)?;
                        let value = self.int_value(&e, 32)?;
                        if per_device {
                            for device in &devices {
                                queues.groups.push((
                                    ClauseKind::Async,
                                    format!("{} : i32", value.name),
                                    device,
                                ));
                            }
                        } else {
                            text.push_str(&format!(" async({} : i32)", value.name));
                        }
                    }
                }
                ClauseKind::Wait => {
                    self.wait_clause(parsed, ci, per_device, &devices, &mut queues)?
                }
                ClauseKind::NumGangs if compute => {
                    let mut values = Vec::new();
                    for ai in 0..clause.arguments.len() {
                        let e = expression(ai)?;
                        values.push(self.int_value(&e, 32)?);
                    }
                    let list = values
                        .iter()
                        .map(|v| format!("{} : i32", v.name))
                        .collect::<Vec<_>>()
                        .join(", ");
                    for device in &devices {
                        queues
                            .groups
                            .push((ClauseKind::NumGangs, format!("{{{list}}}"), device));
                    }
                }
                ClauseKind::NumWorkers | ClauseKind::VectorLength if compute => {
                    let e = expression(0)?;
                    let value = self.int_value(&e, 32)?;
                    for device in &devices {
                        queues
                            .groups
                            .push((clause.kind, format!("{} : i32", value.name), device));
                    }
                }
                ClauseKind::Default => {
                    let value = clause
                        .arguments
                        .first()
                        .map(|a| a.text())
                        .unwrap_or_default();
                    attributes.push(format!("defaultAttr = #acc<defaultvalue {value}>"));
                }
                _ => {}
            }
        }
        if compute && parsed.directive.name == DirectiveName::KernelsLoop {
            self.loop_sizes_on_kernels(parsed, &mut queues)?;
        }
        queues.push_to(parsed.directive.name, text, attributes);
        Ok(())
    }

    /// A combined `kernels loop`'s `gang(n)`/`gang(num: n)`, `worker(n)` and
    /// `vector(n)` say how many gangs, workers and vector lanes run its one
    /// loop (OpenACC 3.3 §2.9.2-4, in `kernels` only): its construct's
    /// `num_gangs`, `num_workers` and `vector_length`, where the construct
    /// has none for that device (the loop keeps the keywords: the
    /// partitioning clauses leave the arguments out).
    fn loop_sizes_on_kernels(&mut self, parsed: &Parsed, queues: &mut Queues) -> Result<()> {
        let mut devices: Vec<&'static str> = vec!["none"];
        let mut sizes: Vec<(ClauseKind, String, &'static str)> = Vec::new();
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            let size = match clause.kind {
                ClauseKind::DeviceType => {
                    devices = device_types(clause)?;
                    continue;
                }
                ClauseKind::Gang => clause.arguments.iter().position(|a| {
                    let (key, star) = super::partition::gang_argument_key(&a.tokens);
                    key == "num" && !star
                }),
                ClauseKind::Worker | ClauseKind::Vector if !clause.arguments.is_empty() => Some(0),
                _ => None,
            };
            let Some(ai) = size else {
                continue;
            };
            let kind = match clause.kind {
                ClauseKind::Gang => ClauseKind::NumGangs,
                ClauseKind::Worker => ClauseKind::NumWorkers,
                _ => ClauseKind::VectorLength,
            };
            let e = argument_expression(parsed, ci, ai)?;
            let value = self.int_value(&e, 32)?;
            let payload = if kind == ClauseKind::NumGangs {
                format!("{{{} : i32}}", value.name)
            } else {
                format!("{} : i32", value.name)
            };
            for device in &devices {
                sizes.push((kind, payload.clone(), device));
            }
        }
        for (kind, payload, device) in sizes {
            if !queues
                .groups
                .iter()
                .any(|(k, _, d)| *k == kind && *d == device)
            {
                queues.groups.push((kind, payload, device));
            }
        }
        Ok(())
    }
    /// A `wait` clause: without queues, a wait for all queues (per device
    /// where the directive has device types); with queues, their values.
    fn wait_clause(
        &mut self,
        parsed: &Parsed,
        ci: usize,
        per_device: bool,
        devices: &[&'static str],
        queues: &mut Queues,
    ) -> Result<()> {
        let clause = &parsed.directive.clauses[ci];
        if clause.arguments.is_empty() {
            if per_device {
                queues.wait_only.extend(devices);
            } else {
                queues.wait_all = true;
            }
            return Ok(());
        }
        // `wait(devnum: d: queues: q, ...)`: the device's queues.
        let located = |message: String| Unsupported {
            location: clause.location.clone(),
            message,
        };
        let (devnum, queue_tokens) =
            crate::acc::sync::wait_arguments(&clause.arguments, clause.modifier.as_deref())
                .map_err(located)?;
        let expression_of = |tokens: &[crate::clang::Token]| {
            parsed.expression_in(tokens).ok_or_else(|| {
                located(format!(
                    "the argument of '{}' is not an expression",
                    clause.spelled
                ))
            })
        };
        let mut values = Vec::new();
        for tokens in &queue_tokens {
            let e = expression_of(tokens)?;
            values.push(self.int_value(&e, 32)?);
        }
        let devnum = match devnum {
            Some(tokens) => {
                let e = expression_of(&tokens)?;
                Some(self.int_value(&e, 32)?)
            }
            None => None,
        };
        let mut list = values
            .iter()
            .map(|v| format!("{} : i32", v.name))
            .collect::<Vec<_>>()
            .join(", ");
        if let Some(devnum) = &devnum {
            list = format!("devnum: {} : i32, {list}", devnum.name);
        }
        if per_device || parsed.directive.name == DirectiveName::Update {
            if !per_device {
                // Several `wait` clauses: the union of their queues (of
                // the default device).
                queues.wait_list = match queues.wait_list.take() {
                    None => Some(list),
                    Some(_) if devnum.is_some() => {
                        return Err(located(
                            "unsupported: several 'wait' clauses with 'devnum:' on 'update'".into(),
                        ));
                    }
                    Some(earlier) => Some(format!("{earlier}, {list}")),
                };
                return Ok(());
            }
            for device in devices {
                queues
                    .groups
                    .push((ClauseKind::Wait, format!("{{{list}}}"), device));
            }
        } else {
            // Several `wait` clauses: one device for them all.
            if devnum.is_some() || queues.wait_devnum.is_some() {
                if !queues.wait_queues.is_empty() || queues.wait_devnum.is_some() {
                    return Err(located(
                        "unsupported: several 'wait' clauses, one with 'devnum:', on one directive"
                            .into(),
                    ));
                }
                queues.wait_devnum = devnum;
            }
            queues.wait_queues.extend(values);
        }
        Ok(())
    }
}

/// The typed expression of a clause's argument, or the located error that
/// it is not an expression.
fn argument_expression<'t>(parsed: &Parsed<'t>, ci: usize, ai: usize) -> Result<Cursor<'t>> {
    parsed.expression(ci, ai).ok_or_else(|| {
        let clause = &parsed.directive.clauses[ci];
        Unsupported {
            location: clause.location.clone(),
            message: format!("the argument of '{}' is not an expression", clause.spelled),
        }
    })
}

/// The queue and size clauses of a directive (`async`, `wait`,
/// `num_gangs`, `num_workers`, `vector_length`), gathered in order.
#[derive(Default)]
struct Queues {
    /// (clause, payload, device) in order.
    groups: Vec<(ClauseKind, String, &'static str)>,
    /// The devices of an `async` without an argument.
    async_only: Vec<&'static str>,
    /// The devices of a `wait` without queues.
    wait_only: Vec<&'static str>,
    /// A `wait` without queues on a directive without device types.
    wait_all: bool,
    /// The queues of `wait` clauses on a directive without device types.
    wait_queues: Vec<Value>,
    /// Their device (`wait(devnum: d: ...)`).
    wait_devnum: Option<Value>,
    /// `update`'s `wait` as MLIR's payload (with its device).
    wait_list: Option<String>,
}

impl Queues {
    /// The clauses as operands (into `text`) and attributes.
    fn push_to(self, directive: DirectiveName, text: &mut String, attributes: &mut Vec<String>) {
        // Several `wait` clauses (Clang and GCC accept them) wait for the
        // union of their queues; a `wait` without queues waits for all.
        if let Some(devnum) = &self.wait_devnum {
            text.push_str(&format!(" wait_devnum({} : i32)", devnum.name));
        }
        if self.wait_all {
            text.push_str(" wait");
        } else if let Some(list) = &self.wait_list {
            text.push_str(&format!(" wait({{{list}}})"));
        } else if !self.wait_queues.is_empty() {
            let names: Vec<String> = self.wait_queues.iter().map(|v| v.name.clone()).collect();
            if directive == DirectiveName::Update {
                let list: Vec<String> = names.iter().map(|n| format!("{n} : i32")).collect();
                text.push_str(&format!(" wait({{{}}})", list.join(", ")));
            } else {
                text.push_str(&format!(
                    " wait({} : {})",
                    names.join(", "),
                    vec!["i32"; names.len()].join(", ")
                ));
            }
        }
        for key in [
            ClauseKind::Async,
            ClauseKind::Wait,
            ClauseKind::NumGangs,
            ClauseKind::NumWorkers,
            ClauseKind::VectorLength,
        ] {
            let entries: Vec<String> = self
                .groups
                .iter()
                .filter(|(k, _, _)| *k == key)
                .map(|(_, payload, device)| with_device(payload, device))
                .collect();
            if !entries.is_empty() {
                text.push_str(&format!(" {}({})", key.spelling(), entries.join(", ")));
            }
        }
        if !self.async_only.is_empty() {
            attributes.push(format!("asyncOnly = {}", device_list(&self.async_only)));
        }
        if !self.wait_only.is_empty() {
            attributes.push(format!("waitOnly = {}", device_list(&self.wait_only)));
        }
    }
}
