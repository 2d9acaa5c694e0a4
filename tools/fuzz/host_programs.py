"""Host-program fuzzing: seeded random func/arith/math/memref/scf/cf/vector programs that print
their values, run three ways: the oracle (mlir-opt-19's lowering run by mlir-cpu-runner-19), gpuopt
(the same pipeline, run by gpuopt-runner), and the translators (gpuopt-translate against
mlir-translate-19 on mlir-opt-19's lowered text, byte for byte); gpuopt's lowered text must also
parse and verify in mlir-opt-19.

Programs avoid what differs between two correct implementations: every float result goes through
`cmpf uno` + `select` at once (no NaN is ever printed, stored, bitcast or used as a sign, so NaN
sign and payload differences cannot show); divisors are made nonzero and never -1; shift amounts
are masked below the bit width; fptosi/fptoui see clamped values; bitcasts to floats keep the top
exponent bit clear (no NaN/inf patterns); transcendental functions (exp, log, sin, ...) only run on
f64, where a last-bit difference between libm and LLVM's constant folding cannot reach the six
digits printed; no overflow flags (nsw/nuw) are generated. Every memref is filled before it is
read, and printed memrefs' base addresses are masked before comparing. Not covered: NaN signs and
payloads in printed output, UB (poison) semantics, fast-math flags.

Until helper "translate"'s fixes land (/work/wt/_reports/hostgen-found.md), programs also avoid
what gpuopt-translate cannot yet fold or translate: branches on constant conditions (each is
xor'ed with a hidden i1 argument), vector ops LLVM's IRBuilder would fold (a non-constant zero is
added), float constants that are not multiples of 1/8 (AsmWriter's hex choice), and the PENDING
constructs; GPUOPT_FUZZ_HOST_PENDING=1 drops all of these workarounds.

Usage: `python -m tools.fuzz host [--seed S] [--count N | --ci | --minutes M] [-v]`; each failure
kind of a failing program is reduced and written as `<out>/host-<seed>-<kind>.mlir`.

No `import gpuopt` here: gpuopt is only ever the program under test, called as its CLI.
"""
import os
import random
import re
import shutil
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor

from tools.fuzz import common

NAME = "host"
CI_BUDGET = 200
BATCH = 25  # programs (functions) per module: one process of each tool handles them all

LLVM19 = os.environ.get("LLVM19_BIN", "/usr/lib/llvm-19/bin")
RUNNER_LIBS = ("/usr/lib/llvm-19/lib/libmlir_runner_utils.so.19.1",
               "/usr/lib/llvm-19/lib/libmlir_c_runner_utils.so.19.1")
PIPELINE = ("--convert-vector-to-scf", "--convert-scf-to-cf", "--convert-vector-to-llvm",
            "--convert-math-to-llvm", "--expand-strided-metadata", "--finalize-memref-to-llvm",
            "--convert-arith-to-llvm", "--convert-cf-to-llvm", "--convert-func-to-llvm",
            "--reconcile-unrealized-casts")
# -O0 on both sides: LLVM's optimizations were half of gpuopt-runner's time, and they are the
# same LLVM code on both sides, not the lowering under test
RUN_ARGS = ("-e", "main", "--entry-point-result=void", "-O0")
# Ops whose LLVM 19 lowering gpuopt-translate mishandles until helper "translate"'s fixes land
# (llvm.intr.memcpy, *.with.overflow, inttoptr constants); GPUOPT_FUZZ_HOST_PENDING=1 enables them.
PENDING = ("addui_extended", "get_global", "memref_copy")
TIMEOUT = 120
WORKERS = 2  # batches checked at once
REDUCE_SECONDS = float(os.environ.get("GPUOPT_FUZZ_REDUCE_SECONDS", "120"))

INTS = ("i1", "i8", "i16", "i32", "i64", "index")
FLOATS = ("f16", "f32", "f64")
VECS = ("vector<4xi32>", "vector<8xi16>", "vector<4xf32>", "vector<2xf64>")
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64}
MARKER = -777000000000  # main prints MARKER - k before program k's call: splits the output


def elem(t: str) -> str:
    """The element type of a vector type, or t itself."""
    m = re.match(r"vector<\d+x(\w+)>", t)
    return m.group(1) if m else t


def lanes(t: str) -> int:
    return int(re.match(r"vector<(\d+)x", t).group(1))


def is_float(t: str) -> bool:
    return elem(t) in FLOATS


def is_int(t: str) -> bool:
    return elem(t) in INTS


