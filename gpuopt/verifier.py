"""The IR verifier, run after parsing and after each pass, in MLIR's OperationVerifier order.

For each op, on entrance: the generic structural checks (counts of regions, results,
successors and operands that the op's fields allow), then the op's own `verify()`; then its
blocks (successors only on terminators, terminators where a region needs one) and nested ops;
on exit: the ops isolated from above that it holds (each verified whole, dominance included),
then the op's `verify_regions()` (checks that need the nested ops verified first, such as
symbol tables). Once an op's structure is sound, the dominance of its regions is checked. The
first failure is raised as a located VerifyError carrying MLIR's `see current operation:`
note, as mlir-opt prints it (mlir-opt-19 without threads: one function after the other).
"""
from __future__ import annotations

from gpuopt.diag import UNKNOWN_LOC, Diagnostic, GpuoptError, VerifyError
from gpuopt.ir.core import Block, Operation, UnknownOp

NO_TERMINATOR = "NoTerminator"
TERMINATOR = "Terminator"
SYMBOL_TABLE = "SymbolTable"
SYMBOL = "Symbol"
ISOLATED = "IsolatedFromAbove"
# mlir-opt's --mlir-print-op-on-diagnostic (off under --verify-diagnostics).
PRINT_OP_ON_DIAGNOSTIC = [True]


def verify(op: Operation) -> None:
    """Raises a VerifyError for the first rule `op` or a nested op breaks."""
    _SYMBOLS.clear()
    _CACHING[0] = True
    try:
        _Walk(stop=True).run(op)
    finally:
        _CACHING[0] = False
        _SYMBOLS.clear()


def verify_all(op: Operation) -> list[Diagnostic]:
    """Every failure, one per failing op (a failing op's nested ops are not checked)."""
    _SYMBOLS.clear()
    _CACHING[0] = True
    w = _Walk(stop=False)
    try:
        w.run(op)
    finally:
        _CACHING[0] = False
        _SYMBOLS.clear()
    return w.found


# ---- dominance ---------------------------------------------------------------------------
# Regions whose ops need not dominate their uses (RegionKind::Graph in MLIR 19).
GRAPH_REGION_OPS = frozenset({"builtin.module", "gpu.module"})


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
    ssa = op.name not in GRAPH_REGION_OPS
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
    if parent is not None and parent.name in GRAPH_REGION_OPS:
        return True
    owner = getattr(v, "op", None)
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
    owner = getattr(v, "op", None)
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


# Per-run symbol tables (id of the table op -> {name: first op of that name}): lookups made
# while one verification runs, over IR that does not change meanwhile.
_SYMBOLS: dict[int, dict] = {}
_CACHING = [False]


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
    check_counts(op)
    rules = RULES.get(op.name)
    if rules:
        for fn in rules:
            fn(op)
    if SYMBOL in op.traits:
        check_symbol_parent(op)
    op.verify()


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
    rules = EXIT_RULES.get(op.name)
    if rules:
        for r in rules:
            if r.__name__ not in _SYMBOL_USE_RULES:
                r(op)
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


_SYMBOL_USE_RULES = {"_func_call_uses", "_func_constant_uses", "_memref_get_global",
                     "_llvm_addressof", "_llvm_call"}


def _count_shape(cls) -> tuple | None:
    """(regions, results, successors, operands) as (exact count, or -minimum if variadic)."""
    def shape(defs) -> int:
        singles = sum(1 for d in defs if d.kind == "single")
        return -singles if any(d.kind != "single" for d in defs) else singles
    if getattr(cls, "skip_count_checks", False) or getattr(cls, "region_defs", None) is None:
        return None
    return (shape(cls.region_defs), shape(cls.result_defs), shape(cls.successor_defs),
            shape(cls.operand_defs), "operandSegmentSizes" in cls.prop_names)


_SHAPES: dict = {}


def _fits(want: int, n: int) -> bool:
    return n == want if want >= 0 else n >= -want


def check_counts(op: Operation) -> None:
    """ODS's count traits (OneRegion, OneResult, ZeroSuccessors, NOperands) in their order."""
    cls = type(op)
    shape = _SHAPES.get(cls, False)
    if shape is False:
        shape = _SHAPES[cls] = _count_shape(cls)
    if shape is None:
        return  # unregistered op, or one that checks its own counts
    key = (cls, len(op.regions), len(op.results), len(op.successors), len(op.operands),
           getattr(op.attributes.get("operandSegmentSizes"), "values", None) if shape[4]
           else None)
    if key in _COUNTS_OK:
        return
    _check_counts(op, cls, shape)
    _COUNTS_OK.add(key)  # the checks depend on nothing else


_COUNTS_OK: set = set()


