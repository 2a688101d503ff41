//! `_Complex float` and `_Complex double` in host code, with clang's
//! semantics (its `CGExprComplex`, without `-ffast-math`).
//!
//! A complex value is an `!llvm.struct<(T, T)>`, real part first (C's and
//! clang's layout); its parts are `llvm.extractvalue`d and the result is
//! built with `llvm.insertvalue`. A real operand of a complex operation stays
//! real, as in Clang's AST (C11 Annex G): `z * x` is `(a x) + (b x) i`, the
//! imaginary part of `z + x` is `z`'s own. `+`, `-` and the mixed `*` and `/`
//! are computed inline; complex `*` complex is the naive formula, and when
//! both parts of its result are NaN, a call of `__mulsc3`/`__muldc3`;
//! complex `/` complex and real `/` complex call `__divsc3`/`__divdc3`
//! (with the C calling convention of [`crate::c::calls`]). `==` and `!=`
//! compare both parts; a complex converts to `_Bool` as `re != 0 || im !=
//! 0`, to a real type as its real part. `~z` is the conjugate (GNU),
//! `__real__`/`__imag__` are lvalues of complex lvalues. `long double
//! _Complex` and complex integer types are located errors.

mod constant;

use crate::c::body::Value;
use crate::c::calls::Callee;
use crate::c::expr::{Arith, single};
use crate::c::types::{FuncTy, Ty, unsupported};
use crate::clang::{Cursor, Evaluated};
use crate::lower::{Lowerer, Result};
use clang_sys::*;
pub(crate) use constant::constant_complex_value;

/// The element type of a complex type.
pub(super) fn element(ty: &Ty) -> Option<&Ty> {
    match ty {
        Ty::Complex(element) => Some(element),
        _ => None,
    }
}

/// The complex type of `a op b` (C's usual arithmetic conversions with a
/// complex operand: the larger real type, kept complex).
pub(super) fn common_complex(a: &Ty, b: &Ty) -> Ty {
    let bits = |t: &Ty| match t {
        Ty::Complex(e) => e.bits(),
        Ty::Float { bits } => *bits,
        _ => 0,
    };
    Ty::Complex(Box::new(Ty::Float {
        bits: bits(a).max(bits(b)).max(32),
    }))
}

impl Lowerer {
    /// The real and imaginary parts of a complex value.
    pub(super) fn complex_parts(&mut self, value: &Value, loc: &str) -> (Value, Value) {
        let element = value
            .ty
            .strip_prefix("!llvm.struct<(")
            .and_then(|t| t.split(',').next())
            .unwrap_or("f64")
            .to_string();
        let mut part = |index: usize| {
            self.f.body.value(
                &element,
                format!("llvm.extractvalue {}[{index}] : {}", value.name, value.ty),
                loc,
            )
        };
        let re = part(0);
        let im = part(1);
        (re, im)
    }

    /// The complex value of two parts (of the same type).
    pub(super) fn complex_value(&mut self, re: &Value, im: &Value, loc: &str) -> Value {
        let ty = format!("!llvm.struct<({}, {})>", re.ty, re.ty);
        let b = &mut self.f.body;
        let undef = b.value(&ty, format!("llvm.mlir.undef : {ty}"), loc);
        let with_re = b.value(
            &ty,
            format!("llvm.insertvalue {}, {}[0] : {ty}", re.name, undef.name),
            loc,
        );
        b.value(
            &ty,
            format!("llvm.insertvalue {}, {}[1] : {ty}", im.name, with_re.name),
            loc,
        )
    }

    fn float_zero(&mut self, element: &Ty, loc: &str) -> Value {
        let mlir = self.types.mlir(element);
        self.f
            .body
            .value(&mlir, format!("arith.constant 0.0 : {mlir}"), loc)
    }

    fn float_op(&mut self, op: &str, a: &Value, b: &Value, loc: &str) -> Value {
        self.f.body.value(
            &a.ty,
            format!("{op} {}, {} : {}", a.name, b.name, a.ty),
            loc,
        )
    }

