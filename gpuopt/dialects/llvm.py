"""The llvm dialect: types, functions, globals, memory, arithmetic, comparisons and casts.

Printing follows mlir-opt-19 to the byte, quirks included: a double space before the `:` of
ops whose attribute dictionary is printed by `custom<LLVMOpAttrs>` (`llvm.fadd %a, %b  : f64`),
and a trailing space after the type of `llvm.insertvalue` / `llvm.extractvalue`.
"""
from __future__ import annotations

from gpuopt.diag import VerifyError
from gpuopt.dialects.func import FuncLike, attrs_array, signature_from
from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import symbols
from gpuopt.ir import types as T
from gpuopt.ir.assembly import directive
from gpuopt.ir.core import Region
from gpuopt.ir.format import elided_attrs
from gpuopt.ir.opdef import (
    ARG_ATTRIBUTE_VERIFIERS,
    Commutative,
    ConstantLike,
    Dialect,
    IsolatedFromAbove,
    Op,
    OperandDef,
    Pure,
    ReadOnly,
    ReturnLike,
    SameOperandsAndResultType,
    SegmentedOperands,
    Symbol,
    Terminator,
    operand,
    opt_operand,
    opt_prop,
    opt_result,
    prop,
    region,
    result,
    successor,
    var_operand,
    var_result,
    var_successor,
)


# ---- types ---------------------------------------------------------------------------------
class LLVMType(T.DialectType):
    """Base of llvm types: `!llvm.<body>`; nested llvm types print their body only."""
    __slots__ = ()
    prefix = "llvm."


def nested_text(t: T.Type) -> str:
    """A type as written inside an llvm type: llvm types lose their `!llvm.` prefix."""
    return t.body() if isinstance(t, LLVMType) else str(t)


class PointerType(LLVMType):
    """`!llvm.ptr`, `!llvm.ptr<1>` (address space 0 prints bare)."""
    __slots__ = ("address_space",)

    @classmethod
    def get(cls, address_space: int = 0) -> PointerType:
        return cls._make(address_space)

    def _init(self, address_space: int) -> None:
        self.address_space = address_space

    def body(self) -> str:
        return f"ptr<{self.address_space}>" if self.address_space else "ptr"


class VoidType(LLVMType):
    """`!llvm.void`."""
    __slots__ = ()

    @classmethod
    def get(cls) -> VoidType:
        return cls._make()

    def body(self) -> str:
        return "void"


class TokenType(LLVMType):
    """`!llvm.token`."""
    __slots__ = ()

    @classmethod
    def get(cls) -> TokenType:
        return cls._make()

    def body(self) -> str:
        return "token"


class LLVMVectorType(LLVMType):
    """`!llvm.vec<4 x ptr>`, `!llvm.vec<? x 4 x ptr>`: vectors of what `vector<>` cannot hold."""
    __slots__ = ("size", "element_type", "scalable")

    @classmethod
    def get(cls, size: int, element_type: T.Type, scalable: bool = False) -> LLVMVectorType:
        return cls._make(size, element_type, scalable)

    def _init(self, size: int, element_type: T.Type, scalable: bool) -> None:
        self.size = size
        self.element_type = element_type
        self.scalable = scalable

    def body(self) -> str:
        # mlir-opt-19 prints a scalable one with two spaces: `vec<? x 4 x  ptr>`
        return (f"vec<{'? x ' if self.scalable else ''}{self.size} x "
                f"{' ' if self.scalable else ''}{nested_text(self.element_type)}>")


class ArrayType(LLVMType):
    """`!llvm.array<4 x i32>`."""
    __slots__ = ("size", "element_type")

    @classmethod
    def get(cls, size: int, element_type: T.Type) -> ArrayType:
        return cls._make(size, element_type)

    def _init(self, size: int, element_type: T.Type) -> None:
        self.size = size
        self.element_type = element_type

    def body(self) -> str:
        return f"array<{self.size} x {nested_text(self.element_type)}>"


class StructType(LLVMType):
    """`!llvm.struct<(i32, ptr)>`, `<packed (...)>`, `<"name", (...)>`, `<"name", opaque>`."""
    __slots__ = ("name", "packed", "body_types", "opaque")

    @classmethod
    def get(cls, body_types, packed: bool = False, name: str | None = None,
            opaque: bool = False) -> StructType:
        return cls._make(name, packed, None if body_types is None else tuple(body_types),
                         opaque)

    def _init(self, name, packed, body_types, opaque) -> None:
        self.name = name
        self.packed = packed
        self.body_types = body_types
        self.opaque = opaque

    def body(self) -> str:
        parts = []
        if self.name is not None:
            parts.append(f'"{A.escape_string(self.name)}"')
            if self.opaque:
                return f"struct<{parts[0]}, opaque>"
            if self.body_types is None:
                return f"struct<{parts[0]}>"
        inner = "(" + ", ".join(nested_text(t) for t in self.body_types or ()) + ")"
        if self.packed:
            inner = "packed " + inner
        parts.append(inner)
        return "struct<" + ", ".join(parts) + ">"


class LLVMFunctionType(LLVMType):
    """`!llvm.func<i32 (ptr, ...)>`."""
    __slots__ = ("result", "params", "vararg")

    @classmethod
    def get(cls, result: T.Type, params, vararg: bool = False) -> LLVMFunctionType:
        return cls._make(result, tuple(params), vararg)

    def _init(self, result, params, vararg) -> None:
        self.result = result
        self.params = params
        self.vararg = vararg

    def body(self) -> str:
        ps = [nested_text(t) for t in self.params]
        if self.vararg:
            ps.append("...")
        return f"func<{nested_text(self.result)} (" + ", ".join(ps) + ")>"


PTR = PointerType.get(0)
VOID = VoidType.get()


def _is_tok(x) -> bool:
    return isinstance(x, tuple) and len(x) == 3 and isinstance(x[0], str)


@asm.rule("llvm_addr_space")
def _llvm_addr_space(b, c):
    return asm.int_literal(c[0][1])


@asm.rule("llvm_ptr_type")
def _llvm_ptr_type(b, c):
    space = c[0] if c and c[0] is not None else 0
    return PointerType.get(space)


@asm.rule("llvm_void_type")
def _llvm_void_type(b, c):
    return VOID


@asm.rule("llvm_token_type")
def _llvm_token_type(b, c):
    return TokenType.get()


@asm.rule("llvm_vec_type")
def _llvm_vec_type(b, c):
    scalable = c[0] is not None
    return LLVMVectorType.get(int(c[1][1], 0), c[2], scalable)


@asm.rule("llvm_array_type")
def _llvm_array_type(b, c):
    return ArrayType.get(asm.int_literal(c[0][1]), c[1])


def _elems(c) -> list:
    return [x for x in c if isinstance(x, T.Type)]


def _has(c, term: str) -> bool:
    return any(_is_tok(x) and x[0] == term for x in c)


@asm.rule("llvm_struct_literal")
def _llvm_struct_literal(b, c):
    return StructType.get(_elems(c), _has(c, "PACKED"))


@asm.rule("llvm_struct_named_ref")
def _llvm_struct_named_ref(b, c):
    name = asm.unescape(c[0][1])
    if _has(c[1:], "OPAQUE"):
        return StructType.get(None, False, name, True)
    return StructType.get(None, False, name)


@asm.rule("llvm_struct_named")
def _llvm_struct_named(b, c):
    return StructType.get(_elems(c[1:]), _has(c[1:], "PACKED"), asm.unescape(c[0][1]))


@asm.rule("llvm_struct_type")
def _llvm_struct_type(b, c):
    return c[0]


@asm.rule("llvm_params")
def _llvm_params(b, c):
    return c


@asm.rule("llvm_func_type")
def _llvm_func_type(b, c):
    params = c[1] if isinstance(c[1], list) else [c[1]]
    flat = []
    for x in params:
        if isinstance(x, list):
            flat.extend(x)
        else:
            flat.append(x)
    return LLVMFunctionType.get(c[0], _elems(flat), any(_is_tok(x) and x[1] == "..."
                                                         for x in flat))


# ---- enum attributes -----------------------------------------------------------------------
FASTMATH_FLAGS = ("nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc")
OVERFLOW_FLAGS = ("nsw", "nuw")


def _flags_attr(kind: str, order: tuple, words: list, all_name: str | None) -> A.Attribute:
    ws = set(words)
    if all_name is not None and all_name in ws:
        ws |= set(order)
    ws.discard("none")
    if all_name is not None and ws >= set(order):
        body = all_name
    else:
        body = ", ".join(f for f in order if f in ws) or "none"
    return A.OpaqueAttr(f"#llvm.{kind}<{body}>")


def fastmath(*flags: str) -> A.Attribute:
    return _flags_attr("fastmath", FASTMATH_FLAGS, list(flags), "fast")


def overflow(*flags: str) -> A.Attribute:
    return _flags_attr("overflow", OVERFLOW_FLAGS, list(flags), None)


FASTMATH_NONE = fastmath()
OVERFLOW_NONE = overflow()


def _body_words(body) -> list:
    if body is None:
        return []
    return [t[1] for t in body[0] if t[1] not in (",",)]


def _fastmath_handler(b, body, tok):
    b.check_flag_list("fastmath", body, tok, "LLVM_FastmathFlagsAttr",
                      "::mlir::LLVM::FastmathFlags")
    return _flags_attr("fastmath", FASTMATH_FLAGS, _body_words(body), "fast")


def _overflow_handler(b, body, tok):
    b.check_flag_list("overflow", body, tok, "LLVM_IntegerOverflowFlagsAttr",
                      "::mlir::LLVM::IntegerOverflowFlags")
    return _flags_attr("overflow", OVERFLOW_FLAGS, _body_words(body), None)


def _simple_enum(kind):
    def handler(b, body, tok):
        words = _body_words(body)
        return A.OpaqueAttr(f"#llvm.{kind}<{' '.join(words)}>")
    return handler


asm.DIALECT_ATTRS["llvm.fastmath"] = _fastmath_handler
asm.DIALECT_ATTRS["llvm.overflow"] = _overflow_handler
asm.DIALECT_ATTRS["llvm.memory_effects"] = lambda b, body, tok: A.struct_attr(
    "llvm.memory_effects", body[1] if body is not None else None)
for _kind in ("linkage", "cconv", "tailcallkind"):
    asm.DIALECT_ATTRS[f"llvm.{_kind}"] = _simple_enum(_kind)


def linkage(name: str) -> A.Attribute:
    return A.OpaqueAttr(f"#llvm.linkage<{name}>")


def cconv(name: str) -> A.Attribute:
    return A.OpaqueAttr(f"#llvm.cconv<{name}>")


def enum_word(attr) -> str:
    """`internal` of `#llvm.linkage<internal>`."""
    s = str(attr)
    return s[s.index("<") + 1:-1] if "<" in s else s


LINKAGES = ("private", "internal", "available_externally", "linkonce", "weak", "common",
            "appending", "extern_weak", "linkonce_odr", "weak_odr", "external")
VISIBILITIES = ("", "hidden", "protected")
UNNAMED_ADDRS = ("", "local_unnamed_addr", "unnamed_addr")
TAILCALLS = ("none", "tail", "musttail", "notail")