def _check_counts(op: Operation, cls, shape: tuple) -> None:
    if _fits(shape[0], len(op.regions)) and _fits(shape[1], len(op.results)) and \
            _fits(shape[2], len(op.successors)) and _fits(shape[3], len(op.operands)):
        if not shape[4]:
            return  # the common case; the checks below word the errors
        values = getattr(op.attributes.get("operandSegmentSizes"), "values", None)
        if values is not None and len(values) == len(cls.operand_defs) and \
                sum(values) == len(op.operands):
            return
    region_defs = cls.region_defs
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
    # SymbolUserOpInterface::verifySymbolUses of the nested ops (not inside nested tables),
    # and the region-level checks registered with on_exit.
    todo = [c for b in region.blocks for c in b.ops]
    while todo:
        child = todo.pop(0)
        for r in EXIT_RULES.get(child.name, ()):
            if r.__name__ in _SYMBOL_USE_RULES:
                try:
                    r(child)
                except GpuoptError as err:
                    err.op = child  # type: ignore[attr-defined]
                    raise
        if SYMBOL_TABLE not in child.traits:
            todo[:0] = [c for reg in child.regions for b in reg.blocks for c in b.ops]


def lookup_symbol(table_op: Operation, name: str) -> Operation | None:
    """The op named `name` directly inside symbol table `table_op`."""
    table = _SYMBOLS.get(id(table_op))
    if table is None:
        table = {}
        for region in table_op.regions[:1]:
            for block in region.blocks[:1]:
                for child in block.ops:
                    table.setdefault(symbol_name(child), child)
        if _CACHING[0]:
            _SYMBOLS[id(table_op)] = table
    return table.get(name)


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


# ---- op rules by name (ODS constraints, traits and custom verifiers of MLIR 19) ---------
# Each rule is `fn(op)` raising `op.error(...)`; they run on entrance, after the count checks,
# in the order MLIR runs them (operand/result constraints, then traits, then verify()).
RULES: dict[str, list] = {}
EXIT_RULES: dict[str, list] = {}


def rule(*names: str, on_exit: bool = False):
    def wrap(fn):
        for n in names:
            (EXIT_RULES if on_exit else RULES).setdefault(n, []).append(fn)
        return fn
    return wrap


def _types():
    from gpuopt.ir import types as T
    return T


def _elem(t):
    T = _types()
    if isinstance(t, (T.VectorType, T.TensorType)):
        return t.element_type
    return t


def is_signless_int_like(t) -> bool:
    T = _types()
    e = _elem(t)
    return isinstance(e, T.IndexType) or (isinstance(e, T.IntegerType) and e.is_signless)


def is_fixed_int_like(t) -> bool:
    T = _types()
    e = _elem(t)
    return isinstance(e, T.IntegerType) and e.is_signless


def is_float_like(t) -> bool:
    T = _types()
    return isinstance(_elem(t), T.FloatType)


def is_bool_like(t) -> bool:
    T = _types()
    e = _elem(t)
    return isinstance(e, T.IntegerType) and e.width == 1 and e.is_signless


def is_i1(t) -> bool:
    T = _types()
    return t is T.i1


def is_memref(t) -> bool:
    T = _types()
    return isinstance(t, T.MemRefType)


def is_index(t) -> bool:
    T = _types()
    return isinstance(t, T.IndexType)


def is_token(t) -> bool:
    return str(t) in ("!gpu.async.token",)


def check_operand(op, i: int, pred, desc: str) -> None:
    if i < len(op.operands) and not pred(op.operands[i].type):
        raise op.error(f"operand #{i} must be {desc}, but got '{op.operands[i].type}'")


def check_operands(op, pred, desc: str, start: int = 0, stop: int | None = None) -> None:
    for i in range(start, len(op.operands) if stop is None else stop):
        check_operand(op, i, pred, desc)


def check_result(op, i: int, pred, desc: str) -> None:
    if i < len(op.results) and not pred(op.results[i].type):
        raise op.error(f"result #{i} must be {desc}, but got '{op.results[i].type}'")


def same_operands_and_result_type(op) -> None:
    types = [v.type for v in op.operands] + [r.type for r in op.results]
    if any(t is not types[0] for t in types[1:]):
        raise op.error("requires the same type for all operands and results")


def expect_parent(op, *names: str) -> None:
    parent = op.parent_op
    pname = parent.name if parent is not None else None
    if pname in names:
        return
    if len(names) == 1:
        raise op.error(f"expects parent op '{names[0]}'")
    raise op.error(f"expects parent op to be one of '{', '.join(names)}'")


def _enclosing(op, name: str):
    p = op.parent_op
    while p is not None and p.name != name:
        p = p.parent_op
    return p


def _fn_type(op):
    ft = op.attributes.get("function_type")
    return getattr(ft, "value", None)


# ---- arith ----------------------------------------------------------------------------------
_INT_BIN = ("addi", "subi", "muli", "shli", "divsi", "divui", "ceildivsi", "ceildivui",
            "floordivsi", "remsi", "remui", "andi", "ori", "xori", "shrsi", "shrui", "maxsi",
            "maxui", "minsi", "minui")
_FLOAT_BIN = ("addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf",
              "minnumf", "negf")


