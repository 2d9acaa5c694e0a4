"""--canonicalize: folding, dead-op removal and the canonicalization patterns gpuopt registers.

Runs the greedy driver (gpuopt/rewrite/greedy.py) with the patterns below, as mlir-opt-19's
Canonicalizer does with the registered ops' canonicalization patterns.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import arith, gpu, index
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.passes.manager import Pass
from gpuopt.rewrite import Rewriter, pattern
from gpuopt.rewrite.fold import const_value


@pattern
def erase_redundant_wait_pairs(op: gpu.WaitOp, rw: Rewriter) -> None:
    # %t = gpu.wait async (no dependencies) used by gpu.wait [%t, ...]: drop %t from the list
    def trivial(v) -> bool:
        d = getattr(v, "op", None)
        return isinstance(d, gpu.WaitOp) and not d.operands
    if not any(trivial(v) for v in op.async_deps):
        return rw.no_match(op, "no dependency is a gpu.wait without dependencies")
    keep = [v for v in op.operands if not trivial(v)]
    op.drop_all_uses()
    op.operands[:] = keep
    for i, v in enumerate(keep):
        v.uses.append((op, i))
    rw.modified(op)


@pattern
def simplify_wait(op: gpu.WaitOp, rw: Rewriter) -> None:
    # gpu.wait (nothing) is erased; %t1 = gpu.wait async [%t0] becomes %t0; unused tokens go
    token = op.token
    if not op.async_deps and token is None:
        return rw.erase(op)
    if len(op.async_deps) == 1 and token is not None:
        return rw.replace(op, [op.async_deps[0]])
    if token is not None and not token.uses:
        return rw.erase(op)
    return rw.no_match(op, "gpu.wait has dependencies and a used token")


@pattern
def fold_launch_arguments(op: gpu.LaunchOp, rw: Rewriter) -> None:
    # a block or thread id whose grid or block size is the constant 1 becomes
    # %c0 = arith.constant 0 : index at the start of the launch body
    args = op.body.blocks[0].args
    sizes = [op.grid_x, op.grid_y, op.grid_z, op.block_x, op.block_y, op.block_z]
    zero = None
    for arg, size in zip(args[:6], sizes, strict=True):
        c = _int_const(size)
        if c is None or c.value != 1 or not arg.uses:
            continue
        if zero is None:
            rw.at_start(op.body.blocks[0])
            zero = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(0, T.index),
                             result_types=[T.index], loc=op.loc).results[0]
        rw.replace_uses(arg, zero)
    if zero is None:
        return rw.no_match(op, "no id with a grid or block size of constant 1 is used")


@pattern
def index_cmp_of_sub(op: index.CmpOp, rw: Rewriter) -> None:
    # index.cmp(sub(a, b), 0) -> index.cmp(a, b); index.cmp(0, sub(a, b)) -> index.cmp(b, a)
    lhs, rhs = _int_const(op.lhs), _int_const(op.rhs)
    zero_rhs = rhs is not None and rhs.value == 0
    if not zero_rhs and not (lhs is not None and lhs.value == 0):
        return rw.no_match(op, "no operand is the constant 0")
    sub = getattr(op.lhs if zero_rhs else op.rhs, "op", None)
    if type(sub) is not index.OPS["sub"]:
        return rw.no_match(op, "the other operand is not an index.sub")
    x, y = (sub.lhs, sub.rhs) if zero_rhs else (sub.rhs, sub.lhs)
    new = rw.create(index.CmpOp, pred=op.attributes["pred"], lhs=x, rhs=y,
                    result_types=[T.i1])
    rw.replace(op, new.results)


def _int_const(v):
    c = const_value(v)
    return c if isinstance(c, A.IntegerAttr) else None


def _combine_constants(outer: type, inner_cls: type, combine):
    """addi(addi(x, c0), c1) -> addi(x, c0 + c1) and friends (arith's DRR patterns)."""
    outer_name, inner_name = outer.name, inner_cls.name

    def rewrite(op, rw: Rewriter) -> None:
        c1 = _int_const(op.operands[1])
        inner = getattr(op.operands[0], "op", None)
        if c1 is None or type(inner) is not inner_cls:
            return rw.no_match(op, f"not {outer_name}({inner_name}(x, constant), constant)")
        c0 = _int_const(inner.operands[1])
        if c0 is None:
            return rw.no_match(op, "inner op has no constant operand")
        t = op.results[0].type
        const = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(combine(c0.value, c1.value),
                                                                    t), result_types=[t])
        new = rw.create(outer, lhs=inner.operands[0],
                        rhs=const.results[0], result_types=[t])
        rw.replace(op, new.results)
    rewrite.__name__ = f"fold_{outer_name.split('.')[1]}_of_{inner_name.split('.')[1]}_constant"
    p = pattern(rewrite)
    p.op_types = (outer,)
    return p


