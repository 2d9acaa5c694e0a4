"""--gpu-module-to-binary: each gpu.module with `#nvvm.target`s becomes a `gpu.binary` holding
one `#gpu.object` per target, as LLVM 19's pass does.

The kernel module (already lowered to the llvm and nvvm dialects) is translated by gpuopt's own
LLVM IR translation (target/llvmir.py) and verified by llvmlite (invalid IR is a located error
here, never handed to the back end), then:

* `format=llvm` (`offload`): the LLVM IR as bitcode, which the runner's CPU device executes,
  with the `link`/`l=` libraries linked as for PTX but neither libdevice (that device supplies
  its own `__nv_*` functions) nor optimization;
* `format=isa` (`assembly`): PTX from llvmlite's NVPTX target, with the target's `chip`,
  `features` (default `+ptx60`, raised to the chip's minimum PTX version as LLVM 19 does) and
  `O`; the object records `properties = {O = n : i32}`, as LLVM 19 prints it, and the PTX
  ends with its NUL, as LLVM 19's (mgpuModuleLoadJIT gets no size). Before that, the bitcode
  libraries are linked (target/libdevice.py): the
  target's `link = [...]` (nvvm-attach-target's `l=`), the pass's `l=` files, and libdevice
  when the kernel calls `__nv_*` (what --convert-gpu-to-nvvm makes of math ops): found under
  `toolkit=`, `$CUDA_HOME`/`$CUDA_PATH`/`/usr/local/cuda` or NVIDIA's wheels, else a located
  error saying what to install. Only the functions the kernel needs are linked, internalized;
  the target's `ftz` flag sets `nvvm-reflect-ftz`. The module is then optimized at `O` (the
  new pass manager's default pipeline with the NVPTX target's callbacks, which include
  NVVMReflect) and compiled, so the PTX has no `__nv_*` call and no `__nvvm_reflect` left.
* `format=bin` / `fatbin`: that PTX assembled by `ptxas` (and wrapped by `fatbinary`), looked
  for in `<toolkit>/bin`, on PATH, then in the CUDA toolkit's bin/ (LLVM 19's order): a missing
  tool is a located error naming it and where it was looked for.

llvmlite's LLVM has assertions on: what its NVPTX back end cannot select aborts the process.
Math intrinsics it cannot select (`llvm.sin`/`exp`/`log`/`pow`... on f16/bf16/f32/f64, see
`unselectable_call`) are refused first, pointing to --convert-gpu-to-nvvm; and the linking,
optimization and codegen run in a forked child (`run_isolated`), so that whatever else LLVM
aborts on is a located error quoting LLVM's message. The fork costs about 5 ms of CPU per
gpu.module on a small kernel (21 against 16 ms for formats.mlir's pipeline); with libdevice it
saves time, the child linking the cached library itself rather than a clone (64 against 79 ms).

Differences from LLVM 19: its pass links libdevice into every module once a toolkit path is
known (an error when that path lacks it), gpuopt only into modules that call `__nv_*`.
It lives in target/ (not passes/) because it uses the translation.
"""
from __future__ import annotations

import contextlib
import faulthandler
import gc
import os
import pickle
import re
import shutil
import signal
import struct
import subprocess
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NoReturn

from gpuopt.diag import GpuoptError, Location, PassError, UnknownLoc
from gpuopt.dialects import builtin, gpu
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.assembly import unescape
from gpuopt.ir.clone import clone
from gpuopt.ir.core import Block, Region
from gpuopt.passes.manager import Pass
from gpuopt.target import libdevice as LD

FORMATS = {"offloading": "offload", "llvm": "offload", "assembly": "assembly", "isa": "assembly",
           "binary": "bin", "bin": "bin", "fatbinary": "fatbin", "fatbin": "fatbin"}


def _param(target, name: str, default: str | None = None) -> str | None:
    for k, v in getattr(target, "params", ()):
        if k == name:
            return v.strip('"')
    return default


