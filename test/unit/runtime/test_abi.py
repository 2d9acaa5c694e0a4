"""gpuopt/runtime/abi.py: the mgpu* table agrees with SPEC §4 and with mlir-opt-19."""
import re
import subprocess
from pathlib import Path

from gpuopt.runtime import abi

INPUT = Path(__file__).resolve().parents[1] / "inputs" / "abi-calls.mlir"
LLVM = {"ptr": "!llvm.ptr"}


def _decl(name: str) -> str:
    """The llvm.func declaration mlir-opt-19 writes for runtime function `name`."""
    result, params = abi.signature(name)
    text = f"llvm.func @{name}({', '.join(LLVM.get(p, p) for p in params)})"
    return text + ("" if result == "void" else f" -> {LLVM.get(result, result)}")


def test_table_is_consistent():
    assert len(abi.BY_NAME) == len(abi.ENTRIES)
    for e in abi.ENTRIES:
        assert e.name.startswith("mgpu")
        assert e.result in ("void", "ptr", "i8", "i16", "i32", "i64")
        assert all(t in ("ptr", "i8", "i16", "i32", "i64") for t, _ in e.params), e
    for kind, (create, release) in abi.RESOURCES.items():
        assert all(n in abi.BY_NAME for n in create + release), kind


def test_launch_and_module_signatures():
    # SPEC §4: LLVM 19's wrappers (CudaRuntimeWrappers.cpp), paramsCount included
    assert abi.signature("mgpuLaunchKernel") == (
        "void", ("ptr", "i64", "i64", "i64", "i64", "i64", "i64", "i32", "ptr", "ptr", "ptr",
                 "i64"))
    assert abi.signature("mgpuModuleLoad") == ("ptr", ("ptr", "i64"))
    assert abi.signature("mgpuModuleLoadJIT") == ("ptr", ("ptr", "i32"))
    assert abi.signature("mgpuMemset16") == ("void", ("ptr", "i16", "i64", "ptr"))


def test_declarations_match_mlir_opt_19(mlir_opt19):
    out = subprocess.run([mlir_opt19, "--gpu-to-llvm", str(INPUT)], capture_output=True,
                         text=True, check=True, timeout=60).stdout
    decls = re.findall(r"^  (llvm\.func @(mgpu\w+)\(.*)$", out, re.MULTILINE)
    assert len(decls) >= 10
    for text, name in decls:
        assert text == _decl(name)
