"""Declarative op definitions: an op class lists its fields, traits and assembly format.

`class AddIOp(Op, name="arith.addi")` with `lhs = operand()` etc.; the base class collects
the fields, generates accessors and a keyword constructor, and registers the op by name.
"""
from __future__ import annotations

from typing import Any, ClassVar

from gpuopt.diag import UNKNOWN_LOC
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Operation, Region

SINGLE, OPTIONAL, VARIADIC = "single", "optional", "variadic"


class Field:
    """Base of op field declarations; `name` is the Python name, `mlir_name` MLIR's."""

    kind = SINGLE
    name = ""
    mlir_name = ""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name
        if not self.mlir_name:
            self.mlir_name = name


class _Segmented(Field):
    """Operands or results: possibly variadic groups with segment sizes."""

    def __init__(self, constraint: Any = None, kind: str = SINGLE) -> None:
        self.constraint = constraint
        self.kind = kind
        self.group = 0
        self._layouts: dict[type, tuple] = {}

    def _bounds(self, op: Operation, values: list) -> tuple[int, int]:
        starts = op._segments(type(self) is OperandDef, len(values))
        return starts[self.group], starts[self.group + 1]

    def _layout(self, owner: type) -> tuple:
        """How to find this field without segment sizes: (0, i) index i from the start,
        (1, i) index i from the end, (2, lo, after) the slice values[lo:len - after];
        (3,) when the op carries segment sizes (or several variadic groups)."""
        operands = type(self) is OperandDef
        defs = owner.operand_defs if operands else owner.result_defs
        key = "operandSegmentSizes" if operands else "resultSegmentSizes"
        variadic = [i for i, d in enumerate(defs) if d.kind != SINGLE]
        g = next(i for i, d in enumerate(defs) if d is self)
        if key in owner.prop_names:
            return (3, key)
        if len(variadic) > 1:
            return (3,)
        if not variadic or g < variadic[0]:
            return (0, g)
        if g > variadic[0]:
            return (1, g - len(defs))
        return (2, g, len(defs) - g - 1)

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        values = op.operands if type(self) is OperandDef else op.results
        layout = self._layouts.get(owner)
        if layout is None:
            layout = self._layouts[owner] = self._layout(owner)
        how = layout[0]
        n = len(values)
        if how == 0:
            i = layout[1]
            return values[i] if i < n else None
        if how == 1:
            i = n + layout[1]
            return values[i] if i >= 0 else None
        if how == 2:
            lo, hi = layout[1], n - layout[2]
            if self.kind == VARIADIC:
                return values[lo:hi]
            return values[lo] if hi > lo else None
        sizes = op.attributes.get(layout[1]) if len(layout) > 1 else None
        starts = _SEGMENT_STARTS.get(sizes.values) if sizes is not None else None
        if starts is not None:
            g = self.group
            lo, hi = starts[g], starts[g + 1]
        else:
            lo, hi = self._bounds(op, values)
        if self.kind == SINGLE:
            return values[lo] if hi > lo else None
        if self.kind == OPTIONAL:
            return values[lo] if hi > lo else None
        return values[lo:hi]


class OperandDef(_Segmented):
    pass


class ResultDef(_Segmented):
    pass


def operand(constraint: Any = None) -> Any:
    return OperandDef(constraint)


def opt_operand(constraint: Any = None) -> Any:
    return OperandDef(constraint, OPTIONAL)


def var_operand(constraint: Any = None) -> Any:
    return OperandDef(constraint, VARIADIC)


def result(constraint: Any = None) -> Any:
    return ResultDef(constraint)


def opt_result(constraint: Any = None) -> Any:
    return ResultDef(constraint, OPTIONAL)


def var_result(constraint: Any = None) -> Any:
    return ResultDef(constraint, VARIADIC)


class PropDef(Field):
    """An inherent attribute (a property in MLIR 19: printed in `<{...}>` generically)."""

    def __init__(self, constraint: Any = None, name: str = "", default: Any = None,
                 optional: bool = False) -> None:
        self.constraint = constraint
        self.mlir_name = name
        self.default = default
        self.kind = OPTIONAL if optional or default is not None else SINGLE

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        return op.attributes.get(self.mlir_name, self.default)


