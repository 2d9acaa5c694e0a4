"""--convert-vector-to-scf: LLVM 19's pass runs its patterns with the greedy driver over the
whole op, so besides its rewrites it folds, uniques and hoists constants, erases dead ops and
simplifies regions everywhere (aggressively, the greedy driver's default: identical blocks
merge, redundant block arguments go); gpuopt does that part.

Its rewrites (transfers of rank above `target-rank` into scf loops over a `memref.alloca`
buffer, `vector.print` of a vector into scalar prints) are not done yet: such ops stay, and
--convert-vector-to-llvm leaves them as it leaves them without this pass. The 1-D vector
code gpuopt lowers (loads, stores, 1-D transfers, reductions, fma, splat/broadcast) needs none.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.passes.manager import Pass


@dataclass
class ConvertVectorToSCF(Pass, flag="convert-vector-to-scf"):
    """Lower the operations from the vector dialect into the SCF dialect"""

    full_unroll: bool = field(default=False, metadata={
        "help": "Perform full unrolling when converting vector transfers to SCF"})
    lower_tensors: bool = field(default=False, metadata={
        "help": "Lower transfer ops that operate on tensors"})
    target_rank: int = field(default=1, metadata={
        "help": "Target vector rank to which transfer ops should be lowered", "type": "uint"})

    anchor = "any"
    pass_name = "ConvertVectorToSCF"

    def run(self, op) -> None:
        from gpuopt.rewrite.greedy import apply_greedy
        # two greedy runs, as LLVM 19's pass makes (the permutation-map lowering, then the
        # conversion patterns): the second one sees what the first one's last region
        # simplification left (a block argument dropped, which does not count as a change)
        apply_greedy(op, [])
        apply_greedy(op, [])
