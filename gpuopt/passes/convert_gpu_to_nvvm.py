"""`--convert-gpu-to-nvvm`: the kernel side of a `gpu.module` to the llvm and nvvm dialects, as
mlir-opt-19 lowers it (the pass runs on each `gpu.module`).

First every `func.func` of the module gets `llvm.emit_c_interface`, and a greedy rewrite (with
folding, constant hoisting, dead-op removal and aggressive region simplification, as
applyPatternsAndFoldGreedily) rewrites each `gpu.func` whose `gpu.all_reduce`s are all uniform
(GpuAllReduceRewrite: subgroup xor shuffles, a 32-element workgroup attribution, barriers; op
form or region form) and splits 64-bit `gpu.shuffle`s into two 32-bit ones. Then one partial
conversion lowers func, arith, cf, memref and the gpu ops:

- `gpu.func` -> `llvm.func` (its attributes kept, `nvvm.kernel` added to kernels, the
  `known_block_size`/`known_grid_size` properties as `gpu.known_*` attributes and the block
  size of a kernel as `nvvm.maxntid`; a `gpu.known_block_size` attribute stays); workgroup
  attributions become `__wg_<func>_<i>` globals in address space 3, private ones
  `llvm.alloca`s; both are wrapped in memref descriptors. Memory spaces: global 1,
  workgroup 3, private 0.
- thread/block/grid/cluster ids and dims -> `nvvm.read.ptx.sreg.*` (i32, then `sext` or
  `trunc` to the index width), `gpu.global_id` -> block_id * block_dim + thread_id on them
  (mlir-opt-19 aborts on it), `gpu.lane_id` -> `laneid`, `gpu.barrier` -> `nvvm.barrier0`,
  `gpu.shuffle` -> `nvvm.shfl.sync` with mask and clamp computed from the width (a struct
  with the validity bit only when that result is used), `gpu.return` -> `llvm.return`.
- `gpu.dynamic_shared_memory` -> the `__dynamic_shmem__<n>` global (`array<0 x i8>`,
  alignment 16), `gpu.printf` -> `vprintf` with a `printfFormat_<n>` string and the arguments
  stored in a stack struct (floats extended to f64).
- math ops (and `arith.remf`) -> calls of libdevice's `__nv_*f` / `__nv_*` (f16 through f32,
  vectors unrolled); other math ops stay.
- with `has-redux`, a uniform i32 `gpu.subgroup_reduce` -> `nvvm.redux.sync`.

As in mlir-opt-19, a non-uniform `gpu.all_reduce`, a non-uniform `gpu.subgroup_reduce`
and `gpu.cluster_dim_blocks` are not lowered:
"failed to legalize".
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import gpu, llvm, nvvm
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import BlockArgument, Region
from gpuopt.passes.convert_arith_to_llvm import arith_patterns
from gpuopt.passes.convert_func_to_llvm import cf_patterns, func_patterns
from gpuopt.passes.lib import llvm as LC
from gpuopt.passes.lib.llvm import LLVMTypeConverter, MemRefDescriptor
from gpuopt.passes.manager import Pass
from gpuopt.rewrite.pattern import Pattern

_PTR = llvm.PointerType.get(0)
_LLVM_OPS = {cls.name: cls for cls in llvm.LLVM.ops}
_SPACES = {"global": 1, "workgroup": 3, "private": 0}


class NVVMTypeConverter(LLVMTypeConverter):
    """The LLVMTypeConverter with `#gpu.address_space<...>` memory spaces as NVVM numbers them."""

    def memory_space(self, t) -> int | None:
        ms = t.memory_space
        text = str(ms) if ms is not None else ""
        if text.startswith("#gpu.address_space<"):
            return _SPACES.get(text[len("#gpu.address_space<"):-1])
        return super().memory_space(t)


def _op(rw, name: str, operands, result_types, attrs=None):
    return rw.insert(_LLVM_OPS[name].create(list(operands), list(result_types),
                                            dict(attrs or {}), [], []))


def _value_loc(v):
    return v.loc if isinstance(v, BlockArgument) else v.op.loc


def _i32(rw, n: int):
    return LC.int_constant(rw, T.i32, n)


def _module_block(op):
    """The body of the gpu.module (or other symbol table) around `op`."""
    p = op.parent_op
    while p is not None and p.name not in ("gpu.module", "builtin.module"):
        p = p.parent_op
    return p.regions[0].blocks[0]


def _lookup(block, name: str):
    for o in block.ops:
        sym = o.attributes.get("sym_name")
        if isinstance(sym, A.StringAttr) and sym.value == name:
            return o
    return None


def _declare(rw, block, name: str, ftype, before=None):
    """`llvm.func @name` of type `ftype`, declared at the start of `block` (or before
    `before`) unless it is there."""
    got = _lookup(block, name)
    if got is not None:
        return got
    fn = llvm.LLVMFuncOp.create([], [], {"sym_name": A.StringAttr(name),
                                         "function_type": LC.interned(A.TypeAttr(ftype))},
                                [Region()], [])
    with rw.saved_insertion():
        if before is not None:
            rw.before(before)
        else:
            rw.at_start(block)
        rw.insert(fn)
    return fn


def _global(rw, name: str, gtype, space: int, *, constant=False, value=None, linkage="internal",
            alignment=None):
    attrs = {"sym_name": A.StringAttr(name), "global_type": LC.interned(A.TypeAttr(gtype)),
             "linkage": llvm.linkage(linkage), "addr_space": A.IntegerAttr.get(space, T.i32)}
    if constant:
        attrs["constant"] = A.UNIT
    if value is not None:
        attrs["value"] = value
    if alignment is not None:
        attrs["alignment"] = A.IntegerAttr.get(alignment, T.i64)
    return rw.insert(llvm.GlobalOp.create([], [], attrs, [Region()], []))


def _gep_const(rw, base, indices, elem):
    return rw.create(llvm.GEPOp, base=base, dynamic_indices=[],
                     raw_constant_indices=LC.interned(A.DenseArrayAttr(T.i32, tuple(indices))),
                     elem_type=LC.interned(A.TypeAttr(elem)), result_types=[base.type]).results[0]


def _addressof(rw, g):
    space = g.attributes["addr_space"].value
    return rw.create(llvm.AddressOfOp, global_name=A.SymbolRefAttr(g.attributes["sym_name"].value),
                     result_types=[llvm.PointerType.get(space)]).results[0]


class _GpuPattern(Pattern):
    def __init__(self, tc: NVVMTypeConverter, op_type, benefit: int = 1) -> None:
        self.tc = tc
        self.op_types = (op_type,)
        self.benefit = benefit
        self.name = f"{type(self).__name__}<{op_type.name}>"


# ---- gpu.func and gpu.return --------------------------------------------------------------
_VALUE_ATTRS = ("llvm.returned", "llvm.noundef", "llvm.inreg")
_POINTER_ATTRS = ("llvm.noalias", "llvm.nocapture", "llvm.nofree", "llvm.nonnull", "llvm.readnone",
                  "llvm.readonly", "llvm.writeonly", "llvm.align", "llvm.dereferenceable",
                  "llvm.dereferenceable_or_null")


def _argument_attrs(op, conv, arg_attrs):
    """The llvm.func's arg_attrs as mlir-opt-19 copies them: `returned`/`noundef`/`inreg` to
    every argument an input expands to, the pointer attributes to its pointers (noalias only
    to a single one, else a warning); other attributes are dropped."""
    from gpuopt import diag
    new = [dict() for _ in conv.converted_types]
    for i, d in enumerate(arg_attrs.value):
        start, n = conv.inputs[i]
        items = d.as_dict() if isinstance(d, A.DictionaryAttr) else {}
        if not items:
            continue
        targets = conv.converted_types[start:start + n]
        for k in _VALUE_ATTRS:
            if k in items:
                for j in range(n):
                    new[start + j][k] = items[k]
        if not any(isinstance(t, llvm.PointerType) for t in targets):
            continue
        for k in _POINTER_ATTRS:
            if k not in items:
                continue
            if n > 1 and k == "llvm.noalias":
                diag.emit_warning("Cannot copy noalias with non-bare pointers.\n", op.loc)
                continue
            for j, t in enumerate(targets):
                if isinstance(t, llvm.PointerType):
                    new[start + j][k] = items[k]
    if not any(new):
        return None
    return A.ArrayAttr(tuple(A.DictionaryAttr(tuple(sorted(x.items()))) for x in new))


class GPUFuncOpLowering(_GpuPattern):
    def rewrite(self, op, rw) -> None:
        tc = self.tc
        ft = op.attributes["function_type"].value
        got = tc.convert_function_signature_llvm(ft)
        if got is None:
            return rw.no_match(op, "signature conversion failed")
        conv, lft = got
        name = op.attributes["sym_name"].value
        entry = op.body.blocks[0] if op.body.blocks else None
        n_in = len(ft.inputs)
        n_wg = getattr(op.attributes.get("workgroup_attributions"), "value", 0) or 0
        attributions = entry.args[n_in:] if entry is not None else []
        rw.before(op)
        globals_ = []
        for i, a in enumerate(attributions[:n_wg]):
            mt = a.type
            elem = tc.convert_type(mt.element_type)
            n = 1
            for d in mt.shape:
                n *= d
            globals_.append(_global(rw, f"__wg_{name}_{i}", llvm.ArrayType.get(n, elem), 3))
        attrs = {k: v for k, v in op.attributes.items()
                 if k not in ("sym_name", "function_type", "workgroup_attributions",
                              "known_block_size", "known_grid_size")}
        block_size = op.attributes.get("known_block_size")  # the properties, under the
        grid_size = op.attributes.get("known_grid_size")    # discardable attributes' names
        if block_size is not None:
            attrs["gpu.known_block_size"] = block_size
        if grid_size is not None:
            attrs["gpu.known_grid_size"] = grid_size
        if op.is_kernel:
            attrs[nvvm.KERNEL_ATTR] = A.UNIT
            if block_size is not None:
                attrs["nvvm.maxntid"] = block_size
        attrs.pop("arg_attrs", None)
        arg_attrs = op.attributes.get("arg_attrs")
        if isinstance(arg_attrs, A.ArrayAttr):
            new_attrs = _argument_attrs(op, conv, arg_attrs)
            if new_attrs is not None:
                attrs["arg_attrs"] = new_attrs
        d = {"sym_name": A.StringAttr(name), "function_type": A.TypeAttr(lft)}
        d.update(sorted(attrs.items()))
        fn = rw.insert(llvm.LLVMFuncOp.create([], [], d, [Region()], []))
        fn.loc = op.loc
        if entry is None:
            rw.erase(op)
            return
        with rw.saved_insertion():
            rw.at_start(entry)
            extra = []
            for g, a in zip(globals_, attributions[:n_wg], strict=True):
                addr = _addressof(rw, g)
                mem = _gep_const(rw, addr, (0, 0), g.attributes["global_type"].value)
                d = MemRefDescriptor.from_static_shape(rw, tc, a.type, mem).value
                extra.append(rw._cast_after("source", d, [a.type]).results[0])
            for a in attributions[n_wg:]:
                mt = a.type
                n = 1
                for dd in mt.shape:
                    n *= dd
                count = LC.int_constant(rw, T.i64, n)
                ptr = rw.create(llvm.AllocaOp, array_size=count,
                                elem_type=LC.interned(A.TypeAttr(tc.convert_type(mt.element_type))),
                                result_types=[_PTR]).results[0]
                d = MemRefDescriptor.from_static_shape(rw, tc, mt, ptr).value
                extra.append(rw._cast_after("source", d, [mt]).results[0])
        conv.inputs = list(conv.inputs) + extra
        rw.inline_region_before(op.body, fn.body)
        if rw.convert_region_types(fn.body, tc, conv) is None:
            return rw.no_match(op, "region types conversion failed")
        rw.erase(op)


class GPUReturnOpLowering(_GpuPattern):
    def rewrite(self, op, rw) -> None:
        operands = [rw.remap(v)[0] for v in op.operands]
        rw.before(op)
        if len(operands) <= 1:
            rw.insert(llvm.ReturnOp.create(operands, [], {}, [], []))
            return rw.replace(op, [])
        packed_t = self.tc.pack_function_results([v.type for v in op.operands])
        if packed_t is None:
            return rw.no_match(op, "could not convert result types")
        packed = LC.undef(rw, packed_t)
        for i, v in enumerate(operands):
            packed = LC.insert(rw, packed, v, [i])
        rw.insert(llvm.ReturnOp.create([packed], [], {}, [], []))
        rw.replace(op, [])


# ---- ids and dims -------------------------------------------------------------------------
_INDEX_OPS = {"gpu.thread_id": "tid", "gpu.block_dim": "ntid", "gpu.block_id": "ctaid",
              "gpu.grid_dim": "nctaid", "gpu.cluster_id": "clusterid",
              "gpu.cluster_dim": "nclusterid", "gpu.cluster_block_id": "cluster.ctaid"}


def _to_index(rw, tc, v):
    w = tc.index_bitwidth
    if w > 32:
        return _op(rw, "llvm.sext", [v], [tc.index_type]).results[0]
    if w < 32:
        return _op(rw, "llvm.trunc", [v], [tc.index_type]).results[0]
    return v


class IndexIntrinsicLowering(_GpuPattern):
    def rewrite(self, op, rw) -> None:
        reg = _INDEX_OPS[op.name]
        dim = str(op.attributes["dimension"])
        dim = dim[dim.rindex(" ") + 1:].rstrip(">")
        rw.before(op)
        v = rw.insert(nvvm.sreg_op(reg, dim).create([], [T.i32], {}, [], [])).results[0]
        rw.replace(op, [_to_index(rw, self.tc, v)])


class GlobalIdLowering(_GpuPattern):
    """`gpu.global_id` as upstream's GpuGlobalIdRewriter spells it, block_id * block_dim +
    thread_id, on the special registers (mlir-opt-19 aborts on it: issue 20, bug 6)."""
    # %b = ctaid.<d>, %n = ntid.<d> (each extended to the index width), %m = llvm.mul %b, %n,
    # %t = tid.<d> (extended), llvm.add %t, %m
    def rewrite(self, op, rw) -> None:
        dim = str(op.attributes["dimension"])
        dim = dim[dim.rindex(" ") + 1:].rstrip(">")
        rw.before(op)
        reg = {}
        for name in ("ctaid", "ntid", "tid"):
            v = rw.insert(nvvm.sreg_op(name, dim).create([], [T.i32], {}, [], [])).results[0]
            reg[name] = _to_index(rw, self.tc, v)
            if name == "ntid":
                it = self.tc.index_type
                reg["mul"] = _op(rw, "llvm.mul", [reg["ctaid"], reg["ntid"]], [it]).results[0]
        add = _op(rw, "llvm.add", [reg["tid"], reg["mul"]], [self.tc.index_type]).results[0]
        rw.replace(op, [add])


class LaneIdLowering(_GpuPattern):
    def rewrite(self, op, rw) -> None:
        rw.before(op)
        v = rw.insert(nvvm.sreg_op("laneid").create([], [T.i32], {}, [], [])).results[0]
        rw.replace(op, [_to_index(rw, self.tc, v)])


class BarrierLowering(_GpuPattern):
    def rewrite(self, op, rw) -> None:
        rw.before(op)
        rw.insert(nvvm.Barrier0Op.create([], [], {}, [], []))
        rw.replace(op, [])


_SHFL = {"xor": "bfly", "up": "up", "down": "down", "idx": "idx"}


def _shuffle_mode(op) -> str:
    text = str(op.attributes["mode"])
    return text[text.rindex(" ") + 1:].rstrip(">")


class ShuffleLowering(_GpuPattern):
    def rewrite(self, op, rw) -> None:
        value, offset, width = (rw.remap(v)[0] for v in op.operands)
        mode = _shuffle_mode(op)
        rw.before(op)
        one = _i32(rw, 1)
        minus_one = _i32(rw, -1)
        thirty_two = _i32(rw, 32)
        lead = _op(rw, "llvm.sub", [thirty_two, width], [T.i32]).results[0]
        mask = _op(rw, "llvm.lshr", [minus_one, lead], [T.i32]).results[0]
        clamp = lead if mode == "up" else _op(rw, "llvm.sub", [width, one], [T.i32]).results[0]
        pred_used = bool(op.results[1].uses)
        attrs = {"kind": nvvm.ShflKindAttr(_SHFL[mode])}
        rt = value.type
        if pred_used:
            attrs["return_value_and_is_valid"] = A.UNIT
            rt = llvm.StructType.get([value.type, T.i1])
        shfl = rw.insert(nvvm.ShflSyncOp.create([mask, value, offset, clamp], [rt], attrs, [],
                                                [])).results[0]
        if pred_used:
            rw.replace(op, [LC.extract(rw, shfl, [0]), LC.extract(rw, shfl, [1])])
        else:
            rw.replace(op, [shfl, None])


_REDUX = {"add": "add", "and": "and", "maxsi": "max", "minsi": "min", "or": "or",
          "xor": "xor"}  # mlir-opt-19 has no unsigned, float or mul reductions here


class SubgroupReduceLowering(_GpuPattern):
    def rewrite(self, op, rw) -> None:
        if "uniform" not in op.attributes:
            return rw.no_match(op, "cannot be lowered to redux as the op must be run uniformly "
                                   "(entire subgroup).")
        if op.operands[0].type is not T.i32:
            return rw.no_match(op, "unsupported data type")
        text = str(op.attributes["op"])
        kind = _REDUX.get(text[text.rindex(" ") + 1:].rstrip(">"))
        if kind is None:
            return rw.no_match(op, "unsupported reduction mode for redux")
        rw.before(op)
        minus_one = _i32(rw, -1)
        v = rw.remap(op.operands[0])[0]
        r = rw.insert(nvvm.ReduxSyncOp.create([v, minus_one], [T.i32],
                                              {"kind": nvvm.redux_kind(kind)},
                                              [], []))
        rw.replace(op, r.results)


# ---- shared memory and printf ---------------------------------------------------------------
class DynamicSharedMemoryLowering(_GpuPattern):
    def rewrite(self, op, rw) -> None:
        tc = self.tc
        block = _module_block(op)
        arr = llvm.ArrayType.get(0, T.i8)
        g = None
        for o in block.ops:
            if o.name == "llvm.mlir.global" and o.attributes["global_type"].value == arr and \
                    o.attributes["addr_space"].value == 3:
                g = o
                break
        if g is None:
            n = 0
            while _lookup(block, f"__dynamic_shmem__{n}") is not None:
                n += 1
            with rw.saved_insertion():
                rw.at_start(block)
                g = _global(rw, f"__dynamic_shmem__{n}", arr, 3, alignment=16)
        rw.before(op)
        base = _addressof(rw, g)
        ptr = _gep_const(rw, base, (0,), T.i8)
        size = LC.index_constant(rw, tc, 0)
        stride = LC.index_constant(rw, tc, 1)
        null = rw.create(llvm.ZeroOp, result_types=[_PTR]).results[0]
        gep = rw.create(llvm.GEPOp, base=null, dynamic_indices=[stride],
                        raw_constant_indices=LC.interned(A.DenseArrayAttr(T.i32, (-2147483648,))),
                        elem_type=LC.interned(A.TypeAttr(T.i8)), result_types=[_PTR]).results[0]
        rw.create(llvm.PtrToIntOp, arg=gep, result_types=[tc.index_type])
        mt = T.MemRefType.get((0,), T.i8, memory_space=op.results[0].type.memory_space)
        d = MemRefDescriptor.undef(rw, tc.convert_type(mt))
        d.set_allocated_ptr(rw, ptr)
        d.set_aligned_ptr(rw, ptr)
        d.set_constant_offset(rw, tc, 0)
        d.set_size(rw, 0, size)
        d.set_stride(rw, 0, stride)
        rw.replace(op, [d.value])


class PrintfLowering(_GpuPattern):
    """`gpu.printf` -> `vprintf(format, args)`, the arguments in a stack struct."""

    def rewrite(self, op, rw) -> None:
        block = _module_block(op)
        vprintf_t = llvm.LLVMFunctionType.get(T.i32, [_PTR, _PTR])
        _declare(rw, block, "vprintf", vprintf_t)
        n = 0
        while _lookup(block, f"printfFormat_{n}") is not None:
            n += 1
        fmt = op.attributes["format"].value + "\0"
        size = len(fmt.encode("utf-8"))
        arr = llvm.ArrayType.get(size, T.i8)
        with rw.saved_insertion():
            rw.at_start(block)
            g = _global(rw, f"printfFormat_{n}", arr, 0, constant=True, value=A.StringAttr(fmt))
        rw.before(op)
        addr = _addressof(rw, g)
        start = _gep_const(rw, addr, (0, 0), arr)
        args, types = [], []
        for v in op.operands:
            a = rw.remap(v)[0]
            if isinstance(a.type, T.FloatType):
                a = _op(rw, "llvm.fpext", [a], [T.f64]).results[0]
            args.append(a)
            types.append(a.type)
        st = llvm.StructType.get(types)
        one = LC.index_constant(rw, T.i64, 1)  # i64 whatever the index width
        buf = rw.create(llvm.AllocaOp, array_size=one, elem_type=LC.interned(A.TypeAttr(st)),
                        result_types=[_PTR]).results[0]
        for i, a in enumerate(args):
            p = _gep_const(rw, buf, (0, i), st)
            rw.insert(llvm.StoreOp.create([a, p], [], {}, [], []))
        rw.insert(llvm.CallOp.create([start, buf], [T.i32],
                                     {"callee": A.SymbolRefAttr("vprintf")}, [], []))
        rw.replace(op, [])


# ---- math -> libdevice --------------------------------------------------------------------
_LIBDEVICE = {
    "math.absf": "fabs", "math.atan": "atan", "math.atan2": "atan2", "math.cbrt": "cbrt",
    "math.ceil": "ceil", "math.cos": "cos", "math.exp": "exp", "math.exp2": "exp2",
    "math.expm1": "expm1", "math.floor": "floor", "arith.remf": "fmod", "math.log": "log",
    "math.log1p": "log1p", "math.log10": "log10", "math.log2": "log2", "math.powf": "pow",
    "math.rsqrt": "rsqrt", "math.sin": "sin", "math.sqrt": "sqrt", "math.tanh": "tanh",
    "math.tan": "tan", "math.erf": "erf",
}


class OpToFuncCallLowering(Pattern):
    """A scalar f32/f64 op (f16 through f32) -> `llvm.call @__nv_<name>[f]`; a 1-D vector one
    unrolled element by element (ScalarizeVectorOpLowering)."""

    benefit = 2

    def __init__(self, tc, op_name: str, base: str) -> None:
        self.tc = tc
        self.op_name = op_name
        self.base = base
        self.name = f"OpToFuncCallLowering<{op_name}>"

    def matches(self, op) -> bool:
        return op.name == self.op_name

    def _call(self, rw, op, args):
        t = args[0].type
        if any(a.type is not t for a in args) or not isinstance(t, T.FloatType):
            return None
        orig = t
        if t is T.f16:
            exts = [_op(rw, "llvm.fpext", [a], [T.f32]) for a in args]
            for e, a in zip(exts, args, strict=True):
                e.loc = _value_loc(a)  # MLIR 19 gives the extension its operand's location
            args = [e.results[0] for e in exts]
            t = T.f32
        if t is T.f32:
            name = f"__nv_{self.base}f"
        elif t is T.f64:
            name = f"__nv_{self.base}"
        else:
            return None
        fn = op.parent_op
        while fn is not None and fn.name not in ("llvm.func", "func.func", "gpu.func"):
            fn = fn.parent_op
        ftype = llvm.LLVMFunctionType.get(t, [t] * len(args))
        _declare(rw, fn.parent, name, ftype, before=fn)
        r = rw.insert(llvm.CallOp.create(list(args), [t], {"callee": A.SymbolRefAttr(name)},
                                         [], [])).results[0]
        if orig is T.f16:
            r = _op(rw, "llvm.fptrunc", [r], [T.f16]).results[0]
        return r

    def rewrite(self, op, rw) -> None:
        args = [rw.remap(v)[0] for v in op.operands]
        t = args[0].type
        rw.before(op)
        if isinstance(t, T.VectorType):
            if len(t.shape) != 1 or not isinstance(op.results[0].type, T.VectorType):
                return rw.no_match(op, "expected a 1-D vector")
            res = LC.undef(rw, t)
            for i in range(t.shape[0]):
                idx = LC.int_constant(rw, T.i64, i)
                parts = [rw.create(llvm.ExtractElementOp, vector=a, position=idx,
                                   result_types=[t.element_type]).results[0] for a in args]
                r = self._call(rw, op, parts)
                if r is None:
                    return rw.no_match(op, "unsupported type")
                res = rw.create(llvm.InsertElementOp, vector=res, value=r, position=idx,
                                result_types=[t]).results[0]
            return rw.replace(op, [res])
        r = self._call(rw, op, args)
        if r is None:
            return rw.no_match(op, "unsupported type")
        rw.replace(op, [r])


def math_patterns(tc) -> list[Pattern]:
    return [OpToFuncCallLowering(tc, n, b) for n, b in _LIBDEVICE.items()]


def gpu_patterns(tc: NVVMTypeConverter, has_redux: bool = False) -> list[Pattern]:
    """populateGpuToNVVMConversionPatterns (and the redux pattern with `has_redux`)."""
    out: list[Pattern] = [GPUFuncOpLowering(tc, gpu.GPUFuncOp),
                          GPUReturnOpLowering(tc, gpu.ReturnOp),
                          LaneIdLowering(tc, gpu.LaneIdOp), BarrierLowering(tc, gpu.BarrierOp),
                          GlobalIdLowering(tc, gpu.GlobalIdOp),
                          ShuffleLowering(tc, gpu.ShuffleOp),
                          DynamicSharedMemoryLowering(tc, gpu.DynamicSharedMemoryOp),
                          PrintfLowering(tc, gpu.PrintfOp)]
    for cls in (gpu.ThreadIdOp, gpu.BlockDimOp, gpu.BlockIdOp, gpu.GridDimOp, gpu.ClusterIdOp,
                gpu.ClusterDimOp, gpu.ClusterBlockIdOp):
        out.append(IndexIntrinsicLowering(tc, cls))
    if has_redux:
        out.append(SubgroupReduceLowering(tc, gpu.SubgroupReduceOp))
    return out + math_patterns(tc)


# ---- the greedy pre-pass: 64-bit shuffles as two 32-bit ones --------------------------------
def _split_shuffle(op, rw) -> None:
    """GpuShuffleRewriter: a shuffle of an f64/i64 value as two shuffles of its i32 halves."""
    from gpuopt.dialects import arith
    v, offset, width = op.operands
    t = v.type
    if not (isinstance(t, T.IntegerType | T.FloatType) and t.width == 64):
        return rw.no_match(op, "only 64-bit int/float values")

    vloc = _value_loc(v)

    def mk(name, operands, rt, attrs=None, loc=vloc):
        cls = arith.OPS[name] if name != "constant" else arith.ConstantOp
        new = cls.create(list(operands), [rt], dict(attrs or {}), [], [])
        new.loc = loc
        return rw.insert(new).results[0]

    def shuffle(x):
        new = gpu.ShuffleOp.create([x, offset, width], [T.i32, T.i1],
                                   {"mode": op.attributes["mode"]}, [], [])
        new.loc = op.loc
        return rw.insert(new).results

    rw.before(op)
    i64 = T.i64
    x = v if isinstance(t, T.IntegerType) else mk("bitcast", [v], i64)
    lo = mk("trunci", [x], T.i32)
    c32 = mk("constant", [], i64, {"value": A.IntegerAttr.get(32, i64)})
    hi = mk("trunci", [mk("shrui", [x, c32], i64)], T.i32)
    s1 = shuffle(lo)
    s2 = shuffle(hi)
    e1 = mk("extui", [s1[0]], i64)
    r = mk("ori", [mk("shli", [mk("extui", [s2[0]], i64), c32], i64), e1], i64, loc=op.loc)
    if not isinstance(t, T.IntegerType):
        r = mk("bitcast", [r], t)
    ok = mk("andi", [s1[1], s2[1]], T.i1, loc=op.loc)
    rw.replace(op, [r, ok])


class _ShuffleRewriter(Pattern):
    op_types = (gpu.ShuffleOp,)
    name = "GpuShuffleRewriter"

    def rewrite(self, op, rw) -> None:
        _split_shuffle(op, rw)


# ---- the greedy pre-pass: uniform gpu.all_reduce (AllReduceLowering.cpp) --------------------
_SUBGROUP = 32
_REDUCTION = {"add": ("addi", "addf"), "mul": ("muli", "mulf"), "minui": ("minui", None),
              "minsi": ("minsi", None), "maxui": ("maxui", None), "maxsi": ("maxsi", None),
              "minnumf": (None, "minnumf"), "maxnumf": (None, "maxnumf"),
              "minimumf": (None, "minimumf"), "maximumf": (None, "maximumf"),
              "and": ("andi", None), "or": ("ori", None), "xor": ("xori", None)}


class _AllReduceRewriter:
    """GpuAllReduceRewriter: one uniform `gpu.all_reduce` as a reduction within each subgroup
    (xor shuffles), the partial results in a new 32-element workgroup attribution, a second
    subgroup reduction of those by the first subgroup, and barriers between."""

    def __init__(self, func, op, rw) -> None:
        self.func, self.op, self.rw = func, op, rw
        self.loc = op.loc
        self.vtype = op.operands[0].type

    def mk(self, name, operands, rt, attrs=None):
        from gpuopt.dialects import arith
        cls = arith.ConstantOp if name == "constant" else arith.OPS[name]
        new = cls.create(list(operands), [rt] if rt is not None else [], dict(attrs or {}),
                         [], [])
        new.loc = self.loc
        return self.rw.insert(new).results[0]

    def const(self, n: int, t=T.i32):
        return self.mk("constant", [], t, {"value": A.IntegerAttr.get(n, t)})

    def cmpi(self, pred: str, a, b):
        from gpuopt.dialects import arith
        new = arith.CmpIOp.create(
            [a, b], [T.i1],
            {"predicate": A.IntegerAttr.get(arith.CMPI_PREDICATES.index(pred), T.i64)}, [], [])
        new.loc = self.loc
        return self.rw.insert(new).results[0]

    def other(self, cls, operands, rts, attrs=None, successors=()):
        new = cls.create(list(operands), list(rts), dict(attrs or {}), [], list(successors))
        new.loc = self.loc
        return self.rw.insert(new)

    def dim(self, cls, d: str):
        v = self.other(cls, [], [T.index], {"dimension": gpu.EnumAttr("dim", d)}).results[0]
        return self.mk("index_cast", [v], T.i32)

    def br(self, dest, operands=()):
        from gpuopt.dialects import cf
        return self.rw.insert(cf.BranchOp.build(dest_operands=list(operands), successors=[dest],
                                                loc=self.loc))

    def cond_br(self, cond, t, f):
        from gpuopt.dialects import cf
        return self.rw.insert(cf.CondBranchOp.build(
            condition=cond, true_dest_operands=[], false_dest_operands=[], successors=[t, f],
            loc=self.loc))

    def load(self, buf, index):
        from gpuopt.dialects import memref
        return self.other(memref.LoadOp, [buf, index], [self.vtype],
                          {"nontemporal": A.bool_attr(False)}).results[0]

    def store(self, value, buf, index):
        from gpuopt.dialects import memref
        self.other(memref.StoreOp, [value, buf, index], [], {"nontemporal": A.bool_attr(False)})

    def add_arg(self, block, t, loc):
        a = block.add_arg(t, loc)
        if self.rw.journal is not None:
            self.rw._log(lambda: block.args.remove(a))
        return a

    def rewrite(self) -> None:
        rw = self.rw
        rw.before(self.op)
        dim_x = self.dim(gpu.BlockDimOp, "x")
        dim_y = self.dim(gpu.BlockDimOp, "y")
        dim_z = self.dim(gpu.BlockDimOp, "z")
        tid_x = self.dim(gpu.ThreadIdOp, "x")
        tid_y = self.dim(gpu.ThreadIdOp, "y")
        tid_z = self.dim(gpu.ThreadIdOp, "z")
        tmp1 = self.mk("muli", [tid_z, dim_y], T.i32)
        tmp2 = self.mk("addi", [tmp1, tid_y], T.i32)
        tmp3 = self.mk("muli", [tmp2, dim_x], T.i32)
        tmp4 = self.mk("muli", [dim_x, dim_y], T.i32)
        invocation = self.mk("addi", [tmp3, tid_x], T.i32)
        size = self.mk("muli", [tmp4, dim_z], T.i32)
        mask = self.const(_SUBGROUP - 1)
        lane = self.mk("andi", [invocation, mask], T.i32)
        first_lane = self.cmpi("eq", lane, self.const(0))
        smaller = self.mk("subi", [invocation, lane], T.i32)
        active = self.mk("subi", [size, smaller], T.i32)
        accum = self.factory()
        partial = self.subgroup_reduce(active, self.op.operands[0], accum)
        buf = self.workgroup_buffer()

        def write_partial():
            sid = self.mk("divsi", [invocation, self.const(_SUBGROUP)], T.i32)
            self.store(partial, buf, self.mk("index_cast", [sid], T.index))
        self.predicated(first_lane, write_partial)
        self.other(gpu.BarrierOp, [], [])
        biased = self.mk("addi", [size, mask], T.i32)
        groups = self.mk("divsi", [biased, self.const(_SUBGROUP)], T.i32)
        valid = self.cmpi("slt", invocation, groups)
        zero = self.const(0, T.index)

        def reduce_partials():
            v = self.load(buf, self.mk("index_cast", [invocation], T.index))
            self.store(self.subgroup_reduce(groups, v, accum), buf, zero)
        self.predicated(valid, reduce_partials)
        self.other(gpu.BarrierOp, [], [])
        result = self.load(buf, zero)
        rw.replace(self.op, [result])

    def workgroup_buffer(self):
        from gpuopt.diag import UNKNOWN_LOC
        f = self.func
        n_wg = getattr(f.attributes.get("workgroup_attributions"), "value", 0) or 0
        t = T.MemRefType.get([_SUBGROUP], self.vtype,
                             memory_space=A.OpaqueAttr("#gpu.address_space<workgroup>"))
        entry = f.regions[0].blocks[0]
        at = len(f.type.inputs) + n_wg
        arg = BlockArgument(t, entry, at, UNKNOWN_LOC)
        entry.args.insert(at, arg)
        for i, a in enumerate(entry.args):
            a.index = i
        f.attributes["workgroup_attributions"] = A.IntegerAttr.get(n_wg + 1, T.i64)
        self.rw.modified(f)
        return arg

    def factory(self):
        body = self.op.regions[0] if self.op.regions else None
        if body is not None and body.blocks:
            return lambda lhs, rhs: self.clone_body(body, lhs, rhs)
        kind = self.op.attributes["op"].keyword
        i_name, f_name = _REDUCTION[kind]
        name = f_name if isinstance(self.vtype, T.FloatType) else i_name
        return lambda lhs, rhs: self.mk(name, [lhs, rhs], lhs.type)

    def clone_body(self, body, lhs, rhs):
        from gpuopt.dialects import cf
        from gpuopt.ir.clone import clone
        rw = self.rw
        block, index = rw.block, rw.index
        split = rw.split_block(block, index)
        region = split.parent
        m = {body.blocks[0].args[0]: lhs, body.blocks[0].args[1]: rhs}
        copies = []
        for b in body.blocks:
            nb = rw.create_block(region, split)
            for a in b.args:
                if a not in m:
                    m[a] = self.add_arg(nb, a.type, a.loc)
            m[b] = nb
            copies.append((b, nb))
        for b, nb in copies:
            rw.at_end(nb)
            for o in b.ops:
                rw.insert(clone(o, m))
        rw.at_end(block)
        self.br(copies[0][1])
        for _, nb in copies:
            term = nb.ops[-1] if nb.ops else None
            if term is None or term.name != "gpu.yield":
                continue
            rw.at_end(nb)
            rw.before(term)
            new = cf.BranchOp.build(dest_operands=[term.operands[0]], successors=[split],
                                    loc=term.loc)
            rw.insert(new)
            rw.replace(term, [])
        rw.at_start(split)
        return self.add_arg(split, lhs.type, _value_loc(lhs))

    def if_else(self, cond, then_fn, else_fn):
        """createIf: `cond_br cond, ^then, ^else`; both branch to ^continue with their values,
        which become its arguments; the insertion point ends at its start."""
        rw = self.rw
        current, point = rw.block, rw.index
        then_b = rw.split_block(current, point)
        else_b = rw.split_block(then_b, 0)
        cont = rw.split_block(else_b, 0)
        rw.at_end(current)
        self.cond_br(cond, then_b, else_b)
        rw.at_start(then_b)
        then_vals = then_fn()
        self.br(cont, then_vals)
        rw.at_start(else_b)
        else_vals = else_fn()
        self.br(cont, else_vals)
        rw.at_start(cont)
        for v in then_vals:
            self.add_arg(cont, v.type, _value_loc(v))

    def predicated(self, cond, fn):
        def then():
            fn()
            return []
        self.if_else(cond, then, lambda: [])

    def subgroup_reduce(self, active, operand, accum):
        rw = self.rw
        sg = self.const(_SUBGROUP)
        partial = self.cmpi("slt", active, sg)
        mode = {"mode": gpu.EnumAttr("shuffle_mode", "xor")}

        def partial_reduce():
            value = operand
            i = 1
            while i < _SUBGROUP:
                off = self.const(i)
                sh = self.other(gpu.ShuffleOp, [value, off, active], [self.vtype, T.i1], mode)
                v = value
                self.if_else(sh.results[1], lambda v=v, sh=sh: [accum(v, sh.results[0])],
                             lambda v=v: [v])
                value = rw.block.args[0]
                i <<= 1
            return [value]

        def full_reduce():
            value = operand
            i = 1
            while i < _SUBGROUP:
                off = self.const(i)
                sh = self.other(gpu.ShuffleOp, [value, off, sg], [self.vtype, T.i1], mode)
                value = accum(value, sh.results[0])
                i <<= 1
            return [value]

        self.if_else(partial, partial_reduce, full_reduce)
        return rw.block.args[0]


class _AllReduceRewrite(Pattern):
    """GpuAllReduceRewrite: on a gpu.func, every gpu.all_reduce when all are uniform."""
    op_types = (gpu.GPUFuncOp,)
    name = "GpuAllReduceRewrite"

    def rewrite(self, op, rw) -> None:
        ops = [o for o in op.walk() if o.name == "gpu.all_reduce"]
        if not ops or any("uniform" not in o.attributes for o in ops):
            return rw.no_match(op, "Non uniform reductions are not supported yet.")
        for o in ops:
            _AllReduceRewriter(op, o, rw).rewrite()


def _vector_patterns(tc) -> list:
    """The vector-to-llvm conversion patterns mlir-opt-19's pass includes, where gpuopt has
    --convert-vector-to-llvm."""
    try:
        from gpuopt.passes.convert_vector_to_llvm import vector_patterns
    except ImportError:
        return []
    return vector_patterns(tc)


def nvvm_target():
    """configureGpuToNVVMConversionLegality."""
    from gpuopt.rewrite.conversion import ConversionTarget
    t = ConversionTarget(legal_dialects=["llvm", "nvvm"], illegal_dialects=["gpu"],
                         illegal=["func.func"],
                         legal=["gpu.yield", "gpu.module", "gpu.module_end"])
    t.add_illegal_op("llvm.intr.cos", "llvm.intr.exp", "llvm.intr.exp2", "llvm.intr.fabs",
                     "llvm.intr.ceil", "llvm.intr.floor", "llvm.frem", "llvm.intr.log",
                     "llvm.intr.log10", "llvm.intr.log2", "llvm.intr.pow", "llvm.intr.sin",
                     "llvm.intr.sqrt")
    return t


@dataclass
class ConvertGpuToNVVM(Pass, flag="convert-gpu-to-nvvm"):
    """Generate NVVM operations for gpu operations"""

    has_redux: bool = field(default=False, metadata={"help": "Target gpu supports redux"})
    index_bitwidth: int = field(default=0, metadata={
        "help": "Bitwidth of the index type, 0 to use size of machine word", "type": "uint"})
    use_bare_ptr_memref_call_conv: bool = field(default=False, metadata={
        "help": "Replace memref arguments in GPU functions with bare pointers. All memrefs "
                "must have static shape."})

    anchor = "gpu.module"
    pass_name = "ConvertGpuOpsToNVVMOps"

    def run(self, op) -> None:
        from gpuopt.passes.finalize_memref_to_llvm import memref_patterns
        from gpuopt.rewrite.conversion import apply_conversion
        from gpuopt.rewrite.greedy import apply_greedy
        for o in op.regions[0].blocks[0].ops:
            if o.name == "func.func":
                o.attributes["llvm.emit_c_interface"] = A.UNIT
        # applyPatternsAndFoldGreedily: region simplification "aggressive" by default in MLIR 19
        apply_greedy(op, [_AllReduceRewrite(), _ShuffleRewriter()], region_simplify="aggressive")
        tc = NVVMTypeConverter(index_bitwidth=self.index_bitwidth or 64,
                               use_bare_ptr_memref_call_conv=self.use_bare_ptr_memref_call_conv)
        patterns = (arith_patterns(tc) + cf_patterns(tc) + func_patterns(tc)
                    + _vector_patterns(tc) + memref_patterns(tc)
                    + gpu_patterns(tc, self.has_redux))
        apply_conversion(op, patterns, nvvm_target(), tc, partial=True)