@rule(*(f"arith.{n}" for n in _INT_BIN))
def _arith_int_binary(op) -> None:
    check_operands(op, is_signless_int_like, "signless-integer-like")
    check_result(op, 0, is_signless_int_like, "signless-integer-like")
    same_operands_and_result_type(op)


@rule(*(f"arith.{n}" for n in _FLOAT_BIN))
def _arith_float_binary(op) -> None:
    check_operands(op, is_float_like, "floating-point-like")
    check_result(op, 0, is_float_like, "floating-point-like")
    same_operands_and_result_type(op)


@rule("arith.constant")
def _arith_constant(op) -> None:
    v = op.attributes.get("value")
    vt = getattr(v, "type", None)
    if vt is not None and op.results and vt is not op.results[0].type:
        raise op.error("failed to verify that all of {value, result} have same type")


def _width(t):
    T = _types()
    e = _elem(t)
    if isinstance(e, T.IntegerType):
        return e.width
    if isinstance(e, T.FloatType):
        return {"f16": 16, "bf16": 16, "f32": 32, "f64": 64, "f80": 80, "f128": 128,
                "tf32": 19}.get(str(e), 8)
    return None


def _shape_ok(a, b) -> bool:
    T = _types()
    if isinstance(a, (T.VectorType, T.TensorType)) or isinstance(b, (T.VectorType,
                                                                     T.TensorType)):
        return type(a) is type(b) and getattr(a, "shape", None) == getattr(b, "shape", None)
    return True


def _cast_compatible(name: str, a, b) -> bool:
    T = _types()
    if not _shape_ok(a, b):
        return False
    ea, eb = _elem(a), _elem(b)
    fi = lambda e: isinstance(e, T.IntegerType) and e.is_signless  # noqa: E731
    ff = lambda e: isinstance(e, T.FloatType)  # noqa: E731
    if name in ("extsi", "extui"):
        return fi(ea) and fi(eb) and ea.width < eb.width
    if name == "trunci":
        return fi(ea) and fi(eb) and ea.width > eb.width
    if name == "extf":
        return ff(ea) and ff(eb) and _width(ea) < _width(eb)
    if name == "truncf":
        return ff(ea) and ff(eb) and _width(ea) > _width(eb)
    if name in ("index_cast", "index_castui"):
        return (isinstance(ea, T.IndexType) and fi(eb)) or (fi(ea) and isinstance(eb,
                                                                                   T.IndexType))
    if name == "bitcast":
        ok = lambda e: fi(e) or ff(e) or isinstance(e, T.IndexType)  # noqa: E731
        return ok(ea) and ok(eb) and _width(ea) == _width(eb) and _width(ea) is not None
    if name in ("sitofp", "uitofp"):
        return fi(ea) and ff(eb)
    if name in ("fptosi", "fptoui"):
        return ff(ea) and fi(eb)
    return True


@rule(*(f"arith.{n}" for n in ("extsi", "extui", "trunci", "extf", "truncf", "index_cast",
                               "index_castui", "bitcast", "sitofp", "uitofp", "fptosi",
                               "fptoui")))
def _arith_cast(op) -> None:
    short = op.name.split(".", 1)[1]
    if short in ("extsi", "extui", "trunci", "sitofp", "uitofp"):
        check_operand(op, 0, is_fixed_int_like, "signless-fixed-width-integer-like")
    if short in ("extf", "truncf", "fptosi", "fptoui"):
        check_operand(op, 0, is_float_like, "floating-point-like")
    if short in ("sitofp", "uitofp"):
        check_result(op, 0, is_float_like, "floating-point-like")
    if short in ("fptosi", "fptoui", "extsi", "extui", "trunci"):
        check_result(op, 0, is_fixed_int_like, "signless-fixed-width-integer-like")
    if short in ("extf", "truncf"):
        check_result(op, 0, is_float_like, "floating-point-like")
    if not op.operands or not op.results:
        return
    a, b = op.operands[0].type, op.results[0].type
    if not _cast_compatible(short, a, b):
        raise op.error(f"operand type '{a}' and result type '{b}' are cast incompatible")


@rule("arith.cmpi", "arith.cmpf")
def _arith_cmp(op) -> None:
    check_result(op, 0, is_bool_like, "bool-like")


@rule("arith.select")
def _arith_select(op) -> None:
    check_operand(op, 0, is_bool_like, "bool-like")


# ---- math -----------------------------------------------------------------------------------
_MATH_FLOAT = ("sqrt", "rsqrt", "exp", "exp2", "expm1", "log", "log2", "log10", "log1p",
               "sin", "cos", "tan", "tanh", "atan", "erf", "absf", "ceil", "floor", "round",
               "roundeven", "trunc", "powf", "atan2", "fma", "copysign", "cbrt", "asin",
               "acos", "sinh", "cosh", "asinh", "acosh", "atanh")


@rule(*(f"math.{n}" for n in _MATH_FLOAT))
def _math_float(op) -> None:
    check_operands(op, is_float_like, "floating-point-like")
    check_result(op, 0, is_float_like, "floating-point-like")
    same_operands_and_result_type(op)