class Program:
    """One random function `@p<seed>`, its call from main (constant arguments) and a print."""

    def __init__(self, seed: int, pending: bool = False):
        self.rng = random.Random(seed)
        self.seed = seed
        self.pending = pending
        self.lines: list[str] = []
        self.n = 0
        self.scopes: list[list[tuple[str, str]]] = [[]]
        self.indent = 2
        self.depth = 0
        self.globals: list[str] = []
        self.build()

    # -- plumbing
    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, line: str) -> None:
        self.lines.append("  " * self.indent + line)

    def add(self, name: str, t: str) -> str:
        self.scopes[-1].append((name, t))
        return name

    def values(self, pred: Callable[[str], bool] = lambda t: True) -> list[tuple[str, str]]:
        return [v for s in self.scopes for v in s if pred(v[1])]

    def pick(self, t: str) -> str:
        """A value of type t: usually one in scope, else a new constant."""
        have = [n for n, vt in self.values() if vt == t]
        if have and self.rng.random() < 0.8:
            return self.rng.choice(have)
        return self.const(t)

    def pick_type(self, pool: tuple[str, ...]) -> str:
        have = [t for _, t in self.values() if t in pool]
        if have and self.rng.random() < 0.7:
            return self.rng.choice(have)
        return self.rng.choice(pool)

    def op(self, text: str, t: str, launder: bool = False) -> str:
        v = self.fresh()
        self.emit(f"{v} = {text}")
        return self.add(v, t) if not is_float(t) else self.sanitize(v, t, launder)

    def unfolded(self, v: str, t: str) -> str:
        """v plus a non-constant zero (-0.0 for floats: x + -0.0 is x): v may be computed from
        constants only (even from arguments: select %c, %k, %k folds to %k), and LLVM's
        IRBuilder folds vector ops on constants, which gpuopt-translate cannot all do yet."""
        if self.pending:
            return v
        w = self.fresh()
        self.emit(f"{w} = arith.{'addf' if is_float(t) else 'addi'} {v}, {self.negzero[t]} : {t}")
        return w

    def sanitize(self, v: str, t: str, launder: bool = False) -> str:
        """v with NaN replaced by a constant (see the module docstring)."""
        if launder or t.startswith("vector"):  # MLIR leaves these to IRBuilder's folding,
            v = self.unfolded(v, t)  # and then the fcmp below (gpuopt-translate cannot yet)
        nan = self.fresh()
        self.emit(f"{nan} = arith.cmpf uno, {v}, {v} : {t}")
        out = self.fresh()
        cond = f"vector<{lanes(t)}xi1>, " if t.startswith("vector") else ""
        self.emit(f"{out} = arith.select {nan}, {self.const(t, 2.5)}, {v} : {cond}{t}")
        return self.add(out, t)

    def literal_const(self, t: str, value) -> str:
        """A constant kept out of the value pool."""
        v = self.fresh()
        self.emit(f"{v} = arith.constant {self.typed(t, value)}")
        return v

    # -- constants
    def int_value(self, t: str) -> int:
        w = WIDTH[t]
        r = self.rng.random()
        if w == 1:
            return self.rng.choice([0, 1])
        if r < 0.3:
            return self.rng.choice([0, 1, -1, 2, 3, 7, -8])
        if r < 0.45:
            return self.rng.choice([2 ** (w - 1) - 1, -(2 ** (w - 1)), 2 ** (w - 2)])
        return self.rng.randint(-(2 ** min(w - 1, 20)), 2 ** min(w - 1, 20) - 1)

    def float_value(self) -> float:
        r = self.rng.random()
        if r < 0.3:
            return self.rng.choice([0.0, 1.0, -1.0, 0.5, -2.0, 3.0, 1.5, -0.0])
        if not self.pending:  # exact in binary: see float_text in hostgen-found.md
            return self.rng.randint(-800, 800) / 8
        return round(self.rng.uniform(-100, 100), self.rng.choice([0, 1, 2, 3]))

    def literal(self, t: str, value=None) -> str:
        if elem(t) == "i1":
            return "true" if (value if value is not None else self.int_value("i1")) else "false"
        if is_int(t):
            return str(value if value is not None else self.int_value(elem(t)))
        x = value if value is not None else self.float_value()
        if elem(t) == "f16":
            x = max(-1000.0, min(1000.0, x))
        return repr(float(x)).replace("inf", "0.0")

    def typed(self, t: str, value=None) -> str:
        """A constant's value and type as arith.constant spells them (`true`, `3 : i8`)."""
        return self.literal(t, value) + ("" if t == "i1" else f" : {t}")

    def const(self, t: str, value=None) -> str:
        v = self.fresh()
        if t.startswith("vector"):
            body = ", ".join(self.literal(elem(t), value) for _ in range(lanes(t)))
            self.emit(f"{v} = arith.constant dense<[{body}]> : {t}")
        else:
            self.emit(f"{v} = arith.constant {self.typed(t, value)}")
        return self.add(v, t)

    # -- statements
    def statement(self) -> None:
        kinds = [(self.int_binary, 6), (self.int_division, 3), (self.shift, 2), (self.cmp, 3),
                 (self.select, 2), (self.float_binary, 5), (self.float_math, 3),
                 (self.f64_math, 2), (self.int_math, 2), (self.cast, 5), (self.extended, 1),
                 (self.print_value, 3), (self.vector_op, 4), (self.memref_op, 2)]
        if self.depth < 2:
            kinds += [(self.scf_for, 2), (self.scf_if, 2), (self.scf_while, 1)]
        fns, weights = zip(*kinds, strict=True)
        self.rng.choices(fns, weights)[0]()

    def int_binary(self) -> None:
        t = self.pick_type(INTS + ("vector<4xi32>", "vector<8xi16>"))
        name = self.rng.choice(["addi", "subi", "muli", "andi", "ori", "xori", "maxsi", "minsi",
                                "maxui", "minui"])
        self.op(f"arith.{name} {self.pick(t)}, {self.pick(t)} : {t}", t)

    def guarded_divisor(self, t: str, signed: bool) -> str:
        # d | 1 is never zero; a signed divisor of -1 (INT_MIN / -1) becomes 3
        d = self.op(f"arith.ori {self.pick(t)}, {self.const(t, 1)} : {t}", t)
        if not signed:
            return d
        m1 = self.op(f"arith.cmpi eq, {d}, {self.const(t, -1)} : {t}", "i1")
        return self.op(f"arith.select {m1}, {self.const(t, 3)}, {d} : {t}", t)

    def int_division(self) -> None:
        t = self.pick_type(("i8", "i16", "i32", "i64", "index"))
        name = self.rng.choice(["divsi", "divui", "remsi", "remui"])
        d = self.guarded_divisor(t, name.endswith("si"))
        self.op(f"arith.{name} {self.pick(t)}, {d} : {t}", t)

    def shift(self) -> None:
        t = self.pick_type(("i8", "i16", "i32", "i64", "index", "vector<4xi32>"))
        w = WIDTH.get(elem(t), 32)
        amount = self.op(f"arith.andi {self.pick(t)}, {self.const(t, w - 1)} : {t}", t)
        name = self.rng.choice(["shli", "shrsi", "shrui"])
        self.op(f"arith.{name} {self.pick(t)}, {amount} : {t}", t)

    def cmp(self) -> None:
        t = self.pick_type(INTS + FLOATS)
        if is_int(t):
            pred = self.rng.choice(["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt",
                                    "uge"])
            self.op(f"arith.cmpi {pred}, {self.pick(t)}, {self.pick(t)} : {t}", "i1")
        else:
            pred = self.rng.choice(["oeq", "one", "olt", "ole", "ogt", "oge", "ueq", "une",
                                    "ult", "ule", "ugt", "uge", "ord", "uno", "true", "false"])
            self.op(f"arith.cmpf {pred}, {self.pick(t)}, {self.pick(t)} : {t}", "i1")

    def select(self) -> None:
        t = self.pick_type(INTS + FLOATS + VECS)
        self.op(f"arith.select {self.pick('i1')}, {self.pick(t)}, {self.pick(t)} : {t}", t)

    def float_binary(self) -> None:
        t = self.pick_type(FLOATS + ("vector<4xf32>", "vector<2xf64>"))
        name = self.rng.choice(["addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf",
                                "maxnumf", "minnumf"])
        if name == "remf" and t.startswith("vector"):
            name = "addf"
        self.op(f"arith.{name} {self.pick(t)}, {self.pick(t)} : {t}", t)

    def float_math(self) -> None:
        # correctly rounded everywhere: the same bits from libm, the hardware and constant folding
        t = self.pick_type(FLOATS + ("vector<4xf32>",))
        name = self.rng.choice(["negf", "absf", "ceil", "floor", "trunc", "round", "roundeven",
                                "sqrt", "copysign", "fma"])
        if name == "negf":
            self.op(f"arith.negf {self.pick(t)} : {t}", t)
        elif name == "sqrt":
            a = self.op(f"math.absf {self.pick(t)} : {t}", t)
            self.op(f"math.sqrt {a} : {t}", t)
        elif name == "copysign":
            self.op(f"math.copysign {self.pick(t)}, {self.pick(t)} : {t}", t)
        elif name == "fma" and elem(t) != "f16":  # f16 fma: rounding differs by legalization
            self.op(f"math.fma {self.pick(t)}, {self.pick(t)}, {self.pick(t)} : {t}", t)
        elif name != "fma":
            self.op(f"math.{name} {self.pick(t)} : {t}", t)

    def f64_math(self) -> None:
        name = self.rng.choice(["exp", "exp2", "expm1", "log", "log2", "log10", "log1p", "sin",
                                "cos", "powf", "rsqrt"])
        x = self.pick("f64")
        if name == "powf":
            self.op(f"math.powf {x}, {self.pick('f64')} : f64", "f64")
        else:
            self.op(f"math.{name} {x} : f64", "f64")

    def int_math(self) -> None:
        t = self.pick_type(("i8", "i16", "i32", "i64"))
        name = self.rng.choice(["absi", "ctlz", "cttz", "ctpop"])
        self.op(f"math.{name} {self.pick(t)} : {t}", t)

    def extended(self) -> None:
        t = self.pick_type(("i8", "i16", "i32", "i64"))
        names = ["mulsi_extended", "mului_extended"]
        if self.pending:
            names.append("addui_extended")
        name = self.rng.choice(names)
        a, b = self.fresh(), self.fresh()
        if name == "addui_extended":
            self.emit(f"{a}, {b} = arith.addui_extended {self.pick(t)}, {self.pick(t)} : {t}, i1")
            self.add(a, t), self.add(b, "i1")
        else:
            self.emit(f"{a}, {b} = arith.{name} {self.pick(t)}, {self.pick(t)} : {t}")
            self.add(a, t), self.add(b, t)

    def cast(self) -> None:
        kind = self.rng.choice(["int", "int", "index", "tofp", "fromfp", "fp", "bitcast"])
        ints = ("i1", "i8", "i16", "i32", "i64")
        if kind == "int":
            a, b = sorted(self.rng.sample(ints, 2), key=lambda t: WIDTH[t])
            if self.rng.random() < 0.5:
                name = self.rng.choice(["extsi", "extui"])
                self.op(f"arith.{name} {self.pick(a)} : {a} to {b}", b)
            else:
                self.op(f"arith.trunci {self.pick(b)} : {b} to {a}", a)
        elif kind == "index":
            t = self.rng.choice(ints[1:])
            name = self.rng.choice(["index_cast", "index_castui"])
            if self.rng.random() < 0.5:
                self.op(f"arith.{name} {self.pick(t)} : {t} to index", "index")
            else:
                self.op(f"arith.{name} {self.pick('index')} : index to {t}", t)
        elif kind == "tofp":
            a, b = self.rng.choice(ints), self.rng.choice(FLOATS)
            name = self.rng.choice(["sitofp", "uitofp"])
            self.op(f"arith.{name} {self.pick(a)} : {a} to {b}", b)
        elif kind == "fromfp":
            self.from_float()
        elif kind == "fp":
            a, b = sorted(self.rng.sample(FLOATS, 2), key=FLOATS.index)
            if self.rng.random() < 0.5:
                self.op(f"arith.extf {self.pick(a)} : {a} to {b}", b)
            else:
                self.op(f"arith.truncf {self.pick(b)} : {b} to {a}", a)
        else:
            self.bitcast()

    def from_float(self) -> None:
        f, i = self.rng.choice(FLOATS), self.rng.choice(("i8", "i16", "i32", "i64"))
        signed = self.rng.random() < 0.5
        lo, hi = (-100.0, 100.0) if signed else (0.0, 200.0 if i != "i8" else 250.0)
        x = self.op(f"arith.maxnumf {self.pick(f)}, {self.const(f, lo)} : {f}", f)
        x = self.op(f"arith.minnumf {x}, {self.const(f, hi)} : {f}", f)
        self.op(f"arith.{'fptosi' if signed else 'fptoui'} {x} : {f} to {i}", i)

    def bitcast(self) -> None:
        f, i = self.rng.choice((("f16", "i16"), ("f32", "i32"), ("f64", "i64")))
        if self.rng.random() < 0.5:
            self.op(f"arith.bitcast {self.pick(f)} : {f} to {i}", i)
        else:  # the top exponent bit clear: never a NaN or infinity pattern
            mask = 2 ** (WIDTH[i] - 2) - 1
            x = self.op(f"arith.andi {self.pick(i)}, {self.const(i, mask)} : {i}", i)
            self.op(f"arith.bitcast {x} : {i} to {f}", f)

    def print_value(self) -> None:
        vals = self.values(lambda t: t != "memref")
        if not vals:
            return
        v, t = self.rng.choice(vals)
        if not t.startswith("memref"):
            self.emit(f"vector.print {v} : {t}")

    def vector_op(self) -> None:
        t = self.rng.choice(VECS)
        e, n = elem(t), lanes(t)
        kind = self.rng.choice(["broadcast", "splat", "extract", "insert", "extractelement",
                                "insertelement", "reduction", "from_elements", "fma"])
        if kind == "broadcast":
            self.op(f"vector.broadcast {self.pick(e)} : {e} to {t}", t)
        elif kind == "splat":
            self.op(f"vector.splat {self.pick(e)} : {t}", t)
        elif kind == "extract":
            self.op(f"vector.extract {self.pick(t)}[{self.rng.randrange(n)}] : {e} from {t}", e,
                    launder=True)
        elif kind == "insert":
            dest = self.unfolded(self.pick(t), t)
            self.op(f"vector.insert {self.pick(e)}, {dest} [{self.rng.randrange(n)}] : "
                    f"{e} into {t}", t)
        elif kind in ("extractelement", "insertelement"):
            i = self.op(f"arith.remui {self.pick('i32')}, {self.const('i32', n)} : i32", "i32")
            if kind == "extractelement":
                self.op(f"vector.extractelement {self.pick(t)}[{i} : i32] : {t}", e,
                        launder=True)
            else:
                dest = self.unfolded(self.pick(t), t)
                self.op(f"vector.insertelement {self.pick(e)}, {dest}[{i} : i32] : {t}", t)
        elif kind == "reduction":
            kinds = (["add", "mul", "minnumf", "maxnumf", "minimumf", "maximumf"] if is_float(t)
                     else ["add", "mul", "minsi", "minui", "maxsi", "maxui", "and", "or", "xor"])
            k = self.rng.choice(kinds)
            if self.rng.random() < 0.3 and k in ("add", "mul"):
                self.op(f"vector.reduction <{k}>, {self.pick(t)}, {self.pick(e)} : {t} into {e}",
                        e, launder=True)
            else:
                self.op(f"vector.reduction <{k}>, {self.pick(t)} : {t} into {e}", e,
                        launder=True)
        elif kind == "from_elements":  # a first element that is not a constant: see unfolded
            parts = ", ".join([self.unfolded(self.pick(e), e)]
                              + [self.pick(e) for _ in range(n - 1)])
            self.op(f"vector.from_elements {parts} : {t}", t)
        elif is_float(t):
            self.op(f"vector.fma {self.pick(t)}, {self.pick(t)}, {self.pick(t)} : {t}", t)
        else:
            self.op(f"vector.broadcast {self.pick(e)} : {e} to {t}", t)

    # -- memrefs: filled by a loop right after allocation, then read, written, printed
    def get_global(self) -> None:
        """A constant global read through memref.get_global (its lowering makes an inttoptr
        constant, which gpuopt-translate cannot fold yet: pending)."""
        e, n = self.rng.choice(("i32", "f32")), 4
        name = f"@g{self.seed}_{len(self.globals)}"
        values = ", ".join(self.literal(e) for _ in range(n))
        self.globals.append(f'  memref.global "private" constant {name} : memref<{n}x{e}> = '
                            f"dense<[{values}]>")
        m = self.fresh()
        self.emit(f"{m} = memref.get_global {name} : memref<{n}x{e}>")
        self.op(f"memref.load {m}[{self.dynamic_index(n)}] : memref<{n}x{e}>", e)

    def memref_op(self) -> None:
        if self.pending and self.rng.random() < 0.3:
            return self.get_global()
        e = self.rng.choice(("i32", "f32"))
        n = self.rng.choice((4, 6, 8))
        t = f"memref<{n}x{e}>"
        m = self.fresh()
        alloc = self.rng.choice(("alloca", "alloc"))
        self.emit(f"{m} = memref.{alloc}() : {t}")
        self.fill(m, n, e)
        for _ in range(self.rng.randint(1, 3)):
            self.memref_access(m, n, e)
        if self.rng.random() < 0.5:
            self.subview(m, n, e)
        if self.rng.random() < 0.6:
            self.print_memref(m, t, e)
        if alloc == "alloc":
            self.emit(f"memref.dealloc {m} : {t}")

    def index_const(self, k: int) -> str:
        return self.const("index", k)

    def fill(self, m: str, n: int, e: str) -> None:
        lo, hi, one = self.index_const(0), self.index_const(n), self.index_const(1)
        base = self.pick(e)
        i = self.fresh()
        self.emit(f"scf.for {i} = {lo} to {hi} step {one} {{")
        self.indent += 1
        c = self.fresh()
        self.emit(f"{c} = arith.index_cast {i} : index to i32")
        if e == "f32":
            f = self.fresh()
            self.emit(f"{f} = arith.sitofp {c} : i32 to f32")
            c = f
        v = self.fresh()
        self.emit(f"{v} = arith.{'addf' if e == 'f32' else 'muli'} {c}, {base} : {e}")
        if e == "f32":  # inf * 0 and friends: keep NaN out of memory
            v = self.sanitize_local(v, e)
        self.emit(f"memref.store {v}, {m}[{i}] : memref<{n}x{e}>")
        self.indent -= 1
        self.emit("}")

    def sanitize_local(self, v: str, t: str) -> str:
        nan, out, k = self.fresh(), self.fresh(), self.fresh()
        self.emit(f"{k} = arith.constant 2.5 : {t}")
        self.emit(f"{nan} = arith.cmpf uno, {v}, {v} : {t}")
        self.emit(f"{out} = arith.select {nan}, {k}, {v} : {t}")
        return out

    def dynamic_index(self, n: int) -> str:
        i = self.op(f"arith.index_castui {self.pick('i32')} : i32 to index", "index")
        return self.op(f"arith.remui {i}, {self.index_const(n)} : index", "index")

    def memref_access(self, m: str, n: int, e: str) -> None:
        i = (self.dynamic_index(n) if self.rng.random() < 0.5
             else self.index_const(self.rng.randrange(n)))
        t = f"memref<{n}x{e}>"
        if self.rng.random() < 0.5:
            self.emit(f"memref.store {self.pick(e)}, {m}[{i}] : {t}")
        else:
            self.op(f"memref.load {m}[{i}] : {t}", e)

    def subview(self, m: str, n: int, e: str) -> None:
        size = self.rng.choice([1, 2])
        stride = self.rng.choice([1, 2])
        off = self.rng.randrange(n - (size - 1) * stride)
        sv = self.fresh()
        layout = f"strided<[{stride}], offset: {off}>"
        self.emit(f"{sv} = memref.subview {m}[{off}] [{size}] [{stride}] : memref<{n}x{e}> to "
                  f"memref<{size}x{e}, {layout}>")
        st = f"memref<{size}x{e}, {layout}>"
        i = self.index_const(self.rng.randrange(size))
        if self.rng.random() < 0.5:
            self.emit(f"memref.store {self.pick(e)}, {sv}[{i}] : {st}")
        else:
            self.op(f"memref.load {sv}[{i}] : {st}", e)
        if self.pending and self.rng.random() < 0.3:
            tmp = self.fresh()
            self.emit(f"{tmp} = memref.alloca() : memref<{size}x{e}>")
            self.emit(f"memref.copy {sv}, {tmp} : {st} to memref<{size}x{e}>")
            self.op(f"memref.load {tmp}[{self.index_const(0)}] : memref<{size}x{e}>", e)

    def print_memref(self, m: str, t: str, e: str) -> None:
        if self.rng.random() < 0.5:
            d = self.fresh()
            self.emit(f"{d} = memref.cast {m} : {t} to memref<?x{e}>")
            m, t = d, f"memref<?x{e}>"
        u = self.fresh()
        self.emit(f"{u} = memref.cast {m} : {t} to memref<*x{e}>")
        self.emit(f"func.call @printMemref{e.upper()}({u}) : (memref<*x{e}>) -> ()")

    # -- regions
    def region(self, stmts: int) -> None:
        self.scopes.append([])
        self.depth += 1
        self.indent += 1
        for _ in range(stmts):
            self.statement()

    def end_region(self) -> None:
        self.indent -= 1
        self.depth -= 1
        self.scopes.pop()

    def results(self, k: int) -> list[str]:
        return [self.pick_type(INTS + FLOATS + VECS) for _ in range(k)]

    def scf_for(self) -> None:
        types = self.results(self.rng.randint(0, 2))
        inits = [self.pick(t) for t in types]
        lo, hi = self.rng.randint(-2, 2), self.rng.randint(-1, 5)
        bounds = [self.index_const(lo), self.index_const(hi),
                  self.index_const(self.rng.randint(1, 3))]
        iv, outs = self.fresh(), [self.fresh() for _ in types]
        args = [self.fresh() for _ in types]
        head = f"scf.for {iv} = {bounds[0]} to {bounds[1]} step {bounds[2]}"
        if types:
            pairs = ", ".join(f"{a} = {v}" for a, v in zip(args, inits, strict=True))
            name = outs[0] if len(outs) == 1 else self.group(outs)
            head = f"{name} = {head}"
            head += f" iter_args({pairs}) -> ({', '.join(types)})"
        self.emit(head + " {")
        self.region(0)
        self.add(iv, "index")
        for a, t in zip(args, types, strict=True):
            self.add(a, t)
        for _ in range(self.rng.randint(1, 5)):
            self.statement()
        if types:
            self.emit(f"scf.yield {', '.join(self.pick(t) for t in types)} : "
                      f"{', '.join(types)}")
        self.end_region()
        self.emit("}")
        self.bind_results(outs, types)

    def group(self, outs: list[str]) -> str:
        """Results as `%vN:k` (scf ops bind a group); bind_results names its members."""
        return f"{outs[0]}:{len(outs)}"

    def bind_results(self, outs: list[str], types: list[str]) -> None:
        if len(outs) == 1:
            self.add(outs[0], types[0])
        else:
            for k, t in enumerate(types):
                self.add(f"{outs[0]}#{k}", t)

    def scf_if(self) -> None:
        types = self.results(self.rng.randint(0, 2))
        cond = self.condition()
        outs = [self.fresh() for _ in types]
        head = f"scf.if {cond}"
        if types:
            name = outs[0] if len(outs) == 1 else self.group(outs)
            head = f"{name} = {head} -> ({', '.join(types)})"
        self.emit(head + " {")
        for branch in range(2 if types or self.rng.random() < 0.5 else 1):
            if branch:
                self.emit("} else {")
            self.region(self.rng.randint(0, 4))
            if types:
                self.emit(f"scf.yield {', '.join(self.pick(t) for t in types)} : "
                          f"{', '.join(types)}")
            self.end_region()
        self.emit("}")
        self.bind_results(outs, types)

    def scf_while(self) -> None:
        t = self.pick_type(INTS + FLOATS)
        init, bound = self.pick(t), self.const("i32", self.rng.randint(0, 4))
        zero = self.const("i32", 0)
        res = self.fresh()
        i, acc = self.fresh(), self.fresh()
        self.emit(f"{res}:2 = scf.while ({i} = {zero}, {acc} = {init}) : (i32, {t}) -> "
                  f"(i32, {t}) {{")
        self.region(0)
        self.add(i, "i32"), self.add(acc, t)
        go = self.fresh()
        self.emit(f"{go} = arith.cmpi slt, {i}, {bound} : i32")
        self.emit(f"scf.condition({go}) {i}, {acc} : i32, {t}")
        self.end_region()
        self.emit("} do {")
        i2, acc2 = self.fresh(), self.fresh()
        self.emit(f"^bb0({i2}: i32, {acc2}: {t}):")
        self.region(0)
        self.add(i2, "i32"), self.add(acc2, t)
        for _ in range(self.rng.randint(1, 4)):
            self.statement()
        nxt = self.fresh()
        self.emit(f"{nxt} = arith.addi {i2}, {self.const('i32', 1)} : i32")
        self.emit(f"scf.yield {nxt}, {self.pick(t)} : i32, {t}")
        self.end_region()
        self.emit("}")
        self.add(f"{res}#1", t)

    # -- the function: straight-line statements, then maybe a cf diamond or a cf loop
    def build(self) -> None:
        rng = self.rng
        self.arg_types = [rng.choice(INTS + FLOATS) for _ in range(rng.randint(1, 4))]
        self.ret_type = rng.choice(INTS + FLOATS)
        args = []
        for k, t in enumerate(self.arg_types):
            args.append(f"%a{k}: {t}")
            self.add(f"%a{k}", t)
        # a last i1 argument kept out of the value pool, so that nothing else folds to it: the
        # source of values MLIR cannot fold (see condition and unfolded)
        self.arg_bit = f"%a{len(self.arg_types)}"
        args.append(f"{self.arg_bit}: i1")
        self.arg_types.append("i1")
        self.lines.append(f"  func.func @p{self.seed}({', '.join(args)}) -> {self.ret_type} {{")
        self.negzero = {}
        for e in FLOATS:
            z, m = self.fresh(), self.fresh()
            self.emit(f"{z} = arith.uitofp {self.arg_bit} : i1 to {e}")
            self.emit(f"{m} = arith.mulf {z}, {self.literal_const(e, -0.0)} : {e}")
            self.negzero[e] = m
        ext, zero = self.fresh(), self.fresh()  # a 0 that MLIR cannot fold: (0 or 1) >> 1
        self.emit(f"{ext} = arith.extui {self.arg_bit} : i1 to i32")
        self.emit(f"{zero} = arith.shrui {ext}, {self.literal_const('i32', 1)} : i32")
        self.negzero["i32"] = zero
        short = self.fresh()
        self.emit(f"{short} = arith.trunci {zero} : i32 to i16")
        self.negzero["i16"] = short
        for t in VECS:
            b = self.fresh()
            self.emit(f"{b} = vector.broadcast {self.negzero[elem(t)]} : {elem(t)} to {t}")
            self.negzero[t] = b
        for _ in range(rng.randint(3, 12)):
            self.statement()
        ending = rng.choice(["return", "diamond", "loop"])
        if ending == "diamond":
            self.diamond()
        elif ending == "loop":
            self.cf_loop()
        else:
            self.emit(f"return {self.pick(self.ret_type)} : {self.ret_type}")
        self.lines.append("  }")

    def condition(self) -> str:
        """An i1 for scf.if / cf.cond_br; until the translator folds branches on constants
        (helper "translate"), one that is never constant: xor'ed with the hidden argument."""
        c = self.pick("i1")
        if self.pending:
            return c
        v = self.fresh()
        self.emit(f"{v} = arith.xori {c}, {self.arg_bit} : i1")
        return v

    def block(self, label: str, params: list[tuple[str, str]]) -> None:
        ps = ", ".join(f"{v}: {t}" for v, t in params)
        self.lines.append(f"  ^{label}{f'({ps})' if ps else ''}:")

    def diamond(self) -> None:
        r = self.ret_type
        cond = self.condition()
        a, b = self.pick(r), self.pick(r)
        p = self.seed
        self.emit(f"cf.cond_br {cond}, ^t{p}({a} : {r}), ^f{p}({b} : {r})")
        for label in (f"t{p}", f"f{p}"):
            x = self.fresh()
            self.block(label, [(x, r)])
            self.scopes.append([(x, r)])
            for _ in range(self.rng.randint(0, 4)):
                self.statement()
            self.emit(f"cf.br ^j{p}({self.pick(r)} : {r})")
            self.scopes.pop()
        j = self.fresh()
        self.block(f"j{p}", [(j, r)])
        self.scopes.append([(j, r)])
        self.print_value()
        self.emit(f"return {self.pick(r)} : {r}")
        self.scopes.pop()

    def cf_loop(self) -> None:
        r, p = self.ret_type, self.seed
        bound = self.const("i32", self.rng.randint(0, 4))
        one, zero = self.const("i32", 1), self.const("i32", 0)
        init = self.pick(r)
        self.emit(f"cf.br ^h{p}({zero}, {init} : i32, {r})")
        i, acc = self.fresh(), self.fresh()
        self.block(f"h{p}", [(i, "i32"), (acc, r)])
        go = self.fresh()
        self.emit(f"{go} = arith.cmpi slt, {i}, {bound} : i32")
        self.emit(f"cf.cond_br {go}, ^b{p}, ^x{p}({acc} : {r})")
        self.block(f"b{p}", [])
        self.scopes.append([(i, "i32"), (acc, r)])
        for _ in range(self.rng.randint(1, 4)):
            self.statement()
        nxt = self.fresh()
        self.emit(f"{nxt} = arith.addi {i}, {one} : i32")
        self.emit(f"cf.br ^h{p}({nxt}, {self.pick(r)} : i32, {r})")
        self.scopes.pop()
        out = self.fresh()
        self.block(f"x{p}", [(out, r)])
        self.emit(f"return {out} : {r}")

    def call(self) -> list[str]:
        """main's lines calling this program with constant arguments and printing its result."""
        rng = random.Random(self.seed * 7919 + 1)
        sub = Program.__new__(Program)
        sub.rng, sub.n, sub.lines, sub.indent = rng, 0, [], 2
        sub.scopes, sub.seed, sub.pending = [[]], self.seed, self.pending
        out = []
        args = []
        for t in self.arg_types:
            v = f"%c{self.seed}_{len(args)}"
            out.append(f"    {v} = arith.constant {sub.typed(t)}")
            args.append(v)
        r = f"%r{self.seed}"
        sig = f"({', '.join(self.arg_types)}) -> {self.ret_type}"
        out.append(f"    {r} = func.call @p{self.seed}({', '.join(args)}) : {sig}")
        out.append(f"    vector.print {r} : {self.ret_type}")
        return out


