"""gpuopt/runtime/cuda.py without a GPU: the CUDA device driven through its C entry points over a
fake driver back end (a _Driver recording its calls), the cuda-bindings back end over a fake
`driver` module, parameter repacking from PTX signatures, error naming, leaks, and the message
without any CUDA library."""
import ctypes
import enum
import io
import pathlib
import re
import struct
import types

import pytest
from cpu_helpers import Host

from gpuopt import abi
from gpuopt.runtime import cuda, runner
from gpuopt.runtime.cuda import CudaDevice, CudaUnavailable, DriverError
from gpuopt.runtime.device import CTYPES

# Hand-written PTX: mixed parameter kinds. Layout (each at its own alignment): p0 u64 @0,
# p1 u32 @8, p2 f32 @12, p3 12 bytes aligned 8 @16, p4 u8 @28, p5 u64 @32: 40 bytes.
PTX = """
.version 8.0
.target sm_80
.address_size 64

.visible .entry mixed(
\t.param .u64 .ptr .global .align 16 mixed_param_0,
\t.param .u32 mixed_param_1,
\t.param .f32 mixed_param_2,
\t.param .align 8 .b8 mixed_param_3[12],
\t.param .u8 mixed_param_4,
\t.param .u64 mixed_param_5
)
{
\tret;
}

.visible .entry none()
{
\tret;
}
"""


class FakeDriver(cuda._Driver):
    """Records each call as (method, args); objects are strings, pointers ints."""

    name = "fake"

    def __init__(self, packed: bool = False, fail: dict | None = None) -> None:
        self.packed = packed
        self.calls: list[tuple] = []
        self.fail = fail or {}  # method -> DriverError to raise
        self.n = 0
        self.next_ptr = 0x7000_0000

    def _rec(self, name, *args):
        self.calls.append((name, *args))
        if name in self.fail:
            raise self.fail[name]

    def _obj(self, kind):
        self.n += 1
        return f"{kind}{self.n}"

    def init(self, ordinal): self._rec("init", ordinal)
    def close(self): self._rec("close")
    def set_device(self, ordinal): self._rec("set_device", ordinal)
    def synchronize(self): self._rec("synchronize")

    def module_load(self, image, jit_opt):
        self._rec("module_load", image, jit_opt)
        return self._obj("module")

    def module_unload(self, module): self._rec("module_unload", module)

    def module_function(self, module, name):
        self._rec("module_function", module, name)
        return self._obj("function")

    def launch(self, fn, grid, block, smem, stream, params, extra, packed):
        self._rec("launch", fn, grid, block, smem, stream, params, extra, packed)

    def stream_create(self):
        self._rec("stream_create")
        return self._obj("stream")

    def stream_destroy(self, stream): self._rec("stream_destroy", stream)
    def stream_synchronize(self, stream): self._rec("stream_synchronize", stream)
    def stream_wait_event(self, stream, event): self._rec("stream_wait_event", stream, event)

    def event_create(self):
        self._rec("event_create")
        return self._obj("event")

    def event_destroy(self, event): self._rec("event_destroy", event)
    def event_synchronize(self, event): self._rec("event_synchronize", event)
    def event_record(self, event, stream): self._rec("event_record", event, stream)

    def mem_alloc(self, size, managed):
        self._rec("mem_alloc", size, managed)
        self.next_ptr += 0x1000
        return self.next_ptr

    def mem_free(self, ptr): self._rec("mem_free", ptr)
    def memcpy(self, dst, src, size, stream): self._rec("memcpy", dst, src, size, stream)

    def memset(self, dst, value, count, width, stream):
        self._rec("memset", dst, value, count, width, stream)

    def host_register(self, ptr, size): self._rec("host_register", ptr, size)
    def host_unregister(self, ptr): self._rec("host_unregister", ptr)


def device(**kw):
    drv = FakeDriver(**kw)
    out = io.StringIO()
    dev = CudaDevice(driver=drv, report=out)
    return dev, drv, out, Host(dev)


def load_ptx(host, text=PTX, jit=None):
    data = ctypes.create_string_buffer(text.encode())  # NUL-terminated, as the lowering's
    return host.ModuleLoadJIT(data, jit) if jit is not None else \
        host.ModuleLoad(data, len(text.encode()))


