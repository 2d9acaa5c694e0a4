"""Mutation check of the ordering detectors: how many planted ordering bugs each one catches.

    python -m tools.fuzz.mutants [--count 200] [--seed S] [--seeds 5] [--jobs 2]

Mutants: async token graphs (tools/fuzz/async_graphs.py, one case a program) lowered by
gpuopt-runner's own pipeline, with ONE `mgpuStreamWaitEvent`, `mgpuEventRecord` or
`mgpuStreamSynchronize` call erased from convert-gpu-to-llvm's output (GPUOPT_FAULT=
drop:<callee>:<n>, at random among the calls the program has). Each mutant is run through:

* translation validation: `gpuopt-runner` with GPUOPT_CHECK_ORDERING=1 (the pass checks the
  mutated output against its input: an internal error is a catch);
* the race detector: `--cpu-check-races` (validation off): a race report is a catch;
* the random schedule: `--cpu-schedule=random:1..5` (validation off): any seed whose printed
  state differs from the model's (the generator's expected cells) is a catch.

Which mutants change the program's ordering is decided by a model that shares nothing with
gpuopt: the runtime calls of one run (GPUOPT_TRACE, one JSON line a call) are replayed with
CUDA's stream semantics (a stream's frontier: the set of operations complete before the next
one queued on it; events copy it, waits and synchronizes join it; a new stream starts from
what the host knows complete), giving for each operation (its site and occurrence) the set of
operations ordered before it, and for the host, at each operation and at the end, the set it
knows complete. A mutant changes the ordering when any of those sets is smaller than in the
unmutated program's run: some ordering the correct lowering enforced is gone. (This counts the
orderings the lowering adds beyond the tokens' too, so it can only undercount the detectors.)
"""
from __future__ import annotations

import argparse
import json
import os
import random
import re
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

from tools.fuzz import async_graphs, common

CALLEES = ("mgpuStreamWaitEvent", "mgpuEventRecord", "mgpuStreamSynchronize")
STREAM_ARG = {"mgpuLaunchKernel": 8, "mgpuMemAlloc": 1, "mgpuMemFree": 1, "mgpuMemcpy": 3,
              "mgpuMemset32": 3, "mgpuMemset16": 3}
PIPELINE = "--gpu-lower-to-nvvm-pipeline=cubin-format=llvm"


def run(cmd, extra_env: dict, timeout: float = 120) -> common.Result:
    return common.run(cmd, timeout=timeout, extra_env=extra_env)


def calls_in_lowering(path: str) -> dict[str, int]:
    """How many calls of each CALLEES convert-gpu-to-llvm's output has (the pass's output,
    where GPUOPT_FAULT erases them, printed by --mlir-print-ir-after)."""
    r = run(common.tool("gpuopt") + [path, PIPELINE, "--mlir-print-ir-after=convert-gpu-to-llvm",
                                     "-o", os.devnull], {"GPUOPT_CHECK_ORDERING": "0"})
    return {c: len(re.findall(rf"llvm\.call @{c}\(", r.stderr)) for c in CALLEES}


# ---- the model of the order a run's calls impose (no gpuopt code) ------------------------
def order_of(trace_path: str) -> dict:
    """(site, k) of each operation -> (operations ordered before it, what the host knew
    complete when it was queued); ("end",) -> what the host knew complete at the end."""
    streams: dict[int, frozenset] = {}
    events: dict[int, frozenset] = {}
    host: frozenset = frozenset()
    count: dict = {}
    out: dict = {}
    with open(trace_path, encoding="utf-8") as f:
        for line in f:
            name, args, result, site = json.loads(line)
            if name == "mgpuStreamCreate":
                streams[result] = host
            elif name == "mgpuEventCreate":
                events[result] = frozenset()
            elif name == "mgpuEventRecord":
                events[args[0]] = streams.get(args[1], frozenset())
            elif name == "mgpuStreamWaitEvent":
                streams[args[0]] = streams.get(args[0], frozenset()) | events.get(args[1],
                                                                                 frozenset())
            elif name == "mgpuStreamSynchronize":
                host = host | streams.get(args[0], frozenset())
            elif name == "mgpuEventSynchronize":
                host = host | events.get(args[1] if len(args) > 1 else args[0], frozenset())
            elif name in STREAM_ARG:
                key = (site or name).split(" (")[0]
                k = count.get(key, 0)
                count[key] = k + 1
                op = (key, k)
                s = args[STREAM_ARG[name]]
                before = streams.get(s, host) if s else host
                out[op] = (before, host)
                if s:
                    streams[s] = before | {op}
                else:  # the null stream: ordered with everything, as CUDA's legacy stream
                    host = host | before | {op}
    out[("end",)] = (host, host)
    return out


def weaker(mutant: dict, original: dict) -> bool:
    """Whether some ordering of the original run is missing from the mutant's."""
    for op, (before, known) in original.items():
        got = mutant.get(op)
        if got is None:
            return True
        if not before <= got[0] or not known <= got[1]:
            return True
    return False


