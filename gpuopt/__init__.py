"""gpuopt: a Python re-implementation of mlir-opt for the MLIR gpu dialect.

Keep this file free of imports: every command-line run imports it first, and startup time is
part of the product (SPEC.md section 7).
"""

__version__ = "0.1.0"
