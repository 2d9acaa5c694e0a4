"""--canonicalize: folding, dead-op removal and the canonicalization patterns gpuopt registers.

Runs the greedy driver (gpuopt/rewrite/greedy.py) with the patterns below, as mlir-opt-19's
Canonicalizer does with the registered ops' canonicalization patterns.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.dialects import arith, cf, func, gpu, index, memref, scf, vector
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, UnknownOp
from gpuopt.ir.opdef import lookup
from gpuopt.passes.manager import Pass
from gpuopt.rewrite import Rewriter, pattern
from gpuopt.rewrite.fold import const_value


@pattern
def erase_redundant_wait_pairs(op: gpu.WaitOp, rw: Rewriter) -> None:
    # %t = gpu.wait async (no dependencies) used by gpu.wait [%t, ...]: drop %t from the list
    def trivial(v) -> bool:
        d = v.defining_op
        return isinstance(d, gpu.WaitOp) and not d.operands
    if not any(trivial(v) for v in op.async_deps):
        return rw.no_match(op, "no dependency is a gpu.wait without dependencies")
    keep = [v for v in op.operands if not trivial(v)]
    op.drop_all_uses()
    op.operands[:] = keep
    for i, v in enumerate(keep):
        v.uses.append((op, i))
    rw.modified(op)


@pattern
def simplify_wait(op: gpu.WaitOp, rw: Rewriter) -> None:
    # gpu.wait (nothing) is erased; %t1 = gpu.wait async [%t0] becomes %t0; unused tokens go
    token = op.token
    if not op.async_deps and token is None:
        return rw.erase(op)
    if len(op.async_deps) == 1 and token is not None:
        return rw.replace(op, [op.async_deps[0]])
    if token is not None and not token.uses:
        return rw.erase(op)
    return rw.no_match(op, "gpu.wait has dependencies and a used token")


@pattern
def fold_launch_arguments(op: gpu.LaunchOp, rw: Rewriter) -> None:
    # a block or thread id whose grid or block size is the constant 1 becomes
    # %c0 = arith.constant 0 : index at the start of the launch body
    args = op.body.blocks[0].args
    sizes = [op.grid_x, op.grid_y, op.grid_z, op.block_x, op.block_y, op.block_z]
    zero = None
    for arg, size in zip(args[:6], sizes, strict=True):
        c = _int_const(size)
        if c is None or c.value != 1 or not arg.uses:
            continue
        if zero is None:
            rw.at_start(op.body.blocks[0])
            zero = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(0, T.index),
                             result_types=[T.index], loc=op.loc).results[0]
        rw.replace_uses(arg, zero)
    if zero is None:
        return rw.no_match(op, "no id with a grid or block size of constant 1 is used")


@pattern
def index_cmp_of_sub(op: index.CmpOp, rw: Rewriter) -> None:
    # index.cmp(sub(a, b), 0) -> index.cmp(a, b); index.cmp(0, sub(a, b)) -> index.cmp(b, a)
    lhs, rhs = _int_const(op.lhs), _int_const(op.rhs)
    zero_rhs = rhs is not None and rhs.value == 0
    if not zero_rhs and not (lhs is not None and lhs.value == 0):
        return rw.no_match(op, "no operand is the constant 0")
    sub = (op.lhs if zero_rhs else op.rhs).defining_op
    if type(sub) is not index.OPS["sub"]:
        return rw.no_match(op, "the other operand is not an index.sub")
    x, y = (sub.lhs, sub.rhs) if zero_rhs else (sub.rhs, sub.lhs)
    new = rw.create(index.CmpOp, pred=op.attributes["pred"], lhs=x, rhs=y,
                    result_types=[T.i1])
    rw.replace(op, new.results)


def _int_const(v):
    c = const_value(v)
    return c if isinstance(c, A.IntegerAttr) else None


def _merged_overflow(a, b) -> dict:
    """The overflow flags both ops have (MergeOverflow), as build fields."""
    def flags(op) -> set:
        attr = op.attributes.get("overflowFlags")
        if attr is None:
            return set()
        text = str(attr)
        inner = text[text.index("<") + 1:text.rindex(">")]
        return {f.strip() for f in inner.split(",")} - {"none"}
    both = [f for f in ("nsw", "nuw") if f in flags(a) & flags(b)]
    if not both:
        return {}
    return {"overflow_flags": A.OpaqueAttr(f"#arith.overflow<{', '.join(both)}>")}


def _combine_constants(outer: type, inner_cls: type, combine):
    """addi(addi(x, c0), c1) -> addi(x, c0 + c1) and friends (arith's DRR patterns)."""
    outer_name, inner_name = outer.name, inner_cls.name

    def rewrite(op, rw: Rewriter) -> None:
        c1 = _int_const(op.operands[1])
        inner = op.operands[0].defining_op
        if c1 is None or type(inner) is not inner_cls:
            return rw.no_match(op, f"not {outer_name}({inner_name}(x, constant), constant)")
        c0 = _int_const(inner.operands[1])
        if c0 is None:
            return rw.no_match(op, "inner op has no constant operand")
        t = op.results[0].type
        const = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(combine(c0.value, c1.value),
                                                                    t), result_types=[t])
        new = rw.create(outer, lhs=inner.operands[0], rhs=const.results[0],
                        result_types=[t], **_merged_overflow(op, inner))
        rw.replace(op, new.results)
    rewrite.__name__ = f"fold_{outer_name.split('.')[1]}_of_{inner_name.split('.')[1]}_constant"
    p = pattern(rewrite)
    p.op_types = (outer,)
    return p


# ---- arith extended arithmetic ----------------------------------------------------------
def _extended_to_plain(cls, plain, kept: int):
    """An extended add or multiply whose second result (overflow, high half) is unused is the
    plain op (AddUIExtendedToAddI, MulUIExtendedToMulI, MulSIExtendedToMulI)."""
    def rewrite(op, rw: Rewriter) -> None:
        if op.results[1 - kept].uses:
            return rw.no_match(op, "the second result is used")
        new = rw.create(plain, lhs=op.lhs, rhs=op.rhs, result_types=[op.results[0].type])
        rw.replace(op, [new.results[0], op.results[1]])
    rewrite.__name__ = f"{cls.name.split('.')[1]}_to_{plain.name.split('.')[1]}"
    p = pattern(rewrite)
    p.op_types = (cls,)
    return p


@pattern
def mulsi_extended_rhs_one(op: arith.MulSIExtendedOp, rw: Rewriter) -> None:
    # x * 1: low x, high the sign of x (MulSIExtendedRHSOne; the one compared as a signed
    # value, so never an i1's true, and a splat one of a vector too)
    c = const_value(op.rhs)
    t = op.lhs.type
    if isinstance(c, A.DenseElementsAttr) and c.splat and isinstance(t, T.VectorType):
        one, et = int(c.values), T.element_type_of(t)
    else:
        one, et = (c.value, c.type) if isinstance(c, A.IntegerAttr) else (None, None)
    if one is None or _width(et) == 1 or one & ((1 << _width(et)) - 1) != 1:
        return rw.no_match(op, "rhs is not one")
    zero_attr = (A.DenseElementsAttr(0, t, splat=True) if isinstance(t, T.VectorType)
                 else A.IntegerAttr.get(0, t))
    zero = rw.create(arith.ConstantOp, value=zero_attr, result_types=[t])
    bool_t = T.VectorType.get(t.shape, T.i1, t.scalable) if isinstance(t, T.VectorType) \
        else T.i1
    neg = rw.create(arith.CmpIOp, predicate=A.IntegerAttr.get(2, T.i64), lhs=op.lhs,
                    rhs=zero.results[0], result_types=[bool_t])
    high = rw.create(arith.OPS["extsi"], in_=neg.results[0], result_types=[t])
    rw.replace(op, [op.lhs, high.results[0]])


def _is_one(v) -> bool:
    c = _int_const(v)
    return c is not None and (c.value & ((1 << _width(c.type)) - 1)) == 1


def _width(t) -> int:
    return 64 if isinstance(t, T.IndexType) else t.width


# ---- arith.select (its DRR patterns) --------------------------------------------------------
def _i1_const(rw: Rewriter, value: int):
    return rw.create(arith.ConstantOp, value=A.IntegerAttr.get(value, T.i1),
                     result_types=[T.i1]).results[0]


@pattern
def redundant_select_false(op: arith.SelectOp, rw: Rewriter) -> None:
    # select(p, a, select(p, b, c)) -> select(p, a, c)
    inner = op.false_value.defining_op
    if type(inner) is not arith.SelectOp or inner.condition is not op.condition:
        return rw.no_match(op, "the false value is no select on the same condition")
    new = rw.create(arith.SelectOp, condition=op.condition, true_value=op.true_value,
                    false_value=inner.false_value, result_types=[op.results[0].type])
    rw.replace(op, new.results)


@pattern
def redundant_select_true(op: arith.SelectOp, rw: Rewriter) -> None:
    # select(p, select(p, a, b), c) -> select(p, a, c)
    inner = op.true_value.defining_op
    if type(inner) is not arith.SelectOp or inner.condition is not op.condition:
        return rw.no_match(op, "the true value is no select on the same condition")
    new = rw.create(arith.SelectOp, condition=op.condition, true_value=inner.true_value,
                    false_value=op.false_value, result_types=[op.results[0].type])
    rw.replace(op, new.results)


@pattern
def select_not_cond(op: arith.SelectOp, rw: Rewriter) -> None:
    # select(not(p), a, b) -> select(p, b, a)
    d = op.condition.defining_op
    if type(d) is not arith.OPS["xori"] or not _is_one(d.operands[1]) \
            or op.condition.type is not T.i1:
        return rw.no_match(op, "the condition is no negation")
    new = rw.create(arith.SelectOp, condition=d.operands[0], true_value=op.false_value,
                    false_value=op.true_value, result_types=[op.results[0].type])
    rw.replace(op, new.results)


@pattern
def select_i1_to_not(op: arith.SelectOp, rw: Rewriter) -> None:
    # select(p, false, true) : i1 -> xori(p, true)
    if op.results[0].type is not T.i1 or op.condition.type is not T.i1 \
            or not _is_zero(op.true_value) or not _is_one(op.false_value):
        return rw.no_match(op, "not select(p, false, true)")
    one = _i1_const(rw, 1)
    new = rw.create(arith.OPS["xori"], lhs=op.condition, rhs=one, result_types=[T.i1])
    rw.replace(op, new.results)


