"""gpuopt/ir/affine.py: affine expressions simplify on construction and print as mlir-opt-19
prints them (the expected texts are mlir-opt-19's for the same maps)."""
from gpuopt.ir.affine import AffineMap, AffineMapAttr, Bin, Const, Dim, Sym, simplify_div

d0, d1, s0 = Dim(0), Dim(1), Sym(0)


def text(num_dims: int, num_syms: int, *results) -> str:
    return str(AffineMapAttr(AffineMap(num_dims, num_syms, results)))


def test_printing_matches_mlir_opt19() -> None:
    # affine_map<(d0, d1)[s0] -> (d0 + d1 * 4 - s0, d0 floordiv 2, (d0 + 3) mod 5,
    #                             d1 * -1 + d0, d0 * -3 + 7)> as mlir-opt-19 prints it:
    assert text(2, 1, d0 + d1 * Const(4) + s0 * Const(-1), simplify_div("floordiv", d0, Const(2)),
                simplify_div("mod", d0 + Const(3), Const(5)), d1 * Const(-1) + d0,
                d0 * Const(-3) + Const(7)) == (
        "affine_map<(d0, d1)[s0] -> (d0 + d1 * 4 - s0, d0 floordiv 2, (d0 + 3) mod 5, "
        "-d1 + d0, d0 * -3 + 7)>")
    assert text(1, 0, simplify_div("ceildiv", d0, Const(4))) == (
        "affine_map<(d0) -> (d0 ceildiv 4)>")
    assert text(0, 0) == "affine_map<() -> ()>"


def test_construction_simplifies() -> None:
    assert (d0 * Const(2)) * Const(3) == Bin("*", d0, Const(6))
    assert d0 + Const(0) == d0 and d0 * Const(1) == d0 and d0 * Const(0) == Const(0)
    assert (d0 + Const(2)) + Const(3) == Bin("+", d0, Const(5))
    assert Const(2) + Const(3) == Const(5) and Const(2) * d0 == Bin("*", d0, Const(2))
    assert text(1, 2, (d0 * Const(2)) * Const(3), d0 + Const(0), d0 * Const(1)) == (
        "affine_map<(d0)[s0, s1] -> (d0 * 6, d0, d0)>")


def test_constant_division_folds_as_mlir_does() -> None:
    assert simplify_div("floordiv", Const(-7), Const(2)) == Const(-4)
    assert simplify_div("ceildiv", Const(-7), Const(2)) == Const(-3)
    assert simplify_div("mod", Const(-7), Const(3)) == Const(2)
    assert simplify_div("floordiv", d0, Const(1)) == d0
    assert simplify_div("mod", d0, Const(1)) == Bin("mod", d0, Const(1))  # not folded
    assert simplify_div("floordiv", Const(1), Const(0)) == Bin("floordiv", Const(1), Const(0))


def test_maps_are_values() -> None:
    a, b = AffineMap(1, 0, (d0,)), AffineMap(1, 0, (Dim(0),))
    assert a == b and hash(a) == hash(b) and a != AffineMap(2, 0, (d0,))
