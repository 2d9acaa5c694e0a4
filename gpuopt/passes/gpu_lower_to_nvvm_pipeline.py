"""--gpu-lower-to-nvvm-pipeline: LLVM 19's named pipeline (GPUToNVVMPipeline.cpp) from
high-level GPU code (`gpu.launch` or `gpu.launch_func`; func, arith, memref, scf, math, vector)
to a host `llvm` module whose launches are mgpu* runtime calls, the kernels embedded.

The passes, their order and their options are LLVM 19's (`--dump-pass-pipeline` shows them):
the common passes, then the kernel passes nested on each `gpu.module`, then the host passes.
One step differs by design: LLVM 19 runs `gpu-to-llvm` (which keeps `gpu.launch_func` for the
translation) before `gpu-module-to-binary`; gpuopt's `--convert-gpu-to-llvm` lowers each launch
to runtime calls in the pass and needs the `gpu.binary` it loads, so here `gpu-module-to-binary`
comes first and `convert-gpu-to-llvm` second. Up to that step the IR is mlir-opt-19's.

Options: `cubin-chip`, `cubin-features`, `cubin-triple`, `opt-level` go to `nvvm-attach-target`
(chip, features, triple, O), `cubin-format` to `gpu-module-to-binary`'s `format` (isa, bin,
fatbin or llvm), `index-bitwidth` to `convert-index-to-llvm` and `convert-gpu-to-nvvm`,
`kernel-bare-ptr-calling-convention` to `convert-gpu-to-nvvm` and `convert-gpu-to-llvm`,
`host-bare-ptr-calling-convention` to `convert-gpu-to-llvm`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from gpuopt.passes.manager import PassManager, PassPipeline, lookup

FORMATS = ("isa", "bin", "fatbin", "llvm")


@dataclass
class GpuLowerToNVVMPipeline(PassPipeline, flag="gpu-lower-to-nvvm-pipeline"):
    """The default pipeline lowers main dialects (arith, memref, scf, vector, gpu, and nvgpu) to NVVM. It starts by lowering GPU code to the specified compilation target (default is fatbin) then lowers the host code."""  # noqa: E501 (mlir-opt-19's --help line)

    cubin_chip: str = field(default="sm_50", metadata={
        "help": "Chip to use to serialize to cubin."})
    cubin_features: str = field(default="+ptx60", metadata={
        "help": "Features to use to serialize to cubin."})
    cubin_format: str = field(default="fatbin", metadata={
        "help": "Compilation format to use to serialize to cubin."})
    cubin_triple: str = field(default="nvptx64-nvidia-cuda", metadata={
        "help": "Triple to use to serialize to cubin."})
    host_bare_ptr_calling_convention: bool = field(default=False, metadata={
        "help": "Whether to use the bareptr calling convention on the host (warning this "
                "should be false until the GPU layering is fixed)"})
    index_bitwidth: int = field(default=64, metadata={
        "help": "Bitwidth of the index type for the host (warning this should be 64 until the "
                "GPU layering is fixed)", "type": "long"})
    kernel_bare_ptr_calling_convention: bool = field(default=False, metadata={
        "help": "Whether to use the bareptr calling convention on the kernel (warning this "
                "should be false until the GPU layering is fixed)"})
    opt_level: int = field(default=2, metadata={
        "help": "Optimization level for NVVM compilation", "type": "int"})

    pass_name = "GpuLowerToNVVMPipeline"

    def build(self) -> list:
        def p(flag: str, **options):
            return lookup(flag)(**options)

        def nested(flag: str, **options) -> PassManager:
            return PassManager("gpu.module", [p(flag, **options)])

        bitwidth = self.index_bitwidth
        return [
            # common: outlining, structured control flow, func/arith/index, the target
            p("convert-nvgpu-to-nvvm"),
            p("gpu-kernel-outlining"),
            p("convert-vector-to-scf"),
            p("convert-scf-to-cf"),
            p("convert-nvvm-to-llvm"),
            p("convert-func-to-llvm"),
            p("expand-strided-metadata"),
            p("nvvm-attach-target", opt_level=self.opt_level, chip=self.cubin_chip,
              features=self.cubin_features, triple=self.cubin_triple),
            p("lower-affine"),
            p("convert-arith-to-llvm"),
            p("convert-index-to-llvm", index_bitwidth=bitwidth),
            p("canonicalize"),
            p("cse"),
            # the kernels, on each gpu.module
            nested("strip-debuginfo"),
            nested("convert-gpu-to-nvvm", index_bitwidth=bitwidth,
                   use_bare_ptr_memref_call_conv=self.kernel_bare_ptr_calling_convention),
            nested("canonicalize"),
            nested("cse"),
            nested("reconcile-unrealized-casts"),
            # the binaries, then the host (LLVM 19: gpu-to-llvm first; see the docstring)
            p("gpu-module-to-binary", format=self.cubin_format),
            p("convert-gpu-to-llvm",
              use_bare_pointers_for_host=self.host_bare_ptr_calling_convention,
              use_bare_pointers_for_kernels=self.kernel_bare_ptr_calling_convention),
            p("convert-math-to-llvm"),
            p("canonicalize"),
            p("cse"),
            p("reconcile-unrealized-casts"),
        ]
