"""Op formats in the grammar: each format's Lark rule fragment, and binding a parsed rule's
children to the op's fields (then building the op).

The format compiler itself (format string -> elements) is gpuopt/ir/format.py; the printing
half is in gpuopt/printer.py.
"""
from __future__ import annotations

import re

from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.assembly import (
    DIALECT_ATTRS,
    DIRECTIVES,
    OpState,
    add_implicit_terminator,
    int_literal,
    symbol_name,
    unescape,
)
from gpuopt.ir.core import Block, Region
from gpuopt.ir.format import (
    AllOf,
    AttrDict,
    Custom,
    FuncType,
    Group,
    Lit,
    ParenGroup,
    TypeOf,
    Var,
    attr_style,
    elements_of,
    kept,
    paren_groups,
)
from gpuopt.ir.opdef import REGISTRY, VARIADIC, OperandDef, PropDef, RegionDef, SuccessorDef


# ---- grammar fragments ------------------------------------------------------------------
def _lark_literal(text: str) -> str:
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


class _GrammarGen:
    def __init__(self) -> None:
        self.groups: dict[str, str] = {}

    def fragment(self, els: list, in_group: bool = False) -> str:
        return " ".join(p for p in (self.element(e, in_group) for e in els) if p)

    def element(self, el, in_group: bool) -> str:
        if isinstance(el, Lit):
            return _lark_literal(el.text) if el.text.strip() else ""
        if isinstance(el, Var):
            f = el.field
            if isinstance(f, OperandDef):
                if f.kind != VARIADIC:
                    return "SSA_ID"
                return "ssa_uses1" if in_group else "ssa_uses"
            if isinstance(f, RegionDef):
                return "region" if f.kind != VARIADIC else "regions"
            if isinstance(f, SuccessorDef):
                return "successor" if f.kind != VARIADIC else "successors"
            style = attr_style(f)
            if style.startswith("stripped"):
                return "dialect_body"
            return {"keyword": "BARE_ID", "symbol_name": "SYMBOL", "symbol_ref": "symbol_ref",
                    "unit": "", "string": "STRING", "type": "type", "int": "INT", "float": "FLOAT",
                    "dim": "BARE_ID"}.get(style.split(":")[0], "attribute")
        if isinstance(el, TypeOf):
            if el.field.kind == "single":
                return "type"
            return "types1" if in_group else "types"
        if isinstance(el, AttrDict):
            return "opt_attr_dict_kw" if el.keyword else "opt_attr_dict"
        if isinstance(el, FuncType):
            return "function_type"
        if isinstance(el, Custom):
            return f"custom_{el.name}"
        if isinstance(el, ParenGroup):
            return "ssa_paren"
        if isinstance(el, Group):
            inner = self.fragment(el.elements, True)
            if sum(kept(e) for e in el.elements) == 0:
                name = f"grp_{len(self.groups)}"
                key = inner
                for n, frag in self.groups.items():
                    if frag == key:
                        name = n
                        break
                else:
                    self.groups[name] = key
                return f"[{name}]"
            return f"[{inner}]"
        raise TypeError(el)


_FRAGMENTS: dict[str, int] = {}
_OP_TERMINAL: dict[str, str] = {}
_GEN = _GrammarGen()


def _format_classes() -> list:
    return [c for c in REGISTRY.values() if c.format is not None]


def generated_grammar() -> str:
    """Lark rules for every registered op format, plus each `custom<...>` directive's rule."""
    lines = ["// ---- generated from op formats (gpuopt/parser/format.py)"]
    alts = []
    for cls in sorted(_format_classes(), key=lambda c: c.name):
        frag = _GEN.fragment(paren_groups(elements_of(cls)))
        k = _FRAGMENTS.setdefault(frag, len(_FRAGMENTS))
        _OP_TERMINAL[cls.name] = f"OPF_{k}"
    for frag, k in _FRAGMENTS.items():
        lines.append(f"op_fmt_{k}: OPF_{k} {frag} -> format_op")
        alts.append(f"op_fmt_{k}")
    for name, frag in _GEN.groups.items():
        lines.append(f"{name}: {frag} -> group_marker")
    for d in DIRECTIVES.values():
        lines.append(d.grammar.strip())
    hand = sorted({c.grammar_rule for c in REGISTRY.values() if c.grammar_rule})
    lines.append("?custom_op: " + " | ".join(alts + hand))
    if _FRAGMENTS:
        lines.append("%declare " + " ".join(f"OPF_{k}" for k in _FRAGMENTS.values()))
    return "\n".join(lines) + "\n"


def op_terminals() -> dict[str, str]:
    """Lexeme -> terminal for op names (short names of func and builtin ops too)."""
    if not _OP_TERMINAL:
        generated_grammar()
    out = dict(_OP_TERMINAL)
    for name, term in _OP_TERMINAL.items():
        dialect, _, short = name.partition(".")
        if dialect in ("func", "builtin"):
            out.setdefault(short, term)
    return out


