"""The gpuopt command line: exit statuses, input and output handling, informational flags.

Runs `python -m gpuopt` in a subprocess, as users do; the splitter and the internal-error report
are also checked in process.
"""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from gpuopt import cli

REPO = Path(__file__).resolve().parents[2]
GOOD = "func.func @f() {\n  return\n}\n"
GOOD_OUT = "module {\n  func.func @f() {\n    return\n  }\n}\n\n"
BAD = "func.func @f() {\n  return %x : i32\n}\n"  # 2:10: use of undeclared SSA value name


def gpuopt(*args: str, stdin: bytes = b"", cwd: Path | None = None
           ) -> subprocess.CompletedProcess[str]:
    env = dict(os.environ, PYTHONPATH=str(REPO) + os.pathsep + os.environ.get("PYTHONPATH", ""))
    proc = subprocess.run([sys.executable, "-m", "gpuopt", *args], input=stdin,
                          capture_output=True, env=env, cwd=cwd, timeout=120)
    return subprocess.CompletedProcess(
        proc.args, proc.returncode, proc.stdout.decode("utf-8", "surrogateescape"),
        proc.stderr.decode("utf-8", "surrogateescape"))


def assert_no_traceback(proc: subprocess.CompletedProcess[str]) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr


@pytest.fixture
def good(tmp_path: Path) -> Path:
    path = tmp_path / "good.mlir"
    path.write_text(GOOD)
    return path


@pytest.fixture
def bad(tmp_path: Path) -> Path:
    path = tmp_path / "bad.mlir"
    path.write_text(BAD)
    return path


def test_help_lists_usage_and_flags() -> None:
    proc = gpuopt("--help")
    assert proc.returncode == 0
    assert "USAGE: gpuopt [options] <input file>" in proc.stdout
    for flag in ("-o <filename>", "--split-input-file", "--mlir-print-op-generic",
                 "--allow-unregistered-dialect", "--show-dialects"):
        assert flag in proc.stdout


def test_version() -> None:
    proc = gpuopt("--version")
    assert proc.returncode == 0
    assert proc.stdout.startswith("gpuopt version ")


def test_show_dialects_as_mlir_opt_prints_them() -> None:
    proc = gpuopt("--show-dialects")
    assert proc.returncode == 0
    assert proc.stdout == ("Available Dialects: affine,arith,async,builtin,cf,func,gpu,index,llvm,"
                           "math,memref,nvvm,scf,vector\n")


def test_unknown_flag_exits_2() -> None:
    proc = gpuopt("--foo")
    assert proc.returncode == 2
    assert proc.stderr.startswith("gpuopt: Unknown command line argument '--foo'.")
    assert proc.stdout == ""
    assert_no_traceback(proc)


def test_misspelled_flag_gets_a_suggestion() -> None:
    proc = gpuopt("--split-input-fil")
    assert proc.returncode == 2
    assert "Did you mean '--split-input-file'?" in proc.stderr


@pytest.mark.parametrize("args", [("a.mlir", "b.mlir"), ("-o",),
                                  ("--mlir-print-op-generic=maybe",)])
def test_bad_command_lines_exit_2(args: tuple[str, ...]) -> None:
    proc = gpuopt(*args)
    assert proc.returncode == 2
    assert proc.stderr.startswith("gpuopt: ")
    assert_no_traceback(proc)


def test_missing_input_file_exits_1(tmp_path: Path) -> None:
    proc = gpuopt(str(tmp_path / "nope.mlir"))
    assert proc.returncode == 1
    assert proc.stderr == (f"cannot open input file '{tmp_path / 'nope.mlir'}': "
                           "No such file or directory\n")


def test_unwritable_output_exits_1(good: Path, tmp_path: Path) -> None:
    out = tmp_path / "no-such-dir" / "out.mlir"
    proc = gpuopt(str(good), "-o", str(out))
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"cannot open output file '{out}': ")
    assert_no_traceback(proc)