@pattern
def select_to_ext_ui(op: arith.SelectOp, rw: Rewriter) -> None:
    # select(p, 1, 0) -> extui(p); select(p, 0, 1) -> extui(not(p))
    t = op.results[0].type
    if op.condition.type is not T.i1 or not isinstance(t, T.IntegerType) or t is T.i1:
        return rw.no_match(op, "not an integer select on an i1")
    if _is_one(op.true_value) and _is_zero(op.false_value):
        cond = op.condition
    elif _is_zero(op.true_value) and _is_one(op.false_value):
        one = _i1_const(rw, 1)
        cond = rw.create(arith.OPS["xori"], lhs=op.condition, rhs=one,
                         result_types=[T.i1]).results[0]
    else:
        return rw.no_match(op, "not a select of one and zero")
    new = rw.create(arith.OPS["extui"], in_=cond, result_types=[t])
    rw.replace(op, new.results)


def _is_zero(v) -> bool:
    c = _int_const(v)
    return c is not None and (c.value & ((1 << _width(c.type)) - 1)) == 0


# ---- cf ------------------------------------------------------------------------------------
def _collapse(block, operands):
    """Where a branch to `block` with `operands` can go instead when `block` only branches on
    (collapseBranch), as (block, operands), or None."""
    if len(block.ops) != 1 or type(block.ops[0]) is not cf.BranchOp:
        return None
    br = block.ops[0]
    if any(u is not br for a in block.args for u, _ in a.uses):
        return None
    dest = br.successors[0]
    if dest is block:
        return None
    ops = list(br.operands)
    if not block.args:
        return dest, ops
    return dest, [operands[v.index] if getattr(v, "block", None) is block and
                  not hasattr(v, "op") else v for v in ops]


def _br(rw: Rewriter, op, dest, operands) -> None:
    rw.before(op)
    new = rw.create(cf.BranchOp, dest_operands=list(operands), successors=[dest])
    rw.replace(op, new.results)


@pattern
def simplify_br(op: cf.BranchOp, rw: Rewriter) -> None:
    # a branch to a block with no other predecessor merges it (simplifyBrToBlockWithSinglePred);
    # a branch to a block that only branches on goes there (simplifyPassThroughBr)
    succ, parent = op.successors[0], op.parent
    if succ is not parent and len(succ.predecessors()) == 1:
        operands = list(op.operands)
        rw.erase(op)
        moved = list(succ.ops)
        rw.merge_blocks(succ, parent, operands)
        _notify_moved(rw, moved)
        return None
    found = _collapse(succ, list(op.operands)) if succ is not parent else None
    if found is None:
        return rw.no_match(op, "nothing to simplify")
    _br(rw, op, *found)


def _cond_br(rw: Rewriter, op, t, t_ops, f, f_ops) -> None:
    rw.before(op)
    attrs = {k: v for k, v in op.attributes.items() if k != "operandSegmentSizes"}
    new = rw.create(cf.CondBranchOp, condition=op.condition, true_dest_operands=list(t_ops),
                    false_dest_operands=list(f_ops), successors=[t, f], attributes=attrs)
    rw.replace(op, new.results)


@pattern
def simplify_const_cond_branch_pred(op: cf.CondBranchOp, rw: Rewriter) -> None:
    c = _int_const(op.condition)
    if c is None:
        return rw.no_match(op, "the condition is not constant")
    if c.value:
        return _br(rw, op, op.successors[0], op.true_dest_operands)
    _br(rw, op, op.successors[1], op.false_dest_operands)


@pattern
def simplify_pass_through_cond_branch(op: cf.CondBranchOp, rw: Rewriter) -> None:
    t, f = op.successors
    t_ops, f_ops = list(op.true_dest_operands), list(op.false_dest_operands)
    ct, cf_ = _collapse(t, t_ops), _collapse(f, f_ops)
    if ct is None and cf_ is None:
        return rw.no_match(op, "no successor only branches on")
    t, t_ops = ct or (t, t_ops)
    f, f_ops = cf_ or (f, f_ops)
    _cond_br(rw, op, t, t_ops, f, f_ops)


@pattern
def simplify_cond_branch_identical_successors(op: cf.CondBranchOp, rw: Rewriter) -> None:
    t, f = op.successors
    if t is not f:
        return rw.no_match(op, "the successors differ")
    t_ops, f_ops = list(op.true_dest_operands), list(op.false_dest_operands)
    if all(a is b for a, b in zip(t_ops, f_ops, strict=True)):
        return _br(rw, op, t, t_ops)
    if set(map(id, t.predecessors())) != {id(op.parent)}:
        return rw.no_match(op, "the successor has other predecessors")
    rw.before(op)
    merged = [a if a is b else rw.create(arith.SelectOp, condition=op.condition, true_value=a,
                                         false_value=b, result_types=[a.type]).results[0]
              for a, b in zip(t_ops, f_ops, strict=True)]
    _br(rw, op, t, merged)


def _single_pred(block):
    preds = block.predecessors()
    return preds[0] if len(preds) == 1 else None


@pattern
def simplify_cond_branch_from_cond_branch_on_same_condition(op: cf.CondBranchOp,
                                                            rw: Rewriter) -> None:
    pred = _single_pred(op.parent)
    br = pred.ops[-1] if pred is not None else None
    if type(br) is not cf.CondBranchOp or br.condition is not op.condition:
        return rw.no_match(op, "the single predecessor does not branch on the same condition")
    if br.successors[0] is op.parent:
        return _br(rw, op, op.successors[0], op.true_dest_operands)
    _br(rw, op, op.successors[1], op.false_dest_operands)


@pattern
def cond_branch_truth_propagation(op: cf.CondBranchOp, rw: Rewriter) -> None:
    consts: dict = {}
    replaced = False
    for value, dest in ((1, op.successors[0]), (0, op.successors[1])):
        if _single_pred(dest) is None:
            continue
        for user, i in list(reversed(op.condition.uses)):
            if user.parent is dest:
                if value not in consts:
                    rw.before(op)
                    consts[value] = _i1_const(rw, value)
                with rw.modify(user):
                    user.set_operand(i, consts[value])
                replaced = True
    if not replaced:
        rw.no_match(op, "no use of the condition in a successor")


def _switch_cases(op):
    vals = op.attributes.get("case_values")
    n = len(op.successors) - 1
    values = [] if vals is None else [vals.values] * n if vals.splat else list(vals.values)
    return list(zip(values, op.successors[1:], op.case_operand_groups(), strict=True))


def _switch(rw: Rewriter, op, default, default_ops, cases) -> None:
    rw.before(op)
    values = [c[0] for c in cases]
    attrs = {}
    if values:
        vt = T.VectorType.get((len(values),), op.flag.type)
        splat = all(x == values[0] for x in values)
        attrs["case_values"] = A.DenseElementsAttr(values[0] if splat else values, vt,
                                                   splat=splat)
    attrs["case_operand_segments"] = A.DenseArrayAttr(T.i32, tuple(len(c[2]) for c in cases))
    new = rw.create(cf.SwitchOp, flag=op.flag, default_operands=list(default_ops),
                    case_operands=[v for c in cases for v in c[2]],
                    successors=[default] + [c[1] for c in cases], attributes=attrs)
    rw.replace(op, new.results)


@pattern
def simplify_switch(op: cf.SwitchOp, rw: Rewriter) -> None:
    # only a default: a branch; cases that are the default go; a constant flag: a branch to
    # its case; successors that only branch on are skipped
    default, default_ops = op.successors[0], list(op.default_operands)
    cases = _switch_cases(op)
    if not cases:
        return _br(rw, op, default, default_ops)
    same = [c for c in cases if c[1] is default and len(c[2]) == len(default_ops)
            and all(a is b for a, b in zip(c[2], default_ops, strict=True))]
    if same:
        return _switch(rw, op, default, default_ops, [c for c in cases if c not in same])
    flag = _int_const(op.flag)
    if flag is not None:
        w = _width(op.flag.type)
        for v, dest, ops in cases:
            if (v - flag.value) % (1 << w) == 0:
                return _br(rw, op, dest, ops)
        return _br(rw, op, default, default_ops)
    changed = False
    found = _collapse(default, default_ops) if default is not op.parent else None
    if found is not None:
        default, default_ops = found
        changed = True
    new_cases = []
    for v, dest, ops in cases:
        found = _collapse(dest, list(ops)) if dest is not op.parent else None
        if found is not None:
            dest, ops = found
            changed = True
        new_cases.append((v, dest, list(ops)))
    if not changed:
        return rw.no_match(op, "nothing to simplify")
    _switch(rw, op, default, default_ops, new_cases)


# ---- func ----------------------------------------------------------------------------------
@pattern
def simplify_indirect_call_with_known_callee(op: func.CallIndirectOp, rw: Rewriter) -> None:
    d = op.callee.defining_op
    if type(d) is not func.ConstantOp:
        return rw.no_match(op, "the callee is not a func.constant")
    new = rw.create(func.CallOp, callee=d.attributes["value"],
                    operands_=list(op.callee_operands),
                    result_types=[r.type for r in op.results])
    rw.replace(op, new.results)


# ---- scf -----------------------------------------------------------------------------------
def _notify_moved(rw: Rewriter, ops) -> None:
    if rw.listener is not None:
        for o in ops:
            rw.listener.inserted(o)


def _replace_with_region(rw: Rewriter, op, block, args=()) -> None:
    """Inlines `block` before `op`, replaces `op` by what its terminator yields and erases the
    terminator (replaceOpWithRegion)."""
    moved = list(block.ops)
    rw.inline_block_before(block, op.parent, op.parent.ops.index(op), args)
    _notify_moved(rw, moved)
    term = moved[-1]
    rw.replace(op, list(term.operands))
    rw.erase(term)


def _const_diff(lb, ub):
    a, b = _int_const(lb), _int_const(ub)
    if a is not None and b is not None:
        return _signed(b.value, b.type) - _signed(a.value, a.type)
    d = ub.defining_op
    if type(d) is arith.AddIOp and d.operands[0] is lb:
        c = _int_const(d.operands[1])
        if c is not None:
            return _signed(c.value, c.type)
    return None


def _signed(v: int, t) -> int:
    w = _width(t)
    v &= (1 << w) - 1
    return v - (1 << w) if v >> (w - 1) else v


