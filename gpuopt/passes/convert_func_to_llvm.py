"""`--convert-func-to-llvm`: func.func/return/call/call_indirect/constant to the llvm dialect,
as mlir-opt-19 lowers them.

A `func.func` becomes an `llvm.func` whose memref arguments are expanded into their descriptor
fields (or one pointer with `use-bare-ptr-memref-call-conv`), several results packed into a
struct; `llvm.linkage` gives the linkage, the other attributes stay (`sym_visibility` among
them). The body rebuilds each memref argument from its fields at the entry (in reverse argument
order, each followed by a cast to the descriptor type, as MLIR 19 places them). With
`llvm.emit_c_interface` a `_mlir_ciface_<name>` wrapper takes memrefs by pointer: for a
definition it loads them and calls the function, for a declaration the declaration gets a body
that stores the descriptors on the stack and calls the wrapper (no wrapper with the bare-pointer
convention, silently, as in LLVM 19). As in LLVM 19 the pass also
lowers arith (its patterns come from --convert-arith-to-llvm). The conversion is partial: a
function whose types do not convert (tensors) is left as it is.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import func, llvm
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, BlockArgument, Region
from gpuopt.passes.convert_arith_to_llvm import arith_patterns
from gpuopt.passes.lib.llvm import (
    LLVMTypeConverter,
    MemRefDescriptor,
    UnrankedMemRefDescriptor,
    copy_unranked_descriptors,
    extract,
    index_constant,
    insert,
    llvm_target,
    undef,
)
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite.pattern import Pattern

_PTR = llvm.PointerType.get(0)
_DROPPED = ("sym_name", "function_type", "arg_attrs", "res_attrs", "llvm.linkage")


def _is_memref(t) -> bool:
    return isinstance(t, T.MemRefType)


class _FuncPattern(Pattern):
    def __init__(self, tc: LLVMTypeConverter, op_type) -> None:
        self.tc = tc
        self.op_types = (op_type,)
        self.name = type(self).__name__


def _new_func(rw, name: str, ftype, attrs: dict, linkage=None, loc=None):
    d = {"sym_name": A.StringAttr(name), "function_type": A.TypeAttr(ftype)}
    if linkage is not None:
        d["linkage"] = linkage
    d.update(attrs)
    op = llvm.LLVMFuncOp.create([], [], d, [Region()], [])
    if loc is not None:
        op.loc = loc
    return rw.insert(op)


def _entry_block(fn) -> Block:
    ft = fn.attributes["function_type"].value
    block = Block()
    block.args = [BlockArgument(t, block, i) for i, t in enumerate(ft.params)]
    for a in block.args:
        a.loc = fn.loc
    fn.regions[0].blocks.append(block)
    block.parent = fn.regions[0]
    return block


def _call(rw, callee: str, fn_type, args):
    results = [] if isinstance(fn_type.result, llvm.VoidType) else [fn_type.result]
    return rw.insert(llvm.CallOp.create(list(args), results,
                                        {"callee": A.SymbolRefAttr(callee)}, [], []))


class FuncOpLowering(_FuncPattern):
    def rewrite(self, op, rw) -> None:
        tc = self.tc
        ft = op.attributes["function_type"].value
        if tc.use_bare_ptr and any(isinstance(t, T.MemRefType) and t.shape is None
                                   for t in ft.inputs):
            return rw.no_match(op, "unranked memref is not supported with the bare-pointer "
                                   "calling convention")
        got = tc.convert_function_signature_llvm(ft)
        if got is None:
            return rw.no_match(op, "signature conversion failed")
        conv, lft = got
        attrs = {k: v for k, v in op.attributes.items() if k not in _DROPPED}
        if getattr(attrs.get("sym_visibility"), "value", None) == "public":
            del attrs["sym_visibility"]
        linkage = op.attributes.get("llvm.linkage")
        arg_attrs = op.attributes.get("arg_attrs")
        if isinstance(arg_attrs, A.ArrayAttr):
            new = [A.DictionaryAttr(())] * len(conv.converted_types)
            for i, d in enumerate(arg_attrs.value):
                start, n = conv.inputs[i]
                if n == 1:
                    new[start] = d
            attrs["arg_attrs"] = A.ArrayAttr(tuple(new))
        res_attrs = op.attributes.get("res_attrs")
        if isinstance(res_attrs, A.ArrayAttr) and len(res_attrs.value) == 1:
            attrs["res_attrs"] = res_attrs
        rw.before(op)
        fn = _new_func(rw, A_str(op), lft, attrs, linkage)
        if op.body.blocks:
            rw.inline_region_before(op.body, fn.body)
            if rw.convert_region_types(fn.body, tc, conv) is None:
                return rw.no_match(op, "region types conversion failed")
        if "llvm.emit_c_interface" in op.attributes and not tc.use_bare_ptr:
            if op.body.blocks or fn.body.blocks:
                self.wrap_for_external_callers(op, fn, rw)
            else:
                self.wrap_external_function(op, fn, rw)
        rw.erase(op)

    def c_wrapper_type(self, ft):
        """(wrapper LLVMFunctionType, the result struct returned through argument 0 or None)."""
        tc = self.tc
        res = llvm.VOID if not ft.results else _non_bare_results(tc, ft.results)
        inputs = []
        struct = res if isinstance(res, llvm.StructType) else None
        if struct is not None:
            inputs.append(_PTR)
            res = llvm.VOID
        for t in ft.inputs:
            inputs.append(_PTR if _is_memref(t) else tc.convert_type(t))
        return llvm.LLVMFunctionType.get(res, inputs), struct

    def _wrapper_attrs(self, op, fn, struct):
        attrs = {k: v for k, v in fn.attributes.items()
                 if k not in ("sym_name", "function_type", "arg_attrs", "res_attrs", "linkage",
                              "CConv", "visibility_", "unnamed_addr", "sym_visibility")}
        vis = op.attributes.get("sym_visibility")
        if vis is not None and getattr(vis, "value", None) != "public":
            attrs["sym_visibility"] = vis
        arg_attrs = op.attributes.get("arg_attrs")
        res_attrs = op.attributes.get("res_attrs")
        if struct is None:
            if res_attrs is not None:
                attrs["res_attrs"] = res_attrs
            if arg_attrs is not None:
                attrs["arg_attrs"] = arg_attrs
        elif arg_attrs is not None:
            attrs["arg_attrs"] = A.ArrayAttr((A.DictionaryAttr(()), *arg_attrs.value))
        return attrs

    def wrap_for_external_callers(self, op, fn, rw) -> None:
        ft = op.attributes["function_type"].value
        wtype, struct = self.c_wrapper_type(ft)
        rw.before(op)
        name = "_mlir_ciface_" + A_str(op)
        w = _new_func(rw, name, wtype, self._wrapper_attrs(op, fn, struct))
        block = _entry_block(w)
        with rw.saved_insertion():
            rw.at_start(block)
            args = []
            off = 1 if struct is not None else 0
            for i, t in enumerate(ft.inputs):
                a = block.args[i + off]
                if _is_memref(t):
                    loaded = _load(rw, self.tc.convert_type(t), a)
                    desc = UnrankedMemRefDescriptor if t.shape is None else MemRefDescriptor
                    args += desc.unpack(rw, t, loaded)
                else:
                    args.append(a)
            call = _call(rw, A_str(fn), fn.type, args)
            if struct is not None:
                _store(rw, call.results[0], block.args[0])
                rw.create(llvm.ReturnOp)
            else:
                rw.create(llvm.ReturnOp, arg=call.results[0] if call.results else None)

    def wrap_external_function(self, op, fn, rw) -> None:
        tc = self.tc
        ft = op.attributes["function_type"].value
        wtype, struct = self.c_wrapper_type(ft)
        rw.before(op)
        name = "_mlir_ciface_" + A_str(op)
        w = _new_func(rw, name, wtype, self._wrapper_attrs(op, fn, struct))
        fn.attributes["linkage"] = llvm.linkage("private")
        block = _entry_block(fn)
        with rw.saved_insertion():
            rw.at_start(block)
            args = []
            if struct is not None:
                one = index_constant(rw, tc, 1)
                args.append(_alloca(rw, struct, one))
            rest = list(block.args)
            for t in ft.inputs:
                if _is_memref(t):
                    n = 2 if t.shape is None else 3 + 2 * t.rank
                    desc = UnrankedMemRefDescriptor if t.shape is None else MemRefDescriptor
                    packed = desc.pack(rw, tc, t, rest[:n]).value
                    one = index_constant(rw, tc, 1)
                    ptr = _alloca(rw, packed.type, one)
                    _store(rw, packed, ptr)
                    args.append(ptr)
                    rest = rest[n:]
                else:
                    args.append(rest.pop(0))
            call = _call(rw, name, w.type, args)
            if struct is not None:
                res = _load(rw, struct, args[0])
                rw.create(llvm.ReturnOp, arg=res)
            else:
                rw.create(llvm.ReturnOp, arg=call.results[0] if call.results else None)


def A_str(op) -> str:  # noqa: N802
    return op.attributes["sym_name"].value


def _non_bare_results(tc, types):
    conv = [tc.convert_type(t) for t in types]
    return conv[0] if len(conv) == 1 else llvm.StructType.get(conv)


def _load(rw, t, ptr):
    return rw.insert(llvm.LoadOp.create([ptr], [t], {}, [], [])).results[0]


def _store(rw, value, ptr) -> None:
    rw.insert(llvm.StoreOp.create([value, ptr], [], {}, [], []))


def _alloca(rw, elem_type, size):
    return rw.insert(llvm.AllocaOp.create([size], [_PTR], {"elem_type": A.TypeAttr(elem_type)},
                                          [], [])).results[0]


class ReturnOpLowering(_FuncPattern):
    def rewrite(self, op, rw) -> None:
        tc = self.tc
        operands = []
        unranked = any(_is_memref(v.type) and v.type.shape is None for v in op.operands)
        if tc.use_bare_ptr and unranked:
            return rw.no_match(op, "unranked memref is not supported with the bare-pointer "
                                   "calling convention")
        for old in op.operands:
            got = rw.remap(old)
            v = got[0]
            if _is_memref(old.type) and tc.use_bare_ptr and tc.can_convert_to_bare_ptr(old.type):
                rw.before(op)
                v = MemRefDescriptor(v).allocated_ptr(rw)
            operands.append(v)
        rw.before(op)
        if unranked and not copy_unranked_descriptors(rw, tc, [v.type for v in op.operands],
                                                      operands, to_dynamic=True):
            return rw.no_match(op, "failed to copy unranked descriptors")
        if len(operands) <= 1:
            new = llvm.ReturnOp.create(operands, [], dict(op.attributes), [], [])
            rw.insert(new)
            return rw.replace(op, [])
        packed_t = tc.pack_function_results([v.type for v in op.operands])
        if packed_t is None:
            return rw.no_match(op, "could not convert result types")
        packed = undef(rw, packed_t)
        for i, v in enumerate(operands):
            packed = insert(rw, packed, v, [i])
        rw.insert(llvm.ReturnOp.create([packed], [], dict(op.attributes), [], []))
        rw.replace(op, [])


class _CallLowering(_FuncPattern):
    def lower(self, op, rw, callee_value=None) -> None:
        tc = self.tc
        result_types = [r.type for r in op.results]
        packed = None
        if result_types:
            packed = tc.pack_function_results(result_types)
            if packed is None:
                return rw.no_match(op, "could not convert result types")
        args = list(op.operands[1:] if callee_value is not None else op.operands)
        if tc.use_bare_ptr and any(_is_memref(v.type) and v.type.shape is None for v in args):
            return rw.no_match(op, "unranked memref is not supported with the bare-pointer "
                                   "calling convention")
        converted = [rw.remap(v) for v in args]
        rw.before(op)
        promoted = []
        if callee_value is not None:
            promoted.append(rw.remap(callee_value)[0])
        for v, got in zip(args, converted, strict=True):
            value = got[0]
            if _is_memref(v.type):
                if tc.use_bare_ptr:
                    promoted.append(MemRefDescriptor(value).aligned_ptr(rw))
                    continue
                desc = UnrankedMemRefDescriptor if v.type.shape is None else MemRefDescriptor
                promoted += desc.unpack(rw, v.type, value)
            else:
                promoted += got
        new = llvm.CallOp.create(promoted, [packed] if packed is not None else [],
                                 dict(op.attributes), [], [])
        rw.insert(new)
        if len(result_types) < 2:
            results = list(new.results)
        else:
            results = [extract(rw, new.results[0], [i]) for i in range(len(result_types))]
        if tc.use_bare_ptr:
            out = []
            for t, v in zip(result_types, results, strict=True):
                if _is_memref(t) and tc.can_convert_to_bare_ptr(t):
                    v = MemRefDescriptor.from_static_shape(rw, tc, t, v).value
                out.append(v)
            results = out
        elif not copy_unranked_descriptors(rw, tc, result_types, results, to_dynamic=False):
            return rw.no_match(op, "failed to copy unranked descriptors")
        rw.replace(op, results)


class CallOpLowering(_CallLowering):
    def rewrite(self, op, rw) -> None:
        self.lower(op, rw)


class CallIndirectOpLowering(_CallLowering):
    def rewrite(self, op, rw) -> None:
        self.lower(op, rw, op.operands[0])


class ConstantOpLowering(_FuncPattern):
    def rewrite(self, op, rw) -> None:
        t = self.tc.convert_type(op.results[0].type)
        if t is None or not llvm.llvm_compatible(t):
            return rw.no_match(op, "failed to convert result type")
        rw.before(op)
        new = llvm.AddressOfOp.create([], [t], {"global_name": op.attributes["value"]}, [], [])
        for k, v in op.attributes.items():
            if k != "value":
                new.attributes[k] = v
        rw.insert(new)
        rw.replace(op, new.results)


def cf_patterns(tc: LLVMTypeConverter) -> list[Pattern]:
    """The cf lowerings LLVM 19's --convert-func-to-llvm includes: all of --convert-cf-to-llvm
    (cf.br, cf.cond_br, cf.switch, cf.assert)."""
    from gpuopt.passes.convert_cf_to_llvm import cf_to_llvm_patterns
    return cf_to_llvm_patterns(tc)


def func_patterns(tc: LLVMTypeConverter) -> list[Pattern]:
    """populateFuncToLLVMConversionPatterns."""
    return [FuncOpLowering(tc, func.FuncOp), ReturnOpLowering(tc, func.ReturnOp),
            CallOpLowering(tc, func.CallOp), CallIndirectOpLowering(tc, func.CallIndirectOp),
            ConstantOpLowering(tc, func.ConstantOp)]


@dataclass
class ConvertFuncToLLVM(Pass, flag="convert-func-to-llvm"):
    """Convert from the Func dialect to the LLVM dialect"""

    use_bare_ptr_memref_call_conv: bool = field(default=False, metadata={
        "help": "Replace FuncOp's MemRef arguments with bare pointers to the MemRef element "
                "types"})
    index_bitwidth: int = field(default=0, metadata={
        "help": "Bitwidth of the index type, 0 to use size of machine word"})

    pass_name = "ConvertFuncToLLVMPass"

    def run(self, op) -> str | None:
        from gpuopt.rewrite.conversion import apply_conversion
        tc = LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64,
                               use_bare_ptr_memref_call_conv=self.use_bare_ptr_memref_call_conv)
        patterns = func_patterns(tc) + arith_patterns(tc) + cf_patterns(tc)
        done = apply_conversion(op, patterns, llvm_target(), tc, partial=True)
        return None if done.changed else PRESERVED
