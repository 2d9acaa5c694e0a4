"""The rewrite patterns of --convert-vector-to-scf (LLVM 19's populateVectorToSCFConversionPatterns
for fixed-size vectors on memrefs): buffer preparation and the progressive, one dimension at a
time lowering of n-D transfers, the unrolled variant, the scalar loops of 1-D transfers that
are no minor identity, and the decomposition of `vector.print` of a vector.

Ops are created in the order LLVM 19's patterns create them, since that order is what the
greedy driver's constant hoisting and the printer's numbering see.
"""
from __future__ import annotations

from gpuopt.dialects import affine, arith, memref, scf
from gpuopt.dialects import vector as V
from gpuopt.ir import affine as AF
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Region
from gpuopt.ir.opdef import lookup
from gpuopt.rewrite.pattern import Pattern

LABEL = "__vector_to_scf_lowering__"  # marks a transfer whose vector goes through a buffer
# ops with the AutomaticAllocationScope trait: the allocas of the buffers go to their start
# (LLVM 19's scf.for has it too: a transfer in a loop gets its buffers in the loop body)
SCOPES = frozenset({"func.func", "gpu.func", "llvm.func", "gpu.launch", "memref.alloca_scope",
                    "scf.for", "scf.forall", "affine.for", "affine.parallel", "async.func",
                    "async.execute"})
_SGT, _ULT = 4, 6  # arith.cmpi predicates


# ---- small builders ---------------------------------------------------------------------
def const_index(rw, n: int):
    return rw.create(arith.ConstantOp, value=A.IntegerAttr.get(n, T.index),
                     result_types=[T.index]).results[0]


def _binary(rw, name: str, lhs, rhs):
    return rw.create(lookup(name), lhs=lhs, rhs=rhs, result_types=[lhs.type]).results[0]


def _cmpi(rw, pred: int, lhs, rhs):
    return rw.create(arith.CmpIOp, predicate=A.IntegerAttr.get(pred, T.i64), lhs=lhs, rhs=rhs,
                     result_types=[T.i1]).results[0]


def composed_add(rw, base, iv):
    """makeComposedAffineApply of `d0 + d1` on (base, iv): constants and affine.apply
    operands folded into the map, valid symbols made symbols."""
    expr = AF.simplify_add(AF.Dim(0), AF.Dim(1))
    amap, operands = affine.simplified_map(AF.AffineMap(2, 0, (expr,)), [base, iv])
    return rw.create(affine.ApplyOp, map=AF.AffineMapAttr(amap), map_operands=operands,
                     result_types=[T.index]).results[0]


def dim_of(rw, source, dim: int):
    """createOrFoldDimOp: a memref.dim of an index constant, or the static size (the dim
    folds at creation; the index constant it leaves dead goes with the region DCE that ends
    the driver's iteration, before any later constant could be uniqued with it)."""
    size = source.type.shape[dim]
    if size >= 0:
        return const_index(rw, size)
    index = const_index(rw, dim)
    return rw.create(memref.DimOp, source=source, index=index, result_types=[T.index]).results[0]


def _load(rw, spelled: bool = True, **fields):
    """memref.load as LLVM 19's builders make it: the loops' builder spells out
    nontemporal = false, the one the buffer preparation uses (`spelled=False`) does not."""
    return rw.create(memref.LoadOp, nontemporal=A.bool_attr(False) if spelled else None,
                     **fields)


def _store(rw, spelled: bool = True, **fields):
    return rw.create(memref.StoreOp, nontemporal=A.bool_attr(False) if spelled else None,
                     **fields)


def _yield(values=()):
    return scf.YieldOp.build(results_=list(values))


def new_for(rw, lb, ub, step, inits=()):
    """An empty scf.for inserted at the insertion point, which stays after it (the caller
    fills the body, yield included); the driver hears of what goes into it."""
    loop, block = detached_for(lb, ub, step, inits)
    rw.insert(loop)
    return loop, block


def detached_for(lb, ub, step, inits=()):
    """An empty scf.for not yet in the IR: what a pattern builds in its body before inserting
    it is not put on the driver's worklist, as with MLIR's body-builder callbacks."""
    block = Block([T.index, *[v.type for v in inits]])
    loop = scf.ForOp.build(lower_bound=lb, upper_bound=ub, step=step, init_args=list(inits),
                           result_types=[v.type for v in inits], regions=[Region([block])])
    return loop, block


