"""gpuopt/runtime/device.py: the base the runtime devices share, driven through its C entry
points with a minimal device of its own (streams only): failures recorded and reported, never
raised through native frames; creation sites through sited(); the leak report."""
import ctypes
import io

import pytest

from gpuopt import abi
from gpuopt.diag import RuntimeFailure
from gpuopt.runtime.device import CTYPES, Device


class Refused(Exception):
    """The toy device's failing call."""


def _refuse(self, *args):
    raise Refused("no")


# every entry refused, the base of Toy (not a Device: a mixin before Device in Toy's bases)
Refusing = type("Refusing", (), {e.method: _refuse for e in abi.DEVICE_ENTRIES})


class Toy(Refusing, Device):
    """Streams and allocations are dict entries; everything else is refused with Refused."""

    Failure = Refused

    def __init__(self, report=None) -> None:
        super().__init__(report)
        self.streams, self.allocs = [], {}

    def close(self) -> None:
        self.closed = True

    def _live(self):
        return {"stream": [(h, 0) for h in self.streams], "allocation": list(self.allocs.items())}

    def failure_of(self, name, error):
        return "CUDA_ERROR_NOT_SUPPORTED", str(error)

    def _mgpuStreamCreate(self):
        h = self._handle()
        self.streams.append(h)
        return h

    def _mgpuStreamDestroy(self, stream):
        if stream not in self.streams:
            raise Refused(f"no stream 0x{stream:x}")
        self.streams.remove(stream)

    def _mgpuMemAlloc(self, size, stream, host_shared):
        p = self._handle()
        self.allocs[p] = size
        return p

    def _mgpuMemFree(self, ptr, stream):
        return 1 // 0  # a plain Python error


def cfunc(addr: int, name: str):
    e = abi.BY_NAME[name]
    return ctypes.CFUNCTYPE(CTYPES[e.result], *(CTYPES[t] for t, _ in e.params))(addr)


def test_every_entry_is_a_callback_of_its_c_signature():
    dev = Toy()
    syms = dev.symbols()
    assert set(syms) == {e.name for e in abi.DEVICE_ENTRIES}
    assert abi.LAUNCH_CLUSTER_KERNEL.name not in syms  # translation only
    assert all(isinstance(a, int) and a for a in syms.values())
    s = cfunc(syms["mgpuStreamCreate"], "mgpuStreamCreate")()
    assert s == dev.streams[0] and dev.failures == []


def test_a_failing_call_is_reported_recorded_and_returns_null():
    out = io.StringIO()
    dev = Toy(report=out)
    syms = dev.symbols()
    cfunc(syms["mgpuStreamDestroy"], "mgpuStreamDestroy")(0x77)
    assert cfunc(syms["mgpuEventCreate"], "mgpuEventCreate")() is None  # NULL
    cfunc(syms["mgpuMemFree"], "mgpuMemFree")(1, 0)
    assert out.getvalue() == (
        "error: mgpuStreamDestroy failed: CUDA_ERROR_NOT_SUPPORTED (no stream 0x77)\n"
        "error: mgpuEventCreate failed: CUDA_ERROR_NOT_SUPPORTED (no)\n"
        "error: mgpuMemFree failed: CUDA_ERROR_UNKNOWN (ZeroDivisionError: integer division "
        "or modulo by zero)\n")
    assert dev.failure.message == "mgpuStreamDestroy failed: CUDA_ERROR_NOT_SUPPORTED (no stream " \
                               "0x77)"
    with pytest.raises(RuntimeFailure, match="mgpuStreamDestroy"):
        dev.check()


def test_a_closed_device_refuses_every_call():
    dev = Toy()
    dev.close()
    assert cfunc(dev.symbols()["mgpuStreamCreate"], "mgpuStreamCreate")() is None
    assert dev.failure.message == "mgpuStreamCreate failed: CUDA_ERROR_DEINITIALIZED (the device " \
                               "is closed)"
    assert dev.streams == []


def test_leaks_group_by_kind_and_site_in_creation_order():
    dev = Toy()
    syms = dev.symbols()
    plain = cfunc(syms["mgpuStreamCreate"], "mgpuStreamCreate")
    at_a = cfunc(dev.sited("mgpuStreamCreate", "a.mlir:1:2 (mgpuStreamCreate in @f)"),
                 "mgpuStreamCreate")
    alloc = cfunc(dev.sited("mgpuMemAlloc", "a.mlir:3:4 (mgpuMemAlloc in @f)"),
                  "mgpuMemAlloc")
    s1, s2, s3 = at_a(), plain(), at_a()
    alloc(64, 0, 0)
    alloc(32, 0, 0)
    assert dev.leaks() == ["2 streams, created at a.mlir:1:2 (mgpuStreamCreate in @f)",
                           "1 stream",
                           "2 allocations (96 bytes), created at a.mlir:3:4 (mgpuMemAlloc in "
                           "@f)"]
    for s in (s1, s2, s3):
        cfunc(syms["mgpuStreamDestroy"], "mgpuStreamDestroy")(s)
    assert dev.leaks() == ["2 allocations (96 bytes), created at a.mlir:3:4 (mgpuMemAlloc in "
                           "@f)"]
    with pytest.raises(ValueError, match="creates no resource"):
        dev.sited("mgpuStreamSynchronize", "x")


def test_an_operation_twin_runs_with_its_site():
    class Copies(Toy):
        def __init__(self) -> None:
            self.seen: list = []
            super().__init__()

        def _mgpuMemcpy(self, dst, src, size, stream):
            self.seen.append(self._site)

    dev = Copies()
    at = cfunc(dev.sited("mgpuMemcpy", "a.mlir:5:6 (mgpuMemcpy in @f)"), "mgpuMemcpy")
    plain = cfunc(dev.symbols()["mgpuMemcpy"], "mgpuMemcpy")
    at(0, 0, 0, 0)
    plain(0, 0, 0, 0)
    assert dev.seen == ["a.mlir:5:6 (mgpuMemcpy in @f)", None]


def test_a_device_class_lacking_an_entry_is_refused_when_defined():
    with pytest.raises(TypeError, match="device Partial does not implement mgpuModuleLoad, "):
        class Partial(Device):
            def _mgpuStreamCreate(self):
                return 1
    with pytest.raises(TypeError, match="_mgpuStreamCreat is no device entry"):
        class Misspelt(Toy):
            def _mgpuStreamCreat(self):
                return 1

    class Base(Device, abstract=True):  # a base for devices: not checked
        pass
    assert issubclass(Base, Device)


def test_an_entry_added_to_the_table_is_required_of_every_device(monkeypatch):
    extra = abi._e("mgpuFuture", "void", "ptr stream", "an entry no device has yet")
    monkeypatch.setattr(abi, "DEVICE_ENTRIES", (*abi.DEVICE_ENTRIES, extra))
    with pytest.raises(TypeError, match="does not implement mgpuFuture"):
        class Old(Toy):
            pass

    class New(Toy):
        def _mgpuFuture(self, stream):
            pass
    assert "mgpuFuture" in New().symbols()
