//! Clacc's implicit `gang` (README-OpenACC-design.md, "Implicit Gang
//! Clauses"): which loops of a compute construct get it, for `acc-implicit`
//! (which marks them) and the loop plan of `convert-acc-to-omp`.

use crate::acc::{loop_op::has_device_type, operands::r#loop};
use acc2omp_dialects::ops::{collect_nested, is_ancestor, op_name, operand_group};
use melior::{
    Context,
    ir::{
        Attribute, OperationRef,
        operation::{OperationLike, OperationMutLike, OperationRefMut},
    },
};

/// The loops of one compute construct as the implicit-gang rule sees them,
/// outer loops first: for each, its nearest enclosing loop (an index),
/// whether it is explicitly sequential (`seq`, or `auto`, which is
/// sequential here), has `gang`, or is partitioned at all.
pub(crate) struct LoopNest<'n, 'c, 'a> {
    pub ops: &'n [OperationRef<'c, 'a>],
    pub parents: &'n [Option<usize>],
    pub sequential: &'n [bool],
    pub gang: &'n [bool],
    pub parallel: &'n [bool],
}

/// Which loops get Clacc's implicit `gang` (README-OpenACC-design.md,
/// "Implicit Gang Clauses"): a loop without `gang` that is not sequential
/// gets `gang` when `gang` would be permitted on it (no enclosing
/// partitioned loop, no `gang` loop inside) and on none of its ancestors
/// (the outermost such loop): a naked loop, and a `worker` or `vector` loop
/// with no `gang` loop around it, which would otherwise run redundantly in
/// every gang.
pub(crate) fn implicit_gang(nest: &LoopNest) -> Vec<bool> {
    let count = nest.ops.len();
    let mut implicit = vec![false; count];
    for index in 0..count {
        if nest.sequential[index] || nest.gang[index] {
            continue;
        }
        let mut blocked = false;
        let mut ancestor = nest.parents[index];
        while let Some(a) = ancestor {
            if nest.parallel[a] || implicit[a] {
                blocked = true;
                break;
            }
            ancestor = nest.parents[a];
        }
        let gang_inside = (0..count)
            .any(|d| nest.gang[d] && d != index && is_ancestor(nest.ops[index], nest.ops[d]));
        if !blocked && !gang_inside {
            implicit[index] = true;
        }
    }
    implicit
}

/// Gives the loops of `construct` that get an implicit `gang` the `gang`
/// attribute.
pub(super) fn mark_implicit_gang(construct: OperationRef, context: &Context) {
    let ops = collect_nested(construct, |op| op_name(&op) == "acc.loop");
    let parents: Vec<Option<usize>> = ops
        .iter()
        .map(|op| {
            std::iter::successors(op.parent_operation(), |p| p.parent_operation())
                .take_while(|p| *p != construct)
                .find(|p| op_name(p) == "acc.loop")
                .and_then(|p| ops.iter().position(|candidate| *candidate == p))
        })
        .collect();
    let sequential: Vec<bool> = ops
        .iter()
        .map(|op| has_device_type(*op, "seq") || has_device_type(*op, "auto_"))
        .collect();
    let gang: Vec<bool> = ops
        .iter()
        .zip(&sequential)
        .map(|(op, seq)| {
            !seq && (has_device_type(*op, "gang") || !operand_group(*op, r#loop::GANG).is_empty())
        })
        .collect();
    let parallel: Vec<bool> = ops
        .iter()
        .zip(&sequential)
        .zip(&gang)
        .map(|((op, seq), gang)| {
            !seq && (*gang
                || has_device_type(*op, "worker")
                || has_device_type(*op, "vector")
                || !operand_group(*op, r#loop::VECTOR).is_empty())
        })
        .collect();
    let nest = LoopNest {
        ops: &ops,
        parents: &parents,
        sequential: &sequential,
        gang: &gang,
        parallel: &parallel,
    };
    for (op, implicit) in ops.iter().zip(implicit_gang(&nest)) {
        if implicit {
            let gang = Attribute::parse(context, "[#acc.device_type<none>]")
                .expect("built here: a valid device type array");
            // SAFETY: a live op being rewritten.
            unsafe { OperationRefMut::from_raw(op.to_raw()) }.set_inherent_attribute("gang", gang);
        }
    }
}
