//! Teams reductions on the host: a team-private copy per reduction,
//! combined into the variable once per team under a lock (see the module
//! above for why).

use super::{TEAMS_PRIVATE, TEAMS_REDUCTION, reduction_range};
use crate::ir::{enclosing_module, find_symbol, top_level_ancestor};
use acc2omp_dialects::ops::{op_name, users};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, BlockLike, BlockRef, Identifier, Location, Module, OperationRef, RegionLike,
        Type, Value, ValueLike,
        attribute::{
            ArrayAttribute, AttributeLike, FlatSymbolRefAttribute, IntegerAttribute, TypeAttribute,
        },
        operation::{OperationBuilder, OperationLike},
        r#type::IntegerType,
    },
};

/// The reductions of one `omp.teams`, checked before anything changes.
struct TeamsReductions<'c, 'a> {
    /// The segment sizes of `teams`.
    sizes: Vec<usize>,
    /// The operand indices of the reductions.
    range: std::ops::Range<usize>,
    entry: BlockRef<'c, 'a>,
    /// The first reduction block argument.
    first_argument: usize,
    symbols: Vec<String>,
    vars: Vec<Value<'c, 'a>>,
    declarations: Vec<Declaration<'c, 'a>>,
}

/// A reduction's `omp.declare_reduction`.
struct Declaration<'c, 'a> {
    op: OperationRef<'c, 'a>,
    /// Its type: the reduced value's, or `!llvm.ptr` by reference.
    element: Type<'c>,
    /// By reference: the copy is the alloc region's, init and combiner
    /// take and give pointers.
    byref: bool,
}

/// `omp.declare_reduction`'s regions (MLIR 22).
const ALLOC: usize = 0;
const INIT: usize = 1;
const COMBINER: usize = 2;
const CLEANUP: usize = 4;

/// A team's private copy of a reduction variable.
struct TeamCopy<'c, 'a> {
    copy: Value<'c, 'a>,
    var: Value<'c, 'a>,
    element: Type<'c>,
    byref: bool,
    /// The helper that combines it into the variable.
    combine: String,
    /// The helper that frees it (the declaration's cleanup region).
    cleanup: Option<String>,
}

/// Rewrites the reductions of `teams` for the host: each team reduces into
/// a private copy, combined into the variable at the region's exits.
pub(super) fn legalize_teams<'c>(
    teams: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) -> Result<(), String> {
    let reductions = check_teams_reductions(teams)?;
    // The copies are made, in order, before the region's first op (a block
    // always ends with its terminator).
    let first = reductions
        .entry
        .first_operation()
        .ok_or("'omp.teams' with an empty block")?;
    let mut copies = Vec::new();
    for ((symbol, declaration), var) in reductions
        .symbols
        .iter()
        .zip(&reductions.declarations)
        .zip(&reductions.vars)
    {
        let helpers = declare_helpers(rewriter, context, teams, symbol, declaration)?;
        rewriter.set_insertion_point_before(first);
        copies.push(if declaration.byref {
            team_copy_byref(
                rewriter,
                context,
                teams.location(),
                *var,
                declaration,
                first,
                helpers,
            )?
        } else {
            team_copy(
                rewriter,
                context,
                teams.location(),
                *var,
                declaration.element,
                helpers,
            )
        });
    }

    // Uses of the reduction block arguments now use the copies.
    for (index, copy) in copies.iter().enumerate() {
        let argument: Value = reductions
            .entry
            .argument(reductions.first_argument + index)
            .map_err(|_| "'omp.teams' without its reduction block arguments")?
            .into();
        rewriter.replace_all_uses_with(argument, copy.copy);
    }
    combine_at_exits(teams, rewriter, context, &copies);
    drop_reductions(teams, rewriter, context, reductions, copies.len());
    Ok(())
}

