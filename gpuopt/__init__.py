"""gpuopt: a Python re-implementation of mlir-opt for the MLIR gpu dialect.

Keep this file free of module-level imports: every command-line run imports it first, and
startup time is part of the product (SPEC.md section 7).
"""

__version__ = "0.1.0"


def grammar_dir() -> str:
    """Where grammar/*.lark live: the source tree, or the copy shipped inside the package."""
    import os
    here = os.path.dirname(os.path.abspath(__file__))
    for cand in (os.path.join(here, "..", "grammar"), os.path.join(here, "_grammar")):
        if os.path.exists(os.path.join(cand, "mlir.lark")):
            return os.path.normpath(cand)
    raise FileNotFoundError("gpuopt grammar files not found")


def shape_caches_enabled() -> bool:
    """Line plans (parser/lines.py) and op templates (Printer.templated_body) are on unless
    GPUOPT_LINE_PLANS=0: the switch the tests use to show both change nothing but speed."""
    import os
    return os.environ.get("GPUOPT_LINE_PLANS", "1") != "0"
