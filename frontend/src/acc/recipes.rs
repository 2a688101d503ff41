//! Privatization, firstprivatization and reduction recipes, declared once
//! per type (and operator).

use crate::c::types::Ty;
use crate::lower::{Lowerer, Result, Unsupported};
use crate::openacc::directive::Clause;

impl Lowerer {
    /// The recipe symbol for privatizing a `ty` (declared once).
    pub(super) fn private_recipe(&mut self, ty: &Ty, prefix: &str, loc: &str) -> Result<String> {
        let mlir = self.types.mlir(ty);
        let name = format!("{prefix}_{}", mangle(&mlir));
        if self.symbols.insert(name.clone()) {
            let align = self.types.align_of(ty);
            let init = format!(
                "init {{\n^bb0(%orig: !llvm.ptr):\n  %one = arith.constant 1 : i64\n  %p = llvm.alloca %one x {mlir} {{alignment = {align} : i64}} : (i64) -> !llvm.ptr\n  acc.yield %p : !llvm.ptr\n}}"
            );
            let text = if prefix == "privatization" {
                format!("acc.private.recipe @{name} : !llvm.ptr {init}")
            } else {
                format!(
                    "acc.firstprivate.recipe @{name} : !llvm.ptr {init} copy {{\n^bb0(%src: !llvm.ptr, %dst: !llvm.ptr):\n  %v = llvm.load %src : !llvm.ptr -> {mlir}\n  llvm.store %v, %dst : {mlir}, !llvm.ptr\n  acc.terminator\n}}"
                )
            };
            self.recipes.push(crate::lower::located(&text, loc));
        }
        Ok(name)
    }

    /// The recipe symbol of a reduction of `ty` with a C operator.
    pub(super) fn reduction_recipe(
        &mut self,
        ty: &Ty,
        operator: &str,
        clause: &Clause,
        loc: &str,
    ) -> Result<String> {
        let mlir = self.types.mlir(ty);
        let located = |message: String| Unsupported {
            location: clause.location.clone(),
            message,
        };
        if !ty.is_arithmetic() {
            return Err(located(format!("unsupported: reduction of type '{mlir}'")));
        }
        let float = ty.is_float();
        let signed = ty.is_signed();
        let bits = ty.bits();
        let (kind, identity, combine): (&str, String, String) = match operator {
            "+" => (
                "add",
                if float { "0.0".into() } else { "0".into() },
                if float {
                    "arith.addf %a, %b".into()
                } else {
                    "arith.addi %a, %b".into()
                },
            ),
            "*" => (
                "mul",
                if float { "1.0".into() } else { "1".into() },
                if float {
                    "arith.mulf %a, %b".into()
                } else {
                    "arith.muli %a, %b".into()
                },
            ),
            "max" => (
                "max",
                if float {
                    match bits {
                        32 => "0xFF800000".into(),
                        80 => "0xFFFF8000000000000000".into(),
                        _ => "0xFFF0000000000000".into(),
                    }
                } else if signed {
                    (i64::MIN >> (64 - bits)).to_string()
                } else {
                    "0".into()
                },
                if float {
                    "arith.maxnumf %a, %b".into()
                } else if signed {
                    "arith.maxsi %a, %b".into()
                } else {
                    "arith.maxui %a, %b".into()
                },
            ),
            "min" => (
                "min",
                if float {
                    match bits {
                        32 => "0x7F800000".into(),
                        80 => "0x7FFF8000000000000000".into(),
                        _ => "0x7FF0000000000000".into(),
                    }
                } else if signed {
                    (i64::MAX >> (64 - bits)).to_string()
                } else {
                    "-1".into()
                },
                if float {
                    "arith.minnumf %a, %b".into()
                } else if signed {
                    "arith.minsi %a, %b".into()
                } else {
                    "arith.minui %a, %b".into()
                },
            ),
            "&" if !float => ("iand", "-1".into(), "arith.andi %a, %b".into()),
            "|" if !float => ("ior", "0".into(), "arith.ori %a, %b".into()),
            "^" if !float => ("xor", "0".into(), "arith.xori %a, %b".into()),
            "&&" => (
                "land",
                if float { "1.0".into() } else { "1".into() },
                String::new(),
            ),
            "||" => (
                "lor",
                if float { "0.0".into() } else { "0".into() },
                String::new(),
            ),
            other => {
                return Err(located(format!(
                    "unsupported: reduction operator '{other}' on '{mlir}'"
                )));
            }
        };
        let name = format!(
            "reduction_{kind}_{}{}",
            if !float && !signed && bits > 1 {
                "u"
            } else {
                ""
            },
            mangle(&mlir)
        );
        if self.symbols.insert(name.clone()) {
            let combiner = if combine.is_empty() {
                // && and ||: (a != 0) op (b != 0), as 0 or 1.
                let zero = if float { "0.0" } else { "0" };
                let compare = if float {
                    "arith.cmpf une,"
                } else {
                    "arith.cmpi ne,"
                };
                let logic = if kind == "land" {
                    "arith.andi"
                } else {
                    "arith.ori"
                };
                let back = if float {
                    format!("arith.uitofp %l : i1 to {mlir}")
                } else {
                    format!("arith.extui %l : i1 to {mlir}")
                };
                format!(
                    "  %z = arith.constant {zero} : {mlir}\n  %ta = {compare} %a, %z : {mlir}\n  %tb = {compare} %b, %z : {mlir}\n  %l = {logic} %ta, %tb : i1\n  %c = {back}\n"
                )
            } else if matches!(ty, Ty::Bool) {
                // `_Bool` stays 0 or 1.
                format!(
                    "  %r = {combine} : {mlir}\n  %zb = arith.constant 0 : i8\n  %tb = arith.cmpi ne, %r, %zb : i8\n  %c = arith.extui %tb : i1 to i8\n"
                )
            } else {
                format!("  %c = {combine} : {mlir}\n")
            };
            let align = self.types.align_of(ty);
            let text = format!(
                "acc.reduction.recipe @{name} : !llvm.ptr reduction_operator <{kind}> init {{\n^bb0(%orig: !llvm.ptr):\n  %one = arith.constant 1 : i64\n  %p = llvm.alloca %one x {mlir} {{alignment = {align} : i64}} : (i64) -> !llvm.ptr\n  %i = arith.constant {identity} : {mlir}\n  llvm.store %i, %p : {mlir}, !llvm.ptr\n  acc.yield %p : !llvm.ptr\n}} combiner {{\n^bb0(%lhs: !llvm.ptr, %rhs: !llvm.ptr):\n  %a = llvm.load %lhs : !llvm.ptr -> {mlir}\n  %b = llvm.load %rhs : !llvm.ptr -> {mlir}\n{combiner}  llvm.store %c, %lhs : {mlir}, !llvm.ptr\n  acc.yield %lhs : !llvm.ptr\n}}"
            );
            self.recipes.push(crate::lower::located(&text, loc));
        }
        Ok(name)
    }
}

/// A symbol-safe spelling of an MLIR type.
pub(super) fn mangle(mlir: &str) -> String {
    mlir.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect::<String>()
        .trim_matches('_')
        .to_string()
}
