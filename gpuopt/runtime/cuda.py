"""The CUDA device of gpuopt-runner: every device entry of gpuopt/abi.py as a C-callable function
over NVIDIA's driver API, as LLVM 19's libmlir_cuda_runtime implements them.

`CudaDevice().symbols()` maps each runtime name to the address of a ctypes callback of its exact
signature, like the CPU device (runtime/cpu.py) whose interface it shares: `failures` and
`check()`, `leaks()`, `synchronize()`, `close()`. Every driver call goes through one small
interface, `_Driver`, with two back ends:

* pycuda (`pip install 'gpuopt[cuda]'`, the user's choice of library; it has no wheel and its
  build needs cuda.h, curand.h and libcuda): pycuda launches with a packed argument buffer, so
  the arguments are repacked from the `params` array with the kernel's parameter sizes, read
  from the `.entry name(.param ...)` signature of the PTX the module was loaded from (a cubin
  or fatbin has none: its kernels cannot be launched through pycuda). pycuda takes Python
  buffers for copies and host registration, so those two calls go to libcuda through ctypes,
  in pycuda's context;
* cuda-bindings (`from cuda.bindings import driver`, or the older `from cuda import cuda`),
  used when pycuda is absent: its cuLaunchKernel takes the raw `void**`.

pycuda and cuda-bindings are imported only here (`_load_backend`). As upstream's wrappers:
streams are CU_STREAM_NON_BLOCKING, events CU_EVENT_DISABLE_TIMING, host_shared memory is
cuMemAllocManaged (CU_MEM_ATTACH_GLOBAL), memsets are cuMemsetD32/D16Async, copies
cuMemcpyAsync, a module is cuModuleLoadDataEx (cubin, fatbin, or PTX, which gets its NUL; with
CU_JIT_OPTIMIZATION_LEVEL for mgpuModuleLoadJIT) with an error log buffer, so a module that does
not load says why (`mgpuModuleLoadJIT failed: CUDA_ERROR_INVALID_PTX (cuModuleLoadDataEx: JIT
log: ptxas application ptx input, line 9; error : ...)`); a host memref is
registered (cuMemHostRegister) from its aligned pointer over the span its sizes and strides
reach. mgpuMemFree waits for its stream first (upstream calls cuMemFree at once).

A failing call cannot raise through native frames: it is written to stderr at once (`error:
mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (cuLaunchKernel)`), recorded (`failures`;
`check()` raises the first) and returns NULL where it returns a handle. Handles of streams,
events, modules and functions are the device's own numbers, so a stale one is
CUDA_ERROR_INVALID_HANDLE rather than a crash; memory pointers are the driver's.
"""
from __future__ import annotations

import ctypes
import re
from dataclasses import dataclass, field

from gpuopt.runtime.device import Device

UINT_MAX = 2**32 - 1

INSTALL = ("no CUDA library: install pycuda (pip install 'gpuopt[cuda]'; it builds from source "
           "and needs the CUDA toolkit's cuda.h and curand.h, and libcuda) or NVIDIA's "
           "cuda-bindings (pip install cuda-bindings)")


class DriverError(Exception):
    """A failing driver call: `call` is its name (cuLaunchKernel), `code` CUDA's error name."""

    def __init__(self, call: str, code: str, detail: str = "") -> None:
        super().__init__(f"{call} failed: {code}" + (f" ({detail})" if detail else ""))
        self.call, self.code, self.detail = call, code, detail


JIT_LOG_BYTES = 16384  # the JIT's error log buffer (PTX compile errors, ptxas's words)


def with_jit_log(error: DriverError, log: bytes) -> DriverError:
    """`error` with the JIT's error log (up to its NUL, whitespace folded) after its detail."""
    text = " ".join(log.split(b"\0", 1)[0].decode("utf-8", "replace").split())
    if not text:
        return error
    detail = f"{error.detail}; " if error.detail else ""
    return DriverError(error.call, error.code, f"{detail}JIT log: {text}")


class CudaUnavailable(Exception):
    """No CUDA library, driver or GPU: the message says which, and how to install."""


