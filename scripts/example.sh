#!/usr/bin/env bash
# Installs what acc2omp needs (scripts/bootstrap.sh), builds accc and runs the
# main job on the bundled example: examples/jacobi.c, OpenACC C, compiled by
# accc to a multicore executable (-O3), then run on 1 thread and on all
# cores; the program prints its checksum and the time of its iterations.
# Pass another .c file to compile and run it the same way.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
cargo build --locked --release --bin accc --bin acc-opt
input="${1:-examples/jacobi.c}"
program="$(mktemp -d)/program"
echo "== accc -O3 $input -o $program" >&2
target/release/accc -O3 "$input" -o "$program"
cores="$(nproc)"
echo "== 1 thread" >&2
OMP_NUM_THREADS=1 "$program"
echo "== $cores threads (all cores)" >&2
OMP_NUM_THREADS="$cores" "$program"
rm -rf "$(dirname "$program")"