def test_internal_error_is_reported_without_traceback(
        good: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    def broken(*_: object) -> str:
        raise KeyError("boom")

    monkeypatch.setattr(cli, "process", broken)
    monkeypatch.delenv("GPUOPT_TRACEBACK", raising=False)
    assert cli.opt_main([str(good)]) == 1
    err = capsys.readouterr().err
    assert "gpuopt: internal error while processing" in err
    assert "KeyError: 'boom'" in err and "please report" in err
    assert "Traceback" not in err


def test_split_chunks_are_buffers_named_as_mlir_opt_names_them() -> None:
    text = "a\n// -----\nb\n\n// -----\nc\n"
    chunks = cli.split_input(text, "f.mlir", cli.SPLIT_MARKER)
    assert [c.strip() for c, _ in chunks] == ["a", "b", "c"]
    # Each chunk starts right after its marker, on the marker's line (line N of the file).
    assert [name for _, name in chunks] == ["within split at f.mlir:1 offset ",
                                            "within split at f.mlir:2 offset ",
                                            "within split at f.mlir:5 offset "]


def test_split_columns_count_from_the_chunk_start() -> None:
    chunks = cli.split_input("a\n// ----- b\n", "f.mlir", cli.SPLIT_MARKER)
    assert chunks[1] == (" b\n", "within split at f.mlir:2 offset ")


def test_split_near_miss_warns_and_does_not_split(capsys: pytest.CaptureFixture[str]) -> None:
    chunks = cli.split_input("a\n// ----\nb\n", "f.mlir", cli.SPLIT_MARKER)
    assert len(chunks) == 1
    assert capsys.readouterr().err == ("f.mlir:2:7: warning: near miss with file split marker\n"
                                       "// ----\n      ^\n")


def test_split_of_empty_input_has_no_chunks() -> None:
    assert cli.split_input("", "f.mlir", cli.SPLIT_MARKER) == []


def test_split_with_custom_marker() -> None:
    chunks = cli.split_input("a\n// ***\nb\n", "f.mlir", "// ***")
    assert [c.strip() for c, _ in chunks] == ["a", "b"]


def test_file_input(good: Path) -> None:
    proc = gpuopt(str(good))
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, GOOD_OUT, "")


@pytest.mark.parametrize("args", [(), ("-",)])
def test_stdin_input(args: tuple[str, ...]) -> None:
    proc = gpuopt(*args, stdin=GOOD.encode())
    assert (proc.returncode, proc.stdout, proc.stderr) == (0, GOOD_OUT, "")


def test_empty_file_prints_an_empty_module(tmp_path: Path) -> None:
    (tmp_path / "empty.mlir").write_bytes(b"")
    proc = gpuopt(str(tmp_path / "empty.mlir"))
    assert (proc.returncode, proc.stdout) == (0, "module {\n}\n\n")


@pytest.mark.parametrize("args", [(), ("-",)])
def test_empty_stdin_is_refused(args: tuple[str, ...]) -> None:
    """A failed first stage of a pipe leaves the next one an empty stdin: it must fail too."""
    proc = gpuopt(*args, stdin=b"")
    assert (proc.returncode, proc.stdout, proc.stderr) == (
        1, "", "gpuopt: error: standard input is empty (did an earlier stage of the pipe "
               "fail?)\n")


def test_invalid_utf8_in_a_comment_is_accepted() -> None:
    proc = gpuopt(stdin=b"// caf\xe9 \xff\n" + GOOD.encode())
    assert (proc.returncode, proc.stdout) == (0, GOOD_OUT)


def test_bad_input_exits_1_with_a_located_error(bad: Path) -> None:
    proc = gpuopt(str(bad))
    assert proc.returncode == 1
    assert proc.stderr.startswith(f"{bad}:2:10: error: use of undeclared SSA value name\n")
    assert proc.stdout == ""
    assert_no_traceback(proc)


