"""The scf dialect: structured control flow (for, if, while, parallel, execute_region).

Loop and branch headers declare their regions' entry-block arguments, so most ops here use
hand-written rules of grammar/scf.lark; terminators (scf.yield, scf.condition, ...) use formats.
"""
from __future__ import annotations

from gpuopt.diag import VerifyError
from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.assembly import add_implicit_terminator
from gpuopt.ir.core import Block, Region
from gpuopt.ir.opdef import (
    Dialect,
    NoTerminator,
    Op,
    Pure,
    RecursiveMemoryEffects,
    ReturnLike,
    SegmentedOperands,
    SingleBlock,
    Terminator,
    constant_value,
    operand,
    opt_prop,
    prop,
    region,
    var_operand,
    var_region,
    var_result,
)


def _int_literal(text: str) -> int:
    """An MLIR integer literal: decimal (leading zeros allowed, `08`) or `0x` hex."""
    return int(text, 16) if "0x" in text else int(text)


# ---- helpers ---------------------------------------------------------------------------------
def _use(b, tok, ty):
    v = b.lookup(tok, ty)
    if ty is not None and v.type is not None and v.type is not ty:
        raise b.error(f"use of value '{tok[1]}' expects different type than prior uses: "
                      f"'{ty}' vs '{v.type}'", tok[2])
    return v


def _ensure_terminator(b, region, name: str, pos: int) -> None:
    """ensureTerminator: add the implicit terminator, located at the op's name."""
    blocks = region.blocks
    last = blocks[-1].ops[-1] if blocks and blocks[-1].ops else None
    if last is not None and last.has_trait(Terminator):
        return
    add_implicit_terminator(region, name)
    region.blocks[-1].ops[-1].loc = b.loc_at(pos)


def _emit_error(op, message: str) -> VerifyError:
    """Operation::emitError: located at the op, without the `'name' op` prefix."""
    err = VerifyError(message, op.loc)
    err.op = op  # type: ignore[attr-defined]
    return err


class _ScfOp(Op):
    """Base of scf ops printed by hand: their regions have no default dialect (MLIR pushes the
    op's OpAsmOpInterface::getDefaultDialect, empty for scf, while printing them)."""

    __slots__ = ()

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        body = cls.__dict__.get("print_custom")
        if body is not None:
            def print_custom(self, p, _body=body):
                p.default_dialect.append("")
                try:
                    return _body(self, p)
                finally:
                    p.default_dialect.pop()
            cls.print_custom = print_custom


def _type_list(x) -> list:
    if x is None:
        return []
    return list(x) if isinstance(x, (list, tuple)) else [x]


def _names(p, values) -> str:
    return ", ".join(p.value_name(v) for v in values)


def _types(p, values) -> str:
    return ", ".join(p.type_text(v.type) for v in values)


def _arrow_types(p, types) -> str:
    """printOptionalArrowTypeList: ` -> T` or ` -> (T, U)`; empty when there are none."""
    if not types:
        return ""
    if len(types) == 1 and not isinstance(types[0], T.FunctionType):
        return " -> " + p.type_text(types[0])
    return " -> (" + ", ".join(p.type_text(t) for t in types) + ")"


def _init_list(p, args, inits, prefix: str) -> str:
    if not inits:
        return ""
    return prefix + "(" + ", ".join(f"{p.value_name(a)} = {p.value_name(v)}"
                                    for a, v in zip(args, inits, strict=False)) + ")"


def _terminator(region):
    """The last op of the region's last block (whatever it is), or None."""
    ops = region.blocks[-1].ops if region is not None and region.blocks else []
    return ops[-1] if ops else None


def _check_edges(op, edges) -> None:
    """RegionBranchOpInterface's type checks along each control-flow edge, in MLIR's order:
    `edges` is [(source, target, source types, target types)]."""
    for src, dst, have, want in edges:
        if len(have) != len(want):
            raise op.error(f" region control flow edge from {src} to {dst}: source has "
                           f"{len(have)} operands, but target successor needs {len(want)}")
        for i, (a, b) in enumerate(zip(have, want, strict=True)):
            if a is not b:
                raise op.error(f" along control flow edge from {src} to {dst}: source type "
                               f"#{i} '{a}' should match input type #{i} '{b}'")


