#!/usr/bin/env bash
# Installs acc2omp under a prefix, relocatable:
#
#   scripts/install.sh PREFIX
#
#   PREFIX/bin/accc, PREFIX/bin/acc-opt        the compiler driver and acc-opt
#   PREFIX/lib/libacc2omp_runtime.a            the OpenACC runtime library
#   PREFIX/include/acc2omp/openacc.h, acc_prof.h  the runtime's headers
#
# accc finds the library in ../lib and the headers in ../include/acc2omp
# next to itself, so the tree may be moved or copied as a whole. It builds
# the release tools first (cargo build --release), unless ACC2OMP_BIN_DIR
# names a directory that holds them already. What the tools need at run
# time is LLVM/MLIR/Clang 22 from Debian's packages (scripts/bootstrap.sh
# installs them): clang-22 for code generation and linking, libomp.
set -euo pipefail
prefix=${1:?usage: scripts/install.sh PREFIX}
root=$(cd "$(dirname "$0")/.." && pwd)
bin=${ACC2OMP_BIN_DIR:-}
if [ -z "$bin" ]; then
  (cd "$root" && cargo build --release --locked --bin accc --bin acc-opt -p acc2omp-tools \
     && cargo build --release --locked -p acc2omp-runtime)
  bin=$root/target/release
fi
runtime=$bin/libacc2omp_runtime.a
if [ ! -f "$runtime" ]; then
  # (A debug or test build keeps it in deps/.)
  runtime=$(ls -t "$bin"/deps/libacc2omp_runtime-*.a 2> /dev/null | head -1 || true)
fi
for file in "$bin/accc" "$bin/acc-opt" "$runtime"; do
  if [ ! -f "$file" ]; then
    echo "install.sh: missing '$file' (build with cargo build --release, or set ACC2OMP_BIN_DIR)" >&2
    exit 1
  fi
done
mkdir -p "$prefix/bin" "$prefix/lib" "$prefix/include/acc2omp"
install -m 755 "$bin/accc" "$bin/acc-opt" "$prefix/bin/"
install -m 644 "$runtime" "$prefix/lib/libacc2omp_runtime.a"
install -m 644 "$root/lowering/runtime/include/openacc.h" "$root/lowering/runtime/include/acc_prof.h" \
  "$prefix/include/acc2omp/"
prefix=$(cd "$prefix" && pwd)
echo "install.sh: installed accc, acc-opt, libacc2omp_runtime.a, openacc.h and acc_prof.h under $prefix"