MIXED_ARGS = (ctypes.c_uint64(0x1122334455667788), ctypes.c_uint32(7), ctypes.c_float(1.5),
              (ctypes.c_char * 12)(*b"abcdefghijkl"), ctypes.c_uint8(0xAB),
              ctypes.c_uint64(2**64 - 2))
MIXED_BYTES = (struct.pack("<QIf", 0x1122334455667788, 7, 1.5) + b"abcdefghijkl" + b"\xab" +
               bytes(3) + struct.pack("<Q", 2**64 - 2))


# ---- the entry points map to driver calls ----------------------------------------------------
def test_entry_points_call_the_driver_in_order():
    dev, drv, out, h = device()
    assert drv.calls == [("init", 0)]
    drv.calls.clear()
    s = h.StreamCreate()
    a = h.MemAlloc(64, s, 0)
    m = h.MemAlloc(16, 0, 1)
    mod = load_ptx(h, jit=3)
    f = h.function(mod, "mixed")
    h.launch(f, (2, 1, 1), (32, 1, 1), MIXED_ARGS, stream=s, smem=128)
    src = (ctypes.c_int32 * 16)()
    h.Memcpy(a, src, 64, s)
    h.Memset32(a, -1, 16, s)
    h.Memset16(m, 0x1234, 8, 0)
    e = h.EventCreate()
    h.EventRecord(e, s)
    h.StreamWaitEvent(0, e)
    h.EventSynchronize(e)
    h.EventDestroy(e)
    h.MemFree(a, s)
    h.MemFree(m, 0)
    h.StreamSynchronize(s)
    h.StreamDestroy(s)
    h.ModuleUnload(mod)
    h.SetDefaultDevice(1)
    names = [c[0] for c in drv.calls]
    assert names == ["stream_create", "mem_alloc", "mem_alloc", "module_load", "module_function",
                     "launch", "memcpy", "memset", "memset", "event_create", "event_record",
                     "stream_wait_event", "event_synchronize", "event_destroy",
                     "stream_synchronize", "mem_free", "synchronize", "mem_free",
                     "stream_synchronize", "stream_destroy", "module_unload", "set_device"]
    c = dict((x[0], x[1:]) for x in drv.calls)
    stream = "stream1"
    assert drv.calls[1][1:] == (64, False) and drv.calls[2][1:] == (16, True)
    assert c["module_load"] == (PTX.encode() + b"\0", 3)  # PTX keeps (gets) its NUL
    assert c["module_function"] == ("module2", "mixed")
    fn, grid, block, smem, st, params, extra, packed = c["launch"]
    assert (fn, grid, block, smem, st, extra, packed) == \
        ("function3", (2, 1, 1), (32, 1, 1), 128, stream, 0, None)
    assert params != 0  # the raw void** goes to cuda-bindings
    assert c["memcpy"] == (a, ctypes.addressof(src), 64, stream)
    assert drv.calls[7][1:] == (a, 0xFFFFFFFF, 16, 32, stream)
    assert drv.calls[8][1:] == (m, 0x1234, 8, 16, None)
    assert c["event_record"] == ("event4", stream)
    assert c["stream_wait_event"] == (None, "event4")
    assert c["set_device"] == (1,)
    assert dev.failures == [] and out.getvalue() == ""
    assert dev.leaks() == []
    dev.close()
    assert drv.calls[-2:] == [("synchronize",), ("close",)]


def test_module_load_of_ptx_without_nul_gets_one_and_cubin_is_untouched():
    dev, drv, out, h = device()
    data = PTX.encode()
    buf = ctypes.create_string_buffer(data + b"garbage", len(data) + 7)
    h.ModuleLoad(buf, len(data))  # exactly the PTX bytes, no NUL: one is added
    assert drv.calls[-1] == ("module_load", data + b"\0", None)
    elf = b"\x7fELF\x02\x01\x01" + bytes(9) + b"\x00\x01"
    buf = ctypes.create_string_buffer(elf, len(elf))
    mod = h.ModuleLoad(buf, len(elf))
    assert drv.calls[-1] == ("module_load", elf, None) and mod
    bitcode = b"BC\xc0\xde" + bytes(12)
    buf = ctypes.create_string_buffer(bitcode, len(bitcode))
    assert h.ModuleLoad(buf, len(bitcode)) == 0
    assert out.getvalue().startswith("error: mgpuModuleLoad failed: CUDA_ERROR_INVALID_IMAGE "
                                     "(cuModuleLoadData: LLVM bitcode (format=llvm) runs on "
                                     "the cpu device")