def _kernel_ir(gm, move: bool = False) -> str:
    """The gpu.module's body as LLVM IR text (a builtin.module of clones of its ops; with
    `move`, of the ops themselves, taken out of `gm`: in a forked child, whose IR is its own)."""
    from gpuopt.target.llvmir import translate_module, verify_text
    block, body = Block(), gm.regions[0].blocks[0]
    ops = [op for op in body.ops if op.name != "gpu.module_end"]
    if move:
        body.ops = [op for op in body.ops if op.name == "gpu.module_end"]
    for op in ops:
        block.append(op if move else clone(op))
    mod = builtin.ModuleOp.create([], [], {}, [Region([block])], [], gm.loc)
    text = translate_module(mod)
    verify_text(text, gm.loc)
    return text


# Math intrinsics the NVPTX back end of llvmlite's LLVM cannot select on these element types
# (measured: "Cannot select" aborts, "no libcall available" exits); sin, cos and tanh on
# f16/bf16/f32 are selected (approximately) when the call has `afn` (or `fast`).
_UNSELECTABLE = ("sin", "cos", "sincos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh",
                 "tanh", "exp", "exp10", "log", "log2", "log10", "pow")
_APPROX = ("sin", "cos", "tanh")
_CALL = re.compile(r"\bcall ((?:(?:fast|nnan|ninf|nsz|arcp|contract|afn|reassoc) )*)[^@]*"
                   r"@llvm\.(\w+)\.((?:v\d+)?(?:bf16|f16|f32|f64))\(")
_DEFINE = re.compile(r"^define [^@]*@(\"[^\"]*\"|[\w.$-]+)\(")


def unselectable_call(ir: str) -> tuple[str, str, str] | None:
    """The first call in the LLVM IR text of a math intrinsic NVPTX cannot select:
    (intrinsic, enclosing function, the math op's base name), or None."""
    fn = "?"
    for line in ir.splitlines():
        if m := _DEFINE.match(line):
            fn = m.group(1).strip('"')
            continue
        for m in _CALL.finditer(line):
            flags, name, ty = m.group(1).split(), m.group(2), m.group(3)
            if name == "exp2" and ty.endswith("f64"):
                return f"llvm.{name}.{ty}", fn, name
            if name not in _UNSELECTABLE:
                continue
            if name in _APPROX and not ty.endswith("f64") and ("afn" in flags or "fast" in flags):
                continue
            return f"llvm.{name}.{ty}", fn, name
    return None


def _check_selectable(ir: str, loc: Location | None) -> None:
    hit = unselectable_call(ir)
    if hit is None:
        return
    intrinsic, fn, base = hit
    math = {"pow": "powf", "sincos": "sin/math.cos"}.get(base, base)
    raise PassError(f"'{intrinsic}' (in @{fn}) cannot be selected by the NVPTX back end: lower "
                    f"math.{math} with --convert-gpu-to-nvvm, which calls libdevice "
                    "(__nv_*) instead of the intrinsic", loc)


def _llvm_message(text: str) -> str:
    """What LLVM said before it died: its error or assertion lines, not the stack dump."""
    lines = []
    for line in text.splitlines():
        line = line.strip()
        if line.startswith(("PLEASE submit", "Stack dump:", "#0 ", "0.")):
            break
        if line:
            lines.append(line)
    picked = [x for x in lines if "LLVM ERROR" in x or "Assertion" in x or "error:" in x]
    message = "; ".join(picked or lines[:3])
    return message[:2000] or "no message"


_isolated = False  # True in a child of run_isolated/run_isolated_many doing its last work
_in_child = False  # True in a child of run_isolated/run_isolated_many


def _outcome(work: Callable[[], str]) -> bytes:
    """b"O" + the text of `work()`, or b"P" + the pickled GpuoptError it raised (its class and
    diagnostic: location and notes), or b"E" + the message of another error."""
    try:
        return b"O" + work().encode("utf-8", "surrogateescape")
    except GpuoptError as e:
        lean = type(e).__new__(type(e))
        Exception.__init__(lean, e.message)
        lean.diag = e.diag
        try:
            return b"P" + pickle.dumps(lean)
        except Exception:  # noqa: BLE001 (an odd location: the message is enough)
            return b"E" + e.message.encode()
    except RuntimeError as e:
        return b"E" + f"LLVM failed: {str(e).strip()}".encode()
    except Exception as e:  # noqa: BLE001 (passed back, not lost with the child)
        return b"E" + f"LLVM failed: {type(e).__name__}: {e}".encode()


