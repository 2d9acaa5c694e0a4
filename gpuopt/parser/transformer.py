"""Reduction callbacks: build IR directly while the LALR loop runs (no parse tree).

Each method is named after a grammar rule or alias and receives the children Lark keeps.
Tokens arrive as `(terminal, text, offset)` tuples. SSA names resolve through a stack of
region scopes; uses before definitions become forward references, patched when defined.
"""
from __future__ import annotations

import importlib
import re
from bisect import bisect_right
from typing import Any

from gpuopt.diag import (
    UNKNOWN_LOC,
    CallSiteLoc,
    Diagnostic,
    FileLineColLoc,
    FusedLoc,
    NameLoc,
    ParseError,
    emit,
)
from gpuopt.dialects import DIALECTS, load_dialect
from gpuopt.ir import affine as AF
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.assembly import DIALECT_ATTRS, DIALECT_TYPES, RULES, symbol_name, unescape
from gpuopt.ir.core import Block, BlockArgument, Operation, Region, UnknownOp, Value
from gpuopt.ir.opdef import REGISTRY
from gpuopt.parser import format as fmt
from gpuopt.parser.lalr import Reject, Syntax, make_parse

# A custom op's name where its line starts (after any `%results =`).
_OP_WORD = re.compile(r'(?:^|[\s=])([A-Za-z_][\w$]*(?:\.[\w$]+)+)(?=[\s(<{]|$)', re.M)
# The builtin types whose `<` the parser's closing messages name.
_TYPE_OPEN = re.compile(r'(?<![\w.$!#])(tensor|vector|complex|tuple|memref)$')
# `{` opening an attribute dictionary rather than a region: a key then `=`, `,` or `}`.
_DICT_START = re.compile(r'\{\s*(?:[A-Za-z_][\w$.-]*|"(?:[^"\\]|\\.)*")\s*[=,}]')


class ForwardRef(Value):
    """A value used before its definition; replaced when the definition is parsed."""

    __slots__ = ("name", "pos")

    def __init__(self, type: T.Type, name: str, pos: int) -> None:
        super().__init__(type)
        self.name = name
        self.pos = pos


class Scope:
    __slots__ = ("values", "defs", "blocks", "block_pos", "defined", "pending_args")

    def __init__(self, pending_args=None) -> None:
        self.values: dict[str, Value] = {}
        self.defs: dict[str, int] = {}  # name -> offset of its definition
        self.blocks: dict[str, Block] = {}
        self.block_pos: dict[str, int] = {}  # block name -> offset of its first mention
        self.defined: set[str] = set()  # block names whose label has been parsed
        self.pending_args = pending_args


# Dialects that accept generic ops they do not define (MLIR's allowUnknownOperations): llvm
# and nvvm, as in mlir-opt-19 (`"nvvm.read.ptx.sreg.warpid"() : () -> i32` parses there).
UNKNOWN_OPS_DIALECTS = frozenset({"llvm", "nvvm"})


# `#name` outside string literals (names of aliases have no dot: dialect attributes do)
_ALIAS_REF = re.compile(r'"(?:[^"\\]|\\.)*"|#([A-Za-z_][\w$-]*)(?![\w$.-])')


