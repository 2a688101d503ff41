//! Privatization, firstprivatization and reduction recipes, declared once
//! per type (and operator).

use crate::c::types::{ArrayLen, Ty};
use crate::lower::{Lowerer, Result, Unsupported};

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

    /// The recipe symbol of a reduction of `ty` with a C operator: a
    /// scalar, a fixed-size array of scalars or a struct of scalars
    /// (OpenACC 3.3's composite variables: each element reduced).
    pub(super) fn reduction_recipe(
        &mut self,
        ty: &Ty,
        operator: &str,
        variable: &crate::clang::Cursor,
        loc: &str,
    ) -> Result<String> {
        let mlir = self.types.mlir(ty);
        // Errors at the variable, named as the source spells it.
        let name = variable.spelling();
        let located = |message: String| Unsupported {
            location: variable.file_location(),
            message,
        };
        // The scalars it combines: (MLIR struct index, type); an array's
        // element once.
        let (scalars, count): (Vec<(Option<usize>, Ty)>, Option<u64>) = match ty {
            t if t.is_arithmetic() => (vec![(None, t.clone())], None),
            Ty::Array(element, ArrayLen::Const(n)) if element.is_arithmetic() => {
                (vec![(None, (**element).clone())], Some(*n))
            }
            Ty::Record(index) => {
                let record = &self.types.records[*index];
                let fields: Vec<(Option<usize>, Ty)> = record
                    .fields
                    .iter()
                    .map(|f| (f.index, f.ty.clone()))
                    .collect();
                let plain = !record.union
                    && record.storages.is_empty()
                    && !record.mlir.contains("packed")
                    && !fields.is_empty()
                    && fields
                        .iter()
                        .enumerate()
                        .all(|(i, (index, t))| *index == Some(i) && t.is_arithmetic());
                if !plain {
                    return Err(located(format!(
                        "unsupported: reduction of '{name}' of type '{mlir}' (a struct is reduced when its \
                         members are all integer or floating-point scalars, without bit-fields or \
                         packing)"
                    )));
                }
                (fields, None)
            }
            _ => {
                return Err(located(format!(
                    "unsupported: reduction of '{name}' of type '{mlir}'"
                )));
            }
        };
        let mut kind = "";
        let mut parts = Vec::new();
        for (i, (_, scalar)) in scalars.iter().enumerate() {
            let (k, identity, combiner) =
                scalar_reduction(&self.types.mlir(scalar), scalar, operator, &i.to_string())
                    .map_err(located)?;
            kind = k;
            parts.push((identity, combiner));
        }
        // Types of one MLIR type with other combiners: `_Bool` (kept 0 or
        // 1) and unsigned integers (`max`/`min`); a struct whose members
        // differ so, one letter per member (`s`igned or floating point,
        // `u`nsigned, `b`ool).
        let letter = |t: &Ty| match t {
            Ty::Bool => 'b',
            t if t.is_integer() && !t.is_signed() => 'u',
            _ => 's',
        };
        let letters: String = scalars.iter().map(|(_, t)| letter(t)).collect();
        let first = letters.chars().next().unwrap_or('s');
        let marker = if letters.chars().any(|c| c != first) {
            format!("m{letters}_")
        } else {
            match first {
                'b' => "b".into(),
                'u' => "u".into(),
                _ => String::new(),
            }
        };
        let name = format!("reduction_{kind}_{marker}{}", mangle(&mlir));
        if !self.symbols.insert(name.clone()) {
            return Ok(name);
        }
        let align = self.types.align_of(ty);
        let alloca = format!(
            "  %one = arith.constant 1 : i64\n  %p = llvm.alloca %one x {mlir} {{alignment = {align} : i64}} : (i64) -> !llvm.ptr\n"
        );
        let (init, combine) = match (ty, count) {
            (Ty::Record(_), _) => {
                let mut init = String::new();
                let mut combine = String::new();
                for (i, ((_, scalar), (identity, combiner))) in
                    scalars.iter().zip(&parts).enumerate()
                {
                    let t = self.types.mlir(scalar);
                    init.push_str(&format!(
                        "  %e{i} = llvm.getelementptr %p[0, {i}] : (!llvm.ptr) -> !llvm.ptr, {mlir}\n  \
                         %i{i} = arith.constant {identity} : {t}\n  llvm.store %i{i}, %e{i} : {t}, !llvm.ptr\n"
                    ));
                    combine.push_str(&format!(
                        "  %le{i} = llvm.getelementptr %lhs[0, {i}] : (!llvm.ptr) -> !llvm.ptr, {mlir}\n  \
                         %re{i} = llvm.getelementptr %rhs[0, {i}] : (!llvm.ptr) -> !llvm.ptr, {mlir}\n  \
                         %a{i} = llvm.load %le{i} : !llvm.ptr -> {t}\n  %b{i} = llvm.load %re{i} : !llvm.ptr -> {t}\n\
                         {combiner}  llvm.store %c{i}, %le{i} : {t}, !llvm.ptr\n"
                    ));
                }
                (init, combine)
            }
            (_, Some(n)) => {
                let (identity, combiner) = &parts[0];
                let t = self.types.mlir(&scalars[0].1);
                let each = |body: String| {
                    format!(
                        "  %lo = arith.constant 0 : index\n  %hi = arith.constant {n} : index\n  \
                         %step = arith.constant 1 : index\n  scf.for %k = %lo to %hi step %step {{\n  \
                         %k64 = arith.index_cast %k : index to i64\n{body}  }}\n"
                    )
                };
                (
                    format!(
                        "  %i0 = arith.constant {identity} : {t}\n{}",
                        each(format!(
                            "  %e0 = llvm.getelementptr %p[0, %k64] : (!llvm.ptr, i64) -> !llvm.ptr, {mlir}\n  \
                             llvm.store %i0, %e0 : {t}, !llvm.ptr\n"
                        ))
                    ),
                    each(format!(
                        "  %le0 = llvm.getelementptr %lhs[0, %k64] : (!llvm.ptr, i64) -> !llvm.ptr, {mlir}\n  \
                         %re0 = llvm.getelementptr %rhs[0, %k64] : (!llvm.ptr, i64) -> !llvm.ptr, {mlir}\n  \
                         %a0 = llvm.load %le0 : !llvm.ptr -> {t}\n  %b0 = llvm.load %re0 : !llvm.ptr -> {t}\n\
                         {combiner}  llvm.store %c0, %le0 : {t}, !llvm.ptr\n"
                    )),
                )
            }
            _ => {
                let (identity, combiner) = &parts[0];
                (
                    format!(
                        "  %i0 = arith.constant {identity} : {mlir}\n  llvm.store %i0, %p : {mlir}, !llvm.ptr\n"
                    ),
                    format!(
                        "  %a0 = llvm.load %lhs : !llvm.ptr -> {mlir}\n  %b0 = llvm.load %rhs : !llvm.ptr -> {mlir}\n\
                         {combiner}  llvm.store %c0, %lhs : {mlir}, !llvm.ptr\n"
                    ),
                )
            }
        };
        let text = format!(
            "acc.reduction.recipe @{name} : !llvm.ptr reduction_operator <{kind}> init {{\n^bb0(%orig: !llvm.ptr):\n{alloca}{init}  acc.yield %p : !llvm.ptr\n}} combiner {{\n^bb0(%lhs: !llvm.ptr, %rhs: !llvm.ptr):\n{combine}  acc.yield %lhs : !llvm.ptr\n}}"
        );
        self.recipes.push(crate::lower::located(&text, loc));
        Ok(name)
    }
}

