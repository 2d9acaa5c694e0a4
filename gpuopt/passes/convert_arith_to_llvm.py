"""`--convert-arith-to-llvm`: arith ops to their llvm counterparts, as mlir-opt-19 lowers them.

Elementwise ops become one llvm op (`arith.addi` -> `llvm.add`, min/max -> `llvm.intr.smax`,
`llvm.intr.maximum`, ...), with fastmath and overflow flags carried over as `#llvm.*` flags and
the other attributes kept. An op on an n-D vector (an `!llvm.array` of 1-D vectors once
converted) is unrolled: `llvm.mlir.undef` of the array, then per leading position an
`llvm.extractvalue` of each operand, the op on 1-D vectors and an `llvm.insertvalue`.
`index_cast` / `index_castui` are `sext`/`zext` or `trunc` (nothing when the widths agree),
`mulsi/mului_extended` widen, multiply and split, `addui_extended` is
`llvm.intr.uadd.with.overflow`. `ceildivsi`, `ceildivui` and `floordivsi` are not converted
(mlir-opt-19 expects `--arith-expand` first), nor are ops whose types do not convert: the
conversion is partial. `arith_patterns(tc)` gives the patterns to other passes
(--convert-func-to-llvm includes them, as LLVM 19's does).
"""
from __future__ import annotations

import itertools
from dataclasses import dataclass, field

from gpuopt.dialects import arith, llvm
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.passes.lib.llvm import LLVMTypeConverter, constant, extract, insert, llvm_target, undef
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite.pattern import Pattern

# arith op -> llvm op name; the flag kind the op carries ("fastmath", "overflow" or None)
_ONE_TO_ONE = {
    "addi": ("add", "overflow"), "subi": ("sub", "overflow"), "muli": ("mul", "overflow"),
    "shli": ("shl", "overflow"), "divsi": ("sdiv", None), "divui": ("udiv", None),
    "remsi": ("srem", None), "remui": ("urem", None), "andi": ("and", None),
    "ori": ("or", None), "xori": ("xor", None), "shrsi": ("ashr", None),
    "shrui": ("lshr", None), "maxsi": ("intr.smax", None), "maxui": ("intr.umax", None),
    "minsi": ("intr.smin", None), "minui": ("intr.umin", None),
    "addf": ("fadd", "fastmath"), "subf": ("fsub", "fastmath"), "mulf": ("fmul", "fastmath"),
    "divf": ("fdiv", "fastmath"), "remf": ("frem", "fastmath"), "negf": ("fneg", "fastmath"),
    "maximumf": ("intr.maximum", "fastmath"), "minimumf": ("intr.minimum", "fastmath"),
    "maxnumf": ("intr.maxnum", "fastmath"), "minnumf": ("intr.minnum", "fastmath"),
    "extsi": ("sext", None), "extui": ("zext", None), "trunci": ("trunc", None),
    "sitofp": ("sitofp", None), "uitofp": ("uitofp", None), "fptosi": ("fptosi", None),
    "fptoui": ("fptoui", None), "extf": ("fpext", None),
    "bitcast": ("bitcast", None), "select": ("select", None),
    "cmpi": ("icmp", None), "cmpf": ("fcmp", "fastmath"),
}
_FLAG_NAMES = {"fastmath": ("fastmath", "fastmathFlags"),
               "overflow": ("overflowFlags", "overflowFlags")}


def llvm_flags(attr, kind: str):
    """`#arith.fastmath<nnan,ninf>` -> `#llvm.fastmath<nnan, ninf>` (overflow likewise)."""
    text = attr.text_
    words = [w.strip() for w in text[text.index("<") + 1:-1].split(",")]
    return (llvm.fastmath if kind == "fastmath" else llvm.overflow)(*words)


def _converted_attrs(op, kind: str | None) -> dict:
    """The op's attributes for the llvm op: flags renamed and converted, the rest kept."""
    out = {}
    names = _FLAG_NAMES.get(kind, (None, None))
    for k, v in op.attributes.items():
        if k == names[0]:
            out[names[1]] = llvm_flags(v, kind)
        else:
            out[k] = v
    return out


def _leading_positions(t) -> list[list[int]]:
    """The positions of the 1-D vectors in an n-D vector's `!llvm.array` nest."""
    dims = []
    while isinstance(t, llvm.ArrayType):
        dims.append(t.size)
        t = t.element_type
    return [list(p) for p in itertools.product(*(range(d) for d in dims))]


