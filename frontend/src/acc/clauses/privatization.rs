//! `private`, `firstprivate` and `reduction` clauses: their operations with
//! recipes ([`super::super::recipes`]).

use crate::acc::clauses::data::DataKind;
use crate::acc::clauses::data::entry_attributes;
use crate::acc::parsed::Parsed;
use crate::acc::{ClauseVar, clone_var};
use crate::c::body::Value;
use crate::c::types::unsupported;
use crate::c::types::{ArrayLen, Ty};
use crate::clang::{Cursor, Evaluated};
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::{Clause, ClauseKind};

impl Lowerer {
    /// `private`/`firstprivate` operations of a clause kind (before the
    /// construct, or before the loop inside it).
    ///
    /// Sections may have a run-time length (and lower bound): no operation
    /// is made for such a copy, its var has a `count` and the caller
    /// allocates it ([`Lowerer::run_time_copy`]): a loop's in its body,
    /// one per iteration (the value given is the count), a compute
    /// construct's at the start of its region, one per gang. A compute
    /// construct's `firstprivate` copies the section from its device data:
    /// an implicit `copyin` of the section, pushed to `entries`, whose
    /// result is the value given.
    pub(crate) fn private_ops(
        &mut self,
        parsed: &Parsed,
        kind: ClauseKind,
        loc: &str,
        mut entries: Option<&mut Vec<crate::acc::Entry>>,
    ) -> Result<Vec<(Value, ClauseVar)>> {
        let mut ops: Vec<(Value, ClauseVar)> = Vec::new();
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
                let tokens = &clause.arguments[ai].tokens;
                let (var, ty) = match self.private_section(&expression, tokens, clause)? {
                    Some(section) => section,
                    None => {
                        if let Some(section) = self.whole_vla(&expression, tokens, kind)? {
                            section
                        } else {
                            let var = self.clause_var(&expression, tokens)?;
                            if !var.bounds.is_empty() {
                                // A variable-length array of several dimensions.
                                return Err(Unsupported {
                                    location: expression.file_location(),
                                    message: format!(
                                        "unsupported: a variable-length array of several dimensions \
                                     in a '{}' clause (no single copy of a run-time length \
                                     describes it)",
                                        clause.spelled
                                    ),
                                });
                            }
                            let ty = self.ty_of(&crate::c::strip_wrappers(expression))?;
                            (var, ty)
                        }
                    }
                };
                // A variable once per clause kind: two sections of one
                // variable would both bind it.
                if let Some((_, earlier)) = ops.iter().find(|(_, v)| {
                    (var.offset.is_some() || v.offset.is_some())
                        && v.binding.is_some()
                        && v.binding.as_ref().map(|b| &b.0) == var.binding.as_ref().map(|b| &b.0)
                }) {
                    return Err(Unsupported {
                        location: expression.file_location(),
                        message: format!(
                            "unsupported: '{}' and '{}' of one variable in '{}' clauses",
                            earlier.name, var.name, clause.spelled
                        ),
                    });
                }
                if let Some(count) = var.count.clone() {
                    let value = match entries.as_deref_mut() {
                        Some(entries) if kind == ClauseKind::Firstprivate => {
                            if parsed.clauses(ClauseKind::Async).next().is_some() {
                                return Err(Unsupported {
                                    location: expression.file_location(),
                                    message: "unsupported: an array section of a run-time \
                                              length in 'firstprivate' with 'async' (its \
                                              values would be read when the construct runs, \
                                              not when it is encountered)"
                                        .into(),
                                });
                            }
                            let data = self.clause_var(&expression, tokens)?;
                            let data_loc = self.loc(&expression);
                            let entry =
                                self.entry_op(DataKind::Copyin, data, true, &data_loc, true)?;
                            let result = entry.result.clone();
                            entries.push(entry);
                            result
                        }
                        _ => count,
                    };
                    ops.push((value, var));
                    continue;
                }
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

    /// The private copy of an array section, `p[lo:n]` of a pointer or an
    /// array variable (`None` for a clause argument without a section): a
    /// private array of `n` elements (`firstprivate`: from the section's
    /// values), which the body's variable designates less `lo` elements (see
    /// `bind`); its type. `lo` and `n` may be any expressions, computed here
    /// (before the construct or the loop); a length that is not a constant
    /// gives a var with a `count` and the element type (see `private_ops`).
    ///
    /// A `reduction` section is the variable at the section's start, of
    /// the section's array type (an element, `a[i]`: of its scalar type;
    /// a run-time length: of the element type, with a `count`), which the
    /// reduction combines into.
    fn private_section(
        &mut self,
        expression: &Cursor,
        tokens: &[crate::clang::Token],
        clause: &Clause,
    ) -> Result<Option<(ClauseVar, Ty)>> {
        let (base, sections) = self.peel_sections(expression, tokens)?;
        if sections.is_empty() {
            return Ok(None);
        }
        let refuse = |what: &str| Unsupported {
            location: expression.file_location(),
            message: format!("unsupported: {what} in a '{}' clause", clause.spelled),
        };
        let base = crate::c::strip_wrappers(base);
        let base_ty = self.ty_of(&base)?;
        // A variable-length array of one dimension is as a pointer's section
        // (its copy of a run-time length); inner run-time lengths are not.
        let one_dimension_vla = matches!(&base_ty,
            Ty::Array(inner, ArrayLen::Dynamic(_)) if !crate::c::stmt::is_vla(inner));
        if crate::c::stmt::is_vla(&base_ty) && !one_dimension_vla {
            return Err(refuse(
                "a variable-length array of several dimensions (no single copy of a run-time \
                 length describes it)",
            ));
        }
        let [(lower, length, _)] = sections.as_slice() else {
            return Err(refuse("a section of several dimensions"));
        };
        // The element count: a positive constant, or a value computed here.
        let mut run_time_count = None;
        let count = match length {
            // `a[i]`: one element.
            None => 1,
            Some(Some(length)) => match length.evaluate() {
                Some(Evaluated::Int { value, .. }) if value > 0 => value as u64,
                Some(Evaluated::Int { .. }) => {
                    return Err(refuse(
                        "an array section whose length is not a positive constant",
                    ));
                }
                _ => {
                    run_time_count = Some(self.int_value(length, 64)?);
                    0
                }
            },
            Some(None) => return Err(refuse("an array section without a length")),
        };
        let (element, through_pointer) = match &base_ty {
            Ty::Ptr(inner) => ((**inner).clone(), true),
            Ty::Array(inner, _) => ((**inner).clone(), false),
            _ => return Err(refuse("a section of a non-array")),
        };
        let usr = match base.kind() {
            clang_sys::CXCursor_DeclRefExpr => base.referenced().map(|d| d.usr()),
            _ => None,
        }
        .ok_or_else(|| refuse("a section of a member or an expression"))?;
        let loc = self.loc(expression);
        let constant_lower = match lower {
            None => Some(0),
            Some(lower) => match lower.evaluate() {
                Some(Evaluated::Int { value, .. }) => Some(value),
                _ => None,
            },
        };
        let lower = match (constant_lower, lower) {
            (Some(value), _) => self.i64_const(value, &loc),
            (None, Some(lower)) => self.int_value(lower, 64)?,
            (None, None) => unreachable!("a section without a lower bound starts at 0"),
        };
        let element_mlir = self.types.mlir(&element);
        let reduction = clause.kind == ClauseKind::Reduction;
        // `firstprivate` copies the section's values in, from its start, and
        // a reduction combines into them; a `private` copy starts undefined
        // (no variable is read).
        let var_ptr = if clause.kind == ClauseKind::Firstprivate || reduction {
            let base_value = if through_pointer {
                self.rvalue(&base)?
            } else {
                self.lvalue(&base)?
            };
            // (From element 0: the variable itself, which a loop's
            // reduction inside a construct must reduce into.)
            if constant_lower == Some(0) {
                base_value
            } else {
                self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "llvm.getelementptr {}[{}] : (!llvm.ptr, i64) -> !llvm.ptr, {element_mlir}",
                        base_value.name, lower.name
                    ),
                    &loc,
                )
            }
        } else {
            self.f
                .body
                .value("!llvm.ptr", "llvm.mlir.zero : !llvm.ptr", &loc)
        };
        let ty = if (reduction && length.is_none()) || run_time_count.is_some() {
            element
        } else {
            Ty::Array(Box::new(element), ArrayLen::Const(count))
        };
        let var = ClauseVar {
            var_ptr,
            var_type: self.types.mlir(&ty),
            bounds: Vec::new(),
            binding: Some((usr, base_ty.clone(), through_pointer)),
            name: tokens.iter().map(|t| t.spelling.as_str()).collect(),
            range: crate::acc::source::token_span(tokens),
            is_const: base.ty().is_const(),
            data_clause: None,
            offset: Some((lower, element_mlir)),
            modifier: None,
            count: run_time_count,
        };
        Ok(Some((var, ty)))
    }

    /// A whole variable-length array of one dimension (`None` for any
    /// other variable): as its section `v[0:len]` ([`Self::private_section`]),
    /// a copy of its run-time length.
    fn whole_vla(
        &mut self,
        expression: &Cursor,
        tokens: &[crate::clang::Token],
        kind: ClauseKind,
    ) -> Result<Option<(ClauseVar, Ty)>> {
        let (_, sections) = self.peel_sections(expression, tokens)?;
        if !sections.is_empty() {
            return Ok(None);
        }
        let base = crate::c::strip_wrappers(*expression);
        if base.kind() != clang_sys::CXCursor_DeclRefExpr {
            return Ok(None);
        }
        let base_ty = self.ty_of(&base)?;
        let Ty::Array(element, ArrayLen::Dynamic(length)) = &base_ty else {
            return Ok(None);
        };
        if crate::c::stmt::is_vla(element) {
            return Ok(None);
        }
        let Some(usr) = base.referenced().map(|d| d.usr()) else {
            return Ok(None);
        };
        let loc = self.loc(expression);
        let element_mlir = self.types.mlir(element);
        let zero = self.i64_const(0, &loc);
        // `firstprivate` copies the array's values in and a reduction
        // combines into them; a `private` copy starts undefined.
        let var_ptr = if matches!(kind, ClauseKind::Firstprivate | ClauseKind::Reduction) {
            self.lvalue(&base)?
        } else {
            self.f
                .body
                .value("!llvm.ptr", "llvm.mlir.zero : !llvm.ptr", &loc)
        };
        let var = ClauseVar {
            var_ptr,
            var_type: element_mlir.clone(),
            bounds: Vec::new(),
            binding: Some((usr, base_ty.clone(), false)),
            name: tokens.iter().map(|t| t.spelling.as_str()).collect(),
            range: crate::acc::source::token_span(tokens),
            is_const: base.ty().is_const(),
            data_clause: None,
            offset: Some((zero, element_mlir)),
            modifier: None,
            count: Some(Value::new(length.clone(), "i64")),
        };
        Ok(Some((var, (**element).clone())))
    }

    /// The private copy of a section of a run-time length (a var with a
    /// `count`): an `llvm.alloca` of its elements with the allocations of
    /// the innermost allocation scope (a loop body's are made and freed in
    /// each iteration; a compute construct's once per gang). `source`: the
    /// section's device data (a compute construct's `firstprivate`), copied
    /// into it.
    pub(crate) fn run_time_copy(
        &mut self,
        var: &ClauseVar,
        source: Option<&Value>,
        loc: &str,
    ) -> Value {
        let count = var.count.as_ref().expect("a section of a run-time length");
        let element = match var.binding.as_ref().map(|b| &b.1) {
            Some(Ty::Ptr(inner) | Ty::Array(inner, _)) => (**inner).clone(),
            _ => unreachable!("a section of a pointer or an array"),
        };
        // As Clang aligns a local array of unknown size (x86-64's large
        // arrays: 16 bytes).
        let align = self.types.align_of(&element).max(16);
        let copy = self
            .f
            .body
            .scoped_alloca(&var.var_type, &count.name, align, loc);
        if let Some(source) = source {
            let (lower, mlir) = var.offset.clone().expect("a section has its lower bound");
            let start = self.f.body.value(
                "!llvm.ptr",
                format!(
                    "llvm.getelementptr {}[{}] : (!llvm.ptr, i64) -> !llvm.ptr, {mlir}",
                    source.name, lower.name
                ),
                loc,
            );
            let size = self.i64_const(self.types.size_of(&element).unwrap_or(1) as i64, loc);
            let bytes = self.f.body.value(
                "i64",
                format!("arith.muli {}, {} : i64", count.name, size.name),
                loc,
            );
            self.f.body.op(
                format!(
                    "\"llvm.intr.memcpy\"({}, {}, {}) <{{isVolatile = false}}> : (!llvm.ptr, !llvm.ptr, i64) -> ()",
                    copy.name, start.name, bytes.name
                ),
                loc,
            );
        }
        copy
    }

    /// `acc.reduction` operations; `copies` gives, for a combined
    /// construct, the implicit copy each one reduces into.
    ///
    /// A compute construct's section of a run-time length (`entries`: the
    /// construct's data entries) gets an implicit copy of its own, as a
    /// combined construct's reductions do: its map needs the section's
    /// bounds. The `acc.reduction` of such a section carries its bounds
    /// (its type is the element's).
    pub(crate) fn reduction_ops(
        &mut self,
        parsed: &Parsed,
        loc: &str,
        copies: Option<&[crate::acc::compute::ReductionCopy]>,
        mut entries: Option<&mut Vec<crate::acc::Entry>>,
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
                let tokens = &clause.arguments[ai].tokens;
                let copy =
                    copies.and_then(|c| c.iter().find(|c| c.clause == ci && c.argument == ai));
                let (var, ty) = match copy {
                    // A combined construct's: the variable as computed before
                    // the construct, into its implicit copy; a section's
                    // lower bound, a constant, made again inside.
                    Some(copy) => {
                        let mut var = clone_var(&copy.var);
                        var.var_ptr = copy.result.clone();
                        // A run-time length's bounds, made again inside
                        // (the count comes in as a value).
                        if let Some(count) = var.count.clone() {
                            let zero = self.i64_const(0, loc);
                            let one = self.i64_const(1, loc);
                            var.bounds =
                                vec![self.bound_of([&zero, &count, &one], [&zero, &one], loc)];
                        }
                        if let Some((_, element)) = &copy.var.offset {
                            let lower = self.constant_lower_bound(&expression, tokens, clause)?;
                            var.offset = Some((self.i64_const(lower, loc), element.clone()));
                        }
                        (var, copy.ty.clone())
                    }
                    // A loop's reduction inside a compute construct reduces
                    // into the variable as the construct sees it: a section
                    // must start at the variable's start, which is the
                    // construct's.
                    None => {
                        self.reduction_var(&expression, tokens, clause, self.f.in_compute > 0)?
                    }
                };
                let mut var = var;
                if var.count.is_some()
                    && copy.is_none()
                    && let Some(entries) = entries.as_deref_mut()
                {
                    let entry =
                        self.entry_op(DataKind::Reduction, clone_var(&var), true, loc, true)?;
                    var.var_ptr = entry.result.clone();
                    entries.push(entry);
                }
                let recipe = self.reduction_recipe(&ty, &operator, &expression, loc)?;
                if let Ty::Record(_) = ty {
                    self.record_struct_reduction(&expression, tokens, &ty, &operator, clause);
                }
                let attributes = entry_attributes(None, &var, false, true);
                let bounds = if var.bounds.is_empty() {
                    String::new()
                } else {
                    format!(" bounds({})", var.bounds.join(", "))
                };
                let result = self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "acc.reduction varPtr({} : !llvm.ptr) varType({}){bounds} recipe(@{recipe}) -> !llvm.ptr {attributes}",
                        var.var_ptr.name, var.var_type
                    ),
                    loc,
                );
                ops.push((result, var));
            }
        }
        Ok(ops)
    }

    /// For the source printer: a reduction of a struct variable, which
    /// OpenMP reduces through a `declare reduction` (its operators take
    /// arithmetic types): one whose identifier names the operator, the type
    /// and the directive's line (unique where several constructs of one
    /// scope declare it), combining and initializing each member as
    /// OpenACC's composite reductions do. Nothing for a struct without a
    /// name the printed file can spell (the printer then refuses it).
    fn record_struct_reduction(
        &mut self,
        expression: &Cursor,
        tokens: &[crate::clang::Token],
        ty: &Ty,
        operator: &str,
        clause: &Clause,
    ) {
        let Ty::Record(index) = ty else {
            return;
        };
        let Some((offset, at_line)) = tokens
            .first()
            .and_then(|t| Some((t.offset?, t.location.as_ref()?.line)))
        else {
            return;
        };
        let c_type = crate::c::strip_wrappers(*expression).ty().spelling();
        let c_type = c_type.trim_start_matches("const ").trim().to_string();
        if c_type.is_empty() || c_type.contains('(') {
            return;
        }
        let fields = self.types.records[*index].fields.clone();
        let mut combiners = Vec::new();
        let mut identities = Vec::new();
        for field in &fields {
            if field.name.is_empty() || field.bits.is_some() {
                return;
            }
            let Some(identity) = reduction_identity(operator, &field.ty) else {
                return;
            };
            let m = &field.name;
            combiners.push(match operator {
                "+" | "*" | "&" | "|" | "^" => format!("omp_out.{m} {operator}= omp_in.{m}"),
                "max" => {
                    format!("omp_out.{m} = omp_out.{m} > omp_in.{m} ? omp_out.{m} : omp_in.{m}")
                }
                "min" => {
                    format!("omp_out.{m} = omp_out.{m} < omp_in.{m} ? omp_out.{m} : omp_in.{m}")
                }
                "&&" | "||" => format!("omp_out.{m} = omp_out.{m} {operator} omp_in.{m}"),
                _ => return,
            });
            identities.push(identity);
        }
        let operator_name = match operator {
            "+" => "plus",
            "*" => "times",
            "max" => "max",
            "min" => "min",
            "&" => "and",
            "|" => "or",
            "^" => "xor",
            "&&" => "land",
            "||" => "lor",
            _ => return,
        };
        let type_name: String = c_type
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        let line = clause.location.as_ref().map_or(at_line, |l| l.line);
        let identifier = format!("acc2omp_{operator_name}_{type_name}_{line}");
        let declaration = format!(
            "#pragma omp declare reduction({identifier} : {c_type} : {}) \
             initializer(omp_priv = ({c_type}){{{}}})",
            combiners.join(", "),
            identities.join(", ")
        );
        self.struct_reductions
            .push(acc2omp_dialects::attrs::StructReduction {
                at: offset,
                var: tokens.iter().map(|t| t.spelling.as_str()).collect(),
                identifier,
                declaration,
            });
    }

    /// The constant lower bound of the (one-dimensional) section `expression`
    /// (0 without one), or why it has none.
    fn constant_lower_bound(
        &mut self,
        expression: &Cursor,
        tokens: &[crate::clang::Token],
        clause: &Clause,
    ) -> Result<i64> {
        let (_, sections) = self.peel_sections(expression, tokens)?;
        match sections
            .first()
            .map(|(lower, _, _)| lower.as_ref().map(|l| l.evaluate()))
        {
            None | Some(None) => Ok(0),
            Some(Some(Some(Evaluated::Int { value, .. }))) => Ok(value),
            _ => Err(Unsupported {
                location: expression.file_location(),
                message: format!(
                    "unsupported: an array section whose lower bound is not a constant on a \
                     loop (a combined construct's too; on a compute construct it may be any \
                     expression) in a '{}' clause",
                    clause.spelled
                ),
            }),
        }
    }

    /// The variable a reduction clause's argument designates, and its
    /// type: a scalar, a fixed-size array or struct (of scalars: the
    /// recipe checks), an array element or a section of constant length
    /// (the variable at its start). `in_loop`: the clause of a loop inside
    /// a compute construct, whose section starts at the variable's start.
    pub(crate) fn reduction_var(
        &mut self,
        expression: &Cursor,
        tokens: &[crate::clang::Token],
        clause: &Clause,
        in_loop: bool,
    ) -> Result<(ClauseVar, Ty)> {
        // A whole variable-length array: as its section `v[0:n]`.
        let section = match self.whole_vla(expression, tokens, ClauseKind::Reduction)? {
            Some(whole) => Some(whole),
            None => self.private_section(expression, tokens, clause)?,
        };
        if let Some((mut var, ty)) = section {
            // A section of a run-time length: its `acc.bounds` (from its
            // start), which its data entry and `acc.reduction` carry.
            if let Some(count) = var.count.clone() {
                let loc = self.loc(expression);
                let zero = self.i64_const(0, &loc);
                let one = self.i64_const(1, &loc);
                let bound = self.bound_of([&zero, &count, &one], [&zero, &one], &loc);
                var.bounds = vec![bound];
            }
            if in_loop {
                // The variable as the construct sees it: a section from
                // element 0 (its address is the variable's: see
                // `private_section`), of a variable the construct binds.
                let (_, sections) = self.peel_sections(expression, tokens)?;
                let starts_at_zero = sections.is_empty()
                    || sections.first().is_some_and(|(lower, _, _)| {
                        lower.as_ref().is_none_or(|l| {
                            matches!(l.evaluate(), Some(Evaluated::Int { value: 0, .. }))
                        })
                    });
                if !starts_at_zero {
                    return Err(Unsupported {
                        location: expression.file_location(),
                        message: "unsupported: a loop's reduction section, inside a compute \
                                  construct, that does not start at element 0 (reduce it on \
                                  the compute construct, or on a combined construct)"
                            .into(),
                    });
                }
                let unbound_pointer = var
                    .binding
                    .as_ref()
                    .is_some_and(|b| b.2 && !self.f.values.contains_key(&b.0));
                if unbound_pointer {
                    return Err(Unsupported {
                        location: expression.file_location(),
                        message: "unsupported: a loop's reduction section, inside a \
                                  compute construct, of a pointer without a data clause \
                                  on the construct"
                            .into(),
                    });
                }
                var.offset = None;
            }
            return Ok((var, ty));
        }
        let var = self.clause_var(expression, tokens)?;
        if !var.bounds.is_empty() {
            return Err(unsupported(
                expression,
                if var
                    .binding
                    .as_ref()
                    .is_some_and(|b| crate::c::stmt::is_vla(&b.1))
                {
                    "variable-length array of several dimensions in a reduction clause"
                } else {
                    "array section in a reduction clause"
                },
            ));
        }
        let ty = self.ty_of(&crate::c::strip_wrappers(*expression))?;
        Ok((var, ty))
    }
}

