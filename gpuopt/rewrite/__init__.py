"""Rewriting: patterns, the rewriter they use, the greedy driver and the dialect-conversion driver.

The passes' machinery: `@pattern` functions (or `Pattern` classes with settings) receive the op
they match and a `Rewriter`; `apply_greedy` runs them to a fixed point with folding,
`apply_conversion` legalizes ops against a `ConversionTarget` with a `TypeConverter`.
"""
from gpuopt.rewrite.debug import DEBUG, debug_on, set_debug
from gpuopt.rewrite.pattern import Pattern, pattern
from gpuopt.rewrite.rewriter import Rewriter

__all__ = ["DEBUG", "Pattern", "Rewriter", "apply_conversion", "apply_greedy", "debug_on",
           "pattern", "set_debug", "ConversionTarget", "TypeConverter"]


def __getattr__(name: str):
    if name == "apply_greedy":
        from gpuopt.rewrite.greedy import apply_greedy
        return apply_greedy
    if name in ("apply_conversion", "ConversionTarget", "TypeConverter"):
        from gpuopt.rewrite import conversion
        return getattr(conversion, name)
    raise AttributeError(name)
