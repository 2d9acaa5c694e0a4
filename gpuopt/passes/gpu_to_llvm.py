"""--convert-gpu-to-llvm (alias --gpu-to-llvm): host code to the llvm dialect, with every
gpu op lowered to runtime calls (`mgpu*`, gpuopt/abi.py) in the pass.

The design is upstream's ConvertLaunchFuncToRuntimeCalls (mlir-opt-14), in LLVM 19's syntax
and ABI: an async token becomes the stream its op was queued on, `gpu.launch_func` loads the
module, gets the function, packs the arguments and launches. What upstream leaves broken is
closed here, with the stream plan of passes/stream_plan.py:

* streams behind `gpu.wait async [%a, %b]` (and behind the extra dependencies of any op) are
  destroyed after their last use instead of leaking;
* a launch (or alloc, memcpy, memset, dealloc) with several dependencies waits on an event
  recorded on each extra stream, instead of being refused (LLVM issue #156984);
* a token that is a block argument or an `scf.for`/`scf.if` result is a stream, synchronized and
  destroyed as one (upstream calls the event API on it); a token used by several ops needs no
  explicit fork;
* synchronous `gpu.alloc`/`memcpy`/`memset`/`dealloc` are lowered on a stream of their own
  (mlir-opt-19 leaves them in its output and exits 0);
* one binary global per module and one name global per kernel however many launches (#59503).

Every pattern that does not apply says why (`--debug-only=dialect-conversion` prints it).
"""
from __future__ import annotations

import os
from dataclasses import dataclass, field

from gpuopt import abi
from gpuopt.dialects import builtin, cf, gpu, llvm, scf
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.passes import finalize_memref_to_llvm as FM
from gpuopt.passes.lib import llvm as LC
from gpuopt.passes.manager import Pass
from gpuopt.passes.stream_plan import StreamPlan
from gpuopt.rewrite import pattern

PTR = llvm.PointerType.get(0)
RELEASE = "gpuopt.release_stream"  # marks the stream-release waits the plan inserts


# ---- runtime calls -------------------------------------------------------------------------
class Runtime:
    """Declares each runtime function once (at the end of the module, in first-use order) and
    builds calls to it; also owns the binary and kernel-name globals."""

    def __init__(self, module) -> None:
        self.module = module
        self.block = module.regions[0].blocks[0]
        self.declared = {op.attributes["sym_name"].value for op in self.block.ops
                         if op.name in ("llvm.func", "func.func")}
        self.globals: dict[str, object] = {}

    def declare(self, rw, entry: abi.Entry) -> None:
        if entry.name in self.declared:
            return
        self.declared.add(entry.name)
        decl = entry.declaration(rw.root.loc if rw.root is not None else self.module.loc)
        with rw.saved_insertion():
            rw.at_end(self.block).insert(decl)

    def call(self, rw, entry: abi.Entry, *args):
        """`llvm.call @<entry>(args...)`, declared once; returns the result value (None for
        void)."""
        self.declare(rw, entry)
        return entry.call(rw, *args)

    def string_global(self, rw, name: str, data: str) -> None:
        """`llvm.mlir.global internal constant @name("data")` at the start of the module, once."""
        if name in self.globals:
            return
        g = llvm.GlobalOp.create([], [], {
            "sym_name": A.StringAttr(name),
            "global_type": A.TypeAttr(llvm.ArrayType.get(_size(data),
                                                            T.i8)),
            "linkage": llvm.linkage("internal"), "constant": A.UNIT,
            "value": A.StringAttr(data)}, [_empty_region()], [],
            rw.root.loc if rw.root is not None else self.module.loc)
        self.globals[name] = g
        with rw.saved_insertion():
            rw.at_start(self.block).insert(g)

    def address(self, rw, name: str):
        return rw.create(llvm.AddressOfOp, global_name=LC.interned(A.SymbolRefAttr(name)),
                         result_types=[PTR]).results[0]


def _size(data: str) -> int:
    """The bytes a StringAttr's text stands for (UTF-8, raw bytes as surrogateescape)."""
    return len(data.encode("utf-8", "surrogateescape"))


def _empty_region():
    from gpuopt.ir.core import Region
    return Region()


# ---- binaries ------------------------------------------------------------------------------
class Binary:
    """The object a gpu.module or gpu.binary of this module provides for its kernels."""

    def __init__(self, global_name: str, data: str, jit_opt: int | None) -> None:
        self.global_name = global_name
        self.data = data
        self.jit_opt = jit_opt  # PTX: mgpuModuleLoadJIT's optLevel; None: mgpuModuleLoad


def _opt_level(target) -> int:
    """The `O` of an #nvvm.target (2 unless given), MLIR's default optimization level."""
    text = str(target)
    import re
    m = re.search(r"\bO\s*=\s*(\d+)", text)
    return int(m.group(1)) if m else 2