@pattern
def for_op_iter_args_folder(op: scf.ForOp, rw: Rewriter) -> None:
    # iter args that are yielded unchanged, or whose init is yielded, or that nothing uses,
    # go (ForOpIterArgsFolder)
    block = op.body.blocks[0]
    yielded = list(block.ops[-1].operands)
    keep = [not (a is y or init is y or (not a.uses and not r.uses))
            for init, a, r, y in zip(op.init_args, block.args[1:], op.results, yielded,
                                     strict=True)]
    if all(keep):
        return rw.no_match(op, "no iter arg to fold")
    inits = list(op.init_args)
    kept = [i for i, k in enumerate(keep) if k]
    new = rw.create(scf.ForOp, lower_bound=op.lower_bound, upper_bound=op.upper_bound,
                    step=op.step, init_args=[inits[i] for i in kept],
                    result_types=[op.results[i].type for i in kept])
    new_block = Block([block.args[0].type] + [block.args[1 + i].type for i in kept],
                      [op.loc] * (1 + len(kept)))
    new.body.append(new_block)
    args = [new_block.args[0]]
    it = iter(new_block.args[1:])
    args += [next(it) if k else inits[i] for i, k in enumerate(keep)]
    rw.merge_blocks(block, new_block, args)
    term = new_block.ops[-1]
    rw.at_end(new_block)
    rw.before(term)
    ops = list(term.operands)
    rw.create(scf.YieldOp, results_=[ops[i] for i in kept])
    rw.erase(term)
    res = iter(new.results)
    rw.replace(op, [next(res) if k else inits[i] for i, k in enumerate(keep)])


@pattern
def simplify_trivial_loops(op: scf.ForOp, rw: Rewriter) -> None:
    # zero-trip loops go, single-trip loops are inlined, empty loops yielding outside values
    # are those values (SimplifyTrivialLoops)
    if op.lower_bound is op.upper_bound:
        return rw.replace(op, list(op.init_args))
    diff = _const_diff(op.lower_bound, op.upper_bound)
    if diff is None:
        return rw.no_match(op, "the trip count is not constant")
    if diff <= 0:
        return rw.replace(op, list(op.init_args))
    step = _int_const(op.step)
    if step is None:
        return rw.no_match(op, "the step is not constant")
    if _signed(step.value, step.type) >= diff:
        return _replace_with_region(rw, op, op.body.blocks[0],
                                    [op.lower_bound, *op.init_args])
    block = op.body.blocks[0]
    if len(block.ops) != 1:
        return rw.no_match(op, "the body is not empty")
    yielded = list(block.ops[0].operands)
    if any(_defined_in(v, op) for v in yielded):
        return rw.no_match(op, "it yields values defined in the loop")
    rw.replace(op, yielded)


