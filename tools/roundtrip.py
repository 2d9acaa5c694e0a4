#!/usr/bin/env python3
"""Debug helper: parse a file with gpuopt and print it (add -g for generic form)."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
from gpuopt.parser import parse_text  # noqa: E402
from gpuopt.printer import print_op  # noqa: E402

f = sys.argv[1]
with open(f) as fh:
    m = parse_text(fh.read(), f, allow_unregistered=True)
print(print_op(m, generic="-g" in sys.argv), end="")
