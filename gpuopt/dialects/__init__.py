"""Dialect registry: importing this package registers every op gpuopt knows."""
from gpuopt.dialects import arith, builtin, func, gpu  # noqa: F401

from gpuopt.dialects import memref  # noqa: F401

DIALECTS = ("arith", "async", "builtin", "cf", "func", "gpu", "llvm", "math", "memref", "nvvm",
            "scf")
