"""What every lowering to the llvm dialect shares (MLIR's LLVMTypeConverter, MemRefDescriptor,
UnrankedMemRefDescriptor and the constant helpers), shaped after mlir-opt-19's output.

API (the other `--convert-*-to-llvm` passes build on it):

- `LLVMTypeConverter(index_bitwidth=64, use_bare_ptr_memref_call_conv=False)`: a
  `rewrite.conversion.TypeConverter`. `index` -> `i<index_bitwidth>` (`tc.index_type`);
  signless integers, LLVM floats, llvm types kept (signed/unsigned integers -> signless, 8-bit
  floats -> i8); vectors: 0-D -> `vector<1xT>`, 1-D kept (element converted), n-D ->
  `!llvm.array<d0 x ... vector<dn x T>>`; `complex<T>` -> `struct<(T, T)>`; function types ->
  `!llvm.ptr`; ranked memref -> `struct<(ptr<N>, ptr<N>, iX, array<R x iX>, array<R x iX>)>`
  (rank 0: `(ptr, ptr, iX)`), unranked -> `struct<(iX, ptr)>`; a memory space that is not an
  integer (after mlir-opt-19's "conversion of memref memory space ... failed" error, which
  does not stop the pass), or an element type that does not convert, fails (`FAIL`).
  `tc.memref_descriptor_fields(t)`: the types a memref argument expands to in a function
  signature (alloc ptr, aligned ptr, offset, sizes..., strides...; unranked: rank, ptr);
  `tc.convert_function_signature_llvm(ftype, variadic=False)` -> (SignatureConversion,
  LLVMFunctionType) or None, as func-to-llvm converts `func.func` (memref arguments expanded,
  or a bare `!llvm.ptr` with the bare-pointer convention; several results packed in a struct);
  `tc.pack_function_results(types)` -> the one llvm result type (void, the type, or a struct);
  `tc.can_convert_to_bare_ptr(t)`.
  Materializations: source and target ones are `builtin.unrealized_conversion_cast` (1 input);
  the argument one rebuilds a memref from its expanded arguments with `MemRefDescriptor.pack`
  (`llvm.mlir.undef` + `llvm.insertvalue`) followed by a cast to the memref type, as
  mlir-opt-19 prints it (from one bare pointer: `MemRefDescriptor.from_static_shape`).
- `MemRefDescriptor(value)`: a memref descriptor struct value. `MemRefDescriptor.undef(rw, t)`,
  `.pack(rw, tc, memref_type, values)` (insertion order [0], [1], [2], then per dimension
  [3, i], [4, i]), `.from_static_shape(rw, tc, memref_type, ptr)`; getters
  `allocated_ptr(rw)`, `aligned_ptr(rw)`, `offset(rw)`, `size(rw, i)`, `stride(rw, i)`; setters
  `set_allocated_ptr(rw, v)`, `set_aligned_ptr`, `set_offset`, `set_size(rw, i, v)`,
  `set_stride`, `set_constant_offset(rw, tc, n)`, `set_constant_size`, `set_constant_stride`
  (each setter updates `.value`); `MemRefDescriptor.unpack(rw, memref_type, value)` -> the
  fields in signature order (sizes, then strides).
- `UnrankedMemRefDescriptor(value)`: `undef`, `pack`, `rank(rw)`, `memref_ptr(rw)`,
  `set_rank`, `set_memref_ptr`, `unpack`.
- `constant(rw, type, attr)` -> `llvm.mlir.constant(attr) : type`;
  `index_constant(rw, tc_or_type, n)` -> `llvm.mlir.constant(n : index) : i64` (the way MLIR's
  createIndexAttrConstant prints); `int_constant(rw, type, n)` -> `(n : type) : type`.
- `extract(rw, value, position)`, `insert(rw, container, value, position)`: llvm.extractvalue /
  llvm.insertvalue with the member type worked out.
- `lookup_or_create_fn(anchor, name, params, result)`: the module's `llvm.func @name`, declared
  at the module start when missing (malloc, free, ...);
  `copy_unranked_descriptors(rw, tc, orig_types, values, to_dynamic)`: MLIR's
  copyUnrankedDescriptors (unranked memrefs returned from functions / calls).
"""
from __future__ import annotations

