#!/usr/bin/env python3
"""Measures the CPU device (SPEC §7): vector add of 16M f32 against numpy's
`np.add(a, b, out=c)` in the same process, and a block reduction with barriers (loop fission)
against a barrier-free reduction of the same data. Medians of --repeat runs; needs numpy.
With --json, prints the samples as one JSON object instead (tools/bench --runner reads it; without
numpy the object is {"skipped": "..."}).

    PYTHONPATH=. python tools/bench_cpu_device.py [--n 16777216] [--repeat 7] [--workers N] [--json]
"""
from __future__ import annotations

import argparse
import ctypes
import json
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


def sample_times(fn, repeat: int) -> list[float]:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return times


def measure(n: int, repeat: int, workers: int | None) -> dict[str, list[float] | float]:
    """Seconds per run of each case, `repeat` samples each, and the vadd compile+load time."""
    import numpy as np
    from cpu_helpers import Host, kernel_blob, memref_args
    from test_cpu import BLOCK_SUM, VADD

    from gpuopt.runtime.cpu import CpuDevice
    dev = CpuDevice(workers=workers)
    host = Host(dev)
    a = np.random.rand(n).astype(np.float32)
    b = np.random.rand(n).astype(np.float32)
    c = np.zeros(n, np.float32)
    args = (memref_args(a.ctypes.data, n) + memref_args(b.ctypes.data, n)
            + memref_args(c.ctypes.data, n) + [ctypes.c_int64(n)])
    t = time.perf_counter()
    vadd = host.function(host.load(kernel_blob(VADD)), "vadd")
    res: dict[str, list[float] | float] = {"compile+load vadd": time.perf_counter() - t}
    run = lambda: host.launch(vadd, (n // 256, 1, 1), (256, 1, 1), args)  # noqa: E731
    run()
    assert np.array_equal(c, a + b)
    res["vector add"] = sample_times(run, repeat)
    res["numpy add"] = sample_times(lambda: np.add(a, b, out=c), repeat)
    out = np.zeros(n // 256, np.float32)
    rargs = memref_args(a.ctypes.data, n) + memref_args(out.ctypes.data, n // 256)
    bsum = host.function(host.load(kernel_blob(BLOCK_SUM)), "bsum")
    ssum = host.function(host.load(kernel_blob(SERIAL_SUM)), "ssum")
    want = a.reshape(-1, 256).sum(1)
    for name, f in (("barrier tree", bsum), ("barrier-free", ssum)):
        go = lambda f=f: host.launch(f, (n // 256, 1, 1), (256, 1, 1), rargs)  # noqa: E731
        go()
        assert np.allclose(out, want, rtol=1e-3), name
        res[name] = sample_times(go, repeat)
    dev.check()
    return res


def main() -> int:
    p = argparse.ArgumentParser()
    p.add_argument("--n", type=int, default=1 << 24)
    p.add_argument("--repeat", type=int, default=7)
    p.add_argument("--workers", type=int, default=None)
    p.add_argument("--json", action="store_true", help="print the samples as JSON")
    o = p.parse_args()
    n = o.n
    try:
        import numpy  # noqa: F401
    except ImportError:
        if o.json:
            print(json.dumps({"skipped": "numpy is not installed"}))
            return 0
        raise
    res = measure(n, o.repeat, o.workers)
    if o.json:
        print(json.dumps(res))
        return 0
    med = {k: statistics.median(v) for k, v in res.items() if isinstance(v, list)}
    print(f"compile+load vadd: {1e3 * res['compile+load vadd']:.0f} ms")
    t_dev, t_np = med["vector add"], med["numpy add"]
    print(f"vector add {n} f32: cpu device {1e3 * t_dev:.1f} ms, numpy np.add(out=) "
          f"{1e3 * t_np:.1f} ms, ratio {t_dev / t_np:.2f} (target <= 1.2)")
    print(f"block reduction {n} f32: barriers (loop fission) {1e3 * med['barrier tree']:.1f} ms,"
          f" barrier-free {1e3 * med['barrier-free']:.1f} ms, ratio "
          f"{med['barrier tree'] / med['barrier-free']:.2f} (target <= 3); vs vector add "
          f"{med['barrier tree'] / t_dev:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
