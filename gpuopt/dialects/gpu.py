"""The gpu dialect: modules and kernels, launches, async tokens, memory ops, ids."""
from __future__ import annotations

import re

from gpuopt.diag import ParseError, VerifyError, emit_error
from gpuopt.dialects.func import FuncLike, attrs_array, signature_from
from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import symbols
from gpuopt.ir import types as T
from gpuopt.ir.assembly import directive
from gpuopt.ir.opdef import (
    ATTRIBUTE_VERIFIERS,
    IN_PLACE,
    AsyncOp,
    Dialect,
    GraphRegions,
    IsolatedFromAbove,
    MemAlloc,
    Op,
    Pure,
    ReadOnly,
    RecursiveMemoryEffects,
    ReturnLike,
    SameOperandsAndResultType,
    SegmentedOperands,
    SegmentedResults,
    SingleBlock,
    Symbol,
    SymbolTable,
    Terminator,
    operand,
    opt_operand,
    opt_prop,
    opt_result,
    prop,
    region,
    result,
    var_operand,
    var_result,
)


class AsyncTokenType(T.SimpleDialectType):
    """`!gpu.async.token`."""
    __slots__ = ()
    prefix = "gpu."
    mnemonic = "async.token"


class SpMatHandleType(T.SimpleDialectType):
    """`!gpu.sparse.spmat_handle`: a sparse matrix of the sparse runtime."""
    __slots__ = ()
    prefix = "gpu."
    mnemonic = "sparse.spmat_handle"


class DnTensorHandleType(T.SimpleDialectType):
    """`!gpu.sparse.dntensor_handle`: a dense tensor of the sparse runtime."""
    __slots__ = ()
    prefix = "gpu."
    mnemonic = "sparse.dntensor_handle"


class SpGEMMOpHandleType(T.SimpleDialectType):
    """`!gpu.sparse.spgemmop_handle`: a SpGEMM descriptor."""
    __slots__ = ()
    prefix = "gpu."
    mnemonic = "sparse.spgemmop_handle"


for _cls in (SpMatHandleType, DnTensorHandleType, SpGEMMOpHandleType):
    asm.DIALECT_TYPES["gpu." + _cls.mnemonic] = (lambda t: lambda b, body, tok: t)(_cls.get())


ASYNC_TOKEN = AsyncTokenType.get()
TOKEN = C.type_is(ASYNC_TOKEN, "async token type")


@asm.rule("gpu_async_token_type")
def _async_token_type(b, c):
    return ASYNC_TOKEN


class MMAMatrixType(T.DialectType):
    """`!gpu.mma_matrix<16x16xf16, "AOp">`: a subgroup's fragment of a matrix operand."""
    __slots__ = ("shape", "element_type", "operand")
    prefix = "gpu."

    @classmethod
    def get(cls, shape, element_type: T.Type, operand: str) -> MMAMatrixType:
        return cls._make(tuple(shape), element_type, operand)

    def _init(self, shape, element_type, operand) -> None:
        self.shape = shape
        self.element_type = element_type
        self.operand = operand

    def body(self) -> str:
        return f'mma_matrix<{"x".join(map(str, self.shape))}x{self.element_type}, "{self.operand}">'


_MMA_ELEMENTS = ("si8", "ui8", "i32", "f16", "f32")


def _mma_matrix_type(b, body, tok):
    at = tok[2] + len("!gpu.")
    text = body[1] if body is not None else ""
    m = re.fullmatch(r'\s*((?:[0-9]+\s*x\s*)+)([A-Za-z_][\w.]*)\s*,\s*"([^"]*)"\s*', text)
    if m is None:
        raise ParseError("expected a shape, an element type and an operand string, as in "
                         '`!gpu.mma_matrix<16x16xf16, "AOp">`', b.source_loc(at))
    shape = [int(d) for d in re.findall(r"[0-9]+", m.group(1))]
    if len(shape) != 2:
        raise ParseError("MMAMatrixType must have exactly two dimensions", b.source_loc(at))
    if m.group(2) not in _MMA_ELEMENTS:
        raise ParseError("MMAMatrixType elements must be SI8, UI8, I32, F16, or F32",
                         b.source_loc(at))
    if m.group(3) not in ("AOp", "BOp", "COp"):
        raise ParseError("operand expected to be one of AOp, BOp or COp", b.source_loc(at))
    name = m.group(2)
    elem = (T.FloatType.get(name) if name[0] == "f" else
            T.IntegerType.get(int(name.lstrip("sui")), name[0] if name[0] in "su" else ""))
    return MMAMatrixType.get(shape, elem, m.group(3))


asm.DIALECT_TYPES["gpu.mma_matrix"] = _mma_matrix_type


class EnumAttr(A.Attribute):
    """A gpu enum attribute: `#gpu<dim x>`, `#gpu<shuffle_mode xor>`, `#gpu<all_reduce_op add>`."""

    __slots__ = ("kind", "keyword")

    def __init__(self, kind: str, keyword: str) -> None:
        self.kind = kind
        self.keyword = keyword

    def __eq__(self, other):
        return isinstance(other, EnumAttr) and (other.kind, other.keyword) == (self.kind,
                                                                                self.keyword)

    def __hash__(self):
        return hash((self.kind, self.keyword))

    def __str__(self) -> str:
        return f"#gpu<{self.kind} {self.keyword}>"


def _gpu_attr(b, body, tok):
    if body is None:
        raise b.error("expected '<'", tok[2])
    parts = body[1].split()
    if len(parts) == 2:
        return EnumAttr(parts[0], parts[1])
    return A.OpaqueAttr(f"#gpu<{body[1]}>")


asm.DIALECT_ATTRS["gpu"] = _gpu_attr


ADDRESS_SPACES = ("global", "workgroup", "private")
MAPPING_IDS = ("x", "y", "z") + tuple(f"linear_dim_{i}" for i in range(10))


def _keyword_attr(mnemonic: str, values: tuple, cpp_enum: str, cpp_attr: str, param: str):
    """`#gpu.<mnemonic><keyword>`: a bad keyword is mlir-opt-19's two errors (the keyword, then
    the parameter at the next token); the keyword prints without the written spaces."""
    def handler(b, body, tok):
        toks = body[0] if body is not None else []
        if body is None:
            raise ParseError("expected '<'", b.source_loc(tok[2] + len(tok[1])))
        if len(toks) == 1 and toks[0][1] in values:
            return A.OpaqueAttr(f"#gpu.{mnemonic}<{toks[0][1]}>")
        if len(toks) == 1 and re.fullmatch(r"[A-Za-z_][\w$.]*", toks[0][1]):
            kw = toks[0]
            after = re.compile(r"\s*").match(b.text, kw[2] + len(kw[1])).end()
            err = ParseError(f"failed to parse {cpp_attr} parameter '{param}' which is to be a "
                             f"`::mlir::gpu::{cpp_enum}`", b.source_loc(after))
            first = b.source_loc(kw[2])
            if not isinstance(first, int):  # (a line plan's builder: its parse is redone)
                emit_error(f"expected ::mlir::gpu::{cpp_enum} to be one of: "
                           f"{', '.join(values)}", first)
            raise err
        return A.OpaqueAttr(f"#gpu.{mnemonic}<{body[1]}>")
    asm.DIALECT_ATTRS["gpu." + mnemonic] = handler
    return handler


_keyword_attr("address_space", ADDRESS_SPACES, "AddressSpace",
              "GPU_AddressSpaceAttr", "value")
_keyword_attr("memory_space", ADDRESS_SPACES, "AddressSpace", "GPUMemorySpaceMappingAttr",
              "address_space")
_keyword_attr("block", MAPPING_IDS, "MappingId", "GPUBlockMappingAttr", "block")
_keyword_attr("thread", MAPPING_IDS, "MappingId", "GPUThreadMappingAttr", "thread")
_keyword_attr("warp", MAPPING_IDS, "MappingId", "GPUWarpMappingAttr", "warp")
_keyword_attr("warpgroup", MAPPING_IDS, "MappingId", "GPUWarpgroupMappingAttr", "warpgroup")


def split_params(text: str, start: int) -> list[tuple[str, int]]:
    """The top-level comma-separated pieces of a dialect attribute body, with their offsets."""
    pieces, depth, i, begin = [], 0, 0, 0
    while i < len(text):
        ch = text[i]
        if ch == '"':
            i += 1
            while i < len(text) and text[i] != '"':
                i += 2 if text[i] == "\\" else 1
        elif ch in "<{[(":
            depth += 1
        elif ch in ">}])" and not (ch == ">" and text[i - 1:i] == "-"):
            depth -= 1
        elif ch == "," and depth == 0:
            pieces.append((text[begin:i], start + begin))
            begin = i + 1
        i += 1
    pieces.append((text[begin:], start + begin))
    out = []
    for piece, at in pieces:
        lead = len(piece) - len(piece.lstrip())
        out.append((piece.strip(), at + lead))
    return out


OBJECT_FORMATS = ("offload", "assembly", "bin", "fatbin")
TARGET_PREFIXES = ("#nvvm.target", "#rocdl.target", "#spirv.target_env")


class ObjectAttr(A.Attribute):
    """`#gpu.object<#nvvm.target, properties = {...}, bin = "...">` (format fatbin unprinted)."""

    __slots__ = ("target", "properties", "format", "object")

    def __init__(self, target, properties, format: str, object: str) -> None:
        self.target = target
        self.properties = properties
        self.format = format
        self.object = object

    def _key(self):
        return (self.target, self.properties, self.format, self.object)

    def __eq__(self, other):
        return isinstance(other, ObjectAttr) and other._key() == self._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self) -> str:
        text = f"#gpu.object<{self.target}, "
        if self.properties is not None:
            text += f"properties = {self.properties}, "
        if self.format != "fatbin":
            text += f"{self.format} = "
        return text + str(A.StringAttr(self.object)) + ">"