def test_bad_stdin_is_named_stdin() -> None:
    proc = gpuopt(stdin=BAD.encode())
    assert proc.returncode == 1
    assert proc.stderr.startswith("<stdin>:2:10: error: "), proc.stderr


def test_output_file(good: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    proc = gpuopt(str(good), "-o", str(out))
    assert (proc.returncode, proc.stdout) == (0, "")
    assert out.read_text() == GOOD_OUT
    assert sorted(p.name for p in tmp_path.iterdir()) == ["good.mlir", "out.mlir"]


def test_output_replaces_an_existing_file(good: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("old contents that are longer than the new ones" * 100)
    assert gpuopt(str(good), f"-o={out}").returncode == 0
    assert out.read_text() == GOOD_OUT


def test_failed_run_leaves_no_output_file(bad: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    proc = gpuopt(str(bad), "-o", str(out))
    assert proc.returncode == 1
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.mlir"]  # no temporary either


def test_failed_run_keeps_an_existing_output_untouched(bad: Path, tmp_path: Path) -> None:
    out = tmp_path / "out.mlir"
    out.write_text("precious\n")
    assert gpuopt(str(bad), "-o", str(out)).returncode == 1
    assert out.read_text() == "precious\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["bad.mlir", "out.mlir"]


def test_split_input_file_joins_outputs_as_mlir_opt() -> None:
    text = GOOD + "// -----\n" + GOOD.replace("@f", "@g")
    proc = gpuopt("--split-input-file", stdin=text.encode())
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout == GOOD_OUT + "// -----\n" + GOOD_OUT.replace("@f", "@g")


def test_split_input_file_reports_whole_file_lines_and_goes_on() -> None:
    text = GOOD + "// -----\n" + BAD + "// -----\n" + GOOD
    proc = gpuopt("--split-input-file", stdin=text.encode())
    assert proc.returncode == 1
    # As mlir-opt-19: the chunk's buffer starts on the marker's line (4); BAD's line 2 is
    # the chunk's line 3.
    assert proc.stderr.startswith("within split at <stdin>:4 offset :3:10: error: "), \
        proc.stderr
    assert proc.stdout == GOOD_OUT + "// -----\n" + "// -----\n" + GOOD_OUT


# ---- the flags of issue 9, against mlir-opt-19 -------------------------------------------------
LIT_CLI = REPO / "test" / "lit" / "cli"
ELIDE, PRETTY, PRINT_IR = "elide-elementsattrs.mlir", "pretty-debuginfo.mlir", \
    "print-ir-before-after.mlir"
NO_MODULE, DATA_LAYOUT = "no-implicit-module.mlir", "data-layout-str.mlir"
DIFFERENTIAL = [
    (ELIDE, "--allow-unregistered-dialect", "--mlir-elide-elementsattrs-if-larger=0"),
    (ELIDE, "--allow-unregistered-dialect", "--mlir-elide-elementsattrs-if-larger=2"),
    (ELIDE, "--allow-unregistered-dialect", "--mlir-elide-elementsattrs-if-larger=0x3",
     "--mlir-print-op-generic"),
    (ELIDE, "--allow-unregistered-dialect", "--mlir-elide-elementsattrs-if-larger=1",
     "--mlir-print-ir-after=symbol-dce", "--mlir-print-debuginfo", "--mlir-pretty-debuginfo",
     "--symbol-dce"),  # the dumps elide and print locations as the output does
    (ELIDE, "--mlir-elide-elementsattrs-if-larger=-1"),
    (ELIDE, "--mlir-elide-elementsattrs-if-larger=x"),
    (PRETTY, "--mlir-print-debuginfo", "--mlir-pretty-debuginfo"),
    (PRETTY, "--mlir-print-debuginfo", "--mlir-pretty-debuginfo", "--mlir-print-local-scope"),
    (PRETTY, "--mlir-print-debuginfo", "--mlir-pretty-debuginfo", "--mlir-print-op-generic"),
    (PRETTY, "--mlir-pretty-debuginfo"),
    (PRINT_IR, "--mlir-print-ir-before=cse,symbol-dce", "--cse", "--canonicalize",
     "--symbol-dce"),
    (PRINT_IR, "--mlir-print-ir-after=canonicalize", "--mlir-print-ir-after=gpu-async-region",
     "--cse", "--canonicalize", "--gpu-async-region"),
    (PRINT_IR, "--mlir-print-ir-after=cse", "--mlir-print-ir-after-change", "--cse", "--cse"),
    (PRINT_IR, "--mlir-print-ir-before=cse", "--mlir-print-ir-module-scope",
     "--mlir-disable-threading", "--pass-pipeline=builtin.module(func.func(cse))"),
    (PRINT_IR, "--mlir-print-ir-after=cse", "--mlir-print-ir-module-scope", "--cse"),
    (PRINT_IR, "--mlir-print-ir-after-all", "--mlir-print-ir-module-scope"),
    (PRINT_IR, "--mlir-print-ir-after=cse,foo", "--cse"),
    (NO_MODULE, "--no-implicit-module"),
    (NO_MODULE, "--no-implicit-module", "--mlir-print-debuginfo"),
    (NO_MODULE, "--no-implicit-module", "--mlir-print-op-generic", "--canonicalize"),
    (NO_MODULE, "--no-implicit-module", "--dump-pass-pipeline", "--cse", "--gpu-async-region"),
    (NO_MODULE, "--no-implicit-module", "--pass-pipeline=builtin.module(cse)"),
    ("Inputs/two-modules.mlir", "--no-implicit-module"),
    ("Inputs/two-modules.mlir", "--no-implicit-module", "--split-input-file"),
    ("Inputs/no-ops.mlir", "--no-implicit-module"),
    (DATA_LAYOUT, "--gpu-kernel-outlining=data-layout-str={#dlti.dl_spec<#dlti.dl_entry<index, "
                  '32 : i32>, #dlti.dl_entry<"dlti.endianness", "little">>}'),
    (DATA_LAYOUT, "--pass-pipeline=builtin.module(gpu-kernel-outlining{data-layout-str="
                  "#dlti.dl_spec<>})", "--mlir-print-op-generic"),
    (DATA_LAYOUT, "--gpu-kernel-outlining=data-layout-str="),
    (DATA_LAYOUT, "--gpu-kernel-outlining=data-layout-str"),
    (DATA_LAYOUT, "--pass-pipeline=builtin.module(gpu-kernel-outlining{data-layout-str})"),
    (DATA_LAYOUT, "--gpu-kernel-outlining=data-layout-str={1 : i32}"),
    (DATA_LAYOUT, "--dump-pass-pipeline", "--gpu-kernel-outlining=data-layout-str=#dlti.dl_spec<>"),
    (PRINT_IR, "--canonicalize=region-simplify=foo"),
    (PRINT_IR, "--canonicalize=region-simplify=aggressive"),
    ("Inputs/launch.mlir", "-h=1"),
]


@pytest.mark.parametrize("case", DIFFERENTIAL, ids=lambda c: " ".join(c))
def test_flag_as_mlir_opt19(mlir_opt19: str, case: tuple[str, ...]) -> None:
    """stdout, stderr (the tool's name aside) and exit status are mlir-opt-19's; a bad command
    line is exit status 2 in gpuopt (1 in mlir-opt-19)."""
    path, *args = case
    argv = [*args, str(LIT_CLI / path)]
    # With threads mlir-opt-19 runs a function pass on the functions in parallel, so the order
    # of its IR dumps varies between runs; gpuopt prints them in its single-threaded order.
    # (--mlir-print-ir-module-scope is an error with threads on: those cases keep them.)
    dumps = any(a.startswith("--mlir-print-ir") for a in args)
    threads = (["--mlir-disable-threading"]
               if dumps and "--mlir-print-ir-module-scope" not in args else [])
    want = subprocess.run([mlir_opt19, *threads, *argv], capture_output=True, text=True,
                          timeout=120)
    got = gpuopt(*argv)
    assert got.stdout == want.stdout
    assert got.stderr == want.stderr.replace(Path(mlir_opt19).name + ":", "gpuopt:").replace(
        "mlir-opt:", "gpuopt:")
    usage = got.stderr.startswith("gpuopt: ") and got.returncode == 2
    assert (1 if usage else got.returncode) == want.returncode


def test_h_is_help() -> None:
    assert gpuopt("-h").stdout == gpuopt("--help").stdout
    assert "  -h " not in gpuopt("--help").stdout


def test_every_help_line_has_a_description() -> None:
    for line in gpuopt("--help").stdout.splitlines():
        if " - " in line:
            assert line.split(" - ", 1)[1].strip(), line


# ---- GPUOPT_REVERIFY: mlir-opt re-verifies the output ---------------------------------------
def fake_mlir_opt(tmp_path: Path, body: str) -> str:
    """A shell script standing in for mlir-opt: `body` runs with its stdin and arguments."""
    path = tmp_path / "mlir-opt"
    path.write_text("#!/bin/sh\n" + body + "\n")
    path.chmod(0o755)
    return str(path)


def test_reverify_diagnostics_are_grouped_by_chunk() -> None:
    stderr = ("within split at <stdin>:7 offset :2:3: error: bad\n  x\n  ^\n"
              "within split at <stdin>:7 offset :1:1: note: here\n"
              "within split at <stdin>:12 offset :4:1: error: worse\n")
    assert cli._diagnostics_by_line(stderr) == {
        7: ["<output>:2:3: error: bad\n", "  x\n", "  ^\n", "<output>:1:1: note: here\n"],
        12: ["<output>:4:1: error: worse\n"]}


def test_reverify_hands_mlir_opt_inputs_then_outputs(tmp_path: Path, good: Path,
                                                      monkeypatch: pytest.MonkeyPatch,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    seen = tmp_path / "seen"
    monkeypatch.setenv(cli.REVERIFY_ENV, fake_mlir_opt(
        tmp_path, f'echo "$@" > {seen}; cat >> {seen}'))
    assert cli.opt_main([str(good), "--allow-unregistered-dialect"]) == 0
    args, text = seen.read_text().split("\n", 1)
    marker = cli._REVERIFY_MARKER
    assert args == (f"--split-input-file={marker} --output-split-marker={marker} "
                    "--allow-unregistered-dialect")
    assert text == GOOD + marker + GOOD_OUT
    assert capsys.readouterr().err == ""


def test_reverify_that_cannot_make_sense_of_mlir_opt_fails(
        tmp_path: Path, good: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setenv(cli.REVERIFY_ENV, fake_mlir_opt(tmp_path, "echo oops >&2; exit 3"))
    assert cli.opt_main([str(good)]) == 1
    err = capsys.readouterr().err
    assert "exited 3 and printed 1 chunks for 2:\noops\n" in err


@pytest.mark.parametrize("text,args", [(GOOD, ["--mlir-print-op-generic"]), (BAD, []),
                                       (GOOD + "// -----\n" + BAD, ["--split-input-file"])])
def test_in_process_runs_print_what_the_command_prints(
        tmp_path: Path, gpuopt_in_process, text: str, args: list[str]) -> None:
    # conftest.run_gpuopt, which the differential tests use instead of a process each
    path = tmp_path / "in.mlir"
    path.write_text(text)
    want = gpuopt(str(path), *args)
    got = gpuopt_in_process([str(path), *args], text=True)
    assert (got.returncode, got.stdout, got.stderr) == (want.returncode, want.stdout,
                                                        want.stderr)
