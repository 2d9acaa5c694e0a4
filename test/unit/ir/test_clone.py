"""ir.clone: deep copies with fresh regions, blocks and values, and a mapping."""
from gpuopt.ir.clone import clone
from gpuopt.parser import parse_text
from gpuopt.printer import print_op

CFG = """\
func.func @f(%n: index) -> index {
  cf.br ^bb2
^bb1:
  %y = arith.addi %x, %x : index
  return %y : index
^bb2:
  %x = arith.muli %n, %n : index
  cf.br ^bb1
}
"""


def test_clone_is_deep_and_prints_the_same():
    module = parse_text(CFG, "c.mlir")
    fn = module.body.blocks[0].ops[0]
    copy = clone(fn)
    assert print_op(copy) == print_op(fn)
    old_ops, new_ops = list(fn.walk()), list(copy.walk())
    assert len(old_ops) == len(new_ops)
    assert not {id(o) for o in old_ops} & {id(o) for o in new_ops}
    assert copy.parent is None and copy.loc == fn.loc


def test_uses_in_earlier_blocks_and_successors_are_remapped():
    module = parse_text(CFG, "c.mlir")
    fn = module.body.blocks[0].ops[0]
    mapping: dict = {}
    copy = clone(fn, mapping)
    bb1, bb2 = copy.body.blocks[1], copy.body.blocks[2]
    add, mul = bb1.ops[0], bb2.ops[0]
    assert add.operands[0] is mul.results[0]  # defined in a later block, still remapped
    assert copy.body.blocks[0].ops[0].successors == [bb2]
    assert mapping[fn.body.blocks[1]] is bb1
    assert mapping[fn.body.blocks[0].args[0]] is copy.body.blocks[0].args[0]
    # use lists of the original are untouched; the copy has its own
    orig_add = fn.body.blocks[1].ops[0]
    assert [u for u, _ in fn.body.blocks[2].ops[0].results[0].uses] == [orig_add, orig_add]
    assert [u for u, _ in mul.results[0].uses] == [add, add]


def test_mapping_remaps_values_from_outside():
    module = parse_text("func.func @f(%a: index, %b: index) -> index {\n"
                        "  %s = arith.addi %a, %a : index\n  return %s : index\n}\n", "c.mlir")
    block = module.body.blocks[0].ops[0].body.blocks[0]
    a, b = block.args
    add = block.ops[0]
    copy = clone(add, {a: b})
    assert copy.operands == [b, b]
    assert len(b.uses) == 2 and len(a.uses) == 2
