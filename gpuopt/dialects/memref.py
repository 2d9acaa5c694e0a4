"""The memref dialect: allocation, loads and stores, globals, views and casts."""
from __future__ import annotations

from gpuopt.diag import VerifyError
from gpuopt.ir import affine as AF
from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import symbols
from gpuopt.ir import types as T
from gpuopt.ir.assembly import directive
from gpuopt.ir.opdef import (
    IN_PLACE,
    Dialect,
    MemAlloc,
    Op,
    Pure,
    ReadOnly,
    RecursiveMemoryEffects,
    ReturnLike,
    SegmentedOperands,
    SingleBlock,
    Symbol,
    Terminator,
    constant_value,
    operand,
    opt_prop,
    prop,
    region,
    result,
    var_operand,
    var_result,
)


def _int_literal(text: str) -> int:
    """An MLIR integer literal: decimal (leading zeros allowed, `08`) or `0x` hex."""
    return int(text, 16) if "0x" in text else int(text)


# ShapedType::kDynamic in static_offsets / static_sizes / static_strides
DYNAMIC_INDEX = -9223372036854775808


def strides_and_offset(t: T.MemRefType):
    """getStridesAndOffset of a ranked memref: (strides, offset) with T.DYNAMIC for `?`, or
    None for a layout it does not read (affine maps)."""
    lay = t.layout
    if lay is None:
        strides, acc = [], 1
        for d in reversed(t.shape):
            strides.insert(0, acc)
            acc = T.DYNAMIC if d == T.DYNAMIC or acc == T.DYNAMIC else acc * d
        return tuple(strides), 0
    if isinstance(lay, A.StridedLayoutAttr):
        return tuple(lay.strides), lay.offset
    return None


def _emit_error(op, message: str) -> VerifyError:
    """Operation::emitError: located at the op, without the `'name' op` prefix."""
    err = VerifyError(message, op.loc)
    err.op = op  # type: ignore[attr-defined]
    return err


def _dyn_eq(a: int, b: int) -> bool:
    return a == b or T.DYNAMIC in (a, b)


def fold_memref_cast(op, skip=None) -> bool:
    """Operands that are a memref.cast of a ranked memref use the cast's source instead
    (MLIR's foldMemRefCast); `skip` (a value) is left alone. True when one changed."""
    folded = False
    for i, v in enumerate(op.operands):
        d = v.defining_op
        if type(d) is CastOp and v is not skip and d.source.type.shape is not None:
            op.set_operand(i, d.source)
            folded = True
    return folded


def cast_folds_into_consumer(cast) -> bool:
    """The cast only makes sizes more dynamic (CastOp::canFoldIntoConsumerOp, for identity
    layouts)."""
    a, b = cast.source.type, cast.dest.type
    if a.shape is None or b.shape is None or len(a.shape) != len(b.shape) \
            or a.layout != b.layout:
        return False
    return not any(x != y and x == T.DYNAMIC for x, y in zip(a.shape, b.shape, strict=True))


class LoadOp(Op, name="memref.load", traits=[ReadOnly]):
    """`%v = memref.load %m[%i] : memref<?xf32>`."""
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr)
    elided_defaults = (("nontemporal", A.bool_attr(False)),)  # as builders set it
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

    def fold(self):
        return IN_PLACE if fold_memref_cast(self) else None


class StoreOp(Op, name="memref.store"):
    """`memref.store %v, %m[%i] : memref<?xf32>`."""
    value = operand()
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr)
    elided_defaults = (("nontemporal", A.bool_attr(False)),)  # as builders set it
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

    def fold(self):
        return IN_PLACE if fold_memref_cast(self, self.value) else None


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

    def fold(self):
        c = constant_value(self.index)
        t = self.source.type
        if isinstance(c, A.IntegerAttr) and t.shape is not None and 0 <= c.value < len(t.shape):
            i = c.value
            if t.shape[i] != T.DYNAMIC:
                return [A.IntegerAttr.get(t.shape[i], T.index)]
            d = self.source.defining_op
            if isinstance(d, _AllocLike) or getattr(d, "name", "") == "gpu.alloc":
                pos = sum(1 for x in t.shape[:i] if x == T.DYNAMIC)
                return [d.dynamic_sizes[pos]]
            if isinstance(d, _OffsetsSizesStrides) and len(d.static_sizes.values) == len(
                    t.shape) and d.static_sizes.values[i] == DYNAMIC_INDEX:
                # a dynamic size of a view (no rank reduction here): its operand
                pos = sum(1 for x in d.static_sizes.values[:i] if x == DYNAMIC_INDEX)
                return [d.sizes[pos]]
            # dim(cast(x)) -> dim(x): only with a known index of a dynamic size (MLIR's order)
            return IN_PLACE if fold_memref_cast(self) else None
        return None