# ---- parameters from PTX -------------------------------------------------------------------
def test_ptx_signatures():
    sigs = cuda.ptx_signatures(PTX)
    assert sigs == {"mixed": [(8, 8), (4, 4), (4, 4), (12, 8), (1, 1), (8, 8)], "none": []}


def test_packed_launch_repacks_the_arguments():
    dev, drv, out, h = device(packed=True)
    f = h.function(load_ptx(h), "mixed")
    h.launch(f, (1, 1, 1), (1, 1, 1), MIXED_ARGS)
    packed = drv.calls[-1][-1]
    assert len(packed) == 40 and packed == MIXED_BYTES
    h.launch(h.function(load_ptx(h), "none"), (1, 1, 1), (1, 1, 1), [])
    assert drv.calls[-1][-1] == b""
    assert dev.failures == []


def test_packed_launch_of_a_cubin_kernel_is_not_supported():
    dev, drv, out, h = device(packed=True)
    elf = b"\x7fELF" + bytes(12)
    buf = ctypes.create_string_buffer(elf, len(elf))
    f = h.function(h.ModuleLoad(buf, len(elf)), "k")
    h.launch(f, (1, 1, 1), (1, 1, 1), [ctypes.c_int32(1)])
    assert drv.calls[-1][0] == "module_function"  # no launch
    assert "mgpuLaunchKernel failed: CUDA_ERROR_NOT_SUPPORTED (cuLaunchKernel: kernel 'k': " \
           "fake launches with packed arguments" in out.getvalue()


def test_pipeline_ptx_signature_matches_the_launch():
    """The runner's cuda lowering (PTX, cubin-format=isa): the embedded PTX ends with its NUL
    and its saxpy signature has the 12 parameters the host launch passes."""
    from gpuopt.parser import parse_text
    from gpuopt.target.llvmir import translate_module
    src = pathlib.Path(__file__).parents[2] / "lit/runtime/cpu/e2e-saxpy-async.mlir"
    module = parse_text(src.read_text(), str(src))
    runner.lower(module, "cuda")
    ir = translate_module(module)
    m = re.search(r'@k_bin_cst = internal constant \[(\d+) x i8\] c"((?:[^"\\]|\\..)*)"', ir)
    assert m and m.group(2).endswith(r"\0A}\0A\00")
    launch = re.search(r"call void @mgpuLaunchKernel\(.*, i64 (\d+)\)", ir)
    ptx = re.sub(r"\\([0-9A-F]{2})", lambda e: chr(int(e.group(1), 16)), m.group(2))
    sig = cuda.ptx_signatures(ptx)["saxpy"]
    assert len(sig) == int(launch.group(1)) == 12
    assert sig[0] == (4, 4) and sig[1:6] == [(8, 8)] * 5


# ---- errors --------------------------------------------------------------------------------
def test_failing_driver_call_is_named():
    err = DriverError("cuLaunchKernel", "CUDA_ERROR_INVALID_VALUE")
    dev, drv, out, h = device(fail={"launch": err})
    f = h.function(load_ptx(h), "none")
    h.launch(f, (1, 1, 1), (1, 1, 1), [])
    assert out.getvalue() == "error: mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE " \
                             "(cuLaunchKernel)\n"
    assert "error: mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE" in str(dev.failures[0])
    with pytest.raises(Exception, match="mgpuLaunchKernel failed"):
        dev.check()


def test_handle_results_are_null_on_failure():
    err = DriverError("cuStreamCreate", "CUDA_ERROR_OUT_OF_MEMORY")
    dev, drv, out, h = device(fail={"stream_create": err})
    assert h.StreamCreate() == 0
    assert out.getvalue() == "error: mgpuStreamCreate failed: CUDA_ERROR_OUT_OF_MEMORY " \
                             "(cuStreamCreate)\n"


