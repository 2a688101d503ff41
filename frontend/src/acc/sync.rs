//! Directives without a region: `wait`, `init`, `shutdown`, `set`, and
//! `cache` (an `acc.loop` operand).

use crate::acc::attribute_text;
use crate::acc::clauses::{device_list, device_types};
use crate::acc::parsed::Parsed;
use crate::acc::source::token_span;
use crate::c::body::Value;
use crate::c::types::unsupported;
use crate::clang::Cursor;
use crate::clang::DirectiveKind;
use crate::clang::Token;
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::{ClauseKind, DirectiveName};
use clang_sys::*;

impl Lowerer {
    /// `wait`, with its queues (the directive's own arguments) and clauses.
    pub(super) fn wait_directive(&mut self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let mut attributes = vec![parsed.src.clone()];
        let mut text = String::from("acc.wait");
        // The directive's own arguments: `[devnum: d:] [queues:] q, ...`.
        let (devnum, queue_tokens) = wait_arguments(&parsed.directive.arguments, None)
            .map_err(|message| unsupported(s, &message))?;
        let mut queues = Vec::new();
        for tokens in &queue_tokens {
            let expression = parsed
                .expression_in(tokens)
                .ok_or_else(|| unsupported(s, "wait argument"))?;
            queues.push(self.int_value(&expression, 32)?);
        }
        let devnum = match devnum {
            Some(tokens) => {
                let expression = parsed
                    .expression_in(&tokens)
                    .ok_or_else(|| unsupported(s, "'devnum' argument of 'wait'"))?;
                Some(self.int_value(&expression, 32)?)
            }
            None => None,
        };
        if !queues.is_empty() {
            text.push_str(&format!(
                "({} : {})",
                queues
                    .iter()
                    .map(|v| v.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["i32"; queues.len()].join(", ")
            ));
        }
        if let Some(devnum) = devnum {
            text.push_str(&format!(" wait_devnum({} : i32)", devnum.name));
        }
        self.conditions_queues_and_sizes(parsed, &mut text, &mut attributes, false)?;
        self.f
            .body
            .op(format!("{text}{}", attribute_text(&attributes)), &loc);
        Ok(())
    }

    /// `init`, `shutdown`, `set`: device type, device number, default queue, condition.
    pub(super) fn init_shutdown_or_set(&mut self, parsed: &Parsed, s: &Cursor) -> Result<()> {
        let loc = self.loc(s);
        let mut attributes = vec![parsed.src.clone()];
        let mut text = String::from(match parsed.directive.name {
            DirectiveName::Init => "acc.init",
            DirectiveName::Shutdown => "acc.shutdown",
            _ => "acc.set",
        });
        // Several `device_type` clauses name the union of their
        // devices (Clang and GCC accept them).
        let mut all_devices: Vec<&'static str> = Vec::new();
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            match clause.kind {
                ClauseKind::DeviceNum | ClauseKind::DefaultAsync => {
                    let expression = self.clause_expression(parsed, ci, 0, s)?;
                    let value = self.int_value(&expression, 32)?;
                    text.push_str(&format!(
                        " {}({} : i32)",
                        clause.kind.spelling(),
                        value.name
                    ));
                }
                ClauseKind::DeviceType => {
                    for device in device_types(clause)? {
                        if !all_devices.contains(&device) {
                            all_devices.push(device);
                        }
                    }
                    if parsed.directive.name == DirectiveName::Set && all_devices.len() > 1 {
                        return Err(Unsupported {
                            location: clause.location.clone(),
                            message: "'set' takes one device type".into(),
                        });
                    }
                }
                ClauseKind::If => {
                    let expression = self.clause_expression(parsed, ci, 0, s)?;
                    let value = self.condition(&expression)?;
                    text.push_str(&format!(" if({})", value.name));
                }
                _ => {}
            }
        }
        match all_devices.as_slice() {
            [] => {}
            [device] if parsed.directive.name == DirectiveName::Set => {
                attributes.push(format!("device_type = #acc.device_type<{device}>"));
            }
            devices => {
                attributes.push(format!("device_types = {}", device_list(devices)));
            }
        }
        self.f
            .body
            .op(format!("{text}{}", attribute_text(&attributes)), &loc);
        Ok(())
    }

