#!/usr/bin/env bash
# Runs the differential tester and the fuzzer for longer than the test
# suite does (test/difftest/random-programs.test and fuzz.test run a fixed
# few): a release build of accc and acc-opt, then
#   difftest.py: random OpenACC programs as accc's executable (four thread
#                and team settings), as printed OpenMP (clang-22 and gcc) and
#                sequentially; findings reduced and written to the out folder
#   fuzz.py:     mutated directives and MLIR through accc and acc-opt
#
#   scripts/difftest.sh [programs] [mutants] [first seed] [out folder]
#   scripts/difftest.sh 2000 20000 1000 /tmp/acc2omp-findings
set -euo pipefail
cd "$(dirname "$0")/.."
programs=${1:-500}
mutants=${2:-5000}
seed=${3:-$RANDOM}
out=${4:-/tmp/acc2omp-findings}
jobs=$(nproc)
cargo build --release --locked -q
export PATH="$PWD/target/release:$PATH"
status=0
python3 test/difftest/difftest.py --seed "$seed" --count "$programs" --jobs "$jobs" --gcc \
  --out "$out" || status=1
python3 test/difftest/fuzz.py --seed "$seed" --count "$mutants" --jobs "$jobs" --out "$out" \
  || status=1
exit $status
