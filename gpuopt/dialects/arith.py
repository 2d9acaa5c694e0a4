"""The arith dialect: constants, integer and float arithmetic, comparisons, casts."""
from __future__ import annotations

import math

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
    SameOperandsAndResultType,
    constant_value,
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

    def verify(self) -> None:
        v, rt = self.attributes["value"], self.result_.type
        t = getattr(v, "type", None)
        if t is None and isinstance(v, A.StringAttr):
            t = T.none  # an untyped string is a TypedAttr of type none
        if t is not None and t is not rt:
            raise self.error("failed to verify that all of {value, result} have same type")
        if isinstance(rt, T.IntegerType) and rt.signedness:
            raise self.error("integer return type must be signless")
        if (isinstance(rt, T.VectorType) and rt.scalable and isinstance(v, A.DenseElementsAttr)
                and not v.splat):
            raise self.error("intializing scalable vectors with elements attribute is not "
                             "supported unless it's a vector splat")

    def result_names(self):
        v = self.attributes.get("value")
        if isinstance(v, A.IntegerAttr):
            if v.type is T.i1:
                return ["true" if v.value else "false"]
            if isinstance(v.type, T.IndexType):
                return [f"c{v.value}"]
            return [f"c{v.value}_{v.type}"]
        return ["cst"]


def _opaque(prefix: str, desc: str) -> C.AttrConstraint:
    """A flags attribute kept as written (`#arith.fastmath<fast>`); printed stripped."""
    return C.AttrConstraint(desc, lambda a: isinstance(a, A.OpaqueAttr)
                            and a.text_.startswith(prefix + "<"), f"stripped:{prefix}")


# Flag sets print in the enum's bit order whatever order they were written in, with mlir-opt-19's
# separators (`fastmath<reassoc,nnan>`, `overflow<nsw, nuw>`); `fast` is every fastmath flag.
FASTMATH_FLAGS = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
OVERFLOW_FLAGS = ("nsw", "nuw")


def _flag_set(kind: str, cpp: str, order: tuple, all_name: str | None, sep: str,
              attr_def: str):
    """The parse hook of `#arith.<kind><...>`: flags checked, put in order, `none` dropped."""
    names = ("none", *order, *((all_name,) if all_name else ()))

    def parse(b, body, tok) -> A.Attribute:
        b.check_flag_list(kind, body, tok, attr_def, f"::mlir::arith::{cpp}")
        words = [t for t in (body[0] if body else ()) if t[1] != ","]
        for t in words:
            if t[1] not in names:
                raise b.error(f"expected ::mlir::arith::{cpp} to be one of: {', '.join(names)}",
                              words[0][2])
        ws = {t[1] for t in words} - {"none"}
        if all_name is not None and (all_name in ws or ws >= set(order)):
            text = all_name
        else:
            text = sep.join(f for f in order if f in ws) or "none"
        return A.OpaqueAttr(f"#arith.{kind}<{text}>")
    return parse


asm.DIALECT_ATTRS["arith.fastmath"] = _flag_set("fastmath", "FastMathFlags", FASTMATH_FLAGS,
                                                "fast", ",", "Arith_FastMathAttr")
asm.DIALECT_ATTRS["arith.overflow"] = _flag_set("overflow", "IntegerOverflowFlags",
                                                OVERFLOW_FLAGS, None, ", ",
                                                "Arith_IntegerOverflowAttr")


# Overflow flags print as `overflow<nsw, nuw>`; the property is elided when `none`.
_OVERFLOW = _opaque("#arith.overflow", "Integer overflow arith flags")


class _IntBinary(Op, traits=[Pure, SameOperandsAndResultType]):
    lhs = operand(C.SignlessIntLike)
    rhs = operand(C.SignlessIntLike)
    result_ = result(C.SignlessIntLike)
    overflow_flags = opt_prop(_OVERFLOW, name="overflowFlags", storage=_OVERFLOW.check,
                              default=A.OpaqueAttr("#arith.overflow<none>"))
    format = "$lhs `,` $rhs (`overflow` `` $overflow_flags^)? attr-dict `:` type($result_)"
    same_type_as = {"lhs": "result_", "rhs": "result_"}


_FASTMATH = _opaque("#arith.fastmath", "Floating point fast math flags")


def fastmath_prop():
    """The `fastmath` property (`#arith.fastmath<...>`, elided when `none`); math uses it too."""
    return opt_prop(_FASTMATH, name="fastmath", default=A.OpaqueAttr("#arith.fastmath<none>"),
                    storage=_FASTMATH.check)


# Shared bases of the arith and math families.
class Binary(Op, traits=[Pure, SameOperandsAndResultType]):
    lhs = operand(C.SignlessIntLike)
    rhs = operand(C.SignlessIntLike)
    result_ = result(C.SignlessIntLike)
    format = "$lhs `,` $rhs attr-dict `:` type($result_)"
    same_type_as = {"lhs": "result_", "rhs": "result_"}


class FloatBinary(Op, traits=[Pure, SameOperandsAndResultType]):
    lhs = operand(C.FloatLike)
    rhs = operand(C.FloatLike)
    result_ = result(C.FloatLike)
    fastmath = fastmath_prop()
    format = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"
    same_type_as = {"lhs": "result_", "rhs": "result_"}


class FloatUnary(Op, traits=[Pure, SameOperandsAndResultType]):
    operand_ = operand(C.FloatLike)
    result_ = result(C.FloatLike)
    fastmath = fastmath_prop()
    format = "$operand_ (`fastmath` `` $fastmath^)? attr-dict `:` type($result_)"
    same_type_as = {"operand_": "result_"}


def compatible_shapes(types) -> bool:
    """MLIR's verifyCompatibleShapes: all shaped or none; ranks and static sizes agree (`?`
    and unranked match anything). SameOperandsAndResultShape in a verify()."""
    shaped = [t for t in types if isinstance(t, (T.VectorType, T.TensorType, T.MemRefType))]
    if not shaped:
        return True
    if len(shaped) != len(types):
        return False
    ranked = [t.shape for t in shaped if t.shape is not None]
    if any(len(r) != len(ranked[0]) for r in ranked):
        return False
    for dims in zip(*ranked, strict=True):
        static = {d for d in dims if d != T.DYNAMIC}
        if len(static) > 1:
            return False
    return True


class _Cast(Op, traits=[Pure]):
    in_ = operand()
    out = result()
    format = "$in_ attr-dict `:` type($in_) `to` type($out)"

    def verify(self) -> None:
        a, b = self.in_.type, self.out.type
        if not compatible_shapes([a, b]):  # SameOperandsAndResultShape, before CastOpInterface
            raise self.error("requires the same shape for all operands and results")
        if not _cast_compatible(self.name[6:], a, b):
            raise self.error(f"operand type '{a}' and result type '{b}' are cast incompatible")


_FLOAT_WIDTHS = {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128, "tf32": 19}


def _width(e: T.Type) -> int | None:
    if isinstance(e, T.IntegerType):
        return e.width
    if isinstance(e, T.IndexType):
        return None
    return _FLOAT_WIDTHS.get(str(e), 8)


