"""A reader and printer for LLVM IR text, as llvmlite prints a module (and the cpu device writes).

`parse_module(text)` tokenizes the text (a hand-written lexer: names `%x`, `@"q"`, `!0`, `#0`,
strings, `c"..."`, labels `bb1:`, punctuation, words; comments dropped) and groups the tokens
into a `Module`: top-level `Line`s (globals, declarations, metadata, attribute groups, target
lines) and `Function`s, whose body is a list of `Block`s of instruction `Line`s. A line keeps,
per token, whether whitespace came before it, so an unchanged line prints back as it was read.
Metadata, attribute groups and debug records stay plain token lists: the cpu device rewrites
instructions, not them.

Everything is structural: a line's result (`%x = ...`), its opcode, its operands cut at
top-level commas (brackets nest), a call's callee, a function's parameters. `parse_body(text)`
reads a function body (labels and instructions) on its own; `text(...)` prints any part.
"""
from __future__ import annotations

from dataclasses import dataclass, field

OPEN = "([{<"
CLOSE = ")]}>"
PUNCT = frozenset("()[]{}<>,=*")
# characters that end a word (a keyword, type, number or unquoted name)
STOP = frozenset(" \t\r\n\"';:") | PUNCT
SIGILS = "%@!#$"


class LLVMTextError(ValueError):
    """The text is not LLVM IR this reader understands (with the line number)."""


def tokenize(text: str) -> list[tuple[list[str], list[bool]]]:
    """The text's non-empty lines, each as (tokens, whitespace before each token)."""
    lines: list[tuple[list[str], list[bool]]] = []
    toks: list[str] = []
    sp: list[bool] = []
    gap = False
    i, n = 0, len(text)
    while i < n:
        ch = text[i]
        if ch == "\n":
            if toks:
                lines.append((toks, sp))
                toks, sp = [], []
            gap = False
            i += 1
            continue
        if ch in " \t\r":
            gap = True
            i += 1
            continue
        if ch == ";":  # a comment, to the end of the line
            j = text.find("\n", i)
            i = n if j < 0 else j
            continue
        start = i
        if ch == '"' or (ch in SIGILS and i + 1 < n and text[i + 1] == '"'):
            q = i + (ch != '"')
            j = text.find('"', q + 1)
            if j < 0:
                raise LLVMTextError(f"line {text.count(chr(10), 0, i) + 1}: unterminated string")
            i = j + 1
            if i < n and text[i] == ":":  # a quoted label
                i += 1
        elif ch in PUNCT:
            i += 1
        else:
            i += 1
            while i < n and text[i] not in STOP:
                i += 1
            if i < n and text[i] == '"' and text[start:i] == "c":  # c"..." (bytes)
                j = text.find('"', i + 1)
                if j < 0:
                    raise LLVMTextError(f"line {text.count(chr(10), 0, i) + 1}: unterminated "
                                        "string")
                i = j + 1
            elif i < n and text[i] == ":":  # a label (or a metadata field name)
                i += 1
        toks.append(text[start:i])
        sp.append(gap)
        gap = False
    if toks:
        lines.append((toks, sp))
    return lines


def spaced(toks: list[str]) -> list[bool]:
    """Whitespace before each of new tokens, as LLVM prints them."""
    out = []
    prev = ""
    for t in toks:
        out.append(bool(prev) and t not in (",", ")", "]") and prev not in ("(", "[")
                   and not (t == "(" and prev not in (",", "=", "x"))
                   and not (t == ">" and prev.endswith("*")))
        prev = t
    return out


def join(toks: list[str], sp: list[bool]) -> str:
    return "".join((" " + t if s else t) for t, s in zip(toks, sp, strict=True)).lstrip(" ")


def closing(toks: list[str], i: int) -> int:
    """The index of the bracket closing the one at `i` (len(toks) when none does)."""
    depth = 0
    for j in range(i, len(toks)):
        t = toks[j]
        if t in OPEN:
            depth += 1
        elif t in CLOSE:
            depth -= 1
            if depth == 0:
                return j
    return len(toks)


