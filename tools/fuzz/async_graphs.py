"""Async token graphs: random host programs whose `!gpu.async.token` edges decide what they print.

Each case (one seed) is a function `@g<k>(%d: memref<?xi32>, %on: i1, %off: i1)`: launches
with 0-4 dependencies, implicit forks (a token used by several ops), joins (`gpu.wait async
[..]`), synchronous `gpu.wait`, synchronous launches, `gpu.alloc/memset/memcpy/dealloc` on the
chain, tokens through `scf.for` iter_args, `scf.if` results, `cf` block arguments (a plain
branch and a diamond) and calls (a token passed to and returned from a func.func).

What a kernel observes: every op that produces a value owns a cell, a kernel node `i` the cell
`d[i]` of the state buffer, a memset or memcpy node a one-element buffer of its own. Node `i`'s
kernel reads the cells its token predecessors expose (a kernel token exposes its own cell; a
join, alloc or fresh token the cells of what it waits for; a memset/memcpy its own cell and
some of its predecessors') and stores `v = fold(seed_i, cells)`, with
fold(v, x) = (v xor x) * 16777619 (mod 2^32). A dropped edge lets a kernel read a cell before
its writer ran: a wrong value in the printed state. The expected state comes from the Python
model below (the program run in program order, which the tokens must make equivalent to every
schedule), never from gpuopt.

Cases are batched, several functions per program: main allocates and zeroes d, calls each case
function (each ends with a synchronous wait on everything it started), copies d to the host and
prints it. The program runs under gpuopt-runner with --fail-on-leak under the eager, deferred
and random schedules (and --cpu-check-races when the runner has it); mlir-opt-19 must accept
it. A case whose cells differ from the model, or a leak / race / internal error, is rerun alone,
reduced (tools.fuzz.reduce; a candidate still fails when its output under the failing schedule
differs from the eager one, or the same report comes back) and written as a lit test.
"""
import os
import random
import re
import threading
import time
from concurrent.futures import ThreadPoolExecutor

from tools.fuzz import common, reduce

NAME = "async"
CI_BUDGET = 300
BATCH = 25  # cases per program
RANDOM_SEEDS = 3  # random:SEED schedules per program (when the runner has them)
WORKERS = max(2, min(4, os.cpu_count() or 1))
MASK = 0xFFFFFFFF
PRIME = 16777619
MAX_READS = 4
# Features a run can leave out, named in GPUOPT_FUZZ_ASYNC_SKIP (comma-separated): while a
# known bug in one of them is open, the others are still fuzzed.
SKIPPABLE = ("scf.if", "scf.for", "call", "cf", "aux", "sync")


def skipped() -> set[str]:
    names = {x.strip() for x in os.environ.get("GPUOPT_FUZZ_ASYNC_SKIP", "").split(",")
             if x.strip()}
    unknown = names - set(SKIPPABLE)
    if unknown:
        raise SystemExit(f"GPUOPT_FUZZ_ASYNC_SKIP: unknown {sorted(unknown)}; "
                         f"known: {', '.join(SKIPPABLE)}")
    return names
TOKEN = "!gpu.async.token"
BUF = "memref<?xi32>"


def fold(seed: int, values: list[int]) -> int:
    v = seed
    for x in values:
        v = ((v ^ x) * PRIME) & MASK
    return v


def signed(v: int) -> int:
    return v - (1 << 32) if v & 0x80000000 else v


# ---------------------------------------------------------------------------------------------
# The program model: statements that the interpreter runs in program order.
# ("launch", cell, seed, reads)   cells: ("d", index) or ("a", buffer number)
# ("memset", buf, value)  ("memcpy", dst, src)  ("if", cond, then, else)  ("for", n, body)
# ("call", body)


def interpret(stmts: list, state: dict) -> None:
    for s in stmts:
        kind = s[0]
        if kind == "launch":
            _, cell, seed, reads = s
            state[cell] = fold(seed, [state.get(r, 0) for r in reads])
        elif kind == "memset":
            state[("a", s[1])] = s[2]
        elif kind == "memcpy":
            state[("a", s[1])] = state.get(("a", s[2]), 0)
        elif kind == "if":
            interpret(s[2] if s[1] else s[3], state)
        elif kind == "for":
            for _ in range(s[1]):
                interpret(s[2], state)
        elif kind == "call":
            interpret(s[1], state)