def _cast_compatible(name: str, a: T.Type, b: T.Type) -> bool:
    """arith's areCastCompatible: same shape, and element types the cast can convert."""
    shaped = (T.VectorType, T.TensorType)
    if (isinstance(a, shaped) or isinstance(b, shaped)) and (
            type(a) is not type(b) or getattr(a, "shape", None) != getattr(b, "shape", None)):
        return False
    ea, eb = C.element_type(a), C.element_type(b)
    fi, ff = C.is_fixed_int_like, C.is_float_like
    if name in ("extsi", "extui"):
        return fi(ea) and fi(eb) and ea.width < eb.width
    if name == "trunci":
        return fi(ea) and fi(eb) and ea.width > eb.width
    if name == "extf":
        return ff(ea) and ff(eb) and _width(ea) < _width(eb)
    if name == "truncf":
        return ff(ea) and ff(eb) and _width(ea) > _width(eb)
    if name in ("index_cast", "index_castui"):
        return (ea is T.index and fi(eb)) or (fi(ea) and eb is T.index)
    if name == "bitcast":
        return _width(ea) is not None and _width(ea) == _width(eb)
    if name in ("sitofp", "uitofp"):
        return fi(ea) and ff(eb)
    if name in ("fptosi", "fptoui"):
        return ff(ea) and fi(eb)
    return True


# What each cast's operand and result must be (mlir-opt-19's descriptions).
_INDEX_LIKE = C.TypeConstraint("signless-integer-like or memref of signless-integer",
                               lambda t: C.is_signless_int_like(t) or (
                                   isinstance(t, T.MemRefType)
                                   and C.is_signless_int_like(t.element_type)))
_BITCASTABLE = C.TypeConstraint(
    "signless-integer-or-float-like or memref of signless-integer or float",
    lambda t: C.is_signless_int_like(t) or C.is_float_like(t) or (
        isinstance(t, T.MemRefType) and (C.is_signless_int_like(t.element_type)
                                         or C.is_float_like(t.element_type))))
_CAST_FIELDS = {"extsi": (C.SignlessFixedIntLike,) * 2, "extui": (C.SignlessFixedIntLike,) * 2,
                "trunci": (C.SignlessFixedIntLike,) * 2, "extf": (C.FloatLike,) * 2,
                "truncf": (C.FloatLike,) * 2, "sitofp": (C.SignlessFixedIntLike, C.FloatLike),
                "uitofp": (C.SignlessFixedIntLike, C.FloatLike),
                "fptosi": (C.FloatLike, C.SignlessFixedIntLike),
                "fptoui": (C.FloatLike, C.SignlessFixedIntLike),
                "index_cast": (_INDEX_LIKE,) * 2, "index_castui": (_INDEX_LIKE,) * 2,
                "bitcast": (_BITCASTABLE,) * 2}


# ---- folding (MLIR's fold hooks of the arith ops) -------------------------------------------
def _bits(t: T.Type) -> int:
    return 64 if isinstance(t, T.IndexType) else getattr(t, "width", 64)


def _u(v: int, t: T.Type) -> int:
    return v & ((1 << _bits(t)) - 1)


def _s(v: int, t: T.Type) -> int:
    w = _bits(t)
    v = _u(v, t)
    return v - (1 << w) if w and v >> (w - 1) else v


def _ints(op: Op) -> tuple[int, int] | None:
    a, b = (constant_value(v) for v in op.operands[:2])
    if isinstance(a, A.IntegerAttr) and isinstance(b, A.IntegerAttr):
        return a.value, b.value
    return None


def _is_int(v, n: int) -> bool:
    """v is the integer constant n, or a splat of it."""
    c = constant_value(v)
    if isinstance(c, A.DenseElementsAttr) and c.splat and isinstance(c.type, T.VectorType):
        et = T.element_type_of(c.type)
        return isinstance(et, (T.IntegerType, T.IndexType)) and _u(int(c.values), et) == _u(n, et)
    return isinstance(c, A.IntegerAttr) and _u(c.value, c.type) == _u(n, c.type)


def _elem_key(x, et):
    return A.float_bits(x, et) if isinstance(et, T.FloatType) else x


def dense(flat: list, t, like=None) -> A.DenseElementsAttr:
    """The dense constant of vector type t with elements `flat` (shaped like `like`): a splat
    when they are all the same bits, as MLIR's DenseElementsAttr::get makes it."""
    et = T.element_type_of(t)
    if flat and all(_elem_key(x, et) == _elem_key(flat[0], et) for x in flat):
        return A.DenseElementsAttr(flat[0], t, splat=True)
    return A.DenseElementsAttr(_reshape(flat, like) if like is not None else flat, t)


def _zero(t) -> A.Attribute:
    """Builder::getZeroAttr of an integer or vector type."""
    return A.DenseElementsAttr(0, t, splat=True) if isinstance(t, T.VectorType) \
        else A.IntegerAttr.get(0, t)


def _norm(r: int, et) -> int:
    """An integer result as dense elements hold it: 0/1 for i1, else signed."""
    return _u(r, et) if et is T.i1 else _s(r, et)


def _commute(op: Op) -> bool:
    """Moves a constant lhs to the rhs of a commutative op (MLIR's foldCommutative)."""
    if len(op.operands) == 2 and constant_value(op.operands[0]) is not None \
            and constant_value(op.operands[1]) is None:
        a, b = op.operands
        op.set_operand(0, b)
        op.set_operand(1, a)
        return True
    return False


def _dense_fold(op, compute, rt=None):
    """constFoldBinaryOp on two dense vector constants: element by element (splat with splat
    stays a splat); None when an element does not fold. compute(a, b, operand element type);
    rt: the result type when it is not the operands' (a comparison's)."""
    a, b = (constant_value(v) for v in op.operands[:2])
    t = op.operands[0].type
    if not (isinstance(a, A.DenseElementsAttr) and isinstance(b, A.DenseElementsAttr)
            and isinstance(t, T.VectorType) and a.type is t and b.type is t):
        return None
    et = T.element_type_of(t)
    t = rt or t
    if a.splat and b.splat:
        r = compute(a.values, b.values, et)
        return None if r is None else [A.DenseElementsAttr(r, t, splat=True)]
    xs = [a.values] * _count(t) if a.splat else _flatten_values(a.values)
    ys = [b.values] * _count(t) if b.splat else _flatten_values(b.values)
    out = [compute(x, y, et) for x, y in zip(xs, ys, strict=True)]
    if any(r is None for r in out):
        return None
    return [dense(out, t, b.values if a.splat else a.values)]


def _count(t) -> int:
    n = 1
    for d in t.shape:
        n *= d
    return n


def _int_element(compute):
    def apply(a, b, et):
        r = compute(int(a), int(b), et)
        return None if r is None else (_u(r, et) if et is T.i1 else _s(r, et))
    return apply


