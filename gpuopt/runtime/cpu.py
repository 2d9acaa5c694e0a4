"""The embedded CPU device of gpuopt-runner: every `mgpu*` entry of gpuopt/abi.py as a C-callable
function, kernels compiled to native code by cpu_kernel.py.

`CpuDevice().symbols()` maps each runtime name to the address of a ctypes callback of its exact
signature, for `llvm.add_symbol`. Device memory is aligned host memory (64 bytes, 16 with
check_bounds; host_shared the same); a stream is an in-order queue; an event marks a point in
one; the null stream synchronizes with every stream. `schedule="eager"` runs stream work at once;
`schedule="deferred"` runs it only when the host must see it (stream or event synchronize,
stream destroy, memory free, the null stream, `synchronize()`, `close()`), so a program that
reads results without waiting sees stale data, and runs what is forced first (the stream
waited for, and up to their events the streams it waits for; a free, in stream creation
order); `schedule="random"` (with `seed`, else one drawn, in `seed`) runs work only when forced
too, but one ready stream head at a time drawn at random (`_drain`), keeping only FIFO per
stream and waits on events: a free or device synchronize drains in a random legal order, and a
forced point may run unrelated ready work first. `check_races=True` (gpuopt-runner
--cpu-check-races) keeps vector clocks (races.RaceChecker) as work is queued and reports, as a
failure, two accesses to one device allocation (or host memory a copy touches), one a write,
that the program leaves unordered: `race on the 16-byte device allocation created at f.mlir:20:10
(mgpuMemAlloc in @main): a write by mgpuLaunchKernel at f.mlir:23:10 (@right) is not ordered
with a write by mgpuLaunchKernel at f.mlir:22:10 (@left)`. A launch reads and writes the
allocations its pointer arguments point into as the kernel does (cpu_kernel.arg_effects), a
memcpy reads its source and writes its destination, a memset writes; `host_access` (the runner
utilities reading memory) and `close()` (a copy into host memory the host never waited for)
check the host's side. A launch copies its arguments (the caller's
storage may be gone when it runs); unloading a module with launches still queued takes effect
after them. Blocks are split into chunks (4 per worker) run by worker threads, one native call
per chunk (ctypes releases the GIL); small grids and kernels that print run on the calling
thread, blocks in order.

A failing call cannot raise through native frames: it is written to stderr at once
(`error: mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (...)`; `report=` changes that),
recorded (`failures`; `check()` raises the first as a RuntimeFailure, for the caller's exit
status) and returns NULL where it returns a handle. The runner reads `leaks()` before
`close()`, which runs what is queued and frees the allocations.

Creation sites: `sited(name, site)` is the address of a twin of creating entry `name` (see
abi.RESOURCES) that remembers `site` (a text: `foo.mlir:12:5 (mgpuStreamCreate in @main)`) for
the handle it makes; `leaks()` groups the live resources by kind and site. The plain entries
make resources without a site. `check_bounds=True` (gpuopt-runner --cpu-check-bounds) places
each allocation at the end of its own pages, before a PROT_NONE guard page (guard.Arena): an
access past the end faults, and the runner's native handler reports it, naming the allocation
by its creation site (Arena.label).

Nothing here waits without an end: the only wait on another thread is `_Pool.map`, whose
workers always answer (an exception is handed back to the caller; a fault in a kernel ends the
process through the native handler, on the worker's alternate signal stack), and a kernel
whose threads diverge at sync points returns 1, reported as a failed launch.
"""
from __future__ import annotations

import bisect
import ctypes
import os
import queue
import random
import threading
from collections import deque
from dataclasses import dataclass, field

from gpuopt import abi
from gpuopt.runtime import cpu_kernel, guard, races
from gpuopt.runtime.device import Device

# <kernel>.__run(params, first block, end block, dims) -> 0, or 1 when sync points diverged
RUN = ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64,
                       ctypes.c_void_p)
SCHEDULES = ("eager", "deferred", "random")
MAX_THREADS = 1024  # per block, as CUDA
WORKER_STACK = 256 << 20  # per-thread arrays of fissioned kernels live on the worker's stack

