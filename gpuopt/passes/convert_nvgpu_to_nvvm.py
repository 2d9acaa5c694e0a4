"""--convert-nvgpu-to-nvvm: LLVM 19's nvgpu lowering, the first pass of
--gpu-lower-to-nvvm-pipeline. gpuopt has no nvgpu dialect (an `nvgpu.*` op is an unregistered
op, a parse error), so the pass has no nvgpu pattern; what it still does is what LLVM 19's pass
does to any input, a partial dialect conversion with the LLVM type converter:

* the llvm, arith, memref and nvvm dialects and `builtin.unrealized_conversion_cast` are legal;
  an op of another dialect that folds into legal ops is folded (`vector.broadcast` of a
  constant becomes an `arith.constant` in place);
* LLVM 19's scf structural type conversion: an `scf.for` or `scf.if` whose results, and an
  `scf.while` whose operands or results, are not LLVM types (`index`, memrefs) is rebuilt on
  the converted types (`i64`, the descriptor struct), its block arguments too, its `scf.yield`
  and `scf.condition` operands with them; unrealized casts bridge to the unconverted ops around
  (later passes of the pipeline use them up). One difference: an scf op carrying a type with no
  LLVM type yet (`!gpu.async.token`) is left as it is, where mlir-opt-19 fails.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.dialects import scf
from gpuopt.ir.core import Region
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite import pattern


def _legal(tc, types) -> bool:
    """Legal when every type is an LLVM type; also (unlike LLVM 19) when one has no LLVM type
    yet (`!gpu.async.token`): mlir-opt-19 fails on an scf.for carrying a token ("failed to
    legalize operation 'scf.for'"); gpuopt leaves it for --convert-gpu-to-llvm, which turns
    tokens into streams, so such programs go through the pipeline."""
    converted = [tc.convert_type(t) for t in types]
    return all(c is t for c, t in zip(converted, types, strict=True)) or None in converted


def structural_patterns(tc) -> list:
    """The patterns of LLVM 19's populateSCFStructuralTypeConversions on `tc`."""

    @pattern
    def convert_region_op(op: scf.ForOp | scf.IfOp | scf.WhileOp, rw) -> None:
        # %r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (index) becomes the same
        # loop on i64 (operands, results and block arguments converted), casts around it
        types = []
        for r in op.results:
            t = rw.type_converter.convert_types(r.type)
            if t is None or len(t) != 1:
                return rw.no_match(op, f"result type {r.type} does not convert 1:1")
            types.append(t[0])
        new = type(op).create(rw.converted(op.operands), types, dict(op.attributes),
                              [Region() for _ in op.regions], [], op.loc)
        rw.insert(new)
        for old_r, new_r in zip(op.regions, new.regions, strict=True):
            rw.inline_region_before(old_r, new_r)
            if rw.convert_region_types(new_r) is None:
                return rw.no_match(op, "a block argument type does not convert")
        rw.replace(op, new.results)

    @pattern
    def convert_terminator(op: scf.YieldOp | scf.ConditionOp, rw) -> None:
        # scf.yield %v : index becomes scf.yield %v' : i64 (in a converted for, if or while)
        new = type(op).create(rw.converted(op.operands), [], dict(op.attributes), [], [],
                              op.loc)
        rw.insert(new)
        rw.replace(op, [])

    return [convert_region_op, convert_terminator]


def add_structural_legality(target, tc) -> None:
    """populateSCFStructuralTypeConversionTarget: which scf ops need converting."""
    target.add_dynamically_legal_op(scf.ForOp, lambda o: _legal(tc, [r.type for r in o.results]))
    target.add_dynamically_legal_op(scf.IfOp, lambda o: _legal(tc, [r.type for r in o.results]))

    def yield_legal(o) -> bool:
        parent = o.parent.parent.parent if o.parent and o.parent.parent else None
        if not isinstance(parent, (scf.ForOp, scf.IfOp, scf.WhileOp)):
            return True
        return _legal(tc, [v.type for v in o.operands])

    target.add_dynamically_legal_op(scf.YieldOp, yield_legal)
    for cls in (scf.WhileOp, scf.ConditionOp):
        target.add_dynamically_legal_op(cls, lambda o: _legal(
            tc, [v.type for v in o.operands] + [r.type for r in o.results]))


@dataclass
class ConvertNVGPUToNVVM(Pass, flag="convert-nvgpu-to-nvvm"):
    """Convert NVGPU dialect to NVVM dialect"""

    anchor = "any"
    pass_name = "ConvertNVGPUToNVVMPass"

    def run(self, op) -> str | None:
        from gpuopt.passes.lib import llvm as LC
        from gpuopt.rewrite.conversion import ConversionTarget, apply_conversion
        tc = LC.LLVMTypeConverter()
        target = ConversionTarget(legal=["builtin.unrealized_conversion_cast"],
                                  legal_dialects=["llvm", "arith", "memref", "nvvm"])
        add_structural_legality(target, tc)
        done = apply_conversion(op, structural_patterns(tc), target, tc, partial=True)
        return None if done.changed else PRESERVED