class _AllocLike(Op, traits=[SegmentedOperands, MemAlloc]):
    dynamic_sizes = var_operand(C.Index)
    symbol_operands = var_operand(C.Index)
    alignment = opt_prop(C.AttrConstraint(
        "64-bit signless integer attribute whose minimum value is 0",
        lambda a: C.I64Attr.check(a) and a.value >= 0, storage=C.I64Attr.storage))
    memref = result(C.AnyMemRef)
    format = ("`(`$dynamic_sizes`)` (`` `[` $symbol_operands^ `]`)? attr-dict `:` "
              "type($memref)")

    def verify(self) -> None:
        dyn = sum(1 for d in self.memref.type.shape if d == T.DYNAMIC)
        if len(self.dynamic_sizes) != dyn:
            raise self.error("dimension operand count does not equal memref dynamic dimension "
                             "count")
        lay = self.memref.type.layout
        if isinstance(lay, A.StridedLayoutAttr):
            n_sym = sum(1 for x in (*lay.strides, lay.offset) if x == T.DYNAMIC)
        else:
            n_sym = getattr(getattr(lay, "value", None), "num_syms", 0)
        if len(self.symbol_operands) != n_sym:
            raise self.error(f"symbol operand count does not equal memref symbol count: "
                             f"expected {n_sym}, got {len(self.symbol_operands)}")

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

    def fold(self):
        return IN_PLACE if fold_memref_cast(self) else None


class CastOp(Op, name="memref.cast", traits=[Pure]):
    """`%cast = memref.cast %m : memref<4xf32> to memref<?xf32>`."""
    source = operand(C.AnyRankedOrUnrankedMemRef)
    dest = result(C.AnyRankedOrUnrankedMemRef)
    format = "$source attr-dict `:` type($source) `to` type($dest)"

    def verify(self) -> None:
        a, b = self.source.type, self.dest.type
        ok = a.element_type is b.element_type and a.memory_space == b.memory_space
        if ok and a.shape is None and b.shape is None:
            ok = False  # unranked to unranked
        if ok and a.shape is not None and b.shape is not None:
            ok = len(a.shape) == len(b.shape) and all(
                x == y or T.DYNAMIC in (x, y) for x, y in zip(a.shape, b.shape, strict=False))
            if ok and a.layout != b.layout:
                sa, sb = strides_and_offset(a), strides_and_offset(b)
                if sa is not None and sb is not None:
                    ok = _dyn_eq(sa[1], sb[1]) and all(
                        _dyn_eq(x, y) for x, y in zip(sa[0], sb[0], strict=False))
        if not ok:
            raise self.error(f"operand type '{a}' and result type '{b}' are cast incompatible")

    def result_names(self):
        return ["cast"]

    def fold(self):
        # foldMemRefCast, then (in the same fold, as MLIR's trait folds after an in-place
        # one) a cast to its own type is its source
        changed = fold_memref_cast(self)
        if self.source.type is self.dest.type:
            return [self.source]
        return IN_PLACE if changed else None


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

    def verify(self) -> None:
        t = self.attributes["type"].value
        if T.DYNAMIC in t.shape:
            raise self.error(f"type should be static shaped memref, but got '{t}'")
        init = self.attributes.get("initial_value")
        if init is not None:
            if not isinstance(init, (A.UnitAttr, A.DenseElementsAttr)):
                raise self.error(f"initial value should be a unit or elements attribute, but "
                                 f"got {init}")
            want = T.TensorType.get(t.shape, t.element_type)
            if isinstance(init, A.DenseElementsAttr) and init.type is not want:
                raise self.error(f"initial value expected to be of type '{want}', but was of "
                                 f"type '{init.type}'")
        align = self.attributes.get("alignment")
        if align is not None and (align.value <= 0 or align.value & (align.value - 1)):
            raise _emit_error(self, f"alignment attribute value {align.value} is not a power "
                                    "of 2")


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
            values.append(_int_literal(tok[1]))
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

    def verify(self) -> None:
        src, res = self.source.type, self.result_.type
        if not isinstance(res, T.MemRefType) or res.shape is None or src.shape is None:
            return
        _verify_offsets_sizes_strides(self, len(src.shape), len(src.shape))
        if src.memory_space != res.memory_space:
            raise _emit_error(self, f"different memory spaces specified for base memref type "
                                    f"'{src}' and subview memref type '{res}'")
        so = strides_and_offset(src)
        if so is None:
            return
        st = self.attributes
        offs = st["static_offsets"].values
        sizes = [T.DYNAMIC if x == DYNAMIC_INDEX else x for x in st["static_sizes"].values]
        steps = st["static_strides"].values
        offset = so[1]
        for o, s_ in zip(offs, so[0], strict=False):
            offset = T.DYNAMIC if T.DYNAMIC in (offset, s_) or o == DYNAMIC_INDEX \
                else offset + o * s_
        strides = tuple(T.DYNAMIC if s_ == T.DYNAMIC or k == DYNAMIC_INDEX else s_ * k
                        for s_, k in zip(so[0], steps, strict=False))
        want = T.MemRefType.get(sizes, src.element_type, A.StridedLayoutAttr(strides, offset),
                                src.memory_space)
        got = tuple(res.shape)
        if len(got) > len(sizes):
            raise _emit_error(self, "expected result rank to be smaller or equal to the source "
                                    "rank. ")
        mismatch = (f"expected result type to be '{want}' or a rank-reduced version. "
                    "(mismatch of result {}) ")
        if len(got) == len(sizes):
            if got != tuple(sizes):
                raise _emit_error(self, mismatch.format("sizes"))
        else:
            rest = list(got)
            for d in sizes:  # drop unit dims of the expected shape
                if rest and rest[0] == d:
                    rest.pop(0)
                elif d != 1:
                    raise _emit_error(self, mismatch.format("sizes"))
            if rest:
                raise _emit_error(self, mismatch.format("sizes"))
        if res.element_type is not src.element_type:
            raise _emit_error(self, f"expected result element type to be '{src.element_type}'")
        if len(got) != len(sizes):
            return  # rank-reduced layouts: left to mlir-opt
        ro = strides_and_offset(res)
        if ro is None:
            return
        if not _dyn_eq(ro[1], offset) or not all(
                _dyn_eq(x, y) for x, y in zip(ro[0], strides, strict=False)):
            raise _emit_error(self, mismatch.format("layout"))