def _trip_count(lb, ub, step):
    if lb is ub:
        return 0
    a, b, c = _int_const(lb), _int_const(ub), _int_const(step)
    if a is None or b is None or c is None or not c.value:
        return None
    d = _signed(b.value, b.type) - _signed(a.value, a.type)
    s = _signed(c.value, c.type)
    return -((-d) // s)  # ceiling division


@pattern
def parallel_op_single_or_zero_iteration_dims_folder(op: scf.ParallelOp, rw: Rewriter) -> None:
    # zero-trip parallel loops go; single-trip dimensions are dropped, their iv the lower bound
    block = op.body.blocks[0]
    keep, mapping = [], []
    for lb, ub, st, iv in zip(op.lower_bound, op.upper_bound, op.step, block.args,
                              strict=True):
        n = _trip_count(lb, ub, st)
        if n == 0:
            return rw.replace(op, list(op.init_vals))
        if n == 1:
            mapping.append(lb)
            continue
        keep.append((lb, ub, st, iv))
        mapping.append(None)
    if len(keep) == len(op.lower_bound):
        return rw.no_match(op, "no dimension of one iteration")
    if not keep:
        reduce_op = block.ops[-1]
        if op.init_vals or reduce_op.regions:
            return rw.no_match(op, "reductions are not inlined here")
        return _replace_with_region(rw, op, block, mapping)
    new = rw.create(scf.ParallelOp, lower_bound=[k[0] for k in keep],
                    upper_bound=[k[1] for k in keep], step=[k[2] for k in keep],
                    init_vals=list(op.init_vals), result_types=[r.type for r in op.results])
    new_block = Block([k[3].type for k in keep], [k[3].loc for k in keep])
    new.body.append(new_block)
    args = iter(new_block.args)
    rw.merge_blocks(block, new_block, [m if m is not None else next(args) for m in mapping])
    rw.replace(op, new.results)


def _while_invariant(op, i: int, init, yielded) -> bool:
    after = op.after.blocks[0]
    if yielded is init:
        return True
    if getattr(yielded, "block", None) is after and not hasattr(yielded, "op"):
        cond_arg = list(op.before.blocks[0].ops[-1].args)[yielded.index]
        return cond_arg is op.before.blocks[0].args[i] or cond_arg is init
    return False


@pattern
def remove_loop_invariant_args_from_before_block(op: scf.WhileOp, rw: Rewriter) -> None:
    # a before-block argument that each iteration passes on unchanged is its initial value
    before, after = op.before.blocks[0], op.after.blocks[0]
    yield_op = after.ops[-1]
    inits, yielded = list(op.inits), list(yield_op.operands)
    inv = [_while_invariant(op, i, a, b) for i, (a, b) in enumerate(zip(inits, yielded,
                                                                         strict=True))]
    if not any(inv):
        return rw.no_match(op, "no loop-invariant before-block argument")
    rw.before(yield_op)
    new_yield = [y for y, k in zip(yielded, inv, strict=True) if not k]
    rw.create(scf.YieldOp, results_=new_yield)
    rw.erase(yield_op)
    rw.before(op)
    new = rw.create(scf.WhileOp, inits=[a for a, k in zip(inits, inv, strict=True) if not k],
                    result_types=[r.type for r in op.results])
    nb = Block([v.type for v in new_yield],
               [a.loc for a, k in zip(before.args, inv, strict=True) if not k])
    new.before.append(nb)
    it = iter(nb.args)
    rw.merge_blocks(before, nb, [a if k else next(it) for a, k in zip(inits, inv, strict=True)])
    rw.inline_region_before(op.after, new.after)
    rw.replace(op, new.results)


def _value_block(v):
    owner = v.defining_op
    return owner.parent if owner is not None else getattr(v, "block", None)


@pattern
def remove_loop_invariant_value_yielded(op: scf.WhileOp, rw: Rewriter) -> None:
    # values scf.condition passes on that are not defined in the before block are used as such
    before, after = op.before.blocks[0], op.after.blocks[0]
    cond = before.ops[-1]
    args = list(cond.args)
    outside = [_value_block(a) is not before for a in args]
    if not any(outside):
        return rw.no_match(op, "every value passed on is defined in the before block")
    kept = [a for a, o in zip(args, outside, strict=True) if not o]
    rw.before(cond)
    rw.create(scf.ConditionOp, condition=cond.condition, args=kept)
    rw.erase(cond)
    rw.before(op)
    new = rw.create(scf.WhileOp, inits=list(op.inits), result_types=[a.type for a in kept])
    nb = Block([a.type for a in kept], [getattr(a, "loc", op.loc) if not hasattr(a, "op")
                                        else a.op.loc for a in kept])
    new.after.append(nb)
    it_arg, it_res = iter(nb.args), iter(new.results)
    block_args, results = [], []
    for a, o in zip(args, outside, strict=True):
        if o:
            block_args.append(a)
            results.append(a)
        else:
            block_args.append(next(it_arg))
            results.append(next(it_res))
    rw.inline_region_before(op.before, new.before)
    rw.merge_blocks(after, nb, block_args)
    rw.replace(op, results)


@pattern
def while_unused_result(op: scf.WhileOp, rw: Rewriter) -> None:
    # results unused, with their after-block arguments unused, go
    cond = op.before.blocks[0].ops[-1]
    after = op.after.blocks[0]
    keep = [bool(r.uses or a.uses) for r, a in zip(op.results, after.args, strict=True)]
    if all(keep):
        return rw.no_match(op, "every result or its after-block argument is used")
    args = list(cond.args)
    rw.before(cond)
    rw.create(scf.ConditionOp, condition=cond.condition,
              args=[a for a, k in zip(args, keep, strict=True) if k])
    rw.erase(cond)
    types = [r.type for r, k in zip(op.results, keep, strict=True) if k]
    rw.before(op)
    new = rw.create(scf.WhileOp, inits=list(op.inits), result_types=types)
    nb = Block(types, [op.loc] * len(types))
    new.after.append(nb)
    rw.inline_region_before(op.before, new.before)
    it = iter(nb.args)
    rw.merge_blocks(after, nb, [next(it) if k else None for k in keep])
    res = iter(new.results)
    rw.replace(op, [next(res) if k else None for k in keep])


@pattern
def merge_nested_parallel_loops(op: scf.ParallelOp, rw: Rewriter) -> None:
    # scf.parallel whose body is only an scf.parallel with bounds independent of the outer
    # ivs becomes one loop over both sets of ivs (MergeNestedParallelLoops)
    outer = op.body.blocks[0]
    if len(outer.ops) != 2 or type(outer.ops[0]) is not scf.ParallelOp:
        return rw.no_match(op, "the body is not a lone scf.parallel")
    inner_op = outer.ops[0]
    bounds = {id(v) for v in (*inner_op.lower_bound, *inner_op.upper_bound, *inner_op.step)}
    if any(id(a) in bounds for a in outer.args):
        return rw.no_match(op, "the inner bounds use the outer ivs")
    if op.init_vals or inner_op.init_vals:
        return rw.no_match(op, "reductions are not merged")
    inner = inner_op.body.blocks[0]
    new = rw.create(scf.ParallelOp, lower_bound=[*op.lower_bound, *inner_op.lower_bound],
                    upper_bound=[*op.upper_bound, *inner_op.upper_bound],
                    step=[*op.step, *inner_op.step])
    n = len(outer.args)
    nb = Block([T.index] * (n + len(inner.args)), [op.loc] * (n + len(inner.args)))
    new.body.append(nb)
    for a, b in zip(outer.args, nb.args[:n], strict=True):
        rw.replace_uses(a, b)
    moved = list(inner.ops)
    rw.merge_blocks(inner, nb, nb.args[n:])
    _notify_moved(rw, moved)
    rw.erase(op)


def _defined_in(v, op) -> bool:
    owner = v.op if hasattr(v, "op") and v.op is not None else None
    block = owner.parent if owner is not None else getattr(v, "block", None)
    while block is not None:
        region = block.parent
        if region is None:
            return False
        if region.parent is op:
            return True
        p = region.parent
        block = p.parent if p is not None else None
    return False


def _in_region(op, region) -> bool:
    block = op.parent
    while block is not None:
        r = block.parent
        if r is region:
            return True
        if r is None or r.parent is None:
            return False
        block = r.parent.parent
    return False


def _is_not_of(v, cond) -> bool:
    d = v.defining_op
    return type(d) is arith.OPS["xori"] and d.operands[0] is cond and _is_one(d.operands[1])


@pattern
def single_block_execute_inliner(op: scf.ExecuteRegionOp, rw: Rewriter) -> None:
    if len(op.region_.blocks) != 1:
        return rw.no_match(op, "the region has more than one block")
    _replace_with_region(rw, op, op.region_.blocks[0])


@pattern
def combine_ifs(op: scf.IfOp, rw: Rewriter) -> None:
    # two adjacent scf.if on the same (or negated) condition become one (CombineIfs)
    block = op.parent
    i = block.ops.index(op)
    prev = block.ops[i - 1] if i else None
    if type(prev) is not scf.IfOp:
        return rw.no_match(op, "the previous op is no scf.if")
    nxt_then = nxt_else = None
    has_else = bool(op.else_region.blocks)
    if op.condition is prev.condition:
        nxt_then = op.then_region.blocks[0]
        nxt_else = op.else_region.blocks[0] if has_else else None
    if _is_not_of(op.condition, prev.condition) or _is_not_of(prev.condition, op.condition):
        nxt_else = op.then_region.blocks[0]
        nxt_then = op.else_region.blocks[0] if has_else else None
    if nxt_then is None and nxt_else is None:
        return rw.no_match(op, "the conditions are not known to be equal or opposite")
    if prev.else_region.blocks:
        then_y = list(prev.then_region.blocks[0].ops[-1].operands)
        else_y = list(prev.else_region.blocks[0].ops[-1].operands)
        for r, ty, ey in zip(prev.results, then_y, else_y, strict=True):
            for user, j in list(reversed(r.uses)):
                if nxt_then is not None and _in_region(user, nxt_then.parent):
                    with rw.modify(user):
                        user.set_operand(j, ty)
                elif nxt_else is not None and _in_region(user, nxt_else.parent):
                    with rw.modify(user):
                        user.set_operand(j, ey)
    rw.before(op)
    new = rw.create(scf.IfOp, condition=prev.condition,
                    result_types=[r.type for r in prev.results] + [r.type for r in op.results])
    rw.inline_region_before(prev.then_region, new.then_region)

    def merge(src, dest) -> None:
        y1, y2 = dest.ops[-1], src.ops[-1]
        rw.merge_blocks(src, dest)
        rw.at_end(dest)
        rw.create(scf.YieldOp, results_=list(y1.operands) + list(y2.operands), loc=y2.loc)
        rw.erase(y1)
        rw.erase(y2)
    if nxt_then is not None:
        merge(nxt_then, new.then_region.blocks[0])
    rw.inline_region_before(prev.else_region, new.else_region)
    if nxt_else is not None:
        if not new.else_region.blocks:
            rw.inline_region_before(nxt_else.parent, new.else_region)
        else:
            merge(nxt_else, new.else_region.blocks[0])
    n = len(prev.results)
    rw.replace(prev, new.results[:n])
    rw.replace(op, new.results[n:])


@pattern
def combine_nested_ifs(op: scf.IfOp, rw: Rewriter) -> None:
    # scf.if %a { scf.if %b { ... } } -> scf.if (%a and %b) { ... } (CombineNestedIfs)
    then_b = op.then_region.blocks[0]
    else_b = op.else_region.blocks[0] if op.else_region.blocks else None
    if len(then_b.ops) != 2 or type(then_b.ops[0]) is not scf.IfOp:
        return rw.no_match(op, "the then block is not a lone scf.if")
    nested = then_b.ops[0]
    n_else = nested.else_region.blocks[0] if nested.else_region.blocks else None
    if (else_b is not None and len(else_b.ops) != 1) or (n_else is not None
                                                         and len(n_else.ops) != 1):
        return rw.no_match(op, "an else block does more than yield")
    then_y = list(then_b.ops[-1].operands)
    else_y = list(else_b.ops[-1].operands) if else_b is not None else []
    to_select = []
    for i, v in enumerate(then_y):
        if v.defining_op is nested:
            k = v.index if hasattr(v, "index") else nested.results.index(v)
            if n_else.ops[-1].operands[k] is not else_y[i]:
                return rw.no_match(op, "the else values differ")
            then_y[i] = nested.then_region.blocks[0].ops[-1].operands[k]
            continue
        if _owner_region(v) is op.then_region:
            return rw.no_match(op, "a yielded value is defined in the then block")
        to_select.append(i)
    rw.before(op)
    cond = rw.create(arith.OPS["andi"], lhs=op.condition, rhs=nested.condition,
                     result_types=[T.i1]).results[0]
    new = rw.create(scf.IfOp, condition=cond, result_types=[r.type for r in op.results])
    nb = Block()
    new.then_region.append(nb)
    results = list(new.results)
    rw.before(new)
    for i in to_select:
        results[i] = rw.create(arith.SelectOp, condition=op.condition, true_value=then_y[i],
                               false_value=else_y[i], result_types=[then_y[i].type]).results[0]
    rw.merge_blocks(nested.then_region.blocks[0], nb)
    term = nb.ops[-1]
    rw.before(term)
    rw.create(scf.YieldOp, results_=then_y)
    rw.erase(term)
    if else_y:
        eb = Block()
        new.else_region.append(eb)
        rw.at_end(eb)
        rw.create(scf.YieldOp, results_=else_y)
    rw.replace(op, results)


@pattern
def condition_propagation(op: scf.IfOp, rw: Rewriter) -> None:
    # uses of the condition inside the branches are true or false there
    cond = op.condition
    if _int_const(cond) is not None:
        return rw.no_match(op, "the condition is constant")
    then_r, else_r = op.then_region, op.else_region
    consts: dict = {}
    changed = False
    for user, i in list(reversed(cond.uses)):
        for value, region in ((1, then_r), (0, else_r)):
            if _in_region(user, region):
                if value not in consts:
                    rw.before(op)
                    consts[value] = rw.create(
                        arith.ConstantOp, value=A.IntegerAttr.get(value, T.i1),
                        result_types=[T.i1]).results[0]
                with rw.modify(user):
                    user.set_operand(i, consts[value])
                changed = True
                break
    if not changed:
        rw.no_match(op, "no use of the condition in a branch")


def _yields(op):
    return [list(r.blocks[0].ops[-1].operands) for r in op.regions]


@pattern
def convert_trivial_if_to_select(op: scf.IfOp, rw: Rewriter) -> None:
    if not op.results:
        return rw.no_match(op, "no results")
    then_r, else_r = op.then_region, op.else_region
    ty, fy = _yields(op)
    inside = [_owner_region(t) is then_r or _owner_region(f) is else_r
              for t, f in zip(ty, fy, strict=True)]
    if all(inside):
        return rw.no_match(op, "every yielded value is defined in a branch")
    cond = op.condition
    rw.before(op)
    new = rw.create(scf.IfOp, condition=cond,
                    result_types=[r.type for r, k in zip(op.results, inside, strict=True) if k])
    rw.inline_region_before(then_r, new.then_region)
    rw.inline_region_before(else_r, new.else_region)
    results, t_keep, f_keep = [], [], []
    rw.before(new)
    for t, f, k in zip(ty, fy, inside, strict=True):
        if k:
            results.append(new.results[len(t_keep)])
            t_keep.append(t)
            f_keep.append(f)
        elif t is f:
            results.append(t)
        else:
            results.append(rw.create(arith.SelectOp, condition=cond, true_value=t,
                                     false_value=f, result_types=[t.type]).results[0])
    for region, vals in ((new.then_region, t_keep), (new.else_region, f_keep)):
        term = region.blocks[0].ops[-1]
        rw.before(term)
        rw.create(scf.YieldOp, results_=vals)
        rw.erase(term)
    rw.replace(op, results)


def _owner_region(v):
    owner = v.defining_op
    block = owner.parent if owner is not None else getattr(v, "block", None)
    return block.parent if block is not None else None


@pattern
def remove_empty_else_branch(op: scf.IfOp, rw: Rewriter) -> None:
    blocks = op.else_region.blocks
    if op.results or not blocks or len(blocks[0].ops) != 1:
        return rw.no_match(op, "no empty else branch to remove")
    rw.erase_block(blocks[0])
    rw.modified(op)


@pattern
def remove_static_condition(op: scf.IfOp, rw: Rewriter) -> None:
    c = _int_const(op.condition)
    if c is None:
        return rw.no_match(op, "the condition is not constant")
    if c.value:
        return _replace_with_region(rw, op, op.then_region.blocks[0])
    if op.else_region.blocks:
        return _replace_with_region(rw, op, op.else_region.blocks[0])
    rw.erase(op)


@pattern
def remove_unused_results(op: scf.IfOp, rw: Rewriter) -> None:
    used = [r for r in op.results if r.uses]
    if len(used) == len(op.results):
        return rw.no_match(op, "every result is used")
    idx = [op.results.index(r) for r in used]
    rw.before(op)
    new = rw.create(scf.IfOp, condition=op.condition, result_types=[r.type for r in used])
    for old_r, new_r in ((op.then_region, new.then_region), (op.else_region, new.else_region)):
        b = Block()
        new_r.append(b)
        src = old_r.blocks[0]
        rw.merge_blocks(src, b)
        term = b.ops[-1]
        ops = list(term.operands)
        with rw.modify(term):
            term.drop_all_uses()
            term.operands[:] = [ops[i] for i in idx]
            for j, v in enumerate(term.operands):
                v.uses.append((term, j))
    res = iter(new.results)
    rw.replace(op, [next(res) if r.uses else None for r in op.results])


@pattern
def replace_if_yield_with_condition_or_value(op: scf.IfOp, rw: Rewriter) -> None:
    if not op.results:
        return rw.no_match(op, "no results")
    ty, fy = _yields(op)
    changed = False
    rw.before(op)
    for t, f, r in zip(ty, fy, op.results, strict=True):
        if t is f:
            if r.uses:
                r.replace_all_uses_with(t)
                changed = True
            continue
        tc, fc = _int_const(t), _int_const(f)
        if tc is None or fc is None or t.type is not T.i1:
            continue
        if not tc.value and fc.value and r.uses:
            one = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(1, T.i1),
                            result_types=[T.i1])
            x = rw.create(arith.OPS["xori"], lhs=op.condition, rhs=one.results[0],
                          result_types=[T.i1])
            r.replace_all_uses_with(x.results[0])
            changed = True
        if tc.value and not fc.value and r.uses:
            r.replace_all_uses_with(op.condition)
            changed = True
    if changed:
        rw.modified(op)
    else:
        rw.no_match(op, "nothing to replace")


# ---- memref ------------------------------------------------------------------------------
def _const_size(v):
    c = _int_const(v)
    return c.value if c is not None and c.value >= 0 else None


