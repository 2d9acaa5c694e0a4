"""gpuopt/runtime/guard.py: the native fatal-signal handler (in child processes: a fault ends
them) and the guard-page arena of --cpu-check-bounds."""
import ctypes
import mmap
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from gpuopt.runtime import guard

REPO = Path(__file__).resolve().parents[3]
ENV = dict(os.environ, PYTHONPATH=str(REPO))
pytestmark = pytest.mark.skipif(not guard.supported(), reason="Linux, 64-bit only")


def _child(body: str) -> subprocess.CompletedProcess:
    """Runs `body` after install_handler() in a fresh Python (a fault ends the process)."""
    code = "import ctypes, sys, threading\nfrom gpuopt.runtime import guard\n" \
           "assert guard.install_handler()\n" + textwrap.dedent(body)
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          env=ENV, cwd=REPO, timeout=60)


def test_handler_ir_is_valid_llvm() -> None:
    import llvmlite.binding as llvm
    module = llvm.parse_assembly(guard.handler_ir())
    module.verify()
    names = {f.name for f in module.functions if not f.is_declaration}
    assert {f"on_{int(s)}" for s in (*guard.SIGNALS, *guard.INTERRUPTS)} <= names


def test_a_null_read_is_one_line_and_exit_1() -> None:
    proc = _child("ctypes.string_at(0x18, 1)\nprint('survived')\n")
    assert (proc.returncode, proc.stdout) == (1, "")
    assert proc.stderr == ("gpuopt-runner: error: invalid memory access (SIGSEGV at 0x18) in "
                           "JIT-compiled code\n")


def test_a_fault_on_another_thread_ends_the_process() -> None:
    proc = _child("""
        t = threading.Thread(target=lambda: (guard.alt_stack(), ctypes.string_at(0xabc0, 1)))
        t.start()
        t.join()
        print('survived')
    """)
    assert (proc.returncode, proc.stdout) == (1, "")
    assert proc.stderr == ("gpuopt-runner: error: invalid memory access (SIGSEGV at 0xabc0) in "
                           "JIT-compiled code\n")


def test_abort_and_what_stdio_still_held() -> None:
    proc = _child("""
        libc = ctypes.CDLL(None)
        libc.printf(b"buffered %d\\n", 7)  # in stdio's buffer (stdout is a pipe)
        libc.abort()
    """)
    assert (proc.returncode, proc.stdout) == (1, "buffered 7\n")
    assert proc.stderr == "gpuopt-runner: error: abort (SIGABRT) in JIT-compiled code\n"


def test_past_the_end_and_after_free_are_out_of_bounds() -> None:
    for action in ("ctypes.c_char.from_address(p + 48).value",
                   "a.free(p); ctypes.c_char.from_address(p).value"):
        proc = _child("a = guard.arena()\np = a.alloc(40)\n"
                      "ctypes.memset(p, 1, 48)\n"  # 40 padded to 48: in bounds
                      f"print(hex(p), flush=True)\n{action}\n")
        p = int(proc.stdout, 16)
        addr = p + 48 if "+ 48" in action else p
        what = (", at byte 48 of a 40-byte device allocation" if "+ 48" in action
                else ", in a 40-byte device allocation, already freed")
        assert proc.returncode == 1
        assert proc.stderr == (f"gpuopt-runner: error: out-of-bounds device memory access "
                               f"(SIGSEGV at 0x{addr:x}) in JIT-compiled code{what}\n")


def test_the_fault_line_names_the_nearest_allocation_and_its_label() -> None:
    # three allocations: 64 bytes, one page (its start is a page start, so the guard page
    # before it is nearer to it than to the end of the first), 32 bytes; the page one labelled
    body = """
        a = guard.arena()
        p = [a.alloc(n) for n in (64, 4096, 32)]
        a.label(p[1], "created at f.mlir:3:9 (mgpuMemAlloc in @main)")
        print(" ".join(hex(x) for x in p), flush=True)
        ctypes.c_char.from_address({at}).value
    """
    cases = {"p[1] - 8": lambda p: (p[1] - 8, ", at byte -8 of a 4096-byte device allocation "
                                    "created at f.mlir:3:9 (mgpuMemAlloc in @main)"),
             "p[0] + 70": lambda p: (p[0] + 70, ", at byte 70 of a 64-byte device allocation"),
             "p[1] + 4096": lambda p: (p[1] + 4096, ", at byte 4096 of a 4096-byte device "
                                       "allocation created at f.mlir:3:9 (mgpuMemAlloc in "
                                       "@main)"),
             "p[2] + 4096": lambda p: (p[2] + 4096, ", at byte 4096 of a 32-byte device "
                                       "allocation")}
    for at, expect in cases.items():
        proc = _child(body.format(at=at))
        addr, what = expect([int(x, 16) for x in proc.stdout.split()])
        assert proc.returncode == 1, proc.stderr
        assert proc.stderr == (f"gpuopt-runner: error: out-of-bounds device memory access "
                               f"(SIGSEGV at 0x{addr:x}) in JIT-compiled code{what}\n")


