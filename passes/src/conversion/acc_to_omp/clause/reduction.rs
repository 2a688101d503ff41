//! Reductions: an `acc.reduction` op (its recipe's `reduction_operator` and
//! its `varType`) becomes an `omp.declare_reduction` by value, with the
//! identity and combiner OpenACC defines for the operator:
//!
//! | operator | identity          | combiner (integer / floating point)  |
//! |----------|-------------------|--------------------------------------|
//! | `+`      | 0                 | `arith.addi` / `arith.addf`          |
//! | `*`      | 1                 | `arith.muli` / `arith.mulf`          |
//! | `max`    | least value, -inf | `arith.maxsi` (`maxui`) / `maxnumf`  |
//! | `min`    | greatest, +inf    | `arith.minsi` (`minui`) / `minnumf`  |
//! | `&`      | all ones          | `arith.andi`                         |
//! | `\|`     | 0                 | `arith.ori`                          |
//! | `^`      | 0                 | `arith.xori`                         |
//! | `&&`     | 1                 | both operands non-zero, as 0 or 1    |
//! | `\|\|`   | 0                 | either operand non-zero, as 0 or 1   |
//!
//! MLIR integers are signless: `max` and `min` are unsigned when the recipe's
//! combiner compares unsigned (`arith.maxui`/`arith.minui`), as a front end
//! writes it for an `unsigned` variable.
//!
//! The recipe's own regions are read only for that (the operator and the
//! signedness): the OpenMP reduction is written from the operator. The
//! recipes are by reference (`!llvm.ptr`: init allocates, the combiner
//! loads, combines and stores), as the front end writes them; the
//! `omp.declare_reduction`s are by value, the form verified to lower and
//! run in `reference/mlir-forms.md` (and the one the teams-reduction
//! legalization of `omp_host_legalize` rewrites). Cloning the recipe's
//! combiner would mean rewriting its loads and stores to values for every
//! shape the front end or another producer writes; the table above is the
//! OpenACC specification's, and the front end writes its recipes from the
//! same table (`maxnumf`/`minnumf`: C's `fmax`/`fmin`, a NaN operand is
//! ignored), so the two agree, and `Frontend/OpenACC/reduction.c` checks the
//! recipes' combiners.

use crate::driver::NoMatch;
use crate::ir::{declare_symbol, enclosing_module, entry_block};
use acc2omp_dialects::ops::{collect_nested, op_name};
use acc2omp_dialects::symbols::{ReductionSymbol, type_mangle};
use melior::{
    Context, RewriterBase,
    ir::{
        BlockLike, OperationRef, Type, attribute::FlatSymbolRefAttribute, operation::OperationLike,
    },
};

/// An OpenACC reduction operator (the symbols' own, in `acc2omp_dialects`).
pub(crate) use acc2omp_dialects::symbols::ReductionOperator as Operator;

/// What an `acc.reduction` op reduces.
#[derive(Clone, Debug)]
pub(crate) struct Reduction<'c> {
    pub operator: Operator,
    pub r#type: Type<'c>,
    pub unsigned: bool,
    /// The variable's name, for diagnostics.
    pub name: String,
}

impl Reduction<'_> {
    /// The symbol of the `omp.declare_reduction`.
    pub(crate) fn symbol(&self) -> String {
        ReductionSymbol {
            operator: self.operator,
            unsigned: self.unsigned,
            r#type: type_mangle(self.r#type),
        }
        .name()
    }
}

/// Reads an `acc.reduction` op: its recipe's operator and its `varType`.
pub(crate) fn analyze<'c>(op: OperationRef<'c, '_>) -> Result<Reduction<'c>, NoMatch> {
    crate::acc::reject_const(op, "reduction")?;
    let location = op.location();
    let name = op
        .attribute("name")
        .map(|n| n.to_string().trim_matches('"').to_string())
        .unwrap_or_else(|_| "<unnamed>".into());
    let r#type = crate::ir::type_attribute(op, "varType")
        .ok_or_else(|| NoMatch::unsupported_at(location, "'acc.reduction' without 'varType'"))?;
    let recipe_name = op
        .attribute("recipe")
        .ok()
        .and_then(|r| FlatSymbolRefAttribute::try_from(r).ok())
        .map(|r| r.value().to_string())
        .ok_or_else(|| NoMatch::unsupported_at(location, "'acc.reduction' without a recipe"))?;
    let recipe = enclosing_module(op)
        .map(|module| entry_block(module, 0))
        .and_then(|body| {
            let mut current = body.first_operation();
            while let Some(candidate) = current {
                if op_name(&candidate) == "acc.reduction.recipe"
                    && candidate
                        .attribute("sym_name")
                        .is_ok_and(|s| s.to_string() == format!("\"{recipe_name}\""))
                {
                    return Some(candidate);
                }
                current = candidate.next_in_block();
            }
            None
        })
        .ok_or_else(|| {
            NoMatch::error_at(
                location,
                format!("reduction recipe '@{recipe_name}' not found"),
            )
        })?;
    let operator_text = recipe
        .attribute("reductionOperator")
        .map(|a| a.to_string())
        .unwrap_or_default();
    let operator = operator_text
        .rsplit_once('<')
        .and_then(|(_, rest)| Operator::from_mnemonic(rest.trim_end_matches('>').trim()))
        .ok_or_else(|| {
            NoMatch::unsupported_at(
                location,
                format!("reduction operator {operator_text} of '@{recipe_name}'"),
            )
        })?;
    let unsigned = !collect_nested(recipe, |o| {
        matches!(op_name(&o).as_str(), "arith.maxui" | "arith.minui")
    })
    .is_empty();
    let reduction = Reduction {
        operator,
        r#type,
        unsigned,
        name,
    };
    declaration_text(&reduction).map_err(|message| NoMatch::error_at(location, message))?;
    Ok(reduction)
}

