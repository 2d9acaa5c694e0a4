"""Running lowered modules on a device, CUDA or the CPU model: the last stage (gpuopt-runner)."""