def _verify_offsets_sizes_strides(op, max_offsets: int, max_rank: int) -> None:
    """OffsetSizeAndStrideOpInterface: list ranks, then static/dynamic counts."""
    st = op.attributes
    offs, sizes, strides = (st[k].values for k in ("static_offsets", "static_sizes",
                                                    "static_strides"))
    if not (len(offs) == 1 and max_offsets == 1) and len(offs) != len(sizes):
        raise _emit_error(op, f"expected mixed offsets rank to match mixed sizes rank "
                              f"({len(offs)} vs {len(sizes)}) so the rank of the result type "
                              "is well-formed.")
    if len(sizes) != len(strides):
        raise _emit_error(op, f"expected mixed sizes rank to match mixed strides rank "
                              f"({len(sizes)} vs {len(strides)}) so the rank of the result "
                              "type is well-formed.")
    for vals, dyn, what, n in ((offs, op.offsets, "offset", max_offsets),
                               (sizes, op.sizes, "size", max_rank),
                               (strides, op.strides, "stride", max_rank)):
        if len(vals) != n:
            raise _emit_error(op, f"expected {n} {what} values, got {len(vals)}")
        n_dyn = sum(1 for v in vals if v == DYNAMIC_INDEX)
        if len(dyn) != n_dyn:
            raise _emit_error(op, f"expected {n_dyn} dynamic {what} values")


class ReinterpretCastOp(_OffsetsSizesStrides, name="memref.reinterpret_cast"):
    """`memref.reinterpret_cast %a to offset: [0], sizes: [4], strides: [1] : ... to ...`."""
    format = ("$source `to` `offset` `` `:` custom<dyn_index_list>($offsets, $static_offsets)"
              " `` `,` `sizes` `` `:` custom<dyn_index_list>($sizes, $static_sizes)"
              " `` `,` `strides` `` `:` custom<dyn_index_list>($strides, $static_strides)"
              " attr-dict `:` type($source) `to` type($result_)")

    def result_names(self):
        return ["reinterpret_cast"]

    def fold(self):
        """reinterpret_cast of reinterpret_cast, of cast or of a subview at offsets 0 reads
        that op's source (in place); one that changes nothing is its source."""
        d = self.source.defining_op
        name = d.name if d is not None else ""
        zero_offsets = name == "memref.subview" and not d.offsets and all(
            x == 0 for x in d.attributes["static_offsets"].values)
        if name in ("memref.reinterpret_cast", "memref.cast") or zero_offsets:
            self.set_operand(0, d.operands[0])
            return IN_PLACE
        res = self.result_.type
        if res.shape is not None and T.DYNAMIC not in res.shape \
                and self.source.type is res and self.attributes["static_offsets"].values[0] == 0:
            return [self.source]
        return None

    def verify(self) -> None:
        src, res = self.source.type, self.result_.type
        if not isinstance(res, T.MemRefType) or res.shape is None:
            return
        _verify_offsets_sizes_strides(self, 1, len(res.shape))
        if src.memory_space != res.memory_space:
            raise _emit_error(self, f"different memory spaces specified for source type '{src}' "
                                    f"and result memref type '{res}'")
        if src.element_type is not res.element_type:
            raise _emit_error(self, f"different element types specified for source type '{src}' "
                                    f"and result memref type '{res}'")
        st = self.attributes
        for i, (r, e) in enumerate(zip(res.shape, st["static_sizes"].values, strict=False)):
            if r != T.DYNAMIC and e != DYNAMIC_INDEX and r != e:
                raise _emit_error(self, f"expected result type with size = {e} instead of {r} "
                                        f"in dim = {i}")
        ro = strides_and_offset(res)
        if ro is None:
            return
        e = st["static_offsets"].values[0]
        if ro[1] != T.DYNAMIC and e != DYNAMIC_INDEX and ro[1] != e:
            raise _emit_error(self, f"expected result type with offset = {e} instead of {ro[1]}")
        for i, (r, e) in enumerate(zip(ro[0], st["static_strides"].values, strict=False)):
            if r != T.DYNAMIC and e != DYNAMIC_INDEX and r != e:
                raise _emit_error(self, f"expected result type with stride = {e} instead of {r} "
                                        f"in dim = {i}")


class RankOp(Op, name="memref.rank", traits=[Pure]):
    """`%r = memref.rank %m : memref<*xf32>`."""
    memref = operand(C.AnyRankedOrUnrankedMemRef)
    result_ = result(C.Index)
    format = "$memref attr-dict `:` type($memref)"

    def fold(self):
        shape = self.memref.type.shape
        return None if shape is None else [A.IntegerAttr.get(len(shape), T.index)]