@rule("math.absi", "math.ctlz", "math.cttz", "math.ctpop")
def _math_int(op) -> None:
    check_operands(op, is_signless_int_like, "signless-integer-like")
    check_result(op, 0, is_signless_int_like, "signless-integer-like")
    same_operands_and_result_type(op)


# ---- func -----------------------------------------------------------------------------------
@rule("func.return")
def _func_return(op) -> None:
    expect_parent(op, "func.func")
    fn = op.parent_op
    ft = _fn_type(fn)
    if ft is None:
        return
    name = fn.attributes["sym_name"].value
    results = ft.results
    if len(op.operands) != len(results):
        raise op.error(f"has {len(op.operands)} operands, but enclosing function (@{name}) "
                       f"returns {len(results)}")
    for i, (v, t) in enumerate(zip(op.operands, results, strict=False)):
        if v.type is not t:
            err = VerifyError(f"type of return operand {i} ('{v.type}') doesn't match "
                              f"function result type ('{t}') in function @{name}", op.loc)
            raise err


@rule("func.func", "gpu.func", "llvm.func")
def _func_entry_args(op) -> None:
    ft = _fn_type(op)
    if ft is None or not op.regions or not op.regions[0].blocks:
        return
    if op.name == "llvm.func":
        return
    inputs = getattr(ft, "inputs", ())
    args = op.regions[0].blocks[0].args
    if op.name == "func.func" and len(args) != len(inputs):
        raise op.error(f"entry block must have {len(inputs)} arguments to match function "
                       "signature")
    for i, (a, t) in enumerate(zip(args, inputs, strict=False)):
        if a.type is not t:
            raise op.error(f"type of entry block argument #{i}('{a.type}') must match the "
                           f"type of the corresponding argument in function signature('{t}')")


def _sym_path(attr) -> list[str] | None:
    if attr is None or not hasattr(attr, "root"):
        return None
    return [attr.root, *attr.nested]


@rule("func.call", on_exit=True)
def _func_call_uses(op) -> None:
    path = _sym_path(op.attributes.get("callee"))
    if path is None:
        return
    fn = resolve_symbol(op, path)
    if fn is None or fn.name != "func.func":
        raise op.error(f"'{path[-1]}' does not reference a valid function")
    ft = _fn_type(fn)
    if len(ft.inputs) != len(op.operands):
        raise op.error("incorrect number of operands for callee")
    for i, (v, t) in enumerate(zip(op.operands, ft.inputs, strict=False)):
        if v.type is not t:
            raise op.error(f"operand type mismatch: expected operand type '{t}', but "
                           f"provided '{v.type}' for operand number {i}")
    if len(ft.results) != len(op.results):
        raise op.error("incorrect number of results for callee")
    for i, (r, t) in enumerate(zip(op.results, ft.results, strict=False)):
        if r.type is not t:
            err = op.error(f"result type mismatch at index {i}")
            err.note("      op result types: " + ", ".join(f"'{x.type}'" for x in op.results))
            err.note("function result types: " + ", ".join(f"'{x}'" for x in ft.results))
            raise err


@rule("func.constant", on_exit=True)
def _func_constant_uses(op) -> None:
    path = _sym_path(op.attributes.get("value"))
    if path is None:
        return
    fn = resolve_symbol(op, path)
    if fn is None or fn.name != "func.func":
        raise op.error(f"reference to undefined function '{path[-1]}'")


# ---- builtin --------------------------------------------------------------------------------
@rule("builtin.module")
def _builtin_module(op) -> None:
    if op.regions and op.regions[0].blocks and op.regions[0].blocks[0].args:
        raise op.error("region should have no arguments")


@rule("builtin.unrealized_conversion_cast")
def _unrealized_cast(op) -> None:
    if not op.results:
        raise op.error("expected at least one result for cast operation")


# ---- memref ---------------------------------------------------------------------------------
def _rank(t):
    return len(t.shape) if getattr(t, "shape", None) is not None else None


@rule("memref.load")
def _memref_load(op) -> None:
    m = op.operands[0].type if op.operands else None
    if m is None or not is_memref(m):
        return
    if op.results and op.results[0].type is not m.element_type:
        raise op.error("failed to verify that result type matches element type of 'memref'")
    n = len(op.operands) - 1
    if _rank(m) is not None and n != _rank(m):
        raise op.error(f"incorrect number of indices for load, expected {_rank(m)} but got "
                       f"{n}")


@rule("memref.store")
def _memref_store(op) -> None:
    if len(op.operands) < 2 or not is_memref(op.operands[1].type):
        return
    m = op.operands[1].type
    if op.operands[0].type is not m.element_type:
        raise op.error("failed to verify that type of 'value' matches element type of "
                       "'memref'")
    if _rank(m) is not None and len(op.operands) - 2 != _rank(m):
        raise op.error("store index operand count not equal to memref rank")


