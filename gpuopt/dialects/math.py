"""The math dialect: elementary functions on floats (with fastmath flags) and integers."""
from __future__ import annotations

from gpuopt.dialects import arith
from gpuopt.ir import constraints as C
from gpuopt.ir.opdef import Dialect, Op, Pure, SameOperandsAndResultType, operand, result


class _IUnary(Op, traits=[Pure, SameOperandsAndResultType]):
    operand_ = operand(C.SignlessIntLike)
    result_ = result(C.SignlessIntLike)
    format = "$operand_ attr-dict `:` type($result_)"
    same_type_as = {"operand_": "result_"}


class FmaOp(Op, name="math.fma", traits=[Pure, SameOperandsAndResultType]):
    """`%r = math.fma %a, %b, %c : f32`."""
    a = operand(C.FloatLike)
    b = operand(C.FloatLike)
    c = operand(C.FloatLike)
    result_ = result(C.FloatLike)
    fastmath = arith.fastmath_prop()
    format = "$a `,` $b `,` $c (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"
    same_type_as = {"a": "result_", "b": "result_", "c": "result_"}


class FPowIOp(Op, name="math.fpowi", traits=[Pure]):
    """`%r = math.fpowi %x, %n : f32, i32`."""
    lhs = operand(C.FloatLike)
    rhs = operand(C.SignlessIntLike)
    result_ = result(C.FloatLike)
    fastmath = arith.fastmath_prop()
    format = ("$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs) `,` "
              "type($rhs)")

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["lhs"][0]]


_F_UNARY = ("absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos",
            "cosh", "erf", "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2",
            "round", "roundeven", "rsqrt", "sin", "sinh", "sqrt", "tan", "tanh", "trunc")
_F_BINARY = ("atan2", "copysign", "powf")
_I_UNARY = ("absi", "ctlz", "cttz", "ctpop")
_I_BINARY = ("ipowi",)


def _make():
    out = {}
    for names, base in ((_F_UNARY, arith.FloatUnary), (_F_BINARY, arith.FloatBinary),
                        (_I_UNARY, _IUnary), (_I_BINARY, arith.Binary)):
        for n in names:
            out[n] = type(n.capitalize() + "Op", (base,), {"__slots__": ()}, name=f"math.{n}")
    return out


OPS = _make()
OPS["fma"] = FmaOp
OPS["fpowi"] = FPowIOp
SqrtOp, RsqrtOp, ExpOp, LogOp = OPS["sqrt"], OPS["rsqrt"], OPS["exp"], OPS["log"]

MATH = Dialect("math", ops=list(OPS.values()))