/// Declares the `omp.declare_reduction` for `reduction` in the module of
/// `user` (once per module).
pub(crate) fn declare(
    rewriter: &RewriterBase,
    context: &Context,
    user: OperationRef,
    reduction: &Reduction,
) {
    let text = declaration_text(reduction).expect("checked by analyze");
    declare_symbol(rewriter, context, user, &reduction.symbol(), &text);
}

/// The `omp.declare_reduction` in MLIR text, or why the operator does not
/// apply to the type.
fn declaration_text(reduction: &Reduction) -> Result<String, String> {
    let t = reduction.r#type.to_string();
    let bits = |prefix: char| -> Option<u32> {
        t.strip_prefix(prefix)
            .and_then(|rest| rest.parse::<u32>().ok())
    };
    let (identity, combiner) = if let Some(width) = bits('i').filter(|w| (1..=64).contains(w)) {
        let max = if width == 64 {
            i64::MAX as i128
        } else {
            (1i128 << (width - 1)) - 1
        };
        let min = -max - 1;
        let all_ones: i128 = -1;
        let (identity, combine) = match (reduction.operator, reduction.unsigned) {
            (Operator::Add, _) => (0, "%r = arith.addi %x, %y".to_string()),
            (Operator::Mul, _) => (1, "%r = arith.muli %x, %y".to_string()),
            (Operator::Max, false) => (min, "%r = arith.maxsi %x, %y".to_string()),
            (Operator::Max, true) => (0, "%r = arith.maxui %x, %y".to_string()),
            (Operator::Min, false) => (max, "%r = arith.minsi %x, %y".to_string()),
            (Operator::Min, true) => (all_ones, "%r = arith.minui %x, %y".to_string()),
            (Operator::BitAnd, _) => (all_ones, "%r = arith.andi %x, %y".to_string()),
            (Operator::BitOr, _) => (0, "%r = arith.ori %x, %y".to_string()),
            (Operator::BitXor, _) => (0, "%r = arith.xori %x, %y".to_string()),
            (Operator::LogicalAnd | Operator::LogicalOr, _) => {
                let join = if reduction.operator == Operator::LogicalAnd {
                    "andi"
                } else {
                    "ori"
                };
                (
                    if reduction.operator == Operator::LogicalAnd {
                        1
                    } else {
                        0
                    },
                    format!(
                        "%z = arith.constant 0 : {t}\n  %a = arith.cmpi ne, %x, %z : {t}\n  \
                         %b = arith.cmpi ne, %y, %z : {t}\n  %c = arith.{join} %a, %b : i1\n  \
                         %r = arith.extui %c : i1 to {t}"
                    ),
                )
            }
        };
        let combine = if combine.contains(" to ") || combine.contains("cmpi") {
            combine
        } else {
            format!("{combine} : {t}")
        };
        let identity = if width == 1 { identity & 1 } else { identity };
        (format!("%i = arith.constant {identity} : {t}"), combine)
    } else if t == "f32" || t == "f64" {
        let (inf, neg_inf) = if t == "f32" {
            ("0x7F800000", "0xFF800000")
        } else {
            ("0x7FF0000000000000", "0xFFF0000000000000")
        };
        let simple = |identity: &str, op: &str| {
            (
                identity.to_string(),
                format!("%r = arith.{op} %x, %y : {t}"),
            )
        };
        let (identity, combine) = match reduction.operator {
            Operator::Add => simple("0.0", "addf"),
            Operator::Mul => simple("1.0", "mulf"),
            Operator::Max => simple(neg_inf, "maxnumf"),
            Operator::Min => simple(inf, "minnumf"),
            Operator::LogicalAnd | Operator::LogicalOr => {
                let join = if reduction.operator == Operator::LogicalAnd {
                    "andi"
                } else {
                    "ori"
                };
                (
                    if reduction.operator == Operator::LogicalAnd {
                        "1.0"
                    } else {
                        "0.0"
                    }
                    .to_string(),
                    format!(
                        "%z = arith.constant 0.0 : {t}\n  %a = arith.cmpf une, %x, %z : {t}\n  \
                         %b = arith.cmpf une, %y, %z : {t}\n  %c = arith.{join} %a, %b : i1\n  \
                         %r = arith.uitofp %c : i1 to {t}"
                    ),
                )
            }
            Operator::BitAnd | Operator::BitOr | Operator::BitXor => {
                return Err(format!(
                    "reduction operator '{}' is not valid for the floating-point variable '{}'",
                    reduction.operator.spelling(),
                    reduction.name
                ));
            }
        };
        (format!("%i = arith.constant {identity} : {t}"), combine)
    } else {
        return Err(format!(
            "unsupported: reduction of '{}' of type {t} (integer and f32/f64 scalars are supported)",
            reduction.name
        ));
    };
    Ok(format!(
        "omp.declare_reduction @{symbol} : {t} init {{\n^bb0(%o: {t}):\n  {identity}\n  \
         omp.yield(%i : {t})\n}} combiner {{\n^bb0(%x: {t}, %y: {t}):\n  {combiner}\n  \
         omp.yield(%r : {t})\n}}",
        symbol = reduction.symbol()
    ))
}
