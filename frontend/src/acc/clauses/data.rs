//! Data clauses: their entry operations before a construct (or the
//! directive's own) and their exit operations after it.

use crate::acc::parsed::Parsed;
use crate::acc::{ClauseVar, Entry};
use crate::c::body::Value;
use crate::lower::{Lowerer, Result, Unsupported, quote};
use crate::openacc::directive::ClauseKind;
use acc2omp_dialects::attrs;

impl Lowerer {
    /// The entry operations of the data clauses of a structured construct.
    pub(crate) fn data_entries(&mut self, parsed: &Parsed, structured: bool) -> Result<Vec<Entry>> {
        let mut entries = Vec::new();
        for (ci, clause) in parsed.directive.clauses.iter().enumerate() {
            let Some(kind) = DataKind::from_clause(clause.kind) else {
                continue;
            };
            for ai in 0..clause.arguments.len() {
                let expression = match parsed.expression(ci, ai) {
                    Some(e) => e,
                    None => {
                        return Err(Unsupported {
                            location: clause.arguments[ai].location().cloned(),
                            message: format!(
                                "unsupported: argument '{}' of '{}'",
                                clause.arguments[ai].text(),
                                clause.spelled
                            ),
                        });
                    }
                };
                let tokens = &clause.arguments[ai].tokens;
                if let Some((Some(pointer_array), jagged)) =
                    self.jagged_section(&expression, tokens, &clause.spelled, true)?
                {
                    let loc = self.loc(&expression);
                    let entry = self.jagged_entry(
                        clause,
                        kind,
                        pointer_array,
                        jagged,
                        expression.file_location(),
                        &loc,
                    )?;
                    entries.push(entry);
                    continue;
                }
                let mut var = self.clause_var(&expression, tokens)?;
                if kind == DataKind::Deviceptr {
                    var = self.pointer_value_var(&expression, var)?;
                }
                apply_modifier(&mut var, kind, clause)?;
                let loc = self.loc(&expression);
                let entry = self.entry_op(kind, var, structured, &loc, false)?;
                entries.push(entry);
            }
        }
        Ok(entries)
    }

    pub(crate) fn entry_op(
        &mut self,
        kind: DataKind,
        var: ClauseVar,
        structured: bool,
        loc: &str,
        implicit: bool,
    ) -> Result<Entry> {
        let (op, data_clause) = kind.entry();
        let data_clause = var.data_clause.or(data_clause);
        let result = self.data_op(op, data_clause, &var, implicit, structured, loc)?;
        Ok(Entry {
            result,
            var,
            kind,
            implicit,
            jagged: None,
        })
    }

    /// One data entry operation (`acc.copyin`, `acc.getdeviceptr`, ...).
    pub(crate) fn data_op(
        &mut self,
        op: &str,
        data_clause: Option<&str>,
        var: &ClauseVar,
        implicit: bool,
        structured: bool,
        loc: &str,
    ) -> Result<Value> {
        let bounds = if var.bounds.is_empty() {
            String::new()
        } else {
            format!(" bounds({})", var.bounds.join(", "))
        };
        let attributes = entry_attributes(data_clause, var, implicit, structured);
        Ok(self.f.body.value(
            "!llvm.ptr",
            format!(
                "{op} varPtr({} : !llvm.ptr) varType({}){bounds} -> !llvm.ptr {attributes}",
                var.var_ptr.name, var.var_type
            ),
            loc,
        ))
    }

    /// The exit operations after a structured construct, in clause order.
    pub(crate) fn data_exits(&mut self, entries: &[Entry], loc: &str) {
        for entry in entries {
            if let Some((op, data_clause)) = entry.kind.exit() {
                let data_clause = entry.var.data_clause.or(data_clause);
                self.exit_op(
                    op,
                    data_clause,
                    &entry.result,
                    &entry.var,
                    entry.kind == DataKind::Reduction || entry.implicit,
                    true,
                    loc,
                );
            }
            if let Some((jagged, operation)) = &entry.jagged {
                self.jagged_call(jagged, *operation);
            }
        }
    }