from gpuopt.dialects import builtin, llvm
from gpuopt.dialects.memref import strides_and_offset
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.rewrite.conversion import FAIL, ConversionTarget, SignatureConversion, TypeConverter

DYN = T.DYNAMIC
GEP_DYNAMIC = -2147483648  # rawConstantIndices' marker of a dynamic index

_LLVM_FLOATS = ("bf16", "f16", "f32", "f64", "f80", "f128", "tf32")
_PTR = llvm.PointerType.get(0)


def _dynamic(x) -> bool:
    return x == T.DYNAMIC


class LLVMTypeConverter(TypeConverter):
    """Builtin types to llvm-compatible ones, as MLIR 19's LLVMTypeConverter converts them."""

    def __init__(self, index_bitwidth: int = 64,
                 use_bare_ptr_memref_call_conv: bool = False) -> None:
        super().__init__()
        self.index_bitwidth = index_bitwidth
        self.use_bare_ptr = use_bare_ptr_memref_call_conv
        self.index_type = T.IntegerType.get(index_bitwidth)
        self.add_conversion(self._convert)
        self.add_source_materialization(_cast_materialization)
        self.add_target_materialization(_cast_materialization)
        self.add_argument_materialization(self._argument_materialization)

    # ---- types ------------------------------------------------------------------------
    def _convert(self, t):
        if isinstance(t, T.IndexType):
            return self.index_type
        if isinstance(t, T.IntegerType):
            return t if t.is_signless else T.IntegerType.get(t.width)
        if isinstance(t, T.FloatType):
            return t if t.name in _LLVM_FLOATS else T.IntegerType.get(t.width)
        if isinstance(t, llvm.LLVMType):
            return t
        if isinstance(t, T.VectorType):
            return self._convert_vector(t)
        if isinstance(t, T.ComplexType):
            e = self.convert_type(t.element_type)
            return FAIL if e is None else llvm.StructType.get([e, e])
        if isinstance(t, T.FunctionType):
            return _PTR
        if isinstance(t, T.MemRefType):
            if t.shape is None:
                return self.unranked_descriptor_type(t)
            return self.memref_descriptor_type(t)
        return FAIL

    def _convert_vector(self, t: T.VectorType):
        e = self.convert_type(t.element_type)
        if e is None or not llvm.llvm_compatible(e) or isinstance(e, llvm.StructType):
            return FAIL
        if not t.shape:
            return T.VectorType.get((1,), e)
        scal = t.scalable or (False,) * len(t.shape)
        out = T.VectorType.get(t.shape[-1:], e, scal[-1:])
        if any(scal[:-1]):
            return FAIL
        for d in reversed(t.shape[:-1]):
            out = llvm.ArrayType.get(d, out)
        return out

    def memory_space(self, t) -> int | None:
        """The integer address space of a memref type; None (after mlir-opt-19's error, which
        does not stop the pass) for a memory space that is not an integer."""
        ms = t.memory_space
        if ms is None:
            return 0
        if isinstance(ms, A.IntegerAttr):
            return ms.value
        from gpuopt import diag
        diag.emit_error(f"conversion of memref memory space {ms} to integer address space "
                        "failed. Consider adding memory space conversions.", diag.UNKNOWN_LOC)
        return None

    def memref_descriptor_type(self, t: T.MemRefType):
        """`struct<(ptr, ptr, iX, array<R x iX>, array<R x iX>)>`, or FAIL."""
        if self.convert_type(t.element_type) is None:
            return FAIL
        space = self.memory_space(t)
        if space is None:
            return FAIL
        ptr = llvm.PointerType.get(space)
        fields = [ptr, ptr, self.index_type]
        if t.rank:
            arr = llvm.ArrayType.get(t.rank, self.index_type)
            fields += [arr, arr]
        return llvm.StructType.get(fields)

    def unranked_descriptor_type(self, t=None):
        if t is not None and (self.convert_type(t.element_type) is None
                              or self.memory_space(t) is None):
            return FAIL
        return llvm.StructType.get([self.index_type, _PTR])

    def memref_descriptor_fields(self, t) -> list | None:
        """The types a memref function argument expands to (None: it does not convert)."""
        if self.convert_type(t) is None:
            return None
        if t.shape is None:
            return [self.index_type, _PTR]
        ptr = llvm.PointerType.get(self.memory_space(t))
        return [ptr, ptr, self.index_type] + [self.index_type] * (2 * t.rank)

    def can_convert_to_bare_ptr(self, t) -> bool:
        """A ranked memref of static shape and static strides and offset (canConvertToBarePtr)."""
        if not isinstance(t, T.MemRefType) or t.shape is None:
            return False
        if any(_dynamic(d) for d in t.shape):
            return False
        lay = t.layout
        if isinstance(lay, A.StridedLayoutAttr):
            return not _dynamic(lay.offset) and not any(_dynamic(s) for s in lay.strides)
        return True

    def _argument_types(self, t) -> list | None:
        if isinstance(t, T.MemRefType):
            if self.use_bare_ptr:
                if not self.can_convert_to_bare_ptr(t) or self.convert_type(t) is None:
                    return None
                return [llvm.PointerType.get(self.memory_space(t))]
            return self.memref_descriptor_fields(t)
        got = self.convert_type(t)
        return None if got is None else [got]

    def _result_type(self, t):
        if isinstance(t, T.MemRefType) and self.use_bare_ptr and self.can_convert_to_bare_ptr(t):
            return llvm.PointerType.get(self.memory_space(t))
        return self.convert_type(t)

    def pack_function_results(self, types):
        """void for none, the converted type for one, a struct of them for several; None when
        one does not convert."""
        conv = [self._result_type(t) for t in types]
        if any(c is None for c in conv):
            return None
        if not conv:
            return llvm.VOID
        return conv[0] if len(conv) == 1 else llvm.StructType.get(conv)

    def convert_function_signature_llvm(self, ftype, variadic: bool = False):
        """(SignatureConversion, LLVMFunctionType) of a FunctionType; None when a type does not
        convert."""
        conv = SignatureConversion(len(ftype.inputs))
        for i, t in enumerate(ftype.inputs):
            got = self._argument_types(t)
            if got is None:
                return None
            conv.add_inputs(i, got)
        res = self.pack_function_results(ftype.results)
        if res is None:
            return None
        return conv, llvm.LLVMFunctionType.get(res, conv.converted_types, variadic)

    # ---- materializations ---------------------------------------------------------------
    def _argument_materialization(self, rw, t, inputs, loc):
        if isinstance(t, T.MemRefType):
            if len(inputs) == 1:
                if not (self.use_bare_ptr and isinstance(inputs[0].type, llvm.PointerType)):
                    return None
                desc = MemRefDescriptor.from_static_shape(rw, self, t, inputs[0])
            elif t.shape is None:
                desc = UnrankedMemRefDescriptor.pack(rw, self, t, inputs)
            else:
                desc = MemRefDescriptor.pack(rw, self, t, inputs)
            return _cast(rw, [desc.value], t)
        return None


