"""Differential fuzzers of gpuopt: random programs whose expected behaviour comes from small
Python models, run through gpuopt's own tools (`python -m tools.fuzz --help`).

The driver (`__main__.py`), the shared helpers (`common.py`) and the reducer (`reduce.py`) serve
every generator module in this package: a module with `NAME`, `CI_BUDGET` and
`run(seeds, out_dir, log) -> dict` (see common.py).
"""
