"""gpuopt's llvm/nvvm dialect to LLVM IR translation: its parts, and its failures.

The printed text is compared byte for byte with mlir-translate-19 in
test_translate_differential.py; these tests pin the pieces that make it (alignment, float
spelling, intrinsic names, folding) and show that what cannot be translated is a located
TranslateError, never a Python exception.
"""
import random
import struct
import subprocess

import pytest

from gpuopt.dialects import llvm as L
from gpuopt.ir import types as T
from gpuopt.parser import parse_text
from gpuopt.target import llvmir
from gpuopt.target.llvmir import Const, DataLayout, TranslateError
from gpuopt.verifier import verify


def _translate(text: str) -> str:
    module = parse_text(text, "t.mlir")
    verify(module)
    return llvmir.translate_module(module)


def test_default_layout_aligns_i64_to_4_and_allocas_to_8() -> None:
    dl = DataLayout("")
    assert dl.align(T.i64) == 4 and dl.pref_align(T.i64) == 8
    assert dl.align(T.f64) == 8 and dl.align(L.PointerType.get(0)) == 8
    assert dl.align(T.VectorType.get((4,), T.f32)) == 16
    assert dl.align(L.StructType.get([T.i8, T.i64])) == 4
    assert DataLayout("e-i64:64-n32").align(T.i64) == 8
    assert dl.store_size(T.i32) == 4


@pytest.mark.parametrize("value, width, text", [
    (1.0, "f64", "1.000000e+00"), (2.5, "f32", "2.500000e+00"), (1e10, "f64", "1.000000e+10"),
    (0.1, "f64", "1.000000e-01"), (1 / 3, "f64", "0x3FD5555555555555"),
    (float("inf"), "f64", "0x7FF0000000000000"),
])
def test_floats_print_as_asmwriter_writes_them(value, width, text) -> None:
    t = T.FloatType.get(width)
    assert llvmir.float_text(llvmir._round_float(value, t), t) == text


def test_f32_constants_are_rounded_before_printing() -> None:
    assert llvmir.float_text(llvmir._round_float(0.1, T.f32), T.f32) == "0x3FB99999A0000000"


# expected texts from mlir-translate-19
@pytest.mark.parametrize("value, width, text", [
    (92.562, "f64", "0x405723F7CED91687"),       # digits cut to 925619 before rounding
    (92.56201, "f64", "0x405723F7F8CA8199"), (1234567.0, "f64", "0x4132D68700000000"),
    (92.5, "f64", "9.250000e+01"), (123456.0, "f64", "1.234560e+05"),
    (1.5e-7, "f64", "1.500000e-07"), (-0.0, "f64", "-0.000000e+00"),
    (5e-324, "f64", "4.940660e-324"), (2.2250738585072014e-308, "f64", "0x10000000000000"),
    (1234567.0, "f32", "0x4132D68700000000"), (123456.0, "f32", "1.234560e+05"),
])
def test_floats_print_with_apfloat_digits(value, width, text) -> None:
    t = T.FloatType.get(width)
    assert llvmir.float_text(llvmir._round_float(value, t), t) == text


def test_apfloat_digits_cut_then_round_half_up() -> None:
    assert llvmir.apfloat_text(92.562, 53) == "9.256190e+01"  # correct rounding: 9.256200
    assert llvmir.apfloat_text(1234567.0, 53) == "1.234570e+06"
    assert llvmir.apfloat_text(1009999.5, 53) == "1.010000e+06"  # the carry runs on
    assert llvmir.apfloat_text(9999996.0, 53) == "9.999990e+06"  # cut to 999999 first


@pytest.mark.parametrize("value, text", [
    (1.1, "0xR3F8D"), (1.00390625, "0xR3F80"), (1.01171875, "0xR3F82"), (1e-40, "0xR0001"),
    (-3.0e38, "0xRFF62"), (float("inf"), "0xR7F80"),
])
def test_bfloat_constants_round_to_nearest_even(value, text) -> None:
    assert llvmir.float_text(value, T.bf16) == text


