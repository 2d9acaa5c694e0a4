"""--debug-only: which traces are on, and the conversion trace with nested legalizations."""
import pytest
from rewrite_helpers import parse

from gpuopt.diag import PassError
from gpuopt.dialects import gpu
from gpuopt.rewrite import Rewriter, pattern
from gpuopt.rewrite.conversion import ConversionTarget, apply_conversion
from gpuopt.rewrite.debug import dbg, debug_on, set_debug


@pytest.fixture(autouse=True)
def no_debug():
    yield
    set_debug("")


def test_set_debug_takes_a_comma_separated_list(capsys):
    set_debug("greedy-rewriter, dialect-conversion")
    assert debug_on("greedy-rewriter") and debug_on("dialect-conversion")
    dbg("greedy-rewriter", "shown")
    dbg("other", "hidden")
    set_debug("")
    assert not debug_on("greedy-rewriter")
    assert capsys.readouterr().err == "shown\n"


def test_conversion_trace_nests_generated_ops_and_shows_reasons(capsys):
    @pattern
    def wait_to_barrier(op: gpu.WaitOp, rw: Rewriter) -> None:
        rw.replace_op_with_new_op(op, gpu.BarrierOp)

    @pattern
    def refuse_barrier(op: gpu.BarrierOp, rw: Rewriter) -> None:
        return rw.no_match(op, "no barrier lowering here")

    set_debug("dialect-conversion")
    module = parse("func.func @f() {\n  gpu.wait\n  return\n}\n", "d.mlir")
    target = ConversionTarget(illegal=[gpu.WaitOp, gpu.BarrierOp])
    with pytest.raises(PassError) as info:
        apply_conversion(module, [wait_to_barrier, refuse_barrier], target)
    err = capsys.readouterr().err
    assert """\
Legalizing operation : 'gpu.wait' at d.mlir:2:3 {
  * Pattern : 'wait_to_barrier' {
    ** Insert  : 'gpu.barrier'
    ** Replace : 'gpu.wait'
    //===-------------------------------------------===//
    Legalizing operation : 'gpu.barrier' at d.mlir:2:3 {
      * Pattern : 'refuse_barrier' {
        ** Failure : no barrier lowering here (at d.mlir:2:3)
      } -> FAILURE : pattern failed to match
    } -> FAILURE : no matched legalization pattern
    //===-------------------------------------------===//
  } -> FAILURE : failed to legalize generated operation 'gpu.barrier'
} -> FAILURE : no matched legalization pattern
""" in err
    assert [n.message for n in info.value.diag.notes] == [
        "failed to legalize generated operation 'gpu.barrier'"]
