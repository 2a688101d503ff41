//! The `omp.map.info` ops of a directive as the printer writes them (`map(type:
//! name)`), and the reductions of an `omp.teams`.

use super::ir::{children, op_name, walk};
use acc2omp_dialects::attrs;
use acc2omp_dialects::capi::MapFlags;
use acc2omp_dialects::symbols::ReductionSymbol;
use melior::ir::BlockLike;
use melior::ir::OperationRef;
use melior::ir::RegionLike;
use melior::ir::block::BlockArgument;
use melior::ir::operation::OperationLike;
use melior::ir::operation::OperationResult;

/// An `omp.map.info` as the printer needs it.
pub(super) struct Map {
    /// The variable or section as the source spells it.
    pub(super) name: String,
    /// The clause argument's source range (explicit and front-end implicit
    /// clauses have one).
    pub(super) source: Option<(usize, usize)>,
    /// An implicit data attribute.
    pub(super) implicit: bool,
    /// An implicit map of a scalar with a visible data clause
    /// ([`attrs::Flag::Visible`]): OpenMP's implicit rules would make it
    /// firstprivate, so it is written.
    pub(super) visible: bool,
    /// The variable's MLIR type (`!llvm.ptr`, `f64`, ...).
    pub(super) var_type: String,
    /// The map flags (`to`, `from`, `storage`, `present`, ...).
    pub(super) flags: MapFlags,
    /// The variable is a `static` global in a file-scope `declare`.
    pub(super) static_declared: bool,
    /// An implicitly firstprivate scalar the construct writes
    /// ([`attrs::Flag::GangCopy`]): each gang's copy.
    pub(super) gang_copy: bool,
    /// The `zero` modifier ([`attrs::Flag::Zero`]): `zero::wrap_directive`
    /// zeroes what the map allocates.
    pub(super) zero: bool,
    /// A zeroed map of a global without an initializer (its device image
    /// starts zeroed: a file-scope `declare` needs no zeroing).
    pub(super) zero_global: bool,
}

impl Map {
    /// The map type: `to`, `from`, `tofrom`, or `storage` spelled as
    /// `storage` (`alloc` on enter, `release` on exit); `delete` as is.
    pub(super) fn map_type(&self, storage: &str) -> String {
        // One order: ompx_hold, always, present.
        let mut modifiers: Vec<&str> = ["ompx_hold", "always", "present"]
            .into_iter()
            .filter(|m| self.flags.has(m))
            .collect();
        let kind = match (self.flags.has("to"), self.flags.has("from")) {
            (true, true) => "tofrom",
            (true, false) => "to",
            (false, true) => "from",
            (false, false) if self.flags.has("delete") => "delete",
            (false, false) => storage,
        };
        modifiers.push(kind);
        modifiers.join(", ")
    }
}

/// The `omp.map.info` ops of a directive's `map_entries`.
/// Whether an `omp.map.info`'s variable is a global with internal linkage
/// (`static`) that a file-scope `declare` makes `declare target` (its
/// constructor `<global>_acc_ctor` enters it).
pub(super) fn static_declare_target(map: &OperationRef) -> bool {
    let Some((symbol, top)) = global_symbol(map) else {
        return false;
    };
    let (mut internal, mut declared) = (false, false);
    walk(top, &mut |op| {
        let name = symbol_name(&op);
        match op_name(&op) {
            "llvm.mlir.global" if name == symbol => {
                internal = op
                    .attribute("linkage")
                    .is_ok_and(|l| l.to_string().contains("internal"));
            }
            "llvm.func" | "func.func" if name == format!("{symbol}_acc_ctor") => declared = true,
            _ => {}
        }
    });
    internal && declared
}

/// Whether an `omp.map.info`'s variable is a global this module defines
/// with all bytes zero (no initializer in C): its device image starts
/// zeroed.
pub(super) fn zero_initialized_global(map: &OperationRef) -> bool {
    let Some((symbol, top)) = global_symbol(map) else {
        return false;
    };
    let mut zero = false;
    walk(top, &mut |op| {
        if op_name(&op) == "llvm.mlir.global" && symbol_name(&op) == symbol {
            // The initializer region: `llvm.mlir.zero` and its return.
            let ops: Vec<&str> = op
                .region(0)
                .ok()
                .and_then(|region| region.first_block())
                .map(|block| {
                    let mut names = Vec::new();
                    let mut next = block.first_operation();
                    while let Some(inner) = next {
                        names.push(op_name(&inner));
                        next = inner.next_in_block();
                    }
                    names
                })
                .unwrap_or_default();
            zero = ops == ["llvm.mlir.zero", "llvm.return"];
        }
    });
    zero
}

/// The symbol of the global an `omp.map.info` maps (through
/// `llvm.mlir.addressof`), and the module's top op.
fn global_symbol<'c, 'a>(map: &OperationRef<'c, 'a>) -> Option<(String, OperationRef<'c, 'a>)> {
    let pointer = map.operand(0).ok()?;
    let address = OperationResult::try_from(pointer).ok()?.owner();
    if op_name(&address) != "llvm.mlir.addressof" {
        return None;
    }
    let symbol = address.attribute("global_name").ok()?;
    let symbol = symbol.to_string().trim_start_matches('@').to_string();
    let mut top = address;
    while let Some(parent) = top.parent_operation() {
        top = parent;
    }
    Some((symbol, top))
}