# ---- parsing: binding the children of a format rule to an op ----------------------------
def make_format_callback(builder):
    bind_one = _bind_one
    op_class = builder.op_class
    unit = A.UNIT

    def format_op(c: list):
        name_tok = c[0]
        cls = op_class(name_tok[1])
        slots = _BINDERS.get(cls)
        if slots is None:
            slots = _BINDERS[cls] = _compile_bind(paren_groups(elements_of(cls)))
        st = OpState(pos=name_tok[2])
        for (marker, el), v in zip(slots, c[1:], strict=False):
            if v is None:
                continue
            if marker:
                for name in el:
                    st.attrs[name] = unit
            else:
                bind_one(builder, el, v, st)
        return build_op(builder, cls, st)
    return format_op


_BINDERS: dict = {}
_SEGMENT_ATTRS: dict = {}


def _compile_bind(els: list) -> list:
    """One (is_marker, element or unit-attr names) entry per child the format rule keeps."""
    slots: list = []
    for el in els:
        if isinstance(el, Lit):
            continue
        if isinstance(el, Group):
            if sum(kept(e) for e in el.elements) == 0:
                names = tuple(e.field.mlir_name for e in el.elements
                              if isinstance(e, Var) and isinstance(e.field, PropDef))
                slots.append((True, names))
            else:
                slots.extend(_compile_bind(el.elements))
            continue
        if isinstance(el, Var) and isinstance(el.field, PropDef) and \
                attr_style(el.field) == "unit":
            continue
        slots.append((False, el))
    return slots


def _bind_one(builder, el, v, st: OpState) -> None:
    if isinstance(el, ParenGroup):
        fields = el.fields
        if len(fields) == 1 and fields[0].kind != "single":
            st.operands[fields[0].name] = list(v)
            return
        if len(v) != len(fields):
            tok = v[min(len(v), len(fields)) - 1] if v else None
            raise builder.error(f"expected {len(fields)} operands in parentheses, found "
                                f"{len(v)}", tok[2] if tok else st.pos)
        for f, tok in zip(fields, v, strict=False):
            st.operands[f.name] = [tok]
        return
    if isinstance(el, Var):
        f = el.field
        if isinstance(f, OperandDef):
            st.operands[f.name] = [v] if f.kind != VARIADIC else list(v)
        elif isinstance(f, RegionDef):
            st.regions[f.name] = v
        elif isinstance(f, SuccessorDef):
            st.successors[f.name] = v
        else:
            builder.custom_op_pos = st.pos
            st.attrs[f.mlir_name] = _attr_value(builder, f, v)
    elif isinstance(el, TypeOf):
        types = [v] if not isinstance(v, list) else v
        kind = getattr(el.field.type_check, "cpp_class", None)
        if kind is not None and not all(kind(t) for t in types):
            at = _type_pos(builder, st.pos, types, next(i for i, t in enumerate(types)
                                                        if not kind(t)))
            raise builder.error(f"custom op '{builder.op_name_at(at)}' invalid kind of type "
                                "specified", at)
        st.types[el.field.name] = types
    elif isinstance(el, AttrDict):
        for k, a in v.items():
            st.attrs.setdefault(k, a)
    elif isinstance(el, FuncType):
        _assign_types(st, el.inputs, list(v.inputs))
        _assign_types(st, el.results, list(v.results))
    elif isinstance(el, Custom):
        DIRECTIVES[el.name].parse(builder, v, st, el.args)


def _type_pos(builder, start: int, types: list, bad: int) -> int:
    """Where `types[bad]` is written after offset `start` (types keep no position: the
    text after the op's last `:` on its line is searched for the types in turn)."""
    text = builder.text
    end = text.find("\n", start)
    end = len(text) if end < 0 else end
    at = text.rfind(":", start, end)
    if at < 0:
        return start
    for i, t in enumerate(types[:bad + 1]):
        m = re.compile(r"(?<![\w<>.!#$-])" + re.escape(str(t)) + r"(?![\w.$-])").search(
            text, at, end)
        if m is None:
            return start
        at = m.end() if i < bad else m.start()
    return at


def _assign_types(st: OpState, f, types: list) -> None:
    if not isinstance(f, AllOf):
        st.types[f.name] = types
        return
    st.types[f"*{f.name}"] = types


def _split_all_types(cls, st: OpState) -> None:
    """Distribute `functional-type(operands, results)` types over the fields."""
    ins = st.types.pop("*operands", None)
    if ins is not None:
        i = 0
        for d in cls.operand_defs:
            n = len(st.operands.get(d.name, []))
            st.types.setdefault(d.name, ins[i:i + n])
            i += n
    outs = st.types.pop("*results", None)
    if outs is not None:
        i = 0
        defs = cls.result_defs
        for d in defs:
            n = 1 if d.kind == "single" else len(outs) - (len(defs) - 1) if len(defs) else 0
            st.types.setdefault(d.name, outs[i:i + n])
            i += n


