"""The runner utilities: LLVM 19's libmlir_runner_utils and libmlir_c_runner_utils, built in.

JIT code calls them by name (`printMemrefF32`, `_mlir_ciface_printMemref2dF32`, `printF32`,
`printNewline`, ... as --convert-vector-to-llvm and the memref print helpers of upstream tests
declare them); their output is byte for byte the libraries' own. Everything writes through the
C library's `stdout` FILE, as the libraries do (`fprintf(stdout, ...)`, and `std::cout`, which
is synced with stdio), so the buffering and the order of output are upstream's: a memref print
flushes (`std::flush`), the scalar prints leave their text in stdio's buffer until the next flush
or exit, and the runner's own result line (`llvm::outs()` in mlir-cpu-runner) is written past
that buffer.

Two kinds of implementation, chosen by cost per call:
- the scalar prints (printF32, printF64, printI64, printU64, printString, printOpen, printClose,
  printComma, printNewline) are a small LLVM IR module calling `printf`/`putchar`, JIT-compiled
  with the program (`scalar_module(names)`): 0.5 us a call, against 0.9 us for a ctypes callback
  (200,000 printF64 calls into /dev/null: 97 ms and 180 ms);
- the memref prints, printF16/printBF16, memrefCopy, the clocks and printFlops are ctypes
  callbacks into Python (`callbacks()`), a call per memref.

`format_memref(kind, rank, descriptor, ranked)` is the printer itself (pure, testable).
`vprintf_callback()` is CUDA's `vprintf` (gpu.printf in kernels) for a CPU device: the runner
binds it as `vprintf` when the program opens a device whose symbols() has none.
"""
from __future__ import annotations

import ctypes
import math
import os
import re
import struct
import time
from collections.abc import Callable

# element kind -> (struct format of one element, its size in bytes)
ELEMENTS = {
    "F32": ("f", 4), "F64": ("d", 8), "F16": ("H", 2), "BF16": ("H", 2),
    "I8": ("b", 1), "I16": ("h", 2), "I32": ("i", 4), "I64": ("q", 8), "Ind": ("q", 8),
    "C32": ("ff", 8), "C64": ("dd", 16),
}

# What libmlir_runner_utils.so.19 exports (nm -D), by family
UNRANKED = ("F32", "F64", "I32", "I64", "Ind", "C32", "C64")  # printMemrefX(rank, ptr) too
CIFACE_UNRANKED = ("BF16", "C32", "C64", "F16", "F32", "F64", "I16", "I32", "I64", "I8", "Ind")
CIFACE_RANKED = (("0d", "F32"), ("1d", "C32"), ("1d", "C64"), ("1d", "F32"), ("1d", "F64"),
                 ("1d", "I32"), ("1d", "I64"), ("1d", "I8"), ("1d", "Ind"), ("2d", "F32"),
                 ("3d", "F32"), ("4d", "F32"))
SHAPES = ("C32", "C64", "F32", "F64", "I32", "I64", "I8", "Ind")

SCALAR_PRINTS = ("printF32", "printF64", "printI64", "printU64", "printString", "printOpen",
                 "printClose", "printComma", "printNewline")

# Basenames of upstream's runtime libraries that --shared-libs may name: the built-ins stand in
# for them (with or without a version suffix, `.so.19.1`).
BUILTIN_LIBRARIES = ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so",
                     "libmlir_cuda_runtime.so", "libmlir_float16_utils.so")


def is_builtin_library(path: str) -> bool:
    """True for upstream's runtime libraries: their basename, a version suffix allowed."""
    base = os.path.basename(path)
    return any(re.fullmatch(re.escape(lib) + r"(\.[0-9]+)*", base) for lib in BUILTIN_LIBRARIES)