def _int_fold(compute, identity=None, zero_absorbs=False, self_value=None, ones_absorb=False,
              extremes=None, bounded=None):
    """The fold of an integer binary op: identities, absorbing values and `x op x` (what
    returns an operand, even when both are constants: divsi(true, true : i1) is true), then
    constants, then commuting; self_value "x late": x op x is x after the constants.
    extremes: (signed, x op MAX, x op MIN), each "lhs" or "rhs". bounded(a, b, t): whether
    the constants fold, asked of their last elements (MLIR's shifts and floordivsi keep the
    flag of the last element they computed)."""
    def fold(op):
        t = op.results[0].type
        lhs, rhs = op.operands
        if not isinstance(t, (T.IntegerType, T.IndexType, T.VectorType)):
            return None
        # what returns an operand comes first, as in MLIR's fold hooks (but subi(x, x) is 0,
        # a new constant, even where x is 0)
        if self_value == "0 first" and lhs is rhs:
            return [_zero(t)]
        if identity is not None and _is_int(rhs, identity):
            return [lhs]
        if zero_absorbs and _is_int(rhs, 0):
            return [rhs]
        if ones_absorb and _is_int(rhs, -1):  # or(x, all ones): MLIR returns the attribute
            return [constant_value(rhs)]
        if extremes is not None:
            et = T.element_type_of(t)
            w = _bits(et)
            hi, lo = ((1 << (w - 1)) - 1, -(1 << (w - 1))) if extremes[0] else (-1, 0)
            for value, which in ((hi, extremes[1]), (lo, extremes[2])):
                if _is_int(rhs, value):
                    return [lhs if which == "lhs" else rhs]
        if self_value == "x" and lhs is rhs:
            return [lhs]
        a, b = _last(lhs), _last(rhs)
        if bounded is None or a is None or b is None or bounded(a, b, T.element_type_of(t)):
            if isinstance(t, T.VectorType):
                folded = _dense_fold(op, _int_element(compute))
                if folded is not None:
                    return folded
            elif (c := _ints(op)) is not None:
                r = compute(c[0], c[1], t)
                return None if r is None else [A.IntegerAttr.get(r, t)]
        if self_value == "x late" and lhs is rhs:
            return [lhs]
        if self_value is not None and self_value not in ("x", "x late", "0 first") \
                and lhs is rhs:
            if isinstance(t, T.VectorType):
                return [A.DenseElementsAttr(_norm(self_value, T.element_type_of(t)), t,
                                            splat=True)]
            return [A.IntegerAttr.get(self_value, t)]
        if Commutative in op.traits and _commute(op):
            return IN_PLACE
        return None
    return fold


def _div(signed: bool, ceil: bool = False, floor: bool = False):
    def compute(a, b, t):
        a, b = (_s(a, t), _s(b, t)) if signed else (_u(a, t), _u(b, t))
        if b == 0:
            return a if floor else None  # see _floordiv_ok
        smin = -(1 << (_bits(t) - 1))
        if signed and a == smin and b == -1:
            return a if floor else None
        if signed and ceil and a != 0 and (a == smin or b == smin):
            return None  # MLIR negates a negative operand first, which overflows
        q = abs(a) // abs(b) * (1 if (a >= 0) == (b >= 0) else -1)
        if ceil and q * b != a and (a >= 0) == (b >= 0):
            q += 1
        if floor and q * b != a and (a >= 0) != (b >= 0):
            q -= 1
        return q
    return compute


def _rem(signed: bool):
    def compute(a, b, t):
        a, b = (_s(a, t), _s(b, t)) if signed else (_u(a, t), _u(b, t))
        if b == 0:
            return None
        r = abs(a) % abs(b)
        return -r if signed and a < 0 else r
    return compute


def _shift(kind: str):
    def compute(a, b, t):  # past the width: APInt's 0, or the sign for shrsi
        b = min(_u(b, t), _bits(t))
        if kind == "shl":
            return a << b
        return (_s(a, t) >> b) if kind == "shrs" else (_u(a, t) >> b)
    return compute


def _last(v) -> int | None:
    """The last element of an integer constant (a scalar's value), or None."""
    c = constant_value(v)
    if isinstance(c, A.IntegerAttr):
        return c.value
    if isinstance(c, A.DenseElementsAttr):
        return int(c.values if c.splat else _flatten_values(c.values)[-1])
    return None


def _in_width(a: int, b: int, t) -> bool:
    return _u(b, t) < _bits(t)


def _floordiv_ok(a: int, b: int, t) -> bool:
    """MLIR's floordivsi fold keeps the flag of its last element only (sfloordiv_ov assigns
    it): a zero divisor or smin / -1 there, and nothing folds."""
    return _u(b, t) != 0 and not (_s(a, t) == -(1 << (_bits(t) - 1)) and _s(b, t) == -1)


def _double_bits(x: float) -> int:
    import struct
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def _is_quiet(x: float) -> bool:
    import struct
    return bool(struct.unpack("<Q", struct.pack("<d", x))[0] >> 51 & 1)


def _quiet(x: float) -> float:
    """x with its quiet bit set (APFloat::makeQuiet): a signaling NaN becomes quiet."""
    import struct
    d = struct.unpack("<Q", struct.pack("<d", x))[0] | 1 << 51
    return struct.unpack("<d", struct.pack("<Q", d))[0]


_DEFAULT_NAN = float("nan")  # APFloat's default NaN is positive; x86's (inf - inf) is not


def _ieee(compute):
    """compute as APFloat does it: a NaN operand propagates (the lhs first), an invalid
    operation gives the positive default NaN, x / 0 an infinity."""
    def apply(a: float, b: float) -> float:
        if a != a or b != b:
            return _quiet(a if a != a else b)
        try:
            r = compute(a, b)
        except ZeroDivisionError:  # only divf: a / +-0
            r = _DEFAULT_NAN if a == 0 else math.copysign(math.inf, a) * math.copysign(1.0, b)
        except ValueError:  # only remf: fmod(inf, b) or fmod(a, 0)
            r = _DEFAULT_NAN
        return _DEFAULT_NAN if r != r else r
    return apply


def _float_fold(compute):
    compute = _ieee(compute)

    def element(a: float, b: float, et):
        try:
            return A.round_to_type(compute(a, b), et)
        except OverflowError:
            return None

    def fold(op):
        a, b = (constant_value(v) for v in op.operands[:2])
        t = op.results[0].type
        if isinstance(t, T.VectorType) and (folded := _dense_fold(op, element)) is not None:
            return folded
        if isinstance(a, A.FloatAttr) and isinstance(b, A.FloatAttr) and a.type is t:
            try:
                return [A.FloatAttr.get(compute(a.value, b.value), t)]
            except OverflowError:
                return None
        if Commutative in op.traits and _commute(op):
            return IN_PLACE
        return None
    return fold


