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
        let mut devices: Vec<&'static str> = vec!["none"];
        // (clause, payload, device) in order; keyword-only clauses by device.
        let mut groups: Vec<(ClauseKind, String, &'static str)> = Vec::new();
        let mut async_only: Vec<&'static str> = Vec::new();
        let mut wait_only: Vec<&'static str> = Vec::new();
        let mut wait_all = false;
        let mut wait_queues: Vec<Value> = Vec::new();
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            let located = |message: &str| Unsupported {
                location: clause.location.clone(),
                message: message.to_string(),
            };
            let expression = |ai: usize| -> Result<Cursor> {
                parsed.expression(ci, ai).ok_or_else(|| {
                    located(&format!(
                        "the argument of '{}' is not an expression",
                        clause.spelled
                    ))
                })
            };
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
                }
                ClauseKind::SelfClause if compute => {
                    if clause.arguments.is_empty() {
                        attributes.push("selfAttr".into());
                    } else {
                        let e = expression(0)?;
                        let value = self.condition(&e)?;
                        text.push_str(&format!(" self({})", value.name));
                    }
                }
                ClauseKind::Async => {
                    if clause.arguments.is_empty() && !per_device {
                        text.push_str(" async");
                    } else if clause.arguments.is_empty() {
                        async_only.extend(&devices);
                    } else {
                        let e = expression(0)?;
                        let value = self.int_value(&e, 32)?;
                        if per_device {
                            for device in &devices {
                                groups.push((
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
                    if clause.arguments.is_empty() {
                        if per_device {
                            wait_only.extend(&devices);
                        } else {
                            wait_all = true;
                        }
                    } else {
                        if clause.modifier.is_some() {
                            return Err(located("unsupported: 'devnum:'/'queues:' in 'wait'"));
                        }
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
                        if per_device {
                            for device in &devices {
                                groups.push((ClauseKind::Wait, format!("{{{list}}}"), device));
                            }
                        } else {
                            wait_queues.extend(values);
                        }
                    }
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
                        groups.push((ClauseKind::NumGangs, format!("{{{list}}}"), device));
                    }
                }
                ClauseKind::NumWorkers | ClauseKind::VectorLength if compute => {
                    let e = expression(0)?;
                    let value = self.int_value(&e, 32)?;
                    for device in &devices {
                        groups.push((clause.kind, format!("{} : i32", value.name), device));
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
        // Several `wait` clauses (Clang and GCC accept them) wait for the
        // union of their queues; a `wait` without queues waits for all.
        if wait_all {
            text.push_str(" wait");
        } else if !wait_queues.is_empty() {
            let names: Vec<String> = wait_queues.iter().map(|v| v.name.clone()).collect();
            if parsed.directive.name == DirectiveName::Update {
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
            let entries: Vec<String> = groups
                .iter()
                .filter(|(k, _, _)| *k == key)
                .map(|(_, payload, device)| with_device(payload, device))
                .collect();
            if !entries.is_empty() {
                text.push_str(&format!(" {}({})", key.spelling(), entries.join(", ")));
            }
        }
        if !async_only.is_empty() {
            attributes.push(format!("asyncOnly = {}", device_list(&async_only)));
        }
        if !wait_only.is_empty() {
            attributes.push(format!("waitOnly = {}", device_list(&wait_only)));
        }
        Ok(())
    }
}
