"""IR to text, byte-identical to mlir-opt-19: SSA naming, aliases, custom and generic forms.

The naming pass reproduces MLIR's SSANameState (result-name hints, `%argN`, conflicts
resolved with `_N` suffixes, region scoping; unique ids in generic form); the alias pass
reproduces the `#map`/`#loc` tables printed around the module.
"""
from __future__ import annotations

import re
from operator import attrgetter
from typing import Any

from gpuopt import shape_caches_enabled
from gpuopt.diag import (
    CallSiteLoc,
    FileLineColLoc,
    FusedLoc,
    NameLoc,
    UnknownLoc,
    escape_string,
    loc_body,
    loc_text,
)
from gpuopt.ir import affine as AF
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.assembly import DIRECTIVES
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.ir.format import (
    AllOf,
    AttrDict,
    Custom,
    FuncType,
    Group,
    Lit,
    TypeOf,
    Var,
    attr_style,
    elements_of,
    elided_attrs,
    shows_terminator,
)
from gpuopt.ir.opdef import VARIADIC, OperandDef, PropDef, RegionDef, SuccessorDef

_SANITIZE = re.compile(r"[^A-Za-z0-9_$.\-]")


def sanitize(name: str) -> str:
    name = _SANITIZE.sub("_", name)
    if name and name[0].isdigit():
        name = "_" + name
    return name


class _Names:
    """SSANameState: value -> printed name, block -> label."""

    def __init__(self, root: Operation, generic: bool) -> None:
        self.generic = generic
        self.names: dict[Value, str] = {}
        self.group_of: dict[Value, tuple[str, int]] = {}
        self.result_groups: dict[Operation, list[int]] = {}
        self.blocks: dict[Block, tuple[str, int]] = {}
        self.used: list[set[str]] = [set()]
        self.next_value = 0
        self.next_arg = 0
        self.next_conflict = 0
        self._run(root)

    def _in_use(self, name: str) -> bool:
        return any(name in s for s in self.used)

    def _unique(self, name: str) -> str:
        name = sanitize(name)
        if self._in_use(name):
            base = name + "_"
            while True:
                probe = base + str(self.next_conflict)
                self.next_conflict += 1
                if not self._in_use(probe):
                    name = probe
                    break
        self.used[-1].add(name)
        return name

    def _set(self, value: Value, name: str | None) -> None:
        if not name:
            self.names[value] = str(self.next_value)
            self.next_value += 1
        else:
            self.names[value] = self._unique(name)

    def _number_op(self, op: Operation) -> None:
        results = op.results
        groups = [0]
        if not self.generic:
            hint = op.result_names() if hasattr(op, "result_names") else None
            if hint:
                for i, n in enumerate(hint):
                    if n is not None and i < len(results):
                        self._set(results[i], n)
                        if i:
                            groups.append(i)
        if not results:
            return
        if results[0] not in self.names:
            self.names[results[0]] = str(self.next_value)
            self.next_value += 1
        if len(groups) != 1:
            groups.sort()
            self.result_groups[op] = groups
        bounds = groups + [len(results)]
        if len(results) > 1:
            for gi in range(len(groups)):
                lo, hi = bounds[gi], bounds[gi + 1]
                base = self.names[results[lo]]
                for k in range(lo, hi):
                    self.group_of[results[k]] = (base, k - lo if hi - lo > 1 else -1)

    def _number_region(self, region: Region) -> None:
        arg_names = None
        parent = region.parent
        if not self.generic and parent is not None and hasattr(parent, "block_arg_names"):
            arg_names = parent.block_arg_names(parent.regions.index(region))
        for bi, block in enumerate(region.blocks):
            self.blocks[block] = (f"^bb{bi}", bi)
            entry = bi == 0
            for ai, arg in enumerate(block.args):
                if arg in self.names:
                    continue
                if entry and arg_names and ai < len(arg_names) and arg_names[ai]:
                    self._set(arg, arg_names[ai])
                elif entry:
                    self.names[arg] = self._unique(f"arg{self.next_arg}")
                    self.next_arg += 1
                else:
                    self._set(arg, None)
            for op in block.ops:
                self._number_op(op)

    def _run(self, root: Operation) -> None:
        stack: list[tuple] = []
        depth0 = len(self.used)
        for r in root.regions:
            stack.append((r, self.next_value, self.next_arg, self.next_conflict, depth0))
        self._number_op(root)
        while stack:
            region, nv, na, nc, depth = stack.pop()
            if not self.generic:
                self.next_value, self.next_arg, self.next_conflict = nv, na, nc
            del self.used[depth:]
            self.used.append(set())
            self._number_region(region)
            cur = len(self.used)
            for block in region.blocks:
                for op in block.ops:
                    for r in op.regions:
                        stack.append((r, self.next_value, self.next_arg, self.next_conflict,
                                      cur))


