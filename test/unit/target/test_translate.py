"""gpuopt-translate's command line: mlir-translate's flags, files, splitting, exit status."""
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


@pytest.mark.parametrize("args", [["-h"], ["--help"]])
def test_h_is_help(args: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    assert translate.main(args) == 0
    assert "USAGE: gpuopt-translate [options] <input file>" in capsys.readouterr().out


@pytest.mark.parametrize("where, message", [
    ("nope.mlir", "cannot open input file '{}': No such file or directory\n"),
    (".", "cannot open input file '{}': Is a directory\n"),
])
def test_an_unusable_input_is_one_line_exit_1(where: str, message: str, tmp_path: Path,
                                              capsys: pytest.CaptureFixture[str]) -> None:
    path = str(tmp_path / where)
    assert translate.main(["--mlir-to-llvmir", path]) == 1
    assert capsys.readouterr().err == message.format(path)


def test_an_unusable_output_is_one_line_exit_1(tmp_path: Path,
                                               capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.mlir"
    src.write_text("module {\n}\n")
    dest = str(tmp_path / "no-dir" / "out.ll")
    assert translate.main(["--mlir-to-llvmir", str(src), "-o", dest]) == 1
    assert capsys.readouterr().err == (f"cannot open output file '{dest}': No such file or "
                                       "directory\n")


def test_translates_a_module_to_stdout_and_to_a_file(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.mlir"
    src.write_text("llvm.func @f(%a: i32) -> i32 {\n  llvm.return %a : i32\n}\n")
    assert translate.main(["--mlir-to-llvmir", str(src)]) == 0
    out = capsys.readouterr().out
    assert out.startswith("; ModuleID = 'LLVMDialectModule'\n")
    assert "define i32 @f(i32 %0) {\n  ret i32 %0\n}\n" in out
    dest = tmp_path / "out.ll"
    assert translate.main(["--mlir-to-llvmir", str(src), "-o", str(dest)]) == 0
    assert dest.read_text() == out


def test_a_failing_chunk_is_located_exit_1_and_no_output_file(
        tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.mlir"
    src.write_text("llvm.func @f() {\n  llvm.return\n}\n// -----\nfunc.func @g() {\n"
                   "  return\n}\n")
    dest = tmp_path / "out.ll"
    assert translate.main(["--mlir-to-llvmir", "--split-input-file", str(src), "-o",
                           str(dest)]) == 1
    err = capsys.readouterr().err
    assert f"within split at {src}:4 offset :2:1: error: cannot be converted to LLVM IR" in err
    assert "Traceback" not in err and not dest.exists()


def test_split_outputs_are_joined_by_an_empty_line(tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "in.mlir"
    src.write_text("llvm.func @f()\n// -----\nllvm.func @g()\n")
    assert translate.main(["--mlir-to-llvmir", "--split-input-file", str(src)]) == 0
    out = capsys.readouterr().out
    assert out.count("; ModuleID") == 2
    assert '!{i32 2, !"Debug Info Version", i32 3}\n\n; ModuleID' in out


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


def test_internal_error_is_one_line_not_a_traceback(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    src = tmp_path / "m.mlir"
    src.write_text("module {}\n")

    def broken(*_: object) -> str:
        raise KeyError("boom")

    monkeypatch.setattr(translate, "translate_text", broken)
    monkeypatch.delenv("GPUOPT_TRACEBACK", raising=False)
    assert translate.main(["--mlir-to-llvmir", str(src)]) == 1
    err = capsys.readouterr().err
    assert f"gpuopt-translate: internal error while processing '{src}': KeyError: 'boom'" in err
    assert "please report" in err and "Traceback" not in err