# ---- the C library ---------------------------------------------------------------------------
class _Libc:
    """libc's stdout FILE and the few calls the callbacks write with."""

    def __init__(self) -> None:
        self.lib = ctypes.CDLL(None)
        self.stdout = ctypes.c_void_p.in_dll(self.lib, "stdout")
        self.fwrite = self.lib.fwrite
        self.fwrite.argtypes = [ctypes.c_char_p, ctypes.c_size_t, ctypes.c_size_t,
                                ctypes.c_void_p]
        self.fflush = self.lib.fflush
        self.fflush.argtypes = [ctypes.c_void_p]

    def write(self, data: bytes, flush: bool = False) -> None:
        if data:
            self.fwrite(data, 1, len(data), self.stdout)
        if flush:
            self.fflush(self.stdout)

    def address(self, name: str) -> int:
        return ctypes.cast(getattr(self.lib, name), ctypes.c_void_p).value or 0


_LIBC: _Libc | None = None


def libc() -> _Libc:
    global _LIBC
    if _LIBC is None:
        _LIBC = _Libc()
    return _LIBC


def buffer_stdout() -> None:
    """Gives C's stdout the buffering a C program starts with (mlir-cpu-runner's): a full
    buffer of the file's block size, a line buffer on a terminal. Python leaves it unbuffered
    under PYTHONUNBUFFERED (`-u`), which would change the order of the output."""
    c = libc()
    c.lib.setvbuf.argtypes = [ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int, ctypes.c_size_t]
    c.lib.malloc.restype = ctypes.c_void_p
    c.lib.malloc.argtypes = [ctypes.c_size_t]
    try:
        st = os.fstat(1)
        tty = os.isatty(1)
    except OSError:
        return
    size = (st.st_blksize or 8192) if not tty else 1024
    # a buffer of our own: stdio keeps the one-byte buffer of an unbuffered stream otherwise;
    # malloc'd and never freed, as stdio flushes it at exit, after Python's teardown
    buf = c.lib.malloc(size)
    if buf:
        c.lib.setvbuf(c.stdout, buf, 1 if tty else 0, size)  # _IOLBF, _IOFBF


def flush_stdout() -> None:
    """fflush(stdout): what the JIT code printed leaves stdio's buffer."""
    libc().fflush(libc().stdout)


# ---- memref printing -------------------------------------------------------------------------
def _float_text(x: float) -> str:
    """`os << x` of libstdc++ (printf's %g, precision 6: `inf`, `-inf`, `nan`, `-nan`)."""
    text = f"{x:g}"
    if text == "nan" and math.copysign(1.0, x) < 0:
        return "-nan"
    return text


def _half(bits: int) -> float:
    return struct.unpack("<e", struct.pack("<H", bits))[0]


def _bfloat(bits: int) -> float:
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


def _element_printer(kind: str) -> Callable[[object], bytes]:
    if kind in ("F32", "F64"):
        return lambda v: _float_text(v).encode()
    if kind == "F16":
        return lambda v: _float_text(_half(v)).encode()
    if kind == "BF16":
        return lambda v: _float_text(_bfloat(v)).encode()
    if kind == "I8":  # a signed char: ostream writes the character itself
        return lambda v: bytes((v & 0xFF,))
    if kind in ("C32", "C64"):
        return lambda v: f"({_float_text(v[0])},{_float_text(v[1])})".encode()
    return lambda v: str(v).encode()


def read_descriptor(rank: int, descriptor: int) -> tuple[int, int, list[int], list[int]]:
    """(data pointer, offset, sizes, strides) of a ranked descriptor
    `{T* allocated, T* aligned, i64 offset, i64 sizes[rank], i64 strides[rank]}`."""
    words = (ctypes.c_int64 * (3 + 2 * rank)).from_address(descriptor)
    return words[1] & (2**64 - 1), words[2], list(words[3:3 + rank]), list(words[3 + rank:])


def metadata_text(data: int, rank: int, offset: int, sizes: list[int],
                  strides: list[int]) -> str:
    """printMemRefMetaData: `base@ = 0x... rank = R offset = O sizes = [..] strides = [..]`
    (a null pointer is `0`, as ostream writes a null `void*`)."""
    return (f"base@ = {hex(data) if data else '0'} rank = {rank} offset = {offset} "
            f"sizes = [{', '.join(map(str, sizes))}] strides = [{', '.join(map(str, strides))}]")


