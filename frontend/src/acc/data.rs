//! Data constructs: `data`, `enter data`, `exit data`, `update`, `host_data`.

use crate::acc::attribute_text;
use crate::acc::parsed::Parsed;
use crate::c::types::unsupported;
use crate::clang::Cursor;
use crate::lower::{Lowerer, Result};
use crate::openacc::directive::{ClauseKind, DirectiveName};

impl Lowerer {
    /// `data`: entries before the region, exits after it.
    pub(super) fn data_construct(&mut self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let mut attributes = vec![parsed.src.clone()];
        let statement = parsed
            .statement
            .ok_or_else(|| unsupported(s, "data construct"))?;
        let mut text = String::from("acc.data");
        self.conditions_queues_and_sizes(parsed, &mut text, &mut attributes, false)?;
        let entries = self.data_entries(parsed, true)?;
        if !entries.is_empty() {
            text.push_str(&format!(
                " dataOperands({} : {})",
                entries
                    .iter()
                    .map(|e| e.result.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; entries.len()].join(", ")
            ));
        }
        let region = self.region(false, "acc.terminator", &loc, |this| {
            this.statement(&statement)
        })?;
        self.f.body.op(
            format!("{text} {region}{}", attribute_text(&attributes)),
            &loc,
        );
        self.data_exits(&entries, &loc);
        Ok(())
    }

    /// The runtime operation of an `enter data`/`exit data` clause of a
    /// pointer-to-pointer section ([`crate::acc::jagged`]).
    fn jagged_operation(
        &self,
        parsed: &Parsed,
        clause: &crate::openacc::directive::Clause,
        enter: bool,
        expression: &Cursor,
    ) -> Result<i32> {
        use crate::acc::jagged::{COPY, EXIT, FINALIZE};
        let refuse = |what: String| crate::lower::Unsupported {
            location: expression.file_location(),
            message: format!("unsupported: a pointer-to-pointer section {what}"),
        };
        let (enter_bits, exit_bits) = crate::acc::jagged::modifier_bits(clause).map_err(refuse)?;
        let finalize = if parsed.has(ClauseKind::Finalize) {
            FINALIZE
        } else {
            0
        };
        Ok(match (enter, clause.kind) {
            (true, ClauseKind::Copyin) => COPY | enter_bits,
            (true, ClauseKind::Create) => enter_bits,
            (false, ClauseKind::Copyout) => EXIT | COPY | finalize | exit_bits,
            (false, ClauseKind::Delete) => EXIT | finalize,
            _ => return Err(refuse(format!("in a '{}' clause", clause.spelled))),
        })
    }

