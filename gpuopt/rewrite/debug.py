"""`--debug-only=dialect-conversion,greedy-rewriter`: the drivers' trace, on stderr, in every
build."""
from __future__ import annotations

import sys

DEBUG: set[str] = set()


def set_debug(spec: str) -> None:
    """Enables the comma-separated debug types of `--debug-only=...`."""
    DEBUG.clear()
    DEBUG.update(x.strip() for x in (spec or "").split(",") if x.strip())


def debug_on(kind: str) -> bool:
    return kind in DEBUG


def dbg(kind: str, text: str) -> None:
    """Writes one trace line (or several) when `kind` is enabled."""
    if kind in DEBUG:
        sys.stderr.write(text if text.endswith("\n") else text + "\n")
        sys.stderr.flush()


def loc_text(op) -> str:
    """`file:line:col` of an op, as diagnostics print it."""
    from gpuopt.diag import render_loc_prefix
    return render_loc_prefix(getattr(op, "loc", None))
