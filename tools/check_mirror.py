#!/usr/bin/env python3
"""Checks that test/ mirrors gpuopt/ (STYLE.md section 6); prints the modules without tests.

A module gpuopt/<dirs>/<name>.py counts as tested when one of these exists (kebab-case names,
as lit tests are named after flags, count too: passes/gpu_to_llvm.py <-> gpu-to-llvm.mlir):

  test/lit/<dirs>/<name>/         test/lit/<dirs>/<name>.mlir
  test/unit/<dirs>/test_<name>.py test/unit/<dirs>/<name>/   test/unit/test_<dirs>_<name>.py

A trailing underscore (async_.py, named after a keyword) may be dropped. `__init__.py`,
`__main__.py` and private modules (`_name.py`) are not checked. Exit status 1
when a module has no test. Standard library only.
"""

import argparse
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent


def candidates(root: Path, module: Path) -> list[Path]:
    """The test paths that would cover `module` (a path relative to gpuopt/)."""
    dirs, stem = module.parent.parts, module.stem
    # ordered, deduplicated; a module named after a keyword (async_.py) is tested as `async`
    names = dict.fromkeys([stem, stem.replace("_", "-"), stem.rstrip("_")])
    lit = root / "test" / "lit" / Path(*dirs)
    unit = root / "test" / "unit" / Path(*dirs)
    out: list[Path] = []
    for name in names:
        out += [lit / name, lit / f"{name}.mlir"]
    out += [unit / f"test_{stem}.py", unit / stem,
            root / "test" / "unit" / f"test_{'_'.join([*dirs, stem])}.py"]
    return out


def modules(root: Path) -> list[Path]:
    """The checked modules of gpuopt/, relative to it."""
    pkg = root / "gpuopt"
    found = []
    for path in sorted(pkg.rglob("*.py")):
        rel = path.relative_to(pkg)
        if any(part.startswith(("_", ".")) for part in rel.parts):
            continue  # __init__, __main__, private modules, _grammar, __pycache__
        found.append(rel)
    return found


def covered(paths: list[Path]) -> bool:
    """A candidate exists, or a lit file named `<candidate>-<case>.mlir` does."""
    for p in paths:
        if p.exists():
            return True
        if p.suffix == ".mlir" and p.parent.is_dir() and any(p.parent.glob(f"{p.stem}-*.mlir")):
            return True
    return False


def missing(root: Path) -> list[tuple[Path, list[Path]]]:
    out = []
    for module in modules(root):
        paths = candidates(root, module)
        if not covered(paths):
            out.append((module, paths))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--root", type=Path, default=REPO, help="repository root")
    a = p.parse_args(argv)
    gaps = missing(a.root)
    for module, paths in gaps:
        rel = [str(c.relative_to(a.root)) for c in paths[:2]] + [str(paths[-3].relative_to(
            a.root))]
        print(f"gpuopt/{module}: no test (add one of {', '.join(rel)})")
    if gaps:
        print(f"check_mirror: {len(gaps)} of {len(modules(a.root))} modules have no test")
        return 1
    print(f"check_mirror: all {len(modules(a.root))} modules have tests")
    return 0


if __name__ == "__main__":
    sys.exit(main())