PRELUDE = "".join(f"  func.func private @printMemref{e.upper()}(memref<*x{e}>) attributes "
                  "{llvm.emit_c_interface}\n" for e in ("i32", "f32"))


def module(programs: list[Program]) -> str:
    """One module: the programs, and a main calling each after printing its marker."""
    body = [PRELUDE]
    main = ["  func.func @main() {"]
    for k, p in enumerate(programs):
        body.append("".join(g + "\n" for g in p.globals) + "\n".join(p.lines) + "\n")
        main.append(f"    %m{k} = arith.constant {MARKER - k} : i64")
        main.append(f"    vector.print %m{k} : i64")
        main += p.call()
    main += ["    return", "  }"]
    return "module {\n" + "".join(body) + "\n".join(main) + "\n}\n"


# -- running the comparisons
ADDRESS = re.compile(r"base@ = 0x[0-9a-f]+")
LIBS = "-shared-libs=" + ",".join(RUNNER_LIBS)
# failure kinds, in the order check() finds them
KINDS = ("invalid", "translate", "refused", "internal", "rejected", "wrong")
NEEDS = {  # the steps each failure kind needs, for re-checking reduced candidates
    "invalid": {"oracle", "run"}, "translate": {"oracle", "translate"},
    "refused": {"oracle", "gpuopt"}, "internal": {"oracle", "translate", "gpuopt", "run"},
    "rejected": {"oracle", "gpuopt", "verify"}, "wrong": {"oracle", "run", "gpuopt", "verify"}}


