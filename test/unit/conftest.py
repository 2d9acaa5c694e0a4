"""Shared fixtures: the reference tools (oracles) that the differential tests compare against.

A test that compares with mlir-opt-19 takes the `mlir_opt19` fixture, the path of the tool.
Without the tool the test is skipped, and the skip says where it looked and what to install;
with the `CI` environment variable set (`.ci/run` sets it) it fails instead, so that no
comparison goes missing quietly where the oracle is meant to be installed.
"""
import os

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
