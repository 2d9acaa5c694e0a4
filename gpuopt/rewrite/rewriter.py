"""The rewriter patterns use: insertion point, create/replace/erase, block surgery, `no_match`.

Ops it creates take the location of the op being rewritten (STYLE.md section 5). Drivers
listen to its notifications to keep their worklists current. When `journal` is a list (the
conversion driver sets one), every edit appends the function that undoes it, so a driver can
roll a failed pattern back (MLIR's ConversionPatternRewriter does the same).
"""
from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from gpuopt.diag import UnknownLoc
from gpuopt.ir.clone import clone
from gpuopt.ir.core import Block, Operation, Region
from gpuopt.rewrite.debug import dbg, loc_text


def irreversible() -> None:
    """A journal entry for an edit made behind the rewriter's back (`modified` without
    `modify`); rolling back past it is a pattern bug."""


class Rewriter:
    """Edits the IR on behalf of a pattern; `listener` (a driver) hears about every change."""

    def __init__(self, listener: Any = None, debug_kind: str = "",
                 keep_reasons: bool = False) -> None:
        self.listener = listener
        self.debug_kind = debug_kind
        self.indent = ""  # prefix of debug lines (nested legalizations indent)
        self.trace_edits = False  # debug lines for inserts, replacements, erasures
        self.notify_uses = True  # replace_uses tells the listener each user was modified
        self.block: Block | None = None
        self.index = 0
        self.root: Operation | None = None  # the op the current pattern was given
        self.failed = False
        self.changed = False
        self.keep_reasons = keep_reasons
        self.reasons: dict[Operation, list[str]] = {}  # op -> why patterns refused it
        self.journal: list[Callable[[], None]] | None = None

    def _log(self, undo: Callable[[], None]) -> None:
        self.changed = True
        if self.journal is not None:
            self.journal.append(undo)

    def _trace(self, action: str, op: Operation) -> None:
        if self.trace_edits and self.debug_kind:
            dbg(self.debug_kind, f"{self.indent}    ** {action:<8}: '{op.name}'")

    # ---- failures -------------------------------------------------------------------------
    def no_match(self, op, reason: str) -> None:
        """Records why a pattern does not apply (MLIR's notifyMatchFailure)."""
        self.failed = True
        if self.keep_reasons:
            self.reasons.setdefault(op, []).append(reason)
        if self.debug_kind:
            dbg(self.debug_kind, f"{self.indent}    ** Failure : {reason} (at {loc_text(op)})")
        return None

    def forget(self, op: Operation) -> None:
        """Drops the reasons recorded for `op` and the ops nested in it."""
        if self.reasons:
            for nested in op.walk():
                self.reasons.pop(nested, None)

    # ---- insertion point ------------------------------------------------------------------
    def before(self, op) -> Rewriter:
        self.block, self.index = op.parent, op.parent.ops.index(op)
        return self

    def after(self, op) -> Rewriter:
        self.block, self.index = op.parent, op.parent.ops.index(op) + 1
        return self

    def at_start(self, block) -> Rewriter:
        self.block, self.index = block, 0
        return self

    def at_end(self, block) -> Rewriter:
        self.block, self.index = block, len(block.ops)
        return self

    @contextmanager
    def saved_insertion(self) -> Iterator[Rewriter]:
        """`with rw.saved_insertion(): rw.at_end(b); ...` restores the insertion point."""
        block, index = self.block, self.index
        try:
            yield self
        finally:
            self.block, self.index = block, index

    # ---- creation -------------------------------------------------------------------------
    def insert(self, op):
        """Inserts `op` at the insertion point; it takes the location of the rewritten op."""
        if isinstance(op.loc, UnknownLoc) and self.root is not None:
            op.loc = self.root.loc
        self._insert_at(self.block, self.index, op)
        if self.listener is not None:
            self.listener.inserted(op)
        self._trace("Insert", op)
        return op

    def _insert_at(self, block: Block, index: int, op: Operation) -> None:
        block.insert(index, op)
        if block is self.block and index <= self.index:
            self.index += 1
        if self.journal is not None:
            def undo() -> None:
                block.ops.remove(op)
                op.parent = None
                op.drop_all_uses()
                self.forget(op)
            self._log(undo)
        else:
            self.changed = True

    def create(self, cls, **fields):
        """`rw.create(arith.ConstantOp, value=attr, result_types=[t])`, inserted."""
        return self.insert(cls.build(**fields))

    def replace_op_with_new_op(self, op, cls, **fields):
        """Builds `cls(**fields)` before `op`, replaces `op` by it and returns it."""
        self.before(op)
        new = self.create(cls, **fields)
        self.replace(op, new.results)
        return new

    def clone(self, op: Operation, mapping: dict | None = None) -> Operation:
        """A deep copy of `op` (not inserted: `rw.insert(rw.clone(op))`)."""
        return clone(op, mapping)

    # ---- edits ----------------------------------------------------------------------------
    def replace_uses(self, old, new) -> None:
        """Every use of value `old` now uses `new`."""
        users = list(old.uses)
        old.replace_all_uses_with(new)
        if self.journal is not None:
            def undo() -> None:
                for u, i in users:
                    u.operands[i] = old
                    new.uses.remove((u, i))
                old.uses = users
            self._log(undo)
        else:
            self.changed = True
        if self.listener is not None and self.notify_uses:
            for u, _ in users:
                self.listener.modified(u)

    def replace(self, op, values) -> None:
        """Replaces the results of `op` by `values` (values or an op) and erases `op`."""
        if hasattr(values, "results"):
            values = values.results
        self._trace("Replace", op)
        for old, new in zip(op.results, values, strict=True):
            self.replace_uses(old, new)
        self._erase(op)

    def erase(self, op) -> None:
        """Erases `op` and what it holds (MLIR's eraseOp); its results must be unused."""
        self._trace("Erase", op)
        self._erase(op)

    def _erase(self, op) -> None:
        if self.listener is not None:
            self.listener.erasing(op)
        block = op.parent
        if block is self.block and block.ops.index(op) < self.index:
            self.index -= 1
        self.forget(op)
        if self.journal is None:
            op.erase()
            self.changed = True
            return
        index = block.ops.index(op)
        op.erase()

        def undo() -> None:
            for nested in op.walk():
                for i, v in enumerate(nested.operands):
                    v.uses.append((nested, i))
            block.insert(index, op)
        self._log(undo)

    def modified(self, op) -> None:
        """Tells the driver that `op` was changed in place (prefer `modify`, which can undo)."""
        self._log(irreversible)
        if self.listener is not None:
            self.listener.modified(op)

    @contextmanager
    def modify(self, op: Operation) -> Iterator[Operation]:
        """`with rw.modify(op): op.attributes[...] = ...`: an in-place change that can be undone
        (operands, attributes and result types are restored; MLIR's modifyOpInPlace)."""
        operands = list(op.operands)
        attributes = dict(op.attributes)
        types = [r.type for r in op.results]
        yield op

        def undo() -> None:
            for i, v in enumerate(op.operands):
                v.uses.remove((op, i))
            op.operands = operands
            for i, v in enumerate(operands):
                v.uses.append((op, i))
            op.attributes.clear()
            op.attributes.update(attributes)
            for r, t in zip(op.results, types, strict=True):
                r.type = t
        self._log(undo)
        self._trace("Modified", op)
        if self.listener is not None:
            self.listener.modified(op)

    def set_operand(self, op, index: int, value) -> None:
        old = op.operands[index]
        op.set_operand(index, value)
        self._log(lambda: op.set_operand(index, old))
        if self.listener is not None:
            self.listener.modified(op)

    def set_attr(self, op, name: str, value) -> None:
        """Sets (or, with None, removes) attribute `name` of `op`."""
        with self.modify(op):
            if value is None:
                op.attributes.pop(name, None)
            else:
                op.attributes[name] = value

    def move_before(self, op, anchor) -> None:
        block, index = op.parent, op.parent.ops.index(op)
        block.ops.remove(op)
        anchor.parent.insert(anchor.parent.ops.index(anchor), op)

        def undo() -> None:
            op.parent.ops.remove(op)
            block.insert(index, op)
        self._log(undo)
        if self.listener is not None:
            self.listener.modified(op)

    # ---- blocks and regions ---------------------------------------------------------------
    def inline_region_before(self, region: Region, dest: Region, before: Block | None = None
                             ) -> None:
        """Moves every block of `region` into `dest`, before block `before` (None: at the end)."""
        blocks = list(region.blocks)
        at = len(dest.blocks) if before is None else dest.blocks.index(before)
        region.blocks.clear()
        dest.blocks[at:at] = blocks
        for b in blocks:
            b.parent = dest

        def undo() -> None:
            del dest.blocks[at:at + len(blocks)]
            region.blocks[:] = blocks
            for b in blocks:
                b.parent = region
        self._log(undo)

    def create_block(self, region: Region, before: Block | None = None, arg_types=(),
                     arg_locs=None) -> Block:
        """A new block with arguments `arg_types` in `region`, before `before` (None: at the
        end; MLIR's createBlock). The insertion point does not move."""
        block = Block(list(arg_types), list(arg_locs) if arg_locs is not None else None)
        at = len(region.blocks) if before is None else region.blocks.index(before)
        region.blocks.insert(at, block)
        block.parent = region

        def undo() -> None:
            region.blocks.remove(block)
            block.parent = None
        self._log(undo)
        return block

    def split_block(self, block: Block, at: int | Operation) -> Block:
        """Moves the ops of `block` from `at` (an index or an op) on into a new block placed
        after it, which is returned (it has no arguments; MLIR's splitBlock)."""
        index = at if isinstance(at, int) else block.ops.index(at)
        new = Block()
        moved = block.ops[index:]
        del block.ops[index:]
        for op in moved:
            new.append(op)
        region = block.parent
        region.blocks.insert(region.blocks.index(block) + 1, new)
        new.parent = region
        if self.block is block and self.index > index:
            self.block, self.index = new, self.index - index

        def undo() -> None:
            region.blocks.remove(new)
            for op in moved:
                block.append(op)
        self._log(undo)
        return new

    def inline_block_before(self, source: Block, dest: Block, index: int | None = None,
                            args=()) -> None:
        """Moves the ops of `source` into `dest` before position `index` (None: the end),
        using `args` for its arguments; `source` is left empty, still in its region."""
        for a, v in zip(source.args, args, strict=True):
            self.replace_uses(a, v)
        at = len(dest.ops) if index is None else index
        moved = list(source.ops)
        source.ops.clear()
        dest.ops[at:at] = moved
        for op in moved:
            op.parent = dest

        def undo() -> None:
            del dest.ops[at:at + len(moved)]
            for op in moved:
                source.append(op)
        self._log(undo)

    def merge_blocks(self, source: Block, dest: Block, args=()) -> None:
        """Appends the ops of `source` to `dest` (its arguments replaced by `args`) and erases
        `source`, which must have no predecessors (MLIR's mergeBlocks)."""
        self.inline_block_before(source, dest, None, args)
        self.erase_block(source)

    def erase_block(self, block: Block) -> None:
        """Erases `block` and its ops; nothing may branch to it any more."""
        for op in reversed(list(block.ops)):
            # later ops went first, so a use left is outside the block
            assert not any(r.uses for r in op.results), f"'{op.name}' is used outside its block"
            self.erase(op)
        region = block.parent
        index = region.blocks.index(block)
        region.blocks.remove(block)
        block.parent = None

        def undo() -> None:
            region.blocks.insert(index, block)
            block.parent = region
        self._log(undo)