def test_checks_before_the_driver():
    dev, drv, out, h = device()
    f = h.function(load_ptx(h), "mixed")
    n = len(drv.calls)
    h.launch(f, (1, 1, 1), (1, 1, 1), [ctypes.c_int32(1)])  # 1 argument, the kernel takes 6
    h.launch(f, (0, 1, 1), (1, 1, 1), MIXED_ARGS)
    h.StreamSynchronize(0x999)
    h.MemFree(0x1234, 0)
    h.EventRecord(0x777, 0)
    assert len(drv.calls) == n  # none reached the driver
    assert out.getvalue().splitlines() == [
        "error: mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (cuLaunchKernel: kernel "
        "'mixed' takes 6 arguments, got 1)",
        "error: mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (cuLaunchKernel: grid 0x1x1, "
        "block 1x1x1, 0 bytes of dynamic shared memory)",
        "error: mgpuStreamSynchronize failed: CUDA_ERROR_INVALID_HANDLE (cuStreamSynchronize: "
        "no stream 0x999)",
        "error: mgpuMemFree failed: CUDA_ERROR_INVALID_VALUE (cuMemFree: 0x1234 is not a "
        "device allocation)",
        "error: mgpuEventRecord failed: CUDA_ERROR_INVALID_HANDLE (cuEventRecord: no event "
        "0x777)"]


def test_calls_after_close_are_deinitialized():
    dev, drv, out, h = device()
    dev.close()
    assert h.StreamCreate() == 0
    assert out.getvalue() == "error: mgpuStreamCreate failed: CUDA_ERROR_DEINITIALIZED (the " \
                             "device is closed)\n"


# ---- leaks ---------------------------------------------------------------------------------
def test_leaks_are_counted_and_released_at_close():
    dev, drv, out, h = device()
    s1 = h.StreamCreate()
    h.StreamCreate()
    h.EventCreate()
    load_ptx(h)
    a, b = h.MemAlloc(64, s1, 0), h.MemAlloc(32, 0, 1)
    gone = h.StreamCreate()
    h.StreamDestroy(gone)
    assert dev.leaks() == ["2 streams", "1 event", "1 module", "2 allocations (96 bytes)"]
    drv.calls.clear()
    dev.close()
    assert sorted(c for c in drv.calls if c[0] != "synchronize") == sorted([
        ("stream_destroy", "stream1"), ("stream_destroy", "stream2"),
        ("event_destroy", "event3"), ("module_unload", "module4"),
        ("mem_free", a), ("mem_free", b), ("close",)])
    assert dev.leaks() == [] and dev.failures == []


def test_leaks_name_their_creation_sites():
    dev, drv, out, h = device()
    e = abi.BY_NAME["mgpuMemAlloc"]
    proto = ctypes.CFUNCTYPE(ctypes.c_void_p, *(CTYPES[t] for t, _ in e.params))
    alloc = proto(dev.sited("mgpuMemAlloc", "k.mlir:7:3 (mgpuMemAlloc in @main)"))
    kept, freed = alloc(64, 0, 0), alloc(16, 0, 0)
    h.MemFree(freed, 0)
    h.MemAlloc(8, 0, 0)
    assert dev.leaks() == ["1 allocation (64 bytes), created at k.mlir:7:3 (mgpuMemAlloc in "
                           "@main)", "1 allocation (8 bytes)"]
    h.MemFree(kept, 0)
    assert dev.leaks() == ["1 allocation (8 bytes)"]


# ---- host registration ---------------------------------------------------------------------
def test_host_register_memref_span():
    data = (ctypes.c_float * 64)()
    rank = 2  # memref<3x4xf32, strided<[8, 1], offset: 2>>
    desc = (ctypes.c_int64 * (3 + 2 * rank))(ctypes.addressof(data), ctypes.addressof(data), 2,
                                             3, 4, 8, 1)
    dev, drv, out, h = device()
    h.MemHostRegisterMemRef(rank, desc, 4)
    h.MemHostUnregisterMemRef(rank, desc, 4)
    # from element 2, 1 + 2*8 + 3*1 = 20 elements of 4 bytes
    assert drv.calls[-2:] == [("host_register", ctypes.addressof(data) + 8, 80),
                              ("host_unregister", ctypes.addressof(data) + 8)]


# ---- the cuda-bindings back end over a fake module ------------------------------------------
class CUresult(enum.IntEnum):
    CUDA_SUCCESS = 0
    CUDA_ERROR_INVALID_VALUE = 1
    CUDA_ERROR_NO_DEVICE = 100