PATTERNS = [
    fold_launch_arguments,
    erase_redundant_wait_pairs,
    simplify_wait,
    index_cmp_of_sub,
    _combine_constants(arith.AddIOp, arith.AddIOp, lambda a, b: a + b),
    _combine_constants(arith.MulIOp, arith.MulIOp, lambda a, b: a * b),
]


def _typed(cls):
    """`@pattern` for an op class the module cannot name at import time."""
    def wrap(fn):
        p = pattern(fn)
        p.op_types = (cls,)
        return p
    return wrap


def _affine_patterns() -> list:
    """The affine dialect's canonicalizations, built once its module is loaded (it is only
    imported for IR that has affine ops)."""
    if _AFFINE:
        return _AFFINE
    from gpuopt.dialects import affine
    from gpuopt.ir import affine as AF

    def rebuild(op, rw, cls, amap, operands) -> None:
        attrs = dict(op.attributes)
        attrs["map"] = AF.AffineMapAttr(amap)
        rw.before(op)
        new = rw.insert(cls.create(list(operands), [r.type for r in op.results], attrs, [], [],
                                   op.loc))
        rw.replace(op, new.results)

    def simplify_map_op(op, rw) -> None:
        # SimplifyAffineOp: compose with the affine.apply ops feeding it, promote dims that are
        # valid symbols, drop unused and repeated operands, simplify the expressions
        amap, operands = affine.simplified_map(op.map.value, list(op.operands))
        if amap == op.map.value and operands == list(op.operands):
            return rw.no_match(op, "map and operands already canonical")
        rebuild(op, rw, type(op), amap, operands)

    @_typed(affine.ApplyOp)
    def simplify_affine_apply(op, rw: Rewriter) -> None:
        return simplify_map_op(op, rw)

    @_typed(affine.MinOp)
    def simplify_affine_min(op, rw: Rewriter) -> None:
        return simplify_map_op(op, rw)

    @_typed(affine.MaxOp)
    def simplify_affine_max(op, rw: Rewriter) -> None:
        return simplify_map_op(op, rw)

    def simplify_access(op, rw) -> None:
        # SimplifyAffineOp on affine.load/store: their subscript maps, in place
        amap, operands = affine.simplified_map(op.map.value, list(op.indices))
        if amap == op.map.value and operands == list(op.indices):
            return rw.no_match(op, "map and operands already canonical")
        op.attributes["map"] = AF.AffineMapAttr(amap)
        head = len(op.operands) - len(op.indices)
        affine.set_operands(op, list(op.operands[:head]) + operands)
        rw.modified(op)

    @_typed(affine.LoadOp)
    def simplify_affine_load(op, rw: Rewriter) -> None:
        return simplify_access(op, rw)

    @_typed(affine.StoreOp)
    def simplify_affine_store(op, rw: Rewriter) -> None:
        return simplify_access(op, rw)

    def deduplicate(op, rw) -> None:
        # DeduplicateAffineMinMaxExpressions
        m = op.map.value
        unique = affine.unique_results(m)
        if unique == m:
            return rw.no_match(op, "no repeated result")
        rebuild(op, rw, type(op), unique, list(op.operands))

    @_typed(affine.MinOp)
    def deduplicate_affine_min(op, rw: Rewriter) -> None:
        return deduplicate(op, rw)

    @_typed(affine.MaxOp)
    def deduplicate_affine_max(op, rw: Rewriter) -> None:
        return deduplicate(op, rw)

    def single_result(op, rw) -> None:
        # a one-result affine.min/max is an affine.apply
        if len(op.map.value.results) != 1:
            return rw.no_match(op, "more than one result")
        rebuild(op, rw, affine.ApplyOp, op.map.value, list(op.operands))

    @_typed(affine.MinOp)
    def single_result_affine_min(op, rw: Rewriter) -> None:
        return single_result(op, rw)

    @_typed(affine.MaxOp)
    def single_result_affine_max(op, rw: Rewriter) -> None:
        return single_result(op, rw)

    @_typed(affine.ForOp)
    def fold_empty_affine_for(op, rw: Rewriter) -> None:
        # AffineForEmptyLoopFolder: a body of only affine.yield yields inits or outer values
        body = op.body.blocks[0]
        if len(body.ops) != 1 or not op.results:
            return rw.no_match(op, "body not empty, or no results")
        trips = affine.constant_trip_count(op)
        if trips == 0:
            return rw.replace(op, list(op.inits))
        iter_args = body.args[1:]
        values, outside, unordered = [], False, False
        for i, v in enumerate(body.ops[0].operands):
            if v in iter_args:
                k = iter_args.index(v)
                unordered |= k != i
                values.append(op.inits[k])
            else:
                outside = True
                values.append(v)
        if trips is None and (outside or unordered):
            return rw.no_match(op, "unknown trip count")
        if trips is not None and trips >= 2 and unordered:
            return rw.no_match(op, "iter_args yielded out of order")
        rw.replace(op, values)

    @_typed(affine.IfOp)
    def always_true_or_false_if(op, rw: Rewriter) -> None:
        # an affine.if whose set is `0 == 0` is its then block; `1 == 0` its else block
        s = op.attributes["condition"].value
        if s.eqs == (True,) and s.constraints == (AF.Const(0),):
            region = op.then_region
        elif s.eqs == (True,) and s.constraints == (AF.Const(1),):
            region = op.else_region
            if not region.blocks:
                if op.results:
                    return rw.no_match(op, "no else block for the results")
                return rw.erase(op)
        else:
            return rw.no_match(op, "condition not trivially true or false")
        block = region.blocks[0]
        term = block.ops[-1]
        values = list(term.operands)
        rw.erase(term)
        index = op.parent.ops.index(op)
        rw.inline_block_before(block, op.parent, index)
        rw.replace(op, values)

    _AFFINE.extend([simplify_affine_apply, simplify_affine_min, simplify_affine_max,
                    simplify_affine_load, simplify_affine_store, deduplicate_affine_min,
                    deduplicate_affine_max, single_result_affine_min, single_result_affine_max,
                    fold_empty_affine_for, always_true_or_false_if])
    return _AFFINE


