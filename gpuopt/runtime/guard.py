"""Crash guards of gpuopt-runner: a native fatal-signal handler and a guard-page allocator.

A fault in JIT-compiled code (host or kernel, on any thread) cannot be caught by a Python
signal handler: Python only runs its handlers between bytecodes, and the faulting instruction
would run again forever. `install_handler()` JIT-compiles (llvmlite, MCJIT) one tiny native
handler per fatal signal and registers it with sigaction (SA_SIGINFO | SA_ONSTACK). The
handler flushes C's stdout first when no thread holds its lock (ftrylockfile: what the program
printed before the crash is not lost, and the handler never waits), then calls only write(2)
and _exit(2), both async-signal-safe, and writes one line:

  gpuopt-runner: error: invalid memory access (SIGSEGV at 0x10) in JIT-compiled code

then exits with status 1 (no Python fatal-error dump, no death by signal, no hang). The
address is formatted in native code (siginfo's si_addr). A SIGSEGV or SIGBUS whose address
lies in the guard arena (below) reads `out-of-bounds device memory access` instead, and
names the allocation from the arena's native record table (the nearer one, for an address in
the guard page between two): `..., at byte 128 of a 128-byte device allocation created at
f.mlir:27:15 (mgpuMemAlloc in @launch)`, or `..., in a 128-byte device allocation created at
..., already freed` (the place comes from `Arena.label`; the CPU device labels each allocation
with its creation site).
`hint_bounds(True)` (the runner, on the cpu device without --cpu-check-bounds) makes a SIGABRT
line, and a SIGSEGV or SIGBUS line outside the arena and above the null pages, end with
`(rerun with --cpu-check-bounds to find an out-of-bounds device access)`: heap corruption by
a kernel shows as such a crash. `install_interrupt_handler()` registers native SIGINT and
SIGTERM handlers too (`gpuopt-runner: interrupted`, exit 130; `terminated`, 143), which end
the process whatever its threads run (Python's own handler waits for native code to return).
`alt_stack()` gives the calling thread an alternate signal stack, so a stack overflow still
reaches the handler; the runner calls it on its main thread, the CPU device on each worker.

`Arena` is the allocator of `--cpu-check-bounds`: one large PROT_NONE reservation
(mmap(MAP_NORESERVE), address space only) from which each allocation gets its own read-write
pages, placed so that the allocation ENDS exactly at the start of a PROT_NONE guard page (which
is also the guard page BEFORE the next allocation; the first page of the arena is the guard
before the first). An access one element past the end faults at once, and so does any access
to a freed allocation (its pages go back to PROT_NONE, their memory released). The start is
16-byte aligned: the size is rounded up to a multiple of 16, so an overflow smaller than that
padding (at most 15 bytes) is not caught, and neither is an underflow that stays within the
allocation's first page. Cost: an mprotect per allocation and an mmap per free, and at least
two pages of address space per allocation (never reused); without the flag the CPU device
keeps its fast posix_memalign allocator.

Linux only (x86-64 and AArch64 layouts of siginfo_t, struct sigaction and stack_t); elsewhere
`install_handler()` returns False and the runner keeps faulthandler.
"""
from __future__ import annotations

import ctypes
import signal
import sys
import threading

# signal -> (what went wrong, whether siginfo's si_addr means something)
SIGNALS = {
    signal.SIGSEGV: ("invalid memory access", True),
    signal.SIGBUS: ("invalid memory access", True),
    signal.SIGILL: ("illegal instruction", True),
    signal.SIGFPE: ("arithmetic error", True),
    signal.SIGABRT: ("abort", False),
}
OUT_OF_BOUNDS = "out-of-bounds device memory access"
PREFIX = "gpuopt-runner: error: "
SUFFIX = " in JIT-compiled code\n"
# after a crash (not a guarded out-of-bounds access) while `hint_bounds(True)`: the cpu device
# ran without guard pages, and heap corruption by a kernel shows as such a crash
HINT = " (rerun with --cpu-check-bounds to find an out-of-bounds device access)"
# a fault below this address is a null pointer's (plus an offset), not an out-of-bounds access
NULL_PAGES = 1 << 16
# signal -> (the line, the exit status) of the interrupt handlers (install_interrupt_handler)
INTERRUPTS = {
    signal.SIGINT: ("gpuopt-runner: interrupted\n", 130),
    signal.SIGTERM: ("gpuopt-runner: terminated\n", 143),
}
SA_SIGINFO, SA_ONSTACK = 0x4, 0x08000000
ALT_STACK_BYTES = 1 << 16
PAGE = 4096  # replaced by the real page size at first use
ALIGN = 16
PROT_NONE, PROT_RW = 0, 0x1 | 0x2
MAP_PRIVATE, MAP_FIXED, MAP_ANONYMOUS, MAP_NORESERVE = 0x02, 0x10, 0x20, 0x4000
RESERVE = (1 << 40, 1 << 36, 1 << 32, 1 << 30)  # tried in turn (ulimit -v may refuse the larger)

