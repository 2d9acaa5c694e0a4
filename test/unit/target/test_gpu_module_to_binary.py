"""--gpu-module-to-binary's safety parts: the check for math intrinsics NVPTX cannot select,
codegen in a forked child (an LLVM abort there is a located error; gpuopt lives on), the
target's `link` list, the tools' search, and the size of PTX with libdevice linked."""
import os
import re
import subprocess
import sys

import pytest

from gpuopt.diag import PassError
from gpuopt.parser import parse_text
from gpuopt.passes.manager import parse_pipeline, run_pipeline
from gpuopt.target import gpu_module_to_binary as G
from gpuopt.target import libdevice as LD
from gpuopt.verifier import verify

pytest.importorskip("llvmlite.binding")
fork_only = pytest.mark.skipif(not hasattr(os, "fork"), reason="no os.fork")


@pytest.mark.parametrize("call, hit", [
    ("%1 = call float @llvm.sin.f32(float %0)", "llvm.sin.f32"),
    ("%1 = call nnan double @llvm.exp2.f64(double %0)", "llvm.exp2.f64"),
    ("%1 = call <4 x half> @llvm.pow.v4f16(<4 x half> %0, <4 x half> %0)", "llvm.pow.v4f16"),
    ("%1 = call afn double @llvm.cos.f64(double %0)", "llvm.cos.f64"),
    ("%1 = call fast float @llvm.log.f32(float %0)", "llvm.log.f32"),
    ("%1 = call afn float @llvm.sin.f32(float %0)", None),
    ("%1 = call fast bfloat @llvm.tanh.bf16(bfloat %0)", None),
    ("%1 = call float @llvm.exp2.f32(float %0)", None),
    ("%1 = call float @llvm.sqrt.f32(float %0)", None),
    ("%1 = call float @__nv_sinf(float %0)", None),
])
def test_unselectable_math_intrinsics(call, hit) -> None:
    ir = f'define void @"my k"(float %0) {{\n  {call}\n  ret void\n}}\n'
    got = G.unselectable_call(ir)
    assert (got and got[0]) == hit
    if hit:
        assert got[1] == "my k"


@fork_only
def test_the_child_returns_its_text() -> None:
    big = "x" * (3 << 20)  # more than a pipe holds
    assert G.run_isolated(lambda: big, None) == big


@fork_only
def test_an_abort_in_the_child_is_a_pass_error_quoting_llvm() -> None:
    def work():
        os.write(2, b"LLVM ERROR: Cannot select: something\nPLEASE submit a bug report\n"
                    b"Stack dump:\n0. Program arguments\n")
        os.abort()
    with pytest.raises(PassError) as err:
        G.run_isolated(work, None)
    assert err.value.message == ("LLVM failed while compiling the kernel module "
                                 "(signal SIGABRT): LLVM ERROR: Cannot select: something")
    os.fstat(2)  # our own stderr is still open


@fork_only
def test_an_exit_in_the_child_is_a_pass_error() -> None:
    def work():
        os.write(2, b"error: no libcall available for fexp\n")
        os._exit(1)
    with pytest.raises(PassError, match=r"\(exit status 1\): error: no libcall available"):
        G.run_isolated(work, None)


@fork_only
def test_errors_raised_in_the_child_come_back_as_pass_errors() -> None:
    def located():
        raise PassError("no linked library defines '__nv_foo'")

    def llvmlite():
        raise RuntimeError("LLVM IR parsing error\n")
    with pytest.raises(PassError) as err:
        G.run_isolated(located, None)
    assert err.value.message == "no linked library defines '__nv_foo'"
    with pytest.raises(PassError) as err:
        G.run_isolated(llvmlite, None)
    assert err.value.message == "LLVM failed: LLVM IR parsing error"


@fork_only
@pytest.mark.parametrize("workers", [1, 2, 3])
def test_workers_return_the_texts_in_order(workers) -> None:
    jobs = [(lambda i=i: f"ptx {i} " + "x" * (i << 16), None) for i in range(7)]
    got = G.run_isolated_many(jobs, workers=workers)
    assert got == [f"ptx {i} " + "x" * (i << 16) for i in range(7)]


