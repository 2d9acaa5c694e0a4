"""`--gpu-verify-lifetimes`: proves, on lowered host code, that every stream, event, module and
device allocation created through the mgpu* runtime is released exactly once on every path and
never used after release. A forward dataflow analysis over each function's CFG; the IR is left
unchanged (a verifier-like pass: errors make it fail).

Abstract objects: each creating call (`mgpuStreamCreate`, `mgpuEventCreate`, `mgpuModuleLoad`,
`mgpuModuleLoadJIT`, `mgpuMemAlloc`) is one object, and so is each block argument (a handle that
reaches a block through a branch moves into the argument's object). Values derived by pure ops
(bitcast, addrspacecast, getelementptr, ptrtoint/inttoptr, unrealized casts, a struct field
written by llvm.insertvalue and read back by llvm.extractvalue, the function pointer of
mgpuModuleGetFunction) refer to their source's object. The state of an object on a path is a
set of facts: N (not held: not created yet, moved on, or escaped), L (live), R (released);
joins are unions, so {L, R} is "released on some paths only". scf.if and scf.for are analysed
inside (their results and iteration arguments are objects like block arguments).

Escape rule: a handle returned, stored to memory (as the stored value; a store into this
function's own llvm.alloca slots, as kernel argument arrays are built, is not an escape),
passed to a call of a function not named mgpu*, or used inside the region of another op is no
longer tracked from there on: whoever received it owns it, and nothing is reported for it, neither a
leak nor a later release (a use after a release that was seen is still reported). Calls of a
function defined in the module follow its Summary instead: a parameter it only hands to mgpu*
calls that do not release it is borrowed (a use; the caller still owns the handle), and a
function whose every return returns a handle it created makes an object in the caller, as
`mgpuStreamCreate` does: --convert-gpu-to-llvm's launch functions (`@<module>_<kernel>_launch*`)
are such functions.
"""
from __future__ import annotations

import heapq
from dataclasses import dataclass, field

from gpuopt import abi, diag
from gpuopt.diag import Diagnostic, PassError
from gpuopt.ir.core import Block, Operation, Value
from gpuopt.passes.lib.cfg import CALLS, callee, successor_operands
from gpuopt.passes.manager import Pass

N, L, R = 1, 2, 4  # not held, live, released (bits of an object's state)


@dataclass(frozen=True)
class Kind:
    """A kind of runtime resource: how diagnostics name it and its release."""

    noun: str
    verb: str  # past participle of the release
    release: str


# abi.RESOURCES's kinds, each with its one releasing call
STREAM = Kind("stream", "destroyed", abi.STREAM_DESTROY.name)
EVENT = Kind("event", "destroyed", abi.EVENT_DESTROY.name)
MODULE = Kind("module", "unloaded", abi.MODULE_UNLOAD.name)
ALLOCATION = Kind("device allocation", "freed", abi.MEM_FREE.name)
KINDS = {"stream": STREAM, "event": EVENT, "module": MODULE, "allocation": ALLOCATION}

CREATES = {e.name: KINDS[k] for k, (made, _) in abi.RESOURCES.items() for e in made}
RELEASES = {k.release: k for k in (STREAM, EVENT, MODULE, ALLOCATION)}  # operand 0 released
# the result refers to operand 0's object (its module)
DERIVES = {abi.MODULE_GET_FUNCTION.name}
FORWARDS = {"llvm.bitcast", "llvm.addrspacecast", "llvm.getelementptr", "llvm.ptrtoint",
            "llvm.inttoptr", "builtin.unrealized_conversion_cast"}  # result aliases operand 0
RETURNS = {"llvm.return", "func.return"}
STRUCTURED = {"scf.if", "scf.for"}  # analysed inside; other ops with regions: handles escape
NO_USE = FORWARDS | {"llvm.insertvalue", "llvm.extractvalue"}  # operands are not uses

# (ops, origins): the facts on one object and the creating calls it may come from
Fact = tuple[int, frozenset]
State = dict[Value, Fact]