/// Reads the reductions of `teams` and checks their declarations.
fn check_teams_reductions<'c, 'a>(
    teams: OperationRef<'c, 'a>,
) -> Result<TeamsReductions<'c, 'a>, String> {
    let (sizes, range) = reduction_range(teams);
    let byref = crate::ir::bool_array_of(teams, "reduction_byref");
    let symbols: Vec<String> = teams
        .attribute("reduction_syms")
        .ok()
        .and_then(|a| ArrayAttribute::try_from(a).ok())
        .map(|array| {
            (0..array.len())
                .filter_map(|i| array.element(i).ok())
                .map(|s| s.to_string().trim_start_matches('@').to_string())
                .collect()
        })
        .unwrap_or_default();
    if symbols.len() != range.len() {
        return Err("'omp.teams' with a reduction operand count unlike its reduction_syms".into());
    }
    let region = teams
        .region(0)
        .map_err(|_| "'omp.teams' without a region")?;
    let entry = region
        .first_block()
        .ok_or("'omp.teams' with an empty region")?;
    let first_argument = sizes.get(TEAMS_PRIVATE).copied().unwrap_or(0);
    let vars: Vec<Value> = range
        .clone()
        .filter_map(|i| teams.operand(i).ok())
        .collect();

    // Check every declaration before changing anything.
    let mut declarations = Vec::new();
    for (index, symbol) in symbols.iter().enumerate() {
        let byref = byref.get(index).copied().unwrap_or(false);
        let declaration = find_symbol(teams, symbol)
            .ok_or_else(|| format!("reduction declaration '@{symbol}' not found"))?;
        let element = declaration
            .attribute("type")
            .ok()
            .and_then(|a| TypeAttribute::try_from(a).ok())
            .map(|a| a.value())
            .ok_or_else(|| format!("'@{symbol}' has no type"))?;
        let has_region = |index: usize| {
            declaration
                .region(index)
                .is_ok_and(|r| r.first_block().is_some())
        };
        // By reference: the alloc region makes the copy (one block, inlined
        // in the teams region); by value: none.
        let alloc_block = declaration.region(ALLOC).ok().and_then(|r| r.first_block());
        // By reference: one block ending in `omp.yield` of the copy.
        let yields_copy = |b: BlockRef| {
            b.next_in_region().is_none()
                && b.terminator()
                    .is_some_and(|t| op_name(&t) == "omp.yield" && t.operand_count() == 1)
        };
        if byref != alloc_block.is_some_and(yields_copy) {
            return Err(format!(
                "unsupported: teams reduction '@{symbol}' {} on the host",
                if byref {
                    "by reference without an alloc region of one block yielding the copy"
                } else {
                    "by value with an alloc region"
                }
            ));
        }
        // (A cleanup region frees a copy by reference: called after the
        // team's combination.)
        if has_region(CLEANUP) && !byref {
            return Err(format!(
                "unsupported: teams reduction '@{symbol}' by value with a cleanup region on the host"
            ));
        }
        declarations.push(Declaration {
            op: declaration,
            element,
            byref,
        });
    }
    Ok(TeamsReductions {
        sizes,
        range,
        entry,
        first_argument,
        symbols,
        vars,
        declarations,
    })
}

/// A team's copy of `var` at the rewriter's insertion point: a stack slot
/// initialised by the declaration's init region.
fn team_copy<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    location: Location<'c>,
    var: Value<'c, 'a>,
    element: Type<'c>,
    helpers: Helpers,
) -> TeamCopy<'c, 'a> {
    let pointer = Type::parse(context, "!llvm.ptr").expect("built here: known type");
    let one = rewriter.insert(
        OperationBuilder::new("llvm.mlir.constant", location)
            .add_attributes(&[(
                Identifier::new(context, "value"),
                IntegerAttribute::new(IntegerType::new(context, 64).into(), 1).into(),
            )])
            .add_results(&[IntegerType::new(context, 64).into()])
            .build()
            .expect("built here: valid llvm.mlir.constant"),
    );
    let copy = rewriter.insert(
        OperationBuilder::new("llvm.alloca", location)
            .add_operands(&[one.result(0).expect("built here: result").into()])
            .add_attributes(&[(
                Identifier::new(context, "elem_type"),
                TypeAttribute::new(element).into(),
            )])
            .add_results(&[pointer])
            .build()
            .expect("built here: valid llvm.alloca"),
    );
    let copy: Value = crate::ir::result(copy);
    // The init region's argument (the "mold") is the original value, as
    // MLIR passes it; read only when the init uses it.
    let mold = if helpers.init_uses_mold {
        rewriter.insert(
            OperationBuilder::new("llvm.load", location)
                .add_operands(&[var])
                .add_results(&[element])
                .build()
                .expect("built here: valid llvm.load"),
        )
    } else {
        rewriter.insert(
            OperationBuilder::new("llvm.mlir.poison", location)
                .add_results(&[element])
                .build()
                .expect("built here: valid llvm.mlir.poison"),
        )
    };
    let init = rewriter.insert(call(
        context,
        location,
        &helpers.init,
        &[mold.result(0).expect("built here: result").into()],
        Some(element),
    ));
    rewriter.insert(
        OperationBuilder::new("llvm.store", location)
            .add_operands(&[init.result(0).expect("built here: result").into(), copy])
            .build()
            .expect("built here: valid llvm.store"),
    );
    TeamCopy {
        copy,
        var,
        element,
        byref: false,
        combine: helpers.combine,
        cleanup: None,
    }
}

