//! The variable of a clause argument: a whole variable or member, or an
//! array section with its `acc.bounds` (innermost dimension first).

use crate::acc::source::token_span;
use crate::acc::{ClauseVar, MEMBER};
use crate::c::body::Value;
use crate::c::expr::operands;
use crate::c::types::{ArrayLen, Ty, unsupported};
use crate::clang::{Cursor, Token};
use crate::lower::{Lowerer, Result};
use clang_sys::*;

impl Lowerer {
    /// The variable, type and bounds of a clause argument (a variable, an
    /// array element, an array section, a member).
    pub(super) fn clause_var(
        &mut self,
        expression: &Cursor,
        tokens: &[Token],
    ) -> Result<ClauseVar> {
        let name = tokens
            .iter()
            .map(|t| t.spelling.as_str())
            .collect::<String>();
        let range = token_span(tokens);
        let loc = self.loc(expression);
        let (base, mut sections) = self.peel_sections(expression, tokens)?;
        let base = crate::c::strip_wrappers(base);
        let base_ty = self.ty_of(&base)?;
        let is_const = base.ty().is_const() || base.referenced().is_some_and(|d| d.ty().is_const());
        // What the construct's body designates by the clause's variable: a
        // variable (by USR), or a member expression (by its spelling).
        let binding_usr = match base.kind() {
            CXCursor_DeclRefExpr => base.referenced().map(|d| d.usr()),
            CXCursor_MemberRefExpr => Some(format!("{MEMBER}{}", base.source_text())),
            _ => None,
        };
        // A whole variable-length array: a section of all of it (its type
        // alone does not say its size).
        let whole_vla = sections.is_empty() && crate::c::stmt::is_vla(&base_ty);
        if whole_vla {
            let mut element = &base_ty;
            while let Ty::Array(inner, _) = element {
                sections.push((None, Some(None), *expression));
                element = inner;
            }
        }
        if sections.is_empty() {
            // A whole variable or member: its address and type. MLIR's
            // data operations reject a pointer `varType`; a pointer variable
            // is described as the one-pointer struct of the same layout.
            let addr = self.lvalue(&base)?;
            let var_type = match &base_ty {
                Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
                other => self.types.mlir(other),
            };
            return Ok(ClauseVar {
                var_ptr: addr,
                var_type,
                bounds: Vec::new(),
                binding: binding_usr.map(|u| (u, base_ty, false)),
                name,
                range,
                is_const,
                data_clause: None,
                offset: None,
                modifier: None,
                count: None,
            });
        }
        // Sections: outermost subscript first in source order.
        if !whole_vla {
            sections.reverse();
            // Rows of a variable-length array (`b[0:6]` of `int b[n][m]`):
            // whole sections of its inner dimensions too (the row type
            // alone does not say its size, so the section is described in
            // elements, over every dimension).
            if let Ok((_, element)) = section_dims(&base_ty, sections.len(), expression)
                && crate::c::stmt::is_vla(&element)
            {
                let mut inner = &element;
                while let Ty::Array(next, _) = inner {
                    sections.push((None, Some(None), *expression));
                    inner = next;
                }
            }
        }
        let (var_ptr, through_pointer) = match &base_ty {
            Ty::Ptr(_) => (self.rvalue(&base)?, true),
            Ty::Array(..) => (self.lvalue(&base)?, false),
            _ => return Err(unsupported(&base, "array section of a non-array")),
        };
        let (dims, element) = section_dims(&base_ty, sections.len(), expression)?;
        // Each dimension's stride in elements: the product of the lengths of
        // the dimensions inside it (an array's storage is contiguous).
        let mut strides = vec![self.i64_const(1, &loc)];
        for dim in dims.iter().skip(1).rev() {
            let length = match dim {
                Some(ArrayLen::Const(n)) => self.i64_const(*n as i64, &loc),
                Some(ArrayLen::Dynamic(length)) => Value::new(length.clone(), "i64"),
                _ => self.i64_const(1, &loc),
            };
            let inner = strides.last().expect("starts with one").name.clone();
            let stride = self.f.body.value(
                "i64",
                format!("arith.muli {inner}, {} : i64", length.name),
                &loc,
            );
            strides.push(stride);
        }
        strides.reverse();
        let mut bounds = Vec::new();
        for (((lower, length, at), dim), stride) in sections.iter().zip(&dims).zip(&strides) {
            bounds.push(self.section_bound(*lower, *length, at, dim.as_ref(), stride, &loc)?);
        }
        // MLIR counts dimensions from the fastest-varying one.
        bounds.reverse();
        // (MLIR's data operations reject a pointer `varType`: a section of
        // pointers is one of one-pointer structs, of the same layout.)
        let var_type = match &element {
            Ty::Ptr(_) => "!llvm.struct<(ptr)>".to_string(),
            other => self.types.mlir(other),
        };
        Ok(ClauseVar {
            var_ptr,
            var_type,
            bounds,
            binding: binding_usr.map(|u| (u, base_ty.clone(), through_pointer)),
            name,
            range,
            is_const,
            data_clause: None,
            offset: None,
            modifier: None,
            count: None,
        })
    }