# ---- the pass ------------------------------------------------------------------------------
@dataclass
class ConvertGpuToLLVM(Pass, flag="convert-gpu-to-llvm"):
    """Convert GPU dialect to LLVM dialect with GPU runtime calls"""

    use_bare_pointers_for_host: bool = field(default=False, metadata={
        "help": "Use bare pointers to pass memref arguments to host functions. All memrefs "
                "must have static shape."})
    use_bare_pointers_for_kernels: bool = field(default=False, metadata={
        "help": "Use bare pointers to pass memref arguments to kernels. The kernel must use "
                "the same setting for this option."})
    gpu_binary_annotation: str = field(default="gpu.binary", metadata={
        "help": "Annotation attribute string for GPU binary (LLVM 14's form: a string "
                "attribute of the gpu.module holding its cubin)"})
    launch_stubs: bool = field(default=True, metadata={
        "help": "Lower the launches of a kernel through one internal launch function per "
                "kernel, mode and argument types (as nvcc's host stubs), called at each "
                "launch; false: lower each launch in place, as mlir-opt-14 did"})

    check_ordering: bool = field(default=False, metadata={
        "help": "Check that the output orders every token edge of the input (translation "
                "validation, gpuopt/passes/stream_check.py; also on when GPUOPT_CHECK_ORDERING=1)"})

    def run(self, op) -> None:
        from gpuopt.passes import host_to_llvm, stream_check
        from gpuopt.rewrite.conversion import ConversionTarget, apply_conversion

        _inline_async_execute(op)
        _fold_cast_round_trips(op)
        check = self.check_ordering or os.environ.get("GPUOPT_CHECK_ORDERING", "") not in (
            "", "0")
        copies = stream_check.snapshot(op) if check else None
        _fork_handed_tokens(op)
        tc = LC.LLVMTypeConverter(use_bare_ptr_memref_call_conv=self.use_bare_pointers_for_host)
        tc.add_conversion(lambda t: PTR if isinstance(t, gpu.AsyncTokenType) else None)
        rt = Runtime(op)
        binaries = self._binaries(op)
        plans = {}
        for f in list(op.walk()):
            if f.name in ("func.func", "llvm.func") and f.regions and f.regions[0].blocks:
                plan = StreamPlan(f)
                _insert_releases(plan)
                for o in f.walk():
                    plans[o] = plan  # keyed by the op itself: ids of freed ops get reused
        symbols = {o.attributes["sym_name"].value for o in op.regions[0].blocks[0].ops
                   if isinstance(o.attributes.get("sym_name"), A.StringAttr)}
        ctx = _Context(tc, rt, binaries, self.use_bare_pointers_for_kernels, plans,
                       self.gpu_binary_annotation, self.launch_stubs, symbols)
        for o in op.walk():  # the ops that made each dependency, before any is replaced
            if isinstance(o, gpu.WaitOp):
                ctx.dep_ops[o] = [v.defining_op for v in o.async_deps]
        patterns = host_to_llvm.patterns(tc) + _gpu_patterns(ctx)
        target = ConversionTarget(legal_dialects=["llvm"], illegal_dialects=["gpu", "func",
                                                                             "arith", "cf",
                                                                             "memref", "math",
                                                                             "index"])
        target.add_legal_op(gpu.GPUModuleOp, gpu.BinaryOp, gpu.ModuleEndOp, builtin.ModuleOp)
        target.mark_op_recursively_legal(gpu.GPUModuleOp)
        # casts an earlier pass left are legal, as in LLVM 19's LLVMConversionTarget (the
        # ones this conversion makes are folded or materialized when it ends)
        target.add_legal_op(builtin.UnrealizedConversionCastOp)
        for cls in (scf.ForOp, scf.IfOp, scf.YieldOp, scf.WhileOp, scf.ConditionOp,
                    scf.ExecuteRegionOp, scf.IndexSwitchOp, scf.ParallelOp, scf.ReduceOp):
            target.add_dynamically_legal_op(cls, lambda o: _types_legal(o, tc))
        # llvm branches an earlier pass made from cf branches that carried tokens (the nvvm
        # pipeline's convert-func-to-llvm converts cf too) pass the tokens' streams
        for cls in (llvm.BrOp, llvm.CondBrOp, llvm.SwitchOp):
            target.add_dynamically_legal_op(cls, lambda o: _branch_legal(o, tc))
        apply_conversion(op, patterns, target, tc, partial=True)
        # the objects are embedded in globals now: the gpu.module / gpu.binary ops that
        # provided them go, as upstream's lowering removed the annotated gpu.module
        for b in ctx.used_containers:
            if b.parent is not None:
                b.parent.ops.remove(b)
                b.parent = None
        _inject_fault(op)
        if copies is not None:
            skipped = stream_check.check_module(copies, op)
            if os.environ.get("GPUOPT_CHECK_ORDERING") == "verbose":
                import sys
                print(stream_check.report(skipped), file=sys.stderr)

    def _binaries(self, module) -> dict[str, object]:
        """name -> Binary or the container op (when it carries no object: an error at use)."""
        out: dict[str, object] = {}
        for o in module.regions[0].blocks[0].ops:
            if isinstance(o, gpu.GPUModuleOp):
                name = o.attributes["sym_name"].value
                blob = o.attributes.get(self.gpu_binary_annotation)
                if isinstance(blob, A.StringAttr):
                    out[name] = (Binary(f"{name}_gpubin_cst", blob.value, None), o)
                else:
                    out.setdefault(name, (None, o))
            elif isinstance(o, gpu.BinaryOp):
                name = o.attributes["sym_name"].value
                obj = o.selected_object()
                if obj is None:
                    out[name] = (None, o)
                    continue
                jit = _opt_level(obj.target) if obj.format == "assembly" else None
                out[name] = (Binary(f"{name}_bin_cst", obj.object, jit), o)
        return out


# Planted bugs, for the tests that show the detectors catch them (never set in normal use):
# GPUOPT_FAULT=drop:<callee>:<n> erases the n-th (from 0, in walk order) call of <callee> from
# the pass's output; GPUOPT_FAULT=join-first-event brings back issue 20's bug 1 (a join records
# one event per stream, after the first dependency queued on it).
FAULT = "GPUOPT_FAULT"


def _inject_fault(module) -> None:
    fault = os.environ.get(FAULT, "")
    if not fault.startswith("drop:"):
        return
    _, name, n = fault.split(":")
    calls = [o for o in module.walk() if o.name == "llvm.call" and
             getattr(o.attributes.get("callee"), "root", None) == name]
    if int(n) < len(calls):
        victim = calls[int(n)]
        for r in victim.results:
            if r.uses:
                return  # a call whose result is used cannot simply go
        victim.erase()


