"""TypeConverter (failing and 1:N conversions, materializations), the operand adaptor, and
signature conversion of func.func, llvm.func, gpu.func, cf and scf blocks."""
import pytest
from rewrite_helpers import parse, show

from gpuopt.diag import PassError
from gpuopt.dialects import cf, func, gpu, llvm, scf
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import UnknownOp
from gpuopt.rewrite import Rewriter, pattern
from gpuopt.rewrite.conversion import (
    FAIL,
    ConversionTarget,
    SignatureConversion,
    TypeConverter,
    apply_conversion,
)

PTR = llvm.PointerType.get()
DESCRIPTOR = [PTR, PTR, T.i64, T.i64, T.i64]  # a memref<?xf32>, expanded


def to_llvm() -> TypeConverter:
    tc = TypeConverter(lambda t: t)
    tc.add_conversion(lambda t: list(DESCRIPTOR) if isinstance(t, T.MemRefType) else None)
    tc.add_conversion(lambda t: T.i64 if t is T.index else None)
    return tc


# ---- TypeConverter -----------------------------------------------------------------------
def test_conversions_are_tried_last_added_first_and_may_fail_or_expand():
    tc = TypeConverter()
    assert tc.convert_types(T.i32) is None  # nothing handles i32
    tc.add_conversion(lambda t: t)
    tc.add_conversion(lambda t: FAIL if t is T.f16 else None)
    tc.add_conversion(lambda t: [T.i32, T.i32] if t is T.i64 else None)
    tc.add_conversion(lambda t: [] if t is T.i1 else None)
    assert tc.convert_types(T.i32) == [T.i32] and tc.is_legal(T.i32)
    assert tc.convert_types(T.f16) is None and tc.convert_type(T.f16) is None
    assert tc.convert_types(T.i64) == [T.i32, T.i32]
    assert tc.convert_type(T.i64) is None  # not 1:1
    assert tc.convert_types(T.i1) == []
    conv = tc.convert_signature([T.i64, T.i1, T.i32])
    assert conv.converted_types == [T.i32, T.i32, T.i32]
    assert conv.inputs == [(0, 2), (2, 0), (2, 1)]
    assert tc.convert_signature([T.f16]) is None
    fn = T.FunctionType.get([T.i32], [T.i64])
    assert not tc.is_signature_legal(fn)


def test_signature_conversion_identity_and_remap():
    conv = SignatureConversion(2)
    conv.add_inputs(0, [T.i32])
    conv.add_inputs(1, [T.f32])
    assert conv.is_identity([T.i32, T.f32])
    conv.add_inputs(None, [T.i1])
    assert not conv.is_identity([T.i32, T.f32])


# ---- adaptor and operand remapping -------------------------------------------------------
def index_add_to_i64() -> tuple:
    @pattern
    def lower_add(op: UnknownOp, rw: Rewriter) -> None:
        if op.name != "test.add":
            return rw.no_match(op, "not test.add")
        operands = rw.converted(op.operands)
        new = UnknownOp("test.add64", operands, [T.i64])
        rw.insert(new)
        rw.replace(op, new.results)
    target = ConversionTarget(legal_dialects=["builtin", "func"], legal=["test.add64"],
                              illegal=["test.add"])
    return lower_add, target


def test_operands_get_one_target_cast_and_replaced_results_a_source_cast():
    # the second add reads the first one's i64 result through the source cast
    lower_add, target = index_add_to_i64()
    module = parse("""\
func.func @f(%a: index) -> index {
  %s = "test.add"(%a, %a) : (index, index) -> index
  %t = "test.add"(%s, %a) : (index, index) -> index
  return %t : index
}
""")
    apply_conversion(module, [lower_add], target, to_llvm())
    assert show(module) == """\
module {
  func.func @f(%arg0: index) -> index {
    %0 = builtin.unrealized_conversion_cast %arg0 : index to i64
    %1 = "test.add64"(%0, %0) : (i64, i64) -> i64
    %2 = "test.add64"(%1, %0) : (i64, i64) -> i64
    %3 = builtin.unrealized_conversion_cast %2 : i64 to index
    return %3 : index
  }
}

"""


def test_materializations_replace_the_casts_still_used():
    lower_add, target = index_add_to_i64()
    tc = to_llvm()

    def source(rw, t, inputs, loc):
        return rw.insert(UnknownOp("test.to_index", inputs, [t])).results[0]

    def target_mat(rw, t, inputs, loc):
        return rw.insert(UnknownOp("test.from_index", inputs, [t])).results[0]

    tc.add_source_materialization(source)
    tc.add_target_materialization(target_mat)
    module = parse("""\
func.func @f(%a: index) -> index {
  %s = "test.add"(%a, %a) : (index, index) -> index
  return %s : index
}
""")
    apply_conversion(module, [lower_add], target, tc)
    text = show(module)
    assert "unrealized_conversion_cast" not in text
    assert '"test.from_index"(%arg0) : (index) -> i64' in text
    assert '"test.to_index"(%1) : (i64) -> index' in text