def fake_bindings(log, count=1, fail=()):
    def fn(name, result=None):
        def call(*args):
            log.append((name, *args))
            if name in fail:
                return (CUresult.CUDA_ERROR_INVALID_VALUE,) if result is None else \
                    (CUresult.CUDA_ERROR_INVALID_VALUE, None)
            return (CUresult.CUDA_SUCCESS,) if result is None else (CUresult.CUDA_SUCCESS, result)
        return call

    ns = types.SimpleNamespace(
        CUjit_option=types.SimpleNamespace(CU_JIT_OPTIMIZATION_LEVEL=7,
                                           CU_JIT_ERROR_LOG_BUFFER=5,
                                           CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES=6),
        CUstream_flags=types.SimpleNamespace(CU_STREAM_NON_BLOCKING=1),
        CUevent_flags=types.SimpleNamespace(CU_EVENT_DISABLE_TIMING=2),
        CUmemAttach_flags=types.SimpleNamespace(CU_MEM_ATTACH_GLOBAL=1))
    results = {"cuDeviceGetCount": count, "cuDeviceGet": "dev0",
               "cuDevicePrimaryCtxRetain": "ctx0", "cuModuleLoadData": "mod",
               "cuModuleLoadDataEx": "modjit", "cuModuleGetFunction": "fn",
               "cuStreamCreate": "cs", "cuEventCreate": "ce", "cuMemAlloc": 0x5000,
               "cuMemAllocManaged": 0x6000}
    for name in ("cuInit", "cuDeviceGetCount", "cuDeviceGet", "cuDevicePrimaryCtxRetain",
                 "cuCtxSetCurrent", "cuDevicePrimaryCtxRelease", "cuCtxSynchronize",
                 "cuModuleLoadData", "cuModuleLoadDataEx", "cuModuleUnload",
                 "cuModuleGetFunction", "cuLaunchKernel", "cuStreamCreate", "cuStreamDestroy",
                 "cuStreamSynchronize", "cuStreamWaitEvent", "cuEventCreate", "cuEventDestroy",
                 "cuEventSynchronize", "cuEventRecord", "cuMemAlloc", "cuMemAllocManaged",
                 "cuMemFree", "cuMemcpyAsync", "cuMemsetD32Async", "cuMemsetD16Async",
                 "cuMemHostRegister", "cuMemHostUnregister"):
        setattr(ns, name, fn(name, results.get(name)))
    return ns


def test_bindings_backend_passes_the_raw_params_pointer():
    log = []
    dev = CudaDevice(driver=cuda._Bindings(fake_bindings(log)), report=io.StringIO())
    h = Host(dev)
    assert log[:4] == [("cuInit", 0), ("cuDeviceGetCount",), ("cuDeviceGet", 0),
                       ("cuDevicePrimaryCtxRetain", "dev0")]
    s = h.StreamCreate()
    mod = load_ptx(h, jit=2)
    f = h.function(mod, "mixed")
    keep = [ctypes.pointer(a) for a in MIXED_ARGS]
    params = (ctypes.c_void_p * 6)(*[ctypes.cast(p, ctypes.c_void_p) for p in keep])
    h.LaunchKernel(f, 4, 2, 1, 64, 1, 1, 0, s, params, None, 6)
    assert log[-1] == ("cuLaunchKernel", "fn", 4, 2, 1, 64, 1, 1, 0, "cs",
                       ctypes.addressof(params), 0)
    assert ("cuStreamCreate", 1) in log
    load = next(c for c in log if c[0] == "cuModuleLoadDataEx")
    assert load[1:4] == (PTX.encode() + b"\0", 3, [5, 6, 7])  # error log, its size, -O
    buf, size, level = load[4]
    assert isinstance(buf, bytearray) and size == len(buf) == cuda.JIT_LOG_BYTES and level == 2
    assert ("cuModuleGetFunction", "modjit", b"mixed") in log
    assert h.MemAlloc(8, 0, 1) == 0x6000 and log[-1] == ("cuMemAllocManaged", 8, 1)
    assert dev.failures == []


def test_bindings_backend_names_cuda_errors():
    log = []
    out = io.StringIO()
    dev = CudaDevice(driver=cuda._Bindings(fake_bindings(log, fail={"cuLaunchKernel"})),
                     report=out)
    h = Host(dev)
    h.launch(h.function(load_ptx(h), "none"), (1, 1, 1), (1, 1, 1), [])
    assert out.getvalue() == "error: mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE " \
                             "(cuLaunchKernel)\n"


