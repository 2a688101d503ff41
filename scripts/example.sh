#!/usr/bin/env bash
# Installs what acc2omp needs (scripts/bootstrap.sh), builds acc-opt and runs
# the main job on the bundled example: OpenACC (acc dialect) to OpenMP (omp
# dialect) with convert-acc-to-omp. Pass another .mlir file to convert it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
cargo build --locked --release --bin acc-opt
input="${1:-examples/parallel.mlir}"
echo "== acc-opt $input --convert-acc-to-omp" >&2
target/release/acc-opt "$input" --convert-acc-to-omp
