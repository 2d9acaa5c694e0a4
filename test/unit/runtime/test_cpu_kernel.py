"""gpuopt/runtime/cpu_kernel.py: NVVM kernel modules retargeted to the host and compiled once;
kernels written as LLVM IR text (ptx_kernel, dynamic shared memory, device functions, workgroup
globals behind constant expressions) and by gpuopt's own pipeline, run through the CPU device."""
import ctypes
import os
import re
import shutil
import subprocess
import sys
from array import array
from pathlib import Path

import pytest
from cpu_helpers import Host, floats, kernel_blob, memref_args, read

from gpuopt.runtime import cpu_kernel
from gpuopt.runtime.cpu import CpuDevice

SREGS = "".join(f"declare i32 @llvm.nvvm.read.ptx.sreg.{r}.{d}()\n"
                for r in ("tid", "ntid", "ctaid", "nctaid") for d in "xyz")

# out[ctaid.x * ntid.x + t] = 1000 * ctaid.x + (ntid.x - 1 - t): reversed through dynamic
# shared memory, with a device function reading the thread id
REVERSE = f"""
target triple = "nvptx64-nvidia-cuda"
@dyn = external addrspace(3) global [0 x i8], align 16
{SREGS}
declare void @llvm.nvvm.barrier0()
define i32 @my_tid() {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  ret i32 %t
}}
define ptx_kernel void @rev(ptr addrspace(1) %out) {{
  %t = call i32 @my_tid()
  %n = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %v0 = mul i32 %b, 1000
  %v = add i32 %v0, %t
  %p = getelementptr i32, ptr addrspace(3) @dyn, i32 %t
  store i32 %v, ptr addrspace(3) %p
  call void @llvm.nvvm.barrier0()
  %n1 = sub i32 %n, 1
  %r = sub i32 %n1, %t
  %q = getelementptr i32, ptr addrspace(3) @dyn, i32 %r
  %x = load i32, ptr addrspace(3) %q
  %base = mul i32 %b, %n
  %i = add i32 %base, %t
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %i
  store i32 %x, ptr addrspace(1) %o
  ret void
}}
"""

# A value per thread carried across barriers in a loop: acc = tid, then 3 times
# acc += sh[(tid + 1) % n] with the array refreshed between barriers.
CARRY = """
    gpu.func @carry(%out: memref<?xi32>)
        workgroup(%sh : memref<64xi32, #gpu.address_space<workgroup>>) kernel {
      %tx = gpu.thread_id x
      %n = gpu.block_dim x
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %t = arith.index_cast %tx : index to i32
      %r = scf.for %k = %c0 to %c3 step %c1 iter_args(%acc = %t) -> (i32) {
        memref.store %acc, %sh[%tx] : memref<64xi32, #gpu.address_space<workgroup>>
        gpu.barrier
        %j0 = arith.addi %tx, %c1 : index
        %j = arith.remui %j0, %n : index
        %y = memref.load %sh[%j] : memref<64xi32, #gpu.address_space<workgroup>>
        %s = arith.addi %acc, %y : i32
        gpu.barrier
        scf.yield %s : i32
      }
      memref.store %r, %out[%tx] : memref<?xi32>
      gpu.return
    }
"""


@pytest.fixture(autouse=True)
def cache_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("GPUOPT_CACHE_DIR", str(tmp_path / "cache"))
    return tmp_path / "cache"


def test_ir_text_with_ptx_kernel_dynamic_shared_memory_and_a_device_function():
    dev = CpuDevice()
    host = Host(dev)
    m = host.load(REVERSE.encode())
    f = host.function(m, "rev")
    out = host.MemAlloc(4 * 96, 0, 0)
    host.launch(f, (3, 1, 1), (32, 1, 1), [ctypes.c_void_p(out)], smem=32 * 4)
    dev.check()
    want = [1000 * b + 31 - t for b in range(3) for t in range(32)]
    assert list(read(out, 96, "i")) == want
    dev.close()


def test_values_carried_across_barriers_stay_per_thread():
    blob = kernel_blob(CARRY)
    assert cpu_kernel.compile_blob(blob).kernels["carry"].fissioned
    dev = CpuDevice()
    host = Host(dev)
    n = 64
    out = host.MemAlloc(4 * n, 0, 0)
    host.launch(host.function(host.load(blob), "carry"), (1, 1, 1), (n, 1, 1),
                memref_args(out, n))
    acc = list(range(n))
    for _ in range(3):
        acc = [acc[t] + acc[(t + 1) % n] for t in range(n)]
    assert list(read(out, n, "i")) == acc
    dev.close()


def test_kernels_found_and_barrier_kernels_fissioned():
    from test_cpu import BLOCK_SUM, VADD
    both = kernel_blob(VADD + BLOCK_SUM)
    cm = cpu_kernel.compile_blob(both)
    assert sorted(cm.kernels) == ["bsum", "vadd"]
    assert not cm.kernels["vadd"].fissioned and cm.kernels["bsum"].fissioned
    assert cm.kernels["vadd"].arg_sizes == [8, 8, 8, 8, 8] * 3 + [8]


def test_mangled_bitcode_is_refused():
    """Bitcode bytes written as UTF-8 text (what gpu-to-llvm embedded before its objects held
    bytes) are no module: a KernelError, not a crash."""
    from test_cpu import VADD
    mangled = kernel_blob(VADD).decode("latin-1").encode("utf-8")
    with pytest.raises(cpu_kernel.KernelError):
        cpu_kernel.compile_blob(mangled)


