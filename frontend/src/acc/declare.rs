//! `declare`: in a function, `acc.declare_enter` and the exits at every
//! return; at file scope, the global's `acc.declare` attribute and an
//! `acc.global_ctor`.

use crate::acc::ClauseVar;
use crate::acc::clauses::data::DataKind;
use crate::acc::source::token_span;
use crate::c::body::Value;
use crate::c::types::{ArrayLen, Ty};
use crate::clang::{Cursor, Token};
use crate::lower::{Lowerer, Result, Unsupported, quote};
use crate::openacc::directive::{ClauseKind, Directive};
use acc2omp_dialects::{attrs, diagnostics::SourceLoc};
use clang_sys::*;

impl Lowerer {
    /// `declare`: in a function, entry operations and `acc.declare_enter`
    /// here and `acc.declare_exit` with the exit operations at every
    /// return; at file scope, the global's `acc.declare` attribute and an
    /// `acc.global_ctor` that enters its data. Arguments are variables.
    pub(super) fn declare(
        &mut self,
        decl: &Cursor,
        tokens: &[Token],
        parsed: &Directive,
        in_function: bool,
    ) -> Result<()> {
        let loc = self.loc(decl);
        // Its exits are at the function's returns and end: its entries must
        // be in the function's own region (in an `if` or a loop they would
        // not be in scope there; it was an internal error, found by
        // fuzzing).
        if in_function && !self.f.body.at_function_level() {
            return Err(Unsupported {
                location: decl.file_location(),
                message: "unsupported: 'declare' inside a statement of a function (an 'if', a \
                          loop, a construct): write it at the top level of the function's body"
                    .into(),
            });
        }
        // No condition or queue (a previous directive's are not this one's).
        self.directive_if = None;
        self.directive_self = None;
        self.directive_async = false;
        // The directive's ranges, for the source printer: on the enter op,
        // and (the directive's alone) on each exit op.
        let src = self.src_attribute(tokens, None, parsed);
        let directive_range = token_span(tokens);
        let mut entries = Vec::new();
        for clause in &parsed.clauses {
            let kind = match clause.kind {
                ClauseKind::Copy => DataKind::Copy,
                ClauseKind::Copyin => DataKind::Copyin,
                ClauseKind::Copyout => DataKind::Copyout,
                ClauseKind::Create => DataKind::Create,
                ClauseKind::DeviceResident => DataKind::DeviceResident,
                ClauseKind::Link => DataKind::Link,
                ClauseKind::Present => DataKind::Present,
                ClauseKind::Deviceptr => DataKind::Deviceptr,
                other => {
                    return Err(Unsupported {
                        location: clause.location.clone(),
                        message: format!("unsupported: '{}' clause on 'declare'", other.spelling()),
                    });
                }
            };
            for argument in &clause.arguments {
                let name = argument.text();
                let located = |message: String| Unsupported {
                    location: argument.location().cloned(),
                    message,
                };
                // `x[lo:n]`: a section of a local pointer or array.
                if argument.tokens.len() != 1 {
                    if !in_function {
                        let spelled: String = argument
                            .tokens
                            .iter()
                            .map(|t| t.spelling.as_str())
                            .collect();
                        return Err(located(format!(
                            "unsupported: 'declare' of '{spelled}' at file scope (only whole \
                             variables: a global's section has no storage of its own)"
                        )));
                    }
                    if let Some((pointer_array, jagged)) =
                        self.declare_jagged(decl, &argument.tokens, &loc)?
                    {
                        let location = argument.location().cloned();
                        entries.push(self.jagged_entry(
                            clause,
                            kind,
                            pointer_array,
                            jagged,
                            location,
                            &loc,
                        )?);
                        continue;
                    }
                    let mut clause_var = self.declare_section(decl, &argument.tokens, &loc)?;
                    crate::acc::clauses::data::apply_modifier(&mut clause_var, kind, clause)?;
                    entries.push(self.entry_op(kind, clause_var, true, &loc, false)?);
                    continue;
                }
                let names_nothing = || {
                    located(format!(
                        "unsupported: 'declare' of '{name}', which names no variable here"
                    ))
                };
                if !in_function {
                    let global = find_global(decl, &name).ok_or_else(names_nothing)?;
                    return self.declare_global(
                        &global,
                        kind,
                        clause,
                        &name,
                        argument.location().cloned(),
                        &src,
                    );
                }
                let variable = self
                    .f
                    .names
                    .get(&name)
                    .cloned()
                    .map(|usr| (usr, None))
                    .or_else(|| find_global(decl, &name).map(|g| (g.usr(), Some(g))))
                    .ok_or_else(names_nothing)?;
                let var =
                    match variable.1 {
                        None => self.f.locals.get(&variable.0).cloned().ok_or_else(|| {
                            located(format!("unsupported: 'declare' of '{name}'"))
                        })?,
                        Some(global) => self.var_address(&global, decl)?,
                    };
                let var_type = match &var.ty {
                    Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
                    other => self.types.mlir(other),
                };
                let mut clause_var = ClauseVar {
                    var_ptr: var.addr.clone(),
                    var_type,
                    bounds: Vec::new(),
                    binding: None,
                    name: name.clone(),
                    range: token_span(&argument.tokens),
                    is_const: false,
                    data_clause: None,
                    offset: None,
                    modifier: None,
                    count: None,
                };
                crate::acc::clauses::data::apply_modifier(&mut clause_var, kind, clause)?;
                entries.push(self.entry_op(kind, clause_var, true, &loc, false)?);
            }
        }
        if !in_function || entries.is_empty() {
            return Ok(());
        }
        let token = self.f.body.value(
            "!acc.declare_token",
            format!(
                "acc.declare_enter dataOperands({} : {}) attributes {{{src}}}",
                entries
                    .iter()
                    .map(|e| e.result.name.clone())
                    .collect::<Vec<_>>()
                    .join(", "),
                vec!["!llvm.ptr"; entries.len()].join(", ")
            ),
            &loc,
        );
        self.f
            .declares
            .push((token.name, entries, loc, directive_range));
        Ok(())
    }