def _object_attr(b, body, tok):
    toks = body[0] if body is not None else []
    if not toks:
        raise b.error("expected '<'", tok[2])
    start, end = toks[0][2], toks[-1][2] + len(toks[-1][1])
    pieces = split_params(b.text[start:end], start)
    target_text, at = pieces[0]
    target = b.attribute_text(target_text, at)
    if not str(target).startswith(TARGET_PREFIXES):
        raise ParseError("the target attribute must implement or promise the "
                         "`gpu::TargetAttrInterface`", b.source_loc(tok[2] + len(tok[1])))  # at `<`
    props, fmt_kw = None, "fatbin"
    for piece, at in pieces[1:-1]:
        m = re.match(r"properties\s*=\s*", piece)
        if m is None:
            break
        props = b.attribute_text(piece[m.end():], at + m.end())
        if not isinstance(props, A.DictionaryAttr):
            first = b.source_loc(at + m.end())
            if not isinstance(first, int):  # (a line plan's builder: its parse is redone)
                emit_error("invalid kind of attribute specified", first)
            raise ParseError("failed to parse GPU_ObjectAttr parameter 'properties' which is "
                             "to be a `DictionaryAttr`", b.source_loc(at + len(piece)))
    last, at = pieces[-1]
    m = re.match(r"([A-Za-z_]\w*)\s*=\s*", last)
    if m is not None:
        if m.group(1) not in OBJECT_FORMATS:
            raise ParseError("expected keyword for GPU object format", b.source_loc(at))
        fmt_kw, last, at = m.group(1), last[m.end():], at + m.end()
    if not last.startswith('"'):
        raise ParseError("expected string", b.source_loc(at))
    return ObjectAttr(target, props, fmt_kw, asm.unescape(last))


asm.DIALECT_ATTRS["gpu.object"] = _object_attr


def _select_object_attr(b, body, tok):
    """`#gpu.select_object<0>`: an integer target index is printed typed (`<0 : i64>`)."""
    text = body[1] if body is not None else ""
    if re.fullmatch(r"-?[0-9]+", text.strip()):
        text = f"{text.strip()} : i64"
    else:
        text = A.canonical_value(text)
    return A.OpaqueAttr(f"#gpu.select_object<{text}>" if body is not None
                        else "#gpu.select_object")


asm.DIALECT_ATTRS["gpu.select_object"] = _select_object_attr


# The C++ enum and attribute definition names mlir-opt-19's messages give for each kind.
_ENUM_NAMES = {"dim": ("::mlir::gpu::Dimension", "GPU_DimensionAttr"),
               "shuffle_mode": ("::mlir::gpu::ShuffleMode", "GPU_ShuffleModeAttr")}


def _enum_conv(kind, allowed):
    def conv(builder, tok):
        if tok[1] not in allowed:
            if kind in _ENUM_NAMES:
                raise builder.enum_error(tok, *_ENUM_NAMES[kind], allowed)
            raise builder.error(f"expected one of [{', '.join(repr(a) for a in allowed)}] for "
                                f"{kind}, got: {tok[1]}", tok[2])
        return EnumAttr(kind, tok[1])
    return conv


# ---- custom<async_deps> ------------------------------------------------------------------
@directive("async_deps", 'custom_async_deps: [ASYNC] ["[" ssa_uses "]"]')
def _parse_async_deps(b, v, st, args):
    token_type, deps = args
    if v[0] is not None:
        b.async_keywords[st.pos] = v[0][2]  # an unnamed async op is an error (transformer)
        st.types[token_type.field.name] = [ASYNC_TOKEN]
    if v[1] is not None:
        st.operands[deps.field.name] = list(v[1])
        st.types[deps.field.name] = [ASYNC_TOKEN] * len(v[1])


@_parse_async_deps.printer
def _print_async_deps(p, op, args):
    token = getattr(op, args[0].field.name)
    deps = getattr(op, args[1].field.name)
    text = ""
    if token is not None:
        text = "async"
        if deps:
            text += " "
    if deps:
        text += "[" + ", ".join(p.value_name(d) for d in deps) + "]"
    return text


@asm.rule("custom_async_deps")
def _custom_async_deps(b, c):
    return (c[0], c[1])


# ---- custom<gpu_targets>: `[#nvvm.target, ...]` (printed with a trailing space) ----------
@directive("gpu_targets", 'custom_gpu_targets: "[" attribute ("," attribute)* "]"')
def _parse_gpu_targets(b, v, st, args):
    if v is not None:
        st.attrs[args[0].field.mlir_name] = A.ArrayAttr(tuple(v))


@_parse_gpu_targets.printer
def _print_gpu_targets(p, op, args):
    t = op.attributes.get(args[0].field.mlir_name)
    if t is None:
        return ""
    return "[" + ", ".join(p.attr_text(a) for a in t.value) + "] "


@asm.rule("custom_gpu_targets")
def _custom_gpu_targets(b, c):
    items = [x for x in c if x is not None]
    return items or None


# ---- modules and functions -------------------------------------------------------------
class GPUModuleOp(Op, name="gpu.module", traits=[IsolatedFromAbove, SymbolTable, Symbol,
                                                SingleBlock, GraphRegions]):
    """`gpu.module @kernels [#nvvm.target] { gpu.func ... }`."""
    sym_name = prop(C.SymbolNameAttr)
    targets = opt_prop(C.AttrConstraint(
        "array of GPU target attributes with at least 1 elements",
        lambda a: isinstance(a, A.ArrayAttr) and len(a.value) >= 1
        and all(isinstance(t, (A.OpaqueAttr, A.StructAttr)) for t in a.value)))
    offloading_handler = opt_prop(name="offloadingHandler")
    body = region()
    format = ("$sym_name (` ` `<` $offloading_handler^ `>`)? (custom<gpu_targets>($targets)^)? "
              "attr-dict-with-keyword $body")
    implicit_terminator = "gpu.module_end"

    def verify(self) -> None:
        if len(self.body.blocks) != 1:  # SizedRegion<1>
            raise self.error("region #0 ('bodyRegion') failed to verify constraint: region with "
                             "1 blocks")


# ---- custom<offloading_handler>: `<#gpu.select_object<1>>`, nothing for the default ---------
SELECT_OBJECT = A.OpaqueAttr("#gpu.select_object")


@directive("offloading_handler", 'custom_offloading_handler: ["<" attribute ">"]')
def _parse_offloading_handler(b, v, st, args):
    st.attrs[args[0].field.mlir_name] = v[0] if v and v[0] is not None else SELECT_OBJECT


@_parse_offloading_handler.printer
def _print_offloading_handler(p, op, args):
    a = op.attributes.get(args[0].field.mlir_name)
    return "" if a is None or a == SELECT_OBJECT else f"<{p.attr_text(a)}>"


@asm.rule("custom_offloading_handler")
def _custom_offloading_handler(b, c):
    return c


class BinaryOp(Op, name="gpu.binary", traits=[Symbol]):
    """`gpu.binary @kernels <#gpu.select_object<0>> [#gpu.object<#nvvm.target, "...">]`."""
    sym_name = prop(C.SymbolNameAttr)
    offloading_handler = opt_prop(C.AttrConstraint(
        "any attribute with the `OffloadingTranslationAttrTrait` trait.",
        lambda a: str(a).startswith("#gpu.select_object")), name="offloadingHandler")
    objects = prop(C.AttrConstraint(
        "an array of GPU object attributes with at least 1 elements",
        lambda a: isinstance(a, A.ArrayAttr) and len(a.value) >= 1
        and all(isinstance(o, ObjectAttr) for o in a.value)))
    format = "$sym_name custom<offloading_handler>($offloading_handler) attr-dict $objects"

    def selected_object(self):
        """The object `#gpu.select_object` picks (LLVM 19's SelectObjectAttrImpl::
        getSelectedObject): the given index (0 by default), or the last object whose target
        is the given one; None if none."""
        objects = self.attributes["objects"].value
        handler = str(self.attributes.get("offloadingHandler", "#gpu.select_object"))
        index = 0
        if handler.startswith("#gpu.select_object<") and handler.endswith(">"):
            inner = handler[len("#gpu.select_object<"):-1].strip()
            number = inner.split(":")[0].strip()  # `1 : i64`
            if number.lstrip("-").isdigit():
                index = int(number)
            else:
                index = -1
                for i, o in enumerate(objects):
                    if str(o.target) == inner:
                        index = i
        return objects[index] if 0 <= index < len(objects) else None


class ModuleEndOp(Op, name="gpu.module_end", traits=[Terminator]):
    """Implicit terminator of gpu.module, printed only in generic form."""
    format = "attr-dict"

    def verify(self) -> None:
        self.expect_parent("gpu.module")


_THREE_I32 = C.AttrConstraint("i32 dense array attribute with 3 elements (if present)",
                              lambda a: C.DenseI32Array.check(a) and len(a.values) == 3)


class GPUFuncOp(FuncLike, Op, name="gpu.func", traits=[IsolatedFromAbove, Symbol]):
    """`gpu.func @k(%a: f32) workgroup(%w: memref<...>) kernel { ... }`."""
    function_type = prop(C.FunctionTypeAttr)
    arg_attrs = opt_prop()
    res_attrs = opt_prop()
    workgroup_attrib_attrs = opt_prop()
    private_attrib_attrs = opt_prop()
    known_block_size = opt_prop(_THREE_I32)
    known_grid_size = opt_prop(_THREE_I32)
    body = region()
    grammar_rule = "gpu_func"

    @property
    def type(self) -> T.FunctionType:
        return self.attributes["function_type"].value

    @property
    def is_kernel(self) -> bool:
        return "gpu.kernel" in self.attributes

    def verify(self) -> None:
        self.verify_arg_attrs()
        self.verify_entry_args(exact=False)
        ft = self.type
        if self.is_kernel and ft.results:
            raise self.error("expected void return type for kernel function")
        if not self.body.blocks:
            return
        n_wg = getattr(self.attributes.get("workgroup_attributions"), "value", 0) or 0
        for i, a in enumerate(self.body.blocks[0].args[len(ft.inputs):]):
            want = "workgroup" if i < n_wg else "private"
            if not isinstance(a.type, T.MemRefType):
                raise self.error("expected memref type in attribution")
            space = a.type.memory_space
            text = str(space) if space is not None else ""
            if text.startswith("#gpu.address_space<") and f"<{want}>" not in text:
                raise self.error(f"expected memory space {want} in attribution")

    def _attributions(self, p, first: int, count: int, keyword: str) -> str:
        if not count:
            return ""
        args = self.body.blocks[0].args[first:first + count]
        return f" {keyword}(" + ", ".join(f"{p.value_name(a)} : {p.type_text(a.type)}"
                                          for a in args) + ")"

    def print_custom(self, p) -> str:
        text = " " + A.symbol_text(self.attributes["sym_name"].value)
        ft = self.type
        text += self.signature_text(p, ft.inputs, ft.results)
        n_in = len(ft.inputs)
        wg = self.attributes.get("workgroup_attributions")
        n_wg = wg.value if isinstance(wg, A.IntegerAttr) else 0
        n_priv = len(self.body.blocks[0].args) - n_in - n_wg if self.body.blocks else 0
        text += self._attributions(p, n_in, n_wg, "workgroup")
        text += self._attributions(p, n_in + n_wg, n_priv, "private")
        if self.is_kernel:
            text += " kernel"
        text += p.attr_dict_text(self, {"sym_name", "function_type", "arg_attrs", "res_attrs",
                                        "gpu.kernel", "workgroup_attributions",
                                        "workgroup_attrib_attrs", "private_attrib_attrs"},
                                 keyword=True)
        return text + " " + p.region_text(self.body, self)


