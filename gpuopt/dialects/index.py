"""The index dialect: integer arithmetic on `index` values whose width the target decides.

Folds are computed on 64-bit values; an op whose low 32 bits depend on the high ones
(divisions, remainders, right shifts, min/max, comparisons) folds only when the 64-bit result
truncated to 32 bits equals the result computed on the operands truncated to 32 bits, as
mlir-opt-19 does, so a fold holds whatever the index width turns out to be.
"""
from __future__ import annotations

from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.assembly import directive
from gpuopt.ir.opdef import (
    IN_PLACE,
    Commutative,
    ConstantLike,
    Dialect,
    Op,
    Pure,
    constant_value,
    operand,
    prop,
    result,
)

PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")


class CmpPredicateAttr(A.Attribute):
    """`#index<cmp_predicate slt>`, the predicate of index.cmp."""

    __slots__ = ("keyword",)

    def __init__(self, keyword: str) -> None:
        self.keyword = keyword

    def __eq__(self, other):
        return isinstance(other, CmpPredicateAttr) and other.keyword == self.keyword

    def __hash__(self):
        return hash(("index.cmp_predicate", self.keyword))

    def __str__(self) -> str:
        return f"#index<cmp_predicate {self.keyword}>"


_CPP_ENUM = "::mlir::index::IndexCmpPredicate"


def _index_attr(b, body, tok):
    if body is None:
        raise b.error("expected '<'", tok[2])
    words = [t for t in body[0]]
    if words and words[0][1] == "cmp_predicate" and len(words) == 2:
        w = words[1]
        if w[1] not in PREDICATES:
            raise b.enum_error(w, _CPP_ENUM, "IndexCmpPredicateAttr", PREDICATES, in_op=False)
        return CmpPredicateAttr(w[1])
    return A.OpaqueAttr(f"#index<{body[1]}>")


asm.DIALECT_ATTRS["index"] = _index_attr

_PREDICATE = C.AttrConstraint("index comparison predicate",
                              lambda a: isinstance(a, CmpPredicateAttr), "keyword")


def _predicate_conv(builder, tok):
    if tok[1] not in PREDICATES:
        raise builder.enum_error(tok, _CPP_ENUM, "IndexCmpPredicateAttr", PREDICATES)
    return CmpPredicateAttr(tok[1])


# ---- 64/32-bit arithmetic -------------------------------------------------------------------
def _u(v: int, w: int) -> int:
    return v & ((1 << w) - 1)


def _s(v: int, w: int) -> int:
    v = _u(v, w)
    return v - (1 << w) if v >> (w - 1) else v


def _sdiv(a: int, b: int, w: int) -> int:  # APInt::sdiv: truncates toward zero, wraps
    a, b = _s(a, w), _s(b, w)
    q = abs(a) // abs(b)
    return _u(q if (a >= 0) == (b >= 0) else -q, w)


def _srem(a: int, b: int, w: int) -> int:
    a, b = _s(a, w), _s(b, w)
    r = abs(a) % abs(b)
    return _u(-r if a < 0 else r, w)


def _ceildivs(n, m, w):
    if _s(n, w) == 0:
        return 0
    if (_s(n, w) > 0) != (_s(m, w) > 0):
        return _u(-_sdiv(_u(-n, w), m, w), w)
    x = -1 if _s(m, w) > 0 else 1
    return _u(_sdiv(_u(n + x, w), m, w) + 1, w)


def _floordivs(n, m, w):
    if _s(n, w) == 0:
        return 0
    m_neg = _s(m, w) < 0
    if (_s(n, w) < 0) == m_neg:
        return _sdiv(n, m, w)
    x = 1 if m_neg else -1
    return _u(-1 - _s(_sdiv(_u(x - n, w), m, w), w), w)


def _ceildivu(n, m, w):
    n, m = _u(n, w), _u(m, w)
    return 0 if n == 0 else (n - 1) // m + 1


def _nonzero(fn):
    return lambda a, b, w: None if _u(b, w) == 0 else fn(a, b, w)


def _small_shift(fn):
    return lambda a, b, w: None if _u(b, w) >= 32 else fn(a, _u(b, w), w)