def test_disk_cache_skips_the_compiler(cache_dir):
    from test_cpu import GRID2D
    blob = kernel_blob(GRID2D.replace("1000", "1001"))  # a blob no other test compiled
    before = dict(cpu_kernel.STATS)
    cold = cpu_kernel.compile_blob(blob)
    assert cpu_kernel.STATS["compiles"] == before["compiles"] + 1 and not cold.from_disk
    assert list(cache_dir.rglob("*.kernel"))
    cpu_kernel.clear_memory_cache()
    warm = cpu_kernel.compile_blob(blob)
    assert warm.from_disk and cpu_kernel.STATS["compiles"] == before["compiles"] + 1
    assert warm.kernels["coords"].arg_sizes == cold.kernels["coords"].arg_sizes
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(4 * 16, 0, 0)
    host.launch(host.function(host.load(blob), "coords"), (1, 1, 1), (4, 4, 1),
                memref_args(out, 16) + [ctypes.c_int64(4)])
    assert list(read(out, 16, "i")) == [x + 1001 * y + 1001 for y in range(4) for x in range(4)]
    dev.close()


@pytest.mark.parametrize("text,code,words", [
    (b"\x7fELF\x02\x01", "CUDA_ERROR_INVALID_IMAGE", "is a CUDA cubin (ELF); the cpu device "
     "runs LLVM bitcode: lower the kernels with --gpu-lower-to-nvvm-pipeline="
     "\"cubin-format=llvm\""),
    (b"\x50\xed\x55\xba\x01\x00\x10\x00", "CUDA_ERROR_INVALID_IMAGE", "is a CUDA fatbin;"),
    (b"\xbe\xef\x00\x01", "CUDA_ERROR_INVALID_IMAGE", "neither LLVM bitcode nor LLVM IR "
     "(binary data); the cpu device runs LLVM bitcode"),
    (b".version 8.0\n.target sm_80\n", "CUDA_ERROR_INVALID_IMAGE", "is PTX;"),
    (b"define void @f() {\n  ret void\n}\n", "CUDA_ERROR_NOT_FOUND", "no kernel"),
    (f"{SREGS}declare i32 @llvm.nvvm.match.any.sync.i32(i32, i32)\n"
     "define ptx_kernel void @k(ptr %p) {\n"
     "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
     "  %b = call i32 @llvm.nvvm.match.any.sync.i32(i32 -1, i32 %t)\n"
     "  store i32 %b, ptr %p\n  ret void\n}\n".encode(), "CUDA_ERROR_NOT_SUPPORTED",
     "llvm.nvvm.match.any.sync.i32"),
])
def test_modules_the_cpu_cannot_run_are_refused(text, code, words):
    with pytest.raises(cpu_kernel.KernelError, match=re.escape(words)) as err:
        cpu_kernel.compile_blob(text)
    assert err.value.code == code


def test_uniform_slots():
    body = """bb0:
  %i = add i32 %__ctaid.x, 0
  store i32 %i, ptr %u.reg2mem
  %t = add i32 %__tid.x, 0
  store i32 %t, ptr %v.reg2mem
  %c = icmp eq i32 %t, 0
  br i1 %c, label %bb1, label %bb2
bb1:
  store i32 1, ptr %w.reg2mem
  br label %bb2
bb2:
  %l = load i32, ptr %u.reg2mem
  %m = add i32 %l, 1
  store i32 %m, ptr %x.reg2mem
  ret void
"""
    slots = {"u.reg2mem", "v.reg2mem", "w.reg2mem", "x.reg2mem"}
    assert cpu_kernel.uniform_slots(body, slots) == {"u.reg2mem", "x.reg2mem"}


def test_blocks_spread_over_workers_keep_their_own_shared_memory():
    from test_cpu import BLOCK_SUM
    dev = CpuDevice(workers=2)
    host = Host(dev)
    blocks = 2048
    n = 256 * blocks
    a = floats(host, (float(i % 5) for i in range(n)))
    out = host.MemAlloc(4 * blocks, 0, 0)
    host.launch(host.function(host.load(kernel_blob(BLOCK_SUM)), "bsum"), (blocks, 1, 1),
                (256, 1, 1), memref_args(a, n) + memref_args(out, blocks))
    sums = [float(sum(i % 5 for i in range(b * 256, b * 256 + 256))) for b in range(blocks)]
    assert read(out, blocks) == array("f", sums)
    dev.close()


PRINTF = """
    gpu.func @say(%x: f32) kernel {
      %tx = gpu.thread_id x
      %bx = gpu.block_id x
      %t = arith.index_cast %tx : index to i32
      gpu.printf "block %d thread %d: %f\\n" %bx, %t, %x : index, i32, f32
      gpu.return
    }
"""


def test_printf_formats_what_the_kernel_packed(capsys):
    blob = kernel_blob(PRINTF)
    assert cpu_kernel.compile_blob(blob).kernels["say"].prints
    dev = CpuDevice()
    host = Host(dev)
    host.launch(host.function(host.load(blob), "say"), (2, 1, 1), (2, 1, 1),
                [ctypes.c_float(1.5)])
    dev.check()
    assert capsys.readouterr().out == "".join(
        f"block {b} thread {t}: 1.500000\n" for b in range(2) for t in range(2))
    dev.close()


