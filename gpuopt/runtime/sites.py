"""Creation sites of runtime resources, for gpuopt-runner's leak report, and the sites of
the stream operations that touch memory, for its race report (--cpu-check-races).

`tag_creation_sites(module)` rewrites a lowered (llvm dialect) module before translation: every
`llvm.call` of a creating mgpu function (abi.RESOURCES: mgpuStreamCreate, mgpuEventCreate,
mgpuModuleLoad, mgpuModuleLoadJIT, mgpuMemAlloc) whose location has a file:line:col calls a
per-site twin instead, `@mgpuStreamCreate.site.3`, declared with the same type. It returns
each twin's (creating function, site text), the text reading
`foo.mlir:12:5 (mgpuStreamCreate in @main)`; the runner binds each twin to a device callback
that creates the resource and remembers the site, so a leak says where it was made. The calls
of OPERATIONS (mgpuLaunchKernel, mgpuMemcpy, mgpuMemset32/16) get twins the same way: their
callback remembers the site of the operation it queues, so a race names both operations.

A creating call inside a launch function of --convert-gpu-to-llvm (`@<mod>_<kernel>_launch*`,
internal; it carries the launch's own location) is attributed to its caller's call instead;
a launch function called from several places is first cloned once per caller (`.site.N`), so
each launch keeps its own site. A call without a file:line:col location keeps its callee (its
resources are reported without a site).
"""
from __future__ import annotations

import re

from gpuopt import abi
from gpuopt.dialects import llvm as L
from gpuopt.ir import attrs as A
from gpuopt.ir.clone import clone

TAGGED = abi.CREATORS | abi.OPERATIONS
LAUNCH_STUB = re.compile(r"^\w+_launch(?:_async(?:_new)?)?(?:_\d+)?$")


def _callee(op) -> str | None:
    ref = op.attributes.get("callee") if isinstance(op, L.CallOp) else None
    return ref.root if isinstance(ref, A.SymbolRefAttr) and not ref.nested else None


def _name(fn) -> str:
    return fn.attributes["sym_name"].value


def _enclosing(op):
    while op is not None and not isinstance(op, L.LLVMFuncOp):
        op = op.parent_op
    return op


def _is_stub(fn) -> bool:
    linkage = str(fn.attributes.get("linkage", ""))
    return bool(LAUNCH_STUB.match(_name(fn))) and "internal" in linkage and \
        bool(fn.regions[0].blocks)


def _split_stubs(body, calls: list) -> dict[str, object]:
    """Clones each launch function with creating calls once per extra caller; returns
    launch function name -> its one caller (an llvm.call op)."""
    stubs = {_name(op): op for op in body.ops if isinstance(op, L.LLVMFuncOp) and _is_stub(op)
             and any(_callee(c) in TAGGED for c in op.walk())}
    callers: dict[str, list] = {}
    for c in calls:
        if _callee(c) in stubs:
            callers.setdefault(_callee(c), []).append(c)
    taken = {_name(op) for op in body.ops if isinstance(op, L.LLVMFuncOp)}
    single: dict[str, object] = {}
    for name, sites in callers.items():
        stub = stubs[name]
        single[name] = sites[0]
        for k, call in enumerate(sites[1:], 1):
            new = f"{name}.site.{k}"
            while new in taken:
                new += "_"
            taken.add(new)
            copy = clone(stub)
            copy.attributes["sym_name"] = A.StringAttr(new)
            body.insert(body.ops.index(stub) + 1, copy)
            call.attributes["callee"] = A.SymbolRefAttr(new)
            single[new] = call
    return single


def _site(call, stubs: dict[str, object]) -> str | None:
    """`file:line:col (creator in @function)` of a creating call, or None (no location)."""
    fn = _enclosing(call)
    where = call
    if fn is not None and _name(fn) in stubs:
        caller = stubs[_name(fn)]
        if caller.loc is not None and caller.loc.file_line_col() is not None:
            where = caller
        fn = _enclosing(caller)
    flc = where.loc.file_line_col() if where.loc is not None else None
    if flc is None:
        return None
    owner = f" in @{_name(fn)}" if fn is not None else ""
    return f"{flc.file}:{flc.line}:{flc.col} ({_callee(call)}{owner})"


def tag_creation_sites(module) -> dict[str, tuple[str, str]]:
    """Points each located creating call at a per-site twin (see the module docstring);
    returns twin symbol -> (creating function, site text)."""
    if not module.regions or not module.regions[0].blocks:
        return {}
    body = module.regions[0].blocks[0]
    decls = {_name(op): op for op in body.ops if isinstance(op, L.LLVMFuncOp)
             and _name(op) in TAGGED and not op.regions[0].blocks}
    if not decls:
        return {}
    calls = [op for op in module.walk() if isinstance(op, L.CallOp)]
    stubs = _split_stubs(body, calls)
    calls = [op for op in module.walk() if _callee(op) in decls]
    taken = {_name(op) for op in body.ops if isinstance(op, L.LLVMFuncOp)}
    by_text: dict[tuple[str, str], str] = {}
    out: dict[str, tuple[str, str]] = {}
    for call in calls:
        creator = _callee(call)
        text = _site(call, stubs)
        if text is None:
            continue
        sym = by_text.get((creator, text))
        if sym is None:
            n = len(out)
            sym = f"{creator}.site.{n}"
            while sym in taken:
                n += 1
                sym = f"{creator}.site.{n}"
            taken.add(sym)
            decl = clone(decls[creator])
            decl.attributes["sym_name"] = A.StringAttr(sym)
            body.insert(body.ops.index(decls[creator]) + 1, decl)
            by_text[(creator, text)] = sym
            out[sym] = (creator, text)
        call.attributes["callee"] = A.SymbolRefAttr(sym)
    return out