def _simplify_alloc_const(cls):
    """Constant dynamic sizes of an alloc become static, a memref.cast back to the old type
    (SimplifyAllocConst)."""
    def simplify_alloc_const(op, rw: Rewriter) -> None:
        if all(_const_size(v) is None for v in op.dynamic_sizes):
            return rw.no_match(op, "no constant dynamic size")
        t = op.memref.type
        shape, dynamic = [], []
        sizes = iter(op.dynamic_sizes)
        for d in t.shape:
            if d != T.DYNAMIC:
                shape.append(d)
                continue
            v = next(sizes)
            c = _const_size(v)
            shape.append(T.DYNAMIC if c is None else c)
            if c is None:
                dynamic.append(v)
        new_t = T.MemRefType.get(shape, t.element_type, t.layout, t.memory_space)
        fields = {"dynamic_sizes": dynamic, "symbol_operands": list(op.symbol_operands)}
        if isinstance(op, gpu.AllocOp):
            fields.update(async_deps=list(op.async_deps),
                          host_shared=op.attributes.get("hostShared"))
            types = [new_t] + ([op.token.type] if op.token is not None else [])
        else:
            fields["alignment"] = op.attributes.get("alignment")
            types = [new_t]
        rw.before(op)
        new = rw.create(cls, result_types=types, **fields)
        cast = rw.create(memref.CastOp, source=new.results[0], result_types=[t])
        rw.replace(op, [cast.results[0], *new.results[1:]])
    p = pattern(simplify_alloc_const)
    p.op_types = (cls,)
    return p


def _simplify_dead_alloc(cls):
    """An alloc only stored into and deallocated goes, with those users (SimplifyDeadAlloc)."""
    def simplify_dead_alloc(op, rw: Rewriter) -> None:
        m = op.results[0]
        users = [u for u, _ in m.uses]
        for u in users:
            if isinstance(u, memref.StoreOp):
                if u.value is m:
                    return rw.no_match(op, "the alloc is a stored value")
            elif not isinstance(u, memref.DeallocOp):
                return rw.no_match(op, "a user is neither a store nor a dealloc")
        for u in dict.fromkeys(users):
            rw.erase(u)
        rw.erase(op)
    p = pattern(simplify_dead_alloc)
    p.op_types = (cls,)
    return p


def _strides_and_offset(t):
    """The strides and offset of a memref type with an identity or strided layout, or None."""
    if t.layout is None:
        strides, run = [], 1
        for d in reversed(t.shape):
            strides.append(run)
            run = T.DYNAMIC if run == T.DYNAMIC or d == T.DYNAMIC else run * d
        return list(reversed(strides)), 0
    if isinstance(t.layout, A.StridedLayoutAttr):
        return list(t.layout.strides), t.layout.offset
    return None


def _sat_mul(a, b) -> int:
    """SaturatedInteger's product: 0 times anything is 0, else dynamic when either is."""
    if a == 0 or b == 0:
        return 0
    return T.DYNAMIC if T.DYNAMIC in (a, b) else a * b


def _subview_type(src, so, offsets, sizes, strides):
    """SubViewOp::inferResultType of a source with strides and offset `so`, for mixed
    offsets, sizes and strides (ints or values)."""
    def static(x):
        return x if isinstance(x, int) and x != T.DYNAMIC else T.DYNAMIC
    src_strides, offset = so
    for o, st in zip(offsets, src_strides, strict=True):
        term = _sat_mul(static(o), st)
        offset = T.DYNAMIC if T.DYNAMIC in (offset, term) else offset + term
    new_strides = [_sat_mul(st, static(x)) for st, x in zip(src_strides, strides, strict=True)]
    shape = [static(x) for x in sizes]
    return T.MemRefType.get(shape, src.element_type, A.StridedLayoutAttr(
        tuple(new_strides), offset), src.memory_space)


def _mixed(op):
    """The offsets, sizes and strides of a subview: ints where static, else values."""
    out = []
    for name, values in (("static_offsets", op.offsets), ("static_sizes", op.sizes),
                         ("static_strides", op.strides)):
        dyn = iter(values)
        out.append([x if x != memref.DYNAMIC_INDEX else next(dyn)
                    for x in op.attributes[name].values])
    return out


@pattern
def subview_of_cast(op: memref.SubViewOp, rw: Rewriter) -> None:
    # subview(cast(x)) -> cast(subview(x)) when the cast only made sizes dynamic
    # (SubViewOpMemRefCastFolder)
    cast = op.source.defining_op
    if type(cast) is not memref.CastOp or not memref.cast_folds_into_consumer(cast):
        return rw.no_match(op, "the source is not a memref.cast that folds into its users")
    src = cast.source.type
    so = _strides_and_offset(src)
    if so is None or len(op.result_.type.shape) != len(src.shape):
        return rw.no_match(op, "a layout or rank reduction this pattern does not handle")
    new_t = _subview_type(src, so, *_mixed(op))
    rw.before(op)
    new = rw.create(memref.SubViewOp, source=cast.source, offsets=list(op.offsets),
                    sizes=list(op.sizes), strides=list(op.strides),
                    static_offsets=op.attributes["static_offsets"],
                    static_sizes=op.attributes["static_sizes"],
                    static_strides=op.attributes["static_strides"], result_types=[new_t])
    out = new.results[0]
    if new_t is not op.result_.type:
        out = rw.create(memref.CastOp, source=out, result_types=[op.result_.type]).results[0]
    rw.replace(op, [out])


@pattern
def trivial_subview(op: memref.SubViewOp, rw: Rewriter) -> None:
    # a subview of all of its source (offsets 0, strides 1, the source's sizes) is the
    # source, cast to the subview's type when that differs (TrivialSubViewOpFolder)
    offsets, sizes, strides = _mixed(op)
    src = op.source.type
    if len(op.result_.type.shape) != len(src.shape) or any(o != 0 for o in offsets) \
            or any(x != 1 for x in strides) or list(sizes) != list(src.shape) \
            or T.DYNAMIC in src.shape:
        return rw.no_match(op, "the subview is not all of its source")
    if src is op.result_.type:
        return rw.replace(op, [op.source])
    rw.before(op)
    cast = rw.create(memref.CastOp, source=op.source, result_types=[op.result_.type])
    rw.replace(op, [cast.results[0]])


@pattern
def subview_constant_argument_folder(op: memref.SubViewOp, rw: Rewriter) -> None:
    # constant offsets, sizes and strides become static; a memref.cast restores the old type
    # (OpWithOffsetSizesAndStridesConstantArgumentFolder with SubViewReturnTypeCanonicalizer)
    lists = []
    changed = False
    for name, values, nonneg in (("static_offsets", op.offsets, True),
                                 ("static_sizes", op.sizes, True),
                                 ("static_strides", op.strides, False)):
        static = list(op.attributes[name].values)
        dyn = iter(values)
        mixed = []
        for x in static:
            if x != memref.DYNAMIC_INDEX:
                mixed.append(x)
                continue
            v = next(dyn)
            c = _int_const(v)
            if c is not None and (c.value >= 0 or not nonneg):
                mixed.append(_signed(c.value, c.type))
                changed = True
            else:
                mixed.append(v)
        lists.append(mixed)
    if not changed:
        return rw.no_match(op, "no constant offset, size or stride")
    src, res = op.source.type, op.result_.type
    so = _strides_and_offset(src)
    if so is None or len(res.shape) != len(src.shape):
        return rw.no_match(op, "a layout or rank reduction this pattern does not handle")
    new_t = _subview_type(src, so, *lists)

    def split(mixed):
        return ([x for x in mixed if not isinstance(x, int)],
                A.DenseArrayAttr(T.i64, tuple(x if isinstance(x, int) else memref.DYNAMIC_INDEX
                                              for x in mixed)))
    (do, so_), (ds, ss), (dt, st_) = (split(m) for m in lists)
    rw.before(op)
    new = rw.create(memref.SubViewOp, source=op.source, offsets=do, sizes=ds, strides=dt,
                    static_offsets=so_, static_sizes=ss, static_strides=st_,
                    result_types=[new_t])
    out = new.results[0]
    if new_t is not res:
        out = rw.create(memref.CastOp, source=out, result_types=[res]).results[0]
    rw.replace(op, [out])


@pattern
def fold_empty_copy(op: memref.CopyOp, rw: Rewriter) -> None:
    def empty(t) -> bool:
        return t.shape is not None and 0 in t.shape
    if not (empty(op.source.type) or empty(op.target.type)):
        return rw.no_match(op, "neither memref is empty")
    rw.erase(op)


@pattern
def fold_self_copy(op: memref.CopyOp, rw: Rewriter) -> None:
    if op.source is not op.target:
        return rw.no_match(op, "source and target differ")
    rw.erase(op)


# ops with the AutomaticAllocationScope trait: a stack allocation inside lives until they end
_ALLOCATION_SCOPES = frozenset({"func.func", "gpu.func", "llvm.func", "gpu.launch",
                                "memref.alloca_scope", "scf.forall", "affine.for",
                                "affine.parallel", "async.func", "async.execute"})
_STACK_ALLOCS = frozenset({"memref.alloca", "llvm.alloca"})


def _may_alloca(op) -> bool:
    """An op in `op`'s body that may allocate on the stack of the enclosing allocation scope:
    an alloca or an op gpuopt does not know (isOpItselfPotentialAutomaticAllocation)."""
    stack = [o for r in op.regions for b in r.blocks for o in b.ops]
    while stack:
        o = stack.pop()
        if o.name in _STACK_ALLOCS or isinstance(o, UnknownOp):
            return True
        if o.name not in _ALLOCATION_SCOPES:
            stack.extend(x for r in o.regions for b in r.blocks for x in b.ops)
    return False


@pattern
def alloca_scope_inliner(op: memref.AllocaScopeOp, rw: Rewriter) -> None:
    if _may_alloca(op):
        parent = op.parent_op
        if parent is None or parent.name not in _ALLOCATION_SCOPES:
            return rw.no_match(op, "it may allocate and its parent is no allocation scope")
        block = op.parent
        if block.ops.index(op) != len(block.ops) - 2:
            return rw.no_match(op, "it may allocate and is not the last op before the terminator")
    _replace_with_region(rw, op, op.body.blocks[0])


# ---- gpu ---------------------------------------------------------------------------------
@pattern
def erase_redundant_barriers(op: gpu.BarrierOp, rw: Rewriter) -> None:
    block = op.parent
    i = block.ops.index(op)
    if i + 1 >= len(block.ops) or type(block.ops[i + 1]) is not gpu.BarrierOp:
        return rw.no_match(op, "the next op is no gpu.barrier")
    rw.erase(op)


_ALLOCS = (memref.AllocOp, memref.AllocaOp, gpu.AllocOp)
_FREES = (memref.DeallocOp, gpu.DeallocOp)


