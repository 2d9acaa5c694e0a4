"""Folding: what the greedy driver and --canonicalize know about constants and dead ops.

A table keyed by op name (`_FOLD[op.name](op)`) returns None (no fold), IN_PLACE (operands
swapped or otherwise changed) or one Value/Attribute per result, as MLIR's `fold` hooks do.
An op class may also define its own `fold(self)`.
"""
from __future__ import annotations

from gpuopt.ir import attrs as A
from gpuopt.ir import types as T

IN_PLACE = "in-place"
# Ops without side effects beyond the Pure trait (memory-effect-free in MLIR's terms).
EFFECT_FREE = {"memref.dim", "memref.cast", "memref.subview", "memref.view",
               "memref.reinterpret_cast", "builtin.unrealized_conversion_cast", "math.absf",
               "math.sqrt", "math.exp", "math.log", "math.sin", "math.cos", "math.tanh",
               "math.rsqrt", "math.fma", "math.powf", "llvm.mlir.constant", "llvm.mlir.undef",
               "llvm.mlir.zero", "llvm.mlir.addressof"}


def effect_free(op) -> bool:
    if op.has_trait("Pure") or op.name in EFFECT_FREE:
        return all(effect_free(o) for r in op.regions for b in r.blocks for o in b.ops
                   if not o.has_trait("Terminator")) if op.regions else True
    return False


def is_constant(op) -> bool:
    return op.has_trait("ConstantLike") and "value" in op.attributes and len(op.results) == 1


def constant_key(op) -> tuple:
    return (op.name.split(".")[0], op.attributes["value"], op.results[0].type)


def const_value(v):
    """The attribute of a value defined by a constant op, or None."""
    d = getattr(v, "op", None)
    if d is not None and is_constant(d):
        return d.attributes["value"]
    return None


def materialize(attr, type, loc):
    from gpuopt.dialects import arith
    if isinstance(attr, (A.IntegerAttr, A.FloatAttr)) and attr.type is type:
        return arith.ConstantOp.build(value=attr, result_types=[type], loc=loc)
    return None


def fold(op):
    own = getattr(op, "fold", None)
    if callable(own):
        return own()
    fn = _FOLD.get(op.name)
    if fn is None:
        return None
    return fn(op)


# ---- integer helpers -------------------------------------------------------------------------
def _width(t) -> int:
    return 64 if isinstance(t, T.IndexType) else getattr(t, "width", 64)


def _u(v: int, t) -> int:
    return v & ((1 << _width(t)) - 1)


def _s(v: int, t) -> int:
    w = _width(t)
    v = _u(v, t)
    return v - (1 << w) if w and v >> (w - 1) else v


def _ints(op):
    a, b = (const_value(v) for v in op.operands[:2])
    if isinstance(a, A.IntegerAttr) and isinstance(b, A.IntegerAttr):
        return a.value, b.value
    return None


def _is_int(v, n: int) -> bool:
    c = const_value(v)
    return isinstance(c, A.IntegerAttr) and _u(c.value, c.type) == _u(n, c.type)


def _commute(op) -> bool:
    """Moves a constant lhs to the rhs of a commutative op (MLIR's foldCommutative)."""
    if len(op.operands) == 2 and const_value(op.operands[0]) is not None \
            and const_value(op.operands[1]) is None:
        a, b = op.operands
        op.set_operand(0, b)
        op.set_operand(1, a)
        return True
    return False


def _int_binary(compute, identity=None, zero_absorbs=False, self_value=None, commutative=False):
    def fn(op):
        t = op.results[0].type
        if not isinstance(t, (T.IntegerType, T.IndexType)):
            return None
        lhs, rhs = op.operands
        c = _ints(op)
        if c is not None:
            r = compute(c[0], c[1], t)
            return None if r is None else [A.IntegerAttr.get(r, t)]
        if identity is not None and _is_int(rhs, identity):
            return [lhs]
        if zero_absorbs and _is_int(rhs, 0):
            return [rhs]
        if self_value is not None and lhs is rhs:
            return [lhs] if self_value == "x" else [A.IntegerAttr.get(self_value, t)]
        if commutative and _commute(op):
            return IN_PLACE
        return None
    return fn


def _div(signed: bool, ceil: bool = False, floor: bool = False):
    def compute(a, b, t):
        a, b = (_s(a, t), _s(b, t)) if signed else (_u(a, t), _u(b, t))
        if b == 0:
            return None
        if signed and a == -(1 << (_width(t) - 1)) and b == -1:
            return None
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
    def compute(a, b, t):
        w = _width(t)
        b = _u(b, t)
        if b >= w:
            return None
        if kind == "shl":
            return a << b
        return (_s(a, t) >> b) if kind == "shrs" else (_u(a, t) >> b)
    return compute


_CMP = {
    0: lambda a, b, t: a == b, 1: lambda a, b, t: a != b,
    2: lambda a, b, t: _s(a, t) < _s(b, t), 3: lambda a, b, t: _s(a, t) <= _s(b, t),
    4: lambda a, b, t: _s(a, t) > _s(b, t), 5: lambda a, b, t: _s(a, t) >= _s(b, t),
    6: lambda a, b, t: _u(a, t) < _u(b, t), 7: lambda a, b, t: _u(a, t) <= _u(b, t),
    8: lambda a, b, t: _u(a, t) > _u(b, t), 9: lambda a, b, t: _u(a, t) >= _u(b, t),
}
_CMP_SELF = {0: True, 1: False, 2: False, 3: True, 4: False, 5: True, 6: False, 7: True,
             8: False, 9: True}


