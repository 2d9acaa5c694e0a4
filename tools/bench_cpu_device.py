#!/usr/bin/env python3
"""Measures the CPU device (SPEC §7): vector add of 16M f32 against numpy's
`np.add(a, b, out=c)` in the same process, and a block reduction with barriers (loop fission)
against a barrier-free reduction of the same data. Medians of --repeat runs; needs numpy.

    PYTHONPATH=. python tools/bench_cpu_device.py [--n 16777216] [--repeat 7] [--workers N]
"""
from __future__ import annotations

import argparse
import ctypes
import statistics
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(REPO / "test" / "unit" / "runtime"))
sys.path.insert(0, str(REPO))

# Barrier-free reduction: thread 0 of each block sums the block's 256 elements.
SERIAL_SUM = """
    gpu.func @ssum(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %z = arith.cmpi eq, %tx, %c0 : index
      scf.if %z {
        %base = arith.muli %bx, %bd : index
        %zero = arith.constant 0.0 : f32
        %s = scf.for %j = %c0 to %bd step %c1 iter_args(%acc = %zero) -> (f32) {
          %i = arith.addi %base, %j : index
          %x = memref.load %a[%i] : memref<?xf32>
          %t = arith.addf %acc, %x : f32
          scf.yield %t : f32
        }
        memref.store %s, %out[%bx] : memref<?xf32>
      }
      gpu.return
    }
"""


def median_time(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return statistics.median(times)


def main() -> int:
    import numpy as np
    from cpu_helpers import Host, kernel_blob, memref_args
    from test_cpu import BLOCK_SUM, VADD

    from gpuopt.runtime.cpu import CpuDevice
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=1 << 24)
    p.add_argument("--repeat", type=int, default=7)
    p.add_argument("--workers", type=int, default=None)
    o = p.parse_args()
    n = o.n
    dev = CpuDevice(workers=o.workers)
    host = Host(dev)
    a = np.random.rand(n).astype(np.float32)
    b = np.random.rand(n).astype(np.float32)
    c = np.zeros(n, np.float32)
    args = (memref_args(a.ctypes.data, n) + memref_args(b.ctypes.data, n)
            + memref_args(c.ctypes.data, n) + [ctypes.c_int64(n)])
    t = time.perf_counter()
    vadd = host.function(host.load(kernel_blob(VADD)), "vadd")
    print(f"compile+load vadd: {1e3 * (time.perf_counter() - t):.0f} ms")
    run = lambda: host.launch(vadd, (n // 256, 1, 1), (256, 1, 1), args)  # noqa: E731
    run()
    assert np.array_equal(c, a + b)
    t_dev = median_time(run, o.repeat)
    t_np = median_time(lambda: np.add(a, b, out=c), o.repeat)
    print(f"vector add {n} f32: cpu device {1e3 * t_dev:.1f} ms, numpy np.add(out=) "
          f"{1e3 * t_np:.1f} ms, ratio {t_dev / t_np:.2f} (target <= 1.2)")
    out = np.zeros(n // 256, np.float32)
    rargs = memref_args(a.ctypes.data, n) + memref_args(out.ctypes.data, n // 256)
    bsum = host.function(host.load(kernel_blob(BLOCK_SUM)), "bsum")
    ssum = host.function(host.load(kernel_blob(SERIAL_SUM)), "ssum")
    want = a.reshape(-1, 256).sum(1)
    res = {}
    for name, f in (("barrier tree", bsum), ("barrier-free", ssum)):
        go = lambda f=f: host.launch(f, (n // 256, 1, 1), (256, 1, 1), rargs)  # noqa: E731
        go()
        assert np.allclose(out, want, rtol=1e-3), name
        res[name] = median_time(go, o.repeat)
    print(f"block reduction {n} f32: barriers (loop fission) {1e3 * res['barrier tree']:.1f} ms,"
          f" barrier-free {1e3 * res['barrier-free']:.1f} ms, ratio "
          f"{res['barrier tree'] / res['barrier-free']:.2f} (target <= 3); vs vector add "
          f"{res['barrier tree'] / t_dev:.2f}")
    dev.check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
