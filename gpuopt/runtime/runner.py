"""`gpuopt-runner`: JIT-runs a lowered module, with mlir-cpu-runner-19's command line.

The runner itself is not written yet: the tool parses its flags as mlir-cpu-runner does (`-e
main`, `--entry-point-result=void`, `-O3`, `--shared-libs=a.so,b.so`) plus gpuopt's
`--device=auto|cpu|cuda`, answers `--help` and `--version`, and otherwise says that it is not
available.
"""

import sys

from gpuopt.tool import Flag, UsageError, emit, help_line, parse_flags, start

PROG = "gpuopt-runner"
ENTRY_RESULTS = ("void", "i32", "i64", "f32")
DEVICES = ("auto", "cpu", "cuda")


class Options:
    """The parsed command line; class attributes are the defaults."""

    input = "-"
    output = "-"
    entry_point = "main"
    entry_point_result = "void"
    opt_level = 2  # mlir-cpu-runner's default: -O2
    shared_libs = ""
    device = "auto"
    fail_on_leak = False
    help = False
    version = False

    @property
    def libraries(self) -> list[str]:
        """--shared-libs as a list (comma separated, as mlir-cpu-runner takes it)."""
        return [lib for lib in self.shared_libs.split(",") if lib]


FLAGS: dict[str, Flag] = {
    "e": Flag("entry_point", "str", "The function to be called",
              value_name="<<function name>>"),
    "entry-point-result": Flag("entry_point_result", "str",
                               "Textual description of the function type to be called",
                               value_name="=<f32 | i32 | i64 | void>"),
    **{f"O{n}": Flag("opt_level", "const", f"Run opt passes and codegen at O{n}", const=n)
       for n in range(4)},
    "shared-libs": Flag("shared_libs", "str", "Libraries to link dynamically",
                        value_name="=<string>"),
    "device": Flag("device", "str", "Where kernels run: cuda when a GPU is found, else cpu",
                   value_name="=<auto | cpu | cuda>"),
    "fail-on-leak": Flag("fail_on_leak", "bool",
                         "Exit 1 when streams, events, modules or allocations outlive the run"),
    "o": Flag("output", "str", "Output filename", value_name="<filename>"),
    "help": Flag("help", "bool", "Display available options"),
    "version": Flag("version", "bool", "Display the version of this program"),
}


def parse_args(args: list[str]) -> Options:
    """Parses an mlir-cpu-runner style command line; raises UsageError."""
    opts = Options()
    positional = parse_flags(PROG, args, FLAGS, opts)
    if positional:
        opts.input = positional[0]
    for name, value, allowed in (("entry-point-result", opts.entry_point_result, ENTRY_RESULTS),
                                 ("device", opts.device, DEVICES)):
        if value not in allowed:
            raise UsageError(f"{PROG}: for the --{name} option: Cannot find option named "
                             f"'{value}'!\n")
    return opts


def help_text() -> str:
    lines = ["OVERVIEW: gpuopt-runner: JIT-run a module on the CPU model or CUDA (Python)", "",
             f"USAGE: {PROG} [options] <input file>", "", "OPTIONS:", ""]
    lines += [help_line(name, flag) for name, flag in FLAGS.items()]
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    """Entry point of `gpuopt-runner`; returns the exit status (2: bad command line)."""
    opts = start(PROG, argv, parse_args, help_text)
    if isinstance(opts, int):
        return opts
    emit(sys.stderr, f"{PROG}: not available yet: this gpuopt cannot run modules; "
                     "see README.md\n")
    return 1


if __name__ == "__main__":
    sys.exit(main())