    fn negate(&mut self, a: &Value, loc: &str) -> Value {
        self.f
            .body
            .value(&a.ty, format!("arith.negf {} : {}", a.name, a.ty), loc)
    }

    /// An imaginary literal (`2.0i`, `_Complex_I`'s `1.0iF`): `{0, v}`.
    pub(super) fn imaginary_literal(&mut self, e: &Cursor, ty: &Ty) -> Result<Value> {
        let loc = self.loc(e);
        let Some(element) = element(ty).cloned() else {
            return Err(unsupported(e, "imaginary literal"));
        };
        let literal = single(e)?;
        let value = match literal.evaluate() {
            Some(Evaluated::Float(value)) => value,
            Some(Evaluated::Int { value, .. }) => value as f64,
            _ => return Err(unsupported(e, "imaginary literal")),
        };
        let mlir = self.types.mlir(&element);
        let text = crate::c::literals::float_literal(value, element.bits());
        let im = self
            .f
            .body
            .value(&mlir, format!("arith.constant {text} : {mlir}"), &loc);
        let re = self.float_zero(&element, &loc);
        Ok(self.complex_value(&re, &im, &loc))
    }

    /// An operand of a complex operation as parts of `element`: a complex
    /// operand's two, a real operand's one (its imaginary part is none).
    fn operand_parts(
        &mut self,
        value: Value,
        ty: &Ty,
        element: &Ty,
        at: &Cursor,
    ) -> Result<(Value, Option<Value>)> {
        let loc = self.loc(at);
        match ty {
            Ty::Complex(from) => {
                let (re, im) = self.complex_parts(&value, &loc);
                let re = self.convert(re, from, element, at)?;
                let im = self.convert(im, from, element, at)?;
                Ok((re, Some(im)))
            }
            other => Ok((self.convert(value, other, element, at)?, None)),
        }
    }

    /// `left op right` with a complex result (`+ - * /`).
    #[allow(clippy::too_many_arguments)]
    pub(super) fn complex_arith(
        &mut self,
        op: Arith,
        left: Value,
        left_ty: &Ty,
        right: Value,
        right_ty: &Ty,
        result: &Ty,
        at: &Cursor,
    ) -> Result<Value> {
        let loc = self.loc(at);
        let Some(element) = element(result).cloned() else {
            return Err(unsupported(at, "complex arithmetic"));
        };
        let (a, b) = self.operand_parts(left, left_ty, &element, at)?;
        let (c, d) = self.operand_parts(right, right_ty, &element, at)?;
        let (re, im) = match (op, b, d) {
            (Arith::Add, b, d) => {
                let re = self.float_op("arith.addf", &a, &c, &loc);
                let im = match (b, d) {
                    (Some(b), Some(d)) => self.float_op("arith.addf", &b, &d, &loc),
                    (Some(x), None) | (None, Some(x)) => x,
                    (None, None) => self.float_zero(&element, &loc),
                };
                (re, im)
            }
            (Arith::Sub, b, d) => {
                let re = self.float_op("arith.subf", &a, &c, &loc);
                let im = match (b, d) {
                    (Some(b), Some(d)) => self.float_op("arith.subf", &b, &d, &loc),
                    (Some(b), None) => b,
                    (None, Some(d)) => self.negate(&d, &loc),
                    (None, None) => self.float_zero(&element, &loc),
                };
                (re, im)
            }
            (Arith::Mul, Some(b), Some(d)) => {
                return self.complex_multiply(&element, [a, b, c, d], at);
            }
            (Arith::Mul, Some(b), None) => {
                let re = self.float_op("arith.mulf", &a, &c, &loc);
                let im = self.float_op("arith.mulf", &b, &c, &loc);
                (re, im)
            }
            (Arith::Mul, None, Some(d)) => {
                let re = self.float_op("arith.mulf", &a, &c, &loc);
                let im = self.float_op("arith.mulf", &a, &d, &loc);
                (re, im)
            }
            (Arith::Div, b, Some(d)) => {
                let b = match b {
                    Some(b) => b,
                    None => self.float_zero(&element, &loc),
                };
                return self.complex_library(&element, "div", [a, b, c, d], at);
            }
            (Arith::Div, Some(b), None) => {
                let re = self.float_op("arith.divf", &a, &c, &loc);
                let im = self.float_op("arith.divf", &b, &c, &loc);
                (re, im)
            }
            _ => return Err(unsupported(at, "operator on a complex value")),
        };
        Ok(self.complex_value(&re, &im, &loc))
    }