def _write_all(fd: int, data: bytes) -> None:
    view = memoryview(data)
    while view:
        view = view[os.write(fd, view):]


def _enter_child(err_fd: int) -> None:
    global _in_child
    _in_child = True
    gc.disable()  # a collection would write to (copy) every page of the parent's heap
    faulthandler.disable()  # an abort here is reported by the parent, not as a traceback
    os.dup2(err_fd, 2)


def _child(work: Callable[[], str], w: int, err_fd: int) -> NoReturn:
    """The forked child: runs `work` with stderr going to `err_fd`, writes b"O" + its text or
    b"E" + an error message to the pipe `w`, and ends without running any cleanup."""
    global _isolated
    _isolated = True
    code = 0
    try:
        _enter_child(err_fd)
        _write_all(w, _outcome(work))
    except BaseException:  # noqa: BLE001 (the child must reach os._exit)
        code = 70
    os._exit(code)


def _death(status: int) -> str:
    """How a child that did not report ended: `signal SIGABRT`, `exit status 1`."""
    if not os.WIFSIGNALED(status):
        return f"exit status {os.WEXITSTATUS(status)}"
    number = os.WTERMSIG(status)
    try:
        return f"signal {signal.Signals(number).name}"
    except ValueError:
        return f"signal {number}"


def _reported(kind: bytes, data: bytes, loc: Location | None) -> str | GpuoptError:
    """What a child reported (see _outcome): the text, or the error, located at `loc` if it
    had no location of its own."""
    if kind == b"O":
        return data.decode("utf-8", "surrogateescape")
    if kind == b"P":
        err = pickle.loads(data)
        if err.diag.loc is None:
            err.diag.loc = loc
        return err
    return PassError(data.decode(errors="replace"), loc)


def _died(status: int, said: bytes, loc: Location | None) -> PassError:
    return PassError(f"LLVM failed while compiling the kernel module ({_death(status)}): "
                     f"{_llvm_message(said.decode(errors='replace'))}", loc)


def run_isolated(work: Callable[[], str], loc: Location | None) -> str:
    """`work()` computed in a forked child process, so that LLVM aborting there (an assertion,
    report_fatal_error) becomes a PassError at `loc` quoting LLVM's message instead of ending
    gpuopt. A GpuoptError or other exception (llvmlite's RuntimeError) raised by `work` comes
    back as a PassError with its message. Without os.fork (Windows), `work` runs here."""
    if not hasattr(os, "fork"):
        try:
            return work()
        except RuntimeError as err:
            raise PassError(f"LLVM failed: {str(err).strip()}", loc) from None
    sys.stdout.flush()
    sys.stderr.flush()
    with tempfile.TemporaryFile() as err_file:
        r, w = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(r)
            _child(work, w, err_file.fileno())
        os.close(w)
        with os.fdopen(r, "rb") as f:
            data = f.read()
        _, status = os.waitpid(pid, 0)
        if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 and data[:1] in b"OPE":
            got = _reported(data[:1], data[1:], loc)
            if isinstance(got, GpuoptError):
                raise got
            return got
        err_file.seek(0)
        raise _died(status, err_file.read(), loc)


_RECORD = struct.Struct("<cIQ")  # kind (S: started, O: text, E: error), job, length or offset


def _worker(jobs: list[Callable[[], str]], share: range, out_fd: int, err_fd: int) -> NoReturn:
    """A forked worker of run_isolated_many: runs its share of the jobs in order, recording in
    `out_fd` where each starts (its offset in `err_fd`, which is its stderr) and its outcome."""
    global _isolated
    code = 0
    try:
        _enter_child(err_fd)
        for i in share:
            _write_all(out_fd, _RECORD.pack(b"S", i, os.lseek(err_fd, 0, os.SEEK_END)))
            _isolated = i == share[-1]  # its last work may consume what the parent prepared
            data = _outcome(jobs[i])
            _write_all(out_fd, _RECORD.pack(data[:1], i, len(data) - 1) + data[1:])
    except BaseException:  # noqa: BLE001 (the child must reach os._exit)
        code = 70
    os._exit(code)


