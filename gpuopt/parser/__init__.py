"""Text to IR: grammar loading, the parse entry points, and Lark-free fast start-up.

`parse_text(text, filename)` returns the top-level `builtin.module`. The grammar is
grammar/mlir.lark + grammar/ops.lark + grammar/gpu.lark + one rule per op format; its LALR
tables are built by Lark once and cached (see lalr.py).
"""
from __future__ import annotations

import gc
import os

from gpuopt.diag import SOURCES, FileLineColLoc, ParseError
from gpuopt.parser.lalr import Reject

_GRAMMAR_FILES = ("mlir.lark", "ops.lark", "scf.lark", "async.lark", "llvm.lark", "gpu.lark")
_STATE: dict = {}


def grammar_dir() -> str:
    """Where grammar/*.lark live: the source tree, or the copy shipped inside the package."""
    here = os.path.dirname(os.path.abspath(__file__))
    for cand in (os.path.join(here, "..", "..", "grammar"), os.path.join(here, "..", "_grammar")):
        if os.path.exists(os.path.join(cand, "mlir.lark")):
            return os.path.normpath(cand)
    raise FileNotFoundError("gpuopt grammar files not found")


def load_grammar() -> str:
    """The full grammar text: the static files plus the rules generated from op formats."""
    from gpuopt.parser import format as fmt
    d = grammar_dir()
    parts = []
    for name in _GRAMMAR_FILES:
        path = os.path.join(d, name)
        if os.path.exists(path):
            with open(path, encoding="utf-8") as f:
                parts.append(f.read())
    parts.append(fmt.generated_grammar())
    return "\n".join(parts)


def _machinery():
    if not _STATE:
        import gpuopt.dialects  # noqa: F401  (registers every op)
        from gpuopt.parser import format as fmt
        from gpuopt.parser.lalr import load_tables
        from gpuopt.parser.lexer import Lexer
        tables = load_tables(load_grammar(), ("start",))
        literals = dict(tables.terminals)
        literals.update(fmt.op_terminals())
        _STATE["tables"] = tables
        _STATE["lexer"] = Lexer(literals)
    return _STATE


def parse_text(text: str, filename: str = "<stdin>", *, allow_unregistered: bool = False,
               line_offset: int = 0):
    """Parse `text` into a `builtin.module` (wrapping top-level ops as mlir-opt does)."""
    from gpuopt.parser.lalr import make_parse
    from gpuopt.parser.transformer import Builder
    st = _machinery()
    SOURCES.files[filename] = ("\n" * line_offset) + text if line_offset else text
    builder = Builder(text, filename, allow_unregistered, line_offset)
    parse = make_parse(st["tables"], builder, "start")
    # The parse allocates millions of small objects and frees none: the cyclic garbage
    # collector would rescan them over and over (most of the time at 100k ops).
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return parse(st["lexer"].tokens(text))
    except Reject as rej:
        raise builder.reject_error(rej) from None
    except RecursionError:
        raise ParseError("input nests too deeply", builder.loc_at(0)) from None
    finally:
        if gc_was_enabled:
            gc.enable()


def location_at(text: str, filename: str, pos: int) -> FileLineColLoc:
    line = text.count("\n", 0, pos) + 1
    col = pos - (text.rfind("\n", 0, pos) + 1) + 1
    return FileLineColLoc(filename, line, col)
