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
// that: the outlined functions get subprograms of their own first), and (8)
// optimize and generate code for the translated module in process, as
// clang does for LLVM IR input (LLVM's C API has no way to choose the
// pipeline's tuning, the target library info or the relocation model's PIE
// level). These functions add exactly that and nothing else.
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
#include "llvm/Analysis/TargetLibraryInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Bitcode/BitcodeWriter.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/MC/MCSubtargetInfo.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Passes/PassBuilder.h"
#include "llvm/Passes/StandardInstrumentations.h"
#include "llvm/Support/Signals.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"
#include "llvm/TargetParser/Triple.h"
#include "llvm/IR/DebugInfoMetadata.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/DiagnosticPrinter.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/LLVMContext.h"
#include "llvm/IR/Module.h"
#include "llvm/IR/Verifier.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdlib>
#include <cstring>
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

/// What `acc2omp_codegen` writes.
enum Acc2ompOutput { Acc2ompObject = 0, Acc2ompAssembly = 1, Acc2ompBitcode = 2, Acc2ompText = 3 };

/// LLVM's optimizer and code generator, made before the module they run on
/// exists (`acc2omp_codegen_prepare`: accc makes it while libclang parses the
/// C), then run on it (`acc2omp_codegen_run`), as `clang -x ir` would: clang's
/// pipeline for `-O<optLevel>` (`sizeLevel` 1 for `-Os`, 2 for `-Oz`: loops
/// and straight-line code vectorized at -O2, -O3 and -Os, unrolled and
/// interleaved from -O2; -Oz: the straight-line vectorizer only; the target's
/// library info), then LLVM's code generator for `cpu` (the host's for
/// "native") with `features`, `tuneCpu` on every defined function, the
/// relocation model `relocation` (0 static, 1 PIC, 2 PIE, as clang's default
/// on Debian; 3 and 4 PIC and PIE of the small model, `-fpic` and `-fpie`: the
/// module's "PIC Level" and "PIE Level" as clang sets them) and clang's target
/// options for ELF (init arrays, address-significance tables, GDB's debugger
/// tuning, verbose assembly) and function attributes (`tune-cpu`,
/// `optsize`/`minsize`, asynchronous unwind tables). The module must be in
/// the LLVM context the preparation made (`acc2omp_codegen_context`).
struct Acc2ompCodegen {
  llvm::LLVMContext context;
  llvm::Triple triple;
  std::unique_ptr<llvm::TargetMachine> machine;
  std::string tuneName;
  int optLevel = 0, sizeLevel = 0, relocation = 0, output = 0;
  std::unique_ptr<llvm::TargetLibraryInfoImpl> libraryInfo;
  llvm::LoopAnalysisManager loops;
  llvm::FunctionAnalysisManager functions;
  llvm::CGSCCAnalysisManager sccs;
  llvm::ModuleAnalysisManager modules;
  llvm::PassInstrumentationCallbacks callbacks;
  std::unique_ptr<llvm::StandardInstrumentations> instrumentations;
  std::unique_ptr<llvm::PassBuilder> builder;
  llvm::ModulePassManager passes;
  // (Into memory first: an object needs a seekable stream, and standard
  // output may be a pipe.)
  llvm::SmallVector<char, 0> buffer;
  std::unique_ptr<llvm::raw_svector_ostream> stream;
  std::unique_ptr<llvm::legacy::PassManager> codegen;
  bool used = false;
};

/// Registers every LLVM target (its info, target machine, MC layer, asm
/// printer and parser), as libclang's `clang_createIndex` does, once. The
/// driver calls it before the front end's thread starts: LLVM's target
/// registry links a target into its list without a lock, so libclang's
/// registration on that thread and the code generator's on the main thread
/// (`acc2omp_codegen_prepare`, while libclang parses) could link one target
/// twice, into a cycle that makes every later lookup loop forever (a hang
/// in GpuModuleToBinary's `lookupTarget`, seen in a debug build). Once
/// every target is registered, the later registrations find them there.
void acc2omp_initialize_llvm_targets(void) {
  static bool initialized = [] {
    llvm::InitializeAllTargetInfos();
    llvm::InitializeAllTargets();
    llvm::InitializeAllTargetMCs();
    llvm::InitializeAllAsmPrinters();
    llvm::InitializeAllAsmParsers();
    return true;
  }();
  (void)initialized;
}