def _random_floats(rng, n: int) -> list:
    """(type, bits) pairs: random bit patterns, denormals and short decimals, f64 and f32."""
    out = []
    for i in range(n):
        kind = i % 4
        if kind == 0:
            bits = rng.getrandbits(64)
            out.append(("f64", bits ^ (1 << 62) if bits >> 52 & 0x7FF == 0x7FF else bits))
        elif kind == 1:
            bits = rng.getrandbits(32)
            out.append(("f32", bits ^ (1 << 30) if bits >> 23 & 0xFF == 0xFF else bits))
        else:
            text = f"{rng.randint(1, 10 ** 7)}e{rng.randint(-30, 30)}"
            d = float(f"{float(text):.{rng.randint(1, 8)}g}")
            if kind == 2:
                out.append(("f64", struct.unpack("<Q", struct.pack("<d", d))[0]))
            else:
                out.append(("f32", struct.unpack("<I", struct.pack("<f", d))[0]))
    return out


def test_float_spelling_matches_mlir_translate19_on_random_values(mlir_translate19) -> None:
    values = _random_floats(random.Random(19), 1200)
    lines = ["llvm.func @g64(f64)", "llvm.func @g32(f32)", "llvm.func @main() {"]
    for i, (ty, bits) in enumerate(values):
        lines += [f"  %c{i} = llvm.mlir.constant(0x{bits:X} : {ty}) : {ty}",
                  f"  llvm.call @g{ty[1:]}(%c{i}) : ({ty}) -> ()"]
    text = "\n".join([*lines, "  llvm.return", "}", ""])
    ref = subprocess.run([mlir_translate19, "--mlir-to-llvmir"], input=text, text=True,
                         capture_output=True, check=True, timeout=60).stdout
    want = [ln.split("(", 1)[1][:-1].split(" ", 1)[1] for ln in ref.splitlines()
            if ln.startswith("  call void @g")]
    assert len(want) == len(values)
    for (ty, bits), expected in zip(values, want, strict=True):
        t = T.FloatType.get(ty)
        fmt = "<d" if ty == "f64" else "<f"
        v = struct.unpack(fmt, bits.to_bytes(8 if ty == "f64" else 4, "little"))[0]
        assert (ty, hex(bits), llvmir.float_text(v, t)) == (ty, hex(bits), expected)


def test_intrinsic_suffixes() -> None:
    assert llvmir.mangle(T.f32) == "f32"
    assert llvmir.mangle(T.VectorType.get((4,), T.f32)) == "v4f32"
    assert llvmir.mangle(L.PointerType.get(3)) == "p3"


def test_constant_folding_as_irbuilder_folds() -> None:
    six, seven = Const(T.i32, "int", 6), Const(T.i32, "int", 7)
    assert llvmir._fold_binary("mul", six, seven, T.i32).ref() == "42"
    assert llvmir._fold_binary("sub", six, seven, T.i32).ref() == "-1"
    assert llvmir._fold_binary("sdiv", six, Const(T.i32, "int", 0), T.i32).ref() == "poison"
    assert llvmir._fold_icmp("slt", Const(T.i32, "int", 0xFFFFFFFF), six).ref() == "true"
    undef = Const(L.StructType.get([T.i64, T.i64]), "undef")
    part = llvmir._insert_constant(undef, Const(T.i64, "int", 4), [1])
    assert part.ref() == "{ i64 undef, i64 4 }"


def test_an_empty_module_has_the_header_and_the_debug_info_flag() -> None:
    assert _translate("module {}\n") == (
        "; ModuleID = 'LLVMDialectModule'\nsource_filename = \"LLVMDialectModule\"\n\n"
        "!llvm.module.flags = !{!0}\n\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n")


@pytest.mark.parametrize("text, message, line", [
    ("func.func @f() {\n  return\n}\n", "missing `LLVMTranslationDialectInterface`", 1),
    ("llvm.func @f(%a: i64) -> i64 {\n  %0 = builtin.unrealized_conversion_cast %a : i64 to "
     "index\n  %1 = builtin.unrealized_conversion_cast %0 : index to i64\n  llvm.return %1 : i64"
     "\n}\n", "LLVM Translation failed for operation: builtin.unrealized_conversion_cast", 2),
    ("llvm.func @f() -> i32 {\n  %0 = nvvm.elect.sync -> i1\n  %1 = llvm.zext %0 : i1 to i32"
     "\n  llvm.return %1 : i32\n}\n", "LLVM Translation failed for operation: nvvm.elect.sync",
     2),
    ("llvm.func @f(%p: !llvm.ptr) {\n  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<\"named\", "
     "(i32)>\n  llvm.return\n}\n", "cannot translate type", 2),
])
def test_what_cannot_be_translated_is_a_located_error(text, message, line) -> None:
    with pytest.raises(TranslateError) as info:
        _translate(text)
    assert message in info.value.message
    assert info.value.loc.line == line
    assert "see current operation" in info.value.render()


