"""Random gpu.func kernels, run on gpuopt's cpu device and checked against host loops.

Each case is one kernel: thread/block ids, a global id computed by hand, scalar arithmetic on
f16/f32/f64/i32/i64, `scf.if`/`scf.for` (thread-dependent conditions and trip counts), loads
of an input buffer, stores to an output buffer (K slots per thread), `memref.atomic_rmw` into
a small accumulator buffer, and, in uniform control flow, `gpu.barrier` with workgroup memory
(an exchange through a permutation of the threads, a tree reduction in a loop with a barrier
in it, views of it by `memref.subview`), `gpu.shuffle` (xor/up/down/idx, full warps) and
`gpu.all_reduce`.

Oracle: the same kernel as host loops (`ref_kN`): a loop over blocks, and per phase (the code
between two sync points) a loop over the block's threads; every top-level value is kept in a
per-thread host array, shared memory is one host array per block, a shuffle or reduction reads
the other threads' arrays. That program is lowered by mlir-opt-19 and run by
mlir-cpu-runner-19; gpuopt is never part of the oracle. The gpu program (several kernels per
module, one runner process per module and schedule) runs under `gpuopt-runner --device=cpu` with
the eager and the deferred schedule and `--fail-on-leak`. Also checked: mlir-opt-19's
`--gpu-lower-to-nvvm-pipeline` accepts the gpu program (else the generator is wrong), and, when
`ptxas` is on PATH, the PTX of gpuopt's `--gpu-lower-to-nvvm-pipeline=cubin-format=isa` assembles
for sm_80.

Floats: inputs are small integers, reductions and atomics sum small values, so results are
mostly exact; values are printed as their bits and compared bit for bit, then (for floats) with
a relative tolerance before they count as wrong.
"""
from __future__ import annotations

import os
import random
import re
import shutil
import struct
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

from tools.fuzz import common

NAME = "kernels"
CI_BUDGET = 100
BATCH = 25          # kernels per module (per runner process)

LLVM19 = os.environ.get("LLVM19_BIN", "/usr/lib/llvm-19/bin")
MLIR_OPT19 = os.environ.get("MLIR_OPT19", f"{LLVM19}/mlir-opt")
CPU_RUNNER19 = os.environ.get("MLIR_CPU_RUNNER19", f"{LLVM19}/mlir-cpu-runner")
RUNNER_LIBS = ("/usr/lib/llvm-19/lib/libmlir_runner_utils.so",
               "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so")
HOST_LOWERING = ["--convert-scf-to-cf", "--convert-vector-to-llvm", "--convert-math-to-llvm",
                 "--finalize-memref-to-llvm", "--convert-func-to-llvm", "--convert-arith-to-llvm",
                 "--convert-cf-to-llvm", "--reconcile-unrealized-casts"]
SCHEDULES = ("eager", "deferred")
# ptxas checks gpuopt's PTX when on PATH (not in CI); KERNELGEN_PTXAS= (empty) turns that off
PTXAS = os.environ.get("KERNELGEN_PTXAS", shutil.which("ptxas") or "")
NIN = 97            # input buffer length (prime, so index patterns wrap irregularly)
FLOATS = ("f16", "f32", "f64")
WIDTH = {"f16": 16, "f32": 32, "f64": 64, "i32": 32, "i64": 64}
FEATURES = frozenset({"atomic", "shared", "view", "dynshared", "dynview", "shuffle", "reduce"})
# Known gpuopt bugs the generator can steer around (see /work/wt/_reports/kernelgen-found.md):
# KERNELGEN_AVOID=fcmp-const,cmp-const,view,dynview (a comma-separated subset).
#   fcmp-const: arith.cmpf of two constant expressions (no fold; the translation refuses it)
#   cmp-const: a comparison that folds to a constant in the lowering (the translation refuses
#     the llvm.cond_br on it): one side of each comparison gets a loaded value added
#   view: memref.subview of workgroup memory at a static offset (the cpu device's module load)
#   dynview: memref.view of gpu.dynamic_shared_memory at a non-zero offset (the same)
# All four were fixed on main by 2026-12-03 17:20, so nothing is avoided by default.
AVOID = frozenset(x for x in os.environ.get("KERNELGEN_AVOID", "").split(",") if x)
TOLERANCE = {"f16": 1e-2, "f32": 1e-5, "f64": 1e-12}

INT_BIN = ["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi"]
FLOAT_BIN = ["addf", "subf", "mulf", "maximumf", "minimumf"]
INT_PRED = ["slt", "sgt", "eq", "ne", "sle", "ult"]
FLOAT_PRED = ["olt", "ogt", "oeq", "one", "ole", "oge"]
ATOMIC = {"int": ["addi", "maxs", "mins", "andi", "ori", "maxu", "minu"],
          "float": ["addf", "addf", "maximumf", "minimumf"]}
REDUCE = {"int": ["add", "mul", "minsi", "maxsi", "minui", "maxui", "and", "or", "xor"],
          "float": ["add", "minnumf", "maxnumf", "minimumf", "maximumf"]}
IDS = ["tx", "ty", "bx", "by", "ltid", "gid", "lane", "laneid"]   # laneid: gpu.lane_id


# ---------------------------------------------------------------- the kernel, as data
class Kernel:
    """One random kernel: element type, launch shape, statements (tuples, see `_gen_*`)."""

    def __init__(self, seed: int, index: int = 0, features: frozenset[str] | None = None):
        rng = random.Random(seed)
        self.seed, self.index = seed, index
        features = (FEATURES - AVOID) if features is None else features
        self.ty = rng.choice(["f16", "f32", "f64", "i32", "i64"])
        nt = rng.choice([32, 64, 128])
        self.bx = rng.choice([b for b in (8, 16, 32, 64, 128) if b <= nt])
        self.by = nt // self.bx
        self.gx, self.gy = rng.choice([1, 2, 3]), rng.choice([1, 2])
        self.k = rng.choice([1, 2, 3])
        self.nacc = rng.choice([1, 4, 8])
        # atomics of different kinds do not commute: each kind has slots of its own
        kinds = ATOMIC["float" if self.float else "int"]
        self.atomic_kinds = [rng.choice(kinds)] if self.nacc < 4 else \
            list(dict.fromkeys(rng.choice(kinds) for _ in range(2)))
        self.features = features
        # shared memory: a workgroup attribution, or a view of the dynamic shared memory at
        # byte offset dyn - 1 (0: the attribution)
        self.dyn = 0
        if "dynshared" in features and rng.random() < 0.4:
            self.dyn = 1 + ("dynview" in features and rng.random() < 0.5) * 64
        self.stmts: list = []
        self.constvars: set[str] = set()
        self._n = 0
        g = _Gen(self, rng)
        g.top(rng.randint(4, 12))
        # every output slot gets a value at the end, so none is left at its initial zero only
        for j in range(self.k):
            self.stmts.append(("store", j, g.expr(g.top_vars, 2)))

    @property
    def float(self) -> bool:
        return self.ty in FLOATS

    @property
    def nt(self) -> int:
        return self.bx * self.by

    @property
    def total(self) -> int:
        return self.nt * self.gx * self.gy

    def uses_shared(self) -> bool:
        return any(s[0] in ("exchange", "tree") for s in self.stmts)

    def fresh(self) -> str:
        self._n += 1
        return f"v{self._n}"


