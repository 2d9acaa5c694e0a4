"""The affine dialect: loops and conditionals whose bounds and conditions are affine maps and
integer sets of index values (affine.for, affine.if, affine.parallel), memory accesses with
affine subscripts (affine.load, affine.store) and index arithmetic (affine.apply, min, max).

Loop headers declare their body's arguments and subscripts are affine expressions of SSA
values, so those ops use hand-written rules of grammar/affine.lark; the rest use formats.
"""
from __future__ import annotations

from gpuopt.ir import affine as AF
from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.assembly import add_implicit_terminator, directive
from gpuopt.ir.core import Region
from gpuopt.ir.opdef import (
    IN_PLACE,
    Dialect,
    Op,
    Pure,
    ReadOnly,
    RecursiveMemoryEffects,
    ReturnLike,
    SegmentedOperands,
    SingleBlock,
    Terminator,
    constant_value,
    operand,
    prop,
    region,
    result,
    var_operand,
    var_result,
)

AffineMapAttr = C.AttrConstraint("AffineMap attribute",
                                 lambda a: isinstance(a, AF.AffineMapAttr))
IntegerSetAttr = C.AttrConstraint("IntegerSet attribute",
                                  lambda a: isinstance(a, AF.IntegerSetAttr))
_ANY_MEMREF = C.TypeConstraint("memref of any type values",
                               lambda t: isinstance(t, T.MemRefType))

# Ops whose regions are affine scopes: their top-level values are valid symbols.
_SCOPES = frozenset({"func.func", "builtin.module"})  # gpu.func and gpu.launch are not


# ---- dims and symbols (MLIR's isValidDim / isValidSymbol) -------------------------------------
def _owner_op(v):
    """The op whose region holds the definition of `v`."""
    block = v.owner if not hasattr(v, "op") or v.op is None else v.op.parent
    if block is None or not hasattr(block, "parent") or block.parent is None:
        return None
    return block.parent.parent


def _def_op(v):
    return v.defining_op


def _is_top_level(v) -> bool:
    parent = _owner_op(v)
    return parent is not None and parent.name in _SCOPES


def is_valid_symbol(v) -> bool:
    if v.type is not T.index:
        return False
    if _is_top_level(v):
        return True
    d = _def_op(v)
    if d is None:
        return False
    if constant_value(v) is not None:
        return True
    if d.name == "affine.apply":
        return all(is_valid_symbol(x) for x in d.operands)
    return False


def is_valid_dim(v) -> bool:
    if v.type is not T.index:
        return False
    d = _def_op(v)
    if d is None:
        parent = _owner_op(v)
        return parent is not None and (parent.name in ("affine.for", "affine.parallel")
                                       or parent.name in _SCOPES)
    if is_valid_symbol(v):
        return True
    if d.name == "affine.apply":
        return all(is_valid_dim(x) for x in d.operands)
    return False


def _check_dims_and_symbols(op, operands, num_dims: int, dim_msg: str, sym_msg: str) -> None:
    for i, v in enumerate(operands):
        if i < num_dims:
            if not is_valid_dim(v):
                raise op.error(dim_msg)
        elif not is_valid_symbol(v):
            raise op.error(sym_msg)


# ---- composing and canonicalizing maps and their operands -----------------------------------
def compose(num_dims: int, num_syms: int, exprs: tuple, operands: list) -> tuple:
    """composeAffineMapAndOperands: operands defined by one-result affine.apply ops are
    replaced by their (canonicalized) maps, until none is left; their dims and symbols are
    appended to the operand lists."""
    dims, syms = list(operands[:num_dims]), list(operands[num_dims:])
    pos = 0
    while pos < len(dims) + syms.__len__():
        is_dim = pos < len(dims)
        at = pos if is_dim else pos - len(dims)
        v = dims[at] if is_dim else syms[at]
        d = v.defining_op if v is not None else None
        if d is None or d.name != "affine.apply":
            pos += 1
            continue
        if is_dim:
            dims[at] = None
        else:
            syms[at] = None
        m = d.map.value
        cd, cs, cexprs, cops = canonicalize_operands(m.num_dims, m.num_syms, m.results,
                                                     list(d.operands))
        repl = AF.substitute(cexprs[0], [AF.Dim(len(dims) + k) for k in range(cd)],
                             [AF.Sym(len(syms) + k) for k in range(cs)])
        dims += cops[:cd]
        syms += cops[cd:]
        old = AF.Dim(at) if is_dim else AF.Sym(at)
        exprs = tuple(_replace_expr(e, old, repl) for e in exprs)
    out: list = []
    dim_repl, sym_repl = [], []
    for container, repl, mk in ((dims, dim_repl, AF.Dim), (syms, sym_repl, AF.Sym)):
        k = 0
        for v in container:
            if v is None:
                repl.append(AF.Const(0))
                continue
            repl.append(mk(k))
            k += 1
            out.append(v)
    exprs = tuple(AF.substitute(e, dim_repl, sym_repl) for e in exprs)
    nd = sum(1 for v in dims if v is not None)
    return nd, len(out) - nd, exprs, out


def _replace_expr(e, old, new):
    if e == old:
        return new
    if isinstance(e, AF.Bin):
        lhs, rhs = _replace_expr(e.lhs, old, new), _replace_expr(e.rhs, old, new)
        if e.kind == "+":
            return AF.simplify_add(lhs, rhs)
        if e.kind == "*":
            return AF.simplify_mul(lhs, rhs)
        return AF.simplify_div(e.kind, lhs, rhs)
    return e


