"""`--view-async-graph`: writes the async-token graph of each function as Graphviz DOT (to
stderr, as mlir-opt-19's --view-op-graph writes its graph, or to `output=FILE`); the IR is left
unchanged and printed as usual.

Nodes are the ops that produce or consume a token (`!gpu.async.token`, `!async.token`,
`!async.value<!gpu.async.token>`): gpu.wait, gpu.launch_func (with its kernel), gpu.alloc,
gpu.memcpy, gpu.memset, gpu.dealloc, async.execute, and what else passes tokens on (scf.yield,
a token block argument); edges go from the op that produces a token to each op using it,
labeled with the token's SSA name. On lowered host code, where a token became a stream or an
event, each mgpu* call is a node annotated with the streams and events it uses or makes; the
edges follow each stream's and event's uses in program order (its definition first).
"""
from __future__ import annotations

import sys
from dataclasses import dataclass, field

from gpuopt import abi
from gpuopt.diag import PassError
from gpuopt.ir.core import BlockArgument, Operation, Value
from gpuopt.passes.gpu_verify_lifetimes import STREAM, summaries
from gpuopt.passes.lib.cfg import callee, successor_operands
from gpuopt.passes.manager import Pass
from gpuopt.tool import emit

TOKENS = ("!gpu.async.token", "!async.token", "!async.value<!gpu.async.token>")
HANDLES = {abi.STREAM_CREATE.name: "stream", abi.EVENT_CREATE.name: "event"}


def is_token(v: Value) -> bool:
    return str(v.type) in TOKENS


