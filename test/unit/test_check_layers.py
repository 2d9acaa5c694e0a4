"""tools/check_layers.py: back arrows, cycles and private names, on tiny fake trees and on
this repository (which must pass)."""
import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("check_layers", ROOT / "tools" / "check_layers.py")
check_layers = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check_layers)


def _tree(root: Path, files: dict[str, str]) -> Path:
    for rel, text in {"gpuopt/__init__.py": "", "gpuopt/ir/__init__.py": "", **files}.items():
        path = root / rel
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text)
    return root


def test_this_repository_passes(capsys):
    assert check_layers.main(["--root", str(ROOT)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "0 back arrows", "0 cycles", "0 private names used across modules"]


def test_clean_tree_passes(tmp_path):
    root = _tree(tmp_path, {"gpuopt/diag.py": "import os\n",
                            "gpuopt/ir/core.py": "from gpuopt.diag import X\n",
                            "gpuopt/printer.py": "from gpuopt.ir import core\n"})
    assert check_layers.check(root) == ([], [], [])


def test_back_arrow_inside_a_function_is_reported(tmp_path):
    root = _tree(tmp_path, {"gpuopt/diag.py": "def f():\n    from gpuopt.printer import g\n",
                            "gpuopt/printer.py": "def g():\n    pass\n"})
    back, cyc, private = check_layers.check(root)
    assert back == ["gpuopt/diag.py:2: gpuopt.diag (layer 1) imports gpuopt.printer (layer 4)"]
    assert cyc == [] and private == []


def test_cycle_within_one_layer_is_reported(tmp_path):
    root = _tree(tmp_path, {"gpuopt/ir/a.py": "from gpuopt.ir import b\n",
                            "gpuopt/ir/b.py": "def f():\n    import gpuopt.ir.c\n",
                            "gpuopt/ir/c.py": "from gpuopt.ir.a import x\n"})
    back, cyc, private = check_layers.check(root)
    assert cyc == ["3 modules import each other: gpuopt.ir.a, gpuopt.ir.b, gpuopt.ir.c"]
    assert back == [] and private == []


def test_private_names_across_modules_are_reported(tmp_path):
    root = _tree(tmp_path, {"gpuopt/ir/a.py": "_hidden = 1\n\n\ndef _own():\n    return _hidden\n",
                            "gpuopt/ir/b.py": "from gpuopt.ir.a import _hidden\n",
                            "gpuopt/printer.py": "from gpuopt.ir import a\n\nx = a._own()\n"})
    back, cyc, private = check_layers.check(root)
    assert private == ["gpuopt/ir/b.py:1: from gpuopt.ir.a import _hidden",
                       "gpuopt/printer.py:3: gpuopt.ir.a._own"]
    assert back == [] and cyc == []


def test_main_exits_1_on_any_finding(tmp_path, capsys):
    root = _tree(tmp_path, {"gpuopt/diag.py": "import gpuopt.ir\n"})
    assert check_layers.main(["--root", str(root)]) == 1
    assert capsys.readouterr().out.startswith("1 back arrows\n  gpuopt/diag.py:1: ")
