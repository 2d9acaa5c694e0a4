"""`--lower-affine`: affine.for/if/parallel become scf.for/if/parallel, affine.load/store
become memref.load/store, and affine.apply/min/max become arith, with the op sequences
mlir-opt-19's AffineApplyExpander emits (floordiv, ceildiv and mod through cmpi/select).

Every op's expansion is inserted right before it, in MLIR's order; a map over constant
operands folds to one arith.constant, as the conversion driver folds before rewriting.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.dialects import affine, arith, memref, scf  # noqa: F401  (registers the ops used)
from gpuopt.ir import affine as AF
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Region
from gpuopt.ir.opdef import lookup
from gpuopt.passes.manager import PRESERVED, Pass


class _Emitter:
    """Creates ops before `anchor`, with its location."""

    def __init__(self, anchor) -> None:
        self.anchor = anchor

    def op(self, name: str, operands, result_types, attrs=None, regions=()):
        new = lookup(name).create(list(operands), list(result_types), dict(attrs or {}),
                                  list(regions), [], self.anchor.loc)
        block = self.anchor.parent
        block.insert(block.ops.index(self.anchor), new)
        return new

    def value(self, name: str, *operands, attrs=None):
        return self.op(name, operands, [operands[-1].type], attrs).results[0]

    def const(self, v: int, ty=T.index):
        return self.op("arith.constant", [], [ty], {"value": A.IntegerAttr(v, ty)}).results[0]

    def cmp(self, pred: str, a, b):
        from gpuopt.dialects.arith import CMPI_PREDICATES
        attr = A.IntegerAttr(CMPI_PREDICATES.index(pred), T.i64)
        return self.op("arith.cmpi", [a, b], [T.i1], {"predicate": attr}).results[0]

    def select(self, c, a, b):
        return self.op("arith.select", [c, a, b], [a.type]).results[0]


def expand_expr(em: _Emitter, e, dims: list, syms: list):
    """AffineApplyExpander: the value of `e`, built from the dims and symbols given."""
    if isinstance(e, AF.Dim):
        return dims[e.pos]
    if isinstance(e, AF.Sym):
        return syms[e.pos]
    if isinstance(e, AF.Const):
        return em.const(e.value)
    lhs = expand_expr(em, e.lhs, dims, syms)
    rhs = expand_expr(em, e.rhs, dims, syms)
    if e.kind == "+":
        return em.value("arith.addi", lhs, rhs)
    if e.kind == "*":
        return em.value("arith.muli", lhs, rhs)
    if e.kind == "mod":
        rem = em.value("arith.remsi", lhs, rhs)
        zero = em.const(0)
        neg = em.cmp("slt", rem, zero)
        fixed = em.value("arith.addi", rem, rhs)
        return em.select(neg, fixed, rem)
    if e.kind == "floordiv":
        zero, none = em.const(0), em.const(-1)
        neg = em.cmp("slt", lhs, zero)
        dec = em.value("arith.subi", none, lhs)
        dividend = em.select(neg, dec, lhs)
        q = em.value("arith.divsi", dividend, rhs)
        fixed = em.value("arith.subi", none, q)
        return em.select(neg, fixed, q)
    zero, one = em.const(0), em.const(1)  # ceildiv
    nonpos = em.cmp("sle", lhs, zero)
    negated = em.value("arith.subi", zero, lhs)
    dec = em.value("arith.subi", lhs, one)
    dividend = em.select(nonpos, negated, dec)
    q = em.value("arith.divsi", dividend, rhs)
    nq = em.value("arith.subi", zero, q)
    iq = em.value("arith.addi", q, one)
    return em.select(nonpos, nq, iq)


def expand_map(em: _Emitter, m: AF.AffineMap, operands: list) -> list:
    dims, syms = operands[:m.num_dims], operands[m.num_dims:]
    return [expand_expr(em, e, dims, syms) for e in m.results]


def _reduce(em: _Emitter, values: list, name: str):
    """buildMinMaxReductionSeq: a chain of arith.maxsi / arith.minsi."""
    v = values[0]
    for x in values[1:]:
        v = em.value(name, v, x)
    return v


def _replace(op, values) -> None:
    for r, v in zip(op.results, values, strict=True):
        r.replace_all_uses_with(v)
    op.erase()


def _yields_to(region: Region, name: str) -> None:
    """Turns the affine.yield ending each block of `region` into `name` (scf.yield)."""
    for block in region.blocks:
        term = block.ops[-1] if block.ops else None
        if term is not None and term.name == "affine.yield":
            new = lookup(name).create(list(term.operands), [], dict(term.attributes), [], [],
                                      term.loc)
            block.insert(len(block.ops) - 1, new)
            term.erase()


def lower_min_max(op, name: str) -> None:
    em = _Emitter(op)
    _replace(op, [_reduce(em, expand_map(em, op.map.value, list(op.operands)), name)])


def lower_op(op) -> None:
    em = _Emitter(op)
    name = op.name
    if name in ("affine.apply", "affine.min", "affine.max"):
        folded = (op.fold() or [None])[0]
        if isinstance(folded, A.IntegerAttr):
            _replace(op, [em.const(folded.value)])
        elif folded is not None:
            _replace(op, [folded])
        elif name == "affine.apply":
            _replace(op, expand_map(em, op.map.value, list(op.operands)))
        else:
            lower_min_max(op, "arith.minsi" if name == "affine.min" else "arith.maxsi")
    elif name == "affine.load":
        idx = expand_map(em, op.map.value, list(op.indices))
        new = em.op("memref.load", [op.memref] + idx, [op.results[0].type],
                    {"nontemporal": A.bool_attr(False)})
        _replace(op, new.results)
    elif name == "affine.store":
        idx = expand_map(em, op.map.value, list(op.indices))
        em.op("memref.store", [op.value, op.memref] + idx, [],
              {"nontemporal": A.bool_attr(False)})
        _replace(op, [])
    elif name == "affine.for":
        lb = _reduce(em, expand_map(em, op.lower_bound_map.value,
                                    list(op.lower_bound_operands)), "arith.maxsi")
        ub = _reduce(em, expand_map(em, op.upper_bound_map.value,
                                    list(op.upper_bound_operands)), "arith.minsi")
        step = em.const(op.step.value)
        body = Region()
        for b in list(op.body.blocks):
            op.body.blocks.remove(b)
            body.blocks.append(b)
            b.parent = body
        _yields_to(body, "scf.yield")
        new = em.op("scf.for", [lb, ub, step] + list(op.inits),
                    [r.type for r in op.results], {}, [body])
        _replace(op, new.results)
    elif name == "affine.if":
        s = op.attributes["condition"].value
        zero = em.const(0)
        operands = list(op.operands)
        cond = None
        for e, eq in zip(s.constraints, s.eqs, strict=True):
            v = expand_expr(em, e, operands[:s.num_dims], operands[s.num_dims:])
            c = em.cmp("eq" if eq else "sge", v, zero)
            cond = c if cond is None else em.op("arith.andi", [cond, c], [T.i1]).results[0]
        if cond is None:
            cond = em.const(1, T.i1)
        regions = []
        for r in op.regions:
            new_r = Region()
            for b in list(r.blocks):
                r.blocks.remove(b)
                new_r.blocks.append(b)
                b.parent = new_r
            _yields_to(new_r, "scf.yield")
            regions.append(new_r)
        if regions[0].blocks and not regions[0].blocks[0].ops:
            regions[0].blocks[0].append(lookup("scf.yield").create([], [], {}, [], [],
                                                                   op.loc))
        new = em.op("scf.if", [cond], [r.type for r in op.results], {}, regions)
        _replace(op, new.results)


    elif name == "affine.parallel":
        lower_parallel(op, em)


# reduction kind -> (the arith op combining two values, its identity)
_INF = float("inf")
_REDUCTIONS = {
    "addf": ("arith.addf", 0.0), "addi": ("arith.addi", 0), "mulf": ("arith.mulf", 1.0),
    "muli": ("arith.muli", 1), "andi": ("arith.andi", -1), "ori": ("arith.ori", 0),
    "maximumf": ("arith.maximumf", -_INF), "minimumf": ("arith.minimumf", _INF),
    "maxnumf": ("arith.maxnumf", -_INF), "minnumf": ("arith.minnumf", _INF),
    "maxs": ("arith.maxsi", "smin"), "mins": ("arith.minsi", "smax"),
    "maxu": ("arith.maxui", 0), "minu": ("arith.minui", -1),
}


def _identity(em: _Emitter, kind: str, ty):
    value = _REDUCTIONS[kind][1]
    if isinstance(ty, T.FloatType):
        return em.op("arith.constant", [], [ty],
                     {"value": A.FloatAttr(float(value), ty)}).results[0]
    width = ty.width if isinstance(ty, T.IntegerType) else 64
    if value == "smin":
        value = -(1 << (width - 1))
    elif value == "smax":
        value = (1 << (width - 1)) - 1
    return em.const(value, ty)


def _expand_some(em: _Emitter, m, operands: list, start: int, count: int) -> list:
    dims, syms = operands[:m.num_dims], operands[m.num_dims:]
    return [expand_expr(em, e, dims, syms) for e in m.results[start:start + count]]


def lower_parallel(op, em: _Emitter) -> None:
    # lower bounds (arith.maxsi per group), upper bounds (arith.minsi), step constants,
    # reduction identities, then scf.parallel; its affine.yield becomes scf.reduce.
    lbm, ubm = op.lower_bounds_map.value, op.upper_bounds_map.value
    operands = list(op.map_operands)
    n_lb = lbm.num_dims + lbm.num_syms
    lb_ops, ub_ops = operands[:n_lb], operands[n_lb:]
    lbs, ubs = [], []
    lb_groups = affine.bounds_groups(op, "lowerBoundsGroups")
    ub_groups = affine.bounds_groups(op, "upperBoundsGroups")
    lk = uk = 0
    for lg, ug in zip(lb_groups, ub_groups, strict=True):
        lbs.append(_reduce(em, _expand_some(em, lbm, lb_ops, lk, lg), "arith.maxsi"))
        ubs.append(_reduce(em, _expand_some(em, ubm, ub_ops, uk, ug), "arith.minsi"))
        lk, uk = lk + lg, uk + ug
    steps = [em.const(s.value) for s in op.steps.value]
    kinds = [affine.RMW_KINDS[r.value] for r in op.reductions.value]
    inits = [_identity(em, k, r.type) for k, r in zip(kinds, op.results, strict=True)]
    body = Region()
    for b in list(op.body.blocks):
        op.body.blocks.remove(b)
        body.blocks.append(b)
        b.parent = body
    block = body.blocks[-1]
    term = block.ops[-1]
    regions = []
    for k, v in zip(kinds, term.operands, strict=False):
        rb = Block([v.type, v.type], [term.loc, term.loc])
        combined = lookup(_REDUCTIONS[k][0]).create(list(rb.args), [v.type], {}, [], [],
                                                    op.loc)
        rb.append(combined)
        rb.append(lookup("scf.reduce.return").create([combined.results[0]], [], {}, [], [],
                                                     op.loc))
        r = Region()
        r.blocks.append(rb)
        rb.parent = r
        regions.append(r)
    block.insert(len(block.ops) - 1, lookup("scf.reduce").create(
        list(term.operands), [], {}, regions, [], term.loc))
    term.erase()
    sizes = A.DenseArrayAttr(T.i32, (len(lbs), len(ubs), len(steps), len(inits)))
    new = em.op("scf.parallel", lbs + ubs + steps + inits, [r.type for r in op.results],
                {"operandSegmentSizes": sizes}, [body])
    _replace(op, new.results)


_LOWERED = ("affine.apply", "affine.min", "affine.max", "affine.load", "affine.store",
            "affine.for", "affine.if", "affine.parallel")


@dataclass
class LowerAffine(Pass, flag="lower-affine"):
    """Lowers the affine dialect to scf, memref and arith."""
    anchor = "any"  # op-agnostic, as upstream declares it (nests anywhere)

    pass_name = "ConvertAffineToStandard"

    def run(self, op) -> str | None:
        ops = list(op.walk())
        if not any(inner.name in _LOWERED for inner in ops):
            return PRESERVED
        # The conversion driver folds an op before rewriting it, while the ops replaced before
        # it are still there: affine.if sets and affine.for bounds compose with the
        # affine.apply ops feeding them, constant bounds fold, zero-trip loops go.
        for inner in ops:
            if inner.name in ("affine.if", "affine.for") and inner.parent is not None:
                folded = inner.fold()
                if isinstance(folded, list):
                    _replace(inner, folded)
        for inner in ops:
            if inner.name in _LOWERED and inner.parent is not None:
                lower_op(inner)
