"""The rewriter patterns use: insertion point, create/replace/erase, and `no_match` reasons.

Ops it creates take the location of the op being rewritten (STYLE.md section 5). Drivers
listen to its notifications to keep their worklists current.
"""
from __future__ import annotations

from typing import Any

from gpuopt.diag import UnknownLoc
from gpuopt.rewrite.debug import dbg


class Rewriter:
    """Edits the IR on behalf of a pattern; `listener` (a driver) hears about every change."""

    def __init__(self, listener: Any = None, debug_kind: str = "") -> None:
        self.listener = listener
        self.debug_kind = debug_kind
        self.block = None
        self.index = 0
        self.root = None  # the op the current pattern was given
        self.failed = False
        self.changed = False
        self.reasons: dict[int, list[str]] = {}  # id(op) -> reasons recorded for it

    # ---- failures -------------------------------------------------------------------------
    def no_match(self, op, reason: str) -> None:
        """Records why a pattern does not apply (MLIR's notifyMatchFailure)."""
        self.failed = True
        self.reasons.setdefault(id(op), []).append(reason)
        if self.debug_kind:
            from gpuopt.rewrite.debug import loc_text
            dbg(self.debug_kind, f"    ** Failure : {reason} (at {loc_text(op)})")
        return None

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

    def insert(self, op):
        """Inserts `op` at the insertion point; it takes the location of the rewritten op."""
        if isinstance(op.loc, UnknownLoc) and self.root is not None:
            op.loc = self.root.loc
        self.block.insert(self.index, op)
        self.index += 1
        self.changed = True
        if self.listener is not None:
            self.listener.inserted(op)
        return op

    def create(self, cls, **fields):
        """`rw.create(arith.ConstantOp, value=attr, result_types=[t])`, inserted."""
        return self.insert(cls.build(**fields))

    # ---- edits ----------------------------------------------------------------------------
    def replace_uses(self, old, new) -> None:
        users = [u for u, _ in old.uses]
        old.replace_all_uses_with(new)
        self.changed = True
        if self.listener is not None:
            for u in users:
                self.listener.modified(u)

    def replace(self, op, values) -> None:
        """Replaces the results of `op` by `values` (values or an op) and erases `op`."""
        if hasattr(values, "results"):
            values = values.results
        for old, new in zip(op.results, values, strict=True):
            self.replace_uses(old, new)
        self.erase(op)

    def erase(self, op) -> None:
        if self.listener is not None:
            self.listener.erasing(op)
        if op.parent is self.block and op.parent.ops.index(op) < self.index:
            self.index -= 1
        op.erase()
        self.changed = True

    def modified(self, op) -> None:
        """Tells the driver that `op` was changed in place."""
        self.changed = True
        if self.listener is not None:
            self.listener.modified(op)

    def set_operand(self, op, index: int, value) -> None:
        op.set_operand(index, value)
        self.modified(op)

    def move_before(self, op, anchor) -> None:
        op.parent.ops.remove(op)
        anchor.parent.insert(anchor.parent.ops.index(anchor), op)
        self.modified(op)
