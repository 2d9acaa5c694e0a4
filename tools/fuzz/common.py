"""Shared helpers of the fuzz generators: tool paths, subprocess runs, reproducer files.

A generator is a module `tools/fuzz/<module>.py` with
  NAME: str          -- its name on the command line (`python -m tools.fuzz NAME`)
  CI_BUDGET: int     -- the number of cases (seeds) `--ci` runs
  run(seeds: list[int], out_dir: str, log) -> dict
                     -- runs one case per seed, batched; writes each failing case, reduced, as a
                        lit test under out_dir (write_reproducer); returns counts.
The counts: "cases" (int), optionally "schedules" (int: each case ran under that many
schedules) and any number of failure counters: FAILURE_KEYS, plus the keys a generator lists in
"failure_keys". Any failure counter above 0 makes the driver exit 1. `log(msg)` prints a
progress line to stderr when the driver runs with --verbose.

Nothing here imports gpuopt: the oracles never share code with the thing under test, which is
only ever run as its command-line tools.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

# Counters that mean a failure, whatever the generator.
FAILURE_KEYS = ("wrong", "internal", "leaks", "races", "rejected", "crashes", "hangs")

# The driver sets it to "ci" (--ci) or "long" (--minutes) for the generators that scale
# something beyond their number of cases (schedules, sizes); unset otherwise.
MODE_ENV = "GPUOPT_FUZZ_MODE"

MLIR_OPT19 = os.environ.get("MLIR_OPT19", "/usr/lib/llvm-19/bin/mlir-opt")


def tool(name: str) -> list[str]:
    """The command line that runs gpuopt tool `name` (gpuopt, gpuopt-runner, gpuopt-translate)
    from this checkout: the console script when installed, else `python -m`."""
    modules = {"gpuopt": "gpuopt", "gpuopt-runner": "gpuopt.runtime.runner",
               "gpuopt-translate": "gpuopt.target.translate"}
    path = shutil.which(name)
    if path:
        return [path]
    return [sys.executable, "-m", modules[name]]


def target() -> str:
    """The gpuopt checkout under test: this one, or the one GPUOPT_FUZZ_TARGET names (to run
    the fuzzers of this checkout against an older gpuopt, e.g. one with a known bug)."""
    return os.environ.get("GPUOPT_FUZZ_TARGET") or ROOT


def env() -> dict[str, str]:
    """The environment for gpuopt's tools: the checkout under test first on PYTHONPATH."""
    e = dict(os.environ)
    e["PYTHONPATH"] = target() + (os.pathsep + e["PYTHONPATH"] if e.get("PYTHONPATH") else "")
    return e


class Result:
    """The outcome of one subprocess: returncode (None on a timeout), stdout, stderr."""

    def __init__(self, returncode: int | None, stdout: str, stderr: str):
        self.returncode = returncode
        self.stdout = stdout
        self.stderr = stderr

    @property
    def timed_out(self) -> bool:
        return self.returncode is None

    def __repr__(self) -> str:
        return f"Result(rc={self.returncode}, stderr={self.stderr[-200:]!r})"


def run(cmd: Sequence[str], *, stdin: str | None = None, timeout: float = 60,
        extra_env: dict[str, str] | None = None) -> Result:
    """Runs `cmd` (with `extra_env` added to env()); a timeout is Result(None, ...), never an
    exception."""
    e = env()
    e.update(extra_env or {})
    try:
        p = subprocess.run(list(cmd), input=stdin, capture_output=True, text=True,
                           timeout=timeout, env=e, errors="replace")
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else e.stdout
        err = e.stderr.decode(errors="replace") if isinstance(e.stderr, bytes) else e.stderr
        return Result(None, out or "", err or "")
    return Result(p.returncode, p.stdout, p.stderr)


def have_mlir_opt19() -> bool:
    return os.access(MLIR_OPT19, os.X_OK)


def mlir_opt19_check(text: str, timeout: float = 30) -> str | None:
    """None when mlir-opt-19 parses and verifies `text`, else its diagnostic. None as well when
    mlir-opt-19 is absent (callers that need it check have_mlir_opt19)."""
    if not have_mlir_opt19():
        return None
    r = run([MLIR_OPT19, "-", "-o", os.devnull], stdin=text, timeout=timeout)
    if r.returncode == 0:
        return None
    return r.stderr.strip() or f"mlir-opt-19 exit {r.returncode}"


def internal_error(stderr: str) -> bool:
    """Whether a gpuopt tool's stderr reports a gpuopt bug (not a diagnostic of the input)."""
    return ("internal error" in stderr or "Traceback (most recent call last)" in stderr)


def runner_help() -> str:
    r = run(tool("gpuopt-runner") + ["--help"], timeout=60)
    return r.stdout


def runner_features() -> dict[str, bool]:
    """Which optional gpuopt-runner flags this checkout has: random schedules, race checks."""
    h = runner_help()
    return {"random": bool(re.search(r"random", h)),
            "races": "--cpu-check-races" in h}


def write_file(path: str, text: str) -> None:
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def temp_dir(prefix: str = "gpuopt-fuzz-") -> str:
    return tempfile.mkdtemp(prefix=prefix)


def write_reproducer(out_dir: str, generator: str, seed: int, text: str, *,
                     run_lines: Sequence[str], check_lines: Sequence[str] = (),
                     symptom: str = "", comment_prefix: str = "//") -> str:
    """Writes a failing case as a lit test `out_dir/<generator>-<seed>.mlir`: a header naming
    the generator, seed and symptom, the RUN lines (using %s, as lit does) and CHECK lines, then
    the program. Returns the path."""
    c = comment_prefix
    head = [f"{c} Fuzz case: generator {generator}, seed {seed} "
            f"(python -m tools.fuzz {generator} --seed {seed} --count 1)."]
    for line in symptom.strip().splitlines()[:12]:
        head.append(f"{c} symptom: {line}")
    head += [f"{c} RUN: {r}" for r in run_lines]
    head += [f"{c} {k}" for k in check_lines]
    path = os.path.join(out_dir, f"{generator}-{seed}.mlir")
    write_file(path, "\n".join(head) + "\n" + text.rstrip("\n") + "\n")
    return path


def parse_memref_i32(stdout: str) -> list[list[int]]:
    """The data of each printMemrefI32 output in `stdout`, in order, flattened."""
    out: list[list[int]] = []
    parts = stdout.split("Unranked Memref")
    for part in parts[1:]:
        _, _, data = part.partition("data =")
        out.append([int(x) for x in re.findall(r"-?\d+", data)])
    return out