@asm.rule("gpu_attrib")
def _gpu_attrib(b, c):
    return b.new_arg(c[0], c[1], c[2] if len(c) > 2 else None)


@asm.rule("gpu_wg_attribs")
def _gpu_wg_attribs(b, c):
    return [x for x in c if x is not None]


asm.rule("gpu_priv_attribs")(_gpu_wg_attribs)


@asm.rule("gpu_attributions")
def _gpu_attributions(b, c):
    """(workgroup args, private args): `(token, BlockArgument)` pairs, announced to the region."""
    wg, priv = c[0] or [], c[1] or []
    extra = wg + priv
    if extra:
        if b.pending_args is None:
            b.entry_args(list(extra))
        else:
            b.pending_args = list(b.pending_args) + extra
    return (wg, priv)


@asm.rule("opt_kernel")
def _opt_kernel(b, c):
    return c[0] is not None


@asm.rule("gpu_func")
def _gpu_func(b, c):
    kw, name_tok, sig, attributions, kernel, attrs, body = c
    arg_types, res_types, arg_attrs, res_attrs, _ = signature_from(b, sig, kw)
    d = dict(attrs)
    for name in ("known_block_size", "known_grid_size"):
        # mlir-opt-19 moves them into properties, silently dropping one of another kind
        if name in d and not C.DenseI32Array.check(d[name]):
            del d[name]
    d["sym_name"] = A.StringAttr(asm.symbol_name(name_tok[1]))
    d["function_type"] = A.TypeAttr(T.FunctionType.get(arg_types, res_types))
    if kernel:
        d["gpu.kernel"] = A.UNIT
    if (aa := attrs_array(arg_attrs)) is not None:
        d["arg_attrs"] = aa
    if (ra := attrs_array(res_attrs)) is not None:
        d["res_attrs"] = ra
    wg, _priv = attributions
    d["workgroup_attributions"] = A.IntegerAttr.get(len(wg), T.i64)
    op = GPUFuncOp.create([], [], d, [body], [])
    op.loc = kw[2]
    return op


class ReturnOp(Op, name="gpu.return", traits=[Pure, Terminator, ReturnLike]):
    """`gpu.return`."""
    operands_ = var_operand()
    format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify(self) -> None:
        self.expect_parent("gpu.func")
        fn = self.parent_op
        ft = getattr(fn.attributes.get("function_type"), "value", None)
        if ft is None:
            return
        if len(self.operands) != len(ft.results):
            raise self.error(f"expected {len(ft.results)} result operands",
                             (fn.loc, "return type declared here"))
        for i, (v, t) in enumerate(zip(self.operands, ft.results, strict=False)):
            if v.type is not t:
                raise self.error(f"unexpected type `'{v.type}'' for operand #{i}")


class TerminatorOp(Op, name="gpu.terminator", traits=[Pure, Terminator]):
    """Terminates a gpu.launch body."""
    format = "attr-dict"

    def verify(self) -> None:
        self.expect_parent("gpu.launch")


class BarrierOp(Op, name="gpu.barrier"):
    """`gpu.barrier`."""
    format = "attr-dict"


# ---- custom<index_attr>: an index attribute printed as a bare integer (`upper_bound 64`) ----
@directive("index_attr", 'custom_index_attr: INT')
def _parse_index_attr(b, v, st, args):
    st.attrs[args[0].field.mlir_name] = A.IntegerAttr.get(asm.int_literal(v[1]), T.index)


@_parse_index_attr.printer
def _print_index_attr(p, op, args):
    return str(op.attributes[args[0].field.mlir_name].value)


@asm.rule("custom_index_attr")
def _custom_index_attr(b, c):
    return c[0]


# ---- ids -------------------------------------------------------------------------------
DIMS = ("x", "y", "z")
DIMENSION = C.AttrConstraint("a dimension, either 'x', 'y', or 'z'",
                             lambda a: isinstance(a, EnumAttr) and a.kind == "dim"
                             and a.keyword in DIMS, "dim",
                             storage=lambda a: isinstance(a, EnumAttr) and a.kind == "dim")


class _DimOp(Op, traits=[Pure]):
    dimension = prop(DIMENSION)
    upper_bound = opt_prop(C.IndexAttr, name="upper_bound")
    result_ = result(C.Index)
    format = "$dimension (`upper_bound` custom<index_attr>($upper_bound)^)? attr-dict"

    def result_names(self):
        dim = self.attributes.get("dimension")
        return [f"{self.name[4:]}_{dim.keyword}"] if isinstance(dim, EnumAttr) else None


class ThreadIdOp(_DimOp, name="gpu.thread_id"):
    """Index of the thread within its block."""


class BlockIdOp(_DimOp, name="gpu.block_id"):
    """Index of the block within the grid."""


class BlockDimOp(_DimOp, name="gpu.block_dim"):
    """Number of threads in a block."""


class GridDimOp(_DimOp, name="gpu.grid_dim"):
    """Number of blocks in the grid."""


class GlobalIdOp(_DimOp, name="gpu.global_id"):
    """Global thread index."""


class ClusterIdOp(_DimOp, name="gpu.cluster_id"):
    """Index of the cluster within the grid."""


class ClusterDimOp(_DimOp, name="gpu.cluster_dim"):
    """Number of clusters in the grid."""


class ClusterBlockIdOp(_DimOp, name="gpu.cluster_block_id"):
    """Index of the block within its cluster."""


class ClusterDimBlocksOp(_DimOp, name="gpu.cluster_dim_blocks"):
    """Number of blocks in a cluster."""


_DimOp.dimension.convert = _enum_conv("dim", DIMS)


class _SubgroupCountOp(Op, traits=[Pure]):
    upper_bound = opt_prop(C.IndexAttr, name="upper_bound")
    result_ = result(C.Index)
    format = "(`upper_bound` custom<index_attr>($upper_bound)^)? attr-dict `:` type($result_)"


class SubgroupIdOp(_SubgroupCountOp, name="gpu.subgroup_id"):
    """`%s = gpu.subgroup_id : index`: index of the subgroup within its block."""


class NumSubgroupsOp(_SubgroupCountOp, name="gpu.num_subgroups"):
    """`%n = gpu.num_subgroups : index`: number of subgroups in a block."""


class SubgroupSizeOp(_SubgroupCountOp, name="gpu.subgroup_size"):
    """`%n = gpu.subgroup_size : index`: number of threads in a subgroup."""


class LaneIdOp(Op, name="gpu.lane_id", traits=[Pure]):
    """`%l = gpu.lane_id`."""
    upper_bound = opt_prop(C.IndexAttr, name="upper_bound")
    result_ = result(C.Index)
    format = "(`upper_bound` custom<index_attr>($upper_bound)^)? attr-dict"


_I8_1D_MEMREF = C.TypeConstraint("1D memref of 8-bit signless integer values",
                                 lambda t: type(t) is T.MemRefType and t.shape is not None
                                 and len(t.shape) == 1 and t.element_type is T.i8)


def is_workgroup_space(space) -> bool:
    """`#gpu.address_space<workgroup>` (what GPUDialect::hasWorkgroupMemoryAddressSpace admits)."""
    return space is not None and str(space) == "#gpu.address_space<workgroup>"


class DynamicSharedMemoryOp(Op, name="gpu.dynamic_shared_memory", traits=[Pure]):
    """`%m = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>`."""
    result_memref = result(_I8_1D_MEMREF)
    format = "attr-dict `:` type($result_memref)"

    def verify(self) -> None:
        t = self.result_memref.type
        if not is_workgroup_space(t.memory_space):
            raise self.error("address space must be address_space<workgroup>")
        if all(d != T.DYNAMIC for d in t.shape):
            raise self.error("result memref type must be memref<?xi8, "
                             "#gpu.address_space<workgroup>>")


# ---- host side -----------------------------------------------------------------------
class WaitOp(Op, name="gpu.wait", traits=[AsyncOp]):
    """Blocks until its dependencies finish; `%t = gpu.wait async [%a]` returns a token."""
    async_deps = var_operand(TOKEN)
    token = opt_result(TOKEN)
    format = "custom<async_deps>(type($token), $async_deps) attr-dict"


@directive("launch_dim_type", 'custom_launch_dim_type: [":" type]')
def _parse_launch_dim_type(b, v, st, args):
    t = v[0] if v and v[0] is not None else T.index
    for name in ("grid_x", "grid_y", "grid_z", "block_x", "block_y", "block_z"):
        st.types[name] = [t]
    for name in ("cluster_x", "cluster_y", "cluster_z"):
        if name in st.operands:
            st.types[name] = [t]


@_parse_launch_dim_type.printer
def _print_launch_dim_type(p, op, args):
    t = op.grid_x.type
    return "" if t is T.index else f": {p.type_text(t)}"


@asm.rule("custom_launch_dim_type")
def _custom_launch_dim_type(b, c):
    return c


@directive("launch_func_operands", 'custom_launch_func_operands: ["args" "(" typed_uses ")"]')
def _parse_launch_func_operands(b, v, st, args):
    if v[0] is not None:
        st.operands["kernel_operands"] = list(v[0])


@_parse_launch_func_operands.printer
def _print_launch_func_operands(p, op, args):
    ops = op.kernel_operands
    if not ops:
        return ""
    return "args(" + ", ".join(f"{p.value_name(v)} : {p.type_text(v.type)}" for v in ops) + ")"