# ---- kernel signatures from PTX ----------------------------------------------------------
PTX_SIZES = {"8": 1, "16": 2, "32": 4, "64": 8}
_ENTRY = re.compile(r"\.entry\s+([\w$.%]+)\s*\(([^)]*)\)", re.S)
_PARAM = re.compile(r"\.param\s+(?:\.align\s+(\d+)\s+)?\.[busf](8|16|32|64)\b"
                    r"(?:\s+\.ptr(?:\s+\.\w+)*?(?:\s+\.align\s+\d+)?)?\s+[\w$.%]+"
                    r"(?:\s*\[\s*(\d+)\s*\])?")


def is_ptx(image: bytes) -> bool:
    """True for PTX text (not a cubin's ELF, a fatbin, or LLVM bitcode)."""
    return not image.startswith((b"\x7fELF", b"\x50\xed\x55\xba", b"\xb1\x43\x62\x46",
                                 b"BC\xc0\xde", b"\xde\xc0\x17\x0b"))


def ptx_signatures(ptx: str) -> dict[str, list[tuple[int, int]]]:
    """Kernel name -> (size, alignment) of each parameter, from the `.entry` lines of PTX text:
    `.param .u64 .ptr .global .align 16 p` is 8 bytes aligned to 8 (the pointer's own `.align`
    is its pointee's), `.param .align 8 .b8 s[12]` 12 bytes aligned to 8."""
    out = {}
    for m in _ENTRY.finditer(ptx):
        params = []
        for p in _PARAM.finditer(m.group(2)):
            elem = PTX_SIZES[p.group(2)]
            count = int(p.group(3)) if p.group(3) else 1
            params.append((elem * count, int(p.group(1)) if p.group(1) else elem))
        out[m.group(1)] = params
    return out


def pack_params(params: int, signature: list[tuple[int, int]]) -> bytes:
    """The arguments `params` (a void** of len(signature) pointers) point to, laid out as the
    kernel's parameter space: each at its alignment, as CU_LAUNCH_PARAM_BUFFER_POINTER wants."""
    ptrs = ctypes.cast(params, ctypes.POINTER(ctypes.c_void_p)) if signature else None
    buf = bytearray()
    for i, (size, align) in enumerate(signature):
        buf += bytes(-len(buf) % align)
        buf += ctypes.string_at(ptrs[i], size)
    return bytes(buf)


# ---- the driver interface ------------------------------------------------------------------
class _Driver:
    """What the device needs of a CUDA library; every method raises DriverError. Objects (module,
    function, stream, event) are the library's own; pointers are ints; stream None is the
    null stream. `packed` is True when launches take the packed argument bytes (pycuda) rather
    than the `void**` (cuda-bindings)."""

    name = "driver"
    packed = False

    def init(self, ordinal: int) -> None: raise NotImplementedError
    def close(self) -> None: raise NotImplementedError
    def set_device(self, ordinal: int) -> None: raise NotImplementedError
    def synchronize(self) -> None: raise NotImplementedError
    def module_load(self, image: bytes, jit_opt: int | None): raise NotImplementedError
    def module_unload(self, module) -> None: raise NotImplementedError
    def module_function(self, module, name: str): raise NotImplementedError
    def launch(self, fn, grid: tuple, block: tuple, smem: int, stream, params: int,
               extra: int, packed: bytes | None) -> None: raise NotImplementedError
    def stream_create(self): raise NotImplementedError
    def stream_destroy(self, stream) -> None: raise NotImplementedError
    def stream_synchronize(self, stream) -> None: raise NotImplementedError
    def stream_wait_event(self, stream, event) -> None: raise NotImplementedError
    def event_create(self): raise NotImplementedError
    def event_destroy(self, event) -> None: raise NotImplementedError
    def event_synchronize(self, event) -> None: raise NotImplementedError
    def event_record(self, event, stream) -> None: raise NotImplementedError
    def mem_alloc(self, size: int, managed: bool) -> int: raise NotImplementedError
    def mem_free(self, ptr: int) -> None: raise NotImplementedError
    def memcpy(self, dst: int, src: int, size: int, stream) -> None: raise NotImplementedError
    def memset(self, dst: int, value: int, count: int, width: int, stream) -> None:
        raise NotImplementedError
    def host_register(self, ptr: int, size: int) -> None: raise NotImplementedError
    def host_unregister(self, ptr: int) -> None: raise NotImplementedError


