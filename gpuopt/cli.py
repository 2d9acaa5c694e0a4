"""The gpuopt command line (like mlir-opt): flags, input splitting, diagnostics, exit status.

The last stage of the pipeline: read the input, split it, parse, run passes, print. Startup time
is part of the product (SPEC.md section 7), so this module imports only cheap standard-library
modules; the parser, printer and passes are imported inside the functions that use them. The
plumbing shared with gpuopt-translate and gpuopt-runner lives in gpuopt/tool.py.
"""

import os
import sys
import time

from gpuopt.dialects import DIALECTS  # the names only: no dialect is imported
from gpuopt.tool import (  # split_input: gpuopt-translate splits too
    Flag,
    UsageError,
    emit,
    guarded,
    help_line,
    parse_flags,
    read_input,
    silence_stdout,
    split_input,
    start,
    write_output,
)

PROG = "gpuopt"
SPLIT_MARKER = "// -----"
# Set to the path of mlir-opt-19 to have it re-verify every MLIR output (see reverify()).
REVERIFY_ENV = "GPUOPT_REVERIFY"


class Options:
    """The parsed gpuopt command line; class attributes are the defaults."""

    input = "-"
    output = "-"
    generic = False
    debuginfo = False
    local_scope = False
    allow_unregistered = False
    split_marker = ""  # "" means no splitting
    output_split_marker = SPLIT_MARKER
    show_dialects = False
    verify_diagnostics = False
    print_op_on_diagnostic = True
    help = False
    version = False
    # pass manager instrumentation (gpuopt/passes/manager.py reads these by name)
    dump_pass_pipeline = False
    print_ir_before_all = False
    print_ir_after_all = False
    print_ir_after_change = False
    print_ir_after_failure = False
    print_ir_module_scope = False
    print_ir_before: list[str] = []  # --mlir-print-ir-before=<pass>: pass flags (never mutated)
    print_ir_after: list[str] = []
    disable_threading = False
    elide_limit: int | None = None  # --mlir-elide-elementsattrs-if-larger
    pretty_debuginfo = False
    no_implicit_module = False
    timing = False
    verify_each = True
    debug_only = ""

    def __init__(self) -> None:
        # Pass flags and --pass-pipeline, in command-line order: (flag, value or None).
        self.pipeline: list[tuple[str, str | None]] = []