def test_text_llvm_rejects_is_a_located_error_not_an_abort() -> None:
    pytest.importorskip("llvmlite")
    bad = ("; ModuleID = 'x'\ndeclare i32 @llvm.nvvm.read.ptx.sreg.tid.x()\n"
           "define i64 @f() {\n  %1 = call i64 @llvm.nvvm.read.ptx.sreg.tid.x()\n  ret i64 %1\n}"
           "\n!llvm.module.flags = !{!0}\n!0 = !{i32 2, !\"Debug Info Version\", i32 3}\n")
    with pytest.raises(TranslateError) as info:
        llvmir.verify_text(bad, None)
    assert info.value.message.startswith("the translated LLVM IR does not verify: ")


def test_phis_take_mlir_predecessor_order_and_preds_llvm_use_order() -> None:
    out = _translate(
        "llvm.func @f(%c: i1, %a: i32, %b: i32) -> i32 {\n"
        "  llvm.cond_br %c, ^x, ^j(%a : i32)\n^x:\n  llvm.br ^j(%b : i32)\n"
        "^j(%r: i32):\n  llvm.return %r : i32\n}\n")
    assert "5:                                                ; preds = %4, %3\n" \
           "  %6 = phi i32 [ %2, %4 ], [ %1, %3 ]\n" in out


_LAUNCHES = (
    'module attributes {gpu.container_module} {\n'
    '  gpu.binary @b [#gpu.object<#nvvm.target, properties = {O = 3 : i32}, assembly = "P">]\n'
    '  llvm.func @f(%s: !llvm.ptr, %n: i64, %x: i32) {\n'
    '    gpu.launch_func <%s : !llvm.ptr> @b::@k blocks in (%n, %n, %n) threads in '
    '(%n, %n, %n) : i64 args(%x : i32, %n : i64)\n'
    '    gpu.launch_func @b::@k blocks in (%n, %n, %n) threads in (%n, %n, %n) : i64\n'
    '    llvm.return\n  }\n}\n')


def test_launches_number_their_argument_structs_and_unique_their_kernel_names() -> None:
    out = _translate(_LAUNCHES)
    assert "%0 = type { i32, i64 }\n%1 = type {}\n" in out
    assert '@b_bin_cst = internal constant [1 x i8] c"P", align 8\n' in out
    assert "@b_k_kernel_name = private" in out and "@b_k_kernel_name.1 = private" in out
    assert out.count("call ptr @mgpuModuleLoadJIT(ptr @b_bin_cst, i32 3)") == 2
    assert "i32 0, ptr %0, ptr %5, ptr null, i64 2)" in out  # the launch's own stream
    stream = out.index("call ptr @mgpuStreamCreate()")
    assert out.index("call void @mgpuStreamSynchronize") > stream  # only the second launch's


def test_a_backslash_in_a_string_constant_is_doubled() -> None:
    out = _translate('llvm.mlir.global internal constant @s("a\\\\b\\"") : !llvm.array<4 x i8>\n')
    assert '@s = internal constant [4 x i8] c"a\\\\b\\22"' in out


MUL_OF_SIZE = """
llvm.func @use(i64)
llvm.func @f() {
  %z = llvm.mlir.zero : !llvm.ptr
  %g = llvm.getelementptr %z[1] : (!llvm.ptr) -> !llvm.ptr, f32
  %sz = llvm.ptrtoint %g : !llvm.ptr to i64
  %c4 = llvm.mlir.constant(4 : i64) : i64
  %m = llvm.mul %c4, %sz : i64
  %a = llvm.add %m, %c4 : i64
  llvm.call @use(%a) : (i64) -> ()
  llvm.return
}
"""


def test_mul_of_address_constants_is_an_expression_only_for_llvm19() -> None:
    """LLVM 19 folds `mul` on address constants into an expression; llvmlite's LLVM has none,
    so the runner's text (the default) keeps the instruction, and llvmlite reads it."""
    module = parse_text(MUL_OF_SIZE, "t.mlir")
    size = "ptrtoint (ptr getelementptr (float, ptr null, i32 1) to i64)"
    tr = llvmir.Translator(module, llvm19=True)
    assert f"call void @use(i64 add (i64 mul (i64 {size}, i64 4), i64 4))" in tr.run()
    assert tr.legacy
    own = llvmir.translate_module(module)
    assert f"%1 = mul i64 4, {size}\n  %2 = add i64 %1, 4\n" in own
    llvmir.verify_text(own, None)


