"""Affine expressions and maps, simplified on construction and printed as MLIR prints them."""
from __future__ import annotations

import math

from gpuopt.ir.attrs import Attribute
from gpuopt.ir.struct import Struct


class AffineExpr:
    __slots__ = ()

    def __add__(self, other: AffineExpr) -> AffineExpr:
        return simplify_add(self, other)

    def __mul__(self, other: AffineExpr) -> AffineExpr:
        return simplify_mul(self, other)


class Dim(AffineExpr, Struct):
    __slots__ = ("pos",)

    def __init__(self, pos: int) -> None:
        self.pos = pos


class Sym(AffineExpr, Struct):
    __slots__ = ("pos",)

    def __init__(self, pos: int) -> None:
        self.pos = pos


class Const(AffineExpr, Struct):
    __slots__ = ("value",)

    def __init__(self, value: int) -> None:
        self.value = value


class Bin(AffineExpr, Struct):
    __slots__ = ("kind", "lhs", "rhs")

    def __init__(self, kind: str, lhs: AffineExpr, rhs: AffineExpr) -> None:
        self.kind = kind  # "+", "*", "floordiv", "ceildiv", "mod"
        self.lhs = lhs
        self.rhs = rhs


def is_symbolic(e: AffineExpr) -> bool:
    """No dims in `e` (isSymbolicOrConstant)."""
    if isinstance(e, Dim):
        return False
    if isinstance(e, Bin):
        return is_symbolic(e.lhs) and is_symbolic(e.rhs)
    return True


def _mul_parts(e: AffineExpr) -> tuple:
    """`expr * c` as (expr, c); anything else as (e, 1)."""
    if isinstance(e, Bin) and e.kind == "*" and isinstance(e.rhs, Const):
        return e.lhs, e.rhs.value
    return e, 1


