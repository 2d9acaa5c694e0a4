"""The async dialect: `async.execute` regions, `async.await`, `async.yield` and its types."""
from __future__ import annotations

from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.assembly import add_implicit_terminator
from gpuopt.ir.opdef import (
    Dialect,
    Op,
    ReturnLike,
    SegmentedOperands,
    SingleBlock,
    Terminator,
    operand,
    opt_result,
    region,
    result,
    var_operand,
    var_result,
)


# ---- types ----------------------------------------------------------------------------
class TokenType(T.SimpleDialectType):
    """`!async.token`."""
    __slots__ = ()
    prefix = "async."
    mnemonic = "token"


class GroupType(T.SimpleDialectType):
    """`!async.group`."""
    __slots__ = ()
    prefix = "async."
    mnemonic = "group"


class ValueType(T.DialectType):
    """`!async.value<T>`."""
    __slots__ = ("value_type",)
    prefix = "async."

    @classmethod
    def get(cls, value_type: T.Type) -> ValueType:
        return cls._make(value_type)

    def _init(self, value_type) -> None:
        self.value_type = value_type

    def body(self) -> str:
        return f"value<{self.value_type}>"


TOKEN = TokenType.get()
GROUP = GroupType.get()


@asm.rule("async_token_type")
def _async_token_type(b, c):
    return TOKEN


@asm.rule("async_group_type")
def _async_group_type(b, c):
    return GROUP


@asm.rule("async_value_type")
def _async_value_type(b, c):
    return ValueType.get(c[0])


# ---- ops ------------------------------------------------------------------------------
ANY_TOKEN = C.type_is(TOKEN, "async token type")
ANY_VALUE = C.of_class(ValueType, "async value type")
VALUE_OR_TOKEN = C.any_of("async value type or async token type", ANY_VALUE, ANY_TOKEN)
class YieldOp(Op, name="async.yield", traits=[Terminator, ReturnLike]):
    """`async.yield %v : f32`."""
    operands_ = var_operand()
    format = "($operands_^ `:` type($operands_))? attr-dict"

    def verify(self) -> None:
        self.expect_parent("async.execute")


class AwaitOp(Op, name="async.await"):
    """`%v = async.await %value : !async.value<f32>`; `async.await %token : !async.token`."""
    operand_ = operand(VALUE_OR_TOKEN)
    result_ = opt_result()
    format = "$operand_ `:` type($operand_) attr-dict"

    def verify(self) -> None:
        t = self.operand_.type
        if t is TOKEN and self.results:
            raise self.error("awaiting on a token must have empty result")
        if isinstance(t, ValueType) and self.results and \
                self.results[0].type is not t.value_type:
            raise self.error(f"result type '{self.results[0].type}' does not match async value "
                             f"type '{t.value_type}'")

    @classmethod
    def infer_types(cls, d, operands, st):
        t = st.types["operand_"][0]
        return [t.value_type] if isinstance(t, ValueType) else []


class ExecuteOp(Op, name="async.execute", traits=[SegmentedOperands, SingleBlock]):
    """`%token, %results = async.execute [%deps] (%v as %x: !async.value<T>)
    -> !async.value<R> {...}`."""
    dependencies = var_operand(ANY_TOKEN)
    body_operands = var_operand(VALUE_OR_TOKEN)
    token = result(ANY_TOKEN)
    body_results = var_result(ANY_VALUE)
    body = region()
    grammar_rule = "async_execute"

    def verify_regions(self) -> None:
        block = self.body.blocks[0] if self.body.blocks else None
        term = block.ops[-1] if block is not None and block.ops else None
        if term is None or term.name != "async.yield":
            return
        values = self.results[1:]
        if len(term.operands) != len(values):
            raise self.error(f" region control flow edge from Region #0 to parent results: "
                             f"source has {len(term.operands)} operands, but target successor "
                             f"needs {len(values)}")
        for i, (v, r) in enumerate(zip(term.operands, values, strict=False)):
            if v.type is not r.type.value_type:
                raise self.error(f" along control flow edge from Region #0 to parent results: "
                                 f"source type #{i} '{v.type}' should match input type #{i} "
                                 f"'{r.type}'")

    def result_names(self):
        return ["token", "bodyResults"] if len(self.results) > 1 else ["token"]

    def print_custom(self, p) -> str:
        text = ""
        deps = self.dependencies
        if deps:
            text += " [" + ", ".join(p.value_name(d) for d in deps) + "]"
        ops = self.body_operands
        if ops:
            entry = self.body.blocks[0] if self.body.blocks else None
            parts = []
            for i, v in enumerate(ops):
                arg = p.value_name(entry.args[i]) if entry is not None else ""
                parts.append(f"{p.value_name(v)} as {arg}: {p.type_text(v.type)}")
            text += " (" + ", ".join(parts) + ")"
        res = [r.type for r in self.results[1:]]
        if res:
            if len(res) == 1 and not isinstance(res[0], T.FunctionType):
                text += " -> " + p.type_text(res[0])
            else:
                text += " -> (" + ", ".join(p.type_text(t) for t in res) + ")"
        text += p.attr_dict_text(self, {"operandSegmentSizes"}, keyword=True)
        return text + " " + p.region_text(self.body, self)


@asm.rule("async_exec_deps")
def _async_exec_deps(b, c):
    return [x for x in (c[0] or []) if x is not None]


@asm.rule("async_exec_operand")
def _async_exec_operand(b, c):
    return (c[0], c[1], c[2])


@asm.rule("async_exec_operands")
def _async_exec_operands(b, c):
    return [x for x in c if x is not None]


@asm.rule("async_exec_result1")
def _async_exec_result1(b, c):
    return [c[0]]


@asm.rule("async_exec_results")
def _async_exec_results(b, c):
    return list(c[0] or [])


@asm.rule("async_execute_head")
def _async_execute_head(b, c):
    kw, deps, operands, results, attrs = c
    dep_vals = [b.lookup(t, TOKEN) for t in (deps or [])]
    op_vals, args = [], []
    for use, name, ty in operands or []:
        v = b.lookup(use, ty)
        if v.type is not None and v.type is not ty:
            raise b.error(f"use of value '{use[1]}' expects different type than prior uses: "
                          f"'{ty}' vs '{v.type}'", use[2])
        op_vals.append(v)
        inner = ty.value_type if isinstance(ty, ValueType) else ty
        args.append(b.new_arg(name, inner))
    b.entry_args(args)
    return (kw, dep_vals, op_vals, list(results or []), attrs)


@asm.rule("async_execute")
def _async_execute(b, c):
    (kw, deps, operands, results, attrs), body = c
    d = dict(attrs)
    d["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, (len(deps), len(operands)))
    add_implicit_terminator(body, "async.yield")
    op = ExecuteOp(deps + operands, [TOKEN] + results, d, [body], [])
    op.loc = kw[2]
    return op


ASYNC = Dialect("async", ops=[ExecuteOp, AwaitOp, YieldOp],
                types=[TokenType, GroupType, ValueType])
