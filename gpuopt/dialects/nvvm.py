"""The nvvm dialect: PTX special registers, `nvvm.barrier0`, `nvvm.shfl.sync`.

`nvvm.kernel` is a plain unit attribute on `llvm.func`; it needs no op.
"""
from __future__ import annotations

from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir.opdef import Dialect, Op, Pure, operand, opt_prop, prop, result

KERNEL_ATTR = "nvvm.kernel"


class _SReg(Op, traits=[Pure]):
    res = result()
    format = "attr-dict `:` type($res)"


def _sreg_ops() -> dict:
    """mlir-opt-19's special register ops (it has no warpid, nwarpid, smid, nsmid, gridid)."""
    out = {}
    for reg in ("tid", "ntid", "ctaid", "nctaid", "clusterid", "nclusterid", "cluster.ctaid",
                "cluster.nctaid"):
        for dim in ("x", "y", "z"):
            name = f"nvvm.read.ptx.sreg.{reg}.{dim}"
            cname = "".join(p.capitalize() for p in reg.split(".")) + f"{dim.upper()}Op"
            out[f"{reg}.{dim}"] = type(cname, (_SReg,), {}, name=name)
    for reg in ("laneid", "warpsize", "cluster.ctarank", "cluster.nctarank", "clock",
                "clock64"):
        out[reg] = type("".join(p.capitalize() for p in reg.split(".")) + "Op", (_SReg,), {},
                        name=f"nvvm.read.ptx.sreg.{reg}")
    return out


SREG_OPS = _sreg_ops()


def sreg_op(reg: str, dim: str | None = None) -> type:
    """The op class reading `%reg.dim` (`sreg_op("tid", "x")`)."""
    return SREG_OPS[f"{reg}.{dim}" if dim else reg]


class Barrier0Op(Op, name="nvvm.barrier0"):
    """`nvvm.barrier0`."""
    format = "attr-dict"


class ShflKindAttr(A.Attribute):
    """`#nvvm<shfl_kind bfly>`."""
    __slots__ = ("keyword",)

    def __init__(self, keyword: str) -> None:
        self.keyword = keyword

    def __eq__(self, other):
        return isinstance(other, ShflKindAttr) and other.keyword == self.keyword

    def __hash__(self):
        return hash(("shfl_kind", self.keyword))

    def __str__(self) -> str:
        return f"#nvvm<shfl_kind {self.keyword}>"


SHFL_KINDS = ("bfly", "up", "down", "idx")


def _shfl_conv(builder, tok):
    if tok[1] not in SHFL_KINDS:
        raise builder.enum_error(tok, "::mlir::NVVM::ShflKind", "ShflKindAttr", SHFL_KINDS)
    return ShflKindAttr(tok[1])


def _nvvm_attr(b, body, tok):
    if body is None:
        raise b.error("expected '<'", tok[2])
    parts = body[1].split()
    if len(parts) == 2 and parts[0] == "shfl_kind" and parts[1] in SHFL_KINDS:
        return ShflKindAttr(parts[1])
    return A.OpaqueAttr(f"#nvvm<{body[1]}>")


asm.DIALECT_ATTRS["nvvm"] = _nvvm_attr
asm.DIALECT_ATTRS["nvvm.target"] = lambda b, body, tok: A.struct_attr(
    "nvvm.target", body[1] if body is not None else None)


class ShflSyncOp(Op, name="nvvm.shfl.sync"):
    """`%r = nvvm.shfl.sync  bfly %mask, %v, %off, %clamp : f32 -> f32` (two spaces)."""
    kind = prop(C.AttrConstraint("NVVM shuffle kind", lambda a: isinstance(a, ShflKindAttr),
                                 "dim"))
    thread_mask = operand(C.I32)
    val = operand()
    offset = operand(C.I32)
    mask_and_clamp = operand(C.I32)
    return_value_and_is_valid = opt_prop(C.UnitAttr)
    res = result()
    format = ("$kind $thread_mask `,` $val `,` $offset `,` $mask_and_clamp attr-dict `:` "
              "type($val) `->` type($res)")


ShflSyncOp.kind.convert = _shfl_conv


NVVM = Dialect("nvvm", ops=list(SREG_OPS.values()) + [Barrier0Op, ShflSyncOp])
