"""Delta debugging of MLIR text: the smallest program that still fails.

reduce(text, still_fails) removes ops (a line, or a region op with its regions), function
bodies and whole functions, and dependencies from `async [...]` / `gpu.wait [...]` lists, as
long as `still_fails(candidate)` holds; chunks first (halves, quarters ... of a block's ops),
then single ops, repeated until no single step applies (1-minimal under these steps) or the
time is up. A removed op's results are replaced where they are used: a token by the first
token the op depended on (or dropped from dependency lists when it had none), any other value
by an earlier value of the same type (a function argument, a result whose type the text
states; a used constant stays); a candidate with a use left unreplaced is not tried. When the
original text parses and verifies with mlir-opt-19, every candidate must too (so a reduction
never turns a wrong result into a parse failure); set verify=False to reduce parse failures.

The reducer knows MLIR's text only as far as the generators write it: one op per line, regions
opened at the end of a line and closed by a line starting with `}`.
"""
import re
import time
from collections.abc import Callable

from tools.fuzz import common

_NAME = r"%[\w.$-]+"
_DEF = re.compile(rf"^\s*((?:{_NAME}(?::\d+)?)(?:\s*,\s*{_NAME}(?::\d+)?)*)\s*=\s*(.*)$")
_DEPS = re.compile(r"(?:async\s*|gpu\.wait\s*)\[([^\]]*)\]")


def _balance(line: str) -> int:
    s = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line.split("//", 1)[0])
    return s.count("{") - s.count("}")


def _units(lines: list[str]) -> list[tuple[int, int]]:
    """(first, last) line pairs of every op in the text, outer ops before the ops they hold."""
    units: list[tuple[int, int]] = []
    for i, line in enumerate(lines):
        st = line.strip()
        if (not st or st.startswith("//") or st.startswith("}") or st.startswith("^")
                or st.startswith("module") or st == ")"):
            continue
        if st.startswith(("return", "func.return", "gpu.return", "scf.yield", "gpu.terminator",
                          "cf.br", "cf.cond_br", "llvm.return")):
            continue
        bal = _balance(line)
        j = i
        while bal > 0 and j + 1 < len(lines):
            j += 1
            bal += _balance(lines[j])
        units.append((i, j))
    return units


def _results(line: str) -> list[str]:
    """The names by which the results of the op on `line` are used: `%a`, or `%r#0`.. for %r:2."""
    m = _DEF.match(line)
    if not m:
        return []
    names: list[str] = []
    for part in m.group(1).split(","):
        part = part.strip()
        if ":" in part:
            base, n = part.split(":")
            names += [f"{base}#{k}" for k in range(int(n))]
        else:
            names.append(part)
    return names


def _uses(name: str) -> re.Pattern:
    return re.compile(re.escape(name) + r"(?![\w.$#-])" if "#" in name
                      else re.escape(name) + r"(?![\w.$-])(?!#)")


def _defined_types(lines: list[str]) -> dict[str, str]:
    """Value names whose type the text states: function/block arguments `%a: T` and ops that
    end with `: T` and have one result."""
    types: dict[str, str] = {}
    for line in lines:
        for m in re.finditer(rf"({_NAME})\s*:\s*([^,()]+?(?:<[^>]*>)?)(?=[,)])", line):
            types.setdefault(m.group(1), m.group(2).strip())
        res = _results(line)
        if len(res) == 1 and "=" in line:
            m = re.search(r":\s*([\w.!<>?x*]+)\s*$", line.split("//")[0].rstrip())
            if m and ("->" not in line):
                types.setdefault(res[0], m.group(1))
        if len(res) >= 1 and "!gpu.async.token" in line and (
                " async" in line or "gpu.wait async" in line):
            # the token of an async op is its last result (the only one of gpu.wait async)
            types.setdefault(res[-1], "!gpu.async.token")
    return types


def _drop_from_lists(text: str, name: str) -> str:
    """Removes `name` from every `[...]` dependency list."""
    pat = _uses(name)

    def fix(m: re.Match) -> str:
        items = [x.strip() for x in m.group(1).split(",") if x.strip()]
        items = [x for x in items if not pat.fullmatch(x)]
        return m.group(0).replace(m.group(1), ", ".join(items)) if items else \
            m.group(0).replace("[" + m.group(1) + "]", "").rstrip()
    return _DEPS.sub(fix, text)