@pattern
def erase_trivial_copy(op: gpu.MemcpyOp, rw: Rewriter) -> None:
    # a copy into an allocation that nothing but deallocations uses (EraseTrivialCopyOp)
    dst = op.dst
    if not isinstance(dst.defining_op, _ALLOCS) or dst is not dst.op.results[0]:
        return rw.no_match(op, "the destination is not an allocation")
    if any(u is not op and not isinstance(u, _FREES) for u, _ in dst.uses):
        return rw.no_match(op, "the destination has other users")
    deps = list(op.async_deps)
    if len(deps) > 1 or (not deps) != (op.token is None):
        return rw.no_match(op, "not one dependency and a token, nor neither")
    if op.token is None:
        return rw.erase(op)
    rw.replace(op, deps)


# ---- arith add/sub with constants (ArithCanonicalization.td) ---------------------------------
def _arith_combine(name: str, outer, inner, outer_const_lhs: bool, inner_const_lhs: bool,
                   result, compute, const_lhs_result: bool):
    """outer(inner(..), c1) patterns: `inner_const_lhs` says where the inner constant sits,
    `outer_const_lhs` where the outer one; the result is `result(x, c)` or `result(c, x)`."""
    def rewrite(op, rw: Rewriter) -> None:
        c1 = _int_const(op.operands[0 if outer_const_lhs else 1])
        inner_op = op.operands[1 if outer_const_lhs else 0].defining_op
        if c1 is None or type(inner_op) is not inner:
            return rw.no_match(op, "operands do not match")
        c0 = _int_const(inner_op.operands[0 if inner_const_lhs else 1])
        if c0 is None:
            return rw.no_match(op, "the inner op has no constant there")
        x = inner_op.operands[1 if inner_const_lhs else 0]
        t = op.results[0].type
        c = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(
            _signed(compute(c0.value, c1.value), t), t), result_types=[t]).results[0]
        lhs, rhs = (c, x) if const_lhs_result else (x, c)
        rw.replace(op, rw.create(result, lhs=lhs, rhs=rhs, result_types=[t],
                                 **_merged_overflow(op, inner_op)).results)
    rewrite.__name__ = name
    p = pattern(rewrite)
    p.op_types = (outer,)
    return p


def _neg_one_mul(name: str, mul_on_rhs: bool):
    """addi(x, muli(y, -1)) -> subi(x, y) and addi(muli(x, -1), y) -> subi(y, x)."""
    def rewrite(op, rw: Rewriter) -> None:
        other, mul = op.operands if mul_on_rhs else reversed(op.operands)
        m = mul.defining_op
        c = _int_const(m.operands[1]) if type(m) is arith.MulIOp else None
        if c is None or _signed(c.value, c.type) != -1:
            return rw.no_match(op, "no multiplication by -1")
        t = op.results[0].type
        new = rw.create(arith.SubIOp, lhs=other, rhs=m.operands[0], result_types=[t])
        rw.replace(op, new.results)
    rewrite.__name__ = name
    p = pattern(rewrite)
    p.op_types = (arith.AddIOp,)
    return p


@pattern
def subi_subi_lhs_rhs_lhs(op: arith.SubIOp, rw: Rewriter) -> None:
    # subi(subi(a, b), a) -> subi(0, b)
    inner = op.lhs.defining_op
    if type(inner) is not arith.SubIOp or inner.lhs is not op.rhs:
        return rw.no_match(op, "not subi(subi(a, b), a)")
    t = op.results[0].type
    zero = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(0, t), result_types=[t])
    rw.replace(op, rw.create(arith.SubIOp, lhs=zero.results[0], rhs=inner.rhs,
                             result_types=[t]).results)


def _for(cls, fn):
    """`fn` as a pattern of op class `cls` (for classes made by a table, without a name to
    annotate with)."""
    p = pattern(fn)
    p.op_types = (cls,)
    return p


def xori_not_cmpi(op, rw: Rewriter) -> None:
    # xori(cmpi(p, a, b), true) -> cmpi(not p, a, b)
    cmp = op.lhs.defining_op
    if type(cmp) is not arith.CmpIOp or not _is_one(op.rhs) or op.results[0].type is not T.i1:
        return rw.no_match(op, "not the negation of a cmpi")
    pred = arith.INVERTED_CMPI[cmp.attributes["predicate"].value]
    new = rw.create(arith.CmpIOp, predicate=A.IntegerAttr.get(pred, T.i64), lhs=cmp.lhs,
                    rhs=cmp.rhs, result_types=[T.i1])
    rw.replace(op, new.results)


def _trunc_of_ext(ext_name: str):
    """trunci(ext(x)) -> ext(x) when x is narrower than the truncation (TruncIExtSIToExtSI,
    TruncIExtUIToExtUI)."""
    def rewrite(op, rw: Rewriter) -> None:
        ext = op.operands[0].defining_op
        if type(ext) is not arith.OPS[ext_name]:
            return rw.no_match(op, f"the operand is no {ext_name}")
        x, t = ext.operands[0], op.results[0].type
        if not (isinstance(x.type, T.IntegerType) and isinstance(t, T.IntegerType)
                and x.type.width < t.width):
            return rw.no_match(op, "the source is not narrower")
        rw.replace(op, rw.create(arith.OPS[ext_name], in_=x, result_types=[t]).results)
    rewrite.__name__ = f"trunci_{ext_name}_to_{ext_name}"
    p = pattern(rewrite)
    p.op_types = (arith.OPS["trunci"],)
    return p


def extsi_of_extui(op, rw: Rewriter) -> None:
    # extsi(extui(x)) -> extui(x)
    ext = op.operands[0].defining_op
    if type(ext) is not arith.OPS["extui"]:
        return rw.no_match(op, "the operand is no extui")
    rw.replace(op, rw.create(arith.OPS["extui"], in_=ext.operands[0],
                             result_types=[op.results[0].type]).results)


def _cmpi_of_ext(ext_name: str):
    """cmpi eq/ne of two extensions from the same type compares the sources (CmpIExtSI,
    CmpIExtUI)."""
    def rewrite(op, rw: Rewriter) -> None:
        a, b = (v.defining_op for v in op.operands)
        cls = arith.OPS[ext_name]
        if type(a) is not cls or type(b) is not cls or \
                a.operands[0].type is not b.operands[0].type or \
                op.attributes["predicate"].value not in (0, 1):
            return rw.no_match(op, "not an equality of two like extensions")
        new = rw.create(arith.CmpIOp, predicate=op.attributes["predicate"],
                        lhs=a.operands[0], rhs=b.operands[0],
                        result_types=[op.results[0].type])
        rw.replace(op, new.results)
    rewrite.__name__ = f"cmpi_{ext_name}"
    p = pattern(rewrite)
    p.op_types = (arith.CmpIOp,)
    return p


_ADD, _SUB = arith.AddIOp, arith.SubIOp
def _negf_operands(name: str):
    """mulf(negf(a), negf(b)) -> mulf(a, b), and the same of divf (MulFOfNegF, DivFOfNegF);
    the fastmath flags of the outer op stay."""
    cls = arith.OPS[name]

    def rewrite(op, rw: Rewriter) -> None:
        a, b = (v.defining_op for v in op.operands)
        if type(a) is not arith.OPS["negf"] or type(b) is not arith.OPS["negf"]:
            return rw.no_match(op, "an operand is not an arith.negf")
        new = rw.create(cls, lhs=a.operands[0], rhs=b.operands[0], fastmath=op.fastmath,
                        result_types=[op.results[0].type])
        rw.replace(op, new.results)
    rewrite.__name__ = f"{name}_of_negf"
    return _for(cls, rewrite)


def _index_cast_of_ext(cast: str, ext: str):
    """index_cast(extsi(x)) -> index_cast(x), index_castui(extui(x)) -> index_castui(x)
    (IndexCastOfExtSI, IndexCastUIOfExtUI)."""
    cls = arith.OPS[cast]

    def rewrite(op, rw: Rewriter) -> None:
        d = op.operands[0].defining_op
        if type(d) is not arith.OPS[ext]:
            return rw.no_match(op, f"the operand is not an arith.{ext}")
        new = rw.create(cls, in_=d.operands[0], result_types=[op.results[0].type])
        rw.replace(op, new.results)
    rewrite.__name__ = f"{cast}_of_{ext}"
    return _for(cls, rewrite)


_MANTISSA = {"f16": 11, "bf16": 8, "f32": 24, "f64": 53}
_MAX_EXPONENT = {"f16": 15, "bf16": 127, "f32": 127, "f64": 1023}
# cmpf predicate -> the cmpi predicate of the integers converted: (signed, unsigned)
_CMPF_TO_CMPI = {1: ("eq", "eq"), 8: ("eq", "eq"), 2: ("sgt", "ugt"), 9: ("sgt", "ugt"),
                 3: ("sge", "uge"), 10: ("sge", "uge"), 4: ("slt", "ult"),
                 11: ("slt", "ult"), 5: ("sle", "ule"), 12: ("sle", "ule"),
                 6: ("ne", "ne"), 13: ("ne", "ne")}


def _int_to_float(n: int, t) -> float:
    """n rounded to float type t, ties to even, an infinity past its range."""
    return A.round_to_type(float(n) if abs(n) < 2 ** 53 else float(n), t)


