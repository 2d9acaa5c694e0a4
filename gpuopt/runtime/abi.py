"""The runtime ABI: every `mgpu*` entry point the lowered host code calls, with its LLVM 19
signature (`CudaRuntimeWrappers.cpp`), in one table.

--convert-gpu-to-llvm declares each function it calls from this table, and each device of
gpuopt-runner implements every entry of it. Types are the llvm dialect's spellings: `ptr`
(`!llvm.ptr`), `i8` ... `i64`, and `void` for no result. Standard library only, no gpuopt
import: the table sits below the passes (tools/check_layers.py places `runtime.abi` with `ir`).
"""
from __future__ import annotations

from typing import NamedTuple


class Entry(NamedTuple):
    """One runtime function: `result name(params...)`; `params` name each argument."""
    name: str
    result: str
    params: tuple[tuple[str, str], ...]
    doc: str


def _e(name: str, result: str, params: str, doc: str) -> Entry:
    pairs = tuple(tuple(p.split()) for p in params.split(",") if p.strip())
    return Entry(name, result, pairs, doc)  # type: ignore[arg-type]


ENTRIES: tuple[Entry, ...] = (
    _e("mgpuModuleLoad", "ptr", "ptr data, i64 size", "loads a cubin, fatbin or LLVM object"),
    _e("mgpuModuleLoadJIT", "ptr", "ptr ptx, i32 optLevel", "JIT-compiles and loads PTX"),
    _e("mgpuModuleUnload", "void", "ptr module", "unloads a module"),
    _e("mgpuModuleGetFunction", "ptr", "ptr module, ptr name", "a kernel of a loaded module"),
    _e("mgpuLaunchKernel", "void",
       "ptr function, i64 gridX, i64 gridY, i64 gridZ, i64 blockX, i64 blockY, i64 blockZ, "
       "i32 smem, ptr stream, ptr params, ptr extra, i64 paramsCount",
       "launches a kernel on a stream; params points to paramsCount argument pointers"),
    _e("mgpuStreamCreate", "ptr", "", "a new non-blocking stream"),
    _e("mgpuStreamDestroy", "void", "ptr stream", "destroys a stream"),
    _e("mgpuStreamSynchronize", "void", "ptr stream", "waits until a stream is idle"),
    _e("mgpuStreamWaitEvent", "void", "ptr stream, ptr event",
       "makes a stream wait until an event completes"),
    _e("mgpuEventCreate", "ptr", "", "a new event (no timing)"),
    _e("mgpuEventDestroy", "void", "ptr event", "destroys an event"),
    _e("mgpuEventSynchronize", "void", "ptr event", "waits until an event completes"),
    _e("mgpuEventRecord", "void", "ptr event, ptr stream", "records an event on a stream"),
    _e("mgpuMemAlloc", "ptr", "i64 bytes, ptr stream, i8 hostShared",
       "device (or, host_shared, managed) memory, ordered on a stream"),
    _e("mgpuMemFree", "void", "ptr pointer, ptr stream", "frees device memory on a stream"),
    _e("mgpuMemcpy", "void", "ptr dst, ptr src, i64 bytes, ptr stream",
       "copies bytes on a stream"),
    _e("mgpuMemset32", "void", "ptr dst, i32 value, i64 count, ptr stream",
       "fills count 32-bit elements on a stream"),
    _e("mgpuMemset16", "void", "ptr dst, i16 value, i64 count, ptr stream",
       "fills count 16-bit elements on a stream"),
    _e("mgpuMemHostRegisterMemRef", "void", "i64 rank, ptr descriptor, i64 elementSizeBytes",
       "pins a host memref (unranked descriptor) for device access"),
    _e("mgpuMemHostUnregisterMemRef", "void", "i64 rank, ptr descriptor, i64 elementSizeBytes",
       "unpins a host memref"),
    _e("mgpuSetDefaultDevice", "void", "i32 device", "selects the device of later calls"),
)

BY_NAME: dict[str, Entry] = {e.name: e for e in ENTRIES}

# What each call does to the handles it takes or returns, for --gpu-verify-lifetimes and the
# runner's leak report: resource kind -> (creating calls, releasing calls).
RESOURCES: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "stream": (("mgpuStreamCreate",), ("mgpuStreamDestroy",)),
    "event": (("mgpuEventCreate",), ("mgpuEventDestroy",)),
    "module": (("mgpuModuleLoad", "mgpuModuleLoadJIT"), ("mgpuModuleUnload",)),
    "allocation": (("mgpuMemAlloc",), ("mgpuMemFree",)),
}


def signature(name: str) -> tuple[str, tuple[str, ...]]:
    """(result type, parameter types) of runtime function `name`; KeyError when unknown."""
    e = BY_NAME[name]
    return e.result, tuple(t for t, _ in e.params)
