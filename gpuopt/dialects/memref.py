"""The memref dialect: allocation, loads and stores, globals, views and casts."""
from __future__ import annotations

from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import symbols
from gpuopt.ir import types as T
from gpuopt.ir.assembly import directive
from gpuopt.ir.opdef import (
    Dialect,
    Op,
    Pure,
    ReadOnly,
    SegmentedOperands,
    Symbol,
    operand,
    opt_prop,
    prop,
    result,
    var_operand,
)

# ShapedType::kDynamic in static_offsets / static_sizes / static_strides
DYNAMIC_INDEX = -9223372036854775808


class LoadOp(Op, name="memref.load", traits=[ReadOnly]):
    """`%v = memref.load %m[%i] : memref<?xf32>`."""
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr)
    result_ = result()
    format = "$memref `[` $indices `]` attr-dict `:` type($memref)"

    def verify(self) -> None:
        m = self.memref.type
        if self.result_.type is not m.element_type:
            raise self.error("failed to verify that result type matches element type of "
                             "'memref'")
        if len(self.indices) != m.rank:
            raise self.error(f"incorrect number of indices for load, expected {m.rank} but "
                             f"got {len(self.indices)}")

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["memref"][0].element_type]


class StoreOp(Op, name="memref.store"):
    """`memref.store %v, %m[%i] : memref<?xf32>`."""
    value = operand()
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr)
    format = "$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)"

    def verify(self) -> None:
        m = self.memref.type
        if self.value.type is not m.element_type:
            raise self.error("failed to verify that type of 'value' matches element type of "
                             "'memref'")
        if len(self.indices) != m.rank:
            raise self.error("store index operand count not equal to memref rank")

    @classmethod
    def infer_types(cls, d, operands, st):
        return []

    @classmethod
    def operand_type(cls, name, index, st):
        return st.types["memref"][0].element_type if name == "value" else None


class DimOp(Op, name="memref.dim", traits=[Pure]):
    """`%d = memref.dim %m, %c0 : memref<?xf32>`."""
    source = operand(C.TypeConstraint(
        "unranked.memref of any type values or non-0-ranked.memref of any type values",
        lambda t: type(t) is T.MemRefType and t.shape != ()))
    index = operand(C.Index)
    result_ = result(C.Index)
    format = "attr-dict $source `,` $index `:` type($source)"

    def result_names(self):
        return ["dim"]


class _AllocLike(Op, traits=[SegmentedOperands]):
    dynamic_sizes = var_operand(C.Index)
    symbol_operands = var_operand(C.Index)
    alignment = opt_prop(C.AttrConstraint(
        "64-bit signless integer attribute whose minimum value is 0",
        lambda a: C.I64Attr.check(a) and a.value >= 0))
    memref = result(C.AnyMemRef)
    format = ("`(`$dynamic_sizes`)` (`` `[` $symbol_operands^ `]`)? attr-dict `:` "
              "type($memref)")

    def verify(self) -> None:
        dyn = sum(1 for d in self.memref.type.shape if d == T.DYNAMIC)
        if len(self.dynamic_sizes) != dyn:
            raise self.error("dimension operand count does not equal memref dynamic dimension "
                             "count")

    def result_names(self):
        return [self.name[7:]]


class AllocOp(_AllocLike, name="memref.alloc"):
    """`%alloc = memref.alloc(%n) : memref<?xf32>`."""


class AllocaOp(_AllocLike, name="memref.alloca"):
    """`%alloca = memref.alloca() : memref<4xf32>`."""


class DeallocOp(Op, name="memref.dealloc"):
    """`memref.dealloc %m : memref<?xf32>`."""
    memref = operand(C.AnyRankedOrUnrankedMemRef)
    format = "$memref attr-dict `:` type($memref)"