def split_top(toks: list[str], lo: int = 0, hi: int | None = None) -> list[tuple[int, int]]:
    """The spans of toks[lo:hi] between its top-level commas."""
    hi = len(toks) if hi is None else hi
    out, depth, start = [], 0, lo
    for j in range(lo, hi):
        t = toks[j]
        if t in OPEN:
            depth += 1
        elif t in CLOSE:
            depth -= 1
        elif t == "," and depth == 0:
            out.append((start, j))
            start = j + 1
    if start < hi or out:
        out.append((start, hi))
    return out


def type_end(toks: list[str], i: int) -> int:
    """The index after the type starting at toks[i] (`[4 x [4 x float]]`, `{ i32 }`, `ptr`)."""
    if i < len(toks) and toks[i] in OPEN:
        return closing(toks, i) + 1
    return i + 1


def is_local(tok: str) -> bool:
    return tok.startswith("%")


def local_name(tok: str) -> str:
    """`%x` -> `x`, `%"a b"` -> `"a b"` (the form the cpu device keys values by)."""
    return tok[1:]


@dataclass
class Line:
    """One line of tokens: an instruction, a label, a global, a declaration, metadata..."""
    toks: list[str]
    sp: list[bool]

    @classmethod
    def of(cls, text: str) -> Line:
        lines = tokenize(text)
        if len(lines) != 1:
            raise LLVMTextError(f"expected one line of LLVM IR, got {len(lines)}: {text!r}")
        return cls(*lines[0])

    @classmethod
    def new(cls, toks: list[str]) -> Line:
        return cls(list(toks), spaced(toks))

    def text(self) -> str:
        return join(self.toks, self.sp)

    def span(self, lo: int, hi: int) -> str:
        """The text of toks[lo:hi]."""
        return join(self.toks[lo:hi], [False] + self.sp[lo + 1:hi]) if hi > lo else ""

    def replace(self, lo: int, hi: int, toks: list[str]) -> None:
        """toks[lo:hi] = toks, the first taking the replaced one's leading whitespace."""
        lead = self.sp[lo] if lo < len(self.sp) else True
        sp = spaced(toks)
        if sp:
            sp[0] = lead
        self.toks[lo:hi] = toks
        self.sp[lo:hi] = sp

    @property
    def result(self) -> str | None:
        """`%x` of `%x = ...`; None for a line defining nothing."""
        t = self.toks
        return t[0] if len(t) > 2 and t[1] == "=" and t[0][0] in "%@!$" else None

    @property
    def label(self) -> str | None:
        """`bb1` of the label line `bb1:`."""
        t = self.toks
        return t[0][:-1] if len(t) == 1 and t[0].endswith(":") else None

    def op_index(self) -> int:
        """The index of the opcode (after `%x =` and `tail`/`musttail`/`notail`)."""
        i = 2 if self.result is not None else 0
        while i < len(self.toks) and self.toks[i] in ("tail", "musttail", "notail"):
            i += 1
        return i

    @property
    def opcode(self) -> str:
        i = self.op_index()
        return self.toks[i] if i < len(self.toks) else ""

    def callee(self) -> int | None:
        """The index of a call's callee (`@f` of `call i32 @f(...)`); None for another line."""
        i = self.op_index()
        if i >= len(self.toks) or self.toks[i] != "call":
            return None
        for j in range(i + 1, len(self.toks) - 1):
            if self.toks[j + 1] == "(" and self.toks[j][0] in "@%":
                return j
        return None

    def callee_name(self) -> str | None:
        j = self.callee()
        return self.toks[j] if j is not None else None

    def call_args(self) -> list[tuple[int, int]]:
        """The spans of a call's arguments."""
        j = self.callee()
        if j is None:
            return []
        end = closing(self.toks, j + 1)
        return [s for s in split_top(self.toks, j + 2, end) if s[1] > s[0]]

    def operands(self) -> list[tuple[int, int]]:
        """The spans of the operands after the opcode, cut at top-level commas."""
        return split_top(self.toks, self.op_index() + 1)

    def locals(self, start: int = 0) -> list[str]:
        """The local names (`%x`) among toks[start:]."""
        return [t for t in self.toks[start:] if t[0] == "%"]

    def labels_used(self) -> list[str]:
        """The blocks a terminator names (`label %bb1`), without the `%`."""
        t = self.toks
        return [t[j + 1][1:] for j in range(len(t) - 1) if t[j] == "label" and t[j + 1][0] == "%"]