class Scope:
    """A block being generated: its lines, the tokens it may use (name -> exposed cells), the
    tokens it defined and those it consumed, the cells the host has waited for."""

    def __init__(self, gen: "Graph", parent: "Scope | None", indent: str, *, aux: bool,
                 tokens: dict | None = None, depth: int = 0):
        self.gen = gen
        self.lines: list[str] = []
        self.stmts: list = []
        self.tokens: dict[str, list] = dict(parent.tokens if parent else {})
        if tokens:
            self.tokens.update(tokens)
        self.local: list[str] = []
        self.consumed: set[str] = set()
        self.host: list = list(parent.host) if parent else []
        self.indent = indent
        self.aux = aux
        self.depth = depth
        # inside a helper function: the node buffers it uses (its parameters), no aux buffers
        self.helper = parent.helper if parent else False
        self.used: list[int] = parent.used if parent else []

    def emit(self, line: str) -> None:
        self.lines.append(self.indent + line)

    def define(self, name: str, cells: list) -> str:
        self.tokens[name] = cells
        self.local.append(name)
        return name

    def pick(self, n: int) -> list[str]:
        """n distinct visible tokens, recent ones likelier."""
        names = list(self.tokens)
        if not names:
            return []
        rnd = self.gen.rnd
        out: list[str] = []
        for _ in range(n * 3):
            if len(out) == n or len(out) == len(names):
                break
            k = len(names) - 1 - min(int(rnd.expovariate(0.35)), len(names) - 1)
            if names[k] not in out:
                out.append(names[k])
        return out

    def unconsumed(self) -> list[str]:
        return [t for t in self.local if t not in self.consumed]