def _types_of(values) -> list:
    return [v.type for v in values]


def _yield_edges(op, region, name: str, targets) -> list:
    """Edges from every scf.yield ending a block of `region` to `targets`."""
    out = []
    for block in region.blocks:
        term = block.ops[-1] if block.ops else None
        if term is not None and term.name == "scf.yield":
            out += [(name, dst, _types_of(term.operands), want) for dst, want in targets]
    return out


# ---- terminators -----------------------------------------------------------------------------
class YieldOp(Op, name="scf.yield", traits=[Pure, Terminator, ReturnLike]):
    """`scf.yield %a, %b : f32, index` (implicit, hence elided, when it has no operands)."""
    results_ = var_operand()
    format = "attr-dict ($results_^ `:` type($results_))?"

    def verify(self) -> None:
        self.expect_parent("scf.execute_region", "scf.for", "scf.if", "scf.index_switch",
                           "scf.while")


class ConditionOp(Op, name="scf.condition", traits=[Pure, Terminator]):
    """`scf.condition(%c) %a, %b : f32, index` ends the `before` region of scf.while."""
    condition = operand(C.I1)
    args = var_operand()
    format = "`(` $condition `)` attr-dict ($args^ `:` type($args))?"

    def verify(self) -> None:
        self.expect_parent("scf.while")


class ReduceReturnOp(Op, name="scf.reduce.return", traits=[Pure, Terminator]):
    """`scf.reduce.return %r : f32`."""
    result_ = operand()
    format = "$result_ attr-dict `:` type($result_)"

    def verify(self) -> None:
        self.expect_parent("scf.reduce")
        args = self.parent.args
        if args and args[0].type is not self.result_.type:
            raise self.error(f"must have type '{args[0].type}' (the type of the reduction "
                             "inputs)")


class ReduceOp(_ScfOp, name="scf.reduce", traits=[Terminator, RecursiveMemoryEffects]):
    """`scf.reduce(%x : f32) { ^bb0(%l: f32, %r: f32): ... }`: terminator of scf.parallel."""
    operands_ = var_operand()
    reductions = var_region()
    grammar_rule = "scf_reduce"

    def verify(self) -> None:
        self.expect_parent("scf.parallel")

    def verify_regions(self) -> None:
        for i, (v, r) in enumerate(zip(self.operands, self.regions, strict=False)):
            block = r.blocks[0] if r.blocks else None
            if block is None or not block.ops:
                raise self.error(f"{i}-th reduction has an empty body")
            if len(block.args) != 2 or any(a.type is not v.type for a in block.args):
                raise self.error(f"expected two block arguments with type '{v.type}' in the "
                                 f"{i}-th reduction region")
            if block.ops[-1].name != "scf.reduce.return":
                raise self.error("reduction bodies must be terminated with an "
                                 "'scf.reduce.return' op")

    def entry_args_printed(self, region) -> bool:
        """Each reduction region prints its `^bb0(...)` header (with locations)."""
        return True

    def print_custom(self, p) -> str:
        text = ""
        if self.operands:
            text += f"({_names(p, self.operands)} : {_types(p, self.operands)})"
        text += " " + ", ".join(p.region_text(r, self, entry_args=True) for r in self.regions)
        return text + p.attr_dict_text(self)


@asm.rule("scf_reduce_regions")
def _scf_reduce_regions(b, c):
    return (c[:-1], c[-1])


@asm.rule("scf_reduce")
def _scf_reduce(b, c):
    kw, uses, types, regs = c
    operands = [_use(b, t, ty) for t, ty in zip(uses or [], types or [], strict=False)]
    regions, attrs = regs if regs is not None else ([], {})
    op = ReduceOp.create(operands, [], dict(attrs), list(regions), [])
    op.loc = kw[2]
    return op


_INT_OR_INDEX = C.TypeConstraint("signless integer or index", lambda t: t is T.index or (
    type(t) is T.IntegerType and not t.signedness))