def _cast_fold(compute):
    def fold(op):
        c = constant_value(op.operands[0])
        t = op.results[0].type
        if isinstance(c, A.IntegerAttr) and isinstance(t, (T.IntegerType, T.IndexType)):
            r = compute(c.value, c.type, t)
            return None if r is None else [A.IntegerAttr.get(r, t)]
        if isinstance(c, A.DenseElementsAttr) and isinstance(t, T.VectorType):
            st, et = T.element_type_of(c.type), T.element_type_of(t)
            flat = [c.values] if c.splat else _flatten_values(c.values)
            out = [compute(int(v), st, et) for v in flat]
            if any(r is None for r in out):
                return None
            return [dense([_norm(r, et) for r in out], t, None if c.splat else c.values)]
        return None
    return fold


def _index_cast_fold(signed: bool):
    def fold(op):
        d = op.operands[0].defining_op
        if d is not None and d.name == op.name and d.operands[0].type is op.results[0].type:
            return [d.operands[0]]
        return _cast_fold(lambda v, st, t: _s(v, st) if signed else _u(v, st))(op)
    return fold


# name: (fold, commutative); the integer ops are signless-integer-like, the float ops float-like.
_INT_OPS = {
    "addi": (_int_fold(lambda a, b, t: a + b, identity=0), True),
    "subi": (_int_fold(lambda a, b, t: a - b, identity=0, self_value="0 first"), False),
    "muli": (_int_fold(lambda a, b, t: a * b, identity=1, zero_absorbs=True), True),
    "shli": (_int_fold(_shift("shl"), identity=0, bounded=_in_width), False),
    "divsi": (_int_fold(_div(True), identity=1), False),
    "divui": (_int_fold(_div(False), identity=1), False),
    "ceildivsi": (_int_fold(_div(True, ceil=True), identity=1), False),
    "ceildivui": (_int_fold(_div(False, ceil=True), identity=1), False),
    "floordivsi": (_int_fold(_div(True, floor=True), identity=1, bounded=_floordiv_ok), False),
    "remsi": (_int_fold(_rem(True)), False),
    "remui": (_int_fold(_rem(False)), False),
    "andi": (_int_fold(lambda a, b, t: a & b, identity=-1, zero_absorbs=True,
                       self_value="x late"),
             True),
    "ori": (_int_fold(lambda a, b, t: a | b, identity=0, self_value="x late", ones_absorb=True),
            True),
    "xori": (_int_fold(lambda a, b, t: a ^ b, identity=0, self_value=0), True),
    "shrsi": (_int_fold(_shift("shrs"), identity=0, bounded=_in_width), False),
    "shrui": (_int_fold(_shift("shru"), identity=0, bounded=_in_width), False),
    "maxsi": (_int_fold(lambda a, b, t: max(_s(a, t), _s(b, t)), self_value="x",
                        extremes=(True, "rhs", "lhs")), True),
    "maxui": (_int_fold(lambda a, b, t: max(_u(a, t), _u(b, t)), self_value="x",
                        extremes=(False, "rhs", "lhs")), True),
    "minsi": (_int_fold(lambda a, b, t: min(_s(a, t), _s(b, t)), self_value="x",
                        extremes=(True, "lhs", "rhs")), True),
    "minui": (_int_fold(lambda a, b, t: min(_u(a, t), _u(b, t)), self_value="x",
                        extremes=(False, "lhs", "rhs")), True),
}
_FLOAT_OPS = {
    "addf": (_float_fold(lambda a, b: a + b), True),
    "subf": (_float_fold(lambda a, b: a - b), False),
    "mulf": (_float_fold(lambda a, b: a * b), True),
    "divf": (_float_fold(lambda a, b: a / b), False),
    "remf": (_float_fold(math.fmod), False), "maximumf": (None, True), "minimumf": (None, True),
    "maxnumf": (None, True), "minnumf": (None, True),
}
_MANTISSA = {"f16": 11, "bf16": 8, "f32": 24}


def _int_to_float(v: int, t: T.Type) -> float:
    """v rounded once to the nearest value of float type t (ties to even), inf past the top."""
    p = _MANTISSA.get(str(t))
    if p is None or v.bit_length() <= 53:  # float(v) rounds correctly to a double
        return A.round_to_type(float(v), t)
    n = abs(v)
    k = n.bit_length() - (p + 2)  # keep p + 2 bits and a sticky bit: one exact rounding
    m = (n >> k) | int(n & ((1 << k) - 1) != 0)
    r = A.round_to_type(float(m), t) * 2.0 ** k
    return A.round_to_type(-r if v < 0 else r, t)


def _float_to_int(signed: bool):
    def compute(x: float, t: T.Type):
        if x != x or x in (float("inf"), float("-inf")):
            return None
        n, w = int(x), _bits(t)  # toward zero; APFloat's opInvalidOp out of range
        lo, hi = (-(1 << (w - 1)), (1 << (w - 1)) - 1) if signed else (0, (1 << w) - 1)
        return n if lo <= n <= hi else None
    return compute


def _exact_float(x: float, t: T.Type):
    """convertFloatValue: the value in t when that loses nothing (NaNs are left alone)."""
    if x != x:  # a quiet NaN converts when its payload fits; a signaling one is opInvalidOp
        if not _is_quiet(x):
            return None
        back = A.float_from_bits(A.float_bits(x, t), t)
        return x if _double_bits(back) == _double_bits(x) else None
    try:
        r = A.round_to_type(x, t)
    except OverflowError:
        return None
    return r if r == x else None


def _bitcast(x, src: T.Type, t: T.Type):
    """The same bits in t (NaNs keep their payload: see attrs.float_bits)."""
    bits = A.float_bits(x, src) if isinstance(src, T.FloatType) else _u(int(x), src)
    return A.float_from_bits(bits, t) if isinstance(t, T.FloatType) else _norm(bits, t)


def _bitcast_fold(op):
    """Constants first (the op's own fold), then a cast to the same type (CastOpInterface's
    trait fold, which MLIR tries after)."""
    src, t = op.operands[0], op.results[0].type
    c = constant_value(src)
    st, et = T.element_type_of(src.type), T.element_type_of(t)
    if isinstance(c, (A.IntegerAttr, A.FloatAttr)) and not isinstance(t, T.VectorType):
        r = _bitcast(c.value, st, et)
        return [A.FloatAttr(r, t) if isinstance(t, T.FloatType) else A.IntegerAttr.get(r, t)]
    if isinstance(c, A.DenseElementsAttr) and isinstance(t, T.VectorType):
        flat = [c.values] if c.splat else _flatten_values(c.values)
        return [dense([_bitcast(x, st, et) for x in flat], t, None if c.splat else c.values)]
    return [src] if src.type is t else None


