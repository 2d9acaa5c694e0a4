"""--canonicalize: folding, dead-op removal and the canonicalization patterns gpuopt registers.

Runs the greedy driver (gpuopt/rewrite/greedy.py) with the patterns below, as mlir-opt-19's
Canonicalizer does with the registered ops' canonicalization patterns.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import arith, gpu, index, vector
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.opdef import lookup
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


@pattern
def broadcast_extracted_broadcast(op: vector.ExtractOp, rw: Rewriter) -> None:
    # %b = vector.broadcast %x : S to vector<2x4xf32>; %e = vector.extract %b[1] : vector<4xf32>
    # becomes %e = vector.broadcast %x : S to vector<4xf32> (ExtractOpFromBroadcast)
    d = getattr(op.vector, "op", None)
    rt = op.result_.type
    if not isinstance(d, (vector.BroadcastOp, vector.SplatOp)) or not isinstance(
            rt, T.VectorType):
        return rw.no_match(op, "not an extract of a vector from a broadcast")
    src = d.operands[0]
    st = src.type
    if st is rt or isinstance(st, T.VectorType) and (
            len(st.shape) > len(rt.shape)
            or any(s not in (1, r) for s, r in zip(reversed(st.shape), reversed(rt.shape),
                                                  strict=False))):
        return rw.no_match(op, "the broadcast source does not broadcast to the result")
    rw.replace_op_with_new_op(op, vector.BroadcastOp, source=src, result_types=[rt])


@pattern
def broadcast_shape_cast_broadcast(op: vector.ShapeCastOp, rw: Rewriter) -> None:
    # shape_cast(broadcast %x) becomes broadcast %x when x's shape ends the result's shape,
    # else shape_cast %x when it has as many elements (ShapeCastBroadcastFolder)
    d = getattr(op.source, "op", None)
    if not isinstance(d, vector.BroadcastOp):
        return rw.no_match(op, "the source is not a vector.broadcast")
    st, rt = d.source.type, op.result_.type
    shape = st.shape if isinstance(st, T.VectorType) else ()
    if rt.shape[len(rt.shape) - len(shape):] == shape:
        rw.replace_op_with_new_op(op, vector.BroadcastOp, source=d.source, result_types=[rt])
        return None
    n = 1
    for x in shape:
        n *= x
    m = 1
    for x in rt.shape:
        m *= x
    if isinstance(st, T.VectorType) and n == m:
        rw.replace_op_with_new_op(op, vector.ShapeCastOp, source=d.source, result_types=[rt])
        return None
    return rw.no_match(op, "the broadcast source fits neither a broadcast nor a shape_cast")


@pattern
def splat_equal_elements(op: vector.FromElementsOp, rw: Rewriter) -> None:
    # vector.from_elements %x, %x, ... becomes vector.splat %x
    first = op.elements[0] if op.elements else None
    if first is None or any(e is not first for e in op.elements):
        return rw.no_match(op, "the elements are not all the same value")
    rw.replace_op_with_new_op(op, vector.SplatOp, input=first, result_types=[op.result_.type])
    return None


def _is_zero(a) -> bool:
    if isinstance(a, A.DenseElementsAttr):
        return a.splat and a.values == 0 and str(a.values) in ("0", "0.0", "False")
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        return a.value == 0 and str(a.value) in ("0", "0.0")
    return False


def _contract_add(add_cls: type):
    """addf/addi(vector.contract(..., zero acc), %x) -> vector.contract(..., %x)
    (CanonicalizeContractAdd)."""
    def rewrite(op, rw: Rewriter) -> None:
        for mine, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            c = getattr(mine, "op", None)
            if isinstance(c, vector.ContractionOp) and _is_zero(const_value(c.acc)) and \
                    const_value(c.acc).type is c.acc.type:
                rw.before(op)
                new = rw.create(vector.ContractionOp, lhs=c.lhs, rhs=c.rhs, acc=other,
                                result_types=[c.result_.type],
                                attributes=dict(c.attributes), loc=c.loc)
                rw.replace(op, new.results)
                return None
        return rw.no_match(op, "no operand is a vector.contract with a zero accumulator")
    rewrite.__name__ = f"fold_{add_cls.name.split('.')[1]}_into_contract"
    p = pattern(rewrite)
    p.op_types = (add_cls,)
    return p


_COMBINE = {"add": ("addf", "addi"), "mul": ("mulf", "muli"), "minui": (None, "minui"),
            "minsi": (None, "minsi"), "maxui": (None, "maxui"), "maxsi": (None, "maxsi"),
            "and": (None, "andi"), "or": (None, "ori"), "xor": (None, "xori"),
            "minnumf": ("minnumf", None), "maxnumf": ("maxnumf", None),
            "maximumf": ("maximumf", None), "minimumf": ("minimumf", None)}


@pattern
def elide_single_element_reduction(op: vector.ReductionOp, rw: Rewriter) -> None:
    # vector.reduction <k>, %v[, %acc] : vector<1xT> into T becomes vector.extract %v[0]
    # (combined with %acc by the arith op of <k>)
    vt = op.vector.type
    if vt.shape != (1,) or vt.scalable:
        return rw.no_match(op, "not a reduction of a one-element vector")
    t = op.dest.type
    rw.before(op)
    v = rw.create(vector.ExtractOp, vector=op.vector, dynamic_position=[],
                  static_position=A.DenseArrayAttr(T.i64, (0,)), result_types=[t]).results[0]
    if op.acc is not None:
        kind = vector.kind_name(op.kind)
        name = _COMBINE[kind][0 if isinstance(t, T.FloatType) else 1]
        cls = lookup(f"arith.{name}")
        attrs = {}
        if "fastmath" in cls.prop_names:
            attrs["fastmath"] = op.fastmath
        v = rw.create(cls, lhs=v, rhs=op.acc, result_types=[t], **attrs).results[0]
    rw.replace(op, [v])


@pattern
def constant_create_mask(op: vector.CreateMaskOp, rw: Rewriter) -> None:
    # vector.create_mask of constants becomes vector.constant_mask (CreateMaskFolder)
    rt = op.result_.type
    sizes = [_int_const(v) for v in op.operands_]
    if any(c is None for c in sizes) or rt.scalable:
        return rw.no_match(op, "an operand is not a constant (or the mask is scalable)")
    dims = [max(0, min(c.value, d)) for c, d in zip(sizes, rt.shape, strict=True)]
    if 0 in dims:
        dims = [0] * len(dims)
    rw.replace_op_with_new_op(op, vector.ConstantMaskOp, mask_dim_sizes=A.ArrayAttr(
        tuple(A.IntegerAttr.get(d, T.i64) for d in dims)), result_types=[rt])


PATTERNS = [
    broadcast_extracted_broadcast,
    broadcast_shape_cast_broadcast,
    splat_equal_elements,
    _contract_add(arith.AddFOp),
    _contract_add(arith.AddIOp),
    elide_single_element_reduction,
    constant_create_mask,
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
