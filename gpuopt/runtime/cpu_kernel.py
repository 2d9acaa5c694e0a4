"""Retargets an NVVM kernel module (a `format=llvm` object) to the host and compiles it.

The CPU device's compiler: `compile_blob(data)` parses the bitcode (or IR text) with llvmlite,
inlines device functions, drops address spaces, turns workgroup globals (static and dynamic
shared memory) into slices of a per-block buffer, replaces the `nvvm.read.ptx.sreg.*` reads by
the thread's context and wraps each kernel in a native
`i32 <kernel>.__run(params, first_block, end_block, dims)` that runs a range of blocks. The
rewrites work on the module as runtime/llvm_text.py parses llvmlite's text of it (functions,
blocks, instructions as tokens) and on the instructions they generate, printed back for
llvmlite to parse and verify:

* barrier-free kernels: the kernel is inlined into a z/y/x loop over the block's threads, which
  LLVM vectorizes;
* kernels with barriers (`nvvm.barrier0`, `bar.warp.sync`), shuffles (`shfl.sync.*`), warp
  reductions (`redux.sync.*`) or votes (`vote.{ballot,all,any,uni}.sync`): loop fission.
  Every such sync point ends a region; a round runs one native loop over the threads for the
  current region (each region has its own copy of the body, so the loop has no dispatch inside
  and vectorizes), up to the next sync point. A barrier
  costs one pass over the threads: no fibers, no OS threads (measured: a tree reduction with 9
  barriers a block runs at about 2-2.5x a barrier-free reduction of the same data). reg2mem
  finds the values live across sync points; a value the same in every thread (block ids, loop
  counters; `uniform_slots`) is kept once per block, a value used in one region stays a
  register, any other goes to a per-thread array. A shuffle or reduction writes its value to an
  exchange buffer (double-buffered by round parity) and reads the warp's values after the
  round, with PTX's lane, clamp and segment rules (member masks are not looked at: the whole
  warp takes part). Sync points must be reached by all threads of
  the block (block-uniform control flow, as CUDA requires for barriers): `__run` returns 1 when
  the threads of a round left through different sync points, which the device reports. A
  kernel with a sync point under a thread-dependent condition (gpu.all_reduce's second stage,
  `tid < numSubgroups`) runs in warp steps instead (_warp_step_rounds): per-thread states,
  shuffles among the lanes that reached them, barriers still block-wide.
* `vprintf` (gpu.printf) is formatted on the host from the packed argument layout; libdevice
  calls with a C library twin (`__nv_expf`) call the process's libm. Other NVVM intrinsics
  (match, clusters, clocks...) are refused with the intrinsic's name. bf16 arithmetic gets
  the f32/f64 -> bf16 libcalls LLVM needs with the module; a module naming a symbol this
  process lacks is refused with its name (MCJIT would bind it to address 0).

Compiled modules are cached in memory and on disk (object code in $GPUOPT_CACHE_DIR, default
~/.cache/gpuopt/cpu-device; empty disables), keyed by the blob, the host CPU and this file;
a disk entry (`<key>.kernel`: the kernels' JSON line, then the object file) is written and
checked by runtime/diskcache.py, so a truncated or corrupted one is compiled again.
"""
from __future__ import annotations

import collections
import hashlib
import json
import os
import threading
from dataclasses import dataclass, field

from gpuopt.runtime import cache_dir, diskcache
from gpuopt.runtime.llvm_text import (
    Block,
    Function,
    Line,
    Module,
    closing,
    parse_body,
    parse_module,
    split_top,
    type_end,
)

SHFL_MODES = {"idx": 0, "up": 1, "down": 2, "bfly": 3}
DIMS = ("x", "y", "z")
# The disk cache is keyed by this file's own text too: a changed compiler never reuses objects.
with open(__file__, "rb") as _self:
    CACHE_VERSION = hashlib.sha256(_self.read()).hexdigest()[:16]


class KernelError(Exception):
    """The blob cannot run on the CPU device; `code` is the CUDA error it stands for."""

    def __init__(self, message: str, code: str = "CUDA_ERROR_INVALID_IMAGE") -> None:
        super().__init__(message)
        self.code = code


@dataclass
class Kernel:
    """One compiled kernel: its `__run` address, argument sizes and whether it has sync points."""
    name: str
    address: int
    arg_sizes: list[int]
    fissioned: bool
    prints: bool = False  # calls vprintf: the device runs its blocks in order, on one thread


@dataclass
class CompiledModule:
    """A blob compiled to native code; keeps the execution engine (and so the code) alive."""
    key: str
    kernels: dict[str, Kernel]
    engine: object = None
    from_disk: bool = False
    compile_seconds: float = 0.0
    extra: dict = field(default_factory=dict)


_LOCK = threading.Lock()
_CACHE: dict[str, CompiledModule] = {}
STATS = {"compiles": 0, "disk_hits": 0, "memory_hits": 0}


def _llvm():
    from llvmlite import binding as llvm
    llvm.initialize_native_target()
    llvm.initialize_native_asmprinter()
    return llvm


def _target_machine():
    llvm = _llvm()
    target = llvm.Target.from_default_triple()
    return target.create_target_machine(cpu=llvm.get_host_cpu_name(),
                                        features=llvm.get_host_cpu_features().flatten(),
                                        opt=3, reloc="static", codemodel="jitdefault")


# what the cpu device needs, said after the name of a kernel object it cannot run
REBUILD = ("; the cpu device runs LLVM bitcode: lower the kernels with "
           "--gpu-lower-to-nvvm-pipeline=\"cubin-format=llvm\" (or --gpu-module-to-binary="
           "format=llvm), give gpuopt-runner the module before the lowering (it lowers the "
           "kernels for the cpu device itself), or run with --device=cuda")


def object_kind(data: bytes) -> str | None:
    """`a CUDA cubin (ELF)`, `a CUDA fatbin`, `PTX`: a GPU object the cpu device cannot run,
    by its first bytes; None for anything else."""
    if data.startswith(b"\x7fELF"):
        return "a CUDA cubin (ELF)"
    if data.startswith(b"\x50\xed\x55\xba") or data.startswith(b"\x46\x62\x43\x80"):
        return "a CUDA fatbin"  # the fatbin container's magic, or a fatbin section's header
    head = data[:4096].lstrip()
    if head.startswith((b"//", b".version")) and b".target" in head:
        return "PTX"
    return None


def _parse_blob(data: bytes):
    llvm = _llvm()
    kind = object_kind(data)
    if kind is not None:
        raise KernelError(f"the kernel module is {kind}" + REBUILD)
    try:
        if data.startswith(b"BC\xc0\xde"):
            return llvm.parse_bitcode(data)
        text = data.rstrip(b"\0").decode("utf-8")
        if "define" not in text and "declare" not in text:
            raise KernelError("the kernel module is neither LLVM bitcode nor LLVM IR" + REBUILD)
        return llvm.parse_assembly(text)
    except UnicodeDecodeError:
        raise KernelError("the kernel module is neither LLVM bitcode nor LLVM IR (binary "
                          "data)" + REBUILD) from None
    except RuntimeError as e:
        raise KernelError(f"cannot parse the kernel module: {str(e).strip()}") from None


def _kernel_names(m: Module) -> list[str]:
    """The kernels: `!{ptr @k, !"kernel", i32 1}` nodes (nvvm.annotations), then `ptx_kernel`
    functions, each once."""
    names = []
    for line in m.lines():
        t = line.toks
        if t[0].startswith("!") and t[1:5] == ["=", "!", "{", "ptr"] and len(t) in (13, 17) \
                and t[-6:] == [",", '!"kernel"', ",", "i32", "1", "}"] and t[-7][0] == "@" \
                and (len(t) == 13 or t[5] == "addrspace"):
            names.append(t[-7][1:])
    for fn in m.functions():
        if "ptx_kernel" in fn.head.toks[:fn.name_index()]:
            names.append(fn.name)
    return sorted(set(names), key=names.index)


def _function(m: Module, name: str) -> Function:
    fn = m.function(name)
    if fn is None:
        raise KernelError(f"kernel '{name}' has no definition", "CUDA_ERROR_NOT_FOUND")
    return fn


def _name_values(mod) -> None:
    """Gives every argument, block and value a name, so the text can be edited."""
    for fn in mod.functions:
        if fn.is_declaration:
            continue
        for i, a in enumerate(fn.arguments):
            if not a.name:
                a.name = f"arg{i}"
        k = 0
        for bi, b in enumerate(fn.blocks):
            if not b.name:
                b.name = f"bb{bi}"
            for ins in b.instructions:
                if not ins.name and str(ins.type) != "void":
                    ins.name = f"v{k}"
                    k += 1


def _run_passes(mod, tm, *, inline=False, reg2mem=False, o3=False) -> None:
    llvm = _llvm()
    pto = llvm.create_pipeline_tuning_options(speed_level=3 if o3 else 0)
    if o3:
        pto.loop_vectorization = True
        pto.slp_vectorization = True
    pb = llvm.create_pass_builder(tm, pto)
    if o3:
        mpm = pb.getModulePassManager()
    else:
        mpm = llvm.create_new_module_pass_manager()
        if inline:
            mpm.add_always_inliner_pass()
        if reg2mem:
            mpm.add_register_to_memory_pass()
    mpm.run(mod, pb)


def _abi_sizes(types: list[str], td) -> list[int]:
    llvm = _llvm()
    if not types:
        return []
    body = "".join(f"@g{i} = external global {t}\n" for i, t in enumerate(types))
    m = llvm.parse_assembly(body)
    return [td.get_abi_size(m.get_global_variable(f"g{i}").global_value_type)
            for i in range(len(types))]


LIBM = frozenset(("sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sinh", "cosh", "tanh",
                   "asinh", "acosh", "atanh", "exp", "exp2", "exp10", "expm1", "log", "log2",
                   "log10", "log1p", "pow", "sqrt", "cbrt", "hypot", "fabs", "floor", "ceil",
                   "trunc", "round", "rint", "nearbyint", "fmod", "fmin", "fmax", "erf", "erfc",
                   "tgamma", "lgamma", "copysign", "ldexp"))


def _all_lines(m: Module):
    """Every line of the module: top-level ones, function headers, instructions."""
    for x in m.items:
        if isinstance(x, Function):
            yield x.head
            for b in x.blocks:
                yield from b.insts
        elif isinstance(x, Line):
            yield x


def _libdevice_to_libm(m: Module) -> None:
    """`__nv_expf` -> `expf` (the C library of this process), for libdevice's libm twins."""
    for line in _all_lines(m):
        for i, t in enumerate(line.toks):
            if t.startswith("@__nv_") and t[6:].replace("_", "a").isalnum() \
                    and t[6:].removesuffix("f") in LIBM:
                line.toks[i] = "@" + t[6:]


def _drop_addrspaces(line: Line) -> None:
    """` addrspace(N)` out of a line; `addrspacecast` becomes `bitcast`."""
    t = line.toks
    i = 0
    while i < len(t):
        if t[i] == "addrspace" and t[i + 1: i + 2] == ["("] and t[i + 3: i + 4] == [")"]:
            del t[i: i + 4], line.sp[i: i + 4]
            continue
        if t[i] == "addrspacecast":
            t[i] = "bitcast"
        i += 1


