"""Folding glue for the greedy driver and --canonicalize: ops fold themselves (`op.fold()`).

An op's `fold()` returns None (no fold), IN_PLACE (operands swapped or otherwise changed) or one
Value or Attribute per result, as MLIR's fold hooks do; attributes become constants here.
Side effects are read from traits (Pure, NoMemoryEffect, RecursiveMemoryEffects).
"""
from __future__ import annotations

import sys

from gpuopt.ir import attrs as A
from gpuopt.ir.opdef import IN_PLACE, constant_value

__all__ = ["IN_PLACE", "const_value", "constant_key", "effect_free", "fold", "is_constant",
           "materialize"]

const_value = constant_value


def effect_free(op) -> bool:
    """No memory effects, counting those of the ops nested in it."""
    traits = op.traits
    hook = getattr(op, "has_no_effect", None)  # effects that depend on types (tensor writes)
    if hook is not None and hook():
        return True
    if "Pure" in traits or "NoMemoryEffect" in traits:
        return all(effect_free(o) for r in op.regions for b in r.blocks for o in b.ops
                   if "Terminator" not in o.traits) if op.regions else True
    if "ReadOnly" in traits and op.name == "affine.load":
        return True  # (MLIR drops ops whose only effects are reads)
    if "RecursiveMemoryEffects" in traits and op.name.startswith("affine."):
        # (MLIR: an op with recursive effects has those of the ops in it; applied to the
        # affine loops here, whose canonicalizations rely on it)
        return all(effect_free(o) for r in op.regions for b in r.blocks for o in b.ops)
    return False


# ConstantLike ops without a `value` whose fold is an attribute of their own in MLIR 19
# (#llvm.undef, #llvm.zero, #llvm.poison, the global's symbol): hoisted and uniqued too
_VALUELESS = frozenset(("llvm.mlir.undef", "llvm.mlir.zero", "llvm.mlir.poison",
                        "llvm.mlir.addressof"))


def is_constant(op) -> bool:
    return (op.has_trait("ConstantLike") or op.name in _VALUELESS) and len(op.results) == 1 \
        and ("value" in op.attributes or op.name in _VALUELESS)


def constant_key(op) -> tuple:
    if "value" not in op.attributes:
        return (op.name, str(op.attributes.get("global_name", "")), op.results[0].type)
    return (op.name.split(".")[0], op.attributes["value"], op.results[0].type)


def materialize(attr, type, loc, op=None):
    """A constant op holding `attr` (Dialect::materializeConstant of `op`'s dialect: the
    `materialize` function of its module where it has one, else arith.constant), or None."""
    if op is not None:
        hook = getattr(sys.modules.get(op.__class__.__module__), "materialize", None)
        if hook is not None:
            return hook(attr, type, loc)
    from gpuopt.dialects import arith
    if isinstance(attr, (A.IntegerAttr, A.FloatAttr, A.DenseElementsAttr)) and \
            attr.type is type:
        return arith.ConstantOp.build(value=attr, result_types=[type], loc=loc)
    if isinstance(attr, A.DenseElementsAttr) and attr.type is type:
        return arith.ConstantOp.build(value=attr, result_types=[type], loc=loc)
    return None


def fold(op):
    own = getattr(op, "fold", None)
    return own() if own is not None else None
