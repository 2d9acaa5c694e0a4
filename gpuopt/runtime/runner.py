"""`gpuopt-runner`: JIT-runs a module, with mlir-cpu-runner-19's command line and output.

`gpuopt-runner in.mlir -e main --entry-point-result=void|i32|i64|f32 [-O0..-O3]
[--shared-libs=a.so,b.so] [--march=x86_64] [--mattr=+avx2,-fma] [--device=auto|cpu|cuda]
[--fail-on-leak] [--cpu-check-bounds] [--cpu-schedule=eager|deferred|random[:SEED]]
[--cpu-check-races] [--keep-going] [-o FILE]` (file or stdin; -o FILE: the program's output
goes to FILE, opened before anything runs, `cannot open output file` and exit 1 when it
cannot be):

1. parse and verify; a module with ops of dialects other than llvm (func, arith, math, memref,
   scf, cf, affine, vector, index: a host program) is lowered first with HOST_PIPELINE, what a
   user runs through mlir-opt-19 before mlir-cpu-runner, and one with gpu ops through
   --gpu-lower-to-nvvm-pipeline before it (kernels as LLVM bitcode for the cpu device, PTX for
   cuda); steps 1-3 up to the LLVM IR are cached on disk (`LoadCache`), so a second run of the
   same input parses and lowers nothing;
2. check the entry point as mlir-cpu-runner-19 does (`Error: entry point not found`, `expected
   void function`, `function inputs not supported`, `only single i32 function result
   supported`; exit 1);
3. point each creating mgpu* call (mgpuStreamCreate, mgpuMemAlloc...) with a file:line:col
   location at a per-site twin (runtime/sites.py), which the device binds to a creation that
   remembers the site; translate with gpuopt's own translation (target/llvmir.py, verified
   with llvmlite), run LLVM's default pipeline at the -O level, JIT-compile with llvmlite's
   MCJIT for the host CPU (--march/--mattr as mlir-cpu-runner-19 takes them:
   `host_target_machine`; they apply to the host code, not to the cpu device's kernels);
4. bind the externals: the runner utilities of runtime/runner_utils.py (LLVM 19's
   libmlir_runner_utils / libmlir_c_runner_utils, always; --shared-libs naming those libraries,
   or libmlir_cuda_runtime, by basename is a no-op), other --shared-libs loaded, and the
   `mgpu*` entries of gpuopt/abi.py from the device (`open_device`, imported only when the
   program calls one). An external nothing defines is mlir-cpu-runner-19's `JIT session error:
   Symbols not found: [ ... ]` (MCJIT would leave a null address);
5. run the static constructors and call the entry point (a failing mgpu* call, written to
   stderr by the device, ends the program there with exit 1, what it printed before flushed:
   it would go on with null handles and print wrong results; --keep-going lets it go on, and
   exits 1 at the end); write its result as mlir-cpu-runner-19 does (`llvm::outs()`:
   decimal, or `%e` for f32); the runner utilities write through C's stdout with a C program's
   buffering, so the order of the output in a pipe is upstream's too (the result line comes
   before scalar prints still in stdio's buffer);
6. report the device's leaks on stderr, one line per kind and creation site (`gpuopt-runner:
   leaked: 1 stream, created at foo.mlir:12:5 (mgpuStreamCreate in @main)`; `--fail-on-leak`:
   exit 1) and close it.

A crash in JIT code (SIGSEGV, SIGBUS, SIGILL, SIGFPE, abort), host or kernel, on any thread, is
one line from a native signal handler (runtime/guard.py), `gpuopt-runner: error: invalid memory
access (SIGSEGV at 0x10) in JIT-compiled code`, and exit 1: no Python dump, no death by signal,
no hang (where the handler cannot be installed, faulthandler's report). On the cpu device
without --cpu-check-bounds, an abort or a fault at a wild address (a kernel's out-of-bounds
write corrupts the C heap: `free(): invalid next size`, then SIGABRT) ends with `(rerun with
--cpu-check-bounds to find an out-of-bounds device access)`, still exit 1. Ctrl-C (SIGINT) or
SIGTERM while the program runs, a kernel included, ends it at once from a native handler:
`gpuopt-runner: interrupted` (`terminated`), exit 130 (143), the program's buffered output
lost as a C program's; before it runs, the same line and exit 130. `--cpu-check-bounds`
makes each device allocation of the cpu device end at a guard page, so a kernel or host access
past its end faults at once (`out-of-bounds device memory access ..., at byte 128 of a
128-byte device allocation created at f.mlir:27:15 (mgpuMemAlloc in @launch)`, or `..., already
freed` for a freed one); sizes are padded to 16
bytes, so an overflow within that padding is not caught; an mprotect per allocation. Host
memory (memref.alloc) is never bounds-checked.
"""