class Graph:
    """One case: the text of its functions and its model, for a given cell base."""

    def __init__(self, seed: int, index: int, base: int):
        self.seed = seed
        self.rnd = random.Random(seed * 7919 + 17)
        self.fn = f"@g{index}"
        self.base = base
        self.ncells = 0
        self.nbuf = 0
        self.counter = 0
        self.bufs: list[int] = []  # aux buffers allocated at the top scope
        self.unwritten: list[tuple[int, str]] = []  # (buffer, alloc token)
        self.aux_tokens: list[str] = []  # tokens of memsets and memcpys
        self.helpers: list[str] = []
        self.calls = 0
        self.features: set[str] = set()
        self.skip = skipped()
        self.stmts, self.body = self._generate()

    # -- names
    def fresh(self, prefix: str = "t") -> str:
        self.counter += 1
        return f"%{prefix}{self.counter}"

    def const(self, sc: Scope, value: int, ty: str = "index") -> str:
        name = self.fresh("c")
        sc.emit(f"{name} = arith.constant {value} : {ty}")
        return name

    def cell_arg(self, sc: Scope, cell: tuple) -> tuple[str, str]:
        """(buffer, index) operands of a cell."""
        if cell[0] == "d":
            if sc.helper:
                if cell[1] not in sc.used:
                    sc.used.append(cell[1])
                return f"%fn{cell[1]}", self.const(sc, 0)
            return self.node_buf(cell[1]), self.const(sc, 0)
        return f"%a{self.fn[1:]}_{cell[1]}", self.const(sc, 0)

    def node_buf(self, i: int) -> str:
        return f"%n{self.fn[2:]}_{i}"

    # -- ops
    def reads_of(self, sc: Scope, deps: list[str]) -> list:
        cells: list = []
        for t in deps:
            for c in sc.tokens.get(t, []):
                if c not in cells:
                    cells.append(c)
        if sc.helper:
            cells = [c for c in cells if c[0] == "d"]
        if len(cells) > MAX_READS:
            cells = sorted(self.rnd.sample(cells, MAX_READS), key=cells.index)
        return cells

    def deps_text(self, deps: list[str]) -> str:
        return f" [{', '.join(deps)}]" if deps else ""

    def launch(self, sc: Scope, deps: list[str], *, sync: bool = False,
               reads: list | None = None) -> str | None:
        cell = ("d", self.ncells)
        self.ncells += 1
        seed = self.rnd.getrandbits(32)
        if reads is None:
            reads = self.reads_of(sc, deps if not sync else [])
            if sync and sc.host:
                reads = sorted(self.rnd.sample(sc.host, min(len(sc.host), MAX_READS)),
                               key=sc.host.index)
        out_buf, out_i = self.cell_arg(sc, cell)
        sv = self.const(sc, signed(seed), "i32")
        args = [f"{out_buf} : {BUF}", f"{out_i} : index", f"{sv} : i32"]
        for r in reads:
            b, j = self.cell_arg(sc, r)
            args += [f"{b} : {BUF}", f"{j} : index"]
        one = self.const(sc, 1)
        dims = f"blocks in ({one}, {one}, {one}) threads in ({one}, {one}, {one})"
        sc.stmts.append(("launch", cell, seed, reads))
        for t in deps:
            sc.consumed.add(t)
        if sync:
            sc.emit(f"gpu.launch_func @k::@r{len(reads)} {dims} args({', '.join(args)})")
            sc.host.append(cell)
            self.features.add("sync-launch")
            return None
        name = self.fresh()
        sc.emit(f"{name} = gpu.launch_func async{self.deps_text(deps)} @k::@r{len(reads)} "
                f"{dims} args({', '.join(args)})")
        if len(deps) > 1:
            self.features.add("multi-dep")
        return sc.define(name, [cell])

    def passthrough(self, sc: Scope, deps: list[str]) -> list:
        cells: list = []
        for t in deps:
            for c in sc.tokens.get(t, []):
                if c not in cells:
                    cells.append(c)
        if not deps:
            cells = list(sc.host)
        if len(cells) > MAX_READS:
            cells = sorted(self.rnd.sample(cells, MAX_READS), key=cells.index)
        return cells

    def join(self, sc: Scope, deps: list[str]) -> str:
        name = self.fresh()
        sc.emit(f"{name} = gpu.wait async{self.deps_text(deps)}")
        for t in deps:
            sc.consumed.add(t)
        self.features.add("join" if deps else "fresh")
        return sc.define(name, self.passthrough(sc, deps))

    def sync_wait(self, sc: Scope, deps: list[str]) -> None:
        sc.emit(f"gpu.wait{self.deps_text(deps)}")
        for t in deps:
            sc.consumed.add(t)
            for c in sc.tokens[t]:
                if c not in sc.host:
                    sc.host.append(c)
        self.features.add("sync-wait")

    def alloc(self, sc: Scope, deps: list[str]) -> str:
        b = self.nbuf
        self.nbuf += 1
        name = self.fresh()
        one = self.const(sc, 1)
        sc.emit(f"%a{self.fn[1:]}_{b}, {name} = gpu.alloc async{self.deps_text(deps)} ({one}) "
                f": {BUF}")
        for t in deps:
            sc.consumed.add(t)
        self.bufs.append(b)
        self.unwritten.append((b, name))
        self.features.add("alloc")
        return sc.define(name, self.passthrough(sc, deps))

    def write_aux(self, sc: Scope, deps: list[str]) -> str | None:
        if not self.unwritten:
            return None
        b, alloc_tok = self.unwritten.pop(self.rnd.randrange(len(self.unwritten)))
        if self.aux_tokens and self.rnd.random() < 0.7:
            t = self.rnd.choice(self.aux_tokens)
            if t not in deps:
                deps = deps + [t]
        if alloc_tok not in deps:
            deps = [alloc_tok] + deps
            self.rnd.shuffle(deps)
        srcs = [c for t in deps for c in sc.tokens.get(t, []) if c[0] == "a"]
        kept = [c for c in self.passthrough(sc, deps) if c[0] == "d"][:2]
        name = self.fresh()
        buf = f"%a{self.fn[1:]}_{b}"
        if srcs and self.rnd.random() < 0.6:
            src = self.rnd.choice(srcs)
            sc.emit(f"{name} = gpu.memcpy async{self.deps_text(deps)} {buf}, "
                    f"%a{self.fn[1:]}_{src[1]} : {BUF}, {BUF}")
            sc.stmts.append(("memcpy", b, src[1]))
            self.features.add("memcpy")
        else:
            value = signed(self.rnd.getrandbits(32))
            v = self.const(sc, value, "i32")
            sc.emit(f"{name} = gpu.memset async{self.deps_text(deps)} {buf}, {v} : {BUF}, i32")
            sc.stmts.append(("memset", b, value & MASK))
            self.features.add("memset")
        for t in deps:
            sc.consumed.add(t)
        self.aux_tokens.append(name)
        return sc.define(name, [("a", b)] + kept)

    # -- structure
    def block(self, sc: Scope, budget: int, *, top: bool = False) -> None:
        rnd = self.rnd
        while budget > 0:
            budget -= 1
            r = rnd.random()
            if r < 0.12 and sc.tokens:
                self.fork_join(sc)
                budget -= 2
            elif r < 0.40 or not sc.tokens:
                n = rnd.choice([0, 1, 1, 1, 2, 2, 3, 4]) if sc.tokens else 0
                self.launch(sc, sc.pick(n))
            elif r < 0.50:
                self.join(sc, sc.pick(rnd.randint(2, 4)))
            elif r < 0.54:
                self.join(sc, [])
            elif r < 0.59 and "sync" not in self.skip:
                self.sync_wait(sc, sc.pick(rnd.randint(1, 3)))
            elif r < 0.62 and "sync" not in self.skip:
                self.launch(sc, [], sync=True)
            elif r < 0.76 and sc.aux and "aux" not in self.skip:
                if not self.unwritten or rnd.random() < 0.3:
                    self.alloc(sc, sc.pick(rnd.randint(0, 2)))
                if rnd.random() < 0.8:
                    self.write_aux(sc, sc.pick(rnd.randint(0, 2)))
            elif r < 0.80 and sc.depth < 2 and "scf.if" not in self.skip:
                self.scf_if(sc, budget)
                budget -= 3
            elif r < 0.88 and sc.depth < 2 and "scf.for" not in self.skip:
                self.scf_for(sc)
                budget -= 2
            elif r < 0.93 and top and self.calls < 2 and "call" not in self.skip:
                self.call(sc)
                budget -= 3
            elif r < 1.0 and top and "cf" not in self.skip:
                if rnd.random() < 0.5:
                    self.cf_br(sc)
                else:
                    self.cf_diamond(sc)
                budget -= 2
            else:
                self.launch(sc, sc.pick(rnd.randint(1, 2)))

    def fork_join(self, sc: Scope) -> None:
        """An implicit fork (2-3 ops whose first dependency is one token, so they queue on its
        stream) and, mostly, their join or a launch that depends on all of them."""
        t = sc.pick(1)[0]
        branches = []
        for _ in range(self.rnd.randint(2, 3)):
            extra = [x for x in sc.pick(1) if x != t] if self.rnd.random() < 0.3 else []
            branches.append(self.launch(sc, [t] + extra))
        self.features.add("fork")
        r = self.rnd.random()
        if r < 0.5:
            j = self.join(sc, branches)
            self.launch(sc, [j])
        elif r < 0.8:
            self.launch(sc, self.rnd.sample(branches, len(branches)))

    def close(self, sc: Scope) -> str:
        """One token for everything the scope started: its unconsumed tokens joined (or, when
        it started nothing, a visible token)."""
        left = sc.unconsumed()
        if len(left) == 1:
            return left[0]
        if not left:
            vis = list(sc.tokens)
            return vis[-1] if vis else self.join(sc, [])
        return self.join(sc, left)

    def scf_if(self, sc: Scope, budget: int) -> None:
        taken = self.rnd.random() < 0.5
        outs = []
        arms = []
        for _arm in (True, False):
            sub = Scope(self, sc, sc.indent + "  ", aux=False, depth=sc.depth + 1)
            self.block(sub, self.rnd.randint(0, 3))
            y = self.close(sub)
            sub.emit(f"scf.yield {y} : {TOKEN}")
            outs.append(sub.tokens[y])
            arms.append(sub)
        name = self.fresh()
        sc.emit(f"{name} = scf.if {'%on' if taken else '%off'} -> ({TOKEN}) {{")
        sc.lines += arms[0].lines
        sc.emit("} else {")
        sc.lines += arms[1].lines
        sc.emit("}")
        sc.stmts.append(("if", taken, arms[0].stmts, arms[1].stmts))
        self.features.add("scf.if")
        sc.define(name, outs[0] if taken else outs[1])

    def scf_for(self, sc: Scope) -> None:
        init = sc.pick(1)
        if not init:
            init = [self.join(sc, [])]
        n = self.rnd.choice([0, 1, 2, 3])
        last_cell = ("d", self.ncells + self.rnd.randint(0, 2))
        length = last_cell[1] - self.ncells + 1
        tk = self.fresh("it")
        sub = Scope(self, sc, sc.indent + "  ", aux=False, depth=sc.depth + 1)
        lb, ub, st = self.const(sc, 0), self.const(sc, n), self.const(sc, 1)
        prev = tk
        sub.tokens[tk] = list(dict.fromkeys(sc.tokens[init[0]] + [last_cell]))
        for _ in range(length):
            deps = [prev]
            if self.rnd.random() < 0.3:
                outer = [t for t in sc.pick(2) if t != init[0]]
                deps += outer[:1]
            prev = self.launch(sub, deps)
        assert sub.tokens[prev] == [last_cell]
        sub.emit(f"scf.yield {prev} : {TOKEN}")
        name = self.fresh()
        sc.emit(f"{name} = scf.for %i{name[2:]} = {lb} to {ub} step {st} "
                f"iter_args({tk} = {init[0]}) -> ({TOKEN}) {{")
        sc.lines += sub.lines
        sc.emit("}")
        sc.stmts.append(("for", n, sub.stmts))
        self.features.add("scf.for")
        cells = [last_cell] + sc.tokens[init[0]][:2] if n else list(sc.tokens[init[0]])
        sc.define(name, cells)

    def call(self, sc: Scope) -> None:
        self.calls += 1
        args = sc.pick(self.rnd.randint(1, 2))
        fname = f"{self.fn}_f{self.calls}"
        params = {f"%p{k}": [c for c in sc.tokens[t] if c[0] == "d"]
                  for k, t in enumerate(args)}
        sub = Scope(self, None, "    ", aux=False, tokens=params, depth=1)
        sub.helper = True
        sub.tokens.update(params)
        self.block(sub, self.rnd.randint(1, 4))
        rets = [self.close(sub)]
        if self.rnd.random() < 0.3:
            rets.append(self.rnd.choice(list(params)))
        bufs = sorted(sub.used)
        sig = ", ".join([f"%fn{i}: {BUF}" for i in bufs] + ["%on: i1", "%off: i1"]
                        + [f"{p}: {TOKEN}" for p in params])
        rtys = ", ".join([TOKEN] * len(rets))
        text = [f"  func.func private {fname}({sig}) -> ({rtys}) {{"] + sub.lines
        text.append(f"    return {', '.join(rets)} : {rtys}")
        text.append("  }")
        self.helpers.append("\n".join(text))
        tys = f"({', '.join([BUF] * len(bufs) + ['i1', 'i1'] + [TOKEN] * len(args))})"
        operands = [self.node_buf(i) for i in bufs] + ["%on", "%off"] + args
        call = f"func.call {fname}({', '.join(operands)}) : {tys}"
        if len(rets) == 1:
            names = [self.fresh()]
            sc.emit(f"{names[0]} = {call} -> {TOKEN}")
        else:
            base = self.fresh("r")
            sc.emit(f"{base}:{len(rets)} = {call} -> ({rtys})")
            names = [f"{base}#{k}" for k in range(len(rets))]
        sc.stmts.append(("call", sub.stmts))
        self.features.add("call")
        for n_, r in zip(names, rets, strict=True):
            sc.define(n_, sub.tokens[r])

    def cf_br(self, sc: Scope) -> None:
        args = sc.pick(self.rnd.randint(1, 3))
        if not args:
            return
        label = f"^bb{self.fresh('b')[2:]}"
        params = [self.fresh("ba") for _ in args]
        sc.emit(f"cf.br {label}({', '.join(args)} : {', '.join([TOKEN] * len(args))})")
        sc.lines.append(f"  {label}({', '.join(f'{p}: {TOKEN}' for p in params)}):")
        for a, p in zip(args, params, strict=True):
            sc.define(p, sc.tokens[a])
        self.features.add("cf.br")

    def cf_diamond(self, sc: Scope) -> None:
        taken = self.rnd.random() < 0.5
        n = self.fresh("b")[2:]
        lt, lf, lm = f"^bb{n}t", f"^bb{n}f", f"^bb{n}m"
        sc.emit(f"cf.cond_br {'%on' if taken else '%off'}, {lt}, {lf}")
        outs, stmts = [], []
        for label in (lt, lf):
            sub = Scope(self, sc, sc.indent, aux=False, depth=sc.depth + 1)
            self.block(sub, self.rnd.randint(0, 3))
            y = self.close(sub)
            sc.lines.append(f"  {label}:")
            sc.lines += sub.lines
            sc.emit(f"cf.br {lm}({y} : {TOKEN})")
            outs.append(sub.tokens[y])
            stmts.append(sub.stmts)
        p = self.fresh("ba")
        sc.lines.append(f"  {lm}({p}: {TOKEN}):")
        sc.stmts.append(("if", taken, stmts[0], stmts[1]))
        self.features.add("cf.cond_br")
        sc.define(p, outs[0] if taken else outs[1])

    def _generate(self):
        sc = Scope(self, None, "    ", aux=True)
        self.block(sc, self.rnd.randint(6, 22), top=True)
        final = self.close(sc) if sc.unconsumed() else None
        j = final or self.join(sc, [])
        ends = []
        for b in self.bufs:
            t = self.fresh()
            sc.emit(f"{t} = gpu.dealloc async [{j}] %a{self.fn[1:]}_{b} : {BUF}")
            ends.append(t)
            self.features.add("dealloc")
        # each node's cell is a buffer of its own (so that --cpu-check-races sees the cells
        # apart): allocated and zeroed up front, copied into d at the end one launch after the
        # other, then freed
        state: dict = {}
        interpret(sc.stmts, state)
        one, zero = self.fresh("c"), self.fresh("c")
        pre = [f"{one} = arith.constant 1 : index", f"{zero} = arith.constant 0 : i32"]
        prev = self.fresh()
        pre.append(f"{prev} = gpu.wait async")
        for i in range(self.ncells):
            t = self.fresh()
            pre.append(f"{self.node_buf(i)}, {t} = gpu.alloc async [{prev}] ({one}) : {BUF}")
            prev = t
            t = self.fresh()  # zeroed: a reduced case must not read garbage either
            pre.append(f"{t} = gpu.memset async [{prev}] {self.node_buf(i)}, {zero} : {BUF}, i32")
            prev = t
        pre.append(f"gpu.wait [{prev}]")
        prev = j
        dims = f"blocks in ({one}, {one}, {one}) threads in ({one}, {one}, {one})"
        for i in range(self.ncells):
            if ("d", i) in state:
                t, idx = self.fresh(), self.const(sc, self.base + i)
                sc.emit(f"{t} = gpu.launch_func async [{prev}] @k::@gather {dims} "
                        f"args({self.node_buf(i)} : {BUF}, %d : {BUF}, {idx} : index)")
                prev = t
        for i in range(self.ncells):
            t = self.fresh()
            sc.emit(f"{t} = gpu.dealloc async [{prev}] {self.node_buf(i)} : {BUF}")
            prev = t
        sc.emit(f"gpu.wait [{', '.join(ends + [prev])}]")
        head = f"  func.func {self.fn}(%d: {BUF}, %on: i1, %off: i1) {{"
        pre = ["    " + line for line in pre]
        return sc.stmts, "\n".join([head] + pre + sc.lines + ["    return", "  }"]
                                   + self.helpers)

    def expected(self) -> list[int]:
        state: dict = {}
        interpret(self.stmts, state)
        return [signed(state.get(("d", k), 0)) for k in range(self.ncells)]


