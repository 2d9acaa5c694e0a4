"""Translation validation of --convert-gpu-to-llvm's stream lowering (`check-ordering`).

The pass promises that every token edge of its input orders the two operations at run time.
This module checks that promise on each function, independently of how the lowering built its
stream plan: it executes the *input* (gpu dialect, before conversion) and the *output* (the
`mgpu*` calls the pass emitted) abstractly, path by path, and compares.

* **Input semantics.** Each execution of a gpu op that does work (`gpu.launch_func`,
  `gpu.memcpy`, `gpu.memset`, `gpu.alloc`, `gpu.dealloc`) is an *instance* `(loc, k)`: the
  op's location and how many times it ran before on the path. A token stands for the set of
  instances that must be complete when it is: the op's own instance and all its dependencies'
  sets; `gpu.wait async` joins its dependencies; a token from anywhere else (a function
  argument, a call result) requires nothing. A synchronous `gpu.wait` (or a synchronous op)
  requires its set to be complete on the host when it returns.
* **Output semantics** (CUDA's): a stream holds the set of instances that complete before
  anything queued on it next (its *frontier*); queuing work `w` gives `w` that set as its
  guaranteed predecessors and adds `w`; `mgpuEventRecord` copies a stream's frontier into the
  event, `mgpuStreamWaitEvent` adds an event's set to a stream's, `mgpuStreamSynchronize` and
  `mgpuEventSynchronize` add theirs to the host's; a new stream starts from what the host knows
  complete; an event never recorded is complete at once (empty). Calls of the launch functions
  the pass made (single-block functions of the module) are executed inside, their work counted
  at the call site. Output ops are matched to input ops by location (the conversion gives every
  op it creates the location of the op it lowers).
* **Paths.** Both sides take their branches from one decision script: `cf`/`llvm` `cond_br`
  and `switch`, `scf.if` and `scf.index_switch` pick a successor, `scf.for` and `scf.while` run
  0, 1 or 2 times; a path visits a block at most 3 times. The scripts are enumerated depth
  first, up to MAX_PATHS per function.

An edge the output does not enforce on some path is a located internal error naming both ops.
Functions whose gpu ops share a location, or with region ops the interpreters do not model,
are skipped (`skipped` says why).
"""
from __future__ import annotations

from gpuopt import abi
from gpuopt.diag import PassError
from gpuopt.dialects import llvm

PTR = llvm.PointerType.get(0)

MAX_PATHS = 256
# what was checked, for GPUOPT_CHECK_ORDERING=verbose and the tests
STATS = {"functions": 0, "paths": 0, "compared": 0, "edges": 0, "skipped": 0}
MAX_VISITS = 3  # visits of one block on one path
WORK = {"gpu.launch_func", "gpu.memcpy", "gpu.memset", "gpu.alloc", "gpu.dealloc"}
# the runtime calls that queue work, by name -> the index of their stream operand
STREAM_ARG = {e.name: e.stream_param() for e in (abi.LAUNCH_KERNEL, abi.MEM_ALLOC, abi.MEM_FREE,
                                                 abi.MEMCPY, abi.MEMSET32, abi.MEMSET16)}
WORK_CALLS = set(STREAM_ARG)
FORWARDS = {"llvm.bitcast", "llvm.addrspacecast", "builtin.unrealized_conversion_cast"}


class _Abandon(Exception):
    """The path is longer than the interpreters follow, or the scripts diverged."""


class _Unsupported(Exception):
    """Something in the function the interpreters do not model."""


class _Script:
    """One path's branch decisions: replays `prefix`, then takes choice 0 and remembers how
    many choices each decision had (for the depth-first enumeration)."""

    def __init__(self, prefix: list[int]) -> None:
        self.prefix = prefix
        self.taken: list[tuple[int, int]] = []

    def decide(self, n: int) -> int:
        i = len(self.taken)
        c = self.prefix[i] if i < len(self.prefix) else 0
        if c >= n:
            raise _Abandon
        self.taken.append((c, n))
        return c


class _Replay:
    """The same decisions, for the output side; running past them abandons the path."""

    def __init__(self, taken: list[int]) -> None:
        self.taken = taken
        self.i = 0

    def decide(self, n: int) -> int:
        if self.i >= len(self.taken) or self.taken[self.i] >= n:
            raise _Abandon
        c = self.taken[self.i]
        self.i += 1
        return c


def _callee(op) -> str | None:
    attr = op.attributes.get("callee")
    root = getattr(attr, "root", None)
    return root if isinstance(root, str) else None


