"""The lit test format of test/lit: ShTest, minus GPUOPT_REVERIFY for the tests skipped.

test/lit/lit.cfg.py sets GPUOPT_REVERIFY (mlir-opt-19 re-verifies every MLIR output of gpuopt,
see gpuopt/cli.py) and reads test/lit/reverify-skip.txt into the format's `skip`: the tests
listed there, with the reason why mlir-opt-19 cannot check them, run without it. The class lives
in a module rather than in lit.cfg.py because lit pickles the format for its worker processes.
"""
import copy

import lit.formats

ENV = "GPUOPT_REVERIFY"


def read_skips(path: str) -> dict[str, str]:
    """reverify-skip.txt: `test path under test/lit` then its reason, one a line; `#` comments.

    Raises ValueError for a line that gives no reason.
    """
    skips = {}
    with open(path, encoding="utf-8") as f:
        for number, line in enumerate(f, 1):
            test, _, reason = line.partition("#")[0].strip().partition(" ")
            if test and not reason.strip():
                raise ValueError(f"{path}:{number}: {test} is listed without a reason")
            if test:
                skips[test] = reason.strip()
    return skips


class ShTest(lit.formats.ShTest):
    """lit's ShTest; a test in `skip` runs without GPUOPT_REVERIFY in its environment."""

    def __init__(self, skip: dict[str, str]) -> None:
        super().__init__(execute_external=False)
        self.skip = skip

    def execute(self, test, litConfig):
        if ENV in test.config.environment and "/".join(test.path_in_suite) in self.skip:
            test.config = copy.copy(test.config)  # this test's own, without the variable
            test.config.environment = {k: v for k, v in test.config.environment.items()
                                       if k != ENV}
        return super().execute(test, litConfig)
