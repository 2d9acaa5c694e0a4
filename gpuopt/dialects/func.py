"""The func dialect: `func.func`, `func.return`, `func.call`, `func.call_indirect`,
`func.constant`."""
from __future__ import annotations

from gpuopt.diag import VerifyError
from gpuopt.dialects import load_dialect
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import symbols
from gpuopt.ir import types as T
from gpuopt.ir.assembly import rule, symbol_name
from gpuopt.ir.core import Region
from gpuopt.ir.opdef import (
    ARG_ATTRIBUTE_VERIFIERS,
    Dialect,
    IsolatedFromAbove,
    Op,
    Pure,
    ReturnLike,
    Symbol,
    Terminator,
    operand,
    opt_prop,
    prop,
    region,
    result,
    var_operand,
    var_result,
)


class FuncLike:
    """Shared signature parsing and printing of func.func, gpu.func and llvm.func."""

    def verify_arg_attrs(self) -> None:
        """FunctionOpInterface: argument and result attributes are dialect attributes, each
        checked by its dialect (loaded for the check, as mlir-opt-19 has it loaded)."""
        ft = self.attributes["function_type"].value
        inputs = getattr(ft, "inputs", None)
        inputs = getattr(ft, "params", ()) if inputs is None else inputs
        results = getattr(ft, "results", None)
        if results is None:  # an llvm function type: its one result, unless void
            res = getattr(ft, "result", None)
            results = () if res is None or type(res).__name__ == "VoidType" else (res,)
        for key, types, what in (("arg_attrs", inputs, "arguments"),
                                 ("res_attrs", results, "results")):
            dicts = self.attributes.get(key)
            if not isinstance(dicts, A.ArrayAttr):
                continue
            if len(dicts.value) != len(types):
                noun = what[:-1]
                raise self.error(f"expects {noun} attribute array to have the same number of "
                                 f"elements as the number of function {what}, got "
                                 f"{len(dicts.value)}, but expected {len(types)}")
            for d, t in zip(dicts.value, types, strict=False):
                for name, attr in getattr(d, "value", ()):
                    if "." not in name:
                        raise self.error(f"{what} may only have dialect attributes")
                    dialect = name.split(".", 1)[0]
                    load_dialect(dialect)
                    check = ARG_ATTRIBUTE_VERIFIERS.get(dialect)
                    if check is not None:
                        check(self, name, attr, t)

    def verify_entry_args(self, exact: bool) -> None:
        """The entry block's arguments start with the signature's inputs (`exact`: and no
        more)."""
        ft = self.attributes["function_type"].value
        if not self.regions[0].blocks:
            return
        args = self.regions[0].blocks[0].args
        if exact and len(args) != len(ft.inputs):
            raise self.error(f"entry block must have {len(ft.inputs)} arguments to match "
                             "function signature")
        for i, (a, t) in enumerate(zip(args, ft.inputs, strict=False)):
            if a.type is not t:
                raise self.error(f"type of entry block argument #{i}('{a.type}') must match "
                                 f"the type of the corresponding argument in function "
                                 f"signature('{t}')")

    def located_args(self) -> list:
        """Entry-block arguments whose locations the signature prints under debuginfo."""
        entry = self.regions[0].blocks[0] if self.regions and self.regions[0].blocks else None
        if entry is None:
            return []
        ft = self.attributes["function_type"].value
        n = len(ft.inputs) if hasattr(ft, "inputs") else len(ft.params)
        return entry.args[:n]

    def signature_text(self, p, arg_types, result_types, *, variadic: bool = False) -> str:
        body = self.body if hasattr(self, "body") else None
        entry = body.blocks[0] if body is not None and body.blocks else None
        arg_attrs = self.attributes.get("arg_attrs")
        res_attrs = self.attributes.get("res_attrs")
        parts = []
        for i, t in enumerate(arg_types):
            extra = ""
            if isinstance(arg_attrs, A.ArrayAttr) and i < len(arg_attrs.value) and \
                    arg_attrs.value[i].value:
                extra = " " + p.attr_text(arg_attrs.value[i])
            if entry is not None:
                arg = entry.args[i]
                s = f"{p.value_name(arg)}: {p.type_text(t)}{extra}"
                if p.debuginfo:
                    s += p.arg_loc(arg.loc)
            else:
                s = p.type_text(t) + extra
            parts.append(s)
        if variadic:
            parts.append("...")
        text = "(" + ", ".join(parts) + ")"
        if result_types:
            res = []
            for i, t in enumerate(result_types):
                extra = ""
                if isinstance(res_attrs, A.ArrayAttr) and i < len(res_attrs.value) and \
                        res_attrs.value[i].value:
                    extra = " " + p.attr_text(res_attrs.value[i])
                res.append(p.type_text(t) + extra)
            if len(res) == 1 and not isinstance(result_types[0], T.FunctionType) and \
                    " {" not in res[0]:
                text += " -> " + res[0]
            else:
                text += " -> (" + ", ".join(res) + ")"
        return text


