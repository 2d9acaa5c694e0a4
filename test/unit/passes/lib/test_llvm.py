"""LLVMTypeConverter, MemRefDescriptor and the constant helpers of passes/llvm_common.py (the
expected type texts are what mlir-opt-19's --convert-func-to-llvm prints for these types)."""
from gpuopt.dialects import func  # noqa: F401  (registers func)
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Region
from gpuopt.passes.lib.llvm import (
    LLVMTypeConverter,
    MemRefDescriptor,
    index_constant,
    strides_and_offset,
)
from gpuopt.rewrite import Rewriter

F32 = T.FloatType.get("f32")
DYN = T.DYNAMIC


def text(t) -> str:
    return str(t)


def test_types():
    tc = LLVMTypeConverter()
    assert text(tc.convert_type(T.index)) == "i64"
    assert text(LLVMTypeConverter(index_bitwidth=32).convert_type(T.index)) == "i32"
    assert text(tc.convert_type(T.MemRefType.get((4, DYN), F32))) == \
        "!llvm.struct<(ptr, ptr, i64, array<2 x i64>, array<2 x i64>)>"
    assert text(tc.convert_type(T.MemRefType.get((), F32, memory_space=A.IntegerAttr.get(
        3, T.i64)))) == "!llvm.struct<(ptr<3>, ptr<3>, i64)>"
    assert text(tc.convert_type(T.MemRefType.get(None, F32))) == "!llvm.struct<(i64, ptr)>"
    assert text(tc.convert_type(T.VectorType.get((2, 3), T.index))) == \
        "!llvm.array<2 x vector<3xi64>>"
    assert tc.convert_type(T.TensorType.get((4,), F32)) is None


def test_signature_expands_memrefs_and_packs_results():
    tc = LLVMTypeConverter()
    m = T.MemRefType.get((4, DYN), F32)
    ft = T.FunctionType.get([m, T.index], [T.index, T.MemRefType.get((2,), T.i32)])
    conv, lt = tc.convert_function_signature_llvm(ft)
    assert conv.inputs == [(0, 7), (7, 1)]
    assert text(lt) == ("!llvm.func<struct<(i64, struct<(ptr, ptr, i64, array<1 x i64>, "
                        "array<1 x i64>)>)> (ptr, ptr, i64, i64, i64, i64, i64, i64)>")
    bare = LLVMTypeConverter(use_bare_ptr_memref_call_conv=True)
    assert bare.convert_function_signature_llvm(T.FunctionType.get([m], [])) is None
    _, lt = bare.convert_function_signature_llvm(T.FunctionType.get(
        [T.MemRefType.get((4,), F32)], []))
    assert text(lt) == "!llvm.func<void (ptr)>"


def test_strides_and_offset():
    assert strides_and_offset(T.MemRefType.get((2, 3, 4), F32)) == ((12, 4, 1), 0)


def test_descriptor_pack_order_interleaves_sizes_and_strides():
    tc = LLVMTypeConverter()
    m = T.MemRefType.get((4, DYN), F32)
    fields = tc.memref_descriptor_fields(m)
    block = Block()
    Region().blocks.append(block)
    from gpuopt.ir.core import BlockArgument
    block.args = [BlockArgument(t, block, i) for i, t in enumerate(fields)]
    rw = Rewriter()
    rw.at_end(block)
    d = MemRefDescriptor.pack(rw, tc, m, block.args)
    positions = [list(op.attributes["position"].values) for op in block.ops[1:]]
    assert positions == [[0], [1], [2], [3, 0], [4, 0], [3, 1], [4, 1]]
    assert [a.index for a in (op.operands[1] for op in block.ops[1:])] == [0, 1, 2, 3, 5, 4, 6]
    c = index_constant(rw, tc, 8)
    assert str(c.op.attributes["value"]) == "8 : index" and c.type is T.i64
    assert d.rank == 2
