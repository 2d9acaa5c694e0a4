"""`--convert-scf-to-cf`: structured control flow to blocks and branches, as mlir-opt-19 lowers
it (block layout, hence block and value numbering, as it prints them).

- `scf.for`: the block holding the loop is split at it; the loop's body block becomes the
  condition block (`arith.cmpi slt %iv, %ub` and `cf.cond_br` to the body or the end), its ops
  move to a new body block, and the body's last block steps the induction variable
  (`arith.addi`) and branches back with the yielded values (the loop's attributes, even
  `llvm.loop_annotation`, are dropped, as in LLVM 19).
- `scf.if`: `cf.cond_br` to the then blocks and the else blocks (or the continuation when
  there is no else); with results a block taking them (located at the op) ends in `cf.br` to
  the continuation.
- `scf.while`: both regions inlined, `scf.condition` -> `cf.cond_br` to the after region or
  the continuation, the after region's `scf.yield` -> `cf.br` back (each at the location of
  the terminator it replaces); a do-while (the after
  region only forwards its arguments) loops on the before region alone.
- `scf.execute_region`: inlined, each `scf.yield` a branch to the continuation, which gets an
  argument per result.
- `scf.index_switch`: `arith.index_cast` to i32 and `cf.switch` over the case regions, then
  the default region, branching to a continuation taking the results.
- `scf.parallel`: a nest of `scf.for` (reductions carried as iteration arguments, their
  regions inlined), lowered in turn; `scf.forall` without outputs: an `scf.parallel` over its
  bounds (static ones as `arith.constant`, lower bounds, upper bounds, then steps).

Other ops are left as they are (a partial conversion; `scf_to_cf_patterns()` gives the
patterns).
"""
from __future__ import annotations

from dataclasses import dataclass

from gpuopt.dialects import arith, cf, scf
from gpuopt.ir import attrs as A
from gpuopt.ir import types as T
from gpuopt.ir.core import Block, Region
from gpuopt.passes.manager import PRESERVED, Pass
from gpuopt.rewrite.conversion import ConversionTarget
from gpuopt.rewrite.pattern import Pattern

_SLT = A.IntegerAttr.get(2, T.i64)
_ILLEGAL = ("scf.for", "scf.if", "scf.parallel", "scf.while", "scf.execute_region",
            "scf.index_switch", "scf.forall")


class _Target(ConversionTarget):
    """The scf ops above are illegal; every other op is legal."""

    def legality(self, op) -> bool | None:
        return op.name not in _ILLEGAL


def _br(rw, dest, operands=()):
    return rw.insert(cf.BranchOp.build(dest_operands=list(operands), successors=[dest]))


def _cond_br(rw, cond, true_dest, true_operands, false_dest, false_operands=()):
    return rw.insert(cf.CondBranchOp.build(
        condition=cond, true_dest_operands=list(true_operands),
        false_dest_operands=list(false_operands), successors=[true_dest, false_dest]))


def _add_args(rw, block, types, loc) -> list:
    """Appends arguments to `block` (undone on rollback)."""
    n = len(block.args)
    args = [block.add_arg(t, loc) for t in types]

    def undo() -> None:
        del block.args[n:]
    rw._log(undo)
    return args


def _value_loc(v):
    """MLIR's Value::getLoc: a block argument's own location, else its defining op's."""
    op = v.defining_op
    return op.loc if op is not None else v.loc


class _ScfPattern(Pattern):
    def __init__(self, op_type, benefit: int = 1) -> None:
        self.op_types = (op_type,)
        self.benefit = benefit
        self.name = type(self).__name__


class ForLowering(_ScfPattern):
    def rewrite(self, op, rw) -> None:
        init_block = op.parent
        region = init_block.parent
        end = rw.split_block(init_block, op)
        body = op.regions[0]
        cond = body.blocks[0]
        first_body = rw.split_block(cond, 0)
        last_body = body.blocks[-1]
        rw.inline_region_before(body, region, end)
        iv = cond.args[0]
        term = last_body.terminator
        rw.at_end(last_body)
        stepped = rw.create(arith.OPS["addi"], lhs=iv, rhs=op.step,
                            result_types=[iv.type]).results[0]
        _br(rw, cond, [stepped, *term.operands])  # (LLVM 19 drops llvm.loop_annotation)
        rw.erase(term)
        rw.at_end(init_block)
        _br(rw, cond, [op.lower_bound, *op.init_args])
        rw.at_end(cond)
        cmp = rw.create(arith.CmpIOp, predicate=_SLT, lhs=iv, rhs=op.upper_bound,
                        result_types=[T.i1]).results[0]
        _cond_br(rw, cmp, first_body, [], end)
        rw.replace(op, cond.args[1:])