def _cast(rw, inputs, t):
    return rw.create(builtin.UnrealizedConversionCastOp, inputs=list(inputs),
                     result_types=[t]).results[0]


def _cast_materialization(rw, t, inputs, loc):
    if len(inputs) != 1:
        return None
    return _cast(rw, inputs, t)


# ---- constants and aggregates -------------------------------------------------------------
interned = A.interned  # one object per attribute value (gpuopt/ir/attrs.py)


def constant(rw, t, attr):
    """`llvm.mlir.constant(attr) : t`."""
    return rw.create(llvm.ConstantOp, value=interned(attr), result_types=[t]).results[0]


def index_constant(rw, t, n: int):
    """`llvm.mlir.constant(n : index) : t`; `t` is a type or an LLVMTypeConverter."""
    if isinstance(t, LLVMTypeConverter):
        t = t.index_type
    return constant(rw, t, A.IntegerAttr.get(n, T.index))


def int_constant(rw, t, n: int):
    """`llvm.mlir.constant(n : t) : t`."""
    return constant(rw, t, A.IntegerAttr.get(n, t))


def member_type(t, position):
    for i in position:
        t = t.body_types[i] if isinstance(t, llvm.StructType) else t.element_type
    return t


def extract(rw, value, position):
    """`llvm.extractvalue value[position]`."""
    pos = interned(A.DenseArrayAttr(T.i64, tuple(position)))
    return rw.create(llvm.ExtractValueOp, container=value, position=pos,
                     result_types=[member_type(value.type, position)]).results[0]


