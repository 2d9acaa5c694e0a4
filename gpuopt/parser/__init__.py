"""Text to IR: grammar loading, the parse entry points, and Lark-free fast start-up.

`parse_text(text, filename)` returns the top-level `builtin.module`. The grammar is
grammar/mlir.lark + grammar/ops.lark + grammar/gpu.lark + one rule per op format; its LALR
tables are built by Lark once and cached (see lalr.py).
"""
from __future__ import annotations

import gc
import os

from gpuopt import shape_caches_enabled
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


def _source_key() -> str:
    """A key of everything the tables derive from (grammar files, dialects, parser code): the
    name, size and modification time of each file, so a start reads no source and loads no
    hash library; any edit changes the key."""
    import zlib
    here = os.path.dirname(os.path.abspath(__file__))
    pkg = os.path.dirname(here)
    parts = ["gpuopt-tables-2"]
    for d in (grammar_dir(), os.path.join(pkg, "dialects"), here):
        for entry in sorted(os.scandir(d), key=lambda e: e.name):
            if entry.name.endswith((".py", ".lark")):
                st = entry.stat()
                parts.append(f"{entry.path}:{st.st_size}:{st.st_mtime_ns}")
    text = "\n".join(parts).encode("utf-8", "surrogateescape")
    return f"{zlib.crc32(text):08x}{zlib.adler32(text):08x}{len(parts):x}"


def _build() -> tuple:
    """Import every dialect, generate the grammar and let Lark build the tables."""
    from gpuopt.dialects import load_all
    load_all()  # registers every op
    from gpuopt.ir.opdef import REGISTRY
    from gpuopt.parser import format as fmt
    from gpuopt.parser.lalr import build_tables
    from gpuopt.parser.transformer import RULES
    tables = build_tables(load_grammar(), ("start", "attribute", "properties"))
    extras = {
        "op_terminals": fmt.op_terminals(),
        "op_modules": {name: cls.__module__ for name, cls in REGISTRY.items()},
        "rule_modules": {name: fn.__module__ for name, fn in RULES.items()},
    }
    return tables, extras


def _machinery():
    """Tables, lexer and the lazy-import maps; dialects are imported when first used."""
    if not _STATE:
        from gpuopt.parser.lalr import load_cached
        from gpuopt.parser.lexer import Lexer
        tables, extras = load_cached(_source_key(), _build)
        literals = dict(tables.terminals)
        literals.update(extras["op_terminals"])
        _STATE["tables"] = tables
        _STATE["lexer"] = Lexer(literals)
        _STATE["op_modules"] = extras["op_modules"]
        _STATE["rule_modules"] = extras["rule_modules"]
    return _STATE


def parse_fragment(builder, text: str, start: str):
    """Parse `text` (one attribute, or a `<{...}>` property dictionary) from rule `start`,
    with a lexer that never produces macro tokens (so this does not recurse)."""
    from gpuopt.parser.lalr import make_parse
    st = _machinery()
    lexer = st.get("plain_lexer")
    if lexer is None:
        lexer = st["plain_lexer"] = st["lexer"].without_macros()
    parse = builder.fragment_parsers.get(start)
    if parse is None:
        parse = builder.fragment_parsers[start] = make_parse(st["tables"], builder, start)
    outer = builder.text, builder._line_starts
    builder.text, builder._line_starts = text, None  # token offsets now refer to `text`
    try:
        return parse(text, lexer)
    finally:
        builder.text, builder._line_starts = outer


def import_for_op(name: str) -> None:
    """Import the dialect module defining op `name` (a full or func/builtin short name)."""
    import importlib
    mods = _machinery()["op_modules"]
    for cand in (name, "func." + name, "builtin." + name):
        if cand in mods:
            importlib.import_module(mods[cand])
            return


def import_dialect(prefix: str) -> None:
    """Import the module of a dialect by its name (`gpu`, `llvm`, `async`)."""
    import contextlib
    import importlib
    mod = {"async": "async_"}.get(prefix, prefix)
    with contextlib.suppress(ModuleNotFoundError):
        importlib.import_module(f"gpuopt.dialects.{mod}")


def parse_text(text: str, filename: str = "<stdin>", *, allow_unregistered: bool = False,
               line_offset: int = 0):
    """Parse `text` into a `builtin.module` (wrapping top-level ops as mlir-opt does)."""
    from gpuopt.parser.lalr import make_parse
    from gpuopt.parser.transformer import Builder
    st = _machinery()
    SOURCES.files[filename] = ("\n" * line_offset) + text if line_offset else text
    builder = Builder(text, filename, allow_unregistered, line_offset)
    if shape_caches_enabled():
        from gpuopt.parser.lines import LinePlans
        builder.line_op = LinePlans(builder, st["tables"], st["lexer"])
    parse = make_parse(st["tables"], builder, "start")
    # The parse allocates millions of small objects and frees none: the cyclic garbage
    # collector would rescan them over and over (most of the time at 100k ops).
    gc_was_enabled = gc.isenabled()
    gc.disable()
    try:
        return parse(text, st["lexer"])
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
