//! Loop normalization (acc → acc, before a compute construct's loops are
//! planned): an `acc.loop` whose levels `omp.loop_nest` cannot run as they
//! are becomes a loop over 0-based `i64` iteration numbers, step 1, upper
//! bound exclusive, whose body recomputes each control variable, as Clang
//! does for every OpenMP loop:
//!
//! ```mlir
//! acc.loop control(%i : i32, %j : i64) = (%lb0, %lb1 : i32, i64) to (%ub0, %ub1 : i32, i64)
//!     step (%s0, %s1 : i32, i64) { ... %i ... %j ... } attributes {inclusiveUpperbound = array<i1: false, true>}
//! ==>
//! %n0 = <trip count of level 0, as i64>      // before the construct when its bounds
//! %n1 = <trip count of level 1, as i64>      // are the host's, else before the loop
//! acc.loop control(%k0 : i64, %k1 : i64) = (%c0, %c0 : i64, i64) to (%n0, %n1 : i64, i64)
//!     step (%c1, %c1 : i64, i64) {
//!   %i = %lb0 + trunc(%k0) * %s0              // in the variable's own width
//!   %j = %lb1 + %k1 * %s1
//!   ... %i ... %j ...
//! } attributes {inclusiveUpperbound = array<i1: false, false>}
//! ```
//!
//! A loop is normalized when one of its levels is unsigned (OpenMP loops in
//! MLIR 22 compare signed), narrower than 32 bits (the LLVM translation
//! rejects `i8`/`i16` loops), of another type than the others (collapsed
//! levels share one type), or inclusive when another is not (one
//! `loop_inclusive` for the nest). Explicitly sequential (`seq`, `auto`)
//! loops are left alone: they become `scf` loops, which take any of these.
//!
//! The trip count of a level with step `s` (negative meaning downwards,
//! whatever the signedness: the front end writes `i--` as a step of -1) is,
//! for `lb < ub` (`<=` when inclusive; `>`/`>=` downwards, compared with the
//! level's signedness), `(|ub - lb| - 1) / |s| + 1` (`|ub - lb| / |s| + 1`
//! when inclusive), computed unsigned in the level's width, else 0. Constant
//! bounds give a constant.

use crate::{
    acc::{
        loop_op::{has_device_type, inclusive_flags, integer_width, unsigned_flags},
        operands::r#loop::{LOWER, STEP, UPPER},
    },
    ir::{OpSpec, defined_inside, defining_op, integer_constant_value, result},
};
use acc2omp_dialects::ops::{OperationLikeExt, collect_nested, op_name, operand_group};
use melior::{
    Context, RewriterBase,
    ir::{
        Attribute, BlockLike, Location, OperationRef, RegionLike, Type, TypeLike, Value, ValueLike,
        attribute::IntegerAttribute,
        operation::{OperationLike, OperationMutLike, OperationRefMut},
        r#type::IntegerType,
    },
};

/// `acc.loop` operand groups before the first that is not a bound group
/// (lower bounds, upper bounds, steps).
const BOUND_GROUPS: usize = STEP + 1;

/// Normalizes the loops nested in `construct` that need it (see the module
/// documentation).
pub(crate) fn normalize_loops<'c>(
    construct: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    for op in collect_nested(construct, |op| op_name(&op) == "acc.loop") {
        if let Some(levels) = levels_to_normalize(op) {
            normalize(op, &levels, construct, rewriter, context);
        }
    }
}

/// One level of a loop.
struct Level<'c, 'a> {
    lower: Value<'c, 'a>,
    upper: Value<'c, 'a>,
    step: Value<'c, 'a>,
    width: u32,
    inclusive: bool,
    unsigned: bool,
}

