"""The vector dialect as GPU code uses it: loads and stores, transfers, element access,
broadcasts and casts, reductions, masks, contractions and printing (mlir-opt-19's syntax)."""
from __future__ import annotations

from gpuopt.diag import FileLineColLoc, VerifyError, emit_error
from gpuopt.dialects import arith
from gpuopt.ir import affine as AF
from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.assembly import directive
from gpuopt.ir.opdef import (
    IN_PLACE,
    Dialect,
    Op,
    Pure,
    ReadOnly,
    SegmentedOperands,
    constant_value,
    operand,
    opt_operand,
    opt_prop,
    opt_result,
    prop,
    result,
    var_operand,
)

DYNAMIC = -(1 << 63)  # ShapedType::kDynamic marks a dynamic position


def _vec(t) -> bool:
    return isinstance(t, T.VectorType)


AnyVectorOfAnyRank = C.TypeConstraint("vector of any type values", _vec)
AnyShaped = C.TypeConstraint(
    "shaped of any type values",
    lambda t: isinstance(t, (T.MemRefType, T.TensorType, T.VectorType)))
BoolVector = C.TypeConstraint("vector of 1-bit signless integer values",
                              lambda t: _vec(t) and t.element_type is T.i1 and len(t.shape) > 0)
MaskVector = C.TypeConstraint("vector of 1-bit signless integer values",
                              lambda t: _vec(t) and t.element_type is T.i1)
IntOrIndex = C.TypeConstraint("signless integer or index",
                              lambda t: isinstance(t, T.IndexType) or isinstance(t, T.IntegerType)
                              and not t.signedness)
AffineMapAttr = C.AttrConstraint("AffineMap attribute", lambda a: isinstance(a, AF.AffineMapAttr))
BoolArrayAttr = C.AttrConstraint(
    "1-bit boolean array attribute",
    lambda a: isinstance(a, A.ArrayAttr) and all(isinstance(x, A.IntegerAttr) and x.type is T.i1
                                                 for x in a.value))
I64ArrayAttr = C.AttrConstraint(
    "64-bit integer array attribute",
    lambda a: isinstance(a, A.ArrayAttr) and all(isinstance(x, A.IntegerAttr) and x.type is T.i64
                                                 for x in a.value))


# ---- dialect attributes: #vector.kind<add>, #vector.punctuation<comma>, ...
KINDS = ("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or",
         "xor", "maximumf", "minimumf")
PUNCTUATIONS = ("no_punctuation", "newline", "comma", "open", "close")
ITERATOR_TYPES = ("parallel", "reduction")


def _enum_attr(kind: str, cpp: str, attr_def: str, names: tuple):
    def parse(b, body, tok) -> A.Attribute:
        words = [t for t in (body[0] if body else ()) if t[1] != ","]
        if len(words) != 1 or words[0][1] not in names:
            if words:
                raise b.enum_error(words[0], f"::mlir::vector::{cpp}", attr_def, names)
            # `<>`: the hook gets no position, so the first empty body of the text is meant
            at = b.text.find("<>", tok[2] if tok else 0)
            pos = at + 1 if at >= 0 else (tok[2] if tok else 0)
            op = b.op_name_at(pos)
            loc = b.loc_at(pos)
            if isinstance(loc, FileLineColLoc):  # not a line plan's trial parse
                emit_error(f"custom op '{op}' expected valid keyword", loc)
            raise b.error(f"custom op '{op}' failed to parse {attr_def} parameter 'value' "
                          f"which is to be a `::mlir::vector::{cpp}`", pos)
        return A.OpaqueAttr(f"#vector.{kind}<{words[0][1]}>")
    return parse


asm.DIALECT_ATTRS["vector.kind"] = _enum_attr("kind", "CombiningKind",
                                              "Vector_CombiningKindAttr", KINDS)
asm.DIALECT_ATTRS["vector.punctuation"] = _enum_attr("punctuation", "PrintPunctuation",
                                                     "Vector_PrintPunctuation", PUNCTUATIONS)
asm.DIALECT_ATTRS["vector.iterator_type"] = _enum_attr("iterator_type", "IteratorType",
                                                       "Vector_IteratorTypeEnum", ITERATOR_TYPES)


def _opaque(prefix: str, desc: str) -> C.AttrConstraint:
    return C.AttrConstraint(desc, lambda a: isinstance(a, A.OpaqueAttr)
                            and a.text_.startswith(prefix + "<"), f"stripped:{prefix}")


KindAttr = _opaque("#vector.kind", "Kind of combining function for contractions and reductions")
PunctuationAttr = _opaque("#vector.punctuation", "Punctuation for separating vectors or vector "
                          "elements")
ADD = A.OpaqueAttr("#vector.kind<add>")
NEWLINE = A.OpaqueAttr("#vector.punctuation<newline>")


def kind_name(a) -> str:
    """`add` for `#vector.kind<add>` (and the keyword of the other vector enums)."""
    return a.text_[a.text_.index("<") + 1:-1]


def _nontemporal_default(op) -> set:
    """DefaultValuedOptionalAttr: `nontemporal = false` is not printed."""
    a = op.attributes.get("nontemporal")
    return {"nontemporal"} if a == A.IntegerAttr.get(0, T.i1) else set()


def _is_enum(prefix: str):
    return lambda a: isinstance(a, A.OpaqueAttr) and a.text_.startswith(prefix + "<")


_STORAGE = {  # property -> the attribute class its C++ storage converts from
    "nontemporal": lambda a: isinstance(a, A.IntegerAttr) and a.type is T.i1,
    "permutation_map": lambda a: isinstance(a, AF.AffineMapAttr),
    "in_bounds": lambda a: isinstance(a, A.ArrayAttr),
    "static_position": lambda a: isinstance(a, A.DenseArrayAttr) and a.element_type is T.i64,
    "kind": _is_enum("#vector.kind"),
    "fastmath": _is_enum("#arith.fastmath"),
    "indexing_maps": lambda a: isinstance(a, A.ArrayAttr),
    "iterator_types": lambda a: isinstance(a, A.ArrayAttr),
    "mask_dim_sizes": lambda a: isinstance(a, A.ArrayAttr),
    "punctuation": _is_enum("#vector.punctuation"),
    "stringLiteral": lambda a: isinstance(a, A.StringAttr),
}


class _VectorOp(Op):
    """Base of the vector ops: properties of the wrong attribute class are rejected as
    mlir-opt-19's property conversion rejects them, before any other check; types the custom
    form parses as vector types must be vector types."""

    __slots__ = ()
    vector_typed: tuple = ()  # fields whose custom-form type must be a vector type

    def verify_invariants(self) -> None:
        attrs = self.attributes
        for p in self.prop_defs:
            a = attrs.get(p.mlir_name)
            check = _STORAGE.get(p.mlir_name)
            if a is not None and check is not None and not check(a):
                props = {q.mlir_name: attrs[q.mlir_name] for q in self.prop_defs
                         if q.mlir_name in attrs}
                if "operandSegmentSizes" in attrs:
                    props["operandSegmentSizes"] = attrs["operandSegmentSizes"]
                raise VerifyError(f"invalid properties {A.DictionaryAttr.get(props)} for op "
                                  f"{self.name}: Invalid attribute `{p.mlir_name}` in property "
                                  f"conversion: {a}", self.loc)
        super().verify_invariants()

    @classmethod
    def complete_parse(cls, b, st) -> None:
        for name in cls.vector_typed:
            tys = st.types.get(name)
            if tys and not _vec(tys[0]):
                line_end = b.text.find("\n", st.pos)
                at = b.text.rfind(str(tys[0]), st.pos, line_end if line_end >= 0 else None)
                raise b.error(f"custom op '{cls.name}' invalid kind of type specified",
                              at if at >= 0 else st.pos)


