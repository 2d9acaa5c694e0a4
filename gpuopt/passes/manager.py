"""The pass manager: passes by flag, options as dataclass fields, nested pipelines, verification.

A pass is a dataclass subclassing `Pass` with `flag=` in its class header; its fields are its
options (`--gpu-to-llvm="gpu-binary-annotation=nvvm.cubin"`) and `run(op)` does the work on
the op it is anchored on (`anchor`: "builtin.module", "func.func", "gpu.module" or "any").
The manager owns the instrumentation mlir-opt-19 offers: IR printing, timing, verification.
"""
from __future__ import annotations

import dataclasses
import importlib
import sys
import time
from dataclasses import dataclass
from typing import Any, ClassVar

from gpuopt import verifier
from gpuopt.diag import GpuoptError, PassError
from gpuopt.tool import emit

PASSES: dict[str, type[Pass]] = {}

# MLIR's pass class names (IR dump headers, timing reports) and summaries (--help), for passes
# whose class does not set `pass_name` / a docstring.
MLIR_NAMES = {
    "canonicalize": "Canonicalizer", "cse": "CSE", "symbol-dce": "SymbolDCE",
    "gpu-kernel-outlining": "GpuKernelOutlining", "gpu-async-region": "GpuAsyncRegionPass",
    "gpu-to-llvm": "GpuToLLVMConversionPass", "convert-gpu-to-llvm": "GpuToLLVMConversionPass",
    "convert-gpu-to-nvvm": "ConvertGpuOpsToNVVMOps",
    "gpu-module-to-binary": "GpuModuleToBinaryPass",
    "convert-func-to-llvm": "ConvertFuncToLLVMPass", "convert-scf-to-cf": "SCFToControlFlow",
    "convert-arith-to-llvm": "ArithToLLVMConversionPass",
    "finalize-memref-to-llvm": "FinalizeMemRefToLLVMConversionPass",
    "convert-cf-to-llvm": "ConvertControlFlowToLLVMPass",
    "reconcile-unrealized-casts": "ReconcileUnrealizedCasts",
}
SUMMARIES = {
    "canonicalize": "Canonicalize operations", "cse": "Eliminate common sub-expressions",
    "symbol-dce": "Eliminate dead symbols", "gpu-async-region": "Make GPU ops async",
    "gpu-kernel-outlining": "Outline gpu.launch bodies to kernel functions",
}


PRESERVED = "all analyses preserved"  # what Pass.run returns when it left the IR as it was


@dataclass
class Pass:
    """Base of every pass: subclasses are dataclasses whose fields are the pass options.
    `run(op)` returns PRESERVED when it knows it changed nothing (MLIR's
    markAllAnalysesPreserved); the verifier is then not run again after it, as in mlir-opt."""

    flag: ClassVar[str] = ""
    anchor: ClassVar[str] = "builtin.module"
    summary: ClassVar[str] = ""
    pass_name: ClassVar[str] = ""  # MLIR's class name, for dump headers and timing
    analyses: ClassVar[tuple[str, ...]] = ()  # analyses shown under the pass in --mlir-timing

    def __init_subclass__(cls, flag: str | None = None, **kw) -> None:
        super().__init_subclass__(**kw)
        if flag is not None:
            cls.flag = flag
            doc = (cls.__doc__ or "").strip()
            cls.summary = doc.splitlines()[0] if doc and not doc.startswith(cls.__name__ + "(") \
                else SUMMARIES.get(flag, "")
            if not cls.__dict__.get("pass_name"):
                cls.pass_name = MLIR_NAMES.get(flag, cls.__name__)
            PASSES[flag] = cls

    def run(self, op) -> str | None:
        raise NotImplementedError

    def options_text(self) -> str:
        """`{a=1 b=x}` as mlir-opt's --dump-pass-pipeline prints the options ("" with none)."""
        fields = sorted(dataclasses.fields(self), key=lambda f: option_name(f))
        if not fields:
            return ""
        return "{" + " ".join(_option_value_text(self, f) for f in fields) + "}"

    def textual(self) -> str:
        return self.flag + self.options_text()