class _Bindings(_Driver):
    """NVIDIA's cuda-bindings: each call returns (CUresult, results...)."""

    name = "cuda-bindings"

    def __init__(self, drv) -> None:
        self.d = drv
        self.ctx = self.device = None

    def _call(self, name: str, *args):
        try:
            out = getattr(self.d, name)(*args)
        except Exception as e:  # noqa: BLE001 (no libcuda, a bad argument: named, not raised)
            raise DriverError(name, "CUDA_ERROR_UNKNOWN", f"{type(e).__name__}: {e}") from None
        err = out[0] if isinstance(out, tuple) else out
        if int(err) != 0:
            raise DriverError(name, getattr(err, "name", f"CUresult {int(err)}"))
        rest = out[1:] if isinstance(out, tuple) else ()
        return rest[0] if len(rest) == 1 else rest or None

    def init(self, ordinal: int) -> None:
        self._call("cuInit", 0)
        if self._call("cuDeviceGetCount") == 0:
            raise DriverError("cuDeviceGetCount", "CUDA_ERROR_NO_DEVICE")
        self.set_device(ordinal)

    def set_device(self, ordinal: int) -> None:
        device = self._call("cuDeviceGet", ordinal)
        ctx = self._call("cuDevicePrimaryCtxRetain", device)
        self._call("cuCtxSetCurrent", ctx)
        if self.ctx is not None:
            self._call("cuDevicePrimaryCtxRelease", self.device)
        self.ctx, self.device = ctx, device

    def close(self) -> None:
        if self.ctx is not None:
            self.ctx = None
            self._call("cuDevicePrimaryCtxRelease", self.device)

    def synchronize(self) -> None:
        self._call("cuCtxSynchronize")

    def module_load(self, image: bytes, jit_opt: int | None):
        """cuModuleLoadDataEx with an error log buffer (a bytearray: the bindings hand its
        buffer to the driver as the char*), whose text a failure carries; the JIT's
        optimization level for mgpuModuleLoadJIT."""
        o = self.d.CUjit_option
        log = bytearray(JIT_LOG_BYTES)
        opts = [o.CU_JIT_ERROR_LOG_BUFFER, o.CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES]
        values: list = [log, len(log)]
        if jit_opt is not None:
            opts.append(o.CU_JIT_OPTIMIZATION_LEVEL)
            values.append(jit_opt)
        try:
            return self._call("cuModuleLoadDataEx", image, len(opts), opts, values)
        except DriverError as e:
            raise with_jit_log(e, bytes(log)) from None

    def module_unload(self, module) -> None:
        self._call("cuModuleUnload", module)

    def module_function(self, module, name: str):
        return self._call("cuModuleGetFunction", module, name.encode())

    def launch(self, fn, grid, block, smem, stream, params, extra, packed) -> None:
        self._call("cuLaunchKernel", fn, *grid, *block, smem, stream or 0, params or None,
                   extra or 0)

    def stream_create(self):
        return self._call("cuStreamCreate", int(self.d.CUstream_flags.CU_STREAM_NON_BLOCKING))

    def stream_destroy(self, stream) -> None:
        self._call("cuStreamDestroy", stream)

    def stream_synchronize(self, stream) -> None:
        self._call("cuStreamSynchronize", stream or 0)

    def stream_wait_event(self, stream, event) -> None:
        self._call("cuStreamWaitEvent", stream or 0, event, 0)

    def event_create(self):
        return self._call("cuEventCreate", int(self.d.CUevent_flags.CU_EVENT_DISABLE_TIMING))

    def event_destroy(self, event) -> None:
        self._call("cuEventDestroy", event)

    def event_synchronize(self, event) -> None:
        self._call("cuEventSynchronize", event)

    def event_record(self, event, stream) -> None:
        self._call("cuEventRecord", event, stream or 0)

    def mem_alloc(self, size: int, managed: bool) -> int:
        if managed:
            flag = int(self.d.CUmemAttach_flags.CU_MEM_ATTACH_GLOBAL)
            return int(self._call("cuMemAllocManaged", size, flag))
        return int(self._call("cuMemAlloc", size))

    def mem_free(self, ptr: int) -> None:
        self._call("cuMemFree", ptr)

    def memcpy(self, dst, src, size, stream) -> None:
        self._call("cuMemcpyAsync", dst, src, size, stream or 0)

    def memset(self, dst, value, count, width, stream) -> None:
        self._call(f"cuMemsetD{width}Async", dst, value, count, stream or 0)

    def host_register(self, ptr, size) -> None:
        self._call("cuMemHostRegister", ptr, size, 0)

    def host_unregister(self, ptr) -> None:
        self._call("cuMemHostUnregister", ptr)


