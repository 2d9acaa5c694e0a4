"""gpuopt/tool.py: LLVM-style flag parsing, input reading, atomic output, the stderr writer."""
import io
import os
import stat
from pathlib import Path

import pytest

from gpuopt import tool

FLAGS = {
    "o": tool.Flag("output", "str", "Output filename", value_name="<filename>"),
    "verbose": tool.Flag("verbose", "bool", "Say more"),
    "split": tool.Flag("marker", "opt_str", "Split", const="// -----"),
    "O3": tool.Flag("level", "const", "Optimize", const=3),
}


class Opts:
    output = "-"
    verbose = False
    marker = ""
    level = 0


def parse(*args: str, unknown=None) -> tuple[Opts, list[str]]:
    opts = Opts()
    return opts, tool.parse_flags("prog", list(args), FLAGS, opts, unknown=unknown)


def test_one_or_two_dashes_and_values() -> None:
    opts, pos = parse("-o", "a", "--verbose=false", "-split", "-O3", "in.mlir")
    assert (opts.output, opts.verbose, opts.marker, opts.level, pos) == (
        "a", False, "// -----", 3, ["in.mlir"])
    opts, _ = parse("--o=b", "-verbose", "--split=@@")
    assert (opts.output, opts.verbose, opts.marker) == ("b", True, "@@")


def test_double_dash_ends_flags_and_dash_is_stdin() -> None:
    _, pos = parse("--", "-o")
    assert pos == ["-o"]
    _, pos = parse("-")
    assert pos == ["-"]


@pytest.mark.parametrize("args, message", [
    (["--verbos"], "prog: Unknown command line argument '--verbos'.  Try: 'prog --help'\n"
                   "prog: Did you mean '--verbose'?\n"),
    (["--zzz"], "prog: Unknown command line argument '--zzz'.  Try: 'prog --help'\n"),
    (["-verbose=yes"], "prog: for the --verbose option: 'yes' is invalid value for boolean "
                       "argument! Try 0 or 1\n"),
    (["-o"], "prog: for the -o option: requires a value!\n"),
    (["-O3=2"], "prog: for the --O3 option: does not allow a value! '2' specified.\n"),
    (["a", "b"], "prog: Too many positional arguments specified!\nCan specify at most 1 "
                 "positional arguments: See: prog --help\n"),
])
def test_usage_errors_use_llvm_cl_wording(args: list[str], message: str) -> None:
    with pytest.raises(tool.UsageError) as err:
        parse(*args)
    assert str(err.value) == message


def test_unknown_hook_claims_flags() -> None:
    seen = []
    _, pos = parse("--cse", "--gpu-to-llvm=x=1", "f",
                   unknown=lambda name, value: seen.append((name, value)) or True)
    assert seen == [("cse", None), ("gpu-to-llvm", "x=1")] and pos == ["f"]


def test_help_line_layout() -> None:
    assert tool.help_line("o", FLAGS["o"], 20) == "  -o <filename>        - Output filename"
    assert tool.help_line("verbose", FLAGS["verbose"], 12) == "  --verbose    - Say more"


def test_emit_restores_surrogate_bytes() -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="utf-8")
    tool.emit(stream, "bad \udcff byte\n")
    assert raw.getvalue() == b"bad \xff byte\n"
    plain = io.StringIO()  # a stream without a buffer takes the text as it is
    tool.emit(plain, "x")
    assert plain.getvalue() == "x"


def test_read_input_keeps_invalid_utf8(tmp_path: Path) -> None:
    src = tmp_path / "in.mlir"
    src.write_bytes(b"// \xff\n")
    assert tool.read_input(str(src)) == "// \udcff\n"
    with pytest.raises(tool.Failure, match="cannot open input file '.*nope': No such file"):
        tool.read_input(str(tmp_path / "nope"))


def test_write_output_is_atomic_and_keeps_the_mode(tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("old")
    os.chmod(out, 0o640)
    tool.write_output(str(out), "new \udcff")
    assert out.read_bytes() == b"new \xff"
    assert stat.S_IMODE(out.stat().st_mode) == 0o640
    assert [p.name for p in tmp_path.iterdir()] == ["out.mlir"]  # no temporary left behind


def test_write_output_through_a_link_replaces_its_target(tmp_path: Path) -> None:
    target = tmp_path / "target.mlir"
    target.write_text("old")
    link = tmp_path / "link.mlir"
    link.symlink_to(target)
    tool.write_output(str(link), "new")
    assert link.is_symlink() and target.read_text() == "new"


def test_write_output_failure_is_a_failure(tmp_path: Path) -> None:
    with pytest.raises(tool.Failure, match="cannot open output file"):
        tool.write_output(str(tmp_path / "no-dir" / "out"), "x")
