"""The nvvm dialect: PTX special registers, `nvvm.barrier0`, `nvvm.shfl.sync`.

`nvvm.kernel` is a plain unit attribute on `llvm.func`; it needs no op.
"""
from __future__ import annotations

from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.opdef import (
    Dialect,
    Op,
    Pure,
    SegmentedOperands,
    operand,
    opt_operand,
    opt_prop,
    prop,
    result,
)

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


# ---- cluster and clock registers, warp-level ops, barriers (LLVM 19's NVVMOps) ---------------
def _more_sreg_ops() -> dict:
    out = {}
    for reg in ("clusterid", "nclusterid", "cluster.ctaid", "cluster.nctaid"):
        for dim in ("x", "y", "z"):
            cname = "".join(w.capitalize() for w in reg.split(".")) + dim.upper() + "Op"
            out[f"{reg}.{dim}"] = type(cname, (_SReg,), {},
                                       name=f"nvvm.read.ptx.sreg.{reg}.{dim}")
    for reg in ("cluster.ctarank", "cluster.nctarank", "clock", "clock64"):
        cname = "".join(w.capitalize() for w in reg.split(".")) + "Op"
        out[reg] = type(cname, (_SReg,), {}, name=f"nvvm.read.ptx.sreg.{reg}")
    return out


MORE_SREG_OPS = _more_sreg_ops()
SREG_OPS.update(MORE_SREG_OPS)


class _KindAttr(A.Attribute):
    """`#nvvm<redux_kind add>`: an NVVM enum written in the dialect's opaque form."""
    __slots__ = ("kind", "keyword")

    def __init__(self, kind: str, keyword: str) -> None:
        self.kind = kind
        self.keyword = keyword

    def __eq__(self, other):
        return isinstance(other, _KindAttr) and (other.kind, other.keyword) == (self.kind,
                                                                                self.keyword)

    def __hash__(self):
        return hash((self.kind, self.keyword))

    def __str__(self) -> str:
        return f"#nvvm<{self.kind} {self.keyword}>"


def redux_kind(keyword: str) -> A.Attribute:
    """`#nvvm<redux_kind add>`."""
    return _KindAttr("redux_kind", keyword)


REDUX_KINDS = ("add", "and", "max", "min", "or", "umax", "umin", "xor")
_ENUMS = {"redux_kind": REDUX_KINDS}
_shfl_nvvm_attr = asm.DIALECT_ATTRS["nvvm"]


def _nvvm_enum_attr(b, body, tok):
    if body is not None:
        parts = body[1].split()
        if len(parts) == 2 and parts[1] in _ENUMS.get(parts[0], ()):
            return _KindAttr(parts[0], parts[1])
    return _shfl_nvvm_attr(b, body, tok)


asm.DIALECT_ATTRS["nvvm"] = _nvvm_enum_attr


def _redux_conv(builder, tok):
    if tok[1] not in REDUX_KINDS:
        raise builder.enum_error(tok, "::mlir::NVVM::ReduxKind", "ReduxKindAttr", REDUX_KINDS)
    return _KindAttr("redux_kind", tok[1])


class ReduxSyncOp(Op, name="nvvm.redux.sync"):
    """`%r = nvvm.redux.sync  add %v, %mask : i32 -> i32` (two spaces)."""
    val = operand()
    kind = prop(C.AttrConstraint("NVVM redux kind", lambda a: isinstance(a, _KindAttr)
                                 and a.kind == "redux_kind", "dim"))
    mask_and_clamp = operand(C.I32)
    res = result()
    format = "$kind $val `,` $mask_and_clamp attr-dict `:` type($val) `->` type($res)"


ReduxSyncOp.kind.convert = _redux_conv


class VoteBallotOp(Op, name="nvvm.vote.ballot.sync"):
    """`%b = nvvm.vote.ballot.sync %mask, %pred : i32`."""
    mask = operand(C.I32)
    pred = operand(C.I1)
    res = result()
    format = "$mask `,` $pred attr-dict `:` type($res)"


class ElectSyncOp(Op, name="nvvm.elect.sync"):
    """`%p = nvvm.elect.sync -> i1`."""
    pred = result(C.I1)
    format = "attr-dict `->` type($pred)"


class BarrierOp(Op, name="nvvm.barrier", traits=[SegmentedOperands]):
    """`nvvm.barrier id = %id number_of_threads = %n`."""
    barrier_id = opt_operand(C.I32)
    number_of_threads = opt_operand(C.I32)
    format = ("(`id` `=` $barrier_id^)? (`number_of_threads` `=` $number_of_threads^)? "
              "attr-dict")

    def verify(self) -> None:
        if self.number_of_threads is not None and self.barrier_id is None:
            raise self.error("barrier id is missing, it should be set between 0 to 15")


class BarWarpSyncOp(Op, name="nvvm.bar.warp.sync"):
    """`nvvm.bar.warp.sync %mask : i32`."""
    mask = operand(C.I32)
    format = "$mask attr-dict `:` type($mask)"


class _NoArgs(Op):
    format = "attr-dict"


class FenceScClusterOp(_NoArgs, name="nvvm.fence.sc.cluster"):
    """`nvvm.fence.sc.cluster`."""


class FenceMbarrierInitOp(_NoArgs, name="nvvm.fence.mbarrier.init"):
    """`nvvm.fence.mbarrier.init`."""


class ClusterArriveOp(_NoArgs, name="nvvm.cluster.arrive"):
    """`nvvm.cluster.arrive {aligned}`."""
    aligned = opt_prop(C.UnitAttr)


class ClusterArriveRelaxedOp(_NoArgs, name="nvvm.cluster.arrive.relaxed"):
    """`nvvm.cluster.arrive.relaxed`."""
    aligned = opt_prop(C.UnitAttr)


class ClusterWaitOp(_NoArgs, name="nvvm.cluster.wait"):
    """`nvvm.cluster.wait`."""
    aligned = opt_prop(C.UnitAttr)


class FenceProxyOp(_NoArgs, name="nvvm.fence.proxy"):
    """`nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = ...}`."""
    kind = prop()
    space = opt_prop()


class CpAsyncCommitGroupOp(_NoArgs, name="nvvm.cp.async.commit.group"):
    """`nvvm.cp.async.commit.group`."""


class CpAsyncWaitGroupOp(Op, name="nvvm.cp.async.wait.group"):
    """`nvvm.cp.async.wait.group 0`."""
    n = prop(C.AttrConstraint(C.I32Attr.desc, C.I32Attr.check, "int:i32"))
    format = "$n attr-dict"


class RcpApproxFtzF32Op(Op, name="nvvm.rcp.approx.ftz.f"):
    """`%r = nvvm.rcp.approx.ftz.f %x : f32`."""
    arg = operand(C.type_is(T.f32, "32-bit float"))
    res = result(C.type_is(T.f32, "32-bit float"))
    format = "$arg attr-dict `:` type($res)"
    same_type_as = {"arg": T.f32}


NVVM.ops += list(MORE_SREG_OPS.values()) + [
    ReduxSyncOp, VoteBallotOp, ElectSyncOp, BarrierOp, BarWarpSyncOp, FenceScClusterOp,
    FenceProxyOp, FenceMbarrierInitOp, ClusterArriveOp, ClusterArriveRelaxedOp, ClusterWaitOp,
    CpAsyncCommitGroupOp, CpAsyncWaitGroupOp, RcpApproxFtzF32Op]