/// A team's copy of `var` by reference, before `first`: the declaration's
/// alloc region (its ops moved here from a copy of the declaration), then
/// its init region on it.
fn team_copy_byref<'c, 'a>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    location: Location<'c>,
    var: Value<'c, 'a>,
    declaration: &Declaration<'c, '_>,
    first: OperationRef<'c, 'a>,
    helpers: Helpers,
) -> Result<TeamCopy<'c, 'a>, String> {
    let pointer = Type::parse(context, "!llvm.ptr").expect("built here: known type");
    // SAFETY: the copy is a new detached op owned here and destroyed below;
    // its alloc block's ops are moved into the teams region first (they use
    // only each other: the region takes no arguments), the terminator read
    // before the copy goes.
    let copy: Value<'c, 'a> = unsafe {
        let clone = mlir_sys::mlirOperationClone(declaration.op.to_raw());
        let region = mlir_sys::mlirOperationGetRegion(clone, ALLOC as isize);
        let block = mlir_sys::mlirRegionGetFirstBlock(region);
        let mut yielded = None;
        loop {
            let op = mlir_sys::mlirBlockGetFirstOperation(block);
            if op.ptr.is_null() {
                break;
            }
            let name = OperationRef::from_raw(op)
                .name()
                .as_string_ref()
                .as_str()
                .map(str::to_owned);
            if name.as_deref() == Ok("omp.yield") {
                if mlir_sys::mlirOperationGetNumOperands(op) == 1 {
                    yielded = Some(mlir_sys::mlirOperationGetOperand(op, 0));
                }
                break;
            }
            mlir_sys::mlirOperationMoveBefore(op, first.to_raw());
        }
        mlir_sys::mlirOperationDestroy(clone);
        let yielded = yielded.ok_or("internal error: checked: the alloc region yields the copy")?;
        Value::from_raw(yielded)
    };
    let init = rewriter.insert(call(
        context,
        location,
        &helpers.init,
        &[var, copy],
        Some(pointer),
    ));
    Ok(TeamCopy {
        copy: crate::ir::result(init),
        var,
        element: pointer,
        byref: true,
        combine: helpers.combine,
        cleanup: helpers.cleanup,
    })
}

/// One combination per team, at every exit of the region.
fn combine_at_exits<'c>(
    teams: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    copies: &[TeamCopy<'c, '_>],
) {
    let location = teams.location();
    let mut block = teams.region(0).ok().and_then(|r| r.first_block());
    while let Some(current) = block {
        if let Some(terminator) = current.terminator()
            && op_name(&terminator) == "omp.terminator"
        {
            rewriter.set_insertion_point_before(terminator);
            for copy in copies {
                // By value the combination takes the copy's value, by
                // reference the copy.
                let value = if copy.byref {
                    copy.copy
                } else {
                    rewriter
                        .insert(
                            OperationBuilder::new("llvm.load", location)
                                .add_operands(&[copy.copy])
                                .add_results(&[copy.element])
                                .build()
                                .expect("built here: valid llvm.load"),
                        )
                        .result(0)
                        .expect("built here: result")
                        .into()
                };
                rewriter.insert(call(
                    context,
                    location,
                    &copy.combine,
                    &[copy.var, value],
                    None,
                ));
                if let Some(cleanup) = &copy.cleanup {
                    rewriter.insert(call(context, location, cleanup, &[copy.copy], None));
                }
            }
        }
        block = current.next_in_region();
    }
}