/// The reduction of a scalar of type `ty` (MLIR `mlir`) with a C operator:
/// the acc dialect's operator name, the identity (an attribute's text) and
/// the combiner's ops, of `%a<s>` and `%b<s>` into `%c<s>`.
fn scalar_reduction(
    mlir: &str,
    ty: &Ty,
    operator: &str,
    s: &str,
) -> std::result::Result<(&'static str, String, String), String> {
    let float = ty.is_float();
    let signed = ty.is_signed();
    let bits = ty.bits();
    let op = |name: &str| format!("  %c{s} = {name} %a{s}, %b{s} : {mlir}\n");
    let (kind, identity, combine): (&str, String, String) = match operator {
        "+" => (
            "add",
            if float { "0.0".into() } else { "0".into() },
            op(if float { "arith.addf" } else { "arith.addi" }),
        ),
        "*" => (
            "mul",
            if float { "1.0".into() } else { "1".into() },
            op(if float { "arith.mulf" } else { "arith.muli" }),
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
            op(if float {
                "arith.maxnumf"
            } else if signed {
                "arith.maxsi"
            } else {
                "arith.maxui"
            }),
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
            op(if float {
                "arith.minnumf"
            } else if signed {
                "arith.minsi"
            } else {
                "arith.minui"
            }),
        ),
        "&" if !float => ("iand", "-1".into(), op("arith.andi")),
        "|" if !float => ("ior", "0".into(), op("arith.ori")),
        "^" if !float => ("xor", "0".into(), op("arith.xori")),
        "&&" | "||" => {
            // (a != 0) op (b != 0), as 0 or 1.
            let (kind, logic) = if operator == "&&" {
                ("land", "arith.andi")
            } else {
                ("lor", "arith.ori")
            };
            let identity = match (operator == "&&", float) {
                (true, true) => "1.0",
                (true, false) => "1",
                (false, true) => "0.0",
                (false, false) => "0",
            };
            let (zero, compare, back) = if float {
                ("0.0", "arith.cmpf une,", "arith.uitofp")
            } else {
                ("0", "arith.cmpi ne,", "arith.extui")
            };
            (
                kind,
                identity.into(),
                format!(
                    "  %z{s} = arith.constant {zero} : {mlir}\n  %ta{s} = {compare} %a{s}, %z{s} : {mlir}\n  \
                     %tb{s} = {compare} %b{s}, %z{s} : {mlir}\n  %l{s} = {logic} %ta{s}, %tb{s} : i1\n  \
                     %c{s} = {back} %l{s} : i1 to {mlir}\n"
                ),
            )
        }
        other => {
            return Err(format!(
                "unsupported: reduction operator '{other}' on '{mlir}'"
            ));
        }
    };
    let combine = if matches!(ty, Ty::Bool) && !matches!(operator, "&&" | "||") {
        // `_Bool` stays 0 or 1.
        format!(
            "{}  %zb{s} = arith.constant 0 : i8\n  %tb{s} = arith.cmpi ne, %r{s}, %zb{s} : i8\n  \
             %c{s} = arith.extui %tb{s} : i1 to i8\n",
            combine.replace(&format!("%c{s} ="), &format!("%r{s} ="))
        )
    } else {
        combine
    };
    Ok((kind, identity, combine))
}

/// A symbol-safe spelling of an MLIR type.
pub(super) fn mangle(mlir: &str) -> String {
    mlir.chars()
        .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
        .collect::<String>()
        .trim_matches('_')
        .to_string()
}
