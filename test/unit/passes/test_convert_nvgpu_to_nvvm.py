"""passes/convert_nvgpu_to_nvvm.py: no patterns, only LLVM 19's conversion folding (the full
texts against mlir-opt-19: test_llvm_lowering_differential.py)."""
from gpuopt.parser import parse_text
from gpuopt.passes.convert_nvgpu_to_nvvm import ConvertNVGPUToNVVM


def _names(text: str) -> list[str]:
    m = parse_text(text)
    ConvertNVGPUToNVVM().run(m)
    return [o.name for o in m.walk()][1:]


def test_a_foldable_op_of_another_dialect_folds():
    names = _names("func.func @f() -> vector<4xf32> {\n  %c = arith.constant 2.0 : f32\n"
                   "  %v = vector.broadcast %c : f32 to vector<4xf32>\n"
                   "  return %v : vector<4xf32>\n}")
    assert "vector.broadcast" not in names


def test_legal_arith_is_not_folded():
    names = _names("func.func @f(%x: index) -> index {\n  %c0 = arith.constant 0 : index\n"
                   "  %a = arith.addi %x, %c0 : index\n  return %a : index\n}")
    assert "arith.addi" in names
