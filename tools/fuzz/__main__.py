"""The fuzz driver: `python -m tools.fuzz {GEN,all} [--seed S] [--count N] [--minutes M]
[--out DIR] [--ci] [--verbose]`, run from the repository root.

Each generator module of this package (a module with NAME, CI_BUDGET and run(), see common.py)
runs its cases: `--count N` seeds from --seed (default 1), `--ci` its fixed CI budget from seed
1, `--minutes M` new seeds, batch after batch, until M minutes are up (shared equally among
the generators of `all`; --seed then defaults to one drawn from the clock). One summary line
per generator:
    async: 300 cases x 3 schedules, 0 wrong, 0 internal errors, 0 leaks, 41.2 s
and exit status 1 when any generator counted a failure; each failing case is written, reduced,
under --out (default fuzz-failures/) as a lit test that reproduces it.
"""
import argparse
import importlib
import os
import pkgutil
import sys
import time

# `python -m tools.fuzz` from the repository root: the root is on sys.path already; from
# elsewhere, put it there.
_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
if _ROOT not in sys.path:
    sys.path.insert(0, _ROOT)

from tools.fuzz import common  # noqa: E402

_NOT_GENERATORS = {"common", "reduce", "__main__", "mutants"}
_LABELS = {"internal": "internal errors"}


def generators() -> dict:
    """NAME -> module, for every generator module of this package, sorted by name."""
    found = {}
    pkg_dir = os.path.dirname(os.path.abspath(__file__))
    for info in pkgutil.iter_modules([pkg_dir]):
        if info.name in _NOT_GENERATORS:
            continue
        mod = importlib.import_module(f"tools.fuzz.{info.name}")
        if hasattr(mod, "NAME") and hasattr(mod, "run") and hasattr(mod, "CI_BUDGET"):
            found[mod.NAME] = mod
    return dict(sorted(found.items()))


def failures(counts: dict) -> int:
    keys = set(common.FAILURE_KEYS) | set(counts.get("failure_keys", ()))
    return sum(v for k, v in counts.items() if k in keys and isinstance(v, int))


def summary(name: str, counts: dict, seconds: float) -> str:
    """`async: 300 cases x 3 schedules, 0 wrong, 0 internal errors, 0 leaks, 41.2 s`."""
    head = f"{name}: {counts.get('cases', 0)} cases"
    if counts.get("schedules"):
        head += f" x {counts['schedules']} schedules"
    parts = [head]
    keys = ["wrong", "internal", "leaks"]
    keys += [k for k, v in counts.items()
             if isinstance(v, int) and k not in keys and k not in ("cases", "schedules")]
    for k in keys:
        parts.append(f"{counts.get(k, 0)} {_LABELS.get(k, k)}")
    return ", ".join(parts) + f", {seconds:.1f} s"


def merge(total: dict, counts: dict) -> None:
    for k, v in counts.items():
        if k == "schedules":
            total[k] = v
        elif isinstance(v, int) and not isinstance(v, bool):
            total[k] = total.get(k, 0) + v
        elif k == "failure_keys":
            total[k] = sorted(set(total.get(k, ())) | set(v))


def main(argv: list[str] | None = None) -> int:
    gens = generators()
    ap = argparse.ArgumentParser(prog="python -m tools.fuzz", description=__doc__.split("\n")[0])
    ap.add_argument("generator", choices=[*gens, "all"])
    ap.add_argument("--seed", type=int, default=None, help="first seed (default 1)")
    ap.add_argument("--count", type=int, default=None, help="cases per generator")
    ap.add_argument("--minutes", type=float, default=None,
                    help="long mode: new seeds until this many minutes are up")
    ap.add_argument("--out", default="fuzz-failures", help="where failing cases go")
    ap.add_argument("--ci", action="store_true", help="each generator's fixed CI budget")
    ap.add_argument("--verbose", "-v", action="store_true", help="progress on stderr")
    args = ap.parse_args(argv)
    if args.ci:
        os.environ[common.MODE_ENV] = "ci"
    elif args.minutes is not None:
        os.environ[common.MODE_ENV] = "long"
    chosen = list(gens.values()) if args.generator == "all" else [gens[args.generator]]
    status = 0
    for mod in chosen:
        def log(msg: str, _name: str = mod.NAME) -> None:
            if args.verbose:
                print(f"[{_name}] {msg}", file=sys.stderr, flush=True)
        start = time.monotonic()
        total: dict = {}
        if args.minutes is not None:
            seed = args.seed if args.seed is not None else int(time.time()) % 10_000_000 * 1000
            batch = args.count or mod.CI_BUDGET
            budget = args.minutes * 60 / len(chosen)
            while time.monotonic() - start < budget:
                merge(total, mod.run(list(range(seed, seed + batch)), args.out, log))
                seed += batch
        else:
            seed = args.seed if args.seed is not None else 1
            count = args.count if args.count is not None else mod.CI_BUDGET
            merge(total, mod.run(list(range(seed, seed + count)), args.out, log))
        line = summary(mod.NAME, {k: v for k, v in total.items() if k != "failure_keys"},
                       time.monotonic() - start)
        print(line, flush=True)
        if failures(total):
            status = 1
    if status:
        print(f"failing cases written under {args.out}/", file=sys.stderr)
    return status


if __name__ == "__main__":
    sys.exit(main())
