"""Locations and diagnostics: every user-facing failure is a located GpuoptError.

Diagnostics render as MLIR tools render them: `file:line:col: error: message`, the source
line and a caret, then attached notes.

This is the lowest module (STYLE.md section 1): it imports no other gpuopt module. So `Struct`,
the value-class base of locations, attributes and format elements, lives here, and so does the
printing of locations and escaped strings that diagnostics need.
"""
from __future__ import annotations

import re


class Struct:
    """Immutable-by-convention value classes with slots, equality and hashing by fields.

    Used instead of dataclasses for the attribute and location classes, which exist at every
    start-up: a dataclass costs about a millisecond to define, this costs nothing.
    """

    # Fields are the subclass's `__slots__`; `__init__` is written by hand per class.
    __slots__ = ()

    def _key(self) -> tuple:
        return tuple(getattr(self, f) for f in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        key = self._key()
        try:
            return hash((type(self), key))
        except TypeError:  # a field holds a list or dict (dense element values, ...)
            return hash((type(self), frozen(key)))

    def __repr__(self) -> str:
        args = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.__slots__)
        return f"{type(self).__name__}({args})"


def frozen(value: object) -> object:
    """`value` with lists as tuples and dicts as sorted item tuples, recursively (hashable)."""
    if isinstance(value, (list, tuple)):
        return tuple(frozen(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, frozen(v)) for k, v in value.items()))
    if isinstance(value, (set, frozenset)):
        return frozenset(frozen(v) for v in value)
    return value


def escape_string(s: str) -> str:
    """MLIR's printEscapedString: printable ASCII kept, `"` `\\` and other bytes as `\\XX`."""
    if s.isascii() and s.isprintable() and '"' not in s and "\\" not in s:
        return s
    text = s.encode("utf-8", "surrogateescape").decode("latin-1")  # one char per byte
    return _UNPRINTABLE.sub(lambda m: _ESCAPES[m.group()], text)


_ESCAPES = {chr(b): "\\\\" if b == 0x5C else f"\\{b:02X}" for b in range(256)}
_UNPRINTABLE = re.compile(r'[^\x20\x21\x23-\x5b\x5d-\x7e]')



class Location:
    """Base of all locations (MLIR's LocationAttr)."""

    __slots__ = ()

    def file_line_col(self) -> FileLineColLoc | None:
        """The first file:line:col position inside this location, if any."""
        return None


class FileLineColLoc(Location, Struct):
    """`loc("file.mlir":3:7)`."""

    __slots__ = ("file", "line", "col")

    def __init__(self, file: str, line: int, col: int) -> None:
        self.file = file
        self.line = line
        self.col = col

    def file_line_col(self) -> FileLineColLoc | None:
        return self


class UnknownLoc(Location, Struct):
    """`loc(unknown)`."""

    __slots__ = ()


class NameLoc(Location, Struct):
    """`loc("name")` or `loc("name"(child))`."""

    __slots__ = ("name", "child")

    def __init__(self, name: str, child: Location | None = None) -> None:
        self.name = name
        self.child = child

    def file_line_col(self) -> FileLineColLoc | None:
        return self.child.file_line_col() if self.child else None


class CallSiteLoc(Location, Struct):
    """`loc(callsite(callee at caller))`."""

    __slots__ = ("callee", "caller")

    def __init__(self, callee: Location, caller: Location) -> None:
        self.callee = callee
        self.caller = caller

    def file_line_col(self) -> FileLineColLoc | None:
        return self.callee.file_line_col()


class FusedLoc(Location, Struct):
    """`loc(fused[a, b])` or `loc(fused<#metadata>[a, b])`."""

    __slots__ = ("locs", "metadata")

    def __init__(self, locs: tuple[Location, ...], metadata: object = None) -> None:
        self.locs = locs
        self.metadata = metadata

    def file_line_col(self) -> FileLineColLoc | None:
        for loc in self.locs:
            found = loc.file_line_col()
            if found:
                return found
        return None


UNKNOWN_LOC = UnknownLoc()


