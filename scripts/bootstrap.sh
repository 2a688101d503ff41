#!/usr/bin/env bash
# Installs everything acc2omp needs on Debian 12 (bookworm): LLVM/MLIR/Clang 22
# from Debian's repository, the C libraries MLIR links against, lit, and a Rust
# toolchain if none is present. Idempotent: a second run installs nothing.
#
#   scripts/bootstrap.sh            install (as root, or through sudo)
#   scripts/bootstrap.sh --check    only report what is missing (exit 1 if anything is)
set -euo pipefail

LLVM_VERSION=22
LLVM_PREFIX=/usr/lib/llvm-${LLVM_VERSION}

# The exact Debian packages (the list in DESIGN.md "Toolchain").
PACKAGES=(
  libmlir-${LLVM_VERSION}-dev mlir-${LLVM_VERSION}-tools
  llvm-${LLVM_VERSION}-dev llvm-${LLVM_VERSION}-tools
  clang-${LLVM_VERSION} libclang-${LLVM_VERSION}-dev
  libomp-${LLVM_VERSION}-dev libpolly-${LLVM_VERSION}-dev
  # the GPU kernels' C math functions (sin, exp, pow...): libclc's NVPTX
  # bitcode, linked into the kernels (no CUDA toolkit, no libdevice)
  libclc-${LLVM_VERSION}
  libzstd-dev libz3-dev libxml2-dev zlib1g-dev
  # build and test helpers: a C/C++ compiler for the pass-registration shim,
  # pkg-config, python3 for lit (shipped in llvm-22-tools)
  build-essential pkg-config python3
  # the build-system tests (test/Integration/build-systems: CC=accc)
  cmake make
)

missing_packages() {
  local p
  for p in "${PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q '^install ok installed$'; then
      echo "$p"
    fi
  done
}

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

if [ "${1:-}" = "--check" ]; then
  status=0
  m=$(missing_packages)
  if [ -n "$m" ]; then echo "missing Debian packages:" $m; status=1; fi
  command -v cargo >/dev/null || { echo "missing: cargo (Rust toolchain)"; status=1; }
  exit $status
fi

m=$(missing_packages)
if [ -n "$m" ]; then
  echo "bootstrap: installing" $m
  export DEBIAN_FRONTEND=noninteractive
  # LLVM 22 is in bookworm-security; make sure the package lists are fresh.
  as_root apt-get update -qq
  # shellcheck disable=SC2086
  as_root apt-get install -y -qq --no-install-recommends $m >/dev/null
else
  echo "bootstrap: Debian packages already installed"
fi

for tool in mlir-opt FileCheck clang llvm-config mlir-tblgen; do
  if [ ! -x "${LLVM_PREFIX}/bin/${tool}" ]; then
    echo "bootstrap: error: ${LLVM_PREFIX}/bin/${tool} is missing after installing LLVM ${LLVM_VERSION}" >&2
    exit 1
  fi
done

if ! command -v cargo >/dev/null 2>&1 && [ ! -x "$HOME/.cargo/bin/cargo" ]; then
  echo "bootstrap: installing a Rust toolchain with rustup"
  as_root apt-get install -y -qq --no-install-recommends curl ca-certificates >/dev/null
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
fi

echo "bootstrap: ok (LLVM $(${LLVM_PREFIX}/bin/llvm-config --version) in ${LLVM_PREFIX})"
