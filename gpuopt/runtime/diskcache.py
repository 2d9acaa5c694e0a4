"""The files of gpuopt-runner's disk caches (runtime/cpu_kernel.py's kernel objects, the
runner's lowerings): whole or absent, never half.

An entry is its payload followed by a trailer written last: the payload's SHA-256 (32 bytes),
its length (8 bytes, little endian) and MAGIC. `write` puts it in a temporary file next to
the entry, fsyncs it and renames it over the entry, so a reader sees the old entry or the new
one; `read` returns the payload only when the trailer is there and both the length and the
checksum match. A truncated, corrupted or foreign file (a run killed on a filesystem without
atomic renames, a full disk, a hand edit) is then a miss, which the caller rebuilds and
writes anew, instead of object code that would crash every later run.
"""
from __future__ import annotations

import contextlib
import hashlib
import os
import threading

MAGIC = b"GPUOPTC1"
TRAILER = 32 + 8 + len(MAGIC)


def unwrap(data: bytes) -> bytes | None:
    """The payload of an entry's bytes, or None when the trailer does not vouch for it."""
    if len(data) < TRAILER or data[-len(MAGIC):] != MAGIC:
        return None
    payload = data[:-TRAILER]
    digest, size = data[-TRAILER:-TRAILER + 32], data[-TRAILER + 32:-len(MAGIC)]
    if int.from_bytes(size, "little") != len(payload) or \
            hashlib.sha256(payload).digest() != digest:
        return None
    return payload


def wrap(payload: bytes) -> bytes:
    """An entry's bytes: the payload, then its trailer."""
    return payload + hashlib.sha256(payload).digest() + len(payload).to_bytes(8, "little") + \
        MAGIC


def read(path: str) -> bytes | None:
    """The payload of the entry at `path`; None when there is none or it is not whole."""
    try:
        with open(path, "rb") as f:
            data = f.read()
    except OSError:
        return None
    return unwrap(data)


def write(path: str, payload: bytes) -> bool:
    """Writes the entry at `path` atomically (temporary file, fsync, rename); False when the
    disk refused (the cache is only an optimization: nothing is raised)."""
    tmp = f"{path}.{os.getpid()}.{threading.get_ident()}.tmp"
    try:
        os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
        with open(tmp, "wb") as f:
            f.write(wrap(payload))
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        return False
    return True
