"""`--gpu-async-region`: make the gpu ops of each function execute asynchronously.

Three walks over a `func.func`, as mlir-opt-19's GpuAsyncRegionPass does them:

1. *Thread tokens* (blocks in post-order, nested blocks first): in each block a
   `%t = gpu.wait async` starts a token chain, every op with the gpu async interface depends on
   the current token and produces the next one (a synchronous op is replaced by an async clone),
   existing `gpu.wait` ops are merged in, and a synchronous `gpu.wait [%t]` ends the chain before
   the terminator and before any op with side effects.
2. *Defer waits*: a synchronous `gpu.wait` ending an `async.execute` body whose token is only used
   by `async.execute` / `async.await` ops moves out: the body yields the gpu tokens and every user
   of the execute token depends on them (`async.await` of the yielded value, or a new body
   operand of the dependent `async.execute`).
3. *Single token use*: a yielded `!async.value<!gpu.async.token>` with several uses becomes an
   explicit fork, one yielded copy per use.

Use-list order matters for (2) and (3); MLIR keeps the newest use first, and `uses` lists here
keep it last, so `_mlir_uses` reverses them and `_rauw` reproduces MLIR's replaceAllUsesWith
order.
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.dialects import async_ as async_d
from gpuopt.dialects import gpu
from gpuopt.ir import attrs as A
from gpuopt.ir.core import Operation, OpResult, Region, UnknownOp, Value, gc_paused
from gpuopt.ir.opdef import AsyncOp, NoMemoryEffect, Pure, RecursiveMemoryEffects, Terminator
from gpuopt.passes.manager import Pass


# ---- side effects (MLIR's isMemoryEffectFree), read from the ops' traits ------------------
def is_memory_effect_free(op: Operation) -> bool:
    if RecursiveMemoryEffects in op.traits:
        return all(is_memory_effect_free(inner) for region in op.regions
                   for block in region.blocks for inner in block.ops)
    if isinstance(op, UnknownOp):
        return False
    return Pure in op.traits or NoMemoryEffect in op.traits


def has_side_effects(op: Operation) -> bool:
    return not is_memory_effect_free(op)


def is_terminator(op: Operation) -> bool:
    """mightHaveTrait<IsTerminator>: true for unregistered ops too."""
    return isinstance(op, UnknownOp) or Terminator in op.traits


# ---- IR helpers with MLIR's use-list order -------------------------------------------------
def _mlir_uses(v: Value) -> list[tuple[Operation, int]]:
    """`v`'s uses as MLIR iterates them (newest first)."""
    return list(reversed(v.uses))


def _rauw(old: Value, new: Value) -> None:
    """replaceAllUsesWith: each use, taken newest first, becomes the newest use of `new`."""
    for op, i in _mlir_uses(old):
        op.operands[i] = new
        new.uses.append((op, i))
    old.uses = []


def _insert_before(anchor: Operation, op: Operation) -> Operation:
    block = anchor.parent
    return block.insert(block.ops.index(anchor), op)


def _insert_operands(op: Operation, index: int, values: list[Value]) -> None:
    """Insert `values` as operands at `index`, renumbering the uses of those after it."""
    n = len(values)
    # Last operand first, so that a renumbered use is never mistaken for one still to do. A
    # value's uses by one op are usually adjacent and in operand order: look there first.
    last: dict[int, int] = {}
    for j in range(len(op.operands) - 1, index - 1, -1):
        v = op.operands[j]
        uses = v.uses
        k = last.get(id(v), 0) - 1
        if not (k >= 0 and uses[k][0] is op and uses[k][1] == j):
            k = uses.index((op, j))
        uses[k] = (op, j + n)
        last[id(v)] = k
    op.operands[index:index] = values
    for k, v in enumerate(values):
        v.uses.append((op, index + k))


def _bump_segment(op: Operation, group: int, n: int) -> None:
    sizes = op.attributes.get("operandSegmentSizes")
    if isinstance(sizes, A.DenseArrayAttr):
        vals = list(sizes.values)
        vals[group] += n
        op.attributes["operandSegmentSizes"] = A.DenseArrayAttr(sizes.element_type, tuple(vals))


