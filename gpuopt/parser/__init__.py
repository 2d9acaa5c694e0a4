"""Text to IR: grammar loading, the parse entry points, and Lark-free fast start-up.

`parse_text(text, filename)` returns the top-level `builtin.module`. The grammar is
grammar/*.lark (mlir, ops, scf, async, llvm, gpu) plus one rule per op format
(parser/format.py); its LALR tables are built by Lark once and cached (see lalr.py). The
modules below import one way: lexer, lalr <- format <- transformer <- lines <- this one.
"""
from __future__ import annotations

import os

from gpuopt import grammar_dir, shape_caches_enabled
from gpuopt.diag import SOURCES, ParseError
from gpuopt.ir.core import gc_paused
from gpuopt.parser import format as fmt
from gpuopt.parser.lalr import Reject, Syntax, make_parse
from gpuopt.parser.transformer import Builder

_GRAMMAR_FILES = ("mlir.lark", "ops.lark", "scf.lark", "affine.lark", "async.lark", "llvm.lark",
                  "gpu.lark")
_SYNTAX: list[Syntax] = []  # built on the first parse


def load_grammar() -> str:
    """The full grammar text: the static files plus the rules generated from op formats."""
    d = grammar_dir()
    parts = []
    for name in _GRAMMAR_FILES:
        with open(os.path.join(d, name), encoding="utf-8") as f:
            parts.append(f.read())
    parts.append(fmt.generated_grammar())
    return "\n".join(parts)


def _source_key() -> str:
    """A key of everything the tables derive from (grammar files, dialects, the syntax and
    format modules of ir/, parser code): the name, size and modification time of each file,
    so a start reads no source and loads no hash library; any edit changes the key."""
    import zlib
    here = os.path.dirname(os.path.abspath(__file__))
    pkg = os.path.dirname(here)
    parts = ["gpuopt-tables-4"]
    for d in (grammar_dir(), os.path.join(pkg, "dialects"), os.path.join(pkg, "ir"), here):
        for entry in sorted(os.scandir(d), key=lambda e: e.name):
            if entry.name.endswith((".py", ".lark")):
                st = entry.stat()
                parts.append(f"{entry.path}:{st.st_size}:{st.st_mtime_ns}")
    text = "\n".join(parts).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}{len(parts):x}"


def _build() -> tuple:
    """Import every dialect, generate the grammar and let Lark build the tables."""
    from gpuopt.dialects import load_all
    from gpuopt.ir.assembly import RULES
    from gpuopt.ir.opdef import REGISTRY
    from gpuopt.parser.lalr import build_tables
    load_all()  # registers every op
    tables = build_tables(load_grammar(), ("start", "attribute", "properties"))
    extras = {
        "op_terminals": fmt.op_terminals(),
        "op_modules": {name: cls.__module__ for name, cls in REGISTRY.items()},
        "rule_modules": {name: fn.__module__ for name, fn in RULES.items()},
    }
    return tables, extras


def syntax() -> Syntax:
    """The tables, lexers and lazy-import maps (from the table cache, or built and cached);
    dialects are imported when first used."""
    if not _SYNTAX:
        from gpuopt.parser.lalr import load_cached
        from gpuopt.parser.lexer import Lexer
        tables, extras = load_cached(_source_key(), _build)
        literals = dict(tables.terminals)
        literals.update(extras["op_terminals"])
        _SYNTAX.append(Syntax(tables, Lexer(literals), extras["op_modules"],
                              extras["rule_modules"]))
    return _SYNTAX[0]


def parse_text(text: str, filename: str = "<stdin>", *, allow_unregistered: bool = False,
               line_offset: int = 0):
    """Parse `text` into a `builtin.module` (wrapping top-level ops as mlir-opt does)."""
    syn = syntax()
    SOURCES.files[filename] = ("\n" * line_offset) + text if line_offset else text
    builder = Builder(syn, text, filename, allow_unregistered, line_offset)
    line_op = None
    if shape_caches_enabled():
        from gpuopt.parser.lines import LinePlans
        line_op = LinePlans(builder)
    parse = make_parse(syn.tables, builder, "start", line_op)
    # The parse allocates millions of small objects and frees none: the cyclic garbage
    # collector would rescan them over and over (most of the time at 100k ops).
    with gc_paused():
        try:
            return parse(text, syn.lexer)
        except Reject as rej:
            raise builder.reject_error(rej) from None
        except RecursionError:
            raise ParseError("input nests too deeply", builder.loc_at(0)) from None

