"""Folding, as the greedy driver applies it: constants fold, identities reduce."""
import pytest
from rewrite_helpers import parse, show

from gpuopt.rewrite.greedy import apply_greedy

CASES = {
    "muli by one": ("%r = arith.muli %a, %c1 : i32", "return %arg0 : i32"),
    "addi of zero": ("%r = arith.addi %c0, %a : i32", "return %arg0 : i32"),
    "subi of itself": ("%r = arith.subi %a, %a : i32", "return %c0_i32 : i32"),
    "constant addition": ("%r = arith.addi %c1, %c1 : i32", "return %c2_i32 : i32"),
    "signed compare": ("%b = arith.cmpi slt, %c0, %c1 : i32\n"
                       "  %r = arith.select %b, %c1, %a : i32", "return %c1_i32 : i32"),
}


@pytest.mark.parametrize("body,expected", CASES.values(), ids=CASES.keys())
def test_fold(body, expected):
    module = parse("func.func @f(%a: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n"
                   f"  %c1 = arith.constant 1 : i32\n  {body}\n  return %r : i32\n}}\n")
    apply_greedy(module)
    assert expected in show(module)
