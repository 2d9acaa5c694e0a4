"""tools/fuzz/kernels.py: the random kernels verify, the host-loop oracle computes what a GPU
would, a few seeds pass end to end, and a planted wrong result is caught and reduced."""
import os
import re

from conftest import oracle

from tools.fuzz import kernels as K


def _needs_oracles():
    oracle("mlir-opt-19")
    oracle("mlir-cpu-runner-19")


def test_programs_verify_with_mlir_opt19(mlir_opt19):
    import subprocess
    ks = [K.Kernel(s, i) for i, s in enumerate(range(1, 9))]
    for text in (K.gpu_program(ks), K.host_program(ks)):
        p = subprocess.run([mlir_opt19, "-", "-o", os.devnull], input=text, text=True,
                           capture_output=True)
        assert p.returncode == 0, p.stderr


def test_generator_is_deterministic_and_covers_the_sync_points():
    assert K.gpu_program([K.Kernel(7)]) == K.gpu_program([K.Kernel(7)])
    text = K.gpu_program([K.Kernel(s, i) for i, s in enumerate(range(1, 41))])
    for op in ("gpu.barrier", "gpu.shuffle xor", "gpu.shuffle up", "gpu.shuffle down",
               "gpu.shuffle idx", "gpu.all_reduce", "memref.atomic_rmw", "workgroup(",
               "scf.for", "scf.if", ": f16", ": f64", ": i64", "gpu.lane_id",
               "gpu.dynamic_shared_memory", "atomic_rmw maximumf"):
        assert op in text, op


def _kernel(stmts, ty="i32", bx=32, by=2, gx=2, gy=1, k=1):
    base = K.Kernel(1)
    return K._copy(base, stmts=stmts, ty=ty, bx=bx, by=by, gx=gx, gy=gy, k=k, nacc=1, dyn=0,
                   atomic_kinds=["addi"], index=0)


def _values(k):
    out, why = K.reference_output([k])
    assert out is not None, why
    return [int(x) for x in K.sections(out)[0]]


def test_oracle_tree_reduction_shuffle_and_all_reduce():
    """The host-loop version of sync points, against values worked out by hand."""
    _needs_oracles()
    nt = 64
    # tree reduction of ltid over the block: every thread gets 0 + ... + 63 = 2016
    k = _kernel([("def", "v1", ("id", "ltid")), ("tree", "v2", "addi", "v1"),
                 ("store", 0, ("var", "v2"))])
    vals = _values(k)
    assert vals[:2 * nt] == [2016] * (2 * nt) and vals[-1] == 0
    # shuffle down 3 of ltid, own value where the source is past the warp: lane l gets l + 3
    k = _kernel([("def", "v1", ("id", "ltid")), ("shuffle", "v2", "down", "v1", 3, "v1"),
                 ("store", 0, ("var", "v2"))])
    want = [t + 3 if t % 32 < 29 else t for t in range(nt)]
    assert _values(k)[:nt] == want
    # exchange through workgroup memory, reversed: thread t reads what 63 - t wrote (gid)
    k = _kernel([("def", "v1", ("id", "gid")), ("exchange", "v2", "v1", ("rev", 0), 1, False),
                 ("store", 0, ("var", "v2"))])
    assert _values(k)[:2 * nt] == [b * nt + nt - 1 - t for b in range(2) for t in range(nt)]
    # all_reduce max of tx (block 32 x 2): 31; atomic add of 1 per thread: 128 in acc[0]
    k = _kernel([("allreduce", "v1", "maxsi", ("id", "tx")), ("store", 0, ("var", "v1")),
                 ("atomic", "addi", 1, ("idmod", "tx", 1))])
    vals = _values(k)
    assert vals[:2 * nt] == [31] * (2 * nt)
    k = _kernel([("atomic", "addi", 1, ("bin", "addi", ("idmod", "tx", 1), ("const", 1)))])
    assert _values(k)[-1] == 2 * nt


def test_a_few_seeds_pass(tmp_path):
    _needs_oracles()
    counts = K.run([1, 2, 3, 4], str(tmp_path), None)
    assert counts["cases"] == 4
    assert {k: counts[k] for k in ("wrong", "internal", "leaks", "ptx", "invalid")} == \
        {"wrong": 0, "internal": 0, "leaks": 0, "ptx": 0, "invalid": 0}, os.listdir(tmp_path)


def test_planted_wrong_result_is_caught(monkeypatch):
    """A kernel whose gpu form computes max where the oracle computes min must fail."""
    _needs_oracles()
    k = _kernel([("def", "v1", ("bin", "minsi", ("id", "ltid"), ("const", 9))),
                 ("store", 0, ("var", "v1"))])
    assert K.check([k], ptx=False)["failures"] == {}
    emit = K.emit_kernel
    monkeypatch.setattr(K, "emit_kernel",
                        lambda kern: [x.replace("arith.minsi", "arith.maxsi") for x in emit(kern)])
    res = K.check([k], ptx=False)
    assert res["failures"][0].startswith("wrong: --cpu-schedule=eager: value #0: got 9, "
                                         "expected 0"), res


def test_reducer_keeps_the_failing_statement(monkeypatch):
    """reduce_kernel drops what the failure does not need (the check faked: it fails while a
    shuffle is left), shrinks the launch and rebuilds valid kernels on the way."""
    k = next(k for k in map(K.Kernel, range(1, 200))
             if sum(x[0] == "shuffle" for x in k.stmts) == 1 and len(k.stmts) > 6)

    def fake(c, ptx, quick=""):
        K.gpu_program([c]), K.host_program([c])   # both still emit
        return "wrong: x" if any(s[0] == "shuffle" for s in c.stmts) else ""
    monkeypatch.setattr(K, "symptom_of", fake)
    r = K.reduce_kernel(k, "wrong: x", 30, False)
    assert [s[0] for s in r.stmts if s[0] != "def"] == ["shuffle"]
    assert all(s[2] == ("const", 1) for s in r.stmts if s[0] == "def")   # its operands
    assert (r.gx, r.gy, r.k, r.nacc) == (1, 1, 1, 1)
    assert re.search(r"gpu.shuffle \w+ %g\d+", K.gpu_program([r]))


def test_reducer_simplifies_expressions(monkeypatch):
    """After the statements, expressions shrink to what the (faked) failure needs: here a
    maxsi anywhere in the kernel."""
    k = next(k for k in map(K.Kernel, range(1, 200))
             if k.ty == "i32" and "arith.maxsi" in "\n".join(K.emit_kernel(k))
             and len(k.stmts) > 5)
    monkeypatch.setattr(K, "symptom_of", lambda c, ptx, quick="": "wrong: x" if "arith.maxsi"
                        in "\n".join(K.emit_kernel(c)) else "")
    r = K.reduce_kernel(k, "wrong: x", 30, False)
    body = "\n".join(K.emit_kernel(r))
    assert body.count("arith.maxsi") == 1
    assert len(body) < len("\n".join(K.emit_kernel(k))) / 2
    assert "arith.maxsi %g" in body and K.host_program([r])
