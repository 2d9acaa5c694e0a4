"""LALR(1) tables from Lark, cached on disk, and the loop that runs them over our tokens.

Lark analyses the grammar (grammar/*.lark plus the rules generated from op formats) and
builds the LALR(1) parse table; that happens once per grammar version and the result is
stored with `marshal`, so a normal run neither imports Lark nor rebuilds anything. The
parse loop below is Lark's LALR algorithm specialised for speed: tokens are tuples, and
reductions call the transformer's methods directly with the children Lark would keep.
"""
from __future__ import annotations

import contextlib
import marshal
import os


class Tables:
    """A grammar compiled for the parse loop:
    states        action >= 0: shift to that state; < 0: reduce rule ~action
    gotos         nonterminal transitions
    rules         (origin, callback, length, plan, append_none, expand1, inline)
    start_states, end_states
    terminals     literal text -> terminal name
    rule_names
    kept          terminals some rule keeps (the others are never read)
    op_corner     nonterminals an `operation` can begin with
    """

    def __init__(self, states: list[dict[str, int]], gotos: list[dict[str, int]],
                 rules: list[tuple], start_states: dict[str, int], end_states: dict[str, int],
                 terminals: dict[str, str], rule_names: list[str], kept: list[str],
                 op_corner: list[str]) -> None:
        self.states = states
        self.gotos = gotos
        self.rules = rules
        self.start_states = start_states
        self.end_states = end_states
        self.terminals = terminals
        self.rule_names = rule_names
        self.kept = kept
        self.op_corner = op_corner
        self._op_entries: frozenset | None = None

    @property
    def op_entries(self) -> frozenset:
        """The states reached by shifting the first token of an op (where `operation`
        begins); computed when first asked for, and kept in the table cache."""
        if self._op_entries is None:
            states = self.states  # built tables: every row is decoded already
            self._op_entries = frozenset(
                a for s, g in enumerate(self.gotos) if "operation" in g
                for t, a in states[s].items() if a >= 0 and t not in _NOT_OP_START)
        return self._op_entries


class _LazyRows(dict):
    """A table's rows (state number -> {symbol: action}), each decoded from its marshal blob
    when first looked up: a start unmarshals only the rows its input reaches, not all of them
    (a lookup of a decoded row is a plain dict lookup)."""

    __slots__ = ("blobs", "names")

    def __init__(self, blobs: list, names: tuple) -> None:
        super().__init__()
        self.blobs = blobs
        self.names = names

    def __missing__(self, state: int) -> dict:
        keys, acts = marshal.loads(self.blobs[state])
        names = self.names
        row = self[state] = dict(zip([names[k] for k in keys], acts, strict=True))
        return row

    def __len__(self) -> int:
        return len(self.blobs)


def _pack_rows(rows: list) -> tuple:
    """(symbol names, one blob per row) for _LazyRows."""
    names = sorted({k for row in rows for k in row})
    index = {n: i for i, n in enumerate(names)}
    return tuple(names), [marshal.dumps((tuple(index[k] for k in row), tuple(row.values())))
                          for row in rows]


class Syntax:
    """What a parse needs besides the text: the tables, the lexer (and a copy of it without
    macro tokens, for the text of a macro token), and where the dialect modules are that define
    each op and each hand-written rule, for importing them on first use. Built once per
    process (gpuopt.parser.syntax()) and handed to each Builder."""

    __slots__ = ("tables", "lexer", "op_modules", "rule_modules", "_plain")

    def __init__(self, tables: Tables, lexer, op_modules: dict[str, str],
                 rule_modules: dict[str, str]) -> None:
        self.tables = tables
        self.lexer = lexer
        self.op_modules = op_modules
        self.rule_modules = rule_modules
        self._plain = None

    @property
    def plain_lexer(self):
        """The lexer without macro tokens (its expression is compiled when first needed)."""
        if self._plain is None:
            self._plain = self.lexer.without_macros()
        return self._plain


def _cache_dir() -> str:
    here = os.path.dirname(os.path.abspath(__file__))
    if os.access(here, os.W_OK):
        return here
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return os.path.join(base, "gpuopt")