_libc = ctypes.CDLL(None)
_libc.posix_memalign.argtypes = (ctypes.POINTER(ctypes.c_void_p), ctypes.c_size_t,
                                 ctypes.c_size_t)
_libc.free.argtypes = (ctypes.c_void_p,)


class DeviceError(Exception):
    """A failing device call: `code` is the CUDA error name."""

    def __init__(self, code: str, detail: str = "") -> None:
        super().__init__(detail)
        self.code, self.detail = code, detail


@dataclass
class _Mark:
    done: bool = False


@dataclass
class _Event:
    mark: _Mark = field(default_factory=lambda: _Mark(True))
    stream: _Stream | None = None


@dataclass(eq=False)
class _Stream:
    ops: deque = field(default_factory=deque)
    handle: int = 0


class _WaitOp:
    """mgpuStreamWaitEvent's queued operation: the stream goes on once `mark` is done."""

    def __init__(self, device: CpuDevice, mark: _Mark, source: _Stream | None) -> None:
        self.device, self.mark, self.source = device, mark, source

    def __call__(self) -> None:
        self.device._wait(self.mark, self.source)


@dataclass
class _Module:
    compiled: cpu_kernel.CompiledModule
    pending: int = 0
    unloaded: bool = False
    blob: bytes = b""  # kept for the kernels' argument effects (check_races)
    effects: dict | None = None


@dataclass
class _Function:
    module: _Module
    kernel: cpu_kernel.Kernel
    run: object


class _Pool:
    """Worker threads with large stacks; `map` runs calls and waits for all of them."""

    def __init__(self, n: int) -> None:
        self.tasks: queue.SimpleQueue = queue.SimpleQueue()
        old = threading.stack_size(WORKER_STACK)
        try:
            self.threads = [threading.Thread(target=self._work, daemon=True,
                                             name=f"gpuopt-cpu-{i}") for i in range(n)]
            for t in self.threads:
                t.start()
        finally:
            threading.stack_size(old)

    def _work(self) -> None:
        guard.alt_stack()  # a stack overflow in a kernel still reaches the native handler
        while True:
            task = self.tasks.get()
            if task is None:
                return
            fn, args, done, errors, results, i = task
            try:
                results[i] = fn(*args)
            except BaseException as e:  # noqa: BLE001 (handed back to the caller)
                errors.append(e)
            done.release()

    def map(self, fn, arglist: list[tuple]) -> list:
        done, errors, results = threading.Semaphore(0), [], [None] * len(arglist)
        for i, args in enumerate(arglist):
            self.tasks.put((fn, args, done, errors, results, i))
        for _ in arglist:
            done.acquire()
        if errors:
            raise errors[0]
        return results

    def close(self) -> None:
        for _ in self.threads:
            self.tasks.put(None)


