#!/usr/bin/env python3
"""accc's GPU kernels against GCC 12's OpenACC for NVIDIA GPUs and the host.

Each kernel of bench/kernels/ is built three ways from the same file:

  accc-gpu  accc -O3 --offload-arch=sm_90 kernel.c        (ACC_DEVICE_TYPE=nvidia)
  gcc-gpu   gcc -O3 -fopenacc -foffload=nvptx-none
            -foffload-options=nvptx-none=-misa=sm_80
            -foffload-options=nvptx-none=-lm kernel.c      (Debian's gcc-12-offload-nvptx)
  accc-host accc -O3 kernel.c                              (OMP_NUM_THREADS = the cores)

and run interleaved R times (best kept) on a machine with an NVIDIA GPU.
Each program times its own kernel loop: inside a data region, the data
resident on the device; the transfers
are bench/kernels/transfer.c's (update device and self of 256 MiB). The
script checks the checksums agree (relative 1e-6: a GPU sums in another
order), and prints the times, accc's speedup over GCC and over the host,
the bytes each kernel must move per second (GB/s) and its share of the
device's copy bandwidth, measured in the same run (bench/kernels/bandwidth.c:
acc_memcpy_device of 1 GiB through accc's runtime), GFLOP/s where the
kernel is arithmetic, and the time one compute construct costs
(bench/kernels/launch.c: 20,000 one-iteration constructs on present data).

Usage:
  bench/gpu_kernels.py --build DIR       here: build into DIR (self-contained:
                                         libomp, libgomp and GCC's nvptx plugin
                                         are copied beside the programs)
  bench/gpu_kernels.py --run-only DIR    on the GPU machine (copy DIR there)
  [--runs R]
"""

import argparse
import os
import re
import shutil
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

# (kernel, bytes it must move, floating-point operations): the sizes of
# bench/kernels/ (their default -D values).
GiB = 1 << 30
KERNELS = [
    # matmul 1024^2 fp64, 10 times: 2 n^3 flops; A, B read, C written once.
    ("matmul", 10 * 3 * 8 * 1024**2, 10 * 2 * 1024**3),
    # Jacobi 2-D 2048^2, 100 sweeps of two loops (5-point, then copy back):
    # each loop reads one grid and writes the other.
    ("jacobi2d", 100 * 2 * 2 * 8 * 2048**2, 100 * 4 * 2048**2),
    # 3-D 7-point stencil 192^3 (collapse(3)), 20 sweeps of one loop that
    # reads one grid and writes the other.
    ("stencil3d", 20 * 2 * 8 * 192**3, 20 * 8 * 192**3),
    # dot and max over 2e7 doubles, 10 times.
    ("reduction", 10 * 2 * 8 * 20_000_000, 10 * 3 * 20_000_000),
    # CSR SpMV, 2e6 rows of 1 to 16 entries (8.5 on average), 20 times.
    ("spmv", 20 * int(2_000_000 * (8.5 * 12 + 8 + 4 + 8)), 20 * 2 * int(2_000_000 * 8.5)),
    # STREAM triad over 2^25 doubles, 100 times.
    ("triad", 100 * 3 * 8 * 33554432, 100 * 2 * 33554432),
    # histogram: 5e7 4-byte keys into 4096 bins (atomic adds), 10 times.
    ("histogram", 10 * 4 * 50_000_000, 0),
    # transpose 4096^2 doubles, 20 times: read and write each once.
    ("transpose", 20 * 2 * 8 * 4096**2, 0),
    # gemv 8192^2 (gang rows, vector columns), 20 times: A read once.
    ("gemv", 20 * (8 * 8192**2 + 2 * 8 * 8192), 20 * 2 * 8192**2),
    # Horner's rule of degree 16 (a seq inner loop) on 2^24 doubles, 20 times.
    ("seqinner", 20 * 2 * 8 * 2**24, 20 * 2 * 16 * 2**24),
]

# Programs whose "checksum" is a rate (GB/s) rather than a time's result.
RATES = ["bandwidth", "transfer", "launch"]

GCC_GPU = ["gcc", "-O3", "-fopenacc", "-foffload=nvptx-none",
           "-foffload-options=nvptx-none=-misa=sm_80", "-foffload-options=nvptx-none=-lm"]


def build(directory):
    accc = os.path.join(ROOT, "target", "release", "accc")
    if not os.path.exists(accc):
        sys.exit("no target/release/accc: run `cargo build --release` first")
    have_gcc = shutil.which("gcc") and subprocess.run(
        ["dpkg-query", "-W", "gcc-12-offload-nvptx"], capture_output=True).returncode == 0
    if not have_gcc:
        print("note: no gcc-12-offload-nvptx (apt install gcc-12-offload-nvptx): GCC left out")
    kernels = [k for k, _, _ in KERNELS] + RATES
    for kernel in kernels:
        source = os.path.join(ROOT, "bench", "kernels", f"{kernel}.c")
        out = lambda variant: os.path.join(directory, f"{kernel}.{variant}")
        commands = [[accc, "-O3", "--offload-arch=sm_90", source, "-lm", "-o", out("accc-gpu")]]
        if kernel in ("transfer", "launch") and have_gcc:
            commands.append(GCC_GPU + [source, "-lm", "-o", out("gcc-gpu")])
        if kernel not in RATES:
            commands.append([accc, "-O3", source, "-lm", "-o", out("accc-host")])
            if have_gcc:
                commands.append(GCC_GPU + [source, "-lm", "-o", out("gcc-gpu")])
        for command in commands:
            result = subprocess.run(command, capture_output=True, text=True)
            if result.returncode != 0:
                sys.exit(f"failed: {' '.join(command)}\n{result.stderr}")
    for library in ["/usr/lib/llvm-22/lib/libomp.so.5",
                    "/usr/lib/x86_64-linux-gnu/libgomp.so.1",
                    "/usr/lib/x86_64-linux-gnu/libgomp-plugin-nvptx.so.1"]:
        if os.path.exists(library):
            shutil.copy(os.path.realpath(library), os.path.join(directory, os.path.basename(library)))
    shutil.copy(os.path.abspath(__file__), os.path.join(directory, "gpu_kernels.py"))


