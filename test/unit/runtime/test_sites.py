"""gpuopt/runtime/sites.py: creating mgpu* calls pointed at per-site twins, with the site
texts the leak report shows; launch functions split per caller."""
from gpuopt.dialects import llvm as L
from gpuopt.parser import parse_text
from gpuopt.runtime.sites import tag_creation_sites
from gpuopt.target.llvmir import translate_module
from gpuopt.verifier import verify

LOWERED = """\
#fused = loc(fused["a.mlir":20:3, "b.mlir":1:1])
module {
  llvm.func @mgpuStreamCreate() -> !llvm.ptr
  llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.func @mgpuStreamDestroy(!llvm.ptr)
  llvm.func internal @k_f_launch_async_new() -> !llvm.ptr {
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr loc("stub.mlir":1:1)
    llvm.return %s : !llvm.ptr
  }
  llvm.func @main() {
    %a = llvm.call @k_f_launch_async_new() : () -> !llvm.ptr loc("a.mlir":10:5)
    %b = llvm.call @k_f_launch_async_new() : () -> !llvm.ptr loc("a.mlir":11:5)
    %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
    %t = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr loc(unknown)
    %n = llvm.mlir.constant(8 : i64) : i64
    %f = llvm.mlir.constant(0 : i8) : i8
    %p = llvm.call @mgpuMemAlloc(%n, %s, %f) : (i64, !llvm.ptr, i8) -> !llvm.ptr loc(#fused)
    %q = llvm.call @mgpuMemAlloc(%n, %s, %f) : (i64, !llvm.ptr, i8) -> !llvm.ptr loc(#fused)
    llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
    llvm.return
  }
}
"""


def _calls(module) -> list[tuple[str, str]]:
    """(enclosing function, callee) of every llvm.call, in order."""
    out = []
    for fn in module.regions[0].blocks[0].ops:
        if isinstance(fn, L.LLVMFuncOp):
            out += [(fn.attributes["sym_name"].value, op.attributes["callee"].root)
                    for op in fn.walk() if isinstance(op, L.CallOp)]
    return out


def test_each_located_creating_call_gets_its_site() -> None:
    module = parse_text(LOWERED, "low.mlir")
    verify(module)
    sites = tag_creation_sites(module)
    verify(module)
    assert sorted(sites.values()) == [
        ("mgpuMemAlloc", "a.mlir:20:3 (mgpuMemAlloc in @main)"),  # one twin for both calls
        ("mgpuStreamCreate", "a.mlir:10:5 (mgpuStreamCreate in @main)"),  # the launches' sites
        ("mgpuStreamCreate", "a.mlir:11:5 (mgpuStreamCreate in @main)"),
        ("mgpuStreamCreate", "low.mlir:13:10 (mgpuStreamCreate in @main)"),  # the parser's loc
    ]
    calls = _calls(module)
    twin = {text: sym for sym, (_, text) in sites.items()}
    stub_twin = "k_f_launch_async_new.site.1"
    assert calls == [
        ("k_f_launch_async_new", twin["a.mlir:10:5 (mgpuStreamCreate in @main)"]),
        (stub_twin, twin["a.mlir:11:5 (mgpuStreamCreate in @main)"]),
        ("main", "k_f_launch_async_new"), ("main", stub_twin),
        ("main", twin["low.mlir:13:10 (mgpuStreamCreate in @main)"]),
        ("main", "mgpuStreamCreate"),  # loc(unknown): no site, the plain entry
        ("main", twin["a.mlir:20:3 (mgpuMemAlloc in @main)"]),
        ("main", twin["a.mlir:20:3 (mgpuMemAlloc in @main)"]),
        ("main", "mgpuStreamDestroy")]
    assert all(sym.startswith(name + ".site.") for sym, (name, _) in sites.items())
    ir = translate_module(module)
    for sym in sites:
        assert f"declare ptr @{sym}(" in ir


def test_a_module_without_creating_calls_is_left_alone() -> None:
    text = "module {\n  llvm.func @main() {\n    llvm.return\n  }\n}\n"
    module = parse_text(text, "m.mlir")
    assert tag_creation_sites(module) == {}
    assert _calls(module) == []


def test_launches_copies_and_memsets_get_their_sites() -> None:
    text = """\
module {
  llvm.func @mgpuMemcpy(!llvm.ptr, !llvm.ptr, i64, !llvm.ptr)
  llvm.func @mgpuMemset32(!llvm.ptr, i32, i64, !llvm.ptr)
  llvm.func @main(%p: !llvm.ptr, %n: i64, %v: i32) {
    llvm.call @mgpuMemcpy(%p, %p, %n, %p) : (!llvm.ptr, !llvm.ptr, i64, !llvm.ptr) -> ()
    llvm.call @mgpuMemset32(%p, %v, %n, %p) : (!llvm.ptr, i32, i64, !llvm.ptr) -> ()
    llvm.return
  }
}
"""
    module = parse_text(text, "ops.mlir")
    sites = tag_creation_sites(module)
    verify(module)
    assert sorted(sites.values()) == [("mgpuMemcpy", "ops.mlir:5:5 (mgpuMemcpy in @main)"),
                                      ("mgpuMemset32", "ops.mlir:6:5 (mgpuMemset32 in @main)")]
