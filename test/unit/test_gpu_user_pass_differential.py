"""Differential tests of the passes GPU users run around the gpu dialect (issue 9, item 4), and of
gpuopt's --gpu-to-llvm on programs where mlir-opt-19's lowering is right (issue 10), against
mlir-opt-19: each flag's ``test/lit/passes/<flag>*.mlir`` files (lit_pass_differential.py says
how they are compared).
"""
from lit_pass_differential import differential_tests

PASSES = ("strip-debuginfo", "gpu-launch-sink-index-computations", "gpu-map-parallel-loops",
          "convert-parallel-loops-to-gpu", "lower-affine", "gpu-to-llvm",
          "expand-strided-metadata")
globals().update(differential_tests(PASSES))
