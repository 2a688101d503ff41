//===- capi_ext.cpp - C API extensions that acc2omp needs --------------===//
//
// MLIR's C API has no way to (1) parse a module from a string under a source
// name (so that diagnostics say `file.mlir:3:5`), (2) register a pass that is
// written against the C API so that textual pipelines can name it, (3) create
// a pass manager with mlir-opt's implicit nesting, (4) list the registered
// passes, or (5) ask which kernel execution mode MLIR derives for an
// `omp.target`, (6) emit warnings and remarks, and (7) translate a module
// with debug information to LLVM IR although MLIR 22's OpenMP translation
// gives an outlined function its parent's subprogram (the verifier rejects
// that: the outlined functions get subprograms of their own first). These
// functions add exactly that and nothing else.
//
//===----------------------------------------------------------------------===//

#include "mlir-c/IR.h"
#include "mlir-c/Pass.h"
#include "mlir/CAPI/IR.h"
#include "mlir/CAPI/Pass.h"
#include "mlir/CAPI/Support.h"
#include "mlir/Dialect/OpenMP/OpenMPDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Target/LLVMIR/Export.h"
#include "llvm-c/Core.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <string>

using namespace mlir;

extern "C" {

/// Parses `source` as a module; `name` becomes the file name of every
/// location. Several top-level operations are wrapped in a `builtin.module`
/// as mlir-opt does. Returns null (after emitting diagnostics) on failure.
MlirOperation acc2omp_parse_module(MlirContext context, MlirStringRef source,
                                   MlirStringRef name) {
  // Not verified here: MLIR 22's acc verifiers crash on some inputs, which
  // acc2omp checks for before it runs the verifier (see capi.rs).
  ParserConfig config(unwrap(context), /*verifyAfterParse=*/false);
  OwningOpRef<ModuleOp> module =
      parseSourceString<ModuleOp>(unwrap(source), config, unwrap(name));
  if (!module)
    return MlirOperation{nullptr};
  return wrap(module.release().getOperation());
}

/// Creates a pass manager anchored on `builtin.module` with implicit nesting,
/// as mlir-opt's: a pass that runs on `func.func` added to it is nested.
MlirPassManager acc2omp_pass_manager_create(MlirContext context) {
  return wrap(new PassManager(unwrap(context), ModuleOp::getOperationName(),
                              OpPassManager::Nesting::Implicit));
}

/// Builds a pass from a textual option string. Returns a null pass and calls
/// `error(message, errorData)` when the options are invalid.
typedef MlirPass (*Acc2ompPassFactory)(void *userData, MlirStringRef options,
                                       MlirStringCallback error,
                                       void *errorData);

static void appendToString(MlirStringRef text, void *data) {
  static_cast<std::string *>(data)->append(text.data, text.length);
}

/// Registers a pass written against the C API under `argument`, so that
/// `--pass-pipeline='builtin.module(argument{opts})'` finds it. The pass is
/// registered as a one-pass pipeline because an external pass cannot declare
/// options to MLIR's option parser: the factory parses them itself.
void acc2omp_register_pass(MlirStringRef argument, MlirStringRef description,
                           Acc2ompPassFactory factory, void *userData) {
  registerPassPipeline(
      unwrap(argument), unwrap(description),
      [factory, userData](OpPassManager &pm, StringRef options,
                          function_ref<LogicalResult(const Twine &)>
                              errorHandler) -> LogicalResult {
        std::string message;
        MlirPass pass =
            factory(userData, wrap(options), appendToString, &message);
        if (!pass.ptr)
          return errorHandler(message);
        pm.addPass(std::unique_ptr<Pass>(unwrap(pass)));
        return success();
      },
      [](function_ref<void(const detail::PassOptions &)>) {});
}

/// Prints every registered pass and pipeline with its options (as
/// `mlir-opt --help` lists them) to standard output.
void acc2omp_print_registered_passes(void) {
  printRegisteredPasses();
  llvm::outs().flush();
}

/// The kernel execution flags MLIR derives for an `omp.target` (a
/// `TargetRegionFlags` bit set: generic 1, spmd 2, trip_count 4, no_loop 8),
/// or -1 for any other op. The converter checks its own prediction of which
/// loop the target captures against this, because a wrong prediction makes
/// `mlir-translate` crash instead of failing.
int acc2omp_target_exec_flags(MlirOperation op) {
  auto target = llvm::dyn_cast<omp::TargetOp>(unwrap(op));
  if (!target)
    return -1;
  Operation *captured = target.getInnermostCapturedOmpOp();
  return static_cast<int>(omp::TargetOp::getKernelExecFlags(captured));
}

/// The bits of an `omp.map.info`'s `map_type` (`#omp<clause_map_flags
/// ...>`), or -1 for another attribute: the C API has no accessor for the
/// OpenMP dialect's attributes.
long long acc2omp_clause_map_flags(MlirAttribute attribute) {
  auto flags = llvm::dyn_cast<omp::ClauseMapFlagsAttr>(unwrap(attribute));
  if (!flags)
    return -1;
  return static_cast<long long>(static_cast<uint32_t>(flags.getValue()));
}

/// Emits a warning (`severity` 1) or a remark (2) at `location`; the C API
/// can only emit errors.
void acc2omp_emit_diagnostic(MlirLocation location, int severity,
                             MlirStringRef message) {
  if (severity == 1)
    emitWarning(unwrap(location)) << unwrap(message);
  else
    emitRemark(unwrap(location)) << unwrap(message);
}

/// Gives every function with debug locations a subprogram of its own and
/// points its locations at it: MLIR 22's OpenMP translation outlines
/// regions (target regions, parallel bodies, tasks) into functions that keep
/// their parent's subprogram, and their instructions' locations its scope.
/// Each such function gets a distinct copy of the subprogram (named after
/// the function), each location its line and column in that scope.
static void giveOutlinedFunctionsSubprograms(llvm::Module &module) {
  llvm::DenseMap<llvm::DISubprogram *, llvm::Function *> owners;
  for (llvm::Function &function : module) {
    llvm::DISubprogram *own = function.getSubprogram();
    if (own && !owners.try_emplace(own, &function).second)
      own = nullptr; // another function holds it
    if (!own) {
      // The subprogram of the function's first located instruction (or
      // the one it shares), copied.
      llvm::DISubprogram *model = function.getSubprogram();
      for (llvm::Instruction &instruction : llvm::instructions(function)) {
        if (model)
          break;
        if (const llvm::DebugLoc &location = instruction.getDebugLoc())
          model = location->getScope()->getSubprogram();
      }
      if (!model)
        continue;
      llvm::TempDISubprogram copy = model->clone();
      // (Operands 2 and 3: the name and the linkage name.)
      llvm::MDString *name = llvm::MDString::get(module.getContext(), function.getName());
      copy->replaceOperandWith(2, name);
      copy->replaceOperandWith(3, name);
      own = llvm::MDNode::replaceWithDistinct(std::move(copy));
      function.setSubprogram(own);
      owners.try_emplace(own, &function);
    }
    for (llvm::Instruction &instruction : llvm::instructions(function)) {
      const llvm::DebugLoc &location = instruction.getDebugLoc();
      if (!location || location->getScope()->getSubprogram() == own)
        continue;
      instruction.setDebugLoc(llvm::DILocation::get(
          module.getContext(), location.getLine(), location.getCol(), own));
    }
  }
}

/// The compilation directory (the current one, as clang records it) for
/// the debug information's files that are named relative to it: MLIR's
/// `#llvm.di_file` of a relative location has no directory, so a debugger
/// run elsewhere could not find the source.
static void setCompilationDirectory(llvm::Module &module) {
  llvm::SmallString<256> directory;
  if (llvm::sys::fs::current_path(directory))
    return;
  auto anchored = [&](llvm::Metadata *node) -> llvm::DIFile * {
    auto *file = llvm::dyn_cast_or_null<llvm::DIFile>(node);
    if (!file || !file->getDirectory().empty() ||
        llvm::sys::path::is_absolute(file->getFilename()))
      return nullptr;
    return llvm::DIFile::get(module.getContext(), file->getFilename(), directory);
  };
  for (llvm::DICompileUnit *unit : module.debug_compile_units())
    if (llvm::DIFile *file = anchored(unit->getRawFile()))
      unit->replaceOperandWith(0, file);
  for (llvm::Function &function : module) {
    llvm::DISubprogram *subprogram = function.getSubprogram();
    if (!subprogram || !subprogram->isDistinct())
      continue;
    // (Operands 0 and 1: the file and the scope, a file at top level.)
    if (llvm::DIFile *file = anchored(subprogram->getRawFile()))
      subprogram->replaceOperandWith(0, file);
    if (llvm::DIFile *file = anchored(subprogram->getRawScope()))
      subprogram->replaceOperandWith(1, file);
  }
}

/// `mlirTranslateModuleToLLVMIR`, with the outlined functions' subprograms
/// made their own ([`giveOutlinedFunctionsSubprograms`]) before LLVM's
/// verifier runs. Returns null (after printing the verifier's message) on
/// failure.
LLVMModuleRef acc2omp_translate_module(MlirOperation module, LLVMContextRef context) {
  std::unique_ptr<llvm::Module> translated = mlir::translateModuleToLLVMIR(
      unwrap(module), *llvm::unwrap(context), "LLVMDialectModule",
      /*disableVerification=*/true);
  if (!translated)
    return nullptr;
  giveOutlinedFunctionsSubprograms(*translated);
  setCompilationDirectory(*translated);
  if (llvm::verifyModule(*translated, &llvm::errs()))
    return nullptr;
  return llvm::wrap(translated.release());
}

} // extern "C"
