#!/bin/sh
# Cargo's rustc wrapper for this workspace (.cargo/config.toml): before the
# first crate compiles, make sure the LLVM/MLIR/Clang 22 toolchain is there, so
# that a missing toolchain is one clear sentence and not a wall of build-script
# and linker errors. It adds no cost beyond one `test -x` per rustc call.
if [ ! -x "${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}/bin/llvm-config" ] ||
   [ ! -f "${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}/include/mlir-c/IR.h" ]; then
  echo "error: LLVM/MLIR 22 is not installed in ${MLIR_SYS_220_PREFIX:-/usr/lib/llvm-22}; run scripts/bootstrap.sh (as root) to install it." >&2
  exit 1
fi
exec "$@"