def _fold_cmpi(op):
    pred = op.attributes["predicate"].value
    t = op.operands[0].type
    if not isinstance(t, (T.IntegerType, T.IndexType)):
        return None
    if op.operands[0] is op.operands[1]:
        return [A.IntegerAttr.get(int(_CMP_SELF[pred]), T.i1)]
    c = _ints(op)
    if c is None:
        return None
    return [A.IntegerAttr.get(int(_CMP[pred](c[0], c[1], t)), T.i1)]


def _fold_select(op):
    cond, a, b = op.operands
    c = const_value(cond)
    if isinstance(c, A.IntegerAttr) and isinstance(cond.type, T.IntegerType):
        return [a if c.value else b]
    if a is b:
        return [a]
    if op.results[0].type is T.i1 and _is_int(a, 1) and _is_int(b, 0):
        return [cond]
    return None


def _fold_cast(compute):
    def fn(op):
        c = const_value(op.operands[0])
        t = op.results[0].type
        if isinstance(c, A.IntegerAttr) and isinstance(t, (T.IntegerType, T.IndexType)):
            r = compute(c.value, c.type, t)
            return None if r is None else [A.IntegerAttr.get(r, t)]
        return None
    return fn


def _fold_index_cast(op):
    src = op.operands[0]
    d = getattr(src, "op", None)
    if d is not None and d.name == op.name and d.operands[0].type is op.results[0].type:
        return [d.operands[0]]
    return _fold_cast(lambda v, st, t: _s(v, st) if op.name == "arith.index_cast"
                      else _u(v, st))(op)


def _float_binary(compute):
    def fn(op):
        a, b = (const_value(v) for v in op.operands[:2])
        t = op.results[0].type
        if isinstance(a, A.FloatAttr) and isinstance(b, A.FloatAttr) and a.type is t:
            try:
                return [A.FloatAttr.get(compute(a.value, b.value), t)]
            except (ZeroDivisionError, OverflowError, ValueError):
                return None
        if op.name in ("arith.addf", "arith.mulf") and _commute(op):
            return IN_PLACE
        return None
    return fn


def _m(a: int, b: int, t) -> int:
    return a * b


_FOLD = {
    "arith.addi": _int_binary(lambda a, b, t: a + b, identity=0, commutative=True),
    "arith.subi": _int_binary(lambda a, b, t: a - b, identity=0, self_value=0),
    "arith.muli": _int_binary(_m, identity=1, zero_absorbs=True, commutative=True),
    "arith.divsi": _int_binary(_div(True), identity=1),
    "arith.divui": _int_binary(_div(False), identity=1),
    "arith.ceildivsi": _int_binary(_div(True, ceil=True), identity=1),
    "arith.ceildivui": _int_binary(_div(False, ceil=True), identity=1),
    "arith.floordivsi": _int_binary(_div(True, floor=True), identity=1),
    "arith.remsi": _int_binary(_rem(True)),
    "arith.remui": _int_binary(_rem(False)),
    "arith.andi": _int_binary(lambda a, b, t: a & b, identity=-1, zero_absorbs=True,
                              self_value="x", commutative=True),
    "arith.ori": _int_binary(lambda a, b, t: a | b, identity=0, self_value="x",
                             commutative=True),
    "arith.xori": _int_binary(lambda a, b, t: a ^ b, identity=0, self_value=0,
                              commutative=True),
    "arith.shli": _int_binary(_shift("shl"), identity=0),
    "arith.shrsi": _int_binary(_shift("shrs"), identity=0),
    "arith.shrui": _int_binary(_shift("shru"), identity=0),
    "arith.maxsi": _int_binary(lambda a, b, t: max(_s(a, t), _s(b, t)), self_value="x",
                               commutative=True),
    "arith.minsi": _int_binary(lambda a, b, t: min(_s(a, t), _s(b, t)), self_value="x",
                               commutative=True),
    "arith.maxui": _int_binary(lambda a, b, t: max(_u(a, t), _u(b, t)), self_value="x",
                               commutative=True),
    "arith.minui": _int_binary(lambda a, b, t: min(_u(a, t), _u(b, t)), self_value="x",
                               commutative=True),
    "arith.cmpi": _fold_cmpi,
    "arith.select": _fold_select,
    "arith.index_cast": _fold_index_cast,
    "arith.index_castui": _fold_index_cast,
    "arith.extsi": _fold_cast(lambda v, st, t: _s(v, st)),
    "arith.extui": _fold_cast(lambda v, st, t: _u(v, st)),
    "arith.trunci": _fold_cast(lambda v, st, t: v),
    "arith.addf": _float_binary(lambda a, b: a + b),
    "arith.subf": _float_binary(lambda a, b: a - b),
    "arith.mulf": _float_binary(lambda a, b: a * b),
    "arith.divf": _float_binary(lambda a, b: a / b),
}