@asm.rule("custom_launch_func_operands")
def _custom_launch_func_operands(b, c):
    return c


@directive("launch_clusters",
           'custom_launch_clusters: "clusters" "in" "(" SSA_ID "," SSA_ID "," SSA_ID ")"')
def _parse_launch_clusters(b, v, st, args):
    for a, tok in zip(args, v, strict=False):
        st.operands[a.field.name] = [tok]


@_parse_launch_clusters.printer
def _print_launch_clusters(p, op, args):
    return "clusters in (" + ", ".join(p.value_name(getattr(op, a.field.name))
                                       for a in args) + ")"


@asm.rule("custom_launch_clusters")
def _custom_launch_clusters(b, c):
    return c


_LAUNCH_INDEX = C.any_of("index or 32-bit signless integer or 64-bit signless integer", C.Index,
                         C.I32, C.I64)


class LaunchFuncOp(Op, name="gpu.launch_func", traits=[AsyncOp, SegmentedOperands]):
    """`gpu.launch_func @k::@f blocks in (%x, %y, %z) threads in (...) args(%a : f32)`."""
    async_deps = var_operand(TOKEN)
    grid_x = operand(_LAUNCH_INDEX)
    grid_y = operand(_LAUNCH_INDEX)
    grid_z = operand(_LAUNCH_INDEX)
    block_x = operand(_LAUNCH_INDEX)
    block_y = operand(_LAUNCH_INDEX)
    block_z = operand(_LAUNCH_INDEX)
    cluster_x = opt_operand(_LAUNCH_INDEX)
    cluster_y = opt_operand(_LAUNCH_INDEX)
    cluster_z = opt_operand(_LAUNCH_INDEX)
    dynamic_smem = opt_operand(C.I32)
    kernel_operands = var_operand()
    async_object = opt_operand()
    kernel = prop(C.SymbolRefAttr)
    token = opt_result(TOKEN)
    format = ("custom<async_deps>(type($token), $async_deps) "
              "(`<` $async_object^ `:` type($async_object) `>`)? $kernel "
              "(custom<launch_clusters>($cluster_x, $cluster_y, $cluster_z)^)? "
              "`blocks` `in` ` ` `(` $grid_x `,` $grid_y `,` $grid_z `)` "
              "`threads` `in` ` ` `(` $block_x `,` $block_y `,` $block_z `)` "
              "custom<launch_dim_type>(type($grid_x)) "
              "(`dynamic_shared_memory_size` $dynamic_smem^)? "
              "custom<launch_func_operands>($kernel_operands) attr-dict")

    def verify(self) -> None:
        p = self.parent_op
        while p is not None and p.name != "builtin.module":
            p = p.parent_op
        if p is None or "gpu.container_module" not in p.attributes:
            raise self.error("expected the closest surrounding module to have the "
                             "'gpu.container_module' attribute")

    def verify_kernel(self, module: Op) -> None:
        """The checks of GPUDialect::verifyOperationAttribute on a `gpu.container_module`."""
        path = symbols.symbol_path(self.attributes.get("kernel"))
        if path is None or len(path) < 2:
            return
        gmod = symbols.lookup_symbol(module, path[0])
        if gmod is None:
            raise self.error(f"kernel container '{path[0]}' is undefined")
        if gmod.name != "gpu.module":
            if gmod.name == "gpu.binary":
                return
            raise self.error(f"kernel module '{path[0]}' is undefined")
        fn = symbols.lookup_symbol(gmod, path[1])
        if fn is None:
            raise self.error("kernel function '@" + "::@".join(path) + "' is undefined")
        if "gpu.kernel" not in fn.attributes and fn.name in ("gpu.func", "llvm.func"):
            raise self.error("kernel function is missing the 'gpu.kernel' attribute")
        if fn.name == "llvm.func":  # a lowered kernel: its operands are not checked (MLIR 19)
            return
        ft = getattr(fn.attributes.get("function_type"), "value", None)
        if ft is None:
            return
        args = self.kernel_operands
        inputs = getattr(ft, "inputs", None)
        if inputs is None:  # an llvm.func kernel: !llvm.func<void (...)>
            inputs = getattr(ft, "params", ())
        if len(args) != len(inputs):
            raise self.error(f"got {len(args)} kernel operands but expected {len(inputs)}")
        for i, (v, t) in enumerate(zip(args, inputs, strict=False)):
            if v.type is not t:
                raise self.error(f"type of function argument {i} does not match")


class LaunchOp(Op, name="gpu.launch", traits=[AsyncOp, SegmentedOperands,
                                              RecursiveMemoryEffects]):
    """`gpu.launch blocks(%bx, %by, %bz) in (%gx = %a, ...) threads(...) in (...) { ... }`.

    Body entry arguments: block ids, thread ids, grid sizes, block sizes (12), then cluster
    ids and cluster sizes when clustered (6 more), then workgroup and private attributions.
    """
    async_deps = var_operand(TOKEN)
    grid_x = operand(C.Index)
    grid_y = operand(C.Index)
    grid_z = operand(C.Index)
    block_x = operand(C.Index)
    block_y = operand(C.Index)
    block_z = operand(C.Index)
    cluster_x = opt_operand(C.Index)
    cluster_y = opt_operand(C.Index)
    cluster_z = opt_operand(C.Index)
    dynamic_smem = opt_operand(C.I32)
    token = opt_result(TOKEN)
    body = region()
    grammar_rule = "gpu_launch"

    @property
    def has_clusters(self) -> bool:
        return self.cluster_x is not None

    def verify(self) -> None:
        wg = self.attributes.get("workgroup_attributions")
        n_wg = wg.value if isinstance(wg, A.IntegerAttr) else 0
        # mlir-opt-19 counts 12 even when clustered (then misprints) and crashes on an empty
        # body; both are this error here
        n_cfg = 18 if self.has_clusters else 12
        if not self.body.blocks or len(self.body.blocks[0].args) < n_cfg + n_wg:
            raise self.error("unexpected number of region arguments")

    def print_custom(self, p) -> str:
        text = ""
        if self.token is not None:
            text += " async"
            if self.async_deps:
                text += " [" + ", ".join(p.value_name(d) for d in self.async_deps) + "]"
        args = self.body.blocks[0].args

        def size(ids, sizes, operands):
            return ("(" + ", ".join(p.value_name(args[i]) for i in ids) + ") in (" +
                    ", ".join(f"{p.value_name(args[i])} = {p.value_name(v)}"
                              for i, v in zip(sizes, operands, strict=False)) + ")")
        n_cfg = 12
        if self.has_clusters:
            n_cfg = 18
            text += " clusters" + size(range(12, 15), range(15, 18),
                                       [self.cluster_x, self.cluster_y, self.cluster_z])
        text += " blocks" + size(range(0, 3), range(6, 9),
                                 [self.grid_x, self.grid_y, self.grid_z])
        text += " threads" + size(range(3, 6), range(9, 12),
                                  [self.block_x, self.block_y, self.block_z])
        if self.dynamic_smem is not None:
            text += " dynamic_shared_memory_size " + p.value_name(self.dynamic_smem)
        wg = self.attributes.get("workgroup_attributions")
        n_wg = wg.value if isinstance(wg, A.IntegerAttr) else 0
        for kw, vals in (("workgroup", args[n_cfg:n_cfg + n_wg]),
                         ("private", args[n_cfg + n_wg:])):
            if vals:
                text += f" {kw}(" + ", ".join(f"{p.value_name(a)} : {p.type_text(a.type)}"
                                              for a in vals) + ")"
        text += " " + p.region_text(self.body, self)
        text += p.attr_dict_text(self, {"operandSegmentSizes", "workgroup_attributions"})
        return text


@asm.rule("gpu_launch_size")
def _gpu_launch_size(b, c):
    ids = c[0:3]
    sizes = [c[3], c[5], c[7]]
    operands = [c[4], c[6], c[8]]
    return (ids, sizes, operands)


@asm.rule("gpu_launch_clusters")
def _gpu_launch_clusters(b, c):
    return c[0]


@asm.rule("gpu_launch_smem")
def _gpu_launch_smem(b, c):
    return c[0]


def _lookup_index(b, tok):
    """A launch size: mlir-opt-19 resolves it as `index`, so another type is a parse error."""
    v = b.lookup(tok, T.index)
    if v.type is not T.index:
        raise b.type_mismatch(tok, T.index, v)
    return v


@asm.rule("gpu_launch_head")
def _gpu_launch_head(b, c):
    kw, deps, clusters, blocks, threads, smem, attributions = c
    has_token = deps[0] is not None
    if has_token:
        b.async_keywords[kw[2]] = deps[0][2]  # an unnamed async op is an error (transformer)
    dep_vals = [b.lookup(t, ASYNC_TOKEN) for t in (deps[1] or [])]
    index = T.index
    ids = list(blocks[0]) + list(threads[0]) + list(blocks[1]) + list(threads[1])
    cluster_vals = [_lookup_index(b, t) for t in clusters[2]] if clusters is not None else []
    operands = [_lookup_index(b, t) for t in blocks[2] + threads[2]] + cluster_vals
    if clusters is not None:
        ids += list(clusters[0]) + list(clusters[1])
    smem_val = b.lookup(smem, T.i32) if smem is not None else None
    wg, priv = attributions
    args = [b.new_arg(t, index) for t in ids] + list(wg) + list(priv)
    b.entry_args(args)
    return (kw, has_token, dep_vals, operands, clusters is not None, smem_val, len(wg))