    /// Peels array sections (`a[lo:len]`) and subscripts (`a[i]`) off a
    /// clause argument: its base, and each section's lower bound, length
    /// (`Some(None)`: to the end of the dimension) and expression,
    /// outermost last.
    pub(crate) fn peel_sections<'t>(
        &self,
        expression: &Cursor<'t>,
        tokens: &[Token],
    ) -> Result<(Cursor<'t>, Vec<Section<'t>>)> {
        let mut sections = Vec::new();
        let mut base = *expression;
        loop {
            match base.kind() {
                CXCursor_ArraySectionExpr => {
                    let parts = operands(&base);
                    let section_base = *parts
                        .first()
                        .ok_or_else(|| unsupported(&base, "array section"))?;
                    let (lower, length) =
                        self.section_parts(&base, &parts, tokens, sections.len())?;
                    sections.push((lower, length, base));
                    base = section_base;
                }
                CXCursor_ArraySubscriptExpr => {
                    let parts = operands(&base);
                    let [b, index] = parts.as_slice() else {
                        return Err(unsupported(&base, "subscript in a clause"));
                    };
                    sections.push((Some(*index), None, base));
                    base = *b;
                }
                CXCursor_UnexposedExpr | CXCursor_ParenExpr
                    if operands(&base).len() == 1 && !sections.is_empty() =>
                {
                    base = operands(&base)[0];
                }
                _ => return Ok((base, sections)),
            }
        }
    }

    /// The `acc.bounds` of one section dimension (`dim`: the dimension's
    /// length where an array's type gives it).
    fn section_bound(
        &mut self,
        lower: Option<Cursor>,
        length: Option<Option<Cursor>>,
        at: &Cursor,
        dim: Option<&ArrayLen>,
        stride: &Value,
        loc: &str,
    ) -> Result<String> {
        let zero = self.i64_const(0, loc);
        let one = self.i64_const(1, loc);
        let lower = match &lower {
            Some(e) => {
                let ty = self.ty_of(e)?;
                let v = self.rvalue(e)?;
                self.convert(v, &ty, &Ty::int(64, true), e)?
            }
            None => zero.clone(),
        };
        let length = match &length {
            Some(Some(e)) => {
                let ty = self.ty_of(e)?;
                let v = self.rvalue(e)?;
                self.convert(v, &ty, &Ty::int(64, true), e)?
            }
            Some(None) => match dim {
                Some(n) => {
                    let n = match n {
                        ArrayLen::Dynamic(length) => Value::new(length.clone(), "i64"),
                        ArrayLen::Const(n) => self.i64_const(*n as i64, loc),
                        ArrayLen::Incomplete => self.i64_const(0, loc),
                    };
                    self.f.body.value(
                        "i64",
                        format!("arith.subi {}, {} : i64", n.name, lower.name),
                        loc,
                    )
                }
                None => {
                    return Err(unsupported(
                        at,
                        "array section without a length on a pointer",
                    ));
                }
            },
            None => one.clone(),
        };
        Ok(self.bound_of([&lower, &length, stride], [&zero, &one], loc))
    }

    /// The `acc.bounds` of a dimension from `lower` to `lower + length`
    /// with `stride` (`i64` values), given the constants 0 and 1.
    pub(crate) fn bound_of(
        &mut self,
        [lower, length, stride]: [&Value; 3],
        [zero, one]: [&Value; 2],
        loc: &str,
    ) -> String {
        let last = self.f.body.value(
            "i64",
            format!("arith.addi {}, {} : i64", lower.name, length.name),
            loc,
        );
        let upper = self.f.body.value(
            "i64",
            format!("arith.subi {}, {} : i64", last.name, one.name),
            loc,
        );
        let bound = self.f.body.value(
                "!acc.data_bounds_ty",
                format!(
                    "acc.bounds lowerbound({} : i64) upperbound({} : i64) extent({} : i64) stride({} : i64) startIdx({} : i64)",
                    lower.name, upper.name, length.name, stride.name, zero.name
                ),
                loc,
            );
        bound.name
    }

    /// `deviceptr(p)`: the pointer's value is the device address; the body
    /// uses the operation's result as `p`.
    pub(super) fn pointer_value_var(
        &mut self,
        expression: &Cursor,
        var: ClauseVar,
    ) -> Result<ClauseVar> {
        let base = crate::c::strip_wrappers(*expression);
        let ty = self.ty_of(&base)?;
        let Ty::Ptr(pointee) = &ty else {
            return Err(unsupported(expression, "'deviceptr' of a non-pointer"));
        };
        let value = self.load(&var.var_ptr, &ty, &self.loc(expression));
        let element = match &**pointee {
            Ty::Void | Ty::Opaque => "i8".to_string(),
            other => self.types.mlir(other),
        };
        Ok(ClauseVar {
            var_ptr: value,
            var_type: element,
            binding: var.binding.map(|(usr, ty, _)| (usr, ty, true)),
            ..var
        })
    }

    /// The lower bound and length of an `ArraySectionExpr` (`None` when
    /// omitted; the length as `Some(None)` when omitted).
    #[allow(clippy::type_complexity)]
    pub(super) fn section_parts<'t>(
        &self,
        section: &Cursor<'t>,
        parts: &[Cursor<'t>],
        tokens: &[Token],
        group: usize,
    ) -> Result<(Option<Cursor<'t>>, Option<Option<Cursor<'t>>>)> {
        // Which of lower/length are written: from the clause argument's
        // tokens (macros replaced) around ':' in the section's brackets,
        // the `group`-th bracket group from the argument's end.
        let tokens = self
            .known_macros()
            .expand(tokens)
            .unwrap_or_else(|_| tokens.to_vec());
        let mut open = None;
        let mut colon = None;
        let mut close = None;
        let mut depth = 0usize;
        let mut seen = 0usize;
        for index in (0..tokens.len()).rev() {
            match tokens[index].spelling.as_str() {
                "]" | ")" => {
                    if depth == 0 && tokens[index].spelling == "]" {
                        if seen == group {
                            close = Some(index);
                        }
                        seen += 1;
                    }
                    depth += 1;
                }
                "[" | "(" => {
                    depth = depth.saturating_sub(1);
                    if depth == 0 && close.is_some() {
                        open = Some(index);
                        break;
                    }
                }
                ":" if depth == 1 && close.is_some() && colon.is_none() => colon = Some(index),
                _ => {}
            }
        }
        let (Some(open), Some(colon), Some(close)) = (open, colon, close) else {
            return Err(unsupported(section, "array section"));
        };
        let mut lower = None;
        let mut length = None;
        for part in &parts[1..] {
            // The part's first token in the section: where it is spelled
            // (in a macro's body for a macro-written part), else where it
            // is in the file.
            let spelled = part.start_spelling_position();
            let start = part.byte_range().map(|r| r.start);
            let index = (open + 1..close)
                .find(|&i| tokens[i].is_spelled_at(spelled.as_ref()))
                .or_else(|| {
                    (open + 1..close)
                        .find(|&i| tokens[i].spelled_at.is_none() && tokens[i].offset == start)
                });
            match index {
                Some(i) if i < colon => lower = Some(*part),
                Some(_) => length = Some(*part),
                None => return Err(unsupported(section, "array section")),
            }
        }
        Ok((lower, Some(length)))
    }
}

/// A section's lower bound, its length (`Some(None)`: to the end of the
/// dimension) and its expression.
type Section<'t> = (Option<Cursor<'t>>, Option<Option<Cursor<'t>>>, Cursor<'t>);

/// The dimensions `count` sections of a value of type `base_ty` take, and
/// their element type: the first through the base's pointee or element,
/// then through arrays only (a pointer inside would not be contiguous).
fn section_dims(
    base_ty: &Ty,
    count: usize,
    expression: &Cursor,
) -> Result<(Vec<Option<ArrayLen>>, Ty)> {
    let mut dims: Vec<Option<ArrayLen>> = Vec::new();
    let mut element = base_ty.clone();
    for index in 0..count {
        let next = match &element {
            Ty::Ptr(inner) if index == 0 => {
                dims.push(None);
                (**inner).clone()
            }
            Ty::Array(inner, length) => {
                dims.push(match length {
                    ArrayLen::Incomplete => None,
                    known => Some(known.clone()),
                });
                (**inner).clone()
            }
            _ => {
                return Err(unsupported(
                    expression,
                    "array section through a pointer to pointers (not contiguous)",
                ));
            }
        };
        element = next;
    }
    Ok((dims, element))
}