def prop(constraint: Any = None, name: str = "", default: Any = None,
         optional: bool = False) -> Any:
    return PropDef(constraint, name, default, optional)


def opt_prop(constraint: Any = None, name: str = "", default: Any = None) -> Any:
    return PropDef(constraint, name, default, optional=True)


class RegionDef(Field):
    def __init__(self, kind: str = SINGLE) -> None:
        self.kind = kind
        self.index = 0

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        if self.kind == VARIADIC:
            return op.regions[self.index:]
        return op.regions[self.index] if self.index < len(op.regions) else None


def region() -> Any:
    return RegionDef()


def var_region() -> Any:
    return RegionDef(VARIADIC)


class SuccessorDef(Field):
    def __init__(self, kind: str = SINGLE) -> None:
        self.kind = kind
        self.index = 0

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        if self.kind == VARIADIC:
            return op.successors[self.index:]
        return op.successors[self.index]


def successor() -> Any:
    return SuccessorDef()


def var_successor() -> Any:
    return SuccessorDef(VARIADIC)


# Traits are plain strings; these names are the ones passes and the verifier look at.
Pure = "Pure"
Terminator = "Terminator"
IsolatedFromAbove = "IsolatedFromAbove"
SymbolTable = "SymbolTable"
Symbol = "Symbol"
NoTerminator = "NoTerminator"
SingleBlock = "SingleBlock"
AsyncOp = "AsyncOp"
SegmentedOperands = "AttrSizedOperandSegments"
SegmentedResults = "AttrSizedResultSegments"
ConstantLike = "ConstantLike"
Commutative = "Commutative"
ReturnLike = "ReturnLike"

REGISTRY: dict[str, type[Op]] = {}
_SEGMENT_STARTS: dict[tuple, list[int]] = {}


