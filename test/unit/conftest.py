"""Shared fixtures: the reference tools (oracles) that the differential tests compare against.

A test that compares with mlir-opt-19 takes the `mlir_opt19` fixture, the path of the tool.
Without the tool the test is skipped, and the skip says where it looked and what to install;
with the `CI` environment variable set (`.ci/run` sets it) it fails instead, so that no
comparison goes missing quietly where the oracle is meant to be installed.
"""
import gc
import io
import os
import subprocess
import sys

import pytest

# --convert-gpu-to-llvm validates its own output in every test (check-ordering): an ordering the
# lowering fails to enforce is an internal error wherever it shows.
os.environ.setdefault("GPUOPT_CHECK_ORDERING", "1")

# name -> (environment variable overriding the path, default path, Debian package)
ORACLES = {
    "mlir-opt-19": ("MLIR_OPT19", "/usr/lib/llvm-19/bin/mlir-opt", "mlir-19-tools"),
    "mlir-translate-19": ("MLIR_TRANSLATE19", "/usr/lib/llvm-19/bin/mlir-translate",
                          "mlir-19-tools"),
    "llvm-as-19": ("LLVM_AS19", "/usr/lib/llvm-19/bin/llvm-as", "llvm-19"),
    "mlir-cpu-runner-19": ("MLIR_CPU_RUNNER19", "/usr/lib/llvm-19/bin/mlir-cpu-runner",
                           "mlir-19-tools"),
}
# LLVM 19's runner utility libraries (package libmlir-19), for mlir-cpu-runner-19's --shared-libs
RUNNER_LIBS = ("/usr/lib/llvm-19/lib/libmlir_runner_utils.so.19.1",
               "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so.19.1")


def oracle(name: str) -> str:
    """The path of oracle `name`; skips the test (fails it under CI) when it is missing."""
    env, default, package = ORACLES[name]
    path = os.environ.get(env, default)
    if os.access(path, os.X_OK):
        return path
    missing(f"{name} not found at {path}: install {package} (or set {env})")
    return path


def missing(reason: str) -> None:
    """Skips the test for want of an oracle; fails it instead under CI."""
    if os.environ.get("CI"):
        pytest.fail(f"{reason}; CI is set, so the comparison must run", pytrace=False)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def mlir_opt19() -> str:
    """mlir-opt-19, the reference for every printed byte (SPEC.md)."""
    return oracle("mlir-opt-19")


@pytest.fixture(scope="session")
def mlir_translate19() -> str:
    """mlir-translate-19, the reference for gpuopt-translate's LLVM IR."""
    return oracle("mlir-translate-19")


@pytest.fixture(scope="session")
def llvm_as19() -> str:
    """llvm-as-19, which must accept every module gpuopt-translate writes."""
    return oracle("llvm-as-19")


@pytest.fixture(scope="session")
def mlir_cpu_runner19() -> list[str]:
    """mlir-cpu-runner-19 with LLVM 19's runner utilities (`--shared-libs=`), the reference
    for gpuopt-runner's output: the command line to run it, input and flags to follow."""
    path = oracle("mlir-cpu-runner-19")
    for lib in RUNNER_LIBS:
        if not os.path.exists(lib):
            missing(f"{lib} not found: install libmlir-19")
    return [path, "--shared-libs=" + ",".join(RUNNER_LIBS)]


# ---- gpuopt in this process ------------------------------------------------------------------
def run_gpuopt(args: list[str], text: bool = False,
               cwd: str | os.PathLike | None = None) -> subprocess.CompletedProcess:
    """`subprocess.run(["gpuopt", *args], capture_output=True, text=text)`, run in this process.

    The differential tests run gpuopt on a few thousand inputs; a process each spent most of
    their time starting Python and importing the parser again. This calls gpuopt's command line
    in process (`cli.opt_main`), with stdout, stderr and stdin swapped for memory buffers and
    the exit status as the return code; the output is the same bytes (test_cli.py checks this
    against `python -m gpuopt`). Inputs are file paths (stdin is empty), relative ones from
    `cwd`.
    """
    from gpuopt import cli

    out, err = _buffer(), _buffer()
    saved = sys.stdin, sys.stdout, sys.stderr
    gc_was_on = gc.isenabled()  # gpuopt turns the collector off for its one run
    # What lives as long as a process starts as in a new one: mlir-opt-19's static counter
    # for the unique names of convert-cf-to-llvm's message globals (@assert_msg_0, ...).
    cf = sys.modules.get("gpuopt.passes.convert_cf_to_llvm")
    if cf is not None:
        cf._COUNTER[0] = 0
    here = os.getcwd()
    sys.stdin, sys.stdout, sys.stderr = _buffer(), out, err
    try:
        if cwd is not None:
            os.chdir(cwd)
        status = cli.opt_main(list(args))
    finally:
        sys.stdin, sys.stdout, sys.stderr = saved
        os.chdir(here)
        if gc_was_on:
            gc.enable()
    out.flush()
    err.flush()
    stdout, stderr = out.buffer.getvalue(), err.buffer.getvalue()
    if text:
        stdout = stdout.decode("utf-8", "replace")
        stderr = stderr.decode("utf-8", "replace")
    return subprocess.CompletedProcess(["gpuopt", *args], status, stdout, stderr)


def _buffer() -> io.TextIOWrapper:
    return io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="surrogateescape")


@pytest.fixture(scope="session")
def gpuopt_in_process():
    """run_gpuopt: gpuopt's command line run in the test process (no Python start per run)."""
    return run_gpuopt


def pytest_collection_modifyitems(config, items):
    """GPUOPT_TEST_SHARD=i/n keeps every n-th test from the i-th (.ci/run runs the shards side
    by side, one a core, beside lit)."""
    shard = os.environ.get("GPUOPT_TEST_SHARD")
    if not shard:
        return
    i, n = (int(x) for x in shard.split("/"))
    keep = [it for k, it in enumerate(items) if k % n == i]
    dropped = [it for k, it in enumerate(items) if k % n != i]
    if dropped:
        config.hook.pytest_deselected(items=dropped)
    items[:] = keep