def canonicalize_operands(num_dims: int, num_syms: int, exprs: tuple, operands: list) -> tuple:
    """canonicalizeMapAndOperands: dims that are valid symbols become symbols, unused
    operands go, repeated ones merge, constant symbols fold into the expressions."""
    dims_v, syms_v = list(operands[:num_dims]), list(operands[num_dims:])
    dim_repl = []
    nd = 0
    for v in dims_v:
        if is_valid_symbol(v):
            dim_repl.append(AF.Sym(len(syms_v)))
            syms_v.append(v)
        else:
            dim_repl.append(AF.Dim(nd))
            nd += 1
    if nd != num_dims:
        exprs = tuple(AF.substitute(e, dim_repl, [AF.Sym(i) for i in range(num_syms)])
                      for e in exprs)
        dims_v = [v for v, r in zip(dims_v, dim_repl, strict=True) if isinstance(r, AF.Dim)]
        num_dims, num_syms = nd, len(syms_v)
    used_d, used_s = AF.used_positions(exprs)
    out: list = []
    seen: dict = {}
    dim_map: list = [AF.Dim(0)] * num_dims
    nd = 0
    for i, v in enumerate(dims_v):
        if i not in used_d:
            continue
        if v in seen:
            dim_map[i] = seen[v]
        else:
            dim_map[i] = seen[v] = AF.Dim(nd)
            nd += 1
            out.append(v)
    seen = {}
    sym_map: list = [AF.Sym(0)] * num_syms
    ns = 0
    for i, v in enumerate(syms_v):
        if i not in used_s:
            continue
        c = constant_value(v)
        if isinstance(c, A.IntegerAttr):
            sym_map[i] = AF.Const(c.value)
            continue
        if v in seen:
            sym_map[i] = seen[v]
        else:
            sym_map[i] = seen[v] = AF.Sym(ns)
            ns += 1
            out.append(v)
    exprs = tuple(AF.substitute(e, dim_map, sym_map) for e in exprs)
    return nd, ns, exprs, out


def simplified_map(amap: AF.AffineMap, operands: list, do_compose: bool = True) -> tuple:
    """(map, operands) after composition and canonicalization."""
    n_d, n_s, exprs = amap.num_dims, amap.num_syms, amap.results
    if do_compose:
        n_d, n_s, exprs, operands = compose(n_d, n_s, exprs, list(operands))
    n_d, n_s, exprs, operands = canonicalize_operands(n_d, n_s, exprs, list(operands))
    if do_compose:
        exprs = tuple(AF.simplify_expr(e, n_d, n_s) for e in exprs)
    return AF.AffineMap(n_d, n_s, exprs), operands


# ---- printing maps over SSA values -----------------------------------------------------------
def _dim_sym_text(p, values, num_dims: int) -> str:
    text = "(" + ", ".join(p.value_name(x) for x in values[:num_dims]) + ")"
    if len(values) > num_dims:
        text += "[" + ", ".join(p.value_name(x) for x in values[num_dims:]) + "]"
    return text


def _ssa_expr_text(p, e, operands, num_dims: int) -> str:
    """An affine expression with its dims spelled as SSA names, symbols as `symbol(%x)`."""
    def name(x):
        if isinstance(x, AF.Dim):
            return p.value_name(operands[x.pos])
        return f"symbol({p.value_name(operands[num_dims + x.pos])})"
    return AF.expr_text(e, name=name)


class _SsaIds:
    """Collects the dims and symbols of an affine expression of SSA values, in order of first
    use (parseAffineMapOfSSAIds)."""

    def __init__(self, b) -> None:
        self.b = b
        self.dims: list = []
        self.syms: list = []

    def dim(self, tok):
        return AF.Dim(self._slot(self.dims, tok))

    def sym(self, tok):
        return AF.Sym(self._slot(self.syms, tok))

    @staticmethod
    def _slot(names: list, tok) -> int:
        for i, t in enumerate(names):
            if t[1] == tok[1]:
                return i
        names.append(tok)
        return len(names) - 1

    def operands(self) -> list:
        return [_use(self.b, t, T.index) for t in self.dims + self.syms]


def _use(b, tok, ty):
    v = b.lookup(tok, ty)
    if ty is not None and v.type is not None and v.type is not ty:
        raise b.error(f"use of value '{tok[1]}' expects different type than prior uses: "
                      f"'{ty}' vs '{v.type}'", tok[2])
    return v


@asm.rule("affine_ssa_dim")
def _affine_ssa_dim(b, c):
    tok = c[0]
    return lambda ids: ids.dim(tok)


@asm.rule("affine_ssa_sym")
def _affine_ssa_sym(b, c):
    tok = c[0]
    return lambda ids: ids.sym(tok)


@asm.rule("affine_subscripts")
def _affine_subscripts(b, c):
    ids = _SsaIds(b)
    exprs = tuple(f(ids) for f in c if f is not None)
    amap = AF.AffineMap(len(ids.dims), len(ids.syms), exprs)
    return AF.AffineMapAttr(amap), ids.operands()


@asm.rule("affine_alias_ref")
def _affine_alias_ref(b, c):
    tok = c[0]
    a = b.attr_aliases.get(tok[1])
    if a is None:
        raise b.error(f"undefined symbol alias id '{tok[1][1:]}'", tok[2])
    return a, tok[2]


@asm.rule("affine_map_literal")
def _affine_map_literal(b, c):
    return AF.AffineMapAttr(c[1]), c[0][2]


@asm.rule("affine_operands")
def _affine_operands(b, c):
    dims = list(c[0] or ())
    syms = list(c[1] or ()) if len(c) > 1 else []
    return dims, syms


