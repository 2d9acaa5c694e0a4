"""`--convert-index-to-llvm`: the index dialect to the llvm dialect on `i<index-bitwidth>`
integers, as mlir-opt-19 lowers it.

add, sub, mul, divs/divu, rems/remu, shl/shrs/shru, and/or/xor become the llvm op of the same
meaning, maxs/maxu/mins/minu `llvm.intr.smax`..., `index.cmp` an `llvm.icmp` with the same
predicate; ceildivs, ceildivu and floordivs expand into the branch-free sequences MLIR uses
(constants 0, 1, -1 first, then compares, selects and divisions). `index.casts` / `castu`
are sext / zext or trunc, nothing when the widths agree; `index.sizeof` is the index width
as a constant; `index.constant` an `llvm.mlir.constant` truncated to the index width,
`index.bool.constant` an i1 constant. `index_patterns(tc)` gives the patterns to the other
lowerings.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import index, llvm
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.passes.convert_arith_to_llvm import LLVM_OPS, ArithPattern, OneToOne
from gpuopt.passes.lib.llvm import LLVMTypeConverter
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite.pattern import Pattern

_ONE_TO_ONE = {
    "add": "add", "sub": "sub", "mul": "mul", "divs": "sdiv", "divu": "udiv",
    "rems": "srem", "remu": "urem", "maxs": "intr.smax", "maxu": "intr.umax",
    "mins": "intr.smin", "minu": "intr.umin", "shl": "shl", "shrs": "ashr", "shru": "lshr",
    "and": "and", "or": "or", "xor": "xor",
}
_ICMP = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


def _signed(v: int, w: int) -> int:
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


class _Builder:
    """Creates llvm ops of one integer type at the rewriter's insertion point."""

    def __init__(self, rw, t) -> None:
        self.rw, self.t = rw, t

    def const(self, n: int):
        return self.rw.create(llvm.ConstantOp, value=A.IntegerAttr.get(n, self.t),
                              result_types=[self.t]).results[0]

    def op(self, name: str, *args, t=None):
        cls = LLVM_OPS[f"llvm.{name}"]
        return self.rw.insert(cls.create(list(args), [t or self.t], {}, [], [])).results[0]

    def icmp(self, pred: str, a, b):
        cls = LLVM_OPS["llvm.icmp"]
        attrs = {"predicate": A.IntegerAttr.get(_ICMP.index(pred), T.i64)}
        return self.rw.insert(cls.create([a, b], [T.i1], attrs, [], [])).results[0]

    def select(self, c, a, b):
        return self.op("select", c, a, b)


class _IndexPattern(ArithPattern):
    pass


class CeilDivSLowering(_IndexPattern):
    def rewrite(self, op, rw) -> None:
        n, m = rw.adaptor(op).operands
        rw.before(op)
        b = _Builder(rw, n.type)
        zero, pos_one, neg_one = b.const(0), b.const(1), b.const(-1)
        m_pos = b.icmp("sgt", m, zero)
        x = b.select(m_pos, neg_one, pos_one)
        pos_res = b.op("add", b.op("sdiv", b.op("add", n, x), m), pos_one)
        neg_res = b.op("sub", zero, b.op("sdiv", b.op("sub", zero, n), m))
        n_pos = b.icmp("sgt", n, zero)
        same_sign = b.icmp("eq", n_pos, m_pos)
        nonzero = b.icmp("ne", n, zero)
        cmp = b.op("and", same_sign, nonzero, t=T.i1)
        rw.replace(op, [b.select(cmp, pos_res, neg_res)])


class CeilDivULowering(_IndexPattern):
    def rewrite(self, op, rw) -> None:
        n, m = rw.adaptor(op).operands
        rw.before(op)
        b = _Builder(rw, n.type)
        zero, one = b.const(0), b.const(1)
        plus_one = b.op("add", b.op("udiv", b.op("sub", n, one), m), one)
        is_zero = b.icmp("eq", n, zero)
        rw.replace(op, [b.select(is_zero, zero, plus_one)])