def test_message_documents_the_native_lines() -> None:
    import signal
    assert guard.message(signal.SIGSEGV, 0x10) == \
        "gpuopt-runner: error: invalid memory access (SIGSEGV at 0x10) in JIT-compiled code\n"
    assert guard.message(signal.SIGBUS, 0x10, in_arena=True).startswith(
        "gpuopt-runner: error: out-of-bounds device memory access (SIGBUS at 0x10)")
    a = guard.arena()
    p = a.alloc(24)
    a.label(p, "created at g.mlir:1:2 (mgpuMemAlloc in @f)")
    assert guard.message(signal.SIGSEGV, p + 32, in_arena=True).endswith(
        "(SIGSEGV at 0x%x) in JIT-compiled code, at byte 32 of a 24-byte device allocation "
        "created at g.mlir:1:2 (mgpuMemAlloc in @f)\n" % (p + 32))
    a.free(p)
    assert guard.message(signal.SIGSEGV, p, in_arena=True).endswith(
        ", in a 24-byte device allocation created at g.mlir:1:2 (mgpuMemAlloc in @f), "
        "already freed\n")
    assert guard.message(signal.SIGABRT, None) == \
        "gpuopt-runner: error: abort (SIGABRT) in JIT-compiled code\n"


@pytest.mark.parametrize("crash, line", [
    ("ctypes.CDLL(None).abort()", "abort (SIGABRT)"),
    ("ctypes.string_at(0x12340, 1)", "invalid memory access (SIGSEGV at 0x12340)"),
])
def test_the_bounds_hint_ends_a_crash_line(crash: str, line: str) -> None:
    """hint_bounds(True) (the cpu device without guard pages): a crash that heap corruption
    by a kernel may cause says how to find it."""
    proc = _child(f"guard.hint_bounds(True)\n{crash}\n")
    assert _child("guard.hint_bounds(True)\nctypes.string_at(0x28, 1)\n").stderr == \
        "gpuopt-runner: error: invalid memory access (SIGSEGV at 0x28) in JIT-compiled code\n"
    assert proc.returncode == 1
    assert proc.stderr == (f"gpuopt-runner: error: {line} in JIT-compiled code (rerun with "
                           "--cpu-check-bounds to find an out-of-bounds device access)\n")
    import signal
    guard.hint_bounds(True)
    try:
        assert guard.message(signal.SIGABRT, None).endswith(guard.HINT + "\n")
        assert not guard.message(signal.SIGILL, 0x12340).endswith(guard.HINT + "\n")
        assert not guard.message(signal.SIGSEGV, 0x10).endswith(guard.HINT + "\n")  # null
    finally:
        guard.hint_bounds(False)


@pytest.mark.parametrize("sig, status, word", [("SIGINT", 130, "interrupted"),
                                               ("SIGTERM", 143, "terminated")])
def test_an_interrupt_ends_native_code_at_once(sig: str, status: int, word: str) -> None:
    """The interrupt handlers end a process whose main thread never returns to Python."""
    proc = _child(f"""
        import os, signal
        assert guard.install_interrupt_handler()
        libc = ctypes.CDLL(None)
        threading.Timer(0.2, os.kill, (os.getpid(), signal.{sig})).start()
        libc.sleep(30)  # native: Python's own handler would wait for it to return
        print('survived')
    """)
    assert (proc.returncode, proc.stdout, proc.stderr) == (status, "", f"gpuopt-runner: {word}\n")


def test_arena_allocations_end_at_guard_pages() -> None:
    a = guard.arena()
    page = mmap.PAGESIZE
    prev_end = None
    for size in (1, 15, 16, 17, 4095, 4096, 4097, 10000):
        p = a.alloc(size)
        span = guard.Arena.padded(size)
        assert span % 16 == 0 and span >= size and span - size < 16
        assert p % 16 == 0 and (p + span) % page == 0 and p in a
        ctypes.memset(p, 0x5A, span)
        assert ctypes.string_at(p, span) == b"\x5a" * span
        first_page = p - p % page
        if prev_end is not None:
            assert first_page >= prev_end + page  # a guard page between allocations
        prev_end = p + span
        a.free(p)
    with pytest.raises(KeyError):
        a.free(prev_end - 16)
    assert 0x1000 not in a