import math
import sys

from gpuopt.tool import (
    Failure,
    Flag,
    UsageError,
    emit,
    emit_error,
    guarded,
    help_line,
    parse_flags,
    read_input,
    start,
)

PROG = "gpuopt-runner"
ENTRY_RESULTS = ("void", "i32", "i64", "f32")
DEVICES = ("auto", "cpu", "cuda")
SCHEDULES = ("eager", "deferred", "random")


class Options:
    """The parsed command line; class attributes are the defaults."""

    input = "-"
    output = "-"
    entry_point = "main"
    entry_point_result = "f32"  # mlir-cpu-runner-19's default
    opt_level = 2  # mlir-cpu-runner's default: -O2
    shared_libs = ""
    device = "auto"
    cpu_schedule = "eager"
    fail_on_leak = False
    cpu_check_bounds = False
    cpu_check_races = False
    keep_going = False
    cpu_seed: int | None = None  # --cpu-schedule=random:SEED
    march = ""
    mattr: list[str] = []
    help = False
    version = False

    @property
    def libraries(self) -> list[str]:
        """--shared-libs as a list (comma separated, as mlir-cpu-runner takes it)."""
        return [lib for lib in self.shared_libs.split(",") if lib]


FLAGS: dict[str, Flag] = {
    "e": Flag("entry_point", "str", "The function to be called",
              value_name="<<function name>>"),
    "entry-point-result": Flag("entry_point_result", "str",
                               "Textual description of the function type to be called",
                               value_name="=<f32 | i32 | i64 | void>"),
    **{f"O{n}": Flag("opt_level", "const", f"Run opt passes and codegen at O{n}", const=n)
       for n in range(4)},
    "shared-libs": Flag("shared_libs", "str", "Libraries to link dynamically",
                        value_name="=<string>"),
    "march": Flag("march", "str", "Architecture to generate code for (see --version)",
                  value_name="=<string>"),
    "mattr": Flag("mattr", "list", "Target specific attributes (-mattr=help for details)",
                  value_name="=<a1,+a2,-a3,...>"),
    "device": Flag("device", "str", "Where kernels run: cuda when a GPU is found, else cpu",
                   value_name="=<auto | cpu | cuda>"),
    "cpu-schedule": Flag("cpu_schedule", "str", "When the cpu device runs stream work: eager "
                         "(at once), deferred (only when the host synchronizes) or random (as "
                         "deferred, in a random legal order of the streams; a SEED replays "
                         "one, and a failing run prints its seed)",
                         value_name="=<eager | deferred | random[:SEED]>"),
    "fail-on-leak": Flag("fail_on_leak", "bool",
                         "Exit 1 when streams, events, modules or allocations outlive the run"),
    "cpu-check-bounds": Flag("cpu_check_bounds", "bool", "Guard pages after each device "
                             "allocation of the cpu device: an out-of-bounds access is an error "
                             "(sizes padded to 16 bytes; an mprotect per allocation)"),
    "cpu-check-races": Flag("cpu_check_races", "bool", "Report device memory accesses of "
                            "the cpu device's streams (and host reads of copies) that the "
                            "program's waits and events leave unordered, and exit 1"),
    "keep-going": Flag("keep_going", "bool", "Run on after a failing device call (mgpu*; its "
                       "results may be wrong) instead of stopping there with exit 1"),
    "o": Flag("output", "str", "Write the program's output (stdout) to this file",
              value_name="<filename>"),
    "help": Flag("help", "bool", "Display available options"),
    "version": Flag("version", "bool", "Display the version of this program"),
}