@dataclass
class PassPipeline(Pass):
    """A named pass pipeline (mlir-opt's PassPipelineRegistration): its fields are the
    pipeline's options; `build()` returns the passes (and nested PassManagers) it stands for.
    A pipeline flag or textual element is replaced by what `build()` returns, so
    --dump-pass-pipeline and the IR dumps show the passes, as mlir-opt-19 shows them."""

    anchor: ClassVar[str] = "any"

    def build(self) -> list:
        raise NotImplementedError

    def run(self, op) -> None:  # never run: expanded when added to a PassManager
        raise NotImplementedError


def option_name(f: dataclasses.Field) -> str:
    return f.metadata.get("name", f.name.replace("_", "-"))


def _option_value_text(p: Pass, f: dataclasses.Field) -> str:
    v = getattr(p, f.name)
    if isinstance(v, (list, tuple)):
        return f"{option_name(f)}={','.join(map(str, v))}" if v else ""
    if isinstance(v, bool):
        v = "true" if v else "false"
    v = str(v)
    if any(c in v for c in " \t{}"):
        v = "{" + v + "}"
    return f"{option_name(f)}={v}"


def lookup(flag: str) -> type[Pass]:
    """The pass class for a flag or alias, importing its module on demand."""
    from gpuopt import passes
    flag = passes.ALIASES.get(flag, flag)
    if flag not in PASSES:
        module = passes.MODULES.get(flag)
        if module is None:
            raise PassError(f"'{flag}' does not refer to a registered pass or pass pipeline")
        # a full module path for passes that live above passes/ (target/gpu_module_to_binary)
        importlib.import_module(module if module.startswith("gpuopt.") else
                                f"gpuopt.passes.{module}")
    return PASSES[flag]


def known(flag: str) -> bool:
    from gpuopt import passes
    return flag in passes.MODULES or flag in passes.ALIASES or flag in PASSES


# ---- errors --------------------------------------------------------------------------------
class PipelineError(PassError):
    """An error about the pipeline itself, printed at `<unknown>:0` as mlir-opt prints it.

    `prefix` is text mlir-opt writes to stderr before the diagnostic (llvm::cl's messages); the
    command line prints it, ahead of the diagnostic.
    """

    def __init__(self, message: str, prefix: str = "") -> None:
        super().__init__(message, None)
        self.prefix = prefix

    def render(self) -> str:
        return f"<unknown>:0: error: {self.message}\n"


class OptionError(Exception):
    """A bad pass option: `stream` is the diagnostic text, `prefix` goes to stderr first."""

    def __init__(self, stream: str, prefix: str = "") -> None:
        super().__init__(stream)
        self.stream = stream
        self.prefix = prefix


# ---- options -------------------------------------------------------------------------------
def split_options(text: str) -> list[tuple[str, str | None]]:
    """`a=1 b={x y} c="q"` -> [(a, 1), (b, x y), (c, q)] as MLIR's pass option parser splits."""
    out: list[tuple[str, str | None]] = []
    i, n = 0, len(text)
    while i < n:
        while i < n and text[i] in " \t\n":
            i += 1
        if i >= n:
            break
        j = i
        while j < n and text[j] not in "= \t\n":
            j += 1
        key = text[i:j]
        if j < n and text[j] == "=":
            j += 1
            start, depth = j, 0
            while j < n and (depth or text[j] not in " \t\n"):
                if text[j] in "{([":
                    depth += 1
                elif text[j] in "})]":
                    depth -= 1
                elif text[j] in "\"'":
                    close = text.find(text[j], j + 1)
                    j = close if close >= 0 else n - 1
                j += 1
            value = text[start:j]
            if len(value) >= 2 and (value[0], value[-1]) in (("{", "}"), ('"', '"'), ("'", "'")):
                value = value[1:-1]
            out.append((key, value))
        else:
            out.append((key, None))
        i = j
    return out