# name -> (compute(a, b, width) -> int | None, checked at 32 bits, commutative, rhs identity)
_BINARY = {
    "add": (lambda a, b, w: a + b, False, True, 0),
    "sub": (lambda a, b, w: a - b, False, False, 0),
    "mul": (lambda a, b, w: a * b, False, True, 1),
    "divs": (_nonzero(_sdiv), True, False, None),
    "divu": (_nonzero(lambda a, b, w: _u(a, w) // _u(b, w)), True, False, None),
    "ceildivs": (_nonzero(_ceildivs), True, False, None),
    "ceildivu": (_nonzero(_ceildivu), True, False, None),
    "floordivs": (_nonzero(_floordivs), True, False, None),
    "rems": (_nonzero(_srem), True, False, None),
    "remu": (_nonzero(lambda a, b, w: _u(a, w) % _u(b, w)), True, False, None),
    "maxs": (lambda a, b, w: max(_s(a, w), _s(b, w)), True, True, None),
    "maxu": (lambda a, b, w: max(_u(a, w), _u(b, w)), True, True, None),
    "mins": (lambda a, b, w: min(_s(a, w), _s(b, w)), True, True, None),
    "minu": (lambda a, b, w: min(_u(a, w), _u(b, w)), True, True, None),
    "shl": (_small_shift(lambda a, b, w: a << b), False, False, None),
    "shrs": (_small_shift(lambda a, b, w: _s(a, w) >> b), True, False, None),
    "shru": (_small_shift(lambda a, b, w: _u(a, w) >> b), True, False, None),
    "and": (lambda a, b, w: a & b, False, True, None),
    "or": (lambda a, b, w: a | b, False, True, None),
    "xor": (lambda a, b, w: a ^ b, False, True, None),
}


def _index_int(v) -> int | None:
    c = constant_value(v)
    return c.value if type(c) is A.IntegerAttr and c.type is not T.i1 else None


def _binary_fold(name: str):
    compute, checked, commutative, identity = _BINARY[name]

    def fold(op):
        a, b = _index_int(op.lhs), _index_int(op.rhs)
        if a is not None and b is not None:
            r64 = compute(a, b, 64)
            if r64 is None:
                return None
            if checked:
                r32 = compute(_u(a, 32), _u(b, 32), 32)
                if r32 is None or _u(r64, 32) != _u(r32, 32):
                    return None
            return [A.IntegerAttr.get(_s(r64, 64), T.index)]
        if b is not None and identity is not None and _u(b, 64) == identity:
            return [op.lhs]
        if name == "mul" and b == 0:
            return [A.IntegerAttr.get(0, T.index)]  # the attribute, as MLIR's folder does
        if commutative and a is not None and b is None:
            lhs, rhs = op.operands
            op.set_operand(0, rhs)
            op.set_operand(1, lhs)
            return IN_PLACE
        return None
    return fold


class _Binary(Op, traits=[Pure]):
    lhs = operand(C.Index)
    rhs = operand(C.Index)
    result_ = result(C.Index)
    format = "$lhs `,` $rhs attr-dict"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [T.index]


def _binary_ops() -> dict:
    out = {}
    for n, (_, _, commutative, _) in _BINARY.items():
        cname = n.capitalize() + "Op"
        out[n] = type(cname, (_Binary,), {"fold": _binary_fold(n),
                                          "__doc__": f"`%r = index.{n} %a, %b`."},
                      name=f"index.{n}", traits=[Commutative] if commutative else [])
    return out


OPS = _binary_ops()


# ---- index.cmp --------------------------------------------------------------------------
_CMP = {"eq": lambda a, b, w: a == b, "ne": lambda a, b, w: a != b,
        "slt": lambda a, b, w: _s(a, w) < _s(b, w), "sle": lambda a, b, w: _s(a, w) <= _s(b, w),
        "sgt": lambda a, b, w: _s(a, w) > _s(b, w), "sge": lambda a, b, w: _s(a, w) >= _s(b, w),
        "ult": lambda a, b, w: _u(a, w) < _u(b, w), "ule": lambda a, b, w: _u(a, w) <= _u(b, w),
        "ugt": lambda a, b, w: _u(a, w) > _u(b, w), "uge": lambda a, b, w: _u(a, w) >= _u(b, w)}


class CmpOp(Op, name="index.cmp", traits=[Pure]):
    """`%b = index.cmp slt(%a, %c)`; folds on constants and on equal operands, and
    `cmp(sub(a, b), 0)` becomes `cmp(a, b)`."""
    pred = prop(_PREDICATE, storage=_PREDICATE.check)
    lhs = operand(C.Index)
    rhs = operand(C.Index)
    result_ = result(C.I1)
    format = "$pred `(` $lhs `,` $rhs `)` attr-dict"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [T.i1]

    def fold(self):
        pred = self.attributes["pred"].keyword
        if self.lhs is self.rhs:
            return [A.bool_attr(pred in ("eq", "sle", "sge", "ule", "uge"))]
        a, b = _index_int(self.lhs), _index_int(self.rhs)
        if a is None or b is None:
            return None
        r64 = _CMP[pred](_u(a, 64), _u(b, 64), 64)
        if r64 != _CMP[pred](_u(a, 32), _u(b, 32), 32):
            return None
        return [A.bool_attr(r64)]


CmpOp.pred.convert = _predicate_conv




# ---- constants --------------------------------------------------------------------------
@directive("index_value", "custom_index_value: INT")
def _parse_index_value(b, v, st, args):
    text = v[1]
    neg = text.startswith("-")
    val = int(text, 16) if "0x" in text else int(text)
    if "0x" in text and not neg and val >> 63 == 0 or "0x" not in text and (
            -(1 << 63) <= val < (1 << 63) and not (neg and val == 0)):
        st.attrs[args[0].field.mlir_name] = A.IntegerAttr.get(val, T.index)
        return
    raise b.error("integer constant out of range for attribute", v[2] + neg)


@_parse_index_value.printer
def _print_index_value(p, op, args):
    return str(op.attributes[args[0].field.mlir_name].value)


@asm.rule("custom_index_value")
def _custom_index_value(b, c):
    return c[0]


@directive("bool_value", "custom_bool_value: attribute")
def _parse_bool_value(b, v, st, args):
    a = v
    if type(a) is A.IntegerAttr and a.type is T.i64 and a.value in (0, 1):
        a = A.bool_attr(bool(a.value))
    st.attrs[args[0].field.mlir_name] = a


@_parse_bool_value.printer
def _print_bool_value(p, op, args):
    return "true" if op.attributes[args[0].field.mlir_name].value else "false"


@asm.rule("custom_bool_value")
def _custom_bool_value(b, c):
    return c[0]


class ConstantOp(Op, name="index.constant", traits=[Pure, ConstantLike]):
    """`%idx4 = index.constant 4`."""
    value = prop(C.IndexAttr, storage=lambda a: type(a) is A.IntegerAttr)
    result_ = result(C.Index)
    format = "attr-dict custom<index_value>($value)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [T.index]

    def result_names(self):
        v = self.attributes.get("value")
        return [f"idx{v.value}"] if isinstance(v, A.IntegerAttr) else None


class BoolConstantOp(Op, name="index.bool.constant", traits=[Pure, ConstantLike]):
    """`%true = index.bool.constant true`."""
    value = prop(C.BoolAttr, storage=C.BoolAttr.check)
    result_ = result(C.I1)
    format = "attr-dict custom<bool_value>($value)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [T.i1]

    def result_names(self):
        v = self.attributes.get("value")
        return [("true" if v.value else "false")] if isinstance(v, A.IntegerAttr) else None


def materialize(attr, type, loc):
    """IndexDialect::materializeConstant: i1 as index.bool.constant, index as index.constant."""
    if type is T.i1 and isinstance(attr, A.IntegerAttr) and attr.type is T.i1:
        return BoolConstantOp.build(attributes={"value": attr}, result_types=[T.i1], loc=loc)
    if type is T.index and isinstance(attr, A.IntegerAttr) and attr.type is T.index:
        return ConstantOp.build(attributes={"value": attr}, result_types=[T.index], loc=loc)
    return None


# ---- casts and sizeof -------------------------------------------------------------------
_INT_OR_INDEX = C.TypeConstraint("integer or index",
                                 lambda t: isinstance(t, (T.IntegerType, T.IndexType)))


class _Cast(Op, traits=[Pure]):
    input = operand(_INT_OR_INDEX)
    output = result(_INT_OR_INDEX)
    format = "$input attr-dict `:` type($input) `to` type($output)"
    signed = False

    def verify(self) -> None:
        a, b = self.input.type, self.output.type
        if isinstance(a, T.IndexType) == isinstance(b, T.IndexType):
            raise self.error(f"operand type '{a}' and result type '{b}' are cast incompatible")

    def fold(self):
        c = constant_value(self.input)
        t = self.output.type
        if type(c) is not A.IntegerAttr:
            return None
        w_in = 64 if isinstance(c.type, T.IndexType) else c.type.width
        w_out = 64 if isinstance(t, T.IndexType) else t.width
        v = _s(c.value, w_in) if self.signed else _u(c.value, w_in)
        v = _u(v, w_out)
        if isinstance(t, T.IndexType) or t.width > 1:
            v = _s(v, w_out)
        return [A.IntegerAttr.get(v, t)]


class CastSOp(_Cast, name="index.casts"):
    """`%i = index.casts %x : i32 to index`: sign-extends or truncates."""
    signed = True


class CastUOp(_Cast, name="index.castu"):
    """`%i = index.castu %x : index to i64`: zero-extends or truncates."""


class SizeOfOp(Op, name="index.sizeof", traits=[Pure]):
    """`%n = index.sizeof`: the width of `index` in bits."""
    result_ = result(C.Index)
    format = "attr-dict"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [T.index]


INDEX = Dialect("index", ops=[*OPS.values(), CmpOp, ConstantOp, BoolConstantOp, CastSOp,
                              CastUOp, SizeOfOp], attrs=[CmpPredicateAttr])