class _Gen:
    """Random statements and expressions for one kernel."""

    def __init__(self, k: Kernel, rng: random.Random):
        self.k, self.rng = k, rng
        self.top_vars: list[str] = []

    def leaf(self, scope: list[str]):
        r = self.rng.random()
        if scope and r < 0.45:
            return ("var", self.rng.choice(scope))
        if r < 0.6:
            return ("const", self.rng.randint(-5, 7))
        if r < 0.8:
            return ("load", self.rng.choice([1, 1, 2, 3, 5]), self.rng.randint(0, NIN - 1))
        return ("id", self.rng.choice(IDS))

    def expr(self, scope: list[str], depth: int):
        if depth <= 0 or self.rng.random() < 0.3:
            return self.leaf(scope)
        r = self.rng.random()
        if r < 0.7:
            ops = FLOAT_BIN if self.k.float else INT_BIN + ["shli", "shrsi", "divsi", "remsi"]
            op = self.rng.choice(ops)
            if op in ("shli", "shrsi"):
                return ("bin", op, self.expr(scope, depth - 1),
                        ("const", self.rng.randint(0, WIDTH[self.k.ty] - 1)))
            if op in ("divsi", "remsi"):
                return ("bin", op, self.expr(scope, depth - 1), ("const", self.rng.randint(1, 9)))
            return ("bin", op, self.expr(scope, depth - 1), self.expr(scope, depth - 1))
        if r < 0.8 and self.k.float:
            return ("neg", self.expr(scope, depth - 1))
        return ("select", self.cond(scope, depth - 1), self.expr(scope, depth - 1),
                self.expr(scope, depth - 1))

    def cond(self, scope: list[str], depth: int):
        if self.rng.random() < 0.5:
            return ("idcmp", self.rng.choice(IDS), self.rng.choice(["ult", "eq", "uge"]),
                    self.rng.randint(0, 40), self.rng.choice([0, 2, 3, 5]))
        preds = FLOAT_PRED if self.k.float else INT_PRED
        a, b = self.expr(scope, depth), self.expr(scope, depth)
        if "fcmp-const" in AVOID and self.k.float and self.constant(a) and self.constant(b):
            b = ("load", 1, self.rng.randint(0, NIN - 1))
        if "cmp-const" in AVOID:
            b = ("bin", "addf" if self.k.float else "addi", b,
                 ("load", 1, self.rng.randint(0, NIN - 1)))
        return ("cmp", self.rng.choice(preds), a, b)

    def constant(self, e) -> bool:
        """Whether canonicalization may fold `e` to a constant."""
        if e[0] == "const":
            return True
        if e[0] == "var":
            return e[1] in self.k.constvars
        if e[0] in ("bin", "neg"):
            return all(self.constant(x) for x in e[1:] if isinstance(x, tuple))
        if e[0] == "select":
            return all(self.constant(x) for x in e[2:])
        return False

    def small(self):
        """A small value (|v| <= 4): what atomics and float reductions add up, exactly."""
        if self.rng.random() < 0.6:
            return ("load", self.rng.choice([1, 2, 3]), self.rng.randint(0, NIN - 1))
        return ("idmod", self.rng.choice(IDS), self.rng.choice([2, 3, 5]))

    def body(self, scope: list[str], n: int, depth: int) -> list:
        """Statements of a region: defs, stores, atomics, nested if/for; no sync points."""
        scope = list(scope)
        out = []
        for _ in range(n):
            r = self.rng.random()
            if r < 0.45 or depth <= 0:
                v = self.k.fresh()
                out.append(("def", v, self.expr(scope, 2)))
                if self.constant(out[-1][2]):
                    self.k.constvars.add(v)
                scope.append(v)
            elif r < 0.65:
                out.append(("store", self.rng.randrange(self.k.k), self.expr(scope, 2)))
            elif r < 0.75 and "atomic" in self.k.features:
                out.append(("atomic", self.rng.choice(self.k.atomic_kinds),
                            self.rng.choice([1, 3, 7]), self.small()))
            elif r < 0.88:
                out.append(self.gen_if(scope, depth - 1))
                scope.append(out[-1][1])
            else:
                out.append(self.gen_for(scope, depth - 1))
                scope.append(out[-1][1])
        return out, scope

    def gen_if(self, scope: list[str], depth: int):
        v = self.k.fresh()
        then, tscope = self.body(scope, self.rng.randint(0, 3), depth)
        els, escope = self.body(scope, self.rng.randint(0, 2), depth)
        return ("if", v, self.cond(scope, 1), then, self.expr(tscope, 1), els, self.expr(escope, 1))

    def gen_for(self, scope: list[str], depth: int):
        v, acc, iv = self.k.fresh(), self.k.fresh(), self.k.fresh()
        if self.rng.random() < 0.5:
            bound = ("const", self.rng.randint(0, 4))
        else:  # a thread-dependent trip count
            bound = ("idmod", self.rng.choice(IDS), self.rng.choice([2, 3, 4]))
        body, bscope = self.body(scope + [acc, iv], self.rng.randint(1, 3), depth)
        return ("for", v, self.expr(scope, 1), bound, acc, iv, body,
                ("bin", "addf" if self.k.float else "addi", ("var", acc), self.expr(bscope, 1)))

    def top(self, n: int) -> None:
        feats = self.k.features
        k = self.k
        for _ in range(n):
            r = self.rng.random()
            v = k.fresh()
            if r < 0.1 and "shared" in feats and self.top_vars:
                perm = self.rng.choice([("xor", self.rng.randrange(1, k.nt)),
                                        ("rot", self.rng.randrange(1, k.nt)), ("rev", 0)])
                region = self.rng.randrange(2)
                k.stmts.append(("exchange", v, self.rng.choice(self.top_vars), perm, region,
                                "view" in feats and self.rng.random() < 0.5))
            elif r < 0.16 and "shared" in feats and self.top_vars:
                ops = ["addf", "maximumf", "minimumf"] if k.float else \
                    ["addi", "maxsi", "minsi", "xori", "muli"]
                k.stmts.append(("tree", v, self.rng.choice(ops), self.rng.choice(self.top_vars)))
            elif r < 0.26 and "shuffle" in feats and k.ty != "f16" and self.top_vars:
                mode = self.rng.choice(["xor", "up", "down", "idx"])
                off = self.rng.randrange(1, 32) if mode != "idx" else self.rng.randrange(0, 32)
                k.stmts.append(("shuffle", v, mode, self.rng.choice(self.top_vars), off,
                                self.rng.choice(self.top_vars)))
            elif r < 0.33 and "reduce" in feats and k.ty in ("i32", "f32"):
                op = self.rng.choice(REDUCE["float" if k.float else "int"])
                if k.float or op == "mul" or self.rng.random() < 0.3:
                    src = self.small()
                else:
                    src = ("var", self.rng.choice(self.top_vars)) if self.top_vars else self.small()
                k.stmts.append(("allreduce", v, op, src))
            elif r < 0.36:
                k.stmts.append(("barrier",))
                continue
            elif r < 0.5:
                k.stmts.append(self.gen_if(self.top_vars, 2))
            elif r < 0.6:
                k.stmts.append(self.gen_for(self.top_vars, 2))
            elif r < 0.7:
                k.stmts.append(("store", self.rng.randrange(k.k), self.expr(self.top_vars, 2)))
                continue
            elif r < 0.78 and "atomic" in feats:
                k.stmts.append(("atomic", self.rng.choice(k.atomic_kinds),
                                self.rng.choice([1, 3, 7]), self.small()))
                continue
            else:
                k.stmts.append(("def", v, self.expr(self.top_vars, 3)))
                if self.constant(k.stmts[-1][2]):
                    k.constvars.add(v)
            self.top_vars.append(defined(k.stmts[-1]))


# ---------------------------------------------------------------- emitting MLIR
def defined(stmt) -> str | None:
    return stmt[1] if stmt[0] in ("def", "if", "for", "exchange", "tree", "shuffle",
                                  "allreduce") else None


def uses(x, acc: set) -> set:
    """The variable names tuple tree `x` reads."""
    if isinstance(x, tuple):
        if x and x[0] == "var":
            acc.add(x[1])
        elif x and x[0] in ("exchange", "tree", "shuffle"):   # variables named bare
            acc.update(y for y in x[2:] if isinstance(y, str) and re.fullmatch(r"v\d+", y))
        else:
            for y in x:
                uses(y, acc)
    elif isinstance(x, list):
        for y in x:
            uses(y, acc)
    return acc


