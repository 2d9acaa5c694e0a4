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
    assert simplify_div("mod", d0, Const(1)) == Const(0)  # mlir-opt-19: (d0 mod 1) -> (0)
    assert simplify_div("floordiv", Const(7), Const(-2)) == Const(-4)
    assert simplify_div("mod", Const(7), Const(-2)) == Bin("mod", Const(7), Const(-2))
    assert simplify_div("floordiv", Const(1), Const(0)) == Bin("floordiv", Const(1), Const(0))


def test_maps_are_values() -> None:
    a, b = AffineMap(1, 0, (d0,)), AffineMap(1, 0, (Dim(0),))
    assert a == b and hash(a) == hash(b) and a != AffineMap(2, 0, (d0,))


def test_symbolic_terms_go_right_as_in_mlir() -> None:
    from gpuopt.ir.affine import simplify_add, simplify_mul
    # mlir-opt-19 prints (d0)[s0] -> (s0 - d0 - 1) as (-d0 + s0 - 1)
    e = simplify_add(simplify_add(s0, simplify_mul(d0, Const(-1))), Const(-1))
    assert text(1, 1, e) == "affine_map<(d0)[s0] -> (-d0 + s0 - 1)>"
    # (3 * d0 + d0) -> (d0 * 4); (s0 * d0) -> (d0 * s0); (d0 - d0) -> (0)
    assert simplify_add(simplify_mul(Const(3), d0), d0) == Bin("*", d0, Const(4))
    assert simplify_mul(s0, d0) == Bin("*", d0, s0)
    assert simplify_add(d0, simplify_mul(d0, Const(-1))) == Const(0)


def test_divisions_simplify_as_in_mlir() -> None:
    assert simplify_div("floordiv", d0 * Const(6), Const(3)) == Bin("*", d0, Const(2))
    assert simplify_div("mod", d0 * Const(6), Const(3)) == Const(0)
    assert simplify_div("mod", simplify_div("mod", d0, Const(8)), Const(4)) == \
        Bin("mod", d0, Const(4))
    assert simplify_div("mod", Const(-3), Const(4)) == Const(1)
    assert simplify_div("floordiv", d0, Const(-2)) == Bin("floordiv", d0, Const(-2))
    assert simplify_div("floordiv", d0 * Const(4), Const(-2)) == Bin("*", d0, Const(-2))


def test_integer_set_printing() -> None:
    from gpuopt.ir.affine import IntegerSet, IntegerSetAttr
    s = IntegerSet(1, 1, (d0 + Const(-10), s0), (False, True))
    assert str(IntegerSetAttr(s)) == "affine_set<(d0)[s0] : (d0 - 10 >= 0, s0 == 0)>"


def test_evaluate_substitute_and_flatten() -> None:
    from gpuopt.ir.affine import evaluate, simplify_expr, substitute
    e = simplify_div("floordiv", d0 + s0 * Const(-1), Const(2))
    assert evaluate(e, [7], [2]) == 2 and evaluate(e, [1], [4]) == -2
    assert evaluate(simplify_div("mod", d0, Const(4)), [-3], []) == 1
    assert evaluate(e, [None], [1]) is None
    assert substitute(d0 + Const(1), [s0 * Const(2)], []) == Bin("+", Bin("*", s0, Const(2)),
                                                                Const(1))
    # flattening orders the terms dims first, then symbols, then the constant
    assert text(2, 1, simplify_expr(d1 * Const(16) + d0 + s0 + Const(3), 2, 1)) == \
        "affine_map<(d0, d1)[s0] -> (d0 + d1 * 16 + s0 + 3)>"


def test_flattening_with_divisions() -> None:
    from gpuopt.ir.affine import simplify_expr
    # mlir-opt-19 --canonicalize: (s0 mod 4 + (s0 floordiv 4) * 4) -> (s0), and
    # ((s1 + s0) mod 32 + 1) -> ((s0 + s1) mod 32 + 1)
    e = simplify_div("mod", s0, Const(4)) + simplify_div("floordiv", s0, Const(4)) * Const(4)
    assert simplify_expr(e, 0, 1) == s0
    s1 = Sym(1)
    e = simplify_div("mod", Bin("+", s1, s0), Const(32)) + Const(1)
    assert text(0, 2, simplify_expr(e, 0, 2)) == "affine_map<()[s0, s1] -> ((s0 + s1) mod 32 + 1)>"
