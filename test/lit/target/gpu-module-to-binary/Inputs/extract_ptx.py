"""Writes the PTX of the first `assembly = "..."` object of a gpu.binary read on stdin (MLIR
string escapes undone, the NUL it ends with dropped), so RUN lines can hand it to ptxas."""
import re
import sys

text = sys.stdin.read()
m = re.search(r'assembly = "((?:[^"\\]|\\.)*)"', text)
if m is None:
    sys.exit("no assembly object in the input")
out = re.sub(r'\\([0-9A-Fa-f]{2}|.)',
             lambda e: chr(int(e.group(1), 16)) if len(e.group(1)) == 2 else e.group(1),
             m.group(1))
sys.stdout.write(out.removesuffix("\0"))
