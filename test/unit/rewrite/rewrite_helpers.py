"""Shared by the rewrite tests: parse a snippet, print a module."""
from gpuopt.parser import parse_text
from gpuopt.printer import print_op


def parse(text: str, filename: str = "input.mlir"):
    return parse_text(text, filename, allow_unregistered=True)


def show(module) -> str:
    return print_op(module)


def ops_named(module, name: str) -> list:
    return [op for op in module.walk() if op.name == name]