def _retarget(m: Module) -> None:
    """Drops the NVPTX target, the kernel annotations, nvvm declarations, address spaces,
    `ptx_kernel` and the target-cpu/features attributes."""
    _libdevice_to_libm(m)
    kept: list = []
    for x in m.items:
        if isinstance(x, Line):
            t = x.toks
            if t[0] == "target" and t[1] in ("datalayout", "triple") \
                    or t[0] == "!nvvm.annotations" \
                    or t[0] == "declare" and any(w.startswith("@llvm.nvvm.") for w in t):
                continue
            if t[0] == "attributes":
                i = 0
                while i + 2 < len(t):
                    if t[i] in ('"target-cpu"', '"target-features"') and t[i + 1] == "=":
                        del t[i: i + 3], x.sp[i: i + 3]
                        continue
                    i += 1
        kept.append(x)
    m.items = kept
    for line in _all_lines(m):
        _drop_addrspaces(line)
        if "ptx_kernel" in line.toks:
            i = line.toks.index("ptx_kernel")
            del line.toks[i], line.sp[i]


def _workgroup_globals(m: Module, td) -> tuple[dict[str, int], int]:
    """Removes the addrspace(3) globals; returns the offset of each, static bytes."""
    offsets, off = {}, 0
    dynamic = []
    kept: list = []
    for x in m.items:
        t = x.toks if isinstance(x, Line) else []
        at = next((i for i in range(2, len(t) - 4) if t[i: i + 5] == ["addrspace", "(", "3", ")",
                                                                        "global"]), None)
        if not t or t[0][0] != "@" or t[1] != "=" or at is None:
            kept.append(x)
            continue
        external = "external" in t[2:at]
        spans = split_top(t, at + 5)
        rest = spans[0]
        ty = x.span(rest[0], rest[1] if external else type_end(t, rest[0]))
        size = _abi_sizes([ty], td)[0]
        align_at = [a for a, b in spans[1:] if t[a] == "align" and b == a + 2]
        align = max(int(t[align_at[-1] + 1]) if align_at else 1, 16)
        if external and size == 0:
            dynamic.append(t[0][1:])
            continue
        off = (off + align - 1) // align * align
        offsets[t[0][1:]] = off
        off += size
    m.items = kept
    static = (off + 15) // 16 * 16
    for name in dynamic:
        offsets[name] = static
    return offsets, static


def _leading_type(text: str) -> str:
    """The LLVM type at the start of `text` (`[4 x [4 x float]] zeroinitializer` ->
    `[4 x [4 x float]]`): brackets nest."""
    line = Line.of(text)
    return line.span(0, type_end(line.toks, 0))


def _use_workgroup(body: str, offsets: dict[str, int]) -> tuple[str, str]:
    """`_use_workgroup_lines` on a function body's text: (body, lines defining the locals)."""
    blocks = parse_body(body)
    defs = _use_workgroup_lines([ins for b in blocks for ins in b.insts], offsets)
    return "".join(b.text() for b in blocks), "".join(f"  {d}\n" for d in defs)


def _use_workgroup_lines(lines: list[Line], offsets: dict[str, int]) -> list[str]:
    """Rewrites uses of workgroup globals in `lines`; returns the instructions defining them.

    A global becomes a GEP into the block's buffer, a function-local value. A constant over it
    cannot hold a local: a constant expression (`getelementptr (i8, ptr @g, i32 8)`, as LLVM
    folds a view at a constant offset) becomes an instruction among the definitions, a constant
    aggregate (`{ ptr @g, ptr @g, i64 0, ... }`, a memref descriptor of an unoptimized module)
    a chain of insertvalue (insertelement for a vector), innermost first."""
    defs = []
    wanted = {"@" + name: name for name in offsets}
    used = set()
    for line in lines:
        for i, t in enumerate(line.toks):
            if t in wanted:
                used.add(wanted[t])
                line.toks[i] = f"%__wg.{wanted[t]}"
    for name, off in offsets.items():
        if name in used:
            defs.append(f"%__wg.{name} = getelementptr inbounds i8, ptr %__shared, i64 {off}")
    hoisted: dict[tuple[str, ...], str] = {}
    while any(_is_wg(t) for line in lines for t in line.toks):
        found = _local_constant_expr(lines) or _local_aggregate(lines)
        if found is None:
            break
        whole, chain = found
        local = hoisted.setdefault(whole, f"%__wgc.{len(hoisted)}")
        for i, text in enumerate(chain):
            name = local if i == len(chain) - 1 else f"{local}.{i}"
            defs.append(f"{name} = {text.replace('{prev}', f'{local}.{i - 1}')}")
        n = len(whole)
        for line in lines:
            t = line.toks
            i = 0
            while i + n <= len(t):
                if t[i] == whole[0] and tuple(t[i: i + n]) == whole:
                    line.replace(i, i + n, [local])
                i += 1
    return defs


def _is_wg(tok: str) -> bool:
    return tok.startswith(("%__wg.", "%__wgc."))


CONST_OPS = frozenset(("getelementptr", "bitcast", "addrspacecast", "ptrtoint", "inttoptr",
                       "trunc", "add", "sub", "mul", "shl", "xor"))


def _const_expr_paren(t: list[str], i: int) -> int | None:
    """The index of the `(` of a constant expression starting at t[i] (`getelementptr inbounds
    (...)`, `ptrtoint (...)`); None when t[i] starts none."""
    if t[i] not in CONST_OPS:
        return None
    j = i + 1
    if t[i] == "getelementptr":
        while j < len(t) and t[j] in ("inbounds", "nuw", "nusw", "inrange"):
            j = closing(t, j + 1) + 1 if t[j] == "inrange" else j + 1
    return j if j < len(t) and t[j] == "(" else None


def _local_constant_expr(lines: list[Line]) -> tuple[tuple[str, ...], list[str]] | None:
    """The innermost (shortest) constant expression naming a `%__wg.`/`%__wgc.` value: (its
    tokens, the instruction computing it)."""
    best = None
    for line in lines:
        t = line.toks
        for i in range(len(t) - 1):
            p = _const_expr_paren(t, i)
            if p is None:
                continue
            end = closing(t, p)
            if any(_is_wg(x) for x in t[p + 1: end]):
                text = line.span(i, end + 1)
                if best is None or len(text) <= best[0]:  # the last of equals
                    best = len(text), tuple(t[i: end + 1]), [f"{line.span(i, p)} "
                                                             f"{line.span(p + 1, end)}"]
    return best and (best[1], best[2])


def _local_aggregate(lines: list[Line]) -> tuple[tuple[str, ...], list[str]] | None:
    """The innermost constant struct, array or vector with a `%__wg.`/`%__wgc.` element: (its
    tokens, the insertvalue/insertelement chain building it; `{prev}` names the previous
    link)."""
    for line in lines:
        t = line.toks
        for p, tok in enumerate(t):
            if not _is_wg(tok):
                continue
            depth, i = 0, p - 1
            while i >= 0:  # the innermost bracket open around the use
                depth += t[i] in ")]}>"
                depth -= t[i] in "([{<"
                if depth < 0:
                    break
                i -= 1
            if i < 0 or t[i] not in ("[", "{", "<"):
                continue  # a call's arguments, a constant expression's operands, no bracket
            end = closing(t, i)
            spans = split_top(t, i + 1, end)
            elems = [line.span(a, b) for a, b in spans]
            ends = [type_end(t, a) for a, _ in spans]
            types = [line.span(a, e) for (a, _), e in zip(spans, ends, strict=True)]
            if any(e >= b or any(_is_wg(x) for x in t[a:e])
                   for (a, b), e in zip(spans, ends, strict=True)) or \
                    any(any(_is_wg(x) for x in t[e:b]) and t[e] in "[{<("
                        for (_, b), e in zip(spans, ends, strict=True)):
                continue  # a phi's incoming list, or a nested aggregate holding a use: later
            if t[i] == "{":
                ty = "{ " + ", ".join(types) + " }"
                chain = [f"insertvalue {ty} {{prev}}, {e}, {k}" for k, e in enumerate(elems)]
            else:
                ty = f"{'[' if t[i] == '[' else '<'}{len(elems)} x {types[0]}" \
                     f"{']' if t[i] == '[' else '>'}"
                op = "insertvalue" if t[i] == "[" else "insertelement"
                chain = [f"{op} {ty} {{prev}}, {e}, {'i32 ' if op == 'insertelement' else ''}{k}"
                         for k, e in enumerate(elems)]
            chain[0] = chain[0].replace("{prev}", "undef")
            return tuple(t[i: end + 1]), chain
    return None


def _sreg_value(reg: str, dim: str | None) -> str:
    if reg in ("tid", "ntid", "ctaid", "nctaid") and dim:
        return f"%__{reg}.{dim}"
    if reg == "laneid":
        return "%__lane"
    if reg == "warpsize":
        return "32"
    raise KernelError(f"special register %{reg}{'.' + dim if dim else ''} is not supported "
                      "by the cpu device", "CUDA_ERROR_NOT_SUPPORTED")


SREG = "@llvm.nvvm.read.ptx.sreg."


def _sreg_read(line: Line) -> tuple[str, str | None] | None:
    """(register, dimension) of `%v = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()`."""
    j = line.callee()
    if j is None or line.result is None or not line.toks[j].startswith(SREG) \
            or line.toks[j + 1: j + 3] != ["(", ")"]:
        return None
    parts = line.toks[j][len(SREG):].split(".")
    if len(parts) == 1:
        return parts[0], None
    if len(parts) == 2 and parts[1] in DIMS:
        return parts[0], parts[1]
    return None


def _replace_sregs_lines(blocks: list[Block]) -> None:
    """Special-register reads -> the thread's context values (`%v = add i32 %__tid.x, 0`)."""
    for b in blocks:
        for k, ins in enumerate(b.insts):
            read = _sreg_read(ins)
            if read is not None:
                b.insts[k] = Line.new([ins.result, "=", "add", "i32", _sreg_value(*read), ",",
                                       "0"])


def _replace_sregs(body: str) -> str:
    blocks = parse_body(body)
    _replace_sregs_lines(blocks)
    return "".join(b.text() for b in blocks)


def _check_nvvm(m: Module, where: str) -> None:
    for line in _all_lines(m):
        if line.toks[0] == "declare":
            continue
        for t in line.toks:
            if t.startswith("@llvm.nvvm."):
                raise KernelError(f"{where} uses {t[1:]}, which the cpu device does not "
                                  "support", "CUDA_ERROR_NOT_SUPPORTED")


def _context_loads(params: list[tuple[str, str]]) -> str:
    lines = [
        "  %__gx = load i64, ptr %dims\n",
        *[f"  %__dp{i} = getelementptr i64, ptr %dims, i64 {i}\n"
          f"  %__{n} = load i64, ptr %__dp{i}\n"
          for i, n in enumerate(("gx", "gy", "gz", "bx", "by", "bz", "smem")) if i],
        "  %__nthr64.0 = mul i64 %__bx, %__by\n  %__nthr64 = mul i64 %__nthr64.0, %__bz\n",
        "  %__nthr = trunc i64 %__nthr64 to i32\n",
        *[f"  %__ntid.{d} = trunc i64 %__b{d} to i32\n  %__nctaid.{d} = trunc i64 %__g{d} to "
          "i32\n" for d in DIMS],
    ]
    for i, (ty, name) in enumerate(params):
        lines.append(f"  %__pp{i} = getelementptr ptr, ptr %params, i64 {i}\n"
                     f"  %__pv{i} = load ptr, ptr %__pp{i}\n  {name} = load {ty}, ptr %__pv{i}\n")
    return "".join(lines)


def _shared_alloca(static: int) -> str:
    return (f"  %__sbytes = add i64 %__smem, {static}\n"
            "  %__shared = alloca i8, i64 %__sbytes, align 64\n")