    /// `(a + bi)(c + di)`: `(ac - bd) + (ad + bc)i`, and when both parts
    /// are NaN, the library's `__mulsc3`/`__muldc3` (as clang).
    fn complex_multiply(
        &mut self,
        element: &Ty,
        [a, b, c, d]: [Value; 4],
        at: &Cursor,
    ) -> Result<Value> {
        let loc = self.loc(at);
        let ac = self.float_op("arith.mulf", &a, &c, &loc);
        let bd = self.float_op("arith.mulf", &b, &d, &loc);
        let ad = self.float_op("arith.mulf", &a, &d, &loc);
        let bc = self.float_op("arith.mulf", &b, &c, &loc);
        let re = self.float_op("arith.subf", &ac, &bd, &loc);
        let im = self.float_op("arith.addf", &ad, &bc, &loc);
        let fty = re.ty.clone();
        let re_nan = self.f.body.value(
            "i1",
            format!("arith.cmpf uno, {}, {} : {fty}", re.name, re.name),
            &loc,
        );
        let im_nan = self.f.body.value(
            "i1",
            format!("arith.cmpf uno, {}, {} : {fty}", im.name, im.name),
            &loc,
        );
        let both = self.f.body.value(
            "i1",
            format!("arith.andi {}, {} : i1", re_nan.name, im_nan.name),
            &loc,
        );
        let product = self.complex_value(&re, &im, &loc);
        let ty = product.ty.clone();
        self.f.body.push_region(false);
        let library = self.complex_library(element, "mul", [a, b, c, d], at)?;
        self.f
            .body
            .op(format!("scf.yield {} : {ty}", library.name), &loc);
        let slow = self.f.body.pop_region();
        self.f.body.push_region(false);
        self.f
            .body
            .op(format!("scf.yield {} : {ty}", product.name), &loc);
        let fast = self.f.body.pop_region();
        Ok(self.f.body.value(
            &ty,
            format!("scf.if {} -> ({ty}) {slow} else {fast}", both.name),
            &loc,
        ))
    }

    /// A call of `__{mul,div}{s,d}c3(a, b, c, d)`, the complex result of
    /// `(a + bi) op (c + di)`.
    fn complex_library(
        &mut self,
        element: &Ty,
        op: &str,
        [a, b, c, d]: [Value; 4],
        at: &Cursor,
    ) -> Result<Value> {
        let letter = if element.bits() == 32 { 's' } else { 'd' };
        let name = format!("__{op}{letter}c3");
        let result = Ty::Complex(Box::new(element.clone()));
        let signature = FuncTy {
            result: result.clone(),
            params: vec![element.clone(); 4],
            variadic: false,
        };
        if self.symbols.insert(name.clone()) {
            let loc = self.loc(at);
            let declaration = self.declaration_text(&name, &signature, &loc);
            self.globals.push(declaration);
        }
        let arguments = [a, b, c, d]
            .into_iter()
            .map(|v| (v, element.clone()))
            .collect();
        self.emit_call(Callee::External(name), &signature, arguments, &result, at)
    }