@fork_only
def test_of_the_workers_failures_the_first_in_order_is_raised() -> None:
    from gpuopt.diag import FileLineColLoc

    def dies():
        os.write(2, b"noise of an earlier job\n")
        os.write(2, b"LLVM ERROR: Cannot select: it\n")
        os.abort()

    def located():
        raise PassError("own location", FileLineColLoc("k.mlir", 4, 2))

    at = [FileLineColLoc("k.mlir", i + 1, 1) for i in range(6)]
    jobs = [(lambda: "a", at[0]), (lambda: "b", at[1]), (lambda: "c", at[2]), (dies, at[3]),
            (lambda: "e", at[4]), (located, at[5])]
    # with two workers, the one that dies in job 3 never runs job 5 (its, after 3)
    with pytest.raises(PassError) as err:
        G.run_isolated_many(jobs, workers=2)
    assert err.value.loc == at[3]
    assert err.value.message == ("LLVM failed while compiling the kernel module "
                                 "(signal SIGABRT): LLVM ERROR: Cannot select: it")
    got = G.run_isolated_many(jobs[:3] + jobs[4:], workers=2, raise_first=False)
    assert got[:4] == ["a", "b", "c", "e"]
    assert got[4].loc == FileLineColLoc("k.mlir", 4, 2)  # its own, kept
    assert got[4].message == "own location"

    def unlocated():
        raise PassError("no location")
    got = G.run_isolated_many([(unlocated, at[1]), (lambda: "z", at[0])], raise_first=False)
    assert isinstance(got[0], PassError) and got[0].loc == at[1]  # the job's
    assert got[1] == "z"


def test_without_fork_the_work_runs_here(monkeypatch) -> None:
    monkeypatch.delattr(os, "fork")
    assert G.run_isolated(lambda: "ptx", None) == "ptx"


def test_link_list_of_the_target() -> None:
    from gpuopt.passes.nvvm_attach_target import nvvm_target
    t = nvvm_target(chip="sm_80", link=("/a/lib.bc", 'odd "name".bc'))
    assert G.link_paths(t) == ["/a/lib.bc", 'odd "name".bc']
    assert G.link_paths(nvvm_target()) == []


def test_a_missing_tool_names_where_it_was_looked_for(tmp_path, monkeypatch) -> None:
    monkeypatch.setenv("PATH", str(tmp_path / "bin"))
    monkeypatch.setenv("CUDA_HOME", str(tmp_path / "cuda"))
    monkeypatch.setattr(LD, "_WHEELS", ())
    with pytest.raises(PassError) as err:
        G.find_tool("fatbinary", str(tmp_path / "tk"), None)
    assert err.value.message.startswith(
        f"'fatbinary' was not found (searched {tmp_path}/tk/bin, PATH, {tmp_path}/cuda/bin): "
        "it is needed for format=fatbin")
    tool = tmp_path / "cuda" / "bin" / "ptxas"
    tool.parent.mkdir(parents=True)
    tool.write_text("#!/bin/sh\n")
    tool.chmod(0o755)
    assert G.find_tool("ptxas", "", None) == str(tool)


KERNEL = """
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k(%a: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %y = math.exp %x : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
}
"""


@pytest.mark.skipif(LD.find_libdevice() is None, reason="no libdevice.10.bc")
def test_ptx_with_libdevice_stays_small() -> None:
    module = parse_text(KERNEL, "k.mlir")
    verify(module)
    pm = parse_pipeline("builtin.module(nvvm-attach-target{chip=sm_80},"
                             "gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,"
                             "gpu-module-to-binary{format=isa})")
    run_pipeline(pm, module)
    (binary,) = module.regions[0].blocks[0].ops
    (obj,) = binary.attributes["objects"].value
    assert obj.format == "assembly" and str(obj.properties) == "{O = 2 : i32}"
    assert ".visible .entry k(" in obj.object and "__nv_" not in obj.object
    assert len(obj.object) < 8000  # expf inlined; none of libdevice's other functions