/// Makes the optimizer and code generator for `triple` (see
/// `Acc2ompCodegen`). Returns null with `*error` (to free with `free`) on
/// failure.
Acc2ompCodegen *acc2omp_codegen_prepare(const char *triple, const char *cpu,
                                        const char *tuneCpu, const char *features,
                                        int optLevel, int sizeLevel, int relocation,
                                        int output, char **error) {
  static bool initialized = [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
    llvm::InitializeNativeTargetAsmParser();
    return true;
  }();
  (void)initialized;
  auto codegen = std::make_unique<Acc2ompCodegen>();
  codegen->triple = llvm::Triple(triple);
  codegen->optLevel = optLevel;
  codegen->sizeLevel = sizeLevel;
  codegen->relocation = relocation;
  codegen->output = output;
  std::string lookupError;
  const llvm::Target *target = llvm::TargetRegistry::lookupTarget(codegen->triple, lookupError);
  if (!target) {
    *error = strdup(lookupError.c_str());
    return nullptr;
  }
  std::string cpuName = cpu;
  std::string featureList = features;
  if (cpuName == "native") {
    cpuName = llvm::sys::getHostCPUName().str();
    for (const auto &feature : llvm::sys::getHostCPUFeatures())
      featureList += std::string(featureList.empty() ? "" : ",") +
                     (feature.second ? "+" : "-") + feature.first().str();
  }
  codegen->tuneName = tuneCpu;
  if (codegen->tuneName == "native")
    codegen->tuneName = llvm::sys::getHostCPUName().str();
  // An unknown CPU is an error here, before LLVM's target machine would
  // print its own warning and ignore it (the front end reports it too,
  // as clang does).
  {
    std::unique_ptr<llvm::MCSubtargetInfo> subtarget(
        target->createMCSubtargetInfo(codegen->triple, "", ""));
    for (const std::string &name : {cpuName, codegen->tuneName})
      if (!name.empty() && subtarget && !subtarget->isCPUStringValid(name)) {
        *error = strdup(("unknown target CPU '" + name + "'").c_str());
        return nullptr;
      }
  }
  llvm::TargetOptions options;
  options.UseInitArray = true;
  options.EmitAddrsig = true;
  options.DebuggerTuning = llvm::DebuggerKind::GDB;
  options.MCOptions.AsmVerbose = true;
  llvm::CodeGenOptLevel codegenLevel = optLevel == 0   ? llvm::CodeGenOptLevel::None
                                       : optLevel == 1 ? llvm::CodeGenOptLevel::Less
                                       : optLevel == 3 ? llvm::CodeGenOptLevel::Aggressive
                                                       : llvm::CodeGenOptLevel::Default;
  std::optional<llvm::Reloc::Model> model =
      relocation == 0 ? llvm::Reloc::Static : llvm::Reloc::PIC_;
  codegen->machine.reset(target->createTargetMachine(codegen->triple, cpuName, featureList,
                                                     options, model, std::nullopt,
                                                     codegenLevel));
  if (!codegen->machine) {
    *error = strdup(("no target machine for " + codegen->triple.str()).c_str());
    return nullptr;
  }

  // The optimization pipeline (clang's RunOptimizationPipeline).
  llvm::PipelineTuningOptions tuning;
  // (As clang's driver: both vectorizers from -O2 and at -Os; at -Oz the
  // straight-line one only.)
  tuning.LoopUnrolling = optLevel >= 2;
  tuning.LoopInterleaving = optLevel >= 2;
  tuning.LoopVectorization = optLevel >= 2 && sizeLevel < 2;
  tuning.SLPVectorization = optLevel >= 2;
  codegen->instrumentations =
      std::make_unique<llvm::StandardInstrumentations>(codegen->context, false);
  codegen->instrumentations->registerCallbacks(codegen->callbacks, &codegen->modules);
  codegen->builder = std::make_unique<llvm::PassBuilder>(codegen->machine.get(), tuning,
                                                         std::nullopt, &codegen->callbacks);
  codegen->libraryInfo = std::make_unique<llvm::TargetLibraryInfoImpl>(codegen->triple);
  llvm::TargetLibraryInfoImpl *libraryInfo = codegen->libraryInfo.get();
  codegen->functions.registerPass([=] { return llvm::TargetLibraryAnalysis(*libraryInfo); });
  llvm::PassBuilder &builder = *codegen->builder;
  builder.registerModuleAnalyses(codegen->modules);
  builder.registerCGSCCAnalyses(codegen->sccs);
  builder.registerFunctionAnalyses(codegen->functions);
  builder.registerLoopAnalyses(codegen->loops);
  builder.crossRegisterProxies(codegen->loops, codegen->functions, codegen->sccs,
                               codegen->modules);
  llvm::OptimizationLevel level = llvm::OptimizationLevel::O0;
  if (optLevel == 1)
    level = llvm::OptimizationLevel::O1;
  else if (optLevel == 2)
    level = sizeLevel == 1   ? llvm::OptimizationLevel::Os
            : sizeLevel == 2 ? llvm::OptimizationLevel::Oz
                             : llvm::OptimizationLevel::O2;
  else if (optLevel == 3)
    level = llvm::OptimizationLevel::O3;
  codegen->passes = level == llvm::OptimizationLevel::O0
                        ? builder.buildO0DefaultPipeline(level)
                        : builder.buildPerModuleDefaultPipeline(level);

  codegen->stream = std::make_unique<llvm::raw_svector_ostream>(codegen->buffer);
  if (output == Acc2ompObject || output == Acc2ompAssembly) {
    codegen->codegen = std::make_unique<llvm::legacy::PassManager>();
    codegen->codegen->add(
        llvm::createTargetTransformInfoWrapperPass(codegen->machine->getTargetIRAnalysis()));
    codegen->codegen->add(new llvm::TargetLibraryInfoWrapperPass(*libraryInfo));
    if (codegen->machine->addPassesToEmitFile(*codegen->codegen, *codegen->stream, nullptr,
                                              output == Acc2ompAssembly
                                                  ? llvm::CodeGenFileType::AssemblyFile
                                                  : llvm::CodeGenFileType::ObjectFile,
                                              /*DisableVerify=*/true)) {
      *error = strdup("the target cannot emit this kind of file");
      return nullptr;
    }
  }
  return codegen.release();
}

