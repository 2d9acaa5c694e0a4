"""The vector dialect's Python side: the keyword constructor, the mask type a transfer infers,
the enum keyword accessor and the folds that change an op in place (lit tests check the text)."""
from gpuopt.dialects import vector
from gpuopt.ir import affine as AF
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.opdef import IN_PLACE
from gpuopt.parser import parse_text


def _ops(text: str) -> list:
    return [op for op in parse_text(text, "t.mlir").walk() if op.name.startswith("vector.")]


def test_transfer_read_custom_form_fills_defaults_and_infers_the_mask_type():
    (op,) = _ops("func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<8x4xi1>) {\n"
                 "  %0 = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = "
                 "affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x8xf32>\n"
                 "  return\n}\n")
    assert op.in_bounds == A.ArrayAttr((A.IntegerAttr.get(0, T.i1),) * 2)
    assert op.mask.type is T.VectorType.get([8, 4], T.i1)
    assert op.elided_in_format() == {"in_bounds"}
    op.verify_invariants()
    op.verify()


def test_minor_identity_map_is_elided_and_gets_no_alias():
    (op,) = _ops("func.func @f(%m: memref<?x?xf32>, %i: index, %p: f32) {\n"
                 "  %0 = vector.transfer_read %m[%i, %i], %p : memref<?x?xf32>, vector<4xf32>\n"
                 "  return\n}\n")
    assert op.permutation_map == AF.AffineMapAttr(AF.AffineMap(2, 0, (AF.Dim(1),)))
    assert op.inline_attrs == {"in_bounds", "permutation_map"}


def test_kind_name_and_build():
    (red,) = _ops("func.func @f(%v: vector<4xi32>) {\n"
                  "  %0 = vector.reduction <maxsi>, %v : vector<4xi32> into i32\n  return\n}\n")
    assert vector.kind_name(red.kind) == "maxsi"
    mask = vector.ConstantMaskOp.build(
        mask_dim_sizes=A.ArrayAttr((A.IntegerAttr.get(2, T.i64),)),
        result_types=[T.VectorType.get([4], T.i1)])
    mask.verify()
    assert mask.result_.type is T.VectorType.get([4], T.i1)


def test_extract_of_extract_folds_in_place_to_one_position_list():
    ops = _ops("func.func @f(%v: vector<2x3x4xf32>) -> f32 {\n"
               "  %0 = vector.extract %v[1] : vector<3x4xf32> from vector<2x3x4xf32>\n"
               "  %1 = vector.extract %0[2, 3] : f32 from vector<3x4xf32>\n"
               "  return %1 : f32\n}\n")
    outer = ops[1]
    assert outer.fold() is IN_PLACE
    assert outer.static_position.values == (1, 2, 3)
    assert outer.vector is ops[0].vector


def test_shape_cast_chain_folds_only_when_it_only_collapses():
    ops = _ops("func.func @f(%v: vector<2x4xf32>) {\n"
               "  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>\n"
               "  %1 = vector.shape_cast %0 : vector<8xf32> to vector<4x2xf32>\n"
               "  %2 = vector.shape_cast %0 : vector<8xf32> to vector<2x4xf32>\n"
               "  return\n}\n")
    assert ops[1].fold() is None
    assert ops[2].fold() == [ops[0].source]