def bool_values(attr) -> list[bool]:
    return [bool(x.value) for x in attr.value]


def bool_array(values) -> A.ArrayAttr:
    return A.ArrayAttr(tuple(A.IntegerAttr.get(int(b), T.i1) for b in values))


# ---- transfer properties ----------------------------------------------------------------
def perm_map(op) -> AF.AffineMap:
    return op.permutation_map.value


def unpacked_dim(op) -> int | None:
    """The source dimension the leading vector dimension walks; None for a broadcast."""
    e = perm_map(op).results[0]
    return e.pos if isinstance(e, AF.Dim) else None


def unpacked_map(op) -> AF.AffineMapAttr:
    m = perm_map(op)
    return AF.AffineMapAttr(AF.AffineMap(m.num_dims, 0, m.results[1:]))


def inner_in_bounds(op) -> A.ArrayAttr:
    return bool_array(bool_values(op.in_bounds)[1:])


def is_broadcast_dim0(op) -> bool:
    return unpacked_dim(op) is None


def xfer_indices(rw, op, iv) -> list:
    indices = list(op.indices)
    dim = unpacked_dim(op)
    if dim is not None:
        indices[dim] = composed_add(rw, indices[dim], iv)
    return indices


def is_minor_identity(m: AF.AffineMap) -> bool:
    n, k = m.num_dims, len(m.results)
    return k <= n and m.results == tuple(AF.Dim(i) for i in range(n - k, n))


def last_dim_unit_stride(mt) -> bool:
    lay = mt.layout
    if lay is None:
        return True
    if isinstance(lay, A.StridedLayoutAttr):
        return not lay.strides or lay.strides[-1] == 1
    m = getattr(lay, "value", None)
    return isinstance(m, AF.AffineMap) and is_minor_identity(m) and m.num_dims == len(m.results)


def needs_permutation_lowering(op) -> bool:
    """A map LLVM 19's first round (the permutation-map lowering patterns) rewrites into a
    minor identity plus vector.transpose / vector.broadcast, which gpuopt does not do: such
    transfers are left alone. Reads: a permutation of the minor dimensions (broadcasts put
    in the free slots) that is not the identity; writes: a permutation that is not the
    identity, or a projection that skips a dimension after the first one it uses."""
    m = perm_map(op)
    if not m.results:
        return False
    if isinstance(op, V.TransferWriteOp):
        return _write_needs_lowering(m)
    perm = _minor_permutation(m)
    return perm is not None and perm != list(range(len(m.results)))


def _minor_permutation(m: AF.AffineMap) -> list | None:
    """isPermutationOfMinorIdentityWithBroadcasting: the permuted dims, or None."""
    n, k = m.num_dims, len(m.results)
    start = n - k if k < n else 0
    lead = k - n if k > n else 0
    perm = [0] * k
    found = [False] * max(n, k)
    broadcasts = []
    for i, e in enumerate(m.results):
        if isinstance(e, AF.Const) and e.value == 0:
            broadcasts.append(i)
        elif isinstance(e, AF.Dim) and e.pos >= start:
            perm[i] = e.pos - start + lead
            found[perm[i]] = True
        else:
            return None
    pos = 0
    for i in broadcasts:
        while pos < len(found) and found[pos]:
            pos += 1
        perm[i] = pos
        pos += 1
    return perm


def _write_needs_lowering(m: AF.AffineMap) -> bool:
    dims = [e.pos for e in m.results if isinstance(e, AF.Dim)]
    if len(dims) == m.num_dims == len(m.results) and sorted(dims) == list(range(m.num_dims)):
        return dims != list(range(m.num_dims))  # a permutation: transposed unless identity
    used = set(dims)
    first = min(used) if used else m.num_dims
    return any(i not in used for i in range(first, m.num_dims))


def on_memref(op) -> bool:
    return isinstance(op.source.type, T.MemRefType)


def scalable(vt) -> bool:
    return bool(vt.scalable) and any(vt.scalable)