MAX_TEMPLATES = 4096  # kinds of op remembered by one printer
_TYPE_OF = attrgetter("type")


class _NotAnOperand(Exception):
    pass


class Printer:
    """Prints one top-level op (normally the module) with the chosen flags."""

    def __init__(self, root: Operation, generic: bool = False, debuginfo: bool = False,
                 local_scope: bool = False, elide: int | None = None,
                 pretty: bool = False) -> None:
        self.generic = generic
        self.debuginfo = debuginfo
        self.local_scope = local_scope
        self.pretty = pretty  # --mlir-pretty-debuginfo
        self.elide = elide  # --mlir-elide-elementsattrs-if-larger
        if elide is not None:
            self.attr_text = self._elided_attr_text  # type: ignore[method-assign]
        self.names = _Names(root, generic)
        self.indent = 0
        self.map_alias: dict[Any, str] = {}
        self.loc_alias: dict[Any, str] = {}
        self.default_dialect = ["builtin"]
        self.templates: dict | None = {} if shape_caches_enabled() else None
        self.root = root

    # ---- names -------------------------------------------------------------------------
    def value_name(self, v: Value) -> str:
        g = self.names.group_of.get(v)
        if g is not None and g[1] >= 0:
            return f"%{g[0]}#{g[1]}"
        if g is not None:
            return f"%{g[0]}"
        n = self.names.names.get(v)
        if n is None:
            return "<<UNKNOWN SSA VALUE>>"
        return "%" + n

    def block_name(self, b: Block) -> str:
        info = self.names.blocks.get(b)
        return info[0] if info else "<<UNKNOWN BLOCK>>"

    def successor_text(self, b: Block) -> str:
        return self.block_name(b)

    # ---- types and attributes --------------------------------------------------------------
    def type_text(self, t: T.Type) -> str:
        s = str(t)
        if self.map_alias and "affine_map<" in s:
            for m, name in self.map_alias.items():
                s = s.replace(str(m), name)
        return s

    def attr_text(self, a: A.Attribute) -> str:
        if self.map_alias:
            if isinstance(a, AF.AffineMapAttr) and a in self.map_alias:
                return self.map_alias[a]
            s = str(a)
            if "affine_map<" in s:
                for m, name in self.map_alias.items():
                    s = s.replace(str(m), name)
            return s
        return str(a)

    def _elided_attr_text(self, a: A.Attribute) -> str:
        """attr_text, with dense elements over the limit (splats excepted) elided."""
        s = Printer.attr_text(self, a)
        for d in _dense_within(a):
            if not d.splat and _num_elements(d.type) > self.elide:  # type: ignore[operator]
                s = s.replace(str(d), f"dense_resource<__elided__> : {d.type}")
        return s

    def attr_dict_text(self, op: Operation, elided=frozenset(), keyword: bool = False) -> str:
        items = sorted((k, v) for k, v in op.attributes.items() if k not in elided)
        if not items:
            return ""
        body = self._dict_body(items)
        return f" attributes {{{body}}}" if keyword else f" {{{body}}}"

    def _dict_body(self, items) -> str:
        parts = []
        for k, v in items:
            if isinstance(v, A.UnitAttr):
                parts.append(A.key_text(k))
            else:
                parts.append(f"{A.key_text(k)} = {self.attr_text(v)}")
        return ", ".join(parts)

    # ---- locations ------------------------------------------------------------------------
    def trailing_loc(self, loc: Any) -> str:
        if not self.debuginfo:
            return ""
        if self.pretty:
            return self.arg_loc(loc)
        if self.local_scope:
            return " " + loc_text(loc)
        alias = self.loc_alias.get(loc)
        if alias is not None:
            return f" loc({alias})"
        return " " + loc_text(loc)

    def arg_loc(self, loc: Any) -> str:
        """` loc(...)` after a block argument (` file:1:2` with --mlir-pretty-debuginfo)."""
        if self.pretty:
            return " " + pretty_loc(loc, {} if self.local_scope else self.loc_alias)
        return " " + loc_text(loc)

    # ---- operations ----------------------------------------------------------------------
    def op_text(self, op: Operation, out: list[str]) -> None:
        out.append("  " * self.indent)
        results = op.results
        if results:
            groups = self.names.result_groups.get(op)
            if groups:
                bounds = groups + [len(results)]
                parts = []
                for gi in range(len(groups)):
                    n = bounds[gi + 1] - bounds[gi]
                    name = "%" + self.names.names[results[bounds[gi]]]
                    parts.append(name + (f":{n}" if n > 1 else ""))
                out.append(", ".join(parts))
            else:
                out.append("%" + self.names.names[results[0]])
                if len(results) > 1:
                    out.append(f":{len(results)}")
            out.append(" = ")
        if op.regions or op.successors or self.templates is None:
            self.body_text(op, out)
        else:
            self.templated_body(op, out)
        out.append(self.trailing_loc(op.loc))
        out.append("\n")

    def body_text(self, op: Operation, out: list[str]) -> None:
        """The op after its results: name and custom form, or the generic form."""
        cls = type(op)
        custom = not self.generic and (getattr(cls, "format", None) is not None
                                       or hasattr(op, "print_custom"))
        if custom:
            out.append(self.op_name(op))
            # Regions of the op print with its default dialect (OpAsmOpInterface), else none.
            self.default_dialect.append(getattr(cls, "default_dialect", ""))
            try:
                if getattr(cls, "format", None) is not None:
                    out.append(print_format(self, op))
                else:
                    out.append(op.print_custom(self))
            finally:
                self.default_dialect.pop()
        else:
            self.generic_text(op, out)

    def templated_body(self, op: Operation, out: list[str]) -> None:
        """`body_text` through a template: ops alike in all but their operands' names print
        alike, so the text is made once per kind of op with markers for the operand names.
        Alike means: same class and name, default dialect, operand and result types, the
        same attribute objects, and the same operands repeated at the same places."""
        operands = op.operands
        attrs = op.attributes
        first: dict[int, int] = {}
        # (map over C functions: this key is computed for every op printed)
        key = (type(op), op.name, self.default_dialect[-1],
               tuple(map(first.setdefault, map(id, operands), range(len(operands)))),
               tuple(map(id, map(_TYPE_OF, operands))), tuple(map(id, map(_TYPE_OF, op.results))),
               tuple(attrs), tuple(map(id, attrs.values())), id(getattr(op, "properties", None)))
        templates = self.templates
        template = templates.get(key)
        if template is None:
            template = self._make_template(op, first)
            if len(templates) < MAX_TEMPLATES:
                templates[key] = template
        if template is False:
            self.body_text(op, out)
            return
        texts, slots = template
        out.append(texts[0])
        name = self.value_name
        for k, i in enumerate(slots):
            out.append(name(operands[i]))
            out.append(texts[k + 1])

    def _make_template(self, op: Operation, first: dict):
        operands = op.operands

        def marker(v: Value) -> str:
            i = first.get(id(v))
            if i is None or operands[i] is not v:
                raise _NotAnOperand
            return f"\x00{i}\x00"
        self.value_name = marker  # type: ignore[method-assign]
        body: list[str] = []
        try:
            self.body_text(op, body)
        except _NotAnOperand:
            return False  # the op prints a value that is not its operand: never templated
        finally:
            del self.value_name
        parts = "".join(body).split("\x00")
        return parts[0::2], [int(i) for i in parts[1::2]]

    def op_name(self, op: Operation) -> str:
        name = op.name
        dialect, _, short = name.partition(".")
        if dialect == self.default_dialect[-1] or (dialect == "builtin" and short == "module"):
            return short
        return name

    def generic_text(self, op: Operation, out: list[str]) -> None:
        out.append(f'"{op.name}"(')
        out.append(", ".join(self.value_name(v) for v in op.operands))
        out.append(")")
        if op.successors:
            out.append("[" + ", ".join(self.block_name(b) for b in op.successors) + "]")
        props = getattr(type(op), "prop_names", frozenset())
        prop_items = sorted((k, v) for k, v in op.attributes.items() if k in props)
        other = sorted((k, v) for k, v in op.attributes.items() if k not in props)
        extra = getattr(op, "properties", None)
        if prop_items:
            out.append(" <{" + self._dict_body(prop_items) + "}>")
        elif extra is not None:
            out.append(" <" + self.attr_text(extra) + ">")
        if op.regions:
            self.default_dialect.append("")
            out.append(" (")
            for i, r in enumerate(op.regions):
                if i:
                    out.append(", ")
                out.append(self.region_text(r, op, entry_args=True, terminators=True,
                                            empty_block=True))
            out.append(")")
            self.default_dialect.pop()
        if other:
            out.append(" {" + self._dict_body(other) + "}")
        ins = ", ".join(self.type_text(v.type) for v in op.operands)
        res = [self.type_text(r.type) for r in op.results]
        if len(res) == 1 and not isinstance(op.results[0].type, T.FunctionType):
            res_s = res[0]
        else:
            res_s = "(" + ", ".join(res) + ")"
        out.append(f" : ({ins}) -> {res_s}")

    def region_text(self, region: Region | None, op: Operation | None = None,
                    entry_args: bool = False, terminators: bool = True,
                    empty_block: bool = False) -> str:
        out = ["{\n"]
        if region is not None and region.blocks:
            self.indent += 1
            entry = region.blocks[0]
            header = (empty_block and not entry.ops) or (entry_args and bool(entry.args))
            self.block_text(entry, out, header, terminators)
            for b in region.blocks[1:]:
                self.block_text(b, out, True, True)
            self.indent -= 1
        out.append("  " * self.indent + "}")
        return "".join(out)

    def block_text(self, block: Block, out: list[str], header: bool, terminators: bool) -> None:
        if header:
            out.append("  " * (self.indent - 1))
            out.append(self.block_name(block))
            if block.args:
                args = []
                for a in block.args:
                    s = f"{self.value_name(a)}: {self.type_text(a.type)}"
                    if self.debuginfo:
                        s += self.arg_loc(a.loc)
                    args.append(s)
                out.append("(" + ", ".join(args) + ")")
            out.append(":")
            preds = block.predecessors()
            is_entry = block.parent is not None and block.parent.blocks[0] is block
            if not preds:
                if not is_entry:
                    out.append("  // no predecessors")
            elif len(preds) == 1:
                out.append("  // pred: " + self.block_name(preds[0]))
            else:
                infos = sorted((self.names.blocks[p] for p in preds), key=lambda x: x[1])
                out.append(f"  // {len(infos)} preds: " + ", ".join(n for n, _ in infos))
            out.append("\n")
        ops = block.ops
        if not terminators and ops and ops[-1].has_trait("Terminator"):
            ops = ops[:-1]
        for op in ops:
            self.op_text(op, out)

    # ---- aliases -----------------------------------------------------------------------------
    def collect_aliases(self, root: Operation) -> list[str]:
        if self.local_scope:
            return []
        maps: list = []
        seen: set = set()

        def visit_attr(a: Any) -> None:
            if isinstance(a, AF.AffineMapAttr):
                if a not in seen:
                    seen.add(a)
                    maps.append(a)
            elif isinstance(a, A.ArrayAttr):
                for x in a.value:
                    visit_attr(x)
            elif isinstance(a, A.DictionaryAttr):
                for _, x in a.value:
                    visit_attr(x)
            elif isinstance(a, A.TypeAttr):
                visit_type(a.value)

        seen_types: set = set()

        def visit_type(t: Any) -> None:
            if t in seen_types:  # types are interned: each is looked into once
                return
            seen_types.add(t)
            if isinstance(t, T.MemRefType):
                visit_attr(t.layout)
                visit_type(t.element_type)
            elif isinstance(t, T.FunctionType):
                for x in t.inputs + t.results:
                    visit_type(x)

        for op in root.walk():
            for r in op.results:
                visit_type(r.type)
            inline = () if self.generic else getattr(op, "inline_attrs", ())
            for name, a in sorted(op.attributes.items()):
                if name not in inline:  # printed in place by the custom form: no alias
                    visit_attr(a)
            for v in op.operands:
                visit_type(v.type)
            for region in op.regions:
                for b in region.blocks:
                    for a in b.args:
                        visit_type(a.type)
        lines = []
        for i, m in enumerate(maps):
            name = "#map" if i == 0 else f"#map{i}"
            self.map_alias[m] = name
            lines.append(f"{name} = {m}\n")
        return lines


