"""What the runtime devices of gpuopt-runner share: the C-callable entry points, failure
records, creation sites and the leak report.

A device (runtime/cpu.py's CpuDevice, runtime/cuda.py's CudaDevice) subclasses `Device` and
implements each `mgpu*` entry of gpuopt/abi.py's DEVICE_ENTRIES as the method `entry.method`
names (`_mgpuStreamCreate`), taking and returning plain ints. A class that lacks one, or has a
`_mgpu*` method that is no such entry (a misspelt name), is refused when it is defined
(TypeError); `abstract=True` in the class header exempts a base meant to be subclassed again.
`Device` wraps every method in a ctypes callback of the entry's exact C signature
(`symbols()`; `sited(name, site)` for a creating entry's per-site twin, see runtime/sites.py,
or for an entry of OPERATIONS, which runs with `_site` set, for the cpu device's race report).
A call runs under the device's lock; an exception cannot go through the native frames of the
JIT-compiled caller, so it is turned into a recorded failure instead: written to the report
at once (`error: mgpuLaunchKernel failed: CUDA_ERROR_INVALID_VALUE (...)`), kept in
`failures` (`check()` raises the first) and the call returns NULL (0) where it returns a
value. An exception of the device's own `Failure` type says the CUDA error (`failure_of`);
anything else is CUDA_ERROR_UNKNOWN naming the Python exception. `on_failure`, when set, is
called after a failing call is written (gpuopt-runner's ends the process there: the program
stops at its first failed device call, unless --keep-going).

`leaks()` lists what `_live()` says is still alive, one line per kind and creation site, in
creation order: `2 streams`, `1 allocation (64 bytes), created at foo.mlir:9:7 (mgpuMemAlloc
in @main)`.
"""
from __future__ import annotations

import ctypes
import json
import os
import sys
import threading
from collections.abc import Callable

from gpuopt import abi
from gpuopt.diag import RuntimeFailure

CTYPES = {"ptr": ctypes.c_void_p, "i64": ctypes.c_int64, "i32": ctypes.c_int32,
          "i16": ctypes.c_int16, "i8": ctypes.c_int8, "void": None}
CREATORS = abi.CREATORS
# entries whose twins remember the site of the operation they queue (runtime/sites.py)
OPERATIONS = abi.OPERATIONS
KINDS = ("stream", "event", "module", "allocation")