def in_bounds_check(rw, op, iv, dim, result_types, in_case, out_case=None):
    """generateInBoundsCheck: an scf.if on `base + iv < size` of the unpacked dimension where
    it is not in bounds (and on the mask bit where the mask is 1-D); `in_case(rw)` and
    `out_case(rw)` build the branches and give the value they yield (or None)."""
    cond = None
    if not bool_values(op.in_bounds)[0] and dim is not None:
        size = dim_of(rw, op.source, dim)
        index = composed_add(rw, op.indices[dim], iv)
        cond = _cmpi(rw, _SGT, size, index)
    mask = op.mask
    if mask is not None and len(mask.type.shape) == 1 and not is_broadcast_dim0(op):
        bit = rw.create(V.ExtractElementOp, vector=mask, position=iv,
                        result_types=[T.i1]).results[0]
        cond = bit if cond is None else _binary(rw, "arith.andi", cond, bit)
    if cond is None:
        return in_case(rw)
    then_b, else_b = Block(), Block()
    check = scf.IfOp.build(condition=cond, result_types=list(result_types),
                           regions=[Region([then_b]), Region([else_b])])
    with rw.saved_insertion():
        rw.at_end(then_b)
        v = in_case(rw)
        rw.insert(_yield([v] if result_types else []))
        rw.at_end(else_b)
        v = out_case(rw) if out_case is not None else None
        rw.insert(_yield([v] if result_types else []))
    rw.insert(check)  # built detached, as its builder callbacks do
    return check.results[0] if result_types else None


# ---- preparation: buffers ---------------------------------------------------------------
def allocation_scope(op):
    p = op.parent_op
    while p is not None and p.name not in SCOPES:
        p = p.parent_op
    return p


def prepare_ok(op, target_rank: int) -> bool:
    vt = op.vector.type
    return (LABEL not in op.attributes and len(vt.shape) > target_rank
            and not (vt.scalable and vt.scalable[0]) and on_memref(op)
            and vt.element_type is op.source.type.element_type
            and allocation_scope(op) is not None and not needs_permutation_lowering(op))


def alloc_buffers(rw, op):
    """The data buffer (and mask buffer) allocas at the scope's start; the mask is stored to
    its buffer before `op` and loaded back: (data buffer, loaded mask or None)."""
    block = allocation_scope(op).regions[0].blocks[0]
    mask = None
    rw.at_start(block)  # (not a saved insertion point: the allocas may shift `op`)
    data = rw.create(memref.AllocaOp, result_types=[T.MemRefType.get((), op.vector.type)])
    if op.mask is not None:
        mbuf = rw.create(memref.AllocaOp,
                         result_types=[T.MemRefType.get((), op.mask.type)]).results[0]
        rw.before(op)
        _store(rw, False, value=op.mask, memref=mbuf, indices=[])
        mask = _load(rw, memref=mbuf, indices=[],
                         result_types=[op.mask.type]).results[0]
    rw.before(op)
    return data.results[0], mask


def prepare_read(target_rank: int):
    def prepare_transfer_read(op: V.TransferReadOp, rw) -> None:
        if not prepare_ok(op, target_rank):
            return
        data, mask = alloc_buffers(rw, op)
        new = rw.clone(op)
        new.attributes[LABEL] = A.UNIT
        if mask is not None:
            new.set_operand(len(new.operands) - 1, mask)
        rw.insert(new)
        _store(rw, False, value=new.results[0], memref=data, indices=[])
        rw.replace_op_with_new_op(op, memref.LoadOp, memref=data, indices=[],
                                  result_types=[op.vector.type])
    return _pattern(prepare_transfer_read, V.TransferReadOp)


def prepare_write(target_rank: int):
    def prepare_transfer_write(op: V.TransferWriteOp, rw) -> None:
        if not prepare_ok(op, target_rank):
            return
        data, mask = alloc_buffers(rw, op)
        _store(rw, False, value=op.vector, memref=data, indices=[])
        loaded = _load(rw, False, memref=data, indices=[],
                           result_types=[op.vector.type]).results[0]
        with rw.modify(op):
            op.set_operand(0, loaded)
            op.attributes[LABEL] = A.UNIT
        if mask is not None:
            rw.set_operand(op, len(op.operands) - 1, mask)
    return _pattern(prepare_transfer_write, V.TransferWriteOp)


# ---- progressive lowering: one dimension per application --------------------------------
def unpack_one_dim(mt):
    """memref<9xvector<5x6xf32>> -> memref<9x5xvector<6xf32>>."""
    vt = mt.element_type
    return T.MemRefType.get((*mt.shape, vt.shape[0]),
                            T.VectorType.get(vt.shape[1:], vt.element_type))


