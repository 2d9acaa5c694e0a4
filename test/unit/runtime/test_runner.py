"""gpuopt-runner: mlir-cpu-runner's flags (`-e main`, `-O3`), the entry point checks, the
lowering of high-level modules, result lines, crashes, and the device interface (a stand-in
device bound through llvm.add_symbol)."""
import importlib.util
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from gpuopt.printer import print_op
from gpuopt.runtime import runner

REPO = Path(__file__).resolve().parents[3]
ENV = dict(os.environ, PYTHONPATH=str(REPO))


def _run(args: list[str], stdin: str | None = None, code: str | None = None,
         timeout: int = 120) -> subprocess.CompletedProcess:
    """gpuopt-runner in a child process (JIT code writes to the real stdout)."""
    cmd = [sys.executable, "-c", code, *args] if code else \
        [sys.executable, "-m", "gpuopt.runtime.runner", *args]
    return subprocess.run(cmd, input=stdin, capture_output=True, text=True, env=ENV,
                          cwd=REPO, timeout=timeout)


def test_flags_read_as_mlir_cpu_runner_reads_them() -> None:
    opts = runner.parse_args(["in.mlir", "-e", "main", "--entry-point-result=void", "-O3",
                              "--shared-libs=a.so,b.so", "--device=cpu"])
    assert (opts.input, opts.entry_point, opts.entry_point_result) == ("in.mlir", "main", "void")
    assert opts.opt_level == 3 and opts.libraries == ["a.so", "b.so"] and opts.device == "cpu"
    assert not opts.cpu_check_bounds
    assert runner.parse_args(["--cpu-check-bounds"]).cpu_check_bounds
    assert not opts.cpu_check_races and runner.parse_args(["--cpu-check-races"]).cpu_check_races
    opts = runner.parse_args(["--cpu-schedule=random:1234"])
    assert (opts.cpu_schedule, opts.cpu_seed) == ("random", 1234)
    opts = runner.parse_args(["--cpu-schedule=random"])
    assert (opts.cpu_schedule, opts.cpu_seed) == ("random", None)
    opts = runner.parse_args(["--march", "x86_64", "-mattr=+avx2,-fma", "--mattr=SSE2"])
    assert (opts.march, opts.mattr) == ("x86_64", ["+avx2", "-fma", "SSE2"])
    assert (runner.Options.march, runner.Options.mattr) == ("", [])  # the defaults stay


def test_defaults_and_spellings() -> None:
    opts = runner.parse_args([])
    assert (opts.input, opts.entry_point, opts.opt_level, opts.libraries) == ("-", "main", 2, [])
    # one dash or two, `-e=f` or `-e f`, the last -O wins: as llvm::cl reads them
    opts = runner.parse_args(["--e=f", "--O0", "-O1", "-entry-point-result", "i64", "-"])
    assert (opts.entry_point, opts.opt_level, opts.entry_point_result) == ("f", 1, "i64")


@pytest.mark.parametrize("args, message", [
    (["-e"], "gpuopt-runner: for the -e option: requires a value!"),
    (["--entry-point-result=f64"], "Cannot find option named 'f64'!"),
    (["--device=tpu"], "Cannot find option named 'tpu'!"),
    (["--cpu-schedule=random:x"], "for the --cpu-schedule option: 'x' is not a seed"),
    (["--cpu-schedule=deferred:3"], "Cannot find option named 'deferred:3'!"),
    (["-O4"], "Unknown command line argument '-O4'"),
    (["-O3=1"], "does not allow a value!"),
    (["--fail-on-leak=maybe"], "'maybe' is invalid value for boolean argument! Try 0 or 1"),
])
def test_bad_command_line_exits_2(args: list[str], message: str,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert runner.main(args) == 2
    assert message in capsys.readouterr().err


def test_help_and_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert runner.main(["-help"]) == 0
    out = capsys.readouterr().out
    assert "  -e <<function name>>" in out
    assert "--entry-point-result=<f32 | i32 | i64 | void>" in out
    assert "--cpu-check-bounds" in out and "--fail-on-leak" in out
    assert "--cpu-check-races" in out and "random[:SEED]" in out
    assert runner.main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("gpuopt-runner version ")


def test_runs_as_a_module() -> None:
    proc = _run(["-e", "main", "-O3", "--entry-point-result=i32"],
                stdin="func.func @main() -> i32 {\n  %c = arith.constant 5 : i32\n"
                      "  return %c : i32\n}\n")
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, "5\n", "")