def _is_cconv(word: str) -> bool:
    return word in ("ccc", "fastcc", "coldcc", "cc_10", "cc_11", "anyregcc", "preserve_mostcc",
                    "preserve_allcc", "swiftcc", "cxx_fast_tlscc", "tailcc", "cfguard_checkcc",
                    "swifttailcc", "x86_stdcallcc", "x86_fastcallcc", "arm_apcscc",
                    "arm_aapcscc", "arm_aapcs_vfpcc", "msp430_intrcc", "x86_thiscallcc",
                    "ptx_kernelcc", "ptx_devicecc", "spir_funccc", "spir_kernelcc",
                    "intel_ocl_bicc", "x86_64_sysvcc", "win64cc", "x86_vectorcallcc",
                    "hhvmcc", "hhvm_ccc", "x86_intrcc", "avr_intrcc", "avr_builtincc",
                    "amdgpu_vscc", "amdgpu_gscc", "amdgpu_cscc", "amdgpu_kernelcc",
                    "x86_regcallcc", "amdgpu_hscc", "msp430_builtincc", "amdgpu_lscc",
                    "amdgpu_escc", "aarch64_vectorcallcc", "aarch64_sve_vectorcallcc",
                    "wasm_emscripten_invokecc", "amdgpu_gfxcc", "m68k_intrcc") or \
        (word.startswith("cc_") and word[3:].isdigit())


def _i64(v: int) -> A.IntegerAttr:
    return A.IntegerAttr.get(v, T.i64)


# Type constraints of the llvm ops (mlir-opt-19's descriptions).
PTR = C.of_class(PointerType, "LLVM pointer type")
INT_LIKE = C.TypeConstraint("signless integer or LLVM dialect-compatible vector of signless "
                            "integer", C.is_fixed_int_like)
PTR_LIKE = C.TypeConstraint("LLVM pointer type or LLVM dialect-compatible vector of LLVM "
                            "pointer type", lambda t: isinstance(
                                t.element_type if isinstance(t, LLVMVectorType) else
                                C.element_type(t), PointerType))
BOOL_LIKE = C.TypeConstraint("1-bit signless integer or LLVM dialect-compatible vector of 1-bit "
                             "signless integer", C.is_bool_like)
INT_OR_PTR_LIKE = C.any_of(
    "signless integer or LLVM dialect-compatible vector of signless integer or LLVM pointer "
    "type or LLVM dialect-compatible vector of LLVM pointer type", INT_LIKE, PTR_LIKE)
AGGREGATE = C.of_class((ArrayType, StructType), "LLVM aggregate type")
FLOAT_LIKE = C.TypeConstraint("floating point LLVM type or LLVM dialect-compatible vector of "
                              "floating point LLVM type", C.is_float_like)


# ---- custom directives -----------------------------------------------------------------------
def _default_elided(op) -> set:
    """Properties holding their default value: tblgen's attr-dict leaves them out."""
    out = set()
    for pd in type(op).prop_defs:
        if pd.default is not None and op.attributes.get(pd.mlir_name) == pd.default:
            out.add(pd.mlir_name)
    return out


@directive("llvm_op_attrs", "custom_llvm_op_attrs: opt_attr_dict")
def _parse_op_attrs(b, v, st, args):
    for k, a in v.items():
        st.attrs.setdefault(k, a)


@_parse_op_attrs.printer
def _print_op_attrs(p, op, args):
    """custom<LLVMOpAttrs>(attr-dict): the dictionary without default fastmath flags."""
    return p.attr_dict_text(op, elided_attrs(type(op)) | _default_elided(op))


@asm.rule("custom_llvm_op_attrs")
def _custom_llvm_op_attrs(b, c):
    return c[0]


@directive("llvm_overflow", 'custom_llvm_overflow: ["overflow" dialect_body]')
def _parse_overflow(b, v, st, args):
    if v is not None:
        b.custom_op_pos = st.pos
        b.check_flag_list("overflow", v, None, None, "")  # LLVM's own parser: one error
        st.attrs[args[0].field.mlir_name] = _flags_attr("overflow", OVERFLOW_FLAGS,
                                                        _body_words(v), None)


@_parse_overflow.printer
def _print_overflow(p, op, args):
    a = op.attributes.get(args[0].field.mlir_name)
    if a is None or a == OVERFLOW_NONE:
        return ""
    s = str(a)
    return " overflow" + s[s.index("<"):] if "<" in s else ""


@asm.rule("custom_llvm_overflow")
def _custom_llvm_overflow(b, c):
    return c[0]


# llvm.func and llvm.mlir.global have no OpAsmOpInterface: their regions print every op with
# its dialect prefix (`builtin.unrealized_conversion_cast`). The printer treats an empty
# default dialect as "inherit", so a name no dialect has stands for MLIR's "".
NO_DEFAULT_DIALECT = " "


# ---- functions --------------------------------------------------------------------------------
FUNC_PROPS = ("CConv", "alignment", "always_inline", "approx_func_fp_math", "arg_attrs",
              "arm_in_za", "arm_inout_za", "arm_locally_streaming", "arm_new_za", "arm_out_za",
              "arm_preserves_za", "arm_streaming", "arm_streaming_compatible", "comdat",
              "convergent", "denormal_fp_math", "denormal_fp_math_f32", "dso_local",
              "fp_contract", "frame_pointer", "function_entry_count", "function_type",
              "garbageCollector", "linkage", "memory", "no_infs_fp_math", "no_inline",
              "no_nans_fp_math", "no_signed_zeros_fp_math", "no_unwind", "optimize_none",
              "passthrough", "personality", "res_attrs", "section", "sym_name",
              "sym_visibility", "target_cpu", "target_features", "tune_cpu",
              "unnamed_addr", "unsafe_fp_math", "visibility_", "vscale_range", "will_return")


class LLVMFuncOp(FuncLike, Op, name="llvm.func", traits=[IsolatedFromAbove, Symbol]):
    """`llvm.func internal @f(%a: i32, ...) -> i32 attributes {...} { ... }`."""
    sym_name = prop(C.SymbolNameAttr)
    function_type = prop()
    linkage_ = prop(name="linkage", default=linkage("external"))
    cconv_ = prop(name="CConv", default=cconv("ccc"))
    visibility_ = prop(name="visibility_", default=_i64(0))
    unnamed_addr = opt_prop(name="unnamed_addr")
    body = region()
    extra_props = FUNC_PROPS
    grammar_rule = "llvm_func"
    default_dialect = NO_DEFAULT_DIALECT

    def verify(self) -> None:
        self.verify_arg_attrs()
        if not self.body.blocks and enum_word(self.attributes.get(
                "linkage", linkage("external"))) not in ("external", "extern_weak"):
            raise self.error("external functions must have 'external' or 'extern_weak' "
                             "linkage")

    @property
    def type(self) -> LLVMFunctionType:
        return self.attributes["function_type"].value

    def print_custom(self, p) -> str:
        a = self.attributes
        text = " "
        link = a.get("linkage")
        if link is not None and enum_word(link) != "external":
            text += enum_word(link) + " "
        vis = a.get("visibility_")
        if isinstance(vis, A.IntegerAttr) and 0 < vis.value < len(VISIBILITIES):
            text += VISIBILITIES[vis.value] + " "
        ua = a.get("unnamed_addr")
        if isinstance(ua, A.IntegerAttr) and 0 < ua.value < len(UNNAMED_ADDRS):
            text += UNNAMED_ADDRS[ua.value] + " "
        cc = a.get("CConv")
        if cc is not None and enum_word(cc) != "ccc":
            text += enum_word(cc) + " "
        text += A.symbol_text(a["sym_name"].value)
        ft = self.type
        results = [] if isinstance(ft.result, VoidType) else [ft.result]
        text += self.signature_text(p, ft.params, results, variadic=ft.vararg)
        text += p.attr_dict_text(self, {"sym_name", "function_type", "arg_attrs", "res_attrs",
                                        "linkage", "CConv", "visibility_", "comdat",
                                        "unnamed_addr", "vscale_range"}, keyword=True)
        if self.body.blocks:
            text += " " + p.region_text(self.body, self)
        return text


def _header_words(b, words: list, attrs: dict, allow_constant: bool = False) -> None:
    """Linkage, visibility, unnamed_addr, cconv (and `thread_local`, `constant`) keywords, in
    the order mlir-opt-19 parses them: each at most once, none after a later one."""
    op = "llvm.mlir.global" if allow_constant else "llvm.func"
    rank = -1
    for tok in words:
        w = tok[1]
        if w in LINKAGES:
            r, key, val = 0, "linkage", linkage(w)
        elif w in VISIBILITIES[1:]:
            r, key, val = 1, "visibility_", _i64(VISIBILITIES.index(w))
        elif w in UNNAMED_ADDRS[1:]:
            r, key, val = 2, "unnamed_addr", _i64(UNNAMED_ADDRS.index(w))
        elif allow_constant and w == "thread_local":
            r, key, val = 3, "thread_local_", A.UNIT
        elif allow_constant and w == "constant":
            r, key, val = 4, "constant", A.UNIT
        elif not allow_constant and _is_cconv(w):
            r, key, val = 3, "CConv", cconv(w)
        else:
            r = -1
        if r <= rank:
            raise b.error(f"custom op '{op}' expected valid '@'-identifier for symbol name",
                          tok[2])
        rank = r
        attrs[key] = val


@asm.rule("llvm_func")
def _llvm_func(b, c):
    kw = c[0]
    i = 1
    while _is_tok(c[i]) and c[i][0] == "BARE_ID":
        i += 1
    words = c[1:i]
    name_tok, sig, attrs = c[i], c[i + 1], c[i + 2]
    body = c[i + 3] if len(c) > i + 3 and c[i + 3] is not None else None
    arg_types, res_types, arg_attrs, res_attrs, variadic = signature_from(b, sig, kw)
    if len(res_types) == 1 and isinstance(res_types[0], VoidType):
        res_types = []
    if len(res_types) > 1:
        raise b.error("expected no more than 1 result", name_tok[2])
    d = {"unnamed_addr": _i64(0)}  # the custom form always sets it; the rest have defaults
    _header_words(b, words, d)
    d.update(attrs)
    d["sym_name"] = A.StringAttr(asm.symbol_name(name_tok[1]))
    d["function_type"] = A.TypeAttr(LLVMFunctionType.get(res_types[0] if res_types else VOID,
                                                         arg_types, variadic))
    if (aa := attrs_array(arg_attrs)) is not None:
        d["arg_attrs"] = aa
    if (ra := attrs_array(res_attrs)) is not None:
        d["res_attrs"] = ra
    op = LLVMFuncOp.create([], [], d, [body or Region()], [])
    op.loc = kw[2]
    return op


class ReturnOp(Op, name="llvm.return", traits=[Pure, Terminator, ReturnLike]):
    """`llvm.return %v : i32`."""
    arg = opt_operand()
    format = "attr-dict ($arg^ `:` type($arg))?"

    def verify(self) -> None:
        fn = self.parent_op
        if fn is None or fn.name != "llvm.func":
            return
        res = fn.attributes["function_type"].value.result
        note = (fn.loc, "when returning from function")
        if isinstance(res, VoidType):
            if self.operands:
                raise self.error("expected no operands", note)
            return
        if len(self.operands) != 1:
            raise self.error("expected 1 operand", note)
        if self.operands[0].type is not res:
            raise self.error("mismatching result types", note)