def _convert(f: dataclasses.Field, key: str, value: str | None, default: Any) -> Any:
    kind = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", str(f.type))
    if isinstance(default, bool) or kind == "bool":
        v = "" if value is None else value
        table = {"": True, "true": True, "1": True, "TRUE": True, "True": True,
                 "false": False, "0": False, "FALSE": False, "False": False}
        if v not in table:
            raise OptionError("", f"gpuopt: for the --{key} option: '{v}' is invalid value for "
                                  "boolean argument! Try 0 or 1\n")
        return table[v]
    if isinstance(default, int) or kind == "int":
        try:
            return int(value or "", 0)
        except ValueError:
            width = f.metadata.get("type", "long")
            width = {"int": "integer"}.get(width, width)  # llvm::cl's parser<int> wording
            raise OptionError("", f"gpuopt: for the --{key} option: '{value}' value invalid for "
                                  f"{width} argument!\n") from None
    if value is None:  # llvm::cl's string and list options need a value
        raise OptionError("", f"gpuopt: for the --{key} option: requires a value!\n")
    if value not in f.metadata.get("values", (value,)):  # an enum option: its value names
        raise OptionError("", f"gpuopt: for the --{key} option: Cannot find option named "
                              f"'{value}'!\n")
    if isinstance(default, (list, tuple)) or kind.startswith(("list", "tuple")):
        return tuple(x for x in value.split(",") if x)
    return value


def parse_options(cls: type[Pass], text: str | None) -> Pass:
    """`cls` with options from `a=1 b=true` (MLIR's pass option syntax); OptionError if bad."""
    kwargs: dict = {}
    fields = {option_name(f): f for f in dataclasses.fields(cls)}
    for key, value in split_options(text or ""):
        f = fields.get(key)
        if f is None:
            raise OptionError(f"<Pass-Options-Parser>: no such option {key}\n")
        default = f.default if f.default is not dataclasses.MISSING else (
            f.default_factory() if f.default_factory is not dataclasses.MISSING else None)
        kwargs[f.name] = _convert(f, key, value, default)
    return cls(**kwargs)


# ---- pipelines -----------------------------------------------------------------------------
@dataclass
class PassManager:
    """A pipeline anchored on an op name: passes and nested pipelines, run in order."""

    anchor: str = "builtin.module"
    items: list = dataclasses.field(default_factory=list)

    def textual(self) -> str:
        return f"{self.anchor}(" + ",".join(i.textual() for i in self.items) + ")"

    def add(self, p: Pass) -> None:
        """Adds a pass, nesting it in its own `func.func(...)` when anchored elsewhere."""
        if isinstance(p, PassPipeline):
            for item in p.build():
                if isinstance(item, PassManager):
                    self.items.append(item)
                else:
                    self.add(item)
            return
        a = type(p).anchor
        if a in (self.anchor, "any"):
            self.items.append(p)
        else:
            self.items.append(PassManager(a, [p]))

    def merged(self) -> list:
        """Items with adjacent nested pipelines on the same anchor merged (as MLIR runs them)."""
        out: list = []
        for item in self.items:
            if isinstance(item, PassManager) and out and isinstance(out[-1], PassManager) \
                    and out[-1].anchor == item.anchor:
                out[-1] = PassManager(item.anchor, out[-1].items + item.items)
            else:
                out.append(item)
        return out

    def dump(self) -> str:
        return f"Pass Manager with {len(self.items)} passes:\n{self.textual()}\n\n"


@dataclass
class _Element:
    name: str
    pos: int  # offset of the name in the pipeline text
    options: str | None = None
    inner: list[_Element] | None = None


class _TextError(Exception):
    def __init__(self, pos: int, message: str) -> None:
        super().__init__(message)
        self.pos = pos


