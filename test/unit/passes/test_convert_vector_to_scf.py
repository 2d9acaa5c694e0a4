"""passes/convert_vector_to_scf.py: its greedy driver folds and hoists constants everywhere
(the full texts against mlir-opt-19: test_llvm_lowering_differential.py)."""
from gpuopt.parser import parse_text
from gpuopt.passes.convert_vector_to_scf import ConvertVectorToSCF
from gpuopt.printer import print_op


def test_constants_uniqued_hoisted_dead_erased():
    m = parse_text("func.func @f(%a: f32) -> index {\n  %u = arith.mulf %a, %a : f32\n"
                   "  %c1 = arith.constant 1 : index\n  %c1b = arith.constant 1 : index\n"
                   "  %s = arith.addi %c1, %c1b : index\n  return %s : index\n}")
    ConvertVectorToSCF().run(m)
    text = print_op(m)
    assert "arith.mulf" not in text
    assert "arith.constant 2 : index" in text
    assert text.count("arith.constant") == 1


def test_options_are_llvm19s():
    p = ConvertVectorToSCF()
    assert p.textual() == "convert-vector-to-scf{full-unroll=false lower-tensors=false " \
                          "target-rank=1}"