class CallOp(Op, name="llvm.call"):
    """`%r = llvm.call @f(%a) : (i32) -> i32`; `llvm.call %fp(%a) : !llvm.ptr, (i32) -> ()`."""
    callee = opt_prop()
    var_callee_type = opt_prop()
    cconv_ = prop(name="CConv", default=cconv("ccc"))
    tail_call_kind = prop(name="TailCallKind", default=A.OpaqueAttr("#llvm.tailcallkind<none>"))
    fastmath_flags = prop(name="fastmathFlags", default=FASTMATH_NONE)
    operands_ = var_operand()
    results_ = var_result()
    extra_props = ("branch_weights", "access_groups", "alias_scopes", "noalias_scopes", "tbaa",
                   "memory", "convergent", "no_unwind", "will_return", "arg_attrs",
                   "res_attrs", "op_bundle_sizes", "op_bundle_tags")
    grammar_rule = "llvm_call"

    def verify_symbol_uses(self) -> None:
        path = symbols.symbol_path(self.attributes.get("callee"))
        if path is None:
            if not self.operands:
                raise self.error("must have either a `callee` attribute or at least an operand")
            if not isinstance(self.operands[0].type, PointerType):
                raise self.error(f"indirect call expects a pointer as callee: "
                                 f"'{self.operands[0].type}'")
            return
        fn = symbols.resolve_symbol(self, path)
        if fn is None:
            raise self.error(f"'{path[-1]}' does not reference a symbol in the current scope")
        ft = getattr(fn.attributes.get("function_type"), "value", None)
        if isinstance(ft, LLVMFunctionType):
            self._check_callee_type(ft)

    def _check_callee_type(self, ft: LLVMFunctionType) -> None:
        """The operands and result against the callee's type, in mlir-opt-19's order and
        words (an `!llvm.ptr<1>` passed for an `!llvm.ptr`: issue 20, bug 3)."""
        n = len(self.operands)
        if ft.vararg and "var_callee_type" not in self.attributes:
            raise self.error("missing var_callee_type attribute for vararg call")
        if not ft.vararg and len(ft.params) != n:
            raise self.error(f"incorrect number of operands ({n}) for callee "
                             f"(expecting: {len(ft.params)})")
        if ft.vararg and n < len(ft.params):
            raise self.error(f"incorrect number of operands ({n}) for varargs callee "
                             f"(expecting at least: {len(ft.params)})")
        for i, (v, t) in enumerate(zip(self.operands, ft.params, strict=False)):
            if v.type != t:
                raise self.error(f"operand type mismatch for operand {i}: '{v.type}' != '{t}'")
        void = isinstance(ft.result, VoidType)
        if not self.results and not void:
            raise self.error("expected function call to produce a value")
        if self.results and void:
            raise self.error("calling function with void result must not produce values")
        if len(self.results) > 1:
            raise self.error("expected LLVM function call to produce 0 or 1 result")
        if self.results and self.results[0].type != ft.result:
            raise self.error(f"result type mismatch: '{self.results[0].type}' != "
                             f"'{ft.result}'")

    def verify(self) -> None:
        vct = getattr(self.attributes.get("var_callee_type"), "value", None)
        if not isinstance(vct, LLVMFunctionType):
            return
        args = self.operands if "callee" in self.attributes else self.operands[1:]
        if not vct.vararg:
            raise self.error("expected var_callee_type to be a variadic function type")
        if len(vct.params) > len(args):
            raise self.error(f"expected var_callee_type to have at most {len(args)} "
                             "parameters")
        for t, v in zip(vct.params, args, strict=False):
            if t != v.type:
                raise self.error(f"var_callee_type parameter type mismatch: '{t}' != "
                                 f"'{v.type}'")
        if not self.results and not isinstance(vct.result, VoidType):
            raise self.error("expected var_callee_type to return void")
        if self.results and self.results[0].type != vct.result:
            raise self.error(f"var_callee_type return type mismatch: '{vct.result}' != "
                             f"'{self.results[0].type}'")

    def print_custom(self, p) -> str:
        a = self.attributes
        text = " "
        cc = a.get("CConv")
        if cc is not None and enum_word(cc) != "ccc":
            text += enum_word(cc) + " "
        tk = a.get("TailCallKind")
        if tk is not None and enum_word(tk) != "none":
            text += enum_word(tk) + " "
        callee = a.get("callee")
        args = self.operands
        if callee is not None:
            text += p.attr_text(callee)
        else:
            text += p.value_name(args[0])
            args = args[1:]
        text += "(" + ", ".join(p.value_name(v) for v in args) + ")"
        vct = a.get("var_callee_type")
        if vct is not None:
            text += " vararg(" + p.attr_text(vct) + ")"
        elided = {"callee", "TailCallKind", "var_callee_type", "CConv"}
        if a.get("fastmathFlags") == FASTMATH_NONE:
            elided.add("fastmathFlags")
        text += p.attr_dict_text(self, elided)
        if callee is None:
            text += " : " + p.type_text(self.operands[0].type) + ","
        else:
            text += " :"
        ins = ", ".join(p.type_text(v.type) for v in args)
        outs = [p.type_text(r.type) for r in self.results]
        res = outs[0] if len(outs) == 1 else "(" + ", ".join(outs) + ")"
        return text + f" ({ins}) -> {res}"


@asm.rule("llvm_call")
def _llvm_call(b, c):
    kw = c[0]
    i = 1
    while _is_tok(c[i]) and c[i][0] == "BARE_ID":
        i += 1
    words = c[1:i]
    callee_tok, uses, var_type, attrs, t1, t2 = c[i:i + 6]
    d = {}  # CConv, TailCallKind and fastmathFlags not written get their defaults
    for tok in words:
        if tok[1] in TAILCALLS:
            d["TailCallKind"] = A.OpaqueAttr(f"#llvm.tailcallkind<{tok[1]}>")
        elif _is_cconv(tok[1]):
            d["CConv"] = cconv(tok[1])
        else:
            raise b.error(f"expected symbol name or SSA value, found '{tok[1]}'", tok[2])
    d.update(attrs)
    fn_type = t2 if t2 is not None else t1
    if not isinstance(fn_type, T.FunctionType):
        raise b.error("expected function type", kw[2])
    operands = []
    if callee_tok[0] == "SYMBOL":
        d["callee"] = A.SymbolRefAttr(asm.symbol_name(callee_tok[1]))
    else:
        operands.append(b.lookup(callee_tok, t1))
    if len(uses) != len(fn_type.inputs):
        raise b.error(f"expected {len(fn_type.inputs)} operands, got {len(uses)}", kw[2])
    operands += [b.lookup(u, t) for u, t in zip(uses, fn_type.inputs, strict=False)]
    if var_type is not None:
        d["var_callee_type"] = A.TypeAttr(var_type)
    results = [r for r in fn_type.results if not isinstance(r, VoidType)]
    op = CallOp.create(operands, results, d, [], [])
    op.loc = kw[2]
    return op


class BrOp(Op, name="llvm.br", traits=[Pure, Terminator]):
    """`llvm.br ^bb1(%a : i32)`."""
    dest_operands = var_operand()
    loop_annotation = opt_prop()
    dest = successor()
    format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict"

    def verify(self) -> None:
        self.verify_successor_operands([self.dest_operands])


class CondBrOp(Op, name="llvm.cond_br", traits=[Pure, Terminator, SegmentedOperands]):
    """`llvm.cond_br %c, ^bb1(%a : i32), ^bb2`."""
    condition = operand(C.I1)
    true_dest_operands = var_operand()
    false_dest_operands = var_operand()
    branch_weights = opt_prop()
    loop_annotation = opt_prop()
    true_dest = successor()
    false_dest = successor()
    format = ("$condition `,` $true_dest (`(` $true_dest_operands^ `:` "
              "type($true_dest_operands) `)`)? `,` $false_dest (`(` $false_dest_operands^ "
              "`:` type($false_dest_operands) `)`)? attr-dict")

    @classmethod
    def infer_types(cls, d, operands, st):
        return []

    def verify(self) -> None:
        self.verify_successor_operands([self.true_dest_operands, self.false_dest_operands])


# ---- constants and globals --------------------------------------------------------------------
class ConstantOp(Op, name="llvm.mlir.constant", traits=[Pure, ConstantLike]):
    """`%0 = llvm.mlir.constant(1 : i64) : i64`."""
    value = prop()
    res = result()
    format = "`(` $value `)` attr-dict `:` type($res)"


class ZeroOp(Op, name="llvm.mlir.zero", traits=[Pure, ConstantLike]):
    """`%0 = llvm.mlir.zero : !llvm.ptr`."""
    res = result()
    format = "attr-dict `:` type($res)"


class UndefOp(Op, name="llvm.mlir.undef", traits=[Pure, ConstantLike]):
    """`%0 = llvm.mlir.undef : !llvm.struct<(...)>`."""
    res = result()
    format = "attr-dict `:` type($res)"


class PoisonOp(Op, name="llvm.mlir.poison", traits=[Pure, ConstantLike]):
    """`%0 = llvm.mlir.poison : i64`."""
    res = result()
    format = "attr-dict `:` type($res)"


class AddressOfOp(Op, name="llvm.mlir.addressof", traits=[Pure]):
    """`%0 = llvm.mlir.addressof @g : !llvm.ptr`."""
    global_name = prop(C.FlatSymbolRefAttr)
    res = result(PTR)
    format = "$global_name attr-dict `:` type($res)"

    def verify_symbol_uses(self) -> None:
        g = symbols.resolve_symbol(self, symbols.symbol_path(self.attributes["global_name"]))
        if g is None or g.name not in ("llvm.mlir.global", "llvm.func"):
            raise self.error("must reference a global defined by 'llvm.mlir.global' or "
                             "'llvm.func'")


GLOBAL_PROPS = ("addr_space", "alignment", "comdat", "constant", "dbg_expr", "dso_local",
                "externally_initialized", "global_type", "linkage", "section", "sym_name",
                "thread_local_", "unnamed_addr", "value", "visibility_")


class GlobalOp(Op, name="llvm.mlir.global", traits=[IsolatedFromAbove, Symbol]):
    """`llvm.mlir.global internal constant @s("abc\\00") {addr_space = 0 : i32}`."""
    sym_name = prop(C.SymbolNameAttr)
    global_type = prop(C.TypeAttr)
    linkage_ = prop(name="linkage", default=linkage("external"))
    visibility_ = prop(name="visibility_", default=_i64(0))
    addr_space = prop(name="addr_space", default=A.IntegerAttr.get(0, T.i32))
    initializer = region()
    extra_props = GLOBAL_PROPS
    grammar_rule = "llvm_global"
    default_dialect = NO_DEFAULT_DIALECT

    def print_custom(self, p) -> str:
        a = self.attributes
        text = " " + enum_word(self.linkage_) + " "
        vis = a.get("visibility_")
        if isinstance(vis, A.IntegerAttr) and 0 < vis.value < len(VISIBILITIES):
            text += VISIBILITIES[vis.value] + " "
        if "thread_local_" in a:
            text += "thread_local "
        ua = a.get("unnamed_addr")
        if isinstance(ua, A.IntegerAttr) and 0 < ua.value < len(UNNAMED_ADDRS):
            text += UNNAMED_ADDRS[ua.value] + " "
        if "constant" in a:
            text += "constant "
        text += A.symbol_text(a["sym_name"].value) + "("
        value = a.get("value")
        if value is not None:
            text += p.attr_text(value)
        text += ")"
        if "comdat" in a:
            text += " comdat(" + p.attr_text(a["comdat"]) + ")"
        text += p.attr_dict_text(self, {"sym_name", "global_type", "constant", "value",
                                        "linkage", "unnamed_addr", "thread_local_",
                                        "visibility_", "comdat"})
        if isinstance(value, A.StringAttr):
            return text
        text += " : " + p.type_text(a["global_type"].value)
        r = self.initializer
        if r is not None and r.blocks:
            text += " " + p.region_text(r, self)
        return text


