"""gpuopt/passes/view_async_graph.py: DOT text of token and stream graphs (the lit tests under
test/lit/passes/view-async-graph*.mlir check it through the command line)."""
import shutil
import subprocess
from pathlib import Path

import pytest

from gpuopt.parser import parse_text
from gpuopt.passes import view_async_graph as view

LIT = Path(__file__).resolve().parents[2] / "lit" / "passes"

CHAIN = """func.func @f(%n: index) {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async [%t0, %t1]
  gpu.wait [%t2]
  return
}
"""


def test_dot_strings_escape_quotes_and_backslashes() -> None:
    assert view.dot_string('a "b" \\ c\nd') == '"a \\"b\\" \\\\ c\\nd"'


def test_each_token_use_is_one_edge_from_its_producer() -> None:
    text = view.async_graph_dot(parse_text(CHAIN, "t.mlir"))
    edges = [line.strip() for line in text.splitlines() if "->" in line]
    assert edges == ['v0 -> v1 [label = "%0"];', 'v0 -> v2 [label = "%0"];',
                     'v1 -> v2 [label = "%1"];', 'v2 -> v3 [label = "%2"];']
    assert 'v0 [label = "gpu.wait\\nt.mlir:2:9", shape = ellipse];' in text


def test_output_is_deterministic() -> None:
    source = (LIT / "view-async-graph.mlir").read_text()
    first = view.async_graph_dot(parse_text(source, "a.mlir"))
    assert first == view.async_graph_dot(parse_text(source, "a.mlir"))


def test_module_without_tokens_is_an_empty_graph() -> None:
    text = view.async_graph_dot(parse_text("func.func @f() {\n  return\n}\n", "t.mlir"))
    assert text == "digraph G {\n  compound = true;\n}\n"


@pytest.mark.parametrize("name", ["view-async-graph.mlir", "view-async-graph-lowered.mlir",
                                  "gpu-verify-lifetimes-mlir-opt-14.mlir"])
def test_graphviz_reads_the_graph(name: str, tmp_path: Path) -> None:
    """Checked with Graphviz's `dot` where it is installed (it is not a dependency)."""
    dot = shutil.which("dot")
    if dot is None:
        pytest.skip("graphviz's dot is not installed")
    source = (LIT / name).read_text()
    text = view.async_graph_dot(parse_text(source, name))
    run = subprocess.run([dot, "-Tsvg", "-o", str(tmp_path / "g.svg")], input=text,
                         capture_output=True, text=True, timeout=60)
    assert run.returncode == 0 and not run.stderr, run.stderr
