"""Patterns: the op type from the annotation, benefit, labels and the order drivers use."""
from gpuopt.dialects import arith, gpu
from gpuopt.rewrite import Pattern, Rewriter, pattern
from gpuopt.rewrite.pattern import by_benefit


@pattern
def on_wait(op: gpu.WaitOp, rw: Rewriter) -> None:
    rw.erase(op)


@pattern(benefit=5)
def on_binary(op: arith.AddIOp | arith.MulIOp, rw: Rewriter) -> None:
    pass


def test_op_types_come_from_the_annotation():
    assert on_wait.op_types == (gpu.WaitOp,)
    assert on_wait.benefit == 1 and on_wait.label() == "on_wait"
    assert on_binary.op_types == (arith.AddIOp, arith.MulIOp)
    assert on_binary.benefit == 5


def test_matches_checks_the_op_class():
    wait = gpu.WaitOp.build()
    assert on_wait.matches(wait) and not on_binary.matches(wait)


def test_class_patterns_carry_settings():
    class Lower(Pattern):
        op_types = (gpu.WaitOp,)
        benefit = 3

        def __init__(self, erase: bool) -> None:
            self.erase_it = erase

        def rewrite(self, op, rw) -> None:
            if self.erase_it:
                rw.erase(op)

    p = Lower(True)
    assert p.label() == "Lower" and p.matches(gpu.WaitOp.build())
    any_op = Pattern()
    assert any_op.matches(gpu.BarrierOp.build())


def test_by_benefit_is_stable_among_equals():
    @pattern(benefit=2)
    def a(op: gpu.WaitOp, rw) -> None: ...

    @pattern(benefit=2)
    def b(op: gpu.WaitOp, rw) -> None: ...

    assert by_benefit([on_wait, a, on_binary, b]) == [on_binary, a, b, on_wait]
