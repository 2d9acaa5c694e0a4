"""passes/vector_to_scf_patterns.py: the map predicates that decide which transfers the
patterns take, and the buffer lowering of a 2-D read (its full text against mlir-opt-19:
test/lit/passes/convert-vector-to-scf-transfers.mlir via test_llvm_lowering_differential.py)."""
from gpuopt.ir import affine as AF
from gpuopt.parser import parse_text
from gpuopt.passes import vector_to_scf_patterns as P
from gpuopt.passes.convert_vector_to_scf import ConvertVectorToSCF
from gpuopt.printer import print_op


def _map(n: int, *results) -> AF.AffineMap:
    return AF.AffineMap(n, 0, tuple(AF.Dim(r) if isinstance(r, int) else AF.Const(0)
                                    for r in results))


def test_minor_identity():
    assert P.is_minor_identity(_map(3, 1, 2))
    assert not P.is_minor_identity(_map(3, 0, 2))
    assert not P.is_minor_identity(_map(2, 1, 0))


def test_minor_permutation_puts_broadcasts_in_free_slots():
    assert P._minor_permutation(_map(2, 1, 0)) == [1, 0]       # transposed
    assert P._minor_permutation(_map(2, 1, "b")) == [1, 0]     # (d1, 0)
    assert P._minor_permutation(_map(2, "b", 1)) == [0, 1]     # leading broadcast
    assert P._minor_permutation(_map(2, 0)) is None             # d0 is not minor


def test_write_needs_lowering():
    assert P._write_needs_lowering(_map(2, 1, 0))      # a transpose
    assert P._write_needs_lowering(_map(2, 0))         # d1 skipped after d0
    assert not P._write_needs_lowering(_map(2, 1))     # minor identity
    assert not P._write_needs_lowering(_map(2, 0, 1))  # identity


def test_minor_identity_with_broadcasting():
    assert P.minor_identity_with_broadcasting(_map(2, "b", 1))
    assert not P.minor_identity_with_broadcasting(_map(2, 1, "b"))


def test_2d_read_goes_through_a_buffer_and_a_row_loop():
    m = parse_text("func.func @f(%m: memref<4x8xf32>) -> vector<4x8xf32> {\n"
                   "  %c0 = arith.constant 0 : index\n  %p = arith.constant 0.0 : f32\n"
                   "  %v = vector.transfer_read %m[%c0, %c0], %p : memref<4x8xf32>, "
                   "vector<4x8xf32>\n  return %v : vector<4x8xf32>\n}")
    ConvertVectorToSCF().run(m)
    text = print_op(m)
    assert "memref.alloca() : memref<vector<4x8xf32>>" in text
    assert "vector.type_cast %alloca : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>" in text
    assert "scf.for" in text and "vector<8xf32>" in text and P.LABEL not in text
    assert "vector<4x8xf32>\n" not in text.split("scf.for")[1].split("}")[0]