_host_access: Callable[[int, int, bool, str], None] | None = None


def watch_host_access(fn: Callable[[int, int, bool, str], None] | None) -> None:
    """`fn(address, bytes, write, utility)` is told of each access of a runner utility to
    memory (gpuopt-runner --cpu-check-races: the cpu device's `host_access`); None: nothing."""
    global _host_access
    _host_access = fn


def data_text(kind: str, data: int, rank: int, offset: int, sizes: list[int],
              strides: list[int]) -> bytes:
    """MemRefDataPrinter<T>::print over the whole memref, its quirks included: an empty
    dimension still shows the element at its start (upstream reads it), a dimension of one
    closes its bracket at once."""
    fmt, size = ELEMENTS[kind]
    # the offsets the printer reads: per dimension, index 0 to max(size, 1) - 1
    lo = hi = offset
    for n, s in zip(sizes, strides, strict=True):
        span = (max(n, 1) - 1) * s
        lo, hi = lo + min(0, span), hi + max(0, span)
    if _host_access is not None and data:
        _host_access(data + lo * size, (hi - lo + 1) * size, False, f"printMemref{kind}")
    raw = ctypes.string_at(data + lo * size, (hi - lo + 1) * size) if data else b""
    step = struct.calcsize("<" + fmt)
    if len(fmt) == 1:
        values: list = list(memoryview(raw).cast(fmt)) if raw else []
    else:
        values = [struct.unpack_from("<" + fmt, raw, i) for i in range(0, len(raw), step)]
    element = _element_printer(kind)
    out: list[bytes] = []

    inner_sep = b", " + b" " * rank

    def emit(off: int, dim: int, sizes: list[int], strides: list[int]) -> None:
        if dim == 0:
            i = off - lo
            out.append(element(values[i]) if 0 <= i < len(values) else b"0")
            return
        if dim == 1 and sizes[0] > 1:  # a whole row at once (the same text, faster)
            start = off - lo
            row = values[start:start + (sizes[0] - 1) * strides[0] + 1:strides[0]] \
                if strides[0] > 0 else [values[start + k * strides[0]] for k in range(sizes[0])]
            out.append(b"[" + inner_sep.join(map(element, row)) + b"]")
            return
        out.append(b"[")
        emit(off, dim - 1, sizes[1:], strides[1:])
        if sizes[0] <= 1:
            out.append(b"]")
            return
        sep = b", \n" if dim > 1 else b", "
        pad = b" " * (rank - dim + 1)
        out.append(sep)
        for i in range(1, sizes[0] - 1):
            out.append(pad)
            emit(off + i * strides[0], dim - 1, sizes[1:], strides[1:])
            out.append(sep)
        out.append(pad)
        emit(off + (sizes[0] - 1) * strides[0], dim - 1, sizes[1:], strides[1:])
        out.append(b"]")

    if rank == 0:
        out.append(b"[")
    emit(offset, rank, sizes, strides)
    if rank == 0:
        out.append(b"]")
    return b"".join(out)


def format_memref(kind: str, rank: int, descriptor: int, ranked: bool = False) -> bytes:
    """impl::printMemRef: the metadata line, ` data = `, newline, the data, newline."""
    data, offset, sizes, strides = read_descriptor(rank, descriptor)
    head = ("Memref " if ranked else "Unranked Memref ") + \
        metadata_text(data, rank, offset, sizes, strides) + " data = \n"
    return head.encode() + data_text(kind, data, rank, offset, sizes, strides) + b"\n"


def format_shape(rank: int, descriptor: int) -> bytes:
    data, offset, sizes, strides = read_descriptor(rank, descriptor)
    return ("Unranked Memref " + metadata_text(data, rank, offset, sizes, strides) +
            "\n").encode()