def _map_operands(b, amap, dims, syms, pos: int, what: str = "affine map") -> list:
    m = amap.value
    if len(dims) != m.num_dims:
        raise b.error("dim operand count and affine map dim count must match", pos)
    if len(syms) != m.num_syms:
        raise b.error("symbol operand count and affine map symbol count must match", pos)
    return [_use(b, t, T.index) for t in list(dims) + list(syms)]


def _ensure_terminator(b, body, pos: int) -> None:
    blocks = body.blocks
    last = blocks[-1].ops[-1] if blocks and blocks[-1].ops else None
    if last is not None and last.has_trait(Terminator):
        return
    add_implicit_terminator(body, "affine.yield")
    body.blocks[-1].ops[-1].loc = b.loc_at(pos)


def set_operands(op, operands: list) -> None:
    """Replaces all operands of `op` (its uses kept right)."""
    for i, v in enumerate(op.operands):
        v.uses.remove((op, i))
    op.operands[:] = operands
    for i, v in enumerate(operands):
        v.uses.append((op, i))


def unique_results(m: AF.AffineMap) -> AF.AffineMap:
    """removeDuplicateExprs."""
    seen: list = []
    for e in m.results:
        if e not in seen:
            seen.append(e)
    return AF.AffineMap(m.num_dims, m.num_syms, tuple(seen))


def _yield_of(r):
    ops = r.blocks[-1].ops if r is not None and r.blocks else []
    return ops[-1] if ops and ops[-1].name == "affine.yield" else None


class _AffineOp(Op):
    """Ops printed by hand; their regions have no default dialect."""

    __slots__ = ()


# ---- affine.apply, affine.min, affine.max ------------------------------------------------------
class ApplyOp(Op, name="affine.apply", traits=[Pure]):
    """`%r = affine.apply #map(%d0)[%s0, %s1]`: a one-result affine map of index values."""
    map = prop(AffineMapAttr)
    map_operands = var_operand(C.Index)
    result_ = result(C.Index)
    format = "$map `` custom<dim_and_symbol_list>($map_operands) attr-dict"

    def verify(self) -> None:
        m = self.map.value
        if len(self.map_operands) != m.num_dims + m.num_syms:
            raise self.error("operand count and affine map dimension and symbol count must "
                             "match")
        if len(m.results) != 1:
            raise self.error("mapping must produce one value")

    def fold(self):
        r = _fold_map(self)
        return None if r is None else [r]


def _fold_map(op, pick=None):
    """A constant result when every map result is constant for the operands' constant values
    (the smallest or largest with `pick`); the operand of a single-result identity dim or
    symbol map."""
    m = op.map.value
    if pick is None and len(m.results) == 1:
        e = m.results[0]
        if isinstance(e, AF.Dim):
            return op.operands[e.pos]
        if isinstance(e, AF.Sym):
            return op.operands[m.num_dims + e.pos]
    values = []
    for v in op.operands:
        c = constant_value(v)
        values.append(c.value if isinstance(c, A.IntegerAttr) else None)
    results = [AF.evaluate(e, values[:m.num_dims], values[m.num_dims:]) for e in m.results]
    if not results or any(r is None for r in results):
        return None
    return A.IntegerAttr((pick or min)(results), T.index)


class _MinMaxOp(Op, traits=[Pure]):
    map = prop(AffineMapAttr)
    map_operands = var_operand(C.Index)
    result_ = result(C.Index)
    format = "$map `` custom<dim_and_symbol_list>($map_operands) attr-dict"
    pick = min

    def verify(self) -> None:
        m = self.map.value
        if len(self.map_operands) != m.num_dims + m.num_syms:
            raise self.error("operand count and affine map dimension and symbol count must "
                             "match")

    def fold(self):
        # (mlir-opt-19 folds min/max to a constant only: `affine.min ()[s0] -> (s0)` stays,
        # as --expand-strided-metadata, which only folds, shows)
        r = _fold_map(self, type(self).pick)
        return None if r is None else [r]


class MinOp(_MinMaxOp, name="affine.min"):
    """`%r = affine.min #map(%d0)[%s0]`: the smallest result of a multi-result map."""


class MaxOp(_MinMaxOp, name="affine.max"):
    """`%r = affine.max #map(%d0)[%s0]`: the largest result of a multi-result map."""
    pick = max


# ---- custom<dim_and_symbol_list>: `(%d0, ...)[%s0, ...]` ---------------------------------
@directive("dim_and_symbol_list",
           'custom_dim_and_symbol_list: "(" ssa_uses ")" ["[" ssa_uses "]"]')
def _parse_dim_and_symbol_list(b, v, st, args):
    (operands,) = args
    uses = list(v[0] or ()) + list(v[1] or ())
    st.operands[operands.field.name] = uses
    st.types[operands.field.name] = [T.index] * len(uses)


@_parse_dim_and_symbol_list.printer
def _print_dim_and_symbol_list(p, op, args):
    values = list(getattr(op, args[0].field.name))
    return _dim_sym_text(p, values, op.map.value.num_dims) if op.map.value.num_syms else \
        "(" + ", ".join(p.value_name(x) for x in values[:op.map.value.num_dims]) + ")"


@asm.rule("custom_dim_and_symbol_list")
def _custom_dim_and_symbol_list(b, c):
    return (c[0], c[1])


