"""Command-line plumbing shared by gpuopt, gpuopt-translate and gpuopt-runner.

LLVM-style flags (`-flag`, `--flag`, `--flag=value`, `-o FILE`, `-e main`, `-O3`), reading the
input file or stdin, atomic `-o` output, and the one stderr/stdout writer that restores invalid
UTF-8 carried as surrogates. Below every other layer: standard library only, cheap to import.
"""

import os
import sys
from collections.abc import Callable, Iterable
from typing import Any


class UsageError(Exception):
    """A bad command line: the message is printed as is and the exit status is 2."""


class Failure(Exception):
    """A failure outside the IR (unreadable input, unwritable output): exit status 1.

    Printed as LLVM tools print theirs (`cannot open input file 'x': No such file or
    directory`), or after the tool's name when `named` (gpuopt's own: `gpuopt: error: ...`).
    """

    def __init__(self, message: str, named: bool = False) -> None:
        super().__init__(message)
        self.named = named


def failure_text(prog: str, err: Failure) -> str:
    """The one stderr line of a Failure."""
    return f"{prog}: {err}\n" if err.named else f"{err}\n"


def emit(stream: Any, text: str) -> None:
    """Writes text, restoring invalid UTF-8 bytes that the input carried as surrogates."""
    buffer = getattr(stream, "buffer", None)
    if buffer is None:
        stream.write(text)
        return
    stream.flush()
    buffer.write(text.encode("utf-8", "surrogateescape"))
    buffer.flush()


def emit_error(text: str) -> None:
    """`emit` on the current sys.stderr."""
    emit(sys.stderr, text)


# ---- flags ----------------------------------------------------------------------------------
BOOL_VALUES = {"": True, "true": True, "1": True, "TRUE": True, "True": True,
               "false": False, "0": False, "FALSE": False, "False": False}


class Flag:
    """One option, as llvm::cl declares it.

    kinds: `bool` (an optional `=true/false`), `str` (a value: `=v` or the next argument),
    `uint` (a value, an unsigned integer), `opt_str` (an optional `=value`; the bare flag sets
    `const`), `const` (no value: sets `const`, as `-O3` sets the optimization level to 3),
    `list` (`=a,b`, repeatable: appends to a list; the bare flag appends ""). `hidden` flags
    are left out of --help.
    """

    __slots__ = ("attr", "kind", "help", "const", "value_name", "hidden")

    def __init__(self, attr: str, kind: str, help: str, const: Any = None,
                 value_name: str = "", hidden: bool = False) -> None:
        self.attr, self.kind, self.help, self.const = attr, kind, help, const
        self.value_name = value_name  # shown in --help after the flag: "<filename>", "=<v>"
        self.hidden = hidden


def dashes(name: str) -> str:
    """How LLVM tools spell a flag in messages: `-o`, `--help`."""
    return f"-{name}" if len(name) == 1 else f"--{name}"


def parse_flags(prog: str, args: list[str], flags: dict[str, Flag], opts: Any,
                unknown: Callable[[str, str | None], bool] | None = None,
                max_positional: int = 1,
                more_names: Callable[[], Iterable[str]] | None = None) -> list[str]:
    """Sets the attributes of `opts` from an LLVM-style command line; returns the positionals.

    One or two dashes are the same (`-e main`, `--entry-point-result=void`, `-O3`); `--` ends
    the flags; `-h` is `--help`, as in every LLVM tool. `unknown(name, value or None)` may claim
    a flag the table lacks (gpuopt's pass flags); `more_names()` lists those flags (each takes
    a value) for the "Did you mean" of an unknown flag. Raises UsageError with llvm::cl's
    wording.
    """
    positional: list[str] = []
    it = iter(args)
    for arg in it:
        if arg == "-" or not arg.startswith("-"):
            positional.append(arg)
            continue
        if arg == "--":
            positional.extend(it)
            break
        name, eq, value = arg.lstrip("-").partition("=")
        flag = flags.get(name)
        if flag is None and name == "h":  # llvm::cl's alias of --help
            flag = flags.get("help")
        if flag is None:
            if unknown is not None and unknown(name, value if eq else None):
                continue
            extra = more_names() if more_names is not None else ()
            raise UsageError(unknown_flag_message(prog, arg, flags, extra))
        if flag.kind == "bool":
            if value not in BOOL_VALUES:
                raise UsageError(f"{prog}: for the {dashes(name)} option: '{value}' is invalid "
                                 "value for boolean argument! Try 0 or 1\n")
            setattr(opts, flag.attr, BOOL_VALUES[value])
        elif flag.kind == "opt_str":
            setattr(opts, flag.attr, value if eq else flag.const)
        elif flag.kind == "const":
            if eq:
                raise UsageError(f"{prog}: for the {dashes(name)} option: does not allow a "
                                 f"value! '{value}' specified.\n")
            setattr(opts, flag.attr, flag.const)
        elif flag.kind == "list":  # llvm::cl::list with CommaSeparated
            setattr(opts, flag.attr, [*getattr(opts, flag.attr), *value.split(",")])
        else:
            if not eq:
                value = next(it, None)
                if value is None:
                    raise UsageError(f"{prog}: for the {dashes(name)} option: requires a "
                                     "value!\n")
            if flag.kind == "uint":
                value = _uint(prog, name, value)
            setattr(opts, flag.attr, value)
    if len(positional) > max_positional:
        raise UsageError(f"{prog}: Too many positional arguments specified!\nCan specify at "
                         f"most {max_positional} positional arguments: See: {prog} --help\n")
    return positional