# ---- vector.load / vector.store ----------------------------------------------------------
class LoadOp(_VectorOp, name="vector.load", traits=[ReadOnly]):
    """`%v = vector.load %m[%i, %j] : memref<?x?xf32>, vector<4xf32>`."""
    base = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr)
    result_ = result(AnyVectorOfAnyRank)
    format = "$base `[` $indices `]` `` custom<transfer_attrs>() `:` type($base) `,` type($result_)"
    elided_in_format = _nontemporal_default

    def verify(self) -> None:
        _verify_load_store(self, self.base.type, self.result_.type, "result")


class StoreOp(_VectorOp, name="vector.store"):
    """`vector.store %v, %m[%i, %j] : memref<?x?xf32>, vector<4xf32>`."""
    value_to_store = operand(AnyVectorOfAnyRank)
    base = operand(C.AnyMemRef)
    indices = var_operand(C.Index)
    nontemporal = opt_prop(C.BoolAttr)
    format = ("$value_to_store `,` $base `[` $indices `]` `` custom<transfer_attrs>() `:` "
              "type($base) `,` type($value_to_store)")
    elided_in_format = _nontemporal_default

    def verify(self) -> None:
        _verify_load_store(self, self.base.type, self.value_to_store.type, "valueToStore")


def _verify_load_store(op, mt, vt, what: str) -> None:
    et = mt.element_type
    if _vec(et):
        if et is not vt:
            raise op.error(f"base memref and {what} vector types should match")
    elif et is not vt.element_type:
        word = "types" if what == "result" else "type"
        raise op.error(f"base and {what} element {word} should match")
    if len(op.indices) != len(mt.shape):
        raise op.error(f"requires {len(mt.shape)} indices")


# ---- vector.transfer_read / vector.transfer_write ---------------------------------------
def _all_true(mask) -> bool:
    """A constant_mask covering its whole type, or a dense constant of `true`s."""
    d = mask.defining_op
    if isinstance(d, ConstantMaskOp):
        return all(x.value >= n for x, n in zip(d.mask_dim_sizes.value, mask.type.shape,
                                                strict=True))
    c = constant_value(mask)
    if isinstance(c, A.DenseElementsAttr):
        return all(bool(v) for v in _flat(c, mask.type))
    return False


def _minor_identity(src_rank: int, vec_rank: int) -> AF.AffineMap:
    return AF.AffineMap(src_rank, 0, tuple(AF.Dim(i) for i in range(src_rank - vec_rank,
                                                                     src_rank)))


def _mask_type(vt, m: AF.AffineMap):
    """inferTransferOpMaskType: the vector shape put back in source-dimension order."""
    used = []
    for i, e in enumerate(m.results):
        if isinstance(e, AF.Dim):
            used.append((e.pos, i))
    used.sort()
    scal = vt.scalable or (False,) * len(vt.shape)
    return T.VectorType.get([vt.shape[i] for _, i in used], T.i1, [scal[i] for _, i in used])