class _PyCuda(_Driver):
    """pycuda.driver: packed launches (Function._launch_kernel); copies and host registration
    through libcuda's C functions (pycuda wants Python buffers there), in the same context."""

    name = "pycuda"
    packed = True

    def __init__(self, drv) -> None:
        self.d = drv
        self.ctx = None
        self.cu = None

    def _call(self, name: str, fn, *args):
        try:
            return fn(*args)
        except self.d.Error as e:
            code = getattr(e, "code", None)
            text = str(e)
            m = re.search(r"CUDA_ERROR_\w+", text)
            raise DriverError(name, m.group(0) if m else code or "CUDA_ERROR_UNKNOWN",
                              text) from None

    def _c(self, name: str, *args) -> None:
        """A libcuda function by name (ctypes): nonzero CUresult -> DriverError."""
        if self.cu is None:
            self.cu = ctypes.CDLL("libcuda.so.1")
        err = getattr(self.cu, name)(*args)
        if err:
            s = ctypes.c_char_p()
            self.cu.cuGetErrorName(err, ctypes.byref(s))
            raise DriverError(name, (s.value or b"CUDA_ERROR_UNKNOWN").decode())

    def init(self, ordinal: int) -> None:
        self._call("cuInit", self.d.init)
        if self._call("cuDeviceGetCount", self.d.Device.count) == 0:
            raise DriverError("cuDeviceGetCount", "CUDA_ERROR_NO_DEVICE")
        self.set_device(ordinal)

    def set_device(self, ordinal: int) -> None:
        dev = self._call("cuDeviceGet", self.d.Device, ordinal)
        ctx = self._call("cuDevicePrimaryCtxRetain", dev.retain_primary_context)
        self.close()
        self._call("cuCtxPushCurrent", ctx.push)
        self.ctx = ctx

    def close(self) -> None:
        if self.ctx is not None:
            ctx, self.ctx = self.ctx, None
            self._call("cuCtxPopCurrent", ctx.pop)
            self._call("cuDevicePrimaryCtxRelease", ctx.detach)

    def synchronize(self) -> None:
        self._call("cuCtxSynchronize", self.d.Context.synchronize)

    def module_load(self, image: bytes, jit_opt: int | None):
        """module_from_buffer (cuModuleLoadDataEx); its message handler hands over the JIT's
        error log, which a failure carries."""
        opts = [] if jit_opt is None else [(self.d.jit_option.OPTIMIZATION_LEVEL, jit_opt)]
        logs: list[str] = []

        def handler(ok, info, error):
            if not ok and error:
                logs.append(error if isinstance(error, str) else bytes(error).decode("utf-8",
                                                                                      "replace"))
        try:
            return self._call("cuModuleLoadDataEx", self.d.module_from_buffer, image, opts,
                              handler)
        except DriverError as e:
            raise with_jit_log(e, "\n".join(logs).encode()) from None

    def module_unload(self, module) -> None:
        pass  # pycuda unloads a module when its last reference goes

    def module_function(self, module, name: str):
        return self._call("cuModuleGetFunction", module.get_function, name)

    def launch(self, fn, grid, block, smem, stream, params, extra, packed) -> None:
        if extra:
            raise DriverError("cuLaunchKernel", "CUDA_ERROR_NOT_SUPPORTED",
                              "pycuda takes no `extra` launch parameters")
        self._call("cuLaunchKernel", fn._launch_kernel, grid, block, packed, smem, stream)

    def stream_create(self):
        return self._call("cuStreamCreate", self.d.Stream, 1)  # CU_STREAM_NON_BLOCKING

    def stream_destroy(self, stream) -> None:
        pass  # pycuda destroys a stream when its last reference goes

    def stream_synchronize(self, stream) -> None:
        if stream is None:
            self.synchronize()
        else:
            self._call("cuStreamSynchronize", stream.synchronize)

    def stream_wait_event(self, stream, event) -> None:
        if stream is None:
            self._c("cuStreamWaitEvent", None, ctypes.c_void_p(event.handle), 0)
        else:
            self._call("cuStreamWaitEvent", stream.wait_for_event, event)

    def event_create(self):
        return self._call("cuEventCreate", self.d.Event, self.d.event_flags.DISABLE_TIMING)

    def event_destroy(self, event) -> None:
        pass  # pycuda destroys an event when its last reference goes

    def event_synchronize(self, event) -> None:
        self._call("cuEventSynchronize", event.synchronize)

    def event_record(self, event, stream) -> None:
        self._call("cuEventRecord", event.record, stream)

    def mem_alloc(self, size: int, managed: bool):
        if managed:
            import numpy  # pycuda depends on numpy

            return self._call("cuMemAllocManaged", self.d.managed_empty, size, numpy.uint8,
                              "C", self.d.mem_attach_flags.GLOBAL)
        return self._call("cuMemAlloc", self.d.mem_alloc, size)

    def mem_free(self, ptr) -> None:
        pass  # the device drops the allocation object, which frees it

    def memcpy(self, dst, src, size, stream) -> None:
        h = ctypes.c_void_p(stream.handle) if stream is not None else None
        self._c("cuMemcpyAsync", ctypes.c_uint64(dst), ctypes.c_uint64(src),
                ctypes.c_size_t(size), h)

    def memset(self, dst, value, count, width, stream) -> None:
        fn = self.d.memset_d32_async if width == 32 else self.d.memset_d16_async
        self._call(f"cuMemsetD{width}Async", fn, dst, value, count, stream)

    def host_register(self, ptr, size) -> None:
        self._c("cuMemHostRegister_v2", ctypes.c_void_p(ptr), ctypes.c_size_t(size),
                ctypes.c_uint(0))

    def host_unregister(self, ptr) -> None:
        self._c("cuMemHostUnregister", ctypes.c_void_p(ptr))