def _innermost(t):
    while isinstance(t, llvm.ArrayType):
        t = t.element_type
    return t


class ArithPattern(Pattern):
    """Lowers one arith op kind; `tc` is the LLVMTypeConverter."""

    def __init__(self, tc: LLVMTypeConverter, op_type, target: str | None = None,
                 kind: str | None = None) -> None:
        self.tc = tc
        self.op_types = (op_type,)
        self.target = target
        self.kind = kind
        self.name = f"{type(self).__name__}<{op_type.name}>"

    def result_types(self, op, rw):
        out = []
        for r in op.results:
            t = self.tc.convert_type(r.type)
            if t is None:
                rw.no_match(op, f"failed to convert result type {r.type}")
                return None
            out.append(t)
        return out


class OneToOne(ArithPattern):
    """An elementwise op to one llvm op (unrolled over n-D vectors)."""

    def rewrite(self, op, rw) -> None:
        types = self.result_types(op, rw)
        if types is None:
            return
        operands = rw.adaptor(op).operands
        cls = _LLVM_OPS[f"llvm.{self.target}"]
        attrs = _converted_attrs(op, self.kind)
        extra = getattr(self, "extra", None)
        if extra is not None:
            attrs.pop("roundingmode", None)
            attrs.update(extra)
        rw.before(op)
        rt = types[0]
        if not isinstance(rt, llvm.ArrayType):
            new = cls.create(operands, [rt], dict(attrs), [], [])
            rw.insert(new)
            return rw.replace(op, new.results)
        if any(not isinstance(v.type, llvm.ArrayType) for v in operands):
            return rw.no_match(op, "expected n-D vector operands")
        desc = undef(rw, rt)
        inner = _innermost(rt)
        for pos in _leading_positions(rt):
            parts = [extract(rw, v, pos) for v in operands]
            new = cls.create(parts, [inner], dict(attrs), [], [])
            rw.insert(new)
            desc = insert(rw, desc, new.results[0], pos)
        rw.replace(op, [desc])


class ConstantLowering(ArithPattern):
    def rewrite(self, op, rw) -> None:
        types = self.result_types(op, rw)
        if types is None:
            return
        value = op.attributes["value"]
        if not isinstance(value, A.IntegerAttr | A.FloatAttr) and not \
                type(value).__name__.startswith("Dense"):
            return rw.no_match(op, "unsupported constant value")
        rw.before(op)
        c = rw.create(llvm.ConstantOp, value=value, result_types=types)
        for k, v in op.attributes.items():
            if k != "value":
                c.attributes[k] = v
        rw.replace(op, c.results)


def _width(t) -> int:
    t = _innermost(t)
    if isinstance(t, T.VectorType):
        t = t.element_type
    return t.width


class IndexCastLowering(ArithPattern):
    """index_cast (sext/trunc) and index_castui (zext/trunc); nothing when widths agree."""

    def rewrite(self, op, rw) -> None:
        types = self.result_types(op, rw)
        if types is None:
            return
        (src,) = rw.adaptor(op).operands
        rt = types[0]
        wi, wo = _width(src.type), _width(rt)
        if wi == wo:
            return rw.replace(op, [src])
        ext = "zext" if op.name == "arith.index_castui" else "sext"
        self.target = ext if wo > wi else "trunc"
        OneToOne.rewrite(self, op, rw)


_ROUNDING = (1, 3, 2, 0, 4)  # arith's rounding modes -> llvm's (to_nearest_even: tonearest)


class TruncFLowering(ArithPattern):
    """`llvm.fptrunc`; with a rounding mode `llvm.intr.experimental.constrained.fptrunc`
    (exceptions ignored)."""

    def rewrite(self, op, rw) -> None:
        mode = op.attributes.get("roundingmode")
        if mode is None:
            self.target, self.extra = "fptrunc", None
        else:
            self.target = "intr.experimental.constrained.fptrunc"
            self.extra = {"roundingmode": A.IntegerAttr.get(_ROUNDING[mode.value], T.i64),
                          "fpExceptionBehavior": A.IntegerAttr.get(0, T.i64)}
        OneToOne.rewrite(self, op, rw)


