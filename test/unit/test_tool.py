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
    # llvm::cl always names the nearest flag, however far
    (["--zzz"], "prog: Unknown command line argument '--zzz'.  Try: 'prog --help'\n"
                "prog: Did you mean '-o'?\n"),
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


def test_more_names_are_suggested_with_their_values() -> None:
    """Pass flags (`more_names`) take a value: a misspelling keeps it, as mlir-opt-19 does."""
    def parse_with_passes(*args: str) -> str:
        with pytest.raises(tool.UsageError) as err:
            tool.parse_flags("prog", list(args), FLAGS, Opts(), unknown=lambda n, v: False,
                             more_names=lambda: ("canonicalize", "cse"))
        return str(err.value).split("\n")[1]

    assert parse_with_passes("--cannonicalize") == "prog: Did you mean '--canonicalize'?"
    assert parse_with_passes("-canonicalise=max-iterations=3") == \
        "prog: Did you mean '--canonicalize=max-iterations=3'?"
    assert parse_with_passes("--verbos=1") == "prog: Did you mean '--verbose=1'?"


@pytest.mark.parametrize("arg, names, near", [
    ("cannonicalize", [("canonicalize", True), ("cse", True)], "canonicalize"),
    ("cse2", [("canonicalize", True), ("cse", True)], "cse"),
    ("cse=x", [("cse", True)], "cse=x"),
    ("O3=2", [("O3", False), ("O", True)], "O=2"),  # O3 takes no value: compared with "O3=2"
    ("ab", [("xb", True), ("ax", True)], "xb"),  # equals: the first
    ("", [("o", True)], ""),
])
def test_nearest_flag_as_llvm_cl(arg: str, names: list, near: str) -> None:
    assert tool.nearest_flag(arg, names) == near


@pytest.mark.parametrize("a, b, distance", [
    ("", "", 0), ("abc", "", 3), ("", "ab", 2), ("kitten", "sitting", 3),
    ("cannonicalize", "canonicalize", 1), ("canonicalise", "canonicalize", 1), ("ab", "ba", 2),
])
def test_edit_distance(a: str, b: str, distance: int) -> None:
    assert tool.edit_distance(a, b) == distance == tool.edit_distance(b, a)


def test_h_is_help_in_every_table() -> None:
    flags = {"help": tool.Flag("help", "const", "Display available options", const=True)}

    class HelpOpts:
        help = False

    opts = HelpOpts()
    tool.parse_flags("prog", ["-h"], flags, opts)
    assert opts.help is True
    with pytest.raises(tool.UsageError, match="for the -h option: does not allow a value"):
        tool.parse_flags("prog", ["-h=1"], flags, HelpOpts())
    with pytest.raises(tool.UsageError, match="Unknown command line argument '-h'"):
        parse("-h")  # a table without --help has no -h either


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


@pytest.mark.parametrize("name, reason", [
    ("no-dir/out", "No such file or directory"),
    ("dir", "Is a directory"),
    ("no-dir/", "Is a directory"),  # as open(2) says it, not the temporary's ENOENT
    ("file/out", "Not a directory"),
])
def test_write_output_says_why_as_mlir_opt(tmp_path: Path, name: str, reason: str) -> None:
    (tmp_path / "dir").mkdir()
    (tmp_path / "file").write_text("old")
    path = os.path.join(str(tmp_path), name)
    with pytest.raises(tool.Failure) as err:
        tool.write_output(path, "x")
    assert str(err.value) == f"cannot open output file '{path}': {reason}"
    assert not err.value.named
    assert sorted(p.name for p in tmp_path.iterdir()) == ["dir", "file"]  # nothing left
    assert (tmp_path / "file").read_text() == "old" and not any((tmp_path / "dir").iterdir())


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_failed_write_is_llvm_s_io_failure() -> None:
    with pytest.raises(tool.Failure) as err:
        tool.write_output("/dev/full", "x")
    assert str(err.value) == "LLVM ERROR: IO failure on output stream: No space left on device"