def signature_from(builder, sig, kw=None) -> tuple:
    """(arg types, result types, arg attrs, res attrs, variadic) from a `fn_signature` value;
    `kw` (the op's keyword token) names the op when arguments mix named and unnamed forms."""
    args, results, variadic = sig
    if kw is not None:
        check_arg_names(builder, kw[1], args)
    arg_types = [a[1] for a in args]
    arg_attrs = [a[2] for a in args]
    res_types = [r[0] for r in results]
    res_attrs = [r[1] for r in results]
    return arg_types, res_types, arg_attrs, res_attrs, variadic


def check_arg_names(builder, op_name: str, args) -> None:
    """mlir-opt-19 takes the first argument's form (`%a: i32` or `i32`) for all of them."""
    if not args:
        return
    named = args[0][0] is not None
    for prev, arg in zip(args, args[1:], strict=False):
        if (arg[0] is not None) == named:
            continue
        if not named:
            raise builder.error(f"custom op '{op_name}' expected type instead of SSA identifier",
                                arg[0][2])
        pos = _next_arg(builder.text, prev[0][2])
        if pos is not None:
            raise builder.error(f"custom op '{op_name}' expected SSA identifier", pos)
        return


def _next_arg(text: str, pos: int) -> int | None:
    """The start of the argument after the one at `pos` (past its `,` at bracket depth 0)."""
    depth, n = 0, len(text)
    while pos < n:
        ch = text[pos]
        if ch == '"':
            pos += 1
            while pos < n and text[pos] != '"':
                pos += 2 if text[pos] == "\\" else 1
        elif ch == "-" and text.startswith("->", pos):
            pos += 1
        elif ch in "<([{":
            depth += 1
        elif ch in ">)]}":
            depth -= 1
            if depth < 0:
                return None
        elif ch == "," and depth == 0:
            pos += 1
            while pos < n and text[pos] in " \t\r\n":
                pos += 1
            return pos
        pos += 1
    return None


@rule("fn_arg_named")
def _fn_arg_named(b, c):
    return (c[0], c[1], c[2], c[3] if len(c) > 3 else None)


@rule("fn_arg_type")
def _fn_arg_type(b, c):
    return (None, c[0], c[1], None)


@rule("fn_variadic")
def _fn_variadic(b, c):
    return "..."


@rule("fn_result")
def _fn_result(b, c):
    return (c[0], c[1])


@rule("fn_result_single")
def _fn_result_single(b, c):
    return [(c[0], {})]


@rule("fn_result_list")
def _fn_result_list(b, c):
    return [x for x in c if x is not None]


@rule("fn_signature")
def _fn_signature(b, c):
    items = [x for x in c[:-1] if x is not None]
    variadic = "..." in items
    args = [x for x in items if x != "..."]
    results = c[-1] or []
    named = [a for a in args if a[0] is not None]
    if named:
        b.entry_args([b.new_arg(a[0], a[1], a[3]) for a in args])
    return (args, results, variadic)


def attrs_array(dicts: list) -> A.ArrayAttr | None:
    if not any(d for d in dicts):
        return None
    return A.ArrayAttr(tuple(A.DictionaryAttr.get(d or {}) for d in dicts))


class FuncOp(FuncLike, Op, name="func.func", traits=[IsolatedFromAbove, Symbol]):
    """`func.func @f(%a: i32) -> i32 { ... }` (a declaration when the body is empty)."""
    sym_name = prop(C.SymbolNameAttr, storage=C.StrAttr.check)
    function_type = prop(C.FunctionTypeAttr, storage=C.TypeAttr.check)
    sym_visibility = opt_prop(C.StrAttr, storage=C.StrAttr.check)
    arg_attrs = opt_prop(C.DictArrayAttr, storage=C.ArrayAttr.check)
    res_attrs = opt_prop(C.DictArrayAttr, storage=C.ArrayAttr.check)
    body = region()
    grammar_rule = "func_func"
    default_dialect = "func"

    @property
    def type(self) -> T.FunctionType:
        return self.attributes["function_type"].value

    def is_declaration(self) -> bool:
        return not self.body.blocks

    def verify(self) -> None:
        self.verify_arg_attrs()
        self.verify_entry_args(exact=True)

    def print_custom(self, p) -> str:
        vis = self.attributes.get("sym_visibility")
        text = " " + (vis.value + " " if vis is not None else "")
        text += A.symbol_text(self.attributes["sym_name"].value)
        text += self.signature_text(p, self.type.inputs, self.type.results)
        text += p.attr_dict_text(self, {"sym_name", "function_type", "sym_visibility",
                                        "arg_attrs", "res_attrs"}, keyword=True)
        if self.body.blocks:
            text += " " + p.region_text(self.body, self)
        return text


