"""The affine dialect, as far as gpuopt's passes emit it: `affine.apply` (the index maps that
--convert-parallel-loops-to-gpu computes hardware ids and launch bounds with)."""
from __future__ import annotations

from gpuopt.ir import affine as AF
from gpuopt.ir import assembly as asm
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.assembly import directive
from gpuopt.ir.opdef import Dialect, Op, Pure, prop, result, var_operand

AffineMapAttr = C.AttrConstraint("AffineMap attribute",
                                 lambda a: isinstance(a, AF.AffineMapAttr))


class ApplyOp(Op, name="affine.apply", traits=[Pure]):
    """`%r = affine.apply #map(%d0)[%s0, %s1]`: a one-result affine map of index values."""
    map = prop(AffineMapAttr)
    map_operands = var_operand(C.Index)
    result_ = result(C.Index)
    format = "$map `` custom<dim_and_symbol_list>($map_operands) attr-dict"

    def verify(self) -> None:
        m = self.map.value
        if len(self.map_operands) != m.num_dims + m.num_syms:
            raise self.error("operand count and affine map dimension and symbol count must "
                             "match")
        if len(m.results) != 1:
            raise self.error("mapping must produce one value")


# ---- custom<dim_and_symbol_list>: `(%d0, ...)[%s0, ...]` ---------------------------------
@directive("dim_and_symbol_list",
           'custom_dim_and_symbol_list: "(" ssa_uses ")" ["[" ssa_uses "]"]')
def _parse_dim_and_symbol_list(b, v, st, args):
    (operands,) = args
    uses = list(v[0] or ()) + list(v[1] or ())
    st.operands[operands.field.name] = uses
    st.types[operands.field.name] = [T.index] * len(uses)


@_parse_dim_and_symbol_list.printer
def _print_dim_and_symbol_list(p, op, args):
    values = list(getattr(op, args[0].field.name))
    dims = op.map.value.num_dims
    text = "(" + ", ".join(p.value_name(x) for x in values[:dims]) + ")"
    if op.map.value.num_syms:
        text += "[" + ", ".join(p.value_name(x) for x in values[dims:]) + "]"
    return text


@asm.rule("custom_dim_and_symbol_list")
def _custom_dim_and_symbol_list(b, c):
    return (c[0], c[1])


AFFINE = Dialect("affine", ops=[ApplyOp])
