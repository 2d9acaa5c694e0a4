"""--finalize-memref-to-llvm: memref ops to the llvm dialect on memref descriptors, as
mlir-opt-19 lowers them (MemRefToLLVM.cpp's patterns, op for op and in its order).

Lowered: alloc (malloc, or aligned_alloc with `use-aligned-alloc`), alloca, dealloc, load,
store, dim, rank, cast, copy (llvm.intr.memcpy for contiguous identity layouts, else
`memrefCopy`), global and get_global, extract_aligned_pointer_as_index, extract_strided_metadata,
reinterpret_cast, assume_alignment, memory_space_cast, atomic_rmw, generic_atomic_rmw (a
cmpxchg loop), view, alloca_scope. subview,
expand_shape and collapse_shape are for --expand-strided-metadata first, as in mlir-opt-19.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import llvm, memref
from gpuopt.dialects.memref import strides_and_offset
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Region
from gpuopt.passes.lib import llvm as LC
from gpuopt.passes.lib.llvm import gep, strided_element_ptr
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite import pattern

PTR = llvm.PointerType.get(0)
DYN = T.DYNAMIC


def _ptr(tc, t) -> object:
    return llvm.PointerType.get(tc.memory_space(t) or 0)


def _gep_const(rw, base, indices, elem) -> object:
    return rw.create(llvm.GEPOp, base=base, dynamic_indices=[],
                     raw_constant_indices=LC.interned(A.DenseArrayAttr(T.i32, tuple(indices))),
                     elem_type=LC.interned(A.TypeAttr(elem)), result_types=[base.type]).results[0]


def _binary(rw, cls, a, b):
    return rw.create(cls, lhs=a, rhs=b, result_types=[a.type]).results[0]


def descriptor_sizes(rw, tc, mt, dynamic, size_in_bytes: bool):
    """(sizes, strides, size) as getMemRefDescriptorSizes builds them."""
    dyn = iter(dynamic)
    sizes = [next(dyn) if d == DYN else LC.index_constant(rw, tc, d) for d in mt.shape]
    strides: list = [None] * mt.rank
    stride = 1
    running = LC.index_constant(rw, tc, 1)
    for i in reversed(range(mt.rank)):
        strides[i] = running
        static = mt.shape[i]
        use_size = stride == 1
        if static == DYN:
            stride = DYN
        if stride != DYN:
            stride *= static
        if use_size:
            running = sizes[i]
        elif stride == DYN:
            running = _binary(rw, llvm.MulOp, running, sizes[i])
        else:
            running = LC.index_constant(rw, tc, stride)
    if not size_in_bytes:
        return sizes, strides, running
    null = rw.create(llvm.ZeroOp, result_types=[PTR]).results[0]
    end = gep(rw, null, running, tc.convert_type(mt.element_type))
    size = rw.create(llvm.PtrToIntOp, arg=end, result_types=[tc.index_type]).results[0]
    return sizes, strides, size


def build_descriptor(rw, tc, mt, allocated, aligned, sizes, strides):
    """createMemRefDescriptor: offset 0, then every size, then every stride."""
    d = LC.MemRefDescriptor.undef(rw, tc.convert_type(mt))
    d.set_allocated_ptr(rw, allocated)
    d.set_aligned_ptr(rw, aligned)
    d.set_constant_offset(rw, tc, 0)
    for i, s in enumerate(sizes):
        d.set_size(rw, i, s)
    for i, s in enumerate(strides):
        d.set_stride(rw, i, s)
    return d


def element_size(rw, tc, elt):
    """The byte size of `elt`: `ptrtoint (gep null[1])`."""
    null = rw.create(llvm.ZeroOp, result_types=[PTR]).results[0]
    one_past = _gep_const(rw, null, (1,), tc.convert_type(elt))
    return rw.create(llvm.PtrToIntOp, arg=one_past, result_types=[tc.index_type]).results[0]


class _Declarations:
    """malloc, free, aligned_alloc, memrefCopy: declared once, at the start of the module."""

    def __init__(self) -> None:
        self.done: set = set()

    def call(self, rw, module_block, name, result, params, args):
        if name not in self.done and not any(
                o.attributes.get("sym_name") == A.StringAttr(name) for o in module_block.ops):
            self.done.add(name)
            ftype = llvm.LLVMFunctionType.get(result, list(params), False)
            decl = llvm.LLVMFuncOp.create([], [], {
                "sym_name": A.StringAttr(name), "function_type": LC.interned(A.TypeAttr(ftype))},
                [Region()], [], module_block.parent.parent.loc)  # the module's, as in MLIR
            with rw.saved_insertion():
                rw.at_start(module_block).insert(decl)
        op = rw.create(llvm.CallOp, callee=LC.interned(A.SymbolRefAttr(name)), operands_=list(args),
                       result_types=[] if result is llvm.VOID else [result])
        return op.results[0] if op.results else None


def _module_block(op):
    while op.parent_op is not None:
        op = op.parent_op
    return op.regions[0].blocks[0]


def memref_patterns(tc, use_aligned_alloc: bool = False) -> list:
    decls = _Declarations()

    def alignment_of(op):
        a = op.attributes.get("alignment")
        return a.value if isinstance(a, A.IntegerAttr) else None

    @pattern
    def lower_alloc(op: memref.AllocOp, rw) -> None:
        mt = op.memref.type
        if tc.convert_type(mt) is None:
            return rw.no_match(op, "failed to convert memref type")
        ad = rw.adaptor(op)
        sizes, strides, size = descriptor_sizes(rw, tc, mt, list(ad.dynamic_sizes), True)
        align = alignment_of(op)
        mod = _module_block(op)
        if use_aligned_alloc:
            a = LC.index_constant(rw, tc, align or 16)
            ptr = decls.call(rw, mod, "aligned_alloc", PTR, [tc.index_type, tc.index_type],
                             [a, size])
            aligned = ptr
        elif align is None:
            ptr = decls.call(rw, mod, "malloc", PTR, [tc.index_type], [size])
            aligned = ptr
        else:
            a = LC.index_constant(rw, tc, align)
            total = _binary(rw, llvm.AddOp, size, a)
            ptr = decls.call(rw, mod, "malloc", PTR, [tc.index_type], [total])
            as_int = rw.create(llvm.PtrToIntOp, arg=ptr, result_types=[tc.index_type]).results[0]
            one = LC.index_constant(rw, tc, 1)
            bump = _binary(rw, llvm.SubOp, a, one)
            bumped = _binary(rw, llvm.AddOp, as_int, bump)
            mod_ = _binary(rw, llvm.OPS["urem"], bumped, a)
            up = _binary(rw, llvm.SubOp, bumped, mod_)
            aligned = rw.create(llvm.IntToPtrOp, arg=up, result_types=[_ptr(tc, mt)]).results[0]
        d = build_descriptor(rw, tc, mt, ptr, aligned, sizes, strides)
        rw.replace(op, [d.value])

    @pattern
    def lower_alloca(op: memref.AllocaOp, rw) -> None:
        mt = op.memref.type
        if tc.convert_type(mt) is None:
            return rw.no_match(op, "failed to convert memref type")
        ad = rw.adaptor(op)
        sizes, strides, size = descriptor_sizes(rw, tc, mt, list(ad.dynamic_sizes), False)
        attrs = {"elem_type": LC.interned(A.TypeAttr(tc.convert_type(mt.element_type)))}
        align = alignment_of(op)
        if align is not None:
            attrs["alignment"] = A.IntegerAttr.get(align, T.i64)
        ptr = rw.create(llvm.AllocaOp, array_size=size, result_types=[_ptr(tc, mt)],
                        **attrs).results[0]
        d = build_descriptor(rw, tc, mt, ptr, ptr, sizes, strides)
        rw.replace(op, [d.value])

    @pattern
    def lower_dealloc(op: memref.DeallocOp, rw) -> None:
        ad = rw.adaptor(op)
        if op.memref.type.shape is None:
            ptr = LC.UnrankedMemRefDescriptor(ad.memref).memref_ptr(rw)
            ptr = rw.create(llvm.LoadOp, addr=ptr, result_types=[PTR]).results[0]
        else:
            ptr = LC.MemRefDescriptor(ad.memref).allocated_ptr(rw)
        decls.call(rw, _module_block(op), "free", llvm.VOID, [PTR], [ptr])
        rw.erase(op)

    @pattern
    def lower_load(op: memref.LoadOp, rw) -> None:
        ad = rw.adaptor(op)
        mt = op.memref.type
        p = strided_element_ptr(rw, tc, mt, LC.MemRefDescriptor(ad.memref), list(ad.indices))
        new = rw.create(llvm.LoadOp, addr=p, result_types=[tc.convert_type(op.result_.type)])
        if _true(op.attributes.get("nontemporal")):
            new.attributes["nontemporal"] = A.UNIT
        rw.replace(op, new.results)

    @pattern
    def lower_store(op: memref.StoreOp, rw) -> None:
        ad = rw.adaptor(op)
        mt = op.memref.type
        p = strided_element_ptr(rw, tc, mt, LC.MemRefDescriptor(ad.memref), list(ad.indices))
        new = rw.create(llvm.StoreOp, value=ad.value, addr=p)
        if _true(op.attributes.get("nontemporal")):
            new.attributes["nontemporal"] = A.UNIT
        rw.erase(op)

    @pattern
    def lower_dim(op: memref.DimOp, rw) -> None:
        mt = op.source.type
        if mt.shape is None:
            return rw.no_match(op, "unranked memref.dim is not lowered here")
        ad = rw.adaptor(op)
        c = rw.constant_value(op.index)
        index = c.value if isinstance(c, A.IntegerAttr) else None
        if index is not None:
            if 0 <= index < mt.rank and mt.shape[index] != DYN:
                v = LC.index_constant(rw, tc, mt.shape[index])
                return rw.replace(op, [v])
            if 0 <= index < mt.rank:
                return rw.replace(op, [LC.MemRefDescriptor(ad.source).size(rw, index)])
        one = LC.index_constant(rw, tc, 1)
        sizes = LC.extract(rw, ad.source, [3])
        sizes_t = LC.interned(A.TypeAttr(sizes.type))
        slot = rw.create(llvm.AllocaOp, array_size=one, elem_type=sizes_t,
                         result_types=[PTR]).results[0]
        rw.create(llvm.StoreOp, value=sizes, addr=slot)
        cell = rw.create(llvm.GEPOp, base=slot, dynamic_indices=[ad.index],
                        raw_constant_indices=LC.interned(
                            A.DenseArrayAttr(T.i32, (0, LC.GEP_DYNAMIC))),
                        elem_type=sizes_t, result_types=[PTR]).results[0]
        v = rw.create(llvm.LoadOp, addr=cell, result_types=[tc.index_type]).results[0]
        rw.replace(op, [v])

    @pattern
    def lower_rank(op: memref.RankOp, rw) -> None:
        mt = op.memref.type
        ad = rw.adaptor(op)
        if mt.shape is None:
            return rw.replace(op, [LC.UnrankedMemRefDescriptor(ad.memref).rank(rw)])
        rw.replace(op, [LC.index_constant(rw, tc, mt.rank)])

    @pattern
    def lower_cast(op: memref.CastOp, rw) -> None:
        src, dst = op.source.type, op.dest.type
        ad = rw.adaptor(op)
        if src.shape is not None and dst.shape is not None:
            if tc.convert_type(src) is not tc.convert_type(dst):
                return rw.no_match(op, "cast between descriptors of different types")
            return rw.replace(op, [ad.source])
        if src.shape is not None:  # ranked to unranked: the descriptor on the stack
            one = LC.index_constant(rw, tc, 1)
            slot = rw.create(llvm.AllocaOp, array_size=one,
                             elem_type=LC.interned(A.TypeAttr(ad.source.type)),
                             result_types=[PTR]).results[0]
            rw.create(llvm.StoreOp, value=ad.source, addr=slot)
            rank = LC.index_constant(rw, tc, src.rank)
            u = LC.UnrankedMemRefDescriptor.undef(rw, tc.convert_type(dst))
            u.set_rank(rw, rank)
            u.set_memref_ptr(rw, slot)
            return rw.replace(op, [u.value])
        if dst.shape is not None:  # unranked to ranked: load the descriptor it points to
            p = LC.UnrankedMemRefDescriptor(ad.source).memref_ptr(rw)
            v = rw.create(llvm.LoadOp, addr=p, result_types=[tc.convert_type(dst)]).results[0]
            return rw.replace(op, [v])
        rw.replace(op, [ad.source])

    @pattern
    def lower_copy(op: memref.CopyOp, rw) -> None:
        st, dt = op.source.type, op.target.type
        ad = rw.adaptor(op)

        def contiguous(t) -> bool:
            if t.shape is None:
                return False
            lay = t.layout
            return lay is None or isinstance(lay, A.StridedLayoutAttr) and \
                strides_and_offset(t)[0] == strides_and_offset(
                    T.MemRefType.get(t.shape, t.element_type))[0]

        if contiguous(st) and contiguous(dt):
            src = LC.MemRefDescriptor(ad.source)
            n = LC.index_constant(rw, tc, 1)
            for i in range(st.rank):
                n = _binary(rw, llvm.MulOp, n, src.size(rw, i))
            size = element_size(rw, tc, st.element_type)
            total = _binary(rw, llvm.MulOp, n, size)
            elem = tc.convert_type(st.element_type)
            sp = gep(rw, src.aligned_ptr(rw), src.offset(rw), elem)
            dst = LC.MemRefDescriptor(ad.target)
            dp = gep(rw, dst.aligned_ptr(rw), dst.offset(rw), elem)
            rw.create(_intr("llvm.intr.memcpy"), dst=dp, src=sp, len=total,
                      is_volatile=A.IntegerAttr.get(0, T.i1))
            return rw.erase(op)
        return rw.no_match(op, "memref.copy of a non-contiguous layout (memrefCopy) is not "
                               "lowered yet")

    @pattern
    def lower_get_global(op: memref.GetGlobalOp, rw) -> None:
        mt = op.result_.type
        if tc.convert_type(mt) is None:
            return rw.no_match(op, "failed to convert memref type")
        sizes, strides, _ = descriptor_sizes(rw, tc, mt, [], True)
        name = op.attributes["name"]
        addr = rw.create(llvm.AddressOfOp, global_name=name,
                         result_types=[_ptr(tc, mt)]).results[0]
        arr = _global_type(tc, mt)
        first = _gep_const(rw, addr, (0,) * (mt.rank + 1), arr)
        dead = LC.index_constant(rw, tc, 0xdeadbeef)
        allocated = rw.create(llvm.IntToPtrOp, arg=dead, result_types=[_ptr(tc, mt)]).results[0]
        d = build_descriptor(rw, tc, mt, allocated, first, sizes, strides)
        rw.replace(op, [d.value])

    @pattern
    def lower_global(op: memref.GlobalOp, rw) -> None:
        mt = op.attributes["type"].value
        arr = _global_type(tc, mt)
        init = op.attributes.get("initial_value")
        vis = op.attributes.get("sym_visibility")
        private = isinstance(vis, A.StringAttr) and vis.value == "private"
        attrs = {"sym_name": op.attributes["sym_name"], "global_type": LC.interned(A.TypeAttr(arr)),
                 "linkage": llvm.linkage("private" if private else "external")}
        if "constant" in op.attributes:
            attrs["constant"] = A.UNIT
        if "alignment" in op.attributes:
            attrs["alignment"] = op.attributes["alignment"]
        space = tc.memory_space(mt) or 0
        attrs["addr_space"] = A.IntegerAttr.get(space, T.i32)
        region = Region()
        if init is not None and not isinstance(init, A.UnitAttr):
            if mt.rank == 0 and hasattr(init, "splat_value"):
                attrs["value"] = init
            else:
                attrs["value"] = _as_tensor(init)
        g = llvm.GlobalOp.create([], [], attrs, [region], [], op.loc)
        rw.insert(g)
        if isinstance(init, A.UnitAttr):  # `= uninitialized`; none at all is a declaration
            from gpuopt.ir.core import Block
            b = Block()
            region.append(b)
            with rw.saved_insertion():
                rw.at_end(b)
                u = LC.undef(rw, arr)
                rw.create(llvm.ReturnOp, arg=u)
        rw.erase(op)

    @pattern
    def lower_extract_aligned_pointer(op: memref.ExtractAlignedPointerAsIndexOp, rw) -> None:
        ad = rw.adaptor(op)
        if op.source.type.shape is None:
            return rw.no_match(op, "unranked source")
        p = LC.MemRefDescriptor(ad.source).aligned_ptr(rw)
        v = rw.create(llvm.PtrToIntOp, arg=p, result_types=[tc.index_type]).results[0]
        rw.replace(op, [v])

    @pattern
    def lower_assume_alignment(op: memref.AssumeAlignmentOp, rw) -> None:
        ad = rw.adaptor(op)
        p = LC.MemRefDescriptor(ad.memref).aligned_ptr(rw)
        zero = LC.index_constant(rw, tc, 0)
        mask = LC.index_constant(rw, tc, op.attributes["alignment"].value - 1)
        as_int = rw.create(llvm.PtrToIntOp, arg=p, result_types=[tc.index_type]).results[0]
        masked = _binary(rw, llvm.OPS["and"], as_int, mask)
        cmp = rw.create(llvm.ICmpOp, predicate=A.IntegerAttr.get(0, T.i64), lhs=masked,
                        rhs=zero, result_types=[T.i1]).results[0]
        rw.create(_intr("llvm.intr.assume"), cond=cmp)
        rw.erase(op)

    @pattern
    def lower_extract_strided_metadata(op: memref.ExtractStridedMetadataOp, rw) -> None:
        mt = op.source.type
        # the op's fold first (as the conversion driver folds before lowering): used results
        # that the type knows become index constants
        from gpuopt.dialects import arith
        strides, offset = strides_and_offset(mt)
        static = [offset, *mt.shape, *strides]
        for r, k in zip(op.results[1:], static, strict=True):
            if k != DYN and r.uses:
                # made by a plain builder in MLIR's fold: the conversion does not see them
                # (with --convert-to-llvm they stay arith.constant)
                const = arith.ConstantOp.build(value=A.IntegerAttr.get(k, T.index),
                                               result_types=[T.index], loc=op.loc)
                rw._insert_at(rw.block, rw.index, const)
                rw.replace_uses(r, const.results[0])
        ad = rw.adaptor(op)
        src = LC.MemRefDescriptor(ad.source)
        base_t = op.base_buffer.type
        alloc = src.allocated_ptr(rw)
        align = src.aligned_ptr(rw)
        base = LC.MemRefDescriptor.undef(rw, tc.convert_type(base_t))
        base.set_allocated_ptr(rw, alloc)
        base.set_aligned_ptr(rw, align)
        base.set_constant_offset(rw, tc, 0)
        values = [base.value, src.offset(rw)]
        values += [src.size(rw, i) for i in range(mt.rank)]
        values += [src.stride(rw, i) for i in range(mt.rank)]
        rw.replace(op, values)

    @pattern
    def lower_atomic_rmw(op: memref.AtomicRMWOp, rw) -> None:
        # AtomicRMWOpLowering: the kinds llvm.atomicrmw has, acq_rel
        kind = _SIMPLE_ATOMICS.get(memref.ATOMIC_KINDS[op.attributes["kind"].value])
        if kind is None:
            return rw.no_match(op, "not a simple atomic kind")
        ad = rw.adaptor(op)
        mt = op.memref.type
        p = strided_element_ptr(rw, tc, mt, LC.MemRefDescriptor(ad.memref), list(ad.indices))
        new = rw.create(llvm.AtomicRMWOp, bin_op=A.IntegerAttr.get(
            llvm.ATOMIC_BIN_OPS.index(kind), T.i64), ptr=p, val=ad.value,
            ordering=A.IntegerAttr.get(llvm.ORDERINGS.index("acq_rel"), T.i64),
            result_types=[ad.value.type])
        rw.replace(op, new.results)

    @pattern
    def lower_generic_atomic_rmw(op: memref.GenericAtomicRMWOp, rw) -> None:
        # GenericAtomicRMWOpLowering: a compare-and-swap loop. The block is cut before and
        # after the op; the first part loads the current value and enters the loop block with
        # it, the loop block computes the body on its argument and cmpxchg's the result in
        # (acq_rel, monotonic on failure), looping with the value it found until the swap
        # succeeds; that value is the op's result. A float element makes an llvm.cmpxchg of
        # floats, which the llvm dialect rejects, as mlir-opt-19's lowering does.
        from gpuopt.ir.clone import clone
        init_block = op.parent
        # The loop block is a new block with an argument: the conversion driver then wants the
        # op holding it legal (MLIR's legalizePatternBlockRewrites), which a function is and an
        # scf.for (with no scf patterns) is not; there the op stays, as in mlir-opt-19.
        holder = init_block.parent.parent
        target = getattr(rw.listener, "target", None)
        if target is not None and target.legality(holder) is not True:
            return rw.no_match(op, f"operation '{holder.name}' became illegal after rewrite")
        ad = rw.adaptor(op)
        mt = op.memref.type
        elem = tc.convert_type(mt.element_type)
        loop = rw.split_block(init_block, op)
        current = loop.add_arg(elem, op.loc)
        if rw.journal is not None:
            rw._log(lambda: loop.args.remove(current))
        end = rw.split_block(loop, 1)
        rw.at_end(init_block)
        p = strided_element_ptr(rw, tc, mt, LC.MemRefDescriptor(ad.memref), list(ad.indices))
        first = rw.create(llvm.LoadOp, addr=p, result_types=[elem]).results[0]
        rw.create(llvm.BrOp, dest_operands=[first], successors=[loop])
        rw.at_start(loop)
        body = op.body.blocks[0]
        mapping = {body.args[0]: current}
        for inner in body.ops[:-1]:
            rw.insert(clone(inner, mapping))
        result = mapping.get(body.ops[-1].operands[0], body.ops[-1].operands[0])
        ordering = {k: A.IntegerAttr.get(llvm.ORDERINGS.index(v), T.i64)
                    for k, v in (("success_ordering", "acq_rel"),
                                 ("failure_ordering", "monotonic"))}
        pair = rw.create(llvm.AtomicCmpXchgOp, ptr=p, cmp=current, val=result,
                         result_types=[llvm.StructType.get([elem, T.i1])],
                         **ordering).results[0]
        found = LC.extract(rw, pair, [0])
        ok = LC.extract(rw, pair, [1])
        rw.create(llvm.CondBrOp, condition=ok, true_dest_operands=[],
                  false_dest_operands=[found], successors=[end, loop])
        rw.at_start(end)
        rw.replace(op, [found])

    @pattern
    def lower_view(op: memref.ViewOp, rw) -> None:
        # ViewOpLowering: the source's pointers, the aligned one advanced by the byte shift,
        # offset 0, sizes and (contiguous) strides from the innermost dimension outwards
        vt = op.result_.type
        desc_t = tc.convert_type(vt)
        if desc_t is None or tc.convert_type(vt.element_type) is None:
            return rw.no_match(op, "Target descriptor type not converted to LLVM")
        strides, offset = strides_and_offset(vt)
        if strides and strides[-1] not in (0, 1):
            return rw.no_match(op, "cannot cast to non-contiguous shape")
        ad = rw.adaptor(op)
        src = LC.MemRefDescriptor(ad.source)
        target = LC.MemRefDescriptor.undef(rw, desc_t)
        target.set_allocated_ptr(rw, src.allocated_ptr(rw))
        aligned = gep(rw, src.aligned_ptr(rw), ad.byte_shift,
                      tc.convert_type(op.source.type.element_type))
        target.set_aligned_ptr(rw, aligned)
        target.set_offset(rw, LC.index_constant(rw, tc, offset))
        sizes = list(ad.sizes)
        stride = next_size = None
        for i in reversed(range(len(vt.shape))):
            d = vt.shape[i]
            if d != DYN:
                size = LC.index_constant(rw, tc, d)
            else:
                size = sizes[sum(1 for x in vt.shape[:i] if x == DYN)]
            target.set_size(rw, i, size)
            if strides[i] != DYN:
                stride = LC.index_constant(rw, tc, strides[i])
            elif next_size is not None:
                stride = _binary(rw, llvm.MulOp, stride, next_size) if stride is not None \
                    else next_size
            else:
                stride = LC.index_constant(rw, tc, 1)
            target.set_stride(rw, i, stride)
            next_size = size
        rw.replace(op, [target.value])

    @pattern
    def lower_reinterpret_cast(op: memref.ReinterpretCastOp, rw) -> None:
        # MemRefReinterpretCastOpLowering (ranked source): a new descriptor with the source's
        # pointers, then the offset, and each dimension's size and stride, static or dynamic
        if not isinstance(op.source.type, T.MemRefType):
            return rw.no_match(op, "unranked source")
        desc_t = tc.convert_type(op.result_.type)
        if desc_t is None:
            return rw.no_match(op, "Target descriptor type not converted to LLVM")
        ad = rw.adaptor(op)
        src = LC.MemRefDescriptor(ad.source)
        desc = LC.MemRefDescriptor.undef(rw, desc_t)
        alloc = src.allocated_ptr(rw)
        align = src.aligned_ptr(rw)
        desc.set_allocated_ptr(rw, alloc)
        desc.set_aligned_ptr(rw, align)
        st = op.attributes
        offs, sizes, strides = (list(st[k].values) for k in
                                ("static_offsets", "static_sizes", "static_strides"))
        if offs[0] == memref.DYNAMIC_INDEX:
            desc.set_offset(rw, ad.offsets[0])
        else:
            desc.set_constant_offset(rw, tc, offs[0])
        dyn_sizes, dyn_strides = iter(ad.sizes), iter(ad.strides)
        for i in range(len(op.result_.type.shape)):
            if sizes[i] == memref.DYNAMIC_INDEX:
                desc.set_size(rw, i, next(dyn_sizes))
            else:
                desc.set_constant_size(rw, tc, i, sizes[i])
            if strides[i] == memref.DYNAMIC_INDEX:
                desc.set_stride(rw, i, next(dyn_strides))
            else:
                desc.set_constant_stride(rw, tc, i, strides[i])
        rw.replace(op, [desc.value])

    return [lower_alloc, lower_alloca, lower_dealloc, lower_load, lower_store, lower_dim,
            lower_rank, lower_cast, lower_copy, lower_get_global, lower_global,
            lower_extract_aligned_pointer, lower_assume_alignment,
            lower_extract_strided_metadata, lower_atomic_rmw, lower_generic_atomic_rmw,
            lower_view, lower_reinterpret_cast]


_SIMPLE_ATOMICS = {"addf": "fadd", "addi": "add", "assign": "xchg", "maximumf": "fmax",
                   "maxs": "max", "maxu": "umax", "minimumf": "fmin", "mins": "min",
                   "minu": "umin", "ori": "_or", "andi": "_and"}


def _true(attr) -> bool:
    return attr is not None and str(attr) == "true"


def _intr(name):
    from gpuopt.ir.opdef import REGISTRY
    return REGISTRY[name]


def _global_type(tc, mt):
    t = tc.convert_type(mt.element_type)
    for d in reversed(mt.shape):
        t = llvm.ArrayType.get(d, t)
    return t


def _as_tensor(init):
    """A dense initializer of a memref.global, as the tensor-typed attribute llvm wants."""
    if isinstance(init, A.DenseElementsAttr):
        return init
    return init


@dataclass
class FinalizeMemRefToLLVM(Pass, flag="finalize-memref-to-llvm"):
    """Finalize MemRef dialect to LLVM dialect conversion"""

    use_aligned_alloc: bool = field(default=False, metadata={
        "help": "Use aligned_alloc in place of malloc for heap allocations"})
    index_bitwidth: int = field(default=0, metadata={
        "help": "Bitwidth of the index type, 0 to use size of machine word", "type": "uint"})
    use_generic_functions: bool = field(default=False, metadata={
        "help": "Use generic allocation and deallocation functions instead of the classic "
                "'malloc', 'aligned_alloc' and 'free' functions"})

    def run(self, op) -> str | None:
        from gpuopt.passes.lib.llvm import llvm_target
        from gpuopt.rewrite.conversion import apply_conversion
        tc = LC.LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64)
        target = llvm_target()
        # as in mlir-opt-19 the memref dialect is not illegal: an op no pattern lowers (a
        # subview, an atomic_rmw mulf) stays
        target.add_legal_op("arith.constant")  # what folding materializes stays
        target.add_legal_op("func.func")  # as mlir-opt-19's pass has it
        done = apply_conversion(op, memref_patterns(tc, self.use_aligned_alloc), target, tc,
                                partial=True)
        return None if done.changed else PRESERVED
