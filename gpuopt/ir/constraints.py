"""Field constraints of op definitions: a fast predicate and mlir-opt-19's description of it.

`operand(Index)` declares an operand that must be `index`; the verifier words a failure as
mlir-opt does (`operand #0 must be index, but got 'f32'`). A type constraint may carry the one
type it admits (`buildable`), which custom formats use when they spell no type; an attribute
constraint may carry a syntax style (`"symbol_name"`, `"unit"`) for the format compiler.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gpuopt.ir import attrs as A
from gpuopt.ir import types as T


class Constraint:
    """A predicate with the text mlir-opt-19 prints for it."""

    __slots__ = ("desc", "check")

    def __init__(self, desc: str, check: Callable[[Any], bool]) -> None:
        self.desc = desc
        self.check = check

    def __call__(self, x: Any) -> bool:
        return self.check(x)

    def __repr__(self) -> str:
        return f"<{type(self).__name__} {self.desc!r}>"


class TypeConstraint(Constraint):
    """Constrains the type of an operand or result; `buildable` is the one type it admits;
    `cpp_class(type)`: whether a type is of the C++ class the constraint's values have (a
    custom form's `type($x)` of another class is "invalid kind of type specified")."""

    __slots__ = ("buildable", "cpp_class")

    def __init__(self, desc: str, check: Callable[[Any], bool],
                 buildable: T.Type | None = None,
                 cpp_class: Callable[[Any], bool] | None = None) -> None:
        super().__init__(desc, check)
        self.buildable = buildable
        self.cpp_class = cpp_class


class AttrConstraint(Constraint):
    """Constrains an attribute; `style` is how custom formats spell it (None: any attribute);
    `storage(attr)`: whether `attr` is of the C++ class a property of this constraint is
    stored as (a generic form giving another is an "invalid properties" parse error)."""

    __slots__ = ("style", "storage")

    def __init__(self, desc: str, check: Callable[[Any], bool], style: str | None = None,
                 storage: Callable[[Any], bool] | None = None) -> None:
        super().__init__(desc, check)
        self.style = style
        self.storage = storage


# ---- types ------------------------------------------------------------------------------
def element_type(t: T.Type) -> T.Type:
    """The element type of a vector or tensor; any other type itself."""
    return t.element_type if isinstance(t, (T.VectorType, T.TensorType)) else t


def is_signless_int_like(t: T.Type) -> bool:
    e = element_type(t)
    return type(e) is T.IndexType or (type(e) is T.IntegerType and not e.signedness)


def is_fixed_int_like(t: T.Type) -> bool:
    e = element_type(t)
    return type(e) is T.IntegerType and not e.signedness


def is_float_like(t: T.Type) -> bool:
    return isinstance(element_type(t), T.FloatType)


def is_bool_like(t: T.Type) -> bool:
    return element_type(t) is T.i1


def type_is(t: T.Type, desc: str) -> TypeConstraint:
    """Exactly the type `t`."""
    return TypeConstraint(desc, lambda x: x is t, buildable=t)


def of_class(cls: type | tuple, desc: str) -> TypeConstraint:
    return TypeConstraint(desc, lambda x: isinstance(x, cls))


def any_of(desc: str, *cs: TypeConstraint) -> TypeConstraint:
    checks = tuple(c.check for c in cs)
    return TypeConstraint(desc, lambda x: any(c(x) for c in checks))


def int_width(width: int) -> TypeConstraint:
    return type_is(T.IntegerType.get(width), f"{width}-bit signless integer")


AnyType = TypeConstraint("any type", lambda x: True)
Index = type_is(T.index, "index")
I1 = int_width(1)
I32 = int_width(32)
I64 = int_width(64)
SignlessIntLike = TypeConstraint("signless-integer-like", is_signless_int_like)
SignlessFixedIntLike = TypeConstraint("signless-fixed-width-integer-like", is_fixed_int_like)
FloatLike = TypeConstraint("floating-point-like", is_float_like)
BoolLike = TypeConstraint("bool-like", is_bool_like)
AnyInteger = of_class(T.IntegerType, "integer")
AnyFloat = of_class(T.FloatType, "floating-point")
_ranked_memref = lambda t: type(t) is T.MemRefType and t.shape is not None  # noqa: E731
AnyMemRef = TypeConstraint("memref of any type values", _ranked_memref, cpp_class=_ranked_memref)
AnyRankedOrUnrankedMemRef = TypeConstraint("ranked or unranked memref of any type values",
                                           lambda t: isinstance(t, T.MemRefType),
                                           cpp_class=lambda t: isinstance(t, T.MemRefType))