class _LocAliases:
    """MLIR's location aliases: numbered by (nesting depth, first visit), op locations deferred
    to the end of the output, block-argument locations defined at the top."""

    def __init__(self) -> None:
        self.entries: dict[Any, list] = {}  # loc -> [depth, order, deferred]

    def add(self, loc: Any, deferred: bool) -> int:
        e = self.entries.get(loc)
        if e is not None:
            if not deferred and e[2]:
                e[2] = False
                for child in _loc_children(loc):
                    self.add(child, False)
            return e[0]
        depth = 0
        for child in _loc_children(loc):
            depth = max(depth, self.add(child, deferred) + 1)
        self.entries[loc] = [depth, len(self.entries), deferred]
        return depth

    def visit(self, root: Operation, generic: bool) -> None:
        stack: list = [root]
        while stack:
            item = stack.pop()
            if isinstance(item, Block):
                # only arguments printed with their location count (block headers, signatures)
                region = item.parent
                owner = region.parent if region is not None else None
                entry = region is not None and region.blocks[0] is item
                args: list = []
                if not entry or generic or owner is None or getattr(type(owner), "format", None):
                    args = item.args
                elif hasattr(owner, "located_args"):
                    args = owner.located_args()
                elif hasattr(owner, "entry_args_printed") and owner.entry_args_printed(region):
                    args = item.args
                for arg in args:
                    self.add(arg.loc, False)
                ops = item.ops
                if not generic and ops and owner is not None and _hides_terminator(owner, region):
                    ops = ops[:-1]  # an elided terminator is never printed, so never visited
                stack.extend(reversed(ops))
            else:
                self.add(item.loc, True)
                order = getattr(item, "printed_regions", None)
                regions = order() if order is not None and not generic else item.regions
                stack.extend(reversed([b for r in regions for b in r.blocks]))

    def names(self) -> dict[Any, str]:
        order = sorted(self.entries.items(), key=lambda kv: (kv[1][0], kv[1][1]))
        return {loc: ("#loc" if i == 0 else f"#loc{i}") for i, (loc, _) in enumerate(order)}


