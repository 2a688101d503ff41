#!/usr/bin/env bash
# Installs what acc2omp needs (scripts/bootstrap.sh) and runs every test:
# the Rust unit tests and the lit suites under test/ (through `cargo test`).
# Extra arguments go to `cargo test` (e.g. `scripts/test.sh --test lit -- parallel`).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/bootstrap.sh
# A Rust toolchain that bootstrap.sh installed with rustup is not on PATH yet.
if ! command -v cargo >/dev/null 2>&1 && [ -f "$HOME/.cargo/env" ]; then
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
cargo test --locked --workspace "$@"
