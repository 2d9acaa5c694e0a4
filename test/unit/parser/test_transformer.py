"""gpuopt/parser/transformer.py: reductions build the IR (SSA names, blocks, locations) and
report misuse at its location with mlir-opt-19's words (each message below is mlir-opt-19's
first line for the same input)."""
import pytest

from gpuopt.diag import GpuoptError
from gpuopt.parser import parse_text


def ops_of(module) -> list:
    return [op for op in module.walk() if op is not module]


def test_ssa_values_are_linked_to_their_uses() -> None:
    module = parse_text("func.func @f(%a: i32) -> i32 {\n"
                        "  %x = arith.addi %a, %a : i32\n"
                        "  return %x : i32\n"
                        "}\n", "t.mlir")
    func, add, ret = ops_of(module)
    arg = func.regions[0].blocks[0].args[0]
    assert add.operands == [arg, arg] and arg.uses == [(add, 0), (add, 1)]
    assert ret.operands == [add.results[0]] and add.results[0].uses == [(ret, 0)]
    # located at the op name, not the result, as mlir-opt-19 locates it (loc("t.mlir":2:8))
    assert (add.loc.line, add.loc.col) == (2, 8) and add.loc.file == "t.mlir"


def test_top_level_ops_get_an_implicit_module_at_0_0() -> None:
    module = parse_text("func.func private @a()\nfunc.func private @b()\n", "m.mlir")
    assert module.name == "builtin.module"
    assert (module.loc.line, module.loc.col) == (0, 0)
    assert len(module.regions[0].blocks[0].ops) == 2


def test_blocks_forward_references_and_arguments() -> None:
    module = parse_text("func.func @f(%c: i1, %v: i32) -> i32 {\n"
                        "  cf.cond_br %c, ^bb2(%v : i32), ^bb1\n"
                        "^bb1:\n"
                        "  cf.br ^bb2(%v : i32)\n"
                        "^bb2(%r: i32):\n"
                        "  return %r : i32\n"
                        "}\n")
    func = ops_of(module)[0]
    entry, bb1, bb2 = func.regions[0].blocks
    assert entry.terminator.successors == [bb2, bb1]
    assert bb1.terminator.successors == [bb2]
    assert len(bb2.args) == 1 and bb2.args[0].uses == [(bb2.terminator, 0)]
    assert bb2.predecessors() == [bb1, entry]


def test_forward_reference_in_a_graph_region() -> None:
    module = parse_text('"test.graph"() ({\n'
                        '  %0 = "test.use"(%1) : (i32) -> i32\n'
                        '  %1 = "test.def"() : () -> i32\n'
                        '}) : () -> ()\n', allow_unregistered=True)
    graph, use, define = ops_of(module)
    assert use.operands == [define.results[0]]
    assert define.results[0].uses == [(use, 0)]


@pytest.mark.parametrize("text, line, col, message", [
    ("func.func @f(%a: i32) -> i32 {\n  %x = arith.addi %a, %undefined : i32\n"
     "  return %x : i32\n}\n", 2, 23, "use of undeclared SSA value name"),
    ("func.func @f(%a: i32) {\n  %x = arith.constant 1 : i32\n  %x = arith.constant 2 : i32\n"
     "  return\n}\n", 3, 3, "redefinition of SSA value '%x'"),
    ("func.func @f(%a: i32) {\n  %x = arith.addi %a, %a : i64\n  return\n}\n", 2, 19,
     "use of value '%a' expects different type than prior uses: 'i64' vs 'i32'"),
    ("func.func @f() {\n  cf.br ^missing\n}\n", 2, 9, "reference to an undefined block"),
    ("func.func @f(%c: i1) {\n  cf.cond_br %c, ^bb1, ^bb2\n^bb1:\n  cf.br ^bb2\n^bb1:\n"
     "  return\n}\n", 5, 1, "redefinition of block '^bb1'"),
])
def test_misuse_is_located(text: str, line: int, col: int, message: str) -> None:
    with pytest.raises(GpuoptError) as err:
        parse_text(text, "bad.mlir")
    assert err.value.render().splitlines()[0] == f"bad.mlir:{line}:{col}: error: {message}"
