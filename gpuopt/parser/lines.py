"""Repeated lines: an op whose line equals one parsed before, up to its SSA names, is rebuilt
from that first parse instead of being parsed again token by token.

Real IR repeats itself: `%5 = arith.addi %3, %4 : index` and `%9 = arith.addi %7, %8 : index`
differ only in their SSA names, and a module of 100k ops has a few hundred distinct line
shapes. The first time a shape is seen, its line is parsed on its own by the same LALR tables
(with each SSA name replaced by a fresh placeholder, so that every operand is a distinct
forward reference) into a prototype op; the plan keeps that op and where each SSA name of
the line goes. Each later line of the same shape is built from the plan: its operands are
looked up by name, the prototype is copied with them, and its results are defined.

The plan is only used when it provably gives what the token-by-token parse gives:
- the line holds exactly one op with no regions and no successors, every SSA name of the
  line is an operand or a result, and no `loc(...)` is written (a location alias may come
  later in the file);
- the parser reaches the line in a state where the op's first token leads to the same parser
  states as in the line parsed on its own, and the first token after the line ends the op
  (it does not continue it);
- every operand is defined already with the type the line gives it, and no result name is
  taken or awaited by a forward reference.
Otherwise (a forward reference, a type mismatch, a redefinition: anything with a diagnostic)
the line is parsed token by token as usual, so errors read exactly as they do without plans.
Set GPUOPT_LINE_PLANS=0 to parse every line token by token.
"""
from __future__ import annotations

import re
from functools import partial

from gpuopt.diag import GpuoptError
from gpuopt.ir.core import Operation, UnknownOp
from gpuopt.parser.lalr import Reject, ends_op, make_parse, token_type
from gpuopt.parser.transformer import Builder, Scope

_SSA_NAME = re.compile(r"(%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?)")
_MISSING = object()
MAX_PLANS = 4096       # distinct line shapes remembered per parse
MAX_LINE = 4096        # longer lines are parsed token by token


class _Plan:
    """How to rebuild one line shape: the prototype op and where the line's names go."""

    __slots__ = ("proto", "entry", "stack", "follow", "uses", "results", "defs", "name_part",
                 "name_offset", "create", "types")

    def __init__(self, proto: Operation, entry: int, stack: list, uses: list, results: list,
                 name_part: int, name_offset: int) -> None:
        self.proto = proto
        self.entry = entry              # the parser state after the op's first token
        self.stack = stack              # parser states when the line has been read
        self.follow: dict[str, bool] = {}  # next token's terminal -> does it end the op
        self.uses = uses                # (name index, type) per operand, in operand order
        self.results = results          # (name index, count) per result group
        # (name index, suffix, result index) per name the line defines, `%x#1` included
        self.defs = [(j, f"#{n}", i + n)
                     for (j, k), i in zip(results, _starts(results), strict=False)
                     if k > 1 for n in range(k)] + \
            [(j, "", i) for (j, _), i in zip(results, _starts(results), strict=False)]
        self.name_part = name_part      # the op name is in literal part `name_part` ...
        self.name_offset = name_offset  # ... at this offset
        self.types = [r.type for r in proto.results]
        # the op's constructor (Operation.create), with what an unknown op has besides fields
        self.create = partial(UnknownOp.create, name=proto.name, properties=proto.properties) \
            if type(proto) is UnknownOp else type(proto).create


def _starts(results: list) -> list[int]:
    out, i = [], 0
    for _, k in results:
        out.append(i)
        i += k
    return out


class _TemplateBuilder(Builder):
    """Parses one line on its own: locations are plain offsets, the top level is not checked
    for forward references (the line's operands are all forward references)."""

    def reset(self, text: str, outer: Builder) -> None:
        self.text = text
        self._line_starts = None
        self.scopes = [Scope()]
        self.visible = {}
        self.forward = {}
        self.pending_args = None
        self.async_keywords = {}
        self.attr_aliases = dict(outer.attr_aliases)
        self.type_aliases = dict(outer.type_aliases)
        self.result_groups = None

    def loc_at(self, pos: int):  # type: ignore[override]
        return pos

    def operation(self, c: list) -> Operation:
        if isinstance(c[0], list):
            self.result_groups = c[0]
        return super().operation(c)

    def start(self, c: list):  # type: ignore[override]
        return c


