"""Symbol tables: the op a `@name` or `@a::@b` reference means (SymbolTable::lookup*).

While a verification runs (`caching()`), tables are built once per symbol-table op; the IR does
not change meanwhile. Ops' `verify_symbol_uses` and the verifier look symbols up here.
"""
from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from gpuopt.ir.core import Operation

SYMBOL_TABLE = "SymbolTable"
_TABLES: dict[int, dict] = {}  # id of a table op -> {name: first op of that name}
_CACHING = [False]


@contextmanager
def caching() -> Iterator[None]:
    """Keeps the tables built inside the block, and forgets them at its end."""
    _TABLES.clear()
    _CACHING[0] = True
    try:
        yield
    finally:
        _CACHING[0] = False
        _TABLES.clear()


def symbol_name(op: Operation) -> str | None:
    a = op.attributes.get("sym_name")
    return getattr(a, "value", None) if a is not None else None


def lookup_symbol(table_op: Operation, name: str) -> Operation | None:
    """The op named `name` directly inside symbol table `table_op`."""
    table = _TABLES.get(id(table_op))
    if table is None:
        table = {}
        for region in table_op.regions[:1]:
            for block in region.blocks[:1]:
                for child in block.ops:
                    table.setdefault(symbol_name(child), child)
        if _CACHING[0]:
            _TABLES[id(table_op)] = table
    return table.get(name)


def nearest_symbol_table(op: Operation) -> Operation | None:
    p = op.parent_op
    while p is not None and SYMBOL_TABLE not in p.traits:
        p = p.parent_op
    return p


def symbol_path(attr) -> list[str] | None:
    """`@a::@b` as ["a", "b"]; None for anything but a symbol reference."""
    if attr is None or not hasattr(attr, "root"):
        return None
    return [attr.root, *attr.nested]


def resolve_symbol(op: Operation, path: list[str]) -> Operation | None:
    """SymbolTable::lookupNearestSymbolFrom for a nested reference `@a::@b`."""
    table = nearest_symbol_table(op)
    if table is None:
        return None
    found = lookup_symbol(table, path[0])
    for name in path[1:]:
        if found is None or SYMBOL_TABLE not in found.traits:
            return None
        found = lookup_symbol(found, name)
    return found