_AFFINE: list = []


@dataclass
class Canonicalize(Pass, flag="canonicalize"):
    """Canonicalize operations"""

    anchor = "any"
    disable_patterns: tuple = field(default=(), metadata={
        "help": "Labels of patterns that should be filtered out during application",
        "type": "string"})
    enable_patterns: tuple = field(default=(), metadata={
        "help": "Labels of patterns that should be used during application, all other patterns "
                "are filtered out", "type": "string"})
    max_iterations: int = field(default=10, metadata={
        "help": "Max. iterations between applying patterns / simplifying regions"})
    max_num_rewrites: int = field(default=-1, metadata={
        "help": "Max. number of pattern rewrites within an iteration"})
    region_simplify: str = field(default="normal", metadata={
        "help": "Perform control flow optimizations to the region tree", "type": "value",
        "values": {"disabled": "Don't run any control-flow simplification.",
                   "normal": "Perform simple control-flow simplifications (e.g. dead args "
                             "elimination).",
                   "aggressive": "Perform aggressive control-flow simplification (e.g. block "
                                 "merging)."}})
    test_convergence: bool = field(default=False, metadata={
        "help": "Test only: Fail pass on non-convergence to detect cyclic pattern"})
    top_down: bool = field(default=True, metadata={
        "help": "Seed the worklist in general top-down order"})

    def run(self, op) -> None:
        import sys

        from gpuopt.diag import PassError
        from gpuopt.rewrite.greedy import apply_greedy
        extra = _affine_patterns() if "gpuopt.dialects.affine" in sys.modules else []
        patterns = [p for p in PATTERNS + extra if p.label() not in self.disable_patterns
                    and (not self.enable_patterns or p.label() in self.enable_patterns)]
        ok = apply_greedy(op, patterns, top_down=self.top_down,
                          max_iterations=self.max_iterations,
                          max_rewrites=self.max_num_rewrites,
                          region_simplify=self.region_simplify)
        if self.test_convergence and not ok:
            raise PassError("Canonicalizer failed to converge", op.loc)