    /// `left == right` or `!=` with a complex operand, as an `i1`: both
    /// parts equal (a real operand's imaginary part is zero).
    pub(super) fn complex_compare(
        &mut self,
        equal: bool,
        (left, left_ty): (Value, &Ty),
        (right, right_ty): (Value, &Ty),
        at: &Cursor,
    ) -> Result<Value> {
        let loc = self.loc(at);
        let element = match common_complex(left_ty, right_ty) {
            Ty::Complex(element) => *element,
            _ => Ty::Float { bits: 64 },
        };
        let (a, b) = self.operand_parts(left, left_ty, &element, at)?;
        let (c, d) = self.operand_parts(right, right_ty, &element, at)?;
        let b = b.unwrap_or_else(|| self.float_zero(&element, &loc));
        let d = d.unwrap_or_else(|| self.float_zero(&element, &loc));
        let predicate = if equal { "oeq" } else { "une" };
        let fty = a.ty.clone();
        let re = self.f.body.value(
            "i1",
            format!("arith.cmpf {predicate}, {}, {} : {fty}", a.name, c.name),
            &loc,
        );
        let im = self.f.body.value(
            "i1",
            format!("arith.cmpf {predicate}, {}, {} : {fty}", b.name, d.name),
            &loc,
        );
        let combine = if equal { "arith.andi" } else { "arith.ori" };
        Ok(self.f.body.value(
            "i1",
            format!("{combine} {}, {} : i1", re.name, im.name),
            &loc,
        ))
    }

    /// Conversions to or from a complex type (`None`: neither is complex).
    pub(super) fn complex_convert(
        &mut self,
        value: &Value,
        from: &Ty,
        to: &Ty,
        at: &Cursor,
    ) -> Result<Option<Value>> {
        let loc = self.loc(at);
        Ok(Some(match (from, to) {
            (Ty::Complex(a), Ty::Complex(b)) => {
                let (re, im) = self.complex_parts(value, &loc);
                let re = self.convert(re, a, b, at)?;
                let im = self.convert(im, a, b, at)?;
                self.complex_value(&re, &im, &loc)
            }
            (Ty::Complex(a), to) if to.is_arithmetic() => {
                let (re, _) = self.complex_parts(value, &loc);
                self.convert(re, a, to, at)?
            }
            (from, Ty::Complex(b)) if from.is_arithmetic() => {
                let re = self.convert(value.clone(), from, b, at)?;
                let im = self.float_zero(b, &loc);
                self.complex_value(&re, &im, &loc)
            }
            (Ty::Complex(_), _) | (_, Ty::Complex(_)) => {
                return Err(unsupported(at, "conversion of a complex value"));
            }
            _ => return Ok(None),
        }))
    }

    /// `z != 0` as an `i1`: either part nonzero (NaN is nonzero).
    pub(super) fn complex_truth(&mut self, value: &Value, at: &Cursor) -> Value {
        let loc = self.loc(at);
        let (re, im) = self.complex_parts(value, &loc);
        let fty = re.ty.clone();
        let zero = self
            .f
            .body
            .value(&fty, format!("arith.constant 0.0 : {fty}"), &loc);
        let mut test = |part: &Value| {
            self.f.body.value(
                "i1",
                format!("arith.cmpf une, {}, {} : {fty}", part.name, zero.name),
                &loc,
            )
        };
        let r = test(&re);
        let i = test(&im);
        self.f
            .body
            .value("i1", format!("arith.ori {}, {} : i1", r.name, i.name), &loc)
    }

    /// `-z`, `~z` (the conjugate), `+z`.
    pub(super) fn complex_unary(&mut self, value: &Value, negate: bool, at: &Cursor) -> Value {
        let loc = self.loc(at);
        let (re, im) = self.complex_parts(value, &loc);
        let re = if negate { self.negate(&re, &loc) } else { re };
        let im = self.negate(&im, &loc);
        self.complex_value(&re, &im, &loc)
    }

