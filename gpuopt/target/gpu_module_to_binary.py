"""--gpu-module-to-binary: each gpu.module with `#nvvm.target`s becomes a `gpu.binary` holding
one `#gpu.object` per target, as LLVM 19's pass does.

The kernel module (already lowered to the llvm and nvvm dialects) is translated by gpuopt's own
LLVM IR translation (target/llvmir.py), checked by llvmlite, then:

* `format=llvm` (`offload`): the LLVM IR as bitcode, which the runner's CPU device executes;
* `format=isa` (`assembly`): PTX from llvmlite's NVPTX target, with the target's `chip`,
  `features` (default `+ptx80`) and `O`;
* `format=bin` / `fatbin`: that PTX assembled by `ptxas` (and wrapped by `fatbinary`), which must
  be on PATH (or under `toolkit=`): a missing tool is an error naming it.

It lives in target/ (not passes/) because it uses the translation. Not yet done: linking
libdevice (`l=`), so a kernel calling `__nv_*` math functions cannot be compiled yet (a located
error, never a dead process: the module is verified before codegen).
"""
from __future__ import annotations

import os
import shutil
import subprocess
import tempfile
from dataclasses import dataclass, field

from gpuopt.diag import PassError
from gpuopt.dialects import builtin, gpu
from gpuopt.ir import attrs as A
from gpuopt.ir.clone import clone
from gpuopt.ir.core import Block, Region
from gpuopt.passes.manager import Pass

FORMATS = {"offloading": "offload", "llvm": "offload", "assembly": "assembly", "isa": "assembly",
           "binary": "bin", "bin": "bin", "fatbinary": "fatbin", "fatbin": "fatbin"}


def _param(target, name: str, default: str | None = None) -> str | None:
    for k, v in getattr(target, "params", ()):
        if k == name:
            return v.strip('"')
    return default


def _kernel_ir(gm) -> str:
    """The gpu.module's body as LLVM IR text (a builtin.module of clones of its ops)."""
    from gpuopt.target.llvmir import translate_module, verify_text
    block = Block()
    for op in gm.regions[0].blocks[0].ops:
        if op.name != "gpu.module_end":
            block.append(clone(op))
    mod = builtin.ModuleOp.create([], [], {}, [Region([block])], [], gm.loc)
    text = translate_module(mod)
    verify_text(text, gm.loc)
    return text


def _ptx(ir: str, target, loc) -> str:
    from llvmlite import binding as llvm
    llvm.initialize_all_targets()
    llvm.initialize_all_asmprinters()
    triple = _param(target, "triple", "nvptx64-nvidia-cuda")
    mod = llvm.parse_assembly(ir)
    mod.triple = triple
    mod.verify()
    for fn in mod.functions:
        if fn.is_declaration and fn.name.startswith("__nv_"):
            raise PassError(f"kernel calls '{fn.name}' (libdevice), which --gpu-module-to-binary "
                            "cannot link yet", loc)
    chip = _param(target, "chip", "sm_50")
    features = _param(target, "features", "+ptx80")
    level = int(_param(target, "O", "2"))
    tm = llvm.Target.from_triple(triple).create_target_machine(cpu=chip, features=features,
                                                                opt=level)
    return tm.emit_assembly(mod)


def _tool(name: str, toolkit: str, loc) -> str:
    path = os.path.join(toolkit, "bin", name) if toolkit else shutil.which(name)
    if not path or not os.access(path, os.X_OK):
        raise PassError(f"'{name}' was not found{' under ' + toolkit if toolkit else ' on PATH'}"
                        f": it is needed for this format (install the CUDA toolkit, or use "
                        "format=isa or format=llvm)", loc)
    return path


def _assemble(ptx: str, target, fmt: str, toolkit: str, opts: str, loc) -> bytes:
    chip = _param(target, "chip", "sm_50")
    with tempfile.TemporaryDirectory() as d:
        src, cubin = os.path.join(d, "k.ptx"), os.path.join(d, "k.cubin")
        with open(src, "w") as f:
            f.write(ptx)
        cmd = [_tool("ptxas", toolkit, loc), f"-arch={chip}", src, "-o", cubin, *opts.split()]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise PassError(f"ptxas failed: {r.stderr.strip()}", loc)
        if fmt == "bin":
            return open(cubin, "rb").read()
        fat = os.path.join(d, "k.fatbin")
        cmd = [_tool("fatbinary", toolkit, loc), "-64", "--create", fat,
               f"--image3=kind=elf,sm={chip.removeprefix('sm_')},file={cubin}",
               f"--image3=kind=ptx,sm={chip.removeprefix('sm_')},file={src}"]
        r = subprocess.run(cmd, capture_output=True, text=True)
        if r.returncode:
            raise PassError(f"fatbinary failed: {r.stderr.strip()}", loc)
        return open(fat, "rb").read()


@dataclass
class GpuModuleToBinary(Pass, flag="gpu-module-to-binary"):
    """Transforms a GPU module into a GPU binary."""

    toolkit: str = field(default="", metadata={"help": "Toolkit path."})
    l: list = field(default_factory=list, metadata={  # noqa: E741 (LLVM's option name)
        "help": "Extra files to link to.", "type": "string"})
    opts: str = field(default="", metadata={"help": "Command line options to pass to the tools."})
    format: str = field(default="fatbin", metadata={
        "help": "The target representation of the compilation process.", "type": "string"})
    section: str = field(default="", metadata={"help": "ELF section where binary is to be "
                                                       "located."})

    def run(self, op) -> None:
        fmt = FORMATS.get(self.format)
        if fmt is None:
            raise PassError(f"Invalid format specified: {self.format}", op.loc)
        if self.l:
            raise PassError("linking extra files (l=) is not supported yet", op.loc)
        block = op.regions[0].blocks[0]
        for gm in list(block.ops):
            if not isinstance(gm, gpu.GPUModuleOp):
                continue
            targets = gm.attributes.get("targets")
            if targets is None:
                continue
            objects = []
            for t in targets.value:
                if not str(t).startswith("#nvvm.target"):
                    raise PassError(f"unsupported target {t}: only #nvvm.target", gm.loc)
                ir = _kernel_ir(gm)
                if fmt == "offload":
                    from llvmlite import binding as llvm
                    data = llvm.parse_assembly(ir).as_bitcode().decode("latin-1")
                else:
                    data = _ptx(ir, t, gm.loc)
                    if fmt in ("bin", "fatbin"):
                        data = _assemble(data, t, fmt, self.toolkit, self.opts,
                                         gm.loc).decode("latin-1")
                objects.append(gpu.ObjectAttr(t, None, fmt, data))
            attrs = {"sym_name": gm.attributes["sym_name"], "objects": A.ArrayAttr(tuple(objects))}
            handler = gm.attributes.get("offloadingHandler")
            if handler is not None:
                attrs["offloadingHandler"] = handler
            binary = gpu.BinaryOp.create([], [], attrs, [], [], gm.loc)
            block.insert(block.ops.index(gm), binary)
            gm.erase()