# ---- printing ------------------------------------------------------------------------------
def print_format(p, op) -> str:
    """The custom form of `op` after its name, spaced as tblgen-generated printers space it."""
    cls = type(op)
    plan = _PLANS.get(cls)
    if plan is None:
        elided = elided_attrs(cls)
        defaults = tuple((pd.mlir_name, pd.default) for pd in cls.prop_defs
                         if pd.default is not None and pd.mlir_name not in elided)
        plan = _PLANS[cls] = (_compile_print(elements_of(cls), [True, False]),
                              (elided, defaults))
    out: list[str] = []
    _run_plan(p, op, plan[0], plan[1], out, _field_values(op))
    return "".join(out)


def _field_values(op) -> dict:
    """Every operand and result field's value, segments computed once for the op."""
    cls = type(op)
    vals: dict = {}
    for defs, values, is_operand in ((cls.operand_defs, op.operands, True),
                                     (cls.result_defs, op.results, False)):
        if not defs:
            continue
        starts = op._segments(is_operand, len(values))
        for g, d in enumerate(defs):
            lo, hi = starts[g], starts[g + 1]
            if d.kind == VARIADIC:
                vals[d.name] = values[lo:hi]
            else:
                vals[d.name] = values[lo] if hi > lo else None
    return vals


_PLANS: dict = {}


