"""gpuopt/ir/attrs.py: attribute values and their text; the expected strings are mlir-opt-19's
output for the same attributes (checked with mlir-opt-19 when this test was written)."""
import pytest

from gpuopt.ir import attrs as A
from gpuopt.ir import types as T


@pytest.mark.parametrize("value, type, text", [
    (255, T.i8, "-1 : i8"),            # normalized to the signless type's width
    (4294967295, T.i32, "-1 : i32"),
    (1, T.IntegerType.get(8, "u"), "1 : ui8"),
    (-1, T.IntegerType.get(8, "u"), "255 : ui8"),
    (1, T.i1, "true"),
    (2**64 - 1, T.index, "-1 : index"),
])
def test_integer_attr(value: int, type: T.Type, text: str) -> None:
    assert str(A.IntegerAttr.get(value, type)) == text


def test_integer_attr_elides_i64_in_arrays() -> None:
    assert A.IntegerAttr.get(3, T.i64).text(elide=True) == "3"
    assert A.IntegerAttr.get(3, T.i32).text(elide=True) == "3 : i32"


@pytest.mark.parametrize("value, type, text", [
    (0.1, T.f32, "1.000000e-01 : f32"),
    (1e100, T.f64, "1.000000e+100 : f64"),
    (-0.0, T.f16, "-0.000000e+00 : f16"),
    (3.0, T.bf16, "3.000000e+00 : bf16"),
    (1e-5, T.f64, "1.000000e-05 : f64"),
    (float("nan"), T.f32, "0x7FC00000 : f32"),
])
def test_float_attr(value: float, type: T.Type, text: str) -> None:
    assert str(A.FloatAttr.get(value, type)) == text


def test_float_attr_rounds_to_its_type_and_compares_by_bits() -> None:
    a = A.FloatAttr.get(0.1, T.f32)
    assert a.value != 0.1 and a == A.FloatAttr.get(0.1, T.f32)
    assert A.FloatAttr.get(0.0, T.f32) != A.FloatAttr.get(-0.0, T.f32)
    assert A.FloatAttr.get(0.1, T.f32) != A.FloatAttr.get(0.1, T.f64)


def test_strings_escape_as_mlir_prints_them() -> None:
    assert str(A.StringAttr('q"\n\\é')) == r'"q\22\0A\\\C3\A9"'
    assert str(A.StringAttr("plain")) == '"plain"'
    assert str(A.StringAttr("s", T.i32)) == '"s" : i32'


def test_arrays_and_dictionaries() -> None:
    arr = A.ArrayAttr((A.IntegerAttr.get(1, T.i64), A.FloatAttr.get(2.5, T.f64),
                       A.IntegerAttr.get(3, T.i32), A.StringAttr("s")))
    assert str(arr) == '[1, 2.500000e+00, 3 : i32, "s"]'
    assert str(A.DenseArrayAttr(T.i32, (1, -2))) == "array<i32: 1, -2>"
    assert str(A.DenseArrayAttr(T.f32, (1.5,))) == "array<f32: 1.500000e+00>"
    assert str(A.DenseArrayAttr(T.i1, (True, False))) == "array<i1: true, false>"
    assert str(A.DenseArrayAttr(T.i64, ())) == "array<i64>"
    d = A.DictionaryAttr.get({"z": A.UNIT, "a b": A.IntegerAttr.get(1, T.i64),
                              "y": A.SymbolRefAttr("a", ("b.c",))})
    assert str(d) == '{"a b" = 1 : i64, y = @a::@b.c, z}'  # sorted, unit values bare
    assert d.as_dict()["z"] is A.UNIT


def test_symbol_refs() -> None:
    ref = A.SymbolRefAttr("kernels", ("k",))
    assert str(ref) == "@kernels::@k" and ref.leaf == "k"
    assert str(A.SymbolRefAttr("with space")) == '@"with space"'
    assert A.SymbolRefAttr("a") == A.SymbolRefAttr("a") and hash(A.SymbolRefAttr("a")) == hash(
        A.SymbolRefAttr("a"))


def test_strided_layout() -> None:
    assert str(A.StridedLayoutAttr((T.DYNAMIC, 1), T.DYNAMIC)) == "strided<[?, 1], offset: ?>"
    assert str(A.StridedLayoutAttr((4, 1))) == "strided<[4, 1]>"


