"""Locations and diagnostics: every user-facing failure is a located GpuoptError.

Diagnostics render as MLIR tools render them: `file:line:col: error: message`, the source
line and a caret, then attached notes.
"""
from __future__ import annotations

from dataclasses import dataclass, field


class Location:
    """Base of all locations (MLIR's LocationAttr)."""

    __slots__ = ()

    def file_line_col(self) -> FileLineColLoc | None:
        """The first file:line:col position inside this location, if any."""
        return None


@dataclass(frozen=True, slots=True)
class FileLineColLoc(Location):
    """`loc("file.mlir":3:7)`."""
    file: str
    line: int
    col: int

    def file_line_col(self) -> FileLineColLoc | None:
        return self


@dataclass(frozen=True, slots=True)
class UnknownLoc(Location):
    """`loc(unknown)`."""


@dataclass(frozen=True, slots=True)
class NameLoc(Location):
    """`loc("name")` or `loc("name"(child))`."""
    name: str
    child: Location | None = None

    def file_line_col(self) -> FileLineColLoc | None:
        return self.child.file_line_col() if self.child else None


@dataclass(frozen=True, slots=True)
class CallSiteLoc(Location):
    """`loc(callsite(callee at caller))`."""
    callee: Location
    caller: Location

    def file_line_col(self) -> FileLineColLoc | None:
        return self.callee.file_line_col()


@dataclass(frozen=True, slots=True)
class FusedLoc(Location):
    """`loc(fused[a, b])` or `loc(fused<#metadata>[a, b])`."""
    locs: tuple[Location, ...]
    metadata: object = None

    def file_line_col(self) -> FileLineColLoc | None:
        for loc in self.locs:
            found = loc.file_line_col()
            if found:
                return found
        return None


UNKNOWN_LOC = UnknownLoc()


class SourceManager:
    """Maps file names to their text, so diagnostics can show the source line."""

    def __init__(self) -> None:
        self.files: dict[str, str] = {}

    def line(self, file: str, line: int) -> str | None:
        text = self.files.get(file)
        if text is None:
            return None
        lines = text.split("\n")
        if 1 <= line <= len(lines):
            return lines[line - 1].rstrip("\r")
        return None


SOURCES = SourceManager()


def render_loc_prefix(loc: Location | None) -> str:
    flc = loc.file_line_col() if loc is not None else None
    if flc is None:
        return "loc(unknown)" if loc is None or isinstance(loc, UnknownLoc) else _loc_text(loc)
    return f"{flc.file}:{flc.line}:{flc.col}"


def _loc_text(loc: Location) -> str:
    if isinstance(loc, NameLoc):
        return f'"{loc.name}"'
    return "loc(unknown)"


@dataclass
class Diagnostic:
    """One error, warning, remark or note, with attached notes."""
    severity: str
    message: str
    loc: Location | None = None
    notes: list[Diagnostic] = field(default_factory=list)

    def attach_note(self, message: str, loc: Location | None = None) -> Diagnostic:
        note = Diagnostic("note", message, loc)
        self.notes.append(note)
        return note

    def render(self) -> str:
        parts = [self._render_one()]
        parts += [n._render_one() for n in self.notes]
        return "".join(parts)

    def _render_one(self) -> str:
        out = f"{render_loc_prefix(self.loc)}: {self.severity}: {self.message}\n"
        flc = self.loc.file_line_col() if self.loc is not None else None
        if flc is not None:
            src = SOURCES.line(flc.file, flc.line)
            if src is not None:
                src = src.expandtabs(1) if "\t" in src else src
                if len(src) > 4096:  # keep huge lines readable: show a window around the caret
                    start = max(0, flc.col - 80)
                    src, col = src[start:flc.col + 80], flc.col - start
                else:
                    col = flc.col
                out += src.encode("utf-8", "surrogateescape").decode("utf-8", "replace") + "\n"
                out += " " * max(col - 1, 0) + "^\n"
        return out


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
