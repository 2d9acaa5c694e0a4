"""passes/stream_check.py: translation validation of --convert-gpu-to-llvm's stream lowering.

The lowering's own output passes on every path; an output with one call erased, or built by
the planted fork-join bug, is a located internal error naming both ops; functions the
interpreters cannot follow are skipped with a reason, never passed silently as checked."""
import pytest

from gpuopt.diag import PassError
from gpuopt.parser import parse_text
from gpuopt.passes import stream_check
from gpuopt.passes.gpu_to_llvm import ConvertGpuToLLVM

FORK_JOIN = """
module attributes {gpu.container_module} {
  func.func @f(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32, %c: i1) {
    %t = gpu.wait async
    %l = gpu.memset async [%t] %a, %v : memref<4xi32>, i32
    %r = gpu.memset async [%t] %b, %v : memref<4xi32>, i32
    %j = gpu.wait async [%l, %r]
    %y = scf.if %c -> (!gpu.async.token) {
      %k = gpu.memset async [%j] %a, %v : memref<4xi32>, i32
      scf.yield %k : !gpu.async.token
    } else {
      scf.yield %j : !gpu.async.token
    }
    gpu.wait [%y]
    return
  }
}
"""


def lower(text, monkeypatch, fault=None):
    monkeypatch.delenv("GPUOPT_CHECK_ORDERING", raising=False)
    if fault:
        monkeypatch.setenv("GPUOPT_FAULT", fault)
    else:
        monkeypatch.delenv("GPUOPT_FAULT", raising=False)
    m = parse_text(text, "f.mlir")
    ConvertGpuToLLVM(check_ordering=True).run(m)
    return m


def test_the_lowering_passes_its_own_check_on_both_paths(monkeypatch):
    before = dict(stream_check.STATS)
    lower(FORK_JOIN, monkeypatch)
    assert stream_check.STATS["paths"] - before["paths"] == 2
    assert stream_check.STATS["compared"] - before["compared"] == 2


@pytest.mark.parametrize("fault, where", [
    ("join-first-event", "f.mlir:9:12"),  # the memset after the join, then branch
    ("drop:mgpuEventRecord:0", "f.mlir:9:12"),
    ("drop:mgpuStreamWaitEvent:0", "f.mlir:9:12"),
    ("drop:mgpuStreamSynchronize:0", "f.mlir:14:5"),
])
def test_each_planted_bug_is_a_located_internal_error(monkeypatch, fault, where):
    with pytest.raises(PassError) as e:
        lower(FORK_JOIN, monkeypatch, fault)
    text = e.value.render() if hasattr(e.value, "render") else str(e.value)
    assert "internal error" in str(e.value)
    assert where.split(":", 1)[1] in str(e.value.loc) or where in text


def test_ops_sharing_a_location_are_skipped_with_a_reason():
    m = parse_text(FORK_JOIN, "f.mlir")
    copies = stream_check.snapshot(m)
    f = copies["f"]
    ops = [o for o in f.walk() if o.name == "gpu.memset"]
    ops[1].loc = ops[0].loc
    assert "share the location" in stream_check.check_function(f, f, {})


def test_an_unknown_region_op_with_gpu_work_is_skipped():
    text = """
    module attributes {gpu.container_module} {
      func.func @f(%a: memref<4xi32>, %v: i32) {
        scf.execute_region {
          %t = gpu.wait async
          %m = gpu.memset async [%t] %a, %v : memref<4xi32>, i32
          gpu.wait [%m]
          scf.yield
        }
        return
      }
    }
    """
    m = parse_text(text, "g.mlir")
    copies = stream_check.snapshot(m)
    assert "scf.execute_region" in stream_check.check_function(copies["f"], copies["f"], {})
