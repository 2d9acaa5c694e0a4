"""Dialect registry: importing this package registers every op gpuopt knows."""
from __future__ import annotations

import importlib

DIALECTS = ("arith", "async", "builtin", "cf", "func", "gpu", "llvm", "math", "memref", "nvvm",
            "scf")
_MODULES = ("builtin", "func", "arith", "math", "memref", "scf", "cf", "async_", "gpu", "llvm",
            "nvvm")

for _name in _MODULES:
    try:
        importlib.import_module(f"gpuopt.dialects.{_name}")
    except ModuleNotFoundError as e:  # a dialect module not written yet
        if e.name != f"gpuopt.dialects.{_name}":
            raise
