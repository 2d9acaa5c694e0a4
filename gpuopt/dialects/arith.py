"""The arith dialect: constants, integer and float arithmetic, comparisons, casts."""
from __future__ import annotations

from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.opdef import (
    Commutative,
    ConstantLike,
    Dialect,
    Op,
    Pure,
    operand,
    opt_prop,
    prop,
    result,
)


class ConstantOp(Op, name="arith.constant", traits=[Pure, ConstantLike]):
    """`%c0 = arith.constant 0 : index`; result names follow the value (`%c0`, `%cst`, `%true`)."""
    value = prop()
    result_ = result()
    format = "attr-dict $value"

    @classmethod
    def infer_types(cls, d, operands, st):
        v = st.attrs.get("value")
        t = getattr(v, "type", None)
        return [t] if t is not None else []

    def result_names(self):
        v = self.attributes.get("value")
        if isinstance(v, A.IntegerAttr):
            if v.type is T.i1:
                return ["true" if v.value else "false"]
            if isinstance(v.type, T.IndexType):
                return [f"c{v.value}"]
            return [f"c{v.value}_{v.type}"]
        return ["cst"]


# Overflow flags print as `overflow<nsw, nuw>`; the property is elided when `none`.
class _IntBinary(Op, traits=[Pure]):
    lhs = operand()
    rhs = operand()
    result_ = result()
    overflow_flags = opt_prop("stripped:#arith.overflow", name="overflowFlags",
                              default=A.OpaqueAttr("#arith.overflow<none>"))
    format = "$lhs `,` $rhs (`overflow` `` $overflow_flags^)? attr-dict `:` type($result_)"
    same_type_as = {"lhs": "result_", "rhs": "result_"}


def fastmath_prop():
    """The `fastmath` property (`#arith.fastmath<...>`, elided when `none`); math uses it too."""
    return opt_prop("stripped:#arith.fastmath", name="fastmath",
                    default=A.OpaqueAttr("#arith.fastmath<none>"))


# Shared bases of the arith and math families.
class Binary(Op, traits=[Pure]):
    lhs = operand()
    rhs = operand()
    result_ = result()
    format = "$lhs `,` $rhs attr-dict `:` type($result_)"
    same_type_as = {"lhs": "result_", "rhs": "result_"}


class FloatBinary(Op, traits=[Pure]):
    lhs = operand()
    rhs = operand()
    result_ = result()
    fastmath = fastmath_prop()
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"
    same_type_as = {"lhs": "result_", "rhs": "result_"}


class FloatUnary(Op, traits=[Pure]):
    operand_ = operand()
    result_ = result()
    fastmath = fastmath_prop()
    format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"
    same_type_as = {"operand_": "result_"}


class _Cast(Op, traits=[Pure]):
    in_ = operand()
    out = result()
    format = "$in_ attr-dict `:` type($in_) `to` type($out)"


def _int_ops():
    out = {}
    for n in ("addi", "subi", "muli", "shli"):
        out[n] = type(n.capitalize() + "Op", (_IntBinary,), {}, name=f"arith.{n}",
                      traits=[Commutative] if n in ("addi", "muli") else [])
    for n in ("divsi", "divui", "ceildivsi", "ceildivui", "floordivsi", "remsi", "remui",
              "andi", "ori", "xori", "shrsi", "shrui", "maxsi", "maxui", "minsi", "minui"):
        out[n] = type(n.capitalize() + "Op", (Binary,), {}, name=f"arith.{n}")
    for n in ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf",
              "minnumf"):
        out[n] = type(n.capitalize() + "Op", (FloatBinary,), {}, name=f"arith.{n}")
    for n in ("negf",):
        out[n] = type(n.capitalize() + "Op", (FloatUnary,), {}, name=f"arith.{n}")
    for n in ("index_cast", "index_castui", "extsi", "extui", "trunci", "sitofp", "uitofp",
              "fptosi", "fptoui", "extf", "truncf", "bitcast"):
        cname = "".join(x.capitalize() for x in n.split("_")) + "Op"
        out[n] = type(cname, (_Cast,), {}, name=f"arith.{n}")
    return out


OPS = _int_ops()
AddIOp, SubIOp, MulIOp = OPS["addi"], OPS["subi"], OPS["muli"]
AddFOp, MulFOp = OPS["addf"], OPS["mulf"]
IndexCastOp = OPS["index_cast"]

CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
                   "uge", "ult", "ule", "une", "uno", "true")


def _predicate_conv(names):
    def conv(builder, tok):
        if tok[1] not in names:
            raise builder.error(f"expected one of [{', '.join(map(repr, names))}] for "
                                f"predicate, got: {tok[1]}", tok[2])
        return A.IntegerAttr.get(names.index(tok[1]), T.i64)
    return conv


class CmpIOp(Op, name="arith.cmpi", traits=[Pure]):
    """`%b = arith.cmpi slt, %a, %c : index`."""
    predicate = prop("keyword")
    lhs = operand()
    rhs = operand()
    result_ = result()
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    same_type_as = {"rhs": "lhs"}
    names = CMPI_PREDICATES

    @classmethod
    def infer_types(cls, d, operands, st):
        t = st.types["lhs"][0]
        if isinstance(t, (T.VectorType, T.TensorType)):
            return [type(t).get(t.shape, T.i1)]
        return [T.i1]


class CmpFOp(Op, name="arith.cmpf", traits=[Pure]):
    """`%b = arith.cmpf olt, %a, %c : f32`."""
    predicate = prop("keyword")
    lhs = operand()
    rhs = operand()
    result_ = result()
    fastmath = fastmath_prop()
    format = ("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` "
              "type($lhs)")
    same_type_as = {"rhs": "lhs"}
    names = CMPF_PREDICATES
    infer_types = CmpIOp.infer_types


for _cls in (CmpIOp, CmpFOp):
    _cls.predicate.convert = _predicate_conv(_cls.names)
    _cls.predicate.keyword_of = _cls.names


class SelectOp(Op, name="arith.select", traits=[Pure]):
    """`%r = arith.select %c, %a, %b : i32`."""
    condition = operand()
    true_value = operand()
    false_value = operand()
    result_ = result()
    format = "$condition `,` $true_value `,` $false_value attr-dict `:` type($result_)"
    same_type_as = {"condition": T.i1, "true_value": "result_", "false_value": "result_"}


ARITH = Dialect("arith", ops=list(OPS.values()) + [ConstantOp, CmpIOp, CmpFOp, SelectOp])