def _pointer(obj) -> int:
    """The device address of what mem_alloc returned: an int, or a pycuda allocation (int()),
    or a pycuda managed array (its data pointer)."""
    if isinstance(obj, int):
        return obj
    data = getattr(obj, "ctypes", None)
    return int(data.data) if data is not None else int(obj)


def _load_backend() -> _Driver:
    """pycuda when it imports, else cuda-bindings; CudaUnavailable saying how to install."""
    notes = []
    try:
        import pycuda.driver as pycuda_driver
        return _PyCuda(pycuda_driver)
    except ModuleNotFoundError as e:
        if e.name not in ("pycuda", "pycuda.driver"):
            notes.append(f"pycuda does not import: {e}")
    except ImportError as e:  # built, but its libcuda or libcurand does not load
        notes.append(f"pycuda does not import: {e}")
    for name in ("cuda.bindings.driver", "cuda.cuda"):
        try:
            import importlib
            return _Bindings(importlib.import_module(name))
        except ModuleNotFoundError:
            continue
        except ImportError as e:
            notes.append(f"{name} does not import: {e}")
    raise CudaUnavailable("; ".join([*notes, INSTALL]))


# ---- the device ----------------------------------------------------------------------------
@dataclass
class _Module:
    obj: object
    signatures: dict[str, list[tuple[int, int]]] | None  # None: not PTX (cubin, fatbin)
    functions: dict[str, int] = field(default_factory=dict)


@dataclass
class _Function:
    module: int
    name: str
    obj: object
    signature: list[tuple[int, int]] | None


