"""Marks the tests listed in known-failures.txt (ops not implemented yet) as expected failures.

The list shrinks as dialects land; a listed test that passes is reported as XPASS, not failed.
"""
import os

import pytest

_HERE = os.path.dirname(os.path.abspath(__file__))
with open(os.path.join(_HERE, "known-failures.txt"), encoding="utf-8") as _f:
    _KNOWN = {line.strip() for line in _f if line.strip()}


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.nodeid in _KNOWN:
            item.add_marker(pytest.mark.xfail(reason="known failure: op or feature not "
                                                     "implemented yet", strict=False))