@rule("memref.alloc", "memref.alloca", "gpu.alloc")
def _memref_alloc(op) -> None:
    if not op.results or not is_memref(op.results[0].type):
        return
    m = op.results[0].type
    dyn = sum(1 for d in (m.shape or ()) if d in (-1, None, "?"))
    sizes = op.attributes.get("operandSegmentSizes")
    vals = getattr(sizes, "values", None)
    if op.name == "gpu.alloc":
        n = vals[1] if vals is not None and len(vals) > 1 else len(
            [v for v in op.operands if is_index(v.type)])
    else:
        n = vals[0] if vals is not None else len(op.operands)
    if n != dyn:
        raise op.error("dimension operand count does not equal memref dynamic dimension "
                       "count")


@rule("memref.dealloc")
def _memref_dealloc(op) -> None:
    check_operand(op, 0, is_memref, "ranked or unranked memref of any type values")


@rule("memref.dim")
def _memref_dim(op) -> None:
    check_result(op, 0, is_index, "index")


@rule("memref.cast")
def _memref_cast(op) -> None:
    if not op.operands or not op.results:
        return
    a, b = op.operands[0].type, op.results[0].type
    ok = is_memref(a) and is_memref(b) and a.element_type is b.element_type \
        and a.memory_space == b.memory_space
    if ok and a.shape is not None and b.shape is not None:
        ok = len(a.shape) == len(b.shape) and all(
            x == y or x in (-1, None, "?") or y in (-1, None, "?")
            for x, y in zip(a.shape, b.shape, strict=False))
    if not ok:
        raise op.error(f"operand type '{a}' and result type '{b}' are cast incompatible")


@rule("memref.get_global", on_exit=True)
def _memref_get_global(op) -> None:
    path = _sym_path(op.attributes.get("name"))
    if path is None:
        return
    g = resolve_symbol(op, path)
    if g is None or g.name != "memref.global":
        raise op.error(f"'{path[-1]}' does not reference a valid global memref")
    gt = getattr(g.attributes.get("type"), "value", None)
    if op.results and gt is not None and op.results[0].type is not gt:
        raise op.error(f"result type '{op.results[0].type}' does not match type '{gt}' of "
                       f"the global memref @{path[-1]}")


# ---- scf ------------------------------------------------------------------------------------
@rule("scf.yield")
def _scf_yield(op) -> None:
    expect_parent(op, "scf.execute_region", "scf.for", "scf.if", "scf.index_switch",
                  "scf.while")


@rule("scf.if")
def _scf_if(op) -> None:
    check_operand(op, 0, is_i1, "1-bit signless integer")
    if op.results and (len(op.regions) < 2 or not op.regions[1].blocks):
        raise op.error("must have an else block if defining values")


@rule("scf.if", on_exit=True)
def _scf_if_exit(op) -> None:
    for region in op.regions:
        for block in region.blocks[:1]:
            term = block.ops[-1] if block.ops else None
            if term is None or term.name != "scf.yield":
                continue
            if len(term.operands) != len(op.results):
                raise op.error(f" region control flow edge from Region #{op.regions.index(region)}"
                               f" to parent results: source has {len(term.operands)} "
                               f"operands, but target successor needs {len(op.results)}")
            for i, (v, r) in enumerate(zip(term.operands, op.results, strict=False)):
                if v.type is not r.type:
                    raise op.error(f" along control flow edge from Region "
                                   f"#{op.regions.index(region)} to parent results: source "
                                   f"type #{i} '{v.type}' should match input type #{i} "
                                   f"'{r.type}'")


@rule("scf.for")
def _scf_for(op) -> None:
    bounds = op.operands[:3]
    if len(bounds) == 3 and not (bounds[0].type is bounds[1].type is bounds[2].type):
        raise op.error("failed to verify that all of {lowerBound, upperBound, step} have "
                       "same type")
    inits = op.operands[3:]
    if not op.regions or not op.regions[0].blocks:
        return
    args = op.regions[0].blocks[0].args
    iter_args = args[1:]
    if len(inits) != len(iter_args):
        raise op.error(f"different number of inits and region iter_args: {len(inits)} != "
                       f"{len(iter_args)}")
    for i, (a, r) in enumerate(zip(iter_args, op.results, strict=False)):
        if a.type is not r.type:
            raise op.error(f"{i}-th region iter_arg and {i}-th loop result have different "
                           f"type: '{a.type}' != '{r.type}'")


@rule("scf.for", on_exit=True)
def _scf_for_exit(op) -> None:
    if not op.regions or not op.regions[0].blocks:
        return
    block = op.regions[0].blocks[0]
    term = block.ops[-1] if block.ops else None
    if term is None or term.name != "scf.yield":
        return
    iter_args = block.args[1:]
    if len(term.operands) != len(iter_args):
        raise op.error(f" region control flow edge from Region #0 to Region #0: source has "
                       f"{len(term.operands)} operands, but target successor needs "
                       f"{len(iter_args)}")
    for i, (a, v) in enumerate(zip(iter_args, term.operands, strict=False)):
        if a.type is not v.type:
            raise op.error(f"{i}-th region iter_arg and {i}-th yielded value have different "
                           f"type: '{a.type}' != '{v.type}'")


