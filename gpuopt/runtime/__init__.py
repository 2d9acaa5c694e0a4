"""Running lowered modules on a device, CUDA or the CPU model: the last stage (gpuopt-runner)."""


def cache_dir() -> str | None:
    """The root of gpuopt-runner's disk caches (the cpu device's kernel objects, the runner's
    lowerings): $GPUOPT_CACHE_DIR, default ~/.cache/gpuopt/cpu-device; None when it is set
    empty (no disk cache)."""
    import os
    d = os.environ.get("GPUOPT_CACHE_DIR")
    if d == "":
        return None
    return d or os.path.join(os.path.expanduser("~"), ".cache", "gpuopt", "cpu-device")