class CastOp(Op, name="memref.cast", traits=[Pure]):
    """`%cast = memref.cast %m : memref<4xf32> to memref<?xf32>`."""
    source = operand(C.AnyRankedOrUnrankedMemRef)
    dest = result(C.AnyRankedOrUnrankedMemRef)
    format = "$source attr-dict `:` type($source) `to` type($dest)"

    def verify(self) -> None:
        a, b = self.source.type, self.dest.type
        ok = a.element_type is b.element_type and a.memory_space == b.memory_space
        if ok and a.shape is not None and b.shape is not None:
            ok = len(a.shape) == len(b.shape) and all(
                x == y or T.DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape, strict=False))
        if not ok:
            raise self.error(f"operand type '{a}' and result type '{b}' are cast incompatible")

    def result_names(self):
        return ["cast"]


class GetGlobalOp(Op, name="memref.get_global", traits=[Pure]):
    """`%0 = memref.get_global @g : memref<4xf32>`."""
    global_name = prop(C.FlatSymbolRefAttr, name="name")
    result_ = result(C.StaticMemRef)
    format = "$global_name `:` type($result_) attr-dict"

    def verify_symbol_uses(self) -> None:
        name = self.attributes["name"].leaf
        g = symbols.resolve_symbol(self, symbols.symbol_path(self.attributes["name"]))
        if g is None or g.name != "memref.global":
            raise self.error(f"'{name}' does not reference a valid global memref")
        gt = getattr(g.attributes.get("type"), "value", None)
        if gt is not None and self.result_.type is not gt:
            raise self.error(f"result type '{self.result_.type}' does not match type '{gt}' of "
                             f"the global memref @{name}")


# ---- memref.global: custom<GlobalMemrefOpTypeAndInitialValue> ---------------------------
@directive("global_type_init",
           'custom_global_type_init: type ["=" global_init]\n'
           'global_init: UNINITIALIZED -> global_uninit\n'
           '    | "dense" "<" [dense_elem] ">" [":" type] -> global_dense\n'
           '    | "dense_resource" "<" BARE_ID ">" [":" type] -> global_dense_resource\n'
           'UNINITIALIZED: "uninitialized"')
def _parse_global_type_init(b, v, st, args):
    mtype, init = v
    st.attrs[args[0].field.mlir_name] = A.TypeAttr(mtype)
    if init is None:
        return
    kind = init[0]
    if kind == "uninit":
        st.attrs[args[1].field.mlir_name] = A.UNIT
        return
    ty = init[2]
    if ty is None:
        shape = mtype.shape if isinstance(mtype, T.MemRefType) else None
        ty = T.TensorType.get(shape or (), T.element_type_of(mtype))
    attr = (b.dense_attr([init[1], ty]) if kind == "dense"
            else A.DenseResourceAttr(init[1][1], ty))
    st.attrs[args[1].field.mlir_name] = attr


@_parse_global_type_init.printer
def _print_global_type_init(p, op, args):
    text = p.type_text(op.attributes[args[0].field.mlir_name].value)
    init = op.attributes.get(args[1].field.mlir_name)
    if init is None:
        return text
    if isinstance(init, A.UnitAttr):
        return text + " = uninitialized"
    s = str(init) if isinstance(init, A.DenseElementsAttr) else p.attr_text(init)
    suffix = " : " + str(init.type) if hasattr(init, "type") else ""
    if suffix and s.endswith(suffix):
        s = s[:-len(suffix)]
    return text + " = " + s


@asm.rule("custom_global_type_init")
def _custom_global_type_init(b, c):
    return (c[0], c[1])


@asm.rule("global_uninit")
def _global_uninit(b, c):
    return ("uninit", None, None)


@asm.rule("global_dense")
def _global_dense(b, c):
    return ("dense", c[0], c[1])


@asm.rule("global_dense_resource")
def _global_dense_resource(b, c):
    return ("resource", c[0], c[1])


# `constant` is also func.constant's short op name, so the lexer does not give it the keyword
# terminal: accept it as an identifier.
@directive("global_constant", 'custom_global_constant: BARE_ID')
def _parse_global_constant(b, v, st, args):
    if v[1] != "constant":
        raise b.error("expected 'constant'", v[2])
    st.attrs[args[0].field.mlir_name] = A.UNIT


@_parse_global_constant.printer
def _print_global_constant(p, op, args):
    return "constant"