# vprintf as an optimizing compiler leaves it (mlir-opt-19's kernels, built at -O3): its pointer
# arguments carry attributes (`ptr nonnull`), the argument buffer is a literal struct type
OPTIMIZED_PRINTF = f"""
target triple = "nvptx64-nvidia-cuda"
@fmt = internal constant [19 x i8] c"thread %d of %lld\\0A\\00"
declare i32 @vprintf(ptr, ptr) local_unnamed_addr
{SREGS}
define ptx_kernel void @say() local_unnamed_addr {{
  %t = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %n = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %w = zext i32 %n to i64
  %a = alloca {{ i32, i64 }}, align 8
  store i32 %t, ptr %a, align 8
  %p = getelementptr inbounds i8, ptr %a, i64 8
  store i64 %w, ptr %p, align 8
  %r = call i32 @vprintf(ptr nonnull @fmt, ptr nonnull %a)
  ret void
}}
"""


def test_printf_of_an_optimized_kernel(capsys):
    dev = CpuDevice()
    host = Host(dev)
    host.launch(host.function(host.load(OPTIMIZED_PRINTF.encode()), "say"), (1, 1, 1),
                (3, 1, 1), [])
    dev.check()
    assert capsys.readouterr().out == "".join(f"thread {t} of 3\n" for t in range(3))
    dev.close()


def test_format_printf_conversions():
    import struct
    buf = ctypes.create_string_buffer(struct.pack("<qi4xd", -5, 300, 2.25), 24)
    got = cpu_kernel.format_printf(b"%ld|%5u|%.1f|%%|%x\n", ctypes.addressof(buf),
                                   b"i8@0 i4@8 f8@16")
    assert got == "-5|  300|2.2|%|0\n"


REDUX = f"""
target triple = "nvptx64-nvidia-cuda"
{SREGS}
declare i32 @llvm.nvvm.redux.sync.add(i32, i32)
declare i32 @llvm.nvvm.redux.sync.umax(i32, i32)
declare void @llvm.nvvm.bar.warp.sync(i32)
define ptx_kernel void @red(ptr %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %s = call i32 @llvm.nvvm.redux.sync.add(i32 %t, i32 -1)
  call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %m = call i32 @llvm.nvvm.redux.sync.umax(i32 %t, i32 -1)
  %v = add i32 %s, %m
  %p = getelementptr i32, ptr %out, i32 %t
  store i32 %v, ptr %p
  ret void
}}
"""


def test_warp_reductions_redux_sync_over_a_partial_warp():
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(4 * 40, 0, 0)
    host.launch(host.function(host.load(REDUX.encode()), "red"), (1, 1, 1), (40, 1, 1),
                [ctypes.c_void_p(out)])
    dev.check()
    want = [sum(range(32)) + 31] * 32 + [sum(range(32, 40)) + 39] * 8
    assert list(read(out, 40, "i")) == want
    dev.close()


DIVERGENT = f"""
{SREGS}
declare void @llvm.nvvm.barrier0()
define ptx_kernel void @half(ptr %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %sync, label %done
sync:
  call void @llvm.nvvm.barrier0()
  br label %done
done:
  ret void
}}
"""


def test_a_barrier_only_some_threads_reach_is_reported():
    dev = CpuDevice()
    host = Host(dev)
    host.launch(host.function(host.load(DIVERGENT.encode()), "half"), (1, 1, 1), (32, 1, 1),
                [ctypes.c_void_p(0)])
    assert dev.failure.message.startswith(
        "mgpuLaunchKernel failed: CUDA_ERROR_ILLEGAL_INSTRUCTION (kernel 'half': the threads")
    dev.close()


MATH = """
    gpu.func @m(%a: memref<?xf32>, %b: memref<?xf64>) kernel {
      %tx = gpu.thread_id x
      %x = memref.load %a[%tx] : memref<?xf32>
      %e = math.exp %x : f32
      %s = math.sqrt %e : f32
      memref.store %s, %a[%tx] : memref<?xf32>
      %y = memref.load %b[%tx] : memref<?xf64>
      %c = math.cos %y : f64
      memref.store %c, %b[%tx] : memref<?xf64>
      gpu.return
    }
"""


def test_libdevice_math_runs_on_the_c_library():
    import math
    blob = kernel_blob(MATH)
    dev = CpuDevice()
    host = Host(dev)
    a = floats(host, [0.0, 1.0, 2.0, 3.0])
    b = host.MemAlloc(32, 0, 0)
    ctypes.memmove(b, array("d", [0.0, 1.0, 2.0, 3.0]).buffer_info()[0], 32)
    host.launch(host.function(host.load(blob), "m"), (1, 1, 1), (4, 1, 1),
                memref_args(a, 4) + memref_args(b, 4))
    dev.check()
    assert list(read(a, 4)) == pytest.approx([math.exp(x / 2) for x in range(4)], rel=1e-6)
    assert list(read(b, 4, "d")) == [math.cos(x) for x in range(4)]
    dev.close()


