"""Canonicalization fuzzing: seeded random func.func bodies of arith ops on constants (edge
values included: 0, -1, the signed and unsigned extremes, NaN, +-inf, -0.0, denormals), some
operands from the function's arguments so that not everything folds, and a memref subset
(memref.cast into subview/load/store/dim, memref.dim of constants, allocs of constant sizes).
The oracle is mlir-opt-19: `--canonicalize` (and `--canonicalize --cse`) print each function
byte for byte as gpuopt does, or the function is a failing case; except that the order in
which the greedy driver leaves the folded constants at the top of a function (and so their
names) is not compared (normalize()), a known difference left in some memref programs (about
4 in 1000), unless GPUOPT_FUZZ_CANON_STRICT=1.

Programs are batched, BATCH functions to a module, one process of each tool a module and
pipeline; the functions are compared one by one (canonicalization never looks across them).
A failing function is reduced (first to one returned value, then by reduce.py) and written as
`<out>/canon-<seed>.mlir`, a lit test whose CHECK lines are mlir-opt-19's output.

Usage: `python -m tools.fuzz canon [--seed S] [--count N | --ci | --minutes M] [-v]`.

No `import gpuopt` here: gpuopt is only ever the program under test, called as its CLI.
"""
import os
import random
import re
import struct
import tempfile
from concurrent.futures import ThreadPoolExecutor

from tools.fuzz import common

NAME = "canon"
CI_BUDGET = 1000  # about 11 s on the loaded 2-core machine, both pipelines
BATCH = 60  # functions per module
WORKERS = 2
TIMEOUT = 120
REDUCE_SECONDS = float(os.environ.get("GPUOPT_FUZZ_REDUCE_SECONDS", "60"))
STRICT = os.environ.get("GPUOPT_FUZZ_CANON_STRICT") == "1"
PIPELINES = (("--canonicalize",), ("--canonicalize", "--cse"))

INTS = ("i1", "i8", "i16", "i32", "i64", "index")
FLOATS = ("f16", "bf16", "f32", "f64")
WIDTH = {"i1": 1, "i8": 8, "i16": 16, "i32": 32, "i64": 64, "index": 64,
         "f16": 16, "bf16": 16, "f32": 32, "f64": 64}
SHAPES = ("4", "2x2")  # a program's vectors have one of these shapes

INT_BINARY = ("addi", "subi", "muli", "divsi", "divui", "ceildivsi", "ceildivui", "floordivsi",
              "remsi", "remui", "andi", "ori", "xori", "shli", "shrsi", "shrui", "maxsi",
              "maxui", "minsi", "minui")
FLOAT_BINARY = ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf",
                "minnumf")
CMPI = ("eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge")
CMPF = ("false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
        "ule", "une", "uno", "true")
# struct formats of the float types' bits (bf16 is the top half of an f32)
_FMT = {"f16": "<e", "f32": "<f", "f64": "<d"}
_BITS_FMT = {16: "<H", 32: "<I", 64: "<Q"}


def elem(t: str) -> str:
    m = re.match(r"vector<[\dx]+x(\w+)>", t)
    return m.group(1) if m else t


def shape(t: str) -> str:
    return re.match(r"vector<([\dx]+)x\w+>", t).group(1)


def vec(t: str, dims: str = "4") -> str:
    return f"vector<{dims}x{t}>"


def is_vec(t: str) -> bool:
    return t.startswith("vector<")


def is_float(t: str) -> bool:
    return elem(t) in FLOATS


def like(t: str, e: str) -> str:
    """Element type e in the shape of t."""
    return vec(e, shape(t)) if is_vec(t) else e


def decimal(x: float) -> str:
    """x as an MLIR float literal (which needs a `.`: `1.0e+30`, not `1e+30`)."""
    r = repr(float(x))
    return r if "." in r else r.replace("e", ".0e")


def float_bits(x: float, t: str) -> int:
    """The bits of x in float type t, rounded to nearest even (numpy-free: struct)."""
    if t == "bf16":
        b = struct.unpack("<I", struct.pack("<f", x))[0]
        if x != x:
            return (b >> 16) | 0x40
        return (b + 0x7FFF + ((b >> 16) & 1)) >> 16
    return struct.unpack(_BITS_FMT[WIDTH[t]], struct.pack(_FMT[t], x))[0]


