"""index dialect: the 64/32-bit fold arithmetic (expected values are mlir-opt-19's folds) and
the constant materializer."""
from gpuopt.dialects import index as I
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T


def _s64(v):
    return I._s(v, 64)


def test_signed_divisions_round_as_mlir_opt():
    assert _s64(I._ceildivs(-7, 2, 64)) == -3
    assert _s64(I._floordivs(-7, 2, 64)) == -4
    assert _s64(I._ceildivs(7, I._u(-2, 64), 64)) == -3
    assert _s64(I._floordivs(7, I._u(-2, 64), 64)) == -4
    assert _s64(I._ceildivs(I._u(-7, 64), I._u(-2, 64), 64)) == 4
    assert _s64(I._floordivs(I._u(-7, 64), I._u(-2, 64), 64)) == 3
    assert I._ceildivu(0, 2, 64) == 0


def test_remainders_and_division_overflow_wrap():
    assert _s64(I._srem(7, I._u(-2, 64), 64)) == 1
    assert _s64(I._srem(I._u(-7, 64), 2, 64)) == -1
    # INT64_MIN / -1 wraps to INT64_MIN (APInt::sdiv), which mlir-opt-19 folds
    assert _s64(I._sdiv(1 << 63, I._u(-1, 64), 64)) == -(1 << 63)


def test_materialize_picks_index_constants():
    c = I.materialize(A.IntegerAttr.get(5, T.index), T.index, None)
    assert c.name == "index.constant"
    b = I.materialize(A.bool_attr(True), T.i1, None)
    assert b.name == "index.bool.constant"
    assert I.materialize(A.IntegerAttr.get(5, T.i32), T.i32, None) is None