def _parse_elements(text: str) -> list[_Element]:
    """MLIR's TextualPipeline::parsePipelineText: names, `{options}` and nested `(...)`."""
    top: list[_Element] = []
    stack = [top]
    i = 0
    while True:
        cur = stack[-1]
        j = min((k for k in (text.find(c, i) for c in ",(){") if k >= 0), default=-1)
        raw = text[i:] if j < 0 else text[i:j]
        lead = len(raw) - len(raw.lstrip())
        cur.append(_Element(raw.strip(), i + lead if raw.strip() else i + len(raw)))
        if j < 0:
            break
        i = j
        sep = text[i]
        if sep == "{":
            depth, k = 1, i + 1
            while k < len(text):
                if text[k] == "{":
                    depth += 1
                elif text[k] == "}":
                    depth -= 1
                    if depth == 0:
                        break
                k += 1
            else:
                raise _TextError(i, "missing closing '}' while processing pass options")
            cur[-1].options = text[i + 1:k]
            i = k + 1
            while i < len(text) and text[i].isspace():
                i += 1
            if i >= len(text):
                break
            sep = text[i]
        if sep == "(":
            cur[-1].inner = []
            stack.append(cur[-1].inner)
            i += 1
            continue
        while i < len(text) and text[i] == ")":
            if len(stack) == 1:
                raise _TextError(i, "encountered extra closing ')' creating unbalanced "
                                    "parentheses while parsing pipeline")
            stack.pop()
            i += 1
            while i < len(text) and text[i].isspace():
                i += 1
        if i >= len(text):
            break
        i += 1  # the ',' between elements
    if len(stack) > 1:
        raise _TextError(i, "encountered unbalanced parentheses while parsing pipeline")
    return top


def _parser_error(text: str, pos: int, message: str) -> PipelineError:
    line = text.count("\n", 0, pos) + 1
    start = text.rfind("\n", 0, pos) + 1
    end = text.find("\n", pos)
    src = text[start:] if end < 0 else text[start:end]
    col = pos - start + 1
    return PipelineError(f"MLIR Textual PassPipeline Parser:{line}:{col}: error: {message}\n"
                         f"{src}\n{' ' * (col - 1)}^\n")


def parse_pipeline(text: str) -> PassManager:
    """`builtin.module(func.func(cse),symbol-dce)` as mlir-opt-19's --pass-pipeline parses it."""
    text = text.strip()
    start = text.find("(")
    if start <= 0 or not text.endswith(")"):
        raise PipelineError("expected pass pipeline to be wrapped with the anchor operation "
                            "type, e.g. 'builtin.module(...)'")
    inner = text[start + 1:-1]
    pm = PassManager(text[:start].rstrip())
    try:
        elements = _parse_elements(inner)
    except _TextError as err:
        raise _parser_error(inner, err.pos, str(err)) from None
    _check_names(inner, elements)
    _add_elements(pm, elements)
    return pm


def _check_names(text: str, elements: list[_Element]) -> None:
    for e in elements:
        if e.inner is not None:
            _check_names(text, e.inner)
        elif not known(e.name):
            raise _parser_error(text, e.pos, f"'{e.name}' does not refer to a registered pass "
                                             "or pass pipeline")


def _add_elements(pm: PassManager, elements: list[_Element]) -> None:
    for e in elements:
        if e.inner is not None:
            nested = PassManager(e.name)
            try:
                _add_elements(nested, e.inner)
            except PipelineError as err:  # each enclosing pipeline adds its own line
                raise PipelineError(f"{err.message}failed to add `{e.name}` with options "
                                    f"`{e.options or ''}` to inner pipeline\n",
                                    err.prefix) from None
            pm.items.append(nested)
            continue
        cls = lookup(e.name)
        failed = f"failed to add `{e.name}` with options `{e.options or ''}`\n"
        try:
            p = parse_options(cls, e.options)
        except OptionError as err:
            raise PipelineError(err.stream + "\n" + failed, err.prefix) from None
        # a pipeline adds its passes to `pm` as they are (mlir-opt-19 aborts with this
        # message on `func.func(gpu-lower-to-nvvm-pipeline)`; gpuopt reports it)
        # (explicitly: no nesting added, as in a textual pipeline)
        items = _expanded(p)
        for q in items:
            if isinstance(q, Pass) and not _fits(type(q), pm.anchor):
                raise PipelineError(f"Can't add pass '{type(q).pass_name}' restricted to "
                                    f"'{type(q).anchor}' on a PassManager intended to run on "
                                    f"'{pm.anchor}', did you intend to nest?\n" + failed)
        pm.items += items