class _Transfer(_VectorOp, traits=[SegmentedOperands]):
    permutation_map = prop(AffineMapAttr)
    in_bounds = prop(BoolArrayAttr)

    @classmethod
    def complete_parse(cls, b, st) -> None:
        """The custom form leaves out a minor identity map and all-false in_bounds."""
        src = st.types.get("source")
        vec = st.types.get("vector")
        if not src or not vec or not isinstance(src[0], (T.MemRefType, T.TensorType)) \
                or not _vec(vec[0]) or src[0].shape is None:
            return
        mask = st.operands.get("mask")
        if mask and _vec(src[0].element_type) and isinstance(mask[0], tuple):
            raise b.error(f"custom op '{cls.name}' does not support masks with vector element "
                          "type", mask[0][2])
        if "permutation_map" not in st.attrs:
            n = len(src[0].shape)
            et = src[0].element_type
            want = len(vec[0].shape) - (len(et.shape) if _vec(et) else 0)
            st.attrs["permutation_map"] = AF.AffineMapAttr(
                _minor_identity(n, max(0, min(n, want))))
        if "in_bounds" not in st.attrs:
            m = st.attrs["permutation_map"]
            n = len(m.value.results) if isinstance(m, AF.AffineMapAttr) else len(vec[0].shape)
            st.attrs["in_bounds"] = A.ArrayAttr(tuple(A.IntegerAttr.get(0, T.i1)
                                                      for _ in range(n)))

    @classmethod
    def operand_type(cls, name, index, st):
        if name == "mask":
            vec = st.types.get("vector")
            m = st.attrs.get("permutation_map")
            if vec and _vec(vec[0]) and isinstance(m, AF.AffineMapAttr) and \
                    len(m.value.results) == len(vec[0].shape):
                return _mask_type(vec[0], m.value)
        if name == "padding":
            src = st.types.get("source")
            if src and hasattr(src[0], "element_type"):
                return src[0].element_type
        return None

    @property
    def inline_attrs(self) -> set:
        """Attributes the custom form leaves out get no alias either."""
        return self.elided_in_format()

    def elided_in_format(self) -> set:
        out = set()
        m = self.permutation_map
        src = self.source.type
        if isinstance(m, AF.AffineMapAttr) and hasattr(src, "shape") and src.shape is not None \
                and m.value == _minor_identity(len(src.shape), len(m.value.results)):
            out.add("permutation_map")
        ib = self.in_bounds
        if isinstance(ib, A.ArrayAttr) and not any(x.value for x in ib.value):
            out.add("in_bounds")
        return out

    def fold(self):
        if self._infer_in_bounds():
            return IN_PLACE
        if self.mask is not None and _all_true(self.mask):
            self._drop_mask()
            return IN_PLACE
        from gpuopt.dialects.memref import fold_memref_cast
        if fold_memref_cast(self):  # transfer(memref.cast %m) -> transfer(%m)
            return IN_PLACE
        if isinstance(self, TransferReadOp):
            # read of what a transfer_write to a tensor just wrote there: the written vector
            w = self.source.defining_op
            if isinstance(w, TransferWriteOp) and self.mask is None and w.mask is None and \
                    all(b.value for b in w.in_bounds.value) and \
                    list(w.indices) == list(self.indices) and \
                    w.vector.type is self.vector.type and \
                    w.permutation_map == self.permutation_map:
                return [w.vector]
        return None

    def _drop_mask(self) -> None:
        self.drop_all_uses()
        self.operands[:] = self.operands[:-1]
        for i, v in enumerate(self.operands):
            v.uses.append((self, i))
        sizes = self.attributes["operandSegmentSizes"].values
        self.attributes["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (*sizes[:-1], 0))

    def _infer_in_bounds(self) -> bool:
        # a dimension read at a constant index that stays inside a static size is in bounds
        m = self.permutation_map.value
        ib = [x.value for x in self.in_bounds.value]
        shape, vt = self.source.type.shape, self.vector.type
        changed = False
        for i, e in enumerate(m.results):
            if ib[i] or not isinstance(e, AF.Dim) or shape[e.pos] < 0:
                continue
            c = constant_value(self.indices[e.pos])
            if isinstance(c, A.IntegerAttr) and c.value + vt.shape[i] <= shape[e.pos]:
                ib[i] = changed = True
        if changed:
            self.attributes["in_bounds"] = A.ArrayAttr(tuple(A.IntegerAttr.get(int(b), T.i1)
                                                             for b in ib))
        return changed

    def verify(self) -> None:
        src, vt = self.source.type, self.vector.type
        if not isinstance(src, (T.MemRefType, T.TensorType)) or src.shape is None:
            raise self.error("requires source to be a memref or ranked tensor type")
        if len(self.indices) != len(src.shape):
            raise self.error(f"requires {len(src.shape)} indices")
        if isinstance(self, TransferWriteOp) and any(
                isinstance(e, AF.Const) for e in self.permutation_map.value.results):
            raise self.error("should not have broadcast dimensions")
        self._verify_transfer(src, vt)
        if isinstance(self, TransferReadOp):
            self._verify_padding(src)
        self._verify_permutation()

    def _verify_transfer(self, src, vt) -> None:
        """verifyTransferOp: element types, map shape, mask and in_bounds."""
        m = self.permutation_map.value
        et = src.element_type
        minor = vt.shape[-1] if vt.shape else 1
        bits = (_width(vt.element_type) or 0) * minor
        if _vec(et):
            if bits % ((_width(et.element_type) or 1) * et.shape[-1]):
                raise self.error("requires the bitwidth of the minor 1-D vector to be an integral "
                                 "multiple of the bitwidth of the minor 1-D vector of the source")
            if len(et.shape) > len(vt.shape):
                raise self.error("requires source vector element and vector result ranks to "
                                 "match.")
            want = len(vt.shape) - len(et.shape)
            if self.mask is not None:
                raise self.error("does not support masks with vector element type")
        else:
            if bits % (_width(et) or 1):
                raise self.error("requires the bitwidth of the minor 1-D vector to be an integral "
                                 "multiple of the bitwidth of the source element type")
            want = len(vt.shape)
        if len(m.results) != want:
            raise self.error("requires a permutation_map with result dims of the same rank as "
                             "the vector type")
        if m.num_syms != 0:
            raise self.error("requires permutation_map without symbols")
        if m.num_dims != len(src.shape):
            raise self.error("requires a permutation_map with input dims of the same rank as "
                             "the source type")
        if self.mask is not None:
            mt = _mask_type(vt, m)
            if self.mask.type is not mt:
                raise self.error(f"inferred mask type ('{mt}') and mask operand type "
                                 f"('{self.mask.type}') don't match")
        ib = self.in_bounds.value
        if len(ib) != len(m.results):
            raise self.error("expects the in_bounds attr of same rank as permutation_map "
                             f"results: {self.permutation_map} vs inBounds of size: {len(ib)}")
        for e, b in zip(m.results, ib, strict=True):
            if isinstance(e, AF.Const) and not b.value:
                raise self.error("requires broadcast dimensions to be in-bounds")

    def _verify_permutation(self) -> None:
        seen = set()
        for e in self.permutation_map.value.results:
            if isinstance(e, AF.Dim):
                if e.pos in seen:
                    raise self.error("requires a permutation_map that is a permutation (found "
                                     "one dim used more than once)")
                seen.add(e.pos)
            elif not (isinstance(e, AF.Const) and e.value == 0):
                raise self.error("requires a projected permutation_map (at most one dim or the "
                                 "zero constant can appear in each result)")


@directive("transfer_attrs", "custom_transfer_attrs: opt_attr_dict")
def _parse_transfer_attrs(b, v, st, args):
    for k, a in v.items():
        st.attrs.setdefault(k, a)


@_parse_transfer_attrs.printer
def _print_transfer_attrs(p, op, args):
    return p.attr_dict_text(op, {"operandSegmentSizes"} | op.elided_in_format())


@asm.rule("custom_transfer_attrs")
def _custom_transfer_attrs(b, c):
    return c[0]


class TransferReadOp(_Transfer, name="vector.transfer_read", traits=[ReadOnly]):
    """`%v = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32>`."""
    source = operand(AnyShaped)
    indices = var_operand(C.Index)
    padding = operand()
    mask = opt_operand(MaskVector)
    vector = result(AnyVectorOfAnyRank)
    format = ("$source `[` $indices `]` `,` $padding (`,` $mask^)? `` custom<transfer_attrs>() `:` "
              "type($source) `,` type($vector)")

    def _verify_padding(self, src) -> None:
        et, pt = src.element_type, self.padding.type
        if _vec(et):
            if pt is not et:
                raise self.error("requires source element type and padding type to match.")
            return
        if not isinstance(pt, (T.IntegerType, T.IndexType, T.FloatType)):
            raise self.error("requires valid padding vector elemental type")
        if pt is not et:
            raise self.error("requires formal padding and source of the same elemental type")


class TransferWriteOp(_Transfer, name="vector.transfer_write"):
    """`vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?xf32>`."""
    vector = operand(AnyVectorOfAnyRank)
    source = operand(AnyShaped)
    indices = var_operand(C.Index)
    mask = opt_operand(MaskVector)
    result_ = opt_result(C.TypeConstraint("ranked tensor of any type values",
                                          lambda t: isinstance(t, T.TensorType)
                                          and t.shape is not None))
    format = ("$vector `,` $source `[` $indices `]` (`,` $mask^)? `` custom<transfer_attrs>() `:` "
              "type($vector) `,` type($source)")

    @classmethod
    def infer_types(cls, d, operands, st):
        src = st.types.get("source")
        return [src[0]] if src and isinstance(src[0], T.TensorType) else []

    def fold(self):
        # a tensor write of what was just read from the same place gives the tensor back
        r = self.vector.defining_op
        if isinstance(self.source.type, T.TensorType) and isinstance(r, TransferReadOp) and \
                r.source is self.source and list(r.indices) == list(self.indices) and \
                r.permutation_map == self.permutation_map and r.mask is None and \
                self.mask is None:
            return [self.source]
        return super().fold()

    def has_no_effect(self) -> bool:
        """A write to a tensor has no memory effect (it makes a new tensor)."""
        return isinstance(self.source.type, T.TensorType)

    def verify(self) -> None:
        src = self.source.type
        outs = 1 if isinstance(src, T.TensorType) else 0
        res = 0 if self.result_ is None else 1
        if outs != res:
            raise self.error(f"expected the number of tensor results ({res}) to be equal to the "
                             f"number of output tensors ({outs})")
        super().verify()


# ---- custom<position>: `[1, %i]` static and dynamic positions of extract / insert --------
@directive("position",
           'custom_position: "[" [pos_index ("," pos_index)*] "]"\n'
           '?pos_index: SSA_ID | INT')
def _parse_position(b, v, st, args):
    dyn, static = args
    operands, values = [], []
    for tok in v:
        if tok[0] == "SSA_ID":
            operands.append(tok)
            values.append(DYNAMIC)
        else:
            values.append(asm.int_literal(tok[1]))
    st.operands[dyn.field.name] = operands
    st.types[dyn.field.name] = [T.index] * len(operands)
    st.attrs[static.field.mlir_name] = A.DenseArrayAttr(T.i64, tuple(values))


@_parse_position.printer
def _print_position(p, op, args):
    dyn, static = args
    operands = list(getattr(op, dyn.field.name) or [])
    attr = op.attributes.get(static.field.mlir_name)
    parts = []
    for x in (attr.values if attr is not None else ()):
        if x == DYNAMIC and operands:
            parts.append(p.value_name(operands.pop(0)))
        else:
            parts.append(str(x))
    return "[" + ", ".join(parts) + "]"


@asm.rule("custom_position")
def _custom_position(b, c):
    return [x for x in c if x is not None]


def _check_position(op, pos, shape, what: str) -> None:
    for i, x in enumerate(pos):
        if x != DYNAMIC and not 0 <= x < shape[i]:
            raise op.error(f"expected position attribute #{i + 1} to be a non-negative integer "
                           f"smaller than the corresponding {what}dimension")


def _sub_type(vt, n: int):
    """The type left after indexing the first `n` dimensions of vector type `vt`."""
    if n == len(vt.shape):
        return vt.element_type
    scal = vt.scalable[n:] if vt.scalable else None
    return T.VectorType.get(vt.shape[n:], vt.element_type, scal)


class ExtractOp(_VectorOp, name="vector.extract", traits=[Pure]):
    """`%e = vector.extract %v[1, %i] : f32 from vector<2x4xf32>`."""
    vector_typed = ("vector",)
    vector = operand(AnyVectorOfAnyRank)
    dynamic_position = var_operand(C.Index)
    static_position = prop(C.DenseI64Array)
    result_ = result()
    format = ("$vector `` custom<position>($dynamic_position, $static_position) attr-dict `:` "
              "type($result_) `from` type($vector)")

    def verify(self) -> None:
        pos = self.static_position.values
        vt = self.vector.type
        ndyn = sum(1 for x in pos if x == DYNAMIC)
        if ndyn != len(self.dynamic_position):
            raise self.error("mismatch between dynamic and static positions (kDynamic marker "
                             "but no corresponding dynamic position) -- this can only happen "
                             "due to an incorrect fold/rewrite")
        if len(pos) > len(vt.shape):
            raise self.error("expected position attribute of rank no greater than vector rank")
        _check_position(self, pos, vt.shape, "vector ")
        want = _sub_type(vt, len(pos))
        if want is not self.result_.type:
            emit_error(f"'vector.extract' op inferred type(s) '{want}' are incompatible with "
                       f"return type(s) of operation '{self.result_.type}'", self.loc)
            raise self.error("failed to infer returned types")

    def fold(self):
        pos = self.static_position.values
        if not pos:
            return [self.vector] if self.vector.type is self.result_.type else None
        if DYNAMIC in pos:
            return None
        d = self.vector.defining_op
        if isinstance(d, (BroadcastOp, SplatOp)):
            return self._fold_broadcast(d)
        if isinstance(d, ExtractOp) and DYNAMIC not in d.static_position.values:
            # extract(extract(v, p0), p1) -> extract(v, p0 ++ p1)
            self._reset(d.vector, tuple(d.static_position.values) + tuple(pos))
            return IN_PLACE
        if isinstance(d, InsertOp) and DYNAMIC not in d.static_position.values:
            return self._fold_insert(d, pos)
        if isinstance(d, FromElementsOp) and not _vec(self.result_.type):
            flat = 0
            for x, n in zip(pos, self.vector.type.shape, strict=True):
                flat = flat * n + x
            return [d.elements[flat]]
        if isinstance(d, ShapeCastOp):
            return self._fold_shape_cast(d, pos)
        return None

    def constant_result(self):
        """The attribute an extract of a dense constant is, or None: MLIR 19 has this as the
        canonicalization patterns ExtractOp(Non)SplatConstantFolder, not in the fold (dialect
        conversions and other greedy rewrites do not do it)."""
        pos = self.static_position.values
        if not pos or DYNAMIC in pos:
            return None
        c = constant_value(self.vector)
        if not isinstance(c, A.DenseElementsAttr):
            return None
        if c.splat:
            return _splat(c.values, self.result_.type)
        sub = c.values
        for x in pos:
            sub = sub[x]
        return _dense_or_scalar(sub, self.result_.type)

    def _reset(self, vector, pos) -> None:
        self.set_operand(0, vector)
        self.attributes["static_position"] = A.DenseArrayAttr(T.i64, tuple(pos))

    def _fold_broadcast(self, d):
        src = d.operands[0]
        if src.type is self.result_.type:
            return [src]
        if not _vec(src.type):
            return None
        pos = self.static_position.values
        bt = d.results[0].type
        lead = len(bt.shape) - len(src.type.shape)
        if len(pos) <= lead:
            return None
        # the leading (broadcast) positions go; a stretched unit dimension is read at 0
        new = [0 if src.type.shape[i] == 1 and bt.shape[lead + i] != 1 else x
               for i, x in enumerate(pos[lead:])]
        self._reset(src, new)
        return IN_PLACE

    def _fold_shape_cast(self, d, pos):
        """extract(shape_cast(x)) reads x at the same linear position, when the extracted
        trailing dimensions are x's trailing dimensions."""
        rt = self.result_.type
        src = d.source.type
        if not src.shape or not self.vector.type.shape:  # 0-D vectors are left alone
            return None
        rank = len(rt.shape) if _vec(rt) else 0
        if rank > len(src.shape) or (rank and src.shape[len(src.shape) - rank:] != rt.shape):
            return None
        outer = self.vector.type.shape[:len(self.vector.type.shape) - rank]
        flat = 0
        for x, n in zip(pos, outer, strict=False):
            flat = flat * n + x
        new = []
        for n in reversed(src.shape[:len(src.shape) - rank]):
            new.append(flat % n)
            flat //= n
        self._reset(d.source, list(reversed(new)))
        return IN_PLACE

    def _fold_insert(self, d, pos):
        ins = tuple(d.static_position.values)
        n = min(len(ins), len(pos))
        if tuple(pos[:n]) != ins[:n]:  # disjoint: read the destination
            self._reset(d.dest, pos)
            return IN_PLACE
        if len(pos) == len(ins):
            return [d.source] if d.source.type is self.result_.type else None
        if len(pos) > len(ins):  # inside the inserted value
            self._reset(d.source, pos[len(ins):])
            return IN_PLACE
        return None


def _flat(c, t) -> list:
    """The elements of dense constant `c` of vector type `t`, in row-major order."""
    if c.splat:
        return [c.values] * _num(t)
    out: list = []

    def walk(v):
        if isinstance(v, list):
            for x in v:
                walk(x)
        else:
            out.append(v)
    walk(c.values)
    return out


def _dense_from_flat(values: list, t):
    if len({(type(v), repr(v)) for v in values}) == 1:  # -0.0 is not 0.0 here
        return A.DenseElementsAttr(values[0], t, splat=True)

    def nest(vals, shape):
        if len(shape) <= 1:
            return list(vals)
        n = len(vals) // shape[0]
        return [nest(vals[i * n:(i + 1) * n], shape[1:]) for i in range(shape[0])]
    return A.DenseElementsAttr(nest(values, t.shape) if t.shape else values[0], t)


def _dense_or_scalar(v, t):
    if _vec(t):
        return A.DenseElementsAttr(v, t)
    return A.FloatAttr.get(v, t) if isinstance(t, T.FloatType) else A.IntegerAttr.get(v, t)


class InsertOp(_VectorOp, name="vector.insert", traits=[Pure]):
    """`%r = vector.insert %e, %v [1, %i] : f32 into vector<2x4xf32>`."""
    vector_typed = ("dest",)
    source = operand()
    dest = operand(AnyVectorOfAnyRank)
    dynamic_position = var_operand(C.Index)
    static_position = prop(C.DenseI64Array)
    result_ = result(AnyVectorOfAnyRank)
    format = ("$source `,` $dest custom<position>($dynamic_position, $static_position) "
              "attr-dict `:` type($source) `into` type($dest)")
    same_type_as = {"result_": "dest"}

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["dest"][0]]

    def verify(self) -> None:
        pos = self.static_position.values
        dt = self.dest.type
        st = self.source.type
        if dt is not self.result_.type:
            raise self.error("failed to verify that all of {dest, result} have same type")
        src_rank = len(st.shape) if _vec(st) else 0
        if len(pos) > len(dt.shape):
            raise self.error("expected position attribute of rank no greater than dest vector "
                             "rank")
        if _vec(st) and len(pos) + src_rank != len(dt.shape):
            raise self.error("expected position attribute rank + source rank to match dest "
                             "vector rank")
        if not _vec(st) and len(pos) != len(dt.shape):
            raise self.error("expected position attribute rank to match the dest vector rank")
        _check_position(self, pos, dt.shape, "dest vector ")

    def fold(self):
        pos = self.static_position.values
        if not pos and self.source.type is self.result_.type:
            return [self.source]
        return None

    def constant_result(self):
        """The dense attribute a constant inserted into a dense constant is, or None: MLIR 19
        has this as the canonicalization pattern InsertOpConstantFolder, not in the fold (so
        --convert-vector-to-scf and the dialect conversions leave it)."""
        pos = self.static_position.values
        if not pos or DYNAMIC in pos:
            return None
        dest, src = constant_value(self.dest), constant_value(self.source)
        if not isinstance(dest, A.DenseElementsAttr) or src is None:
            return None
        rt = self.result_.type
        if _num(rt) > 256 and len(self.dest.uses) > 1:
            return None
        values = _flat(dest, rt)
        stride = _num(self.source.type) if _vec(self.source.type) else 1
        offset = 0
        for i, x in enumerate(pos):
            offset = offset * rt.shape[i] + x
        offset *= stride
        if isinstance(src, A.DenseElementsAttr):
            new = _flat(src, self.source.type)
        elif isinstance(src, (A.IntegerAttr, A.FloatAttr)):
            new = [src.value]
        else:
            return None
        values[offset:offset + stride] = new
        return _dense_from_flat(values, rt)