def normalize(output: str) -> str:
    return ADDRESS.sub("base@ = ADDR", output)


def _run(cmd: list[str], path: str) -> common.Result:
    return common.run([*cmd, path], timeout=TIMEOUT)


def _write(work: str, name: str, text: str) -> str:
    path = os.path.join(work, name)
    with open(path, "w") as f:
        f.write(text)
    return path


def _signature(stderr: str) -> str:
    """The first error line without its location, to tell one failure from another."""
    for line in stderr.splitlines():
        if "error" in line:
            return re.sub(r"^\S*:\d+:\d+: ", "", line.strip())[:200]
    return stderr.strip().splitlines()[-1][:200] if stderr.strip() else ""


def check(text: str, work: str, steps: set[str] | None = None) -> dict:
    """Runs one module every way (or only `steps`); returns {"fails": {kind: detail}, ...}.

    Kinds: "invalid" (mlir-opt-19 or mlir-cpu-runner-19 refused it: a generator bug),
    "translate" (gpuopt-translate's LLVM IR differs from mlir-translate-19's on mlir-opt-19's
    lowering), "refused" (gpuopt exits 1 on it), "internal" (a gpuopt tool crashed), "rejected"
    (mlir-opt-19 rejects gpuopt's lowering), "wrong" (gpuopt-runner's output differs).
    """
    steps = steps or {"oracle", "run", "translate", "gpuopt", "verify"}
    fails: dict[str, str] = {}
    out = {"fails": fails, "expected": ""}
    src = _write(work, "in.mlir", text)
    r = _run([f"{LLVM19}/mlir-opt", *PIPELINE], src)
    if r.returncode != 0:
        fails["invalid"] = "mlir-opt-19: " + r.stderr[-1500:]
        return out
    ref = _write(work, "ref.mlir", r.stdout)
    if "run" in steps:
        r = _run([f"{LLVM19}/mlir-cpu-runner", *RUN_ARGS, LIBS], ref)
        if r.returncode != 0:
            fails["invalid"] = "mlir-cpu-runner-19: " + r.stderr[-1500:]
            return out
        out["expected"] = r.stdout
    if "translate" in steps:
        mine = _run([*common.tool("gpuopt-translate"), "--mlir-to-llvmir"], ref)
        theirs = _run([f"{LLVM19}/mlir-translate", "--mlir-to-llvmir"], ref)
        if common.internal_error(mine.stderr):
            fails["internal"] = "gpuopt-translate: " + mine.stderr[-1500:]
        elif mine.returncode != 0 or mine.stdout != theirs.stdout:
            fails["translate"] = "gpuopt-translate: " + (
                _signature(mine.stderr) if mine.returncode else _first_diff(mine.stdout,
                                                                              theirs.stdout))
    if not steps & {"gpuopt", "verify", "wrong"}:
        return out
    r = _run([*common.tool("gpuopt"), *PIPELINE], src)
    if r.returncode != 0 or common.internal_error(r.stderr):
        kind = "internal" if common.internal_error(r.stderr) else "refused"
        fails[kind] = "gpuopt: " + r.stderr[-1500:]
        return out
    low = _write(work, "gpuopt.mlir", r.stdout)
    if "verify" in steps:
        err = common.mlir_opt19_check(r.stdout)
        if err is not None:
            fails["rejected"] = "mlir-opt-19 on gpuopt's lowering: " + err[-1500:]
            return out
    if "run" in steps:
        r = _run([*common.tool("gpuopt-runner"), *RUN_ARGS], low)
        if common.internal_error(r.stderr):
            fails["internal"] = "gpuopt-runner: " + r.stderr[-1500:]
        elif r.returncode != 0 or normalize(r.stdout) != normalize(out["expected"]):
            fails["wrong"] = (f"gpuopt-runner exit {r.returncode}: {_signature(r.stderr)}"
                              if r.returncode else _first_diff(r.stdout, out["expected"]))
    return out