@dataclass(frozen=True)
class Summary:
    """What a function of the module does with handles, for the calls to it (gpu-to-llvm's
    launch functions): the parameters it only uses (hands to mgpu* calls that do not release
    them), and the kind of a fresh object it returns from every return, if any."""
    borrows: frozenset
    makes: Kind | None


def summaries(root: Operation) -> dict[str, Summary]:
    """The Summary of each function defined under `root`, by name."""
    out: dict[str, Summary] = {}
    for fn in root.walk():
        if fn.name != "llvm.func" or not fn.regions or not fn.regions[0].blocks:
            continue
        args = fn.regions[0].blocks[0].args
        borrows = frozenset(i for i, a in enumerate(args) if a.uses and all(
            abi.is_runtime(callee(u)) and not (callee(u) in RELEASES and j == 0)
            for u, j in a.uses))
        kinds = set()
        for o in fn.walk():
            if o.name in RETURNS:
                v = o.operands[0] if len(o.operands) == 1 else None
                d = v.defining_op if v is not None else None
                kinds.add(CREATES.get(callee(d)) if d is not None else None)
        made = kinds.pop() if len(kinds) == 1 else None
        out[fn.attributes["sym_name"].value] = Summary(borrows, made)
    return out


class Aliases:
    """Which object each value of a function refers to (static: SSA values never change)."""

    def __init__(self, blocks: list[Block], made: dict | None = None) -> None:
        self.made = made or {}  # callee -> the kind of object its result is (Summary.makes)
        self.obj: dict[Value, Value] = {}
        self.fields: dict[Value, dict[tuple, Value]] = {}  # struct value -> position -> object
        self.kind: dict[Value, Kind] = {}  # creating call's result -> its kind
        self.local: set[Value] = set()  # addresses into this function's llvm.alloca slots
        for block in blocks:
            self._block(block)

    def _block(self, block: Block) -> None:
        for arg in block.args:
            self.obj[arg] = arg
        for op in block.ops:
            self._visit(op)

    def _visit(self, op: Operation) -> None:
        name = callee(op)
        if op.name in STRUCTURED:  # its results, like block arguments, are objects
            for r in op.results:
                self.obj[r] = r
            for region in op.regions:
                for block in region.blocks:
                    self._block(block)
            return
        if op.name == "llvm.alloca" or (op.name in ("llvm.getelementptr", "llvm.bitcast")
                                        and op.operands[0] in self.local):
            self.local.add(op.results[0])
        kind = CREATES.get(name) or self.made.get(name)
        if kind is not None and op.results:
            self.obj[op.results[0]] = op.results[0]
            self.kind[op.results[0]] = kind
        elif (name in DERIVES or op.name in FORWARDS) and op.results and op.operands:
            src = self.obj.get(op.operands[0])
            if src is not None:
                self.obj[op.results[0]] = src
        elif op.name == "llvm.insertvalue":
            self._insert(op)
        elif op.name == "llvm.extractvalue":
            self._extract(op)

    def _insert(self, op: Operation) -> None:
        container, value = op.operands[0], op.operands[1]
        pos = _position(op)
        out = {p: o for p, o in self.fields.get(container, {}).items() if p[:len(pos)] != pos}
        if value in self.obj:
            out[pos] = self.obj[value]
        for p, o in self.fields.get(value, {}).items():
            out[pos + p] = o
        if out:
            self.fields[op.results[0]] = out

    def _extract(self, op: Operation) -> None:
        fields = self.fields.get(op.operands[0])
        if not fields:
            return
        pos = _position(op)
        if pos in fields:
            self.obj[op.results[0]] = fields[pos]
            return
        inner = {p[len(pos):]: o for p, o in fields.items() if p[:len(pos)] == pos}
        if inner:
            self.fields[op.results[0]] = inner

    def refs(self, v: Value) -> list[Value]:
        """The objects `v` refers to: its own, or those held in its struct fields."""
        o = self.obj.get(v)
        if o is not None:
            return [o]
        return list(dict.fromkeys(self.fields.get(v, {}).values()))


