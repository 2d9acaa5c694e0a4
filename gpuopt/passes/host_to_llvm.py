"""The host half of every lowering to llvm: the patterns of the --convert-*-to-llvm passes that
--convert-gpu-to-llvm (and --convert-to-llvm) apply together, sharing one type converter."""
from __future__ import annotations


def patterns(tc) -> list:
    """func, arith, cf (br, cond_br, switch, assert), memref, math and index patterns: what
    mlir-opt-19's --convert-gpu-to-llvm gathers through the dialects' ConvertToLLVM
    interfaces (a dialect the input does not use contributes patterns nothing matches); then
    the vector conversion patterns, which its GpuToLLVMConversionPass adds by name (vector has
    no such interface in LLVM 19: --convert-to-llvm leaves vector ops)."""
    from gpuopt.passes.convert_to_llvm import INTERFACES, dialect_patterns
    from gpuopt.passes.convert_vector_to_llvm import vector_patterns
    return dialect_patterns(tc, INTERFACES) + vector_patterns(tc)
