"""Deterministic mutation fuzzing of the lit corpus: gpuopt never crashes, never hangs.

Every lit input is mutated with a fixed seed (byte flips, token deletions, truncations, line
swaps, duplicated lines, inserted punctuation) into FUZZ_INPUTS inputs (2,400 by default; the
environment variable GPUOPT_FUZZ_INPUTS changes it). Each input goes through the CLI in-process,
in worker subprocesses running batches in parallel, with a few flag sets. The test asserts, for
every input: exit status 0 or 1, no Python traceback or `internal error` on stderr, and no run
longer than 10 seconds.
"""
import glob
import json
import os
import random
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FUZZ_INPUTS = int(os.environ.get("GPUOPT_FUZZ_INPUTS", "2400"))
SEED = int(os.environ.get("GPUOPT_FUZZ_SEED", "20240519"))
WORKERS = max(1, min(8, (os.cpu_count() or 2)))
HANG_S = 10
FLAG_SETS = ([], ["--mlir-print-op-generic"], ["--split-input-file", "--verify-diagnostics"],
             ["--mlir-print-debuginfo", "--split-input-file"])
_PUNCT = list('{}()[]<>%@^:,=!#"-.') + ["->", "::", "// -----\n", "\n", "0", "?", "x", "loc("]

# Runs in each worker: reads a JSON list of [name, text, flags] from stdin, prints one JSON
# line per input: [name, status, stderr tail].
_WORKER = r'''
import io, json, os, signal, sys, tempfile
sys.setrecursionlimit(200000)
from gpuopt import cli

class Hang(BaseException):
    pass

def alarm(signum, frame):
    raise Hang()

signal.signal(signal.SIGALRM, alarm)
jobs = json.load(sys.stdin)
real_out, real_err = sys.stdout, sys.stderr
tmpdir = tempfile.mkdtemp()
for name, text, flags in jobs:
    path = os.path.join(tmpdir, "input.mlir")
    with open(path, "wb") as f:
        f.write(text.encode("utf-8", "surrogateescape"))
    out = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
    sys.stdout, sys.stderr = out, err
    signal.alarm(HANG_S)
    try:
        status = cli.opt_main([path, *flags])
    except Hang:
        status = "hang"
    except BaseException as e:
        status = "exception " + type(e).__name__ + ": " + str(e)[:200]
    finally:
        signal.alarm(0)
        sys.stdout, sys.stderr = real_out, real_err
    err.flush()
    text_err = err.buffer.getvalue().decode("utf-8", "replace")
    real_out.write(json.dumps([name, status, text_err[-2000:]]) + "\n")
    real_out.flush()
    if status == "hang":
        break
'''.replace("HANG_S", str(HANG_S))


def corpus():
    files = sorted(glob.glob(os.path.join(ROOT, "test/lit/**/*.mlir"), recursive=True))
    out = []
    for path in files:
        if os.sep + "Output" + os.sep in path:
            continue
        with open(path, "rb") as f:
            out.append((os.path.relpath(path, ROOT),
                        f.read().decode("utf-8", "surrogateescape")))
    return out


def mutate(text: str, rng: random.Random) -> str:
    for _ in range(rng.randint(1, 3)):
        kind = rng.randrange(6)
        if not text:
            return text
        if kind == 0:  # byte flip
            i = rng.randrange(len(text))
            text = text[:i] + rng.choice(_PUNCT + [chr(rng.randrange(32, 127))]) + text[i + 1:]
        elif kind == 1:  # token deletion
            toks = list(re.finditer(r"%?[\w.$@#!^-]+|\S", text))
            if toks:
                m = rng.choice(toks)
                text = text[:m.start()] + text[m.end():]
        elif kind == 2:  # truncation
            text = text[:rng.randrange(len(text))]
        elif kind == 3:  # line swap
            lines = text.split("\n")
            if len(lines) > 1:
                i, j = rng.randrange(len(lines)), rng.randrange(len(lines))
                lines[i], lines[j] = lines[j], lines[i]
                text = "\n".join(lines)
        elif kind == 4:  # duplicated line
            lines = text.split("\n")
            i = rng.randrange(len(lines))
            lines.insert(i, lines[i])
            text = "\n".join(lines)
        else:  # inserted punctuation or token
            i = rng.randrange(len(text) + 1)
            text = text[:i] + rng.choice(_PUNCT) + text[i:]
    return text


def make_inputs(n: int):
    rng = random.Random(SEED)
    base = corpus()
    jobs = []
    for k in range(n):
        name, text = base[k % len(base)]
        jobs.append([f"{name}#{k}", mutate(text, rng), FLAG_SETS[k % len(FLAG_SETS)]])
    return jobs


def test_fuzz_no_traceback_no_hang():
    jobs = make_inputs(FUZZ_INPUTS)
    assert len(jobs) >= 2000 or FUZZ_INPUTS < 2000
    batches = [jobs[i::WORKERS] for i in range(WORKERS)]
    env = dict(os.environ, PYTHONPATH=ROOT + os.pathsep + os.environ.get("PYTHONPATH", ""))
    env.pop("GPUOPT_TRACEBACK", None)
    procs = [subprocess.Popen([sys.executable, "-c", _WORKER], cwd=ROOT, env=env,
                              stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE) for _ in batches]
    for p, batch in zip(procs, batches, strict=False):
        p.stdin.write(json.dumps(batch).encode())
        p.stdin.close()
    results = []
    problems = []
    for p in procs:
        out = p.stdout.read().decode()
        p.wait(timeout=1200)
        for line in out.splitlines():
            results.append(json.loads(line))
    by_name = {j[0]: j for j in jobs}
    for name, status, err in results:
        bad = status not in (0, 1) or "Traceback" in err or "internal error" in err
        if bad:
            problems.append((name, by_name[name][2], status, err[-600:]))
    assert not problems, "\n\n".join(
        f"{n} {flags}: status {s}\n{e}" for n, flags, s, e in problems[:10]) + \
        f"\n({len(problems)} failing inputs of {len(results)})"
    assert len(results) == len(jobs), f"only {len(results)} of {len(jobs)} inputs ran"