/// The identity of `operator` for a member of type `ty`, as C (`None` for
/// a type OpenACC's operator does not take).
fn reduction_identity(operator: &str, ty: &Ty) -> Option<String> {
    Some(match (operator, ty) {
        ("+" | "|" | "^" | "||" | "max", Ty::Bool) => "0".into(),
        ("*" | "&" | "&&" | "min", Ty::Bool) => "1".into(),
        ("+" | "|" | "^" | "||", Ty::Int { .. } | Ty::Float { .. }) => "0".into(),
        ("*" | "&&", Ty::Int { .. } | Ty::Float { .. }) => "1".into(),
        ("&", Ty::Int { .. }) => "~0".into(),
        ("max", Ty::Float { bits: 32 }) => "-__builtin_inff()".into(),
        ("max", Ty::Float { .. }) => "-__builtin_inf()".into(),
        ("min", Ty::Float { bits: 32 }) => "__builtin_inff()".into(),
        ("min", Ty::Float { .. }) => "__builtin_inf()".into(),
        ("max", Ty::Int { signed: false, .. }) => "0".into(),
        ("max", Ty::Int { bits, signed: true }) if *bits <= 64 => {
            format!("-{}LL - 1", (1u64 << (bits - 1)) - 1)
        }
        ("min", Ty::Int { bits, signed: true }) if *bits <= 64 => {
            format!("{}LL", (1u64 << (bits - 1)) - 1)
        }
        (
            "min",
            Ty::Int {
                bits,
                signed: false,
            },
        ) if *bits <= 64 => {
            format!("{}ULL", u64::MAX >> (64 - bits))
        }
        _ => return None,
    })
}
