//! The `loop` construct and the loop of a combined construct: an `acc.loop`
//! built in named steps (bounds, partitioning clauses, private and reduction
//! clauses, control variables, body).

use crate::acc::canonical_loop::LoopBounds;
use crate::acc::clauses::partition::{collapse_count, collapse_entries, gang_argument_key};
use crate::acc::clauses::{device_clauses, device_list, with_device};
use crate::acc::parsed::Parsed;
use crate::acc::{ClauseVar, attribute_text, clone_var, directive_error};
use crate::c::body::Value;
use crate::c::types::{Ty, unsupported};
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result, Unsupported, quote};
use crate::openacc::directive::DirectiveName;
use acc2omp_dialects::attrs;

impl Lowerer {
    /// `acc loop` in a statement position.
    pub(crate) fn loop_construct(&mut self, s: &Cursor) -> Result<()> {
        self.loop_construct_with(s, None)
    }

    pub(crate) fn loop_construct_with(
        &mut self,
        s: &Cursor,
        precomputed: Option<LoopBounds>,
    ) -> Result<()> {
        let parsed = self.parse_directive(s, true)?;
        if parsed.directive.name != DirectiveName::Loop {
            return Err(directive_error(s, parsed.directive.name));
        }
        let statement = parsed
            .statement
            .ok_or_else(|| unsupported(s, "loop construct without a loop"))?;
        self.loop_with(&parsed, statement, None, precomputed, &[])
    }

