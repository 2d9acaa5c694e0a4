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
    19's GreedySimplifyRegionLevel::Aggressive) also merges identical blocks
    (mergeIdenticalBlocks) and drops arguments to which every predecessor passes the same
    value (dropRedundantArguments, which as in mlir-opt-19 does not count as a change: it asks
    for no further iteration of the greedy driver)."""
    changed = False
    todo = [region]
    while todo:
        r = todo.pop()
        if len(r.blocks) > 1:
            changed |= _erase_unreachable(r, driver)
            changed |= _erase_dead_args(r, driver)
            if aggressive:
                while _merge_identical_blocks(r, driver):
                    changed = True
                if _drop_redundant_args(r, driver):
                    _erase_dead_args(r, driver)
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


# ---- mergeIdenticalBlocks (RegionUtils.cpp) ----------------------------------------------------
def _op_key(op) -> tuple:
    """What OperationEquivalence (ignoring locations and operand values) compares."""
    return (op.name, tuple(sorted((k, str(v)) for k, v in op.attributes.items())),
            tuple(str(r.type) for r in op.results), tuple(str(v.type) for v in op.operands),
            len(op.regions), len(op.successors))


def _order(block, value) -> int:
    """BlockEquivalenceData::getOrderOf: arguments by number, results after them in op order."""
    if value in block.args:
        return block.args.index(value)
    n = len(block.args)
    for op in block.ops:
        if value in op.results:
            return n + op.results.index(value)
        n += len(op.results)
    raise AssertionError("value not in block")


def _defined_in(value, block) -> bool:
    if getattr(value, "block", None) is block:
        return True
    op = getattr(value, "op", None)
    return op is not None and op.parent is block


def _edges(region, block) -> list:
    """(terminator, successor index) of each branch to `block`, in predecessor order."""
    out = []
    for pred in block.predecessors() if hasattr(block, "predecessors") else ():
        term = pred.terminator
        out.extend((term, si) for si, s in enumerate(term.successors) if s is block)
    seen, uniq = set(), []
    for t, si in out:
        if (id(t), si) not in seen:
            seen.add((id(t), si))
            uniq.append((t, si))
    return uniq


def _valid_successor_arg(block, value) -> bool:
    op = getattr(value, "op", None)
    parent = op.parent if op is not None else getattr(value, "block", None)
    if op is None or parent is None or op is not parent.terminator:
        return True
    return parent not in block.predecessors()


def _used_outside(op, block) -> bool:
    return any(u.parent is not block and not _nested_in(u, block) for r in op.results
               for u, _ in r.uses)


def _nested_in(op, block) -> bool:
    while op is not None:
        if op.parent is block:
            return True
        parent = op.parent
        op = parent.parent_op if parent is not None else None
    return False


def _cluster_add(leader, block) -> list | None:
    """BlockMergeCluster::addToCluster: the (op index, operand index) pairs that differ, or
    None when `block` cannot merge into `leader`."""
    if [str(a.type) for a in leader.args] != [str(a.type) for a in block.args]:
        return None
    if len(leader.ops) != len(block.ops):
        return None
    mismatched = []
    for i, (lo, ro) in enumerate(zip(leader.ops, block.ops, strict=True)):
        if _op_key(lo) != _op_key(ro):
            return None
        for j, (lv, rv) in enumerate(zip(lo.operands, ro.operands, strict=True)):
            if lv is rv:
                continue
            lin, rin = _defined_in(lv, leader), _defined_in(rv, block)
            if lin != rin:
                return None
            if not lin:
                if not (_valid_successor_arg(leader, lv) and _valid_successor_arg(block, rv)):
                    return None
                mismatched.append((i, j))
                continue
            if _order(leader, lv) != _order(block, rv):
                return None
        if _used_outside(ro, block) or _used_outside(lo, leader):
            return None
    return mismatched


def _append_successor_operands(term, si, values) -> None:
    from gpuopt.ir import attrs as A
    from gpuopt.ir import types as T
    groups = _successor_groups(term)
    at = groups[si][-1] + 1 if groups[si] else (
        1 + sum(len(g) for g in groups[:si]) if term.name != "cf.br" else 0)
    ops = list(term.operands)
    ops[at:at] = values
    term.drop_all_uses()
    term.operands[:] = ops
    for i, v in enumerate(ops):
        v.uses.append((term, i))
    sizes = [len(g) for g in groups]
    sizes[si] += len(values)
    if term.name == "cf.cond_br":
        term.attributes["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (1, sizes[0], sizes[1]))
    elif term.name == "cf.switch":
        term.attributes["operandSegmentSizes"] = A.DenseArrayAttr(
            T.i32, (1, sizes[0], sum(sizes[1:])))
        term.attributes["case_operand_segments"] = A.DenseArrayAttr(T.i32, tuple(sizes[1:]))


def _value_loc(v):
    op = getattr(v, "op", None)
    return op.loc if op is not None else v.loc


def _merge_identical_blocks(region, driver) -> bool:
    groups: dict = {}
    for block in region.blocks[1:]:
        term = block.terminator
        key = tuple(id(s) for s in (term.successors if term is not None else ()))
        groups.setdefault(key, []).append(block)
    merged = False
    for blocks in groups.values():
        if len(blocks) < 2:
            continue
        clusters: list[list] = []  # [leader, [(block, mismatched)], operand pairs]
        for block in blocks:
            if any(r.blocks for op in block.ops for r in op.regions):
                continue
            for c in clusters:
                mism = _cluster_add(c[0], block)
                if mism is not None:
                    c[1].append(block)
                    for p in mism:
                        if p not in c[2]:
                            c[2].append(p)
                    break
            else:
                clusters.append([block, [], []])
        for leader, members, pairs in clusters:
            if members and _merge(region, leader, members, pairs, driver):
                merged = True
    return merged


def _merge(region, leader, members, pairs, driver) -> bool:
    from gpuopt.ir.core import BlockArgument
    cluster = [leader, *members]
    if pairs:
        if any(_successor_groups(t) is None for b in cluster for t, _ in _edges(region, b)):
            return False
        new_args = [[b.ops[i].operands[j] for i, j in pairs] for b in cluster]
        for i, j in pairs:
            op = leader.ops[i]
            old = op.operands[j]
            arg = BlockArgument(old.type, leader, len(leader.args), _value_loc(old))
            leader.args.append(arg)
            old.uses.remove((op, j))
            op.operands[j] = arg
            arg.uses.append((op, j))
            if driver is not None:
                driver.modified(op)
        for b, values in zip(cluster, new_args, strict=True):
            for term, si in _edges(region, b):
                _append_successor_operands(term, si, values)
                if driver is not None:
                    driver.modified(term)
    for b in members:
        for pred in region.blocks:
            term = pred.terminator
            if term is not None and any(s is b for s in term.successors):
                term.successors = [leader if s is b else s for s in term.successors]
                if driver is not None:
                    driver.modified(term)
        for op in reversed(b.ops):
            if driver is not None:
                driver.erasing(op)
            op.drop_all_uses()
            for r in op.results:
                r.uses = []
            op.erase()
        region.blocks.remove(b)
    return True