# ---- affine.yield ------------------------------------------------------------------------------
class YieldOp(Op, name="affine.yield", traits=[Pure, Terminator, ReturnLike]):
    """`affine.yield %a : f32` ends the bodies of affine.for, affine.if and affine.parallel."""
    operands_ = var_operand()
    format = "attr-dict ($operands_^ `:` type($operands_))?"

    def verify(self) -> None:
        parent = self.parent_op
        if parent is None or parent.name not in ("affine.for", "affine.if", "affine.parallel"):
            raise self.error("only terminates affine.if/for/parallel regions")
        n = len(parent.results)
        if len(self.operands) != n:
            raise self.error("parent of yield must have same number of results as the yield "
                             "operands")
        for v, r in zip(self.operands, parent.results, strict=True):
            if v.type is not r.type:
                raise self.error("types mismatch between yield op and its parent")


# ---- affine.load, affine.store -----------------------------------------------------------------
def _check_access(op, memref_type, indices, what: str) -> None:
    m = op.map.value
    if len(m.results) != len(memref_type.shape or ()):
        raise op.error("affine map num results must equal memref rank")
    if m.num_dims + m.num_syms != len(indices):
        raise op.error("expects as many subscripts as affine map inputs")
    for i, v in enumerate(indices):
        if v.type is not T.index:
            raise op.error(f"index to {what} must have 'index' type")
        if not (is_valid_dim(v) if i < m.num_dims else is_valid_symbol(v)):
            raise op.error("index must be a valid dimension or symbol identifier")


class LoadOp(Op, name="affine.load", traits=[ReadOnly]):
    """`%v = affine.load %A[%i + 3, symbol(%n)] : memref<100x100xf32>`."""
    memref = operand(_ANY_MEMREF)
    indices = var_operand(C.Index)
    map = prop(AffineMapAttr)
    result_ = result()
    grammar_rule = "affine_load"
    inline_attrs = ("map",)
    names_shape_op = True  # `%A[%i, %i]` and `%A[%i, %j]` have different maps

    def verify(self) -> None:
        mt = self.memref.type
        if self.result_.type is not mt.element_type:
            raise self.error("result type must match element type of memref")
        _check_access(self, mt, self.indices, "load")

    def print_custom(self, p) -> str:
        m = self.map.value
        subs = ", ".join(_ssa_expr_text(p, e, list(self.indices), m.num_dims)
                         for e in m.results)
        return (f" {p.value_name(self.memref)}[{subs}]" + p.attr_dict_text(self, {"map"})
                + f" : {p.type_text(self.memref.type)}")


@asm.rule("affine_load")
def _affine_load(b, c):
    kw, mem, (amap, idx), attrs, ty = c
    if not isinstance(ty, T.MemRefType):
        raise b.error("memref type expected", kw[2])
    d = dict(attrs)
    d["map"] = amap
    op = LoadOp.create([_use(b, mem, ty)] + idx, [ty.element_type], d, [], [])
    op.loc = kw[2]
    return op


class StoreOp(Op, name="affine.store"):
    """`affine.store %v, %A[%i, %j floordiv 2] : memref<100x100xf32>`."""
    value = operand()
    memref = operand(_ANY_MEMREF)
    indices = var_operand(C.Index)
    map = prop(AffineMapAttr)
    grammar_rule = "affine_store"
    inline_attrs = ("map",)
    names_shape_op = True

    def verify(self) -> None:
        mt = self.memref.type
        if self.value.type is not mt.element_type:
            raise self.error("value to store must have the same type as memref element type")
        _check_access(self, mt, self.indices, "store")

    def print_custom(self, p) -> str:
        m = self.map.value
        subs = ", ".join(_ssa_expr_text(p, e, list(self.indices), m.num_dims)
                         for e in m.results)
        return (f" {p.value_name(self.value)}, {p.value_name(self.memref)}[{subs}]"
                + p.attr_dict_text(self, {"map"}) + f" : {p.type_text(self.memref.type)}")


@asm.rule("affine_store")
def _affine_store(b, c):
    kw, val, mem, (amap, idx), attrs, ty = c
    if not isinstance(ty, T.MemRefType):
        raise b.error("memref type expected", kw[2])
    d = dict(attrs)
    d["map"] = amap
    op = StoreOp.create([_use(b, val, ty.element_type), _use(b, mem, ty)] + idx, [], d, [],
                        [])
    op.loc = kw[2]
    return op


# ---- affine.for --------------------------------------------------------------------------------
def _const_map(v: int) -> AF.AffineMapAttr:
    return AF.AffineMapAttr(AF.AffineMap(0, 0, (AF.Const(v),)))


_SYMBOL_MAP = AF.AffineMapAttr(AF.AffineMap(0, 1, (AF.Sym(0),)))


def _bound_text(p, amap, operands, prefix: str) -> str:
    """printBound: a constant, a lone SSA symbol, or `[min|max] #map(%d...)[%s...]`."""
    m = amap.value
    text = ""
    if len(m.results) == 1:
        e = m.results[0]
        if m.num_dims == 0 and m.num_syms == 0 and isinstance(e, AF.Const):
            return str(e.value)
        if m.num_dims == 0 and m.num_syms == 1 and isinstance(e, AF.Sym):
            return p.value_name(operands[0])
    else:
        text = prefix + " "
    return text + p.attr_text(amap) + _dim_sym_text(p, list(operands), m.num_dims)