class Builder:
    """The transformer: one instance per parse."""

    def __init__(self, syntax: Syntax, text: str, filename: str, allow_unregistered: bool,
                 line_offset: int = 0) -> None:
        self.syntax = syntax  # the tables, lexers and lazy-import maps (parser/lalr.py)
        self.text = text
        self.filename = filename
        self.allow_unregistered = allow_unregistered
        self.line_offset = line_offset
        self.last_dims = -1  # where the last dimension list began (dense literals use it)
        self._line_starts: list[int] | None = None
        self.fragment_origin: tuple | None = None  # (outer text, offset) of a macro token
        self.scopes: list[Scope] = [Scope()]
        # Every name defined in the open scopes (a nested region may not redefine one, so
        # one table serves them all, as in mlir-opt); each scope's own names leave with it.
        self.visible: dict[str, Value] = {}
        # Names used before any definition, for the whole file as in mlir-opt: a later
        # definition anywhere resolves them (the verifier then judges dominance and
        # isolation); those still open at the end are undeclared.
        self.forward: dict[str, ForwardRef] = {}
        self.pending_args: list | None = None
        # op name position -> where its `async` keyword is (custom<async_deps>, gpu.launch):
        # an async op must bind its results (checked when the op is complete)
        self.async_keywords: dict[int, int] = {}
        self.attr_aliases: dict[str, A.Attribute] = {}
        self.type_aliases: dict[str, T.Type] = {}
        self.fragment_parsers: dict[str, Any] = {}  # start rule -> parse function (macros)
        for name, fn in RULES.items():
            setattr(self, name, fn.__get__(self))
        self.format_op = fmt.make_format_callback(self)

    def lazy_callback(self, name: str):
        """A handler from a dialect module that is imported when the rule first reduces."""
        module = self.syntax.rule_modules.get(name)
        if module is None:
            return None
        box: list = []

        def call(children: list):
            if not box:
                importlib.import_module(module)
                box.append(RULES[name].__get__(self))
            return box[0](children)
        return call

    def op_class(self, name: str):
        """The op class of a custom-form op name (func and builtin ops also by their short
        name), importing the dialect module that defines it on first use."""
        cls = REGISTRY.get(name)
        if cls is None:
            cls = REGISTRY.get("func." + name) or REGISTRY.get("builtin." + name)
            if cls is None:
                modules = self.syntax.op_modules
                for cand in (name, "func." + name, "builtin." + name):
                    if cand in modules:
                        importlib.import_module(modules[cand])
                        break
                cls = (REGISTRY.get(name) or REGISTRY.get("func." + name)
                       or REGISTRY.get("builtin." + name))
        return cls

    # ---- positions and errors -------------------------------------------------------
    def loc_at(self, pos: int) -> FileLineColLoc:
        starts = self._line_starts
        if starts is None:
            starts = [0]
            find = self.text.find
            i = find("\n")
            while i >= 0:
                starts.append(i + 1)
                i = find("\n", i + 1)
            self._line_starts = starts
        line = bisect_right(starts, pos)
        start = starts[line - 1]
        col = pos - start + 1
        if col > 1 and not self.text.isascii():
            col = len(self.text[start:pos].encode("utf-8", "surrogateescape")) + 1
        return FileLineColLoc(self.filename, line + self.line_offset, col)

    def error(self, message: str, pos: int) -> ParseError:
        return ParseError(message, self.source_loc(pos))  # a hook's error inside a macro token

    def source_loc(self, pos: int) -> FileLineColLoc:
        """The location of offset `pos` of the text being parsed, also inside a macro token
        (whose offsets `loc_at` takes relative to the token)."""
        origin = self.fragment_origin
        if origin is None:
            return self.loc_at(pos)
        inner = self.text, self._line_starts
        self.text, self._line_starts = origin[0], None
        try:
            return self.loc_at(origin[1] + pos)
        finally:
            self.text, self._line_starts = inner

    # ---- bad enum keywords, worded as mlir-opt-19's generated parsers word them ----------
    def op_name_at(self, pos: int) -> str:
        """The name of the custom op whose text `pos` is in (the first `dialect.op` word of
        its line)."""
        start = self.text.rfind("\n", 0, pos) + 1
        m = _OP_WORD.search(self.text, start, pos)
        return m.group(1) if m else ""

    def enum_error(self, tok: tuple, cpp_enum: str, attr_def: str, cases,
                   in_op: bool = True) -> ParseError:
        """A keyword no case of an EnumAttr's enum spells: two errors, the second (returned)
        at the token after the keyword; `in_op`: the keyword of a custom op's format, else of
        the attribute written in full (`#index<cmp_predicate foo>`)."""
        prefix = f"custom op '{self.op_name_at(tok[2])}' " if in_op else ""
        loc = self.source_loc(tok[2])
        if isinstance(loc, FileLineColLoc):  # not a line plan's trial parse (it gives up)
            emit(Diagnostic("error", f"{prefix}expected {cpp_enum} to be one of: "
                                     f"{', '.join(cases)}", loc))
        return self.error(f"{prefix}failed to parse {attr_def} parameter 'value' "
                          f"which is to be a `{cpp_enum}`",
                          self.next_token_pos(tok[2] + len(tok[1])))

    def check_flag_list(self, kind: str, body, tok, attr_def: str | None, cpp: str) -> None:
        """A `kind<a, b>` flag list read as mlir-opt-19's flag parsers read it: a keyword, then
        `, keyword` until `>`. An empty list or a trailing comma is 'expected valid keyword'
        at the `>` (then, when `attr_def` is given, 'failed to parse <attr_def> parameter'),
        two keywords without a comma 'expected '>'' after the first. `tok` is the attribute's
        `#dialect.kind` token, None for the short form of a custom op's format (whose errors
        name the op)."""
        toks = [t for t in (body[0] if body else []) if t[1] != ","]
        text = self.text
        for a, b in zip(toks, toks[1:], strict=False):
            a_end = a[2] + len(a[1])
            if "," not in text[a_end:b[2]]:
                raise self.error("expected '>'", a_end)
        if toks:
            at = self.next_token_pos(toks[-1][2] + len(toks[-1][1]))
            if not text.startswith(",", at):
                return
            at = self.next_token_pos(at + 1)
        elif tok is not None:
            at = self.next_token_pos(tok[2] + len(tok[1]) + 1)
        else:  # the short form: find `kind<` after the op's name
            start = getattr(self, "custom_op_pos", 0)
            lt = text.find(kind + "<", start)
            at = self.next_token_pos(lt + len(kind) + 1) if lt >= 0 else start
        prefix = f"custom op '{self.op_name_at(at)}' " if tok is None else ""
        if attr_def is None:
            raise self.error(f"{prefix}expected valid keyword", at)
        loc = self.source_loc(at)
        if isinstance(loc, FileLineColLoc):  # not a line plan's trial parse (it gives up)
            emit(Diagnostic("error", f"{prefix}expected valid keyword", loc))
        raise self.error(f"{prefix}failed to parse {attr_def} parameter 'value' which is to "
                         f"be a `{cpp}`", at)

    def enum_case_error(self, tok: tuple, attr: str, cases) -> ParseError:
        """A keyword that names no case of an integer enum attribute (I64EnumAttr)."""
        return self.error(f"custom op '{self.op_name_at(tok[2])}' expected string or keyword "
                          "containing one of the following enum values for attribute "
                          f"'{attr}' [{', '.join(cases)}]", tok[2])

    def reject_error(self, rej) -> ParseError:
        ttype, text, pos = rej.token
        expected = set(rej.expected)
        if ttype == "$BAD":
            if text == "\x00" or not text.isprintable():
                return self.error("unexpected character", pos)
            return self.error(f"unexpected character '{text}'", pos)
        if ttype == "$END":
            # emitWrongTokenError at the end of the buffer starts one character back
            at = self.wrong_token_pos(max(pos - 1, 0)) if pos else pos
            closing = self._closing_message(pos, expected)
            if closing is not None:
                return self.error(closing, at)
            if "RBRACE" in expected:  # a block goes on: parseOperation finds no op name
                return self.error("expected operation name in quotes", at)
            return self.error("unexpected end of file", pos)
        closing = self._closing_message(pos, expected)
        if closing is not None:
            return self.error(closing, self.wrong_token_pos(pos))
        if ttype == "BARE_ID" and "." in text and ("SSA_ID" in expected or "STRING" in expected):
            # a dotted name is looked up in its own dialect only
            dialect = text.split(".", 1)[0]
            if dialect in _REGISTERED_DIALECTS or dialect in MLIR_OPT_DIALECTS:
                return self.error(f"custom op '{text}' is unknown", pos)
            return self.error(f"Dialect `{dialect}' not found for custom op '{text}' ", pos).note(
                f"Registered dialects: {', '.join(MLIR_OPT_DIALECTS)} ; for more info on dialect "
                "registration see https://mlir.llvm.org/getting_started/Faq/"
                "#registered-loaded-dependent-whats-up-with-dialects-management")
        if ttype == "BARE_ID" and ("STRING" in expected and "SSA_ID" in expected):
            return self.error(f"custom op '{text}' is unknown (tried 'func.{text}' as well)",
                              pos)
        names = sorted(_describe(e, self.syntax.tables) for e in expected
                       if not e.startswith("$"))
        at = self.wrong_token_pos(pos)
        if "SSA_ID" in expected and ttype != "SSA_ID" and not expected & {"BARE_ID", "STRING"}:
            return self.error("expected SSA operand", at)
        if len(names) > 6:
            return self.error(f"unexpected token '{_clip(text)}'", pos)
        return self.error(f"expected {' or '.join(names)}, found '{_clip(text)}'", at)

    def _open_bracket(self, pos: int) -> int:
        """The offset of the innermost bracket still open at `pos` (-1 if none nearby)."""
        text, depth, i = self.text, 0, pos - 1
        stop = max(0, pos - 4000)
        while i >= stop:
            ch = text[i]
            if ch in ")]}" or (ch == ">" and text[i - 1:i] != "-"):
                depth += 1
            elif ch in "([{<":
                if depth == 0:
                    return i
                depth -= 1
            i -= 1
        return -1

    def _closing_message(self, pos: int, expected: set) -> str | None:
        """mlir-opt-19's words for a token where a list or dictionary should go on or end."""
        at = self._open_bracket(pos)
        if at < 0:
            return None
        ch, before = self.text[at], self.text[max(0, at - 8):at]
        if ch == "<" and "MORETHAN" in expected:  # a builtin type's parameters end
            m = _TYPE_OPEN.search(before)
            if m and m.group(1) != "memref":
                return f"expected '>' in {m.group(1)} type"
            if m:  # after the element type, or after a layout or memory space
                tail = self.text[at:self.wrong_token_pos(pos)]
                return "expected ',' or '>'" if "," in tail else \
                    "expected ',' or '>' in memref type"
        if "COMMA" not in expected:
            return None
        if ch == "{":  # an attribute dictionary (not a region): `{key = ...` or `{key, ...`
            if "RBRACE" in expected and _DICT_START.match(self.text, at):
                return "expected '}' in attribute dictionary"
            return None
        if "SSA_ID" in expected and ch != "[":
            return None
        if ch == "<" and before.endswith("dense"):
            return "expected '>'"
        if ch == "<" and before.endswith("array"):
            return "expected '>' to close an array attribute"
        if ch == "[":
            if self.text[:at].rstrip()[-1:] not in ("=", ",", "[", "<"):
                return None  # operand lists and the like keep the generic wording
            outer = self._open_bracket(at)
            while outer >= 0 and self.text[outer] == "[":
                outer = self._open_bracket(outer)
            if outer >= 0 and self.text[outer] == "<" and \
                    self.text[max(0, outer - 5):outer] == "dense":
                return "expected ']'"
            return "expected ',' or ']'"
        return None

    def type_mismatch(self, tok: tuple, want: T.Type, v: Value) -> ParseError:
        """`use of value '%x' expects different type than prior uses`, noting the prior use."""
        err = self.error(f"use of value '{tok[1]}' expects different type than prior uses: "
                         f"'{want}' vs '{v.type}'", tok[2])
        if isinstance(v, ForwardRef):
            err.note("prior use here", self.loc_at(v.pos))
        elif isinstance(v, BlockArgument) and isinstance(v.loc, FileLineColLoc):
            err.note("prior use here", v.loc)
        elif v.defining_op is not None and getattr(v.op, "loc", None) is not None:
            err.note("prior use here", v.op.loc)
        return err

    def wrong_token_pos(self, pos: int) -> int:
        """MLIR's emitWrongTokenError: the end of the text before the unexpected token."""
        text = self.text
        end = pos
        while True:
            while end > 0 and text[end - 1] in " \t":
                end -= 1
            if end == 0:
                return pos
            if text[end - 1] not in "\n\r":
                return end
            end -= 1
            line_start = max(text.rfind("\n", 0, end), text.rfind("\r", 0, end)) + 1
            comment = text.find("//", line_start, end)
            if comment >= 0:
                end = comment

    def retype(self, tok: tuple, actions: dict) -> str | None:
        """A keyword or op name where a bare identifier fits is a bare identifier."""
        text = tok[1]
        kw = self.syntax.tables.terminals.get(text)
        if kw is not None and kw != tok[0] and kw in actions:
            return kw  # e.g. `constant` lexed as func.constant's op name, used as a keyword
        if "BARE_ID" in actions and (text[:1].isalpha() or text[:1] == "_"):
            return "BARE_ID"
        if tok[0] == "BANG_ID" or text.startswith("!"):
            return "BANG_ID"
        return None

    # ---- SSA values ---------------------------------------------------------------
    # As in mlir-opt, the regions of an op see and may not redefine the names of the regions
    # around it (no op here opens an isolated name scope); a region's names end with it.
    def lookup(self, tok: tuple, type: T.Type | None = None) -> Value:
        name = tok[1]
        v = self.visible.get(name)
        if v is not None:
            return v
        ref = self.forward.get(name)
        if ref is None:
            ref = self.forward[name] = ForwardRef(type, name, tok[2])  # type: ignore[arg-type]
        return ref

    def defined_in(self, name: str) -> Scope | None:
        """The scope defining `name`, if any is visible."""
        if name not in self.visible:
            return None
        for scope in reversed(self.scopes):
            if name in scope.values:
                return scope
        return None

    def define(self, name: str, value: Value, pos: int, entry_arg: bool = False) -> None:
        prior = self.defined_in(name)
        if prior is not None:
            if entry_arg:
                raise self.error(f"region entry argument '{name}' is already in use", pos).note(
                    "previously referenced here", self.loc_at(prior.defs[name]))
            raise self.error(f"redefinition of SSA value '{name}'", pos).note(
                "previously defined here", self.loc_at(prior.defs[name]))
        scope = self.scopes[-1]
        ref = self.forward.pop(name, None)
        if ref is not None:
            if ref.type is not None and ref.type is not value.type:
                raise self.error(f"definition of SSA value '{name}#0' has type '{value.type}'",
                                 pos).note(f"previously used here with type '{ref.type}'",
                                           self.loc_at(ref.pos))
            ref.replace_all_uses_with(value)
        scope.values[name] = value
        scope.defs[name] = pos
        self.visible[name] = value

    def block_for(self, tok: tuple) -> Block:
        scope = self.scopes[-1]
        b = scope.blocks.get(tok[1])
        if b is None:
            b = scope.blocks[tok[1]] = Block()
            b.parent = None
            scope.block_pos[tok[1]] = tok[2]
        return b

    # ---- top level ------------------------------------------------------------------
    def start(self, c: list) -> Operation:
        from gpuopt.dialects import builtin
        ops = [x for x in c if isinstance(x, Operation)]
        self._check_blocks(self.scopes[0])
        if self.forward:  # each undeclared name at its first use, in file order
            from gpuopt.diag import emit_error
            refs = sorted(self.forward.values(), key=lambda r: r.pos)
            for ref in refs[:-1]:
                emit_error("use of undeclared SSA value name", self.loc_at(ref.pos))
            raise self.error("use of undeclared SSA value name", refs[-1].pos)
        if len(ops) == 1 and isinstance(ops[0], builtin.ModuleOp):
            return ops[0]
        # the implicit module is located at file:0:0, as mlir-opt locates it
        module = builtin.ModuleOp.build(loc=FileLineColLoc(self.filename, 0, 0))
        body = Block()
        module.regions[0].append(body)
        for op in ops:
            body.append(op)
        return module

    def _check_blocks(self, scope: Scope) -> None:
        for name, block in scope.blocks.items():
            if block.parent is None:  # located at its first use, as mlir-opt-19 locates it
                raise self.error("reference to an undefined block", scope.block_pos[name])

    def attr_alias_def(self, c: list) -> None:
        self.attr_aliases[c[0][1]] = c[1]

    def type_alias_def(self, c: list) -> None:
        self.type_aliases[c[0][1]] = c[1]

    # ---- operations -----------------------------------------------------------------
    def result_def(self, c: list) -> tuple:
        return (c[0], int(c[1][1]) if c[1] is not None else 1)

    def op_results(self, c: list) -> list:
        return c

    def operation(self, c: list) -> Operation:
        if isinstance(c[0], list):
            results, op = c[0], c[1]
        else:
            results, op = None, c[0]
        trailing = c[-1] if c[-1] is not op else None
        kw = self.async_keywords.pop(op.loc, None) if self.async_keywords else None
        if kw is not None and results is None:  # mlir-opt-19's parseAsyncDependencies
            raise self.error(f"custom op '{op.name}' needs to be named when marked 'async'", kw)
        if results is not None:
            n = sum(k for _, k in results)
            if n != len(op.results):
                raise self.error(f"operation defines {len(op.results)} results but was provided"
                                 f" {n} to bind", results[0][0][2])
            i = 0
            for tok, k in results:
                if k == 1:
                    self.define(tok[1], op.results[i], tok[2])
                else:
                    for j in range(k):
                        self.define(f"{tok[1]}#{j}", op.results[i + j], tok[2])
                    self.define(tok[1], op.results[i], tok[2])
                i += k
        pos = op.loc  # MLIR locates an op at its name, not at its results
        op.loc = trailing if trailing is not None else self.loc_at(pos)
        self.pending_args = None
        return op

    def trailing_loc(self, c: list):
        return c[0]

    def generic_op(self, c: list) -> Operation:
        name_tok, uses = c[0], c[1]
        successors: list = []
        props = None
        regions: list = []
        attrs: dict = {}
        for x in c[2:-1]:
            if isinstance(x, tuple) and x and x[0] == "succ":
                successors = x[1]
            elif isinstance(x, tuple) and x and x[0] == "props":
                props = x[1]
            elif isinstance(x, tuple) and x and x[0] == "regions":
                regions = x[1]
            elif isinstance(x, A.DictionaryAttr):
                attrs = x.as_dict()
        fn_type: T.FunctionType = c[-1]
        name = unescape(name_tok[1])
        if len(uses) != len(fn_type.inputs):
            raise self.error(f"expected {len(uses)} operand types but had "
                             f"{len(fn_type.inputs)}", name_tok[2])
        operands = [self.lookup(u, t) for u, t in zip(uses, fn_type.inputs, strict=False)]
        for u, v, t in zip(uses, operands, fn_type.inputs, strict=False):
            if v.type is not t:
                raise self.type_mismatch(u, t, v)
        cls = REGISTRY.get(name)
        if cls is None and "." in name:
            load_dialect(name.split(".", 1)[0])  # dialects are imported on first use
            cls = REGISTRY.get(name)
        if cls is None:
            if name.split(".", 1)[0] in UNKNOWN_OPS_DIALECTS:  # allowUnknownOperations()
                return UnknownOp.create(operands, fn_type.results, attrs, regions, successors,
                                        name_tok[2], name=name, properties=props)
            if not self.allow_unregistered and "." in name and \
                    name.split(".", 1)[0] in _REGISTERED_DIALECTS:
                raise self.error("operation being parsed with an unregistered dialect. If "
                                 "this is intended, please use -allow-unregistered-dialect "
                                 "with the MLIR tool used", name_tok[2] + len(name_tok[1]))
            if not self.allow_unregistered:
                raise self.error("operation being parsed with an unregistered dialect. If "
                                 "this is intended, please use -allow-unregistered-dialect "
                                 "with the MLIR tool used", name_tok[2] + len(name_tok[1]))
            return UnknownOp.create(operands, fn_type.results, attrs, regions, successors,
                                    name_tok[2], name=name, properties=props)
        for d in cls.prop_defs if attrs else ():  # verifyInherentAttrs, at parse time
            v = attrs.get(d.mlir_name)
            if v is not None and d.attr_check is not None and not d.attr_check.check(v):
                raise self.error(f"'{name}' op attribute '{d.mlir_name}' failed to satisfy "
                                 f"constraint: {d.attr_check.desc}", name_tok[2])
        if props is not None:
            for key in getattr(cls, "enum_props", ()):  # enums stored as C++ enums
                a = props.as_dict().get(key) if isinstance(props, A.DictionaryAttr) else None
                check = cls.fields.get(key)
                for f in cls.prop_defs:
                    if f.mlir_name == key:
                        check = f.attr_check
                if a is not None and check is not None and not check.check(a):
                    raise self.error(f"invalid properties {props} for op {name}: Invalid "
                                     f"attribute `{key}` in property conversion: {a}",
                                     name_tok[2])
            merged = props.as_dict() if isinstance(props, A.DictionaryAttr) else {}
            for d in cls.prop_defs if merged else ():
                v = merged.get(d.mlir_name)
                if v is not None and d.storage is not None and not d.storage(v):
                    why = getattr(d, "storage_message", None)
                    why = why.format(v) if why else (f"Invalid attribute `{d.mlir_name}` in "
                                                      f"property conversion: {v}")
                    raise self.error(f"invalid properties {props} for op {name}: {why}",
                                     name_tok[2])
            if merged and not (cls.prop_defs or getattr(cls, "extra_props", None)
                               or cls.prop_names & _SEGMENT_PROPS):
                raise self.error(f"invalid properties {props} for op {name}: this operation "
                                 "does not support properties", name_tok[2])
            merged.update(attrs)
            attrs = merged
        return cls.create(operands, fn_type.results, attrs, regions, successors, name_tok[2])

    def successor_refs(self, c: list) -> tuple:
        return ("succ", [self.block_for(t) for t in c])

    def properties(self, c: list) -> tuple:
        if c and isinstance(c[0], tuple) and c[0][0] == "PROPS_LIT":
            return self._cached_fragment(c[0], "properties")
        return ("props", c[0])

    def attr_lit(self, c: list) -> A.Attribute:
        return self._cached_fragment(c[0], "attribute")

    def _cached_fragment(self, tok: tuple, start: str):
        """A macro token's value, parsed once per distinct text (and dialect setting)."""
        key = (tok[1], start, self.allow_unregistered)
        found = _FRAGMENTS.get(key)
        if found is None:
            found = _FRAGMENTS[key] = self._fragment(tok[1], start, tok[2])
        return found

    def _fragment(self, text: str, start: str, pos: int):
        """Parse a macro token's text (one attribute, or a `<{...}>` property dictionary) from
        rule `start`, with a lexer that never produces macro tokens (so this does not
        recurse); errors point into the original text."""
        parse = self.fragment_parsers.get(start)
        if parse is None:
            parse = self.fragment_parsers[start] = make_parse(self.syntax.tables, self, start)
        outer = self.text, self._line_starts, self.fragment_origin
        self.text, self._line_starts = text, None  # token offsets now refer to `text`
        origin = outer[2]  # nested (an attribute inside a dialect attribute's body)
        self.fragment_origin = (outer[0], pos) if origin is None else (origin[0], origin[1] + pos)
        try:
            try:
                return parse(text, self.syntax.plain_lexer)
            finally:
                self.text, self._line_starts, self.fragment_origin = outer
        except Reject as rej:
            tok = rej.token
            raise self.reject_error(type(rej)((tok[0], tok[1], pos + tok[2]),
                                              rej.expected)) from None

    def attribute_text(self, text: str, pos: int) -> A.Attribute:
        """The attribute written as `text` at offset `pos` (a parameter of a dialect
        attribute, whose handler gets its body as text)."""
        return self._fragment(text, "attribute", pos)

    def generic_regions(self, c: list) -> tuple:
        return ("regions", c)

    def ssa_paren(self, c: list) -> list:
        if c and isinstance(c[0], tuple) and c[0][0] == "PAREN_SSA":
            tok = c[0]
            out = []
            for m in _SSA_IN_PARENS.finditer(tok[1]):
                out.append(("SSA_ID", m.group(), tok[2] + m.start()))
            return out
        return c[0]

    def ssa_uses(self, c: list) -> list:
        return [x for x in c if x is not None]

    ssa_uses1 = ssa_uses

    def typed_use(self, c: list) -> Value:
        v = self.lookup(c[0], c[1])
        if v.type is not c[1] and v.type is not None:
            raise self.type_mismatch(c[0], c[1], v)
        return v

    def typed_uses(self, c: list) -> list:
        return [x for x in c if x is not None]

    def types(self, c: list) -> list:
        return [x for x in c if x is not None]

    types1 = types

    def paren_types(self, c: list) -> list:
        return c[0]

    def successor(self, c: list) -> Block:
        return self.block_for(c[0])

    def successor_args(self, c: list) -> tuple:
        return (self.block_for(c[0]), c[1] or [])

    def opt_attr_dict(self, c: list) -> dict:
        return c[0].as_dict() if c[0] is not None else {}

    opt_attr_dict_kw = opt_attr_dict

    def group_marker(self, c: list) -> bool:
        return True

    # ---- regions and blocks ---------------------------------------------------------
    def region_start(self, c: list) -> None:
        scope = Scope(self.pending_args)
        self.pending_args = None
        self.scopes.append(scope)
        if scope.pending_args:
            for name_tok, arg in scope.pending_args:
                if name_tok is not None:
                    self.define(name_tok[1], arg, name_tok[2], entry_arg=True)

    def region(self, c: list) -> Region:
        scope = self.scopes.pop()
        visible = self.visible
        for name in scope.values:
            del visible[name]
        region = Region()
        ops = [x for x in c[1:] if isinstance(x, Operation)]
        blocks = [x for x in c[1:] if isinstance(x, Block)]
        if ops or scope.pending_args or not blocks:
            entry = Block()
            if scope.pending_args:
                for i, (_, arg) in enumerate(scope.pending_args):
                    arg.block = entry
                    arg.index = i
                    entry.args.append(arg)
            if ops or scope.pending_args or blocks:
                region.append(entry)
                for op in ops:
                    entry.append(op)
        for b in blocks:
            region.append(b)
        self._check_blocks(scope)
        return region

    def block(self, c: list) -> Block:
        block = self.block_for(c[0])
        defined = self.scopes[-1].defined
        if block.parent is not None or c[0][1] in defined:
            raise self.error(f"redefinition of block '{c[0][1]}'", c[0][2])
        defined.add(c[0][1])
        args = c[1] if isinstance(c[1] if len(c) > 1 else None, tuple) and c[1][0] == "args" \
            else None
        if args is not None:
            for i, arg in enumerate(args[1]):
                arg.block = block
                arg.index = i
                block.args.append(arg)
        for x in c[1:]:
            if isinstance(x, Operation):
                block.append(x)
        return block

    def block_args(self, c: list) -> tuple:
        return ("args", [x for x in c if x is not None])

    def block_arg(self, c: list) -> BlockArgument:
        tok, type = c[0], c[1]
        loc = c[2] if len(c) > 2 and c[2] is not None else self.loc_at(tok[2])
        arg = BlockArgument(type, None, 0, loc)  # type: ignore[arg-type]
        self.define(tok[1], arg, tok[2])
        return arg

    def entry_args(self, args: list) -> None:
        """Declare `(name token, BlockArgument)` pairs for the next region's entry block."""
        self.pending_args = args

    def new_arg(self, tok: tuple | None, type: T.Type, loc=None) -> tuple:
        if loc is None:
            loc = self.loc_at(tok[2]) if tok is not None else UNKNOWN_LOC
        return (tok, BlockArgument(type, None, 0, loc))  # type: ignore[arg-type]

    # ---- types ----------------------------------------------------------------------
    def int_type(self, c: list) -> T.Type:
        s = c[0][1]
        t = _INT_TYPES.get(s)
        if t is not None:
            return t
        sign = s[0] if s[0] in "su" else ""
        width = int(s[len(sign) + 1:])
        if width > 16777215:
            raise self.error("integer bitwidth is limited to 16777215 bits", c[0][2])
        return T.IntegerType.get(width, sign)

    def float_type(self, c: list) -> T.Type:
        return T.FloatType.get(c[0][1])

    def index_type(self, c: list) -> T.Type:
        return T.index

    def none_type(self, c: list) -> T.Type:
        return T.none

    def _dims(self, tok) -> tuple[Any, tuple | None]:
        if tok is None:
            return (), None
        text = tok[1]
        if text.startswith("*"):
            return None, None
        dims, scalable = [], []
        for d in text[:-1].split("x"):
            sc = d.startswith("[")
            d = d.strip("[]")
            dims.append(T.DYNAMIC if d == "?" else int(d))
            scalable.append(sc)
        return tuple(dims), tuple(scalable)

    def _split_dims(self, c: list) -> tuple:
        if c and isinstance(c[0], tuple) and c[0][0] == "DIMS":
            self.last_dims = c[0][2]
            return self._dims(c[0]), c[1:]
        return ((), None), c

    # ---- shaped types: mlir-opt-19's parse-time checks, placed where it places them ---------
    # Only a type with a dimension list has a token to go by (`memref<f32, ...>` has none).
    def _type_close(self, dims_tok, last: bool = False) -> int:
        """The token after the type whose dimension list is `dims_tok` (`last`: its `>`)."""
        text, pos, depth = self.text, dims_tok[2], 1
        while pos < len(text) and depth:
            ch = text[pos]
            if ch == "-" and text.startswith("->", pos):
                pos += 1
            elif ch in "<([{":
                depth += 1
            elif ch in ">)]}":
                depth -= 1
            pos += 1
        return pos - 1 if last else self.next_token_pos(pos)

    def _check_element(self, c: list, elem: T.Type, valid, message: str) -> None:
        if c and isinstance(c[0], tuple) and c[0][0] == "DIMS" and not valid(elem):
            raise self.error(message, self.next_token_pos(c[0][2] + len(c[0][1])))

    def _check_memref(self, c: list, shape, layout) -> None:
        if layout is None or not (c and isinstance(c[0], tuple) and c[0][0] == "DIMS"):
            return
        if shape is None:  # placed after the layout (here the last parameter)
            if c[-1] is layout:
                raise self.error("cannot have affine map for unranked memref type",
                                 self._type_close(c[0], last=True))
            return
        start = self.text.rfind("memref", 0, c[0][2])
        if isinstance(layout, A.StridedLayoutAttr) and len(layout.strides) != len(shape):
            raise self.error("expected the number of strides to match the rank", start)
        if isinstance(layout, AF.AffineMapAttr) and layout.value.num_dims != len(shape):
            raise self.error("memref layout mismatch between rank and affine map: "
                             f"{len(shape)} != {layout.value.num_dims}", start)

    def _memref_order_error(self, c: list, x) -> None:
        """A memory space must come last and only once (placed after the parameter: here
        only when it is the last one)."""
        if c[-1] is not x or not (isinstance(c[0], tuple) and c[0][0] == "DIMS"):
            return
        if isinstance(x, (A.StridedLayoutAttr, AF.AffineMapAttr)):
            if c[0][1].startswith("*"):
                return  # unranked: _check_memref's message
            raise self.error("expected memory space to be last in memref type",
                             self._type_close(c[0], last=True))
        raise self.error("multiple memory spaces specified in memref type",
                         self._type_close(c[0], last=True))

    def memref_type(self, c: list) -> T.Type:
        (shape, _), rest = self._split_dims(c)
        elem, extras = rest[0], rest[1:]
        self._check_element(c, elem, T.valid_memref_element, "invalid memref element type")
        layout = memspace = None
        checked = False
        for x in extras:
            if isinstance(x, (A.StridedLayoutAttr, AF.AffineMapAttr)) and layout is None \
                    and memspace is None:
                layout = x
            else:
                if memspace is not None and not checked:
                    self._memref_order_error(c, x)
                    checked = True  # the first misplaced parameter is the one reported
                memspace = x
        self._check_memref(c, shape, layout)
        if shape is None and layout is not None:
            memspace, layout = layout, None
        if isinstance(memspace, A.IntegerAttr) and memspace.value == 0:
            memspace = None  # the default memory space is not printed
        if isinstance(layout, AF.AffineMapAttr) and _is_identity(layout.value, shape):
            layout = None  # nor is the identity layout
        return T.MemRefType.get(shape, elem, layout, memspace)

    def tensor_type(self, c: list) -> T.Type:
        (shape, _), rest = self._split_dims(c)
        self._check_element(c, rest[0], T.valid_tensor_element, "invalid tensor element type")
        if shape is None and len(rest) > 1:
            raise self.error("cannot apply encoding to unranked tensor", self._type_close(c[0]))
        return T.TensorType.get(shape, rest[0], rest[1] if len(rest) > 1 else None)

    def vector_type(self, c: list) -> T.Type:
        (shape, scalable), rest = self._split_dims(c)
        if shape and any(d <= 0 for d in shape):  # `?` is DYNAMIC (negative)
            raise self.error("vector types must have positive constant sizes",
                             self.next_token_pos(c[0][2] + len(c[0][1])))
        self._check_element(c, rest[0], T.valid_vector_element,
                            "vector elements must be int/index/float type")
        return T.VectorType.get(shape, rest[0], scalable)

    def tuple_type(self, c: list) -> T.Type:
        return T.TupleType.get(c[0])

    def complex_type(self, c: list) -> T.Type:
        return T.ComplexType.get(c[0])

    def function_type(self, c: list) -> T.Type:
        res = c[1]
        return T.FunctionType.get(c[0], res if isinstance(res, list) else [res])

    def single_result(self, c: list) -> T.Type:
        return c[0]

    def fn_results(self, c: list) -> list:
        return c[0]

    def bang_type(self, c: list) -> T.Type:
        tok = c[0]
        name = tok[1]
        body = c[1] if len(c) > 1 else None
        if body is None and name in self.type_aliases:
            return self.type_aliases[name]
        handler = DIALECT_TYPES.get(name[1:])
        if handler is None:
            load_dialect(name[1:].split(".", 1)[0])
            handler = DIALECT_TYPES.get(name[1:])
        if handler is not None:
            return handler(self, body, tok)
        dialect = name[1:].split(".", 1)[0]
        if "." not in name and body is None:
            raise self.error(f"undefined symbol alias id '{name[1:]}'", tok[2])
        if dialect in _REGISTERED_DIALECTS or not self.allow_unregistered:
            if dialect in _REGISTERED_DIALECTS:
                raise self.error(f"unknown type '{name[len(dialect) + 2:]}' in dialect "
                                 f"'{dialect}'", tok[2])
            raise self.error(f"dialect '{dialect}' is unknown", tok[2])
        return T.OpaqueType.get(name[1:], f"<{body[1]}>" if body else "")

    def dialect_body(self, c: list) -> tuple:
        """(tokens, verbatim text) of a `<...>` body."""
        toks = _flatten(c)
        return (toks, _body_text(self.text, toks))

    def body_punct(self, c: list):
        return c[0] if c else None

    # ---- attributes -----------------------------------------------------------------
    def int_attr(self, c: list) -> A.Attribute:
        tok, type = c[0], c[1]
        text = tok[1]
        neg = text.startswith("-")
        val = int(text, 16) if "0x" in text else int(text)
        if type is None:
            type = T.i64
        if isinstance(type, T.FloatType):
            if "0x" not in text:
                return A.FloatAttr.get(float(val), type)
            return A.FloatAttr(A.float_from_bits(abs(val), type), type)
        if not isinstance(type, (T.IntegerType, T.IndexType)):
            raise self.error("integer literal not valid for specified type", tok[2])
        if isinstance(type, T.IntegerType):
            w = type.width
            if type.signedness == "u" and neg:
                raise self.error("negative integer literal not valid for unsigned integer "
                                 "type", tok[2])
            lo = -(1 << (w - 1)) if w > 0 else 0
            hi = (1 << w) - 1
            if (val < lo and w > 1) or val > hi or (w == 1 and not (-1 <= val <= 1)):
                raise self.error("integer constant out of range for attribute", tok[2])
        return A.IntegerAttr.get(val, type)

    def float_attr(self, c: list) -> A.Attribute:
        tok, type = c[0], c[1] or T.f64
        if not isinstance(type, T.FloatType):
            raise self.error("floating point value not valid for specified type", tok[2])
        return A.FloatAttr.get(float(tok[1]), type)

    def true_attr(self, c: list) -> A.Attribute:
        return A.bool_attr(True)

    def false_attr(self, c: list) -> A.Attribute:
        return A.bool_attr(False)

    def unit_attr(self, c: list) -> A.Attribute:
        return A.UNIT

    def string_attr(self, c: list) -> A.Attribute:
        return A.StringAttr(unescape(c[0][1]), c[1])

    def array_attr(self, c: list) -> A.Attribute:
        return A.ArrayAttr(tuple(x for x in c if x is not None))

    def dense_array_values(self, c: list) -> list:
        return c

    def dense_array_attr(self, c: list) -> A.Attribute:
        et = c[0]
        vals = []
        for tok in c[1] or ():
            vals.append(self._scalar(tok, et))
        return A.DenseArrayAttr(et, tuple(vals))

    def _scalar(self, tok, et: T.Type):
        kind, text = tok[0], tok[1]
        if kind == "TRUE":
            return 1 if not isinstance(et, T.FloatType) else 1.0
        if kind == "FALSE":
            return 0 if not isinstance(et, T.FloatType) else 0.0
        if isinstance(et, T.FloatType):
            if "0x" in text:
                return A.float_from_bits(int(text, 16), et)
            return A.round_to_type(float(text), et)
        if kind == "FLOAT":
            raise self.error("expected integer elements, but parsed floating-point", tok[2])
        v = int(text, 16) if "0x" in text else int(text)
        return A.IntegerAttr.get(v, et).value if isinstance(et, T.IntegerType) else v

    def dense_list(self, c: list) -> list:
        return [x for x in c if x is not None]

    def dense_complex(self, c: list) -> tuple:
        return ("complex", c[0], c[1])

    # ---- dense literals: mlir-opt-19's shape checks, at its locations --------------------
    def next_token_pos(self, pos: int) -> int:
        """The start of the next token from `pos` (whitespace and `//` comments skipped)."""
        text = self.text
        while pos < len(text):
            if text[pos] in " \t\r\n":
                pos += 1
            elif text.startswith("//", pos):
                end = text.find("\n", pos)
                pos = len(text) if end < 0 else end
            else:
                break
        return pos

    def _elem_end(self, x) -> int | None:
        """Where a dense literal element ends in the text (None for `[]`: no token to go by)."""
        if isinstance(x, list):
            if not x:
                return None
            end = self._elem_end(x[-1])
            if end is None:
                return None
            end = self.next_token_pos(end)
            return end + 1 if self.text.startswith("]", end) else None
        if isinstance(x, tuple) and x[0] == "complex":
            end = self.next_token_pos(x[2][2] + len(x[2][1]))
            return end + 1 if self.text.startswith(")", end) else None
        return x[2] + len(x[1])

    def _literal_shape(self, body) -> list[int]:
        """TensorLiteralParser's shape of a nested list, with its consistency check."""
        if not isinstance(body, list):
            return []
        first = None
        for x in body:
            dims = self._literal_shape(x)
            if first is None:
                first = dims if isinstance(x, list) else None
                scalar = not isinstance(x, list)
            if (not isinstance(x, list)) != scalar or (isinstance(x, list) and dims != first):
                end = self._elem_end(x)
                if end is None:
                    return [len(body)] + (first or [])  # cannot locate it: let it be
                raise self.error("tensor literal is invalid; ranks are not consistent "
                                 "between elements", self.next_token_pos(end))
        return [len(body)] + (first or [])

    def _type_end(self, colon: int) -> int:
        """The token after the type that follows the `:` at `colon`."""
        text, pos, depth = self.text, self.next_token_pos(colon + 1), 0
        while pos < len(text):
            ch = text[pos]
            if ch in "<([{":
                depth += 1
            elif ch in ">)]}":
                if depth == 0:
                    break
                depth -= 1
            elif depth == 0 and ch in " \t\r\n,=":
                break
            pos += 1
        return self.next_token_pos(pos)

    def _check_dense_shape(self, body, type: T.Type) -> None:
        end = self._elem_end(body) if body is not None else None
        if end is None:  # `dense<>`, `dense<[]>`: the type's dimension list places the `:`
            self._check_empty_dense(body, type)
            return
        dims = self._literal_shape(body)  # the literal is checked before its type
        colon = self.next_token_pos(end)
        colon = self.next_token_pos(colon + 1) if self.text.startswith(">", colon) else colon
        if not self.text.startswith(":", colon):
            return
        shape = getattr(type, "shape", None)
        if not isinstance(type, (T.TensorType, T.VectorType, T.MemRefType)) or shape is None:
            raise self.error("elements literal must be a shaped type", self._type_end(colon))
        if any(d == T.DYNAMIC for d in shape):
            raise self.error("elements literal type must have static shape",
                             self._type_end(colon))
        if not isinstance(body, list):
            return  # a splat
        if list(shape) != dims:
            raise self.error(f"inferred shape of elements literal ([{', '.join(map(str, dims))}]) "
                             f"does not match type ([{', '.join(map(str, shape))}])", colon)

    def _check_empty_dense(self, body, type: T.Type) -> None:
        shape = getattr(type, "shape", None)
        if not shape or self.last_dims < 0 or any(d == T.DYNAMIC for d in shape) or \
                not isinstance(type, (T.TensorType, T.VectorType)):
            return
        colon = self.text.rfind(":", max(0, self.last_dims - 200), self.last_dims)
        if colon < 0 or any(ch in self.text[colon + 1:self.last_dims] for ch in ">,}=:"):
            return
        count = 1
        for d in shape:
            count *= d
        if body is None:
            if count:
                raise self.error(f"parsed zero elements, but type ('{type}') expected at "
                                 "least 1", colon)
            return
        dims = self._literal_shape(body)
        if list(shape) != dims:
            raise self.error(f"inferred shape of elements literal ([{', '.join(map(str, dims))}]) "
                             f"does not match type ([{', '.join(map(str, shape))}])", colon)

    def dense_attr(self, c: list) -> A.Attribute:
        body, type = c[0], c[1]
        if type is None:
            raise self.error("expected ':'", 0)
        self._check_dense_shape(body, type)
        et = T.element_type_of(type)

        def conv(x):
            if isinstance(x, list):
                return [conv(y) for y in x]
            if isinstance(x, tuple) and x[0] == "complex":
                return (self._scalar(x[1], et.element_type), self._scalar(x[2], et.element_type))
            if x[0] == "STRING":
                return unescape(x[1])
            return self._scalar(x, et)
        if body is None:
            return A.DenseElementsAttr([], type)
        if isinstance(body, list):
            return A.dense_elements(conv(body), type)
        if body[0] == "STRING" and body[1].startswith('"0x') and \
                isinstance(et, (T.IntegerType, T.IndexType, T.FloatType)):
            try:
                return A.dense_from_hex(bytes.fromhex(body[1][3:-1]), type)
            except ValueError:
                raise self.error("elements hex data size is invalid for provided type",
                                 body[2]) from None
        return A.DenseElementsAttr(conv(body), type, splat=True)

    def dense_resource_attr(self, c: list) -> A.Attribute:
        return A.DenseResourceAttr(c[0][1], c[1])

    def attr_entry(self, c: list) -> tuple:
        key = c[0][1]
        if c[0][0] == "STRING":
            key = unescape(key)
        return (key, c[1] if c[1] is not None else A.UNIT)

    def attr_dict(self, c: list) -> A.DictionaryAttr:
        d: dict = {}
        for x in c:
            if x is not None:
                if x[0] in d:
                    raise self.error(f"duplicate key '{x[0]}' in dictionary attribute", 0)
                d[x[0]] = x[1]
        return A.DictionaryAttr.get(d)

    def dict_attr(self, c: list) -> A.Attribute:
        return c[0]

    def symbol_ref(self, c: list) -> A.SymbolRefAttr:
        if c[0][0] == "SYMBOL_PATH":  # `@a::@b` as one token (plain names only)
            names = [part[1:] for part in c[0][1].split("::")]
            return A.SymbolRefAttr(names[0], tuple(names[1:]))
        names = [symbol_name(t[1]) for t in c]
        return A.SymbolRefAttr(names[0], tuple(names[1:]))

    def type_attr(self, c: list) -> A.Attribute:
        return A.TypeAttr(c[0])

    def strided_attr(self, c: list) -> A.Attribute:
        def v(t):
            return T.DYNAMIC if t[1] == "?" else int(t[1])
        strides = tuple(v(t) for t in c[:-1] if t is not None)
        off = c[-1]
        return A.StridedLayoutAttr(strides, 0 if off is None else v(off))

    def hash_attr(self, c: list) -> A.Attribute:
        tok = c[0]
        name = tok[1]
        body = c[1] if len(c) > 1 else None
        if body is None and name in self.attr_aliases:
            return self.attr_aliases[name]
        handler = DIALECT_ATTRS.get(name[1:])
        if handler is None:
            load_dialect(name[1:].split(".", 1)[0])
            handler = DIALECT_ATTRS.get(name[1:])
        if handler is not None:
            return handler(self, body, tok)
        if "." not in name and body is None:
            raise self.error(f"undefined symbol alias id '{name[1:]}'", tok[2])
        dialect = name[1:].split(".", 1)[0]
        text = name + (f"<{self._expand_aliases(body[1])}>" if body else "")
        if dialect in _REGISTERED_DIALECTS or not self.allow_unregistered:
            if dialect in _REGISTERED_DIALECTS:
                return A.OpaqueAttr(text)
            raise self.error(f"dialect '{dialect}' is unknown", tok[2])
        return A.OpaqueAttr(text)

    def _expand_aliases(self, body: str) -> str:
        """An attribute kept as text names other attributes by their aliases (`unroll =
        #unroll`): those are written out, so that the printed text needs no definition that the
        output may not have. String literals are left alone."""
        if "#" not in body or not self.attr_aliases:
            return body
        aliases = self.attr_aliases

        def expand(m) -> str:
            if m.group(0).startswith('"'):
                return m.group(0)
            attr = aliases.get("#" + m.group(1))
            return m.group(0) if attr is None else str(attr)
        return _ALIAS_REF.sub(expand, body)

    def loc_attr(self, c: list) -> A.Attribute:
        return A.LocationAttr(c[0])

    # ---- affine maps ----------------------------------------------------------------
    def affine_dims(self, c: list) -> list:
        return [t for t in c if t is not None]

    affine_syms = affine_dims

    def affine_map(self, c: list) -> AF.AffineMap:
        dims, syms = c[0], c[1] or []
        names: dict[str, AF.AffineExpr] = {t[1]: AF.Dim(i) for i, t in enumerate(dims)}
        names.update({t[1]: AF.Sym(i) for i, t in enumerate(syms)})
        results = tuple(e(names) for e in c[2:] if e is not None)
        return AF.AffineMap(len(dims), len(syms), results)

    def affine_map_attr(self, c: list) -> A.Attribute:
        return AF.AffineMapAttr(c[0])

    def integer_set(self, c: list) -> AF.IntegerSet:
        dims, syms = c[0], c[1] or []
        names: dict[str, AF.AffineExpr] = {t[1]: AF.Dim(i) for i, t in enumerate(dims)}
        names.update({t[1]: AF.Sym(i) for i, t in enumerate(syms)})
        cons = [f(names) for f in c[2:] if f is not None]
        return AF.IntegerSet(len(dims), len(syms), tuple(e for e, _ in cons),
                             tuple(eq for _, eq in cons))

    def affine_set_attr(self, c: list) -> A.Attribute:
        return AF.IntegerSetAttr(c[0])

    def affine_ge(self, c: list):
        a, b = c
        return lambda n: (AF.simplify_add(a(n), AF.simplify_mul(b(n), AF.Const(-1))), False)

    def affine_le(self, c: list):
        a, b = c
        return lambda n: (AF.simplify_add(b(n), AF.simplify_mul(a(n), AF.Const(-1))), False)

    def affine_eq(self, c: list):
        a, b = c
        return lambda n: (AF.simplify_add(a(n), AF.simplify_mul(b(n), AF.Const(-1))), True)

    def affine_id(self, c: list):
        tok = c[0]

        def get(names):
            if tok[1] not in names:
                raise self.error(f"use of undeclared identifier '{tok[1]}'", tok[2])
            return names[tok[1]]
        return get

    def affine_const(self, c: list):
        v = int(c[0][1])
        return lambda names: AF.Const(v)

    def affine_neg(self, c: list):
        f = c[1]
        return lambda names: AF.simplify_mul(f(names), AF.Const(-1))

    def affine_add(self, c: list):
        a, b = c
        return lambda n: AF.simplify_add(a(n), b(n))

    def affine_sub(self, c: list):
        a, b = c[0], c[2]
        return lambda n: AF.simplify_add(a(n), AF.simplify_mul(b(n), AF.Const(-1)))

    def affine_mul(self, c: list):
        a, b = c
        return lambda n: AF.simplify_mul(a(n), b(n))

    def affine_floordiv(self, c: list):
        a, b = c
        return lambda n: AF.simplify_div("floordiv", a(n), b(n))

    def affine_ceildiv(self, c: list):
        a, b = c
        return lambda n: AF.simplify_div("ceildiv", a(n), b(n))

    def affine_mod(self, c: list):
        a, b = c
        return lambda n: AF.simplify_div("mod", a(n), b(n))

    # ---- locations ------------------------------------------------------------------
    def loc_file_line_col(self, c: list):
        return FileLineColLoc(unescape(c[0][1]), int(c[1][1]), int(c[2][1]))

    def loc_name(self, c: list):
        return NameLoc(unescape(c[0][1]), c[1])

    def loc_unknown(self, c: list):
        return UNKNOWN_LOC

    def loc_fused(self, c: list):
        meta = c[0]
        locs = tuple(x for x in c[1:] if x is not None)
        return FusedLoc(locs, meta)

    def loc_callsite(self, c: list):
        return CallSiteLoc(c[0], c[1])

    def loc_alias(self, c: list):
        tok = c[0]
        attr = self.attr_aliases.get(tok[1])
        if attr is None:
            raise self.error(f"undefined symbol alias id '{tok[1][1:]}'", tok[2])
        return attr.loc if isinstance(attr, A.LocationAttr) else UNKNOWN_LOC