def _uint(prog: str, name: str, value: str) -> int:
    """An unsigned llvm::cl value: decimal or `0x` hexadecimal, no sign."""
    try:
        if value[:1] not in "+-" and value == value.strip():
            return int(value, 16) if value[:2].lower() == "0x" else int(value, 10)
    except ValueError:
        pass
    raise UsageError(f"{prog}: for the {dashes(name)} option: '{value}' value invalid for uint "
                     "argument!\n")


def unknown_flag_message(prog: str, arg: str, flags: dict[str, Flag],
                         more_names: Iterable[str] = ()) -> str:
    """llvm::cl's complaint about an unknown flag, with the nearest known flag (`more_names`
    take a value, as pass flags do)."""
    msg = f"{prog}: Unknown command line argument '{arg}'.  Try: '{prog} --help'\n"
    names = [(name, flag.kind != "const") for name, flag in flags.items()]
    if "help" in flags and "h" not in flags:
        names.append(("h", flags["help"].kind != "const"))
    near = nearest_flag(arg.lstrip("-"), [*names, *((name, True) for name in more_names)])
    if near:
        msg += f"{prog}: Did you mean '{dashes(near)}'?\n"
    return msg


def nearest_flag(arg: str, names: Iterable[tuple[str, bool]]) -> str:
    """llvm::cl's "Did you mean" for `arg` (an argument without its dashes): the name at the
    least edit distance (the first of equals), among (name, takes a value) pairs. A name that
    takes a value is compared with the part of `arg` before `=` and keeps the value; another
    with all of `arg`. There is no cut-off: llvm::cl always names one. "" when `arg` is."""
    lhs, _, rhs = arg.partition("=")
    best, best_distance = "", -1
    if not arg:
        return best
    for name, takes_value in names:
        distance = edit_distance(name, lhs if takes_value else arg)
        if best_distance < 0 or distance < best_distance:
            best_distance = distance
            best = f"{name}={rhs}" if rhs and takes_value else name
    return best


def edit_distance(a: str, b: str) -> int:
    """Levenshtein distance: insertions, deletions and replacements, one each."""
    row = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        prev, row[0] = row[0], i
        for j, cb in enumerate(b, 1):
            prev, row[j] = row[j], min(row[j] + 1, row[j - 1] + 1, prev + (ca != cb))
    return row[-1]


def help_line(name: str, flag: Flag, width: int = 48) -> str:
    """One `--help` line as LLVM tools lay it out."""
    sep = " " if flag.value_name.startswith("<") else ""
    return f"  {dashes(name) + sep + flag.value_name:<{width}} - {flag.help}"


# ---- input and output ----------------------------------------------------------------------
EMPTY_STDIN = "error: standard input is empty (did an earlier stage of the pipe fail?)"


def read_input(path: str) -> str:
    """The input as text (`-` is stdin); invalid UTF-8 survives as surrogates.

    A zero-byte standard input read from a pipe is a Failure: in `gpuopt x.mlir --pass |
    gpuopt-translate` it is what a failed first stage leaves, and the next stage must not succeed
    on it. An empty file, named on the command line or redirected (`< empty.mlir`), is an empty
    module, as in mlir-opt.
    """
    try:
        if path == "-":
            stdin = getattr(sys.stdin, "buffer", None)  # None: no file descriptor 0
            if stdin is None:
                raise OSError(9, os.strerror(9))  # EBADF, as mlir-opt reports it
            data = stdin.read()
            if not data and _is_pipe(stdin):
                raise Failure(EMPTY_STDIN, named=True)
        else:
            with open(path, "rb") as f:
                data = f.read()
    except OSError as err:
        raise Failure(f"cannot open input file '{path}': {_reason(err)}") from None
    return data.decode("utf-8", "surrogateescape")


