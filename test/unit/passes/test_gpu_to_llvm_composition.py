"""`--gpu-async-region --convert-gpu-to-llvm` composes (with --reconcile-unrealized-casts after
it, as after mlir-opt-19's --gpu-to-llvm; mlir-opt's does not compose): every input of the
async-region lit tests lowers, and the lowering leaks no stream, event or module.

The inputs' gpu.modules get a `gpu.binary` annotation (what the kernels would be compiled to);
chunks that --gpu-async-region itself rejects are skipped. Known refusals are listed with their
reason. --gpu-verify-lifetimes then checks the output path by path: clean, except for device
memory that the program itself allocates and never frees; the calls are also counted.
"""
import re
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[3]
INPUTS = sorted((REPO / "test" / "lit" / "passes").glob("gpu-async-region-*.mlir"))
# chunk file -> the reason gpuopt refuses it (a located error, exit 1)
REFUSED = {
    "gpu-async-region-execute-blocked.mlir":
        "an async.execute token is passed to a call: it would need the async runtime",
    "gpu-async-region-launch-error.mlir": "gpu.launch is not outlined (a test of the error)",
}


def chunks(path: Path) -> list[str]:
    text = re.sub(r"gpu\.module @(\w+) \{", r'gpu.module @\1 attributes {gpu.binary = "BIN"} {',
                  path.read_text())
    return [c for c in re.split(r"^// -----\s*$", text, flags=re.MULTILINE) if "func" in c]


def gpuopt(*args, text):
    return subprocess.run([sys.executable, "-m", "gpuopt", *args], input=text,
                          capture_output=True, text=True, timeout=120)


def test_inputs_found():
    assert len(INPUTS) >= 15


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_async_region_then_gpu_to_llvm(path):
    for chunk in chunks(path):
        if gpuopt("--allow-unregistered-dialect", "--gpu-async-region", text=chunk).returncode:
            continue
        r = gpuopt("--allow-unregistered-dialect", "--gpu-async-region",
                   "--convert-gpu-to-llvm", "--reconcile-unrealized-casts", text=chunk)
        if path.name in REFUSED:
            assert r.returncode == 1 and "error:" in r.stderr and "Traceback" not in r.stderr
            continue
        assert r.returncode == 0, r.stderr
        # casts stay only around ops this pass does not lower (scf, unregistered ops)
        assert "unrealized_conversion_cast" not in r.stdout or "scf." in r.stdout \
            or "\"test." in r.stdout
        check = gpuopt("--allow-unregistered-dialect", "--gpu-verify-lifetimes", text=r.stdout)
        if check.returncode:
            # the only thing allowed: device memory the program itself never frees
            errors = re.findall(r"error: (.*)", check.stderr)
            assert chunk.count("gpu.alloc") > chunk.count("gpu.dealloc"), check.stderr
            assert all(e == "device allocation created here is not freed on every path"
                       for e in errors), check.stderr
        for fn in re.split(r"^  llvm\.func ", r.stdout, flags=re.MULTILINE)[1:]:
            calls = re.findall(r"llvm\.call @(mgpu\w+)", fn)
            for make, free in (("mgpuStreamCreate", "mgpuStreamDestroy"),
                               ("mgpuEventCreate", "mgpuEventDestroy"),
                               ("mgpuModuleLoad", "mgpuModuleUnload")):
                assert calls.count(make) == calls.count(free), (make, fn.split("(")[0], calls)