class SourceManager:
    """Maps file names to their text, so diagnostics can show the source line.

    A location naming a file that was not parsed (`loc("other.mlir":3:4)`) shows that file's
    line when it can be read from disk, as MLIR's SourceMgr does.
    """

    def __init__(self) -> None:
        self.files: dict[str, str] = {}
        self._lines: dict[str, tuple[str, list[str]]] = {}

    def _split(self, file: str) -> list[str] | None:
        text = self.files.get(file)
        if text is None:
            if file in self._lines:
                return self._lines[file][1]
            try:
                if not file or len(file) > 4096:
                    raise OSError
                with open(file, "rb") as f:
                    data = f.read(64 << 20)
                lines = data.decode("utf-8", "surrogateescape").split("\n")
            except (OSError, ValueError):
                lines = None  # type: ignore[assignment]
            self._lines[file] = ("", lines)  # type: ignore[assignment]
            return lines
        cached = self._lines.get(file)
        if cached is None or cached[0] is not text:
            cached = (text, text.split("\n"))
            self._lines[file] = cached
        return cached[1]

    def line(self, file: str, line: int) -> str | None:
        lines = self._split(file)
        if lines is None:
            return None
        if 1 <= line <= len(lines):
            return lines[line - 1].rstrip("\r")
        return None


SOURCES = SourceManager()


def render_loc_prefix(loc: Location | None) -> str:
    flc = loc.file_line_col() if loc is not None else None
    if flc is None:
        return "<unknown>:0"
    return f"{flc.file}:{flc.line}:{flc.col}"


def loc_text(loc: Location) -> str:
    """`loc(...)` for a location, inline (no aliases)."""
    return f"loc({loc_body(loc, None)})"


def loc_body(loc: Location, alias: dict | None, top: bool = True) -> str:
    """The text inside `loc(...)`; nested locations (and `loc` itself when `top`) use `alias`."""
    if top and alias is not None and loc in alias:
        return alias[loc]
    if isinstance(loc, FileLineColLoc):
        return f'"{escape_string(loc.file)}":{loc.line}:{loc.col}'
    if isinstance(loc, NameLoc):
        s = f'"{escape_string(loc.name)}"'
        if loc.child is not None and not isinstance(loc.child, UnknownLoc):
            s += f"({loc_body(loc.child, alias)})"
        return s
    if isinstance(loc, CallSiteLoc):
        return f"callsite({loc_body(loc.callee, alias)} at {loc_body(loc.caller, alias)})"
    if isinstance(loc, FusedLoc):
        meta = f"<{loc.metadata}>" if loc.metadata is not None else ""
        return f"fused{meta}[" + ", ".join(loc_body(x, alias) for x in loc.locs) + "]"
    return "unknown"


def _show_loc(loc: Location | None) -> Location | None:
    """MLIR's findLocToShow: the location whose file:line:col a diagnostic shows."""
    if loc is None or isinstance(loc, UnknownLoc):
        return None
    if isinstance(loc, FileLineColLoc):
        return loc
    if isinstance(loc, NameLoc):
        return _show_loc(loc.child)
    if isinstance(loc, CallSiteLoc):
        return _show_loc(loc.callee)
    if isinstance(loc, FusedLoc):
        for sub in loc.locs:
            found = _show_loc(sub)
            if found is not None:
                return found
    return None


def render_one(loc: Location | None, severity: str, message: str,
               show_source: bool = True, range_len: int = 1) -> str:
    """One `file:line:col: severity: message` entry, with the source line and a caret.

    Without a file position it is `<unknown>:0: severity: message` (the location printed in
    front of the message when it is not unknown), as MLIR's SourceMgrDiagnosticHandler.
    """
    flc = loc.file_line_col() if loc is not None else None
    if flc is None:
        if loc is not None and not isinstance(loc, UnknownLoc):
            message = f"{loc_text(loc)}: {message}"
        return f"<unknown>:0: {severity}: {message}\n"
    out = f"{flc.file}:{flc.line}:{flc.col}: {severity}: {message}\n"
    if not show_source:
        return out
    src = SOURCES.line(flc.file, flc.line)
    if src is None:
        return out
    raw = src.encode("utf-8", "surrogateescape")
    col = max(flc.col - 1, 0)
    if col > len(raw):
        return out
    prefix = raw[:col].decode("utf-8", "replace")
    shown = src.encode("utf-8", "surrogateescape").decode("utf-8", "replace")
    if "\t" in shown:  # LLVM expands tabs to 8-column stops in both lines
        prefix = prefix.expandtabs(8)
        shown = shown.expandtabs(8)
    caret_col = len(prefix)
    if len(shown) > 4096:  # keep huge lines readable: show a window around the caret
        start = max(0, caret_col - 80)
        shown, caret_col = shown[start:caret_col + 80], caret_col - start
    tail = "~" * max(min(range_len, max(len(shown) - caret_col, 1)) - 1, 0)
    return out + shown + "\n" + " " * caret_col + "^" + tail + "\n"


