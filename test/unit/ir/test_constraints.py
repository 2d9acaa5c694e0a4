"""Field constraints: predicates, mlir-opt-19's descriptions, and what op fields make of them."""
from gpuopt.dialects import arith, gpu, memref
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T


def test_type_constraints_check_and_describe():
    assert C.Index(T.index) and not C.Index(T.i32)
    assert C.Index.desc == "index" and C.Index.buildable is T.index
    assert C.I32.desc == "32-bit signless integer"
    vec = T.VectorType.get((4,), T.i32)
    assert C.SignlessIntLike(vec) and C.SignlessIntLike(T.index)
    assert not C.SignlessIntLike(T.IntegerType.get(8, "s"))
    assert not C.SignlessFixedIntLike(T.index)
    assert C.FloatLike(T.f32) and not C.FloatLike(T.i32)
    assert C.BoolLike(T.i1) and not C.BoolLike(T.i32)


def test_memref_constraints_tell_ranked_from_unranked():
    ranked = T.MemRefType.get((4,), T.f32)
    unranked = T.MemRefType.get(None, T.f32)
    assert C.AnyMemRef(ranked) and not C.AnyMemRef(unranked)
    assert C.AnyRankedOrUnrankedMemRef(unranked)


def test_attribute_constraints():
    assert C.I32Attr(A.IntegerAttr.get(1, T.i32)) and not C.I32Attr(A.IntegerAttr.get(1, T.i64))
    assert C.I32Attr.desc == "32-bit signless integer attribute"
    assert C.IndexAttr.desc == "index attribute"
    assert C.FlatSymbolRefAttr(A.SymbolRefAttr("f"))
    assert not C.FlatSymbolRefAttr(A.SymbolRefAttr("m", ("f",)))
    assert C.SymbolRefAttr(A.SymbolRefAttr("m", ("f",)))
    fn = A.TypeAttr(T.FunctionType.get([], []))
    assert C.FunctionTypeAttr(fn) and not C.FunctionTypeAttr(A.TypeAttr(T.i32))
    assert C.FunctionTypeAttr.desc == "type attribute of function type"


def test_a_bare_type_means_exactly_that_type():
    c = C.type_constraint(T.i1)
    assert c.desc == "1-bit signless integer" and c.buildable is T.i1


def test_fields_keep_the_syntax_hints_formats_read():
    assert gpu.ThreadIdOp.fields["result_"].constraint is T.index  # buildable type
    assert gpu.ThreadIdOp.fields["result_"].type_check is C.Index
    assert gpu.PrintfOp.fields["format_"].constraint == "string"  # syntax style
    assert memref.LoadOp.fields["memref"].type_check is C.AnyMemRef
    assert arith.AddIOp.fields["lhs"].type_check is C.SignlessIntLike