def _remove(lines: list[str], first: int, last: int) -> str | None:
    """The text without lines first..last, uses of their results replaced; None if a use is
    left that nothing can replace."""
    head = lines[first]
    rest = lines[:first] + lines[last + 1:]
    text = "\n".join(rest)
    results = _results(head)
    if not results:
        return text
    deps = []
    m = _DEPS.search(head)
    if m:
        deps = [x.strip() for x in m.group(1).split(",") if x.strip()]
    types = _defined_types(lines[:first])
    for k, name in enumerate(results):
        pat = _uses(name)
        if not pat.search(text):
            continue
        is_token = (k == len(results) - 1 and (" async" in head or "gpu.wait" in head))
        if is_token and deps:
            text = pat.sub(deps[0], text)
            continue
        if is_token:
            text = _drop_from_lists(text, name)
            if not pat.search(text):
                continue
        if "arith.constant" in head or "llvm.mlir.constant" in head:
            return None  # another constant would change what the program does, not shrink it
        mtype = re.search(r":\s*([\w.!<>?x*]+)\s*$", head.split("//")[0].rstrip())
        want = "!gpu.async.token" if is_token else (mtype.group(1) if mtype else None)
        subst = [v for v, t in types.items() if t == want and v not in results] if want else []
        if not subst:
            return None
        text = pat.sub(subst[-1], text)
    return text


def _dep_drops(lines: list[str]) -> list[str]:
    """Candidates with one dependency removed from a list of two or more."""
    out = []
    for i, line in enumerate(lines):
        for m in _DEPS.finditer(line):
            items = [x.strip() for x in m.group(1).split(",") if x.strip()]
            if len(items) < 2:
                continue
            for k in range(len(items)):
                kept = items[:k] + items[k + 1:]
                new = line[:m.start(1)] + ", ".join(kept) + line[m.end(1):]
                out.append("\n".join(lines[:i] + [new] + lines[i + 1:]))
    return out


def reduce(text: str, still_fails: Callable[[str], bool], *, seconds: float = 60,
           verify: bool | None = None) -> str:
    """The smallest text reachable from `text` by the steps above for which still_fails holds
    (text itself when none is smaller or still_fails(text) is false)."""
    deadline = time.monotonic() + seconds
    if verify is None:
        verify = common.have_mlir_opt19() and common.mlir_opt19_check(text) is None
    tried: set[str] = set()

    def ok(candidate: str) -> bool:
        if candidate in tried:
            return False
        tried.add(candidate)
        if verify and common.mlir_opt19_check(candidate) is not None:
            return False
        return still_fails(candidate)

    best = text.rstrip("\n")
    progress = True
    while progress and time.monotonic() < deadline:
        progress = False
        lines = best.split("\n")
        units = _units(lines)
        # chunks of consecutive sibling ops: halves, quarters, ... then single ops
        tops = _siblings(lines, units)
        size = max(1, len(tops) // 2)
        while size >= 1 and not progress and time.monotonic() < deadline:
            for start in range(0, len(tops), size):
                if time.monotonic() >= deadline:
                    break
                chunk = tops[start:start + size]
                cand = _remove_many(lines, chunk)
                if cand is not None and ok(cand):
                    best, progress = cand, True
                    break
            if size == 1:
                break
            size //= 2
        if progress:
            continue
        for first, last in units:
            if time.monotonic() >= deadline:
                break
            cand = _remove(lines, first, last)
            if cand is not None and ok(cand):
                best, progress = cand, True
                break
        if progress:
            continue
        for cand in _dep_drops(lines):
            if time.monotonic() >= deadline:
                break
            if ok(cand):
                best, progress = cand, True
                break
    return best + "\n"


_CONTAINERS = ("module", "gpu.module", "func.func", "gpu.func", "llvm.func")


def _siblings(lines: list[str], units: list[tuple[int, int]]) -> list[tuple[int, int]]:
    """The ops of function bodies that are not inside another such op, in text order."""
    ops = [u for u in units if not lines[u[0]].strip().startswith(_CONTAINERS)]
    out: list[tuple[int, int]] = []
    covered = -1
    for first, last in ops:
        if first > covered:
            out.append((first, last))
            covered = last
    return out


def _remove_many(lines: list[str], chunk: list[tuple[int, int]]) -> str | None:
    """Removes the units of `chunk`, last first (so line numbers hold); None if any use is left
    unreplaced."""
    cur = list(lines)
    for first, last in sorted(chunk, reverse=True):
        text = _remove(cur, first, last)
        if text is None:
            return None
        cur = text.split("\n")
    return "\n".join(cur)