class Diagnostic:
    """One error, warning, remark or note, with attached notes."""

    def __init__(self, severity: str, message: str, loc: Location | None = None,
                 notes: list[Diagnostic] | None = None, range_len: int = 1) -> None:
        self.severity = severity
        self.message = message
        self.loc = loc
        self.notes: list[Diagnostic] = notes if notes is not None else []
        self.range_len = range_len

    def attach_note(self, message: str, loc: Location | None = None) -> Diagnostic:
        note = Diagnostic("note", message, loc if loc is not None else self.loc)
        self.notes.append(note)
        return note

    def render(self) -> str:
        """The text MLIR's SourceMgrDiagnosticHandler prints for this diagnostic and notes."""
        loc = self.loc
        stack: list[tuple[Location, str]] = []
        shown = _show_loc(loc)
        if shown is not None:
            stack.append((shown, ""))
        while isinstance(loc, CallSiteLoc):
            loc = loc.caller
            caller = _show_loc(loc)
            if caller is not None:
                stack.append((caller, "called from"))
            if not isinstance(loc, CallSiteLoc):
                break
        if not stack:
            parts = [render_one(self.loc, self.severity, self.message, True, self.range_len)]
        else:
            parts = [render_one(stack[0][0] if not isinstance(self.loc, (NameLoc, FusedLoc))
                                else self.loc, self.severity, self.message, True,
                                self.range_len)]
            parts += [render_one(at, "note", what) for at, what in stack[1:]]
        last = loc
        for n in self.notes:
            parts.append(render_one(n.loc, n.severity, n.message, n.loc != last, n.range_len))
            last = n.loc
        return "".join(parts)


# ---- diagnostic handlers --------------------------------------------------------------------
# Diagnostics that do not abort (warnings, remarks, errors of passes that go on) are emitted
# through the innermost handler; without one they are printed on stderr.
_HANDLERS: list = []


def emit(diag: Diagnostic) -> None:
    """Reports a diagnostic to the current handler (the CLI's printer or verifier)."""
    if _HANDLERS:
        _HANDLERS[-1](diag)
        return
    from gpuopt.tool import emit_error
    emit_error(diag.render())


def emit_error(message: str, loc: Location | None = None) -> Diagnostic:
    d = Diagnostic("error", message, loc)
    emit(d)
    return d


def emit_warning(message: str, loc: Location | None = None) -> Diagnostic:
    d = Diagnostic("warning", message, loc)
    emit(d)
    return d


class handler:
    """`with handler(fn):` routes emitted diagnostics to `fn(diag)`."""

    def __init__(self, fn) -> None:
        self.fn = fn

    def __enter__(self):
        _HANDLERS.append(self.fn)
        return self.fn

    def __exit__(self, *exc) -> None:
        _HANDLERS.remove(self.fn)


# ---- --verify-diagnostics ------------------------------------------------------------------
_EXPECTED = re.compile(r"expected-(error|note|remark|warning)(-re)? *"
                        r"(@([+-][0-9]+|above|below))? *\{\{(.*)\}\}[ \t\r]*$")


class ExpectedDiag:
    """One `expected-<severity> @... {{...}}` of a --verify-diagnostics input."""

    def __init__(self, severity: str, line: int, col: int, substring: str,
                 regex: object = None, matched: bool = False, at_line: int = 0) -> None:
        self.severity = severity
        self.line = line
        self.col = col
        self.substring = substring
        self.regex = regex
        self.matched = matched
        self.at_line = at_line  # the line of the `expected-...` comment itself

    def match(self, message: str) -> bool:
        if self.regex is not None:
            return self.regex.search(message) is not None  # type: ignore[attr-defined]
        return self.substring in message


