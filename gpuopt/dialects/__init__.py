"""Dialect registry: importing this package registers every op gpuopt knows."""
from gpuopt.dialects import arith, builtin, func, gpu  # noqa: F401

try:  # dialects written in parallel; each registers its ops on import
    from gpuopt.dialects import memref, scf, cf, math, async_  # noqa: F401
except ImportError:  # pragma: no cover
    pass
try:
    from gpuopt.dialects import llvm, nvvm  # noqa: F401
except ImportError:  # pragma: no cover
    pass

DIALECTS = ("arith", "async", "builtin", "cf", "func", "gpu", "llvm", "math", "memref", "nvvm",
            "scf")
