"""`--gpu-kernel-outlining`: each `gpu.launch` body becomes a `gpu.func` kernel in its own
`gpu.module`, launched by `gpu.launch_func`.

As mlir-opt-19 does it:
- every top-level symbol op (function) of the module is walked for `gpu.launch` ops (post-order);
- the kernel and its module are named `@<enclosing symbol>_kernel`; the module is inserted just
  after the function and renamed `_0`, `_1`, ... (one counter per pass run) on a clash;
- values used in the body but defined above it become kernel arguments, in the order a
  post-order walk of the body first uses them (nothing is sunk: mlir-opt-19 leaves that to
  `--gpu-launch-sink-index-computations`);
- the 12 launch-configuration block arguments become `gpu.block_id`, `gpu.thread_id`,
  `gpu.grid_dim` and `gpu.block_dim` ops at the top of the kernel (with `clusters(...)`, 6 more
  become `gpu.cluster_id` and `gpu.cluster_dim`), workgroup and private
  attributions become the kernel's, `gpu.terminator` becomes `gpu.return`;
- constant block and grid sizes become `known_block_size` / `known_grid_size`;
- symbols the kernel references (callees, globals) are cloned into the kernel module;
- the launch becomes `gpu.launch_func` (async dependencies, token and dynamic shared memory
  size kept) and the module gets `gpu.container_module`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import gpu
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.clone import clone
from gpuopt.ir.core import Block, Operation, Region, UnknownOp, Value, gc_paused
from gpuopt.ir.opdef import ConstantLike, Symbol, SymbolTable
from gpuopt.passes.manager import Pass
from gpuopt.rewrite.regions import used_values_defined_above

_UINT32_MAX = 0xFFFFFFFF


# ---- generic IR helpers -------------------------------------------------------------------
def _symbol_name(op: Operation) -> str | None:
    a = op.attributes.get("sym_name")
    return a.value if isinstance(a, A.StringAttr) else None


def _attr_symbol_refs(attr, out: list) -> None:
    if isinstance(attr, A.SymbolRefAttr):
        out.append(attr)
    elif isinstance(attr, A.ArrayAttr):
        for a in attr.value:
            _attr_symbol_refs(a, out)
    elif isinstance(attr, A.DictionaryAttr):
        for _, a in attr.value:
            _attr_symbol_refs(a, out)


def _op_symbol_refs(op: Operation, out: list) -> None:
    for _, a in sorted(op.attributes.items()):
        _attr_symbol_refs(a, out)


def symbol_uses(root: Operation) -> list[A.SymbolRefAttr]:
    """SymbolTable::getSymbolUses(root), in MLIR's order: the op's own references, then the ops
    of its regions, a region at a time, nested regions taken last-pushed first."""
    out: list[A.SymbolRefAttr] = []
    if SymbolTable in root.traits:
        return out
    _op_symbol_refs(root, out)
    worklist = list(root.regions)
    while worklist:
        region = worklist.pop()
        for block in region.blocks:
            for op in block.ops:
                _op_symbol_refs(op, out)
                if SymbolTable not in op.traits:
                    worklist.extend(op.regions)
    return out


class _SymbolTable:
    """The symbols directly in `op`'s body, with MLIR's renaming on insertion."""

    def __init__(self, op: Operation) -> None:
        self.block = op.regions[0].blocks[0]
        self.symbols: dict[str, Operation] = {}
        self.counter = 0
        for child in self.block.ops:
            name = _symbol_name(child)
            if name is not None:
                self.symbols.setdefault(name, child)

    def lookup(self, name: str) -> Operation | None:
        return self.symbols.get(name)

    def insert(self, op: Operation, before: Operation | None = None) -> str:
        """Insert `op` before `before` (default: at the end, before any terminator)."""
        if before is not None:
            self.block.insert(self.block.ops.index(before), op)
        else:
            term = self.block.terminator
            if term is not None and term.has_trait("Terminator"):
                self.block.insert(len(self.block.ops) - 1, op)
            else:
                self.block.append(op)
        name = _symbol_name(op)
        if name not in self.symbols:
            self.symbols[name] = op
            return name
        base = name
        while True:
            name = f"{base}_{self.counter}"
            self.counter += 1
            if name not in self.symbols:
                break
        self.symbols[name] = op
        op.attributes["sym_name"] = A.StringAttr(name)
        return name


# ---- the outlining ------------------------------------------------------------------------
def _constant_dims(values: list[Value]) -> A.DenseArrayAttr | None:
    dims = []
    for v in values:
        op = v.defining_op
        if op is None or ConstantLike not in op.traits:
            return None
        attr = op.attributes.get("value")
        if not isinstance(attr, A.IntegerAttr) or not (isinstance(attr.type, T.IntegerType)
                                                        or attr.type is T.index):
            return None
        value = attr.value
        width = 64 if attr.type is T.index else attr.type.width
        value &= (1 << width) - 1  # APInt, read unsigned
        if value > _UINT32_MAX:
            return None
        dims.append(value - (1 << 32) if value > 0x7FFFFFFF else value)  # int32_t
    return A.DenseArrayAttr(T.i32, tuple(dims))


_INDEX_OPS = (gpu.BlockIdOp, gpu.ThreadIdOp, gpu.GridDimOp, gpu.BlockDimOp)
_CLUSTER_OPS = (gpu.ClusterIdOp, gpu.ClusterDimOp)  # after those, with `clusters(...)`


def outline_kernel_func(launch: gpu.LaunchOp, name: str) -> tuple[gpu.GPUFuncOp, list[Value]]:
    """Move the body of `launch` into a new kernel `name`; returns it and its launch operands."""
    loc = launch.loc
    body = launch.body
    operands = used_values_defined_above(body)
    entry = body.blocks[0]
    wg_attr = launch.attributes.get("workgroup_attributions")
    n_wg = wg_attr.value if isinstance(wg_attr, A.IntegerAttr) else 0
    index_ops = _INDEX_OPS + (_CLUSTER_OPS if launch.has_clusters else ())
    n_cfg = 3 * len(index_ops)  # the launch-configuration block arguments
    attributions = entry.args[n_cfg:]
    arg_types = [v.type for v in operands] + [a.type for a in attributions]
    func_entry = Block(arg_types, [loc] * len(arg_types))
    attrs = {
        "sym_name": A.StringAttr(name),
        "function_type": A.TypeAttr(T.FunctionType.get([v.type for v in operands], [])),
        "workgroup_attributions": A.IntegerAttr.get(n_wg, T.i64),
        "gpu.kernel": A.UNIT,
    }
    if (block_bounds := _constant_dims([launch.block_x, launch.block_y, launch.block_z])):
        attrs["known_block_size"] = block_bounds
    if (grid_bounds := _constant_dims([launch.grid_x, launch.grid_y, launch.grid_z])):
        attrs["known_grid_size"] = grid_bounds
    func = gpu.GPUFuncOp([], [], attrs, [Region([func_entry])], [], loc)

    # Launch configuration arguments -> id and dimension ops at the top of the kernel.
    index_values = []
    for cls in index_ops:
        for dim in gpu.DIMS:
            op = cls.build(dimension=gpu.EnumAttr("dim", dim), result_types=[T.index], loc=loc)
            func_entry.append(op)
            index_values.append(op.results[0])
    for arg, new in zip(entry.args[:n_cfg], index_values, strict=False):
        arg.replace_all_uses_with(new)
    for arg, new in zip(attributions, func_entry.args[len(operands):], strict=False):
        arg.replace_all_uses_with(new)
    # Captured values -> kernel arguments (uses inside the body only).
    for v, new in zip(operands, func_entry.args, strict=False):
        for op, i in list(v.uses):
            if _op_inside(op, body):
                op.set_operand(i, new)

    # Move the body: the entry block's ops join the kernel's entry block.
    blocks = list(body.blocks)
    body.blocks = []
    for op in list(entry.ops):
        func_entry.append(op)
    entry.ops = []
    for b in blocks[1:]:
        func.regions[0].append(b)
    for b in func.regions[0].blocks:
        term = b.terminator
        if isinstance(term, gpu.TerminatorOp):
            ret = gpu.ReturnOp.build(loc=term.loc)
            b.ops[-1] = ret
            ret.parent = b
            term.parent = None
    return func, operands


def _op_inside(op: Operation, region: Region) -> bool:
    block = op.parent
    return block is not None and region.is_ancestor(block.parent)


def _nearest_symbol_name(op: Operation) -> str:
    p = op.parent_op
    while p is not None:
        name = _symbol_name(p)
        if name is not None and (Symbol in p.traits or p.name == "builtin.module"
                                 or isinstance(p, UnknownOp)):
            return name
        p = p.parent_op
    raise op.error("expected the gpu.launch to be nested in a symbol")


DL_SPEC = "dlti.dl_spec"  # DLTIDialect::kDataLayoutAttrName


def data_layout_spec(text: str) -> A.Attribute:
    """The `#dlti.dl_spec<...>` attribute `text` spells, as the pass's initialize() parses it.

    A syntax error is reported in a buffer named by the text itself (`foo:1:1: error: ...`);
    any other attribute fails the pipeline silently, as in mlir-opt-19.
    """
    from gpuopt.diag import SOURCES, FileLineColLoc, GpuoptError, ParseError
    from gpuopt.parser import parse_text

    head = f"module attributes {{{DL_SPEC} = "
    try:
        holder = parse_text(head + text + "} {\n}", text, allow_unregistered=True)
    except ParseError as err:
        flc = err.loc.file_line_col() if err.loc is not None else None
        col = max(flc.col - len(head), 1) if flc is not None and flc.line == 1 else 1
        raise GpuoptError(err.message, FileLineColLoc(text, 1, col)) from None
    finally:
        SOURCES.files.pop(text, None)
    attr = holder.attributes.get(DL_SPEC)
    if not (isinstance(attr, A.OpaqueAttr) and str(attr).startswith("#dlti.dl_spec<")):
        failure = GpuoptError("")
        failure.silent = True  # type: ignore[attr-defined]
        raise failure
    return attr


@dataclass
class GpuKernelOutlining(Pass, flag="gpu-kernel-outlining"):
    """Outline gpu.launch bodies to kernel functions"""

    anchor = "builtin.module"
    data_layout_str: str = field(default="", metadata={
        "help": "String containing the data layout specification to be attached to the GPU "
                "kernel module"})

    def run(self, module: Operation) -> None:
        self.dl_spec = data_layout_spec(self.data_layout_str) if self.data_layout_str else None
        with gc_paused():
            self.outline_all(module)

    def outline_all(self, module: Operation) -> None:
        table = _SymbolTable(module)
        block = module.regions[0].blocks[0]
        modified = False
        for top in list(block.ops):
            if top.parent is not block:
                continue
            if not (Symbol in top.traits or top.name == "builtin.module"):
                continue
            idx = block.ops.index(top)
            insert_before = block.ops[idx + 1] if idx + 1 < len(block.ops) else None
            launches = [op for op in top.walk(post_order=True) if isinstance(op, gpu.LaunchOp)]
            for launch in launches:
                name = _nearest_symbol_name(launch) + "_kernel"
                func, operands = outline_kernel_func(launch, name)
                kernel_module = self.create_kernel_module(func, table, launch.loc)
                if getattr(self, "dl_spec", None) is not None:
                    kernel_module.attributes[DL_SPEC] = self.dl_spec
                table.insert(kernel_module, insert_before)
                self.convert_to_launch_func(launch, func, kernel_module, operands)
                modified = True
        if modified:
            module.attributes["gpu.container_module"] = A.UNIT

    @staticmethod
    def create_kernel_module(func: gpu.GPUFuncOp, parent: _SymbolTable, loc) -> Operation:
        """A gpu.module holding `func` and clones of every symbol it references (recursively)."""
        mod = gpu.GPUModuleOp.build(sym_name=A.StringAttr(_symbol_name(func)), loc=loc)
        mod_block = Block()
        mod.regions[0].append(mod_block)
        mod_block.append(gpu.ModuleEndOp.build(loc=loc))
        table = _SymbolTable(mod)
        table.insert(func)
        worklist: list[Operation] = [func]
        while worklist:
            op = worklist.pop()
            for ref in symbol_uses(op):
                name = ref.root
                if table.lookup(name) is not None:
                    continue
                definition = parent.lookup(name)
                if definition is None:
                    raise func.error(f"symbol '@{name}' used by the kernel is not defined "
                                     "in the parent module")
                copy = clone(definition)
                worklist.append(copy)
                table.insert(copy)
        return mod

    @staticmethod
    def convert_to_launch_func(launch: gpu.LaunchOp, func: gpu.GPUFuncOp, kernel_module,
                               operands: list[Value]) -> None:
        token = launch.token
        launch_func = gpu.LaunchFuncOp.build(
            async_deps=list(launch.async_deps),
            grid_x=launch.grid_x, grid_y=launch.grid_y, grid_z=launch.grid_z,
            block_x=launch.block_x, block_y=launch.block_y, block_z=launch.block_z,
            cluster_x=launch.cluster_x, cluster_y=launch.cluster_y, cluster_z=launch.cluster_z,
            dynamic_smem=launch.dynamic_smem, kernel_operands=list(operands),
            kernel=A.SymbolRefAttr(_symbol_name(kernel_module), (_symbol_name(func),)),
            result_types=[gpu.ASYNC_TOKEN] if token is not None else [],
            loc=launch.loc)
        block = launch.parent
        block.insert(block.ops.index(launch), launch_func)
        if token is not None:
            token.replace_all_uses_with(launch_func.token)
        launch.erase()