@pattern
def cmpf_int_to_fp_const(op: arith.CmpFOp, rw: Rewriter) -> None:
    # cmpf(sitofp(x) or uitofp(x), constant) -> cmpi(x, constant) or a constant i1, where
    # the conversion cannot change the comparison (CmpFIntToFPConst, after InstCombine)
    import math
    c = const_value(op.rhs)
    conv = op.lhs.defining_op
    if not isinstance(c, A.FloatAttr) or c.value != c.value:
        return rw.no_match(op, "the rhs is no constant (or a NaN)")
    if type(conv) not in (arith.OPS["sitofp"], arith.OPS["uitofp"]) \
            or not isinstance(conv.operands[0].type, T.IntegerType):
        return rw.no_match(op, "the lhs is no sitofp or uitofp of an integer")
    ft, x, rhs = c.type, conv.operands[0], c.value
    unsigned = type(conv) is arith.OPS["uitofp"]
    width = x.type.width
    value_bits = width if unsigned else width - 1
    mantissa = _MANTISSA.get(str(ft))
    if mantissa is None:
        return rw.no_match(op, "a float type without a mantissa width here")
    if width > mantissa:  # the conversion may round: does that reach the comparison?
        if math.isinf(rhs):
            if _MAX_EXPONENT[str(ft)] < value_bits:
                return rw.no_match(op, "the conversion could make an infinity")
        elif rhs != 0 and mantissa <= math.frexp(abs(rhs))[1] - 1 <= value_bits:
            return rw.no_match(op, "the conversion could change the comparison")
    pred = op.attributes["predicate"].value
    rw.before(op)
    if pred in (7, 14):  # ord, uno: a converted integer is never a NaN
        return rw.replace(op, [_i1_const(rw, int(pred == 7))])
    if pred not in _CMPF_TO_CMPI:
        return rw.no_match(op, "always true or false: the folder's")
    ipred = _CMPF_TO_CMPI[pred][unsigned]
    lo, hi = (0, (1 << width) - 1) if unsigned else (-(1 << (width - 1)), (1 << (width - 1)) - 1)
    if _int_to_float(hi, ft) < rhs:  # above every value of x
        return rw.replace(op, [_i1_const(rw, int(ipred in ("ne", "slt", "sle", "ult", "ule")))])
    if _int_to_float(lo, ft) > rhs:  # below every value of x
        return rw.replace(op, [_i1_const(rw, int(ipred in ("ne", "sgt", "sge", "ugt", "uge")))])
    if math.isinf(rhs):
        return rw.no_match(op, "an infinity the integer cannot hold")
    n = math.trunc(rhs)  # toward zero
    if not lo <= n <= hi:
        return rw.no_match(op, "the constant is out of the integer's range")
    negative = math.copysign(1.0, rhs) < 0
    if rhs != 0 and _int_to_float(n, ft) != rhs:  # a fraction: adjust the predicate
        if ipred in ("ne", "eq"):
            return rw.replace(op, [_i1_const(rw, int(ipred == "ne"))])
        if ipred in ("ule", "ult") and negative:
            return rw.replace(op, [_i1_const(rw, 0)])
        if ipred in ("ugt", "uge") and negative:
            return rw.replace(op, [_i1_const(rw, 1)])
        ipred = {"sle": "slt" if negative else "sle", "ult": "ule",
                 "slt": "slt" if negative else "sle", "sgt": "sge" if negative else "sgt",
                 "uge": "ugt", "sge": "sge" if negative else "sgt"}.get(ipred, ipred)
    k = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(n, x.type), result_types=[x.type])
    new = rw.create(arith.CmpIOp, predicate=A.IntegerAttr.get(
        arith.CMPI_PREDICATES.index(ipred), T.i64), lhs=x, rhs=k.results[0],
        result_types=[T.i1])
    rw.replace(op, new.results)


_ADD_SUB_PATTERNS = [
    _arith_combine("addi_sub_constant_rhs", _ADD, _SUB, False, False, _ADD,
                   lambda c0, c1: c1 - c0, False),
    _arith_combine("addi_sub_constant_lhs", _ADD, _SUB, False, True, _SUB,
                   lambda c0, c1: c0 + c1, True),
    _neg_one_mul("addi_mul_negative_one_rhs", True),
    _neg_one_mul("addi_mul_negative_one_lhs", False),
    _arith_combine("subi_rhs_add_constant", _SUB, _ADD, False, False, _ADD,
                   lambda c0, c1: c0 - c1, False),
    _arith_combine("subi_lhs_add_constant", _SUB, _ADD, True, False, _SUB,
                   lambda c0, c1: c1 - c0, True),
    _arith_combine("subi_rhs_sub_constant_rhs", _SUB, _SUB, False, False, _SUB,
                   lambda c0, c1: c0 + c1, False),
    _arith_combine("subi_rhs_sub_constant_lhs", _SUB, _SUB, False, True, _SUB,
                   lambda c0, c1: c0 - c1, True),
    _arith_combine("subi_lhs_sub_constant_rhs", _SUB, _SUB, True, False, _SUB,
                   lambda c0, c1: c0 + c1, True),
    _arith_combine("subi_lhs_sub_constant_lhs", _SUB, _SUB, True, True, _ADD,
                   lambda c0, c1: c1 - c0, False),
    subi_subi_lhs_rhs_lhs,
    _for(arith.OPS["xori"], xori_not_cmpi),
    _trunc_of_ext("extsi"),
    _trunc_of_ext("extui"),
    _for(arith.OPS["extsi"], extsi_of_extui),
    _cmpi_of_ext("extsi"),
    _cmpi_of_ext("extui"),
    _negf_operands("mulf"),
    _negf_operands("divf"),
    cmpf_int_to_fp_const,
    _index_cast_of_ext("index_cast", "extsi"),
    _index_cast_of_ext("index_castui", "extui"),
]

@pattern
def broadcast_extracted_broadcast(op: vector.ExtractOp, rw: Rewriter) -> None:
    # %b = vector.broadcast %x : S to vector<2x4xf32>; %e = vector.extract %b[1] : vector<4xf32>
    # becomes %e = vector.broadcast %x : S to vector<4xf32> (ExtractOpFromBroadcast)
    d = op.vector.defining_op
    rt = op.result_.type
    if not isinstance(d, (vector.BroadcastOp, vector.SplatOp)) or not isinstance(
            rt, T.VectorType):
        return rw.no_match(op, "not an extract of a vector from a broadcast")
    src = d.operands[0]
    st = src.type
    if st is rt or isinstance(st, T.VectorType) and (
            len(st.shape) > len(rt.shape)
            or any(s not in (1, r) for s, r in zip(reversed(st.shape), reversed(rt.shape),
                                                  strict=False))):
        return rw.no_match(op, "the broadcast source does not broadcast to the result")
    rw.replace_op_with_new_op(op, vector.BroadcastOp, source=src, result_types=[rt])


@pattern
def extract_constant(op: vector.ExtractOp, rw: Rewriter) -> None:
    # %e = vector.extract %cst[1] of a dense arith.constant becomes an arith.constant
    # (ExtractOpSplatConstantFolder, ExtractOpNonSplatConstantFolder)
    value = op.constant_result()
    if value is None:
        return rw.no_match(op, "not a static extract of a dense constant")
    rw.replace_op_with_new_op(op, arith.ConstantOp, value=value, result_types=[op.result_.type])


@pattern
def insert_constant(op: vector.InsertOp, rw: Rewriter) -> None:
    # vector.insert of a constant into a dense arith.constant becomes an arith.constant
    # (InsertOpConstantFolder)
    value = op.constant_result()
    if value is None:
        return rw.no_match(op, "not a static insert of a constant into a dense constant")
    rw.replace_op_with_new_op(op, arith.ConstantOp, value=value, result_types=[op.result_.type])


@pattern
def broadcast_shape_cast_broadcast(op: vector.ShapeCastOp, rw: Rewriter) -> None:
    # shape_cast(broadcast %x) becomes broadcast %x when x's shape ends the result's shape,
    # else shape_cast %x when it has as many elements (ShapeCastBroadcastFolder)
    d = op.source.defining_op
    if not isinstance(d, vector.BroadcastOp):
        return rw.no_match(op, "the source is not a vector.broadcast")
    st, rt = d.source.type, op.result_.type
    shape = st.shape if isinstance(st, T.VectorType) else ()
    if rt.shape[len(rt.shape) - len(shape):] == shape:
        rw.replace_op_with_new_op(op, vector.BroadcastOp, source=d.source, result_types=[rt])
        return None
    n = 1
    for x in shape:
        n *= x
    m = 1
    for x in rt.shape:
        m *= x
    if isinstance(st, T.VectorType) and n == m:
        rw.replace_op_with_new_op(op, vector.ShapeCastOp, source=d.source, result_types=[rt])
        return None
    return rw.no_match(op, "the broadcast source fits neither a broadcast nor a shape_cast")


@pattern
def splat_equal_elements(op: vector.FromElementsOp, rw: Rewriter) -> None:
    # vector.from_elements %x, %x, ... becomes vector.splat %x
    first = op.elements[0] if op.elements else None
    if first is None or any(e is not first for e in op.elements):
        return rw.no_match(op, "the elements are not all the same value")
    rw.replace_op_with_new_op(op, vector.SplatOp, input=first, result_types=[op.result_.type])
    return None


def _is_zero_attr(a) -> bool:
    if isinstance(a, A.DenseElementsAttr):
        return a.splat and a.values == 0 and str(a.values) in ("0", "0.0", "False")
    if isinstance(a, (A.IntegerAttr, A.FloatAttr)):
        return a.value == 0 and str(a.value) in ("0", "0.0")
    return False


def _contract_add(add_cls: type):
    """addf/addi(vector.contract(..., zero acc), %x) -> vector.contract(..., %x)
    (CanonicalizeContractAdd)."""
    def rewrite(op, rw: Rewriter) -> None:
        for mine, other in ((op.lhs, op.rhs), (op.rhs, op.lhs)):
            c = mine.defining_op
            if isinstance(c, vector.ContractionOp) and _is_zero_attr(const_value(c.acc)) and \
                    const_value(c.acc).type is c.acc.type:
                rw.before(op)
                new = rw.create(vector.ContractionOp, lhs=c.lhs, rhs=c.rhs, acc=other,
                                result_types=[c.result_.type],
                                attributes=dict(c.attributes), loc=c.loc)
                rw.replace(op, new.results)
                return None
        return rw.no_match(op, "no operand is a vector.contract with a zero accumulator")
    rewrite.__name__ = f"fold_{add_cls.name.split('.')[1]}_into_contract"
    p = pattern(rewrite)
    p.op_types = (add_cls,)
    return p


_COMBINE = {"add": ("addf", "addi"), "mul": ("mulf", "muli"), "minui": (None, "minui"),
            "minsi": (None, "minsi"), "maxui": (None, "maxui"), "maxsi": (None, "maxsi"),
            "and": (None, "andi"), "or": (None, "ori"), "xor": (None, "xori"),
            "minnumf": ("minnumf", None), "maxnumf": ("maxnumf", None),
            "maximumf": ("maximumf", None), "minimumf": ("minimumf", None)}


@pattern
def elide_single_element_reduction(op: vector.ReductionOp, rw: Rewriter) -> None:
    # vector.reduction <k>, %v[, %acc] : vector<1xT> into T becomes vector.extract %v[0]
    # (combined with %acc by the arith op of <k>)
    vt = op.vector.type
    if vt.shape != (1,) or vt.scalable:
        return rw.no_match(op, "not a reduction of a one-element vector")
    t = op.dest.type
    rw.before(op)
    v = rw.create(vector.ExtractOp, vector=op.vector, dynamic_position=[],
                  static_position=A.DenseArrayAttr(T.i64, (0,)), result_types=[t]).results[0]
    if op.acc is not None:
        kind = vector.kind_name(op.kind)
        name = _COMBINE[kind][0 if isinstance(t, T.FloatType) else 1]
        cls = lookup(f"arith.{name}")
        attrs = {}
        if "fastmath" in cls.prop_names:
            attrs["fastmath"] = op.fastmath
        v = rw.create(cls, lhs=v, rhs=op.acc, result_types=[t], **attrs).results[0]
    rw.replace(op, [v])