def parse_args(args: list[str]) -> Options:
    """Parses an mlir-cpu-runner style command line; raises UsageError."""
    opts = Options()
    positional = parse_flags(PROG, args, FLAGS, opts)
    if positional:
        opts.input = positional[0]
    name, colon, seed = opts.cpu_schedule.partition(":")
    if colon and name == "random":
        if not seed.isdigit():
            raise UsageError(f"{PROG}: for the --cpu-schedule option: '{seed}' is not a seed "
                             "(a non-negative integer)\n")
        opts.cpu_schedule, opts.cpu_seed = name, int(seed)
    for name, value, allowed in (("entry-point-result", opts.entry_point_result, ENTRY_RESULTS),
                                 ("device", opts.device, DEVICES),
                                 ("cpu-schedule", opts.cpu_schedule, SCHEDULES)):
        if value not in allowed:
            raise UsageError(f"{PROG}: for the --{name} option: Cannot find option named "
                             f"'{value}'!\n")
    return opts


def help_text() -> str:
    lines = ["OVERVIEW: gpuopt-runner: JIT-run a module on the CPU model or CUDA (Python)", "",
             f"USAGE: {PROG} [options] <input file>", "", "OPTIONS:", ""]
    lines += [help_line(name, flag) for name, flag in FLAGS.items()]
    return "\n".join(lines) + "\n"



# ---- lowering ------------------------------------------------------------------------------
# What a user runs before mlir-cpu-runner-19 on a host module (func/arith/math/memref/scf/cf/
# vector/affine/index): mlir-opt-19 --expand-strided-metadata --lower-affine
# --convert-vector-to-scf --convert-scf-to-cf --convert-vector-to-llvm --convert-to-llvm
# --reconcile-unrealized-casts. gpuopt runs the same passes (vector-to-scf's vector.print split
# is done by `split_vector_prints`, and the pass itself only where registered).
HOST_PIPELINE = ("expand-strided-metadata", "lower-affine", "convert-vector-to-scf",
                 "convert-scf-to-cf", "convert-vector-to-llvm", "convert-to-llvm",
                 "reconcile-unrealized-casts")
LOWERED_DIALECTS = ("builtin", "llvm")


def needs_lowering(module) -> bool:
    """True when the module holds ops of a dialect other than llvm (and builtin), but for what
    gpuopt-translate takes as it is (mlir-opt-19's --gpu-to-llvm output): gpu.binary, and
    gpu.launch_func on llvm-typed operands without async tokens."""
    return any(op.name.split(".", 1)[0] not in LOWERED_DIALECTS and not translatable_gpu_op(op)
               for op in module.walk())


def translatable_gpu_op(op) -> bool:
    """gpu.binary, or a gpu.launch_func that #gpu.select_object translates (its operands of
    LLVM types, no async dependencies nor token)."""
    from gpuopt.dialects import gpu
    from gpuopt.dialects import llvm as L
    from gpuopt.ir import types as T

    if isinstance(op, gpu.BinaryOp):
        return True
    if not isinstance(op, gpu.LaunchFuncOp) or op.async_deps or op.results:
        return False
    return all(isinstance(v.type, (T.IntegerType, T.FloatType, L.LLVMType))
               for v in op.operands)


def lower(module, device: str = "cpu") -> None:
    """Lowers a high-level module; raises GpuoptError (a located diagnostic). A module with gpu
    ops goes through gpuopt's --gpu-lower-to-nvvm-pipeline first, its kernels built for
    `device` (`cpu`: LLVM bitcode, cubin-format=llvm, which the cpu device runs; `cuda`: PTX);
    then HOST_PIPELINE lowers what is left."""
    from gpuopt.passes import manager

    if any(op.name.startswith("gpu.") for op in module.walk()):
        fmt = "isa" if device == "cuda" else "llvm"
        manager.run_pipeline(manager.build_pipeline(
            [("gpu-lower-to-nvvm-pipeline", f"cubin-format={fmt}")], module.name), module,
            manager.Instrumentation())
    split_vector_prints(module)
    flags = [(f, None) for f in HOST_PIPELINE if manager.known(f)]
    manager.run_pipeline(manager.build_pipeline(flags, module.name), module,
                         manager.Instrumentation())


