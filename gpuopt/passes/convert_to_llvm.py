"""`--convert-to-llvm`: every dialect of the input that has a lowering to llvm is lowered at
once, with one type converter, as mlir-opt-19's pass does through the dialects'
ConvertToLLVMPatternInterface.

The dialects with patterns here: arith, cf, func, index, math and memref (the
--finalize-memref-to-llvm patterns), each contributing the patterns of its own
`--convert-*-to-llvm` pass. Only dialects the input uses contribute (mlir-opt-19 asks the loaded
dialects), and with `filter-dialects` only those named. Ops of other dialects (scf, vector,
gpu, ...) stay: the conversion is partial.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.diag import PassError
from gpuopt.passes.manager import PRESERVED, Pass


def _arith(tc):
    from gpuopt.passes.convert_arith_to_llvm import arith_patterns
    return arith_patterns(tc)


def _cf(tc):
    from gpuopt.passes.convert_cf_to_llvm import cf_to_llvm_patterns
    return cf_to_llvm_patterns(tc)


def _func(tc):
    from gpuopt.passes.convert_func_to_llvm import func_patterns
    return func_patterns(tc)


def _index(tc):
    from gpuopt.passes.convert_index_to_llvm import index_patterns
    return index_patterns(tc)


def _math(tc):
    from gpuopt.passes.convert_math_to_llvm import math_patterns
    return math_patterns(tc)


def _memref(tc):
    from gpuopt.passes.finalize_memref_to_llvm import memref_patterns
    return memref_patterns(tc)


# dialect -> its patterns (ConvertToLLVMPatternInterface::populateConvertToLLVMConversionPatterns)
INTERFACES = {"arith": _arith, "cf": _cf, "func": _func, "index": _index, "math": _math,
              "memref": _memref}


def dialect_patterns(tc, dialects) -> list:
    """The patterns of `dialects` (names), in dialect-name order as MLIR visits them."""
    out: list = []
    for name in sorted(set(dialects)):
        fn = INTERFACES.get(name)
        if fn is not None:
            out += fn(tc)
    return out


@dataclass
class ConvertToLLVM(Pass, flag="convert-to-llvm"):
    """Convert to LLVM via dialect interfaces found in the input IR"""
    anchor = "any"  # op-agnostic, as upstream declares it (nests anywhere)

    filter_dialects: tuple = field(default=(), metadata={
        "help": "Test conversion patterns of only the specified dialects"})

    pass_name = "ConvertToLLVMPass"

    def run(self, op) -> str | None:
        from gpuopt.passes.lib.llvm import LLVMTypeConverter, llvm_target
        from gpuopt.rewrite.conversion import apply_conversion
        used = {o.name.split(".")[0] for o in op.walk()}
        if self.filter_dialects:
            used &= set(self.filter_dialects)
        tc = LLVMTypeConverter()
        done = apply_conversion(op, dialect_patterns(tc, used), llvm_target(), tc, partial=True)
        if op.name == "func.func" and "func" in used and op.regions[0].blocks:
            _lose_root_body(op)
            return None
        return None if done.changed else PRESERVED


def _lose_root_body(func) -> None:
    """`func.func(convert-to-llvm)`: mlir-opt-19's func.func pattern rewrites the op the pass
    runs on, moving its body to a new llvm.func outside the pass's reach and leaving the
    func.func empty. A public one then fails verification after the pass, as mlir-opt-19
    reports it; a private one crashes mlir-opt-19, and is an error here."""
    func.regions[0].blocks = []
    v = func.attributes.get("sym_visibility")
    if v is not None and getattr(v, "value", None) != "public":
        raise PassError("'func.func' op cannot be lowered by convert-to-llvm running on it "
                        "(mlir-opt-19 crashes here): run convert-to-llvm on the enclosing "
                        "builtin.module instead", func.loc)