def _is_pipe(stream: Any) -> bool:
    """Whether a stream reads a pipe or socket (what a shell pipe gives the next stage), not a
    file or a device; a stream with no file descriptor (a test's) counts as a pipe."""
    import stat

    try:
        mode = os.fstat(stream.fileno()).st_mode
    except (OSError, ValueError, AttributeError):
        return True
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


def write_output(path: str, text: str) -> None:
    """Writes stdout (`-`) or a file, atomically: a temporary file renamed over the target.

    Raises Failure with mlir-opt-19's words: `cannot open output file 'x': <why>` when the file
    cannot be opened, `LLVM ERROR: IO failure on output stream: <why>` when writing fails
    (a full disk, /dev/full). A broken pipe stays a BrokenPipeError.
    """
    data = text.encode("utf-8", "surrogateescape")
    if path == "-":
        try:
            sys.stdout.flush()
            sys.stdout.buffer.write(data)
            sys.stdout.buffer.flush()
        except BrokenPipeError:
            raise
        except OSError as err:
            silence_stdout()  # the interpreter's last flush would fail again
            raise Failure(_io_failure(err)) from None
        return
    try:
        fd, tmp, target, fresh = _open_output(path)
    except OSError as err:
        raise Failure(f"cannot open output file '{path}': {_reason(err)}") from None
    made = tmp if tmp is not None else target if fresh else None  # removed after a failure
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        if tmp is not None:
            os.replace(tmp, target)
    except BaseException as err:
        _discard(made)
        if isinstance(err, OSError):
            raise Failure(_io_failure(err)) from None
        raise


def _open_output(path: str) -> tuple[int, str | None, str, bool]:
    """Opens the output: (fd, the temporary to rename over the target or None, the target,
    whether the target itself was created here). A regular file is written to a temporary next
    to it, a device (/dev/null, /dev/stdout) in place. Where no temporary can be made (a file
    in /proc, a directory the user cannot write to, a name too long for the temporary's), the
    target is opened in place, as mlir-opt opens it: the error is then the target's own (`Is a
    directory`, `Permission denied`) or, when it opens, the write's. Raises OSError."""
    flags = os.O_WRONLY | getattr(os, "O_CLOEXEC", 0)
    try:
        st = os.stat(path)
    except FileNotFoundError:
        st = None
    if st is not None and not _is_regular(st.st_mode):  # a device: in place; a directory fails
        return os.open(path, flags | os.O_CREAT | os.O_TRUNC, 0o666), None, path, False
    if st is not None and os.path.islink(path):
        path = os.path.realpath(path)  # replace the file the link points to, not the link
    directory, base = os.path.split(path)
    try:
        fd, tmp = _temporary(directory, base)
    except OSError:  # the umask applies, as for any new file
        fd = os.open(path, flags | (os.O_TRUNC if st else os.O_CREAT | os.O_EXCL), 0o666)
        return fd, None, path, st is None
    if st is not None:
        try:
            os.chmod(tmp, st.st_mode & 0o7777)
        except BaseException:
            os.close(fd)
            _discard(tmp)
            raise
    return fd, tmp, path, False


def _temporary(directory: str, base: str) -> tuple[int, str]:
    """A new file `.BASE.PID.N.tmp` in `directory`: (fd, path)."""
    flags = os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_CLOEXEC", 0)
    for attempt in range(100):
        tmp = os.path.join(directory, f".{base}.{os.getpid()}.{attempt}.tmp")
        try:
            return os.open(tmp, flags, 0o666), tmp  # the umask applies, as for any new file
        except FileExistsError:
            continue
    raise FileExistsError(f"no free temporary name next to {os.path.join(directory, base)}")


def _discard(path: str | None) -> None:
    if path is not None:
        import contextlib

        with contextlib.suppress(OSError):
            os.unlink(path)


def _is_regular(mode: int) -> bool:
    return (mode & 0o170000) == 0o100000


def _reason(err: OSError) -> str:
    return err.strerror or str(err)


def _io_failure(err: OSError) -> str:
    return f"LLVM ERROR: IO failure on output stream: {_reason(err)}"