class IfLowering(_ScfPattern):
    def rewrite(self, op, rw) -> None:
        cond_block = op.parent
        region = cond_block.parent
        remaining = rw.split_block(cond_block, op)
        if not op.results:
            cont = remaining
        else:
            cont = rw.create_block(region, remaining, [r.type for r in op.results],
                                   [op.loc] * len(op.results))
            rw.at_end(cont)
            _br(rw, remaining)
        then_region, else_region = op.regions[0], op.regions[1]
        then_block = then_region.blocks[0]
        self.branch_out(rw, then_region, cont)
        rw.inline_region_before(then_region, region, cont)
        else_block = cont
        if else_region.blocks:
            else_block = else_region.blocks[0]
            self.branch_out(rw, else_region, cont)
            rw.inline_region_before(else_region, region, cont)
        rw.at_end(cond_block)
        _cond_br(rw, op.condition, then_block, [], else_block)
        rw.replace(op, cont.args)

    @staticmethod
    def branch_out(rw, region, cont) -> None:
        term = region.blocks[-1].terminator
        rw.at_end(region.blocks[-1])
        _br(rw, cont, term.operands)
        rw.erase(term)


class ExecuteRegionLowering(_ScfPattern):
    def rewrite(self, op, rw) -> None:
        cond_block = op.parent
        remaining = rw.split_block(cond_block, op)
        region = op.regions[0]
        rw.at_end(cond_block)
        _br(rw, region.blocks[0])
        for block in region.blocks:
            term = block.terminator
            if isinstance(term, scf.YieldOp):
                rw.at_end(block)
                _br(rw, remaining, term.operands)
                rw.erase(term)
        rw.inline_region_before(region, cond_block.parent, remaining)
        args = _add_args(rw, remaining, [r.type for r in op.results], op.loc)
        rw.replace(op, args)


class WhileLowering(_ScfPattern):
    def rewrite(self, op, rw) -> None:
        current = op.parent
        region = current.parent
        cont = rw.split_block(current, op)
        before_r, after_r = op.regions
        after, after_last = after_r.blocks[0], after_r.blocks[-1]
        before, before_last = before_r.blocks[0], before_r.blocks[-1]
        rw.inline_region_before(after_r, region, cont)
        rw.inline_region_before(before_r, region, after)
        rw.at_end(current)
        _br(rw, before, op.inits)
        cond_op = before_last.terminator
        args = list(cond_op.args)
        rw.before(cond_op)
        _cond_br(rw, cond_op.condition, after, args, cont).loc = cond_op.loc
        rw.erase(cond_op)
        yield_op = after_last.terminator
        rw.before(yield_op)
        _br(rw, before, yield_op.operands).loc = yield_op.loc
        rw.erase(yield_op)
        rw.replace(op, args)


class DoWhileLowering(_ScfPattern):
    """A while loop whose after region only forwards its arguments (benefit 2)."""

    def rewrite(self, op, rw) -> None:
        before_r, after_r = op.regions
        if len(after_r.blocks) != 1:
            return rw.no_match(op, "do-while simplification applicable to single-block "
                                   "'after' region only")
        block = after_r.blocks[0]
        if len(block.ops) != 1:
            return rw.no_match(op, "do-while simplification applicable only if 'after' "
                                   "region has no payload")
        y = block.ops[0]
        if not isinstance(y, scf.YieldOp) or list(y.operands) != list(block.args):
            return rw.no_match(op, "do-while simplification applicable only to forwarding "
                                   "'after' regions")
        current = op.parent
        cont = rw.split_block(current, op)
        before, before_last = before_r.blocks[0], before_r.blocks[-1]
        rw.inline_region_before(before_r, current.parent, cont)
        rw.at_end(current)
        _br(rw, before, op.inits)
        cond_op = before_last.terminator
        args = list(cond_op.args)
        rw.before(cond_op)
        _cond_br(rw, cond_op.condition, before, args, cont).loc = cond_op.loc
        rw.erase(cond_op)
        rw.replace(op, args)


class IndexSwitchLowering(_ScfPattern):
    def rewrite(self, op, rw) -> None:
        cond_block = op.parent
        region = cond_block.parent
        cont = rw.split_block(cond_block, op)
        results = _add_args(rw, cont, [r.type for r in op.results], op.loc)

        def convert(r):
            block = r.blocks[0]
            y = block.terminator
            rw.before(y)
            _br(rw, cont, y.operands).loc = y.loc  # replaceOpWithNewOp at the yield
            rw.erase(y)
            rw.inline_region_before(r, region, cont)
            return block

        default_region, case_regions = op.regions[0], op.regions[1:]
        cases = [convert(r) for r in case_regions]
        default = convert(default_region)
        rw.at_end(cond_block)
        flag = rw.create(arith.OPS["index_cast"], in_=op.arg, result_types=[T.i32])
        values = list(op.attributes["cases"].values)
        attrs = {"case_operand_segments": A.DenseArrayAttr(T.i32, tuple(0 for _ in cases)),
                 "operandSegmentSizes": A.DenseArrayAttr(T.i32, (1, 0, 0))}
        if values:
            attrs["case_values"] = A.DenseElementsAttr(
                [int(v) for v in values], T.VectorType.get([len(values)], T.i32))
        rw.insert(cf.SwitchOp.create([flag.results[0]], [], attrs, [], [default, *cases]))
        rw.replace(op, results)