class ExtractElementOp(_VectorOp, name="vector.extractelement", traits=[Pure]):
    """`%e = vector.extractelement %v[%i : index] : vector<4xf32>`."""
    vector = operand(AnyVectorOfAnyRank)
    position = opt_operand(IntOrIndex)
    result_ = result()
    format = "$vector `[` ($position^ `:` type($position))? `]` attr-dict `:` type($vector)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["vector"][0].element_type]

    def verify(self) -> None:
        if self.result_.type is not self.vector.type.element_type:
            raise self.error("failed to verify that result type matches element type of vector "
                             "operand")
        _verify_element_position(self, self.vector.type)

    def fold(self):
        # only with a constant position (0-D vectors are left alone)
        p = constant_value(self.position) if self.position is not None else None
        if not isinstance(p, A.IntegerAttr):
            return None
        d = self.vector.defining_op
        if isinstance(d, (BroadcastOp, SplatOp)) and not _vec(d.operands[0].type):
            return [d.operands[0]]
        c = constant_value(self.vector)
        if not isinstance(c, A.DenseElementsAttr):
            return None
        if c.splat:
            return [_splat(c.values, self.result_.type)]
        n = self.vector.type.shape[0]
        if not 0 <= p.value < n:
            return None
        return [_dense_or_scalar(c.values[p.value], self.result_.type)]