# name -> Flag(Options attribute, kind, help, ...): the kinds are tool.Flag's.
FLAGS: dict[str, Flag] = {
    "allow-unregistered-dialect": Flag("allow_unregistered", "bool",
                                       "Allow operation with no registered dialects"),
    "mlir-print-debuginfo": Flag("debuginfo", "bool", "Print debug info in MLIR output"),
    "mlir-pretty-debuginfo": Flag("pretty_debuginfo", "bool",
                                  "Print pretty debug info in MLIR output"),
    "mlir-elide-elementsattrs-if-larger": Flag("elide_limit", "uint",
                                               'Elide ElementsAttrs with "..." that have more '
                                               "elements than the given upper limit",
                                               value_name="=<uint>"),
    "no-implicit-module": Flag("no_implicit_module", "bool",
                               "Disable implicit addition of a top-level module op during "
                               "parsing"),
    "mlir-print-local-scope": Flag("local_scope", "bool",
                                   "Print with local scope and inline information (eliding "
                                   "aliases for attributes, types, and locations"),
    "mlir-print-op-generic": Flag("generic", "bool", "Print the generic op form"),
    "o": Flag("output", "str", "Output filename", value_name="<filename>"),
    "output-split-marker": Flag("output_split_marker", "str",
                                "Split marker to use for merging the ouput",
                                value_name="=<string>"),
    "show-dialects": Flag("show_dialects", "bool",
                          "Print the list of registered dialects and exit"),
    "split-input-file": Flag("split_marker", "opt_str",
                             "Split the input file into chunks using the given or default "
                             "marker and process each chunk independently",
                             const=SPLIT_MARKER, value_name="[=<string>]"),
    "debug-only": Flag("debug_only", "str", "Enable a specific type of debug output (comma "
                       "separated list of types: dialect-conversion, greedy-rewriter)",
                       value_name="=<debug string>"),
    "dump-pass-pipeline": Flag("dump_pass_pipeline", "bool",
                               "Print the pipeline that will be run"),
    "mlir-print-ir-after-all": Flag("print_ir_after_all", "bool", "Print IR after each pass"),
    "mlir-print-ir-after-change": Flag("print_ir_after_change", "bool",
                                       "When printing the IR after a pass, only print if the "
                                       "IR changed"),
    "mlir-print-ir-after-failure": Flag("print_ir_after_failure", "bool",
                                        "When printing the IR after a pass, only print if the "
                                        "pass failed"),
    "mlir-print-ir-after": Flag("print_ir_after", "list", "Print IR after specified passes",
                                value_name="=<pass-arg>"),
    "mlir-print-ir-before": Flag("print_ir_before", "list", "Print IR before specified passes",
                                 value_name="=<pass-arg>"),
    "mlir-print-ir-before-all": Flag("print_ir_before_all", "bool",
                                     "Print IR before each pass"),
    "mlir-print-ir-module-scope": Flag("print_ir_module_scope", "bool",
                                       "When printing IR for print-ir-[before|after]{-all} "
                                       "always print the top-level operation"),
    "mlir-timing": Flag("timing", "bool", "Display execution times"),
    # gpuopt runs on one thread: it always verifies as mlir-opt does with this flag (one
    # function after the other, stopping at the first failure).
    "mlir-disable-threading": Flag("disable_threading", "bool",
                                   "Disable multi-threading within MLIR, overrides any further "
                                   "call to MLIRContext::enableMultiThreading()"),
    "verify-each": Flag("verify_each", "bool",
                        "Run the verifier after each transformation pass"),
    "mlir-print-op-on-diagnostic": Flag("print_op_on_diagnostic", "bool",
                                        "When a diagnostic is emitted on an operation, also "
                                        "print the operation as an attached note"),
    "verify-diagnostics": Flag("verify_diagnostics", "bool",
                               "Check that emitted diagnostics match expected-* lines on the "
                               "corresponding line"),
    "help": Flag("help", "const", "Display available options", const=True),  # and -h
    "version": Flag("version", "const", "Display the version of this program", const=True),
}
_GENERIC_FLAGS = ("help", "version")


def opt_main(argv: list[str] | None = None) -> int:
    """Entry point of `gpuopt` and `python -m gpuopt`; returns the exit status.

    Called with argv None it is the whole process: once the output is written it ends the
    process at once, skipping the teardown of a large IR graph.
    """
    as_process = argv is None
    opts = start(PROG, argv, parse_args, help_text)
    if isinstance(opts, int):
        return opts
    if opts.show_dialects:
        emit(sys.stdout, "Available Dialects: " + ",".join(DIALECTS) + "\n")
        return 0
    status = guarded(PROG, lambda: run(opts), opts.input)
    if status == 130:  # interrupted: no output was written
        return status
    if as_process:
        _exit_now(status)
    return status


def parse_args(args: list[str]) -> Options:
    """Parses an mlir-opt style command line (`-flag`, `--flag`, `--flag=value`, `-o FILE`)."""
    opts = Options()

    def pass_option(name: str, value: str | None) -> bool:
        if not pass_flag(name):  # pass flags (--gpu-to-llvm[=options], --pass-pipeline=...)
            return False
        opts.pipeline.append((name, value))
        return True

    positional = parse_flags(PROG, args, FLAGS, opts, unknown=pass_option,
                             more_names=pass_flags)
    if positional:
        opts.input = positional[0]
    for name in ("before", "after"):
        for flag in getattr(opts, f"print_ir_{name}"):
            if not pass_flag(flag) or flag == "pass-pipeline":
                raise UsageError(f"{PROG}: for the --mlir-print-ir-{name} option: Cannot find "
                                 f"option named '{flag}'!\n")
    return opts


def pass_flags() -> tuple[str, ...]:
    """The pass flags (and aliases) and `pass-pipeline`: what an unknown flag may be a
    misspelling of."""
    from gpuopt import passes

    return (*passes.FLAGS, "pass-pipeline")


