"""The host half of every lowering to llvm: the patterns of the --convert-*-to-llvm passes that
--convert-gpu-to-llvm (and --convert-to-llvm) apply together, sharing one type converter."""
from __future__ import annotations


def patterns(tc) -> list:
    """func, arith, cf (br, cond_br, switch, assert), memref, math and index patterns: what
    mlir-opt-19's --convert-gpu-to-llvm gathers through the dialects' ConvertToLLVM
    interfaces (a dialect the input does not use contributes patterns nothing matches)."""
    from gpuopt.passes.convert_to_llvm import INTERFACES, dialect_patterns
    return dialect_patterns(tc, INTERFACES)
