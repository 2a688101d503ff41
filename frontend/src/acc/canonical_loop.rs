//! The canonical C `for` loops of a loop construct: control variables and
//! bounds of a (collapsed) nest, and the final value a `seq` loop leaves in
//! its control variable.

use crate::c::body::Value;
use crate::c::expr::operands;
use crate::c::stmt::for_parts;
use crate::c::types::{Ty, unsupported};
use crate::clang::{Cursor, Evaluated};
use crate::lower::{Lowerer, Result, Unsupported, Var};
use clang_sys::*;

impl Lowerer {
    /// The canonical loop(s) of a `for` nest: control variables and bounds,
    /// evaluated where this is called.
    pub(super) fn loop_bounds<'t>(
        &mut self,
        statement: &Cursor<'t>,
        count: usize,
        forced: bool,
    ) -> Result<LoopBounds<'t>> {
        let mut bounds = LoopBounds {
            vars: Vec::new(),
            lower: Vec::new(),
            upper: Vec::new(),
            step: Vec::new(),
            inclusive: Vec::new(),
            body: *statement,
            before: Vec::new(),
            after: Vec::new(),
            bases: Vec::new(),
        };
        // The code after each inner loop, outermost level first.
        let mut after_levels: Vec<Vec<Cursor<'t>>> = Vec::new();
        let mut current = *statement;
        for depth in 0..count {
            if current.kind() != CXCursor_ForStmt {
                return Err(unsupported(
                    &current,
                    "loop construct without a 'for' loop (collapse or tile needs perfectly nested loops)",
                ));
            }
            let parts = for_parts(&current)?;
            // Collapsed loops must be rectangular: the inner bounds may not
            // use the outer control variables.
            if depth > 0 {
                let outer: Vec<String> = bounds.vars.iter().map(|v| v.usr.clone()).collect();
                for part in [parts.init, parts.condition, parts.increment]
                    .into_iter()
                    .flatten()
                {
                    if let Some(name) = uses_any(&part, &outer) {
                        return Err(Unsupported {
                            location: part.location(),
                            message: format!(
                                "unsupported: collapsed loops whose bounds depend on the outer loop's '{name}' (not rectangular)"
                            ),
                        });
                    }
                }
                // `collapse(force:)`: the collapsed iteration space is
                // computed before the loops run, so an inner bound cannot
                // use a variable the code between the loops declares
                // (OpenACC 3.3 §2.9.1: the trip counts are computable and
                // invariant in all the loops).
                let between: Vec<String> = bounds
                    .before
                    .iter()
                    .filter(|c| c.kind() == CXCursor_DeclStmt)
                    .flat_map(|c| c.children())
                    .filter(|d| d.kind() == CXCursor_VarDecl)
                    .map(|d| d.usr())
                    .collect();
                for part in [parts.init, parts.condition, parts.increment]
                    .into_iter()
                    .flatten()
                {
                    if let Some(name) = uses_any(&part, &between) {
                        return Err(Unsupported {
                            location: part.location(),
                            message: format!(
                                "unsupported: a loop collapsed with 'collapse(force:)' whose bounds use '{name}', declared in the code between the loops (the collapsed iteration space is computed before the loops run)"
                            ),
                        });
                    }
                }
            }
            let canonical = self.canonical_loop(&current, &parts)?;
            bounds.bases.push(canonical.5);
            bounds.vars.push(canonical.0);
            bounds.lower.push(canonical.1);
            bounds.upper.push(canonical.2);
            bounds.step.push(canonical.3);
            bounds.inclusive.push(canonical.4);
            current = parts.body;
            if depth + 1 < count {
                // Perfect nesting: `{ for ... }` is allowed; with `force`,
                // code around the inner loop too.
                while current.kind() == CXCursor_CompoundStmt {
                    let children = current.children();
                    if let [only] = children.as_slice() {
                        current = *only;
                        continue;
                    }
                    let loops: Vec<usize> = (0..children.len())
                        .filter(|i| children[*i].kind() == CXCursor_ForStmt)
                        .collect();
                    let [position] = loops.as_slice() else {
                        return Err(unsupported(
                            &current,
                            "collapsed loops that are not perfectly nested",
                        ));
                    };
                    if !forced {
                        return Err(unsupported(
                            &current,
                            "collapsed loops that are not perfectly nested",
                        ));
                    }
                    bounds.before.extend(children[..*position].iter().copied());
                    after_levels.push(children[position + 1..].to_vec());
                    current = children[*position];
                }
            }
        }
        bounds.body = current;
        bounds.after = after_levels.into_iter().rev().flatten().collect();
        Ok(bounds)
    }

    /// A canonical C `for`: `var = lb; var rel ub; var += step`. A pointer
    /// control variable (OpenACC allows them) counts elements from its
    /// initial value, `0 .. ub - lb` in 64 bits; the body's pointer is that
    /// value plus the count (the initial value's expression, evaluated
    /// again in the loop body, where the construct's data clauses make it
    /// the device's address: the last value returned).
    #[allow(clippy::type_complexity)]
    pub(super) fn canonical_loop<'t>(
        &mut self,
        s: &Cursor<'t>,
        parts: &crate::c::stmt::ForParts<'t>,
    ) -> Result<(ControlVar, Value, Value, Value, bool, Option<Cursor<'t>>)> {
        let not_canonical = |what: &str| not_canonical(s, what);
        let init = parts
            .init
            .ok_or_else(|| not_canonical("no initialization"))?;
        let (decl, lower_expr, declared) = self.loop_init(s, init)?;
        let usr = decl.usr();
        let ty = self.ty_of(&decl)?;
        let pointee = match &ty {
            Ty::Ptr(element)
                if !matches!(**element, Ty::Void | Ty::Func(_))
                    && self.types.size_of(element).is_some_and(|size| size > 0) =>
            {
                Some(self.types.mlir(element))
            }
            _ => None,
        };
        if pointee.is_none() && (!ty.is_integer() || matches!(ty, Ty::Bool)) {
            return Err(not_canonical(
                "the control variable is not an integer or a pointer to a complete object type",
            ));
        }
        if pointee.is_some() && !side_effect_free(&lower_expr) {
            return Err(not_canonical(
                "the initial value of a pointer control variable has side effects (it is \
                 evaluated again in the loop body)",
            ));
        }
        let var = self.var_address(&decl, s)?;
        let is_var = |c: &Cursor| {
            let c = crate::c::strip_wrappers(*c);
            c.kind() == CXCursor_DeclRefExpr && c.referenced().is_some_and(|d| d.usr() == usr)
        };
        // Condition.
        let condition = parts
            .condition
            .ok_or_else(|| not_canonical("no condition"))?;
        let (relation, bound) = loop_condition(s, condition, &is_var)?;
        // Increment.
        let increment = parts
            .increment
            .ok_or_else(|| not_canonical("no increment"))?;
        let (step_expr, negative) = loop_increment(s, increment, &is_var)?;
        let control = ControlVar {
            usr,
            name: decl.spelling(),
            ty,
            addr: var.addr,
            declared,
            pointee,
        };
        if control.pointee.is_some() {
            return self.pointer_loop(
                s,
                control,
                (lower_expr, bound, step_expr),
                relation,
                negative,
            );
        }
        // Values, in the control variable's type.
        let lower_ty = self.ty_of(&lower_expr)?;
        let lower = self.rvalue(&lower_expr)?;
        let ty = &control.ty;
        let lower = self.convert(lower, &lower_ty, ty, &lower_expr)?;
        let bound_ty = self.ty_of(&bound)?;
        let upper = self.rvalue(&bound)?;
        let upper = self.convert(upper, &bound_ty, ty, &bound)?;
        let (step, inclusive) = self.loop_step(s, step_expr, ty, relation, negative)?;
        Ok((control, lower, upper, step, inclusive, None))
    }

    /// The bounds of a loop over a pointer `var`: counts of elements from
    /// the initial value (`0`, `(ub - lb) / size`, the step), 64-bit.
    #[allow(clippy::type_complexity)]
    fn pointer_loop<'t>(
        &mut self,
        s: &Cursor<'t>,
        var: ControlVar,
        (lower_expr, bound, step_expr): (Cursor<'t>, Cursor<'t>, Option<Cursor<'t>>),
        relation: CXBinaryOperatorKind,
        negative: bool,
    ) -> Result<(ControlVar, Value, Value, Value, bool, Option<Cursor<'t>>)> {
        let not_canonical = |what: &str| not_canonical(s, what);
        let loc = self.loc(s);
        let long = Ty::Int {
            bits: 64,
            signed: true,
        };
        if !matches!(self.ty_of(&bound)?, Ty::Ptr(_) | Ty::Array(..)) {
            return Err(not_canonical(
                "the bound of a pointer control variable is not a pointer",
            ));
        }
        let Some(size) = self.types.size_of(match &var.ty {
            Ty::Ptr(element) => element,
            _ => unreachable!("a pointer control variable"),
        }) else {
            return Err(not_canonical("a pointer to an incomplete type"));
        };
        let first = self.rvalue(&lower_expr)?;
        let last = self.rvalue(&bound)?;
        let b = &mut self.f.body;
        let first = b.value(
            "i64",
            format!("llvm.ptrtoint {} : !llvm.ptr to i64", first.name),
            &loc,
        );
        let last = b.value(
            "i64",
            format!("llvm.ptrtoint {} : !llvm.ptr to i64", last.name),
            &loc,
        );
        let bytes = b.value(
            "i64",
            format!("arith.subi {}, {} : i64", last.name, first.name),
            &loc,
        );
        let size = b.value("i64", format!("arith.constant {size} : i64"), &loc);
        let upper = b.value(
            "i64",
            format!("arith.divsi {}, {} : i64", bytes.name, size.name),
            &loc,
        );
        let lower = b.value("i64", "arith.constant 0 : i64", &loc);
        let (step, inclusive) = self.loop_step(s, step_expr, &long, relation, negative)?;
        Ok((var, lower, upper, step, inclusive, Some(lower_expr)))
    }

    /// The step of a canonical loop in the counting type `ty` (its
    /// increment's expression, 1 without one, negated for `-=`/`--`) and
    /// whether the bound is inclusive, from the condition's relation (`!=`:
    /// a step of 1 or -1).
    fn loop_step(
        &mut self,
        s: &Cursor,
        step_expr: Option<Cursor>,
        ty: &Ty,
        relation: CXBinaryOperatorKind,
        negative: bool,
    ) -> Result<(Value, bool)> {
        let not_canonical = |what: &str| not_canonical(s, what);
        let loc = self.loc(s);
        let mut step = match step_expr {
            Some(e) => {
                let step_ty = self.ty_of(&e)?;
                if !step_ty.is_integer() {
                    return Err(not_canonical("increment"));
                }
                let v = self.rvalue(&e)?;
                self.convert(v, &step_ty, ty, &e)?
            }
            None => self.int_const(ty, 1, &loc),
        };
        let constant_step = match step_expr {
            None => Some(1),
            Some(e) => match e.evaluate() {
                Some(Evaluated::Int { value, .. }) => Some(value),
                _ => None,
            },
        };
        if negative {
            let zero = self.int_const(ty, 0, &loc);
            let mlir = self.types.mlir(ty);
            step = self.f.body.value(
                &mlir,
                format!("arith.subi {}, {} : {mlir}", zero.name, step.name),
                &loc,
            );
        }
        let relation = match relation {
            CXBinaryOperator_NE => match (constant_step, negative) {
                (Some(1), false) => CXBinaryOperator_LT,
                (Some(1), true) => CXBinaryOperator_GT,
                _ => return Err(not_canonical("'!=' needs a step of 1 or -1")),
            },
            other => other,
        };
        let (inclusive, decreasing) = match relation {
            CXBinaryOperator_LT => (false, false),
            CXBinaryOperator_LE => (true, false),
            CXBinaryOperator_GT => (false, true),
            CXBinaryOperator_GE => (true, true),
            _ => return Err(not_canonical("relational operator")),
        };
        if decreasing != negative && constant_step.is_some() {
            return Err(not_canonical("the step goes away from the bound"));
        }
        Ok((step, inclusive))
    }

    /// The initialization of a canonical loop: the control variable's
    /// declaration, its initial value, and whether the loop declares it
    /// (`int i = lb`; else `i = lb`).
    fn loop_init<'t>(
        &mut self,
        s: &Cursor,
        init: Cursor<'t>,
    ) -> Result<(Cursor<'t>, Cursor<'t>, bool)> {
        let not_canonical = |what: &str| not_canonical(s, what);
        Ok(match init.kind() {
            CXCursor_DeclStmt => {
                let vars = init.children();
                let [var] = vars.as_slice() else {
                    return Err(not_canonical("several variables declared"));
                };
                let lower = var
                    .children()
                    .into_iter()
                    .rfind(Cursor::is_expression)
                    .ok_or_else(|| not_canonical("no initial value"))?;
                self.local_var(var)?;
                (*var, lower, true)
            }
            CXCursor_BinaryOperator if init.binary_operator() == CXBinaryOperator_Assign => {
                let ops = operands(&init);
                let target = crate::c::strip_wrappers(ops[0]);
                let decl = target
                    .referenced()
                    .filter(|_| target.kind() == CXCursor_DeclRefExpr)
                    .ok_or_else(|| not_canonical("the initialization assigns no variable"))?;
                (decl, ops[1], false)
            }
            _ => return Err(not_canonical("initialization")),
        })
    }

    /// Declares a local variable (the control variable of a `for`).
    pub(super) fn local_var(&mut self, var: &Cursor) -> Result<()> {
        let ty = self.ty_of(var)?;
        let mlir = self.types.mlir(&ty);
        let align = self.types.align_of(&ty);
        let addr = self.f.body.alloca(&mlir, align, &self.variable_loc(var));
        self.f.locals.insert(var.usr(), Var { addr, ty });
        Ok(())
    }

    /// Stores the value a `seq` loop leaves in its control variable:
    /// `lb + trip * step`, the first value that fails the condition.
    pub(super) fn final_value(
        &mut self,
        var: &ControlVar,
        bounds: &LoopBounds,
        index: usize,
        loc: &str,
    ) -> Result<()> {
        let count_ty = var.count_ty();
        let mlir = self.types.mlir(&count_ty);
        let (lb, ub, step) = (
            &bounds.lower[index],
            &bounds.upper[index],
            &bounds.step[index],
        );
        let signed = count_ty.is_signed();
        let div = if signed { "arith.divsi" } else { "arith.divui" };
        let b = &mut self.f.body;
        let one = b.value(&mlir, format!("arith.constant 1 : {mlir}"), loc);
        let zero = b.value(&mlir, format!("arith.constant 0 : {mlir}"), loc);
        // Counting up (step > 0): trip = max(0, (ub - lb + step - 1 + incl) / step);
        // counting down: trip = max(0, (lb - ub - step - 1 + incl) / -step).
        let down = b.value(
            "i1",
            format!("arith.cmpi slt, {}, {} : {mlir}", step.name, zero.name),
            loc,
        );
        let up_span = b.value(
            &mlir,
            format!("arith.subi {}, {} : {mlir}", ub.name, lb.name),
            loc,
        );
        let down_span = b.value(
            &mlir,
            format!("arith.subi {}, {} : {mlir}", lb.name, ub.name),
            loc,
        );
        let span = b.value(
            &mlir,
            format!(
                "arith.select {}, {}, {} : {mlir}",
                down.name, down_span.name, up_span.name
            ),
            loc,
        );
        let negated = b.value(
            &mlir,
            format!("arith.subi {}, {} : {mlir}", zero.name, step.name),
            loc,
        );
        let magnitude = b.value(
            &mlir,
            format!(
                "arith.select {}, {}, {} : {mlir}",
                down.name, negated.name, step.name
            ),
            loc,
        );
        let inclusive = if bounds.inclusive[index] { 1 } else { 0 };
        let extra = b.value(&mlir, format!("arith.constant {inclusive} : {mlir}"), loc);
        let a1 = b.value(
            &mlir,
            format!("arith.addi {}, {} : {mlir}", span.name, magnitude.name),
            loc,
        );
        let a2 = b.value(
            &mlir,
            format!("arith.subi {}, {} : {mlir}", a1.name, one.name),
            loc,
        );
        let a3 = b.value(
            &mlir,
            format!("arith.addi {}, {} : {mlir}", a2.name, extra.name),
            loc,
        );
        // An empty loop (ub on the wrong side of lb) leaves lb.
        let empty_up = if bounds.inclusive[index] {
            if signed { "sgt" } else { "ugt" }
        } else if signed {
            "sge"
        } else {
            "uge"
        };
        let empty_down = if bounds.inclusive[index] {
            if signed { "slt" } else { "ult" }
        } else if signed {
            "sle"
        } else {
            "ule"
        };
        let e_up = b.value(
            "i1",
            format!("arith.cmpi {empty_up}, {}, {} : {mlir}", lb.name, ub.name),
            loc,
        );
        let e_down = b.value(
            "i1",
            format!("arith.cmpi {empty_down}, {}, {} : {mlir}", lb.name, ub.name),
            loc,
        );
        let empty = b.value(
            "i1",
            format!(
                "arith.select {}, {}, {} : i1",
                down.name, e_down.name, e_up.name
            ),
            loc,
        );
        let trip = b.value(
            &mlir,
            format!("{div} {}, {} : {mlir}", a3.name, magnitude.name),
            loc,
        );
        let trip = b.value(
            &mlir,
            format!(
                "arith.select {}, {}, {} : {mlir}",
                empty.name, zero.name, trip.name
            ),
            loc,
        );
        let advance = b.value(
            &mlir,
            format!("arith.muli {}, {} : {mlir}", trip.name, step.name),
            loc,
        );
        let last = b.value(
            &mlir,
            format!("arith.addi {}, {} : {mlir}", lb.name, advance.name),
            loc,
        );
        let last = match (&var.pointee, bounds.bases.get(index).copied().flatten()) {
            (Some(element), Some(base)) => {
                let base = self.rvalue(&base)?;
                self.f.body.value(
                    "!llvm.ptr",
                    format!(
                        "llvm.getelementptr {}[{}] : (!llvm.ptr, i64) -> !llvm.ptr, {element}",
                        base.name, last.name
                    ),
                    loc,
                )
            }
            _ => last,
        };
        self.store(&last, &var.addr, loc);
        Ok(())
    }
}