# ---- the input side ----------------------------------------------------------------------
class _Walker:
    """Runs a function body on one path: blocks and branches, scf.if / index_switch / for /
    while, each decision taken from the script. `default` is what a value nothing bound
    stands for; subclasses say what the other ops do (`step`) and what happens when a block
    is entered (`enter`)."""

    default = None

    def __init__(self, script) -> None:
        self.script = script
        self.visits: dict = {}

    def enter(self, site) -> None:
        pass

    def step(self, op, env, site) -> None:
        raise NotImplementedError

    def region(self, region, env, args, site=None) -> list:
        """Runs a region from its entry block with `args`; returns what it yields."""
        block = region.blocks[0]
        while True:
            self.enter(site)
            n = self.visits.get(id(block), 0) + 1
            if n > MAX_VISITS:
                raise _Abandon
            self.visits[id(block)] = n
            for a, v in zip(block.args, args, strict=False):
                env[a] = v
            for op in block.ops:
                nxt = self.op(op, env, site)
                if nxt is not None:
                    block, args = nxt
                    break
            else:
                return []
            if block is None:
                return args

    def value(self, env, v):
        return env.get(v, self.default)

    def loop_body(self, region, env, args, site) -> list:
        self.visits.pop(id(region.blocks[0]), None)
        return self.region(region, env, args, site)

    def op(self, op, env, site):
        """(successor, its arguments) for a branch, (None, values) for a terminator that
        leaves the region, None otherwise."""
        name = op.name
        if name in ("cf.br", "cf.cond_br", "cf.switch", "llvm.br", "llvm.cond_br",
                    "llvm.switch"):
            from gpuopt.passes.lib.cfg import successor_operands
            groups = successor_operands(op)
            i = 0 if len(op.successors) == 1 else self.script.decide(len(op.successors))
            return op.successors[i], [self.value(env, v) for v in groups[i]]
        if name in ("func.return", "llvm.return", "scf.yield", "scf.condition"):
            vals = list(op.operands[1:] if name == "scf.condition" else op.operands)
            return None, [self.value(env, v) for v in vals]
        if name == "scf.if":
            i = self.script.decide(2)
            outs = [] if i == 1 and not op.regions[1].blocks else \
                self.region(op.regions[i], env, [], site)
            _bind(env, op.results, outs)
        elif name == "scf.index_switch":
            i = self.script.decide(len(op.regions))
            _bind(env, op.results, self.region(op.regions[i], env, [], site))
        elif name == "scf.for":
            n = self.script.decide(3)
            carried = [self.value(env, v) for v in op.operands[3:]]
            for _ in range(n):
                carried = self.loop_body(op.regions[0], env, [self.default, *carried], site)
            _bind(env, op.results, carried)
        elif name == "scf.while":
            carried = [self.value(env, v) for v in op.operands]
            for _ in range(3):
                cond = self.loop_body(op.regions[0], env, carried, site)
                if self.script.decide(2) == 0:
                    _bind(env, op.results, cond)
                    return None
                carried = self.loop_body(op.regions[1], env, cond, site)
            raise _Abandon
        else:
            self.step(op, env, site)
        return None


def _bind(env, results, outs) -> None:
    for r, v in zip(results, outs, strict=False):
        env[r] = v


class _Input(_Walker):
    """Executes a gpu-dialect function on one path: the work instances with what each must
    follow, and the host waits with what each must see complete."""

    default = frozenset()  # a token from elsewhere requires nothing

    def __init__(self, script) -> None:
        super().__init__(script)
        self.count: dict = {}
        self.work: list = []  # (instance, required set, op)
        self.host: list = []  # (loc, k, required set, op)
        self.ops: dict = {}  # instance -> op (for messages)

    def run(self, func) -> None:
        self.region(func.regions[0], {}, [])

    def tokens(self, env, values) -> frozenset:
        out: frozenset = frozenset()
        for v in values:
            out |= env.get(v, frozenset())
        return out

    def step(self, op, env, site) -> None:
        name = op.name
        if name in WORK:
            req = self.tokens(env, list(getattr(op, "async_deps", []) or []))
            k = self.count.get(op.loc, 0)
            self.count[op.loc] = k + 1
            inst = (op.loc, k)
            self.ops[inst] = op
            self.work.append((inst, req, op))
            token = getattr(op, "token", None)
            if token is not None:
                env[token] = req | {inst}
            else:
                self.host.append((op.loc, self._host_k(op.loc), req | {inst}, op))
        elif name == "gpu.wait":
            req = self.tokens(env, op.async_deps)
            if op.token is not None:
                env[op.token] = req
            else:
                self.host.append((op.loc, self._host_k(op.loc), req, op))
        elif any(_mentions_tokens(o) for r in op.regions for b in r.blocks for o in b.ops):
            raise _Unsupported(f"'{name}' with gpu work inside")
        # other ops: their token results require nothing

    def _host_k(self, loc) -> int:
        key = ("host", loc)
        k = self.count.get(key, 0)
        self.count[key] = k + 1
        return k


def _mentions_tokens(op) -> bool:
    return any(o.name in WORK or o.name == "gpu.wait" for o in op.walk())