class _Emit:
    """MLIR text of one function body; `ids` maps id names to index SSA values."""

    def __init__(self, k: Kernel, prefix: str):
        self.k, self.lines, self.n, self.prefix = k, [], 0, prefix
        self.env: dict[str, str] = {}
        self.ids: dict[str, str] = {}
        self.consts: dict[tuple, str] = {}
        self.depth = 2

    def fresh(self) -> str:
        self.n += 1
        return f"%{self.prefix}{self.n}"

    def put(self, text: str) -> None:
        self.lines.append("  " * self.depth + text)

    def op(self, text: str) -> str:
        r = self.fresh()
        self.put(f"{r} = {text}")
        return r

    def index(self, value: int) -> str:
        return self.op(f"arith.constant {value} : index")

    def const(self, value: int, ty: str | None = None) -> str:
        ty = ty or self.k.ty
        lit = f"{float(value)}" if ty in FLOATS else f"{value}"
        return self.op(f"arith.constant {lit} : {ty}")

    def from_index(self, idx: str) -> str:
        """An index value as the kernel's element type."""
        ty = self.k.ty
        if ty in FLOATS:
            i = self.op(f"arith.index_cast {idx} : index to i32")
            return self.op(f"arith.sitofp {i} : i32 to {ty}")
        return self.op(f"arith.index_cast {idx} : index to {ty}")

    def load_in(self, mul: int, add: int) -> str:
        m, a, n = self.index(mul), self.index(add), self.index(NIN)
        p = self.op(f"arith.muli {self.ids['gid']}, {m} : index")
        q = self.op(f"arith.addi {p}, {a} : index")
        i = self.op(f"arith.remui {q}, {n} : index")
        return self.op(f"memref.load %in[{i}] : memref<?x{self.k.ty}>")

    def expr(self, e) -> str:
        tag, ty = e[0], self.k.ty
        if tag == "var":
            return self.env[e[1]]
        if tag == "const":
            return self.const(e[1])
        if tag == "load":
            return self.load_in(e[1], e[2])
        if tag == "id":
            return self.from_index(self.ids[e[1]])
        if tag == "idmod":
            m = self.index(e[2])
            return self.from_index(self.op(f"arith.remui {self.ids[e[1]]}, {m} : index"))
        if tag == "bin":
            a, b = self.expr(e[2]), self.expr(e[3])
            return self.op(f"arith.{e[1]} {a}, {b} : {ty}")
        if tag == "neg":
            return self.op(f"arith.negf {self.expr(e[1])} : {ty}")
        if tag == "select":
            c = self.cond(e[1])
            a, b = self.expr(e[2]), self.expr(e[3])
            return self.op(f"arith.select {c}, {a}, {b} : {ty}")
        raise ValueError(tag)

    def cond(self, c) -> str:
        if c[0] == "idcmp":
            x = self.ids[c[1]]
            if c[4]:
                m = self.index(c[4])
                x = self.op(f"arith.remui {x}, {m} : index")
            b = self.index(c[3])
            return self.op(f"arith.cmpi {c[2]}, {x}, {b} : index")
        a, b = self.expr(c[2]), self.expr(c[3])
        kind = "cmpf" if self.k.float else "cmpi"
        return self.op(f"arith.{kind} {c[1]}, {a}, {b} : {self.k.ty}")

    def out_index(self, slot: int) -> str:
        kk, j = self.index(self.k.k), self.index(slot)
        p = self.op(f"arith.muli {self.ids['gid']}, {kk} : index")
        return self.op(f"arith.addi {p}, {j} : index")

    def stmt(self, s) -> None:
        """A statement without sync points (the same on both sides)."""
        tag, ty = s[0], self.k.ty
        if tag == "def":
            self.env[s[1]] = self.expr(s[2])
        elif tag == "store":
            v = self.expr(s[2])
            self.put(f"memref.store {v}, %out[{self.out_index(s[1])}] : memref<?x{ty}>")
        elif tag == "atomic":
            v = self.expr(s[3])
            m = self.index(s[2])
            i = self.op(f"arith.remui {self.ids['gid']}, {m} : index")
            per = self.k.nacc // len(self.k.atomic_kinds)   # the slots of this kind
            n = self.index(per)
            j = self.op(f"arith.remui {i}, {n} : index")
            base = self.k.atomic_kinds.index(s[1]) * per
            if base:
                j = self.op(f"arith.addi {j}, {self.index(base)} : index")
            self.op(f"memref.atomic_rmw {s[1]} {v}, %acc[{j}] : (memref<?x{ty}>) -> {ty}"
                    .replace("(memref", f"({ty}, memref"))
        elif tag == "if":
            c = self.cond(s[2])
            r = self.fresh()
            self.put(f"{r} = scf.if {c} -> ({ty}) {{")
            self.region(s[3], s[4])
            self.put("} else {")
            self.region(s[5], s[6])
            self.put("}")
            self.env[s[1]] = r
        elif tag == "for":
            init = self.expr(s[2])
            lb, st = self.index(0), self.index(1)
            b = s[3]
            if b[0] == "const":
                ub = self.index(b[1])
            else:
                m = self.index(b[2])
                ub = self.op(f"arith.remui {self.ids[b[1]]}, {m} : index")
            r, acc, iv = self.fresh(), self.fresh(), self.fresh()
            self.put(f"{r} = scf.for {iv} = {lb} to {ub} step {st} "
                     f"iter_args({acc} = {init}) -> ({ty}) {{")
            self.env[s[4]] = acc
            self.depth += 1
            self.env[s[5]] = self.from_index(iv)
            self.depth -= 1
            self.region(s[6], s[7])
            self.put("}")
            self.env[s[1]] = r
        else:
            raise ValueError(tag)

    def region(self, body: list, result) -> None:
        self.depth += 1
        for s in body:
            self.stmt(s)
        v = self.expr(result)
        self.put(f"scf.yield {v} : {self.k.ty}")
        self.depth -= 1


def _sm_type(k: Kernel, space: bool) -> str:
    suffix = ", #gpu.address_space<workgroup>" if space else ""
    return f"memref<{2 * k.nt}x{k.ty}{suffix}>"


def _view_type(k: Kernel, region: int) -> str:
    return (f"memref<{k.nt}x{k.ty}, strided<[1], offset: {region * k.nt}>, "
            f"#gpu.address_space<workgroup>>")


def _perm(e: _Emit, perm, ltid: str) -> str:
    nt = e.index(e.k.nt)
    if perm[0] == "xor":
        m = e.index(perm[1])
        x = e.op(f"arith.xori {ltid}, {m} : index")
        return e.op(f"arith.remui {x}, {nt} : index")
    if perm[0] == "rot":
        m = e.index(perm[1])
        x = e.op(f"arith.addi {ltid}, {m} : index")
        return e.op(f"arith.remui {x}, {nt} : index")
    last = e.index(e.k.nt - 1)
    return e.op(f"arith.subi {last}, {ltid} : index")


def _shuffle_src(e: _Emit, mode: str, off: int) -> tuple[str, str]:
    """Oracle: the source lane of a shuffle (as a thread id in the block) and its validity."""
    lane, c32, o = e.ids["lane"], e.index(32), e.index(off)
    base = e.op(f"arith.subi {e.ids['ltid']}, {lane} : index")
    if mode == "xor":
        src = e.op(f"arith.xori {lane}, {o} : index")
        ok = e.op(f"arith.cmpi ult, {src}, {c32} : index")
    elif mode == "idx":
        src = o
        ok = e.op(f"arith.cmpi ult, {src}, {c32} : index")
    elif mode == "down":
        src = e.op(f"arith.addi {lane}, {o} : index")
        ok = e.op(f"arith.cmpi ult, {src}, {c32} : index")
    else:
        ok = e.op(f"arith.cmpi uge, {lane}, {o} : index")
        src = e.op(f"arith.subi {lane}, {o} : index")
    src = e.op(f"arith.select {ok}, {src}, {lane} : index")
    return e.op(f"arith.addi {base}, {src} : index"), ok