/// A loop control variable.
pub(super) struct ControlVar {
    pub(super) usr: String,
    pub(super) name: String,
    pub(super) ty: Ty,
    pub(super) addr: Value,
    pub(super) declared: bool,
    /// A pointer control variable's element type (MLIR): the loop counts
    /// elements, in 64 bits.
    pub(super) pointee: Option<String>,
}

impl ControlVar {
    /// The type the loop counts in: the variable's, or 64-bit for a
    /// pointer.
    pub(super) fn count_ty(&self) -> Ty {
        if self.pointee.is_some() {
            Ty::Int {
                bits: 64,
                signed: true,
            }
        } else {
            self.ty.clone()
        }
    }
}

/// The bounds of a (collapsed) loop nest and its innermost body.
pub(super) struct LoopBounds<'t> {
    pub(super) vars: Vec<ControlVar>,
    pub(super) lower: Vec<Value>,
    pub(super) upper: Vec<Value>,
    pub(super) step: Vec<Value>,
    pub(super) inclusive: Vec<bool>,
    /// The innermost loop's body.
    pub(super) body: Cursor<'t>,
    /// `collapse(force:)`: the code before the inner loops (outermost
    /// first) and after them (innermost first).
    pub(super) before: Vec<Cursor<'t>>,
    pub(super) after: Vec<Cursor<'t>>,
    /// Per level, a pointer control variable's initial value (evaluated in
    /// the body: the count is added to it).
    pub(super) bases: Vec<Option<Cursor<'t>>>,
}