def _position(op: Operation) -> tuple:
    attr = op.attributes.get("position")
    return tuple(getattr(attr, "values", ()) or ())


class Report:
    """The diagnostics found: one error per (creating call, problem), notes at the paths."""

    def __init__(self) -> None:
        self.errors: dict[tuple, Diagnostic] = {}
        self.order: dict[tuple, tuple] = {}

    def add(self, origins, problem: str, message, note, at: Operation,
            aliases: Aliases) -> None:
        for site in origins:
            key = (site, problem)
            d = self.errors.get(key)
            if d is None:
                kind = aliases.kind[site]
                d = self.errors[key] = Diagnostic("error", message(kind), site.owner.loc)
                self.order[key] = (_loc_key(site.owner), _PROBLEMS.index(problem))
            text = note(aliases.kind[site]) if callable(note) else note
            if not any(n.loc is at.loc and n.message == text for n in d.notes):
                d.attach_note(text, at.loc)

    def sorted(self) -> list[Diagnostic]:
        """The errors in source order, each with its notes in source order."""
        out = [self.errors[k] for k in sorted(self.errors, key=lambda k: self.order[k])]
        for d in out:
            d.notes.sort(key=lambda n: _flc_key(n.loc))
        return out


_PROBLEMS = ("leak", "twice", "mismatch", "use")


def _loc_key(op: Operation) -> tuple:
    return _flc_key(op.loc)


def _flc_key(loc) -> tuple:
    flc = loc.file_line_col() if loc is not None else None
    return (flc.line, flc.col) if flc is not None else (0, 0)


