"""The greedy driver: patterns by benefit, folding, dead code, convergence."""
from rewrite_helpers import parse, show

from gpuopt.dialects import gpu
from gpuopt.rewrite import Rewriter, pattern
from gpuopt.rewrite.greedy import apply_greedy, is_trivially_dead


def test_patterns_run_to_a_fixed_point_by_benefit():
    tried = []

    @pattern(benefit=1)
    def low(op: gpu.BarrierOp, rw: Rewriter) -> None:
        tried.append("low")
        rw.erase(op)

    @pattern(benefit=2)
    def high(op: gpu.BarrierOp, rw: Rewriter) -> None:
        tried.append("high")
        return rw.no_match(op, "never")

    module = parse("func.func @f() {\n  gpu.barrier\n  gpu.barrier\n  return\n}\n")
    assert apply_greedy(module, [low, high])
    assert tried == ["high", "low", "high", "low"]
    assert "gpu.barrier" not in show(module)


def test_dead_pure_ops_are_erased_and_constants_folded():
    module = parse("""\
func.func @f(%a: i32) -> i32 {
  %unused = arith.muli %a, %a : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %r = arith.addi %a, %s : i32
  return %r : i32
}
""")
    add = module.body.blocks[0].ops[0].body.blocks[0].ops[0]
    assert is_trivially_dead(add)
    assert apply_greedy(module)
    assert show(module) == """\
module {
  func.func @f(%arg0: i32) -> i32 {
    %c3_i32 = arith.constant 3 : i32
    %0 = arith.addi %arg0, %c3_i32 : i32
    return %0 : i32
  }
}

"""


def test_max_rewrites_stops_a_pattern_that_always_applies():
    @pattern
    def grow(op: gpu.BarrierOp, rw: Rewriter) -> None:
        rw.before(op)
        rw.create(gpu.BarrierOp)  # a new barrier each time: it never converges

    module = parse("func.func @f() {\n  gpu.barrier\n  return\n}\n")
    apply_greedy(module, [grow], max_iterations=1, max_rewrites=5)
    assert show(module).count("gpu.barrier") == 6
