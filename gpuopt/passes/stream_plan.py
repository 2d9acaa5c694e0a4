"""Which stream each `!gpu.async.token` becomes, and where each stream is destroyed.

--convert-gpu-to-llvm lowers a token to the stream its op was queued on (upstream's design),
and closes the holes of upstream's lowering with this plan, computed on the gpu-dialect IR
before any op is converted:

* **Streams.** An async op with dependencies continues the stream of its first dependency:
  its token joins that dependency's *class* (one runtime stream). `gpu.wait async` and an async
  op without dependencies start a new stream; so do block arguments and the token results of
  region ops (`scf.for`, `scf.if`), which carry a stream from elsewhere.
* **Last use.** Each class lives in its *home block*, the block of its first token. Every use
  of a token of the class counts at its ancestor op in the home block. A class *escapes* when
  one of its tokens is yielded, passed to a successor block, returned, handed to an op that is
  not a gpu op (a call, an `scf.for` init), or used outside its home block: then the op that
  receives it owns the stream, and this plan destroys nothing for it. Any other class ends at
  its last use (or, when no token of it is used, at the op that made its last token), and
  the stream is destroyed right after that op; a synchronous `gpu.wait` that ends a class
  synchronizes and destroys it, as upstream does.
* **Forks.** A token used by several async ops does not need an explicit `gpu.wait async`
  fork: each consumer queues on the same stream, after everything queued before it (never a
  race; at worst less overlap), and the stream is destroyed once, after the last consumer.

mlir-opt-14 and -19 instead never destroy the streams behind `gpu.wait async [%a, %b]`, refuse
a launch with two dependencies, and treat a loop-carried token as an event.
"""
from __future__ import annotations

from gpuopt.dialects import gpu
from gpuopt.ir.core import Block, Operation, Value


class StreamClass:
    """The tokens that share one runtime stream."""

    __slots__ = ("root", "home", "tokens", "escapes", "end")

    def __init__(self, root: Value, home: Block | None) -> None:
        self.root = root
        self.home = home
        self.tokens: list[Value] = [root]
        self.escapes = False
        self.end: Operation | None = None  # the op in `home` after which it is destroyed


def is_token(v: Value) -> bool:
    return isinstance(v.type, gpu.AsyncTokenType)


# gpu ops whose token operands the lowering consumes in place (anything else that takes a token
# takes the stream with it)
_CONSUMERS = (gpu.WaitOp, gpu.LaunchFuncOp, gpu.AllocOp, gpu.DeallocOp, gpu.MemcpyOp,
              gpu.MemsetOp)


class StreamPlan:
    """The stream classes of one function-like op's body; see the module docstring."""

    def __init__(self, func: Operation) -> None:
        self.class_of: dict[int, StreamClass] = {}  # id(token) -> class
        self.classes: list[StreamClass] = []
        self.ends_at: dict[int, list[StreamClass]] = {}  # id(op) -> classes ending after it
        for region in func.regions:
            self._collect(region)
        for c in self.classes:
            self._finish(c)
        # operand positions, fixed now: a conversion may swap the operand values later
        self.ending_operands: dict[int, set[int]] = {}
        for c in self.classes:
            if c.end is not None and not c.escapes:
                members = {id(t) for t in c.tokens}
                self.ending_operands.setdefault(id(c.end), set()).update(
                    i for i, v in enumerate(c.end.operands) if id(v) in members)

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
        if home is None:
            c.escapes = True
            return
        region = home.parent
        index = {id(op): i for i, op in enumerate(home.ops)}
        last: Operation | None = None

        def later(op: Operation) -> bool:
            """Moves `last` to `op`'s ancestor in the home block; False when there is none."""
            nonlocal last
            anchor = region.find_ancestor_op(op) if region is not None else None
            if anchor is None or anchor.parent is not home:
                return False
            if last is None or index[id(anchor)] > index[id(last)]:
                last = anchor
            return True

        for t in c.tokens:
            definer = getattr(t, "op", None)  # None for a block argument
            if definer is not None and not later(definer):
                c.escapes = True
                return
            for user, _ in t.uses:
                if not isinstance(user, _CONSUMERS) or not later(user):
                    c.escapes = True
                    return
        if last is None:  # an unused block argument: whoever passed the stream keeps it
            c.escapes = True
            return
        c.end = last
        self.ends_at.setdefault(id(last), []).append(c)

    # ---- queries -------------------------------------------------------------------
    def stream_class(self, token: Value) -> StreamClass | None:
        return self.class_of.get(id(token))

    def ends_operand(self, op: Operation, index: int) -> bool:
        """Whether the stream of operand #index of `op` is destroyed after `op`."""
        return index in self.ending_operands.get(id(op), ())

    def ending_after(self, op: Operation) -> list[StreamClass]:
        """The classes whose stream is destroyed right after `op` (in creation order)."""
        return self.ends_at.get(id(op), [])
