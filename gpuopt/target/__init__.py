"""Translation of the llvm dialect to LLVM IR: the stage after the passes (gpuopt-translate)."""