def _elementwise_cast(compute, source: type, target: type):
    """The fold of a cast: a scalar constant, or each element of a dense vector constant
    (MLIR's constFoldCastOp); None when some element does not fold."""
    def fold(op):
        c = constant_value(op.operands[0])
        t = op.results[0].type
        st, et = T.element_type_of(op.operands[0].type), T.element_type_of(t)
        if isinstance(c, source) and not isinstance(t, (T.VectorType, T.TensorType)):
            r = compute(c.value, st, et)
            return None if r is None else [target.get(r, t)]
        if isinstance(c, A.DenseElementsAttr) and isinstance(t, T.VectorType):
            flat = [c.values] if c.splat else _flatten_values(c.values)
            out = [compute(v, st, et) for v in flat]
            if any(r is None for r in out):
                return None
            if isinstance(T.element_type_of(t), (T.IntegerType, T.IndexType)):
                out = [_norm(r, T.element_type_of(t)) for r in out]
            return [dense(out, t, None if c.splat else c.values)]
        return None
    return fold


def _element_pairs(op, t):
    """(element type, lhs elements, rhs elements, the shape `dense` copies) of a binary op on
    two dense vector constants, or None when an operand is not one."""
    a, b = constant_value(op.lhs), constant_value(op.rhs)
    if not (isinstance(a, A.DenseElementsAttr) and isinstance(b, A.DenseElementsAttr)):
        return None
    n = _count(t)
    xs, ys = ([v.values] * n if v.splat else _flatten_values(v.values) for v in (a, b))
    like = None if a.splat and b.splat else (b.values if a.splat else a.values)
    return T.element_type_of(t), xs, ys, like


def _flatten_values(v) -> list:
    return [x for e in v for x in _flatten_values(e)] if isinstance(v, list) else [v]


def _reshape(flat: list, like):
    it = iter(flat)

    def build(v):
        return [build(e) for e in v] if isinstance(v, list) else next(it)
    return build(like)


_CAST_FOLDS = {
    "index_cast": _index_cast_fold(True), "index_castui": _index_cast_fold(False),
    "extsi": _cast_fold(lambda v, st, t: _s(v, st)),
    "extui": _cast_fold(lambda v, st, t: _u(v, st)),
    "trunci": _cast_fold(lambda v, st, t: v),
    "sitofp": _elementwise_cast(lambda v, st, t: _int_to_float(_s(v, st), t), A.IntegerAttr,
                                A.FloatAttr),
    "uitofp": _elementwise_cast(lambda v, st, t: _int_to_float(_u(v, st), t), A.IntegerAttr,
                                A.FloatAttr),
    "fptosi": _elementwise_cast(lambda v, st, t: _float_to_int(True)(v, t), A.FloatAttr,
                                A.IntegerAttr),
    "fptoui": _elementwise_cast(lambda v, st, t: _float_to_int(False)(v, t), A.FloatAttr,
                                A.IntegerAttr),
    "extf": _elementwise_cast(lambda v, st, t: _exact_float(v, t), A.FloatAttr, A.FloatAttr),
    "truncf": _elementwise_cast(lambda v, st, t: _exact_float(v, t), A.FloatAttr, A.FloatAttr),
    "bitcast": lambda op: _bitcast_fold(op),
}


ROUNDING_MODES = ("to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away")
_ROUNDING_MODE = C.AttrConstraint(
    "Floating point rounding mode", lambda a: isinstance(a, A.IntegerAttr) and a.type is T.i32
    and 0 <= a.value < len(ROUNDING_MODES), "keyword")


def _int_ops():
    out = {}
    for table, overflow_base, base in ((_INT_OPS, _IntBinary, Binary),
                                       (_FLOAT_OPS, FloatBinary, FloatBinary)):
        for n, (fold, commutative) in table.items():
            body = {"fold": fold} if fold is not None else {}
            cls = overflow_base if n in ("addi", "subi", "muli", "shli") else base
            out[n] = type(n.capitalize() + "Op", (cls,), body, name=f"arith.{n}",
                          traits=[Commutative] if commutative else [])
    out["negf"] = type("NegfOp", (FloatUnary,), {}, name="arith.negf")
    for n in ("index_cast", "index_castui", "extsi", "extui", "trunci", "sitofp", "uitofp",
              "fptosi", "fptoui", "extf", "truncf", "bitcast"):
        cname = "".join(x.capitalize() for x in n.split("_")) + "Op"
        in_, out_ = _CAST_FIELDS[n]
        body = {"in_": operand(in_), "out": result(out_)}
        if n in ("extf", "truncf"):
            # optional here, not defaulted as on the arithmetic ops: absent stays absent
            body["fastmath"] = opt_prop(_FASTMATH, name="fastmath")
            body["format"] = ("$in_ (`fastmath` `` $fastmath^)? attr-dict `:` type($in_) `to` "
                              "type($out)")
        if n == "truncf":
            body["roundingmode"] = opt_prop(_ROUNDING_MODE, name="roundingmode")
            body["format"] = ("$in_ ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` "
                              "type($in_) `to` type($out)")
        if n in _CAST_FOLDS:
            body["fold"] = _CAST_FOLDS[n]
        out[n] = type(cname, (_Cast,), body, name=f"arith.{n}")
    return out


OPS = _int_ops()
OPS["truncf"].roundingmode.keyword_of = ROUNDING_MODES
AddIOp, SubIOp, MulIOp = OPS["addi"], OPS["subi"], OPS["muli"]
AddFOp, MulFOp = OPS["addf"], OPS["mulf"]
IndexCastOp = OPS["index_cast"]

_CMP = {  # predicate value -> comparison of two integers of type t
    0: lambda a, b, t: a == b, 1: lambda a, b, t: a != b,
    2: lambda a, b, t: _s(a, t) < _s(b, t), 3: lambda a, b, t: _s(a, t) <= _s(b, t),
    4: lambda a, b, t: _s(a, t) > _s(b, t), 5: lambda a, b, t: _s(a, t) >= _s(b, t),
    6: lambda a, b, t: _u(a, t) < _u(b, t), 7: lambda a, b, t: _u(a, t) <= _u(b, t),
    8: lambda a, b, t: _u(a, t) > _u(b, t), 9: lambda a, b, t: _u(a, t) >= _u(b, t),
}
_SWAPPED = {0: 0, 1: 1, 2: 4, 4: 2, 3: 5, 5: 3, 6: 8, 8: 6, 7: 9, 9: 7}
INVERTED_CMPI = {0: 1, 1: 0, 2: 5, 5: 2, 3: 4, 4: 3, 6: 9, 9: 6, 7: 8, 8: 7}
CMPI_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
_CMPF = (  # predicate value -> comparison of two floats (a != a: a is NaN)
    lambda a, b: False, lambda a, b: a == b, lambda a, b: a > b, lambda a, b: a >= b,
    lambda a, b: a < b, lambda a, b: a <= b, lambda a, b: a < b or a > b,
    lambda a, b: a == a and b == b, lambda a, b: not (a < b or a > b),
    lambda a, b: not a <= b, lambda a, b: not a < b, lambda a, b: not a >= b,
    lambda a, b: not a > b, lambda a, b: a != b, lambda a, b: a != a or b != b,
    lambda a, b: True)
CMPF_PREDICATES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
                   "uge", "ult", "ule", "une", "uno", "true")


