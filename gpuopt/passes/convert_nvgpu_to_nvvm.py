"""--convert-nvgpu-to-nvvm: LLVM 19's nvgpu lowering, the first pass of
--gpu-lower-to-nvvm-pipeline. gpuopt has no nvgpu dialect (an `nvgpu.*` op is an unregistered
op, a parse error), so the pass has no pattern; what it still does is what LLVM 19's pass does
to any input: a partial dialect conversion with the llvm, arith, memref and nvvm dialects (and
`builtin.unrealized_conversion_cast`) legal and the LLVM type converter, so an op of another
dialect that folds into legal ops is folded (`vector.broadcast` of a constant becomes an
`arith.constant` in place).

Not done: LLVM 19's scf structural type conversion, which gives `scf.for`/`scf.if`/`scf.while`
with `index` or memref results `i64`/struct types behind unrealized casts (mlir-opt-19 does so
here; the casts go again by the end of the pipeline). gpuopt leaves those scf ops as they are.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.passes.manager import Pass


@dataclass
class ConvertNVGPUToNVVM(Pass, flag="convert-nvgpu-to-nvvm"):
    """Convert NVGPU dialect to NVVM dialect"""

    anchor = "any"
    pass_name = "ConvertNVGPUToNVVMPass"

    def run(self, op) -> None:
        from gpuopt.passes import llvm_common as LC
        from gpuopt.rewrite.conversion import ConversionTarget, apply_conversion
        target = ConversionTarget(legal=["builtin.unrealized_conversion_cast"],
                                  legal_dialects=["llvm", "arith", "memref", "nvvm"])
        apply_conversion(op, [], target, LC.LLVMTypeConverter(), partial=True)