class Program:
    """One random function `@f<seed>`: arith ops on constants and arguments, some results
    returned; with `memref` set, memref casts, subviews, loads, stores and dims as well."""

    def __init__(self, seed: int, ops: int | None = None):
        self.seed = seed
        self.rng = random.Random(seed)
        self.memref = self.rng.random() < 0.2
        self.vectors = self.rng.random() < 0.35
        self.shape = self.rng.choice(SHAPES)
        self.lines: list[str] = []
        self.args: list[tuple[str, str]] = []
        self.pool: list[tuple[str, str]] = []
        self.results: list[tuple[str, str]] = []
        self.n = 0
        n_args = self.rng.randint(0, 3)
        for k in range(n_args):
            t = self.rng.choice(self.types())
            self.args.append((f"%a{k}", t))
        self.pool += self.args
        for _ in range(ops if ops is not None else self.rng.randint(4, 14)):
            self.step()
        if self.memref:
            for _ in range(self.rng.randint(1, 4)):
                self.memref_step()
        self.returned = [r for r in self.results if self.rng.random() < 0.6] or self.results[-1:]

    # -- plumbing
    def types(self) -> tuple[str, ...]:
        base = INTS + FLOATS
        return base + tuple(vec(t, self.shape) for t in base) if self.vectors else base

    def fresh(self) -> str:
        self.n += 1
        return f"%v{self.n}"

    def emit(self, text: str, t: str, keep: bool = True) -> str:
        v = self.fresh()
        self.lines.append(f"    {v} = {text}")
        if keep:
            self.pool.append((v, t))
            self.results.append((v, t))
        return v

    def operand(self, t: str) -> str:
        """A value of type t: a constant (usually), an argument or an earlier result."""
        have = [v for v, vt in self.pool if vt == t]
        if have and self.rng.random() < 0.45:
            return self.rng.choice(have)
        return self.const(t)

    # -- constants
    def int_value(self, t: str) -> int:
        w = WIDTH[t]
        if w == 1:
            return self.rng.choice([0, 1])
        r = self.rng.random()
        if r < 0.4:
            return self.rng.choice([0, 1, -1, 2, -2, 3, 7, -8, w - 1, w, w + 1])
        if r < 0.7:
            return self.rng.choice([2 ** (w - 1) - 1, -(2 ** (w - 1)), 2 ** (w - 2),
                                    -(2 ** (w - 1)) + 1, 2 ** (w - 1) - 2])
        return self.rng.randint(-(2 ** min(w - 1, 24)), 2 ** min(w - 1, 24) - 1)

    def int_text(self, t: str, v: int | None = None) -> str:
        v = self.int_value(t) if v is None else v
        return ("true" if v else "false") if t == "i1" else str(v)

    def float_text(self, t: str) -> str:
        """A float literal of type t: decimal, or the bits in hex for the edge values."""
        r = self.rng.random()
        w = WIDTH[t]
        if r < 0.35:
            x = self.rng.choice([0.0, 1.0, -1.0, 0.5, -2.0, 3.0, 2.5, -0.5, 7.0, 100.0, 0.1,
                                 1.0 / 3, -1e-3, 255.0, 256.0, 65504.0, 65520.0, 1e10,
                                 2.0 ** 31, -(2.0 ** 31), 2.0 ** 32, 2.0 ** 63, -(2.0 ** 63),
                                 2.0 ** 64, 4294967295.0, 128.0, -129.0, 1e30, 3.5e38])
            return decimal(x)
        if r < 0.6:  # an edge value, as its bits
            x = self.rng.choice([0.0, -0.0, float("inf"), float("-inf"), float("nan"),
                                 "-nan", "snan", "min_sub", "max_sub", "min_norm", "max"])
            exp = {16: 5, 32: 8, 64: 11}[w] if t != "bf16" else 8
            man = w - 1 - exp
            if isinstance(x, float):
                bits = float_bits(x, t)
            elif x == "-nan":
                bits = float_bits(float("nan"), t) | (1 << (w - 1))
            elif x == "snan":
                bits = (((1 << exp) - 1) << man) | 1
            elif x == "min_sub":
                bits = 1
            elif x == "max_sub":
                bits = (1 << man) - 1
            elif x == "min_norm":
                bits = 1 << man
            else:
                bits = (((1 << exp) - 2) << man) | ((1 << man) - 1)
            if self.rng.random() < 0.3:
                bits |= 1 << (w - 1)
            return f"0x{bits:0{w // 4}X}"
        if r < 0.8:
            return decimal(self.rng.randint(-300, 300) / self.rng.choice([1, 2, 4, 8]))
        return decimal(self.rng.uniform(-1e6, 1e6) if self.rng.random() < 0.5
                       else self.rng.uniform(-4, 4))

    def scalar_text(self, t: str) -> str:
        return self.float_text(t) if t in FLOATS else self.int_text(t)

    def nested(self, e: str, dims: list[int]) -> str:
        """A dense literal of dims elements of type e: `[1, 2]`, `[[1, 2], [3, 4]]`."""
        if len(dims) == 1:
            return "[" + ", ".join(self.scalar_text(e) for _ in range(dims[0])) + "]"
        return "[" + ", ".join(self.nested(e, dims[1:]) for _ in range(dims[0])) + "]"

    def const(self, t: str) -> str:
        e = elem(t)
        if is_vec(t):
            if self.rng.random() < 0.3:
                body = self.scalar_text(e)
            else:
                rows = [int(d) for d in shape(t).split("x")]
                body = self.nested(e, rows)
            text = f"arith.constant dense<{body}> : {t}"
        elif t == "i1":
            text = f"arith.constant {self.int_text(t)}"
        else:
            text = f"arith.constant {self.scalar_text(t)} : {t}"
        v = self.emit(text, t, keep=False)
        self.pool.append((v, t))
        return v

    # -- ops
    def pick_type(self, pred) -> str:
        have = [t for _, t in self.pool if pred(t)]
        if have and self.rng.random() < 0.6:
            return self.rng.choice(have)
        return self.rng.choice([t for t in self.types() if pred(t)])

    def flags(self, kind: str) -> str:
        if self.rng.random() > 0.12:
            return ""
        if kind == "int":
            return " overflow<" + self.rng.choice(["nsw", "nuw", "nsw, nuw"]) + ">"
        return " fastmath<" + self.rng.choice(["nnan", "ninf", "nsz", "fast", "contract"]) + ">"

    def step(self) -> None:
        r = self.rng.random()
        if r < 0.3:
            t = self.pick_type(lambda t: not is_float(t))
            op = self.rng.choice(INT_BINARY)
            fl = self.flags("int") if op in ("addi", "subi", "muli", "shli") else ""
            self.emit(f"arith.{op} {self.operand(t)}, {self.operand(t)}{fl} : {t}", t)
        elif r < 0.5:
            t = self.pick_type(is_float)
            op = self.rng.choice(FLOAT_BINARY)
            self.emit(f"arith.{op} {self.operand(t)}, {self.operand(t)}{self.flags('f')} : {t}",
                      t)
        elif r < 0.55:
            t = self.pick_type(is_float)
            self.emit(f"arith.negf {self.operand(t)} : {t}", t)
        elif r < 0.63:
            t = self.pick_type(lambda t: not is_float(t))
            p = self.rng.choice(CMPI)
            self.emit(f"arith.cmpi {p}, {self.operand(t)}, {self.operand(t)} : {t}",
                      like(t, "i1"))
        elif r < 0.71:
            t = self.pick_type(is_float)
            p = self.rng.choice(CMPF)
            lhs = self.operand(t)
            if p in ("false", "true") and lhs not in [v for v, _ in self.args]:
                # mlir-opt-19 crashes on cmpf false/true of a sitofp/uitofp and a constant
                # (its CmpFIntToFPConst); a folded lhs may turn out to be one: a constant or
                # an argument only
                lhs = self.const(t)
            self.emit(f"arith.cmpf {p}, {lhs}, {self.operand(t)} : {t}", like(t, "i1"))
        elif r < 0.77:
            t = self.pick_type(lambda t: True)
            c = self.operand(like(t, "i1") if is_vec(t) and self.rng.random() < 0.7 else "i1")
            ct = "i1" if not c or self.type_of(c) == "i1" else like(t, "i1")
            types = t if ct == "i1" else f"{ct}, {t}"
            self.emit(f"arith.select {c}, {self.operand(t)}, {self.operand(t)} : {types}", t)
        elif r < 0.8:
            t = self.pick_type(lambda t: not is_float(t))
            op = self.rng.choice(["addui_extended", "mulsi_extended", "mului_extended"])
            if op == "mulsi_extended" and elem(t) == "index":
                # mlir-opt-19 turns mulsi_extended(x : index, 1) into an invalid extsi to index
                op = "mului_extended"
            a, b = self.operand(t), self.operand(t)
            v, w = self.fresh(), self.fresh()
            if op == "addui_extended":
                self.lines.append(f"    {v}, {w} = arith.addui_extended {a}, {b} : {t}, "
                                  f"{like(t, 'i1')}")
                outs = [(v, t), (w, like(t, "i1"))]
            else:
                self.lines.append(f"    {v}, {w} = arith.{op} {a}, {b} : {t}")
                outs = [(v, t), (w, t)]
            self.pool += outs
            self.results += outs
        else:
            self.cast()

    def type_of(self, v: str) -> str:
        return next(t for n, t in self.pool if n == v)

    def cast(self) -> None:
        shaped = self.vectors and self.rng.random() < 0.4
        wrap = (lambda e: vec(e, self.shape)) if shaped else (lambda e: e)
        kind = self.rng.choice(["sitofp", "uitofp", "fptosi", "fptoui", "extf", "truncf",
                                "extsi", "extui", "trunci", "index_cast", "index_castui",
                                "bitcast"])
        fixed = ("i1", "i8", "i16", "i32", "i64")
        if kind in ("sitofp", "uitofp"):
            a, b = self.rng.choice(fixed), self.rng.choice(FLOATS)
        elif kind in ("fptosi", "fptoui"):
            a, b = self.rng.choice(FLOATS), self.rng.choice(fixed)
        elif kind in ("extf", "truncf"):
            pairs = [(x, y) for x in FLOATS for y in FLOATS
                     if WIDTH[x] < WIDTH[y] or (x == "bf16" and y in ("f32", "f64"))]
            pairs = [p for p in pairs if not (p[0] == "f16" and p[1] == "bf16")]
            a, b = self.rng.choice(pairs)
            if kind == "truncf":
                a, b = b, a
        elif kind in ("extsi", "extui", "trunci"):
            a, b = sorted(self.rng.sample(fixed, 2), key=lambda x: WIDTH[x])
            if kind == "trunci":
                a, b = b, a
        elif kind in ("index_cast", "index_castui"):
            a, b = self.rng.choice(fixed), "index"
            if self.rng.random() < 0.5:
                a, b = b, a
        else:
            w = self.rng.choice([16, 32, 64])
            same = [t for t in INTS + FLOATS if WIDTH[t] == w and t != "index"]
            a, b = self.rng.choice(same), self.rng.choice(same)
        extra = ""
        if kind == "truncf" and self.rng.random() < 0.2:
            extra = " " + self.rng.choice(["to_nearest_even", "downward", "upward",
                                           "toward_zero", "to_nearest_away"])
        src = self.operand(wrap(a))
        self.emit(f"arith.{kind} {src}{extra} : {wrap(a)} to {wrap(b)}", wrap(b))

    # -- memrefs
    def index(self, bound: int) -> str:
        """An index below bound: a constant, or an index argument."""
        args = [v for v, t in self.args if t == "index"]
        if args and self.rng.random() < 0.2:
            return self.rng.choice(args)
        v = self.emit(f"arith.constant {self.rng.randrange(bound)} : index", "index", False)
        return v

    def memref_step(self) -> None:
        """A memref of static shape (an argument or alloc), cast to dynamic sizes, then used
        through the cast; static and dynamic operands mixed."""
        rows, cols = self.rng.choice([(8, 16), (4, 4), (2, 8)])
        e = self.rng.choice(["f32", "i32"])
        static = f"memref<{rows}x{cols}x{e}>"
        if self.rng.random() < 0.5:
            m = f"%a{len(self.args)}"
            self.args.append((m, static))
        elif self.rng.random() < 0.5:
            m = self.emit(f"memref.alloc() : {static}", static, keep=False)
        else:
            c = self.emit(f"arith.constant {rows} : index", "index", keep=False)
            dyn0 = f"memref<?x{cols}x{e}>"
            d = self.emit(f"memref.alloc({c}) : {dyn0}", dyn0, keep=False)
            m = self.emit(f"memref.cast {d} : {dyn0} to {static}", static, keep=False)
        target = self.rng.choice([f"memref<?x?x{e}>", f"memref<{rows}x?x{e}>",
                                  f"memref<?x{cols}x{e}>"])
        c = self.emit(f"memref.cast {m} : {static} to {target}", target, keep=False)
        for _ in range(self.rng.randint(1, 3)):
            r = self.rng.random()
            if r < 0.25:
                i, j = self.index(rows), self.index(cols)
                self.emit(f"memref.load {c}[{i}, {j}] : {target}", e)
            elif r < 0.4:
                i, j = self.index(rows), self.index(cols)
                x = self.operand(e)
                self.lines.append(f"    memref.store {x}, {c}[{i}, {j}] : {target}")
            elif r < 0.55:
                k = self.index(2)
                self.emit(f"memref.dim {c}, {k} : {target}", "index")
            elif r < 0.62:
                self.emit(f"memref.rank {c} : {target}", "index")
            elif r < 0.7:  # to unranked and back, or a copy through the cast
                u = self.emit(f"memref.cast {c} : {target} to memref<*x{e}>", "", keep=False)
                if self.rng.random() < 0.5:
                    self.emit(f"memref.cast {u} : memref<*x{e}> to {static}", static,
                              keep=False)
                    self.results.append((f"%v{self.n}", static))
                else:
                    self.emit(f"memref.rank {u} : memref<*x{e}>", "index")
            elif r < 0.75:
                other = f"%a{len(self.args)}"
                self.args.append((other, static))
                self.lines.append(f"    memref.copy {c}, {other} : {target} to {static}")
            else:
                self.subview(c, target, rows, cols, e)

    def subview(self, src: str, st: str, rows: int, cols: int, e: str) -> None:
        shape = re.match(r"memref<([\d?]+)x([\d?]+)x", st).groups()
        offs, sizes, strides = [], [], []
        res_shape = []
        for _dim, bound in zip(shape, (rows, cols), strict=True):
            size = self.rng.randint(1, bound)
            off = self.rng.randint(0, bound - size)
            offs.append(str(off) if self.rng.random() < 0.5 else
                        self.emit(f"arith.constant {off} : index", "index", False))
            if self.rng.random() < 0.4:
                sizes.append(self.emit(f"arith.constant {size} : index", "index", False))
                res_shape.append("?")
            else:
                sizes.append(str(size))
                res_shape.append(str(size))
            strides.append("1")
        # the source's strides: [cols, 1] when cols is static, else [?, 1]; its offset 0
        row_stride = shape[1] if shape[1] != "?" else "?"
        offset = "?"  # 0 times a dynamic stride is 0
        if all(not o.startswith("%") for o in offs) and (row_stride != "?" or offs[0] == "0"):
            offset = str(int(offs[0]) * (0 if offs[0] == "0" else int(row_stride))
                         + int(offs[1]))
        rt = (f"memref<{res_shape[0]}x{res_shape[1]}x{e}, strided<[{row_stride}, 1], "
              f"offset: {offset}>>")
        v = self.emit(f"memref.subview {src}[{', '.join(offs)}] [{', '.join(sizes)}] "
                      f"[{', '.join(strides)}] : {st} to {rt}", rt, keep=False)
        r = self.rng.random()
        if r < 0.4:
            self.results.append((v, rt))
        elif r < 0.7:
            k = self.index(2)
            self.emit(f"memref.dim {v}, {k} : {rt}", "index")
        else:
            i, j = self.emit("arith.constant 0 : index", "index", False), self.index(1)
            self.emit(f"memref.load {v}[{i}, {j}] : {rt}", e)

    def text(self) -> str:
        args = ", ".join(f"{v}: {t}" for v, t in self.args)
        rts = ", ".join(t for _, t in self.returned)
        head = f"  func.func @f{self.seed}({args}) -> ({rts}) {{"
        ret = (f"    return {', '.join(v for v, _ in self.returned)} : {rts}"
               if self.returned else "    return")
        return "\n".join([head, *self.lines, ret, "  }"]) + "\n"