@pattern
def constant_create_mask(op: vector.CreateMaskOp, rw: Rewriter) -> None:
    # vector.create_mask of constants becomes vector.constant_mask (CreateMaskFolder)
    rt = op.result_.type
    sizes = [_int_const(v) for v in op.operands_]
    if any(c is None for c in sizes) or rt.scalable:
        return rw.no_match(op, "an operand is not a constant (or the mask is scalable)")
    dims = [max(0, min(c.value, d)) for c, d in zip(sizes, rt.shape, strict=True)]
    if 0 in dims:
        dims = [0] * len(dims)
    rw.replace_op_with_new_op(op, vector.ConstantMaskOp, mask_dim_sizes=A.ArrayAttr(
        tuple(A.IntegerAttr.get(d, T.i64) for d in dims)), result_types=[rt])


PATTERNS = [
    broadcast_extracted_broadcast,
    extract_constant,
    insert_constant,
    broadcast_shape_cast_broadcast,
    splat_equal_elements,
    _contract_add(arith.AddFOp),
    _contract_add(arith.AddIOp),
    elide_single_element_reduction,
    constant_create_mask,
    fold_launch_arguments,
    erase_redundant_wait_pairs,
    simplify_wait,
    index_cmp_of_sub,
    _combine_constants(arith.AddIOp, arith.AddIOp, lambda a, b: a + b),
    _combine_constants(arith.MulIOp, arith.MulIOp, lambda a, b: a * b),
    *_ADD_SUB_PATTERNS,
    _extended_to_plain(arith.AddUIExtendedOp, arith.AddIOp, 0),
    _extended_to_plain(arith.MulSIExtendedOp, arith.MulIOp, 0),
    mulsi_extended_rhs_one,
    _extended_to_plain(arith.MulUIExtendedOp, arith.MulIOp, 0),
    redundant_select_false,
    redundant_select_true,
    select_not_cond,
    select_i1_to_not,
    select_to_ext_ui,
    simplify_br,
    simplify_const_cond_branch_pred,
    simplify_pass_through_cond_branch,
    simplify_cond_branch_identical_successors,
    simplify_cond_branch_from_cond_branch_on_same_condition,
    cond_branch_truth_propagation,
    simplify_switch,
    simplify_indirect_call_with_known_callee,
    for_op_iter_args_folder,
    simplify_trivial_loops,
    parallel_op_single_or_zero_iteration_dims_folder,
    merge_nested_parallel_loops,
    remove_loop_invariant_args_from_before_block,
    remove_loop_invariant_value_yielded,
    while_unused_result,
    single_block_execute_inliner,
    combine_ifs,
    combine_nested_ifs,
    condition_propagation,
    convert_trivial_if_to_select,
    remove_empty_else_branch,
    remove_static_condition,
    remove_unused_results,
    replace_if_yield_with_condition_or_value,
    erase_redundant_barriers,
    erase_trivial_copy,
    _simplify_alloc_const(memref.AllocOp),
    _simplify_dead_alloc(memref.AllocOp),
    _simplify_alloc_const(memref.AllocaOp),
    _simplify_dead_alloc(memref.AllocaOp),
    fold_empty_copy,
    fold_self_copy,
    alloca_scope_inliner,
    subview_constant_argument_folder,
    subview_of_cast,
    trivial_subview,
]


def _typed(cls):
    """`@pattern` for an op class the module cannot name at import time."""
    def wrap(fn):
        p = pattern(fn)
        p.op_types = (cls,)
        return p
    return wrap


def _affine_patterns() -> list:
    """The affine dialect's canonicalizations, built once its module is loaded (it is only
    imported for IR that has affine ops)."""
    if _AFFINE:
        return _AFFINE
    from gpuopt.dialects import affine
    from gpuopt.ir import affine as AF

    def rebuild(op, rw, cls, amap, operands) -> None:
        attrs = dict(op.attributes)
        attrs["map"] = AF.AffineMapAttr(amap)
        rw.before(op)
        new = rw.insert(cls.create(list(operands), [r.type for r in op.results], attrs, [], [],
                                   op.loc))
        rw.replace(op, new.results)

    def simplify_map_op(op, rw) -> None:
        # SimplifyAffineOp: compose with the affine.apply ops feeding it, promote dims that are
        # valid symbols, drop unused and repeated operands, simplify the expressions
        amap, operands = affine.simplified_map(op.map.value, list(op.operands))
        if amap == op.map.value and operands == list(op.operands):
            return rw.no_match(op, "map and operands already canonical")
        rebuild(op, rw, type(op), amap, operands)

    @_typed(affine.ApplyOp)
    def simplify_affine_apply(op, rw: Rewriter) -> None:
        return simplify_map_op(op, rw)

    @_typed(affine.MinOp)
    def simplify_affine_min(op, rw: Rewriter) -> None:
        return simplify_map_op(op, rw)

    @_typed(affine.MaxOp)
    def simplify_affine_max(op, rw: Rewriter) -> None:
        return simplify_map_op(op, rw)

    def simplify_access(op, rw) -> None:
        # SimplifyAffineOp on affine.load/store: their subscript maps, in place
        amap, operands = affine.simplified_map(op.map.value, list(op.indices))
        if amap == op.map.value and operands == list(op.indices):
            return rw.no_match(op, "map and operands already canonical")
        op.attributes["map"] = AF.AffineMapAttr(amap)
        head = len(op.operands) - len(op.indices)
        affine.set_operands(op, list(op.operands[:head]) + operands)
        rw.modified(op)

    @_typed(affine.LoadOp)
    def simplify_affine_load(op, rw: Rewriter) -> None:
        return simplify_access(op, rw)

    @_typed(affine.StoreOp)
    def simplify_affine_store(op, rw: Rewriter) -> None:
        return simplify_access(op, rw)

    def deduplicate(op, rw) -> None:
        # DeduplicateAffineMinMaxExpressions
        m = op.map.value
        unique = affine.unique_results(m)
        if unique == m:
            return rw.no_match(op, "no repeated result")
        rebuild(op, rw, type(op), unique, list(op.operands))

    @_typed(affine.MinOp)
    def deduplicate_affine_min(op, rw: Rewriter) -> None:
        return deduplicate(op, rw)

    @_typed(affine.MaxOp)
    def deduplicate_affine_max(op, rw: Rewriter) -> None:
        return deduplicate(op, rw)

    def single_result(op, rw) -> None:
        # a one-result affine.min/max is an affine.apply
        if len(op.map.value.results) != 1:
            return rw.no_match(op, "more than one result")
        rebuild(op, rw, affine.ApplyOp, op.map.value, list(op.operands))

    @_typed(affine.MinOp)
    def single_result_affine_min(op, rw: Rewriter) -> None:
        return single_result(op, rw)

    @_typed(affine.MaxOp)
    def single_result_affine_max(op, rw: Rewriter) -> None:
        return single_result(op, rw)

    @_typed(affine.ForOp)
    def fold_empty_affine_for(op, rw: Rewriter) -> None:
        # AffineForEmptyLoopFolder: a body of only affine.yield yields inits or outer values
        body = op.body.blocks[0]
        if len(body.ops) != 1 or not op.results:
            return rw.no_match(op, "body not empty, or no results")
        trips = affine.constant_trip_count(op)
        if trips == 0:
            return rw.replace(op, list(op.inits))
        iter_args = body.args[1:]
        values, outside, unordered = [], False, False
        for i, v in enumerate(body.ops[0].operands):
            if v in iter_args:
                k = iter_args.index(v)
                unordered |= k != i
                values.append(op.inits[k])
            else:
                outside = True
                values.append(v)
        if trips is None and (outside or unordered):
            return rw.no_match(op, "unknown trip count")
        if trips is not None and trips >= 2 and unordered:
            return rw.no_match(op, "iter_args yielded out of order")
        rw.replace(op, values)

    @_typed(affine.IfOp)
    def always_true_or_false_if(op, rw: Rewriter) -> None:
        # an affine.if whose set is `0 == 0` is its then block; `1 == 0` its else block
        s = op.attributes["condition"].value
        if s.eqs == (True,) and s.constraints == (AF.Const(0),):
            region = op.then_region
        elif s.eqs == (True,) and s.constraints == (AF.Const(1),):
            region = op.else_region
            if not region.blocks:
                if op.results:
                    return rw.no_match(op, "no else block for the results")
                return rw.erase(op)
        else:
            return rw.no_match(op, "condition not trivially true or false")
        block = region.blocks[0]
        term = block.ops[-1]
        values = list(term.operands)
        rw.erase(term)
        index = op.parent.ops.index(op)
        rw.inline_block_before(block, op.parent, index)
        rw.replace(op, values)

    _AFFINE.extend([simplify_affine_apply, simplify_affine_min, simplify_affine_max,
                    simplify_affine_load, simplify_affine_store, deduplicate_affine_min,
                    deduplicate_affine_max, single_result_affine_min, single_result_affine_max,
                    fold_empty_affine_for, always_true_or_false_if])
    return _AFFINE


_AFFINE: list = []


@dataclass
class Canonicalize(Pass, flag="canonicalize"):
    """Canonicalize operations"""

    anchor = "any"
    disable_patterns: tuple = field(default=(), metadata={
        "help": "Labels of patterns that should be filtered out during application",
        "type": "string"})
    enable_patterns: tuple = field(default=(), metadata={
        "help": "Labels of patterns that should be used during application, all other patterns "
                "are filtered out", "type": "string"})
    max_iterations: int = field(default=10, metadata={
        "help": "Max. iterations between applying patterns / simplifying regions"})
    max_num_rewrites: int = field(default=-1, metadata={
        "help": "Max. number of pattern rewrites within an iteration"})
    region_simplify: str = field(default="normal", metadata={
        "help": "Perform control flow optimizations to the region tree", "type": "value",
        "values": {"disabled": "Don't run any control-flow simplification.",
                   "normal": "Perform simple control-flow simplifications (e.g. dead args "
                             "elimination).",
                   "aggressive": "Perform aggressive control-flow simplification (e.g. block "
                                 "merging)."}})
    test_convergence: bool = field(default=False, metadata={
        "help": "Test only: Fail pass on non-convergence to detect cyclic pattern"})
    top_down: bool = field(default=True, metadata={
        "help": "Seed the worklist in general top-down order"})

    def run(self, op) -> None:
        import sys

        from gpuopt.diag import PassError
        from gpuopt.rewrite.greedy import apply_greedy
        extra = _affine_patterns() if "gpuopt.dialects.affine" in sys.modules else []
        patterns = [p for p in PATTERNS + extra if p.label() not in self.disable_patterns
                    and (not self.enable_patterns or p.label() in self.enable_patterns)]
        ok = apply_greedy(op, patterns, top_down=self.top_down,
                          max_iterations=self.max_iterations,
                          max_rewrites=self.max_num_rewrites,
                          region_simplify=self.region_simplify)
        if self.test_convergence and not ok:
            raise PassError("Canonicalizer failed to converge", op.loc)
