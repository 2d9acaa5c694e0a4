"""tools/fuzz/mutants.py: the trace model that decides which mutants change the ordering."""
import json

from tools.fuzz import mutants


def trace(tmp_path, calls):
    p = tmp_path / "t.jsonl"
    p.write_text("".join(json.dumps(c) + "\n" for c in calls))
    return str(p)


def fork_join(tmp_path, drop=None):
    calls = [["mgpuStreamCreate", [], 1, "f:1:1"],
             ["mgpuLaunchKernel", [9, 1, 1, 1, 1, 1, 1, 0, 1, 0, 0, 1], 0, "f:2:1 (x)"],
             ["mgpuStreamCreate", [], 2, "f:3:1"],
             ["mgpuLaunchKernel", [9, 1, 1, 1, 1, 1, 1, 0, 2, 0, 0, 1], 0, "f:4:1 (x)"],
             ["mgpuEventCreate", [], 3, "f:5:1"],
             ["mgpuEventRecord", [3, 2], 0, None],
             ["mgpuStreamWaitEvent", [1, 3], 0, None],
             ["mgpuMemcpy", [0, 0, 4, 1], 0, "f:6:1 (y)"],
             ["mgpuStreamSynchronize", [1], 0, None]]
    return trace(tmp_path, [c for c in calls if c[0] != drop])


def test_the_model_orders_a_join_through_its_event(tmp_path):
    order = mutants.order_of(fork_join(tmp_path))
    before, _ = order[("f:6:1", 0)]
    assert before == {("f:2:1", 0), ("f:4:1", 0)}
    assert order[("end",)][0] == {("f:2:1", 0), ("f:4:1", 0), ("f:6:1", 0)}


def test_each_dropped_call_weakens_the_order_and_nothing_else_does(tmp_path):
    original = mutants.order_of(fork_join(tmp_path))
    assert not mutants.weaker(original, original)
    for callee in ("mgpuEventRecord", "mgpuStreamWaitEvent", "mgpuStreamSynchronize"):
        assert mutants.weaker(mutants.order_of(fork_join(tmp_path, callee)), original), callee