def module(functions: list[str]) -> str:
    return "module {\n" + "".join(functions) + "}\n"


_FUNC = re.compile(r"^  func\.func @(f\d+)\(", re.M)


def split(output: str) -> dict[str, str]:
    """The printed functions of a module, by name (each up to its closing `  }`: the ops of
    the generated functions hold no regions)."""
    out = {}
    starts = [(m.start(), m.group(1)) for m in _FUNC.finditer(output)]
    for pos, name in starts:
        end = output.find("\n  }\n", pos)
        out[name] = output[pos:end + len("\n  }\n")] if end >= 0 else output[pos:]
    return out


def _run(cmd: list[str], text: str, work: str) -> common.Result:
    fd, path = tempfile.mkstemp(suffix=".mlir", dir=work)
    with os.fdopen(fd, "w") as f:
        f.write(text)
    return common.run([*cmd, path], timeout=TIMEOUT)


def _gpuopt(funcs: list[str], pipe: tuple, work: str) -> dict[str, str]:
    """gpuopt's output of each function; where gpuopt fails on a module, its halves are run
    on their own, down to the function that fails (whose output is then the error)."""
    r = _run([*common.tool("gpuopt"), *pipe], module(funcs), work)
    if r.returncode == 0 and not common.internal_error(r.stderr):
        return split(r.stdout)
    if len(funcs) == 1:
        name = _FUNC.search(funcs[0]).group(1)
        return {name: f"gpuopt exit {r.returncode}: {r.stderr[-1500:]}"}
    half = len(funcs) // 2
    return {**_gpuopt(funcs[:half], pipe, work), **_gpuopt(funcs[half:], pipe, work)}