def _defining(v, name: str):
    d = v.defining_op
    return d if d is not None and d.name == name else None


def _buffer_access(op):
    """The memref.store of a marked read's result, or the memref.load of a marked write's
    vector: what says which buffer (and indices) the transfer goes through."""
    if isinstance(op, V.TransferReadOp):
        uses = op.results[0].uses
        return uses[0][0] if len(uses) == 1 and uses[0][0].name == "memref.store" else None
    return _defining(op.vector, "memref.load")


def _mask_load_indices(op, iv) -> list:
    """The indices of a load from the mask buffer one level up, plus `iv` unless the
    unpacked dimension is a broadcast."""
    buf = _defining(op.mask, "memref.load").memref
    indices: list = []
    for user, _ in reversed(buf.uses):  # MLIR's use lists put the newest use first
        if user.name == "memref.load":
            indices = list(user.indices)
            break
    return indices if is_broadcast_dim0(op) else [*indices, iv]


def transfer_conversion(target_rank: int, read: bool):
    def lower_transfer(op, rw) -> None:
        if LABEL not in op.attributes:
            return
        access = _buffer_access(op)
        if access is None:
            return
        data = access.memref
        casted_t = unpack_one_dim(data.type)
        casted = rw.create(V.TypeCastOp, memref=data, result_types=[casted_t]).results[0]
        casted_mask = None
        if op.mask is not None:
            mbuf = _defining(op.mask, "memref.load").memref
            if is_broadcast_dim0(op) or len(op.mask.type.shape) == 1:
                casted_mask = mbuf
            else:
                casted_mask = rw.create(V.TypeCastOp, memref=mbuf,
                                        result_types=[unpack_one_dim(mbuf.type)]).results[0]
        lb = const_index(rw, 0)
        ub = const_index(rw, casted_t.shape[-1])
        step = const_index(rw, 1)
        loop, body = detached_for(lb, ub, step)
        iv = body.args[0]
        prev = list(access.indices)
        vec_t = casted_t.element_type

        def in_case(rw):
            indices = xfer_indices(rw, op, iv)
            loaded = None
            if not read:
                loaded = _load(rw, memref=casted, indices=[*prev, iv],
                                   result_types=[vec_t]).results[0]
            # a mask of rank > 1 (or one a broadcast dimension leaves whole) goes along,
            # loaded from its buffer right before the new transfer
            inner_mask = None
            if op.mask is not None and (is_broadcast_dim0(op) or len(op.mask.type.shape) > 1):
                mt = casted_mask.type.element_type
                inner_mask = _load(rw, memref=casted_mask,
                                       indices=_mask_load_indices(op, iv),
                                       result_types=[mt]).results[0]
            if read:
                new = rw.create(V.TransferReadOp, source=op.source, indices=indices,
                                padding=op.padding, mask=inner_mask,
                                permutation_map=unpacked_map(op),
                                in_bounds=inner_in_bounds(op), result_types=[vec_t])
                _label(new, target_rank)
                _store(rw, value=new.results[0], memref=casted,
                          indices=[*prev, iv])
            else:
                new = rw.create(V.TransferWriteOp, vector=loaded, source=op.source,
                                indices=indices, mask=inner_mask,
                                permutation_map=unpacked_map(op),
                                in_bounds=inner_in_bounds(op))
                _label(new, target_rank)
            return None

        def out_case(rw):
            if read:
                pad = rw.create(V.BroadcastOp, source=op.padding,
                                result_types=[vec_t]).results[0]
                _store(rw, value=pad, memref=casted, indices=[*prev, iv])
            return None

        with rw.saved_insertion():
            rw.at_end(body)
            in_bounds_check(rw, op, iv, unpacked_dim(op), [], in_case, out_case)
            rw.insert(_yield())
        rw.insert(loop)
        if read:
            rw.erase(access)
        rw.erase(op)
    kind = V.TransferReadOp if read else V.TransferWriteOp
    name = "transfer_op_conversion_" + ("read" if read else "write")
    lower_transfer.__name__ = name
    return _pattern(lower_transfer, kind)


def _label(op, target_rank: int) -> None:
    if len(op.vector.type.shape) > target_rank:
        op.attributes[LABEL] = A.UNIT


