"""gpuopt/passes/expand_strided_metadata.py: the composed, folded affine.apply maps and the
rank-reduction mask, checked against what mlir-opt-19 prints for the same inputs
(test/lit/passes/expand-strided-metadata.mlir runs the whole pass)."""
from gpuopt.ir import affine as AF
from gpuopt.parser import parse_text
from gpuopt.passes import expand_strided_metadata as esm

S0, S1 = AF.Sym(0), AF.Sym(1)


def test_semi_affine_products_simplify_their_affine_factors() -> None:
    # expand_shape of a dynamic middle dim: ((s0 * 4) floordiv 8) * s1 as mlir-opt-19 prints it
    e = AF.simplify_mul(AF.simplify_div("floordiv", AF.simplify_mul(S0, AF.Const(4)),
                                        AF.Const(8)), S1)
    assert AF.expr_text(AF.simplify_expr(e, 0, 2)) == "(s0 floordiv 2) * s1"


def test_semi_affine_products_keep_their_form() -> None:
    # collapse_shape of ?x4x?: the product of the sizes, constant last
    e = AF.simplify_mul(AF.simplify_mul(S0, AF.Const(4)), S1)
    assert AF.expr_text(e) == "(s0 * s1) * 4"
    assert AF.simplify_expr(e, 0, 2) == e
    # subview offsets: s0 + s1 * s2 + s3 stays in symbol order
    e = AF.simplify_add(AF.simplify_add(S0, AF.simplify_mul(S1, AF.Sym(2))), AF.Sym(3))
    assert AF.expr_text(AF.simplify_expr(e, 0, 4)) == "s0 + s1 * s2 + s3"


def test_pure_affine_terms_are_not_semi_affine() -> None:
    assert AF.is_pure_affine(AF.simplify_mul(S0, AF.Const(3)))
    assert not AF.is_pure_affine(AF.simplify_mul(S0, S1))
    assert not AF.is_pure_affine(AF.Bin("floordiv", S0, S1))


def _subview(text: str):
    module = parse_text(text)
    return next(op for op in module.walk() if op.name == "memref.subview")


def test_dropped_dims_of_a_rank_reducing_subview() -> None:
    sv = _subview("""
func.func @f(%m: memref<8x16x4xf32>, %i: index) -> memref<16xf32, strided<[4], offset: ?>> {
  %0 = memref.subview %m[%i, 0, 1] [1, 16, 1] [1, 1, 1]
      : memref<8x16x4xf32> to memref<16xf32, strided<[4], offset: ?>>
  return %0 : memref<16xf32, strided<[4], offset: ?>>
}""")
    assert esm.dropped_dims(sv) == [True, False, True]


def test_no_dims_drop_without_rank_reduction() -> None:
    sv = _subview("""
func.func @f(%m: memref<8x16xf32>) -> memref<1x4xf32, strided<[16, 1], offset: 34>> {
  %0 = memref.subview %m[2, 2] [1, 4] [1, 1]
      : memref<8x16xf32> to memref<1x4xf32, strided<[16, 1], offset: 34>>
  return %0 : memref<1x4xf32, strided<[16, 1], offset: 34>>
}""")
    assert esm.dropped_dims(sv) == [False, False]