def _is_identity(m: AF.AffineMap, shape) -> bool:
    return (m.num_syms == 0 and len(m.results) == m.num_dims and
            all(r == AF.Dim(i) for i, r in enumerate(m.results)))


_SSA_IN_PARENS = re.compile(r"%[A-Za-z0-9_$.\-]+(?:#[0-9]+)?")

# Values of macro tokens (attributes are immutable, so one value serves every parse).
_FRAGMENTS: dict[tuple, Any] = {}

_REGISTERED_DIALECTS = frozenset(DIALECTS)
_SEGMENT_PROPS = frozenset({"operandSegmentSizes", "resultSegmentSizes"})
# The dialects mlir-opt-19 registers, as its "Dialect ... not found" note lists them.
MLIR_OPT_DIALECTS = (
    "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async",
    "bufferization", "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl",
    "linalg", "llvm", "math", "memref", "mesh", "ml_program", "mpi", "nvgpu", "nvvm", "omp",
    "pdl", "pdl_interp", "polynomial", "ptr", "quant", "rocdl", "scf", "shape", "sparse_tensor",
    "spirv", "tensor", "test", "test_dyn", "tosa", "transform", "ub", "vector", "x86vector",
    "xegpu")

_INT_TYPES = {f"i{w}": T.IntegerType.get(w) for w in (1, 8, 16, 32, 64)}


