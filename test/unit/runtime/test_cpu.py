"""gpuopt/runtime/cpu.py: the CPU device driven through its C entry points, as JIT-compiled host
code drives it, with kernels compiled by gpuopt's own pipeline."""
import ctypes
from array import array

import pytest
from cpu_helpers import Host, floats, kernel_blob, memref_args, read

from gpuopt import abi
from gpuopt.runtime import cpu_kernel
from gpuopt.runtime.cpu import CpuDevice
from gpuopt.runtime.device import CTYPES

VADD = """
    gpu.func @vadd(%a: memref<?xf32>, %b: memref<?xf32>, %c: memref<?xf32>, %n: index) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %ok = arith.cmpi ult, %i, %n : index
      scf.if %ok {
        %x = memref.load %a[%i] : memref<?xf32>
        %y = memref.load %b[%i] : memref<?xf32>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%i] : memref<?xf32>
      }
      gpu.return
    }
"""

# out[(by*bdy+ty) * width + bx*bdx+tx] = x + 1000 * y, over a 2-D grid of 2-D blocks
GRID2D = """
    gpu.func @coords(%out: memref<?xi32>, %width: index) kernel {
      %bx = gpu.block_id x
      %by = gpu.block_id y
      %dx = gpu.block_dim x
      %dy = gpu.block_dim y
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %gx = gpu.grid_dim x
      %0 = arith.muli %bx, %dx : index
      %x = arith.addi %0, %tx : index
      %1 = arith.muli %by, %dy : index
      %y = arith.addi %1, %ty : index
      %2 = arith.muli %y, %width : index
      %i = arith.addi %2, %x : index
      %c1000 = arith.constant 1000 : index
      %3 = arith.muli %y, %c1000 : index
      %v = arith.addi %3, %x : index
      %4 = arith.muli %gx, %c1000 : index
      %w = arith.addi %v, %4 : index
      %r = arith.index_cast %w : index to i32
      memref.store %r, %out[%i] : memref<?xi32>
      gpu.return
    }
"""

# out[block] = sum of a[block*256 .. +256], a tree in workgroup memory with gpu.barrier
BLOCK_SUM = """
    gpu.func @bsum(%a: memref<?xf32>, %out: memref<?xf32>)
        workgroup(%sh : memref<256xf32, #gpu.address_space<workgroup>>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %x = memref.load %a[%i] : memref<?xf32>
      memref.store %x, %sh[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
      gpu.barrier
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c8 = arith.constant 8 : index
      %c128 = arith.constant 128 : index
      scf.for %k = %c0 to %c8 step %c1 {
        %s = arith.shrui %c128, %k : index
        %lt = arith.cmpi ult, %tx, %s : index
        scf.if %lt {
          %j = arith.addi %tx, %s : index
          %u = memref.load %sh[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
          %v = memref.load %sh[%j] : memref<256xf32, #gpu.address_space<workgroup>>
          %w = arith.addf %u, %v : f32
          memref.store %w, %sh[%tx] : memref<256xf32, #gpu.address_space<workgroup>>
        }
        gpu.barrier
      }
      %z = arith.cmpi eq, %tx, %c0 : index
      scf.if %z {
        %r = memref.load %sh[%c0] : memref<256xf32, #gpu.address_space<workgroup>>
        memref.store %r, %out[%bx] : memref<?xf32>
      }
      gpu.return
    }
"""

# out[i] = sum over the warp of a[i], by a butterfly of gpu.shuffle xor
WARP_SUM = """
    gpu.func @wsum(%a: memref<?xf32>, %out: memref<?xf32>) kernel {
      %bx = gpu.block_id x
      %bd = gpu.block_dim x
      %tx = gpu.thread_id x
      %0 = arith.muli %bx, %bd : index
      %i = arith.addi %0, %tx : index
      %x = memref.load %a[%i] : memref<?xf32>
      %w = arith.constant 32 : i32
      %o1 = arith.constant 1 : i32
      %o2 = arith.constant 2 : i32
      %o4 = arith.constant 4 : i32
      %o8 = arith.constant 8 : i32
      %o16 = arith.constant 16 : i32
      %s1, %v1 = gpu.shuffle xor %x, %o1, %w : f32
      %x1 = arith.addf %x, %s1 : f32
      %s2, %v2 = gpu.shuffle xor %x1, %o2, %w : f32
      %x2 = arith.addf %x1, %s2 : f32
      %s4, %v4 = gpu.shuffle xor %x2, %o4, %w : f32
      %x4 = arith.addf %x2, %s4 : f32
      %s8, %v8 = gpu.shuffle xor %x4, %o8, %w : f32
      %x8 = arith.addf %x4, %s8 : f32
      %s16, %v16 = gpu.shuffle xor %x8, %o16, %w : f32
      %x16 = arith.addf %x8, %s16 : f32
      memref.store %x16, %out[%i] : memref<?xf32>
      gpu.return
    }
"""