@asm.rule("llvm_global")
def _llvm_global(b, c):
    kw = c[0]
    i = 1
    while _is_tok(c[i]) and c[i][0] == "BARE_ID":
        i += 1
    words = c[1:i]
    name_tok, value, attrs, gtype = c[i], c[i + 1], c[i + 2], c[i + 3]
    body = c[i + 4] if len(c) > i + 4 else None
    d = {"unnamed_addr": _i64(0)}  # the custom form always sets it; the rest have defaults
    _header_words(b, words, d, allow_constant=True)
    d.update(attrs)
    d["sym_name"] = A.StringAttr(asm.symbol_name(name_tok[1]))
    if value is not None:
        d["value"] = value
    if gtype is None:
        if isinstance(value, A.StringAttr) and value.type is None:
            gtype = ArrayType.get(len(value.value.encode("utf-8", "surrogateescape")), T.i8)
        else:
            raise b.error("type can only be omitted for string globals", name_tok[2])
    d["global_type"] = A.TypeAttr(gtype)
    op = GlobalOp.create([], [], d, [body or Region()], [])
    op.loc = kw[2]
    return op


# ---- memory -------------------------------------------------------------------------------------
class AllocaOp(Op, name="llvm.alloca"):
    """`%0 = llvm.alloca %n x i64 {alignment = 8 : i64} : (i64) -> !llvm.ptr`."""
    inalloca = opt_prop(C.UnitAttr)
    array_size = operand(C.AnyInteger)
    elem_type = prop(C.TypeAttr)
    alignment = opt_prop(C.I64Attr)
    res = result(PTR)
    format = ("(`inalloca` $inalloca^)? $array_size `x` $elem_type attr-dict `:` "
              "functional-type($array_size, $res)")


_MEM_PROPS = ("alignment", "nontemporal", "invariant", "invariantGroup", "syncscope",
              "access_groups", "alias_scopes", "noalias_scopes", "tbaa")
ORDERINGS = ("not_atomic", "unordered", "monotonic", "", "acquire", "release", "acq_rel",
             "seq_cst")


def _ordering_conv(builder, tok):
    if tok[1] not in ORDERINGS or not tok[1]:
        raise builder.enum_case_error(tok, "ordering", [o for o in ORDERINGS if o])
    return _i64(ORDERINGS.index(tok[1]))


class LoadOp(Op, name="llvm.load", traits=[ReadOnly]):
    """`%v = llvm.load volatile %p {alignment = 4 : i64} : !llvm.ptr -> f32`."""
    volatile_ = opt_prop(C.UnitAttr)
    addr = operand(PTR)
    ordering = prop("keyword", default=_i64(0))
    invariant = opt_prop(C.UnitAttr)
    res = result()
    extra_props = _MEM_PROPS
    syncscope = opt_prop(C.StrAttr)
    format = ("(`volatile` $volatile_^)? $addr (`atomic` (`syncscope` `(` $syncscope^ `)`)? "
              "$ordering^)? (`invariant` $invariant^)? attr-dict `:` type($addr) `->` type($res)")

    def reads_only(self) -> bool:
        """MLIR gives a volatile or atomic load a write effect too (it is never dead)."""
        o = self.attributes.get("ordering")
        return "volatile_" not in self.attributes and getattr(o, "value", 0) == 0


class StoreOp(Op, name="llvm.store"):
    """`llvm.store volatile %v, %p : f32, !llvm.ptr`."""
    volatile_ = opt_prop(C.UnitAttr)
    value = operand()
    addr = operand(PTR)
    ordering = prop("keyword", default=_i64(0))
    extra_props = _MEM_PROPS
    syncscope = opt_prop(C.StrAttr)
    format = ("(`volatile` $volatile_^)? $value `,` $addr (`atomic` (`syncscope` `(` "
              "$syncscope^ `)`)? $ordering^)? "
              "attr-dict `:` type($value) `,` type($addr)")


for _cls in (LoadOp, StoreOp):
    _cls.ordering.convert = _ordering_conv
    _cls.ordering.keyword_of = ORDERINGS


class GEPOp(Op, name="llvm.getelementptr", traits=[Pure]):
    """`%g = llvm.getelementptr inbounds %p[%i, 1] : (!llvm.ptr, i64) -> !llvm.ptr, f32`."""
    base = operand(PTR_LIKE)
    dynamic_indices = var_operand(INT_LIKE)
    raw_constant_indices = prop(C.DenseI32Array, name="rawConstantIndices")
    elem_type = prop(C.TypeAttr)
    inbounds = opt_prop()
    res = result()
    grammar_rule = "llvm_gep"

    DYNAMIC = -2147483648

    def print_custom(self, p) -> str:
        a = self.attributes
        text = " inbounds" if "inbounds" in a else ""
        text += " " + p.value_name(self.operands[0]) + "["
        dyn = iter(self.operands[1:])
        idx = []
        for v in a["rawConstantIndices"].values:
            idx.append(p.value_name(next(dyn)) if v == self.DYNAMIC else str(v))
        text += ", ".join(idx) + "]"
        text += p.attr_dict_text(self, {"rawConstantIndices", "elem_type", "inbounds"})
        ins = ", ".join(p.type_text(v.type) for v in self.operands)
        return (text + f" : ({ins}) -> {p.type_text(self.results[0].type)}, "
                f"{p.type_text(a['elem_type'].value)}")

    def fold(self):
        """MLIR 19: `gep %p[0]` is `%p` (same type); dynamic indices that are constants
        fitting in i32 become constant indices (in place)."""
        from gpuopt.ir.opdef import IN_PLACE, constant_value
        raw = list(self.attributes["rawConstantIndices"].values)
        dyn = iter(self.operands[1:])
        indices = [next(dyn) if v == self.DYNAMIC else v for v in raw]
        if self.operands[0].type is self.results[0].type and len(indices) == 1:
            c = indices[0] if isinstance(indices[0], int) else constant_value(indices[0])
            if (c == 0 if isinstance(c, int) else isinstance(c, A.IntegerAttr) and c.value == 0):
                return [self.operands[0]]
        changed, new_raw, new_dyn = False, [], []
        for x in indices:
            c = None if isinstance(x, int) else constant_value(x)
            if isinstance(c, A.IntegerAttr) and -2**31 <= c.value < 2**31:
                changed = True
                new_raw.append(c.value)
            elif isinstance(x, int):
                new_raw.append(x)
            else:
                new_raw.append(self.DYNAMIC)
                new_dyn.append(x)
        if not changed:
            return None
        for i, v in enumerate(self.operands):
            v.uses.remove((self, i))
        self.operands = [self.operands[0], *new_dyn]
        for i, v in enumerate(self.operands):
            v.uses.append((self, i))
        self.attributes["rawConstantIndices"] = A.DenseArrayAttr(T.i32, tuple(new_raw))
        return IN_PLACE


@asm.rule("llvm_gep")
def _llvm_gep(b, c):
    kw, inb, base = c[0], c[1], c[2]
    rest = c[3:]
    indices = [x for x in rest[:-3] if x is not None]
    attrs, fn_type, elem = rest[-3], rest[-2], rest[-1]
    if not isinstance(fn_type, T.FunctionType):
        raise b.error("expected function type", kw[2])
    ins = list(fn_type.inputs)
    operands = [b.lookup(base, ins[0] if ins else None)]
    raw = []
    k = 1
    for tok in indices:
        if tok[0] == "SSA_ID":
            operands.append(b.lookup(tok, ins[k] if k < len(ins) else None))
            k += 1
            raw.append(GEPOp.DYNAMIC)
        else:
            raw.append(asm.int_literal(tok[1]))
    d = dict(attrs)
    if inb is not None:
        d["inbounds"] = A.UNIT
    d["rawConstantIndices"] = A.DenseArrayAttr(T.i32, tuple(raw))
    d["elem_type"] = A.TypeAttr(elem)
    op = GEPOp.create(operands, list(fn_type.results), d, [], [])
    op.loc = kw[2]
    return op


# ---- aggregates -------------------------------------------------------------------------------
def _member_type(b, t, position, pos):
    for i in position:
        if isinstance(t, StructType) and t.body_types is not None and 0 <= i < len(t.body_types):
            t = t.body_types[i]
        elif isinstance(t, ArrayType) and 0 <= i < t.size:
            t = t.element_type
        else:
            raise b.error(f"position out of bounds: {i}", pos)
    return t


class ExtractValueOp(Op, name="llvm.extractvalue", traits=[Pure]):
    """`%v = llvm.extractvalue %s[0, 1] : !llvm.struct<...> ` (note the trailing space)."""
    container = operand(AGGREGATE)
    position = prop(C.DenseI64Array)
    res = result()
    grammar_rule = "llvm_extractvalue"

    def print_custom(self, p) -> str:
        return _print_at_position(p, self, p.value_name(self.operands[0]))

    def fold(self):
        """MLIR 19: an extract of an extract extracts from the outer container (in place);
        through a chain of `llvm.insertvalue`s, the value inserted at the same position, or
        (in place) an extract from the container below inserts at disjoint positions."""
        from gpuopt.ir.opdef import IN_PLACE
        pos = tuple(self.attributes["position"].values)
        src = self.operands[0].defining_op
        if isinstance(src, ExtractValueOp):
            self.attributes["position"] = A.DenseArrayAttr(
                T.i64, tuple(src.attributes["position"].values) + pos)
            self.set_operand(0, src.operands[0])
            return IN_PLACE
        result = None
        while isinstance(src, InsertValueOp):
            ipos = tuple(src.attributes["position"].values)
            if ipos == pos:
                return [src.operands[1]]
            n = min(len(pos), len(ipos))
            if pos[:n] == ipos[:n]:
                return result
            self.set_operand(0, src.operands[0])
            result = IN_PLACE
            src = self.operands[0].defining_op
        return result


class InsertValueOp(Op, name="llvm.insertvalue", traits=[Pure]):
    """`%s2 = llvm.insertvalue %v, %s[0] : !llvm.struct<...> ` (note the trailing space)."""
    container = operand()
    value = operand()
    position = prop()
    res = result()
    grammar_rule = "llvm_insertvalue"

    def print_custom(self, p) -> str:
        return _print_at_position(
            p, self, f"{p.value_name(self.operands[1])}, {p.value_name(self.operands[0])}")


def _print_at_position(p, op, head: str) -> str:
    """`head[0, 1] {attrs} : !llvm.struct<...> ` for extractvalue and insertvalue: the
    container (operand 0) indexed by the `position` property."""
    pos = ", ".join(str(x) for x in op.attributes["position"].values)
    return (f" {head}[{pos}]" + p.attr_dict_text(op, {"position"})
            + f" : {p.type_text(op.operands[0].type)} ")


@asm.rule("llvm_position")
def _llvm_position(b, c):
    return [asm.int_literal(t[1]) for t in c if t is not None]


def _with_position(attrs, position: list) -> dict:
    d = dict(attrs)
    d["position"] = A.DenseArrayAttr(T.i64, tuple(position))
    return d


@asm.rule("llvm_extractvalue")
def _llvm_extractvalue(b, c):
    kw, cont, position, attrs, ctype = c
    rt = _member_type(b, ctype, position, kw[2])
    op = ExtractValueOp.create([b.lookup(cont, ctype)], [rt], _with_position(attrs, position),
                               [], [])
    op.loc = kw[2]
    return op


@asm.rule("llvm_insertvalue")
def _llvm_insertvalue(b, c):
    kw, val, cont, position, attrs, ctype = c
    vt = _member_type(b, ctype, position, kw[2])
    op = InsertValueOp.create([b.lookup(cont, ctype), b.lookup(val, vt)], [ctype],
                              _with_position(attrs, position), [], [])
    op.loc = kw[2]
    return op