class CopyOp(Op, name="memref.copy"):
    """`memref.copy %a, %b : memref<4xf32> to memref<4xf32>`."""
    source = operand(C.AnyRankedOrUnrankedMemRef)
    target = operand(C.AnyRankedOrUnrankedMemRef)
    format = "$source `,` $target attr-dict `:` type($source) `to` type($target)"

    def verify(self) -> None:
        a, b = self.source.type, self.target.type
        if a.element_type is not b.element_type:
            raise self.error("requires the same element type for all operands")
        if a.shape is not None and b.shape is not None and (
                len(a.shape) != len(b.shape) or any(
                    x != y and T.DYNAMIC not in (x, y)
                    for x, y in zip(a.shape, b.shape, strict=True))):
            raise self.error("requires the same shape for all operands")

    def fold(self):
        folded = False
        for i, v in enumerate(self.operands):
            d = v.defining_op
            if type(d) is CastOp and cast_folds_into_consumer(d):
                self.set_operand(i, d.source)
                folded = True
        return IN_PLACE if folded else None


_REASSOCIATION = C.AttrConstraint(
    "Array of 64-bit integer array attributes",
    lambda a: type(a) is A.ArrayAttr and all(
        type(g) is A.ArrayAttr and all(C.I64Attr.check(x) for x in g.value) for g in a.value))


def _groups(op) -> list[list[int]]:
    return [[x.value for x in g.value] for g in op.attributes["reassociation"].value]


def _sat_mul(a: int, b: int) -> int:
    """SaturatedInteger multiplication: 0 wins, then `?` wins."""
    if a == 0 or b == 0:
        return 0
    return T.DYNAMIC if T.DYNAMIC in (a, b) else a * b


def _check_collapsed_shape(op, collapsed: tuple, expanded: tuple, groups: list) -> None:
    """verifyCollapsedShape (mlir-opt-19's wording), several `?` per group allowed."""
    if len(groups) != len(collapsed):
        raise op.error(f"invalid number of reassociation groups: found {len(groups)}, "
                       f"expected {len(collapsed)}")
    nxt = 0
    for i, g in enumerate(groups):
        dynamic = False
        for d in g:
            if d != nxt:
                raise op.error("reassociation indices must be contiguous")
            nxt += 1
            if d >= len(expanded):
                raise op.error(f"reassociation index {d} is out of bounds")
            dynamic = dynamic or expanded[d] == T.DYNAMIC
        if dynamic != (collapsed[i] == T.DYNAMIC):
            raise op.error(f"collapsed dim ({i}) must be dynamic if and only if reassociation "
                           "group is dynamic")
        if not dynamic:
            size = 1
            for d in g:
                size *= expanded[d]
            if size != collapsed[i]:
                raise op.error(f"collapsed dim size ({collapsed[i]}) must equal "
                               f"reassociation group size ({size})")
    if not collapsed:
        if any(d != 1 for d in expanded):
            raise op.error("rank 0 memrefs can only be extended/collapsed with/from ones")
    elif nxt != len(expanded):
        raise op.error(f"expanded rank ({len(expanded)}) inconsistent with number of "
                       f"reassociation indices ({nxt})")


def _identity_layout(t: T.MemRefType) -> bool:
    """MemRefLayoutAttrInterface::isIdentity: no layout, or one whose map is the identity
    (`strided<[1]>` on a 1-d memref)."""
    lay = t.layout
    if lay is None:
        return True
    if isinstance(lay, A.StridedLayoutAttr):
        return lay.offset == 0 and tuple(lay.strides) == (1,)
    return False


def _collapsed_layout(src: T.MemRefType, groups: list):
    """computeCollapsedLayoutMap (non-strict): the result's strided layout, or False when a
    group collapses non-contiguous dims."""
    strides, offset = strides_and_offset(src)
    shape = src.shape
    out = []
    for g in groups:
        ref = list(g)
        while len(ref) > 1 and shape[ref[-1]] == 1:
            ref.pop()
        out.append(strides[ref[-1]] if shape[ref[-1]] != T.DYNAMIC or len(ref) == 1
                   else T.DYNAMIC)
    for g, stride in zip(reversed(groups), reversed(out), strict=True):
        for d in reversed(g[1:]):
            stride = _sat_mul(stride, shape[d])  # LLVM 19 skips no size-1 dim here
            if T.DYNAMIC not in (stride, strides[d - 1]) and stride != strides[d - 1]:
                return False
    return A.StridedLayoutAttr(tuple(out), offset)


def _expanded_layout(src: T.MemRefType, shape: tuple, groups: list):
    """computeExpandedLayoutMap: each source stride spreads over its group's dims."""
    strides, offset = strides_and_offset(src)
    rev, k = [], len(shape) - 1
    for g, stride in zip(reversed(groups), reversed(strides), strict=True):
        for _ in g:
            rev.append(stride)
            stride = _sat_mul(stride, shape[k])
            k -= 1
    out = list(reversed(rev)) + [1] * (len(shape) - len(rev))
    return A.StridedLayoutAttr(tuple(out[:len(shape)]), offset)


def _check_reshape_type(op, src: T.MemRefType, result: T.MemRefType, layout,
                        expanding: bool) -> None:
    """The result type must be the computed one (`layout` None: no layout; False: none
    computes)."""
    if layout is False:
        raise op.error("invalid source layout map" if expanding else
                       "invalid source layout map or collapsing non-contiguous dims")
    want = T.MemRefType.get(result.shape, src.element_type, layout, src.memory_space)
    if result is not want:
        what = "expanded" if expanding else "collapsed"
        raise op.error(f"expected {what} type to be '{want}' but found '{result}'")


def _fold_reshape(op, inverse: str):
    """collapse_shape(expand_shape(x)) and expand_shape(collapse_shape(x)) with the same
    reassociation fold to x when x has the result's type."""
    d = op.src.defining_op
    if d is not None and d.name == inverse and d.src.type is op.result_.type \
            and d.attributes["reassociation"] == op.attributes["reassociation"]:
        return [d.src]
    return None


