"""The built-in runner utilities: the memref printer on descriptors built with ctypes (expected
texts are mlir-cpu-runner-19's, with libmlir_runner_utils), number formats, the scalar print
module (valid LLVM IR), and which --shared-libs are stood in for."""
import ctypes
import struct

import pytest

from gpuopt.runtime import runner_utils as U


def _descriptor(kind: str, values: list, sizes: list[int], strides: list[int],
                offset: int = 0):
    """(descriptor address, keep-alive objects) of a ranked memref over `values`."""
    fmt, size = U.ELEMENTS[kind]
    data = ctypes.create_string_buffer(max(len(values), 1) * size)
    for i, v in enumerate(values):
        struct.pack_into("<" + fmt, data, i * size, *(v if isinstance(v, tuple) else (v,)))
    rank = len(sizes)
    words = (ctypes.c_int64 * (3 + 2 * rank))()
    address = ctypes.addressof(data)
    words[0] = words[1] = address
    words[2] = offset
    for i, (n, s) in enumerate(zip(sizes, strides, strict=True)):
        words[3 + i], words[3 + rank + i] = n, s
    return ctypes.addressof(words), (data, words), address


def _text(kind: str, values: list, sizes: list[int], strides: list[int], offset: int = 0,
          ranked: bool = False) -> str:
    desc, keep, address = _descriptor(kind, values, sizes, strides, offset)
    out = U.format_memref(kind, len(sizes), desc, ranked).decode("latin-1")
    return out.replace(hex(address), "0xADDR")


def test_two_dimensions() -> None:
    assert _text("F32", [1.5] * 6, [2, 3], [3, 1]) == (
        "Unranked Memref base@ = 0xADDR rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] "
        "data = \n[[1.5,   1.5,   1.5], \n [1.5,   1.5,   1.5]]\n")


def test_three_dimensions() -> None:
    assert _text("F64", [2e-07] * 8, [2, 2, 2], [4, 2, 1]) == (
        "Unranked Memref base@ = 0xADDR rank = 3 offset = 0 sizes = [2, 2, 2] strides = "
        "[4, 2, 1] data = \n[[[2e-07,    2e-07], \n  [2e-07,    2e-07]], \n"
        " [[2e-07,    2e-07], \n  [2e-07,    2e-07]]]\n")


def test_ranked_zero_d_and_one_row() -> None:
    assert _text("F32", [0.333333333], [], [], ranked=True) == (
        "Memref base@ = 0xADDR rank = 0 offset = 0 sizes = [] strides = [] data = \n"
        "[0.333333]\n")
    assert _text("I64", [-2**63, -2**63], [1, 2], [2, 1]).endswith(
        "data = \n[[-9223372036854775808,   -9223372036854775808]]\n")


def test_offset_and_strides() -> None:
    assert _text("I32", list(range(12)), [2, 2], [4, 2], offset=5).endswith(
        "offset = 5 sizes = [2, 2] strides = [4, 2] data = \n[[5,   7], \n [9,   11]]\n")


def test_empty_dimensions_show_the_first_element_as_upstream() -> None:
    assert _text("Ind", [7], [0], [1]).endswith("sizes = [0] strides = [1] data = \n[7]\n")
    assert _text("Ind", [7, 8, 9], [3, 0], [1, 1]).endswith(
        "data = \n[[7], \n [8], \n [9]]\n")


@pytest.mark.parametrize("kind, values, data", [
    ("F32", [0.333333333, float("inf"), float("-nan"), 1e10], "[0.333333,  inf,  -nan,  1e+10]"),
    ("I8", [65, 122], "[A,  z]"),
    ("I16", [-7, 300], "[-7,  300]"),
    ("C32", [(1.0, -2.0), (0.0, 0.0)], "[(1,-2),  (0,0)]"),
    ("F16", [0x3C00, 0xC000], "[1,  -2]"),
    ("BF16", [0x3FC0, 0x7F80], "[1.5,  inf]"),
])
def test_element_formats(kind: str, values: list, data: str) -> None:
    assert _text(kind, values, [len(values)], [1]).split("data = \n")[1] == data + "\n"


def test_shape_and_null_base() -> None:
    desc, keep, address = _descriptor("F32", [0.0] * 4, [4], [1])
    assert U.format_shape(1, desc) == (
        f"Unranked Memref base@ = {hex(address)} rank = 1 offset = 0 sizes = [4] "
        "strides = [1]\n").encode()
    assert U.metadata_text(0, 1, 0, [0], [1]).startswith("base@ = 0 rank")


def test_memref_copy_with_strides() -> None:
    src_desc, keep1, _ = _descriptor("I32", list(range(12)), [2, 3], [4, 1], offset=1)
    dst_desc, keep2, _ = _descriptor("I32", [0] * 6, [2, 3], [3, 1])
    src = U.UnrankedMemRef(2, src_desc)
    dst = U.UnrankedMemRef(2, dst_desc)
    U.memref_copy(4, ctypes.pointer(src), ctypes.pointer(dst))
    assert list(memoryview(keep2[0].raw).cast("i")) == [1, 2, 3, 5, 6, 7]


def test_scalar_module_is_valid_llvm_ir() -> None:
    import llvmlite.binding as llvm

    text = U.scalar_module(set(U.SCALAR_PRINTS) | {"unrelated"})
    mod = llvm.parse_assembly(text)
    mod.verify()
    assert {f.name for f in mod.functions if not f.is_declaration} == set(U.SCALAR_PRINTS)
    assert U.scalar_module({"printNewline"}).count("define ") == 1
    assert U.scalar_module(set()) == ""


@pytest.mark.parametrize("path, builtin", [
    ("/usr/lib/llvm-19/lib/libmlir_runner_utils.so", True),
    ("libmlir_c_runner_utils.so.19.1", True),
    ("/x/libmlir_cuda_runtime.so", True),
    ("/x/libmlir_runner_utils.so.bak", False),
    ("/x/libother.so", False),
    ("/x/libmlir_runner_utils_extra.so", False),
])
def test_builtin_libraries(path: str, builtin: bool) -> None:
    assert U.is_builtin_library(path) is builtin


def test_every_callback_has_a_c_address() -> None:
    callbacks = U.callbacks()
    assert "printMemrefF32" in callbacks and "_mlir_ciface_printMemrefI8" in callbacks
    assert "printMemrefI8" not in callbacks  # LLVM 19 has only the C-interface form
    for cb in callbacks.values():
        assert ctypes.cast(cb, ctypes.c_void_p).value
    assert all(U.libc_symbols().values())


def test_vprintf_reads_arguments_as_cuda_lays_them_out() -> None:
    # gpu.printf "%d %f %ld %c %s" packs {i32, f64 (the f32 promoted), i64, i32, ptr}
    text = ctypes.create_string_buffer(b"str")
    buf = ctypes.create_string_buffer(struct.pack("<i4xdqi4xQ", -7, 2.5, 1 << 40, 65,
                                                  ctypes.addressof(text)))
    got = U.format_vprintf(b"a=%d b=%f c=%ld d=%c e=%s 100%%\n", ctypes.addressof(buf))
    assert got == b"a=-7 b=2.500000 c=1099511627776 d=A e=str 100%\n"
    buf2 = ctypes.create_string_buffer(struct.pack("<iii", 6, 42, 255))
    assert U.format_vprintf(b"[%*d|%-4x]", ctypes.addressof(buf2)) == b"[    42|ff  ]"
    assert U.format_vprintf(b"no arguments\n", 0) == b"no arguments\n"
