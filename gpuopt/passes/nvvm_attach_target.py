"""`--nvvm-attach-target`: appends an `#nvvm.target<...>` to the target list of each
`gpu.module` whose name the `module` regex matches (searched, not anchored; empty: every
module), as mlir-opt-19 does.

The attribute lists only what differs from its defaults (`O = 2`, triple
`nvptx64-nvidia-cuda`, chip `sm_50`, features `+ptx60`), in the order O, triple, chip,
features, flags (`{fast, ftz}`), link (the `l` libraries). A module that already has an equal
target keeps its list as it is.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from gpuopt.ir import attrs as A
from gpuopt.passes.manager import Pass


def _quoted(text: str) -> str:
    return str(A.StringAttr(text))


def nvvm_target(opt_level: int = 2, triple: str = "nvptx64-nvidia-cuda", chip: str = "sm_50",
                features: str = "+ptx60", fast: bool = False, ftz: bool = False,
                link: tuple = ()) -> A.Attribute:
    """The `#nvvm.target<...>` attribute with these parameters."""
    parts = [f"O = {opt_level}", f"triple = {_quoted(triple)}", f"chip = {_quoted(chip)}",
             f"features = {_quoted(features)}"]
    flags = [name for name, on in (("fast", fast), ("ftz", ftz)) if on]
    if flags:
        parts.append("flags = {" + ", ".join(flags) + "}")
    if link:
        parts.append("link = [" + ", ".join(_quoted(x) for x in link) + "]")
    return A.struct_attr("nvvm.target", ", ".join(parts))


@dataclass
class NVVMAttachTarget(Pass, flag="nvvm-attach-target"):
    """Attaches an NVVM target attribute to a GPU Module."""

    opt_level: int = field(default=2, metadata={"name": "O", "help": "Optimization level.",
                                                "type": "uint"})
    chip: str = field(default="sm_50", metadata={"help": "Target chip."})
    fast: bool = field(default=False, metadata={"help": "Enable fast math mode."})
    features: str = field(default="+ptx60", metadata={"help": "Target features."})
    ftz: bool = field(default=False, metadata={"help": "Enable flush to zero for denormals."})
    link: tuple = field(default=(), metadata={
        "name": "l", "help": "Extra bitcode libraries paths to link to."})
    module: str = field(default="", metadata={
        "help": "Regex used to identify the modules to attach the target to."})
    triple: str = field(default="nvptx64-nvidia-cuda", metadata={"help": "Target triple."})

    anchor = "any"  # mlir-opt-19 runs it on any op: it looks at the gpu.modules directly inside
    pass_name = "GpuNVVMAttachTarget"

    def run(self, op) -> None:
        target = nvvm_target(self.opt_level, self.triple, self.chip, self.features, self.fast,
                             self.ftz, tuple(self.link))
        pattern = re.compile(self.module) if self.module else None
        for region in op.regions:
            for block in region.blocks:
                for m in block.ops:
                    if m.name != "gpu.module":
                        continue
                    if pattern is not None and not pattern.search(m.attributes["sym_name"].value):
                        continue
                    old = m.attributes.get("targets")
                    targets = list(old.value) if isinstance(old, A.ArrayAttr) else []
                    if any(str(t) == str(target) for t in targets):
                        continue
                    m.attributes["targets"] = A.ArrayAttr((*targets, target))