class CudaDevice(Device):
    """The runtime entry points on an NVIDIA GPU; see the module docstring."""

    Failure = DriverError
    _available: str | Exception | None = None

    @classmethod
    def available(cls) -> str:
        """The back end's name when a library, driver and GPU answer (cuInit, a device);
        raises CudaUnavailable otherwise. Probed once per process."""
        if cls._available is None:
            try:
                drv = _load_backend()
                drv.init(0)
                drv.close()
                cls._available = drv.name
            except DriverError as e:
                cls._available = CudaUnavailable(str(e))
            except CudaUnavailable as e:
                cls._available = e
        if isinstance(cls._available, Exception):
            raise cls._available
        return cls._available

    def __init__(self, driver: _Driver | None = None, report: object = "stderr") -> None:
        """`driver`: the back end (default: pycuda, else cuda-bindings); raises CudaUnavailable
        when none loads or cuInit and the device's context fail. `report` as CpuDevice's."""
        self.driver = driver if driver is not None else _load_backend()
        try:
            self.driver.init(0)
        except DriverError as e:
            raise CudaUnavailable(str(e)) from None
        super().__init__(report)
        self._streams: dict[int, object] = {}
        self._events: dict[int, object] = {}
        self._modules: dict[int, _Module] = {}
        self._functions: dict[int, _Function] = {}
        self._allocs: dict[int, tuple[object, int]] = {}  # pointer -> (library object, bytes)

    # -- the interface of the runner
    def synchronize(self) -> None:
        """Waits for all the device's work (cuCtxSynchronize); a failure is recorded."""
        with self._lock:
            self._guard("synchronize", self.driver.synchronize)

    def close(self) -> None:
        """Waits for the work, releases what is still alive, the context; idempotent."""
        if self.closed:
            return
        with self._lock:
            try:
                self.synchronize()
                d = self.driver  # registered host memory stays so: the host may have freed it
                for stream in self._streams.values():
                    self._guard("close", d.stream_destroy, stream)
                for event in self._events.values():
                    self._guard("close", d.event_destroy, event)
                for m in self._modules.values():
                    self._guard("close", d.module_unload, m.obj)
                for ptr in self._allocs:
                    self._guard("close", d.mem_free, ptr)
                self._guard("close", d.close)
            finally:
                self._streams.clear()
                self._events.clear()
                self._modules.clear()
                self._functions.clear()
                self._allocs.clear()
                self._sites.clear()
                self.closed = True

    # -- what the base asks
    def _live(self) -> dict[str, list[tuple[int, int]]]:
        return {"stream": [(h, 0) for h in self._streams],
                "event": [(h, 0) for h in self._events],
                "module": [(h, 0) for h in self._modules],
                "allocation": [(p, size) for p, (_, size) in self._allocs.items()]}

    def failure_of(self, name: str, error: Exception) -> tuple[str, str]:
        """The driver call that failed is named when it is not the entry's own name."""
        detail = error.call if error.call != name else ""
        if error.detail:
            detail += (": " if detail else "") + error.detail
        return error.code, detail

    # -- plumbing
    def _guard(self, name: str, fn, *args) -> None:
        try:
            fn(*args)
        except DriverError as e:
            self._fail(name, *self.failure_of(name, e))

    def _lookup(self, table: dict, handle: int, what: str, call: str):
        obj = table.get(handle)
        if obj is None:
            raise DriverError(call, "CUDA_ERROR_INVALID_HANDLE", f"no {what} 0x{handle:x}")
        return obj

    def _stream(self, handle: int, call: str):
        """The library's stream object; None for the null stream."""
        return None if handle == 0 else self._lookup(self._streams, handle, "stream", call)

    # -- modules and kernels
    def _load(self, image: bytes, jit_opt: int | None) -> int:
        if image.startswith((b"BC\xc0\xde", b"\xde\xc0\x17\x0b")):
            raise DriverError("cuModuleLoadData", "CUDA_ERROR_INVALID_IMAGE", "LLVM bitcode "
                              "(format=llvm) runs on the cpu device; build the kernels with "
                              "--gpu-module-to-binary=format=isa, bin or fatbin")
        signatures = None
        if is_ptx(image):
            image = image.split(b"\0", 1)[0] + b"\0"  # the driver reads PTX up to its NUL
            signatures = ptx_signatures(image[:-1].decode("utf-8", "replace"))
        obj = self.driver.module_load(image, jit_opt)
        h = self._handle()
        self._modules[h] = _Module(obj, signatures)
        return h

    def _mgpuModuleLoad(self, data: int, size: int) -> int:
        if not data:
            raise DriverError("cuModuleLoadData", "CUDA_ERROR_INVALID_VALUE", "null module data")
        return self._load(ctypes.string_at(data, size) if size > 0 else ctypes.string_at(data),
                          None)

    def _mgpuModuleLoadJIT(self, ptx: int, opt_level: int) -> int:
        if not ptx:
            raise DriverError("cuModuleLoadDataEx", "CUDA_ERROR_INVALID_VALUE", "null PTX")
        return self._load(ctypes.string_at(ptx), opt_level)

    def _mgpuModuleUnload(self, module: int) -> None:
        m = self._lookup(self._modules, module, "loaded module", "cuModuleUnload")
        self.driver.module_unload(m.obj)
        del self._modules[module]
        self._sites.pop(module, None)
        for h in m.functions.values():
            self._functions.pop(h, None)

    def _mgpuModuleGetFunction(self, module: int, name: int) -> int:
        m = self._lookup(self._modules, module, "loaded module", "cuModuleGetFunction")
        fname = ctypes.string_at(name).decode() if name else ""
        if fname not in m.functions:
            obj = self.driver.module_function(m.obj, fname)
            sig = m.signatures.get(fname) if m.signatures is not None else None
            h = self._handle()
            m.functions[fname] = h
            self._functions[h] = _Function(module, fname, obj, sig)
        return m.functions[fname]

    def _mgpuLaunchKernel(self, fn: int, gx, gy, gz, bx, by, bz, smem: int, stream: int,
                          params: int, extra: int, count: int) -> None:
        f = self._lookup(self._functions, fn, "kernel function", "cuLaunchKernel")
        dims = (gx, gy, gz, bx, by, bz)
        if min(dims) <= 0 or max(dims) > UINT_MAX or not 0 <= smem <= UINT_MAX:
            raise DriverError("cuLaunchKernel", "CUDA_ERROR_INVALID_VALUE", f"grid "
                              f"{gx}x{gy}x{gz}, block {bx}x{by}x{bz}, {smem} bytes of dynamic "
                              "shared memory")
        sig = f.signature
        if sig is not None and (count != len(sig) or (sig and not params)):
            raise DriverError("cuLaunchKernel", "CUDA_ERROR_INVALID_VALUE", f"kernel "
                              f"'{f.name}' takes {len(sig)} arguments, got {count}")
        packed = None
        if self.driver.packed:
            if sig is None:
                raise DriverError("cuLaunchKernel", "CUDA_ERROR_NOT_SUPPORTED", f"kernel "
                                  f"'{f.name}': {self.driver.name} launches with packed "
                                  "arguments, whose sizes are known for PTX modules only "
                                  "(build with format=isa, or install cuda-bindings)")
            packed = pack_params(params, sig)
        s = self._stream(stream, "cuLaunchKernel")
        self.driver.launch(f.obj, dims[:3], dims[3:], smem, s, params, extra, packed)

    # -- streams and events
    def _mgpuStreamCreate(self) -> int:
        obj = self.driver.stream_create()
        h = self._handle()
        self._streams[h] = obj
        return h

    def _mgpuStreamDestroy(self, stream: int) -> None:
        obj = self._lookup(self._streams, stream, "stream", "cuStreamDestroy")
        self.driver.stream_destroy(obj)
        del self._streams[stream]
        self._sites.pop(stream, None)

    def _mgpuStreamSynchronize(self, stream: int) -> None:
        self.driver.stream_synchronize(self._stream(stream, "cuStreamSynchronize"))

    def _mgpuStreamWaitEvent(self, stream: int, event: int) -> None:
        s = self._stream(stream, "cuStreamWaitEvent")
        e = self._lookup(self._events, event, "event", "cuStreamWaitEvent")
        self.driver.stream_wait_event(s, e)

    def _mgpuEventCreate(self) -> int:
        obj = self.driver.event_create()
        h = self._handle()
        self._events[h] = obj
        return h

    def _mgpuEventDestroy(self, event: int) -> None:
        obj = self._lookup(self._events, event, "event", "cuEventDestroy")
        self.driver.event_destroy(obj)
        del self._events[event]
        self._sites.pop(event, None)

    def _mgpuEventSynchronize(self, event: int) -> None:
        self.driver.event_synchronize(self._lookup(self._events, event, "event",
                                                   "cuEventSynchronize"))

    def _mgpuEventRecord(self, event: int, stream: int) -> None:
        e = self._lookup(self._events, event, "event", "cuEventRecord")
        self.driver.event_record(e, self._stream(stream, "cuEventRecord"))

    # -- memory
    def _mgpuMemAlloc(self, size: int, stream: int, host_shared: int) -> int:
        self._stream(stream, "cuMemAlloc")
        if size <= 0:
            return 0  # as upstream's wrapper: no bytes, no allocation
        obj = self.driver.mem_alloc(size, bool(host_shared))
        ptr = _pointer(obj)
        self._allocs[ptr] = (obj, size)
        return ptr

    def _mgpuMemFree(self, ptr: int, stream: int) -> None:
        s = self._stream(stream, "cuMemFree")
        if ptr == 0:
            return
        if ptr not in self._allocs:
            raise DriverError("cuMemFree", "CUDA_ERROR_INVALID_VALUE",
                              f"0x{ptr:x} is not a device allocation")
        if s is None:  # work queued on the stream may still use it
            self.driver.synchronize()
        else:
            self.driver.stream_synchronize(s)
        self.driver.mem_free(ptr)
        del self._allocs[ptr]
        self._sites.pop(ptr, None)

    def _mgpuMemcpy(self, dst: int, src: int, size: int, stream: int) -> None:
        self.driver.memcpy(dst, src, size, self._stream(stream, "cuMemcpyAsync"))

    def _mgpuMemset32(self, dst: int, value: int, count: int, stream: int) -> None:
        self.driver.memset(dst, value & 0xFFFFFFFF, count, 32,
                           self._stream(stream, "cuMemsetD32Async"))

    def _mgpuMemset16(self, dst: int, value: int, count: int, stream: int) -> None:
        self.driver.memset(dst, value & 0xFFFF, count, 16,
                           self._stream(stream, "cuMemsetD16Async"))

    @staticmethod
    def memref_span(rank: int, desc: int, elem_bytes: int) -> tuple[int, int]:
        """(first byte, bytes) a ranked memref descriptor {allocated, aligned, offset,
        sizes[rank], strides[rank]} reaches: from aligned + offset over 1 + sum((size - 1) *
        |stride|) elements (none when a size is 0)."""
        words = ctypes.cast(desc, ctypes.POINTER(ctypes.c_int64))
        aligned, offset = words[1] & (2**64 - 1), words[2]
        sizes = [words[3 + i] for i in range(rank)]
        strides = [words[3 + rank + i] for i in range(rank)]
        if any(s <= 0 for s in sizes):
            return aligned + offset * elem_bytes, 0
        extent = 1 + sum((s - 1) * abs(st) for s, st in zip(sizes, strides, strict=True))
        return aligned + offset * elem_bytes, extent * elem_bytes

    def _mgpuMemHostRegisterMemRef(self, rank: int, desc: int, elem_bytes: int) -> None:
        if rank < 0 or not desc or elem_bytes <= 0:
            raise DriverError("cuMemHostRegister", "CUDA_ERROR_INVALID_VALUE",
                              f"rank {rank}, element size {elem_bytes}")
        ptr, size = self.memref_span(rank, desc, elem_bytes)
        if size:
            self.driver.host_register(ptr, size)

    def _mgpuMemHostUnregisterMemRef(self, rank: int, desc: int, elem_bytes: int) -> None:
        if rank < 0 or not desc or elem_bytes <= 0:
            raise DriverError("cuMemHostUnregister", "CUDA_ERROR_INVALID_VALUE",
                              f"rank {rank}, element size {elem_bytes}")
        ptr, size = self.memref_span(rank, desc, elem_bytes)
        if size:
            self.driver.host_unregister(ptr)

    def _mgpuSetDefaultDevice(self, device: int) -> None:
        self.driver.set_device(device)
