#!/usr/bin/env bash
# The GPU tests, for a machine with an NVIDIA GPU and its driver (it needs
# no CUDA toolkit, no LLVM and no Rust: everything is built here).
#
#   scripts/test-gpu.sh build DIR   # here: into DIR, self-contained
#   scripts/test-gpu.sh run DIR     # on the GPU machine (copy DIR there)
#
# What DIR holds and `run` checks:
# * the execution tests' programs offloaded (scripts/exec-matrix.sh):
#   each run on the GPU (ACC_DEVICE_TYPE=nvidia), on the emulated discrete
#   device and on the host, against the reference output of accc's host
#   executable (Exec/Offload's: of the emulated device);
# * test/Integration/gpu's programs: each run on the GPU, its output
#   compared with the host's (ACC_DEVICE_TYPE=host; lines naming gangs
#   left out, as in the tests);
# * the runtime's GPU tests (lowering/runtime/tests/gpu.rs), which skip
#   themselves without a GPU.
# Exit 1 on any difference, crash or timeout.
set -uo pipefail
mode=${1:?usage: test-gpu.sh build|run DIR}
dir=${2:?usage: test-gpu.sh build|run DIR}
root=$(cd "$(dirname "$0")/.." && pwd)

build() {
  local bin=${ACC2OMP_BIN_DIR:-$root/target/release}
  mkdir -p "$dir" && dir=$(cd "$dir" && pwd)
  local matrix
  matrix=$(mktemp -d)
  ACC2OMP_BIN_DIR=$bin "$root/scripts/exec-matrix.sh" build "$matrix" | grep -v '^skip' || return 1
  # Only the offloaded programs (their host builds are exec-matrix's).
  rm -rf "$dir/matrix" && mkdir -p "$dir/matrix/bin" "$dir/integration" "$dir/runtime"
  cp -r "$matrix"/{ref,lib,exec-matrix.sh} "$dir/matrix/"
  cp "$matrix"/bin/*.gpu "$dir/matrix/bin/"
  rm -rf "$matrix"
  for f in "$root"/test/Integration/gpu/*.c; do
    "$bin/accc" -O2 --offload-arch=sm_90 "$f" -o "$dir/integration/$(basename "$f" .c)" -lm || return 1
  done
  local test_binary
  test_binary=$(cd "$root" && cargo test --release -p acc2omp-runtime --test gpu --no-run \
    --message-format=json 2>/dev/null | sed -n 's/.*"executable":"\([^"]*\)".*/\1/p' | tail -1)
  [ -n "$test_binary" ] && cp "$test_binary" "$dir/runtime/gpu-tests"
  strip "$dir"/matrix/bin/* "$dir"/integration/* "$dir"/runtime/* 2>/dev/null
  cp "$0" "$dir/test-gpu.sh"
  echo "built into $dir ($(du -sh "$dir" | cut -f1)): $(ls "$dir"/matrix/bin | wc -l) offloaded programs, $(ls "$dir"/integration | wc -l) integration programs"
}

run() {
  dir=$(cd "$dir" && pwd)
  export LD_LIBRARY_PATH=$dir/matrix/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  local failures=0
  nvidia-smi -L || echo "test-gpu: no NVIDIA GPU found: the GPU runs are left out"
  "$dir/matrix/exec-matrix.sh" run "$dir/matrix" || failures=$((failures + 1))
  for exe in "$dir"/integration/*; do
    local host gpu
    host=$(ACC_DEVICE_TYPE=host timeout 120 "$exe" 2>&1 | grep -v gangs)
    gpu=$(ACC_DEVICE_TYPE=nvidia timeout 120 "$exe" 2>&1 | grep -v gangs)
    if [ "$host" != "$gpu" ]; then
      echo "FAIL $(basename "$exe"): the GPU's output differs from the host's"
      diff <(echo "$host") <(echo "$gpu") | head -10
      failures=$((failures + 1))
    else
      echo "ok $(basename "$exe")"
    fi
  done
  if [ -x "$dir/runtime/gpu-tests" ]; then
    "$dir/runtime/gpu-tests" --test-threads=1 2>&1 | tail -3
    [ "${PIPESTATUS[0]}" = 0 ] || failures=$((failures + 1))
  fi
  [ "$failures" = 0 ] && echo "test-gpu: all passed" || { echo "test-gpu: $failures failed"; exit 1; }
}

case $mode in
  build) build ;;
  run) run ;;
  *) echo "usage: test-gpu.sh build|run DIR" >&2; exit 2 ;;
esac