def insert(rw, container, value, position):
    """`llvm.insertvalue value, container[position]`."""
    pos = interned(A.DenseArrayAttr(T.i64, tuple(position)))
    return rw.create(llvm.InsertValueOp, container=container, value=value, position=pos,
                     result_types=[container.type]).results[0]


def undef(rw, t):
    return rw.create(llvm.UndefOp, result_types=[t]).results[0]


class _Struct:
    def __init__(self, value) -> None:
        self.value = value

    def _get(self, rw, position):
        return extract(rw, self.value, position)

    def _set(self, rw, position, v) -> None:
        self.value = insert(rw, self.value, v, position)


class MemRefDescriptor(_Struct):
    """A ranked memref descriptor: (allocated ptr, aligned ptr, offset, sizes, strides)."""

    @classmethod
    def undef(cls, rw, t) -> MemRefDescriptor:
        return cls(undef(rw, t))

    @property
    def rank(self) -> int:
        body = self.value.type.body_types
        return body[3].size if len(body) > 3 else 0

    def allocated_ptr(self, rw):
        return self._get(rw, [0])

    def aligned_ptr(self, rw):
        return self._get(rw, [1])

    def offset(self, rw):
        return self._get(rw, [2])

    def size(self, rw, i: int):
        return self._get(rw, [3, i])

    def stride(self, rw, i: int):
        return self._get(rw, [4, i])

    def set_allocated_ptr(self, rw, v) -> None:
        self._set(rw, [0], v)

    def set_aligned_ptr(self, rw, v) -> None:
        self._set(rw, [1], v)

    def set_offset(self, rw, v) -> None:
        self._set(rw, [2], v)

    def set_size(self, rw, i: int, v) -> None:
        self._set(rw, [3, i], v)

    def set_stride(self, rw, i: int, v) -> None:
        self._set(rw, [4, i], v)

    def set_constant_offset(self, rw, tc, n: int) -> None:
        self.set_offset(rw, index_constant(rw, tc, n))

    def set_constant_size(self, rw, tc, i: int, n: int) -> None:
        self.set_size(rw, i, index_constant(rw, tc, n))

    def set_constant_stride(self, rw, tc, i: int, n: int) -> None:
        self.set_stride(rw, i, index_constant(rw, tc, n))

    @classmethod
    def pack(cls, rw, tc, memref_type, values) -> MemRefDescriptor:
        """From the expanded fields (signature order: sizes, then strides)."""
        d = cls.undef(rw, tc.convert_type(memref_type))
        d.set_allocated_ptr(rw, values[0])
        d.set_aligned_ptr(rw, values[1])
        d.set_offset(rw, values[2])
        rank = memref_type.rank
        for i in range(rank):
            d.set_size(rw, i, values[3 + i])
            d.set_stride(rw, i, values[3 + rank + i])
        return d

    @classmethod
    def from_static_shape(cls, rw, tc, memref_type, ptr) -> MemRefDescriptor:
        """From one bare pointer of a memref of static shape, strides and offset."""
        d = cls.undef(rw, tc.convert_type(memref_type))
        d.set_allocated_ptr(rw, ptr)
        d.set_aligned_ptr(rw, ptr)
        strides, offset = strides_and_offset(memref_type)
        d.set_constant_offset(rw, tc, offset)
        for i, n in enumerate(memref_type.shape):
            d.set_constant_size(rw, tc, i, n)
            d.set_constant_stride(rw, tc, i, strides[i])
        return d

    @staticmethod
    def unpack(rw, memref_type, value) -> list:
        """The fields of descriptor `value`, in signature order."""
        d = MemRefDescriptor(value)
        out = [d.allocated_ptr(rw), d.aligned_ptr(rw), d.offset(rw)]
        out += [d.size(rw, i) for i in range(memref_type.rank)]
        out += [d.stride(rw, i) for i in range(memref_type.rank)]
        return out