class CollapseShapeOp(Op, name="memref.collapse_shape", traits=[Pure]):
    """`%c = memref.collapse_shape %m [[0, 1]] : memref<4x8xf32> into memref<32xf32>`."""
    src = operand(C.AnyMemRef)
    reassociation = prop(_REASSOCIATION)
    result_ = result(C.AnyMemRef)
    format = "$src $reassociation attr-dict `:` type($src) `into` type($result_)"

    def verify(self) -> None:
        src, res = self.src.type, self.result_.type
        if len(src.shape) < len(res.shape):
            r0, r1 = len(src.shape), len(res.shape)
            raise self.error(f"has source rank {r0} and result rank {r1}. This is not a "
                             f"collapse ({r0} < {r1}).")
        groups = _groups(self)
        _check_collapsed_shape(self, res.shape, src.shape, groups)
        if _identity_layout(src):
            _check_reshape_type(self, src, res, None, False)
        elif strides_and_offset(src) is not None:  # affine-map layouts: accepted as written
            _check_reshape_type(self, src, res, _collapsed_layout(src, groups), False)

    def fold(self):
        return _fold_reshape(self, "memref.expand_shape")

    def result_names(self):
        return ["collapse_shape"]


class ExpandShapeOp(Op, name="memref.expand_shape", traits=[Pure]):
    """`%e = memref.expand_shape %m [[0, 1]] output_shape [4, 8] : memref<32xf32> into ...`."""
    src = operand(C.AnyMemRef)
    output_shape = var_operand(C.Index)
    reassociation = prop(_REASSOCIATION)
    static_output_shape = prop(C.DenseI64Array)
    result_ = result(C.AnyMemRef)
    format = ("$src $reassociation `output_shape` "
              "custom<dyn_index_list>($output_shape, $static_output_shape) attr-dict `:` "
              "type($src) `into` type($result_)")

    def verify(self) -> None:
        src, res = self.src.type, self.result_.type
        if len(src.shape) > len(res.shape):
            r0, r1 = len(src.shape), len(res.shape)
            raise self.error(f"has source rank {r0} and result rank {r1}. This is not an "
                             f"expansion ({r0} > {r1}).")
        groups = _groups(self)
        _check_collapsed_shape(self, src.shape, res.shape, groups)
        if _identity_layout(src):
            _check_reshape_type(self, src, res, None, True)
        elif strides_and_offset(src) is not None:
            _check_reshape_type(self, src, res, _expanded_layout(src, res.shape, groups), True)
        static = self.attributes["static_output_shape"].values
        if len(static) != len(res.shape):
            raise self.error(f"expected number of static shape bounds to be equal to the "
                             f"output rank ({len(res.shape)}) but found {len(static)} inputs "
                             "instead")
        ndyn = sum(1 for x in static if x == DYNAMIC_INDEX)
        if len(self.output_shape) != ndyn:
            raise self.error(f"mismatch in dynamic dims in output_shape and "
                             f"static_output_shape: static_output_shape has {ndyn} dynamic "
                             f"dims while output_shape has {len(self.output_shape)} values")
        for pos, d in enumerate(res.shape):
            if d != T.DYNAMIC and d != static[pos]:
                raise self.error(f"invalid output shape provided at pos {pos}")

    def fold(self):
        return _fold_reshape(self, "memref.collapse_shape")

    def result_names(self):
        return ["expand_shape"]


ATOMIC_KINDS = ("addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu",
                "mulf", "muli", "ori", "andi", "maxnumf", "minnumf")
_FLOAT_KINDS = {"addf", "maximumf", "minimumf", "mulf"}
_INT_KINDS = {"addi", "maxs", "maxu", "mins", "minu", "muli", "ori", "andi"}
_SIGNLESS_INT_OR_FLOAT = C.TypeConstraint("signless integer or floating-point", lambda t: (
    isinstance(t, T.IntegerType) and not t.signedness) or isinstance(t, T.FloatType))


def _atomic_kind_conv(b, tok):
    if tok[1] not in ATOMIC_KINDS:
        raise b.error("custom op 'memref.atomic_rmw' expected string or keyword containing one "
                      "of the following enum values for attribute 'kind' "
                      f"[{', '.join(ATOMIC_KINDS)}]", tok[2])
    return A.IntegerAttr.get(ATOMIC_KINDS.index(tok[1]), T.i64)


class AtomicRMWOp(Op, name="memref.atomic_rmw"):
    """`%old = memref.atomic_rmw addf %v, %m[%i] : (f32, memref<4xf32>) -> f32`."""
    kind = prop(C.AttrConstraint(
        "allowed 64-bit signless integer cases: " + ", ".join(map(str, range(len(ATOMIC_KINDS)))),
        lambda a: C.I64Attr.check(a) and 0 <= a.value < len(ATOMIC_KINDS), "keyword"))
    value = operand(_SIGNLESS_INT_OR_FLOAT)
    memref = operand(C.TypeConstraint(
        "memref of signless integer or floating-point values",
        lambda t: isinstance(t, T.MemRefType) and t.shape is not None
        and _SIGNLESS_INT_OR_FLOAT.check(t.element_type)))
    indices = var_operand(C.Index)
    result_ = result(_SIGNLESS_INT_OR_FLOAT)
    format = ("$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` "
              "type($memref) `)` `->` type($result_)")

    def verify(self) -> None:
        if self.value.type is not self.result_.type:
            raise self.error("failed to verify that all of {value, result} have same type")
        if self.value.type is not self.memref.type.element_type:
            raise self.error("failed to verify that value type matches element type of memref")
        if len(self.indices) != len(self.memref.type.shape):
            raise self.error("expects the number of subscripts to be equal to memref rank")
        kind = ATOMIC_KINDS[self.attributes["kind"].value]
        if kind in _FLOAT_KINDS and not isinstance(self.value.type, T.FloatType):
            raise self.error(f"with kind '{kind}' expects a floating-point type")
        if kind in _INT_KINDS and not isinstance(self.value.type, T.IntegerType):
            raise self.error(f"with kind '{kind}' expects an integer type")


