//! Loop partitioning clauses: `gang`, `worker`, `vector`, `seq`, `auto`,
//! `independent`, `collapse`, `tile`, per device type.

use crate::acc::clauses::device_clauses;
use crate::acc::clauses::{device_list, with_device};
use crate::acc::parsed::Parsed;
use crate::c::types::Ty;
use crate::clang::{Cursor, Evaluated, Token};
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::{Clause, ClauseKind, DirectiveName};
use acc2omp_dialects::diagnostics::SourceLoc;

/// `gang(num: n)`, `gang(static: *)`, `gang(dim: 2)`, `gang(n)`.
pub(super) fn gang_argument_key(tokens: &[Token]) -> (&'static str, bool) {
    let key = match tokens.first().map(|t| t.spelling.as_str()) {
        Some("static") if tokens.get(1).is_some_and(|t| t.spelling == ":") => "static",
        Some("dim") if tokens.get(1).is_some_and(|t| t.spelling == ":") => "dim",
        _ => "num",
    };
    let star = tokens.last().is_some_and(|t| t.spelling == "*");
    (key, star)
}

/// The `collapse(n)` values with their device types.
pub(super) fn collapse_entries(parsed: &Parsed) -> Result<Vec<(usize, &'static str)>> {
    let mut entries = Vec::new();
    for (ci, clause, devices) in device_clauses(parsed)? {
        if clause.kind != ClauseKind::Collapse {
            continue;
        }
        let located = |message: String| Unsupported {
            location: clause.location.clone(),
            message,
        };
        let argument = clause
            .arguments
            .first()
            .ok_or_else(|| located("'collapse' needs an argument".into()))?;
        // `collapse(force: n)`: the count after the modifier.
        let forced = clause.modifier.as_deref() == Some("force")
            || argument
                .tokens
                .first()
                .is_some_and(|t| t.spelling == "force")
                && argument.tokens.get(1).is_some_and(|t| t.spelling == ":");
        let count_text: String = if forced && clause.modifier.is_none() {
            argument.tokens[2..]
                .iter()
                .map(|t| t.spelling.as_str())
                .collect()
        } else {
            argument.text()
        };
        let value = parsed
            .expression(ci, 0)
            .and_then(|e| match e.evaluate() {
                Some(Evaluated::Int { value, .. }) => Some(value),
                _ => None,
            })
            .or_else(|| count_text.trim().parse().ok())
            .ok_or_else(|| located("unsupported: non-constant 'collapse' argument".into()))?;
        for device in devices {
            entries.push((value.max(1) as usize, device));
        }
    }
    Ok(entries)
}

/// Whether the loop construct's `collapse` has the `force` modifier
/// (OpenACC 3.3 §2.9.1: the loops are collapsed with the code between
/// them, which then runs in every iteration of the innermost loop).
pub(crate) fn collapse_forced(parsed: &Parsed) -> bool {
    parsed.clauses(ClauseKind::Collapse).any(|(_, clause)| {
        clause.modifier.as_deref() == Some("force")
            || clause.arguments.first().is_some_and(|argument| {
                argument
                    .tokens
                    .first()
                    .is_some_and(|t| t.spelling == "force")
                    && argument.tokens.get(1).is_some_and(|t| t.spelling == ":")
            })
    })
}

/// The number of loops a loop construct takes (`collapse(n)`, `tile`): one
/// `acc.loop` has one list of control variables, so device-specific
/// `collapse` or `tile` clauses must take as many loops as the default.
pub(crate) fn collapse_count(parsed: &Parsed) -> Result<usize> {
    let mut counts: Vec<(usize, Option<SourceLoc>)> = collapse_entries(parsed)?
        .into_iter()
        .map(|(n, _)| {
            (
                n,
                parsed
                    .clauses(ClauseKind::Collapse)
                    .next()
                    .and_then(|(_, c)| c.location.clone()),
            )
        })
        .collect();
    for (_, clause, _) in device_clauses(parsed)? {
        if clause.kind == ClauseKind::Tile {
            counts.push((clause.arguments.len().max(1), clause.location.clone()));
        }
    }
    let Some((first, _)) = counts.first().cloned() else {
        return Ok(1);
    };
    if let Some((_, location)) = counts.iter().find(|(n, _)| *n != first) {
        return Err(Unsupported {
            location: location.clone(),
            message: "unsupported: 'collapse'/'tile' taking different numbers of loops for different device types".into(),
        });
    }
    Ok(first)
}

