"""gpuopt with a planted printer bug, for test/lit/cli/reverify.mlir.

    planted-output.py [--input IN_OLD IN_NEW] OLD NEW [gpuopt arguments...]

Runs gpuopt's command line with its printer replacing OLD by NEW in every chunk it prints, so
that the test can watch GPUOPT_REVERIFY catch an output that mlir-opt-19 rejects. With
--input, the input chunks that GPUOPT_REVERIFY hands mlir-opt have IN_OLD replaced by IN_NEW
(gpuopt itself still reads the file as it is).
"""
import sys

import gpuopt.printer
from gpuopt import cli

args = sys.argv[1:]
if args[0] == "--input":
    in_old, in_new, *args = args[1:]
    reverify = cli.reverify

    def planted_input(mlir_opt, chunks, outputs, opts):
        chunks = [(text.replace(in_old, in_new), name) for text, name in chunks]
        return reverify(mlir_opt, chunks, outputs, opts)

    cli.reverify = planted_input
old, new, *args = args
print_op = gpuopt.printer.print_op


def planted(*args, **kwargs):
    return print_op(*args, **kwargs).replace(old, new)


gpuopt.printer.print_op = planted
sys.exit(cli.opt_main(args))
