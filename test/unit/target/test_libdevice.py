"""The bitcode library helper of --gpu-module-to-binary: where libdevice is found, how libraries
are loaded (once) and linked (only what the kernel needs, internalized), and what fails."""
import importlib
import os

import pytest

from gpuopt.target import libdevice as LD

llvm = pytest.importorskip("llvmlite.binding")
REAL = LD.find_libdevice()
needs_libdevice = pytest.mark.skipif(REAL is None, reason="no libdevice.10.bc on this machine")

KERNEL = """
declare float @__nv_expf(float)

define void @k(float %x, ptr %p) {
  %y = call float @__nv_expf(float %x)
  store float %y, ptr %p
  ret void
}
"""


def _toolkit(root, layout=("nvvm", "libdevice")) -> str:
    d = root.joinpath(*layout)
    d.mkdir(parents=True)
    (d / LD.LIBDEVICE).write_bytes(b"BC")
    return str(d / LD.LIBDEVICE)


@pytest.fixture
def no_cuda(tmp_path, monkeypatch):
    """CUDA_HOME pointing to an empty directory, no CUDA_PATH, no wheel."""
    monkeypatch.setenv("CUDA_HOME", str(tmp_path / "empty"))
    monkeypatch.delenv("CUDA_PATH", raising=False)
    monkeypatch.setattr(LD, "_WHEELS", ())
    return tmp_path


def test_the_toolkit_option_comes_first(no_cuda, monkeypatch) -> None:
    mine = _toolkit(no_cuda / "mine")
    monkeypatch.setenv("CUDA_HOME", str(no_cuda / "home"))
    home = _toolkit(no_cuda / "home")
    assert LD.find_libdevice(str(no_cuda / "mine")) == mine
    assert LD.find_libdevice() == home
    assert LD.find_libdevice(str(no_cuda / "nowhere")) == home


def test_cuda_path_when_cuda_home_is_unset(no_cuda, monkeypatch) -> None:
    monkeypatch.delenv("CUDA_HOME")
    monkeypatch.setenv("CUDA_PATH", str(no_cuda / "cp"))
    want = _toolkit(no_cuda / "cp")
    assert LD.find_libdevice() == want
    assert LD.cuda_roots("tk")[:2] == ["tk", str(no_cuda / "cp")]


def test_nothing_found_is_none(no_cuda) -> None:
    assert LD.find_libdevice(str(no_cuda / "nowhere")) is None
    assert "pip install nvidia-cuda-nvcc" in LD.MISSING_LIBDEVICE


def test_an_importable_nvidia_wheel_is_searched(no_cuda, monkeypatch) -> None:
    site = no_cuda / "site"
    want = _toolkit(site / "nvidia" / "cu13")  # nvidia/cu13/nvvm/libdevice, as CUDA 13 wheels
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setattr(LD, "_WHEELS", ("nvidia.cu13",))
    importlib.invalidate_caches()
    assert LD.find_libdevice() == want


def test_libdevice_calls_are_seen_in_declarations() -> None:
    assert LD.LIBDEVICE_CALL.search(KERNEL)
    assert not LD.LIBDEVICE_CALL.search("define void @__nv_mine() {\n  ret void\n}\n")


LIB = """
define float @helper(float %x) {
  %y = call float @inner(float %x)
  ret float %y
}
define float @inner(float %x) {
  ret float %x
}
define float @unused(float %x) {
  ret float %x
}
"""


def test_linking_copies_only_what_is_called_and_internalizes_it(tmp_path) -> None:
    path = tmp_path / "lib.ll"
    path.write_text(LIB)
    lib = LD.load_library(str(path))
    assert lib is LD.load_library(str(path))  # cached
    assert {f.name: f.linkage for f in lib.functions}["unused"] == llvm.Linkage.linkonce_odr
    mod = llvm.parse_assembly("declare float @helper(float)\n"
                              "define float @k(float %x) {\n"
                              "  %y = call float @helper(float %x)\n  ret float %y\n}\n")
    mod.triple = "nvptx64-nvidia-cuda"
    assert sorted(LD.link(mod, [lib])) == ["helper", "inner"]
    linkage = {f.name: f.linkage for f in mod.functions}
    assert linkage == {"k": llvm.Linkage.external, "helper": llvm.Linkage.internal,
                       "inner": llvm.Linkage.internal}
    mod.verify()
    assert mod.triple == "nvptx64-nvidia-cuda"
    assert {f.name for f in lib.functions} == {"helper", "inner", "unused"}  # lib untouched


def test_a_changed_file_is_loaded_again(tmp_path) -> None:
    path = tmp_path / "lib.ll"
    path.write_text(LIB)
    first = LD.load_library(str(path))
    path.write_text(LIB + "define void @more() {\n  ret void\n}\n")
    os.utime(path, ns=(1, 1))
    assert "more" in {f.name for f in LD.load_library(str(path)).functions}
    assert LD.load_library(str(path)) is not first


def test_ftz_adds_the_reflect_flag() -> None:
    mod = llvm.parse_assembly("define void @k() {\n  ret void\n}\n")
    LD.link(mod, [], ftz=True)
    assert '!"nvvm-reflect-ftz", i32 1' in str(mod)


@pytest.mark.parametrize("content, message", [
    (None, "cannot read the library"),
    (b"not llvm at all\n", "is not valid LLVM bitcode or IR"),
    (b"BC\xc0\xde garbage", "is not valid LLVM bitcode or IR"),
])
def test_bad_libraries_are_link_errors(tmp_path, content, message) -> None:
    path = tmp_path / "bad.bc"
    if content is not None:
        path.write_bytes(content)
    with pytest.raises(LD.LinkError, match=message):
        LD.load_library(str(path))


@needs_libdevice
def test_libdevice_links_a_few_functions_and_leaves_nothing_unresolved() -> None:
    lib = LD.load_library(REAL)
    assert lib.triple == "nvptx64-nvidia-gpulibs"  # its own; the clones get the kernel's
    mod = llvm.parse_assembly(KERNEL)
    mod.triple = "nvptx64-nvidia-cuda"
    mod.data_layout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
    brought = LD.link(mod, [lib])
    assert "__nv_expf" in brought and len(brought) < 10  # not libdevice's 352 definitions
    assert LD.unresolved(mod) == []
    mod.verify()
    assert "__nvvm_reflect" in {f.name for f in mod.functions}  # folded by NVVMReflect later
