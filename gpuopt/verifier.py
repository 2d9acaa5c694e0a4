"""The IR verifier, run after parsing and after each pass, in MLIR's OperationVerifier order.

For each op, on entrance: the generic structural checks (counts of regions, results,
successors and operands that the op's fields allow), then the op's own `verify()`; then its
blocks (successors only on terminators, terminators where a region needs one) and nested ops;
on exit: the op's `verify_regions()` (checks that need the nested ops verified first, such as
symbol tables). The first failure is raised as a located VerifyError carrying MLIR's
`see current operation:` note, as mlir-opt prints it.
"""
from __future__ import annotations

from gpuopt.diag import Diagnostic, GpuoptError, VerifyError
from gpuopt.ir.core import Block, Operation

NO_TERMINATOR = "NoTerminator"
TERMINATOR = "Terminator"
SYMBOL_TABLE = "SymbolTable"


def verify(op: Operation) -> None:
    """Raises a VerifyError for the first rule `op` or a nested op breaks."""
    _Walk(stop=True).run(op)


def verify_all(op: Operation) -> list[Diagnostic]:
    """Every failure, one per failing op (a failing op's nested ops are not checked)."""
    w = _Walk(stop=False)
    w.run(op)
    return w.found


class _Walk:
    def __init__(self, stop: bool) -> None:
        self.stop = stop
        self.found: list[Diagnostic] = []

    def fail(self, err: GpuoptError, op: Operation | None) -> None:
        if op is not None and not getattr(err, "no_op_note", False):
            attach_current_op(err, op)
        if self.stop:
            raise err
        self.found.append(err.diag)

    def run(self, root: Operation) -> None:
        # Iterative, so that 10,000 nested regions do not overflow Python's stack.
        stack: list[tuple[int, object]] = [(0, root)]
        while stack:
            kind, item = stack.pop()
            if kind == 0:  # op entrance
                op = item  # type: ignore[assignment]
                try:
                    on_entrance(op)  # type: ignore[arg-type]
                except GpuoptError as err:
                    self.fail(err, op)  # type: ignore[arg-type]
                    continue
                stack.append((1, op))
                for region in reversed(op.regions):  # type: ignore[attr-defined]
                    for block in reversed(region.blocks):
                        stack.append((3, block))
                        for child in reversed(block.ops):
                            stack.append((0, child))
                        stack.append((2, block))
            elif kind == 2:  # block entrance
                try:
                    block_entrance(item)  # type: ignore[arg-type]
                except GpuoptError as err:
                    self.fail(err, getattr(err, "op", None))
                    _skip_block(stack, item)
            elif kind == 3:  # block exit
                try:
                    block_exit(item)  # type: ignore[arg-type]
                except GpuoptError as err:
                    self.fail(err, getattr(err, "op", None))
            else:  # op exit
                op = item  # type: ignore[assignment]
                try:
                    on_exit(op)  # type: ignore[arg-type]
                except GpuoptError as err:
                    self.fail(err, op)  # type: ignore[arg-type]


def _skip_block(stack: list, block: object) -> None:
    """After a block failed on entrance (non-stopping mode), drop its ops and its exit."""
    while stack:
        kind, item = stack.pop()
        if kind == 3 and item is block:
            return


def attach_current_op(err: GpuoptError, op: Operation) -> None:
    """MLIR's `see current operation:` note: the op in generic form, local scope."""
    try:
        text = op_generic_text(op)
    except Exception:  # the note is a courtesy: never let it hide the error
        return
    if "\n" in text:
        text = "\n" + text
    err.note(f"see current operation: {text}", op.loc)


def op_generic_text(op: Operation) -> str:
    from gpuopt.printer import Printer
    root = op
    while True:
        if "IsolatedFromAbove" in getattr(root, "traits", ()):
            break
        parent = root.parent_op
        if parent is None:
            break
        root = parent
    p = Printer(root, generic=True, local_scope=True)
    names = p.names.names
    _orig = p.value_name

    def value_name(v):  # values from above the numbered scope
        if v not in names and v not in p.names.group_of:
            return "<<UNKNOWN SSA VALUE>>"
        return _orig(v)
    p.value_name = value_name  # type: ignore[method-assign]
    out: list[str] = []
    p.op_text(op, out)
    return "".join(out).rstrip("\n")


# ---- the generic checks -----------------------------------------------------------------
def on_entrance(op: Operation) -> None:
    check_counts(op)
    op.verify()


def on_exit(op: Operation) -> None:
    fn = getattr(op, "verify_regions", None)
    if fn is not None:
        fn()
    if SYMBOL_TABLE in op.traits:
        verify_symbol_table(op)