def split_vector_prints(module) -> None:
    """`vector.print %v : vector<2x3xf32>` as --convert-vector-to-scf splits it: `( ( 1, 2, 3
    ), ( ... ) )` printed element by element (`vector.extract` + scalar prints with
    punctuation), then the print's own punctuation (a newline unless told otherwise)."""
    from gpuopt.dialects import vector
    from gpuopt.ir import attrs as A
    from gpuopt.ir import types as T

    for op in [op for op in module.walk() if isinstance(op, vector.PrintOp)]:
        src = op.source
        if src is None or not isinstance(src.type, T.VectorType) or \
                any(src.type.scalable or ()):
            continue
        out: list = []
        _print_elements(op, (), tuple(src.type.shape) or (1,), out)  # 0-D: one element
        if op.punctuation != A.OpaqueAttr("#vector.punctuation<no_punctuation>"):
            out.append(_punctuation(str(op.punctuation)[len("#vector.punctuation<"):-1],
                                    op.loc))
        block = op.parent
        at = block.ops.index(op)
        for k, new in enumerate(out):
            block.insert(at + k, new)
        op.erase()


def _punctuation(kind: str, loc):
    from gpuopt.dialects import vector
    from gpuopt.ir import attrs as A

    return vector.PrintOp.create([], [], {
        "punctuation": A.OpaqueAttr(f"#vector.punctuation<{kind}>")}, [], [], loc)


def _print_elements(op, pos: tuple, dims: tuple, out: list) -> None:
    """`( a, b, ... )` over the first of `dims` at position `pos` of op's vector."""
    from gpuopt.dialects import vector
    from gpuopt.ir import attrs as A
    from gpuopt.ir import types as T

    src = op.source
    out.append(_punctuation("open", op.loc))
    for i in range(dims[0]):
        if len(dims) > 1:
            _print_elements(op, pos + (i,), dims[1:], out)
        else:
            if src.type.shape:
                ext = vector.ExtractOp.create([src], [src.type.element_type], {
                    "static_position": A.DenseArrayAttr(T.i64, pos + (i,))}, [], [], op.loc)
            else:  # 0-D
                ext = vector.ExtractElementOp.create([src], [src.type.element_type], {}, [],
                                                     [], op.loc)
            out.append(ext)
            out.append(vector.PrintOp.create([ext.results[0]], [], {
                "punctuation": A.OpaqueAttr("#vector.punctuation<no_punctuation>")}, [], [],
                op.loc))
        if i + 1 < dims[0]:
            out.append(_punctuation("comma", op.loc))
    out.append(_punctuation("close", op.loc))


# ---- entry point ---------------------------------------------------------------------------
class RunError(Exception):
    """A failure mlir-cpu-runner reports as `Error: <message>` (exit status 1)."""


class TargetError(Exception):
    """No JIT target for --march: the message is mlir-cpu-runner-19's (exit status 1)."""


class SymbolsError(Exception):
    """Externals nothing defines: the message is mlir-cpu-runner-19's (exit status 1)."""


def entry_function(module, name: str, result: str):
    """The llvm.func to call, checked as mlir-cpu-runner-19 checks it; raises RunError."""
    from gpuopt.dialects import llvm as L
    from gpuopt.ir import types as T

    body = module.regions[0].blocks[0].ops if module.regions[0].blocks else []
    func = next((op for op in body if isinstance(op, L.LLVMFuncOp) and
                 getattr(op.sym_name, "value", None) == name), None)
    if func is None or not func.regions or not func.regions[0].blocks:
        raise RunError("entry point not found")
    ftype = func.type
    ret = ftype.result
    if result == "void":
        if not isinstance(ret, L.VoidType):
            raise RunError("expected void function")
        if ftype.params:  # mlir-cpu-runner-19 calls it anyway, and crashes
            raise RunError("function inputs not supported")
        return func
    if ftype.params:
        raise RunError("function inputs not supported")
    ok = (isinstance(ret, T.IntegerType) and ret.width == int(result[1:])) if result[0] == "i" \
        else (isinstance(ret, T.FloatType) and ret.name == "f32")
    if not ok:
        raise RunError(f"only single {result} function result supported")
    return func


def result_text(value, result: str) -> str:
    """The result line as mlir-cpu-runner-19 writes it (`llvm::outs() << res`): integers in
    decimal, f32 as raw_ostream writes a double (`%e`; `nan`, `INF`, `-INF`)."""
    if result != "f32":
        return f"{value}\n"
    if math.isnan(value):
        return "nan\n"
    if math.isinf(value):
        return ("-INF" if value < 0 else "INF") + "\n"
    return f"{value:e}\n"


# ---- devices -------------------------------------------------------------------------------
class DeviceError(Exception):
    """No device can serve the program's mgpu* calls (message for stderr, exit status 1)."""


