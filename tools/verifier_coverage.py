"""Prints the per-op tables of test/lit/dialects/VERIFIER-COVERAGE.md from the expected-error
annotations of test/lit/dialects/<dialect>/invalid*.mlir (run from the repository root)."""
import collections
import glob
import os
import re
import sys

sys.path.insert(0, os.getcwd())

import gpuopt.dialects  # noqa: E402
from gpuopt.ir.opdef import REGISTRY  # noqa: E402

DIALECTS = ["arith", "math", "cf", "func", "scf", "memref", "gpu"]
OTHER = "(not tied to one op: symbol table, block structure, region isolation)"
MSG = re.compile(r"expected-(error|note)[^{]*\{\{(.*?)\}\}")
OP_NAME = re.compile(r"'([a-z_]+\.[a-z_.0-9]+)' op")
USE = re.compile(r'"?([a-z_]+\.[a-z_][a-z_.0-9]*)"?[ (]')


def chunks(path):
    """[(first line, [(line number, text)])] of a --split-input-file file."""
    with open(path, encoding="utf-8") as f:
        lines = f.read().split("\n")
    out, cur, start = [], [], 1
    for i, line in enumerate(lines, 1):
        if line.strip() == "// -----":
            out.append((start, cur))
            cur, start = [], i + 1
        else:
            cur.append((i, line))
    out.append((start, cur))
    return out


def op_of(msg, body, at):
    """The op a message is about: named in it, else the first registered op on the lines at
    and after the annotation."""
    m = OP_NAME.search(msg)
    if m:
        return m.group(1)
    for _, text in [x for x in body if x[0] >= at][:3]:
        for u in USE.finditer(MSG.sub("", text)):
            if u.group(1).split(".")[0] in DIALECTS and u.group(1) in REGISTRY:
                return u.group(1)
    return None


def main():
    gpuopt.dialects.load_all()
    table = collections.defaultdict(lambda: collections.defaultdict(dict))
    for dia in DIALECTS:
        for path in sorted(glob.glob(f"test/lit/dialects/{dia}/invalid*.mlir")):
            for start, body in chunks(path):
                for i, line in body:
                    for m in MSG.finditer(line):
                        if m.group(1) != "error":
                            continue
                        name = op_of(m.group(2), body, i)
                        key = name.split(".")[0] if name else dia
                        table[key][name or OTHER].setdefault(
                            m.group(2), f"{os.path.basename(path)}:{start}")
    for dia in DIALECTS:
        ops = sorted(n for n in REGISTRY if n.split(".")[0] == dia)
        print(f"\n## {dia}\n")
        for op in ops + sorted(k for k in table[dia] if k not in ops):
            print(f"### {op}\n")
            rows = table[dia].get(op, {})
            if not rows:
                print("- no verifier-error chunk (see the not-covered list above)\n")
                continue
            for msg, where in rows.items():
                print(f"- `{msg}` — {where}")
            print()


if __name__ == "__main__":
    main()
