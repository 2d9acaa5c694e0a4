"""passes/convert_nvvm_to_llvm.py: the PTX-built nvvm ops become inline assembly; the rest stay
(the full texts against mlir-opt-19: test_llvm_lowering_differential.py)."""
from gpuopt.parser import parse_text
from gpuopt.passes.convert_nvvm_to_llvm import ELECT_SYNC, ConvertNVVMToLLVM


def _run(text: str):
    m = parse_text(text)
    ConvertNVVMToLLVM().run(m)
    return [o for o in m.walk() if o.name.startswith(("nvvm.", "llvm.inline_asm"))]


def test_fence_proxy_text():
    ops = _run("llvm.func @f() {\n  nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, "
               "space = #nvvm.shared_space<cluster>}\n  llvm.return\n}")
    assert [o.name for o in ops] == ["llvm.inline_asm"]
    assert ops[0].attributes["asm_string"].value == "fence.proxy.async.shared::cluster;"


def test_elect_sync_result():
    ops = _run("llvm.func @f() -> i1 {\n  %0 = nvvm.elect.sync -> i1\n  llvm.return %0 : i1\n}")
    assert ops[0].attributes["asm_string"].value == ELECT_SYNC
    assert ops[0].attributes["constraints"].value == "=b"
    assert str(ops[0].results[0].type) == "i1"


def test_intrinsic_ops_stay():
    ops = _run("llvm.func @f() {\n  nvvm.barrier0\n  nvvm.cluster.arrive\n  llvm.return\n}")
    assert [o.name for o in ops] == ["nvvm.barrier0", "nvvm.cluster.arrive"]