def pass_flag(name: str) -> bool:
    """Whether `name` is a pass flag (or alias) or `pass-pipeline`.

    Looks at `gpuopt.passes.FLAGS` (a tuple of pass flags and aliases, STYLE.md section 3) only
    when an unknown flag appears, so plain runs never import the passes.
    """
    from gpuopt import passes

    return name == "pass-pipeline" or name in passes.FLAGS


def run_passes(module: object, pipeline: list[tuple[str, str | None]],
               opts: object = None) -> None:
    """Hook: runs the pass flags and `--pass-pipeline`s of the command line, in order.

    `pipeline` holds (flag, value) pairs: ("gpu-to-llvm", "gpu-binary-annotation=nvvm.cubin"),
    ("pass-pipeline", "builtin.module(...)"). The pass manager raises a GpuoptError on failure.
    """
    from gpuopt.passes import manager

    manager.run_cli_pipeline(module, pipeline, opts)


def help_text() -> str:
    """The --help text, laid out as mlir-opt lays out its own."""
    lines = [f"OVERVIEW: {PROG}: MLIR modular optimizer driver for the gpu dialect (Python)", "",
             "Available Dialects: " + ", ".join(DIALECTS),
             f"USAGE: {PROG} [options] <input file>", "", "OPTIONS:", "", "General options:", ""]
    general = [n for n in FLAGS if n not in _GENERIC_FLAGS and not FLAGS[n].hidden]
    lines += [help_line(n, FLAGS[n]) for n in sorted(general)]
    lines += _pass_help()
    lines += ["", "Generic Options:", ""]
    lines += [help_line(n, FLAGS[n]) for n in _GENERIC_FLAGS]
    return "\n".join(lines) + "\n"


def _pass_help() -> list[str]:
    """Help lines for --pass-pipeline and every registered pass with its options."""
    from gpuopt.passes import manager

    lines = [f"  {'--pass-pipeline=<string>':<48} - Textual description of the pass pipeline "
             "to run", "  Compiler passes to run"]
    return lines + manager.help_lines(48)


def run(opts: Options) -> int:
    """Reads, splits, processes and writes; returns 0, or 1 when any chunk failed.

    Each chunk is its own buffer, named as mlir-opt-19 names it (`within split at FILE:N
    offset `), so diagnostics and `loc(...)` read `within split at FILE:N offset :L:C`. With
    --verify-diagnostics the chunk's diagnostics are matched against its `expected-*` lines.
    """
    from gpuopt import diag
    from gpuopt.diag import GpuoptError

    started = time.perf_counter()
    filename = "<stdin>" if opts.input == "-" else opts.input
    text = read_input(opts.input)
    if opts.split_marker:
        chunks = split_input(text, filename, opts.split_marker)
    else:
        chunks = [(text, filename)]
    outputs: list[str] = []
    failed = False
    from gpuopt import verifier
    verifier.PRINT_OP_ON_DIAGNOSTIC[0] = opts.print_op_on_diagnostic and \
        not opts.verify_diagnostics
    for chunk, bufname in chunks:
        checker = diag.DiagnosticVerifier(bufname, chunk) if opts.verify_diagnostics else None
        sink = checker if checker is not None else _print_diag
        with diag.handler(sink):
            try:
                outputs.append(process(chunk, bufname, opts))
            except GpuoptError as err:
                if getattr(err, "prefix", ""):  # llvm::cl's complaint, before the diagnostic
                    emit(sys.stderr, err.prefix)
                silent = getattr(err, "silent", False)  # a failure mlir-opt-19 gives no words
                if not silent:
                    sink(err.diag)
                if getattr(err, "after_dump", ""):  # --mlir-print-ir-after*: the failed pass
                    emit(sys.stderr, err.after_dump)
                outputs.append("")
                if checker is None or silent:
                    failed = True
        if checker is not None:
            ok = checker.finish()
            if checker.output:
                emit(sys.stderr, "".join(checker.output))
            failed = failed or not ok
    if failed and opts.output != "-":
        _timing_report(opts, started)
        return 1  # as mlir-opt: no output file; an existing one stays as it was
    write_output(opts.output, (opts.output_split_marker + "\n").join(outputs))
    _timing_report(opts, started)
    if failed:
        return 1
    mlir_opt = os.environ.get(REVERIFY_ENV)
    return reverify(mlir_opt, chunks, outputs, opts) if mlir_opt else 0


