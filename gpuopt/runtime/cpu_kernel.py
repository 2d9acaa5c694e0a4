"""Retargets an NVVM kernel module (a `format=llvm` object) to the host and compiles it.

The CPU device's compiler: `compile_blob(data)` parses the bitcode (or IR text) with llvmlite,
inlines device functions, drops address spaces, turns workgroup globals (static and dynamic
shared memory) into slices of a per-block buffer, replaces the `nvvm.read.ptx.sreg.*` reads by
the thread's context and wraps each kernel in a native
`i32 <kernel>.__run(params, first_block, end_block, dims)` that runs a range of blocks:

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
import re
import threading
from dataclasses import dataclass, field

from gpuopt.runtime import cache_dir, diskcache

NAME = r'%(?:"[^"]*"|[-\w.$]+)'
SREG = re.compile(r"^(\s*)(" + NAME + r") = .*?call .*?@llvm\.nvvm\.read\.ptx\.sreg\.(\w+)"
                  r"(?:\.([xyz]))?\(\).*$", re.M)
BARRIER = re.compile(r"^\s*(?:tail )?call void @llvm\.nvvm\.(?:barrier(?:0|\.sync|\.cta\.sync"
                     r"[\w.]*|\.sync\.aligned[\w.]*)|bar\.warp\.sync)\([^)]*\).*$", re.M)
SHFL = re.compile(r"^(\s*)(" + NAME + r") = (?:tail )?call (?:\w+ )*?(\{[^}]*\}|\S+) "
                  r"@llvm\.nvvm\.shfl\.sync\.(idx|up|down|bfly)\.(i32|f32)(p?)\((.*)\).*$", re.M)
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


def _kernel_names(text: str, mod) -> list[str]:
    names = re.findall(r"!\{ptr(?: addrspace\(\d+\))? @([-\w.$]+), !\"kernel\", i32 1\}", text)
    names += re.findall(r"define (?:[\w()]+ )*?ptx_kernel void @([-\w.$]+)\(", text)
    return sorted(set(names), key=names.index)


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


def _function_text(text: str, name: str) -> tuple[int, int]:
    m = re.search(r"^define [^\n]*@" + re.escape(name) + r"\(", text, re.M)
    if m is None:
        raise KernelError(f"kernel '{name}' has no definition", "CUDA_ERROR_NOT_FOUND")
    end = text.index("\n}\n", m.start()) + 3
    return m.start(), end


def _params_span(head: str) -> tuple[int, int]:
    """Offsets of the parentheses around the parameters in a `define` line."""
    start = head.index("(", head.index("@"))
    depth = 0
    for i in range(start, len(head)):
        depth += head[i] == "("
        depth -= head[i] == ")"
        if depth == 0:
            return start, i
    raise KernelError("malformed function header", "CUDA_ERROR_INVALID_IMAGE")


def _split_params(params: str) -> list[tuple[str, str]]:
    out, depth, cur = [], 0, ""
    for ch in params + ",":
        if ch == "," and depth == 0:
            if cur.strip():
                toks = cur.strip()
                ty = re.match(r"(\{[^}]*\}|\[[^\]]*\]|<[^>]*>|\S+)", toks).group(1)
                out.append((ty, toks.split()[-1]))
            cur = ""
            continue
        depth += ch in "([{<"
        depth -= ch in ")]}>"
        cur += ch
    return out


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


def _libdevice_to_libm(text: str) -> str:
    """`__nv_expf` -> `expf` (the C library of this process), for libdevice's libm twins."""
    def repl(m: re.Match) -> str:
        base = m.group(1)
        return "@" + base if base.removesuffix("f") in LIBM else m.group(0)
    return re.sub(r"@__nv_(\w+)(?![-\w.$])", repl, text)


def _retarget(text: str) -> str:
    text = _libdevice_to_libm(text)
    text = re.sub(r"^target (datalayout|triple) = .*\n", "", text, flags=re.M)
    text = re.sub(r"^!nvvm\.annotations = .*\n", "", text, flags=re.M)
    text = re.sub(r"^declare [^\n]*@llvm\.nvvm\.[^\n]*\n", "", text, flags=re.M)
    text = re.sub(r" addrspace\(\d+\)", "", text)
    text = text.replace("addrspacecast", "bitcast").replace("ptx_kernel ", "")
    return re.sub(r'"target-(cpu|features)"="[^"]*"', "", text)


def _workgroup_globals(text: str, td) -> tuple[str, dict[str, int], int]:
    """Removes the addrspace(3) globals; returns text, offset of each, static bytes."""
    pat = re.compile(r"^@([-\w.$]+) = ([^\n]*?)addrspace\(3\) global (.*?)(?:, align (\d+))?$",
                     re.M)
    found = list(pat.finditer(text))
    offsets, off = {}, 0
    dynamic = []
    for m in found:
        external = "external" in m.group(2)
        rest = m.group(3)
        ty = rest if external else _leading_type(rest)
        size = _abi_sizes([ty], td)[0]
        align = max(int(m.group(4) or 1), 16)
        if external and size == 0:
            dynamic.append(m.group(1))
            continue
        off = (off + align - 1) // align * align
        offsets[m.group(1)] = off
        off += size
    static = (off + 15) // 16 * 16
    for name in dynamic:
        offsets[name] = static
    text = pat.sub("", text)
    return text, offsets, static