# ---- scf.for ---------------------------------------------------------------------------------
class ForOp(_ScfOp, name="scf.for", traits=[SingleBlock, RecursiveMemoryEffects]):
    """`%r = scf.for %i = %lb to %ub step %s iter_args(%a = %x) -> (f32) { ... }`."""
    lower_bound = operand(_INT_OR_INDEX)
    upper_bound = operand(_INT_OR_INDEX)
    step = operand(_INT_OR_INDEX)
    init_args = var_operand()
    results_ = var_result()
    body = region()
    grammar_rule = "scf_for"
    implicit_terminator = "scf.yield"

    def verify(self) -> None:
        if not (self.lower_bound.type is self.upper_bound.type is self.step.type):
            raise self.error("failed to verify that all of {lowerBound, upperBound, step} have "
                             "same type")
        if len(self.init_args) != len(self.results):
            raise self.error("mismatch in number of loop-carried values and defined values")
        if not self.body.blocks:
            return
        args = self.body.blocks[0].args
        iter_args = args[1:]
        if len(self.init_args) != len(iter_args) or not args:
            n = len(args) - 1 if args else (1 << 64) - 1  # getNumRegionIterArgs, unsigned
            raise self.error(f"different number of inits and region iter_args: "
                             f"{len(self.init_args)} != {n}")
        for i, (a, r) in enumerate(zip(iter_args, self.results, strict=False)):
            if a.type is not r.type:
                raise self.error(f"{i}-th region iter_arg and {i}-th loop result have "
                                 f"different type: '{a.type}' != '{r.type}'")

    def verify_regions(self) -> None:
        block = self.body.blocks[0] if self.body.blocks else None
        term = block.ops[-1] if block is not None and block.ops else None
        if term is not None and term.name == "scf.yield":
            iter_args = block.args[1:]
            if len(term.operands) != len(iter_args):
                raise self.error(f" region control flow edge from Region #0 to Region #0: "
                                 f"source has {len(term.operands)} operands, but target "
                                 f"successor needs {len(iter_args)}")
            for i, (a, v) in enumerate(zip(iter_args, term.operands, strict=False)):
                if a.type is not v.type:
                    raise self.error(f"{i}-th region iter_arg and {i}-th yielded value have "
                                     f"different type: '{a.type}' != '{v.type}'")
        if block is not None and block.args and block.args[0].type is not self.lower_bound.type:
            raise self.error("expected induction variable to be same type as bounds and step")

    def print_custom(self, p) -> str:
        entry = self.body.blocks[0]
        iv, iter_args = entry.args[0], entry.args[1:]
        inits = self.init_args
        text = (f" {p.value_name(iv)} = {p.value_name(self.lower_bound)} to "
                f"{p.value_name(self.upper_bound)} step {p.value_name(self.step)}")
        text += _init_list(p, iter_args, inits, " iter_args")
        if inits:
            text += f" -> ({_types(p, inits)})"
        text += " "
        if not isinstance(iv.type, T.IndexType):
            text += f" : {p.type_text(iv.type)} "
        text += p.region_text(self.body, self, terminators=bool(inits))
        return text + p.attr_dict_text(self)


@asm.rule("scf_init")
def _scf_init(b, c):
    return (c[0], c[1])


@asm.rule("scf_iter_args")
def _scf_iter_args(b, c):
    return (c[:-1], _type_list(c[-1]))


@asm.rule("scf_for_header")
def _scf_for_header(b, c):
    kw, iv, lb, ub, step, iter_args, iv_type = c
    iv_type = iv_type or T.index
    operands = [_use(b, lb, iv_type), _use(b, ub, iv_type), _use(b, step, iv_type)]
    inits, res_types = iter_args if iter_args is not None else ([], [])
    if len(inits) != len(res_types):
        raise b.error("mismatch in number of loop-carried values and defined values", kw[2])
    operands += [_use(b, v, t) for (_, v), t in zip(inits, res_types, strict=False)]
    args = [b.new_arg(iv, iv_type)] + [b.new_arg(a, t)
                                       for (a, _), t in zip(inits, res_types, strict=False)]
    b.entry_args(args)
    return (kw, operands, res_types)


@asm.rule("scf_for")
def _scf_for(b, c):
    (kw, operands, res_types), body, attrs = c
    _ensure_terminator(b, body, "scf.yield", kw[2])
    op = ForOp.create(operands, res_types, dict(attrs), [body], [])
    op.loc = kw[2]
    return op


