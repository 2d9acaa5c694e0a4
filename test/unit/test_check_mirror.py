"""tools/check_mirror.py: which test paths cover a module, and the verdict on a whole tree."""
import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TOOL = REPO / "tools" / "check_mirror.py"


@pytest.fixture(scope="module")
def mirror():
    spec = importlib.util.spec_from_file_location("check_mirror", TOOL)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def tree(root: Path, *files: str) -> Path:
    for name in files:
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text("")
    return root


def gaps(mirror, root: Path) -> list[str]:
    return [str(module) for module, _ in mirror.missing(root)]


def test_each_kind_of_test_path_covers_its_module(mirror, tmp_path: Path) -> None:
    root = tree(tmp_path, "gpuopt/passes/gpu_to_llvm.py", "gpuopt/passes/cse.py",
                "gpuopt/ir/core.py", "gpuopt/ir/types.py", "gpuopt/parser/lalr.py",
                "gpuopt/dialects/async_.py", "gpuopt/printer.py",
                "test/lit/passes/gpu-to-llvm-basic.mlir",   # kebab-case, with a case suffix
                "test/lit/passes/cse.mlir",
                "test/unit/ir/test_core.py",
                "test/unit/test_ir_types.py",                # flat form
                "test/unit/parser/lalr/test_loop.py",        # a folder named after the module
                "test/lit/dialects/async/ops.mlir",          # keyword module, underscore dropped
                "test/lit/printer/aliases.mlir")
    assert gaps(mirror, root) == []


def test_modules_without_tests_are_listed(mirror, tmp_path: Path) -> None:
    root = tree(tmp_path, "gpuopt/ir/core.py", "gpuopt/rewrite/greedy.py",
                "gpuopt/__init__.py", "gpuopt/_private.py", "gpuopt/ir/__init__.py",
                "test/lit/rewrite/greedier.mlir",            # a prefix is not a match
                "test/unit/test_core.py")                    # flat form needs the folder name
    assert gaps(mirror, root) == ["ir/core.py", "rewrite/greedy.py"]


def test_command_line_exit_status(tmp_path: Path) -> None:
    root = tree(tmp_path, "gpuopt/ir/core.py")
    run = [sys.executable, str(TOOL), "--root", str(root)]
    proc = subprocess.run(run, capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    assert proc.stdout.startswith("gpuopt/ir/core.py: no test (add one of test/lit/ir/core, ")
    assert proc.stdout.endswith("check_mirror: 1 of 1 modules have no test\n")
    tree(root, "test/unit/ir/test_core.py")
    proc = subprocess.run(run, capture_output=True, text=True, timeout=60)
    assert (proc.returncode, proc.stdout) == (0, "check_mirror: all 1 modules have tests\n")