def _space_before_literal(value: str, last_punct: bool) -> bool:
    if len(value) != 1 and value != "->":
        return True
    if last_punct:
        return value[0] not in ">)}],"
    return value[0] not in "<>(){}[],"


def _compile_print(els: list, state: list) -> list:
    """Static print steps: spacing is decided at compile time, as mlir-tblgen decides it."""
    steps: list = []
    for el in els:
        if isinstance(el, Lit):
            v = el.text
            if not v:
                state[0], state[1] = False, True
            elif v == " ":
                steps.append((0, " "))
                state[0], state[1] = False, False
            else:
                sp = " " if state[0] and _space_before_literal(v, state[1]) else ""
                steps.append((0, sp + v))
                state[0] = len(v) != 1 or v[0] not in "<({["
                state[1] = v[0] != "_" and not v[0].isalpha()
        elif isinstance(el, Group):
            anchor = el.anchor
            skip = anchor if (isinstance(anchor, Var) and isinstance(anchor.field, PropDef)
                              and attr_style(anchor.field) == "unit") else None
            inner = _compile_print([e for e in el.elements if e is not skip], state)
            steps.append((2, anchor, inner))
        elif isinstance(el, AttrDict):
            steps.append((3, el.keyword))
            state[1] = False
        elif isinstance(el, Var) and isinstance(el.field, PropDef) and \
                attr_style(el.field) == "unit":
            continue
        else:
            steps.append((1, " " if state[0] or not state[1] else "", _element_printer(el)))
            state[0], state[1] = True, False
    return steps


