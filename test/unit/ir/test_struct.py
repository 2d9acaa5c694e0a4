"""gpuopt/ir/struct.py: slot classes compared and hashed by their fields."""
from gpuopt.ir.struct import Struct


class Point(Struct):
    __slots__ = ("x", "y")

    def __init__(self, x: int, y: int) -> None:
        self.x, self.y = x, y


class Other(Struct):
    __slots__ = ("x", "y")

    def __init__(self, x: int, y: int) -> None:
        self.x, self.y = x, y


def test_equality_and_hash_by_fields() -> None:
    assert Point(1, 2) == Point(1, 2)
    assert not Point(1, 2).__ne__(Point(1, 2))
    assert Point(1, 2) != Point(2, 1)
    assert len({Point(1, 2), Point(1, 2), Point(0, 0)}) == 2


def test_type_is_part_of_identity() -> None:
    assert Point(1, 2) != Other(1, 2)
    assert Point(1, 2) != (1, 2)


def test_repr_and_no_instance_dict() -> None:
    assert repr(Point(1, "a")) == "Point(x=1, y='a')"
    assert not hasattr(Point(1, 2), "__dict__")