def run_isolated_many(jobs: list[tuple[Callable[[], str], Location | None]],
                      workers: int | None = None, raise_first: bool = True) -> list:
    """Each `work()` of `jobs` computed as run_isolated would, but by a few forked workers
    (one per CPU, at most `workers`) that share the jobs and run in parallel: one fork per
    worker, not per job. The texts come back in order; if any job failed, the error of the
    first failing one (in order) is raised, located at its `loc` unless it has a location
    of its own (or, without `raise_first`, it takes the place of that job's text). A worker
    that dies (LLVM aborting) loses the jobs after the one it died in; those come after a
    failure, so they are never the one reported."""
    n = min(len(jobs), workers or os.cpu_count() or 1)
    if len(jobs) <= 1 or not hasattr(os, "fork"):
        return [_one(work, loc, raise_first) for work, loc in jobs]
    works = [work for work, _ in jobs]
    sys.stdout.flush()
    sys.stderr.flush()
    done: dict[int, tuple[bytes, bytes | PassError]] = {}
    with contextlib.ExitStack() as stack:
        files = [(stack.enter_context(tempfile.TemporaryFile()),
                  stack.enter_context(tempfile.TemporaryFile())) for _ in range(n)]
        pids = []
        for k, (out, err) in enumerate(files):
            pid = os.fork()
            if pid == 0:
                _worker(works, range(k, len(jobs), n), out.fileno(), err.fileno())
            pids.append(pid)
        for k, (pid, (out, err)) in enumerate(zip(pids, files, strict=True)):
            _, status = os.waitpid(pid, 0)
            out.seek(0)
            data = out.read()
            at, started = 0, None
            while at + _RECORD.size <= len(data):
                kind, i, size = _RECORD.unpack_from(data, at)
                at += _RECORD.size
                if kind == b"S":
                    started = (i, size)
                    continue
                done[i] = (kind, data[at:at + size])
                at += size
                started = None
            missing = [i for i in range(k, len(jobs), n) if i not in done]
            if missing:  # it died: in the job it started last, or before its first
                err.seek(started[1] if started else 0)
                i = started[0] if started else missing[0]
                done[i] = (b"D", _died(status, err.read(), jobs[i][1]))
    texts = []
    for i, (_, loc) in enumerate(jobs):
        kind, got = done.get(i, (b"D", PassError("LLVM failed: the worker ended early", loc)))
        if kind != b"D":
            got = _reported(kind, got, loc)
        if raise_first and isinstance(got, GpuoptError):
            raise got
        texts.append(got)
    return texts


def _one(work: Callable[[], str], loc: Location | None, raise_first: bool) -> str | GpuoptError:
    try:
        return run_isolated(work, loc)
    except GpuoptError as err:
        if raise_first:
            raise
        return err


def _libraries(target: A.Attribute, extra: list[str], toolkit: str, needs_libdevice: bool,
               loc: Location | None) -> list:
    """The prepared libraries to link: the target's `link` list, the pass's `l=` files, then
    libdevice when the kernel calls `__nv_*` and none of those provides it."""
    paths = [*link_paths(target), *extra]
    try:
        libs = [LD.load_library(p) for p in paths]
        if needs_libdevice and not any(
                os.path.basename(p) == LD.LIBDEVICE for p in paths):
            path = LD.find_libdevice(toolkit)
            if path is None:
                raise PassError("the kernel calls libdevice functions (__nv_*), but "
                                + LD.MISSING_LIBDEVICE, loc)
            libs.append(LD.load_library(path))
    except LD.LinkError as err:
        raise PassError(str(err), loc) from None
    return libs


def link_paths(target: A.Attribute) -> list[str]:
    """The `link = [...]` files of an `#nvvm.target`."""
    text = next((v for k, v in getattr(target, "params", ()) if k == "link"), "[]").strip()
    return [unescape(x.strip()) for x in A.split_top(text[1:-1]) if x.strip()]


def _bitcode(ir: str, libs: list, loc: Location | None) -> str | Callable[[], str]:
    """The kernel IR as bitcode (its bytes as a StringAttr holds them: decoded as UTF-8 with
    surrogateescape, so that they print as mlir-opt-19 prints them and encode back to the same
    bytes), with the `libs` linked in (the work of a child process, as for PTX, returned to be
    run there); nothing optimized, no libdevice added: the runner's CPU device executes it."""
    from llvmlite import binding as llvm
    if not libs:
        return llvm.parse_assembly(ir).as_bitcode().decode("utf-8", "surrogateescape")

    def work() -> str:
        mod = llvm.parse_assembly(ir)
        try:
            LD.link(mod, libs, consume=_isolated)
        except LD.LinkError as err:
            raise PassError(str(err), loc) from None
        mod.verify()
        return mod.as_bitcode().decode("utf-8", "surrogateescape")

    return work