_REDUCE_ARITH = {"add": "add", "mul": "mul", "minsi": "minsi", "maxsi": "maxsi",
                 "minui": "minui", "maxui": "maxui", "and": "andi", "or": "ori", "xor": "xori",
                 "minnumf": "minnumf", "maxnumf": "maxnumf", "minimumf": "minimumf",
                 "maximumf": "maximumf"}


def _reduce_op(op: str, float_: bool) -> str:
    a = _REDUCE_ARITH[op]
    if a in ("add", "mul"):
        a += "f" if float_ else "i"
    return a


def emit_kernel(k: Kernel) -> list[str]:
    """The gpu.func."""
    ty = k.ty
    e = _Emit(k, "g")
    wg = f" workgroup(%sm : {_sm_type(k, True)})" if k.uses_shared() and not k.dyn else ""
    head = (f"    gpu.func @k{k.index}(%in: memref<?x{ty}>, %out: memref<?x{ty}>, "
            f"%acc: memref<?x{ty}>){wg} kernel {{")
    ids = e.ids
    ids["tx"] = e.op("gpu.thread_id x")
    ids["ty"] = e.op("gpu.thread_id y")
    ids["bx"] = e.op("gpu.block_id x")
    ids["by"] = e.op("gpu.block_id y")
    bdx, bdy, gdx = e.op("gpu.block_dim x"), e.op("gpu.block_dim y"), e.op("gpu.grid_dim x")
    p = e.op(f"arith.muli {ids['ty']}, {bdx} : index")
    ids["ltid"] = e.op(f"arith.addi {p}, {ids['tx']} : index")
    nt = e.op(f"arith.muli {bdx}, {bdy} : index")
    q = e.op(f"arith.muli {ids['by']}, {gdx} : index")
    blin = e.op(f"arith.addi {q}, {ids['bx']} : index")
    base = e.op(f"arith.muli {blin}, {nt} : index")
    ids["gid"] = e.op(f"arith.addi {base}, {ids['ltid']} : index")
    c32 = e.index(32)
    ids["lane"] = e.op(f"arith.remui {ids['ltid']}, {c32} : index")
    ids["laneid"] = e.op("gpu.lane_id")
    if k.uses_shared() and k.dyn:
        i8 = "memref<?xi8, #gpu.address_space<workgroup>>"
        dsm = e.op(f"gpu.dynamic_shared_memory : {i8}")
        off = e.index(k.dyn - 1)
        e.put(f"%sm = memref.view {dsm}[{off}][] : {i8} to {_sm_type(k, True)}")
    for s in k.stmts:
        tag = s[0]
        if tag == "barrier":
            e.put("gpu.barrier")
        elif tag == "exchange":
            _, v, src, perm, region, view = s
            e.put("gpu.barrier")
            if view:
                vt = _view_type(k, region)
                sv = e.op(f"memref.subview %sm[{region * k.nt}] [{k.nt}] [1] : "
                          f"{_sm_type(k, True)} to {vt}")
                e.put(f"memref.store {e.env[src]}, {sv}[{ids['ltid']}] : {vt}")
                e.put("gpu.barrier")
                j = _perm(e, perm, ids["ltid"])
                e.env[v] = e.op(f"memref.load {sv}[{j}] : {vt}")
            else:
                off = e.index(region * k.nt)
                i = e.op(f"arith.addi {ids['ltid']}, {off} : index")
                e.put(f"memref.store {e.env[src]}, %sm[{i}] : {_sm_type(k, True)}")
                e.put("gpu.barrier")
                j = e.op(f"arith.addi {_perm(e, perm, ids['ltid'])}, {off} : index")
                e.env[v] = e.op(f"memref.load %sm[{j}] : {_sm_type(k, True)}")
        elif tag == "tree":
            _, v, op, src = s
            smt = _sm_type(k, True)
            e.put("gpu.barrier")
            e.put(f"memref.store {e.env[src]}, %sm[{ids['ltid']}] : {smt}")
            e.put("gpu.barrier")
            lb, ub, st = e.index(0), e.index(k.nt.bit_length() - 1), e.index(1)
            it = e.fresh()
            e.put(f"scf.for {it} = {lb} to {ub} step {st} {{")
            e.depth += 1
            one = e.index(1)
            sh = e.op(f"arith.addi {it}, {one} : index")
            half = e.op(f"arith.shrui {e.index(k.nt)}, {sh} : index")
            c = e.op(f"arith.cmpi ult, {ids['ltid']}, {half} : index")
            e.put(f"scf.if {c} {{")
            e.depth += 1
            j = e.op(f"arith.addi {ids['ltid']}, {half} : index")
            a = e.op(f"memref.load %sm[{ids['ltid']}] : {smt}")
            b = e.op(f"memref.load %sm[{j}] : {smt}")
            r = e.op(f"arith.{op} {a}, {b} : {ty}")
            e.put(f"memref.store {r}, %sm[{ids['ltid']}] : {smt}")
            e.depth -= 1
            e.put("}")
            e.put("gpu.barrier")
            e.depth -= 1
            e.put("}")
            z = e.index(0)
            e.env[v] = e.op(f"memref.load %sm[{z}] : {smt}")
        elif tag == "shuffle":
            _, v, mode, src, off, fallback = s
            o, w = e.const(off, "i32"), e.const(32, "i32")
            r, ok = e.fresh(), e.fresh()
            e.put(f"{r}, {ok} = gpu.shuffle {mode} {e.env[src]}, {o}, {w} : {ty}")
            e.env[v] = e.op(f"arith.select {ok}, {r}, {e.env[fallback]} : {ty}")
        elif tag == "allreduce":
            _, v, op, src = s
            x = e.expr(src)
            e.env[v] = e.op(f"gpu.all_reduce {op} {x} uniform {{}} : ({ty}) -> {ty}")
        else:
            e.stmt(s)
    return [head] + e.lines + ["      gpu.return", "    }"]


