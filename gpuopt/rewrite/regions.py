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


def simplify_regions(region, driver=None, aggressive: bool = False) -> bool:
    """Erases blocks no path from the entry reaches and block arguments nothing uses (of
    blocks that only cf branches reach), in `region` and nested regions; `aggressive` (MLIR
    19's GreedySimplifyRegionLevel::Aggressive) also drops arguments to which every
    predecessor passes the same value (dropRedundantArguments; identical blocks are not
    merged)."""
    changed = False
    todo = [region]
    while todo:
        r = todo.pop()
        if len(r.blocks) > 1:
            changed |= _erase_unreachable(r, driver)
            changed |= _erase_dead_args(r, driver)
            if aggressive and _drop_redundant_args(r, driver):
                _erase_dead_args(r, driver)
                changed = True
        for b in r.blocks:
            for op in b.ops:
                todo.extend(op.regions)
    return changed


def _drop_redundant_args(region, driver) -> bool:
    """Uses of a block argument that every incoming cf branch passes the same value take that
    value (the argument, unused then, goes with _erase_dead_args)."""
    changed = False
    for block in region.blocks[1:]:
        if not block.args:
            continue
        edges = []
        for pred in region.blocks:
            term = pred.terminator
            for si, s in enumerate(term.successors if term is not None else ()):
                if s is block:
                    edges.append((term, si))
        if not edges or any(_successor_groups(t) is None for t, _ in edges):
            continue
        for i, arg in enumerate(block.args):
            values = {id(v): v for v in (t.operands[_successor_groups(t)[si][i]]
                                         for t, si in edges)}
            if len(values) != 1:
                continue
            (value,) = values.values()
            if value is arg or not arg.uses:
                continue
            users = [u for u, _ in arg.uses]
            arg.replace_all_uses_with(value)
            if driver is not None:
                for u in dict.fromkeys(users):
                    driver.modified(u)
            changed = True
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


def _successor_groups(term) -> list[list[int]] | None:
    """Per successor of a cf branch, the positions of the operands it passes; None for
    other terminators."""
    name = term.name
    if name == "cf.br":
        return [list(range(len(term.operands)))]
    segs = term.attributes.get("operandSegmentSizes")
    if name == "cf.cond_br":
        _, t, f = segs.values
        return [list(range(1, 1 + t)), list(range(1 + t, 1 + t + f))]
    if name == "cf.switch":
        _, d, _ = segs.values
        groups, pos = [list(range(1, 1 + d))], 1 + d
        for n in term.attributes["case_operand_segments"].values:
            groups.append(list(range(pos, pos + n)))
            pos += n
        return groups
    return None


def _erase_dead_args(region, driver) -> bool:
    """Unused arguments of non-entry blocks go, with what each branch passes them."""
    from gpuopt.ir import attrs as A
    from gpuopt.ir import types as T
    changed = False
    for block in region.blocks[1:]:
        dead = [a.index for a in block.args if not a.uses]
        if not dead:
            continue
        edges = []
        for pred in region.blocks:
            term = pred.terminator
            if term is None:
                continue
            for si, s in enumerate(term.successors):
                if s is block:
                    edges.append((term, si))
        if any(_successor_groups(t) is None for t, _ in edges):
            continue
        for term in dict.fromkeys(t for t, _ in edges):
            groups = _successor_groups(term)
            drop = {g[i] for si, g in enumerate(groups) if term.successors[si] is block
                    for i in dead}
            keep = [v for i, v in enumerate(term.operands) if i not in drop]
            sizes = [len([i for i in g if i not in drop]) for g in groups]
            term.drop_all_uses()
            term.operands[:] = keep
            for i, v in enumerate(keep):
                v.uses.append((term, i))
            if term.name == "cf.cond_br":
                term.attributes["operandSegmentSizes"] = A.DenseArrayAttr(
                    T.i32, (1, sizes[0], sizes[1]))
            elif term.name == "cf.switch":
                term.attributes["operandSegmentSizes"] = A.DenseArrayAttr(
                    T.i32, (1, sizes[0], sum(sizes[1:])))
                term.attributes["case_operand_segments"] = A.DenseArrayAttr(
                    T.i32, tuple(sizes[1:]))
            if driver is not None:
                driver.modified(term)
        for i in reversed(dead):
            del block.args[i]
        for j, a in enumerate(block.args):
            a.index = j
        changed = True
    return changed