def check(text: str, work: str, pipelines=PIPELINES) -> dict:
    """Runs one module through both tools and each pipeline. Returns {"invalid": message} when
    mlir-opt-19 refuses it (a generator bug), else {"fails": {function: (pipeline, expected,
    got)}}: the first pipeline under which each function differs."""
    fails: dict[str, tuple] = {}
    for pipe in pipelines:
        ref = _run([common.MLIR_OPT19, *pipe], text, work)
        if ref.returncode != 0:
            return {"invalid": ref.stderr[-2000:], "fails": fails}
        theirs = split(ref.stdout)
        ours = _gpuopt(list(split(text).values()), pipe, work)
        for name, expected in theirs.items():
            if ours.get(name) != expected and (STRICT or normalize(ours.get(name, ""))
                                               != normalize(expected)):
                fails.setdefault(name, (pipe, expected, ours.get(name, "")))
    return {"fails": fails}


_CONST = re.compile(r"^\s*(%[\w-]+) = (arith\.constant .*)$")
_NAME = re.compile(r"%[\w-]+")


def normalize(func: str) -> str:
    """The function with its constants sorted and their names replaced by their values: the
    order in which the greedy driver leaves folded constants (and so their names) is not
    compared, unless GPUOPT_FUZZ_CANON_STRICT=1 (a known difference of gpuopt's driver)."""
    consts, rest = {}, []
    for line in func.splitlines():
        m = _CONST.match(line)
        if m:
            consts[m.group(1)] = "{" + m.group(2) + "}"
        else:
            rest.append(line)
    body = [_NAME.sub(lambda m: consts.get(m.group(0), m.group(0)), x) for x in rest]
    return "\n".join(sorted(set(consts.values())) + body)