/// An op's `sym_name`, unquoted.
fn symbol_name(op: &OperationRef) -> String {
    op.attribute("sym_name")
        .map(|n| n.to_string().trim_matches('"').to_string())
        .unwrap_or_default()
}

pub(super) fn map_entries(op: &OperationRef) -> Result<Vec<Map>, String> {
    let mut maps = Vec::new();
    for index in 0..op.operand_count() {
        let Ok(operand) = op.operand(index) else {
            continue;
        };
        let Ok(result) = OperationResult::try_from(operand) else {
            continue;
        };
        let owner = result.owner();
        if owner.name().as_string_ref().as_str() != Ok("omp.map.info") {
            continue;
        }
        // Maps the pass made for implicit data attributes have no name
        // (and no source range): the printer leaves those to OpenMP.
        let name = owner
            .attribute("name")
            .ok()
            .and_then(attrs::string_value)
            .unwrap_or_default();
        let source = attrs::argument_span(&owner);
        let flags = MapFlags::of(&owner)
            .ok_or_else(|| format!("internal error: the map of '{name}' has no map type"))?;
        maps.push(Map {
            static_declared: static_declare_target(&owner),
            name,
            source,
            implicit: attrs::Flag::Implicit.is_on(&owner),
            visible: attrs::Flag::Visible.is_on(&owner),
            gang_copy: attrs::Flag::GangCopy.is_on(&owner),
            zero: attrs::Flag::Zero.is_on(&owner),
            zero_global: attrs::Flag::Zero.is_on(&owner) && zero_initialized_global(&owner),
            var_type: owner
                .attribute("var_type")
                .map(|t| t.to_string())
                .unwrap_or_default(),
            flags,
        });
    }
    Ok(maps)
}

/// The `reduction(op: name)` clauses of the omp.teams in `target`.
pub(super) fn team_reductions(target: &OperationRef, maps: &[Map]) -> Result<Vec<String>, String> {
    let Some(teams) = children(target)
        .into_iter()
        .find(|c| op_name(c) == "omp.teams")
    else {
        return Ok(Vec::new());
    };
    let Ok(symbols) = teams.attribute("reduction_syms") else {
        return Ok(Vec::new());
    };
    let symbols: Vec<String> = symbols
        .to_string()
        .trim_matches(['[', ']'])
        .split(',')
        .map(|s| s.trim().trim_start_matches('@').to_string())
        .filter(|s| !s.is_empty())
        .collect();
    let segments = teams
        .attribute("operandSegmentSizes")
        .map(|a| a.to_string())
        .unwrap_or_default();
    let segments: Vec<usize> = segments
        .trim_start_matches("array<i32:")
        .trim_end_matches('>')
        .split(',')
        .filter_map(|n| n.trim().parse().ok())
        .collect();
    if segments.len() != 8 {
        return Err("internal error: an omp.teams without its operand segments".into());
    }
    let first = segments[..6].iter().sum::<usize>();
    let entry = target
        .region(0)
        .ok()
        .and_then(|r| r.first_block())
        .ok_or("internal error: an omp.target without a body")?;
    let arguments = entry.argument_count();
    let mut clauses = Vec::new();
    for (index, symbol) in symbols.iter().enumerate() {
        let operand = teams
            .operand(first + index)
            .map_err(|_| "internal error: a teams reduction without its variable".to_string())?;
        let argument = BlockArgument::try_from(descriptor_data(operand).unwrap_or(operand))
            .map_err(|_| "internal error: a teams reduction of a value".to_string())?;
        // The target's block arguments: host_eval values, then the maps.
        let map = (argument.argument_number() + maps.len())
            .checked_sub(arguments)
            .and_then(|i| maps.get(i))
            .filter(|m| !m.name.is_empty())
            .ok_or("internal error: a teams reduction without its variable's name")?;
        clauses.push(format!(
            "reduction({}:{})",
            reduction_operator(symbol)?,
            map.name
        ));
    }
    Ok(clauses)
}

/// The data of a section's descriptor (convert-acc-to-omp's reduction of
/// a section of a run-time length: an `llvm.alloca` of `{ptr, i64}` whose
/// first field a store fills with the mapped section), if `value` is one.
fn descriptor_data<'c: 'a, 'a>(
    value: melior::ir::Value<'c, 'a>,
) -> Option<melior::ir::Value<'c, 'a>> {
    let slot = OperationResult::try_from(value)
        .ok()
        .map(|r| r.owner())
        .filter(|d| op_name(d) == "llvm.alloca")
        .filter(|d| {
            d.attribute("elem_type")
                .is_ok_and(|t| t.to_string() == acc2omp_dialects::symbols::SECTION_DESCRIPTOR)
        })?;
    let slot: melior::ir::Value = slot.result(0).ok()?.into();
    acc2omp_dialects::ops::users::<'c, 'a>(slot)
        .into_iter()
        .find_map(|user| {
            (op_name(&user) == "llvm.store" && user.operand(1).ok() == Some(slot))
                .then(|| user.operand(0).ok())
                .flatten()
        })
}

/// The operator of a reduction symbol, as OpenMP spells it.
pub(super) fn reduction_operator(symbol: &str) -> Result<&'static str, String> {
    ReductionSymbol::parse(symbol)
        .map(|r| r.operator.spelling())
        .ok_or_else(|| format!("internal error: the reduction '{symbol}'"))
}
