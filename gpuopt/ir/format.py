"""Declarative assembly formats: one format string drives both parsing and printing.

A format (MLIR's vocabulary: `$x`, `type($x)`, backquoted literals, `(...)?` with a `^`
anchor, `attr-dict`, `functional-type`, `custom<...>`) compiles once, per op class, into a list
of elements (`elements_of(cls)`). Two readers share that list, so parsing and printing cannot
drift apart:
  * gpuopt/parser/format.py turns it into a Lark rule fragment (all ops sharing a fragment
    share one rule and one terminal) and binds a parsed rule's children to the op's fields;
  * gpuopt/printer.py prints an op from it, spacing as mlir-tblgen's generated printers do.
`custom<name>` directives are registered in gpuopt/ir/assembly.py.
"""
from __future__ import annotations

import re
from typing import Any

from gpuopt.diag import Struct
from gpuopt.ir.assembly import DIRECTIVES
from gpuopt.ir.opdef import OperandDef, PropDef


# ---- format elements ------------------------------------------------------------------
class AllOf(Struct):
    """The `operands` / `results` directive inside functional-type(...)."""

    __slots__ = ("name", "kind")

    def __init__(self, name: str, kind: str = "variadic") -> None:
        self.name = name
        self.kind = kind


class Lit(Struct):
    """A literal: `keyword`, punctuation, or spacing (`` and ` `)."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text


class Var(Struct):
    """`$name`: an OperandDef, PropDef, RegionDef or SuccessorDef."""

    __slots__ = ("field",)

    def __init__(self, field: Any) -> None:
        self.field = field


class TypeOf(Struct):
    """`type($name)` of an OperandDef or ResultDef."""

    __slots__ = ("field",)

    def __init__(self, field: Any) -> None:
        self.field = field


class AttrDict(Struct):
    """`attr-dict` or `attr-dict-with-keyword`."""

    __slots__ = ("keyword",)

    def __init__(self, keyword: bool) -> None:
        self.keyword = keyword


class FuncType(Struct):
    """`functional-type(inputs, results)`."""

    __slots__ = ("inputs", "results")

    def __init__(self, inputs: Any, results: Any) -> None:
        self.inputs = inputs
        self.results = results


class Custom(Struct):
    """`custom<name>(args)`."""

    __slots__ = ("name", "args")

    def __init__(self, name: str, args: list) -> None:
        self.name = name
        self.args = args


class Group(Struct):
    """An optional group `(...)?` and its anchor."""

    __slots__ = ("elements", "anchor")

    def __init__(self, elements: list, anchor: Any) -> None:
        self.elements = elements
        self.anchor = anchor


class ParenGroup(Struct):
    """`(` $a `,` $b `)` or `(` $variadic `)`: operands in parentheses, parsed as one unit so
    the lexer can hand the whole list over as a single PAREN_SSA token."""

    __slots__ = ("fields",)

    def __init__(self, fields: list) -> None:
        self.fields = fields


def _operand(el) -> bool:
    return isinstance(el, Var) and isinstance(el.field, OperandDef)


def paren_groups(els: list) -> list:
    """`els` with each parenthesised operand list replaced by a ParenGroup (parse side only)."""
    out: list = []
    i = 0
    while i < len(els):
        el = els[i]
        if isinstance(el, Lit) and el.text == "(":
            j = i + 1
            fields = []
            while j < len(els) and _operand(els[j]):
                fields.append(els[j].field)
                j += 1
                if j < len(els) and isinstance(els[j], Lit) and els[j].text == ",":
                    j += 1
                    continue
                break
            variadic = [f for f in fields if f.kind != "single"]
            if fields and j < len(els) and isinstance(els[j], Lit) and els[j].text == ")" \
                    and (not variadic or len(fields) == 1) and \
                    not (isinstance(els[j - 1], Lit) and els[j - 1].text == ","):
                out.append(ParenGroup(fields))
                i = j + 1
                continue
        if isinstance(el, Group):
            el = Group(paren_groups(el.elements), el.anchor)
        out.append(el)
        i += 1
    return out


# ---- compiling a format string ----------------------------------------------------------
_TOK = re.compile(r"\s*(`[^`]*`|\$[A-Za-z_][A-Za-z0-9_]*|type\(|qualified\(|functional-type\(|"
                  r"custom<[A-Za-z_]+>\(|attr-dict-with-keyword|attr-dict|operands|results|\)\?|\^|\(|\)|,|:)")


def _tokens(fmt: str) -> list[str]:
    out, pos = [], 0
    fmt = fmt.strip()
    while pos < len(fmt):
        m = _TOK.match(fmt, pos)
        if not m:
            raise ValueError(f"bad format at {fmt[pos:]!r}")
        out.append(m.group(1))
        pos = m.end()
    return out


def compile_format(cls) -> list:
    """The elements of `cls.format`, fields resolved by Python or MLIR name."""
    toks = _tokens(cls.format)
    pos = 0

    def var(name: str):
        f = cls.fields.get(name)
        if f is None:
            for cand in cls.fields.values():
                if cand.mlir_name == name:
                    return cand
            raise ValueError(f"{cls.__name__}: format names unknown field ${name}")
        return f

    def arg() -> Any:
        nonlocal pos
        t = toks[pos]
        pos += 1
        if t in ("operands", "results"):
            return Var(AllOf(t))
        if t == "type(":
            el = TypeOf(var(toks[pos][1:]))
            pos += 2
            return el
        if t == "qualified(":
            el = arg()
            pos += 1
            return el
        return Var(var(t[1:]))

    def seq(stop: tuple) -> list:
        nonlocal pos
        els: list = []
        while pos < len(toks) and toks[pos] not in stop:
            t = toks[pos]
            if t.startswith("`"):
                pos += 1
                els.append(Lit(t[1:-1]))
            elif t.startswith("$") or t in ("type(", "qualified("):
                els.append(arg())
            elif t == "^":
                pos += 1
                els[-1] = ("anchor", els[-1])
            elif t in ("attr-dict", "attr-dict-with-keyword"):
                pos += 1
                els.append(AttrDict(t == "attr-dict-with-keyword"))
            elif t == "functional-type(":
                pos += 1
                a = arg()
                pos += 1  # ,
                b = arg()
                pos += 1  # )
                els.append(FuncType(a.field, b.field))
            elif t.startswith("custom<"):
                name = t[7:-2]
                pos += 1
                args = []
                while toks[pos] != ")":
                    if toks[pos] == ",":
                        pos += 1
                        continue
                    args.append(arg())
                pos += 1
                els.append(Custom(name, args))
            elif t == "(":
                pos += 1
                inner = seq((")?",))
                pos += 1
                anchor = None
                for i, e in enumerate(inner):
                    if isinstance(e, tuple):
                        anchor = e[1]
                        inner[i] = e[1]
                els.append(Group(inner, anchor))
            else:
                raise ValueError(f"{cls.__name__}: unexpected {t!r} in format")
        return els
    return seq(())



# ---- questions both readers ask -----------------------------------------------------------
def attr_style(f: PropDef) -> str:
    """How a property is written in a format: its constraint when that is a style string
    (`keyword`, `symbol_name`, `unit`, `stripped:#d.x`, `int:i32`, ...), else `attribute`."""
    c = f.constraint
    if isinstance(c, str):
        return c
    return "attribute"


def kept(el) -> int:
    """How many children the grammar fragment of element `el` keeps (a group of only literals
    and unit properties keeps one: its marker)."""
    if isinstance(el, Lit):
        return 0
    if isinstance(el, Var) and isinstance(el.field, PropDef) and attr_style(el.field) == "unit":
        return 0
    if isinstance(el, Group):
        n = sum(kept(e) for e in el.elements)
        return n if n else 1
    return 1


_COMPILED: dict[type, list] = {}


def elements_of(cls) -> list:
    """The compiled format of op class `cls` (compiled once)."""
    els = _COMPILED.get(cls)
    if els is None:
        els = _COMPILED[cls] = compile_format(cls)
    return els


def shows_terminator(op, region) -> bool:
    """tblgen hides an implicit terminator only when it carries nothing."""
    if not hasattr(type(op), "implicit_terminator") or region is None or not region.blocks:
        return True
    ops = region.blocks[-1].ops
    term = ops[-1] if ops else None
    return term is not None and bool(term.operands or term.results or term.attributes)


def elided_attrs(cls) -> frozenset:
    """Attributes the format prints itself (so `attr-dict` leaves them out)."""
    # the segment sizes of an op that has them (an op without them prints the attribute)
    names = {"operandSegmentSizes", "resultSegmentSizes"} & set(getattr(cls, "prop_names", ()))

    def walk(els):
        for el in els:
            if isinstance(el, Var) and isinstance(el.field, PropDef):
                names.add(el.field.mlir_name)
            elif isinstance(el, Group):
                walk(el.elements)
            elif isinstance(el, Custom):
                walk(el.args)
                names.update(getattr(DIRECTIVES[el.name], "elides", ()))
    walk(elements_of(cls))
    names.update(getattr(cls, "elided", ()))
    return frozenset(names)
