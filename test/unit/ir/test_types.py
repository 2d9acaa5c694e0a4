"""gpuopt/ir/types.py: interned types, printed as mlir-opt-19 prints them."""
from gpuopt.ir import types as T


def test_types_are_interned() -> None:
    assert T.IntegerType.get(32) is T.i32
    assert T.IntegerType.get(8, "u") is T.IntegerType.get(8, "u")
    assert T.IntegerType.get(8, "u") is not T.i8
    assert T.FunctionType.get([T.i32], [T.f32]) is T.FunctionType.get((T.i32,), (T.f32,))
    assert T.MemRefType.get((4, T.DYNAMIC), T.f32) is T.MemRefType.get([4, T.DYNAMIC], T.f32)


def test_scalar_spelling() -> None:
    assert [str(t) for t in (T.i1, T.IntegerType.get(8, "s"), T.IntegerType.get(64, "u"),
                             T.index, T.f16, T.bf16, T.none)] == [
        "i1", "si8", "ui64", "index", "f16", "bf16", "none"]
    assert T.i32.is_signless and not T.IntegerType.get(32, "s").is_signless
    assert T.FloatType.get("tf32").width == 19 and T.bf16.width == 16


def test_function_type_results() -> None:
    fn = T.FunctionType.get
    assert str(fn([], [])) == "() -> ()"
    assert str(fn([T.i32, T.f32], [T.i32])) == "(i32, f32) -> i32"
    assert str(fn([T.i32], [T.i32, T.index])) == "(i32) -> (i32, index)"
    # a function result is parenthesized, as mlir-opt-19 prints it
    assert str(fn([], [fn([], [])])) == "() -> (() -> ())"


def test_shaped_types() -> None:
    assert str(T.MemRefType.get((T.DYNAMIC, 4), T.f32)) == "memref<?x4xf32>"
    assert str(T.MemRefType.get((), T.i8)) == "memref<i8>"
    assert str(T.VectorType.get((4,), T.f32)) == "vector<4xf32>"
    assert str(T.TensorType.get((2, T.DYNAMIC), T.i64)) == "tensor<2x?xi64>"
    assert str(T.TupleType.get([T.i32, T.f32])) == "tuple<i32, f32>"
    assert str(T.ComplexType.get(T.f64)) == "complex<f64>"


def test_element_type_of() -> None:
    assert T.element_type_of(T.MemRefType.get((4,), T.f16)) is T.f16
    assert T.element_type_of(T.VectorType.get((4,), T.i1)) is T.i1
    assert T.element_type_of(T.i32) is T.i32