def _first_diff(a: str, b: str) -> str:
    al, bl = normalize(a).splitlines(), normalize(b).splitlines()
    for k, (x, y) in enumerate(zip(al, bl, strict=False)):
        if x != y:
            return f"line {k + 1}: gpuopt {x!r}, expected {y!r}"
    return f"gpuopt printed {len(al)} lines, expected {len(bl)}"


def failing(programs: list[Program], work: str) -> list[tuple[list[Program], dict]]:
    """The programs of a batch that fail on their own (bisection), with their check result;
    a group that fails only together is reported as one case."""
    result = check(module(programs), work)
    if not result["fails"]:
        return []
    if len(programs) == 1:
        return [(programs, result)]
    half = len(programs) // 2
    found = failing(programs[:half], work) + failing(programs[half:], work)
    return found or [(programs, result)]


# -- reproducers
def _pattern(line: str) -> str:
    """An output line as a FileCheck pattern: `[[`/`{{` escaped, addresses matched."""
    parts = re.split(r"(base@ = 0x[0-9a-f]+|\[\[|\{\{)", line)
    out = []
    for p in parts:
        if p.startswith("base@"):
            out.append("base@ = {{0x[0-9a-f]+}}")
        elif p in ("[[", "{{"):
            out.append("{{" + re.escape(p) + "}}")
        else:
            out.append(p)
    return "".join(out)


