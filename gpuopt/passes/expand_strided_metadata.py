"""`--expand-strided-metadata`: memref ops that change a memref's metadata (offset, sizes,
strides) become `memref.extract_strided_metadata` of their source, `affine.apply` ops computing
the new metadata and a `memref.reinterpret_cast`, as mlir-opt-19's ExpandStridedMetadata does.

Rewritten are memref.subview, expand_shape and collapse_shape, and extract_strided_metadata of
subview, collapse_shape, reinterpret_cast, cast, alloc, alloca, get_global and
extract_strided_metadata (not of expand_shape nor memory_space_cast: mlir-opt-19 has no such
folders); extract_aligned_pointer_as_index of a view looks through the view.
It runs the greedy driver with folding. Metadata values are OpFoldResults: an `int` when
static, a Value otherwise; the affine.apply/min ops are built composed and folded
(makeComposedFoldedAffineApply/Min).
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.dialects import affine as AD
from gpuopt.dialects import arith, memref
from gpuopt.ir import affine as AF
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.passes.manager import Pass
from gpuopt.rewrite import Rewriter, pattern
from gpuopt.rewrite.fold import IN_PLACE, constant_value

DYN = T.DYNAMIC


# ---- OpFoldResults and composed, folded affine ops --------------------------------------------
def _max_pos(e, kind) -> int:
    if isinstance(e, kind):
        return e.pos + 1
    if isinstance(e, AF.Bin):
        return max(_max_pos(e.lhs, kind), _max_pos(e.rhs, kind))
    return 0


def _fold_attributes(exprs: tuple, num_dims: int, num_syms: int, operands: list) -> tuple:
    """foldAttributesIntoMap: static operands become constants in the expressions."""
    dims, syms, values = [], [], []
    for i in range(num_dims):
        v = operands[i]
        if isinstance(v, int):
            dims.append(AF.Const(v))
        else:
            dims.append(AF.Dim(len(values)))
            values.append(v)
    nd = len(values)
    for i in range(num_syms):
        v = operands[num_dims + i]
        if isinstance(v, int):
            syms.append(AF.Const(v))
        else:
            syms.append(AF.Sym(len(values) - nd))
            values.append(v)
    exprs = tuple(AF.substitute(e, dims, syms) for e in exprs)
    return exprs, nd, len(values) - nd, values


def _as_ofr(r, op):
    """A fold result as an OpFoldResult; None when the op stays (no fold, or in place)."""
    if r is None or r == IN_PLACE:
        return None
    r = r[0]
    if isinstance(r, A.IntegerAttr):
        return r.value
    if r is op.results[0]:
        return None
    return r


def _finish(rw: Rewriter, op):
    """Folds the new op without telling the driver; inserts it (and tells) when it stays."""
    folded = _as_ofr(op.fold(), op)
    if folded is None:
        return rw.insert(op).results[0]
    op.drop_all_uses()
    return folded


def apply(rw: Rewriter, expr, operands: list):
    """makeComposedFoldedAffineApply of a one-result map inferred from `expr`."""
    nd, ns = _max_pos(expr, AF.Dim), _max_pos(expr, AF.Sym)
    exprs, nd, ns, values = _fold_attributes((expr,), nd, ns, operands)
    amap, values = AD.simplified_map(AF.AffineMap(nd, ns, exprs), values)
    if not values and isinstance(amap.results[0], AF.Const):
        return amap.results[0].value
    op = AD.ApplyOp.build(map=AF.AffineMapAttr(amap), map_operands=values,
                          result_types=[T.index])
    return _finish(rw, op)


def affine_min(rw: Rewriter, num_dims: int, exprs: tuple, operands: list):
    """makeComposedFoldedAffineMin (composeMultiResultAffineMap, then folding)."""
    exprs, nd, ns, values = _fold_attributes(exprs, num_dims, 0, operands)
    dims: list = []
    syms: list = []
    out = []
    for e in exprs:
        sub, ops = AD.simplified_map(AF.AffineMap(nd, ns, (e,)), list(values))
        sd, ss, sexprs, ops = AD.canonicalize_operands(sub.num_dims, sub.num_syms,
                                                       sub.results, list(ops))
        shifted = AF.substitute(sexprs[0], [AF.Dim(len(dims) + k) for k in range(sd)],
                                [AF.Sym(len(syms) + k) for k in range(ss)])
        dims += ops[:sd]
        syms += ops[sd:]
        out.append(shifted)
    nd, ns, exprs, values = AD.canonicalize_operands(len(dims), len(syms), tuple(out),
                                                     dims + syms)
    op = AD.MinOp.build(map=AF.AffineMapAttr(AF.AffineMap(nd, ns, exprs)),
                        map_operands=values, result_types=[T.index])
    return _finish(rw, op)


def value_of(rw: Rewriter, ofr):
    """getValueOrCreateConstantIndexOp."""
    if isinstance(ofr, int):
        return rw.create(arith.ConstantOp, value=A.IntegerAttr.get(ofr, T.index),
                         result_types=[T.index]).results[0]
    return ofr


def _mixed(op, dyn: str, static: str) -> list:
    values = list(getattr(op, dyn))
    return [values.pop(0) if x == memref.DYNAMIC_INDEX else x
            for x in op.attributes[static].values]


def _s(i: int):
    return AF.Sym(i)


# ---- extract_strided_metadata ------------------------------------------------------------------
def new_metadata(rw: Rewriter, source):
    """A new `memref.extract_strided_metadata %source`."""
    t = source.type
    base = T.MemRefType.get((), t.element_type, None, t.memory_space)
    return rw.create(memref.ExtractStridedMetadataOp, source=source,
                     result_types=[base, T.index] + [T.index] * (2 * len(t.shape)))


def _parts(md) -> tuple:
    rank = (len(md.results) - 2) // 2
    return md.results[0], md.results[1], list(md.results[2:2 + rank]), \
        list(md.results[2 + rank:])


def _strided_ok(t) -> bool:
    return isinstance(t, T.MemRefType) and t.shape is not None \
        and memref.strides_and_offset(t) is not None


# ---- subview -----------------------------------------------------------------------------------
def dropped_dims(sv) -> list[bool]:
    """SubViewOp::getDroppedDims (computeMemRefRankReductionMask)."""
    src, res = sv.source.type, sv.result_.type
    sizes = _mixed(sv, "sizes", "static_sizes")
    rank = len(src.shape)
    unused = [False] * rank
    if rank == len(res.shape):
        return unused
    for i, s in enumerate(sizes):
        if isinstance(s, int) and s == 1:
            unused[i] = True
    if sum(unused) + len(res.shape) == rank:
        return unused
    # several ways to drop: by the strides of the unreduced result
    so = memref.strides_and_offset(src)
    steps = _mixed(sv, "strides", "static_strides")
    orig = [DYN if s == DYN or not isinstance(k, int) else s * k
            for s, k in zip(so[0], steps, strict=True)]
    cand = memref.strides_and_offset(res)[0]
    unaccounted: dict = {}
    for s in orig:
        unaccounted[s] = unaccounted.get(s, 0) + 1
    occurs: dict = {}
    for s in cand:
        occurs[s] = occurs.get(s, 0) + 1
    for d in range(rank):
        if not unused[d]:
            continue
        s = orig[d]
        if unaccounted[s] > occurs.get(s, 0):
            unaccounted[s] -= 1
        else:
            unused[d] = False
    return unused


def resolve_subview(rw: Rewriter, sv) -> tuple:
    source = sv.source
    st = source.type
    rank = len(st.shape)
    md = new_metadata(rw, source)
    base, md_offset, _, md_strides = _parts(md)
    src_strides, src_offset = memref.strides_and_offset(st)
    sub_strides = _mixed(sv, "strides", "static_strides")
    sub_offsets = _mixed(sv, "offsets", "static_offsets")
    values: list = [None] * (2 * rank + 1)
    expr = _s(0)
    values[0] = md_offset if src_offset == DYN else src_offset
    strides = []
    for i in range(rank):
        orig = md_strides[i] if src_strides[i] == DYN else src_strides[i]
        strides.append(apply(rw, AF.simplify_mul(_s(0), _s(1)), [sub_strides[i], orig]))
        expr = AF.simplify_add(expr, AF.simplify_mul(_s(1 + 2 * i), _s(2 + 2 * i)))
        values[1 + 2 * i] = sub_offsets[i]
        values[2 + 2 * i] = orig
    offset = apply(rw, expr, values)
    sub_sizes = _mixed(sv, "sizes", "static_sizes")
    dropped = dropped_dims(sv)
    sizes = [s for s, d in zip(sub_sizes, dropped, strict=True) if not d]
    strides = [s for s, d in zip(strides, dropped, strict=True) if not d]
    return base, offset, sizes, strides


# ---- expand_shape / collapse_shape -----------------------------------------------------------
def _groups(op) -> list[list[int]]:
    return [[x.value for x in g.value] for g in op.attributes["reassociation"].value]


def expanded_sizes(rw, op, orig_sizes, group_id) -> list:
    group = _groups(op)[group_id]
    shape = op.result_.type.shape
    out: list = [None] * len(group)
    product, dyn = 1, None
    for i, d in enumerate(group):
        if shape[d] == DYN:
            dyn = i
            continue
        product *= shape[d]
        out[i] = shape[d]
    if dyn is not None:
        out[dyn] = apply(rw, AF.simplify_div("floordiv", _s(0), AF.Const(product)),
                         [orig_sizes[group_id]])
    return out


def expanded_strides(rw, op, orig_sizes, orig_strides, group_id) -> list:
    group = _groups(op)[group_id]
    shape = op.result_.type.shape
    n = len(group)
    dyn = None
    current = 1
    out: list = [None] * n
    for i in range(n - 1, -1, -1):
        out[i] = current
        if shape[group[i]] == DYN:
            dyn = i
            continue
        current *= shape[group[i]]
    strides, _ = memref.strides_and_offset(op.src.type)
    orig = orig_strides[group_id] if strides[group_id] == DYN else strides[group_id]
    done = 0
    if dyn is not None:
        size = orig_sizes[group_id]
        for done in range(dyn):
            e = AF.simplify_mul(AF.simplify_div("floordiv", AF.simplify_mul(
                _s(0), AF.Const(out[done])), AF.Const(current)), _s(1))
            out[done] = apply(rw, e, [size, orig])
        done = dyn
    for k in range(done, n):
        out[k] = apply(rw, AF.simplify_mul(_s(0), AF.Const(out[k])), [orig])
    return out


def collapsed_size(rw, op, orig_sizes, group_id) -> list:
    size = op.result_.type.shape[group_id]
    if size != DYN:
        return [size]
    group = _groups(op)[group_id]
    src_shape = op.src.type.shape
    e = AF.Const(1)
    values = []
    for i, d in enumerate(group):
        e = AF.simplify_mul(e, _s(i))
        values.append(orig_sizes[d] if src_shape[d] == DYN else src_shape[d])
    return [apply(rw, e, values)]


def collapsed_stride(rw, op, orig_sizes, orig_strides, group_id) -> list:
    group = _groups(op)[group_id]
    strides, _ = memref.strides_and_offset(op.src.type)
    src_shape = op.src.type.shape
    group_strides = []
    for d in group:
        if src_shape[d] == 1:
            continue
        group_strides.append(orig_strides[d] if strides[d] == DYN else strides[d])
    if not group_strides:
        final = memref.strides_and_offset(op.result_.type)[0][group_id]
        if final == DYN:
            for d in group:
                if strides[d] == DYN:
                    return [orig_strides[d]]
        return [final]
    n = len(group_strides)
    return [affine_min(rw, n, tuple(AF.Dim(i) for i in range(n)), group_strides)]


def resolve_reshape(rw: Rewriter, op, sizes_of, strides_of) -> tuple:
    source = op.src
    st = source.type
    md = new_metadata(rw, source)
    base, md_offset, md_sizes, md_strides = _parts(md)
    _, offset = memref.strides_and_offset(st)
    offset = md_offset if offset == DYN else offset
    rank = len(op.result_.type.shape)
    if not st.shape:
        return base, offset, [1] * rank, [1] * rank
    orig_sizes = [_ofr(v) for v in md_sizes]
    orig_strides = [_ofr(v) for v in md_strides]
    sizes, strides = [], []
    for g in range(len(_groups(op))):
        sizes += sizes_of(rw, op, orig_sizes, g)
        strides += strides_of(rw, op, orig_sizes, orig_strides, g)
    return base, offset, sizes, strides


def _ofr(v):
    """getAsOpFoldResult: a constant value as its integer."""
    c = constant_value(v)
    return c.value if isinstance(c, A.IntegerAttr) else v


def _reinterpret(rw: Rewriter, op, result_type, base, offset, sizes, strides):
    def split(vals):
        dyn = [v for v in vals if not isinstance(v, int)]
        static = tuple(v if isinstance(v, int) else memref.DYNAMIC_INDEX for v in vals)
        return dyn, A.DenseArrayAttr(T.i64, static)
    offs, s_offs = split([offset])
    szs, s_szs = split(sizes)
    sts, s_sts = split(strides)
    new = rw.create(memref.ReinterpretCastOp, source=base, offsets=offs, sizes=szs,
                    strides=sts, static_offsets=s_offs, static_sizes=s_szs,
                    static_strides=s_sts, result_types=[result_type])
    rw.replace(op, new.results)


def _replace_metadata(rw: Rewriter, op, base, offset, sizes, strides) -> None:
    values = [base, value_of(rw, offset)]
    values += [value_of(rw, s) for s in sizes]
    values += [value_of(rw, s) for s in strides]
    rw.replace(op, values)


# ---- patterns ----------------------------------------------------------------------------------
@pattern
def subview_folder(op: memref.SubViewOp, rw: Rewriter) -> None:
    if not _strided_ok(op.source.type):
        return rw.no_match(op, "failed to resolve subview metadata")
    _reinterpret(rw, op, op.result_.type, *resolve_subview(rw, op))


@pattern
def expand_shape_folder(op: memref.ExpandShapeOp, rw: Rewriter) -> None:
    if not _strided_ok(op.src.type):
        return rw.no_match(op, "failed to resolve reshape metadata")
    _reinterpret(rw, op, op.result_.type,
                 *resolve_reshape(rw, op, expanded_sizes, expanded_strides))


@pattern
def collapse_shape_folder(op: memref.CollapseShapeOp, rw: Rewriter) -> None:
    if not _strided_ok(op.src.type):
        return rw.no_match(op, "failed to resolve reshape metadata")
    _reinterpret(rw, op, op.result_.type,
                 *resolve_reshape(rw, op, collapsed_size, collapsed_stride))


def _identity_strides(shape) -> list:
    return list(memref.strides_and_offset(T.MemRefType.get(shape, T.index))[0])


@pattern
def extract_strided_metadata_folder(op: memref.ExtractStridedMetadataOp, rw: Rewriter) -> None:
    src = op.source.defining_op
    # (built before `op`, located at the view they resolve)
    if isinstance(src, memref.SubViewOp) and _strided_ok(src.source.type):
        rw.root = src
        return _replace_metadata(rw, op, *resolve_subview(rw, src))
    # (mlir-opt-19 has no such folder for expand_shape: the expand_shape itself is rewritten)
    if isinstance(src, memref.CollapseShapeOp) and _strided_ok(src.src.type):
        rw.root = src
        parts = resolve_reshape(rw, src, collapsed_size, collapsed_stride)
        return _replace_metadata(rw, op, *parts)
    if isinstance(src, (memref.AllocOp, memref.AllocaOp, memref.GetGlobalOp)):
        return _alloc_like(op, src, rw)
    if isinstance(src, memref.ReinterpretCastOp) and _strided_ok(src.source.type):
        md = new_metadata(rw, src.source)
        return _replace_metadata(rw, op, md.results[0],
                                 _mixed(src, "offsets", "static_offsets")[0],
                                 _mixed(src, "sizes", "static_sizes"),
                                 _mixed(src, "strides", "static_strides"))
    if isinstance(src, memref.CastOp) and _strided_ok(src.source.type):
        t = op.source.type
        md = new_metadata(rw, src.source)
        _, md_offset, md_sizes, md_strides = _parts(md)
        strides, offset = memref.strides_and_offset(t)
        return _replace_metadata(
            rw, op, md.results[0], md_offset if offset == DYN else offset,
            [v if s == DYN else s for s, v in zip(t.shape, md_sizes, strict=True)],
            [v if s == DYN else s for s, v in zip(strides, md_strides, strict=True)])
    if isinstance(src, memref.ExtractStridedMetadataOp):
        base = src.results[0]
        rw.replace(op, [base, value_of(rw, 0)])
        return None
    return rw.no_match(op, "no metadata to resolve")


def _alloc_like(op, alloc, rw: Rewriter) -> None:
    t = alloc.results[0].type
    if t.layout is not None:
        return rw.no_match(alloc, "alloc-like operations should have been normalized")
    if isinstance(alloc, memref.GetGlobalOp):
        sizes: list = list(t.shape)
    else:
        dyn = list(alloc.dynamic_sizes)
        sizes = [dyn.pop(0) if s == DYN else s for s in t.shape]
    rank = len(sizes)
    if isinstance(alloc, memref.GetGlobalOp):
        strides: list = _identity_strides(t.shape)
    else:
        strides = [1] * rank
        e = AF.Const(1)
        for n, i in enumerate(range(rank - 2, -1, -1), start=1):
            e = AF.simplify_mul(e, _s(n - 1))
            strides[i] = apply(rw, e, sizes[i + 1:i + 1 + n])
    base_t = op.results[0].type
    if t is base_t:
        base = alloc.results[0]
    else:
        rc = rw.create(memref.ReinterpretCastOp, source=alloc.results[0], offsets=[],
                       sizes=[], strides=[],
                       static_offsets=A.DenseArrayAttr(T.i64, (0,)),
                       static_sizes=A.DenseArrayAttr(T.i64, ()),
                       static_strides=A.DenseArrayAttr(T.i64, ()), result_types=[base_t])
        base = rc.results[0]
    values = [base, value_of(rw, 0)]
    values += [value_of(rw, s) for s in sizes] + [value_of(rw, s) for s in strides]
    rw.replace(op, values)
    return None


VIEW_LIKE = ("memref.cast", "memref.memory_space_cast", "memref.reinterpret_cast",
             "memref.reshape", "memref.collapse_shape", "memref.expand_shape", "memref.subview",
             "memref.transpose", "memref.view")


@pattern
def aligned_pointer_of_view(op: memref.ExtractAlignedPointerAsIndexOp, rw: Rewriter) -> None:
    src = op.source.defining_op
    if src is None or src.name not in VIEW_LIKE:
        return rw.no_match(op, "not a ViewLike source")
    rw.set_operand(op, 0, src.operands[0])
    return None


PATTERNS = [subview_folder, expand_shape_folder, collapse_shape_folder,
            extract_strided_metadata_folder, aligned_pointer_of_view]


@dataclass
class ExpandStridedMetadata(Pass, flag="expand-strided-metadata"):
    """Expand memref operations into easier to analyze constructs"""

    anchor = "any"
    pass_name = "ExpandStridedMetadata"

    def run(self, op) -> None:
        from gpuopt.rewrite.greedy import apply_greedy
        apply_greedy(op, PATTERNS, top_down=False)
