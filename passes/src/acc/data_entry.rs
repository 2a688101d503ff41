//! The data clauses of a construct: each data entry op listed in its
//! `dataOperands` (`acc.copyin`, `acc.create`, `acc.present`,
//! `acc.nocreate`) read into a [`DataEntry`], with the exit ops after the
//! construct that end its lifetime. The conversions build their maps from
//! these; `kernels` lists them again on its parts.

use super::operands::data_entry;
use crate::{
    driver::NoMatch,
    ir::{defining_op, type_attribute},
};
use acc2omp_dialects::ops::{op_name, operand_group, users};
use melior::{
    RewriterBase,
    ir::{OperationRef, Type, Value, operation::OperationLike},
};

/// The OpenACC data clause an entry op stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Clause {
    Copy,
    Copyin,
    Copyout,
    Create,
    Present,
    /// `no_create`: Clacc's `-fopenacc-no-create-omp=no-ompx-no-alloc`
    /// translation, `map(hold, alloc)`; MLIR 22 has no `ompx_no_alloc` map
    /// flag for the default one.
    NoCreate,
}

impl Clause {
    /// The clause as OpenACC spells it.
    pub(crate) fn spelling(self) -> &'static str {
        match self {
            Clause::Copy => "copy",
            Clause::Copyin => "copyin",
            Clause::Copyout => "copyout",
            Clause::Create => "create",
            Clause::Present => "present",
            Clause::NoCreate => "no_create",
        }
    }
}

/// A data entry op listed in a construct's `dataOperands`.
#[derive(Debug)]
pub(crate) struct DataEntry<'c, 'a> {
    pub op: OperationRef<'c, 'a>,
    pub clause: Clause,
    /// The host address (`varPtr`).
    pub var: Value<'c, 'a>,
    /// The type of the data at that address (`varType`).
    pub var_type: Type<'c>,
    /// The `acc.bounds` of an array section, rank 0 first.
    pub bounds: Vec<OperationRef<'c, 'a>>,

    /// The exit ops (`acc.copyout`, `acc.delete`) after the construct that
    /// end the lifetime this op began.
    pub exits: Vec<OperationRef<'c, 'a>>,
}