def _enum_keyword(builder, tok, names, what: str, t: T.Type, op: str) -> A.IntegerAttr:
    if tok[1] not in names:
        raise builder.error(f"custom op '{op}' expected string or keyword containing one of the "
                            f"following enum values for attribute '{what}' [{', '.join(names)}]",
                            tok[2])
    return A.IntegerAttr.get(names.index(tok[1]), t)


def _predicate_conv(names, op: str):
    return lambda builder, tok: _enum_keyword(builder, tok, names, "predicate", T.i64, op)


def _rounding_conv(builder, tok):
    """An optional keyword: a word that is not a rounding mode is where mlir-opt-19 expected
    the `:`, which it reports at the end of the token before."""
    if tok[1] not in ROUNDING_MODES:
        text, pos = builder.text, tok[2]
        while pos > 0 and text[pos - 1] in " \t\n\r":
            pos -= 1
        raise builder.error("expected ':'", pos)
    return A.IntegerAttr.get(ROUNDING_MODES.index(tok[1]), T.i32)


OPS["truncf"].roundingmode.convert = _rounding_conv


def _predicate(n: int) -> C.AttrConstraint:
    return C.AttrConstraint(
        "allowed 64-bit signless integer cases: " + ", ".join(map(str, range(n))),
        lambda a: C.I64Attr.check(a) and 0 <= a.value < n, "keyword", C.I64Attr.storage)


class _LhsTypes:
    """What infer_types reads (`st.types["lhs"]`), for checking a built op's result type."""

    def __init__(self, t):
        self.types = {"lhs": [t]}


class CmpIOp(Op, name="arith.cmpi", traits=[Pure]):
    """`%b = arith.cmpi slt, %a, %c : index`."""
    predicate = prop(_predicate(len(CMPI_PREDICATES)))
    lhs = operand(C.SignlessIntLike)
    rhs = operand(C.SignlessIntLike)
    result_ = result(C.BoolLike)
    format = "$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)"
    same_type_as = {"rhs": "lhs"}
    names = CMPI_PREDICATES

    @classmethod
    def infer_types(cls, d, operands, st):
        t = st.types["lhs"][0]
        if isinstance(t, T.VectorType):  # scalable dimensions stay scalable
            return [T.VectorType.get(t.shape, T.i1, t.scalable)]
        if isinstance(t, T.TensorType):
            return [type(t).get(t.shape, T.i1)]
        return [T.i1]

    def verify(self) -> None:
        # SameTypeOperands, then TypesMatchWith<result = getI1SameShape(lhs)>.
        if self.lhs.type is not self.rhs.type:
            raise self.error("requires all operands to have the same type")
        if self.result_.type is not self.infer_types(None, None, _LhsTypes(self.lhs.type))[0]:
            raise self.error("failed to verify that result type has i1 element type and same "
                             "shape as operands")

    def fold(self):
        pred = self.attributes["predicate"].value
        t = self.lhs.type
        if self.lhs is self.rhs and isinstance(t, T.VectorType):  # a splat of the answer
            return [A.DenseElementsAttr(pred in (0, 3, 5, 7, 9), self.result_.type, splat=True)]
        if not isinstance(t, (T.IntegerType, T.IndexType, T.VectorType)):
            return None
        if self.lhs is self.rhs:
            return [A.IntegerAttr.get(int(pred in (0, 3, 5, 7, 9)), T.i1)]  # eq, sle, sge, ...
        if _is_int(self.rhs, 0):
            ext = self.lhs.defining_op
            if type(ext) in (OPS["extsi"], OPS["extui"]) and pred == 1 \
                    and ext.operands[0].type is T.i1:  # ext(%x : i1) != 0 -> %x
                return [ext.operands[0]]
        if isinstance(t, T.VectorType):
            folded = _dense_fold(self, lambda a, b, et: int(_CMP[pred](int(a), int(b), et)),
                                 self.result_.type)
            if folded is not None:
                return folded
        c = _ints(self)
        if c is None:
            if constant_value(self.lhs) is not None and constant_value(self.rhs) is None:
                lhs, rhs = self.operands  # the constant goes right, the predicate swapped
                self.set_operand(0, rhs)
                self.set_operand(1, lhs)
                self.attributes["predicate"] = A.IntegerAttr.get(_SWAPPED[pred], T.i64)
                return IN_PLACE
            return None
        return [A.IntegerAttr.get(int(_CMP[pred](c[0], c[1], t)), T.i1)]


class CmpFOp(Op, name="arith.cmpf", traits=[Pure]):
    """`%b = arith.cmpf olt, %a, %c : f32`."""
    predicate = prop(_predicate(len(CMPF_PREDICATES)))
    lhs = operand(C.FloatLike)
    rhs = operand(C.FloatLike)
    result_ = result(C.BoolLike)
    fastmath = fastmath_prop()
    format = ("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` "
              "type($lhs)")
    same_type_as = {"rhs": "lhs"}
    names = CMPF_PREDICATES
    infer_types = CmpIOp.infer_types
    verify = CmpIOp.verify

    def fold(self):
        # MLIR's CmpFOp::fold: two scalar constants, where a NaN on one side stands for both
        # (mlir-opt-19 folds no vector comparison of floats)
        a, b = (c if isinstance(c := constant_value(v), A.FloatAttr) else None
                for v in (self.lhs, self.rhs))
        if a is not None and a.value != a.value:
            b = a
        if b is not None and b.value != b.value:
            a = b
        if a is None or b is None:
            return None
        pred = self.attributes["predicate"].value
        return [A.IntegerAttr.get(int(_CMPF[pred](a.value, b.value)), T.i1)]


for _cls in (CmpIOp, CmpFOp):
    _cls.predicate.convert = _predicate_conv(_cls.names, _cls.name)
    _cls.predicate.keyword_of = _cls.names


class AddUIExtendedOp(Op, name="arith.addui_extended", traits=[Pure, Commutative]):
    """`%sum, %overflow = arith.addui_extended %a, %b : i32, i1`."""
    lhs = operand(C.SignlessIntLike)
    rhs = operand(C.SignlessIntLike)
    sum = result(C.SignlessIntLike)
    overflow = result(C.BoolLike)
    format = "$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)"
    same_type_as = {"lhs": "sum", "rhs": "sum"}

    def verify(self) -> None:
        if not self.lhs.type is self.rhs.type is self.sum.type:
            raise self.error("failed to verify that all of {lhs, rhs, sum} have same type")
        if isinstance(self.overflow.type, (T.VectorType, T.TensorType)) and not isinstance(
                self.lhs.type, (T.VectorType, T.TensorType)):
            raise self.error("if a result is non-scalar, then at least one operand must be "
                             "non-scalar")
        shaped = [t for t in (self.lhs.type, self.sum.type, self.overflow.type)
                  if isinstance(t, (T.VectorType, T.TensorType))]
        if any(type(t) is not type(shaped[0]) or t.shape != shaped[0].shape
               or getattr(t, "scalable", None) != getattr(shaped[0], "scalable", None)
               for t in shaped):  # Elementwise
            raise self.error("all non-scalar operands/results must have the same shape and "
                             "base type")

    def result_names(self):
        return ["sum", "overflow"]

    def fold(self):
        t = self.sum.type
        if isinstance(t, T.VectorType) and _is_int(self.rhs, 0):  # x + 0: x, no overflow
            return [self.lhs, A.DenseElementsAttr(0, self.overflow.type, splat=True)]
        if isinstance(t, T.VectorType):
            pairs = _element_pairs(self, t)
            if pairs is not None:
                et, xs, ys, like = pairs
                total = [_u(int(x), et) + _u(int(y), et) for x, y in zip(xs, ys, strict=True)]
                return [dense([_norm(x, et) for x in total], t, like),
                        dense([int(x >> _bits(et) != 0) for x in total],
                              self.overflow.type, like)]
            return IN_PLACE if _commute(self) else None
        if not isinstance(t, (T.IntegerType, T.IndexType)):
            return None
        if _is_int(self.rhs, 0):  # x + 0: x, no overflow
            return [self.lhs, A.IntegerAttr.get(0, T.i1)]
        c = _ints(self)
        if c is not None:
            total = _u(c[0], t) + _u(c[1], t)
            return [A.IntegerAttr.get(_u(total, t), t),
                    A.IntegerAttr.get(int(total >> _bits(t) != 0), T.i1)]
        return IN_PLACE if _commute(self) else None


