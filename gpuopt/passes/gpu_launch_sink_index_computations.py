"""`--gpu-launch-sink-index-computations`: copies cheap ops whose results a `gpu.launch` body
uses into the top of the body, as mlir-opt-19's sinkOperationsIntoLaunchOp does.

Sinkable are `arith.constant`, `func.constant`, `memref.dim`, `arith.select` and `arith.cmpi`
whose operands are sinkable too or already used by the body. Copies go to the start of the
body in the order the body first uses the values; the originals stay where they were.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.ir.clone import clone
from gpuopt.ir.core import Operation, Region, Value
from gpuopt.passes.manager import Pass
from gpuopt.rewrite.regions import used_values_defined_above

SINKABLE = frozenset({"arith.constant", "func.constant", "memref.dim", "arith.select",
                      "arith.cmpi"})


class _Sinker:
    """extractBeneficiaryOps: gathers the ops to copy, each after the ops it depends on."""

    def __init__(self, dependencies: list[Value]) -> None:
        self.dependencies = {id(v) for v in dependencies}
        self.ops: list[Operation] = []
        self.chosen: set[int] = set()
        self.available: set[int] = set()

    def take(self, op: Operation) -> bool:
        if id(op) in self.chosen:
            return True
        if op.name not in SINKABLE:
            return False
        for v in op.operands:
            if id(v) in self.available:
                continue
            owner = v.owner if hasattr(v, "op") else None
            if (owner is None or not self.take(owner)) and id(v) not in self.dependencies:
                return False
        self.chosen.add(id(op))
        self.ops.append(op)
        self.available.update(id(r) for r in op.results)
        return True


def sink_into_launch(launch: Operation) -> None:
    body = launch.regions[0]
    candidates = used_values_defined_above(body)
    sinker = _Sinker(candidates)
    for v in candidates:
        if hasattr(v, "op"):
            sinker.take(v.op)
    entry = body.blocks[0]
    mapping: dict = {}
    for i, op in enumerate(sinker.ops):
        copy = entry.insert(i, clone(op, mapping))
        for old, new in zip(op.results, copy.results, strict=True):
            _replace_uses_in(old, new, body)


def _replace_uses_in(old: Value, new: Value, region: Region) -> None:
    """replaceAllUsesInRegionWith: only the uses inside `region` move to `new`."""
    keep = []
    for user, i in old.uses:
        if region.find_ancestor_op(user) is not None:
            user.operands[i] = new
            new.uses.append((user, i))
        else:
            keep.append((user, i))
    old.uses = keep


@dataclass
class GpuLaunchSinkIndexComputations(Pass, flag="gpu-launch-sink-index-computations"):
    """Sink index computations into gpu.launch body"""

    anchor = "any"
    pass_name = "GpuLaunchSinkIndexComputations"

    def run(self, op) -> None:
        for launch in [o for o in op.walk(post_order=True) if o.name == "gpu.launch"]:
            sink_into_launch(launch)