def _block_loop_open() -> str:
    return ("  br label %__blk\n__blk:\n"
            "  %__b = phi i64 [ %b0, %__entry ], [ %__b.next, %__blk.latch ]\n"
            "  %__cx = urem i64 %__b, %__gx\n  %__bq = udiv i64 %__b, %__gx\n"
            "  %__cy = urem i64 %__bq, %__gy\n  %__cz = udiv i64 %__bq, %__gy\n"
            + "".join(f"  %__ctaid.{d} = trunc i64 %__c{d} to i32\n" for d in DIMS))


BLOCK_LOOP_CLOSE = ("__blk.latch:\n  %__b.next = add nuw i64 %__b, 1\n"
                    "  %__bmore = icmp ult i64 %__b.next, %b1\n"
                    "  br i1 %__bmore, label %__blk, label %__exit\n__exit:\n  ret i32 0\n}\n")


def _thread_loop_open(after: str) -> str:
    """Opens z/y/x loops over the threads; defines %__tid.*, %__tl (linear), %__lane."""
    return (f"  br label %__tz\n__tz:\n  %__tid.z = phi i32 [ 0, %{after} ], "
            "[ %__tz.n, %__ty.latch ]\n  br label %__ty\n"
            "__ty:\n  %__tid.y = phi i32 [ 0, %__tz ], [ %__ty.n, %__tx.exit ]\n"
            "  %__row.0 = mul i32 %__tid.z, %__ntid.y\n  %__row.1 = add i32 %__row.0, %__tid.y\n"
            "  %__row = mul i32 %__row.1, %__ntid.x\n  br label %__tx\n"
            "__tx:\n  %__tid.x = phi i32 [ 0, %__ty ], [ %__tx.n, %__tx.latch ]\n"
            "  %__tl = add nuw nsw i32 %__row, %__tid.x\n  %__tl64 = zext i32 %__tl to i64\n"
            "  %__lane = and i32 %__tl, 31\n")


def _thread_loop_close(latch_pred: str, done: str) -> str:
    return (f"__tx.latch:\n  %__tx.n = add nuw nsw i32 %__tid.x, 1\n"
            "  %__txc = icmp ult i32 %__tx.n, %__ntid.x\n"
            "  br i1 %__txc, label %__tx, label %__tx.exit\n__tx.exit:\n"
            "  %__ty.n = add nuw nsw i32 %__tid.y, 1\n  %__tyc = icmp ult i32 %__ty.n, %__ntid.y\n"
            "  br i1 %__tyc, label %__ty, label %__ty.latch\n__ty.latch:\n"
            "  %__tz.n = add nuw nsw i32 %__tid.z, 1\n  %__tzc = icmp ult i32 %__tz.n, %__ntid.z\n"
            f"  br i1 %__tzc, label %__tz, label %{done}\n")


CONTEXT = ("tid", "ntid", "ctaid", "nctaid")


def _wrap_plain(fn: Function, name: str, params, offsets, static) -> tuple[str, str]:
    """A barrier-free kernel: an alwaysinline function called from the thread loops. When the
    kernel's entry block is pure and ends in a conditional branch (the `if (i < n)` guard), each
    row of threads first evaluates that condition for all its threads (a vectorized
    and-reduction, `_guard_versions`); a row where it holds everywhere runs a copy of the kernel
    with the branch taken, whose loop vectorizes without masked loads and stores (on AMD's
    Zen, vmaskmovps stores cost about 3x a plain vector loop)."""
    extra = ", ".join(f"i32 %__{r}.{d}" for r in CONTEXT for d in DIMS)
    sig = ", ".join(f"{t} {n}" for t, n in params)
    attrs = [t for t in fn.head.toks[fn.params_span()[1] + 1:] if t not in ("noinline", "optnone")]
    # alwaysinline goes after `(local_)unnamed_addr` and `addrspace(N)` (LLVM's grammar;
    # an optimized module, e.g. mlir-opt-19's bitcode, has local_unnamed_addr)
    lead = int(attrs[:1] in (["unnamed_addr"], ["local_unnamed_addr"]))
    lead += 4 * (attrs[lead: lead + 1] == ["addrspace"])
    attrs_text = Line.new(attrs[:lead] + ["alwaysinline"] + attrs[lead:]).text()
    blocks = fn.blocks
    _replace_sregs_lines(blocks)
    defs = _use_workgroup_lines([ins for b in blocks for ins in b.insts], offsets)
    blocks[0].insts[:0] = [Line.of(d) for d in defs]
    rest = "".join(b.text() for b in blocks) + "}\n"
    params_text = f"({sig}{', ' if sig else ''}{extra}, i32 %__lane, ptr %__shared)"
    kernel = f"define internal void @{name}{params_text} {attrs_text} {{\n{rest}"
    args = ", ".join(f"{t} {n}" for t, n in params)
    # the context's parameters are named as the __run function's own values: passed as they are
    call_args = f"({args}{', ' if args else ''}{extra}, i32 %__lane, ptr %__shared)"
    loops = _thread_loop_open("__blk")
    versions = _guard_versions(blocks)
    if versions is not None:
        guard, taken = versions
        kernel += (f"\ndefine internal i1 @{name}.__guard{params_text} {attrs_text} "
                   f"{{\n{guard}\ndefine internal void @{name}.__taken{params_text} "
                   f"{attrs_text} {{\n{taken}")
        # the row's guard loop (`__g`), then the taken copy's x loop (`__tf`) or the kernel's
        # (`__tx`, below)
        rows, tx = loops[:loops.index("__tx:\n")], loops[loops.index("__tx:\n"):]
        loops = (
            rows.replace("br label %__tx\n", "br label %__g\n")
            + "__g:\n  %__g.x = phi i32 [ 0, %__ty ], [ %__g.xn, %__g ]\n"
            "  %__g.all = phi i1 [ true, %__ty ], [ %__g.alln, %__g ]\n"
            "  %__g.tl = add nuw nsw i32 %__row, %__g.x\n  %__g.lane = and i32 %__g.tl, 31\n"
            + f"  %__g.c = call i1 @{name}.__guard"
            + call_args.replace("%__tid.x", "%__g.x").replace("%__lane", "%__g.lane") + "\n"
            "  %__g.alln = and i1 %__g.all, %__g.c\n  %__g.xn = add nuw nsw i32 %__g.x, 1\n"
            "  %__g.more = icmp ult i32 %__g.xn, %__ntid.x\n"
            "  br i1 %__g.more, label %__g, label %__g.done\n"
            "__g.done:\n  br i1 %__g.alln, label %__tf, label %__tx\n"
            "__tf:\n  %__tf.x = phi i32 [ 0, %__g.done ], [ %__tf.n, %__tf ]\n"
            "  %__tf.tl = add nuw nsw i32 %__row, %__tf.x\n  %__tf.lane = and i32 %__tf.tl, 31\n"
            + f"  call void @{name}.__taken"
            + call_args.replace("%__tid.x", "%__tf.x").replace("%__lane", "%__tf.lane") + "\n"
            "  %__tf.n = add nuw nsw i32 %__tf.x, 1\n"
            "  %__tf.more = icmp ult i32 %__tf.n, %__ntid.x\n"
            "  br i1 %__tf.more, label %__tf, label %__tx.exit\n"
            + tx.replace("%__tid.x = phi i32 [ 0, %__ty ]", "%__tid.x = phi i32 [ 0, %__g.done ]"))
    run = (f"define i32 @{name}.__run(ptr %params, i64 %b0, i64 %b1, ptr %dims) {{\n__entry:\n"
           + _context_loads(params) + _shared_alloca(static) + _block_loop_open() + loops
           + f"  call void @{name}{call_args}\n  br label %__tx.latch\n"
           + _thread_loop_close("__tx", "__blk.latch") + BLOCK_LOOP_CLOSE)
    return kernel, run


# An entry block whose instructions may run once more for every thread without changing what
# the kernel does: no stores, calls, atomics, fences, allocas or volatile accesses.
IMPURE = frozenset(("store", "call", "invoke", "atomicrmw", "cmpxchg", "fence", "alloca",
                    "va_arg", "volatile", "atomic", "callbr"))


def _guard_versions(blocks: list[Block]) -> tuple[str, str] | None:
    """(guard body, taken body) of a kernel body (the text after its `{`) whose entry block is
    pure and ends in `br i1 %c, label %t, label %f`: the guard returns %c, the taken copy
    branches on `true` (the false edge stays, so phis there stay valid; LLVM folds it)."""
    entry = blocks[0]
    if not entry.insts:
        return None
    br = entry.insts[-1].toks
    if len(br) != 9 or br[:2] != ["br", "i1"] or br[2][0] != "%" or br[3:5] != [",", "label"] \
            or br[6:8] != [",", "label"] or br[5] == br[8]:
        return None
    if any(t in IMPURE for ins in entry.insts[:-1] for t in ins.toks):
        return None
    guard = Block(entry.label, entry.insts[:-1] + [Line.new(["ret", "i1", br[2]])])
    taken = Block(entry.label, entry.insts[:-1] + [Line.new(["br", "i1", "true", ","] + br[4:])])
    return (guard.text() + "}\n",
            taken.text() + "".join(b.text() for b in blocks[1:]) + "}\n")


BARRIERS = ("@llvm.nvvm.barrier0", "@llvm.nvvm.barrier.sync", "@llvm.nvvm.bar.warp.sync")
BARRIER_PREFIXES = ("@llvm.nvvm.barrier.cta.sync", "@llvm.nvvm.barrier.sync.aligned")
SHFL = "@llvm.nvvm.shfl.sync."
# warp reductions (redux.sync), then votes (vote.*.sync) over the same exchange buffer
REDUX_OPS = ("add", "min", "max", "umin", "umax", "and", "or", "xor", "ballot", "all", "any",
             "uni")
REDUX = "@llvm.nvvm.redux.sync."
VOTE = "@llvm.nvvm.vote."
SYNC_KINDS = ("barrier", "shfl", "redux", "vote")


def _sync_point(line: Line) -> tuple | None:
    """What a sync point does, from its call: ("barrier",), ("shfl", mode, type, predicate
    returned, value, b, c), ("redux", op, value) or ("vote", op, predicate); None for another
    line."""
    j = line.callee()
    if j is None:
        return None
    t, f = line.toks, line.toks[j]
    if not f.startswith("@llvm.nvvm."):
        return None
    args = line.call_args()
    if line.result is None:
        if t[j - 1] == "void" and t[j - 2] == "call" and t[0] in ("call", "tail") and \
                (f in BARRIERS or f.startswith(BARRIER_PREFIXES)):
            return ("barrier",)
        return None
    if f.startswith(SHFL) and len(args) >= 4:
        mode, _, ty = f[len(SHFL):].partition(".")
        if mode in SHFL_MODES and ty in ("i32", "f32", "i32p", "f32p"):
            val, b, c = (line.span(a + 1, e) for a, e in args[1:4])
            return ("shfl", mode, ty[:3], ty[3:], val, b, c)
    if f.startswith(REDUX) and f[len(REDUX):] in REDUX_OPS[:8] and t[j - 1] == "i32" \
            and len(args) == 2 and t[args[0][0]] == "i32":
        return ("redux", f[len(REDUX):], line.span(args[0][0] + 1, args[0][1]))
    op, _, sync = f[len(VOTE):].partition(".")
    if f.startswith(VOTE) and sync == "sync" and op in REDUX_OPS[8:] and t[j - 1] in ("i32", "i1") \
            and len(args) == 2 and t[args[1][0]] == "i1":
        return ("vote", op, line.span(args[1][0] + 1, args[1][1]))
    return None