def test_debug_info_and_old_style_annotations_are_accepted():
    text = f"""
{SREGS}
declare void @llvm.nvvm.barrier0()
define void @k(ptr %out) !dbg !5 {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !8
  call void @llvm.nvvm.barrier0(), !dbg !8
  %p = getelementptr i32, ptr %out, i32 %t, !dbg !8
  store i32 %t, ptr %p, align 4, !dbg !8
  ret void, !dbg !8
}}
!llvm.dbg.cu = !{{!0}}
!llvm.module.flags = !{{!3}}
!nvvm.annotations = !{{!4, !9}}
!0 = distinct !DICompileUnit(language: DW_LANG_C, file: !1, producer: "t", isOptimized: false,
  runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.mlir", directory: "/")
!3 = !{{i32 2, !"Debug Info Version", i32 3}}
!4 = !{{ptr @k, !"kernel", i32 1}}
!9 = !{{ptr @k, !"maxntidx", i32 64}}
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, type: !6, scopeLine: 1,
  spFlags: DISPFlagDefinition, unit: !0)
!6 = !DISubroutineType(types: !7)
!7 = !{{}}
!8 = !DILocation(line: 2, column: 3, scope: !5)
""".replace("runtimeVersion: 0, emissionKind", "runtimeVersion: 0,  emissionKind").replace(
        ",\n  ", ", ")
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(4 * 8, 0, 0)
    host.launch(host.function(host.load(text.encode()), "k"), (1, 1, 1), (8, 1, 1),
                [ctypes.c_void_p(out)])
    dev.check()
    assert list(read(out, 8, "i")) == list(range(8))
    dev.close()


# private memory and 3-D ids across a barrier: out[linear] = tid.x + 10 tid.y + 100 tid.z + sh
PRIVATE_3D = """
    gpu.func @p(%out: memref<?xi32>)
        workgroup(%sh : memref<1xi32, #gpu.address_space<workgroup>>)
        private(%buf : memref<2xi32, #gpu.address_space<private>>) kernel {
      %tx = gpu.thread_id x
      %ty = gpu.thread_id y
      %tz = gpu.thread_id z
      %nx = gpu.block_dim x
      %ny = gpu.block_dim y
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c10 = arith.constant 10 : index
      %c100 = arith.constant 100 : index
      %a = arith.muli %ty, %c10 : index
      %b = arith.muli %tz, %c100 : index
      %s0 = arith.addi %tx, %a : index
      %s = arith.addi %s0, %b : index
      %v = arith.index_cast %s : index to i32
      memref.store %v, %buf[%c1] : memref<2xi32, #gpu.address_space<private>>
      %last = arith.cmpi eq, %s, %c0 : index
      scf.if %last {
        %k = arith.constant 5000 : i32
        memref.store %k, %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      }
      gpu.barrier
      %w = memref.load %buf[%c1] : memref<2xi32, #gpu.address_space<private>>
      %h = memref.load %sh[%c0] : memref<1xi32, #gpu.address_space<workgroup>>
      %r = arith.addi %w, %h : i32
      %l0 = arith.muli %tz, %ny : index
      %l1 = arith.addi %l0, %ty : index
      %l2 = arith.muli %l1, %nx : index
      %l = arith.addi %l2, %tx : index
      memref.store %r, %out[%l] : memref<?xi32>
      gpu.return
    }
"""


def test_private_memory_and_3d_thread_ids_across_a_barrier():
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(4 * 24, 0, 0)
    host.launch(host.function(host.load(kernel_blob(PRIVATE_3D)), "p"), (1, 1, 1), (4, 3, 2),
                memref_args(out, 24))
    dev.check()
    assert list(read(out, 24, "i")) == [x + 10 * y + 100 * z + 5000 for z in range(2)
                                         for y in range(3) for x in range(4)]
    dev.close()


VOTES = f"""
{SREGS}
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1)
declare i1 @llvm.nvvm.vote.all.sync(i32, i1)
declare i1 @llvm.nvvm.vote.any.sync(i32, i1)
declare i1 @llvm.nvvm.vote.uni.sync(i32, i1)
define ptx_kernel void @v(ptr %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %odd0 = and i32 %t, 1
  %odd = icmp ne i32 %odd0, 0
  %b = call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %odd)
  %big = icmp uge i32 %t, 32
  %all = call i1 @llvm.nvvm.vote.all.sync(i32 -1, i1 %big)
  %is3 = icmp eq i32 %t, 3
  %any = call i1 @llvm.nvvm.vote.any.sync(i32 -1, i1 %is3)
  %uni = call i1 @llvm.nvvm.vote.uni.sync(i32 -1, i1 %odd)
  %a1 = zext i1 %all to i32
  %a2 = zext i1 %any to i32
  %a3 = zext i1 %uni to i32
  %s1 = shl i32 %a2, 1
  %s2 = shl i32 %a3, 2
  %f0 = or i32 %a1, %s1
  %f = or i32 %f0, %s2
  %i = mul i32 %t, 2
  %p = getelementptr i32, ptr %out, i32 %i
  store i32 %b, ptr %p
  %q = getelementptr i32, ptr %p, i32 1
  store i32 %f, ptr %q
  ret void
}}
"""


def test_warp_votes():
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(4 * 128, 0, 0)
    host.launch(host.function(host.load(VOTES.encode()), "v"), (1, 1, 1), (64, 1, 1),
                [ctypes.c_void_p(out)])
    dev.check()
    got = read(out, 128, "I")
    assert set(got[0::2]) == {0xAAAAAAAA}
    assert list(got[1::2]) == [0b010] * 32 + [0b001] * 32
    dev.close()


