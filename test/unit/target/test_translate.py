"""gpuopt-translate's command line: mlir-translate's flags, then "not available yet"."""
import importlib
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from gpuopt.target import translate

REPO = Path(__file__).resolve().parents[3]


def test_flags_read_as_mlir_translate_reads_them() -> None:
    opts = translate.parse_args(["--mlir-to-llvmir", "in.mlir", "-o", "out.ll",
                                 "-split-input-file", "--output-split-marker=// ---"])
    assert opts.mlir_to_llvmir and opts.input == "in.mlir" and opts.output == "out.ll"
    assert opts.split_marker == "// -----" and opts.output_split_marker == "// ---"
    assert translate.parse_args([]).input == "-"


@pytest.mark.parametrize("args, message", [
    (["--mlir-to-llvm"], "Did you mean '--mlir-to-llvmir'?"),
    (["--mlir-to-llvmir=1"], "does not allow a value! '1' specified."),
    (["-o"], "for the -o option: requires a value!"),
    (["a.mlir", "b.mlir"], "Too many positional arguments specified!"),
    ([], "no translation given: use --mlir-to-llvmir"),
])
def test_bad_command_line_exits_2(args: list[str], message: str,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert translate.main(args) == 2
    assert message in capsys.readouterr().err


def test_a_valid_call_says_not_available(capsys: pytest.CaptureFixture[str]) -> None:
    assert translate.main(["--mlir-to-llvmir", "in.mlir"]) == 1
    assert capsys.readouterr().err == ("gpuopt-translate: not available yet: this gpuopt has no "
                                       "LLVM IR translation; see README.md\n")


def test_help_lists_every_flag(capsys: pytest.CaptureFixture[str]) -> None:
    assert translate.main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("OVERVIEW: gpuopt-translate")
    for name in translate.FLAGS:
        assert f"-{name}" in out


def test_console_scripts_point_at_their_tools() -> None:
    """pyproject's scripts name functions that exist, none of them in cli.py but gpuopt's."""
    scripts = tomllib.loads((REPO / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts["gpuopt-translate"] == "gpuopt.target.translate:main"
    assert scripts["gpuopt-runner"] == "gpuopt.runtime.runner:main"
    for target in scripts.values():
        module, _, func = target.partition(":")
        assert callable(getattr(importlib.import_module(module), func))


def test_runs_as_a_module_without_importing_cli() -> None:
    code = ("import sys, runpy; sys.argv = ['x', '--version']\n"
            "try: runpy.run_module('gpuopt.target.translate', run_name='__main__')\n"
            "except SystemExit as e: assert e.code == 0\n"
            "assert 'gpuopt.cli' not in sys.modules, 'imports cli'\n"
            "assert 'gpuopt.parser' not in sys.modules, 'imports the parser for --version'")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=REPO, timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.startswith("gpuopt-translate version ")
