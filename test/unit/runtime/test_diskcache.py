"""gpuopt/runtime/diskcache.py: cache entries are whole or a miss."""
from pathlib import Path

import pytest

from gpuopt.runtime import diskcache


def test_an_entry_reads_back_its_payload(tmp_path: Path) -> None:
    path = tmp_path / "a" / "b.entry"
    assert diskcache.read(str(path)) is None  # no entry
    assert diskcache.write(str(path), b"payload\n\0bytes")
    assert diskcache.read(str(path)) == b"payload\n\0bytes"
    assert diskcache.write(str(path), b"")  # an empty payload is an entry too
    assert diskcache.read(str(path)) == b""
    assert [p.name for p in path.parent.iterdir()] == ["b.entry"]  # no temporary left


@pytest.mark.parametrize("damage", [
    lambda d: d[:-1],  # truncated: the trailer is cut
    lambda d: d[:len(d) // 2],
    lambda d: d[1:],  # the length no longer matches
    lambda d: b"x" + d[1:],  # the checksum no longer matches
    lambda d: d[:-diskcache.TRAILER] + b"\0" * diskcache.TRAILER,
    lambda d: b"",
    lambda d: d[:5] + diskcache.wrap(b"")  # a whole entry's trailer after other bytes
])
def test_a_damaged_entry_is_a_miss(tmp_path: Path, damage) -> None:
    path = tmp_path / "e"
    diskcache.write(str(path), b"0123456789" * 10)
    path.write_bytes(damage(path.read_bytes()))
    assert diskcache.read(str(path)) is None


def test_a_refused_write_is_false_and_leaves_nothing(tmp_path: Path) -> None:
    (tmp_path / "file").write_text("")
    assert not diskcache.write(str(tmp_path / "file" / "e"), b"x")  # a file, not a folder
    blocked = tmp_path / "dir"
    blocked.mkdir()
    (blocked / "e").mkdir()  # the entry's name is a folder: the rename fails
    assert not diskcache.write(str(blocked / "e"), b"x")
    assert [p.name for p in blocked.iterdir()] == ["e"]
