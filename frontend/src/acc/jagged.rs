//! Pointer-to-pointer sections, `a[lo:n][lo2:m]` of a `T **a` (OpenACC
//! 3.3 §2.7.1: the jagged "dynamic multidimensional array"): the pointer
//! array and each row are separate data, each row's pointer attached to its
//! device copy. MLIR's data operations describe one contiguous section, so
//! the clause becomes a call of the runtime's `__acc2omp_jagged` (which
//! makes the pointer array and the rows present and attaches the rows'
//! pointers, and undoes it at the exit) and, on a structured construct, a
//! `present` clause of the pointer array `a[lo:n]`: the construct's body
//! reads the device's pointer array, whose pointers are the rows' device
//! copies. On the host, which shares memory, the call does nothing. With
//! `if(c)` on the directive the calls run under `scf.if %c` (as the
//! directive's maps, they make nothing present where it is false), with
//! `self(s)` under `!s` (the construct then runs on the host); with
//! `async` the call at the entry is made when the directive is encountered
//! and the one at the exit waits for the queues first (the construct runs
//! on its queue).

use crate::acc::ClauseVar;
use crate::c::body::Value;
use crate::c::types::Ty;
use crate::clang::{Cursor, Token};
use crate::lower::{Lowerer, Result, Unsupported};

// The runtime's operation bits: the contract with the runtime and the
// source printer.
pub(crate) use acc2omp_dialects::jagged::*;

/// The bits a data clause's modifier adds to its entry and exit calls
/// (`copy`, `copyin`, `copyout`, `create`), or why the clause does not take
/// it (`with the modifier 'm'`). `readonly` is a hint: nothing.
pub(crate) fn modifier_bits(
    clause: &crate::openacc::directive::Clause,
) -> std::result::Result<(i32, i32), String> {
    use crate::openacc::directive::ClauseKind::{Copy, Copyin, Copyout, Create};
    let modifier = clause.modifier.as_deref();
    let refused = || format!("with the modifier '{}'", modifier.unwrap_or_default());
    Ok(match (clause.kind, modifier) {
        (_, None) | (Copyin, Some("readonly")) => (0, 0),
        (Create | Copyout, Some("zero")) => (ZERO, 0),
        (Copy, Some("always")) => (ALWAYS_IN, ALWAYS_OUT),
        (Copy | Copyin, Some("alwaysin")) | (Copyin, Some("always")) => (ALWAYS_IN, 0),
        (Copy | Copyout, Some("alwaysout")) | (Copyout, Some("always")) => (0, ALWAYS_OUT),
        _ => return Err(refused()),
    })
}

/// The arguments of `__acc2omp_jagged` for one clause argument.
#[derive(Clone)]
pub(crate) struct Jagged {
    /// The clause argument's location (the calls' at entry and exit).
    loc: String,
    base: Value,
    lo: Value,
    n: Value,
    lo2: Value,
    m: Value,
    element: Value,
    /// The directive's `if` condition (an `i1`), under which the calls run.
    condition: Option<String>,
    /// The directive has `async`: its exit call waits for the queues (the
    /// construct runs on its queue, after the call that follows it).
    after_queues: bool,
}

impl Lowerer {
    /// A pointer-to-pointer section (`None` for any other clause
    /// argument): the pointer array's clause variable (`a[lo:n]`, with
    /// `pointer_array`: its bounds are ops) and the call's arguments.
    pub(crate) fn jagged_section(
        &mut self,
        expression: &Cursor,
        tokens: &[Token],
        clause: &str,
        pointer_array: bool,
    ) -> Result<Option<(Option<ClauseVar>, Jagged)>> {
        let (base, sections) = self.peel_sections(expression, tokens)?;
        let base = crate::c::strip_wrappers(base);
        let [(lower2, length2, _), (lower, length, inner)] = sections.as_slice() else {
            return Ok(None);
        };
        let base_ty = self.ty_of(&base)?;
        // `T **a`, or an array of pointers `T *a[k]` (its pointers are the
        // array's elements).
        let (row_ty, array_base) = match &base_ty {
            Ty::Ptr(row_ty) => (row_ty, false),
            Ty::Array(row_ty, _) => (row_ty, true),
            _ => return Ok(None),
        };
        let Ty::Ptr(element_ty) = &**row_ty else {
            return Ok(None);
        };
        let refuse = |what: &str| Unsupported {
            location: expression.file_location(),
            message: format!("unsupported: {what} in a '{clause}' clause"),
        };
        let (Some(Some(length)), Some(Some(length2))) = (length, length2) else {
            return Err(refuse(
                "a pointer-to-pointer section without both lengths (a[lo:n][lo2:m])",
            ));
        };
        let size = self
            .types
            .size_of(element_ty)
            .filter(|s| *s > 0)
            .ok_or_else(|| refuse("a pointer-to-pointer section of elements of no known size"))?;
        let loc = self.loc(expression);
        let int64 = |this: &mut Self, e: Option<&Cursor>| -> Result<Value> {
            match e {
                None => Ok(this.i64_const(0, &loc)),
                Some(e) => {
                    let ty = this.ty_of(e)?;
                    let v = this.rvalue(e)?;
                    this.convert(v, &ty, &Ty::int(64, true), e)
                }
            }
        };
        // The pointer array `a[lo:n]` (the tokens before the second `[` at
        // the top level): its variable is the pointer `a`'s value, which
        // the call takes too.
        let pointer_array = if pointer_array {
            Some(self.clause_var(inner, first_subscript_tokens(tokens))?)
        } else {
            None
        };
        let base_value = match &pointer_array {
            Some(var) => var.var_ptr.clone(),
            None if array_base => self.lvalue(&base)?,
            None => self.rvalue(&base)?,
        };
        let lo = int64(self, lower.as_ref())?;
        let n = int64(self, Some(length))?;
        let lo2 = int64(self, lower2.as_ref())?;
        let m = int64(self, Some(length2))?;
        let element = self.i64_const(size as i64, &loc);
        let jagged = self.jagged(&loc, base_value, [lo, n, lo2, m, element]);
        Ok(Some((pointer_array, jagged)))
    }

