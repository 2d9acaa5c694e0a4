"""`gpuopt-translate`: the llvm dialect to LLVM IR, with mlir-translate-19's command line.

`--mlir-to-llvmir` parses and verifies the module, translates it with gpuopt's own
translation (target/llvmir.py), checks the text with llvmlite (parse and verify) and writes it
as mlir-translate-19 prints it. Flags as mlir-translate parses them (`-o FILE`,
`--split-input-file`, ...); a failing chunk is a located error and exit status 1.
"""

import sys

from gpuopt.tool import (
    Flag,
    emit,
    guarded,
    help_line,
    parse_flags,
    read_input,
    split_input,
    start,
    write_output,
)

PROG = "gpuopt-translate"
SPLIT_MARKER = "// -----"


class Options:
    """The parsed command line; class attributes are the defaults."""

    input = "-"
    output = "-"
    mlir_to_llvmir = False
    split_marker = ""
    output_split_marker = ""  # mlir-translate-19 joins chunks with an empty line
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
    "help": Flag("help", "const", "Display available options", const=True),
    "version": Flag("version", "const", "Display the version of this program", const=True),
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
    return guarded(PROG, lambda: run(opts), opts.input)


def run(opts: Options) -> int:
    """Reads, splits, translates each chunk and writes; returns 0, or 1 when a chunk failed
    (then, with `-o`, no output file is written)."""
    from gpuopt.diag import GpuoptError

    filename = "<stdin>" if opts.input == "-" else opts.input
    text = read_input(opts.input)
    chunks = split_input(text, filename, opts.split_marker) if opts.split_marker else \
        [(text, filename)]
    outputs: list[str] = []
    failed = False
    for chunk, bufname in chunks:
        try:
            outputs.append(translate_text(chunk, bufname, opts))
        except GpuoptError as err:
            emit(sys.stderr, err.render().rstrip("\n") + "\n")
            outputs.append("")
            failed = True
    if failed and opts.output != "-":
        return 1
    write_output(opts.output, (opts.output_split_marker + "\n").join(outputs))
    return 1 if failed else 0


def translate_text(text: str, filename: str, opts: Options) -> str:
    """One chunk: parse, verify, translate, check with llvmlite; raises GpuoptError."""
    from gpuopt.parser import parse_text
    from gpuopt.target.llvmir import Translator, translate_module, verify_text
    from gpuopt.verifier import verify

    module = parse_text(text, filename, allow_unregistered=opts.allow_unregistered)
    if not opts.allow_unregistered:
        _check_dialects(module, text)
    verify(module)
    translator = Translator(module, llvm19=True)
    out = translator.run()
    # llvmlite's LLVM cannot read LLVM 19's `mul` expressions: check their instruction form
    checked = translate_module(module) if translator.legacy else out
    body = module.regions[0].blocks[0].ops if module.regions[0].blocks else []
    line = getattr(module.loc, "line", 1)
    verify_text(checked, body[0].loc if body and line == 0 else module.loc)  # not FILE:0:0
    return out


# the dialects mlir-translate-19 registers: an op of another one (in custom form) is a parse error
TRANSLATE_DIALECTS = ("acc", "amx", "arm_neon", "arm_sme", "arm_sve", "builtin", "dlti", "func",
                      "gpu", "llvm", "nvvm", "omp", "rocdl", "spirv", "vcix", "x86vector")


def _check_dialects(module, text: str) -> None:
    """mlir-translate-19's parse error at the first op (in text order) of a dialect it does not
    register: `Dialect `scf' not found for custom op 'scf.for'`, at the op's name."""
    from gpuopt.diag import FileLineColLoc, ParseError
    lines = text.split("\n")
    for op in module.walk():
        dialect = op.name.split(".", 1)[0]
        if dialect in TRANSLATE_DIALECTS or op is module:
            continue
        loc = op.loc
        if not isinstance(loc, FileLineColLoc) or not 0 < loc.line <= len(lines):
            continue
        src = lines[loc.line - 1]
        at = src.find(op.name, loc.col - 1)
        if at < 0 or src[at - 1:at] == '"':
            continue
        raise ParseError(f"Dialect `{dialect}' not found for custom op '{op.name}' ",
                         FileLineColLoc(loc.file, loc.line, at + 1)).note(
            f"Registered dialects: {', '.join(TRANSLATE_DIALECTS)} ; for more info on dialect "
            "registration see https://mlir.llvm.org/getting_started/Faq/"
            "#registered-loaded-dependent-whats-up-with-dialects-management")


if __name__ == "__main__":
    sys.exit(main())
