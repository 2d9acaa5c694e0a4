"""passes/host_to_llvm.py: one pattern list for the host dialects, on one type converter."""
from gpuopt.dialects import arith, func, memref
from gpuopt.passes import host_to_llvm
from gpuopt.passes.lib import llvm as llvm_common


def test_patterns_cover_the_host_dialects():
    tc = llvm_common.LLVMTypeConverter()
    pats = host_to_llvm.patterns(tc)
    covered = {t for p in pats for t in p.op_types}
    for op in (func.FuncOp, func.ReturnOp, arith.AddIOp, memref.LoadOp, memref.AllocOp):
        assert op in covered, op
    assert all(getattr(p, "tc", tc) is tc for p in pats)