def dot_string(text: str) -> str:
    """A DOT double-quoted string; `\\n` stays a line break of the label."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", "\\n") + '"'


def loc_label(op_or_arg) -> str:
    loc = op_or_arg.loc
    flc = loc.file_line_col() if loc is not None else None
    return f"{flc.file}:{flc.line}:{flc.col}" if flc is not None else "unknown"


@dataclass
class Graph:
    """The nodes and edges of one function, numbered from `first`."""

    names: object  # the printer, for SSA names as the IR prints them
    first: int
    nodes: dict = field(default_factory=dict)  # op or block argument -> (id, label)
    edges: list = field(default_factory=list)  # (from id, to id, label)

    def node(self, key, label: str) -> int:
        if key not in self.nodes:
            self.nodes[key] = (self.first + len(self.nodes), label)
        return self.nodes[key][0]

    def edge(self, a: int, b: int, label: str) -> None:
        if (a, b, label) not in self.edges:
            self.edges.append((a, b, label))


def _op_label(op: Operation) -> str:
    name = callee(op)
    lines = [f"{op.name} @{name}" if name else op.name]
    kernel = op.attributes.get("kernel") if op.name == "gpu.launch_func" else None
    if kernel is not None:
        lines.append(str(kernel))
    return "\n".join(lines)


def _token_graph(fn: Operation, g: Graph) -> None:
    """Token producers and their users, in walk order."""
    ops = [op for op in fn.walk() if op is not fn]
    for op in ops:
        produced = [r for r in op.results if is_token(r)]
        args = [a for r in op.regions for b in r.blocks for a in b.args if is_token(a)]
        if not (produced or args or any(is_token(v) for v in op.operands)):
            continue
        me = g.node(op, _op_label(op) + "\n" + loc_label(op))
        for v in op.operands:
            if is_token(v):
                if isinstance(v, BlockArgument) and v not in g.nodes:
                    owner = v.block.parent_op
                    g.node(v, f"block argument {g.names.value_name(v)}\n"
                              f"{loc_label(owner) if owner is not None else 'unknown'}")
                src = v if isinstance(v, BlockArgument) else v.owner
                if src in g.nodes:
                    g.edge(g.nodes[src][0], me, g.names.value_name(v))
        for a in args:  # a region's token argument (scf.for iter_args, async.execute)
            g.edge(me, g.node(a, f"block argument {g.names.value_name(a)} of {op.name}\n"
                                 f"{loc_label(op)}"), "")
    for op in ops:  # a yielded token becomes the parent's result (and next iteration's)
        parent = op.parent_op
        if op in g.nodes and parent in g.nodes and "Terminator" in op.traits:
            g.edge(g.nodes[op][0], g.nodes[parent][0], "yield")


def _handles(fn: Operation, launchers: dict) -> dict[Value, str]:
    """Stream and event values: what mgpuStreamCreate / mgpuEventCreate (or a launch function
    that returns a new stream) return, and block arguments they are passed to (a fixpoint over
    the branches)."""
    out: dict[Value, str] = {}
    ops = [op for op in fn.walk() if op is not fn]
    for op in ops:
        name = callee(op) or ""
        kind = HANDLES.get(name) or ("stream" if launchers.get(name) is STREAM else None)
        if kind and op.results:
            out[op.results[0]] = kind
    changed = True
    while changed:
        changed = False
        for op in ops:
            for succ in op.successors:
                for v, a in zip(_operands_for(op, succ), succ.args, strict=False):
                    if v in out and a not in out:
                        out[a] = out[v]
                        changed = True
    return out


def _operands_for(op: Operation, succ) -> list[Value]:
    groups = successor_operands(op) or []
    for s, vals in zip(op.successors, groups, strict=False):
        if s is succ:
            return vals
    return []


def _stream_graph(fn: Operation, g: Graph, launchers: dict) -> None:
    """The mgpu* calls and the calls of launch functions (`launchers`: the module's functions
    that call mgpuLaunchKernel, by name, with the kind of handle each returns), annotated with
    their streams and events; edges along each handle's uses in program order, into a block
    from where the handle was last used or passed in."""
    handles = _handles(fn, launchers)
    seq: dict[tuple, list[int]] = {}  # (handle, block) -> its nodes there, in order
    for op in fn.walk():
        name = callee(op)
        if not abi.is_runtime(name) and name not in launchers:
            continue
        used = [v for v in op.operands if v in handles]
        made = [r for r in op.results if r in handles]
        notes = [f"{handles[v]} {g.names.value_name(v)}" for v in dict.fromkeys(made + used)]
        me = g.node(op, "\n".join([_op_label(op), *notes, loc_label(op)]))
        for v in dict.fromkeys(made + used):
            seq.setdefault((v, op.parent), []).append(me)
    incoming: dict[BlockArgument, list[tuple]] = {}  # argument -> (branch block, value)
    for op in fn.walk():
        for succ in op.successors:
            for v, a in zip(_operands_for(op, succ), succ.args, strict=False):
                if a in handles:
                    incoming.setdefault(a, []).append((op.parent, v))

    def ends(v: Value, block, seen: set) -> list[int]:
        """The last nodes on `v` when control leaves `block` (where it was used or passed)."""
        if (v, block) in seq:
            return [seq[(v, block)][-1]]
        return starts(v, block, seen)

    def starts(v: Value, block, seen: set) -> list[int]:
        """The nodes on `v` that precede its first use in `block`."""
        if (v, block) in seen:
            return []
        seen.add((v, block))
        home = v.block if isinstance(v, BlockArgument) else v.owner.parent
        if home is not block and (v, home) in seq:
            return [seq[(v, home)][-1]]
        if not isinstance(v, BlockArgument):
            return []
        return [n for pred, w in incoming.get(v, []) for n in ends(w, pred, seen)]

    for (v, block), nodes in seq.items():
        label = g.names.value_name(v)
        for src in starts(v, block, set()) if nodes[0] not in _made_by(v, g) else []:
            g.edge(src, nodes[0], label)
        for a, b in zip(nodes, nodes[1:], strict=False):
            g.edge(a, b, label)


def _made_by(v: Value, g: Graph) -> set[int]:
    owner = None if isinstance(v, BlockArgument) else v.owner
    return {g.nodes[owner][0]} if owner in g.nodes else set()


def function_graph(fn: Operation, names, first: int, launchers: dict | None = None) -> Graph:
    g = Graph(names, first)
    _token_graph(fn, g)
    _stream_graph(fn, g, launchers or {})
    return g


def launch_functions(module: Operation) -> dict:
    """The functions of `module` that call mgpuLaunchKernel (gpu-to-llvm's launch functions),
    by name, each with the kind of handle it returns (or None)."""
    made = summaries(module)
    return {fn.attributes["sym_name"].value: made[fn.attributes["sym_name"].value].makes
            for fn in module.walk() if fn.name == "llvm.func" and fn.regions and
            fn.regions[0].blocks and any(callee(o) == abi.LAUNCH_KERNEL.name for o in fn.walk())}


def _function_name(fn: Operation) -> str:
    sym = fn.attributes.get("sym_name")
    return f"@{getattr(sym, 'value', sym)}" if sym is not None else fn.name


def async_graph_dot(module: Operation) -> str:
    """The DOT text: one cluster per function that has a token or mgpu node."""
    from gpuopt.printer import Printer
    names = Printer(module)
    lines = ["digraph G {", "  compound = true;"]
    edges: list[str] = []
    count = clusters = 0
    launchers = launch_functions(module)
    for fn in module.walk():
        if fn.name not in ("func.func", "llvm.func") or not fn.regions or \
                not fn.regions[0].blocks:
            continue
        g = function_graph(fn, names, count, launchers)
        if not g.nodes:
            continue
        lines.append(f"  subgraph cluster_{clusters} {{")
        clusters += 1
        lines.append(f"    label = {dot_string(_function_name(fn))};")
        for ident, label in g.nodes.values():
            lines.append(f"    v{ident} [label = {dot_string(label)}, shape = ellipse];")
        lines.append("  }")
        edges += [f"  v{a} -> v{b} [label = {dot_string(label)}];" for a, b, label in g.edges]
        count += len(g.nodes)
    return "\n".join(lines + edges + ["}"]) + "\n"


@dataclass
class ViewAsyncGraph(Pass, flag="view-async-graph"):
    """Print Graphviz visualization of the async token graph of each function"""

    anchor = "builtin.module"
    pass_name = "ViewAsyncGraph"
    output: str = field(default="", metadata={
        "help": "Write the graph to this file instead of stderr", "type": "string"})

    def run(self, op) -> None:
        text = async_graph_dot(op)
        if not self.output:
            emit(sys.stderr, text)
            return
        try:
            with open(self.output, "w", encoding="utf-8") as f:
                f.write(text)
        except OSError as err:
            raise PassError(f"cannot open output file '{self.output}': "
                            f"{err.strerror or err}") from None
