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
        from gpuopt.diag import PassError
        from gpuopt.rewrite.greedy import apply_greedy
        patterns = [p for p in PATTERNS if p.label() not in self.disable_patterns
                    and (not self.enable_patterns or p.label() in self.enable_patterns)]
        ok = apply_greedy(op, patterns, top_down=self.top_down,
                          max_iterations=self.max_iterations,
                          max_rewrites=self.max_num_rewrites,
                          region_simplify=self.region_simplify)
        if self.test_convergence and not ok:
            raise PassError("Canonicalizer failed to converge", op.loc)