class LinePlans:
    """The parse loop's `line_op` hook (lalr.make_parse): offered the first token of each op."""

    def __init__(self, builder: Builder) -> None:
        self.builder = builder
        self.tables = tables = builder.syntax.tables
        self.lexer = builder.syntax.lexer
        self.plans: dict[tuple, _Plan | None] = {}
        self.start_state = tables.start_states["start"]
        self.compatible: dict[int, bool] = {}
        self.template: _TemplateBuilder | None = None
        self.template_parse = None

    def __call__(self, text: str, pos: int, state: int, action: int):
        end = text.find("\n", pos)
        if end < 0:
            end = len(text)
        parts = _SSA_NAME.split(text[pos:end])
        key = tuple(parts[0::2])
        plan = self.plans.get(key, _MISSING)
        if plan is _MISSING:
            plan = self._plan(parts, action)
            if len(self.plans) < MAX_PLANS:
                self.plans[key] = plan
        if plan is None or plan.entry != action:
            return None
        ok = self.compatible.get(state)
        if ok is None:
            ok = self.compatible[state] = self._compatible(state)
        if not ok:
            return None
        m = self.lexer.regex.match(text, end)
        ttype = token_type(self.lexer, m)
        ends = plan.follow.get(ttype)
        if ends is None:
            ends = plan.follow[ttype] = ends_op(self.tables, plan.stack, ttype)
        if not ends:
            return None
        return self._build(plan, parts, pos, end)

    # ---- replaying a plan -------------------------------------------------------------
    def _build(self, plan: _Plan, parts: list, pos: int, end: int):
        b = self.builder
        names = parts[1::2]
        visible = b.visible
        operands = []
        for j, want in plan.uses:
            v = visible.get(names[j])
            if v is None or v.type is not want:
                return None  # a forward reference or a type mismatch: parse as usual
            operands.append(v)
        top = b.scopes[-1]
        forward = b.forward
        defs = [names[j] + suffix for j, suffix, _ in plan.defs]
        for name in defs:
            if name in visible or name in forward:
                return None  # a redefinition, or a definition forward references await
        if len(defs) > 1 and len(set(defs)) != len(defs):
            return None
        proto = plan.proto
        op = plan.create(operands, plan.types, dict(proto.attributes), [], [],
                         b.loc_at(pos + sum(map(len, parts[:2 * plan.name_part]))
                                  + plan.name_offset))
        results = op.results
        values, positions = top.values, top.defs
        for name, (j, _, i) in zip(defs, plan.defs, strict=False):
            values[name] = visible[name] = results[i]
            positions[name] = pos + sum(map(len, parts[:2 * j + 1]))
        b.pending_args = None
        return op, end

    # ---- making a plan ----------------------------------------------------------------
    def _compatible(self, state: int) -> bool:
        """Whether an op begun in `state` goes through the parser states it goes through
        at the top of a file (where plans are made)."""
        gotos = self.tables.gotos
        here, top = gotos[state], gotos[self.start_state]
        if "operation" not in here:
            return False
        return all(x in here and x in top and here[x] == top[x]
                   for x in self.tables.op_corner)

    def _plan(self, parts: list, action: int) -> _Plan | None:
        if len(parts) > 2 * 64 or sum(map(len, parts)) > MAX_LINE:
            return None
        tail = parts[-1].rstrip()
        if tail.endswith("{") or any("loc(" in p for p in parts[0::2]):
            return None  # a region begins, or a location (perhaps an alias defined later)
        n = len(parts) // 2
        template = "".join(p if i % 2 == 0 else f"%p{i // 2}" for i, p in enumerate(parts))
        tb = self.template
        if tb is None:
            b = self.builder
            tb = self.template = _TemplateBuilder(b.syntax, "", b.filename,
                                                  b.allow_unregistered, b.line_offset)
            self.template_parse = make_parse(self.tables, tb, "start")
        tb.reset(template, self.builder)
        probe: list = []
        try:
            items = self.template_parse(template, self.lexer, probe)
        except (GpuoptError, Reject):  # not one op on its own: parse this shape token by token
            return None
        if len(items) != 1 or not isinstance(items[0], Operation):
            return None
        op = items[0]
        if op.regions or op.successors or getattr(op, "__dict__", None) \
                or not isinstance(op.loc, int) or len(tb.scopes) != 1 \
                or getattr(type(op), "names_shape_op", False):
            return None  # (names_shape_op: its SSA names decide more than its operands)
        if self.tables.states[self.start_state].get(_first_type(self.lexer, template)) \
                != action:
            return None
        refs = {id(ref): int(name[2:]) for name, ref in tb.forward.items()}
        uses = []
        for v in op.operands:
            j = refs.get(id(v))
            if j is None or v.type is None or len(v.uses) != 1:
                return None
            uses.append((j, v.type))
        results = []
        for tok, k in tb.result_groups or ():
            results.append((int(tok[1][2:]), k))
        if len(uses) != len(refs) or \
                sorted([j for j, _ in uses] + [j for j, _ in results]) != list(range(n)):
            return None  # a name in a string or comment, or used twice
        # the op name's offset: in which literal part (the line's parts keep their text)
        at = op.loc
        start = 0
        for k in range(0, len(parts), 2):
            if start <= at < start + len(parts[k]):
                name_part, name_offset = k // 2, at - start
                break
            start += len(parts[k]) + (len(f"%p{k // 2}") if k + 1 < len(parts) else 0)
        else:
            return None
        return _Plan(op, action, probe, uses, results, name_part, name_offset)


def _first_type(lexer, text: str) -> str:
    return token_type(lexer, lexer.regex.match(text, 0))
