"""Patterns (MLIR's RewritePattern): one class per rewrite, applied by the greedy and the
conversion drivers.

    class SimplifyWait(Pattern):
        # gpu.wait without dependencies or token is erased; with one dependency and a token,
        # the dependency replaces the token
        op_types = (gpu.WaitOp,)

        def rewrite(self, op: gpu.WaitOp, rw: Rewriter) -> None:
            ...
            return rw.no_match(op, "gpu.wait has dependencies and a used token")

A pattern with settings takes them in its constructor (`LowerLoad(tc)`, `LowerLaunchFunc(plan,
bare_ptr=True)`); a family of ops lowered alike is one class whose instances name their op
types (`OneToOne(tc, arith.AddIOp, "llvm.add")`). Build ops with `rw.create(Cls, **fields)`
(or `Cls.build(**fields)` where no rewriter is at hand).
"""
from __future__ import annotations

import typing
from collections.abc import Callable
from typing import Any


class Pattern:
    """A rewrite pattern: `op_types` names the op classes it matches (empty: any op), `rewrite`
    changes the IR through the rewriter or returns `rw.no_match(op, why)`."""

    op_types: tuple[type, ...] = ()  # empty: matches any op; an instance may set its own
    benefit: int = 1
    name: str = ""

    def matches(self, op) -> bool:
        return not self.op_types or isinstance(op, self.op_types)

    def rewrite(self, op, rw) -> None:
        raise NotImplementedError

    def __call__(self, op, rw) -> None:
        return self.rewrite(op, rw)

    def label(self) -> str:
        return self.name or type(self).__name__


class FunctionPattern(Pattern):  # the old `@pattern` functions; removed once none is left
    def __init__(self, fn: Callable, op_types: tuple[type, ...], benefit: int) -> None:
        self.fn = fn
        self.op_types = op_types
        self.benefit = benefit
        self.name = fn.__name__

    def rewrite(self, op, rw) -> None:
        return self.fn(op, rw)


_OP_TYPES: dict = {}  # (code, globals) -> op types: patterns made anew per pass run (closures)


def _op_types(fn: Callable) -> tuple[type, ...]:
    key = (fn.__code__, id(fn.__globals__))
    got = _OP_TYPES.get(key)
    if got is None:
        got = _OP_TYPES[key] = _annotated_op_types(fn)
    return got


def _annotated_op_types(fn: Callable) -> tuple[type, ...]:
    try:
        hints = typing.get_type_hints(fn)
    except Exception:  # annotations naming modules the function's globals lack  # noqa: BLE001
        hints = {}
    first = next(iter(fn.__code__.co_varnames[:fn.__code__.co_argcount]), None)
    hint: Any = hints.get(first) if first else None
    if hint is None:
        return ()
    args = typing.get_args(hint)
    return tuple(a for a in args if isinstance(a, type)) if args else (hint,)


def by_benefit(patterns) -> list[Pattern]:
    """`patterns` in the order drivers try them: higher benefit first, stable among equals."""
    return sorted(patterns, key=lambda p: -getattr(p, "benefit", 1))


def pattern(fn: Callable | None = None, *, benefit: int = 1):
    """`@pattern def lower_x(op: gpu.WaitOp, rw: Rewriter) -> None`: a Pattern for that op type."""
    def wrap(f: Callable) -> FunctionPattern:
        return FunctionPattern(f, _op_types(f), benefit)
    return wrap(fn) if fn is not None else wrap