/// The partitioning clauses of a loop by device type (`"none"`: the
/// default device).
#[derive(Default)]
struct Partitioning {
    /// `gang`, `worker`, `vector` without an argument.
    keyword_only: Vec<(ClauseKind, &'static str)>,
    /// `gang`, `worker`, `vector` with arguments, as MLIR's payload.
    with_values: Vec<(ClauseKind, String, &'static str)>,
    /// `seq`, `auto`, `independent`.
    modes: Vec<(ClauseKind, &'static str)>,
    /// `tile` sizes, as MLIR's payload.
    tiles: Vec<(String, &'static str)>,
}

impl Lowerer {
    /// The partitioning clauses of a loop construct: `gang`, `worker`,
    /// `vector` into `text`, `seq`/`auto`/`independent` and `collapse`
    /// into `attributes`, `tile` into `text`. Gives whether the loop is
    /// `seq` for the default device.
    pub(crate) fn partitioning_clauses(
        &mut self,
        parsed: &Parsed,
        statement: &Cursor,
        combined: Option<DirectiveName>,
        directive_loc: &str,
        text: &mut String,
        attributes: &mut Vec<String>,
    ) -> Result<bool> {
        // Per device type: clauses after `device_type(...)` apply to those
        // devices (MLIR's `[#acc.device_type<...>]`).
        let clauses = device_clauses(parsed)?;
        // A combined `kernels loop`'s numbers of gangs, workers and vector
        // lanes are its construct's (`loop_sizes_on_kernels`).
        let kernels_combined = combined == Some(DirectiveName::KernelsLoop);
        let partitioning =
            self.partitioning(parsed, &clauses, statement, directive_loc, kernels_combined)?;
        levels_text(&clauses, &partitioning, text)?;
        let seq = self.execution_modes(combined, partitioning.modes, attributes);
        collapse_and_tile(parsed, &partitioning.tiles, text, attributes)?;
        Ok(seq)
    }

    /// Each partitioning clause's payload, by device type.
    fn partitioning(
        &mut self,
        parsed: &Parsed,
        clauses: &[(usize, &Clause, Vec<&'static str>)],
        statement: &Cursor,
        directive_loc: &str,
        kernels_combined: bool,
    ) -> Result<Partitioning> {
        let mut keyword_only: Vec<(ClauseKind, &'static str)> = Vec::new();
        let mut with_values: Vec<(ClauseKind, String, &'static str)> = Vec::new();
        let mut modes: Vec<(ClauseKind, &'static str)> = Vec::new();
        let mut tiles: Vec<(String, &'static str)> = Vec::new();
        for (ci, clause, devices) in clauses {
            let ci = *ci;
            match clause.kind {
                level @ (ClauseKind::Gang | ClauseKind::Worker | ClauseKind::Vector) => {
                    let sizes_on_construct = |ai: usize| {
                        kernels_combined
                            && (level != ClauseKind::Gang
                                || gang_argument_key(&clause.arguments[ai].tokens).0 == "num")
                    };
                    let kept: Vec<usize> = (0..clause.arguments.len())
                        .filter(|ai| !sizes_on_construct(*ai))
                        .collect();
                    if kept.is_empty() && (clause.modifier.is_none() || kernels_combined) {
                        for device in devices {
                            keyword_only.push((level, device));
                        }
                        continue;
                    }
                    let payload = if level == ClauseKind::Gang {
                        let mut parts = Vec::new();
                        for ai in kept {
                            let (key, is_star) = gang_argument_key(&clause.arguments[ai].tokens);
                            let value = if is_star {
                                self.int_const(&Ty::int(32, true), -1, directive_loc)
                            } else {
                                let expression =
                                    self.clause_expression(parsed, ci, ai, statement)?;
                                self.int_value(&expression, 32)?
                            };
                            parts.push(format!("{key}={} : i32", value.name));
                        }
                        format!("{{{}}}", parts.join(", "))
                    } else {
                        let expression = self.clause_expression(parsed, ci, 0, statement)?;
                        let value = self.int_value(&expression, 32)?;
                        format!("{} : i32", value.name)
                    };
                    for device in devices {
                        with_values.push((level, payload.clone(), device));
                    }
                }
                mode @ (ClauseKind::Seq | ClauseKind::Auto | ClauseKind::Independent) => {
                    for device in devices {
                        modes.push((mode, device));
                    }
                }
                ClauseKind::Tile => {
                    let mut sizes = Vec::new();
                    for (ai, argument) in clause.arguments.iter().enumerate() {
                        if argument.tokens.len() == 1 && argument.tokens[0].spelling == "*" {
                            sizes.push(self.int_const(&Ty::int(32, true), -1, directive_loc));
                        } else {
                            let expression = self.clause_expression(parsed, ci, ai, statement)?;
                            // An integer constant expression (`(1 + 1)`,
                            // `2*2`, `sizeof(int)`) as its value: OpenACC's
                            // tile sizes are constants.
                            let size = match expression.evaluate() {
                                Some(Evaluated::Int { value, .. }) => {
                                    self.int_const(&Ty::int(32, true), value, directive_loc)
                                }
                                _ => self.int_value(&expression, 32)?,
                            };
                            sizes.push(size);
                        }
                    }
                    let payload = format!(
                        "{{{}}}",
                        sizes
                            .iter()
                            .map(|v| format!("{} : i32", v.name))
                            .collect::<Vec<_>>()
                            .join(", ")
                    );
                    for device in devices {
                        tiles.push((payload.clone(), device));
                    }
                }
                _ => {}
            }
        }
        Ok(Partitioning {
            keyword_only,
            with_values,
            modes,
            tiles,
        })
    }

    /// `seq` / `auto` / `independent` as attributes; for the default
    /// device, Clacc's rule when none is given (independent in parallel
    /// constructs, auto in kernels). Gives whether the default device's
    /// loop is `seq`.
    fn execution_modes(
        &self,
        combined: Option<DirectiveName>,
        mut modes: Vec<(ClauseKind, &'static str)>,
        attributes: &mut Vec<String>,
    ) -> bool {
        let in_kernels =
            match combined {
                Some(name) => name == DirectiveName::KernelsLoop,
                None => self.f.computes.last().is_some_and(|c| {
                    matches!(c, DirectiveName::Kernels | DirectiveName::KernelsLoop)
                }),
            };
        let seq = modes.contains(&(ClauseKind::Seq, "none"));
        if !modes.iter().any(|(_, device)| *device == "none") {
            let mode = if in_kernels {
                ClauseKind::Auto
            } else {
                ClauseKind::Independent
            };
            modes.push((mode, "none"));
        }
        for mode in [ClauseKind::Seq, ClauseKind::Auto, ClauseKind::Independent] {
            let devices: Vec<&str> = modes
                .iter()
                .filter(|(m, _)| *m == mode)
                .map(|(_, d)| *d)
                .collect();
            if !devices.is_empty() {
                let name = if mode == ClauseKind::Auto {
                    "auto_"
                } else {
                    mode.spelling()
                };
                attributes.push(format!("{name} = {}", device_list(&devices)));
            }
        }
        seq
    }
}

/// `gang`, `worker`, `vector` with their device types.
fn levels_text(
    clauses: &[(usize, &Clause, Vec<&'static str>)],
    partitioning: &Partitioning,
    text: &mut String,
) -> Result<()> {
    let Partitioning {
        keyword_only,
        with_values,
        ..
    } = partitioning;
    for kind in [ClauseKind::Gang, ClauseKind::Worker, ClauseKind::Vector] {
        let level = kind.spelling();
        let keywords: Vec<&str> = keyword_only
            .iter()
            .filter(|(l, _)| *l == kind)
            .map(|(_, d)| *d)
            .collect();
        let values: Vec<String> = with_values
            .iter()
            .filter(|(l, _, _)| *l == kind)
            .map(|(_, payload, device)| with_device(payload, device))
            .collect();
        // MLIR 22 prints `worker([#acc.device_type<...>])` (and drops
        // the keyword of a mixed `worker(...)`) in forms its parser does
        // not read back: only the default-device keyword, or values.
        if kind != ClauseKind::Gang
            && !keywords.is_empty()
            && (keywords != ["none"] || !values.is_empty())
        {
            let clause = clauses
                .iter()
                .find(|(_, c, d)| c.kind == kind && c.arguments.is_empty() && d != &["none"])
                .or_else(|| clauses.iter().find(|(_, c, _)| c.kind == kind));
            return Err(Unsupported {
                location: clause.and_then(|(_, c, _)| c.location.clone()),
                message: format!(
                    "unsupported: '{level}' without an argument for a 'device_type' and '{level}' for another device on one loop (MLIR 22 cannot print it so that it reads back)"
                ),
            });
        }
        // MLIR 22 prints `gang({static=%a : i32}, {static=%b : i32}
        // [#acc.device_type<nvidia>])` for arguments of two device types but
        // its parser stops at the second group.
        if kind == ClauseKind::Gang && values.len() > 1 {
            let clause = clauses
                .iter()
                .filter(|(_, c, _)| c.kind == kind && !c.arguments.is_empty())
                .nth(1);
            return Err(Unsupported {
                location: clause.and_then(|(_, c, _)| c.location.clone()),
                message: "unsupported: 'gang' with arguments for several device types on one \
                          loop (MLIR 22 cannot print it so that it reads back)"
                    .into(),
            });
        }
        if values.is_empty() && keywords == ["none"] {
            text.push_str(&format!(" {level}"));
        } else if !values.is_empty() || !keywords.is_empty() {
            let mut parts = Vec::new();
            if !keywords.is_empty() {
                parts.push(device_list(&keywords));
            }
            parts.extend(values);
            text.push_str(&format!(" {level}({})", parts.join(", ")));
        }
    }
    Ok(())
}

/// `collapse` (attributes; not with `tile`) and `tile` (operands).
fn collapse_and_tile(
    parsed: &Parsed,
    tiles: &[(String, &'static str)],
    text: &mut String,
    attributes: &mut Vec<String>,
) -> Result<()> {
    let collapses: Vec<(usize, &'static str)> = collapse_entries(parsed)?;
    if !collapses.is_empty() && !parsed.has(ClauseKind::Tile) {
        attributes.push(format!(
            "collapse = [{}]",
            collapses
                .iter()
                .map(|(n, _)| n.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
        attributes.push(format!(
            "collapseDeviceType = {}",
            device_list(&collapses.iter().map(|(_, d)| *d).collect::<Vec<_>>())
        ));
    }
    if !tiles.is_empty() {
        text.push_str(&format!(
            " tile({})",
            tiles
                .iter()
                .map(|(payload, device)| with_device(payload, device))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    Ok(())
}