# Warp-step rounds: lanes t < 8 of each warp shuffle (bfly 1, then 2, clamp 7: among those 8
# lanes) under a thread-dependent condition; the other lanes skip; then a barrier all reach.
# out[t] = the sum over lane t's group of 4 (t & ~3 .. +3) for lanes < 8 of a warp, else -t.
PARTIAL_SHFL = f"""
{SREGS}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
declare void @llvm.nvvm.barrier0()
define ptx_kernel void @part(ptr addrspace(1) %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %lane = and i32 %t, 31
  %c = icmp ult i32 %lane, 8
  br i1 %c, label %sh, label %skip
sh:
  %a = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 255, i32 %t, i32 1, i32 7)
  %s1 = add i32 %t, %a
  %b = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 255, i32 %s1, i32 2, i32 7)
  %s2 = add i32 %s1, %b
  br label %join
skip:
  %neg = sub i32 0, %t
  br label %join
join:
  %v = phi i32 [ %s2, %sh ], [ %neg, %skip ]
  call void @llvm.nvvm.barrier0()
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}}
"""

# Lanes of one warp at two different shuffles in the same round: reported, not guessed.
TWO_SHUFFLES = f"""
{SREGS}
declare i32 @llvm.nvvm.shfl.sync.bfly.i32(i32, i32, i32, i32)
define ptx_kernel void @two(ptr addrspace(1) %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %c = icmp ult i32 %t, 16
  br i1 %c, label %lo, label %hi
lo:
  %a = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 65535, i32 %t, i32 1, i32 31)
  br label %done
hi:
  %b = call i32 @llvm.nvvm.shfl.sync.bfly.i32(i32 -65536, i32 %t, i32 1, i32 31)
  br label %done
done:
  %v = phi i32 [ %a, %lo ], [ %b, %hi ]
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %v, ptr addrspace(1) %o
  ret void
}}
"""


@pytest.mark.parametrize("n", [64, 40, 5])
def test_shuffles_under_a_thread_dependent_condition_run_per_warp(n):
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(4 * n, 0, 0)
    host.launch(host.function(host.load(PARTIAL_SHFL.encode()), "part"), (1, 1, 1), (n, 1, 1),
                [ctypes.c_void_p(out)])
    dev.check()
    want = []
    for t in range(n):
        g = [u for u in range(t & ~3, (t & ~3) + 4) if u < n]
        # a source lane past the block is out of range: the lane's own value is read instead
        s1 = {u: u + (u ^ 1 if (u ^ 1) < n else u) for u in g}
        want.append(s1[t] + (s1[t ^ 2] if (t ^ 2) in s1 else s1[t]) if t % 32 < 8 else -t)
    assert list(read(out, n, "i")) == want
    dev.close()


def test_lanes_of_a_warp_at_two_shuffles_are_reported():
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(4 * 32, 0, 0)
    host.launch(host.function(host.load(TWO_SHUFFLES.encode()), "two"), (1, 1, 1), (32, 1, 1),
                [ctypes.c_void_p(out)])
    assert dev.failure.message.startswith(
        "mgpuLaunchKernel failed: CUDA_ERROR_ILLEGAL_INSTRUCTION (kernel 'two': the threads")
    dev.close()


# Guarded kernels (`if (cond) {...}` in the entry block), launched so that some rows of
# threads meet the guard everywhere (the taken copy runs) and some only in part (the kernel
# itself runs): out[i] = in[i] * 2 where i = ctaid.x * ntid.x + tid.x < n (a load in the
# guard's entry block, a phi in the join block with the entry block as a predecessor), and a
# kernel whose entry block stores, which is never versioned.
GUARDED = f"""
target triple = "nvptx64-nvidia-cuda"
{SREGS}
define ptx_kernel void @twice(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %np,
                              ptr addrspace(1) %count) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %b = call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %d = call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %base = mul i32 %b, %d
  %i = add i32 %base, %t
  %n = load i32, ptr addrspace(1) %np
  %ok = icmp slt i32 %i, %n
  br i1 %ok, label %body, label %join
body:
  %p = getelementptr float, ptr addrspace(1) %in, i32 %i
  %x = load float, ptr addrspace(1) %p
  %y = fmul float %x, 2.0
  %q = getelementptr float, ptr addrspace(1) %out, i32 %i
  store float %y, ptr addrspace(1) %q
  br label %join
join:
  %inc = phi i32 [ 0, %entry ], [ 1, %body ]
  %c = getelementptr i32, ptr addrspace(1) %count, i32 %i
  store i32 %inc, ptr addrspace(1) %c
  ret void
}}
define ptx_kernel void @marks(ptr addrspace(1) %out, i32 %n) {{
entry:
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 -1, ptr addrspace(1) %p
  %ok = icmp ult i32 %t, %n
  br i1 %ok, label %body, label %done
body:
  store i32 %t, ptr addrspace(1) %p
  br label %done
done:
  ret void
}}
"""


def test_guarded_kernels_run_a_taken_copy_on_rows_that_meet_the_guard():
    cm = cpu_kernel.compile_blob(GUARDED.encode())
    assert "@twice.__taken" in cm.extra["ir"]
    assert "@marks.__taken" not in cm.extra["ir"]  # its entry block stores
    dev = CpuDevice()
    host = Host(dev)
    m = host.load(GUARDED.encode())
    n = 100  # blocks of 32 threads: rows 0-2 all in range, row 3 in part (96..99), row 4 none
    inp = floats(host, [float(k) for k in range(160)])
    out = floats(host, [-1.0] * 160)
    count = host.MemAlloc(4 * 160, 0, 0)
    np_ = host.MemAlloc(4, 0, 0)
    n_host = array("i", [n])
    ctypes.memmove(np_, n_host.buffer_info()[0], 4)
    host.launch(host.function(m, "twice"), (5, 1, 1), (32, 1, 1),
                [ctypes.c_void_p(p) for p in (inp, out, np_, count)])
    marks_out = host.MemAlloc(4 * 64, 0, 0)
    host.launch(host.function(m, "marks"), (1, 1, 1), (64, 1, 1),
                [ctypes.c_void_p(marks_out), ctypes.c_int32(40)])
    dev.check()
    assert list(read(out, 160)) == [2.0 * k if k < n else -1.0 for k in range(160)]
    assert list(read(count, 160, "i")) == [int(k < n) for k in range(160)]
    assert list(read(marks_out, 64, "i")) == [t if t < 40 else -1 for t in range(64)]
    dev.close()


