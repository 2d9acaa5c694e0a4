"""`--convert-parallel-loops-to-gpu`: an outermost `scf.parallel` nest whose loops carry
`mapping` attributes (`#gpu.loop_dim_map`, as --gpu-map-parallel-loops writes them) becomes a
`gpu.launch`, as mlir-opt-19's ParallelToGpuLaunchLowering does it.

A dimension mapped to a block or thread id takes `affine.apply map(id * step + lb)`; its
launch size is `affine.apply bound((ub - lb) ceildiv step)`, computed before the launch (an
`scf.if` guards the body when the upper bound is only approximated). A sequential dimension
becomes an `scf.for`. Loop bodies are cloned into the launch; the loop's other attributes go
to the launch. Nests the lowering cannot take (reductions, side effects outside the innermost
loop, bounds defined inside the nest) are left as they are. Runs as a partial conversion.
"""
from __future__ import annotations

import re
from dataclasses import dataclass

from gpuopt import diag
from gpuopt.dialects import affine, arith, gpu, scf
from gpuopt.ir import affine as AF
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.passes.manager import Pass
from gpuopt.rewrite import Rewriter, pattern

VISITED = "SCFToGPU_visited"
# processor -> operand of gpu.launch (grid x/y/z, block x/y/z) and body argument
LAUNCH_ARG = {"block_x": 0, "block_y": 1, "block_z": 2, "thread_x": 3, "thread_y": 4,
              "thread_z": 5}
_DIM_MAP = re.compile(r"#gpu\.loop_dim_map<\s*processor\s*=\s*(\w+)\s*,\s*map\s*=\s*(.*?)\s*,"
                      r"\s*bound\s*=\s*(.*?)\s*>$", re.S)


# ---- affine maps ---------------------------------------------------------------------------
def _parse_map(text: str) -> AF.AffineMap:
    from gpuopt.parser import parse_text
    module = parse_text(f'"m.m"() {{m = affine_map<{text}>}} : () -> ()',
                        allow_unregistered=True)
    return module.regions[0].blocks[0].ops[0].attributes["m"].value


def _substitute(e: AF.AffineExpr, dims: list, syms: list) -> AF.AffineExpr:
    if isinstance(e, AF.Dim):
        return dims[e.pos]
    if isinstance(e, AF.Sym):
        return syms[e.pos]
    if isinstance(e, AF.Const):
        return e
    lhs, rhs = _substitute(e.lhs, dims, syms), _substitute(e.rhs, dims, syms)
    if e.kind == "+":
        return AF.simplify_add(lhs, rhs)
    if e.kind == "*":
        return AF.simplify_mul(lhs, rhs)
    return AF.simplify_div(e.kind, lhs, rhs)


def compose(outer: AF.AffineMap, inner: AF.AffineMap) -> AF.AffineMap:
    """AffineMap::compose: `outer` applied to the results of `inner`; the symbols of `inner`
    come first."""
    syms = [AF.Sym(inner.num_syms + i) for i in range(outer.num_syms)]
    results = tuple(_substitute(r, list(inner.results), syms) for r in outer.results)
    return AF.AffineMap(inner.num_dims, inner.num_syms + outer.num_syms, results)


D0, S0, S1 = AF.Dim(0), AF.Sym(0), AF.Sym(1)
# id * step + lb, and (ub - lb) ceildiv step: d0 is the id (the upper bound), s0, s1 the rest
LOWER_AND_STEP = AF.AffineMap(1, 2, (AF.simplify_add(AF.simplify_mul(D0, S0), S1),))
STEP_MAP = AF.AffineMap(1, 2, (AF.simplify_div(
    "ceildiv", AF.simplify_add(D0, AF.simplify_mul(S0, AF.Const(-1))), S1),))


# ---- the lowering --------------------------------------------------------------------------
def _mapping(loop: Operation) -> list | None:
    attr = loop.attributes.get("mapping")
    return list(attr.value) if isinstance(attr, A.ArrayAttr) else None


def _defining(v: Value, name: str) -> Operation | None:
    owner = v.defining_op
    return owner if owner is not None and owner.name == name else None


def _index_constant(v: Value) -> int | None:
    c = _defining(v, "arith.constant")
    if c is not None and v.type is T.index and isinstance(c.attributes["value"], A.IntegerAttr):
        return c.attributes["value"].value
    return None


