"""passes/lib/cfg.py: the operands each successor receives, and direct callees."""
from gpuopt.parser import parse_text
from gpuopt.passes.lib.cfg import callee, successor_operands

SRC = """
func.func private @g(i32)
func.func @f(%c: i1, %a: i32, %b: i32, %n: i32) {
  cf.cond_br %c, ^t(%a : i32), ^e(%b, %a : i32, i32)
^t(%x: i32):
  func.call @g(%x) : (i32) -> ()
  cf.br ^e(%x, %x : i32, i32)
^e(%y: i32, %z: i32):
  cf.switch %n : i32, [ default: ^t(%y : i32), 3: ^e(%z, %y : i32, i32) ]
}
"""


def _ops():
    return list(parse_text(SRC).walk())


def _by_name(ops):
    return {o.name: o for o in ops}


def test_successor_operands_split_by_successor():
    everything = _ops()
    ops = _by_name(everything)
    f = next(o for o in everything if o.name == "func.func" and o.regions[0].blocks)
    a, b = f.regions[0].blocks[0].args[1:3]
    assert successor_operands(ops["cf.cond_br"]) == [[a], [b, a]]
    x = ops["cf.br"].operands[0]
    assert successor_operands(ops["cf.br"]) == [[x, x]]
    y, z = ops["cf.switch"].successors[1].args
    assert successor_operands(ops["cf.switch"]) == [[y], [z, y]]
    assert successor_operands(ops["func.call"]) == []


def test_callee_is_the_flat_name_of_a_direct_call():
    ops = _by_name(_ops())
    assert callee(ops["func.call"]) == "g"
    assert callee(ops["cf.br"]) is None