def silence_stdout() -> None:
    """After a broken pipe, point stdout at /dev/null so the interpreter's flush stays quiet."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass


TRACEBACK_ENV = "GPUOPT_TRACEBACK"  # set to see the Python traceback of an internal error


def internal_error(prog: str, exc: BaseException, input_name: str,
                   doing: str = "processing") -> int:
    """Reports a gpuopt bug: one line naming the exception and where it happened, and how to
    get the traceback (GPUOPT_TRACEBACK=1, which also prints it); returns the exit status 1."""
    import traceback

    where = ""
    frames = traceback.extract_tb(exc.__traceback__)
    if frames:
        last = frames[-1]
        where = f" (at {os.path.basename(last.filename)}:{last.lineno} in {last.name})"
    if os.environ.get(TRACEBACK_ENV):
        emit(sys.stderr, "".join(traceback.format_exception(exc)))
    name = "<stdin>" if input_name == "-" else input_name
    emit(sys.stderr,
         f"{prog}: internal error while {doing} '{name}': {type(exc).__name__}: {exc}"
         f"{where}\n{prog}: this is a bug in gpuopt; please report it with the input file "
         f"(set {TRACEBACK_ENV}=1 to see the Python traceback)\n")
    return 1


def guarded(prog: str, body: Callable[[], int], input_name: str, *, doing: str = "processing",
            name_failures: bool = False, interrupted: str = "") -> int:
    """Runs a tool's body and turns what escapes it into an exit status, one stderr line each:
    a Failure (1; after the tool's name when `name_failures`), Ctrl-C (130, printing
    `interrupted` if given), a closed stdout (1, silently), and any other exception as a gpuopt
    bug (internal_error, 1)."""
    try:
        return body()
    except Failure as err:
        emit(sys.stderr, f"{prog}: {err}\n" if name_failures else failure_text(prog, err))
        return 1
    except KeyboardInterrupt:
        if interrupted:
            emit(sys.stderr, interrupted)
        return 130
    except BrokenPipeError:
        silence_stdout()
        return 1
    except Exception as exc:  # the last-resort report of a gpuopt bug
        return internal_error(prog, exc, input_name, doing)


def version_text(prog: str) -> str:
    from gpuopt import __version__
    return f"{prog} version {__version__}\n  MLIR syntax of LLVM 19\n"


def start(prog: str, argv: list[str] | None, parse: Callable[[list[str]], Any],
          help_text: Callable[[], str]) -> Any:
    """Parses a tool's command line (sys.argv when `argv` is None) with `parse`; returns the
    options, or the exit status when the run ends here: 2 after a bad command line, 0 after
    `--help` or `--version` (the options' `help` and `version`)."""
    try:
        opts = parse(sys.argv[1:] if argv is None else argv)
    except UsageError as err:
        emit(sys.stderr, str(err))
        return 2
    if opts.help:
        emit(sys.stdout, help_text())
        return 0
    if opts.version:
        emit(sys.stdout, version_text(prog))
        return 0
    return opts


# ---- --split-input-file -------------------------------------------------------------------
def split_input(text: str, filename: str, marker: str) -> list[tuple[str, str]]:
    """Splits at `marker` as mlir-opt-19 does (its quirks included); warns about near misses.

    Returns (chunk, buffer name) pairs: a chunk starts right after its marker, and its buffer
    is named `within split at FILE:N offset ` with N the line of that first character.
    """
    check = 2 if len(marker) > 2 else 0
    head, tail = marker[:len(marker) - check], marker[len(marker) - check:]
    spans: list[tuple[int, int]] = []
    prev = (0, 0)
    pos = 0
    for piece in text.split(head):
        start, end = pos, pos + len(piece)
        pos = end + len(head)
        if prev[0] == prev[1]:  # LLVM 19 takes the first nonempty piece without checking it
            prev = (start, end)
        elif piece.startswith(tail) and len(piece) > check and piece[check:check + 1] != "0":
            spans.append(prev)
            prev = (start + check, end)
        else:
            _near_miss(text, filename, start)
            prev = (prev[0], end)
    if prev[0] != prev[1]:
        spans.append(prev)
    return [(text[start:end],
             f"within split at {filename}:{line_col(text, start)[0]} offset ")
            for start, end in spans]


def line_col(text: str, offset: int) -> tuple[int, int]:
    line_start = text.rfind("\n", 0, offset) + 1
    return text.count("\n", 0, offset) + 1, offset - line_start + 1


def _near_miss(text: str, filename: str, offset: int) -> None:
    line, col = line_col(text, offset)
    source = text[offset - col + 1:].split("\n", 1)[0]
    emit(sys.stderr, f"{filename}:{line}:{col}: warning: near miss with file split marker\n"
                      f"{source}\n{' ' * (col - 1)}^\n")