def test_default_entry_point_result_is_f32_as_upstream() -> None:
    assert runner.parse_args([]).entry_point_result == "f32"


@pytest.mark.parametrize("value, result, text", [
    (-7, "i32", "-7\n"), (2**40, "i64", "1099511627776\n"), (1.5, "f32", "1.500000e+00\n"),
    (float("inf"), "f32", "INF\n"), (float("-inf"), "f32", "-INF\n"),
    (float("nan"), "f32", "nan\n"), (-0.0, "f32", "-0.000000e+00\n"),
])
def test_result_lines_as_llvm_outs_writes_them(value, result: str, text: str) -> None:
    assert runner.result_text(value, result) == text


def _module(text: str):
    from gpuopt.parser import parse_text
    return parse_text(textwrap.dedent(text), "t.mlir")


def test_entry_point_checks() -> None:
    m = _module("""\
        llvm.func @decl()
        llvm.func @f(%a: i32) -> i32 {
          llvm.return %a : i32
        }
        llvm.func @g() -> i64 {
          %0 = llvm.mlir.constant(1 : i64) : i64
          llvm.return %0 : i64
        }
        """)
    for name, result, message in [("nope", "void", "entry point not found"),
                                  ("decl", "void", "entry point not found"),
                                  ("g", "void", "expected void function"),
                                  ("f", "i32", "function inputs not supported"),
                                  ("g", "i32", "only single i32 function result supported"),
                                  ("g", "f32", "only single f32 function result supported")]:
        with pytest.raises(runner.RunError, match=message):
            runner.entry_function(m, name, result)
    assert runner.entry_function(m, "g", "i64").sym_name.value == "g"


def test_lowering_is_for_high_level_modules_only() -> None:
    assert not runner.needs_lowering(_module("llvm.func @f() {\n  llvm.return\n}\n"))
    assert runner.needs_lowering(_module("func.func @f() {\n  return\n}\n"))


def test_mlir_opt_19_gpu_to_llvm_output_is_translated_as_it_is() -> None:
    lowered = """\
        module attributes {gpu.container_module} {
          gpu.binary @b [#gpu.object<#nvvm.target, "BC">]
          llvm.func @f(%s: !llvm.ptr, %n: i64) {
            gpu.launch_func <%s : !llvm.ptr> @b::@k blocks in (%n, %n, %n)
                threads in (%n, %n, %n) : i64 args(%n : i64)
            llvm.return
          }
        }
        """
    assert not runner.needs_lowering(_module(lowered))
    assert runner.needs_lowering(_module(lowered.replace("gpu.binary @b [", "gpu.binary @c [")
                                         .replace("llvm.func", "gpu.module @b {\n}\nllvm.func")))
    high = _module("""\
        module attributes {gpu.container_module} {
          gpu.module @b {
            gpu.func @k(%n: index) kernel {
              gpu.return
            }
          }
          func.func @f(%n: index) {
            gpu.launch_func @b::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%n : index)
            return
          }
        }
        """)
    launch = [op for op in high.walk() if op.name == "gpu.launch_func"][0]
    assert not runner.translatable_gpu_op(launch)  # index operands: gpu-to-llvm's business


def test_vector_prints_split_into_scalar_prints() -> None:
    m = _module("""\
        func.func @f(%v: vector<2x2xf32>) {
          vector.print %v : vector<2x2xf32>
          return
        }
        """)
    runner.split_vector_prints(m)
    from gpuopt.printer import print_op
    text = print_op(m)
    assert "vector.print %v" not in text.replace("%v:", "")
    assert text.count("vector.extract ") == 4
    assert text.count("punctuation <open>") == 3 and text.count("punctuation <close>") == 3
    assert text.count("punctuation <comma>") == 3 and "punctuation <no_punctuation>" in text