    /// A structured construct's data clause of a pointer-to-pointer section
    /// ([`crate::acc::jagged`]): the runtime call that makes it present
    /// (now, before the construct), and the `present` entry of its pointer
    /// array, whose exit makes the call that ends it.
    pub(crate) fn jagged_entry(
        &mut self,
        clause: &crate::openacc::directive::Clause,
        kind: DataKind,
        pointer_array: ClauseVar,
        jagged: crate::acc::jagged::Jagged,
        location: Option<acc2omp_dialects::diagnostics::SourceLoc>,
        loc: &str,
    ) -> Result<Entry> {
        use crate::acc::jagged::{COPY, EXIT, NO_CREATE, PRESENT, STRUCTURED};
        let refuse = |what: String| Unsupported {
            location: location.clone(),
            message: format!("unsupported: a pointer-to-pointer section {what}"),
        };
        let (enter, exit) = match kind {
            DataKind::Copy => (COPY, COPY),
            DataKind::Copyin => (COPY, 0),
            DataKind::Copyout => (0, COPY),
            DataKind::Create => (0, 0),
            DataKind::Present => (PRESENT, 0),
            DataKind::NoCreate => (NO_CREATE, NO_CREATE),
            _ => return Err(refuse(format!("in a '{}' clause", clause.spelled))),
        };
        // The construct's pointer array: the device's where present (with
        // `no_create`, the host's where not).
        let array_kind = if kind == DataKind::NoCreate {
            DataKind::NoCreate
        } else {
            DataKind::Present
        };
        let (enter_bits, exit_bits) = crate::acc::jagged::modifier_bits(clause).map_err(refuse)?;
        let (enter, exit) = (enter | enter_bits, exit | exit_bits);
        // (The calls run under the directive's `if` and not its `self`:
        // `crate::acc::jagged`.)
        self.jagged_call(&jagged, enter | STRUCTURED);
        let mut entry = self.entry_op(array_kind, pointer_array, true, loc, false)?;
        entry.jagged = Some((jagged, exit | STRUCTURED | EXIT));
        Ok(entry)
    }

    #[allow(clippy::too_many_arguments)]
    pub(crate) fn exit_op(
        &mut self,
        op: &str,
        data_clause: Option<&str>,
        result: &Value,
        var: &ClauseVar,
        implicit: bool,
        structured: bool,
        loc: &str,
    ) {
        let bounds = if var.bounds.is_empty() {
            String::new()
        } else {
            format!(" bounds({})", var.bounds.join(", "))
        };
        let attributes = entry_attributes(data_clause, var, implicit, structured);
        let text = match op {
            "acc.copyout" | "acc.update_host" => format!(
                "{op} accPtr({} : !llvm.ptr){bounds} to varPtr({} : !llvm.ptr) varType({}) {attributes}",
                result.name, var.var_ptr.name, var.var_type
            ),
            _ => format!(
                "{op} accPtr({} : !llvm.ptr){bounds} {attributes}",
                result.name
            ),
        };
        self.f.body.op(text, loc);
    }
}

/// A data clause kind and its entry/exit operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum DataKind {
    Copy,
    Copyin,
    Copyout,
    Create,
    Present,
    NoCreate,
    Deviceptr,
    Attach,
    /// The implicit copy of a reduction variable of a combined construct.
    Reduction,
    /// `declare device_resident`, `declare link`.
    DeviceResident,
    Link,
}

impl DataKind {
    /// The kind of a data clause of a structured construct.
    pub(super) fn from_clause(kind: ClauseKind) -> Option<DataKind> {
        Some(match kind {
            ClauseKind::Copy => DataKind::Copy,
            ClauseKind::Copyin => DataKind::Copyin,
            ClauseKind::Copyout => DataKind::Copyout,
            ClauseKind::Create => DataKind::Create,
            ClauseKind::Present => DataKind::Present,
            ClauseKind::NoCreate => DataKind::NoCreate,
            ClauseKind::Deviceptr => DataKind::Deviceptr,
            ClauseKind::Attach => DataKind::Attach,
            _ => return None,
        })
    }

    /// The entry operation and its `dataClause` (when not its own).
    pub(crate) fn entry(self) -> (&'static str, Option<&'static str>) {
        match self {
            DataKind::Copy => ("acc.copyin", Some("acc_copy")),
            DataKind::Copyin => ("acc.copyin", None),
            DataKind::Copyout => ("acc.create", Some("acc_copyout")),
            DataKind::Create => ("acc.create", None),
            DataKind::Present => ("acc.present", None),
            DataKind::NoCreate => ("acc.nocreate", None),
            DataKind::Deviceptr => ("acc.deviceptr", None),
            DataKind::Attach => ("acc.attach", None),
            DataKind::Reduction => ("acc.copyin", Some("acc_reduction")),
            DataKind::DeviceResident => ("acc.declare_device_resident", None),
            DataKind::Link => ("acc.declare_link", None),
        }
    }