# ---- 1-D transfers that are no minor identity: scalar loops ---------------------------------
def transfer_1d(read: bool):
    def lower_transfer_1d(op, rw) -> None:
        vt = op.vector.type
        m = perm_map(op)
        if len(m.results) == 0 or not on_memref(op) or len(vt.shape) != 1 or scalable(vt) \
                or needs_permutation_lowering(op):
            return
        if is_minor_identity(m) and last_dim_unit_stride(op.source.type):
            return
        lb = const_index(rw, 0)
        ub = const_index(rw, vt.shape[0])
        step = const_index(rw, 1)
        inits = []
        if read:
            inits = [rw.create(V.BroadcastOp, source=op.padding, result_types=[vt]).results[0]]
        loop, body = detached_for(lb, ub, step, inits)
        anchor = rw.block, rw.index
        rw.at_end(body)
        iv = body.args[0]
        indices = list(op.indices)
        dim = unpacked_dim(op)
        if dim is not None:
            indices[dim] = composed_add(rw, indices[dim], iv)
        if read:
            vec = body.args[1]

            def in_case(rw):
                val = _load(rw, memref=op.source, indices=indices,
                                result_types=[vt.element_type]).results[0]
                return rw.create(V.InsertElementOp, source=val, dest=vec, position=iv,
                                 result_types=[vt]).results[0]
            nxt = in_bounds_check(rw, op, iv, dim, [vt], in_case, lambda rw: vec)
            rw.insert(_yield([nxt]))
        else:
            def in_case(rw):
                val = rw.create(V.ExtractElementOp, vector=op.vector, position=iv,
                                result_types=[vt.element_type]).results[0]
                _store(rw, value=val, memref=op.source, indices=indices)
            in_bounds_check(rw, op, iv, dim, [], in_case)
            rw.insert(_yield())
        rw.block, rw.index = anchor
        rw.insert(loop)
        rw.replace(op, loop.results)
    kind = V.TransferReadOp if read else V.TransferWriteOp
    lower_transfer_1d.__name__ = "transfer_op_1d_conversion_" + ("read" if read else "write")
    return _pattern(lower_transfer_1d, kind)


# ---- vector.print of a vector: scalar prints in loops ------------------------------------
def _punct(name: str) -> A.OpaqueAttr:
    return A.OpaqueAttr(f"#vector.punctuation<{name}>")


def decompose_print(op: V.PrintOp, rw) -> None:
    """DecomposePrintOpConversion for fixed-size vectors: loops over the (flattened) vector
    printing `( a, b )` with scalar prints; odd-width integers are widened first."""
    src = op.source
    if src is None or not isinstance(src.type, T.VectorType) or scalable(src.type):
        return
    vt = src.type
    value = src
    et = vt.element_type
    if isinstance(et, T.IntegerType):
        value, vt = _legal_int_vector(rw, value, vt, et)
    shape = vt.shape or (1,)
    if len(vt.shape) != 1:
        n = 1
        for d in shape:
            n *= d
        value = rw.create(V.ShapeCastOp, source=value,
                          result_types=[T.VectorType.get((n,), vt.element_type)]).results[0]
    first_close = None
    ivs = []
    for d in shape:
        lb = const_index(rw, 0)
        ub = const_index(rw, d)
        step = const_index(rw, 1)
        last = _binary(rw, "arith.subi", ub, step)
        rw.create(V.PrintOp, punctuation=_punct("open"))
        _, body = new_for(rw, lb, ub, step)
        close = rw.create(V.PrintOp, punctuation=_punct("close"))
        if first_close is None:
            first_close = close
        iv = body.args[0]
        ivs.append(iv)
        terminator = _yield()  # the builder's implicit one, at the loop's location
        terminator.loc = op.loc
        body.append(terminator)
        rw.at_start(body)
        not_last = _cmpi(rw, _ULT, iv, last)
        then_b = Block()
        check = scf.IfOp.build(condition=not_last, regions=[Region([then_b]), Region()])
        with rw.saved_insertion():
            rw.at_end(then_b)
            rw.create(V.PrintOp, punctuation=_punct("comma"))
            rw.insert(_yield())
        rw.insert(check)
        rw.at_start(body)
    flat = None
    stride = 1
    for d in range(len(shape) - 1, -1, -1):
        s = const_index(rw, stride)
        index = _binary(rw, "arith.muli", s, ivs[d])
        flat = index if flat is None else _binary(rw, "arith.addi", flat, index)
        stride *= shape[d]
    elem = rw.create(V.ExtractElementOp, vector=value, position=flat,
                     result_types=[vt.element_type]).results[0]
    rw.create(V.PrintOp, source=elem, punctuation=_punct("no_punctuation"))
    rw.after(first_close)
    rw.create(V.PrintOp, punctuation=op.punctuation)
    rw.erase(op)