def test_leading_type_of_nested_aggregates():
    lead = cpu_kernel._leading_type
    assert lead("[4 x [8 x float]] undef") == "[4 x [8 x float]]"
    assert lead("{ i32, [2 x i64] } zeroinitializer") == "{ i32, [2 x i64] }"
    assert lead("<4 x float> undef") == "<4 x float>"
    assert lead("float 0.0") == "float"


def test_constants_over_workgroup_globals_become_instructions():
    """Constant expressions and aggregates holding a workgroup global's address cannot hold the
    local it becomes: they are built by instructions, innermost first; a phi's incoming value
    and a call's argument are operands, left as they are."""
    body = ("  %a = getelementptr float, ptr getelementptr inbounds (i8, ptr @sh, i64 8), i64 %i\n"
            "  store i32 1, ptr getelementptr inbounds (i8, ptr @sh, i64 8)\n"
            "  store i64 ptrtoint (ptr getelementptr (i8, ptr @sh, i64 4) to i64), ptr %q\n"
            "  %d = insertvalue { ptr, ptr, i64, [1 x i64] } { ptr @sh, ptr getelementptr (i8, "
            "ptr @sh, i64 4), i64 0, [1 x i64] [i64 4] }, i64 %n, 3, 0\n"
            "  %v = phi ptr [ @sh, %bb0 ], [ %x, %bb1 ]\n"
            "  call void @f(ptr @sh, <2 x ptr> <ptr @sh, ptr null>)\n")
    out, defs = cpu_kernel._use_workgroup(body, {"sh": 16})
    assert out.splitlines() == [
        "  %a = getelementptr float, ptr %__wgc.2, i64 %i",
        "  store i32 1, ptr %__wgc.2",
        "  store i64 %__wgc.1, ptr %q",
        "  %d = insertvalue { ptr, ptr, i64, [1 x i64] } %__wgc.3, i64 %n, 3, 0",
        "  %v = phi ptr [ %__wg.sh, %bb0 ], [ %x, %bb1 ]",
        "  call void @f(ptr %__wg.sh, <2 x ptr> %__wgc.4)",
    ]
    desc = "{ ptr, ptr, i64, [1 x i64] }"
    assert defs.splitlines() == [
        "  %__wg.sh = getelementptr inbounds i8, ptr %__shared, i64 16",
        "  %__wgc.0 = getelementptr i8, ptr %__wg.sh, i64 4",
        "  %__wgc.1 = ptrtoint ptr %__wgc.0 to i64",
        "  %__wgc.2 = getelementptr inbounds i8, ptr %__wg.sh, i64 8",
        f"  %__wgc.3.0 = insertvalue {desc} undef, ptr %__wg.sh, 0",
        f"  %__wgc.3.1 = insertvalue {desc} %__wgc.3.0, ptr %__wgc.0, 1",
        f"  %__wgc.3.2 = insertvalue {desc} %__wgc.3.1, i64 0, 2",
        f"  %__wgc.3 = insertvalue {desc} %__wgc.3.2, [1 x i64] [i64 4], 3",
        "  %__wgc.4.0 = insertelement <2 x ptr> undef, ptr %__wg.sh, i32 0",
        "  %__wgc.4 = insertelement <2 x ptr> %__wgc.4.0, ptr null, i32 1",
    ]


# Two workgroup globals, one a 2-D array, and a dynamic buffer reached through constant
# expressions at non-zero offsets (what LLVM folds a view at a constant byte offset into):
# out[t] = 10 t + 1 staged through row 1 of @tile, 100 + t through byte 8 of @dyn.
WORKGROUP = f"""
target triple = "nvptx64-nvidia-cuda"
@tile = internal addrspace(3) global [2 x [8 x i32]] undef, align 4
@flag = internal addrspace(3) global i32 undef, align 4
@dyn = external addrspace(3) global [0 x i8], align 16
{SREGS}
define ptx_kernel void @wg(ptr addrspace(1) %out) {{
  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %v0 = mul i32 %t, 10
  %v = add i32 %v0, 1
  %p = getelementptr [8 x i32], ptr addrspace(3) ROW1, i32 0, i32 %t
  store i32 %v, ptr addrspace(3) %p
  store i32 7, ptr addrspace(3) @flag
  %w = add i32 %t, 100
  %q = getelementptr i32, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @dyn, i64 8), i32 %t
  store i32 %w, ptr addrspace(3) %q
  %x = load i32, ptr addrspace(3) %p
  %y = load i32, ptr addrspace(3) %q
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %t
  store i32 %x, ptr addrspace(1) %o
  %j = add i32 %t, 8
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %j
  store i32 %y, ptr addrspace(1) %o2
  ret void
}}
""".replace("ROW1", "getelementptr inbounds ([2 x [8 x i32]], ptr addrspace(3) @tile, i32 0, "
                    "i32 1)")