AtomicRMWOp.kind.convert = _atomic_kind_conv
AtomicRMWOp.kind.keyword_of = ATOMIC_KINDS


class GenericAtomicRMWOp(Op, name="memref.generic_atomic_rmw", traits=[SingleBlock]):
    """`%r = memref.generic_atomic_rmw %m[%i] : memref<4xf32> { ^bb0(%old: f32): ... }`."""
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    result_ = result(_SIGNLESS_INT_OR_FLOAT)
    body = region()
    format = "$memref `[` $indices `]` `:` type($memref) $body attr-dict"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["memref"][0].element_type]

    def verify(self) -> None:
        if self.result_.type is not self.memref.type.element_type:
            raise self.error("failed to verify that result type matches element type of memref")
        block = self.body.blocks[0] if self.body.blocks else None
        if block is None or len(block.args) != 1:
            raise self.error("expected single number of entry block arguments")
        if block.args[0].type is not self.result_.type:
            raise self.error("expected block argument of the same type result type")
        for inner in block.ops:
            if inner.name != "memref.atomic_yield" and "Pure" not in inner.traits:
                err = VerifyError("body of 'memref.generic_atomic_rmw' should contain only "
                                  "operations with no side effects", inner.loc)
                err.op = inner  # the note shows the offending op, as mlir-opt-19's does
                raise err


class AtomicYieldOp(Op, name="memref.atomic_yield", traits=[Pure, Terminator]):
    """`memref.atomic_yield %v : f32`, the terminator of generic_atomic_rmw."""
    result_ = operand()
    format = "$result_ attr-dict `:` type($result_)"

    def verify(self) -> None:
        self.expect_parent("memref.generic_atomic_rmw")
        want = self.parent_op.results[0].type
        if self.result_.type is not want:
            raise self.error(f"types mismatch between yield op: '{self.result_.type}' and its "
                             f"parent: '{want}'")


class ExtractStridedMetadataOp(Op, name="memref.extract_strided_metadata", traits=[Pure]):
    """`%b, %o, %s:2, %t:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> ...`."""
    source = operand(C.TypeConstraint("strided memref of any type values",
                                      lambda t: isinstance(t, T.MemRefType)
                                      and t.shape is not None))
    base_buffer = result(C.TypeConstraint("0D memref of any type values",
                                          lambda t: isinstance(t, T.MemRefType)
                                          and t.shape == ()))
    offset = result(C.Index)
    sizes_and_strides = var_result(C.Index)  # rank sizes, then rank strides
    format = "$source `:` type($source) `->` custom<metadata_types>(type($base_buffer)) attr-dict"

    def result_names(self):
        rank = len(self.source.type.shape)
        names = ["base_buffer", "offset"]
        if rank:
            names += ["sizes"] + [None] * (rank - 1) + ["strides"] + [None] * (rank - 1)
        return names

    def fold(self):
        """Used results the source type knows statically (offset, sizes, strides) are
        replaced by `arith.constant`s built just before the op (replaceConstantUsesOf)."""
        t = self.source.type
        so = strides_and_offset(t)
        if so is None:
            return None
        known = [so[1], *t.shape, *so[0]]
        changed = False
        from gpuopt.dialects import arith
        for r, k in zip(self.results[1:], known, strict=True):
            if k == T.DYNAMIC or not r.uses:
                continue
            c = arith.ConstantOp.build(value=A.IntegerAttr.get(k, T.index),
                                       result_types=[T.index], loc=self.loc)
            self.parent.insert(self.parent.ops.index(self), c)
            new = c.results[0]
            for user, i in list(r.uses):
                user.set_operand(i, new)
            changed = True
        return IN_PLACE if changed else None


@directive("metadata_types", 'custom_metadata_types: type ("," type)*')
def _parse_metadata_types(b, v, st, args):
    st.types["base_buffer"] = [v[0]]
    st.types["offset"] = [v[1]] if len(v) > 1 else []
    st.types["sizes_and_strides"] = list(v[2:])


@_parse_metadata_types.printer
def _print_metadata_types(p, op, args):
    return ", ".join(p.type_text(r.type) for r in op.results)


@asm.rule("custom_metadata_types")
def _custom_metadata_types(b, c):
    return list(c)


class ExtractAlignedPointerAsIndexOp(Op, name="memref.extract_aligned_pointer_as_index",
                                     traits=[Pure]):
    """`%p = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index`."""
    source = operand(C.AnyRankedOrUnrankedMemRef)
    aligned_pointer = result(C.Index)
    format = "$source `:` type($source) `->` type($aligned_pointer) attr-dict"

    def result_names(self):
        return ["intptr"]