class FunctionAnalysis:
    """The dataflow over one function body's CFG (blocks in reverse post-order)."""

    def __init__(self, body: Block, report: Report,
                 callees: dict[str, Summary] | None = None) -> None:
        self.blocks = _reverse_post_order(body)
        self.callees = callees or {}
        self.aliases = Aliases(self.blocks, {n: s.makes for n, s in self.callees.items()
                                             if s.makes is not None})
        self.report = report
        self.reporting = False

    def run(self) -> None:
        if not self.aliases.kind:
            return  # creates nothing: nothing to prove
        relevant = self.live_objects()
        entry: dict[Block, State] = {self.blocks[0]: {}}
        index = {b: i for i, b in enumerate(self.blocks)}
        work, queued = [0], {0}
        while work:
            i = heapq.heappop(work)  # reverse post-order first: few revisits
            queued.discard(i)
            block = self.blocks[i]
            for succ, state in self.transfer(block, dict(entry[block])):
                keep = relevant[succ]  # facts without L matter only while a handle is live
                state = {o: f for o, f in state.items() if f[0] & L or o in keep}
                old = entry.get(succ)
                new = state if old is None else _join(old, state)
                if new != old:
                    entry[succ] = new
                    if index[succ] not in queued:
                        queued.add(index[succ])
                        heapq.heappush(work, index[succ])
        self.reporting = True
        for block in self.blocks:
            if block in entry:
                self.transfer(block, dict(entry[block]))

    def live_objects(self) -> dict[Block, set[Value]]:
        """Per block, the objects some handle live into it (or an argument of it) refers to:
        SSA liveness of the values that refer to objects, a backward worklist."""
        tracked = self.aliases.obj.keys() | self.aliases.fields.keys()
        gen: dict[Block, set[Value]] = {}
        kill: dict[Block, set[Value]] = {}
        preds: dict[Block, list[Block]] = {b: [] for b in self.blocks}
        for block in self.blocks:
            used, defined = set(), set(block.args)
            for op in block.ops:
                for inner in op.walk() if op.regions else (op,):
                    used.update(v for v in inner.operands if v in tracked and v not in defined)
                defined.update(op.results)
            gen[block], kill[block] = used, defined
            for succ in _successors(block):
                if succ in preds:
                    preds[succ].append(block)
        live = {b: set(gen[b]) for b in self.blocks}
        work = list(self.blocks)
        while work:
            block = work.pop()
            for pred in preds[block]:
                extra = live[block] - kill[pred] - live[pred]
                if extra:
                    live[pred] |= extra
                    work.append(pred)
        refs = self.aliases.refs
        return {b: {o for v in (*live[b], *b.args) for o in refs(v)} for b in self.blocks}

    # ---- transfer ------------------------------------------------------------------------
    def transfer(self, block: Block, st: State) -> list[tuple[Block, State]]:
        out: list[tuple[Block, State]] = []
        for op in block.ops:
            if op.successors or op.name in RETURNS:
                out = self.terminate(op, st)
            else:
                self.step(op, st)
        return out

    def step(self, op: Operation, st: State) -> None:
        name = callee(op)
        released = op.operands[0] if name in RELEASES and op.operands else None
        if op.name not in NO_USE:
            for v in op.operands:
                if v is not released:
                    self.check_use(v, op, name, st)
        if op.name in STRUCTURED and len(op.regions[0].blocks) == 1:
            (self.scf_if if op.name == "scf.if" else self.scf_for)(op, st)
            return
        if op.regions:  # handles used inside nested regions escape
            for inner in op.walk():
                for v in inner.operands:
                    if inner is not op:
                        self.check_use(v, inner, callee(inner), st)
                        self.escape(v, st)
        if op.results and op.results[0] in self.aliases.kind:
            self.create(op, st)
        elif released is not None:
            self.release(op, name, released, st)
        elif op.name in CALLS and not abi.is_runtime(name):
            borrows = self.callees[name].borrows if name in self.callees else ()
            for i, v in enumerate(op.operands):
                if i not in borrows:
                    self.escape(v, st)
        elif op.name == "llvm.store" and len(op.operands) > 1 and \
                op.operands[1] not in self.aliases.local:  # a kernel's argument array stays
            self.escape(op.operands[0], st)

    def create(self, op: Operation, st: State) -> None:
        o = op.results[0]
        flags, origins = st.get(o, (N, frozenset()))
        if flags & L and self.reporting:
            self.report.add(origins, "leak", _leak, lambda k: "created again here before the "
                            f"previous one is {k.verb} (each loop iteration leaks one)", op,
                            self.aliases)
        st[o] = (L, frozenset((o,)))

    def release(self, op: Operation, name: str, v: Value, st: State) -> None:
        o = self.aliases.obj.get(v)
        if o is None or o not in st:
            return  # not held here: a parameter, a loaded value, or it escaped
        flags, origins = st[o]
        kind = RELEASES[name]
        if self.reporting:
            if flags & R:
                self.report.add(origins, "twice", _twice, f"{kind.verb} again here", op,
                                self.aliases)
            wrong = frozenset(s for s in origins if self.aliases.kind[s] is not kind)
            if wrong and flags & L:
                self.report.add(wrong, "mismatch", lambda k: f"{k.noun} created here is "
                                f"released with @{name}, not @{k.release}", "released here",
                                op, self.aliases)
        st[o] = (R, origins)

    def check_use(self, v: Value, op: Operation, name: str | None, st: State) -> None:
        if not self.reporting:
            return
        for o in self.aliases.refs(v):
            flags, origins = st.get(o, (N, frozenset()))
            if flags & R:
                user = f"@{name}" if name else f"'{op.name}'"
                self.report.add(origins, "use", _use, f"used here by {user} after it is "
                                f"{_verb(origins, self.aliases)}", op, self.aliases)

    def escape(self, v: Value, st: State) -> None:
        """`v` is handed on: no longer ours (a release fact stays, for later uses)."""
        for o in self.aliases.refs(v):
            flags, origins = st.pop(o, (N, frozenset()))
            if flags & R:
                st[o] = (R, origins)

    def terminate(self, op: Operation, st: State) -> list[tuple[Block, State]]:
        if op.name in RETURNS:
            for v in op.operands:  # returning a released handle passes it on
                self.check_use(v, op, None, st)
                self.escape(v, st)
            self.leaks(st, op, lambda k: f"not {k.verb} on the path that reaches this return")
            return []
        groups = successor_operands(op)
        if groups is None:  # a terminator whose operand layout is unknown: all escape
            for v in op.operands:
                self.escape(v, st)
            groups = [[] for _ in op.successors]
        return [(succ, self.edge(op, succ, vals, st))
                for succ, vals in zip(op.successors, groups, strict=False)]

    def edge(self, op: Operation, succ: Block, vals: list[Value], st: State) -> State:
        """The state on the edge into `succ`: each handle moves into its block argument."""
        return self.move(op, list(succ.args), vals, st, "successor argument")

    def move(self, op: Operation, targets: list[Value], vals: list[Value], st: State,
             what: str) -> State:
        """`vals` flow into `targets` (block arguments, scf results): a parallel copy."""
        new = dict(st)
        moved = {self.aliases.obj.get(v) for v in vals} - {None}
        incoming = [st.get(self.aliases.obj.get(v), (N, frozenset()))  # type: ignore[arg-type]
                    for v in vals]
        for i, arg in enumerate(targets[:len(vals)]):
            flags, origins = st.get(arg, (N, frozenset()))
            if flags & L and arg not in moved and self.reporting:
                where = "on this branch" if op.successors else "here"
                self.report.add(origins, "leak", _leak, lambda k, i=i, w=where: f"replaced {w} "
                                f"({what} #{i}) before it is {k.verb}", op, self.aliases)
        for o in moved:
            new.pop(o, None)
        for v in vals:  # handles inside a struct passed on are not followed: they escape
            if v in self.aliases.fields:
                self.escape(v, new)
        for arg, fact in zip(targets, incoming, strict=False):
            if fact[0] == N:
                new.pop(arg, None)
            else:
                new[arg] = fact
        return new

    # ---- scf -----------------------------------------------------------------------------
    def region(self, block: Block, st: State) -> tuple[Operation | None, list[Value]]:
        """Runs the single block of an scf region; its yield and yielded values."""
        for op in block.ops:
            if op.name == "scf.yield":  # passes handles on, as a branch does
                return op, list(op.operands)
            self.step(op, st)
        return None, []

    def scf_if(self, op: Operation, st: State) -> None:
        outs = []
        for region in op.regions:
            if not region.blocks:
                outs.append(dict(st))
                continue
            inner = dict(st)
            y, vals = self.region(region.blocks[0], inner)
            outs.append(self.move(y or op, list(op.results), vals, inner, "result"))
        if len(outs) == 1:  # no else region: the state before it on the other path
            outs.append(dict(st))
        joined = _join(outs[0], outs[1])
        st.clear()
        st.update(joined)

    def scf_for(self, op: Operation, st: State) -> None:
        """The body's fixpoint over its iteration arguments, then the loop's results."""
        body = op.regions[0].blocks[0]
        iter_args, inits = list(body.args[1:]), list(op.operands[3:])
        entry = self.move(op, iter_args, inits, st, "iteration argument")
        reporting, self.reporting = self.reporting, False
        cur = entry
        for _ in range(64):  # the lattice is small: a few rounds reach the fixpoint
            inner = dict(cur)
            y, vals = self.region(body, inner)
            new = _join(entry, self.move(y or op, iter_args, vals, inner, "iteration argument"))
            if new == cur:
                break
            cur = new
        self.reporting = reporting
        inner = dict(cur)
        y, vals = self.region(body, inner)
        self.move(y or op, iter_args, vals, inner, "iteration argument")  # reports
        skipped = self.move(op, list(op.results), inits, st, "result")
        done = self.move(y or op, list(op.results), vals, inner, "result")
        for arg in iter_args:  # out of scope; one still live was replaced: reported above
            done.pop(arg, None)
        st.clear()
        st.update(_join(skipped, done))

    def leaks(self, st: State, op: Operation, note) -> None:
        if not self.reporting:
            return
        for flags, origins in st.values():
            if flags & L:
                self.report.add(origins, "leak", _leak, note, op, self.aliases)