def test_address_constant_casts_fold_as_llvm19_pairs_them() -> None:
    ptr, i64, i32 = L.PointerType.get(0), T.i64, T.i32
    g = Const(ptr, "global", "g")
    to_int = llvmir._fold_cast("ptrtoint", g, i64)
    assert to_int.ref() == "ptrtoint (ptr @g to i64)"
    assert llvmir._fold_cast("inttoptr", to_int, ptr) is g
    assert llvmir._fold_cast("trunc", to_int, i32).ref() == "ptrtoint (ptr @g to i32)"
    assert llvmir._fold_cast("zext", to_int, i64) is None  # an instruction
    assert llvmir._fold_cast("inttoptr", Const(i64, "int", 0), ptr).ref() == "null"


def test_fcmp_on_constants_folds_as_llvm_folds_it() -> None:
    one, nan = Const(T.f32, "float", 1.0), Const(T.f32, "float", float("nan"))
    undef, poison = Const(T.f32, "undef"), Const(T.f32, "poison")
    assert llvmir._fold_fcmp("uno", nan, one, T.i1).ref() == "true"
    assert llvmir._fold_fcmp("one", nan, one, T.i1).ref() == "false"
    assert llvmir._fold_fcmp("oeq", Const(T.f64, "float", -0.0), Const(T.f64, "zero"),
                             T.i1).ref() == "true"
    assert llvmir._fold_fcmp("oeq", undef, undef, T.i1).ref() == "false"  # undef is NaN
    assert llvmir._fold_fcmp("ule", one, undef, T.i1).ref() == "true"
    assert llvmir._fold_fcmp("olt", poison, one, T.i1).ref() == "poison"
    assert llvmir._fold_fcmp("false", poison, one, T.i1).ref() == "false"
    # half constants compare at half precision: 1.0001 and 1.00001 are both 1.0 there
    a, b = Const(T.f16, "float", 1.0001), Const(T.f16, "float", 1.00001)
    assert llvmir._fold_fcmp("oeq", a, b, T.i1).ref() == "true"
    v2 = T.VectorType.get((2,), T.f32)
    r2 = T.VectorType.get((2,), T.i1)
    lanes = Const(v2, "agg", [one, undef])
    assert llvmir._fold_fcmp("ueq", lanes, Const(v2, "zero"), r2).ref() == \
        "<i1 false, i1 true>"
    assert llvmir._fold_fcmp("true", Const(v2, "poison"), lanes, r2).ref() == \
        "<i1 true, i1 true>"
    assert llvmir._fold_fcmp("oge", Const(v2, "zero"), lanes, r2).ref() == "zeroinitializer"


def test_insertelement_on_constants_folds() -> None:
    v3 = T.VectorType.get((3,), T.f32)
    half, zero = Const(T.f32, "float", 0.5), Const(T.f32, "float", 0.0)
    undef = Const(v3, "undef")
    got = llvmir._fold_insertelement(undef, half, Const(T.i32, "int", 1))
    assert got.ref() == "<float undef, float 5.000000e-01, float undef>"
    assert llvmir._fold_insertelement(Const(v3, "zero"), zero, Const(T.i32, "int", 2)).kind \
        == "zero"
    assert llvmir._fold_insertelement(undef, half, Const(T.i64, "int", 3)).kind == "poison"
    assert llvmir._fold_insertelement(undef, half, Const(T.i32, "undef")).kind == "poison"


_FCMP = ("_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
         "ule", "une", "uno", "_true")


def _constant_operands(lines: list, ty: str, values) -> list:
    """Appends a constant of type `ty` for each of `values`, then its undef, poison and zero,
    to `lines`; returns their names."""
    names = []
    for i, v in enumerate(values):
        lines.append(f"  %{ty}_{i} = llvm.mlir.constant({v} : {ty}) : {ty}")
        names.append(f"%{ty}_{i}")
    for k in ("undef", "poison", "zero"):
        lines.append(f"  %{ty}_{k} = llvm.mlir.{k} : {ty}")
        names.append(f"%{ty}_{k}")
    return names