def _verify_element_position(op, vt) -> None:
    if not vt.shape:
        if op.position is not None:
            raise op.error("expected position to be empty with 0-D vector")
        return
    if len(vt.shape) != 1:
        raise op.error("unexpected >1 vector rank")
    if op.position is None:
        raise op.error("expected position for 1-D vector")


class InsertElementOp(_VectorOp, name="vector.insertelement", traits=[Pure]):
    """`%r = vector.insertelement %e, %v[%i : index] : vector<4xf32>`."""
    source = operand()
    dest = operand(AnyVectorOfAnyRank)
    position = opt_operand(IntOrIndex)
    result_ = result()
    format = ("$source `,` $dest `[` ($position^ `:` type($position))? `]` attr-dict `:` "
              "type($result_)")
    same_type_as = {"dest": "result_"}

    @classmethod
    def operand_type(cls, name, index, st):
        if name == "source":
            r = st.types.get("result_")
            return r[0].element_type if r and _vec(r[0]) else None
        return None

    def fold(self):
        p = constant_value(self.position) if self.position is not None else None
        dest, src = constant_value(self.dest), constant_value(self.source)
        if not isinstance(p, A.IntegerAttr) or not isinstance(dest, A.DenseElementsAttr) or \
                not isinstance(src, (A.IntegerAttr, A.FloatAttr)):
            return None
        rt = self.result_.type
        if not 0 <= p.value < rt.shape[0]:
            return None
        values = _flat(dest, rt)
        values[p.value] = src.value
        return [_dense_from_flat(values, rt)]

    def verify(self) -> None:
        if self.source.type is not self.dest.type.element_type:
            raise self.error("failed to verify that source operand type matches element type "
                             "of result")
        if self.dest.type is not self.result_.type:
            raise self.error("failed to verify that all of {dest, result} have same type")
        _verify_element_position(self, self.dest.type)


