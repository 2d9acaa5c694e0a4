"""The IR verifier, run after parsing and after each pass, in MLIR's OperationVerifier order.

This module is the driver; what an op must satisfy lives on its class. For each op, on
entrance: its `verify_invariants()` (counts, declared field constraints and traits, see
ir/opdef.py), its own `verify()`, the Symbol trait; then its blocks (successors only on
terminators, terminators where a region needs one) and nested ops; on exit: the ops isolated
from above that it holds (each verified whole, dominance included), its `verify_regions()`
(checks that need the nested ops verified first), and for a symbol table unique names and the
`verify_symbol_uses()` of the ops inside. Once an op's structure is sound, the dominance of its
regions is checked. The
first failure is raised as a located VerifyError carrying MLIR's `see current operation:`
note, as mlir-opt prints it (mlir-opt-19 without threads: one function after the other).
"""
from __future__ import annotations

from gpuopt.diag import UNKNOWN_LOC, Diagnostic, GpuoptError, VerifyError
from gpuopt.ir import attrs as A
from gpuopt.ir import symbols
from gpuopt.ir.core import Block, Operation, UnknownOp
from gpuopt.ir.opdef import ATTRIBUTE_VERIFIERS

NO_TERMINATOR = "NoTerminator"
TERMINATOR = "Terminator"
SYMBOL_TABLE = "SymbolTable"
SYMBOL = "Symbol"
ISOLATED = "IsolatedFromAbove"
GRAPH = "GraphRegions"  # regions whose ops need not dominate their uses (RegionKind::Graph)
# mlir-opt's --mlir-print-op-on-diagnostic (off under --verify-diagnostics).
PRINT_OP_ON_DIAGNOSTIC = [True]


def verify(op: Operation) -> None:
    """Raises a VerifyError for the first rule `op` or a nested op breaks."""
    with symbols.caching():
        _Walk(stop=True).run(op)


def verify_all(op: Operation) -> list[Diagnostic]:
    """Every failure, one per failing op (a failing op's nested ops are not checked)."""
    w = _Walk(stop=False)
    with symbols.caching():
        w.run(op)
    return w.found


# ---- dominance ---------------------------------------------------------------------------


def verify_dominance(root: Operation) -> None:
    """Every operand dominates its use (MLIR's verifyDominanceOfContainedRegions, run on an
    op once its structure is verified): defined earlier in the same block, in a dominating
    block, or in a region around the user. Ops are checked in pre-order; ops isolated from
    above are left to their own verification. Unreachable blocks are not checked."""
    stack: list = []
    _push_regions(stack, root)
    seen: set = set()  # ops already checked (all earlier in their block than what follows)
    positions: dict = {}
    while stack:
        user, check = stack.pop()
        if check:
            block = user.parent
            for i, v in enumerate(user.operands):
                try:  # the common cases: earlier in the same block, or an argument of it
                    owner = v.op
                    if owner.parent is block and owner in seen:
                        continue
                except AttributeError:
                    if v.block is block:
                        continue
                if not _properly_dominates(v, user, positions):
                    raise _dominance_error(user, i)
        seen.add(user)
        if user.regions and ISOLATED not in user.traits:
            _push_regions(stack, user)


def _push_regions(stack: list, op: Operation) -> None:
    """The ops of `op`'s regions, to be popped in order, each with whether it is checked."""
    ssa = GRAPH not in op.traits
    items = []
    for region in op.regions:
        reachable = _reachable(region) if ssa and len(region.blocks) > 1 else None
        for block in region.blocks:
            check = ssa and (reachable is None or block in reachable)
            items.extend((o, check) for o in block.ops)
    items.reverse()
    stack.extend(items)


def _reachable(region) -> set:
    """Blocks reachable from the entry block through terminator successors."""
    seen = {region.blocks[0]}
    todo = [region.blocks[0]]
    while todo:
        term = todo.pop().terminator
        for succ in (term.successors if term is not None else ()):
            if succ not in seen:
                seen.add(succ)
                todo.append(succ)
    return seen


def _properly_dominates(v, user: Operation, positions: dict) -> bool:
    """MLIR's DominanceInfo::properlyDominates(Value, Operation *)."""
    block = v.parent_block
    region = block.parent if block is not None else None
    if region is None:
        return False
    user = region.find_ancestor_op(user)
    if user is None:
        return False
    parent = region.parent
    if parent is not None and GRAPH in parent.traits:
        return True
    owner = v.defining_op
    if owner is not None:
        if owner is user:
            return False  # an op does not dominate itself or what it holds
        if owner.parent is user.parent:
            index = positions.get(id(block))
            if index is None:
                index = positions[id(block)] = {id(o): i for i, o in enumerate(block.ops)}
            return index[id(owner)] < index[id(user)]
    return _block_dominates(region, block, user.parent, positions)