    /// `acc.cache` operations of `cache` directives at the top of a loop
    /// body.
    pub(super) fn cache_ops(&mut self, body: &Cursor) -> Result<Vec<Value>> {
        let statements = if body.kind() == CXCursor_CompoundStmt {
            body.children()
        } else {
            Vec::new()
        };
        let mut values = Vec::new();
        for statement in statements {
            if statement.directive() != Some(DirectiveKind::Cache) {
                break;
            }
            let parsed = self.parse_directive(&statement, false)?;
            let loc = self.loc(&statement);
            let expressions: Vec<Cursor> = statement
                .children()
                .into_iter()
                .filter(Cursor::is_expression)
                .collect();
            for argument in &parsed.directive.arguments {
                let mut tokens = argument.tokens.clone();
                if tokens.first().is_some_and(|t| t.spelling == "readonly")
                    && tokens.get(1).is_some_and(|t| t.spelling == ":")
                {
                    tokens.drain(..2);
                }
                let Some((first, last)) = token_span(&tokens) else {
                    continue;
                };
                let expression = expressions
                    .iter()
                    .find(|e| {
                        e.byte_range()
                            .is_some_and(|r| (first..last).contains(&r.start))
                    })
                    .ok_or_else(|| unsupported(&statement, "cache argument"))?;
                let var = self.clause_var(expression, &tokens)?;
                let result = self.data_op("acc.cache", None, &var, false, true, &loc)?;
                values.push(result);
                self.f
                    .cached
                    .insert(statement.byte_range().map(|r| r.start).unwrap_or(0));
            }
        }
        Ok(values)
    }
}

/// The tokens of a wait argument list, `[devnum: int-expr :] [queues:]
/// int-expr-list` (OpenACC 3.3 §2.16.3): the device number's and each
/// queue's. `modifier` is what the clause parser took off the first
/// argument (`devnum` or `queues`).
pub(crate) type WaitTokens = (Option<Vec<Token>>, Vec<Vec<Token>>);

pub(crate) fn wait_arguments(
    arguments: &[crate::openacc::directive::Argument],
    modifier: Option<&str>,
) -> std::result::Result<WaitTokens, String> {
    if let Some(other) = modifier.filter(|m| !matches!(*m, "devnum" | "queues")) {
        return Err(format!(
            "'{other}:' in 'wait' (only 'devnum:' and 'queues:')"
        ));
    }
    let mut queues: Vec<Vec<Token>> = arguments.iter().map(|a| a.tokens.clone()).collect();
    let Some(first) = queues.first_mut() else {
        return Ok((None, queues));
    };
    let is = |tokens: &[Token], i: usize, spelling: &str| {
        tokens.get(i).is_some_and(|t| t.spelling == spelling)
    };
    let mut devnum = None;
    let mut rest: Vec<Token> = first.clone();
    let devnum_first = modifier == Some("devnum");
    if devnum_first || is(&rest, 0, "devnum") && is(&rest, 1, ":") {
        if !devnum_first {
            rest.drain(..2);
        }
        // The device number ends at the next top-level `:`.
        let Some(end) = crate::acc::source::top_level_colon(&rest) else {
            return Err("'devnum:' without the ':' that ends its argument in 'wait'".into());
        };
        devnum = Some(rest[..end].to_vec());
        rest.drain(..=end);
    }
    if modifier == Some("queues") {
        // Taken off already.
    } else if is(&rest, 0, "queues") && is(&rest, 1, ":") {
        rest.drain(..2);
    }
    if rest.is_empty() {
        return Err("'wait' without a queue after 'devnum:'/'queues:'".into());
    }
    *first = rest;
    Ok((devnum, queues))
}