class UnrankedMemRef(ctypes.Structure):
    """UnrankedMemRefType<T>: the rank and a pointer to a ranked descriptor."""
    _fields_ = [("rank", ctypes.c_int64), ("descriptor", ctypes.c_void_p)]


UNRANKED_P = ctypes.POINTER(UnrankedMemRef)
_VOID = ctypes.CFUNCTYPE(None)
_RANK_PTR = ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.c_void_p)
_PTR = ctypes.CFUNCTYPE(None, ctypes.c_void_p)


def _guarded(fn: Callable) -> Callable:
    """A callback must not raise into JIT code: report on stderr, as a C library would abort."""
    def call(*args):
        try:
            return fn(*args)
        except Exception as err:  # pragma: no cover - a broken descriptor
            os.write(2, f"gpuopt-runner: runner utility failed: {err}\n".encode())
            return None
    return call


def callbacks() -> dict[str, object]:
    """name -> ctypes callback object (keep them alive while JIT code may call them)."""
    out: dict[str, object] = {}

    def unranked(kind: str) -> Callable:
        return _guarded(lambda rank, desc: libc().write(
            format_memref(kind, rank, desc or 0), flush=True))

    def ciface(kind: str) -> Callable:
        def call(m):
            if m:
                libc().write(format_memref(kind, m.contents.rank, m.contents.descriptor or 0),
                             flush=True)
        return _guarded(call)

    def ranked(rank: int, kind: str) -> Callable:
        return _guarded(lambda desc: libc().write(format_memref(kind, rank, desc, True),
                                                  flush=True))

    def shape(m) -> None:
        if m:
            libc().write(format_shape(m.contents.rank, m.contents.descriptor or 0))

    for kind in UNRANKED:
        out[f"printMemref{kind}"] = _RANK_PTR(unranked(kind))
    for kind in CIFACE_UNRANKED:
        out[f"_mlir_ciface_printMemref{kind}"] = ctypes.CFUNCTYPE(None, UNRANKED_P)(
            ciface(kind))
    for dims, kind in CIFACE_RANKED:
        out[f"_mlir_ciface_printMemref{dims}{kind}"] = _PTR(ranked(int(dims[0]), kind))
    for kind in SHAPES:
        out[f"_mlir_ciface_printMemrefShape{kind}"] = ctypes.CFUNCTYPE(None, UNRANKED_P)(
            _guarded(shape))
    out["printF16"] = ctypes.CFUNCTYPE(None, ctypes.c_uint16)(
        _guarded(lambda b: libc().write(_float_text(_half(b)).encode())))
    out["printBF16"] = ctypes.CFUNCTYPE(None, ctypes.c_uint16)(
        _guarded(lambda b: libc().write(_float_text(_bfloat(b)).encode())))
    out["memrefCopy"] = ctypes.CFUNCTYPE(None, ctypes.c_int64, UNRANKED_P, UNRANKED_P)(
        _guarded(memref_copy))
    out["rtclock"] = ctypes.CFUNCTYPE(ctypes.c_double)(time.time)
    out["_mlir_ciface_nanoTime"] = ctypes.CFUNCTYPE(ctypes.c_int64)(time.monotonic_ns)
    out["printFlops"] = ctypes.CFUNCTYPE(None, ctypes.c_double)(
        _guarded(lambda f: os.write(2, ("%f GFLOPS\n" % (f / 1.0e9)).encode())))
    return out