def _run_plan(p, op, steps: list, elided, out: list, vals: dict) -> None:
    for step in steps:
        kind = step[0]
        if kind == 0:
            out.append(step[1])
        elif kind == 1:
            out.append(step[1])
            out.append(step[2](p, op, vals))
        elif kind == 2:
            if _present(op, step[1], vals):
                _run_plan(p, op, step[2], elided, out, vals)
        else:
            names, defaults = elided
            if defaults:  # tblgen leaves properties at their default value out of attr-dict
                attrs = op.attributes
                extra = {k for k, d in defaults if attrs.get(k) == d}
                if extra:
                    names = names | extra
            out.append(p.attr_dict_text(op, names, step[1]))


def _present(op, anchor, vals: dict) -> bool:
    get = vals.get
    if isinstance(anchor, Var):
        f = anchor.field
        if isinstance(f, OperandDef):
            v = get(f.name)
            return bool(v) if isinstance(v, list) else v is not None
        if isinstance(f, PropDef):
            v = op.attributes.get(f.mlir_name)
            return v is not None and v != f.default
        if isinstance(f, RegionDef):
            r = getattr(op, f.name)
            return r is not None and bool(r.blocks)
        if isinstance(f, SuccessorDef):
            return bool(op.successors)
    if isinstance(anchor, TypeOf):
        v = get(anchor.field.name)
        return bool(v) if isinstance(v, list) else v is not None
    if isinstance(anchor, Custom):
        return any(_present(op, a, vals) for a in anchor.args)
    return True


def _element_printer(el):
    """A specialised printer for the commonest elements; `_element_text` for the rest."""
    if isinstance(el, Var) and isinstance(el.field, OperandDef):
        name = el.field.name
        if el.field.kind == VARIADIC:
            return lambda p, op, vals: ", ".join([p.value_name(x) for x in vals[name]])

        def single(p, op, vals):
            v = vals[name]
            return p.value_name(v) if v is not None else ""
        return single
    if isinstance(el, TypeOf) and el.field.kind != VARIADIC:
        name = el.field.name

        def single_type(p, op, vals):
            v = vals[name]
            return p.type_text(v.type) if v is not None else ""
        return single_type
    return lambda p, op, vals: _element_text(p, op, el, vals)


def _element_text(p, op, el, vals: dict) -> str:
    get = vals.get
    if isinstance(el, Var):
        f = el.field
        if isinstance(f, OperandDef):
            v = get(f.name)
            if isinstance(v, list):
                return ", ".join(p.value_name(x) for x in v)
            return p.value_name(v) if v is not None else ""
        if isinstance(f, RegionDef):
            region = getattr(op, f.name)
            return p.region_text(region, op, entry_args=True,
                                 terminators=shows_terminator(op, region))
        if isinstance(f, SuccessorDef):
            return p.successor_text(getattr(op, f.name))
        return _attr_text(p, f, op.attributes.get(f.mlir_name))
    if isinstance(el, TypeOf):
        v = get(el.field.name)
        if isinstance(v, list):
            return ", ".join(p.type_text(x.type) for x in v)
        return p.type_text(v.type) if v is not None else ""
    if isinstance(el, FuncType):
        ins = op.operands if isinstance(el.inputs, AllOf) else get(el.inputs.name)
        outs = op.results if isinstance(el.results, AllOf) else get(el.results.name)
        ins = ins if isinstance(ins, list) else [ins]
        outs = outs if isinstance(outs, list) else [outs]
        return str(T.FunctionType.get([v.type for v in ins if v is not None],
                                      [v.type for v in outs if v is not None]))
    if isinstance(el, Custom):
        return DIRECTIVES[el.name].print(p, op, el.args)
    raise TypeError(el)


