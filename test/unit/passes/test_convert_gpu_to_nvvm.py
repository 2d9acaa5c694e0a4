"""--convert-gpu-to-nvvm and --nvvm-attach-target beyond their lit files: the memory-space
mapping, the target attribute builder, and the diagnostics and pipeline errors, compared with
mlir-opt-19 (the lit files hold the byte-identical outputs)."""
import subprocess
import sys
from pathlib import Path

import pytest

from gpuopt.dialects import gpu  # noqa: F401  (registers #gpu.address_space)
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.passes.convert_gpu_to_nvvm import NVVMTypeConverter
from gpuopt.passes.nvvm_attach_target import nvvm_target

REPO = Path(__file__).resolve().parents[3]
F32 = T.FloatType.get("f32")


def _space(name):
    from gpuopt.parser import parse_text
    m = parse_text(f"func.func private @f(memref<4xf32, #gpu.address_space<{name}>>)")
    return m.regions[0].blocks[0].ops[0].attributes["function_type"].value.inputs[0]


@pytest.mark.parametrize("name, ptr", [("workgroup", "ptr<3>"), ("global", "ptr<1>"),
                                       ("private", "ptr")])
def test_gpu_address_spaces(name, ptr):
    t = NVVMTypeConverter().convert_type(_space(name))
    assert str(t) == f"!llvm.struct<({ptr}, {ptr}, i64, array<1 x i64>, array<1 x i64>)>"


def test_integer_space_and_index_width():
    tc = NVVMTypeConverter(index_bitwidth=32)
    t = T.MemRefType.get((4,), F32, memory_space=A.IntegerAttr.get(5, T.i64))
    assert str(tc.convert_type(t)) == \
        "!llvm.struct<(ptr<5>, ptr<5>, i32, array<1 x i32>, array<1 x i32>)>"


def test_target_attribute_lists_only_what_is_not_default():
    assert str(nvvm_target()) == "#nvvm.target"
    assert str(nvvm_target(chip="sm_80", fast=True, link=("a.bc",))) == \
        '#nvvm.target<chip = "sm_80", flags = {fast}, link = ["a.bc"]>'
    assert str(nvvm_target(opt_level=3, ftz=True, triple="nvptx-nvidia-cuda")) == \
        '#nvvm.target<O = 3, triple = "nvptx-nvidia-cuda", flags = {ftz}>'


def _run(tool, args, text):
    return subprocess.run([*tool, *args], input=text, capture_output=True, text=True,
                          timeout=120, cwd=REPO)


GPUOPT = [sys.executable, "-m", "gpuopt"]
NOALIAS = """gpu.module @m {
  gpu.func @k(%a: memref<?xf32> {llvm.noalias}, %n: index {llvm.noundef}) kernel {
    gpu.return
  }
}
"""
ALL_REDUCE = """gpu.module @m {
  gpu.func @k(%v: f32) kernel {
    %r = gpu.all_reduce add %v {} : (f32) -> (f32)
    gpu.return
  }
}
"""


def test_noalias_warning_as_mlir_opt19(mlir_opt19):
    """A noalias memref argument expanded to several pointers: mlir-opt-19's warning, once."""
    ref = _run([mlir_opt19], ["--convert-gpu-to-nvvm"], NOALIAS)
    got = _run(GPUOPT, ["--convert-gpu-to-nvvm"], NOALIAS)
    assert "Cannot copy noalias with non-bare pointers." in ref.stderr
    assert (got.returncode, got.stdout, got.stderr) == (ref.returncode, ref.stdout, ref.stderr)


def test_all_reduce_is_not_lowered(mlir_opt19):
    """mlir-opt-19 lowers gpu.all_reduce only after --gpu-all-reduce lowering passes."""
    ref = _run([mlir_opt19], ["--convert-gpu-to-nvvm"], ALL_REDUCE)
    got = _run(GPUOPT, ["--convert-gpu-to-nvvm"], ALL_REDUCE)
    first = "<stdin>:3:10: error: failed to legalize operation 'gpu.all_reduce' that was " \
            "explicitly marked illegal"
    assert ref.stderr.startswith(first)
    assert got.stderr.startswith(first)
    assert got.returncode == ref.returncode == 1
    assert "Traceback" not in got.stderr


@pytest.mark.parametrize("pipeline", [
    "builtin.module(convert-gpu-to-nvvm)",
    "builtin.module(func.func(convert-gpu-to-nvvm))",
    "builtin.module(gpu.module(nvvm-attach-target))",
    "builtin.module(nvvm-attach-target{chip=sm_80},gpu.module(convert-gpu-to-nvvm{has-redux}))",
])
def test_pipeline_anchoring_as_mlir_opt19(mlir_opt19, pipeline):
    args = [f"--pass-pipeline={pipeline}"]
    src = ALL_REDUCE.replace("%r = gpu.all_reduce add %v {} : (f32) -> (f32)",
                             "%c = arith.constant 1 : i32\n    %r, %ok = gpu.shuffle xor %v, "
                             "%c, %c : f32")
    ref = _run([mlir_opt19], args, src)
    got = _run(GPUOPT, args, src)
    assert (got.returncode, got.stdout, got.stderr) == (ref.returncode, ref.stdout, ref.stderr)


def test_help_lists_one_letter_options():
    out = _run(GPUOPT, ["--help"], "").stdout
    assert "        -O <uint>" in out and "        -l <string>" in out
