"""What dialects register for their syntax, and the helpers their parse functions share.

A dialect module imports only `gpuopt.ir` (and other dialects); the parser and the printer
read these registries:

  RULES            `@rule("gpu_launch")`: the reduction of a hand-written grammar rule
                   (grammar/*.lark), called with the builder and the rule's kept children
  DIRECTIVES       `@directive("async_deps", grammar)`: a `custom<async_deps>` of op formats,
                   a grammar rule plus a parse and a print function
  DIALECT_TYPES    `!dialect.name<...>` / `#dialect.name<...>` readers, by name without the
  DIALECT_ATTRS    sigil: `fn(builder, body, token)` with body = (tokens, verbatim text)

A parse function receives the builder (gpuopt/parser/transformer.py), whose public methods
(`lookup`, `define`, `error`, `loc_at`, `new_arg`, `entry_args`, ...) are its interface.
Registration happens when a dialect module is imported; the parser's table cache records which
module registered each rule, so a run imports a dialect only when its input uses it.
"""
from __future__ import annotations

from collections.abc import Callable
from typing import Any

from gpuopt.diag import UNKNOWN_LOC, Location
from gpuopt.ir.core import Block, Region
from gpuopt.ir.opdef import REGISTRY

RULES: dict[str, Callable[..., Any]] = {}
DIALECT_TYPES: dict[str, Callable[..., Any]] = {}
DIALECT_ATTRS: dict[str, Callable[..., Any]] = {}


def rule(name: str):
    """Register the reduction of hand-written grammar rule `name`: `fn(builder, children)`."""
    def wrap(fn):
        RULES[name] = fn
        return fn
    return wrap


class Directive:
    """A `custom<name>` directive: its grammar rule and its parse/print functions:
    parse(builder, value, state, args), print(printer, op, args) -> text."""

    def __init__(self, name: str, grammar: str, parse: Callable[..., None],
                 print: Callable[..., str] | None = None) -> None:
        self.name = name
        self.grammar = grammar
        self.parse = parse
        self.print = print


DIRECTIVES: dict[str, Directive] = {}


def directive(name: str, grammar: str):
    """Register `custom<name>`: decorate the parse function, then its `.printer`."""
    def wrap(parse_fn):
        d = DIRECTIVES[name] = Directive(name, grammar, parse_fn)

        def set_printer(print_fn):
            d.print = print_fn
            return print_fn
        parse_fn.printer = set_printer
        return parse_fn
    return wrap


class OpState:
    """What a format (and its custom directives) collected for the op being parsed."""

    __slots__ = ("operands", "types", "attrs", "regions", "successors", "pos")

    def __init__(self, pos: int = 0) -> None:
        self.operands: dict = {}     # field name -> list of tokens or Values
        self.types: dict = {}        # field name -> list of types
        self.attrs: dict = {}
        self.regions: dict = {}
        self.successors: dict = {}
        self.pos = pos


def int_literal(text: str) -> int:
    """The value of an MLIR integer literal: decimal (leading zeros allowed) or `0x` hex,
    optionally negative (Python's `int(text, 0)` rejects `007`)."""
    return int(text, 16) if "0x" in text or "0X" in text else int(text, 10)


def unescape(s: str) -> str:
    """The value of a string literal token (MLIR escapes: \\n \\t \\" \\\\ \\XX)."""
    body = s[1:-1]
    if "\\" not in body:
        return body
    out = bytearray()
    i = 0
    raw = body.encode("utf-8", "surrogateescape")
    while i < len(raw):
        c = raw[i]
        if c == 0x5C and i + 1 < len(raw):
            n = chr(raw[i + 1])
            if n in "nt\"\\":
                out.append({"n": 10, "t": 9, '"': 34, "\\": 92}[n])
                i += 2
                continue
            if i + 2 < len(raw) and all(ch in b"0123456789abcdefABCDEF" for ch in raw[i+1:i+3]):
                out.append(int(raw[i + 1:i + 3], 16))
                i += 3
                continue
        out.append(c)
        i += 1
    return out.decode("utf-8", "surrogateescape")


def symbol_name(text: str) -> str:
    """The name of a SYMBOL token: `@name`, or `@"quoted name"` unescaped."""
    return unescape(text[1:]) if text.startswith('@"') else text[1:]


def add_implicit_terminator(region: Region, name: str, loc: Location | None = None) -> None:
    """SingleBlockImplicitTerminator: the custom form may omit the terminator; add it."""
    if not region.blocks:
        region.append(Block())
    block = region.blocks[-1]
    last = block.ops[-1] if block.ops else None
    if last is None or not last.has_trait("Terminator"):
        block.append(REGISTRY[name].create([], [], {}, [], [],
                                           UNKNOWN_LOC if loc is None else loc))
