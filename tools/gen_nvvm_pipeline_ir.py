#!/usr/bin/env python3
"""Write a module for --gpu-lower-to-nvvm-pipeline to stdout (benchmark input): --kernels N host
functions, each with one `gpu.launch` (outlined by the pipeline into its own kernel), so the
pipeline lowers N kernels and N host functions.

Each kernel computes a global index from the block and thread ids, guards it with `scf.if`,
loads two memref elements, combines them with arith (a different mix per kernel) and stores;
each host function computes its grid size and, on every 4th, loops over the launch with
`scf.for`. The first line is a comment with the parameters and the op count (every op, the
module and the implicit terminators included, as mlir-opt --print-op-stats counts). Stdlib only.
"""
import argparse
import sys

COMBINE = ("arith.addf", "arith.mulf", "arith.subf", "arith.maximumf")


def function(k: int) -> tuple[list[str], int]:
    """Host function k with its gpu.launch; returns (lines, op count)."""
    op = COMBINE[k % len(COMBINE)]
    body = [
        "%x = memref.load %a[%i] : memref<?xf32>",
        "%y = memref.load %b[%i] : memref<?xf32>",
        f"%z = {op} %x, %y : f32",
        f"%s = arith.constant {k % 9 + 1}.0 : f32",
        "%w = arith.mulf %z, %s : f32",
        "memref.store %w, %a[%i] : memref<?xf32>",
    ]
    kernel = [
        "%base = arith.muli %bx, %sx : index",
        "%i = arith.addi %base, %tx : index",
        "%in = arith.cmpi ult, %i, %n : index",
        "scf.if %in {",
        *["  " + line for line in body],
        "}",
        "gpu.terminator",
    ]
    # gpu.launch, the 5 ops around the body (muli, addi, cmpi, scf.if, gpu.terminator), the
    # body and scf.if's implicit yield
    ops = 1 + 5 + len(body) + 1
    launch = ["gpu.launch blocks(%bx, %by, %bz) in (%gx = %g, %gy = %c1, %gz = %c1)",
              "           threads(%tx, %ty, %tz) in (%sx = %c128, %sy = %c1, %sz = %c1) {",
              *["  " + line for line in kernel], "}"]
    head = [
        "%c0 = arith.constant 0 : index",
        "%c1 = arith.constant 1 : index",
        "%c127 = arith.constant 127 : index",
        "%c128 = arith.constant 128 : index",
        "%n = memref.dim %a, %c0 : memref<?xf32>",
        "%t = arith.addi %n, %c127 : index",
        "%g = arith.divui %t, %c128 : index",
    ]
    ops += len(head) + 1  # + func.return
    if k % 4 == 3:
        launch = ["scf.for %r = %c0 to %c1 step %c1 {", *["  " + x for x in launch], "}"]
        ops += 2  # scf.for and its yield
    lines = [f"  func.func @host_{k}(%a: memref<?xf32>, %b: memref<?xf32>) {{"]
    lines += ["    " + x for x in head + launch + ["return"]]
    lines.append("  }")
    return lines, ops + 1  # + func.func


def generate(kernels: int) -> str:
    body: list[str] = []
    count = 1
    for k in range(kernels):
        lines, n = function(k)
        body += lines
        count += n
    return "\n".join([f"// gen_nvvm_pipeline_ir: kernels={kernels} ops={count}", "module {",
                      *body, "}", ""])


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--kernels", type=int, default=100, help="host functions, one launch each")
    a = p.parse_args()
    if a.kernels < 0:
        p.error("--kernels must be >= 0")
    sys.stdout.write(generate(a.kernels))


if __name__ == "__main__":
    main()