@rule("scf.parallel")
def _scf_parallel(op) -> None:
    for v in op.operands:
        d = v.owner if hasattr(v, "op") else None
        if d is None or d.name != "arith.constant":
            continue
    sizes = getattr(op.attributes.get("operandSegmentSizes"), "values", None)
    if sizes is not None and len(sizes) >= 3:
        steps = op.operands[sizes[0] + sizes[1]:sizes[0] + sizes[1] + sizes[2]]
        for s in steps:
            d = getattr(s, "op", None)
            val = getattr(d.attributes.get("value"), "value", None) if d is not None and \
                d.name in ("arith.constant",) else None
            if isinstance(val, int) and val <= 0:
                raise op.error("constant step operand must be positive")
    if op.regions and op.regions[0].blocks:
        block = op.regions[0].blocks[0]
        term = block.ops[-1] if block.ops else None
        if term is not None and term.name != "scf.reduce":
            err = op.error("expects body to terminate with 'scf.reduce'")
            err.note("terminator here", term.loc)
            raise err


# ---- cf and branches ------------------------------------------------------------------------
def _successor_operands(op) -> list[list]:
    name = op.name
    ops = op.operands
    if name in ("cf.br", "llvm.br"):
        return [list(ops)]
    if name in ("cf.cond_br", "llvm.cond_br"):
        t = getattr(op, "true_dest_operands", None)
        f = getattr(op, "false_dest_operands", None)
        if t is None or f is None:
            return []
        return [list(t), list(f)]
    return []


@rule("cf.br", "cf.cond_br", "llvm.br", "llvm.cond_br")
def _branch(op) -> None:
    if op.name in ("cf.cond_br", "llvm.cond_br"):
        check_operand(op, 0, is_i1, "1-bit signless integer")
    for si, (succ, vals) in enumerate(zip(op.successors, _successor_operands(op), strict=False)):
        if len(vals) != len(succ.args):
            err = VerifyError(f"branch has {len(vals)} operands for successor #{si}, but "
                              f"target block has {len(succ.args)}", op.loc)
            raise err
        for i, (v, a) in enumerate(zip(vals, succ.args, strict=False)):
            if v.type is not a.type:
                raise VerifyError(f"type mismatch for bb argument #{i} of successor #{si}",
                                  op.loc)


@rule("cf.assert")
def _cf_assert(op) -> None:
    check_operand(op, 0, is_i1, "1-bit signless integer")


# ---- async ----------------------------------------------------------------------------------
def _is_async_value(t) -> bool:
    return str(t).startswith("!async.value")


def _is_async_token(t) -> bool:
    return str(t) == "!async.token"


@rule("async.yield")
def _async_yield(op) -> None:
    expect_parent(op, "async.execute")


@rule("async.await")
def _async_await(op) -> None:
    check_operand(op, 0, lambda t: _is_async_value(t) or _is_async_token(t),
                  "async value type or async token type")
    if not op.operands:
        return
    t = op.operands[0].type
    if _is_async_token(t) and op.results:
        raise op.error("awaiting on a token must have empty result")
    if _is_async_value(t) and op.results:
        inner = getattr(t, "value_type", None) or getattr(t, "inner", None)
        if inner is not None and op.results[0].type is not inner:
            raise op.error(f"result type '{op.results[0].type}' does not match async value "
                           f"type '{inner}'")


@rule("async.execute")
def _async_execute(op) -> None:
    check_result(op, 0, _is_async_token, "async token type")
    sizes = getattr(op.attributes.get("operandSegmentSizes"), "values", None)
    n_deps = sizes[0] if sizes is not None else 0
    for i in range(n_deps):
        check_operand(op, i, _is_async_token, "variadic of async token type")


@rule("async.execute", on_exit=True)
def _async_execute_exit(op) -> None:
    if not op.regions or not op.regions[0].blocks:
        return
    block = op.regions[0].blocks[0]
    term = block.ops[-1] if block.ops else None
    if term is None or term.name != "async.yield":
        return
    values = op.results[1:]
    if len(term.operands) != len(values):
        raise op.error(f" region control flow edge from Region #0 to parent results: source "
                       f"has {len(term.operands)} operands, but target successor needs "
                       f"{len(values)}")
    for i, (v, r) in enumerate(zip(term.operands, values, strict=False)):
        inner = getattr(r.type, "value_type", None) or getattr(r.type, "inner", None)
        if inner is not None and v.type is not inner:
            raise op.error(f" along control flow edge from Region #0 to parent results: "
                           f"source type #{i} '{v.type}' should match input type #{i} "
                           f"'{r.type}'")