# ---- the output side ---------------------------------------------------------------------
class _Stream:
    __slots__ = ("frontier",)

    def __init__(self, frontier: frozenset) -> None:
        self.frontier = frontier


class _Event:
    __slots__ = ("done",)

    def __init__(self) -> None:
        self.done: frozenset = frozenset()


class _Output(_Walker):
    """Executes the lowered function's runtime calls on the same path."""

    def __init__(self, script, functions, host_keys) -> None:
        super().__init__(script)
        self.functions = functions  # name -> single-block llvm.func (launch functions)
        self.host_keys = host_keys  # locations of the input's host waits
        self.host: frozenset = frozenset()
        self.count: dict = {}
        self.preds: dict = {}  # instance -> guaranteed predecessors
        self.seen: dict = {}  # (loc, k) of host waits -> what the host knew after it
        self.pending = None  # the host wait whose calls are running

    def finish(self) -> None:
        if self.pending is not None:
            self.seen[self.pending] = self.host
            self.pending = None

    def at(self, loc) -> None:
        """A runtime call at `loc`: closes the run of a host wait's calls when it changes."""
        if self.pending is not None and self.pending[0] != loc:
            self.finish()
        if self.pending is None and loc in self.host_keys:
            key = ("host", loc)
            k = self.count.get(key, 0)
            self.count[key] = k + 1
            self.pending = (loc, k)

    def run(self, func) -> None:
        self.region(func.regions[0], {}, [], None)
        self.finish()

    def enter(self, site) -> None:
        if site is None:  # a host wait's calls end with its block (not in a launch
            self.finish()  # function: those are the calls of the launch at `site`)

    def step(self, op, env, site) -> None:
        if op.name in ("llvm.call", "func.call"):
            self.call(op, env, site)
        elif op.name in FORWARDS and op.operands and op.operands[0] in env:
            env[op.results[0]] = env[op.operands[0]]

    @staticmethod
    def stream(env, v):
        """The stream value `v` holds; one from elsewhere (an argument, a call's result)
        starts empty at its first use; None for the null stream."""
        got = env.get(v)
        definer = v.defining_op
        if got is None and definer is not None and definer.name == "llvm.mlir.zero":
            return None
        if got is None:
            got = env[v] = _Stream(frozenset())
        return got

    def call(self, op, env, site):
        name = _callee(op)
        loc = site if site is not None else op.loc
        if name is None:
            return None
        fn = self.functions.get(name)
        if fn is not None:  # a launch function: run it, its work counted at this call
            self.at(loc)
            block = fn.regions[0].blocks[0]
            inner = dict(zip(block.args, [self.stream(env, v) if v.type == PTR
                                          else env.get(v) for v in op.operands], strict=False))
            self.visits.pop(id(block), None)  # a launch function runs once a call
            _bind(env, op.results, self.region(fn.regions[0], inner, [], loc))
            return None
        if not abi.is_runtime(name):
            return None
        self.at(loc)
        ops = op.operands

        def stream(v):
            return self.stream(env, v)

        if name == abi.STREAM_CREATE.name:
            env[op.results[0]] = _Stream(self.host)
        elif name == abi.EVENT_CREATE.name:
            env[op.results[0]] = _Event()
        elif name == abi.EVENT_RECORD.name:
            e, s = env.get(ops[0]), stream(ops[1])
            if isinstance(e, _Event):
                e.done = s.frontier if isinstance(s, _Stream) else frozenset()
        elif name == abi.STREAM_WAIT_EVENT.name:
            s, e = stream(ops[0]), env.get(ops[1])
            if isinstance(s, _Stream) and isinstance(e, _Event):
                s.frontier = s.frontier | e.done
        elif name == abi.STREAM_SYNCHRONIZE.name:
            s = stream(ops[0])
            if isinstance(s, _Stream):
                self.host = self.host | s.frontier
        elif name == abi.EVENT_SYNCHRONIZE.name:
            e = env.get(ops[0])
            if isinstance(e, _Event):
                self.host = self.host | e.done
        elif name in WORK_CALLS:
            k = self.count.get(loc, 0)
            self.count[loc] = k + 1
            inst = (loc, k)
            s = stream(ops[STREAM_ARG[name]])
            if isinstance(s, _Stream):
                self.preds[inst] = s.frontier
                s.frontier = s.frontier | {inst}
            else:  # no known stream (the null stream or an unknown handle): nothing ordered
                self.preds[inst] = self.host
        return None


# ---- driving -----------------------------------------------------------------------------
def _describe(op) -> str:
    from gpuopt.diag import render_loc_prefix
    return f"'{op.name}' at {render_loc_prefix(op.loc)}"


