"""`Struct`: immutable-by-convention value classes with slots, equality and hashing by fields.

Used instead of dataclasses for the attribute and location classes, which exist at every
start-up: a dataclass costs about a millisecond to define, this costs nothing.
"""
from __future__ import annotations


class Struct:
    """Fields are the subclass's `__slots__`; `__init__` is written by hand per class."""

    __slots__ = ()

    def _key(self) -> tuple:
        return tuple(getattr(self, f) for f in self.__slots__)

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and self._key() == other._key()  # type: ignore[attr-defined]

    def __ne__(self, other: object) -> bool:
        return not self.__eq__(other)

    def __hash__(self) -> int:
        return hash((type(self), self._key()))

    def __repr__(self) -> str:
        args = ", ".join(f"{f}={getattr(self, f)!r}" for f in self.__slots__)
        return f"{type(self).__name__}({args})"