def test_fcmp_folds_match_mlir_translate19_on_a_table(mlir_translate19) -> None:
    """Every predicate on every pair of special and ordinary values, per float type, plus
    vectors (with zero, undef, poison and mixed lanes): the whole module byte for byte."""
    lines = ["llvm.func @r(i1)", "llvm.func @rv(vector<2xi1>)", "llvm.func @main() {"]
    specials = {"f16": ("0x7E00", "0x7C00"), "bf16": ("0x7FC0", "0xFF80"),
                "f32": ("0x7FC00000", "0xFF800000"), "f64": ("0x7FF8000000000000",
                                                             "0x7FF0000000000000")}
    n = 0
    for ty, (nan, inf) in specials.items():
        names = _constant_operands(lines, ty, ("1.0", "-0.0", "1.0001", "1.00001", nan, inf))
        for pred in _FCMP:
            for x in names:
                for y in names:
                    n += 1
                    lines += [f'  %x{n} = llvm.fcmp "{pred}" {x}, {y} : {ty}',
                              f"  llvm.call @r(%x{n}) : (i1) -> ()"]
    vt = "vector<2xf64>"
    lines += [f"  %va = llvm.mlir.constant(dense<[1.0, 2.0]> : {vt}) : {vt}",
              f"  %vb = llvm.mlir.constant(dense<[2.0, -0.0]> : {vt}) : {vt}",
              f"  %vz = llvm.mlir.zero : {vt}", f"  %vu = llvm.mlir.undef : {vt}",
              f"  %vp = llvm.mlir.poison : {vt}", "  %i1 = llvm.mlir.constant(1 : i32) : i32",
              f"  %vm = llvm.insertelement %f64_4, %vu[%i1 : i32] : {vt}"]
    vecs = ("%va", "%vb", "%vz", "%vu", "%vp", "%vm")
    for pred in _FCMP:
        for x in vecs:
            for y in vecs:
                n += 1
                lines += [f'  %x{n} = llvm.fcmp "{pred}" {x}, {y} : {vt}',
                          f"  llvm.call @rv(%x{n}) : (vector<2xi1>) -> ()"]
    text = "\n".join([*lines, "  llvm.return", "}", ""])
    ref = subprocess.run([mlir_translate19, "--mlir-to-llvmir"], input=text, text=True,
                         capture_output=True, check=True, timeout=60).stdout
    got = _translate(text).splitlines()
    want = ref.splitlines()
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert g == w


_FLOAT_VALUES = {  # per type: ordinary, signed zeros, infinities, NaNs (signed, payload, and
    # for f64 signalling), one past overflow and a denormal
    "f64": ("-0.0", "0.0", "3.5", "-2.25", "0xFFF0000000000000", "0xFFF8000000000000",
            "0x7FF8000000000123", "0x7FF0000000000001", "0x7FEFFFFFFFFFFFFF", "4.9e-324"),
    "f32": ("-0.0", "0.0", "3.5", "-2.25", "0x7F800000", "0xFFC00000", "0x7FC00123",
            "0x7F7FFFFF", "1.0e-45"),
    "f16": ("-0.0", "1.0", "3.5", "-2.25", "0x7C00", "0xFE00", "0x7BFF", "0x0001"),
    "bf16": ("-0.0", "1.0", "3.5", "-2.25", "0xFF80", "0x7FC1", "0x7F7F", "0x0001"),
}


def _diff_mlir_translate19(mlir_translate19: str, text: str) -> None:
    ref = subprocess.run([mlir_translate19, "--mlir-to-llvmir"], input=text, text=True,
                         capture_output=True, check=True, timeout=60).stdout
    got = _translate(text).splitlines()
    want = ref.splitlines()
    assert len(got) == len(want)
    for g, w in zip(got, want, strict=True):
        assert g == w