def _expanded(p: Pass) -> list:
    """`p`, or the passes and nested pass managers a pipeline stands for."""
    if not isinstance(p, PassPipeline):
        return [p]
    return [q for item in p.build() for q in _expanded(item)]


def _fits(cls: type[Pass], anchor: str) -> bool:
    """Whether a pass of `cls` may be added to a pass manager on `anchor` (no nesting)."""
    return cls.anchor in (anchor, "any") or anchor == "any"


def build_pipeline(pipeline: list[tuple[str, str | None]],
                   anchor: str = "builtin.module") -> PassManager:
    """The pass manager for the command line's pass flags (anchored on the top-level op's
    name, as mlir-opt-19 anchors it) or its --pass-pipeline."""
    texts = [v for f, v in pipeline if f == "pass-pipeline"]
    flags = [(f, v) for f, v in pipeline if f != "pass-pipeline"]
    if texts and flags:
        raise PipelineError("'-pass-pipeline' option can't be used with individual pass "
                            "options")
    if texts:
        return parse_pipeline(texts[-1] or "")
    pm = PassManager(anchor)
    for flag, value in flags:
        try:
            pm.add(parse_options(lookup(flag), value))
        except OptionError as err:
            raise PipelineError(err.stream, err.prefix) from None
    return pm


# ---- instrumentation -----------------------------------------------------------------------
@dataclass
class Instrumentation:
    """What to do around each pass: mlir-opt's --mlir-print-ir-*, --mlir-timing, verify."""

    before_all: bool = False
    after_all: bool = False
    before: frozenset = frozenset()  # --mlir-print-ir-before=<pass>: pass flags
    after: frozenset = frozenset()
    after_change: bool = False
    after_failure: bool = False
    module_scope: bool = False
    verify: bool = True
    timing: Timer | None = None
    threaded: bool = False  # mlir-opt's thread pool is on (no --mlir-disable-threading)
    generic: bool = False
    debuginfo: bool = False
    local_scope: bool = False
    elide: int | None = None
    pretty: bool = False
    stream: Any = None

    def emit(self, text: str) -> None:
        emit(self.stream or sys.stderr, text)

    def ir_text(self, op) -> str:
        from gpuopt.printer import print_op
        if self.module_scope:
            top = op
            while top.parent_op is not None:
                top = top.parent_op
            head = f" ('{op.name}' operation"
            sym = op.attributes.get("sym_name")
            if sym is not None and hasattr(sym, "value"):
                head += f": @{sym.value}"
            return head + ") //----- //\n" + self._print(top, print_op) + "\n\n"
        return " //----- //\n" + self._print(op, print_op) + "\n\n"

    def _print(self, op, print_op) -> str:
        nested = op.parent is not None
        text = print_op(op, generic=self.generic, debuginfo=self.debuginfo,
                        local_scope=True if nested else self.local_scope, elide=self.elide,
                        pretty=self.pretty)
        return text[:-1] if text.endswith("\n") else text

    def fingerprint(self, op) -> str:
        from gpuopt.printer import print_op
        return print_op(op, generic=True, local_scope=True)


class Timer:
    """A node of the --mlir-timing tree: wall seconds and children in first-use order."""

    def __init__(self, name: str = "root") -> None:
        self.name = name
        self.wall = 0.0
        self.children: dict[Any, Timer] = {}
        self.threaded = False  # a nested pipeline ran on several ops with threads on

    def child(self, key: Any, name: str) -> Timer:
        node = self.children.get(key)
        if node is None:
            node = self.children[key] = Timer(name)
        return node

    def report(self, total: float) -> str:
        """mlir-opt-19's default (tree) report."""
        rule = "===" + "-" * 73 + "==="
        lines = [rule, " " * 25 + "... Execution time report ...", rule,
                 f"  Total Execution Time: {total:.4f} seconds", "",
                 ("  ----User Time----" if self.threaded else "") +
                 "  ----Wall Time----  ----Name----"]
        used = 0.0
        user = self.threaded
        for node in self.children.values():
            used += node.wall
            lines += node._lines(total, 0, user)
        lines.append(_time_line(max(total - used, 0.0), total, "Rest", user))
        lines.append(_time_line(total, total, "Total", user))
        return "\n".join(lines) + "\n"

    def _lines(self, total: float, depth: int, user: bool) -> list[str]:
        out = [_time_line(self.wall, total, "  " * depth + self.name, user)]
        for node in self.children.values():
            out += node._lines(total, depth + 1, user)
        return out


