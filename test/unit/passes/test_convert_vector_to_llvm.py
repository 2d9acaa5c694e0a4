"""passes/convert_vector_to_llvm.py: the pattern sets, the options, what is left alone.

The lowered text itself is compared with mlir-opt-19 by test_llvm_lowering_differential.py
(test/lit/passes/convert-vector-to-llvm*.mlir); these check the pieces other passes use.
"""
import subprocess
import sys

from gpuopt.dialects import vector
from gpuopt.passes import convert_vector_to_llvm as CV
from gpuopt.passes import host_to_llvm, manager
from gpuopt.passes.lib import llvm as llvm_common


def _covered(pats):
    return {t for p in pats for t in p.op_types}


def test_vector_patterns_are_the_conversion_set():
    tc = llvm_common.LLVMTypeConverter()
    covered = _covered(CV.vector_patterns(tc))
    for op in (vector.LoadOp, vector.StoreOp, vector.ExtractOp, vector.InsertOp,
               vector.ExtractElementOp, vector.InsertElementOp, vector.SplatOp,
               vector.ReductionOp, vector.FMAOp, vector.BitCastOp, vector.FromElementsOp,
               vector.PrintOp, vector.TransferReadOp, vector.TransferWriteOp):
        assert op in covered, op
    # mask materialization is the pass's own (mlir-opt-19's --convert-gpu-to-llvm keeps
    # vector.create_mask)
    assert vector.CreateMaskOp not in covered
    assert vector.CreateMaskOp in _covered(CV.pass_patterns(tc))


def test_host_patterns_include_vector():
    tc = llvm_common.LLVMTypeConverter()
    covered = _covered(host_to_llvm.patterns(tc))
    assert vector.ReductionOp in covered and vector.LoadOp in covered


def test_greedy_phase_patterns():
    covered = _covered(CV.pre_patterns())
    for op in (vector.StepOp, vector.ConstantMaskOp, vector.BroadcastOp, vector.ShapeCastOp,
               vector.TransferReadOp, vector.ContractionOp):
        assert op in covered, op


def test_options_as_mlir_opt19_lists_them():
    cls = manager.lookup("convert-vector-to-llvm")
    p = cls()
    assert p.force_32bit_vector_indices is True
    assert p.reassociate_fp_reductions is False
    for name in ("enable_amx", "enable_arm_neon", "enable_arm_sve", "enable_x86vector"):
        assert getattr(p, name) is False


def _run(text, *flags):
    return subprocess.run([sys.executable, "-m", "gpuopt", "-", *flags], input=text,
                          capture_output=True, text=True, timeout=120)


def test_vector_print_and_dynamic_nd_positions_are_left_alone():
    text = ("func.func @f(%v: vector<2x4xf32>, %i: index) -> f32 {\n"
            "  vector.print %v : vector<2x4xf32>\n"
            "  %a = vector.extract %v[1, %i] : f32 from vector<2x4xf32>\n"
            "  return %a : f32\n}\n")
    r = _run(text, "--convert-vector-to-llvm")
    assert r.returncode == 0, r.stderr
    assert "vector.print %arg0 : vector<2x4xf32>" in r.stdout
    assert "vector.extract %arg0[1, %arg1] : f32 from vector<2x4xf32>" in r.stdout


def test_reassociate_option_adds_reassoc():
    text = ("func.func @f(%v: vector<4xf32>) -> f32 {\n"
            "  %0 = vector.reduction <add>, %v : vector<4xf32> into f32\n"
            "  return %0 : f32\n}\n")
    plain = _run(text, "--convert-vector-to-llvm")
    fast = _run(text, "--convert-vector-to-llvm=reassociate-fp-reductions")
    assert "#llvm.fastmath<none>" in plain.stdout
    assert "#llvm.fastmath<reassoc>" in fast.stdout