def test_operand_that_cannot_convert_fails_the_pattern_with_a_reason():
    lower_add, target = index_add_to_i64()
    tc = TypeConverter(lambda t: t, lambda t: FAIL if t is T.f32 else None)
    module = parse("""\
func.func @f(%a: f32) {
  %s = "test.add"(%a, %a) : (f32, f32) -> f32
  return
}
""")
    with pytest.raises(PassError) as info:
        apply_conversion(module, [lower_add], target, tc)
    assert "note: unable to convert type for operand #0, type was f32" in info.value.render()


def test_adaptor_gives_converted_operands_by_field_name():
    seen = {}

    @pattern
    def lower_launch(op: gpu.LaunchFuncOp, rw: Rewriter) -> None:
        a = rw.adaptor(op)
        seen["grid"] = [v.type for v in (a.grid_x, a.block_z)]
        seen["args"] = [v.type for v in a.kernel_operands]
        seen["deps"] = a.async_deps
        seen["flat"] = len(a.operands)
        rw.erase(op)

    module = parse("""\
module attributes {gpu.container_module} {
  func.func @f(%n: index, %m: memref<?xf32>) {
    gpu.launch_func @k::@g blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%m : memref<?xf32>)
    return
  }
  gpu.module @k {
    gpu.func @g(%m: memref<?xf32>) kernel { gpu.return }
  }
}
""")
    apply_conversion(module, [lower_launch], ConversionTarget(illegal=[gpu.LaunchFuncOp]),
                     to_llvm())
    assert seen == {"grid": [T.i64, T.i64], "args": DESCRIPTOR, "deps": [], "flat": 11}


# ---- signatures --------------------------------------------------------------------------
@pattern
def func_to_llvm(op: func.FuncOp, rw: Rewriter) -> None:
    # llvm.func @f(<each input, expanded>) -> <result>, with the body moved over
    tc = rw.type_converter
    conv = tc.convert_signature(op.type.inputs)
    if conv is None:
        return rw.no_match(op, "an input type cannot convert")
    result = tc.convert_type(op.type.results[0]) if op.type.results else llvm.VoidType.get()
    fn_type = llvm.LLVMFunctionType.get(result, conv.converted_types)
    new = rw.create(llvm.LLVMFuncOp, sym_name=op.attributes["sym_name"],
                    function_type=A.TypeAttr(fn_type))
    rw.inline_region_before(op.body, new.body)
    if rw.convert_region_types(new.body, entry=conv) is None:
        return rw.no_match(op, "a block argument type cannot convert")
    rw.erase(op)


@pattern
def return_to_llvm(op: func.ReturnOp, rw: Rewriter) -> None:
    values = rw.adaptor(op).operands_
    rw.replace_op_with_new_op(op, llvm.ReturnOp, arg=values[0] if values else None)


@pattern
def br_to_llvm(op: cf.BranchOp, rw: Rewriter) -> None:
    rw.replace_op_with_new_op(op, llvm.BrOp, dest_operands=rw.adaptor(op).dest_operands,
                              successors=[op.dest])


LLVM_TARGET = ConversionTarget(legal_dialects=["builtin", "llvm", "test"],
                               illegal_dialects=["func", "cf"])


def test_func_to_llvm_func_expands_memref_arguments():
    module = parse("""\
func.func @f(%m: memref<?xf32>, %n: index) -> index {
  "test.use"(%m) : (memref<?xf32>) -> ()
  return %n : index
}
""")
    apply_conversion(module, [func_to_llvm, return_to_llvm], LLVM_TARGET, to_llvm())
    assert show(module) == """\
module {
  llvm.func @f(%arg0: !llvm.ptr, %arg1: !llvm.ptr, %arg2: i64, %arg3: i64, %arg4: i64, \
%arg5: i64) -> i64 {
    %0 = builtin.unrealized_conversion_cast %arg0, %arg1, %arg2, %arg3, %arg4 : !llvm.ptr, \
!llvm.ptr, i64, i64, i64 to memref<?xf32>
    "test.use"(%0) : (memref<?xf32>) -> ()
    llvm.return %arg5 : i64
  }
}

"""