def _block_dominates(region, a, b, cache: dict) -> bool:
    """Block `a` dominates block `b` (an unreachable `b` is dominated by every block)."""
    if a is b:
        return True
    doms = cache.get(("dominators", id(region)))
    if doms is None:
        doms = cache[("dominators", id(region))] = _dominators(region)
    if b not in doms:
        return True  # unreachable
    return a in doms[b]


def _dominators(region) -> dict:
    """Block -> the set of blocks dominating it, for the blocks reachable from the entry."""
    reachable = _reachable(region)
    blocks = [b for b in region.blocks if b in reachable]
    entry = region.blocks[0]
    preds: dict = {b: [] for b in blocks}
    for b in blocks:
        term = b.terminator
        for s in (term.successors if term is not None else ()):
            if s in preds:
                preds[s].append(b)
    every = set(blocks)
    doms = {b: ({b} if b is entry else set(every)) for b in blocks}
    changed = True
    while changed:
        changed = False
        for b in blocks:
            if b is entry:
                continue
            new = set.intersection(*(doms[p] for p in preds[b])) if preds[b] else set()
            new = new | {b}
            if new != doms[b]:
                doms[b] = new
                changed = True
    return doms


def _dominance_error(user: Operation, index: int) -> GpuoptError:
    """MLIR's diagnoseInvalidOperandDominance: the error and a note on the definition."""
    err = VerifyError(f"operand #{index} does not dominate this use", user.loc)
    if PRINT_OP_ON_DIAGNOSTIC[0]:
        attach_current_op(err, user)
    err.no_op_note = True  # attached already, before the note below
    v = user.operands[index]
    here = user.parent
    here_region = here.parent if here is not None else None
    there = v.parent_block
    where = _region_relation(there.parent if there is not None else None, here_region)
    owner = v.defining_op
    if owner is not None:
        if there is here:
            where = "in the same block"
        err.note(f"operand defined here (op {'is ' if where.startswith('neither') else ''}"
                 f"{where})", owner.loc)
        return err
    region = there.parent
    parent = region.parent if region is not None else None
    index_of = region.blocks.index(there) if region is not None else 0
    err.note(f"operand defined as a block argument (block #{index_of} {where})",
             parent.loc if parent is not None else UNKNOWN_LOC)
    return err


def _region_relation(there, here) -> str:
    """Where region `there` (of a definition) stands to region `here` (of its user)."""
    if there is here:
        return "in the same region"
    if there is not None and there.is_ancestor(here):
        return "in a parent region"
    if here is not None and here.is_ancestor(there):
        return "in a child region"
    return "neither in a parent nor in a child region"


class _Walk:
    def __init__(self, stop: bool) -> None:
        self.stop = stop
        self.found: list[Diagnostic] = []

    def fail(self, err: GpuoptError, op: Operation | None) -> None:
        op = getattr(err, "op", None) or op
        if op is not None and PRINT_OP_ON_DIAGNOSTIC[0] and not getattr(err, "no_op_note",
                                                                          False):
            attach_current_op(err, op)
        if self.stop:
            raise err
        self.found.append(err.diag)

    def run(self, root: Operation) -> None:
        """MLIR's verifyOpAndDominance: the structure of `root` and the ops nested in it
        (those isolated from above are verified, the same way, when their parent exits, as
        verifyOnExit does), then the dominance of `root`'s regions."""
        failures = len(self.found)
        self.structure(root)
        if len(self.found) == failures and root.regions:
            try:
                verify_dominance(root)
            except GpuoptError as err:
                self.fail(err, None)

    def structure(self, root: Operation) -> None:
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
                isolated: list = []  # verified whole when `op` exits, in order
                stack.append((1, (op, isolated)))
                for region in reversed(op.regions):  # type: ignore[attr-defined]
                    for block in reversed(region.blocks):
                        stack.append((3, block))
                        for child in reversed(block.ops):
                            if child.regions and ISOLATED in child.traits:
                                isolated.append(child)
                            else:
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
            else:  # op exit: first the isolated ops it holds, then its region checks
                op, isolated = item  # type: ignore[misc]
                for child in reversed(isolated):  # gathered last to first
                    self.run(child)
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
    # Operation::emitError attaches this note when the error is made: before any other.
    err.note(f"see current operation: {text}", op.loc)
    err.diag.notes.insert(0, err.diag.notes.pop())


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
    """Its dialect attributes (MLIR's verifyOperationAttribute), the op's invariants (count
    traits, declared fields, type traits), its `verify()`."""
    for name in op.attributes:
        check = ATTRIBUTE_VERIFIERS.get(name)
        if check is not None:
            check(op)
    invariants = getattr(op, "verify_invariants", None)
    if invariants is not None:
        invariants()
    if SYMBOL in op.traits:
        verify_symbol(op)
    if TERMINATOR in op.traits:
        block = op.parent
        if block is None or block.ops[-1] is not op:
            # HasParent / ParentOneOf (which verify() checks first) come before it in mlir-opt
            try:
                op.verify()
            except GpuoptError as e:
                if "expects parent op" in str(e):
                    raise
            raise op.error("must be the last operation in the parent block")
    op.verify()
    if SYMBOL in op.traits:
        check_symbol_parent(op)