def _leading_type(text: str) -> str:
    """The LLVM type at the start of `text` (`[4 x [4 x float]] zeroinitializer` ->
    `[4 x [4 x float]]`): brackets nest, so no regex can find its end."""
    depth = 0
    for i, ch in enumerate(text):
        depth += ch in "([{<"
        depth -= ch in ")]}>"
        if depth == 0 and (ch in ")]}>" or ch.isspace()):
            return text[: i + (not ch.isspace())]
    return text


def _use_workgroup(body: str, offsets: dict[str, int]) -> tuple[str, str]:
    """Rewrites uses of workgroup globals in `body`; returns (body, lines defining them).

    A global becomes a GEP into the block's buffer, a function-local value. A constant over it
    cannot hold a local: a constant expression (`getelementptr (i8, ptr @g, i32 8)`, as LLVM
    folds a view at a constant offset) becomes an instruction among the definitions, a constant
    aggregate (`{ ptr @g, ptr @g, i64 0, ... }`, a memref descriptor of an unoptimized module)
    a chain of insertvalue (insertelement for a vector), innermost first."""
    defs = []
    for name, off in offsets.items():
        pat = re.compile(r"@" + re.escape(name) + r"(?![-\w.$])")
        if pat.search(body):
            body = pat.sub(f"%__wg.{name}", body)
            defs.append(f"  %__wg.{name} = getelementptr inbounds i8, ptr %__shared, i64 {off}\n")
    hoisted: dict[str, str] = {}
    while "%__wg" in body:
        found = _local_constant_expr(body) or _local_aggregate(body)
        if found is None:
            break
        whole, lines = found
        local = hoisted.setdefault(whole, f"%__wgc.{len(hoisted)}")
        for i, line in enumerate(lines):
            name = local if i == len(lines) - 1 else f"{local}.{i}"
            defs.append(f"  {name} = {line.replace('{prev}', f'{local}.{i - 1}')}\n")
        body = body.replace(whole, local)
    return body, "".join(defs)


CONST_EXPR = re.compile(r"\b(getelementptr(?: inbounds| nuw| nusw| inrange\([^)]*\))*|bitcast|"
                        r"addrspacecast|ptrtoint|inttoptr|trunc|add|sub|mul|shl|xor) \(")
LOCAL_WG = re.compile(r"%__wgc?\.[-\w.$]+")
CLOSING = {"(": ")", "[": "]", "{": "}", "<": ">"}


def _closing(text: str, start: int) -> int:
    """The offset of the bracket closing the one at `start`."""
    depth = 0
    for i in range(start, len(text)):
        depth += text[i] in "([{<"
        depth -= text[i] in ")]}>"
        if depth == 0:
            return i
    return len(text)


def _local_constant_expr(body: str) -> tuple[str, list[str]] | None:
    """The innermost constant expression naming a `%__wg.`/`%__wgc.` value: (its text, the
    instruction computing it)."""
    best = None
    for m in CONST_EXPR.finditer(body):
        end = _closing(body, m.end() - 1)
        inner = body[m.end(): end]
        if LOCAL_WG.search(inner) and (best is None or end - m.start() < len(best[0])):
            best = body[m.start(): end + 1], [f"{m.group(1)} {inner}"]
    return best


def _local_aggregate(body: str) -> tuple[str, list[str]] | None:
    """The innermost constant struct, array or vector with a `%__wg.`/`%__wgc.` element: (its
    text, the insertvalue/insertelement chain building it; `{prev}` names the previous link)."""
    for m in LOCAL_WG.finditer(body):
        depth, i = 0, m.start() - 1
        while i >= 0 and body[i] != "\n":  # the innermost bracket open around the use
            depth += body[i] in ")]}>"
            depth -= body[i] in "([{<"
            if depth < 0:
                break
            i -= 1
        if i < 0 or body[i] not in "[{<":
            continue  # a call's arguments, a constant expression's operands, no bracket
        end = _closing(body, i)
        inner = body[i + 1: end]
        elems = [e.strip() for e, _ in _split_top(inner)]
        types = [_leading_type(e) for e in elems]
        if any(t == e or LOCAL_WG.search(t) for t, e in zip(types, elems, strict=True)) or \
                any(LOCAL_WG.search(e[len(t):]) and e[len(t):].strip()[0] in "[{<(" for
                    t, e in zip(types, elems, strict=True)):
            continue  # a phi's incoming list, or a nested aggregate holding a use: later
        if body[i] == "{":
            ty = "{ " + ", ".join(types) + " }"
            chain = [f"insertvalue {ty} {{prev}}, {e}, {k}" for k, e in enumerate(elems)]
        else:
            ty = f"{'[' if body[i] == '[' else '<'}{len(elems)} x {types[0]}" \
                 f"{']' if body[i] == '[' else '>'}"
            op = "insertvalue" if body[i] == "[" else "insertelement"
            chain = [f"{op} {ty} {{prev}}, {e}, {'i32 ' if op == 'insertelement' else ''}{k}"
                     for k, e in enumerate(elems)]
        chain[0] = chain[0].replace("{prev}", "undef")
        return body[i: end + 1], chain
    return None


