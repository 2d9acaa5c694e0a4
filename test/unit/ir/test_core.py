"""gpuopt/ir/core.py: operations, blocks, regions and use lists."""
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Operation, Region, UnknownOp


def op(name: str, operands=(), results=(), regions=(), successors=()) -> UnknownOp:
    return UnknownOp(name, operands, results, regions=regions, successors=successors)


def test_operands_register_uses_and_rauw_moves_them() -> None:
    a, b = op("t.a", results=[T.i32]), op("t.b", results=[T.i32])
    user = op("t.user", [a.result, a.result])
    assert a.result.uses == [(user, 0), (user, 1)]
    a.result.replace_all_uses_with(b.result)
    assert user.operands == [b.result, b.result]
    assert a.result.uses == [] and b.result.uses == [(user, 0), (user, 1)]
    user.set_operand(1, a.result)
    assert b.result.uses == [(user, 0)] and a.result.uses == [(user, 1)]


def test_erase_unlinks_and_drops_nested_uses() -> None:
    block = Block([T.index])
    arg = block.args[0]
    inner = op("t.inner", [arg])
    outer = op("t.outer", [arg], regions=[Region([Block()])])
    outer.regions[0].blocks[0].append(inner)
    block.append(outer)
    assert len(arg.uses) == 2
    outer.erase()
    assert arg.uses == [] and block.ops == [] and outer.parent is None


def test_parents_and_ancestry() -> None:
    top_block = Block()
    top = op("t.top", regions=[Region([top_block])])
    mid_block = Block([T.i32])
    mid = top_block.append(op("t.mid", regions=[Region([mid_block])]))
    leaf = mid_block.append(op("t.leaf", results=[T.i32]))
    assert leaf.parent_op is mid and mid.parent_op is top and top.parent_op is None
    assert mid_block.parent_op is mid and leaf.result.parent_block is mid_block
    assert mid_block.args[0].owner is mid_block and leaf.result.owner is leaf
    assert top.regions[0].find_ancestor_op(leaf) is mid
    assert mid.regions[0].find_ancestor_op(top) is None
    assert top.regions[0].is_ancestor(mid.regions[0])
    assert not mid.regions[0].is_ancestor(top.regions[0])
    assert leaf.result.parent_region is mid.regions[0]


def test_walk_orders() -> None:
    inner = Block()
    a = op("t.a", regions=[Region([inner])])
    b, c = inner.append(op("t.b")), inner.append(op("t.c"))
    assert list(a.walk()) == [a, b, c]
    assert list(a.walk(post_order=True)) == [b, c, a]


def test_walk_survives_deep_nesting() -> None:
    root = cur = op("t.n", regions=[Region([Block()])])
    for _ in range(5000):
        child = op("t.n", regions=[Region([Block()])])
        cur.regions[0].blocks[0].append(child)
        cur = child
    assert sum(1 for _ in root.walk()) == 5001
    assert sum(1 for _ in root.walk(post_order=True)) == 5001


def test_block_predecessors_newest_first() -> None:
    region = Region([Block(), Block(), Block()])
    entry, left, target = region.blocks
    entry.append(op("t.br", successors=[target, left]))
    left.append(op("t.br", successors=[target]))
    assert target.predecessors() == [left, entry]
    assert entry.predecessors() == []
    assert region.entry is entry and left.terminator is left.ops[0]


def test_block_arguments_and_insert() -> None:
    block = Block([T.i32, T.f32])
    assert [(a.index, str(a.type)) for a in block.args] == [(0, "i32"), (1, "f32")]
    arg = block.add_arg(T.index)
    assert arg.index == 2 and arg.block is block
    first, second = op("t.x"), op("t.y")
    block.append(second)
    block.insert(0, first)
    assert block.ops == [first, second] and first.parent is block


def test_error_is_prefixed_with_the_op_name() -> None:
    err = op("t.bad").error("is bad")
    assert err.message == "'t.bad' op is bad"
    assert isinstance(op("t.x"), Operation) and repr(op("t.x")) == "<op t.x>"