def device_kind(kind: str) -> str:
    """The device --device names: `auto` is cuda when gpuopt.runtime.cuda opens a GPU, else
    cpu (decided before lowering: the kernels are built for it)."""
    if kind != "auto":
        return kind
    try:
        from gpuopt.runtime.cuda import CudaDevice  # type: ignore[import-not-found]
        CudaDevice.available()
    except Exception:  # no module, no driver, no GPU
        return "cpu"
    return "cuda"


def open_device(kind: str, schedule: str = "eager", seed: int | None = None,
                check_races: bool = False):
    """The device object for --device (imported only when the program calls mgpu*).

    The runner expects of it: `symbols() -> dict[str, int]` (every `mgpu*` name of
    gpuopt/abi.py -> the address of a C-callable function with that signature), `leaks() ->
    list[str]` (resources still alive, one line each) and `close()`. `cpu`:
    gpuopt.runtime.cpu.CpuDevice() (with the schedule, its seed and the race detector);
    `cuda`: gpuopt.runtime.cuda.CudaDevice(), which raises when no GPU is usable; `auto`: cuda
    when it opens, else cpu.
    """
    if kind in ("cuda", "auto"):
        try:
            from gpuopt.runtime.cuda import CudaDevice  # type: ignore[import-not-found]
            return CudaDevice()
        except Exception as err:  # no module, no driver, no GPU
            if kind == "cuda":
                raise DeviceError(f"the cuda device is not available: {err}") from None
    try:
        from gpuopt.runtime.cpu import CpuDevice  # type: ignore[import-not-found]
    except ImportError as err:
        raise DeviceError(f"the cpu device is not available: {err}") from None
    extra = {"seed": seed} if seed is not None else {}
    if check_races:
        extra["check_races"] = True
    return CpuDevice(schedule=schedule, **extra)


# ---- the JIT -------------------------------------------------------------------------------
def host_target_machine(llvm, opts: Options):
    """The JIT's target machine: the host CPU and its features, then --mattr's (`+avx2,-fma`;
    LLVM warns of unknown ones, `help` lists them); --march names the architecture of the
    triple as mlir-cpu-runner's does (`x86_64`). An architecture LLVM has no target for, or
    one that is not the host's (code the process cannot run), raises TargetError (exit 1)."""
    host = llvm.get_process_triple()
    triple = host
    if opts.march:
        triple = opts.march + "-" + host.split("-", 1)[1]
    try:
        target = llvm.Target.from_triple(triple)
    except RuntimeError as err:
        raise TargetError(f"Failed to create a TargetMachine for the host\n{err}") from None
    native = llvm.Target.from_triple(host)
    if target.name != native.name:
        raise TargetError(f"Failed to create a TargetMachine for the host\n--march={opts.march}"
                          f" ({target.name}) is not the architecture of this host "
                          f"({native.name}): its code cannot run in this process")
    # as SubtargetFeatures::AddFeature: lower case, `+` when no sign is given
    mattr = [a.lower() if a[0] in "+-" else "+" + a.lower() for a in opts.mattr if a]
    features = ",".join([llvm.get_host_cpu_features().flatten(), *mattr]).strip(",")
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(), features=features,
                                        opt=opts.opt_level, codemodel="jitdefault", jit=True)