@asm.rule("custom_global_constant")
def _custom_global_constant(b, c):
    return c[0]


class GlobalOp(Op, name="memref.global", traits=[Symbol]):
    """`memref.global "private" constant @g : memref<4xf32> = dense<...>`."""
    sym_visibility = opt_prop(C.StrAttr)
    constant = opt_prop(C.UnitAttr)
    sym_name = prop(C.SymbolNameAttr)
    type_ = prop(C.AttrConstraint("memref type attribute", lambda a: isinstance(a, A.TypeAttr)
                                  and isinstance(a.value, T.MemRefType)), name="type")
    initial_value = opt_prop()
    alignment = opt_prop(C.I64Attr)
    format = ("($sym_visibility^)? (custom<global_constant>($constant)^)? $sym_name `:` "
              "custom<global_type_init>($type_, $initial_value) attr-dict")


# ---- custom<dyn_index_list>: `[%a, 4, ...]` -------------------------------------------
@directive("dyn_index_list",
           'custom_dyn_index_list: "[" [dyn_index ("," dyn_index)*] "]"\n'
           '?dyn_index: SSA_ID | INT')
def _parse_dyn_index_list(b, v, st, args):
    dyn, static = args
    operands, values = [], []
    for tok in v:
        if tok[0] == "SSA_ID":
            operands.append(tok)
            values.append(DYNAMIC_INDEX)
        else:
            values.append(int(tok[1], 0))
    st.operands[dyn.field.name] = operands
    st.types[dyn.field.name] = [T.index] * len(operands)
    st.attrs[static.field.mlir_name] = A.DenseArrayAttr(T.i64, tuple(values))


@_parse_dyn_index_list.printer
def _print_dyn_index_list(p, op, args):
    dyn, static = args
    operands = list(getattr(op, dyn.field.name) or [])
    attr = op.attributes.get(static.field.mlir_name)
    parts = []
    for x in (attr.values if attr is not None else ()):
        if x == DYNAMIC_INDEX and operands:
            parts.append(p.value_name(operands.pop(0)))
        else:
            parts.append(str(x))
    return "[" + ", ".join(parts) + "]"


@asm.rule("custom_dyn_index_list")
def _custom_dyn_index_list(b, c):
    return [x for x in c if x is not None]


class _OffsetsSizesStrides(Op, traits=[Pure, SegmentedOperands]):
    """A view of `source` from dynamic and static offsets, sizes and strides."""
    source = operand(C.AnyMemRef)
    offsets = var_operand(C.Index)
    sizes = var_operand(C.Index)
    strides = var_operand(C.Index)
    static_offsets = prop(C.DenseI64Array)
    static_sizes = prop(C.DenseI64Array)
    static_strides = prop(C.DenseI64Array)
    result_ = result()


class SubViewOp(_OffsetsSizesStrides, name="memref.subview"):
    """`%subview = memref.subview %m[0, 1] [2, 2] [1, 1] : memref<..> to memref<..>`."""
    format = ("$source `` custom<dyn_index_list>($offsets, $static_offsets) "
              "custom<dyn_index_list>($sizes, $static_sizes) "
              "custom<dyn_index_list>($strides, $static_strides) attr-dict `:` "
              "type($source) `to` type($result_)")

    def result_names(self):
        return ["subview"]


class ReinterpretCastOp(_OffsetsSizesStrides, name="memref.reinterpret_cast"):
    """`memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : ... to ...`."""
    format = ("$source `to` `offset` `` `:` custom<dyn_index_list>($offsets, $static_offsets)"
              " `` `,` `sizes` `` `:` custom<dyn_index_list>($sizes, $static_sizes)"
              " `` `,` `strides` `` `:` custom<dyn_index_list>($strides, $static_strides)"
              " attr-dict `:` type($source) `to` type($result_)")

    def result_names(self):
        return ["reinterpret_cast"]


MEMREF = Dialect("memref", ops=[LoadOp, StoreOp, DimOp, AllocOp, AllocaOp, DeallocOp, CastOp,
                                GetGlobalOp, GlobalOp, SubViewOp, ReinterpretCastOp])
