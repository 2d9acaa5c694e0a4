"""Runs a gpuopt-runner command under the random schedule, for the lit tests of
--cpu-schedule=random.

`run-seeds.py FIRST LAST CMD...`: runs CMD --cpu-schedule=random:N for N = FIRST..LAST and
prints `random:N: ` and the run's stdout lines joined by ` | ` (lines with `base@`, whose
addresses vary, left out); exits 1 when a run exits nonzero.
`run-seeds.py replay CMD...`: runs CMD --cpu-schedule=random (a seed drawn at random), which
must fail and print its seed (`gpuopt-runner: cpu schedule random:N`), runs it again with that
seed and prints `replayed random:N` when both runs printed the same (else exits 1).
"""
import re
import subprocess
import sys


def run(cmd: list[str], schedule: str) -> subprocess.CompletedProcess:
    return subprocess.run([*cmd, f"--cpu-schedule={schedule}"], capture_output=True, text=True)


def text(p: subprocess.CompletedProcess) -> str:
    return " | ".join(line for line in p.stdout.splitlines() if "base@" not in line)


def seeds(first: int, last: int, cmd: list[str]) -> int:
    status = 0
    for n in range(first, last + 1):
        p = run(cmd, f"random:{n}")
        print(f"random:{n}: {text(p)}")
        if p.returncode:
            sys.stderr.write(p.stderr)
            status = 1
    return status


def replay(cmd: list[str]) -> int:
    first = run(cmd, "random")
    m = re.search(r"^gpuopt-runner: cpu schedule (random:\d+)$", first.stderr, re.M)
    if first.returncode == 0 or m is None:
        print(f"no seed printed (exit {first.returncode}):\n{first.stderr}")
        return 1
    again = run(cmd, m.group(1))
    if (text(again), again.returncode) != (text(first), first.returncode):
        print(f"{m.group(1)} did not replay:\n{text(first)}\n{text(again)}")
        return 1
    print(f"replayed {m.group(1)}")
    return 0


if __name__ == "__main__":
    if sys.argv[1] == "replay":
        sys.exit(replay(sys.argv[2:]))
    sys.exit(seeds(int(sys.argv[1]), int(sys.argv[2]), sys.argv[3:]))