def _inline_async_execute(module) -> None:
    """Runs each function's `async.execute` regions in place, in program order, when any of
    them involves gpu ops: a valid schedule of the async dialect (every region starts after
    its dependencies, which come earlier), which gives up host-side concurrency only: the gpu
    work stays asynchronous on its streams. `async.await`s of their tokens go; awaits of their
    values become the yielded values. A token or value used otherwise (returned, passed to a
    call) is a located error: it would need the async runtime."""
    from gpuopt.diag import PassError
    for f in module.walk():
        if f.name not in ("func.func", "llvm.func") or not f.regions:
            continue
        executes = [o for o in f.walk() if o.name == "async.execute"]
        if not any(o.name.startswith("gpu.") or "!gpu.async.token" in str(
                [r.type for r in o.results]) for e in executes for o in e.walk()):
            continue
        values: dict = {}  # an !async.value result -> the value its region yielded
        done: set = set()  # the !async.token results of inlined regions

        def check(v, values=values, done=done):
            for user, _ in v.uses:
                if user.name == "async.await" or user.name == "async.execute":
                    continue
                raise PassError(f"{'an !async.token' if id(v) in done else 'an async value'} "
                                f"of an 'async.execute' with gpu ops is used by '{user.name}': "
                                "--convert-gpu-to-llvm runs such regions in place and cannot "
                                "hand it on (lower the async dialect first)", user.loc)

        for e in executes:
            block = e.parent
            body = e.regions[0].blocks[0]
            for v in e.dependencies:
                if id(v) not in done:
                    raise PassError("an 'async.execute' with gpu ops depends on a token that "
                                    "is not of such a region", e.loc)
            for arg, v in zip(body.args, e.body_operands, strict=True):
                if id(v) not in values:
                    raise PassError("an 'async.execute' with gpu ops takes a value that is not "
                                    "of such a region", e.loc)
                arg.replace_all_uses_with(values[id(v)])
            term = body.ops[-1]
            at = block.ops.index(e)
            for o in body.ops[:-1]:
                block.insert(at, o)
                at += 1
            body.ops = [term]
            done.add(id(e.token))
            for r, y in zip(e.body_results, term.operands, strict=True):
                values[id(r)] = y
            for r in e.results:
                check(r)
        # the awaits, then the regions themselves
        for e in executes:
            for r in e.results:
                for user, _ in list(r.uses):
                    if user.name == "async.await":
                        if user.results:
                            user.results[0].replace_all_uses_with(values[id(r)])
                        user.erase()
        for e in reversed(executes):
            e.regions[0].blocks[0].ops[-1].erase()
            e.erase()


def _fork_handed_tokens(module) -> None:
    """Streams handed on keep their owner; each token below is replaced by a fork of it
    (`%f = gpu.wait async [%t]` just before the op: a new stream after all `%t`'s work):

    * `scf.yield %t` of a token made outside the yielding region: the region op's result then
      owns a stream of its own and `%t`'s stream ends after the region op on every path
      (yielded as is, it would escape on the paths that yield it and leak on the others);
    * a token handed to a call or a loop's initial value and used elsewhere too: the receiver
      takes the stream it is handed and may destroy it;
    * every token after the first that a call, return, yield or loop hands on: two tokens may
      be one stream (an op continues its first dependency's stream), which the receiver would
      destroy twice.
    """
    for op in [o for o in module.walk() if o.name in _TAKERS]:
        owner = op.parent_op
        yields_out = op.name in _YIELDS and owner is not None and owner.name in _SCF_REGIONS
        seen = 0
        for i, v in enumerate(list(op.operands)):
            if not isinstance(v.type, gpu.AsyncTokenType):
                continue
            seen += 1
            if yields_out and not _defined_in(v, op.parent.parent):
                v = _fork_operand(op, i, v)  # the operand is the fork now
            if seen == 1 and (op.name in _RETURNS or
                              not any(u is not op or j != i for u, j in v.uses)):
                continue  # the first token's other uses come before a return or yield
            _fork_operand(op, i, v)


_YIELDS = ("scf.yield", "scf.condition")
_RETURNS = ("func.return", "llvm.return", *_YIELDS)
_TAKERS = ("func.call", "llvm.call", "func.call_indirect", "scf.for", "scf.while", *_RETURNS)
_SCF_REGIONS = ("scf.if", "scf.index_switch", "scf.for", "scf.while", "scf.execute_region")


def _fork_operand(op, i, v):
    """Replaces operand #i (`v`) of `op` by a fork of it, made just before `op`."""
    fork = gpu.WaitOp.create([v], [gpu.AsyncTokenType.get()], {}, [], [], op.loc)
    op.parent.insert(op.parent.ops.index(op), fork)
    op.set_operand(i, fork.results[0])
    return fork.results[0]


def _defined_in(v, region) -> bool:
    """Whether value `v` is defined in `region` or in a region nested in it."""
    block = v.parent_block
    while block is not None:
        if block.parent is region:
            return True
        owner = block.parent.parent if block.parent is not None else None
        block = owner.parent if owner is not None else None
    return False


def _fold_cast_round_trips(module) -> None:
    """`%b = cast %a : A to B; %c = cast %b : B to A`: %c's uses take %a and %c goes (%b stays
    while used, dead or not), as the greedy folding LLVM 19's pass runs first leaves them."""
    for c in [o for o in module.walk() if isinstance(o, builtin.UnrealizedConversionCastOp)]:
        inner = c.operands[0].defining_op if len(c.operands) == 1 else None
        if isinstance(inner, builtin.UnrealizedConversionCastOp) and c.parent is not None and \
                len(inner.results) == 1 and \
                [v.type for v in inner.operands] == [r.type for r in c.results]:
            for r, v in zip(c.results, inner.operands, strict=True):
                r.replace_all_uses_with(v)
            c.erase()


def _legal_type(t, tc) -> bool:
    if isinstance(t, gpu.AsyncTokenType):
        return False
    converted = tc.convert_type(t)
    return converted is None or converted == t


