"""The runtime ABI: every `mgpu*` entry point the lowered host code calls, with its LLVM 19
signature (`CudaRuntimeWrappers.cpp`), in one table, one constant per entry.

Each entry is typed once and used everywhere by its constant, never by its name:

* --convert-gpu-to-llvm builds `abi.STREAM_CREATE.call(rw)` and `abi.MEM_FREE.call(rw, ptr,
  stream)` (an `llvm.call` with the entry's types; a wrong operand count or type fails as the
  call is built) after `declaration(loc)` (the `llvm.func` it declares once per module);
* gpuopt-translate's launch of an unlowered `gpu.launch_func` writes the `declare` and `call`
  of `result_type`/`param_types` (mlir-translate-19's SelectObjectAttr, mgpuLaunchClusterKernel
  included: `device=False`, no device implements it, the runner never asks for it);
* the analyses (gpu-verify-lifetimes, stream checks, view-async-graph) compare callees with
  `entry.name` and read `RESOURCES` and `stream_param`;
* each device of gpuopt-runner implements every `DEVICE_ENTRIES` entry as the method named by
  `entry.method` (`_mgpuStreamCreate`); runtime/device.py checks a device class when it is
  defined.

Adding an entry is one constant here, `NAME = _e("mgpuName", "result", "type param, ...",
"what it does")` (ENTRIES collects them); with `device=True` (the default) each device must
then implement it, or its class is refused as it is defined.
Types are the llvm dialect's spellings: `ptr` (`!llvm.ptr`), `i8` ... `i64`, and `void` for no
result. Below the passes (tools/check_layers.py puts `abi` with `rewrite`): it imports the
llvm dialect and the IR only.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import llvm
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T

PREFIX = "mgpu"  # every runtime function's name starts with it (and no user function should)


def _type(spelling: str):
    if spelling == "ptr":
        return llvm.PointerType.get(0)
    return llvm.VOID if spelling == "void" else T.IntegerType.get(int(spelling[1:]))


@dataclass(frozen=True, eq=False)
class Entry:
    """One runtime function: `result name(params...)`; `params` name each argument; `device`:
    whether the devices implement it (False: only the translation emits it)."""
    name: str
    result: str
    params: tuple[tuple[str, str], ...]
    doc: str
    device: bool = True
    _types: list = field(default_factory=list, repr=False)  # [result, params, attrs], lazily

    @property
    def method(self) -> str:
        """The name of a device's implementation of this entry."""
        return "_" + self.name

    def signature(self) -> tuple[str, tuple[str, ...]]:
        """(result spelling, parameter spellings)."""
        return self.result, tuple(t for t, _ in self.params)

    def stream_param(self) -> int | None:
        """The index of the `stream` parameter, or None."""
        names = [n for _, n in self.params]
        return names.index("stream") if "stream" in names else None

    def _typed(self) -> list:
        if not self._types:
            result = _type(self.result)
            params = [_type(t) for t, _ in self.params]
            ftype = llvm.LLVMFunctionType.get(result, params, False)
            self._types.extend([result, params, A.interned(A.TypeAttr(ftype)),
                                A.interned(A.SymbolRefAttr(self.name))])
        return self._types

    @property
    def result_type(self):
        """The result as an llvm dialect type (`llvm.VOID` for none)."""
        return self._typed()[0]

    @property
    def param_types(self) -> list:
        return list(self._typed()[1])

    def declaration(self, loc):
        """`llvm.func @name(params) -> result` (a declaration, not inserted)."""
        from gpuopt.ir.core import Region
        return llvm.LLVMFuncOp.create([], [], {
            "sym_name": A.StringAttr(self.name), "function_type": self._typed()[2]},
            [Region()], [], loc)

    def call(self, rw, *operands):
        """`llvm.call @name(operands...)` at the rewriter's insertion point; returns the result
        value (None for void). The operands must have the entry's parameter types."""
        result, params, _, callee = self._typed()
        if len(operands) != len(params):
            raise TypeError(f"{self.name} takes {len(params)} operands, not {len(operands)}")
        for i, (v, t) in enumerate(zip(operands, params, strict=True)):
            if v.type != t:
                raise TypeError(f"{self.name} operand {i} ({self.params[i][1]}) is {v.type}, "
                                f"not {t}")
        op = rw.create(llvm.CallOp, callee=callee, operands_=list(operands),
                       result_types=[] if self.result == "void" else [result])
        return op.results[0] if op.results else None


def _e(name: str, result: str, params: str, doc: str, device: bool = True) -> Entry:
    pairs = tuple(tuple(p.split()) for p in params.split(",") if p.strip())
    return Entry(name, result, pairs, doc, device)  # type: ignore[arg-type]


_LAUNCH = "i64 gridX, i64 gridY, i64 gridZ, i64 blockX, i64 blockY, i64 blockZ, i32 smem, " \
          "ptr stream, ptr params, ptr extra"
MODULE_LOAD = _e("mgpuModuleLoad", "ptr", "ptr data, i64 size",
                 "loads a cubin, fatbin or LLVM object")
MODULE_LOAD_JIT = _e("mgpuModuleLoadJIT", "ptr", "ptr ptx, i32 optLevel",
                     "JIT-compiles and loads PTX")
