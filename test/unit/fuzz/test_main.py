"""tools/fuzz/__main__.py: generator discovery, the summary line, the exit status."""
import os
import sys
import types

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__)))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.fuzz import __main__ as driver  # noqa: E402


def fake(name: str, wrong: int):
    seen: list = []

    def run(seeds, out_dir, log):
        seen.append(list(seeds))
        return {"cases": len(seeds), "schedules": 3, "wrong": wrong, "internal": 0, "leaks": 0}
    return types.SimpleNamespace(NAME=name, CI_BUDGET=4, run=run, seen=seen)


def test_generators_found():
    assert "async" in driver.generators()


def test_summary_line():
    line = driver.summary("async", {"cases": 300, "schedules": 3, "wrong": 0, "internal": 0,
                                    "leaks": 0}, 41.23)
    assert line == "async: 300 cases x 3 schedules, 0 wrong, 0 internal errors, 0 leaks, 41.2 s"


def test_exit_status_and_budgets(monkeypatch, capsys):
    monkeypatch.delenv(driver.common.MODE_ENV, raising=False)
    good, bad = fake("good", 0), fake("bad", 2)
    monkeypatch.setattr(driver, "generators", lambda: {"bad": bad, "good": good})
    assert driver.main(["good", "--ci"]) == 0
    assert good.seen[-1] == [1, 2, 3, 4]
    assert driver.main(["good", "--seed", "10", "--count", "2"]) == 0
    assert good.seen[-1] == [10, 11]
    assert driver.main(["all", "--count", "1"]) == 1
    out = capsys.readouterr().out
    assert "bad: 1 cases x 3 schedules, 2 wrong" in out


def test_long_mode_draws_new_seeds(monkeypatch):
    good = fake("good", 0)
    monkeypatch.setattr(driver, "generators", lambda: {"good": good})
    assert driver.main(["good", "--minutes", "0.0001", "--seed", "5", "--count", "3"]) == 0
    assert good.seen[0] == [5, 6, 7]