@asm.rule("gpu_launch")
def _gpu_launch(b, c):
    (kw, has_token, deps, operands, clustered, smem, n_wg), body, attrs = c
    d = dict(attrs)
    sizes = [len(deps)] + [1] * 6 + [1 if clustered else 0] * 3 + [1 if smem else 0]
    d["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(sizes))
    d["workgroup_attributions"] = A.IntegerAttr.get(n_wg, T.i64)
    ops = deps + operands + ([smem] if smem is not None else [])
    op = LaunchOp.create(ops, [ASYNC_TOKEN] if has_token else [], d, [body], [])
    op.loc = kw[2]
    return op


class AllocOp(Op, name="gpu.alloc", traits=[AsyncOp, SegmentedOperands, MemAlloc]):
    """`%m = gpu.alloc async [%t] (%n) : memref<?xf32>`."""
    async_deps = var_operand(TOKEN)
    dynamic_sizes = var_operand(C.Index)
    symbol_operands = var_operand(C.Index)
    host_shared = opt_prop(C.UnitAttr, name="hostShared")
    memref = result(C.AnyMemRef)
    token = opt_result(TOKEN)
    format = ("custom<async_deps>(type($token), $async_deps) "
              "(` ` `host_shared` $host_shared^)? ` ` `(` $dynamic_sizes `)` "
              "(`` `[` $symbol_operands^ `]`)? attr-dict `:` type($memref)")

    def result_names(self):
        return ["memref", "asyncToken"]

    def verify(self) -> None:
        m = self.memref.type
        dyn = sum(1 for d in (m.shape or ()) if d == T.DYNAMIC)
        if len(self.dynamic_sizes) != dyn:
            raise self.error("dimension operand count does not equal memref dynamic dimension "
                             "count")
        lay = m.layout
        if isinstance(lay, A.StridedLayoutAttr):
            n_sym = sum(1 for x in (*lay.strides, lay.offset) if x == T.DYNAMIC)
        else:
            n_sym = getattr(getattr(lay, "value", None), "num_syms", 0)
        if len(self.symbol_operands) != n_sym:
            raise self.error("symbol operand count does not equal memref symbol count")


class DeallocOp(Op, name="gpu.dealloc", traits=[AsyncOp]):
    """`gpu.dealloc async [%t] %m : memref<?xf32>`."""
    async_deps = var_operand(TOKEN)
    memref = operand(C.AnyMemRef)
    token = opt_result(TOKEN)
    format = "custom<async_deps>(type($token), $async_deps) $memref attr-dict `:` type($memref)"


def _fold_memref_casts(op) -> bool:
    from gpuopt.dialects.memref import fold_memref_cast
    return fold_memref_cast(op)


def _make_uniform(op):
    """A group reduction directly in a gpu.launch's entry block is uniform (the fold of
    gpu.all_reduce and gpu.subgroup_reduce)."""
    parent = op.parent
    launch = parent.parent.parent if parent is not None and parent.parent is not None else None
    if "uniform" in op.attributes or type(launch) is not LaunchOp \
            or launch.regions[0].blocks[0] is not parent:
        return None
    op.attributes["uniform"] = A.UNIT
    return IN_PLACE


class MemcpyOp(Op, name="gpu.memcpy", traits=[AsyncOp]):
    """`gpu.memcpy async [%t] %dst, %src : memref<?xf32>, memref<?xf32>`."""
    async_deps = var_operand(TOKEN)
    dst = operand(C.AnyMemRef)
    src = operand(C.AnyMemRef)
    token = opt_result(TOKEN)
    format = ("custom<async_deps>(type($token), $async_deps) $dst `,` $src `:` "
              "type($dst) `,` type($src) attr-dict")

    def verify(self) -> None:
        dst, src = self.dst.type, self.src.type
        if dst.element_type is not src.element_type:
            raise self.error("arguments have incompatible element type")
        if (dst.shape is not None and src.shape is not None) and (
                len(dst.shape) != len(src.shape) or any(
                    a != b and T.DYNAMIC not in (a, b) for a, b in zip(dst.shape, src.shape,
                                                                         strict=True))):
            raise self.error("arguments have incompatible shape")

    def fold(self):
        return IN_PLACE if _fold_memref_casts(self) else None


class MemsetOp(Op, name="gpu.memset", traits=[AsyncOp]):
    """`gpu.memset async [%t] %dst, %v : memref<?xf32>, f32`."""
    async_deps = var_operand(TOKEN)
    dst = operand(C.AnyMemRef)
    value = operand()
    token = opt_result(TOKEN)
    format = ("custom<async_deps>(type($token), $async_deps) $dst `,` $value `:` "
              "type($dst) `,` type($value) attr-dict")

    def verify(self) -> None:
        if self.dst.type.element_type is not self.value.type:
            raise self.error("failed to verify that all of {dst, value} have same element type")

    def fold(self):
        return IN_PLACE if _fold_memref_casts(self) else None


class SetDefaultDeviceOp(Op, name="gpu.set_default_device"):
    """`gpu.set_default_device %dev`: the device later host-side gpu ops use."""
    dev_index = operand(C.I32)
    format = "attr-dict $dev_index"


class HostRegisterOp(Op, name="gpu.host_register"):
    """`gpu.host_register %m : memref<*xf32>`."""
    value = operand(C.AnyUnrankedMemRef)
    format = "$value attr-dict `:` type($value)"


class HostUnregisterOp(Op, name="gpu.host_unregister"):
    """`gpu.host_unregister %m : memref<*xf32>`."""
    value = operand(C.AnyUnrankedMemRef)
    format = "$value attr-dict `:` type($value)"


# ---- sparse runtime handles ----------------------------------------------------------------
SPMAT = C.type_is(SpMatHandleType.get(), "sparse matrix handle type")
DNTENSOR = C.type_is(DnTensorHandleType.get(), "dense tensor handle type")
SPGEMMOP = C.type_is(SpGEMMOpHandleType.get(), "SpGEMM operation handle type")
_DEPS = "custom<async_deps>(type($token), $async_deps) "


class _SpMatCreateOp(Op, traits=[AsyncOp]):
    """Creates a sparse matrix from memrefs (one format per subclass)."""
    def result_names(self):
        return ["spmat", "asyncToken"]


class CreateCooOp(_SpMatCreateOp, name="gpu.create_coo"):
    """`%m, %t = gpu.create_coo async [%d] %r, %c, %nnz, %ri, %ci, %v : ...`: COO matrix."""
    async_deps = var_operand(TOKEN)
    rows = operand(C.Index)
    cols = operand(C.Index)
    nnz = operand(C.Index)
    row_idxs = operand(C.AnyMemRef)
    col_idxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SPMAT)
    token = opt_result(TOKEN)
    format = (_DEPS + "$rows `,` $cols `,` $nnz `,` $row_idxs `,` $col_idxs `,` $values "
              "attr-dict `:` type($row_idxs) `,` type($col_idxs) `,` type($values)")


class CreateCooAoSOp(_SpMatCreateOp, name="gpu.create_coo_aos"):
    """`gpu.create_coo_aos %r, %c, %nnz, %idxs, %v : ...`: COO with interleaved indices."""
    async_deps = var_operand(TOKEN)
    rows = operand(C.Index)
    cols = operand(C.Index)
    nnz = operand(C.Index)
    idxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SPMAT)
    token = opt_result(TOKEN)
    format = (_DEPS + "$rows `,` $cols `,` $nnz `,` $idxs `,` $values attr-dict `:` "
              "type($idxs) `,` type($values)")


class CreateCsrOp(_SpMatCreateOp, name="gpu.create_csr"):
    """`gpu.create_csr %r, %c, %nnz, %pos, %idxs, %v : ...`: CSR matrix."""
    async_deps = var_operand(TOKEN)
    rows = operand(C.Index)
    cols = operand(C.Index)
    nnz = operand(C.Index)
    row_pos = operand(C.AnyMemRef)
    col_idxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SPMAT)
    token = opt_result(TOKEN)
    format = (_DEPS + "$rows `,` $cols `,` $nnz `,` $row_pos `,` $col_idxs `,` $values "
              "attr-dict `:` type($row_pos) `,` type($col_idxs) `,` type($values)")


class CreateCscOp(_SpMatCreateOp, name="gpu.create_csc"):
    """`gpu.create_csc %r, %c, %nnz, %pos, %idxs, %v : ...`: CSC matrix."""
    async_deps = var_operand(TOKEN)
    rows = operand(C.Index)
    cols = operand(C.Index)
    nnz = operand(C.Index)
    col_pos = operand(C.AnyMemRef)
    row_idxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SPMAT)
    token = opt_result(TOKEN)
    format = (_DEPS + "$rows `,` $cols `,` $nnz `,` $col_pos `,` $row_idxs `,` $values "
              "attr-dict `:` type($col_pos) `,` type($row_idxs) `,` type($values)")


class CreateBsrOp(_SpMatCreateOp, name="gpu.create_bsr"):
    """`gpu.create_bsr %br, %bc, %bnnz, %rbs, %cbs, %pos, %idxs, %v : ...`: BSR matrix."""
    async_deps = var_operand(TOKEN)
    brows = operand(C.Index)
    bcols = operand(C.Index)
    bnnz = operand(C.Index)
    r_block_size = operand(C.Index)
    c_block_size = operand(C.Index)
    b_row_pos = operand(C.AnyMemRef)
    b_col_idxs = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    spmat = result(SPMAT)
    token = opt_result(TOKEN)
    format = (_DEPS + "$brows `,` $bcols `,` $bnnz `,` $r_block_size `,` $c_block_size `,` "
              "$b_row_pos `,` $b_col_idxs `,` $values attr-dict `:` type($b_row_pos) `,` "
              "type($b_col_idxs) `,` type($values)")


class CreateDnTensorOp(Op, name="gpu.create_dn_tensor", traits=[AsyncOp, SegmentedOperands]):
    """`%d, %t = gpu.create_dn_tensor async [%t0] %m, %n : index into memref<?xf64>`."""
    async_deps = var_operand(TOKEN)
    memref = operand(C.AnyMemRef)
    dims = var_operand(C.Index)
    dn_tensor = result(DNTENSOR)
    token = opt_result(TOKEN)
    format = _DEPS + "$memref `,` $dims attr-dict `:` type($dims) `into` type($memref)"

    def result_names(self):
        return ["dnTensor", "asyncToken"]


class DestroyDnTensorOp(Op, name="gpu.destroy_dn_tensor", traits=[AsyncOp]):
    """`%t = gpu.destroy_dn_tensor async [%t0] %d`."""
    async_deps = var_operand(TOKEN)
    dn_tensor = operand(DNTENSOR)
    token = opt_result(TOKEN)
    format = _DEPS + "$dn_tensor attr-dict"


class DestroySpMatOp(Op, name="gpu.destroy_sp_mat", traits=[AsyncOp]):
    """`%t = gpu.destroy_sp_mat async [%t0] %m`."""
    async_deps = var_operand(TOKEN)
    spmat = operand(SPMAT)
    token = opt_result(TOKEN)
    format = _DEPS + "$spmat attr-dict"


