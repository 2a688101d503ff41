# lit configuration for acc2omp's test suites: `lit test/` (LLVM 22's lit)
# runs the same files that `cargo test` runs through test/harness/lit.rs.
#
# The tools are taken from $ACC2OMP_BIN_DIR, by default target/debug (what
# `cargo build` produces); LLVM 22's FileCheck, not, mlir-translate and clang
# come from /usr/lib/llvm-22/bin.
import os

import lit.formats

config.name = "acc2omp"
# bash with pipefail, as the cargo harness runs RUN lines.
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir", ".c", ".test"]
config.excludes = ["harness", "Inputs", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.test_source_root, "Output")

repository = os.path.dirname(config.test_source_root)
bin_dir = os.environ.get("ACC2OMP_BIN_DIR", os.path.join(repository, "target", "debug"))
if not os.path.exists(os.path.join(bin_dir, "acc-opt")):
    lit_config.fatal(f"no acc-opt in {bin_dir}: run `cargo build` or set ACC2OMP_BIN_DIR")
config.environment["PATH"] = os.pathsep.join([bin_dir, "/usr/lib/llvm-22/bin", os.environ.get("PATH", "")])

# `REQUIRES: cuda`: an NVIDIA GPU and its driver (the harness of `cargo
# test` reads the same variable).
if os.environ.get("ACC2OMP_TEST_CUDA", "0") not in ("", "0"):
    config.available_features.add("cuda")

# The tools' directory and the repository, for tests of the installation.
# What a C compiler needs to build a program that calls the OpenACC runtime
# (printed OpenMP that keeps acc_* calls or selects _OPENACC code).
# (where accc finds them: a debug build's library is in cargo's deps/).
config.substitutions.append(
    (
        "%acc_runtime",
        "-I$(dirname $(accc -print-file-name=openacc.h)) "
        "$(accc -print-file-name=libacc2omp_runtime.a) -lpthread -ldl -lm",
    )
)
config.substitutions.append(("%bin_dir", bin_dir))
config.substitutions.append(("%repo", repository))
