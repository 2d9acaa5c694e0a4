"""The IR: operations, blocks, regions and SSA values with use lists.

Every pipeline stage works on these objects: the parser builds them, passes rewrite them,
the printer and the LLVM translation read them.
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from typing import Any, ClassVar

from gpuopt.diag import UNKNOWN_LOC, Location, VerifyError
from gpuopt.ir.attrs import Attribute
from gpuopt.ir.types import Type


class Value:
    """An SSA value; `uses` lists (operation, operand index) pairs."""

    __slots__ = ("type", "uses")

    def __init__(self, type: Type) -> None:
        self.type = type
        self.uses: list[tuple[Operation, int]] = []

    def replace_all_uses_with(self, new: Value) -> None:
        for op, i in self.uses:
            op.operands[i] = new
            new.uses.append((op, i))
        self.uses = []

    @property
    def owner(self) -> Any:
        raise NotImplementedError

    @property
    def defining_op(self) -> Operation | None:
        """The op whose result this is (MLIR's Value::getDefiningOp); None for a block argument."""
        return None

    @property
    def parent_block(self) -> Block | None:
        """The block defining this value (MLIR's Value::getParentBlock), if linked."""
        return None

    @property
    def parent_region(self) -> Region | None:
        """The region defining this value (MLIR's Value::getParentRegion), if linked."""
        block = self.parent_block
        return block.parent if block is not None else None


class OpResult(Value):
    """The `index`-th result of `op`."""

    __slots__ = ("op", "index")

    def __init__(self, type: Type, op: Operation, index: int) -> None:
        self.type = type
        self.uses = []
        self.op = op
        self.index = index

    @property
    def owner(self) -> Operation:
        return self.op

    @property
    def defining_op(self) -> Operation:
        return self.op

    @property
    def parent_block(self) -> Block | None:
        return self.op.parent


class BlockArgument(Value):
    """The `index`-th argument of `block`."""

    __slots__ = ("block", "index", "loc")

    def __init__(self, type: Type, block: Block, index: int,
                 loc: Location = UNKNOWN_LOC) -> None:
        self.type = type
        self.uses = []
        self.block = block
        self.index = index
        self.loc = loc

    @property
    def owner(self) -> Block:
        return self.block

    @property
    def parent_block(self) -> Block | None:
        return self.block


class Operation:
    """An operation. Registered ops are instances of `Op` subclasses; others of `UnknownOp`."""

    __slots__ = ("operands", "results", "attributes", "regions", "successors", "loc", "parent")
    name: ClassVar[str] = ""
    traits: ClassVar[frozenset] = frozenset()
    # (MLIR name, value) of each default-valued property, filled in when an op is made without
    # it (Op computes it from the fields' `default=`).
    prop_defaults: ClassVar[tuple] = ()

    def __new__(cls, operands=(), result_types=(), attributes=None, regions=(),
                successors=(), loc: Location = UNKNOWN_LOC) -> Operation:
        """`cls(operands, result_types, attributes, regions, successors, loc)`: `create` with
        copies of the sequences given (there is no `__init__`: `create` is the one place that
        fills an op's slots, so no way of making an op can miss one)."""
        return cls.create(list(operands), result_types,
                          attributes if attributes is not None else {}, list(regions),
                          list(successors), loc)

    @classmethod
    def create(cls, operands: list, result_types, attributes: dict, regions: list,
               successors: list, loc: Location = UNKNOWN_LOC) -> Operation:
        """The one initializer (the constructor, `Op.build`, parse rules and line plans all
        come here): a new op owning the lists and the dictionary it is given (nothing is
        copied), every slot filled, default-valued properties added where missing."""
        op = _new(cls)
        op.operands = operands
        for i, v in enumerate(operands):
            v.uses.append((op, i))
        op.results = [OpResult(t, op, i) for i, t in enumerate(result_types)]
        for key, value in cls.prop_defaults:
            if key not in attributes:
                attributes[key] = value
        op.attributes = attributes
        op.regions = regions
        for r in regions:
            r.parent = op
        op.successors = successors
        op.loc = loc
        op.parent = None
        return op

    # ---- structure -----------------------------------------------------------------
    @property
    def result(self) -> OpResult:
        return self.results[0]

    @property
    def parent_op(self) -> Operation | None:
        block = self.parent
        region = block.parent if block is not None else None
        return region.parent if region is not None else None

    def has_trait(self, trait: str) -> bool:
        return trait in self.traits

    def walk(self, post_order: bool = False) -> Iterator[Operation]:
        """All ops nested in this one, this one included, pre-order (or post-order).

        Iterative, so 10,000 nested regions do not hit Python's recursion limit.
        """
        if post_order:
            out: list[Operation] = []
            stack: list[tuple[Operation, bool]] = [(self, False)]
            while stack:
                op, done = stack.pop()
                if done:
                    out.append(op)
                    continue
                stack.append((op, True))
                for region in reversed(op.regions):
                    for block in reversed(region.blocks):
                        for child in reversed(block.ops):
                            stack.append((child, False))
            yield from out
            return
        todo = [self]
        while todo:
            op = todo.pop()
            yield op
            for region in reversed(op.regions):
                for block in reversed(region.blocks):
                    todo.extend(reversed(block.ops))

    def set_operand(self, index: int, value: Value) -> None:
        old = self.operands[index]
        old.uses.remove((self, index))
        self.operands[index] = value
        value.uses.append((self, index))

    def drop_all_uses(self) -> None:
        """Forget this op's operand uses (before erasing it)."""
        for i, v in enumerate(self.operands):
            try:  # noqa: SIM105 (hot: a try costs less than contextlib.suppress)
                v.uses.remove((self, i))
            except ValueError:
                pass
        for region in self.regions:
            for block in region.blocks:
                for op in block.ops:
                    op.drop_all_uses()

    def erase(self) -> None:
        self.drop_all_uses()
        if self.parent is not None:
            self.parent.ops.remove(self)
            self.parent = None

    def error(self, message: str, note: tuple[Location, str] | None = None) -> VerifyError:
        """A located diagnostic prefixed with `'<name>' op`, as MLIR words it."""
        err = VerifyError(f"'{self.name}' op {message}", self.loc)
        err.op = self  # type: ignore[attr-defined]  # Operation::emitOpError's own note
        if note is not None:
            err.note(note[1], note[0])
        return err

    def verify(self) -> None:
        """Op-specific checks; the default accepts everything."""

    def __repr__(self) -> str:
        return f"<op {self.name}>"


class UnknownOp(Operation):
    """An op of an unregistered dialect (or one gpuopt does not model), kept generically."""

    __slots__ = ("name", "properties")

    def __new__(cls, name: str, operands=(), result_types=(), attributes=None,  # type: ignore[misc]
                regions=(), successors=(), loc: Location = UNKNOWN_LOC, *,
                properties: Attribute | None = None) -> UnknownOp:
        return cls.create(list(operands), result_types,
                          attributes if attributes is not None else {}, list(regions),
                          list(successors), loc, name=name, properties=properties)

    @classmethod
    def create(cls, operands: list, result_types, attributes: dict,  # type: ignore[override]
               regions: list, successors: list, loc: Location = UNKNOWN_LOC, *, name: str,
               properties: Attribute | None = None) -> UnknownOp:
        op = _create(cls, operands, result_types, attributes, regions, successors, loc)
        op.name = name  # type: ignore[misc]
        op.properties = properties
        return op


_new = object.__new__
_create = Operation.create.__func__  # type: ignore[attr-defined]


class Block:
    """A list of ops with typed arguments."""

    __slots__ = ("args", "ops", "parent")

    def __init__(self, arg_types=(), arg_locs=None) -> None:
        locs = arg_locs or [UNKNOWN_LOC] * len(arg_types)
        self.args: list[BlockArgument] = [BlockArgument(t, self, i, locs[i])
                                          for i, t in enumerate(arg_types)]
        self.ops: list[Operation] = []
        self.parent: Region | None = None

    def add_arg(self, type: Type, loc: Location = UNKNOWN_LOC) -> BlockArgument:
        arg = BlockArgument(type, self, len(self.args), loc)
        self.args.append(arg)
        return arg

    def append(self, op: Operation) -> Operation:
        op.parent = self
        self.ops.append(op)
        return op

    def insert(self, index: int, op: Operation) -> Operation:
        op.parent = self
        self.ops.insert(index, op)
        return op

    @property
    def terminator(self) -> Operation | None:
        return self.ops[-1] if self.ops else None

    @property
    def parent_op(self) -> Operation | None:
        return self.parent.parent if self.parent is not None else None

    def predecessors(self) -> list[Block]:
        """Blocks whose terminator branches here, in MLIR's use-list order (newest first)."""
        region = self.parent
        preds: list[Block] = []
        if region is None:
            return preds
        for block in region.blocks:
            term = block.terminator
            if term is not None:
                preds.extend(block for s in term.successors if s is self)
        preds.reverse()
        return preds


class Region:
    """A list of blocks owned by an op."""

    __slots__ = ("blocks", "parent")

    def __init__(self, blocks=()) -> None:
        self.blocks: list[Block] = []
        self.parent: Operation | None = None
        for b in blocks:
            self.append(b)

    def append(self, block: Block) -> Block:
        block.parent = self
        self.blocks.append(block)
        return block

    @property
    def entry(self) -> Block | None:
        return self.blocks[0] if self.blocks else None

    def find_ancestor_op(self, op: Operation) -> Operation | None:
        """`op` or the op holding it that sits in this region (Region::findAncestorOpInRegion)."""
        while op is not None:
            block = op.parent
            if block is None:
                return None
            if block.parent is self:
                return op
            op = block.parent.parent if block.parent is not None else None
        return None

    def is_ancestor(self, other: Region | None) -> bool:
        """Whether `other` is this region or nested in it (MLIR's Region::isAncestor)."""
        while other is not None:
            if other is self:
                return True
            op = other.parent
            block = op.parent if op is not None else None
            other = block.parent if block is not None else None
        return False


class gc_paused:
    """`with gc_paused():` turns the cyclic garbage collector off for the block (and back on
    if it was on). Parsing and passes allocate many long-lived IR objects and free few: the
    collector would re-scan the whole graph over and over, several times the work itself."""

    __slots__ = ("was_enabled",)

    def __enter__(self) -> None:
        self.was_enabled = gc.isenabled()
        gc.disable()

    def __exit__(self, *exc: object) -> None:
        if self.was_enabled:
            gc.enable()