def emit_reference(k: Kernel) -> list[str]:
    """The host-loop version of the kernel: func.func @ref_kN(in, out, acc)."""
    ty = k.ty
    e = _Emit(k, "h")
    e.depth = 2
    top = [defined(s) for s in k.stmts if defined(s)]
    regs = {v: e.op(f"memref.alloc() : memref<{k.nt}x{ty}>") for v in top}
    tmp = {s[1]: e.op(f"memref.alloc() : memref<{k.nt}x{ty}>")
           for s in k.stmts if s[0] == "allreduce"}
    sm = e.op(f"memref.alloc() : {_sm_type(k, False)}")
    c0, c1 = e.index(0), e.index(1)
    gx, gy, bx, by, ntc = e.index(k.gx), e.index(k.gy), e.index(k.bx), e.index(k.by), \
        e.index(k.nt)
    bxv, byv = e.fresh(), e.fresh()
    e.put(f"scf.for {byv} = {c0} to {gy} step {c1} {{")
    e.put(f"  scf.for {bxv} = {c0} to {gx} step {c1} {{")
    e.depth += 2
    smt = _sm_type(k, False)

    # phases: lists of ("pre"/"stmt"/"post", stmt); a sync point closes the current phase
    phases: list[list] = [[]]
    loops: dict[int, tuple] = {}     # phase index -> tree reduction run before it
    for s in k.stmts:
        tag = s[0]
        if tag == "barrier":
            phases.append([])
        elif tag == "exchange":   # barrier, write, barrier, read
            phases.append([("xwrite", s)])
            phases.append([("xread", s)])
        elif tag == "tree":
            phases.append([("twrite", s)])
            phases.append([("tread", s)])
            loops[len(phases) - 1] = s
        elif tag == "allreduce":   # each thread's operand, then the reduction
            phases[-1].append(("rwrite", s))
            phases.append([("rread", s)])
        elif tag == "shuffle":
            phases.append([("stmt", s)])
        else:
            phases[-1].append(("stmt", s))
    where = {}
    for pi, ph in enumerate(phases):
        for _, s in ph:
            if defined(s) and _ in ("stmt", "xread", "tread", "rread"):
                where[defined(s)] = pi

    def thread_loop_open():
        ty_, tx_ = e.fresh(), e.fresh()
        e.put(f"scf.for {ty_} = {c0} to {by} step {c1} {{")
        e.put(f"  scf.for {tx_} = {c0} to {bx} step {c1} {{")
        e.depth += 2
        ids = e.ids
        ids["tx"], ids["ty"], ids["bx"], ids["by"] = tx_, ty_, bxv, byv
        p = e.op(f"arith.muli {ty_}, {bx} : index")
        ids["ltid"] = e.op(f"arith.addi {p}, {tx_} : index")
        q = e.op(f"arith.muli {byv}, {gx} : index")
        blin = e.op(f"arith.addi {q}, {bxv} : index")
        base = e.op(f"arith.muli {blin}, {ntc} : index")
        ids["gid"] = e.op(f"arith.addi {base}, {ids['ltid']} : index")
        ids["lane"] = e.op(f"arith.remui {ids['ltid']}, {e.index(32)} : index")
        ids["laneid"] = ids["lane"]

    def thread_loop_close():
        e.depth -= 2
        e.put("  }")
        e.put("}")

    for pi, ph in enumerate(phases):
        if pi in loops:   # the tree reduction's loop, between the write and the read phases
            _, v, op, src = loops[pi]
            lb, ub = e.index(0), e.index(k.nt.bit_length() - 1)
            it = e.fresh()
            e.put(f"scf.for {it} = {lb} to {ub} step {c1} {{")
            e.depth += 1
            thread_loop_open()
            sh = e.op(f"arith.addi {it}, {c1} : index")
            half = e.op(f"arith.shrui {ntc}, {sh} : index")
            c = e.op(f"arith.cmpi ult, {e.ids['ltid']}, {half} : index")
            e.put(f"scf.if {c} {{")
            e.depth += 1
            j = e.op(f"arith.addi {e.ids['ltid']}, {half} : index")
            a = e.op(f"memref.load {sm}[{e.ids['ltid']}] : {smt}")
            b = e.op(f"memref.load {sm}[{j}] : {smt}")
            r = e.op(f"arith.{op} {a}, {b} : {ty}")
            e.put(f"memref.store {r}, {sm}[{e.ids['ltid']}] : {smt}")
            e.depth -= 1
            e.put("}")
            thread_loop_close()
            e.depth -= 1
            e.put("}")
        if not ph:
            continue
        thread_loop_open()
        used = set()
        for _, s in ph:
            uses(s, used)
        e.env = {}
        for v in sorted(used):
            if v in regs and where.get(v, pi) < pi:
                e.env[v] = e.op(f"memref.load {regs[v]}[{e.ids['ltid']}] : memref<{k.nt}x{ty}>")
        for kind, s in ph:
            if kind == "xwrite":
                off = e.index(s[4] * k.nt)
                i = e.op(f"arith.addi {e.ids['ltid']}, {off} : index")
                e.put(f"memref.store {e.env[s[2]]}, {sm}[{i}] : {smt}")
                continue
            if kind == "twrite":
                e.put(f"memref.store {e.env[s[3]]}, {sm}[{e.ids['ltid']}] : {smt}")
                continue
            if kind == "rwrite":   # the operand goes to the result's array, read back next phase
                x = e.expr(s[3])
                e.put(f"memref.store {x}, {tmp[s[1]]}[{e.ids['ltid']}] : memref<{k.nt}x{ty}>")
                continue
            tag = s[0]
            if kind == "xread":
                off = e.index(s[4] * k.nt)
                j = e.op(f"arith.addi {_perm(e, s[3], e.ids['ltid'])}, {off} : index")
                e.env[s[1]] = e.op(f"memref.load {sm}[{j}] : {smt}")
            elif kind == "tread":
                e.env[s[1]] = e.op(f"memref.load {sm}[{c0}] : {smt}")
            elif tag == "shuffle":
                _, v, mode, src, off, fallback = s
                j, ok = _shuffle_src(e, mode, off)
                r = e.op(f"memref.load {regs[src]}[{j}] : memref<{k.nt}x{ty}>")
                e.env[v] = e.op(f"arith.select {ok}, {r}, {e.env[fallback]} : {ty}")
            elif kind == "rread":
                _, v, op, src = s
                a = _reduce_op(op, k.float)
                first = e.op(f"memref.load {tmp[v]}[{c0}] : memref<{k.nt}x{ty}>")
                acc, j = e.fresh(), e.fresh()
                r = e.fresh()
                e.put(f"{r} = scf.for {j} = {c1} to {ntc} step {c1} "
                      f"iter_args({acc} = {first}) -> ({ty}) {{")
                e.depth += 1
                x = e.op(f"memref.load {tmp[v]}[{j}] : memref<{k.nt}x{ty}>")
                y = e.op(f"arith.{a} {acc}, {x} : {ty}")
                e.put(f"scf.yield {y} : {ty}")
                e.depth -= 1
                e.put("}")
                e.env[v] = r
            else:
                e.stmt(s)
            v = defined(s)
            if v:
                e.put(f"memref.store {e.env[v]}, {regs[v]}[{e.ids['ltid']}] : "
                      f"memref<{k.nt}x{ty}>")
        thread_loop_close()
    e.depth -= 2
    e.put("  }")
    e.put("}")
    for m in list(regs.values()) + list(tmp.values()):
        e.put(f"memref.dealloc {m} : memref<{k.nt}x{ty}>")
    e.put(f"memref.dealloc {sm} : {smt}")
    return ([f"  func.func @ref_k{k.index}(%in: memref<?x{ty}>, %out: memref<?x{ty}>, "
             f"%acc: memref<?x{ty}>) {{"] + e.lines + ["    return", "  }"])


# ---------------------------------------------------------------- the two programs
def _bits(ty: str, x: str, e: _Emit) -> str:
    """An i64 holding x's bits (floats) or its value (integers), for vector.print."""
    if ty == "f64":
        return e.op(f"arith.bitcast {x} : f64 to i64")
    if ty in ("f32", "f16"):
        it = f"i{WIDTH[ty]}"
        b = e.op(f"arith.bitcast {x} : {ty} to {it}")
        return e.op(f"arith.extui {b} : {it} to i64")
    if ty == "i32":
        return e.op(f"arith.extsi {x} : i32 to i64")
    return x