def test_gpu_ops_go_through_the_nvvm_pipeline() -> None:
    """A high-level module with gpu ops is lowered with --gpu-lower-to-nvvm-pipeline (its
    kernels as LLVM bitcode for the cpu device): only llvm ops are left."""
    m = _module("""\
        module attributes {gpu.container_module} {
          gpu.module @k {
            gpu.func @g(%a: memref<?xf32>) kernel {
              %i = gpu.thread_id x
              %x = memref.load %a[%i] : memref<?xf32>
              memref.store %x, %a[%i] : memref<?xf32>
              gpu.return
            }
          }
          func.func @f(%a: memref<?xf32>) {
            %c1 = arith.constant 1 : index
            gpu.launch_func @k::@g blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
                args(%a : memref<?xf32>)
            return
          }
        }
        """)
    runner.lower(m, "cpu")
    assert not runner.needs_lowering(m)
    text = print_op(m)
    assert "llvm.call @mgpuLaunchKernel" in text and "offload" not in text
    assert '@k_bin_cst("BC\\C0\\DE' in text  # the kernels: LLVM bitcode


CRASH = """\
llvm.func @main() -> i32 {
  %0 = llvm.mlir.zero : !llvm.ptr
  %1 = llvm.load volatile %0 : !llvm.ptr -> i32
  llvm.return %1 : i32
}
"""


def test_a_crash_in_jit_code_is_one_line_and_exit_1() -> None:
    proc = _run(["-O0", "--entry-point-result=i32"], stdin=CRASH, timeout=60)
    assert (proc.returncode, proc.stdout) == (1, "")
    assert proc.stderr == ("gpuopt-runner: error: invalid memory access (SIGSEGV at 0x0) in "
                           "JIT-compiled code\n")


MGPU = """\
llvm.func @mgpuStreamCreate() -> !llvm.ptr
llvm.func @mgpuStreamDestroy(!llvm.ptr)
llvm.func @mgpuMemAlloc(i64, !llvm.ptr, i8) -> !llvm.ptr
llvm.func @main() -> i64 {
  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr
  %n = llvm.mlir.constant(64 : i64) : i64
  %f = llvm.mlir.constant(0 : i8) : i8
  %p = llvm.call @mgpuMemAlloc(%n, %s, %f) : (i64, !llvm.ptr, i8) -> !llvm.ptr
  llvm.call @mgpuStreamDestroy(%s) : (!llvm.ptr) -> ()
  %i = llvm.ptrtoint %p : !llvm.ptr to i64
  llvm.return %i : i64
}
"""


@pytest.mark.skipif(importlib.util.find_spec("gpuopt.runtime.cpu") is not None,
                    reason="the cpu device exists")
def test_mgpu_calls_without_a_device_are_a_clear_error() -> None:
    proc = _run(["--device=cpu", "--entry-point-result=i64"], stdin=MGPU)
    assert proc.returncode == 1
    assert proc.stderr == ("gpuopt-runner: the program calls mgpuMemAlloc, but the cpu device "
                           "is not available: No module named 'gpuopt.runtime.cpu'\n")