def _sync_text(point: tuple, res: str | None, k: int) -> str:
    """The lines replacing sync point `k` (`point` as _sync_point says, `res` its result): a
    marker call and a new block `__sync.k`, with the exchange around them."""
    mark = f"  call void @__gpuopt_sync(i32 {k})\n  br label %__sync.{k}\n__sync.{k}:\n"
    if point[0] == "barrier":
        return mark
    if point[0] == "redux":
        return (f"  call void @__gpuopt_shfl_put(i32 {point[2]})\n" + mark
                + f"  {res} = call i32 @__gpuopt_redux_get(i32 {REDUX_OPS.index(point[1])})\n")
    if point[0] == "vote":
        op, pred = point[1:]
        got = f"{res}" if op == "ballot" else f"%__vt{k}.r"
        return (f"  %__vt{k}.w = zext i1 {pred} to i32\n"
                f"  call void @__gpuopt_shfl_put(i32 %__vt{k}.w)\n" + mark
                + f"  {got} = call i32 @__gpuopt_redux_get(i32 {REDUX_OPS.index(op)})\n"
                + ("" if op == "ballot" else f"  {res} = trunc i32 {got} to i1\n"))
    mode, ty, pred, val, b, c = point[1:]
    ety = "float" if ty == "f32" else "i32"
    put = (f"  %__sh{k}.w = bitcast {ety} {val} to i32\n" if ety == "float"
           else f"  %__sh{k}.w = add i32 {val}, 0\n")
    get = (f"  %__sh{k}.g = call i64 @__gpuopt_shfl_get(i32 {SHFL_MODES[mode]}, "
           f"i32 {b}, i32 {c})\n  %__sh{k}.r = trunc i64 %__sh{k}.g to i32\n")
    cast = "bitcast" if ety == "float" else "add"
    tail = f"i32 %__sh{k}.r to float" if ety == "float" else f"i32 %__sh{k}.r, 0"
    if pred:
        get += (f"  %__sh{k}.v = {cast} {tail}\n"
                f"  %__sh{k}.h = lshr i64 %__sh{k}.g, 32\n"
                f"  %__sh{k}.ok = trunc i64 %__sh{k}.h to i1\n"
                f"  %__sh{k}.s = insertvalue {{ {ety}, i1 }} undef, {ety} %__sh{k}.v, 0\n"
                f"  {res} = insertvalue {{ {ety}, i1 }} %__sh{k}.s, i1 %__sh{k}.ok, 1\n")
    else:
        get += f"  {res} = {cast} {tail}\n"
    return put + f"  call void @__gpuopt_shfl_put(i32 %__sh{k}.w)\n" + mark + get


def _split_sync_points(fn: Function) -> int:
    """Ends a block at each barrier and around each shuffle, reduction and vote (markers for
    the later steps); returns their count. Barriers are numbered first, then shuffles,
    reductions and votes, each in the order of the text."""
    found = [(SYNC_KINDS.index(p[0]), bi, ii, p) for bi, b in enumerate(fn.blocks)
             for ii, ins in enumerate(b.insts) if (p := _sync_point(ins)) is not None]
    number = {(bi, ii): (k + 1, p) for k, (_, bi, ii, p) in enumerate(sorted(found))}
    out = []
    for bi, b in enumerate(fn.blocks):
        if b.label is not None:
            out.append(f"{b.label}:\n")
        for ii, ins in enumerate(b.insts):
            if (bi, ii) in number:
                k, p = number[bi, ii]
                out.append(_sync_text(p, ins.result, k))
            else:
                out.append(f"  {ins.text()}\n")
    fn.blocks = parse_body("".join(out))
    return len(found)


REDUX_IDENTITY = {"add": 0, "or": 0, "xor": 0, "ballot": 0, "any": 0, "and": -1, "all": -1,
                  "min": 2147483647, "max": -2147483648, "umin": -1, "umax": 0, "uni": 1}


def _redux_get(res: str, op: int, warp_step: bool = False) -> str:
    """A warp reduction over the values the warp's threads put in the exchange buffer: the
    lanes in the block and, in warp-step mode, stopped at this sync point (the member mask is
    taken to be the lanes that reach it)."""
    ind = "  "
    p = res[1:]
    name = REDUX_OPS[op]
    lines = [f"%{p}.wb = sub i32 %__tl, %__lane"]
    if name == "uni":
        lines += [f"%{p}.own.p = getelementptr i32, ptr %__xr, i64 %__tl64",
                  f"%{p}.own = load i32, ptr %{p}.own.p"]
    acc = str(REDUX_IDENTITY[name])
    for j in range(32):
        lines += [f"%{p}.s{j} = add i32 %{p}.wb, {j}",
                  f"%{p}.in{j} = icmp ult i32 %{p}.s{j}, %__nthr"]
        lines += _participating(f"%{p}.s{j}", f"%{p}.in{j}", f"%{p}.x{j}", f"%{p}.ok{j}",
                                warp_step)
        lines += [f"%{p}.q{j} = getelementptr i32, ptr %__xr, i64 %{p}.x{j}",
                  f"%{p}.l{j} = load i32, ptr %{p}.q{j}"]
        if name == "ballot":
            lines += [f"%{p}.b{j} = shl i32 %{p}.l{j}, {j}",
                      f"%{p}.c{j} = or i32 {acc}, %{p}.b{j}"]
        elif name == "uni":
            lines += [f"%{p}.e{j} = icmp eq i32 %{p}.l{j}, %{p}.own",
                      f"%{p}.f{j} = zext i1 %{p}.e{j} to i32",
                      f"%{p}.c{j} = and i32 {acc}, %{p}.f{j}"]
        elif name in ("add", "and", "or", "xor", "all", "any"):
            op = {"all": "and", "any": "or"}.get(name, name)
            lines.append(f"%{p}.c{j} = {op} i32 {acc}, %{p}.l{j}")
        else:
            pred = {"min": "slt", "max": "sgt", "umin": "ult", "umax": "ugt"}[name]
            lines += [f"%{p}.k{j} = icmp {pred} i32 %{p}.l{j}, {acc}",
                      f"%{p}.c{j} = select i1 %{p}.k{j}, i32 %{p}.l{j}, i32 {acc}"]
        lines.append(f"%{p}.a{j} = select i1 %{p}.ok{j}, i32 %{p}.c{j}, i32 {acc}")
        acc = f"%{p}.a{j}"
    lines.append(f"{res} = add i32 {acc}, 0")
    return "".join(f"{ind}{line}\n" for line in lines).rstrip("\n")


def _participating(src: str, ok0: str, index: str, ok: str, warp_step: bool) -> list[str]:
    """Lines defining `index` (i64: `src` where `ok`, else the thread's own slot) and `ok`:
    `ok0` and, in warp-step mode, the source thread stopped at this region's sync point in the
    last round (its state is this copy's `PH_K`, filled in by _region_copy)."""
    if not warp_step:
        return [f"{index}.32 = select i1 {ok0}, i32 {src}, i32 %__tl",
                f"{index} = zext i32 {index}.32 to i64", f"{ok} = add i1 {ok0}, 0"]
    return [f"{index}.c = select i1 {ok0}, i32 {src}, i32 %__tl",
            f"{index}.c64 = zext i32 {index}.c to i64",
            f"{index}.sp = getelementptr i32, ptr %__st, i64 {index}.c64",
            f"{index}.sv = load i32, ptr {index}.sp",
            f"{index}.at = icmp eq i32 {index}.sv, {PH_K}",
            f"{ok} = and i1 {ok0}, {index}.at",
            f"{index}.32 = select i1 {ok}, i32 {src}, i32 %__tl",
            f"{index} = zext i32 {index}.32 to i64"]


def _calls(ins: Line, callee: str) -> bool:
    return ins.callee_name() == callee


def _regions(blocks: list[Block]) -> dict[str, set[str]]:
    """Block label -> the sync regions (entry labels) that can execute it."""
    succ = {b.label: ([] if any(_calls(ins, "@__gpuopt_sync") for ins in b.insts)
                      else [x for ins in b.insts for x in ins.labels_used()]) for b in blocks}
    member: dict[str, set[str]] = {b.label: set() for b in blocks}
    entries = [blocks[0].label] + [b.label for b in blocks if b.label.startswith("__sync.")]
    for entry in entries:
        todo = [entry]
        while todo:
            lab = todo.pop()
            if entry in member[lab]:
                continue
            member[lab].add(entry)
            todo.extend(succ.get(lab, ()))
    return member


def _alloca(ins: Line) -> tuple[str, str, str | None, str | None, str | None] | None:
    """(name, type, count type, count, align) of `%a = alloca T[, iN C][, align A]`."""
    t = ins.toks
    if len(t) < 4 or t[1] != "=" or t[2] != "alloca" or t[0][0] != "%":
        return None
    spans = split_top(t, 3)
    align = cty = cnt = None
    if len(spans) > 1 and t[spans[-1][0]] == "align" and spans[-1][1] - spans[-1][0] == 2:
        align = t[spans.pop()[0] + 1]
    if len(spans) > 1 and spans[-1][1] - spans[-1][0] == 2 and t[spans[-1][0]][0] == "i" \
            and t[spans[-1][0] + 1].isdigit():
        a = spans.pop()[0]
        cty, cnt = t[a], t[a + 1]
    return t[0], ins.span(spans[0][0], spans[-1][1]), cty, cnt, align


def _shfl_get(res: str, mode: int, b: str, c: str, warp_step: bool = False) -> str:
    """A shuffle's read, with PTX's lane, clamp and segment rules; in warp-step mode a source
    lane that did not stop at this sync point in the last round is out of range too."""
    ind = "  "
    p = res[1:]
    lines = [f"%{p}.seg0 = lshr i32 {c}, 8", f"%{p}.seg = and i32 %{p}.seg0, 31",
             f"%{p}.cl = and i32 {c}, 31", f"%{p}.nseg = xor i32 %{p}.seg, -1",
             f"%{p}.min = and i32 %__lane, %{p}.seg", f"%{p}.mx0 = and i32 %{p}.cl, %{p}.nseg",
             f"%{p}.max = or i32 %{p}.min, %{p}.mx0", f"%{p}.bv = and i32 {b}, 31"]
    if mode == 1:
        lines += [f"%{p}.j = sub i32 %__lane, %{p}.bv", f"%{p}.ok0 = icmp sge i32 %{p}.j, %{p}.max"]
    else:
        if mode == 0:
            lines += [f"%{p}.j0 = and i32 %{p}.bv, %{p}.nseg", f"%{p}.j = or i32 %{p}.min, %{p}.j0"]
        else:
            lines.append(f"%{p}.j = {'add' if mode == 2 else 'xor'} i32 %__lane, %{p}.bv")
        lines.append(f"%{p}.ok0 = icmp sle i32 %{p}.j, %{p}.max")
    lines += [f"%{p}.wb = sub i32 %__tl, %__lane", f"%{p}.src = add i32 %{p}.wb, %{p}.j",
              f"%{p}.in = icmp ult i32 %{p}.src, %__nthr", f"%{p}.ok1 = and i1 %{p}.ok0, %{p}.in",
              *_participating(f"%{p}.src", f"%{p}.ok1", f"%{p}.sel64", f"%{p}.ok", warp_step),
              f"%{p}.ptr = getelementptr i32, ptr %__xr, i64 %{p}.sel64",
              f"%{p}.val = load i32, ptr %{p}.ptr", f"%{p}.z = zext i32 %{p}.val to i64",
              f"%{p}.okz = zext i1 %{p}.ok to i64", f"%{p}.okh = shl i64 %{p}.okz, 32",
              f"{res} = or i64 %{p}.z, %{p}.okh"]
    return "".join(f"{ind}{line}\n" for line in lines).rstrip("\n")