def _first_diff(expected: str, got: str) -> str:
    el, gl = expected.splitlines(), got.splitlines()
    for x, y in zip(el, gl, strict=False):
        if x != y:
            return f"expected {x.strip()!r}, gpuopt {y.strip()!r}"
    return f"expected {len(el)} lines, gpuopt {len(gl)}"


def _pattern(line: str) -> str:
    """A line as a FileCheck pattern: `[[` and `{{` escaped."""
    return re.sub(r"(\[\[|\{\{)", lambda m: "{{" + re.escape(m.group(1)) + "}}", line)


def reproducer(pipe: tuple, expected: str) -> tuple[list[str], list[str]]:
    """RUN and CHECK lines: gpuopt prints mlir-opt-19's output of the function."""
    lines = [x.strip() for x in expected.rstrip("\n").splitlines() if x.strip()]
    checks = ["CHECK-LABEL: " + _pattern(lines[0])]
    checks += ["CHECK-NEXT: " + _pattern(x) for x in lines[1:]]
    return [f"gpuopt %s {' '.join(pipe)} | FileCheck %s"], checks


def _single_returns(func: str) -> list[str]:
    """The function with one of its returned values only, for each of them."""
    m = re.search(r"^(  func\.func @\w+\(.*\) -> \()(.*)(\) \{)$", func, re.M)
    r = re.search(r"^    return (.*) : (.*)$", func, re.M)
    if not m or not r:
        return []
    names = [x.strip() for x in r.group(1).split(",")]
    types = _split_types(r.group(2))
    if len(names) < 2 or len(types) != len(names):
        return []
    out = []
    for v, t in zip(names, types, strict=True):
        f = func[:m.start(2)] + t + func[m.end(2):]
        r2 = re.search(r"^    return (.*) : (.*)$", f, re.M)
        out.append(f[:r2.start()] + f"    return {v} : {t}" + f[r2.end():])
    return out