def test_float_arithmetic_folds_match_mlir_translate19_on_a_table(mlir_translate19) -> None:
    """fadd/fsub/fmul/fdiv/frem on every pair of special and ordinary values (and undef,
    poison, zero) per float type, vectors with mixed lanes, and fneg: byte for byte."""
    ops = ("fadd", "fsub", "fmul", "fdiv", "frem")
    lines = [f"llvm.func @r_{t}({t})" for t in _FLOAT_VALUES]
    lines += ["llvm.func @rv(vector<2xf32>)", "llvm.func @main() {"]
    n = 0
    for ty, values in _FLOAT_VALUES.items():
        names = _constant_operands(lines, ty, values)
        for op in ops:
            for x in names:
                for y in names:
                    n += 1
                    lines += [f"  %x{n} = llvm.{op} {x}, {y} : {ty}",
                              f"  llvm.call @r_{ty}(%x{n}) : ({ty}) -> ()"]
        for x in names:
            n += 1
            lines += [f"  %x{n} = llvm.fneg {x} : {ty}",
                      f"  llvm.call @r_{ty}(%x{n}) : ({ty}) -> ()"]
    vt = "vector<2xf32>"
    lines += [f"  %va = llvm.mlir.constant(dense<[1.0, 0.0]> : {vt}) : {vt}",
              f"  %vn = llvm.mlir.constant(dense<[0x7FC00001, 0xFF800000]> : {vt}) : {vt}",
              f"  %vm0 = llvm.mlir.constant(dense<-0.0> : {vt}) : {vt}",
              f"  %vz = llvm.mlir.zero : {vt}", f"  %vu = llvm.mlir.undef : {vt}",
              f"  %vp = llvm.mlir.poison : {vt}", "  %i1 = llvm.mlir.constant(1 : i32) : i32",
              f"  %vm = llvm.insertelement %f32_2, %vu[%i1 : i32] : {vt}",
              f"  %vq = llvm.insertelement %f32_poison, %vu[%i1 : i32] : {vt}"]
    vecs = ("%va", "%vn", "%vm0", "%vz", "%vu", "%vp", "%vm", "%vq")
    for op in ops:
        for x in vecs:
            for y in vecs:
                n += 1
                lines += [f"  %x{n} = llvm.{op} {x}, {y} : {vt}",
                          f"  llvm.call @rv(%x{n}) : ({vt}) -> ()"]
    for x in vecs:
        n += 1
        lines += [f"  %x{n} = llvm.fneg {x} : {vt}", f"  llvm.call @rv(%x{n}) : ({vt}) -> ()"]
    _diff_mlir_translate19(mlir_translate19, "\n".join([*lines, "  llvm.return", "}", ""]))


def test_insertelement_folds_match_mlir_translate19_on_a_table(mlir_translate19) -> None:
    """Every vector kind (dense, splat, zero, undef, poison) x element (constants, zero,
    undef, poison) x lane (in range, out of range, -1, zero, undef, poison; i32 and i64)."""
    lines, decls, n = ["llvm.func @main() {"], [], 0
    for et, (a, b, c) in (("i32", ("-1", "0", "7")), ("f32", ("1.5", "0.0", "-0.0")),
                          ("i1", ("1", "0", "1"))):
        vt = f"vector<3x{et}>"
        decls.append(f"llvm.func @v{et}({vt})")
        lines += [f"  %{et}d = llvm.mlir.constant(dense<[{a}, {c}, {a}]> : {vt}) : {vt}",
                  f"  %{et}s = llvm.mlir.constant(dense<{c}> : {vt}) : {vt}"]
        lines += [f"  %{et}{k[0]} = llvm.mlir.{k} : {vt}" for k in ("zero", "undef", "poison")]
        lines += [f"  %{et}e{j} = llvm.mlir.constant({v} : {et}) : {et}"
                  for j, v in enumerate((a, b, c))]
        lines += [f"  %{et}e{k[0]} = llvm.mlir.{k} : {et}" for k in ("zero", "undef", "poison")]
        idxs = []
        for it, values in (("i32", ("0", "2", "3", "-1")), ("i64", ("1", "4"))):
            for j, v in enumerate(values):
                lines.append(f"  %{et}{it}_{j} = llvm.mlir.constant({v} : {it}) : {it}")
                idxs.append(f"%{et}{it}_{j} : {it}")
            for k in ("zero", "undef", "poison"):
                lines.append(f"  %{et}{it}_{k} = llvm.mlir.{k} : {it}")
                idxs.append(f"%{et}{it}_{k} : {it}")
        for v in (f"%{et}{c}" for c in "dszup"):
            for e in (f"%{et}e{c}" for c in "012zup"):
                for i in idxs:
                    n += 1
                    lines += [f"  %x{n} = llvm.insertelement {e}, {v}[{i}] : {vt}",
                              f"  llvm.call @v{et}(%x{n}) : ({vt}) -> ()"]
    _diff_mlir_translate19(mlir_translate19, "\n".join([*decls, *lines, "  llvm.return", "}", ""]))
