"""The builtin dialect: `module` and `unrealized_conversion_cast`."""
from __future__ import annotations

from gpuopt.ir import constraints as C
from gpuopt.ir.opdef import (
    Dialect,
    GraphRegions,
    IsolatedFromAbove,
    NoMemoryEffect,
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
               traits=[IsolatedFromAbove, NoTerminator, SingleBlock, SymbolTable, GraphRegions]):
    """The top-level container: `module @name attributes {...} { ... }`."""
    sym_name = opt_prop(C.SymbolNameAttr)
    sym_visibility = opt_prop(C.StrAttr)
    body = region()
    format = "($sym_name^)? attr-dict-with-keyword $body"
    default_dialect = "builtin"

    @property
    def ops(self):
        return self.body.blocks[0].ops if self.body.blocks else []

    def verify(self) -> None:
        if self.body.blocks and self.body.blocks[0].args:
            raise self.error("region should have no arguments")
        for name in sorted(self.attributes):
            if "." not in name and name not in ("sym_name", "sym_visibility"):
                raise self.error("can only contain attributes with dialect-prefixed names, "
                                 f"found: '{name}'")


class UnrealizedConversionCastOp(Op, name="builtin.unrealized_conversion_cast",
                                 traits=[NoMemoryEffect]):
    """`%1 = builtin.unrealized_conversion_cast %0 : i64 to index`."""
    inputs = var_operand()
    outputs = var_result()
    format = "($inputs^ `:` type($inputs))? `to` type($outputs) attr-dict"

    def verify(self) -> None:
        if not self.results:
            raise self.error("expected at least one result for cast operation")

    def fold(self):
        """MLIR 19: a cast to its own types is its inputs; a cast undoing the cast that made
        all its inputs is that cast's inputs."""
        ins, outs = list(self.operands), self.results
        if [v.type for v in ins] == [r.type for r in outs]:
            return ins
        src = ins[0].defining_op if ins else None
        if src is None or src.name != self.name or list(src.results) != ins or \
                [v.type for v in src.operands] != [r.type for r in outs]:
            return None
        return list(src.operands)


BUILTIN = Dialect("builtin", ops=[ModuleOp, UnrealizedConversionCastOp])