def _leak(k: Kind) -> str:
    return f"{k.noun} created here is not {k.verb} on every path"


def _twice(k: Kind) -> str:
    return f"{k.noun} created here is {k.verb} more than once on some path"


def _use(k: Kind) -> str:
    return f"{k.noun} created here is used after it is {k.verb}"


def _verb(origins, aliases: Aliases) -> str:
    verbs = sorted({aliases.kind[s].verb for s in origins})
    return verbs[0] if len(verbs) == 1 else "released"


def _join(a: State, b: State) -> State:
    out = dict(a)
    for o, (flags, origins) in b.items():
        old = out.get(o)
        out[o] = (flags, origins) if old is None else (old[0] | flags, old[1] | origins)
    for o in a.keys() - b.keys():  # not held on b's path
        flags, origins = out[o]
        out[o] = (flags | N, origins)
    for o in b.keys() - a.keys():
        flags, origins = out[o]
        out[o] = (flags | N, origins)
    return out


def _reverse_post_order(entry: Block) -> list[Block]:
    seen, order = {entry}, []
    stack = [(entry, iter(_successors(entry)))]
    while stack:
        block, it = stack[-1]
        nxt = next(it, None)
        if nxt is None:
            order.append(block)
            stack.pop()
        elif nxt not in seen:
            seen.add(nxt)
            stack.append((nxt, iter(_successors(nxt))))
    return order[::-1]