# ---- gpu ------------------------------------------------------------------------------------
@rule("gpu.return")
def _gpu_return(op) -> None:
    expect_parent(op, "gpu.func")
    ft = _fn_type(op.parent_op)
    if ft is None:
        return
    if len(op.operands) != len(ft.results):
        err = op.error(f"expected {len(ft.results)} result operands")
        err.note("return type declared here", op.parent_op.loc)
        raise err
    for i, (v, t) in enumerate(zip(op.operands, ft.results, strict=False)):
        if v.type is not t:
            err = op.error(f"unexpected type `'{v.type}'' for operand #{i}")
            raise err


@rule("gpu.terminator")
def _gpu_terminator(op) -> None:
    expect_parent(op, "gpu.launch")


@rule("gpu.wait")
def _gpu_wait(op) -> None:
    check_operands(op, is_token, "variadic of async token type")


@rule("gpu.dealloc")
def _gpu_dealloc(op) -> None:
    idx = [i for i, v in enumerate(op.operands) if not is_token(v.type)]
    for i in idx[:1]:
        check_operand(op, i, is_memref, "memref of any type values")


@rule("gpu.memcpy")
def _gpu_memcpy(op) -> None:
    mems = [v.type for v in op.operands if is_memref(v.type)]
    if len(mems) == 2 and mems[0].element_type is not mems[1].element_type:
        raise op.error("arguments have incompatible element type")


@rule("gpu.memset")
def _gpu_memset(op) -> None:
    vals = [v.type for v in op.operands if not is_token(v.type)]
    if len(vals) == 2 and is_memref(vals[0]) and vals[0].element_type is not vals[1]:
        raise op.error("failed to verify that all of {dst, value} have same element type")


@rule("gpu.shuffle")
def _gpu_shuffle(op) -> None:
    T = _types()
    check_operand(op, 0, lambda t: t in (T.i32, T.i64, T.f32, T.f64), "i32, i64, f32 or f64")
    if op.operands and op.results and op.results[0].type is not op.operands[0].type:
        raise op.error("failed to verify that all of {value, shuffleResult} have same type")


@rule("gpu.all_reduce")
def _gpu_all_reduce(op) -> None:
    same_operands_and_result_type(op)
    body = op.regions[0] if op.regions else None
    has_body = body is not None and bool(body.blocks)
    kind = op.attributes.get("op")
    if kind is not None and has_body:
        raise VerifyError("expected either an op attribute or a non-empty body", op.loc)
    if has_body:
        block = body.blocks[0]
        if len(block.args) != 2:
            raise VerifyError("expected two region arguments", op.loc)
        t = op.operands[0].type if op.operands else None
        for a in block.args:
            if a.type is not t:
                raise VerifyError("incorrect region argument type", op.loc)
        for b in body.blocks:
            term = b.ops[-1] if b.ops else None
            if term is not None and term.name == "gpu.yield":
                if len(term.operands) != 1:
                    raise VerifyError("expected one gpu.yield operand", op.loc)
                if term.operands[0].type is not t:
                    raise VerifyError("incorrect gpu.yield type", op.loc)
    elif kind is not None and op.operands:
        text = str(kind)
        k = text.rsplit(" ", 1)[-1].rstrip(">") if " " in text else text
        if k in ("and", "or", "xor") and not is_signless_int_like(op.operands[0].type):
            raise VerifyError(f"`{k}` reduction operation is not compatible with type "
                              f"'{op.operands[0].type}'", op.loc)
        if k in ("minnumf", "maxnumf", "minimumf", "maximumf") and \
                not is_float_like(op.operands[0].type):
            raise VerifyError(f"`{k}` reduction operation is not compatible with type "
                              f"'{op.operands[0].type}'", op.loc)


@rule("gpu.func")
def _gpu_func(op) -> None:
    ft = _fn_type(op)
    if ft is None:
        return
    if "gpu.kernel" in op.attributes and ft.results:
        raise op.error("expected void return type for kernel function")
    if not op.regions or not op.regions[0].blocks:
        return
    args = op.regions[0].blocks[0].args
    n_in = len(ft.inputs)
    wg = op.attributes.get("workgroup_attributions")
    n_wg = getattr(wg, "value", 0) or 0
    for i, a in enumerate(args[n_in:]):
        want = "workgroup" if i < n_wg else "private"
        space = getattr(a.type, "memory_space", None)
        text = str(space) if space is not None else ""
        if not is_memref(a.type):
            raise op.error("expected memref type in attribution")
        if text.startswith("#gpu.address_space<") and f"<{want}>" not in text:
            raise op.error(f"expected memory space {want} in attribution")


@rule("gpu.launch_func")
def _gpu_launch_func(op) -> None:
    p = op.parent_op
    module = None
    while p is not None:
        if p.name == "builtin.module":
            module = p
            break
        p = p.parent_op
    if module is None or "gpu.container_module" not in module.attributes:
        raise op.error("expected the closest surrounding module to have the "
                       "'gpu.container_module' attribute")