def test_argument_materialization_rebuilds_the_original_argument():
    tc = to_llvm()
    tc.add_argument_materialization(
        lambda rw, t, inputs, loc: rw.insert(UnknownOp("test.pack", inputs, [t])).results[0])
    module = parse("""\
func.func @f(%m: memref<?xf32>) {
  "test.use"(%m) : (memref<?xf32>) -> ()
  return
}
""")
    apply_conversion(module, [func_to_llvm, return_to_llvm], LLVM_TARGET, tc)
    text = show(module)
    assert '%0 = "test.pack"(%arg0, %arg1, %arg2, %arg3, %arg4)' in text
    assert "unrealized" not in text


def test_cf_blocks_are_converted_with_their_branches():
    module = parse("""\
func.func @f(%n: index) -> index {
  cf.br ^bb1(%n : index)
^bb1(%x: index):
  return %x : index
}
""")
    apply_conversion(module, [func_to_llvm, return_to_llvm, br_to_llvm], LLVM_TARGET,
                     to_llvm())
    assert show(module) == """\
module {
  llvm.func @f(%arg0: i64) -> i64 {
    llvm.br ^bb1(%arg0 : i64)
  ^bb1(%0: i64):  // pred: ^bb0
    llvm.return %0 : i64
  }
}

"""


def test_failed_block_conversion_changes_nothing():
    tc = to_llvm()
    tc.add_conversion(lambda t: FAIL if t is T.f16 else None)
    module = parse("""\
func.func @f(%n: index) {
  cf.br ^bb1(%n : index)
^bb1:
  cf.br ^bb2(%n : index)
^bb2(%h: index):
  return
}
""")
    region = module.body.blocks[0].ops[0].body
    seen = []

    @pattern
    def convert_in_place(op: func.FuncOp, rw: Rewriter) -> None:
        bad = SignatureConversion(1)
        bad.add_inputs(0, [T.f16])
        seen.append(rw.convert_region_types(region, TypeConverter(lambda t: FAIL)))
        seen.append([a.type for b in region.blocks for a in b.args])
        return rw.no_match(op, "done")

    apply_conversion(module, [convert_in_place], ConversionTarget(), tc)
    assert seen == [None, [T.index, T.index]]


def test_func_signature_converted_in_place():
    tc = to_llvm()
    target = ConversionTarget(legal_dialects=["builtin"])
    target.add_dynamically_legal_op(func.FuncOp, lambda op: tc.is_signature_legal(op.type))
    target.add_dynamically_legal_op(func.ReturnOp,
                                    lambda op: all(tc.is_legal(v.type) for v in op.operands))

    @pattern
    def convert_signature(op: func.FuncOp, rw: Rewriter) -> None:
        conv = tc.convert_signature(op.type.inputs)
        results = [tc.convert_type(t) for t in op.type.results]
        rw.set_attr(op, "function_type",
                    A.TypeAttr(T.FunctionType.get(conv.converted_types, results)))
        rw.convert_region_types(op.body, entry=conv)

    @pattern
    def convert_return(op: func.ReturnOp, rw: Rewriter) -> None:
        rw.replace_op_with_new_op(op, func.ReturnOp, operands_=rw.converted(op.operands))

    module = parse("""\
func.func @f(%n: index) -> index {
  return %n : index
}
""")
    apply_conversion(module, [convert_signature, convert_return], target, tc, partial=False)
    assert show(module) == ("module {\n  func.func @f(%arg0: i64) -> i64 {\n"
                            "    return %arg0 : i64\n  }\n}\n\n")


def test_gpu_func_signature_keeps_its_workgroup_attribution():
    tc = to_llvm()

    @pattern
    def convert_kernel(op: gpu.GPUFuncOp, rw: Rewriter) -> None:
        entry = op.body.blocks[0]
        n_inputs = len(op.type.inputs)
        conv = SignatureConversion(len(entry.args))
        for i, a in enumerate(entry.args):
            conv.add_inputs(i, tc.convert_types(a.type) if i < n_inputs else [a.type])
        rw.set_attr(op, "function_type",
                    A.TypeAttr(T.FunctionType.get(conv.converted_types[:-1], [])))
        rw.convert_region_types(op.body, entry=conv)
        rw.set_attr(op, "converted", A.UnitAttr())

    target = ConversionTarget(legal_dialects=["builtin", "test"])
    target.add_dynamically_legal_op(gpu.GPUFuncOp, lambda op: "converted" in op.attributes)
    module = parse("""\
gpu.module @k {
  gpu.func @g(%n: index) workgroup(%w: memref<4xf32, 3>) kernel {
    "test.use"(%n, %w) : (index, memref<4xf32, 3>) -> ()
    gpu.return
  }
}
""")
    apply_conversion(module, [convert_kernel], target, tc)
    text = show(module)
    assert "gpu.func @g(%arg0: i64) workgroup(%arg1 : memref<4xf32, 3>) kernel" in text
    assert "builtin.unrealized_conversion_cast %arg0 : i64 to index" in text
    assert '"test.use"(%0, %arg1) : (index, memref<4xf32, 3>) -> ()' in text