def test_a_module_the_jit_refuses_says_what_the_jit_logged():
    log = []
    drv = fake_bindings(log, fail={"cuModuleLoadDataEx"})
    failing = drv.cuModuleLoadDataEx

    def load(image, n, opts, values):  # the driver writes its log into the buffer it was given
        msg = b"ptxas application ptx input, line 9; error   : Unknown symbol 'bogus'\n"
        values[0][:len(msg) + 1] = msg + b"\0"
        return failing(image, n, opts, values)

    drv.cuModuleLoadDataEx = load
    out = io.StringIO()
    dev = CudaDevice(driver=cuda._Bindings(drv), report=out)
    assert load_ptx(Host(dev), jit=4) == 0
    assert out.getvalue() == (
        "error: mgpuModuleLoadJIT failed: CUDA_ERROR_INVALID_VALUE (cuModuleLoadDataEx: JIT "
        "log: ptxas application ptx input, line 9; error : Unknown symbol 'bogus')\n")
    # an empty log adds nothing
    plain = cuda.with_jit_log(cuda.DriverError("cuModuleLoadDataEx", "CUDA_ERROR_INVALID_PTX"),
                              bytes(16))
    assert str(plain) == "cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX"


def test_bindings_without_a_device_is_unavailable():
    with pytest.raises(CudaUnavailable, match="cuDeviceGetCount failed: CUDA_ERROR_NO_DEVICE"):
        CudaDevice(driver=cuda._Bindings(fake_bindings([], count=0)))


# ---- no library ----------------------------------------------------------------------------
@pytest.fixture
def no_cuda_library(monkeypatch):
    import builtins
    import importlib
    real_import, real_module = builtins.__import__, importlib.import_module

    def refuse(name):
        if name == "pycuda" or name.startswith(("pycuda.", "cuda.")) or name == "cuda":
            raise ModuleNotFoundError(f"No module named '{name}'", name=name)

    def fake_import(name, *a, **kw):
        refuse(name)
        return real_import(name, *a, **kw)

    def fake_module(name, *a, **kw):
        refuse(name)
        return real_module(name, *a, **kw)

    monkeypatch.setattr(builtins, "__import__", fake_import)
    monkeypatch.setattr(importlib, "import_module", fake_module)
    monkeypatch.setattr(CudaDevice, "_available", None)


def test_without_a_library_the_message_says_how_to_install(no_cuda_library):
    with pytest.raises(CudaUnavailable) as info:
        CudaDevice()
    text = str(info.value)
    assert "pip install 'gpuopt[cuda]'" in text and "pip install cuda-bindings" in text
    assert "cuda.h" in text and "libcuda" in text
    with pytest.raises(CudaUnavailable):
        CudaDevice.available()
    assert runner.device_kind("auto") == "cpu"
    with pytest.raises(runner.DeviceError, match=r"the cuda device is not available: no CUDA "
                                                  r"library: install pycuda"):
        runner.open_device("cuda")
    assert type(runner.open_device("auto")).__name__ == "CpuDevice"


def test_cuda_libraries_are_imported_only_in_cuda_py():
    root = pathlib.Path(cuda.__file__).parents[1]
    pattern = re.compile(r"^\s*(?:import|from)\s+(?:pycuda|cuda)\b|[\"'](?:pycuda|cuda\.bindings|"
                         r"cuda\.cuda)\b", re.M)
    found = [str(p.relative_to(root)) for p in root.rglob("*.py")
             if pattern.search(p.read_text())]
    assert found == ["runtime/cuda.py"]


def test_pycuda_module_load_carries_the_jit_error_log():
    """pycuda's module_from_buffer hands the JIT's logs to its message handler before it
    raises; the failure carries the error log."""
    class Error(Exception):
        pass

    calls = []

    def module_from_buffer(image, options, handler):
        calls.append((image, options))
        if image.startswith(b"bad"):
            handler(False, "", "ptxas fatal   : Unresolved extern function 'f'")
            raise Error("cuModuleLoadDataEx failed: CUDA_ERROR_INVALID_PTX - ")
        return "module"

    drv = types.SimpleNamespace(Error=Error, module_from_buffer=module_from_buffer,
                                jit_option=types.SimpleNamespace(OPTIMIZATION_LEVEL=7))
    back = cuda._PyCuda(drv)
    assert back.module_load(b"ok\0", 3) == "module" and calls[-1] == (b"ok\0", [(7, 3)])
    with pytest.raises(cuda.DriverError) as info:
        back.module_load(b"bad\0", None)
    assert info.value.code == "CUDA_ERROR_INVALID_PTX" and calls[-1] == (b"bad\0", [])
    assert info.value.detail.endswith("; JIT log: ptxas fatal : Unresolved extern function 'f'")