def _attr_text(p, f: PropDef, attr) -> str:
    if attr is None:
        return ""
    kind = attr_style(f).split(":")[0]
    if kind == "stripped":
        text = str(attr)
        return text[text.index("<"):]
    if kind in ("keyword", "dim"):
        names = getattr(f, "keyword_of", None)
        if names is not None and isinstance(attr, A.IntegerAttr):
            text = names[attr.value]
        else:
            text = attr.value if isinstance(attr, A.StringAttr) else getattr(attr, "keyword",
                                                                             str(attr))
        return (" " + text) if kind == "dim" else text
    if kind == "symbol_name":
        return A.symbol_text(attr.value)
    if kind == "int":
        return str(attr.value)
    if kind == "float":
        return A.format_float(attr.value, attr.type)[0]
    return p.attr_text(attr)



def _hides_terminator(owner: Operation, region: Region) -> bool:
    cls = type(owner)
    if getattr(cls, "format", None) is not None:
        return hasattr(cls, "implicit_terminator") and not shows_terminator(owner, region)
    hook = getattr(owner, "hides_terminator", None)
    return bool(hook(region)) if hook is not None else False


def _loc_children(loc: Any) -> tuple:
    if isinstance(loc, NameLoc):
        return (loc.child,) if loc.child is not None and not isinstance(loc.child,
                                                                         UnknownLoc) else ()
    if isinstance(loc, CallSiteLoc):
        return (loc.callee, loc.caller)
    if isinstance(loc, FusedLoc):
        return tuple(loc.locs)
    return ()


def _dense_within(a: Any) -> list:
    """The dense elements attributes in `a` (itself, or inside arrays and dictionaries)."""
    if isinstance(a, A.DenseElementsAttr):
        return [a]
    if isinstance(a, A.ArrayAttr):
        return [d for x in a.value for d in _dense_within(x)]
    if isinstance(a, A.DictionaryAttr):
        return [d for _, x in a.value for d in _dense_within(x)]
    return []


def _num_elements(t: Any) -> int:
    n = 1
    for d in getattr(t, "shape", ()):
        n *= d
    return n


def pretty_loc(loc: Any, alias: dict, top: bool = True) -> str:
    """A location as --mlir-pretty-debuginfo prints it: `file:1:2`, `"name"(...)`, `a at b`,
    `[a, b]`, `[unknown]`; nested locations are aliased, the location itself is not."""
    if not top and loc in alias:
        return alias[loc]
    if isinstance(loc, FileLineColLoc):
        return f"{loc.file}:{loc.line}:{loc.col}"
    if isinstance(loc, NameLoc):
        s = f'"{escape_string(loc.name)}"'
        if loc.child is not None and not isinstance(loc.child, UnknownLoc):
            s += f"({pretty_loc(loc.child, alias, False)})"
        return s
    if isinstance(loc, CallSiteLoc):
        # mlir-opt-19 keeps `a at b` on one line only for a named callee called from a file
        same_line = isinstance(loc.callee, NameLoc) and isinstance(loc.caller, FileLineColLoc)
        return (pretty_loc(loc.callee, alias, False) + (" at " if same_line else "\n at ")
                + pretty_loc(loc.caller, alias, False))
    if isinstance(loc, FusedLoc):
        meta = f"<{loc.metadata}>" if loc.metadata is not None else ""
        return meta + "[" + ", ".join(pretty_loc(x, alias, False) for x in loc.locs) + "]"
    return "[unknown]"


def print_op(op: Operation, *, generic: bool = False, debuginfo: bool = False,
             local_scope: bool = False, elide: int | None = None, pretty: bool = False) -> str:
    """The text mlir-opt-19 prints for `op` (normally a module), with the final newline(s).

    `elide` and `pretty` are --mlir-elide-elementsattrs-if-larger and --mlir-pretty-debuginfo.
    """
    p = Printer(op, generic, debuginfo, local_scope, elide, pretty)
    out: list[str] = []
    top: list[str] = []
    bottom: list[str] = []
    if debuginfo and not local_scope:
        locs = _LocAliases()
        locs.visit(op, generic)
        names = locs.names()
        p.loc_alias = names
        for loc, name in sorted(names.items(), key=lambda kv: _alias_index(kv[1])):
            body = pretty_loc(loc, names) if pretty else \
                f"loc({loc_body(loc, names, top=False)})"
            line = f"{name} = {body}\n"
            (bottom if locs.entries[loc][2] else top).append(line)
    header = p.collect_aliases(op)
    p.op_text(op, out)
    text = "".join(top) + "".join(header) + "".join(out) + "".join(bottom)
    return text if local_scope else text + "\n"


def _alias_index(name: str) -> int:
    digits = name[4:]
    return int(digits) if digits else 0