# placeholders in a region's loop, filled in per copy by _region_copy
PH_K, PH_CP, PH_DONE, PH_ENTRY = "__PH_K", "__PH_CP", "__PH_DONE", "__PH_ENTRY"


def _region_copy(loop: list[Block], k: int, entry: str, fill: dict[str, str] | None = None,
                 drop: set[str] | frozenset = frozenset()) -> str:
    """The thread loops of region k: a copy of the body entered at the region's entry, its
    local names suffixed, so each region's loop has no dispatch inside (and can vectorize);
    `fill` maps the other placeholder tokens (`PH_K`, `%` + `PH_CP`...) to theirs."""
    fill = {"%" + PH_ENTRY: "%" + entry, **(fill or {})}
    if drop:  # the body's blocks this region cannot run (no value crosses blocks after reg2mem)
        loop = _prune_slots([b for b in loop if b.label not in drop])
    ren = {}
    for b in loop:
        if b.label is not None:
            ren["%" + b.label] = _suffixed("%" + b.label, k)
        for ins in b.insts:
            r = ins.result
            if r is not None and r[0] == "%":
                ren[r] = _suffixed(r, k)
    out = []
    for b in loop:
        if b.label is not None:
            out.append(_suffixed("%" + b.label, k)[1:] + ":\n")
        for ins in b.insts:
            toks = [fill.get(t, t) for t in ins.toks]
            out.append("  " + "".join((" " + ren.get(t, t)) if s else ren.get(t, t)
                                      for t, s in zip(toks, ins.sp, strict=True)).lstrip(" ")
                       + "\n")
    return "".join(out)


def _suffixed(name: str, k: int) -> str:
    """`%x` -> `%x.r{k}`, `%"a b"` -> `%"a b.r{k}"`."""
    return f'{name[:-1]}.r{k}"' if name.endswith('"') else f"{name}.r{k}"


def _prune_slots(loop: list[Block]) -> list[Block]:
    """The region's loop without the per-thread slot addresses its kept blocks never use
    (`%s = getelementptr T, ptr %s.__pt, i64 %__tl64`): a region copy holds few blocks, the
    kernel many slots (without this, a kernel with hundreds of sync points grows as their
    product)."""
    refs = collections.Counter(t for b in loop for ins in b.insts for t in ins.toks
                               if t[0] == "%")

    def unused_slot(ins: Line) -> bool:
        t = ins.toks
        return len(t) > 8 and t[1] == "=" and t[2] == "getelementptr" and \
            t[-6:] == [",", "ptr", t[0] + ".__pt", ",", "i64", "%__tl64"] and refs[t[0]] <= 1

    return [Block(b.label, [ins for ins in b.insts if not unused_slot(ins)]) for b in loop]


def _unreachable(member: dict[str, set[str]], entry: str) -> set[str]:
    """The body's blocks the region entered at `entry` never runs."""
    return {lab for lab, entries in member.items() if entry not in entries}


def _divergent_blocks(blocks, succ, branches_on) -> set[str]:
    """Blocks that only some threads may run: reachable from a branch on a non-uniform
    condition without post-dominating it."""
    labs = [lab for lab, _ in blocks]
    bit = {lab: 1 << i for i, lab in enumerate(labs)}  # post-dominator sets as bit masks
    every = (1 << len(labs)) - 1
    pdom = {lab: (every if succ[lab] else bit[lab]) for lab in labs}
    changed = True
    while changed:  # backwards: successors mostly come later
        changed = False
        for lab in reversed(labs):
            if succ[lab]:
                new = every
                for x in succ[lab]:
                    new &= pdom.get(x, 0)
                new |= bit[lab]
                if new != pdom[lab]:
                    pdom[lab], changed = new, True
    out: set[str] = set()
    for d in branches_on:
        seen, todo = set(), list(succ[d])
        while todo:
            lab = todo.pop()
            if lab in seen or lab not in pdom:
                continue
            seen.add(lab)
            todo.extend(succ[lab])
        out |= {lab for lab in seen if not pdom[d] & bit[lab]}
    return out


def uniform_slots(body: str, slots: set[str], private: frozenset[str] = frozenset()) -> set[str]:
    """The reg2mem slots that hold the same value in every thread of a block (see _uniformity)."""
    return _uniformity(parse_body(body), slots, private)[0]


def _store_target(t: list[str]) -> tuple[int, str] | None:
    """(index of the comma before the pointer, the pointer's name) of `store ..., ptr %p...`."""
    if t[0] != "store":
        return None
    for j in range(len(t) - 3, 0, -1):
        if t[j] == "," and t[j + 1] == "ptr" and t[j + 2][0] == "%":
            return j, t[j + 2][1:]
    return None


def _uniformity(blocks: list[Block], slots: set[str],
                private: frozenset[str] = frozenset()) -> tuple[set[str], set[str]]:
    """(uniform slots, divergent blocks). The uniform slots: the reg2mem slots that hold the
    same value in every thread of a block at every point: stored only uniform values under
    uniform control flow (a fixpoint; see _divergent_blocks).
    Context values (block ids, dims, kernel arguments) are uniform; thread ids, lane ids, the
    addresses of `private` (per-thread) allocas, shuffle results, loads from memory other than
    a uniform slot, and calls are not."""
    blocks = [b for b in blocks if b.label is not None]
    succ = {b.label: [x for ins in b.insts for x in ins.labels_used()] for b in blocks}
    bad: set[str] = set()
    varying = {"__tid.x", "__tid.y", "__tid.z", "__lane", *private}
    while True:
        before = (len(bad), len(varying))
        branches = []
        for b in blocks:
            for ins in b.insts:
                t = ins.toks
                if len(t) > 2 and t[1] == "=" and t[0][0] == "%":
                    res, op, rest = t[0][1:], t[2], t[3:]
                    if op == "load":
                        ptr = next((rest[j + 1][1:] for j in range(len(rest) - 1)
                                    if rest[j] == "ptr" and rest[j + 1][0] == "%"), None)
                        if ptr is None or ptr not in slots or ptr in bad:
                            varying.add(res)
                    elif op in ("call", "alloca", "phi", "atomicrmw", "cmpxchg") \
                            or any(x[0] == "%" and x[1:] in varying for x in rest):
                        varying.add(res)
                    continue
                st = _store_target(t)
                if st and st[1] in slots and any(x[0] == "%" and x[1:] in varying
                                                 for x in t[1:st[0]]):
                    bad.add(st[1])
                if (t[:2] == ["br", "i1"] or t[0] == "switch") and len(t) > 2 \
                        and t[2][0] == "%" and t[2][1:] in varying:
                    branches.append(b.label)
        divergent = _divergent_blocks([(b.label, None) for b in blocks], succ, branches)
        for b in blocks:
            if b.label in divergent:
                for ins in b.insts:
                    st = _store_target(ins.toks)
                    if st and st[1] in slots:
                        bad.add(st[1])
        if (len(bad), len(varying)) == before:
            return slots - bad, divergent


def _is_reg2mem(name: str) -> bool:
    """A reg2mem slot's name: `%x.reg2mem`, `%x.reg2mem12`, `%"x.reg2mem"`."""
    return name.rstrip('"').rstrip("0123456789").endswith(".reg2mem")


CHECK_SYNC = True  # count the threads leaving each region per exit (see _exit_site)


def _exit_site(ind: str, state: str, n: int, warp_step: bool = False) -> str:
    """A thread leaving its region for sync point `state` (-1: returned): records the state
    and counts the threads leaving through this site (two sites used in one round: a barrier
    not reached by all threads of the block, which the launch reports)."""
    p = f"%__ex{n}"
    if warp_step:  # each thread's next state (checked by the round's latch)
        return f"{ind}store i32 {state}, ptr %__mynext\n{ind}br label %__tx.latch"
    if not CHECK_SYNC:
        return f"{ind}store i32 {state}, ptr %__next\n{ind}br label %__tx.latch"
    return (f"{ind}{p}.c = load i32, ptr %__cnt{n}\n{ind}{p}.d = add i32 {p}.c, 1\n"
            f"{ind}store i32 {p}.d, ptr %__cnt{n}\n"
            f"{ind}store i32 {state}, ptr %__next\n{ind}br label %__tx.latch")


def _site_checks(sites: int) -> tuple[str, str, str]:
    """(allocas, resets at a round's start, the latch's test defining %__dvb)."""
    allocas = "".join(f"  %__cnt{n} = alloca i32, align 4\n" for n in range(sites))
    resets = "".join(f"  store i32 0, ptr %__cnt{n}\n" for n in range(sites))
    test = "".join(f"  %__cl{n} = load i32, ptr %__cnt{n}\n  %__cz{n} = icmp ne i32 %__cl{n}, 0\n"
                   f"  %__cy{n} = zext i1 %__cz{n} to i32\n  %__cs{n + 1} = add i32 %__cs{n}, "
                   f"%__cy{n}\n" for n in range(sites))
    return allocas, resets, ("  %__cs0 = add i32 0, 0\n" + test
                             + f"  %__dvb = icmp ugt i32 %__cs{sites}, 1\n")


def _sync_exits(blocks: list[Block], name: str, warp_step: bool) -> tuple[str, int]:
    """The body's text with its sync points' markers made thread-loop exits (_exit_site: the
    sync calls first, then each `ret void`), the exchange's put a store to the thread's slot
    and the gets the warp's reads; and the number of exit sites."""
    site = {}
    for b in blocks:
        for i, ins in enumerate(b.insts):
            nxt = b.insts[i + 1].toks if i + 1 < len(b.insts) else []
            if _calls(ins, "@__gpuopt_sync") and ins.toks[0] == "call" and len(nxt) == 3 \
                    and nxt[:2] == ["br", "label"] and nxt[2].startswith("%__sync."):
                site[id(ins)] = (len(site), ins.toks[-2])
    for b in blocks:
        for ins in b.insts:
            if ins.toks == ["ret", "void"]:
                site[id(ins)] = (len(site), "-1")
    out = []
    for b in blocks:
        out.append(f"{b.label}:\n" if b.label is not None else "")
        skip = False
        for ins in b.insts:
            if skip:
                skip = False
                continue
            t = ins.toks
            if id(ins) in site:
                n, state = site[id(ins)]
                out.append(_exit_site("  ", state, n, warp_step) + "\n")
                skip = state != "-1"  # the marker's branch
                continue
            args = [ins.span(a, e) for a, e in ins.call_args()]
            if t[0] == "call" and _calls(ins, "@__gpuopt_shfl_put"):
                out.append(f"  store {args[0]}, ptr %__xslot\n")
            elif ins.result and _calls(ins, "@__gpuopt_redux_get"):
                out.append(_redux_get(ins.result, int(args[0].split()[1]), warp_step) + "\n")
            elif ins.result and _calls(ins, "@__gpuopt_shfl_get"):
                mode, lane, clamp = (x.split(None, 1)[1] for x in args)
                out.append(_shfl_get(ins.result, int(mode), lane, clamp, warp_step) + "\n")
            elif t[0] == "ret" or any(x.startswith("@__gpuopt_") for x in t):
                raise KernelError(f"kernel '{name}': sync points in unsupported positions",
                                  "CUDA_ERROR_NOT_SUPPORTED")
            else:
                out.append(f"  {ins.text()}\n")
    return "".join(out), len(site)


