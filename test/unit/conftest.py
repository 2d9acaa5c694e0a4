"""Shared fixtures: the reference tools (oracles) that the differential tests compare against.

A test that compares with mlir-opt-19 takes the `mlir_opt19` fixture, the path of the tool.
Without the tool the test is skipped, and the skip says where it looked and what to install;
with the `CI` environment variable set (`.ci/run` sets it) it fails instead, so that no
comparison goes missing quietly where the oracle is meant to be installed.
"""
import os

import pytest

# name -> (environment variable overriding the path, default path, Debian package)
ORACLES = {
    "mlir-opt-19": ("MLIR_OPT19", "/usr/lib/llvm-19/bin/mlir-opt", "mlir-19-tools"),
    "mlir-translate-19": ("MLIR_TRANSLATE19", "/usr/lib/llvm-19/bin/mlir-translate",
                          "mlir-19-tools"),
    "llvm-as-19": ("LLVM_AS19", "/usr/lib/llvm-19/bin/llvm-as", "llvm-19"),
}


def oracle(name: str) -> str:
    """The path of oracle `name`; skips the test (fails it under CI) when it is missing."""
    env, default, package = ORACLES[name]
    path = os.environ.get(env, default)
    if os.access(path, os.X_OK):
        return path
    reason = f"{name} not found at {path}: install {package} (or set {env})"
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
