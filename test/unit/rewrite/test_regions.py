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