def load_cached(key: str, build):
    """`(Tables, extras)` stored under `key`, or `build()`'s result, stored for next time."""
    path = os.path.join(_cache_dir(), f"_lalr_{key[:16]}.marshal")
    try:
        with open(path, "rb") as f:
            # loads(read()) is ~10x faster than load(f), which reads the file piecemeal
            data = marshal.loads(f.read())
        (names, blobs), (gnames, gblobs), rest, op_entries = data[0]
        tables = Tables(_LazyRows(blobs, names), _LazyRows(gblobs, gnames), *rest)
        tables._op_entries = op_entries
        return tables, data[1]
    except (OSError, EOFError, ValueError, TypeError, IndexError):
        pass
    tables, extras = build()
    _store(path, tables, extras)
    return tables, extras


def _store(path: str, tables: Tables, extras: dict) -> None:
    import tempfile
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        for old in os.listdir(os.path.dirname(path)):
            if old.startswith("_lalr_") and old.endswith(".marshal"):
                with contextlib.suppress(OSError):
                    os.unlink(os.path.join(os.path.dirname(path), old))
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
        with os.fdopen(fd, "wb") as f:
            marshal.dump(((_pack_rows(tables.states), _pack_rows(tables.gotos),
                           (tables.rules, tables.start_states, tables.end_states,
                            tables.terminals, tables.rule_names, tables.kept, tables.op_corner),
                           tables.op_entries),
                          extras), f)
        os.replace(tmp, path)
    except OSError:
        pass  # a read-only install still works, it just rebuilds each run


def build_tables(grammar_text: str, starts: tuple[str, ...]) -> Tables:
    """Run Lark's LALR analysis and flatten the result into plain data."""
    import lark
    from lark.grammar import Terminal
    from lark.lexer import Lexer, PatternStr

    class _External(Lexer):  # tokens come from gpuopt.parser.lexer, never from Lark
        def __init__(self, conf):
            pass

        def lex(self, *args):  # pragma: no cover - never called
            raise NotImplementedError

    parser = lark.Lark(grammar_text, parser="lalr", lexer=_External, start=list(starts),
                       maybe_placeholders=True, keep_all_tokens=False)
    table = parser.parser.parser.parser.parse_table
    rules = list(parser.rules)
    rule_index = {r: i for i, r in enumerate(rules)}
    states: list[dict[str, int]] = []
    gotos: list[dict[str, int]] = []
    ids = {s: i for i, s in enumerate(table.states)}
    for s in table.states:
        acts: dict[str, int] = {}
        gos: dict[str, int] = {}
        for sym, (action, arg) in table.states[s].items():
            if action.name == "Shift":
                if sym.isupper() or sym.startswith("$"):
                    acts[str(sym)] = ids[arg]
                else:
                    gos[str(sym)] = ids[arg]
            else:
                acts[str(sym)] = ~rule_index[arg]
        states.append(acts)
        gotos.append(gos)
    out_rules = []
    for r in rules:
        empty = r.options.empty_indices
        if empty:
            s = "".join(str(int(b)) for b in empty)
            nones = [len(ones) for ones in s.split("0")]
        else:
            nones = [0] * (len(r.expansion) + 1)
        plan = []
        pending = 0
        for i, sym in enumerate(r.expansion):
            pending += nones[i]
            if not (isinstance(sym, Terminal) and sym.filter_out):
                plan.append((i, (not sym.is_term) and sym.name.startswith("_"), pending))
                pending = 0
        pending += nones[len(r.expansion)]
        callback = str(r.alias or r.origin.name)
        out_rules.append((str(r.origin.name), callback, len(r.expansion), tuple(plan), pending,
                          bool(r.options.expand1) and not r.alias,
                          r.origin.name.startswith("_")))
    terminals = {str(t.pattern.value): str(t.name) for t in parser.terminals
                 if isinstance(t.pattern, PatternStr)}
    corner: set[str] = set()
    todo = ["operation"]
    while todo:
        origin = todo.pop()
        for r in rules:
            first = r.expansion[0] if r.expansion else None
            if str(r.origin.name) == origin and first is not None and not first.is_term \
                    and str(first.name) not in corner:
                corner.add(str(first.name))
                todo.append(str(first.name))
    return Tables(states, gotos, out_rules,
                  {str(k): ids[v] for k, v in table.start_states.items()},
                  {str(k): ids[v] for k, v in table.end_states.items()}, terminals,
                  [str(r.origin.name) for r in rules],
                  sorted({str(sym.name) for r in rules for sym in r.expansion
                          if isinstance(sym, Terminal) and not sym.filter_out}),
                  sorted(corner))