def _time_line(t: float, total: float, name: str, user: bool = False) -> str:
    """One row; mlir-opt-19 adds a User Time column once work ran on several threads (gpuopt
    runs on one, so its user time is its wall time)."""
    pct = 100.0 * t / total if total > 0 else 0.0
    cell = f"  {t:8.4f} ({pct:5.1f}%)"
    return (cell + cell if user else cell) + f"  {name}"


TIMING: Timer | None = None  # set by the command line when --mlir-timing is on


def start_timing() -> Timer:
    global TIMING
    TIMING = Timer()
    return TIMING


# ---- running ---------------------------------------------------------------------------------
def _children(op, pm: PassManager) -> list:
    """The ops directly inside `op` that `pm` runs on: those named as its anchor; for `any`,
    each registered op isolated from above that all of its passes may run on (mlir-opt-19's
    canScheduleOn: `any(gpu-async-region)` runs on func.func ops only)."""
    from gpuopt.ir.core import UnknownOp
    anchors = {type(p).anchor for p in pm.items if isinstance(p, Pass)} - {"any"}
    def runs_on(o) -> bool:
        if pm.anchor != "any":
            return o.name == pm.anchor
        return o.has_trait("IsolatedFromAbove") and not isinstance(o, UnknownOp) \
            and anchors <= {o.name}

    return [o for region in op.regions for block in region.blocks for o in block.ops
            if runs_on(o)]


def run_pipeline(pm: PassManager, root, inst: Instrumentation | None = None) -> None:
    """Runs `pm` on `root`; `root`'s name must match the pipeline's anchor (or it be `any`)."""
    inst = inst or Instrumentation()
    if pm.anchor not in ("any", root.name):
        raise PassError(f"can't run '{pm.anchor}' pass manager on '{root.name}' op", root.loc)
    verify = verifier.verify if inst.verify else None
    _run_items(pm.merged(), root, inst, inst.timing, verify)


def _run_items(items: list, op, inst: Instrumentation, timer: Timer | None, verify) -> None:
    for item in items:
        if isinstance(item, PassManager):
            node = timer.child(id(item.items[0]) if item.items else id(item),
                               f"'{item.anchor}' Pipeline") if timer else None
            t0 = time.perf_counter()
            children = _children(op, item)
            if node is not None and inst.threaded and len(children) > 1:
                inst.timing.threaded = True  # type: ignore[union-attr]
            for child in children:
                if item.items:
                    _check_schedulable(child)
                _run_items(item.merged(), child, inst, node, verify)
            if node:
                node.wall += time.perf_counter() - t0
        else:
            _run_pass(item, op, inst, timer, verify)


def _check_schedulable(op) -> None:
    """mlir-opt-19 runs a nested pipeline only on a registered op isolated from above
    (`func.func(scf.for(cse))` fails at each scf.for), with the op's `see current operation`."""
    from gpuopt.ir.core import UnknownOp
    if isinstance(op, UnknownOp):
        what = "an unregistered operation"
    elif not op.has_trait("IsolatedFromAbove"):
        what = "an operation not marked as 'IsolatedFromAbove'"
    else:
        return
    err = PassError(f"'{op.name}' op trying to schedule a pass on {what}", op.loc)
    verifier.attach_current_op(err, op)
    raise err