    /// The `acc.loop` of a loop construct or of a combined construct
    /// (`combined` names the compute construct).
    pub(crate) fn loop_with(
        &mut self,
        parsed: &Parsed,
        statement: Cursor,
        combined: Option<DirectiveName>,
        precomputed: Option<LoopBounds>,
        reduction_copies: &[(usize, usize, Value)],
    ) -> Result<()> {
        let loc = self.loc(&statement);
        let directive_loc = parsed
            .directive
            .location
            .as_ref()
            .map(|l| self.source_loc(l))
            .unwrap_or_else(|| loc.clone());
        let collapse = collapse_count(parsed, self, combined.is_some(), &statement)?;
        let mut bounds = match precomputed {
            Some(bounds) => bounds,
            None => self.loop_bounds(&statement, collapse)?,
        };
        let mut text = String::from("acc.loop");
        match combined {
            Some(DirectiveName::ParallelLoop) => text.push_str(" combined(parallel)"),
            Some(DirectiveName::SerialLoop) => text.push_str(" combined(serial)"),
            Some(DirectiveName::KernelsLoop) => text.push_str(" combined(kernels)"),
            _ => {}
        }
        let mut attributes = vec![parsed.src.clone()];
        // Partitioning, per device type: clauses after `device_type(...)`
        // apply to those devices (MLIR's `[#acc.device_type<...>]`).
        let clauses = device_clauses(parsed)?;
        let mut keyword_only: Vec<(&str, &'static str)> = Vec::new();
        let mut with_values: Vec<(&str, String, &'static str)> = Vec::new();
        let mut modes: Vec<(&str, &'static str)> = Vec::new();
        let mut tiles: Vec<(String, &'static str)> = Vec::new();
        for (ci, clause, devices) in &clauses {
            let ci = *ci;
            match clause.name.as_str() {
                level @ ("gang" | "worker" | "vector") => {
                    if clause.arguments.is_empty() && clause.modifier.is_none() {
                        for device in devices {
                            keyword_only.push((level, device));
                        }
                        continue;
                    }
                    let payload = if level == "gang" {
                        let mut parts = Vec::new();
                        for (ai, argument) in clause.arguments.iter().enumerate() {
                            let (key, is_star) = gang_argument_key(&argument.tokens);
                            let value = if is_star {
                                self.int_const(&Ty::int(32, true), -1, &directive_loc)
                            } else {
                                let expression =
                                    self.clause_expression(parsed, ci, ai, &statement)?;
                                self.int_value(&expression, 32)?
                            };
                            parts.push(format!("{key}={} : i32", value.name));
                        }
                        format!("{{{}}}", parts.join(", "))
                    } else {
                        let expression = self.clause_expression(parsed, ci, 0, &statement)?;
                        let value = self.int_value(&expression, 32)?;
                        format!("{} : i32", value.name)
                    };
                    for device in devices {
                        with_values.push((level, payload.clone(), device));
                    }
                }
                mode @ ("seq" | "auto" | "independent") => {
                    for device in devices {
                        modes.push((mode, device));
                    }
                }
                "tile" => {
                    let mut sizes = Vec::new();
                    for (ai, argument) in clause.arguments.iter().enumerate() {
                        if argument.tokens.len() == 1 && argument.tokens[0].spelling == "*" {
                            sizes.push(self.int_const(&Ty::int(32, true), -1, &directive_loc));
                        } else {
                            let expression = self.clause_expression(parsed, ci, ai, &statement)?;
                            sizes.push(self.int_value(&expression, 32)?);
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
        for level in ["gang", "worker", "vector"] {
            let keywords: Vec<&str> = keyword_only
                .iter()
                .filter(|(l, _)| *l == level)
                .map(|(_, d)| *d)
                .collect();
            let values: Vec<String> = with_values
                .iter()
                .filter(|(l, _, _)| *l == level)
                .map(|(_, payload, device)| with_device(payload, device))
                .collect();
            // MLIR 22 prints `worker([#acc.device_type<...>])` (and drops
            // the keyword of a mixed `worker(...)`) in forms its parser does
            // not read back: only the default-device keyword, or values.
            if level != "gang"
                && !keywords.is_empty()
                && (keywords != ["none"] || !values.is_empty())
            {
                let clause = clauses
                    .iter()
                    .find(|(_, c, d)| c.name == level && c.arguments.is_empty() && d != &["none"])
                    .or_else(|| clauses.iter().find(|(_, c, _)| c.name == level));
                return Err(Unsupported {
                    location: clause.and_then(|(_, c, _)| c.location.clone()),
                    message: format!(
                        "unsupported: '{level}' without an argument for a 'device_type' and '{level}' for another device on one loop (MLIR 22 cannot print it so that it reads back)"
                    ),
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
        // seq / auto / independent: for the default device, Clacc's rule
        // (independent in parallel constructs, auto in kernels).
        let in_kernels =
            match combined {
                Some(name) => name == DirectiveName::KernelsLoop,
                None => self.f.computes.last().is_some_and(|c| {
                    matches!(c, DirectiveName::Kernels | DirectiveName::KernelsLoop)
                }),
            };
        let seq = modes.contains(&("seq", "none"));
        if !modes.iter().any(|(_, device)| *device == "none") {
            modes.push((if in_kernels { "auto" } else { "independent" }, "none"));
        }
        for mode in ["seq", "auto", "independent"] {
            let devices: Vec<&str> = modes
                .iter()
                .filter(|(m, _)| *m == mode)
                .map(|(_, d)| *d)
                .collect();
            if !devices.is_empty() {
                let name = if mode == "auto" { "auto_" } else { mode };
                attributes.push(format!("{name} = {}", device_list(&devices)));
            }
        }
        let collapses: Vec<(usize, &'static str)> = collapse_entries(parsed)?;
        if !collapses.is_empty() && !parsed.has("tile") {
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
        // Loop-level private and reduction (inside the compute construct).
        let mut privates = self.private_ops(parsed, "private", &loc, Some(&statement))?;
        let reductions =
            self.reduction_ops(parsed, &loc, Some(&statement), Some(reduction_copies))?;
        // The control variables: an implicit private for those declared in
        // the `for` (and for any of a partitioned loop); a `seq` loop over
        // a variable declared outside updates it.
        // The bounds may have been computed before the compute construct:
        // inside it, a control variable named in a clause is the clause's
        // copy.
        for var in bounds.vars.iter_mut() {
            if let Some(bound) = self.f.locals.get(&var.usr) {
                var.addr = bound.addr.clone();
            }
        }
        let mut control_slots = Vec::new();
        // Control variables an explicit `private` clause of the loop names:
        // the loop runs on that copy, and the variable keeps its value.
        let mut privatized = Vec::new();
        for var in &bounds.vars {
            let explicit = privates.iter().find(|(_, clause)| {
                clause
                    .binding
                    .as_ref()
                    .is_some_and(|(usr, _, _)| *usr == var.usr)
            });
            if let Some((copy, _)) = explicit {
                control_slots.push(copy.clone());
                privatized.push(var.usr.clone());
                continue;
            }
            if var.declared || !seq {
                let recipe = self.private_recipe(&var.ty, "privatization", &loc)?;
                let mlir = self.types.mlir(&var.ty);
                // A variable the `for` declares needs no copy in C (the
                // source printer's concern): marked so.
                let declared = if var.declared {
                    format!(", {}", attrs::Flag::Declared.name())
                } else {
                    String::new()
                };
                let result = self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "acc.private varPtr({} : !llvm.ptr) varType({mlir}) recipe(@{recipe}) -> !llvm.ptr {{implicit = true, name = {}{declared}}}",
                        var.addr.name,
                        quote(&var.name)
                    ),
                    &loc,
                );
                privates.push((
                    result.clone(),
                    ClauseVar {
                        var_ptr: var.addr.clone(),
                        var_type: mlir,
                        bounds: Vec::new(),
                        binding: Some((var.usr.clone(), var.ty.clone(), false)),
                        name: var.name.clone(),
                        range: None,
                        is_const: false,
                        data_clause: None,
                    },
                ));
                control_slots.push(result);
            } else {
                control_slots.push(var.addr.clone());
            }
        }
        if !privates.is_empty() {
            text.push_str(&format!(
                " private({} : {})",
                privates
                    .iter()
                    .map(|(v, _)| v.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; privates.len()].join(", ")
            ));
        }
        if !reductions.is_empty() {
            text.push_str(&format!(
                " reduction({} : {})",
                reductions
                    .iter()
                    .map(|(v, _)| v.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; reductions.len()].join(", ")
            ));
        }
        // cache(...) directives at the top of the loop body.
        let caches = self.cache_ops(&bounds.body())?;
        if !caches.is_empty() {
            text.push_str(&format!(
                " cache({} : {})",
                caches
                    .iter()
                    .map(|v| v.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; caches.len()].join(", ")
            ));
        }
        let ivs: Vec<String> = bounds.vars.iter().map(|_| self.f.body.fresh()).collect();
        let iv_types: Vec<String> = bounds.vars.iter().map(|v| self.types.mlir(&v.ty)).collect();
        let list = |values: Vec<String>| values.join(", ");
        text.push_str(&format!(
            " control({}) = ({} : {}) to ({} : {}) step ({} : {})",
            list(
                ivs.iter()
                    .zip(&iv_types)
                    .map(|(i, t)| format!("{i} : {t}"))
                    .collect()
            ),
            list(bounds.lower.iter().map(|v| v.name.clone()).collect()),
            list(iv_types.clone()),
            list(bounds.upper.iter().map(|v| v.name.clone()).collect()),
            list(iv_types.clone()),
            list(bounds.step.iter().map(|v| v.name.clone()).collect()),
            list(iv_types.clone()),
        ));
        attributes.push(format!(
            "inclusiveUpperbound = array<i1: {}>",
            bounds
                .inclusive
                .iter()
                .map(|b| b.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        ));
        // Which control variables are unsigned (`acc` integers are
        // signless), one flag per level.
        if bounds.vars.iter().any(|v| !v.ty.is_signed()) {
            let flags: Vec<bool> = bounds.vars.iter().map(|v| !v.ty.is_signed()).collect();
            attributes.push(attrs::unsigned_mlir(&flags));
        }
        let mut bindings: Vec<(ClauseVar, Value)> = Vec::new();
        for (value, var) in privates.iter().chain(&reductions) {
            bindings.push((clone_var(var), value.clone()));
        }
        let body = bounds.body();
        let region = self.region(crate::c::stmt::Scope::LoopBody, "acc.yield", &loc, |this| {
            let saved = this.bind(&bindings, &loc);
            for ((iv, slot), ty) in ivs.iter().zip(&control_slots).zip(&iv_types) {
                this.f.body.op(
                    format!("llvm.store {iv}, {} : {ty}, !llvm.ptr", slot.name),
                    &loc,
                );
            }
            let outcome = this.loop_body(&body);
            this.unbind(saved);
            outcome
        })?;
        let attributes = attribute_text(&attributes);
        self.f
            .body
            .op(format!("{text} {region}{attributes}"), &directive_loc);
        // A `seq` loop over a variable declared outside: its final value
        // (Clacc: such a variable is shared, unless a clause privatizes it).
        if seq {
            for (index, var) in bounds.vars.iter().enumerate() {
                if !var.declared && !privatized.contains(&var.usr) {
                    self.final_value(var, &bounds, index, &loc)?;
                }
            }
        }
        Ok(())
    }

    /// The body of an `acc.loop`: `continue` ends the iteration.
    pub(crate) fn loop_body(&mut self, body: &Cursor) -> Result<()> {
        let jumps = crate::c::stmt::jumps(body);
        if jumps.other || jumps.breaks {
            return Err(unsupported(body, "jump out of a loop construct"));
        }
        if !jumps.continues {
            return self.statement(body);
        }
        let loc = self.loc(body);
        self.f.body.push_region(false);
        self.f.cfg_region.push(true);
        let next = self.f.body.new_label();
        self.f.targets.push(crate::lower::JumpTarget::Blocks {
            break_to: None,
            continue_to: Some(next.clone()),
            scopes: self.f.blocks.len(),
        });
        let outcome = self.statement(body);
        self.f.targets.pop();
        self.f.cfg_region.pop();
        self.f.body.start_block(&next);
        self.f.body.terminate("scf.yield", &loc);
        let region = self.f.body.pop_region();
        outcome?;
        self.f.body.op(format!("scf.execute_region {region}"), &loc);
        Ok(())
    }
}