def memref_copy(element_size: int, src, dst) -> None:
    """memrefCopy: copies src into dst element by element (any strides), contiguous runs as
    one memmove."""
    if not src or not dst:
        return
    rank = src.contents.rank
    sdata, soff, sizes, sstrides = read_descriptor(rank, src.contents.descriptor or 0)
    ddata, doff, _, dstrides = read_descriptor(rank, dst.contents.descriptor or 0)
    if any(n == 0 for n in sizes):
        return
    if _host_access is not None:
        for data, off, strides, write in ((sdata, soff, sstrides, False),
                                          (ddata, doff, dstrides, True)):
            span = 1 + sum((n - 1) * abs(st) for n, st in zip(sizes, strides, strict=True))
            _host_access(data + off * element_size, span * element_size, write, "memrefCopy")
    if rank == 0:
        ctypes.memmove(ddata + doff * element_size, sdata + soff * element_size, element_size)
        return
    inner = sizes[-1] if sstrides[-1] == 1 and dstrides[-1] == 1 else 1
    outer_sizes = sizes[:-1] + ([1] if inner > 1 else [sizes[-1]])
    idx = [0] * rank
    while True:
        s = soff + sum(i * st for i, st in zip(idx, sstrides, strict=True))
        d = doff + sum(i * st for i, st in zip(idx, dstrides, strict=True))
        ctypes.memmove(ddata + d * element_size, sdata + s * element_size,
                       inner * element_size)
        k = rank - 1
        while k >= 0:
            idx[k] += 1
            if idx[k] < outer_sizes[k]:
                break
            idx[k] = 0
            k -= 1
        if k < 0:
            return


def libc_symbols() -> dict[str, int]:
    """mlirAlloc & co. of libmlir_c_runner_utils: libc's allocation calls themselves."""
    c = libc()
    return {"mlirAlloc": c.address("malloc"), "mlirAlignedAlloc": c.address("aligned_alloc"),
            "mlirFree": c.address("free"), "mlirAlignedFree": c.address("free")}


# ---- the scalar prints, as LLVM IR -----------------------------------------------------------
_STRINGS = {"g": "%g", "ld": "%ld", "lu": "%lu", "s": "%s", "nan": "-nan", "open": "( ",
            "close": " )", "comma": ", "}


def _fp_print(name: str, ty: str) -> str:
    ext = "  %d = fpext float %x to double\n" if ty == "float" else ""
    val = "%d" if ty == "float" else "%x"
    return (f"define void @{name}({ty} %x) {{\n{ext}"
            f"  %n = fcmp uno {ty} %x, 0.0\n"
            f"  %b = bitcast {ty} %x to {'i32' if ty == 'float' else 'i64'}\n"
            f"  %s = icmp slt {'i32' if ty == 'float' else 'i64'} %b, 0\n"
            "  %ns = and i1 %n, %s\n"
            "  br i1 %ns, label %neg, label %pos\n"
            "neg:\n  call i32 (ptr, ...) @printf(ptr @.gpuopt.fmt.nan)\n  ret void\n"
            f"pos:\n  call i32 (ptr, ...) @printf(ptr @.gpuopt.fmt.g, double {val})\n"
            "  ret void\n}\n")


_SCALAR_IR = {
    # if (isnan(f) && signbit(f)) fprintf(stdout, "-nan"); else fprintf(stdout, "%g", f);
    "printF32": _fp_print("printF32", "float"),
    "printF64": _fp_print("printF64", "double"),
    "printI64": "define void @printI64(i64 %x) {\n"
                "  call i32 (ptr, ...) @printf(ptr @.gpuopt.fmt.ld, i64 %x)\n  ret void\n}\n",
    "printU64": "define void @printU64(i64 %x) {\n"
                "  call i32 (ptr, ...) @printf(ptr @.gpuopt.fmt.lu, i64 %x)\n  ret void\n}\n",
    "printString": "define void @printString(ptr %s) {\n"
                   "  call i32 (ptr, ...) @printf(ptr @.gpuopt.fmt.s, ptr %s)\n  ret void\n}\n",
    "printOpen": "define void @printOpen() {\n"
                 "  call i32 (ptr, ...) @printf(ptr @.gpuopt.fmt.open)\n  ret void\n}\n",
    "printClose": "define void @printClose() {\n"
                  "  call i32 (ptr, ...) @printf(ptr @.gpuopt.fmt.close)\n  ret void\n}\n",
    "printComma": "define void @printComma() {\n"
                  "  call i32 (ptr, ...) @printf(ptr @.gpuopt.fmt.comma)\n  ret void\n}\n",
    "printNewline": "define void @printNewline() {\n  call i32 @putchar(i32 10)\n"
                    "  ret void\n}\n",
}


