"""--canonicalize: folding, dead-op removal and the canonicalization patterns gpuopt registers.

Runs the greedy driver (gpuopt/rewrite/greedy.py) with the patterns below, as mlir-opt-19's
Canonicalizer does with the registered ops' canonicalization patterns.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import arith, func, gpu, memref
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


# ---- arith extended arithmetic ----------------------------------------------------------
def _extended_to_plain(cls, plain, kept: int):
    """An extended add or multiply whose second result (overflow, high half) is unused is the
    plain op (AddUIExtendedToAddI, MulUIExtendedToMulI, MulSIExtendedToMulI)."""
    def rewrite(op, rw: Rewriter) -> None:
        if op.results[1 - kept].uses:
            return rw.no_match(op, "the second result is used")
        new = rw.create(plain, lhs=op.lhs, rhs=op.rhs, result_types=[op.results[0].type])
        rw.replace(op, [new.results[0], op.results[1]])
    rewrite.__name__ = f"{cls.name.split('.')[1]}_to_{plain.name.split('.')[1]}"
    p = pattern(rewrite)
    p.op_types = (cls,)
    return p


@pattern
def mulsi_extended_rhs_one(op: arith.MulSIExtendedOp, rw: Rewriter) -> None:
    # x * 1: low x, high the sign of x (MulSIExtendedRHSOne)
    if not _is_one(op.rhs):
        return rw.no_match(op, "rhs is not one")
    t = op.lhs.type
    zero = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(0, t), result_types=[t])
    neg = rw.create(arith.CmpIOp, predicate=A.IntegerAttr.get(2, T.i64), lhs=op.lhs,
                    rhs=zero.results[0], result_types=[T.i1])
    high = rw.create(arith.OPS["extsi"], in_=neg.results[0], result_types=[t])
    rw.replace(op, [op.lhs, high.results[0]])


def _is_one(v) -> bool:
    c = _int_const(v)
    return c is not None and (c.value & ((1 << _width(c.type)) - 1)) == 1


def _width(t) -> int:
    return 64 if isinstance(t, T.IndexType) else t.width


# ---- func ----------------------------------------------------------------------------------
@pattern
def simplify_indirect_call_with_known_callee(op: func.CallIndirectOp, rw: Rewriter) -> None:
    d = getattr(op.callee, "op", None)
    if type(d) is not func.ConstantOp:
        return rw.no_match(op, "the callee is not a func.constant")
    new = rw.create(func.CallOp, callee=d.attributes["value"],
                    operands_=list(op.callee_operands),
                    result_types=[r.type for r in op.results])
    rw.replace(op, new.results)


# ---- memref ------------------------------------------------------------------------------
def _const_size(v):
    c = _int_const(v)
    return c.value if c is not None and c.value >= 0 else None


def _simplify_alloc_const(cls):
    """Constant dynamic sizes of an alloc become static, a memref.cast back to the old type
    (SimplifyAllocConst)."""
    def simplify_alloc_const(op, rw: Rewriter) -> None:
        if all(_const_size(v) is None for v in op.dynamic_sizes):
            return rw.no_match(op, "no constant dynamic size")
        t = op.memref.type
        shape, dynamic = [], []
        sizes = iter(op.dynamic_sizes)
        for d in t.shape:
            if d != T.DYNAMIC:
                shape.append(d)
                continue
            v = next(sizes)
            c = _const_size(v)
            shape.append(T.DYNAMIC if c is None else c)
            if c is None:
                dynamic.append(v)
        new_t = T.MemRefType.get(shape, t.element_type, t.layout, t.memory_space)
        fields = {"dynamic_sizes": dynamic, "symbol_operands": list(op.symbol_operands)}
        if isinstance(op, gpu.AllocOp):
            fields.update(async_deps=list(op.async_deps),
                          host_shared=op.attributes.get("hostShared"))
            types = [new_t] + ([op.token.type] if op.token is not None else [])
        else:
            fields["alignment"] = op.attributes.get("alignment")
            types = [new_t]
        rw.before(op)
        new = rw.create(cls, result_types=types, **fields)
        cast = rw.create(memref.CastOp, source=new.results[0], result_types=[t])
        rw.replace(op, [cast.results[0], *new.results[1:]])
    p = pattern(simplify_alloc_const)
    p.op_types = (cls,)
    return p


def _simplify_dead_alloc(cls):
    """An alloc only stored into and deallocated goes, with those users (SimplifyDeadAlloc)."""
    def simplify_dead_alloc(op, rw: Rewriter) -> None:
        m = op.results[0]
        users = [u for u, _ in m.uses]
        for u in users:
            if isinstance(u, memref.StoreOp):
                if u.value is m:
                    return rw.no_match(op, "the alloc is a stored value")
            elif not isinstance(u, memref.DeallocOp):
                return rw.no_match(op, "a user is neither a store nor a dealloc")
        for u in dict.fromkeys(users):
            rw.erase(u)
        rw.erase(op)
    p = pattern(simplify_dead_alloc)
    p.op_types = (cls,)
    return p


@pattern
def fold_empty_copy(op: memref.CopyOp, rw: Rewriter) -> None:
    def empty(t) -> bool:
        return t.shape is not None and 0 in t.shape
    if not (empty(op.source.type) or empty(op.target.type)):
        return rw.no_match(op, "neither memref is empty")
    rw.erase(op)


@pattern
def fold_self_copy(op: memref.CopyOp, rw: Rewriter) -> None:
    if op.source is not op.target:
        return rw.no_match(op, "source and target differ")
    rw.erase(op)


# ---- gpu ---------------------------------------------------------------------------------
@pattern
def erase_redundant_barriers(op: gpu.BarrierOp, rw: Rewriter) -> None:
    block = op.parent
    i = block.ops.index(op)
    if i + 1 >= len(block.ops) or type(block.ops[i + 1]) is not gpu.BarrierOp:
        return rw.no_match(op, "the next op is no gpu.barrier")
    rw.erase(op)


_ALLOCS = (memref.AllocOp, memref.AllocaOp, gpu.AllocOp)
_FREES = (memref.DeallocOp, gpu.DeallocOp)


@pattern
def erase_trivial_copy(op: gpu.MemcpyOp, rw: Rewriter) -> None:
    # a copy into an allocation that nothing but deallocations uses (EraseTrivialCopyOp)
    dst = op.dst
    if not isinstance(getattr(dst, "op", None), _ALLOCS) or dst is not dst.op.results[0]:
        return rw.no_match(op, "the destination is not an allocation")
    if any(u is not op and not isinstance(u, _FREES) for u, _ in dst.uses):
        return rw.no_match(op, "the destination has other users")
    deps = list(op.async_deps)
    if len(deps) > 1 or (not deps) != (op.token is None):
        return rw.no_match(op, "not one dependency and a token, nor neither")
    if op.token is None:
        return rw.erase(op)
    rw.replace(op, deps)


PATTERNS = [
    fold_launch_arguments,
    erase_redundant_wait_pairs,
    simplify_wait,
    _combine_constants(arith.AddIOp, arith.AddIOp, lambda a, b: a + b),
    _combine_constants(arith.MulIOp, arith.MulIOp, lambda a, b: a * b),
    _extended_to_plain(arith.AddUIExtendedOp, arith.AddIOp, 0),
    _extended_to_plain(arith.MulSIExtendedOp, arith.MulIOp, 0),
    mulsi_extended_rhs_one,
    _extended_to_plain(arith.MulUIExtendedOp, arith.MulIOp, 0),
    simplify_indirect_call_with_known_callee,
    erase_redundant_barriers,
    erase_trivial_copy,
    _simplify_alloc_const(memref.AllocOp),
    _simplify_dead_alloc(memref.AllocOp),
    _simplify_alloc_const(memref.AllocaOp),
    _simplify_dead_alloc(memref.AllocaOp),
    fold_empty_copy,
    fold_self_copy,
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
