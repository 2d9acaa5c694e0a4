"""gpuopt/runtime/races.py: the vector clocks of the cpu device's race detector, driven as the
device drives them (streams are handles, the host is thread 0)."""
from gpuopt.runtime.races import HOST, Access, RaceChecker, join

A, B = 0x1010, 0x1020  # two streams
MEM = 0x7000  # one memory location


def test_join_is_the_pointwise_maximum():
    assert join({1: 2, 3: 1}, {1: 1, 4: 5}) == {1: 2, 3: 1, 4: 5}


def test_one_stream_is_in_order():
    rc = RaceChecker()
    assert rc.operation(A, [(MEM, True)], "w1") == []
    assert rc.operation(A, [(MEM, True)], "w2") == []
    assert rc.operation(A, [(MEM, False)], "r") == []


def test_two_streams_race_on_a_write_not_on_reads():
    rc = RaceChecker()
    assert rc.operation(A, [(MEM, False)], "r1") == []
    assert rc.operation(B, [(MEM, False)], "r2") == []  # reads never race
    races = rc.operation(B, [(MEM, True)], "w")
    assert [(r.key, r.access.what, r.earlier.what) for r in races] == [(MEM, "w", "r1")]
    assert races[0].access.text() == "a write by w" and races[0].earlier.text() == "a read by r1"


def test_an_event_orders_the_streams_up_to_its_record_only():
    rc = RaceChecker()
    rc.operation(A, [(MEM, True)], "first")
    rc.record(1, A)
    rc.operation(A, [(MEM, True)], "second")  # after the record
    rc.wait(B, 1)
    races = rc.operation(B, [(MEM, False)], "read")
    assert [r.earlier.what for r in races] == ["second"]


def test_host_synchronization_orders_later_work():
    rc = RaceChecker()
    rc.stream(B)  # created before the work it will be ordered after
    rc.operation(A, [(MEM, True)], "w")
    rc.sync_stream(A)
    assert rc.operation(B, [(MEM, True)], "later") == []  # queued after the host waited
    rc.record(2, B)
    rc.sync_event(2)
    assert rc.host_access([(MEM, False)], "host") == []
    assert rc.unwaited(MEM) == []


def test_a_new_stream_starts_from_the_host_clock():
    rc = RaceChecker()
    rc.operation(A, [(MEM, True)], "w")
    rc.sync_all()
    assert rc.stream(B)[A] == 1
    assert rc.operation(B, [(MEM, True)], "w2") == []


def test_the_null_stream_waits_for_everything():
    rc = RaceChecker()
    rc.operation(A, [(MEM, True)], "w")
    assert rc.operation(None, [(MEM, True)], "null") == []
    assert rc.host[HOST] == 1


def test_unwaited_writes_and_forget():
    rc = RaceChecker()
    rc.operation(A, [(MEM, True)], "copy")
    assert rc.unwaited(MEM) == [Access(A, 1, True, "copy")]
    races = rc.host_access([(MEM, False)], "print")
    assert [r.earlier.what for r in races] == ["copy"]
    rc.forget(MEM)
    assert rc.unwaited(MEM) == []


def test_a_destroyed_stream_the_host_waited_for_leaves_the_clocks():
    rc = RaceChecker()
    rc.operation(A, [(MEM, True)], "w")
    rc.destroyed(A)
    assert A in rc.dead and A in rc.streams  # not waited for yet
    rc.sync_all()
    assert A in rc.covered and A not in rc.streams and A not in rc.host
    assert rc.operation(B, [(MEM, True)], "later") == []  # ordered after the waited stream
    assert rc.operation(B, [(MEM, True)], "again") == []


def test_an_ordered_access_replaces_the_ones_kept():
    rc = RaceChecker()
    rc.operation(A, [(MEM, False)], "r1")
    rc.operation(B, [(MEM, False)], "r2")
    rc.sync_all()
    rc.operation(A, [(MEM, True)], "w")  # after both reads
    loc = rc.locations[MEM]
    assert (list(loc.writes.values()), loc.reads) == ([Access(A, 2, True, "w")], {})