def _regex_of(text: str):
    """`-re` patterns: `{{...}}` parts are regular expressions, the rest literal text."""
    out = []
    pos = 0
    while True:
        i = text.find("{{", pos)
        if i < 0:
            out.append(re.escape(text[pos:]))
            break
        j = text.find("}}", i + 2)
        if j < 0:
            return None
        out.append(re.escape(text[pos:i]))
        out.append("(" + text[i + 2:j] + ")")
        pos = j + 2
    try:
        return re.compile("".join(out))
    except re.error:
        return None


class DiagnosticVerifier:
    """mlir-opt's SourceMgrDiagnosticVerifierHandler for one buffer (one split chunk).

    Collects `expected-*` comments; `process(diag)` matches each diagnostic and each of its
    notes and prints `unexpected ...` for the rest; `finish()` prints the expectations that were
    not produced. `output` collects the text to print on stderr; `ok` is the verdict.
    """

    def __init__(self, filename: str, text: str) -> None:
        self.filename = filename
        self.output: list[str] = []
        self.ok = True
        self.expected: list[ExpectedDiag] = []
        lines = text.split("\n")
        below: list[ExpectedDiag] = []
        for n, line in enumerate(lines, 1):
            m = _EXPECTED.search(line.rstrip()) if "expected-" in line else None
            if m is None:
                for e in below:  # `@below` applies to the next line without an expectation
                    e.line = n
                below = []
                continue
            kind, is_re, _, where, body = m.groups()
            start = len(line[:m.start()].encode("utf-8", "surrogateescape")) + 1
            e = ExpectedDiag(kind, n, start, body, at_line=n)
            if is_re:
                e.regex = _regex_of(body)
                if e.regex is None:
                    self._error(FileLineColLoc(filename, n, start),
                                f"invalid regex: {body}", len(body))
                    continue
            if where == "above":
                e.line = n - 1
            elif where == "below":
                e.line = len(lines)
                below.append(e)
            elif where is not None:
                e.line = n + int(where)
            self.expected.append(e)

    def _error(self, loc: Location, message: str, range_len: int = 1) -> None:
        self.output.append(render_one(loc, "error", message, True, range_len))
        self.ok = False

    def __call__(self, diag: Diagnostic) -> None:
        self.process(diag)

    def process(self, diag: Diagnostic) -> None:
        self._process_one(diag)
        for note in diag.notes:
            self._process_one(note)

    def _process_one(self, diag: Diagnostic) -> None:
        flc = diag.loc.file_line_col() if diag.loc is not None else None
        if flc is None or flc.file != self.filename:
            self._error(diag.loc if flc is not None else diag.loc,
                        f"unexpected {diag.severity}: {diag.message}")
            return
        near = None
        for e in self.expected:
            if e.line != flc.line or not e.match(diag.message):
                continue
            if e.severity == diag.severity:
                e.matched = True
                return
            near = e
        if near is not None:
            self._error(FileLineColLoc(self.filename, near.at_line, near.col),
                        f"'{diag.severity}' diagnostic emitted when expecting a "
                        f"'{near.severity}'")
            return
        self._error(flc, f"unexpected {diag.severity}: {diag.message}")

    def finish(self) -> bool:
        """Reports unproduced expectations; True when everything matched."""
        for e in self.expected:
            if not e.matched:
                self.output.append(render_one(
                    FileLineColLoc(self.filename, e.at_line, e.col), "error",
                    f'expected {e.severity} "{e.substring}" was not produced', True,
                    max(len(e.substring), 1)))
                self.ok = False
        return self.ok


class GpuoptError(Exception):
    """A located, user-facing failure."""

    def __init__(self, message: str, loc: Location | None = None,
                 severity: str = "error") -> None:
        super().__init__(message)
        self.diag = Diagnostic(severity, message, loc)

    @property
    def message(self) -> str:
        return self.diag.message

    @property
    def loc(self) -> Location | None:
        return self.diag.loc

    def note(self, message: str, loc: Location | None = None) -> GpuoptError:
        self.diag.attach_note(message, loc)
        return self

    def render(self) -> str:
        return self.diag.render()

    def __str__(self) -> str:
        return self.render()


class ParseError(GpuoptError):
    """Malformed textual IR."""


class VerifyError(GpuoptError):
    """IR that parses but breaks an op's rules."""


class PassError(GpuoptError):
    """A pass that cannot handle its input."""


class RuntimeFailure(GpuoptError):
    """A failing runtime or device call."""