FunctionType = of_class(T.FunctionType, "function type")
AnyUnrankedMemRef = TypeConstraint("unranked.memref of any type values",
                                   lambda t: type(t) is T.MemRefType and t.shape is None)
StaticMemRef = TypeConstraint("statically shaped memref of any type values",
                              lambda t: type(t) is T.MemRefType and t.shape is not None
                              and T.DYNAMIC not in t.shape)


# ---- attributes ---------------------------------------------------------------------------
def _is(cls: type) -> Callable[[Any], bool]:
    return lambda a: type(a) is cls


def int_attr(width: int, desc: str | None = None) -> AttrConstraint:
    t = T.index if width == 0 else T.IntegerType.get(width)
    text = desc or ("index attribute" if width == 0 else
                    f"{width}-bit signless integer attribute")
    return AttrConstraint(text, lambda a: type(a) is A.IntegerAttr and a.type is t,
                          storage=_is(A.IntegerAttr))


def dense_array(width: int) -> AttrConstraint:
    t = T.IntegerType.get(width)
    check = lambda a: type(a) is A.DenseArrayAttr and a.element_type is t  # noqa: E731
    return AttrConstraint(f"i{width} dense array attribute", check, storage=check)


def type_attr_of(c: TypeConstraint) -> AttrConstraint:
    return AttrConstraint(f"type attribute of {c.desc}",
                          lambda a: type(a) is A.TypeAttr and c.check(a.value),
                          storage=_is(A.TypeAttr))


AnyAttr = AttrConstraint("any attribute", lambda a: True)
StrAttr = AttrConstraint("string attribute", _is(A.StringAttr), "string", _is(A.StringAttr))
SymbolNameAttr = AttrConstraint("string attribute", _is(A.StringAttr), "symbol_name",
                                _is(A.StringAttr))
UnitAttr = AttrConstraint("unit attribute", _is(A.UnitAttr), "unit", _is(A.UnitAttr))
SymbolRefAttr = AttrConstraint("symbol reference attribute", _is(A.SymbolRefAttr),
                               "symbol_ref", _is(A.SymbolRefAttr))
_flat = lambda a: type(a) is A.SymbolRefAttr and not a.nested  # noqa: E731
FlatSymbolRefAttr = AttrConstraint("flat symbol reference attribute", _flat, "symbol_ref", _flat)
TypeAttr = AttrConstraint("any type attribute", _is(A.TypeAttr), "type", _is(A.TypeAttr))
_bool = lambda a: type(a) is A.IntegerAttr and a.type is T.i1  # noqa: E731
BoolAttr = AttrConstraint("bool attribute", _bool, storage=_bool)
FunctionTypeAttr = type_attr_of(FunctionType)
ArrayAttr = AttrConstraint("array attribute", _is(A.ArrayAttr), storage=_is(A.ArrayAttr))
DictArrayAttr = AttrConstraint("Array of dictionary attributes",
                               lambda a: type(a) is A.ArrayAttr and
                               all(type(x) is A.DictionaryAttr for x in a.value),
                               storage=_is(A.ArrayAttr))
I32Attr = int_attr(32)
I64Attr = int_attr(64)
IndexAttr = int_attr(0)
DenseI32Array = dense_array(32)
DenseI64Array = dense_array(64)


def type_constraint(c: Any) -> TypeConstraint | None:
    """The constraint an operand or result declaration means (a type: exactly that type)."""
    if c is None or isinstance(c, TypeConstraint):
        return c
    if isinstance(c, T.Type):
        if type(c) is T.IntegerType and not c.signedness:
            return int_width(c.width)
        return type_is(c, str(c))
    raise TypeError(f"not a type constraint: {c!r}")
