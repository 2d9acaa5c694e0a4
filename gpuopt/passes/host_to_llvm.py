"""The host half of every lowering to llvm: the patterns of the --convert-*-to-llvm passes that
--convert-gpu-to-llvm (and --convert-to-llvm) apply together, sharing one type converter."""
from __future__ import annotations


def patterns(tc) -> list:
    """func, arith, cf and memref patterns (more dialects join as their lowerings exist)."""
    from gpuopt.passes.convert_arith_to_llvm import arith_patterns
    from gpuopt.passes.convert_func_to_llvm import cf_patterns, func_patterns
    from gpuopt.passes.finalize_memref_to_llvm import memref_patterns
    return func_patterns(tc) + arith_patterns(tc) + cf_patterns(tc) + memref_patterns(tc)
