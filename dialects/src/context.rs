//! Creating the MLIR context that every acc2omp tool and test uses.

use melior::{
    Context,
    dialect::DialectRegistry,
    utility::{register_all_dialects, register_all_llvm_translations, register_all_passes},
};
use std::sync::Once;

/// Registers every upstream MLIR pass (once per process; MLIR's registry is
/// global and registering twice is an error).
pub fn register_upstream_passes() {
    static ONCE: Once = Once::new();
    ONCE.call_once(register_all_passes);
}

/// The dialects whose ops acc2omp's passes create, loaded when a context is
/// created (a pass may create ops only of loaded dialects; the others load
/// when the parser or an upstream pass first needs them).
const PASS_DIALECTS: [&str; 15] = [
    "builtin", "func", "arith", "scf", "cf", "memref", "llvm", "acc", "omp", "math", "gpu", "nvvm",
    "ub", "index", "vector",
];

/// Creates a context with every upstream dialect registered and those of
/// acc2omp's passes loaded, every upstream pass registered and every
/// dialect's translation to LLVM IR registered. (Loading every dialect
/// took longer than converting a small file.)
///
/// `threading` enables MLIR's thread pool; IR printing during a pass
/// pipeline requires it to be off.
pub fn create_context(threading: bool) -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new_with_registry(&registry, threading);
    for dialect in PASS_DIALECTS {
        context.get_or_load_dialect(dialect);
    }
    register_all_llvm_translations(&context);
    register_upstream_passes();
    context
}

/// Creates a context for parsing and printing only: every upstream dialect
/// is registered and loaded when the input first uses it; no pass is
/// registered. This is what `accc -emit-mlir=acc` needs, at a fraction of
/// [`create_context`]'s start-up time.
pub fn create_parsing_context() -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    Context::new_with_registry(&registry, false)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn acc_and_omp_are_loaded() {
        let context = create_context(false);
        assert!(context.is_registered_operation("acc.parallel"));
        assert!(context.is_registered_operation("omp.target"));
        assert!(context.is_registered_operation("llvm.func"));
    }
}
