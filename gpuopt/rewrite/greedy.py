"""The greedy pattern driver (MLIR 19's applyPatternsAndFoldGreedily), used by --canonicalize.

Per region of the root: seed a worklist in pre-order (constants are uniqued and hoisted to the
front of their scope's entry block, as OperationFolder does), then pop ops: erase dead ones,
fold, try patterns; repeat until nothing changes or `max_iterations` is reached.
"""
from __future__ import annotations

from gpuopt.diag import UNKNOWN_LOC
from gpuopt.rewrite import fold as F
from gpuopt.rewrite.debug import DEBUG, dbg, debug_on, loc_text
from gpuopt.rewrite.rewriter import Rewriter

KIND = "greedy-rewriter"


_DEAD_OWN = frozenset(("Pure", "NoMemoryEffect", "ReadOnly", "MemAlloc",
                       "RecursiveMemoryEffects"))


def is_trivially_dead(op) -> bool:
    """No used results, no side effects but reads and allocating its own results, counting
    the ops nested in ops with RecursiveMemoryEffects (MLIR's isOpTriviallyDead)."""
    if any(r.uses for r in op.results) or op.has_trait("Terminator"):
        return False
    if F.effect_free(op):  # also what a `has_no_effect` hook says (a write to a tensor)
        return True
    return _would_be_dead(op)


def _would_be_dead(op) -> bool:
    traits = op.traits
    if _DEAD_OWN.isdisjoint(traits):
        return False
    if "RecursiveMemoryEffects" in traits:
        return all(_would_be_dead(o) for r in op.regions for b in r.blocks for o in b.ops)
    reads_only = getattr(op, "reads_only", None)  # volatile / atomic llvm.load also write
    if reads_only is not None and "ReadOnly" in traits:
        return reads_only()
    return True


class _Worklist:
    def __init__(self) -> None:
        self.items: list = []
        self.where: dict[int, int] = {}

    def push(self, op) -> None:
        if id(op) not in self.where:
            self.where[id(op)] = len(self.items)
            self.items.append(op)

    def pop(self):
        while self.items:
            op = self.items.pop()
            if op is not None:
                del self.where[id(op)]
                return op
        return None

    def remove(self, op) -> None:
        i = self.where.pop(id(op), None)
        if i is not None:
            self.items[i] = None

    def clear(self) -> None:
        self.items.clear()
        self.where.clear()

    def reverse(self) -> None:
        self.items = [op for op in reversed(self.items) if op is not None]
        self.where = {id(op): i for i, op in enumerate(self.items)}


