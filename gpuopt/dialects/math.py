"""The math dialect: elementary functions on floats (with fastmath flags) and integers."""
from __future__ import annotations

import math

from gpuopt.dialects import arith
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.opdef import (
    Dialect,
    Op,
    Pure,
    SameOperandsAndResultType,
    constant_value,
    operand,
    result,
)

# ---- folding: mlir-opt-19 folds through the host's libm (sinf for f32, sin for f64), so
# gpuopt calls the same C functions for bit-identical constants.
_LIBM: list = []


def _libm(name: str, f32: bool, arity: int):
    if not _LIBM:
        import ctypes
        try:
            _LIBM.append(ctypes.CDLL("libm.so.6"))
        except OSError:
            _LIBM.append(None)
    lib = _LIBM[0]
    if lib is None:
        return None
    import ctypes
    fn = getattr(lib, name + ("f" if f32 else ""), None)
    if fn is None:
        return None
    c = ctypes.c_float if f32 else ctypes.c_double
    fn.restype, fn.argtypes = c, [c] * arity
    return fn


# name -> (C function, widths it folds on: "any" (exact at every width) or 32/64 only,
# whether a negative operand blocks the fold)
_F_FOLDS = {
    "absf": ("fabs", "any", False), "ceil": ("ceil", "any", False),
    "floor": ("floor", "any", False), "round": ("round", "std", False),
    "roundeven": ("roundeven", "any", False), "trunc": ("trunc", "std", False),
    "copysign": ("copysign", "any", False),
    "sqrt": ("sqrt", "std", True), "log": ("log", "std", True), "log2": ("log2", "std", True),
    "log10": ("log10", "std", True), "log1p": ("log1p", "std", False),
    **{n: (n, "std", False) for n in ("acos", "acosh", "asin", "asinh", "atan", "atanh", "cos",
                                     "cosh", "erf", "exp", "exp2", "expm1", "sin", "sinh",
                                     "tan", "tanh", "atan2")},
    "powf": ("pow", "std", False),
}


def _float_fold(op):
    name = op.name[5:]
    cname, widths, no_negative = _F_FOLDS[name]
    t = op.results[0].type
    args = [constant_value(v) for v in op.operands]
    if not all(isinstance(a, A.FloatAttr) and a.type is t for a in args):
        return None
    vals = [a.value for a in args]
    if widths == "std" and t not in (T.f32, T.f64):
        return None
    if no_negative and vals[0] < 0 or name == "log1p" and vals[0] + 1 < 0:
        return None
    fn = _libm(cname, widths == "std" and t is T.f32, len(vals))
    if fn is None:
        return None
    r = fn(*vals)
    return None if math.isnan(r) and widths == "any" else [A.FloatAttr.get(r, t)]


def _bits(t) -> int:
    return t.width if isinstance(t, T.IntegerType) else 64


def _int_fold(op):
    t = op.results[0].type
    args = [constant_value(v) for v in op.operands]
    if not isinstance(t, (T.IntegerType, T.IndexType)) or not all(
            isinstance(a, A.IntegerAttr) for a in args):
        return None
    w = _bits(t)
    mask = (1 << w) - 1
    u = [a.value & mask for a in args]
    s = [x - (1 << w) if x >> (w - 1) else x for x in u]
    name = op.name[5:]
    if name == "absi":
        r = abs(s[0])
    elif name == "ctlz":
        r = w - u[0].bit_length()
    elif name == "cttz":
        r = (u[0] & -u[0]).bit_length() - 1 if u[0] else w
    elif name == "ctpop":
        r = bin(u[0]).count("1")
    else:  # ipowi
        base, exp = s
        if exp < 0:
            if base == 0:
                return None
            r = 1 if base == 1 else (-1 if exp % 2 else 1) if base == -1 else 0
        else:
            r = pow(u[0], exp, 1 << w)
    return [A.IntegerAttr.get(r & mask if r >= 0 else r, t)]


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

    def verify(self) -> None:
        # SameOperandsAndResultShape, then AllTypesMatch<["lhs", "result"]> (ODS order).
        lhs, rhs, res = self.lhs.type, self.rhs.type, self.result_.type
        if not arith.compatible_shapes([lhs, rhs, res]):
            raise self.error("requires the same shape for all operands and results")
        if lhs != res:
            raise self.error("failed to verify that all of {lhs, result} have same type")


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
            body = {"__slots__": ()}
            if n in _F_FOLDS:
                body["fold"] = _float_fold
            elif base is _IUnary or n == "ipowi":
                body["fold"] = _int_fold
            out[n] = type(n.capitalize() + "Op", (base,), body, name=f"math.{n}")
    return out


OPS = _make()
OPS["fma"] = FmaOp
OPS["fpowi"] = FPowIOp
SqrtOp, RsqrtOp, ExpOp, LogOp = OPS["sqrt"], OPS["rsqrt"], OPS["exp"], OPS["log"]

MATH = Dialect("math", ops=list(OPS.values()))
