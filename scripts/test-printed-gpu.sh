#!/usr/bin/env bash
# The printed OpenMP on a GPU: each test that builds its printed OpenMP
# with gcc (`-fopenacc-print-target=gcc`) is built again with GCC 12's
# nvptx offloading (Debian's gcc-12-offload-nvptx, which `build` installs)
# and run on an NVIDIA GPU, where data is not shared with the host: the
# maps, updates and the C the printer adds must then move the data
# themselves. The reference output is accc's own GPU build run on the
# emulated discrete device (separate memory), else its host build.
#
#   scripts/test-printed-gpu.sh build DIR   # here: into DIR, self-contained
#   scripts/test-printed-gpu.sh run DIR     # on the GPU machine
#
# Programs that call the OpenACC runtime are left out (acc2omp's runtime
# does not see libgomp's device), but for acc_is_present, which a shim
# answers from libgomp. KNOWN lists the differences that are not the
# printer's, each with its reason; `run` exits 1 on any other.
set -uo pipefail
mode=${1:?usage: test-printed-gpu.sh build|run DIR}
dir=${2:?usage: test-printed-gpu.sh build|run DIR}
root=$(cd "$(dirname "$0")/.." && pwd)

# name: reason
KNOWN="
Loops_collapse-vector-length-reduction: gcc 12 sums a loop over a signed char to 0 (README)
Loops_control-variables: gcc 12's signed char loop, as above
Print_data-construct: the program reads copyout data the device never wrote (its check holds where memory is shared)
Validation_host_data_if_present: gcc 12 implements OpenMP 5.0's use_device_ptr, which stops at data not present (5.1 refers to the original)
Validation_atomic_small_integers: gcc 12's nvptx atomics on 8- and 16-bit integers do not finish
"

build() {
  local bin=${ACC2OMP_BIN_DIR:-$root/target/release}
  if ! dpkg -s gcc-12-offload-nvptx libgomp-plugin-nvptx1 >/dev/null 2>&1; then
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq gcc-12-offload-nvptx \
      libgomp-plugin-nvptx1 >/dev/null || return 1
  fi
  mkdir -p "$dir" && dir=$(cd "$dir" && pwd)
  rm -rf "$dir/bin" && mkdir -p "$dir/bin"
  local work shim include
  work=$(mktemp -d)
  shim=$work/shim.c
  cat >"$shim" <<'EOF'
#include <omp.h>
#include <stddef.h>
/* acc_is_present for printed OpenMP offloaded by gcc: libgomp's presence. */
int acc_is_present(void *p, size_t n) {
  (void)n;
  return omp_get_default_device() == omp_get_initial_device() ||
         omp_target_is_present(p, omp_get_default_device());
}
EOF
  include=-I$(dirname "$("$bin/accc" -print-file-name=openacc.h)")
  local built=0
  for f in $(grep -rl "foffload=disable" "$root/test" --include=*.c | grep -v /Output/ | sort); do
    local name calls
    name=$(basename "$(dirname "$f")")_$(basename "$f" .c)
    calls=$(grep -o '\bacc_[a-z_]*(' "$f" | sort -u | grep -v '^acc_is_present($')
    if [ -n "$calls" ]; then
      echo "skip $name: calls $(echo $calls)"
      continue
    fi
    "$bin/accc" -fopenacc-print=omp -fopenacc-print-target=gcc "$f" -o "$work/$name.c" 2>/dev/null ||
      { echo "skip $name: not printed as is"; continue; }
    gcc -fopenmp -foffload=disable -w -I"$(dirname "$f")" "$include" "$work/$name.c" "$shim" \
      -o "$work/$name.host" -lm 2>/dev/null ||
      { echo "skip $name: its printed file is not a program on its own"; continue; }
    gcc -O1 -fopenmp -foffload=nvptx-none -foffload-options=nvptx-none="-lm -latomic" -w \
      -I"$(dirname "$f")" "$include" "$work/$name.c" "$shim" -o "$dir/bin/$name" -lm 2>/dev/null ||
      { echo "FAIL $name: gcc does not build its printed OpenMP for nvptx"; return 1; }
    if "$bin/accc" -O1 --offload-arch=sm_90 -w "$f" -o "$work/$name.acc" 2>/dev/null; then
      (cd "$(dirname "$f")" && ACC_DEVICE_TYPE=host_discrete OMP_NUM_THREADS=4 timeout 60 \
        "$work/$name.acc" >"$dir/bin/$name.expected" 2>/dev/null; echo $? >"$dir/bin/$name.rc")
    else
      "$bin/accc" -O1 -w "$f" -o "$work/$name.acc" 2>/dev/null || return 1
      (cd "$(dirname "$f")" && OMP_NUM_THREADS=4 timeout 60 "$work/$name.acc" \
        >"$dir/bin/$name.expected" 2>/dev/null; echo $? >"$dir/bin/$name.rc")
    fi
    built=$((built + 1))
  done
  rm -rf "$work"
  cp /usr/lib/x86_64-linux-gnu/libgomp.so.1 /usr/lib/x86_64-linux-gnu/libgomp-plugin-nvptx.so.1 \
    "$dir/bin/"
  cp "$0" "$dir/test-printed-gpu.sh"
  echo "built into $dir: $built programs"
}

run() {
  dir=$(cd "$dir" && pwd)
  export LD_LIBRARY_PATH=$dir/bin${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}
  local failures=0 passed=0 known=0
  for expected in "$dir"/bin/*.expected; do
    local name out rc reason
    name=$(basename "$expected" .expected)
    for threads in 1 16; do
      out=$(OMP_NUM_THREADS=$threads timeout 120 "$dir/bin/$name" 2>"$dir/$name.err")
      rc=$?
      if [ "$out" == "$(cat "$expected")" ] && [ "$rc" == "$(cat "$dir/bin/$name.rc")" ]; then
        passed=$((passed + 1))
        continue
      fi
      reason=$(echo "$KNOWN" | sed -n "s/^$name: //p")
      if [ -n "$reason" ]; then
        echo "known $name (OMP_NUM_THREADS=$threads): $reason"
        known=$((known + 1))
        continue
      fi
      echo "FAIL $name (OMP_NUM_THREADS=$threads): exit $rc, expected $(cat "$dir/bin/$name.rc")"
      diff <(echo "$out") "$expected" | head -5
      head -c 400 "$dir/$name.err"
      failures=$((failures + 1))
    done
  done
  echo "printed OpenMP on the GPU: $passed runs passed, $known known differences, $failures failures"
  [ "$failures" -eq 0 ]
}

case $mode in
build) build ;;
run) run ;;
*) echo "usage: test-printed-gpu.sh build|run DIR" >&2 && exit 2 ;;
esac