def check_function(before, after, functions) -> str | None:
    """Compares one function's input (`before`, a gpu-dialect copy) with its lowering;
    raises a located PassError for an edge the lowering does not enforce; returns why the
    function was skipped (None: checked)."""
    seen_locs: dict = {}
    for o in before.walk():
        if o.name in WORK or o.name == "gpu.wait":
            if o.loc in seen_locs:
                return f"two gpu ops share the location {o.loc}"
            seen_locs[o.loc] = o
    if not seen_locs:
        return None
    prefix: list[int] = []
    paths = 0
    STATS["functions"] += 1
    while True:
        paths += 1
        STATS["paths"] += 1
        script = _Script(prefix)
        inp = _Input(script)
        try:
            inp.run(before)
            complete = True
        except _Abandon:
            complete = False
        except _Unsupported as e:
            return str(e)
        if complete:
            _compare(inp, after, functions, [c for c, _ in script.taken])
        taken = script.taken
        while taken and taken[-1][0] + 1 >= taken[-1][1]:
            taken.pop()
        if not taken or paths >= MAX_PATHS:
            return None
        prefix = [c for c, _ in taken[:-1]] + [taken[-1][0] + 1]


def _compare(inp: _Input, after, functions, decisions: list[int]) -> None:
    host_keys = {loc for loc, _, _, _ in inp.host}
    out = _Output(_Replay(decisions), functions, host_keys)
    try:
        out.run(after)
    except _Abandon:
        return  # the output's paths differ from the input's here: nothing to compare
    STATS["compared"] += 1
    STATS["edges"] += sum(len(req) for _, req, _ in inp.work) + \
        sum(len(req) for _, _, req, _ in inp.host)
    for inst, req, op in inp.work:
        got = out.preds.get(inst)
        if got is None:
            raise PassError(f"internal error: --convert-gpu-to-llvm's output does not run "
                            f"{_describe(op)} (execution #{inst[1] + 1}) on a path where its "
                            f"input does", op.loc)
        missing = [m for m in req if m not in got]
        if missing:
            dep = _first(inp, missing)
            raise PassError(f"internal error: --convert-gpu-to-llvm's output does not order "
                            f"{_describe(dep)} before {_describe(op)}, which depends on it "
                            f"through its async tokens (check-ordering)", op.loc)
    for loc, k, req, op in inp.host:
        if not req:
            continue
        got = out.seen.get((loc, k))
        missing = [m for m in req if got is None or m not in got]
        if missing:
            dep = _first(inp, missing)
            raise PassError(f"internal error: --convert-gpu-to-llvm's output does not make "
                            f"{_describe(dep)} complete before the host continues after "
                            f"{_describe(op)} (check-ordering)", op.loc)


def _first(inp: _Input, missing: list):
    """The input op of the first missing instance (by location, then execution)."""
    return inp.ops[min(missing, key=lambda m: (str(m[0]), m[1]))]


def launch_functions(module) -> dict:
    """The single-block, region-free llvm.funcs of the module, by name (the launch functions
    the pass makes are such functions)."""
    out = {}
    for fn in module.regions[0].blocks[0].ops:
        if fn.name != "llvm.func" or not fn.regions or len(fn.regions[0].blocks) != 1:
            continue
        if any(o.regions for o in fn.regions[0].blocks[0].ops):
            continue
        out[fn.attributes["sym_name"].value] = fn
    return out


def snapshot(module) -> dict:
    """Copies of the module's functions that contain gpu ops, by name (taken before the
    conversion changes them)."""
    from gpuopt.ir.clone import clone
    out = {}
    for fn in module.regions[0].blocks[0].ops:
        if fn.name not in ("func.func", "llvm.func") or not fn.regions or \
                not fn.regions[0].blocks:
            continue
        if any(o.name in WORK or o.name == "gpu.wait" for o in fn.walk()):
            out[fn.attributes["sym_name"].value] = clone(fn)
    return out


def check_module(copies: dict, module) -> list[str]:
    """Checks each snapshotted function against its lowering in `module`; returns the reasons
    functions were skipped."""
    functions = launch_functions(module)
    lowered = {fn.attributes["sym_name"].value: fn for fn in module.regions[0].blocks[0].ops
               if fn.name in ("llvm.func", "func.func")}
    skipped = []
    for name, before in copies.items():
        after = lowered.get(name)
        if after is None or not after.regions or not after.regions[0].blocks:
            continue
        why = check_function(before, after, functions)
        if why is not None:
            STATS["skipped"] += 1
            skipped.append(f"@{name}: {why}")
    return skipped


def report(skipped: list[str]) -> str:
    """The one-line summary GPUOPT_CHECK_ORDERING=verbose prints."""
    text = (f"check-ordering: {STATS['functions']} functions, {STATS['paths']} paths, "
            f"{STATS['compared']} compared, {STATS['edges']} required orderings checked")
    return text + "".join(f"; skipped {s}" for s in skipped)
