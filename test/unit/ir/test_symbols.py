"""Symbol lookup: nearest symbol table, nested references, per-verification caching."""
from gpuopt.ir import symbols
from gpuopt.parser import parse_text

SRC = """\
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @k() kernel { gpu.return }
  }
  func.func @f() { return }
}
"""


def test_resolve_nested_and_flat_references():
    module = parse_text(SRC, "s.mlir")
    func = module.ops[1]
    ret = func.body.blocks[0].ops[0]
    assert symbols.nearest_symbol_table(ret) is module
    assert symbols.resolve_symbol(ret, ["kernels", "k"]).name == "gpu.func"
    assert symbols.resolve_symbol(ret, ["f"]) is func
    assert symbols.resolve_symbol(ret, ["f", "k"]) is None  # func.func is no symbol table
    assert symbols.resolve_symbol(ret, ["missing"]) is None


def test_tables_are_kept_only_while_caching():
    module = parse_text(SRC, "s.mlir")
    with symbols.caching():
        assert symbols.lookup_symbol(module, "f") is module.ops[1]
        module.ops[1].erase()  # the cache does not see edits made meanwhile
        assert symbols.lookup_symbol(module, "f") is not None
    assert symbols.lookup_symbol(module, "f") is None


def test_symbol_path():
    from gpuopt.ir import attrs as A
    assert symbols.symbol_path(A.SymbolRefAttr("a", ("b",))) == ["a", "b"]
    assert symbols.symbol_path(A.StringAttr("a")) is None