# Joins the chunks that reverify() hands mlir-opt-19 in one buffer (it occurs in no real input).
_REVERIFY_MARKER = "// ----- gpuopt-reverify -----"


def reverify(mlir_opt: str, chunks: list[tuple[str, str]], outputs: list[str],
             opts: Options) -> int:
    """GPUOPT_REVERIFY: `mlir_opt` parses and verifies each printed chunk whose input it accepts.

    The lit suite sets GPUOPT_REVERIFY to mlir-opt-19 (test/lit/lit.cfg.py), so that every MLIR
    output of a test is also valid MLIR to mlir-opt-19. One mlir-opt run, no passes, checks input
    and output chunks together: the input chunks, then the output chunks, joined by a marker of
    our own (an output chunk starts on the marker's line, so its diagnostics carry the output's
    line numbers). A chunk mlir-opt-19 rejects prints nothing, so an empty output slot marks a
    rejection. An output chunk fails when gpuopt printed it, mlir-opt-19 accepts the input
    chunk and rejects the output chunk: then its diagnostics go to stderr and the status is 1.
    The output gpuopt wrote stays as it was.
    """
    import subprocess

    kept = [i for i, out in enumerate(outputs) if out]  # the chunks gpuopt printed
    if not kept or opts.pretty_debuginfo:  # `#loc = x.c:1:2`: not MLIR, by design
        return 0
    texts = [chunks[i][0] for i in kept] + [outputs[i] for i in kept]
    buf, first_lines = "", []
    for i, text in enumerate(texts):
        if i:
            buf += ("" if buf.endswith("\n") else "\n") + _REVERIFY_MARKER
        first_lines.append(buf.count("\n") + 1)
        buf += text
    cmd = [mlir_opt, "--split-input-file=" + _REVERIFY_MARKER,
           "--output-split-marker=" + _REVERIFY_MARKER]
    if opts.allow_unregistered:
        cmd.append("--allow-unregistered-dialect")
    if opts.no_implicit_module:
        cmd.append("--no-implicit-module")
    try:
        proc = subprocess.run(cmd, input=buf.encode("utf-8", "surrogateescape"),
                              capture_output=True, check=False)
    except OSError as err:
        emit(sys.stderr, f"{PROG}: {REVERIFY_ENV}: cannot run '{mlir_opt}': {err}\n")
        return 1
    if proc.returncode == 0:
        return 0
    printed = proc.stdout.decode("utf-8", "replace").split(_REVERIFY_MARKER + "\n")
    if len(printed) != len(texts):
        emit(sys.stderr, f"{PROG}: {REVERIFY_ENV}: '{mlir_opt}' exited "
             f"{proc.returncode} and printed {len(printed)} chunks for {len(texts)}:\n"
             + proc.stderr.decode("utf-8", "replace"))
        return 1
    diags = _diagnostics_by_line(proc.stderr.decode("utf-8", "replace"))
    n = len(kept)
    bad = [j for j in range(n) if printed[j].strip() and not printed[n + j].strip()]
    for j in bad:
        name = chunks[kept[j]][1].removeprefix("within ").removesuffix(" offset ")
        emit(sys.stderr, f"{PROG}: {REVERIFY_ENV}: {mlir_opt} accepts the input ({name}) but "
             "rejects gpuopt's output for it:\n" + "".join(diags.get(first_lines[n + j], [])))
    return 1 if bad else 0


def _diagnostics_by_line(stderr: str) -> dict[int, list[str]]:
    """mlir-opt's diagnostics grouped by chunk: the N of `within split at <stdin>:N offset`."""
    groups: dict[int, list[str]] = {}
    current: list[str] = []
    prefix = "within split at <stdin>:"
    for line in stderr.splitlines(keepends=True):
        if line.startswith(prefix):
            number = line[len(prefix):].split(" ", 1)[0]
            current = groups.setdefault(int(number) if number.isdigit() else 0, [])
            line = "<output>" + line.split(" offset ", 1)[-1]
        current.append(line)
    return groups