def _ptx(ir: str, target: A.Attribute, libs: list, loc: Location | None) -> Callable[[], str]:
    """The work that makes PTX of the kernel IR, to be run in a child process (run_isolated):
    linked with `libs`, optimized at the target's `O` and compiled by llvmlite's NVPTX
    target."""
    from llvmlite import binding as llvm
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    _check_selectable(ir, loc)
    triple = _param(target, "triple", "nvptx64-nvidia-cuda")
    chip = _param(target, "chip", "sm_50")
    requested = _param(target, "features", DEFAULT_FEATURES)
    level = int(_param(target, "O", "2"))
    flags = next((v for k, v in getattr(target, "params", ()) if k == "flags"), "")
    ftz = "ftz" in re.findall(r"\w+", flags)

    def work() -> str:
        features = ptx_features(requested, ptx_floor(triple, chip))
        tm = llvm.Target.from_triple(triple).create_target_machine(cpu=chip, features=features,
                                                                    opt=min(level, 3))
        mod = llvm.parse_assembly(ir)
        mod.triple, mod.data_layout = triple, str(tm.target_data)
        if libs or ftz:
            try:
                LD.link(mod, libs, ftz, consume=_isolated)
            except LD.LinkError as err:
                raise PassError(str(err), loc) from None
        missing = LD.unresolved(mod) if libs else []
        if missing:
            raise PassError(f"no linked library defines '{missing[0]}'", loc)
        mod.verify()
        pb = llvm.create_pass_builder(tm, llvm.create_pipeline_tuning_options(min(level, 3)))
        pb.getModulePassManager().run(mod, pb)
        return tm.emit_assembly(mod)

    return work


DEFAULT_FEATURES = "+ptx60"  # an #nvvm.target's features when it names none (LLVM 19)
_FLOORS: dict[tuple[str, str], int] = {}


def ptx_floor(triple: str, chip: str) -> int:
    """The lowest PTX ISA version (70 for 7.0) llvmlite's NVPTX target accepts for `chip`:
    the one it writes when no `+ptx` feature is given (measured once per chip)."""
    from llvmlite import binding as llvm
    key = (triple, chip)
    if key not in _FLOORS:
        tm = llvm.Target.from_triple(triple).create_target_machine(cpu=chip, features="")
        mod = llvm.parse_assembly("")
        mod.triple = triple
        found = re.search(r"^\.version (\d+)\.(\d)", tm.emit_assembly(mod), re.MULTILINE)
        _FLOORS[key] = int(found[1]) * 10 + int(found[2]) if found else 0
    return _FLOORS[key]


def ptx_features(features: str, floor: int) -> str:
    """`features` with its PTX version raised to at least `floor`, as LLVM 19 raises it (an
    sm_80 target with the default `+ptx60` gets `.version 7.0`; LLVM 22 would refuse it)."""
    found = re.search(r"\+ptx(\d+)", features)
    if found is None:
        return ",".join(x for x in (features, f"+ptx{max(60, floor)}") if x)
    if int(found[1]) >= floor:
        return features
    return features[:found.start()] + f"+ptx{floor}" + features[found.end():]


def find_tool(name: str, toolkit: str, loc: Location | None) -> str:
    """`name` under `<toolkit>/bin`, else on PATH, else in the bin/ of the CUDA toolkit path or
    a CUDA wheel (libdevice.cuda_roots), as LLVM 19's NVPTXSerializer looks for it."""
    roots = LD.cuda_roots(toolkit)
    found = [os.path.join(roots[0], "bin", name)] if toolkit else []
    found += [shutil.which(name)] + [os.path.join(r, "bin", name) for r in roots[bool(toolkit):]]
    for path in found:
        if path and os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    where = ", ".join([f"{toolkit}/bin"] * bool(toolkit) + ["PATH"]
                      + [f"{r}/bin" for r in roots[bool(toolkit):]])
    need = "format=bin and format=fatbin" if name == "ptxas" else "format=fatbin"
    raise PassError(f"'{name}' was not found (searched {where}): it is needed for {need} "
                    "(install the CUDA toolkit and "
                    "set toolkit= or CUDA_HOME, or use format=isa or format=llvm)", loc)