/// Reads the entry op that defines `value`, a `dataOperands` operand of
/// `construct` (`construct_name` for diagnostics), and its exit ops.
///
/// The map type follows what the ops do, not the `dataClause` attribute
/// (which only records the clause's spelling): data is copied in when the
/// entry op is `acc.copyin` and copied out when an `acc.copyout` ends the
/// lifetime. The `zero` variants mark their maps (see `map_with_bounds`).
pub(crate) fn analyze_entry<'c, 'a>(
    value: Value<'c, 'a>,
    construct: OperationRef<'c, 'a>,
    construct_name: &str,
) -> Result<DataEntry<'c, 'a>, NoMatch> {
    let Some(op) = defining_op(value) else {
        return Err(NoMatch::unsupported(format!(
            "a data operand of '{construct_name}' that is not the result of a data clause operation"
        )));
    };
    let name = op_name(&op);
    let data_clause = op
        .inherent_attribute("dataClause")
        .map(|a| a.to_string())
        .unwrap_or_default();
    // `#acc<data_clause acc_copyin>` -> `copyin`
    let spelling = data_clause
        .trim_start_matches("#acc<data_clause ")
        .trim_end_matches('>')
        .trim_start_matches("acc_");
    let converted: &[&str] = match name {
        // `reduction`: the implicit `copy` of a reduction variable.
        "acc.copyin" => &["copy", "copyin", "copyin_readonly", "reduction"],
        "acc.create" => &["create", "copyout", "create_zero", "copyout_zero"],
        "acc.present" => &["present"],
        "acc.nocreate" => &["no_create"],
        other => {
            return Err(NoMatch::unsupported(format!(
                "data clause operation '{other}' on '{construct_name}'"
            )));
        }
    };
    if !converted.contains(&spelling) {
        return Err(NoMatch::unsupported(format!(
            "data clause '{spelling}' ('{name}') on '{construct_name}'"
        )));
    }
    if let Ok(modifiers) = op.inherent_attribute("modifiers") {
        // `#acc<data_clause_modifier readonly>`; several are joined by `,`.
        let modifiers = modifiers.to_string();
        let list = modifiers
            .split_once(' ')
            .map_or("", |(_, list)| list)
            .trim_end_matches('>');
        if list.split([',', '|']).any(|m| {
            !matches!(
                m.trim(),
                "none" | "readonly" | "zero" | "always" | "alwaysin" | "alwaysout"
            )
        }) {
            return Err(NoMatch::unsupported(format!(
                "modifier {modifiers} of the '{spelling}' clause on '{construct_name}'"
            )));
        }
    }
    check_always(op, name, spelling)?;
    let var = operand_group(op, data_entry::VAR)
        .into_iter()
        .next()
        .ok_or(NoMatch::NotApplicable)?;
    if !operand_group(op, data_entry::VAR_PTR_PTR).is_empty() {
        return Err(NoMatch::unsupported(format!(
            "'varPtrPtr' on a '{spelling}' clause of '{construct_name}'"
        )));
    }
    // `async` on a clause is its construct's (which its conversion
    // handles, or drops with `fake-async-wait`).
    let var_type = type_attribute(op, "varType").ok_or(NoMatch::NotApplicable)?;
    let mut bounds = Vec::new();
    for bound in operand_group(op, data_entry::BOUNDS) {
        match defining_op(bound) {
            Some(b) if op_name(&b) == "acc.bounds" => bounds.push(b),
            _ => {
                return Err(NoMatch::unsupported(format!(
                    "bounds of a '{spelling}' clause that are not 'acc.bounds'"
                )));
            }
        }
    }

    // Every use of the device copy outside the construct must be an exit op.
    let result: Value = op.result(0).map_err(|_| NoMatch::NotApplicable)?.into();
    let mut exits = Vec::new();
    for user in users(result) {
        if acc2omp_dialects::ops::is_ancestor(construct, user) {
            continue;
        }
        match op_name(&user) {
            "acc.copyout" if !user.operands().any(|v| v == var) => {
                return Err(NoMatch::unsupported(format!(
                    "'acc.copyout' of a '{spelling}' clause to another variable than it came from"
                )));
            }
            "acc.copyout" | "acc.delete" => exits.push(user),
            // The construct's own reduction of the copy (a section of a
            // run-time length: its data entry maps it with its bounds).
            "acc.reduction"
                if user
                    .result(0)
                    .is_ok_and(|r| construct.operands().any(|o| o == Value::from(r))) => {}
            other => {
                return Err(NoMatch::unsupported(format!(
                    "the device copy of a '{spelling}' clause is used by '{other}' outside of the construct"
                )));
            }
        }
    }
    let copies_out = exits.iter().any(|e| op_name(e) == "acc.copyout");
    let clause = match (name, copies_out) {
        ("acc.copyin", true) => Clause::Copy,
        ("acc.copyin", false) => Clause::Copyin,
        ("acc.create", true) => Clause::Copyout,
        ("acc.create", false) => Clause::Create,
        ("acc.nocreate", false) => Clause::NoCreate,
        (_, false) => Clause::Present,
        (_, true) => {
            return Err(NoMatch::unsupported(format!(
                "'acc.copyout' after a '{spelling}' clause on '{construct_name}'"
            )));
        }
    };
    Ok(DataEntry {
        op,
        clause,
        var,
        var_type,
        bounds,
        exits,
    })
}

/// The data entry ops listed in operand group `group` of `construct`, each
/// once, analyzed.
pub(crate) fn analyze_entries<'c, 'a>(
    construct: OperationRef<'c, 'a>,
    group: usize,
    construct_name: &str,
) -> Result<Vec<DataEntry<'c, 'a>>, NoMatch> {
    let mut entries: Vec<DataEntry> = Vec::new();
    for value in operand_group(construct, group) {
        if entries.iter().any(|e| Some(e.op) == defining_op(value)) {
            continue;
        }
        // `deviceptr` operands are used by value: compute constructs
        // replace them with the pointer before this and erase them after;
        // a data construct's maps nothing (see `convert_data`).
        if defining_op(value).is_some_and(|d| op_name(&d) == "acc.deviceptr") {
            continue;
        }
        // `attach` clauses of data and compute constructs: runtime calls
        // (see `convert_data` and `attachments`; `kernels` passes them to
        // its data region).
        if matches!(
            construct_name,
            "acc.data" | "acc.parallel" | "acc.serial" | "acc.kernels"
        ) && defining_op(value).is_some_and(|d| op_name(&d) == "acc.attach")
        {
            continue;
        }
        entries.push(analyze_entry(value, construct, construct_name)?);
    }
    Ok(entries)
}