# ---- one mutant ----------------------------------------------------------------------------
FLAGS = ["-e", "main", "--entry-point-result=void", "--device=cpu", "-O0"]


def judge(seed: int, path: str, expected: list[int], callee: str, n: int, seeds: int,
          work: str, original: dict) -> dict:
    fault = {"GPUOPT_FAULT": f"drop:{callee}:{n}"}
    runner = common.tool("gpuopt-runner")
    v = run(runner + [path] + FLAGS, {**fault, "GPUOPT_CHECK_ORDERING": "1"})
    validated = v.returncode != 0 and "check-ordering" in v.stderr
    off = {**fault, "GPUOPT_CHECK_ORDERING": "0"}
    r = run(runner + [path] + FLAGS + ["--cpu-check-races"], off)
    raced = "race on" in r.stderr or "not waited for" in r.stderr
    trace = os.path.join(work, f"t{seed}-{callee}-{n}.jsonl")
    wrong_seed = None
    for s in range(1, seeds + 1):
        extra = {**off, "GPUOPT_TRACE": trace} if s == 1 else off
        x = run(runner + [path] + FLAGS + [f"--cpu-schedule=random:{s}"], extra)
        cells = common.parse_memref_i32(x.stdout)
        if x.returncode != 0 or not cells or cells[-1][:len(expected)] != expected:
            wrong_seed = s
            break
    if wrong_seed is not None and not os.path.exists(trace):
        run(runner + [path] + FLAGS + ["--cpu-schedule=deferred"], {**off, "GPUOPT_TRACE": trace})
    changed = weaker(order_of(trace), original) if os.path.exists(trace) else None
    return {"seed": seed, "callee": callee, "n": n, "changed": changed,
            "validation": validated, "races": raced, "random": wrong_seed is not None}


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tools.fuzz.mutants", description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--count", type=int, default=200, help="mutants (default 200)")
    ap.add_argument("--seed", type=int, default=1, help="first program seed")
    ap.add_argument("--seeds", type=int, default=5, help="random schedules a mutant gets")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--json", help="write every mutant's verdicts to this file")
    args = ap.parse_args(argv)
    rng = random.Random(args.seed)
    work = tempfile.mkdtemp(prefix="gpuopt-mutants-")
    start = time.time()
    # the programs and their unmutated runs
    plans = []
    failed: list[int] = []
    seed = args.seed
    while sum(len(p[4]) for p in plans) < args.count:
        text, graphs = async_graphs.program([seed])
        path = os.path.join(work, f"p{seed}.mlir")
        common.write_file(path, text)
        trace = os.path.join(work, f"t{seed}.jsonl")
        x = run(common.tool("gpuopt-runner") + [path] + FLAGS, {"GPUOPT_TRACE": trace})
        expected = graphs[0].expected()  # the generator's model, not gpuopt's output
        cells = common.parse_memref_i32(x.stdout)
        if x.returncode != 0 or not cells or cells[-1][:len(expected)] != expected:
            print(f"mutants: seed {seed}: the unmutated program fails (a bug for `python -m "
                  f"tools.fuzz async`), left out: {x.stderr[-300:]}", file=sys.stderr)
            failed.append(seed)
            seed += 1
            continue
        counts = calls_in_lowering(path)
        sites = [(c, i) for c in CALLEES for i in range(counts[c])]
        rng.shuffle(sites)
        take = sites[:max(1, min(len(sites), 4))]
        plans.append((seed, path, expected, order_of(trace), take))
        seed += 1
    jobs = [(s, p, e, c, n, o) for s, p, e, o, take in plans for c, n in take][:args.count]
    with ThreadPoolExecutor(args.jobs) as pool:
        results = list(pool.map(lambda j: judge(j[0], j[1], j[2], j[3], j[4], args.seeds, work,
                                                j[5]), jobs))
    if args.json:
        common.write_file(args.json, json.dumps(results, indent=1))
    changed = [r for r in results if r["changed"]]
    print(f"mutants: {len(results)} from {len(plans)} programs ({time.time() - start:.0f} s); "
          f"{len(changed)} change the ordering (trace model), "
          f"{len(results) - len(changed)} do not"
          + (f"; programs left out (failing unmutated): {failed}" if failed else ""))
    for name in ("validation", "races", "random"):
        hit = sum(r[name] for r in changed)
        extra = sum(r[name] for r in results if not r["changed"])
        print(f"  {name:10s} catches {hit}/{len(changed)} of the ordering-changing mutants"
              f" ({100.0 * hit / max(1, len(changed)):.1f}%), and {extra} of the others")
    for c in CALLEES:
        rs = [r for r in changed if r["callee"] == c]
        print(f"  {c}: {len(rs)} ordering-changing, validation {sum(r['validation'] for r in rs)}"
              f", races {sum(r['races'] for r in rs)}, random {sum(r['random'] for r in rs)}")
    missed = [r for r in changed if not (r["validation"] and r["races"])]
    for r in missed[:10]:
        print(f"  missed by some: seed {r['seed']} drop:{r['callee']}:{r['n']} {r}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