class FloorDivSLowering(_IndexPattern):
    def rewrite(self, op, rw) -> None:
        n, m = rw.adaptor(op).operands
        rw.before(op)
        b = _Builder(rw, n.type)
        zero, pos_one, neg_one = b.const(0), b.const(1), b.const(-1)
        m_neg = b.icmp("slt", m, zero)
        x = b.select(m_neg, pos_one, neg_one)
        neg_res = b.op("sub", neg_one, b.op("sdiv", b.op("sub", x, n), m))
        pos_res = b.op("sdiv", n, m)
        n_neg = b.icmp("slt", n, zero)
        diff_sign = b.icmp("ne", n_neg, m_neg)
        nonzero = b.icmp("ne", n, zero)
        cmp = b.op("and", diff_sign, nonzero, t=T.i1)
        rw.replace(op, [b.select(cmp, neg_res, pos_res)])


class CmpLowering(_IndexPattern):
    def rewrite(self, op, rw) -> None:
        a, c = rw.adaptor(op).operands
        rw.before(op)
        rw.replace(op, [_Builder(rw, T.i1).icmp(op.attributes["pred"].keyword, a, c)])


def _width(t, tc) -> int:
    return tc.index_bitwidth if isinstance(t, T.IndexType) else t.width


class CastLowering(_IndexPattern):
    """casts: sext/trunc; castu: zext/trunc; equal widths: the operand itself."""

    def rewrite(self, op, rw) -> None:
        (x,) = rw.adaptor(op).operands
        out = self.tc.convert_type(op.results[0].type)
        if out is None:
            return rw.no_match(op, "failed to convert result type")
        wi, wo = x.type.width, out.width
        if wi == wo:
            return rw.replace(op, [x])
        name = "trunc" if wi > wo else ("sext" if op.name == "index.casts" else "zext")
        rw.before(op)
        rw.replace(op, [_Builder(rw, out).op(name, x)])


class SizeOfLowering(_IndexPattern):
    def rewrite(self, op, rw) -> None:
        rw.before(op)
        rw.replace(op, [_Builder(rw, self.tc.index_type).const(self.tc.index_bitwidth)])


class ConstantLowering(_IndexPattern):
    def rewrite(self, op, rw) -> None:
        rw.before(op)
        t = self.tc.index_type
        v = _signed(op.attributes["value"].value, self.tc.index_bitwidth)
        rw.replace(op, [_Builder(rw, t).const(v)])


class BoolConstantLowering(_IndexPattern):
    def rewrite(self, op, rw) -> None:
        rw.before(op)
        c = rw.create(llvm.ConstantOp, value=op.attributes["value"], result_types=[T.i1])
        rw.replace(op, c.results)


def index_patterns(tc: LLVMTypeConverter) -> list[Pattern]:
    """populateIndexToLLVMConversionPatterns (LLVM 19)."""
    out: list[Pattern] = [OneToOne(tc, index.OPS[n], t, None) for n, t in _ONE_TO_ONE.items()]
    out += [CeilDivSLowering(tc, index.OPS["ceildivs"]),
            CeilDivULowering(tc, index.OPS["ceildivu"]),
            FloorDivSLowering(tc, index.OPS["floordivs"]), CmpLowering(tc, index.CmpOp),
            CastLowering(tc, index.CastSOp), CastLowering(tc, index.CastUOp),
            SizeOfLowering(tc, index.SizeOfOp), ConstantLowering(tc, index.ConstantOp),
            BoolConstantLowering(tc, index.BoolConstantOp)]
    return out


@dataclass
class ConvertIndexToLLVM(Pass, flag="convert-index-to-llvm"):
    """Lower the `index` dialect to the `llvm` dialect."""
    anchor = "any"  # op-agnostic, as upstream declares it (nests anywhere)

    index_bitwidth: int = field(default=0, metadata={
        "help": "Bitwidth of the index type, 0 to use size of machine word"})

    pass_name = "ConvertIndexToLLVMPass"

    def run(self, op) -> str | None:
        from gpuopt.passes.lib.llvm import llvm_target
        from gpuopt.rewrite.conversion import apply_conversion
        tc = LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64)
        done = apply_conversion(op, index_patterns(tc), llvm_target(), tc, partial=True)
        return None if done.changed else PRESERVED