    /// `enter data`, `exit data`: unstructured entries (exit data: `acc.getdeviceptr` and the exit operations after the directive).
    pub(super) fn enter_or_exit_data(&mut self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let mut attributes = vec![parsed.src.clone()];
        let enter = parsed.directive.name == DirectiveName::EnterData;
        let mut text = String::from(if enter {
            "acc.enter_data"
        } else {
            "acc.exit_data"
        });
        self.conditions_queues_and_sizes(parsed, &mut text, &mut attributes, false)?;
        if parsed.has(ClauseKind::Finalize) {
            attributes.push("finalize".into());
        }
        let mut operands = Vec::new();
        let mut exits = Vec::new();
        let mut jagged_calls = Vec::new();
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            let kind = match (enter, clause.kind) {
                (true, ClauseKind::Copyin) => ("acc.copyin", None, None),
                (true, ClauseKind::Create) => ("acc.create", None, None),
                (true, ClauseKind::Attach) => ("acc.attach", None, None),
                (false, ClauseKind::Copyout) => {
                    ("acc.getdeviceptr", Some("acc_copyout"), Some("acc.copyout"))
                }
                (false, ClauseKind::Delete) => {
                    ("acc.getdeviceptr", Some("acc_delete"), Some("acc.delete"))
                }
                (false, ClauseKind::Detach) => {
                    ("acc.getdeviceptr", Some("acc_detach"), Some("acc.detach"))
                }
                _ => continue,
            };
            // `copyin(readonly: ...)`, `create(zero: ...)`: their own data
            // clause kinds.
            let mut modifier = None;
            let data_clause = match (clause.kind, clause.modifier.as_deref()) {
                (_, None) => kind.1,
                (ClauseKind::Copyin, Some("readonly")) => Some("acc_copyin_readonly"),
                (ClauseKind::Create, Some("zero")) => Some("acc_create_zero"),
                (ClauseKind::Copyin, Some(m @ ("always" | "alwaysin")))
                | (ClauseKind::Copyout, Some(m @ ("always" | "alwaysout"))) => {
                    modifier = Some(if m == "always" {
                        "always"
                    } else if m == "alwaysin" {
                        "alwaysin"
                    } else {
                        "alwaysout"
                    });
                    kind.1
                }
                (_, Some(other)) => {
                    return Err(crate::lower::Unsupported {
                        location: clause.location.clone(),
                        message: format!("unsupported: modifier '{other}' on '{}'", clause.spelled),
                    });
                }
            };
            for ai in 0..clause.arguments.len() {
                let expression = self.clause_expression(parsed, ci, ai, s)?;
                let tokens = &clause.arguments[ai].tokens;
                if let Some((_, jagged)) =
                    self.jagged_section(&expression, tokens, &clause.spelled, false)?
                {
                    // `enter data`: after the directive's other clauses
                    // (rows may lie in their data), `exit data`: before.
                    let operation = self.jagged_operation(parsed, clause, enter, &expression)?;
                    if enter {
                        jagged_calls.push((jagged, operation));
                    } else {
                        self.jagged_call(&jagged, operation);
                    }
                    continue;
                }
                let mut var = self.clause_var(&expression, tokens)?;
                var.modifier = modifier;
                let result = self.data_op(kind.0, data_clause, &var, false, false, &loc)?;
                operands.push(result.clone());
                if let Some(exit) = kind.2 {
                    exits.push((exit, result, var));
                }
            }
        }
        if !operands.is_empty() {
            text.push_str(&format!(
                " dataOperands({} : {})",
                operands
                    .iter()
                    .map(|v| v.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; operands.len()].join(", ")
            ));
        }
        // (Pointer-to-pointer sections only: their calls are the directive.)
        if !operands.is_empty() {
            let attributes = if attributes.is_empty() {
                String::new()
            } else {
                format!(" attributes {{{}}}", attributes.join(", "))
            };
            self.f.body.op(format!("{text}{attributes}"), &loc);
            for (exit, result, var) in exits {
                self.exit_op(exit, None, &result, &var, false, false, &loc);
            }
        }
        for (jagged, operation) in jagged_calls {
            self.jagged_call(&jagged, operation);
        }
        Ok(())
    }

    /// `update`: `self`/`host` copy to the host, `device` to the device.
    pub(super) fn update_directive(&mut self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let mut attributes = vec![parsed.src.clone()];
        let mut text = String::from("acc.update");
        self.conditions_queues_and_sizes(parsed, &mut text, &mut attributes, false)?;
        if parsed.has(ClauseKind::IfPresent) {
            attributes.push("ifPresent".into());
        }
        let mut operands = Vec::new();
        let mut exits = Vec::new();
        let mut jagged_calls = Vec::new();
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            let host = match clause.kind {
                ClauseKind::Device => false,
                ClauseKind::SelfClause | ClauseKind::Host => true,
                _ => continue,
            };
            // `self` of update names variables; of compute constructs
            // it is a condition (handled by conditions_queues_and_sizes there).
            for ai in 0..clause.arguments.len() {
                let expression = self.clause_expression(parsed, ci, ai, s)?;
                let tokens = &clause.arguments[ai].tokens;
                // A pointer-to-pointer section: each row updated by the
                // runtime (the pointer array keeps its device pointers).
                if let Some((_, jagged)) =
                    self.jagged_section(&expression, tokens, &clause.spelled, false)?
                {
                    use crate::acc::jagged::{IF_PRESENT, TO_DEVICE, UPDATE};
                    let mut operation = UPDATE;
                    if !host {
                        operation |= TO_DEVICE;
                    }
                    if parsed.has(ClauseKind::IfPresent) {
                        operation |= IF_PRESENT;
                    }
                    jagged_calls.push((jagged, operation));
                    continue;
                }
                let var = self.clause_var(&expression, tokens)?;
                if host {
                    let data_clause = if clause.kind == ClauseKind::Host {
                        "acc_update_host"
                    } else {
                        "acc_update_self"
                    };
                    let result = self.data_op(
                        "acc.getdeviceptr",
                        Some(data_clause),
                        &var,
                        false,
                        false,
                        &loc,
                    )?;
                    operands.push(result.clone());
                    exits.push((result, var, data_clause));
                } else {
                    let result =
                        self.data_op("acc.update_device", None, &var, false, false, &loc)?;
                    operands.push(result);
                }
            }
        }
        for (jagged, operation) in &jagged_calls {
            self.jagged_call(jagged, *operation);
        }
        if operands.is_empty() && !jagged_calls.is_empty() {
            // Only pointer-to-pointer sections: the calls are the update.
            return Ok(());
        }
        text.push_str(&format!(
            " dataOperands({} : {})",
            operands
                .iter()
                .map(|v| v.name.clone())
                .collect::<Vec<_>>()
                .join(", "),
            vec!["!llvm.ptr"; operands.len()].join(", ")
        ));
        let attributes = format!(" attributes {{{}}}", attributes.join(", "));
        self.f.body.op(format!("{text}{attributes}"), &loc);
        for (result, var, data_clause) in exits {
            self.exit_op(
                "acc.update_host",
                Some(data_clause),
                &result,
                &var,
                false,
                false,
                &loc,
            );
        }
        Ok(())
    }

    /// `host_data`: `use_device` variables designate the device addresses in the region.
    pub(super) fn host_data_construct(&mut self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let mut attributes = vec![parsed.src.clone()];
        let statement = parsed
            .statement
            .ok_or_else(|| unsupported(s, "host_data construct"))?;
        let mut text = String::from("acc.host_data");
        self.conditions_queues_and_sizes(parsed, &mut text, &mut attributes, false)?;
        if parsed.has(ClauseKind::IfPresent) {
            attributes.push("ifPresent".into());
        }
        let mut bindings = Vec::new();
        let mut operands = Vec::new();
        for (ci, clause) in parsed.clauses(ClauseKind::UseDevice) {
            for ai in 0..clause.arguments.len() {
                let expression = self.clause_expression(parsed, ci, ai, s)?;
                let var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                let result = self.data_op("acc.use_device", None, &var, false, true, &loc)?;
                operands.push(result.clone());
                bindings.push((var, result));
            }
        }
        text.push_str(&format!(
            " dataOperands({} : {})",
            operands
                .iter()
                .map(|v| v.name.clone())
                .collect::<Vec<_>>()
                .join(", "),
            vec!["!llvm.ptr"; operands.len()].join(", ")
        ));
        let region = self.region(false, "acc.terminator", &loc, |this| {
            let saved = this.bind(&bindings, &loc);
            let outcome = this.statement(&statement);
            this.unbind(saved);
            outcome
        })?;
        self.f.body.op(
            format!("{text} {region}{}", attribute_text(&attributes)),
            &loc,
        );
        Ok(())
    }
}