def _attr_value(builder, f: PropDef, v):
    style = attr_style(f)
    kind, _, arg = style.partition(":")
    if kind in ("keyword", "dim"):
        conv = getattr(f, "convert", None)
        if conv is not None:
            return conv(builder, v)
        return A.StringAttr(v[1])
    if kind == "stripped":
        hook = DIALECT_ATTRS.get(arg[1:])  # the same attribute as `#d.x<...>` written in full
        return hook(builder, v, None) if hook else A.OpaqueAttr(f"{arg}<{v[1]}>")
    if kind == "symbol_name":
        return A.StringAttr(symbol_name(v[1]))
    if kind == "string":
        return A.StringAttr(unescape(v[1]))
    if kind == "type":
        return A.TypeAttr(v)
    if kind == "int":
        return A.IntegerAttr.get(int_literal(v[1]), T.IntegerType.get(int(arg[1:])) if arg
                                 else T.i64)
    if kind == "float":  # `float:f64`: a float literal of that type, written without it
        return A.FloatAttr.get(float(v[1]), T.FloatType.get(arg) if arg else T.f64)
    return v


def build_op(builder, cls, st: OpState):
    """Resolve operands, infer result types, and construct the op."""
    if "*operands" in st.types or "*results" in st.types:
        _split_all_types(cls, st)
    operands: list = []
    sizes: list[int] = []
    for d in cls.operand_defs:
        toks = st.operands.get(d.name, [])
        types = st.types.get(d.name)
        vals = []
        for j, t in enumerate(toks):
            if isinstance(t, tuple):
                ty = types[j] if types and j < len(types) else None
                if ty is None:
                    ty = _implied_type(cls, d, j, st)
                v = builder.lookup(t, ty)
                if ty is not None and v.type is not None and v.type is not ty:
                    raise builder.type_mismatch(t, ty, v)
                vals.append(v)
            else:
                vals.append(t)
        operands += vals
        sizes.append(len(vals))
    if "operandSegmentSizes" in cls.prop_names:
        key = tuple(sizes)
        seg = _SEGMENT_ATTRS.get(key)
        if seg is None:  # shared: 100k launches need only a handful of distinct values
            seg = _SEGMENT_ATTRS[key] = A.DenseArrayAttr(T.i32, key)
        st.attrs["operandSegmentSizes"] = seg
    for name in getattr(cls, "parse_type_checks", ()):
        # ODS casts these types while parsing (to infer others from them), so their
        # constraint fails the parse: "custom op 'llvm.freeze' 'val' must be ..."
        d = cls.fields[name]
        t = st.types.get(name, [None])[0]
        c = d.type_check
        if t is not None and c is not None and not c.check(t):
            raise builder.error(f"custom op '{cls.name}' '{name.rstrip('_')}' must be "
                                f"{c.desc}, but got '{t}'", st.pos)
    result_types: list = []
    result_sizes: list[int] = []
    for d in cls.result_defs:
        tys = st.types.get(d.name)
        if tys is None:
            if isinstance(d.constraint, T.Type) and d.kind == "single":
                tys = [d.constraint]
            else:
                tys = cls.infer_types(d, operands, st) if hasattr(cls, "infer_types") else None
                if tys is None:
                    tys = []
        result_types += tys
        result_sizes.append(len(tys))
    if "resultSegmentSizes" in cls.prop_names:
        st.attrs["resultSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(result_sizes))
    regions = [st.regions[r.name] for r in cls.region_defs if r.name in st.regions]
    if len(regions) < len(cls.region_defs):
        regions = [st.regions.get(r.name) or Region() for r in cls.region_defs
                   if r.kind != VARIADIC or r.name in st.regions]
    successors: list = []
    for s in cls.successor_defs:
        v = st.successors.get(s.name)
        if v is not None:
            successors += v if isinstance(v, list) else [v]
    if "SingleBlock" in cls.traits or "NoTerminator" in cls.traits:
        for r in regions:  # tblgen parsers give such regions their one block
            if not r.blocks:
                r.append(Block())
    term = getattr(cls, "implicit_terminator", None)
    if term is not None:
        for r in regions:
            add_implicit_terminator(r, term, builder.loc_at(st.pos))
    return cls.create(operands, result_types, st.attrs, regions, successors, st.pos)


def _implied_type(cls, d, j: int, st: OpState):
    """The type an operand the format writes no type for is resolved with, as tblgen's
    parsers resolve it: a buildable constraint (`index`, `i32`), a type it must share
    (SameOperandsAndResultType, AllTypesMatch), or the op's own `operand_type` rule."""
    if isinstance(d.constraint, T.Type):
        return d.constraint
    same = cls.same_type_as.get(d.name)
    if isinstance(same, T.Type):
        return same
    if same is not None:
        tys = st.types.get(same)
        return tys[0] if tys else None
    return cls.operand_type(d.name, j, st)