@dataclass
class Block:
    label: str | None
    insts: list[Line] = field(default_factory=list)

    def text(self) -> str:
        head = f"{self.label}:\n" if self.label is not None else ""
        return head + "".join("  " + ins.text() + "\n" for ins in self.insts)


@dataclass
class Function:
    """`define ... {` (its tokens up to the brace), the blocks, `}`."""
    head: Line
    blocks: list[Block]

    @property
    def name(self) -> str:
        return self.head.toks[self.name_index()][1:]

    def name_index(self) -> int:
        t = self.head.toks
        for j in range(len(t) - 1):
            if t[j][0] == "@" and t[j + 1] == "(":
                return j
        raise LLVMTextError("a function header without a name: " + self.head.text())

    def params_span(self) -> tuple[int, int]:
        """The indices of the parentheses around the parameters."""
        lo = self.name_index() + 1
        return lo, closing(self.head.toks, lo)

    def params(self) -> list[tuple[str, str]]:
        """(type, name) of each parameter; the name is its last token."""
        lo, hi = self.params_span()
        h = self.head
        return [(h.span(a, type_end(h.toks, a)), h.toks[b - 1])
                for a, b in split_top(h.toks, lo + 1, hi) if b > a]

    def body_text(self) -> str:
        return "".join(b.text() for b in self.blocks)

    def text(self) -> str:
        return self.head.text() + " {\n" + self.body_text() + "}\n"


@dataclass
class Module:
    """Top-level lines and functions, in their order (a `str` item: text printed as it is)."""
    items: list[Line | Function | str]

    def functions(self) -> list[Function]:
        return [x for x in self.items if isinstance(x, Function)]

    def function(self, name: str) -> Function | None:
        for x in self.items:
            if isinstance(x, Function) and x.name == name:
                return x
        return None

    def lines(self) -> list[Line]:
        return [x for x in self.items if isinstance(x, Line)]

    def text(self) -> str:
        return "".join(x if isinstance(x, str) else x.text() if isinstance(x, Function)
                       else x.text() + "\n" for x in self.items)


def _blocks(lines: list[tuple[list[str], list[bool]]]) -> list[Block]:
    blocks: list[Block] = []
    for toks, sp in lines:
        line = Line(toks, sp)
        lab = line.label
        if lab is not None:
            blocks.append(Block(lab))
        else:
            if not blocks:
                blocks.append(Block(None))
            blocks[-1].insts.append(line)
    return blocks


def parse_body(text: str) -> list[Block]:
    """A function body (what is between its braces) as blocks."""
    return _blocks(tokenize(text))


def parse_module(text: str) -> Module:
    lines = tokenize(text)
    items: list[Line | Function] = []
    i = 0
    while i < len(lines):
        toks, sp = lines[i]
        if toks[0] != "define":
            items.append(Line(toks, sp))
            i += 1
            continue
        if toks[-1] != "{":
            raise LLVMTextError(f"a function header not ending in '{{': {join(toks, sp)}")
        j = i + 1
        while j < len(lines) and lines[j][0] != ["}"]:
            j += 1
        if j == len(lines):
            raise LLVMTextError(f"a function without its closing '}}': {join(toks, sp)}")
        items.append(Function(Line(toks[:-1], sp[:-1]), _blocks(lines[i + 1:j])))
        i = j + 1
    return Module(items)
