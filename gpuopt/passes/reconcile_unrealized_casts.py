"""`--reconcile-unrealized-casts`: removes the `builtin.unrealized_conversion_cast` chains that
cancel out, as mlir-opt-19's reconcileUnrealizedCasts does.

Every cast goes on a worklist (in program order), processed from the back: an unused cast is
erased and the casts defining its inputs go (back) on the worklist; a cast whose chain of input
casts (each defining all the inputs of the next, in order) reaches inputs of the cast's own
result types is replaced by those inputs. Casts still in use otherwise stay, without an error.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.passes.manager import PRESERVED, Pass

CAST = "builtin.unrealized_conversion_cast"


def _defining_cast(v):
    op = v.defining_op
    return op if op is not None and op.name == CAST else None


def _input_cast(cast):
    if not cast.operands:
        return None
    first = _defining_cast(cast.operands[0])
    if first is None or list(first.results) != list(cast.operands):
        return None
    return first


def reconcile_unrealized_casts(casts) -> None:
    worklist = list(dict.fromkeys(casts))
    queued = set(worklist)

    def enqueue_operands(cast) -> None:
        for v in cast.operands:
            d = _defining_cast(v)
            if d is not None and d not in queued:
                worklist.append(d)
                queued.add(d)

    while worklist:
        cast = worklist.pop()
        queued.discard(cast)
        if not any(r.uses for r in cast.results):
            enqueue_operands(cast)
            cast.erase()
            continue
        want = [r.type for r in cast.results]
        nxt = cast
        while nxt is not None:
            if [v.type for v in nxt.operands] == want:
                enqueue_operands(cast)
                for r, v in zip(cast.results, list(nxt.operands), strict=True):
                    r.replace_all_uses_with(v)
                cast.erase()
                break
            nxt = _input_cast(nxt)


@dataclass
class ReconcileUnrealizedCasts(Pass, flag="reconcile-unrealized-casts"):
    """Simplify and eliminate unrealized conversion casts"""

    anchor = "any"  # an op-agnostic pass: gpu.module(reconcile-unrealized-casts) too
    pass_name = "ReconcileUnrealizedCasts"

    def run(self, op) -> str | None:
        casts = [o for o in op.walk() if o.name == CAST]
        if not casts:
            return PRESERVED
        reconcile_unrealized_casts(casts)
        return None