class Program:
    """One translated module, JIT-compiled with llvmlite's MCJIT, its symbols bound."""

    def __init__(self, ir: str, opts: Options, sites: dict | None = None) -> None:
        """`sites`: per-site twin symbol -> (creating mgpu function, site text), from
        sites.tag_creation_sites."""
        import llvmlite.binding as llvm

        from gpuopt.runtime import runner_utils as U

        self.llvm, self.opts = llvm, opts
        llvm.initialize_native_target()
        llvm.initialize_native_asmprinter()
        self.module = llvm.parse_assembly(ir)
        self.tm = host_target_machine(llvm, opts)
        self.module.triple = self.tm.triple
        self.module.data_layout = str(self.tm.target_data)
        if opts.opt_level:  # mlir-cpu-runner's optimizing transformer: LLVM's default pipeline
            pb = llvm.create_pass_builder(self.tm,
                                          llvm.PipelineTuningOptions(speed_level=opts.opt_level))
            pb.getModulePassManager().run(self.module, pb)
        self.declared = {f.name for f in self.module.functions
                         if f.is_declaration and not f.name.startswith("llvm.")}
        self.declared |= {g.name for g in self.module.global_variables if g.is_declaration}
        self.keep: list = []  # ctypes callbacks stay alive while JIT code may call them
        self.bound: set[str] = set()
        self.device = None
        self.sites = sites or {}
        for name, cb in U.callbacks().items():
            if name in self.declared:
                self.bind(name, cb)
        for name, address in U.libc_symbols().items():
            if name in self.declared:
                self.bind(name, address)
        self.scalars = U.scalar_module(self.declared)
        self.bound |= set(U.SCALAR_PRINTS) & self.declared
        self.load_libraries(U.is_builtin_library)
        self.bind_device()
        self.check_symbols()
        self.engine = llvm.create_mcjit_compiler(self.module, self.tm)
        if self.scalars:
            utils = llvm.parse_assembly(self.scalars)
            utils.triple, utils.data_layout = self.module.triple, self.module.data_layout
            self.engine.add_module(utils)
        self.engine.finalize_object()
        self.started = False  # the static constructors (a gpu.binary's module loads) ran

    def bind(self, name: str, target) -> None:
        import ctypes

        if not isinstance(target, int):
            self.keep.append(target)
            target = ctypes.cast(target, ctypes.c_void_p).value
        self.llvm.add_symbol(name, target)
        self.bound.add(name)

    def load_libraries(self, builtin) -> None:
        for lib in self.opts.libraries:
            if builtin(lib):
                continue  # upstream's runtime libraries: the built-ins stand in for them
            try:
                self.llvm.load_library_permanently(lib)
            except RuntimeError as err:  # mlir-cpu-runner-19 warns and goes on
                emit(sys.stderr, f"Failed to load shared library: {lib}\nError: "
                                 f"{str(err).strip() or 'cannot load it'}\n")

    def bind_device(self) -> None:
        from gpuopt import abi

        served = {e.name for e in abi.DEVICE_ENTRIES}
        wanted = sorted({n for n in self.declared if n in served} |
                        {name for sym, (name, _) in self.sites.items() if sym in self.declared})
        if not wanted:
            return
        try:
            self.device = open_device(self.opts.device, self.opts.cpu_schedule,
                                      self.opts.cpu_seed, self.opts.cpu_check_races)
        except DeviceError as err:
            raise DeviceError(f"the program calls {wanted[0]}, but {err}") from None
        symbols = self.device.symbols()
        missing = [n for n in wanted if n not in symbols]
        if missing:
            raise DeviceError(f"the {type(self.device).__name__} has no {', '.join(missing)}")
        for e in abi.DEVICE_ENTRIES:
            if e.name in symbols:
                self.bind(e.name, int(symbols[e.name]))
        if self.opts.cpu_check_bounds and hasattr(self.device, "guard_memory"):
            self.device.guard_memory()  # the cpu device only; others ignore the flag
        if self.opts.cpu_check_races and hasattr(self.device, "host_access"):
            from gpuopt.runtime import runner_utils
            runner_utils.watch_host_access(self.device.host_access)
        self.bind_sites(symbols)
        if "vprintf" not in symbols:  # gpu.printf in the kernels: CUDA's vprintf, not libc's
            from gpuopt.runtime.runner_utils import vprintf_callback
            self.bind("vprintf", vprintf_callback())
        else:
            self.bind("vprintf", int(symbols["vprintf"]))

    def bind_sites(self, symbols: dict) -> None:
        """Binds each per-site twin the module declares to the device's `sited(name, site)`
        callback, or to the plain entry for a device without one (no site in its report)."""
        sited = getattr(self.device, "sited", None)
        for sym, (name, site) in self.sites.items():
            if sym in self.declared:
                self.bind(sym, int(sited(name, site)) if sited else int(symbols[name]))

    def check_symbols(self) -> None:
        """Every external the module names must resolve: MCJIT would leave a null address and
        the call would crash. Raises RunError as mlir-cpu-runner-19 words it."""
        import ctypes

        process = ctypes.CDLL(None)
        missing = sorted(n for n in self.declared - self.bound
                         if not self.llvm.address_of_symbol(n) and not hasattr(process, n))
        if missing:
            raise SymbolsError("JIT session error: Symbols not found: [ " + ", ".join(missing) +
                               " ]\nError: Failed to materialize symbols")

    def call(self, name: str, result: str):
        import ctypes

        restype = {"void": None, "i32": ctypes.c_int32, "i64": ctypes.c_int64,
                   "f32": ctypes.c_float}[result]
        fn = ctypes.CFUNCTYPE(restype)(self.engine.get_function_address(name))
        if not self.started:  # under the runner's signal handlers, as the entry point
            self.started = True
            self.engine.run_static_constructors()
        return fn()

    def close(self) -> list[str]:
        """Closes the device (if any); returns its leak report."""
        if self.device is None:
            return []
        leaks = list(self.device.leaks())
        self.device.close()
        return leaks


