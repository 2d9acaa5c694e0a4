"""The builtin dialect: `module` and `unrealized_conversion_cast`."""
from __future__ import annotations

from gpuopt.ir.opdef import (
    Dialect,
    IsolatedFromAbove,
    NoTerminator,
    Op,
    SingleBlock,
    SymbolTable,
    opt_prop,
    region,
    var_operand,
    var_result,
)


class ModuleOp(Op, name="builtin.module",
               traits=[IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable]):
    """The top-level container: `module @name attributes {...} { ... }`."""
    sym_name = opt_prop("symbol_name")
    sym_visibility = opt_prop("string")
    body = region()
    format = "($sym_name^)? attr-dict-with-keyword $body"
    default_dialect = "builtin"

    @property
    def ops(self):
        return self.body.blocks[0].ops if self.body.blocks else []


class UnrealizedConversionCastOp(Op, name="builtin.unrealized_conversion_cast"):
    """`%1 = builtin.unrealized_conversion_cast %0 : i64 to index`."""
    inputs = var_operand()
    outputs = var_result()
    format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"


BUILTIN = Dialect("builtin", ops=[ModuleOp, UnrealizedConversionCastOp])