def add_async_dependency(op: Operation, token: Value) -> None:
    """gpu::addAsyncDependency: prepend `token` unless the op already depends on it."""
    if any(v is token for v in op.operands):
        return
    _insert_operands(op, 0, [token])
    _bump_segment(op, 0, 1)


def _refresh_uses(region: Region) -> None:
    """Re-create the uses in `region` in program order, as cloning the region would."""
    for block in region.blocks:
        for op in block.ops:
            for i, v in enumerate(op.operands):
                v.uses.remove((op, i))
                v.uses.append((op, i))
            for inner in op.regions:
                _refresh_uses(inner)


def _parent_of_type(op: Operation, name: str) -> Operation | None:
    p = op.parent_op
    while p is not None and p.name != name:
        p = p.parent_op
    return p


def _post_order_blocks(op: Operation):
    for region in op.regions:
        for block in list(region.blocks):
            for inner in list(block.ops):
                yield from _post_order_blocks(inner)
            yield block


def _post_order_ops(op: Operation, name: str) -> list[Operation]:
    return [o for o in op.walk(post_order=True) if o.name == name and o is not op]


# ---- 1. token threading ------------------------------------------------------------------
class _ThreadTokens:
    """Walks blocks (nested first) carrying the current token, as ThreadTokenCallback does."""

    def __init__(self) -> None:
        self.token: Value | None = None

    def run(self, func: Operation) -> None:
        for block in _post_order_blocks(func):
            for op in list(block.ops):
                self.visit(op)

    def visit(self, op: Operation) -> None:
        if isinstance(op, gpu.LaunchOp):
            raise op.error("replace with gpu.launch_func first")
        if isinstance(op, gpu.WaitOp):
            if self.token is not None:
                add_async_dependency(op, self.token)
            self.token = op.token
            return
        if AsyncOp in op.traits:
            self.make_async(op)
            return
        if self.token is None:
            return
        if is_terminator(op) or has_side_effects(op):
            self.token = self.wait(op, asynchronous=False, deps=[self.token])

    def wait(self, before: Operation, asynchronous: bool, deps: list[Value]) -> Value | None:
        w = gpu.WaitOp.build(async_deps=deps,
                             result_types=[gpu.ASYNC_TOKEN] if asynchronous else [],
                             loc=before.loc)
        _insert_before(before, w)
        return w.token

    def make_async(self, op: Operation) -> None:
        if self.token is None:
            self.token = self.wait(op, asynchronous=True, deps=[])
        add_async_dependency(op, self.token)
        existing = op.token  # type: ignore[attr-defined]
        if existing is not None:
            self.token = existing
            return
        # MLIR replaces the op by a clone with an extra !gpu.async.token result; adding the
        # result in place prints the same (only the use-list order of async.execute results is
        # observable, and gpu ops never use those).
        token = OpResult(gpu.ASYNC_TOKEN, op, len(op.results))
        op.results.append(token)
        self.token = token


# ---- 2. deferring waits out of async.execute ---------------------------------------------
def _all_users_execute_or_await(token: Value) -> bool:
    return bool(token.uses) and all(isinstance(u, (async_d.ExecuteOp, async_d.AwaitOp))
                                    for u, _ in token.uses)


def add_execute_results(execute: Operation, values: list[Value]) -> Operation:
    """Erase `execute` and return a copy whose body also yields `values`."""
    body = execute.regions[0]
    yield_op = body.blocks[0].terminator
    _insert_operands(yield_op, len(yield_op.operands), list(values))
    inner = []
    for t in (r.type for r in execute.results[1:]):
        inner.append(t.value_type if isinstance(t, async_d.ValueType) else t)
    inner += [v.type for v in values]
    new = async_d.ExecuteOp.build(
        dependencies=list(execute.dependencies), body_operands=list(execute.body_operands),
        result_types=[async_d.TOKEN] + [async_d.ValueType.get(t) for t in inner],
        loc=execute.loc)
    # Move the body instead of cloning it; the uses are re-created as a clone would create them.
    region = new.regions[0]
    for block in list(body.blocks):
        region.append(block)
    body.blocks = []
    _refresh_uses(region)
    _insert_before(execute, new)
    for old, repl in zip(execute.results, new.results, strict=False):
        _rauw(old, repl)
    execute.erase()
    return new