class _MulExtended(Op, traits=[Pure, Commutative]):
    lhs = operand(C.SignlessIntLike)
    rhs = operand(C.SignlessIntLike)
    low = result(C.SignlessIntLike)
    high = result(C.SignlessIntLike)
    format = "$lhs `,` $rhs attr-dict `:` type($lhs)"
    same_type_as = {"rhs": "lhs"}

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["lhs"][0]]

    def verify(self) -> None:
        if not self.lhs.type is self.rhs.type is self.low.type is self.high.type:
            raise self.error("failed to verify that all of {lhs, rhs, low, high} have same type")

    def result_names(self):
        return ["low", "high"]

    def fold(self):
        t = self.low.type
        if not isinstance(t, (T.IntegerType, T.IndexType, T.VectorType)):
            return None
        if _is_int(self.rhs, 0):  # x * 0: 0, 0
            zero = constant_value(self.rhs)
            return [zero, zero]
        if self.name == "arith.mului_extended" and _is_int(self.rhs, 1):  # x * 1: x, 0
            return [self.lhs, A.DenseElementsAttr(0, t, splat=True)
                    if isinstance(t, T.VectorType) else A.IntegerAttr.get(0, t)]
        signed = self.name == "arith.mulsi_extended"
        if isinstance(t, T.VectorType):
            pairs = _element_pairs(self, t)
            if pairs is not None:
                et, xs, ys, like = pairs
                full = [(_s(x, et) * _s(y, et)) if signed else _u(x, et) * _u(y, et)
                        for x, y in zip(xs, ys, strict=True)]
                return [dense([_norm(f, et) for f in full], t, like),
                        dense([_norm(f >> _bits(et), et) for f in full], t, like)]
            return IN_PLACE if _commute(self) else None
        c = _ints(self)
        if c is not None:
            a, b = (_s(x, t) for x in c) if signed else (_u(x, t) for x in c)
            full = a * b
            return [A.IntegerAttr.get(_u(full, t), t),
                    A.IntegerAttr.get(_u(full >> _bits(t), t), t)]
        return IN_PLACE if _commute(self) else None


class MulUIExtendedOp(_MulExtended, name="arith.mului_extended"):
    """`%low, %high = arith.mului_extended %a, %b : i32`."""


class MulSIExtendedOp(_MulExtended, name="arith.mulsi_extended"):
    """`%low, %high = arith.mulsi_extended %a, %b : i32`."""


# `: T` when the condition is i1, `: vector<4xi1>, vector<4xT>` when it is shaped.
@directive("select_types", 'custom_select_types: type ["," type]')
def _parse_select_types(b, v, st, args):
    cond, res = (v[0], v[1]) if v[1] is not None else (T.i1, v[0])
    st.types[args[0].field.name] = [cond]
    st.types[args[1].field.name] = [res]


@_parse_select_types.printer
def _print_select_types(p, op, args):
    ct, rt = op.condition.type, op.result_.type
    return p.type_text(rt) if ct is T.i1 else f"{p.type_text(ct)}, {p.type_text(rt)}"


@asm.rule("custom_select_types")
def _custom_select_types(b, c):
    return (c[0], c[1])


class SelectOp(Op, name="arith.select", traits=[Pure]):
    """`%r = arith.select %c, %a, %b : i32`."""
    condition = operand(C.BoolLike)
    true_value = operand()
    false_value = operand()
    result_ = result()
    format = ("$condition `,` $true_value `,` $false_value attr-dict `:` "
              "custom<select_types>(type($condition), type($result_))")
    same_type_as = {"condition": T.i1, "true_value": "result_", "false_value": "result_"}

    def verify(self) -> None:
        ct, rt = self.condition.type, self.result_.type
        if not self.true_value.type is self.false_value.type is rt:
            raise self.error("failed to verify that all of {true_value, false_value, result} "
                             "have same type")
        if isinstance(ct, (T.VectorType, T.TensorType)) and not (
                type(ct) is type(rt) and ct.shape == rt.shape):
            raise self.error("failed to verify that condition is signless i1 or has matching "
                             "shape")

    def fold(self):
        cond, a, b = self.operands
        if a is b:  # first, as in MLIR
            return [a]
        c = constant_value(cond)
        if isinstance(c, A.IntegerAttr) and isinstance(cond.type, T.IntegerType):
            return [a if c.value else b]
        if isinstance(c, A.DenseElementsAttr) and c.splat:
            return [a if c.values else b]
        ca, cb = constant_value(a), constant_value(b)
        if isinstance(c, A.DenseElementsAttr) and isinstance(ca, A.DenseElementsAttr) \
                and isinstance(cb, A.DenseElementsAttr):
            n = _count(c.type)
            ps, xs, ys = ([v.values] * n if v.splat else _flatten_values(v.values)
                          for v in (c, ca, cb))
            return [dense([x if p else y for p, x, y in zip(ps, xs, ys, strict=True)],
                          self.result_.type, c.values)]
        if a is b:
            return [a]
        if self.results[0].type is T.i1 and _is_int(a, 1) and _is_int(b, 0):
            return [cond]
        cmp = cond.defining_op
        if type(cmp) is CmpIOp and cmp.attributes["predicate"].value in (0, 1) and (
                (cmp.lhs is a and cmp.rhs is b) or (cmp.rhs is a and cmp.lhs is b)):
            return [a if cmp.attributes["predicate"].value == 1 else b]
        return None


# ---- folds beyond constants and identities (MLIR 19's fold hooks) ---------------------------
def _def(v, cls):
    d = v.defining_op
    return d if type(d) is cls else None


def _before(extra, cls) -> None:
    """`cls.fold` tries `extra` first, then what it folded before."""
    base = cls.__dict__.get("fold")

    def fold(op):
        r = extra(op)
        if r is not None:
            return r
        return base(op) if base is not None else None
    cls.fold = fold