TWO = """
module attributes {gpu.container_module} {
  gpu.module @a {
    gpu.func @k(%a: memref<?xf32>) kernel {
      %i = gpu.thread_id x
      %x = memref.load %a[%i] : memref<?xf32>
      %y = arith.addf %x, %x : f32
      memref.store %y, %a[%i] : memref<?xf32>
      gpu.return
    }
  }
  gpu.module @b {
    gpu.func @m(%a: memref<?xi32>) kernel {
      gpu.return
    }
  }
  func.func @host() {
    return
  }
}
"""
_PAYLOAD = re.compile(r'((?:assembly|offload|bin) = |, )"(?:[^"\\]|\\.)*"')


@pytest.mark.parametrize("attach, fmt", [
    ("nvvm-attach-target{chip=sm_80}", "isa"),
    ("nvvm-attach-target{chip=sm_90 O=3 features=+ptx80},nvvm-attach-target{module=a}", "isa"),
    ("nvvm-attach-target{chip=sm_80 O=1 ftz fast}", "llvm"),
    ("nvvm-attach-target{chip=sm_80}", "assembly"),
])
def test_the_binary_prints_as_mlir_opt_19_prints_it(mlir_opt19, attach, fmt) -> None:
    """Everything but the objects' payloads (PTX from another LLVM, bitcode) byte-identical."""
    pipeline = (f"--pass-pipeline=builtin.module({attach},gpu.module(convert-gpu-to-nvvm),"
                f"reconcile-unrealized-casts,gpu-module-to-binary{{format={fmt}}})")
    outs = []
    for tool in ([mlir_opt19], [sys.executable, "-m", "gpuopt"]):
        r = subprocess.run([*tool, "-", pipeline], input=TWO, capture_output=True, text=True,
                           timeout=120)
        assert r.returncode == 0, r.stderr
        outs.append(_PAYLOAD.sub(r'\1"..."', r.stdout))
    assert outs[1] == outs[0]
    assert outs[0].count('"..."') >= 2


CALLER = """
module attributes {gpu.container_module} {
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    llvm.func @twice(f32) -> f32
    llvm.func @k(%x: f32, %p: !llvm.ptr) attributes {nvvm.kernel} {
      %y = llvm.call @twice(%x) : (f32) -> f32
      llvm.store %y, %p : f32, !llvm.ptr
      llvm.return
    }
  }
}
"""


def test_offload_bitcode_gets_the_l_libraries_linked(tmp_path) -> None:
    from llvmlite import binding as llvm
    lib = tmp_path / "twice.ll"
    lib.write_text("define float @twice(float %x) {\n  %y = fadd float %x, %x\n"
                   "  ret float %y\n}\ndefine void @other() {\n  ret void\n}\n")
    module = parse_text(CALLER, "k.mlir")
    verify(module)
    run_pipeline(parse_pipeline(f"builtin.module(gpu-module-to-binary{{format=llvm l={lib}}})"),
                 module)
    (binary,) = module.regions[0].blocks[0].ops
    (obj,) = binary.attributes["objects"].value
    linked = llvm.parse_bitcode(obj.object.encode("utf-8", "surrogateescape"))
    fns = {f.name: (f.is_declaration, f.linkage) for f in linked.functions}
    assert fns == {"k": (False, llvm.Linkage.external), "twice": (False, llvm.Linkage.internal)}


@pytest.mark.skipif(LD.find_libdevice() is None, reason="no libdevice.10.bc")
@pytest.mark.parametrize("fmt", ["isa", "llvm"])
def test_with_libdevice_linked_the_binary_prints_as_mlir_opt_19_prints_it(mlir_opt19,
                                                                          fmt) -> None:
    pipeline = (f"--pass-pipeline=builtin.module(nvvm-attach-target{{chip=sm_80 "
                f"l={LD.find_libdevice()}}},gpu.module(convert-gpu-to-nvvm),"
                f"reconcile-unrealized-casts,gpu-module-to-binary{{format={fmt}}})")
    outs = []
    for tool in ([mlir_opt19], [sys.executable, "-m", "gpuopt"]):
        r = subprocess.run([*tool, "-", pipeline], input=KERNEL, capture_output=True,
                           text=True, timeout=120)
        assert r.returncode == 0, r.stderr
        outs.append(_PAYLOAD.sub(r'\1"..."', r.stdout))
    assert outs[1] == outs[0]
    assert 'libdevice.10.bc"]>' in outs[0]