def module_loc(root, gm) -> Location | None:
    """Where an error about assembling `gm` is shown: at the gpu.module, or, when it has no
    location (--gpu-lower-to-nvvm-pipeline's strip-debuginfo removes it, as LLVM 19's does), at
    the first `gpu.launch_func` of one of its kernels in the host code."""
    if gm.loc is not None and not isinstance(gm.loc, UnknownLoc):
        return gm.loc
    name = gm.attributes["sym_name"].value
    for o in root.walk():
        if isinstance(o, gpu.LaunchFuncOp) and o.kernel.root == name \
                and not isinstance(o.loc, UnknownLoc):
            return o.loc
    return gm.loc


_UNKNOWN_CHIP = re.compile(r"Value '([^']*)' is not defined for option 'gpu-name'")


def ptxas_error(stderr: str, gm, chip: str, ptxas: str, loc: Location | None) -> PassError:
    """ptxas's refusal of the PTX of `gm` for `chip`, quoted, at `loc` (module_loc), with a
    hint when ptxas does not know the chip (CUDA 13's ptxas has dropped sm_50, the pipeline's
    default)."""
    name = gm.attributes["sym_name"].value
    err = PassError(f"ptxas failed on the PTX of gpu.module @{name} for {chip}: "
                    f"{' '.join(stderr.split())}", loc)
    if loc is not gm.loc:
        err.note(f"gpu.module @{name} has no location (strip-debuginfo removed it, as "
                 "--gpu-lower-to-nvvm-pipeline does): shown at the first launch of its kernels")
    found = _UNKNOWN_CHIP.search(stderr)
    if found:
        err.note(f"the ptxas in use ({ptxas}) does not support {found[1]}: pick a newer chip, "
                 "e.g. --gpu-lower-to-nvvm-pipeline=\"cubin-chip=sm_80\" "
                 "(--nvvm-attach-target=\"chip=sm_80\"), or cubin-format=llvm "
                 "(--gpu-module-to-binary=format=llvm) to run the result on gpuopt-runner's "
                 "cpu device")
    return err