class _Lowering:
    """The state of one nest's lowering: clones, launch bounds and the worklist."""

    def __init__(self, root: Operation, launch: Operation, rw: Rewriter) -> None:
        self.root, self.launch, self.rw = root, launch, rw
        self.mapping: dict = {}
        self.bounds: dict[str, Value] = {}
        self.worklist: list[Operation] = []

    def create(self, cls, **fields) -> Operation:
        return self.put(cls.build(**fields))

    def put(self, op: Operation) -> Operation:
        """Inserts `op` keeping its location, unknown ones too (the rewriter would give those
        the root's)."""
        loc = op.loc
        self.rw.insert(op)
        op.loc = loc
        return op

    def lookup(self, v: Value) -> Value:
        return self.mapping.get(v, v)

    def independent(self, v: Value) -> bool:
        region = v.parent_region
        return region is not None and region.is_ancestor(self.launch.parent.parent)

    def ensure_independent(self, v: Value) -> Value | None:
        if self.independent(v):
            return v
        c = _defining(v, "arith.constant")
        if c is not None:
            return self.create(arith.ConstantOp, value=c.attributes["value"],
                               result_types=[v.type], loc=c.loc).results[0]
        return None

    def constant(self, value: int, loc) -> Value:
        return self.create(arith.ConstantOp, value=A.IntegerAttr.get(value, T.index),
                           result_types=[T.index], loc=loc).results[0]

    def static_upper_bound(self, v: Value) -> Value | None:
        """deriveStaticUpperBound: a constant no smaller than `v`, where one is evident."""
        if _index_constant(v) is not None:
            return v
        op = _defining(v, "arith.minsi")
        if op is not None:
            for operand in op.operands:
                bound = self.static_upper_bound(operand)
                if bound is not None:
                    return bound
        op = _defining(v, "arith.muli")
        if op is not None:
            lhs, rhs = (self.static_upper_bound(x) for x in op.operands)
            a = _index_constant(lhs) if lhs is not None else None
            b = _index_constant(rhs) if rhs is not None else None
            if a is not None and b is not None and (a < 0) == (b < 0):
                return self.constant(a * b, op.loc)
        return None

    def process(self, loop: Operation) -> bool:
        """processParallelLoop: maps `loop`'s dimensions and queues its body."""
        mapping = _mapping(loop)
        if mapping is None or loop.results:
            return bool(self.rw.no_match(loop, "no mapping, or a reduction"))
        loc = loop.loc
        body = loop.regions[0].blocks[0]
        for attr, iv, lb, ub, step in zip(mapping, body.args, loop.lower_bound,
                                          loop.upper_bound, loop.step, strict=False):
            m = _DIM_MAP.match(str(attr)) if isinstance(attr, A.OpaqueAttr) else None
            if m is None:  # reported, yet the pass goes on (and succeeds), as in mlir-opt-19
                _report(loop, "expected mapping attribute for lowering to GPU")
                return False
            processor = m.group(1)
            if processor in LAUNCH_ARG:
                new_index = self.mapped(loop, processor, m, (iv, lb, ub, step), loc)
                if new_index is None:
                    return False
            else:
                new_index = self.sequential(lb, ub, step, loc)
            self.mapping[iv] = new_index
        for name, value in sorted(loop.attributes.items()):
            if name not in ("mapping", "operandSegmentSizes"):
                self.launch.attributes[name] = value
        self.worklist.extend(reversed(body.ops[:-1]))
        return True

    def sequential(self, lb: Value, ub: Value, step: Value, loc) -> Value:
        block = Block([T.index])
        self.create(scf.ForOp, lower_bound=self.lookup(lb), upper_bound=self.lookup(ub),
                    step=self.lookup(step), regions=[Region([block])], loc=loc)
        block.append(scf.YieldOp.build(loc=loc))
        self.rw.at_start(block)
        self.worklist.append(self.launch)  # sentinel: the end of the for body
        return block.args[0]

    def mapped(self, loop: Operation, processor: str, m, config, loc) -> Value | None:
        iv, lb, ub, step = config
        dim_map, bound_map = _parse_map(m.group(2)), _parse_map(m.group(3))
        for v in (lb, step):
            if not self.independent(v) and _defining(v, "arith.constant") is None:
                return self.rw.no_match(loop, "bounds defined inside the loop nest")
        hw_id = self.launch.regions[0].blocks[0].args[LAUNCH_ARG[processor]]
        new_index = self.create(
            affine.ApplyOp, map=AF.AffineMapAttr(compose(dim_map, LOWER_AND_STEP)),
            map_operands=[hw_id, self.ensure_independent(step), self.ensure_independent(lb)],
            result_types=[T.index], loc=loc).results[0]
        precise = self.independent(ub) or _defining(ub, "arith.constant") is not None
        with self.rw.saved_insertion():
            self.rw.before(self.launch)
            if not precise:
                ub = self.static_upper_bound(ub)
                if ub is None:
                    # (sic: mlir-opt-19's words, as --debug-only shows them)
                    return self.rw.no_match(loop, "cannot derive loop-invariant upper bound "
                                                  "for number ofiterations")
            operands = [self.ensure_independent(self.lookup(v)) for v in (ub, lb, step)]
            bound = self.create(affine.ApplyOp,
                                map=AF.AffineMapAttr(compose(bound_map, STEP_MAP)),
                                map_operands=operands, result_types=[T.index], loc=loc)
            if processor in self.bounds:
                return self.rw.no_match(loop, "cannot redefine the bound for processor")
            self.bounds[processor] = bound.results[0]
        if not precise:
            pred = self.create(arith.CmpIOp, predicate=A.IntegerAttr.get(2, T.i64),  # slt
                               lhs=new_index, rhs=self.lookup(config[2]),
                               result_types=[T.i1], loc=loc)
            then = Block()
            self.create(scf.IfOp, condition=pred.results[0],
                        regions=[Region([then]), Region()], loc=loc)
            then.append(scf.YieldOp.build(loc=loc))
            self.rw.at_start(then)
            self.worklist.append(self.launch)
        return new_index

    def body(self) -> bool:
        """Clones the queued ops into the launch, entering nested loops as they come."""
        side_effects = left_scope = False
        while self.worklist:
            op = self.worklist.pop()
            if op.name == "scf.parallel":
                if side_effects:
                    return bool(self.rw.no_match(op, "side effects before a nested loop"))
                if not self.process(op):
                    return False
            elif op is self.launch:
                self.rw.after(self.rw.block.parent.parent)
                left_scope, side_effects = True, False
            else:
                copy = self.put(self.rw.clone(op, self.mapping))
                if any(o.name == "scf.parallel" and not _legal(o) for o in copy.walk()):
                    # MLIR legalizes the copy and cannot apply this pattern again to it
                    return bool(self.rw.no_match(op, "a mapped scf.parallel in a cloned op"))
                side_effects |= not is_memory_effect_free(copy) or bool(copy.regions)
                if side_effects and left_scope:
                    return bool(self.rw.no_match(op, "side effects outside the innermost loop"))
        return True