def _wrap_fissioned(fn: Function, name: str, params, offsets, static, nsync: int) -> str:
    """A kernel with sync points: the state machine described in the module docstring."""
    blocks = fn.blocks
    member = _regions(blocks)
    allocas = []
    for b in blocks:
        kept = []
        for ins in b.insts:
            a = _alloca(ins)
            (kept if a is None else allocas).append(ins if a is None else a)
        b.insts = kept
    setup, slots, commit = [], [], []
    reg2mem = {a[0][1:] for a in allocas if _is_reg2mem(a[0])}
    private = frozenset(a[0][1:] for a in allocas) - reg2mem  # per-thread addresses
    _replace_sregs_lines(blocks)
    uniform, divergent = _uniformity(blocks, reg2mem, private)
    # a sync point only some threads may reach: threads run in warp steps, each from its own
    # state (see _warp_step_rounds); no slot is then kept once per block
    warp_step = any(b.label in divergent for b in blocks
                    if any(_calls(ins, "@__gpuopt_sync") for ins in b.insts))
    if warp_step:
        uniform = set()
    shuffles = {int(b.insts[i + 1].toks[-2]) for b in blocks for i in range(len(b.insts) - 1)
                if _calls(b.insts[i], "@__gpuopt_shfl_put")
                and _calls(b.insts[i + 1], "@__gpuopt_sync")}
    users: dict[str, list[str]] = {}  # value name -> the blocks naming it
    for b in blocks:
        for ref in {t[1:] for ins in b.insts for t in ins.toks if t[0] == "%"}:
            users.setdefault(ref, []).append(b.label)
    for aname, ty, _, cnt, align in allocas:
        if cnt is not None:
            ty = f"[{cnt} x {ty}]"
        used = users.get(aname[1:], ())
        regions = set().union(*(member[lab] for lab in used)) if used else set()
        local = aname[1:] in reg2mem
        if local and len(regions) <= 1:
            setup.append(f"  {aname} = alloca {ty}, align {align or 8}\n")
        elif aname[1:] in uniform:  # one value per block: copied in per thread, out per round
            setup.append(f"  {aname} = alloca {ty}, align {align or 8}\n"
                         f"  {aname}.__in = alloca {ty}, align {align or 8}\n")
            slots.append(f"  {aname}.__cp = load {ty}, ptr {aname}.__in\n"
                         f"  store {ty} {aname}.__cp, ptr {aname}\n")
            commit.append(f"  {aname}.__cm = load {ty}, ptr {aname}\n"
                          f"  store {ty} {aname}.__cm, ptr {aname}.__in\n")
        else:
            setup.append(f"  {aname}.__pt = alloca {ty}, i64 %__nthr64, align {align or 8}\n")
            slots.append(f"  {aname} = getelementptr {ty}, ptr {aname}.__pt, i64 %__tl64\n")
    defs = "".join(f"  {d}\n" for d in
                   _use_workgroup_lines([ins for b in blocks for ins in b.insts], offsets))
    body, sites = _sync_exits(blocks, name, warp_step)
    entries = [blocks[0].label] + [f"__sync.{k}" for k in range(1, nsync + 1)]
    if warp_step:
        return _warp_step_rounds(name, params, static, setup, slots, defs, body, entries,
                                 shuffles, member)
    cases = " ".join(f"i32 {k}, label %__tz.r{k}" for k in range(nsync + 1))
    loop = (_thread_loop_open("__round").split("\n", 1)[1] + "".join(slots)
            + "  %__xslot = getelementptr i32, ptr %__xw, i64 %__tl64\n"
            + f"  br label %{PH_ENTRY}\n" + body + _thread_loop_close("__tx", "__round.latch"))
    loop_blocks = parse_body(loop)
    xchg = ("  %__xn = mul i64 %__nthr64, 2\n  %__xchg = alloca i32, i64 %__xn, align 64\n"
            "  %__next = alloca i32, align 4\n")
    cnt_allocas, cnt_resets, cnt_test = _site_checks(sites)
    return (f"define i32 @{name}.__run(ptr %params, i64 %b0, i64 %b1, ptr %dims) {{\n__entry:\n"
            + _context_loads(params) + _shared_alloca(static) + "".join(setup) + xchg + defs
            + cnt_allocas
            + _block_loop_open()
            + "  br label %__round\n__round:\n"
            "  %__state = phi i32 [ 0, %__blk ], [ %__nxt, %__round.next ]\n"
            "  %__rnd = phi i32 [ 0, %__blk ], [ %__rnd.n, %__round.next ]\n"
            "  %__par = and i32 %__rnd, 1\n  %__par64 = zext i32 %__par to i64\n"
            "  %__wo = mul i64 %__par64, %__nthr64\n  %__ro = sub i64 %__nthr64, %__wo\n"
            "  %__xw = getelementptr i32, ptr %__xchg, i64 %__wo\n"
            "  %__xr = getelementptr i32, ptr %__xchg, i64 %__ro\n"
            + cnt_resets
            + f"  switch i32 %__state, label %__bad [ {cases} ]\n__bad:\n  unreachable\n"
            + "".join(_region_copy(loop_blocks, k, e, None, _unreachable(member, e))
                      for k, e in enumerate(entries))
            + "__round.latch:\n" + "".join(commit) + "  %__nxt = load i32, ptr %__next\n"
            "  %__rnd.n = add i32 %__rnd, 1\n  %__fin = icmp eq i32 %__nxt, -1\n"
            + cnt_test + "  br i1 %__dvb, label %__diverged, label %__round.next\n"
            "__diverged:\n  ret i32 1\n__round.next:\n"
            "  br i1 %__fin, label %__blk.latch, label %__round\n" + BLOCK_LOOP_CLOSE)


# marks a module holding a warp-step kernel: LLVM's optimization pipelines take minutes on
# its state machine (hundreds of region copies for an all_reduce of each kind: 85 s at O1 and
# O3, 0.01 s at O0, measured), so such a module is compiled without them
WARP_STEP = "; gpuopt: a warp-step kernel follows\n"


def _warp_step_rounds(name, params, static, setup, slots, defs, body, entries,
                      shuffles: set[int], member: dict[str, set[str]]) -> str:
    """A kernel with a sync point under a thread-dependent condition: each thread has its own
    state (the sync point it stopped at; 0: the start, -1: returned). A round runs, region copy
    by region copy, every thread stopped at a shuffle, reduction or vote (or at the start);
    when there is none, every thread, all stopped at one barrier (else, or when some returned
    before it, the threads diverged).
    A shuffle exchanges among the lanes of a warp that stopped at it in the last round (the
    member mask is taken to be those lanes); the lanes of a warp that stop at shuffles in one
    round must stop at the same one (else the launch reports divergence: unsupported, as a
    warp whose lanes shuffle on two paths at once needs independent thread scheduling)."""
    n = len(entries)
    kinds = ", ".join(f"i8 {0 if k == 0 or k in shuffles else 1}" for k in range(n))
    bar = f"@{name}.__bar"
    loop = parse_body(
        _thread_loop_open(PH_CP).split("\n", 1)[1] + "".join(slots)
        + "  %__myst.p = getelementptr i32, ptr %__st, i64 %__tl64\n"
        f"  %__myst = load i32, ptr %__myst.p\n  %__mine = icmp eq i32 %__myst, {PH_K}\n"
        "  %__mynext = getelementptr i32, ptr %__stn, i64 %__tl64\n"
        "  %__xslot = getelementptr i32, ptr %__xw, i64 %__tl64\n"
        f"  br i1 %__mine, label %{PH_ENTRY}, label %__tx.latch\n" + body
        + _thread_loop_close("__tx", PH_DONE))
    copies = []
    for k, entry in enumerate(entries):
        done = f"__cp{k + 1}" if k + 1 < n else "__round.latch"
        run = ("%__any" if k == 0 or k in shuffles else f"%__cp{k}.b")
        test = "" if run == "%__any" else (f"  %__cp{k}.e = icmp eq i32 %__scmin, {k}\n"
                                           f"  %__cp{k}.b = and i1 %__none, %__cp{k}.e\n")
        copies.append(f"__cp{k}:\n{test}  br i1 {run}, label %__tz.r{k}, label %{done}\n"
                      + _region_copy(loop, k, entry, {PH_K: str(k), "%" + PH_CP: f"%__cp{k}",
                                                      "%" + PH_DONE: "%" + done},
                                     _unreachable(member, entry)))

    def kind(state: str, p: str) -> str:
        """Lines defining %{p}.b: whether `state` (>= 0 where it matters) is a barrier."""
        return (f"  %{p}.l = icmp sge i32 {state}, 0\n"
                f"  %{p}.x = select i1 %{p}.l, i32 {state}, i32 0\n"
                f"  %{p}.x64 = zext i32 %{p}.x to i64\n"
                f"  %{p}.q = getelementptr i8, ptr {bar}, i64 %{p}.x64\n"
                f"  %{p}.k = load i8, ptr %{p}.q\n  %{p}.kb = icmp ne i8 %{p}.k, 0\n"
                f"  %{p}.b = and i1 %{p}.l, %{p}.kb\n  %{p}.nb = xor i1 %{p}.kb, true\n"
                f"  %{p}.s = and i1 %{p}.l, %{p}.nb\n")

    def each(p: str, pred: str, phis: str, lines: str, done: str) -> str:
        """A loop of `lines` over the block's threads (index %{p}.i)."""
        return (f"  br label %{p}\n{p}:\n  %{p}.i = phi i64 [ 0, %{pred} ], [ %{p}.n, %{p} ]\n"
                + phis + lines + f"  %{p}.n = add i64 %{p}.i, 1\n"
                f"  %{p}.c = icmp ult i64 %{p}.n, %__nthr64\n"
                f"  br i1 %{p}.c, label %{p}, label %{done}\n{done}:\n")

    init = each("__si", "__blk", "", "  %__si.p = getelementptr i32, ptr %__st, i64 %__si.i\n"
                "  store i32 0, ptr %__si.p\n", "__si.done")
    scan = each("__sc", "__round", (
        "  %__sca = phi i1 [ false, %__round ], [ %__sca.n, %__sc ]\n"
        "  %__scmin0 = phi i32 [ 2147483647, %__round ], [ %__scmin1, %__sc ]\n"
        "  %__scmax0 = phi i32 [ -1, %__round ], [ %__scmax1, %__sc ]\n"
        "  %__scf0 = phi i1 [ false, %__round ], [ %__scf1, %__sc ]\n"), (
        "  %__scp = getelementptr i32, ptr %__st, i64 %__sc.i\n  %__scv = load i32, ptr %__scp\n"
        "  %__scq = getelementptr i32, ptr %__stn, i64 %__sc.i\n  store i32 -2, ptr %__scq\n"
        + kind("%__scv", "__sck")
        + "  %__sca.n = or i1 %__sca, %__sck.s\n"
        "  %__sclo = icmp slt i32 %__scv, %__scmin0\n  %__sclo.b = and i1 %__sck.b, %__sclo\n"
        "  %__scmin1 = select i1 %__sclo.b, i32 %__scv, i32 %__scmin0\n"
        "  %__schi = icmp sgt i32 %__scv, %__scmax0\n"
        "  %__scmax1 = select i1 %__schi, i32 %__scv, i32 %__scmax0\n"
        "  %__scex = icmp eq i32 %__scv, -1\n  %__scf1 = or i1 %__scf0, %__scex\n"),
        "__sc.done")
    latch = each("__lt", "__round.latch", (
        "  %__ltref = phi i32 [ -3, %__round.latch ], [ %__ltref.n, %__lt ]\n"
        "  %__ltbad = phi i1 [ false, %__round.latch ], [ %__ltbad.n, %__lt ]\n"), (
        "  %__lt.32 = trunc i64 %__lt.i to i32\n  %__ltlane = and i32 %__lt.32, 31\n"
        "  %__ltl0 = icmp eq i32 %__ltlane, 0\n"
        "  %__ltr0 = select i1 %__ltl0, i32 -3, i32 %__ltref\n"
        "  %__ltq = getelementptr i32, ptr %__stn, i64 %__lt.i\n  %__ltn = load i32, ptr %__ltq\n"
        "  %__ltp = getelementptr i32, ptr %__st, i64 %__lt.i\n  %__lto = load i32, ptr %__ltp\n"
        "  %__ltran = icmp ne i32 %__ltn, -2\n"
        "  %__ltv = select i1 %__ltran, i32 %__ltn, i32 %__lto\n  store i32 %__ltv, ptr %__ltp\n"
        + kind("%__ltn", "__ltk")
        + "  %__ltsh = and i1 %__ltran, %__ltk.s\n  %__ltfree = icmp eq i32 %__ltr0, -3\n"
        "  %__ltsame = icmp eq i32 %__ltr0, %__ltn\n  %__ltok = or i1 %__ltfree, %__ltsame\n"
        "  %__ltno = xor i1 %__ltok, true\n  %__ltbd = and i1 %__ltsh, %__ltno\n"
        "  %__ltbad.n = or i1 %__ltbad, %__ltbd\n  %__ltset = and i1 %__ltsh, %__ltfree\n"
        "  %__ltref.n = select i1 %__ltset, i32 %__ltn, i32 %__ltr0\n"), "__lt.done")
    xchg = ("  %__xn = mul i64 %__nthr64, 2\n  %__xchg = alloca i32, i64 %__xn, align 64\n"
            "  %__st = alloca i32, i64 %__nthr64, align 4\n"
            "  %__stn = alloca i32, i64 %__nthr64, align 4\n")
    return (WARP_STEP + f"{bar} = internal constant [{n} x i8] [{kinds}]\n"
            f"define i32 @{name}.__run(ptr %params, i64 %b0, i64 %b1, ptr %dims) {{\n__entry:\n"
            + _context_loads(params) + _shared_alloca(static) + "".join(setup) + xchg + defs
            + _block_loop_open() + init + "  br label %__round\n__round:\n"
            "  %__rnd = phi i32 [ 0, %__si.done ], [ %__rnd.n, %__round.next ]\n"
            "  %__par = and i32 %__rnd, 1\n  %__par64 = zext i32 %__par to i64\n"
            "  %__wo = mul i64 %__par64, %__nthr64\n  %__ro = sub i64 %__nthr64, %__wo\n"
            "  %__xw = getelementptr i32, ptr %__xchg, i64 %__wo\n"
            "  %__xr = getelementptr i32, ptr %__xchg, i64 %__ro\n"
            + scan
            + "  %__any = add i1 %__sca, 0\n  %__none = xor i1 %__sca, true\n"
            "  %__idle = icmp eq i32 %__scmax1, -1\n  %__fin = and i1 %__none, %__idle\n"
            "  br i1 %__fin, label %__blk.latch, label %__sc.go\n__sc.go:\n"
            "  %__bdiff = icmp ne i32 %__scmin1, %__scmax1\n"
            "  %__bdiff1 = or i1 %__bdiff, %__scf1\n"  # a barrier some threads returned before
            "  %__bbad = and i1 %__none, %__bdiff1\n"
            "  %__scmin = add i32 %__scmin1, 0\n"
            "  br i1 %__bbad, label %__diverged, label %__cp0\n"
            + "".join(copies)
            + "__round.latch:\n" + latch
            + "  br i1 %__ltbad.n, label %__diverged, label %__round.next\n"
            "__diverged:\n  ret i32 1\n__round.next:\n  %__rnd.n = add i32 %__rnd, 1\n"
            "  br label %__round\n" + BLOCK_LOOP_CLOSE)


