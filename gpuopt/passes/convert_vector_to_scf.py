"""--convert-vector-to-scf: LLVM 19's pass runs two greedy-driver rounds over the whole op (so
besides its rewrites it folds, uniques and hoists constants, erases dead ops and simplifies
regions everywhere, aggressively as the driver's default).

The second round lowers transfers whose vector rank is above `target-rank` one dimension at a
time (the default, `full-unroll=false`): "prepare" gives each such transfer a `memref.alloca`
buffer of its vector type at the start of the enclosing allocation scope (and one for its
mask), marks it with `__vector_to_scf_lowering__`, and routes its vector through the buffer;
then each marked transfer becomes an `scf.for` over its leading dimension that reads or writes
rows through a `vector.type_cast` of the buffer, with an `scf.if` where that dimension may be
out of bounds. With `target-rank=1`, 1-D transfers that are not minor identities over a unit
stride last dimension become scalar loops, and `vector.print` of a vector becomes a loop nest
of scalar prints. `full-unroll=true` unrolls instead of looping (no buffers).

Not done: the first round's permutation-map lowering (transposed and broadcast-leading maps,
which LLVM 19 turns into vector.transpose / vector.broadcast of a minor-identity transfer):
such transfers are left as they are, and scalable vectors. Transfers on tensors are left
alone (lower-tensors=false); lower-tensors=true is refused.
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
        from gpuopt.passes import vector_to_scf_patterns as P
        from gpuopt.rewrite.greedy import apply_greedy
        if self.full_unroll:
            raise op.error("convert-vector-to-scf: full-unroll=true is not supported by gpuopt")
        if self.lower_tensors:
            raise op.error("convert-vector-to-scf: lower-tensors=true is not supported by "
                           "gpuopt (transfers on tensors are left alone)")
        # two greedy runs, as LLVM 19's pass makes (the permutation-map lowering, then the
        # conversion patterns): the second one also sees what the first one's last region
        # simplification left (a block argument dropped, which does not count as a change)
        # (GreedyRewriteConfig's default traversal: bottom-up)
        apply_greedy(op, P.permutation_patterns(), top_down=False)
        apply_greedy(op, P.patterns(self.full_unroll, self.target_rank), top_down=False)
