"""`--convert-math-to-llvm`: math ops to llvm intrinsics, as mlir-opt-19 lowers them.

One-to-one: absf, ceil, copysign, cos, ctpop, exp, exp2, floor, fma, log, log10, log2, powf
(`llvm.intr.pow`), fpowi (`llvm.intr.powi`), round, roundeven, sin, sqrt, trunc, absi
(`llvm.intr.abs`, `is_int_min_poison = false`), ctlz / cttz (`is_zero_poison = false`), with
fastmath flags carried over as `#llvm.fastmath` and n-D vectors unrolled over their leading
dimensions (as --convert-arith-to-llvm does). Expanded: `expm1` -> `exp(x) - 1`, `rsqrt` ->
`1 / sqrt(x)` and, with `approximate-log1p` (the default), `log1p` -> `log(1 + x)`; the `1` is
an `llvm.mlir.constant` (a splat for vectors), made per 1-D vector when unrolled. The other
math ops (tan, tanh, acos, atan2, erf, cbrt, ipowi, ...) stay: mlir-opt-19 leaves them to
libm or to --math-expand. `math_patterns(tc, approximate_log1p=True)` gives the patterns to
the other lowerings.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import llvm, math
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.passes.convert_arith_to_llvm import (
    LLVM_OPS,
    ArithPattern,
    OneToOne,
    converted_attrs,
    innermost,
    leading_positions,
)
from gpuopt.passes.lib.llvm import LLVMTypeConverter, constant, extract, insert, undef
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite.pattern import Pattern

# math op -> llvm intrinsic (one to one)
_ONE_TO_ONE = {
    "absf": "fabs", "ceil": "ceil", "copysign": "copysign", "cos": "cos", "ctpop": "ctpop",
    "exp": "exp", "exp2": "exp2", "floor": "floor", "fma": "fma", "log": "log",
    "log10": "log10", "log2": "log2", "powf": "pow", "fpowi": "powi", "round": "round",
    "roundeven": "roundeven", "sin": "sin", "sqrt": "sqrt", "trunc": "trunc",
}
_WITH_FLAG = {"absi": ("abs", "is_int_min_poison"), "ctlz": ("ctlz", "is_zero_poison"),
              "cttz": ("cttz", "is_zero_poison")}
# expansions: math op -> (first llvm op, second llvm op, whether the constant comes first)
_EXPANDED = {"expm1": ("intr.exp", "fsub"), "rsqrt": ("intr.sqrt", "fdiv"),
             "log1p": ("fadd", "intr.log")}


class FlagOneToOne(OneToOne):
    """abs / ctlz / cttz: one intrinsic with its poison flag false."""

    def __init__(self, tc, op_type, target: str, flag: str) -> None:
        super().__init__(tc, op_type, target, "fastmath")
        self.extra = {flag: A.bool_attr(False)}


def _one(t, shaped=None):
    """The constant 1.0 of type `t` (a float or a 1-D vector of floats); a splat of type
    `shaped` (the op's own vector type when not unrolled: `vector<f32>` for 0-D) or `t`."""
    if isinstance(t, T.VectorType):
        return A.DenseElementsAttr(1.0, shaped or t, splat=True)
    return A.FloatAttr.get(1.0, t)


class Expansion(ArithPattern):
    """expm1, rsqrt, log1p: a constant one and two llvm ops, per 1-D vector if n-D."""

    def rewrite(self, op, rw) -> None:
        types = self.result_types(op, rw)
        if types is None:
            return
        (x,) = rw.adaptor(op).operands
        if not llvm.llvm_compatible(x.type):
            return rw.no_match(op, "unsupported operand type")
        attrs = converted_attrs(op, "fastmath")
        first, second = (LLVM_OPS[f"llvm.{n}"] for n in _EXPANDED[op.name[5:]])
        rw.before(op)

        def expand(value, t, shaped=None):
            one = constant(rw, t, _one(t, shaped))
            if op.name == "math.log1p":
                add = rw.insert(first.create([one, value], [t], dict(attrs), [], [])).results[0]
                return rw.insert(second.create([add], [t], dict(attrs), [], [])).results[0]
            inner = rw.insert(first.create([value], [t], dict(attrs), [], [])).results[0]
            operands = [inner, one] if op.name == "math.expm1" else [one, inner]
            return rw.insert(second.create(operands, [t], dict(attrs), [], [])).results[0]

        rt = types[0]
        if not isinstance(rt, llvm.ArrayType):
            return rw.replace(op, [expand(x, rt, op.results[0].type)])
        desc = undef(rw, rt)
        inner_t = innermost(rt)
        for pos in leading_positions(rt):
            part = extract(rw, x, pos)
            desc = insert(rw, desc, expand(part, inner_t), pos)
        rw.replace(op, [desc])


def math_patterns(tc: LLVMTypeConverter, approximate_log1p: bool = True) -> list[Pattern]:
    """populateMathToLLVMConversionPatterns (LLVM 19)."""
    out: list[Pattern] = [OneToOne(tc, math.OPS[n], f"intr.{t}", "fastmath")
                          for n, t in _ONE_TO_ONE.items()]
    out += [FlagOneToOne(tc, math.OPS[n], f"intr.{t}", flag)
            for n, (t, flag) in _WITH_FLAG.items()]
    out += [Expansion(tc, math.OPS[n]) for n in _EXPANDED
            if n != "log1p" or approximate_log1p]
    return out


@dataclass
class ConvertMathToLLVM(Pass, flag="convert-math-to-llvm"):
    """Convert Math dialect to LLVM dialect"""
    anchor = "any"  # op-agnostic, as upstream declares it (nests anywhere)

    approximate_log1p: bool = field(default=True, metadata={
        "help": "Enable approximation of Log1p."})

    pass_name = "ConvertMathToLLVMPass"

    def run(self, op) -> str | None:
        from gpuopt.passes.lib.llvm import llvm_target
        from gpuopt.rewrite.conversion import apply_conversion
        tc = LLVMTypeConverter()
        done = apply_conversion(op, math_patterns(tc, self.approximate_log1p), llvm_target(), tc,
                                partial=True)
        return None if done.changed else PRESERVED