# ---- broadcast, splat, from_elements, step -----------------------------------------------
def _splat(value, t):
    if _vec(t):
        return A.DenseElementsAttr(value, t, splat=True)
    return A.FloatAttr.get(value, t) if isinstance(t, T.FloatType) else A.IntegerAttr.get(value,
                                                                                          t)


def _scalar_value(c):
    if isinstance(c, (A.IntegerAttr, A.FloatAttr)):
        return c.value
    if isinstance(c, A.DenseElementsAttr) and c.splat:
        return c.values
    return None


class BroadcastOp(_VectorOp, name="vector.broadcast", traits=[Pure]):
    """`%v = vector.broadcast %f : f32 to vector<4xf32>`."""
    vector_typed = ("vector",)
    source = operand()
    vector = result(AnyVectorOfAnyRank)
    format = "$source attr-dict `:` type($source) `to` type($vector)"

    def verify(self) -> None:
        st, dt = self.source.type, self.vector.type
        if not _vec(st):
            if st is not dt.element_type:
                raise self.error("failed to verify that source operand and result have same "
                                 "element type")
            return
        if len(st.shape) > len(dt.shape):
            raise self.error("source rank higher than destination rank")
        lead = len(dt.shape) - len(st.shape)
        for i, s in enumerate(st.shape):
            d = dt.shape[lead + i]
            if s != 1 and s != d:
                raise self.error(f"dimension mismatch ({s} vs. {d})")
        if st.element_type is not dt.element_type:
            raise self.error("failed to verify that source operand and result have same "
                             "element type")

    def fold(self):
        st, dt = self.source.type, self.vector.type
        if st is dt:
            return [self.source]
        v = _scalar_value(constant_value(self.source))
        if v is not None:
            return [_splat(v, dt)]
        d = self.source.defining_op
        if isinstance(d, BroadcastOp):
            self.set_operand(0, d.source)
            return IN_PLACE
        return None


class SplatOp(_VectorOp, name="vector.splat", traits=[Pure]):
    """`%v = vector.splat %f : vector<4xf32>`."""
    vector_typed = ("aggregate",)
    input = operand(C.TypeConstraint("integer/index/float type",
                                     lambda t: isinstance(t, (T.IntegerType, T.IndexType,
                                                              T.FloatType))))
    aggregate = result(AnyVectorOfAnyRank)
    format = "$input attr-dict `:` type($aggregate)"

    @classmethod
    def operand_type(cls, name, index, st):
        r = st.types.get("aggregate")
        return r[0].element_type if r and _vec(r[0]) else None

    def verify(self) -> None:
        if self.input.type is not self.aggregate.type.element_type:
            raise self.error("failed to verify that operand type matches element type of "
                             "result")

    def fold(self):
        v = _scalar_value(constant_value(self.input))
        return [_splat(v, self.aggregate.type)] if v is not None else None


class FromElementsOp(_VectorOp, name="vector.from_elements", traits=[Pure]):
    """`%v = vector.from_elements %a, %b : vector<2xf32>`."""
    elements = var_operand()
    result_ = result(AnyVectorOfAnyRank)
    format = "$elements attr-dict `:` type($result_)"

    @classmethod
    def operand_type(cls, name, index, st):
        r = st.types.get("result_")
        return r[0].element_type if r and _vec(r[0]) else None

    @classmethod
    def complete_parse(cls, b, st) -> None:
        r = st.types.get("result_")
        elements = st.operands.get("elements") or []
        if r and _vec(r[0]) and elements and len(elements) != _num(r[0]):
            raise b.error(f"custom op 'vector.from_elements' {len(elements)} operands present, "
                          f"but expected {_num(r[0])}", elements[0][2])

    def verify(self) -> None:
        rt = self.result_.type
        n = 1
        for s in rt.shape:
            n *= s
        if len(self.elements) != n or any(e.type is not rt.element_type for e in self.elements):
            raise self.error("failed to verify that operand types match result element type")


class StepOp(_VectorOp, name="vector.step", traits=[Pure]):
    """`%s = vector.step : vector<4xindex>`."""
    result_ = result(C.TypeConstraint("vector of index values of ranks 1",
                                      lambda t: _vec(t) and len(t.shape) == 1
                                      and t.element_type is T.index))
    format = "attr-dict `:` type($result_)"


# ---- reduction, fma, contract ------------------------------------------------------------
def _kind_fits(kind: str, et) -> bool:
    if kind in ("add", "mul"):
        return isinstance(et, (T.IntegerType, T.IndexType, T.FloatType))
    if kind in ("minui", "minsi", "maxui", "maxsi", "and", "or", "xor"):
        return isinstance(et, (T.IntegerType, T.IndexType))
    return isinstance(et, T.FloatType)


class ReductionOp(_VectorOp, name="vector.reduction", traits=[Pure]):
    """`%r = vector.reduction <add>, %v : vector<4xf32> into f32`."""
    vector_typed = ("vector",)
    kind = prop(KindAttr)
    vector = operand(AnyVectorOfAnyRank)
    acc = opt_operand()
    fastmath = arith.fastmath_prop()
    dest = result()
    format = ("$kind `,` $vector (`,` $acc^)? (`fastmath` `` $fastmath^)? attr-dict `:` "
              "type($vector) `into` type($dest)")
    same_type_as = {"acc": "dest"}

    def verify(self) -> None:
        vt = self.vector.type
        if vt.element_type is not self.dest.type:
            raise self.error("failed to verify that source operand and result have same "
                             "element type")
        if self.acc is not None and self.acc.type is not self.dest.type:
            raise self.error("failed to verify that dest and acc have the same type")
        if len(vt.shape) > 1:
            raise self.error(f"unsupported reduction rank: {len(vt.shape)}")
        kind = kind_name(self.kind)
        if not _kind_fits(kind, self.dest.type):
            raise self.error(f"unsupported reduction type ''{vt.element_type}'' for kind "
                             f"'{kind}'")


class FMAOp(_VectorOp, name="vector.fma", traits=[Pure]):
    """`%r = vector.fma %a, %b, %c : vector<4xf32>`."""
    lhs = operand(C.TypeConstraint("vector of floating-point values",
                                   lambda t: _vec(t) and isinstance(t.element_type,
                                                                    T.FloatType)))
    rhs = operand(C.TypeConstraint("vector of floating-point values",
                                   lambda t: _vec(t) and isinstance(t.element_type,
                                                                    T.FloatType)))
    acc = operand(C.TypeConstraint("vector of floating-point values",
                                   lambda t: _vec(t) and isinstance(t.element_type,
                                                                    T.FloatType)))
    result_ = result(C.TypeConstraint("vector of floating-point values",
                                      lambda t: _vec(t) and isinstance(t.element_type,
                                                                       T.FloatType)))
    format = "$lhs `,` $rhs `,` $acc attr-dict `:` type($lhs)"
    same_type_as = {"rhs": "lhs", "acc": "lhs"}

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["lhs"][0]]

    def verify(self) -> None:
        t = self.lhs.type
        if not (self.rhs.type is t and self.acc.type is t and self.result_.type is t):
            raise self.error("failed to verify that all of {lhs, rhs, acc, result} have same "
                             "type")