# A stand-in for gpuopt.runtime.cpu.CpuDevice: the interface the runner expects of a device.
FAKE_DEVICE = """\
import ctypes, sys, types
from gpuopt import abi
from gpuopt.runtime import runner

class CpuDevice:
    def __init__(self, schedule="eager"):
        self.live = {}
        self.next = 0x1000
        self.keep = {}
        def make(name, fn):
            res, params = abi.signature(name)
            ct = {"ptr": ctypes.c_void_p, "i64": ctypes.c_int64, "i32": ctypes.c_int32,
                  "i16": ctypes.c_int16, "i8": ctypes.c_int8, "void": None}
            self.keep[name] = ctypes.CFUNCTYPE(ct[res], *[ct[p] for p in params])(fn)
        def new(kind):
            self.next += 16
            self.live[self.next] = kind
            return self.next
        make("mgpuStreamCreate", lambda: new("stream"))
        make("mgpuStreamDestroy", lambda s: self.live.pop(s))
        make("mgpuMemAlloc", lambda n, s, shared: new(f"allocation of {n} bytes"))
        for e in abi.DEVICE_ENTRIES:
            if e.name not in self.keep:
                make(e.name, lambda *a: None)
    def symbols(self):
        return {n: ctypes.cast(f, ctypes.c_void_p).value for n, f in self.keep.items()}
    def leaks(self):
        return [f"{kind} {hex(h)}" for h, kind in self.live.items()]
    def close(self):
        print("closed", file=sys.stderr)

module = types.ModuleType("gpuopt.runtime.cpu")
module.CpuDevice = CpuDevice
sys.modules["gpuopt.runtime.cpu"] = module
sys.exit(runner.main(sys.argv[1:]))
"""


@pytest.mark.parametrize("device", ["cpu", "auto"])
def test_mgpu_calls_are_bound_to_the_device(device: str) -> None:
    proc = _run([f"--device={device}", "--entry-point-result=i64"], stdin=MGPU,
                code=FAKE_DEVICE)
    # auto: no cuda device here (no gpuopt.runtime.cuda, or no GPU), so cpu
    assert (proc.returncode, proc.stdout) == (0, "4128\n"), proc.stderr
    assert proc.stderr == "closed\ngpuopt-runner: leaked: allocation of 64 bytes 0x1020\n"
    proc = _run(["--device=cpu", "--entry-point-result=i64", "--fail-on-leak"], stdin=MGPU,
                code=FAKE_DEVICE)
    assert proc.returncode == 1 and "leaked: allocation of 64 bytes" in proc.stderr
    # (this stand-in has no `sited`: the per-site twins are bound to the plain entries)


def test_cpu_device_leaks_name_their_creation_site() -> None:
    proc = _run(["--device=cpu", "--entry-point-result=i64"], stdin=MGPU)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == ("gpuopt-runner: leaked: 1 allocation (64 bytes), created at "
                           "<stdin>:8:8 (mgpuMemAlloc in @main)\n")


def test_cpu_check_bounds_puts_allocations_before_a_guard_page() -> None:
    import mmap
    proc = _run(["--device=cpu", "--entry-point-result=i64", "--cpu-check-bounds"], stdin=MGPU)
    assert proc.returncode == 0, proc.stderr
    assert (int(proc.stdout) + 64) % mmap.PAGESIZE == 0


def test_a_program_whose_only_mgpu_call_has_a_site_opens_the_device() -> None:
    # -O2 drops the now unused plain declaration: the twin alone must open the device
    only = ("llvm.func @mgpuStreamCreate() -> !llvm.ptr\nllvm.func @main() {\n"
            "  %s = llvm.call @mgpuStreamCreate() : () -> !llvm.ptr\n  llvm.return\n}\n")
    proc = _run(["--device=cpu", "--entry-point-result=void"], stdin=only)
    assert (proc.returncode, proc.stderr) == (0, "gpuopt-runner: leaked: 1 stream, created at "
                                                 "<stdin>:3:8 (mgpuStreamCreate in @main)\n")


HOST_ONLY = """\
llvm.func @main() -> i32 {
  %0 = llvm.mlir.constant(42 : i32) : i32
  llvm.return %0 : i32
}
"""


