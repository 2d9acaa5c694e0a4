"""--convert-nvvm-to-llvm: the nvvm ops that LLVM 19 builds as PTX text (its
BasicPtxBuilderInterface ops) become `llvm.inline_asm has_side_effects`, as mlir-opt-19 writes
them; the nvvm ops that are LLVM intrinsics stay (the translation emits them).

Of the nvvm ops gpuopt has, three are such PTX ops: `nvvm.elect.sync`,
`nvvm.fence.mbarrier.init` and `nvvm.fence.proxy`. The pass is a dialect conversion with the
llvm dialect legal, as LLVM 19's pass is: like any partial conversion, it folds an op of another
dialect when the fold needs no new op that is not legal (`arith.addi %x, %c0` -> `%x`; a folded
`vector.broadcast` would need an `arith.constant`: it stays).
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.dialects import llvm, nvvm
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite import pattern

# mlir-opt-19's text for elect.sync, padding included
ELECT_SYNC = ("{                                  \n.reg .u32 rx;                      \n"
              ".reg .pred px;                     \n mov.pred $0, 0;                   \n"
              "    elect.sync rx | px, 0xFFFFFFFF;\n@px mov.pred $0, 1;                \n}\n")


def _asm(rw, op, text: str, constraints: str, result_types: list) -> None:
    rw.before(op)
    new = rw.insert(llvm.InlineAsmOp.create([], result_types, {
        "asm_string": A.StringAttr(text), "constraints": A.StringAttr(constraints),
        "has_side_effects": A.UNIT, "asm_dialect": A.IntegerAttr.get(0, T.i64)}, [], [],
        op.loc))
    rw.replace(op, list(new.results))


@pattern
def lower_elect_sync(op: nvvm.ElectSyncOp, rw) -> None:
    # %p = llvm.inline_asm has_side_effects asm_dialect = att "{ ... elect.sync ... }", "=b"
    _asm(rw, op, ELECT_SYNC, "=b", [T.i1])


@pattern
def lower_fence_mbarrier_init(op: nvvm.FenceMbarrierInitOp, rw) -> None:
    # llvm.inline_asm has_side_effects asm_dialect = att "fence.mbarrier_init.release.cluster;", ""
    _asm(rw, op, "fence.mbarrier_init.release.cluster;", "", [])


def _enum_value(attr) -> str:
    text = str(attr)  # #nvvm.proxy_kind<async.shared>
    return text[text.index("<") + 1:text.rindex(">")].strip() if "<" in text else text


@pattern
def lower_fence_proxy(op: nvvm.FenceProxyOp, rw) -> None:
    # llvm.inline_asm has_side_effects asm_dialect = att "fence.proxy.<kind>[::<space>];", ""
    text = "fence.proxy." + _enum_value(op.attributes["kind"])
    space = op.attributes.get("space")
    if space is not None:
        text += "::" + _enum_value(space)
    _asm(rw, op, text + ";", "", [])


PATTERNS = [lower_elect_sync, lower_fence_mbarrier_init, lower_fence_proxy]


@dataclass
class ConvertNVVMToLLVM(Pass, flag="convert-nvvm-to-llvm"):
    """Convert NVVM to PTX with Inline Assembly in LLVM dialect"""

    anchor = "any"
    pass_name = "ConvertNVVMToLLVMPass"

    def run(self, op) -> str | None:
        from gpuopt.rewrite.conversion import ConversionTarget, apply_conversion
        done = apply_conversion(op, PATTERNS, ConversionTarget(legal_dialects=["llvm"]),
                                partial=True)
        return None if done.changed else PRESERVED