# ---- arithmetic ---------------------------------------------------------------------------------
class _OverflowBinary(Op, traits=[Pure, SameOperandsAndResultType]):
    lhs = operand(INT_LIKE)
    rhs = operand(INT_LIKE)
    overflow_flags = prop(name="overflowFlags", default=OVERFLOW_NONE)
    res = result(INT_LIKE)
    format = ("$lhs `,` $rhs `` custom<llvm_overflow>($overflow_flags) attr-dict `:` "
              "type($res)")


# its storage is checked by LLVM's own property reader, which words the error its own way
_OverflowBinary.overflow_flags.storage = lambda a: str(a).startswith("#llvm.overflow<")
_OverflowBinary.overflow_flags.storage_message = (
    "expected 'overflowFlags' attribute to be an IntegerOverflowFlagsAttr, but got {}")


class _IntBinary(Op, traits=[Pure, SameOperandsAndResultType]):
    lhs = operand(INT_LIKE)
    rhs = operand(INT_LIKE)
    res = result(INT_LIKE)
    format = "$lhs `,` $rhs custom<llvm_op_attrs>() `:` type($res)"


class _FloatBinary(Op, traits=[Pure, SameOperandsAndResultType]):
    lhs = operand(FLOAT_LIKE)
    rhs = operand(FLOAT_LIKE)
    fastmath_flags = opt_prop(name="fastmathFlags", default=FASTMATH_NONE)
    res = result(FLOAT_LIKE)
    format = "$lhs `,` $rhs custom<llvm_op_attrs>() `:` type($res)"


class FNegOp(Op, name="llvm.fneg", traits=[Pure]):
    """`%r = llvm.fneg %a  : f32`."""
    operand_ = operand(FLOAT_LIKE)
    fastmath_flags = opt_prop(name="fastmathFlags", default=FASTMATH_NONE)
    res = result(FLOAT_LIKE)
    format = "$operand_ custom<llvm_op_attrs>() `:` type($res)"


class _Cast(Op, traits=[Pure]):
    arg = operand()
    res = result()
    format = "$arg attr-dict `:` type($arg) `to` type($res)"


# What each cast's argument and result must be (bitcast, addrspacecast: checked by neither).
_CAST_FIELDS = {"sext": (INT_LIKE, INT_LIKE), "zext": (INT_LIKE, INT_LIKE),
                "trunc": (INT_LIKE, INT_LIKE), "sitofp": (INT_LIKE, FLOAT_LIKE),
                "uitofp": (INT_LIKE, FLOAT_LIKE), "fptosi": (FLOAT_LIKE, INT_LIKE),
                "fptoui": (FLOAT_LIKE, INT_LIKE), "fpext": (FLOAT_LIKE, FLOAT_LIKE),
                "fptrunc": (FLOAT_LIKE, FLOAT_LIKE), "ptrtoint": (PTR_LIKE, INT_LIKE),
                "inttoptr": (INT_LIKE, PTR_LIKE)}


def _make_ops() -> dict:
    out = {}
    for n in ("add", "sub", "mul", "shl"):
        out[n] = type(n.capitalize() + "Op", (_OverflowBinary,), {}, name=f"llvm.{n}",
                      traits=[Commutative] if n in ("add", "mul") else [])
    for n in ("udiv", "sdiv", "urem", "srem", "and", "or", "xor", "lshr", "ashr"):
        out[n] = type(n.capitalize() + "Op", (_IntBinary,), {}, name=f"llvm.{n}",
                      traits=[Commutative] if n in ("and", "or", "xor") else [])
    for n in ("fadd", "fsub", "fmul", "fdiv", "frem"):
        out[n] = type(n.capitalize() + "Op", (_FloatBinary,), {}, name=f"llvm.{n}")
    for n in ("bitcast", "sext", "zext", "trunc", "sitofp", "uitofp", "fptosi", "fptoui",
              "fpext", "fptrunc", "ptrtoint", "inttoptr", "addrspacecast"):
        arg, res = _CAST_FIELDS.get(n, (None, None))
        out[n] = type(n.capitalize() + "Op", (_Cast,), {"arg": operand(arg), "res": result(res)},
                      name=f"llvm.{n}")
    return out


OPS = _make_ops()
AddOp, SubOp, MulOp = OPS["add"], OPS["sub"], OPS["mul"]
FAddOp, FMulOp = OPS["fadd"], OPS["fmul"]
BitcastOp, PtrToIntOp, IntToPtrOp = OPS["bitcast"], OPS["ptrtoint"], OPS["inttoptr"]

ICMP_PREDICATES = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
FCMP_PREDICATES = ("_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt",
                   "uge", "ult", "ule", "une", "uno", "_true")


def _i1_like(t: T.Type) -> T.Type:
    if isinstance(t, T.VectorType):
        return T.VectorType.get(t.shape, T.i1, t.scalable)
    return T.i1


class ICmpOp(Op, name="llvm.icmp", traits=[Pure]):
    """`%b = llvm.icmp "slt" %a, %c : i32`."""
    predicate = prop()
    lhs = operand(INT_OR_PTR_LIKE)
    rhs = operand(INT_OR_PTR_LIKE)
    res = result(BOOL_LIKE)
    grammar_rule = "llvm_cmp"
    names = ICMP_PREDICATES

    def print_custom(self, p) -> str:
        pred = self.names[self.attributes["predicate"].value]
        elided = {"predicate"}
        if self.attributes.get("fastmathFlags") == FASTMATH_NONE:
            elided.add("fastmathFlags")
        return (f' "{pred}" {p.value_name(self.operands[0])}, '
                f"{p.value_name(self.operands[1])}" + p.attr_dict_text(self, elided)
                + f" : {p.type_text(self.operands[0].type)}")


class FCmpOp(ICmpOp, name="llvm.fcmp", traits=[Pure]):
    """`%b = llvm.fcmp "olt" %a, %c : f32`."""
    lhs = operand(FLOAT_LIKE)
    rhs = operand(FLOAT_LIKE)
    fastmath_flags = opt_prop(name="fastmathFlags", default=FASTMATH_NONE)
    names = FCMP_PREDICATES


@asm.rule("llvm_cmp")
def _llvm_cmp(b, c):
    kw, pred_tok, lhs, rhs, attrs, t = c
    cls = ICmpOp if kw[1] == "llvm.icmp" else FCmpOp
    pred = asm.unescape(pred_tok[1])
    if pred not in cls.names:
        raise b.error(f"'{pred}' is an incorrect value of the 'predicate' attribute",
                      pred_tok[2])
    d = dict(attrs)
    d["predicate"] = _i64(cls.names.index(pred))
    op = cls.create([b.lookup(lhs, t), b.lookup(rhs, t)], [_i1_like(t)], d, [], [])
    op.loc = kw[2]
    return op


class SelectOp(Op, name="llvm.select", traits=[Pure]):
    """`%r = llvm.select %c, %a, %b : i1, i32`."""
    condition = operand(BOOL_LIKE)
    true_value = operand()
    false_value = operand()
    fastmath_flags = opt_prop(name="fastmathFlags", default=FASTMATH_NONE)
    res = result()
    format = ("$condition `,` $true_value `,` $false_value `` custom<llvm_op_attrs>() `:` "
              "type($condition) `,` type($res)")

    @classmethod
    def infer_types(cls, d, operands, st):
        return st.types.get("res") or [operands[1].type]


LLVM = Dialect("llvm", ops=list(OPS.values()) + [
    LLVMFuncOp, ReturnOp, CallOp, BrOp, CondBrOp, ConstantOp, ZeroOp, UndefOp, PoisonOp,
    AddressOfOp, GlobalOp, AllocaOp, LoadOp, StoreOp, GEPOp, ExtractValueOp, InsertValueOp,
    FNegOp, ICmpOp, FCmpOp, SelectOp],
    types=[PointerType, VoidType, TokenType, LLVMVectorType, ArrayType, StructType,
           LLVMFunctionType])


# ---- llvm.* attributes on function arguments and results (verifyParameterAttribute) --------
_PTR_UNIT = ("llvm.noalias", "llvm.readonly", "llvm.readnone", "llvm.writeonly", "llvm.nest",
             "llvm.nocapture", "llvm.nofree", "llvm.nonnull")
_PTR_TYPE = ("llvm.sret", "llvm.byval", "llvm.byref", "llvm.inalloca", "llvm.preallocated")
_INT_UNIT = ("llvm.signext", "llvm.zeroext")
_PTR_INT = ("llvm.align", "llvm.dereferenceable", "llvm.dereferenceable_or_null",
            "llvm.alignstack")
_ANY_UNIT = ("llvm.noundef", "llvm.inreg", "llvm.returned")
_LLVM_FLOATS = ("bf16", "f16", "f32", "f64", "f80", "f128", "tf32")


def llvm_compatible(t: T.Type) -> bool:
    """LLVM::isCompatibleType: llvm types, signless integers, LLVM's floats, their vectors."""
    if isinstance(t, T.VectorType):
        return llvm_compatible(t.element_type)
    if isinstance(t, T.IntegerType):
        return t.is_signless
    if isinstance(t, T.FloatType):
        return t.name in _LLVM_FLOATS
    return isinstance(t, LLVMType)


def _verify_param_attr(op, name: str, attr, type: T.Type) -> None:
    def fail(what: str):
        err = VerifyError(f'"{name}" {what}', op.loc)
        err.op = op  # type: ignore[attr-defined]
        return err
    typed = llvm_compatible(type)
    if name in _PTR_UNIT or name in _INT_UNIT or name in _ANY_UNIT:
        if not isinstance(attr, A.UnitAttr):
            raise fail("should be a unit attribute")
    elif name in _PTR_TYPE:
        if not isinstance(attr, A.TypeAttr):
            raise fail("should be a type attribute")
    elif name in _PTR_INT:
        if not isinstance(attr, A.IntegerAttr):
            raise fail("should be an integer attribute")
    else:
        return
    if not typed or name in _ANY_UNIT:
        return
    if name in _INT_UNIT:
        if not isinstance(type, T.IntegerType):
            raise fail("attribute attached to non-integer LLVM type")
    elif not isinstance(type, PointerType):
        raise fail("attribute attached to non-pointer LLVM type")


ARG_ATTRIBUTE_VERIFIERS["llvm"] = _verify_param_attr


# ---- intrinsics (llvm.intr.*) ----------------------------------------------------------------
# Intrinsics with an assembly format print `llvm.intr.fabs(%x)  : (f32) -> f32` (custom<
# LLVMOpAttrs>: two spaces); those mlir-opt-19 gives no format (immediate arguments such as
# `is_zero_poison`, or simply none) print in the generic form. Intrinsics newer than LLVM 19
# (tan, asin, ..., exp10, ldexp, frexp, ptrmask, stepvector) are not defined: the llvm
# dialect accepts them as unknown generic ops, as mlir-opt-19 does.
I1_ATTR = C.int_attr(1)
I8_ATTR = C.int_attr(8)
SIGNLESS_INT = C.TypeConstraint("signless integer", lambda t: isinstance(t, T.IntegerType)
                                and t.is_signless)
SCALAR_INT_LIKE = C.TypeConstraint(
    "signless integer or LLVM dialect-compatible vector of signless integer",
    lambda t: isinstance(C.element_type(t), T.IntegerType) and C.element_type(t).is_signless)
