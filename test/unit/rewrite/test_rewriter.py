"""The Rewriter: creation at the insertion point, replacement, block and region surgery, and
the journal that undoes every edit."""
from rewrite_helpers import ops_named, parse, show

from gpuopt.dialects import arith, gpu
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.rewrite import Rewriter

TWO_BLOCKS = """\
func.func @f(%n: index) -> index {
  %a = arith.addi %n, %n : index
  cf.br ^bb1(%a : index)
^bb1(%x: index):
  %b = arith.muli %x, %x : index
  return %b : index
}
"""


def func_of(module):
    return module.body.blocks[0].ops[0]


def test_replace_op_with_new_op_takes_the_location_and_uses():
    module = parse("func.func @f(%n: index) -> index {\n  %a = arith.addi %n, %n : index\n"
                   "  return %a : index\n}\n")
    add = ops_named(module, "arith.addi")[0]
    rw = Rewriter()
    rw.root = add
    new = rw.replace_op_with_new_op(add, arith.MulIOp, lhs=add.operands[0], rhs=add.operands[1],
                                    result_types=[T.index])
    assert new.loc == add.loc and add.parent is None
    assert "%0 = arith.muli %arg0, %arg0 : index\n    return %0 : index" in show(module)


def test_split_block_and_merge_blocks():
    module = parse("func.func @f(%n: index) -> index {\n  %a = arith.addi %n, %n : index\n"
                   "  %b = arith.muli %a, %a : index\n  return %b : index\n}\n")
    body = func_of(module).body
    entry = body.blocks[0]
    rw = Rewriter()
    tail = rw.split_block(entry, 1)
    assert [op.name for op in tail.ops] == ["arith.muli", "func.return"]
    assert len(body.blocks) == 2 and body.blocks[1] is tail
    rw.merge_blocks(tail, entry)
    assert len(body.blocks) == 1 and tail.parent is None
    assert [op.name for op in entry.ops] == ["arith.addi", "arith.muli", "func.return"]


def test_merge_blocks_replaces_the_source_arguments():
    module = parse(TWO_BLOCKS)
    body = func_of(module).body
    entry, second = body.blocks
    rw = Rewriter()
    br = entry.ops[-1]
    value = br.operands[0]
    rw.erase(br)
    rw.merge_blocks(second, entry, [value])
    assert show(module) == """\
module {
  func.func @f(%arg0: index) -> index {
    %0 = arith.addi %arg0, %arg0 : index
    %1 = arith.muli %0, %0 : index
    return %1 : index
  }
}

"""


def test_inline_region_before_and_erase_block():
    module = parse("""\
func.func @f(%n: index) {
  gpu.launch blocks(%bx, %by, %bz) in (%gx = %n, %gy = %n, %gz = %n)
             threads(%tx, %ty, %tz) in (%sx = %n, %sy = %n, %sz = %n) {
    gpu.barrier
    gpu.terminator
  }
  return
}
""")
    fn = func_of(module)
    launch = ops_named(module, "gpu.launch")[0]
    before = show(module)
    rw = Rewriter()
    rw.journal = []
    rw.inline_region_before(launch.body, fn.body, fn.body.blocks[0])
    assert not launch.body.blocks and len(fn.body.blocks) == 2
    moved = fn.body.blocks[0]
    assert moved.parent is fn.body and moved.ops[0].name == "gpu.barrier"
    rw.erase_block(moved)
    assert len(fn.body.blocks) == 1 and not ops_named(module, "gpu.barrier")
    while rw.journal:
        rw.journal.pop()()
    assert show(module) == before


def test_journal_undoes_every_edit_in_reverse():
    module = parse(TWO_BLOCKS)
    before = show(module)
    body = func_of(module).body
    entry, second = body.blocks
    rw = Rewriter()
    rw.journal = []
    add = entry.ops[0]
    rw.at_start(entry)
    c = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(7, T.index), result_types=[T.index])
    rw.replace_uses(add.results[0], c.results[0])
    rw.erase(add)
    rw.set_attr(entry.ops[-1], "tag", A.UnitAttr())
    with rw.modify(second.ops[0]) as mul:
        mul.attributes["other"] = A.UnitAttr()
    rw.set_operand(second.ops[0], 0, c.results[0])
    tail = rw.split_block(second, 1)
    rw.move_before(second.ops[0], tail.ops[0])
    assert show(module) != before
    while rw.journal:
        rw.journal.pop()()
    assert show(module) == before
    # the use lists are back too: %a is used by the branch only
    assert [u.name for u, _ in entry.ops[0].results[0].uses] == ["cf.br"]
    assert not c.results[0].uses


def test_insertion_point_follows_inserts_and_erasures():
    module = parse("func.func @f() {\n  gpu.barrier\n  gpu.barrier\n  return\n}\n")
    block = func_of(module).body.blocks[0]
    rw = Rewriter()
    first, second = block.ops[0], block.ops[1]
    rw.before(second)
    rw.erase(first)  # before the insertion point: it moves back
    rw.create(gpu.WaitOp)
    assert [op.name for op in block.ops] == ["gpu.wait", "gpu.barrier", "func.return"]
    with rw.saved_insertion():
        rw.at_end(block)
    rw.create(gpu.WaitOp)
    assert [op.name for op in block.ops] == ["gpu.wait", "gpu.wait", "gpu.barrier",
                                             "func.return"]


def test_no_match_records_reasons_only_when_asked():
    module = parse("func.func @f() {\n  gpu.barrier\n  return\n}\n")
    op = ops_named(module, "gpu.barrier")[0]
    plain, keeping = Rewriter(), Rewriter(keep_reasons=True)
    plain.no_match(op, "why")
    keeping.no_match(op, "why")
    assert plain.failed and plain.reasons == {}
    assert keeping.reasons == {op: ["why"]}
    keeping.erase(op)
    assert keeping.reasons == {}