def _split_types(text: str) -> list[str]:
    out, depth, cur = [], 0, ""
    for ch in text:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    return out + [cur.strip()] if cur.strip() else out


def report(func: str, seed: int, pipe: tuple, out_dir: str, log, reduce: bool = True) -> str:
    """Reduces a failing function (unless told not to) and writes its reproducer."""
    from tools.fuzz import reduce as R
    work = tempfile.mkdtemp(prefix="gpuopt-fuzz-canon-")

    def still_fails(candidate: str) -> bool:
        got = check(candidate, work, (pipe,))
        return "invalid" not in got and bool(got["fails"])
    text = module([func])
    if reduce:
        for cand in _single_returns(func):
            if still_fails(module([cand])):
                text = module([cand])
                break
        text = R.reduce(text, still_fails, seconds=REDUCE_SECONDS)
    result = check(text, work, (pipe,))
    name = f"f{seed}"
    pipe_, expected, got = result["fails"].get(name, (pipe, "", ""))
    runs, checks = reproducer(pipe, expected) if expected else ([], [])
    symptom = f"{' '.join(pipe)}: {_first_diff(expected, got)}" if expected else "no longer fails"
    return common.write_reproducer(out_dir, NAME, seed, text, run_lines=runs,
                                   check_lines=checks, symptom=symptom)