def split(lexer, text: str, base: int) -> list:
    """The plain tokens of a macro token's text (offsets into the whole input)."""
    out = []
    for m in lexer.plain_regex.finditer(text):
        ttype = token_type(lexer, m)
        if ttype == "$END":
            break
        lexeme = m.group(m.lastgroup)
        out.append((ttype, lexeme, base + m.end() - len(lexeme)))
    return out


def token_type(lexer, m) -> str:
    """The terminal of one match of the lexer's regular expression (as the parse loop
    names it before any macro splitting or retyping)."""
    kind = m.lastgroup
    if kind == "PUNCT":
        return lexer.punct_names[m.group(kind)]
    if kind in ("WORD", "BANG_ID"):
        return lexer.words.get(m.group(kind), "BARE_ID" if kind == "WORD" else kind)
    return {"HEX": "INT", "BAD": "$BAD", "EOF": "$END"}.get(kind, kind)


def ends_op(tables: Tables, stack: list, ttype: str) -> bool:
    """Whether the parser, holding `stack` (states, the current one last) inside an op,
    finishes that op when `ttype` comes next: it reduces `operation` before shifting
    anything. False when it would shift (the op goes on) or reject the token."""
    states, gotos, rules = tables.states, tables.gotos, tables.rules
    stack = list(stack)
    while True:
        action = states[stack[-1]].get(ttype)
        if action is None or action >= 0:
            return False
        origin, _, length = rules[~action][:3]
        if origin == "operation":
            return True
        if length:
            del stack[-length:]
        stack.append(gotos[stack[-1]][origin])


def _shape(children: list, kind: int, fn, idx, plan, append_none: int):
    """Lark's child filter (placeholders, inlined `_rules`), then the rule's callback."""
    kept: list = []
    for i, to_expand, add_none in plan:
        if add_none:
            kept += [None] * add_none
        if to_expand:
            if kept:
                kept += children[i]
            else:  # reuse the inlined rule's list: repetitions grow it in place (as Lark does)
                kept = children[i]
        else:
            kept.append(children[i])
    if append_none:
        kept += [None] * append_none
    if kind == 2:  # an inlined `_rule`: its children go to the parent
        return kept
    if kind == 3 and len(kept) == 1:  # `?rule` with one child
        return kept[0]
    return fn(kept) if fn is not None else kept


# Terminals that begin something other than an op where an op may begin.
_NOT_OP_START = frozenset({"RBRACE", "BLOCK_ID", "HASH_ID", "BANG_ID", "$END"})


class Reject(Exception):
    """Raised by the parse loop when a token has no action; carries what was expected."""

    def __init__(self, token: tuple, expected: list[str]) -> None:
        super().__init__(token)
        self.token = token
        self.expected = expected


