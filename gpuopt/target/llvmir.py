"""The llvm and nvvm dialects to LLVM IR text, printed as mlir-translate-19 prints it.

gpuopt's own translation (mlir-translate is never called): functions are declared first, in
module order; bodies are translated block by block in reverse post-order (as
ModuleTranslation does) so values are defined before use; block arguments become phi nodes
whose incoming pairs follow MLIR's predecessor order. Instructions whose operands are all
constants are folded as LLVM's IRBuilder folds them (the constant takes the instruction's
place). Unnamed values are numbered as LLVM's AsmWriter numbers them, `; preds = ` comments
follow LLVM's use lists (most recent use first), intrinsic declarations carry the attributes of
LLVM 19's Intrinsics.td and come after the module's own functions.

`translate_module(module)` returns the text or raises TranslateError, located at the op that
cannot be translated.
"""
from __future__ import annotations

import math
import struct

from gpuopt import abi
from gpuopt.diag import GpuoptError
from gpuopt.dialects import llvm as L
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T


class TranslateError(GpuoptError):
    """An op, type or attribute gpuopt cannot put into LLVM IR."""


class _FailedOp(TranslateError):
    """A dialect translation's own error, then ModuleTranslation's `LLVM Translation failed
    for operation: NAME` (both at the op, each with its `see current operation:` note)."""

    def __init__(self, message: str, op) -> None:
        super().__init__(message, op.loc)
        _note_op(self, op)
        self.then = _note_op(TranslateError(
            f"LLVM Translation failed for operation: {op.name}", op.loc), op)

    def render(self) -> str:
        return super().render() + self.then.render()


# ---- types --------------------------------------------------------------------------------
FLOAT_NAMES = {"f16": "half", "bf16": "bfloat", "f32": "float", "f64": "double",
               "f80": "x86_fp80", "f128": "fp128"}


def type_text(t, loc=None) -> str:
    """An MLIR type in LLVM IR's spelling."""
    if isinstance(t, T.IntegerType):
        return f"i{t.width}"
    if isinstance(t, T.FloatType) and t.name in FLOAT_NAMES:
        return FLOAT_NAMES[t.name]
    if isinstance(t, L.PointerType):
        return "ptr" if t.address_space == 0 else f"ptr addrspace({t.address_space})"
    if isinstance(t, L.VoidType):
        return "void"
    if isinstance(t, L.ArrayType):
        return f"[{t.size} x {type_text(t.element_type, loc)}]"
    if isinstance(t, L.StructType) and t.name is None and t.body_types is not None:
        if not t.body_types:
            return "<{}>" if t.packed else "{}"
        body = ", ".join(type_text(e, loc) for e in t.body_types)
        return f"<{{ {body} }}>" if t.packed else f"{{ {body} }}"
    if isinstance(t, T.VectorType) and len(t.shape) == 1:
        head = "vscale x " if t.scalable and t.scalable[0] else ""
        return f"<{head}{t.shape[0]} x {type_text(t.element_type, loc)}>"
    if isinstance(t, L.LLVMVectorType):
        head = "vscale x " if t.scalable else ""
        return f"<{head}{t.size} x {type_text(t.element_type, loc)}>"
    raise TranslateError(f"cannot translate type '{t}' to LLVM IR", loc)


def mangle(t) -> str:
    """The suffix an overloaded intrinsic's name takes for type `t` (`f32`, `v4f32`, `p0`)."""
    if isinstance(t, T.IntegerType):
        return f"i{t.width}"
    if isinstance(t, T.FloatType):
        return t.name
    if isinstance(t, L.PointerType):
        return f"p{t.address_space}"
    if isinstance(t, T.VectorType):
        head = "nx" if t.scalable and t.scalable[0] else ""
        return f"{head}v{t.shape[0]}{mangle(t.element_type)}"
    if isinstance(t, L.StructType) and t.body_types is not None:
        return "sl_" + "".join(mangle(e) for e in t.body_types) + "s"
    raise TranslateError(f"cannot mangle type '{t}'")