def _ir_string(data: bytes) -> str:
    return "".join(chr(b) if 32 <= b < 127 and b not in (34, 92) else f"\\{b:02X}"
                   for b in data)


def scalar_module(names: set[str] | list[str]) -> str:
    """LLVM IR defining the scalar prints among `names` (those the program declares)."""
    wanted = [n for n in SCALAR_PRINTS if n in names]
    if not wanted:
        return ""
    head = []
    for key, text in _STRINGS.items():
        data = text.encode() + b"\0"
        head.append(f"@.gpuopt.fmt.{key} = private unnamed_addr constant [{len(data)} x i8] "
                    f'c"{_ir_string(data)}"')
    head += ["declare i32 @printf(ptr, ...)", "declare i32 @putchar(i32)", ""]
    return "\n".join(head) + "\n".join(_SCALAR_IR[n] for n in wanted)


# ---- gpu.printf's vprintf, with CUDA's semantics ---------------------------------------------
_SPEC = re.compile(rb"%([-+ #0]*)(\*|[0-9]+)?(?:\.(\*|[0-9]*))?(hh|h|ll|l|j|z|t|L)?"
                   rb"([diouxXcsfFeEgGaAp%])")


def format_vprintf(fmt: bytes, args: int) -> bytes:
    """CUDA's `vprintf(format, args)`, what gpu.printf lowers to in a kernel: the arguments lie
    in a buffer, each at the next offset aligned to its size, sized by its conversion (`%d`:
    4 bytes, `%ld` `%lld` `%zd`: 8, floating point: a double, `%s` `%p`: a pointer). Each
    conversion is formatted by the C library's snprintf, so the text is printf's own."""
    c = libc()
    snprintf = c.lib.snprintf
    out: list[bytes] = []
    pos = 0
    offset = 0

    def take(size: int, ctype):
        nonlocal offset
        offset = (offset + size - 1) // size * size
        value = ctype.from_address(args + offset).value
        offset += size
        return value

    for m in _SPEC.finditer(fmt):
        out.append(fmt[pos:m.start()])
        pos = m.end()
        flags, width, prec, length, conv = m.groups()
        if conv == b"%":
            out.append(b"%")
            continue
        extra: list = []
        for part in (width, prec):
            if part == b"*":
                extra.append(ctypes.c_int(take(4, ctypes.c_int32)))
        if conv in b"diouxXc":
            wide = length in (b"l", b"ll", b"j", b"z", b"t")
            value = ctypes.c_longlong(take(8, ctypes.c_int64)) if wide else \
                ctypes.c_int(take(4, ctypes.c_int32))
        elif conv in b"fFeEgGaA":
            value = ctypes.c_double(take(8, ctypes.c_double))
        else:  # s, p
            value = ctypes.c_void_p(take(8, ctypes.c_uint64))
            if conv == b"s" and not value.value:
                out.append(b"(null)")
                continue
        spec = m.group(0)
        if conv in b"fFeEgGaA" and length == b"L":
            spec = spec.replace(b"L", b"")
        n = snprintf(None, 0, spec, *extra, value)
        buf = ctypes.create_string_buffer(n + 1)
        snprintf(buf, n + 1, spec, *extra, value)
        out.append(buf.raw[:n])
    out.append(fmt[pos:])
    return b"".join(out)


def vprintf_callback():
    """A C-callable `int vprintf(const char *format, void *args)` with CUDA's semantics
    (format_vprintf, written to C's stdout), for the kernels a CPU device runs; keep it alive."""
    def call(fmt, args):
        text = format_vprintf(ctypes.string_at(fmt), args or 0) if fmt else b""
        libc().write(text)
        return len(text)
    return ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_void_p, ctypes.c_void_p)(_guarded(call))