def emit_runner(k: Kernel, gpu: bool) -> list[str]:
    """func.func @run_kN: inputs, the launch (or the call of @ref_kN), the printed results."""
    ty, e = k.ty, _Emit(k, "r")
    mt = f"memref<?x{ty}>"
    c0, c1 = e.index(0), e.index(1)
    nin, nout, nacc = e.index(NIN), e.index(k.total * k.k), e.index(k.nacc)
    hin = e.op(f"memref.alloc({nin}) : {mt}")
    hout = e.op(f"memref.alloc({nout}) : {mt}")
    hacc = e.op(f"memref.alloc({nacc}) : {mt}")
    i = e.fresh()
    e.put(f"scf.for {i} = {c0} to {nin} step {c1} {{")
    e.depth += 1
    x = e.op(f"arith.index_cast {i} : index to i64")
    m, a, n9, four = (e.const(37, "i64"), e.const(k.seed % 1000, "i64"), e.const(9, "i64"),
                      e.const(4, "i64"))
    y = e.op(f"arith.muli {x}, {m} : i64")
    y = e.op(f"arith.addi {y}, {a} : i64")
    y = e.op(f"arith.remsi {y}, {n9} : i64")
    y = e.op(f"arith.subi {y}, {four} : i64")
    if ty in FLOATS:
        y = e.op(f"arith.sitofp {y} : i64 to {ty}")
    elif ty != "i64":
        y = e.op(f"arith.trunci {y} : i64 to {ty}")
    e.put(f"memref.store {y}, {hin}[{i}] : {mt}")
    e.depth -= 1
    e.put("}")
    zero = e.const(0)
    for buf, n in ((hout, nout), (hacc, nacc)):
        i = e.fresh()
        e.put(f"scf.for {i} = {c0} to {n} step {c1} {{")
        e.put(f"  memref.store {zero}, {buf}[{i}] : {mt}")
        e.put("}")
    if gpu:
        t = e.op("gpu.wait async")
        dev = []
        for n in (nin, nout, nacc):
            d, t2 = e.fresh(), e.fresh()
            e.put(f"{d}, {t2} = gpu.alloc async [{t}] ({n}) : {mt}")
            dev.append(d)
            t = t2
        for d, h in zip(dev, (hin, hout, hacc), strict=True):
            t = e.op(f"gpu.memcpy async [{t}] {d}, {h} : {mt}, {mt}")
        gx, gy, bx, by = e.index(k.gx), e.index(k.gy), e.index(k.bx), e.index(k.by)
        dyn = ""
        if k.uses_shared() and k.dyn:
            size = e.const(k.dyn - 1 + 2 * k.nt * WIDTH[ty] // 8, "i32")
            dyn = f" dynamic_shared_memory_size {size}"
        t = e.op(f"gpu.launch_func async [{t}] @kernels::@k{k.index} blocks in ({gx}, {gy}, {c1}) "
                 f"threads in ({bx}, {by}, {c1}){dyn} args({dev[0]} : {mt}, {dev[1]} : {mt}, "
                 f"{dev[2]} : {mt})")
        for d, h in zip(dev[1:], (hout, hacc), strict=True):
            t = e.op(f"gpu.memcpy async [{t}] {h}, {d} : {mt}, {mt}")
        for d in dev:
            t = e.op(f"gpu.dealloc async [{t}] {d} : {mt}")
        e.put(f"gpu.wait [{t}]")
    else:
        e.put(f"func.call @ref_k{k.index}({hin}, {hout}, {hacc}) : ({mt}, {mt}, {mt}) -> ()")
    marker = e.const(-1000 - k.index, "i64")
    e.put(f"vector.print {marker} : i64")
    for buf, n in ((hout, nout), (hacc, nacc)):
        i = e.fresh()
        e.put(f"scf.for {i} = {c0} to {n} step {c1} {{")
        e.depth += 1
        x = e.op(f"memref.load {buf}[{i}] : {mt}")
        e.put(f"vector.print {_bits(ty, x, e)} : i64")
        e.depth -= 1
        e.put("}")
    for buf in (hin, hout, hacc):
        e.put(f"memref.dealloc {buf} : {mt}")
    return [f"  func.func @run_k{k.index}() {{"] + e.lines + ["    return", "  }"]


def _main(kernels: list[Kernel]) -> list[str]:
    return (["  func.func @main() {"] + [f"    func.call @run_k{k.index}() : () -> ()"
                                         for k in kernels] + ["    return", "  }"])


def gpu_program(kernels: list[Kernel], header: str = "") -> str:
    lines = [header] if header else []
    lines += ["module attributes {gpu.container_module} {", "  gpu.module @kernels {"]
    for k in kernels:
        lines += emit_kernel(k)
    lines.append("  }")
    for k in kernels:
        lines += emit_runner(k, True)
    lines += _main(kernels) + ["}", ""]
    return "\n".join(lines)


def host_program(kernels: list[Kernel]) -> str:
    lines = ["module {"]
    for k in kernels:
        lines += emit_reference(k) + emit_runner(k, False)
    lines += _main(kernels) + ["}", ""]
    return "\n".join(lines)




# ---------------------------------------------------------------- running and checking
def _run(cmd: list[str], stdin: str | None = None, timeout: float = 300,
         gpuopt: bool = False) -> tuple[int, str, str]:
    """Runs cmd; `gpuopt`: a gpuopt tool, run from the checkout under test (common.env)."""
    try:
        p = subprocess.run(cmd, input=stdin, capture_output=True, text=True, timeout=timeout,
                           errors="replace", env=common.env() if gpuopt else None)
    except subprocess.TimeoutExpired:
        return 124, "", f"timeout after {timeout} s: {' '.join(cmd[:2])}"
    return p.returncode, p.stdout, p.stderr


def _runner_libs() -> str:
    libs = []
    for lib in RUNNER_LIBS:
        for cand in (lib, lib + ".19.1"):
            if os.path.exists(cand):
                libs.append(cand)
                break
    return ",".join(libs)


def reference_output(kernels: list[Kernel]) -> tuple[str | None, str]:
    """mlir-cpu-runner-19's output of the host-loop program, or None and why not."""
    rc, llvm, err = _run([MLIR_OPT19, "-"] + HOST_LOWERING, host_program(kernels))
    if rc:
        return None, "mlir-opt-19 rejects the host-loop program: " + err[:2000]
    rc, out, err = _run([CPU_RUNNER19, "-e", "main", "--entry-point-result=void",
                         f"-shared-libs={_runner_libs()}"], llvm)
    if rc:
        return None, "mlir-cpu-runner-19 fails on the host-loop program: " + err[:2000]
    return out, ""


def nvvm_check(text: str) -> str:
    """Why mlir-opt-19's nvvm pipeline rejects the gpu program ('' when it accepts it)."""
    rc, _, err = _run([MLIR_OPT19, "-", "--gpu-lower-to-nvvm-pipeline=cubin-chip=sm_80"
                       " cubin-format=isa"], text)
    return err[:2000] if rc else ""


# the PTX: a gpu.binary's `assembly = "..."`, or the global the host lowering made of it
_ASM = re.compile(r'(?:assembly = |_bin_cst\()"((?:[^"\\]|\\.)*)"')


def _unescape(s: str) -> str:
    out = re.sub(r"\\([0-9A-Fa-f]{2})", lambda m: chr(int(m.group(1), 16)), s)
    return out.replace('\\"', '"').replace("\\\\", "\\")


def ptx_check(text: str, env: dict) -> str:
    """Why ptxas -arch=sm_80 rejects gpuopt's PTX of the program ('' when it takes it, or when
    ptxas is absent)."""
    ptxas = PTXAS
    if not ptxas:
        return ""
    rc, out, err = _run(common.tool("gpuopt") + ["-", "--gpu-lower-to-nvvm-pipeline="
                                                 "cubin-chip=sm_80 cubin-format=isa"], text,
                        gpuopt=True)
    if rc:
        return "gpuopt --gpu-lower-to-nvvm-pipeline fails: " + err[:2000]
    found = _ASM.findall(out)
    if not found:
        return "gpuopt --gpu-lower-to-nvvm-pipeline printed no PTX assembly"
    with tempfile.TemporaryDirectory() as d:
        for i, asm in enumerate(found):
            path = os.path.join(d, f"m{i}.ptx")
            with open(path, "w") as f:
                f.write(_unescape(asm).rstrip("\0"))
            rc, _, err = _run([ptxas, "-arch=sm_80", path, "-o", os.devnull])
            if rc:
                return "ptxas -arch=sm_80 rejects gpuopt's PTX: " + err[:2000]
    return ""


def runner_outputs(text: str, schedules: tuple[str, ...] = SCHEDULES
                   ) -> dict[str, tuple[int, str]]:
    """gpuopt-runner's exit status and output under each schedule. One file for both runs:
    the runner caches its lowering by the input's name and bytes, so the second run only
    executes."""
    with tempfile.TemporaryDirectory(prefix="gpuopt-kernels-") as d:
        path = os.path.join(d, "kernels.mlir")
        with open(path, "w") as f:
            f.write(text)
        res = {}
        for sched in schedules:
            rc, out, err = _run(common.tool("gpuopt-runner") + [
                path, "-e", "main", "--entry-point-result=void", "--device=cpu",
                f"--cpu-schedule={sched}", "--fail-on-leak"], gpuopt=True)
            res[sched] = (rc, out + err)
    return res


def sections(out: str) -> dict[int, list[str]]:
    """Output lines per kernel index, split at the markers -1000 - index."""
    res: dict[int, list[str]] = {}
    cur = None
    for line in out.splitlines():
        m = re.fullmatch(r"-(\d+)", line.strip())
        if m and int(m.group(1)) >= 1000:
            cur = int(m.group(1)) - 1000
            res[cur] = []
        elif cur is not None:
            res[cur].append(line.strip())
    return res


def _decode(ty: str, line: str) -> float | None:
    try:
        n = int(line)
    except ValueError:
        return None
    if ty not in FLOATS:
        return n
    fmt, w = {"f16": ("<e", 2), "f32": ("<f", 4), "f64": ("<d", 8)}[ty]
    return struct.unpack(fmt, (n % (1 << (8 * w))).to_bytes(w, "little"))[0]


def same(ty: str, got: list[str], want: list[str]) -> str:
    """'' when the kernel's printed values agree, else the first difference."""
    if len(got) != len(want):
        return f"{len(got)} values printed, {len(want)} expected"
    for i, (g, w) in enumerate(zip(got, want, strict=True)):
        if g == w:
            continue
        a, b = _decode(ty, g), _decode(ty, w)
        close = a is not None and b is not None and ty in FLOATS and (
            (a != a and b != b) or abs(a - b) <= TOLERANCE[ty] * max(abs(a), abs(b)))
        if close:
            continue
        return f"value #{i}: got {a if a is not None else g!r}, expected {b}"
    return ""


def check(kernels: list[Kernel], env: dict | None = None, ptx: bool = True, nvvm: bool = True,
          schedules: tuple[str, ...] = SCHEDULES) -> dict:
    """Runs the checks on one module of kernels: {index: symptom} for the failing ones, plus
    'invalid' (the generator's fault) and 'module' (a failure of the whole module)."""
    env = env or {}
    text = gpu_program(kernels)
    res: dict = {"failures": {}, "invalid": "", "module": ""}
    why = nvvm_check(text) if nvvm else ""
    if why:
        res["invalid"] = "mlir-opt-19's nvvm pipeline rejects the gpu program: " + why
        return res
    want, why = reference_output(kernels)
    if want is None:
        res["invalid"] = why
        return res
    want_s = sections(want)
    for sched, (rc, out) in runner_outputs(text, schedules).items():
        got = sections(out)
        extra = [line for line in out.splitlines() if not re.fullmatch(r"-?\d+", line.strip())]
        if rc or extra:
            kind = "leak" if any("leaked" in x for x in extra) else "internal"
            msg = "\n".join(extra[:6]) or f"exit {rc}"
            res["module"] = res["module"] or \
                f"{kind}: gpuopt-runner --cpu-schedule={sched} exit {rc}:\n{msg}"
        for k in kernels:
            if k.index in res["failures"] or (rc and k.index not in got):
                continue   # (a kernel that never ran: the module's failure says why)
            d = same(k.ty, got.get(k.index, []), want_s.get(k.index, []))
            if d:
                res["failures"][k.index] = f"wrong: --cpu-schedule={sched}: {d}"
    if ptx:
        why = ptx_check(text, env)
        if why:
            res["module"] = res["module"] or "ptx: " + why
    res["want"] = want_s
    return res


# ---------------------------------------------------------------- reduction and reproducers
def signature(symptom: str) -> str:
    """The kind of a failure and its first line without numbers: duplicates share it."""
    first = symptom.splitlines()[0] if symptom else ""
    return re.sub(r"[-\d.]+", "N", first.split(": value #")[0])[:160]


def symptom_of(k: Kernel, ptx: bool, quick: str = "") -> str:
    """The failure of kernel `k` alone ('' when it passes). `quick`: the symptom a reduction
    keeps; then only the checks that can show it run (one schedule, no nvvm check)."""
    scheds = SCHEDULES
    m = re.search(r"--cpu-schedule=(\w+)", quick)
    if m and not quick.startswith("ptx"):
        scheds = (m.group(1),)
    res = check([k], ptx=ptx and (not quick or quick.startswith("ptx")), nvvm=not quick,
                schedules=scheds)
    if res["invalid"]:
        return ""
    if res["module"]:
        return res["module"]
    return res["failures"].get(k.index, "")


def _subst(x, v: str):
    """x with ("var", v) replaced by the constant 1."""
    if isinstance(x, tuple):
        if x[:2] == ("var", v):
            return ("const", 1)
        return tuple(_subst(y, v) for y in x)
    if isinstance(x, list):
        return [_subst(y, v) for y in x]
    return x


def _bare_uses(stmts: list, v: str) -> bool:
    return any(s[0] in ("exchange", "tree", "shuffle") and v in s[2:] for s in stmts)


def _drop(stmts: list, i: int, j: int) -> list | None:
    """stmts without stmts[i:j] (their variables replaced by 1 later on), or None when that
    changes nothing."""
    out = list(stmts[:i])
    rest = list(stmts[j:])
    kept = []
    for s in stmts[i:j]:
        v = defined(s)
        if v and _bare_uses(rest, v):   # a sync point names it: keep it, as the constant 1
            if s[0] == "def" and s[2] == ("const", 1):
                return None
            kept.append(("def", v, ("const", 1)))
        elif v:
            rest = _subst(rest, v)
    return out + kept + rest


def _nested_variants(stmts: list):
    """stmt lists with one statement inside an scf.if/scf.for body dropped."""
    for i, s in enumerate(stmts):
        if s[0] == "if":
            for b, e in ((3, 4), (5, 6)):
                for j in range(len(s[b])):
                    body = _drop(s[b], j, j + 1)
                    if body is not None:
                        v = defined(s[b][j])
                        t = list(s)
                        t[b], t[e] = body, _subst(s[e], v) if v else s[e]
                        yield stmts[:i] + [tuple(t)] + stmts[i + 1:]
        elif s[0] == "for":
            for j in range(len(s[6])):
                body = _drop(s[6], j, j + 1)
                if body is not None:
                    v = defined(s[6][j])
                    t = list(s)
                    t[6], t[7] = body, _subst(s[7], v) if v else s[7]
                    yield stmts[:i] + [tuple(t)] + stmts[i + 1:]


_EXPR_TAGS = {"bin", "neg", "select", "load", "id", "idmod", "var"}


def _expr_variants(x):
    """Copies of x (a statement list or tuple tree) with one expression made simpler: the
    constant 1 or one of its operands; outer expressions first."""
    if isinstance(x, list):
        for i, y in enumerate(x):
            for v in _expr_variants(y):
                yield x[:i] + [v] + x[i + 1:]
        return
    if not isinstance(x, tuple) or not x:
        return
    if x[0] in _EXPR_TAGS and x != ("const", 1):
        yield ("const", 1)
        if x[0] in ("bin", "select"):   # ("bin", op, a, b), ("select", cond, a, b)
            yield from (x[2], x[3])
        elif x[0] == "neg":
            yield x[1]
    for i, y in enumerate(x):
        if isinstance(y, (tuple, list)):
            for v in _expr_variants(y):
                yield x[:i] + (v,) + x[i + 1:]


def _copy(kernel: Kernel, **changes) -> Kernel:
    c = object.__new__(Kernel)
    c.__dict__.update(kernel.__dict__)
    c.__dict__.update(changes)
    return c


def reduce_kernel(k: Kernel, symptom: str, seconds: float, ptx: bool) -> Kernel:
    """Delta debugging over the kernel's statements and launch shape, keeping the symptom's
    signature; the oracle is rebuilt for every candidate."""
    want = signature(symptom)
    deadline = time.monotonic() + seconds

    def fails(c: Kernel) -> bool:
        if time.monotonic() > deadline:
            return False
        try:
            return signature(symptom_of(c, ptx, symptom)) == want
        except Exception:   # a candidate the emitters cannot write
            return False

    for change in ({"gx": 1, "gy": 1}, {"k": 1}, {"nacc": 1}, {"bx": 32, "by": 1}):
        c = _copy(k, **change)
        if c.__dict__ != k.__dict__ and _valid_shape(c) and fails(c):
            k = c
    n = max(1, len(k.stmts) // 2)
    while n >= 1 and time.monotonic() < deadline:
        i, progress = 0, False
        while i < len(k.stmts):
            cand = _drop(k.stmts, i, i + n)
            if cand is not None and fails(_copy(k, stmts=cand)):
                k, progress = _copy(k, stmts=cand), True
            else:
                i += n
        if not progress:
            n //= 2
    progress = True
    while progress and time.monotonic() < deadline:
        progress = False
        for cand in _nested_variants(k.stmts):
            if fails(_copy(k, stmts=cand)):
                k, progress = _copy(k, stmts=cand), True
                break
    tried = set()
    progress = True
    while progress and time.monotonic() < deadline:
        progress = False
        for cand in _expr_variants(k.stmts):
            key = repr(cand)
            if key in tried:
                continue
            tried.add(key)
            if fails(_copy(k, stmts=cand)):
                k, progress = _copy(k, stmts=cand), True
                break
    return k


def _valid_shape(k: Kernel) -> bool:
    return all(not (s[0] == "exchange" and s[3][0] != "rev" and s[3][1] >= k.nt)
               for s in k.stmts)


def reproducer(out_dir: str, k: Kernel, symptom: str, text: str | None = None) -> str:
    """Writes a lit test: the gpu program (or `text`, a reduced form of it), RUN lines, and
    for a wrong result the host-loop oracle's values as CHECK lines. Returns its path."""
    runs = []
    if symptom.startswith("ptx"):
        runs.append('gpuopt %s --gpu-lower-to-nvvm-pipeline="cubin-chip=sm_80 cubin-format=bin"'
                    " -o %t")
    runs += [f"gpuopt-runner %s -e main --entry-point-result=void --device=cpu "
             f"--cpu-schedule={sched} --fail-on-leak 2>&1 | FileCheck %s" for sched in SCHEDULES]
    checks = ["CHECK-NOT: {{error|leaked}}"]
    want = None
    head = checks
    if text is None:
        text = gpu_program([k])
        want, _ = reference_output([k])
    if want is not None:
        checks = ["expected: mlir-cpu-runner-19 running the same kernel as host loops",
                  "(tools/fuzz/kernels.py emit_reference); values as i64, floats as bits"]
        checks += head + [f"CHECK{'-NEXT' if i else ''}: {{{{^}}}}{line}$"
                   for i, line in enumerate(want.splitlines())]
    return common.write_reproducer(out_dir, NAME, k.seed, text, run_lines=runs,
                                   check_lines=checks, symptom=symptom)


def _text_reduce(k: Kernel, symptom: str, seconds: float, ptx: bool) -> str | None:
    """For a failure that needs no oracle (an error, a leak, ptxas): the gpu program reduced
    by tools/fuzz/reduce.py, keeping the symptom's signature."""
    if symptom.startswith("wrong"):
        return None
    from tools.fuzz import reduce
    want = signature(symptom)

    def still_fails(text: str) -> bool:
        if symptom.startswith("ptx"):
            return signature("ptx: " + ptx_check(text, {})) == want
        m = re.search(r"--cpu-schedule=(\w+)", symptom)
        for sched, (rc, out) in runner_outputs(text, (m.group(1),) if m else SCHEDULES).items():
            extra = [x for x in out.splitlines() if not re.fullmatch(r"-?\d+", x.strip())]
            if rc or extra:
                kind = "leak" if any("leaked" in x for x in extra) else "internal"
                msg = "\n".join(extra[:6]) or f"exit {rc}"
                sym = f"{kind}: gpuopt-runner --cpu-schedule={sched} exit {rc}:\n{msg}"
                return signature(sym) == want
        return False

    text = gpu_program([k])
    small = reduce.reduce(text, still_fails, seconds=seconds)
    return small if small.strip() != text.strip() else None


# ---------------------------------------------------------------- the generator's entry
JOBS = int(os.environ.get("KERNELGEN_JOBS", "2"))
REPRODUCERS = 3     # reduced reproducers per kind of failure and run (reducing takes minutes)


def _say(log, msg: str) -> None:
    if log is None:
        return
    if callable(log):
        log(msg)
    else:
        log.write(msg + "\n")


def run(seeds: list[int], out_dir: str, log) -> dict:
    """Checks one kernel per seed (BATCH kernels per module); writes a reduced lit reproducer
    per distinct failure to out_dir. Counts: cases, wrong, internal, leaks, ptx (ptxas rejects
    gpuopt's PTX), invalid (the generator's fault: mlir-opt-19 rejects a kernel)."""
    counts = {"cases": 0, "wrong": 0, "internal": 0, "leaks": 0, "ptx": 0, "invalid": 0,
              "failure_keys": ["ptx", "invalid"]}
    ptx = bool(PTXAS)
    batches = [seeds[i:i + BATCH] for i in range(0, len(seeds), BATCH)]

    def one(batch):
        ks = [Kernel(s, i) for i, s in enumerate(batch)]
        return ks, check(ks, ptx=ptx)

    seen: list[str] = []
    with ThreadPoolExecutor(max(1, JOBS)) as pool:
        for ks, res in pool.map(one, batches):
            counts["cases"] += len(ks)
            if res["invalid"]:
                counts["invalid"] += len(ks)
                _say(log, f"seeds {ks[0].seed}..{ks[-1].seed}: generator error: "
                     + res["invalid"].splitlines()[0])
                _write(out_dir, f"{NAME}-invalid-{ks[0].seed}.mlir", "// " + res["invalid"]
                       .replace("\n", "\n// ") + "\n" + gpu_program(ks))
                continue
            failing = {ks[i].seed: sym for i, sym in res["failures"].items()}
            if res["module"]:   # a failure of the whole module: which kernels have it?
                for k in ks:
                    if k.seed not in failing:
                        sym = symptom_of(Kernel(k.seed), ptx)
                        if sym:
                            failing[k.seed] = sym
                if not failing:   # only together: report the module under its first seed
                    counts["internal"] += 1
                    path = _write(out_dir, f"{NAME}-{ks[0].seed}.mlir",
                                  "// " + res["module"].replace("\n", "\n// ") + "\n"
                                  + gpu_program(ks))
                    _say(log, f"seeds {ks[0].seed}..: fail only together: {path}")
            for seed, sym in failing.items():
                kind = sym.split(":")[0]
                key = {"wrong": "wrong", "leak": "leaks", "ptx": "ptx"}.get(kind, "internal")
                counts[key] += 1
                sig = signature(sym)
                _say(log, f"seed {seed}: {sym.splitlines()[0]}")
                if seen.count(sig) >= REPRODUCERS:   # enough of this kind in this run
                    continue
                seen.append(sig)
                k = reduce_kernel(Kernel(seed), sym, 60, ptx)
                small = _text_reduce(k, sym, 60, ptx)
                path = reproducer(out_dir, k, sym, small)
                _say(log, f"seed {seed}: reduced to {len(k.stmts)} statements: {path}")
    return counts


def _write(out_dir: str, name: str, text: str) -> str:
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def main(argv: list[str] | None = None) -> int:
    """python -m tools.fuzz.kernels [--seed S] [--count N] [--out DIR]: this generator alone."""
    import argparse
    ap = argparse.ArgumentParser(prog="python -m tools.fuzz.kernels")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=CI_BUDGET)
    ap.add_argument("--out", default="fuzz-failures")
    ap.add_argument("--print", action="store_true", help="print the gpu and host programs")
    a = ap.parse_args(argv)
    seeds = list(range(a.seed, a.seed + a.count))
    if a.print:
        ks = [Kernel(s, i) for i, s in enumerate(seeds)]
        print(gpu_program(ks))
        print(host_program(ks))
        return 0
    t = time.monotonic()
    c = run(seeds, a.out, lambda m: print(m, file=sys.stderr))
    print(f"{NAME}: {c['cases']} kernels, {c['wrong']} wrong, {c['internal']} internal errors, "
          f"{c['leaks']} leaks, {c['ptx']} ptxas failures, {c['invalid']} generator errors, "
          f"{time.monotonic() - t:.1f} s")
    return 1 if any(c[x] for x in ("wrong", "internal", "leaks", "ptx", "invalid")) else 0


if __name__ == "__main__":
    sys.exit(main())