def make_parse(tables: Tables, transformer: object, start: str, line_op=None):
    """A function `parse(text, lexer, probe=None)` parsing `text` into the start rule's value.

    `line_op`, the one hook for parser/lines.py, is offered the first token of every op (a
    shift into one of `tables.op_entries`): `line_op(text, pos, state, action)` answers
    `(op, end)` when it built the op of the whole line from `pos` to `end`, or None to let
    this loop parse the line token by token. `probe`, when given, receives the state stack as
    it is when the end of `text` is reached (how lines.py learns where a line leaves it)."""
    states, gotos = tables.states, tables.gotos
    start_state = tables.start_states[start]
    end_state = tables.end_states[start]
    lazy = getattr(transformer, "lazy_callback", None)
    reducers = []
    for origin, cb_name, length, plan, append_none, expand1, inline in tables.rules:
        fn = getattr(transformer, cb_name, None)
        if fn is None and lazy is not None:
            fn = lazy(cb_name)  # a handler of a dialect module not imported yet
        simple = not append_none and all(not e and not n for _, e, n in plan)
        idx = tuple(i for i, _, _ in plan)
        if simple and fn is not None and not inline and not expand1:
            # fast paths: 0 keeps every child, 1 picks children by index
            kind = 0 if idx == tuple(range(length)) else 1
        elif simple and len(idx) == 1 and expand1 and not inline:
            kind = 5  # `?rule` keeping one child: that child
        elif simple and len(idx) == 1 and inline:
            kind = 6  # an inlined rule keeping one child: a one-element list
        elif inline and not append_none and len(plan) == 2 and plan[0][1] and \
                not plan[1][1] and not plan[0][2] and not plan[1][2]:
            kind = 7  # a repetition: the list so far, plus one more child
            idx = (plan[0][0], plan[1][0])
        else:
            # 2: Lark's general child filter, then inline / expand-single / callback
            kind = 2 if inline else 3 if expand1 else 4
        reducers.append((origin, length, kind, fn, idx, plan, append_none))
    fallback = getattr(transformer, "retype", None)
    kept = frozenset(tables.kept) | {"$END", "$BAD"}
    macros = frozenset({"PAREN_SSA", "ATTR_LIT", "PROPS_LIT", "SYMBOL_PATH"})
    # An op whose line repeats one already parsed (up to SSA names) is rebuilt by `line_op`.
    op_entries = tables.op_entries if line_op is not None else frozenset()

    def parse(text: str, lexer, probe: list | None = None):
        # The lexer's regular expression runs inline here (no generator, no token objects
        # beyond one tuple each): this loop is where a round trip spends most of its time.
        # `state` is the current state; `state_stack` holds the states below it.
        # `probe`, when given, receives the state stack as it is when the end is reached.
        words, punct = lexer.words, lexer.punct_names
        state = start_state
        state_stack: list = []
        value_stack: list = []
        push_state = state_stack.append
        push_value = value_stack.append
        finditer = lexer.regex.finditer
        resume = 0
        while resume is not None:
            matches = finditer(text, resume)
            resume = None
            for m in matches:
                kind = m.lastgroup
                lexeme = m.group(kind)
                if kind == "PUNCT":
                    ttype = punct[lexeme]
                elif kind == "SSA_ID":
                    ttype = kind
                elif kind == "WORD":
                    ttype = words.get(lexeme, "BARE_ID")
                elif kind == "BANG_ID":
                    ttype = words.get(lexeme, "BANG_ID")
                elif kind == "HEX":
                    ttype = "INT"
                elif kind == "BAD":
                    ttype = "$BAD"
                elif kind == "EOF":
                    ttype = "$END"
                    if probe is not None:
                        probe += state_stack
                        probe.append(state)
                else:
                    ttype = kind
                # Punctuation and keywords that no rule keeps are shifted as None: no tuple.
                tok = (ttype, lexeme, m.end() - len(lexeme)) if ttype in kept else None
                queue = None
                while True:
                    action = states[state].get(ttype)
                    if action is None:
                        if tok is None:
                            tok = (ttype, lexeme, m.end() - len(lexeme))
                        if ttype in macros and queue is None:
                            # a macro token where the grammar wants the spelled-out tokens
                            queue = split(lexer, lexeme, tok[2])
                            tok = queue.pop(0)
                            ttype = tok[0]
                            continue
                        acts = states[state]
                        alt = fallback(tok, acts) if fallback else None
                        if alt is None or alt not in acts:
                            raise Reject(tok, sorted(acts))
                        ttype = alt
                        tok = (alt, tok[1], tok[2])
                        continue
                    if action >= 0:
                        if action in op_entries and queue is None:
                            done = line_op(text, m.end() - len(lexeme), state, action)
                            if done is not None:  # the whole line is one op, built
                                push_state(state)
                                push_value(done[0])
                                state = gotos[state]["operation"]
                                resume = done[1]
                                break
                        push_state(state)
                        state = action
                        push_value(tok)
                        if queue:
                            tok = queue.pop(0)
                            ttype = tok[0]
                            continue
                        break
                    origin, length, kind, fn, idx, plan, append_none = reducers[~action]
                    if length:
                        children = value_stack[-length:]
                        del value_stack[-length:]
                        prev = state_stack[-length]
                        del state_stack[-length:]
                    else:
                        children = []
                        prev = state
                    if kind == 0:  # keep every child, call the callback
                        value = fn(children)
                    elif kind == 1:  # pick children by index, call the callback
                        value = fn([children[i] for i in idx])
                    elif kind == 5:
                        value = children[idx[0]]
                    elif kind == 6:
                        value = [children[idx[0]]]
                    elif kind == 7:
                        value = children[idx[0]]
                        value.append(children[idx[1]])
                    else:
                        value = _shape(children, kind, fn, idx, plan, append_none)
                    push_value(value)
                    push_state(prev)
                    state = gotos[prev][origin]
                    if ttype == "$END" and state == end_state:
                        return value_stack[-1]
                if resume is not None:
                    break  # lex again from the end of the line just built
        raise AssertionError("the lexer always ends with EOF")  # pragma: no cover

    return parse