@pytest.mark.skipif(LD.find_libdevice() is None, reason="no libdevice.10.bc")
def test_the_cached_libdevice_survives_the_children_that_link_it() -> None:
    """Each gpu.module's child links the parent's cached libdevice itself (no clone): the
    parent's copy is untouched, so the next gpu.module (and the next run) links it again."""
    body = KERNEL.split("gpu.module @kernels {", 1)[1].rsplit("}", 2)[0]
    text = ("module attributes {gpu.container_module} {\n"
            + "".join(f"  gpu.module @m{i} {{{body}}}\n" for i in range(3)) + "}\n")
    for _ in range(2):
        module = parse_text(text, "k.mlir")
        verify(module)
        run_pipeline(parse_pipeline("builtin.module(nvvm-attach-target{chip=sm_80},"
                                    "gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,"
                                    "gpu-module-to-binary{format=isa})"), module)
        ptx = [b.attributes["objects"].value[0].object for b in module.regions[0].blocks[0].ops]
        assert len(ptx) == 3 and all("__nv_" not in p and ".entry k(" in p for p in ptx)
    lib = LD.load_library(LD.find_libdevice())
    assert len([f for f in lib.functions if not f.is_declaration]) > 300  # all still there


KERNEL_WITH_LAUNCH = KERNEL.replace("math.exp", "arith.addf %x,").replace(
    "  }\n}\n", """  }
  func.func @main(%a: memref<?xf32>) {
    %c1 = arith.constant 1 : index
    gpu.launch_func @kernels::@k blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%a : memref<?xf32>)
    return
  }
}
""")


def test_objects_hold_the_bytes_mlir_opt_19_reads(tmp_path, mlir_opt19) -> None:
    """A binary object's text is its bytes as a StringAttr holds them (UTF-8 decoded with
    surrogateescape): gpuopt prints them as mlir-opt-19 does (it re-prints the file unchanged),
    they encode back to the bitcode itself, and the size gpu-to-llvm passes to mgpuModuleLoad
    is the byte count."""
    from llvmlite import binding as llvm
    src = tmp_path / "k.mlir"
    src.write_text(KERNEL_WITH_LAUNCH)
    run = [sys.executable, "-m", "gpuopt", str(src), "--pass-pipeline=builtin.module("
           "nvvm-attach-target{chip=sm_80},gpu.module("
           "convert-gpu-to-nvvm),reconcile-unrealized-casts,gpu-module-to-binary{format=llvm})"]
    got = subprocess.run(run, capture_output=True, text=True, timeout=120)
    assert got.returncode == 0, got.stderr
    again = subprocess.run([mlir_opt19, "-"], input=got.stdout, capture_output=True, text=True,
                           timeout=60)
    assert again.returncode == 0, again.stderr
    assert again.stdout == got.stdout
    binary = next(o for o in parse_text(got.stdout, "k.mlir").regions[0].blocks[0].ops
                  if o.name == "gpu.binary")
    blob = binary.attributes["objects"].value[0].object
    data = blob.encode("utf-8", "surrogateescape")
    assert data[:4] == b"BC\xc0\xde"
    llvm.parse_bitcode(data)
    lowered = subprocess.run([sys.executable, "-m", "gpuopt", "-", "--convert-gpu-to-llvm"],
                             input=got.stdout, capture_output=True, text=True, timeout=120,
                             )
    assert lowered.returncode == 0, lowered.stderr
    assert f"llvm.mlir.constant({len(data)} : i64) : i64" in lowered.stdout