/// Whether evaluating `e` changes nothing: variables, constants, member
/// and element accesses, address arithmetic, casts; no call, assignment or
/// increment.
fn side_effect_free(e: &Cursor) -> bool {
    let own = match e.kind() {
        CXCursor_CallExpr | CXCursor_CompoundAssignOperator | CXCursor_StmtExpr => false,
        CXCursor_BinaryOperator => e.binary_operator() != CXBinaryOperator_Assign,
        CXCursor_UnaryOperator => !matches!(
            e.unary_operator(),
            CXUnaryOperator_PostInc
                | CXUnaryOperator_PreInc
                | CXUnaryOperator_PostDec
                | CXUnaryOperator_PreDec
        ),
        _ => true,
    };
    own && e.children().iter().all(side_effect_free)
}

/// The name of one of the variables `usrs` that `cursor` reads (other
/// than the loop's own control variable, which its own parts assign).
pub(super) fn uses_any(cursor: &Cursor, usrs: &[String]) -> Option<String> {
    if cursor.kind() == CXCursor_DeclRefExpr
        && let Some(target) = cursor.referenced()
        && usrs.contains(&target.usr())
    {
        return Some(target.spelling());
    }
    cursor.children().iter().find_map(|c| uses_any(c, usrs))
}

/// The error for a loop that is not canonical in `what`.
fn not_canonical(s: &Cursor, what: &str) -> Unsupported {
    unsupported(
        s,
        &format!("loop construct over a non-canonical loop ({what})"),
    )
}

