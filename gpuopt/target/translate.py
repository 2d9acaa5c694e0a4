"""`gpuopt-translate`: the llvm dialect to LLVM IR, with mlir-translate-19's command line.

The translation itself is not written yet: the tool parses its flags as mlir-translate does
(`--mlir-to-llvmir`, `-o FILE`, `--split-input-file`, ...), answers `--help` and `--version`,
and otherwise says that it is not available.
"""

import sys

from gpuopt.tool import Flag, emit, help_line, parse_flags, start

PROG = "gpuopt-translate"
SPLIT_MARKER = "// -----"


class Options:
    """The parsed command line; class attributes are the defaults."""

    input = "-"
    output = "-"
    mlir_to_llvmir = False
    split_marker = ""
    output_split_marker = SPLIT_MARKER
    verify_diagnostics = False
    allow_unregistered = False
    no_implicit_module = False
    help = False
    version = False


FLAGS: dict[str, Flag] = {
    "mlir-to-llvmir": Flag("mlir_to_llvmir", "const", "Translate MLIR to LLVMIR", const=True),
    "o": Flag("output", "str", "Output filename", value_name="<filename>"),
    "split-input-file": Flag("split_marker", "opt_str",
                             "Split the input file into chunks using the given or default "
                             "marker and process each chunk independently",
                             const=SPLIT_MARKER, value_name="[=<string>]"),
    "output-split-marker": Flag("output_split_marker", "str",
                                "Split marker to use for merging the ouput",
                                value_name="=<string>"),
    "verify-diagnostics": Flag("verify_diagnostics", "bool",
                               "Check that emitted diagnostics match expected-* lines on the "
                               "corresponding line"),
    "allow-unregistered-dialect": Flag("allow_unregistered", "bool",
                                       "Allow operation with no registered dialects"),
    "no-implicit-module": Flag("no_implicit_module", "bool",
                               "Disable the parsing of an implicit top-level module op"),
    "help": Flag("help", "bool", "Display available options"),
    "version": Flag("version", "bool", "Display the version of this program"),
}


def parse_args(args: list[str]) -> Options:
    """Parses an mlir-translate style command line; raises UsageError."""
    opts = Options()
    positional = parse_flags(PROG, args, FLAGS, opts)
    if positional:
        opts.input = positional[0]
    return opts


def help_text() -> str:
    lines = ["OVERVIEW: gpuopt-translate: the llvm dialect to LLVM IR (Python)", "",
             f"USAGE: {PROG} [options] <input file>", "", "OPTIONS:", ""]
    lines += [help_line(name, flag) for name, flag in FLAGS.items()]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Entry point of `gpuopt-translate`; returns the exit status (2: bad command line)."""
    opts = start(PROG, argv, parse_args, help_text)
    if isinstance(opts, int):
        return opts
    if not opts.mlir_to_llvmir:
        emit(sys.stderr, f"{PROG}: no translation given: use --mlir-to-llvmir\n")
        return 2
    emit(sys.stderr, f"{PROG}: not available yet: this gpuopt has no LLVM IR translation; "
                     "see README.md\n")
    return 1


if __name__ == "__main__":
    sys.exit(main())
