"""Which stream each `!gpu.async.token` becomes, and where each stream is destroyed.

--convert-gpu-to-llvm lowers a token to the stream its op was queued on (upstream's design),
and closes the holes of upstream's lowering with this plan, computed on the gpu-dialect IR
before any op is converted:

* **Streams.** An async op with dependencies continues the stream of its first dependency:
  its token joins that dependency's *class* (one runtime stream). `gpu.wait async` and an async
  op without dependencies start a new stream; so do block arguments and the token results of
  region ops (`scf.for`, `scf.if`), which carry a stream from elsewhere.
* **Ownership.** Each class lives in its *home region*, the region of its first token's
  block. A token passed to a successor block (`cf.br`, `cf.cond_br`, their llvm forms) moves
  its stream into the block argument, which owns it from then on (a new class). A class
  *escapes* when one of its tokens is yielded, returned, handed to an op that is not a gpu op
  or a branch (a call, an `scf.for` init) or used outside its home region: then the op that
  receives it owns the stream, and this plan destroys nothing for it.
* **Last use, on every path.** A class is *live* into a block of its home region when a use
  (a gpu op using one of its tokens, counted at its ancestor op in that block, or a branch
  passing one) can follow on some path before the class's first token is made again. In each
  block the class reaches and does not leave (live into no successor, passed to none), the
  stream is destroyed right after the last op there that uses or makes one of its tokens; a
  synchronous `gpu.wait` that ends a class synchronizes and destroys it, as upstream does. A
  class that leaves a block along some edges only is destroyed on the others (*edge
  releases*); a class passed to a successor where it is also live, or to two arguments,
  passes new streams (*forks*: `gpu.wait async [%t]`, ordered after all its work) to all
  arguments but one. An owned argument of a non-entry block that nothing uses is destroyed at
  the start of its block (an unused argument of an entry block stays with whoever passed it).
* **Forks.** A token used by several async ops does not need an explicit `gpu.wait async`
  fork: each consumer queues on the same stream, after everything queued before it (never a
  race; at worst less overlap), and the stream is destroyed once, after the last consumer.

mlir-opt-14 and -19 instead never destroy the streams behind `gpu.wait async [%a, %b]`, refuse
a launch with two dependencies, and treat a loop-carried token as an event.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import gpu
from gpuopt.ir.core import Block, Operation, Region, Value
from gpuopt.passes.lib.cfg import successor_operands


class StreamClass:
    """The tokens that share one runtime stream."""

    __slots__ = ("root", "home", "tokens", "escapes", "ends")

    def __init__(self, root: Value, home: Block | None) -> None:
        self.root = root
        self.home = home
        self.tokens: list[Value] = [root]
        self.escapes = False
        self.ends: list[Operation] = []  # the ops after which it is destroyed (one per path)

    @property
    def end(self) -> Operation | None:
        """The op after which it is destroyed when that is one op (None: none or several)."""
        return self.ends[0] if len(self.ends) == 1 else None


@dataclass
class Edge:
    """What happens to streams on one edge `term` -> successor #`index`: the classes destroyed
    on it, and the branch operands (positions within that successor's group) that are given a
    fork of their stream instead."""
    term: Operation
    index: int
    releases: list[StreamClass] = field(default_factory=list)
    forks: list[int] = field(default_factory=list)


def is_token(v: Value) -> bool:
    return isinstance(v.type, gpu.AsyncTokenType)


# gpu ops whose token operands the lowering consumes in place (anything else that takes a token
# takes the stream with it, but for branches, which move it into the successor's argument)
_CONSUMERS = (gpu.WaitOp, gpu.LaunchFuncOp, gpu.AllocOp, gpu.DeallocOp, gpu.MemcpyOp,
              gpu.MemsetOp)


def is_branch(op: Operation) -> bool:
    """Whether `op` is a terminator whose successor operands are known (cf/llvm br, cond_br,
    switch)."""
    return bool(op.successors) and successor_operands(op) is not None


class StreamPlan:
    """The stream classes of one function-like op's body; see the module docstring."""

    def __init__(self, func: Operation) -> None:
        self.class_of: dict[int, StreamClass] = {}  # id(token) -> class
        self.classes: list[StreamClass] = []
        self.ends_at: dict[int, list[StreamClass]] = {}  # id(op) -> classes ending after it
        self.starts: list[tuple[Block, StreamClass]] = []  # destroyed at a block's start
        self.edges: dict[tuple[int, int], Edge] = {}  # (id(term), successor) -> actions
        for region in func.regions:
            self._collect(region)
        for c in self.classes:
            self._finish(c)
        # operand positions, fixed now: a conversion may swap the operand values later
        self.ending_operands: dict[int, set[int]] = {}
        for c in self.classes:
            members = {id(t) for t in c.tokens}
            for end in c.ends:
                self.ending_operands.setdefault(id(end), set()).update(
                    i for i, v in enumerate(end.operands) if id(v) in members)

    # ---- building ------------------------------------------------------------------
    def _new(self, token: Value) -> StreamClass:
        c = StreamClass(token, token.parent_block)
        self.classes.append(c)
        self.class_of[id(token)] = c
        return c

    def _join(self, token: Value, dep: Value) -> None:
        c = self.class_of.get(id(dep))
        if c is None:  # a token defined outside the function (not expected in valid IR)
            c = self._new(dep)
        c.tokens.append(token)
        self.class_of[id(token)] = c

    def _collect(self, region) -> None:
        for block in region.blocks:
            for arg in block.args:
                if is_token(arg):
                    self._new(arg)
            for op in block.ops:
                for r in op.regions:
                    self._collect(r)
                tokens = [r for r in op.results if is_token(r)]
                if not tokens:
                    continue
                deps = getattr(op, "async_deps", None) if isinstance(op, _CONSUMERS) else None
                for t in tokens:
                    if deps and not isinstance(op, gpu.WaitOp):
                        self._join(t, deps[0])
                    else:
                        self._new(t)

    def _finish(self, c: StreamClass) -> None:
        home = c.home
        region = home.parent if home is not None else None
        if region is None:
            c.escapes = True
            return
        anchors = _Anchors(region)
        members = {id(t) for t in c.tokens}
        for t in c.tokens:
            definer = t.defining_op  # None for a block argument
            if definer is not None and not anchors.add(definer):
                c.escapes = True
            for user, _ in t.uses:
                if is_branch(user) and user.parent is not None and \
                        user.parent.parent is region:
                    anchors.add(user)
                    continue
                if not isinstance(user, _CONSUMERS) or not anchors.add(user):
                    c.escapes = True
        live = _live_in(region, home, anchors)
        reached = [home, *(b for b in region.blocks if id(b) in live)]
        if any(b.terminator is not None and b.terminator.successors and
               not is_branch(b.terminator) for b in reached):
            c.escapes = True  # a terminator this plan cannot see through
        for block in reached:
            self._leave(c, block, anchors, live, members)

    def _leave(self, c: StreamClass, block: Block, anchors: _Anchors, live: set,
               members: set) -> None:
        """Plans how `c` leaves `block`: destroyed after its last op there, or along the edges
        it does not take, or forked on edges that need it twice."""
        term = block.terminator
        groups = successor_operands(term) if term is not None and is_branch(term) else []
        needed = []  # per successor: (positions receiving c, whether c is live into it)
        for s, group in enumerate(groups):
            slots = [i for i, v in enumerate(group) if id(v) in members]
            needed.append((slots, id(term.successors[s]) in live))
        if not any(slots or alive for slots, alive in needed):
            if c.escapes:
                return
            last = anchors.last.get(id(block))
            if last is not None:
                c.ends.append(last)
                self.ends_at.setdefault(id(last), []).append(c)
            elif block is c.home and (block is not block.parent.blocks[0] or
                                      _function_entry(block)):
                # an owned argument nothing uses (a function's too: a call hands its
                # tokens' streams over, so the callee destroys one it ignores)
                self.starts.append((block, c))
            return
        for s, (slots, alive) in enumerate(needed):
            if not slots and not alive:
                if not c.escapes:
                    self._edge(term, s).releases.append(c)
                continue
            succ = term.successors[s]
            back = [i for i in slots if succ is c.home and i < len(succ.args) and
                    succ.args[i] is c.root]
            if back:  # the class's own root argument (a loop's back edge): it takes the
                # stream itself, even when the class escapes from there (returned after the
                # loop); a fork would leave the old stream behind on every iteration
                others = [i for i in slots if i != back[0]]
                if others:
                    self._edge(term, s).forks.extend(others)
                continue
            keep = 0 if alive or c.escapes else 1  # the argument given the stream itself
            if slots[keep:]:
                self._edge(term, s).forks.extend(slots[keep:])

    def _edge(self, term: Operation, index: int) -> Edge:
        key = (id(term), index)
        e = self.edges.get(key)
        if e is None:
            e = self.edges[key] = Edge(term, index)
        return e

    # ---- queries -------------------------------------------------------------------
    def stream_class(self, token: Value) -> StreamClass | None:
        return self.class_of.get(id(token))

    def ends_operand(self, op: Operation, index: int) -> bool:
        """Whether the stream of operand #index of `op` is destroyed after `op`."""
        return index in self.ending_operands.get(id(op), ())

    def ending_after(self, op: Operation) -> list[StreamClass]:
        """The classes whose stream is destroyed right after `op` (in creation order)."""
        return self.ends_at.get(id(op), [])


class _Anchors:
    """The ops of one region's blocks that use or make a class's tokens (a use inside a nested
    region counts at its ancestor op), and the last of them in each block."""

    def __init__(self, region: Region) -> None:
        self.region = region
        self.index: dict[int, dict[int, int]] = {}  # id(block) -> id(op) -> position
        self.last: dict[int, Operation] = {}  # id(block) -> its last anchor
        self.blocks: list[Block] = []

    def add(self, op: Operation) -> bool:
        """Counts `op` at its ancestor in the region; False when it is not in the region."""
        anchor = self.region.find_ancestor_op(op)
        if anchor is None:
            return False
        block = anchor.parent
        index = self.index.get(id(block))
        if index is None:
            index = self.index[id(block)] = {id(o): i for i, o in enumerate(block.ops)}
            self.blocks.append(block)
        last = self.last.get(id(block))
        if last is None or index[id(anchor)] > index[id(last)]:
            self.last[id(block)] = anchor
        return True


def _function_entry(block: Block) -> bool:
    """Whether `block` is the entry block of a function's body."""
    region = block.parent
    owner = region.parent if region is not None else None
    return owner is not None and owner.name in ("func.func", "llvm.func") and \
        block is region.blocks[0]


def _live_in(region: Region, home: Block, anchors: _Anchors) -> set[int]:
    """The ids of the blocks a class is live into: a block (not its home, where it is made
    anew) with an anchor, or one live into a successor (backward dataflow to a fixed point)."""
    live = {id(b) for b in anchors.blocks if b is not home}
    changed = True
    while changed:
        changed = False
        for b in region.blocks:
            if b is home or id(b) in live:
                continue
            term = b.terminator
            if term is not None and any(id(s) in live for s in term.successors):
                live.add(id(b))
                changed = True
    return live