def kernels() -> str:
    out = ["  gpu.module @k {"]
    for n in range(MAX_READS + 1):
        params = ["%out: memref<?xi32>", "%oi: index", "%seed: i32"]
        params += [f"%b{k}: memref<?xi32>, %j{k}: index" for k in range(n)]
        out.append(f"    gpu.func @r{n}({', '.join(params)}) kernel {{")
        out.append(f"      %p = arith.constant {signed(PRIME)} : i32")
        v = "%seed"
        for k in range(n):
            out.append(f"      %x{k} = memref.load %b{k}[%j{k}] : memref<?xi32>")
            out.append(f"      %y{k} = arith.xori {v}, %x{k} : i32")
            out.append(f"      %v{k} = arith.muli %y{k}, %p : i32")
            v = f"%v{k}"
        out.append(f"      memref.store {v}, %out[%oi] : memref<?xi32>")
        out.append("      gpu.return")
        out.append("    }")
    out += ["    gpu.func @gather(%b: memref<?xi32>, %d: memref<?xi32>, %i: index) kernel {",
            "      %c0 = arith.constant 0 : index",
            "      %x = memref.load %b[%c0] : memref<?xi32>",
            "      memref.store %x, %d[%i] : memref<?xi32>",
            "      gpu.return",
            "    }",
            "  }"]
    return "\n".join(out)