def test_scf_for_iter_args_are_converted():
    tc = TypeConverter(lambda t: t, lambda t: T.i64 if t is T.i32 else None)

    @pattern
    def widen_for(op: scf.ForOp, rw: Rewriter) -> None:
        a = rw.adaptor(op)
        types = [v.type for v in a.init_args]
        new = rw.create(scf.ForOp, lower_bound=a.lower_bound, upper_bound=a.upper_bound,
                        step=a.step, init_args=a.init_args, result_types=types)
        rw.inline_region_before(op.body, new.body)
        rw.convert_region_types(new.body)
        rw.replace(op, new.results)

    @pattern
    def widen_yield(op: scf.YieldOp, rw: Rewriter) -> None:
        rw.replace_op_with_new_op(op, scf.YieldOp, results_=rw.converted(op.operands))

    target = ConversionTarget(legal_dialects=["builtin", "func", "arith", "test"])
    target.add_dynamically_legal_op(scf.ForOp, lambda op: T.i32 not in
                                    [r.type for r in op.results])
    target.add_dynamically_legal_op(scf.YieldOp, lambda op: T.i32 not in
                                    [v.type for v in op.operands])
    module = parse("""\
func.func @f(%lb: index, %x: i32) -> i32 {
  %r = scf.for %i = %lb to %lb step %lb iter_args(%acc = %x) -> (i32) {
    %y = "test.step"(%acc) : (i32) -> i32
    scf.yield %y : i32
  }
  return %r : i32
}
""")
    apply_conversion(module, [widen_for, widen_yield], target, tc)
    text = show(module)
    assert "iter_args(%arg3 = %0) -> (i64) {" in text
    assert '"test.step"(%3) : (i32) -> i32' in text
    assert "scf.yield %5 : i64" in text


def test_result_replaced_one_to_many_reaches_converted_users_unpacked():
    @pattern
    def split_make(op: UnknownOp, rw: Rewriter) -> None:
        if op.name != "test.make":
            return rw.no_match(op, "not test.make")
        parts = rw.insert(UnknownOp("test.parts", [], list(DESCRIPTOR)))
        rw.replace(op, [parts.results])  # one result, five values

    @pattern
    def split_use(op: UnknownOp, rw: Rewriter) -> None:
        if op.name != "test.use":
            return rw.no_match(op, "not test.use")
        rw.insert(UnknownOp("test.use5", rw.converted(op.operands), []))
        rw.erase(op)

    target = ConversionTarget(legal_dialects=["builtin", "func"],
                              legal=["test.parts", "test.use5", "test.keep"])
    module = parse("""\
func.func @f() {
  %m = "test.make"() : () -> memref<?xf32>
  "test.use"(%m) : (memref<?xf32>) -> ()
  "test.keep"(%m) : (memref<?xf32>) -> ()
  return
}
""")
    apply_conversion(module, [split_make, split_use], target, to_llvm())
    text = show(module)
    assert '"test.use5"(%0#0, %0#1, %0#2, %0#3, %0#4)' in text
    # the op left unconverted still sees a memref, through a cast
    assert ("%1 = builtin.unrealized_conversion_cast %0#0, %0#1, %0#2, %0#3, %0#4 : "
            "!llvm.ptr, !llvm.ptr, i64, i64, i64 to memref<?xf32>") in text
    assert '"test.keep"(%1)' in text


def test_function_signature_conversion_and_operand_numbers_in_reasons():
    tc = to_llvm()
    conv, results = tc.convert_function_signature(
        T.FunctionType.get([T.MemRefType.get([-1], T.f32), T.index], [T.index]))
    assert results == [T.i64] and conv.converted_types == [*DESCRIPTOR, T.i64]
    assert conv.inputs == [(0, 5), (5, 1)]
    tc.add_conversion(lambda t: FAIL if t is T.f32 else None)
    assert tc.convert_function_signature(T.FunctionType.get([T.f32], [])) is None

    @pattern
    def lower_launch(op: gpu.LaunchFuncOp, rw: Rewriter) -> None:
        assert rw.adaptor(op).kernel_operands is not None
        rw.erase(op)

    module = parse("""\
module attributes {gpu.container_module} {
  func.func @f(%n: index, %x: f32) {
    gpu.launch_func @k::@g blocks in (%n, %n, %n) threads in (%n, %n, %n) args(%x : f32)
    return
  }
  gpu.module @k {
    gpu.func @g(%x: f32) kernel { gpu.return }
  }
}
""")
    with pytest.raises(PassError) as info:
        apply_conversion(module, [lower_launch], ConversionTarget(illegal=[gpu.LaunchFuncOp]),
                         tc)
    assert "note: unable to convert type for operand #6, type was f32" in info.value.render()