def verify_symbol(op: Operation) -> None:
    """SymbolOpInterface's checks: a string name, a known visibility, and no public
    declaration (an op whose `is_declaration()` says it has no body)."""
    if not isinstance(op.attributes.get("sym_name"), A.StringAttr):
        raise op.error("requires string attribute 'sym_name'")
    vis = op.attributes.get("sym_visibility")
    if vis is not None:
        if not isinstance(vis, A.StringAttr):
            raise op.error(f"requires visibility attribute 'sym_visibility' to be a string "
                           f"attribute, but got {vis}")
        if vis.value not in ("public", "private", "nested"):
            raise op.error('visibility expected to be one of ["public", "private", "nested"], '
                           f"but got {vis}")
    declaration = getattr(op, "is_declaration", None)
    if declaration is not None and declaration() and (vis is None or vis.value == "public"):
        raise op.error("symbol declaration cannot have public visibility")


def check_symbol_parent(op: Operation) -> None:
    """SymbolOpInterface: a symbol lives in a symbol table (or an unregistered op, which
    might be one)."""
    parent = op.parent_op
    if parent is not None and type(parent) is not UnknownOp and \
            SYMBOL_TABLE not in parent.traits:
        raise op.error("symbol's parent must have the SymbolTable trait")


def on_exit(op: Operation) -> None:
    if ISOLATED in op.traits:
        verify_isolated(op)
    fn = getattr(op, "verify_regions", None)
    if fn is not None:
        fn()
    if SYMBOL_TABLE in op.traits:
        verify_symbol_table(op)


def verify_isolated(isolated: Operation) -> None:
    """IsolatedFromAbove: nested ops use only values defined inside (ops nested in another
    isolated op are left to that op's own check, as in MLIR)."""
    for region in isolated.regions:
        inside: set[int] = set()  # blocks of the region and of non-isolated ops within
        pending = [region]
        while pending:
            for block in pending.pop().blocks:
                inside.add(id(block))
                for op in block.ops:
                    for v in op.operands:
                        try:
                            where = v.op.parent  # type: ignore[attr-defined]
                        except AttributeError:
                            where = getattr(v, "block", None)
                        if where is block or id(where) in inside:
                            continue
                        # a block seen later in the walk (graph regions), or outside
                        if not region.is_ancestor(v.parent_region):
                            err = op.error("using value defined outside the region",
                                           (isolated.loc, "required by region isolation "
                                                          "constraints"))
                            err.op = op  # `see current operation` shows the user
                            raise err
                    if op.regions and ISOLATED not in op.traits:
                        pending.extend(op.regions)


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


def verify_symbol_table(op: Operation) -> None:
    """SymbolTable trait: one block, unique symbol names (`redefinition of symbol named`)."""
    if len(op.regions) != 1:
        raise op.error("Operations with a 'SymbolTable' must have exactly one region")
    region = op.regions[0]
    if len(region.blocks) != 1:
        raise op.error("Operations with a 'SymbolTable' must have exactly one block")
    seen: dict[str, Operation] = {}
    for child in region.blocks[0].ops:
        name = symbols.symbol_name(child)
        if name is None:
            continue
        prev = seen.get(name)
        if prev is not None:
            err = VerifyError(f"redefinition of symbol named '{name}'", child.loc)
            err.note("see existing symbol definition here", prev.loc)
            err.no_op_note = True  # type: ignore[attr-defined]
            raise err
        seen[name] = child
    # SymbolUserOpInterface::verifySymbolUses of the nested ops (not inside nested tables).
    todo = [c for b in region.blocks for c in b.ops]
    todo.reverse()  # a stack: popped in pre-order
    while todo:
        child = todo.pop()
        uses = getattr(child, "verify_symbol_uses", None)
        if uses is not None:
            try:
                uses()
            except GpuoptError as err:
                err.op = child  # type: ignore[attr-defined]
                raise
        if child.regions and SYMBOL_TABLE not in child.traits:
            todo.extend(reversed([c for reg in child.regions for b in reg.blocks for c in b.ops]))
