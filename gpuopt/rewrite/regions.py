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
    predecessor passes the same value (dropRedundantArguments) after merging identical blocks
    (mergeIdenticalBlocks); as in MLIR 19, dropping arguments does not count as a change (it
    asks for no further iteration of the greedy driver: mlir-opt-19's --test-gpu-rewrite and
    --expand-strided-metadata leave blocks that became identical by it unmerged)."""
    changed = False
    todo = [region]
    while todo:
        r = todo.pop()
        if len(r.blocks) > 1:
            changed |= _erase_unreachable(r, driver)
            changed |= _erase_dead_args(r, driver)
            if aggressive:
                changed |= _merge_identical_blocks(r, driver)
                if _drop_redundant_args(r, driver):  # not a change, as in MLIR 19
                    _erase_dead_args(r, driver)
        for b in r.blocks:
            for op in b.ops:
                todo.extend(op.regions)
    return changed


def _merge_identical_blocks(region, driver) -> bool:
    """MLIR 19's mergeIdenticalBlocks: non-entry blocks with the same successors and
    equivalent ops (operands from other blocks may differ: they become new arguments of the
    first block, passed by each predecessor) are merged into the first; repeated until none
    merge."""
    merged_any = False
    while True:
        groups: dict[tuple, list] = {}
        for b in region.blocks[1:]:
            term = b.terminator
            groups.setdefault(tuple(id(x) for x in (term.successors if term else ())),
                              []).append(b)
        merged = False
        for blocks in groups.values():
            if len(blocks) < 2:
                continue
            clusters: list[list] = []  # [leader, [(block, mismatches)], operands to merge]
            for b in blocks:
                if any(r.blocks for op in b.ops for r in op.regions):
                    continue
                for c in clusters:
                    mism = _equivalent(c[0], b)
                    if mism is not None:
                        c[1].append(b)
                        for m in mism:
                            if m not in c[2]:
                                c[2].append(m)
                        break
                else:
                    clusters.append([b, [], []])
            for leader, others, operands in clusters:
                merged |= _merge_cluster(region, leader, others, operands, driver)
        if not merged:
            return merged_any
        merged_any = True


def _order(v, block):
    """getOrderOf: an argument's number, or the defining op's result offset in `block`."""
    if getattr(v, "block", None) is block and not hasattr(v, "op"):
        return v.index
    n = len(block.args)
    for op in block.ops:
        if op is v.op:
            return n + op.results.index(v)
        n += len(op.results)
    return None


def _in_block(v, block) -> bool:
    d = v.defining_op
    return (d.parent is block) if d is not None else getattr(v, "block", None) is block


def _equivalent(leader, block) -> list | None:
    """The (op index, operand index) pairs that differ, if `block` can merge into `leader`."""
    if [a.type for a in leader.args] != [a.type for a in block.args] or \
            len(leader.ops) != len(block.ops):
        return None
    out = []
    for i, (a, b) in enumerate(zip(leader.ops, block.ops, strict=True)):
        if a.name != b.name or len(a.operands) != len(b.operands) or \
                [r.type for r in a.results] != [r.type for r in b.results] or \
                len(a.regions) != len(b.regions) or \
                [id(x) for x in a.successors] != [id(x) for x in b.successors] or \
                sorted(a.attributes.items(), key=lambda kv: kv[0]) != \
                sorted(b.attributes.items(), key=lambda kv: kv[0]):
            return None
        for j, (x, y) in enumerate(zip(a.operands, b.operands, strict=True)):
            if x is y:
                continue
            if x.type is not y.type:
                return None
            xin, yin = _in_block(x, leader), _in_block(y, block)
            if xin != yin:
                return None
            if not xin:
                if not _valid_successor_arg(leader, x) or not _valid_successor_arg(block, y):
                    return None
                out.append((i, j))
            elif _order(x, leader) != _order(y, block):
                return None
        if _used_outside(a, leader) or _used_outside(b, block):
            return None
    return out


def _valid_successor_arg(block, v) -> bool:
    d = v.defining_op
    if d is None or d.parent is None or d is not d.parent.terminator:
        return True
    return d.parent not in block.predecessors()


def _used_outside(op, block) -> bool:
    return any(u.parent is not block for r in op.results for u, _ in r.uses)


def _merge_cluster(region, leader, others, operands, driver) -> bool:
    if not others:
        return False
    blocks = [leader, *others]
    if operands:
        for b in blocks:
            for p in b.predecessors():
                if _successor_groups(p.terminator) is None:
                    return False
        new_args: list[list] = [[] for _ in blocks]
        made: dict[tuple, object] = {}  # the values the blocks pass -> the argument (once)
        for i, j in sorted(operands):
            values = [b.ops[i].operands[j] for b in blocks]
            key = tuple(id(v) for v in values)
            arg = made.get(key)
            if arg is None:
                v = values[0]
                arg = made[key] = leader.add_arg(v.type, v.op.loc if hasattr(v, "op") else v.loc)
                for k, x in enumerate(values):
                    new_args[k].append(x)
            leader.ops[i].set_operand(j, arg)
            if driver is not None:
                driver.modified(leader.ops[i])
        for k, b in enumerate(blocks):
            for p in dict.fromkeys(b.predecessors()):
                term = p.terminator
                for si, s in enumerate(term.successors):
                    if s is b:
                        _append_successor_operands(term, si, new_args[k])
                if driver is not None:
                    driver.modified(term)
    for b in others:
        for p in region.blocks:
            term = p.terminator
            if term is not None and any(s is b for s in term.successors):
                term.successors = [leader if s is b else s for s in term.successors]
                if driver is not None:
                    driver.modified(term)
        for op in reversed(b.ops):
            if driver is not None:
                driver.erasing(op)
            op.erase()
        region.blocks.remove(b)
    return True


def _append_successor_operands(term, index: int, values: list) -> None:
    """Appends `values` to what the cf/llvm branch `term` passes its successor `index`."""
    from gpuopt.ir import attrs as A
    from gpuopt.ir import types as T
    groups = _successor_groups(term)
    ops = list(term.operands)
    sizes = [len(g) for g in groups]
    kind = _BRANCHES[term.name]
    at = len(ops) if kind == "cf.br" else 1 + sum(sizes[:index + 1])
    term.drop_all_uses()
    term.operands[:] = ops[:at] + list(values) + ops[at:]
    for i, v in enumerate(term.operands):
        v.uses.append((term, i))
    sizes[index] += len(values)
    if kind == "cf.cond_br":
        term.attributes["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (1, sizes[0], sizes[1]))
    elif kind == "cf.switch":
        term.attributes["operandSegmentSizes"] = A.DenseArrayAttr(
            T.i32, (1, sizes[0], sum(sizes[1:])))
        term.attributes["case_operand_segments"] = A.DenseArrayAttr(T.i32, tuple(sizes[1:]))


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


_BRANCHES = {"cf.br": "cf.br", "cf.cond_br": "cf.cond_br", "cf.switch": "cf.switch",
             "llvm.br": "cf.br", "llvm.cond_br": "cf.cond_br", "llvm.switch": "cf.switch"}


def _successor_groups(term) -> list[list[int]] | None:
    """Per successor of a cf (or llvm: the same operand layout) branch, the positions of the
    operands it passes; None for other terminators."""
    name = _BRANCHES.get(term.name)
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
            kind = _BRANCHES.get(term.name)
            if kind == "cf.cond_br":
                term.attributes["operandSegmentSizes"] = A.DenseArrayAttr(
                    T.i32, (1, sizes[0], sizes[1]))
            elif kind == "cf.switch":
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