class Op(Operation):
    """Base of registered ops; see the module docstring."""

    __slots__ = ()
    format: ClassVar[str | None] = None
    grammar_rule: ClassVar[str | None] = None  # hand-written rule in grammar/*.lark
    operand_defs: ClassVar[tuple[OperandDef, ...]] = ()
    result_defs: ClassVar[tuple[ResultDef, ...]] = ()
    prop_defs: ClassVar[tuple[PropDef, ...]] = ()
    region_defs: ClassVar[tuple[RegionDef, ...]] = ()
    successor_defs: ClassVar[tuple[SuccessorDef, ...]] = ()
    prop_names: ClassVar[frozenset[str]] = frozenset()
    fields: ClassVar[dict[str, Field]] = {}
    # Operands whose type the custom form does not spell: field -> the field whose (first)
    # type it has, or the type itself (MLIR's SameOperandsAndResultType / AllTypesMatch).
    same_type_as: ClassVar[dict[str, Any]] = {}

    def __init_subclass__(cls, name: str | None = None, traits: tuple | list = (),
                          **kw: Any) -> None:
        super().__init_subclass__(**kw)
        inherited = dict(getattr(cls, "fields", {}))
        for k, v in cls.__dict__.items():
            if isinstance(v, Field):
                inherited[k] = v
        cls.fields = inherited
        vals = list(inherited.values())
        cls.operand_defs = tuple(f for f in vals if isinstance(f, OperandDef))
        cls.result_defs = tuple(f for f in vals if isinstance(f, ResultDef))
        cls.prop_defs = tuple(f for f in vals if isinstance(f, PropDef))
        cls.prop_defaults = tuple((p.mlir_name, p.default) for p in cls.prop_defs
                                  if p.default is not None)
        cls.region_defs = tuple(f for f in vals if isinstance(f, RegionDef))
        cls.successor_defs = tuple(f for f in vals if isinstance(f, SuccessorDef))
        for group in (cls.operand_defs, cls.result_defs, cls.region_defs, cls.successor_defs):
            for i, f in enumerate(group):
                if isinstance(f, _Segmented):
                    f.group = i
                else:
                    f.index = i  # type: ignore[attr-defined]
        extra = set()
        if SegmentedOperands in traits or any(SegmentedOperands in getattr(b, "traits", ())
                                              for b in cls.__mro__[1:]):
            extra.add("operandSegmentSizes")
        if SegmentedResults in traits:
            extra.add("resultSegmentSizes")
        cls.prop_names = frozenset({p.mlir_name for p in cls.prop_defs} | extra
                                   | set(getattr(cls, "extra_props", ())))
        cls.traits = frozenset(traits) | getattr(cls, "traits", frozenset())
        if name is not None:
            cls.name = name
            REGISTRY[name] = cls

    # ---- segments ------------------------------------------------------------------
    def _segments(self, operands: bool, total: int) -> list[int]:
        defs = self.operand_defs if operands else self.result_defs
        key = "operandSegmentSizes" if operands else "resultSegmentSizes"
        sizes_attr = self.attributes.get(key)
        if isinstance(sizes_attr, A.DenseArrayAttr):
            starts = _SEGMENT_STARTS.get(sizes_attr.values)
            if starts is None:
                starts = [0]
                for s in sizes_attr.values:
                    starts.append(starts[-1] + s)
                _SEGMENT_STARTS[sizes_attr.values] = starts
            return starts
        else:
            n_var = sum(1 for d in defs if d.kind != SINGLE)
            fixed = sum(1 for d in defs if d.kind == SINGLE)
            rest = max(total - fixed, 0)
            sizes = []
            for d in defs:
                if d.kind == SINGLE:
                    sizes.append(1)
                elif n_var == 1:
                    sizes.append(rest)
                else:
                    sizes.append(0)
        starts = [0]
        for s in sizes:
            starts.append(starts[-1] + s)
        return starts

    # ---- construction --------------------------------------------------------------
    @classmethod
    def build(cls, *, result_types=(), loc=UNKNOWN_LOC, attributes=None, regions=(),
              successors=(), **fields: Any) -> Op:
        """Keyword constructor: operand/prop fields by Python name, results by type;
        properties left out get their default (as every construction does)."""
        operands: list = []
        sizes: list[int] = []
        for d in cls.operand_defs:
            v = fields.pop(d.name, None)
            group = [] if v is None else list(v) if d.kind == VARIADIC else [v]
            operands += group
            sizes.append(len(group))
        attrs = dict(attributes or {})
        for p in cls.prop_defs:
            if p.name in fields:
                v = fields.pop(p.name)
                if v is not None:
                    attrs[p.mlir_name] = v
        if "operandSegmentSizes" in cls.prop_names:
            attrs["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))
        if fields:
            raise TypeError(f"{cls.__name__}: unknown fields {sorted(fields)}")
        regions = list(regions) or [Region() for _ in cls.region_defs
                                    if _.kind == SINGLE]
        return cls.create(operands, result_types, attrs, regions, list(successors), loc)

    @classmethod
    def operand_type(cls, name: str, index: int, st: Any) -> T.Type | None:
        """The type of the `index`-th value of operand field `name` when the custom form
        writes none and `same_type_as` does not say (None: the definition's type)."""
        return None

    # ---- printing hooks ------------------------------------------------------------
    def result_names(self) -> list[str | None] | None:
        """Names for results (OpAsmOpInterface::getAsmResultNames); None: default numbering."""
        return None

    def block_arg_names(self, region_index: int) -> list[str] | None:
        """Names for entry block arguments of a region (getAsmBlockArgumentNames)."""
        return None


class Dialect:
    """A registry value: the ops, types and attributes a dialect contributes."""

    def __init__(self, name: str, ops: list | None = None, types: list | None = None,
                 attrs: list | None = None) -> None:
        self.name = name
        self.ops = ops
        self.types = types
        self.attrs = attrs


def lookup(name: str) -> type[Op] | None:
    return REGISTRY.get(name)
