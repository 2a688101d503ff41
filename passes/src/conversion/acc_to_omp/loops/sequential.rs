//! Sequential loops: `scf.for`, or `scf.while` for inclusive bounds and
//! negative or runtime steps.

use super::{LoopEnv, LoopPlan, attribute, privatize::mark_private_names};
use crate::{
    acc::{
        loop_op::{inclusive_flags, unsigned_flags},
        operands::r#loop::{LOWER, STEP, UPPER},
    },
    ir::{OpSpec, constant, copy_source, entry_block, integer_constant_value, result, value},
};
use acc2omp_dialects::ops::operand_group;
use melior::{
    Context, RewriterBase,
    ir::{
        BlockLike, BlockRef, OperationRef, RegionLike, Type, Value, ValueLike,
        operation::{OperationLike, OperationMutLike},
    },
};

/// One level of a sequential loop nest: the block the next level (or the
/// body) goes into, and for `scf.while` the induction value and step that
/// make its next value.
type Level<'c, 'a> = (BlockRef<'c, 'a>, Option<(Value<'c, 'a>, Value<'c, 'a>)>);

/// A sequential loop: its reductions and privates were placed elsewhere
/// (the construct, an enclosing wrapper, per-gang slots); the loop itself
/// becomes `scf.for` or `scf.while`, one per induction variable.
pub(super) fn convert_sequential_loop<'c, 'a>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &RewriterBase<'c, '_>,
    cx: &LoopEnv<'c, 'a>,
) {
    let context = cx.context;
    let op = lp.op;
    let location = op.location();
    // A reduction on a sequential loop is trivial (gang-private) or the
    // construct's: the body updates the variable itself.
    for (reduction_op, _) in &lp.reductions {
        let var = value(
            reduction_op
                .operand(0)
                .expect("verified: acc.reduction has its varPtr"),
        );
        rewriter.replace_all_uses_with(result(*reduction_op), var);
    }
    let levels = operand_group(op, LOWER).len();
    let body = op
        .region(0)
        .expect("checked by the plan: acc.loop has a region")
        .first_block()
        .expect("checked by the plan: acc.loop has a body block");

    rewriter.set_insertion_point_before(op);
    let mut ivs: Vec<Value> = Vec::new();
    let mut innermost_end: Vec<Level> = Vec::new();
    for level in 0..levels {
        let (iv, end) = build_level(lp, rewriter, context, level);
        ivs.push(iv);
        innermost_end.push(end);
    }
    // The body goes into the innermost level; each level ends with its
    // yield (the next induction value for `scf.while`).
    let (innermost, _) = *innermost_end
        .last()
        .expect("checked by the plan: acc.loop has control bounds");
    rewriter.merge_blocks(body, innermost, &ivs);
    for (level, (block, next)) in innermost_end.iter().enumerate().rev() {
        let is_innermost = level + 1 == innermost_end.len();
        if is_innermost {
            let last = block
                .terminator()
                .expect("verified: the body of acc.loop ends with its terminator");
            rewriter.set_insertion_point_before(last);
            rewriter.erase_op(last);
        }
        rewriter.set_insertion_point_to_end(*block);
        let mut spec = OpSpec::new("scf.yield", location);
        if let Some((iv, step)) = next {
            let mut add = OpSpec::new("arith.addi", location);
            add.operands = vec![*iv, *step];
            add.results = vec![iv.r#type()];
            let next_value = result(add.insert(rewriter, context));
            spec.operands = vec![next_value];
        }
        spec.insert(rewriter, context);
    }
    rewriter.erase_op(op);
}

/// Marks the `scf` loop of a routine's gang loop (for the source
/// printer, which cannot print it).
fn mark_team_shared<'c>(
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
    op: OperationRef<'c, '_>,
    lp: &LoopPlan,
) {
    if !lp.shared_by_teams {
        return;
    }
    rewriter.start_op_modification(op);
    // SAFETY: a live op; the rewriter is told about the change.
    unsafe { melior::ir::operation::OperationRefMut::from_raw(op.to_raw()) }
        .set_discardable_attribute(
            acc2omp_dialects::attrs::Flag::TeamShared.name(),
            attribute(context, "unit"),
        );
    rewriter.finalize_op_modification(op);
}

