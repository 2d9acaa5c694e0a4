"""Region utilities: values a region uses from above; simplification after greedy rewriting
(unreachable blocks are erased)."""
from __future__ import annotations

from gpuopt.ir.core import Region, Value


def used_values_defined_above(region: Region) -> list[Value]:
    """getUsedValuesDefinedAbove: operands used in `region` (post-order walk) that are defined
    outside it, first use first."""
    seen: set[int] = set()
    out: list[Value] = []
    for block in region.blocks:
        for top in block.ops:
            for op in top.walk(post_order=True):
                for v in op.operands:
                    if id(v) not in seen and not region.is_ancestor(v.parent_region):
                        seen.add(id(v))
                        out.append(v)
    return out


def simplify_regions(region, driver=None) -> bool:
    """Erases blocks no path from the entry reaches, in `region` and nested regions."""
    changed = False
    todo = [region]
    while todo:
        r = todo.pop()
        if len(r.blocks) > 1:
            changed |= _erase_unreachable(r, driver)
        for b in r.blocks:
            for op in b.ops:
                todo.extend(op.regions)
    return changed


def _erase_unreachable(region, driver) -> bool:
    seen = {id(region.blocks[0])}
    stack = [region.blocks[0]]
    while stack:
        b = stack.pop()
        term = b.terminator
        for s in term.successors if term is not None else ():
            if id(s) not in seen:
                seen.add(id(s))
                stack.append(s)
    dead = [b for b in region.blocks if id(b) not in seen]
    for b in dead:
        for op in reversed(b.ops):
            if driver is not None:
                driver.erasing(op)
            for r in op.results:
                r.uses = []
            op.erase()
        region.blocks.remove(b)
    return bool(dead)