def check_counts(op: Operation) -> None:
    """ODS's count traits (OneRegion, OneResult, ZeroSuccessors, NOperands) in their order."""
    cls = type(op)
    region_defs = getattr(cls, "region_defs", None)
    if region_defs is None:
        return  # unregistered op
    if getattr(cls, "skip_count_checks", False):
        return
    n = len(op.regions)
    if not any(d.kind != "single" for d in region_defs):
        want = len(region_defs)
        if n != want:
            if want == 0:
                raise op.error("requires zero regions")
            if want == 1:
                raise op.error("requires one region")
            raise op.error(f"expected {want} regions")
    _check_group(op, cls.result_defs, len(op.results), "result")
    succ = cls.successor_defs
    if not any(d.kind != "single" for d in succ) and len(op.successors) != len(succ):
        want = len(succ)
        if want <= 1:
            raise op.error(f"requires {want} successor{'s' if want == 0 else ''} but found "
                           f"{len(op.successors)}")
        raise op.error(f"requires {want} successors but found {len(op.successors)}")
    _check_group(op, cls.operand_defs, len(op.operands), "operand")
    seg_key = "operandSegmentSizes"
    if seg_key in getattr(cls, "prop_names", ()):
        sizes = op.attributes.get(seg_key)
        values = getattr(sizes, "values", None)
        if values is not None:
            if len(values) != len(cls.operand_defs):
                raise op.error(f"'{seg_key}' attribute for specifying operand segments must "
                               f"have {len(cls.operand_defs)} elements, but got "
                               f"{len(values)}")
            if sum(values) != len(op.operands):
                raise op.error(f"operand count ({len(op.operands)}) does not match with the "
                               f"total size ({sum(values)}) specified in attribute "
                               f"'{seg_key}'")


def _check_group(op: Operation, defs: tuple, count: int, what: str) -> None:
    singles = sum(1 for d in defs if d.kind == "single")
    variadic = any(d.kind != "single" for d in defs)
    if variadic:
        if count < singles:
            raise op.error(f"expected {singles} or more {what}s, but found {count}")
        return
    if count == singles:
        return
    if what == "result":
        if singles == 0:
            raise op.error("requires zero results")
        if singles == 1:
            raise op.error("requires one result")
        raise op.error(f"expected {singles} results, but found {count}")
    if singles == 0:
        raise op.error("requires zero operands")
    if singles == 1:
        raise op.error("requires a single operand")
    raise op.error(f"expected {singles} operands, but found {count}")


def may_lack_terminator(block: Block) -> bool:
    region = block.parent
    if region is None:
        return True
    if len(region.blocks) != 1:
        return False
    op = region.parent
    if op is None:
        return True
    if not hasattr(type(op), "region_defs"):
        return True  # unregistered ops might have the NoTerminator trait
    return NO_TERMINATOR in op.traits or getattr(op, "no_terminator", False)


def block_entrance(block: Block) -> None:
    if not block.ops:
        if may_lack_terminator(block):
            return
        op = block.parent.parent if block.parent is not None else None
        err = VerifyError("empty block: expect at least a terminator",
                          op.loc if op is not None else None)
        err.no_op_note = True  # type: ignore[attr-defined]
        raise err
    last = block.ops[-1]
    for op in block.ops:
        if op.successors and op is not last:
            err = VerifyError("operation with block successors must terminate its parent "
                              "block", op.loc)
            err.op = op  # type: ignore[attr-defined]
            raise err


def block_exit(block: Block) -> None:
    if not block.ops:
        return
    last = block.ops[-1]
    for succ in last.successors:
        if succ.parent is not block.parent:
            err = last.error("branching to block of a different region")
            err.op = last  # type: ignore[attr-defined]
            raise err
    if may_lack_terminator(block):
        return
    if not hasattr(type(last), "region_defs"):
        return  # an unregistered op might be a terminator
    if TERMINATOR not in last.traits:
        err = VerifyError(f"block with no terminator, has {op_generic_text(last)}", last.loc)
        err.op = last  # type: ignore[attr-defined]
        raise err


def symbol_name(op: Operation) -> str | None:
    a = op.attributes.get("sym_name")
    return getattr(a, "value", None) if a is not None else None


def verify_symbol_table(op: Operation) -> None:
    """SymbolTable trait: one block, unique symbol names (`redefinition of symbol named`)."""
    if len(op.regions) != 1:
        raise op.error("Operations with a 'SymbolTable' must have exactly one region")
    region = op.regions[0]
    if len(region.blocks) != 1:
        raise op.error("Operations with a 'SymbolTable' must have exactly one block")
    seen: dict[str, Operation] = {}
    for child in region.blocks[0].ops:
        name = symbol_name(child)
        if name is None:
            continue
        prev = seen.get(name)
        if prev is not None:
            err = VerifyError(f"redefinition of symbol named '{name}'", child.loc)
            err.note("see existing symbol definition here", prev.loc)
            err.no_op_note = True  # type: ignore[attr-defined]
            raise err
        seen[name] = child


def lookup_symbol(table_op: Operation, name: str) -> Operation | None:
    """The op named `name` directly inside symbol table `table_op`."""
    for region in table_op.regions[:1]:
        for block in region.blocks[:1]:
            for child in block.ops:
                if symbol_name(child) == name:
                    return child
    return None


def nearest_symbol_table(op: Operation) -> Operation | None:
    p = op.parent_op
    while p is not None and SYMBOL_TABLE not in p.traits:
        p = p.parent_op
    return p


def resolve_symbol(op: Operation, path: list[str]) -> Operation | None:
    """SymbolTable::lookupNearestSymbolFrom for a nested reference `@a::@b`."""
    table = nearest_symbol_table(op)
    if table is None:
        return None
    found = lookup_symbol(table, path[0])
    for name in path[1:]:
        if found is None or SYMBOL_TABLE not in found.traits:
            return None
        found = lookup_symbol(found, name)
    return found