class GreedyDriver:
    """Runs patterns and folds over one region until a fixed point."""

    def __init__(self, region, patterns, fold: bool = True, top_down: bool = True,
                 max_iterations: int = 10, max_rewrites: int = -1,
                 region_simplify: str = "aggressive", cse_constants: bool = True) -> None:
        self.region = region
        self.patterns = sorted(patterns, key=lambda p: -p.benefit)
        self.fold = fold
        self.top_down = top_down
        self.max_iterations = max_iterations
        self.max_rewrites = max_rewrites
        self.region_simplify = region_simplify
        self.cse_constants = cse_constants
        self.worklist = _Worklist()
        self.rw = Rewriter(self, KIND if debug_on(KIND) else "")
        self.scopes: dict[int, dict] = {}  # id(region) -> (value attr, type) -> constant op
        self.owned: dict[int, tuple[int, tuple]] = {}  # id(const op) -> (id(region), key)
        self.rewrites = 0
        self.by_type: dict[type, list] = {}  # op class -> the patterns that can match it

    # ---- listener ------------------------------------------------------------------------
    def add(self, op) -> None:
        chain = []
        while op is not None:
            chain.append(op)
            block = op.parent
            region = block.parent if block is not None else None
            if region is self.region:
                for o in chain:
                    self.worklist.push(o)
                return
            if region is None:
                return
            op = region.parent

    def inserted(self, op) -> None:
        self.add(op)

    def modified(self, op) -> None:
        self.add(op)

    def erasing(self, op) -> None:
        for operand in op.operands:
            d = operand.defining_op
            if d is None:
                continue
            others = {id(u) for u, _ in operand.uses if u is not op}
            if len(others) <= 1:
                self.add(d)
        for nested in op.walk():
            self.worklist.remove(nested)
            owned = self.owned.pop(id(nested), None)
            if owned is not None:
                self.scopes.get(owned[0], {}).pop(owned[1], None)

    # ---- constants (OperationFolder) -----------------------------------------------------
    def insertion_region(self, block):
        region = block.parent
        while True:
            parent = region.parent
            if parent is None or parent.has_trait("IsolatedFromAbove") or parent.parent is None \
                    or region is self.region:
                return region
            region = parent.parent.parent

    def insert_known_constant(self, op) -> bool:
        """Uniques and hoists a constant; False when `op` was replaced by an existing one."""
        block = op.parent
        if id(op) in self.owned:
            if block.ops[0] is not op and id(_prev(op)) not in self.owned:
                self._move_to_front(op, block)
            return True
        key = F.constant_key(op)
        region = self.insertion_region(block)
        scope = self.scopes.setdefault(id(region), {})
        existing = scope.get(key)
        if existing is not None:
            self.rw.replace(op, existing.results)
            existing.loc = UNKNOWN_LOC
            return False
        entry = region.blocks[0]
        if block is not entry or (entry.ops[0] is not op and id(_prev(op)) not in self.owned):
            self._move_to_front(op, entry)
        scope[key] = op
        self.owned[id(op)] = (id(region), key)
        return True

    def _move_to_front(self, op, block) -> None:
        op.parent.ops.remove(op)
        block.insert(0, op)
        op.loc = UNKNOWN_LOC

    # ---- driving -------------------------------------------------------------------------
    def run(self) -> bool:
        """Returns True when it converged."""
        iteration = 0
        while True:
            iteration += 1
            if 0 <= self.max_iterations < iteration:
                return False
            self.worklist.clear()
            self._seed()
            changed = self._process()
            if self.region_simplify != "disabled":
                from gpuopt.rewrite.regions import simplify_regions
                changed |= simplify_regions(self.region, self,
                                            aggressive=self.region_simplify == "aggressive")
            if not changed:
                return True

    def _seed(self) -> None:
        # Ops go on the worklist as the walk meets them, after any op the walk's uniquing
        # of constants has already added (the users of a duplicate it replaced), as in MLIR;
        # top-down, the list is then reversed: pops give the ops in that order; bottom-up,
        # the last op of the post-order walk comes first, as MLIR's pop-back worklist does.
        if self.top_down:
            todo = list(reversed(_region_ops(self.region)))
            while todo:
                op = todo.pop()
                if self.cse_constants and F.is_constant(op) and op.parent is not None \
                        and not self.insert_known_constant(op):
                    continue  # a duplicate, replaced by the constant already known
                self.worklist.push(op)
                nested = [o for r in op.regions for b in r.blocks for o in b.ops]
                todo.extend(reversed(nested))
            self.worklist.reverse()
        else:
            for top in _region_ops(self.region):
                for op in top.walk(post_order=True):
                    if (self.cse_constants and F.is_constant(op)
                            and not self.insert_known_constant(op)):
                        continue
                    self.worklist.push(op)

    def _process(self) -> bool:
        changed = False
        while True:
            op = self.worklist.pop()
            if op is None:
                return changed
            if 0 <= self.max_rewrites <= self.rewrites:
                return changed
            if op.parent is None:
                continue
            if KIND in DEBUG:
                dbg(KIND, f"Processing operation : '{op.name}' at {loc_text(op)}")
            if is_trivially_dead(op):
                dbg(KIND, "  ** Erase   : operation is trivially dead")
                self.rw.erase(op)
                changed = True
                continue
            if self.fold and not op.has_trait("ConstantLike") and self._try_fold(op):
                changed = True
                continue
            if self._try_patterns(op):
                changed = True
                self.rewrites += 1

    def _try_fold(self, op) -> bool:
        before = [v.defining_op for v in op.operands]
        results = F.fold(op)
        if results is None:
            return False
        if results == F.IN_PLACE:
            dbg(KIND, "  ** Modified: folded in place")
            self.rw.modified(op)
            for d in before:  # operands it dropped may have left dead ops (region DCE's job)
                if d is not None and d.parent is not None and is_trivially_dead(d):
                    self.add(d)
            return True
        self.rw.root = op
        self.rw.before(op)
        values = []
        for r, res in zip(results, op.results, strict=True):
            if hasattr(r, "uses"):
                values.append(r)
                continue
            const = F.materialize(r, res.type, op.loc, op)
            if const is None:
                return False
            values.append(self.rw.insert(const).results[0])
        dbg(KIND, "  ** Replace : folded")
        self.rw.replace(op, values)
        return True

    def _patterns_for(self, op) -> list:
        t = type(op)
        found = self.by_type.get(t)
        if found is None:
            found = self.by_type[t] = [p for p in self.patterns if p.matches(op)]
        return found

    def _try_patterns(self, op) -> bool:
        for p in self._patterns_for(op):
            if KIND in DEBUG:
                label = p.label() if hasattr(p, "label") else getattr(p, "__name__", "pattern")
                dbg(KIND, f"  * Pattern {label} : '{op.name}' at {loc_text(op)} {{")
            self.rw.failed = False
            self.rw.changed = False
            self.rw.root = op
            if op.parent is not None:
                self.rw.before(op)
            p(op, self.rw)
            ok = not self.rw.failed and self.rw.changed
            dbg(KIND, "  } -> success : pattern applied successfully" if ok else
                "  } -> failure : pattern failed to match")
            if ok:
                return True
        return False


def _prev(op):
    ops = op.parent.ops
    i = ops.index(op)
    return ops[i - 1] if i > 0 else None


def _region_ops(region) -> list:
    return [o for b in region.blocks for o in b.ops]


def apply_greedy(root, patterns=(), **config) -> bool:
    """Applies `patterns` and folding to the regions of `root`; True when it converged.

    Region simplification is "aggressive" unless `region_simplify` says otherwise, as in MLIR
    19's GreedyRewriteConfig (its --canonicalize passes its own option, "normal" by default)."""
    ok = True
    for region in root.regions:
        ok &= GreedyDriver(region, patterns, **config).run()
    return ok