def reproducer(kind: str, expected: str) -> tuple[list[str], list[str]]:
    """RUN and CHECK lines that fail the way `kind` does while the bug is there."""
    pipe = " ".join(PIPELINE)
    if kind == "wrong" and expected.strip():
        lines = expected.splitlines()
        checks = [("CHECK: " if k == 0 else "CHECK-NEXT: ") + _pattern(x) if x.strip()
                  else "CHECK-EMPTY:" for k, x in enumerate(lines)]
        return [f"gpuopt %s {pipe} | gpuopt-runner {' '.join(RUN_ARGS)} | FileCheck %s"], checks
    if kind == "translate":
        return [f"%mlir_opt19 %s {pipe} -o %t.ll.mlir",
                "gpuopt-translate --mlir-to-llvmir %t.ll.mlir -o %t.gpuopt.ll",
                f"{LLVM19}/mlir-translate --mlir-to-llvmir %t.ll.mlir -o %t.llvm19.ll",
                "diff %t.llvm19.ll %t.gpuopt.ll"], ["REQUIRES: mlir-opt-19"]
    if kind == "rejected":
        return [f"gpuopt %s {pipe} | %mlir_opt19 -o %t"], ["REQUIRES: mlir-opt-19"]
    return [f"gpuopt %s {pipe} -o %t.ll.mlir",
            f"gpuopt-runner %t.ll.mlir {' '.join(RUN_ARGS)}",
            "gpuopt-translate --mlir-to-llvmir %t.ll.mlir -o %t.ll"], []


