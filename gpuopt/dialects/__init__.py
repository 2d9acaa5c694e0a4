"""Dialect registry: the registered dialect names, and `load_all()` to import every dialect.

Importing this package imports no dialect: the parser imports each one when its first op,
type or attribute is read (`load_dialect`), so a run pays only for the dialects its input
uses.
"""
from __future__ import annotations

import importlib

DIALECTS = ("affine", "arith", "async", "builtin", "cf", "func", "gpu", "index", "llvm", "math",
            "memref", "nvvm", "scf")
_MODULES = ("builtin", "func", "affine", "arith", "math", "memref", "scf", "cf", "async_", "gpu",
            "index", "llvm", "nvvm")


def load_all() -> None:
    """Import (and so register) every dialect's ops, types and attributes."""
    for name in _MODULES:
        importlib.import_module(f"gpuopt.dialects.{name}")


def load_dialect(name: str) -> None:
    """Import the module of dialect `name` (`gpu`, `llvm`, `async`), if there is one."""
    if name in DIALECTS:
        importlib.import_module(f"gpuopt.dialects.{'async_' if name == 'async' else name}")