def program(seeds: list[int]) -> tuple[str, list[Graph]]:
    """The program of a batch of cases, and the cases (with their cell ranges)."""
    graphs: list[Graph] = []
    base = 0
    for k, s in enumerate(seeds):
        g = Graph(s, k, base)
        graphs.append(g)
        base += g.ncells
    n = max(base, 1)
    main = ["  func.func @main() {",
            f"    %n = arith.constant {n} : index",
            "    %z = arith.constant 0 : i32",
            "    %on = arith.constant true",
            "    %off = arith.constant false",
            "    %t0 = gpu.wait async",
            f"    %d, %t1 = gpu.alloc async [%t0] (%n) : {BUF}",
            f"    %t2 = gpu.memset async [%t1] %d, %z : {BUF}, i32",
            "    gpu.wait [%t2]"]
    for g in graphs:
        main.append(f"    call {g.fn}(%d, %on, %off) : ({BUF}, i1, i1) -> ()")
    main += [f"    %h = memref.alloc(%n) : {BUF}",
             f"    %t3 = gpu.memcpy async %h, %d : {BUF}, {BUF}",
             "    gpu.wait [%t3]",
             f"    %u = memref.cast %h : {BUF} to memref<*xi32>",
             "    call @printMemrefI32(%u) : (memref<*xi32>) -> ()",
             f"    %t4 = gpu.dealloc async %d : {BUF}",
             "    gpu.wait [%t4]",
             f"    memref.dealloc %h : {BUF}",
             "    return",
             "  }",
             "  func.func private @printMemrefI32(memref<*xi32>)"]
    text = "\n".join(["module attributes {gpu.container_module} {", kernels()]
                     + [g.body for g in graphs] + main + ["}"]) + "\n"
    return text, graphs


