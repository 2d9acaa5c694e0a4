"""Deep copies of operations (MLIR's Operation::clone with an IRMapping).

Passes that duplicate IR (kernel outlining copies symbols into the kernel module) and rewrite
patterns use it; the copy owns fresh regions, blocks and values, and the mapping tells where
each original value and block went.
"""
from __future__ import annotations

from gpuopt.ir.core import Block, Operation, Region, UnknownOp


def clone(op: Operation, mapping: dict | None = None) -> Operation:
    """A deep copy of `op`, detached; values and blocks found in `mapping` are remapped.

    `mapping` (original Value or Block -> replacement) is filled with the copy's values and
    blocks. Operands are remapped after every op is copied, so a use in a block listed before
    the block defining the value (legal in a CFG region) is remapped too.
    """
    m: dict = {} if mapping is None else mapping
    copies: list[tuple[Operation, Operation]] = []
    todo: list[tuple[Block, Block]] = []
    root = _shell(op, m, copies, todo)
    while todo:
        block, copy = todo.pop()
        for inner in block.ops:
            copy.append(_shell(inner, m, copies, todo))
    for old, new in copies:
        new.operands = [m.get(v, v) for v in old.operands]
        for i, v in enumerate(new.operands):
            v.uses.append((new, i))
        new.successors = [m.get(s, s) for s in old.successors]
    return root


def _shell(op: Operation, m: dict, copies: list, todo: list) -> Operation:
    """`op` without operands, with empty copies of its blocks (queued in `todo`)."""
    regions = []
    for region in op.regions:
        new_region = Region()
        for b in region.blocks:
            nb = Block([a.type for a in b.args], [a.loc for a in b.args])
            m.update(zip(b.args, nb.args, strict=True))
            m[b] = nb
            new_region.append(nb)
            todo.append((b, nb))
        regions.append(new_region)
    types = [r.type for r in op.results]
    if isinstance(op, UnknownOp):
        new: Operation = UnknownOp(op.name, [], types, dict(op.attributes), regions, [], op.loc,
                                   properties=op.properties)
    else:
        new = type(op)([], types, dict(op.attributes), regions, [], op.loc)
    m.update(zip(op.results, new.results, strict=True))
    copies.append((op, new))
    return new