/// Erases the data entry ops of a converted construct, the exit ops that
/// close them, and their `acc.bounds` once nothing else uses them.
pub(crate) fn erase_entries(rewriter: &RewriterBase, entries: &[DataEntry]) {
    let mut bounds: Vec<OperationRef> = Vec::new();
    for entry in entries {
        for exit in &entry.exits {
            rewriter.erase_op(*exit);
        }
        bounds.extend(entry.bounds.iter().copied());
        rewriter.erase_op(entry.op);
    }
    erase_unused_bounds(rewriter, bounds);
}

/// Erases each of `bounds` (once, duplicates allowed) that nothing uses.
pub(crate) fn erase_unused_bounds(rewriter: &RewriterBase, bounds: Vec<OperationRef>) {
    let mut erased: Vec<OperationRef> = Vec::new();
    for bound in bounds {
        let result: Value = bound
            .result(0)
            .expect("verified: acc.bounds has one result")
            .into();
        if !erased.contains(&bound) && users(result).is_empty() {
            erased.push(bound);
            rewriter.erase_op(bound);
        }
    }
}

/// The `always` modifiers a clause op carries: (`alwaysin`, `alwaysout`).
pub(crate) fn always_modifiers(op: OperationRef) -> (bool, bool) {
    let Ok(modifiers) = op.inherent_attribute("modifiers") else {
        return (false, false);
    };
    let text = modifiers.to_string();
    let list = text
        .split_once(' ')
        .map_or("", |(_, list)| list)
        .trim_end_matches('>');
    let has = |name: &str| list.split([',', '|']).any(|m| m.trim() == name);
    (
        has("always") || has("alwaysin"),
        has("always") || has("alwaysout"),
    )
}

/// OpenMP's `always` map modifier makes both of a map's copies
/// unconditional: an `alwaysin` or `alwaysout` alone on `copy` has no
/// OpenMP map (the entry op `op` named `name`, for clause `spelling`).
pub(crate) fn check_always(op: OperationRef, name: &str, spelling: &str) -> Result<(), NoMatch> {
    let (always_in, always_out) = always_modifiers(op);
    if always_in != always_out && spelling == "copy" {
        let which = if always_in { "alwaysin" } else { "alwaysout" };
        return Err(NoMatch::unsupported(format!(
            "'{which}' on a 'copy' clause ('{name}'): OpenMP's 'always' map modifier makes \
             both of the map's copies unconditional"
        )));
    }
    Ok(())
}

/// The `attach(p)` clauses of a data or compute construct: each
/// `acc.attach` op, the pointer's address (`varPtr`), and the `acc.detach`
/// ops that end it.
#[allow(clippy::type_complexity)]
pub(crate) fn attachments<'c, 'a>(
    construct: OperationRef<'c, 'a>,
    group: usize,
) -> Result<
    Vec<(
        OperationRef<'c, 'a>,
        Value<'c, 'a>,
        Vec<OperationRef<'c, 'a>>,
    )>,
    NoMatch,
> {
    let mut attachments = Vec::new();
    for attach in operand_group(construct, group)
        .into_iter()
        .filter_map(defining_op)
        .filter(|d| op_name(d) == "acc.attach")
    {
        let pointer = attach.operand(0).map_err(|_| NoMatch::NotApplicable)?;
        let mut detaches = Vec::new();
        let result: Value = attach.result(0).map_err(|_| NoMatch::NotApplicable)?.into();
        for user in users(result) {
            if user == construct {
                continue;
            }
            if op_name(&user) != "acc.detach" {
                return Err(NoMatch::unsupported_at(
                    user.location(),
                    format!(
                        "'{}' using the result of an 'attach' clause",
                        op_name(&user)
                    ),
                ));
            }
            detaches.push(user);
        }
        attachments.push((attach, pointer, detaches));
    }
    Ok(attachments)
}
