//! Writing rewrite patterns in Rust and applying them.
//!
//! A pattern is a plain function `fn(op, rewriter, &options) -> Result<(),
//! NoMatch>` registered for one root op name in a [`PatternSet`]. It rewrites
//! through melior's `RewriterBase` (MLIR's `IRRewriter`), must leave the IR
//! untouched when it returns an error, and may say why it declined
//! ([`NoMatch::Failed`]); the pass reports that reason at the op's
//! location if the op is still there at the end.
//!
//! Why not MLIR's greedy or walk drivers (through melior's
//! `RewritePatternSet`): the greedy driver erases every op it finds
//! trivially dead, so a side-effect-free `omp.teams` region, or a dead load
//! that uses a value without a data clause, would silently vanish from the
//! user's program; the walk driver visits children before parents and
//! crashes when a pattern erases the sibling ops a construct owns (its data
//! entry and exit ops). This driver visits ops parents first, never deletes
//! anything by itself, and retries declined ops while others make progress
//! (a nested construct may become convertible once its parent is); ops a
//! rewrite creates are visited too.
//!
//! Contract for patterns: a rewrite may erase its root and ops that are not
//! roots of any pattern (data entry/exit ops, bounds), and may move ops; it
//! must not erase another pattern root.

use melior::{
    Context, IrRewriter, RewriterBase,
    ir::{Location, OperationRef, operation::OperationLike},
};
use mlir_sys::MlirLocation;
use std::collections::HashMap;

/// Why a pattern left an op alone.
#[derive(Debug, Clone)]
pub enum NoMatch {
    /// Not this pattern's case (another pattern, or a later try, may apply).
    NotApplicable,
    /// The op cannot be converted: it uses a feature that has no conversion
    /// yet, or the program is wrong. The failure is reported if the op
    /// survives the pass.
    Failed(Failure),
}

/// A diagnostic a pattern gives for an op it leaves alone.
#[derive(Debug, Clone)]
pub struct Failure {
    /// The whole message (`unsupported: ...` for missing features).
    pub message: String,
    /// Where to report it; the op's own location when `None`.
    pub location: Option<MlirLocation>,
}

impl NoMatch {
    /// A feature without a conversion, reported at the op as
    /// `unsupported: <message>`.
    pub fn unsupported(message: impl Into<String>) -> Self {
        Self::failed(format!("unsupported: {}", message.into()), None)
    }

    /// A feature without a conversion, reported at `location` (an op nested
    /// in the pattern's root).
    pub fn unsupported_at(location: Location, message: impl Into<String>) -> Self {
        Self::failed(
            format!("unsupported: {}", message.into()),
            Some(location.to_raw()),
        )
    }

    /// An error in the program, reported at `location`.
    pub fn error_at(location: Location, message: impl Into<String>) -> Self {
        Self::failed(message.into(), Some(location.to_raw()))
    }

    fn failed(message: String, location: Option<MlirLocation>) -> Self {
        NoMatch::Failed(Failure { message, location })
    }
}

/// The signature of a rewrite written in Rust.
pub type RewriteFn<O> =
    for<'c, 'a> fn(OperationRef<'c, 'a>, &RewriterBase<'c, '_>, &O) -> Result<(), NoMatch>;

/// Patterns by root op name, in the order they were added.
#[derive(Debug)]
pub struct PatternSet<O> {
    patterns: Vec<(&'static str, RewriteFn<O>)>,
}

impl<O> Default for PatternSet<O> {
    fn default() -> Self {
        PatternSet {
            patterns: Vec::new(),
        }
    }
}

impl<O> PatternSet<O> {
    /// Adds a pattern for ops named `root` (`"acc.parallel"`).
    pub fn add(&mut self, root: &'static str, rewrite: RewriteFn<O>) {
        self.patterns.push((root, rewrite));
    }

    fn for_root<'s>(&'s self, name: &'s str) -> impl Iterator<Item = RewriteFn<O>> + 's {
        self.patterns
            .iter()
            .filter(move |(root, _)| *root == name)
            .map(|(_, f)| *f)
    }

    fn has_root(&self, name: &str) -> bool {
        self.patterns.iter().any(|(root, _)| *root == name)
    }
}

/// The reasons patterns gave for ops they left alone, by op handle.
#[derive(Debug, Default)]
pub struct Reasons(HashMap<usize, Failure>);

impl Reasons {
    /// The last failure given for `op`, if any.
    pub fn reason(&self, op: OperationRef) -> Option<&Failure> {
        self.0.get(&(op.to_raw().ptr as usize))
    }
}

/// Applies `set` to every op nested in `root`, parents before children,
/// until no pattern makes progress. Returns why ops were left alone.
pub fn apply_patterns<O>(root: OperationRef, set: &PatternSet<O>, options: &O) -> Reasons {
    let context = root.context();
    // SAFETY: `context` is a local that outlives the rewriter.
    let context: &Context = unsafe { context.to_ref() };
    let rewriter = IrRewriter::new(context);
    let base = rewriter.as_rewriter_base();
    let collect = || {
        acc2omp_dialects::ops::collect_nested(root, |op| {
            set.has_root(acc2omp_dialects::ops::op_name(&op))
        })
    };
    let mut worklist = collect();
    let mut reasons = HashMap::new();
    loop {
        let mut progress = false;
        for op in worklist {
            let name = acc2omp_dialects::ops::op_name(&op);
            let key = op.to_raw().ptr as usize;
            let mut converted = false;
            for rewrite in set.for_root(name) {
                base.set_insertion_point_before(op);
                match rewrite(op, &base, options) {
                    Ok(()) => {
                        converted = true;
                        break;
                    }
                    Err(NoMatch::NotApplicable) => {}
                    Err(NoMatch::Failed(failure)) => {
                        reasons.insert(key, failure);
                    }
                }
            }
            if converted {
                reasons.remove(&key);
                progress = true;
            }
        }
        if !progress {
            break;
        }
        // Declined ops get another try, and ops a rewrite created (a
        // construct split into several) their first.
        worklist = collect();
        if worklist.is_empty() {
            break;
        }
    }
    Reasons(reasons)
}

thread_local! {
    /// Errors reported after the IR was rewritten (a pattern cannot fail
    /// then; the pass fails at its end instead).
    static INTERNAL_ERRORS: std::cell::Cell<usize> = const { std::cell::Cell::new(0) };
}

/// Reports an internal error (a bug of acc2omp, not of the input) at
/// `location`; the running pass fails at its end ([`take_internal_errors`]).
pub(crate) fn internal_error(location: Location, message: &str) {
    acc2omp_dialects::diagnostics::emit_error(
        location,
        &format!("internal error: {message} (please report this)"),
    );
    INTERNAL_ERRORS.with(|count| count.set(count.get() + 1));
}

/// The number of internal errors reported since the last call, reset.
pub(crate) fn take_internal_errors() -> usize {
    INTERNAL_ERRORS.with(|count| count.replace(0))
}