def _addi_fold(op):
    lhs, rhs = op.operands
    sub = _def(lhs, SubIOp)
    if sub is not None and sub.operands[1] is rhs:  # addi(subi(a, b), b) -> a
        return [sub.operands[0]]
    sub = _def(rhs, SubIOp)
    if sub is not None and sub.operands[1] is lhs:  # addi(b, subi(a, b)) -> a
        return [sub.operands[0]]
    return None


def _subi_fold(op):
    lhs, rhs = op.operands
    add = _def(lhs, AddIOp)
    if add is not None and not isinstance(op.results[0].type, (T.VectorType, T.TensorType)):
        if add.operands[1] is rhs:  # subi(addi(a, b), b) -> a
            return [add.operands[0]]
        if add.operands[0] is rhs:  # subi(addi(a, b), a) -> b
            return [add.operands[1]]
    return None


def _xori_fold(op):
    lhs, rhs = op.operands
    inner = _def(lhs, OPS["xori"])
    if inner is not None:
        if inner.operands[1] is rhs:  # xor(xor(x, a), a) -> x
            return [inner.operands[0]]
        if inner.operands[0] is rhs:  # xor(xor(a, x), a) -> x
            return [inner.operands[1]]
    return None


def _andi_fold(op):
    # and(x, not(x)) and and(not(x), x) are 0, where not(x) is xori(x, all ones)
    lhs, rhs = op.operands
    for x, y in ((lhs, rhs), (rhs, lhs)):
        n = _def(y, OPS["xori"])
        if n is not None and n.operands[0] is x and _is_int(n.operands[1], -1):
            return [_zero(op.results[0].type)]
    return None


def _rem_one(op):
    t = op.results[0].type
    if isinstance(t, (T.IntegerType, T.IndexType)) and _is_int(op.operands[1], 1):
        return [A.IntegerAttr.get(0, t)]
    if isinstance(t, T.VectorType) and _is_int(op.operands[1], 1):
        return [A.DenseElementsAttr(0, t, splat=True)]
    return None


def _ext_fold(op):
    inner = _def(op.operands[0], type(op))
    if inner is not None:  # ext(ext(x)) -> ext(x)
        op.set_operand(0, inner.operands[0])
        return IN_PLACE
    return None


def _trunci_fold(op):
    src = op.operands[0]
    d = src.defining_op
    if type(d) in (OPS["extui"], OPS["extsi"]):
        inner = d.operands[0]
        if isinstance(inner.type, T.IntegerType) and isinstance(op.results[0].type,
                                                               T.IntegerType):
            if inner.type.width > op.results[0].type.width:
                op.set_operand(0, inner)
                return IN_PLACE
            if inner.type is op.results[0].type:
                return [inner]
    if type(d) is OPS["trunci"]:
        op.set_operand(0, d.operands[0])
        return IN_PLACE
    return None


def _is_float(v, x: float, negative_zero: bool | None = None) -> bool:
    c = constant_value(v)
    if isinstance(c, A.DenseElementsAttr) and c.splat and isinstance(c.type, T.VectorType):
        c = A.FloatAttr(c.values, T.element_type_of(c.type))
    if not isinstance(c, A.FloatAttr) or c.value != x:
        return False
    if negative_zero is None:
        return True
    import math
    return math.copysign(1.0, c.value) < 0 if negative_zero else math.copysign(1.0, c.value) > 0


def _addf_fold(op):
    return [op.operands[0]] if _is_float(op.operands[1], 0.0, True) else None


def _subf_fold(op):
    return [op.operands[0]] if _is_float(op.operands[1], 0.0, False) else None


def _one_fold(op):
    return [op.operands[0]] if _is_float(op.operands[1], 1.0) else None


def _negf_fold(op):
    inner = _def(op.operands[0], OPS["negf"])
    if inner is not None:
        return [inner.operands[0]]
    c = constant_value(op.operands[0])
    if isinstance(c, A.FloatAttr) and c.type is op.results[0].type:
        return [A.FloatAttr.get(-c.value, c.type)]
    if isinstance(c, A.DenseElementsAttr) and c.type is op.results[0].type:
        flat = [c.values] if c.splat else _flatten_values(c.values)
        return [dense([-x for x in flat], c.type, None if c.splat else c.values)]
    return None


def _minmax_fold(kind: str):
    """maximumf/minimumf/maxnumf/minnumf: x op x, the identity (-inf for max, +inf for min),
    constants. mlir-opt-19 folds three with NaN-propagating llvm::maximum/minimum, but minnumf
    with llvm::minnum, where a NaN operand gives the other one."""
    import math
    is_max = kind.startswith("max")

    def identity(c: float) -> bool:
        return c == (-math.inf if is_max else math.inf)

    def compute(a: float, b: float) -> float:
        if kind == "minnumf" and (math.isnan(a) or math.isnan(b)):
            return b if math.isnan(a) else a
        if math.isnan(a) or math.isnan(b):  # the NaN itself, its sign and payload
            return a if math.isnan(a) else b
        if a == b == 0.0:  # the sign of zero decides
            neg = math.copysign(1, a) < 0, math.copysign(1, b) < 0
            return -0.0 if (all(neg) if is_max else any(neg)) else 0.0
        return max(a, b) if is_max else min(a, b)

    def fold(op):
        lhs, rhs = op.operands
        if lhs is rhs:
            return [lhs]
        c = constant_value(rhs)
        if isinstance(c, A.FloatAttr) and identity(c.value) or \
                isinstance(c, A.DenseElementsAttr) and c.splat and identity(c.values):
            return [lhs]
        a = constant_value(lhs)
        t = op.results[0].type
        if isinstance(a, A.FloatAttr) and isinstance(c, A.FloatAttr) and a.type is t:
            return [A.FloatAttr.get(compute(a.value, c.value), t)]
        if isinstance(t, T.VectorType):
            folded = _dense_fold(op, lambda x, y, et: compute(x, y))
            if folded is not None:
                return folded
        return IN_PLACE if _commute(op) else None
    return fold


for _k in ("maximumf", "minimumf", "maxnumf", "minnumf"):
    OPS[_k].fold = _minmax_fold(_k)


for _n, _f in (("addi", _addi_fold), ("subi", _subi_fold), ("xori", _xori_fold),
               ("andi", _andi_fold),
               ("remui", _rem_one), ("remsi", _rem_one), ("extui", _ext_fold),
               ("extsi", _ext_fold), ("trunci", _trunci_fold), ("addf", _addf_fold),
               ("subf", _subf_fold), ("mulf", _one_fold), ("divf", _one_fold),
               ("negf", _negf_fold)):
    _before(_f, OPS[_n])


ARITH = Dialect("arith", ops=list(OPS.values()) + [ConstantOp, CmpIOp, CmpFOp, SelectOp,
                                                   AddUIExtendedOp, MulUIExtendedOp,
                                                   MulSIExtendedOp])
