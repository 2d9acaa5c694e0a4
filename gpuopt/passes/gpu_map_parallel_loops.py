"""`--gpu-map-parallel-loops`: gives each outermost `scf.parallel` a `mapping` attribute, as
mlir-opt-19's greedy mapper does.

An outermost loop's first three dimensions go to block_x/y/z, those of a loop directly in
its body to thread_x/y/z, everything deeper or beyond the third dimension is sequential; maps
and bounds are the identity. Loops that already have a mapping are left alone (their nested
loops too), and a loop nested in a loop through another op (an scf.for) is not mapped.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.ir import attrs as A
from gpuopt.ir.core import Operation
from gpuopt.passes.manager import Pass

GRID, BLOCK, SEQUENTIAL = 0, 1, 2
_PROCESSORS = {GRID: ("block_x", "block_y", "block_z"),
               BLOCK: ("thread_x", "thread_y", "thread_z")}


def dim_mapping(processor: str) -> A.Attribute:
    """`#gpu.loop_dim_map<processor = P, map = (d0) -> (d0), bound = (d0) -> (d0)>`."""
    return A.OpaqueAttr(f"#gpu.loop_dim_map<processor = {processor}, "
                        "map = (d0) -> (d0), bound = (d0) -> (d0)>")


def _processor(level: int, dim: int) -> str:
    names = _PROCESSORS.get(level, ())
    return names[dim] if dim < len(names) else "sequential"


def _parent_parallel(op: Operation) -> bool:
    block = op.parent
    while block is not None and block.parent is not None and block.parent.parent is not None:
        parent = block.parent.parent
        if parent.name == "scf.parallel":
            return True
        block = parent.parent
    return False


def map_parallel(loop: Operation, level: int = GRID) -> None:
    """mapParallelOp: maps `loop` at `level` and the parallel loops directly in its body."""
    if "mapping" in loop.attributes or (level == GRID and _parent_parallel(loop)):
        return
    loop.attributes["mapping"] = A.ArrayAttr(tuple(
        dim_mapping(_processor(level, i)) for i in range(len(loop.regions[0].blocks[0].args))))
    for op in list(loop.regions[0].blocks[0].ops):
        if op.name == "scf.parallel":
            map_parallel(op, min(level + 1, SEQUENTIAL))


@dataclass
class GpuMapParallelLoops(Pass, flag="gpu-map-parallel-loops"):
    """Greedily maps loops to GPU hardware dimensions."""

    anchor = "func.func"
    pass_name = "GpuMapParallelLoopsPass"

    def run(self, op) -> None:
        for region in op.regions:
            for block in region.blocks:
                for top in block.ops:
                    for loop in top.walk(post_order=True):
                        if loop.name == "scf.parallel":
                            map_parallel(loop)
