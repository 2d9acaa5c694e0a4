"""Deterministic mutation fuzzing of the lit corpus and of the custom form of every registered
op: gpuopt never crashes, never hangs.

Every lit input is mutated with a fixed seed (byte flips, token deletions, truncations, line
swaps, duplicated lines, inserted punctuation) into FUZZ_INPUTS inputs (2,400 by default; the
environment variable GPUOPT_FUZZ_INPUTS changes it). Each input goes through the CLI in-process,
in worker subprocesses running batches in parallel, with a few flag sets. The test asserts, for
every input: exit status 0 or 1, no Python traceback or `internal error` on stderr, and no run
longer than 10 seconds.
"""
import contextlib
import glob
import io
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


def _run(jobs):
    """Every job through the CLI in worker subprocesses; asserts no crash, no hang."""
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


def test_fuzz_no_traceback_no_hang():
    jobs = make_inputs(FUZZ_INPUTS)
    assert len(jobs) >= 2000 or FUZZ_INPUTS < 2000
    _run(jobs)


# ---- the custom form of every registered op, with pieces missing -----------------------------
# One valid example line per op: the first line of a valid lit input (no expected errors, no
# split markers, no unregistered ops) that uses the op, else test/unit/inputs/op-examples.mlir.
# Each mutant cuts that line after a token (the rest of the file kept, or dropped) or drops one
# of its tokens; GPUOPT_FUZZ_OP_INPUTS of them (2,000 by default) are drawn with the seed.
OP_FUZZ_INPUTS = int(os.environ.get("GPUOPT_FUZZ_OP_INPUTS", "2000"))
OP_EXAMPLES = os.path.join(ROOT, "test", "unit", "inputs", "op-examples.mlir")
NO_EXAMPLE: dict[str, str] = {  # registered ops that cannot have a valid example, and why
}
_OP_USE = re.compile(r"(?:^|[=\s])([a-z_]+\.[a-z_.0-9]+)(?=[\s(<{]|$)")
_GENERIC_USE = re.compile(r'(?:^|[=\s])"([a-z_]+\.[a-z_.0-9]+)"\(')


def _generic_only(cls) -> bool:
    """An op mlir-opt-19 prints only in the generic form (llvm.intr.memcpy, ...): its example
    is a generic line."""
    return cls.format is None and cls.grammar_rule is None and "print_custom" not in vars(cls)
_ITEM = re.compile(r"[^,()\[\]<>{}]+,\s*|,\s*[^,()\[\]<>{}]+(?=[)\]>}])")
_TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|%?[\w.$@#!^-]+|->|::|\S')


def _valid_input(path: str, text: str) -> bool:
    return (os.sep + "cli" + os.sep not in path and "invalid" not in os.path.basename(path)
            and "expected-" not in text and "// -----" not in text
            and "allow-unregistered" not in text)


def op_examples() -> dict:
    """op name -> (file name, text, line index) of its first valid example."""
    from gpuopt.dialects import load_all
    from gpuopt.ir.opdef import REGISTRY
    load_all()
    with open(OP_EXAMPLES, encoding="utf-8") as f:
        sources = [*corpus(), (os.path.relpath(OP_EXAMPLES, ROOT), f.read())]
    found: dict = {}
    for name, text in sources:
        if not _valid_input(name, text) and name != sources[-1][0]:
            continue
        for i, line in enumerate(text.split("\n")):
            if line.lstrip().startswith("//"):
                continue
            for m in _OP_USE.finditer(line):
                if m.group(1) in REGISTRY and m.group(1) not in found:
                    found[m.group(1)] = (name, text, i)
            for m in _GENERIC_USE.finditer(line):
                cls = REGISTRY.get(m.group(1))
                if cls is not None and m.group(1) not in found and _generic_only(cls):
                    found[m.group(1)] = (name, text, i)
    return {n: found[n] for n in sorted(REGISTRY) if n in found}


def _line_mutants(label: str, text: str, i: int) -> list:
    lines = text.split("\n")
    line, head, tail = lines[i], "\n".join(lines[:i]), "\n".join(lines[i + 1:])
    toks = list(_TOKEN.finditer(line))
    jobs = []
    for k, t in enumerate(toks):
        cut = line[:t.end()] if k + 1 < len(toks) else line[:t.start()]
        dropped = line[:t.start()] + line[t.end():]
        for kind, new in (("cut", cut + "\n" + tail), ("end", cut),
                          ("drop", dropped + "\n" + tail)):
            jobs.append([f"{label}:{i + 1}:{kind}{k}", head + "\n" + new])
    for k, m in enumerate(_ITEM.finditer(line)):  # one list item (operand, argument) less
        jobs.append([f"{label}:{i + 1}:item{k}",
                     head + "\n" + line[:m.start()] + line[m.end():] + "\n" + tail])
    return jobs


def generic_forms(names) -> dict:
    """file name -> its generic form as gpuopt prints it (the files that print)."""
    from gpuopt import cli
    out = {}
    for name in sorted(set(names)):
        path = name if os.path.isabs(name) else os.path.join(ROOT, name)
        buf = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
        err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8")
        with contextlib.redirect_stdout(buf), contextlib.redirect_stderr(err):
            status = cli.opt_main([path, "--mlir-print-op-generic"])
            buf.flush()
        if status == 0:
            out[name] = buf.buffer.getvalue().decode("utf-8", "surrogateescape")
    return out


def op_mutants(examples: dict) -> list:
    """Mutants of each op's example line in the custom form, and of its generic-form line and
    the line after it (the entry block's arguments of an op with a region)."""
    jobs = []
    generic = generic_forms(name for name, _, _ in examples.values())
    for op, (name, text, i) in examples.items():
        jobs += _line_mutants(f"{op}@{name}", text, i)
        g = generic.get(name)
        j = next((k for k, line in enumerate(g.split("\n")) if f'"{op}"(' in line), None) \
            if g else None
        if j is not None:
            jobs += _line_mutants(f"{op}@{name}(generic)", g, j)
            if j + 1 < len(g.split("\n")):
                jobs += _line_mutants(f"{op}@{name}(generic)", g, j + 1)
    return jobs


def test_every_registered_op_has_a_valid_example():
    from gpuopt.ir.opdef import REGISTRY
    examples = op_examples()
    missing = sorted(set(REGISTRY) - set(examples) - set(NO_EXAMPLE))
    assert not missing, f"no valid example (add one to a lit input or {OP_EXAMPLES}): {missing}"


def test_fuzz_custom_form_of_every_op():
    mutants = op_mutants(op_examples())
    rng = random.Random(SEED)
    if len(mutants) > OP_FUZZ_INPUTS:
        mutants = rng.sample(mutants, OP_FUZZ_INPUTS)
    flag_sets = ([], ["--mlir-print-op-generic"], ["--cse"])
    _run([[n, t, flag_sets[k % len(flag_sets)]] for k, (n, t) in enumerate(mutants)])
