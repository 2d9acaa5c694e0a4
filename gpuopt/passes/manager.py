"""The pass manager: passes by flag, options as dataclass fields, nested pipelines, verification.

A pass is a dataclass subclassing `Pass` with `flag=` in its class header; its fields are its
options (`--gpu-to-llvm="gpu-binary-annotation=nvvm.cubin"`) and `run(op)` does the work on
the op it is anchored on (`anchor`: "builtin.module", "func.func", "gpu.module" or "any").
"""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import ClassVar

from gpuopt.diag import PassError

PASSES: dict[str, type[Pass]] = {}


@dataclass
class Pass:
    """Base of every pass."""

    flag: ClassVar[str] = ""
    anchor: ClassVar[str] = "builtin.module"
    summary: ClassVar[str] = ""

    def __init_subclass__(cls, flag: str | None = None, **kw) -> None:
        super().__init_subclass__(**kw)
        if flag is not None:
            cls.flag = flag
            cls.summary = (cls.__doc__ or "").strip().splitlines()[0] if cls.__doc__ else ""
            PASSES[flag] = cls

    def run(self, op) -> None:
        raise NotImplementedError


ModulePass = Pass


def lookup(flag: str) -> type[Pass]:
    """The pass class for a flag or alias, importing its module on demand."""
    from gpuopt import passes
    flag = passes.ALIASES.get(flag, flag)
    if flag not in PASSES:
        module = passes.MODULES.get(flag)
        if module is None:
            raise PassError(f"'{flag}' does not refer to a registered pass or pass pipeline")
        importlib.import_module(f"gpuopt.passes.{module}")
    return PASSES[flag]


def parse_options(cls: type[Pass], text: str | None) -> Pass:
    """`cls` with options from `a=1 b=true` (MLIR's pass option syntax)."""
    import dataclasses
    kwargs: dict = {}
    fields = {f.name.replace("_", "-"): f for f in dataclasses.fields(cls)}
    for item in (text or "").replace(",", " ").split():
        key, _, value = item.partition("=")
        f = fields.get(key)
        if f is None:
            raise PassError(f"no such option {key}")
        if f.type in (bool, "bool"):
            kwargs[f.name] = value in ("", "true", "1")
        elif f.type in (int, "int"):
            kwargs[f.name] = int(value)
        else:
            kwargs[f.name] = value
    return cls(**kwargs)


def anchored_ops(root, anchor: str) -> list:
    """The ops a pass anchored on `anchor` runs on (the root itself for builtin.module)."""
    if anchor in ("builtin.module", "any"):
        return [root]
    return [op for op in root.walk() if op.name == anchor]


def run_cli_pipeline(module, pipeline: list[tuple[str, str | None]]) -> None:
    """Run the command line's pass flags in order, verifying after each."""
    for flag, value in pipeline:
        if flag == "pass-pipeline":
            raise PassError("--pass-pipeline is not supported yet")
        p = parse_options(lookup(flag), value)
        for op in anchored_ops(module, type(p).anchor):
            p.run(op)