def simplify_add(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """MLIR's simplifyAdd: constants and symbolic terms to the right, constants and equal
    multiplicands combined."""
    if isinstance(lhs, Const) and isinstance(rhs, Const):
        return Const(lhs.value + rhs.value)
    if isinstance(lhs, Const) or (is_symbolic(lhs) and not is_symbolic(rhs)):
        return simplify_add(rhs, lhs)
    if isinstance(rhs, Const):
        if rhs.value == 0:
            return lhs
        if isinstance(lhs, Bin) and lhs.kind == "+" and isinstance(lhs.rhs, Const):
            return simplify_add(lhs.lhs, Const(lhs.rhs.value + rhs.value))
    first, c1 = _mul_parts(lhs)
    second, c2 = _mul_parts(rhs)
    if first == second:
        return simplify_mul(first, Const(c1 + c2))
    if isinstance(lhs, Bin) and lhs.kind == "+" and isinstance(lhs.rhs, Const):
        return simplify_add(simplify_add(lhs.lhs, rhs), lhs.rhs)
    # expr + (expr floordiv c) * -c is expr mod c
    if isinstance(rhs, Bin) and rhs.kind == "*" and isinstance(rhs.rhs, Const) and \
            isinstance(rhs.lhs, Bin) and rhs.lhs.kind == "floordiv" and \
            isinstance(rhs.lhs.rhs, Const) and rhs.lhs.rhs.value == -rhs.rhs.value and \
            rhs.lhs.lhs == lhs:
        return simplify_div("mod", lhs, rhs.lhs.rhs)
    return Bin("+", lhs, rhs)


def simplify_mul(lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """MLIR's simplifyMul: the constant or symbolic factor on the right, constants folded."""
    if isinstance(lhs, Const) and isinstance(rhs, Const):
        return Const(lhs.value * rhs.value)
    if not is_symbolic(rhs) or isinstance(lhs, Const):
        if not is_symbolic(lhs) and not isinstance(lhs, Const):
            return Bin("*", lhs, rhs)  # not affine: the parser reports it
        lhs, rhs = rhs, lhs
    if isinstance(rhs, Const):
        if rhs.value == 1:
            return lhs
        if rhs.value == 0:
            return rhs
        if isinstance(lhs, Bin) and lhs.kind == "*" and isinstance(lhs.rhs, Const):
            return simplify_mul(lhs.lhs, Const(lhs.rhs.value * rhs.value))
    if isinstance(lhs, Bin) and lhs.kind == "*" and isinstance(lhs.rhs, Const):
        return simplify_mul(simplify_mul(lhs.lhs, rhs), lhs.rhs)
    return Bin("*", lhs, rhs)


def largest_known_divisor(e: AffineExpr) -> int:
    """getLargestKnownDivisor."""
    if isinstance(e, Const):
        return abs(e.value)
    if not isinstance(e, Bin):
        return 1
    lhs = largest_known_divisor(e.lhs)
    if e.kind == "*":
        return lhs * largest_known_divisor(e.rhs)
    if e.kind == "+":
        return math.gcd(lhs, largest_known_divisor(e.rhs))
    if not isinstance(e.rhs, Const) or e.rhs.value == 0:
        return 1
    c = abs(e.rhs.value)
    if e.kind == "mod":
        return math.gcd(lhs, c)
    return lhs // c if lhs % c == 0 else 1


def simplify_div(kind: str, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr:
    """MLIR's simplifyFloorDiv / simplifyCeilDiv / simplifyMod."""
    if not isinstance(rhs, Const) or rhs.value == 0 or (kind == "mod" and rhs.value < 1):
        return Bin(kind, lhs, rhs)
    c = rhs.value
    if isinstance(lhs, Const):
        a = lhs.value
        if kind == "floordiv":
            return Const(a // c)
        if kind == "ceildiv":
            return Const(-(-a // c))
        return Const(a % c)
    lbin = lhs if isinstance(lhs, Bin) else None
    if kind == "mod":
        if largest_known_divisor(lhs) % c == 0:
            return Const(0)
        if lbin is not None and lbin.kind == "+":
            if largest_known_divisor(lbin.lhs) % c == 0:
                return simplify_div("mod", lbin.rhs, rhs)
            if largest_known_divisor(lbin.rhs) % c == 0:
                return simplify_div("mod", lbin.lhs, rhs)
        if lbin is not None and lbin.kind == "mod" and isinstance(lbin.rhs, Const) \
                and lbin.rhs.value >= 1 and lbin.rhs.value % c == 0:
            return simplify_div("mod", lbin.lhs, rhs)
        return Bin(kind, lhs, rhs)
    if c == 1:
        return lhs
    if lbin is not None and lbin.kind == "*" and isinstance(lbin.rhs, Const) \
            and lbin.rhs.value % c == 0:
        return simplify_mul(lbin.lhs, Const(int(lbin.rhs.value / c)))
    if kind == "floordiv" and lbin is not None and lbin.kind == "+" and c > 0 and (
            largest_known_divisor(lbin.lhs) % c == 0
            or largest_known_divisor(lbin.rhs) % c == 0):
        return simplify_add(simplify_div("floordiv", lbin.lhs, rhs),
                            simplify_div("floordiv", lbin.rhs, rhs))
    return Bin(kind, lhs, rhs)


def expr_text(e: AffineExpr, strong: bool = False, name=None) -> str:
    """MLIR's printAffineExprInternal; `name(expr)` spells dims and symbols (SSA operands in
    `affine.load %A[%i + 1, symbol(%n)]`)."""
    if isinstance(e, (Dim, Sym)):
        if name is not None:
            return name(e)
        return f"d{e.pos}" if isinstance(e, Dim) else f"s{e.pos}"
    if isinstance(e, Const):
        return str(e.value)
    assert isinstance(e, Bin)
    lhs, rhs = e.lhs, e.rhs
    if e.kind != "+":
        if e.kind == "*" and isinstance(rhs, Const) and rhs.value == -1:
            s = "-" + expr_text(lhs, True, name=name)
        else:
            spell = " * " if e.kind == "*" else f" {e.kind} "
            s = expr_text(lhs, True, name=name) + spell + expr_text(rhs, True, name=name)
        return f"({s})" if strong else s
    if isinstance(rhs, Bin) and rhs.kind == "*" and isinstance(rhs.rhs, Const):
        c = rhs.rhs.value
        if c == -1:
            inner = expr_text(rhs.lhs, isinstance(rhs.lhs, Bin) and rhs.lhs.kind == "+",
                              name=name)
            s = f"{expr_text(lhs, name=name)} - {inner}"
            return f"({s})" if strong else s
        if c < -1:
            s = f"{expr_text(lhs, name=name)} - {expr_text(rhs.lhs, True, name=name)} * {-c}"
            return f"({s})" if strong else s
    if isinstance(rhs, Const) and rhs.value < 0:
        s = f"{expr_text(lhs, name=name)} - {-rhs.value}"
        return f"({s})" if strong else s
    s = f"{expr_text(lhs, name=name)} + {expr_text(rhs, name=name)}"
    return f"({s})" if strong else s


class AffineMap(Struct):
    __slots__ = ("num_dims", "num_syms", "results")

    def __init__(self, num_dims: int, num_syms: int, results: tuple) -> None:
        self.num_dims = num_dims
        self.num_syms = num_syms
        self.results = results

    def __str__(self) -> str:
        dims = ", ".join(f"d{i}" for i in range(self.num_dims))
        syms = f"[{', '.join(f's{i}' for i in range(self.num_syms))}]" if self.num_syms else ""
        res = ", ".join(expr_text(r) for r in self.results)
        return f"({dims}){syms} -> ({res})"


class AffineMapAttr(Attribute, Struct):
    """`affine_map<(d0) -> (d0)>`; printed through a `#map` alias at the top of the output."""
    __slots__ = ("value",)

    def __init__(self, value: AffineMap) -> None:
        self.value = value

    def __str__(self) -> str:
        return f"affine_map<{self.value}>"


def evaluate(e: AffineExpr, dims: list, syms: list) -> int | None:
    """The value of `e` for constant dims and symbols (None where one is unknown or a
    division is by zero)."""
    if isinstance(e, Const):
        return e.value
    if isinstance(e, Dim):
        return dims[e.pos]
    if isinstance(e, Sym):
        return syms[e.pos]
    assert isinstance(e, Bin)
    a, b = evaluate(e.lhs, dims, syms), evaluate(e.rhs, dims, syms)
    if a is None or b is None:
        return None
    if e.kind == "+":
        return a + b
    if e.kind == "*":
        return a * b
    if b == 0:
        return None
    if e.kind == "floordiv":
        return a // b
    if e.kind == "ceildiv":
        return -(-a // b)
    return a % abs(b)


def map_text(num_dims: int, num_syms: int, exprs) -> str:
    dims = ", ".join(f"d{i}" for i in range(num_dims))
    syms = f"[{', '.join(f's{i}' for i in range(num_syms))}]" if num_syms else ""
    return f"({dims}){syms}"


class IntegerSet(Struct):
    """`(d0)[s0] : (d0 - 10 >= 0, s0 == 0)`: constraints `e >= 0` (eq False) or `e == 0`."""
    __slots__ = ("num_dims", "num_syms", "constraints", "eqs")

    def __init__(self, num_dims: int, num_syms: int, constraints: tuple, eqs: tuple) -> None:
        self.num_dims = num_dims
        self.num_syms = num_syms
        self.constraints = constraints
        self.eqs = eqs

    def __str__(self) -> str:
        cs = ", ".join(expr_text(c) + (" == 0" if eq else " >= 0")
                       for c, eq in zip(self.constraints, self.eqs, strict=True))
        return f"{map_text(self.num_dims, self.num_syms, ())} : ({cs})"


class IntegerSetAttr(Attribute, Struct):
    """`affine_set<(d0) : (d0 >= 0)>`; printed through a `#set` alias."""
    __slots__ = ("value",)

    def __init__(self, value: IntegerSet) -> None:
        self.value = value

    def __str__(self) -> str:
        return f"affine_set<{self.value}>"


def substitute(e: AffineExpr, dims: list, syms: list) -> AffineExpr:
    """`e` with dim i replaced by dims[i] and symbol j by syms[j], simplified again
    (replaceDimsAndSymbols)."""
    if isinstance(e, Dim):
        return dims[e.pos]
    if isinstance(e, Sym):
        return syms[e.pos]
    if isinstance(e, Const):
        return e
    assert isinstance(e, Bin)
    lhs, rhs = substitute(e.lhs, dims, syms), substitute(e.rhs, dims, syms)
    if e.kind == "+":
        return simplify_add(lhs, rhs)
    if e.kind == "*":
        return simplify_mul(lhs, rhs)
    return simplify_div(e.kind, lhs, rhs)


def used_positions(exprs) -> tuple[set, set]:
    dims: set = set()
    syms: set = set()

    def walk(e) -> None:
        if isinstance(e, Dim):
            dims.add(e.pos)
        elif isinstance(e, Sym):
            syms.add(e.pos)
        elif isinstance(e, Bin):
            walk(e.lhs)
            walk(e.rhs)
    for e in exprs:
        walk(e)
    return dims, syms


class _Flattener:
    """SimpleAffineExprFlattener: an expression as coefficients of dims, symbols, local
    floordiv terms and a constant (dicts keyed ('d', i), ('s', i), ('l', k), 'c')."""

    def __init__(self, num_dims: int, num_syms: int) -> None:
        self.num_dims, self.num_syms = num_dims, num_syms
        self.locals: list = []  # the floordiv expressions, in order of creation

    def expr_of(self, v: dict) -> AffineExpr:
        out: AffineExpr = Const(0)
        for j in range(self.num_dims + self.num_syms):
            key = ("d", j) if j < self.num_dims else ("s", j - self.num_dims)
            c = v.get(key, 0)
            if c:
                ident = Dim(j) if j < self.num_dims else Sym(j - self.num_dims)
                out = simplify_add(out, simplify_mul(ident, Const(c)))
        for k, e in enumerate(self.locals):
            c = v.get(("l", k), 0)
            if c:
                out = simplify_add(out, simplify_mul(e, Const(c)))
        if v.get("c", 0):
            out = simplify_add(out, Const(v["c"]))
        return out

    def semi_expr_of(self, v: dict) -> AffineExpr:
        """getSemiAffineExprFromFlatForm: terms sorted by the positions of their dims and
        symbols (dims first), products and quotients of two identifiers among them; other
        locals, then the constant, after."""
        nd, ns = self.num_dims, self.num_syms
        top = max(nd, ns)
        entries: list = []
        off_sym, off_dim = 0, -1
        for j in range(ns):
            c = v.get(("s", j), 0)
            if c:
                entries.append(((j, top + off_sym), c, Sym(j)))
                off_sym += 1
        added = set()
        for k, e in enumerate(self.locals):
            c = v.get(("l", k), 0)
            if not c or not isinstance(e, Bin):
                continue
            lhs, rhs = e.lhs, e.rhs
            if not (isinstance(lhs, (Dim, Sym)) and isinstance(rhs, (Dim, Sym, Const))):
                continue
            if isinstance(rhs, Const):
                if isinstance(lhs, Dim):
                    key = (lhs.pos, off_dim)
                    off_dim -= 1
                else:
                    key = (lhs.pos, top + off_sym)
                    off_sym += 1
            elif isinstance(lhs, Dim):
                key = (lhs.pos, rhs.pos)
            else:
                key = (lhs.pos, top + off_sym)
                off_sym += 1
            entries.append((key, c, e))
            added.add(k)
        for j in range(nd):
            c = v.get(("d", j), 0)
            if c:
                entries.append(((j, off_dim), c, Dim(j)))
                off_dim -= 1
        out: AffineExpr = Const(0)
        for _, c, e in sorted(entries, key=lambda t: t[0]):
            out = simplify_add(out, simplify_mul(e, Const(c)))
        for k, e in enumerate(self.locals):
            c = v.get(("l", k), 0)
            if c and k not in added:
                out = simplify_add(out, simplify_mul(e, Const(c)))
        if v.get("c", 0):
            out = simplify_add(out, Const(v["c"]))
        return out

    def _local(self, e: AffineExpr) -> int:
        if e in self.locals:
            return self.locals.index(e)
        self.locals.append(e)
        return len(self.locals) - 1

    def flatten(self, e: AffineExpr) -> dict | None:
        if isinstance(e, Dim):
            return {("d", e.pos): 1}
        if isinstance(e, Sym):
            return {("s", e.pos): 1}
        if isinstance(e, Const):
            return {"c": e.value}
        assert isinstance(e, Bin)
        lhs = self.flatten(e.lhs)
        if lhs is None:
            return None
        if e.kind == "+":
            rhs = self.flatten(e.rhs)
            if rhs is None:
                return None
            out = dict(lhs)
            for k, v in rhs.items():
                out[k] = out.get(k, 0) + v
            return out
        if not isinstance(e.rhs, Const):
            # semi-affine: a local standing for the product, quotient or remainder
            rhs = self.flatten(e.rhs)
            if rhs is None:
                return None
            a, b = self.expr_of(lhs), self.expr_of(rhs)
            term = simplify_mul(a, b) if e.kind == "*" else simplify_div(e.kind, a, b)
            return {("l", self._local(term)): 1}
        c = e.rhs.value
        if e.kind == "*":
            return {k: v * c for k, v in lhs.items()}
        if c <= 0:
            return None
        g = c
        for v in lhs.values():
            g = math.gcd(g, abs(v))
        reduced = {k: v // g for k, v in lhs.items()}
        if e.kind == "mod":
            if all(v % c == 0 for v in lhs.values()):
                return {}
            k = self._local(simplify_div("floordiv", self.expr_of(reduced), Const(c // g)))
            out = dict(lhs)
            out[("l", k)] = out.get(("l", k), 0) - c
            return out
        if c // g == 1:
            return reduced
        k = self._local(simplify_div(e.kind, self.expr_of(reduced), Const(c // g)))
        return {("l", k): 1}


def simplify_expr(e: AffineExpr, num_dims: int, num_syms: int) -> AffineExpr:
    """simplifyAffineExpr for pure affine expressions: flattened (floordiv, ceildiv and mod by
    positive constants as local terms) and rebuilt in dims, symbols, locals, constant order;
    semi-affine ones are kept as they are."""
    f = _Flattener(num_dims, num_syms)
    flat = f.flatten(e)
    if flat is None:
        return e
    if is_pure_affine(e):
        return f.expr_of(flat)
    if f.expr_of(flat) == e:
        return e
    return f.semi_expr_of(flat)


def is_pure_affine(e: AffineExpr) -> bool:
    """AffineExpr::isPureAffine: products by constants, divisions by constants only."""
    if not isinstance(e, Bin):
        return True
    if e.kind == "+":
        return is_pure_affine(e.lhs) and is_pure_affine(e.rhs)
    if e.kind == "*":
        return is_pure_affine(e.lhs) and is_pure_affine(e.rhs) and (
            isinstance(e.lhs, Const) or isinstance(e.rhs, Const))
    return is_pure_affine(e.lhs) and isinstance(e.rhs, Const)