def _split_top(text: str) -> list[tuple[str, int]]:
    """`text` cut at its top-level commas: (piece, offset)."""
    out, depth, start = [], 0, 0
    for i, ch in enumerate(text + ","):
        if ch == "," and depth == 0:
            out.append((text[start:i], start))
            start = i + 1
            continue
        depth += ch in "([{<"
        depth -= ch in ")]}>"
    return out


def _sreg_value(reg: str, dim: str | None) -> str:
    if reg in ("tid", "ntid", "ctaid", "nctaid") and dim:
        return f"%__{reg}.{dim}"
    if reg == "laneid":
        return "%__lane"
    if reg == "warpsize":
        return "32"
    raise KernelError(f"special register %{reg}{'.' + dim if dim else ''} is not supported "
                      "by the cpu device", "CUDA_ERROR_NOT_SUPPORTED")


def _replace_sregs(body: str) -> str:
    return SREG.sub(lambda m: f"{m.group(1)}{m.group(2)} = add i32 "
                              f"{_sreg_value(m.group(3), m.group(4))}, 0", body)


def _check_nvvm(text: str, where: str) -> None:
    m = re.search(r"@llvm\.nvvm\.[\w.]+", text)
    if m:
        raise KernelError(f"{where} uses {m.group(0)[1:]}, which the cpu device does not "
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


def _wrap_plain(fn: str, name: str, params, offsets, static) -> tuple[str, str]:
    """A barrier-free kernel: an alwaysinline function called from the thread loops. When the
    kernel's entry block is pure and ends in a conditional branch (the `if (i < n)` guard), each
    row of threads first evaluates that condition for all its threads (a vectorized
    and-reduction, `_guard_versions`); a row where it holds everywhere runs a copy of the kernel
    with the branch taken, whose loop vectorizes without masked loads and stores (on AMD's
    Zen, vmaskmovps stores cost about 3x a plain vector loop)."""
    head, _, rest = fn.partition("{\n")
    extra = ", ".join(f"i32 %__{r}.{d}" for r in CONTEXT for d in DIMS)
    sig = ", ".join(f"{t} {n}" for t, n in params)
    attrs = re.sub(r"\b(noinline|optnone)\b", "", head[_params_span(head)[1] + 1:])
    # alwaysinline goes after `(local_)unnamed_addr` and `addrspace(N)` (LLVM's grammar;
    # an optimized module, e.g. mlir-opt-19's bitcode, has local_unnamed_addr)
    lead = re.match(r"\s*((?:local_)?unnamed_addr\s*)?(addrspace\(\d+\)\s*)?", attrs)
    attrs = lead.group(0).strip() + " alwaysinline " + attrs[lead.end():].strip()
    rest, defs = _use_workgroup(_replace_sregs(rest), offsets)
    label = re.match(r"([-\w.$]+):", rest)
    if label and defs:
        rest = rest.replace(label.group(0) + "\n", label.group(0) + "\n" + defs, 1)
    elif defs:
        rest = defs + rest
    params_text = f"({sig}{', ' if sig else ''}{extra}, i32 %__lane, ptr %__shared)"
    kernel = f"define internal void @{name}{params_text} {attrs.strip()} {{\n{rest}"
    args = ", ".join(f"{t} {n}" for t, n in params)
    # the context's parameters are named as the __run function's own values: passed as they are
    call_args = f"({args}{', ' if args else ''}{extra}, i32 %__lane, ptr %__shared)"
    loops = _thread_loop_open("__blk")
    versions = _guard_versions(rest)
    if versions is not None:
        guard, taken = versions
        kernel += (f"\ndefine internal i1 @{name}.__guard{params_text} {attrs.strip()} "
                   f"{{\n{guard}\ndefine internal void @{name}.__taken{params_text} "
                   f"{attrs.strip()} {{\n{taken}")
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
IMPURE = re.compile(r"\b(store|call|invoke|atomicrmw|cmpxchg|fence|alloca|va_arg|volatile|"
                    r"atomic|callbr)\b")


def _guard_versions(body: str) -> tuple[str, str] | None:
    """(guard body, taken body) of a kernel body (the text after its `{`) whose entry block is
    pure and ends in `br i1 %c, label %t, label %f`: the guard returns %c, the taken copy
    branches on `true` (the false edge stays, so phis there stay valid; LLVM folds it)."""
    end = body.find("\n\n")
    entry = body[:end + 1] if end >= 0 else body
    lines = entry.rstrip("\n").split("\n")
    m = re.fullmatch(r"\s*br i1 (%[-\w.$]+), label (%[-\w.$]+), label (%[-\w.$]+)", lines[-1])
    if m is None or m.group(2) == m.group(3):
        return None
    if any(IMPURE.search(line) for line in lines[:-1]):
        return None
    guard = "\n".join(lines[:-1]) + f"\n  ret i1 {m.group(1)}\n}}\n"
    taken = body.replace(lines[-1], f"  br i1 true, label {m.group(2)}, label {m.group(3)}", 1)
    return guard, taken


def _split_sync_points(fn: str) -> tuple[str, int]:
    """Ends a block at each barrier and around each shuffle (markers for the later steps)."""
    count = 0

    def barrier(m: re.Match) -> str:
        nonlocal count
        count += 1
        return (f"  call void @__gpuopt_sync(i32 {count})\n  br label %__sync.{count}\n"
                f"__sync.{count}:")

    def shfl(m: re.Match) -> str:
        nonlocal count
        count += 1
        ind, res, rty, mode, ty, pred, args = m.groups()
        a = [x.strip() for x in re.split(r",(?![^()]*\))", args)]
        val, b, c = (x.split(None, 1)[1] for x in a[1:4])
        k, ety = count, ("float" if ty == "f32" else "i32")
        put = (f"{ind}%__sh{k}.w = bitcast {ety} {val} to i32\n" if ety == "float"
               else f"{ind}%__sh{k}.w = add i32 {val}, 0\n")
        get = (f"{ind}%__sh{k}.g = call i64 @__gpuopt_shfl_get(i32 {SHFL_MODES[mode]}, "
               f"i32 {b}, i32 {c})\n{ind}%__sh{k}.r = trunc i64 %__sh{k}.g to i32\n")
        cast = "bitcast" if ety == "float" else "add"
        tail = f"i32 %__sh{k}.r to float" if ety == "float" else f"i32 %__sh{k}.r, 0"
        if pred:
            get += (f"{ind}%__sh{k}.v = {cast} {tail}\n"
                    f"{ind}%__sh{k}.h = lshr i64 %__sh{k}.g, 32\n"
                    f"{ind}%__sh{k}.ok = trunc i64 %__sh{k}.h to i1\n"
                    f"{ind}%__sh{k}.s = insertvalue {{ {ety}, i1 }} undef, {ety} %__sh{k}.v, 0\n"
                    f"{ind}{res} = insertvalue {{ {ety}, i1 }} %__sh{k}.s, i1 %__sh{k}.ok, 1")
        else:
            get += f"{ind}{res} = {cast} {tail}"
        return (put + f"{ind}call void @__gpuopt_shfl_put(i32 %__sh{k}.w)\n"
                f"{ind}call void @__gpuopt_sync(i32 {k})\n{ind}br label %__sync.{k}\n"
                f"__sync.{k}:\n" + get)

    def redux(m: re.Match) -> str:
        nonlocal count
        count += 1
        ind, res, op, val = m.groups()
        k = count
        return (f"{ind}call void @__gpuopt_shfl_put(i32 {val})\n"
                f"{ind}call void @__gpuopt_sync(i32 {k})\n{ind}br label %__sync.{k}\n"
                f"__sync.{k}:\n"
                f"{ind}{res} = call i32 @__gpuopt_redux_get(i32 {REDUX_OPS.index(op)})")

    def vote(m: re.Match) -> str:
        nonlocal count
        count += 1
        ind, res, rty, op, pred = m.groups()
        k = count
        got = f"{res}" if op == "ballot" else f"%__vt{k}.r"
        return (f"{ind}%__vt{k}.w = zext i1 {pred} to i32\n"
                f"{ind}call void @__gpuopt_shfl_put(i32 %__vt{k}.w)\n"
                f"{ind}call void @__gpuopt_sync(i32 {k})\n{ind}br label %__sync.{k}\n"
                f"__sync.{k}:\n"
                f"{ind}{got} = call i32 @__gpuopt_redux_get(i32 {REDUX_OPS.index(op)})"
                + ("" if op == "ballot" else f"\n{ind}{res} = trunc i32 {got} to i1"))

    fn = BARRIER.sub(barrier, fn)
    fn = SHFL.sub(shfl, fn)
    fn = REDUX.sub(redux, fn)
    fn = VOTE.sub(vote, fn)
    return fn, count


VOTE = re.compile(r"^(\s*)(" + NAME + r") = (?:tail )?call (?:\w+ )*?(i32|i1) @llvm\.nvvm\.vote\."
                  r"(ballot|all|any|uni)\.sync\(i32 [^,]+, i1 ([^)]+)\).*$", re.M)
# warp reductions (redux.sync), then votes (vote.*.sync) over the same exchange buffer
REDUX_OPS = ("add", "min", "max", "umin", "umax", "and", "or", "xor", "ballot", "all", "any",
             "uni")
REDUX = re.compile(r"^(\s*)(" + NAME + r") = (?:tail )?call (?:\w+ )*?i32 @llvm\.nvvm\.redux\.sync"
                   r"\.(add|min|max|umin|umax|and|or|xor)\(i32 ([^,]+), i32 [^)]+\).*$", re.M)


REDUX_IDENTITY = {"add": 0, "or": 0, "xor": 0, "ballot": 0, "any": 0, "and": -1, "all": -1,
                  "min": 2147483647, "max": -2147483648, "umin": -1, "umax": 0, "uni": 1}


def _redux_get(m: re.Match, warp_step: bool = False) -> str:
    """A warp reduction over the values the warp's threads put in the exchange buffer: the
    lanes in the block and, in warp-step mode, stopped at this sync point (the member mask is
    taken to be the lanes that reach it)."""
    ind, res, op = m.groups()
    p = res[1:]
    name = REDUX_OPS[int(op)]
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
    last round (its state is this copy's `{K}`)."""
    if not warp_step:
        return [f"{index}.32 = select i1 {ok0}, i32 {src}, i32 %__tl",
                f"{index} = zext i32 {index}.32 to i64", f"{ok} = add i1 {ok0}, 0"]
    return [f"{index}.c = select i1 {ok0}, i32 {src}, i32 %__tl",
            f"{index}.c64 = zext i32 {index}.c to i64",
            f"{index}.sp = getelementptr i32, ptr %__st, i64 {index}.c64",
            f"{index}.sv = load i32, ptr {index}.sp", f"{index}.at = icmp eq i32 {index}.sv, {{K}}",
            f"{ok} = and i1 {ok0}, {index}.at",
            f"{index}.32 = select i1 {ok}, i32 {src}, i32 %__tl",
            f"{index} = zext i32 {index}.32 to i64"]


def _blocks(body: str) -> list[tuple[str, str]]:
    parts = re.split(r"^([-\w.$]+):[^\n]*\n", body, flags=re.M)
    return [(parts[i], parts[i + 1]) for i in range(1, len(parts) - 1, 2)]


def _regions(blocks: list[tuple[str, str]]) -> dict[str, set[str]]:
    """Block label -> the sync regions (entry labels) that can execute it."""
    succ = {lab: ([] if "@__gpuopt_sync" in txt else re.findall(r"label %([-\w.$]+)", txt))
            for lab, txt in blocks}
    member: dict[str, set[str]] = {lab: set() for lab, _ in blocks}
    entries = [blocks[0][0]] + [lab for lab, _ in blocks if lab.startswith("__sync.")]
    for entry in entries:
        todo = [entry]
        while todo:
            lab = todo.pop()
            if entry in member[lab]:
                continue
            member[lab].add(entry)
            todo.extend(succ.get(lab, ()))
    return member


ALLOCA = re.compile(r"^\s*(" + NAME + r") = alloca (.+?)(?:, (i\d+) (\d+))?(?:, align (\d+))?$",
                    re.M)


def _shfl_get(m: re.Match, warp_step: bool = False) -> str:
    """A shuffle's read, with PTX's lane, clamp and segment rules; in warp-step mode a source
    lane that did not stop at this sync point in the last round is out of range too."""
    ind, res, mode, b, c = m.groups()
    p = res[1:]
    mode = int(mode)
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


def _region_copy(loop: str, k: int, entry: str, fill: dict[str, str] | None = None,
                 drop: set[str] | frozenset = frozenset()) -> str:
    """The thread loops of region k: a copy of the body entered at the region's entry, its
    local names suffixed, so each region's loop has no dispatch inside (and can vectorize);
    `fill` gives the text of other `{PLACEHOLDER}`s."""
    for key, text in (fill or {}).items():
        loop = loop.replace("{" + key + "}", text)
    if drop:  # the body's blocks this region cannot run (no value crosses blocks after reg2mem)
        parts = re.split(r"^([-\w.$]+:[^\n]*\n)", loop, flags=re.M)
        kept = [parts[0]]
        for i in range(1, len(parts) - 1, 2):
            if parts[i].split(":", 1)[0] not in drop:
                kept += [parts[i], parts[i + 1]]
        loop = _prune_slots("".join(kept))
    labels = set(re.findall(r"^([-\w.$]+):", loop, re.M))
    defs = set(re.findall(r"^\s*%(\"[^\"]*\"|[-\w.$]+) = ", loop, re.M)) | labels

    def rename(m: re.Match) -> str:
        n = m.group(1)
        if n not in defs:
            return m.group(0)
        return f'%"{n[1:-1]}.r{k}"' if n.startswith('"') else f"%{n}.r{k}"

    text = loop.replace("%{ENTRY}", "%" + entry)
    text = re.sub(r"%(\"[^\"]*\"|[-\w.$]+)(?![-\w.$])", rename, text)
    return re.sub(r"^([-\w.$]+):", lambda m: f"{m.group(1)}.r{k}:" if m.group(1) in labels
                  else m.group(0), text, flags=re.M)


SLOT = re.compile(r"^  (" + NAME + r") = getelementptr [^\n]*, ptr \1\.__pt, i64 %__tl64\n",
                  re.M)


def _prune_slots(loop: str) -> str:
    """The region's loop without the per-thread slot addresses its kept blocks never use: a
    region copy holds few blocks, the kernel many slots (without this, a kernel with hundreds
    of sync points grows as their product)."""
    refs = collections.Counter(NAME_REF.findall(loop))
    return SLOT.sub(lambda m: m.group(0) if refs[m.group(1)[1:]] > 1 else "", loop)


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


NAME_REF = re.compile(r"%(\"[^\"]*\"|[-\w.$]+)")


def uniform_slots(body: str, slots: set[str], private: frozenset[str] = frozenset()) -> set[str]:
    """The reg2mem slots that hold the same value in every thread of a block (see _uniformity)."""
    return _uniformity(body, slots, private)[0]


def _uniformity(body: str, slots: set[str],
                private: frozenset[str] = frozenset()) -> tuple[set[str], set[str]]:
    """(uniform slots, divergent blocks). The uniform slots: the reg2mem slots that hold the
    same value in every thread of a block at every point: stored only uniform values under
    uniform control flow (a fixpoint; see _divergent_blocks).
    Context values (block ids, dims, kernel arguments) are uniform; thread ids, lane ids, the
    addresses of `private` (per-thread) allocas, shuffle results, loads from memory other than
    a uniform slot, and calls are not."""
    blocks = _blocks(body)
    succ = {lab: re.findall(r"label %([-\w.$]+)", txt) for lab, txt in blocks}
    bad: set[str] = set()
    varying = {"__tid.x", "__tid.y", "__tid.z", "__lane", *private}
    while True:
        before = (len(bad), len(varying))
        branches = []
        for lab, txt in blocks:
            for line in txt.splitlines():
                m = re.match(r"\s*%(\"[^\"]*\"|[-\w.$]+) = (\w+)(.*)$", line)
                if m:
                    res, op, rest = m.groups()
                    refs = set(NAME_REF.findall(rest))
                    if op == "load":
                        ptr = re.search(r"ptr %(\"[^\"]*\"|[-\w.$]+)", rest)
                        if ptr is None or ptr.group(1) not in slots or ptr.group(1) in bad:
                            varying.add(res)
                    elif op in ("call", "alloca", "phi", "atomicrmw", "cmpxchg") \
                            or refs & varying:
                        varying.add(res)
                    continue
                st = re.match(r"\s*store (?:volatile )?(.*), ptr %(\"[^\"]*\"|[-\w.$]+)", line)
                if st and st.group(2) in slots and set(NAME_REF.findall(st.group(1))) & varying:
                    bad.add(st.group(2))
                br = re.match(r"\s*(?:br i1|switch \S+) %(\"[^\"]*\"|[-\w.$]+)", line)
                if br and br.group(1) in varying:
                    branches.append(lab)
        divergent = _divergent_blocks(blocks, succ, branches)
        for lab in divergent:
            txt = dict(blocks)[lab]
            for st in re.finditer(r"^\s*store .*, ptr %(\"[^\"]*\"|[-\w.$]+)", txt, re.M):
                if st.group(1) in slots:
                    bad.add(st.group(1))
        if (len(bad), len(varying)) == before:
            return slots - bad, divergent


REG2MEM = re.compile(r"\.reg2mem\d*\"?$")


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


def _wrap_fissioned(fn: str, name: str, params, offsets, static, nsync: int) -> str:
    """A kernel with sync points: the state machine described in the module docstring."""
    head, _, body = fn.partition("{\n")
    body = body[: body.rindex("}")]
    blocks = _blocks(body)
    member = _regions(blocks)
    allocas = list(ALLOCA.finditer(body))
    body = ALLOCA.sub("", body)
    blocks = _blocks(body)
    setup, slots, commit = [], [], []
    reg2mem = {m.group(1)[1:] for m in allocas if REG2MEM.search(m.group(1))}
    private = frozenset(m.group(1)[1:] for m in allocas) - reg2mem  # per-thread addresses
    uniform, divergent = _uniformity(_replace_sregs(body), reg2mem, private)
    # a sync point only some threads may reach: threads run in warp steps, each from its own
    # state (see _warp_step_rounds); no slot is then kept once per block
    warp_step = any(lab in divergent for lab, txt in blocks if "@__gpuopt_sync(" in txt)
    if warp_step:
        uniform = set()
    shuffles = {int(k) for k in re.findall(
        r"call void @__gpuopt_shfl_put\(i32 [^\n]*\n\s*call void @__gpuopt_sync\(i32 (\d+)\)",
        body)}
    users: dict[str, list[str]] = {}  # value name -> the blocks naming it
    for lab, txt in blocks:
        for ref in set(NAME_REF.findall(txt)):
            users.setdefault(ref, []).append(lab)
    for m in allocas:
        aname, ty, cty, cnt, align = m.groups()
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
    body = _replace_sregs(body)
    body, defs = _use_workgroup(body, offsets)
    site = iter(range(1 << 30))
    body = re.sub(r"^(\s*)call void @__gpuopt_sync\(i32 (\d+)\)\n\s*br label %__sync\.\d+$",
                  lambda m: _exit_site(m.group(1), m.group(2), next(site), warp_step), body,
                  flags=re.M)
    body = re.sub(r"^(\s*)ret void$",
                  lambda m: _exit_site(m.group(1), "-1", next(site), warp_step), body, flags=re.M)
    body = re.sub(r"^(\s*)call void @__gpuopt_shfl_put\(i32 (.*)\)$",
                  r"\1store i32 \2, ptr %__xslot", body, flags=re.M)
    body = re.sub(r"^(\s*)(" + NAME + r") = call i32 @__gpuopt_redux_get\(i32 (\d+)\)$",
                  lambda m: _redux_get(m, warp_step), body, flags=re.M)
    body = re.sub(r"^(\s*)(" + NAME + r") = call i64 @__gpuopt_shfl_get\(i32 (\d), i32 (.*?), "
                  r"i32 (.*)\)$", lambda m: _shfl_get(m, warp_step), body, flags=re.M)
    if "@__gpuopt_" in body or re.search(r"^\s*ret ", body, re.M):
        raise KernelError(f"kernel '{name}': sync points in unsupported positions",
                          "CUDA_ERROR_NOT_SUPPORTED")
    entries = [blocks[0][0]] + [f"__sync.{k}" for k in range(1, nsync + 1)]
    if warp_step:
        return _warp_step_rounds(name, params, static, setup, slots, defs, body, entries,
                                 shuffles, member)
    cases = " ".join(f"i32 {k}, label %__tz.r{k}" for k in range(nsync + 1))
    loop = (_thread_loop_open("__round").split("\n", 1)[1] + "".join(slots)
            + "  %__xslot = getelementptr i32, ptr %__xw, i64 %__tl64\n"
            + "  br label %{ENTRY}\n" + body + _thread_loop_close("__tx", "__round.latch"))
    xchg = ("  %__xn = mul i64 %__nthr64, 2\n  %__xchg = alloca i32, i64 %__xn, align 64\n"
            "  %__next = alloca i32, align 4\n")
    sites = next(site)
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
            + "".join(_region_copy(loop, k, e, None, _unreachable(member, e))
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
    loop = (_thread_loop_open("{CP}").split("\n", 1)[1] + "".join(slots)
            + "  %__myst.p = getelementptr i32, ptr %__st, i64 %__tl64\n"
            "  %__myst = load i32, ptr %__myst.p\n  %__mine = icmp eq i32 %__myst, {K}\n"
            "  %__mynext = getelementptr i32, ptr %__stn, i64 %__tl64\n"
            "  %__xslot = getelementptr i32, ptr %__xw, i64 %__tl64\n"
            "  br i1 %__mine, label %{ENTRY}, label %__tx.latch\n" + body
            + _thread_loop_close("__tx", "{DONE}"))
    copies = []
    for k, entry in enumerate(entries):
        done = f"__cp{k + 1}" if k + 1 < n else "__round.latch"
        run = ("%__any" if k == 0 or k in shuffles else f"%__cp{k}.b")
        test = "" if run == "%__any" else (f"  %__cp{k}.e = icmp eq i32 %__scmin, {k}\n"
                                           f"  %__cp{k}.b = and i1 %__none, %__cp{k}.e\n")
        copies.append(f"__cp{k}:\n{test}  br i1 {run}, label %__tz.r{k}, label %{done}\n"
                      + _region_copy(loop, k, entry, {"K": str(k), "CP": f"__cp{k}",
                                                      "DONE": done}, _unreachable(member, entry)))

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


# an argument's attributes: optimized kernels (mlir-opt-19's, at -O3) pass `ptr nonnull %args`
PARAM_ATTRS = (r"(?:(?:nonnull|noundef|readonly|nocapture|align \d+"
               r"|dereferenceable(?:_or_null)?\(\d+\)) )*")
VPRINTF = re.compile(r"call i32 @vprintf\(ptr " + PARAM_ATTRS + r"(@[-\w.$]+|" + NAME
                     + r"), ptr " + PARAM_ATTRS + r"(" + NAME + r")\)")


def _printf_calls(text: str, kernels: list[str], td) -> tuple[str, set[str]]:
    """`vprintf(format, args)` -> `__gpuopt_vprintf(format, args, layout)`, where layout is a
    string constant naming each argument's kind, size and offset (`i8@0 f8@8`): the host
    formats what the kernel packed, whatever the conversions say."""
    llvm = _llvm()
    globals_, printing = [], set()
    for n, k in enumerate(kernels):
        a, b = _function_text(text, k)
        fn = text[a:b]
        if "@vprintf(" not in fn:
            continue
        printing.add(k)

        def repl(m: re.Match, fn=fn, n=n) -> str:
            al = re.search(r"^\s*" + re.escape(m.group(2)) + r" = alloca (.+?)(?:, i\d+ \d+)?"
                           r"(?:, align \d+)?$", fn, re.M)
            fields = []
            if al:
                ty = al.group(1)
                mod = llvm.parse_assembly(f"@g = external global {ty}")
                st = mod.get_global_variable("g").global_value_type
                elems = list(st.elements) if st.is_struct else [st]
                for i, e in enumerate(elems):
                    off = td.get_element_offset(st, i) if st.is_struct else 0
                    kind = "f" if str(e) in ("double", "float", "half") else (
                        "p" if str(e) == "ptr" else "i")
                    fields.append(f"{kind}{td.get_abi_size(e)}@{off}")
            desc = " ".join(fields)
            name = f"@__gpuopt_pf.{n}.{len(globals_)}"
            globals_.append(f'{name} = private constant [{len(desc) + 1} x i8] c"{desc}\\00"\n')
            return f"call i32 @__gpuopt_vprintf(ptr {m.group(1)}, ptr {m.group(2)}, ptr {name})"

        text = text[:a] + VPRINTF.sub(repl, fn) + text[b:]
    if printing:
        text = re.sub(r"^declare [^\n]*@vprintf\(.*\n", "", text, flags=re.M)
        text += "".join(globals_) + "declare i32 @__gpuopt_vprintf(ptr, ptr, ptr)\n"
    return text, printing


def _reparse(text: str):
    try:
        mod = _llvm().parse_assembly(text)
        mod.verify()
    except RuntimeError as e:
        raise KernelError(f"internal error rewriting the kernel module: {e}",
                          "CUDA_ERROR_UNKNOWN") from None
    return mod


def _transform(mod, tm) -> tuple[str, dict[str, tuple[list[int], bool]]]:
    """The host module's text and, per kernel, (argument sizes, fissioned, prints)."""
    text = str(mod)
    if "!dbg" in text or "#dbg_" in text:  # the rewrites below work on plain instructions
        text = re.sub(r",? !dbg !\d+", "", text)
        text = re.sub(r"^\s*#dbg_\w+\(.*\n", "", text, flags=re.M)
        text = re.sub(r"^!llvm\.dbg\.cu = .*\n", "", text, flags=re.M)
        mod = _reparse(text)
        text = str(mod)
    kernels = _kernel_names(text, mod)
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
        text = str(mod)
        for h in helpers:
            a, b = _function_text(text, h)
            head, brace, rest = text[a:b].partition("{\n")
            head = re.sub(r"\b(noinline|optnone)\b", "", head).rstrip() + " alwaysinline "
            text = text[:a] + head + brace + rest + text[b:]
        mod = _reparse(text)
        _name_values(mod)
        _run_passes(mod, tm, inline=True)
        text = str(mod)
    td = tm.target_data
    fissioned = {k: any(p.search(text[slice(*_function_text(text, k))])
                        for p in (BARRIER, SHFL, REDUX, VOTE)) for k in kernels}
    if any(fissioned.values()):
        _run_passes(mod, tm, reg2mem=True)  # no phi left: blocks can be split as text
        text = str(mod)
        for k in kernels:
            if fissioned[k]:
                a, b = _function_text(text, k)
                fn, _ = _split_sync_points(text[a:b])
                text = text[:a] + fn + text[b:]
        text += ("declare void @__gpuopt_sync(i32)\ndeclare void @__gpuopt_shfl_put(i32)\n"
                 "declare i64 @__gpuopt_shfl_get(i32, i32, i32)\n"
                 "declare i32 @__gpuopt_redux_get(i32)\n")
        mod = _reparse(text)
        _name_values(mod)
        _run_passes(mod, tm, reg2mem=True)
        text = str(mod)
    text, offsets, static = _workgroup_globals(text, td)
    text = _retarget(text)
    text, printing = _printf_calls(text, kernels, td)
    info, runs = {}, []
    for k in kernels:
        a, b = _function_text(text, k)
        fn = text[a:b]
        head = fn[: fn.index("{\n")]
        lo, hi = _params_span(head)
        params = _split_params(head[lo + 1: hi])
        sizes = _abi_sizes([t for t, _ in params], td)
        if fissioned[k]:
            nsync = len(re.findall(r"call void @__gpuopt_sync", fn))
            run = _wrap_fissioned(fn, k, params, offsets, static, nsync)
            text = text[:a] + text[b:]
            text = re.sub(r"^!\d+ = !\{ptr @" + re.escape(k) + r",.*\n", "", text, flags=re.M)
        else:
            kernel, run = _wrap_plain(fn, k, params, offsets, static)
            text = text[:a] + kernel + text[b:]
        runs.append(run)
        info[k] = (sizes, fissioned[k], k in printing)
    text = re.sub(r"^declare [^\n]*@__gpuopt_\w+\(.*\n", "", text, flags=re.M)
    if "@__gpuopt_vprintf(" in text:
        text += "declare i32 @__gpuopt_vprintf(ptr, ptr, ptr)\n"
    body_check = re.sub(r"^declare .*$", "", text, flags=re.M)
    _check_nvvm(body_check, "the kernel module")
    if offsets and re.search(r"@(" + "|".join(map(re.escape, offsets)) + r")(?![-\w.$])", text):
        raise KernelError("workgroup memory used outside a kernel is not supported by the cpu "
                          "device", "CUDA_ERROR_NOT_SUPPORTED")
    header = f'target datalayout = "{td}"\ntarget triple = "{_llvm().get_process_triple()}"\n'
    text = text + "\n" + "\n".join(runs)
    if "bfloat" in text and not re.search(r"^define [^\n]*@__trunc[sd]fbf2\(", text, re.M):
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


CONVERSION = re.compile(r"%([-+ #0]*)(\d+|\*)?(?:\.(\d+))?(hh|h|ll|l|z|j|t|L)?"
                        r"([diouxXcsfFeEgGaAp%])")


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

    def one(m: re.Match) -> str:
        flags, width, prec, length, conv = m.groups()
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

    return CONVERSION.sub(one, fmt.decode("utf-8", "replace"))


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
    """The compiled module of a `format=llvm` object, from the caches when it was seen before."""
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
    text = str(mod)
    out: dict[str, list[tuple[bool, bool] | None]] = {}
    for name in _kernel_names(text, mod):
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