# ---- scf.if ----------------------------------------------------------------------------------
class IfOp(_ScfOp, name="scf.if", traits=[SingleBlock, RecursiveMemoryEffects]):
    """`%r = scf.if %c -> (f32) { ... } else { ... }`."""
    condition = operand(C.I1)
    results_ = var_result()
    then_region = region()
    else_region = region()
    grammar_rule = "scf_if"
    implicit_terminator = "scf.yield"

    def verify(self) -> None:
        for i, r in enumerate(self.regions):  # NoRegionArguments
            if r.blocks and r.blocks[0].args:
                raise self.error(f"region #{i} should have no arguments")
        if self.results and not self.else_region.blocks:
            raise self.error("must have an else block if defining values")

    def verify_regions(self) -> None:
        for index, body in enumerate(self.regions):
            term = body.blocks[0].ops[-1] if body.blocks and body.blocks[0].ops else None
            if term is None or term.name != "scf.yield":
                continue
            if len(term.operands) != len(self.results):
                raise self.error(f" region control flow edge from Region #{index} to parent "
                                 f"results: source has {len(term.operands)} operands, but "
                                 f"target successor needs {len(self.results)}")
            for i, (v, r) in enumerate(zip(term.operands, self.results, strict=False)):
                if v.type is not r.type:
                    raise self.error(f" along control flow edge from Region #{index} to parent "
                                     f"results: source type #{i} '{v.type}' should match input "
                                     f"type #{i} '{r.type}'")

    def print_custom(self, p) -> str:
        term = bool(self.results)
        text = " " + p.value_name(self.condition)
        if self.results:
            text += " -> (" + ", ".join(p.type_text(r.type) for r in self.results) + ")"
        text += " " + p.region_text(self.then_region, self, terminators=term)
        if self.else_region.blocks:
            text += " else " + p.region_text(self.else_region, self, terminators=term)
        return text + p.attr_dict_text(self)


@asm.rule("scf_if")
def _scf_if(b, c):
    kw, cond, res, then, els, attrs = c
    _ensure_terminator(b, then, "scf.yield", kw[2])
    if els is None:
        els = Region()
    else:
        _ensure_terminator(b, els, "scf.yield", kw[2])
    op = IfOp.create([_use(b, cond, T.i1)], _type_list(res), dict(attrs), [then, els], [])
    op.loc = kw[2]
    return op


# ---- scf.while -------------------------------------------------------------------------------
class WhileOp(_ScfOp, name="scf.while", traits=[RecursiveMemoryEffects]):
    """`%r = scf.while (%a = %x) : (f32) -> f32 { scf.condition(...) } do { ^bb0(...): ... }`."""
    inits = var_operand()
    results_ = var_result()
    before = region()
    after = region()
    grammar_rule = "scf_while"

    def verify(self) -> None:
        term = _terminator(self.before)
        if term is None or term.name != "scf.condition":
            raise self.error("expects the 'before' region to terminate with 'scf.condition'",
                             (term.loc, "terminator here") if term is not None else None)
        term = _terminator(self.after)
        if term is None or term.name != "scf.yield":
            raise self.error("expects the 'after' region to terminate with 'scf.yield'",
                             (term.loc, "terminator here") if term is not None else None)

    def verify_regions(self) -> None:
        before = _types_of(self.before.blocks[0].args) if self.before.blocks else []
        after = _types_of(self.after.blocks[0].args) if self.after.blocks else []
        results = _types_of(self.results)
        cond = _types_of(_terminator(self.before).args)
        _check_edges(self, [("parent operands", "Region #0", _types_of(self.inits), before),
                            ("Region #0", "parent results", cond, results),
                            ("Region #0", "Region #1", cond, after)]
                     + _yield_edges(self, self.after, "Region #1", [("Region #0", before)]))

    def entry_args_printed(self, region) -> bool:
        """The `do` region prints its `^bb0(...)` header (with locations under debuginfo)."""
        return region is self.after

    def print_custom(self, p) -> str:
        args = self.before.blocks[0].args if self.before.blocks else []
        text = _init_list(p, args, self.inits, " ")
        ft = T.FunctionType.get([v.type for v in self.inits], [r.type for r in self.results])
        text += " : " + p.type_text(ft) + " "
        text += p.region_text(self.before, self)
        text += " do " + p.region_text(self.after, self, entry_args=True)
        return text + p.attr_dict_text(self, keyword=True)