# ---- the tool ------------------------------------------------------------------------------
def main(argv: list[str] | None = None) -> int:
    """Entry point of `gpuopt-runner`; returns the exit status (1: failure, 2: bad command
    line)."""
    opts = start(PROG, argv, parse_args, help_text)
    if isinstance(opts, int):
        return opts
    return guarded(PROG, lambda: run(opts), opts.input, doing="running", name_failures=True,
                   interrupted=guard_line("interrupted"))


def load(opts: Options) -> tuple[str, dict]:
    """Parses, verifies, lowers (a high-level module), checks the entry point and tags the
    creation sites; returns (LLVM IR text, sites: twin symbol -> (creating function, site
    text)), from the lowering cache when this input was loaded before (`LoadCache`). Raises
    GpuoptError or RunError."""
    filename = "<stdin>" if opts.input == "-" else opts.input
    text = read_input(opts.input)
    kind = device_kind(opts.device)
    cache = LoadCache(text, filename, opts, kind)
    hit = cache.get()
    if hit is not None:
        ir, sites, said = hit
        for line in said:  # the warnings of the run that made the entry, said again
            emit_error(line)
        return ir, sites
    from gpuopt import diag
    from gpuopt.parser import parse_text
    from gpuopt.runtime.sites import tag_creation_sites
    from gpuopt.target.llvmir import translate_module, verify_text
    from gpuopt.verifier import verify

    said: list[str] = []

    def say(d) -> None:  # as without a handler, the warnings kept for the cache entry
        rendered = d.render()
        if d.severity != "error":
            said.append(rendered)
        emit_error(rendered)

    with diag.handler(say):
        module = parse_text(text, filename)
        verify(module)
        if needs_lowering(module):
            lower(module, kind)
        entry_function(module, opts.entry_point, opts.entry_point_result)
        sites = tag_creation_sites(module)
        ir = translate_module(module)
        body = module.regions[0].blocks[0].ops if module.regions[0].blocks else []
        verify_text(ir, body[0].loc if body else module.loc)
    cache.put(ir, sites, said)
    return ir, sites


class LoadCache:
    """What `load` made of an input, on disk: the verified LLVM IR and the creation sites, in
    `$GPUOPT_CACHE_DIR/runner/` (default ~/.cache/gpuopt/cpu-device/runner; an empty
    GPUOPT_CACHE_DIR disables it). The key covers the input's bytes and name (its locations),
    the entry point and result type (checked before an entry is stored), the device the
    kernels were built for, and gpuopt's own code (the name, size and modification time of
    every source and grammar file), so a second run of the same program parses and lowers
    nothing; the warnings the lowering printed are stored and printed again. Only successful
    loads are stored; an entry is written and checked by runtime/diskcache.py (length and
    checksum, an atomic rename), and a broken one is a miss, written anew."""

    def __init__(self, text: str, filename: str, opts: Options, kind: str) -> None:
        import hashlib
        import os

        from gpuopt.runtime import cache_dir

        root = cache_dir()
        if root is None:
            self.path = None
            return
        h = hashlib.sha256(text.encode("utf-8", "surrogateescape"))
        # the lowering's test switches change what it makes or checks (a planted bug, the
        # translation validation), so they are part of the key
        switches = [os.environ.get(v, "") for v in ("GPUOPT_FAULT", "GPUOPT_CHECK_ORDERING")]
        h.update("\0".join((filename, opts.entry_point, opts.entry_point_result, kind,
                             code_key(), *switches)).encode("utf-8", "surrogateescape"))
        self.path = os.path.join(root, "runner", h.hexdigest() + ".load")

    def get(self) -> tuple[str, dict, list[str]] | None:
        import json

        from gpuopt.runtime import diskcache

        data = diskcache.read(self.path) if self.path is not None else None
        if data is None:
            return None
        try:
            entry = json.loads(data.decode("utf-8", "surrogateescape"))
            return (str(entry["ir"]), {sym: tuple(v) for sym, v in entry["sites"].items()},
                    [str(t) for t in entry["said"]])
        except (ValueError, KeyError, TypeError, AttributeError):
            return None

    def put(self, ir: str, sites: dict, said: list[str]) -> None:
        import json

        from gpuopt.runtime import diskcache

        if self.path is not None:
            diskcache.write(self.path, json.dumps({"ir": ir, "sites": sites, "said": said})
                            .encode("utf-8", "surrogateescape"))


