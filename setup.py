"""Build hook: ship the top-level grammar/*.lark files inside the package as gpuopt/_grammar/.

Everything else is declared in pyproject.toml. parser.load_grammar() reads <repo>/grammar in a
source tree or editable install and gpuopt/_grammar in an installed wheel.
"""

from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

GRAMMAR_SRC = Path(__file__).parent / "grammar"
GRAMMAR_DST = ("gpuopt", "_grammar")


class BuildPyWithGrammar(build_py):
    """build_py that also copies grammar/*.lark to <build_lib>/gpuopt/_grammar/."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return  # an editable install reads <repo>/grammar directly
        files = sorted(GRAMMAR_SRC.glob("*.lark"))
        if not files:
            raise SystemExit(f"gpuopt build: no grammar files in {GRAMMAR_SRC}")
        dst = Path(self.build_lib, *GRAMMAR_DST)
        self.mkpath(str(dst))
        for src in files:
            self.copy_file(str(src), str(dst / src.name))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        if getattr(self, "editable_mode", False):
            return list(super().get_outputs(include_bytecode))
        dst = Path(self.build_lib, *GRAMMAR_DST)
        extra = [str(dst / src.name) for src in sorted(GRAMMAR_SRC.glob("*.lark"))]
        return list(super().get_outputs(include_bytecode)) + extra


setup(cmdclass={"build_py": BuildPyWithGrammar})