/// Builds level `level` of the nest at the rewriter's insertion point and
/// leaves the insertion point in its body: `scf.for` for a positive
/// constant step and an exclusive bound, else `scf.while`. Returns the
/// level's induction value and its end.
fn build_level<'c, 'a, 'r>(
    lp: &LoopPlan<'c, 'a>,
    rewriter: &'r RewriterBase<'c, '_>,
    context: &'c Context,
    level: usize,
) -> (Value<'c, 'a>, Level<'c, 'r>)
where
    'a: 'r,
{
    let op = lp.op;
    let location = op.location();
    let lowers = operand_group(op, LOWER);
    // verified: acc.loop has as many upper bounds and steps as lower bounds.
    let (lb, ub, step) = (
        lowers[level],
        operand_group(op, UPPER)[level],
        operand_group(op, STEP)[level],
    );
    let inclusive = inclusive_flags(op, lowers.len())[level];
    let unsigned = unsigned_flags(op, lowers.len())[level];
    let r#type = lb.r#type();
    let constant_step = integer_constant_value(step);
    // A routine's gang loop: team t of nt starts at lb + t * step and
    // steps by step * nt.
    let (lb, step) = if lp.shared_by_teams && level == 0 {
        let arithmetic = |name: &str, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>| -> Value<'c, 'a> {
            let mut spec = OpSpec::new(name, location);
            spec.operands = vec![lhs, rhs];
            spec.results = vec![r#type];
            result(spec.insert(rewriter, context))
        };
        let in_type = |value: Value<'c, 'a>| -> Value<'c, 'a> {
            let width = crate::acc::loop_op::integer_width(r#type);
            if width == 32 {
                return value;
            }
            let name = if width > 32 {
                "arith.extsi"
            } else {
                "arith.trunci"
            };
            let mut spec = OpSpec::new(name, location);
            spec.operands = vec![value];
            spec.results = vec![r#type];
            result(spec.insert(rewriter, context))
        };
        let team =
            super::super::compute::runtime_i32(rewriter, context, op, location, "omp_get_team_num");
        let teams = super::super::compute::runtime_i32(
            rewriter,
            context,
            op,
            location,
            "omp_get_num_teams",
        );
        rewriter.set_insertion_point_before(op);
        let (team, teams) = (in_type(team), in_type(teams));
        let offset = arithmetic("arith.muli", team, step);
        (
            arithmetic("arith.addi", lb, offset),
            arithmetic("arith.muli", step, teams),
        )
    } else {
        (lb, step)
    };
    if constant_step.is_some_and(|s| s > 0) && !inclusive {
        let mut spec = OpSpec::new("scf.for", location);
        spec.operands = vec![lb, ub, step];
        spec.regions = vec![vec![r#type]];
        if unsigned {
            spec.attributes = vec![("unsignedCmp", attribute(context, "unit"))];
        }
        let for_op = spec.insert(rewriter, context);
        if level == 0 {
            copy_source(rewriter, op, for_op);
            mark_private_names(rewriter, context, for_op, &lp.private_names);
            mark_team_shared(rewriter, context, for_op, lp);
        }
        let block = entry_block(for_op, 0);
        let iv = value(block.argument(0).expect("built here: iv").into());
        rewriter.set_insertion_point_to_end(block);
        return (iv, (block, None));
    }
    // scf.while (%iv = %lb) { cond } do { body; %next = %iv + %step }
    let mut spec = OpSpec::new("scf.while", location);
    spec.operands = vec![lb];
    spec.regions = vec![vec![r#type], vec![r#type]];
    spec.results = vec![r#type];
    let while_op = spec.insert(rewriter, context);
    if level == 0 {
        copy_source(rewriter, op, while_op);
        mark_private_names(rewriter, context, while_op, &lp.private_names);
        mark_team_shared(rewriter, context, while_op, lp);
    }
    let before = entry_block(while_op, 0);
    let after = entry_block(while_op, 1);
    rewriter.set_insertion_point_to_end(before);
    let iv: Value = value(before.argument(0).expect("built here: iv").into());
    let (up, down) = match (inclusive, unsigned) {
        (true, false) => ("sle", "sge"),
        (false, false) => ("slt", "sgt"),
        (true, true) => ("ule", "uge"),
        (false, true) => ("ult", "ugt"),
    };
    let compare = |lhs: Value<'c, 'a>, rhs: Value<'c, 'a>, predicate: &str| -> Value<'c, 'a> {
        let mut spec = OpSpec::new("arith.cmpi", location);
        spec.operands = vec![lhs, rhs];
        spec.attributes = vec![(
            "predicate",
            attribute(context, &format!("{} : i64", cmpi_predicate(predicate))),
        )];
        spec.results = vec![Type::parse(context, "i1").expect("built here: i1")];
        result(spec.insert(rewriter, context))
    };
    let condition = match constant_step {
        Some(s) if s > 0 => compare(iv, ub, up),
        Some(_) => compare(iv, ub, down),
        None => {
            let going_up = compare(iv, ub, up);
            let going_down = compare(iv, ub, down);
            let zero = constant(rewriter, context, r#type, 0, location);
            let positive = compare(step, zero, "sgt");
            let mut spec = OpSpec::new("arith.select", location);
            spec.operands = vec![positive, going_up, going_down];
            spec.results = vec![Type::parse(context, "i1").expect("built here: i1")];
            result(spec.insert(rewriter, context))
        }
    };
    let mut spec = OpSpec::new("scf.condition", location);
    spec.operands = vec![condition, iv];
    spec.insert(rewriter, context);
    let after_iv: Value = value(after.argument(0).expect("built here: iv").into());
    rewriter.set_insertion_point_to_end(after);
    (after_iv, (after, Some((after_iv, step))))
}

fn cmpi_predicate(name: &str) -> i64 {
    match name {
        "eq" => 0,
        "ne" => 1,
        "slt" => 2,
        "sle" => 3,
        "sgt" => 4,
        "sge" => 5,
        "ult" => 6,
        "ule" => 7,
        "ugt" => 8,
        _ => 9,
    }
}
