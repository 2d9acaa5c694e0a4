"""--symbol-dce: erases private symbols that nothing references, as mlir-opt-19 does.

A symbol is live when it is public (no `sym_visibility` or "public") or referenced by a
`@name` (or `@a::@b`) attribute of a live op; dead private symbols are erased.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.diag import PassError
from gpuopt.ir import attrs as A
from gpuopt.passes.manager import Pass


def _refs(attr, out: set) -> None:
    """Adds every symbol path `attr` names: `@a::@b` adds "a" and "a::b"."""
    if isinstance(attr, A.SymbolRefAttr):
        path = [attr.root, *attr.nested]
        for i in range(1, len(path) + 1):
            out.add("::".join(path[:i]))
    elif isinstance(attr, A.ArrayAttr):
        for a in attr.value:
            _refs(a, out)
    elif isinstance(attr, A.DictionaryAttr):
        for a in attr.as_dict().values():
            _refs(a, out)


def _sym(op) -> str | None:
    v = op.attributes.get("sym_name")
    return getattr(v, "value", None)


def _private(op) -> bool:
    v = op.attributes.get("sym_visibility")
    return getattr(v, "value", None) in ("private", "nested")


def _symbols(table) -> list:
    return [o for r in table.regions for b in r.blocks for o in b.ops if _sym(o) is not None]


def _collect_live(table, prefix: str, live: set) -> None:
    """Marks the symbols of `table` (names qualified by `prefix`) that are reachable."""
    worklist = [o for o in _symbols(table) if not _private(o)]
    worklist += [o for r in table.regions for b in r.blocks for o in b.ops if _sym(o) is None]
    names = {prefix + _sym(o): o for o in _symbols(table)}
    seen: set[int] = set()
    while worklist:
        op = worklist.pop()
        if id(op) in seen:
            continue
        seen.add(id(op))
        if _sym(op) is not None:
            live.add(prefix + _sym(op))
        refs: set = set()
        for inner in op.walk():
            for a in inner.attributes.values():
                _refs(a, refs)
        for ref in refs:
            target = names.get(prefix + ref) or names.get(ref)
            if target is not None:
                worklist.append(target)
            for full, o in names.items():
                if ref.startswith(full.removeprefix(prefix) + "::"):
                    worklist.append(o)


@dataclass
class SymbolDCE(Pass, flag="symbol-dce"):
    """Eliminate dead symbols"""

    anchor = "any"

    def run(self, op) -> None:
        if not op.has_trait("SymbolTable"):  # func.func(symbol-dce), as mlir-opt-19 says it
            from gpuopt.verifier import attach_current_op
            err = PassError(f"'{op.name}' op  was scheduled to run under SymbolDCE, but does "
                            "not define a symbol table", op.loc)
            attach_current_op(err, op)
            raise err
        self._run(op, top=True)

    def _run(self, table, top: bool) -> None:
        live: set = set()
        _collect_live(table, "", live)
        for sym in _symbols(table):
            if _sym(sym) not in live and _private(sym):
                sym.erase()
            elif sym.has_trait("SymbolTable"):
                self._nested(sym, live)

    def _nested(self, table, live: set) -> None:
        prefix = _sym(table) + "::"
        for sym in _symbols(table):
            name = prefix + _sym(sym)
            if _private(sym) and name not in live and not self._used_inside(table, sym):
                sym.erase()

    def _used_inside(self, table, sym) -> bool:
        refs: set = set()
        for o in table.walk():
            if o is sym:
                continue
            for a in o.attributes.values():
                _refs(a, refs)
        return _sym(sym) in refs
