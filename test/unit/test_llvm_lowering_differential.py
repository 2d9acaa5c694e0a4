"""Differential tests of the lowerings to the llvm dialect against mlir-opt-19 (issue 10, and the
kernel side of issue 11): --convert-func-to-llvm, --convert-arith-to-llvm,
--reconcile-unrealized-casts, --finalize-memref-to-llvm, the cf/math/index/scf/convert-to-llvm
lowerings, --convert-vector-to-llvm, --convert-gpu-to-nvvm, --nvvm-attach-target and their
compositions. To cover another lowering, add its flag to PASSES: its lit files
``test/lit/passes/<flag>*.mlir`` are then compared too (lit_pass_differential.py says how).
"""
from lit_pass_differential import differential_tests

PASSES = (
    "convert-func-to-llvm",
    "convert-arith-to-llvm",
    "reconcile-unrealized-casts",
    "finalize-memref-to-llvm",
    "convert-cf-to-llvm",
    "convert-math-to-llvm",
    "convert-scf-to-cf",
    "convert-index-to-llvm",
    "convert-to-llvm",
    "convert-vector-to-llvm",
    "convert-gpu-to-nvvm",
    "nvvm-attach-target",
    # the passes of --gpu-lower-to-nvvm-pipeline that have no other home
    "convert-nvgpu-to-nvvm",
    "convert-nvvm-to-llvm",
    "convert-vector-to-scf",
)
globals().update(differential_tests(PASSES))