class ForOp(_AffineOp, name="affine.for",
            traits=[SegmentedOperands, SingleBlock, RecursiveMemoryEffects]):
    """`%r = affine.for %i = max #lb(%a)[%n] to 10 step 2 iter_args(%s = %x) -> (f32) {...}`."""
    lower_bound_operands = var_operand(C.Index)
    upper_bound_operands = var_operand(C.Index)
    inits = var_operand()
    lower_bound_map = prop(AffineMapAttr, name="lowerBoundMap")
    upper_bound_map = prop(AffineMapAttr, name="upperBoundMap")
    step = prop(C.AttrConstraint("index attribute", lambda a: isinstance(a, A.IntegerAttr)))
    results_ = var_result()
    body = region()
    grammar_rule = "affine_for"
    implicit_terminator = "affine.yield"

    @property
    def inline_attrs(self) -> tuple:
        out = []
        for name in ("lowerBoundMap", "upperBoundMap"):
            m = self.attributes[name].value
            if len(m.results) == 1 and m.num_dims == 0 and (
                    (m.num_syms == 0 and isinstance(m.results[0], AF.Const))
                    or (m.num_syms == 1 and isinstance(m.results[0], AF.Sym))):
                out.append(name)
        return tuple(out)

    def fold(self):
        # foldLoopBounds (bounds of constant operands become constants), canonicalizeLoopBounds
        # (maps composed and canonicalized); a loop with results that never runs yields its
        # inits
        folded = self._fold_bounds()
        if self.results and constant_trip_count(self) == 0:
            return list(self.inits)
        return IN_PLACE if folded else None

    def _bounds(self) -> list:
        lbm, ubm = self.lower_bound_map.value, self.upper_bound_map.value
        n_lb, n_ub = lbm.num_dims + lbm.num_syms, ubm.num_dims + ubm.num_syms
        ops = list(self.operands)
        return [[lbm, ops[:n_lb]], [ubm, ops[n_lb:n_lb + n_ub]], ops[n_lb + n_ub:]]

    def _set_bounds(self, lb, ub, inits) -> None:
        self.attributes["lowerBoundMap"] = AF.AffineMapAttr(lb[0])
        self.attributes["upperBoundMap"] = AF.AffineMapAttr(ub[0])
        self.attributes["operandSegmentSizes"] = A.DenseArrayAttr(
            T.i32, (len(lb[1]), len(ub[1]), len(inits)))
        set_operands(self, lb[1] + ub[1] + inits)

    def _fold_bounds(self) -> bool:
        lb, ub, inits = self._bounds()
        folded = False
        for bound, pick in ((lb, max), (ub, min)):
            m, ops = bound
            if len(m.results) == 1 and not ops and isinstance(m.results[0], AF.Const):
                continue
            values = []
            for v in ops:
                c = constant_value(v)
                values.append(c.value if isinstance(c, A.IntegerAttr) else None)
            res = [AF.evaluate(e, values[:m.num_dims], values[m.num_dims:]) for e in m.results]
            if res and all(r is not None for r in res):
                bound[0], bound[1] = AF.AffineMap(0, 0, (AF.Const(pick(res)),)), []
                folded = True
        new_lb = simplified_map(lb[0], lb[1])
        new_lb = (unique_results(new_lb[0]), new_lb[1])
        new_ub = simplified_map(ub[0], ub[1])
        new_ub = (unique_results(new_ub[0]), new_ub[1])
        if new_lb[0] != lb[0]:
            lb[0], lb[1] = new_lb
            folded = True
        if new_ub[0] != ub[0]:
            ub[0], ub[1] = new_ub
            folded = True
        if folded:
            self._set_bounds(lb, ub, inits)
        return folded

    def located_args(self) -> list:
        """The induction variable prints its location (printRegionArgument)."""
        return self.body.blocks[0].args[:1]

    def verify_regions(self) -> None:
        # LoopLikeOpInterface's checks, then AffineForOp::verifyRegions (after the body's ops)
        if not self.body.blocks:
            return
        args = self.body.blocks[0].args
        iter_args = args[1:]
        if len(self.inits) != len(iter_args):
            raise self.error(f"different number of inits and region iter_args: "
                             f"{len(self.inits)} != {len(iter_args)}")
        term = _yield_of(self.body)
        yielded = list(term.operands) if term is not None else []
        if yielded and len(iter_args) != len(yielded):
            raise self.error(f"different number of region iter_args and yielded values: "
                             f"{len(iter_args)} != {len(yielded)}")
        if len(self.results) != len(iter_args):
            raise self.error(f"different number of loop results and region iter_args: "
                             f"{len(self.results)} != {len(iter_args)}")
        for i, (v, a) in enumerate(zip(self.inits, iter_args, strict=True)):
            if v.type is not a.type:
                raise self.error(f"{i}-th init and {i}-th region iter_arg have different "
                                 f"type: '{v.type}' != '{a.type}'")
        for i, (a, v) in enumerate(zip(iter_args, yielded, strict=False)):
            if a.type is not v.type:
                raise self.error(f"{i}-th region iter_arg and {i}-th yielded value have "
                                 f"different type: '{a.type}' != '{v.type}'")
        for i, (a, r) in enumerate(zip(iter_args, self.results, strict=True)):
            if a.type is not r.type:
                raise self.error(f"{i}-th region iter_arg and {i}-th loop result have "
                                 f"different type: '{a.type}' != '{r.type}'")
        if not args or args[0].type is not T.index:
            raise self.error("expected body to have a single index argument for the induction "
                             "variable")
        lb, ub = self.lower_bound_map.value, self.upper_bound_map.value
        _check_dims_and_symbols(self, list(self.lower_bound_operands), lb.num_dims,
                                "operand cannot be used as a dimension id",
                                "operand cannot be used as a symbol")
        _check_dims_and_symbols(self, list(self.upper_bound_operands), ub.num_dims,
                                "operand cannot be used as a dimension id",
                                "operand cannot be used as a symbol")

    def print_custom(self, p) -> str:
        entry = self.body.blocks[0]
        iv, iter_args = entry.args[0], entry.args[1:]
        text = " " + p.value_name(iv) + (p.arg_loc(iv.loc) if p.debuginfo else "")
        # MLIR splits the operands by the maps' input counts, not by operandSegmentSizes
        lbm, ubm = self.lower_bound_map.value, self.upper_bound_map.value
        n_lb, n_ub = lbm.num_dims + lbm.num_syms, ubm.num_dims + ubm.num_syms
        operands = list(self.operands)
        inits = operands[n_lb + n_ub:]
        text += " = " + _bound_text(p, self.lower_bound_map, operands[:n_lb], "max")
        text += " to " + _bound_text(p, self.upper_bound_map, operands[n_lb:n_lb + n_ub],
                                     "min")
        if self.step.value != 1:
            text += f" step {self.step.value}"
        if inits:
            text += " iter_args(" + ", ".join(
                f"{p.value_name(a)} = {p.value_name(v)}"
                for a, v in zip(iter_args, inits, strict=False)) + ")"
            text += " -> (" + ", ".join(p.type_text(r.type) for r in self.results) + ")"
        text += " " + p.region_text(self.body, self, terminators=bool(inits))
        return text + p.attr_dict_text(self, {"lowerBoundMap", "upperBoundMap", "step",
                                              "operandSegmentSizes"})