# ---- MLIR 19's placement of argument casts, and folding before patterns ------------------
STRUCT = llvm.StructType.get(DESCRIPTOR)


def descriptor_converter() -> TypeConverter:
    """memref -> one descriptor struct; functions expand it into its fields (func-to-llvm)."""
    tc = TypeConverter(lambda t: t)
    tc.add_conversion(lambda t: STRUCT if isinstance(t, T.MemRefType) else None)
    tc.add_conversion(lambda t: T.i64 if t is T.index else None)
    return tc


@pattern
def func_expanding(op: func.FuncOp, rw: Rewriter) -> None:
    tc = rw.type_converter
    conv = SignatureConversion(len(op.type.inputs))
    for i, t in enumerate(op.type.inputs):
        conv.add_inputs(i, DESCRIPTOR if isinstance(t, T.MemRefType) else [tc.convert_type(t)])
    fn_type = llvm.LLVMFunctionType.get(llvm.VoidType.get(), conv.converted_types)
    new = rw.create(llvm.LLVMFuncOp, sym_name=op.attributes["sym_name"],
                    function_type=A.TypeAttr(fn_type))
    rw.inline_region_before(op.body, new.body)
    rw.convert_region_types(new.body, entry=conv)
    rw.erase(op)


def test_argument_casts_in_reverse_order_each_followed_by_a_kept_target_cast():
    # MLIR 19 puts each argument cast at the block start (so the last argument's comes first)
    # and follows a 1:N one by a cast to the converted type, kept while the argument cast is
    module = parse("""\
func.func @f(%m: memref<?xf32>, %i: index, %n: memref<?xf32>, %unused: memref<?xf32>) {
  "test.use"(%m, %i, %n) : (memref<?xf32>, index, memref<?xf32>) -> ()
  return
}
""")
    apply_conversion(module, [func_expanding, return_to_llvm], LLVM_TARGET,
                     descriptor_converter())
    lines = [ln.strip() for ln in show(module).splitlines() if "=" in ln]
    assert [ln.split(" = ")[0] for ln in lines] == ["%0", "%1", "%2", "%3", "%4"]
    assert lines[0].startswith("%0 = builtin.unrealized_conversion_cast %arg6, %arg7,")
    assert lines[1] == ("%1 = builtin.unrealized_conversion_cast %0 : memref<?xf32> to "
                        "!llvm.struct<(ptr, ptr, i64, i64, i64)>")
    assert lines[2] == "%2 = builtin.unrealized_conversion_cast %arg5 : i64 to index"
    assert lines[3].startswith("%3 = builtin.unrealized_conversion_cast %arg0, %arg1,")
    assert lines[4].startswith("%4 = builtin.unrealized_conversion_cast %3 : memref<?xf32> to")
    assert '"test.use"(%3, %2, %0)' in show(module)
    assert "%arg11" not in show(module).split(") {", 1)[1]  # the unused argument: no casts


def test_an_op_that_folds_is_replaced_before_patterns_are_tried():
    from gpuopt.dialects import arith

    @pattern
    def constant_to_llvm(op: arith.ConstantOp, rw: Rewriter) -> None:
        rw.replace_op_with_new_op(op, llvm.ConstantOp, value=op.attributes["value"],
                                  result_types=[op.results[0].type])

    @pattern
    def never(op: arith.AddIOp, rw: Rewriter) -> None:
        return rw.no_match(op, "only folds convert arith.addi here")

    module = parse("""\
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %c2, %c3 : i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}
""")
    target = ConversionTarget(legal_dialects=["llvm", "func"], illegal_dialects=["arith"])
    with pytest.raises(PassError, match="failed to legalize operation 'arith.addi'"):
        apply_conversion(module, [constant_to_llvm, never], target, partial=False)
    module = parse("""\
func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %0 = arith.addi %a, %c0 : i32
  %1 = arith.addi %c2, %c3 : i32
  return %1 : i32
}
""")
    apply_conversion(module, [constant_to_llvm, never], target, partial=False)
    text = show(module)
    assert "llvm.mlir.constant(5 : i32) : i32" in text  # folded, then legalized
    assert "arith." not in text