def _report(op: Operation, message: str) -> None:
    """An error that does not stop the pass (MLIR's emitOpError in a failing pattern)."""
    from gpuopt import verifier
    d = diag.Diagnostic("error", f"'{op.name}' op {message}", op.loc)
    if verifier.PRINT_OP_ON_DIAGNOSTIC[0]:
        text = verifier.op_generic_text(op)
        d.attach_note("see current operation: " + ("\n" + text if "\n" in text else text),
                      op.loc)
    diag.emit(d)


def is_memory_effect_free(op: Operation) -> bool:
    """MLIR's isMemoryEffectFree, read from the traits (nested ops count for recursive ones)."""
    if "RecursiveMemoryEffects" in op.traits:
        return all(is_memory_effect_free(o) for r in op.regions for b in r.blocks for o in b.ops)
    return "Pure" in op.traits or "NoMemoryEffect" in op.traits


def _inside_parallel(op: Operation) -> bool:
    parent = op.parent.parent.parent if op.parent is not None and op.parent.parent else None
    while parent is not None:
        if parent.name == "scf.parallel":
            return True
        block = parent.parent
        parent = block.parent.parent if block is not None and block.parent else None
    return False


@pattern
def parallel_to_launch(op: scf.ParallelOp, rw: Rewriter) -> None:
    # Emits: %c1 = arith.constant 1 : index; the launch sizes (affine.apply, before the launch);
    #        gpu.launch blocks(...) in (%gx = %c1 or a size, ...) { ids; body; gpu.terminator }
    op.attributes[VISITED] = A.UNIT  # in place, as MLIR marks it: a failed try keeps it
    if _inside_parallel(op):
        return rw.no_match(op, "not the outermost parallel loop")
    rw.before(op)
    one = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(1, T.index),
                    result_types=[T.index], loc=op.loc).results[0]
    entry = Block([T.index] * 12)
    launch = rw.create(gpu.LaunchOp, grid_x=one, grid_y=one, grid_z=one, block_x=one,
                       block_y=one, block_z=one, regions=[Region([entry])], loc=op.loc,
                       attributes={"workgroup_attributions": A.IntegerAttr.get(0, T.i64)})
    entry.append(gpu.TerminatorOp.build(loc=op.loc))
    rw.at_start(entry)
    lowering = _Lowering(op, launch, rw)
    if not lowering.process(op) or not lowering.body():
        return None if rw.failed else rw.no_match(op, "the loop nest cannot be lowered")
    for processor, bound in lowering.bounds.items():
        rw.set_operand(launch, LAUNCH_ARG[processor], bound)
    rw.erase(op)


def _legal(op: Operation) -> bool:
    return "mapping" not in op.attributes or VISITED in op.attributes


def _target():
    """memref legal, scf.parallel legal once visited or without a mapping, any other op legal
    (markUnknownOpDynamicallyLegal)."""
    from gpuopt.rewrite.conversion import ConversionTarget

    class Target(ConversionTarget):
        def legality(self, op) -> bool | None:
            legal = super().legality(op)
            return True if legal is None else legal
    return Target(legal_dialects=["memref"], dynamic={"scf.parallel": _legal})


@dataclass
class ConvertParallelLoopsToGpu(Pass, flag="convert-parallel-loops-to-gpu"):
    """Convert mapped scf.parallel ops to gpu launch operations"""

    anchor = "any"
    pass_name = "ConvertParallelLoopToGpu"

    def run(self, op) -> None:
        from gpuopt.rewrite.conversion import apply_conversion
        apply_conversion(op, [parallel_to_launch], _target(), partial=True)
        for loop in op.walk():
            if loop.name == "scf.parallel":
                loop.attributes.pop(VISITED, None)