# ---------------------------------------------------------------------------------------------
# Running


class Runner:
    """gpuopt-runner under each schedule, with the flags this checkout has."""

    def __init__(self, work: str):
        feats = common.runner_features()
        self.schedules = ["eager", "deferred"]
        self.random = feats["random"]
        self.extra = ["--fail-on-leak"] + (["--cpu-check-races"] if feats["races"] else [])
        self.work = work
        self.n = 0
        self.lock = threading.Lock()

    def schedules_for(self, key: int) -> list[str]:
        """eager, deferred and RANDOM_SEEDS random schedules; GPUOPT_FUZZ_ASYNC_SCHEDULES
        (comma-separated, `random` for the random ones) keeps some of them."""
        out = list(self.schedules)
        if self.random:
            out += [f"random:{key * 10 + k}" for k in range(RANDOM_SEEDS)]
            if os.environ.get(common.MODE_ENV) == "ci":  # the CI budget: the random ones
                out = out[2:]
        keep = os.environ.get("GPUOPT_FUZZ_ASYNC_SCHEDULES")
        if keep:
            names = {x.strip() for x in keep.split(",")}
            out = [s for s in out if s in names or s.split(":")[0] in names]
        return out

    def flags(self, schedule: str) -> list[str]:
        # -O0: LLVM's optimizations of the host code take most of a run and change nothing
        # about the order of the runtime calls
        return ["-e", "main", "--entry-point-result=void", "--device=cpu", "-O0",
                f"--cpu-schedule={schedule}"] + self.extra

    def run(self, text: str, schedule: str) -> common.Result:
        with self.lock:
            self.n += 1
            path = os.path.join(self.work, f"p{self.n}.mlir")
        common.write_file(path, text)
        r = common.run(common.tool("gpuopt-runner") + [path] + self.flags(schedule),
                       timeout=120)
        os.unlink(path)
        return r