def test_workgroup_arrays_of_arrays_and_constant_offsets_run():
    cm = cpu_kernel.compile_blob(WORKGROUP.encode())
    assert not cm.kernels["wg"].fissioned
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(4 * 16, 0, 0)
    host.launch(host.function(host.load(WORKGROUP.encode()), "wg"), (2, 1, 1), (8, 1, 1),
                [ctypes.c_void_p(out)], smem=8 + 4 * 8)
    dev.check()
    assert list(read(out, 16, "i")) == [10 * t + 1 for t in range(8)] + [100 + t
                                                                          for t in range(8)]
    dev.close()


# memref.generic_atomic_rmw (a cmpxchg loop) and a workgroup memref.global with a view of
# dynamic shared memory at byte 16, in one kernel with a barrier: each of the block's threads
# applies x -> 2 x + 1 to g[0] (from 0: 2^n - 1 after n threads, in any order) and stores its
# id in the view; thread 0 writes g[0] and the view's sum.
GENERIC = """
    memref.global "private" @g : G2
    gpu.func @chain(%out: memref<?xi32>) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %c16 = arith.constant 16 : index
      %z = arith.constant 0 : i32
      %one = arith.constant 1 : i32
      %g = memref.get_global @g : G2
      %dyn = gpu.dynamic_shared_memory : DYN
      %n = gpu.block_dim x
      %v = memref.view %dyn[%c16][%n] : DYN to V1
      %tx = gpu.thread_id x
      %first = arith.cmpi eq, %tx, %c0 : index
      scf.if %first {
        memref.store %z, %g[%c1, %c0] : G2
      }
      %t = arith.index_cast %tx : index to i32
      memref.store %t, %v[%tx] : V1
      gpu.barrier
      %old = memref.generic_atomic_rmw %g[%c1, %c0] : G2 {
      ^bb0(%cur: i32):
        %d = arith.shli %cur, %one : i32
        %r = arith.ori %d, %one : i32
        memref.atomic_yield %r : i32
      }
      gpu.barrier
      scf.if %first {
        %x = memref.load %g[%c1, %c0] : G2
        memref.store %x, %out[%c0] : memref<?xi32>
        %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
          %e = memref.load %v[%i] : V1
          %a = arith.addi %acc, %e : i32
          scf.yield %a : i32
        }
        memref.store %s, %out[%c1] : memref<?xi32>
      }
      gpu.return
    }
""".replace("G2", "memref<2x2xi32, #gpu.address_space<workgroup>>").replace(
    "DYN", "memref<?xi8, #gpu.address_space<workgroup>>").replace(
    "V1", "memref<?xi32, #gpu.address_space<workgroup>>")


def test_generic_atomic_rmw_on_a_workgroup_global_with_a_view_at_an_offset():
    blob = kernel_blob(GENERIC)
    assert cpu_kernel.compile_blob(blob).kernels["chain"].fissioned
    dev = CpuDevice()
    host = Host(dev)
    out = host.MemAlloc(8, 0, 0)
    host.launch(host.function(host.load(blob), "chain"), (1, 1, 1), (20, 1, 1),
                memref_args(out, 2), smem=16 + 4 * 20)
    dev.check()
    assert list(read(out, 2, "i")) == [2 ** 20 - 1, sum(range(20))]
    dev.close()


# The kernels of the cpu device's lit programs that the kernel matrix
# (test/unit/test_kernel_matrix.py) does not hold: lowered by mlir-opt-19 and by gpuopt alike
# (expand-strided-metadata and lower-affine first, for the subviews), the same bytes, nothing of
# memref, affine or casts left in the gpu.module; gpuopt's PTX of them accepted by ptxas.
REPO = Path(__file__).resolve().parents[3]
LIT_CPU = REPO / "test" / "lit" / "runtime" / "cpu"
PROGRAMS = ["e2e-subview-arg", "e2e-generic-atomic", "e2e-workgroup-global",
            "e2e-dynamic-shared-offset"]
LOWER = ("builtin.module(convert-scf-to-cf,{attach}gpu.module(expand-strided-metadata),"
         "lower-affine,gpu.module(convert-gpu-to-nvvm{reconcile}){binary})")


def _gpuopt(args):
    return subprocess.run([sys.executable, "-m", "gpuopt", *args], capture_output=True,
                          text=True, timeout=120, env=dict(os.environ, PYTHONPATH=str(REPO)))


@pytest.mark.parametrize("name", PROGRAMS)
def test_program_kernels_lower_as_with_mlir_opt19(mlir_opt19, name):
    args = [str(LIT_CPU / f"{name}.mlir"), "--pass-pipeline=" + LOWER.format(
        attach="", reconcile="", binary=",reconcile-unrealized-casts")]
    ref = subprocess.run([mlir_opt19, *args], capture_output=True, text=True, timeout=120)
    assert ref.returncode == 0, ref.stderr
    kernels = ref.stdout[ref.stdout.index("gpu.module"): ref.stdout.index("func.func")]
    assert not re.search(r"unrealized_conversion_cast|memref\.|affine\.", kernels)
    got = _gpuopt(args)
    assert got.returncode == 0, got.stderr
    assert got.stdout == ref.stdout


