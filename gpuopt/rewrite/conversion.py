"""The dialect-conversion driver (MLIR's applyPartialConversion / applyFullConversion).

Every op nested in the root is legalized in pre-order: a legal op stays; another gets the
patterns that match it, highest benefit first. A pattern's work counts only when the ops it
creates (and the ops it changes in place, its root included) legalize in turn, recursively;
otherwise, or when it reports `no_match`, its edits are rolled back from the rewriter's journal
and the next pattern is tried (MLIR's choice too). An edit made behind the rewriter's back
(`rw.modified(op)` after changing `op` directly) cannot be undone: rolling back over one raises
PatternError naming the pattern. A pattern is not applied again to ops of its own making.

Partial conversion leaves pre-existing ops the target does not name; full conversion requires
every op to end up legal. A failure is a located `failed to legalize operation '...'` error
carrying, as notes, the reasons the patterns recorded; the IR is then rolled back to the input.
Values whose type changes are bridged by `builtin.unrealized_conversion_cast` ops; at the end,
cast pairs that cancel fold away, unused casts are erased (a target cast only when the value it
casts has no other live user, as MLIR 19 decides), and the `TypeConverter`'s materializations
replace the casts still there (a cast stays when none applies). An argument cast goes at the
block start (so they end up in reverse argument order) followed, when the argument's converted
type is not the new arguments' type, by a target cast to it, as MLIR 19 places them. An op that
folds is replaced by its folded values before patterns are tried (legalizeWithFold).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from gpuopt.diag import PassError
from gpuopt.ir.core import UNKNOWN_LOC, BlockArgument, Operation, Region, Value
from gpuopt.ir.opdef import Op, OperandDef
from gpuopt.rewrite import fold as F
from gpuopt.rewrite.debug import dbg, debug_on, loc_text
from gpuopt.rewrite.pattern import Pattern, by_benefit
from gpuopt.rewrite.rewriter import Rewriter, irreversible

KIND = "dialect-conversion"
RULE = "//===-------------------------------------------===//"
FAIL = object()  # a type conversion returning FAIL stops the search: the type cannot convert
CAST = "builtin.unrealized_conversion_cast"


class PatternError(AssertionError):
    """A pattern bug: an edit it cannot undo, made by a pattern that then did not match."""


class ConversionTarget:
    """Which ops are legal: by op name or class, by dialect, or by a callback."""

    def __init__(self, legal: Iterable = (), illegal: Iterable = (),
                 legal_dialects: Iterable = (), illegal_dialects: Iterable = (),
                 dynamic: dict | None = None) -> None:
        self.legal = {_name(x) for x in legal}
        self.illegal = {_name(x) for x in illegal}
        self.legal_dialects = {_name(d) for d in legal_dialects}
        self.illegal_dialects = {_name(d) for d in illegal_dialects}
        self.dynamic: dict[str, Callable] = {_name(k): v for k, v in (dynamic or {}).items()}
        self.recursively_legal: set[str] = set()

    def add_legal_op(self, *ops) -> None:
        self.legal.update(_name(x) for x in ops)

    def add_illegal_op(self, *ops) -> None:
        self.illegal.update(_name(x) for x in ops)

    def add_legal_dialect(self, *dialects) -> None:
        self.legal_dialects.update(_name(d) for d in dialects)

    def add_dynamically_legal_op(self, op, is_legal: Callable) -> None:
        """`is_legal(op) -> bool` decides, op by op (a func.func with a legal signature)."""
        self.dynamic[_name(op)] = is_legal

    def mark_op_recursively_legal(self, *ops) -> None:
        """When these ops are legal, the ops nested in them are not looked at."""
        self.recursively_legal.update(_name(x) for x in ops)

    def legality(self, op) -> bool | None:
        """True legal, False illegal, None unknown (the target does not say)."""
        name = op.name
        if name in self.dynamic:
            return bool(self.dynamic[name](op))
        if name in self.legal:
            return True
        if name in self.illegal:
            return False
        dialect = name.split(".")[0]
        if dialect in self.dynamic:
            return bool(self.dynamic[dialect](op))
        if dialect in self.legal_dialects:
            return True
        if dialect in self.illegal_dialects:
            return False
        return None


def _name(x) -> str:
    return x if isinstance(x, str) else x.name


class SignatureConversion:
    """How the arguments of a block (or a function's inputs) change: each original input maps
    to a run of new inputs (1:1, 1:N or 1:0) or is replaced by an existing value."""

    def __init__(self, num_inputs: int) -> None:
        self.inputs: list[tuple[int, int] | Value | None] = [None] * num_inputs
        self.converted_types: list = []

    def add_inputs(self, index: int | None, types) -> None:
        """Original input `index` becomes new inputs of `types`; index None appends new
        inputs that no original one maps to."""
        types = list(types)
        if index is not None:
            self.inputs[index] = (len(self.converted_types), len(types))
        self.converted_types.extend(types)

    def is_identity(self, types) -> bool:
        return list(types) == self.converted_types and all(
            how == (i, 1) for i, how in enumerate(self.inputs))


class TypeConverter:
    """Converts types with the registered functions, last added first (as MLIR does).

    A conversion function returns a type (1:1), a list of types (1:N, an empty list drops the
    value), None (not handled: try the next function) or FAIL (the type cannot convert). A
    type no function handles cannot convert: register `lambda t: t` first to keep the rest.
    A materialization `fn(rw, type, inputs, loc) -> Value | None` builds, at the insertion
    point of `rw`, a value of `type` from `inputs`: source ones turn converted values back into
    an original type, target ones turn values into a converted type, argument ones rebuild a
    block argument from its converted arguments. Without one the bridge stays a
    `builtin.unrealized_conversion_cast`.
    """

    def __init__(self, *conversions: Callable) -> None:
        self.conversions: list[Callable] = list(conversions)
        self.source_materializations: list[Callable] = []
        self.target_materializations: list[Callable] = []
        self.argument_materializations: list[Callable] = []
        self._cache: dict[Any, tuple | None] = {}

    def add_conversion(self, fn: Callable) -> Callable:
        self.conversions.append(fn)
        self._cache.clear()
        return fn

    add = add_conversion

    def add_source_materialization(self, fn: Callable) -> Callable:
        self.source_materializations.append(fn)
        return fn

    def add_target_materialization(self, fn: Callable) -> Callable:
        self.target_materializations.append(fn)
        return fn

    def add_argument_materialization(self, fn: Callable) -> Callable:
        self.argument_materializations.append(fn)
        return fn

    def convert_types(self, t) -> list | None:
        """The types `t` converts to (possibly several, possibly none); None when it cannot."""
        if t in self._cache:
            got = self._cache[t]
            return None if got is None else list(got)
        out: tuple | None = None
        for fn in reversed(self.conversions):
            r = fn(t)
            if r is None:
                continue
            if r is not FAIL:
                out = tuple(r) if isinstance(r, list | tuple) else (r,)
            break
        self._cache[t] = out
        return None if out is None else list(out)

    def convert_type(self, t):
        """The one type `t` converts to; None when it cannot, or converts to several."""
        got = self.convert_types(t)
        return got[0] if got is not None and len(got) == 1 else None

    def is_legal(self, t) -> bool:
        got = self.convert_types(t)
        return got is not None and len(got) == 1 and got[0] is t

    def is_signature_legal(self, function_type) -> bool:
        """Whether every input and result type of a FunctionType is legal."""
        return all(self.is_legal(t) for t in (*function_type.inputs, *function_type.results))

    def convert_signature(self, types) -> SignatureConversion | None:
        """The conversion of inputs of `types`; None when one of them cannot convert."""
        types = list(types)
        conv = SignatureConversion(len(types))
        for i, t in enumerate(types):
            got = self.convert_types(t)
            if got is None:
                return None
            conv.add_inputs(i, got)
        return conv

    def convert_function_signature(self, function_type) -> tuple | None:
        """(SignatureConversion of the inputs, converted result types) of a FunctionType;
        None when a type cannot convert."""
        conv = self.convert_signature(function_type.inputs)
        results: list = []
        for t in function_type.results:
            got = self.convert_types(t)
            if got is None:
                return None
            results.extend(got)
        return None if conv is None else (conv, results)

    def convert_block_signature(self, block) -> SignatureConversion | None:
        return self.convert_signature(a.type for a in block.args)

    def materialize(self, kind: str, rw: Rewriter, t, inputs: list, loc) -> Value | None:
        fns = {"source": self.source_materializations[::-1],
               "target": self.target_materializations[::-1],
               "argument": self.argument_materializations[::-1]
               + self.target_materializations[::-1]}[kind]
        for fn in fns:
            v = fn(rw, t, inputs, loc)
            if v is not None:
                return v
        return None


class Unconvertible(Exception):
    """An operand whose type cannot convert: the pattern fails with this reason."""


class Adaptor:
    """The operands of an op as its pattern should use them: converted, by field name.

    `adaptor.x` is the converted value of operand field `x` (a list for a variadic field, and
    for a value its type converts 1:N); `adaptor.operands` is every converted operand, flat.
    """

    def __init__(self, op: Operation, rw: ConversionRewriter) -> None:
        self._op = op
        self._rw = rw
        self._fields = getattr(type(op), "fields", {})
        self._memo: dict[Value, list] = {}  # value -> its converted values (remap is pure)

    @property
    def operands(self) -> list:
        return self._rw.converted(self._op.operands)

    def __getattr__(self, name: str):
        field = self._fields.get(name)
        if not isinstance(field, OperandDef):
            raise AttributeError(f"'{self._op.name}' has no operand field '{name}'")
        value = getattr(self._op, name)
        if value is None:
            return None
        if isinstance(value, list):
            out: list = []
            for v in value:
                out.extend(self._remap(v))
            return out
        got = self._remap(value)
        return got[0] if len(got) == 1 else got

    def _remap(self, value: Value) -> list:
        got = self._memo.get(value)
        if got is None:
            try:
                got = self._rw.remap(value, -1)
            except Unconvertible:  # again, for the operand number in the reason
                got = self._rw.remap(value, self._index(value))
            self._memo[value] = got
        return got

    def _index(self, value: Value) -> int:
        return next(i for i, v in enumerate(self._op.operands) if v is value)


class ConversionRewriter(Rewriter):
    """A journaling rewriter that remaps operands through the type converter and bridges
    type changes with casts."""

    def __init__(self, listener: Any, type_converter: TypeConverter | None) -> None:
        super().__init__(listener, KIND if debug_on(KIND) else "", keep_reasons=True)
        self.trace_edits = True
        self.notify_uses = False  # a replaced value's users are not changed in place (MLIR)
        self.type_converter = type_converter
        self.journal = []
        self.casts: dict[Operation, str] = {}  # bridging casts -> source, target, argument
        # source-cast result -> the result of the constant it stands for: folds see the
        # original constants, as in MLIR, where a replaced op stays until the conversion ends
        self.replaced_constants: dict[Value, Value] = {}
        self.target_casts: dict[tuple, Operation] = {}  # (value, types) -> its target cast
        self.pattern_label = ""  # the pattern being applied, for PatternError

    # ---- casts --------------------------------------------------------------------------
    def _cast(self, kind: str, inputs: list, types: list, block, index: int) -> Operation:
        from gpuopt.dialects.builtin import UnrealizedConversionCastOp as Cast
        op = Cast.create(list(inputs), list(types), {}, [], [],
                         self.root.loc if self.root is not None else UNKNOWN_LOC)
        self._insert_at(block, index, op)
        self.casts[op] = kind
        self._log(lambda: self.casts.pop(op, None))
        return op

    def _cast_after(self, kind: str, value: Value, types: list) -> Operation:
        """A cast of `value`, placed just after its definition so that it dominates its uses."""
        if isinstance(value, BlockArgument):
            block, index = value.block, 0
        else:
            block, index = value.op.parent, value.op.parent.ops.index(value.op) + 1
        return self._cast(kind, [value], types, block, index)

    # ---- operands -----------------------------------------------------------------------
    def remap(self, value: Value, index: int = 0) -> list:
        """`value` as the converted IR has it: the values of its converted type(s); `index`
        names the operand in the failure reason."""
        tc = self.type_converter
        if tc is None:
            return [value]
        want = tc.convert_types(value.type)
        if want is None:
            raise Unconvertible(f"unable to convert type for operand #{index}, "
                                f"type was {value.type}")
        if len(want) == 1 and want[0] is value.type:
            return [value]
        d = value.defining_op
        if d is not None and d in self.casts and len(d.results) == 1 and \
                [v.type for v in d.operands] == want:
            return list(d.operands)
        key = (value, tuple(want))
        cast = self.target_casts.get(key)
        if cast is None or cast.parent is None:  # none yet, or rolled back
            cast = self.target_casts[key] = self._cast_after("target", value, want)
        return list(cast.results)

    def converted(self, values, start: int = 0) -> list:
        """`values` in their converted types, flat (materialized by casts where needed);
        `start` is the operand number of the first one, for failure reasons."""
        out: list = []
        for i, v in enumerate(values):
            out.extend(self.remap(v, start + i))
        return out

    def constant_value(self, value: Value):
        """The value attribute of the constant `value` stands for, also when that constant was
        converted already (MLIR's matchers still see the original op), or None."""
        return F.const_value(self.replaced_constants.get(value, value))

    def adaptor(self, op: Operation) -> Adaptor:
        """The converted operands of `op`, by field name (MLIR's OpAdaptor)."""
        return Adaptor(op, self)

    # ---- replacement --------------------------------------------------------------------
    def replace(self, op, values) -> None:
        """Replaces the results of `op`: each by a value, or (1:N) by a list of values; a value
        of another type, or a list, reaches the old uses through a source cast."""
        if hasattr(values, "results"):
            values = values.results
        self._trace("Replace", op)
        values = list(values)
        assert len(values) == len(op.results), f"'{op.name}' replaced by {len(values)} values"
        for old, new in zip(op.results, values, strict=True):
            if new is None:
                assert not old.uses, f"result #{old.index} of '{op.name}' is still used"
            elif isinstance(new, Value) and new.type is old.type:
                self.replace_uses(old, new)
            elif old.uses:
                news = [new] if isinstance(new, Value) else list(new)
                cast = self._cast("source", news, [old.type], op.parent, op.parent.ops.index(op))
                self.replace_uses(old, cast.results[0])
                if op.has_trait("ConstantLike"):
                    self.replaced_constants[cast.results[0]] = old
        self._erase(op)

    def erase(self, op) -> None:
        super().erase(op)
        if any(r.uses for r in op.results):
            raise PatternError(f"pattern '{self.pattern_label}' erased '{op.name}', whose "
                               "results are still used (replace it instead)")

    # ---- signatures ---------------------------------------------------------------------
    def apply_signature_conversion(self, block, conversion: SignatureConversion):
        """Gives `block` the arguments of `conversion`; uses of an old argument take its new
        argument, the value it was replaced by, or an argument cast of its new arguments."""
        old = list(block.args)
        if conversion.is_identity(a.type for a in old):
            return block
        new_args = [BlockArgument(t, block, i) for i, t in enumerate(conversion.converted_types)]
        for a, how in zip(old, conversion.inputs, strict=True):
            if isinstance(how, tuple):
                for na in new_args[how[0]:how[0] + how[1]]:
                    na.loc = a.loc
        block.args = new_args
        self._log(lambda: setattr(block, "args", old))
        for a, how in zip(old, conversion.inputs, strict=True):
            if isinstance(how, Value):  # an input replaced by an existing value
                self.replace_uses(a, how)
                continue
            news = [] if how is None else new_args[how[0]:how[0] + how[1]]
            if len(news) == 1 and news[0].type is a.type:
                self.replace_uses(a, news[0])
            elif a.uses:
                # each at the block start, so they end up in reverse argument order (MLIR 19)
                cast = self._cast("argument", news, [a.type], block, 0)
                cast.loc = a.loc  # MLIR 19: the argument's location, for both casts
                self.replace_uses(a, cast.results[0])
                self._pin_target_cast(cast, news)
        return block

    def _pin_target_cast(self, cast: Operation, news: list) -> None:
        """MLIR 19 follows an argument cast by a cast to the argument's converted type right
        away (when that is not the type of the new arguments: a 1:N conversion, a bare
        pointer for a memref); like every target cast, it stays while the value it casts is in
        use, used itself or not."""
        tc = self.type_converter
        want = tc.convert_types(cast.results[0].type) if tc is not None else None
        if want is None or len(want) != 1 or [v.type for v in news] == want:
            return  # a cast back to the new arguments' own types folds away
        value = cast.results[0]
        key = (value, tuple(want))
        target = self.target_casts[key] = self._cast_after("target", value, want)
        target.loc = cast.loc

    def convert_region_types(self, region: Region, converter: TypeConverter | None = None,
                             entry: SignatureConversion | None = None) -> Region | None:
        """Converts the arguments of every block of `region` with `converter` (the driver's by
        default); `entry`, when given, converts the entry block. None, with nothing changed,
        when a type cannot convert."""
        converter = converter or self.type_converter
        plans = []
        for i, b in enumerate(region.blocks):
            conv = entry if i == 0 and entry is not None else (
                converter.convert_block_signature(b) if converter is not None else None)
            if conv is None:
                return None
            plans.append((b, conv))
        for b, conv in plans:
            self.apply_signature_conversion(b, conv)
        return region


class ConversionDriver:
    """Legalizes the ops nested in `root`; listens to the rewriter."""

    def __init__(self, root, patterns, target: ConversionTarget,
                 type_converter: TypeConverter | None, partial: bool) -> None:
        self.root = root
        self.patterns = by_benefit(patterns)
        self.target = target
        self.partial = partial
        self.rw = ConversionRewriter(self, type_converter)
        self.created: list[Operation] = []
        self.changed_ops: list[Operation] = []
        self.active: set = set()  # patterns being applied, further up the legalization
        self.ignored: set[Operation] = set()  # nested in recursively legal ops
        self.unconverted = Unconverted()
        self.in_place = False  # an op was folded in place
        self._candidates: dict[type, list] = {}  # op class -> the patterns that may match it

    def candidates(self, op) -> list:
        """The patterns to try on `op`, in order: those whose op types it is an instance of
        (found once per op class), and those that decide for themselves (`matches`)."""
        cls = type(op)
        got = self._candidates.get(cls)
        if got is None:
            got = self._candidates[cls] = [
                p for p in self.patterns
                if getattr(type(p), "matches", None) is not Pattern.matches
                or not p.op_types or issubclass(cls, p.op_types)]
        return got

    # ---- listener -----------------------------------------------------------------------
    def inserted(self, op) -> None:
        self.created.append(op)

    def modified(self, op) -> None:
        self.changed_ops.append(op)

    def erasing(self, op) -> None:
        pass

    # ---- driving ------------------------------------------------------------------------
    def run(self) -> list[Operation]:
        for op in list(self.root.walk())[1:]:
            if op in self.ignored or not self._attached(op):
                continue  # erased with an op converted before it
            if self.legalize(op):
                continue
            legality = self.target.legality(op)
            if not self.partial or legality is False:
                err = _failure(op, self.rw, legality is False)
                self._rollback(0, None)
                raise err
            self.unconverted.append(op)
        # every edit a pattern kept is in the journal; an in-place fold is not
        self.unconverted.changed = bool(self.rw.journal) or self.in_place
        _finalize_casts(self.rw)
        return self.unconverted

    def _attached(self, op) -> bool:
        while op is not self.root:
            block = op.parent
            if block is None or block.parent is None or block.parent.parent is None:
                return False
            op = block.parent.parent
        return True

    def _say(self, text: str) -> None:
        dbg(KIND, self.rw.indent + text)

    def legalize(self, op) -> bool:
        """Makes `op` legal: it is, or a pattern converts it (MLIR's OperationLegalizer)."""
        if self.rw.debug_kind:
            self._say(f"{RULE}\n{self.rw.indent}Legalizing operation : '{op.name}' at "
                      f"{loc_text(op)} {{")
        if self.target.legality(op) is True:
            if op.name in self.target.recursively_legal:
                self.ignored.update(list(op.walk())[1:])
            self._say(f"}} -> SUCCESS : operation marked legal by the target\n"
                      f"{self.rw.indent}{RULE}")
            self.rw.reasons.pop(op, None)
            return True
        folded = self._fold(op)
        if folded == F.IN_PLACE:  # the op changed: legalize it anew (MLIR 19)
            return self.legalize(op)
        if folded:
            self.rw.reasons.pop(op, None)
            self._say(f"}} -> SUCCESS : operation was folded\n{self.rw.indent}{RULE}")
            return True
        for p in self.candidates(op):
            if p.matches(op) and self._apply(op, p):
                self.rw.reasons.pop(op, None)
                self._say(f"}} -> SUCCESS\n{self.rw.indent}{RULE}")
                return True
        self._say(f"}} -> FAILURE : no matched legalization pattern\n{self.rw.indent}{RULE}")
        return False

    def _fold(self, op) -> bool:
        """MLIR's legalizeWithFold: an op that folds is replaced by its folded values; the
        constants the fold makes are legalized in turn. An in-place fold (commutative operands
        reordered) returns F.IN_PLACE: the op is then legalized anew."""
        if getattr(type(op), "fold", Op.fold) is Op.fold or op.has_trait("ConstantLike") or \
                op.name == "builtin.unrealized_conversion_cast":  # (the driver's own bridges)
            return False  # no fold hook
        rw = self.rw
        back = {}
        for i, v in enumerate(list(op.operands)):
            original = rw.replaced_constants.get(v)
            if original is not None:
                op.set_operand(i, original)  # put back right after the fold
                back[original] = v
        try:
            results = F.fold(op)
        finally:
            for i, v in enumerate(list(op.operands)):
                if v in back:  # (an in-place fold may have moved it: commutative ops)
                    op.set_operand(i, back[v])
        if results is None:
            return False
        if results == F.IN_PLACE:
            self.in_place = True  # an edit the journal does not hold
            return F.IN_PLACE
        results = [back.get(r, r) if hasattr(r, "uses") else r for r in results]
        state = len(rw.journal)
        created = self.created
        self.created = []
        try:
            rw.root = op
            rw.before(op)
            values = []
            for r, res in zip(results, op.results, strict=True):
                if hasattr(r, "uses"):
                    values.append(r)
                    continue
                const = F.materialize(r, res.type, op.loc, op)
                if const is None:
                    self._rollback(state, None)
                    return False
                values.append(rw.insert(const).results[0])
            self._say("  * Fold {\n" + rw.indent + "  } -> SUCCESS")
            rw.replace(op, values)
            for o in list(self.created):
                if self._attached(o) and not self.legalize(o):
                    self._rollback(state, None)
                    return False
            return True
        finally:
            self.created = created

    def _apply(self, op, p) -> bool:
        rw = self.rw
        label = p.label() if hasattr(p, "label") else getattr(p, "__name__", "pattern")
        self._say(f"  * Pattern : '{label}' {{")
        rw.pattern_label = label
        if p in self.active and not getattr(p, "bounded_recursion", False):
            self._say("  } -> FAILURE : pattern was already applied")
            return False
        state = len(rw.journal)
        created, changed = self.created, self.changed_ops
        self.created, self.changed_ops = [], []
        indent = rw.indent
        self.active.add(p)
        try:
            rw.root, rw.failed = op, False
            rw.before(op)
            try:
                p(op, rw)
            except Unconvertible as e:
                rw.no_match(op, str(e))
            if rw.failed or len(rw.journal) == state:
                self._say("  } -> FAILURE : pattern failed to match")
                self._rollback(state, p)
                return False
            rw.indent = indent + "    "
            why = self._legalize_results(op)
            rw.indent = indent
            if why is not None:
                rw.reasons.setdefault(op, []).append(why)
                self._say(f"  }} -> FAILURE : {why}")
                self._rollback(state, p)
                return False
            self._say("  } -> SUCCESS : pattern applied successfully")
            return True
        finally:
            rw.indent, rw.pattern_label = indent, label
            self.active.discard(p)
            self.created, self.changed_ops = created, changed

    def _legalize_results(self, root) -> str | None:
        """Legalizes what the pattern made: its new ops, then the ops it changed in place (the
        root too when it is still there); the reason it failed, or None."""
        new = [o for o in self.created if self._attached(o)]
        for o in new:
            if not self.legalize(o):
                return f"failed to legalize generated operation '{o.name}'"
        fresh = set(new)
        seen: set[Operation] = set()
        changed = [*self.changed_ops, root]
        for o in changed:
            if o in fresh or o in seen or not self._attached(o):
                continue
            seen.add(o)
            if not self.legalize(o):
                return f"failed to legalize operation '{o.name}' updated in place"
        return None

    def _rollback(self, state: int, p) -> None:
        journal = self.rw.journal
        if p is not None and irreversible in journal[state:]:
            label = p.label() if hasattr(p, "label") else getattr(p, "__name__", "pattern")
            raise PatternError(f"pattern '{label}' changed the IR behind the rewriter's back "
                               "(rw.modified) and then did not match; use `with rw.modify(op)`")
        while len(journal) > state:
            undo = journal.pop()
            undo()


def _failure(op, rw: ConversionRewriter, explicit: bool) -> PassError:
    tail = " that was explicitly marked illegal" if explicit else ""
    err = PassError(f"failed to legalize operation '{op.name}'{tail}", op.loc)
    for reason in rw.reasons.get(op, []):
        err.note(reason, op.loc)
    return err


def _finalize_casts(rw: ConversionRewriter) -> None:
    """Folds cast pairs that cancel, erases unused casts, then materializes the live ones."""
    rw.journal = None
    casts = [c for c in rw.casts if c.parent is not None]
    for c in casts:
        src = c.operands[0].defining_op if c.operands else None
        # (a cast of the driver's; or, under a target materialization, any unrealized cast,
        # one from an earlier pass included: MLIR 19 folds those too)
        ours = src in rw.casts or (rw.casts[c] == "target" and src is not None
                                   and src.name == "builtin.unrealized_conversion_cast")
        if ours and src.parent is not None and list(c.operands) == src.results and \
                [v.type for v in src.operands] == [r.type for r in c.results]:
            for r, v in zip(c.results, src.operands, strict=True):
                r.replace_all_uses_with(v)
    for c in reversed(casts):
        if c.parent is not None and not any(r.uses for r in c.results):
            if rw.casts[c] == "target" and _input_live(c, rw):
                continue  # MLIR 19 keeps it while the value it casts is in use
            c.erase()
    tc = rw.type_converter
    if tc is None:
        return
    for c in casts:
        if c.parent is None or len(c.results) != 1:
            continue
        rw.root = c
        rw.before(c)
        v = tc.materialize(rw.casts[c], rw, c.results[0].type, list(c.operands), c.loc)
        if v is not None and v is not c.results[0]:
            c.results[0].replace_all_uses_with(v)
            c.erase()


def _input_live(cast: Operation, rw: ConversionRewriter) -> bool:
    """Whether the value a target cast converts has a user besides unused casts (MLIR 19's
    computeNecessaryMaterializations: a materialization is live through the values it maps)."""
    for v in cast.operands:
        for user, _ in v.uses:
            if user is cast:
                continue
            if user not in rw.casts or any(r.uses for r in user.results):
                return True
    return False


class Unconverted(list):
    """The ops a partial conversion left unconverted; `changed`: whether it changed the IR."""
    changed = True


def apply_conversion(root, patterns, target: ConversionTarget | None = None,
                     type_converter: TypeConverter | None = None, partial: bool = True,
                     legal: Iterable = (), illegal: Iterable = ()) -> Unconverted:
    """Legalizes the ops nested in `root`; raises a located PassError on failure (the IR is
    then as it was). Returns the ops a partial conversion left unconverted (`.changed`
    tells whether anything was rewritten)."""
    if target is None:  # op classes and "dialect.op" names are ops; the others dialects
        def is_op(x) -> bool:
            return hasattr(x, "build") or (isinstance(x, str) and "." in x)
        target = ConversionTarget(
            legal=[x for x in legal if is_op(x)], illegal=[x for x in illegal if is_op(x)],
            legal_dialects=[x for x in legal if not is_op(x)],
            illegal_dialects=[x for x in illegal if not is_op(x)])
    return ConversionDriver(root, patterns, target, type_converter, partial).run()


def apply_partial_conversion(root, patterns, target: ConversionTarget,
                             type_converter: TypeConverter | None = None) -> Unconverted:
    return apply_conversion(root, patterns, target, type_converter, partial=True)


def apply_full_conversion(root, patterns, target: ConversionTarget,
                          type_converter: TypeConverter | None = None) -> None:
    apply_conversion(root, patterns, target, type_converter, partial=False)