def test_every_attribute_kind_hashes_and_compares_by_value() -> None:
    """CSE and folding key ops on attributes: each kind must hash, equal ones alike."""
    from gpuopt.ir import affine as AF
    t2 = T.VectorType.get((2,), T.i32)
    kinds = [
        lambda: A.dense_elements([1, 2], t2),
        lambda: A.dense_elements([[1.0, 2.0], [3.0, 4.0]], T.f32),
        lambda: A.DenseElementsAttr([], T.i8),
        lambda: A.DenseArrayAttr(T.f32, (0.0, 1.5)),
        lambda: A.ArrayAttr((A.IntegerAttr(1, T.i64), A.ArrayAttr((A.UNIT,)))),
        lambda: A.DictionaryAttr.get({"a": A.IntegerAttr(1, T.i32), "b": A.UNIT}),
        lambda: A.DenseResourceAttr("blob", T.i32),
        lambda: A.OpaqueAttr("#foo<bar>"),
        lambda: A.struct_attr("nvvm.target", 'chip = "sm_90", O = 3'),
        lambda: A.StridedLayoutAttr((1,), T.DYNAMIC),
        lambda: A.SymbolRefAttr("a", ("b",)),
        lambda: AF.AffineMapAttr(AF.AffineMap(1, 0, (AF.Dim(0),))),
    ]
    for make in kinds:
        a, b = make(), make()
        assert a == b and hash(a) == hash(b), a


def test_dense_float_elements_compare_by_bits() -> None:
    f = T.f32
    assert A.dense_elements([0.0, -0.0], f) != A.dense_elements([-0.0, 0.0], f)
    assert not A.dense_elements([0.0, -0.0], f).splat
    nan = float("nan")
    assert A.dense_elements([nan, 1.0], f) == A.dense_elements([nan, 1.0], f)
    assert str(A.dense_elements([[]], f)) == f"dense<> : {f}"


def test_struct_attrs_print_in_definition_order_without_defaults() -> None:
    t = A.struct_attr("nvvm.target", 'chip = "sm_90", O = 3')
    assert str(t) == '#nvvm.target<O = 3, chip = "sm_90">'
    assert str(A.struct_attr("nvvm.target", 'O = 2, chip = "sm_50"')) == "#nvvm.target"
    assert str(A.struct_attr("nvvm.target", 'flags = {"b", a = 1 : i32}')) == \
        "#nvvm.target<flags = {a = 1 : i32, b}>"
    assert isinstance(A.struct_attr("nvvm.target", "bogus = 1"), A.OpaqueAttr)
    assert A.split_top('a = [1, 2], b = "x,y", c = f<(i32) -> i32>') == \
        ["a = [1, 2]", 'b = "x,y"', "c = f<(i32) -> i32>"]


@pytest.mark.parametrize("value, expected", [
    (3.5e38, float("inf")),  # past bf16's largest finite value (and f32's): no OverflowError
    (-3.5e38, float("-inf")),
    (3.3895313892515355e38, 3.3895313892515355e38),  # the largest finite bf16
    (1.0 + 2.0 ** -8 + 2.0 ** -30, 1.0 + 2.0 ** -7),  # above the tie: up, in one rounding
    (1.0 + 2.0 ** -8, 1.0),  # a tie: to even
    (1e-40, 9.183549615799121e-41),  # a subnormal
])
def test_bf16_rounds_once_from_a_double(value: float, expected: float) -> None:
    assert A.round_to_type(value, T.bf16) == expected


@pytest.mark.parametrize("type, bits", [
    (T.f16, 0x7C01), (T.f16, 0xFE00), (T.f16, 0x7FFE), (T.bf16, 0xFF81), (T.bf16, 0x7FC0),
    (T.f32, 0x7F800001), (T.f32, 0xFFC00001), (T.f64, 0x7FF0000000000001),
])
def test_nan_payloads_and_signaling_nans_survive(type: T.Type, bits: int) -> None:
    x = A.float_from_bits(bits, type)
    assert x != x
    assert A.float_bits(x, type) == bits
    assert A.float_bits(A.round_to_type(x, type), type) == bits
    assert A.FloatAttr.get(x, type).text() == f"0x{bits:X} : {type}"
