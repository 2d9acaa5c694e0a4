#!/usr/bin/env python3
"""Checks that imports inside gpuopt/ point one way (STYLE.md section 1).

The layers, lowest first (a module may import its own layer or lower ones, never a higher one):

  gpuopt (the package root) <- diag <- ir <- dialects <- parser, printer <- verifier <- rewrite,
  abi <- passes <- target <- runtime <- cli

Every import counts, at module level or inside a function. Prints the back arrows (an import
of a higher layer), the cycles among modules (strongly connected components of the import
graph, own layer included) and the uses of another module's private names
(`from gpuopt.x import _name`, `mod._name` where `mod` is a gpuopt module); exits 1 when any
count is not 0. Standard library only.
"""

from __future__ import annotations

import argparse
import ast
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent

# First dotted component below gpuopt -> layer number; "" is the package root itself.
LAYERS = {"": 0, "diag": 1, "ir": 2, "dialects": 3, "parser": 4, "printer": 4, "verifier": 5,
          "rewrite": 6, "passes": 7, "target": 8, "runtime": 9, "cli": 10, "__main__": 10}
LAYERS["tool"] = LAYERS["diag"]  # gpuopt/tool.py: command-line plumbing, standard library only
# gpuopt/abi.py: the mgpu* table that the passes call and the devices implement, with the llvm
# ops it builds
LAYERS["abi"] = LAYERS["rewrite"]


def module_names(pkg: Path) -> dict[str, Path]:
    """Dotted module name -> file, for every .py under `pkg` (packages by their __init__)."""
    out = {}
    for path in sorted(pkg.rglob("*.py")):
        parts = list(path.relative_to(pkg.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def layer(module: str) -> int:
    parts = module.split(".")
    if ".".join(parts[1:3]) in LAYERS:
        return LAYERS[".".join(parts[1:3])]
    key = parts[1] if len(parts) > 1 else ""
    if key not in LAYERS:
        raise SystemExit(f"check_layers: {module} is in no layer; add it to LAYERS")
    return LAYERS[key]


class Imports(ast.NodeVisitor):
    """Collects (line, imported module, private names) and private attribute uses."""

    def __init__(self, name: str, is_pkg: bool, modules: dict[str, Path]) -> None:
        self.name, self.modules = name, modules
        self.package = name if is_pkg else name.rpartition(".")[0]
        self.edges: list[tuple[int, str]] = []
        self.private: list[tuple[int, str]] = []
        self.aliases: dict[str, str] = {}  # local name -> gpuopt module it is bound to

    def _resolve(self, node: ast.ImportFrom) -> str:
        if not node.level:
            return node.module or ""
        base = self.package.split(".")
        base = base[:len(base) - (node.level - 1)]
        return ".".join(base + ([node.module] if node.module else []))

    def visit_Import(self, node: ast.Import) -> None:
        for a in node.names:
            if a.name.split(".")[0] == "gpuopt":
                self.edges.append((node.lineno, a.name))
                self.aliases[a.asname or a.name.split(".")[0]] = (a.name if a.asname
                                                                 else "gpuopt")

    def visit_ImportFrom(self, node: ast.ImportFrom) -> None:
        mod = self._resolve(node)
        if mod.split(".")[0] != "gpuopt":
            return
        for a in node.names:
            full = f"{mod}.{a.name}"
            if full in self.modules:
                self.edges.append((node.lineno, full))
                self.aliases[a.asname or a.name] = full
                continue
            self.edges.append((node.lineno, mod))
            if _private(a.name) and mod != self.name:
                self.private.append((node.lineno, f"from {mod} import {a.name}"))

    def visit_Attribute(self, node: ast.Attribute) -> None:
        if isinstance(node.value, ast.Name) and _private(node.attr):
            target = self.aliases.get(node.value.id)
            if target is not None and target != self.name:
                self.private.append((node.lineno, f"{target}.{node.attr}"))
        self.generic_visit(node)


def _private(name: str) -> bool:
    return name.startswith("_") and not name.startswith("__")


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components with more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    out: list[list[str]] = []
    counter = 0
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = counter
                    counter += 1
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                comp = []
                while True:
                    top = stack.pop()
                    on_stack.discard(top)
                    comp.append(top)
                    if top == node:
                        break
                if len(comp) > 1:
                    out.append(sorted(comp))
    return out


def check(root: Path) -> tuple[list[str], list[str], list[str]]:
    """(back arrows, cycles, private uses), each as printable lines."""
    modules = module_names(root / "gpuopt")
    graph: dict[str, set[str]] = {m: set() for m in modules}
    back, private = [], []
    for name, path in modules.items():
        v = Imports(name, path.name == "__init__.py", modules)
        v.visit(ast.parse(path.read_text(), str(path)))
        rel = path.relative_to(root)
        for line, target in v.edges:
            if target not in modules or target == name:
                continue
            graph[name].add(target)
            if layer(target) > layer(name):
                back.append(f"{rel}:{line}: {name} (layer {layer(name)}) imports {target} "
                            f"(layer {layer(target)})")
        private += [f"{rel}:{line}: {what}" for line, what in v.private]
    cyc = [f"{len(c)} modules import each other: " + ", ".join(c) for c in cycles(graph)]
    return back, cyc, private


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", type=Path, default=REPO, help="repository root")
    args = ap.parse_args(argv)
    back, cyc, private = check(args.root)
    for title, lines in (("back arrows", back), ("cycles", cyc),
                         ("private names used across modules", private)):
        print(f"{len(lines)} {title}")
        for line in lines:
            print(f"  {line}")
    return 1 if back or cyc or private else 0


if __name__ == "__main__":
    sys.exit(main())
