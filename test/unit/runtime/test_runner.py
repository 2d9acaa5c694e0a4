"""gpuopt-runner's command line: mlir-cpu-runner's flags (`-e main`, `-O3`), then "not
available yet"."""
import subprocess
import sys
from pathlib import Path

import pytest

from gpuopt.runtime import runner

REPO = Path(__file__).resolve().parents[3]


def test_flags_read_as_mlir_cpu_runner_reads_them() -> None:
    opts = runner.parse_args(["in.mlir", "-e", "main", "--entry-point-result=void", "-O3",
                              "--shared-libs=a.so,b.so", "--device=cpu"])
    assert (opts.input, opts.entry_point, opts.entry_point_result) == ("in.mlir", "main", "void")
    assert opts.opt_level == 3 and opts.libraries == ["a.so", "b.so"] and opts.device == "cpu"


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
    (["-O4"], "Unknown command line argument '-O4'"),
    (["-O3=1"], "does not allow a value!"),
    (["--fail-on-leak=maybe"], "'maybe' is invalid value for boolean argument! Try 0 or 1"),
])
def test_bad_command_line_exits_2(args: list[str], message: str,
                                  capsys: pytest.CaptureFixture[str]) -> None:
    assert runner.main(args) == 2
    assert message in capsys.readouterr().err


def test_a_valid_call_says_not_available(capsys: pytest.CaptureFixture[str]) -> None:
    assert runner.main(["in.mlir", "-e", "main", "--entry-point-result=void"]) == 1
    assert capsys.readouterr().err == ("gpuopt-runner: not available yet: this gpuopt cannot "
                                       "run modules; see README.md\n")


def test_help_and_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert runner.main(["-help"]) == 0
    out = capsys.readouterr().out
    assert "  -e <<function name>>" in out
    assert "--entry-point-result=<f32 | i32 | i64 | void>" in out
    assert runner.main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("gpuopt-runner version ")


def test_runs_as_a_module() -> None:
    proc = subprocess.run([sys.executable, "-m", "gpuopt.runtime.runner", "-e", "main", "-O3"],
                          capture_output=True, text=True, cwd=REPO, timeout=60)
    assert proc.returncode == 1 and "not available yet" in proc.stderr