/// The LLVM context the module given to `acc2omp_codegen_run` must be in.
LLVMContextRef acc2omp_codegen_context(Acc2ompCodegen *codegen) {
  return llvm::wrap(&codegen->context);
}

/// Frees what `acc2omp_codegen_prepare` made (its context's modules first).
void acc2omp_codegen_dispose(Acc2ompCodegen *codegen) { delete codegen; }

/// Optimizes `moduleRef` and writes it to `path` (once per preparation).
/// Returns false with `*error` (to free with `free`) on failure; the output
/// file is then removed.
bool acc2omp_codegen_run(Acc2ompCodegen *codegen, LLVMModuleRef moduleRef, const char *path,
                         char **error) {
  llvm::Module &module = *llvm::unwrap(moduleRef);
  auto fail = [&](const llvm::Twine &message) {
    *error = strdup(message.str().c_str());
    return false;
  };
  if (codegen->used || &module.getContext() != &codegen->context)
    return fail("internal error: a code generator runs once, on a module of its context");
  codegen->used = true;
  // The analyses' results refer to the module, which is freed before the
  // code generator: cleared on the way out.
  struct ClearAnalyses {
    Acc2ompCodegen &codegen;
    ~ClearAnalyses() {
      codegen.loops.clear();
      codegen.functions.clear();
      codegen.sccs.clear();
      codegen.modules.clear();
    }
  } clearAnalyses{*codegen};
  // The optimizer's and code generator's errors collected (LLVM's default
  // handler would print them and exit the process); warnings and remarks
  // dropped, as `clang -w` without `-Rpass` does.
  std::string errors;
  struct Collector : llvm::DiagnosticHandler {
    std::string &errors;
    explicit Collector(std::string &errors) : errors(errors) {}
    bool handleDiagnostics(const llvm::DiagnosticInfo &info) override {
      if (info.getSeverity() == llvm::DS_Error) {
        llvm::raw_string_ostream stream(errors);
        llvm::DiagnosticPrinterRawOStream printer(stream);
        if (!errors.empty())
          stream << "\n";
        info.print(printer);
      }
      return true;
    }
  };
  // (The context's own handler is back on the way out: this one refers to
  // `errors`.)
  struct RestoreHandler {
    llvm::LLVMContext &context;
    std::unique_ptr<llvm::DiagnosticHandler> previous;
    ~RestoreHandler() { context.setDiagnosticHandler(std::move(previous)); }
  } restore{module.getContext(), module.getContext().getDiagnosticHandler()};
  module.getContext().setDiagnosticHandler(std::make_unique<Collector>(errors));

  int relocation = codegen->relocation;
  module.setDataLayout(codegen->machine->createDataLayout());
  bool library = relocation == 1 || relocation == 3;
  bool executable = relocation == 2 || relocation == 4;
  bool small = relocation >= 3;
  if (relocation != 0) {
    module.setPICLevel(small ? llvm::PICLevel::SmallPIC : llvm::PICLevel::BigPIC);
    if (executable)
      module.setPIELevel(small ? llvm::PIELevel::Small : llvm::PIELevel::Large);
  }
  // Which symbols cannot be preempted, as clang's front end marks them
  // (`shouldAssumeDSOLocal`): without position independence every one, in
  // a position-independent executable its definitions; their uses then need
  // no GOT.
  auto markLocal = [&](llvm::GlobalValue &value) {
    if (value.isDeclarationForLinker() && relocation != 0)
      return;
    if (llvm::isa<llvm::Function>(value) && llvm::cast<llvm::Function>(value).isIntrinsic())
      return;
    value.setDSOLocal(true);
  };
  if (!library)
    for (llvm::GlobalValue &value : module.global_values())
      markLocal(value);
  // What clang's front end gives every function it defines: `-mtune`'s
  // CPU, the size levels' attributes, asynchronous unwind tables (x86-64
  // Linux's default, `-funwind-tables=2`: backtraces through any function,
  // for debuggers and profilers); at -O0 frame pointers (x86-64 Linux keeps
  // them without optimization: profilers' frame-pointer unwinding) and
  // `optnone noinline` (LLVM IR written at -O0 stays unoptimized when an
  // optimizer or a link-time optimization reads it again).
  module.setUwtable(llvm::UWTableKind::Async);
  for (llvm::Function &function : module) {
    if (function.isDeclaration())
      continue;
    if (codegen->optLevel == 0) {
      if (!function.hasFnAttribute("frame-pointer"))
        function.addFnAttr("frame-pointer", "all");
      if (!function.hasFnAttribute(llvm::Attribute::AlwaysInline)) {
        function.addFnAttr(llvm::Attribute::NoInline);
        function.addFnAttr(llvm::Attribute::OptimizeNone);
      }
    }
    if (!codegen->tuneName.empty() && !function.hasFnAttribute("tune-cpu"))
      function.addFnAttr("tune-cpu", codegen->tuneName);
    if (codegen->sizeLevel >= 1 && !function.hasFnAttribute(llvm::Attribute::OptimizeNone))
      function.addFnAttr(llvm::Attribute::OptimizeForSize);
    if (codegen->sizeLevel == 2 && !function.hasFnAttribute(llvm::Attribute::OptimizeNone))
      function.addFnAttr(llvm::Attribute::MinSize);
    if (!function.hasUWTable())
      function.setUWTableKind(llvm::UWTableKind::Async);
  }

  codegen->passes.run(module, codegen->modules);
  if (!errors.empty())
    return fail(errors);

  llvm::raw_svector_ostream &stream = *codegen->stream;
  if (codegen->output == Acc2ompText)
    module.print(stream, nullptr);
  else if (codegen->output == Acc2ompBitcode)
    llvm::WriteBitcodeToFile(module, stream);
  else
    codegen->codegen->run(module);
  if (!errors.empty())
    return fail(errors);
  std::error_code errorCode;
  llvm::ToolOutputFile file(path, errorCode,
                            codegen->output == Acc2ompText || codegen->output == Acc2ompAssembly
                                ? llvm::sys::fs::OF_Text
                                : llvm::sys::fs::OF_None);
  if (errorCode)
    return fail(llvm::Twine("cannot write '") + path + "': " + errorCode.message());
  file.os() << codegen->buffer;
  file.os().flush();
  if (file.os().has_error()) {
    std::error_code failure = file.os().error();
    file.os().clear_error();
    return fail(llvm::Twine("cannot write '") + path + "': " + failure.message());
  }
  file.os().close();
  if (file.os().has_error()) {
    std::error_code failure = file.os().error();
    file.os().clear_error();
    return fail(llvm::Twine("cannot write '") + path + "': " + failure.message());
  }
  file.keep();
  return true;
}

/// Removes `path` if the process dies of a signal (a crash) or of a fatal
/// error LLVM reports (`report_fatal_error` runs the same handlers before
/// it exits): the driver's temporary files (best effort: a path LLVM cannot
/// register is left to the driver's own cleanup).
void acc2omp_remove_file_on_signal(const char *path) {
  (void)llvm::sys::RemoveFileOnSignal(path);
}

} // extern "C"