def classify(r: common.Result) -> str | None:
    """The failure kind of a run that did not finish with exit 0 (None when it did)."""
    if r.timed_out:
        return "hangs"
    if common.internal_error(r.stderr):
        return "internal"
    if "leaked" in r.stderr:
        return "leaks"
    if re.search(r"\brace on\b", r.stderr):
        return "races"
    if r.returncode != 0:
        return "errors"
    return None


def values(r: common.Result) -> list[int] | None:
    data = common.parse_memref_i32(r.stdout)
    return data[-1] if data else None


def check_batch(runner: Runner, seeds: list[int], schedule: str, key: int,
                edit=None, bisect: bool = True) -> dict:
    """seed -> (kind, detail) for the cases of `seeds` that fail under `schedule`. `edit`, when
    given, changes the program text before it runs (the tests plant bugs with it). A run that
    fails as a whole (an error, a leak, a race) is bisected down to its cases; with
    bisect=False it is reported as the key "*" instead."""
    text, graphs = program(seeds)
    if edit is not None:
        text = edit(text)
    r = runner.run(text, schedule)
    kind = classify(r)
    if kind is None:
        got = values(r)
        bad = {}
        for g in graphs:
            want = g.expected()
            have = got[g.base:g.base + g.ncells] if got is not None else None
            if have != want:
                bad[g.seed] = ("wrong", f"{schedule}: printed {have}, the model says {want}")
        return bad
    if len(seeds) == 1:
        return {seeds[0]: (kind, f"{schedule}: {r.stderr.strip()[-600:]}")}
    if not bisect:
        return {"*": (kind, "")}
    half = len(seeds) // 2
    out = check_batch(runner, seeds[:half], schedule, key, edit)
    out.update(check_batch(runner, seeds[half:], schedule, key, edit))
    if not out:  # fails only together: report the batch's first case with the batch's symptom
        out[seeds[0]] = (kind, f"{schedule} (batch of {len(seeds)}): {r.stderr.strip()[-600:]}")
    return out


def signature(r: common.Result) -> str:
    """The first error of a run, without file names, locations and addresses."""
    for line in r.stderr.splitlines():
        if "error:" in line or "leaked" in line:
            line = re.sub(r"\S*\.mlir:\d+:\d+:?", "", line)
            line = re.sub(r"created at .*", "", line)
            return re.sub(r"0x[0-9a-f]+|\d+ streams?", "", line).strip()
    return ""


def tokens_used(text: str) -> bool:
    """Whether every token each function defines is used in it (a case reduced to a token
    that nothing waits for leaks for want of a wait, not for a bug)."""
    funcs = re.split(r"\n(?=\s*func\.func)", text)
    for body in funcs:
        lines = body.split("\n")
        for i, line in enumerate(lines):
            if line.lstrip().startswith("func.func"):
                continue
            names = []
            if TOKEN in line or " async" in line:
                names = reduce._results(line)
                if re.search(r"gpu\.(alloc|launch_func|wait|memset|memcpy|dealloc)", line):
                    names = names[-1:]
            names += re.findall(r"(%[\w.$-]+)\s*:\s*" + re.escape(TOKEN), line)
            names += re.findall(r"iter_args\((%[\w.$-]+)", line)
            rest = "\n".join(lines[:i] + lines[i + 1:])
            if any(not reduce._uses(n).search(rest) for n in names):
                return False
    return True


def standalone(seed: int) -> str:
    return program([seed])[0]