def _run_pass(p: Pass, op, inst: Instrumentation, timer: Timer | None, verify) -> None:
    header = f"// -----// IR Dump {{}} {type(p).pass_name}{{}} ({p.flag})"
    if inst.before_all or p.flag in inst.before:
        inst.emit(header.format("Before", "") + inst.ir_text(op))
    # mlir-opt-19: any after-filter also prints the IR of a failed pass; with
    # --mlir-print-ir-after-failure only that one is printed
    after = inst.after_all or inst.after_failure or p.flag in inst.after
    before = inst.fingerprint(op) if after and inst.after_change else None
    t0 = time.perf_counter()
    try:
        if p.run(op) is not PRESERVED and verify is not None:
            verify(op)
    except GpuoptError as err:
        if after:
            dump = header.format("After", " Failed") + inst.ir_text(op)
            if inst.stream is None:  # printed after the diagnostic, which mlir-opt-19's pass
                err.after_dump = getattr(err, "after_dump", "") + dump  # emitted first
            else:
                inst.emit(dump)
        raise
    finally:
        if timer is not None:
            node = timer.child(id(p), type(p).pass_name)
            node.wall += time.perf_counter() - t0
            for a in type(p).analyses:
                node.child(a, f"(A) {a}")
    if after and not inst.after_failure and (before is None or inst.fingerprint(op) != before):
        inst.emit(header.format("After", "") + inst.ir_text(op))


def run_cli_pipeline(module, pipeline: list[tuple[str, str | None]], opts: Any = None) -> None:
    """Builds the command line's pipeline, dumps it if asked, and runs it on `module`."""
    pm = build_pipeline(pipeline, module.name)
    inst = instrumentation(opts)
    if getattr(opts, "dump_pass_pipeline", False):
        inst.emit(pm.dump())
    debug = getattr(opts, "debug_only", "") or ""
    from gpuopt import rewrite
    rewrite.set_debug(debug)
    run_pipeline(pm, module, inst)


def instrumentation(opts: Any) -> Instrumentation:
    g = (lambda name, default=False: getattr(opts, name, default)) if opts else (
        lambda name, default=False: default)
    from gpuopt import passes

    def flags(name: str) -> frozenset:
        return frozenset(passes.ALIASES.get(f, f) for f in g(name, ()))

    return Instrumentation(before_all=g("print_ir_before_all"), after_all=g("print_ir_after_all"),
                           before=flags("print_ir_before"), after=flags("print_ir_after"),
                           after_change=g("print_ir_after_change"),
                           after_failure=g("print_ir_after_failure"),
                           module_scope=g("print_ir_module_scope"),
                           verify=g("verify_each", True), timing=TIMING,
                           threaded=not g("disable_threading"),
                           generic=g("generic"), debuginfo=g("debuginfo"),
                           local_scope=g("local_scope"), elide=g("elide_limit", None),
                           pretty=g("pretty_debuginfo"))


# ---- --help --------------------------------------------------------------------------------
def _all_passes() -> list[type[Pass]]:
    from gpuopt import passes
    for flag in passes.MODULES:
        lookup(flag)
    return [PASSES[f] for f in sorted(PASSES)]


def help_lines(width: int = 48) -> list[str]:
    """`--help` lines for every registered pass with its options, laid out as mlir-opt does."""
    lines = ["    Passes:"]
    for cls in _all_passes():
        lines.append(f"      {'--' + cls.flag:<{width - 4}} -   {cls.summary}")
        for f in sorted(dataclasses.fields(cls), key=option_name):
            name = option_name(f)
            # llvm::cl prints a one-letter option as `-O <uint>`
            text = f"-{name} {_value_name(f)[1:]}" if len(name) == 1 and _value_name(f) \
                else "--" + name + _value_name(f)
            lines.append(f"        {text:<{width - 6}} - {f.metadata.get('help', '')}")
            for value, text in f.metadata.get("values", {}).items():
                lines.append(f"    {'=' + value:<{width - 8}} -   {text}")
    return lines


def _value_name(f: dataclasses.Field) -> str:
    if "type" in f.metadata:
        return f"=<{f.metadata['type']}>"
    kind = f.type if isinstance(f.type, str) else getattr(f.type, "__name__", "")
    if kind == "bool":
        return ""
    if kind == "int":
        return "=<long>"
    return "=<string>"