_libc = ctypes.CDLL(None, use_errno=True)
_libc.mmap.restype = ctypes.c_void_p
_libc.mmap.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_int,
                       ctypes.c_int, ctypes.c_long)
_libc.mprotect.argtypes = (ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
_libc.sigaction.argtypes = (ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_libc.sigaltstack.argtypes = (ctypes.c_void_p, ctypes.c_void_p)
MAP_FAILED = ctypes.c_void_p(-1).value


class _SigAction(ctypes.Structure):
    """glibc's struct sigaction (x86-64, AArch64)."""
    _fields_ = [("sa_sigaction", ctypes.c_void_p), ("sa_mask", ctypes.c_uint64 * 16),
                ("sa_flags", ctypes.c_int), ("sa_restorer", ctypes.c_void_p)]


class _StackT(ctypes.Structure):
    """stack_t."""
    _fields_ = [("ss_sp", ctypes.c_void_p), ("ss_flags", ctypes.c_int),
                ("ss_size", ctypes.c_size_t)]


_state: dict = {"engine": None, "bounds": None, "table": None, "hint": None, "arena": None,
                "hinted": False}
_lock = threading.Lock()
_thread = threading.local()  # .alt_stack: the calling thread's alternate signal stack


def supported() -> bool:
    """True where the native handler and the arena can work (Linux, 64-bit)."""
    return sys.platform.startswith("linux") and ctypes.sizeof(ctypes.c_void_p) == 8


# ---- the native handler --------------------------------------------------------------------
def _cstring(name: str, text: str) -> str:
    data = text.encode()
    body = "".join(chr(b) if 0x20 <= b < 0x7F and b not in (0x22, 0x5C) else f"\\{b:02X}"
                   for b in data)
    return f'@{name} = private constant [{len(data)} x i8] c"{body}"\n'


def _emit(name: str, n: int) -> str:
    return f"  call void @emit(ptr @{name}, i64 {n})\n"


def _describe_ir() -> str:
    """`@describe(addr)`: for an address in the arena, what Arena.describe() says of it (the
    allocation whose pages, or guard page after, hold it; the nearer one in a guard page
    between two), written from the arena's record table; nothing when no record holds it."""
    words = {"w_at": ", at byte ", "w_of": " of a ", "w_in": ", in a ",
             "w_bytes": "-byte device allocation", "w_freed": ", already freed", "w_minus": "-"}
    field = "".join(f"  %{name}.p = getelementptr i64, ptr %r, i64 {i}\n"
                    f"  %{name} = load volatile i64, ptr %{name}.p\n"
                    for i, name in enumerate(Arena.FIELDS))
    return ("".join(_cstring(k, v) for k, v in words.items())
            # unsigned decimal digits of %v
            + "define internal void @dec(i64 %v) {\nentry:\n  %buf = alloca [20 x i8]\n"
            "  br label %loop\nloop:\n  %i = phi i64 [20, %entry], [%j, %loop]\n"
            "  %x = phi i64 [%v, %entry], [%y, %loop]\n  %j = sub i64 %i, 1\n"
            "  %d = urem i64 %x, 10\n  %c = add i64 %d, 48\n  %b = trunc i64 %c to i8\n"
            "  %slot = getelementptr [20 x i8], ptr %buf, i64 0, i64 %j\n"
            "  store volatile i8 %b, ptr %slot\n  %y = udiv i64 %x, 10\n"
            "  %more = icmp ne i64 %y, 0\n  br i1 %more, label %loop, label %done\ndone:\n"
            "  %n = sub i64 20, %j\n  call void @emit(ptr %slot, i64 %n)\n  ret void\n}\n"
            # the record holding %a, or null
            f"define internal ptr @record(i64 %a) {{\nentry:\n"
            "  %tp = load volatile i64, ptr @table\n"
            "  %np = getelementptr i64, ptr @table, i64 1\n  %n = load volatile i64, ptr %np\n"
            "  %t = inttoptr i64 %tp to ptr\n  br label %head\nhead:\n"
            "  %i = phi i64 [0, %entry], [%i1, %head.next]\n  %i1 = add i64 %i, 1\n"
            "  %more = icmp ult i64 %i, %n\n  br i1 %more, label %body, label %none\nbody:\n"
            f"  %off = mul i64 %i, {8 * len(Arena.FIELDS)}\n"
            "  %r = getelementptr i8, ptr %t, i64 %off\n" + field
            + "  %ge = icmp uge i64 %a, %lo\n  %lt = icmp ult i64 %a, %guard_end\n"
            "  %in = and i1 %ge, %lt\n  br i1 %in, label %found, label %head.next\n"
            "head.next:\n  br label %head\nfound:\n"
            # in the guard page between it and the next allocation: the nearer of the two
            "  %inguard = icmp uge i64 %a, %end\n  %hasnext = icmp ult i64 %i1, %n\n"
            "  %both = and i1 %inguard, %hasnext\n  br i1 %both, label %near, label %this\n"
            "near:\n  %pend = add i64 %ptr, %size\n  %d1 = sub i64 %a, %pend\n"
            f"  %r2 = getelementptr i8, ptr %r, i64 {8 * len(Arena.FIELDS)}\n"
            f"  %p2p = getelementptr i64, ptr %r2, i64 {Arena.FIELDS.index('ptr')}\n"
            "  %p2 = load volatile i64, ptr %p2p\n  %d2 = sub i64 %p2, %a\n"
            "  %closer = icmp ult i64 %d2, %d1\n  %pick = select i1 %closer, ptr %r2, ptr %r\n"
            "  ret ptr %pick\nthis:\n  ret ptr %r\nnone:\n  ret ptr null\n}\n"
            "define internal void @describe(i64 %a) {\nentry:\n"
            "  %r = call ptr @record(i64 %a)\n  %no = icmp eq ptr %r, null\n"
            "  br i1 %no, label %done, label %have\nhave:\n" + field
            + "  %lp = inttoptr i64 %label to ptr\n  %isfreed = icmp ne i64 %freed, 0\n"
            "  br i1 %isfreed, label %fr, label %live\nfr:\n"
            + _emit("w_in", len(words["w_in"])) + "  call void @dec(i64 %size)\n"
            + _emit("w_bytes", len(words["w_bytes"]))
            + "  call void @emit(ptr %lp, i64 %label_len)\n"
            + _emit("w_freed", len(words["w_freed"])) + "  br label %done\nlive:\n"
            + _emit("w_at", len(words["w_at"]))
            + "  %o = sub i64 %a, %ptr\n  %neg = icmp slt i64 %o, 0\n"
            "  br i1 %neg, label %minus, label %pos\nminus:\n" + _emit("w_minus", 1)
            + "  %abs = sub i64 0, %o\n  call void @dec(i64 %abs)\n  br label %of\npos:\n"
            "  call void @dec(i64 %o)\n  br label %of\nof:\n"
            + _emit("w_of", len(words["w_of"])) + "  call void @dec(i64 %size)\n"
            + _emit("w_bytes", len(words["w_bytes"]))
            + "  call void @emit(ptr %lp, i64 %label_len)\n  br label %done\n"
            "done:\n  ret void\n}\n")


def handler_ir() -> str:
    """The LLVM IR of the handlers: `@on_<n>(i32, ptr siginfo, ptr ucontext)` per signal."""
    ir = ["@bounds = global [2 x i64] zeroinitializer\n", "@hint = global i64 0\n",
          _cstring("hint_text", HINT),
          # the arena's records (Arena.RECORD i64s each, in address order): table, count
          "@table = global [2 x i64] zeroinitializer\n",
          "declare i64 @write(i32, ptr, i64)\ndeclare void @_exit(i32) noreturn\n"
          "@stdout = external global ptr\ndeclare i32 @ftrylockfile(ptr)\n"
          "declare i32 @fflush_unlocked(ptr)\ndeclare void @funlockfile(ptr)\n",
          # what the program printed before the crash, unless stdout is locked (by the thread
          # that crashed, inside stdio, or another one): never a wait inside the handler
          "define internal void @flush() {\nentry:\n  %f = load volatile ptr, ptr @stdout\n"
          "  %null = icmp eq ptr %f, null\n  br i1 %null, label %done, label %try\ntry:\n"
          "  %r = call i32 @ftrylockfile(ptr %f)\n  %ok = icmp eq i32 %r, 0\n"
          "  br i1 %ok, label %do, label %done\ndo:\n"
          "  %x = call i32 @fflush_unlocked(ptr %f)\n  call void @funlockfile(ptr %f)\n"
          "  br label %done\ndone:\n  ret void\n}\n",
          _cstring("oob", PREFIX + OUT_OF_BOUNDS), _cstring("at", " at 0x"),
          _cstring("suffix", ")" + SUFFIX.rstrip("\n")), _cstring("nl", "\n"),
          "define internal void @emit(ptr %p, i64 %n) {\n"
          "  %r = call i64 @write(i32 2, ptr %p, i64 %n)\n  ret void\n}\n",
          # hex digits of %v, most significant first, no leading zeros
          "define internal void @hex(i64 %v) {\nentry:\n  %buf = alloca [16 x i8]\n"
          "  br label %loop\nloop:\n  %i = phi i64 [16, %entry], [%j, %loop]\n"
          "  %x = phi i64 [%v, %entry], [%y, %loop]\n  %j = sub i64 %i, 1\n"
          "  %d = and i64 %x, 15\n  %small = icmp ult i64 %d, 10\n  %c0 = add i64 %d, 48\n"
          "  %c1 = add i64 %d, 87\n  %c = select i1 %small, i64 %c0, i64 %c1\n"
          "  %b = trunc i64 %c to i8\n"
          "  %slot = getelementptr [16 x i8], ptr %buf, i64 0, i64 %j\n"
          "  store volatile i8 %b, ptr %slot\n  %y = lshr i64 %x, 4\n"
          "  %more = icmp ne i64 %y, 0\n  br i1 %more, label %loop, label %done\ndone:\n"
          "  %n = sub i64 16, %j\n  call void @emit(ptr %slot, i64 %n)\n  ret void\n}\n",
          "define internal void @maybe_hint() {\nentry:\n"
          "  %h = load volatile i64, ptr @hint\n  %on = icmp ne i64 %h, 0\n"
          "  br i1 %on, label %say, label %done\nsay:\n" + _emit("hint_text", len(HINT))
          + "  br label %done\ndone:\n  ret void\n}\n",
          _describe_ir()]
    for sig, (line, status) in INTERRUPTS.items():  # no flush: stdio may be mid-update
        ir.append(_cstring(f"int{int(sig)}", line))
        ir.append(f"define void @on_{int(sig)}(i32 %sig, ptr %info, ptr %ctx) {{\n"
                  + _emit(f"int{int(sig)}", len(line))
                  + f"  call void @_exit(i32 {status})\n  unreachable\n}}\n")
    for sig, (what, has_addr) in SIGNALS.items():
        n = int(sig)
        head = f"{PREFIX}{what} ({signal.Signals(sig).name}"
        ir.append(_cstring(f"head{n}", head))
        if not has_addr:
            tail = ")" + SUFFIX.rstrip("\n")
            ir.append(_cstring(f"tail{n}", tail))
            ir.append(f"define void @on_{n}(i32 %sig, ptr %info, ptr %ctx) {{\n"
                      "  call void @flush()\n" + _emit(f"head{n}", len(head))
                      + _emit(f"tail{n}", len(tail)) + "  call void @maybe_hint()\n"
                      + _emit("nl", 1) + "  call void @_exit(i32 1)\n  unreachable\n}\n")
            continue
        ir.append(_cstring(f"name{n}", f" ({signal.Signals(sig).name}"))
        bounded = sig in (signal.SIGSEGV, signal.SIGBUS)
        body = [f"define void @on_{n}(i32 %sig, ptr %info, ptr %ctx) {{\nentry:\n"
                "  call void @flush()\n",
                "  %ap = getelementptr i8, ptr %info, i64 16\n  %a = load i64, ptr %ap\n"]
        if bounded:
            body.append("  %lo = load volatile i64, ptr @bounds\n"
                        "  %hip = getelementptr i64, ptr @bounds, i64 1\n"
                        "  %hi = load volatile i64, ptr %hip\n"
                        "  %ge = icmp uge i64 %a, %lo\n  %lt = icmp ult i64 %a, %hi\n"
                        "  %in = and i1 %ge, %lt\n  br i1 %in, label %oob, label %other\n"
                        "oob:\n" + _emit("oob", len(PREFIX + OUT_OF_BOUNDS))
                        + _emit(f"name{n}", len(signal.Signals(sig).name) + 2)
                        + "  br label %addr\nother:\n")
        body.append(_emit(f"head{n}", len(head)))
        if bounded:
            body.append("  br label %addr\naddr:\n")
        body.append(_emit("at", len(" at 0x")) + "  call void @hex(i64 %a)\n"
                    + _emit("suffix", len(SUFFIX)))
        if bounded:  # which allocation, for an address in the arena; else the hint
            body.append("  br i1 %in, label %which, label %other2\nwhich:\n"
                        "  call void @describe(i64 %a)\n  br label %plain\nother2:\n"
                        f"  %far = icmp uge i64 %a, {NULL_PAGES}\n"
                        "  br i1 %far, label %hinted, label %plain\nhinted:\n"
                        "  call void @maybe_hint()\n  br label %plain\nplain:\n")
        body.append(_emit("nl", 1) + "  call void @_exit(i32 1)\n  unreachable\n}\n")
        ir.append("".join(body))
    return "".join(ir)


def _compile():
    """The handlers' execution engine (compiled once per process)."""
    import llvmlite.binding as llvm

    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    for name in ("write", "_exit", "ftrylockfile", "fflush_unlocked", "funlockfile"):
        llvm.add_symbol(name, ctypes.cast(getattr(_libc, name), ctypes.c_void_p).value)
    llvm.add_symbol("stdout", ctypes.addressof(ctypes.c_void_p.in_dll(_libc, "stdout")))
    module = llvm.parse_assembly(handler_ir())
    module.verify()
    tm = llvm.Target.from_default_triple().create_target_machine(opt=0, jit=True)
    module.triple = tm.triple
    engine = llvm.create_mcjit_compiler(module, tm)
    engine.finalize_object()
    return engine


def install_handler() -> bool:
    """Compiles and registers the native handler for SIGNALS (faulthandler off for them), with
    an alternate signal stack for the calling thread; False where unsupported."""
    if not supported():
        return False
    import faulthandler

    _engine()
    if faulthandler.is_enabled():
        faulthandler.disable()
    alt_stack()
    return _register(SIGNALS)


def install_interrupt_handler() -> bool:
    """Registers native handlers for SIGINT and SIGTERM (INTERRUPTS): one line on stderr and
    _exit(130), or 143, at once, whatever any thread is doing (Python runs its own handler only
    between bytecodes, never while JIT code or a kernel runs); False where unsupported. The
    program's buffered output is not flushed (stdio may be mid-update)."""
    if not supported():
        return False
    _engine()
    return _register(INTERRUPTS)


def hint_bounds(on: bool) -> None:
    """Whether a crash message (SIGSEGV or SIGBUS outside the guard arena, SIGABRT) ends with
    HINT: the runner sets it when the cpu device runs without --cpu-check-bounds."""
    _engine()
    ctypes.c_uint64.from_address(_state["hint"]).value = int(on)
    _state["hinted"] = on


def _engine():
    """The handlers' engine, compiled on first use."""
    with _lock:
        if _state["engine"] is None:
            engine = _compile()
            _state["bounds"] = engine.get_global_value_address("bounds")
            _state["table"] = engine.get_global_value_address("table")
            _state["hint"] = engine.get_global_value_address("hint")
            _state["engine"] = engine
            if _state["arena"] is not None:
                _publish(_state["arena"])
        return _state["engine"]


def _register(signals) -> bool:
    engine = _state["engine"]
    for sig in signals:
        act = _SigAction()
        act.sa_sigaction = engine.get_function_address(f"on_{int(sig)}")
        act.sa_flags = SA_SIGINFO | SA_ONSTACK
        if _libc.sigaction(int(sig), ctypes.byref(act), None) != 0:
            return False
    return True


def alt_stack() -> None:
    """Gives the calling thread an alternate signal stack (kept for the thread's life), so the
    handler runs even when the thread's own stack overflowed; a no-op where unsupported."""
    if not supported():
        return
    if getattr(_thread, "alt_stack", None) is not None:
        return
    buf = ctypes.create_string_buffer(ALT_STACK_BYTES)
    st = _StackT(ctypes.addressof(buf), 0, ALT_STACK_BYTES)
    if _libc.sigaltstack(ctypes.byref(st), None) == 0:
        _thread.alt_stack = buf  # lives as long as the thread


def message(sig: int, address: int | None, in_arena: bool = False) -> str:
    """The line the native handler writes (for tests and documentation); for an address in
    the process's arena it ends with what Arena.describe() says of it."""
    what, has_addr = SIGNALS[sig]
    name = signal.Signals(sig).name
    detail = ""
    if in_arena and sig in (signal.SIGSEGV, signal.SIGBUS):
        what = OUT_OF_BOUNDS
        if address is not None and _state["arena"] is not None:
            detail = _state["arena"].describe(address)
    elif _state["hinted"] and (sig == signal.SIGABRT or sig in (signal.SIGSEGV, signal.SIGBUS)
                               and address is not None and address >= NULL_PAGES):
        detail = HINT
    at = f" at 0x{address:x}" if has_addr and address is not None else ""
    return f"{PREFIX}{what} ({name}{at}){SUFFIX.rstrip()}{detail}\n"


# ---- the guard-page allocator --------------------------------------------------------------
def _publish(arena: Arena) -> None:
    """Tells the native handler where the arena is."""
    if _state["bounds"]:
        (ctypes.c_uint64 * 2).from_address(_state["bounds"])[:] = [arena.lo, arena.hi]
        _publish_table(arena)


def _publish_table(arena: Arena) -> None:
    """Tells the native handler where the arena's records are (the table first: the count
    never exceeds what the published table holds)."""
    if _state["bounds"] and arena is _state["arena"]:
        slot = (ctypes.c_uint64 * 2).from_address(_state["table"])
        slot[0] = ctypes.addressof(arena.table)
        slot[1] = arena.count


def arena() -> Arena:
    """The process's guard arena (reserved at first use); raises MemoryError if none can be."""
    with _lock:
        if _state["arena"] is None:
            _state["arena"] = Arena()
            _publish(_state["arena"])
        return _state["arena"]


class Arena:
    """Guard-page allocations carved from one PROT_NONE reservation; see the module docstring.
    Thread-safe. `table` holds a native record per allocation ever made (FIELDS, as u64), in
    address order, which the signal handler reads to say which allocation a fault hit."""
    FIELDS = ("lo", "ptr", "size", "end", "label", "label_len", "freed", "guard_end")

    def __init__(self) -> None:
        global PAGE
        import mmap
        PAGE = mmap.PAGESIZE
        for size in RESERVE:
            p = _libc.mmap(None, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE,
                           -1, 0)
            if p not in (None, MAP_FAILED):
                break
        else:
            raise MemoryError("cannot reserve address space for guarded allocations")
        self.lo, self.hi = p, p + size
        self.cursor = p + PAGE  # the arena's first page: the guard before the first allocation
        self.live: dict[int, tuple[int, int, int]] = {}  # pointer -> (size, pages start, bytes)
        self.lock = threading.Lock()
        self.count = 0
        self.table = (ctypes.c_uint64 * (64 * len(self.FIELDS)))()
        self._tables = [self.table]  # every table published (the handler may read an old one)
        self._index: dict[int, int] = {}  # live pointer -> its record
        self._labels: dict[int, bytes] = {}  # record -> its label's bytes (kept alive)

    def _record(self, i: int) -> ctypes.Array:
        n = len(self.FIELDS)
        return (ctypes.c_uint64 * n).from_buffer(self.table, 8 * n * i)

    def _add(self, values: list[int]) -> int:
        """Appends a record (under self.lock); returns its index."""
        n = len(self.FIELDS)
        if self.count * n == len(self.table):
            bigger = (ctypes.c_uint64 * (2 * len(self.table)))()
            ctypes.memmove(bigger, self.table, ctypes.sizeof(self.table))
            self.table = bigger
            self._tables.append(bigger)
        self._record(self.count)[:] = values
        self.count += 1
        _publish_table(self)
        return self.count - 1

    def label(self, ptr: int, text: str) -> None:
        """Names a live allocation in fault messages: `text` follows its size, e.g.
        `created at f.mlir:3:9 (mgpuMemAlloc in @main)`."""
        data = (" " + text).encode()
        with self.lock:
            i = self._index[ptr]
            buf = ctypes.create_string_buffer(data, len(data))
            self._labels[i] = buf
            rec = self._record(i)
            rec[self.FIELDS.index("label_len")] = 0  # never a length without its text
            rec[self.FIELDS.index("label")] = ctypes.addressof(buf)
            rec[self.FIELDS.index("label_len")] = len(data)

    def describe(self, address: int) -> str:
        """What a fault message says of `address` after the fault (the native handler's words):
        `, at byte 128 of a 128-byte device allocation created at ...` or `, in a 128-byte
        device allocation created at ..., already freed`; "" when no allocation is near."""
        with self.lock:
            recs = [dict(zip(self.FIELDS, self._record(i), strict=True))
                    for i in range(self.count)]
        for i, r in enumerate(recs):
            if not r["lo"] <= address < r["guard_end"]:
                continue
            if address >= r["end"] and i + 1 < len(recs) and \
                    recs[i + 1]["ptr"] - address < address - (r["ptr"] + r["size"]):
                i, r = i + 1, recs[i + 1]
            label = self._labels[i].raw.decode() if r["label_len"] else ""
            if r["freed"]:
                return f", in a {r['size']}-byte device allocation{label}, already freed"
            return f", at byte {address - r['ptr']} of a {r['size']}-byte device " \
                f"allocation{label}"
        return ""

    @staticmethod
    def padded(size: int) -> int:
        """The bytes an allocation of `size` really spans (a multiple of ALIGN)."""
        return max(ALIGN, (size + ALIGN - 1) // ALIGN * ALIGN)

    def alloc(self, size: int) -> int:
        """A pointer to `size` zeroed bytes ending (after the padding to ALIGN) at a guard
        page; raises MemoryError when the arena is used up."""
        span = self.padded(size)
        nbytes = (span + PAGE - 1) // PAGE * PAGE
        with self.lock:
            start = self.cursor
            if start + nbytes + PAGE > self.hi:
                raise MemoryError(f"the guard arena is used up ({self.hi - self.lo} bytes)")
            if _libc.mprotect(start, nbytes, PROT_RW) != 0:
                raise MemoryError(f"mprotect failed (errno {ctypes.get_errno()})")
            self.cursor = start + nbytes + PAGE  # the page after: the guard
            ptr = start + nbytes - span
            self.live[ptr] = (size, start, nbytes)
            self._index[ptr] = self._add([start, ptr, size, start + nbytes, 0, 0, 0,
                                          start + nbytes + PAGE])
            return ptr

    def free(self, ptr: int) -> None:
        """Releases an allocation: its pages become PROT_NONE again (a later access faults)."""
        with self.lock:
            _, start, nbytes = self.live.pop(ptr)
            self._record(self._index.pop(ptr))[self.FIELDS.index("freed")] = 1
            p = _libc.mmap(start, nbytes, PROT_NONE,
                           MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0)
            if p in (None, MAP_FAILED):
                _libc.mprotect(start, nbytes, PROT_NONE)

    def __contains__(self, ptr: int) -> bool:
        return self.lo <= ptr < self.hi