def _printf_calls(m: Module, kernels: list[str], td) -> set[str]:
    """`vprintf(format, args)` -> `__gpuopt_vprintf(format, args, layout)`, where layout is a
    string constant naming each argument's kind, size and offset (`i8@0 f8@8`): the host
    formats what the kernel packed, whatever the conversions say."""
    llvm = _llvm()
    globals_, printing = [], set()
    for n, k in enumerate(kernels):
        lines = [ins for b in _function(m, k).blocks for ins in b.insts]
        if not any(_calls(ins, "@vprintf") for ins in lines):
            continue
        printing.add(k)
        for ins in lines:
            j, args, t = ins.callee(), ins.call_args(), ins.toks
            if not _calls(ins, "@vprintf") or t[j - 2: j] != ["call", "i32"] or len(args) != 2 \
                    or t[args[0][0]] != "ptr" or t[args[1][0]] != "ptr" \
                    or t[args[0][1] - 1][0] not in "@%" or t[args[1][1] - 1][0] != "%":
                continue
            fmt, buf = t[args[0][1] - 1], t[args[1][1] - 1]
            al = next((a for a in map(_alloca, lines) if a is not None and a[0] == buf), None)
            fields = []
            if al:
                mod = llvm.parse_assembly(f"@g = external global {al[1]}")
                st = mod.get_global_variable("g").global_value_type
                elems = list(st.elements) if st.is_struct else [st]
                for i, e in enumerate(elems):
                    off = td.get_element_offset(st, i) if st.is_struct else 0
                    kind = "f" if str(e) in ("double", "float", "half") else (
                        "p" if str(e) == "ptr" else "i")
                    fields.append(f"{kind}{td.get_abi_size(e)}@{off}")
            desc = " ".join(fields)
            name = f"@__gpuopt_pf.{n}.{len(globals_)}"
            globals_.append(f'{name} = private constant [{len(desc) + 1} x i8] c"{desc}\\00"')
            ins.replace(j + 2, args[1][1], ["ptr", fmt, ",", "ptr", buf, ",", "ptr", name])
            ins.toks[j] = "@__gpuopt_vprintf"
    if printing:
        m.items = [x for x in m.items if not (isinstance(x, Line) and x.toks[0] == "declare"
                                              and "@vprintf" in x.toks)]
        m.items += [Line.of(g) for g in globals_]
        m.items.append(Line.of("declare i32 @__gpuopt_vprintf(ptr, ptr, ptr)"))
    return printing


def _reparse(text: str):
    try:
        mod = _llvm().parse_assembly(text)
        mod.verify()
    except RuntimeError as e:
        raise KernelError(f"internal error rewriting the kernel module: {e}",
                          "CUDA_ERROR_UNKNOWN") from None
    return mod


def _drop_debug(m: Module) -> None:
    """Debug locations (`, !dbg !7`), debug records (`#dbg_value(...)`) and the compile unit
    out: the rewrites work on plain instructions."""
    m.items = [x for x in m.items if not (isinstance(x, Line) and x.toks[0] == "!llvm.dbg.cu")]
    for fn in m.functions():
        for b in fn.blocks:
            b.insts = [ins for ins in b.insts if not ins.toks[0].startswith("#dbg_")]
    for line in _all_lines(m):
        t = line.toks
        i = 0
        while i < len(t) - 1:
            if t[i] == "!dbg" and t[i + 1][0] == "!" and t[i + 1][1:].isdigit():
                lo = i - (i > 0 and t[i - 1] == ",")
                del t[lo: i + 2], line.sp[lo: i + 2]
                i = lo
                continue
            i += 1


def _kernel_node(line: Line, kernel: str) -> bool:
    """Whether `line` is a metadata node `!N = !{ptr @kernel, ...}`."""
    t = line.toks
    return t[0][:1] == "!" and t[0][1:].isdigit() and t[1:6] == ["=", "!", "{", "ptr",
                                                                 "@" + kernel] and t[6:7] == [","]


def _transform(mod, tm) -> tuple[str, dict[str, tuple[list[int], bool]]]:
    """The host module's text and, per kernel, (argument sizes, fissioned, prints)."""
    text = str(mod)
    if "!dbg" in text or "#dbg_" in text:  # the rewrites below work on plain instructions
        m = parse_module(text)
        _drop_debug(m)
        mod = _reparse(m.text())
        text = str(mod)
    m = parse_module(text)
    kernels = _kernel_names(m)
    if not kernels:
        raise KernelError("the module has no kernel (no nvvm.annotations kernel entry and no "
                          "ptx_kernel function)", "CUDA_ERROR_NOT_FOUND")
    # Device functions are inlined into the kernels, so that their special-register reads,
    # barriers and shuffles become the kernel's own.
    helpers = [fn.name for fn in mod.functions if not fn.is_declaration and fn.name not in kernels]
    if helpers:
        for fn in mod.functions:
            if fn.name in helpers:
                fn.linkage = _llvm().Linkage.internal  # dropped once inlined
        m = parse_module(str(mod))
        for h in helpers:
            head = _function(m, h).head
            keep = [i for i, t in enumerate(head.toks) if t not in ("noinline", "optnone")]
            head.toks = [head.toks[i] for i in keep] + ["alwaysinline"]
            head.sp = [head.sp[i] for i in keep] + [True]
        mod = _reparse(m.text())
        _name_values(mod)
        _run_passes(mod, tm, inline=True)
        m = parse_module(str(mod))
    td = tm.target_data
    fissioned = {k: any(_sync_point(ins) is not None for b in _function(m, k).blocks
                        for ins in b.insts) for k in kernels}
    if any(fissioned.values()):
        _run_passes(mod, tm, reg2mem=True)  # no phi left: blocks can be split
        m = parse_module(str(mod))
        for k in kernels:
            if fissioned[k]:
                _split_sync_points(_function(m, k))
        m.items.append("declare void @__gpuopt_sync(i32)\ndeclare void @__gpuopt_shfl_put(i32)\n"
                       "declare i64 @__gpuopt_shfl_get(i32, i32, i32)\n"
                       "declare i32 @__gpuopt_redux_get(i32)\n")
        mod = _reparse(m.text())
        _name_values(mod)
        _run_passes(mod, tm, reg2mem=True)
        m = parse_module(str(mod))
    offsets, static = _workgroup_globals(m, td)
    _retarget(m)
    printing = _printf_calls(m, kernels, td)
    info, runs = {}, []
    for k in kernels:
        fn = _function(m, k)
        params = fn.params()
        sizes = _abi_sizes([t for t, _ in params], td)
        at = next(i for i, x in enumerate(m.items) if x is fn)
        if fissioned[k]:
            nsync = sum(_calls(ins, "@__gpuopt_sync") for b in fn.blocks for ins in b.insts)
            run = _wrap_fissioned(fn, k, params, offsets, static, nsync)
            del m.items[at]
            m.items = [x for x in m.items if not (isinstance(x, Line) and _kernel_node(x, k))]
        else:
            kernel, run = _wrap_plain(fn, k, params, offsets, static)
            m.items[at] = kernel
        runs.append(run)
        info[k] = (sizes, fissioned[k], k in printing)
    m.items = [x for x in m.items if not (isinstance(x, Line) and x.toks[0] == "declare" and any(
        t.startswith("@__gpuopt_") for t in x.toks))]
    text = m.text()
    if "@__gpuopt_vprintf(" in text:
        text += "declare i32 @__gpuopt_vprintf(ptr, ptr, ptr)\n"
    host = parse_module(text)
    _check_nvvm(host, "the kernel module")
    wg = {"@" + name for name in offsets}
    if wg and any(t in wg for line in _all_lines(host) for t in line.toks):
        raise KernelError("workgroup memory used outside a kernel is not supported by the cpu "
                          "device", "CUDA_ERROR_NOT_SUPPORTED")
    header = f'target datalayout = "{td}"\ntarget triple = "{_llvm().get_process_triple()}"\n'
    text = text + "\n" + "\n".join(runs)
    if "bfloat" in text and not any(fn.name in ("__truncsfbf2", "__truncdfbf2")
                                    for fn in host.functions()):
        text += BF16_LIBCALLS
    return header + text, info


