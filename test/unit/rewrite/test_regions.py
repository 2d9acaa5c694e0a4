"""Region simplification: blocks no path from the entry reaches are erased; aggressive mode
merges identical blocks and drops redundant arguments."""
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


def test_aggressive_drops_arguments_passed_one_value():
    """MLIR 19's mergeIdenticalBlocks then dropRedundantArguments: ^bb1 and ^bb2 merge (their
    arguments' values now passed by the cond_br), both branches pass %x as ^bb3's first
    argument, so its uses take %x and it goes; the text is mlir-opt-19's (its
    --convert-vector-to-scf, whose greedy driver simplifies aggressively, on this input)."""
    module = parse(REDUNDANT)
    assert simplify_regions(module.regions[0], aggressive=True)
    assert show(module) == """\
module {
  func.func @f(%arg0: i1, %arg1: f32, %arg2: f32) -> f32 {
    cf.cond_br %arg0, ^bb1(%arg2 : f32), ^bb1(%arg1 : f32)
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    cf.br ^bb2
  ^bb2:  // pred: ^bb1
    %1 = arith.addf %arg1, %0 : f32
    return %1 : f32
  }
}

"""
    assert not simplify_regions(module.regions[0], aggressive=True)


def test_normal_keeps_arguments_passed_one_value():
    module = parse(REDUNDANT)
    simplify_regions(module.regions[0])
    assert "arith.addf %arg1," not in show(module)