def run_once(executable, directory, device):
    environment = dict(os.environ)
    environment["LD_LIBRARY_PATH"] = directory + ":" + environment.get("LD_LIBRARY_PATH", "")
    environment["ACC_DEVICE_TYPE"] = device
    environment.setdefault("OMP_NUM_THREADS", str(os.cpu_count()))
    result = subprocess.run([executable], capture_output=True, text=True, env=environment)
    if result.returncode != 0:
        sys.exit(f"{executable} failed:\n{result.stdout}{result.stderr}")
    match = re.search(r"checksum=(\S+) seconds=(\S+)", result.stdout)
    if not match:
        sys.exit(f"{executable}: unexpected output {result.stdout!r}")
    return float(match.group(2)), float(match.group(1))


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--build")
    parser.add_argument("--run-only")
    args = parser.parse_args()
    if args.build:
        directory = os.path.abspath(args.build)
        os.makedirs(directory, exist_ok=True)
        build(directory)
        print(f"built into {directory}; run `{directory}/gpu_kernels.py --run-only {directory}` "
              "on the GPU machine")
        return
    if not args.run_only:
        sys.exit("--build DIR (here) or --run-only DIR (on the GPU machine)")
    directory = os.path.abspath(args.run_only)
    path = lambda kernel, variant: os.path.join(directory, f"{kernel}.{variant}")
    # The device's copy bandwidth, GB/s (best of the runs).
    bandwidth = max(run_once(path("bandwidth", "accc-gpu"), directory, "nvidia")[1]
                    for _ in range(args.runs))
    gpu = subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"],
                         capture_output=True, text=True).stdout.strip() or "no GPU found"
    # The time one compute construct costs (bench/kernels/launch.c), in µs.
    launch = {variant: min(run_once(path("launch", variant), directory, "nvidia")[1]
                           for _ in range(args.runs))
              for variant in ("accc-gpu", "gcc-gpu") if os.path.exists(path("launch", variant))}
    # Host-device transfers of pageable memory (update device/self), GB/s.
    transfer = {variant: max(run_once(path("transfer", variant), directory, "nvidia")[1]
                             for _ in range(args.runs))
                for variant in ("accc-gpu", "gcc-gpu") if os.path.exists(path("transfer", variant))}
    print(f"{gpu}; {os.cpu_count()} host cores; device copy bandwidth {bandwidth:.0f} GB/s "
          f"(acc_memcpy_device, 1 GiB); best of {args.runs} interleaved runs")
    print("launch overhead per compute construct: "
          + ", ".join(f"{variant} {us:.1f} µs" for variant, us in launch.items()))
    print("host-device transfers (update device + self, 256 MiB pageable): "
          + ", ".join(f"{variant} {rate:.1f} GB/s" for variant, rate in transfer.items()))
    print(f"{'kernel':10} {'accc-gpu':>9} {'gcc-gpu':>9} {'accc-host':>9} {'gcc/accc':>9} "
          f"{'host/accc':>9} {'GB/s':>7} {'of copy':>8} {'GFLOP/s':>8}")
    for kernel, moved, flops in KERNELS:
        variants = [("accc-gpu", "nvidia"), ("gcc-gpu", "nvidia"), ("accc-host", "host")]
        variants = [(v, d) for v, d in variants if os.path.exists(path(kernel, v))]
        best = {}
        sums = {}
        for _ in range(args.runs):
            for variant, device in variants:
                seconds, checksum = run_once(path(kernel, variant), directory, device)
                sums[variant] = checksum
                best[variant] = min(best.get(variant, seconds), seconds)
        reference = sums["accc-host"]
        for variant, checksum in sums.items():
            if abs(checksum - reference) > 1e-6 * max(1.0, abs(reference)):
                sys.exit(f"{kernel}: checksums differ: {sums}")
        a = best["accc-gpu"]
        g = best.get("gcc-gpu", float("nan"))
        h = best["accc-host"]
        rate = moved / a / 1e9
        gflops = f"{flops / a / 1e9:8.1f}" if flops else f"{'-':>8}"
        print(f"{kernel:10} {a:9.4f} {g:9.4f} {h:9.4f} {g / a:9.1f} {h / a:9.1f} "
              f"{rate:7.0f} {rate / bandwidth:8.0%} {gflops}")


if __name__ == "__main__":
    main()