VECTOR = C.of_class((T.VectorType, LLVMVectorType), "LLVM dialect-compatible vector type")
INT_VECTOR = C.TypeConstraint("LLVM dialect-compatible vector of signless integer",
                              lambda t: isinstance(t, T.VectorType) and isinstance(
                                  t.element_type, T.IntegerType) and t.element_type.is_signless)
FLOAT_VECTOR = C.TypeConstraint("LLVM dialect-compatible vector of floating-point",
                                lambda t: isinstance(t, T.VectorType)
                                and isinstance(t.element_type, T.FloatType))
ANY_PTR = C.of_class(PointerType, "LLVM pointer type")
I64_BARE = C.AttrConstraint(C.I64Attr.desc, C.I64Attr.check, "int:i64")  # `4`, not `4 : i64`


class _Intr(Op, traits=[Pure]):
    res = result()


class _IntrF(_Intr):
    fastmath_flags = opt_prop(name="fastmathFlags", default=FASTMATH_NONE)


def _intr_family(base: type, names, fields: dict, traits=(), generic: bool = False) -> dict:
    out = {}
    for n in names:
        body = dict(fields)
        ops = [k for k, f in fields.items() if isinstance(f, OperandDef)]
        body["format"] = None if generic else (
            "`(` " + " `,` ".join(f"${k}" for k in ops) + " `)` custom<llvm_op_attrs>() `:` "
            "functional-type(operands, results)")
        cname = "".join(w.capitalize() for w in n.replace(".", "_").split("_")) + "Op"
        out[n] = type(cname, (base,), body, name=f"llvm.intr.{n}", traits=list(traits))
    return out


_UNARY_F = {"in_": operand(FLOAT_LIKE), "res": result(FLOAT_LIKE)}
_BINARY_F = {"a": operand(FLOAT_LIKE), "b": operand(FLOAT_LIKE), "res": result(FLOAT_LIKE)}
_TERNARY_F = {"a": operand(FLOAT_LIKE), "b": operand(FLOAT_LIKE), "c": operand(FLOAT_LIKE),
              "res": result(FLOAT_LIKE)}
_UNARY_I = {"in_": operand(SCALAR_INT_LIKE), "res": result(SCALAR_INT_LIKE)}
_BINARY_I = {"a": operand(SCALAR_INT_LIKE), "b": operand(SCALAR_INT_LIKE),
             "res": result(SCALAR_INT_LIKE)}
_TERNARY_I = {"a": operand(SCALAR_INT_LIKE), "b": operand(SCALAR_INT_LIKE),
              "c": operand(SCALAR_INT_LIKE), "res": result(SCALAR_INT_LIKE)}
_SAME = [SameOperandsAndResultType]

INTR_OPS: dict = {}
INTR_OPS.update(_intr_family(_IntrF, (
    "fabs", "ceil", "floor", "sqrt", "exp", "exp2", "log", "log2", "log10", "sin", "cos",
    "round", "roundeven", "trunc", "rint", "nearbyint"), _UNARY_F, _SAME))
INTR_OPS.update(_intr_family(_IntrF, ("copysign", "pow", "maxnum", "minnum", "maximum",
                                      "minimum"), _BINARY_F, _SAME))
INTR_OPS.update(_intr_family(_IntrF, ("fma", "fmuladd"), _TERNARY_F, _SAME))
INTR_OPS.update(_intr_family(_Intr, ("ctpop", "bitreverse", "bswap"), _UNARY_I, _SAME))
INTR_OPS.update(_intr_family(_Intr, ("smax", "smin", "umax", "umin", "sadd.sat", "uadd.sat",
                                     "ssub.sat", "usub.sat", "sshl.sat", "ushl.sat"),
                             _BINARY_I, _SAME))
INTR_OPS.update(_intr_family(_Intr, ("fshl", "fshr"), _TERNARY_I, _SAME))
INTR_OPS.update(_intr_family(_IntrF, ("powi",), {
    "val": operand(FLOAT_LIKE), "power": operand(SIGNLESS_INT), "res": result()}))
INTR_OPS.update(_intr_family(_Intr, ("lround", "llround", "lrint", "llrint"),
                             {"val": operand(FLOAT_LIKE)}))
INTR_OPS.update(_intr_family(_Intr, tuple(f"{k}.with.overflow" for k in (
    "sadd", "uadd", "ssub", "usub", "smul", "umul")),
    {"a": operand(SCALAR_INT_LIKE), "b": operand(SCALAR_INT_LIKE)}, generic=True))
INTR_OPS.update(_intr_family(_Intr, ("abs",), {
    "in_": operand(SCALAR_INT_LIKE), "is_int_min_poison": prop(I1_ATTR)}, generic=True))
INTR_OPS.update(_intr_family(_Intr, ("ctlz", "cttz"), {
    "in_": operand(SCALAR_INT_LIKE), "is_zero_poison": prop(I1_ATTR)}, _SAME, generic=True))
INTR_OPS.update(_intr_family(_Intr, ("is.fpclass",), {
    "in_": operand(FLOAT_LIKE), "bit": prop(C.I32Attr)}, generic=True))
INTR_OPS.update(_intr_family(_Intr, ("is.constant",), {"val": operand(), "res": result(C.I1)},
                             generic=True))
INTR_OPS.update(_intr_family(_Intr, ("threadlocal.address",),
                             {"ptr": operand(ANY_PTR), "res": result(ANY_PTR)}, generic=True))
INTR_OPS.update(_intr_family(_Intr, ("vscale",), {"res": result(SIGNLESS_INT)}, generic=True))
INTR_OPS.update(_intr_family(_Intr, tuple(f"vector.reduce.{k}" for k in (
    "add", "mul", "and", "or", "xor", "smax", "smin", "umax", "umin")),
    {"in_": operand(INT_VECTOR), "res": result(SIGNLESS_INT)}, generic=True))
INTR_OPS.update(_intr_family(_IntrF, tuple(f"vector.reduce.{k}" for k in (
    "fmax", "fmin", "fmaximum", "fminimum")),
    {"in_": operand(FLOAT_VECTOR), "res": result(FLOAT_LIKE)}))
INTR_OPS.update(_intr_family(_IntrF, ("vector.reduce.fadd", "vector.reduce.fmul"), {
    "start_value": operand(FLOAT_LIKE), "input": operand(FLOAT_VECTOR),
    "res": result(FLOAT_LIKE)},
    generic=True))


class _IntrVoid(Op):
    format = None
    extra_props = ("access_groups", "alias_scopes", "noalias_scopes", "tbaa", "arg_attrs",
                   "res_attrs")


INTR_OPS.update(_intr_family(_IntrVoid, ("memcpy", "memmove"), {
    "dst": operand(ANY_PTR), "src": operand(ANY_PTR), "len": operand(SIGNLESS_INT),
    "is_volatile": prop(I1_ATTR, name="isVolatile")}, generic=True))
INTR_OPS.update(_intr_family(_IntrVoid, ("memset",), {
    "dst": operand(ANY_PTR), "val": operand(C.int_width(8)), "len": operand(SIGNLESS_INT),
    "is_volatile": prop(I1_ATTR, name="isVolatile")}, generic=True))
INTR_OPS.update(_intr_family(_IntrVoid, ("memcpy.inline",), {
    "dst": operand(ANY_PTR), "src": operand(ANY_PTR), "len": prop(),
    "is_volatile": prop(I1_ATTR, name="isVolatile")}, generic=True))
INTR_OPS.update(_intr_family(_IntrVoid, ("prefetch",), {
    "addr": operand(ANY_PTR), "rw": prop(C.I32Attr), "hint": prop(C.I32Attr),
    "cache": prop(C.I32Attr)}, generic=True))
INTR_OPS.update(_intr_family(_IntrVoid, ("assume",), {"cond": operand(C.I1)}, generic=True))
INTR_OPS.update(_intr_family(_IntrVoid, ("trap", "debugtrap"), {}, generic=True))
INTR_OPS.update(_intr_family(_IntrVoid, ("ubsantrap",), {"failure_kind": prop(
    I8_ATTR, name="failureKind")}, generic=True))


class StackSaveOp(Op, name="llvm.intr.stacksave"):
    """`%p = llvm.intr.stacksave : !llvm.ptr`."""
    res = result()
    format = "attr-dict `:` type($res)"


class StackRestoreOp(Op, name="llvm.intr.stackrestore"):
    """`llvm.intr.stackrestore %p : !llvm.ptr`."""
    ptr = operand(ANY_PTR)
    format = "$ptr attr-dict `:` type($ptr)"


class _Lifetime(Op):
    size = prop(I64_BARE)
    ptr = operand(ANY_PTR)
    format = "$size `,` $ptr attr-dict `:` type($ptr)"


class LifetimeStartOp(_Lifetime, name="llvm.intr.lifetime.start"):
    """`llvm.intr.lifetime.start 4, %p : !llvm.ptr`."""


class LifetimeEndOp(_Lifetime, name="llvm.intr.lifetime.end"):
    """`llvm.intr.lifetime.end 4, %p : !llvm.ptr`."""


class InvariantStartOp(_Lifetime, name="llvm.intr.invariant.start"):
    """`%s = llvm.intr.invariant.start 4, %p : !llvm.ptr`."""
    res = result(C.type_is(PointerType.get(0), "LLVM pointer in address space 0"))

    @classmethod
    def infer_types(cls, d, operands, st):
        return [PointerType.get(0)]


class InvariantEndOp(Op, name="llvm.intr.invariant.end"):
    """`llvm.intr.invariant.end %s, 4, %p : !llvm.ptr`."""
    start = operand(C.type_is(PointerType.get(0), "LLVM pointer in address space 0"))
    size = prop(I64_BARE)
    ptr = operand(ANY_PTR)
    format = "$start `,` $size `,` $ptr attr-dict `:` type($ptr)"


class ExpectOp(Op, name="llvm.intr.expect", traits=[Pure, SameOperandsAndResultType]):
    """`%r = llvm.intr.expect %v, %e : i32`."""
    val = operand(SIGNLESS_INT)
    expected = operand(SIGNLESS_INT)
    res = result()
    format = "$val `,` $expected attr-dict `:` type($val)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [operands[0].type]


class ExpectWithProbabilityOp(Op, name="llvm.intr.expect.with.probability",
                              traits=[Pure, SameOperandsAndResultType]):
    """`%r = llvm.intr.expect.with.probability %v, %e, 5.000000e-01 : i32`."""
    val = operand(SIGNLESS_INT)
    expected = operand(SIGNLESS_INT)
    prob = prop(C.AttrConstraint("64-bit float attribute", lambda a: isinstance(
        a, A.FloatAttr) and a.type is T.f64, "float:f64"))
    res = result()
    format = "$val `,` $expected `,` $prob attr-dict `:` type($val)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [operands[0].type]


class SSACopyOp(Op, name="llvm.intr.ssa.copy", traits=[Pure, SameOperandsAndResultType]):
    """`%r = llvm.intr.ssa.copy %v : i32`."""
    operand_ = operand()
    res = result()
    format = "$operand_ attr-dict `:` type($operand_)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [operands[0].type]


class MaskedLoadOp(Op, name="llvm.intr.masked.load"):
    """`%v = llvm.intr.masked.load %p, %mask, %pass {alignment = 4 : i32} : (...) -> T`."""
    data = operand(ANY_PTR)
    mask = operand(VECTOR)
    pass_thru = var_operand(VECTOR)
    alignment = prop(C.I32Attr)
    res = result(VECTOR)
    format = ("$data `,` $mask (`,` $pass_thru^)? attr-dict `:` "
              "functional-type(operands, results)")