class SpMatGetSizeOp(Op, name="gpu.spmat_get_size", traits=[AsyncOp]):
    """`%r, %c, %nnz, %t = gpu.spmat_get_size async [%t0] %m`."""
    async_deps = var_operand(TOKEN)
    spmat = operand(SPMAT)
    rows = result(C.Index)
    cols = result(C.Index)
    nnz = result(C.Index)
    token = opt_result(TOKEN)
    format = _DEPS + "$spmat attr-dict"

    def result_names(self):
        return ["rows", "cols", "nnz", "asyncToken"]


class SetCsrPointersOp(Op, name="gpu.set_csr_pointers", traits=[AsyncOp]):
    """`%t = gpu.set_csr_pointers async [%t0] %m, %pos, %idxs, %v : ...`."""
    async_deps = var_operand(TOKEN)
    spmat = operand(SPMAT)
    positions = operand(C.AnyMemRef)
    coordinates = operand(C.AnyMemRef)
    values = operand(C.AnyMemRef)
    token = opt_result(TOKEN)
    format = (_DEPS + "$spmat `,` $positions `,` $coordinates `,` $values attr-dict `:` "
              "type($positions) `,` type($coordinates) `,` type($values)")


class SpGEMMCreateDescrOp(Op, name="gpu.spgemm_create_descr", traits=[AsyncOp]):
    """`%desc, %t = gpu.spgemm_create_descr async [%t0]`."""
    async_deps = var_operand(TOKEN)
    desc = result(SPGEMMOP)
    token = opt_result(TOKEN)
    format = _DEPS + "attr-dict"

    def result_names(self):
        return ["desc", "asyncToken"]


class SpGEMMDestroyDescrOp(Op, name="gpu.spgemm_destroy_descr", traits=[AsyncOp]):
    """`%t = gpu.spgemm_destroy_descr async [%t0] %desc`."""
    async_deps = var_operand(TOKEN)
    desc = operand(SPGEMMOP)
    token = opt_result(TOKEN)
    format = _DEPS + "$desc attr-dict"


# ---- device-side collectives and printf ------------------------------------------------
SHUFFLE_MODES = ("xor", "up", "down", "idx")
ALL_REDUCE_OPS = ("add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and",
                  "or", "xor", "minimumf", "maximumf")


def _enum(kind: str, desc: str, style: str | None = None) -> C.AttrConstraint:
    check = lambda a: isinstance(a, EnumAttr) and a.kind == kind  # noqa: E731
    return C.AttrConstraint(desc, check, style, storage=check)


class ShuffleOp(Op, name="gpu.shuffle", traits=[Pure]):
    """`%r, %valid = gpu.shuffle xor %v, %offset, %width : f32`."""
    mode = prop(_enum("shuffle_mode", "Indexing modes supported by gpu.shuffle.", "dim"))
    value = operand(C.any_of("i32, i64, f32 or f64", *map(C.type_constraint,
                                                           (T.i32, T.i64, T.f32, T.f64))))
    offset = operand(C.I32)
    width = operand(C.I32)
    shuffle_result = result()
    valid = result(C.I1)
    format = "$mode $value `,` $offset `,` $width attr-dict `:` type($value)"

    @classmethod
    def infer_types(cls, d, operands, st):
        return [st.types["value"][0]]

    def result_names(self):
        return ["shuffleResult", "valid"]

    def verify(self) -> None:
        if self.shuffle_result.type is not self.value.type:
            raise self.error("failed to verify that all of {value, shuffleResult} have same "
                             "type")


ShuffleOp.mode.convert = _enum_conv("shuffle_mode", SHUFFLE_MODES)


@directive("all_reduce_op", 'custom_all_reduce_op: [BARE_ID]')
def _parse_all_reduce_op(b, v, st, args):
    tok = v[0]
    if tok is None:
        return
    if tok[1] not in ALL_REDUCE_OPS:  # mlir-opt-19 points at the token after the keyword
        text = b.text
        name = re.match(r"[\w.$-]+", text[st.pos:]).group(0)
        after = re.compile(r"\s*").match(text, tok[2] + len(tok[1])).end()
        raise b.error(f"custom op '{name}' invalid op kind", after)
    st.attrs[args[0].field.mlir_name] = EnumAttr("all_reduce_op", tok[1])


@_parse_all_reduce_op.printer
def _print_all_reduce_op(p, op, args):
    a = op.attributes.get(args[0].field.mlir_name)
    return "" if a is None else " " + a.keyword


@asm.rule("custom_all_reduce_op")
def _custom_all_reduce_op(b, c):
    return c


# ---- custom<region_args>: a region printed with its entry block's arguments ---------------
@directive("region_args", 'custom_region_args: region')
def _parse_region_args(b, v, st, args):
    st.regions[args[0].field.name] = v


@_parse_region_args.printer
def _print_region_args(p, op, args):
    return p.region_text(getattr(op, args[0].field.name), op, entry_args=True)


@asm.rule("custom_region_args")
def _custom_region_args(b, c):
    return c[0]


class AllReduceOp(Op, name="gpu.all_reduce", traits=[SameOperandsAndResultType]):
    """`%s = gpu.all_reduce add %x uniform {} : (f32) -> f32` (or a reduction region)."""
    op = opt_prop(_enum("all_reduce_op",
                        "built-in reduction operations supported by gpu.allreduce."))
    value = operand()
    uniform = opt_prop(C.UnitAttr)
    result_ = result()
    body = region()
    format = ("custom<all_reduce_op>($op) $value (`uniform` $uniform^)? custom<region_args>($body) "
              "attr-dict "
              "`:` functional-type($value, $result_)")

    def verify(self) -> None:
        body = self.body
        has_body = body is not None and bool(body.blocks)
        kind = self.attributes.get("op")
        if kind is not None and has_body:
            raise VerifyError("expected either an op attribute or a non-empty body", self.loc)
        t = self.value.type
        if has_body:
            if len(body.blocks[0].args) != 2:
                raise VerifyError("expected two region arguments", self.loc)
            if any(a.type is not t for a in body.blocks[0].args):
                raise VerifyError("incorrect region argument type", self.loc)
            for b in body.blocks:
                term = b.ops[-1] if b.ops else None
                if term is not None and term.name == "gpu.yield":
                    if len(term.operands) != 1:
                        raise VerifyError("expected one gpu.yield operand", self.loc)
                    if term.operands[0].type is not t:
                        raise VerifyError("incorrect gpu.yield type", self.loc)
            return
        k = getattr(kind, "keyword", None)
        ints, floats = ("and", "or", "xor"), ("minnumf", "maxnumf", "minimumf", "maximumf")
        if (k in ints and not C.is_signless_int_like(t)) or \
                (k in floats and not C.is_float_like(t)):
            raise VerifyError(f"`{k}` reduction operation is not compatible with type '{t}'",
                              self.loc)

    def fold(self):
        return _make_uniform(self)


def _reduce_type_error(op: Op, kind: str | None, t: T.Type, elem: T.Type) -> None:
    """mlir-opt-19's verifyReduceOpAndType: bitwise ops take integers, min/max-f floats."""
    ints, floats = ("and", "or", "xor"), ("minnumf", "maxnumf", "minimumf", "maximumf")
    if (kind in ints and not isinstance(elem, T.IntegerType)) or \
            (kind in floats and not isinstance(elem, T.FloatType)):
        raise VerifyError(f"`{kind}` reduction operation is not compatible with type '{t}'",
                          op.loc)


_INT_OR_FLOAT_OR_1D_VECTOR = C.TypeConstraint(
    "Integer or Float or vector of Integer or Float values of ranks 1",
    lambda t: isinstance(t, (T.IntegerType, T.FloatType)) or (
        isinstance(t, T.VectorType) and len(t.shape) == 1
        and isinstance(t.element_type, (T.IntegerType, T.FloatType))))


class SubgroupReduceOp(Op, name="gpu.subgroup_reduce", traits=[SameOperandsAndResultType]):
    """`%s = gpu.subgroup_reduce add %x uniform : (f32) -> f32`."""
    op = prop(_enum("all_reduce_op", "built-in reduction operations supported by gpu.allreduce."))
    value = operand(_INT_OR_FLOAT_OR_1D_VECTOR)
    uniform = opt_prop(C.UnitAttr)
    result_ = result()
    format = ("custom<all_reduce_op>($op) $value (`uniform` $uniform^)? attr-dict "
              "`:` functional-type($value, $result_)")

    def verify(self) -> None:
        t = self.value.type
        if isinstance(t, T.VectorType) and t.scalable:
            raise self.error("is not compatible with scalable vector types")
        _reduce_type_error(self, self.attributes["op"].keyword, t, C.element_type(t))

    def fold(self):
        return _make_uniform(self)


# ---- subgroup matrix ops -----------------------------------------------------------------
MMA_MATRIX = C.of_class(MMAMatrixType, "MMAMatrix type")
_MMA_SCALARS = (T.i8, T.i32, T.f16, T.f32)
MMA_MEMREF = C.TypeConstraint(
    "memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit "
    "float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or "
    "32-bit float values of ranks 1 values",
    lambda t: type(t) is T.MemRefType and (t.element_type in _MMA_SCALARS or (
        isinstance(t.element_type, T.VectorType) and len(t.element_type.shape) == 1
        and t.element_type.element_type in _MMA_SCALARS)))


def last_dim_unit_stride(m: T.MemRefType) -> bool:
    """isLastMemrefDimUnitStride: no layout, or a strided one whose last stride is 1."""
    text = str(m.layout) if m.layout is not None else ""
    found = re.match(r"strided<\[([^\]]*)\]", text)
    return found is None or not found.group(1).strip() or \
        found.group(1).split(",")[-1].strip() == "1"


