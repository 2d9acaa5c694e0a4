"""Happens-before race detection for the cpu device (gpuopt-runner --cpu-check-races).

Vector clocks over the host (thread HOST) and the streams (thread = the stream's handle), kept
as the host queues work, so the order checked is the one the program guarantees, not the one a
schedule happened to run: an operation queued on a stream comes after what its stream queued
before, after what the host saw (the host's clock) and after the events its stream waited for
(`wait`); a recorded event holds its stream's clock (`record`); a stream or event synchronize,
and what waits for the whole device (a free, the null stream), join into the host's clock.
Each access to a memory location (a device allocation, or host memory a copy touches) is an
epoch (thread, count): two accesses to one location, one of them a write, neither ordered
before the other (the later one's clock has not seen the earlier one's epoch) are a race.
Per location only the last write and the last read of each thread are kept (an earlier access
of a thread is ordered before whatever its later one is), and an access ordered after the
ones kept replaces them (a write: all; a read: the reads before it), so a race is reported with
the latest access it is not ordered with. A destroyed stream the host has waited for (`dead`,
then covered) leaves every clock: whatever the host queues later is ordered after all its work.
"""
from __future__ import annotations

from dataclasses import dataclass, field

HOST = 0  # the host's thread in the clocks (stream handles are never 0)
Clock = dict[int, int]


def join(a: Clock, b: Clock) -> Clock:
    """The pointwise maximum of two clocks (a new dict)."""
    out = dict(a)
    for k, v in b.items():
        if out.get(k, 0) < v:
            out[k] = v
    return out


@dataclass(frozen=True)
class Access:
    """One access: `thread`'s `epoch`-th operation reads or writes; `what` names it for the
    report (`mgpuLaunchKernel at f.mlir:23:10 (@right)`)."""
    thread: int
    epoch: int
    write: bool
    what: str

    def text(self) -> str:
        return f"a {'write' if self.write else 'read'} by {self.what}"


@dataclass
class _Location:
    writes: dict[int, Access] = field(default_factory=dict)
    reads: dict[int, Access] = field(default_factory=dict)


@dataclass(frozen=True)
class Race:
    """`access` (the later one) is not ordered with `earlier` on memory location `key`."""
    key: object
    access: Access
    earlier: Access


class RaceChecker:
    """The clocks and the accesses of one device; see the module docstring."""

    def __init__(self) -> None:
        self.host: Clock = {HOST: 0}
        self.streams: dict[int, Clock] = {}
        self.events: dict[int, Clock] = {}
        self.locations: dict[object, _Location] = {}
        self.dead: set[int] = set()  # destroyed streams the host has not waited for yet
        self.covered: set[int] = set()  # destroyed streams the host has waited for

    # -- the order
    def stream(self, s: int) -> Clock:
        """Stream `s`'s clock; a new stream starts from the host's."""
        c = self.streams.get(s)
        if c is None:
            c = self.streams[s] = dict(self.host)
        return c

    def record(self, event: int, s: int | None) -> None:
        """mgpuEventRecord: the event holds what its stream queued so far (the null stream:
        everything)."""
        if s is None:
            self.sync_all()
            self.events[event] = dict(self.host)
        else:
            self.events[event] = join(self.stream(s), self.host)

    def wait(self, s: int | None, event: int) -> None:
        """mgpuStreamWaitEvent: later work of `s` comes after the event."""
        ev = self.events.get(event, {})
        if s is None:
            self.host = join(self.host, ev)
        else:
            self.streams[s] = join(self.stream(s), ev)

    def sync_stream(self, s: int) -> None:
        """The host waited for stream `s`."""
        self.host = join(self.host, self.stream(s))
        self._retire()

    def sync_event(self, event: int) -> None:
        """The host waited for an event."""
        self.host = join(self.host, self.events.get(event, {}))
        self._retire()

    def sync_all(self) -> None:
        """The host waited for every stream (a free, the null stream, device synchronize)."""
        for c in self.streams.values():
            self.host = join(self.host, c)
        self._retire()

    def destroyed(self, s: int) -> None:
        """Stream `s` takes no more work."""
        if s in self.streams:
            self.dead.add(s)
            self._retire()

    def forget_event(self, event: int) -> None:
        """The event is destroyed."""
        self.events.pop(event, None)

    def _retire(self) -> None:
        """Drops the destroyed streams the host has waited for from every clock."""
        done = {s for s in self.dead if self.host.get(s, 0) >= self.streams[s].get(s, 0)}
        if not done:
            return
        self.dead -= done
        self.covered |= done
        for s in done:
            del self.streams[s]
        for c in (self.host, *self.streams.values(), *self.events.values()):
            for s in done:
                c.pop(s, None)

    def ordered(self, earlier: Access, clock: Clock) -> bool:
        """True when `earlier` happens before an access whose thread's clock is `clock`."""
        return earlier.thread in self.covered or clock.get(earlier.thread, 0) >= earlier.epoch

    # -- the accesses
    def operation(self, s: int | None, accesses: list[tuple[object, bool]],
                  what: str) -> list[Race]:
        """Stream `s` (None: the null stream, after every stream) queues an operation that
        reads or writes (`(location, write)` pairs); returns the races it makes."""
        if s is None:
            self.sync_all()
            return self.host_access(accesses, what)
        c = join(self.stream(s), self.host)
        c[s] = c.get(s, 0) + 1
        self.streams[s] = c
        return self._accesses(s, c, accesses, what)

    def host_access(self, accesses: list[tuple[object, bool]], what: str) -> list[Race]:
        """The host reads or writes locations now."""
        self.host[HOST] += 1
        return self._accesses(HOST, self.host, accesses, what)

    def _accesses(self, thread: int, clock: Clock, accesses, what: str) -> list[Race]:
        races = []
        for key, write in accesses:
            a = Access(thread, clock[thread], write, what)
            loc = self.locations.setdefault(key, _Location())
            prior = [*loc.writes.values(), *(loc.reads.values() if write else ())]
            late = [p for p in prior if not self.ordered(p, clock)]
            if late:
                races.append(Race(key, a, late[-1]))
            if write and not late:  # after everything kept: it stands for all of it
                loc.writes, loc.reads = {thread: a}, {}
            elif write:
                loc.writes[thread] = a
            else:
                loc.reads = {t: r for t, r in loc.reads.items() if not self.ordered(r, clock)}
                loc.reads[thread] = a
        return races

    def unwaited(self, key: object) -> list[Access]:
        """The writes to `key` the host has not waited for."""
        loc = self.locations.get(key)
        if loc is None:
            return []
        return [w for w in loc.writes.values() if not self.ordered(w, self.host)]

    def forget(self, key: object) -> None:
        """The location is gone (a freed allocation)."""
        self.locations.pop(key, None)