def _branch_legal(op, tc) -> bool:
    """An llvm branch whose operands all have llvm types (a canonicalization after the
    earlier conversions can make branches that pass memrefs or tokens to block arguments,
    e.g. when it merges the two arms of an scf.if into their successor)."""
    return all(_legal_type(v.type, tc) for v in op.operands)


def _types_legal(op, tc) -> bool:
    types = [v.type for v in op.operands] + [r.type for r in op.results]
    for region in op.regions:
        for b in region.blocks:
            types += [a.type for a in b.args]
    return not any(isinstance(t, gpu.AsyncTokenType) for t in types)


@dataclass(frozen=True)
class _Launch:
    """What a launch's lowering depends on: the object, the kernel, its argument types, the
    mode (`sync`; `async` on the stream of its first dependency; `new`: async on a new
    stream) and whether it gives a dynamic shared memory size; launches equal in all of that
    share a launch function (the pass makes one Binary per object)."""
    binary: Binary
    mod_name: str
    kernel: str
    types: tuple
    mode: str
    smem: bool


@dataclass
class _Stub:
    op: object  # the llvm.func
    callee: object  # its interned SymbolRefAttr


class _Context:
    def __init__(self, tc, rt, binaries, bare_kernels, plans, annotation, stubs,
                 symbols) -> None:
        self.tc, self.rt, self.binaries, self.bare_kernels = tc, rt, binaries, bare_kernels
        self.stubs = stubs  # launches through one launch function per kernel and signature
        self.stubs_made: dict = {}  # _Launch -> _Stub
        self.symbols: set = symbols  # the module's symbol names (stub names avoid them)
        self.annotation = annotation  # the gpu.module attribute an LLVM 14 binary is in
        self.plans = plans
        self.used_containers: list = []
        self.entry_allocas: dict = {}  # entry block -> the last op of its parameter buffers
        self.param_buffers: dict = {}  # (entry block, struct type) -> (op, array, fields)
        self.anchor: dict = {}  # lowered token op -> the last op its lowering made
        self.dep_ops: dict = {}  # gpu.wait -> the op defining each dependency (None: argument)

    def mark(self, op, rw) -> None:
        """Remembers where the lowering of `op` ends (events on its token are recorded there)."""
        if rw.block is not None and rw.index:
            self.anchor[op] = rw.block.ops[rw.index - 1]

    def plan_of(self, op) -> StreamPlan | None:
        """The stream plan of the function `op` was in (ops keep their identity while the
        function around them is converted)."""
        return self.plans.get(op)


def _insert_releases(plan: StreamPlan) -> None:
    """Makes the plan's stream ends explicit in the gpu-dialect IR: after the op ending each
    stream class in a block (unless a synchronous wait, which destroys what it ends itself), at
    the start of a block whose owned token argument nothing uses, and on the edges a class does
    not take, a `gpu.wait [%root] {gpuopt.release_stream}` that lowers to mgpuStreamDestroy;
    on the edges that need a class's stream twice, forks (`gpu.wait async [%t]`)."""
    placed: dict[int, int] = {}  # id(end op) -> releases already placed after it
    for c in plan.classes:
        for end in c.ends:
            if isinstance(end, gpu.WaitOp) and end.token is None:
                continue
            block = end.parent
            n = placed.get(id(end), 0)
            block.insert(block.ops.index(end) + 1 + n, _release(c, end.loc))
            placed[id(end)] = n + 1
    for block, c in plan.starts:
        block.insert(0, _release(c, c.root.loc))
    rebuilt: dict[int, object] = {}  # id(branch) -> the branch that replaced it
    splits: dict[int, int] = {}  # id(block) -> edge blocks already placed after it
    for edge in sorted(plan.edges.values(), key=lambda e: e.index):  # successor order
        edge.term = rebuilt.get(id(edge.term), edge.term)
        new = _on_edge(edge, splits)
        if new is not edge.term:
            rebuilt[id(edge.term)] = new


def _release(c, loc):
    return gpu.WaitOp.create([c.root], [], {RELEASE: A.UNIT}, [], [], loc)


