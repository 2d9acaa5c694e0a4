"""--cse: eliminates common subexpressions as mlir-opt-19's CSE does.

Walks each region along the dominator tree with a scoped table of known ops; an op equal to a
known one (name, operands, attributes, result types, regions) is replaced by it. Ops that are
already dead are erased; ops with side effects are kept, reads only next to an equal read.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.ir.opdef import Commutative, ReadOnly
from gpuopt.passes.manager import Pass
from gpuopt.rewrite.fold import effect_free
from gpuopt.rewrite.greedy import is_trivially_dead


def _key(op, numbering: dict) -> tuple | None:
    if op.regions and any(r.blocks for r in op.regions):
        return None  # ops with regions are compared structurally only when region-free
    attrs = tuple(sorted((k, v) for k, v in op.attributes.items()))
    operands = tuple(id(v) for v in op.operands)
    if op.has_trait(Commutative):  # operands compared as a set (OperationEquivalence)
        operands = tuple(sorted(operands))
    return (op.name, operands, attrs,
            tuple(r.type for r in op.results), len(op.successors))


class _CSE:
    def __init__(self) -> None:
        self.to_erase: list = []

    def region(self, region, known: list[dict]) -> None:
        if not region.blocks:
            return
        if len(region.blocks) == 1:
            self.block(region.blocks[0], known + [{}])
            return
        idom = _dominators(region)
        children: dict[int, list] = {}
        for b in region.blocks[1:]:
            d = idom.get(id(b))
            if d is not None:
                children.setdefault(id(d), []).append(b)
        stack = [(region.blocks[0], known + [{}])]
        while stack:
            b, scope = stack.pop()
            self.block(b, scope)
            for c in reversed(children.get(id(b), [])):
                stack.append((c, scope + [{}]))

    def block(self, block, known: list[dict]) -> None:
        last_effect: list = [0]
        for i, op in enumerate(list(block.ops)):
            if op.parent is None:
                continue
            self.op(op, known, i, last_effect)
            for r in op.regions:
                fresh = op.has_trait("IsolatedFromAbove")
                self.region(r, [{}] if fresh else known)

    def op(self, op, known: list[dict], index: int, last_effect: list) -> None:
        if op.has_trait("Terminator"):
            return
        if is_trivially_dead(op):
            self.to_erase.append(op)
            return
        if not effect_free(op):
            if not op.has_trait(ReadOnly):
                last_effect[0] = index
                return
            key = _key(op, {})
            found = known[-1].get(key)
            if found is not None and found.parent is op.parent and \
                    found.parent.ops.index(found) >= last_effect[0]:
                self.replace(op, found)
                return
            known[-1][key] = op
            return
        key = _key(op, {})
        if key is None:
            return
        for scope in reversed(known):
            found = scope.get(key)
            if found is not None:
                self.replace(op, found)
                return
        known[-1][key] = op

    def replace(self, op, existing) -> None:
        for old, new in zip(op.results, existing.results, strict=True):
            old.replace_all_uses_with(new)
        self.to_erase.append(op)


def _dominators(region) -> dict[int, object]:
    """Immediate dominators of the blocks of a CFG region (Cooper-Harvey-Kennedy)."""
    blocks = region.blocks
    order: list = []
    seen: set[int] = set()

    def dfs(b) -> None:
        stack = [(b, iter(b.terminator.successors if b.terminator else ()))]
        seen.add(id(b))
        while stack:
            node, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                order.append(node)
                stack.pop()
            elif id(nxt) not in seen:
                seen.add(id(nxt))
                stack.append((nxt, iter(nxt.terminator.successors if nxt.terminator else ())))
    dfs(blocks[0])
    rpo = list(reversed(order))
    index = {id(b): i for i, b in enumerate(rpo)}
    preds: dict[int, list] = {id(b): [] for b in rpo}
    for b in rpo:
        for s in (b.terminator.successors if b.terminator else ()):
            preds[id(s)].append(b)
    idom: dict[int, object] = {id(blocks[0]): blocks[0]}
    changed = True
    while changed:
        changed = False
        for b in rpo[1:]:
            new = None
            for p in preds[id(b)]:
                if id(p) not in idom:
                    continue
                if new is None:
                    new = p
                    continue
                a, c = p, new
                while a is not c:
                    while index[id(a)] > index[id(c)]:
                        a = idom[id(a)]
                    while index[id(c)] > index[id(a)]:
                        c = idom[id(c)]
                new = a
            if new is not None and idom.get(id(b)) is not new:
                idom[id(b)] = new
                changed = True
    idom.pop(id(blocks[0]))
    return idom


@dataclass
class CSE(Pass, flag="cse"):
    """Eliminate common sub-expressions"""

    anchor = "any"
    analyses = ("DominanceInfo",)

    def run(self, op) -> None:
        driver = _CSE()
        for r in op.regions:
            driver.region(r, [{}])
        for dead in driver.to_erase:
            if dead.parent is not None:
                dead.erase()