class _DeferWaits:
    def __init__(self) -> None:
        self.worklist: list[Operation] = []

    def collect(self, execute: Operation) -> None:
        if not _all_users_execute_or_await(execute.results[0]):
            return
        for op in reversed(execute.regions[0].blocks[0].ops[:-1]):
            if isinstance(op, gpu.WaitOp):
                if op.token is None:
                    self.worklist.append(op)
                return
            if has_side_effects(op):
                return

    def rewrite(self) -> None:
        i = 0
        while i < len(self.worklist):
            wait = self.worklist[i]
            i += 1
            execute = _parent_of_type(wait, "async.execute")
            deps = list(wait.async_deps)
            wait.erase()
            execute = add_execute_results(execute, deps)
            tokens = execute.results[len(execute.results) - len(deps):]
            users = [u for u, _ in _mlir_uses(execute.results[0])]
            for user in users:
                self.add_dependency_after(tokens, user)

    def add_dependency_after(self, tokens: list[Value], user: Operation) -> None:
        loc = user.loc
        new_tokens: list[Value] = []
        if isinstance(user, async_d.AwaitOp):
            block = user.parent
            pos = block.ops.index(user) + 1
            for t in tokens:
                aw = async_d.AwaitOp.build(operand_=t, result_types=[t.type.value_type], loc=loc)
                block.insert(pos, aw)
                pos += 1
                new_tokens.append(aw.results[0])
        elif isinstance(user, async_d.ExecuteOp):
            block = user.regions[0].blocks[0]
            pos = 0
            _insert_operands(user, len(user.operands), list(tokens))
            _bump_segment(user, 1, len(tokens))
            for _ in tokens:
                new_tokens.append(block.add_arg(gpu.ASYNC_TOKEN, loc))
        else:
            raise user.error("expected an async.execute or async.await user")
        it = next(op for op in block.ops[pos:] if is_terminator(op) or has_side_effects(op))
        if AsyncOp in it.traits:
            for t in new_tokens:
                add_async_dependency(it, t)
            return
        w = gpu.WaitOp.build(async_deps=new_tokens, loc=loc)
        _insert_before(it, w)
        parent = it.parent_op
        if (isinstance(parent, async_d.ExecuteOp)
                and _all_users_execute_or_await(parent.results[0])
                and it.parent.ops[-1] is it):
            self.worklist.append(w)


# ---- 3. one use per yielded gpu token -----------------------------------------------------
def _single_token_use(execute: Operation) -> None:
    def multi_use(r: Value) -> bool:
        return (len(r.uses) > 1 and isinstance(r.type, async_d.ValueType)
                and isinstance(r.type.value_type, gpu.AsyncTokenType))
    indices = [k - 1 for k, r in enumerate(execute.results) if k > 0 and multi_use(r)]
    for index in indices:
        uses = _mlir_uses(execute.results[1 + index])[1:]
        count = len(uses)
        yield_op = execute.regions[0].blocks[0].terminator
        execute = add_execute_results(execute, [yield_op.operands[index]] * count)
        uses = _mlir_uses(execute.results[1 + index])[1:]
        results = execute.results[len(execute.results) - count:]
        # MLIR sets each use while iterating the use list it moves the use out of, so the walk
        # stops after the first one: only the second use gets a new result, the others keep
        # sharing this one and the remaining new results stay unused.
        for (op, i), r in zip(uses[:1], results, strict=False):
            op.set_operand(i, r)


@dataclass
class GpuAsyncRegion(Pass, flag="gpu-async-region"):
    """Make GPU ops async"""

    anchor = "func.func"

    def run(self, func: Operation) -> None:
        with gc_paused():
            _ThreadTokens().run(func)
            defer = _DeferWaits()
            for execute in _post_order_ops(func, "async.execute"):
                defer.collect(execute)
            defer.rewrite()
            for execute in _post_order_ops(func, "async.execute"):
                _single_token_use(execute)