def _launch_func_kernel_checks(module, launch) -> None:
    kernel = launch.attributes.get("kernel")
    path = _sym_path(kernel)
    if path is None:
        return
    if len(path) < 2:
        return
    gmod = lookup_symbol(module, path[0])
    if gmod is None:
        raise launch.error(f"kernel container '{path[0]}' is undefined")
    if gmod.name != "gpu.module":
        if gmod.name == "gpu.binary":
            return
        raise launch.error(f"kernel module '{path[0]}' is undefined")
    fn = lookup_symbol(gmod, path[1])
    if fn is None:
        raise launch.error(f"kernel function '{kernel}' is undefined".replace(
            f"'{kernel}'", "'@" + "::@".join(path) + "'"))
    if "gpu.kernel" not in fn.attributes and fn.name == "gpu.func":
        raise launch.error("kernel function is missing the 'gpu.kernel' attribute")
    ft = _fn_type(fn)
    if ft is None:
        return
    args = _launch_args(launch)
    if len(args) != len(ft.inputs):
        raise launch.error(f"got {len(args)} kernel operands but expected {len(ft.inputs)}")
    for i, (v, t) in enumerate(zip(args, ft.inputs, strict=False)):
        if v.type is not t:
            raise launch.error(f"type of function argument {i} does not match")


def _launch_args(launch) -> list:
    return list(getattr(launch, "kernel_operands", None) or ())


@rule("builtin.module")
def _container_module(op) -> None:
    """GPUDialect::verifyOperationAttribute for `gpu.container_module`."""
    if "gpu.container_module" not in op.attributes:
        return
    passed = set()  # (kernel, argument types) already checked against this module's symbols
    for region in op.regions:
        for block in region.blocks:
            for child in block.ops:
                for nested in child.walk():
                    if nested.name == "gpu.launch_func":
                        key = (nested.attributes.get("kernel"),
                               tuple(v.type for v in _launch_args(nested)))
                        if key not in passed:
                            _launch_func_kernel_checks(op, nested)
                            passed.add(key)


# ---- llvm -----------------------------------------------------------------------------------
def _is_llvm_ptr(t) -> bool:
    return str(t).startswith("!llvm.ptr")


@rule("llvm.load")
def _llvm_load(op) -> None:
    check_operand(op, 0, _is_llvm_ptr, "LLVM pointer type")


@rule("llvm.alloca")
def _llvm_alloca(op) -> None:
    check_result(op, 0, _is_llvm_ptr, "LLVM pointer type")


@rule(*(f"llvm.{n}" for n in ("add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and",
                              "or", "xor", "shl", "lshr", "ashr")))
def _llvm_int_binary(op) -> None:
    same_operands_and_result_type(op)


@rule(*(f"llvm.{n}" for n in ("fadd", "fsub", "fmul", "fdiv", "frem")))
def _llvm_float_binary(op) -> None:
    check_operands(op, is_float_like, "floating point LLVM type or LLVM dialect-compatible "
                   "vector of floating point LLVM type")
    same_operands_and_result_type(op)


@rule("llvm.icmp")
def _llvm_icmp(op) -> None:
    check_result(op, 0, is_bool_like, "1-bit signless integer or LLVM dialect-compatible "
                 "vector of 1-bit signless integer")


@rule("llvm.return")
def _llvm_return(op) -> None:
    fn = op.parent_op
    if fn is None or fn.name != "llvm.func":
        return
    ft = _fn_type(fn)
    res = getattr(ft, "result", None)
    if res is None:
        results = getattr(ft, "results", None)
        res = results[0] if results else None
    void = res is None or str(res) == "!llvm.void"
    if void and op.operands:
        err = op.error("expected no operands")
        err.note("when returning from function", fn.loc)
        raise err
    if not void and len(op.operands) != 1:
        err = op.error("expected 1 operand")
        err.note("when returning from function", fn.loc)
        raise err
    if not void and op.operands[0].type is not res:
        err = op.error("mismatching result types")
        err.note("when returning from function", fn.loc)
        raise err


@rule("llvm.mlir.addressof", on_exit=True)
def _llvm_addressof(op) -> None:
    path = _sym_path(op.attributes.get("global_name"))
    if path is None:
        return
    g = resolve_symbol(op, path)
    if g is None or g.name not in ("llvm.mlir.global", "llvm.func"):
        raise op.error("must reference a global defined by 'llvm.mlir.global' or 'llvm.func'")


@rule("llvm.call", on_exit=True)
def _llvm_call(op) -> None:
    path = _sym_path(op.attributes.get("callee"))
    if path is None:
        return
    fn = resolve_symbol(op, path)
    if fn is None:
        raise op.error(f"'{path[-1]}' does not reference a symbol in the current scope")
    ft = _fn_type(fn)
    params = getattr(ft, "params", None) or getattr(ft, "inputs", None)
    if params is not None and "var_callee_type" not in op.attributes and \
            len(params) != len(op.operands):
        raise op.error(f"incorrect number of operands ({len(op.operands)}) for callee "
                       f"(expecting: {len(params)})")


# ---- nvvm -----------------------------------------------------------------------------------


def run_rules(op: Operation, table: dict) -> None:
    for fn in table.get(op.name, ()):
        fn(op)
