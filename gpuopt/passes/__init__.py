"""Pass registry: pass flags (and aliases) map to modules under gpuopt/passes/, imported on demand.

`manager.lookup("gpu-to-llvm")` imports `passes/gpu_to_llvm.py` and returns its pass class.
"""

# flag -> module name (STYLE §3: kebab flag, `_` module)
MODULES = {
    "gpu-kernel-outlining": "gpu_kernel_outlining",
    "gpu-async-region": "gpu_async_region",
    "canonicalize": "canonicalize",
    "cse": "cse",
    "symbol-dce": "symbol_dce",
    "strip-debuginfo": "strip_debuginfo",
    "gpu-launch-sink-index-computations": "gpu_launch_sink_index_computations",
    "gpu-map-parallel-loops": "gpu_map_parallel_loops",
    "convert-parallel-loops-to-gpu": "convert_parallel_loops_to_gpu",
    "expand-strided-metadata": "expand_strided_metadata",
    "lower-affine": "lower_affine",
    "convert-func-to-llvm": "convert_func_to_llvm",
    "convert-arith-to-llvm": "convert_arith_to_llvm",
    "reconcile-unrealized-casts": "reconcile_unrealized_casts",
    "convert-gpu-to-llvm": "gpu_to_llvm",
    "finalize-memref-to-llvm": "finalize_memref_to_llvm",
    "convert-gpu-to-nvvm": "convert_gpu_to_nvvm",
    "nvvm-attach-target": "nvvm_attach_target",
    "gpu-verify-lifetimes": "gpu_verify_lifetimes",
    "view-async-graph": "view_async_graph",
    "convert-cf-to-llvm": "convert_cf_to_llvm",
    "convert-math-to-llvm": "convert_math_to_llvm",
    "convert-scf-to-cf": "convert_scf_to_cf",
    "convert-index-to-llvm": "convert_index_to_llvm",
    "convert-to-llvm": "convert_to_llvm",
    "convert-vector-to-llvm": "convert_vector_to_llvm",
    "gpu-module-to-binary": "gpuopt.target.gpu_module_to_binary",
    "convert-nvgpu-to-nvvm": "convert_nvgpu_to_nvvm",
    "convert-nvvm-to-llvm": "convert_nvvm_to_llvm",
    "convert-vector-to-scf": "convert_vector_to_scf",
    "gpu-lower-to-nvvm-pipeline": "gpu_lower_to_nvvm_pipeline",
    # a test-only conversion exercising the dialect-conversion driver and its debug trace
    "test-launch-func-legalization": "test_launch_func_legalization",
}
ALIASES: dict[str, str] = {"gpu-to-llvm": "convert-gpu-to-llvm"}
FLAGS = tuple(MODULES) + tuple(ALIASES)