def reduce_case(runner: Runner, seed: int, kind: str, schedule: str,
                seconds: float) -> tuple[str, list[str], list[str]]:
    """(text, RUN lines, CHECK lines) of the reduced reproducer of a failing case."""
    text = standalone(seed)
    run_line = (f"gpuopt-runner %s {' '.join(runner.flags(schedule))}")
    if kind == "wrong":
        def still_fails(t: str) -> bool:
            a, b = runner.run(t, "eager"), runner.run(t, schedule)
            return (classify(a) is None and classify(b) is None
                    and values(a) is not None and values(a) != values(b))
        if still_fails(text):
            text = reduce.reduce(text, still_fails, seconds=seconds)
            want = values(runner.run(text, "eager"))
        else:
            want = program([seed])[1][0].expected()
        check = "CHECK: [" + ",  ".join(str(v) for v in want) + "]"
        return text, [run_line + " | FileCheck %s"], [check]

    first = runner.run(text, schedule)
    sig = signature(first)

    def still_fails_kind(t: str) -> bool:
        if kind == "leaks" and not tokens_used(t):
            return False  # a token nothing waits for leaks its stream: not the same bug
        r = runner.run(t, schedule)
        return classify(r) == kind and signature(r) == sig
    if classify(first) == kind:
        text = reduce.reduce(text, still_fails_kind, seconds=seconds)
    return text, [run_line], []


def run(seeds: list[int], out_dir: str, log) -> dict:
    work = common.temp_dir("gpuopt-fuzz-async-")
    runner = Runner(work)
    kinds = ("wrong", "internal", "leaks", "races", "errors", "hangs", "rejected")
    counts = {"cases": 0, "schedules": len(runner.schedules_for(0))}
    counts.update({k: 0 for k in kinds})
    counts["failure_keys"] = ["errors", "rejected", "hangs"]
    failing: dict[int, tuple[str, str, str]] = {}
    def one_batch(batch: list[int]) -> list[tuple[str, dict]]:
        text, _graphs = program(batch)
        err = common.mlir_opt19_check(text)
        if err is not None:
            path = os.path.join(out_dir, f"async-rejected-{batch[0]}.mlir")
            common.write_file(path, f"// mlir-opt-19: {err.splitlines()[0]}\n" + text)
            log(f"seeds {batch[0]}..: mlir-opt-19 rejects the program ({path})")
            return [("rejected", {})]
        # the first schedule alone (it fills the runner's cache of the lowering), the others
        # side by side
        first, *others = runner.schedules_for(batch[0])
        runs = [(first, check_batch(runner, batch, first, batch[0], bisect=False))]
        with ThreadPoolExecutor(max_workers=WORKERS) as pool:
            futures = [(s, pool.submit(check_batch, runner, batch, s, batch[0], None, False))
                       for s in others]
            runs += [(s, f.result()) for s, f in futures]
        # a whole run failing: bisected under its schedule, without the cases another
        # schedule's bisection has already found (most such failures do not depend on it)
        results, culprits = [], {}
        for schedule, bad in runs:
            if "*" in bad:
                rest = [x for x in batch if x not in culprits]
                bad = check_batch(runner, rest, schedule, batch[0]) if rest else {}
                culprits.update(bad)
            results.append((schedule, bad))
        log(f"seeds {batch[0]}..{batch[-1]}: "
            f"{len({k for _, bad in results for k in bad})} failing")
        return results

    batches = [seeds[b:b + BATCH] for b in range(0, len(seeds), BATCH)]
    counts["cases"] = len(seeds)
    # batches side by side too: the first run of a batch (the lowering) is one process
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        for results in pool.map(one_batch, batches):
            for schedule, bad in results:
                if schedule == "rejected":
                    counts["rejected"] += 1
                    continue
                for seed, (kind, detail) in bad.items():
                    if seed not in failing:
                        failing[seed] = (kind, schedule, detail)
    reduced = 0
    for seed, (kind, schedule, detail) in sorted(failing.items()):
        counts[kind] += 1
        start = time.monotonic()
        if reduced < int(os.environ.get("GPUOPT_FUZZ_MAX_REDUCED", "3")):
            text, runs, checks = reduce_case(runner, seed, kind, schedule, seconds=60)
            reduced += 1
        else:  # beyond three (GPUOPT_FUZZ_MAX_REDUCED), as generated: a reduction takes minutes
            text, runs = standalone(seed), [f"gpuopt-runner %s {' '.join(runner.flags(schedule))}"]
            checks = []
            if kind == "wrong":
                want = program([seed])[1][0].expected()
                checks = ["CHECK: [" + ",  ".join(str(v) for v in want) + "]"]
                runs = [runs[0] + " | FileCheck %s"]
        path = common.write_reproducer(out_dir, NAME, seed, text, run_lines=runs,
                                       check_lines=checks, symptom=f"{kind}: {detail}")
        log(f"seed {seed}: {kind} under {schedule}, written to {path} "
            f"({time.monotonic() - start:.0f} s)")
    for name in os.listdir(work):
        os.unlink(os.path.join(work, name))
    os.rmdir(work)
    return counts