@pytest.mark.skipif(not os.path.exists("/proc/version"), reason="no /proc")
def test_an_unwritable_proc_file_gives_the_real_reason() -> None:
    """No temporary file can live in /proc: the reason is the target's own, never the
    temporary's `No such file or directory` (root may open /proc/version; its write fails)."""
    with pytest.raises(tool.Failure) as err:
        tool.write_output("/proc/version", "x")
    assert str(err.value) in ("cannot open output file '/proc/version': Permission denied",
                              "LLVM ERROR: IO failure on output stream: Input/output error")


def _no_temporary(*_: object) -> None:
    raise PermissionError(13, "Permission denied")


def test_without_a_temporary_an_existing_file_is_written_in_place(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("old old old")
    monkeypatch.setattr(tool, "_temporary", _no_temporary)
    tool.write_output(str(out), "new")
    assert out.read_text() == "new" and [p.name for p in tmp_path.iterdir()] == ["out.mlir"]


def test_without_a_temporary_a_new_file_that_fails_is_removed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out.mlir"
    monkeypatch.setattr(tool, "_temporary", _no_temporary)
    monkeypatch.setattr(tool.os, "fdopen", _full_fdopen)
    with pytest.raises(tool.Failure, match="IO failure on output stream: No space left"):
        tool.write_output(str(out), "new")
    assert list(tmp_path.iterdir()) == []  # no half-written file


def test_a_failed_write_leaves_the_old_file_and_no_temporary(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("old")
    monkeypatch.setattr(tool.os, "fdopen", _full_fdopen)
    with pytest.raises(tool.Failure, match="IO failure on output stream: No space left"):
        tool.write_output(str(out), "new")
    assert out.read_text() == "old" and [p.name for p in tmp_path.iterdir()] == ["out.mlir"]


def _full_fdopen(fd: int, mode: str) -> io.BufferedWriter:
    """os.fdopen onto a full disk: every write fails with ENOSPC."""
    f = open(fd, mode)  # noqa: SIM115
    f.write = _no_space  # type: ignore[method-assign]
    return f


def _no_space(*_: object) -> None:
    raise OSError(28, "No space left on device")


def test_a_failed_stdout_write_is_llvm_s_io_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    class Full(io.BytesIO):
        def write(self, data: bytes) -> int:
            raise OSError(28, "No space left on device")

    stdout = io.TextIOWrapper(Full(), encoding="utf-8")
    monkeypatch.setattr(tool.sys, "stdout", stdout)
    monkeypatch.setattr(tool, "silence_stdout", lambda: None)
    with pytest.raises(tool.Failure, match="^LLVM ERROR: IO failure on output stream: No space"):
        tool.write_output("-", "x")


@pytest.mark.parametrize("path", ["-"])
def test_zero_byte_stdin_is_a_named_failure(path: str, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(tool.sys, "stdin", io.TextIOWrapper(io.BytesIO(b"")))
    with pytest.raises(tool.Failure) as err:
        tool.read_input(path)
    assert err.value.named
    assert tool.failure_text("gpuopt-translate", err.value) == (
        "gpuopt-translate: error: standard input is empty (did an earlier stage of the pipe "
        "fail?)\n")
    monkeypatch.setattr(tool.sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\n")))
    assert tool.read_input(path) == "\n"  # one byte is an input


def test_empty_file_and_closed_stdin(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "empty.mlir").write_bytes(b"")
    assert tool.read_input(str(tmp_path / "empty.mlir")) == ""  # an empty module, as mlir-opt
    monkeypatch.setattr(tool.sys, "stdin", None)  # fd 0 closed: mlir-opt-19's EBADF
    with pytest.raises(tool.Failure) as err:
        tool.read_input("-")
    assert tool.failure_text("p", err.value) == "cannot open input file '-': Bad file descriptor\n"


@pytest.mark.parametrize("error, reason", [
    (PermissionError(13, "Permission denied"), "Permission denied"),
    (IsADirectoryError(21, "Is a directory"), "Is a directory"),
    (OSError(5, "Input/output error"), "Input/output error"),
])
def test_unreadable_input_is_one_line(error: OSError, reason: str,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """Unreadable files (root reads everything, so a chmod cannot show it): one line."""
    def refuse(*_: object) -> None:
        raise error

    monkeypatch.setattr(tool, "open", refuse, raising=False)
    with pytest.raises(tool.Failure) as err:
        tool.read_input("in.mlir")
    assert tool.failure_text("p", err.value) == f"cannot open input file 'in.mlir': {reason}\n"