class DataLayout:
    """ABI alignments and sizes from `llvm.data_layout` (LLVM's defaults otherwise)."""

    def __init__(self, spec: str) -> None:
        self.ints = {1: 1, 8: 1, 16: 2, 32: 4, 64: 4}
        self.floats = {16: 2, 32: 4, 64: 8, 128: 16}
        self.vectors = {64: 8, 128: 16}
        self.ptrs = {0: (64, 8)}
        self.struct_pref = 8  # `a:0:64`: an aggregate's preferred alignment is at least 8
        for item in spec.split("-") if spec else []:
            parts = item.split(":")
            head = parts[0]
            try:
                if head[:1] in "ifv" and head[1:].isdigit() and len(parts) > 1:
                    table = {"i": self.ints, "f": self.floats, "v": self.vectors}[head[0]]
                    table[int(head[1:])] = int(parts[1]) // 8
                elif head == "a" and len(parts) > 2:
                    self.struct_pref = max(1, int(parts[2]) // 8)
                elif head[:1] == "p" and len(parts) > 2:
                    space = int(head[1:]) if head[1:] else 0
                    self.ptrs[space] = (int(parts[1]), int(parts[2]) // 8)
            except ValueError:
                continue

    def size(self, t) -> int:
        """The alloc size in bytes."""
        if isinstance(t, T.IntegerType):
            return _round(_pow2_bytes(t.width), self.align(t))
        if isinstance(t, T.FloatType):
            return {16: 2, 32: 4, 64: 8, 80: 16, 128: 16}.get(t.width, t.width // 8)
        if isinstance(t, L.PointerType):
            return self.ptrs.get(t.address_space, self.ptrs[0])[0] // 8
        if isinstance(t, L.ArrayType):
            return t.size * self.size(t.element_type)
        if isinstance(t, L.StructType):
            off = 0
            for e in t.body_types or ():
                if not t.packed:
                    off = _round(off, self.align(e))
                off += self.size(e)
            return _round(off, 1 if t.packed else self.align(t))
        if isinstance(t, T.VectorType):
            return _round(self.store_size(t), self.align(t))
        return 8

    def store_size(self, t) -> int:
        if isinstance(t, T.IntegerType):
            return (t.width + 7) // 8
        if isinstance(t, T.VectorType):
            bits = t.shape[0] * self.bits(t.element_type)
            return (bits + 7) // 8
        if isinstance(t, T.FloatType) and t.width == 80:
            return 10
        return self.size(t)

    def bits(self, t) -> int:
        if isinstance(t, (T.IntegerType, T.FloatType)):
            return t.width
        return self.size(t) * 8

    def align(self, t) -> int:
        """The ABI alignment in bytes."""
        if isinstance(t, T.IntegerType):
            best = None
            for w in sorted(self.ints):
                if w >= t.width:
                    best = self.ints[w]
                    break
            return best if best is not None else self.ints[max(self.ints)]
        if isinstance(t, T.FloatType):
            return self.floats.get(t.width, 16 if t.width == 80 else t.width // 8)
        if isinstance(t, L.PointerType):
            return self.ptrs.get(t.address_space, self.ptrs[0])[1]
        if isinstance(t, L.ArrayType):
            return self.align(t.element_type)
        if isinstance(t, L.StructType):
            if t.packed:
                return 1
            return max([self.align(e) for e in t.body_types or ()] or [1])
        if isinstance(t, T.VectorType):
            bits = t.shape[0] * self.bits(t.element_type)
            if bits in self.vectors:
                return self.vectors[bits]
            return _pow2_bytes(bits)
        return 8

    def pref_align(self, t) -> int:
        """The preferred alignment (allocas): i64 and friends are 8 where their ABI one is 4."""
        if isinstance(t, T.IntegerType) and t.width == 64 and self.ints.get(64) == 4:
            return 8
        if isinstance(t, L.StructType):  # DataLayout::getAlignment: max(pref, layout's ABI one)
            return max(self.struct_pref, self.align(t))
        if isinstance(t, L.ArrayType):
            return self.pref_align(t.element_type)
        return self.align(t)


class _Dense:
    """A row of a dense value's elements (the nested-array case of attr_constant)."""

    splat = False

    def __init__(self, values: list) -> None:
        self.values = values


def _scalar_count(t) -> int:
    """The scalars in a (nested) vector or array type, 0 when it holds something else."""
    if isinstance(t, T.VectorType) and len(t.shape) == 1:
        return t.shape[0] if isinstance(t.element_type, (T.IntegerType, T.FloatType)) else 0
    if isinstance(t, L.ArrayType):
        if isinstance(t.element_type, (T.IntegerType, T.FloatType)):
            return t.size
        return t.size * _scalar_count(t.element_type)
    return 0


def _pow2_bytes(bits: int) -> int:
    n = max(1, (bits + 7) // 8)
    p = 1
    while p < n:
        p *= 2
    return p


def _round(v: int, a: int) -> int:
    return (v + a - 1) // a * a


# ---- values -------------------------------------------------------------------------------
class Value:
    """An LLVM value: an instruction result, an argument, or a constant."""
    __slots__ = ("type",)

    def ref(self) -> str:
        raise NotImplementedError


class Local(Value):
    """An argument or an instruction's result: numbered when the function is printed."""
    __slots__ = ("num",)

    def __init__(self, type) -> None:
        self.type = type
        self.num = -1

    def ref(self) -> str:
        return f"%{self.num}"


class Const(Value):
    """A constant: kind is int, float, undef, poison, zero, global, agg, expr (printed as
    is) or op (a cast or binary constant expression: opcode, operands, flags)."""
    __slots__ = ("kind", "value")

    def __init__(self, type, kind: str, value=None) -> None:
        self.type = type
        self.kind = kind
        self.value = value

    def ref(self) -> str:
        k, t = self.kind, self.type
        if k == "int":
            if t.width == 1:
                return "true" if self.value & 1 else "false"
            return str(_signed(self.value, t.width))
        if k == "float":
            return float_text(self.value, t)
        if k == "undef":
            return "undef"
        if k == "poison":
            return "poison"
        if k == "zero":
            if isinstance(t, L.PointerType):
                return "null"
            if isinstance(t, T.IntegerType):
                return "false" if t.width == 1 else "0"
            if isinstance(t, T.FloatType):
                return float_text(0.0, t)
            return "zeroinitializer"
        if k == "global":
            return "@" + _ident(self.value)
        if k == "agg":
            body = ", ".join(f"{type_text(e.type)} {e.ref()}" for e in self.value)
            if isinstance(t, L.ArrayType):
                return f"[{body}]"
            if isinstance(t, (T.VectorType, L.LLVMVectorType)):
                return f"<{body}>"
            return f"<{{ {body} }}>" if t.packed else f"{{ {body} }}"
        if k == "op":
            opc, args, flags = self.value
            if len(args) == 1:
                return f"{opc} ({typed(args[0])} to {type_text(t)})"
            return f"{opc}{flags} ({typed(args[0])}, {typed(args[1])})"
        return self.value  # expr: the text as is


def _signed(v: int, width: int) -> int:
    v &= (1 << width) - 1
    return v - (1 << width) if v >> (width - 1) else v


def _ident(name: str) -> str:
    ok = name and all(c.isalnum() or c in "._$-" for c in name) and not name[0].isdigit()
    if ok:
        return name
    return '"' + "".join(c if 32 <= ord(c) < 127 and c not in '"\\' else f"\\{ord(c):02X}"
                         for c in name) + '"'


def float_text(v: float, t) -> str:
    """A float constant as AsmWriter writes it: APFloat's 6-significant-digit `%e` spelling
    when that reads back as the same double, else the double's bits in hex (a float widened
    to double; half and bfloat always in hex as `0xH`, `0xR`)."""
    if t.width == 16:
        if t.name == "bf16":
            return f"0xR{_bf16_bits(v):04X}"
        return f"0xH{_float_bits(v, t):04X}"
    if not (math.isinf(v) or math.isnan(v)):
        s = apfloat_text(v, 24 if t.width == 32 else 53)
        if float(s) == v:
            return s
    return f"0x{struct.unpack('<Q', struct.pack('<d', v))[0]:X}"  # format_hex: no padding


def apfloat_text(v: float, precision: int, digits: int = 6) -> str:
    """APFloat::toString(Str, digits, 0, false) of a finite value held exactly in a format
    with `precision` significand bits (53 double, 24 float). LLVM's digit generation is not
    correct rounding: the exact binary value N * 10^e is first cut down by a truncating
    division to about `digits` decimal digits' worth of bits (lg 10 taken as 196/59), and
    only the decimal digits left are rounded (half up) to `digits`; the `%e` text is then
    padded with zeros to `digits` places after the point."""
    sign = "-" if math.copysign(1.0, v) < 0 else ""
    if v == 0:
        return f"{sign}0.{'0' * digits}e+00"
    from gpuopt.ir.attrs import apfloat_digits
    buf, exp = apfloat_digits(abs(v), digits, precision)  # exp: of the last digit
    exp += len(buf) - 1
    frac = buf[1:] + "0" * (digits - len(buf) + 1)
    return f"{sign}{buf[0]}.{frac}e{'-' if exp < 0 else '+'}{abs(exp):02d}"


def _bf16_bits(v: float) -> int:
    """The bfloat16 nearest a double (ties to even), as APFloat converts it."""
    if math.isnan(v):
        return struct.unpack("<I", struct.pack("<f", v))[0] >> 16
    sign = 0x8000 if math.copysign(1.0, v) < 0 else 0
    a = abs(v)
    if a == 0 or math.isinf(a):
        return sign | (0x7F80 if a else 0)
    e = max(math.frexp(a)[1] - 1, -126)  # the exponent of the leading bit, or denormal
    if e > 127:
        return sign | 0x7F80
    n = round(math.ldexp(a, 7 - e))      # 8 significand bits
    return sign | (n if math.frexp(a)[1] - 1 < -126 else ((e + 127) << 7) + n - 128)


def _round_float(v: float, t) -> float:
    if isinstance(t, T.FloatType) and t.width == 32:
        try:
            return struct.unpack("<f", struct.pack("<f", v))[0]
        except OverflowError:
            return math.copysign(math.inf, v)
    return v


def typed(v: Value) -> str:
    return f"{type_text(v.type)} {v.ref()}"


class Block:
    """A basic block: its instructions, its predecessors' terminators (as LLVM uses them)."""
    __slots__ = ("insts", "num", "uses", "phis")

    def __init__(self) -> None:
        self.insts: list = []   # (result Local or None, parts)
        self.num = -1
        self.uses: list = []    # predecessor blocks, oldest use first
        self.phis: list = []

    def ref(self) -> str:
        return f"%{self.num}"


class Function:
    """A definition or declaration."""
    __slots__ = ("name", "ret", "params", "vararg", "blocks", "header", "attrs", "ret_attrs",
                 "param_attrs", "tail", "intrinsic", "personality")

    def __init__(self, name: str, ret, params: list, vararg: bool = False) -> None:
        self.name = name
        self.ret = ret
        self.params = [Local(t) for t in params]
        self.vararg = vararg
        self.blocks: list[Block] = []
        self.header = ""        # linkage, visibility, cconv words before the return type
        self.attrs: list[str] = []
        self.ret_attrs = ""
        self.param_attrs: list[str] = [""] * len(params)
        self.tail = ""          # after the parameters: unnamed_addr, section, align, gc
        self.personality = ""
        self.intrinsic = False


# ---- intrinsics ---------------------------------------------------------------------------
PURE = "nocallback nofree nosync nounwind speculatable willreturn memory(none)"
SHFL = "convergent nocallback nounwind memory(inaccessiblemem: readwrite)"
CONVERGENT = "convergent nocallback nounwind"
CLOCK = "nocallback nounwind memory(inaccessiblemem: readwrite)"
MEM_RW = "nocallback nofree nounwind willreturn memory(argmem: readwrite)"
# attribute set of each intrinsic (by name prefix before the overload suffix), and whether its
# result is `noundef`
INTRINSIC_ATTRS = {"llvm.nvvm.read.ptx.sreg": (PURE, "noundef"),
                   "llvm.nvvm.read.ptx.sreg.clock": (CLOCK, "noundef"),
                   "llvm.nvvm.read.ptx.sreg.clock64": (CLOCK, "noundef"),
                   "llvm.nvvm.shfl.sync": (SHFL, ""), "llvm.nvvm.barrier0": (CONVERGENT, ""),
                   "llvm.nvvm.bar.warp.sync": (CONVERGENT, ""),
                   "llvm.nvvm.vote.ballot.sync": (SHFL, ""),
                   "llvm.nvvm.redux.sync": (SHFL, ""),
                   "llvm.nvvm.rcp.approx.ftz.f": (PURE, ""),
                   "llvm.masked.load": (
                       "nocallback nofree nosync nounwind willreturn memory(argmem: read)", ""),
                   "llvm.masked.store": (
                       "nocallback nofree nosync nounwind willreturn memory(argmem: write)", ""),
                   "llvm.memcpy": (MEM_RW, ""), "llvm.memmove": (MEM_RW, ""),
                   "llvm.memset": ("nocallback nofree nounwind willreturn memory(argmem: write)",
                                   "")}
for _n in ("fabs", "ceil", "floor", "sqrt", "exp", "exp2", "log", "log2", "log10", "sin",
           "cos", "round", "roundeven", "trunc", "rint", "nearbyint", "copysign", "pow",
           "maxnum", "minnum", "maximum", "minimum", "fma", "fmuladd", "ctpop", "bitreverse",
           "bswap", "smax", "smin", "umax", "umin", "sadd.sat", "uadd.sat", "ssub.sat",
           "usub.sat", "sshl.sat", "ushl.sat", "fshl", "fshr", "powi", "ctlz", "cttz", "abs",
           *(f"{k}.with.overflow" for k in ("sadd", "uadd", "ssub", "usub", "smul", "umul"))):
    INTRINSIC_ATTRS["llvm." + _n] = (PURE, "")
for _n in ("add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin", "fadd", "fmul",
           "fmax", "fmin", "fmaximum", "fminimum"):
    INTRINSIC_ATTRS["llvm.vector.reduce." + _n] = (PURE, "")
# the memory intrinsics' parameter attributes (dst, src or value, length, is_volatile)
_MEM_PARAMS = {"memcpy": ["noalias nocapture writeonly", "noalias nocapture readonly", "",
                          "immarg"],
               "memmove": ["nocapture writeonly", "nocapture readonly", "", "immarg"],
               "memset": ["nocapture writeonly", "", "", "immarg"]}
_INTR_ZERO_POISON = {"ctlz": "is_zero_poison", "cttz": "is_zero_poison",
                     "abs": "is_int_min_poison"}


def _intrinsic_attrs(name: str) -> tuple[str, str]:
    best = ""
    for key in INTRINSIC_ATTRS:
        if (name == key or name.startswith(key + ".")) and len(key) > len(best):
            best = key
    if not best:
        raise KeyError(name)
    return INTRINSIC_ATTRS[best]


# ---- the translation ----------------------------------------------------------------------
ICMP = {"eq": "eq", "ne": "ne", "slt": "slt", "sle": "sle", "sgt": "sgt", "sge": "sge",
        "ult": "ult", "ule": "ule", "ugt": "ugt", "uge": "uge"}
FCMP_NAMES = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
              "ult", "ule", "une", "uno", "true")
ATOMIC_OPS = ("xchg", "add", "sub", "and", "nand", "or", "xor", "max", "min", "umax", "umin",
              "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap")
INT_BINARY = ("add", "sub", "mul", "shl", "udiv", "sdiv", "urem", "srem", "and", "or", "xor",
              "lshr", "ashr")
FLOAT_BINARY = ("fadd", "fsub", "fmul", "fdiv", "frem")
CASTS = ("bitcast", "sext", "zext", "trunc", "sitofp", "uitofp", "fptosi", "fptoui", "fpext",
         "fptrunc", "ptrtoint", "inttoptr", "addrspacecast")
PARAM_UNIT = {"llvm.noalias": "noalias", "llvm.readonly": "readonly",
              "llvm.readnone": "readnone", "llvm.writeonly": "writeonly", "llvm.nest": "nest",
              "llvm.nocapture": "nocapture", "llvm.nofree": "nofree",
              "llvm.nonnull": "nonnull", "llvm.signext": "signext", "llvm.zeroext": "zeroext",
              "llvm.noundef": "noundef", "llvm.inreg": "inreg", "llvm.returned": "returned"}
# LLVM's Attribute::AttrKind order (the enum follows the TableGen def names, sorted)
ENUM_ORDER = ("inreg", "nest", "noalias", "nocapture", "nofree", "nonnull", "noundef",
              "readnone", "readonly", "returned", "signext", "writeonly", "zeroext")
PARAM_INT = {"llvm.align": "align {}", "llvm.dereferenceable": "dereferenceable({})",
             "llvm.dereferenceable_or_null": "dereferenceable_or_null({})",
             "llvm.alignstack": "alignstack({})"}
INT_ORDER = ("align", "alignstack", "dereferenceable", "dereferenceable_or_null")
FN_UNIT = {"no_unwind": "nounwind", "will_return": "willreturn", "no_inline": "noinline",
           "always_inline": "alwaysinline", "optimize_none": "optnone",
           "convergent": "convergent"}


class Translator:
    """One module's translation."""

    def __init__(self, module, llvm19: bool = False) -> None:
        self.module = module
        self.exprs = BINARY_EXPRS if llvm19 else MODERN_EXPRS
        self.legacy = False  # the text has constant expressions only LLVM 19 reads
        a = module.attributes
        self.datalayout = _str_attr(a.get("llvm.data_layout"))
        self.triple = _str_attr(a.get("llvm.target_triple"))
        self.dl = DataLayout(self.datalayout or "")
        self.globals: list[str] = []
        self.functions: list[Function] = []
        self.by_name: dict[str, Function] = {}
        self.global_types: dict[str, object] = {}
        self.kernels: list[str] = []
        self.kernel_names: set[str] = set()
        self.last_unique = 0
        self.values: dict = {}
        self.blocks: dict = {}
        self.meta_nums: dict[str, int] = {}
        self.binaries: dict[str, tuple] = {}  # gpu.binary name: (global, byte count, object)
        self.struct_types: list = []  # the launches' argument structs, LLVM's `%N = type`

    # -- module --
    def run(self) -> str:
        body = self.module.regions[0].blocks[0].ops if self.module.regions[0].blocks else []
        funcs = []
        for op in body:
            if op.name == "llvm.mlir.global":
                self.declare_global_type(op)
        for op in body:
            if op.name == "llvm.func":
                funcs.append((op, self.declare_function(op)))
            elif op.name in ("llvm.mlir.global", "gpu.binary", "gpu.module"):
                pass  # a gpu.module: nothing (GPUDialectLLVMIRTranslationInterface)
            else:
                raise _note_op(TranslateError(
                    "cannot be converted to LLVM IR: missing `LLVMTranslationDialectInterface` "
                    f"registration for dialect for op: {op.name}", op.loc), op)
        for op in body:
            if op.name == "llvm.mlir.global":
                self.globals.append(self.global_text(op))
        for op in body:  # the other top-level ops come after the globals (ModuleTranslation)
            if op.name == "gpu.binary":
                self.embed_binary(op)
        for op, fn in funcs:
            if op.regions[0].blocks:
                self.translate_body(op, fn)
        return self.module_text()

    # -- gpu.binary and gpu.launch_func: #gpu.select_object (SelectObjectAttr.cpp, LLVM 19) --
    def embed_binary(self, op) -> None:
        """The selected object's bytes as `@<name>_bin_cst = internal constant [N x i8]`."""
        obj = op.selected_object()
        if obj is None:
            raise _FailedOp("the requested target object couldn't be found", op)
        data = obj.object.encode("utf-8", "surrogateescape")
        name = op.attributes["sym_name"].value + "_bin_cst"
        init = "zeroinitializer" if not any(data) else _bytes_text(data)
        self.globals.append(f"@{_ident(name)} = internal constant [{len(data)} x i8] {init}, "
                            "align 8")
        self.binaries[op.attributes["sym_name"].value] = (name, len(data) if any(data) else None,
                                                          obj)

    def runtime_fn(self, entry: abi.Entry) -> Function:
        """`module.getOrInsertFunction`: the declaration, appended on first use."""
        fn = self.by_name.get(entry.name)
        if fn is None:
            fn = Function(entry.name, entry.result_type, entry.param_types)
            self.add_function(fn)
        return fn

    def call_runtime(self, entry: abi.Entry, args: list) -> Local | None:
        if len(args) != len(entry.params):
            raise TypeError(f"{entry.name} takes {len(entry.params)} arguments, not {len(args)}")
        self.runtime_fn(entry)
        ret = entry.result_type
        parts: list = [f"call {type_text(ret)} @{_ident(entry.name)}("]
        for i, x in enumerate(args):
            parts += [", " if i else "", _T(x)]
        parts.append(")")
        return self.emit(None, None if isinstance(ret, L.VoidType) else ret, parts)

    def op_gpu_launch_func(self, op) -> None:
        """LaunchKernel::createKernelLaunch: the argument array, load the module, get the
        function, launch (on a new stream, synchronized, for a launch without one), unload."""
        ptr, i64, i32 = L.PointerType.get(0), T.i64, T.i32
        kernel = op.attributes["kernel"]
        mod_name, kname = kernel.root, kernel.nested[-1] if kernel.nested else kernel.root
        if mod_name not in self.binaries:
            raise _FailedOp(f"Couldn't find the binary holding the kernel: @{mod_name}", op)
        global_name, size, obj = self.binaries[mod_name]
        dims = [self.get(v) for v in (op.grid_x, op.grid_y, op.grid_z,
                                      op.block_x, op.block_y, op.block_z)]
        smem = self.get(op.dynamic_smem) if op.dynamic_smem is not None else \
            Const(i32, "int", 0)
        args = [self.get(v) for v in op.kernel_operands]
        # createKernelArgArray: an identified struct of the operands' types, and its fields'
        # addresses in an array of pointers
        st = _StructType([a.type for a in args])
        self.struct_types.append(st)
        literal = L.StructType.get([a.type for a in args])
        struct = self.emit(None, ptr, ["alloca ", st, f", align {self.dl.pref_align(literal)}"])
        array = self.emit(None, ptr, [f"alloca ptr, i64 {len(args)}, "
                                      f"align {self.dl.pref_align(ptr)}"])
        for i, a in enumerate(args):
            field = self.emit(None, ptr, ["getelementptr inbounds ", st, ", ", _T(struct),
                                          f", i32 0, i32 {i}"])
            self.emit(None, None, ["store ", _T(a), ", ", _T(field),
                                   f", align {self.dl.align(a.type)}"])
            slot = self.emit(None, ptr, ["getelementptr ptr, ", _T(array), f", i32 {i}"])
            self.emit(None, None, ["store ", _T(field), ", ", _T(slot),
                                   f", align {self.dl.align(ptr)}"])
        if size is None:  # all zeros: a ConstantAggregateZero, no ConstantDataSequential
            raise _FailedOp(f"Couldn't find binary data array: {global_name}", op)
        binary = Const(ptr, "global", global_name)
        if obj.format == "assembly":
            props = obj.properties
            o = props.as_dict().get("O") if isinstance(props, A.DictionaryAttr) else None
            if o is not None and not isinstance(o, A.IntegerAttr):
                raise _FailedOp("the optimization level must be an integer", op)
            level = Const(i32, "int", (o.value if o is not None else 0) & 0xFFFFFFFF)
            module = self.call_runtime(abi.MODULE_LOAD_JIT, [binary, level])
        else:
            module = self.call_runtime(abi.MODULE_LOAD, [binary, Const(i64, "int", size)])
        # getOrCreateFunctionName: Module::getGlobalVariable skips the private names, so each
        # launch adds one, uniqued as the symbol table does (`.N`, one counter for the module)
        name_global = f"{mod_name}_{kname}_kernel_name"
        while name_global in self.kernel_names or name_global in self.global_types or \
                name_global in self.by_name:
            self.last_unique += 1
            name_global = f"{mod_name}_{kname}_kernel_name.{self.last_unique}"
        self.kernel_names.add(name_global)
        self.globals.append(f"@{_ident(name_global)} = private unnamed_addr constant "
                            f"[{len(kname.encode()) + 1} x i8] "
                            f"{_bytes_text(kname.encode() + bytes(1))}, align 1")
        fn = self.call_runtime(abi.MODULE_GET_FUNCTION,
                               [module, Const(ptr, "global", name_global)])
        if op.async_object is not None:
            stream = self.get(op.async_object)
        else:
            stream = self.call_runtime(abi.STREAM_CREATE, [])
        if op.cluster_x is not None:
            cluster = [self.get(v) for v in (op.cluster_x, op.cluster_y, op.cluster_z)]
            self.call_runtime(abi.LAUNCH_CLUSTER_KERNEL,
                              [fn, *cluster, *dims, smem, stream, array, Const(ptr, "zero")])
        else:
            self.call_runtime(abi.LAUNCH_KERNEL,
                              [fn, *dims, smem, stream, array, Const(ptr, "zero"),
                               Const(i64, "int", len(args))])
        if op.async_object is None:
            self.call_runtime(abi.STREAM_SYNCHRONIZE, [stream])
            self.call_runtime(abi.STREAM_DESTROY, [stream])
        self.call_runtime(abi.MODULE_UNLOAD, [module])

    def declare_global_type(self, op) -> None:
        self.global_types[op.attributes["sym_name"].value] = op

    def global_text(self, op) -> str:
        a = op.attributes
        name = a["sym_name"].value
        gtype = a["global_type"].value
        link = L.enum_word(a.get("linkage", L.linkage("external")))
        words = []
        value = a.get("value")
        init = op.regions[0].blocks[0] if op.regions and op.regions[0].blocks else None
        has_init = value is not None or init is not None
        if link != "external" or not has_init:
            words.append(link)
        vis = a.get("visibility_")
        if isinstance(vis, A.IntegerAttr) and vis.value:
            words.append(L.VISIBILITIES[vis.value])
        if "dso_local" in a and not _implicit_dso_local(link, vis):
            words.append("dso_local")
        if "thread_local_" in a:
            words.append("thread_local")
        ua = a.get("unnamed_addr")
        if isinstance(ua, A.IntegerAttr) and ua.value:
            words.append(L.UNNAMED_ADDRS[ua.value])
        space = a.get("addr_space")
        if isinstance(space, A.IntegerAttr) and space.value:
            words.append(f"addrspace({space.value})")
        if "externally_initialized" in a:
            words.append("externally_initialized")
        words.append("constant" if "constant" in a else "global")
        words.append(type_text(gtype, op.loc))
        if value is not None:
            words.append(self.attr_constant(value, gtype, op).ref())
        elif init is not None:
            words.append(self.initializer(op, init).ref())
        elif link not in ("external", "extern_weak"):
            words.append("undef")  # LLVM wants an initializer: MLIR gives undef
        text = f"@{_ident(name)} = " + " ".join(words)
        if "section" in a:
            text += f', section "{a["section"].value}"'
        if "alignment" in a and a["alignment"].value:
            text += f", align {a['alignment'].value}"
        return text

    def initializer(self, op, block) -> Const:
        self.values = {}
        self.cur = Block()
        for inner in block.ops:
            if inner.name == "llvm.return":
                v = self.values[inner.operands[0]]
                if not isinstance(v, Const) or self.cur.insts:
                    break
                return v
            self.translate_op(inner)  # on constants: folds, emits nothing
            if self.cur.insts:
                break
        raise TranslateError("cannot translate the initializer of a global to a constant",
                             op.loc)

    def declare_function(self, op) -> Function:
        a = op.attributes
        ft = a["function_type"].value
        fn = Function(a["sym_name"].value, ft.result, list(ft.params), ft.vararg)
        for t in [ft.result, *ft.params]:
            type_text(t, op.loc)
        link = L.enum_word(a.get("linkage", L.linkage("external")))
        words = []
        if link != "external":
            words.append(link)
        vis = a.get("visibility_")
        if isinstance(vis, A.IntegerAttr) and vis.value:
            words.append(L.VISIBILITIES[vis.value])
        if "dso_local" in a and not _implicit_dso_local(link, vis):
            words.append("dso_local")
        cc = L.enum_word(a.get("CConv", L.cconv("ccc")))
        if cc != "ccc":
            words.append(_cconv_word(cc))
        fn.header = "".join(w + " " for w in words)
        arg_attrs = a.get("arg_attrs")
        if isinstance(arg_attrs, A.ArrayAttr):
            for i, d in enumerate(arg_attrs.value):
                fn.param_attrs[i] = self.param_attrs(d, op)
        res_attrs = a.get("res_attrs")
        if isinstance(res_attrs, A.ArrayAttr) and res_attrs.value:
            fn.ret_attrs = self.param_attrs(res_attrs.value[0], op)
        ua = a.get("unnamed_addr")
        tail = ""
        if isinstance(ua, A.IntegerAttr) and ua.value:
            tail += " " + L.UNNAMED_ADDRS[ua.value]
        fn.attrs = self.function_attrs(op)
        if "section" in a:
            tail += f' section "{a["section"].value}"'
        if "alignment" in a:
            tail += f" align {a['alignment'].value}"
        fn.tail = tail
        pers = a.get("personality")
        fn.personality = f" personality ptr @{_ident(pers.root)}" if isinstance(
            pers, A.SymbolRefAttr) else ""
        for key, value in sorted(a.items()):  # the attribute dictionary's order
            if key == "nvvm.kernel":
                self.kernels.append((fn.name, "kernel", 1))
            elif key in ("nvvm.maxntid", "nvvm.reqntid") and isinstance(value, A.DenseArrayAttr):
                for dim, n in zip("xyz", value.values, strict=False):
                    self.kernels.append((fn.name, key[5:] + dim, n))
            elif key in ("nvvm.minctasm", "nvvm.maxnreg") and isinstance(value, A.IntegerAttr):
                self.kernels.append((fn.name, key[5:], value.value))
        self.add_function(fn)
        return fn

    def add_function(self, fn: Function) -> None:
        self.functions.append(fn)
        self.by_name[fn.name] = fn

    def param_attrs(self, d, op) -> str:
        if not isinstance(d, A.DictionaryAttr):
            return ""
        enums, types, ints = [], [], []
        for key, value in d.value:
            if key in PARAM_UNIT:
                enums.append(PARAM_UNIT[key])
            elif key in PARAM_INT and isinstance(value, A.IntegerAttr):
                ints.append(PARAM_INT[key].format(value.value))
            elif key in ("llvm.sret", "llvm.byval", "llvm.byref", "llvm.inalloca",
                         "llvm.preallocated") and isinstance(value, A.TypeAttr):
                types.append(f"{key[5:]}({type_text(value.value, op.loc)})")
            elif key.startswith("llvm."):
                raise TranslateError(f"cannot translate argument attribute '{key}' to LLVM IR",
                                     op.loc)
        enums.sort(key=ENUM_ORDER.index)
        ints.sort(key=lambda s: INT_ORDER.index(s.split("(")[0].split(" ")[0]))
        return " ".join(enums + types + ints)

    def function_attrs(self, op) -> list[str]:
        a = op.attributes
        out = []
        for key, word in FN_UNIT.items():
            if key in a:
                out.append(word)
        pt = a.get("passthrough")
        if isinstance(pt, A.ArrayAttr):
            for item in pt.value:
                if isinstance(item, A.StringAttr):
                    out.append(item.value)
                elif isinstance(item, A.ArrayAttr) and len(item.value) == 2:
                    k, v = item.value
                    out.append(f'"{k.value}"="{v.value}"')
                else:
                    raise TranslateError("cannot translate a passthrough attribute", op.loc)
        fp = a.get("frame_pointer")
        if fp is not None:
            out.append(f'"frame-pointer"="{L.enum_word(fp)}"')
        for key, name in (("target_cpu", "target-cpu"), ("target_features", "target-features"),
                          ("tune_cpu", "tune-cpu")):
            if key in a:
                v = a[key]
                text = v.value if isinstance(v, A.StringAttr) else _features(str(v))
                out.append(f'"{name}"="{text}"')
        return _sort_fn_attrs(out)

    # -- bodies --
    def translate_body(self, op, fn: Function) -> None:
        region = op.regions[0]
        _distinct_successors(region)
        self.values = {}
        self.blocks = {}
        self.fn = fn
        for b in region.blocks:
            nb = Block()
            self.blocks[b] = nb
            fn.blocks.append(nb)
        entry = region.blocks[0]
        for arg, p in zip(entry.args, fn.params, strict=False):
            self.values[arg] = p
        for b in _rpo(region):
            self.translate_block(b)
        self.connect_phis(region)

    def translate_block(self, b) -> None:
        self.cur = self.blocks[b]
        if b is not b.parent.blocks[0]:
            for arg in b.args:
                phi = Local(arg.type)
                self.cur.phis.append((phi, []))
                self.values[arg] = phi
        for op in b.ops:
            self.translate_op(op)

    def connect_phis(self, region) -> None:
        # MLIR's predecessor order: its use list, the newest use first
        uses: dict = {b: [] for b in region.blocks}
        for b in region.blocks:
            term = b.ops[-1] if b.ops else None
            if term is None:
                continue
            for s in term.successors:
                uses[s].append(b)
        for b in region.blocks:
            nb = self.blocks[b]
            if not nb.phis:
                continue
            for pred in reversed(uses[b]):
                term = pred.ops[-1]
                operands = _successor_operands(term, b)
                for (_phi, incoming), v in zip(nb.phis, operands, strict=False):
                    incoming.append((self.values[v], self.blocks[pred]))

    def emit(self, op, result_type, parts: list) -> Local | None:
        res = Local(result_type) if result_type is not None else None
        self.cur.insts.append((res, parts))
        if res is not None and op is not None and op.results:
            self.values[op.results[0]] = res
        return res

    def get(self, v) -> Value:
        return self.values[v]

    def translate_op(self, op) -> None:
        try:
            self._translate_op(op)
        except TranslateError as err:
            if err.diag.loc is None:  # a type or constant deep inside: the op's place
                err.diag.loc = op.loc
            _note_op(err, op)
            raise

    def _translate_op(self, op) -> None:
        name = op.name
        handler = getattr(self, "op_" + name.removeprefix("llvm.").replace(".", "_"), None)
        if name.startswith(("llvm.", "gpu.launch_func")) and handler is not None:
            handler(op)
            return
        short = name.removeprefix("llvm.")
        if name.startswith("llvm.") and short in INT_BINARY + FLOAT_BINARY:
            self.binary(op, short)
            return
        if name.startswith("llvm.") and short in CASTS:
            self.cast(op, short)
            return
        if name.startswith("llvm.intr."):
            self.intrinsic(op, short[5:])
            return
        if name.startswith("nvvm."):
            self.nvvm(op)
            return
        if name.startswith("llvm.mlir."):
            got = self.fold(op)
            if got is not None:
                self.values[op.results[0]] = got
                return
        raise TranslateError(f"LLVM Translation failed for operation: {name}", op.loc)

    # constants
    def fold(self, op) -> Const | None:
        """The constant an `llvm.mlir.*` op (or a foldable op on constants) stands for."""
        name = op.name
        if name == "llvm.mlir.constant":
            return self.attr_constant(op.attributes["value"], op.results[0].type, op)
        if name == "llvm.mlir.undef":
            return Const(op.results[0].type, "undef")
        if name == "llvm.mlir.poison":
            return Const(op.results[0].type, "poison")
        if name == "llvm.mlir.zero":
            return Const(op.results[0].type, "zero")
        if name == "llvm.mlir.addressof":
            sym = op.attributes["global_name"].root
            return Const(op.results[0].type, "global", sym)
        return None

    def attr_constant(self, attr, t, op) -> Const:
        if isinstance(attr, A.IntegerAttr) and isinstance(t, T.IntegerType):
            return Const(t, "int", attr.value & ((1 << t.width) - 1))
        if isinstance(attr, A.FloatAttr) and isinstance(t, T.FloatType):
            return Const(t, "float", _round_float(float(attr.value), t))
        if isinstance(attr, A.StringAttr) and isinstance(t, L.ArrayType):
            data = attr.value.encode("utf-8", "surrogateescape")
            return Const(t, "expr", _bytes_text(data))
        if isinstance(attr, (A.DenseElementsAttr, _Dense)) and isinstance(
                t, (T.VectorType, L.ArrayType)):
            n = t.shape[0] if isinstance(t, T.VectorType) else t.size
            et = t.element_type
            flat = [attr.values] * n if attr.splat else _flat(attr.values)
            if len(flat) == n and isinstance(et, (T.IntegerType, T.FloatType)):
                scalar = A.FloatAttr if isinstance(et, T.FloatType) else A.IntegerAttr
                elems = [self.attr_constant(scalar(v, et), et, op) for v in flat]
                if all(_is_null(e) for e in elems):
                    return Const(t, "zero")
                if isinstance(t, L.ArrayType) and et == T.i8:
                    data = bytes(e.value & 0xFF for e in elems)
                    return Const(t, "expr", _bytes_text(data))
                return Const(t, "agg", elems)
        if isinstance(attr, A.DenseElementsAttr) and isinstance(t, L.ArrayType) and \
                isinstance(t.element_type, (T.VectorType, L.ArrayType)):
            # an n-D value as nested arrays (of 1-D vectors, as --convert-vector-to-llvm types
            # n-D vectors, or of scalars): row by row
            count = _scalar_count(t)
            flat = [attr.values] * count if attr.splat else _flat(attr.values)
            if count and len(flat) == count:
                et = attr.type.element_type if hasattr(attr.type, "element_type") else None
                got = self.nested_constant(flat, t, et, op)
                if got is not None:
                    return got
        raise TranslateError(f"cannot translate constant '{attr}' of type '{t}' to LLVM IR",
                             op.loc)

    def nested_constant(self, flat: list, t, et, op) -> Const | None:
        """The constant of array-of-vector type `t` holding `flat` in row-major order."""
        if isinstance(t, T.VectorType):
            if et is None or len(t.shape) != 1:
                return None
            return self.attr_constant(A.DenseElementsAttr(list(flat), t), t, op)
        if isinstance(t.element_type, (T.IntegerType, T.FloatType)):  # a row of scalars
            return self.attr_constant(_Dense(list(flat)), t, op)
        n = t.size
        k = len(flat) // n if n else 0
        elems = [self.nested_constant(flat[i * k:(i + 1) * k], t.element_type, et, op)
                 for i in range(n)]
        if any(e is None for e in elems):
            return None
        return _make_agg(t, elems)

    def op_mlir_constant(self, op) -> None:
        self.values[op.results[0]] = self.fold(op)

    op_mlir_undef = op_mlir_poison = op_mlir_zero = op_mlir_addressof = op_mlir_constant

    # arithmetic
    def binary(self, op, kind: str) -> None:
        a, b = self.get(op.operands[0]), self.get(op.operands[1])
        t = op.results[0].type
        flags = ""
        ov = op.attributes.get("overflowFlags")
        if ov is not None:
            words = L.enum_word(ov).replace(",", " ").split()
            flags = "".join(f" {w}" for w in ("nuw", "nsw") if w in words)
        fm = op.attributes.get("fastmathFlags")
        if fm is not None:
            flags = _fastmath(fm)
        inst = [f"{kind}{flags} {type_text(t)} ", a, ", ", b]  # the instruction, unfolded
        if isinstance(a, Const) and isinstance(b, Const):
            got = _fold_binary(kind, a, b, t)
            if got is None and _symbolic_lanes(a, b):  # lane by lane, as ConstantExpr::get
                got = _fold_lanes(kind, a, b, t, self.exprs)
                self.legacy |= got is not None and _legacy(got)
                if got is None:
                    self.emit(op, t, inst)
                    return
            if got is None and (_symbolic(a) or _symbolic(b)) and isinstance(t, T.IntegerType):
                got = _symbolic_binary(kind, a, b, t, flags, self.exprs)
                self.legacy |= got is not None and _legacy(got)
                if got is None:  # IRBuilder emits the instruction on the constants
                    self.emit(op, t, inst)
                    return
            if got is None:
                raise TranslateError(f"cannot constant-fold 'llvm.{kind}' on these constants",
                                     op.loc)
            self.values[op.results[0]] = got
            return
        self.emit(op, t, inst)

    def cast(self, op, kind: str) -> None:
        a = self.get(op.operands[0])
        t = op.results[0].type
        if kind == "bitcast" and a.type == t:  # IRBuilder returns the value itself
            self.values[op.results[0]] = a
            return
        inst = [f"{kind} {type_text(a.type)} ", a, f" to {type_text(t)}"]  # unfolded
        if isinstance(a, Const):
            got = _fold_cast(kind, a, t)
            if got is None and _symbolic(a):  # a cast LLVM 19 keeps no expression of
                self.emit(op, t, inst)
                return
            if got is None:
                raise TranslateError(f"cannot constant-fold 'llvm.{kind}' of this constant",
                                     op.loc)
            self.values[op.results[0]] = got
            return
        self.emit(op, t, inst)

    def op_fneg(self, op) -> None:
        a = self.get(op.operands[0])
        t = op.results[0].type
        if isinstance(a, Const):
            got = _fold_fneg(a, t)
            if got is not None:
                self.values[op.results[0]] = got
                return
        self.emit(op, t, [f"fneg{_fastmath(op.attributes.get('fastmathFlags'))} "
                          f"{type_text(t)} ", a])

    def op_icmp(self, op) -> None:
        a, b = self.get(op.operands[0]), self.get(op.operands[1])
        pred = L.ICMP_PREDICATES[op.attributes["predicate"].value]
        if isinstance(a, Const) and isinstance(b, Const):
            got = _fold_icmp(pred, a, b)
            if got is None:
                raise TranslateError("cannot constant-fold 'llvm.icmp' on these constants",
                                     op.loc)
            self.values[op.results[0]] = got
            return
        self.emit(op, op.results[0].type, [f"icmp {pred} {type_text(a.type)} ", a, ", ", b])

    def op_fcmp(self, op) -> None:
        a, b = self.get(op.operands[0]), self.get(op.operands[1])
        pred = FCMP_NAMES[op.attributes["predicate"].value]
        if isinstance(a, Const) and isinstance(b, Const):
            got = _fold_fcmp(pred, a, b, op.results[0].type)
            if got is None:
                raise TranslateError("cannot constant-fold 'llvm.fcmp' on these constants",
                                     op.loc)
            self.values[op.results[0]] = got
            return
        fm = _fastmath(op.attributes.get("fastmathFlags"))
        self.emit(op, op.results[0].type,
                  [f"fcmp{fm} {pred} {type_text(a.type)} ", a, ", ", b])

    def op_select(self, op) -> None:
        c, a, b = (self.get(v) for v in op.operands)
        if isinstance(c, Const) and isinstance(a, Const) and isinstance(b, Const):
            if c.kind != "int":  # the folder needs all three constant
                raise TranslateError("cannot constant-fold 'llvm.select' on constants", op.loc)
            self.values[op.results[0]] = a if c.value & 1 else b
            return
        fm = _fastmath(op.attributes.get("fastmathFlags"))
        self.emit(op, op.results[0].type, [f"select{fm} ", _T(c), ", ", _T(a), ", ", _T(b)])

    def op_freeze(self, op) -> None:
        a = self.get(op.operands[0])
        self.emit(op, a.type, [f"freeze {type_text(a.type)} ", a])

    # aggregates
    def op_insertvalue(self, op) -> None:
        agg, val = self.get(op.operands[0]), self.get(op.operands[1])
        pos = list(op.attributes["position"].values)
        if isinstance(agg, Const) and isinstance(val, Const):
            got = _insert_constant(agg, val, pos)
            if got is None:
                raise TranslateError("cannot constant-fold 'llvm.insertvalue'", op.loc)
            self.values[op.results[0]] = got
            return
        self.emit(op, agg.type, ["insertvalue ", _T(agg), ", ", _T(val),
                                 "".join(f", {i}" for i in pos)])

    def op_extractvalue(self, op) -> None:
        agg = self.get(op.operands[0])
        pos = list(op.attributes["position"].values)
        if isinstance(agg, Const):
            got = _extract_constant(agg, pos, op.results[0].type)
            if got is None:
                raise TranslateError("cannot constant-fold 'llvm.extractvalue'", op.loc)
            self.values[op.results[0]] = got
            return
        self.emit(op, op.results[0].type, ["extractvalue ", _T(agg),
                                           "".join(f", {i}" for i in pos)])

    def op_extractelement(self, op) -> None:
        v, i = self.get(op.operands[0]), self.get(op.operands[1])
        if isinstance(v, Const) and isinstance(i, Const):
            elems = _elements(v)  # IRBuilder folds a constant lane of a constant vector
            if elems is not None and i.kind in ("int", "zero"):
                lane = i.value if i.kind == "int" else 0
                if 0 <= lane < len(elems):
                    self.values[op.results[0]] = elems[lane]
                    return
            raise TranslateError("cannot constant-fold 'llvm.extractelement'", op.loc)
        self.emit(op, op.results[0].type, ["extractelement ", _T(v), ", ", _T(i)])

    def op_insertelement(self, op) -> None:
        v, e, i = (self.get(x) for x in op.operands)
        if isinstance(v, Const) and isinstance(e, Const) and isinstance(i, Const):
            got = _fold_insertelement(v, e, i)
            if got is None:
                raise TranslateError("cannot constant-fold 'llvm.insertelement'", op.loc)
            self.values[op.results[0]] = got
            return
        self.emit(op, v.type, ["insertelement ", _T(v), ", ", _T(e), ", ", _T(i)])

    def op_shufflevector(self, op) -> None:
        v1, v2 = self.get(op.operands[0]), self.get(op.operands[1])
        mask = list(op.attributes["mask"].values)
        if isinstance(v1, Const) and isinstance(v2, Const):
            rt = op.results[0].type
            l1, l2 = _elements_of(v1), _elements_of(v2)
            if l1 is None or l2 is None or not isinstance(rt, T.VectorType):
                raise TranslateError("cannot constant-fold 'llvm.shufflevector'", op.loc)
            both = l1 + l2  # lanes picked by the mask, a negative one undef (LLVM 19 folds so)
            self.values[op.results[0]] = _make_agg(rt, [
                Const(rt.element_type, "undef") if m < 0 else both[m] for m in mask])
            return
        elems = "<" + ", ".join("i32 poison" if m < 0 else f"i32 {m}" for m in mask) + ">"
        if mask and all(m == 0 for m in mask):  # the mask constant as LLVM prints it
            elems = "zeroinitializer"
        elif mask and all(m < 0 for m in mask):
            elems = "poison"
        scal = "vscale x " if getattr(op.results[0].type, "scalable", None) and \
            op.results[0].type.scalable[0] else ""
        self.emit(op, op.results[0].type, [
            "shufflevector ", _T(v1), ", ", _T(v2),
            f", <{scal}{len(mask)} x i32> {elems}"])

    # memory
    def op_alloca(self, op) -> None:
        n = self.get(op.operands[0])
        et = op.attributes["elem_type"].value
        align = op.attributes.get("alignment")
        al = align.value if isinstance(align, A.IntegerAttr) and align.value else \
            self.dl.pref_align(et)
        t = op.results[0].type
        space = f", addrspace({t.address_space})" if t.address_space else ""
        one = isinstance(n, Const) and n.kind == "int" and n.value == 1 and n.type.width == 32
        size: list = [] if one else [", ", _T(n)]  # AsmWriter leaves out `i32 1`
        self.emit(op, t, [f"alloca {type_text(et)}", *size, f", align {al}{space}"])

    def _align(self, op, t) -> int:
        a = op.attributes.get("alignment")
        if isinstance(a, A.IntegerAttr) and a.value:
            return a.value
        return self.dl.align(t)

    def _atomic(self, op) -> str:
        o = op.attributes.get("ordering")
        if not isinstance(o, A.IntegerAttr) or o.value == 0:
            return ""
        scope = op.attributes.get("syncscope")
        sc = f' syncscope("{scope.value}")' if isinstance(scope, A.StringAttr) else ""
        return f"{sc} {L.ORDERINGS[o.value]}"

    def op_load(self, op) -> None:
        p = self.get(op.operands[0])
        t = op.results[0].type
        vol = " volatile" if "volatile_" in op.attributes else ""
        atomic = self._atomic(op)
        head = f"load atomic{vol}" if atomic else f"load{vol}"
        self.emit(op, t, [f"{head} {type_text(t)}, ", _T(p),
                          f"{atomic}, align {self._align(op, t)}"])

    def op_store(self, op) -> None:
        v, p = self.get(op.operands[0]), self.get(op.operands[1])
        vol = " volatile" if "volatile_" in op.attributes else ""
        atomic = self._atomic(op)
        head = f"store atomic{vol}" if atomic else f"store{vol}"
        self.emit(None, None, [f"{head} ", _T(v), ", ", _T(p),
                               f"{atomic}, align {self._align(op, v.type)}"])

    def op_getelementptr(self, op) -> None:
        base = self.get(op.operands[0])
        et = op.attributes["elem_type"].value
        dyn = iter(op.operands[1:])
        idx: list = []
        for raw in op.attributes["rawConstantIndices"].values:
            if raw == L.GEPOp.DYNAMIC:
                idx.append(self.get(next(dyn)))
            else:
                idx.append(Const(T.i32, "int", raw & 0xFFFFFFFF))
        inb = " inbounds" if "inbounds" in op.attributes else ""
        if isinstance(base, Const) and all(isinstance(i, Const) for i in idx):
            if base.kind == "global" and all(i.kind == "int" and i.value == 0 for i in idx):
                self.values[op.results[0]] = base
                return
            if base.kind == "zero" and all(i.kind == "int" and i.value == 0 for i in idx):
                self.values[op.results[0]] = Const(op.results[0].type, "zero")
                return
            if base.kind in ("global", "zero", "expr", "op") and \
                    all(i.kind == "int" for i in idx):
                ops = ", ".join(typed(i) for i in idx)
                self.values[op.results[0]] = Const(op.results[0].type, "expr", (
                    f"getelementptr{inb} ({type_text(et)}, {typed(base)}, {ops})"))
                return
            raise TranslateError("cannot constant-fold 'llvm.getelementptr'", op.loc)
        parts: list = [f"getelementptr{inb} {type_text(et)}, ", _T(base)]
        for i in idx:
            parts += [", ", _T(i)]
        self.emit(op, op.results[0].type, parts)

    def op_atomicrmw(self, op) -> None:
        p, v = self.get(op.operands[0]), self.get(op.operands[1])
        kind = ATOMIC_OPS[op.attributes["bin_op"].value]
        vol = " volatile" if "volatile_" in op.attributes else ""
        order = L.ORDERINGS[op.attributes["ordering"].value]
        scope = op.attributes.get("syncscope")
        sc = f' syncscope("{scope.value}")' if isinstance(scope, A.StringAttr) else ""
        a = op.attributes.get("alignment")
        al = a.value if isinstance(a, A.IntegerAttr) and a.value else self.dl.store_size(v.type)
        self.emit(op, v.type, [f"atomicrmw{vol} {kind} ", _T(p), ", ", _T(v),
                               f"{sc} {order}, align {al}"])

    def op_cmpxchg(self, op) -> None:
        p, c, v = (self.get(x) for x in op.operands)
        a = op.attributes
        weak = " weak" if "weak" in a else ""
        vol = " volatile" if "volatile_" in a else ""
        scope = a.get("syncscope")
        sc = f' syncscope("{scope.value}")' if isinstance(scope, A.StringAttr) else ""
        al = a["alignment"].value if isinstance(a.get("alignment"), A.IntegerAttr) else \
            self.dl.store_size(v.type)
        self.emit(op, op.results[0].type, [
            f"cmpxchg{weak}{vol} ", _T(p), ", ", _T(c), ", ", _T(v),
            f"{sc} {L.ORDERINGS[a['success_ordering'].value]} "
            f"{L.ORDERINGS[a['failure_ordering'].value]}, align {al}"])

    def op_fence(self, op) -> None:
        scope = op.attributes.get("syncscope")
        sc = f' syncscope("{scope.value}")' if isinstance(scope, A.StringAttr) else ""
        self.emit(None, None, [f"fence{sc} {L.ORDERINGS[op.attributes['ordering'].value]}"])

    # control flow
    def op_return(self, op) -> None:
        if op.operands:
            self.emit(None, None, ["ret ", _T(self.get(op.operands[0]))])
        else:
            self.emit(None, None, ["ret void"])

    def op_unreachable(self, op) -> None:
        self.emit(None, None, ["unreachable"])

    def _use(self, succ) -> Block:
        nb = self.blocks[succ]
        nb.uses.append(self.cur)
        return nb

    def op_br(self, op) -> None:
        self.emit(None, None, ["br label ", self._use(op.successors[0])])

    def op_cond_br(self, op) -> None:
        c = self.get(op.operands[0])
        t = self._use(op.successors[0])
        f = self._use(op.successors[1])
        self.emit(None, None, ["br ", _T(c), ", label ", t, ", label ", f, *_weights(op)])

    def op_switch(self, op) -> None:
        from gpuopt.dialects import cf
        v = self.get(op.operands[0])
        d = self._use(op.successors[0])
        parts: list = ["switch ", _T(v), ", label ", d, " ["]
        values = cf.flat_values(op.attributes.get("case_values"))
        for val, succ in zip(values, op.successors[1:], strict=False):
            c = Const(v.type, "int", val & ((1 << v.type.width) - 1))
            parts += [f"\n    {typed(c)}, label ", self._use(succ)]
        parts.append("\n  ]")
        self.emit(None, None, parts + _weights(op))

    # calls
    def op_call(self, op) -> None:
        a = op.attributes
        args = [self.get(v) for v in op.operands]
        callee = a.get("callee")
        fm = _fastmath(a.get("fastmathFlags"))
        tk = L.enum_word(a.get("TailCallKind", A.OpaqueAttr("<none>")))
        head = "" if tk == "none" else f"{tk} "
        cc = L.enum_word(a.get("CConv", L.cconv("ccc")))
        ccw = "" if cc == "ccc" else f"{cc} "
        rt = op.results[0].type if op.results else L.VOID
        if callee is not None:
            name = callee.root
            target: Value = Const(L.PointerType.get(0), "global", name)
            fn = self.by_name.get(name)
            vararg = fn is not None and fn.vararg
        else:
            target, args = args[0], args[1:]
            vararg = False
        vct = a.get("var_callee_type")
        sig = type_text(rt)
        if vct is not None or vararg:
            ft = vct.value if vct is not None else None
            params = ft.params if ft is not None else fn.params and [p.type for p in fn.params]
            sig += " (" + ", ".join([type_text(t) for t in params] + ["..."]) + ")"
        parts: list = [f"{head}call{fm} {ccw}{sig} ", target, "("]
        for i, x in enumerate(args):
            parts += [", " if i else "", _T(x)]
        parts.append(")")
        if "no_unwind" in a or "will_return" in a or "convergent" in a or "memory" in a:
            raise TranslateError("cannot translate call-site attributes", op.loc)
        self.emit(op, rt if op.results else None, parts)

    def call_intrinsic(self, op, name: str, ret, args: list, immarg: bool = False,
                       fm: str = "", param_attrs: list[str] | None = None) -> None:
        fn = self.by_name.get(name)
        if fn is None:
            try:
                attrs, ret_attrs = _intrinsic_attrs(name)
            except KeyError:
                raise TranslateError(f"LLVM Translation failed for operation: {op.name}",
                                     op.loc) from None
            fn = Function(name, ret, [x.type for x in args])
            fn.attrs = attrs.split()
            fn.ret_attrs = ret_attrs
            fn.intrinsic = True
            if immarg:
                fn.param_attrs[-1] = "immarg"
            if param_attrs is not None:
                fn.param_attrs = list(param_attrs)
            self.add_function(fn)
        rt = None if isinstance(ret, L.VoidType) else ret
        parts: list = [f"call{fm} {type_text(ret)} @{name}("]
        for i, x in enumerate(args):
            parts += [", " if i else "", _T(x)]
        parts.append(")")
        self.emit(op, rt, parts)

    def intrinsic(self, op, short: str) -> None:
        args = [self.get(v) for v in op.operands]
        rt = op.results[0].type if op.results else L.VOID
        name = "llvm." + short
        if short in _INTR_ZERO_POISON:
            flag = op.attributes[_INTR_ZERO_POISON[short]]
            args.append(Const(T.i1, "int", int(bool(getattr(flag, "value", 0)))))
            name += "." + mangle(rt)
        elif short == "powi":
            name += f".{mangle(rt)}.{mangle(args[1].type)}"
        elif short in ("masked.load", "masked.store"):
            # (ptr, mask[, pass_thru]) / (value, ptr, mask), the alignment an i32 immarg
            align = Const(T.i32, "int", getattr(op.attributes.get("alignment"), "value", 0))
            if short == "masked.load":
                ptr, mask = args[0], args[1]
                thru = args[2] if len(args) > 2 else Const(rt, "poison")
                args = [ptr, align, mask, thru]
                attrs = ["nocapture", "immarg", "", ""]
                name += f".{mangle(rt)}.{mangle(ptr.type)}"
            else:
                value, ptr, mask = args
                args = [value, ptr, align, mask]
                attrs = ["", "nocapture", "immarg", ""]
                name += f".{mangle(value.type)}.{mangle(ptr.type)}"
            return self.call_intrinsic(op, name, rt, args, param_attrs=attrs)
        elif short in _MEM_PARAMS:
            # overloaded on the pointers' and the length's types; `isVolatile` an i1 immarg
            volatile = getattr(op.attributes.get("isVolatile"), "value", 0)
            args.append(Const(T.i1, "int", int(bool(volatile))))
            types = [args[0], args[2]] if short == "memset" else args[:3]
            name += "".join("." + mangle(x.type) for x in types)
            return self.call_intrinsic(op, name, L.VOID, args, param_attrs=_MEM_PARAMS[short])
        elif short.endswith(".with.overflow"):
            name += "." + mangle(args[0].type)  # overloaded on the operands' type
        elif short in ("fabs", "ceil", "floor", "sqrt", "exp", "exp2", "log", "log2", "log10",
                       "sin", "cos", "round", "roundeven", "trunc", "rint", "nearbyint",
                       "copysign", "pow", "maxnum", "minnum", "maximum", "minimum", "fma",
                       "fmuladd", "ctpop", "bitreverse", "bswap", "smax", "smin", "umax",
                       "umin", "sadd.sat", "uadd.sat", "ssub.sat", "usub.sat", "sshl.sat",
                       "ushl.sat", "fshl", "fshr"):
            name += "." + mangle(rt)
        elif short.startswith("vector.reduce.") and \
                short[len("vector.reduce."):] in ("add", "mul", "and", "or", "xor", "smax",
                                                  "smin", "umax", "umin", "fadd", "fmul",
                                                  "fmax", "fmin", "fmaximum", "fminimum"):
            name += "." + mangle(args[-1].type)  # overloaded on the vector operand
        else:
            raise TranslateError(f"LLVM Translation failed for operation: {op.name}", op.loc)
        self.call_intrinsic(op, name, rt, args, immarg=short in _INTR_ZERO_POISON,
                            fm=_fastmath(op.attributes.get("fastmathFlags")))

    def nvvm(self, op) -> None:
        name = op.name
        args = [self.get(v) for v in op.operands]
        if name.startswith("nvvm.read.ptx.sreg."):
            # the intrinsic's own type, whatever the op's result says (as mlir-translate-19)
            ret = T.i64 if name.endswith("clock64") else T.i32
            self.call_intrinsic(op, "llvm." + name, ret, [])
        elif name == "nvvm.barrier0":
            self.call_intrinsic(op, "llvm.nvvm.barrier0", L.VOID, [])
        elif name == "nvvm.shfl.sync":
            kind = op.attributes["kind"].keyword
            vt = args[1].type
            suffix = "f32" if isinstance(vt, T.FloatType) else "i32"
            if "return_value_and_is_valid" in op.attributes:
                suffix += "p"
            self.call_intrinsic(op, f"llvm.nvvm.shfl.sync.{kind}.{suffix}",
                                op.results[0].type, args)
        elif name == "nvvm.vote.ballot.sync":
            self.call_intrinsic(op, "llvm.nvvm.vote.ballot.sync", T.i32, args)
        elif name == "nvvm.bar.warp.sync":
            self.call_intrinsic(op, "llvm.nvvm.bar.warp.sync", L.VOID, args)
        elif name == "nvvm.rcp.approx.ftz.f":
            self.call_intrinsic(op, "llvm.nvvm.rcp.approx.ftz.f", T.f32, args)
        elif name == "nvvm.redux.sync":
            kind = op.attributes["kind"].keyword
            self.call_intrinsic(op, f"llvm.nvvm.redux.sync.{kind}", T.i32, args)
        else:
            raise TranslateError(f"LLVM Translation failed for operation: {name}", op.loc)

    # -- printing --
    def module_text(self) -> str:
        out = ["; ModuleID = 'LLVMDialectModule'", 'source_filename = "LLVMDialectModule"']
        if self.datalayout is not None:
            out.append(f'target datalayout = "{self.datalayout}"')
        if self.triple is not None:
            out.append(f'target triple = "{self.triple}"')
        out.append("")
        first = 1 + len(self.kernels)
        for fn in self.functions:  # instruction metadata: numbered as the printer meets it
            for b in fn.blocks:
                for _, parts in b.insts:
                    for x in parts:
                        if isinstance(x, _Meta) and x.text not in self.meta_nums:
                            x.owner = self.meta_nums
                            self.meta_nums[x.text] = first + len(self.meta_nums)
                        elif isinstance(x, _Meta):
                            x.owner = self.meta_nums
        numbered = 0
        for fn in self.functions:  # the launches' struct types: numbered as TypeFinder meets them
            for b in fn.blocks:
                for _, parts in b.insts:
                    for x in parts:
                        if isinstance(x, _StructType) and x.num < 0:
                            x.num = numbered
                            numbered += 1
        if self.struct_types:
            out += [f"{st.ref()} = type {st.body}"
                    for st in sorted(self.struct_types, key=lambda st: st.num)]
            out.append("")
        groups: dict[str, int] = {}
        for fn in self.functions:
            if fn.attrs:
                groups.setdefault(" ".join(fn.attrs), len(groups))
        if self.globals:
            out += self.globals
            out.append("")
        for fn in self.functions:
            out += self.function_text(fn, groups)
            out.append("")
        for text, n in groups.items():
            out.append(f"attributes #{n} = {{ {text} }}")
        if groups:
            out.append("")
        meta = ["!llvm.module.flags = !{!0}"]
        defs = ['!0 = !{i32 2, !"Debug Info Version", i32 3}']
        if self.kernels:
            ids = list(range(1, len(self.kernels) + 1))
            meta.append("!nvvm.annotations = !{" + ", ".join(f"!{i}" for i in ids) + "}")
            for i, (k, what, n) in zip(ids, self.kernels, strict=False):
                defs.append(f'!{i} = !{{ptr @{_ident(k)}, !"{what}", i32 {n}}}')
        for text, n in self.meta_nums.items():
            defs.append(f"!{n} = {text}")
        out += meta + [""] + defs
        return "\n".join(out) + "\n"

    def function_text(self, fn: Function, groups: dict) -> list[str]:
        out = []
        enums = [x for x in fn.attrs if not x.startswith('"')]
        if enums:  # AsmWriter's comment names the enum attributes only
            out.append("; Function Attrs: " + " ".join(enums))
        n = 0
        for p in fn.params:
            p.num = n
            n += 1
        for b in fn.blocks:
            b.num = n
            n += 1
            for phi, _ in b.phis:
                phi.num = n
                n += 1
            for res, _ in b.insts:
                if res is not None:
                    res.num = n
                    n += 1
        params = []
        for p, attrs in zip(fn.params, fn.param_attrs, strict=False):
            head = type_text(p.type) + (f" {attrs}" if attrs else "")
            params.append(head if not fn.blocks else f"{head} {p.ref()}")
        if fn.vararg:
            params.append("...")
        ret = (fn.ret_attrs + " " if fn.ret_attrs else "") + type_text(fn.ret)
        head = f"{'define' if fn.blocks else 'declare'} {fn.header}{ret} @{_ident(fn.name)}(" \
            + ", ".join(params) + ")" + fn.tail
        if fn.attrs:
            head += f" #{groups[' '.join(fn.attrs)]}"
        head += fn.personality
        if not fn.blocks:
            return out + [head]
        out.append(head + " {")
        for i, b in enumerate(fn.blocks):
            if i:
                out.append("")
                label = f"{b.num}:"
                if b.uses:
                    preds = ", ".join(p.ref() for p in reversed(b.uses))
                    out.append(label.ljust(50) + "; preds = " + preds)
                else:
                    out.append(label.ljust(50) + "; No predecessors!")
            for phi, incoming in b.phis:
                pairs = ", ".join(f"[ {v.ref()}, {blk.ref()} ]" for v, blk in incoming)
                out.append(f"  {phi.ref()} = phi {type_text(phi.type)} {pairs}")
            for res, parts in b.insts:
                text = "".join(x if isinstance(x, str) else x.ref() for x in parts)
                out.append(f"  {res.ref()} = {text}" if res is not None else f"  {text}")
        out.append("}")
        return out


class _StructType:
    """An identified struct without a name (`StructType::create`): `%N`, numbered as the
    printer meets it."""

    def __init__(self, types: list) -> None:
        self.body = type_text(L.StructType.get(types))
        self.num = -1

    def ref(self) -> str:
        return f"%{self.num}"


def _bytes_text(data: bytes) -> str:
    """`c"..."` as llvm::printEscapedString writes it: `\\` doubled, the other printable bytes
    but `"` as they are, the rest as `\\XX`."""
    return 'c"' + "".join("\\\\" if c == 92 else chr(c) if 32 <= c < 127 and c != 34
                          else f"\\{c:02X}" for c in data) + '"'


def _note_op(err: TranslateError, op) -> TranslateError:
    """mlir-translate's `see current operation:` note, once, on the innermost op."""
    if not getattr(err, "op_noted", False):
        from gpuopt.verifier import attach_current_op
        attach_current_op(err, op)
        err.op_noted = True
    return err


class _Meta:
    """An instruction's metadata node (`!prof !1`), numbered when the module is printed."""
    __slots__ = ("text", "owner")

    def __init__(self, text: str) -> None:
        self.text = text
        self.owner: dict = {}

    def ref(self) -> str:
        return f"!{self.owner[self.text]}"


def _weights(op) -> list:
    """`, !prof !N` parts for an op's branch weights (none: no parts)."""
    w = op.attributes.get("branch_weights")
    values = getattr(w, "values", None)
    if not values:
        return []
    body = ", ".join(f"i32 {v}" for v in values)
    return [", !prof ", _Meta(f'!{{!"branch_weights", {body}}}')]


class _T:
    """A typed operand in an instruction's parts (`i32 %4`), rendered when printed."""
    __slots__ = ("v",)

    def __init__(self, v: Value) -> None:
        self.v = v

    def ref(self) -> str:
        return typed(self.v)


def _cconv_word(cc: str) -> str:
    if cc.startswith("cc_"):
        return "cc " + cc[3:]
    if cc in ("fastcc", "coldcc", "tailcc", "swiftcc", "swifttailcc", "anyregcc", "ghccc"):
        return cc
    return cc.removesuffix("cc")


def _implicit_dso_local(link: str, vis) -> bool:
    """GlobalValue::isImplicitDSOLocal: local linkage, or a visibility other than default
    (extern_weak aside); AsmWriter leaves `dso_local` out then."""
    hidden = isinstance(vis, A.IntegerAttr) and vis.value != 0
    return link in ("private", "internal") or (hidden and link != "extern_weak")


def _features(text: str) -> str:
    """`+a,+b` of `#llvm.target_features<["+a", "+b"]>`."""
    body = text[text.find("[") + 1:text.rfind("]")]
    return ",".join(w.strip().strip('"') for w in body.split(",") if w.strip())


def _str_attr(a) -> str | None:
    return a.value if isinstance(a, A.StringAttr) else None


def _fastmath(attr) -> str:
    if attr is None:
        return ""
    words = L.enum_word(attr).replace(",", " ").split()
    if "fast" in words:
        return " fast"
    order = ("reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn")
    return "".join(f" {w}" for w in order if w in words)


def _sort_fn_attrs(attrs: list[str]) -> list[str]:
    """Enum attributes in LLVM's kind order (alphabetical here), then string attributes."""
    enums = sorted(a for a in attrs if not a.startswith('"'))
    strs = sorted(a for a in attrs if a.startswith('"'))
    return enums + strs


def _rpo(region) -> list:
    """getTopologicallySortedBlocks: reverse post-order from each block not yet reached."""
    seen: set = set()
    order: list = []
    for start in region.blocks:
        if start in seen:
            continue
        post: list = []
        visited = {start}
        stack = [(start, iter(start.ops[-1].successors if start.ops else []))]
        while stack:
            b, it = stack[-1]
            nxt = next(it, None)
            if nxt is None:
                stack.pop()
                post.append(b)
            elif nxt not in visited:
                visited.add(nxt)
                stack.append((nxt, iter(nxt.ops[-1].successors if nxt.ops else [])))
        for b in reversed(post):
            if b not in seen:
                seen.add(b)
                order.append(b)
    return order


def _distinct_successors(region) -> None:
    """What mlir-translate's legalization does first: a terminator that names a block with
    arguments more than once keeps the first; each later one goes through a new block (at the
    region's end) taking the same arguments and branching on to the original."""
    from gpuopt.ir.core import Block as MBlock
    for b in list(region.blocks):
        term = b.ops[-1] if b.ops else None
        if term is None or not term.successors:
            continue
        seen: set = set()
        for i, s in enumerate(list(term.successors)):
            if not s.args:
                continue
            if s not in seen:
                seen.add(s)
                continue
            dummy = MBlock([a.type for a in s.args])
            br = L.BrOp.create(list(dummy.args), [], {}, [], [s])
            br.loc = term.loc
            dummy.append(br)
            region.append(dummy)
            term.successors[i] = dummy


def _successor_operands(term, succ) -> list:
    name = term.name
    if name == "llvm.br":
        return list(term.operands)
    if name == "llvm.cond_br":
        if term.successors[0] is succ:
            return list(term.true_dest_operands)
        return list(term.false_dest_operands)
    if name == "llvm.switch":
        if term.successors[0] is succ:
            return list(term.default_operands)
        segs = term.attributes["case_operand_segments"].values
        pos = 0
        for n, s in zip(segs, term.successors[1:], strict=False):
            if s is succ:
                return list(term.case_operands[pos:pos + n])
            pos += n
    return []


# ---- constant folding (what IRBuilder's ConstantFolder does) ---------------------------------
def _fold_binary(kind: str, a: Const, b: Const, t) -> Const | None:
    if isinstance(t, T.VectorType) and len(t.shape) == 1:  # lane by lane, as LLVM folds it
        if isinstance(t.element_type, T.FloatType):
            la, lb = _elements_of(a), _elements_of(b)
            if la is None or lb is None:
                return None
            lanes = [_fold_float(kind, x, y, t.element_type)
                     for x, y in zip(la, lb, strict=True)]
            return None if None in lanes else _make_agg(t, lanes)
        la, lb = _lanes(a, t), _lanes(b, t)
        if la is None or lb is None:
            return None
        if kind in ("udiv", "sdiv", "urem", "srem") and any(_is_null(y) for y in lb):
            return Const(t, "poison")  # a zero divisor lane makes the whole vector poison
        lanes = [_fold_binary(kind, x, y, t.element_type) for x, y in zip(la, lb, strict=True)]
        if any(x is None or x.kind not in ("int", "float") for x in lanes):
            return None
        return _make_agg(t, lanes)
    if a.kind == "int" and b.kind == "int" and isinstance(t, T.IntegerType):
        w = t.width
        mask = (1 << w) - 1
        x, y = a.value & mask, b.value & mask
        sx, sy = _signed(x, w), _signed(y, w)
        if kind in ("udiv", "sdiv", "urem", "srem") and y == 0:
            return Const(t, "poison")
        if kind in ("shl", "lshr", "ashr") and y >= w:
            return Const(t, "poison")
        r = {"add": lambda: x + y, "sub": lambda: x - y, "mul": lambda: x * y,
             "and": lambda: x & y, "or": lambda: x | y, "xor": lambda: x ^ y,
             "shl": lambda: x << y, "lshr": lambda: x >> y, "ashr": lambda: sx >> y,
             "udiv": lambda: x // y, "urem": lambda: x % y,
             "sdiv": lambda: int(sx / sy) if abs(sx) < 2 ** 52 else _tdiv(sx, sy),
             "srem": lambda: sx - sy * _tdiv(sx, sy)}.get(kind)
        if r is None:
            return None
        return Const(t, "int", r() & mask)
    if isinstance(t, T.FloatType):
        return _fold_float(kind, a, b, t)
    return None


# exponent and fraction widths of the float formats, as APFloat's semantics
_FLOAT_FORMAT = {"f16": (5, 10), "bf16": (8, 7), "f32": (8, 23), "f64": (11, 52)}


def _float_bits(v: float, t) -> int:
    """A double rounded (ties to even) to the float type `t`, as the bits of that format;
    a NaN keeps its sign and the top bits of its payload."""
    e, m = _FLOAT_FORMAT[t.name]
    d = struct.unpack("<Q", struct.pack("<d", v))[0]
    if math.isnan(v):
        return (d >> 63) << (e + m) | ((1 << e) - 1) << m | (d & ((1 << 52) - 1)) >> (52 - m)
    if t.name == "bf16":
        return _bf16_bits(v)
    if t.name == "f64":
        return d
    try:
        return int.from_bytes(struct.pack("<e" if t.width == 16 else "<f", v), "little")
    except OverflowError:  # rounds past the largest finite value
        return (d >> 63) << (e + m) | ((1 << e) - 1) << m


def _float_value(bits: int, t) -> float:
    """The double holding the float type `t`'s value `bits` (a NaN's payload at the top)."""
    e, m = _FLOAT_FORMAT[t.name]
    if bits >> m & ((1 << e) - 1) == (1 << e) - 1 and bits & ((1 << m) - 1):
        d = (bits >> (e + m)) << 63 | 0x7FF << 52 | (bits & ((1 << m) - 1)) << (52 - m)
        return struct.unpack("<d", d.to_bytes(8, "little"))[0]
    if t.name == "bf16":
        return struct.unpack("<f", (bits << 16).to_bytes(4, "little"))[0]
    fmt = {16: "<e", 32: "<f", 64: "<d"}[t.width]
    return struct.unpack(fmt, bits.to_bytes(t.width // 8, "little"))[0]


# ConstantExpr::getBinOpIdentity (LLVM 19): the operand (either side, or the right only)
# that ConstantFoldBinaryInstruction returns the other operand for, bits and all
_FLOAT_IDENTITY = {"fadd": -0.0, "fmul": 1.0}
_FLOAT_RHS_IDENTITY = {"fsub": 0.0, "fdiv": 1.0}


def _fold_float(kind: str, a: Const, b: Const, t) -> Const | None:
    """ConstantFoldBinaryInstruction on two scalar float constants (APFloat's arithmetic):
    an identity operand gives the other one as is; then poison wins; undef with undef is
    undef (and -0.0 - undef), undef with anything else the default NaN; a NaN operand (the
    left one first) comes out quieted, sign and payload kept; an invalid operation (inf - inf,
    0 * inf, 0 / 0, inf / inf, x rem 0, inf rem x) the positive default NaN; else the exact
    result rounded to the type."""
    if kind not in FLOAT_BINARY or t.name not in _FLOAT_FORMAT:
        return None
    bits = {}
    for c in (a, b):
        if c.kind in ("float", "zero"):
            bits[c] = _float_bits(c.value if c.kind == "float" else 0.0, t)
        elif c.kind not in ("undef", "poison"):
            return None
    e, m = _FLOAT_FORMAT[t.name]
    if kind in _FLOAT_IDENTITY:
        ident = _float_bits(_FLOAT_IDENTITY[kind], t)
        if bits.get(a) == ident:
            return b
        if bits.get(b) == ident:
            return a
    if kind in _FLOAT_RHS_IDENTITY and bits.get(b) == _float_bits(_FLOAT_RHS_IDENTITY[kind], t):
        return a
    if a.kind == "poison" or b.kind == "poison":
        return Const(t, "poison")
    default_nan = Const(t, "float", _float_value(((1 << e) - 1) << m | 1 << (m - 1), t))
    if a.kind == "undef" or b.kind == "undef":
        if a.kind == b.kind or (kind == "fsub" and bits.get(a) == _float_bits(-0.0, t)):
            return b
        return default_nan
    x, y = _float_value(bits[a], t), _float_value(bits[b], t)
    for v, vb in ((x, bits[a]), (y, bits[b])):
        if math.isnan(v):  # the NaN operand, quieted
            return Const(t, "float", _float_value(vb | 1 << (m - 1), t))
    if kind == "fdiv" and y == 0:
        if x == 0:
            return default_nan
        r = math.copysign(math.inf, math.copysign(1, x) * math.copysign(1, y))
    elif kind == "frem":
        if y == 0 or math.isinf(x):
            return default_nan
        r = x if math.isinf(y) else math.fmod(x, y)
    else:
        r = {"fadd": lambda: x + y, "fsub": lambda: x - y, "fmul": lambda: x * y,
             "fdiv": lambda: x / y}[kind]()
    if math.isnan(r):
        return default_nan
    return Const(t, "float", _float_value(_float_bits(r, t), t))


def _fold_fneg(a: Const, t) -> Const | None:
    """ConstantFoldUnaryInstruction's fneg: undef and poison as they are, the sign bit
    flipped (a NaN's too), vectors lane by lane."""
    if isinstance(t, T.VectorType):
        lanes = _elements_of(a)
        if lanes is None:
            return None
        got = [_fold_fneg(x, t.element_type) for x in lanes]
        return None if None in got else _make_agg(t, got)
    if a.kind in ("undef", "poison"):
        return a
    if a.kind in ("float", "zero"):
        return Const(t, "float", -(a.value if a.kind == "float" else 0.0))
    return None


def _symbolic_lanes(a: Const, b: Const) -> bool:
    """Whether two integer vector constants have an address constant among their lanes."""
    la, lb = _elements_of(a), _elements_of(b)
    return la is not None and lb is not None and \
        isinstance(a.type.element_type, T.IntegerType) and any(map(_symbolic, la + lb))


def _fold_lanes(kind: str, a: Const, b: Const, t, exprs: tuple) -> Const | None:
    """ConstantFoldBinaryInstruction on integer vectors with address constant lanes: each
    lane folded on its own (an expression for the opcodes that have one); None when a lane
    does not fold (IRBuilder then emits the instruction)."""
    la, lb = _lanes(a, t) or _elements_of(a), _lanes(b, t) or _elements_of(b)
    et = t.element_type
    zero = Const(et, "int", 0)
    out = []
    for x, y in zip(la, lb, strict=True):
        x, y = (zero if c.kind == "zero" else c for c in (x, y))
        if kind in ("udiv", "sdiv", "urem", "srem") and _is_null(y):
            return Const(t, "poison")
        if _symbolic(x) or _symbolic(y):
            got = _symbolic_binary(kind, x, y, et, "", exprs)
        else:
            got = _fold_binary(kind, x, y, et)
        if got is None:
            return None
        out.append(got)
    return _make_agg(t, out)


def _lanes(c: Const, t) -> list | None:
    """The lanes of a constant vector as int/float constants (a zero lane as 0)."""
    et = t.element_type
    zero = Const(et, "float", 0.0) if isinstance(et, T.FloatType) else Const(et, "int", 0)
    elems = [zero] * t.shape[0] if c.kind == "zero" else _elements(c)
    if elems is None or len(elems) != t.shape[0]:
        return None
    out = [zero if e.kind == "zero" else e for e in elems]
    return out if all(e.kind in ("int", "float") for e in out) else None


def _tdiv(a: int, b: int) -> int:
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


def _fold_icmp(pred: str, a: Const, b: Const) -> Const | None:
    if a.kind != "int" or b.kind != "int":
        return None
    w = a.type.width
    x, y = a.value, b.value
    if pred[0] == "s":
        x, y = _signed(x, w), _signed(y, w)
    r = {"eq": x == y, "ne": x != y, "slt": x < y, "sle": x <= y, "sgt": x > y, "sge": x >= y,
         "ult": x < y, "ule": x <= y, "ugt": x > y, "uge": x >= y}[pred]
    return Const(T.i1, "int", int(r))


def _fold_insertelement(v: Const, e: Const, i: Const) -> Const | None:
    """ConstantFoldInsertElementInstruction: poison for an undef, poison or out-of-range lane,
    a zero vector kept when a zero goes in, else the lanes rebuilt (ConstantVector::get)."""
    t = v.type
    if i.kind in ("undef", "poison"):
        return Const(t, "poison")
    if v.kind == "zero" and _is_null(e):
        return v
    if i.kind not in ("int", "zero"):
        return None
    lane = i.value if i.kind == "int" else 0
    n = _lane_count(t)
    if n is None:
        return None
    if lane >= n:
        return Const(t, "poison")
    elems = _elements_of(v)
    if elems is None:
        return None
    elems[lane] = e
    return _make_agg(t, elems)


def _fold_fcmp(pred: str, a: Const, b: Const, t) -> Const | None:
    """ConstantFoldCompareInstruction on floats: false/true whatever the operands, poison
    with a poison operand, an undef operand taken as NaN (true exactly for the unordered
    predicates), vectors lane by lane; `t` is the result type (i1 or a vector of i1)."""
    if pred in ("false", "true"):
        if isinstance(t, T.VectorType):
            return _make_agg(t, [Const(T.i1, "int", int(pred == "true"))] * t.shape[0])
        return Const(t, "int", int(pred == "true"))
    if a.kind == "poison" or b.kind == "poison":
        return Const(t, "poison")
    if isinstance(t, T.VectorType):
        la, lb = _elements_of(a), _elements_of(b)
        if la is None or lb is None or len(t.shape) != 1:
            return None
        lanes = [_fold_fcmp(pred, x, y, T.i1) for x, y in zip(la, lb, strict=True)]
        return None if None in lanes else _make_agg(t, lanes)
    if a.kind == "undef" or b.kind == "undef":
        return Const(t, "int", int(pred[0] == "u"))
    x, y = _fcmp_value(a), _fcmp_value(b)
    if x is None or y is None:
        return None
    if math.isnan(x) or math.isnan(y):
        return Const(t, "int", int(pred[0] == "u"))
    rel = "lt" if x < y else "gt" if x > y else "eq"
    holds = {"eq": rel == "eq", "ne": rel != "eq", "gt": rel == "gt", "ge": rel != "lt",
             "lt": rel == "lt", "le": rel != "gt", "rd": True, "no": False}[pred[1:]]
    return Const(t, "int", int(holds))


def _fcmp_value(c: Const) -> float | None:
    """A scalar float constant's value, rounded to its type (half and bfloat constants are
    held as the double they were written as)."""
    if c.kind == "zero":
        return 0.0
    if c.kind != "float":
        return None
    v, width = c.value, c.type.width
    if width == 16 and not (math.isnan(v) or math.isinf(v)):
        if c.type.name == "bf16":
            bits = _bf16_bits(v) << 16
            return struct.unpack("<f", bits.to_bytes(4, "little"))[0]
        try:
            return struct.unpack("<e", struct.pack("<e", v))[0]
        except OverflowError:
            return math.copysign(math.inf, v)
    return v


def _fold_cast(kind: str, a: Const, t) -> Const | None:
    if a.kind in ("undef", "poison") and kind in ("bitcast", "trunc", "fptrunc", "fpext"):
        return Const(t, a.kind)
    if a.kind == "int" and isinstance(t, T.IntegerType):
        w = a.type.width
        if kind == "sext":
            return Const(t, "int", _signed(a.value, w) & ((1 << t.width) - 1))
        if kind in ("zext", "trunc"):
            return Const(t, "int", a.value & ((1 << t.width) - 1))
    if a.kind == "int" and isinstance(t, T.FloatType) and kind in ("sitofp", "uitofp"):
        v = _signed(a.value, a.type.width) if kind == "sitofp" else a.value
        return Const(t, "float", _round_float(float(v), t))
    if a.kind == "float" and isinstance(t, T.FloatType) and kind in ("fpext", "fptrunc"):
        return Const(t, "float", _round_float(a.value, t))
    if kind == "bitcast" and a.kind in ("float", "int"):  # a scalar's bits reinterpreted
        got = _bitcast_scalar(a, t)
        if got is not None:
            return got
    if a.kind == "zero" and kind in ("ptrtoint", "inttoptr", "bitcast", "zext", "sext",
                                      "trunc"):
        return Const(t, "zero")
    if a.kind == "int" and a.value == 0 and kind in ("ptrtoint", "inttoptr"):
        return Const(t, "zero")  # a null value casts to the null value
    if a.kind == "int" and kind == "inttoptr":
        return Const(t, "op", (kind, [a], ""))
    if _symbolic(a):
        return _symbolic_cast(kind, a, t)
    return None


# ConstantExpr::isDesirableCastOp and isDesirableBinOp (LLVM 19): the constant expressions
# IRBuilder builds; on the other opcodes it emits an instruction
CAST_EXPRS = ("trunc", "ptrtoint", "inttoptr", "bitcast", "addrspacecast")
BINARY_EXPRS = ("add", "sub", "mul", "xor")
MODERN_EXPRS = ("add", "sub", "xor")  # LLVM 20 dropped `mul`: llvmlite's LLVM refuses it
_COMMUTATIVE = ("add", "mul", "and", "or", "xor")   # also associative
_IDENTITY = {"add": 0, "mul": 1, "and": -1, "or": 0, "xor": 0}           # on either side
_RHS_IDENTITY = {"sub": 0, "shl": 0, "lshr": 0, "ashr": 0, "udiv": 1, "sdiv": 1}
_ABSORBER = {"mul": 0, "and": 0, "or": -1}                                # on the right


def _symbolic(c: Const) -> bool:
    """An address constant: a global, or an expression over one (or over null)."""
    return c.kind in ("global", "expr", "op")


def _is_int(c: Const, v: int) -> bool:
    if c.kind == "zero" and isinstance(c.type, T.IntegerType):
        return v == 0
    return c.kind == "int" and c.value == v & ((1 << c.type.width) - 1)


def _symbolic_cast(kind: str, a: Const, t) -> Const | None:
    """ConstantFoldCastInstruction on an address constant: a pair of casts that
    foldConstantCastPair eliminates (pointers taken as 64 bits), else the expression."""
    if a.kind == "op" and len(a.value[1]) == 1:
        inner, src = a.value[0], a.value[1][0]
        if inner == "inttoptr" and kind == "ptrtoint" and src.type == t and t.width <= 64:
            return src
        if inner == "ptrtoint" and kind == "inttoptr" and a.type.width >= 64 and \
                src.type == t:
            return src
        if inner == "ptrtoint" and kind == "trunc":
            return Const(t, "op", ("ptrtoint", [src], ""))
    if kind in CAST_EXPRS:
        return Const(t, "op", (kind, [a], ""))
    return None


def _legacy(c: Const) -> bool:
    """Whether the constant holds an expression llvmlite's LLVM refuses."""
    if c.kind == "agg":
        return any(_legacy(x) for x in c.value)
    if c.kind != "op":
        return False
    return (len(c.value[1]) == 2 and c.value[0] not in MODERN_EXPRS) or \
        any(_legacy(x) for x in c.value[1])


def _expr_binary(kind: str, a: Const, b: Const, t, exprs: tuple, flags: str = "") -> Const:
    """ConstantExpr::get: the folded constant, else the expression."""
    got = _fold_binary(kind, a, b, t)
    if got is None and (_symbolic(a) or _symbolic(b)):
        got = _fold_symbolic(kind, a, b, t, exprs)
    return got if got is not None else Const(t, "op", (kind, [a, b], flags))


def _symbolic_binary(kind: str, a: Const, b: Const, t, flags: str,
                     exprs: tuple) -> Const | None:
    """IRBuilder's ConstantFolder on an integer op with an address constant operand:
    an expression for the opcodes that have one (`exprs`), else what the folder makes of
    it."""
    if kind in exprs:
        return _expr_binary(kind, a, b, t, exprs, flags)
    return _fold_symbolic(kind, a, b, t, exprs)


def _fold_symbolic(kind: str, a: Const, b: Const, t, exprs: tuple) -> Const | None:
    """ConstantFoldBinaryInstruction (LLVM 19) when an operand is an address constant:
    identities, a right operand that decides the result, commuting a constant to the right,
    reassociating ((x op c1) op c2) as (x op (c1 op c2)); None: no fold."""
    if kind in _IDENTITY and _is_int(a, _IDENTITY[kind]):
        return b
    if kind in _IDENTITY and _is_int(b, _IDENTITY[kind]):
        return a
    if kind in _RHS_IDENTITY and _is_int(b, _RHS_IDENTITY[kind]):
        return a
    if b.kind in ("int", "zero"):
        if kind in _ABSORBER and _is_int(b, _ABSORBER[kind]):
            return b
        if kind in ("udiv", "sdiv", "urem", "srem") and _is_int(b, 0):
            return Const(t, "poison")
        if kind in ("urem", "srem") and _is_int(b, 1):
            return Const(t, "int", 0)
        if kind == "and" and a.kind == "op" and a.value[0] == "ptrtoint" and \
                a.value[1][0].kind == "global":
            return None  # LLVM 19 may fold by the global's alignment: not modelled
    elif a.kind in ("int", "zero") and kind in _COMMUTATIVE:
        return _expr_binary(kind, b, a, t, exprs) if kind in exprs else \
            _fold_symbolic(kind, b, a, t, exprs)
    if a.kind == "op" and kind in _COMMUTATIVE and a.value[0] == kind:
        inner = _expr_binary(kind, a.value[1][1], b, t, exprs)
        if inner.kind != "op" or inner.value[0] != kind:
            return _expr_binary(kind, a.value[1][0], inner, t, exprs)
    elif not _symbolic(a) and b.kind == "op" and kind in _COMMUTATIVE:
        return _fold_symbolic(kind, b, a, t, exprs)
    return None


_PACK = {("f16", 16): "<e", ("f32", 32): "<f", ("f64", 64): "<d"}


def _bitcast_scalar(a: Const, t) -> Const | None:
    """A float constant's bits as an integer of its width, or back (as LLVM folds them)."""
    if a.kind == "float" and isinstance(t, T.IntegerType):
        fmt = _PACK.get((a.type.name, t.width))
        if fmt is not None:
            try:
                raw = struct.pack(fmt, a.value)
            except OverflowError:
                return None
            return Const(t, "int", int.from_bytes(raw, "little"))
    if a.kind == "int" and isinstance(t, T.FloatType) and isinstance(a.type, T.IntegerType):
        fmt = _PACK.get((t.name, a.type.width))
        if fmt is not None:
            raw = (a.value & ((1 << a.type.width) - 1)).to_bytes(a.type.width // 8, "little")
            return Const(t, "float", struct.unpack(fmt, raw)[0])
    return None


def _elements_of(c: Const) -> list | None:
    """The lanes of a constant 1-D vector (a zero vector's lanes are zero)."""
    t = c.type
    n = _lane_count(t)
    if n is None:
        return None
    if c.kind in ("zero", "undef", "poison"):
        return [Const(t.element_type, c.kind)] * n
    elems = _elements(c)
    return elems if elems is not None and len(elems) == n else None


def _lane_count(t) -> int | None:
    """The lanes of a fixed 1-D vector type (`vector<>` or `!llvm.vec<>`), else None."""
    if isinstance(t, T.VectorType) and len(t.shape) == 1 and not any(t.scalable or ()):
        return t.shape[0]
    if isinstance(t, L.LLVMVectorType) and not t.scalable:
        return t.size
    return None


def _flat(values) -> list:
    out: list = []
    for v in values if isinstance(values, list) else [values]:
        out += _flat(v) if isinstance(v, list) else [v]
    return out


def _members(t) -> list:
    if isinstance(t, L.StructType):
        return list(t.body_types or ())
    if isinstance(t, L.ArrayType):
        return [t.element_type] * t.size
    return []


def _elements(c: Const) -> list | None:
    if c.kind == "agg":
        return list(c.value)
    if c.kind in ("undef", "poison", "zero"):
        return [Const(m, c.kind) for m in _members(c.type)]
    return None


def _make_agg(t, elems: list) -> Const:
    kinds = {e.kind for e in elems}
    if len(kinds) == 1 and next(iter(kinds)) in ("undef", "poison", "zero"):
        return Const(t, next(iter(kinds)))
    if all(_is_null(e) for e in elems) and elems:
        return Const(t, "zero")
    return Const(t, "agg", elems)


def _is_null(e: Const) -> bool:
    return e.kind == "zero" or (e.kind == "int" and e.value == 0) or \
        (e.kind == "float" and e.value == 0.0 and math.copysign(1, e.value) > 0)


def _insert_constant(agg: Const, val: Const, pos: list) -> Const | None:
    elems = _elements(agg)
    if elems is None or not pos or pos[0] >= len(elems):
        return None
    if len(pos) == 1:
        elems[pos[0]] = val
    else:
        inner = _insert_constant(elems[pos[0]], val, pos[1:])
        if inner is None:
            return None
        elems[pos[0]] = inner
    return _make_agg(agg.type, elems)


def _extract_constant(agg: Const, pos: list, t) -> Const | None:
    cur = agg
    for i in pos:
        elems = _elements(cur)
        if elems is None or i >= len(elems):
            return None
        cur = elems[i]
    return cur


def translate_module(module, llvm19: bool = False) -> str:
    """LLVM IR text of a module in the llvm and nvvm dialects; raises TranslateError.
    `llvm19`: exactly as mlir-translate-19 writes it, with the constant expressions LLVM 19
    still has and llvmlite's LLVM refuses (`mul`); otherwise those are instructions."""
    return Translator(module, llvm19).run()


def verify_text(text: str, loc) -> None:
    """Parses and verifies the text with llvmlite; a failure is a TranslateError at `loc`."""
    try:
        from llvmlite import binding
    except ImportError:
        return
    # A module carrying the debug info version is verified while it is parsed, and a broken
    # one aborts the process (report_fatal_error): check it without the flag, so the verifier
    # reports instead.
    text = text.replace("!llvm.module.flags = !{!0}\n", "", 1)
    try:
        binding.parse_assembly(text).verify()
    except RuntimeError as err:
        lines = [x.strip() for x in str(err).strip().splitlines() if x.strip()]
        detail = lines[1] if len(lines) > 1 and "error" in lines[1] else \
            (lines[0] if lines else "unknown error")
        raise TranslateError("the translated LLVM IR does not verify: " + detail,
                             loc) from None
