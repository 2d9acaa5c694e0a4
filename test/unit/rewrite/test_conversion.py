"""The dialect-conversion driver: recursive legalization, rollback, benefit order, reasons,
erased regions, and the PassError a failed conversion raises."""
import pytest
from rewrite_helpers import ops_named, parse, show

from gpuopt.diag import PassError
from gpuopt.dialects import gpu, nvvm
from gpuopt.ir import attrs as A
from gpuopt.rewrite import Rewriter, pattern
from gpuopt.rewrite.conversion import (
    ConversionDriver,
    ConversionTarget,
    PatternError,
    apply_conversion,
)

WAIT = """\
func.func @f() {
  gpu.wait
  return
}
"""


@pattern
def wait_to_barrier(op: gpu.WaitOp, rw: Rewriter) -> None:
    if op.async_deps or op.token is not None:
        return rw.no_match(op, "asynchronous gpu.wait")
    rw.replace_op_with_new_op(op, gpu.BarrierOp)


@pattern
def barrier_to_nvvm(op: gpu.BarrierOp, rw: Rewriter) -> None:
    rw.replace_op_with_new_op(op, nvvm.Barrier0Op)


def barrier_illegal() -> ConversionTarget:
    return ConversionTarget(illegal=[gpu.BarrierOp], legal_dialects=["builtin", "func", "nvvm"])


def test_op_created_by_a_pattern_must_legalize_too():
    # gpu.wait -> gpu.barrier, and gpu.barrier is illegal with no pattern: the wait pattern is
    # rolled back, the wait fails to legalize and the note names the barrier.
    module = parse(WAIT)
    before = show(module)
    with pytest.raises(PassError) as info:
        apply_conversion(module, [wait_to_barrier], barrier_illegal(), partial=False)
    text = info.value.render()
    assert text.startswith("input.mlir:2:3: error: failed to legalize operation 'gpu.wait'\n")
    assert "input.mlir:2:3: note: failed to legalize generated operation 'gpu.barrier'" in text
    assert show(module) == before
    assert not ops_named(module, "gpu.barrier")


def test_op_created_by_a_pattern_is_legalized_by_another_pattern():
    module = parse(WAIT)
    apply_conversion(module, [wait_to_barrier, barrier_to_nvvm], barrier_illegal(),
                     partial=False)
    assert "    nvvm.barrier0\n    return\n" in show(module)
    assert not ops_named(module, "gpu.wait") and not ops_named(module, "gpu.barrier")


def test_partial_conversion_also_requires_created_ops_to_legalize():
    # Only pre-existing ops may stay unconverted in a partial conversion.
    module = parse(WAIT)
    left = apply_conversion(module, [wait_to_barrier], barrier_illegal(), partial=True)
    assert [op.name for op in left] == ["gpu.wait"]
    assert ops_named(module, "gpu.wait") and not ops_named(module, "gpu.barrier")


def test_explicitly_illegal_op_fails_a_partial_conversion_and_rolls_back():
    module = parse("func.func @f() {\n  gpu.barrier\n  gpu.wait\n  return\n}\n")
    before = show(module)
    target = ConversionTarget(illegal=[gpu.WaitOp, gpu.BarrierOp], legal_dialects=["nvvm"])
    with pytest.raises(PassError) as info:
        apply_conversion(module, [barrier_to_nvvm], target)
    assert info.value.message == ("failed to legalize operation 'gpu.wait' that was "
                                  "explicitly marked illegal")
    assert show(module) == before  # the converted barrier is back


def test_pattern_that_edits_then_refuses_is_rolled_back():
    @pattern(benefit=2)
    def half_done(op: gpu.WaitOp, rw: Rewriter) -> None:
        rw.create(gpu.BarrierOp)
        rw.set_attr(op, "seen", A.UnitAttr())
        return rw.no_match(op, "changed my mind")

    @pattern
    def erase_wait(op: gpu.WaitOp, rw: Rewriter) -> None:
        assert "seen" not in op.attributes  # the attribute was rolled back too
        rw.erase(op)

    module = parse(WAIT)
    apply_conversion(module, [erase_wait, half_done], ConversionTarget(illegal=[gpu.WaitOp]))
    assert show(module) == "module {\n  func.func @f() {\n    return\n  }\n}\n\n"


def test_edit_behind_the_rewriters_back_then_no_match_is_an_internal_error():
    @pattern
    def sneaky(op: gpu.WaitOp, rw: Rewriter) -> None:
        op.attributes["seen"] = A.UnitAttr()
        rw.modified(op)
        return rw.no_match(op, "cannot")

    with pytest.raises(PatternError, match="pattern 'sneaky' changed the IR"):
        apply_conversion(parse(WAIT), [sneaky], ConversionTarget(illegal=[gpu.WaitOp]))


def test_pattern_reporting_success_without_a_change_failed():
    @pattern
    def idle(op: gpu.WaitOp, rw: Rewriter) -> None:
        return None

    with pytest.raises(PassError, match="failed to legalize operation 'gpu.wait'"):
        apply_conversion(parse(WAIT), [idle], ConversionTarget(illegal=[gpu.WaitOp]))


def test_patterns_are_tried_by_benefit_then_in_order():
    tried = []

    def make(label: str, benefit: int, applies: bool):
        def fn(op: gpu.WaitOp, rw: Rewriter) -> None:
            tried.append(label)
            if not applies:
                return rw.no_match(op, label)
            rw.erase(op)
        fn.__name__ = label
        return pattern(fn, benefit=benefit)

    pats = [make("low", 1, True), make("first", 3, False), make("second", 3, False),
            make("mid", 2, True)]
    apply_conversion(parse(WAIT), pats, ConversionTarget(illegal=[gpu.WaitOp]))
    assert tried == ["first", "second", "mid"]