def report(programs: list[Program], result: dict, out_dir: str, log,
           reduce: bool = True) -> list[str]:
    """Reduces each failure kind of a failing program (or group), unless told not to, and
    writes its reproducer."""
    from tools.fuzz import reduce as R
    text = module(programs)
    seed = programs[0].seed
    paths = []
    for kind, detail in result["fails"].items():
        sig = _signature(detail) if kind in ("refused", "internal", "translate") else None
        work = tempfile.mkdtemp(prefix="gpuopt-fuzz-host-")

        def still_fails(candidate: str, kind=kind, sig=sig, work=work) -> bool:
            got = check(candidate, work, NEEDS[kind])["fails"]
            return kind in got and (sig is None or _signature(got[kind]) == sig)
        log(f"seed {seed}: {kind}: {detail.splitlines()[0] if detail else ''}"
            + ("; reducing" if reduce else ""))
        if reduce and kind != "invalid":
            small = R.reduce(text, still_fails, seconds=REDUCE_SECONDS)
            final = check(small, work, NEEDS[kind])
        else:
            small, final = text, result
        shutil.rmtree(work, ignore_errors=True)
        runs, checks = reproducer(kind, final.get("expected", ""))
        symptom = f"{kind}: {final['fails'].get(kind, detail)}"
        path = common.write_reproducer(out_dir, NAME, seed, small, run_lines=runs,
                                       check_lines=checks, symptom=symptom)
        named = path[:-len(".mlir")] + f"-{kind}.mlir"  # one file per failure kind
        os.replace(path, named)
        paths.append(named)
    return paths


