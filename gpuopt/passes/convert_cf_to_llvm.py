"""`--convert-cf-to-llvm`: cf.br, cf.cond_br, cf.switch and cf.assert to the llvm dialect, as
mlir-opt-19 lowers them.

A branch becomes `llvm.br` / `llvm.cond_br` / `llvm.switch` once its destinations' block
arguments have converted types (the function holding them was converted, by
--convert-func-to-llvm, which includes these patterns); otherwise it stays. `cf.assert`
splits its block: `llvm.cond_br %cond, ^continue, ^failure` where the failure block (appended
to the region) prints the message with `puts` (a private constant `@assert_msg` global, its
name made unique with a counter that lasts the whole run, as MLIR's does) and calls `abort`;
the globals and declarations go to the start of the enclosing module.
`cf_to_llvm_patterns(tc)` gives the patterns to the other lowerings.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.diag import UNKNOWN_LOC
from gpuopt.dialects import cf, llvm
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Region
from gpuopt.passes.lib.llvm import LLVMTypeConverter
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite.pattern import Pattern

_PTR = llvm.PointerType.get(0)
# MLIR's ensureSymbolNameIsUnique keeps one static counter for the whole process
_COUNTER = [0]


class _CfPattern(Pattern):
    def __init__(self, tc: LLVMTypeConverter, op_type, abort_on_failure: bool = True) -> None:
        self.tc = tc
        self.op_types = (op_type,)
        self.name = type(self).__name__
        self.abort = abort_on_failure


def _signature_matches(values, block) -> bool:
    return [v.type for v in values] == [a.type for a in block.args]


_MISMATCH = "mismatch between adaptor operand types and computed block signature"


class BranchLowering(_CfPattern):
    """`cf.br` -> `llvm.br` (the blocks were converted with their function)."""

    def rewrite(self, op, rw) -> None:
        operands = rw.adaptor(op).operands
        if not _signature_matches(operands, op.successors[0]):
            return rw.no_match(op, _MISMATCH)
        rw.before(op)
        new = llvm.BrOp.build(dest_operands=operands, successors=list(op.successors),
                              attributes=dict(op.attributes))
        rw.insert(new)
        rw.replace(op, [])


class CondBranchLowering(_CfPattern):
    """`cf.cond_br` -> `llvm.cond_br`."""

    def rewrite(self, op, rw) -> None:
        ad = rw.adaptor(op)
        t_ops, f_ops = list(ad.true_dest_operands), list(ad.false_dest_operands)
        for ops, block in ((t_ops, op.successors[0]), (f_ops, op.successors[1])):
            if not _signature_matches(ops, block):
                return rw.no_match(op, _MISMATCH)
        rw.before(op)
        attrs = {k: v for k, v in op.attributes.items() if k != "operandSegmentSizes"}
        new = llvm.CondBrOp.build(condition=ad.condition, true_dest_operands=t_ops,
                                  false_dest_operands=f_ops, successors=list(op.successors),
                                  attributes=attrs)
        rw.insert(new)
        rw.replace(op, [])


class SwitchLowering(_CfPattern):
    """`cf.switch` -> `llvm.switch` (case values and destinations kept)."""

    def rewrite(self, op, rw) -> None:
        ad = rw.adaptor(op)
        default = list(ad.default_operands)
        if not _signature_matches(default, op.successors[0]):
            return rw.no_match(op, _MISMATCH)
        groups, start = [], 1 + len(op.default_operands)
        for group, block in zip(op.case_operand_groups(), op.successors[1:], strict=True):
            got = rw.converted(group, start)
            start += len(group)
            if not _signature_matches(got, block):
                return rw.no_match(op, _MISMATCH)
            groups.append(got)
        rw.before(op)
        attrs = {"case_operand_segments": A.DenseArrayAttr(T.i32, tuple(len(g) for g in groups))}
        if "case_values" in op.attributes:
            attrs["case_values"] = op.attributes["case_values"]
        new = llvm.SwitchOp.create([ad.flag, *default, *(v for g in groups for v in g)], [],
                                   attrs, [], list(op.successors), op.loc)
        new.attributes["operandSegmentSizes"] = A.DenseArrayAttr(
            T.i32, (1, len(default), sum(len(g) for g in groups)))
        rw.insert(new)
        rw.replace(op, [])


def _module(op):
    m = op.parent_op
    while m is not None and m.name != "builtin.module":
        m = m.parent_op
    return m


def _lookup(block, name: str):
    for o in block.ops:
        s = o.attributes.get("sym_name")
        if isinstance(s, A.StringAttr) and s.value == name:
            return o
    return None


def _unique_name(block, name: str) -> str:
    out = name
    while _lookup(block, out) is not None:
        out = f"{name}_{_COUNTER[0]}"
        _COUNTER[0] += 1
    return out


def _declare(rw, block, name: str, params, loc) -> None:
    if _lookup(block, name) is not None:
        return
    ftype = llvm.LLVMFunctionType.get(llvm.VOID, list(params), False)
    decl = llvm.LLVMFuncOp.create([], [], {"sym_name": A.StringAttr(name),
                                           "function_type": A.TypeAttr(ftype)},
                                  [Region()], [], loc)
    with rw.saved_insertion():
        rw.at_start(block).insert(decl)
    decl.loc = loc  # insert would give an unknown location the rewritten op's


def print_string(rw, op, module, symbol: str, text: str, function: str = "puts") -> None:
    """MLIR's createPrintStrCall: a zero-terminated private constant global at the start of
    `module`, then (at the insertion point) addressof, getelementptr [0], call @function."""
    block = module.regions[0].blocks[0]
    data = list(text.encode("utf-8")) + [0]
    array = llvm.ArrayType.get(len(data), T.i8)
    name = _unique_name(block, symbol)
    value = A.dense_elements([b - 256 if b > 127 else b for b in data],
                             T.TensorType.get([len(data)], T.i8))
    g = llvm.GlobalOp.create([], [], {
        "sym_name": A.StringAttr(name), "global_type": A.TypeAttr(array),
        "linkage": llvm.linkage("private"), "constant": A.UNIT, "value": value},
        [Region()], [], op.loc)
    with rw.saved_insertion():
        rw.at_start(block).insert(g)
    addr = rw.create(llvm.AddressOfOp, global_name=A.SymbolRefAttr(name),
                     result_types=[_PTR]).results[0]
    gep = rw.create(llvm.GEPOp, base=addr, dynamic_indices=[],
                    raw_constant_indices=A.DenseArrayAttr(T.i32, (0,)),
                    elem_type=A.TypeAttr(array), result_types=[_PTR]).results[0]
    _declare(rw, block, function, [_PTR], module.loc)
    rw.create(llvm.CallOp, callee=A.SymbolRefAttr(function), operands_=[gep], result_types=[])


class AssertLowering(_CfPattern):
    """`cf.assert` -> a conditional branch to the rest of the block or to a block that prints
    the message and aborts (or, without abort, branches back to the rest)."""

    def rewrite(self, op, rw) -> None:
        module = _module(op)
        if module is None:
            return rw.no_match(op, "no enclosing module")
        cond = rw.adaptor(op).arg
        block = op.parent
        rest = rw.split_block(block, op)
        failure = rw.create_block(block.parent)
        with rw.saved_insertion():
            rw.at_end(failure)
            print_string(rw, op, module, "assert_msg", op.attributes["msg"].value)
            if self.abort:
                mblock = module.regions[0].blocks[0]
                _declare(rw, mblock, "abort", [], UNKNOWN_LOC)
                rw.create(llvm.CallOp, callee=A.SymbolRefAttr("abort"), operands_=[],
                          result_types=[])
                rw.create(llvm.UnreachableOp)
            else:
                rw.insert(llvm.BrOp.build(dest_operands=[], successors=[rest]))
        rw.at_end(block)
        rw.insert(llvm.CondBrOp.build(condition=cond, true_dest_operands=[],
                                      false_dest_operands=[], successors=[rest, failure]))
        rw.erase(op)


def cf_to_llvm_patterns(tc: LLVMTypeConverter, abort_on_failed_assert: bool = True
                        ) -> list[Pattern]:
    """populateControlFlowToLLVMConversionPatterns (LLVM 19): assert, br, cond_br, switch."""
    return [AssertLowering(tc, cf.AssertOp, abort_on_failed_assert),
            BranchLowering(tc, cf.BranchOp), CondBranchLowering(tc, cf.CondBranchOp),
            SwitchLowering(tc, cf.SwitchOp)]


@dataclass
class ConvertControlFlowToLLVM(Pass, flag="convert-cf-to-llvm"):
    """Convert ControlFlow operations to the LLVM dialect"""

    index_bitwidth: int = field(default=0, metadata={
        "help": "Bitwidth of the index type, 0 to use size of machine word"})

    pass_name = "ConvertControlFlowToLLVMPass"

    def run(self, op) -> str | None:
        from gpuopt.passes.lib.llvm import llvm_target
        from gpuopt.rewrite.conversion import apply_conversion
        tc = LLVMTypeConverter(index_bitwidth=self.index_bitwidth or 64)
        done = apply_conversion(op, cf_to_llvm_patterns(tc), llvm_target(), tc, partial=True)
        return None if done.changed else PRESERVED