@asm.rule("affine_bound_const")
def _affine_bound_const(b, c):
    return (_const_map(int(c[0][1], 0) if "x" in c[0][1] else int(c[0][1])), [], [], None,
            c[0][2])


@asm.rule("affine_bound_ssa")
def _affine_bound_ssa(b, c):
    return (_SYMBOL_MAP, [], [c[0]], None, c[0][2])


@asm.rule("affine_minmax")
def _affine_minmax(b, c):
    return c[0]


@asm.rule("affine_bound_map")
def _affine_bound_map(b, c):
    kw, (amap, pos), (dims, syms) = c
    return (amap, dims, syms, kw, pos)


def _bound(b, bound, pos: int, prefix: str) -> tuple:
    amap, dims, syms, kw, at = bound
    if not isinstance(amap, AF.AffineMapAttr):
        raise b.error("custom op 'affine.for' expected valid affine map representation for "
                      "loop bounds", at)
    m = amap.value
    if len(m.results) > 1 and kw is None:
        raise b.error(f"custom op 'affine.for' {'lower' if prefix == 'max' else 'upper'} loop "
                      f"bound affine map with multiple results requires '{prefix}' prefix", at)
    if kw is not None and kw[1] != prefix:
        raise b.error(f"expected '{prefix}' prefix", kw[2])
    return amap, _map_operands(b, amap, dims, syms, pos)


@asm.rule("affine_for_header")
def _affine_for_header(b, c):
    kw, iv, lb, ub, step, iter_args = c
    lb_map, lb_ops = _bound(b, lb, kw[2], "max")
    ub_map, ub_ops = _bound(b, ub, kw[2], "min")
    step_v = int(step[1]) if step is not None else 1
    if step_v <= 0:
        raise b.error("expected step to be representable as a positive signed integer",
                      step[2])
    inits, res_types = iter_args if iter_args is not None else ([], [])
    if len(inits) != len(res_types):
        raise b.error("mismatch between the number of loop-carried values and results", kw[2])
    init_ops = [_use(b, v, t) for (_, v), t in zip(inits, res_types, strict=False)]
    b.entry_args([b.new_arg(iv, T.index)] + [b.new_arg(a, t) for (a, _), t in
                                             zip(inits, res_types, strict=False)])
    attrs = {"lowerBoundMap": lb_map, "upperBoundMap": ub_map,
             "step": A.IntegerAttr(step_v, T.index),
             "operandSegmentSizes": A.DenseArrayAttr(
                 T.i32, (len(lb_ops), len(ub_ops), len(init_ops)))}
    return (kw, lb_ops + ub_ops + init_ops, res_types, attrs)


@asm.rule("affine_for")
def _affine_for(b, c):
    (kw, operands, res_types, attrs), body, extra = c
    _ensure_terminator(b, body, kw[2])
    d = dict(extra)
    d.update(attrs)
    op = ForOp.create(operands, res_types, d, [body], [])
    op.loc = kw[2]
    return op


