"""tools/fuzz/async_graphs.py: the model, the programs (mlir-opt-19 accepts them), a few cases
through gpuopt-runner, and a planted bug (dropped token edges) that the fuzzer must catch."""
import os
import re
import sys

import pytest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(
    __file__)))))
if ROOT not in sys.path:
    sys.path.insert(0, ROOT)

from tools.fuzz import async_graphs as ag  # noqa: E402
from tools.fuzz import common  # noqa: E402

# Features with open gpuopt bugs (/work/wt/_reports/asyncgen-found.md, bug 3): a token passed
# to a call, a loop or a branch and used again afterwards loses its stream (invalid handle,
# leak or race). The run tests leave them out until it is fixed; the generator tests cover them.
KNOWN_BROKEN = "scf.if,cf,call"


def test_fold_is_fnv1a_in_i32():
    assert ag.fold(0, []) == 0
    assert ag.fold(1, [2]) == (3 * 16777619) & 0xFFFFFFFF
    assert ag.fold(1, [2, 3]) != ag.fold(1, [3, 2])  # the order of the reads counts
    assert ag.signed(0xFFFFFFFF) == -1


def test_model_runs_in_program_order():
    state: dict = {}
    body = [("launch", ("d", 1), 5, [("d", 1), ("d", 0)])]
    ag.interpret([("launch", ("d", 0), 7, []),
                  ("if", False, [("launch", ("d", 2), 9, [])], []),
                  ("for", 2, body),
                  ("memset", 0, 11), ("memcpy", 1, 0)], state)
    once = ag.fold(5, [0, 7])
    assert state[("d", 0)] == 7
    assert state[("d", 1)] == ag.fold(5, [once, 7])
    assert ("d", 2) not in state
    assert state[("a", 1)] == 11


def test_generation_is_deterministic_and_covers_the_features():
    a, b = ag.program([3, 4]), ag.program([3, 4])
    assert a[0] == b[0]
    feats: set = set()
    for seed in range(40):
        feats |= ag.Graph(seed, 0, 0).features
    assert {"multi-dep", "join", "fresh", "sync-wait", "sync-launch", "alloc", "memset",
            "memcpy", "dealloc", "scf.if", "scf.for", "call", "cf.br", "cf.cond_br"} <= feats


def test_skip_leaves_features_out(monkeypatch):
    monkeypatch.setenv("GPUOPT_FUZZ_ASYNC_SKIP", "scf.if,scf.for,call,cf")
    for seed in range(20):
        text = ag.standalone(seed)
        assert "scf." not in text and "cf." not in text and "func.call" not in text


def test_mlir_opt19_accepts_the_programs(mlir_opt19):
    text, _ = ag.program(list(range(100, 130)))
    assert common.mlir_opt19_check(text) is None


def test_tokens_used():
    assert all(ag.tokens_used(ag.standalone(s)) for s in range(10))
    text = ag.standalone(1)
    assert not ag.tokens_used(text.replace("    return\n", "    %lost = gpu.wait async\n"
                                           "    return\n", 1))


@pytest.fixture(scope="module")
def runner(tmp_path_factory):
    """One runner (and one cache of lowerings and kernels) for the tests that run programs."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("GPUOPT_FUZZ_ASYNC_SKIP", KNOWN_BROKEN)
        mp.setenv("GPUOPT_CACHE_DIR", str(tmp_path_factory.mktemp("cache")))
        yield ag.Runner(str(tmp_path_factory.mktemp("work")))


SEEDS = [11, 12, 13, 14]


def test_cases_pass(runner):
    for schedule in ["deferred", "random:5"]:
        assert ag.check_batch(runner, SEEDS, schedule, 0) == {}


def drop_deps(text: str) -> str:
    """The planted bug: every launch with dependencies loses them (it starts on a new stream,
    ordered after nothing)."""
    return re.sub(r"(gpu\.launch_func async) \[[^\]]*\]", r"\1", text)


def test_planted_bug_is_caught(runner):
    text, graphs = ag.program(SEEDS)
    broken = drop_deps(text)
    assert broken != text
    kinds = set()
    for schedule in ["deferred", "random:1"]:
        r = runner.run(broken, schedule)
        kind = ag.classify(r)
        if kind is None:
            got = ag.values(r)
            if any(got[g.base:g.base + g.ncells] != g.expected() for g in graphs):
                kind = "wrong"
        kinds.add(kind)
    # the race checker reports the unordered accesses (without it, the values are wrong)
    assert kinds & {"wrong", "races"}, kinds
