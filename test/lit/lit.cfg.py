# lit configuration for the gpuopt test suite.  Run with `lit -v test/lit`.
#
# RUN lines call the console scripts `gpuopt`, `gpuopt-translate` and
# `gpuopt-runner` from PATH, and `FileCheck` (the Python `filecheck` package,
# see SPEC.md section 8).
import os
import platform
import shutil
import sys
import sysconfig

import lit.formats

config.name = "gpuopt"
# lit 23 refuses ShTest(True); the internal shell provides `not`, pipes and
# redirections.
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.test_source_root = os.path.dirname(__file__)
config.excludes = ["lit.cfg.py", "Inputs"]

# PYTHONPATH too, so a checkout tests its own gpuopt/ ahead of an installed one.
for name in ("PATH", "HOME", "PYTHONPATH"):
    if name in os.environ:
        config.environment[name] = os.environ[name]
# --convert-gpu-to-llvm checks its own output (translation validation, check-ordering) in every
# test: an ordering the lowering fails to enforce is an internal error wherever it shows.
config.environment["GPUOPT_CHECK_ORDERING"] = os.environ.get("GPUOPT_CHECK_ORDERING", "1")


def _word(name):
    """A regex matching `name` as a command word, not inside a path or flag."""
    return r"(?<![\w./%-])" + name.replace("-", r"\-") + r"(?![\w.-])"


def _script(name):
    """The console script `name`: next to this Python first, then on PATH."""
    here = os.path.join(sysconfig.get_path("scripts"), name)
    if os.access(here, os.X_OK):
        return here
    return shutil.which(name, path=config.environment.get("PATH"))


# FileCheck: both spellings resolve to the Python filecheck package.
_filecheck = _script("filecheck")
if _filecheck:
    config.substitutions.append((_word("FileCheck"), _filecheck))
    config.substitutions.append((_word("filecheck"), _filecheck))
else:
    lit_config.warning("the Python `filecheck` package is not installed")

# gpuopt, gpuopt-translate and gpuopt-runner are console scripts on PATH; a
# checkout that is not installed can still run `gpuopt` as `python -m gpuopt`.
if not shutil.which("gpuopt", path=config.environment.get("PATH")):
    config.substitutions.append(
        (_word("gpuopt"), f'"{sys.executable}" -m gpuopt'))
    _repo = os.path.dirname(os.path.dirname(config.test_source_root))
    config.environment["PYTHONPATH"] = os.pathsep.join(
        p for p in (_repo, os.environ.get("PYTHONPATH")) if p)

# %python: this Python, for the helper scripts under Inputs/
config.substitutions.append(("%python", f'"{sys.executable}"'))

# The reference tool, for tests that round-trip through it.
_mlir_opt19 = os.environ.get("MLIR_OPT19", "/usr/lib/llvm-19/bin/mlir-opt")
if os.access(_mlir_opt19, os.X_OK):
    config.available_features.add("mlir-opt-19")
    config.substitutions.append(("%mlir_opt19", _mlir_opt19))
elif os.environ.get("CI"):  # CI installs it (.ci/run): no comparison may go missing there
    lit_config.fatal(f"mlir-opt-19 not found at {_mlir_opt19}: install mlir-19-tools "
                     "(or set MLIR_OPT19)")
else:
    lit_config.note(f"mlir-opt-19 not found at {_mlir_opt19}: the tests that REQUIRE it are "
                    "unsupported (install mlir-19-tools, or set MLIR_OPT19)")

# libdevice (CUDA's math functions as LLVM bitcode), which --gpu-module-to-binary links
_cuda = os.environ.get("CUDA_HOME") or os.environ.get("CUDA_PATH") or "/usr/local/cuda"
_libdevice = os.path.join(_cuda, "nvvm", "libdevice", "libdevice.10.bc")
if os.path.isfile(_libdevice):
    config.available_features.add("libdevice")
    config.substitutions.append(("%libdevice", _libdevice))

# CUDA's ptxas validates PTX without a GPU (these machines have it on PATH; CI does not)
if shutil.which("ptxas", path=config.environment.get("PATH")):
    config.available_features.add("ptxas")

# llvm-as-19 checks that gpuopt-translate's LLVM IR assembles with LLVM 19's own parser
_llvm_as19 = os.environ.get("LLVM_AS19", "/usr/lib/llvm-19/bin/llvm-as")
if os.access(_llvm_as19, os.X_OK):
    config.available_features.add("llvm-as-19")
    config.substitutions.append(("%llvm_as19", _llvm_as19))

# the host's architecture (`x86_64`, `aarch64`), for tests of code generated for it
config.available_features.add(platform.machine())