MODULE_UNLOAD = _e("mgpuModuleUnload", "void", "ptr module", "unloads a module")
MODULE_GET_FUNCTION = _e("mgpuModuleGetFunction", "ptr", "ptr module, ptr name",
                         "a kernel of a loaded module")
LAUNCH_KERNEL = _e("mgpuLaunchKernel", "void", f"ptr function, {_LAUNCH}, i64 paramsCount",
                   "launches a kernel on a stream; params points to paramsCount argument "
                   "pointers")
STREAM_CREATE = _e("mgpuStreamCreate", "ptr", "", "a new non-blocking stream")
STREAM_DESTROY = _e("mgpuStreamDestroy", "void", "ptr stream", "destroys a stream")
STREAM_SYNCHRONIZE = _e("mgpuStreamSynchronize", "void", "ptr stream",
                        "waits until a stream is idle")
STREAM_WAIT_EVENT = _e("mgpuStreamWaitEvent", "void", "ptr stream, ptr event",
                       "makes a stream wait until an event completes")
EVENT_CREATE = _e("mgpuEventCreate", "ptr", "", "a new event (no timing)")
EVENT_DESTROY = _e("mgpuEventDestroy", "void", "ptr event", "destroys an event")
EVENT_SYNCHRONIZE = _e("mgpuEventSynchronize", "void", "ptr event",
                       "waits until an event completes")
EVENT_RECORD = _e("mgpuEventRecord", "void", "ptr event, ptr stream",
                  "records an event on a stream")
MEM_ALLOC = _e("mgpuMemAlloc", "ptr", "i64 bytes, ptr stream, i8 hostShared",
               "device (or, host_shared, managed) memory, ordered on a stream")
MEM_FREE = _e("mgpuMemFree", "void", "ptr pointer, ptr stream", "frees device memory on a stream")
MEMCPY = _e("mgpuMemcpy", "void", "ptr dst, ptr src, i64 bytes, ptr stream",
            "copies bytes on a stream")
MEMSET32 = _e("mgpuMemset32", "void", "ptr dst, i32 value, i64 count, ptr stream",
              "fills count 32-bit elements on a stream")
MEMSET16 = _e("mgpuMemset16", "void", "ptr dst, i16 value, i64 count, ptr stream",
              "fills count 16-bit elements on a stream")
MEM_HOST_REGISTER_MEMREF = _e("mgpuMemHostRegisterMemRef", "void",
                              "i64 rank, ptr descriptor, i64 elementSizeBytes",
                              "pins a host memref (unranked descriptor) for device access")
MEM_HOST_UNREGISTER_MEMREF = _e("mgpuMemHostUnregisterMemRef", "void",
                                "i64 rank, ptr descriptor, i64 elementSizeBytes",
                                "unpins a host memref")
SET_DEFAULT_DEVICE = _e("mgpuSetDefaultDevice", "void", "i32 device",
                        "selects the device of later calls")
# mlir-translate-19 (SelectObjectAttr) launches a gpu.launch_func with clusters through it, with
# no paramsCount (LLVM 19's wrappers take one); no device of gpuopt-runner implements it
LAUNCH_CLUSTER_KERNEL = _e("mgpuLaunchClusterKernel", "void",
                           f"ptr function, i64 clusterX, i64 clusterY, i64 clusterZ, {_LAUNCH}",
                           "launches a kernel with thread-block clusters", device=False)

# every constant above, in the order they are defined
ENTRIES: tuple[Entry, ...] = tuple(v for v in list(globals().values()) if isinstance(v, Entry))
DEVICE_ENTRIES: tuple[Entry, ...] = tuple(e for e in ENTRIES if e.device)
BY_NAME: dict[str, Entry] = {e.name: e for e in ENTRIES}
MEMSET = {32: MEMSET32, 16: MEMSET16}  # by element width

# What each call does to the handles it takes or returns, for --gpu-verify-lifetimes and the
# runner's leak report: resource kind -> (creating calls, releasing calls).
RESOURCES: dict[str, tuple[tuple[Entry, ...], tuple[Entry, ...]]] = {
    "stream": ((STREAM_CREATE,), (STREAM_DESTROY,)),
    "event": ((EVENT_CREATE,), (EVENT_DESTROY,)),
    "module": ((MODULE_LOAD, MODULE_LOAD_JIT), (MODULE_UNLOAD,)),
    "allocation": ((MEM_ALLOC,), (MEM_FREE,)),
}
CREATORS = frozenset(e.name for made, _ in RESOURCES.values() for e in made)
# the queued operations whose runner twins remember their site (runtime/sites.py)
OPERATIONS = frozenset(e.name for e in (LAUNCH_KERNEL, MEMCPY, MEMSET32, MEMSET16))


def is_runtime(name: str | None) -> bool:
    """Whether `name` is a runtime function's (an `mgpu*` name, in the table or not)."""
    return name is not None and name.startswith(PREFIX)


def signature(name: str) -> tuple[str, tuple[str, ...]]:
    """(result type, parameter types) of runtime function `name`; KeyError when unknown."""
    return BY_NAME[name].signature()