    /// The call's arguments: the pointer `base` and `[lo, n, lo2, m,
    /// element size]` (`i64`s), under the directive's device condition.
    pub(crate) fn jagged(&mut self, loc: &str, base: Value, sizes: [Value; 5]) -> Jagged {
        let [lo, n, lo2, m, element] = sizes;
        Jagged {
            loc: loc.to_string(),
            base,
            lo,
            n,
            lo2,
            m,
            element,
            condition: self.device_condition(loc),
            after_queues: self.directive_async,
        }
    }

    /// `__acc2omp_jagged(...)` with `operation` (the bits above), located
    /// at the clause argument.
    /// Where the directive uses the device (an `i1`, `None`: always): its
    /// `if` condition, and not its `self` condition (OpenACC 3.3 §2.5.6: a
    /// compute construct with a true `self` runs on the host, with the
    /// host's data).
    fn device_condition(&mut self, loc: &str) -> Option<String> {
        let Some(self_clause) = self.directive_self.clone() else {
            return self.directive_if.clone();
        };
        let not_self = match self_clause {
            None => self.f.body.value("i1", "arith.constant false", loc),
            Some(condition) => {
                let truth = self.f.body.value("i1", "arith.constant true", loc);
                self.f.body.value(
                    "i1",
                    format!("arith.xori {condition}, {} : i1", truth.name),
                    loc,
                )
            }
        };
        Some(match self.directive_if.clone() {
            Some(condition) => {
                self.f
                    .body
                    .value(
                        "i1",
                        format!("arith.andi {condition}, {} : i1", not_self.name),
                        loc,
                    )
                    .name
            }
            None => not_self.name,
        })
    }

    pub(crate) fn jagged_call(&mut self, jagged: &Jagged, operation: i32) {
        let loc = jagged.loc.as_str();
        let symbol = "__acc2omp_jagged";
        if self.symbols.insert(symbol.to_string()) {
            self.globals.push(format!(
                "llvm.func @{symbol}(!llvm.ptr, i64, i64, i64, i64, i64, i32) attributes \
                 {{sym_visibility = \"private\"}} {loc}"
            ));
        }
        let operation = if jagged.after_queues && operation & EXIT != 0 {
            operation | AFTER_QUEUES
        } else {
            operation
        };
        let operation = self
            .f
            .body
            .value("i32", format!("arith.constant {operation} : i32"), loc);
        let Jagged {
            loc: _,
            base,
            lo,
            n,
            lo2,
            m,
            element,
            condition,
            after_queues: _,
        } = jagged;
        let call = format!(
            "llvm.call @{symbol}({}, {}, {}, {}, {}, {}, {}) : (!llvm.ptr, i64, i64, i64, i64, \
             i64, i32) -> ()",
            base.name, lo.name, n.name, lo2.name, m.name, element.name, operation.name
        );
        match condition {
            Some(condition) => self.f.body.op(
                format!("scf.if {condition} {{\n  {call} {loc}\n  scf.yield {loc}\n}}"),
                loc,
            ),
            None => self.f.body.op(call, loc),
        }
    }
}

/// The top-level subscripts of `a[lo:n][lo2:m]`: each `[`'s and its `]`'s
/// token indices.
pub(crate) fn top_level_subscripts(tokens: &[Token]) -> Vec<(usize, usize)> {
    let mut groups = Vec::new();
    let mut depth = 0usize;
    let mut open = 0;
    for (index, token) in tokens.iter().enumerate() {
        match token.spelling.as_str() {
            "[" | "(" => {
                if depth == 0 && token.spelling == "[" {
                    open = index;
                }
                depth += 1;
            }
            "]" | ")" => {
                depth = depth.saturating_sub(1);
                if depth == 0 && token.spelling == "]" {
                    groups.push((open, index));
                }
            }
            _ => {}
        }
    }
    groups
}

/// The tokens of `a[lo:n]` in `a[lo:n][lo2:m]`: up to the last top-level
/// `[`.
fn first_subscript_tokens(tokens: &[Token]) -> &[Token] {
    let mut depth = 0usize;
    let mut last = tokens.len();
    for (index, token) in tokens.iter().enumerate() {
        match token.spelling.as_str() {
            "[" => {
                if depth == 0 {
                    last = index;
                }
                depth += 1;
            }
            "]" => depth = depth.saturating_sub(1),
            "(" => depth += 1,
            ")" => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    &tokens[..last]
}
