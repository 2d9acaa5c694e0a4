"""Rewriting: patterns, the rewriter they use, the greedy driver and the dialect-conversion driver.

The passes' machinery: `@pattern` functions (or `Pattern` classes with settings) receive the op
they match and a `Rewriter`; `apply_greedy` runs them to a fixed point with folding,
`apply_conversion` legalizes ops against a `ConversionTarget` with a `TypeConverter` (see
conversion.py for its semantics: recursive legalization, rollback, materializations).
"""
from gpuopt.rewrite.debug import DEBUG, debug_on, set_debug
from gpuopt.rewrite.pattern import Pattern, pattern
from gpuopt.rewrite.rewriter import Rewriter

_CONVERSION = ("apply_conversion", "apply_full_conversion", "apply_partial_conversion",
               "ConversionTarget", "ConversionRewriter", "SignatureConversion", "TypeConverter",
               "FAIL")
__all__ = ["DEBUG", "Pattern", "Rewriter", "apply_greedy", "debug_on", "pattern", "set_debug",
           *_CONVERSION]


def __getattr__(name: str):
    if name == "apply_greedy":
        from gpuopt.rewrite.greedy import apply_greedy
        return apply_greedy
    if name in _CONVERSION:
        from gpuopt.rewrite import conversion
        return getattr(conversion, name)
    raise AttributeError(name)