@directive("contract_attrs", "custom_contract_attrs: opt_attr_dict")
def _parse_contract_attrs(b, v, st, args):
    for k, a in v.items():
        if k == "iterator_types" and isinstance(a, A.ArrayAttr):
            items = []
            for x in a.value:
                if isinstance(x, A.StringAttr) and x.value in ITERATOR_TYPES:
                    x = A.OpaqueAttr(f"#vector.iterator_type<{x.value}>")
                items.append(x)
            a = A.ArrayAttr(tuple(items))
            for x in items:
                if isinstance(x, A.StringAttr):
                    raise b.error(f"custom op 'vector.contract' unexpected iterator_type "
                                  f"({x.value})", b.text.find("{", st.pos))
        st.attrs.setdefault(k, a)
    st.attrs.setdefault("kind", ADD)


@_parse_contract_attrs.printer
def _print_contract_attrs(p, op, args):
    items = {}
    for k in ("indexing_maps", "iterator_types", "kind"):
        a = op.attributes.get(k)
        if a is None:
            continue
        if k == "iterator_types" and isinstance(a, A.ArrayAttr):
            a = A.ArrayAttr(tuple(A.StringAttr(x.text_[x.text_.index("<") + 1:-1])
                                  if isinstance(x, A.OpaqueAttr) else x for x in a.value))
        items[k] = a
    if not items:
        return ""
    return "{" + p._dict_body(sorted(items.items())) + "}"


@asm.rule("custom_contract_attrs")
def _custom_contract_attrs(b, c):
    return c[0]


IteratorTypes = C.AttrConstraint(
    "Iterator type should be an enum.",
    lambda a: isinstance(a, A.ArrayAttr) and all(
        isinstance(x, A.OpaqueAttr) and x.text_.startswith("#vector.iterator_type<")
        for x in a.value))
AffineMapArray = C.AttrConstraint(
    "AffineMap array attribute",
    lambda a: isinstance(a, A.ArrayAttr) and all(isinstance(x, AF.AffineMapAttr)
                                                 for x in a.value))


class ContractionOp(_VectorOp, name="vector.contract", traits=[Pure]):
    """`%r = vector.contract {indexing_maps = [...], iterator_types = [...]} %a, %b, %c :
    vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>`."""
    lhs = operand(AnyVectorOfAnyRank)
    rhs = operand(AnyVectorOfAnyRank)
    acc = operand()
    indexing_maps = prop(AffineMapArray)
    iterator_types = prop(IteratorTypes)
    kind = prop(KindAttr, default=ADD)
    result_ = result()
    format = ("custom<contract_attrs>() $lhs `,` $rhs `,` $acc attr-dict `:` type($lhs) `,` "
              "type($rhs) `into` type($result_)")
    elided = ("indexing_maps", "iterator_types", "kind")

    @classmethod
    def operand_type(cls, name, index, st):
        r = st.types.get("result_")
        return r[0] if r else None

    def verify(self) -> None:
        maps = [m.value for m in self.indexing_maps.value]
        its = [kind_name(x) for x in self.iterator_types.value]
        lt, rt, at = self.lhs.type, self.rhs.type, self.acc.type
        if len(maps) != 3:
            raise self.error("expected an indexing map for each vector operand")
        ranks = [len(lt.shape), len(rt.shape), len(at.shape) if _vec(at) else 0]
        for i, m in enumerate(maps):
            if m.num_syms != 0:
                raise self.error(f"expected indexing map {i} to have no symbols")
            if m.num_dims != len(its):
                raise self.error(f"expected indexing map {i} to have {len(its)} number of "
                                 "inputs")
            if len(m.results) != ranks[i]:
                raise self.error(f"expected indexing map {i} to have {ranks[i]} number of "
                                 "outputs")
            if not all(isinstance(e, AF.Dim) for e in m.results):
                raise self.error(f"expected indexing map {i} to be a projected permutation of "
                                 "its inputs")
        pos = [{e.pos: r for r, e in enumerate(m.results)} for m in maps]
        contracting, batch = [], []
        for d, it in enumerate(its):
            if d in pos[0] and d in pos[1]:
                (contracting if it == "reduction" else batch).append((pos[0][d], pos[1][d]))
        if not contracting:
            raise self.error("expected at least one contracting dimension pair")
        for pairs, what in ((contracting, "contracting"), (batch, "batch")):
            if any(lt.shape[a] != rt.shape[b] for a, b in pairs):
                raise self.error(f"invalid {what} dimension map")
        self._verify_output_shape(maps, lt, rt, at, contracting, batch)
        kind = kind_name(self.kind)
        if not _kind_fits(kind, C.element_type(at)):
            raise self.error("unsupported contraction type")

    def _verify_output_shape(self, maps, lt, rt, at, contracting, batch) -> None:
        lhs_c = {a for a, _ in contracting}
        rhs_cb = {b for _, b in contracting} | {b for _, b in batch}
        free = [lt.shape[i] for i in range(len(lt.shape)) if i not in lhs_c] + \
            [rt.shape[i] for i in range(len(rt.shape)) if i not in rhs_cb]
        res = self.result_.type
        if not free:
            if _vec(at) or _vec(res):
                raise self.error("invalid accumulator/result vector shape")
            return
        if not _vec(at) or not _vec(res):
            raise self.error("invalid accumulator/result vector shape")
        used = {e.pos for m in maps[:2] for e in m.results}
        if len(used) != maps[0].num_dims:
            raise self.error("expected all dimensions to be either a LHS or a RHS dimension")
        extent: dict = {}
        for m, t in ((maps[0], lt), (maps[1], rt)):
            for r, e in enumerate(m.results):
                extent.setdefault(e.pos, t.shape[r])
        want = T.VectorType.get([extent[e.pos] for e in maps[2].results], res.element_type,
                                res.scalable)
        if want is not at or want is not res:
            raise self.error(f"invalid accumulator/result vector shape, expected: '{want}'")


# ---- shape_cast, bitcast ----------------------------------------------------------------
def _num(t) -> int:
    n = 1
    for s in t.shape:
        n *= s
    return n


class ShapeCastOp(_VectorOp, name="vector.shape_cast", traits=[Pure]):
    """`%r = vector.shape_cast %v : vector<2x4xf32> to vector<8xf32>`."""
    vector_typed = ("source", "result_")
    source = operand(AnyVectorOfAnyRank)
    result_ = result(AnyVectorOfAnyRank)
    format = "$source attr-dict `:` type($source) `to` type($result_)"

    def verify(self) -> None:
        st, rt = self.source.type, self.result_.type
        if st.element_type is not rt.element_type:
            raise self.error("source/result vectors must have same element type")
        if _num(st) != _num(rt):
            raise self.error("source/result number of elements must match")

    def fold(self):
        st, rt = self.source.type, self.result_.type
        if st is rt:
            return [self.source]
        d = self.source.defining_op
        if isinstance(d, ShapeCastOp):
            src = d.source.type
            if src is rt:
                return [d.source]
            # only a chain that only collapses or only expands dimensions folds
            if len(src.shape) < len(rt.shape):
                ok = _collapses(src.shape, rt.shape)
            elif len(src.shape) > len(rt.shape):
                ok = _collapses(rt.shape, src.shape)
            else:
                ok = False
            if not ok:
                return None
            self.set_operand(0, d.source)
            return IN_PLACE
        c = constant_value(self.source)
        if isinstance(c, A.DenseElementsAttr) and c.splat:
            return [_splat(c.values, rt)]
        return None


