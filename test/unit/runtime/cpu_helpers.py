"""Helpers of the CPU device tests: kernels compiled by gpuopt's own pipeline, and the device's
entry points called through their addresses, as JIT-compiled host code calls them."""
from __future__ import annotations

import ctypes
from array import array

from gpuopt import abi
from gpuopt.runtime.cpu import CpuDevice
from gpuopt.runtime.device import CTYPES

PIPELINE = ("builtin.module(convert-scf-to-cf,nvvm-attach-target{chip=sm_80},"
            "gpu.module(convert-gpu-to-nvvm),reconcile-unrealized-casts,"
            "gpu-module-to-binary{format=llvm})")

HEADER = "module attributes {gpu.container_module} {\n  gpu.module @k {\n"
FOOTER = "  }\n}\n"


def kernel_blob(body: str) -> bytes:
    """The `format=llvm` object of a gpu.module holding the gpu.func(s) in `body`."""
    from gpuopt.parser import parse_text
    from gpuopt.passes import manager
    from gpuopt.verifier import verify
    module = parse_text(HEADER + body + FOOTER, "kernel.mlir")
    verify(module)
    manager.run_cli_pipeline(module, [("pass-pipeline", PIPELINE)], None)
    for op in module.regions[0].blocks[0].ops:
        if op.name == "gpu.binary":
            return op.attributes["objects"].value[0].object.encode("utf-8", "surrogateescape")
    raise AssertionError("no gpu.binary")


class Host:
    """Calls a CpuDevice through the addresses of symbols(), with the ABI's C signatures."""

    def __init__(self, device: CpuDevice) -> None:
        self.device = device
        self.fns = {}
        for name, addr in device.symbols().items():
            e = abi.BY_NAME[name]
            proto = ctypes.CFUNCTYPE(CTYPES[e.result], *(CTYPES[t] for t, _ in e.params))
            self.fns[name] = proto(addr)

    def __getattr__(self, name: str):
        fn = self.fns["mgpu" + name]
        return lambda *a: fn(*a) or 0 if fn.restype is not None else fn(*a)

    def load(self, blob: bytes) -> int:
        buf = ctypes.create_string_buffer(blob, len(blob))
        return self.ModuleLoad(buf, len(blob))

    def function(self, module: int, name: str) -> int:
        return self.ModuleGetFunction(module, name.encode())

    def launch(self, fn: int, grid, block, args, stream=0, smem=0) -> None:
        """`args`: ctypes values (c_void_p, c_int64, ...), one per kernel parameter."""
        keep = [ctypes.pointer(a) for a in args]
        params = (ctypes.c_void_p * max(len(args), 1))(
            *[ctypes.cast(p, ctypes.c_void_p) for p in keep])
        self.LaunchKernel(fn, *grid, *block, smem, stream, params, None, len(args))


def memref_args(ptr: int, size: int) -> list:
    """A 1-D memref<?xT>'s expanded descriptor: allocated, aligned, offset, size, stride."""
    return [ctypes.c_void_p(ptr), ctypes.c_void_p(ptr), ctypes.c_int64(0),
            ctypes.c_int64(size), ctypes.c_int64(1)]


def floats(host: Host, values, stream=0) -> int:
    """A device allocation holding `values` as f32."""
    data = array("f", values)
    p = host.MemAlloc(len(data) * 4, stream, 0)
    ctypes.memmove(p, data.buffer_info()[0], len(data) * 4)
    return p


def read(ptr: int, n: int, code: str = "f") -> array:
    out = array(code, bytes(n * array(code).itemsize))
    ctypes.memmove(out.buffer_info()[0], ptr, n * out.itemsize)
    return out
