"""The cf dialect: unstructured control flow (branches, conditional branches, asserts)."""
from __future__ import annotations

from gpuopt.ir import assembly as asm
from gpuopt.ir import attrs as A
from gpuopt.ir import constraints as C
from gpuopt.ir import types as T
from gpuopt.ir.assembly import directive
from gpuopt.ir.opdef import (
    Dialect,
    Op,
    Pure,
    SegmentedOperands,
    Terminator,
    operand,
    opt_prop,
    prop,
    successor,
    var_operand,
    var_successor,
)


def _int_literal(text: str) -> int:
    """An MLIR integer literal: decimal (leading zeros allowed, `08`) or `0x` hex."""
    return int(text, 16) if "0x" in text else int(text)


class AssertOp(Op, name="cf.assert"):
    """`cf.assert %cond, "message"`."""
    arg = operand(C.I1)
    msg = prop(C.StrAttr)
    format = "$arg `,` $msg attr-dict"


class BranchOp(Op, name="cf.br", traits=[Pure, Terminator]):
    """`cf.br ^bb1(%a : i32)`."""
    dest_operands = var_operand()
    dest = successor()
    format = "$dest (`(` $dest_operands^ `:` type($dest_operands) `)`)? attr-dict"

    def verify(self) -> None:
        self.verify_successor_operands([self.dest_operands])


class CondBranchOp(Op, name="cf.cond_br", traits=[Pure, Terminator, SegmentedOperands]):
    """`cf.cond_br %c, ^bb1(%a : i32), ^bb2`."""
    condition = operand(C.I1)
    true_dest_operands = var_operand()
    false_dest_operands = var_operand()
    true_dest = successor()
    false_dest = successor()
    format = ("$condition `,` $true_dest (`(` $true_dest_operands^ `:` "
              "type($true_dest_operands) `)`)? `,` $false_dest (`(` $false_dest_operands^ `:` "
              "type($false_dest_operands) `)`)? attr-dict")

    def verify(self) -> None:
        self.verify_successor_operands([self.true_dest_operands, self.false_dest_operands])


class SwitchOp(Op, name="cf.switch", traits=[Pure, Terminator, SegmentedOperands]):
    """`cf.switch %flag : i32, [ default: ^bb1(%a : i32), 42: ^bb2 ]`."""
    flag = operand(C.AnyInteger)
    default_operands = var_operand()
    case_operands = var_operand()
    case_values = opt_prop(name="case_values")
    case_operand_segments = prop(C.DenseI32Array, name="case_operand_segments")
    default_destination = successor()
    case_destinations = var_successor()
    format = ("$flag `:` type($flag) `,` `[` custom<switch_cases>($default_destination, "
              "$default_operands, $case_values, $case_destinations, $case_operands) `]` "
              "attr-dict")
    elided = ("case_operand_segments",)

    def case_operand_groups(self) -> list:
        """The operands of each case destination, split by case_operand_segments."""
        groups, pos = [], 0
        for n in self.attributes["case_operand_segments"].values:
            groups.append(self.case_operands[pos:pos + n])
            pos += n
        return groups

    def verify(self) -> None:
        segs = self.attributes["case_operand_segments"].values
        if sum(segs) != len(self.case_operands):
            raise self.error(f"caseOperands count ({len(self.case_operands)}) does not match "
                             f"with the total size ({sum(segs)}) specified in attribute "
                             "'case_operand_segments'")
        self.verify_successor_operands([self.default_operands] + self.case_operand_groups())
        values = self.attributes.get("case_values")
        if values is None:
            return
        et = values.type.element_type
        if et is not self.flag.type:
            raise self.error(f"'flag' type ('{self.flag.type}') should match case value type "
                             f"('{et}')")
        n = len(_flat_values(values))
        if n != len(self.case_destinations):
            raise self.error(f"number of case values ({n}) should match number of case "
                             f"destinations ({len(self.case_destinations)})")


@directive("switch_cases", """custom_switch_cases: "default" ":" switch_dest switch_case*
switch_case: "," INT ":" switch_dest
switch_dest: BLOCK_ID ["(" ssa_uses1 ":" types1 ")"]""")
def _parse_switch_cases(b, v, st, args):
    default, cases = v[0], v[1:]
    st.successors["default_destination"] = default[0]
    st.operands["default_operands"] = default[1]
    flag_type = st.types["flag"][0]
    width = flag_type.width if isinstance(flag_type, T.IntegerType) else 64
    values, operands, segments, dests = [], [], [], []
    for tok, (block, vals) in cases:
        x = _int_literal(tok[1]) & ((1 << width) - 1)
        if width and x >= 1 << (width - 1) and getattr(flag_type, "signedness", "") != "u":
            x -= 1 << width
        values.append(x)
        dests.append(block)
        operands += vals
        segments.append(len(vals))
    st.successors["case_destinations"] = dests
    st.operands["case_operands"] = operands
    st.attrs["case_operand_segments"] = A.DenseArrayAttr(T.i32, tuple(segments))
    if values:
        vt = T.VectorType.get((len(values),), flag_type)
        splat = all(x == values[0] for x in values)
        st.attrs["case_values"] = A.DenseElementsAttr(values[0] if splat else values, vt,
                                                      splat=splat)


def _dest_text(p, block, vals) -> str:
    text = p.block_name(block)
    if vals:
        text += "(" + ", ".join(p.value_name(x) for x in vals) + " : " + \
            ", ".join(p.type_text(x.type) for x in vals) + ")"
    return text


def _flat_values(attr) -> list:
    if attr is None:
        return []
    count = 1
    for d in attr.type.shape or ():
        count *= d
    if attr.splat:
        return [attr.values] * count

    def flat(x):
        return [y for e in x for y in flat(e)] if isinstance(x, (list, tuple)) else [x]
    return flat(attr.values)


@_parse_switch_cases.printer
def _print_switch_cases(p, op, args):
    nl = "\n" + "  " * p.indent
    text = nl + "  default: " + _dest_text(p, op.default_destination, op.default_operands)
    values = _flat_values(op.attributes.get("case_values"))
    if not values:
        return text
    segs = op.attributes["case_operand_segments"].values
    et = op.attributes["case_values"].type.element_type
    width = et.width if isinstance(et, T.IntegerType) else 64
    ops, pos = op.case_operands, 0
    for i, x in enumerate(values[:len(op.case_destinations)]):
        n = segs[i] if i < len(segs) else 0
        text += "," + nl + "  " + str(x & ((1 << width) - 1)) + ": " + \
            _dest_text(p, op.case_destinations[i], ops[pos:pos + n])
        pos += n
    return text + nl


@asm.rule("switch_dest")
def _switch_dest(b, c):
    block = b.block_for(c[0])
    if c[1] is None:
        return (block, [])
    return (block, [b.lookup(t, ty) for t, ty in zip(c[1], c[2], strict=False)])


@asm.rule("switch_case")
def _switch_case(b, c):
    return (c[0], c[1])


@asm.rule("custom_switch_cases")
def _custom_switch_cases(b, c):
    return c


# Shared with llvm.switch, whose cases read and print the same way.
int_literal, flat_values, dest_text = _int_literal, _flat_values, _dest_text

CF = Dialect("cf", ops=[AssertOp, BranchOp, CondBranchOp, SwitchOp])