/// The teams op without its `count` reductions: their block arguments,
/// operands and attributes.
fn drop_reductions<'c>(
    teams: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    reductions: TeamsReductions<'c, '_>,
    count: usize,
) {
    let TeamsReductions {
        mut sizes,
        range,
        entry,
        first_argument,
        ..
    } = reductions;
    // SAFETY: `teams` and its entry block are live; the erased arguments have
    // no uses any more; the operand list keeps every other group in order.
    unsafe {
        for index in (0..count).rev() {
            mlir_sys::mlirBlockEraseArgument(entry.to_raw(), (first_argument + index) as u32);
        }
        let operands: Vec<mlir_sys::MlirValue> = teams
            .operands()
            .enumerate()
            .filter(|(i, _)| !range.contains(i))
            .map(|(_, v)| v.to_raw())
            .collect();
        rewriter.start_op_modification(teams);
        mlir_sys::mlirOperationSetOperands(
            teams.to_raw(),
            operands.len() as isize,
            operands.as_ptr(),
        );
        sizes[TEAMS_REDUCTION] = 0;
        let sizes: Vec<i32> = sizes.iter().map(|&s| s as i32).collect();
        mlir_sys::mlirOperationSetAttributeByName(
            teams.to_raw(),
            melior::StringRef::new("operandSegmentSizes").to_raw(),
            melior::ir::attribute::DenseI32ArrayAttribute::new(context, &sizes).to_raw(),
        );
        for name in ["reduction_syms", "reduction_byref", "reduction_mod"] {
            mlir_sys::mlirOperationRemoveAttributeByName(
                teams.to_raw(),
                melior::StringRef::new(name).to_raw(),
            );
        }
        rewriter.finalize_op_modification(teams);
    }
}

/// The helper functions of one declaration.
struct Helpers {
    init: String,
    combine: String,
    cleanup: Option<String>,
    init_uses_mold: bool,
}

