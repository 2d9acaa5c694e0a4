"""`--convert-vector-to-llvm`: vector ops to the llvm dialect, as mlir-opt-19 lowers them.

Two phases, as MLIR 19's ConvertVectorToLLVMPass runs them:

1. A greedy rewrite (with folding; the constants it makes are hoisted) into simpler
   vector/arith ops: `vector.step` and a 1-D `vector.constant_mask` become `arith.constant`s;
   `vector.broadcast` of a scalar a `vector.splat`, to a higher rank a duplicated broadcast
   inserted in a zero vector, a stretch extract + broadcast per position; `shape_cast` 1-D to
   2-D by `llvm.shufflevector` slices, 2-D to 1-D by rows shuffled in, else element by
   element; an n-D `bitcast` row by row; an n-D `create_mask` as `select(row < bound, mask,
   0)` per row; a 1-D dot-product `contract` as `arith.mulf` + an add reduction; an in-bounds
   unmasked 1-D minor-identity transfer a `vector.load`/`store` (a constant padding of a
   masked one is splatted and folded here, as TransferReadToVectorLoadLowering does).
2. A partial dialect conversion (llvm, arith, memref legal): load/store through the memref
   descriptor (`llvm.load`/`llvm.store`, the element's alignment, nontemporal), masked or
   out-of-bounds 1-D transfers (`dim - index` mask, `llvm.intr.masked.load`/`store`), 1-D
   create_mask (`[0, 1, ...] slt splat(bound)`, i32 lanes unless
   `force-32bit-vector-indices=false`), extract/insert (static positions, dynamic ones on 1-D
   vectors), extractelement/insertelement (0-D: position `0 : index`), splat (1-D and n-D),
   reduction (every kind, accumulator by the llvm op or icmp + select, fastmath, `reassoc`
   with `reassociate-fp-reductions`), fma (n-D unrolled), 1-D bitcast and from_elements, and
   print of scalars, strings and punctuation (printF32, printI64, printU64, printNewline,
   printOpen, ... declared at the module start; strings as private globals).

Left as mlir-opt-19 leaves them: print of a vector (--convert-vector-to-scf first), dynamic
positions in n-D vectors, n-D from_elements, n-D or non-unit-stride transfers, i128 prints.
Not done (mlir-opt-19 lowers them): n-D constant_mask, 0-D shape_cast, scalable step, other
contractions, a 3-D fma's extract-of-extract folding. `vector_patterns(tc)` gives the
conversion patterns to --convert-gpu-to-llvm (host_to_llvm.patterns), without mask
materialization, as mlir-opt-19's --convert-gpu-to-llvm has them.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import arith, llvm, vector
from gpuopt.dialects.memref import strides_and_offset
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Region
from gpuopt.passes.lib import llvm as LC
from gpuopt.passes.manager import Pass
from gpuopt.rewrite.pattern import Pattern

DYNAMIC = vector.DYNAMIC
PTR = llvm.PointerType.get(0)


def _op(name):
    from gpuopt.ir.opdef import REGISTRY
    return REGISTRY[name]


def _new(rw, name, operands, result_types, attrs=None):
    return rw.insert(_op(name).create(list(operands), list(result_types), dict(attrs or {}),
                                      [], [])).results


def _i64(rw, n):
    return LC.int_constant(rw, T.i64, n)


def _i32(rw, n):
    return LC.int_constant(rw, T.i32, n)


def _alignment(t) -> int:
    """The ABI alignment in bytes of a scalar element type (what LLVM's data layout gives)."""
    if isinstance(t, T.VectorType):
        n = _alignment(t.element_type) * max(1, _prod(t.shape))
    else:
        n = max(1, (getattr(t, "width", 64) + 7) // 8)
    p = 1
    while p < n:
        p *= 2
    return p


def _prod(xs) -> int:
    out = 1
    for x in xs:
        out *= x
    return out


# ---- phase 1: vector-to-vector lowerings (greedy) -------------------------------------------
def _const(rw, value, t):
    return rw.create(arith.ConstantOp, value=value, result_types=[t]).results[0]


def _dense(values, t):
    if all(v == values[0] for v in values):
        return A.DenseElementsAttr(values[0], t, splat=True)
    return A.DenseElementsAttr(list(values), t)


def _zero_attr(t):
    e = t.element_type
    z = 0.0 if isinstance(e, T.FloatType) else 0
    return A.DenseElementsAttr(z, t, splat=True)


class _Pre(Pattern):
    def __init__(self, op_type, fn, force32: bool = True) -> None:
        self.op_types = (op_type,)
        self.fn = fn
        self.force32 = force32
        self.name = fn.__name__

    def rewrite(self, op, rw) -> None:
        return self.fn(self, op, rw)


def _step(self, op, rw) -> None:
    rt = op.result_.type
    if rt.scalable and any(rt.scalable):
        return rw.no_match(op, "scalable")
    rw.before(op)
    rw.replace(op, [_const(rw, A.DenseElementsAttr(list(range(rt.shape[0])), rt), rt)])


def _constant_mask(self, op, rw) -> None:
    """ConstantMaskOpLowering, 1-D: a constant. (n-D is left: mlir-opt-19 inserts the lower
    mask in a zero vector, which this greedy driver would fold, vector.insert's fold holding
    the InsertOpConstantFolder canonicalization.)"""
    rt = op.result_.type
    if len(rt.shape) != 1 or (rt.scalable and any(rt.scalable)):
        return rw.no_match(op, "n-D or scalable")
    n = op.mask_dim_sizes.value[0].value
    rw.before(op)
    rw.replace(op, [_const(rw, _dense([i < n for i in range(rt.shape[0])], rt), rt)])


def _create_mask_nd(self, op, rw) -> None:
    """CreateMaskOpLowering (n-D): the mask of one rank less, selected per leading position
    by `position < bound` against a zero mask, inserted in a zero vector."""
    rt = op.result_.type
    if len(rt.shape) < 2 or (rt.scalable and any(rt.scalable)):
        return rw.no_match(op, "1-D or scalable")
    low = T.VectorType.get(rt.shape[1:], T.i1)
    rw.before(op)
    true_v = rw.insert(vector.CreateMaskOp.create(list(op.operands_)[1:], [low], {}, [],
                                                  [])).results[0]
    false_v = _const(rw, _zero_attr(low), low)
    acc = _const(rw, _zero_attr(rt), rt)
    for d in range(rt.shape[0]):
        bnd = _const(rw, A.IntegerAttr.get(d, T.index), T.index)
        val = rw.insert(arith.CmpIOp.create([bnd, op.operands_[0]], [T.i1], {
            "predicate": A.IntegerAttr.get(2, T.i64)}, [], [])).results[0]
        sel = rw.insert(arith.SelectOp.create([val, true_v, false_v], [low], {}, [],
                                              [])).results[0]
        acc = _insert_vec(rw, sel, acc, [d])
    rw.replace(op, [acc])


def _create_mask(self, op, rw) -> None:
    """buildVectorComparison: `[0, 1, ...] slt splat(bound)`, on the original operand."""
    rt = op.result_.type
    if len(rt.shape) != 1 or (rt.scalable and any(rt.scalable)):
        return rw.no_match(op, "n-D or scalable")
    it = T.i32 if self.force32 else T.i64
    n = rt.shape[0]
    vt = T.VectorType.get((n,), it)
    rw.before(op)
    idx = _const(rw, _dense(list(range(n)), vt), vt)
    bound = op.operands_[0]
    if bound.type is not it:
        bound = _index_cast(rw, bound, it)
    splat = rw.create(vector.SplatOp, input=bound, result_types=[vt]).results[0]
    cmp = rw.insert(arith.CmpIOp.create([idx, splat], [rt], {
        "predicate": A.IntegerAttr.get(2, T.i64)}, [], [])).results[0]
    rw.replace(op, [cmp])


def _index_cast(rw, v, t):
    return rw.insert(arith.OPS["index_cast"].create([v], [t], {}, [], [])).results[0]


def _broadcast(self, op, rw) -> None:
    """BroadcastOpLowering: a scalar (or a 1-element stretch to 1-D) is a splat; a leading
    dimension added is a duplicated broadcast of one rank less inserted in a zero vector; a
    stretched dimension extracts and broadcasts per position."""
    src = op.source
    rt = op.vector.type
    st = src.type
    if (rt.scalable and any(rt.scalable)) or (isinstance(st, T.VectorType) and st.scalable
                                               and any(st.scalable)):
        return rw.no_match(op, "scalable")
    rw.before(op)
    if not isinstance(st, T.VectorType):
        return rw.replace(op, [_splat_of(rw, src, rt)])
    sr, dr = len(st.shape), len(rt.shape)
    if sr <= 1 and dr == 1:
        if sr == 0:
            ext = rw.insert(vector.ExtractElementOp.create([src], [st.element_type], {}, [],
                                                           [])).results[0]
        else:
            ext = _extract_vec(rw, src, [0], st.element_type)
        return rw.replace(op, [_splat_of(rw, ext, rt)])
    sub = T.VectorType.get(rt.shape[1:], rt.element_type)
    if sr < dr:
        b = _bcast(rw, src, sub)
        acc = _const(rw, _zero_attr(rt), rt)
        for d in range(rt.shape[0]):
            acc = _insert_vec(rw, b, acc, [d])
        return rw.replace(op, [acc])
    m = next((r for r in range(dr) if st.shape[r] != rt.shape[r]), -1)
    if m == -1:
        return rw.replace(op, [src])
    acc = _const(rw, _zero_attr(rt), rt)
    ext_t = _sub_type(st)
    if m == 0:
        b = _bcast(rw, _extract_vec(rw, src, [0], ext_t), sub)
        for d in range(rt.shape[0]):
            acc = _insert_vec(rw, b, acc, [d])
    else:
        for d in range(rt.shape[0]):
            b = _bcast(rw, _extract_vec(rw, src, [d], ext_t), sub)
            acc = _insert_vec(rw, b, acc, [d])
    rw.replace(op, [acc])


def _sub_type(t):
    return T.VectorType.get(t.shape[1:], t.element_type) if len(t.shape) > 1 \
        else t.element_type


def _splat_of(rw, v, t):
    return rw.create(vector.SplatOp, input=v, result_types=[t]).results[0]


def _bcast(rw, v, t):
    return rw.insert(vector.BroadcastOp.create([v], [t], {}, [], [])).results[0]


def _bitcast_nd(self, op, rw) -> None:
    """An n-D bitcast: each leading row bitcast and inserted in a zero vector."""
    src = op.operands[0]
    st, rt = src.type, op.results[0].type
    if len(rt.shape) < 2 or (rt.scalable and any(rt.scalable)):
        return rw.no_match(op, "1-D or scalable")
    rw.before(op)
    acc = _const(rw, _zero_attr(rt), rt)
    for i in range(rt.shape[0]):
        row = _extract_vec(rw, src, [i], _sub_type(st))
        cast = rw.insert(vector.BitCastOp.create([row], [_sub_type(rt)], {}, [],
                                                 [])).results[0]
        acc = _insert_vec(rw, cast, acc, [i])
    rw.replace(op, [acc])


def _contract(self, op, rw) -> None:
    """A 1-D dot product (`(i) -> (i), (i) -> (i), (i) -> ()`, kind add): elementwise
    multiply and an add reduction into the accumulator."""
    from gpuopt.ir import affine as AF
    lt, rtp = op.lhs.type, op.rhs.type
    if len(lt.shape) != 1 or len(rtp.shape) != 1 or isinstance(op.result_.type, T.VectorType):
        return rw.no_match(op, "not a 1-D dot product")
    if vector.kind_name(op.kind) != "add" or op.attributes.get("masked") is not None:
        return rw.no_match(op, "not an add contraction")
    maps = [m.value for m in op.indexing_maps.value]
    if [tuple(m.results) for m in maps] != [(AF.Dim(0),), (AF.Dim(0),), ()]:
        return rw.no_match(op, "not a dot product")
    rw.before(op)
    name = "mulf" if isinstance(lt.element_type, T.FloatType) else "muli"
    mul = rw.insert(arith.OPS[name].create([op.lhs, op.rhs], [lt], {}, [], [])).results[0]
    red = rw.insert(vector.ReductionOp.create([mul, op.acc], [op.result_.type], {
        "kind": vector.ADD}, [], [])).results[0]
    rw.replace(op, [red])


def _minor_identity_1d(op, mt) -> bool:
    m = op.permutation_map.value
    from gpuopt.ir import affine as AF
    return len(m.results) == 1 and m.results[0] == AF.Dim(mt.rank - 1)


def _transfer_read(self, op, rw) -> None:
    vt = op.vector.type if hasattr(op, "vector") else op.results[0].type
    mt = op.source.type
    if not isinstance(mt, T.MemRefType) or len(vt.shape) != 1 or op.mask is not None:
        return rw.no_match(op, "not a 1-D unmasked memref transfer")
    if not all(b.value for b in op.in_bounds.value) or not _minor_identity_1d(op, mt):
        return rw.no_match(op, "out of bounds or not minor identity")
    if mt.element_type is not vt.element_type:
        return rw.no_match(op, "element types differ")
    rw.before(op)
    new = rw.insert(vector.LoadOp.create([op.source, *op.indices], [vt], {}, [], []))
    rw.replace(op, new.results)


def _transfer_write(self, op, rw) -> None:
    vt = op.vector.type
    mt = op.source.type
    if not isinstance(mt, T.MemRefType) or len(vt.shape) != 1 or op.mask is not None:
        return rw.no_match(op, "not a 1-D unmasked memref transfer")
    if not all(b.value for b in op.in_bounds.value) or not _minor_identity_1d(op, mt):
        return rw.no_match(op, "out of bounds or not minor identity")
    if mt.element_type is not vt.element_type:
        return rw.no_match(op, "element types differ")
    rw.before(op)
    rw.insert(vector.StoreOp.create([op.vector, op.source, *op.indices], [], {}, [], []))
    rw.erase(op)


def _shuffle(rw, a, b, mask):
    rt = T.VectorType.get((len(mask),), a.type.element_type)
    return rw.create(llvm.ShuffleVectorOp, v1=a, v2=b,
                     mask=LC.interned(A.DenseArrayAttr(T.i32, tuple(mask))),
                     result_types=[rt]).results[0]


def _insert_vec(rw, value, dest, pos):
    return rw.insert(vector.InsertOp.create([value, dest], [dest.type], {
        "static_position": A.DenseArrayAttr(T.i64, tuple(pos))}, [], [])).results[0]


def _extract_vec(rw, src, pos, t):
    return rw.insert(vector.ExtractOp.create([src], [t], {
        "static_position": A.DenseArrayAttr(T.i64, tuple(pos))}, [], [])).results[0]


def _shape_cast(self, op, rw) -> None:
    """The shape_cast lowerings: 1-D to 2-D by strided slices (shuffles) inserted in a zero
    vector, 2-D to 1-D by rows inserted as strided slices (two shuffles each), else element
    by element."""
    src = op.operands[0]
    st, rt = src.type, op.results[0].type
    if (st.scalable and any(st.scalable)) or (rt.scalable and any(rt.scalable)):
        return rw.no_match(op, "scalable")
    sr, rr = len(st.shape), len(rt.shape)
    if sr == 0 or rr == 0 or (sr == 1 and rr == 1):
        return rw.no_match(op, "0-D or 1-D to 1-D")
    rw.before(op)
    acc = _const(rw, _zero_attr(rt), rt)
    if sr == 1 and rr == 2:
        n = rt.shape[1]
        for i in range(rt.shape[0]):
            sl = _shuffle(rw, src, src, range(i * n, i * n + n))
            acc = _insert_vec(rw, sl, acc, [i])
        return rw.replace(op, [acc])
    if sr == 2 and rr == 1:
        n, total = st.shape[1], rt.shape[0]
        row_t = T.VectorType.get((n,), st.element_type)
        for i in range(st.shape[0]):
            row = _extract_vec(rw, src, [i], row_t)
            off = i * n
            if n == total:
                acc = row
                continue
            stretched = _shuffle(rw, row, row, list(range(n)) + [0] * (total - n))
            mask = [j - off if off <= j < off + n else total + j for j in range(total)]
            acc = _shuffle(rw, stretched, acc, mask)
        return rw.replace(op, [acc])
    import itertools
    src_pos = itertools.product(*(range(d) for d in st.shape))
    res_pos = itertools.product(*(range(d) for d in rt.shape))
    for a, b in zip(src_pos, res_pos, strict=True):
        e = _extract_vec(rw, src, a, st.element_type)
        acc = _insert_vec(rw, e, acc, b)
    rw.replace(op, [acc])


def _masked_read_padding(self, op, rw) -> None:
    """The greedy phase's in-bounds masked read (TransferReadToVectorLoadLowering) splats a
    constant padding there, which folds to a constant hoisted like the others: that constant
    is made here and handed to the conversion as the padding, through a cast to the scalar."""
    from gpuopt.dialects import builtin
    from gpuopt.rewrite.fold import const_value
    mt, vt = op.source.type, op.vector.type
    if op.mask is None or not _transfer_ok(op, mt, vt) or \
            not all(b.value for b in op.in_bounds.value):
        return rw.no_match(op, "not an in-bounds masked 1-D read")
    c = const_value(op.padding)
    if not isinstance(c, A.IntegerAttr | A.FloatAttr):
        return rw.no_match(op, "padding not constant")
    rw.before(op)
    dense = _const(rw, A.DenseElementsAttr(c.value, vt, splat=True), vt)
    cast = rw.create(builtin.UnrealizedConversionCastOp, inputs=[dense],
                     result_types=[op.padding.type]).results[0]
    with rw.modify(op):
        op.set_operand(len(op.operands) - 2, cast)


def pre_patterns() -> list:
    """The greedy phase's vector-to-vector lowerings."""
    return [_Pre(vector.TransferReadOp, _masked_read_padding),
            _Pre(vector.ShapeCastOp, _shape_cast), _Pre(vector.BitCastOp, _bitcast_nd),
            _Pre(vector.ContractionOp, _contract), _Pre(vector.StepOp, _step),
            _Pre(vector.ConstantMaskOp, _constant_mask),
            _Pre(vector.CreateMaskOp, _create_mask_nd),
            _Pre(vector.BroadcastOp, _broadcast),
            _Pre(vector.TransferReadOp, _transfer_read),
            _Pre(vector.TransferWriteOp, _transfer_write)]


# ---- phase 2: the conversion ---------------------------------------------------------------
class _Conv(Pattern):
    materialize = False  # out-of-bounds transfers masked (the pass, not --convert-gpu-to-llvm)

    def __init__(self, tc, op_type, fn, reassoc: bool = False) -> None:
        self.tc = tc
        self.op_types = (op_type,)
        self.fn = fn
        self.reassoc = reassoc
        self.name = fn.__name__

    def rewrite(self, op, rw) -> None:
        return self.fn(self, op, rw)


def _conv_type(self, op, rw, t):
    got = self.tc.convert_type(t)
    if got is None:
        rw.no_match(op, f"failed to convert {t}")
    return got


def _load(self, op, rw) -> None:
    from gpuopt.passes.lib.llvm import strided_element_ptr
    mt = op.base.type
    vt = op.result_.type
    rt = _conv_type(self, op, rw, vt)
    if rt is None or isinstance(rt, llvm.ArrayType) or self.tc.convert_type(mt) is None:
        return rw.no_match(op, "unsupported types")
    ad = rw.adaptor(op)
    rw.before(op)
    p = strided_element_ptr(rw, self.tc, mt, LC.MemRefDescriptor(ad.base), list(ad.indices))
    new = rw.create(llvm.LoadOp, addr=p, result_types=[rt])
    new.attributes["alignment"] = A.IntegerAttr.get(_alignment(mt.element_type), T.i64)
    if _true(op.attributes.get("nontemporal")):
        new.attributes["nontemporal"] = A.UNIT
    rw.replace(op, new.results)


def _store(self, op, rw) -> None:
    from gpuopt.passes.lib.llvm import strided_element_ptr
    mt = op.base.type
    rt = _conv_type(self, op, rw, op.value_to_store.type)
    if rt is None or isinstance(rt, llvm.ArrayType) or self.tc.convert_type(mt) is None:
        return rw.no_match(op, "unsupported types")
    ad = rw.adaptor(op)
    rw.before(op)
    p = strided_element_ptr(rw, self.tc, mt, LC.MemRefDescriptor(ad.base), list(ad.indices))
    new = rw.create(llvm.StoreOp, value=ad.value_to_store, addr=p)
    new.attributes["alignment"] = A.IntegerAttr.get(_alignment(mt.element_type), T.i64)
    if _true(op.attributes.get("nontemporal")):
        new.attributes["nontemporal"] = A.UNIT
    rw.erase(op)


def _true(a) -> bool:
    """A `nontemporal = true` attribute."""
    return a is not None and bool(getattr(a, "value", False))


def _splat(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.aggregate.type)
    if rt is None:
        return None
    ad = rw.adaptor(op)
    rw.before(op)
    if isinstance(rt, llvm.ArrayType):
        return _splat_nd(self, op, rw, rt, ad.input)
    u = LC.undef(rw, rt)
    zero = _i32(rw, 0)
    v = rw.create(llvm.InsertElementOp, vector=u, value=ad.input, position=zero,
                  result_types=[rt]).results[0]
    if op.aggregate.type.shape == ():
        return rw.replace(op, [v])
    n = rt.shape[0]
    mask = LC.interned(A.DenseArrayAttr(T.i32, (0,) * n))
    s = rw.create(llvm.ShuffleVectorOp, v1=v, v2=u, mask=mask, result_types=[rt]).results[0]
    rw.replace(op, [s])


def _splat_nd(self, op, rw, rt, value) -> None:
    """VectorSplatNdOpLowering: one 1-D splat inserted at every leading position."""
    desc = LC.undef(rw, rt)
    inner, dims = rt, []
    while isinstance(inner, llvm.ArrayType):
        dims.append(inner.size)
        inner = inner.element_type
    u = LC.undef(rw, inner)
    v = rw.create(llvm.InsertElementOp, vector=u, value=value, position=_i32(rw, 0),
                  result_types=[inner]).results[0]
    mask = LC.interned(A.DenseArrayAttr(T.i32, (0,) * inner.shape[0]))
    v = rw.create(llvm.ShuffleVectorOp, v1=v, v2=v, mask=mask, result_types=[inner]).results[0]
    import itertools
    for pos in itertools.product(*(range(d) for d in dims)):
        desc = LC.insert(rw, desc, v, list(pos))
    rw.replace(op, [desc])


def _fma_nd(self, op, rw) -> None:
    """VectorFMAOpNDRewritePattern: per leading position an fma of one rank less, inserted
    in a splat of zero."""
    vt = op.result_.type
    if len(vt.shape) < 2 or (vt.scalable and any(vt.scalable)):
        return rw.no_match(op, "1-D or scalable")
    et = vt.element_type
    rw.before(op)
    zero = _const(rw, A.FloatAttr.get(0.0, et), et)
    acc = _splat_of(rw, zero, vt)
    sub = _sub_type(vt)
    for i in range(vt.shape[0]):
        a = _extract_vec(rw, op.lhs, [i], sub)
        b = _extract_vec(rw, op.rhs, [i], sub)
        c = _extract_vec(rw, op.acc, [i], sub)
        f = rw.insert(vector.FMAOp.create([a, b, c], [sub], {}, [], [])).results[0]
        acc = _insert_vec(rw, f, acc, [i])
    rw.replace(op, [acc])


def _position(rw, static, dynamic):
    """The static position with the dynamic values put in (Values) or ints."""
    dyn = iter(dynamic)
    return [next(dyn) if p == DYNAMIC else p for p in static]


def _extract(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.result_.type)
    if rt is None:
        return None
    ad = rw.adaptor(op)
    pos = _position(rw, op.static_position.values, list(ad.dynamic_position))
    vt = op.vector.type
    src = ad.vector
    if not pos:
        return rw.replace(op, [src])
    if len(vt.shape) > 1 and any(not isinstance(p, int) for p in pos):
        return rw.no_match(op, "dynamic position in an n-D vector")
    scalar = not isinstance(op.result_.type, T.VectorType)
    lead = pos[:-1] if scalar else pos
    if any(not isinstance(p, int) for p in lead):
        return rw.no_match(op, "dynamic position in a leading dimension")
    rw.before(op)
    if lead:
        src = LC.extract(rw, src, lead)
    if scalar:
        last = pos[-1]
        idx = _i64(rw, last) if isinstance(last, int) else last
        src = rw.create(llvm.ExtractElementOp, vector=src, position=idx,
                        result_types=[rt]).results[0]
    rw.replace(op, [src])


def _insert(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.result_.type)
    if rt is None:
        return None
    ad = rw.adaptor(op)
    pos = _position(rw, op.static_position.values, list(ad.dynamic_position))
    if not pos:
        return rw.replace(op, [ad.source])
    if len(op.dest.type.shape) > 1 and any(not isinstance(p, int) for p in pos):
        return rw.no_match(op, "dynamic position in an n-D vector")
    scalar = not isinstance(op.source.type, T.VectorType)
    lead = pos[:-1] if scalar else pos
    if any(not isinstance(p, int) for p in lead):
        return rw.no_match(op, "dynamic position in a leading dimension")
    rw.before(op)
    value = ad.source
    if scalar:
        inner = LC.extract(rw, ad.dest, lead) if lead else ad.dest
        last = pos[-1]
        idx = _i64(rw, last) if isinstance(last, int) else last
        value = rw.create(llvm.InsertElementOp, vector=inner, value=value, position=idx,
                          result_types=[inner.type]).results[0]
    if lead:
        value = LC.insert(rw, ad.dest, value, lead)
    rw.replace(op, [value])


def _extractelement(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.result_.type)
    if rt is None:
        return None
    ad = rw.adaptor(op)
    rw.before(op)
    pos = ad.position
    if pos is None:
        pos = LC.index_constant(rw, self.tc, 0)
    new = rw.create(llvm.ExtractElementOp, vector=ad.vector, position=pos, result_types=[rt])
    rw.replace(op, new.results)


def _insertelement(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.result_.type)
    if rt is None:
        return None
    ad = rw.adaptor(op)
    rw.before(op)
    pos = ad.position
    if pos is None:
        pos = LC.index_constant(rw, self.tc, 0)
    new = rw.create(llvm.InsertElementOp, vector=ad.dest, value=ad.source, position=pos,
                    result_types=[rt])
    rw.replace(op, new.results)


def _from_elements(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.result_.type)
    if rt is None:
        return None
    if isinstance(rt, llvm.ArrayType):
        return rw.no_match(op, "n-D from_elements")
    ad = rw.adaptor(op)
    rw.before(op)
    v = LC.undef(rw, rt)
    for i, e in enumerate(ad.elements):
        v = rw.create(llvm.InsertElementOp, vector=v, value=e, position=_i64(rw, i),
                      result_types=[rt]).results[0]
    rw.replace(op, [v])


def _fma(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.result_.type)
    if rt is None:
        return None
    if isinstance(rt, llvm.ArrayType):
        return rw.no_match(op, "n-D fma (VectorFMAOpNDRewritePattern)")
    ad = rw.adaptor(op)
    rw.before(op)
    rw.replace(op, _new(rw, "llvm.intr.fmuladd", [ad.lhs, ad.rhs, ad.acc], [rt]))


def _bitcast(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.results[0].type)
    if rt is None:
        return None
    if isinstance(rt, llvm.ArrayType):
        return rw.no_match(op, "n-D bitcast")
    ad = rw.adaptor(op)
    rw.before(op)
    rw.replace(op, _new(rw, "llvm.bitcast", [ad.operands[0]], [rt]))


# reduction kind -> (integer intrinsic, combining op), (float intrinsic, combining op)
_INT_RED = {"add": ("add", "llvm.add"), "mul": ("mul", "llvm.mul"), "and": ("and", "llvm.and"),
            "or": ("or", "llvm.or"), "xor": ("xor", "llvm.xor"),
            "minui": ("umin", "ule"), "minsi": ("smin", "sle"), "maxui": ("umax", "uge"),
            "maxsi": ("smax", "sge")}
_FLOAT_MINMAX = {"minimumf": ("fminimum", "minimum"), "maximumf": ("fmaximum", "maximum"),
                 "minnumf": ("fmin", "minnum"), "maxnumf": ("fmax", "maxnum")}
_PREDICATES = {"eq": 0, "ne": 1, "slt": 2, "sle": 3, "sgt": 4, "sge": 5, "ult": 6, "ule": 7,
               "ugt": 8, "uge": 9}


def _reduction(self, op, rw) -> None:
    rt = _conv_type(self, op, rw, op.dest.type)
    if rt is None:
        return None
    vt = self.tc.convert_type(op.vector.type)
    if vt is None or isinstance(vt, llvm.ArrayType):
        return rw.no_match(op, "unsupported vector type")
    kind = vector.kind_name(op.kind)
    ad = rw.adaptor(op)
    src, acc = ad.vector, ad.acc
    rw.before(op)
    if isinstance(rt, T.IntegerType):
        if kind not in _INT_RED:
            return rw.no_match(op, "unsupported kind")
        intr, comb = _INT_RED[kind]
        (r,) = _new(rw, f"llvm.intr.vector.reduce.{intr}", [src], [rt])
        if acc is not None:
            if comb.startswith("llvm."):
                (r,) = _new(rw, comb, [acc, r], [rt])
            else:
                (c,) = _new(rw, "llvm.icmp", [acc, r], [T.i1], {
                    "predicate": A.IntegerAttr.get(_PREDICATES[comb], T.i64)})
                (r,) = _new(rw, "llvm.select", [c, acc, r], [rt])
        return rw.replace(op, [r])
    fm = _fastmath(op, self.reassoc)
    if kind in ("add", "mul"):
        if acc is None:
            acc = LC.constant(rw, rt, A.FloatAttr.get(0.0 if kind == "add" else 1.0, rt))
        (r,) = _new(rw, f"llvm.intr.vector.reduce.f{kind}", [acc, src], [rt],
                    {"fastmathFlags": fm})
        return rw.replace(op, [r])
    if kind not in _FLOAT_MINMAX:
        return rw.no_match(op, "unsupported kind")
    intr, comb = _FLOAT_MINMAX[kind]
    attrs = {} if _is_none(fm) else {"fastmathFlags": fm}
    (r,) = _new(rw, f"llvm.intr.vector.reduce.{intr}", [src], [rt], attrs)
    if acc is not None:
        (r,) = _new(rw, f"llvm.intr.{comb}", [r, acc], [rt])
    rw.replace(op, [r])


def _is_none(fm) -> bool:
    return fm == llvm.fastmath("none")


def _fastmath(op, reassoc: bool):
    from gpuopt.passes.convert_arith_to_llvm import llvm_flags
    a = op.attributes.get("fastmath")
    if a is None:
        words = []
    else:
        text = a.text_
        words = [w.strip() for w in text[text.index("<") + 1:-1].split(",")]
        words = [w for w in words if w != "none"]
    if reassoc and "reassoc" not in words and "fast" not in words:
        words.append("reassoc")
    del llvm_flags
    return LC.interned(llvm.fastmath(*(words or ["none"])))


def _transfer_ok(op, mt, vt) -> bool:
    if not isinstance(mt, T.MemRefType) or len(vt.shape) != 1 or mt.rank == 0:
        return False
    if vt.scalable and any(vt.scalable):
        return False
    if mt.element_type is not vt.element_type or not _minor_identity_1d(op, mt):
        return False
    return strides_and_offset(mt)[0][-1] == 1


def _transfer_mask(self, op, rw, mt, vt):
    """MaterializeTransferMask (out of bounds: `[0, n) < dim - offset`, and the op's mask),
    or the op's mask."""
    if all(b.value for b in op.in_bounds.value):
        return op.mask
    last = mt.rank - 1
    c = _const(rw, A.IntegerAttr.get(last, T.index), T.index)
    if mt.shape[last] != T.DYNAMIC:
        dim = _const(rw, A.IntegerAttr.get(mt.shape[last], T.index), T.index)
    else:
        from gpuopt.dialects import memref
        dim = rw.insert(memref.DimOp.create([op.source, c], [T.index], {}, [], [])).results[0]
    b = rw.insert(arith.OPS["subi"].create([dim, op.indices[last]], [T.index], {}, [],
                                           [])).results[0]
    mtype = T.VectorType.get(vt.shape, T.i1)
    mask = rw.insert(vector.CreateMaskOp.create([b], [mtype], {}, [], [])).results[0]
    if op.mask is not None:
        mask = rw.insert(arith.OPS["andi"].create([mask, op.mask], [mtype], {}, [],
                                                  [])).results[0]
    return mask


def _masked_ptr(self, op, rw, mt):
    from gpuopt.passes.lib.llvm import strided_element_ptr
    ad = rw.adaptor(op)
    return strided_element_ptr(rw, self.tc, mt, LC.MemRefDescriptor(ad.source),
                               list(ad.indices))


def _transfer_read_conv(self, op, rw) -> None:
    mt, vt = op.source.type, op.vector.type
    if not _transfer_ok(op, mt, vt) or self.tc.convert_type(mt) is None:
        return rw.no_match(op, "not a 1-D minor identity memref transfer")
    in_bounds = all(b.value for b in op.in_bounds.value)
    if op.mask is None and in_bounds:
        return _transfer_read(self, op, rw)
    if not in_bounds and not self.materialize:
        return rw.no_match(op, "out of bounds (mask materialization is not in this set)")
    rw.before(op)
    mask = _transfer_mask(self, op, rw, mt, vt)
    pad = op.padding.defining_op
    if pad is not None and pad.name == "builtin.unrealized_conversion_cast" and \
            pad.operands[0].type is vt:  # the greedy phase's splatted constant padding
        pass_thru = pad.operands[0]
    else:
        pad = None
        pass_thru = rw.create(vector.SplatOp, input=op.padding, result_types=[vt]).results[0]
    p = _masked_ptr(self, op, rw, mt)
    mask_v, pass_v = mask, pass_thru  # same types once converted: the uses follow
    new = rw.create(llvm.MaskedLoadOp, data=p, mask=mask_v, pass_thru=[pass_v],
                    alignment=A.IntegerAttr.get(_alignment(mt.element_type), T.i32),
                    result_types=[vt])
    rw.replace(op, new.results)
    if pad is not None and not pad.results[0].uses:
        rw.erase(pad)


def _transfer_write_conv(self, op, rw) -> None:
    mt, vt = op.source.type, op.vector.type
    if not _transfer_ok(op, mt, vt) or self.tc.convert_type(mt) is None:
        return rw.no_match(op, "not a 1-D minor identity memref transfer")
    in_bounds = all(b.value for b in op.in_bounds.value)
    if op.mask is None and in_bounds:
        return _transfer_write(self, op, rw)
    if not in_bounds and not self.materialize:
        return rw.no_match(op, "out of bounds (mask materialization is not in this set)")
    rw.before(op)
    mask = _transfer_mask(self, op, rw, mt, vt)
    p = _masked_ptr(self, op, rw, mt)
    ad = rw.adaptor(op)
    mask_v = mask
    rw.create(llvm.MaskedStoreOp, value=ad.vector, data=p, mask=mask_v,
              alignment=A.IntegerAttr.get(_alignment(mt.element_type), T.i32))
    rw.erase(op)


# ---- print ---------------------------------------------------------------------------------
_PUNCT = {"comma": "printComma", "newline": "printNewline", "open": "printOpen",
          "close": "printClose"}


def _call(self, op, rw, name, args) -> None:
    anchor = op
    LC.lookup_or_create_fn(anchor, name, [a.type for a in args], llvm.VOID)
    rw.create(llvm.CallOp, callee=LC.interned(A.SymbolRefAttr(name)), operands_=list(args),
              result_types=[])


def _print(self, op, rw) -> None:
    punct = vector.kind_name(op.punctuation) if op.punctuation is not None else "newline"
    s = op.string_literal
    if op.source is not None:
        t = op.source.type
        if isinstance(t, T.VectorType):
            return rw.no_match(op, "vector print (for --convert-vector-to-scf first)")
        ad = rw.adaptor(op)
        v = ad.source
        rw.before(op)
        if isinstance(t, T.FloatType):
            if t.name == "f32":
                _call(self, op, rw, "printF32", [v])
            elif t.name == "f64":
                _call(self, op, rw, "printF64", [v])
            elif t.name in ("f16", "bf16"):
                (b,) = _new(rw, "llvm.bitcast", [v], [T.i16])
                _call(self, op, rw, "printF16" if t.name == "f16" else "printBF16", [b])
            else:
                return rw.no_match(op, "unsupported float type")
        elif isinstance(t, T.IntegerType | T.IndexType):
            width = 64 if isinstance(t, T.IndexType) else t.width
            unsigned = isinstance(t, T.IndexType) or t.signedness == "u" or width == 1
            if width > 64:
                return rw.no_match(op, "integer wider than 64 bits")
            if width < 64:
                cls = arith.OPS["extui" if unsigned else "extsi"]
                v = rw.insert(cls.create([v], [T.i64], {}, [], [])).results[0]
            _call(self, op, rw, "printU64" if unsigned and width != 1 else "printI64", [v])
        else:
            return rw.no_match(op, "unsupported type")
    elif s is not None:
        rw.before(op)
        _print_string(self, op, rw, s.value)
        return rw.erase(op)
    else:
        rw.before(op)
    if punct != "no_punctuation":
        _call(self, op, rw, _PUNCT[punct], [])
    rw.erase(op)


def _print_string(self, op, rw, text: str) -> None:
    data = text.encode("utf-8") + b"\0"
    module = op
    while module.name != "builtin.module":
        module = module.parent.parent.parent
    body = module.regions[0].blocks[0]
    names = {o.attributes["sym_name"].value for o in body.ops if "sym_name" in o.attributes}
    name, k = "vector_print_str", 0
    while name in names:
        name = f"vector_print_str_{k}"
        k += 1
    at = A.DenseElementsAttr(list(data), T.TensorType.get((len(data),), T.i8))
    g = llvm.GlobalOp.create([], [], {
        "sym_name": A.StringAttr(name),
        "global_type": A.TypeAttr(llvm.ArrayType.get(len(data), T.i8)),
        "linkage": llvm.linkage("private"), "constant": A.UNIT, "value": at,
        "addr_space": A.IntegerAttr.get(0, T.i32)}, [Region()], [], op.loc)
    body.insert(0, g)
    addr = rw.create(llvm.AddressOfOp, global_name=A.SymbolRefAttr(name),
                     result_types=[PTR]).results[0]
    gep = rw.create(llvm.GEPOp, base=addr, dynamic_indices=[],
                    raw_constant_indices=A.DenseArrayAttr(T.i32, (0,)),
                    elem_type=A.TypeAttr(llvm.ArrayType.get(len(data), T.i8)),
                    result_types=[PTR]).results[0]
    _call(self, op, rw, "printString", [gep])


def _type_cast(self, op, rw) -> None:
    """VectorTypeCastOpConversion: the same pointers in a descriptor of the statically
    shaped target type (offset 0, its sizes and strides as constants)."""
    src_t, dst_t = op.memref.type, op.result_.type
    dst = _conv_type(self, op, rw, dst_t)
    if dst is None or self.tc.convert_type(src_t) is None:
        return None
    strides, offset = strides_and_offset(dst_t)
    if offset != 0 or any(x < 0 for x in (*strides, *dst_t.shape)):
        return rw.no_match(op, "only static identity-like layouts")
    ad = rw.adaptor(op)
    rw.before(op)
    src = LC.MemRefDescriptor(ad.memref)
    desc = LC.MemRefDescriptor.undef(rw, dst)
    desc.set_allocated_ptr(rw, src.allocated_ptr(rw))
    desc.set_aligned_ptr(rw, src.aligned_ptr(rw))
    desc.set_offset(rw, LC.index_constant(rw, self.tc, 0))
    for i, n in enumerate(dst_t.shape):
        desc.set_size(rw, i, LC.index_constant(rw, self.tc, n))
        desc.set_stride(rw, i, LC.index_constant(rw, self.tc, strides[i]))
    rw.replace(op, [desc.value])
    return None


def vector_patterns(tc, reassociate_fp_reductions: bool = False) -> list[Pattern]:
    """The vector-to-llvm conversion patterns (populateVectorToLLVMConversionPatterns, with
    the in-bounds 1-D transfer lowerings), as --convert-gpu-to-llvm applies them."""
    table = [(vector.LoadOp, _load), (vector.StoreOp, _store), (vector.SplatOp, _splat),
             (vector.ExtractOp, _extract), (vector.InsertOp, _insert),
             (vector.ExtractElementOp, _extractelement),
             (vector.InsertElementOp, _insertelement),
             (vector.FromElementsOp, _from_elements), (vector.FMAOp, _fma),
             (vector.BitCastOp, _bitcast),
             (vector.ReductionOp, _reduction), (vector.PrintOp, _print),
             (vector.TransferReadOp, _transfer_read_conv),
             (vector.TransferWriteOp, _transfer_write_conv),
             (vector.TypeCastOp, _type_cast)]
    out = [_Conv(tc, cls, fn, reassociate_fp_reductions) for cls, fn in table]
    fma_nd = _Pre(vector.FMAOp, _fma_nd)
    fma_nd.bounded_recursion = True  # setHasBoundedRewriteRecursion: 3-D -> 2-D -> 1-D
    out.append(fma_nd)
    return out


def pass_patterns(tc, reassociate_fp_reductions: bool = False,
                  force_32bit_vector_indices: bool = True) -> list[Pattern]:
    """What the pass converts with: vector_patterns, out-of-bounds transfers masked
    (MaterializeTransferMask) and 1-D create_mask as a vector comparison."""
    out = vector_patterns(tc, reassociate_fp_reductions)
    for p in out:
        if p.op_types[0] in (vector.TransferReadOp, vector.TransferWriteOp):
            p.materialize = True
    out.append(_Pre(vector.CreateMaskOp, _create_mask, force_32bit_vector_indices))
    return out


@dataclass
class ConvertVectorToLLVM(Pass, flag="convert-vector-to-llvm"):
    """Lower the operations from the vector dialect into the LLVM dialect"""
    anchor = "any"  # op-agnostic, as upstream declares it (nests anywhere)

    enable_amx: bool = field(default=False, metadata={
        "help": "Enables the use of AMX dialect while lowering the vector dialect."})
    enable_arm_neon: bool = field(default=False, metadata={
        "help": "Enables the use of ArmNeon dialect while lowering the vector dialect."})
    enable_arm_sve: bool = field(default=False, metadata={
        "help": "Enables the use of ArmSVE dialect while lowering the vector dialect."})
    enable_x86vector: bool = field(default=False, metadata={
        "help": "Enables the use of X86Vector dialect while lowering the vector dialect."})
    force_32bit_vector_indices: bool = field(default=True, metadata={
        "help": "Allows compiler to assume vector indices fit in 32-bit if that yields "
                "faster code"})
    reassociate_fp_reductions: bool = field(default=False, metadata={
        "help": "Allows llvm to reassociate floating-point reductions for speed"})

    pass_name = "ConvertVectorToLLVMPass"

    def run(self, op) -> None:
        from gpuopt.passes.lib.llvm import llvm_target
        from gpuopt.rewrite.conversion import apply_conversion
        from gpuopt.rewrite.greedy import apply_greedy
        apply_greedy(op, pre_patterns())
        tc = LC.LLVMTypeConverter()
        target = llvm_target()
        target.add_legal_dialect("arith", "memref")
        target.add_legal_op("builtin.unrealized_conversion_cast")
        apply_conversion(op, pass_patterns(tc, self.reassociate_fp_reductions,
                                                 self.force_32bit_vector_indices), target, tc,
                         partial=True)
