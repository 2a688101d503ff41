#!/usr/bin/env bash
# Runs the execution tests' programs under many thread and team settings, on
# this machine or on a bigger one (libomp splits the cores among teams, so
# some bugs show only with more cores than threads per team).
#
#   scripts/exec-matrix.sh build DIR   # compile here (the tools of $ACC2OMP_BIN_DIR,
#                                      # else target/debug): accc's executable and the
#                                      # printed OpenMP built by clang-22, with
#                                      # each program's reference output (accc's
#                                      # executable on one thread, which the lit
#                                      # suite checks) and libomp, into DIR
#   scripts/exec-matrix.sh run DIR     # run every program under every setting,
#                                      # compare with the reference; exit 1 on a
#                                      # difference, a crash or a timeout
#
# The programs accc can offload (--offload-arch=sm_90) are also built as
# NAME.gpu (a program that cannot be says why in a "Host only with
# --offload-arch:" comment, else the build fails) and run on the NVIDIA GPU (ACC_DEVICE_TYPE=nvidia, only where
# `nvidia-smi` finds one), on the emulated discrete device
# (ACC_DEVICE_TYPE=host_discrete: separate memory, so a missing copy shows)
# and on the host (ACC_DEVICE_TYPE=host), against the same reference.
#
# DIR is self-contained: copy it to a machine with no toolchain and run
# `DIR/exec-matrix.sh run DIR` there.
#
# With EXEC_MATRIX_EMULATED=1 (lit's Exec/Offload/every-program.test, in
# CI) only the offloaded builds and their references are made, and they run
# on the emulated discrete device only.
set -uo pipefail
mode=${1:?usage: exec-matrix.sh build|run DIR}
dir=${2:?usage: exec-matrix.sh build|run DIR}
mkdir -p "$dir" && dir=$(cd "$dir" && pwd)
root=$(cd "$(dirname "$0")/.." && pwd)

# Settings: OMP_NUM_THREADS, OMP_TEAMS_THREAD_LIMIT, KMP_TEAMS_THREAD_LIMIT
# ("-": unset).
settings=(
  "- - -" "1 - -" "2 - -" "4 - -" "16 - -" "64 - -"
  "2 2 8" "4 2 -" "4 - 4" "- - 64" "16 1 -"
)

# Programs whose output on a discrete device differs from the host's by
# design: Exec/Offload's (written for one), and programs that print host
# copies of data a construct changed on the device before the data's end
# (visible-data-clause's `declare copy(t)` is copied back when the function
# returns, after its printf). Their GPU runs are compared with the emulated
# device's output.
discrete_reference() {
  [[ $1 == Exec_Offload_* || $1 == Exec_DataAttributes_visible-data-clause ]]
}

# The runtime's tests check what the acc_* routines do on the host, which
# shares memory: they read acc_malloc's memory on the host, pass host
# addresses as device ones, print the device counts of a machine without a
# GPU. Their GPU builds show that they build and run on the host
# (ACC_DEVICE_TYPE=host, exit status only: a GPU machine counts its GPU);
# on a device they would misuse its memory by design.
host_semantics() {
  [[ $1 == Exec_Runtime_* ]]
}

# Programs that print what the schedule did (whether activity queues
# overlapped), which differs by design between accc's host build (queues
# as tasks) and the synchronous GPU build and printed OpenMP: lit checks
# them (test/Exec/Async).
schedule_dependent() {
  [[ $1 == Exec_Async_* ]]
}