    /// The exits of the function's `declare` directives (before a return;
    /// `at`: the return statement's byte range, or the empty range before
    /// the function's closing brace).
    pub(crate) fn declare_exits(&mut self, at: Option<(usize, usize)>) {
        let declares = std::mem::take(&mut self.f.declares);
        for (token, entries, loc, directive) in declares.iter().rev() {
            let src = match (at, directive) {
                (Some(statement), Some(directive)) => format!(
                    " attributes {{{}}}",
                    attrs::DirectiveSource {
                        directive: *directive,
                        statement: Some(statement),
                        ..Default::default()
                    }
                    .to_mlir()
                ),
                _ => String::new(),
            };
            self.f.body.op(
                format!(
                    "acc.declare_exit token({token}) dataOperands({} : {}){src}",
                    entries
                        .iter()
                        .map(|e| e.result.name.clone())
                        .collect::<Vec<_>>()
                        .join(", "),
                    vec!["!llvm.ptr"; entries.len()].join(", ")
                ),
                loc,
            );
            self.data_exits(entries, loc);
        }
        self.f.declares = declares;
    }

    pub(super) fn declare_global(
        &mut self,
        global: &Cursor,
        kind: DataKind,
        clause: &crate::openacc::directive::Clause,
        name: &str,
        location: Option<SourceLoc>,
        src: &str,
    ) -> Result<()> {
        // The modifiers (`copyin(readonly: ...)`, `create(zero: ...)`: their
        // own data clause kinds on the entry; `always`: the data are made
        // present once, at the program's start, when nothing is present, so
        // that it copies in as the clause does).
        let (modified, _) = crate::acc::clauses::data::modifier_kinds(kind, clause)?;
        let (symbol, ty) = self.global(*global)?;
        let data_clause = match kind {
            DataKind::Copyin => "acc_copyin",
            DataKind::Create => "acc_create",
            DataKind::Deviceptr => "acc_deviceptr",
            DataKind::DeviceResident => "acc_declare_device_resident",
            DataKind::Link => "acc_declare_link",
            _ => {
                return Err(Unsupported {
                    location,
                    message: "unsupported: this data clause on a file-scope 'declare' (OpenACC allows create, copyin, deviceptr, device_resident and link there)".into(),
                });
            }
        };
        let prefix = "llvm.mlir.global ";
        for text in &mut self.globals {
            if text.starts_with(prefix) && text.contains(&format!("@{symbol}()")) {
                *text = text.replacen(
                    "{addr_space",
                    &format!(
                        "{{acc.declare = #acc.declare<dataClause = {data_clause}>, addr_space"
                    ),
                    1,
                );
            }
        }
        let (op, clause) = kind.entry();
        let clause = modified.or(clause);
        let mlir = match &ty {
            Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
            other => self.types.mlir(other),
        };
        let loc = self.loc(global);
        // The entry is the directive's (its clause argument's location): the
        // printer reads where a directive is by its ops' locations, and the
        // global may be declared in a header.
        let enter_loc = location
            .as_ref()
            .map_or_else(|| loc.clone(), |l| self.source_loc(l));
        let dc = clause
            .map(|c| format!("dataClause = #acc<data_clause {c}>, "))
            .unwrap_or_default();
        self.globals.push(format!(
            "acc.global_ctor @{symbol}_acc_ctor {{
  %a = llvm.mlir.addressof @{symbol} : !llvm.ptr {loc}
  %c = {op} varPtr(%a : !llvm.ptr) varType({mlir}) -> !llvm.ptr {{{dc}name = {}, structured = false}} {loc}
  acc.declare_enter dataOperands(%c : !llvm.ptr) attributes {{{src}}} {enter_loc}
  acc.terminator {loc}
}} {loc}",
            quote(name)
        ));
        self.declared.insert(global.usr());
        Ok(())
    }
}