/// Declares (once per module) `@<symbol>.teams.init` (the init region),
/// `@<symbol>.teams.combiner` (the combiner region) and
/// `@<symbol>.teams.combine` (the combination under a lock).
fn declare_helpers<'c>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    user: OperationRef<'c, '_>,
    symbol: &str,
    declaration: &Declaration<'c, '_>,
) -> Result<Helpers, String> {
    let Declaration {
        op: declaration,
        element,
        byref,
    } = *declaration;
    let init = format!("{symbol}.teams.init");
    let combiner = format!("{symbol}.teams.combiner");
    let combine = format!("{symbol}.teams.combine");
    let has_cleanup = declaration
        .region(CLEANUP)
        .is_ok_and(|r| r.first_block().is_some());
    let cleanup = has_cleanup.then(|| format!("{symbol}.teams.cleanup"));
    let init_uses_mold = declaration
        .region(1)
        .ok()
        .and_then(|r| r.first_block())
        .and_then(|b| b.argument(0).ok())
        .is_some_and(|mold| !users(Value::from(mold)).is_empty());
    let helpers = Helpers {
        init: init.clone(),
        combine: combine.clone(),
        cleanup: cleanup.clone(),
        init_uses_mold,
    };
    if find_symbol(user, &combine).is_some() {
        return Ok(helpers);
    }
    let t = element.to_string();
    let module = enclosing_module(user).ok_or("'omp.teams' outside a module")?;
    let anchor = top_level_ancestor(user, module).ok_or("'omp.teams' outside a module")?;
    // By reference (`t` is `!llvm.ptr`) init takes the variable and the
    // copy, and the combiner stores into its first operand.
    let mut texts = if byref {
        vec![
            format!("llvm.func @\"{init}\"({t}, {t}) -> {t}"),
            format!("llvm.func @\"{combiner}\"({t}, {t}) -> {t}"),
            format!(
                "llvm.func internal @\"{combine}\"(%p: !llvm.ptr, %v: {t}) {{\n  omp.critical {{\n    \
                 %r = llvm.call @\"{combiner}\"(%p, %v) : ({t}, {t}) -> {t}\n    \
                 omp.terminator\n  }}\n  llvm.return\n}}"
            ),
        ]
    } else {
        vec![
            format!("llvm.func @\"{init}\"({t}) -> {t}"),
            format!("llvm.func @\"{combiner}\"({t}, {t}) -> {t}"),
            format!(
                "llvm.func internal @\"{combine}\"(%p: !llvm.ptr, %v: {t}) {{\n  omp.critical {{\n    \
                 %old = llvm.load %p : !llvm.ptr -> {t}\n    \
                 %new = llvm.call @\"{combiner}\"(%old, %v) : ({t}, {t}) -> {t}\n    \
                 llvm.store %new, %p : {t}, !llvm.ptr\n    omp.terminator\n  }}\n  llvm.return\n}}"
            ),
        ]
    };
    if let Some(cleanup) = &cleanup {
        texts.push(format!("llvm.func @\"{cleanup}\"({t})"));
    }
    // One module, so that the call in the third resolves.
    let parsed = Module::parse(context, &texts.join("\n"))
        .ok_or_else(|| format!("internal error: the helpers of '@{symbol}' do not parse"))?;
    let mut functions = Vec::new();
    let mut current = parsed.body().first_operation();
    while let Some(function) = current {
        rewriter.set_insertion_point_before(anchor);
        let clone = rewriter.clone_op(function).to_raw();
        // SAFETY: the clone lives in the module, beyond the parsed text.
        functions.push(unsafe { OperationRef::from_raw(clone) });
        current = function.next_in_block();
    }
    // The bodies: the declaration's regions, from a copy of it.
    // SAFETY: the clone is a new detached op owned here and destroyed below;
    // its regions' blocks are moved into the functions first.
    unsafe {
        let copy = mlir_sys::mlirOperationClone(declaration.to_raw());
        let mut bodies = vec![(functions[0], INIT), (functions[1], COMBINER)];
        if cleanup.is_some() {
            bodies.push((functions[3], CLEANUP));
        }
        for (function, region) in bodies {
            let from = mlir_sys::mlirOperationGetRegion(copy, region as isize);
            let into = mlir_sys::mlirOperationGetRegion(function.to_raw(), 0);
            mlir_sys::mlirRegionTakeBody(into, from);
            mlir_sys::mlirOperationSetAttributeByName(
                function.to_raw(),
                melior::StringRef::new("linkage").to_raw(),
                Attribute::parse(context, "#llvm.linkage<internal>")
                    .expect("built here: known attribute")
                    .to_raw(),
            );
        }
        mlir_sys::mlirOperationDestroy(copy);
    }
    // `omp.yield` ends the regions; a function returns.
    for function in functions
        .iter()
        .enumerate()
        .filter(|(i, _)| *i != 2)
        .map(|(_, f)| f)
    {
        let region = function.region(0).expect("built here: a body");
        let mut block = region.first_block();
        while let Some(current) = block {
            if let Some(terminator) = current.terminator()
                && op_name(&terminator) == "omp.yield"
            {
                rewriter.set_insertion_point_before(terminator);
                rewriter.insert(
                    OperationBuilder::new("llvm.return", terminator.location())
                        .add_operands(&terminator.operands().collect::<Vec<_>>())
                        .build()
                        .expect("built here: valid llvm.return"),
                );
                rewriter.erase_op(terminator);
            }
            block = current.next_in_region();
        }
    }
    Ok(helpers)
}

/// An `llvm.call` of `callee`.
pub(super) fn call<'c>(
    context: &'c Context,
    location: Location<'c>,
    callee: &str,
    arguments: &[Value<'c, '_>],
    result: Option<Type<'c>>,
) -> melior::ir::Operation<'c> {
    let attribute =
        |text: &str| Attribute::parse(context, text).expect("built here: known attribute");
    OperationBuilder::new("llvm.call", location)
        .add_operands(arguments)
        .add_attributes(&[
            (
                Identifier::new(context, "callee"),
                FlatSymbolRefAttribute::new(context, callee).into(),
            ),
            (
                Identifier::new(context, "operandSegmentSizes"),
                attribute(&format!("array<i32: {}, 0>", arguments.len())),
            ),
            (
                Identifier::new(context, "op_bundle_sizes"),
                attribute("array<i32>"),
            ),
        ])
        .add_results(&result.into_iter().collect::<Vec<_>>())
        .build()
        .expect("built here: valid llvm.call")
}
