//! `private`, `firstprivate` and `reduction` clauses: their operations with
//! recipes ([`super::super::recipes`]).

use crate::acc::ClauseVar;
use crate::acc::clauses::data::entry_attributes;
use crate::acc::parsed::Parsed;
use crate::c::body::Value;
use crate::c::types::unsupported;
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::ClauseKind;

impl Lowerer {
    /// `private`/`firstprivate` operations of a clause kind (before the
    /// construct, or before the loop inside it).
    pub(crate) fn private_ops(
        &mut self,
        parsed: &Parsed,
        kind: ClauseKind,
        loc: &str,
    ) -> Result<Vec<(Value, ClauseVar)>> {
        let mut ops = Vec::new();
        let (op, prefix) = if kind == ClauseKind::Private {
            ("acc.private", "privatization")
        } else {
            ("acc.firstprivate", "firstprivatization")
        };
        for (ci, clause) in parsed.clauses(kind) {
            for ai in 0..clause.arguments.len() {
                let expression = parsed.expression(ci, ai).ok_or_else(|| Unsupported {
                    location: clause.arguments[ai].location().cloned(),
                    message: format!(
                        "unsupported: argument '{}' of '{}'",
                        clause.arguments[ai].text(),
                        clause.spelled
                    ),
                })?;
                let var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                if !var.bounds.is_empty() {
                    let what = if var
                        .binding
                        .as_ref()
                        .is_some_and(|b| crate::c::stmt::is_vla(&b.1))
                    {
                        "a variable-length array"
                    } else {
                        "an array section"
                    };
                    return Err(Unsupported {
                        location: expression.file_location(),
                        message: format!(
                            "unsupported: {what} in a '{}' clause (whole arrays of constant \
                             size and scalars are supported)",
                            clause.spelled
                        ),
                    });
                }
                let ty = self.ty_of(&crate::c::strip_wrappers(expression))?;
                let recipe = self.private_recipe(&ty, prefix, loc)?;
                let attributes = entry_attributes(None, &var, false, true);
                let result = self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "{op} varPtr({} : !llvm.ptr) varType({}) recipe(@{recipe}) -> !llvm.ptr {attributes}",
                        var.var_ptr.name, var.var_type
                    ),
                    loc,
                );
                ops.push((result, var));
            }
        }
        Ok(ops)
    }

    /// `acc.reduction` operations; `copies` gives, for a combined
    /// construct, the implicit copy each one reduces into.
    pub(crate) fn reduction_ops(
        &mut self,
        parsed: &Parsed,
        loc: &str,
        copies: Option<&[(usize, usize, Value)]>,
    ) -> Result<Vec<(Value, ClauseVar)>> {
        let mut ops = Vec::new();
        for (ci, clause) in parsed.clauses(ClauseKind::Reduction) {
            let operator = clause.modifier.clone().unwrap_or_default();
            for ai in 0..clause.arguments.len() {
                let expression = parsed.expression(ci, ai).ok_or_else(|| Unsupported {
                    location: clause.arguments[ai].location().cloned(),
                    message: format!(
                        "unsupported: argument '{}' of 'reduction'",
                        clause.arguments[ai].text()
                    ),
                })?;
                let mut var = self.clause_var(&expression, &clause.arguments[ai].tokens)?;
                if !var.bounds.is_empty() {
                    return Err(unsupported(
                        &expression,
                        if var
                            .binding
                            .as_ref()
                            .is_some_and(|b| crate::c::stmt::is_vla(&b.1))
                        {
                            "variable-length array in a reduction clause"
                        } else {
                            "array section in a reduction clause"
                        },
                    ));
                }
                let ty = self.ty_of(&crate::c::strip_wrappers(expression))?;
                let recipe = self.reduction_recipe(&ty, &operator, clause, loc)?;
                if let Some(copy) =
                    copies.and_then(|c| c.iter().find(|(c2, a2, _)| *c2 == ci && *a2 == ai))
                {
                    var.var_ptr = copy.2.clone();
                }
                let attributes = entry_attributes(None, &var, false, true);
                let result = self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "acc.reduction varPtr({} : !llvm.ptr) varType({}) recipe(@{recipe}) -> !llvm.ptr {attributes}",
                        var.var_ptr.name, var.var_type
                    ),
                    loc,
                );
                ops.push((result, var));
            }
        }
        Ok(ops)
    }
}