def _legal_int_vector(rw, value, vt, et):
    """Integers of odd widths print widened to a power of two, at least 8 bits (zero-extended
    when unsigned or i1), through signless bit casts: (value, its vector type)."""
    width = et.width
    legal = 8
    while legal < width:
        legal *= 2
    signless_src = T.VectorType.get(vt.shape, T.IntegerType.get(width), vt.scalable)
    signless_dst = T.VectorType.get(vt.shape, T.IntegerType.get(legal), vt.scalable)
    target = T.VectorType.get(vt.shape, T.IntegerType.get(legal, et.signedness), vt.scalable)
    value = rw.create(V.BitCastOp, source=value, result_types=[signless_src]).results[0]
    if signless_src is not signless_dst:
        ext = "arith.extui" if width == 1 or et.signedness == "u" else "arith.extsi"
        value = rw.create(lookup(ext), in_=value, result_types=[signless_dst]).results[0]
    value = rw.create(V.BitCastOp, source=value, result_types=[target]).results[0]
    return value, target


# ---- the first round: leading broadcasts of reads ------------------------------------
def reduce_rank(op: V.TransferReadOp, rw) -> None:
    """TransferOpReduceRank: a read whose map starts with broadcasts (and is otherwise a
    minor identity with broadcasts) reads only its trailing dimensions and broadcasts them;
    with nothing left, a scalar load."""
    m = perm_map(op)
    vt = op.vector.type
    lead = 0
    for e in m.results:
        if not (isinstance(e, AF.Const) and e.value == 0):
            break
        lead += 1
    if not m.results or lead == 0 or scalable(vt):
        return
    keep = len(m.results) - lead
    new_map = AF.AffineMap(m.num_dims, 0, m.results[lead:])
    if not minor_identity_with_broadcasting(new_map):
        return
    if keep == 0:
        if not on_memref(op):
            return  # (a tensor.extract in LLVM 19; not done)
        val = _load(rw, memref=op.source, indices=list(op.indices),
                        result_types=[vt.element_type]).results[0]
    else:
        new_t = T.VectorType.get(vt.shape[lead:], vt.element_type)
        val = rw.create(V.TransferReadOp, source=op.source, indices=list(op.indices),
                        padding=op.padding, mask=op.mask,
                        permutation_map=AF.AffineMapAttr(new_map),
                        in_bounds=bool_array(bool_values(op.in_bounds)[lead:]),
                        result_types=[new_t]).results[0]
    rw.replace_op_with_new_op(op, V.BroadcastOp, source=val, result_types=[vt])


def minor_identity_with_broadcasting(m: AF.AffineMap) -> bool:
    n, k = m.num_dims, len(m.results)
    if n < k:
        return False
    for i, e in enumerate(m.results):
        if isinstance(e, AF.Const):
            if e.value != 0:
                return False
        elif not (isinstance(e, AF.Dim) and e.pos == n - k + i):
            return False
    return True


def permutation_patterns() -> list:
    """The part of populateVectorTransferPermutationMapLoweringPatterns gpuopt does."""
    return [_pattern(reduce_rank, V.TransferReadOp)]


# ---- the pattern set -------------------------------------------------------------------
def _pattern(fn, kind) -> Pattern:
    from gpuopt.rewrite.pattern import FunctionPattern
    return FunctionPattern(fn, (kind,), 1)


def patterns(full_unroll: bool, target_rank: int) -> list:
    """populateVectorToSCFConversionPatterns for the pass's options."""
    out = [prepare_read(target_rank), prepare_write(target_rank),
           transfer_conversion(target_rank, True), transfer_conversion(target_rank, False)]
    if target_rank == 1:
        out += [transfer_1d(True), transfer_1d(False)]
    out.append(_pattern(decompose_print, V.PrintOp))
    return out
