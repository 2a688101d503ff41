#!/usr/bin/env bash
# Installs what acc2omp needs (scripts/bootstrap.sh), builds accc and acc-opt
# and runs the main job on the bundled example: OpenACC C (examples/saxpy.c)
# through the front end into the acc dialect (`accc -emit-mlir=acc`), then to
# the omp dialect with convert-acc-to-omp. Pass another .c file to translate
# it, or a .mlir file (acc dialect) to convert it.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
cargo build --locked --release --bin accc --bin acc-opt
input="${1:-examples/saxpy.c}"
case "$input" in
  *.mlir)
    echo "== acc-opt $input --convert-acc-to-omp" >&2
    target/release/acc-opt "$input" --convert-acc-to-omp
    ;;
  *)
    echo "== accc -emit-mlir=acc $input | acc-opt --convert-acc-to-omp" >&2
    target/release/accc -emit-mlir=acc "$input" | target/release/acc-opt --convert-acc-to-omp
    ;;
esac