# bf16 arithmetic on the host: LLVM computes in f32 and rounds back through the libcalls
# __truncsfbf2 / __truncdfbf2, which this process's C library may lack (the JIT would call
# address 0). They are defined with the module, on integers: round to nearest even (a NaN
# stays a quiet NaN); a double goes through f32 rounded to odd first, so that the second
# rounding is exact.
BF16_LIBCALLS = """
define bfloat @__truncsfbf2(float %x) {
  %b = bitcast float %x to i32
  %hi = lshr i32 %b, 16
  %odd = and i32 %hi, 1
  %b1 = add i32 %b, 32767
  %b2 = add i32 %b1, %odd
  %r = lshr i32 %b2, 16
  %nan = fcmp uno float %x, 0.0
  %q = or i32 %hi, 64
  %v = select i1 %nan, i32 %q, i32 %r
  %h = trunc i32 %v to i16
  %y = bitcast i16 %h to bfloat
  ret bfloat %y
}
define bfloat @__truncdfbf2(double %d) {
  %f = fptrunc double %d to float
  %e = fpext float %f to double
  %inexact = fcmp one double %e, %d
  %fb = bitcast float %f to i32
  %ae = call double @llvm.fabs.f64(double %e)
  %ad = call double @llvm.fabs.f64(double %d)
  %away = fcmp ogt double %ae, %ad
  %down = sub i32 %fb, 1
  %tz = select i1 %away, i32 %down, i32 %fb
  %odd = or i32 %tz, 1
  %ro = select i1 %inexact, i32 %odd, i32 %fb
  %rf = bitcast i32 %ro to float
  %y = call bfloat @__truncsfbf2(float %rf)
  ret bfloat %y
}
declare double @llvm.fabs.f64(double)
"""


LENGTHS = ("hh", "ll", "h", "l", "z", "j", "t", "L")


def _conversions(fmt: str):
    """The conversions of a printf format: (start, end, flags, width, precision, length,
    conversion) for each `%[flags][width][.precision][length]conversion`; a `%` starting
    none is text."""
    i, n = 0, len(fmt)
    while (i := fmt.find("%", i)) >= 0:
        k = i + 1
        while k < n and fmt[k] in "-+ #0":
            k += 1
        flags, w = fmt[i + 1:k], k
        if k < n and fmt[k] == "*":
            k += 1
        while k < n and fmt[k].isdecimal() and fmt[w] != "*":
            k += 1
        width, prec = fmt[w:k] or None, None
        if k + 1 < n and fmt[k] == "." and fmt[k + 1].isdecimal():
            p = k = k + 1
            while k < n and fmt[k].isdecimal():
                k += 1
            prec = fmt[p:k]
        length = next((x for x in LENGTHS if fmt.startswith(x, k)), None)
        k += len(length or "")
        if k < n and fmt[k] in "diouxXcsfFeEgGaAp%":
            yield i, k + 1, flags, width, prec, length, fmt[k]
            i = k + 1
        else:
            i += 1


def format_printf(fmt: bytes, args: int, layout: bytes) -> str:
    """What CUDA's vprintf prints for `fmt` and the argument buffer at address `args`, whose
    fields `layout` describes (`i8@0 f8@8 p8@16`: kind, size, offset)."""
    import ctypes
    fields = [(f[0], int(f[1:].split("@")[0]), int(f.split("@")[1]))
              for f in layout.decode().split()]
    values = []
    for kind, size, off in fields:
        raw = ctypes.string_at(args + off, size)
        if kind == "f":
            import struct
            values.append(struct.unpack({8: "<d", 4: "<f", 2: "<e"}[size], raw)[0])
        else:
            values.append(int.from_bytes(raw, "little", signed=kind == "i"))
    it = iter(values)

    def one(flags, width, prec, length, conv) -> str:
        if conv == "%":
            return "%"
        v = next(it, 0)
        if conv == "s":
            return (ctypes.string_at(v).decode("utf-8", "replace") if v else "(null)")
        if conv == "p":
            return f"0x{v:x}"
        if conv in "ouxXc":
            bits = {"hh": 8, "h": 16, "l": 64, "ll": 64, "z": 64, "j": 64, "t": 64}.get(length, 32)
            v = int(v) & ((1 << bits) - 1)
        elif conv in "di":
            v = int(v)
            bits = {"hh": 8, "h": 16, "l": 64, "ll": 64, "z": 64, "j": 64, "t": 64}.get(length, 32)
            v = (v + (1 << (bits - 1))) % (1 << bits) - (1 << (bits - 1))
        spec = "%" + flags + (width or "") + (f".{prec}" if prec is not None else "")
        if conv == "c":
            return (spec + "c") % chr(v)
        if conv in "aA":
            return float(v).hex()
        return (spec + {"i": "d", "u": "d", "F": "f"}.get(conv, conv)) % v

    text = fmt.decode("utf-8", "replace")
    out, at = [], 0
    for start, end, *spec in _conversions(text):
        out += [text[at:start], one(*spec)]
        at = end
    return "".join(out) + text[at:]


_PRINTF = []


def _printf_symbol() -> None:
    """Binds `__gpuopt_vprintf` for the JIT: formats on the host, writes to stdout."""
    if _PRINTF:
        return
    import ctypes
    import sys

    @ctypes.CFUNCTYPE(ctypes.c_int32, ctypes.c_char_p, ctypes.c_void_p, ctypes.c_char_p)
    def vprintf(fmt, args, layout):
        try:
            text = format_printf(fmt, args or 0, layout)
        except Exception as e:  # noqa: BLE001 (never through native frames)
            text = f"<printf failed: {e}>\n"
        sys.stdout.write(text)
        sys.stdout.flush()
        return len(text)

    _PRINTF.append(vprintf)
    _llvm().add_symbol("__gpuopt_vprintf", ctypes.cast(vprintf, ctypes.c_void_p).value)


def _undefined_symbols(obj: bytes) -> list[str]:
    """The names an ELF64 little-endian object file uses without defining them (its .symtab
    entries in no section); [] for another format."""
    import struct
    if obj[:6] != b"\x7fELF\x02\x01":
        return []
    shoff, = struct.unpack_from("<Q", obj, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    sections = [struct.unpack_from("<IIQQQQIIQQ", obj, shoff + i * shentsize)
                for i in range(shnum)]
    out = []
    for _, kind, _, _, off, size, link, _, _, entsize in sections:
        if kind != 2 or not entsize:  # SHT_SYMTAB
            continue
        strtab = sections[link][4]
        for at in range(off + entsize, off + size, entsize):
            name, _, _, shndx = struct.unpack_from("<IBBH", obj, at)
            if shndx == 0 and name:
                end = obj.index(b"\0", strtab + name)
                out.append(obj[strtab + name:end].decode("utf-8", "replace"))
    return out


def _engine(obj: bytes, tm):
    llvm = _llvm()
    _printf_symbol()
    # MCJIT binds a name the process lacks to address 0: refuse the module instead of crashing
    # in it (a libcall the C library of this process does not have)
    missing = [n for n in _undefined_symbols(obj) if not llvm.address_of_symbol(n)]
    if missing:
        raise KernelError(f"the kernel module needs {', '.join(sorted(missing))}, which this "
                          "process does not define", "CUDA_ERROR_NOT_SUPPORTED")
    empty = llvm.parse_assembly("")
    engine = llvm.create_mcjit_compiler(empty, tm)
    engine.add_object_file(llvm.ObjectFileRef.from_data(obj))
    engine.finalize_object()
    return engine


def _load(key: str, obj: bytes, info: dict, tm, from_disk: bool, seconds: float):
    engine = _engine(obj, tm)
    kernels = {}
    for k, (sizes, fiss, prints) in info.items():
        addr = engine.get_function_address(f"{k}.__run")
        if not addr:
            raise KernelError(f"kernel '{k}' was not compiled", "CUDA_ERROR_UNKNOWN")
        kernels[k] = Kernel(k, addr, list(sizes), fiss, prints)
    return CompiledModule(key, kernels, engine, from_disk, seconds)


def blob_key(data: bytes) -> str:
    """The cache key of a blob: its hash, the host CPU and this compiler's version."""
    llvm = _llvm()
    h = hashlib.sha256(data)
    h.update(f"{CACHE_VERSION}|{llvm.get_host_cpu_name()}|{llvm.get_host_cpu_features().flatten()}"
             .encode())
    return h.hexdigest()


def compile_blob(data: bytes) -> CompiledModule:
    """The compiled module of a `format=llvm` object, from the caches when seen earlier."""
    import time
    key = blob_key(data)
    with _LOCK:
        hit = _CACHE.get(key)
        if hit is not None:
            STATS["memory_hits"] += 1
            return hit
        tm = _target_machine()
        d = cache_dir()
        path = os.path.join(d, key[:2], key + ".kernel") if d else None
        start = time.perf_counter()
        entry = diskcache.read(path) if path else None
        if entry is not None:  # whole (diskcache checks its length and checksum), else rebuilt
            try:
                head, _, obj = entry.partition(b"\n")
                info = {k: tuple(v) for k, v in json.loads(head).items()}
                cm = _load(key, obj, info, tm, True, time.perf_counter() - start)
                STATS["disk_hits"] += 1
                _CACHE[key] = cm
                return cm
            except (ValueError, TypeError, AttributeError, RuntimeError, KernelError):
                pass
        mod = _parse_blob(data)
        _name_values(mod)
        text, info = _transform(mod, tm)
        llvm = _llvm()
        try:
            host = llvm.parse_assembly(text)
            host.verify()
        except RuntimeError as e:
            raise KernelError(f"internal error retargeting the kernel module: {e}",
                              "CUDA_ERROR_UNKNOWN") from None
        if WARP_STEP not in text:
            _run_passes(host, tm, o3=True)
        obj = tm.emit_object(host)
        STATS["compiles"] += 1
        cm = _load(key, obj, info, tm, False, time.perf_counter() - start)
        cm.extra["ir"] = text
        if path:  # one entry: the kernels' JSON line, then the object file
            diskcache.write(path, json.dumps({k: list(v) for k, v in info.items()}).encode()
                            + b"\n" + obj)
        _CACHE[key] = cm
        return cm


def clear_memory_cache() -> None:
    """Forgets the in-memory cache (the disk cache stays); for tests and measurements."""
    with _LOCK:
        _CACHE.clear()


def arg_effects(data: bytes) -> dict[str, list[tuple[bool, bool] | None]]:
    """Per kernel of a `format=llvm` blob, per argument: None when it is not a pointer, else
    (reads, writes) through it, from the `readnone`/`readonly`/`writeonly` attributes LLVM
    infers on the kernel optimized at O3 (neither: read and write). For the cpu device's race
    detector (runtime/cpu.py, check_races); raises KernelError as compile_blob."""
    mod = _parse_blob(data)
    with _LOCK:
        _run_passes(mod, _target_machine(), o3=True)
    out: dict[str, list[tuple[bool, bool] | None]] = {}
    for name in _kernel_names(parse_module(str(mod))):
        fn = mod.get_function(name)
        effects: list[tuple[bool, bool] | None] = []
        for arg in fn.arguments:
            if not str(arg.type).startswith("ptr"):
                effects.append(None)
                continue
            attrs = {a.decode() if isinstance(a, bytes) else str(a) for a in arg.attributes}
            if "readnone" in attrs:
                effects.append((False, False))
            else:
                effects.append(("writeonly" not in attrs, "readonly" not in attrs))
        out[name] = effects
    return out
