"""Declarative op definitions: an op class lists its fields, traits and assembly format.

`class AddIOp(Op, name="arith.addi")` with `lhs = operand(C.SignlessIntLike)` etc.; the base
class collects the fields, generates accessors and a keyword constructor, registers the op by
name, and verifies what the fields and traits declare (`verify_invariants`, cached per op
shape) before the op's own `verify()`.
"""
from __future__ import annotations

from typing import Any, ClassVar

from gpuopt.diag import UNKNOWN_LOC, VerifyError
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.constraints import AttrConstraint, TypeConstraint, type_constraint
from gpuopt.ir.core import Operation, Region, Value

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
        tc = type_constraint(constraint)
        self.type_check: TypeConstraint | None = tc
        # The syntax hint custom formats read: the one type the field admits, if any.
        self.constraint = tc.buildable if tc is not None else None
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
    """An inherent attribute (a property in MLIR 19: printed in `<{...}>` generically).

    Its constraint is declared in the class body (`prop(C.StrAttr)`): the op class reads the
    constraints of its fields when it is created."""

    def __init__(self, constraint: Any = None, name: str = "", default: Any = None,
                 optional: bool = False, storage: Any = None) -> None:
        self.attr_check: AttrConstraint | None = None
        if isinstance(constraint, AttrConstraint):
            self.attr_check = constraint
            if storage is None:
                storage = constraint.storage
            constraint = constraint.style
        # storage(attr) -> bool: whether `attr` is of the C++ attribute class the property is
        # stored as; a generic form whose value is not is rejected at parse time ("invalid
        # properties ... in property conversion"), not by the verifier. None: any attribute.
        self.storage = storage
        self.constraint = constraint  # the syntax style custom formats read (a string)
        self.mlir_name = name
        self.default = default
        self.kind = OPTIONAL if optional or default is not None else SINGLE

    def __get__(self, op: Operation | None, owner: type) -> Any:
        if op is None:
            return self
        return op.attributes.get(self.mlir_name, self.default)


def prop(constraint: Any = None, name: str = "", default: Any = None,
         optional: bool = False, storage: Any = None) -> Any:
    return PropDef(constraint, name, default, optional, storage)


def opt_prop(constraint: Any = None, name: str = "", default: Any = None,
             storage: Any = None) -> Any:
    return PropDef(constraint, name, default, optional=True, storage=storage)


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


# Traits are plain strings, declared on op classes; passes, folding and the verifier ask
# `op.has_trait(...)`, never for lists of op names.
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
GraphRegions = "GraphRegions"  # RegionKindInterface: its regions need no dominance
RecursiveMemoryEffects = "RecursiveMemoryEffects"  # has the effects of the ops it holds
SameOperandsAndResultType = "SameOperandsAndResultType"
SameTypeOperands = "SameTypeOperands"
ReadOnly = "ReadOnly"  # reads memory, writes none (MemoryEffects<[MemRead]>)
NoMemoryEffect = "NoMemoryEffect"  # no side effect, though not speculatable (Pure without it)
MemAlloc = "MemAlloc"  # its only effect allocates its results (MemoryEffects<[MemAlloc]>)


def _same_operands_and_result_type(op: Operation) -> None:
    types = [v.type for v in op.operands] + [r.type for r in op.results]
    if any(t is not types[0] for t in types[1:]):
        raise op.error("requires the same type for all operands and results")


def _single_block(op: Operation) -> None:
    for i, r in enumerate(op.regions):
        if len(r.blocks) > 1:
            raise op.error(f"expects region #{i} to have 0 or 1 blocks")


def _same_type_operands(op: Operation) -> None:
    if any(v.type is not op.operands[0].type for v in op.operands[1:]):
        raise op.error("requires all operands to have the same type")


# Traits checked on every op that has them, after the cached checks (they read the regions).
STRUCTURE_CHECKS = {SingleBlock: _single_block}
# Traits whose verification depends on types alone (cached with the field checks).
TRAIT_CHECKS = {
    SameOperandsAndResultType: _same_operands_and_result_type,
    SameTypeOperands: _same_type_operands,
}