def run(seeds: list[int], out_dir: str, log) -> dict:
    """Generates a program per seed, checks them in batches of BATCH (two at a time), and
    writes a reduced reproducer per failing program and failure kind."""
    pending = os.environ.get("GPUOPT_FUZZ_HOST_PENDING") == "1"
    counts = {"cases": len(seeds), **{k: 0 for k in KINDS},
              "failure_keys": [k for k in KINDS if k not in ("wrong", "internal")]}
    batches = [seeds[i:i + BATCH] for i in range(0, len(seeds), BATCH)]

    def one(batch: list[int]) -> list[tuple[list[Program], dict]]:
        work = tempfile.mkdtemp(prefix="gpuopt-fuzz-host-")
        try:
            programs = [Program(s, pending) for s in batch]
            return failing(programs, work)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        results = list(pool.map(one, batches))
    reduced = 0
    for found in results:
        for programs, result in found:
            for kind in result["fails"]:
                counts[kind] += len(programs)
            # beyond GPUOPT_FUZZ_MAX_REDUCED cases, written as generated: a reduction takes
            # minutes
            reduce = reduced < int(os.environ.get("GPUOPT_FUZZ_MAX_REDUCED", "3"))
            reduced += reduce
            for path in report(programs, result, out_dir, log, reduce):
                log(f"wrote {path}")
    return counts