def _successors(block: Block) -> list[Block]:
    term = block.ops[-1] if block.ops else None
    return list(term.successors) if term is not None else []


def verify_lifetimes(root: Operation) -> list[Diagnostic]:
    """The lifetime errors of every function body under `root`, in source order."""
    report = Report()
    callees = summaries(root)
    for op in root.walk():
        if op.name in ("llvm.func", "func.func") and op.regions and op.regions[0].blocks:
            FunctionAnalysis(op.regions[0].blocks[0], report, callees).run()
    return report.sorted()


@dataclass
class GpuVerifyLifetimes(Pass, flag="gpu-verify-lifetimes"):
    """Checks that mgpu streams, events, modules and allocations are released exactly once"""

    anchor = "builtin.module"
    pass_name = "GpuVerifyLifetimes"

    strict: bool = field(default=False, metadata={
        "help": "Fail on input with no mgpu* runtime calls (not lowered yet), not warn"})

    def run(self, op) -> None:
        if not _has_runtime_calls(op):
            _nothing_to_check(op, self.strict)
            return
        errors = verify_lifetimes(op)
        if not errors:
            return
        for d in errors[:-1]:
            diag.emit(d)
        last = errors[-1]
        failure = PassError(last.message, last.loc)
        failure.diag = last
        raise failure



NOTHING = ("gpu-verify-lifetimes has nothing to check: the input has no mgpu* runtime calls; "
           "run it after --convert-gpu-to-llvm")


def _has_runtime_calls(root: Operation) -> bool:
    return any(abi.is_runtime(callee(o)) for o in root.walk())


def _nothing_to_check(root: Operation, strict: bool) -> None:
    """A warning (an error under `strict`) at the first gpu op of the host code left unlowered,
    else at the module: nothing was checked."""
    at = root.loc
    for o in root.walk():
        if o.name in ("gpu.module", "gpu.binary"):
            continue
        if o.name.startswith("gpu.") and not _in_gpu_module(o):
            at = o.loc
            break
    if strict:
        raise PassError(NOTHING, at)
    diag.emit_warning(NOTHING, at)


def _in_gpu_module(op: Operation) -> bool:
    p = op.parent_op
    while p is not None:
        if p.name == "gpu.module":
            return True
        p = p.parent_op
    return False