class MaskedGatherOp(Op, name="llvm.intr.masked.gather"):
    """`%v = llvm.intr.masked.gather %ptrs, %mask, %pass {alignment = 4 : i32} : (...) -> T`."""
    ptrs = operand(VECTOR)
    mask = operand(VECTOR)
    pass_thru = var_operand(VECTOR)
    alignment = prop(C.I32Attr)
    res = result(VECTOR)
    format = ("$ptrs `,` $mask (`,` $pass_thru^)? attr-dict `:` "
              "functional-type(operands, results)")


class MaskedScatterOp(Op, name="llvm.intr.masked.scatter"):
    """`llvm.intr.masked.scatter %v, %ptrs, %mask {alignment = 4 : i32} : T, M into P`."""
    value = operand(VECTOR)
    ptrs = operand(VECTOR)
    mask = operand(VECTOR)
    alignment = prop(C.I32Attr)
    format = ("$value `,` $ptrs `,` $mask attr-dict `:` type($value) `,` type($mask) `into` "
              "type($ptrs)")


class MaskedExpandLoadOp(Op, name="llvm.intr.masked.expandload"):
    """`"llvm.intr.masked.expandload"(%p, %mask, %pass)` (no custom form in LLVM 19)."""
    ptr = operand(ANY_PTR)
    mask = operand(VECTOR)
    passthru = operand(VECTOR)
    res = result(VECTOR)


class MaskedCompressStoreOp(Op, name="llvm.intr.masked.compressstore"):
    """`"llvm.intr.masked.compressstore"(%v, %p, %mask)` (no custom form in LLVM 19)."""
    value = operand(VECTOR)
    ptr = operand(ANY_PTR)
    mask = operand(VECTOR)


class MaskedStoreOp(Op, name="llvm.intr.masked.store"):
    """`llvm.intr.masked.store %v, %p, %mask {alignment = 4 : i32} : T, M into !llvm.ptr`."""
    value = operand(VECTOR)
    data = operand(ANY_PTR)
    mask = operand(VECTOR)
    alignment = prop(C.I32Attr)
    format = ("$value `,` $data `,` $mask attr-dict `:` type($value) `,` type($mask) `into` "
              "type($data)")


class MatrixMultiplyOp(Op, name="llvm.intr.matrix.multiply", traits=[Pure]):
    """`%r = llvm.intr.matrix.multiply %a, %b {lhs_rows = ...} : (...) -> T`."""
    lhs = operand(VECTOR)
    rhs = operand(VECTOR)
    lhs_rows = prop(C.I32Attr)
    lhs_columns = prop(C.I32Attr)
    rhs_columns = prop(C.I32Attr)
    res = result(VECTOR)
    format = "$lhs `,` $rhs attr-dict `:` functional-type(operands, results)"


class GetActiveLaneMaskOp(Op, name="llvm.intr.get.active.lane.mask", traits=[Pure]):
    """`%m = llvm.intr.get.active.lane.mask %a, %n : i64, i64 to vector<4xi1>`."""
    base = operand(SIGNLESS_INT)
    n = operand(SIGNLESS_INT)
    res = result(VECTOR)
    format = "$base `,` $n attr-dict `:` type($base) `,` type($n) `to` type($res)"


class VectorExtractOp(Op, name="llvm.intr.vector.extract", traits=[Pure]):
    """`%r = llvm.intr.vector.extract %v[0] : vector<2xf32> from vector<4xf32>`."""
    srcvec = operand(VECTOR)
    pos = prop(I64_BARE)
    res = result(VECTOR)
    format = "$srcvec `[` $pos `]` attr-dict `:` type($res) `from` type($srcvec)"


class VectorInsertOp(Op, name="llvm.intr.vector.insert", traits=[Pure]):
    """`%r = llvm.intr.vector.insert %s, %d[0] : vector<2xf32> into vector<4xf32>`."""
    dstvec = operand(VECTOR)
    srcvec = operand(VECTOR)
    pos = prop(I64_BARE)
    res = result(VECTOR)
    format = "$srcvec `,` $dstvec `[` $pos `]` attr-dict `:` type($srcvec) `into` type($res)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return st.types.get("res") or [operands[0].type]


LLVM.ops += list(INTR_OPS.values()) + [VectorExtractOp, VectorInsertOp,
    StackSaveOp, StackRestoreOp, LifetimeStartOp, LifetimeEndOp, InvariantStartOp,
    InvariantEndOp, ExpectOp, ExpectWithProbabilityOp, SSACopyOp, MaskedLoadOp, MaskedStoreOp,
    MaskedGatherOp, MaskedScatterOp, MaskedExpandLoadOp, MaskedCompressStoreOp,
    MatrixMultiplyOp, GetActiveLaneMaskOp]


# ---- atomics, vectors, switch, misc ----------------------------------------------------------
ATOMIC_BIN_OPS = ("xchg", "add", "sub", "_and", "nand", "_or", "_xor", "max", "min", "umax",
                  "umin", "fadd", "fsub", "fmax", "fmin", "uinc_wrap", "udec_wrap")


def _bin_op_conv(builder, tok):
    if tok[1] not in ATOMIC_BIN_OPS:
        raise builder.enum_case_error(tok, "bin_op", list(ATOMIC_BIN_OPS))
    return _i64(ATOMIC_BIN_OPS.index(tok[1]))


_SYNCSCOPE = "(`syncscope` `(` $syncscope^ `)`)?"
_ATOMIC_PROPS = ("access_groups", "alias_scopes", "noalias_scopes", "tbaa")
ORDERING_ATTR = C.AttrConstraint("LLVM ordering", lambda a: isinstance(a, A.IntegerAttr)
                                 and a.type is T.i64 and 0 <= a.value < len(ORDERINGS)
                                 and a.value != 3, "keyword")


CMPXCHG_TYPE = C.TypeConstraint("signless integer or LLVM pointer type", lambda t: isinstance(
    t, PointerType) or (isinstance(t, T.IntegerType) and t.is_signless))
ATOMICRMW_TYPE = C.TypeConstraint(
    "floating point LLVM type or LLVM pointer type or signless integer",
    lambda t: isinstance(t, PointerType) or (isinstance(t, T.IntegerType) and t.is_signless)
    or (isinstance(t, T.FloatType) and llvm_compatible(t)))


class AtomicRMWOp(Op, name="llvm.atomicrmw"):
    """`%o = llvm.atomicrmw add %p, %v monotonic : !llvm.ptr, i32`."""
    volatile_ = opt_prop(C.UnitAttr)
    bin_op = prop(C.AttrConstraint("atomic binary operation", lambda a: isinstance(
        a, A.IntegerAttr) and a.type is T.i64 and 0 <= a.value < len(ATOMIC_BIN_OPS),
        "keyword"))
    ptr = operand(ANY_PTR)
    val = operand(ATOMICRMW_TYPE)
    syncscope = opt_prop(C.StrAttr)
    ordering = prop(ORDERING_ATTR)
    alignment = opt_prop(C.I64Attr)
    res = result()
    extra_props = _ATOMIC_PROPS
    parse_type_checks = ("val",)
    format = ("(`volatile` $volatile_^)? $bin_op $ptr `,` $val " + _SYNCSCOPE +
              " $ordering attr-dict `:` type($ptr) `,` type($val)")

    @classmethod
    def infer_types(cls, d, operands, st):
        return [operands[1].type]

    def verify(self) -> None:
        if self.results[0].type is not self.val.type:
            raise self.error("failed to verify that result #0 and operand #1 have the same type")
        op = ATOMIC_BIN_OPS[self.attributes["bin_op"].value]
        t = self.val.type
        if op in ("fadd", "fsub", "fmax", "fmin"):
            if not isinstance(t, T.FloatType):
                raise self.error("expected LLVM IR floating point type")
        elif op == "xchg":
            if not (isinstance(t, (T.IntegerType, T.FloatType, PointerType))):
                raise self.error("unexpected LLVM IR type for 'xchg' bin_op")
        elif not isinstance(t, T.IntegerType):
            raise self.error("expected LLVM IR integer type")
        if self.attributes["ordering"].value < 2:
            raise self.error("expected at least 'monotonic' ordering")


AtomicRMWOp.enum_props = ("bin_op", "ordering")
AtomicRMWOp.bin_op.convert = _bin_op_conv
AtomicRMWOp.bin_op.keyword_of = ATOMIC_BIN_OPS
AtomicRMWOp.ordering.convert = _ordering_conv
AtomicRMWOp.ordering.keyword_of = ORDERINGS


class AtomicCmpXchgOp(Op, name="llvm.cmpxchg"):
    """`%r = llvm.cmpxchg %p, %cmp, %new acq_rel monotonic : !llvm.ptr, i32`."""
    weak = opt_prop(C.UnitAttr)
    volatile_ = opt_prop(C.UnitAttr)
    ptr = operand(ANY_PTR)
    cmp = operand(CMPXCHG_TYPE)
    val = operand(CMPXCHG_TYPE)
    syncscope = opt_prop(C.StrAttr)
    success_ordering = prop(ORDERING_ATTR)
    failure_ordering = prop(ORDERING_ATTR)
    alignment = opt_prop(C.I64Attr)
    res = result(C.of_class(StructType, "LLVM structure type"))
    extra_props = _ATOMIC_PROPS
    parse_type_checks = ("val",)
    format = ("(`weak` $weak^)? (`volatile` $volatile_^)? $ptr `,` $cmp `,` $val " + _SYNCSCOPE
              + " $success_ordering $failure_ordering attr-dict `:` type($ptr) `,` "
              "type($val)")

    @classmethod
    def infer_types(cls, d, operands, st):
        return [StructType.get([operands[2].type, T.i1])]

    def verify(self) -> None:
        t = self.val.type
        if not isinstance(t, (T.IntegerType, T.FloatType, PointerType)):
            raise self.error("unexpected LLVM IR type")
        a = self.attributes
        if a["success_ordering"].value < 2 or a["failure_ordering"].value < 2:
            raise self.error("ordering must be at least 'monotonic'")
        if a["failure_ordering"].value in (5, 6):
            raise self.error("failure ordering cannot be 'release' or 'acq_rel'")


AtomicCmpXchgOp.enum_props = ("success_ordering", "failure_ordering")
for _f in (AtomicCmpXchgOp.success_ordering, AtomicCmpXchgOp.failure_ordering):
    _f.convert = _ordering_conv
    _f.keyword_of = ORDERINGS


class FenceOp(Op, name="llvm.fence"):
    """`llvm.fence syncscope("agent") seq_cst`."""
    syncscope = opt_prop(C.StrAttr)
    ordering = prop(ORDERING_ATTR)
    format = _SYNCSCOPE + " $ordering attr-dict"

    def verify(self) -> None:
        if self.attributes["ordering"].value in (0, 1, 2):
            raise self.error("can be given only acquire, release, acq_rel, and seq_cst "
                             "orderings")


FenceOp.enum_props = ("ordering",)
FenceOp.ordering.convert = _ordering_conv
FenceOp.ordering.keyword_of = ORDERINGS


class FreezeOp(Op, name="llvm.freeze", traits=[SameOperandsAndResultType]):
    """`%f = llvm.freeze %x : i32`."""
    val = operand()
    res = result()
    format = "$val attr-dict `:` type($val)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [operands[0].type]