/// The levels of `op`, if it needs normalizing.
fn levels_to_normalize<'c, 'a>(op: OperationRef<'c, 'a>) -> Option<Vec<Level<'c, 'a>>> {
    if has_device_type(op, "seq") || has_device_type(op, "auto_") {
        return None;
    }
    let lowers = operand_group(op, LOWER);
    let uppers = operand_group(op, UPPER);
    let steps = operand_group(op, STEP);
    let count = lowers.len();
    if count == 0 || uppers.len() != count || steps.len() != count {
        return None;
    }
    // A loop without a body block or its induction variables is left to the
    // conversion, which reports it.
    let arguments = op
        .region(0)
        .ok()
        .and_then(|region| region.first_block())
        .map_or(0, |body| body.argument_count());
    if arguments < count {
        return None;
    }
    let inclusive = inclusive_flags(op, count);
    let unsigned = unsigned_flags(op, count);
    let mut levels = Vec::new();
    for level in 0..count {
        let width = integer_width(lowers[level].r#type());
        levels.push(Level {
            lower: lowers[level],
            upper: uppers[level],
            step: steps[level],
            width,
            inclusive: inclusive[level],
            unsigned: unsigned[level],
        });
    }
    let first_type = lowers[0].r#type();
    let needs = levels.iter().any(|l| {
        l.unsigned || !(l.width == 32 || l.width == 64) || l.inclusive != levels[0].inclusive
    }) || lowers.iter().any(|l| l.r#type() != first_type);
    needs.then_some(levels)
}

fn normalize<'c>(
    op: OperationRef<'c, '_>,
    levels: &[Level<'c, '_>],
    construct: OperationRef<'c, '_>,
    rewriter: &RewriterBase<'c, '_>,
    context: &'c Context,
) {
    let location = op.location();
    let i64_type: Type = IntegerType::new(context, 64).into();
    // The trip counts: on the host when every bound is the host's (the
    // construct's kernel loop takes them from there), else before the loop.
    let on_host = levels.iter().all(|l| {
        [l.lower, l.upper, l.step]
            .iter()
            .all(|v| !defined_inside(*v, construct))
    });
    rewriter.set_insertion_point_before(if on_host { construct } else { op });
    let b = Builder {
        rewriter,
        context,
        location,
    };
    let counts: Vec<Value> = levels.iter().map(|level| b.trip_count(level)).collect();
    let zero = b.constant(i64_type, 0);
    let one = b.constant(i64_type, 1);

    // The loop's new bounds.
    let sizes = op.segment_sizes().unwrap_or_default();
    let count = levels.len();
    let mut operands: Vec<Value> = Vec::new();
    operands.extend(std::iter::repeat_n(zero, count));
    operands.extend(counts.iter().copied());
    operands.extend(std::iter::repeat_n(one, count));
    let rest: usize = sizes.iter().take(BOUND_GROUPS).sum();
    operands.extend(op.operands().skip(rest));
    let raw: Vec<mlir_sys::MlirValue> = operands.iter().map(|v| v.to_raw()).collect();
    rewriter.start_op_modification(op);
    // SAFETY: a live op; the new operand list has the same group sizes.
    unsafe {
        mlir_sys::mlirOperationSetOperands(op.to_raw(), raw.len() as isize, raw.as_ptr());
    }
    // SAFETY: as above.
    let mut op_mut = unsafe { OperationRefMut::from_raw(op.to_raw()) };
    op_mut.set_inherent_attribute(
        "inclusiveUpperbound",
        Attribute::parse(
            context,
            &format!("array<i1: {}>", vec!["false"; count].join(", ")),
        )
        .expect("built here: bool array"),
    );
    op_mut
        .remove_discardable_attribute(acc2omp_dialects::attrs::UNSIGNED)
        .ok();
    rewriter.finalize_op_modification(op);

    // The body: each control variable from its iteration number.
    let body = op
        .region(0)
        .expect("checked by levels_to_normalize: acc.loop has a region")
        .first_block()
        .expect("checked by levels_to_normalize: a body block");
    rewriter.set_insertion_point_to_start(body);
    for (index, level) in levels.iter().enumerate() {
        let argument: Value = body
            .argument(index)
            .expect("checked by levels_to_normalize: one argument per level")
            .into();
        let r#type = argument.r#type();
        // SAFETY: the argument becomes i64; its uses are given the control
        // variable computed from it below.
        unsafe { mlir_sys::mlirValueSetType(argument.to_raw(), i64_type.to_raw()) };
        let narrow = if level.width < 64 {
            b.op("arith.trunci", &[argument], r#type)
        } else {
            argument
        };
        let scaled = b.op("arith.muli", &[narrow, level.step], r#type);
        let variable = b.op("arith.addi", &[level.lower, scaled], r#type);
        let first_use = defining_op(narrow)
            .or_else(|| defining_op(scaled))
            .expect("built here: an op reads the iteration number");
        // SAFETY: live values; the op that reads the iteration number keeps it.
        unsafe {
            let exception = first_use.to_raw();
            mlir_sys::mlirValueReplaceAllUsesExcept(
                argument.to_raw(),
                variable.to_raw(),
                1,
                &exception as *const _ as *mut _,
            );
        }
    }
}

/// Builds arithmetic at the rewriter's insertion point.
struct Builder<'r, 'c, 'x> {
    rewriter: &'r RewriterBase<'c, 'x>,
    context: &'c Context,
    location: Location<'c>,
}

impl<'c> Builder<'_, 'c, '_> {
    fn op<'a>(&self, name: &str, operands: &[Value<'c, 'a>], r#type: Type<'c>) -> Value<'c, 'a> {
        let mut spec = OpSpec::new(name, self.location);
        spec.operands = operands.to_vec();
        spec.results = vec![r#type];
        result(spec.insert(self.rewriter, self.context))
    }

    fn constant<'a>(&self, r#type: Type<'c>, value: i64) -> Value<'c, 'a> {
        let mut spec = OpSpec::new("arith.constant", self.location);
        spec.attributes = vec![("value", IntegerAttribute::new(r#type, value).into())];
        spec.results = vec![r#type];
        result(spec.insert(self.rewriter, self.context))
    }

    fn compare<'a>(&self, predicate: i64, lhs: Value<'c, 'a>, rhs: Value<'c, 'a>) -> Value<'c, 'a> {
        let mut spec = OpSpec::new("arith.cmpi", self.location);
        spec.operands = vec![lhs, rhs];
        spec.attributes = vec![(
            "predicate",
            IntegerAttribute::new(IntegerType::new(self.context, 64).into(), predicate).into(),
        )];
        spec.results = vec![IntegerType::new(self.context, 1).into()];
        result(spec.insert(self.rewriter, self.context))
    }

    fn select<'a>(
        &self,
        condition: Value<'c, 'a>,
        yes: Value<'c, 'a>,
        no: Value<'c, 'a>,
    ) -> Value<'c, 'a> {
        let mut spec = OpSpec::new("arith.select", self.location);
        spec.operands = vec![condition, yes, no];
        spec.results = vec![yes.r#type()];
        result(spec.insert(self.rewriter, self.context))
    }

    /// The trip count of `level` as an i64.
    fn trip_count<'a>(&self, level: &Level<'c, 'a>) -> Value<'c, 'a> {
        let i64_type: Type = IntegerType::new(self.context, 64).into();
        if let (Some(lower), Some(upper), Some(step)) = (
            integer_constant_value(level.lower),
            integer_constant_value(level.upper),
            integer_constant_value(level.step),
        ) {
            return self.constant(i64_type, constant_trip_count(level, lower, upper, step));
        }
        let r#type = level.lower.r#type();
        let zero = self.constant(r#type, 0);
        let one = self.constant(r#type, 1);
        // Predicates: slt 2, sle 3, sgt 4, sge 5, ult 6, ule 7, ugt 8, uge 9.
        let (below, at_most, above, at_least) = if level.unsigned {
            (6, 7, 8, 9)
        } else {
            (2, 3, 4, 5)
        };
        let count = |distance: Value<'c, 'a>, stride: Value<'c, 'a>, runs: Value<'c, 'a>| {
            // runs ? (distance - !inclusive) / stride + 1 : 0
            let distance = if level.inclusive {
                distance
            } else {
                self.op("arith.subi", &[distance, one], r#type)
            };
            let quotient = self.op("arith.divui", &[distance, stride], r#type);
            let count = self.op("arith.addi", &[quotient, one], r#type);
            self.select(runs, count, zero)
        };
        let upward = || {
            let runs = self.compare(
                if level.inclusive { at_most } else { below },
                level.lower,
                level.upper,
            );
            let distance = self.op("arith.subi", &[level.upper, level.lower], r#type);
            count(distance, level.step, runs)
        };
        let downward = || {
            let runs = self.compare(
                if level.inclusive { at_least } else { above },
                level.lower,
                level.upper,
            );
            let distance = self.op("arith.subi", &[level.lower, level.upper], r#type);
            let stride = self.op("arith.subi", &[zero, level.step], r#type);
            count(distance, stride, runs)
        };
        let narrow = match integer_constant_value(level.step) {
            Some(step) if step > 0 => upward(),
            Some(_) => downward(),
            None => {
                let up = upward();
                let down = downward();
                let positive = self.compare(4, level.step, zero);
                self.select(positive, up, down)
            }
        };
        if level.width < 64 {
            self.op("arith.extui", &[narrow], i64_type)
        } else {
            narrow
        }
    }
}

/// The trip count of a level with constant bounds, as the loop runs it.
fn constant_trip_count(level: &Level, lower: i64, upper: i64, step: i64) -> i64 {
    let width = level.width;
    let mask: u128 = if width >= 64 {
        u64::MAX as u128
    } else {
        (1u128 << width) - 1
    };
    // The values as the level's type holds them (signed or unsigned).
    let value = |v: i64| -> i128 {
        let bits = (v as i128 as u128) & mask;
        if level.unsigned || width == 0 {
            bits as i128
        } else if bits >> (width - 1) & 1 == 1 {
            bits as i128 - (mask as i128 + 1)
        } else {
            bits as i128
        }
    };
    let (lower, upper) = (value(lower), value(upper));
    // The step's sign is its signed value's (a step of -1 counts down).
    let step = {
        let bits = (step as i128 as u128) & mask;
        if width > 0 && bits >> (width - 1) & 1 == 1 {
            bits as i128 - (mask as i128 + 1)
        } else {
            bits as i128
        }
    };
    if step == 0 {
        return 0;
    }
    let (distance, stride) = if step > 0 {
        (upper - lower, step)
    } else {
        (lower - upper, -step)
    };
    let runs = if level.inclusive {
        distance >= 0
    } else {
        distance > 0
    };
    if !runs {
        return 0;
    }
    let distance = if level.inclusive {
        distance
    } else {
        distance - 1
    };
    let count = distance / stride + 1;
    i64::try_from(count).unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn trip(width: u32, unsigned: bool, inclusive: bool, lb: i64, ub: i64, step: i64) -> i64 {
        // Bounds of no use here: only the flags and the width count.
        let context = acc2omp_dialects::context::create_context(false);
        let module = acc2omp_dialects::capi::parse_module(
            &context,
            "func.func @f(%a: i64) { return }",
            "t.mlir",
        )
        .expect("parses");
        let function = module.body().first_operation().expect("f");
        let argument: Value = function
            .region(0)
            .expect("body")
            .first_block()
            .expect("entry")
            .argument(0)
            .expect("%a")
            .into();
        let level = Level {
            lower: argument,
            upper: argument,
            step: argument,
            width,
            inclusive,
            unsigned,
        };
        constant_trip_count(&level, lb, ub, step)
    }

    #[test]
    fn constant_trip_counts() {
        // for (int i = 0; i < 10; i++), i <= 9, i += 3
        assert_eq!(trip(32, false, false, 0, 10, 1), 10);
        assert_eq!(trip(32, false, true, 0, 9, 1), 10);
        assert_eq!(trip(32, false, false, 0, 10, 3), 4);
        // for (long j = 19; j >= 0; j--)
        assert_eq!(trip(64, false, true, 19, 0, -1), 20);
        // for (unsigned long i = 10; i > 0; i--)
        assert_eq!(trip(64, true, false, 10, 0, -1), 10);
        // for (unsigned i = 0; i < 4000000000u; i += 1000000000)
        assert_eq!(trip(32, true, false, 0, 4_000_000_000, 1_000_000_000), 4);
        // for (unsigned char c = 250; c != 0 ...) as c < 255 inclusive, c <= 255
        assert_eq!(trip(8, true, true, 250, 255, 1), 6);
        // for (short s = -5; s <= 5; s += 2)
        assert_eq!(trip(16, false, true, -5, 5, 2), 6);
        // empty loops
        assert_eq!(trip(32, false, false, 5, 5, 1), 0);
        assert_eq!(trip(32, false, false, 0, 10, -1), 0);
        assert_eq!(trip(64, true, false, 0, 10, -1), 0);
    }
}