build() {
  # The tools of $ACC2OMP_BIN_DIR (target/release, say), else target/debug.
  local bin=${ACC2OMP_BIN_DIR:-}
  if [ -z "$bin" ]; then
    # The accc on PATH (lit's), else target/debug.
    bin=$(dirname "$(command -v accc 2>/dev/null || echo "$root/target/debug/accc")")
  fi
  local emulated=${EXEC_MATRIX_EMULATED:-0}
  export PATH=$bin:/usr/lib/llvm-22/bin:$PATH
  mkdir -p "$dir/bin" "$dir/ref" "$dir/lib"
  cp "$0" "$dir/exec-matrix.sh"
  cp "$(clang-22 -print-file-name=libomp.so.5 2>/dev/null || echo /usr/lib/llvm-22/lib/libomp.so.5)" "$dir/lib/" 2>/dev/null ||
    cp /usr/lib/llvm-22/lib/libomp.so.5 "$dir/lib/"
  local sources=()
  for f in "$root"/test/Frontend/corpus/*.c; do sources+=("$f"); done
  while IFS= read -r f; do
    # Only the tests that build and run an executable.
    # Only the tests that build and run an executable of their own
    # (test/Exec/*.c run the corpus's programs, already in the list).
    grep -q 'RUN: accc .*%s.* -o %t\b' "$f" && sources+=("$f")
  done < <(find "$root/test/Exec" -name '*.c' | sort)
  local built=0 unexplained=0
  for f in "${sources[@]}"; do
    local name
    name=$(realpath --relative-to="$root/test" "$f" | tr '/' '_' | sed 's/\.c$//')
    schedule_dependent "$name" && continue
    local inc=(-I "$(dirname "$f")")
    if ! accc -O2 -w "${inc[@]}" "$f" -o "$dir/bin/$name.accc" -lm 2>/dev/null; then
      echo "skip (accc): $name"; continue
    fi
    (cd "$(dirname "$f")" && OMP_NUM_THREADS=1 timeout 120 "$dir/bin/$name.accc" >"$dir/ref/$name.out" 2>/dev/null)
    echo $? >"$dir/ref/$name.rc"
    if [ "$emulated" = 0 ] && accc -fopenacc-print=omp "$f" -o "$dir/$name.omp.c" 2>/dev/null &&
      clang-22 -O2 -w -fopenmp -fno-crash-diagnostics "${inc[@]}" -I "$root/lowering/runtime/include" "$dir/$name.omp.c" \
        -o "$dir/bin/$name.omp" -lm -L "$bin" -lacc2omp_runtime 2>/dev/null; then :; fi
    rm -f "$dir/$name.omp.c"
    # (The runtime's tests check the host's shared-memory semantics of the
    # acc_* routines, which a discrete device changes: see host_semantics.
    # Exec/Offload's are written for a discrete device: their reference is
    # the emulated device's output.)
    if accc -O2 -w --offload-arch=sm_90 "${inc[@]}" "$f" -o "$dir/bin/$name.gpu" -lm 2>/dev/null; then
      if discrete_reference "$name"; then
        (cd "$(dirname "$f")" && ACC_DEVICE_TYPE=host_discrete timeout 120 "$dir/bin/$name.gpu" \
          >"$dir/ref/$name.gpu.out" 2>/dev/null)
        echo $? >"$dir/ref/$name.gpu.rc"
      fi
      [ "$emulated" = 1 ] && rm -f "$dir/bin/$name.accc"
    else
      rm -f "$dir/bin/$name.gpu"
      [ "$emulated" = 1 ] && rm -f "$dir/bin/$name.accc"
      # A program whose compute regions must stay on the host says why.
      if ! grep -q "Host only with --offload-arch" "$f"; then
        echo "UNEXPLAINED: $name does not build with --offload-arch=sm_90 and does not say why"
        unexplained=$((unexplained + 1))
      fi
    fi
    built=$((built + 1))
  done
  # Debug builds of the runtime library make large executables.
  strip "$dir"/bin/* 2>/dev/null
  echo "built $built programs into $dir ($(ls "$dir"/bin/*.gpu 2>/dev/null | wc -l) offloaded)"
  [ "$unexplained" = 0 ]
}

run() {
  export LD_LIBRARY_PATH=$dir/lib${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  local runs=0 failures=0 emulated=${EXEC_MATRIX_EMULATED:-0}
  for exe in "$dir"/bin/*; do
    local name
    name=$(basename "$exe"); name=${name%.*}
    local cases=("${settings[@]}")
    if [[ $exe == *.gpu ]]; then
      cases=("host_discrete" "host")
      # (A discrete device's reference: not comparable with the host's.)
      discrete_reference "$name" && cases=("host_discrete")
      [ "$emulated" = 0 ] && nvidia-smi -L >/dev/null 2>&1 && cases+=("nvidia")
      host_semantics "$name" && cases=("host")
      # (Emulated only: a discrete reference is the emulated device's own
      # output; lit checks those programs' output itself.)
      [ "$emulated" = 1 ] && discrete_reference "$name" && continue
    fi
    for s in "${cases[@]}"; do
      local env=()
      if [[ $exe == *.gpu ]]; then
        env+=("ACC_DEVICE_TYPE=$s")
      else
        read -r nt ttl kttl <<<"$s"
        [ "$nt" != - ] && env+=("OMP_NUM_THREADS=$nt")
        [ "$ttl" != - ] && env+=("OMP_TEAMS_THREAD_LIMIT=$ttl")
        [ "$kttl" != - ] && env+=("KMP_TEAMS_THREAD_LIMIT=$kttl")
      fi
      local out rc
      out=$(env "${env[@]}" timeout 120 "$exe" 2>/dev/null); rc=$?
      runs=$((runs + 1))
      local ref=$dir/ref/$name
      [ -f "$dir/ref/$(basename "$exe").out" ] && ref=$dir/ref/$(basename "$exe")
      local compare_output=1
      if [[ $exe == *.gpu ]] && host_semantics "$name"; then
        compare_output=0
      fi
      if [ "$rc" != "$(cat "$ref.rc")" ] ||
        { [ "$compare_output" = 1 ] && [ "$out" != "$(cat "$ref.out")" ]; }; then
        failures=$((failures + 1))
        echo "FAIL $(basename "$exe") [${env[*]}] exit $rc"
        diff <(echo "$out") "$ref.out" | head -5
      fi
    done
  done
  echo "$runs runs, $failures failures ($(nproc) cores)"
  [ "$failures" = 0 ]
}

case $mode in
  build) build ;;
  run) run ;;
  *) echo "usage: exec-matrix.sh build|run DIR" >&2; exit 2 ;;
esac
