"""Bitcode libraries for --gpu-module-to-binary: finding libdevice, loading libraries (parsed
once per process) and linking them into a kernel module with llvmlite, as LLVM 19's
ModuleToObject links its `link` files (only what the kernel needs, internalized).

* `find_libdevice(toolkit)`: `<root>/nvvm/libdevice/libdevice.10.bc` for the first root of
  `cuda_roots(toolkit)`: the `toolkit=` option, then `$CUDA_HOME` (else `$CUDA_PATH`, else
  /usr/local/cuda), then NVIDIA's `nvidia-cuda-nvcc` / `nvidia-nvvm` wheels when they are
  importable. None found: `None` (`MISSING_LIBDEVICE` says what to install).
* `load_library(path)`: the parsed bitcode (or LLVM IR text) with its external definitions made
  `linkonce_odr`, so that linking copies only the ones the kernel references; cached by path,
  size and modification time. Never modified afterwards: `link` links clones (or, in a forked
  child, the library itself: `consume`).
* `link(module, libraries, ftz)`: each library cloned, given the kernel's triple and data layout
  and linked in; the definitions it brought become `internal` (so the optimizer inlines them
  and drops the unused ones). `ftz` adds the `nvvm-reflect-ftz` module flag, which the NVPTX
  target's NVVMReflect pass reads for libdevice's `__nvvm_reflect("__CUDA_FTZ")`; the pass
  (run by the optimization pipeline and by codegen) folds every `__nvvm_reflect` call.

Failures are `LinkError`s (a message; the caller adds the location).
"""
from __future__ import annotations

import importlib.util
import os
import re
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from llvmlite.binding import ModuleRef

LIBDEVICE = "libdevice.10.bc"
MISSING_LIBDEVICE = (f"{LIBDEVICE} was not found: install the CUDA toolkit (and point toolkit=, "
                     "CUDA_HOME or CUDA_PATH to it), or the nvidia-cuda-nvcc wheel "
                     "(pip install nvidia-cuda-nvcc)")
_WHEELS = ("nvidia.cuda_nvcc", "nvidia.nvvm", "nvidia.cu13", "nvidia.cu12")


class LinkError(Exception):
    """A library that cannot be loaded or linked (the message names it)."""


def cuda_roots(toolkit: str = "") -> list[str]:
    """The CUDA toolkit directories to search, in order: `toolkit` (the pass option), the
    CUDA toolkit path (`$CUDA_HOME`, else `$CUDA_PATH`, else /usr/local/cuda, as LLVM's
    getCUDAToolkitPath), then the directories of NVIDIA's wheels that are importable."""
    env = next((os.environ[v] for v in ("CUDA_HOME", "CUDA_PATH") if os.environ.get(v)),
               "/usr/local/cuda")
    roots = [toolkit] if toolkit else []
    roots.append(env)
    for name in _WHEELS:
        try:
            spec = importlib.util.find_spec(name)
        except (ImportError, ValueError):
            continue
        if spec is not None:
            roots += list(spec.submodule_search_locations or [])
    return roots


def find_libdevice(toolkit: str = "") -> str | None:
    """`<root>/nvvm/libdevice/libdevice.10.bc` in the first of cuda_roots(toolkit) holding it
    (or `<root>/libdevice/libdevice.10.bc`, as a wheel may lay it out), or None."""
    for root in cuda_roots(toolkit):
        for path in (os.path.join(root, "nvvm", "libdevice", LIBDEVICE),
                     os.path.join(root, "libdevice", LIBDEVICE)):
            if os.path.isfile(path):
                return path
    return None


# a declaration of a libdevice function in LLVM IR text
LIBDEVICE_CALL = re.compile(r"^declare [^@\n]*@__nv_\w+\(", re.MULTILINE)


_CACHE: dict[str, tuple[tuple[int, int], ModuleRef]] = {}


def load_library(path: str) -> ModuleRef:
    """The library at `path`, parsed and prepared for linking (cached; do not modify it)."""
    from llvmlite import binding as llvm
    try:
        st = os.stat(path)
        stamp = (st.st_size, st.st_mtime_ns)
        hit = _CACHE.get(path)
        if hit is not None and hit[0] == stamp:
            return hit[1]
        with open(path, "rb") as f:
            data = f.read()
    except OSError as err:
        raise LinkError(f"cannot read the library '{path}': {err.strerror or err}") from None
    try:
        if data[:2] == b"BC" or data[:4] == b"\xde\xc0\x17\x0b":
            lib = llvm.parse_bitcode(data)
        else:
            lib = llvm.parse_assembly(data.decode("utf-8", "replace"))
        lib.verify()
    except RuntimeError as err:
        detail = next((x.strip() for x in str(err).splitlines() if x.strip()), "unknown error")
        raise LinkError(f"the library '{path}' is not valid LLVM bitcode or IR: "
                        f"{detail}") from None
    external = (llvm.Linkage.external, llvm.Linkage.weak_odr, llvm.Linkage.weak_any,
                llvm.Linkage.linkonce_any)
    for v in [*lib.functions, *lib.global_variables]:
        if not v.is_declaration and v.linkage in external:
            v.linkage = llvm.Linkage.linkonce_odr
    _CACHE[path] = (stamp, lib)
    return lib


def _flag_module(triple: str, layout: str) -> ModuleRef:
    from llvmlite import binding as llvm
    return llvm.parse_assembly(
        f'target datalayout = "{layout}"\ntarget triple = "{triple}"\n'
        '!llvm.module.flags = !{!0}\n!0 = !{i32 4, !"nvvm-reflect-ftz", i32 1}\n')


def link(module: ModuleRef, libraries: list[ModuleRef], ftz: bool = False,
         consume: bool = False) -> list[str]:
    """Links clones of the prepared `libraries` into the llvmlite `module` (whose triple and
    data layout they get); returns the names of the functions they defined, now internal.
    With `consume`, the libraries themselves are linked, and destroyed: only for a process
    about to end (a forked child), where this saves the clone (libdevice: ~35 ms)."""
    from llvmlite import binding as llvm
    own = {v.name for v in [*module.functions, *module.global_variables]
           if not v.is_declaration}
    for lib in dict.fromkeys(libraries, None) if consume else libraries:
        copy = lib if consume else lib.clone()
        copy.triple, copy.data_layout = module.triple, module.data_layout
        try:
            module.link_in(copy)
        except RuntimeError as err:
            raise LinkError(f"linking failed: {str(err).strip()}") from None
    if ftz:
        module.link_in(_flag_module(module.triple, module.data_layout))
    for v in [*module.functions, *module.global_variables]:
        if not v.is_declaration and v.name not in own and v.linkage == llvm.Linkage.linkonce_odr:
            v.linkage = llvm.Linkage.internal
    brought = [f.name for f in module.functions if not f.is_declaration and f.name not in own]
    return brought


def unresolved(module: ModuleRef) -> list[str]:
    """The libdevice functions the module still declares but nothing defines."""
    return sorted(f.name for f in module.functions
                  if f.is_declaration and f.name.startswith("__nv_"))