    /// `z + delta` on the real part (`++z`, `z--`).
    pub(super) fn complex_step(&mut self, value: &Value, delta: i64, at: &Cursor) -> Value {
        let loc = self.loc(at);
        let (re, im) = self.complex_parts(value, &loc);
        let fty = re.ty.clone();
        let one = self.f.body.value(
            &fty,
            format!(
                "arith.constant {} : {fty}",
                crate::c::literals::float_text(delta as f64)
            ),
            &loc,
        );
        let re = self.float_op("arith.addf", &re, &one, &loc);
        self.complex_value(&re, &im, &loc)
    }

    /// `__real__ e` and `__imag__ e` as values (of a real `e`: itself and
    /// zero).
    pub(super) fn real_imag(&mut self, e: &Cursor, imag: bool, ty: &Ty) -> Result<Value> {
        let loc = self.loc(e);
        let operand = single(e)?;
        let operand_ty = self.ty_of(&operand)?;
        let value = self.rvalue(&operand)?;
        match operand_ty {
            Ty::Complex(_) => {
                let (re, im) = self.complex_parts(&value, &loc);
                Ok(if imag { im } else { re })
            }
            _ if imag => {
                let mlir = self.types.mlir(ty);
                Ok(self
                    .f
                    .body
                    .value(&mlir, format!("llvm.mlir.zero : {mlir}"), &loc))
            }
            _ => Ok(value),
        }
    }

    /// The address of `__real__ e` or `__imag__ e` (`e` a complex lvalue).
    pub(super) fn real_imag_address(&mut self, e: &Cursor, imag: bool) -> Result<Value> {
        let loc = self.loc(e);
        let operand = single(e)?;
        let operand_ty = self.ty_of(&operand)?;
        let address = self.lvalue(&operand)?;
        if !imag {
            return Ok(address);
        }
        if !matches!(operand_ty, Ty::Complex(_)) {
            return Err(unsupported(e, "'__imag__' of a real lvalue"));
        }
        let mlir = self.types.mlir(&operand_ty);
        Ok(self.f.body.value(
            "!llvm.ptr",
            format!(
                "llvm.getelementptr {}[0, 1] : (!llvm.ptr) -> !llvm.ptr, {mlir}",
                address.name
            ),
            &loc,
        ))
    }

    /// The library functions clang computes inline (`creal`, `cimag`,
    /// `conj` and their `f` forms, `__builtin_` or not) and
    /// `__builtin_complex(re, im)`; `None` for other functions.
    pub(super) fn complex_builtin(
        &mut self,
        e: &Cursor,
        name: &str,
        arguments: &[Cursor],
    ) -> Result<Option<Value>> {
        let loc = self.loc(e);
        let name = name.strip_prefix("__builtin_").unwrap_or(name);
        let part = match name {
            "creal" | "crealf" => 0,
            "cimag" | "cimagf" => 1,
            "conj" | "conjf" => 2,
            "complex" => 3,
            _ => return Ok(None),
        };
        if part == 3 {
            let [re, im] = arguments else {
                return Err(unsupported(e, "'__builtin_complex' call"));
            };
            let re = self.rvalue(re)?;
            let im = self.rvalue(im)?;
            return Ok(Some(self.complex_value(&re, &im, &loc)));
        }
        let [argument] = arguments else {
            return Ok(None);
        };
        let ty = self.ty_of(argument)?;
        if !matches!(ty, Ty::Complex(_)) {
            return Ok(None);
        }
        let value = self.rvalue(argument)?;
        if part == 2 {
            return Ok(Some(self.complex_unary(&value, false, e)));
        }
        let (re, im) = self.complex_parts(&value, &loc);
        Ok(Some(if part == 0 { re } else { im }))
    }
}

/// Whether a call's callee is one of the library functions clang treats
/// as builtins and computes inline: declared (by `<complex.h>`), not
/// defined in the program.
pub(super) fn is_inline_complex_function(function: &Cursor) -> bool {
    matches!(
        function.spelling().as_str(),
        "creal" | "crealf" | "cimag" | "cimagf" | "conj" | "conjf"
    ) && function.definition().is_none()
        && function.kind() == CXCursor_FunctionDecl
}