class ParallelLowering(_ScfPattern):
    """scf.parallel -> a nest of scf.for (lowered in turn by ForLowering)."""

    def rewrite(self, op, rw) -> None:
        loc = op.loc
        iter_args = list(op.init_vals)
        ivs = []
        loop_results = list(iter_args)
        body = op.regions[0].blocks[0]
        first = True
        for lb, ub, st in zip(op.lower_bound, op.upper_bound, op.step, strict=True):
            block = Block([lb.type, *(v.type for v in iter_args)],
                          [loc, *(_value_loc(v) for v in iter_args)])
            if not iter_args:
                block.append(scf.YieldOp.build(loc=loc))
            for_op = scf.ForOp.create([lb, ub, st, *iter_args], [v.type for v in iter_args],
                                      {}, [Region([block])], [], loc)
            outer = rw.block
            rw.insert(for_op)
            ivs.append(block.args[0])
            iter_args = list(block.args[1:])
            if first:
                loop_results = list(for_op.results)
                first = False
            elif for_op.results:
                rw.at_end(outer)
                rw.insert(scf.YieldOp.build(results_=list(for_op.results), loc=loc))
            rw.at_start(block)
        reduce = body.terminator
        yields = []
        for i, r in enumerate(reduce.regions):
            rblock = r.blocks[0]
            ret = rblock.terminator
            yields.append(ret.operands[0])
            rw.erase(ret)
            rw.inline_block_before(rblock, body, body.ops.index(reduce),
                                   [iter_args[i], reduce.operands[i]])
        rw.erase(reduce)
        new_body = rw.block
        if not new_body.ops:
            rw.merge_blocks(body, new_body, ivs)
        else:
            rw.inline_block_before(body, new_body, len(new_body.ops) - 1, ivs)
        if yields:
            rw.at_end(new_body)
            rw.insert(scf.YieldOp.build(results_=yields, loc=loc))
        rw.replace(op, loop_results)


class ForallLowering(_ScfPattern):
    """scf.forall (no outputs) -> scf.parallel."""

    def rewrite(self, op, rw) -> None:
        if op.outputs:
            return rw.no_match(op, "only fully bufferized scf.forall ops can be lowered to "
                                   "scf.parallel")
        groups = []
        for which in ("lower_bound", "upper_bound", "step"):
            vals = []
            for v in op._bounds(which):
                if isinstance(v, int):
                    v = rw.create(arith.ConstantOp, value=A.IntegerAttr.get(v, T.index),
                                  result_types=[T.index]).results[0]
                vals.append(v)
            groups.append(vals)
        lbs, ubs, steps = groups
        region = Region()
        par = scf.ParallelOp.create(
            [*lbs, *ubs, *steps], [],
            {"operandSegmentSizes": A.DenseArrayAttr(T.i32, (len(lbs), len(ubs), len(steps),
                                                              0))},
            [region], [], op.loc)
        rw.inline_region_before(op.regions[0], region)
        block = region.blocks[0]
        term = block.terminator
        rw.before(term)
        rw.insert(scf.ReduceOp.create([], [], {}, [], []))
        rw.erase(term)
        rw.before(op)
        rw.insert(par)
        rw.replace(op, [])


def scf_to_cf_patterns() -> list[Pattern]:
    """populateSCFToControlFlowConversionPatterns (LLVM 19)."""
    return [ForLowering(scf.ForOp), IfLowering(scf.IfOp), ParallelLowering(scf.ParallelOp),
            WhileLowering(scf.WhileOp), ExecuteRegionLowering(scf.ExecuteRegionOp),
            IndexSwitchLowering(scf.IndexSwitchOp), ForallLowering(scf.ForallOp),
            DoWhileLowering(scf.WhileOp, benefit=2)]


@dataclass
class SCFToControlFlow(Pass, flag="convert-scf-to-cf"):
    """Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG"""
    anchor = "any"  # op-agnostic, as upstream declares it (nests anywhere)

    pass_name = "SCFToControlFlow"

    def run(self, op) -> str | None:
        from gpuopt.rewrite.conversion import apply_conversion
        done = apply_conversion(op, scf_to_cf_patterns(), _Target(), None, partial=True)
        return None if done.changed else PRESERVED