def test_a_second_load_of_the_same_input_parses_and_lowers_nothing(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv("GPUOPT_CACHE_DIR", str(tmp_path / "cache"))
    src = tmp_path / "p.mlir"
    src.write_text(HOST_ONLY.replace("llvm.func", "func.func").replace("llvm.return", "return")
                   .replace("%0 = llvm.mlir.constant(42 : i32) : i32",
                            "%0 = arith.constant 42 : i32"))
    opts = runner.parse_args([str(src), "-e", "main", "--entry-point-result=i32"])
    said = []

    def lower(module, device):  # the real lowering, and a warning as a pass would say one
        from gpuopt import diag
        diag.emit_warning("a warning of the lowering")
        said.append(device)
        real_lower(module, device)

    real_lower = runner.lower
    monkeypatch.setattr(runner, "lower", lower)
    ir, sites = runner.load(opts)
    assert said == ["cpu"] and "ret i32 42" in ir and sites == {}
    assert "warning: a warning of the lowering" in capsys.readouterr().err
    import gpuopt.parser

    def no_parse(*args):
        raise AssertionError("parsed again")

    with monkeypatch.context() as m:
        m.setattr(gpuopt.parser, "parse_text", no_parse)
        assert runner.load(opts) == (ir, sites)  # from the cache
        assert "warning: a warning of the lowering" in capsys.readouterr().err  # said again
        # another entry point, an edited input, or no cache: the cache does not answer
        for args, edit in ((["-e", "other"], None), ([], "43"), ([], None)):
            if edit:
                src.write_text(src.read_text().replace("42", edit))
            if not args and not edit:
                m.setenv("GPUOPT_CACHE_DIR", "")
            with pytest.raises(AssertionError, match="parsed again"):
                runner.load(runner.parse_args([str(src), "--entry-point-result=i32", *args]))
    # a failed load stores nothing: the entry point check fails again, and again
    bad = runner.parse_args([str(src), "-e", "nope", "--entry-point-result=i32"])
    for _ in range(2):
        with pytest.raises(runner.RunError, match="entry point not found"):
            runner.load(bad)
    # a broken entry is a miss, and is written anew
    entries = list((tmp_path / "cache" / "runner").iterdir())
    assert entries and all(e.suffix == ".load" for e in entries)
    for e in entries:
        e.write_text("{")
    src.write_text(src.read_text().replace("43", "42"))
    assert runner.load(opts) == (ir, sites)
    assert runner.LoadCache(src.read_text(), str(src), opts, "cpu").get()[0] == ir


def test_a_cached_run_prints_what_the_first_printed(tmp_path: Path) -> None:
    env = dict(ENV, GPUOPT_CACHE_DIR=str(tmp_path))
    args = [sys.executable, "-m", "gpuopt.runtime.runner", str(REPO / "examples" /
            "vector-add.mlir"), "-e", "main", "--entry-point-result=void", "--fail-on-leak"]
    runs = [subprocess.run(args, capture_output=True, text=True, env=env, cwd=REPO,
                           timeout=120) for _ in range(2)]
    assert [(r.returncode, r.stdout, r.stderr) for r in runs] == [(0, "3072\n", "")] * 2
    assert len(list((tmp_path / "runner").iterdir())) == 1


@pytest.mark.parametrize("damage", ["truncated", "zeroed"])
def test_a_damaged_cache_entry_is_rebuilt(tmp_path: Path, damage: str) -> None:
    """The entry of each cache (the lowering, the kernel object: the largest file of each
    folder) cut in half, or its middle zeroed (a run killed mid-write, a bad disk): the next
    run prints the right answer and writes whole entries again."""
    from gpuopt.runtime import diskcache

    env = dict(ENV, GPUOPT_CACHE_DIR=str(tmp_path))
    args = [sys.executable, "-m", "gpuopt.runtime.runner", str(REPO / "examples" /
            "vector-add.mlir"), "-e", "main", "--entry-point-result=void"]

    def run() -> tuple:
        r = subprocess.run(args, capture_output=True, text=True, env=env, cwd=REPO, timeout=120)
        return r.returncode, r.stdout, r.stderr

    assert run() == (0, "3072\n", "")
    folders = {p.parent for p in tmp_path.rglob("*") if p.is_file()}
    entries = [max(d.iterdir(), key=lambda p: p.stat().st_size) for d in folders]
    assert sorted(p.parent.name == "runner" for p in entries) == [False, True]  # both kinds
    for p in entries:
        data = bytearray(p.read_bytes())
        if damage == "truncated":
            data = data[:len(data) // 2]
        else:
            data[64:-64] = bytes(len(data) - 128)
        p.write_bytes(bytes(data))
    assert run() == (0, "3072\n", "")
    assert all(diskcache.read(str(p)) is not None for p in entries)


SPIN = """\
module attributes {gpu.container_module} {
  gpu.module @k {
    gpu.func @spin(%a: memref<?xi64>, %n: index) kernel {
      %c0 = arith.constant 0 : index
      %c1 = arith.constant 1 : index
      %tx = gpu.thread_id x
      %z = arith.constant 0 : i64
      %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i64) {
        %ii = arith.index_cast %i : index to i64
        %m = arith.muli %ii, %ii : i64
        %x = arith.xori %acc, %m : i64
        scf.yield %x : i64
      }
      memref.store %s, %a[%tx] : memref<?xi64>
      gpu.return
    }
  }
  func.func @main() {
    %c1 = arith.constant 1 : index
    %blocks = arith.constant BLOCKS : index
    %threads = arith.constant THREADS : index
    %n = arith.constant 1000000000000 : index
    %t0 = gpu.wait async
    %d, %t1 = gpu.alloc async [%t0] (%threads) : memref<?xi64>
    %t2 = gpu.launch_func async [%t1] @k::@spin blocks in (%blocks, %c1, %c1)
        threads in (%threads, %c1, %c1) args(%d : memref<?xi64>, %n : index)
    %t3 = gpu.dealloc async [%t2] %d : memref<?xi64>
    gpu.wait [%t3]
    vector.print %c1 : index
    return
  }
}
"""


@pytest.mark.parametrize("blocks, threads, sig, status, word", [
    (1, 1, signal.SIGINT, 130, "interrupted"),  # one block that never ends, the calling thread
    (256, 256, signal.SIGTERM, 143, "terminated"),  # blocks on the worker threads
])
def test_a_signal_ends_a_running_kernel_at_once(tmp_path: Path, blocks: int, threads: int,
                                                sig: int, status: int, word: str) -> None:
    """Ctrl-C (or SIGTERM) while a kernel runs (for hours): exit 130 (143) within a second,
    one line, no Python report (a Python handler would wait for the kernel to return)."""
    src, trace = tmp_path / "spin.mlir", tmp_path / "trace"
    src.write_text(SPIN.replace("BLOCKS", str(blocks)).replace("THREADS", str(threads)))
    proc = subprocess.Popen([sys.executable, "-m", "gpuopt.runtime.runner", str(src), "-e",
                             "main", "--entry-point-result=void", "--device=cpu"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env=dict(ENV, GPUOPT_TRACE=str(trace)), cwd=REPO)
    try:
        deadline = time.monotonic() + 120
        while "mgpuModuleGetFunction" not in (trace.read_text() if trace.exists() else ""):
            assert proc.poll() is None and time.monotonic() < deadline, proc.communicate()
            time.sleep(0.05)
        time.sleep(0.5)  # the launch comes next: the kernel runs
        proc.send_signal(sig)
        sent = time.monotonic()
        out, err = proc.communicate(timeout=10)
        took = time.monotonic() - sent
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.communicate()
    assert (proc.returncode, out, err) == (status, "", f"gpuopt-runner: {word}\n")
    assert took < 2


def test_an_interrupt_before_the_program_runs_is_one_line(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def interrupted(opts):
        raise KeyboardInterrupt
    monkeypatch.setattr(runner, "load", interrupted)
    assert runner.main(["in.mlir"]) == 130
    assert capsys.readouterr().err == "gpuopt-runner: interrupted\n"


def test_internal_error_is_one_line_not_a_traceback(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*_: object) -> int:
        raise KeyError("boom")

    monkeypatch.setattr(runner, "run", broken)
    monkeypatch.delenv("GPUOPT_TRACEBACK", raising=False)
    assert runner.main(["in.mlir"]) == 1
    err = capsys.readouterr().err
    assert "gpuopt-runner: internal error while running 'in.mlir': KeyError: 'boom'" in err
    assert "please report" in err and "Traceback" not in err