def run(seeds: list[int], out_dir: str, log) -> dict:
    """Generates a function per seed, checks them BATCH to a module (WORKERS at a time), and
    writes a reduced reproducer per failing function."""
    counts = {"cases": len(seeds), "wrong": 0, "invalid": 0, "failure_keys": ["invalid"]}
    batches = [seeds[i:i + BATCH] for i in range(0, len(seeds), BATCH)]

    def one(batch: list[int]) -> tuple[dict, dict]:
        work = tempfile.mkdtemp(prefix="gpuopt-fuzz-canon-")
        funcs = {f"f{s}": Program(s).text() for s in batch}
        result = check(module(list(funcs.values())), work)
        log(f"seeds {batch[0]}..{batch[-1]}: {len(result['fails'])} failing")
        return funcs, result
    with ThreadPoolExecutor(max_workers=WORKERS) as pool:
        results = list(pool.map(one, batches))
    reduced = 0
    for funcs, result in results:
        if "invalid" in result:
            counts["invalid"] += len(funcs)
            first = next(iter(funcs))
            log(f"invalid module from seed {first[1:]}: {result['invalid'][:500]}")
            common.write_reproducer(out_dir, NAME, int(first[1:]), module(list(funcs.values())),
                                    run_lines=[], symptom="invalid: " + result["invalid"])
            continue
        for name, (pipe, expected, got) in result["fails"].items():
            counts["wrong"] += 1
            log(f"{name}: {' '.join(pipe)}: {_first_diff(expected, got)}")
            do = reduced < int(os.environ.get("GPUOPT_FUZZ_MAX_REDUCED", "3"))
            reduced += do
            path = report(funcs[name], int(name[1:]), pipe, out_dir, log, do)
            log(f"wrote {path}")
    return counts
