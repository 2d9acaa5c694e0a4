"""gpuopt/abi.py: the mgpu* table agrees with SPEC §4 and with mlir-opt-19; its entries build
their declarations and typed calls."""
import re
import subprocess
from pathlib import Path

import pytest

from gpuopt import abi
from gpuopt.dialects import builtin, llvm
from gpuopt.ir import types as T
from gpuopt.parser import parse_text
from gpuopt.printer import print_op
from gpuopt.rewrite.rewriter import Rewriter

INPUT = Path(__file__).resolve().parent / "inputs" / "abi-calls.mlir"
LLVM = {"ptr": "!llvm.ptr"}


def _decl(name: str) -> str:
    """The llvm.func declaration mlir-opt-19 writes for runtime function `name`."""
    result, params = abi.signature(name)
    text = f"llvm.func @{name}({', '.join(LLVM.get(p, p) for p in params)})"
    return text + ("" if result == "void" else f" -> {LLVM.get(result, result)}")


def test_table_is_consistent():
    assert len(abi.BY_NAME) == len(abi.ENTRIES)
    for e in abi.ENTRIES:
        assert abi.is_runtime(e.name) and e.method == "_" + e.name
        assert e.result in ("void", "ptr", "i8", "i16", "i32", "i64")
        assert all(t in ("ptr", "i8", "i16", "i32", "i64") for t, _ in e.params), e
    for kind, (create, release) in abi.RESOURCES.items():
        assert all(e in abi.DEVICE_ENTRIES for e in create + release), kind
    # every constant of the module is in the table
    constants = [v for v in vars(abi).values() if isinstance(v, abi.Entry)]
    assert sorted(e.name for e in constants) == sorted(abi.BY_NAME)
    assert [e.name for e in abi.ENTRIES if not e.device] == ["mgpuLaunchClusterKernel"]


def test_launch_and_module_signatures():
    # SPEC §4: LLVM 19's wrappers (CudaRuntimeWrappers.cpp), paramsCount included
    assert abi.LAUNCH_KERNEL.signature() == (
        "void", ("ptr", "i64", "i64", "i64", "i64", "i64", "i64", "i32", "ptr", "ptr", "ptr",
                 "i64"))
    assert abi.signature("mgpuModuleLoad") == ("ptr", ("ptr", "i64"))
    assert abi.signature("mgpuModuleLoadJIT") == ("ptr", ("ptr", "i32"))
    assert abi.MEMSET[16].signature() == ("void", ("ptr", "i16", "i64", "ptr"))
    # mlir-translate-19's cluster launch: no paramsCount
    assert abi.LAUNCH_CLUSTER_KERNEL.signature() == ("void", ("ptr", *["i64"] * 9, "i32", "ptr",
                                                              "ptr", "ptr"))
    assert abi.LAUNCH_KERNEL.stream_param() == 8 and abi.MEM_ALLOC.stream_param() == 1
    assert abi.STREAM_CREATE.stream_param() is None


def _body():
    module = parse_text("llvm.func @f(%p: !llvm.ptr, %n: i64) {\n  llvm.return\n}\n", "t.mlir")
    fn = module.regions[0].blocks[0].ops[0]
    block = fn.regions[0].blocks[0]
    rw = Rewriter()
    rw.before(block.ops[0])
    return module, block, rw


def test_call_builds_a_typed_llvm_call_and_declaration_prints_as_mlir_opt_19():
    module, block, rw = _body()
    p, n = block.args
    s = abi.STREAM_CREATE.call(rw)
    assert s.type == llvm.PointerType.get(0)
    assert abi.MEM_FREE.call(rw, p, s) is None
    assert abi.MEM_ALLOC.result_type == llvm.PointerType.get(0)
    assert abi.MEMCPY.param_types[2] == T.IntegerType.get(64)
    text = print_op(module)
    assert "llvm.call @mgpuStreamCreate() : () -> !llvm.ptr" in text
    assert "llvm.call @mgpuMemFree(%arg0, %0) : (!llvm.ptr, !llvm.ptr) -> ()" in text
    decl = print_op(abi.MEM_ALLOC.declaration(module.loc)).strip()
    assert decl == _decl("mgpuMemAlloc")
    assert isinstance(module, builtin.ModuleOp)


def test_call_refuses_a_wrong_operand_count_or_type():
    _, block, rw = _body()
    p, n = block.args
    with pytest.raises(TypeError, match="mgpuMemFree takes 2 operands, not 1"):
        abi.MEM_FREE.call(rw, p)
    with pytest.raises(TypeError, match=r"mgpuStreamDestroy operand 0 \(stream\) is i64"):
        abi.STREAM_DESTROY.call(rw, n)


def test_declarations_match_mlir_opt_19(mlir_opt19):
    out = subprocess.run([mlir_opt19, "--gpu-to-llvm", str(INPUT)], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    decls = re.findall(r"^  (llvm\.func @(mgpu\w+)\(.*)$", out, re.MULTILINE)
    assert len(decls) >= 10
    for text, name in decls:
        assert text == _decl(name)
