"""The memref dialect: allocation, loads and stores, views and casts."""
from __future__ import annotations

from gpuopt.ir import types as T
from gpuopt.ir.opdef import Dialect, Op, Pure, operand, result, var_operand


class LoadOp(Op, name="memref.load"):
    """`%v = memref.load %m[%i] : memref<?xf32>`."""
    memref = operand()
    indices = var_operand(T.index)
    nontemporal = None
    result_ = result()
    format = "$memref `[` $indices `]` attr-dict `:` type($memref)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["memref"][0].element_type]


class StoreOp(Op, name="memref.store"):
    """`memref.store %v, %m[%i] : memref<?xf32>`."""
    value = operand()
    memref = operand()
    indices = var_operand(T.index)
    format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"


class DimOp(Op, name="memref.dim", traits=[Pure]):
    """`%d = memref.dim %m, %c0 : memref<?xf32>`."""
    source = operand()
    index = operand(T.index)
    result_ = result(T.index)
    format = "attr-dict $source `,` $index `:` type($source)"

    def result_names(self):
        return ["dim"]


MEMREF = Dialect("memref", ops=[LoadOp, StoreOp, DimOp])