class Device:
    """The base of the runtime devices; see the module docstring. Subclasses set `Failure`
    (their exception type for a failing call), call `Device.__init__` first in their own and
    implement `close()`, `_live()` and `failure_of()`."""

    Failure: type[Exception] = Exception

    def __init_subclass__(cls, abstract: bool = False, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if abstract:
            return
        missing = [e.name for e in abi.DEVICE_ENTRIES if not callable(getattr(cls, e.method, None))]
        if missing:
            raise TypeError(f"device {cls.__name__} does not implement {', '.join(missing)}")
        methods = {e.method for e in abi.DEVICE_ENTRIES}
        stray = sorted(n for n in dir(cls) if n.startswith("_" + abi.PREFIX) and n not in methods)
        if stray:
            raise TypeError(f"device {cls.__name__}: {', '.join(stray)} is no device entry of "
                            f"gpuopt/abi.py")

    def __init__(self, report: object = "stderr") -> None:
        """`report`: where each failing call is written when it happens (a file, "stderr" for
        the current sys.stderr, None: only recorded, for callers that `check()`)."""
        self.report = report
        self.failures: list[RuntimeFailure] = []
        # called after a failing call is reported (not a race report): gpuopt-runner's stops
        # the program there (exit 1) unless --keep-going
        self.on_failure: Callable[[], None] | None = None
        self.closed = False
        self._next = 0x1000
        self._sites: dict[int, str] = {}  # live handle or pointer -> where it was created
        self._sited: list = []  # the callbacks of sited(), kept alive
        self._site: str | None = None  # the site of the OPERATIONS call running, if known
        # GPUOPT_TRACE=FILE: every runtime call, one JSON line each ([name, arguments, result,
        # site]), for tools/fuzz/mutants.py's model of the order a run's calls impose
        path = os.environ.get("GPUOPT_TRACE")
        self._trace = open(path, "w", buffering=1, encoding="utf-8") if path else None  # noqa: SIM115
        self._lock = threading.RLock()
        self._callbacks = {e.name: self._callback(e) for e in abi.DEVICE_ENTRIES}

    # -- the interface of the runner
    def symbols(self) -> dict[str, int]:
        """Runtime name -> address of its C-callable implementation (kept alive by self)."""
        return {n: ctypes.cast(cb, ctypes.c_void_p).value for n, cb in self._callbacks.items()}

    def sited(self, name: str, site: str) -> int:
        """The address of a twin of creating entry `name` whose handles remember `site`, or of
        an entry of OPERATIONS that runs with `self._site` set to `site`."""
        if name not in CREATORS and name not in OPERATIONS:
            raise ValueError(f"{name} creates no resource")
        cb = self._callback(abi.BY_NAME[name], site)
        self._sited.append(cb)
        return ctypes.cast(cb, ctypes.c_void_p).value

    @property
    def failure(self) -> RuntimeFailure | None:
        """The first failing call, or None."""
        return self.failures[0] if self.failures else None

    def check(self) -> None:
        """Raises the first failing call as a RuntimeFailure."""
        if self.failures:
            raise self.failures[0]

    def leaks(self) -> list[str]:
        """The resources still alive, one line per kind and creation site (see the module
        docstring)."""
        with self._lock:
            out = []
            for kind, handles in self._live().items():
                groups: dict[str | None, list[int]] = {}
                for h, _ in handles:
                    groups.setdefault(self._sites.get(h), []).append(h)
                sizes = dict(handles)
                for site, hs in groups.items():
                    line = f"{len(hs)} {kind}{'s' if len(hs) > 1 else ''}"
                    if kind == "allocation":
                        line += f" ({sum(sizes[h] for h in hs)} bytes)"
                    out.append(line + (f", created at {site}" if site else ""))
            return out

    def __enter__(self) -> Device:
        return self

    def __exit__(self, *exc) -> None:
        self.close()

    def close(self) -> None:
        raise NotImplementedError

    # -- what subclasses say
    def _live(self) -> dict[str, list[tuple[int, int]]]:
        """Kind (KINDS) -> (handle or pointer, bytes) of each live resource, in creation
        order; bytes matter for allocations only."""
        raise NotImplementedError

    def failure_of(self, name: str, error: Exception) -> tuple[str, str]:
        """(CUDA error name, detail) of a `Failure` raised by entry `name`."""
        raise NotImplementedError

    def _created(self, result: int, site: str) -> None:
        """Entry made `result` at `site` (a creating twin of sited())."""
        self._sites[result] = site

    # -- plumbing
    def _callback(self, entry: abi.Entry, site: str | None = None):
        restype = CTYPES[entry.result]
        proto = ctypes.CFUNCTYPE(restype, *(CTYPES[t] for t, _ in entry.params))
        method = getattr(self, entry.method)

        def call(*args):
            try:
                with self._lock:
                    if self.closed:
                        self._fail(entry.name, "CUDA_ERROR_DEINITIALIZED", "the device is closed")
                        return 0 if restype is not None else None
                    self._site = site
                    result = method(*(0 if a is None else a for a in args))
                    if site is not None and result:
                        self._created(result, site)
                    if self._trace is not None:
                        self._trace.write(json.dumps([entry.name, [a or 0 for a in args],
                                                      result or 0, site]) + "\n")
            except self.Failure as e:
                self._fail(entry.name, *self.failure_of(entry.name, e))
                result = None
            except Exception as e:  # noqa: BLE001 (never through native frames)
                self._fail(entry.name, "CUDA_ERROR_UNKNOWN", f"{type(e).__name__}: {e}")
                result = None
            return (result or 0) if restype is not None else None

        return proto(call)

    def _fail(self, name: str, code: str, detail: str) -> None:
        self._report(f"{name} failed: {code}" + (f" ({detail})" if detail else ""))
        if self.on_failure is not None:
            self.on_failure()

    def _report(self, message: str) -> None:
        """Records a failure and writes it (`error: <message>`) to the report."""
        self.failures.append(RuntimeFailure(message))
        out = sys.stderr if self.report == "stderr" else self.report
        if out is not None:
            out.write(f"error: {message}\n")
            out.flush()

    def _handle(self) -> int:
        self._next += 16
        return self._next
