"""Region simplification: blocks no path from the entry reaches are erased."""
from rewrite_helpers import parse, show

from gpuopt.rewrite.regions import simplify_regions


def test_unreachable_blocks_are_erased_nested_regions_too():
    module = parse("""\
func.func @f(%n: index) -> index {
  cf.br ^bb2
^bb1:
  %x = arith.addi %n, %n : index
  cf.br ^bb2
^bb2:
  return %n : index
}
""")
    assert simplify_regions(module.regions[0])
    assert show(module) == """\
module {
  func.func @f(%arg0: index) -> index {
    cf.br ^bb1
  ^bb1:  // pred: ^bb0
    return %arg0 : index
  }
}

"""
    assert not simplify_regions(module.regions[0])
    assert len(module.body.blocks[0].ops[0].body.blocks[0].args[0].uses) == 1


def test_single_block_regions_are_left_alone():
    module = parse("func.func @f() {\n  return\n}\n")
    assert not simplify_regions(module.regions[0])


REDUNDANT = """\
func.func @f(%b: i1, %x: f32, %y: f32) -> f32 {
  cf.cond_br %b, ^bb1(%x, %y : f32, f32), ^bb2(%x, %x : f32, f32)
^bb1(%p: f32, %q: f32):
  cf.br ^bb3(%p, %q : f32, f32)
^bb2(%r: f32, %s: f32):
  cf.br ^bb3(%r, %s : f32, f32)
^bb3(%u: f32, %v: f32):
  %z = arith.addf %u, %v : f32
  return %z : f32
}
"""


def test_aggressive_merges_identical_blocks_and_drops_arguments_passed_one_value():
    """MLIR 19's mergeIdenticalBlocks and dropRedundantArguments: ^bb1 and ^bb2 differ only in
    the values they pass, so they merge into ^bb1 (the first of them) with an argument per
    differing operand; ^bb3 then has one predecessor and its arguments take the values passed.
    The text is mlir-opt-19's (`--test-gpu-rewrite`, aggressive region simplification)."""
    module = parse(REDUNDANT)
    assert simplify_regions(module.regions[0], aggressive=True)
    text = show(module)
    assert "cf.cond_br %arg0, ^bb1(%arg2 : f32), ^bb1(%arg1 : f32)" in text
    assert "^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0\n    cf.br ^bb2\n  ^bb2:" in text
    assert "arith.addf %arg1, %0 : f32" in text
    assert not simplify_regions(module.regions[0], aggressive=True)


MERGE_AFTER_DROP = """\
func.func @f(%c: i1, %v: f32, %w: f32) -> f32 {
  cf.cond_br %c, ^then, ^else
^then:
  %m = arith.maximumf %v, %w : f32
  cf.br ^split(%m : f32)
^split(%s: f32):
  cf.br ^cont(%s : f32)
^else:
  cf.br ^cont(%v : f32)
^cont(%x: f32):
  return %x : f32
}
"""


def test_dropping_redundant_arguments_is_not_a_change():
    """As in mlir-opt-19: ^split's argument goes (one predecessor), which makes ^split and
    ^else identical, but they merge only if something else asks for another iteration."""
    module = parse(MERGE_AFTER_DROP)
    assert not simplify_regions(module.regions[0], aggressive=True)
    assert "cf.br ^bb4(%0 : f32)" in show(module)  # mlir-opt-19's --test-gpu-rewrite output
    assert simplify_regions(module.regions[0], aggressive=True)
    text = show(module)
    assert "cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : f32)" in text
    assert ("cf.br ^bb2(%0 : f32)\n  ^bb2(%1: f32):  // 2 preds: ^bb0, ^bb1\n"
            "    cf.br ^bb3\n") in text


def test_normal_keeps_arguments_passed_one_value():
    module = parse(REDUNDANT)
    simplify_regions(module.regions[0])
    assert "arith.addf %arg1," not in show(module)