/// The condition of a canonical loop (`var rel ub` or `ub rel var`): the
/// relation as `var rel ub`, and the bound.
fn loop_condition<'t>(
    s: &Cursor,
    condition: Cursor<'t>,
    is_var: &dyn Fn(&Cursor) -> bool,
) -> Result<(CXBinaryOperatorKind, Cursor<'t>)> {
    let not_canonical = |what: &str| not_canonical(s, what);
    let condition = crate::c::strip_wrappers(condition);
    if condition.kind() != CXCursor_BinaryOperator {
        return Err(not_canonical("condition"));
    }
    let ops = operands(&condition);
    if is_var(&ops[0]) {
        Ok((condition.binary_operator(), ops[1]))
    } else if is_var(&ops[1]) {
        let flipped = match condition.binary_operator() {
            CXBinaryOperator_LT => CXBinaryOperator_GT,
            CXBinaryOperator_GT => CXBinaryOperator_LT,
            CXBinaryOperator_LE => CXBinaryOperator_GE,
            CXBinaryOperator_GE => CXBinaryOperator_LE,
            other => other,
        };
        Ok((flipped, ops[0]))
    } else {
        Err(not_canonical(
            "the condition does not compare the control variable",
        ))
    }
}

/// The increment of a canonical loop (`var++`, `var -= step`, `var = var +
/// step`, ...): the step expression (none: 1) and whether it is subtracted.
fn loop_increment<'t>(
    s: &Cursor,
    increment: Cursor<'t>,
    is_var: &dyn Fn(&Cursor) -> bool,
) -> Result<(Option<Cursor<'t>>, bool)> {
    let not_canonical = |what: &str| not_canonical(s, what);
    let increment = crate::c::strip_wrappers(increment);
    Ok(match increment.kind() {
        CXCursor_UnaryOperator if is_var(&operands(&increment)[0]) => {
            match increment.unary_operator() {
                CXUnaryOperator_PostInc | CXUnaryOperator_PreInc => (None, false),
                CXUnaryOperator_PostDec | CXUnaryOperator_PreDec => (None, true),
                _ => return Err(not_canonical("increment")),
            }
        }
        CXCursor_CompoundAssignOperator if is_var(&operands(&increment)[0]) => {
            match increment.binary_operator() {
                CXBinaryOperator_AddAssign => (Some(operands(&increment)[1]), false),
                CXBinaryOperator_SubAssign => (Some(operands(&increment)[1]), true),
                _ => return Err(not_canonical("increment")),
            }
        }
        CXCursor_BinaryOperator
            if increment.binary_operator() == CXBinaryOperator_Assign
                && is_var(&operands(&increment)[0]) =>
        {
            let value = crate::c::strip_wrappers(operands(&increment)[1]);
            let vops = operands(&value);
            match (value.kind(), value.binary_operator()) {
                (CXCursor_BinaryOperator, CXBinaryOperator_Add) if is_var(&vops[0]) => {
                    (Some(vops[1]), false)
                }
                (CXCursor_BinaryOperator, CXBinaryOperator_Add) if is_var(&vops[1]) => {
                    (Some(vops[0]), false)
                }
                (CXCursor_BinaryOperator, CXBinaryOperator_Sub) if is_var(&vops[0]) => {
                    (Some(vops[1]), true)
                }
                _ => return Err(not_canonical("increment")),
            }
        }
        _ => return Err(not_canonical("increment")),
    })
}