class AssumeAlignmentOp(Op, name="memref.assume_alignment"):
    """`memref.assume_alignment %m, 16 : memref<4xf32>`."""
    memref = operand(C.AnyMemRef)
    alignment = prop(C.AttrConstraint(
        "32-bit signless integer attribute whose value is positive",
        lambda a: C.I32Attr.check(a) and a.value > 0, "int:i32"))
    format = "$memref `,` $alignment attr-dict `:` type($memref)"

    def verify(self) -> None:
        a = self.attributes["alignment"].value
        if a & (a - 1):
            raise self.error("alignment must be power of 2")


class MemorySpaceCastOp(Op, name="memref.memory_space_cast", traits=[Pure]):
    """`%c = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>`."""
    source = operand(C.AnyRankedOrUnrankedMemRef)
    dest = result(C.AnyRankedOrUnrankedMemRef)
    format = "$source attr-dict `:` type($source) `to` type($dest)"

    def verify(self) -> None:
        a, b = self.source.type, self.dest.type
        if not (a.element_type is b.element_type and a.shape == b.shape
                and a.layout == b.layout):
            raise self.error(f"operand type '{a}' and result type '{b}' are cast incompatible")

    def result_names(self):
        return ["memspacecast"]


class ViewOp(Op, name="memref.view", traits=[Pure]):
    """`%v = memref.view %buf[%offset][%n] : memref<64xi8> to memref<?x4xf32>`."""
    source = operand(C.TypeConstraint(
        "1D memref of 8-bit signless integer values",
        lambda t: isinstance(t, T.MemRefType) and t.shape is not None and len(t.shape) == 1
        and t.element_type is T.i8))
    byte_shift = operand(C.Index)
    sizes = var_operand(C.Index)
    result_ = result(C.AnyMemRef)
    format = ("$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` "
              "type($result_)")

    def verify(self) -> None:
        a, b = self.source.type, self.result_.type
        # mlir-opt-19 words these with emitError: no `'memref.view' op` prefix
        if a.layout is not None:
            raise VerifyError(f"unsupported map for base memref type '{a}'", self.loc)
        if b.layout is not None:
            raise VerifyError(f"unsupported map for result memref type '{b}'", self.loc)
        if a.memory_space != b.memory_space:
            raise VerifyError(f"different memory spaces specified for base memref type '{a}' "
                              f"and view memref type '{b}'", self.loc)
        dyn = sum(1 for d in b.shape if d == T.DYNAMIC)
        if len(self.sizes) != dyn:
            raise VerifyError(f"incorrect number of size operands for type '{b}'", self.loc)

    def result_names(self):
        return ["view"]


class AllocaScopeOp(Op, name="memref.alloca_scope",
                    traits=[RecursiveMemoryEffects, SingleBlock]):
    """`memref.alloca_scope { ... }`: stack allocations inside are freed at its end."""
    results_ = var_result()
    body = region()
    format = "custom<scope_results>(type($results_)) $body attr-dict"
    implicit_terminator = "memref.alloca_scope.return"

    def verify_regions(self) -> None:
        block = self.body.blocks[0] if self.body.blocks else None
        term = block.ops[-1] if block is not None and block.ops else None
        if term is None or term.name != "memref.alloca_scope.return":
            return
        if len(term.operands) != len(self.results):
            raise self.error(f" region control flow edge from Region #0 to parent results: "
                             f"source has {len(term.operands)} operands, but target successor "
                             f"needs {len(self.results)}")
        for i, (v, r) in enumerate(zip(term.operands, self.results, strict=False)):
            if v.type is not r.type:
                raise self.error(f" along control flow edge from Region #0 to parent results: "
                                 f"source type #{i} '{v.type}' should match input type #{i} "
                                 f"'{r.type}'")


# mlir-opt-19's hand-written printer: a space, then ` -> (T, ...)` when there are results.
@directive("scope_results", 'custom_scope_results: ["->" fn_results]')
def _parse_scope_results(b, v, st, args):
    t = v[0]
    st.types[args[0].field.name] = [] if t is None else (
        list(t) if isinstance(t, (list, tuple)) else [t])


@_parse_scope_results.printer
def _print_scope_results(p, op, args):
    types = [r.type for r in op.results]
    return " -> (" + ", ".join(map(p.type_text, types)) + ")" if types else ""


@asm.rule("custom_scope_results")
def _custom_scope_results(b, c):
    return c


class AllocaScopeReturnOp(Op, name="memref.alloca_scope.return",
                          traits=[Pure, Terminator, ReturnLike]):
    """`memref.alloca_scope.return %v : f32`; implicit when it returns nothing."""
    results_ = var_operand()
    format = "attr-dict ($results_^ `:` type($results_))?"

    def verify(self) -> None:
        self.expect_parent("memref.alloca_scope")


# `, read, locality<3>, data`: the three properties of memref.prefetch, spelled as words.
@directive("prefetch_spec",
           'custom_prefetch_spec: "," BARE_ID "," "locality" "<" INT ">" "," BARE_ID')