def code_key() -> str:
    """The name, size and modification time of every file of gpuopt's code and grammar, as
    one string (a stat each, no reading)."""
    import os

    from gpuopt import grammar_dir

    pkg = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parts = []
    for top in (pkg, grammar_dir()):
        for d, dirs, files in os.walk(top):
            dirs[:] = sorted(x for x in dirs if x != "__pycache__")
            for name in sorted(files):
                if name.endswith((".py", ".lark")):
                    st = os.stat(os.path.join(d, name))
                    parts.append(f"{d}/{name}:{st.st_size}:{st.st_mtime_ns}")
    return "\n".join(parts)


def redirect_stdout(path: str) -> None:
    """-o FILE: the program's output (Python's and C's stdout alike: file descriptor 1) goes
    to FILE, created or truncated before anything runs; raises Failure when it cannot be
    opened."""
    import os

    if path == "-":
        return
    try:
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | getattr(os, "O_CLOEXEC", 0),
                     0o666)
    except OSError as err:
        raise Failure(f"cannot open output file '{path}': {err.strerror or err}") from None
    sys.stdout.flush()
    os.dup2(fd, 1)
    os.close(fd)


def guard_line(word: str) -> str:
    """`gpuopt-runner: interrupted`: the line of the native interrupt handler, from Python."""
    return f"{PROG}: {word}\n"


def stop_at_failure() -> None:
    """The device's `on_failure` without --keep-going: what the program printed before is
    flushed and the process ends with exit 1 (the failure's line is already on stderr)."""
    import os

    from gpuopt.runtime.runner_utils import flush_stdout

    try:
        flush_stdout()
        sys.stdout.flush()
        sys.stderr.flush()
    finally:
        os._exit(1)


def run(opts: Options) -> int:
    from gpuopt.diag import GpuoptError
    from gpuopt.runtime.runner_utils import buffer_stdout, flush_stdout

    redirect_stdout(opts.output)
    try:
        ir, sites = load(opts)
        program = Program(ir, opts, sites)
    except GpuoptError as err:
        emit(sys.stderr, err.render().rstrip("\n") + "\n")
        return 1
    except RunError as err:
        emit(sys.stderr, f"Error: {err}\n")
        return 1
    except (SymbolsError, TargetError) as err:
        emit(sys.stderr, f"{err}\n")
        return 1
    except DeviceError as err:
        emit(sys.stderr, f"{PROG}: {err}\n")
        return 1
    from gpuopt.runtime import guard

    if not guard.install_handler():  # a crash in JIT code: one line, exit 1
        import faulthandler
        faulthandler.enable()  # no native handler here: Python's report, killed by the signal
    else:  # Ctrl-C ends a kernel at once: exit 130
        guard.install_interrupt_handler()
        # the cpu device without guard pages: a kernel's out-of-bounds write shows as a crash
        guard.hint_bounds(getattr(program.device, "check_bounds", None) is False)
    if program.device is not None and not opts.keep_going:
        program.device.on_failure = stop_at_failure
    sys.stdout.flush()
    buffer_stdout()
    value = program.call(opts.entry_point, opts.entry_point_result)
    if opts.entry_point_result != "void":  # llvm::outs(), written ahead of stdio's buffer
        emit(sys.stdout, result_text(value, opts.entry_point_result))
    flush_stdout()
    leaks = program.close()  # closing may report races (copies never waited for)
    failed = bool(getattr(program.device, "failures", None))  # each reported when it happened
    for line in leaks:
        emit(sys.stderr, f"{PROG}: leaked: {line}\n")
    status = 1 if failed or (leaks and opts.fail_on_leak) else 0
    if status and getattr(program.device, "schedule", None) == "random":
        emit(sys.stderr, f"{PROG}: cpu schedule random:{program.device.seed}\n")
    return status


if __name__ == "__main__":
    sys.exit(main())