    /// The exit operation (`acc.copyout` or `acc.delete`/`acc.detach`) and
    /// its `dataClause`.
    pub(super) fn exit(self) -> Option<(&'static str, Option<&'static str>)> {
        Some(match self {
            DataKind::Copy => ("acc.copyout", Some("acc_copy")),
            DataKind::Copyin => ("acc.delete", Some("acc_copyin")),
            DataKind::Copyout => ("acc.copyout", None),
            DataKind::Create => ("acc.delete", Some("acc_create")),
            DataKind::Present => ("acc.delete", Some("acc_present")),
            DataKind::NoCreate => ("acc.delete", Some("acc_no_create")),
            DataKind::Attach => ("acc.detach", Some("acc_attach")),
            DataKind::Reduction => ("acc.copyout", Some("acc_reduction")),
            DataKind::DeviceResident => ("acc.delete", Some("acc_declare_device_resident")),
            DataKind::Deviceptr | DataKind::Link => return None,
        })
    }
}

/// The attribute dictionary of a data operation.
pub(super) fn entry_attributes(
    data_clause: Option<&str>,
    var: &ClauseVar,
    implicit: bool,
    structured: bool,
) -> String {
    let mut parts = Vec::new();
    if var.is_const {
        parts.push(attrs::Flag::Const.name().to_string());
    }
    if let Some((start, end)) = var.range {
        parts.push(attrs::argument_span_mlir((start, end)));
    }
    if let Some(data_clause) = data_clause {
        parts.push(format!("dataClause = #acc<data_clause {data_clause}>"));
    }
    if let Some(modifier) = var.modifier {
        parts.push(format!("modifiers = #acc<data_clause_modifier {modifier}>"));
    }
    if implicit {
        parts.push("implicit = true".into());
    }
    parts.push(format!("name = {}", quote(&var.name)));
    if !structured {
        parts.push("structured = false".into());
    }
    format!("{{{}}}", parts.join(", "))
}

/// A data clause's modifier on its variable: `copyin(readonly: ...)`,
/// `copyout(zero: ...)`, `create(zero: ...)` are their own data clause
/// kinds; OpenACC 3.3's `always`, `alwaysin`, `alwaysout` copy even present
/// data, as MLIR's modifiers.
pub(crate) fn apply_modifier(
    var: &mut ClauseVar,
    kind: DataKind,
    clause: &crate::openacc::directive::Clause,
) -> Result<()> {
    let (data_clause, modifier) = modifier_kinds(kind, clause)?;
    var.data_clause = data_clause;
    var.modifier = modifier.or(var.modifier);
    Ok(())
}

/// [`apply_modifier`]'s data clause kind and MLIR modifier.
pub(crate) fn modifier_kinds(
    kind: DataKind,
    clause: &crate::openacc::directive::Clause,
) -> Result<(Option<&'static str>, Option<&'static str>)> {
    Ok(match (kind, clause.modifier.as_deref()) {
        (DataKind::Copyin, Some("readonly")) => (Some("acc_copyin_readonly"), None),
        (DataKind::Copyout, Some("zero")) => (Some("acc_copyout_zero"), None),
        (DataKind::Create, Some("zero")) => (Some("acc_create_zero"), None),
        (DataKind::Copy, Some(modifier @ ("always" | "alwaysin" | "alwaysout")))
        | (DataKind::Copyin, Some(modifier @ ("always" | "alwaysin")))
        | (DataKind::Copyout, Some(modifier @ ("always" | "alwaysout"))) => (
            None,
            Some(match modifier {
                "always" => "always",
                "alwaysin" => "alwaysin",
                _ => "alwaysout",
            }),
        ),
        (_, None) => (None, None),
        (_, Some(other)) => {
            return Err(Unsupported {
                location: clause.location.clone(),
                message: format!("unsupported: modifier '{other}' on '{}'", clause.spelled),
            });
        }
    })
}