def _on_edge(edge, splits: dict):
    """The releases and forks of one edge: before the branch when it is the block's only
    edge, at the successor's start when only releases and it is the successor's only edge,
    else in a new block on the edge (the branch is then rebuilt). Returns the branch."""
    from gpuopt.diag import PassError
    from gpuopt.ir.core import Block
    from gpuopt.passes.lib.cfg import successor_operands

    term = edge.term
    block, succ = term.parent, term.successors[edge.index]
    region = block.parent
    groups = successor_operands(term)
    group = groups[edge.index]
    ops = [_release(c, term.loc) for c in edge.releases]
    args = list(group)
    for i in edge.forks:
        fork = gpu.WaitOp.create([group[i]], [gpu.AsyncTokenType.get()], {}, [], [], term.loc)
        ops.append(fork)
        args[i] = fork.results[0]
    if len(term.successors) == 1:
        at = block.ops.index(term)
        for o in ops:
            block.insert(at, o)
            at += 1
        offset = len(term.operands) - sum(map(len, groups))
        for i in edge.forks:
            term.set_operand(offset + i, args[i])
        return term
    incoming = sum(s is succ for b in region.blocks if b.terminator is not None
                   for s in b.terminator.successors)
    if not edge.forks and incoming == 1:
        for i, o in enumerate(ops):
            succ.insert(i, o)
        return term
    if term.name not in ("cf.cond_br", "llvm.cond_br"):
        raise PassError(f"a stream would have to be destroyed or forked on an edge of "
                        f"'{term.name}' (only cf/llvm br and cond_br edges are split)", term.loc)
    split = Block()
    n = splits.get(id(block), 0)  # edge blocks follow their block, in edge order
    region.blocks.insert(region.blocks.index(block) + 1 + n, split)
    splits[id(block)] = n + 1
    split.parent = region
    br = (cf.BranchOp if term.name == "cf.cond_br" else llvm.BrOp).create(
        args, [], {}, [], [succ], term.loc)
    for o in [*ops, br]:
        split.append(o)
    groups[edge.index] = []
    operands = [term.operands[0], *groups[0], *groups[1]]
    attrs = dict(term.attributes)
    attrs["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (1, len(groups[0]), len(groups[1])))
    successors = list(term.successors)
    successors[edge.index] = split
    new = type(term).create(operands, [], attrs, [], successors, term.loc)
    block.insert(block.ops.index(term), new)
    term.erase()
    return new


# ---- patterns ------------------------------------------------------------------------------
def _gpu_patterns(ctx: _Context) -> list:
    rt, tc = ctx.rt, ctx.tc

    def dep_stream(op, rw, ad) -> tuple:
        """(stream, extra streams): the first dependency's stream, or a new one."""
        deps = list(ad.async_deps)
        if not deps:
            return rt.call(rw, abi.STREAM_CREATE), []
        first, extra = deps[0], []
        for s in deps[1:]:
            if s is not first and s not in extra:
                extra.append(s)
        return first, extra

    def wait_on(rw, stream, extra) -> None:
        for s in extra:
            e = rt.call(rw, abi.EVENT_CREATE)
            rt.call(rw, abi.EVENT_RECORD, e, s)
            rt.call(rw, abi.STREAM_WAIT_EVENT, stream, e)
            rt.call(rw, abi.EVENT_DESTROY, e)

    def finish(op, rw, stream, own: bool):
        """A synchronous op on its own stream: synchronize and destroy it."""
        if own:
            rt.call(rw, abi.STREAM_SYNCHRONIZE, stream)
            rt.call(rw, abi.STREAM_DESTROY, stream)

    def begin(op, rw):
        """(adaptor, stream, whether the op owns the stream) for an async-capable op; None,
        with the reason recorded, for a synchronous op with dependencies."""
        ad = rw.adaptor(op)
        if op.token is None and op.async_deps:
            return rw.no_match(op, "Cannot convert non-async op with async dependencies.")
        stream, extra = dep_stream(op, rw, ad)
        wait_on(rw, stream, extra)
        return ad, stream, op.token is None

    @pattern
    def lower_wait(op: gpu.WaitOp, rw) -> None:
        ad = rw.adaptor(op)
        deps = list(ad.async_deps)
        if RELEASE in op.attributes:
            rt.call(rw, abi.STREAM_DESTROY, deps[0])
            return rw.erase(op)
        plan = ctx.plan_of(op)
        if op.token is None:
            done: list = []
            for i, s in enumerate(deps):
                if any(s is d for d in done):
                    continue
                done.append(s)
                rt.call(rw, abi.STREAM_SYNCHRONIZE, s)
                if plan is not None and plan.ends_operand(op, i):
                    rt.call(rw, abi.STREAM_DESTROY, s)
            return rw.erase(op)
        # one event per distinct stream. Several dependencies can share a stream (an implicit
        # fork: two ops queued on one token's stream); the event must then follow the last of
        # them, not the first, or the join would not wait for the others.
        streams: list = []  # [stream, anchor or None (record at the wait)]
        first_event = os.environ.get(FAULT) == "join-first-event"
        for d, s in zip(ctx.dep_ops.get(op, [None] * len(deps)), deps, strict=True):
            # as mlir-opt-14 does, right after the op that made the token, when it is in this
            # block: the event then marks that op's work (and what was queued before it) only
            anchor = ctx.anchor.get(d) if d is not None else None
            if anchor is not None and anchor.parent is not rw.block:
                anchor = None
            for entry in streams:
                if entry[0] is s:
                    if first_event:  # the planted bug: the first dependency's event only
                        break
                    if entry[1] is not None and (anchor is None or _before(entry[1], anchor)):
                        entry[1] = anchor
                    break
            else:
                streams.append([s, anchor])
        events = [_after(rw, anchor, lambda s=s: _record(rt, rw, s)) if anchor is not None
                  else _record(rt, rw, s) for s, anchor in streams]
        stream = rt.call(rw, abi.STREAM_CREATE)
        for e in events:
            rt.call(rw, abi.STREAM_WAIT_EVENT, stream, e)
        for e in events:
            rt.call(rw, abi.EVENT_DESTROY, e)
        ctx.mark(op, rw)
        rw.replace(op, [stream])

    @pattern
    def lower_alloc(op: gpu.AllocOp, rw) -> None:
        got = begin(op, rw)
        if got is None:
            return None
        ad, stream, own = got
        mt = op.memref.type
        if mt.layout is not None:
            return rw.no_match(op, "Cannot convert alloc of a memref with a non-identity layout.")
        sizes, strides, nbytes = FM.descriptor_sizes(rw, tc, mt, list(ad.dynamic_sizes), True)
        rw.create(llvm.ZeroOp, result_types=[PTR])  # mlir-opt-19's unused null (kept: byte parity)
        shared = LC.int_constant(rw, T.i8, 1 if "hostShared" in op.attributes else 0)
        ptr = rt.call(rw, abi.MEM_ALLOC, nbytes, stream, shared)
        space = tc.convert_type(mt).body_types[0]  # the descriptor's pointer type
        if space != PTR:  # a memref in another address space: its pointers are ptr<N>
            ptr = rw.create(llvm.OPS["addrspacecast"], arg=ptr, result_types=[space]).results[0]
        desc = FM.build_descriptor(rw, tc, mt, ptr, ptr, sizes, strides)
        finish(op, rw, stream, own)
        ctx.mark(op, rw)
        rw.replace(op, [desc.value] + ([stream] if op.token is not None else []))

    @pattern
    def lower_dealloc(op: gpu.DeallocOp, rw) -> None:
        got = begin(op, rw)
        if got is None:
            return None
        ad, stream, own = got
        ptr = _generic(rw, LC.MemRefDescriptor(ad.memref).allocated_ptr(rw))
        rt.call(rw, abi.MEM_FREE, ptr, stream)
        finish(op, rw, stream, own)
        ctx.mark(op, rw)
        rw.replace(op, [stream] if op.token is not None else [])

    @pattern
    def lower_memcpy(op: gpu.MemcpyOp, rw) -> None:
        got = begin(op, rw)
        if got is None:
            return None
        ad, stream, own = got
        src_t = op.src.type
        src = LC.MemRefDescriptor(ad.src)
        n = _num_elements(rw, tc, src_t, src)
        # the null pointer of the source's address space, as LLVM 19 builds the size
        null = rw.create(llvm.ZeroOp, result_types=[src.value.type.body_types[1]]).results[0]
        gep = FM.gep(rw, null, n, tc.convert_type(src_t.element_type))
        nbytes = rw.create(llvm.PtrToIntOp, arg=gep, result_types=[tc.index_type]).results[0]
        sp = _generic(rw, src.aligned_ptr(rw))
        dp = _generic(rw, LC.MemRefDescriptor(ad.dst).aligned_ptr(rw))
        rt.call(rw, abi.MEMCPY, dp, sp, nbytes, stream)
        finish(op, rw, stream, own)
        ctx.mark(op, rw)
        rw.replace(op, [stream] if op.token is not None else [])

    @pattern
    def lower_memset(op: gpu.MemsetOp, rw) -> None:
        vt = op.value.type
        width = getattr(vt, "width", None)
        if width not in (16, 32):
            return rw.no_match(op, "Cannot convert memset of a value that is not 16 or 32 bits "
                                   "wide.")
        got = begin(op, rw)
        if got is None:
            return None
        ad, stream, own = got
        it = T.IntegerType.get(width)
        dst_t = op.dst.type
        dst = LC.MemRefDescriptor(ad.dst)
        n = _num_elements(rw, tc, dst_t, dst)
        value = rw.create(llvm.BitcastOp, arg=ad.value, result_types=[it]).results[0]
        dp = _generic(rw, dst.aligned_ptr(rw))
        rt.call(rw, abi.MEMSET[width], dp, value, n, stream)
        finish(op, rw, stream, own)
        ctx.mark(op, rw)
        rw.replace(op, [stream] if op.token is not None else [])

    @pattern
    def lower_host_register(op: gpu.HostRegisterOp | gpu.HostUnregisterOp, rw) -> None:
        ad = rw.adaptor(op)
        entry = (abi.MEM_HOST_REGISTER_MEMREF if isinstance(op, gpu.HostRegisterOp)
                 else abi.MEM_HOST_UNREGISTER_MEMREF)
        d = LC.UnrankedMemRefDescriptor(ad.value)
        size = FM.element_size(rw, tc, op.value.type.element_type)
        rank = d.rank(rw)
        ptr = d.memref_ptr(rw)
        rt.call(rw, entry, rank, ptr, size)
        rw.erase(op)

    @pattern
    def lower_set_default_device(op: gpu.SetDefaultDeviceOp, rw) -> None:
        ad = rw.adaptor(op)
        rt.call(rw, abi.SET_DEFAULT_DEVICE, ad.dev_index)
        rw.erase(op)

    @pattern
    def lower_launch_func(op: gpu.LaunchFuncOp, rw) -> None:
        if op.token is None and op.async_deps:
            return rw.no_match(op, "Cannot convert non-async op with async dependencies.")
        if op.async_object is not None:
            return rw.no_match(op, "Cannot convert a launch with an explicit async object "
                                   "(its stream is given): lower it with gpuopt-translate.")
        path = [op.kernel.root, *op.kernel.nested]
        mod_name, kernel = path[0], path[-1]
        got = ctx.binaries.get(mod_name)
        if got is None or got[0] is None:
            return rw.no_match(op, f"Cannot convert a launch of '@{mod_name}::@{kernel}': the "
                                   f"gpu.module has no '{ctx.annotation}' attribute and there "
                                   "is no gpu.binary of that name (run --gpu-module-to-binary "
                                   "first).")
        binary, container = got
        ad = rw.adaptor(op)
        if container not in ctx.used_containers:
            ctx.used_containers.append(container)
        deps = ad.async_deps
        kernel_operands = op.kernel_operands
        convs = ad.kernel_operands
        launch = _Launch(binary, mod_name, kernel, tuple(v.type for v in kernel_operands),
                         "sync" if op.token is None else "async" if deps else "new",
                         op.dynamic_smem is not None)
        if not ctx.stubs:
            def stream_of() -> object:
                if launch.mode != "async":
                    return rt.call(rw, abi.STREAM_CREATE)
                stream, extra = dep_stream(op, rw, ad)
                wait_on(rw, stream, extra)
                return stream
            stream = emit_launch(rw, launch, stream_of, convs, lambda: ad.dynamic_smem,
                                 lambda: [_i64(rw, tc, v) for v in (
                                     ad.grid_x, ad.grid_y, ad.grid_z, ad.block_x, ad.block_y,
                                     ad.block_z)], _entry_block(op))
        else:
            dims = [_i64(rw, tc, v) for v in (ad.grid_x, ad.grid_y, ad.grid_z, ad.block_x,
                                               ad.block_y, ad.block_z)]
            operands = dims + ([ad.dynamic_smem] if launch.smem else [])
            if launch.mode == "async":
                stream, extra = dep_stream(op, rw, ad)
                wait_on(rw, stream, extra)
                operands.append(stream)
            operands += convs
            stub = stub_for(rw, op, launch, operands)
            call = rw.create(llvm.CallOp, callee=stub.callee, operands_=operands,
                             result_types=[PTR] if launch.mode == "new" else [])
            stream = deps[0] if launch.mode == "async" else \
                call.results[0] if call.results else None
        ctx.mark(op, rw)
        rw.replace(op, [stream] if op.token is not None else [])

    def emit_launch(rw, launch, stream_of, convs, smem_of, dims_of, entry):
        """The launch itself (mlir-opt-14's sequence): load the module, get the function, the
        stream (`stream_of`), the argument array, mgpuLaunchKernel, for a synchronous launch
        synchronize and destroy the stream, unload. Returns the stream."""
        binary = launch.binary
        rt.string_global(rw, binary.global_name, binary.data)
        data = rt.address(rw, binary.global_name)
        if binary.jit_opt is None:
            size = LC.int_constant(rw, T.i64, _size(binary.data))
            module = rt.call(rw, abi.MODULE_LOAD, data, size)
        else:
            level = LC.int_constant(rw, T.i32, binary.jit_opt)
            module = rt.call(rw, abi.MODULE_LOAD_JIT, data, level)
        name_global = f"{launch.mod_name}_{launch.kernel}_kernel_name"
        rt.string_global(rw, name_global, launch.kernel + "\x00")
        fn = rt.call(rw, abi.MODULE_GET_FUNCTION, module, rt.address(rw, name_global))
        stream = stream_of()
        args = []
        for t, conv in zip(launch.types, convs, strict=True):
            if isinstance(t, T.MemRefType) and t.shape is not None:
                d = LC.MemRefDescriptor(conv)
                if ctx.bare_kernels:
                    args.append(d.aligned_ptr(rw))
                else:
                    args.extend(LC.MemRefDescriptor.unpack(rw, t, conv))
            elif isinstance(t, T.MemRefType):
                args.extend(LC.UnrankedMemRefDescriptor.unpack(rw, t, conv))
            else:
                args.append(conv)
        params = _pack_params(ctx, entry, rw, args)
        smem = smem_of() if launch.smem else LC.int_constant(rw, T.i32, 0)
        null = rw.create(llvm.ZeroOp, result_types=[PTR]).results[0]
        count = LC.int_constant(rw, T.i64, len(args))
        rt.call(rw, abi.LAUNCH_KERNEL, fn, *dims_of(), smem, stream, params, null, count)
        if launch.mode == "sync":
            rt.call(rw, abi.STREAM_SYNCHRONIZE, stream)
            rt.call(rw, abi.STREAM_DESTROY, stream)
        rt.call(rw, abi.MODULE_UNLOAD, module)
        return stream

    def stub_for(rw, op, launch, operands):
        """The launch function of `launch`'s kernel, mode and argument types (made once, before
        the first function that needs it): `llvm.func internal @<module>_<kernel>_launch...`
        taking the six dimensions, the dynamic shared memory size when given, the stream of
        an async launch on a given stream, and the converted kernel arguments; a launch on a
        new stream returns it."""
        stub = ctx.stubs_made.get(launch)
        if stub is not None and stub.op.parent is not None:
            return stub
        base = f"{launch.mod_name}_{launch.kernel}_launch" + {
            "sync": "", "async": "_async", "new": "_async_new"}[launch.mode]
        name, n = base, 0
        while name in ctx.symbols:
            n += 1
            name = f"{base}_{n}"
        ctx.symbols.add(name)
        types = [v.type for v in operands]
        ftype = llvm.LLVMFunctionType.get(PTR if launch.mode == "new" else llvm.VOID, types,
                                          False)
        from gpuopt.ir.core import Block, BlockArgument, Region
        block = Block()
        block.args = [BlockArgument(t, block, i) for i, t in enumerate(types)]
        for a in block.args:
            a.loc = op.loc
        fn = llvm.LLVMFuncOp.create([], [], {
            "sym_name": A.StringAttr(name), "function_type": LC.interned(A.TypeAttr(ftype)),
            "linkage": llvm.linkage("internal")}, [Region([block])], [], op.loc)
        top = op
        while top.parent_op is not None and top.parent_op.parent_op is not None:
            top = top.parent_op
        args = list(block.args)
        with rw.saved_insertion():
            rw.before(top)
            rw.insert(fn)
            rw.at_end(block)
            dims, rest = args[:6], args[6:]
            smem = rest.pop(0) if launch.smem else None
            given = rest.pop(0) if launch.mode == "async" else None
            stream = emit_launch(
                rw, launch, lambda: given if given is not None else rt.call(
                    rw, abi.STREAM_CREATE), rest, lambda: smem, lambda: dims, block)
            rw.create(llvm.ReturnOp, arg=stream if launch.mode == "new" else None)
        stub = ctx.stubs_made[launch] = _Stub(fn, LC.interned(A.SymbolRefAttr(name)))
        return stub

    @pattern
    def refuse_launch(op: gpu.LaunchOp, rw) -> None:
        """An un-outlined gpu.launch has no lowering: its failure says what to run first."""
        return rw.no_match(op, "gpu.launch is not outlined into a kernel: run "
                               "--gpu-kernel-outlining first")

    return [lower_wait, lower_alloc, lower_dealloc, lower_memcpy, lower_memset,
            lower_host_register, lower_set_default_device, lower_launch_func, refuse_launch,
            *_scf_patterns(tc)]


def _generic(rw, ptr):
    """`ptr` as the runtime functions take it: an `!llvm.ptr<N>` (a memref in another address
    space) goes through `llvm.addrspacecast` to `!llvm.ptr`, as LLVM 19 casts it."""
    if ptr.type == PTR:
        return ptr
    return rw.create(llvm.OPS["addrspacecast"], arg=ptr, result_types=[PTR]).results[0]


def _record(rt, rw, stream):
    e = rt.call(rw, abi.EVENT_CREATE)
    rt.call(rw, abi.EVENT_RECORD, e, stream)
    return e


def _before(a, b) -> bool:
    """Whether op `a` comes before op `b` of the same block."""
    ops = a.parent.ops
    return ops.index(a) < ops.index(b)


def _after(rw, anchor, build):
    """Runs `build` with the insertion point right after `anchor` (in the current block, before
    the insertion point), then puts the insertion point back where it was."""
    block, index = rw.block, rw.index
    rw.index = block.ops.index(anchor) + 1
    start = rw.index
    got = build()
    rw.index = index + (rw.index - start)
    return got


def _i64(rw, tc, v):
    if v.type is tc.index_type:
        return v
    return rw.create(llvm.OPS["zext"], arg=v, result_types=[T.i64]).results[0]


def _num_elements(rw, tc, mt, desc):
    """The element count of a memref descriptor (mlir-opt-19's getNumElements)."""
    if mt.rank == 0:
        return LC.index_constant(rw, tc, 1)
    if all(d != T.DYNAMIC for d in mt.shape):
        n = 1
        for d in mt.shape:
            n *= d
        return LC.index_constant(rw, tc, n)
    stride = desc.stride(rw, 0)
    size = desc.size(rw, 0)
    return rw.create(llvm.MulOp, lhs=stride, rhs=size, result_types=[tc.index_type]).results[0]


def _pack_params(ctx, entry, rw, args):
    """The `void*[]` of kernel arguments: a struct for the values and an array of pointers to
    its fields. Both are made once per function and argument types, in the entry block (a
    launch in a loop must not grow the stack; the runtime reads the arguments when the launch
    is queued, so launches can share them); each launch then stores its values."""
    struct_t = llvm.StructType.get([a.type for a in args])
    key = (entry, struct_t)
    slots = ctx.param_buffers.get(key)
    if slots is None or slots[0].parent is None:
        block, index = rw.block, rw.index
        last = ctx.entry_allocas.get(entry)
        rw.block = entry
        rw.index = entry.ops.index(last) + 1 if last is not None and last.parent is entry else 0
        start = rw.index
        one = LC.int_constant(rw, T.i32, 1)
        struct_attr = LC.interned(A.TypeAttr(struct_t))
        struct = rw.create(llvm.AllocaOp, array_size=one, elem_type=struct_attr,
                           result_types=[PTR]).results[0]
        n = LC.int_constant(rw, T.i32, len(args))
        array = rw.create(llvm.AllocaOp, array_size=n, elem_type=LC.interned(A.TypeAttr(PTR)),
                          result_types=[PTR]).results[0]
        fields = []
        for i in range(len(args)):
            slot = rw.create(llvm.GEPOp, base=struct, dynamic_indices=[],
                             raw_constant_indices=LC.interned(A.DenseArrayAttr(T.i32, (0, i))),
                             elem_type=struct_attr, result_types=[PTR]).results[0]
            cell = rw.create(llvm.GEPOp, base=array, dynamic_indices=[],
                             raw_constant_indices=LC.interned(A.DenseArrayAttr(T.i32, (i,))),
                             elem_type=LC.interned(A.TypeAttr(PTR)), result_types=[PTR]).results[0]
            rw.create(llvm.StoreOp, value=slot, addr=cell)
            fields.append(slot)
        ctx.entry_allocas[entry] = entry.ops[rw.index - 1]
        slots = ctx.param_buffers[key] = (array.op, array, fields)
        if block is entry and start <= index:
            index += rw.index - start
        rw.block, rw.index = block, index
    _, array, fields = slots
    for a, slot in zip(args, fields, strict=True):
        rw.create(llvm.StoreOp, value=a, addr=slot)
    return array


def _entry_block(op):
    while True:
        parent = op.parent_op
        if parent is None or parent.name in ("llvm.func", "func.func"):
            return op.parent.parent.blocks[0] if parent is not None else op.parent
        op = parent


# ---- scf with token operands: structural type conversion -----------------------------------
def _scf_patterns(tc) -> list:
    """scf ops that carry tokens get them as streams (`!llvm.ptr`); their other operands,
    results and block arguments keep their types (the scf ops stay, for --convert-scf-to-cf)."""
    from gpuopt.ir.core import Region
    from gpuopt.rewrite.conversion import TypeConverter

    tokens = TypeConverter(lambda t: t, lambda t: PTR if isinstance(t, gpu.AsyncTokenType)
                           else None)

    @pattern
    def convert_structural(op: scf.ForOp | scf.IfOp | scf.YieldOp | scf.WhileOp
                           | scf.ConditionOp | scf.ExecuteRegionOp | scf.IndexSwitchOp,
                           rw) -> None:
        if _types_legal(op, tc):
            return rw.no_match(op, "no token to convert")
        operands = [rw.remap(v, i)[0] if isinstance(v.type, gpu.AsyncTokenType) else v
                    for i, v in enumerate(op.operands)]
        types = [PTR if isinstance(r.type, gpu.AsyncTokenType) else r.type for r in op.results]
        new = type(op).create(operands, types, dict(op.attributes),
                              [Region() for _ in op.regions], list(op.successors), op.loc)
        rw.insert(new)
        for old_r, new_r in zip(op.regions, new.regions, strict=True):
            rw.inline_region_before(old_r, new_r)
            if rw.convert_region_types(new_r, tokens) is None:
                return rw.no_match(op, "a block argument type does not convert")
        rw.replace(op, new.results)

    @pattern
    def convert_branch(op: llvm.BrOp | llvm.CondBrOp | llvm.SwitchOp, rw) -> None:
        if _branch_legal(op, tc):
            return rw.no_match(op, "no operand to convert")
        operands = [v if _legal_type(v.type, tc) else rw.remap(v, i)[0]
                    for i, v in enumerate(op.operands)]
        new = type(op).create(operands, [], dict(op.attributes), [], list(op.successors),
                              op.loc)
        rw.insert(new)
        rw.replace(op, [])

    return [convert_structural, convert_branch]