def _collapses(a, b) -> bool:
    """Whether shape `a` is `b` (of higher rank) with runs of adjacent dimensions merged."""
    if not a:
        return all(x == 1 for x in b)
    i = j = 0
    while i < len(a) and j < len(b):
        prod = 1
        while prod < a[i] and j < len(b):
            prod *= b[j]
            j += 1
        if prod != a[i]:
            break
        i += 1
        if i < len(a) and all(x == 1 for x in a[i:]):
            i = len(a)
        if j < len(b) and all(x == 1 for x in b[j:]):
            j = len(b)
    return i == len(a) and j == len(b)


class BitCastOp(_VectorOp, name="vector.bitcast", traits=[Pure]):
    """`%r = vector.bitcast %v : vector<4xf32> to vector<8xf16>`."""
    vector_typed = ("source", "result_")
    source = operand(AnyVectorOfAnyRank)
    result_ = result(AnyVectorOfAnyRank)
    format = "$source attr-dict `:` type($source) `to` type($result_)"

    def verify(self) -> None:
        st, rt = self.source.type, self.result_.type
        if len(st.shape) != len(rt.shape):
            raise self.error("failed to verify that all of {source, result} have same rank")
        for i in range(len(st.shape) - 1):
            if st.shape[i] != rt.shape[i]:
                raise self.error(f"dimension size mismatch at: {i}")
        bits = [(_width(t.element_type) or 0) * (t.shape[-1] if t.shape else 1)
                for t in (st, rt)]
        if bits[0] != bits[1]:
            raise self.error("source/result bitwidth of the minor 1-D vectors must be equal")

    def fold(self):
        st, rt = self.source.type, self.result_.type
        if st is rt:
            return [self.source]
        d = self.source.defining_op
        if isinstance(d, BitCastOp):
            if d.source.type is rt:
                return [d.source]
            self.set_operand(0, d.source)
            return IN_PLACE
        c = constant_value(self.source)
        if not isinstance(c, A.DenseElementsAttr) or not c.splat:
            return None
        se, de = st.element_type, rt.element_type
        if se is T.f16 and de is T.f32:  # two f16 halves make one f32
            import struct
            bits = struct.unpack("<H", struct.pack("<e", c.values))[0]
            word = (bits << 16) | bits
            return [A.DenseElementsAttr(struct.unpack("<f", struct.pack("<I", word))[0], rt,
                                        splat=True)]
        if isinstance(se, T.IntegerType) and isinstance(de, T.IntegerType) and \
                de.width > se.width and de.width % se.width == 0:
            unit = c.values & ((1 << se.width) - 1)
            word = 0
            for _ in range(de.width // se.width):
                word = (word << se.width) | unit
            if word >> (de.width - 1) and de.width > 1:
                word -= 1 << de.width  # stored signed, as IntegerAttr values are
            return [A.DenseElementsAttr(word, rt, splat=True)]
        return None


def _width(t):
    if isinstance(t, (T.IntegerType, T.FloatType)):
        return t.width
    if isinstance(t, T.IndexType):
        return 64
    return None


# ---- masks ------------------------------------------------------------------------------
class CreateMaskOp(_VectorOp, name="vector.create_mask", traits=[Pure]):
    """`%m = vector.create_mask %a, %b : vector<4x3xi1>`."""
    operands_ = var_operand(C.Index)
    result_ = result(MaskVector)
    format = "$operands_ attr-dict `:` type($result_)"

    def verify(self) -> None:
        if len(self.operands_) != len(self.result_.type.shape):
            raise self.error("must specify an operand for each result vector dimension")


class ConstantMaskOp(_VectorOp, name="vector.constant_mask", traits=[Pure]):
    """`%m = vector.constant_mask [3, 2] : vector<4x3xi1>`."""
    mask_dim_sizes = prop(I64ArrayAttr)
    result_ = result(MaskVector)
    format = "$mask_dim_sizes attr-dict `:` type($result_)"

    def verify(self) -> None:
        rt = self.result_.type
        sizes = [x.value for x in self.mask_dim_sizes.value]
        if len(sizes) != len(rt.shape):
            raise self.error("must specify array attr of size equal vector result rank")
        for s, d in zip(sizes, rt.shape, strict=True):
            if not 0 <= s <= d:
                raise self.error("array attr of size out of bounds of vector result dimension "
                                 "size")
        if 0 in sizes and any(sizes):
            raise self.error("expected all mask dim sizes to be zeros, as a result of "
                             "conjunction with zero mask dim")
        scal = rt.scalable or (False,) * len(rt.shape)
        for s, d, sc in zip(sizes, rt.shape, scal, strict=True):
            if sc and s not in (0, d):
                raise self.error("only supports 'none set' or 'all set' scalable dimensions")


# ---- vector.type_cast --------------------------------------------------------------------
class TypeCastOp(_VectorOp, name="vector.type_cast", traits=[Pure]):
    """`%c = vector.type_cast %m : memref<vector<4x8xf32>> to memref<4xvector<8xf32>>`: the
    same buffer seen with leading vector dimensions as memref dimensions."""
    memref = operand(C.AnyMemRef)
    result_ = result(C.AnyMemRef)
    format = "$memref attr-dict `:` type($memref) `to` type($result_)"

    def verify(self) -> None:
        src = self.memref.type
        if src.shape is None or any(d < 0 for d in src.shape):
            raise self.error("operand #0 must be statically shaped memref of any type values")


# ---- vector.print -----------------------------------------------------------------------
class PrintOp(_VectorOp, name="vector.print"):
    """`vector.print %v : vector<4xf32>`, `vector.print str "text"`."""
    source = opt_operand()
    punctuation = opt_prop(PunctuationAttr, default=NEWLINE)
    string_literal = opt_prop(C.StrAttr, name="stringLiteral")
    format = ("($source^ `:` type($source))? (`str` $string_literal^)? "
              "(`punctuation` $punctuation^)? attr-dict")

    def verify(self) -> None:
        if self.string_literal is not None and (self.source is not None
                                                or self.punctuation != NEWLINE):
            raise self.error("failed to verify that `source` or `punctuation` are not set when "
                             "printing strings")


VECTOR = Dialect("vector", ops=[LoadOp, StoreOp, TransferReadOp, TransferWriteOp, ExtractOp,
                                InsertOp, ExtractElementOp, InsertElementOp, BroadcastOp,
                                SplatOp, FromElementsOp, StepOp, ReductionOp, FMAOp,
                                ContractionOp, ShapeCastOp, BitCastOp, CreateMaskOp,
                                ConstantMaskOp, TypeCastOp, PrintOp])
