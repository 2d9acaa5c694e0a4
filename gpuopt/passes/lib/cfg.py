"""Control-flow queries on llvm/cf/func ops that several passes ask (the lifetime verifier, the
stream plan, the ordering check, the async-graph view)."""
from __future__ import annotations

from gpuopt.ir.core import Operation, Value

CALLS = {"llvm.call", "func.call"}


def callee(op: Operation) -> str | None:
    """The flat callee name of a direct llvm.call / func.call, else None."""
    if op.name not in CALLS:
        return None
    attr = op.attributes.get("callee")
    root = getattr(attr, "root", None)
    return root if isinstance(root, str) and not getattr(attr, "nested", ()) else None


def successor_operands(op: Operation) -> list[list[Value]] | None:
    """The operands each successor of a terminator receives (None: layout unknown)."""
    if not op.successors:
        return []
    if op.name in ("llvm.br", "cf.br"):
        return [list(op.operands)]
    if op.name in ("llvm.cond_br", "cf.cond_br"):
        t = len(op.successors[0].args)
        return [list(op.operands[1:1 + t]), list(op.operands[1 + t:])]
    if op.name in ("cf.switch", "llvm.switch"):
        d = len(op.successors[0].args)
        groups, pos = [list(op.operands[1:1 + d])], 1 + d
        for succ in op.successors[1:]:
            groups.append(list(op.operands[pos:pos + len(succ.args)]))
            pos += len(succ.args)
        return groups
    if all(not s.args for s in op.successors):
        return [[] for _ in op.successors]
    return None