impl Lowerer {
    /// A `declare` argument `a[lo:n][lo2:m]` of a local `T **a` (a
    /// pointer-to-pointer section, [`crate::acc::jagged`]): its pointer
    /// array's clause variable and the runtime call's arguments; `None`
    /// for any other argument.
    fn declare_jagged(
        &mut self,
        decl: &Cursor,
        tokens: &[Token],
        loc: &str,
    ) -> Result<Option<(ClauseVar, crate::acc::jagged::Jagged)>> {
        let groups = crate::acc::jagged::top_level_subscripts(tokens);
        let [_, second] = groups.as_slice() else {
            return Ok(None);
        };
        let element = match self
            .f
            .names
            .get(&tokens[0].spelling)
            .and_then(|usr| self.f.locals.get(usr))
            .map(|var| var.ty.clone())
        {
            Some(Ty::Ptr(row)) => match *row {
                Ty::Ptr(element) => *element,
                _ => return Ok(None),
            },
            _ => return Ok(None),
        };
        let located = |message: String| Unsupported {
            location: tokens.first().and_then(|t| t.location.clone()),
            message,
        };
        let spelled: String = tokens.iter().map(|t| t.spelling.as_str()).collect();
        let size = self
            .types
            .size_of(&element)
            .filter(|s| *s > 0)
            .ok_or_else(|| {
                located(format!(
                    "unsupported: a pointer-to-pointer section of elements of no known size \
                     ('{spelled}' in 'declare')"
                ))
            })?;
        // The pointer array `a[lo:n]`, and the rows' `lo2:m`.
        let (pointer_array, lo, n) = self.declare_section_values(decl, &tokens[..second.0], loc)?;
        let (lo2, m) = self
            .subscript_values(decl, &tokens[second.0 + 1..second.1], loc)?
            .ok_or_else(|| {
                located(format!(
                    "unsupported: 'declare' of '{spelled}' (a pointer-to-pointer section \
                     'a[lo:n][lo2:m]' with both lengths)"
                ))
            })?;
        let element = self.i64_const(size as i64, loc);
        let jagged = self.jagged(loc, pointer_array.var_ptr.clone(), [lo, n, lo2, m, element]);
        Ok(Some((pointer_array, jagged)))
    }