class UnrankedMemRefDescriptor(_Struct):
    """An unranked memref descriptor: (rank, pointer to a ranked descriptor)."""

    @classmethod
    def undef(cls, rw, t) -> UnrankedMemRefDescriptor:
        return cls(undef(rw, t))

    def rank(self, rw):
        return self._get(rw, [0])

    def memref_ptr(self, rw):
        return self._get(rw, [1])

    def set_rank(self, rw, v) -> None:
        self._set(rw, [0], v)

    def set_memref_ptr(self, rw, v) -> None:
        self._set(rw, [1], v)

    @classmethod
    def pack(cls, rw, tc, memref_type, values) -> UnrankedMemRefDescriptor:
        d = cls.undef(rw, tc.convert_type(memref_type))
        d.set_rank(rw, values[0])
        d.set_memref_ptr(rw, values[1])
        return d

    @staticmethod
    def unpack(rw, memref_type, value) -> list:
        d = UnrankedMemRefDescriptor(value)
        return [d.rank(rw), d.memref_ptr(rw)]


# ---- runtime functions and unranked descriptors ------------------------------------------------
def lookup_or_create_fn(anchor, name: str, params, result):
    """The `llvm.func @name` of the module around `anchor` (an op inside it), declared at the
    module's start when missing (LLVM::lookupOrCreateFn; made outside the rewriter's journal,
    as MLIR makes it)."""
    module = anchor
    while module is not None and module.name != "builtin.module":
        block = module.parent
        module = block.parent.parent if block is not None and block.parent is not None else None
    body = module.regions[0].blocks[0]
    for op in body.ops:
        if op.name == "llvm.func" and op.attributes["sym_name"].value == name:
            return op
    fn = llvm.LLVMFuncOp.create([], [], {
        "sym_name": A.StringAttr(name),
        "function_type": A.TypeAttr(llvm.LLVMFunctionType.get(result, list(params)))},
        [_empty_region()], [])
    fn.loc = module.loc
    body.insert(0, fn)
    return fn


def _empty_region():
    from gpuopt.ir.core import Region
    return Region()