@pytest.mark.parametrize("name", PROGRAMS)
def test_program_kernels_ptx_accepted_by_ptxas(name, tmp_path):
    ptxas = shutil.which("ptxas")
    if ptxas is None:
        pytest.skip("ptxas not on PATH (the CUDA toolkit; CI has none)")
    got = _gpuopt([str(LIT_CPU / f"{name}.mlir"), "--pass-pipeline=" + LOWER.format(
        attach="nvvm-attach-target{chip=sm_80},", reconcile=",reconcile-unrealized-casts",
        binary=",gpu-module-to-binary{format=isa}")])
    assert got.returncode == 0, got.stderr
    from test_kernel_matrix import _ptx_of
    ptx = _ptx_of(got.stdout)
    assert ".target sm_80" in ptx and ".entry" in ptx
    (tmp_path / "k.ptx").write_text(ptx)
    asm = subprocess.run([ptxas, "-arch=sm_80", str(tmp_path / "k.ptx"), "-o",
                          str(tmp_path / "k.cubin")], capture_output=True, text=True, timeout=120)
    assert asm.returncode == 0, asm.stderr


# bf16 on the cpu device: LLVM rounds f32 and f64 to bf16 through the __truncsfbf2 and
# __truncdfbf2 libcalls, which the device defines. Thread t rounds f[t] (f32) and d[t] (f64)
# and doubles the f32 one in bf16; the results are read back as their bits.
BF16 = """
    gpu.func @bf(%f: memref<?xf32>, %d: memref<?xf64>, %o: memref<?xi16>) kernel {
      %c8 = arith.constant 8 : index
      %c16 = arith.constant 16 : index
      %two = arith.constant 2.0 : bf16
      %t = gpu.thread_id x
      %x = memref.load %f[%t] : memref<?xf32>
      %b = arith.truncf %x : f32 to bf16
      %bi = arith.bitcast %b : bf16 to i16
      memref.store %bi, %o[%t] : memref<?xi16>
      %y = memref.load %d[%t] : memref<?xf64>
      %e = arith.truncf %y : f64 to bf16
      %ei = arith.bitcast %e : bf16 to i16
      %t8 = arith.addi %t, %c8 : index
      memref.store %ei, %o[%t8] : memref<?xi16>
      %m = arith.mulf %b, %two : bf16
      %mi = arith.bitcast %m : bf16 to i16
      %t16 = arith.addi %t, %c16 : index
      memref.store %mi, %o[%t16] : memref<?xi16>
      gpu.return
    }
"""


def test_bf16_rounding_on_the_host():
    # 1, a tie to even below (1 + 2^-8), a tie to even above (1 + 3 2^-8), just past a tie,
    # a NaN, -1.5, 65536 * 255.5 (a tie between 255 and 256 at a larger exponent: 2^24), 0
    f = [1.0, 1 + 2 ** -8, 1 + 3 * 2 ** -8, 1 + 2 ** -8 + 2 ** -20, float("nan"), -1.5,
         65536 * 255.5, 0.0]
    # f64: 1 + 2^-8 + 2^-40 rounds to f32's tie 1 + 2^-8, and from there down to 1.0, where
    # bf16's nearest is 1 + 2^-7: one correct rounding, not two; -2^-130 is a bf16 subnormal
    # (mantissa 0001000); 1e300 overflows to infinity
    d = [1 + 2 ** -8 + 2 ** -40, 1 + 2 ** -8, 3.0, -2 ** -130, 1e300, float("-inf"), 0.5, 7.0]
    want_f = [0x3F80, 0x3F80, 0x3F82, 0x3F81, 0x7FC0, 0xBFC0, 0x4B80, 0x0000]
    want_d = [0x3F81, 0x3F80, 0x4040, 0x8008, 0x7F80, 0xFF80, 0x3F00, 0x40E0]
    # doubled in bf16: exact
    want_m = [0x4000, 0x4000, 0x4002, 0x4001, 0x7FC0, 0xC040, 0x4C00, 0x0000]
    blob = kernel_blob(BF16)
    dev = CpuDevice()
    host = Host(dev)
    pf = floats(host, f)
    data = array("d", d)
    pd = host.MemAlloc(8 * 8, 0, 0)
    ctypes.memmove(pd, data.buffer_info()[0], 8 * 8)
    out = host.MemAlloc(2 * 24, 0, 0)
    host.launch(host.function(host.load(blob), "bf"), (1, 1, 1), (8, 1, 1),
                memref_args(pf, 8) + memref_args(pd, 8) + memref_args(out, 24))
    dev.check()
    assert list(read(out, 24, "H")) == want_f + want_d + want_m
    dev.close()


def test_a_symbol_the_process_lacks_is_refused_not_called():
    text = (f"{SREGS}declare void @gpuopt_no_such_function(i32)\n"
            "define ptx_kernel void @k(ptr %p) {\n"
            "  %t = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
            "  call void @gpuopt_no_such_function(i32 %t)\n  ret void\n}\n")
    with pytest.raises(cpu_kernel.KernelError, match="needs gpuopt_no_such_function") as err:
        cpu_kernel.compile_blob(text.encode())
    assert err.value.code == "CUDA_ERROR_NOT_SUPPORTED"

# one pointer read, one written, one unused, one both, an integer
EFFECTS = """
target triple = "nvptx64-nvidia-cuda"
define ptx_kernel void @fx(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr %unused,
                           ptr addrspace(1) %both, i32 %n) {
  %v = load i32, ptr addrspace(1) %src
  store i32 %v, ptr addrspace(1) %dst
  %w = load i32, ptr addrspace(1) %both
  %x = add i32 %w, %n
  store i32 %x, ptr addrspace(1) %both
  ret void
}
"""


def test_arg_effects_from_the_inferred_attributes():
    assert cpu_kernel.arg_effects(EFFECTS.encode()) == {
        "fx": [(True, False), (False, True), (False, False), (True, True), None]}