    /// A `declare` argument `x[lo:n]` (`x[:n]`): a section of one
    /// dimension of a local or parameter pointer, or of a local array, in
    /// the enclosing function; its bounds read from the tokens
    /// ([`super::token_expr`]).
    fn declare_section(&mut self, decl: &Cursor, tokens: &[Token], loc: &str) -> Result<ClauseVar> {
        Ok(self.declare_section_values(decl, tokens, loc)?.0)
    }

    /// `lo:n` of a subscript's tokens (`:n`: from 0) as `i64` values;
    /// `None` without a top-level `:` or a length.
    fn subscript_values(
        &mut self,
        decl: &Cursor,
        inside: &[Token],
        loc: &str,
    ) -> Result<Option<(Value, Value)>> {
        let Some(colon) = crate::acc::source::top_level_colon(inside) else {
            return Ok(None);
        };
        let (lower_tokens, length_tokens) = (&inside[..colon], &inside[colon + 1..]);
        if length_tokens.is_empty() {
            return Ok(None);
        }
        let lower = if lower_tokens.is_empty() {
            self.i64_const(0, loc)
        } else {
            self.token_int_expression(lower_tokens, decl, loc)?
        };
        let length = self.token_int_expression(length_tokens, decl, loc)?;
        Ok(Some((lower, length)))
    }

    /// [`Self::declare_section`], with the section's lower bound and length.
    fn declare_section_values(
        &mut self,
        decl: &Cursor,
        tokens: &[Token],
        loc: &str,
    ) -> Result<(ClauseVar, Value, Value)> {
        let name: String = tokens.iter().map(|t| t.spelling.as_str()).collect();
        let located = |message: String| Unsupported {
            location: tokens.first().and_then(|t| t.location.clone()),
            message,
        };
        let form = || {
            located(format!(
                "unsupported: 'declare' of '{name}' (a variable, or a section 'x[lo:n]' of one \
                 dimension of a local pointer or array)"
            ))
        };
        let spelled = |i: usize, s: &str| tokens.get(i).is_some_and(|t| t.spelling == s);
        if tokens.len() < 5 || !spelled(1, "[") || !spelled(tokens.len() - 1, "]") {
            return Err(form());
        }
        let inside = &tokens[2..tokens.len() - 1];
        let base = &tokens[0].spelling;
        let usr = self.f.names.get(base).cloned().ok_or_else(form)?;
        let var = self.f.locals.get(&usr).cloned().ok_or_else(form)?;
        let (var_ptr, element) = match &var.ty {
            Ty::Ptr(element) => (self.load(&var.addr, &var.ty, loc), (**element).clone()),
            Ty::Array(element, ArrayLen::Const(_)) => (var.addr.clone(), (**element).clone()),
            _ => return Err(form()),
        };
        if matches!(element, Ty::Array(..) | Ty::Void | Ty::Opaque) {
            return Err(form());
        }
        let (lower, length) = self.subscript_values(decl, inside, loc)?.ok_or_else(form)?;
        let zero = self.i64_const(0, loc);
        let one = self.i64_const(1, loc);
        let bound = self.bound_of([&lower, &length, &one], [&zero, &one], loc);
        let var = ClauseVar {
            var_ptr,
            // (A section of pointers: of one-pointer structs, as in other
            // clauses; MLIR rejects a pointer `varType`.)
            var_type: match &element {
                Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
                other => self.types.mlir(other),
            },
            bounds: vec![bound],
            binding: None,
            name,
            range: token_span(tokens),
            is_const: false,
            data_clause: None,
            offset: None,
            modifier: None,
            count: None,
        };
        Ok((var, lower, length))
    }
}

/// A file-scope variable of the unit by name.
pub(super) fn find_global<'t>(anchor: &Cursor<'t>, name: &str) -> Option<Cursor<'t>> {
    anchor
        .unit_cursor()
        .children()
        .into_iter()
        .rfind(|c| c.kind() == CXCursor_VarDecl && c.spelling() == name)
}