def constant_trip_count(op) -> int | None:
    """The trip count of an affine.for with constant bounds (None otherwise)."""
    lb, ub = op.lower_bound_map.value, op.upper_bound_map.value
    if lb.num_dims + lb.num_syms or ub.num_dims + ub.num_syms:
        return None
    if not all(isinstance(e, AF.Const) for e in lb.results + ub.results):
        return None
    if len(lb.results) != 1 or len(ub.results) != 1:
        return None
    lo, hi = lb.results[0].value, ub.results[0].value
    step = op.step.value
    return max(0, -(-(hi - lo) // step)) if step > 0 else None


# ---- affine.if ---------------------------------------------------------------------------------
class IfOp(_AffineOp, name="affine.if", traits=[RecursiveMemoryEffects]):
    """`%r = affine.if #set(%i)[%n] -> f32 { affine.yield ... } else { ... }`."""
    operands_ = var_operand(C.Index)
    results_ = var_result()
    then_region = region()
    else_region = region()
    grammar_rule = "affine_if"
    implicit_terminator = "affine.yield"

    def verify(self) -> None:
        cond = self.attributes.get("condition")
        if not isinstance(cond, AF.IntegerSetAttr):
            raise self.error("requires an integer set attribute named 'condition'")
        s = cond.value
        if len(self.operands) != s.num_dims + s.num_syms:
            raise self.error("operand count and condition integer set dimension and symbol "
                             "count must match")
        _check_dims_and_symbols(self, list(self.operands), s.num_dims,
                                "operand cannot be used as a dimension id",
                                "operand cannot be used as a symbol")
        for r in self.regions:
            if len(r.blocks) > 1:
                raise self.error("expects region #0 to have 0 or 1 blocks")

    def fold(self):
        # compose the set with the affine.apply ops feeding it, canonicalize its operands
        cond = self.attributes.get("condition")
        if not isinstance(cond, AF.IntegerSetAttr):
            return None
        s = cond.value
        amap = AF.AffineMap(s.num_dims, s.num_syms, s.constraints)
        operands = list(self.operands)
        if any(getattr(v.defining_op, "name", None) == "affine.apply"
               for v in operands):
            amap, operands = simplified_map(amap, operands)
        n_d, n_s, exprs, operands = canonicalize_operands(amap.num_dims, amap.num_syms,
                                                          amap.results, operands)
        new = AF.IntegerSet(n_d, n_s, exprs, s.eqs)
        if new == s and operands == list(self.operands):
            return None
        self.attributes["condition"] = AF.IntegerSetAttr(new)
        set_operands(self, operands)
        return IN_PLACE

    def print_custom(self, p) -> str:
        cond = self.attributes["condition"]
        text = " " + p.attr_text(cond) + _dim_sym_text(p, list(self.operands),
                                                       cond.value.num_dims)
        if self.results:
            types = [r.type for r in self.results]
            if len(types) == 1 and not isinstance(types[0], T.FunctionType):
                text += " -> " + p.type_text(types[0])
            else:
                text += " -> (" + ", ".join(p.type_text(t) for t in types) + ")"
        term = bool(self.results)
        text += " " + p.region_text(self.then_region, self, terminators=term)
        if self.else_region.blocks:
            text += " else " + p.region_text(self.else_region, self, terminators=term)
        return text + p.attr_dict_text(self, {"condition"})


@asm.rule("affine_if")
def _affine_if(b, c):
    kw, cond, (dims, syms), res, then, els, attrs = c
    if isinstance(cond, tuple):
        cond = cond[0]
    if not isinstance(cond, AF.IntegerSetAttr):
        raise b.error("expected integer set", kw[2])
    s = cond.value
    if len(dims) != s.num_dims:
        raise b.error("dim operand count and integer set dim count must match", kw[2])
    if len(syms) != s.num_syms:
        raise b.error("symbol operand count and integer set symbol count must match", kw[2])
    operands = [_use(b, t, T.index) for t in list(dims) + list(syms)]
    _ensure_terminator(b, then, kw[2])
    if els is None:
        els = Region()
    else:
        _ensure_terminator(b, els, kw[2])
    d = dict(attrs)
    d["condition"] = cond
    res_types = [] if res is None else list(res) if isinstance(res, (list, tuple)) else [res]
    op = IfOp.create(operands, res_types, d, [then, els], [])
    op.loc = kw[2]
    return op


# ---- affine.parallel ---------------------------------------------------------------------------
# arith::AtomicRMWKind, as affine.parallel's `reductions` stores it.
RMW_KINDS = ("addf", "addi", "assign", "maximumf", "maxs", "maxu", "minimumf", "mins", "minu",
             "mulf", "muli", "ori", "andi", "maxnumf", "minnumf")


def _reduction_fits(kind: str, t) -> bool:
    """isResultTypeMatchAtomicRMWKind."""
    if kind in ("addf", "mulf", "maximumf", "minimumf"):
        return isinstance(t, T.FloatType)
    if kind in ("addi", "muli"):
        return isinstance(t, T.IntegerType)
    if kind in ("maxs", "mins"):
        return isinstance(t, T.IntegerType) and t.signedness == "s"
    if kind in ("maxu", "minu"):
        return isinstance(t, T.IntegerType) and t.signedness == "u"
    if kind in ("ori", "andi"):
        return isinstance(t, T.IntegerType) and not t.signedness
    return kind == "assign"


def _groups_attr(groups) -> A.Attribute:
    vals = [int(g) for g in groups]
    ty = T.TensorType.get((len(vals),), T.i32)
    if vals and all(v == vals[0] for v in vals):
        return A.DenseElementsAttr(vals[0], ty, True)
    return A.DenseElementsAttr(vals, ty)


def bounds_groups(op, name: str) -> list:
    a = op.attributes[name]
    if a.splat:
        return [a.values] * a.type.shape[0]
    return list(a.values)


class ParallelOp(_AffineOp, name="affine.parallel",
                 traits=[SingleBlock, RecursiveMemoryEffects]):
    """`%r = affine.parallel (%i, %j) = (0, 0) to (10, min(%n, 20)) step (2, 1)
    reduce ("addf") -> (f32) {...}`."""
    map_operands = var_operand(C.Index)
    reductions = prop(name="reductions")
    lower_bounds_map = prop(AffineMapAttr, name="lowerBoundsMap")
    lower_bounds_groups = prop(name="lowerBoundsGroups")
    upper_bounds_map = prop(AffineMapAttr, name="upperBoundsMap")
    upper_bounds_groups = prop(name="upperBoundsGroups")
    steps = prop(name="steps")
    results_ = var_result()
    body = region()
    grammar_rule = "affine_parallel"
    implicit_terminator = "affine.yield"
    inline_attrs = ("lowerBoundsMap", "upperBoundsMap")

    def verify(self) -> None:
        lbs, ubs = self.attributes["lowerBoundsMap"].value, self.attributes["upperBoundsMap"].value
        n = len(self.steps.value)
        lg, ug = bounds_groups(self, "lowerBoundsGroups"), bounds_groups(self, "upperBoundsGroups")
        ivs = self.body.blocks[0].args if self.body.blocks else []
        if len(lg) != n or len(ug) != n or len(ivs) != n:
            raise self.error("the number of region arguments (" + str(len(ivs)) + ") and the "
                             "number of map groups for lower (" + str(len(lg)) + ") and upper "
                             "bound (" + str(len(ug)) + "), and the number of steps ("
                             + str(n) + ") must all match")
        if sum(lg) != len(lbs.results):
            raise self.error(f"expected lower bounds map to have {sum(lg)} results")
        if sum(ug) != len(ubs.results):
            raise self.error(f"expected upper bounds map to have {sum(ug)} results")
        reds = self.reductions.value
        if len(reds) != len(self.results):
            raise self.error("a reduction must be specified for each output")
        for r, res in zip(reds, self.results, strict=True):
            if not _reduction_fits(RMW_KINDS[r.value], res.type):
                raise self.error("result type cannot match reduction attribute")

    def print_custom(self, p) -> str:
        ivs = self.body.blocks[0].args
        lbs, ubs = self.attributes["lowerBoundsMap"].value, self.attributes["upperBoundsMap"].value
        operands = list(self.map_operands)
        lb_ops = operands[:lbs.num_dims + lbs.num_syms]
        ub_ops = operands[lbs.num_dims + lbs.num_syms:]

        def bounds(m, ops, groups, kw) -> str:
            parts, k = [], 0
            for g in groups:
                es = [_ssa_expr_text(p, e, ops, m.num_dims) for e in m.results[k:k + g]]
                k += g
                parts.append(es[0] if g == 1 else f"{kw}(" + ", ".join(es) + ")")
            return "(" + ", ".join(parts) + ")"

        text = " (" + ", ".join(p.value_name(a) for a in ivs) + ") = "
        text += bounds(lbs, lb_ops, bounds_groups(self, "lowerBoundsGroups"), "max")
        text += " to " + bounds(ubs, ub_ops, bounds_groups(self, "upperBoundsGroups"), "min")
        steps = [s.value for s in self.steps.value]
        if any(s != 1 for s in steps):
            text += " step (" + ", ".join(str(s) for s in steps) + ")"
        if self.results:
            reds = [RMW_KINDS[r.value] for r in self.attributes["reductions"].value]
            text += " reduce (" + ", ".join(f'"{r}"' for r in reds) + ") -> (" + ", ".join(
                p.type_text(r.type) for r in self.results) + ")"
        text += " " + p.region_text(self.body, self, terminators=bool(self.results))
        return text + p.attr_dict_text(self, {"lowerBoundsMap", "upperBoundsMap",
                                              "lowerBoundsGroups", "upperBoundsGroups",
                                              "steps", "reductions"})


@asm.rule("affine_par_single")
def _affine_par_single(b, c):
    return [c[0]]


@asm.rule("affine_par_group")
def _affine_par_group(b, c):
    return [f for f in c[1:] if f is not None]


@asm.rule("affine_par_bounds")
def _affine_par_bounds(b, c):
    groups = [g for g in c if g is not None]
    ids = _SsaIds(b)
    exprs = tuple(f(ids) for g in groups for f in g)
    amap = AF.AffineMap(len(ids.dims), len(ids.syms), exprs)
    return AF.AffineMapAttr(amap), ids.operands(), [len(g) for g in groups]


@asm.rule("affine_par_steps")
def _affine_par_steps(b, c):
    return [int(t[1]) for t in c]


@asm.rule("affine_par_reduce")
def _affine_par_reduce(b, c):
    names = [t for t in c[:-1]]
    res = c[-1]
    res_types = list(res) if isinstance(res, (list, tuple)) else [res]
    return names, res_types


@asm.rule("affine_parallel_header")
def _affine_parallel_header(b, c):
    kw, ivs, (lb_map, lb_ops, lb_groups), (ub_map, ub_ops, ub_groups), steps, red = c
    n = len(ivs)
    steps = steps if steps is not None else [1] * n
    names, res_types = red if red is not None else ([], [])
    kinds = []
    for t in names:
        text = t[1][1:-1]
        if text not in RMW_KINDS:
            raise b.error(f"custom op 'affine.parallel' invalid reduction value: \"{text}\"",
                          t[2])
        kinds.append(A.IntegerAttr(RMW_KINDS.index(text), T.i64))
    if len(steps) != n:
        raise b.error("expected steps to be the same size as the number of induction "
                      "variables", kw[2])
    b.entry_args([b.new_arg(t, T.index) for t in ivs])
    attrs = {"lowerBoundsMap": lb_map, "lowerBoundsGroups": _groups_attr(lb_groups),
             "upperBoundsMap": ub_map, "upperBoundsGroups": _groups_attr(ub_groups),
             "steps": A.ArrayAttr(tuple(A.IntegerAttr(s, T.i64) for s in steps)),
             "reductions": A.ArrayAttr(tuple(kinds))}
    return (kw, lb_ops + ub_ops, res_types, attrs)


@asm.rule("affine_parallel")
def _affine_parallel(b, c):
    (kw, operands, res_types, attrs), body, extra = c
    _ensure_terminator(b, body, kw[2])
    d = dict(extra)
    d.update(attrs)
    op = ParallelOp.create(operands, res_types, d, [body], [])
    op.loc = kw[2]
    return op


AFFINE = Dialect("affine", ops=[ApplyOp, MinOp, MaxOp, YieldOp, LoadOp, StoreOp, ForOp, IfOp,
                                ParallelOp])
