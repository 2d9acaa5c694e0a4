"""--test-launch-func-legalization: a test of the dialect-conversion driver on gpu.launch_func.

Marks gpu.launch_func illegal and lowers only the launches a stream-per-token lowering can take
(one dependency at most, none when synchronous); the others record why they were refused, which
`--debug-only=dialect-conversion` prints and the final error lists.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import gpu
from gpuopt.passes.manager import Pass
from gpuopt.rewrite import Rewriter, pattern


@pattern
def lower_launch_func(op: gpu.LaunchFuncOp, rw: Rewriter) -> None:
    # Emits, for an async launch, %t = gpu.wait async [%dep] standing for the launch's stream
    if len(op.async_deps) > 1:
        return rw.no_match(op, f"launch has {len(op.async_deps)} async dependencies; "
                               "a stream can wait on one")
    if op.token is None and op.async_deps:
        return rw.no_match(op, "synchronous launch with async dependencies")
    if op.token is not None:
        wait = rw.create(gpu.WaitOp, async_deps=list(op.async_deps),
                         result_types=[op.token.type])
        return rw.replace(op, wait.results)
    rw.erase(op)


@dataclass
class TestLaunchFuncLegalization(Pass, flag="test-launch-func-legalization"):
    """Test: legalize gpu.launch_func with the dialect-conversion driver"""

    partial: bool = field(default=True, metadata={
        "help": "Apply a partial conversion (a launch that cannot be lowered stays); "
                "false: a full conversion, which fails on it"})

    def run(self, op) -> None:
        from gpuopt.rewrite.conversion import ConversionTarget, apply_conversion
        # what the pattern creates (gpu.wait) must be legal: a generated op has to legalize
        target = ConversionTarget(illegal=[gpu.LaunchFuncOp], legal=[gpu.WaitOp])
        apply_conversion(op, [lower_launch_func], target, partial=self.partial)