class SubgroupMmaLoadMatrixOp(Op, name="gpu.subgroup_mma_load_matrix", traits=[ReadOnly]):
    """`%m = gpu.subgroup_mma_load_matrix %a[%i, %j] {leadDimension = 32 : index} : ...`."""
    src_memref = operand(MMA_MEMREF)
    indices = var_operand(C.Index)
    lead_dimension = prop(C.IndexAttr, name="leadDimension")
    transpose = opt_prop(C.UnitAttr)
    res = result(MMA_MATRIX)
    format = "$src_memref `[` $indices `]` attr-dict `:` type($src_memref) `->` type($res)"

    def verify(self) -> None:
        if not last_dim_unit_stride(self.src_memref.type):
            raise VerifyError("expected source memref most minor dim must have unit stride",
                              self.loc)
        if self.res.type.operand not in ("AOp", "BOp", "COp"):
            raise VerifyError("only AOp, BOp and COp can be loaded", self.loc)


class SubgroupMmaStoreMatrixOp(Op, name="gpu.subgroup_mma_store_matrix"):
    """`gpu.subgroup_mma_store_matrix %m, %a[%i, %j] {leadDimension = 32 : index} : ...`."""
    src = operand(MMA_MATRIX)
    dst_memref = operand(MMA_MEMREF)
    indices = var_operand(C.Index)
    lead_dimension = prop(C.IndexAttr, name="leadDimension")
    transpose = opt_prop(C.UnitAttr)
    format = ("$src`,` $dst_memref `[` $indices `]` attr-dict `:` type($src) `,` "
              "type($dst_memref)")

    def verify(self) -> None:
        if not last_dim_unit_stride(self.dst_memref.type):
            raise VerifyError("expected destination memref most minor dim must have unit "
                              "stride", self.loc)
        if self.src.type.operand != "COp":
            raise VerifyError("expected the operand matrix being stored to have 'COp' operand "
                              "type", self.loc)


class SubgroupMmaComputeOp(Op, name="gpu.subgroup_mma_compute", traits=[Pure]):
    """`%d = gpu.subgroup_mma_compute %a, %b, %c : !gpu.mma_matrix<...>, ... -> ...`."""
    op_a = operand(MMA_MATRIX)
    op_b = operand(MMA_MATRIX)
    op_c = operand(MMA_MATRIX)
    a_transpose = opt_prop(C.UnitAttr)
    b_transpose = opt_prop(C.UnitAttr)
    res = result(MMA_MATRIX)
    format = ("$op_a`,` $op_b`,` $op_c attr-dict `:` type($op_a)`,` type($op_b) `->` "
              "type($res)")

    @classmethod
    def operand_type(cls, name, index, st):
        return st.types["res"][0] if name == "op_c" else None

    def verify(self) -> None:
        a, b, c = self.op_a.type, self.op_b.type, self.op_c.type
        if c is not self.res.type:
            raise self.error("failed to verify that all of {opC, res} have same type")
        if (a.operand, b.operand, c.operand) != ("AOp", "BOp", "COp"):
            raise VerifyError("operands must be in the order AOp, BOp, COp", self.loc)
        if a.shape[1] != b.shape[0] or a.shape[0] != c.shape[0] or b.shape[1] != c.shape[1]:
            raise VerifyError("operand shapes do not satisfy matmul constraints", self.loc)


class SubgroupMmaConstantMatrixOp(Op, name="gpu.subgroup_mma_constant_matrix", traits=[Pure]):
    """`%m = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf32, "COp">`."""
    value = operand(C.TypeConstraint("8-bit signed integer or 8-bit unsigned integer or 32-bit "
                                     "signless integer or 16-bit float or 32-bit float",
                                     lambda t: str(t) in ("si8", "ui8", "i32", "f16", "f32")))
    res = result(MMA_MATRIX)
    format = "$value attr-dict `:` type($res)"

    @classmethod
    def operand_type(cls, name, index, st):
        t = st.types["res"][0]
        return t.element_type if isinstance(t, MMAMatrixType) else None

    def verify(self) -> None:
        if self.value.type is not self.res.type.element_type:
            raise self.error("failed to verify that value type matches element type of "
                             "mma_matrix")


MMA_ELEMENTWISE_OPS = ("addf", "mulf", "subf", "maxf", "minf", "divf", "addi", "muli", "subi",
                       "divs", "divu", "negatef", "negates", "extf")


def _mma_elementwise_conv(b, tok):
    if tok[1] in MMA_ELEMENTWISE_OPS:
        return EnumAttr("mma_element_wise", tok[1])
    prefix = "custom op 'gpu.subgroup_mma_elementwise' "
    first = b.source_loc(tok[2])
    if not isinstance(first, int):  # (a line plan's builder: its parse is redone)
        emit_error(prefix + "expected ::mlir::gpu::MMAElementwiseOp to be one of: " +
                   ", ".join(MMA_ELEMENTWISE_OPS), first)
    after = re.compile(r"\s*").match(b.text, tok[2] + len(tok[1])).end()
    raise ParseError(prefix + "failed to parse MMAElementWiseAttr parameter 'value' which is "
                     "to be a `::mlir::gpu::MMAElementwiseOp`", b.source_loc(after))


class SubgroupMmaElementwiseOp(Op, name="gpu.subgroup_mma_elementwise", traits=[Pure]):
    """`%r = gpu.subgroup_mma_elementwise addf %a, %b : (...) -> !gpu.mma_matrix<...>`."""
    op_type = prop(_enum("mma_element_wise", "elementwise operation to apply to mma matrix",
                         "dim"), name="opType")
    args = var_operand(MMA_MATRIX)
    res = result(MMA_MATRIX)
    format = "$op_type $args attr-dict `:` functional-type($args, $res)"


SubgroupMmaElementwiseOp.op_type.convert = _mma_elementwise_conv


# ---- sparse computations ---------------------------------------------------------------
TRANSPOSE_MODES = ("NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE")
NON_TRANSPOSE = EnumAttr("mat_transpose_mode", "NON_TRANSPOSE")


def _transpose_mode(name: str):
    return prop(_enum("mat_transpose_mode", "transpose mode of sparse matrix supported by "
                      "sparse tensor ops", "dim"), name=name, default=NON_TRANSPOSE)


def _keyword_conv(kind: str, values: tuple, cpp: str, attr: str, op_name: str):
    """An enum keyword of a custom form; a bad one is mlir-opt-19's two errors (the keyword,
    then the parameter at the next token)."""
    prefix = f"custom op '{op_name}' "

    def conv(b, tok):
        if tok[1] in values:
            return EnumAttr(kind, tok[1])
        first = b.source_loc(tok[2])
        if not isinstance(first, int):  # (a line plan's builder: its parse is redone)
            emit_error(f"{prefix}expected ::mlir::gpu::{cpp} to be one of: {', '.join(values)}",
                       first)
        after = re.compile(r"\s*").match(b.text, tok[2] + len(tok[1])).end()
        raise ParseError(f"{prefix}failed to parse {attr} parameter 'value' which is to be a "
                         f"`::mlir::gpu::{cpp}`", b.source_loc(after))
    return conv


def _transpose_mode_conv(op_name: str):
    return _keyword_conv("mat_transpose_mode", TRANSPOSE_MODES, "TransposeMode",
                         "GPU_TransposeModeAttr", op_name)


class SpMVBufferSizeOp(Op, name="gpu.spmv_buffer_size", traits=[AsyncOp]):
    """`%sz = gpu.spmv_buffer_size %a{TRANSPOSE}, %x, %y into f64`."""
    async_deps = var_operand(TOKEN)
    spmat_a = operand(SPMAT)
    dn_x = operand(DNTENSOR)
    dn_y = operand(DNTENSOR)
    mode_a = _transpose_mode("modeA")
    compute_type = prop(C.TypeAttr, name="computeType")
    buffer_sz = result(C.Index)
    token = opt_result(TOKEN)
    format = (_DEPS + "$spmat_a (`{` $mode_a^ `}`)? `,` $dn_x `,` $dn_y attr-dict `into` "
              "$compute_type")

    def result_names(self):
        return ["bufferSz", "asyncToken"]


class SpMVOp(Op, name="gpu.spmv", traits=[AsyncOp]):
    """`gpu.spmv %a, %x, %y, %buf : memref<?xf64> into f64`: y = op(A) x."""
    async_deps = var_operand(TOKEN)
    spmat_a = operand(SPMAT)
    dn_x = operand(DNTENSOR)
    dn_y = operand(DNTENSOR)
    buffer = operand(C.AnyMemRef)
    mode_a = _transpose_mode("modeA")
    compute_type = prop(C.TypeAttr, name="computeType")
    token = opt_result(TOKEN)
    format = (_DEPS + "$spmat_a (`{` $mode_a^ `}`)? `,` $dn_x `,` $dn_y `,` $buffer attr-dict "
              "`:` type($buffer) `into` $compute_type")


class SpMMBufferSizeOp(Op, name="gpu.spmm_buffer_size", traits=[AsyncOp, SegmentedResults]):
    """`%sz = gpu.spmm_buffer_size %a, %b{TRANSPOSE}, %c : index into f32`."""
    async_deps = var_operand(TOKEN)
    spmat_a = operand(SPMAT)
    dnmat_b = operand(DNTENSOR)
    dnmat_c = operand(DNTENSOR)
    mode_a = _transpose_mode("modeA")
    mode_b = _transpose_mode("modeB")
    compute_type = prop(C.TypeAttr, name="computeType")
    buffer_szs = var_result(C.Index)
    token = opt_result(TOKEN)
    format = (_DEPS + "$spmat_a (`{` $mode_a^ `}`)? `,` $dnmat_b (`{` $mode_b^ `}`)? `,` "
              "$dnmat_c attr-dict `:` type($buffer_szs) `into` $compute_type")

    def result_names(self):  # one name per result group: the sizes, the token
        n = len(self.results) - (self.token is not None)
        return (["bufferSzs"] + [None] * (n - 1) if n else []) + ["asyncToken"]


class SpMMOp(Op, name="gpu.spmm", traits=[AsyncOp, SegmentedOperands]):
    """`gpu.spmm %a, %b, %c, %buf : memref<?xf64> into f64`: C = op(A) op(B) + C."""
    async_deps = var_operand(TOKEN)
    spmat_a = operand(SPMAT)
    dnmat_b = operand(DNTENSOR)
    dnmat_c = operand(DNTENSOR)
    buffers = var_operand(C.AnyMemRef)
    mode_a = _transpose_mode("modeA")
    mode_b = _transpose_mode("modeB")
    compute_type = prop(C.TypeAttr, name="computeType")
    token = opt_result(TOKEN)
    format = (_DEPS + "$spmat_a (`{` $mode_a^ `}`)? `,` $dnmat_b (`{` $mode_b^ `}`)? `,` "
              "$dnmat_c `,` $buffers attr-dict `:` type($buffers) `into` $compute_type")


