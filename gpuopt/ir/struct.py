"""`Struct`, the value-class base of attributes, types' helpers and format elements.

It is defined in gpuopt/diag.py, the lowest module, because locations are Structs too; ir
modules import it from here.
"""
from gpuopt.diag import Struct

__all__ = ["Struct"]