class MulExtendedLowering(ArithPattern):
    """`mulsi_extended` / `mului_extended`: extend to twice the width, multiply, split."""

    def rewrite(self, op, rw) -> None:
        types = self.result_types(op, rw)
        if types is None:
            return
        rt = types[0]
        if isinstance(rt, llvm.ArrayType):
            return rw.no_match(op, "n-D vectors are not supported")
        a, b = rw.adaptor(op).operands
        signed = op.name == "arith.mulsi_extended"
        w = _width(rt)
        wide_elem = T.IntegerType.get(2 * w)
        wide = T.VectorType.get(rt.shape, wide_elem, rt.scalable) \
            if isinstance(rt, T.VectorType) else wide_elem
        rw.before(op)
        ext = _LLVM_OPS["llvm.sext" if signed else "llvm.zext"]
        ea = rw.insert(ext.create([a], [wide], {}, [], [])).results[0]
        eb = rw.insert(ext.create([b], [wide], {}, [], [])).results[0]
        mul = rw.insert(_LLVM_OPS["llvm.mul"].create([ea, eb], [wide], {}, [], [])).results[0]
        trunc = _LLVM_OPS["llvm.trunc"]
        low = rw.insert(trunc.create([mul], [rt], {}, [], [])).results[0]
        amount = A.IntegerAttr.get(w, wide_elem)
        if isinstance(wide, T.VectorType):
            amount = A.DenseElementsAttr(w, wide, splat=True)
        shift = constant(rw, wide, amount)
        hi = rw.insert(_LLVM_OPS["llvm.lshr"].create([mul, shift], [wide], {}, [], [])).results[0]
        high = rw.insert(trunc.create([hi], [rt], {}, [], [])).results[0]
        rw.replace(op, [low, high])


class AddUIExtendedLowering(ArithPattern):
    def rewrite(self, op, rw) -> None:
        types = self.result_types(op, rw)
        if types is None:
            return
        if any(isinstance(t, llvm.ArrayType) for t in types):
            return rw.no_match(op, "n-D vectors are not supported")
        a, b = rw.adaptor(op).operands
        rw.before(op)
        st = llvm.StructType.get(types)
        cls = _LLVM_OPS["llvm.intr.uadd.with.overflow"]
        s = rw.insert(cls.create([a, b], [st], {}, [], [])).results[0]
        rw.replace(op, [extract(rw, s, [0]), extract(rw, s, [1])])


def _llvm_ops() -> dict:
    out = {}
    for cls in llvm.LLVM.ops:
        out[cls.name] = cls
    return out


_LLVM_OPS = _llvm_ops()


def arith_patterns(tc: LLVMTypeConverter) -> list[Pattern]:
    """The arith-to-llvm patterns (populateArithToLLVMConversionPatterns)."""
    out: list[Pattern] = [ConstantLowering(tc, arith.ConstantOp)]
    for n, (target, kind) in _ONE_TO_ONE.items():
        cls = arith.OPS.get(n) or {"select": arith.SelectOp, "cmpi": arith.CmpIOp,
                                   "cmpf": arith.CmpFOp}[n]
        out.append(OneToOne(tc, cls, target, kind))
    out.append(TruncFLowering(tc, arith.OPS["truncf"]))
    out.append(IndexCastLowering(tc, arith.OPS["index_cast"]))
    out.append(IndexCastLowering(tc, arith.OPS["index_castui"]))
    out.append(MulExtendedLowering(tc, arith.MulSIExtendedOp))
    out.append(MulExtendedLowering(tc, arith.MulUIExtendedOp))
    out.append(AddUIExtendedLowering(tc, arith.AddUIExtendedOp))
    return out


@dataclass
class ConvertArithToLLVM(Pass, flag="convert-arith-to-llvm"):
    """Convert Arith dialect to LLVM dialect"""
    anchor = "any"  # op-agnostic, as upstream declares it (nests anywhere)

    index_bitwidth: int = field(default=0, metadata={
        "help": "Bitwidth of the index type, 0 to use size of machine word"})

    pass_name = "ArithToLLVMConversionPass"

    def run(self, op) -> str | None:
        from gpuopt.rewrite.conversion import apply_conversion
        tc = LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64)
        done = apply_conversion(op, arith_patterns(tc), llvm_target(), tc, partial=True)
        return None if done.changed else PRESERVED


# what the other lowerings to llvm (math, index) build on
LLVM_OPS = _LLVM_OPS
converted_attrs = _converted_attrs
innermost = _innermost
leading_positions = _leading_positions