def _assemble(ptx: str, target, fmt: str, toolkit: str, opts: str, loc, gm) -> bytes:
    chip = _param(target, "chip", "sm_50")
    ptxas = find_tool("ptxas", toolkit, loc)
    fatbinary = find_tool("fatbinary", toolkit, loc) if fmt == "fatbin" else ""
    with tempfile.TemporaryDirectory() as d:
        src, cubin = os.path.join(d, "k.ptx"), os.path.join(d, "k.cubin")
        with open(src, "w") as f:
            f.write(ptx)
        cmd = [ptxas, f"-arch={chip}", src, "-o", cubin, *opts.split()]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise ptxas_error(r.stderr, gm, chip, ptxas, loc)
        if fmt == "bin":
            return open(cubin, "rb").read()
        fat = os.path.join(d, "k.fatbin")
        cmd = [fatbinary, "-64", "--create", fat,
               f"--image3=kind=elf,sm={chip.removeprefix('sm_')},file={cubin}",
               f"--image3=kind=ptx,sm={chip.removeprefix('sm_')},file={src}"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise PassError(f"fatbinary failed: {r.stderr.strip()}", loc)
        return open(fat, "rb").read()


@dataclass
class GpuModuleToBinary(Pass, flag="gpu-module-to-binary"):
    """Transforms a GPU module into a GPU binary."""
    anchor = "any"  # op-agnostic, as upstream declares it (nests anywhere)

    toolkit: str = field(default="", metadata={"help": "Toolkit path."})
    l: list = field(default_factory=list, metadata={  # noqa: E741 (LLVM's option name)
        "help": "Extra files to link to.", "type": "string"})
    opts: str = field(default="", metadata={"help": "Command line options to pass to the tools."})
    format: str = field(default="fatbin", metadata={
        "help": "The target representation of the compilation process.", "type": "string"})
    section: str = field(default="", metadata={"help": "ELF section where binary is to be "
                                                       "located."})

    def run(self, op) -> None:
        fmt = FORMATS.get(self.format)
        if fmt is None:
            raise PassError(f"Invalid format specified: {self.format}", op.loc)
        block = op.regions[0].blocks[0]
        plan, jobs, failed = [], [], None
        try:  # everything made here; the compilation, in workers (run_isolated_many)
            for gm in list(block.ops):
                if isinstance(gm, gpu.GPUModuleOp) and "targets" not in gm.attributes:
                    from gpuopt.verifier import attach_current_op
                    err = PassError("the module has no target attributes", gm.loc)
                    attach_current_op(err, gm)
                    raise err
                if isinstance(gm, gpu.GPUModuleOp):
                    _lower_math(gm)
                    plan.append((gm, [(t, self._prepare(t, gm, fmt, jobs))
                                      for t in gm.attributes["targets"].value]))
        except GpuoptError as err:  # raised after the failures of the modules before it
            failed = err
        texts = run_isolated_many(jobs, raise_first=False)
        for gm, entries in plan:
            objects = []
            for t, index in entries:
                data = texts[index]
                if isinstance(data, GpuoptError):
                    raise data
                if fmt in ("bin", "fatbin"):
                    data = _assemble(data, t, fmt, self.toolkit, self.opts, module_loc(op, gm),
                                     gm).decode("utf-8", "surrogateescape")
                props = None
                if fmt == "assembly":  # as LLVM 19's NVVM target records it: the PTX
                    data += "\0"  # with its NUL (cuModuleLoadDataEx reads up to it)
                    level = A.IntegerAttr(int(_param(t, "O", "2")), T.i32)
                    props = A.DictionaryAttr.get({"O": level})
                objects.append(gpu.ObjectAttr(t, props, fmt, data))
            attrs = {"sym_name": gm.attributes["sym_name"], "objects": A.ArrayAttr(tuple(objects))}
            handler = gm.attributes.get("offloadingHandler")
            if handler is not None:
                attrs["offloadingHandler"] = handler
            binary = gpu.BinaryOp.create([], [], attrs, [], [], gm.loc)
            block.insert(block.ops.index(gm), binary)
            gm.erase()
        if failed is not None:
            raise failed

    def _prepare(self, t: A.Attribute, gm, fmt: str, jobs: list) -> int:
        """Appends to `jobs` the work that makes the object of `gm` for target `t` (translated,
        verified, linked, compiled: all in a worker); returns its index. The libraries are
        loaded here first, so that the workers share them."""
        if not str(t).startswith("#nvvm.target"):
            raise PassError(f"unsupported target {t}: only #nvvm.target", gm.loc)
        extra, toolkit = list(self.l), self.toolkit
        _libraries(t, extra, toolkit, fmt != "offload" and _calls_libdevice(gm), gm.loc)

        def work() -> str:
            ir = _kernel_ir(gm, move=_in_child)
            if fmt == "offload":
                made = _bitcode(ir, _libraries(t, extra, toolkit, False, gm.loc), gm.loc)
            else:
                needs = bool(LD.LIBDEVICE_CALL.search(ir))
                made = _ptx(ir, t, _libraries(t, extra, toolkit, needs, gm.loc), gm.loc)
            return made if isinstance(made, str) else made()

        jobs.append((work, gm.loc))
        return len(jobs) - 1


def _lower_math(gm) -> None:
    """Math ops convert-gpu-to-nvvm left in the kernels (`math.fma`, which has no libdevice
    call there) to the llvm dialect. LLVM 19's pipeline runs gpu-to-llvm, which lowers them in
    the whole module, before gpu-module-to-binary; gpuopt's runs this pass first."""
    if any(o.name.startswith("math.") for o in gm.walk()):
        from gpuopt.passes.convert_math_to_llvm import ConvertMathToLLVM
        ConvertMathToLLVM().run(gm)


def _calls_libdevice(gm) -> bool:
    """Whether the gpu.module declares a libdevice function (`llvm.func @__nv_expf`)."""
    for op in gm.regions[0].blocks[0].ops:
        name = op.attributes.get("sym_name")
        if isinstance(name, A.StringAttr) and name.value.startswith("__nv_"):
            return True
    return False