# b[i] = a[i] shifted down by 3 lanes (own value where the source is out of the warp)
SHIFT = """
    gpu.func @shift(%a: memref<?xi32>, %b: memref<?xi32>) kernel {
      %tx = gpu.thread_id x
      %x = memref.load %a[%tx] : memref<?xi32>
      %w = arith.constant 32 : i32
      %o = arith.constant 3 : i32
      %s, %v = gpu.shuffle down %x, %o, %w : i32
      memref.store %s, %b[%tx] : memref<?xi32>
      gpu.return
    }
"""


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("GPUOPT_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture(scope="module")
def blobs():
    return {name: kernel_blob(src) for name, src in
            (("vadd", VADD), ("coords", GRID2D), ("bsum", BLOCK_SUM), ("wsum", WARP_SUM),
             ("shift", SHIFT))}


@pytest.fixture
def host():
    dev = CpuDevice()
    yield Host(dev)
    dev.close()


def test_symbols_cover_the_abi_table():
    with CpuDevice() as dev:
        syms = dev.symbols()
        assert set(syms) == {e.name for e in abi.DEVICE_ENTRIES}
        assert all(isinstance(a, int) and a for a in syms.values())


def _vadd(host, blobs, n, stream=0):
    a = floats(host, (float(i) for i in range(n)))
    b = floats(host, (0.5 * i for i in range(n)))
    c = host.MemAlloc(n * 4, stream, 0)
    ctypes.memset(c, 0, n * 4)  # device memory is host memory here
    m = host.load(blobs["vadd"])
    f = host.function(m, "vadd")
    args = memref_args(a, n) + memref_args(b, n) + memref_args(c, n) + [ctypes.c_int64(n)]
    host.launch(f, ((n + 255) // 256, 1, 1), (256, 1, 1), args, stream)
    return a, b, c, m


def test_vector_add_1m(host, blobs):
    n = 1 << 20
    a, b, c, m = _vadd(host, blobs, n)
    out = read(c, n)
    assert out[0] == 0.0 and out[n - 1] == 1.5 * (n - 1)
    assert out == array("f", (1.5 * i for i in range(n)))
    host.device.check()
    for p in (a, b, c):
        host.MemFree(p, 0)
    host.ModuleUnload(m)
    assert host.device.leaks() == []


def test_vector_add_odd_size_guards_the_tail(host, blobs):
    n = 1000
    a, b, c, m = _vadd(host, blobs, n)
    assert read(c, n) == array("f", (1.5 * i for i in range(n)))
    assert not host.device.failures


def test_two_dimensional_grid(host, blobs):
    width, height = 48, 20  # blocks of 16x4 threads, grid 3x5
    out = host.MemAlloc(width * height * 4, 0, 0)
    m = host.load(blobs["coords"])
    f = host.function(m, "coords")
    host.launch(f, (3, 5, 1), (16, 4, 1), memref_args(out, width * height) +
                [ctypes.c_int64(width)])
    got = read(out, width * height, "i")
    assert got == array("i", (x + 1000 * y + 3000 for y in range(height) for x in range(width)))


def test_block_reduction_with_barriers(host, blobs):
    n = 256 * 64
    a = floats(host, ((i % 7) - 3.0 for i in range(n)))
    out = host.MemAlloc(64 * 4, 0, 0)
    m = host.load(blobs["bsum"])
    f = host.function(m, "bsum")
    host.launch(f, (64, 1, 1), (256, 1, 1), memref_args(a, n) + memref_args(out, 64))
    want = [sum((i % 7) - 3.0 for i in range(b * 256, b * 256 + 256)) for b in range(64)]
    assert list(read(out, 64)) == want
    assert cpu_kernel.compile_blob(blobs["bsum"]).kernels["bsum"].fissioned


def test_warp_shuffle_butterfly(host, blobs):
    n = 128
    a = floats(host, (float(i) for i in range(n)))
    out = host.MemAlloc(n * 4, 0, 0)
    f = host.function(host.load(blobs["wsum"]), "wsum")
    host.launch(f, (2, 1, 1), (64, 1, 1), memref_args(a, n) + memref_args(out, n))
    want = [float(sum(range(w * 32, w * 32 + 32))) for w in range(n // 32) for _ in range(32)]
    assert list(read(out, n)) == want


def test_shuffle_down_keeps_own_value_out_of_range(host, blobs):
    a = host.MemAlloc(64 * 4, 0, 0)
    ctypes.memmove(a, array("i", range(64)).buffer_info()[0], 256)
    b = host.MemAlloc(64 * 4, 0, 0)
    f = host.function(host.load(blobs["shift"]), "shift")
    host.launch(f, (1, 1, 1), (64, 1, 1), memref_args(a, 64) + memref_args(b, 64))
    assert list(read(b, 64, "i")) == [i + 3 if i % 32 < 29 else i for i in range(64)]


def test_memcpy_and_memset_round_trips(host):
    n = 1000
    src = floats(host, (float(i) for i in range(n)))
    dst = host.MemAlloc(n * 4, 0, 0)
    host.Memcpy(dst, src, n * 4, 0)
    assert read(dst, n) == read(src, n)
    host.Memset32(dst, 0x3F800000, n - 1, 0)  # 1.0f
    assert list(read(dst, n)) == [1.0] * (n - 1) + [n - 1.0]
    host.Memset16(dst, 0xBEEF, 3, 0)
    assert list(read(dst, 3, "H")) == [0xBEEF] * 3 and read(dst, 4, "H")[3] == 0x3F80
    host.Memset32(dst, -1, 0, 0)  # nothing
    assert host.MemAlloc(0, 0, 0) == 0


def test_streams_are_in_order_and_events_order_streams():
    dev = CpuDevice(schedule="deferred")
    host = Host(dev)
    s1, s2 = host.StreamCreate(), host.StreamCreate()
    a = host.MemAlloc(64, s1, 0)
    b = host.MemAlloc(64, s1, 0)
    host.Memset32(a, 7, 16, s1)
    host.Memcpy(b, a, 64, s1)  # after the memset on the same stream
    ev = host.EventCreate()
    host.EventRecord(ev, s1)
    host.Memset32(a, 9, 16, s1)  # after the event
    c = host.MemAlloc(64, s2, 0)
    ctypes.memset(c, 0, 64)
    host.StreamWaitEvent(s2, ev)
    host.Memcpy(c, b, 64, s2)  # sees b = 7 once s1 reached the event
    host.EventDestroy(ev)
    assert list(read(c, 16, "i")) == [0] * 16  # nothing ran yet
    host.StreamSynchronize(s2)
    assert list(read(c, 16, "i")) == [7] * 16
    assert list(read(a, 16, "i")) == [7] * 16  # s1's work after the event still queued
    host.StreamDestroy(s1)  # does not wait (cuStreamDestroy): the work is still queued
    assert list(read(a, 16, "i")) == [7] * 16
    dev.synchronize()
    assert list(read(a, 16, "i")) == [9] * 16
    host.StreamDestroy(s2)
    for p in (a, b, c):
        host.MemFree(p, 0)
    assert dev.leaks() == [] and not dev.failures
    dev.close()


def test_event_synchronize_runs_up_to_the_record():
    dev = CpuDevice(schedule="deferred")
    host = Host(dev)
    s = host.StreamCreate()
    a = host.MemAlloc(16, s, 0)
    host.Memset32(a, 1, 4, s)
    ev = host.EventCreate()
    host.EventRecord(ev, s)
    host.Memset32(a, 2, 4, s)
    host.EventSynchronize(ev)
    assert list(read(a, 4, "i")) == [1] * 4
    host.StreamSynchronize(s)
    assert list(read(a, 4, "i")) == [2] * 4
    host.EventDestroy(ev)
    host.StreamDestroy(s)
    host.MemFree(a, 0)
    dev.close()


@pytest.mark.parametrize("schedule", ["eager", "deferred"])
def test_eager_and_deferred_differ_for_a_missing_wait(blobs, schedule):
    dev = CpuDevice(schedule=schedule)
    host = Host(dev)
    s = host.StreamCreate()
    n = 4096
    a, b, c, m = _vadd(host, blobs, n, stream=s)
    early = read(c, n)  # no synchronize: wrong on a GPU, and in deferred mode
    host.StreamSynchronize(s)
    late = read(c, n)
    want = array("f", (1.5 * i for i in range(n)))
    assert late == want
    assert (early == want) == (schedule == "eager")
    host.ModuleUnload(m)
    host.StreamDestroy(s)
    dev.close()


def test_unload_waits_for_queued_launches(blobs):
    dev = CpuDevice(schedule="deferred")
    host = Host(dev)
    s = host.StreamCreate()
    n = 512
    a, b, c, m = _vadd(host, blobs, n, stream=s)
    host.ModuleUnload(m)  # the launch is still queued
    assert dev.leaks() == ["1 stream", "3 allocations (6144 bytes)"]
    host.StreamSynchronize(s)
    assert read(c, n) == array("f", (1.5 * i for i in range(n)))
    assert not dev.failures
    host.StreamDestroy(s)
    dev.close()


def test_leaks_reports_what_is_alive(blobs):
    dev = CpuDevice()
    host = Host(dev)
    host.StreamCreate()
    host.StreamCreate()
    host.EventCreate()
    host.load(blobs["vadd"])
    host.MemAlloc(100, 0, 0)
    assert dev.leaks() == ["2 streams", "1 event", "1 module", "1 allocation (100 bytes)"]
    dev.close()



def _sited(dev: CpuDevice, name: str, site: str):
    """The C function of dev.sited(name, site), with the ABI signature of `name`."""
    e = abi.BY_NAME[name]
    proto = ctypes.CFUNCTYPE(CTYPES[e.result], *(CTYPES[t] for t, _ in e.params))
    return proto(dev.sited(name, site))


def test_leaks_are_grouped_by_creation_site(blobs):
    dev = CpuDevice()
    host = Host(dev)
    at_a = _sited(dev, "mgpuStreamCreate", "a.mlir:3:5 (mgpuStreamCreate in @main)")
    at_b = _sited(dev, "mgpuStreamCreate", "a.mlir:9:5 (mgpuStreamCreate in @f)")
    alloc = _sited(dev, "mgpuMemAlloc", "a.mlir:4:7 (mgpuMemAlloc in @main)")
    load = _sited(dev, "mgpuModuleLoad", "a.mlir:6:1 (mgpuModuleLoad in @main)")
    s1, s2, s3 = at_a(), at_b(), at_a()
    host.StreamCreate()  # no site
    p1, p2 = alloc(100, 0, 0), alloc(28, 0, 0)
    host.MemAlloc(8, 0, 0)
    blob = ctypes.create_string_buffer(blobs["vadd"], len(blobs["vadd"]))
    m = load(blob, len(blobs["vadd"]))
    assert p1 and p2 and m and s1 != s2 != s3 and not dev.failures
    assert dev.leaks() == [
        "2 streams, created at a.mlir:3:5 (mgpuStreamCreate in @main)",
        "1 stream, created at a.mlir:9:5 (mgpuStreamCreate in @f)",
        "1 stream",
        "1 module, created at a.mlir:6:1 (mgpuModuleLoad in @main)",
        "2 allocations (128 bytes), created at a.mlir:4:7 (mgpuMemAlloc in @main)",
        "1 allocation (8 bytes)"]
    host.StreamDestroy(s1)
    host.MemFree(p2, 0)
    host.ModuleUnload(m)
    assert dev.leaks() == [  # in creation order: s2 before s3
        "1 stream, created at a.mlir:9:5 (mgpuStreamCreate in @f)",
        "1 stream, created at a.mlir:3:5 (mgpuStreamCreate in @main)",
        "1 stream",
        "1 allocation (100 bytes), created at a.mlir:4:7 (mgpuMemAlloc in @main)",
        "1 allocation (8 bytes)"]
    with pytest.raises(ValueError, match="creates no resource"):
        dev.sited("mgpuStreamDestroy", "x")
    dev.close()


def test_check_bounds_allocations_end_at_a_guard_page():
    import mmap
    dev = CpuDevice(check_bounds=True)
    host = Host(dev)
    assert dev.check_bounds
    for size in (1, 16, 100, 128, 4096, 5000):
        p = host.MemAlloc(size, 0, 1)  # host_shared the same
        padded = (size + 15) // 16 * 16
        assert p % 16 == 0 and (p + padded) % mmap.PAGESIZE == 0, (size, hex(p))
        assert ctypes.string_at(p, padded) == bytes(padded)  # fresh pages: zeroed
        ctypes.memset(p, 0xAB, padded)
    host.MemFree(p, 0)
    assert dev.leaks() == ["5 allocations (4341 bytes)"]
    dev.close()
    assert dev.leaks() == []


def test_guard_memory_switches_before_the_first_allocation():
    dev = CpuDevice()
    host = Host(dev)
    dev.guard_memory()
    p = host.MemAlloc(32, 0, 0)
    assert (p + 32) % 4096 == 0 and dev.check_bounds
    dev.close()
    dev = CpuDevice()
    host = Host(dev)
    host.MemAlloc(32, 0, 0)
    with pytest.raises(ValueError, match="after device memory was allocated"):
        dev.guard_memory()
    dev.close()

def test_module_cache_compiles_a_blob_once(blobs):
    import time
    cpu_kernel.clear_memory_cache()
    dev = CpuDevice()
    host = Host(dev)
    before = dict(cpu_kernel.STATS)
    t0 = time.perf_counter()
    m1 = host.load(blobs["coords"])
    t1 = time.perf_counter()
    m2 = host.load(blobs["coords"])
    t2 = time.perf_counter()
    assert m1 != m2 and not dev.failures
    first = cpu_kernel.STATS["compiles"] + cpu_kernel.STATS["disk_hits"]
    assert first == before["compiles"] + before["disk_hits"] + 1
    assert cpu_kernel.STATS["memory_hits"] == before["memory_hits"] + 1
    print(f"first load {1e3 * (t1 - t0):.1f} ms, second {1e3 * (t2 - t1):.3f} ms")
    host.ModuleUnload(m1)
    host.ModuleUnload(m2)
    assert dev.leaks() == []
    dev.close()


def test_failures_name_the_call_and_the_cuda_error(blobs):
    dev = CpuDevice()
    host = Host(dev)
    ptx = ctypes.create_string_buffer(b".version 8.0\n")
    assert host.ModuleLoadJIT(ptx, 2) == 0
    assert dev.failure.message.startswith("mgpuModuleLoadJIT failed: CUDA_ERROR_NOT_SUPPORTED")
    assert host.load(b"\x7fELF not a module") == 0
    assert "mgpuModuleLoad failed: CUDA_ERROR_INVALID_IMAGE" in dev.failures[1].message
    m = host.load(blobs["vadd"])
    assert host.function(m, "nope") == 0
    assert "CUDA_ERROR_NOT_FOUND" in dev.failures[2].message
    f = host.function(m, "vadd")
    host.launch(f, (1, 1, 1), (2048, 1, 1), [])
    assert dev.failures[3].message.startswith("mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE")
    host.StreamSynchronize(12345)
    assert "CUDA_ERROR_INVALID_HANDLE" in dev.failures[4].message
    with pytest.raises(Exception, match="mgpuModuleLoadJIT failed"):
        dev.check()
    dev.close()


HOST_IR = """
declare ptr @mgpuStreamCreate()
declare ptr @mgpuMemAlloc(i64, ptr, i8)
declare void @mgpuMemset32(ptr, i32, i64, ptr)
declare void @mgpuMemset16(ptr, i16, i64, ptr)
declare void @mgpuStreamSynchronize(ptr)
declare void @mgpuStreamDestroy(ptr)
declare void @mgpuMemFree(ptr, ptr)
define i32 @host() {
  %s = call ptr @mgpuStreamCreate()
  %p = call ptr @mgpuMemAlloc(i64 16, ptr %s, i8 1)
  call void @mgpuMemset32(ptr %p, i32 -1, i64 4, ptr %s)
  call void @mgpuMemset16(ptr %p, i16 7, i64 1, ptr %s)
  call void @mgpuStreamSynchronize(ptr %s)
  %v = load i32, ptr %p
  call void @mgpuMemFree(ptr %p, ptr %s)
  call void @mgpuStreamDestroy(ptr %s)
  ret i32 %v
}
"""


@pytest.mark.parametrize("schedule", ["eager", "deferred"])
def test_jit_compiled_host_code_calls_the_symbols(schedule):
    from llvmlite import binding as llvm
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    dev = CpuDevice(schedule=schedule)
    for name, addr in dev.symbols().items():
        llvm.add_symbol(name, addr)
    mod = llvm.parse_assembly(HOST_IR)
    tm = llvm.Target.from_default_triple().create_target_machine()
    engine = llvm.create_mcjit_compiler(mod, tm)
    engine.finalize_object()
    host = ctypes.CFUNCTYPE(ctypes.c_int32)(engine.get_function_address("host"))
    assert host() == ctypes.c_int32(0xFFFF0007).value
    assert dev.leaks() == [] and not dev.failures
    dev.close()


def test_failures_are_written_when_they_happen(capsys):
    dev = CpuDevice()
    Host(dev).StreamDestroy(0x77)
    assert capsys.readouterr().err == ("error: mgpuStreamDestroy failed: "
                                       "CUDA_ERROR_INVALID_HANDLE (no stream 0x77)\n")
    quiet = CpuDevice(report=None)
    Host(quiet).StreamDestroy(0x77)
    assert capsys.readouterr().err == "" and len(quiet.failures) == 1
    dev.close()
    quiet.close()


def test_module_load_reads_exactly_size_bytes(blobs):
    # the host global holds the object's bytes, and mgpuModuleLoad's size counts them: bytes
    # past it are not read
    raw = blobs["vadd"] + b"\xff" * 8
    buf = ctypes.create_string_buffer(raw, len(raw))
    dev = CpuDevice()
    host = Host(dev)
    m = host.ModuleLoad(buf, len(blobs["vadd"]))
    assert m and host.function(m, "vadd") and not dev.failures
    dev.close()


def _two_stream_race(dev: CpuDevice) -> tuple[int, list]:
    """Two streams memset one allocation (1 then 2, unordered), the host waits for both;
    returns the value left and the device's failures."""
    host = Host(dev)
    s1, s2 = host.StreamCreate(), host.StreamCreate()
    a = host.MemAlloc(16, 0, 0)
    host.Memset32(a, 1, 4, s1)
    host.Memset32(a, 2, 4, s2)
    dev.synchronize()
    value = read(a, 1, "i")[0]
    for s in (s1, s2):
        host.StreamDestroy(s)
    host.MemFree(a, 0)
    dev.close()
    return value, dev.failures


def test_random_schedule_same_seed_same_order_and_both_orders_happen():
    results = {seed: _two_stream_race(CpuDevice(schedule="random", seed=seed))[0]
               for seed in range(1, 13)}
    assert set(results.values()) == {1, 2}  # either stream may finish last
    assert all(_two_stream_race(CpuDevice(schedule="random", seed=s))[0] == v
               for s, v in list(results.items())[:4])
    assert _two_stream_race(CpuDevice(schedule="deferred"))[0] == 2  # creation order
    dev = CpuDevice(schedule="random")
    assert dev.seed > 0


def test_random_schedule_keeps_fifo_and_event_order():
    for seed in range(1, 16):
        dev = CpuDevice(schedule="random", seed=seed)
        host = Host(dev)
        s1, s2, s3 = host.StreamCreate(), host.StreamCreate(), host.StreamCreate()
        a = host.MemAlloc(16, 0, 0)
        b = host.MemAlloc(16, 0, 0)
        host.Memset32(a, 5, 4, s1)
        host.Memset32(a, 6, 4, s1)  # FIFO: 6 wins on s1
        ev = host.EventCreate()
        host.EventRecord(ev, s1)
        host.Memset32(b, 9, 4, s3)  # unrelated work, run at random
        host.StreamWaitEvent(s2, ev)
        host.Memcpy(b, a, 16, s2)  # after the event: sees 6
        host.StreamSynchronize(s2)
        assert list(read(b, 4, "i")) in ([6] * 4, [9] * 4)
        host.StreamSynchronize(s3)
        host.StreamSynchronize(s2)
        for s in (s1, s2, s3):
            host.StreamDestroy(s)
        host.EventDestroy(ev)
        host.MemFree(a, 0)
        host.MemFree(b, 0)
        assert not dev.failures
        dev.close()


def test_random_schedule_forced_point_runs_what_it_needs():
    dev = CpuDevice(schedule="random", seed=3)
    host = Host(dev)
    s1, s2 = host.StreamCreate(), host.StreamCreate()
    a = host.MemAlloc(16, 0, 0)
    host.Memset32(a, 4, 4, s1)
    ev = host.EventCreate()
    host.EventRecord(ev, s1)
    host.StreamWaitEvent(s2, ev)
    host.EventSynchronize(ev)  # forced: the memset has run
    assert list(read(a, 4, "i")) == [4] * 4
    host.StreamDestroy(s1)
    host.StreamDestroy(s2)
    host.EventDestroy(ev)
    host.MemFree(a, 0)
    dev.close()
    assert not dev.failures


def test_check_races_reports_unordered_streams_once_with_sites(capsys):
    value, failures = _two_stream_race(CpuDevice(schedule="eager", check_races=True))
    assert value == 2
    assert len(failures) == 1
    text = failures[0].message
    assert text.startswith("race on the 16-byte device allocation at 0x")
    assert text.endswith(": a write by mgpuMemset32 is not ordered with a write by mgpuMemset32")
    assert capsys.readouterr().err.count("error: race on") == 1


def test_check_races_is_silent_when_events_order_the_streams():
    dev = CpuDevice(schedule="random", seed=1, check_races=True)
    host = Host(dev)
    s1, s2 = host.StreamCreate(), host.StreamCreate()
    a = host.MemAlloc(16, 0, 0)
    host.Memset32(a, 1, 4, s1)
    ev = host.EventCreate()
    host.EventRecord(ev, s1)
    host.StreamWaitEvent(s2, ev)
    host.Memset32(a, 2, 4, s2)
    h = (ctypes.c_int32 * 4)()
    host.Memcpy(ctypes.addressof(h), a, 16, s2)
    host.StreamSynchronize(s2)
    dev.host_access(ctypes.addressof(h), 16, False, "printMemrefI32")
    assert list(h) == [2] * 4
    for s in (s1, s2):
        host.StreamDestroy(s)
    host.EventDestroy(ev)
    host.MemFree(a, 0)
    dev.close()
    assert dev.failures == []


def test_check_races_host_read_before_the_wait_and_the_end(capsys):
    dev = CpuDevice(schedule="deferred", check_races=True, report=None)
    host = Host(dev)
    s = host.StreamCreate()
    a = host.MemAlloc(16, 0, 0)
    h = (ctypes.c_int32 * 4)()
    site = "f.mlir:7:3 (mgpuMemcpy in @main)"
    copy = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64,
                            ctypes.c_void_p)(dev.sited("mgpuMemcpy", site))
    copy(ctypes.addressof(h), a, 16, s)
    dev.host_access(ctypes.addressof(h) + 4, 4, False, "printMemrefI32")
    host.StreamDestroy(s)
    host.MemFree(a, 0)  # waits for the device: the copy is ordered before the end now
    dev.close()
    where = f"16 bytes of host memory at 0x{ctypes.addressof(h):x}"
    assert [f.message for f in dev.failures] == [
        f"race on {where}: a read by the host (printMemrefI32) is not ordered with a write "
        "by mgpuMemcpy at f.mlir:7:3"]