@asm.rule("scf_while_header")
def _scf_while_header(b, c):
    kw, ft = c[0], c[-1]
    inits = [x for x in c[1:-1] if x is not None]
    if len(inits) != len(ft.inputs):
        raise b.error("expected as many input types as operands (expected "
                      f"{len(inits)} got {len(ft.inputs)})", kw[2])
    operands = [_use(b, v, t) for (_, v), t in zip(inits, ft.inputs, strict=False)]
    b.entry_args([b.new_arg(a, t) for (a, _), t in zip(inits, ft.inputs, strict=False)])
    return (kw, operands, list(ft.results))


@asm.rule("scf_while")
def _scf_while(b, c):
    (kw, operands, res_types), before, after, attrs = c
    op = WhileOp.create(operands, res_types, dict(attrs), [before, after], [])
    op.loc = kw[2]
    return op


# ---- scf.parallel ----------------------------------------------------------------------------
class ParallelOp(_ScfOp, name="scf.parallel",
                 traits=[SegmentedOperands, SingleBlock, RecursiveMemoryEffects]):
    """`scf.parallel (%i) = (%lb) to (%ub) step (%s) [init (%x) -> f32] { ... scf.reduce }`."""
    lower_bound = var_operand(C.Index)
    upper_bound = var_operand(C.Index)
    step = var_operand(C.Index)
    init_vals = var_operand()
    results_ = var_result()
    body = region()
    grammar_rule = "scf_parallel"
    implicit_terminator = "scf.reduce"

    def verify(self) -> None:
        if not self.step:
            raise self.error("needs at least one tuple element for lowerBound, upperBound and "
                             "step")
        for s in self.step:
            val = getattr(constant_value(s), "value", None)
            if isinstance(val, int) and val <= 0:
                raise self.error("constant step operand must be positive")
        block = self.body.blocks[0] if self.body.blocks else None
        if block is None:
            return
        if len(block.args) != len(self.step):
            raise self.error(f"expects the same number of induction variables: "
                             f"{len(block.args)} as bound and step values: {len(self.step)}")
        if any(not isinstance(a.type, T.IndexType) for a in block.args):
            raise self.error("expects arguments for the induction variable to be of index type")
        term = block.ops[-1] if block.ops else None
        if term is not None and term.name != "scf.reduce":
            raise self.error("expects body to terminate with 'scf.reduce'",
                             (term.loc, "terminator here"))
        if term is None:
            return
        n_res, n_red = len(self.results), len(term.regions)
        if n_res != n_red:
            raise self.error(f"expects number of results: {n_res} to be the same as number of "
                             f"reductions: {n_red}")
        if n_res != len(self.init_vals):
            raise self.error(f"expects number of results: {n_res} to be the same as number of "
                             f"initial values: {len(self.init_vals)}")
        for i, (r, v) in enumerate(zip(self.results, term.operands, strict=False)):
            if r.type is not v.type:
                raise term.error(f"expects type of {i}-th reduction operand: '{v.type}' to be "
                                 f"the same as the {i}-th result type: '{r.type}'")

    def print_custom(self, p) -> str:
        ivs = self.body.blocks[0].args
        text = (f" ({_names(p, ivs)}) = ({_names(p, self.lower_bound)}) to "
                f"({_names(p, self.upper_bound)}) step ({_names(p, self.step)})")
        if self.init_vals:
            text += f" init ({_names(p, self.init_vals)})"
        text += _arrow_types(p, [r.type for r in self.results])
        text += " " + p.region_text(self.body, self)
        return text + p.attr_dict_text(self, {"operandSegmentSizes"})