REGISTRY: dict[str, type[Op]] = {}
_SEGMENT_STARTS: dict[tuple, list[int]] = {}
_VERIFIED: dict[tuple, bool] = {}  # op shapes whose type invariants hold
IN_PLACE = "in-place"  # what `fold()` returns when it changed the op itself
# Dialect attributes an op may carry, checked by the op that holds them (MLIR's
# Dialect::verifyOperationAttribute): name -> fn(op).
ATTRIBUTE_VERIFIERS: dict[str, Any] = {}
# Dialect attributes on function arguments and results (Dialect::verifyRegionArgAttribute):
# dialect prefix -> fn(op, name, attr, type of the argument or result).
ARG_ATTRIBUTE_VERIFIERS: dict[str, Any] = {}


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
    trait_order: ClassVar[tuple[str, ...]] = ()
    trait_checks: ClassVar[tuple] = ()
    structure_checks: ClassVar[tuple] = ()
    prop_checks: ClassVar[tuple] = ()  # (name, required, predicate or None) per property
    segment_key: ClassVar[str | None] = None
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
        order = tuple(getattr(cls, "trait_order", ())) + tuple(
            t for t in traits if t not in getattr(cls, "trait_order", ()))
        cls.trait_order = order
        cls.traits = frozenset(order)
        cls.trait_checks = tuple(TRAIT_CHECKS[t] for t in order if t in TRAIT_CHECKS)
        cls.structure_checks = tuple(STRUCTURE_CHECKS[t] for t in order if t in STRUCTURE_CHECKS)
        cls.prop_checks = tuple(
            (p.mlir_name, p.kind == SINGLE, p.attr_check.check if p.attr_check else None)
            for p in cls.prop_defs if p.attr_check is not None or p.kind == SINGLE)
        cls.segment_key = next((k for k in ("operandSegmentSizes", "resultSegmentSizes")
                                if k in cls.prop_names), None)
        if name is not None:
            cls.name = name
            REGISTRY[name] = cls

    # ---- segments ------------------------------------------------------------------
    def _segments(self, operands: bool, total: int) -> list[int]:
        defs = self.operand_defs if operands else self.result_defs
        key = "operandSegmentSizes" if operands else "resultSegmentSizes"
        # an op without AttrSizedOperandSegments ignores the attribute, as mlir-opt-19 does
        sizes_attr = self.attributes.get(key) if key in self.prop_names else None
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

    # ---- verification --------------------------------------------------------------
    def verify_invariants(self) -> None:
        """ODS's verifyInvariants with the count traits before it: region, result, successor
        and operand counts, required attributes, attribute, operand and result constraints,
        then the traits that depend on types alone. Attribute predicates are cheap and run
        each time; the rest is cached per op shape (class, operand and result types, region
        and successor counts, segment sizes), so a repeated op costs a dictionary lookup."""
        cls = type(self)
        attrs = self.attributes
        for name, required, check in cls.prop_checks:
            a = attrs.get(name)
            if (a is None and required) or (a is not None and check is not None
                                            and not check(a)):
                self.verify_counts()
                self.verify_fields()  # raises, in mlir-opt's order
        seg = cls.segment_key
        key = (cls, tuple([v.type for v in self.operands]), tuple([r.type for r in self.results]),
               len(self.regions), len(self.successors),
               getattr(attrs.get(seg), "values", None) if seg else None)
        if key not in _VERIFIED:
            self.verify_counts()
            self.verify_fields()
            for check in cls.trait_checks:
                check(self)
            if len(_VERIFIED) > 100_000:
                _VERIFIED.clear()
            _VERIFIED[key] = True
        for check in cls.structure_checks:
            check(self)

    def verify_counts(self) -> None:
        """ODS's count traits (OneRegion, OneResult, ZeroSuccessors, NOperands, the segment
        sizes) in their order."""
        cls = type(self)
        n = len(self.regions)
        if not any(d.kind != SINGLE for d in cls.region_defs) and n != len(cls.region_defs):
            want = len(cls.region_defs)
            raise self.error("requires zero regions" if want == 0 else "requires one region"
                             if want == 1 else f"expected {want} regions")
        self._check_group(cls.result_defs, len(self.results), "result")
        succ = cls.successor_defs
        if not any(d.kind != SINGLE for d in succ) and len(self.successors) != len(succ):
            want = len(succ)
            raise self.error(f"requires {want} successor{'' if want == 1 else 's'} but found "
                             f"{len(self.successors)}")
        singles = sum(1 for d in succ if d.kind == SINGLE)
        if singles and len(self.successors) < singles:  # AtLeastNSuccessors
            raise self.error(f"requires at least {singles} successors but found "
                             f"{len(self.successors)}")
        self._check_group(cls.operand_defs, len(self.operands), "operand")
        for key, defs, vals, what in (
                ("operandSegmentSizes", cls.operand_defs, self.operands, "operand"),
                ("resultSegmentSizes", cls.result_defs, self.results, "result")):
            if key not in cls.prop_names:
                continue
            attr = self.attributes.get(key)
            # a missing operandSegmentSizes reads as all zeros, as in mlir-opt-19 (ops built
            # in passes may lack resultSegmentSizes: those are left alone)
            if attr is None and what == "result":
                continue
            values = getattr(attr, "values", None) if attr is not None else (0,) * len(defs)
            if values is None:
                continue
            if len(values) != len(defs):
                raise self.error(f"'{key}' attribute for specifying {what} segments must "
                                 f"have {len(defs)} elements, but got {len(values)}")
            if any(v < 0 for v in values):
                raise self.error(f"'{key}' attribute cannot have negative elements")
            if sum(values) != len(vals):
                raise self.error(f"{what} count ({len(vals)}) does not match with the total "
                                 f"size ({sum(values)}) specified in attribute '{key}'")

    def _check_group(self, defs: tuple, count: int, what: str) -> None:
        singles = sum(1 for d in defs if d.kind == SINGLE)
        if any(d.kind != SINGLE for d in defs):
            if count < singles:  # AtLeastNResults does not say how many it found
                found = f", but found {count}" if what == "operand" else ""
                raise self.error(f"expected {singles} or more {what}s{found}")
            return
        if count == singles:
            return
        if singles <= 1:
            words = {("result", 0): "requires zero results", ("result", 1): "requires one result",
                     ("operand", 0): "requires zero operands",
                     ("operand", 1): "requires a single operand"}
            raise self.error(words[(what, singles)])
        found = f", but found {count}" if what == "operand" else ""  # NResults neither
        raise self.error(f"expected {singles} {what}s{found}")

    def verify_fields(self) -> None:
        """The declared constraints of the fields, in the order mlir-opt-19 checks them."""
        attrs = self.attributes
        for p in self.prop_defs:
            if p.kind == SINGLE and p.mlir_name not in attrs:
                raise self.error(f"requires attribute '{p.mlir_name}'")
        for p in self.prop_defs:
            c = p.attr_check
            a = attrs.get(p.mlir_name)
            if c is not None and a is not None and not c.check(a):
                raise self.error(f"attribute '{p.mlir_name}' failed to satisfy constraint: "
                                 f"{c.desc}")
        for defs, values, what in ((self.operand_defs, self.operands, "operand"),
                                   (self.result_defs, self.results, "result")):
            if all(d.type_check is None for d in defs):
                continue
            starts = self._segments(what == "operand", len(values))
            for d in defs:
                c = d.type_check
                if c is None:
                    continue
                for i in range(starts[d.group], min(starts[d.group + 1], len(values))):
                    t = values[i].type
                    if not c.check(t):
                        desc = f"variadic of {c.desc}" if d.kind == VARIADIC else c.desc
                        raise self.error(f"{what} #{i} must be {desc}, but got '{t}'")

    def verify_regions(self) -> None:
        """Checks that need the nested ops verified first (MLIR's verifyRegions)."""

    def verify_symbol_uses(self) -> None:
        """SymbolUserOpInterface: run once the enclosing symbol table is verified."""

    def expect_parent(self, *names: str) -> None:
        """HasParent / ParentOneOf."""
        parent = self.parent_op
        if parent is not None and parent.name in names:
            return
        if len(names) == 1:
            raise self.error(f"expects parent op '{names[0]}'")
        raise self.error(f"expects parent op to be one of '{', '.join(names)}'")

    def verify_successor_operands(self, groups: list) -> None:
        """BranchOpInterface: the operands passed to each successor fit its arguments."""
        for si, (succ, vals) in enumerate(zip(self.successors, groups, strict=False)):
            if len(vals) != len(succ.args):
                raise VerifyError(f"branch has {len(vals)} operands for successor #{si}, but "
                                  f"target block has {len(succ.args)}", self.loc)
            for i, (v, a) in enumerate(zip(vals, succ.args, strict=False)):
                if v.type is not a.type:
                    raise VerifyError(f"type mismatch for bb argument #{i} of successor #{si}",
                                      self.loc)

    def fold(self) -> Any:
        """None (no fold), IN_PLACE (operands changed in place) or one Value or Attribute
        per result, as MLIR's fold hooks return."""
        return None

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


def constant_value(v: Any) -> A.Attribute | None:
    """The `value` attribute of the ConstantLike op defining `v` (a Value, or None), or None."""
    d = v.defining_op if isinstance(v, Value) else None
    if d is not None and ConstantLike in d.traits and len(d.results) == 1:
        return d.attributes.get("value")
    return None


def lookup(name: str) -> type[Op] | None:
    return REGISTRY.get(name)