class CpuDevice(Device):
    """The runtime entry points on the host CPU; see the module docstring."""

    Failure = DeviceError

    def __init__(self, schedule: str = "eager", workers: int | None = None,
                 report: object = "stderr", check_bounds: bool = False,
                 seed: int | None = None, check_races: bool = False) -> None:
        """`report`: where each failing call is written when it happens (a file, "stderr" for
        the current sys.stderr, None: only recorded, for callers that `check()`);
        `check_bounds`: guard-page allocations; `seed`: the random schedule's (None: one
        drawn at random, in `self.seed`); `check_races`: the race detector (see the module
        docstring)."""
        if schedule not in SCHEDULES:
            raise ValueError(f"unknown schedule '{schedule}' (eager, deferred or random)")
        super().__init__(report)
        self.schedule = schedule
        self.seed = seed if seed is not None else random.SystemRandom().randrange(1, 1 << 31)
        self._rng = random.Random(self.seed)
        self._races = races.RaceChecker() if check_races else None
        self._bases: list[int] = []  # sorted allocation addresses (check_races)
        self._host_ranges: dict[int, int] = {}  # host memory copies touched: start -> bytes
        self._said: set = set()  # races reported
        self._effects: dict[str, dict] = {}  # blob key -> cpu_kernel.arg_effects
        self.workers = workers or os.cpu_count() or 1
        self._streams: dict[int, _Stream] = {}
        self._retired: list[_Stream] = []  # destroyed with work queued (deferred schedule)
        self._events: dict[int, _Event] = {}
        self._modules: dict[int, _Module] = {}
        self._functions: dict[tuple[int, str], int] = {}
        self._fn_by_handle: dict[int, _Function] = {}
        self._allocs: dict[int, int] = {}
        self._arena: guard.Arena | None = guard.arena() if check_bounds else None
        self._pool: _Pool | None = None

    # -- the interface of the runner
    @property
    def check_bounds(self) -> bool:
        """True when allocations end at guard pages."""
        return self._arena is not None

    def guard_memory(self) -> None:
        """Switches to guard-page allocations (before the first allocation)."""
        if self._allocs:
            raise ValueError("guard_memory() after device memory was allocated")
        self._arena = guard.arena()

    def synchronize(self) -> None:
        """Runs every queued operation (what the host sees at exit)."""
        with self._lock:
            if self.schedule == "random":
                self._drain(lambda: not self._pending(), None)
            else:
                for s in [*self._retired, *self._streams.values()]:
                    self._flush(s)
            self._retired.clear()
            if self._races is not None:
                self._races.sync_all()

    def close(self) -> None:
        """Runs queued work, frees the allocations, stops the workers; idempotent."""
        if self.closed:
            return
        try:
            if self._races is not None:
                self._unwaited()
            self.synchronize()
        finally:
            with self._lock:
                for p in self._allocs:
                    self._release_memory(p)
                self._allocs.clear()
                self._sites.clear()
                if self._pool is not None:
                    self._pool.close()
                self.closed = True

    # -- what the base asks
    def _live(self) -> dict[str, list[tuple[int, int]]]:
        return {"stream": [(h, 0) for h in self._streams],
                "event": [(h, 0) for h in self._events],
                "module": [(h, 0) for h, m in self._modules.items() if not m.unloaded],
                "allocation": list(self._allocs.items())}

    def failure_of(self, name: str, error: Exception) -> tuple[str, str]:
        return error.code, error.detail

    def _created(self, result: int, site: str) -> None:
        super()._created(result, site)
        if self._arena is not None and result in self._allocs:
            self._arena.label(result, f"created at {site}")

    # -- plumbing
    def _stream(self, handle: int) -> _Stream | None:
        if handle == 0:
            return None
        s = self._streams.get(handle)
        if s is None:
            raise DeviceError("CUDA_ERROR_INVALID_HANDLE", f"no stream 0x{handle:x}")
        return s

    def _enqueue(self, stream: int, op) -> None:
        s = self._stream(stream)
        if s is None:  # the legacy default stream synchronizes with every stream
            self.synchronize()
            op()
        elif self.schedule == "eager" and not s.ops:
            op()
        else:
            s.ops.append(op)

    def _flush(self, s: _Stream, until: _Mark | None = None) -> None:
        """Runs stream `s`'s work up to `until` (all of it when None): on the deferred (and
        eager) schedule that work only, a wait running the stream it waits for up to its
        event; on the random one `_drain`."""
        if self.schedule == "random":
            self._drain((lambda: until.done) if until is not None else (lambda: not s.ops), s)
            return
        while s.ops and not (until is not None and until.done):
            s.ops.popleft()()

    def _wait(self, ev_mark: _Mark, stream: _Stream | None) -> None:
        if not ev_mark.done and stream is not None:
            self._flush(stream, ev_mark)

    # -- the random schedule
    def _pending(self) -> list[_Stream]:
        return [s for s in (*self._retired, *self._streams.values()) if s.ops]

    @staticmethod
    def _ready(s: _Stream) -> bool:
        op = s.ops[0]
        return not isinstance(op, _WaitOp) or op.mark.done or op.source is None

    @staticmethod
    def _needed(root: _Stream) -> set[int]:
        """The streams whose work `root`'s queued work waits for, `root` included (ids)."""
        seen, todo = {id(root)}, [root]
        while todo:
            for op in todo.pop().ops:
                src = op.source if isinstance(op, _WaitOp) and not op.mark.done else None
                if src is not None and id(src) not in seen:
                    seen.add(id(src))
                    todo.append(src)
        return seen

    def _drain(self, done, root: _Stream | None) -> None:
        """Runs one ready stream head at a time, drawn at random, until `done()`: FIFO per
        stream and waits on events are the only order kept. Forced up to a point of `root`,
        each step draws among all ready heads or (a coin toss) among those `root` needs, so
        unrelated work runs early or late as a GPU may run it."""
        while not done():
            ready = [s for s in self._pending() if self._ready(s)]
            if not ready:
                return  # nothing runnable (an event is recorded before anything waits on it)
            if root is not None and self._rng.random() < 0.5:
                needed = self._needed(root)
                ready = [s for s in ready if id(s) in needed] or ready
            self._rng.choice(ready).ops.popleft()()

    # -- modules and kernels
    def _mgpuModuleLoad(self, data: int, size: int) -> int:
        if not data:
            raise DeviceError("CUDA_ERROR_INVALID_VALUE", "null module data")
        blob = ctypes.string_at(data, size) if size > 0 else ctypes.string_at(data)
        try:
            compiled = cpu_kernel.compile_blob(blob)
        except cpu_kernel.KernelError as e:
            raise DeviceError(e.code, str(e)) from None
        h = self._handle()
        self._modules[h] = _Module(compiled, blob=blob if self._races is not None else b"")
        return h

    def _mgpuModuleLoadJIT(self, ptx: int, opt_level: int) -> int:
        raise DeviceError("CUDA_ERROR_NOT_SUPPORTED", "the kernel module is PTX" +
                          cpu_kernel.REBUILD)

    def _live_module(self, handle: int) -> _Module:
        m = self._modules.get(handle)
        if m is None or m.unloaded:
            raise DeviceError("CUDA_ERROR_INVALID_HANDLE", f"no loaded module 0x{handle:x}")
        return m

    def _mgpuModuleUnload(self, handle: int) -> None:
        m = self._live_module(handle)
        m.unloaded = True
        self._sites.pop(handle, None)
        if m.pending == 0:
            self._release_module(handle)

    def _release_module(self, handle: int) -> None:
        self._modules.pop(handle, None)
        for key in [k for k in self._functions if k[0] == handle]:
            self._fn_by_handle.pop(self._functions.pop(key), None)

    def _mgpuModuleGetFunction(self, module: int, name: int) -> int:
        m = self._live_module(module)
        fname = ctypes.string_at(name).decode() if name else ""
        key = (module, fname)
        if key not in self._functions:
            kernel = m.compiled.kernels.get(fname)
            if kernel is None:
                raise DeviceError("CUDA_ERROR_NOT_FOUND", f"no kernel '{fname}' in the module")
            h = self._handle()
            self._functions[key] = h
            self._fn_by_handle[h] = _Function(m, kernel, RUN(kernel.address))
        return self._functions[key]

    def _mgpuLaunchKernel(self, fn: int, gx, gy, gz, bx, by, bz, smem: int, stream: int,
                          params: int, extra: int, count: int) -> None:
        f = self._fn_by_handle.get(fn)
        if f is None or f.module.unloaded:
            raise DeviceError("CUDA_ERROR_INVALID_HANDLE", f"no kernel function 0x{fn:x}")
        dims = (gx, gy, gz, bx, by, bz)
        if min(dims) <= 0 or bx * by * bz > MAX_THREADS or smem < 0 or max(dims) >= 2**31:
            raise DeviceError("CUDA_ERROR_INVALID_VALUE", f"grid {gx}x{gy}x{gz}, block "
                              f"{bx}x{by}x{bz}, {smem} bytes of dynamic shared memory")
        sizes = f.kernel.arg_sizes
        if count != len(sizes) or (sizes and not params) or extra:
            raise DeviceError("CUDA_ERROR_INVALID_VALUE", f"kernel '{f.kernel.name}' takes "
                              f"{len(sizes)} arguments, got {count}"
                              + (" and extra" if extra else ""))
        # The caller's argument storage may be gone when a deferred launch runs: copy it.
        ptrs = ctypes.cast(params, ctypes.POINTER(ctypes.c_void_p)) if sizes else None
        offs, total = [], 0
        for size in sizes:
            total = (total + 15) // 16 * 16
            offs.append(total)
            total += size
        buf = ctypes.create_string_buffer(max(total, 1) + 16)
        base = (ctypes.addressof(buf) + 15) // 16 * 16
        argv = (ctypes.c_void_p * max(len(sizes), 1))()
        for i, (size, off) in enumerate(zip(sizes, offs, strict=True)):
            ctypes.memmove(base + off, ptrs[i], size)
            argv[i] = base + off
        dimv = (ctypes.c_int64 * 7)(*dims, smem)
        if self._races is not None:
            self._check(stream, self._launch_accesses(f, base, offs),
                        f"{abi.LAUNCH_KERNEL.name}{self._at()} (@{f.kernel.name})")
        f.module.pending += 1
        self._enqueue(stream, lambda: self._run(f, fn, buf, argv, dimv))

    def _run(self, f: _Function, handle: int, buf, argv, dimv) -> None:
        try:
            blocks = dimv[0] * dimv[1] * dimv[2]
            threads = dimv[3] * dimv[4] * dimv[5]
            small = (blocks * threads < 1 << 15 or blocks == 1) and not f.kernel.fissioned
            if small or f.kernel.prints:  # printing kernels: blocks in order, as a lit test
                # expects (GPU order is unspecified anyway)
                status = [f.run(argv, 0, blocks, dimv)]
            else:
                if self._pool is None:
                    self._pool = _Pool(self.workers)
                n = min(blocks, self.workers * 4)
                cuts = [blocks * i // n for i in range(n + 1)]
                status = self._pool.map(f.run, [(argv, cuts[i], cuts[i + 1], dimv)
                                                for i in range(n) if cuts[i] < cuts[i + 1]])
            if any(status):
                self._fail(abi.LAUNCH_KERNEL.name, "CUDA_ERROR_ILLEGAL_INSTRUCTION",
                           f"kernel '{f.kernel.name}': the threads of a block reached different "
                           "barriers or shuffles (the cpu device needs them block-uniform)")
        finally:
            f.module.pending -= 1
            if f.module.unloaded and f.module.pending == 0:
                for h, m in list(self._modules.items()):
                    if m is f.module:
                        self._release_module(h)

    # -- streams and events
    def _mgpuStreamCreate(self) -> int:
        h = self._handle()
        self._streams[h] = _Stream(handle=h)
        if self._races is not None:
            self._races.stream(h)
        return h

    def _mgpuStreamDestroy(self, stream: int) -> None:
        s = self._stream(stream)
        if s is not None:
            del self._streams[stream]
            self._sites.pop(stream, None)
            if self._races is not None:
                self._races.destroyed(stream)
            if self.schedule != "eager" and s.ops:
                self._retired.append(s)  # cuStreamDestroy does not wait: the work still runs
            else:
                self._flush(s)

    def _mgpuStreamSynchronize(self, stream: int) -> None:
        s = self._stream(stream)
        if s is None:
            self.synchronize()
        else:
            self._flush(s)
            if self._races is not None:
                self._races.sync_stream(stream)

    def _event(self, handle: int) -> _Event:
        e = self._events.get(handle)
        if e is None:
            raise DeviceError("CUDA_ERROR_INVALID_HANDLE", f"no event 0x{handle:x}")
        return e

    def _mgpuStreamWaitEvent(self, stream: int, event: int) -> None:
        e = self._event(event)
        if self._races is not None:
            self._races.wait(stream or None, event)
        self._enqueue(stream, _WaitOp(self, e.mark, e.stream))

    def _mgpuEventCreate(self) -> int:
        h = self._handle()
        self._events[h] = _Event()
        return h

    def _mgpuEventDestroy(self, event: int) -> None:
        self._event(event)
        del self._events[event]
        if self._races is not None:
            self._races.forget_event(event)
        self._sites.pop(event, None)

    def _mgpuEventSynchronize(self, event: int) -> None:
        e = self._event(event)
        self._wait(e.mark, e.stream)
        if self._races is not None:
            self._races.sync_event(event)

    def _mgpuEventRecord(self, event: int, stream: int) -> None:
        e = self._event(event)
        mark = _Mark()
        e.mark, e.stream = mark, self._stream(stream)
        if self._races is not None:
            self._races.record(event, stream or None)
        self._enqueue(stream, lambda: setattr(mark, "done", True))

    # -- memory
    def _mgpuMemAlloc(self, size: int, stream: int, host_shared: int) -> int:
        self._stream(stream)
        if size <= 0:
            return 0  # as upstream's wrapper: no bytes, no allocation
        if self._arena is not None:
            try:
                ptr = self._arena.alloc(size)
            except MemoryError as e:
                raise DeviceError("CUDA_ERROR_OUT_OF_MEMORY", f"{size} bytes: {e}") from None
            self._allocated(ptr, size)
            return ptr
        p = ctypes.c_void_p()
        if _libc.posix_memalign(ctypes.byref(p), 64, size) or not p.value:
            raise DeviceError("CUDA_ERROR_OUT_OF_MEMORY", f"{size} bytes")
        self._allocated(p.value, size)
        return p.value

    def _allocated(self, ptr: int, size: int) -> None:
        self._allocs[ptr] = size
        if self._races is not None:
            bisect.insort(self._bases, ptr)

    def _release_memory(self, ptr: int) -> None:
        if self._arena is not None and ptr in self._arena:
            self._arena.free(ptr)
        else:
            _libc.free(ptr)

    def _mgpuMemFree(self, ptr: int, stream: int) -> None:
        self._stream(stream)
        if ptr == 0:
            return
        if ptr not in self._allocs:
            raise DeviceError("CUDA_ERROR_INVALID_VALUE", f"0x{ptr:x} is not a device allocation")
        self.synchronize()  # work queued on any stream may still use it
        del self._allocs[ptr]
        if self._races is not None:
            self._bases.remove(ptr)
            self._races.forget(ptr)
        self._sites.pop(ptr, None)
        self._release_memory(ptr)

    def _mgpuMemcpy(self, dst: int, src: int, size: int, stream: int) -> None:
        if size and (not dst or not src):
            raise DeviceError("CUDA_ERROR_INVALID_VALUE", "null pointer")
        if self._races is not None and size > 0:
            self._check(stream, [(self._location(src, size), False),
                                 (self._location(dst, size), True)],
                        f"{abi.MEMCPY.name}{self._at()}")
        self._enqueue(stream, lambda: ctypes.memmove(dst, src, size))

    def _memset(self, dst: int, pattern: bytes, count: int, stream: int) -> None:
        if count and not dst:
            raise DeviceError("CUDA_ERROR_INVALID_VALUE", "null pointer")
        total = count * len(pattern)
        if self._races is not None and total > 0:
            self._check(stream, [(self._location(dst, total), True)],
                        f"{abi.MEMSET[len(pattern) * 8].name}{self._at()}")

        def fill() -> None:
            if total == 0:
                return
            ctypes.memmove(dst, pattern, len(pattern))
            done = len(pattern)
            while done < total:  # doubling copies: log2(count) native calls
                n = min(done, total - done)
                ctypes.memmove(dst + done, dst, n)
                done += n

        self._enqueue(stream, fill)

    def _mgpuMemset32(self, dst: int, value: int, count: int, stream: int) -> None:
        self._memset(dst, (value & 0xFFFFFFFF).to_bytes(4, "little"), count, stream)

    def _mgpuMemset16(self, dst: int, value: int, count: int, stream: int) -> None:
        self._memset(dst, (value & 0xFFFF).to_bytes(2, "little"), count, stream)

    def _mgpuMemHostRegisterMemRef(self, rank: int, desc: int, elem_bytes: int) -> None:
        if rank < 0 or not desc or elem_bytes <= 0:
            raise DeviceError("CUDA_ERROR_INVALID_VALUE", f"rank {rank}, element size "
                              f"{elem_bytes}")  # host memory is device memory here

    def _mgpuMemHostUnregisterMemRef(self, rank: int, desc: int, elem_bytes: int) -> None:
        self._mgpuMemHostRegisterMemRef(rank, desc, elem_bytes)

    def _mgpuSetDefaultDevice(self, device: int) -> None:
        if device != 0:
            raise DeviceError("CUDA_ERROR_INVALID_DEVICE", f"device {device}: the cpu device "
                              "is device 0")

    # -- the race detector (check_races)
    def _at(self) -> str:
        """` at f.mlir:23:10`: the site of the operation being queued, when known."""
        return f" at {self._site.split(' (', 1)[0]}" if self._site else ""

    def _allocation(self, p: int) -> int | None:
        """The device allocation `p` points into, or None."""
        i = bisect.bisect_right(self._bases, p) - 1
        if i >= 0 and p < self._bases[i] + self._allocs[self._bases[i]]:
            return self._bases[i]
        return None

    def _location(self, p: int, size: int) -> int:
        """The memory location of an access at `p`: its device allocation, else host memory
        starting at `p` (remembered with its size, for host reads and the end of the run)."""
        base = self._allocation(p)
        if base is None:
            base = p
            self._host_ranges[p] = max(size, self._host_ranges.get(p, 0))
        return base

    def _launch_accesses(self, f: _Function, base: int, offs: list[int]) -> list:
        """(allocation, write) of each pointer argument into a device allocation, by what the
        kernel does with it (an unknown effect: read and write)."""
        m = f.module
        if m.effects is None:  # a module is loaded again for each launch: one analysis a blob
            m.effects = self._effects.get(m.compiled.key)
            if m.effects is None:
                try:
                    m.effects = cpu_kernel.arg_effects(m.blob)
                except cpu_kernel.KernelError:
                    m.effects = {}
                self._effects[m.compiled.key] = m.effects
        effects = m.effects.get(f.kernel.name)
        out = []
        for i, (size, off) in enumerate(zip(f.kernel.arg_sizes, offs, strict=True)):
            effect = effects[i] if effects is not None and i < len(effects) else (True, True)
            if size != 8 or effect is None:
                continue
            alloc = self._allocation(ctypes.c_uint64.from_address(base + off).value)
            if alloc is not None:
                reads, writes = effect
                out += [(alloc, False)] * reads + [(alloc, True)] * writes
        return out

    def _check(self, stream: int, accesses: list, what: str) -> None:
        assert self._races is not None
        self._say(self._races.operation(stream or None, accesses, what))

    def host_access(self, p: int, size: int, write: bool, what: str) -> None:
        """The host reads (or writes) `size` bytes at `p` now (the runner utilities): a race
        with device work into that memory not yet waited for is reported."""
        with self._lock:
            if self._races is None or self.closed or size <= 0:
                return
            keys = {k for k, n in self._host_ranges.items() if k < p + size and p < k + n}
            for a in self._bases[max(bisect.bisect_right(self._bases, p) - 1, 0):]:
                if a >= p + size:
                    break
                if p < a + self._allocs[a]:
                    keys.add(a)
            if keys:
                self._say(self._races.host_access([(k, write) for k in sorted(keys)],
                                                  f"the host ({what})"))

    def _describe(self, key: int) -> str:
        if key in self._allocs:
            site = self._sites.get(key)
            return (f"the {self._allocs[key]}-byte device allocation " +
                    (f"created at {site}" if site else f"at 0x{key:x}"))
        return f"{self._host_ranges.get(key, 0)} bytes of host memory at 0x{key:x}"

    def _say(self, found: list) -> None:
        for r in found:
            said = (r.key, r.access.what, r.earlier.what)
            if said in self._said:
                continue
            self._said.add(said)
            self._report(f"race on {self._describe(r.key)}: {r.access.text()} is not ordered "
                         f"with {r.earlier.text()}")

    def _unwaited(self) -> None:
        """At the end: device writes into host memory the host never waited for."""
        assert self._races is not None
        for key in sorted(self._host_ranges):
            for w in self._races.unwaited(key):
                self._report(f"race on {self._describe(key)}: {w.text()} is not ordered "
                             "before the end of the program (a missing gpu.wait?)")