def _parse_prefetch_spec(b, v, st, args):
    rw, hint, cache = v
    if rw[1] not in ("read", "write"):
        raise b.error("custom op 'memref.prefetch' rw specifier has to be 'read' or 'write'",
                      st.pos)
    if cache[1] not in ("data", "instr"):
        raise b.error("custom op 'memref.prefetch' cache type has to be 'data' or 'instr'",
                      st.pos)
    is_write, locality, is_data = (f.field.mlir_name for f in args)
    st.attrs[is_write] = A.IntegerAttr.get(int(rw[1] == "write"), T.i1)
    st.attrs[locality] = A.IntegerAttr.get(_int_literal(hint[1]), T.i32)
    st.attrs[is_data] = A.IntegerAttr.get(int(cache[1] == "data"), T.i1)


@_parse_prefetch_spec.printer
def _print_prefetch_spec(p, op, args):
    is_write, locality, is_data = (op.attributes[f.field.mlir_name].value for f in args)
    return (f", {'write' if is_write else 'read'}, locality<{locality}>, "
            f"{'data' if is_data else 'instr'}")


@asm.rule("custom_prefetch_spec")
def _custom_prefetch_spec(b, c):
    return tuple(c)


class PrefetchOp(Op, name="memref.prefetch"):
    """`memref.prefetch %m[%i], read, locality<3>, data : memref<4xf32>`."""
    memref = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    is_write = prop(C.BoolAttr, name="isWrite")
    locality_hint = prop(C.AttrConstraint(
        "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
        lambda a: C.I32Attr.check(a) and 0 <= a.value <= 3, storage=C.I32Attr.storage),
        name="localityHint")
    is_data_cache = prop(C.BoolAttr, name="isDataCache")
    format = ("$memref `[` $indices `]` "
              "`` custom<prefetch_spec>($is_write, $locality_hint, $is_data_cache) attr-dict `:` "
              "type($memref)")

    def verify(self) -> None:
        if len(self.indices) != len(self.memref.type.shape):
            raise self.error("too few indices")


# ---- memref.transpose: the permutation is a bare affine map, `(d0, d1) -> (d1, d0)` ------
@directive("permutation", "custom_permutation: affine_map")
def _parse_permutation(b, v, st, args):
    st.attrs[args[0].field.mlir_name] = AF.AffineMapAttr(v[0])


@_parse_permutation.printer
def _print_permutation(p, op, args):
    return str(op.attributes[args[0].field.mlir_name].value)


@asm.rule("custom_permutation")
def _custom_permutation(b, c):
    return c


class TransposeOp(Op, name="memref.transpose", traits=[Pure]):
    """`%t = memref.transpose %m (d0, d1) -> (d1, d0) : memref<4x8xf32> to memref<8x4xf32, ...>`."""
    in_ = operand(C.TypeConstraint("strided memref of any type values",
                                   lambda t: isinstance(t, T.MemRefType) and t.shape is not None))
    permutation = prop(C.AttrConstraint("AffineMap attribute",
                                        lambda a: isinstance(a, AF.AffineMapAttr)))
    result_ = result(C.TypeConstraint("strided memref of any type values",
                                      lambda t: isinstance(t, T.MemRefType)
                                      and t.shape is not None))
    format = "$in_ custom<permutation>($permutation) attr-dict `:` type($in_) `to` type($result_)"
    inline_attrs = ("permutation",)  # the custom form prints the map itself, not `#map`

    def verify(self) -> None:
        m = self.attributes["permutation"].value
        dims = [r.pos if isinstance(r, AF.Dim) else None for r in m.results]
        if m.num_syms or sorted(d for d in dims if d is not None) != list(range(m.num_dims)) \
                or len(dims) != m.num_dims:
            raise self.error("expected a permutation map")
        src, res = self.in_.type, self.result_.type
        if m.num_dims != len(src.shape):
            raise self.error("expected a permutation map of same rank as the input")
        # The canonical transposed type, checked for static identity-layout sources only.
        if src.layout is not None or T.DYNAMIC in src.shape:
            return
        strides, acc = [], 1
        for d in reversed(src.shape):
            strides.insert(0, acc)
            acc *= d
        shape = tuple(src.shape[d] for d in dims)
        want = tuple(strides[d] for d in dims)
        lay = res.layout
        got = want if lay is None and want == tuple(strides) else (
            tuple(lay.strides) if isinstance(lay, A.StridedLayoutAttr) and lay.offset == 0
            else None)
        if res.shape != shape or got != want or res.element_type is not src.element_type \
                or res.memory_space != src.memory_space:
            terms = " + ".join(f"d{i}" if s == 1 else f"d{i} * {s}" for i, s in enumerate(want))
            space = f", {src.memory_space}" if src.memory_space is not None else ""
            shape_text = "x".join(map(str, shape))
            raise self.error(f"result type '{res}' is not equivalent to the canonical "
                             f"transposed input type 'memref<{shape_text}x{src.element_type}, "
                             f"affine_map<({', '.join(f'd{i}' for i in range(len(shape)))}) "
                             f"-> ({terms})>{space}>'")

    def result_names(self):
        return ["transpose"]


MEMREF = Dialect("memref", ops=[TransposeOp, PrefetchOp, 
    LoadOp, StoreOp, DimOp, AllocOp, AllocaOp, DeallocOp, CastOp, GetGlobalOp, GlobalOp,
    SubViewOp, ReinterpretCastOp, RankOp, CopyOp, CollapseShapeOp, ExpandShapeOp, AtomicRMWOp,
    GenericAtomicRMWOp, AtomicYieldOp, ExtractStridedMetadataOp, ExtractAlignedPointerAsIndexOp,
    AssumeAlignmentOp, MemorySpaceCastOp, ViewOp, AllocaScopeOp, AllocaScopeReturnOp])
