"""The dialect-conversion driver: legalizes ops against a target, with a type converter.

Partial conversion leaves ops the target does not name; full conversion requires every op to
end up legal. Values whose type changes are bridged by `builtin.unrealized_conversion_cast`,
which are folded away when a cast pair cancels. A failed conversion is a located
`failed to legalize operation '...'` error carrying every reason patterns recorded.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from gpuopt.diag import PassError
from gpuopt.rewrite.debug import dbg, debug_on, loc_text
from gpuopt.rewrite.rewriter import Rewriter

KIND = "dialect-conversion"
RULE = "//===-------------------------------------------===//"


class ConversionTarget:
    """Which ops are legal: by op name or class, by dialect, or by a callback."""

    def __init__(self, legal: Iterable = (), illegal: Iterable = (),
                 legal_dialects: Iterable[str] = (), illegal_dialects: Iterable[str] = (),
                 dynamic: dict[str, Callable] | None = None) -> None:
        self.legal = {_name(x) for x in legal}
        self.illegal = {_name(x) for x in illegal}
        self.legal_dialects = set(legal_dialects)
        self.illegal_dialects = {getattr(d, "name", d) for d in illegal_dialects}
        self.dynamic = dict(dynamic or {})

    def legality(self, op) -> bool | None:
        """True legal, False illegal, None unknown (the target does not say)."""
        if op.name in self.dynamic:
            return bool(self.dynamic[op.name](op))
        if op.name in self.legal:
            return True
        if op.name in self.illegal:
            return False
        dialect = op.name.split(".")[0]
        if dialect in self.legal_dialects:
            return True
        if dialect in self.illegal_dialects:
            return False
        return None


def _name(x) -> str:
    return x if isinstance(x, str) else x.name


class TypeConverter:
    """Converts types with the registered functions, last added first (as MLIR does)."""

    def __init__(self, *conversions: Callable) -> None:
        self.conversions: list[Callable] = list(conversions)

    def add(self, fn: Callable) -> Callable:
        self.conversions.append(fn)
        return fn

    def convert(self, t):
        for fn in reversed(self.conversions):
            r = fn(t)
            if r is not None:
                return r
        return t


class ConversionRewriter(Rewriter):
    """A rewriter that remaps operands through the type converter and bridges type changes."""

    def __init__(self, type_converter: TypeConverter | None) -> None:
        super().__init__(None, KIND if debug_on(KIND) else "")
        self.type_converter = type_converter or TypeConverter()
        self.casts: list = []

    def cast(self, value, to_type):
        from gpuopt.dialects import builtin
        op = builtin.UnrealizedConversionCastOp.build(inputs=[value], result_types=[to_type])
        self.insert(op)
        self.casts.append(op)
        return op.results[0]

    def converted(self, values) -> list:
        """`values` in their converted types (materialized by casts where needed)."""
        out = []
        for v in values:
            t = self.type_converter.convert(v.type)
            d = getattr(v, "op", None)
            if t is v.type:
                out.append(v)
            elif d is not None and d.name == "builtin.unrealized_conversion_cast" and \
                    len(d.operands) == 1 and d.operands[0].type is t:
                out.append(d.operands[0])
            else:
                out.append(self.cast(v, t))
        return out

    def replace(self, op, values) -> None:
        if hasattr(values, "results"):
            values = values.results
        bridged = []
        for old, new in zip(op.results, values, strict=True):
            bridged.append(new if new.type is old.type or not old.uses else
                           self.cast(new, old.type))
        super().replace(op, bridged)


def apply_conversion(root, patterns, target: ConversionTarget | None = None,
                     type_converter: TypeConverter | None = None, partial: bool = True,
                     legal: Iterable = (), illegal: Iterable = ()) -> None:
    """Legalizes the ops nested in `root`; raises a located PassError on failure."""
    target = target or ConversionTarget(legal=legal, illegal_dialects=[
        x for x in illegal if isinstance(x, str) or not hasattr(x, "build")],
        illegal=[x for x in illegal if hasattr(x, "build")])
    rw = ConversionRewriter(type_converter)
    for op in list(root.walk())[1:]:
        if op.parent is None:
            continue
        legality = target.legality(op)
        if legality is True or (legality is None and partial):
            continue
        if not _legalize(op, patterns, rw):
            _fail(op, rw, legality is False)
    _fold_casts(rw.casts)


def _legalize(op, patterns, rw: ConversionRewriter) -> bool:
    dbg(KIND, f"{RULE}\nLegalizing operation : '{op.name}' at {loc_text(op)} {{")
    for p in patterns:
        if not p.matches(op):
            continue
        dbg(KIND, f"  * Pattern : '{p.label()}' {{")
        rw.failed = rw.changed = False
        rw.root = op
        rw.before(op)
        p(op, rw)
        if not rw.failed and (rw.changed or op.parent is None):
            dbg(KIND, "  } -> SUCCESS : pattern applied successfully\n} -> SUCCESS\n" + RULE)
            return True
        dbg(KIND, "  } -> FAILURE : pattern failed to match")
    dbg(KIND, "} -> FAILURE : no matched legalization pattern\n" + RULE)
    return False


def _fail(op, rw: ConversionRewriter, explicit: bool) -> None:
    tail = " that was explicitly marked illegal" if explicit else ""
    err = PassError(f"failed to legalize operation '{op.name}'{tail}", op.loc)
    for reason in rw.reasons.get(id(op), []):
        err.note(reason, op.loc)
    raise err


def _fold_casts(casts: list) -> None:
    """cast(cast(x : A to B) : B to A) is x; casts nothing uses are erased."""
    for c in casts:
        if c.parent is None:
            continue
        src = getattr(c.operands[0], "op", None)
        if src is not None and src.name == c.name and src.operands[0].type is c.results[0].type:
            c.results[0].replace_all_uses_with(src.operands[0])
    for c in reversed(casts):
        if c.parent is not None and not c.results[0].uses:
            c.erase()