def copy_unranked_descriptors(rw, tc: LLVMTypeConverter, orig_types, values: list,
                              to_dynamic: bool) -> bool:
    """copyUnrankedDescriptors: each unranked memref value of `values` gets its ranked
    descriptor copied, into `malloc`ed memory (`to_dynamic`: a function's results) or onto the
    stack (freeing the source: a call's results); `values` is updated in place. False when a
    memory space does not convert."""
    idx = [i for i, t in enumerate(orig_types) if isinstance(t, T.MemRefType) and t.shape is None]
    if not idx:
        return True
    spaces = [tc.memory_space(orig_types[i]) for i in idx]
    if any(s is None for s in spaces):
        return False
    descs = [UnrankedMemRefDescriptor(values[i]) for i in idx]
    it = tc.index_type
    one = index_constant(rw, it, 1)
    two = index_constant(rw, it, 2)
    index_size = index_constant(rw, it, (tc.index_bitwidth + 7) // 8)
    sizes = []
    mul, add = _llvm_op("llvm.mul"), _llvm_op("llvm.add")
    for d in descs:
        ptr_size = index_constant(rw, it, 8)
        double_ptr = _binary(rw, mul, two, ptr_size)
        rank = d.rank(rw)
        double_rank = _binary(rw, mul, two, rank)
        incremented = _binary(rw, add, double_rank, one)
        rank_size = _binary(rw, mul, incremented, index_size)
        sizes.append(_binary(rw, add, double_ptr, rank_size))
    if to_dynamic:
        lookup_or_create_fn(rw.root, "malloc", [it], _PTR)
    else:
        lookup_or_create_fn(rw.root, "free", [_PTR], llvm.VOID)
    for i, d, size in zip(idx, descs, sizes, strict=True):
        if to_dynamic:
            memory = rw.insert(llvm.CallOp.create(
                [size], [_PTR], {"callee": A.SymbolRefAttr("malloc")}, [], [])).results[0]
        else:
            memory = rw.insert(llvm.AllocaOp.create(
                [size], [_PTR], {"elem_type": A.TypeAttr(T.IntegerType.get(8))}, [], [])
            ).results[0]
        source = d.memref_ptr(rw)
        rw.insert(_llvm_op("llvm.intr.memcpy").create(
            [memory, source, size], [], {"isVolatile": A.IntegerAttr.get(0, T.i1)}, [], []))
        if not to_dynamic:
            rw.insert(llvm.CallOp.create([source], [], {"callee": A.SymbolRefAttr("free")},
                                         [], []))
        new = UnrankedMemRefDescriptor.undef(rw, tc.convert_type(orig_types[i]))
        new.set_rank(rw, d.rank(rw))
        new.set_memref_ptr(rw, memory)
        values[i] = new.value
    return True


def _llvm_op(name: str):
    return next(c for c in llvm.LLVM.ops if c.name == name)


def _binary(rw, cls, a, b):
    return rw.insert(cls.create([a, b], [a.type], {}, [], [])).results[0]


def llvm_target():
    """What is legal after a lowering to llvm: the llvm dialect (LLVMConversionTarget)."""
    return ConversionTarget(legal_dialects=["llvm"])


def strided_element_ptr(rw, tc, mt, desc, indices):
    """MLIR's getStridedElementPtr: the aligned pointer plus the linearized index."""
    strides, offset = strides_and_offset(mt)
    elem = tc.convert_type(mt.element_type)
    base = desc.aligned_ptr(rw)  # MemRefDescriptor::bufferPtr: the offset applied first
    if offset != 0:
        off = desc.offset(rw) if offset == DYN else index_constant(rw, tc, offset)
        base = gep(rw, base, off, elem)
    index = None
    for i, v in enumerate(indices):
        inc = v
        if strides[i] != 1:
            s = desc.stride(rw, i) if strides[i] == DYN else index_constant(rw, tc,
                                                                                strides[i])
            inc = _binary(rw, llvm.MulOp, inc, s)
        index = _binary(rw, llvm.AddOp, index, inc) if index is not None else inc
    if index is None:
        return base
    return gep(rw, base, index, elem)


def gep(rw, base, index, elem) -> object:
    """`llvm.getelementptr base[index]` over `elem` (a dynamic index)."""
    return rw.create(llvm.GEPOp, base=base, dynamic_indices=[index],
                     raw_constant_indices=interned(A.DenseArrayAttr(T.i32, (GEP_DYNAMIC,))),
                     elem_type=interned(A.TypeAttr(elem)), result_types=[base.type]).results[0]