def _print_diag(d: object) -> None:
    emit(sys.stderr, _rendered(d))


def process(text: str, filename: str, opts: Options, line_offset: int = 0) -> str:
    """Parses one chunk, runs the passes and prints the module as mlir-opt-19 prints it.

    `line_offset` is the number of lines of the file before the chunk, so that diagnostics carry
    the line numbers of the whole file. Runs on a thread with a large stack so that deeply
    nested regions (thousands of levels) print without a RecursionError.
    """
    import sys
    import threading
    box: dict = {}

    def work() -> None:
        # A command-line run builds one IR and exits: the cyclic garbage collector would only
        # rescan millions of live objects (passes on 100k ops ran 4x slower with it).
        import gc
        gc.disable()
        try:
            box["out"] = _process(text, filename, opts, line_offset)
        except BaseException as e:  # re-raised on the calling thread
            box["err"] = e
    old = threading.stack_size(512 * 1024 * 1024)
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 200_000))
    t = threading.Thread(target=work)
    t.start()
    t.join()
    threading.stack_size(old)
    if "err" in box:
        raise box["err"]
    return box["out"]


def _process(text: str, filename: str, opts: Options, line_offset: int = 0) -> str:
    from gpuopt.parser import parse_text
    from gpuopt.printer import print_op

    start = time.perf_counter()
    module = parse_text(text, filename, allow_unregistered=opts.allow_unregistered,
                        line_offset=line_offset)
    from gpuopt.verifier import verify
    verify(module)
    if opts.no_implicit_module:
        module = _single_top_op(module, filename)
    timer = _pass_timer(opts)
    if timer is not None:
        timer.child("parser", "Parser").wall += time.perf_counter() - start
    if opts.print_ir_module_scope and not opts.disable_threading:
        from gpuopt.passes.manager import PipelineError
        raise PipelineError("IR print for module scope can't be setup on a pass-manager "
                            "without disabling multi-threading first.\n")
    if opts.pipeline:
        run_passes(module, opts.pipeline, opts)
    start = time.perf_counter()
    out = print_op(module, generic=opts.generic, debuginfo=opts.debuginfo,
                   local_scope=opts.local_scope, elide=opts.elide_limit,
                   pretty=opts.pretty_debuginfo)
    if timer is not None:
        timer.child("output", "Output").wall += time.perf_counter() - start
    return out  # print_op ends the text as mlir-opt does (a blank line, except local scope)


def _single_top_op(module, filename: str):
    """--no-implicit-module: the one op the source holds (the parser wrapped it in a module
    located at FILE:0:0), or mlir-opt-19's error when there are none or several."""
    from gpuopt.diag import FileLineColLoc, GpuoptError
    loc = module.loc
    if not (isinstance(loc, FileLineColLoc) and (loc.file, loc.line, loc.col) == (filename, 0, 0)):
        return module  # the source's own module
    ops = module.regions[0].blocks[0].ops if module.regions[0].blocks else []
    if len(ops) != 1:
        raise GpuoptError("source must contain a single top-level operation, found: "
                          f"{len(ops)}", loc)
    top = ops[0]
    ops.remove(top)
    top.parent = None
    return top


def _pass_timer(opts: Options):
    """The --mlir-timing tree (created on first use), or None when timing is off."""
    if not opts.timing:
        return None
    from gpuopt.passes import manager
    return manager.TIMING or manager.start_timing()


def _timing_report(opts: Options, start: float) -> None:
    """Writes mlir-opt's execution time report to stderr (--mlir-timing)."""
    timer = _pass_timer(opts)
    if timer is not None:
        emit(sys.stderr, timer.report(time.perf_counter() - start))


def _rendered(err: Exception) -> str:
    render = getattr(err, "render", None)
    text = render() if callable(render) else str(err)
    return text if text.endswith("\n") else text + "\n"


def _exit_now(status: int) -> None:
    """Ends the process without freeing the IR (as LLVM tools do); streams flushed first."""
    try:
        sys.stdout.flush()
        sys.stderr.flush()
    except BrokenPipeError:
        silence_stdout()
        status = status or 1
    os._exit(status)
