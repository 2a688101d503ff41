//! The symbols convert-acc-to-omp declares, named here and only here:
//! `omp.declare_reduction @acc2omp.reduction.<operator>[u].<type>`,
//! `omp.private @acc2omp.private.<type>` and the firstprivate recipe
//! `@acc2omp.firstprivate.<type>`. The source printer decodes a reduction's
//! operator from its symbol ([`ReductionSymbol::parse`]).

use melior::ir::Type;

/// An OpenACC reduction operator.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReductionOperator {
    Add,
    Mul,
    Max,
    Min,
    BitAnd,
    BitOr,
    BitXor,
    LogicalAnd,
    LogicalOr,
}

impl ReductionOperator {
    const ALL: [ReductionOperator; 9] = [
        ReductionOperator::Add,
        ReductionOperator::Mul,
        ReductionOperator::Max,
        ReductionOperator::Min,
        ReductionOperator::BitAnd,
        ReductionOperator::BitOr,
        ReductionOperator::BitXor,
        ReductionOperator::LogicalAnd,
        ReductionOperator::LogicalOr,
    ];

    /// The operator from its name in `#acc<reduction_operator <add>>` (the
    /// acc dialect's names are the ones the symbols use).
    pub fn from_mnemonic(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|o| o.mnemonic() == text)
    }

    /// The acc dialect's name of the operator.
    pub fn mnemonic(self) -> &'static str {
        match self {
            ReductionOperator::Add => "add",
            ReductionOperator::Mul => "mul",
            ReductionOperator::Max => "max",
            ReductionOperator::Min => "min",
            ReductionOperator::BitAnd => "iand",
            ReductionOperator::BitOr => "ior",
            ReductionOperator::BitXor => "xor",
            ReductionOperator::LogicalAnd => "land",
            ReductionOperator::LogicalOr => "lor",
        }
    }

    /// The operator as an OpenACC or OpenMP `reduction` clause (and C)
    /// spells it.
    pub fn spelling(self) -> &'static str {
        match self {
            ReductionOperator::Add => "+",
            ReductionOperator::Mul => "*",
            ReductionOperator::Max => "max",
            ReductionOperator::Min => "min",
            ReductionOperator::BitAnd => "&",
            ReductionOperator::BitOr => "|",
            ReductionOperator::BitXor => "^",
            ReductionOperator::LogicalAnd => "&&",
            ReductionOperator::LogicalOr => "||",
        }
    }
}

/// The type of the descriptor through which `convert-acc-to-omp` reduces
/// an array section of a run-time length: its data and its element count
/// (the source printer finds the section's map through it).
pub const SECTION_DESCRIPTOR: &str = "!llvm.struct<(ptr, i64)>";

/// What the symbol of an `omp.declare_reduction` says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReductionSymbol {
    pub operator: ReductionOperator,
    /// An unsigned integer's `max`/`min` (compared without sign).
    pub unsigned: bool,
    /// The mangled type ([`type_mangle`]).
    pub r#type: String,
}

const REDUCTION_PREFIX: &str = "acc2omp.reduction.";
const PRIVATE_PREFIX: &str = "acc2omp.private.";
const FIRSTPRIVATE_PREFIX: &str = "acc2omp.firstprivate.";

impl ReductionSymbol {
    /// The symbol's name.
    pub fn name(&self) -> String {
        format!(
            "{REDUCTION_PREFIX}{}{}.{}",
            self.operator.mnemonic(),
            if self.unsigned { "u" } else { "" },
            self.r#type
        )
    }

    /// Decodes a name [`ReductionSymbol::name`] made.
    pub fn parse(name: &str) -> Option<Self> {
        let (operator, r#type) = name.strip_prefix(REDUCTION_PREFIX)?.split_once('.')?;
        // The unsigned variant ends in `u` (no operator's name does).
        let (operator, unsigned) = match operator.strip_suffix('u') {
            Some(signed) => (signed, true),
            None => (operator, false),
        };
        Some(Self {
            operator: ReductionOperator::from_mnemonic(operator)?,
            unsigned,
            r#type: r#type.to_string(),
        })
    }
}

/// The `omp.private` symbol of a variable of `type`.
pub fn private(r#type: Type) -> String {
    format!("{PRIVATE_PREFIX}{}", type_mangle(r#type))
}

/// The firstprivate recipe symbol of a variable of `type`.
pub fn firstprivate(r#type: Type) -> String {
    format!("{FIRSTPRIVATE_PREFIX}{}", type_mangle(r#type))
}

/// A symbol-safe spelling of a type (`!llvm.array<4 x f64>` ->
/// `llvm_array_4_x_f64`).
pub fn type_mangle(r#type: Type) -> String {
    let mut out = String::new();
    for c in r#type.to_string().chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('_') && !out.is_empty() {
            out.push('_');
        }
    }
    out.trim_end_matches('_').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reduction_symbols_round_trip() {
        for operator in ReductionOperator::ALL {
            for unsigned in [false, true] {
                let symbol = ReductionSymbol {
                    operator,
                    unsigned,
                    r#type: "i32".into(),
                };
                assert_eq!(ReductionSymbol::parse(&symbol.name()), Some(symbol));
            }
        }
        assert_eq!(
            ReductionSymbol::parse("acc2omp.reduction.maxu.i64"),
            Some(ReductionSymbol {
                operator: ReductionOperator::Max,
                unsigned: true,
                r#type: "i64".into()
            })
        );
        assert_eq!(ReductionSymbol::parse("acc2omp.private.f64"), None);
        assert_eq!(ReductionSymbol::parse("acc2omp.reduction.pow.f64"), None);
    }

    #[test]
    fn types_mangle_to_symbol_characters() {
        let context = crate::context::create_context(false);
        let r#type = Type::parse(&context, "!llvm.array<4 x f64>").expect("a type");
        assert_eq!(type_mangle(r#type), "llvm_array_4_x_f64");
        assert_eq!(private(r#type), "acc2omp.private.llvm_array_4_x_f64");
        assert_eq!(
            firstprivate(r#type),
            "acc2omp.firstprivate.llvm_array_4_x_f64"
        );
    }
}