@asm.rule("scf_parallel_header")
def _scf_parallel_header(b, c):
    kw, ivs, lbs, ubs, steps, inits, res = c
    res_types = _type_list(res)
    inits = inits or []
    groups = [[_use(b, t, T.index) for t in g] for g in (lbs, ubs, steps)]
    groups.append([_use(b, t, ty) for t, ty in zip(inits, res_types, strict=False)])
    b.entry_args([b.new_arg(t, T.index) for t in ivs])
    return (kw, groups, res_types)


@asm.rule("scf_parallel")
def _scf_parallel(b, c):
    (kw, groups, res_types), body, attrs = c
    _ensure_terminator(b, body, "scf.reduce", kw[2])
    d = dict(attrs)
    d["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(len(g) for g in groups))
    op = ParallelOp.create([v for g in groups for v in g], res_types, d, [body], [])
    op.loc = kw[2]
    return op


# ---- scf.execute_region ----------------------------------------------------------------------
class ExecuteRegionOp(_ScfOp, name="scf.execute_region", traits=[RecursiveMemoryEffects]):
    """`%r = scf.execute_region -> f32 { ... scf.yield %x : f32 }`."""
    results_ = var_result()
    region_ = region()
    grammar_rule = "scf_execute_region"

    def verify(self) -> None:
        if not self.region_.blocks:
            raise self.error("region needs to have at least one block")
        if self.region_.blocks[0].args:
            raise self.error("region cannot have any arguments")

    def verify_regions(self) -> None:
        _check_edges(self, _yield_edges(self, self.region_, "Region #0",
                                        [("parent results", _types_of(self.results))]))

    def print_custom(self, p) -> str:
        text = _arrow_types(p, [r.type for r in self.results])
        text += " " + p.region_text(self.regions[0], self)
        return text + p.attr_dict_text(self)


@asm.rule("scf_execute_region")
def _scf_execute_region(b, c):
    kw, res, body, attrs = c
    op = ExecuteRegionOp.create([], _type_list(res), dict(attrs), [body], [])
    op.loc = kw[2]
    return op


# ---- scf.index_switch ------------------------------------------------------------------------
class IndexSwitchOp(_ScfOp, name="scf.index_switch", traits=[RecursiveMemoryEffects]):
    """`%r = scf.index_switch %i -> f32 case 2 { ... } default { ... }`."""
    arg = operand(T.index)
    cases = prop()
    results_ = var_result()
    default_region = region()
    case_regions = var_region()
    grammar_rule = "scf_index_switch"

    def verify(self) -> None:
        values = self.attributes["cases"].values
        if len(values) != len(self.regions) - 1:
            raise self.error(f"has {len(self.regions) - 1} case regions but {len(values)} case "
                             "values")
        seen = set()
        for v in values:
            if v in seen:
                raise self.error(f"has duplicate case value: {v}")
            seen.add(v)
        want = _types_of(self.results)
        named = [("default region", self.regions[0])] + [
            (f"case region #{i}", r) for i, r in enumerate(self.regions[1:])]
        for name, r in named:
            y = _terminator(r)
            if y is None:
                continue  # an empty region: the region's own checks report it
            if y.name != "scf.yield":
                raise self.error(f"expected region to end with scf.yield, but got {y.name}")
            if len(y.operands) != len(want):
                raise self.error(f"expected each region to return {len(want)} values, but "
                                 f"{name} returns {len(y.operands)}",
                                 (y.loc, "see yield operation here"))
            for i, (v, t) in enumerate(zip(y.operands, want, strict=True)):
                if v.type is not t:
                    raise self.error(f"expected result #{i} of each region to be '{t}'",
                                     (y.loc, f"{name} returns '{v.type}' here"))

    def printed_regions(self) -> list:
        """Regions in the order they are printed: the cases, then the default."""
        return self.regions[1:] + self.regions[:1]

    def print_custom(self, p) -> str:
        text = " " + p.value_name(self.arg) + p.attr_dict_text(self, {"cases"})
        if self.results:
            text += " -> " + ", ".join(p.type_text(r.type) for r in self.results)
        text += " "
        nl = "\n" + "  " * p.indent
        values = self.attributes["cases"].values
        for v, r in zip(values, self.regions[1:], strict=False):
            text += f"{nl}case {v} " + p.region_text(r, self)
        default = self.regions[0]
        show = not self.hides_terminator(default)
        text += nl + "default " + p.region_text(default, self, entry_args=True, terminators=show)
        return text

    def hides_terminator(self, region) -> bool:
        """The default region's terminator is elided when it is a bare `scf.yield` (its
        location then gets no alias either)."""
        if region is not self.regions[0]:
            return False
        term = region.blocks[-1].ops[-1] if region.blocks and region.blocks[-1].ops else None
        return not (term is None or not term.has_trait(Terminator) or bool(
            term.operands or term.results or term.attributes))


@asm.rule("scf_case")
def _scf_case(b, c):
    return (_int_literal(c[0][1]), c[1])


@asm.rule("scf_index_switch")
def _scf_index_switch(b, c):
    kw, arg, attrs, res = c[:4]
    cases, default = c[4:-1], c[-1]
    d = dict(attrs)
    d["cases"] = A.DenseArrayAttr(T.i64, tuple(v for v, _ in cases))
    for r in [default] + [r for _, r in cases]:
        _ensure_terminator(b, r, "scf.yield", kw[2])
    op = IndexSwitchOp.create([_use(b, arg, T.index)], _type_list(res), d,
                       [default] + [r for _, r in cases], [])
    op.loc = kw[2]
    return op


# ---- scf.forall ------------------------------------------------------------------------------
DYNAMIC_INDEX = -9223372036854775808  # ShapedType::kDynamic in the static bound arrays


# the gpu attributes that implement DeviceMappingAttrInterface
_DEVICE_MAPPINGS = ("#gpu.block<", "#gpu.thread<", "#gpu.warp<", "#gpu.warpgroup<",
                    "#gpu.memory_space<")


class InParallelOp(Op, name="scf.forall.in_parallel",
                   traits=[Pure, Terminator, SingleBlock, NoTerminator]):
    """The terminator of scf.forall (implicit, hence elided, when the loop has no results)."""
    body = region()
    format = "$body attr-dict"

    def verify(self) -> None:
        self.expect_parent("scf.forall")
        for op in self.body.blocks[0].ops if self.body.blocks else ():
            if op.name != "tensor.parallel_insert_slice":
                raise self.error("expected only tensor.parallel_insert_slice ops")


class ForallOp(_ScfOp, name="scf.forall",
               traits=[SegmentedOperands, SingleBlock, RecursiveMemoryEffects]):
    """`scf.forall (%i, %j) in (%n, 4) { ... } {mapping = [#gpu.block<x>, #gpu.block<y>]}`."""
    dynamic_lower_bound = var_operand(C.Index)
    dynamic_upper_bound = var_operand(C.Index)
    dynamic_step = var_operand(C.Index)
    outputs = var_operand()
    static_lower_bound = prop(C.DenseI64Array, name="staticLowerBound")
    static_upper_bound = prop(C.DenseI64Array, name="staticUpperBound")
    static_step = prop(C.DenseI64Array, name="staticStep")
    mapping = opt_prop(C.AttrConstraint(
        "Device Mapping array attribute", lambda a: isinstance(a, A.ArrayAttr) and all(
            str(m).startswith(_DEVICE_MAPPINGS) for m in a.value)))
    results_ = var_result()
    body = region()
    grammar_rule = "scf_forall"

    def _bounds(self, which: str) -> list:
        """The bound list `which` (lower, upper, step): an int or a Value per dimension."""
        dyn = list(getattr(self, "dynamic_" + which))
        static = self.attributes["static" + which.title().replace("_", "")].values
        return [dyn.pop(0) if v == DYNAMIC_INDEX and dyn else v for v in static]

    def verify(self) -> None:
        rank = len(self.attributes["staticLowerBound"].values)
        args = self.body.blocks[0].args if self.body.blocks else []
        if len(args) != rank + len(self.outputs):
            raise self.error(f"region expects {rank} arguments")
        for i, a in enumerate(args[:rank]):
            if a.type is not T.index:
                raise self.error(f"expects {i}-th block argument to be an index")
        for i, (a, v) in enumerate(zip(args[rank:], self.outputs, strict=False)):
            if a.type is not v.type:
                raise self.error(f"type mismatch between {i}-th output and corresponding block "
                                 "argument")
        mapping = self.attributes.get("mapping")
        if mapping is not None and mapping.value and len(mapping.value) != rank:
            raise self.error("mapping attribute size must match op rank")
        for which, what in (("lower_bound", "lower bound"), ("upper_bound", "upper bound"),
                            ("step", "step")):  # verifyListOfOperandsOrIntegers
            static = self.attributes["static" + which.title().replace("_", "")].values
            if len(static) != rank:
                raise _emit_error(self, f"expected {rank} {what} values, got {len(static)}")
            n_dyn = sum(1 for v in static if v == DYNAMIC_INDEX)
            if len(getattr(self, "dynamic_" + which)) != n_dyn:
                raise _emit_error(self, f"expected {n_dyn} dynamic {what} values")

    def print_custom(self, p) -> str:
        ivs = self.body.blocks[0].args

        def lst(vals):
            return "(" + ", ".join(v if isinstance(v, str) else str(v) for v in
                                   [p.value_name(x) if not isinstance(x, int) else x
                                    for x in vals]) + ")"
        lbs, ubs, steps = (self._bounds(w) for w in ("lower_bound", "upper_bound", "step"))
        text = f" ({_names(p, ivs)})"
        if all(v == 0 for v in lbs) and all(v == 1 for v in steps):
            text += f" in {lst(ubs)}"
        else:
            text += f" = {lst(lbs)} to {lst(ubs)} step {lst(steps)}"
        text += " " + p.region_text(self.body, self, terminators=bool(self.results))
        return text + p.attr_dict_text(self, {"operandSegmentSizes", "staticLowerBound",
                                              "staticUpperBound", "staticStep"})


@asm.rule("scf_forall_list")
def _scf_forall_list(b, c):
    return list(c)


@asm.rule("scf_forall_in")
def _scf_forall_in(b, c):
    return (None, c[0], None)


@asm.rule("scf_forall_range")
def _scf_forall_range(b, c):
    return tuple(c)


@asm.rule("scf_forall_header")
def _scf_forall_header(b, c):
    kw, ivs, (lbs, ubs, steps) = c
    n = len(ivs)
    lbs = lbs if lbs is not None else [0] * n
    steps = steps if steps is not None else [1] * n
    groups, statics = [], []
    for lst, what in ((lbs, "lower bound"), (ubs, "upper bound"), (steps, "step")):
        if len(lst) != n and what != "lower bound":  # mlir-opt-19 leaves that to the verifier
            raise b.error(f"expected {n} {what} values, got {len(lst)}", kw[2])
        groups.append([_use(b, t, T.index) for t in lst if not isinstance(t, int)
                       and t[0] == "SSA_ID"])
        statics.append(A.DenseArrayAttr(T.i64, tuple(
            t if isinstance(t, int) else DYNAMIC_INDEX if t[0] == "SSA_ID" else _int_literal(t[1])
            for t in lst)))
    groups.append([])
    b.entry_args([b.new_arg(t, T.index) for t in ivs])
    return (kw, groups, statics)


@asm.rule("scf_forall")
def _scf_forall(b, c):
    (kw, groups, statics), body, attrs = c
    blocks = body.blocks
    last = blocks[-1].ops[-1] if blocks and blocks[-1].ops else None
    if last is None or not last.has_trait(Terminator):  # ForallOp::ensureTerminator
        region_ = Region()
        region_.append(Block())
        term = InParallelOp.create([], [], {}, [region_], [], b.loc_at(kw[2]))
        if not blocks:
            body.append(Block())
        body.blocks[-1].append(term)
    d = dict(attrs)
    d["operandSegmentSizes"] = A.DenseArrayAttr(T.i32, tuple(len(g) for g in groups))
    d["staticLowerBound"], d["staticUpperBound"], d["staticStep"] = statics
    op = ForallOp.create([v for g in groups for v in g], [], d, [body], [])
    op.loc = kw[2]
    return op


SCF = Dialect("scf", ops=[YieldOp, ConditionOp, ReduceReturnOp, ReduceOp, ForOp, IfOp, WhileOp,
                          ParallelOp, ExecuteRegionOp, IndexSwitchOp, ForallOp, InParallelOp])