class ExtractElementOp(Op, name="llvm.extractelement", traits=[Pure]):
    """`%e = llvm.extractelement %v[%i : i64] : vector<4xf32>`."""
    vector = operand(VECTOR)
    position = operand(SIGNLESS_INT)
    res = result()
    format = "$vector `[` $position `:` type($position) `]` attr-dict `:` type($vector)"
    parse_type_checks = ("vector",)

    def verify(self) -> None:
        if self.results[0].type is not self.vector.type.element_type:
            raise self.error("failed to verify that result type matches vector element type")

    @classmethod
    def infer_types(cls, d, operands, st):
        t = operands[0].type
        return [t.element_type if isinstance(t, T.VectorType) else t]


class InsertElementOp(Op, name="llvm.insertelement", traits=[Pure]):
    """`%r = llvm.insertelement %x, %v[%i : i32] : vector<4xf32>`."""
    vector = operand(VECTOR)
    value = operand()
    position = operand(SIGNLESS_INT)
    res = result(VECTOR)
    format = ("$value `,` $vector `[` $position `:` type($position) `]` attr-dict `:` "
              "type($vector)")
    parse_type_checks = ("vector",)

    def verify(self) -> None:
        if self.value.type is not self.vector.type.element_type:
            raise self.error("failed to verify that argument type matches vector element type")
        if self.results[0].type is not self.vector.type:
            raise self.error("failed to verify that all of {res, vector} have same type")
    same_type_as = {"value": None}

    @classmethod
    def infer_types(cls, d, operands, st):
        return [operands[0].type]


class ShuffleVectorOp(Op, name="llvm.shufflevector", traits=[Pure]):
    """`%r = llvm.shufflevector %a, %b [0, 1, -1] : vector<4xf32> ` (trailing space)."""
    v1 = operand(VECTOR)
    v2 = operand(VECTOR)
    mask = prop(C.DenseI32Array)
    res = result(VECTOR)
    grammar_rule = "llvm_shufflevector"

    def print_custom(self, p) -> str:
        m = ", ".join(str(x) for x in self.attributes["mask"].values)
        return (f" {p.value_name(self.v1)}, {p.value_name(self.v2)} [{m}]"
                + p.attr_dict_text(self, {"mask"}) + f" : {p.type_text(self.v1.type)} ")

    def verify(self) -> None:
        if self.v2.type is not self.v1.type:
            raise self.error("failed to verify that all of {v1, v2} have same type")


@asm.rule("llvm_shufflevector")
def _llvm_shufflevector(b, c):
    kw, a, bb, mask, attrs, t = c
    vals = [int(x[1], 0) if x[0] == "INT" else -int(x[1], 0) for x in mask]
    d = dict(attrs)
    d["mask"] = A.DenseArrayAttr(T.i32, tuple(vals))
    if not isinstance(t, T.VectorType):
        raise b.error("expected an LLVM compatible vector type", kw[2])
    rt = T.VectorType.get((len(vals),), t.element_type, t.scalable)
    op = ShuffleVectorOp.create([b.lookup(a, t), b.lookup(bb, t)], [rt], d, [], [])
    op.loc = kw[2]
    return op


@asm.rule("llvm_shuffle_mask")
def _llvm_shuffle_mask(b, c):
    out = []
    neg = False
    for x in c:
        if x is None:
            continue
        if x[0] == "MINUS":
            neg = True
            continue
        out.append(("NEG", x[1]) if neg else x)
        neg = False
    return out


class UnreachableOp(Op, name="llvm.unreachable", traits=[Terminator]):
    """`llvm.unreachable`."""
    format = "attr-dict"


class NoneTokenOp(Op, name="llvm.mlir.none", traits=[Pure]):
    """`%t = llvm.mlir.none : !llvm.token`."""
    res = result()
    format = "attr-dict `:` type($res)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return st.types.get("res")


class GlobalCtorsOp(Op, name="llvm.mlir.global_ctors"):
    """`llvm.mlir.global_ctors {ctors = [@f], priorities = [0 : i32]}`."""
    ctors = prop(C.ArrayAttr)
    priorities = prop(C.ArrayAttr)
    format = "attr-dict"


class GlobalDtorsOp(Op, name="llvm.mlir.global_dtors"):
    """`llvm.mlir.global_dtors {dtors = [@f], priorities = [0 : i32]}`."""
    dtors = prop(C.ArrayAttr)
    priorities = prop(C.ArrayAttr)
    format = "attr-dict"


class SwitchOp(Op, name="llvm.switch", traits=[Pure, Terminator, SegmentedOperands]):
    """`llvm.switch %v : i32, ^bb1(%a : i32) [ 1: ^bb2, 5: ^bb3 ]` (one case a line)."""
    value = operand(SIGNLESS_INT)
    default_operands = var_operand()
    case_operands = var_operand()
    case_values = opt_prop(name="case_values")
    case_operand_segments = prop(C.DenseI32Array, name="case_operand_segments")
    branch_weights = opt_prop(C.DenseI32Array)
    default_destination = successor()
    case_destinations = var_successor()
    format = ("$value `:` type($value) `,` $default_destination (`(` $default_operands^ `:` "
              "type($default_operands) `)`)? custom<llvm_switch_cases>($case_values, "
              "$case_destinations, $case_operands) attr-dict")
    elided = ("case_operand_segments",)

    def verify(self) -> None:
        from gpuopt.dialects import cf
        values = cf.flat_values(self.attributes.get("case_values"))
        if len(values) != len(self.case_destinations):
            raise self.error("expects number of case values to match number of case "
                             "destinations")
        segs = self.attributes["case_operand_segments"].values
        groups, pos = [], 0
        for n in segs:
            groups.append(self.case_operands[pos:pos + n])
            pos += n
        self.verify_successor_operands([self.default_operands] + groups)


@directive("llvm_switch_cases", """custom_llvm_switch_cases: "[" [llvm_switch_cases] "]"
llvm_switch_cases: llvm_switch_case ("," llvm_switch_case)*
llvm_switch_case: INT ":" switch_dest""")
def _parse_llvm_switch_cases(b, v, st, args):
    from gpuopt.dialects import cf
    flag_type = st.types["value"][0]
    width = flag_type.width if isinstance(flag_type, T.IntegerType) else 64
    values, operands, segments, dests = [], [], [], []
    for tok, (block, vals) in v:
        x = cf.int_literal(tok[1].lstrip("-")) * (-1 if tok[1].startswith("-") else 1)
        x &= (1 << width) - 1
        if x >= 1 << (width - 1):
            x -= 1 << width
        values.append(x)
        dests.append(block)
        operands += vals
        segments.append(len(vals))
    st.successors["case_destinations"] = dests
    st.operands["case_operands"] = operands
    st.attrs["case_operand_segments"] = A.DenseArrayAttr(T.i32, tuple(segments))
    if values:
        vt = T.VectorType.get((len(values),), flag_type)
        splat = all(x == values[0] for x in values)
        st.attrs["case_values"] = A.DenseElementsAttr(values[0] if splat else values, vt,
                                                      splat=splat)


@_parse_llvm_switch_cases.printer
def _print_llvm_switch_cases(p, op, args):
    from gpuopt.dialects import cf
    nl = "\n" + "  " * p.indent
    values = cf.flat_values(op.attributes.get("case_values"))
    segs = op.attributes["case_operand_segments"].values
    et = op.attributes["case_values"].type.element_type if values else op.value.type
    width = et.width if isinstance(et, T.IntegerType) else 64
    ops, pos, lines = op.case_operands, 0, []
    for i, x in enumerate(values[:len(op.case_destinations)]):
        n = segs[i] if i < len(segs) else 0
        lines.append(nl + "  " + str(x & ((1 << width) - 1)) + ": "
                     + cf.dest_text(p, op.case_destinations[i], ops[pos:pos + n]))
        pos += n
    return "[" + ",".join(lines) + nl + "]"


@asm.rule("llvm_switch_case")
def _llvm_switch_case(b, c):
    return (c[0], c[1])


@asm.rule("llvm_switch_cases")
def _llvm_switch_cases_list(b, c):
    return list(c)


@asm.rule("custom_llvm_switch_cases")
def _custom_llvm_switch_cases(b, c):
    return c[0] if c and c[0] is not None else []


class InlineAsmOp(Op, name="llvm.inline_asm"):
    """`%r = llvm.inline_asm has_side_effects "mov $0, $1", "=r,r" %x : (i32) -> i32`."""
    operands_ = var_operand()
    asm_string = prop(C.StrAttr)
    constraints = prop(C.StrAttr)
    has_side_effects = opt_prop(C.UnitAttr)
    is_align_stack = opt_prop(C.UnitAttr)
    asm_dialect = opt_prop(C.AttrConstraint(
        "ATT (0) or Intel (1) asm dialect", lambda a: isinstance(a, A.IntegerAttr)
        and a.type is T.i64 and a.value in (0, 1), "keyword"))
    operand_attrs = opt_prop(C.ArrayAttr)
    res = opt_result()
    format = ("(`has_side_effects` $has_side_effects^)? (`is_align_stack` $is_align_stack^)? "
              "(`asm_dialect` `=` $asm_dialect^)? (`operand_attrs` `=` $operand_attrs^)? "
              "attr-dict $asm_string `,` $constraints $operands_ `:` "
              "functional-type($operands_, $res)")


def _asm_dialect_conv(builder, tok):
    if tok[1] not in ("att", "intel"):
        raise builder.enum_case_error(tok, "asm_dialect", ["att", "intel"])
    return _i64(("att", "intel").index(tok[1]))


InlineAsmOp.enum_props = ("asm_dialect",)
InlineAsmOp.asm_dialect.convert = _asm_dialect_conv
InlineAsmOp.asm_dialect.keyword_of = ("att", "intel")


LLVM.ops += [AtomicRMWOp, AtomicCmpXchgOp, FenceOp, FreezeOp, ExtractElementOp,
             InsertElementOp, ShuffleVectorOp, UnreachableOp, NoneTokenOp, GlobalCtorsOp,
             GlobalDtorsOp, SwitchOp, InlineAsmOp]


# ---- constrained floating point (what arith.truncf with a rounding mode lowers to) ----------
ROUNDING_MODES = ("towardzero", "tonearest", "upward", "downward", "tonearestaway", "", "",
                  "dynamic")
FP_EXCEPTION_BEHAVIORS = ("ignore", "maytrap", "strict")


def _keyword_conv(names, what, listed=()):
    def conv(builder, tok):
        if tok[1] not in names or not tok[1]:
            raise builder.enum_case_error(tok, what, [n for n in names if n] + list(listed))
        return _i64(names.index(tok[1]))
    return conv


class ConstrainedFPTruncOp(Op, name="llvm.intr.experimental.constrained.fptrunc",
                           traits=[Pure]):
    """`%r = llvm.intr.experimental.constrained.fptrunc %x tonearest ignore : f32 to f16`."""
    arg_ = operand(FLOAT_LIKE)
    roundingmode = prop("keyword")
    fpExceptionBehavior = prop("keyword")
    res = result(FLOAT_LIKE)
    format = "$arg_ $roundingmode $fpExceptionBehavior attr-dict `:` type($arg_) `to` type($res)"


ConstrainedFPTruncOp.roundingmode.convert = _keyword_conv(ROUNDING_MODES, "roundingmode",
                                                          ["invalid"])
ConstrainedFPTruncOp.roundingmode.keyword_of = ROUNDING_MODES
ConstrainedFPTruncOp.fpExceptionBehavior.convert = _keyword_conv(FP_EXCEPTION_BEHAVIORS,
                                                                 "fpExceptionBehavior")
ConstrainedFPTruncOp.fpExceptionBehavior.keyword_of = FP_EXCEPTION_BEHAVIORS
LLVM.ops.append(ConstrainedFPTruncOp)
