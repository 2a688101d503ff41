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

/// Creates a context with every upstream dialect loaded, every upstream pass
/// registered and every dialect's translation to LLVM IR registered.
///
/// `threading` enables MLIR's thread pool; IR printing during a pass
/// pipeline requires it to be off.
pub fn create_context(threading: bool) -> Context {
    let registry = DialectRegistry::new();
    register_all_dialects(&registry);
    let context = Context::new_with_registry(&registry, threading);
    context.load_all_available_dialects();
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
