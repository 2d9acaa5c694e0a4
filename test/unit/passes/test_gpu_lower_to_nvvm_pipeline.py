"""--gpu-lower-to-nvvm-pipeline: the passes it stands for, their options, and the kernel half
byte-identical with mlir-opt-19's.

The differential runs the pipeline's passes up to (not including) gpu-module-to-binary, the
common and the kernel passes, as one --pass-pipeline in both tools (the text comes from the
pipeline's own build(), so the list compared is the list run), on the inputs in
test/lit/passes/Inputs/nvvm-pipeline-*.mlir; stdout must be byte-identical, host and kernels.
"""
import subprocess
import sys
from pathlib import Path

import pytest

from gpuopt.passes import manager
from gpuopt.passes.gpu_lower_to_nvvm_pipeline import GpuLowerToNVVMPipeline

REPO = Path(__file__).resolve().parents[3]
INPUTS = sorted((REPO / "test" / "lit" / "passes" / "Inputs").glob("nvvm-pipeline-*.mlir"))

# mlir-opt-19 --gpu-lower-to-nvvm-pipeline --dump-pass-pipeline, up to its gpu-to-llvm
LLVM19_KERNEL_HALF = (
    "convert-nvgpu-to-nvvm,gpu-kernel-outlining{data-layout-str=},convert-vector-to-scf"
    "{full-unroll=false lower-tensors=false target-rank=1},convert-scf-to-cf,"
    "convert-nvvm-to-llvm,convert-func-to-llvm{index-bitwidth=0 "
    "use-bare-ptr-memref-call-conv=false},expand-strided-metadata,nvvm-attach-target{O=2 "
    "chip=sm_50 fast=false features=+ptx60 ftz=false  module= triple=nvptx64-nvidia-cuda},"
    "lower-affine,convert-arith-to-llvm{index-bitwidth=0},convert-index-to-llvm"
    "{index-bitwidth=64},canonicalize{  max-iterations=10 max-num-rewrites=-1 "
    "region-simplify=normal test-convergence=false top-down=true},cse,"
    "gpu.module(strip-debuginfo),gpu.module(convert-gpu-to-nvvm{has-redux=false "
    "index-bitwidth=64 use-bare-ptr-memref-call-conv=false}),gpu.module(canonicalize{  "
    "max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false "
    "top-down=true}),gpu.module(cse),gpu.module(reconcile-unrealized-casts)")


def _kernel_half(pipeline: GpuLowerToNVVMPipeline) -> str:
    items = pipeline.build()
    cut = next(i for i, p in enumerate(items) if getattr(p, "flag", "") == "gpu-module-to-binary")
    return ",".join(p.textual() for p in items[:cut])


def test_kernel_half_is_llvm19s():
    assert _kernel_half(GpuLowerToNVVMPipeline()) == LLVM19_KERNEL_HALF


def test_host_half_binary_before_gpu_to_llvm():
    """gpuopt's gpu-to-llvm loads the gpu.binary: gpu-module-to-binary comes first."""
    flags = [getattr(p, "flag", None) or p.anchor for p in GpuLowerToNVVMPipeline().build()]
    assert flags[-6:] == ["gpu-module-to-binary", "convert-gpu-to-llvm", "convert-math-to-llvm",
                          "canonicalize", "cse", "reconcile-unrealized-casts"]
    assert len(flags) == 24


def test_options_reach_their_passes():
    p = GpuLowerToNVVMPipeline(cubin_chip="sm_80", cubin_features="+ptx70", cubin_format="isa",
                               cubin_triple="nvptx64-x", opt_level=3,
                               host_bare_ptr_calling_convention=True,
                               kernel_bare_ptr_calling_convention=True, index_bitwidth=32)
    text = manager.PassManager("builtin.module", p.build()).textual()
    assert "nvvm-attach-target{O=3 chip=sm_80 fast=false features=+ptx70 ftz=false  module= " \
           "triple=nvptx64-x}" in text
    assert "convert-index-to-llvm{index-bitwidth=32}" in text
    assert "convert-gpu-to-nvvm{has-redux=false index-bitwidth=32 " \
           "use-bare-ptr-memref-call-conv=true}" in text
    assert "gpu-module-to-binary{format=isa " in text
    assert "use-bare-pointers-for-host=true use-bare-pointers-for-kernels=true" in text
    assert "convert-func-to-llvm{index-bitwidth=0 use-bare-ptr-memref-call-conv=false}" in text


def test_flag_and_textual_element_expand_alike():
    by_flag = manager.build_pipeline([("gpu-lower-to-nvvm-pipeline", "cubin-format=isa")])
    by_text = manager.build_pipeline([("pass-pipeline",
                                       "builtin.module(gpu-lower-to-nvvm-pipeline{"
                                       "cubin-format=isa})")])
    assert by_flag.textual() == by_text.textual()
    assert len(by_flag.items) == 24


def test_bad_option_value():
    with pytest.raises(manager.PipelineError) as e:
        manager.build_pipeline([("gpu-lower-to-nvvm-pipeline", "opt-level=x")])
    assert "'x' value invalid for integer argument!" in e.value.prefix


def test_enough_inputs():
    assert len(INPUTS) >= 3


@pytest.mark.parametrize("path", INPUTS, ids=lambda p: p.name)
def test_kernel_half_same_as_mlir_opt19(path, mlir_opt19):
    text = f"--pass-pipeline=builtin.module({_kernel_half(GpuLowerToNVVMPipeline())})"
    ref = subprocess.run([mlir_opt19, str(path), text], capture_output=True, text=True,
                         timeout=120)
    got = subprocess.run([sys.executable, "-m", "gpuopt", str(path), text],
                         capture_output=True, text=True, timeout=120, cwd=REPO)
    assert ref.returncode == 0, ref.stderr
    assert got.returncode == 0, got.stderr
    assert "gpu.module" in got.stdout and "llvm.func" in got.stdout
    assert got.stdout == ref.stdout