class SDDMMBufferSizeOp(Op, name="gpu.sddmm_buffer_size", traits=[AsyncOp]):
    """`%sz = gpu.sddmm_buffer_size %a, %b, %c into f64`."""
    async_deps = var_operand(TOKEN)
    dnmat_a = operand(DNTENSOR)
    dnmat_b = operand(DNTENSOR)
    spmat_c = operand(SPMAT)
    mode_a = _transpose_mode("modeA")
    mode_b = _transpose_mode("modeB")
    compute_type = prop(C.TypeAttr, name="computeType")
    buffer_sz = result(C.Index)
    token = opt_result(TOKEN)
    format = (_DEPS + "$dnmat_a (`{` $mode_a^ `}`)? `,` $dnmat_b (`{` $mode_b^ `}`)? `,` "
              "$spmat_c attr-dict `into` $compute_type")

    def result_names(self):
        return ["bufferSz", "asyncToken"]


class SDDMMOp(Op, name="gpu.sddmm", traits=[AsyncOp]):
    """`gpu.sddmm %a, %b, %c, %buf : memref<?xf64> into f64`: C = (op(A) op(B)) .* spy(C)."""
    async_deps = var_operand(TOKEN)
    dnmat_a = operand(DNTENSOR)
    dnmat_b = operand(DNTENSOR)
    spmat_c = operand(SPMAT)
    buffer = operand(C.AnyMemRef)
    mode_a = _transpose_mode("modeA")
    mode_b = _transpose_mode("modeB")
    compute_type = prop(C.TypeAttr, name="computeType")
    token = opt_result(TOKEN)
    format = (_DEPS + "$dnmat_a (`{` $mode_a^ `}`)? `,` $dnmat_b (`{` $mode_b^ `}`)? `,` "
              "$spmat_c `,` $buffer attr-dict `:` type($buffer) `into` $compute_type")


class Create2To4SpMatOp(Op, name="gpu.create_2to4_spmat", traits=[AsyncOp]):
    """`%m = gpu.create_2to4_spmat {PRUNE_AND_CHECK} %r, %c, %mem : memref<?xf16>`."""
    async_deps = var_operand(TOKEN)
    rows = operand(C.Index)
    cols = operand(C.Index)
    memref = operand(C.AnyMemRef)
    prune_flag = prop(_enum("prune_2to4_spmat_flag", "pruning strategy for 2:4 sparse matrix",
                            "dim"), name="pruneFlag",
                      default=EnumAttr("prune_2to4_spmat_flag", "PRUNE_AND_CHECK"))
    sp_mat = result(SPMAT)
    token = opt_result(TOKEN)
    format = (_DEPS + "`{` $prune_flag `}` $rows `,` $cols `,` $memref attr-dict `:` "
              "type($memref)")

    def result_names(self):
        return ["spMat", "asyncToken"]


class SpGEMMWorkEstimationOrComputeOp(Op, name="gpu.spgemm_work_estimation_or_compute",
                                      traits=[AsyncOp]):
    """`%sz = gpu.spgemm_work_estimation_or_compute {COMPUTE} %a, %b, %c, %desc, %n, %buf
    : f32 into memref<?xi8>`."""
    async_deps = var_operand(TOKEN)
    desc = operand(SPGEMMOP)
    spmat_a = operand(SPMAT)
    spmat_b = operand(SPMAT)
    spmat_c = operand(SPMAT)
    buffer_sz = operand(C.Index)
    buffer = operand(C.AnyMemRef)
    mode_a = _transpose_mode("modeA")
    mode_b = _transpose_mode("modeB")
    compute_type = prop(C.TypeAttr, name="computeType")
    kind = prop(_enum("spgemm_work_estimation_or_compute_kind", "choose whether spgemm_work_"
                      "estimation_or_compute does work estimation or compute", "dim"))
    buffer_sz_new = result(C.Index)
    token = opt_result(TOKEN)
    format = (_DEPS + "`{` $kind `}` $spmat_a (`{` $mode_a^ `}`)? `,` $spmat_b "
              "(`{` $mode_b^ `}`)? `,` $spmat_c `,` $desc `,` $buffer_sz `,` $buffer attr-dict "
              "`:` $compute_type `into` type($buffer)")

    def result_names(self):
        return ["bufferSzNew", "asyncToken"]


class SpGEMMCopyOp(Op, name="gpu.spgemm_copy", traits=[AsyncOp]):
    """`gpu.spgemm_copy %a, %b, %c, %desc : f32`."""
    async_deps = var_operand(TOKEN)
    desc = operand(SPGEMMOP)
    spmat_a = operand(SPMAT)
    spmat_b = operand(SPMAT)
    spmat_c = operand(SPMAT)
    mode_a = _transpose_mode("modeA")
    mode_b = _transpose_mode("modeB")
    compute_type = prop(C.TypeAttr, name="computeType")
    token = opt_result(TOKEN)
    format = (_DEPS + "$spmat_a (`{` $mode_a^ `}`)? `,` $spmat_b (`{` $mode_b^ `}`)? `,` "
              "$spmat_c `,` $desc attr-dict `:` $compute_type")


Create2To4SpMatOp.prune_flag.convert = _keyword_conv(
    "prune_2to4_spmat_flag", ("NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK"), "Prune2To4SpMatFlag",
    "GPU_Prune2To4SpMatFlagAttr", Create2To4SpMatOp.name)
SpGEMMWorkEstimationOrComputeOp.kind.convert = _keyword_conv(
    "spgemm_work_estimation_or_compute_kind", ("WORK_ESTIMATION", "COMPUTE"),
    "SpGEMMWorkEstimationOrComputeKind", "GPU_SpGEMMWorkEstimationOrComputeKindAttr",
    SpGEMMWorkEstimationOrComputeOp.name)


for _op in (SpMVBufferSizeOp, SpMVOp, SpMMBufferSizeOp, SpMMOp, SDDMMBufferSizeOp, SDDMMOp,
            SpGEMMWorkEstimationOrComputeOp, SpGEMMCopyOp):
    _op.mode_a.convert = _transpose_mode_conv(_op.name)
    if hasattr(_op, "mode_b"):
        _op.mode_b.convert = _transpose_mode_conv(_op.name)


class YieldOp(Op, name="gpu.yield", traits=[Pure, Terminator, ReturnLike]):
    """`gpu.yield %v : f32` (terminates all_reduce / subgroup_reduce bodies)."""
    values = var_operand()
    format = "attr-dict ($values^ `:` type($values))?"


class PrintfOp(Op, name="gpu.printf"):
    """`gpu.printf "fmt %d" %a : i32`."""
    format_ = prop(C.StrAttr, name="format")
    args = var_operand(C.TypeConstraint("integer or index or floating-point", lambda t: isinstance(
        t, (T.IntegerType, T.IndexType, T.FloatType))))
    format = "$format_ attr-dict ($args^ `:` type($args))?"


GPU = Dialect("gpu", ops=[GPUModuleOp, ModuleEndOp, BinaryOp, GPUFuncOp, ReturnOp, TerminatorOp,
                          BarrierOp, ThreadIdOp, BlockIdOp, BlockDimOp, GridDimOp, GlobalIdOp,
                          ClusterIdOp, ClusterDimOp, ClusterBlockIdOp, ClusterDimBlocksOp,
                          SubgroupIdOp, NumSubgroupsOp, SubgroupSizeOp, LaneIdOp, WaitOp,
                          LaunchFuncOp, LaunchOp, AllocOp, DeallocOp, MemcpyOp,
                          MemsetOp, HostRegisterOp, HostUnregisterOp, ShuffleOp,
                          AllReduceOp, SubgroupReduceOp, SetDefaultDeviceOp,
                          DynamicSharedMemoryOp, SubgroupMmaLoadMatrixOp,
                          SubgroupMmaStoreMatrixOp, SubgroupMmaComputeOp,
                          SubgroupMmaConstantMatrixOp, SubgroupMmaElementwiseOp, YieldOp,
                          CreateCooOp, CreateCooAoSOp, CreateCsrOp, CreateCscOp, CreateBsrOp,
                          CreateDnTensorOp, DestroyDnTensorOp, DestroySpMatOp, SpMatGetSizeOp,
                          SetCsrPointersOp, SpGEMMCreateDescrOp, SpGEMMDestroyDescrOp,
                          SpMVBufferSizeOp, SpMVOp, SpMMBufferSizeOp, SpMMOp,
                          SDDMMBufferSizeOp, SDDMMOp, Create2To4SpMatOp,
                          SpGEMMWorkEstimationOrComputeOp, SpGEMMCopyOp, PrintfOp],
              types=[AsyncTokenType, MMAMatrixType, SpMatHandleType, DnTensorHandleType,
                     SpGEMMOpHandleType])


def _verify_container_module(module: Op) -> None:
    """`gpu.container_module`: each gpu.launch_func inside names a kernel that fits it."""
    passed = set()  # (kernel, argument types) already checked against this module's symbols
    for body in module.regions:
        for block in body.blocks:
            for child in block.ops:
                # as in MLIR, only launches directly in a function of this module count
                for nested in [o for r in child.regions for b in r.blocks for o in b.ops]:
                    if type(nested) is LaunchFuncOp:
                        kernel = nested.attributes.get("kernel")
                        key = (getattr(kernel, "root", None), getattr(kernel, "nested", None),
                               tuple([v.type for v in nested.kernel_operands]))
                        if key not in passed:
                            nested.verify_kernel(module)
                            passed.add(key)


ATTRIBUTE_VERIFIERS["gpu.container_module"] = _verify_container_module


def _known_size_verifier(name: str):
    def verify(op: Op) -> None:
        a = op.attributes[name]
        if not C.DenseI32Array.check(a):
            raise op.error(f"{name} must be a dense i32 array")
        if len(a.values) != 3:
            raise op.error(f"{name} must contain exactly 3 elements")
    return verify


for _name in ("gpu.known_block_size", "gpu.known_grid_size"):
    ATTRIBUTE_VERIFIERS[_name] = _known_size_verifier(_name)