@rule("func_func")
def _func_func(b, c):
    kw, c = c[0], c[1:]
    vis = c[0][1] if c[0][0] == "BARE_ID" else None
    rest = c[1:] if vis is not None else c
    name_tok, sig, attrs = rest[0], rest[1], rest[2]
    region = rest[3] if len(rest) > 3 else None
    arg_types, res_types, arg_attrs, res_attrs, _ = signature_from(b, sig, kw)
    d = dict(attrs)
    d["sym_name"] = A.StringAttr(symbol_name(name_tok[1]))
    d["function_type"] = A.TypeAttr(T.FunctionType.get(arg_types, res_types))
    if vis is not None:
        d["sym_visibility"] = A.StringAttr(vis)
    if (aa := attrs_array(arg_attrs)) is not None:
        d["arg_attrs"] = aa
    if (ra := attrs_array(res_attrs)) is not None:
        d["res_attrs"] = ra
    op = FuncOp.create([], [], d, [region or Region()], [])
    op.loc = kw[2]
    return op


class ReturnOp(Op, name="func.return", traits=[Pure, Terminator, ReturnLike]):
    """`return %a : i32`."""
    operands_ = var_operand()
    format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify(self) -> None:
        self.expect_parent("func.func")
        fn = self.parent_op
        name = fn.attributes["sym_name"].value
        results = fn.attributes["function_type"].value.results
        if len(self.operands) != len(results):
            raise self.error(f"has {len(self.operands)} operands, but enclosing function "
                             f"(@{name}) returns {len(results)}")
        for i, (v, t) in enumerate(zip(self.operands, results, strict=False)):
            if v.type is not t:
                raise VerifyError(f"type of return operand {i} ('{v.type}') doesn't match "
                                  f"function result type ('{t}') in function @{name}", self.loc)


def _function(op: Op, attr: str) -> Op | None:
    """The func.func the flat symbol reference `attr` of `op` names, or None."""
    fn = symbols.resolve_symbol(op, symbols.symbol_path(op.attributes[attr]))
    return fn if fn is not None and fn.name == "func.func" else None


class CallOp(Op, name="func.call"):
    """`%r = call @f(%a) : (i32) -> i32`."""
    callee = prop(C.FlatSymbolRefAttr)
    operands_ = var_operand()
    results_ = var_result()
    format = "$callee `(` $operands_ `)` attr-dict `:` functional-type($operands_, $results_)"

    def verify_symbol_uses(self) -> None:
        fn = _function(self, "callee")
        if fn is None:
            raise self.error(f"'{self.attributes['callee'].leaf}' does not reference a valid "
                             "function")
        ft = fn.attributes["function_type"].value
        if len(ft.inputs) != len(self.operands):
            raise self.error("incorrect number of operands for callee")
        for i, (v, t) in enumerate(zip(self.operands, ft.inputs, strict=False)):
            if v.type is not t:
                raise self.error(f"operand type mismatch: expected operand type '{t}', but "
                                 f"provided '{v.type}' for operand number {i}")
        if len(ft.results) != len(self.results):
            raise self.error("incorrect number of results for callee")
        for i, (r, t) in enumerate(zip(self.results, ft.results, strict=False)):
            if r.type is not t:
                err = self.error(f"result type mismatch at index {i}")
                err.note("      op result types: " + ", ".join(f"'{x.type}'"
                                                                for x in self.results))
                err.note("function result types: " + ", ".join(f"'{x}'" for x in ft.results))
                raise err


class CallIndirectOp(Op, name="func.call_indirect"):
    """`%r = call_indirect %f(%a) : (i32) -> i32`."""
    callee = operand(C.FunctionType)
    callee_operands = var_operand()
    results_ = var_result()
    format = "$callee `(` $callee_operands `)` attr-dict `:` type($callee)"

    @classmethod
    def infer_types(cls, d, operands, st):
        t = st.types.get("callee")
        return list(t[0].results) if t else []

    @classmethod
    def operand_type(cls, name, index, st):
        t = st.types.get("callee")
        inputs = getattr(t[0], "inputs", ()) if t else ()
        return inputs[index] if name == "callee_operands" and index < len(inputs) else None

    def verify(self) -> None:
        ft = self.callee.type
        if [v.type for v in self.callee_operands] != list(ft.inputs):
            raise self.error("failed to verify that callee input types match argument types")
        if [r.type for r in self.results] != list(ft.results):
            raise self.error("failed to verify that callee result types match result types")


class ConstantOp(Op, name="func.constant", traits=[Pure]):
    """`%f = constant @fn : (i32) -> i32`."""
    value = prop(C.FlatSymbolRefAttr)
    result_ = result()
    format = "attr-dict $value `:` type($result_)"

    def verify_symbol_uses(self) -> None:
        fn = _function(self, "value")
        if fn is None:
            raise self.error(f"reference to undefined function '{self.attributes['value'].leaf}'")
        if fn.attributes["function_type"].value is not self.result_.type:
            raise self.error("reference to function with mismatched type")

    def result_names(self):
        return ["f"]


FUNC = Dialect("func", ops=[FuncOp, ReturnOp, CallOp, CallIndirectOp, ConstantOp])