def _flatten(c) -> list:
    out = []
    for x in c:
        if isinstance(x, tuple) and len(x) == 3 and isinstance(x[0], str):
            out.append(x)
        elif isinstance(x, tuple) and len(x) == 2 and isinstance(x[0], list):
            out.extend(x[0])
        elif isinstance(x, list):
            out.extend(_flatten(x))
    return out


def _body_text(text: str, toks: list) -> str:
    if not toks:
        return ""
    start = toks[0][2]
    end = toks[-1][2] + len(toks[-1][1])
    # the body is delimited by brackets that the token list omits: widen to them
    lo = text.rfind("<", 0, start)
    depth = 0
    i = lo
    while i < len(text):
        ch = text[i]
        if ch == "<":
            depth += 1
        elif ch == ">" and text[i - 1] != "-":
            depth -= 1
            if depth == 0:
                return text[lo + 1:i]
        i += 1
    return text[start:end]


def _clip(text: str) -> str:
    return text if len(text) < 40 else text[:37] + "..."


_DESCRIBE = {"SSA_ID": "SSA value", "BARE_ID": "identifier", "INT": "integer", "FLOAT": "float",
             "STRING": "string", "SYMBOL": "symbol", "BLOCK_ID": "block name",
             "HASH_ID": "attribute alias", "BANG_ID": "type"}


def _describe(term: str, tables) -> str:
    if term in _DESCRIBE:
        return _DESCRIBE[term]
    for text, name in tables.terminals.items():
        if name == term:
            return f"'{text}'"
    return term