def test_a_pattern_is_not_applied_to_ops_it_created():
    @pattern
    def wait_to_wait(op: gpu.WaitOp, rw: Rewriter) -> None:
        rw.replace_op_with_new_op(op, gpu.WaitOp)

    with pytest.raises(PassError) as info:
        apply_conversion(parse(WAIT), [wait_to_wait], ConversionTarget(illegal=[gpu.WaitOp]))
    assert "note: failed to legalize generated operation 'gpu.wait'" in info.value.render()


def test_in_place_update_relegalizes_the_root():
    target = ConversionTarget(legal_dialects=["builtin", "func"])
    target.add_dynamically_legal_op(gpu.WaitOp, lambda op: "done" in op.attributes)

    @pattern
    def mark(op: gpu.WaitOp, rw: Rewriter) -> None:
        rw.set_attr(op, "done", A.UnitAttr())

    @pattern
    def mark_wrongly(op: gpu.WaitOp, rw: Rewriter) -> None:
        rw.set_attr(op, "other", A.UnitAttr())

    # mark_wrongly applies first; the root, still illegal, is legalized again by mark
    module = parse(WAIT)
    apply_conversion(module, [mark_wrongly, mark], target, partial=False)
    assert "{done, other}" in show(module)
    # alone, mark_wrongly leaves an illegal root: it is rolled back
    module = parse(WAIT)
    with pytest.raises(PassError) as info:
        apply_conversion(module, [mark_wrongly], target, partial=False)
    assert "note: failed to legalize operation 'gpu.wait' updated in place" in \
        info.value.render()
    assert "other" not in show(module)


def test_ops_nested_in_erased_ops_are_not_visited():
    seen = []

    @pattern
    def drop_launch(op: gpu.LaunchOp, rw: Rewriter) -> None:
        rw.erase(op)

    @pattern
    def never(op: gpu.BarrierOp, rw: Rewriter) -> None:
        seen.append(op)
        rw.erase(op)

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
    target = ConversionTarget(illegal=[gpu.LaunchOp, gpu.BarrierOp],
                              legal_dialects=["builtin", "func"])
    apply_conversion(module, [drop_launch, never], target, partial=False)
    assert seen == []
    assert "gpu." not in show(module)


def test_recursively_legal_ops_hide_their_bodies():
    module = parse("func.func @f() {\n  gpu.barrier\n  return\n}\n")
    target = ConversionTarget(legal_dialects=["builtin", "func"], illegal=[gpu.BarrierOp])
    target.mark_op_recursively_legal("func.func")
    apply_conversion(module, [], target, partial=False)
    assert ops_named(module, "gpu.barrier")


def test_reasons_are_kept_per_op_and_cleared_when_it_converts():
    @pattern(benefit=2)
    def refuse(op: gpu.WaitOp, rw: Rewriter) -> None:
        return rw.no_match(op, "not this one")

    @pattern
    def erase_sync(op: gpu.WaitOp, rw: Rewriter) -> None:
        if op.token is not None:
            return rw.no_match(op, "token is used")
        rw.erase(op)

    module = parse("func.func @f() {\n  gpu.wait\n  %t = gpu.wait async\n  return\n}\n")
    driver = ConversionDriver(module, [refuse, erase_sync],
                              ConversionTarget(illegal=[gpu.WaitOp]), None, partial=True)
    with pytest.raises(PassError) as info:
        driver.run()
    notes = [n.message for n in info.value.diag.notes]
    assert notes == ["not this one", "token is used"]
    assert info.value.loc.line == 3
    # the first wait converted: nothing is kept for it (nor keyed by a reusable id)
    assert all(op.name == "gpu.wait" and op.token is not None for op in driver.rw.reasons)


def test_full_conversion_reports_the_first_unknown_op():
    module = parse("func.func @f() {\n  %c = arith.constant 1 : i32\n  return\n}\n")
    with pytest.raises(PassError) as info:
        apply_conversion(module, [], ConversionTarget(legal_dialects=["builtin", "func"]),
                         partial=False)
    assert info.value.message == "failed to legalize operation 'arith.constant'"


def test_legal_and_illegal_shorthands():
    module = parse("func.func @f() {\n  gpu.wait\n  return\n}\n")
    apply_conversion(module, [wait_to_barrier], legal=["gpu.barrier"], illegal=["gpu.wait"])
    assert ops_named(module, "gpu.barrier")
    module = parse("func.func @f() {\n  gpu.wait\n  return\n}\n")
    with pytest.raises(PassError, match="explicitly marked illegal"):
        apply_conversion(module, [wait_to_barrier], illegal=[gpu.GPU])


def test_erasing_an_op_whose_results_are_used_is_a_pattern_error():
    @pattern
    def drop_token(op: gpu.WaitOp, rw: Rewriter) -> None:
        rw.erase(op)

    module = parse("func.func @f() {\n  %t = gpu.wait async\n  gpu.wait [%t]\n  return\n}\n")
    with pytest.raises(PatternError, match="pattern 'drop_token' erased 'gpu.wait', whose "
                                           "results are still used"):
        apply_conversion(module, [drop_token], ConversionTarget(illegal=[gpu.WaitOp]))
